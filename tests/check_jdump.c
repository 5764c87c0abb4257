/*++
/* NAME
/*	check_jdump 1
/* SUMMARY
/*	jdump_canonical() and the writer give json_dumps()'s canonical text
/* SYNOPSIS
/*	jdump_suite(), run by tests/check_core
/* DESCRIPTION
/*	Every saved state is hashed into the move log, so the fast writer
/*	of jdump.c must give exactly the bytes jansson gives with
/*	JSON_COMPACT | JSON_SORT_KEYS, or no stored game would verify.
/*	Test ids:
/*
/*	jdump-1.1	2,000 random trees (objects, arrays, keys that
/*			begin with one another, strings with quotes,
/*			backslashes, control bytes and UTF-8, integers to
/*			the ends of their range, reals, true, false, null,
/*			empty containers): the same text as json_dumps()
/*	jdump-1.4	jdump_ordered(), given the same 2,000 trees: the
/*			text of json_dumps() with JSON_COMPACT |
/*			JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17)
/*	jdump-1.5	jdump_pretty(), given the same 2,000 trees and
/*			an indent of 1 to 4: the text of json_dumps()
/*			with JSON_INDENT(n) | JSON_SORT_KEYS
/*	jdump-1.2	a root that is not an object or an array is NULL,
/*			as json_dumps() gives without JSON_ENCODE_ANY
/*	jdump-1.3	digest_hex(), which hashes that text (GnuTLS's
/*			SHA-256 since issue 15): the FIPS 180-2 values of
/*			"" and "abc", and libsodium's SHA-256 (what hashed
/*			every stored state before) of every length from 0
/*			to 4,200 bytes
/*	jdump-2.1	the writer (jdump_open_object() ... jdump_text()),
/*			given 2,000 random trees of objects, arrays,
/*			strings and integers as above, the members of
/*			each object in a random order: json_dumps()'s text
/*	jdump-2.2	members given in order are not moved; an empty
/*			object and array; arrays of arrays
/* SEE ALSO
/*	src/core/jdump.c; tests/e2e-olddb.sh (the states of real games).
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/digest.h"
#include "core/jdump.h"
#include "core/pb.h"

/* Local. */
#include "suites.h"

/* next - a fixed pseudo-random sequence (xorshift64): the test is the
 * same at every run */

static uint64_t
next(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return (*x);
}

/* text - up to 12 pieces of every kind the writer escapes or copies,
 * in buf (128 bytes) */

static const char *
text(uint64_t *x, char *buf)
{
	static const char *const pieces[] = { "a", "b", "ab", "\"", "\\", "/", "\n", "\t", "\r",
		"\b", "\f", "\x01", "\x1f", "\x7f", " ", "\xc3\xa8", "\xe2\x82\xac",
		"\xf0\x9f\x8e\xb2", "Zombie", "0" };
	size_t n = next(x) % 13, i;

	*buf = '\0';
	for (i = 0; i < n; i++)
		strcat(buf, pieces[next(x) % PB_NELEM(pieces)]);
	return (buf);
}

/* integer - small, negative, or at the ends of json_int_t */

static json_t *
integer(uint64_t *x)
{
	switch (next(x) % 6) {
	case 0: return (json_integer(INT64_MAX));
	case 1: return (json_integer(INT64_MIN));
	case 2: return (json_integer(-(json_int_t)(next(x) % 100000)));
	case 3: return (json_integer((json_int_t)(next(x) >> 1)));
	default: return (json_integer((json_int_t)(next(x) % 100)));
	}
}

/* tree - a random value, containers down to depth, of the first kinds
 * of the switch below (9: all; 5: objects, arrays, integers, strings,
 * what the writer writes) */

static json_t *
tree(uint64_t *x, int depth, unsigned kinds)
{
	static const char *const keys[] = { "", "a", "ab", "abc", "b", "B", "seat", "seats", "\xc3\xa8",
		"z\"", "\\", "a\n", "10", "9" };
	json_t                  *v;
	char                     buf[128];
	size_t                   n, i;

	switch (depth > 0 ? next(x) % kinds : 2 + next(x) % (kinds - 2)) {
	case 0:
		v = json_object();
		for (n = next(x) % 40, i = 0; i < n; i++)
			json_object_set_new(v,
			    next(x) % 2 ? keys[next(x) % PB_NELEM(keys)] : text(x, buf),
			    tree(x, depth - 1, kinds));
		return (v);
	case 1:
		v = json_array();
		for (n = next(x) % 8, i = 0; i < n; i++)
			json_array_append_new(v, tree(x, depth - 1, kinds));
		return (v);
	case 2: case 3: return (integer(x));
	case 4: return (json_string(text(x, buf)));
	case 5: return (json_real((double)(int64_t)next(x) / (double)(1 + next(x) % 1000)));
	case 6: return (json_true());
	case 7: return (json_false());
	default: return (json_null());
	}
}

