/*++
/* NAME
/*	check_toolkit 1
/* SUMMARY
/*	unit tests for the games' toolkit in core: decks, dice, seats and
/*	ballots, the INI pack loader, JSON state fields
/* SYNOPSIS
/*	tests/check_toolkit
/* DESCRIPTION
/*	One suite per module; each case carries a stable id, and a table
/*	case names its label on failure.  Test ids:
/*
/*	deck-1.1 .. 1.8	piles: push and pop order, pop of an empty deck
/*			panics, draw of an empty deck is -1, deal, put
/*			bottom, find and remove_at (order kept, a bad
/*			position panics), append empties its source,
/*			copy and clear.
/*	deck-2.1 .. 2.4	random: deck_shuffle() is pb_rng_shuffle() (same
/*			order, same bytes of the stream), refill with
/*			exclusions (the excluded stay in order, the rest
/*			are shuffled in with the same draws as a shuffle
/*			of them), refill with no exclusion, refill of an
/*			empty discard draws nothing.
/*	deck-2.5	deck_pick() is one pb_rng_below(n).
/*
/*	dice-1.1	die_d6 rolls as pb_rng_die(6), draw for draw.
/*	dice-1.2	a die of counts (Dead of Winter's exposure die,
/*			6/3/2/1 and others) rolls as the walk of the
/*			counts documented in dice.h, faces of count 0
/*			never shown.
/*	dice-1.3	a die of no side panics.
/*	dice-2.N	die_parse(): table of specs, good and bad, with
/*			the faces, counts and values read, and a bad spec
/*			leaves the die unchanged.
/*
/*	seats-1.N	seats_next() and seats_count(): a table of tables
/*			(seats, those out, from, direction) with the seat
/*			expected, checked against the rule spelled out
/*			(next_ref(): the next seat round the table not
/*			out, else the same seat).
/*	seats-2.1	every table of 1 to 6 seats, every set of seats
/*			out, every seat and direction, against the rule.
/*	seats-2.2	a direction other than +1 or -1 panics.
/*	seats-3.1	a ballot: open (voters due, the rest none, entries
/*			past nseats none), cast, choice, all in.
/*	seats-3.2	tally: weights, NULL weights, a tie at the top is
/*			-1, choices past nchoices are not counted.
/*	seats-3.3	tie-break: one seat due, its cast closes.
/*	seats-3.4	a cast by a seat that is not due panics.
/*	seats-3.5	the numbers saved in states: none 0, due 1,
/*			choice c is 2 + c.
/*
/*	packini-1.1	a pack of a toy game read by its tables: every
/*			kind of field, names in three languages, [pack],
/*			a continuation line, two types sharing an array,
/*			the game's data keys and sections, defaults.
/*	packini-1.2	the text of an empty pack reads as no card.
/*	packini-2.N	a table of bad packs, each with the exact message
/*			(FILE:LINE from the "[file NAME]" line, or "line N");
/*			a value too long may meet inih's line limit first,
/*			a syntax error.
/*	packini-3.1	packini_check_names(): a valid pack passes; a card
/*			without a name, an id twice, one name in two types
/*			fail with "[TYPE ID]: ..."; types sharing an array
/*			may share a name.
/*	packini-3.2	packini_where() and packini_card_line().
/*	packini-3.3	packini_free() of a half-read pack (the checked
/*			build finds any leak).
/*	packini-3.4	packini_names_clash() (a hash table) against the
/*			sort it replaced, on 5,000 random lists of names
/*			that differ by case, in 1 to 4 groups: the same
/*			answer, the list unchanged.
/*	packini-4.1	packini_lines() and inih's ini_parse_string() on
/*			20,000 random texts of INI pieces (sections, keys,
/*			comments inline and at a line's start, indented
/*			continuations, a BOM, CR LF, lines past inih's 200
/*			bytes, names past its 50): the same handler calls,
/*			the same first line in error.
/*
/*	jfield-1.1	a struct of ints, decks and a grid written by the
/*			tables: the exact canonical bytes.
/*	jfield-1.2	read back: equal fields, equal bytes again.
/*	jfield-2.N	a table of damaged texts (a member missing, of
/*			another type, an array of another length, a card
/*			out of its bound, a negative card): each refused.
/*	jfield-2.13	jfield_in_range() at its edges.
/*--*/

/* System. */
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <check.h>
#include <ini.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/dice.h"
#include "core/jfield.h"
#include "core/packini.h"
#include "core/pb.h"
#include "core/rng.h"
#include "core/seats.h"

/* Local. */
#include "testrun.h"

/* rng_of - a stream of a fixed test seed (bytes k, k+1, ...) */

static void
rng_of(struct pb_rng *r, int k)
{
	unsigned char seed[PB_SEED_LEN];
	int           i;

	for (i = 0; i < PB_SEED_LEN; i++)
		seed[i] = (unsigned char)(k + i);
	pb_rng_init(r, seed, 0);
}

/* deck_of - a deck holding cards 0..n-1, bottom first */

static void
deck_of(struct deck *d, int n)
{
	int i;

	memset(d, 0, sizeof(*d));
	for (i = 0; i < n; i++)
		deck_push(d, i);
}

/* deck_is - the deck holds exactly these cards, bottom first */

static void
deck_is(const struct deck *d, const int *want, int n)
{
	int i;

	ck_assert_int_eq(d->n, n);
	for (i = 0; i < n; i++)
		ck_assert_msg(d->v[i] == want[i], "position %d: %d, want %d", i, d->v[i], want[i]);
}

/* ---- deck-1: piles ------------------------------------------------------ */

/* deck-1.1: push puts on top, pop takes the top */

START_TEST(test_deck_push_pop)
{
	struct deck d = { 0 };
	int         i;

	for (i = 0; i < 100; i++)
		deck_push(&d, i * 3);
	ck_assert_int_eq(d.n, 100);
	ck_assert_int_ge(d.cap, 100);
	for (i = 99; i >= 0; i--)
		ck_assert_int_eq(deck_pop(&d), i * 3);
	ck_assert_int_eq(d.n, 0);
	deck_clear(&d);
}
END_TEST

/* deck-1.2: pop of an empty deck is a broken rule: pb_panic */

START_TEST(test_deck_pop_empty)
{
	struct deck d = { 0 };

	deck_pop(&d);
}
END_TEST

/* deck-1.3: draw takes the top, -1 when empty; deal moves the top card */

START_TEST(test_deck_draw_deal)
{
	struct deck      a, b = { 0 };
	static const int rest[] = { 0, 1, 2 }, got[] = { 4, 3 };

	deck_of(&a, 5);
	ck_assert_int_eq(deck_deal(&a, &b), 4);
	ck_assert_int_eq(deck_deal(&a, &b), 3);
	deck_is(&a, rest, 3);
	deck_is(&b, got, 2);
	ck_assert_int_eq(deck_draw(&a), 2);
	ck_assert_int_eq(deck_draw(&a), 1);
	ck_assert_int_eq(deck_draw(&a), 0);
	ck_assert_int_eq(deck_draw(&a), -1);
	ck_assert_int_eq(a.n, 0);
	deck_clear(&a);
	deck_clear(&b);
}
END_TEST

/* deck-1.4: put_bottom slides a card under the others */

START_TEST(test_deck_put_bottom)
{
	struct deck      d = { 0 };
	static const int want[] = { 7, 9, 0, 1 };

	deck_put_bottom(&d, 1); /* into an empty deck */
	deck_put_bottom(&d, 0);
	deck_put_bottom(&d, 9);
	deck_put_bottom(&d, 7);
	deck_is(&d, want, 4);
	ck_assert_int_eq(deck_pop(&d), 1);
	deck_clear(&d);
}
END_TEST

