/*++
/* NAME
/*	check_dm_standing 1
/* SUMMARY
/*	Dark Moon: standing instructions
/* SYNOPSIS
/*	tests/check_dm_standing
/* DESCRIPTION
/*	The rules of dm_standing.c, driven by commands on the real pack.
/*	Test ids:
/*	dm-standing-1	set, list and clear: "standing" alone lists them
/*			(the reply to the seat, in no public line); HELP
/*			offers the command, it is no decision; a bad line
/*			is refused and changes nothing; the seat's view
/*			shows them, no other view does
/*	dm-standing-2	standing best: when the seat's Malfunction roll
/*			comes, the arbiter submits its best die, rolls
/*			again while the Task is short, and stops when it
/*			is made; the game never waits on that seat; the
/*			public lines are those of a seat that submits by
/*			hand (no "standing"); the roll still goes to the
/*			seat alone
/*	dm-standing-3	standing vote: the ballot is cast as the vote
/*			opens, sealed; it is not the caller's ballot
/*			(res->ballot); a seat without a die of that colour
/*			is asked as usual; when every ballot is standing,
/*			the vote is tallied at once
/*	dm-standing-4	standing out with standing best: OUT wins (the
/*			seat never rolls)
/*	dm-standing-5	an instruction set before the first Event is
/*			chosen moves nothing on: the Commander still
/*			chooses, the invariants hold
/*--*/

/* System. */
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
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "testrun.h"
#include "check_dm_lib.h"

static struct game_result last;

/* ok - a line that must be accepted; last holds the result */

static void
ok(struct dm_state *s, int seat, const char *line)
{
	dmt_ok(s, seat, line, &last);
}

/* refused - a line that must be refused */

static void
refused(struct dm_state *s, int seat, const char *line)
{
	struct pb_err err;

	ck_assert_msg(dmt_run(s, seat, line, &last, &err) != PB_OK, "\"%s\" accepted", line);
}

/* view_has - does seat's view (English) hold text? */

static int
view_has(const struct dm_state *s, int seat, const char *text)
{
	json_t *v = dm_ops.view(s, seat, NULL);
	char   *d = json_dumps(v, JSON_COMPACT);
	int     r = strstr(d, text) != NULL;

	free(d);
	json_decref(v);
	return (r);
}

START_TEST(set_list_clear)
{
	struct dm_state *s = dmt_game(4, 7, NULL);
	int              a = s->active, k = a % 4 + 1, offered = 0;
	json_t          *h;
	size_t           i;
	char            *saved;

	/* dm-standing-1 */
	h = dm_ops.help(s, k, NULL, NULL);
	for (i = 0; i < json_array_size(h); i++)
		offered += strcmp(json_string_value(json_object_get(json_array_get(h, i), "word")),
		               "standing") == 0;
	json_decref(h);
	ck_assert_int_eq(offered, 1);
	ck_assert(dm_ops.decision(s, k) == NULL);
	ok(s, k, "standing");
	ck_assert_str_eq(last.text, "No standing instructions.");
	ck_assert(last.event == NULL);
	ok(s, k, "standing out shield life");
	ok(s, k, "standing best");
	ok(s, k, "standing vote red");
	ck_assert(last.event == NULL);
	ck_assert(strstr(last.text, "OUT of shield") && strstr(last.text, "OUT of life"));
	ck_assert(strstr(last.text, "best die") && strstr(last.text, "vote red"));
	ck_assert(dm_ops.decision(s, k) == NULL);
	ck_assert(view_has(s, k, "\"standing_vote\":\"red\""));
	ck_assert(view_has(s, k, "\"standing_best\":true"));
	ck_assert(!view_has(s, a, "\"standing_vote\":\"red\""));
	ck_assert(!view_has(s, GAME_VIEW_PUBLIC, "standing"));
	/* Refusals change nothing. */
	saved = dm_save(s);
	refused(s, k, "standing out reactor");
	refused(s, k, "standing vote blue");
	refused(s, k, "standing clear everything");
	refused(s, k, "standing best now");
	{
		char *again = dm_save(s);

		ck_assert_str_eq(saved, again);
		free(again);
	}
	free(saved);
	ok(s, k, "standing clear vote");
	ck_assert(strstr(last.text, "vote") == NULL && strstr(last.text, "best die") != NULL);
	ok(s, k, "standing clear out");
	ck_assert_int_eq(s->seat[k].stand_out, DM_STAND_BEST);
	ok(s, k, "standing none");
	ck_assert_int_eq(s->seat[k].stand_out, 0);
	ok(s, k, "standing vote none");
	ok(s, k, "standing clear");
	ck_assert_int_eq(s->seat[k].stand_out, 0);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

/* to_rolls - play reactor-scram (Outpost), the active seat OUT, the
 * others IN in order; the seat whose roll is due */

static int
to_rolls(struct dm_state *s)
{
	int a = s->active, k;

	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "reactor-scram", "pressure-drop");
	ok(s, a, "play reactor-scram");
	for (k = 0; k < 4 && s->phase == DM_P_INOUT; k++)
		ok(s, s->cursor, s->cursor == a ? "out" : "in");
	ck_assert_int_eq(s->phase, DM_P_ROLL);
	return (s->roller);
}

