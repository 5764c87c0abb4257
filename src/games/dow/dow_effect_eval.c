/*++
/* NAME
/*	dow_effect_eval 3
/* SUMMARY
/*	Dead of Winter: evaluate conditions
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	Conditions evaluated for a seat, with an event for crossroads;
/*	the main objective and each seat's own win.
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
#include "core/expr.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== conditions: evaluate ============================================== */

struct evalctx {
	const struct dow_state *s;
	int                     seat;
	const struct dow_event *ev;
	int                     here; /* the event's location, -1 */
};

/* fx_item_type - type of an item instance */

int
fx_item_type(const struct dow_state *s, int inst)
{
	return (s->pack->item[s->pack->inst[inst]].type);
}

/* loc_in - is location l part of location word w for a seat */

static int
loc_in(const struct evalctx *e, int w, int l)
{
	const struct dow_state *s = e->s;
	int                     i;

	if (w < NL)
		return (w == l);
	switch (w) {
	case L_ALL:
		return (1);
	case L_OUTSIDE:
		return (l != DOW_COLONY);
	case L_HERE:
		return (l == e->here);
	case L_MINE:
	case L_OCCUPIED:
		if (l == DOW_COLONY)
			return (0);
		for (i = 0; i < s->ngroup; i++)
			if (s->group[i].loc == l
			    && (w == L_OCCUPIED || s->group[i].seat == e->seat))
				return (1);
		return (w == L_OCCUPIED && s->helpless[l] > 0);
	}
	return (0);
}

/* loc_count - a per-location count summed over a location word */

static int
loc_count(const struct evalctx *e, int q, int w)
{
	const struct dow_state *s = e->s;
	int                     l, x, n = 0, i;

	for (l = 0; l < NL; l++) {
		if (!loc_in(e, w, l))
			continue;
		for (x = 0, i = 0; i < s->pack->loc[l].entrances; i++) {
			if (q == Q_ZOMBIES)
				x += s->zombies[l][i];
			else if (q == Q_BARRICADES)
				x += s->barricades[l][i];
			else if (q == Q_BARRICADED)
				x += s->barricades[l][i] > 0;
		}
		if (q == Q_NOISE)
			x = s->noise[l];
		else if (q == Q_HELPLESS)
			x = s->helpless[l];
		else if (q == Q_PEOPLE)
			x = dow_loc_people(s, l);
		else if (q == Q_FROSTBITTEN)
			for (i = 0; i < s->ngroup; i++)
				x += s->group[i].loc == l && s->group[i].frost > 0;
		n = q == Q_MAX_ZOMBIES ? (dow_loc_zombies(s, l) > n ? dow_loc_zombies(s, l) : n)
		                       : n + x;
	}
	return (n);
}

/* fx_cards_of - cards of a type in a pile (TYPE_ANY: all) */

int
fx_cards_of(const struct dow_state *s, const struct deck *p, int type, int except)
{
	int i, n = 0;

	for (i = 0; i < p->n; i++)
		if (p->v[i] != except && (type == TYPE_ANY || fx_item_type(s, p->v[i]) == type))
			n++;
	return (n);
}

/* group_count - survivors of seat (or of others) at a location word */

static int
group_count(const struct evalctx *e, int q, int w)
{
	const struct dow_state *s = e->s;
	const struct dow_group *g;
	int                     i, n = 0, x;

	for (i = 0; i < s->ngroup; i++) {
		g = &s->group[i];
		if ((q == Q_OTHERS) == (g->seat == e->seat))
			continue;
		if (w != NOLOC && !loc_in(e, w, g->loc))
			continue;
		switch (q) {
		case Q_EQUIPPED:
		case Q_CARRIED:
			n += fx_cards_of(s, &g->equip, w, -1);
			break;
		case Q_WOUNDED:
			n += g->wounds > 0;
			break;
		case Q_MAX_WOUNDS:
			x = g->wounds;
			n = x > n ? x : n;
			break;
		case Q_UNEQUIPPED:
			n += g->equip.n == 0;
			break;
		default:
			n++;
		}
	}
	return (n);
}

/* leader_rank - 1 when the seat's leader is highest (dir 1) or lowest (-1) */

static int
leader_rank(const struct dow_state *s, int seat, int dir)
{
	int i, mine = -1, best = -1, inf;

	for (i = 0; i < s->ngroup; i++) {
		if (!s->group[i].leader)
			continue;
		inf = s->pack->surv[s->group[i].card].influence;
		if (s->group[i].seat == seat)
			mine = inf;
		if (best < 0 || (dir > 0 ? inf > best : inf < best))
			best = inf;
	}
	return (mine >= 0 && mine == best);
}

/* hand_types - different item types in a hand */

static int
hand_types(const struct dow_state *s, int seat)
{
	unsigned m = 0;
	int      i, n = 0;

	for (i = 0; i < s->pl[seat].hand.n; i++)
		m |= 1u << fx_item_type(s, s->pl[seat].hand.v[i]);
	for (i = 0; i < DOW_NTYPES; i++)
		n += (m >> i) & 1;
	return (n);
}

/* seat_count - a few game-wide seat counts */

static int
seat_count(const struct dow_state *s, int q)
{
	int k, i, n = 0, here;

	for (k = 1; k <= s->nseats; k++) {
		if (q == Q_PLAYERS_IN)
			n += !s->pl[k].exiled && !s->pl[k].out;
		else if (q == Q_EXILED_PLAYERS)
			n += s->pl[k].exiled != 0;
		else {
			for (here = 0, i = 0; i < s->ngroup; i++)
				here |= s->group[i].seat == k && s->group[i].loc == DOW_COLONY;
			n += here;
		}
	}
	return (n);
}

