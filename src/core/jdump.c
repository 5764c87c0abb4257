/*++
/* NAME
/*	jdump 3
/* SUMMARY
/*	canonical JSON text, written fast
/* SYNOPSIS
/*	#include "core/jdump.h"
/* DESCRIPTION
/*	See jdump.h.
/*--*/

/* System. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/jdump.h"

#define JDUMP_FIRST 4096 /* bytes: a game's state most often fits */

/* A member of an object, for sorting: its value in a tree, or the span
 * of its text ("key":value) in a writer's buffer. */
struct jdump_key {
	const char *key;
	size_t      len;
	json_t     *value;
	size_t      from, to;
};

static void jdump_value(struct jdump *, const json_t *, int);

/* jdump_room - room for len more bytes and the final NUL */

static inline void
jdump_room(struct jdump *o, size_t len)
{
	if (o->len + len + 1 > o->cap) {
		while (o->len + len + 1 > o->cap)
			o->cap *= 2;
		o->s = pb_realloc(o->s, o->cap);
	}
}

/* jdump_add - append len bytes */

static inline void
jdump_add(struct jdump *o, const char *s, size_t len)
{
	jdump_room(o, len);
	memcpy(o->s + o->len, s, len);
	o->len += len;
}

/* jdump_putc - append a byte */

static inline void
jdump_putc(struct jdump *o, char c)
{
	if (o->len + 2 > o->cap)
		o->s = pb_realloc(o->s, o->cap *= 2);
	o->s[o->len++] = c;
}

/* jdump_int - an integer in decimal, as "%" JSON_INTEGER_FORMAT: its
 * digits written in place, last first (most are one or two digits: a
 * copy through memcpy() cost more than writing them) */

static void
jdump_int(struct jdump *b, json_int_t v)
{
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, t;
	size_t             n = v < 0 ? 2 : 1;
	char              *p;

	for (t = u; t >= 10; t /= 10)
		n++;
	jdump_room(b, n);
	p = b->s + b->len + n;
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	b->len += n;
}

/* jdump_string - a string with jansson's escapes; runs of plain bytes
 * are copied at once */

static void
jdump_string(struct jdump *b, const char *s, size_t len)
{
	static const char hex[] = "0123456789ABCDEF";
	const char       *run = s, *end = s + len;
	char              esc[7] = { '\\', 'u', '0', '0', 0, 0, 0 };
	unsigned char     c;

	jdump_putc(b, '"');
	for (; s < end; s++) {
		c = (unsigned char)*s;
		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		jdump_add(b, run, (size_t)(s - run));
		run = s + 1;
		switch (c) {
		case '"': jdump_add(b, "\\\"", 2); break;
		case '\\': jdump_add(b, "\\\\", 2); break;
		case '\b': jdump_add(b, "\\b", 2); break;
		case '\f': jdump_add(b, "\\f", 2); break;
		case '\n': jdump_add(b, "\\n", 2); break;
		case '\r': jdump_add(b, "\\r", 2); break;
		case '\t': jdump_add(b, "\\t", 2); break;
		default:
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 0xf];
			jdump_add(b, esc, 6);
		}
	}
	jdump_add(b, run, (size_t)(s - run));
	jdump_putc(b, '"');
}

/* jdump_cmp - the order of members: jansson's compare_keys() */

static int
jdump_cmp(const void *x, const void *y)
{
	const struct jdump_key *a = x, *b = y;
	int                     r;

	if (a->len > 0 && b->len > 0 && a->key[0] != b->key[0]) /* most often */
		return ((unsigned char)a->key[0] - (unsigned char)b->key[0]);
	r = memcmp(a->key, b->key, a->len < b->len ? a->len : b->len);
	return (r != 0 ? r : (a->len > b->len) - (a->len < b->len));
}

/* jdump_sort - members in order: by insertion when they are few (a
 * state's objects are small, often built in order), else qsort() */

static void
jdump_sort(struct jdump_key *k, size_t n)
{
	struct jdump_key t;
	size_t           i, j;

	if (n > 32) {
		qsort(k, n, sizeof(*k), jdump_cmp);
		return;
	}
	for (i = 1; i < n; i++) {
		t = k[i];
		for (j = i; j > 0 && jdump_cmp(&k[j - 1], &t) > 0; j--)
			k[j] = k[j - 1];
		k[j] = t;
	}
}

