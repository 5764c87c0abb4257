/*++
/* NAME
/*	dow_effect 3
/* SUMMARY
/*	Dead of Winter: compile and evaluate the card effect vocabulary
/* SYNOPSIS
/*	#include "games/dow/dow_effect.h"
/* DESCRIPTION
/*	The language is documented in dow_effect.h.  The module has four
/*	parts, in the files dow_effect_private(3h) lists:
/*
/*	compiling	the game-free grammar of expr(3h) (tokens,
/*			conditions, lists of steps) with Dead of Winter's
/*			quantities and verbs, and one recursive-descent
/*			parser per form of its own (step arguments,
/*			modifiers, triggers), each table-driven;
/*	evaluating	conditions for a seat, with an event for crossroads;
/*	applying	effects in two passes: every step is first checked
/*			against a budget (the counts the state holds, which
/*			the steps before it use up), then applied in order;
/*	querying	modifiers of a survivor, crossroads triggers.
/*
/*	This file holds the entry points of effects: what an effect
/*	needs named, the check pass then the apply pass, crises.
/*
/*	Invariants:
/*	(F1) a compiled effect only names verbs, locations, types and
/*	survivor cards that exist in its pack, and only in a context that
/*	allows them (a crisis names no "you", a main objective's win no
/*	"you" and no main), so evaluation never fails on data;
/*	(F2) dow_effect_apply_to() changes nothing unless the check pass
/*	accepted every step (the atomicity the commands need, game.h);
/*	(F3) all randomness comes from s->rng, in the order the steps are
/*	written.
/* DIAGNOSTICS
/*	Compilation errors fill struct dow_fx_error.  A refused effect is
/*	PB_EDATA with a sentence for the player.
/* SEE ALSO
/*	dow_effect(3h), the vocabulary; dow_harm(3), the rules of harm;
/*	expr(3h), the grammar without the game.
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== effects: entry points ================================================ */

/* dow_target_init - nothing named */

void
dow_target_init(struct dow_target *t)
{
	t->self = t->surv = t->loc = t->card = t->cost = t->die = -1;
	t->at = -1;
	t->priv = NULL;
}

/* needs_of - what the steps of an effect need named */

static unsigned
needs_of(const struct dow_effect *e)
{
	const struct step *st;
	unsigned           m = 0;
	int                i;

	for (i = 0; e && i < e->n; i++) {
		st = &e->st[i];
		if (st->loc == L_THERE || st->loc2 == L_THERE || st->wloc == L_THERE
		    || st->verb == V_SURVIVOR)
			m |= st->verb == V_SURVIVOR ? 0 : DOW_NEED_LOC;
		if (st->loc == L_HERE || st->loc2 == L_HERE || st->wloc == L_HERE)
			m |= DOW_NEED_SELF;
		if (fx_vdefs[st->verb].args[0] == 'W' || fx_vdefs[st->verb].args[0] == 'w') {
			if (st->who == W_TARGET)
				m |= DOW_NEED_SURV;
			else if (st->who == W_NEAR)
				m |= DOW_NEED_NEAR | DOW_NEED_SELF;
			else if (st->who == W_SELF)
				m |= DOW_NEED_SELF;
		}
		m |= needs_of(st->then) | needs_of(st->els);
	}
	return (m);
}

/* dow_effect_move - what a move card does to its move (DOW_MOVE_*) */

unsigned
dow_effect_move(const struct dow_effect *e)
{
	unsigned m = 0;
	int      i;

	for (i = 0; e && i < e->n; i++) {
		if (e->st[i].verb == V_NO_EXPOSURE)
			m |= DOW_MOVE_NOEXP;
		if (e->st[i].verb == V_BEST_EXPOSURE)
			m |= DOW_MOVE_BEST;
	}
	return (m);
}

/* dow_effect_needs - what a player names for an effect */

unsigned
dow_effect_needs(const struct dow_effect *e)
{
	return (needs_of(e));
}

/* ectx_init - a context for seat and target */

static void
ectx_init(struct ectx *c, const struct dow_state *s, int seat, const struct dow_target *t,
    struct pb_err *err)
{
	int gi;

	memset(c, 0, sizeof(*c));
	c->cs = s;
	c->seat = seat;
	c->t = t;
	c->err = err;
	c->self = t->self >= 0 ? t->self : t->surv;
	c->there = t->loc;
	c->here = t->at;
	if (c->self >= 0 && (gi = dow_group_find(s, c->self)) >= 0)
		c->here = s->group[gi].loc;
}

/* target_check - the named things exist */

