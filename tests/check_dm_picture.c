/*++
/* NAME
/*	check_dm_picture 1
/* SUMMARY
/*	Dark Moon: the picture of the board
/* SYNOPSIS
/*	tests/check_dm_picture
/* DESCRIPTION
/*	dm_picture() (the game's picture()) on views of real games.
/*	Test ids:
/*	dm-picture-1	the public view and every seat's, in en, it and
/*			es, at the start, in the middle (a Malfunction being
/*			rolled, a vote) and at the end: a PNG PICTURE_WIDTH
/*			wide, under 60 KB, the same bytes twice and from the
/*			JSON text of the view
/*	dm-picture-2	the labels follow the reader's language; a seat's
/*			picture differs from another's (its own "me")
/*	dm-picture-3	privacy: two games that differ only in what the
/*			public view may not show (the unrevealed seats'
/*			status cards and dice behind the screens) give the
/*			same public picture, and the same picture to a third
/*			seat's view but for its own part
/*	dm-picture-4	a view without a board is PB_EDATA
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/picture.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "testrun.h"
#include "check_dm_lib.h"
#include "picture_lib.h"

static struct game_result last;

/* views_ok - dm-picture-1 on every view of a state */

static void
views_ok(const struct dm_state *s)
{
	static const char *const locales[] = { "en", "it", "es" };
	unsigned char           *a, *b;
	json_t                  *view, *copy;
	size_t                   na, nb, k;
	char                    *text;
	int                      seat;

	for (seat = GAME_VIEW_PUBLIC; seat <= s->nseats; seat++)
		for (k = 0; k < PB_NELEM(locales); k++) {
			view = dm_ops.view(s, seat, locales[k]);
			a = game_png(&dm_ops, view, locales[k], &na);
			ck_assert_msg(na < 60000, "dm-picture-1: %zu bytes", na);
			ck_assert_uint_eq(be32(a + 16), PICTURE_WIDTH);
			b = game_png(&dm_ops, view, locales[k], &nb);
			ck_assert_msg(same_png(a, na, b, nb), "dm-picture-1: not the same twice");
			text = json_dumps(view, JSON_COMPACT);
			copy = json_loads(text, 0, NULL);
			a = game_png(&dm_ops, view, locales[k], &na);
			b = game_png(&dm_ops, copy, locales[k], &nb);
			ck_assert_msg(same_png(a, na, b, nb), "dm-picture-1: not from the JSON");
			free(text);
			json_decref(copy);
			json_decref(view);
		}
}

START_TEST(every_view)
{
	struct dm_state *s = dmt_game(5, 3, NULL);
	int              a = s->active, t = a % 5 + 1;
	char            *line;

	/* dm-picture-1: the start, a Malfunction, a vote, the end. */
	views_ok(s);
	while (s->phase == DM_P_TEST)
		dmt_ok(s, s->chooser, "damage outpost", &last);
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "coolant-leak", "power-grid-failure");
	dmt_ok(s, a, "play coolant-leak", &last);
	while (s->phase == DM_P_INOUT)
		dmt_ok(s, s->cursor, "in", &last);
	ck_assert_int_eq(s->phase, DM_P_ROLL);
	views_ok(s);
	dm_free(s);
	s = dmt_game(4, 11, NULL);
	a = s->active;
	t = a % 4 + 1;
	line = pb_asprintf("call %s", dm_player_id(s, t));
	if (s->phase == DM_P_ACTION) {
		dmt_ok(s, a, line, &last);
		dmt_ok(s, a, "vote none", &last);
		views_ok(s);
	}
	free(line);
	{
		struct lex_line *l;
		struct pb_err    err;

		ck_assert(lex_line("end uninfected", &l, &err) == PB_OK);
		game_result_clear(&last);
		ck_assert(dm_ops.moderate(s, l, &last, &err) == PB_OK);
		lex_free(l);
	}
	views_ok(s);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(languages)
{
	struct dm_state *s = dmt_game(4, 7, NULL);
	unsigned char   *a, *b;
	json_t          *v1, *v2;
	size_t           na, nb;

	/* dm-picture-2 */
	v1 = dm_ops.view(s, 1, "en");
	v2 = dm_ops.view(s, 1, "it");
	a = game_png(&dm_ops, v1, "en", &na);
	b = game_png(&dm_ops, v2, "it", &nb);
	ck_assert_msg(!same_png(a, na, b, nb), "dm-picture-2: it and en alike");
	json_decref(v2);
	v2 = dm_ops.view(s, 1, "es");
	a = game_png(&dm_ops, v1, "en", &na);
	b = game_png(&dm_ops, v2, "es", &nb);
	ck_assert_msg(!same_png(a, na, b, nb), "dm-picture-2: es and en alike");
	json_decref(v2);
	v2 = dm_ops.view(s, 2, "en");
	a = game_png(&dm_ops, v1, "en", &na);
	b = game_png(&dm_ops, v2, "en", &nb);
	ck_assert_msg(!same_png(a, na, b, nb), "dm-picture-2: seats 1 and 2 alike");
	json_decref(v2);
	json_decref(v1);
	dm_free(s);
}
END_TEST

