/*++
/* NAME
/*	pbemd-bench 1
/* SUMMARY
/*	the cost of a player mail, against the bare cost of any mail
/* SYNOPSIS
/*	bench/pbemd-bench [--mails N] [--games LIST] [--scale-mails M]
/*		[--dir DIR] [--keep] [--plans]
/* DESCRIPTION
/*	`make bench` runs it.  In one run, on mails that players of live
/*	Dead of Winter games send (bench_play.c), it measures:
/*
/*	1. bare: each mail parsed with mime_parse() and one row committed
/*	   (one INSERT, one transaction), in a database with the daemon's
/*	   settings (bench_bare.c).  Every other figure is a ratio to it.
/*	2. pipeline: arbiter_process() on the daemon's store (a file
/*	   database in WAL mode, synchronous=FULL), the replies queued.
/*	3. stages: the same mails once more, on a copy of the store made
/*	   before the first mail, through the pipeline cut into stages
/*	   (bench_stages.c): mime, strip, auth, load, apply, render, commit.
/*	   The two stores are compared row for row afterwards.
/*	The three are interleaved mail by mail (rotating their order), so
/*	that whatever else the machine does weighs on all three alike.
/*
/*	4. scaling: stores of 10, 1000 and 100,000 games (LIST): ten live
/*	   games created by gamectl_create(), spread among copies of them
/*	   made with SQL (bench_site.c), then the same mails played in each
/*	   store, interleaved; the cost per command at each size, as a
/*	   ratio to the smallest.
/*	5. query plans: EXPLAIN QUERY PLAN of every statement the pipeline
/*	   prepared; a full table scan is reported.
/*
/*	Options:
/*	--mails N	player mails for 1-3 (2000)
/*	--games LIST	store sizes for 4, comma-separated (10,1000,100000)
/*	--scale-mails M	player mails per size for 4 (300)
/*	--dir DIR	where the stores go (bench-run), a directory per run
/*	--keep		keep the stores
/*	--plans		print every query plan
/*
/*	The mails carry a fixed Date and the clock is fixed
/*	(PBEMD_FAKE_NOW) so that the two stores of 2 and 3 must be equal.
/* DIAGNOSTICS
/*	Exit status 0 when every step ran and the stores matched; 1
/*	otherwise.  A build with sanitizers is measured but said to be.
/*--*/

/* System. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

#ifndef PB_BENCH_CFLAGS
#define PB_BENCH_CFLAGS "?"
#endif

#define BENCH_LIVE 8     /* live games of the throughput run */
#define BENCH_MAXSIZES 8 /* store sizes of the scaling run */

struct opts {
	int         mails;
	int64_t     sizes[BENCH_MAXSIZES];
	int         nsizes;
	int         scale_mails;
	const char *dir;
	int         keep;
	int         plans;
};

/* Figures of the throughput run. */
struct run {
	struct bench_time bare, pipe, st[BENCH_NSTAGES];
	int               mails, lines, applied, fallbacks, applied_outcomes;
	size_t            bytes;
};

static uint64_t t_start;

/* ---- output ------------------------------------------------------------ */

/* say - one progress line, with the time since the start */

static void say(const char *fmt, ...) PB_PRINTF(1, 2);

static void
say(const char *fmt, ...)
{
	va_list ap;

	printf("[%7.1fs] ", (double)(bench_ns() - t_start) / 1e9);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

/* us - nanoseconds per item, in microseconds */

static double
us(uint64_t ns, int n)
{
	return (n > 0 ? (double)ns / 1e3 / n : 0);
}

/* sanitized - was this program built with ASan or UBSan? */

static int
sanitized(void)
{
	return (strstr(PB_BENCH_CFLAGS, "-fsanitize") != NULL);
}

/* header - what was measured, where, how built */

static void
header(const struct opts *o)
{
	struct utsname u;
	char           date[32];
	time_t         now = time(NULL);

	strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&now));
	uname(&u);
	printf("pbemd-bench %s on %s (%s %s), %ld cores\n", date, u.nodename, u.sysname, u.machine,
	    sysconf(_SC_NPROCESSORS_ONLN));
	printf("build: %s\n", PB_BENCH_CFLAGS);
	printf("SQLite %s; %d mails; stores of", sqlite3_libversion(), o->mails);
	for (int i = 0; i < o->nsizes; i++)
		printf(" %lld", (long long)o->sizes[i]);
	printf(" games, %d mails each\n", o->scale_mails);
	if (sanitized())
		printf("WARNING: this build has sanitizers (ASan/UBSan): every figure is"
		       " distorted.\nWARNING: for figures to publish, build without them:"
		       " ./configure --disable-sanitizers CFLAGS='-O2 -g'\n");
	fflush(stdout);
}