/* deck-1.5: find is the first copy; remove_at keeps the order */

START_TEST(test_deck_find_remove)
{
	struct deck      d;
	static const int want[] = { 0, 2, 3, 2 };

	deck_of(&d, 4);
	deck_push(&d, 2);
	ck_assert_int_eq(deck_find(&d, 2), 2);
	ck_assert_int_eq(deck_find(&d, 9), -1);
	deck_remove_at(&d, 1);
	deck_is(&d, want, 4);
	deck_remove_at(&d, 3); /* the top */
	deck_remove_at(&d, 0); /* the bottom */
	ck_assert_int_eq(d.n, 2);
	ck_assert_int_eq(d.v[0], 2);
	ck_assert_int_eq(d.v[1], 3);
	deck_clear(&d);
}
END_TEST

/* deck-1.6: remove_at outside the deck panics */

START_TEST(test_deck_remove_bad)
{
	struct deck d;

	deck_of(&d, 3);
	deck_remove_at(&d, 3);
}
END_TEST

/* deck-1.7: append puts src on top of dst in its order, src empty */

START_TEST(test_deck_append)
{
	struct deck      a, b;
	static const int want[] = { 0, 1, 0, 1, 2 };

	deck_of(&a, 2);
	deck_of(&b, 3);
	deck_append(&a, &b);
	deck_is(&a, want, 5);
	ck_assert_int_eq(b.n, 0);
	deck_append(&a, &b); /* an empty source changes nothing */
	deck_is(&a, want, 5);
	deck_clear(&a);
	deck_clear(&b);
}
END_TEST

/* deck-1.8: copy replaces dst's cards; clear empties for reuse */

START_TEST(test_deck_copy_clear)
{
	struct deck      a, b;
	static const int want[] = { 0, 1, 2 };

	deck_of(&a, 3);
	deck_of(&b, 7);
	deck_copy(&b, &a);
	deck_is(&b, want, 3);
	deck_clear(&a);
	ck_assert_ptr_null(a.v);
	ck_assert_int_eq(a.n, 0);
	ck_assert_int_eq(a.cap, 0);
	deck_push(&a, 5);
	ck_assert_int_eq(deck_pop(&a), 5);
	deck_clear(&a);
	deck_clear(&a); /* twice is harmless */
	deck_clear(&b);
}
END_TEST

/* ---- deck-2: shuffles ----------------------------------------------------- */

static const int shuffle_sizes[] = { 0, 1, 2, 13, 52, 200 };

/* deck-2.1: deck_shuffle is pb_rng_shuffle: same order, same stream */

START_TEST(test_deck_shuffle)
{
	struct pb_rng r1, r2;
	struct deck   d;
	int          *v, n = shuffle_sizes[_i], i;

	rng_of(&r1, 1);
	rng_of(&r2, 1);
	deck_of(&d, n);
	v = pb_calloc((size_t)n + 1, sizeof(int));
	for (i = 0; i < n; i++)
		v[i] = i;
	deck_shuffle(&d, &r1);
	pb_rng_shuffle(&r2, v, (size_t)n);
	deck_is(&d, v, n);
	ck_assert_uint_eq(pb_rng_pos(&r1), pb_rng_pos(&r2));
	ck_assert_uint_eq(pb_rng_pos(&r1), 4 * (uint64_t)(n > 1 ? n - 1 : 0)); /* no rejection */
	free(v);
	deck_clear(&d);
}
END_TEST

/* odd_out - exclusion of the test: odd cards stay out */

static int
odd_out(int card, const void *arg)
{
	ck_assert_ptr_null(arg);
	return (card % 2);
}

/* deck-2.2: refill: the excluded stay in discard in order; the rest
 * are moved bottom first and the deck shuffled as a whole */

START_TEST(test_deck_refill)
{
	struct pb_rng    r1, r2;
	struct deck      deck = { 0 }, discard, want = { 0 };
	static const int stay[] = { 1, 3, 5, 7, 9 };
	int              i;

	rng_of(&r1, 2);
	rng_of(&r2, 2);
	deck_push(&deck, 100); /* a card already in the deck is shuffled too */
	deck_push(&want, 100);
	deck_of(&discard, 10);
	for (i = 0; i < 10; i += 2)
		deck_push(&want, i);
	ck_assert_int_eq(deck_refill(&deck, &discard, odd_out, NULL, &r1), 5);
	deck_shuffle(&want, &r2);
	deck_is(&deck, want.v, want.n);
	deck_is(&discard, stay, 5);
	ck_assert_uint_eq(pb_rng_pos(&r1), pb_rng_pos(&r2));
	deck_clear(&deck);
	deck_clear(&discard);
	deck_clear(&want);
}
END_TEST

/* deck-2.3: refill with no exclusion moves every card */

START_TEST(test_deck_refill_all)
{
	struct pb_rng r1, r2;
	struct deck   deck = { 0 }, discard, want;

	rng_of(&r1, 3);
	rng_of(&r2, 3);
	deck_of(&discard, 20);
	deck_of(&want, 20);
	ck_assert_int_eq(deck_refill(&deck, &discard, NULL, NULL, &r1), 20);
	deck_shuffle(&want, &r2);
	deck_is(&deck, want.v, want.n);
	ck_assert_int_eq(discard.n, 0);
	deck_clear(&deck);
	deck_clear(&discard);
	deck_clear(&want);
}
END_TEST

/* deck-2.4: refill of an empty discard draws nothing from the stream */

START_TEST(test_deck_refill_empty)
{
	struct pb_rng r;
	struct deck   deck = { 0 }, discard = { 0 };

	rng_of(&r, 4);
	ck_assert_int_eq(deck_refill(&deck, &discard, NULL, NULL, &r), 0);
	ck_assert_int_eq(deck.n, 0);
	ck_assert_uint_eq(pb_rng_pos(&r), 0);
}
END_TEST

/* deck-2.5: deck_pick is one pb_rng_below(n) */

START_TEST(test_deck_pick)
{
	struct pb_rng r1, r2;
	struct deck   d;
	int           i;

	rng_of(&r1, 5);
	rng_of(&r2, 5);
	deck_of(&d, 7);
	for (i = 0; i < 1000; i++)
		ck_assert_int_eq(deck_pick(&d, &r1), (int)pb_rng_below(&r2, 7));
	ck_assert_uint_eq(pb_rng_pos(&r1), pb_rng_pos(&r2));
	deck_clear(&d);
}
END_TEST

/* deck_suite - deck-1 and deck-2 */

static Suite *
deck_suite(void)
{
	Suite *s = suite_create("deck");
	TCase *tc;

	tc = tcase_create("piles");
	tcase_add_test(tc, test_deck_push_pop);
	tcase_add_test_raise_signal(tc, test_deck_pop_empty, SIGABRT);
	tcase_add_test(tc, test_deck_draw_deal);
	tcase_add_test(tc, test_deck_put_bottom);
	tcase_add_test(tc, test_deck_find_remove);
	tcase_add_test_raise_signal(tc, test_deck_remove_bad, SIGABRT);
	tcase_add_test(tc, test_deck_append);
	tcase_add_test(tc, test_deck_copy_clear);
	suite_add_tcase(s, tc);

	tc = tcase_create("shuffles");
	tcase_add_loop_test(tc, test_deck_shuffle, 0, PB_NELEM(shuffle_sizes));
	tcase_add_test(tc, test_deck_refill);
	tcase_add_test(tc, test_deck_refill_all);
	tcase_add_test(tc, test_deck_refill_empty);
	tcase_add_test(tc, test_deck_pick);
	suite_add_tcase(s, tc);
	return (s);
}

