/*++
/* NAME
/*	zwd_modes 3
/* SUMMARY
/*	Zombicide: White Death, the survivors' modes: Guard Skill cards, 7+ survivors
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	int	zwd_gskill_owner(const struct zwd_state *s, int i);
/*	void	zwd_gskills_deal(struct zwd_state *s);
/*	enum pb_rc zwd_starting_check(const struct zwd_state *s,
/*			struct pb_err *err);
/*	int	zwd_gskills_invariant(const struct zwd_state *s, char *why,
/*			size_t len);
/*
/*	enum pb_rc zwd_run_gskill(struct zwd_ctx *x, struct pb_err *err);
/*	int	zwd_can_gskill(const struct zwd_state *s, int i,
/*			char **example);
/*
/*	enum pb_rc zwd_run_prefer(struct zwd_ctx *x, struct pb_err *err);
/*	int	zwd_can_prefer(const struct zwd_state *s, int i,
/*			char **example);
/* DESCRIPTION
/*	Option guard_skills (digest 6; zwd_modes_read()).  Each survivor
/*	without a Guard skill of its own (none in its tree's Blue pair:
/*	a moderator's pack may hold survivors of other boxes) holds one
/*	of the pack's Guard Skill cards, each card once, and has its
/*	skill at Blue for the whole game (zwd_skills()).
/*
/*	zwd_gskill_owner() is 1 when survivor i is one that holds a card
/*	(the option on, no Guard skill of its own).  zwd_gskills_deal() is
/*	the set-up: with draw, the cards shuffled with the game's stream
/*	and dealt in survivor order by zwd_mode_guard_skills() of
/*	zwd_mission(3h); with
/*	choose, the cards in pack order, as the standing default that the
/*	survivor's player may change (no stream used); off, nothing.
/*	Survivors beyond the cards get none.  zwd_gskills_invariant() is
/*	(G6) of zwd(3h): 1 when it holds, else 0 with why.
/*
/*	zwd_starting_check() refuses a game of more survivors than the
/*	pack has Starting Equipment cards: 7+ survivors need one card of
/*	an expansion each beyond 6 (digest 6), which a moderator's pack
/*	holds (PB_EDATA, "N survivors need N Starting Equipment cards").
/*
/*	guardskill SURV CARD (zwd_run_gskill()): with choose, before the
/*	survivor's first Action of round 1, its card becomes CARD (the
/*	card's id, its skill's reference, or its name in any language),
/*	when no other survivor holds it; free.  zwd_can_gskill() says
/*	when it may be given, with an example.
/*
/*	prefer SURV SKILL... | none (zwd_run_prefer()): the standing
/*	choice of the skills survivor SURV takes at Orange and Red when
/*	its player has not chosen in its Turn (a level reached in the
/*	zombie phase, a mail not sent; with Ultrared, its free picks):
/*	the first of them that is an option (zwd_skill_default()), in the
/*	order given, at most ZWD_SETMAX; none clears them.  Free, at any
/*	time, for the seat's own survivors, even when their Turn is over:
/*	a standing choice, so the zombie phase never waits on a mail.
/*	zwd_can_prefer() offers it in HELP while the survivor's Turn
/*	lasts, with the tree's last Orange and last Red as the example.
/* SEE ALSO
/*	zwd_mission(3h) zwd_mode_guard_skills(), pbemd-zwd(7) MODES.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* own_guard - survivor i's tree has a Guard skill at Blue */

static int
own_guard(const struct zwd_state *s, int i)
{
	const struct zwd_survivor *sv = &s->pack->cards->survivors[s->surv[i].card];
	int                        k;

	for (k = 0; k < sv->nskill[ZWD_BLUE]; k++)
		if (zwd_skill_is_guard(&sv->skill[ZWD_BLUE][k]))
			return (1);
	return (0);
}

/* zwd_gskill_owner - survivor i holds a Guard Skill card in this game */

int
zwd_gskill_owner(const struct zwd_state *s, int i)
{
	return (s->gsmode != ZWD_GS_OFF && !own_guard(s, i));
}

/* zwd_gskills_deal - the cards of the set-up */

