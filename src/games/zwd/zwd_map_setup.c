/*++
/* NAME
/*	zwd_map_setup 3
/* SUMMARY
/*	Zombicide: White Death, a mission's tokens on the map
/* SYNOPSIS
/*	#include "games/zwd/zwd_map_private.h"
/*
/*	enum pb_rc zwd_map_setup(struct zwd_map *map, struct pb_err *err);
/* DESCRIPTION
/*	zwd_map_setup() reads the zone labels of the mission's keys into
/*	map->setup: start (one or two zones), signaller (the first start
/*	zone when absent, as the rulebook says), standard, exit, spawn1 to
/*	spawn4 (spawn1 needed, no gap), desecrator, guards ("A2:4 C5",
/*	a count of 1 when none is given), cauldrons, ladders, corruption,
/*	objectives, extra_objectives (added to objectives), blue and green
/*	(with deal = fixed, each one of the objectives' zones).
/* DIAGNOSTICS
/*	PB_EDATA "[mission ID]: KEY: unknown zone X" and the like.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map_private.h"

/* one_zone - the zone of a key holding one label, -1 when empty */

static int
one_zone(const struct zwd_map *m, const char *key, const char *text, int *z, struct pb_err *err)
{
	const char *s = text != NULL ? text : "";
	char        w[64];

	*z = -1;
	if (!zwd_word(&s, w, sizeof(w)))
		return (1);
	if ((*z = zwd_map_zone(m, w)) < 0)
		return (pb_err_set(err, PB_EDATA, "[mission %s]: %s: unknown zone %s",
		            m->mission->id, key, w),
		    0);
	if (zwd_word(&s, w, sizeof(w)))
		return (
		    pb_err_set(err, PB_EDATA, "[mission %s]: %s: one zone", m->mission->id, key),
		    0);
	return (1);
}

/* zone_list - the zones of a key holding labels; caller frees *v */

static int
zone_list(
    const struct zwd_map *m, const char *key, const char *text, int **v, int *n, struct pb_err *err)
{
	const char *s = text != NULL ? text : "";
	char        w[64];
	int         z;

	while (zwd_word(&s, w, sizeof(w))) {
		if ((z = zwd_map_zone(m, w)) < 0)
			return (pb_err_set(err, PB_EDATA, "[mission %s]: %s: unknown zone %s",
			            m->mission->id, key, w),
			    0);
		*v = pb_realloc(*v, sizeof(int) * (size_t)(*n + 1));
		(*v)[(*n)++] = z;
	}
	return (1);
}

/* guard_list - "A2:4 C5": zones and counts */

static int
guard_list(struct zwd_map *m, struct pb_err *err)
{
	struct zwd_setup *st = &m->setup;
	const char       *s = m->mission->guards != NULL ? m->mission->guards : "";
	char              w[64], *colon;
	int               z, count;

	while (zwd_word(&s, w, sizeof(w))) {
		count = 1;
		if ((colon = strchr(w, ':')) != NULL) {
			*colon++ = 0;
			count = atoi(colon);
		}
		if ((z = zwd_map_zone(m, w)) < 0)
			return (pb_err_set(err, PB_EDATA, "[mission %s]: guards: unknown zone %s",
			            m->mission->id, w),
			    0);
		if (count < 1 || count > 12)
			return (pb_err_set(err, PB_EDATA,
			            "[mission %s]: guards: %s: 1 to 12 guards", m->mission->id, w),
			    0);
		st->guards =
		    pb_realloc(st->guards, sizeof(*st->guards) * (size_t)(st->nguards + 1));
		st->guards[st->nguards].zone = z;
		st->guards[st->nguards++].count = count;
	}
	return (1);
}

/* starts - one or two starting zones */

