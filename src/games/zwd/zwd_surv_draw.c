/*++
/* NAME
/*	zwd_surv_draw 3
/* SUMMARY
/*	Zombicide: White Death, the skills that bring Equipment cards
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	int	zwd_draw(struct zwd_state *s);
/*	int	zwd_destiny(struct zwd_state *s, int i, int card,
/*			struct pb_buf *pub);
/*	void	zwd_hold_nose(struct zwd_state *s, int z, int killed,
/*			struct pb_buf *pub);
/*	int	zwd_drop_near(const struct zwd_state *s, int i);
/* DESCRIPTION
/*	zwd_draw() is the top card of the Equipment deck, its discard
/*	shuffled in when it is empty; -1 when both are empty.
/*
/*	zwd_destiny() is Destiny in its player's own Turn (rules 2): card,
/*	just drawn by survivor i, is discarded and another drawn from the
/*	same deck when zwd_react_destiny() says so (the standing choice
/*	"destiny": aaahh redraws an Aaahh!! card, off never), once a Turn
/*	(ZWD_ONCE_DESTINY); told in pub.  The card to keep: card itself,
/*	the new one, or -1 when the deck is empty.
/*
/*	zwd_hold_nose() is Hold Your Nose (rules 2): when an attack killed
/*	killed zombies in zone z and left it without any, every survivor
/*	of z with the skill draws one Equipment card, whoever attacked.
/*	It is not a Search: no Search limit, no Safe Search; an Aaahh!!
/*	card puts its zombies in z; a card with no room is discarded.
/*	Destiny applies to the card.  Told in pub.
/*
/*	zwd_drop_near() is the Crypt Weapon lying where survivor i may
/*	take it (zwd_drop_here(): its index), -1 none: in its own zone
/*	first; then, with Crypt Raider (rules 2), in a zone at Range 1 in
/*	its sight with a clear path (a step it may take), the lowest first.
/*
/*	Games of rules revision 0 and 1 draw and take nothing here, as
/*	they did.
/* SEE ALSO
/*	zwd_skill(3h), pbemd-zwd(7), SKILLS.
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

int
zwd_draw(struct zwd_state *s)
{
	if (s->edeck.n == 0) {
		deck_append(&s->edeck, &s->ediscard);
		deck_shuffle(&s->edeck, &s->rng);
	}
	return (s->edeck.n > 0 ? deck_draw(&s->edeck) : -1);
}

int
zwd_destiny(struct zwd_state *s, int i, int card, struct pb_buf *pub)
{
	struct zwd_traits t = { 0 };
	struct zwd_surv  *sv = &s->surv[i];
	int               aaahh;

	if (s->pack->rev < 2 || card < 0)
		return (card);
	aaahh = s->pack->cards->equips[card].kind == ZWD_AAAHH;
	t.flags = zwd_surv_flags(s, i);
	if (!zwd_react_destiny(&t, &sv->stance, aaahh, (sv->once & ZWD_ONCE_DESTINY) != 0))
		return (card);
	sv->once |= ZWD_ONCE_DESTINY;
	zwd_discard(s, card);
	pb_buf_line(pub, "%s discards %s: Destiny.", zwd_surv_name(s, i), zwd_card_name(s, card));
	return (zwd_draw(s));
}

/* nose_draw - survivor i draws one card by Hold Your Nose in zone z */

static void
nose_draw(struct zwd_state *s, int i, int z, struct pb_buf *pub)
{
	const struct zwd_equip *e;
	int                     card, n;

	if ((card = zwd_destiny(s, i, zwd_draw(s), pub)) < 0)
		return;
	e = &s->pack->cards->equips[card];
	if (e->kind == ZWD_AAAHH) {
		zwd_discard(s, card);
		n = zwd_board_put(s->board, z, e->ztype, e->zcount);
		pb_buf_line(pub, "%s draws %s: %d zombie%s in %s.", zwd_surv_name(s, i), e->n.name,
		    n, n == 1 ? "" : "s", zwd_label(s, z));
	} else if (zwd_give(s, i, card) < 0) {
		zwd_discard(s, card);
		pb_buf_line(pub, "%s draws %s: Hold Your Nose; no room, discarded.",
		    zwd_surv_name(s, i), zwd_card_name(s, card));
	} else
		pb_buf_line(pub, "%s draws %s: Hold Your Nose.", zwd_surv_name(s, i),
		    zwd_card_name(s, card));
}

void
zwd_hold_nose(struct zwd_state *s, int z, int killed, struct pb_buf *pub)
{
	int i;

	if (s->pack->rev < 2 || killed <= 0 || z < 0 || zwd_board_zombies(s->board, z) > 0)
		return;
	for (i = 0; i < s->nsurv; i++)
		if (zwd_surv_zone(s, i) == z && (zwd_surv_flags(s, i) & ZWD_T_HOLDNOSE))
			nose_draw(s, i, z, pub);
}

int
zwd_drop_near(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), k;

	if (a < 0 || (k = zwd_drop_here(s, a)) >= 0 || s->pack->rev < 2
	    || !(zwd_surv_flags(s, i) & ZWD_T_CRYPTRAIDER))
		return (a < 0 ? -1 : k);
	for (k = 0; k < s->ndrops; k++)
		if (zwd_map_los(s->map, a, s->drop_zone[k], 0) == 1
		    && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, s->drop_zone[k], zwd_surv_how(s, i)))
			return (k);
	return (-1);
}