/* ---- dice-1: rolls ------------------------------------------------------ */

/* dice-1.1: die_d6 is pb_rng_die(6), draw for draw */

START_TEST(test_die_d6)
{
	struct pb_rng r1, r2;
	int           i, seen[7] = { 0 }, v;

	rng_of(&r1, 6);
	rng_of(&r2, 6);
	ck_assert_int_eq(die_sides(&die_d6), 6);
	for (i = 0; i < 6000; i++) {
		v = die_roll_value(&die_d6, &r1);
		ck_assert_int_eq(v, pb_rng_die(&r2, 6));
		seen[v]++;
	}
	ck_assert_uint_eq(pb_rng_pos(&r1), pb_rng_pos(&r2));
	for (i = 1; i <= 6; i++)
		ck_assert_int_gt(seen[i], 0);
	ck_assert_int_eq(die_face(&die_d6, "4"), 3);
	ck_assert_int_eq(die_face(&die_d6, "7"), -1);
}
END_TEST

static const struct {
	const char *label;
	int         count[4];
} count_cases[] = {
	{ "exposure 6/3/2/1", { 6, 3, 2, 1 } },
	{ "no frostbite", { 6, 3, 0, 3 } },
	{ "bite only", { 0, 0, 0, 1 } },
	{ "no bite", { 5, 5, 2, 0 } },
	{ "blank only", { 9, 0, 0, 0 } },
};

/* walk - the face the documented algorithm picks for v */

static int
walk(const int *count, int n, int v)
{
	int face;

	for (face = 0; face < n - 1; face++) {
		if (v < count[face])
			break;
		v -= count[face];
	}
	return (face);
}

/* dice-1.2: a die of counts rolls as one pb_rng_below(total), walked */

START_TEST(test_die_counts)
{
	const int    *count = count_cases[_i].count;
	struct pb_rng r1, r2;
	struct die    d;
	int           i, face, total = count[0] + count[1] + count[2] + count[3];

	die_counts(&d, count, 4);
	ck_assert_int_eq(die_sides(&d), total);
	rng_of(&r1, 7);
	rng_of(&r2, 7);
	for (i = 0; i < 2000; i++) {
		face = die_roll(&d, &r1);
		ck_assert_msg(face == walk(count, 4, (int)pb_rng_below(&r2, (uint32_t)total)),
		    "%s: roll %d", count_cases[_i].label, i);
		ck_assert_msg(
		    count[face] > 0, "%s: face %d of no side", count_cases[_i].label, face);
		ck_assert_int_eq(d.value[face], face);
	}
	ck_assert_uint_eq(pb_rng_pos(&r1), pb_rng_pos(&r2));
}
END_TEST

/* dice-1.3: a die with no side is a broken rule */

START_TEST(test_die_no_side)
{
	static const int none[3] = { 0, 0, 0 };
	struct pb_rng    r;
	struct die       d;

	rng_of(&r, 8);
	die_counts(&d, none, 3);
	die_roll(&d, &r);
}
END_TEST

/* ---- dice-2: die_parse ---------------------------------------------------- */

static const struct {
	const char *label;
	const char *spec;
	int         ok;
	int         nfaces;
	const char *names; /* the faces' names, space-separated */
	int         count[6];
	int         value[6];
} parse_cases[] = {
	{ "exposure", "blank*6, wound*3, frostbite*2, bite", 1, 4, "blank wound frostbite bite",
	    { 6, 3, 2, 1 }, { 0, 1, 2, 3 } },
	{ "d6", "1 2 3 4 5 6", 1, 6, "1 2 3 4 5 6", { 1, 1, 1, 1, 1, 1 }, { 1, 2, 3, 4, 5, 6 } },
	{ "numbers", "+1*2,+2*2, 0 -1", 1, 4, "+1 +2 0 -1", { 2, 2, 1, 1 }, { 1, 2, 0, -1 } },
	{ "a face of count 0", "hit*0 miss", 1, 2, "hit miss", { 0, 1 }, { 0, 1 } },
	{ "tabs", "a\tb*3", 1, 2, "a b", { 1, 3 }, { 0, 1 } },
	{ "empty", "", 0, 0, "", { 0 }, { 0 } },
	{ "separators only", " , ,", 0, 0, "", { 0 }, { 0 } },
	{ "no side", "a*0 b*0", 0, 0, "", { 0 }, { 0 } },
	{ "upper case", "Blank", 0, 0, "", { 0 }, { 0 } },
	{ "bad count", "blank*x", 0, 0, "", { 0 }, { 0 } },
	{ "negative count", "blank*-1", 0, 0, "", { 0 }, { 0 } },
	{ "count too big", "blank*101", 0, 0, "", { 0 }, { 0 } },
	{ "count missing", "blank*", 0, 0, "", { 0 }, { 0 } },
	{ "name missing", "*3", 0, 0, "", { 0 }, { 0 } },
	{ "name too long", "abcdefghijklmnop", 0, 0, "", { 0 }, { 0 } },
	{ "named twice", "a b a", 0, 0, "", { 0 }, { 0 } },
	{ "too many faces", "a b c d e f g h i j k l m n o p q r s t u", 0, 0, "", { 0 }, { 0 } },
};

/* dice-2.N: one spec */

START_TEST(test_die_parse)
{
	struct die    d, before;
	struct pb_err err;
	char          names[200], *tok, *save;
	int           i;
	enum pb_rc    rc;

	memset(&err, 0, sizeof(err));
	die_counts(&d, (const int[]){ 1, 2 }, 2);
	before = d;
	rc = die_parse(&d, parse_cases[_i].spec, &err);
	if (!parse_cases[_i].ok) {
		ck_assert_msg(rc == PB_EDATA, "%s: accepted", parse_cases[_i].label);
		ck_assert_msg(
		    memcmp(&d, &before, sizeof(d)) == 0, "%s: die changed", parse_cases[_i].label);
		ck_assert_msg(err.msg[0] != '\0', "%s: no message", parse_cases[_i].label);
		return;
	}
	ck_assert_msg(rc == PB_OK, "%s: %s", parse_cases[_i].label, err.msg);
	ck_assert_int_eq(d.nfaces, parse_cases[_i].nfaces);
	snprintf(names, sizeof(names), "%s", parse_cases[_i].names);
	for (i = 0, tok = strtok_r(names, " ", &save); tok; tok = strtok_r(NULL, " ", &save), i++) {
		ck_assert_str_eq(d.name[i], tok);
		ck_assert_int_eq(die_face(&d, tok), i);
		ck_assert_int_eq(d.count[i], parse_cases[_i].count[i]);
		ck_assert_int_eq(d.value[i], parse_cases[_i].value[i]);
	}
	ck_assert_int_eq(i, d.nfaces);
}
END_TEST

/* dice_suite - dice-1 and dice-2 */

static Suite *
dice_suite(void)
{
	Suite *s = suite_create("dice");
	TCase *tc;

	tc = tcase_create("rolls");
	tcase_add_test(tc, test_die_d6);
	tcase_add_loop_test(tc, test_die_counts, 0, PB_NELEM(count_cases));
	tcase_add_test_raise_signal(tc, test_die_no_side, SIGABRT);
	suite_add_tcase(s, tc);

	tc = tcase_create("parse");
	tcase_add_loop_test(tc, test_die_parse, 0, PB_NELEM(parse_cases));
	suite_add_tcase(s, tc);
	return (s);
}

