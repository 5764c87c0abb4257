/*++
/* NAME
/*	check_dm_bots 1
/* SUMMARY
/*	Dark Moon: bots play whole games, keeping the invariants
/* SYNOPSIS
/*	tests/check_dm_bots [games per player count]
/* DESCRIPTION
/*	Bots choose at random among the lines the game offers a seat now
/*	(dm_lines(): what help offers, whose example apply accepts), over
/*	every player count and many seeds, to the end of the game.  After
/*	every command: the invariants (dm_state_check()), save and load
/*	give the same bytes every so often, and every line offered is
/*	accepted.  The program prints the win rates per player count
/*	(pbemd-dm(7), BALANCE).
/*
/*	Test ids:
/*	dm-bots-1	whole games end, invariants hold, offered lines are
/*			accepted; half the games with variants and options
/*			drawn at random
/*	dm-bots-2	help: every entry has an example and args; the
/*			example of every entry is accepted (on a copy)
/*	dm-bots-4	Shadow Corporation: the same over every player count,
/*			the modules in turn (none, threats, company_man,
/*			both), the bots also claiming Threats and showing
/*			their status; no view shows another seat's Threat
/*			card or a Corporation die it did not reveal; no
/*			move's public lines (HISTORY, the archive) name the
/*			status card of a seat not revealed before the end
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
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "testrun.h"
#include "check_dm_lib.h"
#include "dm_careful.h"

static json_t *cur_opts; /* the options of the game being played */
static int     games = 40; /* per player count, kind of bot and game: 800 games in all */

/* public_ok - the public lines of a move (every seat's mail, HISTORY,
 * the observers and the archive have them) name no status card of a
 * seat not revealed, an Infected's or the Company Man's, before the end */

static void
public_ok(const struct dm_state *s, const char *event)
{
	const struct dm_status *st;
	int                     j;

	if (event == NULL || s->phase == DM_P_ENDED)
		return;
	for (j = 1; j <= s->nseats; j++) {
		st = &s->pack->statuses[s->seat[j].status];
		if (!s->seat[j].revealed && st->team != DM_UNINFECTED)
			ck_assert_msg(strstr(event, st->n.name) == NULL,
			    "the public lines name seat %d's \"%s\": %s", j, st->n.name, event);
	}
}

/* run - apply a line; the status */

static enum pb_rc
run(struct dm_state *s, int seat, const char *line, struct pb_err *err)
{
	struct game_result res;
	enum pb_rc         rc;

	memset(&res, 0, sizeof(res));
	if ((rc = dmt_run(s, seat, line, &res, err)) == PB_OK)
		public_ok(s, res.event);
	game_result_clear(&res);
	return (rc);
}

/* reload - save, load, save: the same bytes; the loaded state */

static struct dm_state *
reload(struct dm_state *s, unsigned seedno)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *o = cur_opts;
	char         *a = dm_save(s), *b;
	void         *g;

	dmt_seed(seed, seedno);
	ck_assert_msg(dm_ops.load(dmt_pack(), o, s->nseats, seed, a, &g, &err) == PB_OK, "%s",
	    err.msg);
	b = dm_save(g);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	return (g);
}

/* sc_private_ok - Shadow Corporation: a seat's view of seat k shows
 * no Threat card but its own, the Corporation dice only to the active
 * seat, the board only the die revealed; the Company Man's card to no
 * other seat */

static void
sc_private_ok(const struct dm_state *s, json_t *v, int k)
{
	json_t     *me = json_object_get(v, "me"), *sc;
	json_t     *players = json_object_get(json_object_get(v, "board"), "players"), *p;
	const char *corp;
	char       *text;
	size_t      i;
	int         j;

	json_array_foreach(players, i, p)
	    ck_assert(json_object_get(p, "threat") == NULL);
	if (me != NULL) {
		ck_assert(json_object_get(me, "corp") == NULL || (k == s->active && s->corp_n > 0));
		ck_assert(json_object_get(me, "threat") == NULL || s->seat[k].threat > 0);
	}
	sc = json_object_get(json_object_get(v, "board"), "sc");
	ck_assert((sc != NULL) == (s->sc != 0));
	corp = json_string_value(json_object_get(sc, "corp"));
	ck_assert(corp == NULL
	    || (s->corp_shown >= 0 && strcmp(corp, s->pack->dice[DM_CORP].die.name[s->corp_shown]) == 0));
	ck_assert(json_object_get(sc, "hidden") == NULL);
	text = json_dumps(v, JSON_COMPACT);
	for (j = 1; j <= s->nseats; j++)
		if (j != k && s->pack->statuses[s->seat[j].status].team == DM_COMPANY)
			ck_assert_msg(strstr(text, s->pack->statuses[s->seat[j].status].n.name) == NULL,
			    "seat %d sees the Company Man", k);
	free(text);
}