/* q_seat - the quantities about "you" */

static int
q_seat(const struct evalctx *e, const struct expr_node *n)
{
	const struct dow_state *s = e->s;
	int                     gi, i, c = 0;

	if (e->seat < 1 || e->seat > s->nseats)
		return (0);
	switch (n->q) {
	case Q_HAND:
		return (fx_cards_of(s, &s->pl[e->seat].hand, n->arg, -1));
	case Q_EQUIPPED:
		return (group_count(e, Q_EQUIPPED, n->arg));
	case Q_CARRIED:
		return (fx_cards_of(s, &s->pl[e->seat].hand, n->arg, -1)
		    + group_count(e, Q_CARRIED, n->arg));
	case Q_HAND_TYPES:
		return (hand_types(s, e->seat));
	case Q_SURVIVORS:
	case Q_OTHERS:
	case Q_WOUNDED:
	case Q_MAX_WOUNDS:
	case Q_UNEQUIPPED:
		return (
		    group_count(e, n->q, n->q == Q_SURVIVORS || n->q == Q_OTHERS ? n->arg : NOLOC));
	case Q_DICE:
		for (i = 0; i < s->pl[e->seat].dice.n; i++)
			c += n->arg == 0 || s->pl[e->seat].dice.v[i] == n->arg;
		return (c);
	case Q_EXILED:
		return (s->pl[e->seat].exiled != 0);
	case Q_LEADER_HIGHEST:
	case Q_LEADER_LOWEST:
		return (leader_rank(s, e->seat, n->q == Q_LEADER_HIGHEST ? 1 : -1));
	case Q_CONTROLS:
		gi = dow_group_find(s, n->arg);
		return (gi >= 0 && s->group[gi].seat == e->seat
		    && (n->arg2 == NOLOC || s->group[gi].loc == n->arg2));
	}
	return (0);
}

/* q_eval - the value of a quantity */

static int
q_eval(const struct evalctx *e, const struct expr_node *n)
{
	const struct dow_state *s = e->s;
	int                     i, c = 0;

	switch (n->q) {
	case Q_MORALE:
		return (s->morale);
	case Q_ROUNDS:
		return (s->rounds);
	case Q_ROUND:
		return (s->round);
	case Q_FOOD:
		return (s->food);
	case Q_STARVATION:
		return (s->starvation);
	case Q_WASTE:
		return (s->waste.n);
	case Q_SAMPLES:
		return (s->samples);
	case Q_KILLS:
		return (s->kills);
	case Q_PLAYERS:
		return (s->nseats);
	case Q_PLAYERS_IN:
	case Q_EXILED_PLAYERS:
	case Q_COLONY_PLAYERS:
		return (seat_count(s, n->q));
	case Q_MAIN:
		return (s->phase == DOW_PHASE_ENDED ? s->ended_by == 3 : dow_main_met(s));
	case Q_ZOMBIES:
	case Q_BARRICADES:
	case Q_BARRICADED:
	case Q_NOISE:
	case Q_HELPLESS:
	case Q_PEOPLE:
	case Q_FROSTBITTEN:
	case Q_MAX_ZOMBIES:
		return (loc_count(e, n->q, n->arg));
	case Q_WOUNDED_ALL:
		for (i = 0; i < s->ngroup; i++)
			c += s->group[i].wounds > 0;
		return (c);
	case Q_COUNT:
		return (e->ev ? e->ev->n : 0);
	}
	return (q_seat(e, n));
}

/* q_value - the value of a quantity, for expr_eval() */

static int
q_value(void *ctx, const struct expr_node *n)
{
	return (q_eval(ctx, n));
}

/* dow_cond_eval_ev - a condition for a seat, with an event (NULL: none) */

int
dow_cond_eval_ev(
    const struct dow_state *s, int seat, const struct dow_cond *c, const struct dow_event *ev)
{
	struct evalctx e;

	if (c == NULL || c->x.nn == 0)
		return (1);
	e.s = s;
	e.seat = seat;
	e.ev = ev;
	e.here = ev ? ev->loc : -1;
	return (expr_eval(&c->x, q_value, &e) != 0);
}

/* dow_cond_eval - a condition for a seat (0: no seat) */

int
dow_cond_eval(const struct dow_state *s, int seat, const struct dow_cond *c)
{
	return (dow_cond_eval_ev(s, seat, c, NULL));
}

/* dow_main_met - the main objective's win on the side in play */

int
dow_main_met(const struct dow_state *s)
{
	const struct dow_fx *fx = s->pack->fx;

	if (fx == NULL || s->main < 0 || s->main >= s->pack->nmain)
		return (0);
	return (dow_cond_eval(s, 0, fx->main[s->main].win[s->expert_side ? 1 : 0]));
}

/* dow_objective_met - the seat's own win (exiled, secret or betrayal, else main) */

int
dow_objective_met(const struct dow_state *s, int seat)
{
	const struct dow_player *p = &s->pl[seat];
	const struct dow_fx     *fx = s->pack->fx;
	int                      obj;

	obj = p->exiled && p->exiled_obj >= 0 ? p->exiled_obj : p->secret;
	if (obj < 0 || obj >= s->pack->nobj || fx == NULL) {
		/* No secret objective: the colony's goal is the seat's. */
		return (s->phase == DOW_PHASE_ENDED ? s->ended_by == 3 : dow_main_met(s));
	}
	return (dow_cond_eval(s, seat, fx->obj[obj].win));
}
