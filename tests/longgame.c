/*++
/* NAME
/*	longgame 1
/* SUMMARY
/*	a game of thousands of moves, and what verify and undo cost on it
/* SYNOPSIS
/*	tests/longgame -c FILE GAME play MOVES [fast]
/*	tests/longgame -c FILE GAME time [UNDO | force ...]
/* DESCRIPTION
/*	A measuring tool of issue 15, not a test by itself: tests/e2e-
/*	longgame.sh checks what it builds, tests/measure-store.sh times it
/*	in an -O2 build.
/*
/*	With "play", it plays GAME of the installation of FILE until its
/*	log holds MOVES moves, the moderator's way (moderate_run(), as
/*	`pbemctl game force` does): the seat the game waits on takes its
/*	default action, the players are mailed, and the outbox is sent
/*	after every move, as the daemon would.  Dead of Winter played by
/*	its default actions ends in a few rounds, so after every ten moves
/*	the moderator undoes them: the log keeps growing, as it does with
/*	a real game's disputes, and every kind of entry is in it.  "fast"
/*	is for the timings only: the same log entries are appended without
/*	any mail (gamectl_system(), as moderate_exec() does before it mails)
/*	and nothing is synced to disk.
/*
/*	With "time", it prints in milliseconds the cost of `pbemctl game
/*	replay --verify` of GAME (gamectl_replay()) and of each undo to
/*	move UNDO, or a "force" of the seat the game waits on (a command
/*	with its mail, as the daemon runs one), each in a transaction
/*	rolled back, so the game is left as it was.  Each figure is the processor time of the process (not
/*	the wall clock: the machine may be busy with other work), the best
/*	of three runs.
/* DIAGNOSTICS
/*	Exit 0, or 1 with a message on the standard error.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Third party. */
#include <sodium.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "core/pb.h"
#include "store/store.h"

/* fail - say why and exit */

static void
fail(const char *what, const struct pb_err *err)
{
	fprintf(stderr, "longgame: %s: %s\n", what, err ? err->msg : "failed");
	exit(1);
}

/* now_ms - the process's processor time in milliseconds */

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (ts.tv_sec * 1e3 + ts.tv_nsec / 1e6);
}

/* waiting - the first seat the game waits on, or 0 */

static int
waiting(struct pbemd *p, int64_t game, int64_t *seq)
{
	struct gamectl *g;
	struct pb_err   err;
	int             k, seat = 0;

	if (gamectl_load(p, game, &g, &err) != PB_OK)
		fail("load", &err);
	for (k = 1; seat == 0 && k <= (int)g->nseats; k++)
		if (g->ops->decision(g->state, k) != NULL)
			seat = k;
	*seq = g->row->seq;
	gamectl_free(g);
	return (seat);
}

/* moderate - one moderator line, committed, then the outbox sent */

static void
moderate(struct pbemd *p, int64_t game, const char *line)
{
	struct pb_err err;
	char         *text = NULL;
	int           sent;

	if (moderate_run(p, game, line, &text, &err) != PB_OK)
		fail(line, &err);
	free(text);
	if (flush_outbox(p, &sent, &err) != PB_OK)
		fail("flush", &err);
}

/* append - one moderator line into the log alone, committed: "force
 * SEAT" as moderate_exec() logs it, with the seat's default line */

static void
append(struct pbemd *p, int64_t game, const char *line, int seat)
{
	struct game_result res = { 0 };
	struct gamectl    *g;
	struct pb_err      err;
	char              *dflt = NULL, *sys;

	if (store_begin(p->st, &err) != PB_OK || gamectl_load(p, game, &g, &err) != PB_OK)
		fail("load", &err);
	if (strncmp(line, "force", 5) == 0) {
		dflt = g->ops->default_line(g->state, seat, 0);
		sys = pb_asprintf("force %d %s", seat, dflt);
	} else
		sys = pb_strdup(line);
	if (gamectl_system(p, g, sys, 0, &res, &err) != PB_OK || gamectl_save(p, g, &err) != PB_OK
	    || store_commit(p->st, &err) != PB_OK)
		fail(sys, &err);
	game_result_clear(&res);
	gamectl_free(g);
	free(sys);
	free(dflt);
}