/* private_ok - no seat's view holds another seat's secret */

static void
private_ok(const struct dm_state *s)
{
	json_t     *v, *players, *p;
	char       *text;
	const char *secret;
	size_t      i;
	int         k, j;

	for (k = GAME_VIEW_PUBLIC; k <= s->nseats; k++) {
		v = dm_ops.view(s, k, NULL);
		ck_assert((json_object_get(v, "me") != NULL) == (k > 0));
		ck_assert(json_object_get(v, "seats") == NULL);
		players = json_object_get(json_object_get(v, "board"), "players");
		json_array_foreach(players, i, p)
		{
			ck_assert(json_object_get(p, "dice") == NULL && json_object_get(p, "roll") == NULL);
			ck_assert(json_object_get(p, "status") == NULL || s->seat[i + 1].revealed);
		}
		sc_private_ok(s, v, k);
		text = json_dumps(v, JSON_COMPACT);
		for (j = 1; j <= s->nseats; j++) {
			if (j == k || s->seat[j].revealed || !dm_is_infected(s, j))
				continue;
			secret = s->pack->statuses[s->seat[j].status].n.name;
			ck_assert_msg(strstr(text, secret) == NULL, "seat %d sees \"%s\" of seat %d", k,
			    secret, j);
		}
		free(text);
		json_decref(v);
	}
}

/* help_ok - every entry of every seat's help has args and an example
 * that apply accepts (on a copy) */

static void
help_ok(struct dm_state *s, unsigned seedno)
{
	struct dm_state *c;
	struct pb_err    err;
	json_t          *h, *e;
	size_t           i;
	int              k;

	for (k = 1; k <= s->nseats; k++) {
		h = dm_ops.help(s, k, NULL, NULL);
		json_array_foreach(h, i, e)
		{
			const char *ex = json_string_value(json_object_get(e, "example"));

			ck_assert(ex != NULL && json_object_get(e, "args") != NULL);
			c = reload(s, seedno);
			ck_assert_msg(run(c, k, ex, &err) == PB_OK, "help example \"%s\": %s", ex,
			    err.msg);
			dm_free(c);
		}
		json_decref(h);
		/* The default of a late seat is accepted, and never reveals. */
		if (dm_ops.decision(s, k) != NULL) {
			char *d = dm_ops.default_line(s, k, 0);

			ck_assert_msg(d != NULL, "seat %d waited on, no default", k);
			ck_assert(strcmp(d, "reveal") != 0);
			c = reload(s, seedno);
			ck_assert_msg(run(c, k, d, &err) == PB_OK, "default \"%s\": %s", d, err.msg);
			dm_free(c);
			free(d);
		}
	}
}

/* options_of - every other game: variants and options at random;
 * sc: Shadow Corporation, its modules in turn by seed */

static void
options_of(json_t *o, int nseats, struct pb_rng *bot, int sc, unsigned seedno)
{
	struct pb_buf b;
	int           i;

	if (sc) {
		json_object_set_new(o, "expansion", json_string("sc"));
		json_object_set_new(o, "threats", json_string(seedno & 1 ? "yes" : "no"));
		json_object_set_new(o, "company_man", json_string(seedno & 2 ? "yes" : "no"));
	}
	if (pb_rng_below(bot, 2) == 0)
		return;
	pb_buf_init(&b);
	for (i = 0; dm_variant_names[i] != NULL; i++)
		if (pb_rng_below(bot, 4) == 0 && (i != 8 || nseats >= 5))
			pb_buf_printf(&b, "%s%s", b.len ? "," : "", dm_variant_names[i]);
	json_object_set_new(o, "variant", json_string(b.len ? b.s : ""));
	pb_buf_free(&b);
	json_object_set_new(o, "status_cards", json_string(pb_rng_below(bot, 2) ? "7" : "8"));
	json_object_set_new(o, "event_cube", json_string(pb_rng_below(bot, 2) ? "icon" : "every"));
	json_object_set_new(o, "successor", json_string(pb_rng_below(bot, 2) ? "free" : "uninfected"));
}

struct tally {
	int games, ended, uninf, inf, shield, outpost, life, company, takeoff;
	long moves;
};

/* extra_lines - the rows without a decision a bot may also send (a
 * Threat claimed, the status shown) */

static void
extra_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int i;

	for (i = 0; i < dm_ncmds; i++)
		if (dm_cmds[i].kind == NULL && strcmp(dm_cmds[i].word, "standing") != 0)
			dm_cmds[i].lines(s, seat, l);
}

/* play - one whole game; 1 when it ended */