static int
target_check(struct ectx *c)
{
	const struct dow_target *t = c->t;

	if (t->surv >= c->cs->pack->nsurv || t->self >= c->cs->pack->nsurv || t->loc >= NL
	    || t->card >= c->cs->pack->ninst)
		return (fx_refuse(c, "No such card or location."));
	if (c->seat < 0 || c->seat > c->cs->nseats)
		return (fx_refuse(c, "No such player."));
	if (t->die >= 0 && (c->seat < 1 || t->die >= c->cs->pl[c->seat].dice.n))
		return (fx_refuse(c, "No such unused die."));
	return (1);
}

/* req_check - the card's require holds (here: the acting survivor's location) */

static int
req_check(struct ectx *c, const struct dow_effect *e)
{
	struct dow_event ev;
	char            *t;
	int              ok;

	if (e->req == NULL)
		return (1);
	memset(&ev, 0, sizeof(ev));
	ev.loc = c->here;
	if (dow_cond_eval_ev(c->cs, c->seat, e->req, &ev))
		return (1);
	t = dow_cond_str(e->req);
	ok = fx_refuse(c, "This can be used only when %s.", t);
	free(t);
	return (ok);
}

/* dow_effect_check - can the effect happen (nothing changes) */

enum pb_rc
dow_effect_check(const struct dow_state *s, int seat, const struct dow_effect *e,
    const struct dow_target *t, struct pb_err *err)
{
	struct pb_err lerr;
	struct ectx   c;
	struct budget b;
	int           ok;

	if (err == NULL)
		err = &lerr;
	if (e == NULL)
		return (pb_err_set(err, PB_EDATA, "This card has no effect to use."));
	ectx_init(&c, s, seat, t, err);
	if (!target_check(&c) || !req_check(&c, e))
		return (PB_EDATA);
	fx_budget_init(&b, s, seat, t->card);
	c.b = &b;
	ok = fx_chk_effect(&c, e);
	fx_budget_free(&b);
	return (ok ? PB_OK : PB_EDATA);
}

/* dow_effect_apply_to - check, then apply (F2) */

enum pb_rc
dow_effect_apply_to(struct dow_state *s, int seat, const struct dow_effect *e,
    const struct dow_target *t, struct pb_buf *log, struct pb_err *err)
{
	struct pb_err lerr;
	struct ectx   c;
	enum pb_rc    rc;

	if (err == NULL)
		err = &lerr;
	if ((rc = dow_effect_check(s, seat, e, t, err)) != PB_OK)
		return (rc);
	ectx_init(&c, s, seat, t, err);
	c.s = s;
	c.log = log;
	fx_ap_effect(&c, e);
	return (PB_OK);
}

/* dow_effect_apply - the same, naming only a survivor and a location */

enum pb_rc
dow_effect_apply(struct dow_state *s, int seat, const struct dow_effect *e, int target_card,
    int target_loc, struct pb_buf *log, struct pb_err *err)
{
	struct dow_target t;

	dow_target_init(&t);
	t.surv = target_card;
	t.loc = target_loc;
	return (dow_effect_apply_to(s, seat, e, &t, log, err));
}

/* crisis_apply - a crisis effect, every step that can happen */

static void
crisis_apply(struct dow_state *s, const struct dow_effect *e, struct pb_buf *log)
{
	struct dow_target t;
	struct pb_err     err;
	struct ectx       c;

	dow_target_init(&t);
	ectx_init(&c, s, 0, &t, &err);
	c.s = s;
	c.log = log;
	c.lenient = 1;
	fx_ap_effect(&c, e);
}

/* dow_crisis_fail - the crisis was not prevented */

void
dow_crisis_fail(struct dow_state *s, int crisis, struct pb_buf *log)
{
	if (s->pack->fx == NULL || crisis < 0 || crisis >= s->pack->ncrisis)
		pb_panic("dow_crisis_fail: crisis %d", crisis);
	crisis_apply(s, s->pack->fx->crisis[crisis].fail, log);
}

/* dow_crisis_bonus - prevented by 2 or more: the card's bonus or +1 morale (E32) */

void
dow_crisis_bonus(struct dow_state *s, int crisis, struct pb_buf *log)
{
	const struct dow_effect *b;

	if (s->pack->fx == NULL || crisis < 0 || crisis >= s->pack->ncrisis)
		pb_panic("dow_crisis_bonus: crisis %d", crisis);
	b = s->pack->fx->crisis[crisis].bonus;
	if (b == NULL)
		dow_morale(s, 1, log);
	else
		crisis_apply(s, b, log);
}