START_TEST(standing_best)
{
	struct dm_state *s = dmt_game(4, 7, NULL);
	int              a = s->active, k = a % 4 + 1, j, i, n, before;

	/* dm-standing-2: seat k (first IN) submits by standing instruction. */
	ok(s, k, "standing best");
	before = dm_held(s, k);
	j = to_rolls(s);
	/* k's turn to roll came and went: the game waits on the next. */
	ck_assert_int_ne(j, k);
	ck_assert(dm_ops.decision(s, k) == NULL);
	ck_assert(s->seat[k].finished);
	n = s->seat[k].submitted;
	ck_assert_int_ge(n, 1);
	ck_assert_int_eq(dm_held(s, k), before - n);
	ck_assert(strstr(last.event, "submits") != NULL);
	ck_assert(strstr(last.event, "standing") == NULL);
	/* Its private rolls went to it alone. */
	ck_assert(last.notice[k] != NULL && strstr(last.notice[k], "private roll") != NULL);
	for (i = 1; i <= 4; i++)
		if (i != k && i != j)
			ck_assert(last.notice[i] == NULL);
	/* It stopped when the Task was made, or when it had nothing more
	 * to roll. */
	ck_assert(s->success >= s->difficulty || dm_held(s, k) == 0);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(best_is_best)
{
	struct dm_state *s;
	int              seed, k, found = 0;

	/* dm-standing-2: over many seeds, the die submitted first is the
	 * best of the first roll (the first roll is the seat's whole
	 * screen; the notice names the faces). */
	for (seed = 1; seed <= 40; seed++) {
		const char *p, *sub, *nl;
		int         best = -100, v, first;

		s = dmt_game(4, (unsigned)seed, NULL);
		if (s->phase != DM_P_ACTION) { /* the first Event owes a Damage choice */
			dm_free(s);
			continue;
		}
		k = s->active % 4 + 1;
		ok(s, k, "standing best");
		to_rolls(s);
		ck_assert(last.notice[k] != NULL);
		/* "Your private roll: strong +4, weak -1, ..." */
		nl = strchr(last.notice[k], '\n');
		for (p = last.notice[k]; (p = strpbrk(p, "+-")) != NULL && (nl == NULL || p < nl); p++)
			if ((v = atoi(p)) > best)
				best = v;
		sub = strstr(last.event, "submits ");
		ck_assert(sub != NULL);
		sub = strpbrk(sub, "+-");
		first = atoi(sub);
		ck_assert_int_eq(first, best);
		found++;
		dm_free(s);
	}
	ck_assert_int_ge(found, 30);
}
END_TEST

START_TEST(vote)
{
	struct dm_state *s = dmt_game(4, 11, NULL);
	int              a = s->active, k, t = a % 4 + 1, voters = 0;
	char            *line;

	/* dm-standing-3 */
	for (k = 1; k <= 4; k++)
		if (k != a) {
			ck_assert_int_gt(s->seat[k].dice[DM_WEAK], 0);
			ok(s, k, "standing vote red");
		}
	/* One of them has no red die: asked as usual. */
	k = t % 4 + 1 == a ? t % 4 + 2 : t % 4 + 1;
	if (k > 4)
		k -= 4;
	s->avail[DM_WEAK] += s->seat[k].dice[DM_WEAK];
	s->seat[k].dice[DM_WEAK] = 0;
	line = pb_asprintf("call %s", dm_player_id(s, t));
	ok(s, a, line);
	free(line);
	ck_assert(last.ballot == NULL); /* the caller has not voted */
	ck_assert(!last.reveal_ballots);
	ck_assert_int_eq(s->phase, DM_P_VOTE);
	for (int j = 1; j <= 4; j++)
		voters += dm_ops.decision(s, j) != NULL;
	ck_assert_int_eq(voters, 2); /* the caller and the seat without red */
	ck_assert_str_eq(dm_ops.decision(s, k), "vote");
	ck_assert(strstr(last.event, "voted red") == NULL); /* sealed */
	ok(s, a, "vote none");
	ck_assert_str_eq(last.ballot, "none");
	ok(s, k, "vote none");
	ck_assert(last.reveal_ballots);
	ck_assert(strstr(last.event, "voted red") != NULL);
	ck_assert(s->seat[t].quarantined);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(vote_all_standing)
{
	struct dm_state *s = dmt_game(3, 11, NULL);
	int              a = s->active, k, t = a % 3 + 1;
	char            *line;

	/* dm-standing-3: every ballot standing: tallied at once. */
	for (k = 1; k <= 3; k++)
		ok(s, k, "standing vote none");
	line = pb_asprintf("call %s", dm_player_id(s, t));
	ok(s, a, line);
	free(line);
	ck_assert(last.reveal_ballots);
	ck_assert(last.ballot == NULL);
	ck_assert(strstr(last.event, "voted none") != NULL);
	ck_assert_int_ne(s->phase, DM_P_VOTE);
	/* A tie (0 to 0): the Commander breaks it. */
	ck_assert_int_eq(s->phase, DM_P_TIE);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(out_wins)
{
	struct dm_state *s = dmt_game(4, 7, NULL);
	int              a = s->active, k = a % 4 + 1;

	/* dm-standing-4 */
	ok(s, k, "standing best");
	ok(s, k, "standing out outpost");
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "reactor-scram", "pressure-drop");
	ok(s, a, "play reactor-scram");
	ok(s, a, "in");
	ck_assert_int_eq(s->seat[k].inout, DM_OUT);
	ck_assert(strstr(last.event, "standing instruction") != NULL);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(before_first_event)
{
	unsigned char    seed[32];
	struct pb_err    err;
	json_t          *o = json_object(), *canon = NULL;
	void            *g;
	struct dm_state *s;
	char             why[200];
	int              k;

	/* dm-standing-5 */
	dmt_seed(seed, 5);
	ck_assert(dm_ops.create(dmt_pack(), o, 4, seed, &g, &canon, &err) == PB_OK);
	s = g;
	for (k = 1; k <= 4; k++)
		ok(s, k, "standing vote none");
	ck_assert_int_eq(s->phase, DM_P_EVENT);
	ck_assert_int_eq(s->turn, 0);
	ck_assert_str_eq(dm_ops.decision(s, s->commander), "event");
	ck_assert_msg(dm_state_check(s, why, sizeof(why)), "%s", why);
	dm_free(s);
	json_decref(o);
	json_decref(canon);
}
END_TEST

static Suite *
standing_suite(void)
{
	Suite *su = suite_create("dm_standing");
	TCase *t = tcase_create("dm_standing");

	tcase_add_test(t, set_list_clear);
	tcase_add_test(t, standing_best);
	tcase_add_test(t, best_is_best);
	tcase_add_test(t, vote);
	tcase_add_test(t, vote_all_standing);
	tcase_add_test(t, out_wins);
	tcase_add_test(t, before_first_event);
	suite_add_tcase(su, t);
	return (su);
}

int
main(void)
{
	int rc = test_main(standing_suite);

	dmt_done();
	return (rc);
}