/* jdump_object - members in key order, or as they are (ordered: in
 * the order they were set, jansson's own since 2.8) */

#define JDUMP_FEW 32 /* members kept on the stack; more: allocated */

/* jdump_members - o's members into keys (few, JDUMP_FEW of them, or
 * allocated when o has more: the caller frees what is not few), in
 * the order they were set; their count */

static size_t
jdump_members(const json_t *o, struct jdump_key *few, struct jdump_key **keys)
{
	size_t n = json_object_size(o), i = 0;
	void  *it;

	*keys = n > JDUMP_FEW ? pb_calloc(n, sizeof(**keys)) : few;
	for (it = json_object_iter((json_t *)o); it != NULL && i < n;
	     it = json_object_iter_next((json_t *)o, it), i++) {
		(*keys)[i].key = json_object_iter_key(it);
#if JANSSON_VERSION_HEX >= 0x020e00
		(*keys)[i].len = json_object_iter_key_len(it);
#else
		(*keys)[i].len = strlen((*keys)[i].key);
#endif
		(*keys)[i].value = json_object_iter_value(it);
	}
	return (i);
}

static void
jdump_object(struct jdump *b, const json_t *o, int ordered)
{
	struct jdump_key few[JDUMP_FEW], *keys;
	size_t           n, i;

	n = jdump_members(o, few, &keys);
	if (!ordered)
		jdump_sort(keys, n);
	jdump_putc(b, '{');
	for (i = 0; i < n; i++) {
		if (i > 0)
			jdump_putc(b, ',');
		jdump_string(b, keys[i].key, keys[i].len);
		jdump_putc(b, ':');
		jdump_value(b, keys[i].value, ordered);
	}
	jdump_putc(b, '}');
	if (keys != few)
		free(keys);
}

/* jdump_value - any value: as jdump_canonical() or, ordered, as
 * jdump_ordered() */

static void
jdump_value(struct jdump *b, const json_t *v, int ordered)
{
	char  *real;
	size_t i, n;

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		jdump_object(b, v, ordered);
		break;
	case JSON_ARRAY:
		jdump_putc(b, '[');
		for (i = 0, n = json_array_size(v); i < n; i++) {
			if (i > 0)
				jdump_putc(b, ',');
			jdump_value(b, json_array_get(v, i), ordered);
		}
		jdump_putc(b, ']');
		break;
	case JSON_STRING:
		jdump_string(b, json_string_value(v), json_string_length(v));
		break;
	case JSON_INTEGER:
		jdump_int(b, json_integer_value(v));
		break;
	case JSON_REAL: /* jansson's own rules for a real */
		if ((real = json_dumps(v,
		         JSON_ENCODE_ANY | JSON_COMPACT | (ordered ? JSON_REAL_PRECISION(17) : 0)))
		    == NULL)
			pb_panic("jdump: json_dumps of a real failed");
		jdump_add(b, real, strlen(real));
		free(real);
		break;
	case JSON_TRUE:
		jdump_add(b, "true", 4);
		break;
	case JSON_FALSE:
		jdump_add(b, "false", 5);
		break;
	case JSON_NULL:
		jdump_add(b, "null", 4);
		break;
	}
}

/* jdump_canonical - json_dumps(root, JSON_COMPACT | JSON_SORT_KEYS) */

char *
jdump_canonical(const json_t *root)
{
	struct jdump o;

	if (root == NULL || (!json_is_object(root) && !json_is_array(root)))
		return (NULL);
	jdump_init(&o);
	jdump_value(&o, root, 0);
	return (jdump_text(&o));
}

/* jdump_ordered - json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER |
 * JSON_REAL_PRECISION(17)) */

char *
jdump_ordered(const json_t *root)
{
	struct jdump o;

	if (root == NULL || (!json_is_object(root) && !json_is_array(root)))
		return (NULL);
	jdump_init(&o);
	jdump_value(&o, root, 1);
	return (jdump_text(&o));
}

