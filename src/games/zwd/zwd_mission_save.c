/*++
/* NAME
/*	zwd_mission_save 3
/* SUMMARY
/*	Zombicide: White Death, a mission's progress as JSON and back
/* SYNOPSIS
/*	#include "games/zwd/zwd_mission.h"
/*
/*	json_t	*zwd_mission_save(const struct zwd_mprog *p,
/*			const struct zwd_map *map);
/*	enum pb_rc zwd_mission_load(struct zwd_mprog *p, const json_t *j,
/*			const struct zwd_map *map, struct pb_err *err);
/* DESCRIPTION
/*	The JSON form (saved games will depend on it): an object with the
/*	integer members crypt, crypt_left, bile, tomes, fragments, relics,
/*	ladders, burnt, carrier, empress, guards_out, dead, round, modes
/*	(jfield(3)); "colour", "state" and "pile" (one integer per
/*	objective token, in the mission's order); "taken" (3 counts, Red,
/*	Blue, Green); "out" (ZWD_SURVIVORS flags); "necro" (ZWD_MP_NECROS
/*	zone labels or null).  The tokens' zones are the mission's and are
/*	not saved.  zwd_mission_load() reads it back onto a progress for a
/*	map built from the same mission and checks the invariants
/*	(zwd_mission(3)).
/* DIAGNOSTICS
/*	zwd_mission_load(): PB_EDATA with "mission progress: ...", p left
/*	unusable.
/*--*/

/* System. */
#include <stddef.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_mission.h"

static const struct jfield_int prog_ints[] = {
	JFIELD_INT(struct zwd_mprog, crypt),
	JFIELD_INT(struct zwd_mprog, crypt_left),
	JFIELD_INT(struct zwd_mprog, bile),
	JFIELD_INT(struct zwd_mprog, tomes),
	JFIELD_INT(struct zwd_mprog, fragments),
	JFIELD_INT(struct zwd_mprog, relics),
	JFIELD_INT(struct zwd_mprog, ladders),
	JFIELD_INT(struct zwd_mprog, burnt),
	JFIELD_INT(struct zwd_mprog, carrier),
	JFIELD_INT(struct zwd_mprog, empress),
	JFIELD_INT(struct zwd_mprog, guards_out),
	JFIELD_INT(struct zwd_mprog, dead),
	JFIELD_INT(struct zwd_mprog, round),
	JFIELD_INT(struct zwd_mprog, modes),
	JFIELD_INT(struct zwd_mprog, walked),
};

/* zwd_mission_save - the progress as JSON */

json_t *
zwd_mission_save(const struct zwd_mprog *p, const struct zwd_map *m)
{
	json_t *o = json_object(), *necro = json_array();
	int     i;

	jfield_obj_json(o, p, prog_ints, PB_NELEM(prog_ints));
	json_object_set_new(o, "colour", jfield_ints_json(p->colour, p->nobj));
	json_object_set_new(o, "state", jfield_ints_json(p->state, p->nobj));
	json_object_set_new(o, "pile", jfield_ints_json(p->pile, p->nobj));
	json_object_set_new(o, "taken", jfield_ints_json(p->taken, 3));
	json_object_set_new(o, "out", jfield_ints_json(p->out, ZWD_SURVIVORS));
	for (i = 0; i < ZWD_MP_NECROS; i++)
		json_array_append_new(
		    necro, p->necro[i] < 0 ? json_null() : json_string(m->zone[p->necro[i]].label));
	json_object_set_new(o, "necro", necro);
	json_object_set_new(o, "necro_card", jfield_ints_json(p->necro_card, ZWD_MP_NECROS));
	return (o);
}

/* sane - the invariants of a progress read back */

static int
sane(const struct zwd_mprog *p)
{
	int i, n[3] = { 0 }, blue = 0, green = 0;

	for (i = 0; i < p->nobj; i++) {
		if (!jfield_in_range(p->colour[i], 0, 3) || !jfield_in_range(p->state[i], 0, 3)
		    || !jfield_in_range(p->pile[i], 0, 100))
			return (0);
		n[p->colour[i]] += p->state[i] == ZWD_OBJ_TAKEN;
		blue += p->colour[i] == ZWD_OBJ_BLUE;
		green += p->colour[i] == ZWD_OBJ_GREEN;
	}
	for (i = 0; i < 3; i++)
		if (n[i] != p->taken[i])
			return (0);
	for (i = 0; i < ZWD_SURVIVORS; i++)
		if (!jfield_in_range(p->out[i], 0, 2))
			return (0);
	return (blue <= 1 && green <= 1 && blue == green
	    && jfield_in_range(p->carrier, -1, ZWD_SURVIVORS)
	    && jfield_in_range(p->empress, -1, ZWD_SURVIVORS));
}

/* necro_load - the extra Necromancers' zones */

static int
necro_load(struct zwd_mprog *p, const json_t *a, const struct zwd_map *m)
{
	const json_t *v;
	int           i;

	if (!json_is_array(a) || json_array_size(a) != ZWD_MP_NECROS)
		return (0);
	for (i = 0; i < ZWD_MP_NECROS; i++) {
		v = json_array_get(a, (size_t)i);
		p->necro[i] = json_is_null(v) ? -1
		    : json_is_string(v)       ? zwd_map_zone(m, json_string_value(v))
		                              : -2;
		if (p->necro[i] < 0 && !json_is_null(v))
			return (0);
	}
	return (1);
}

/* zwd_mission_load - a progress read back onto p */

enum pb_rc
zwd_mission_load(struct zwd_mprog *p, const json_t *j, const struct zwd_map *m, struct pb_err *err)
{
	json_t *o = (json_t *)j;
	int     i;

	memset(p, 0, sizeof(*p));
	p->nobj = m->setup.nobjectives;
	for (i = 0; i < p->nobj && i < ZWD_MP_OBJ; i++)
		p->zone[i] = m->setup.objectives[i];
	if (!json_is_object(o) || p->nobj > ZWD_MP_OBJ
	    || !jfield_obj_load(o, p, prog_ints, PB_NELEM(prog_ints))
	    || !jfield_ints_load(json_object_get(o, "colour"), p->colour, p->nobj)
	    || !jfield_ints_load(json_object_get(o, "state"), p->state, p->nobj)
	    || !jfield_ints_load(json_object_get(o, "pile"), p->pile, p->nobj)
	    || !jfield_ints_load(json_object_get(o, "taken"), p->taken, 3)
	    || !jfield_ints_load(json_object_get(o, "out"), p->out, ZWD_SURVIVORS)
	    || !necro_load(p, json_object_get(o, "necro"), m)
	    || !jfield_ints_load(json_object_get(o, "necro_card"), p->necro_card, ZWD_MP_NECROS)
	    || !sane(p))
		return (pb_err_set(
		    err, PB_EDATA, "mission progress: not a saved progress of this mission"));
	return (PB_OK);
}