/* root_of - the i-th root: an object or an array around a tree of the
 * first kinds (tree()), and empty containers in one of 14 */

static json_t *
root_of(int i, uint64_t *x, unsigned kinds)
{
	json_t *root = i % 2 ? json_object() : json_array();

	if (i % 2)
		json_object_set_new(root, "root", tree(x, 4, kinds));
	else
		json_array_append_new(root, tree(x, 4, kinds));
	if (i % 14 == 1) {
		json_object_set_new(root, "empty", json_object());
		json_object_set_new(root, "e", json_array());
	}
	return (root);
}

START_TEST(same_text)
{
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	json_t  *root;
	char    *want, *got;
	int      i;

	for (i = 0; i < 2000; i++) {
		root = root_of(i, &x, 9);
		want = json_dumps(root, JSON_COMPACT | JSON_SORT_KEYS);
		got = jdump_canonical(root);
		ck_assert_ptr_nonnull(want);
		ck_assert_msg(got != NULL && strcmp(got, want) == 0, "tree %d:\n%s\n%s", i, want, got);
		free(want);
		free(got);
		json_decref(root);
	}
}
END_TEST

START_TEST(same_ordered)
{
	const size_t flags = JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17);
	uint64_t     x = 0x9e3779b97f4a7c15ULL;
	json_t      *root;
	char        *want, *got;
	int          i;

	for (i = 0; i < 2000; i++) {
		root = root_of(i, &x, 9);
		want = json_dumps(root, flags);
		got = jdump_ordered(root);
		ck_assert_ptr_nonnull(want);
		ck_assert_msg(got != NULL && strcmp(got, want) == 0, "tree %d:\n%s\n%s", i, want, got);
		free(want);
		free(got);
		json_decref(root);
	}
	root = json_integer(1);
	ck_assert_ptr_null(jdump_ordered(root));
	json_decref(root);
}
END_TEST

START_TEST(same_pretty)
{
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	json_t  *root;
	char    *want, *got;
	int      i, n;

	for (i = 0; i < 2000; i++) {
		root = root_of(i, &x, 9);
		n = 1 + i % 4;
		want = json_dumps(root, JSON_INDENT(n) | JSON_SORT_KEYS);
		got = jdump_pretty(root, n);
		ck_assert_ptr_nonnull(want);
		ck_assert_msg(got != NULL && strcmp(got, want) == 0, "tree %d:\n%s\n%s", i, want, got);
		free(want);
		free(got);
		json_decref(root);
	}
	root = json_integer(1);
	ck_assert_ptr_null(jdump_pretty(root, 2));
	json_decref(root);
}
END_TEST

/* put - v to the writer, the members of each object in a random order
 * (integers, strings and containers: what a state holds) */

static void
put(struct jdump *j, const json_t *v, uint64_t *x)
{
	const char *keys[64];
	json_t     *m;
	const char *k, *t;
	size_t      n = 0, i, r;

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		json_object_foreach((json_t *)v, k, m)
			keys[n++] = k;
		for (i = n; i > 1; i--) { /* Fisher-Yates */
			r = next(x) % i;
			t = keys[i - 1];
			keys[i - 1] = keys[r];
			keys[r] = t;
		}
		jdump_open_object(j);
		for (i = 0; i < n; i++) {
			jdump_key(j, keys[i]);
			put(j, json_object_get(v, keys[i]), x);
		}
		jdump_close(j);
		break;
	case JSON_ARRAY:
		jdump_open_array(j);
		for (i = 0; i < json_array_size(v); i++)
			put(j, json_array_get(v, i), x);
		jdump_close(j);
		break;
	case JSON_STRING:
		jdump_put_str(j, json_string_value(v));
		break;
	default:
		jdump_put_int(j, json_integer_value(v));
	}
}

