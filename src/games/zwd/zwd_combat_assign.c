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
/*	(the pack's Abomination card); a weaker hit does nothing, and
/*	Damage never adds up.
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

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_combat.h"

static const int dflt_order[ZWD_NZOMBIES] = { ZWD_DESECRATOR, ZWD_KHAN, ZWD_BRUTE, ZWD_RUNNER,
	ZWD_WALKER };
static const int tier[ZWD_NZOMBIES] = { 2, 3, 1, 1, 4 }; /* by type */

/* need - the Damage one hit needs to kill a type */

static int
need(const struct zwd_cards *c, int t)
{
	if (t == ZWD_BRUTE)
		return (2);
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
pick(const struct zwd_cards *c, const int *left, const int *order, int free, int d)
{
	int i, t, top = 5;

	if (!free)
		for (t = 0; t < ZWD_NZOMBIES; t++)
			if (left[t] > 0 && tier[t] < top)
				top = tier[t];
	for (i = 0; i < ZWD_NZOMBIES; i++) {
		t = order[i];
		if (left[t] > 0 && d >= need(c, t) && (free || tier[t] == top))
			return (t);
	}
	return (-1);
}

void
zwd_combat_assign(struct zwd_board *b, const struct zwd_cards *c, const struct zwd_attack *a,
    struct zwd_combat_result *r)
{
	int left[ZWD_NZOMBIES], order[ZWD_NZOMBIES], d = zwd_combat_damage(a, r);
	int i, t, reaped = !(a->m.flags & ZWD_M_REAPER), free = is_free(a);

	for (t = 0; t < ZWD_NZOMBIES; t++)
		left[t] = zwd_board_at(b, a->to, t);
	order_of(a, order);
	for (i = 0; i < r->hits; i++) {
		if ((t = pick(c, left, order, free, d)) < 0) {
			r->wasted++;
			continue;
		}
		left[t]--;
		r->killed[t]++;
		if (!reaped && left[t] > 0) {
			left[t]--;
			r->killed[t]++;
			reaped = 1;
		}
	}
	for (t = 0; t < ZWD_NZOMBIES; t++)
		if (r->killed[t] > 0) {
			zwd_board_take(b, a->to, t, r->killed[t]);
			r->ap += r->killed[t] * zwd_zombie_ap(c, t);
		}
}
