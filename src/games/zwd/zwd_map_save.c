/*++
/* NAME
/*	zwd_map_save 3
/* SUMMARY
/*	Zombicide: White Death, what play changed on the board, as JSON
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	json_t	*zwd_map_changes_save(const struct zwd_map *map);
/*	enum pb_rc zwd_map_changes_load(struct zwd_map *map,
/*			const json_t *changes, struct pb_err *err);
/* DESCRIPTION
/*	A game saves its board as its mission's ID and the changes play
/*	made, and rebuilds it from the pack on load (zwd_map_build(), then
/*	zwd_map_changes_load()).  zwd_map_changes_save() is
/*	{"corrupt": [LABEL ...], "burnt": [LABEL ...], "ladders":
/*	[[LABEL, LABEL] ...]}, each list in zone order (a ladder by its
/*	lower zone first), so that the same board gives the same bytes;
/*	caller releases it with json_decref().
/*
/*	zwd_map_changes_load() applies such an object to a map built
/*	afresh: every zone named is corrupted or burnt as saved (burnt
/*	zone by zone: the save names every room), every ladder placed.
/*	An absent key is an empty list.  The map is left as it was on
/*	error.
/* DIAGNOSTICS
/*	PB_EDATA "board changes: ..." for a label the map lacks, a burnt
/*	zone that was no building, a ladder off a spot or placed twice,
/*	a value of the wrong type.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map.h"

/* zwd_map_changes_save - the changes in play, caller json_decref()s */

json_t *
zwd_map_changes_save(const struct zwd_map *m)
{
	json_t *corrupt = json_array(), *burnt = json_array(), *ladders = json_array();
	int     a, b, n = m->nzones;

	for (a = 0; a < n; a++) {
		if (m->corrupt[a])
			json_array_append_new(corrupt, json_string(m->zone[a].label));
		if (m->burnt[a])
			json_array_append_new(burnt, json_string(m->zone[a].label));
		for (b = a + 1; b < n; b++)
			if (m->eflag[a * n + b] & ZWD_EF_LADDER)
				json_array_append_new(
				    ladders, json_pack("[ss]", m->zone[a].label, m->zone[b].label));
	}
	return (
	    json_pack("{s:o, s:o, s:o}", "corrupt", corrupt, "burnt", burnt, "ladders", ladders));
}

/* label_of - the zone of a JSON label, -1 when none */

static int
label_of(const struct zwd_map *m, const json_t *v)
{
	return (json_is_string(v) ? zwd_map_zone(m, json_string_value(v)) : -1);
}

/* apply - the three lists onto m; 0 with err at the first bad one */

static int
apply(struct zwd_map *m, const json_t *c, struct pb_err *err)
{
	const json_t *corrupt = json_object_get(c, "corrupt"), *burnt = json_object_get(c, "burnt");
	const json_t *ladders = json_object_get(c, "ladders"), *v;
	size_t        i;
	int           z, y;

	json_array_foreach(corrupt, i, v)
	{
		if ((z = label_of(m, v)) < 0)
			return (
			    pb_err_set(err, PB_EDATA, "board changes: corrupt: no such zone"), 0);
		zwd_map_corrupt(m, z);
	}
	json_array_foreach(burnt, i, v)
	{
		if ((z = label_of(m, v)) < 0 || m->zone[z].kind != ZWD_BUILDING)
			return (
			    pb_err_set(err, PB_EDATA, "board changes: burnt: no such building"), 0);
		m->burnt[z] = 1;
	}
	json_array_foreach(ladders, i, v)
	{
		if ((z = label_of(m, json_array_get(v, 0))) < 0
		    || (y = label_of(m, json_array_get(v, 1))) < 0
		    || zwd_map_ladder_put(m, z, y) != PB_OK)
			return (
			    pb_err_set(err, PB_EDATA, "board changes: ladders: no ladder spot"), 0);
	}
	return (1);
}

/* zwd_map_changes_load - apply saved changes to a map built afresh */

enum pb_rc
zwd_map_changes_load(struct zwd_map *m, const json_t *c, struct pb_err *err)
{
	struct zwd_map *d;

	if (!json_is_object(c))
		return (pb_err_set(err, PB_EDATA, "board changes: not an object"));
	d = zwd_map_dup(m);
	if (!apply(d, c, err)) {
		zwd_map_free(d);
		return (PB_EDATA);
	}
	memcpy(m->corrupt, d->corrupt, (size_t)m->nzones);
	memcpy(m->burnt, d->burnt, (size_t)m->nzones);
	memcpy(m->eflag, d->eflag, (size_t)m->nzones * (size_t)m->nzones);
	zwd_map_free(d);
	return (PB_OK);
}
