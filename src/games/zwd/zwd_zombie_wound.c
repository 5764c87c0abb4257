/*++
/* NAME
/*	zwd_zombie_wound 3
/* SUMMARY
/*	Zombicide: White Death, who takes the zombies' Wounds
/* SYNOPSIS
/*	#include "games/zwd/zwd_zombie.h"
/*
/*	void	zwd_wounds(struct zwd_board *b, const struct zwd_map *map,
/*			const struct zwd_prefs *p, int z, int n, int proof,
/*			struct zwd_events *ev);
/* DESCRIPTION
/*	The rulebook lets the players share the Wounds of a zone's
/*	attack as they like (digest 2.2).  The phase never waits: the
/*	players' standing rule decides, one Wound at a time.
/*
/*	ZWD_WOUND_GUARDS (the default): a guard takes each Wound (and is
/*	removed) while a guard is in the zone, unless the mission is lost
/*	when a guard dies (ZWD_LOSE_GUARD): then guards come last.  Then
/*	the survivor of the zone with the fewest Wounds, ties by the
/*	lowest id.  ZWD_WOUND_SPREAD: survivors first (fewest Wounds),
/*	guards last.  ZWD_WOUND_ORDER: survivors first, the first of
/*	p->order in the zone that has fewer than 2 Wounds (then any
/*	survivor of the zone by the fewest Wounds), guards last.
/*
/*	Armor rolls (zwd_combat(3h)), when p->def and p->rng are given:
/*	the attacks are shared as above (nobody leaves the zone before
/*	the roll), then each survivor hit rolls its Armor against them
/*	(zwd_armour_attacks()) and keeps the Wounds that get through; the
/*	first proof attacks of the zone (the Khan's) are dealt first and
/*	cannot be prevented.  The Wounds spared (by the roll and Tough)
/*	are an event of their own (ZWD_EV_ARMOUR), told before the
/*	survivor's ZWD_EV_WOUND, which counts the Wounds kept.  A survivor
/*	at 3 Wounds is out of the board (its zone -1) and the game is lost
/*	(ZWD_EV_DEAD).
/*--*/

#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_zombie.h"

/* fewest - the survivor in z with the fewest Wounds, -1 when none */

static int
fewest(const struct zwd_board *b, int z)
{
	int i, best = -1;

	for (i = 0; i < b->nsurv; i++)
		if (b->surv[i] == z && (best < 0 || b->wounds[i] < b->wounds[best]))
			best = i;
	return (best);
}

static int
by_order(const struct zwd_board *b, const struct zwd_prefs *p, int z)
{
	int i, s;

	for (i = 0; i < p->norder; i++) {
		s = p->order[i];
		if (s >= 0 && s < b->nsurv && b->surv[s] == z && b->wounds[s] < 2)
			return (s);
	}
	return (fewest(b, z));
}

static int
guards_first(const struct zwd_map *m, const struct zwd_prefs *p)
{
	int rule = p != NULL ? p->wound_rule : ZWD_WOUND_GUARDS;

	return (rule == ZWD_WOUND_GUARDS && !(m->setup.lose & ZWD_LOSE_GUARD));
}

void
zwd_wounds(struct zwd_board *b, const struct zwd_map *m, const struct zwd_prefs *p, int z, int n,
    int proof, struct zwd_events *ev)
{
	int per[ZWD_SURVIVORS] = { 0 }, pr[ZWD_SURVIVORS] = { 0 }, saved[ZWD_SURVIVORS] = { 0 };
	int guards = 0, s, i;
	int armoured = p != NULL && p->def != NULL && p->rng != NULL;

	for (; n > 0; n--, proof--) {
		if (b->guards[z] > 0 && (guards_first(m, p) || fewest(b, z) < 0)) {
			b->guards[z]--;
			b->guards_lost++;
			guards++;
			continue;
		}
		s = p != NULL && p->wound_rule == ZWD_WOUND_ORDER ? by_order(b, p, z)
		                                                  : fewest(b, z);
		if (s < 0)
			break; /* nobody left: the other attacks are wasted */
		b->wounds[s]++;
		per[s]++;
		pr[s] += proof > 0;
		if (b->wounds[s] >= 3 && !armoured)
			b->surv[s] = -1;
	}
	for (i = 0; armoured && i < b->nsurv; i++)
		if (per[i] > 0) {
			saved[i] = per[i];
			per[i] = zwd_armour_attacks(b, &p->def[i], p->rng, i, per[i], pr[i]);
			saved[i] -= per[i];
			if (b->wounds[i] >= 3) {
				b->wounds[i] = 3;
				b->surv[i] = -1;
			}
		}
	if (guards > 0)
		zwd_event_add(ev, ZWD_EV_GUARD, -1, guards, z, -1, -1, -1);
	for (i = 0; i < b->nsurv; i++) {
		if (saved[i] > 0)
			zwd_event_add(ev, ZWD_EV_ARMOUR, -1, saved[i], z, -1, i, -1);
		if (per[i] > 0)
			zwd_event_add(ev, ZWD_EV_WOUND, -1, per[i], z, -1, i, -1);
		if (per[i] > 0 && b->wounds[i] >= 3)
			zwd_event_add(ev, ZWD_EV_DEAD, -1, b->wounds[i], z, -1, i, -1);
	}
}
