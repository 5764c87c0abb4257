/*++
/* NAME
/*	pbemd-mailcount 1
/* SUMMARY
/*	how many mails the arbiter sends per game, for 2 to 5 players
/* SYNOPSIS
/*	bench/pbemd-mailcount [--games N] [--seats LIST] [--step SECS]
/*		[--level LEVEL] [--dir DIR] [--keep]
/* DESCRIPTION
/*	`make mailcount` runs it.  For each number of players in LIST
/*	(2,3,4,5) it plays N whole Dead of Winter games (4) through the
/*	daemon's pipeline, with the bots of bench_play.c (bench(3h)): the
/*	seat the game waits for answers its newest mail, as a mail client
/*	does.  The clock (PBEMD_FAKE_NOW) moves STEP seconds (60) before
/*	every player mail, a live session, and the daemon's deadline pass
/*	runs after each, as the daemon runs it.
/*
/*	When a game ends (or stalls: three player mails in a row that
/*	change nothing), the outbox rows of that game are counted: all
/*	of them, the replies (mails with In-Reply-To: answers to a
/*	player's mail) and the others (news the player did not ask for),
/*	per game and per seat.  The table printed has, per number of
/*	players: games played to the end, games that stalled, player mails
/*	per game, arbiter mails per game (median, mean, max), per seat
/*	(mean), and how many of a seat's mails were news.
/*
/*	--level LEVEL sets every seat's notification level (every,
/*	waiting or digest) right after the game is created, as the
/*	command "mail LEVEL" would; without it the seats keep the default.
/*	The games use seeds 1 to N, the same in every run.
/* DIAGNOSTICS
/*	Exit status 0 when every game was played; 1 otherwise.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/deadline.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

#define MC_START 1795255200 /* Sat 21 Nov 2026 10:00 UTC */
#define MC_MAXGAMES 200

struct mc_opts {
	int         games;
	int         seats[8];
	int         nseats;
	int         step;
	const char *level;
	const char *dir;
	int         keep;
};

struct mc_game {
	int mails;   /* player mails */
	int total;   /* arbiter mails of the game */
	int replies; /* of them, answers to a player's mail */
	int ended;   /* played to the end */
};

static int64_t mc_clock = MC_START;

/* mc_tick - the clock moves */

static void
mc_tick(int secs)
{
	char buf[32];

	mc_clock += secs;
	snprintf(buf, sizeof(buf), "%lld", (long long)mc_clock);
	setenv("PBEMD_FAKE_NOW", buf, 1);
}

/* mc_count - one figure of SQL with the game id bound */

static int
mc_count(struct bench_site *s, const char *sql, int64_t game)
{
	sqlite3      *db = store_db(s->p->st);
	sqlite3_stmt *st;
	int           n;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		bench_die("%s: %s", sql, sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, game);
	if (sqlite3_step(st) != SQLITE_ROW)
		bench_die("%s: %s", sql, sqlite3_errmsg(db));
	n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return (n);
}

/* mc_level - every seat of a game at a notification level */

static void
mc_level(struct bench_site *s, int64_t game, int nseats, const char *level)
{
	struct store_notify n;
	struct pb_err       err;
	int                 k;

	for (k = 1; k <= nseats; k++) {
		if (store_notify_get(s->p->st, game, k, &n, &err) != PB_OK)
			bench_die("--level: %s", err.msg);
		free(n.level);
		n.level = pb_strdup(level);
		if (store_notify_put(s->p->st, game, k, &n, &err) != PB_OK)
			bench_die("--level: %s", err.msg);
		store_notify_clear(&n);
	}
}

/* mc_play - one whole game in slot 0; its figures */

static void
mc_play(const struct mc_opts *o, struct bench_play *pl, struct mc_game *r)
{
	struct bench_site *s = pl->sites[0];
	struct bench_mail  m = { 0 };
	struct pb_err      err;
	const char        *outcome;
	int64_t            id;
	int                stuck = pl->stuck, acted;

	pl->games[0].ended = 1; /* bench_play_next() starts a new one */
	memset(r, 0, sizeof(*r));
	do {
		mc_tick(o->step);
		bench_play_next(pl, 0, &m);
		if (r->mails == 0 && o->level != NULL)
			mc_level(s, m.game, pl->games[0].nseats, o->level);
		if (arbiter_process(s->p, m.raw, m.len, &outcome, &err) != PB_OK)
			bench_die("arbiter_process: %s", err.msg);
		if (deadline_pass(s->p, &acted, &err) != PB_OK)
			bench_die("deadline pass: %s", err.msg);
		r->mails++;
		bench_play_after(pl, 0);
		bench_mail_clear(&m);
	} while (!pl->games[0].ended);
	/* A day later: what a digest or a held notice still owed is sent. */
	mc_tick(86400);
	if (deadline_pass(s->p, &acted, &err) != PB_OK)
		bench_die("deadline pass: %s", err.msg);
	id = pl->games[0].id;
	r->ended = pl->stuck == stuck;
	r->total = mc_count(s, "SELECT count(*) FROM outbox WHERE game_id = ?", id);
	r->replies = mc_count(s,
	    "SELECT count(*) FROM outbox WHERE game_id = ? AND message LIKE '%In-Reply-To:%'", id);
}

