/*++
/* NAME
/*	check_dm_remove 1
/* SUMMARY
/*	Dark Moon: the moderator removes a seat
/* SYNOPSIS
/*	tests/check_dm_remove
/* DESCRIPTION
/*	The rules of dm_remove.c through the module's moderate().
/*	Test ids:
/*	dm-remove-1	a seat that is not waited on: its dice go to
/*			Available, its status stays secret (no view before
/*			the end shows it), it is OUT of every Malfunction
/*			without a line, votes in no vote, cannot be named,
/*			has no turn; the end shows its status
/*	dm-remove-2	the active seat: its turn ends, the Tasks it drew
/*			are discarded unseen, the next seat plays
/*	dm-remove-3	the Commander: the card passes left, the blue die
/*			to Available, the new Commander breaks the tie
/*	dm-remove-4	a seat the game waits on: IN or OUT (OUT), its
/*			ballot (none: the vote is tallied)
/*	dm-remove-5	refusals change nothing: no seat, twice, fewer
/*			than 2 left, after the end; a fresh save has no
/*			"gone" (older saves keep their bytes); a removed
/*			seat survives save and load
/*	dm-remove-6	random bots at every player count, the moderator
/*			removing a seat at a random moment, sometimes two:
/*			the invariants hold after every command and every
/*			game ends
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
#include "core/rng.h"
#include "core/seats.h"
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

/* moderate - a moderator's line; the status; last holds the result */

static enum pb_rc
moderate(struct dm_state *s, const char *line)
{
	struct lex_line *l;
	struct pb_err    err;
	enum pb_rc       rc;

	game_result_clear(&last);
	ck_assert(lex_line(line, &l, &err) == PB_OK);
	rc = dm_ops.moderate(s, l, &last, &err);
	lex_free(l);
	return (rc);
}

/* text_of - a view as text, caller frees */

static char *
text_of(const struct dm_state *s, int seat)
{
	json_t *v = dm_ops.view(s, seat, NULL);
	char   *d = json_dumps(v, JSON_COMPACT);

	json_decref(v);
	return (d);
}

/* bystander - a seat neither active nor Commander */

static int
bystander(const struct dm_state *s)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (k != s->active && k != s->commander)
			return (k);
	return (0);
}

