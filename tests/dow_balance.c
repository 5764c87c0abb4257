/*++
/* NAME
/*	dow-balance 1
/* SUMMARY
/*	measure the balance of the Dead of Winter pack with careful bots
/* SYNOPSIS
/*	tests/dow-balance [--games N] [--objective ID] [--seats N]
/*		[--side standard|expert] [--first N] [--pack DIR]
/* DESCRIPTION
/*	Plays N games (default 1000) for every setting: main objective
/*	of the pack, side (standard, expert) and player count (2 to 5;
/*	two players always play the expert side, by the rules), every
/*	seat a careful bot or, with a betrayal card, a betrayer bot
/*	(tests/dow_careful.c).  Game i of a setting has the seed made of
/*	i, the objective, the side and the count, so a run is the same on
/*	every machine.
/*
/*	A line per setting goes to standard error as the run goes.  The
/*	table goes to standard output: per setting the colony's win rate,
/*	the mean rounds played, how the games ended (objective, morale,
/*	rounds), mean starvation tokens and survivors lost at the end,
/*	how often a secret objective was won and how often a betrayer
/*	won; then the totals by side, and every secret, betrayal and
/*	exiled objective: how often it was held at the end and won.
/*
/*	The bots read only their seat's view; the tool itself reads the
/*	state for one figure, the survivors lost (out of the game).
/*
/*	`make balance` builds and runs it (not part of make check).
/* SEE ALSO
/*	pbemd-dow(7), BALANCE.
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
#include "core/pack.h"
#include "core/pb.h"
#include "games/dow/dow.h"

/* Local. */
#include "dow_careful.h"

#define MAXOBJ 64

struct cell {
	int games, colony, rounds, by[4], starv, lost, secret_held, secret_won, betr_games,
	    betr_won, unfinished;
};

struct objstat {
	char name[48];
	char kind[12];
	int  held, won;
};

static struct objstat objs[MAXOBJ];
static void          *parsed; /* the pack, parsed once for every game */
static int            nobjs;

/* objstat_of - the counters of an objective by name */

static struct objstat *
objstat_of(const char *name, const char *kind)
{
	int i;

	for (i = 0; i < nobjs; i++)
		if (strcmp(objs[i].name, name) == 0)
			return (&objs[i]);
	if (nobjs == MAXOBJ)
		return (NULL);
	snprintf(objs[nobjs].name, sizeof(objs[nobjs].name), "%s", name);
	snprintf(objs[nobjs].kind, sizeof(objs[nobjs].kind), "%s", kind);
	return (&objs[nobjs++]);
}

/* mains - the ids of the pack's main objectives, from its text */

static int
mains(const char *text, char ids[][48], int max)
{
	const char *p = text;
	int         n = 0;

	while ((p = strstr(p, "\n[main ")) != NULL && n < max) {
		p += 7;
		snprintf(ids[n], 48, "%.*s", (int)strcspn(p, "]"), p);
		n++;
	}
	return (n);
}

/* one_game - a game of a setting into the cell */

static void
one_game(const char *obj, int expert, int nseats, unsigned i, struct cell *c)
{
	unsigned char       seed[32] = { 0 };
	struct dow_bot_game out;
	struct pb_err       err;
	struct objstat     *o;
	json_t             *opts, *canon = NULL;
	void               *g;
	int                 k, lost0, betr = 0, betr_won = 0;

	memcpy(seed, &i, sizeof(i));
	seed[8] = (unsigned char)nseats;
	seed[9] = (unsigned char)expert;
	snprintf((char *)seed + 10, 22, "%.21s", obj);
	opts = json_pack("{s:s, s:s}", "variant", expert ? "expert" : "standard", "objective", obj);
	if (dow_ops.create(parsed, opts, nseats, seed, &g, &canon, &err) != PB_OK) {
		fprintf(stderr, "dow-balance: %s\n", err.msg);
		exit(1);
	}
	lost0 = dow_game_state(g)->surv_out.n;
	(void)dow_bot_play(&dow_ops, g, nseats, seed, 4000, &out);
	c->games++;
	if (!out.ended)
		c->unfinished++;
	c->colony += out.colony_won;
	c->rounds += out.rounds;
	c->by[out.ended_by & 3]++;
	c->starv += out.starvation;
	c->lost += dow_game_state(g)->surv_out.n - lost0;
	for (k = 1; k <= nseats; k++) {
		if (out.kind[k][0] == '\0')
			continue;
		if ((o = objstat_of(out.secret[k], out.kind[k])) != NULL) {
			o->held++;
			o->won += out.won[k];
		}
		if (out.betrayer[k]) {
			betr = 1;
			betr_won |= out.won[k] && !out.exiled[k];
		} else if (strcmp(out.kind[k], "secret") == 0) {
			c->secret_held++;
			c->secret_won += out.won[k];
		}
	}
	c->betr_games += betr;
	c->betr_won += betr_won;
	free(out.last);
	dow_ops.free(g);
	json_decref(opts);
	json_decref(canon);
}

static double
pct(int a, int b)
{
	return (b ? 100.0 * a / b : 0.0);
}