/* play - force moves until the log holds moves */

static void
play(struct pbemd *p, int64_t game, int64_t moves, int fast)
{
	int64_t seq;
	char    line[64];
	int     seat, since = 0;

	if (fast
	    && sqlite3_exec(store_db(p->st), "PRAGMA synchronous = OFF", NULL, NULL, NULL)
	        != SQLITE_OK)
		fail("fast", NULL);
	while ((seat = waiting(p, game, &seq)) != 0 && seq < moves) {
		if (++since % 11 == 0)
			snprintf(line, sizeof(line), "undo %lld", (long long)seq - 10);
		else
			snprintf(line, sizeof(line), "force %d", seat);
		if (fast)
			append(p, game, line, seat);
		else
			moderate(p, game, line);
	}
	if (seq < moves) {
		fprintf(stderr, "longgame: the game ended at move %lld\n", (long long)seq);
		exit(1);
	}
}

/* time_verify - the best of three replays --verify */

static double
time_verify(struct pbemd *p, int64_t game)
{
	struct pb_err err;
	double        best = 1e99, t;
	char         *report;
	int           i;

	for (i = 0; i < 3; i++) {
		t = now_ms();
		if (gamectl_replay(p, game, &report, &err) != PB_OK)
			fail(report, &err);
		t = now_ms() - t;
		free(report);
		best = t < best ? t : best;
	}
	return (best);
}

/* time_line - the best of three runs of a moderator line, each rolled
 * back: "undo N", or "force" (the seat the game waits on) */

static double
time_line(struct pbemd *p, int64_t game, const char *what)
{
	struct gamectl *g;
	struct pb_err   err;
	double          best = 1e99, t;
	char           *line, *text;
	int64_t         seq;
	int             i;

	if (strcmp(what, "force") == 0)
		line = pb_asprintf("force %d", waiting(p, game, &seq));
	else
		line = pb_asprintf("undo %s", what);
	for (i = 0; i < 3; i++) {
		t = now_ms();
		if (store_begin(p->st, &err) != PB_OK || gamectl_load(p, game, &g, &err) != PB_OK)
			fail("begin", &err);
		if (moderate_exec(p, g, line, 0, &text, &err) != PB_OK)
			fail(line, &err);
		t = now_ms() - t;
		free(text);
		gamectl_free(g);
		store_rollback(p->st);
		best = t < best ? t : best;
	}
	free(line);
	return (best);
}

int
main(int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	int64_t       game;
	int           i;

	if (argc < 5 || strcmp(argv[1], "-c") != 0
	    || (strcmp(argv[4], "play") == 0 ? argc < 6 : strcmp(argv[4], "time") != 0)) {
		fprintf(stderr, "usage: longgame -c FILE GAME play MOVES [fast]\n"
		                "       longgame -c FILE GAME time [UNDO | force ...]\n");
		return (1);
	}
	if (sodium_init() < 0 || pbemd_open(argv[2], &p, &err) != PB_OK)
		fail(argv[2], &err);
	game = strtoll(argv[3], NULL, 10);
	if (strcmp(argv[4], "play") == 0)
		play(p, game, strtoll(argv[5], NULL, 10), argc > 6 && strcmp(argv[6], "fast") == 0);
	else {
		printf("verify %.1f ms\n", time_verify(p, game));
		for (i = 5; i < argc; i++)
			printf("%s%s %.1f ms\n", strcmp(argv[i], "force") ? "undo " : "", argv[i],
			    time_line(p, game, argv[i]));
	}
	pbemd_close(p);
	return (0);
}