/* jdump_indent - a new line, then indent blanks for each of depth levels */

static void
jdump_indent(struct jdump *b, int indent, int depth)
{
	size_t n = (size_t)indent * (size_t)depth;

	jdump_room(b, n + 1);
	b->s[b->len++] = '\n';
	memset(b->s + b->len, ' ', n);
	b->len += n;
}

/* jdump_pretty_value - v as json_dumps() with JSON_INDENT(indent) |
 * JSON_SORT_KEYS writes it at depth: a member or an element on a line
 * of its own, ": " between a key and its value, an empty container on
 * one line ("{}", "[]"); a value that holds none, as jdump_value() */

static void
jdump_pretty_value(struct jdump *b, const json_t *v, int indent, int depth)
{
	struct jdump_key few[JDUMP_FEW], *keys;
	size_t           n, i;

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		if (json_object_size(v) == 0) {
			jdump_add(b, "{}", 2);
			break;
		}
		n = jdump_members(v, few, &keys);
		jdump_sort(keys, n);
		jdump_putc(b, '{');
		jdump_indent(b, indent, depth + 1);
		for (i = 0; i < n; i++) {
			jdump_string(b, keys[i].key, keys[i].len);
			jdump_add(b, ": ", 2);
			jdump_pretty_value(b, keys[i].value, indent, depth + 1);
			if (i + 1 < n) {
				jdump_putc(b, ',');
				jdump_indent(b, indent, depth + 1);
			} else
				jdump_indent(b, indent, depth);
		}
		jdump_putc(b, '}');
		if (keys != few)
			free(keys);
		break;
	case JSON_ARRAY:
		if ((n = json_array_size(v)) == 0) {
			jdump_add(b, "[]", 2);
			break;
		}
		jdump_putc(b, '[');
		jdump_indent(b, indent, depth + 1);
		for (i = 0; i < n; i++) {
			jdump_pretty_value(b, json_array_get(v, i), indent, depth + 1);
			if (i + 1 < n) {
				jdump_putc(b, ',');
				jdump_indent(b, indent, depth + 1);
			} else
				jdump_indent(b, indent, depth);
		}
		jdump_putc(b, ']');
		break;
	default:
		jdump_value(b, v, 0);
	}
}

/* jdump_pretty - json_dumps(root, JSON_INDENT(indent) | JSON_SORT_KEYS) */

char *
jdump_pretty(const json_t *root, int indent)
{
	struct jdump o;

	if (root == NULL || (!json_is_object(root) && !json_is_array(root)) || indent < 1
	    || indent > 31)
		return (NULL);
	jdump_init(&o);
	jdump_pretty_value(&o, root, indent, 0);
	return (jdump_text(&o));
}

/* ---- the writer: the same text without a tree ------------------------ */

/* jdump_init - an empty text */

void
jdump_init(struct jdump *j)
{
	memset(j, 0, sizeof(*j));
	j->s = pb_malloc(j->cap = JDUMP_FIRST);
}

/* jdump_begin - a value starts: the comma before it in an array, its
 * key before it in an object */

static void
jdump_begin(struct jdump *j)
{
	if (j->depth == 0) {
		if (j->len > 0)
			pb_panic("jdump: a second value at the top");
		return;
	}
	if (j->open[j->depth - 1].array) {
		if (j->open[j->depth - 1].n++ > 0)
			jdump_putc(j, ',');
	} else if (!j->open[j->depth - 1].keyed)
		pb_panic("jdump: a value in an object without its key");
	else
		j->open[j->depth - 1].keyed = 0;
}

/* jdump_open - an object or an array begins */

static void
jdump_open(struct jdump *j, int array)
{
	jdump_begin(j);
	if (j->depth == JDUMP_DEPTH)
		pb_panic("jdump: more than %d levels", JDUMP_DEPTH);
	j->open[j->depth].at = j->len;
	j->open[j->depth].first = j->nkeys;
	j->open[j->depth].n = 0;
	j->open[j->depth].array = array;
	j->open[j->depth].keyed = 0;
	j->depth++;
	jdump_putc(j, array ? '[' : '{');
}