/* ---- options ----------------------------------------------------------- */

/* parse_sizes - "10,1000,100000" */

static int
parse_sizes(struct opts *o, const char *list)
{
	char *copy = pb_strdup(list), *p, *save = NULL;

	o->nsizes = 0;
	for (p = strtok_r(copy, ", ", &save); p && o->nsizes < BENCH_MAXSIZES;
	     p = strtok_r(NULL, ", ", &save))
		if ((o->sizes[o->nsizes++] = strtoll(p, NULL, 10)) < 1)
			o->nsizes = BENCH_MAXSIZES + 1;
	free(copy);
	return (o->nsizes >= 0 && o->nsizes <= BENCH_MAXSIZES);
}

/* parse_opts - the command line; 0 on a usage error */

static int
parse_opts(struct opts *o, int argc, char **argv)
{
	int i;

	o->mails = 2000;
	o->scale_mails = 300;
	o->dir = "bench-run";
	parse_sizes(o, "10,1000,100000");
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--keep") == 0)
			o->keep = 1;
		else if (strcmp(argv[i], "--plans") == 0)
			o->plans = 1;
		else if (i + 1 == argc)
			return (0);
		else if (strcmp(argv[i], "--mails") == 0)
			o->mails = atoi(argv[++i]);
		else if (strcmp(argv[i], "--scale-mails") == 0)
			o->scale_mails = atoi(argv[++i]);
		else if (strcmp(argv[i], "--dir") == 0)
			o->dir = argv[++i];
		else if (strcmp(argv[i], "--games") == 0) {
			if (!parse_sizes(o, argv[++i]))
				return (0);
		} else
			return (0);
	}
	return (o->mails > 0 && o->scale_mails >= 0);
}

/* ---- 1-3: throughput and stages ---------------------------------------- */

/* one_mail - the same mail through bare, pipeline and stages */

static void
one_mail(struct run *r, struct bench_bare *bare, struct bench_site *pipe, struct bench_site *stages,
    const struct bench_mail *m, int turn)
{
	struct bench_time t0;
	struct pb_err     err;
	const char       *outcome;
	int               k;

	for (k = 0; k < 3; k++)
		switch ((turn + k) % 3) {
		case 0:
			bench_bare_one(bare, m->raw, m->len, &r->bare);
			break;
		case 1:
			t0 = bench_now();
			if (arbiter_process(pipe->p, m->raw, m->len, &outcome, &err) != PB_OK)
				bench_die("arbiter_process: %s", err.msg);
			bench_lap(&r->pipe, &t0);
			r->applied_outcomes += strcmp(outcome, "applied") == 0;
			break;
		default:
			r->fallbacks += !bench_stages_process(stages->p, m->raw, m->len, r->st);
			break;
		}
}

/* throughput - phases 1 to 3 and the comparison of the stores; 0 when
 * the stores differ */

