/*++
/* NAME
/*	zwd_cmd_search 3
/* SUMMARY
/*	Zombicide: White Death, a Search by the skills (rules 1)
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	const char *zwd_search_where(const struct zwd_state *s, int i);
/*	void	zwd_search_draw(struct zwd_ctx *x);
/* DESCRIPTION
/*	Digest 3 (Search) and 4, for games of rules revision 1; older
/*	games search as they did (zwd_cmd_act.c).
/*
/*	zwd_search_where() is why survivor i may not search its zone
/*	now, NULL when it may: a building zone (not Ruins, not
/*	Corruption), any street or walkway zone too with Scavenger, Ruins
/*	with Ruin Searcher, Corruption with Corruption Searcher; once a
/*	Turn, any number of times with Careful Searcher.
/*
/*	zwd_search_draw() draws for survivor x from the Equipment deck
/*	(its discard shuffled in when it runs out): 2 cards with a Torch
/*	anywhere in its inventory or Search: 2 cards (they do not stack),
/*	else 1.  An Aaahh!! card puts its zombies in the survivor's zone
/*	and is discarded (Safe Search, once a Turn, discards it with no
/*	effect and draws another); a Dual card found with Perfect Pair
/*	brings another copy from the deck; each card is placed like a
/*	card found, or discarded with no room.
/*
/*	transmute SURV CARD: Transmutation, 1 Action, any number a Turn:
/*	the card is discarded and the top card of the Equipment deck
/*	drawn; not a Search (an Aaahh!! still spawns, Safe Search does not
/*	apply).
/*
/*	Rules 4: what a Search or a Transmutation drew pauses the mail
/*	(zwd_pause_found(), game.h res->pause).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* traits - survivor i's standing effects */

static unsigned
traits(const struct zwd_state *s, int i, int *draws)
{
	struct zwd_skillset set;
	struct zwd_traits   t;

	zwd_skills(s, i, &set);
	zwd_skill_traits(&set, zwd_mates(s, i), &t);
	if (draws != NULL)
		*draws = t.draws;
	return (t.flags);
}

const char *
zwd_search_where(const struct zwd_state *s, int i)
{
	int      z = zwd_surv_zone(s, i), kind = zwd_map_kind(s->map, z);
	unsigned f = traits(s, i, NULL);

	if (s->map->corrupt[z] && !(f & ZWD_T_SEARCH_CORR))
		return ("one searches Corruption only with Corruption Searcher");
	if (kind == ZWD_RUIN && !(f & ZWD_T_SEARCH_RUIN))
		return ("one searches Ruins only with Ruin Searcher");
	if (kind != ZWD_BUILDING && kind != ZWD_RUIN && !s->map->corrupt[z]
	    && !(f & ZWD_T_SEARCH_ANY))
		return ("one searches only in a building zone");
	if (s->surv[i].searched && !(f & ZWD_T_CAREFUL))
		return ("one Search a turn");
	return (NULL);
}

/* keep - card found by survivor x: placed, or discarded with no room */

static void
keep(struct zwd_ctx *x, int card)
{
	if (zwd_give(S(x), x->who, card) < 0) {
		zwd_discard(S(x), card);
		pb_buf_line(&x->pub, "%s finds %s, has no room for it and discards it.", NAME(x),
		    zwd_card_name(S(x), card));
	} else
		pb_buf_line(&x->pub, "%s finds %s.", NAME(x), zwd_card_name(S(x), card));
}

/* twin - another copy of card in the deck, taken out of it; -1 none */

static int
twin(struct zwd_state *s, int card)
{
	const char *name = s->pack->cards->equips[card].n.id;
	int         k, e;

	for (k = 0; k < s->edeck.n; k++) {
		e = s->edeck.v[k];
		if (strcmp(s->pack->cards->equips[e].n.id, name) == 0) {
			memmove(&s->edeck.v[k], &s->edeck.v[k + 1],
			    sizeof(int) * (size_t)(s->edeck.n - k - 1));
			s->edeck.n--;
			return (e);
		}
	}
	return (-1);
}