/* ---- seats-1: the order round the table ------------------------------------ */

static const struct {
	const char *label;
	int         nseats;
	unsigned    out;
	int         from, dir, want;
} next_cases[] = {
	{ "left of 1", 4, 0, 1, SEATS_CLOCKWISE, 2 },
	{ "left of the last", 4, 0, 4, SEATS_CLOCKWISE, 1 },
	{ "right of 1", 4, 0, 1, SEATS_ANTICLOCKWISE, 4 },
	{ "right of 3", 4, 0, 3, SEATS_ANTICLOCKWISE, 2 },
	{ "skip one out", 5, 1u << 3, 2, SEATS_CLOCKWISE, 4 },
	{ "skip two out, wrap", 5, 1u << 5 | 1u << 1, 4, SEATS_CLOCKWISE, 2 },
	{ "skip out, right, wrap", 5, 1u << 1 | 1u << 5, 2, SEATS_ANTICLOCKWISE, 4 },
	{ "all others out", 3, 1u << 1 | 1u << 3, 2, SEATS_CLOCKWISE, 2 },
	{ "from a seat out", 4, 1u << 2, 2, SEATS_CLOCKWISE, 3 },
	{ "two seats", 2, 0, 2, SEATS_CLOCKWISE, 1 },
	{ "one seat", 1, 0, 1, SEATS_ANTICLOCKWISE, 1 },
	{ "every seat out", 3, 0xe, 1, SEATS_CLOCKWISE, 1 },
};

/* next_ref - the rule, spelled out: walk round the table one by one */

static int
next_ref(int nseats, unsigned out, int seat, int dir)
{
	int k = seat, i;

	for (i = 0; i < nseats; i++) {
		k += dir;
		if (k > nseats)
			k = 1;
		if (k < 1)
			k = nseats;
		if (!(out & (1u << k)))
			return (k);
	}
	return (seat);
}

/* seats-1.N: one case of the table */

START_TEST(test_seats_next)
{
	int n = next_cases[_i].nseats, k, c = 0;

	ck_assert_msg(seats_next(n, next_cases[_i].out, next_cases[_i].from, next_cases[_i].dir)
	        == next_cases[_i].want,
	    "%s: %d", next_cases[_i].label,
	    seats_next(n, next_cases[_i].out, next_cases[_i].from, next_cases[_i].dir));
	ck_assert_int_eq(next_cases[_i].want,
	    next_ref(n, next_cases[_i].out, next_cases[_i].from, next_cases[_i].dir));
	for (k = 1; k <= n; k++)
		c += !(next_cases[_i].out & (1u << k));
	ck_assert_int_eq(seats_count(n, next_cases[_i].out), c);
}
END_TEST

/* seats-2.1: every table of up to 6 seats, every mask, against the rule */

START_TEST(test_seats_next_all)
{
	unsigned out;
	int      n, k, dir;

	for (n = 1; n <= 6; n++)
		for (out = 0; out < 1u << (n + 1); out += 2)
			for (k = 1; k <= n; k++)
				for (dir = -1; dir <= 1; dir += 2)
					ck_assert_int_eq(
					    seats_next(n, out, k, dir), next_ref(n, out, k, dir));
}
END_TEST

/* seats-2.2: a direction of 2 is a bug of the caller */

START_TEST(test_seats_bad_dir)
{
	seats_next(4, 0, 1, 2);
}
END_TEST

/* ---- seats-3: sealed ballots -------------------------------------------- */

/* seats-3.1: open, cast, all in */

START_TEST(test_seats_ballot)
{
	int box[8], k;

	for (k = 0; k < 8; k++)
		box[k] = 99;
	seats_vote_open(box, 8, 5, 1u << 1 | 1u << 3 | 1u << 4 | 1u << 7);
	ck_assert_int_eq(box[0], SEATS_NONE);
	ck_assert_int_eq(box[2], SEATS_NONE);
	ck_assert_int_eq(box[5], SEATS_NONE);
	ck_assert_int_eq(box[7], SEATS_NONE); /* past nseats */
	ck_assert(seats_vote_due(box, 1) && seats_vote_due(box, 3) && seats_vote_due(box, 4));
	ck_assert(!seats_vote_due(box, 2));
	ck_assert_int_eq(seats_vote_choice(box, 1), -1);
	seats_vote_cast(box, 3, 1);
	seats_vote_cast(box, 1, 0);
	ck_assert(!seats_vote_all_in(box, 5));
	ck_assert_int_eq(seats_vote_choice(box, 3), 1);
	ck_assert(!seats_vote_due(box, 3));
	seats_vote_cast(box, 4, 4);
	ck_assert(seats_vote_all_in(box, 5));
	ck_assert_int_eq(seats_vote_choice(box, 4), 4);
}
END_TEST

/* seats-3.2: tally */

START_TEST(test_seats_tally)
{
	int box[6], w[6] = { 0, 3, 1, 1, 1, 1 }, n[3];

	seats_vote_open(box, 6, 5, ~0u);
	seats_vote_cast(box, 1, 0);
	seats_vote_cast(box, 2, 1);
	seats_vote_cast(box, 3, 1);
	seats_vote_cast(box, 4, 2);
	/* seat 5 still due: not counted */
	ck_assert_int_eq(seats_vote_tally(box, 5, NULL, n, 3), 1);
	ck_assert_int_eq(n[0], 1);
	ck_assert_int_eq(n[1], 2);
	ck_assert_int_eq(n[2], 1);
	ck_assert_int_eq(seats_vote_tally(box, 5, w, n, 3), 0); /* seat 1 counts 3 */
	ck_assert_int_eq(n[0], 3);
	ck_assert_int_eq(seats_vote_tally(box, 5, NULL, n, 1), 0); /* choices past 1 ignored */
	ck_assert_int_eq(n[0], 1);
	w[1] = 2;
	ck_assert_int_eq(seats_vote_tally(box, 5, w, n, 3), -1); /* 2 against 2 */
	seats_vote_open(box, 6, 5, 0);
	ck_assert_int_eq(seats_vote_tally(box, 5, NULL, n, 2), -1); /* nobody: 0 to 0 */
}
END_TEST

/* seats-3.3: the tie-breaker alone is due */

START_TEST(test_seats_tiebreak)
{
	int box[6], k;

	seats_vote_open(box, 6, 5, ~0u);
	for (k = 1; k <= 4; k++)
		seats_vote_cast(box, k, k % 2);
	seats_vote_tiebreak(box, 6, 5);
	for (k = 0; k < 5; k++)
		ck_assert_int_eq(box[k], SEATS_NONE);
	ck_assert(seats_vote_due(box, 5));
	ck_assert(!seats_vote_all_in(box, 5));
	seats_vote_cast(box, 5, 0);
	ck_assert(seats_vote_all_in(box, 5));
	ck_assert_int_eq(seats_vote_tally(box, 5, NULL, (int[2]){ 0 }, 2), 0);
}
END_TEST

/* seats-3.4: a seat that is not due cannot cast */

START_TEST(test_seats_cast_not_due)
{
	int box[4];

	seats_vote_open(box, 4, 3, 1u << 1);
	seats_vote_cast(box, 2, 0);
}
END_TEST

/* seats-3.5: the numbers states keep */

