/*++
/* NAME
/*	jfield 3
/* SUMMARY
/*	state fields to canonical JSON and back
/* SYNOPSIS
/*	#include "core/jfield.h"
/* DESCRIPTION
/*	See jfield.h.
/* DIAGNOSTICS
/*	pb_panic() when the root is not an object or an array.
/*--*/

/* System. */
#include <stdlib.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/jdump.h"
#include "core/pb.h"
#include "core/jfield.h"

#define INT_AT(base, f) ((int *)((char *)(base) + (f)->off))
#define DECK_AT(base, f) ((struct deck *)((char *)(base) + (f)->off))

/* jfield_dumps - canonical text of root, caller frees; root is released */

char *
jfield_dumps(json_t *root)
{
	char *text;

	text = jdump_canonical(root); /* json_dumps()'s text, faster (jdump.h) */
	json_decref(root);
	if (text == NULL)
		pb_panic("jfield_dumps: json_dumps failed");
	return (text);
}

/* jfield_deck_json - a deck as a JSON array, bottom first */

json_t *
jfield_deck_json(const struct deck *d)
{
	return (jfield_ints_json(d->v, d->n));
}

/* jfield_ints_json - n integers as a JSON array */

json_t *
jfield_ints_json(const int *v, int n)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < n; i++)
		json_array_append_new(a, json_integer(v[i]));
	return (a);
}

/* jfield_grid_json - an int [rows][cols] as an array of rows */

json_t *
jfield_grid_json(const int *g, int rows, int cols)
{
	json_t *a = json_array();
	int     r;

	for (r = 0; r < rows; r++)
		json_array_append_new(a, jfield_ints_json(g + (size_t)r * (size_t)cols, cols));
	return (a);
}

/* jfield_obj_json - the int members of a table into object o */

json_t *
jfield_obj_json(json_t *o, const void *base, const struct jfield_int *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		json_object_set_new(o, f[i].name, json_integer(*INT_AT(base, &f[i])));
	return (o);
}

/* jfield_decks_json - the deck members of a table into object o */

void
jfield_decks_json(json_t *o, const void *base, const struct jfield_deck *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		json_object_set_new(o, f[i].name, jfield_deck_json(DECK_AT(base, &f[i])));
}

/* jfield_deck_put - a deck as an array, bottom first, to a writer */

void
jfield_deck_put(struct jdump *j, const struct deck *d)
{
	jfield_ints_put(j, d->v, d->n);
}

/* jfield_ints_put - n integers as an array, to a writer */

void
jfield_ints_put(struct jdump *j, const int *v, int n)
{
	int i;

	jdump_open_array(j);
	for (i = 0; i < n; i++)
		jdump_put_int(j, v[i]);
	jdump_close(j);
}

/* jfield_grid_put - an int [rows][cols] as an array of rows, to a writer */

void
jfield_grid_put(struct jdump *j, const int *g, int rows, int cols)
{
	int r;

	jdump_open_array(j);
	for (r = 0; r < rows; r++)
		jfield_ints_put(j, g + (size_t)r * (size_t)cols, cols);
	jdump_close(j);
}

/* jfield_obj_put - the int members of a table, into the object open */

void
jfield_obj_put(struct jdump *j, const void *base, const struct jfield_int *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		jdump_key(j, f[i].name);
		jdump_put_int(j, *INT_AT(base, &f[i]));
	}
}

/* jfield_decks_put - the deck members of a table, into the object open */

void
jfield_decks_put(struct jdump *j, const void *base, const struct jfield_deck *f, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		jdump_key(j, f[i].name);
		jfield_deck_put(j, DECK_AT(base, &f[i]));
	}
}

/* jfield_deck_load - a JSON array of integers in [0, max) into d */

int
jfield_deck_load(json_t *a, int max, struct deck *d)
{
	size_t  i;
	json_t *v;

	if (!json_is_array(a))
		return (0);
	d->n = 0;
	json_array_foreach(a, i, v)
	{
		if (!json_is_integer(v) || json_integer_value(v) < 0
		    || json_integer_value(v) >= max)
			return (0);
		deck_push(d, (int)json_integer_value(v));
	}
	return (1);
}

/* jfield_ints_load - a JSON array of exactly n integers */

int
jfield_ints_load(json_t *a, int *v, int n)
{
	int i;

	if (!json_is_array(a) || (int)json_array_size(a) != n)
		return (0);
	for (i = 0; i < n; i++) {
		if (!json_is_integer(json_array_get(a, (size_t)i)))
			return (0);
		v[i] = (int)json_integer_value(json_array_get(a, (size_t)i));
	}
	return (1);
}

/* jfield_grid_load - an array of rows arrays of cols integers */

int
jfield_grid_load(json_t *a, int *g, int rows, int cols)
{
	int r;

	if (!json_is_array(a) || (int)json_array_size(a) != rows)
		return (0);
	for (r = 0; r < rows; r++)
		if (!jfield_ints_load(
		        json_array_get(a, (size_t)r), g + (size_t)r * (size_t)cols, cols))
			return (0);
	return (1);
}

/* jfield_obj_load - the int members of a table from object o */

int
jfield_obj_load(json_t *o, void *base, const struct jfield_int *f, size_t n)
{
	json_t *v;
	size_t  i;

	for (i = 0; i < n; i++) {
		if (!json_is_integer(v = json_object_get(o, f[i].name)))
			return (0);
		*INT_AT(base, &f[i]) = (int)json_integer_value(v);
	}
	return (1);
}

/* jfield_decks_load - the deck members of a table from object o */

int
jfield_decks_load(json_t *o, void *base, const struct jfield_deck *f, size_t n,
    int (*max)(const void *base, int what))
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!jfield_deck_load(
		        json_object_get(o, f[i].name), max(base, f[i].what), DECK_AT(base, &f[i])))
			return (0);
	return (1);
}

/* jfield_in_range - lo <= v < hi */

int
jfield_in_range(int v, int lo, int hi)
{
	return (v >= lo && v < hi);
}

/* jfield_int - an integer member of a view, 0 when missing */

int
jfield_int(const json_t *o, const char *key)
{
	return ((int)json_integer_value(json_object_get(o, key)));
}

/* jfield_str - a string member of a view, "" when missing */

const char *
jfield_str(const json_t *o, const char *key)
{
	const char *s = json_string_value(json_object_get(o, key));

	return (s ? s : "");
}