START_TEST(privacy)
{
	struct dm_state *s = dmt_game(5, 9, NULL), *u = dmt_game(5, 9, NULL);
	unsigned char   *a, *b;
	json_t          *v1, *v2;
	size_t           na, nb;
	int              i, j, k, c;

	/* dm-picture-3: in u, two unrevealed seats (1 and 2) swap their
	 * status cards and their dice; seat 3 reads. */
	i = 1;
	j = 2;
	k = u->seat[i].status;
	u->seat[i].status = u->seat[j].status;
	u->seat[j].status = k;
	for (c = 0; c < DM_NCOLOURS; c++) {
		if (c == DM_BLUE)
			continue;
		k = u->seat[i].dice[c];
		u->seat[i].dice[c] = u->seat[j].dice[c];
		u->seat[j].dice[c] = k;
	}
	/* The dice differ somewhere, or the test tests nothing. */
	u->seat[i].dice[DM_STRONG]--;
	u->seat[i].dice[DM_WEAK]++;
	ck_assert(u->seat[i].status != s->seat[i].status || s->seat[i].dice[0] != u->seat[i].dice[0]);
	for (k = GAME_VIEW_PUBLIC; k <= 5; k++) {
		if (k == i || k == j)
			continue;
		v1 = dm_ops.view(s, k, "it");
		v2 = dm_ops.view(u, k, "it");
		a = game_png(&dm_ops, v1, "it", &na);
		b = game_png(&dm_ops, v2, "it", &nb);
		ck_assert_msg(same_png(a, na, b, nb), "dm-picture-3: seat %d sees a difference", k);
		json_decref(v1);
		json_decref(v2);
	}
	/* Seat 1 itself sees its own. */
	v1 = dm_ops.view(s, i, "en");
	v2 = dm_ops.view(u, i, "en");
	a = game_png(&dm_ops, v1, "en", &na);
	b = game_png(&dm_ops, v2, "en", &nb);
	ck_assert_msg(!same_png(a, na, b, nb), "dm-picture-3: seat 1 sees no change of its own");
	json_decref(v1);
	json_decref(v2);
	dm_free(s);
	dm_free(u);
}
END_TEST

START_TEST(no_board)
{
	struct dm_state *s = dmt_game(3, 1, NULL);
	json_t          *v = dm_ops.view(s, 1, "en");
	struct picture  *pic = picture_new(PICTURE_WIDTH);
	struct pb_err    err;

	/* dm-picture-4 */
	json_object_del(v, "board");
	ck_assert_int_eq(dm_ops.picture(v, "en", pic, &err), PB_EDATA);
	picture_free(pic);
	json_decref(v);
	dm_free(s);
}
END_TEST

static Suite *
picture_suite(void)
{
	Suite *su = suite_create("dm_picture");
	TCase *t = tcase_create("dm_picture");

	tcase_set_timeout(t, 300);
	tcase_add_test(t, every_view);
	tcase_add_test(t, languages);
	tcase_add_test(t, privacy);
	tcase_add_test(t, no_board);
	suite_add_tcase(su, t);
	return (su);
}

int
main(void)
{
	int rc = test_main(picture_suite);

	dmt_done();
	return (rc);
}
