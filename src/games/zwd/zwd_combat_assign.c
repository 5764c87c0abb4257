/*++
/* NAME
/*	zwd_combat_assign 3
/* SUMMARY
/*	Zombicide: White Death, the successes of an attack given to the
/*	zombies of the target zone
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/*
/*	void	zwd_combat_assign(struct zwd_board *b,
/*			const struct zwd_cards *cards,
/*			const struct zwd_attack *a,
/*			struct zwd_combat_result *r);
/* DESCRIPTION
/*	Each success deals the Action's Damage (zwd_combat_damage(), the
/*	same for every success) to one zombie (digest 3.2): a walker,
/*	runner or the Desecrator dies to 1, a brute to 2, the Khan to 3
/*	(the pack's first Abomination card); a weaker hit does nothing, and
/*	Damage never adds up.  Rules 3 (b->abom_own): each Abomination
/*	figure is its card, killed by that card's Damage (the lowest card
/*	of the zone a hit kills; Reaper's second kill the lowest left),
/*	giving its AP and, when the card says so, a Crypt Weapon
/*	(zwd_combat_aboms_kill(), r->abom_killed).
/*
/*	Target priority (ranged, magic, Guard ranged, at range 0 too):
/*	tier 1 brutes and the Khan, 2 walkers, 3 runners, 4 the
/*	Desecrator.  A success goes to the highest tier with a zombie left;
/*	within tier 1 to one it can kill (the Khan first, or as a->order
/*	ranks them); when it can kill none of that tier it is wasted.
/*
/*	Free targets (melee; ZWD_M_FREETARGET: Hawk Eye, Point-Blank at
/*	range 0, as zwd_skill_mods() sets it for the range): a success
/*	goes to the first type of the order it can kill: a->order, then
/*	the default Desecrator, Khan, brute, runner, walker (the rulebook's
/*	example: a Sword's success kills the runner, not the brute).
/*
/*	Reaper: the first kill also kills one more of the same type in the
/*	zone, when there is one.  The killed go back to the box; their AP
/*	go to r->ap.
/*--*/

/* System. */
#include <limits.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_combat.h"

static const int dflt_order[ZWD_NZOMBIES] = { ZWD_DESECRATOR, ZWD_KHAN, ZWD_BRUTE, ZWD_RUNNER,
	ZWD_WALKER };
static const int tier[ZWD_NZOMBIES] = { 2, 3, 1, 1, 4 }; /* by type */

/* khan_card - rules 3: the card of alive (a zone's Abominations) a hit
 * of Damage d kills, the lowest; -1 */

static int
khan_card(const struct zwd_cards *c, unsigned alive, int d)
{
	int k;

	for (k = 0; k < c->naboms && (alive >> k) != 0; k++)
		if ((alive >> k & 1) && d >= c->aboms[k].damage)
			return (k);
	return (-1);
}

/* need - the Damage one hit needs to kill a type; alive: rules 3, the
 * zone's Abomination cards, each its own */

static int
need(const struct zwd_cards *c, int t, unsigned alive)
{
	int d, k;

	if (t == ZWD_BRUTE)
		return (2);
	if (t == ZWD_KHAN && alive != 0) {
		for (d = INT_MAX, k = 0; k < c->naboms; k++)
			if ((alive >> k & 1) && c->aboms[k].damage < d)
				d = c->aboms[k].damage;
		return (d);
	}
	if (t == ZWD_KHAN)
		return (c != NULL && c->naboms > 0 ? c->aboms[0].damage : 3);
	return (1);
}

/* order_of - the players' order, then the default's other types */

static void
order_of(const struct zwd_attack *a, int *out)
{
	int seen[ZWD_NZOMBIES] = { 0 }, i, n = 0, t;

	for (i = 0; a->order != NULL && i < a->norder; i++)
		if ((t = a->order[i]) >= 0 && t < ZWD_NZOMBIES && !seen[t]) {
			seen[t] = 1;
			out[n++] = t;
		}
	for (i = 0; i < ZWD_NZOMBIES; i++)
		if (!seen[dflt_order[i]])
			out[n++] = dflt_order[i];
}

static int
is_free(const struct zwd_attack *a)
{
	return (a->w.kind == ZWD_MELEE || (a->m.flags & ZWD_M_FREETARGET));
}

/* pick - the type a success of Damage d kills, -1 when none */

static int
pick(const struct zwd_cards *c, const int *left, const int *order, int free, int d, unsigned alive)
{
	int i, t, top = 5;

	if (!free)
		for (t = 0; t < ZWD_NZOMBIES; t++)
			if (left[t] > 0 && tier[t] < top)
				top = tier[t];
	for (i = 0; i < ZWD_NZOMBIES; i++) {
		t = order[i];
		if (left[t] > 0 && d >= need(c, t, alive) && (free || tier[t] == top))
			return (t);
	}
	return (-1);
}

/* slain - one of type t dies (left, r); rules 3, an Abomination: the card
 * of alive Damage d kills */

static void
slain(const struct zwd_cards *c, int t, int d, int *left, unsigned *alive,
    struct zwd_combat_result *r)
{
	int k;

	left[t]--;
	r->killed[t]++;
	if (t == ZWD_KHAN && *alive != 0 && (k = khan_card(c, *alive, d)) >= 0) {
		*alive &= ~(1u << k);
		r->abom_killed |= 1u << k;
	}
}

void
zwd_combat_assign(struct zwd_board *b, const struct zwd_cards *c, const struct zwd_attack *a,
    struct zwd_combat_result *r)
{
	int      left[ZWD_NZOMBIES], order[ZWD_NZOMBIES], d = zwd_combat_damage(a, r);
	int      i, t, reaped = !(a->m.flags & ZWD_M_REAPER), free = is_free(a);
	unsigned alive = b->abom_own ? zwd_board_aboms_at(b, a->to) : 0;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		left[t] = zwd_board_at(b, a->to, t);
	order_of(a, order);
	for (i = 0; i < r->hits; i++) {
		if ((t = pick(c, left, order, free, d, alive)) < 0) {
			r->wasted++;
			continue;
		}
		slain(c, t, d, left, &alive, r);
		if (!reaped && left[t] > 0) {
			slain(c, t, INT_MAX, left, &alive, r); /* Reaper: whatever it needs */
			reaped = 1;
		}
	}
	for (t = 0; t < ZWD_NZOMBIES; t++)
		if (r->killed[t] > 0 && !(t == ZWD_KHAN && r->abom_killed != 0)) {
			zwd_board_take(b, a->to, t, r->killed[t]);
			r->ap += r->killed[t] * zwd_zombie_ap(c, t);
		}
	zwd_combat_aboms_kill(b, c, a->to, r->abom_killed, r);
}
