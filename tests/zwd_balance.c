/*++
/* NAME
/*	zwd-balance 1
/* SUMMARY
/*	measure the balance of the White Death missions with careful bots
/* SYNOPSIS
/*	tests/zwd-balance [--games N] [--from N] [--seats N] [--mission ID]
/*		[--pack DIR] [--mode deck|festival|necromancers]
/* DESCRIPTION
/*	Plays N games (default 1000) of every mission of the pack (or
/*	only --mission ID), every seat the careful bot of
/*	tests/zwd_careful.c, the team's six survivors split among the
/*	seats (default 1; game i of a mission has the seed made of i
/*	and the seat count, so a run is the same on every machine;
/*	--from N starts at game N).  --mode plays every game in a mode
/*	of pbemd-zwd(7) (MISSIONS AND MODES): deck is the option
/*	abominations=deck (Abomination deck), festival abominations=festival
/*	(Abomination Festival), necromancers necromancers=multiple
/*	(Multiple Necromancers); without it, none.
/*
/*	The table goes to standard output: per mission its difficulty
/*	as the pack labels it, the games, the win rate, the games lost
/*	to an elimination, to another defeat, the games not ended in
/*	ZWD_CAREFUL_ROUNDS rounds, the mean rounds and commands a game,
/*	and whether the win rate lies in its level's band (pbemd-zwd(7),
/*	BALANCE: easy 35% or more, medium 18% to 31%, hard 5% to 15%;
/*	"low" or "high" when not, "-" in a mode, which the bands do not
/*	concern).  The seeds are fixed, so a table is the same on every
/*	machine.  The exit status is 1 when a mission of the pack played
/*	with no mode lies outside its band, 0 otherwise.
/*
/*	`make balance-zwd` (and `make balance`) builds and runs it
/*	(not part of make check).
/* SEE ALSO
/*	pbemd-zwd(7), BALANCE.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

static const char *const level[] = { "easy", "medium", "hard" };

/* The bands of win rates, in percent, that the levels ask for: they do
 * not overlap, so the missions' order from easy to hard shows. */
static const double band[3][2] = { { 35, 100 }, { 18, 31 }, { 5, 15 } };
static int              from; /* --from: the first game's number */

/* The modes of --mode: the word, the game's option and its value. */
static const struct {
	const char *word, *opt, *value;
} modes[] = {
	{ "deck", "abominations", "deck" },
	{ "festival", "abominations", "festival" },
	{ "necromancers", "necromancers", "multiple" },
};
static int mode = -1; /* --mode: index in modes[], -1 none */

/* usage - how to call it */

static void
usage(void)
{
	fprintf(stderr,
	    "usage: zwd-balance [--games N] [--from N] [--seats N] [--mission ID]\n"
	    "\t[--pack DIR] [--mode deck|festival|necromancers]\n");
	exit(2);
}

/* mode_of - the index in modes[] of word; usage() when none */

static int
mode_of(const char *word)
{
	size_t k;

	for (k = 0; k < sizeof(modes) / sizeof(modes[0]); k++)
		if (strcmp(word, modes[k].word) == 0)
			return ((int)k);
	usage();
	return (-1);
}

/* game - game i of mission id, in the mode; 1 when won */

static int
game(const void *pack, const char *id, int seats, int i, struct zwd_careful_end *e)
{
	json_t *o = json_pack("{s:s}", "mission", id);
	int     won;

	if (mode >= 0)
		json_object_set_new(o, modes[mode].opt, json_string(modes[mode].value));
	won = zwd_careful_game_opts(pack, o, seats, (unsigned)(from + i), e);
	json_decref(o);
	return (won);
}

/* in_band - "ok", "low" or "high" for a win rate of a level; "-" in a mode
 * or for a level the pack does not name */

static const char *
in_band(int difficulty, double rate)
{
	if (mode >= 0 || difficulty < 0 || difficulty > 2)
		return ("-");
	if (rate < band[difficulty][0])
		return ("low");
	return (rate > band[difficulty][1] ? "high" : "ok");
}

/* row - the games of one mission, a line of the table; 1 when its rate
 * lies outside its level's band */

static int
row(const void *pack, const struct zwd_mission *m, int games, int seats)
{
	struct zwd_careful_end e;
	int                    i, won = 0, elim = 0, other = 0, unfinished = 0;
	long                   rounds = 0, commands = 0;
	double                 rate;
	const char            *ok;

	for (i = 0; i < games; i++) {
		won += game(pack, m->id, seats, i, &e);
		if (e.outcome == ZWD_PLAYING)
			unfinished++;
		else if (e.outcome == ZWD_LOST && strstr(e.reason, "eliminated") != NULL)
			elim++;
		else if (e.outcome == ZWD_LOST)
			other++;
		if (getenv("ZWD_BALANCE_SAY") != NULL)
			fprintf(stderr, "%s game %d: %s in round %d: %s\n", m->id, i,
			    e.outcome == ZWD_WON ? "won" : e.outcome == ZWD_LOST ? "lost" : "unfinished",
			    e.rounds, e.reason);
		rounds += e.rounds;
		commands += e.commands;
	}
	rate = 100.0 * won / games;
	ok = in_band(m->difficulty, rate);
	printf("%-7s  %-6s  %5d  %5.1f%%  %10d  %5d  %10d  %6.1f  %8ld  %4s\n", m->id,
	    m->difficulty >= 0 && m->difficulty < 3 ? level[m->difficulty] : "?", games, rate, elim,
	    other, unfinished, (double)rounds / games, commands / games, ok);
	fflush(stdout);
	return (strcmp(ok, "low") == 0 || strcmp(ok, "high") == 0);
}

int
main(int argc, char **argv)
{
	const char               *dir = PB_SRCDIR "/content/zwd", *only = NULL;
	const struct zwd_pack    *p;
	char                     *text;
	void                     *pack;
	int                       games = 1000, seats = 1, i, out = 0;

	for (i = 1; i < argc; i++) {
		if (i + 1 >= argc)
			usage();
		if (strcmp(argv[i], "--games") == 0)
			games = atoi(argv[++i]);
		else if (strcmp(argv[i], "--seats") == 0)
			seats = atoi(argv[++i]);
		else if (strcmp(argv[i], "--mission") == 0)
			only = argv[++i];
		else if (strcmp(argv[i], "--from") == 0)
			from = atoi(argv[++i]);
		else if (strcmp(argv[i], "--pack") == 0)
			dir = argv[++i];
		else if (strcmp(argv[i], "--mode") == 0)
			mode = mode_of(argv[++i]);
		else
			usage();
	}
	if (games <= 0 || seats < ZWD_MIN_SEATS || seats > ZWD_MAX_SEATS)
		usage();
	if (sodium_init() < 0)
		pb_fatal("zwd-balance: sodium_init");
	p = pack = zwd_careful_pack(dir, &text);
	printf("mission  level   games    won  eliminated  other  unfinished  rounds  commands  band\n");
	for (i = 0; i < p->maps->nmissions; i++)
		if (only == NULL || strcmp(only, p->maps->missions[i].id) == 0)
			out += row(pack, &p->maps->missions[i], games, seats);
	zwd_pack_free(pack);
	free(text);
	if (out > 0)
		fprintf(stderr, "zwd-balance: %d mission%s outside %s band\n", out,
		    out > 1 ? "s" : "", out > 1 ? "their level's" : "its level's");
	return (out > 0);
}