START_TEST(test_seats_numbers)
{
	int box[3];

	ck_assert_int_eq(SEATS_NONE, 0);
	ck_assert_int_eq(SEATS_DUE, 1);
	seats_vote_open(box, 3, 2, ~0u);
	ck_assert_int_eq(box[1], 1);
	seats_vote_cast(box, 1, 0);
	seats_vote_cast(box, 2, 1);
	ck_assert_int_eq(box[1], 2); /* Dead of Winter's "yes" */
	ck_assert_int_eq(box[2], 3); /* and "no" */
}
END_TEST

/* seats_suite - seats-1 to seats-3 */

static Suite *
seats_suite(void)
{
	Suite *s = suite_create("seats");
	TCase *tc;

	tc = tcase_create("order");
	tcase_add_loop_test(tc, test_seats_next, 0, PB_NELEM(next_cases));
	tcase_add_test(tc, test_seats_next_all);
	tcase_add_test_raise_signal(tc, test_seats_bad_dir, SIGABRT);
	suite_add_tcase(s, tc);

	tc = tcase_create("ballots");
	tcase_add_test(tc, test_seats_ballot);
	tcase_add_test(tc, test_seats_tally);
	tcase_add_test(tc, test_seats_tiebreak);
	tcase_add_test_raise_signal(tc, test_seats_cast_not_due, SIGABRT);
	tcase_add_test(tc, test_seats_numbers);
	suite_add_tcase(s, tc);
	return (s);
}

/* ---- packini: a toy game -------------------------------------------------- */

struct toy_card {
	char    *id;
	char    *name;
	char    *name_it;
	char    *name_es;
	char    *text;
	int      power;
	int      fast;
	int      colour;
	unsigned tags;
	int      kind; /* set by the type: hero 0, villain 1 */
};

struct toy_pack {
	char            *name;
	char            *version;
	struct toy_card *cards;
	int              ncards;
	struct toy_card *people;
	int              npeople;
	int              room[4]; /* [room N] size, N 1..3 */
	struct pb_buf    data;    /* the data keys, as the game saw them */
};

static const char *const colours[] = { "red", "green", NULL };
static const char *const tags[] = { "a", "b", "c", NULL };

static const struct packini_field toy_names[] = {
	{ "name", offsetof(struct toy_card, name), PACKINI_STR, 0, 0, NULL },
	{ "name_it", offsetof(struct toy_card, name_it), PACKINI_STR, 0, 0, NULL },
	{ "name_es", offsetof(struct toy_card, name_es), PACKINI_STR, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, NULL },
};
static const struct packini_field card_fields[] = {
	{ "text", offsetof(struct toy_card, text), PACKINI_STR, 0, 0, NULL },
	{ "power", offsetof(struct toy_card, power), PACKINI_INT, -5, 10, NULL },
	{ "fast", offsetof(struct toy_card, fast), PACKINI_BOOL, 0, 0, NULL },
	{ "colour", offsetof(struct toy_card, colour), PACKINI_WORD, 0, 0, colours },
	{ "tags", offsetof(struct toy_card, tags), PACKINI_FLAGS, 0, 0, tags },
	{ NULL, 0, 0, 0, 0, NULL },
};
static const struct packini_field people_fields[] = {
	{ "text", offsetof(struct toy_card, text), PACKINI_STR, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, NULL },
};
static const struct packini_type toy_types[] = {
	{ "card", card_fields, sizeof(struct toy_card), offsetof(struct toy_pack, cards),
	    offsetof(struct toy_pack, ncards), 7 },
	{ "hero", people_fields, sizeof(struct toy_card), offsetof(struct toy_pack, people),
	    offsetof(struct toy_pack, npeople), 0 },
	{ "villain", people_fields, sizeof(struct toy_card), offsetof(struct toy_pack, people),
	    offsetof(struct toy_pack, npeople), 1 },
};

/* toy_card_new - defaults: power 1, the kind of a person */

static void
toy_card_new(void *pack, const struct packini_type *t, void *card)
{
	(void)pack;
	((struct toy_card *)card)->power = 1;
	((struct toy_card *)card)->kind = t->tag;
}

/* toy_data_key - "rule" is the game's own key, for cards only */

static int
toy_data_key(const struct packini_type *t, const char *key)
{
	return (t->tag == 7 && strcmp(key, "rule") == 0);
}

/* toy_data_set - note what the game was given */

static void
toy_data_set(void *pack, const struct packini_type *t, int card, const char *key, const char *value,
    int cont)
{
	pb_buf_printf(&((struct toy_pack *)pack)->data, "%s %d %s%s=%s;", t->word, card, key,
	    cont ? "+" : "", value);
}

/* toy_section - "[room N]", N 1 to 3 */

static int
toy_section(void *pack, const char *section, struct pb_err *err)
{
	(void)pack;
	if (strncmp(section, "room ", 5) != 0)
		return (-1);
	if (strlen(section) != 6 || section[5] < '1' || section[5] > '3') {
		pb_err_set(err, PB_EDATA, "[%s]: rooms are 1 to 3", section);
		return (0);
	}
	return (1);
}

/* toy_section_key - "size = N" of a room */

static int
toy_section_key(
    void *pack, const char *section, const char *key, const char *value, struct pb_err *err)
{
	if (strcmp(key, "size") != 0) {
		pb_err_set(err, PB_EDATA, "[%s]: unknown key %s", section, key);
		return (0);
	}
	((struct toy_pack *)pack)->room[section[5] - '0'] = atoi(value);
	return (1);
}

static const struct packini_game toy_game = {
	toy_types,
	PB_NELEM(toy_types),
	toy_names,
	offsetof(struct toy_card, id),
	offsetof(struct toy_card, name),
	offsetof(struct toy_pack, name),
	offsetof(struct toy_pack, version),
	toy_card_new,
	toy_data_key,
	toy_data_set,
	toy_section,
	toy_section_key,
	0, /* no [pack] rules */
	0,
};

/* toy_free - the pack of the toy game */

static void
toy_free(struct toy_pack *p)
{
	packini_free(&toy_game, p);
	pb_buf_free(&p->data);
	memset(p, 0, sizeof(*p));
}

static const char toy_text[] = "[file pack.ini]\n"
                               "[pack]\n"
                               "name = Toy\n"
                               "version = 2\n"
                               "license = for people\n"
                               "[file cards.ini]\n"
                               "[card sword]\n"
                               "name = Sword\n"
                               "name_it = Spada\n"
                               "name_es = Espada\n"
                               "text = Cuts\n"
                               "  deep and\n"
                               "  clean.\n"
                               "power = -5\n"
                               "fast = Yes\n"
                               "colour = GREEN\n"
                               "tags = c, a\n"
                               "rule = hit 1\n"
                               "  twice\n"
                               "[card shield]\n"
                               "name = Shield\n"
                               "fast = 0\n"
                               "[room 2]\n"
                               "size = 9\n"
                               "[hero ann]\n"
                               "name = Ann\n"
                               "[villain bob]\n"
                               "name = Bob\n"
                               "text = Boo\n";

/* packini-1.1: the toy pack, read */

