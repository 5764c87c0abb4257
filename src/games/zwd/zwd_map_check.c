/*++
/* NAME
/*	zwd_map_check 3
/* SUMMARY
/*	Zombicide: White Death, check the tile sides and missions of a pack
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	enum pb_rc zwd_map_check(const struct zwd_mappack *mp,
/*			struct pb_err *err);
/* DESCRIPTION
/*	zwd_map_check() checks what a moderator's transcription can get
/*	wrong beyond what zwd_mappack_parse() reads (cells, kinds, pairs
/*	of zones that touch, each zone's cells connected): the pack has
/*	at least one tile side and one mission; every mission builds
/*	(tile sides known, each tile once, rotations that fit, zones that
/*	exist: zwd_map_build()), and on its map:
/*
/*	a spawn token (numbered or the Desecrator's) lies on a street;
/*	every zone can be reached by survivors from the first starting
/*	zone, counting a rope ladder on every ladder spot; the zombies of
/*	each numbered spawn zone have a clear path to every starting zone
/*	(a mission the zombies cannot play is no fair mission);
/*	an objective lies on a printed objective spot or on one of the
/*	mission's extra_objectives; no more tokens than the box holds
/*	(12 guards, 4 cauldrons, 2 rope ladders, 15 Corruption, 11
/*	objectives); the keys its rules and tests rely on are there (a
/*	standard for bile-supply, relics and spawns-standard, an exit for
/*	escape, signaller-exit and exit-turn-end, Blue and Green for
/*	blue-green and ladder-objectives, objectives to win by them, a
/*	Signaller for empress-take, guards-stay and empress-walk); every
/*	rules, win and lose word is one the game plays (zwd_mission_known());
/*	and the map keeps its invariants.
/* DIAGNOSTICS
/*	PB_EDATA with the first error: "[mission ID]: ...".
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map_private.h"
#include "games/zwd/zwd_mission.h"

/* spawns_on_streets - every spawn token on a street */

static int
spawns_on_streets(const struct zwd_map *m, struct pb_err *err)
{
	int i, z;

	for (i = 0; i <= ZWD_SPAWNS; i++) {
		z = i < ZWD_SPAWNS ? m->setup.spawn[i] : m->setup.desecrator;
		if (z >= 0 && m->zone[z].kind != ZWD_STREET)
			return (pb_err_set(err, PB_EDATA,
			            "[mission %s]: a spawn outside a street: %s %s is a %s",
			            m->mission->id, i < ZWD_SPAWNS ? "spawn" : "desecrator",
			            m->zone[z].label, zwd_kind_word(m->zone[z].kind)),
			    0);
	}
	return (1);
}

/* reachable - every zone reached by survivors, ladders on every spot */

static int
reachable(const struct zwd_map *m, struct pb_err *err)
{
	struct zwd_map *d = zwd_map_dup(m);
	int             a, b, ok = 1, *steps;

	for (a = 0; a < d->nzones; a++)
		for (b = 0; b < d->nzones; b++)
			if (d->eflag[a * d->nzones + b] & ZWD_EF_SPOT)
				d->eflag[a * d->nzones + b] |= ZWD_EF_LADDER;
	steps = zwd_map_reach(d, ZWD_MOVER_SURVIVOR, d->setup.start[0], 0);
	for (b = 0; ok && b < d->nzones; b++)
		if (steps[b] < 0)
			ok = (pb_err_set(err, PB_EDATA,
			          "[mission %s]: unreachable zone %s: survivors cannot get there "
			          "from %s",
			          m->mission->id, m->zone[b].label,
			          m->zone[m->setup.start[0]].label),
			    0);
	free(steps);
	zwd_map_free(d);
	return (ok);
}

/* zombies_reach - each numbered spawn has a clear path to each start */

static int
zombies_reach(const struct zwd_map *m, struct pb_err *err)
{
	int i, j, s, t, ok = 1, *steps;

	for (i = 0; ok && i < ZWD_SPAWNS && (s = m->setup.spawn[i]) >= 0; i++) {
		steps = zwd_map_reach(m, ZWD_MOVER_ZOMBIE, s, 0);
		for (j = 0; ok && j < m->setup.nstart; j++) {
			t = m->setup.start[j];
			if (steps[t] < 0) {
				pb_err_set(err, PB_EDATA,
				    "[mission %s]: zombies of spawn %d (%s) have no clear path "
				    "to the start %s",
				    m->mission->id, i + 1, m->zone[s].label, m->zone[t].label);
				ok = 0;
			}
		}
		free(steps);
	}
	return (ok);
}

/* extra_spot - whether label z is one of the mission's extra objectives */

static int
extra_spot(const struct zwd_map *m, int z)
{
	const char *s = m->mission->extra != NULL ? m->mission->extra : "";
	char        w[64];

	while (zwd_word(&s, w, sizeof(w)))
		if (strcasecmp(w, m->zone[z].label) == 0)
			return (1);
	return (0);
}

/* objectives_on_spots - each objective on a printed or extra spot */

static int
objectives_on_spots(const struct zwd_map *m, struct pb_err *err)
{
	int i, z;

	for (i = 0; i < m->setup.nobjectives; i++) {
		z = m->setup.objectives[i];
		if (!m->zone[z].spot && !extra_spot(m, z))
			return (pb_err_set(err, PB_EDATA,
			            "[mission %s]: objective in %s: no objective spot is printed "
			            "there (list it "
			            "in extra_objectives)",
			            m->mission->id, m->zone[z].label),
			    0);
	}
	return (1);
}