START_TEST(writer_text)
{
	struct jdump j;
	uint64_t     x = 0x9e3779b97f4a7c15ULL, y = 42;
	json_t      *root;
	char        *want, *fast, *got;
	int          i;

	for (i = 0; i < 2000; i++) {
		root = root_of(i, &x, 5);
		want = json_dumps(root, JSON_COMPACT | JSON_SORT_KEYS);
		fast = jdump_canonical(root);
		jdump_init(&j);
		put(&j, root, &y);
		got = jdump_text(&j);
		ck_assert_ptr_nonnull(want);
		ck_assert_msg(strcmp(got, want) == 0, "tree %d:\n%s\n%s", i, want, got);
		ck_assert_str_eq(got, fast);
		free(want);
		free(fast);
		free(got);
		json_decref(root);
	}
}
END_TEST

START_TEST(writer_shapes)
{
	struct jdump j;
	char        *got;

	/* In order: written as given. */
	jdump_init(&j);
	jdump_open_object(&j);
	jdump_key(&j, "a");
	jdump_put_int(&j, -1);
	jdump_key(&j, "b");
	jdump_open_array(&j);
	jdump_open_array(&j);
	jdump_close(&j);
	jdump_open_array(&j);
	jdump_put_int(&j, 2);
	jdump_put_str(&j, "x\"");
	jdump_close(&j);
	jdump_close(&j);
	jdump_key(&j, "c");
	jdump_open_object(&j);
	jdump_close(&j);
	jdump_close(&j);
	got = jdump_text(&j);
	ck_assert_str_eq(got, "{\"a\":-1,\"b\":[[],[2,\"x\\\"\"]],\"c\":{}}");
	free(got);
	/* Out of order, nested: each object sorted on its own. */
	jdump_init(&j);
	jdump_open_object(&j);
	jdump_key(&j, "z");
	jdump_open_object(&j);
	jdump_key(&j, "seats");
	jdump_put_int(&j, 1);
	jdump_key(&j, "seat");
	jdump_put_int(&j, 2);
	jdump_close(&j);
	jdump_key(&j, "a");
	jdump_put_int(&j, 3);
	jdump_close(&j);
	got = jdump_text(&j);
	ck_assert_str_eq(got, "{\"a\":3,\"z\":{\"seat\":2,\"seats\":1}}");
	free(got);
}
END_TEST

START_TEST(not_container)
{
	json_t *v = json_integer(1), *s = json_string("x");

	ck_assert_ptr_null(json_dumps(v, JSON_COMPACT | JSON_SORT_KEYS));
	ck_assert_ptr_null(jdump_canonical(v));
	ck_assert_ptr_null(jdump_canonical(s));
	ck_assert_ptr_null(jdump_canonical(NULL));
	json_decref(v);
	json_decref(s);
}
END_TEST

START_TEST(same_hash)
{
	unsigned char data[4200], h[crypto_hash_sha256_BYTES];
	uint64_t      x = 7;
	char         *got, *want;
	size_t        n;

	got = digest_hex("", 0);
	ck_assert_str_eq(got, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	free(got);
	got = digest_hex("abc", 3);
	ck_assert_str_eq(got, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	free(got);
	for (n = 0; n < sizeof(data); n++)
		data[n] = (unsigned char)next(&x);
	for (n = 0; n <= sizeof(data); n += n < 200 ? 1 : 97) {
		crypto_hash_sha256(h, data, n);
		want = pb_hex(h, sizeof(h));
		got = digest_hex(data, n);
		ck_assert_msg(strcmp(got, want) == 0, "%zu bytes: %s, not %s", n, got, want);
		free(got);
		free(want);
	}
}
END_TEST

Suite *
jdump_suite(void)
{
	Suite *s = suite_create("jdump");
	TCase *tc = tcase_create("jdump-1");

	tcase_add_test(tc, same_text);
	tcase_add_test(tc, same_ordered);
	tcase_add_test(tc, same_pretty);
	tcase_add_test(tc, not_container);
	tcase_add_test(tc, same_hash);
	suite_add_tcase(s, tc);
	tc = tcase_create("jdump-2");
	tcase_add_test(tc, writer_text);
	tcase_add_test(tc, writer_shapes);
	suite_add_tcase(s, tc);
	return (s);
}