static int
play(int nseats, unsigned seedno, struct tally *t, int wise, int sc)
{
	unsigned char    seed[32], bseed[32];
	struct pb_err    err;
	struct pb_rng    bot;
	struct dm_state *s, *r;
	struct dm_lines  l;
	json_t          *o = json_object(), *canon = NULL;
	void            *g;
	int              moves, k, seats[DM_MAX_SEATS], n, seat;
	char             why[200];

	dmt_seed(seed, seedno);
	dmt_seed(bseed, seedno + 1000000);
	pb_rng_init(&bot, bseed, 0);
	if (!wise) /* careful bots measure the default game */
		options_of(o, nseats, &bot, sc, seedno);
	else if (sc)
		json_object_set_new(o, "expansion", json_string("sc"));
	cur_opts = o;
	ck_assert_msg(dm_ops.create(dmt_pack(), o, nseats, seed, &g, &canon, &err) == PB_OK, "%s",
	    err.msg);
	s = g;
	for (moves = 0; moves < 20000 && s->phase != DM_P_ENDED; moves++) {
		for (n = 0, k = 1; k <= nseats; k++) {
			dm_lines(s, k, &l);
			if (l.n > 0)
				seats[n++] = k;
			dm_lines_free(&l);
		}
		ck_assert_msg(n > 0, "seed %u: nobody may act in phase %d stage %d", seedno, s->phase,
		    s->stage);
		seat = seats[pb_rng_below(&bot, (uint32_t)n)];
		dm_lines(s, seat, &l);
		if (!wise)
			extra_lines(s, seat, &l);
		k = wise ? dm_careful_pick(s, seat, &l, &bot) : (int)pb_rng_below(&bot, (uint32_t)l.n);
		ck_assert_msg(run(s, seat, l.v[k], &err) == PB_OK, "seed %u seat %d \"%s\": %s",
		    seedno, seat, l.v[k], err.msg);
		dm_lines_free(&l);
		ck_assert_msg(dm_state_check(s, why, sizeof(why)), "seed %u move %d: %s", seedno,
		    moves, why);
		if (seedno % 10 == 0 && moves % 7 == 0) {
			private_ok(s);
			help_ok(s, seedno);
		}
		if (moves % 97 == 0) {
			r = reload(s, seedno);
			dm_free(s);
			s = r;
		}
	}
	t->games++;
	t->moves += moves;
	if (s->phase == DM_P_ENDED) {
		t->ended++;
		t->uninf += s->winner == DM_WIN_UNINFECTED;
		t->inf += s->winner == DM_WIN_INFECTED;
		t->shield += strcmp(s->reason, "shield breach") == 0;
		t->outpost += strcmp(s->reason, "outpost destroyed") == 0;
		t->life += strcmp(s->reason, "life support gone") == 0;
		t->company += s->winner == DM_WIN_COMPANY;
		t->takeoff += strncmp(s->reason, "takeoff", 7) == 0;
	}
	k = s->phase == DM_P_ENDED;
	dm_free(s);
	json_decref(o);
	json_decref(canon);
	return (k);
}

/* every_count - games at every player count; wise: careful bots */

static void
every_count(int wise, unsigned base, int sc)
{
	struct tally t;
	int          n, won = 0;
	unsigned     seed;

	for (n = DM_MIN_SEATS; n <= DM_MAX_SEATS; n++) {
		memset(&t, 0, sizeof(t));
		for (seed = 0; seed < (unsigned)games; seed++)
			play(n, seed + base, &t, wise, sc);
		printf("dm%s %s bots: %d players: %d games, %d ended, Uninfected %d, Infected %d "
		       "(shield %d, outposts %d, life support %d), Company Man %d, takeoffs %d, "
		       "%ld moves each\n",
		    sc ? " sc" : "", wise ? "careful" : "random", n, t.games, t.ended, t.uninf, t.inf,
		    t.shield, t.outpost, t.life, t.company, t.takeoff, t.moves / t.games);
		ck_assert_int_eq(t.ended, t.games);
		won += t.uninf;
	}
	if (wise)
		ck_assert_int_gt(won, 0);
}

START_TEST(bots_play)
{
	/* dm-bots-1, dm-bots-2 */
	every_count(0, 0, 0);
}
END_TEST

START_TEST(bots_sc)
{
	/* dm-bots-4: Shadow Corporation and its modules, random and careful */
	every_count(0, 70000, 1);
	every_count(1, 90000, 1);
}
END_TEST

START_TEST(bots_careful)
{
	/* dm-bots-3: careful bots: the Uninfected can win; the rates */
	every_count(1, 50000, 0);
}
END_TEST

static Suite *
bots_suite(void)
{
	Suite *s = suite_create("dm_bots");
	TCase *tc = tcase_create("dm_bots");

	tcase_add_test(tc, bots_play);
	tcase_add_test(tc, bots_careful);
	tcase_add_test(tc, bots_sc);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(int argc, char **argv)
{
	int rc;

	if (argc > 1)
		games = atoi(argv[1]);
	rc = test_main(bots_suite);
	dmt_done();
	return (rc);
}
