/*++
/* NAME
/*	dm-balance 1
/* SUMMARY
/*	measure the balance of the Dark Moon pack with careful bots
/* SYNOPSIS
/*	tests/dm-balance [--games N] [--seats N] [--pack DIR]
/*		[--option NAME=VALUE ...]
/* DESCRIPTION
/*	Plays N games (default 1000) at every player count (3 to 7, or
/*	only --seats N) of the default game (no variant, default
/*	options, or those --option sets, e.g. --option expansion=sc),
/*	every seat a careful bot (tests/dm_careful.c).  Game i
/*	of a count has the seed made of i and the count, and the bots'
/*	own stream another, so a run is the same on every machine.
/*
/*	The table goes to standard output: per count the games, the
/*	Uninfected's win rate, how the Infected won (shield breach,
/*	Outposts destroyed, Life Support gone, a takeoff with an Infected
/*	aboard, an Uninfected's Threat not fulfilled, other: a Final Event
/*	twist, no one can act), the Company Man's wins, games that did not
/*	end, and the mean commands per game.
/*
/*	`make balance` builds and runs it (not part of make check).
/* SEE ALSO
/*	pbemd-dm(7), BALANCE.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
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

/* Local. */
#include "dm_careful.h"

#define MAXMOVES 20000

struct cell {
	int  games, uninf, shield, outpost, life, takeoff, threat, other, company, unfinished;
	long moves;
};

/* apply_line - one line of a seat; the status */

static enum pb_rc
apply_line(void *g, int seat, const char *line, struct pb_err *err)
{
	struct game_result res;
	struct lex_line   *l;
	enum pb_rc         rc;

	memset(&res, 0, sizeof(res));
	if ((rc = lex_line(line, &l, err)) != PB_OK)
		return (rc);
	rc = dm_ops.apply(g, seat, l, &res, err);
	lex_free(l);
	game_result_clear(&res);
	return (rc);
}

/* play - one whole game of careful bots, tallied in c */

static void
play(const void *pack, json_t *opts, int nseats, unsigned i, struct cell *c)
{
	unsigned char    seed[32] = { 0 };
	struct pb_err    err;
	struct pb_rng    bot;
	struct dm_state *s;
	struct dm_lines  l;
	json_t          *o = json_deep_copy(opts), *canon = NULL;
	void            *g;
	int              moves, k, n, seats[DM_MAX_SEATS], seat;
	char            *aside;

	memcpy(seed, &i, sizeof(i));
	seed[8] = (unsigned char)nseats;
	if (dm_ops.create(pack, o, nseats, seed, &g, &canon, &err) != PB_OK)
		pb_fatal("dm-balance: create: %s", err.msg);
	seed[9] = 1;
	pb_rng_init(&bot, seed, 0);
	s = g;
	for (moves = 0; moves < MAXMOVES && s->phase != DM_P_ENDED; moves++) {
		for (k = 1; k <= nseats; k++) /* claims and the Exposure, beside */
			if ((aside = dm_careful_aside(s, k)) != NULL) {
				if (apply_line(s, k, aside, &err) != PB_OK)
					pb_fatal("dm-balance: game %u seat %d \"%s\": %s", i, k, aside, err.msg);
				free(aside);
			}
		for (n = 0, k = 1; k <= nseats; k++) {
			dm_lines(s, k, &l);
			if (l.n > 0)
				seats[n++] = k;
			dm_lines_free(&l);
		}
		if (n == 0)
			break;
		seat = seats[pb_rng_below(&bot, (uint32_t)n)];
		dm_lines(s, seat, &l);
		k = dm_careful_pick(s, seat, &l, &bot);
		if (apply_line(s, seat, l.v[k], &err) != PB_OK)
			pb_fatal("dm-balance: game %u seat %d \"%s\": %s", i, seat, l.v[k], err.msg);
		dm_lines_free(&l);
	}
	c->games++;
	c->moves += moves;
	if (s->phase != DM_P_ENDED)
		c->unfinished++;
	else if (s->winner == DM_WIN_UNINFECTED)
		c->uninf++;
	else if (s->winner == DM_WIN_COMPANY)
		c->company++;
	else if (strcmp(s->reason, "shield breach") == 0)
		c->shield++;
	else if (strcmp(s->reason, "outpost destroyed") == 0)
		c->outpost++;
	else if (strcmp(s->reason, "life support gone") == 0)
		c->life++;
	else if (strncmp(s->reason, "takeoff", 7) == 0)
		c->takeoff++;
	else if (strcmp(s->reason, "a Threat not fulfilled") == 0)
		c->threat++;
	else
		c->other++;
	dm_free(s);
	json_decref(o);
	json_decref(canon);
}

/* usage - how to call it */

static void
usage(void)
{
	fprintf(stderr, "usage: dm-balance [--games N] [--seats N] [--pack DIR]"
	    " [--option NAME=VALUE ...]\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	const char   *dir = PB_SRCDIR "/content/dm";
	char         *text;
	void         *pack;
	struct pb_err err;
	struct cell   c;
	json_t       *opts = json_object();
	char         *eq;
	int           games = 1000, only = 0, i, n;

	for (i = 1; i < argc; i++) {
		if (i + 1 >= argc)
			usage();
		if (strcmp(argv[i], "--games") == 0)
			games = atoi(argv[++i]);
		else if (strcmp(argv[i], "--seats") == 0)
			only = atoi(argv[++i]);
		else if (strcmp(argv[i], "--pack") == 0)
			dir = argv[++i];
		else if (strcmp(argv[i], "--option") == 0 && (eq = strchr(argv[++i], '=')) != NULL) {
			*eq = 0;
			json_object_set_new(opts, argv[i], json_string(eq + 1));
		} else
			usage();
	}
	if (games <= 0 || (only && (only < DM_MIN_SEATS || only > DM_MAX_SEATS)))
		usage();
	if (sodium_init() < 0)
		pb_fatal("dm-balance: sodium_init");
	if (pack_read_dir(dir, &text, &err) != PB_OK || (pack = dm_pack_parse(text, &err)) == NULL)
		pb_fatal("dm-balance: %s: %s", dir, err.msg);
	printf("players  games  Uninfected  shield  outposts  life  takeoff  threat  other"
	       "  company  unfinished  commands\n");
	for (n = DM_MIN_SEATS; n <= DM_MAX_SEATS; n++) {
		if (only && n != only)
			continue;
		memset(&c, 0, sizeof(c));
		for (i = 0; i < games; i++)
			play(pack, opts, n, (unsigned)i, &c);
		printf("%7d  %5d  %9.1f%%  %6d  %8d  %4d  %7d  %6d  %5d  %7d  %10d  %8ld\n", n,
		    c.games, 100.0 * c.uninf / c.games, c.shield, c.outpost, c.life, c.takeoff,
		    c.threat, c.other, c.company, c.unfinished, c.moves / c.games);
		fflush(stdout);
	}
	json_decref(opts);
	dm_pack_free(pack);
	free(text);
	return (0);
}
