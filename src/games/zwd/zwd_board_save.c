/*++
/* NAME
/*	zwd_board_save 3
/* SUMMARY
/*	Zombicide: White Death, the board's population as JSON and back
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/*
/*	json_t	*zwd_board_save(const struct zwd_board *b,
/*			const struct zwd_map *map);
/*	struct zwd_board *zwd_board_load(const json_t *j,
/*			const struct zwd_map *map, const struct zwd_cards *cards,
/*			struct pb_err *err);
/* DESCRIPTION
/*	The JSON form (saved games depend on it): an object with the
/*	integer members danger, desecrator_from, guards_lost,
/*	corruption_left (jfield(3)); "surv" (one entry per survivor, a
/*	zone label or null) and "wounds" (a count each); "spawn" (four
/*	labels or null); "desecrator_spawn" (a label or null); "zombies"
/*	(an object of the zones with zombies: label to five counts,
/*	walkers, runners, brutes, Khan, Desecrator); "guards" and "noise"
/*	(label to count, zones with none left out); "freeze" (labels);
/*	"zdeck" and "zdiscard" (card indices, bottom first).  Zones go by
/*	label so that a board survives a map whose zones are renumbered.
/*	The supply is not saved: it comes from the cards pack, and
/*	zwd_board_load() checks zwd_board(3h)'s invariants against it.
/* DIAGNOSTICS
/*	zwd_board_load(): NULL with PB_EDATA and "board: ..." .
/*--*/

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/deck.h"
#include "core/jfield.h"
#include "core/pb.h"

#include "games/zwd/zwd_board.h"

static const struct jfield_int board_ints[] = {
	JFIELD_INT(struct zwd_board, danger),
	JFIELD_INT(struct zwd_board, desecrator_from),
	JFIELD_INT(struct zwd_board, guards_lost),
	JFIELD_INT(struct zwd_board, corruption_left),
};

#define NINTS (sizeof(board_ints) / sizeof(board_ints[0]))

static json_t *
label_json(const struct zwd_map *m, int z)
{
	return (z < 0 ? json_null() : json_string(m->zone[z].label));
}

static json_t *
counts_json(const struct zwd_map *m, const int *v)
{
	json_t *o = json_object();
	int     z;

	for (z = 0; z < m->nzones; z++)
		if (v[z] > 0)
			json_object_set_new(o, m->zone[z].label, json_integer(v[z]));
	return (o);
}

static json_t *
zombies_json(const struct zwd_board *b, const struct zwd_map *m)
{
	json_t *o = json_object();
	int     z;

	for (z = 0; z < b->nzones; z++)
		if (zwd_board_zombies(b, z) > 0)
			json_object_set_new(o, m->zone[z].label,
			    jfield_ints_json(b->zombies + z * ZWD_NZOMBIES, ZWD_NZOMBIES));
	return (o);
}

/* aboms_json - rules 2: each zone's Abomination cards, bit k card k */

static json_t *
aboms_json(const struct zwd_board *b, const struct zwd_map *m)
{
	json_t *o = json_object();
	int     z;

	for (z = 0; z < b->nzones; z++)
		if (b->abom[z] != 0)
			json_object_set_new(o, m->zone[z].label, json_integer(b->abom[z]));
	return (o);
}

json_t *
zwd_board_save(const struct zwd_board *b, const struct zwd_map *m)
{
	json_t *o = json_object(), *surv = json_array(), *spawn = json_array();
	json_t *freeze = json_array();
	int     i, z;

	jfield_obj_json(o, b, board_ints, NINTS);
	for (i = 0; i < b->nsurv; i++)
		json_array_append_new(surv, label_json(m, b->surv[i]));
	for (i = 0; i < ZWD_SPAWNS; i++)
		json_array_append_new(spawn, label_json(m, b->spawn[i]));
	for (z = 0; z < b->nzones; z++)
		if (b->freeze[z])
			json_array_append_new(freeze, json_string(m->zone[z].label));
	json_object_set_new(o, "surv", surv);
	json_object_set_new(o, "wounds", jfield_ints_json(b->wounds, b->nsurv));
	json_object_set_new(o, "spawn", spawn);
	json_object_set_new(o, "desecrator_spawn", label_json(m, b->desecrator_spawn));
	json_object_set_new(o, "zombies", zombies_json(b, m));
	json_object_set_new(o, "guards", counts_json(m, b->guards));
	json_object_set_new(o, "noise", counts_json(m, b->noise));
	json_object_set_new(o, "freeze", freeze);
	json_object_set_new(o, "zdeck", jfield_deck_json(&b->zdeck));
	json_object_set_new(o, "zdiscard", jfield_deck_json(&b->zdiscard));
	if (b->abom != NULL && zwd_board_onboard(b, ZWD_KHAN) > 0) /* rules 2 */
		json_object_set_new(o, "aboms", aboms_json(b, m));
	return (o);
}

/* A zone label or null: its index, -1 for null, -2 when wrong. */
static int
zone_of(const struct zwd_map *m, const json_t *v)
{
	int z;

	if (json_is_null(v))
		return (-1);
	if (!json_is_string(v) || (z = zwd_map_zone(m, json_string_value(v))) < 0)
		return (-2);
	return (z);
}