/* mc_cmp - ints, ascending */

static int
mc_cmp(const void *a, const void *b)
{
	return (*(const int *)a - *(const int *)b);
}

/* mc_seats - N games of that many players, one line of the table */

static int
mc_seats(const struct mc_opts *o, struct bench_site *s, int seats)
{
	struct bench_play pl;
	struct mc_game    r;
	int               tot[MC_MAXGAMES], i, n = 0, stalled = 0;
	double            mails = 0, sum = 0, news = 0;

	bench_play_init(&pl, 1, 1, "mc", &s, 1);
	pl.seats_min = seats;
	pl.seats_span = 1;
	for (i = 0; i < o->games; i++) {
		mc_play(o, &pl, &r);
		if (!r.ended) {
			stalled++;
			continue;
		}
		tot[n++] = r.total;
		mails += r.mails;
		sum += r.total;
		news += r.total - r.replies;
	}
	bench_play_free(&pl);
	if (n == 0) {
		printf("%7d  %5d %7d  (no game ended)\n", seats, 0, stalled);
		return (0);
	}
	qsort(tot, (size_t)n, sizeof(*tot), mc_cmp);
	printf("%7d  %5d %7d %7.0f %7d %7.0f %6d %8.1f %8.1f\n", seats, n, stalled, mails / n,
	    tot[n / 2], sum / n, tot[n - 1], sum / n / seats, news / n / seats);
	fflush(stdout);
	return (stalled == 0);
}

/* mc_parse - the options; 0 on a bad one */

static int
mc_parse(struct mc_opts *o, int argc, char **argv)
{
	char *list, *w, *save = NULL;
	int   i;

	o->games = 5;
	o->step = 60;
	o->dir = "mailcount-run";
	list = pb_strdup("2,3,4,5");
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--keep") == 0)
			o->keep = 1;
		else if (i + 1 >= argc)
			return (0);
		else if (strcmp(argv[i], "--games") == 0)
			o->games = atoi(argv[++i]);
		else if (strcmp(argv[i], "--step") == 0)
			o->step = atoi(argv[++i]);
		else if (strcmp(argv[i], "--level") == 0)
			o->level = argv[++i];
		else if (strcmp(argv[i], "--dir") == 0)
			o->dir = argv[++i];
		else if (strcmp(argv[i], "--seats") == 0) {
			free(list);
			list = pb_strdup(argv[++i]);
		} else
			return (0);
	}
	for (w = strtok_r(list, ",", &save); w && o->nseats < 8; w = strtok_r(NULL, ",", &save))
		if ((o->seats[o->nseats++] = atoi(w)) < 2 || o->seats[o->nseats - 1] > 5)
			return (free(list), 0);
	free(list);
	return (o->games > 0 && o->games <= MC_MAXGAMES && o->step > 0 && o->nseats > 0);
}

int
main(int argc, char **argv)
{
	struct mc_opts     o = { 0 };
	struct bench_site *s;
	char              *dir, *cmd;
	int                ok = 1, k;

	if (!mc_parse(&o, argc, argv)) {
		fprintf(stderr,
		    "usage: pbemd-mailcount [--games N] [--seats 2,3,4,5] [--step SECS]"
		    " [--level every|waiting|digest] [--dir DIR] [--keep]\n");
		return (2);
	}
	mc_tick(0);
	mkdir(o.dir, 0700);
	dir = pb_asprintf("%s/run.XXXXXX", o.dir);
	if (mkdtemp(dir) == NULL)
		bench_die("mkdtemp %s: %m", dir);
	printf("pbemd-mailcount: %d games per row, a player mail every %ds, level %s\n", o.games,
	    o.step, o.level ? o.level : "(default)");
	printf("players  ended stalled  player  arbiter mails per game  per seat  news/seat\n");
	printf("                         mails  median    mean    max\n");
	for (k = 0; k < o.nseats; k++) {
		cmd = pb_asprintf("%s/%d", dir, o.seats[k]);
		s = bench_site_new(cmd, NULL);
		ok &= mc_seats(&o, s, o.seats[k]);
		bench_site_free(s);
		free(cmd);
	}
	if (!o.keep) {
		cmd = pb_asprintf("rm -rf '%s'", dir);
		if (system(cmd) != 0)
			fprintf(stderr, "pbemd-mailcount: could not remove %s\n", dir);
		free(cmd);
	}
	free(dir);
	return (ok ? EXIT_SUCCESS : EXIT_FAILURE);
}
