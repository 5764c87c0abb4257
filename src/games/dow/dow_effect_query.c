/*++
/* NAME
/*	dow_effect_query 3
/* SUMMARY
/*	Dead of Winter: crossroads triggers and modifiers
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	Does a crossroads card fit an event; the modifiers a survivor
/*	has from its passive and its equipment, and spending them.
/* DIAGNOSTICS
/*	See dow_effect(3).
/* SEE ALSO
/*	dow_effect(3), dow_effect_private(3h).
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

/* ==== crossroads ============================================================ */

/* dow_xroads_match - does crossroads card fit the event; fill the target */

int
dow_xroads_match(
    const struct dow_state *s, int card, const struct dow_event *ev, struct dow_target *out)
{
	const struct dow_xroads_fx *x;
	struct dow_event            e = *ev;
	int                         gi = -1, l;

	if (s->pack->fx == NULL || card < 0 || card >= s->pack->nxroads)
		return (0);
	x = &s->pack->fx->xroads[card];
	if (x->on.event != ev->kind)
		return (0);
	if (x->on.type >= 0 && x->on.type != ev->type)
		return (0);
	if (ev->kind == DOW_EV_TURN_START || ev->kind == DOW_EV_ANYTIME
	    || ev->kind == DOW_EV_DECLARED) {
		if (x->on.surv >= 0) {
			gi = dow_group_find(s, x->on.surv);
			if (gi < 0 || s->group[gi].seat != ev->seat)
				return (0);
			e.surv = x->on.surv;
			e.loc = s->group[gi].loc;
		}
	} else if (x->on.surv >= 0 && x->on.surv != ev->surv)
		return (0);
	l = ev->kind == DOW_EV_LEAVE ? ev->from : e.loc;
	if (x->on.locs && (l < 0 || !(x->on.locs & (1u << l))))
		return (0);
	if (!dow_cond_eval_ev(s, ev->seat, x->cond, &e))
		return (0);
	if (out) {
		dow_target_init(out);
		out->self = e.surv;
		out->at = e.loc;
	}
	return (1);
}

/* ==== modifiers ============================================================= */

/* mod_here - does a modifier work at loc */

static int
mod_here(const struct mod *m, int loc)
{
	return (m->locs == 0 || (m->locs & (1u << loc)));
}

/* mod_static - a standing rule, never used up */

static int
mod_static(int k)
{
	return (k == DOW_MOD_WOUNDS_TO_KILL || k == DOW_MOD_NO_FROSTBITE || k == DOW_MOD_UPKEEP
	    || k == DOW_MOD_VOTES || k == DOW_MOD_FOOD_DIE || k == DOW_MOD_NO_EQUIP);
}

/* mods_add - the sources of kind k in one set of modifiers */

static int
mods_add(const struct dow_mods *ms, int k, int loc, int once, int inst, int slot, unsigned used,
    struct dow_mod_src *out, int n, int max)
{
	int i;

	if (ms == NULL)
		return (n);
	once |= ms->once;
	if (mod_static(k))
		once = 0;
	if (once && (used & (1u << slot)))
		return (n);
	for (i = 0; i < ms->n && n < max; i++) {
		if (ms->m[i].kind != k || !mod_here(&ms->m[i], loc))
			continue;
		out[n].inst = inst;
		out[n].slot = slot;
		out[n].value = ms->m[i].value;
		out[n].once = once;
		out[n].cost = ms->cost;
		n++;
	}
	return (n);
}

/* dow_mod_sources - every working source of modifier k for survivor gi */

int
dow_mod_sources(const struct dow_state *s, int gi, int k, struct dow_mod_src *out, int max)
{
	const struct dow_fx       *fx = s->pack->fx;
	const struct dow_group    *g;
	const struct dow_survivor *sv;
	int                        i, n = 0;

	if (fx == NULL || gi < 0 || gi >= s->ngroup)
		return (0);
	g = &s->group[gi];
	sv = &s->pack->surv[g->card];
	if (sv->where == DOW_ANYWHERE || sv->where == g->loc)
		n = mods_add(
		    fx->surv[g->card].passive, k, g->loc, sv->once, -1, 0, g->used, out, n, max);
	for (i = 0; i < g->equip.n && i < 30; i++)
		n = mods_add(fx->item[s->pack->inst[g->equip.v[i]]].equip, k, g->loc, 0,
		    g->equip.v[i], 1 + i, g->used, out, n, max);
	return (n);
}