static int
zones_load(const struct zwd_map *m, const json_t *a, int *v, int n)
{
	int i;

	if (!json_is_array(a) || (int)json_array_size(a) != n)
		return (0);
	for (i = 0; i < n; i++)
		if ((v[i] = zone_of(m, json_array_get(a, (size_t)i))) < -1)
			return (0);
	return (1);
}

static int
counts_load(const struct zwd_map *m, const json_t *o, int *v)
{
	const char *k;
	json_t     *n;
	int         z;

	if (!json_is_object(o))
		return (0);
	json_object_foreach((json_t *)o, k, n)
	{
		if ((z = zwd_map_zone(m, k)) < 0 || !json_is_integer(n) || json_integer_value(n) < 0
		    || json_integer_value(n) > 99)
			return (0);
		v[z] = (int)json_integer_value(n);
	}
	return (1);
}

static int
zombies_load(struct zwd_board *b, const struct zwd_map *m, const json_t *o)
{
	const char *k;
	json_t     *n;
	int         z, t;

	if (!json_is_object(o))
		return (0);
	json_object_foreach((json_t *)o, k, n)
	{
		if ((z = zwd_map_zone(m, k)) < 0
		    || !jfield_ints_load(n, b->zombies + z * ZWD_NZOMBIES, ZWD_NZOMBIES))
			return (0);
		for (t = 0; t < ZWD_NZOMBIES; t++)
			if (zwd_board_at(b, z, t) < 0)
				return (0);
	}
	return (1);
}

static int
freeze_load(struct zwd_board *b, const struct zwd_map *m, const json_t *a)
{
	size_t  i;
	json_t *v;
	int     z;

	if (!json_is_array(a))
		return (0);
	json_array_foreach(a, i, v)
	{
		if ((z = zone_of(m, v)) < 0)
			return (0);
		b->freeze[z] = 1;
	}
	return (1);
}

/* aboms_load - rules 2: the cards, when saved (B5 checks them) */

static int
aboms_load(struct zwd_board *b, const struct zwd_map *m, const struct zwd_cards *c, const json_t *o)
{
	const char *k;
	json_t     *n;
	int         z;

	if (o == NULL)
		return (1);
	zwd_board_aboms_on(b, c);
	if (!json_is_object(o) || b->abom == NULL)
		return (0);
	json_object_foreach((json_t *)o, k, n)
	{
		if ((z = zwd_map_zone(m, k)) < 0 || !json_is_integer(n) || json_integer_value(n) < 0
		    || json_integer_value(n) >= 1ll << b->naboms)
			return (0);
		b->abom[z] = (unsigned)json_integer_value(n);
	}
	return (1);
}

static int
fill(struct zwd_board *b, const struct zwd_map *m, json_t *j)
{
	json_t *surv = json_object_get(j, "surv");
	int     ds[1];

	if (!jfield_obj_load(j, b, board_ints, NINTS) || !json_is_array(surv)
	    || json_array_size(surv) > ZWD_SURVIVORS)
		return (0);
	b->nsurv = (int)json_array_size(surv);
	if (!zones_load(m, surv, b->surv, b->nsurv)
	    || !jfield_ints_load(json_object_get(j, "wounds"), b->wounds, b->nsurv)
	    || !zones_load(m, json_object_get(j, "spawn"), b->spawn, ZWD_SPAWNS)
	    || (ds[0] = zone_of(m, json_object_get(j, "desecrator_spawn"))) < -1
	    || !zombies_load(b, m, json_object_get(j, "zombies"))
	    || !counts_load(m, json_object_get(j, "guards"), b->guards)
	    || !counts_load(m, json_object_get(j, "noise"), b->noise)
	    || !freeze_load(b, m, json_object_get(j, "freeze"))
	    || !jfield_deck_load(json_object_get(j, "zdeck"), b->ncards, &b->zdeck)
	    || !jfield_deck_load(json_object_get(j, "zdiscard"), b->ncards, &b->zdiscard))
		return (0);
	b->desecrator_spawn = ds[0];
	return (jfield_in_range(b->danger, ZWD_BLUE, ZWD_NLEVELS)
	    && jfield_in_range(b->desecrator_from, -1, ZWD_SPAWNS));
}

struct zwd_board *
zwd_board_load(
    const json_t *j, const struct zwd_map *m, const struct zwd_cards *c, struct pb_err *err)
{
	struct zwd_board *b;
	char              why[128];

	if (!json_is_object(j)) {
		pb_err_set(err, PB_EDATA, "board: not an object");
		return (NULL);
	}
	b = zwd_board_new(m, c);
	memset(b->guards, 0, sizeof(int) * (size_t)b->nzones);
	if (!fill(b, m, (json_t *)j) || !aboms_load(b, m, c, json_object_get(j, "aboms"))) {
		pb_err_set(err, PB_EDATA, "board: a field is missing or out of range");
		zwd_board_free(b);
		return (NULL);
	}
	if (!zwd_board_invariants(b, m, why, sizeof(why))) {
		pb_err_set(err, PB_EDATA, "board: %s", why);
		zwd_board_free(b);
		return (NULL);
	}
	return (b);
}