static int
throughput(const struct opts *o, const char *dir, struct run *r, struct bench_site **keyed)
{
	struct bench_site *site[2];
	struct bench_play  pl;
	struct bench_mail  m = { 0 };
	struct bench_bare *bare;
	char              *path, *d1, *d2;
	int                i, same;

	say("set-up: the daemon's store, %d live games", BENCH_LIVE);
	path = pb_asprintf("%s/pipeline", dir);
	site[0] = bench_site_new(path, NULL);
	free(path);
	path = pb_asprintf("%s/stages", dir);
	site[1] = bench_site_copy(site[0], path);
	free(path);
	path = pb_asprintf("%s/bare.db", dir);
	bare = bench_bare_open(path);
	free(path);
	bench_play_init(&pl, BENCH_LIVE, 1, "t", site, 2);
	bench_play_start(&pl);
	say("set-up: done");

	say("throughput: %d player mails, each through bare, pipeline and stages", o->mails);
	for (i = 0; i < o->mails; i++) {
		bench_play_next(&pl, i % BENCH_LIVE, &m);
		one_mail(r, bare, site[0], site[1], &m, i);
		r->bytes += m.len;
		r->lines += m.lines;
		r->applied += bench_play_after(&pl, i % BENCH_LIVE);
		bench_mail_clear(&m);
		if ((i + 1) % (o->mails / 10 ? o->mails / 10 : 1) == 0)
			say("throughput: %d/%d mails (pipeline %.0f us/mail, bare %.0f us/mail)",
			    i + 1, o->mails, us(r->pipe.wall, i + 1), us(r->bare.wall, i + 1));
	}
	r->mails = o->mails;
	say("throughput: done; %d games played (%d ended and replaced, %d of them stuck)",
	    pl.created, pl.replaced, pl.stuck);

	say("check: the store of the stages against the daemon's");
	d1 = bench_site_digest(site[0]);
	d2 = bench_site_digest(site[1]);
	if (!(same = strcmp(d1, d2) == 0))
		printf("WARNING: the stores differ: bench_stages.c is out of step with the "
		       "arbiter; its figures are not the pipeline's\n");
	say("check: %s (%s)", same ? "same rows" : "DIFFERENT", d1);
	say("query plans: the statements the pipeline prepared");
	i = bench_query_plans(site[0], o->plans);
	say("query plans: %d full table scans", i);
	free(d1);
	free(d2);
	bench_bare_close(bare);
	bench_site_free(site[1]);
	bench_play_free(&pl);
	*keyed = site[0];
	return (same && i == 0);
}

/* ---- 4: scaling -------------------------------------------------------- */

struct size_run {
	struct bench_site *site;
	struct bench_play  pl;
	struct bench_time  pipe;
	int                mails, lines, applied;
	double             secs; /* to create */
	int64_t            bytes;
};

/* build_size - a store of n games: live ones among their copies */

static void
build_size(struct size_run *z, const char *dir, const char *key, int64_t n, int live)
{
	char   *path, tag[32];
	int64_t per, made = 0, copies;
	int     j;

	uint64_t t0 = bench_ns();

	path = pb_asprintf("%s/games-%lld", dir, (long long)n);
	z->site = bench_site_new(path, key);
	free(path);
	snprintf(tag, sizeof(tag), "z%lld.", (long long)n);
	bench_play_init(&z->pl, live, 1, pb_strdup(tag), &z->site, 1);
	per = n / live;
	for (j = 0; j < live; j++) {
		z->pl.games[j].seed = z->pl.next_seed++;
		z->pl.games[j].id = bench_game_new(z->site, z->pl.games[j].seed, z->pl.tag);
		z->pl.created++;
		copies = (j == live - 1 ? n - made : per) - 1;
		bench_clone_games(z->site, z->pl.games[j].id, copies);
		made += copies + 1;
		if (n >= 10000 && (j + 1) % (live / 5 ? live / 5 : 1) == 0)
			say("scaling: %lld games: %lld made", (long long)n, (long long)made);
	}
	z->secs = (double)(bench_ns() - t0) / 1e9;
	z->bytes = bench_db_bytes(z->site);
	say("scaling: %lld games made in %.1f s (%.0f MB)", (long long)n, z->secs,
	    (double)z->bytes / 1e6);
}

/* scaling - the same mails in stores of every size, interleaved */

