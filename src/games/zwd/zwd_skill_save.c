/*++
/* NAME
/*	zwd_skill_save 3
/* SUMMARY
/*	White Death skills: a survivor's skills and standing choices as JSON
/* SYNOPSIS
/*	#include "games/zwd/zwd_skill.h"
/*
/*	json_t	*zwd_skillset_save(const struct zwd_cards *c,
/*			const struct zwd_skillset *s);
/*	int	zwd_skillset_load(const struct zwd_cards *c, const json_t *j,
/*			struct zwd_skillset *s, struct pb_err *err);
/*	json_t	*zwd_stance_save(const struct zwd_stance *st);
/*	int	zwd_stance_load(const json_t *j, struct zwd_stance *st,
/*			struct pb_err *err);
/* DESCRIPTION
/*	The JSON forms saved games depend on.  A skill set is an array
/*	of skill references as a pack writes them ("push",
/*	"bloodlust-melee", "guards-shove"), in the set's order, so that a
/*	game names skills by their stable ids and not by indices.  A
/*	stance is an object of the choices that are not the default, key
/*	to value in English words ({"lucky": "off"}); {} is every
/*	default.
/*
/*	zwd_skillset_save() and zwd_stance_save() return a new reference.
/*	zwd_skillset_load() and zwd_stance_load() fill s or st: 1, or 0
/*	with err.
/* DIAGNOSTICS
/*	"skills: ..." with the reference and why (zwd_skill_parse(),
/*	zwd_skill_valid()); "stance: ..." with zwd_stance_set()'s reason.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_skill.h"

/* zwd_skillset_save - a skill set as an array of references */

json_t *
zwd_skillset_save(const struct zwd_cards *c, const struct zwd_skillset *s)
{
	json_t *a = json_array();
	char   *ref;
	int     i;

	for (i = 0; i < s->n; i++) {
		ref = zwd_skill_ref_text(c, &s->r[i]);
		json_array_append_new(a, json_string(ref));
		free(ref);
	}
	return (a);
}

/* zwd_skillset_load - a skill set from its array; 1, or 0 with err */

int
zwd_skillset_load(
    const struct zwd_cards *c, const json_t *j, struct zwd_skillset *s, struct pb_err *err)
{
	struct zwd_skill_ref r;
	struct pb_err        e2;
	const json_t        *v;
	size_t               i;

	s->n = 0;
	if (!json_is_array(j) || json_array_size(j) > ZWD_SETMAX)
		return (pb_err_set(
		            err, PB_EDATA, "skills: an array of at most %d references", ZWD_SETMAX),
		    0);
	json_array_foreach(j, i, v)
	{
		if (!json_is_string(v))
			return (pb_err_set(err, PB_EDATA, "skills: %zu: not a reference", i), 0);
		if (!zwd_skill_parse(c, json_string_value(v), &r, &e2)
		    || !zwd_skill_valid(&r, json_string_value(v), &e2))
			return (pb_err_set(err, PB_EDATA, "skills: %s", e2.msg), 0);
		if (!zwd_skillset_add(s, &r))
			return (
			    pb_err_set(err, PB_EDATA, "skills: %s twice", json_string_value(v)), 0);
	}
	return (1);
}

/* zwd_stance_save - the choices that are not the default */

json_t *
zwd_stance_save(const struct zwd_stance *st)
{
	json_t *o = json_object();
	int     k;

	for (k = 0; k < ZWD_ST_N; k++)
		if (st->v[k] != 0)
			json_object_set_new(o, zwd_stance_word(k, -1, 0),
			    json_string(zwd_stance_word(k, st->v[k], 0)));
	return (o);
}

/* zwd_stance_load - standing choices from their object; 1, or 0 */

int
zwd_stance_load(const json_t *j, struct zwd_stance *st, struct pb_err *err)
{
	struct pb_err e2;
	const char   *key;
	const json_t *v;

	memset(st, 0, sizeof(*st));
	if (!json_is_object(j))
		return (pb_err_set(err, PB_EDATA, "stance: not an object"), 0);
	json_object_foreach((json_t *)j, key, v)
	{
		if (!json_is_string(v))
			return (pb_err_set(err, PB_EDATA, "stance: %s: not a word", key), 0);
		if (!zwd_stance_set(st, key, json_string_value(v), &e2))
			return (pb_err_set(err, PB_EDATA, "stance: %s", e2.msg), 0);
	}
	return (1);
}
