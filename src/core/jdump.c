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

/* The text being written. */
struct jdump_out {
	char  *s;
	size_t len, cap;
};

/* A member of an object, for sorting. */
struct jdump_key {
	const char *key;
	size_t      len;
	json_t     *value;
};

static void jdump_value(struct jdump_out *, const json_t *);

/* jdump_add - append len bytes */

static inline void
jdump_add(struct jdump_out *o, const char *s, size_t len)
{
	if (o->len + len + 1 > o->cap) {
		while (o->len + len + 1 > o->cap)
			o->cap *= 2;
		o->s = pb_realloc(o->s, o->cap);
	}
	memcpy(o->s + o->len, s, len);
	o->len += len;
}

/* jdump_putc - append a byte */

static inline void
jdump_putc(struct jdump_out *o, char c)
{
	if (o->len + 2 > o->cap)
		o->s = pb_realloc(o->s, o->cap *= 2);
	o->s[o->len++] = c;
}

/* jdump_int - an integer in decimal, as "%" JSON_INTEGER_FORMAT */

static void
jdump_int(struct jdump_out *b, json_int_t v)
{
	char               digits[24], *p = digits + sizeof(digits);
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	jdump_add(b, p, (size_t)(digits + sizeof(digits) - p));
}

/* jdump_string - a string with jansson's escapes; runs of plain bytes
 * are copied at once */

static void
jdump_string(struct jdump_out *b, const char *s, size_t len)
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

/* jdump_object - members in key order */

static void
jdump_object(struct jdump_out *b, const json_t *o)
{
	struct jdump_key  few[32], *keys = few;
	size_t            n = json_object_size(o), i = 0;
	void             *it;

	if (n > PB_NELEM(few))
		keys = pb_calloc(n, sizeof(*keys));
	for (it = json_object_iter((json_t *)o); it != NULL && i < n;
	     it = json_object_iter_next((json_t *)o, it), i++) {
		keys[i].key = json_object_iter_key(it);
#if JANSSON_VERSION_HEX >= 0x020e00
		keys[i].len = json_object_iter_key_len(it);
#else
		keys[i].len = strlen(keys[i].key);
#endif
		keys[i].value = json_object_iter_value(it);
	}
	jdump_sort(keys, i);
	jdump_putc(b, '{');
	for (n = i, i = 0; i < n; i++) {
		if (i > 0)
			jdump_putc(b, ',');
		jdump_string(b, keys[i].key, keys[i].len);
		jdump_putc(b, ':');
		jdump_value(b, keys[i].value);
	}
	jdump_putc(b, '}');
	if (keys != few)
		free(keys);
}

/* jdump_value - any value */

static void
jdump_value(struct jdump_out *b, const json_t *v)
{
	char  *real;
	size_t i, n;

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		jdump_object(b, v);
		break;
	case JSON_ARRAY:
		jdump_putc(b, '[');
		for (i = 0, n = json_array_size(v); i < n; i++) {
			if (i > 0)
				jdump_putc(b, ',');
			jdump_value(b, json_array_get(v, i));
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
		if ((real = json_dumps(v, JSON_ENCODE_ANY | JSON_COMPACT)) == NULL)
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
	struct jdump_out o;

	if (root == NULL || (!json_is_object(root) && !json_is_array(root)))
		return (NULL);
	o.s = pb_malloc(o.cap = JDUMP_FIRST);
	o.len = 0;
	jdump_value(&o, root);
	o.s[o.len] = '\0';
	return (o.s);
}