/* dow_equip_mod - the combined value of the sources that need no cost */

int
dow_equip_mod(const struct dow_state *s, int gi, int k)
{
	struct dow_mod_src src[40];
	int                n, i, v = 0, any = 0;

	n = dow_mod_sources(s, gi, k, src, 40);
	for (i = 0; i < n; i++) {
		if (src[i].cost >= 0)
			continue;
		switch (k) {
		case DOW_MOD_WOUNDS_TO_KILL:
		case DOW_MOD_ATTACK_KILLS:
		case DOW_MOD_FOOD_DIE:
		case DOW_MOD_VOTES:
			v = src[i].value > v ? src[i].value : v;
			break;
		case DOW_MOD_SAVE_EXPOSURE:
			v = !any || src[i].value < v ? src[i].value : v;
			break;
		case DOW_MOD_NOEXP_ATTACK:
		case DOW_MOD_NOEXP_MOVE:
		case DOW_MOD_BEST_EXPOSURE:
		case DOW_MOD_NO_FROSTBITE:
		case DOW_MOD_FREE_BARRICADE:
		case DOW_MOD_FREE_CLEAN:
		case DOW_MOD_FREE_ATTRACT:
		case DOW_MOD_NO_EQUIP:
			v = 1;
			break;
		default:
			v += src[i].value;
		}
		any = 1;
	}
	return (v);
}

/* dow_seat_mod - the sum over a seat's survivors (0: every survivor) */

int
dow_seat_mod(const struct dow_state *s, int seat, int k)
{
	int i, v = 0;

	for (i = 0; i < s->ngroup; i++)
		if (seat == 0 || s->group[i].seat == seat)
			v += dow_equip_mod(s, i, k);
	return (v);
}

/* dow_seat_best - the largest over a seat's survivors, at least dflt */

int
dow_seat_best(const struct dow_state *s, int seat, int k, int dflt)
{
	int i, v = dflt;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && dow_equip_mod(s, i, k) > v)
			v = dow_equip_mod(s, i, k);
	return (v);
}

/* dow_take_mod - the modifier of survivor gi for one action: the sum of its
 * sources that need no card (those that cost a card are not taken yet);
 * a once-per-round source is spent by taking it.  For yes/no modifiers
 * (no exposure, free actions) the first source is enough. */

int
dow_take_mod(struct dow_state *s, int gi, int mod, int yesno)
{
	struct dow_mod_src src[16];
	int                n, i, total = 0;

	n = dow_mod_sources(s, gi, mod, src, 16);
	for (i = 0; i < n; i++) {
		if (src[i].cost >= 0)
			continue;
		if (dow_mod_spend(s, gi, &src[i], NULL, NULL) != PB_OK)
			continue;
		total += src[i].value;
		if (yesno)
			return (1);
	}
	return (total);
}

/* dow_mod_spend - a once source is used up; a cost is paid */

enum pb_rc
dow_mod_spend(struct dow_state *s, int gi, const struct dow_mod_src *src, struct pb_buf *log,
    struct pb_err *err)
{
	struct dow_group *g;
	struct deck  *h;
	int               i;

	if (gi < 0 || gi >= s->ngroup)
		pb_panic("dow_mod_spend: group %d", gi);
	g = &s->group[gi];
	h = &s->pl[g->seat].hand;
	if (src->cost >= 0) {
		for (i = 0; i < h->n; i++)
			if (fx_item_type(s, h->v[i]) == src->cost)
				break;
		if (i == h->n)
			return (pb_err_set(err, PB_EDATA, "This needs a %s card from your hand.",
			    fx_type_words[src->cost]));
		pb_buf_line(log, "Player %d pays %s %s (its own ability unused).", g->seat,
		    dow_item_name(s, h->v[i]),
		    s->pl[g->seat].exiled ? "out of the game" : "into the waste pile");
		deck_push(s->pl[g->seat].exiled ? &s->box : &s->waste, h->v[i]);
		deck_remove_at(h, i);
	}
	if (src->once)
		g->used |= 1u << src->slot;
	return (PB_OK);
}
