/*++
/* NAME
/*	check_zwd_careful 1
/* SUMMARY
/*	Zombicide: White Death: the careful bot wins every mission
/* SYNOPSIS
/*	tests/check_zwd_careful
/* DESCRIPTION
/*	For each mission of the open pack (content/zwd), careful bots
/*	(tests/zwd_careful.c) play games of fixed seeds through zwd_ops,
/*	one seat then the next (1 to 3 seats), the invariants checked
/*	after every command, until one is won: it must be within the
/*	mission's bound (careful[] below), counted from the mission's
/*	first game (a rare win is looked for where it is known to be,
/*	to keep the test cheap).  A mission the
/*	bot does not win yet has its bound 0 and says why: its games are
/*	played for the invariants only.  ZWD_CAREFUL_SAY=1 prints how
/*	many games each took.
/*
/*	careful_reload plays each mission's won game again with a twin
/*	loaded anew from its save before every line, as the daemon loads
/*	a game between two mails (ZWD_CAREFUL_RELOAD, zwd_careful(3h)):
/*	the twin takes every line and saves the same state, else replay
/*	--verify of a game played by mail would fail (it did, at move 73
/*	of mission 7, before rules 4 saved a broken streak's kind as 0).
/*--*/

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <jansson.h>

#include "core/game.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "games/zwd/zwd.h"
#include "testrun.h"
#include "zwd_careful.h"

static char *pack_text;
static void *pack;

/* Each mission: won within this many games from game first (0: played,
 * not won, see why). */
static const struct {
	const char *id;
	int         first, within;
	const char *why;
} careful[] = {
	{ "intro", 0, 5, NULL },
	{ "1", 0, 1, NULL }, /* 43.2% of its games (BALANCE) */
	{ "2", 0, 1, NULL }, /* 50.7% of its games (BALANCE) */
	{ "3", 1, 1, NULL }, /* 26.0% of its games (BALANCE) */
	{ "4", 2, 1, NULL }, /* 29.1% of its games (BALANCE) */
	{ "5", 1, 1, NULL }, /* 22.3% of its games (BALANCE) */
	{ "6", 9, 1, NULL }, /* 22.4% of its games (BALANCE) */
	{ "7", 8, 1, NULL }, /* 12.3% of its games (BALANCE) */
	{ "8", 0, 1, NULL }, /* 10.8% of its games (BALANCE) */
	{ "9", 10, 1, NULL }, /* 12.8% of its games (BALANCE) */
	{ "10", 92, 1, NULL }, /* 9.7% of its games (BALANCE) */
};

START_TEST(careful_wins)
{
	struct zwd_careful_end e;
	int                    bound = careful[_i].within, games = bound > 0 ? bound : 3, g, n;

	for (g = careful[_i].first, n = 0; n < games; g++, n++)
		if (zwd_careful_game(pack, careful[_i].id, g % 3 + 1, 7000 + (unsigned)g, &e))
			break;
	if (getenv("ZWD_CAREFUL_SAY") != NULL)
		fprintf(stderr, "mission %s: %s after %d games (%s)\n", careful[_i].id,
		    n < games ? "won" : "not won", n < games ? n + 1 : games, e.reason);
	if (bound > 0)
		ck_assert_msg(n < games, "mission %s: not won in %d games", careful[_i].id, games);
}
END_TEST

START_TEST(careful_reload)
{
	struct zwd_careful_end e;
	unsigned               g = (unsigned)careful[_i].first;

	setenv("ZWD_CAREFUL_RELOAD", "1", 1); /* a state that differs is pb_fatal() */
	zwd_careful_game(pack, careful[_i].id, (int)g % 3 + 1, 7000 + g, &e);
	unsetenv("ZWD_CAREFUL_RELOAD");
}
END_TEST

/* The Danger Level is the highest of the survivors still on the board:
 * from revision 2 one gone by the exit no longer counts (mission 7's
 * careful bot left by the exit with the others still to go). */
START_TEST(exit_danger)
{
	unsigned char     seed[PB_SEED_LEN] = { 1 };
	struct pb_err     err;
	json_t           *o = json_pack("{s:s}", "mission", "6"), *canon = NULL;
	void             *g = NULL;
	struct zwd_state *s;
	struct lex_line  *l;
	struct game_result res;
	char              why[200], *line;
	int               x;

	ck_assert_int_eq(zwd_ops.create(pack, o, 1, seed, &g, &canon, &err), PB_OK);
	json_decref(o);
	json_decref(canon);
	s = g;
	ck_assert_int_ge(s->pack->rev, 2);
	x = s->map->setup.exit;
	s->board->surv[0] = x; /* the first survivor at the exit, at Red, alone */
	s->surv[0].ap = 43;
	zwd_danger(s);
	ck_assert_int_gt(s->board->danger, ZWD_BLUE);
	ck_assert_int_eq(zwd_board_zombies(s->board, x), 0);
	line = pb_asprintf("exit %s", zwd_surv_id(s, 0));
	ck_assert_int_eq(lex_line(line, &l, &err), PB_OK);
	memset(&res, 0, sizeof(res));
	ck_assert_msg(zwd_ops.apply(s, 1, l, &res, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(s->surv[0].out, 2);
	ck_assert_int_eq(s->board->danger, ZWD_BLUE);
	ck_assert_msg(zwd_invariants(s, why, sizeof(why)), "%s", why);
	lex_free(l);
	game_result_clear(&res);
	free(line);
	zwd_free(s);
}
END_TEST

static Suite *
zwd_careful_suite(void)
{
	Suite *s = suite_create("zwd_careful");
	TCase *tc = tcase_create("careful");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, careful_wins, 0, (int)(sizeof(careful) / sizeof(careful[0])));
	tcase_add_loop_test(tc, careful_reload, 0, (int)(sizeof(careful) / sizeof(careful[0])));
	tcase_add_test(tc, exit_danger);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc;

	pack = zwd_careful_pack(PB_SRCDIR "/content/zwd", &pack_text);
	rc = test_main(zwd_careful_suite);
	zwd_ops.pack_free(pack);
	free(pack_text);
	return (rc);
}