START_TEST(test_packini_read)
{
	struct toy_pack p;
	struct pb_err   err;

	memset(&p, 0, sizeof(p));
	pb_buf_init(&p.data);
	ck_assert_msg(packini_parse(toy_text, &toy_game, &p, &err) == PB_OK, "%s", err.msg);
	ck_assert_str_eq(p.name, "Toy");
	ck_assert_str_eq(p.version, "2");
	ck_assert_int_eq(p.ncards, 2);
	ck_assert_str_eq(p.cards[0].id, "sword");
	ck_assert_str_eq(p.cards[0].name, "Sword");
	ck_assert_str_eq(p.cards[0].name_it, "Spada");
	ck_assert_str_eq(p.cards[0].name_es, "Espada");
	ck_assert_str_eq(p.cards[0].text, "Cuts deep and clean.");
	ck_assert_int_eq(p.cards[0].power, -5);
	ck_assert_int_eq(p.cards[0].fast, 1);
	ck_assert_int_eq(p.cards[0].colour, 1);
	ck_assert_uint_eq(p.cards[0].tags, 1u << 0 | 1u << 2);
	ck_assert_str_eq(p.data.s, "card 0 rule=hit 1;card 0 rule+=twice;");
	ck_assert_int_eq(p.cards[1].power, 1); /* the default */
	ck_assert_int_eq(p.cards[1].fast, 0);
	ck_assert_ptr_null(p.cards[1].text);
	ck_assert_ptr_null(p.cards[1].name_it);
	ck_assert_int_eq(p.room[2], 9);
	ck_assert_int_eq(p.npeople, 2); /* one array for two types */
	ck_assert_str_eq(p.people[0].id, "ann");
	ck_assert_int_eq(p.people[0].kind, 0);
	ck_assert_str_eq(p.people[1].name, "Bob");
	ck_assert_int_eq(p.people[1].kind, 1);
	ck_assert_str_eq(p.people[1].text, "Boo");
	ck_assert_int_eq(packini_count(&toy_game, &p, 2), 2);
	ck_assert_ptr_eq(packini_card(&toy_game, &p, 2, 1), &p.people[1]);
	ck_assert_int_eq(packini_check_names(&toy_game, &p, &err), PB_OK);
	toy_free(&p);
}
END_TEST

/* packini-1.2: no card at all */

START_TEST(test_packini_empty)
{
	struct toy_pack p;
	struct pb_err   err;

	memset(&p, 0, sizeof(p));
	ck_assert_int_eq(packini_parse("", &toy_game, &p, &err), PB_OK);
	ck_assert_int_eq(p.ncards + p.npeople, 0);
	ck_assert_ptr_null(p.name);
	ck_assert_int_eq(packini_parse("[file a.ini]\n; a comment\n", &toy_game, &p, &err), PB_OK);
	toy_free(&p);
}
END_TEST

static const struct {
	const char *label;
	const char *text;
	const char *msg;
} bad_packs[] = {
	{ "unknown key", "[file a.ini]\n[card x]\nname = X\ncolour = red\nsmell = bad\n",
	    "a.ini:4: [card x]: unknown key smell" },
	{ "unknown key of a type", "[hero x]\npower = 2\n", "line 2: [hero x]: unknown key power" },
	{ "int too small", "[file a.ini]\n[card x]\npower = -6\n",
	    "a.ini:2: [card x]: bad value for power: \"-6\"" },
	{ "int too big", "[card x]\npower = 11\n",
	    "line 2: [card x]: bad value for power: \"11\"" },
	{ "int not a number", "[card x]\npower = 3x\n",
	    "line 2: [card x]: bad value for power: \"3x\"" },
	{ "int empty", "[card x]\npower =\n", "line 2: [card x]: bad value for power: \"\"" },
	{ "bool", "[card x]\nfast = maybe\n", "line 2: [card x]: bad value for fast: \"maybe\"" },
	{ "word", "[card x]\ncolour = blue\n", "line 2: [card x]: bad value for colour: \"blue\"" },
	{ "flags", "[card x]\ntags = a, d\n", "line 2: [card x]: bad value for tags: \"a, d\"" },
	{ "flags are exact", "[card x]\ntags = A\n",
	    "line 2: [card x]: bad value for tags: \"A\"" },
	{ "key outside a card", "[file b.ini]\nname = X\n",
	    "b.ini:1: key name outside a card section" },
	{ "key in [file]", "[card x]\nname = X\n[file b.ini]\nname = Y\n",
	    "b.ini:1: key name outside a card section" },
	{ "no id", "[card]\nname = X\n",
	    "line 2: section [card] is not [TYPE ID] with ID in a-z, 0-9 and -" },
	{ "upper-case id", "[card X]\nname = X\n",
	    "line 2: section [card X] is not [TYPE ID] with ID in a-z, 0-9 and -" },
	{ "unknown type", "[file c.ini]\n\n[spell x]\nname = X\n",
	    "c.ini:3: unknown card type in [spell x]" },
	{ "syntax", "[file c.ini]\n[card x]\nname = X\nno equals sign\n", "c.ini:3: syntax error" },
	{ "too long", NULL, "line 2: [card x]: text is too long" },
	{ "data too long", NULL, "line 2: [card x]: rule is too long" },
	{ "the game refuses a section", "[file d.ini]\n[room 4]\nsize = 1\n",
	    "d.ini:2: [room 4]: rooms are 1 to 3" },
	{ "the game refuses a key", "[room 1]\nwidth = 1\n",
	    "line 2: [room 1]: unknown key width" },
	{ "the first error only", "[card x]\nsmell = 1\n[card y]\ntaste = 2\n",
	    "line 2: [card x]: unknown key smell" },
	{ "files counted apart",
	    "[file a.ini]\n[card x]\nname = X\n[file b.ini]\n[card y]\nzz = 1\n",
	    "b.ini:2: [card y]: unknown key zz" },
};

/* packini-2.N: one bad pack, its message */

START_TEST(test_packini_bad)
{
	struct toy_pack p;
	struct pb_err   err;
	char           *text = NULL, *big;

	memset(&p, 0, sizeof(p));
	pb_buf_init(&p.data);
	if (bad_packs[_i].text == NULL) { /* a value of PACKINI_MAXVALUE + 1 bytes */
		big = pb_malloc(PACKINI_MAXVALUE + 2);
		memset(big, 'x', PACKINI_MAXVALUE + 1);
		big[PACKINI_MAXVALUE + 1] = '\0';
		text = pb_asprintf("[card x]\n%s = %s\n",
		    strstr(bad_packs[_i].msg, "rule") ? "rule" : "text", big);
		free(big);
	}
	ck_assert_int_eq(
	    packini_parse(text ? text : bad_packs[_i].text, &toy_game, &p, &err), PB_EDATA);
	/* A value longer than PACKINI_MAXVALUE: inih's own line limit may
	 * refuse the line first (a syntax error); either way, refused. */
	if (text != NULL && strstr(err.msg, "syntax error") != NULL)
		ck_assert_msg(strncmp(err.msg, "line ", 5) == 0, "%s", err.msg);
	else
		ck_assert_msg(strcmp(err.msg, bad_packs[_i].msg) == 0, "%s: \"%s\"",
		    bad_packs[_i].label, err.msg);
	toy_free(&p);
	free(text);
}
END_TEST

static const struct {
	const char *label;
	const char *text;
	const char *msg;
} bad_names[] = {
	{ "no name", "[card x]\npower = 2\n", "[card x]: has no name" },
	{ "empty name", "[card x]\nname =\n", "[card x]: has no name" },
	{ "id twice", "[card x]\nname = X\n[card y]\nname = Y\n[card x]\nname = Z\n",
	    "[card x]: id used twice" },
	{ "one name, two types", "[card x]\nname = Ann\n[hero ann]\nname = ANN\n",
	    "[hero ann]: its name is also a card of another type" },
	{ "shared array, one name", "[hero a]\nname = Ann\n[villain b]\nname = Ann\n", NULL },
	{ "same header twice in a row is one card", "[card x]\nname = X\n[card x]\npower = 2\n",
	    NULL },
};