static int
scaling(const struct opts *o, const char *dir, const char *key, struct size_run *z)
{
	struct bench_mail m = { 0 };
	struct bench_time t0;
	struct pb_err     err;
	const char       *outcome;
	int               live = 10, i, k, scans = 0;

	for (k = 0; k < o->nsizes; k++)
		if (o->sizes[k] < live)
			live = (int)o->sizes[k];
	for (k = 0; k < o->nsizes; k++) {
		say("scaling: a store of %lld games (%d live)", (long long)o->sizes[k], live);
		build_size(&z[k], dir, key, o->sizes[k], live);
	}
	say("scaling: %d player mails in each store", o->scale_mails);
	for (i = 0; i < o->scale_mails; i++) {
		for (k = 0; k < o->nsizes; k++) {
			bench_play_next(&z[k].pl, i % live, &m);
			t0 = bench_now();
			if (arbiter_process(z[k].site->p, m.raw, m.len, &outcome, &err) != PB_OK)
				bench_die("arbiter_process: %s", err.msg);
			bench_lap(&z[k].pipe, &t0);
			z[k].mails++;
			z[k].lines += m.lines;
			z[k].applied += bench_play_after(&z[k].pl, i % live);
			bench_mail_clear(&m);
		}
		if ((i + 1) % (o->scale_mails / 5 ? o->scale_mails / 5 : 1) == 0)
			say("scaling: %d/%d mails", i + 1, o->scale_mails);
	}
	for (k = 0; k < o->nsizes; k++)
		if (z[k].lines != z[0].lines || z[k].applied != z[0].applied)
			printf("WARNING: the store of %lld games played other commands\n",
			    (long long)o->sizes[k]);
	say("query plans: the statements used on the largest store");
	scans = bench_query_plans(z[o->nsizes - 1].site, o->plans);
	say("query plans: %d full table scans", scans);
	return (scans == 0);
}

/* ---- summary ----------------------------------------------------------- */

/* row - one line of the table: wall and processor time, per mail and
 * as a ratio to the baseline */

static void
row(const char *name, struct bench_time t, const struct run *r, const char *note)
{
	double w = us(t.wall, r->mails), c = us(t.cpu, r->mails);

	printf("%-28s %9.1f %7.2fx %9.1f %7.2fx%s\n", name, w, w / us(r->bare.wall, r->mails), c,
	    c / us(r->bare.cpu, r->mails), note);
}

/* oneline - the figures in a line: "pipeline 2.70x bare; mime 0.40x, ..." */

static void
oneline(const struct run *r, int cpu)
{
	double bare = cpu ? us(r->bare.cpu, r->mails) : us(r->bare.wall, r->mails);
	int    k, n = BENCH_NSTAGES - (r->fallbacks == 0);

	printf("%s: pipeline %.2fx bare;", cpu ? "processor" : "wall clock",
	    us(cpu ? r->pipe.cpu : r->pipe.wall, r->mails) / bare);
	for (k = 0; k < n; k++)
		printf(" %s %.2fx%s", bench_stage_names[k],
		    us(cpu ? r->st[k].cpu : r->st[k].wall, r->mails) / bare,
		    k + 1 < n ? "," : "\n");
}

/* summary - the tables, and the one-line forms for the README */