/* aaahh - an Aaahh!! card drawn by survivor x: its zombies in x's zone */

static void
aaahh(struct zwd_ctx *x, int card)
{
	const struct zwd_equip *e = &S(x)->pack->cards->equips[card];
	int                     z = zwd_surv_zone(S(x), x->who), n;

	zwd_discard(S(x), card);
	n = zwd_board_put(S(x)->board, z, e->ztype, e->zcount);
	pb_buf_line(&x->pub, "%s draws %s: %d zombie%s in %s.", NAME(x), e->n.name, n,
	    n == 1 ? "" : "s", zwd_label(S(x), z));
}

int
zwd_can_transmute(const struct zwd_state *s, int i, char **ex)
{
	const char *c;

	if (zwd_special_arg(s, i, ZWD_SK_TRANSMUTATION) < 0 || s->surv[i].actions < 1
	    || (c = zwd_first_card(s, i, NULL)) == NULL || s->edeck.n + s->ediscard.n == 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("transmute %s %s", zwd_surv_id(s, i), c);
	return (1);
}

enum pb_rc
zwd_run_transmute(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k, e, card;
	enum pb_rc        rc;

	if (zwd_special_arg(s, x->who, ZWD_SK_TRANSMUTATION) < 0)
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Transmutation.", NAME(x)));
	if ((k = zwd_slot_of(s, x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EPERM, "%s holds no %s.", NAME(x), x->l->argv[2]));
	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	e = SV(x)->slot[k];
	SV(x)->slot[k] = -1;
	zwd_discard(s, e);
	zwd_pay(s, x->who, ZWD_K_OTHER, 0, 1);
	pb_buf_line(&x->pub, "%s transmutes %s.", NAME(x), zwd_card_name(s, e));
	if ((card = zwd_destiny(s, x->who, zwd_draw(s), &x->pub)) < 0)
		return (PB_OK);
	if (s->pack->cards->equips[card].kind == ZWD_AAAHH)
		aaahh(x, card); /* not a Search: no Safe Search */
	else
		keep(x, card);
	zwd_pause_found(x); /* rules 4 */
	return (PB_OK);
}

void
zwd_search_draw(struct zwd_ctx *x)
{
	struct zwd_state *s = S(x);
	unsigned          f;
	int               draws, k, card, other;

	f = traits(s, x->who, &draws);
	for (k = 0; k < ZWD_SLOTS; k++)
		if (SV(x)->slot[k] >= 0 && s->pack->cards->equips[SV(x)->slot[k]].kind == ZWD_TORCH)
			draws = 2; /* a Torch: 2 cards, not more with Search: 2 cards */
	SV(x)->searched = 1;
	for (k = 0; k < draws && (card = zwd_draw(s)) >= 0; k++) {
		if (s->pack->cards->equips[card].kind == ZWD_AAAHH && (f & ZWD_T_SAFESEARCH)
		    && !(SV(x)->once & ZWD_ONCE_SAFESEARCH)) {
			SV(x)->once |= ZWD_ONCE_SAFESEARCH;
			zwd_discard(s, card);
			pb_buf_line(&x->pub, "%s discards %s: Safe Search.", NAME(x),
			    zwd_card_name(s, card));
			if ((card = zwd_draw(s)) < 0)
				break;
		}
		if ((card = zwd_destiny(s, x->who, card, &x->pub)) < 0)
			break; /* rules 2 */
		if (s->pack->cards->equips[card].kind == ZWD_AAAHH) {
			aaahh(x, card);
			continue;
		}
		other = (f & ZWD_T_PERFECTPAIR) && (s->pack->cards->equips[card].traits & ZWD_DUAL)
		    ? twin(s, card)
		    : -1;
		keep(x, card);
		if (other >= 0) {
			deck_shuffle(&s->edeck, &s->rng);
			keep(x, other);
		}
	}
	zwd_pause_found(x); /* rules 4 */
}