/* packini-3.1: names present, ids unique, no clash */

START_TEST(test_packini_names)
{
	struct toy_pack p;
	struct pb_err   err;
	enum pb_rc      rc;

	memset(&p, 0, sizeof(p));
	pb_buf_init(&p.data);
	ck_assert_msg(packini_parse(bad_names[_i].text, &toy_game, &p, &err) == PB_OK, "%s: %s",
	    bad_names[_i].label, err.msg);
	rc = packini_check_names(&toy_game, &p, &err);
	if (bad_names[_i].msg == NULL)
		ck_assert_msg(rc == PB_OK, "%s: %s", bad_names[_i].label, err.msg);
	else {
		ck_assert_int_eq(rc, PB_EDATA);
		ck_assert_msg(strcmp(err.msg, bad_names[_i].msg) == 0, "%s: \"%s\"",
		    bad_names[_i].label, err.msg);
	}
	toy_free(&p);
}
END_TEST

/* packini-3.2: FILE:LINE and the line of a card or key */

START_TEST(test_packini_lines)
{
	char *w;

	w = packini_where(toy_text, 8);
	ck_assert_str_eq(w, "cards.ini:2"); /* name = Sword */
	free(w);
	w = packini_where(toy_text, 3);
	ck_assert_str_eq(w, "pack.ini:2");
	free(w);
	w = packini_where("[card x]\nname = X\n", 2);
	ck_assert_str_eq(w, "line 2");
	free(w);
	ck_assert_int_eq(packini_card_line(toy_text, "card", "sword", ""), 7);
	ck_assert_int_eq(packini_card_line(toy_text, "card", "sword", "rule"), 18);
	ck_assert_int_eq(packini_card_line(toy_text, "card", "shield", "fast"), 22);
	ck_assert_int_eq(packini_card_line(toy_text, "card", "shield", "rule"), 0);
	ck_assert_int_eq(packini_card_line(toy_text, "card", "axe", ""), 0);
	ck_assert_int_eq(packini_card_line(toy_text, "hero", "ann", "name"), 26);
}
END_TEST

/* packini-3.3: free of a pack read half-way */

START_TEST(test_packini_free_half)
{
	struct toy_pack p;
	struct pb_err   err;

	memset(&p, 0, sizeof(p));
	pb_buf_init(&p.data);
	ck_assert_int_eq(packini_parse("[pack]\nname = T\n[hero a]\nname = A\ntext = x\n"
	                               "[card b]\nname = B\ntext = y\npower = 99\n",
	                     &toy_game, &p, &err),
	    PB_EDATA);
	ck_assert_int_eq(p.ncards, 1);
	toy_free(&p);
	ck_assert_ptr_null(p.cards);
	packini_free(&toy_game, NULL);
}
END_TEST

/* packini-3.4: the names' clash, against the sort it replaced */

static int
ref_named_cmp(const void *a, const void *b)
{
	return (strcasecmp(
	    ((const struct packini_named *)a)->name, ((const struct packini_named *)b)->name));
}

/* ref_clash - the sorted check packini_names_clash() was until session
 * 32: sort by name (stable), then a name of another group in a run of
 * equal names is a clash */

static int
ref_clash(const struct packini_named *v, size_t n)
{
	struct packini_named *w = pb_calloc(n ? n : 1, sizeof(*w));
	size_t                k, first;
	int                   clash = 0;

	memcpy(w, v, n * sizeof(*w));
	qsort(w, n, sizeof(*w), ref_named_cmp);
	for (first = 0, k = 1; k < n && !clash; k++)
		if (ref_named_cmp(&w[first], &w[k]) != 0)
			first = k;
		else
			clash = w[k].group != w[first].group;
	free(w);
	return (clash);
}

START_TEST(test_packini_clash)
{
	static const char *const names[] = { "Fuel", "fuel", "FUEL", "Gas", "gas", "Ashley Ross",
		"ashley ross", "Benzina", "benzina ", "Año", "AÑO", "año", "a", "A", "", "b" };
	struct packini_named     v[40], copy[40];
	uint32_t                 seed = 32;
	size_t                   n, k;
	int                      i, groups, clashes = 0, want;

	for (i = 0; i < 5000; i++) {
		seed = seed * 1103515245u + 12345u;
		n = (seed >> 16) % 40;
		groups = 1 + (int)(seed >> 8) % 4;
		for (k = 0; k < n; k++) {
			seed = seed * 1103515245u + 12345u;
			v[k].name = names[(seed >> 16) % PB_NELEM(names)];
			v[k].group = (seed >> 8) % (unsigned)groups;
		}
		memcpy(copy, v, sizeof(v));
		want = ref_clash(v, n);
		clashes += want;
		ck_assert_msg(
		    packini_names_clash(v, n) == want, "list %d: clash %d expected", i, want);
		ck_assert(memcmp(copy, v, sizeof(v)) == 0);
	}
	ck_assert_int_gt(clashes, 500); /* both answers were tried */
	ck_assert_int_lt(clashes, 4500);
}
END_TEST

/* packini-4.1: packini_lines() reads as inih does */

static const char *const ini_pieces[] = { "[", "]", "[card x]", "[pack]", "name",
	"key_with_a_name_longer_than_the_fifty_bytes_inih_keeps", "=", " = ", ":", " ;c", ";", "#",
	" ", "\t", "\n", "\n  ", "\r\n", "\n\t", "value", "\xef\xbb\xbf", "\v", "a;b", " ]x",
	"==", "\n[file a.ini]\n" };

/* ini_log - a handler that writes its calls into a buffer */

static int
ini_log(void *arg, const char *section, const char *name, const char *value)
{
	pb_buf_printf(arg, "[%s] {%s} = {%s}\n", section, name, value);
	return (strcmp(name, "stop") != 0 && strcmp(value, "==") != 0);
}

/* ini_random - a text of INI pieces and runs of letters, from *seed */

static void
ini_random(struct pb_buf *b, uint32_t *seed)
{
	int i, n, run;

	b->len = 0;
	pb_buf_add(b, "", 0);
	*seed = *seed * 1103515245u + 12345u;
	n = (int)(*seed >> 16) % 60;
	for (i = 0; i < n; i++) {
		*seed = *seed * 1103515245u + 12345u;
		if ((*seed >> 16) % 30 == 0)
			for (run = 140 + (int)(*seed >> 8) % 140; run > 0; run--)
				pb_buf_add(b, &"abc"[run % 3], 1);
		else
			pb_buf_puts(b, ini_pieces[(*seed >> 16) % PB_NELEM(ini_pieces)]);
	}
}

START_TEST(test_packini_inih)
{
	struct pb_buf text, a, b;
	uint32_t      seed = 7;
	int           i, ra, rb;

	pb_buf_init(&text);
	pb_buf_init(&a);
	pb_buf_init(&b);
	for (i = 0; i < 20000; i++) {
		ini_random(&text, &seed);
		a.len = b.len = 0;
		ra = ini_parse_string(text.s, ini_log, &a);
		rb = packini_lines(text.s, ini_log, &b);
		ck_assert_msg(ra == rb && a.len == b.len && memcmp(a.s, b.s, a.len) == 0,
		    "text %d: inih %d, packini_lines %d:\n%s", i, ra, rb, text.s);
	}
	pb_buf_free(&text);
	pb_buf_free(&a);
	pb_buf_free(&b);
}
END_TEST

/* packini_suite - packini-1 to packini-4 */