static void
summary(const struct opts *o, const struct run *r, const struct size_run *z)
{
	struct bench_time sum = { 0, 0 };
	char              note[64];
	int               k;

	for (k = 0; k < BENCH_NSTAGES; k++) {
		sum.wall += r->st[k].wall;
		sum.cpu += r->st[k].cpu;
	}
	printf("\n==== pbemd-bench summary ====\n");
	printf("%d player mails (%.1f KB each on average), %d command lines, %d applied;"
	       " %d of %d mails applied (stages: %d left the applied path)\n",
	    r->mails, (double)r->bytes / 1024 / r->mails, r->lines, r->applied, r->applied_outcomes,
	    r->mails, r->fallbacks);
	printf("\n%-28s %9s %8s %9s %8s\n", "", "wall", "", "processor", "");
	printf("%-28s %9s %8s %9s %8s\n", "", "us/mail", "x bare", "us/mail", "x bare");
	row("bare: parse + 1 row", r->bare, r, "");
	row("pipeline: arbiter_process", r->pipe, r, "   goal: 3x");
	for (k = 0; k < BENCH_NSTAGES; k++)
		if (k != BENCH_OTHER || r->fallbacks)
			row(bench_stage_names[k], r->st[k], r, "");
	snprintf(note, sizeof(note), "   (%.2f of the pipeline)",
	    (double)sum.wall / (double)r->pipe.wall);
	row("sum of the stages", sum, r, note);
	printf("\nthroughput: pipeline %.0f mails/s, bare %.0f mails/s (one process)\n",
	    1e6 / us(r->pipe.wall, r->mails), 1e6 / us(r->bare.wall, r->mails));
	oneline(r, 0);
	oneline(r, 1);
	if (o->nsizes == 0 || o->scale_mails == 0)
		return;
	printf("\n%10s %8s %10s %12s %10s %12s %10s %9s\n", "games", "MB", "us/mail", "us/command",
	    "x first", "cpu us/cmd", "x first", "made in");
	for (k = 0; k < o->nsizes; k++)
		printf("%10lld %8.0f %10.1f %12.1f %9.2fx %12.1f %9.2fx %8.1fs\n",
		    (long long)o->sizes[k], (double)z[k].bytes / 1e6,
		    us(z[k].pipe.wall, z[k].mails), us(z[k].pipe.wall, z[k].lines),
		    (double)z[k].pipe.wall / (double)z[0].pipe.wall, us(z[k].pipe.cpu, z[k].lines),
		    (double)z[k].pipe.cpu / (double)z[0].pipe.cpu, z[k].secs);
	printf("(the same %d mails, %d command lines, %d applied, in each store)\n", z[0].mails,
	    z[0].lines, z[0].applied);
}

/* ---- main -------------------------------------------------------------- */

int
main(int argc, char **argv)
{
	struct opts        o = { 0 };
	struct run         r = { 0 };
	struct size_run    z[BENCH_MAXSIZES];
	struct bench_site *keyed = NULL;
	char              *dir, *cmd;
	int                ok, k;

	if (!parse_opts(&o, argc, argv)) {
		fprintf(stderr,
		    "usage: pbemd-bench [--mails N] [--games 10,1000,100000]"
		    " [--scale-mails M] [--dir DIR] [--keep] [--plans]\n");
		return (2);
	}
	/* The same mails give the same rows in both stores (Date, clock). */
	setenv("PBEMD_FAKE_NOW", "1795255200", 1);
	t_start = bench_ns();
	memset(z, 0, sizeof(z));
	header(&o);
	mkdir(o.dir, 0700);
	dir = pb_asprintf("%s/run.XXXXXX", o.dir);
	if (mkdtemp(dir) == NULL)
		bench_die("mkdtemp %s: %m", dir);
	say("stores in %s", dir);
	ok = throughput(&o, dir, &r, &keyed);
	if (o.scale_mails > 0 && o.nsizes > 0)
		ok &= scaling(&o, dir, keyed->p->cf->key_file, z);
	summary(&o, &r, z);
	if (sanitized())
		printf("\nWARNING: measured with sanitizers: not figures to publish\n");
	for (k = 0; k < o.nsizes; k++) {
		bench_site_free(z[k].site);
		free((char *)z[k].pl.tag);
		bench_play_free(&z[k].pl);
	}
	bench_site_free(keyed);
	if (!o.keep) {
		cmd = pb_asprintf("rm -rf '%s'", dir);
		if (system(cmd) != 0)
			fprintf(stderr, "pbemd-bench: could not remove %s\n", dir);
		free(cmd);
	} else
		printf("stores kept in %s\n", dir);
	free(dir);
	return (ok ? EXIT_SUCCESS : EXIT_FAILURE);
}