/* box_counts - no more tokens than the box holds */

static int
box_counts(const struct zwd_map *m, struct pb_err *err)
{
	const struct zwd_setup *st = &m->setup;
	int                     i, guards = 0;

	for (i = 0; i < st->nguards; i++)
		guards += st->guards[i].count;
	if (guards > 12 || st->ncauldrons > 4 || st->nladders > 2 || st->ncorruption > 15
	    || st->nobjectives > 11)
		return (pb_err_set(err, PB_EDATA,
		            "[mission %s]: more tokens than the box holds (guards %d/12, cauldrons "
		            "%d/4, "
		            "rope ladders %d/2, Corruption %d/15, objectives %d/11)",
		            m->mission->id, guards, st->ncauldrons, st->nladders, st->ncorruption,
		            st->nobjectives),
		    0);
	return (1);
}

/* keys_needed - the tokens the mission's rules and tests rely on */

static int
keys_needed(const struct zwd_map *m, struct pb_err *err)
{
	const struct zwd_setup *st = &m->setup;
	const char             *id = m->mission->id;

	if ((st->rules & (ZWD_RULE_BILE_SUPPLY | ZWD_RULE_RELICS)
	        || st->win & ZWD_WIN_SPAWNS_STANDARD)
	    && st->standard < 0)
		return (
		    pb_err_set(err, PB_EDATA, "[mission %s]: standard: needed by its rules", id),
		    0);
	if ((st->win & (ZWD_WIN_ESCAPE | ZWD_WIN_SIGNALLER_EXIT)
	        || st->rules & ZWD_RULE_EXIT_TURN_END)
	    && st->exit < 0)
		return (
		    pb_err_set(err, PB_EDATA, "[mission %s]: exit: needed by its rules", id), 0);
	if ((st->win & ZWD_WIN_BLUE_GREEN || st->rules & ZWD_RULE_LADDER_OBJ)
	    && st->deal == ZWD_DEAL_RED)
		return (
		    pb_err_set(err, PB_EDATA, "[mission %s]: deal: red has no Blue and Green", id),
		    0);
	if ((st->win & (ZWD_WIN_OBJECTIVES | ZWD_WIN_BURNT)) && st->nobjectives == 0)
		return (
		    pb_err_set(err, PB_EDATA, "[mission %s]: objectives: needed to win", id), 0);
	return (1);
}

/* words_played - every rules, win and lose word has its code */

static int
words_played(const struct zwd_mission *mi, struct pb_err *err)
{
	static const char *const key[] = { "rules", "win", "lose" };
	unsigned                 bits[3] = { mi->rules, mi->win, mi->lose };
	int                      i;

	for (i = 0; i < 3; i++)
		if (bits[i] & ~zwd_mission_known(i))
			return (pb_err_set(err, PB_EDATA,
			            "[mission %s]: %s: a word the game does not play (flags %#x)",
			            mi->id, key[i], bits[i] & ~zwd_mission_known(i)),
			    0);
	if (mi->rules & (ZWD_RULE_EMPRESS_TAKE | ZWD_RULE_GUARDS_STAY | ZWD_RULE_EMPRESS_WALK)
	    && mi->signaller == NULL)
		return (pb_err_set(
		            err, PB_EDATA, "[mission %s]: signaller: needed by its rules", mi->id),
		    0);
	return (1);
}

/* mission_check - one mission */

static enum pb_rc
mission_check(const struct zwd_mappack *mp, const struct zwd_mission *mi, struct pb_err *err)
{
	struct zwd_map *m = NULL;
	char            why[200];
	enum pb_rc      rc;

	if (!words_played(mi, err))
		return (PB_EDATA);
	if ((rc = zwd_map_build(mp, mi->id, &m, err)) != PB_OK)
		return (rc);
	rc = PB_EDATA;
	if (!zwd_map_invariants(m, why, sizeof(why)))
		pb_err_set(err, PB_EDATA, "[mission %s]: %s", mi->id, why);
	else if (spawns_on_streets(m, err) && reachable(m, err) && zombies_reach(m, err)
	    && objectives_on_spots(m, err) && box_counts(m, err) && keys_needed(m, err))
		rc = PB_OK;
	zwd_map_free(m);
	return (rc);
}

/* zwd_map_check - check every tile side and mission of a pack */

enum pb_rc
zwd_map_check(const struct zwd_mappack *mp, struct pb_err *err)
{
	int        i;
	enum pb_rc rc;

	if (mp->ntiles == 0 || mp->nmissions == 0)
		return (pb_err_set(
		    err, PB_EDATA, "the pack needs [tile ...] and [mission ...] sections"));
	for (i = 0; i < mp->ntiles; i++)
		if (!mp->tiles[i].ready)
			return (pb_err_set(err, PB_EDATA, "[tile %s]: not read", mp->tiles[i].id));
	for (i = 0; i < mp->nmissions; i++)
		if ((rc = mission_check(mp, &mp->missions[i], err)) != PB_OK)
			return (rc);
	return (PB_OK);
}