static Suite *
packini_suite(void)
{
	Suite *s = suite_create("packini");
	TCase *tc;

	tc = tcase_create("read");
	tcase_add_test(tc, test_packini_read);
	tcase_add_test(tc, test_packini_empty);
	tcase_add_loop_test(tc, test_packini_bad, 0, PB_NELEM(bad_packs));
	suite_add_tcase(s, tc);

	tc = tcase_create("checks");
	tcase_add_loop_test(tc, test_packini_names, 0, PB_NELEM(bad_names));
	tcase_add_test(tc, test_packini_lines);
	tcase_add_test(tc, test_packini_free_half);
	tcase_add_test(tc, test_packini_clash);
	suite_add_tcase(s, tc);

	tc = tcase_create("inih");
	tcase_add_test(tc, test_packini_inih);
	suite_add_tcase(s, tc);
	return (s);
}

/* ---- jfield: a toy state ----------------------------------------------------- */

struct toy_state {
	int         round;
	int         score;
	int         grid[2][3];
	int         votes[4];
	struct deck hand;
	struct deck box;
};

static const struct jfield_int  toy_ints[] = { JFIELD_INT(struct toy_state, round),
	 JFIELD_INT(struct toy_state, score) };
static const struct jfield_deck toy_decks[] = { JFIELD_DECK("hand", struct toy_state, hand, 10),
	JFIELD_DECK("box", struct toy_state, box, 3) };

/* toy_max - the bound of a deck: its what */

static int
toy_max(const void *base, int what)
{
	(void)base;
	return (what);
}

/* toy_save - the toy state as canonical text */

static char *
toy_save(const struct toy_state *t)
{
	json_t *root, *decks = json_object();

	jfield_decks_json(decks, t, toy_decks, PB_NELEM(toy_decks));
	root = json_pack("{s:o, s:o, s:o}", "grid", jfield_grid_json(&t->grid[0][0], 2, 3), "votes",
	    jfield_ints_json(t->votes, 4), "decks", decks);
	jfield_obj_json(root, t, toy_ints, PB_NELEM(toy_ints));
	return (jfield_dumps(root));
}

/* toy_load - the reverse; 1 when every field is there and in range */

static int
toy_load(struct toy_state *t, const char *text)
{
	json_t *root = json_loads(text, 0, NULL);
	int     ok;

	ok = root != NULL && jfield_obj_load(root, t, toy_ints, PB_NELEM(toy_ints))
	    && jfield_grid_load(json_object_get(root, "grid"), &t->grid[0][0], 2, 3)
	    && jfield_ints_load(json_object_get(root, "votes"), t->votes, 4)
	    && jfield_decks_load(
	        json_object_get(root, "decks"), t, toy_decks, PB_NELEM(toy_decks), toy_max);
	json_decref(root);
	return (ok);
}

static const char toy_saved[] = "{\"decks\":{\"box\":[],\"hand\":[9,0,4]},"
                                "\"grid\":[[1,2,3],[4,5,-6]],\"round\":3,\"score\":-2,"
                                "\"votes\":[0,1,2,3]}";

/* jfield-1.1: the exact bytes */

START_TEST(test_jfield_save)
{
	struct toy_state t = { 3, -2, { { 1, 2, 3 }, { 4, 5, -6 } }, { 0, 1, 2, 3 }, { 0 }, { 0 } };
	char            *text;

	deck_push(&t.hand, 9);
	deck_push(&t.hand, 0);
	deck_push(&t.hand, 4);
	text = toy_save(&t);
	ck_assert_str_eq(text, toy_saved);
	free(text);
	deck_clear(&t.hand);
}
END_TEST

/* jfield-1.2: read back, write again: the same bytes */

START_TEST(test_jfield_load)
{
	struct toy_state t;
	char            *text;

	memset(&t, 0, sizeof(t));
	deck_push(&t.box, 2); /* replaced by the load */
	ck_assert(toy_load(&t, toy_saved));
	ck_assert_int_eq(t.round, 3);
	ck_assert_int_eq(t.score, -2);
	ck_assert_int_eq(t.grid[1][2], -6);
	ck_assert_int_eq(t.votes[3], 3);
	ck_assert_int_eq(t.hand.n, 3);
	ck_assert_int_eq(t.hand.v[0], 9);
	ck_assert_int_eq(t.box.n, 0);
	text = toy_save(&t);
	ck_assert_str_eq(text, toy_saved);
	free(text);
	deck_clear(&t.hand);
	deck_clear(&t.box);
}
END_TEST

static const struct {
	const char *label;
	const char *from, *to; /* toy_saved with from replaced by to */
} bad_states[] = {
	{ "int missing", "\"round\":3,", "" },
	{ "int a string", "\"score\":-2", "\"score\":\"-2\"" },
	{ "grid row short", "[4,5,-6]", "[4,5]" },
	{ "grid rows missing", "[[1,2,3],[4,5,-6]]", "[[1,2,3]]" },
	{ "grid not an array", "[[1,2,3],[4,5,-6]]", "{}" },
	{ "grid of reals", "[4,5,-6]", "[4,5,6.5]" },
	{ "votes long", "[0,1,2,3]", "[0,1,2,3,4]" },
	{ "deck missing", "\"box\":[],", "" },
	{ "card past its bound", "[9,0,4]", "[10,0,4]" },
	{ "negative card", "[9,0,4]", "[9,-1,4]" },
	{ "card a string", "[9,0,4]", "[9,\"0\",4]" },
	{ "decks missing", "\"decks\":{\"box\":[],\"hand\":[9,0,4]},", "" },
};

/* jfield-2.N: a damaged text is refused */

START_TEST(test_jfield_bad)
{
	struct toy_state t;
	char            *text, *at;

	at = strstr(toy_saved, bad_states[_i].from);
	ck_assert_ptr_nonnull(at);
	text = pb_asprintf("%.*s%s%s", (int)(at - toy_saved), toy_saved, bad_states[_i].to,
	    at + strlen(bad_states[_i].from));
	memset(&t, 0, sizeof(t));
	ck_assert_msg(!toy_load(&t, text), "%s: accepted %s", bad_states[_i].label, text);
	free(text);
	deck_clear(&t.hand);
	deck_clear(&t.box);
}
END_TEST

/* jfield-2.13: lo <= v < hi */

START_TEST(test_jfield_range)
{
	ck_assert(jfield_in_range(-1, -1, 3));
	ck_assert(jfield_in_range(2, -1, 3));
	ck_assert(!jfield_in_range(3, -1, 3));
	ck_assert(!jfield_in_range(-2, -1, 3));
	ck_assert(!jfield_in_range(0, 0, 0));
}
END_TEST

/* jfield_suite - jfield-1 and jfield-2 */

static Suite *
jfield_suite(void)
{
	Suite *s = suite_create("jfield");
	TCase *tc;

	tc = tcase_create("state");
	tcase_add_test(tc, test_jfield_save);
	tcase_add_test(tc, test_jfield_load);
	tcase_add_loop_test(tc, test_jfield_bad, 0, PB_NELEM(bad_states));
	tcase_add_test(tc, test_jfield_range);
	suite_add_tcase(s, tc);
	return (s);
}

/* main - every suite of the toolkit */

int
main(void)
{
	SRunner *sr;
	int      failed;

	test_timeouts(); /* before a suite creates a TCase */
	if (sodium_init() < 0)
		return (EXIT_FAILURE);
	sr = srunner_create(deck_suite());
	srunner_add_suite(sr, dice_suite());
	srunner_add_suite(sr, seats_suite());
	srunner_add_suite(sr, packini_suite());
	srunner_add_suite(sr, jfield_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}