static void
row(const char *obj, const char *side, int n, const struct cell *c)
{
	printf("%-22s %-8s %d %5d %5.1f%% %5.2f %5.1f%% %5.1f%% %5.1f%% %5.2f %5.2f %5.1f%% %5.1f%%"
	       " (%d)\n",
	    obj, side, n, c->games, pct(c->colony, c->games),
	    c->games ? (double)c->rounds / c->games : 0.0, pct(c->by[3], c->games),
	    pct(c->by[1], c->games), pct(c->by[2], c->games),
	    c->games ? (double)c->starv / c->games : 0.0,
	    c->games ? (double)c->lost / c->games : 0.0, pct(c->secret_won, c->secret_held),
	    pct(c->betr_won, c->betr_games), c->betr_games);
}

static void
sum_into(struct cell *t, const struct cell *c)
{
	int i;

	t->games += c->games;
	t->colony += c->colony;
	t->rounds += c->rounds;
	for (i = 0; i < 4; i++)
		t->by[i] += c->by[i];
	t->starv += c->starv;
	t->lost += c->lost;
	t->secret_held += c->secret_held;
	t->secret_won += c->secret_won;
	t->betr_games += c->betr_games;
	t->betr_won += c->betr_won;
	t->unfinished += c->unfinished;
}

int
main(int argc, char **argv)
{
	static char   ids[32][48];
	const char   *only = NULL, *dir = PB_SRCDIR "/content/dow", *side_only = NULL;
	struct cell   c, side_tot[2], obj_tot[2];
	struct pb_err err;
	char         *pack;
	unsigned      games = 1000, first = 0, i;
	int           seats = 0, nmain, m, x, n, lo;

	for (i = 1; i < (unsigned)argc; i++) {
		if (strcmp(argv[i], "--games") == 0 && i + 1 < (unsigned)argc)
			games = (unsigned)atoi(argv[++i]);
		else if (strcmp(argv[i], "--first") == 0 && i + 1 < (unsigned)argc)
			first = (unsigned)atoi(argv[++i]);
		else if (strcmp(argv[i], "--objective") == 0 && i + 1 < (unsigned)argc)
			only = argv[++i];
		else if (strcmp(argv[i], "--seats") == 0 && i + 1 < (unsigned)argc)
			seats = atoi(argv[++i]);
		else if (strcmp(argv[i], "--side") == 0 && i + 1 < (unsigned)argc)
			side_only = argv[++i];
		else if (strcmp(argv[i], "--pack") == 0 && i + 1 < (unsigned)argc)
			dir = argv[++i];
		else {
			fprintf(stderr,
			    "usage: dow-balance [--games N] [--objective ID] [--seats N]"
			    " [--side standard|expert] [--first N] [--pack DIR]\n");
			return (2);
		}
	}
	if (sodium_init() < 0 || pack_read_dir(dir, &pack, &err) != PB_OK) {
		fprintf(stderr, "dow-balance: %s: %s\n", dir, err.msg);
		return (1);
	}
	if ((parsed = dow_ops.pack_parse(pack, &err)) == NULL) {
		fprintf(stderr, "dow-balance: %s: %s\n", dir, err.msg);
		return (1);
	}
	nmain = mains(pack, ids, 32);
	memset(side_tot, 0, sizeof(side_tot));
	printf("%-22s %-8s %s %5s %6s %5s %6s %6s %6s %5s %5s %6s %6s\n", "objective", "side", "P",
	    "games", "colony", "rnds", "objtv", "morale", "rounds", "starv", "lost", "secret",
	    "betrayer (games)");
	for (m = 0; m < nmain; m++) {
		if (only && strcmp(only, ids[m]) != 0)
			continue;
		memset(obj_tot, 0, sizeof(obj_tot));
		for (x = 0; x < 2; x++) {
			if (side_only && strcmp(side_only, x ? "expert" : "standard") != 0)
				continue;
			for (n = 2; n <= 5; n++) {
				if ((seats && n != seats) || (n == 2 && !x))
					continue;
				memset(&c, 0, sizeof(c));
				for (i = first; i < first + games; i++)
					one_game(ids[m], x, n, i, &c);
				fprintf(stderr,
				    "dow-balance: %s %s %d players: %d games, colony %.1f%%\n",
				    ids[m], x ? "expert" : "standard", n, c.games,
				    pct(c.colony, c.games));
				row(ids[m], x ? "expert" : "standard", n, &c);
				fflush(stdout);
				sum_into(&obj_tot[x], &c);
				/* The standard side's total counts 3-5 players only. */
				if (n >= 3 || x)
					sum_into(&side_tot[x], &c);
			}
		}
		for (x = 0; x < 2; x++)
			if (obj_tot[x].games)
				row(ids[m], x ? "expert" : "standard", 0, &obj_tot[x]);
	}
	for (x = 0; x < 2; x++)
		if (side_tot[x].games)
			row("ALL", x ? "expert" : "standard", 0, &side_tot[x]);
	printf("\n%-24s %-9s %6s %6s %6s\n", "secret objective", "kind", "held", "won", "rate");
	for (lo = 0; lo < 3; lo++)
		for (i = 0; i < (unsigned)nobjs; i++)
			if (strcmp(objs[i].kind,
			        lo == 0       ? "secret"
			            : lo == 1 ? "betrayal"
			                      : "exiled")
			    == 0)
				printf("%-24s %-9s %6d %6d %5.1f%%\n", objs[i].name, objs[i].kind,
				    objs[i].held, objs[i].won, pct(objs[i].won, objs[i].held));
	dow_ops.pack_free(parsed);
	free(pack);
	return (0);
}