void
zwd_gskills_deal(struct zwd_state *s)
{
	int i, n = s->pack->cards->ngskills, *order, has[ZWD_SURVIVORS], out[ZWD_SURVIVORS];

	for (i = 0; i < s->nsurv; i++)
		s->surv[i].gcard = -1;
	if (s->gsmode == ZWD_GS_OFF || n == 0)
		return;
	order = pb_calloc((size_t)n, sizeof(int));
	for (i = 0; i < n; i++)
		order[i] = i;
	if (s->gsmode == ZWD_GS_DRAW)
		pb_rng_shuffle(&s->rng, order, (size_t)n);
	for (i = 0; i < s->nsurv; i++)
		has[i] = !zwd_gskill_owner(s, i);
	(void)zwd_mode_guard_skills(ZWD_MODE_GUARD_SKILLS, s->nsurv, has, order, n, out);
	for (i = 0; i < s->nsurv; i++)
		s->surv[i].gcard = out[i];
	free(order);
}

/* zwd_gskills_invariant - (G6): each card once, to a survivor that may hold one */

int
zwd_gskills_invariant(const struct zwd_state *s, char *why, size_t len)
{
	int i, k, g;

	for (i = 0; i < s->nsurv; i++) {
		if ((g = s->surv[i].gcard) < 0)
			continue;
		for (k = 0; k < i && s->surv[k].gcard != g; k++)
			;
		if (k < i || !zwd_gskill_owner(s, i) || g >= s->pack->cards->ngskills) {
			snprintf(why, len, "G6: Guard Skill card %d of survivor %d", g, i);
			return (0);
		}
	}
	return (1);
}

/* zwd_starting_check - a Starting Equipment card for each survivor */

enum pb_rc
zwd_starting_check(const struct zwd_state *s, struct pb_err *err)
{
	const struct zwd_cards *c = s->pack->cards;
	int                     i, n = 0;

	for (i = 0; i < c->nequips; i++)
		if (c->equips[i].deck == ZWD_STARTING)
			n += c->equips[i].copies;
	if (n < s->nsurv)
		return (pb_err_set(err, PB_EDATA,
		    "%d survivors need %d Starting Equipment cards (one of an expansion for each "
		    "beyond 6); the pack has %d",
		    s->nsurv, s->nsurv, n));
	return (PB_OK);
}

/* ---- standing skill preferences ------------------------------------- */

/* zwd_can_prefer - offered in the survivor's Turn (given at any time) */

int
zwd_can_prefer(const struct zwd_state *s, int i, char **ex)
{
	const struct zwd_survivor *sv = &s->pack->cards->survivors[s->surv[i].card];
	char                      *a, *b;

	if (s->surv[i].out || s->surv[i].done)
		return (0);
	if (ex) { /* its tree's last Orange, then last Red */
		a = zwd_skill_ref_text(s->pack->cards, &sv->skill[ZWD_ORANGE][1]);
		b = zwd_skill_ref_text(s->pack->cards, &sv->skill[ZWD_RED][2]);
		*ex = pb_asprintf("prefer %s %s %s", zwd_surv_id(s, i), a, b);
		free(a);
		free(b);
	}
	return (1);
}

/* prefer_list - argv[2..] of x into set; 1, or 0 with err */

static int
prefer_list(struct zwd_ctx *x, struct zwd_skillset *set, struct pb_err *err)
{
	struct zwd_skill_ref r;
	struct pb_err        e2;
	int                  k;

	memset(set, 0, sizeof(*set));
	if (x->l->argc == 3 && strcmp(x->l->argv[2], "none") == 0)
		return (1);
	for (k = 2; k < x->l->argc; k++) {
		if (!zwd_skill_read(S(x)->pack->cards, x->l->argv[k], &r, &e2)
		    || !zwd_skill_valid(&r, x->l->argv[k], &e2))
			return (pb_err_set(err, PB_EDATA, "%s", e2.msg), 0);
		if (!zwd_skillset_add(set, &r))
			return (pb_err_set(err, PB_EDATA, "%s: named twice, or more than %d skills",
			            x->l->argv[k], ZWD_SETMAX),
			    0);
	}
	return (1);
}