START_TEST(bystander_removed)
{
	struct dm_state *s = dmt_game(5, 3, NULL);
	int              a = s->active, r = bystander(s), avail, held, k, guard;
	char            *line, *v;
	const char      *status;

	/* dm-remove-1 */
	avail = s->avail[DM_STRONG] + s->avail[DM_WEAK];
	held = dm_held(s, r);
	status = s->pack->statuses[s->seat[r].status].n.name;
	ck_assert(moderate(s, "remove 9") == PB_EDATA);
	ck_assert(moderate(s, "remove 3x") == PB_EDATA);
	line = pb_asprintf("remove %d", r);
	ck_assert(moderate(s, line) == PB_OK);
	free(line);
	ck_assert(last.broadcast && strstr(last.event, "removes") != NULL);
	ck_assert(strstr(last.event, status) == NULL);
	ck_assert_int_eq(s->avail[DM_STRONG] + s->avail[DM_WEAK], avail + held);
	ck_assert_int_eq(dm_held(s, r), 0);
	ck_assert(dm_ops.decision(s, r) == NULL);
	/* The status stays secret: in no seat's view, nor the public one. */
	for (k = GAME_VIEW_PUBLIC; k <= 5; k++) {
		if (k == r || !dm_is_infected(s, r))
			continue;
		v = text_of(s, k);
		ck_assert_msg(strstr(v, status) == NULL, "seat %d sees the removed status", k);
		free(v);
	}
	v = text_of(s, GAME_VIEW_PUBLIC);
	ck_assert(strstr(v, "\"gone\":true") != NULL);
	free(v);
	/* It cannot be named. */
	line = pb_asprintf("call %d", r);
	{
		struct pb_err err;

		ck_assert(dmt_run(s, a, line, &last, &err) != PB_OK);
	}
	free(line);
	/* A Malfunction: OUT without a line. */
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "coolant-leak", "power-grid-failure");
	ok(s, a, "play coolant-leak");
	for (guard = 0; guard < 10 && s->phase == DM_P_INOUT; guard++) {
		ck_assert_int_ne(s->cursor, r);
		ok(s, s->cursor, "out");
		ck_assert(last.event == NULL || strstr(last.event, dm_seat_name(s, r)) == NULL);
	}
	ck_assert_int_eq(guard, 4);
	ck_assert_int_eq(dm_held(s, r), 0);
	/* A vote: not its. */
	for (guard = 0; guard < 400 && s->phase != DM_P_ENDED; guard++) {
		struct dm_lines l;
		int             j, seat = 0;

		ck_assert_int_ne(s->active, r);
		for (j = 1; j <= 5 && seat == 0; j++) {
			dm_lines(s, j, &l);
			if (l.n > 0)
				seat = j;
			dm_lines_free(&l);
		}
		ck_assert_int_ne(seat, r);
		ck_assert(seat != 0);
		if (s->phase == DM_P_VOTE)
			ck_assert_int_eq(s->seat[r].ballot, SEATS_NONE);
		line = dm_ops.default_line(s, seat, 0);
		ok(s, seat, line);
		free(line);
	}
	/* The end shows every status, the removed one's too. */
	if (s->phase != DM_P_ENDED)
		ck_assert(moderate(s, "end") == PB_OK);
	v = text_of(s, GAME_VIEW_ALL);
	ck_assert(strstr(v, s->pack->statuses[s->seat[r].status].n.name) != NULL);
	free(v);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(active_removed)
{
	struct dm_state *s = dmt_game(4, 7, NULL);
	int              a = s->active, disc, t1, t2, turn = s->turn;
	char            *line;

	/* dm-remove-2: the active seat, choosing its Task */
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "coolant-leak", "power-grid-failure");
	t1 = dmt_task_of(s, "coolant-leak");
	t2 = dmt_task_of(s, "power-grid-failure");
	disc = s->task_disc.n;
	line = pb_asprintf("remove %d", a);
	ck_assert(moderate(s, line) == PB_OK);
	free(line);
	ck_assert_int_eq(s->task_disc.n, disc + 2);
	ck_assert(deck_find(&s->task_disc, t1) >= 0 && deck_find(&s->task_disc, t2) >= 0);
	ck_assert(strstr(last.event, "Coolant Leak") == NULL); /* unseen */
	ck_assert_int_ne(s->active, a);
	ck_assert_int_eq(s->turn, turn + 1);
	ck_assert(dm_ops.decision(s, a) == NULL);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(commander_removed)
{
	struct dm_state *s = dmt_game(4, 11, NULL);
	int              c = s->commander, blue = s->avail[DM_BLUE], a = s->active, t, k;
	char            *line;

	/* dm-remove-3: a tie waits on the Commander, who leaves. */
	t = a % 4 + 1 == c ? (a + 1) % 4 + 1 : a % 4 + 1;
	line = pb_asprintf("call %s", dm_player_id(s, t));
	ok(s, a, line);
	free(line);
	ok(s, a, s->seat[a].dice[DM_STRONG] ? "vote black" : "vote none");
	for (k = 1; k <= 4; k++)
		if (k != a && s->phase == DM_P_VOTE)
			ok(s, k, s->seat[a].dice[DM_STRONG] && k == c && s->seat[k].dice[DM_WEAK]
			        ? "vote red" : "vote none");
	if (s->phase != DM_P_TIE) { /* not a tie with this seed: still, the card passes */
		line = pb_asprintf("remove %d", c);
		ck_assert(moderate(s, line) == PB_OK);
		free(line);
		ck_assert_int_ne(s->commander, c);
		dm_free(s);
		return;
	}
	ck_assert_str_eq(dm_ops.decision(s, c), "choice");
	line = pb_asprintf("remove %d", c);
	ck_assert(moderate(s, line) == PB_OK);
	free(line);
	ck_assert_int_ne(s->commander, c);
	ck_assert_int_eq(s->seat[c].dice[DM_BLUE], 0);
	ck_assert_int_ge(s->avail[DM_BLUE] + s->seat[s->commander].dice[DM_BLUE], blue + 1);
	ck_assert_str_eq(dm_ops.decision(s, s->commander), "choice");
	ck_assert(strstr(last.event, "Commander now") != NULL);
	ok(s, s->commander, "break free");
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(waited_removed)
{
	struct dm_state *s = dmt_game(4, 7, NULL);
	int              a = s->active, k = a % 4 + 1, t;
	char            *line;

	/* dm-remove-4: IN or OUT */
	if (k == s->commander)
		k = k % 4 + 1;
	if (k == a)
		k = k % 4 + 1;
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "coolant-leak", "power-grid-failure");
	ok(s, a, "play coolant-leak");
	while (s->cursor != k)
		ok(s, s->cursor, "out");
	ck_assert_str_eq(dm_ops.decision(s, k), "inout");
	line = pb_asprintf("remove %d", k);
	ck_assert(moderate(s, line) == PB_OK);
	free(line);
	ck_assert_int_eq(s->seat[k].inout, DM_OUT);
	ck_assert(dm_ops.decision(s, k) == NULL);
	dm_free(s);

	/* Its ballot. */
	s = dmt_game(4, 11, NULL);
	a = s->active;
	t = a % 4 + 1;
	k = t % 4 + 1;
	if (k == s->commander || k == a)
		k = k % 4 + 1;
	if (k == s->commander || k == a)
		k = k % 4 + 1;
	line = pb_asprintf("call %s", dm_player_id(s, t));
	ok(s, a, line);
	free(line);
	for (int j = 1; j <= 4; j++)
		if (j != k)
			ok(s, j, "vote none");
	ck_assert_int_eq(s->phase, DM_P_VOTE);
	line = pb_asprintf("remove %d", k);
	ck_assert(moderate(s, line) == PB_OK);
	free(line);
	ck_assert(last.reveal_ballots);
	ck_assert(strstr(last.event, "Black 0, red 0") != NULL);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

START_TEST(refusals)
{
	struct dm_state *s = dmt_game(3, 5, NULL);
	char            *a, *b;
	unsigned char    seed[32];
	struct pb_err    err;
	json_t          *o = json_object();
	void            *g;
	int              r = bystander(s);

	/* dm-remove-5 */
	a = dm_save(s);
	ck_assert(strstr(a, "gone") == NULL);
	ck_assert(moderate(s, "remove 0") == PB_EDATA);
	ck_assert(moderate(s, "remove") == PB_EDATA);
	b = dm_save(s);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	a = pb_asprintf("remove %d", r);
	ck_assert(moderate(s, a) == PB_OK);
	ck_assert(moderate(s, a) == PB_EDATA); /* twice */
	free(a);
	/* Two seats left: no more. */
	a = dm_save(s);
	ck_assert(moderate(s, "remove 1") == PB_EDATA);
	b = dm_save(s);
	ck_assert_str_eq(a, b);
	free(b);
	/* Save and load keep the removed seat. */
	dmt_seed(seed, 5);
	ck_assert_msg(dm_ops.load(dmt_pack(), o, 3, seed, a, &g, &err) == PB_OK, "%s", err.msg);
	ck_assert(((struct dm_state *)g)->seat[r].gone);
	b = dm_save(g);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	dm_free(g);
	json_decref(o);
	ck_assert(moderate(s, "end") == PB_OK);
	ck_assert(moderate(s, "remove 1") == PB_EDATA);
	dm_free(s);
	game_result_clear(&last);
}
END_TEST

/* bot_game - random bots; the moderator removes seats at random */

static void
bot_game(int n, unsigned seedno)
{
	struct dm_state *s = dmt_game(n, seedno, NULL);
	struct pb_rng    bot;
	unsigned char    bseed[32];
	struct dm_lines  l;
	int              moves, k, seats[DM_MAX_SEATS], m, seat, at1, at2, removed = 0;
	char             why[200], *line;
	struct pb_err    err;

	dmt_seed(bseed, seedno + 777);
	pb_rng_init(&bot, bseed, 0);
	at1 = (int)pb_rng_below(&bot, 300);
	at2 = n >= 5 && pb_rng_below(&bot, 2) ? at1 + (int)pb_rng_below(&bot, 300) : -1;
	for (moves = 0; moves < 20000 && s->phase != DM_P_ENDED; moves++) {
		if (moves == at1 || moves == at2) {
			k = 1 + (int)pb_rng_below(&bot, (uint32_t)n);
			line = pb_asprintf("remove %d", k);
			if (moderate(s, line) == PB_OK)
				removed++;
			free(line);
			ck_assert_msg(dm_state_check(s, why, sizeof(why)), "seed %u remove: %s", seedno,
			    why);
			continue;
		}
		for (m = 0, k = 1; k <= n; k++) {
			dm_lines(s, k, &l);
			if (l.n > 0)
				seats[m++] = k;
			dm_lines_free(&l);
		}
		ck_assert_msg(m > 0, "seed %u: nobody may act, phase %d active %d chooser %d", seedno,
		    s->phase, s->active, s->chooser);
		seat = seats[pb_rng_below(&bot, (uint32_t)m)];
		ck_assert(!s->seat[seat].gone);
		dm_lines(s, seat, &l);
		k = (int)pb_rng_below(&bot, (uint32_t)l.n);
		ck_assert_msg(dmt_run(s, seat, l.v[k], &last, &err) == PB_OK, "seed %u \"%s\": %s",
		    seedno, l.v[k], err.msg);
		dm_lines_free(&l);
		ck_assert_msg(dm_state_check(s, why, sizeof(why)), "seed %u move %d: %s", seedno,
		    moves, why);
	}
	ck_assert_msg(s->phase == DM_P_ENDED, "seed %u did not end", seedno);
	ck_assert_msg(removed > 0 || at1 >= moves, "seed %u n %d: at1 %d moves %d", seedno, n, at1, moves);
	dm_free(s);
}

START_TEST(bots)
{
	int      n;
	unsigned seed;

	/* dm-remove-6 */
	for (n = DM_MIN_SEATS; n <= DM_MAX_SEATS; n++)
		for (seed = 1; seed <= 60; seed++)
			bot_game(n, seed * 10 + (unsigned)n);
}
END_TEST

static Suite *
remove_suite(void)
{
	Suite *su = suite_create("dm_remove");
	TCase *t = tcase_create("dm_remove");

	tcase_set_timeout(t, 600);
	tcase_add_test(t, bystander_removed);
	tcase_add_test(t, active_removed);
	tcase_add_test(t, commander_removed);
	tcase_add_test(t, waited_removed);
	tcase_add_test(t, refusals);
	tcase_add_test(t, bots);
	suite_add_tcase(su, t);
	return (su);
}

int
main(void)
{
	int rc = test_main(remove_suite);

	dmt_done();
	game_result_clear(&last);
	return (rc);
}