static int
starts(struct zwd_map *m, struct pb_err *err)
{
	int *v = NULL, n = 0, ok;

	ok = zone_list(m, "start", m->mission->start, &v, &n, err);
	if (ok && (n < 1 || n > ZWD_STARTS))
		ok = (pb_err_set(err, PB_EDATA, "[mission %s]: start: 1 or %d zones",
		          m->mission->id, ZWD_STARTS),
		    0);
	if (ok) {
		memcpy(m->setup.start, v, sizeof(int) * (size_t)n);
		m->setup.nstart = n;
	}
	free(v);
	return (ok);
}

/* spawns - spawn1 to spawn4, no gap */

static int
spawns(struct zwd_map *m, struct pb_err *err)
{
	static const char *const keys[ZWD_SPAWNS] = { "spawn1", "spawn2", "spawn3", "spawn4" };
	int                      i;

	for (i = 0; i < ZWD_SPAWNS; i++) {
		if (!one_zone(m, keys[i], m->mission->spawn[i], &m->setup.spawn[i], err))
			return (0);
		if (m->setup.spawn[i] >= 0 && (i == 0 ? 0 : m->setup.spawn[i - 1] < 0))
			return (pb_err_set(err, PB_EDATA, "[mission %s]: %s without spawn%d",
			            m->mission->id, keys[i], i),
			    0);
	}
	if (m->setup.spawn[0] < 0)
		return (
		    pb_err_set(err, PB_EDATA, "[mission %s]: spawn1: needed", m->mission->id), 0);
	return (1);
}

/* colours - blue and green: fixed zones, or none */

static int
colours(struct zwd_map *m, struct pb_err *err)
{
	const struct zwd_mission *mi = m->mission;
	struct zwd_setup         *st = &m->setup;
	int                       i, blue = 0, green = 0;

	if (!one_zone(m, "blue", mi->blue, &st->blue, err)
	    || !one_zone(m, "green", mi->green, &st->green, err))
		return (0);
	if ((mi->deal == ZWD_DEAL_FIXED) != (st->blue >= 0 && st->green >= 0)
	    || (mi->deal != ZWD_DEAL_FIXED && (st->blue >= 0 || st->green >= 0)))
		return (
		    pb_err_set(err, PB_EDATA,
		        "[mission %s]: blue and green are given when, and only when, deal = fixed",
		        mi->id),
		    0);
	for (i = 0; i < st->nobjectives; i++) {
		blue |= st->objectives[i] == st->blue;
		green |= st->objectives[i] == st->green;
	}
	if (mi->deal == ZWD_DEAL_FIXED && (!blue || !green || st->blue == st->green))
		return (pb_err_set(err, PB_EDATA,
		            "[mission %s]: blue and green: two different zones of the objectives",
		            mi->id),
		    0);
	return (1);
}

/* zwd_map_setup - the mission's tokens, by zone */

enum pb_rc
zwd_map_setup(struct zwd_map *m, struct pb_err *err)
{
	const struct zwd_mission *mi = m->mission;
	struct zwd_setup         *st = &m->setup;

	st->deal = mi->deal;
	st->rules = mi->rules;
	st->win = mi->win;
	st->lose = mi->lose;
	if (!starts(m, err) || !spawns(m, err) || !guard_list(m, err)
	    || !one_zone(m, "signaller", mi->signaller, &st->signaller, err)
	    || !one_zone(m, "standard", mi->standard, &st->standard, err)
	    || !one_zone(m, "exit", mi->exit, &st->exit, err)
	    || !one_zone(m, "desecrator", mi->desecrator, &st->desecrator, err)
	    || !zone_list(m, "cauldrons", mi->cauldrons, &st->cauldrons, &st->ncauldrons, err)
	    || !zone_list(m, "ladders", mi->ladders, &st->ladders, &st->nladders, err)
	    || !zone_list(m, "corruption", mi->corruption, &st->corruption, &st->ncorruption, err)
	    || !zone_list(m, "objectives", mi->objectives, &st->objectives, &st->nobjectives, err)
	    || !zone_list(m, "extra_objectives", mi->extra, &st->objectives, &st->nobjectives, err)
	    || !colours(m, err))
		return (PB_EDATA);
	if (st->signaller < 0)
		st->signaller = st->start[0];
	return (PB_OK);
}