/* jdump_open_object - an object begins */

void
jdump_open_object(struct jdump *j)
{
	jdump_open(j, 0);
}

/* jdump_open_array - an array begins */

void
jdump_open_array(struct jdump *j)
{
	jdump_open(j, 1);
}

/* jdump_key - the name of the next member of the open object; its text
 * spans from its key to the comma before the next one */

void
jdump_key(struct jdump *j, const char *key)
{
	struct jdump_key *k;

	if (j->depth == 0 || j->open[j->depth - 1].array || j->open[j->depth - 1].keyed)
		pb_panic("jdump: a key \"%s\" out of place", key);
	if (j->nkeys > j->open[j->depth - 1].first) {
		j->keys[j->nkeys - 1].to = j->len;
		jdump_putc(j, ',');
	}
	if (j->nkeys == j->kcap)
		j->keys = pb_realloc(j->keys, (j->kcap = j->kcap ? 2 * j->kcap : 64) * sizeof(*k));
	k = &j->keys[j->nkeys++];
	k->key = key;
	k->len = strlen(key);
	k->value = NULL;
	k->from = j->len;
	jdump_string(j, key, k->len);
	jdump_putc(j, ':');
	j->open[j->depth - 1].n++;
	j->open[j->depth - 1].keyed = 1;
}

/* jdump_put_int - an integer value */

void
jdump_put_int(struct jdump *j, json_int_t v)
{
	jdump_begin(j);
	jdump_int(j, v);
}

/* jdump_put_str - a string value */

void
jdump_put_str(struct jdump *j, const char *s)
{
	jdump_begin(j);
	jdump_string(j, s, strlen(s));
}

/* jdump_in_order - the n members of k are in key order; a key twice is
 * a panic */

static int
jdump_in_order(const struct jdump_key *k, size_t n)
{
	size_t i;
	int    c, sorted = 1;

	for (i = 1; i < n; i++) {
		if ((c = jdump_cmp(&k[i - 1], &k[i])) == 0)
			pb_panic("jdump: the key \"%s\" twice in an object", k[i].key);
		sorted &= c < 0;
	}
	return (sorted);
}

/* jdump_reorder - the members of the object at j->s + at, n of them at
 * k, written again in key order */

static void
jdump_reorder(struct jdump *j, size_t at, struct jdump_key *k, size_t n)
{
	size_t body = at + 1, i;

	/* Copy the members out... */
	if (j->tcap < j->len - body)
		j->tmp = pb_realloc(j->tmp, j->tcap = j->len - body + JDUMP_FIRST);
	memcpy(j->tmp, j->s + body, j->len - body);
	/* ...sort them, which finds a key given twice... */
	jdump_sort(k, n);
	(void)jdump_in_order(k, n);
	/* ...and put them back in that order. */
	j->len = body;
	for (i = 0; i < n; i++) {
		if (i > 0)
			jdump_putc(j, ',');
		jdump_add(j, j->tmp + (k[i].from - body), k[i].to - k[i].from);
	}
}

/* jdump_close - the innermost object or array ends */

void
jdump_close(struct jdump *j)
{
	struct jdump_key *k;
	size_t            n;

	if (j->depth == 0 || j->open[j->depth - 1].keyed)
		pb_panic("jdump: a close with no value open, or after a key");
	j->depth--;
	if (j->open[j->depth].array) {
		jdump_putc(j, ']');
		return;
	}
	k = j->keys + j->open[j->depth].first;
	if ((n = j->nkeys - j->open[j->depth].first) > 0)
		k[n - 1].to = j->len;
	if (!jdump_in_order(k, n))
		jdump_reorder(j, j->open[j->depth].at, k, n);
	j->nkeys = j->open[j->depth].first;
	jdump_putc(j, '}');
}

/* jdump_text - the text written, NUL-terminated; the rest released */

char *
jdump_text(struct jdump *j)
{
	char *s = j->s;

	if (j->depth != 0)
		pb_panic("jdump: the text ends with %d values open", j->depth);
	s[j->len] = '\0';
	free(j->keys);
	free(j->tmp);
	memset(j, 0, sizeof(*j));
	return (s);
}