enum pb_rc
zwd_run_prefer(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_skillset set;
	struct pb_buf       b;
	char               *t;
	int                 i = zwd_surv_find(S(x), x->l->argv[1]), k;

	if (i < 0 || S(x)->surv[i].seat != x->seat)
		return (
		    pb_err_set(err, PB_EPERM, "\"%s\" is none of your survivors.", x->l->argv[1]));
	if (!prefer_list(x, &set, err))
		return (PB_EDATA);
	S(x)->surv[i].prefer = set;
	pb_buf_init(&b);
	for (k = 0; k < set.n; k++) {
		t = zwd_skill_name(S(x)->pack->cards, &set.r[k], 0); /* words_of() names it */
		pb_buf_printf(&b, "%s%s", k ? "; " : "", t);
		free(t);
	}
	pb_buf_line(&x->pub, "%s's standing skill choices: %s.", zwd_surv_name(S(x), i),
	    set.n ? b.s : "none");
	pb_buf_free(&b);
	return (PB_OK);
}

/* ---- Guard Skill cards, chosen ---------------------------------------- */

/* card_named - the Guard Skill card a word names, -1 */

static int
card_named(const struct zwd_state *s, const char *w)
{
	const struct zwd_cards *c = s->pack->cards;
	struct zwd_skill_ref    r;
	struct pb_err           err;
	char                   *ref, *slug, *mine = zwd_slug(w);
	int                     g, l, hit, skill = zwd_skill_read(c, w, &r, &err);

	for (g = 0; g < c->ngskills; g++) {
		ref = zwd_skill_ref_text(c, &c->gskills[g].skill);
		hit = strcmp(w, c->gskills[g].n.id) == 0 || strcmp(w, ref) == 0
		    || (skill && zwd_skill_same(&r, &c->gskills[g].skill));
		free(ref);
		for (l = 0; l < ZWD_NLANGS && !hit; l++) {
			slug = zwd_slug(zwd_name(&c->gskills[g].n, l));
			hit = strcasecmp(w, zwd_name(&c->gskills[g].n, l)) == 0
			    || strcmp(mine, slug) == 0;
			free(slug);
		}
		if (hit)
			break;
	}
	free(mine);
	return (g < c->ngskills ? g : -1);
}

/* holder - the survivor holding card g, -1 */

static int
holder(const struct zwd_state *s, int g)
{
	int i;

	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].gcard == g)
			return (i);
	return (-1);
}

/* still_free - survivor i has not acted yet in round 1 */

static int
still_free(const struct zwd_state *s, int i)
{
	return (s->round == 1 && !s->surv[i].done
	    && s->surv[i].actions == zwd_actions_per_turn(s, i) && !s->surv[i].searched);
}

int
zwd_can_gskill(const struct zwd_state *s, int i, char **ex)
{
	int g;

	if (s->gsmode != ZWD_GS_CHOOSE || !zwd_gskill_owner(s, i) || !still_free(s, i))
		return (0);
	for (g = 0; g < s->pack->cards->ngskills && holder(s, g) >= 0; g++)
		;
	if (ex && g < s->pack->cards->ngskills)
		*ex = pb_asprintf(
		    "guardskill %s %s", zwd_surv_id(s, i), s->pack->cards->gskills[g].n.id);
	return (1);
}

enum pb_rc
zwd_run_gskill(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               g = card_named(s, x->l->argv[2]), h;

	if (s->gsmode != ZWD_GS_CHOOSE)
		return (pb_err_set(err, PB_EPERM,
		    "Guard Skill cards are not chosen in this game (option guard_skills)."));
	if (!zwd_gskill_owner(s, x->who))
		return (pb_err_set(err, PB_EPERM,
		    "%s has a Guard skill of its own: no Guard Skill card.", NAME(x)));
	if (!still_free(s, x->who))
		return (pb_err_set(err, PB_EPERM,
		    "%s's Guard Skill card is chosen before its first Action.", NAME(x)));
	if (g < 0)
		return (pb_err_set(
		    err, PB_EDATA, "\"%s\" is no Guard Skill card of the pack.", x->l->argv[2]));
	if ((h = holder(s, g)) >= 0 && h != x->who)
		return (pb_err_set(err, PB_EPERM, "%s holds that card.", zwd_surv_name(s, h)));
	SV(x)->gcard = g;
	pb_buf_line(&x->pub, "%s takes the Guard Skill card %s.", NAME(x),
	    zwd_name(&s->pack->cards->gskills[g].n, 0));
	return (PB_OK);
}
