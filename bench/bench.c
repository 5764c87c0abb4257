/*++
/* NAME
/*	pbemd-bench 1
/* SUMMARY
/*	the whole daemon as a process, against the bare cost of a mail
/* SYNOPSIS
/*	bench/pbemd-bench [--mails N] [--deliver-mails D] [--runs R]
/*		[--games LIST] [--moves LIST] [--scale-mails M]
/*		[--pbemd PATH] [--bare PATH] [--dir DIR] [--keep]
/*		[--plans] [--smoke]
/* DESCRIPTION
/*	`make bench` runs it.  The mails are those players of live Dead of
/*	Winter games send (bench_play.c), written once: the games are
/*	played in the bench's own process (arbiter_process(), the
/*	reference), from a store saved before the first mail.  Then, in
/*	the same run, each way below starts from a copy of that store and
/*	is measured as processes (wall clock, and processor time of the
/*	child from its rusage: start-up and loading of libraries included):
/*
/*	1. bare: pbemd-bare(1) over an inbox of the N mails in one
/*	   process: parse each, commit one row each.
/*	2. pbemd --once over the same inbox: read, arbitrate and commit
/*	   each mail, then hand the replies to the sink: a Maildir.
/*	3. the same with the SMTP sink, to a small SMTP server the bench
/*	   runs on 127.0.0.1 (bench_smtp.c; no Postfix is needed).
/*	3a. 2 again, every seat's pictures off (seats.pictures 0 in the
/*	   copy of the store, as "pictures off" sets it): what the daemon
/*	   costs apart from drawing.  Its reference is the reference's
/*	   mails played again in the bench's process on such a copy.
/*	4. pbemd --deliver, a process per mail (an MDA), on the first D
/*	   mails, beside pbemd-bare with one mail per process; and on a
/*	   second site whose pid file the bench holds locked, as a
/*	   running daemon would: there --deliver leaves the pictures to
/*	   the daemon's flush (notify.c P1), timed after as pbemd --once.
/*	The ways take turns, R runs of each, so that whatever else the
/*	machine does weighs on all alike; the figures are their sums.
/*	Each run is checked: the inbox is empty, the store holds the
/*	rows the reference wrote (games, moves, inbox, outbox: the same
/*	SHA-256), and the sink received every reply queued.
/*
/*	5. scaling: stores of 10, 1000 and 100,000 games (LIST: ten live
/*	   games among copies of them made with SQL), and stores whose live
/*	   games are 1,000 and 5,000 moves long (--moves; the log
/*	   stretched with SQL, bench_stretch_game()); in each, M mails of
/*	   the live games through pbemd --once, checked as above: the cost
/*	   per command, as a ratio to the smallest store, and the peak
/*	   memory (RSS) of the daemon.
/*	6. query plans: EXPLAIN QUERY PLAN of every statement the reference
/*	   prepared on the largest store; a full table scan is reported.
/*
/*	Options:
/*	--mails N	player mails for 1-3a (1000)
/*	--deliver-mails D	mails for 4 (200)
/*	--runs R	runs of each way (3)
/*	--games LIST	store sizes for 5, comma-separated (10,1000,100000)
/*	--moves LIST	game lengths for 5 (1000,5000)
/*	--scale-mails M	player mails per store for 5 (200)
/*	--pbemd PATH	the daemon (src/pbemd)
/*	--bare PATH	the baseline (bench/pbemd-bare)
/*	--dir DIR	where the stores go (bench-run), a directory per run
/*	--keep		keep the stores
/*	--plans		print every query plan
/*	--smoke		a tiny round of everything (make check): it checks,
/*			its figures mean nothing
/*
/*	The mails carry a fixed Date and the clock is fixed
/*	(PBEMD_FAKE_NOW, inherited by the processes) so that every store
/*	must equal the reference's.
/* DIAGNOSTICS
/*	Exit status 0 when every step ran and every check passed; 1
/*	otherwise.  A build with sanitizers is measured but said to be.
/*--*/

/* System. */
#include <dirent.h>
#include <signal.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/flush.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

#ifndef PB_BENCH_CFLAGS
#define PB_BENCH_CFLAGS "?"
#endif

#define BENCH_MAXSIZES 8 /* scaling stores */

struct opts {
	int         mails, dmails, runs, scale_mails, smoke, keep, plans, live;
	int64_t     sizes[BENCH_MAXSIZES], moves[BENCH_MAXSIZES];
	int         nsizes, nmoves;
	const char *pbemd, *bare, *dir;
};

/* The mails of a store, played by the reference. */
struct script {
	char   *db;    /* the store before the first mail */
	char   *key;   /* its key file */
	char  **files; /* one mail a file */
	int     n, lines, applied;
	char   *digest, *digest_d; /* after all, after the first dmails */
	int64_t replies, replies_d;
	char   *db_np, *digest_np; /* every seat's pictures off: the start, after all */
	int64_t replies_np;
};

/* A way to process the mails, and what it cost. */
enum way { W_BARE, W_MAILDIR, W_SMTP, W_NOPIC, W_BARE1, W_DELIVER, W_LATE, W_DRAW, W_NWAYS };

static const char *const way_names[W_NWAYS] = { "bare: parse + 1 row, 1 process",
	"pbemd --once, Maildir sink", "pbemd --once, SMTP sink", "pbemd --once, no pictures",
	"bare: a process per mail", "pbemd --deliver, per mail", "pbemd --deliver beside a daemon",
	"+ the daemon's drawing, per mail" };

static uint64_t t_start;
static int      failed;

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

/* check - a consistency check: said when it fails, and the exit is 1 */

static void
check(int ok, const char *what, const char *why)
{
	if (!ok) {
		printf("CHECK FAILED: %s: %s\n", what, why);
		failed = 1;
	}
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
	printf("build: %s; SQLite %s\n", PB_BENCH_CFLAGS, sqlite3_libversion());
	printf("daemon: %s; baseline: %s\n", o->pbemd, o->bare);
	printf("%d mails (--deliver: %d), %d runs of each way\n", o->mails, o->dmails, o->runs);
	if (sanitized())
		printf("WARNING: this build has sanitizers (ASan/UBSan): every figure is"
		       " distorted.\nWARNING: for figures to publish, build without them:"
		       " ./configure CFLAGS=-O2\n");
	fflush(stdout);
}

/* ---- options ----------------------------------------------------------- */

/* parse_list - "10,1000,100000" into v; the count, -1 when bad */

static int
parse_list(int64_t *v, const char *list)
{
	char *copy = pb_strdup(list), *p, *save = NULL;
	int   n = 0;

	for (p = strtok_r(copy, ", ", &save); p && n >= 0; p = strtok_r(NULL, ", ", &save))
		if (n == BENCH_MAXSIZES || (v[n++] = strtoll(p, NULL, 10)) < 1)
			n = -1;
	free(copy);
	return (n);
}

/* smoke - the tiny round of make check */

static void
smoke(struct opts *o)
{
	o->mails = 6;
	o->dmails = 2;
	o->runs = 1;
	o->scale_mails = 3;
	o->live = 2;
	o->nsizes = parse_list(o->sizes, "2,5");
	o->nmoves = parse_list(o->moves, "30");
}

/* parse_opts - the command line; 0 on a usage error */

static int
parse_opts(struct opts *o, int argc, char **argv)
{
	int i;

	o->mails = 1000;
	o->dmails = 200;
	o->runs = 3;
	o->scale_mails = 200;
	o->live = 0;
	o->dir = "bench-run";
	o->pbemd = "src/pbemd";
	o->bare = "bench/pbemd-bare";
	o->nsizes = parse_list(o->sizes, "10,1000,100000");
	o->nmoves = parse_list(o->moves, "1000,5000");
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--keep") == 0)
			o->keep = 1;
		else if (strcmp(argv[i], "--plans") == 0)
			o->plans = 1;
		else if (strcmp(argv[i], "--smoke") == 0)
			smoke(o);
		else if (i + 1 == argc)
			return (0);
		else if (strcmp(argv[i], "--mails") == 0)
			o->mails = atoi(argv[++i]);
		else if (strcmp(argv[i], "--deliver-mails") == 0)
			o->dmails = atoi(argv[++i]);
		else if (strcmp(argv[i], "--runs") == 0)
			o->runs = atoi(argv[++i]);
		else if (strcmp(argv[i], "--scale-mails") == 0)
			o->scale_mails = atoi(argv[++i]);
		else if (strcmp(argv[i], "--pbemd") == 0)
			o->pbemd = argv[++i];
		else if (strcmp(argv[i], "--bare") == 0)
			o->bare = argv[++i];
		else if (strcmp(argv[i], "--dir") == 0)
			o->dir = argv[++i];
		else if (strcmp(argv[i], "--games") == 0)
			o->nsizes = parse_list(o->sizes, argv[++i]);
		else if (strcmp(argv[i], "--moves") == 0)
			o->nmoves = parse_list(o->moves, argv[++i]);
		else
			return (0);
	}
	if (o->dmails > o->mails)
		o->dmails = o->mails;
	if (o->live == 0)
		o->live = o->mails / 20 > 8 ? o->mails / 20 : 8;
	return (
	    o->mails > 0 && o->runs > 0 && o->scale_mails > 0 && o->nsizes > 0 && o->nmoves >= 0);
}

/* ---- the reference: mails played in the bench's process ----------------- */

/* count - one number from SQL on a site */

static int64_t
count(struct bench_site *s, const char *sql)
{
	sqlite3_stmt *st;
	sqlite3      *db = store_db(s->p->st);
	int64_t       n = -1;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		bench_die("%s: %s", sql, sqlite3_errmsg(db));
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return (n);
}

/* next_slot - the next slot after *at whose game goes on; -1: none.
 * A game that ended is not replaced: the copies of the store would not
 * have its successor */

static int
next_slot(struct bench_play *pl, int *at)
{
	int k, slot;

	for (k = 0; k < pl->ngames; k++) {
		slot = (*at + k) % pl->ngames;
		if (!pl->games[slot].ended) {
			*at = slot + 1;
			return (slot);
		}
	}
	return (-1);
}

/* play_one - the next mail of a live game, through the arbiter in the
 * bench's process; the slot, or -1 when every game ended */

static int
play_one(struct bench_play *pl, int *at, struct bench_mail *m, int *applied)
{
	struct pb_err err;
	const char   *outcome;
	int           slot;

	if ((slot = next_slot(pl, at)) < 0)
		return (-1);
	bench_play_next(pl, slot, m);
	if (arbiter_process(pl->sites[0]->p, m->raw, m->len, &outcome, &err) != PB_OK)
		bench_die("arbiter_process: %s", err.msg);
	*applied += bench_play_after(pl, slot);
	return (slot);
}

/* warm_up - n mails, not recorded: games past their set-up */

static void
warm_up(struct bench_play *pl, int n)
{
	struct bench_mail m = { 0 };
	int               at = 0, applied = 0;

	while (n-- > 0 && play_one(pl, &at, &m, &applied) >= 0)
		bench_mail_clear(&m);
	bench_mail_clear(&m);
}

/* write_file - a whole file */

static void
write_file(const char *path, const char *s, size_t len)
{
	FILE *fp;

	if ((fp = fopen(path, "w")) == NULL || fwrite(s, 1, len, fp) != len || fclose(fp) != 0)
		bench_die("%s: %m", path);
}

/* record - save the store, then play N mails and keep them; the
 * replies already queued are sent first, so that a copy starts with an
 * empty queue */

static void
record(struct bench_play *pl, int n, int dmails, const char *dir, struct script *sc)
{
	struct bench_site *s = pl->sites[0];
	struct bench_mail  m = { 0 };
	struct pb_err      err;
	int64_t            before;
	int                i, at = 0, sent;

	if (flush_outbox(s->p, &sent, &err) != PB_OK)
		bench_die("flush: %s", err.msg);
	sc->db = pb_asprintf("%s/start.db", dir);
	sc->key = pb_strdup(s->p->cf->key_file);
	bench_site_save(s, sc->db);
	before = count(s, "SELECT count(*) FROM outbox");
	sc->files = pb_calloc((size_t)n, sizeof(*sc->files));
	for (i = 0; i < n; i++) {
		if (play_one(pl, &at, &m, &sc->applied) < 0)
			bench_die("every game ended after %d mails: more live games", i);
		sc->files[i] = pb_asprintf("%s/mail.%08d", dir, i);
		write_file(sc->files[i], m.raw, m.len);
		sc->lines += m.lines;
		sc->n++;
		bench_mail_clear(&m);
		if (i + 1 == dmails) {
			sc->digest_d = bench_site_digest(s);
			sc->replies_d = count(s, "SELECT count(*) FROM outbox") - before;
		}
	}
	sc->digest = bench_site_digest(s);
	sc->replies = count(s, "SELECT count(*) FROM outbox") - before;
}

/* no_pictures - a copy of the store file DB with every seat's pictures
 * off, in PATH */

static void
no_pictures(const char *db, const char *path)
{
	sqlite3 *h;
	char    *cmd = pb_asprintf("cp '%s' '%s'", db, path), *msg = NULL;

	if (system(cmd) != 0)
		bench_die("%s: failed", cmd);
	if (sqlite3_open(path, &h) != SQLITE_OK
	    || sqlite3_exec(h, "UPDATE seats SET pictures = 0", NULL, NULL, &msg) != SQLITE_OK)
		bench_die("%s: %s", path, msg ? msg : sqlite3_errmsg(h));
	sqlite3_close(h);
	free(cmd);
}

/* record_np - the reference without pictures: the recorded mails
 * played again in the bench's process on a copy of the start with
 * every seat's pictures off */

static void
record_np(const char *dir, struct script *sc)
{
	struct bench_site *s;
	struct pb_err      err;
	const char        *outcome;
	char              *path = pb_asprintf("%s/refnp", dir), *raw;
	size_t             len;
	int64_t            before;

	sc->db_np = pb_asprintf("%s/start-np.db", dir);
	no_pictures(sc->db, sc->db_np);
	s = bench_site_at(path, sc->key, NULL, sc->db_np);
	bench_site_open(s);
	before = count(s, "SELECT count(*) FROM outbox");
	for (int i = 0; i < sc->n; i++) {
		if ((raw = pb_file_read(sc->files[i], &len, &err)) == NULL)
			bench_die("%s", err.msg);
		if (arbiter_process(s->p, raw, len, &outcome, &err) != PB_OK)
			bench_die("arbiter_process: %s", err.msg);
		free(raw);
	}
	sc->digest_np = bench_site_digest(s);
	sc->replies_np = count(s, "SELECT count(*) FROM outbox") - before;
	bench_site_free(s);
	free(path);
}

/* script_free - release a script */

static void
script_free(struct script *sc)
{
	for (int i = 0; i < sc->n; i++)
		free(sc->files[i]);
	free(sc->files);
	free(sc->db);
	free(sc->key);
	free(sc->digest);
	free(sc->digest_d);
	free(sc->db_np);
	free(sc->digest_np);
	memset(sc, 0, sizeof(*sc));
}

/* ---- the ways, as processes --------------------------------------------- */

/* files_in - the number of files in a folder (not . and ..) */

static int
files_in(const char *dir)
{
	struct dirent *e;
	DIR           *d;
	int            n = 0;

	if ((d = opendir(dir)) == NULL)
		bench_die("%s: %m", dir);
	while ((e = readdir(d)) != NULL)
		n += e->d_name[0] != '.';
	closedir(d);
	return (n);
}

/* fill_inbox - the first n mails of a script into DIR/inbox/new, by hard
 * link, named so that they sort in their order */

static void
fill_inbox(const struct script *sc, int n, const char *dir)
{
	char *path;

	for (int i = 0; i < n; i++) {
		path = pb_asprintf("%s/inbox/new/%08d.bench", dir, i);
		if (link(sc->files[i], path) != 0)
			bench_die("link %s: %m", path);
		free(path);
	}
}

/* check_site - a daemon's store against the reference */

static void
check_site(
    struct bench_site *s, const char *digest, int64_t replies, int64_t sunk, const char *what)
{
	char *d, *in, why[128];

	bench_site_open(s);
	d = bench_site_digest(s);
	check(strcmp(d, digest) == 0, what, "the store differs from the reference's");
	in = pb_asprintf("%s/inbox/new", s->dir);
	check(files_in(in) == 0, what, "mails left in the inbox");
	snprintf(why, sizeof(why), "the sink took %lld replies of %lld", (long long)sunk,
	    (long long)replies);
	check(sunk == replies, what, why);
	free(in);
	free(d);
}

/* check_bare - the baseline wrote a row per mail */

static void
check_bare(const char *db, int n, const char *what)
{
	sqlite3_stmt *st;
	sqlite3      *h;
	int           rows = -1;

	if (sqlite3_open(db, &h) == SQLITE_OK
	    && sqlite3_prepare_v2(h, "SELECT count(*) FROM bare", -1, &st, NULL) == SQLITE_OK) {
		if (sqlite3_step(st) == SQLITE_ROW)
			rows = sqlite3_column_int(st, 0);
		sqlite3_finalize(st);
	}
	sqlite3_close(h);
	check(rows == n, what, "the baseline did not write a row per mail");
}

/* remove_dir - rm -rf, unless the stores are kept */

static void
remove_dir(const struct opts *o, const char *dir)
{
	char *cmd;

	if (o->keep)
		return;
	cmd = pb_asprintf("rm -rf '%s'", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "pbemd-bench: could not remove %s\n", dir);
	free(cmd);
}

/* run_bare - pbemd-bare over the inbox, one process */

static void
run_bare(const struct opts *o, const struct script *sc, const char *rdir, struct bench_cost *c)
{
	char *inbox = pb_asprintf("%s/inbox", rdir), *db = pb_asprintf("%s/bare.db", rdir);
	char *log = pb_asprintf("%s.log", rdir), *argv[] = { (char *)o->bare, db, inbox, NULL };
	char *cur = pb_asprintf("%s/cur", inbox), *tmp = pb_asprintf("%s/tmp", inbox);
	char *nw = pb_asprintf("%s/new", inbox);

	if (mkdir(rdir, 0700) != 0 || mkdir(inbox, 0700) != 0 || mkdir(nw, 0700) != 0
	    || mkdir(cur, 0700) != 0 || mkdir(tmp, 0700) != 0)
		bench_die("mkdir %s: %m", inbox);
	fill_inbox(sc, sc->n, rdir);
	bench_spawn(argv, NULL, log, c);
	check_bare(db, sc->n, way_names[W_BARE]);
	free(nw);
	free(tmp);
	free(cur);
	free(log);
	free(db);
	free(inbox);
}

/* run_once - pbemd --once over the inbox, with a Maildir or SMTP sink */

static void
run_once(const struct opts *o, const struct script *sc, const char *rdir, struct bench_smtp *smtp,
    const char *what, struct bench_cost *c)
{
	struct bench_site *s;
	char              *spec = NULL, *log = pb_asprintf("%s.log", rdir), *out;
	char              *argv[] = { (char *)o->pbemd, "-c", NULL, "--once", NULL };
	unsigned           before = smtp ? *smtp->count : 0;
	int64_t            sunk;

	if (smtp)
		spec = pb_asprintf("smtp://127.0.0.1:%d", smtp->port);
	s = bench_site_at(rdir, sc->key, spec, sc->db);
	fill_inbox(sc, sc->n, rdir);
	argv[2] = s->conf;
	bench_spawn(argv, NULL, log, c);
	out = pb_asprintf("%s/outbox/new", rdir);
	sunk = smtp ? (int64_t)(*smtp->count - before) : files_in(out);
	check_site(s, sc->digest, sc->replies, sunk, what);
	bench_site_free(s);
	free(out);
	free(log);
	free(spec);
}

/* late_site - an installation in DIR whose daemon the bench plays: it
 * holds the lock of the site's pid file (*fd) for as long as a daemon
 * would run, so that pbemd --deliver leaves the pictures to its flush
 * (notify.c P1) */

static struct bench_site *
late_site(const struct script *sc, const char *dir, int *fd)
{
	struct bench_site *s = bench_site_at(dir, sc->key, NULL, sc->db);
	char              *pid = pb_asprintf("%s/pbemd.pid", dir);
	FILE              *fp;

	if ((fp = fopen(s->conf, "a")) == NULL || fprintf(fp, "[pbemd]\npid_file = %s\n", pid) < 0
	    || fclose(fp) != 0)
		bench_die("%s: %m", s->conf);
	if ((*fd = open(pid, O_RDWR | O_CREAT | O_CLOEXEC, 0600)) < 0 || flock(*fd, LOCK_EX) != 0
	    || dprintf(*fd, "%ld\n", (long)getpid()) < 0)
		bench_die("%s: %m", pid);
	signal(SIGUSR1, SIG_IGN); /* --deliver wakes its daemon */
	free(pid);
	return (s);
}

/* run_deliver - pbemd --deliver alone and beside a daemon, and
 * pbemd-bare, a process per mail, taking turns mail by mail; then the
 * daemon's flush (pbemd --once) that draws the pictures the second left */

static void
run_deliver(const struct opts *o, const struct script *sc, const char *rdir, int turn,
    struct bench_cost *c)
{
	struct bench_site *s = bench_site_at(rdir, sc->key, NULL, sc->db), *ls;
	char              *log = pb_asprintf("%s.log", rdir), *db = pb_asprintf("%s/bare.db", rdir);
	char              *ldir = pb_asprintf("%s/late", rdir);
	char              *dargv[] = { (char *)o->pbemd, "-c", s->conf, "--deliver", NULL };
	char              *largv[] = { (char *)o->pbemd, "-c", NULL, "--deliver", NULL };
	char              *bargv[] = { (char *)o->bare, db, NULL };
	char              *out = pb_asprintf("%s/outbox/new", rdir);
	char              *lout = pb_asprintf("%s/outbox/new", ldir);
	int                fd;

	ls = late_site(sc, ldir, &fd);
	largv[2] = ls->conf;
	for (int i = 0; i < o->dmails; i++)
		for (int k = 0; k < 3; k++)
			switch ((i + turn + k) % 3) {
			case 0: bench_spawn(dargv, sc->files[i], log, &c[W_DELIVER]); break;
			case 1: bench_spawn(largv, sc->files[i], log, &c[W_LATE]); break;
			default: bench_spawn(bargv, sc->files[i], log, &c[W_BARE1]); break;
			}
	close(fd); /* the daemon's next pass, as pbemd --once */
	largv[3] = (char *)"--once";
	bench_spawn(largv, NULL, log, &c[W_DRAW]);
	check_site(s, sc->digest_d, sc->replies_d, files_in(out), way_names[W_DELIVER]);
	check_site(ls, sc->digest_d, sc->replies_d, files_in(lout), way_names[W_LATE]);
	check_bare(db, o->dmails, way_names[W_BARE1]);
	bench_site_free(ls);
	bench_site_free(s);
	free(lout);
	free(out);
	free(ldir);
	free(db);
	free(log);
}

/* throughput - ways 1-4 and 3a, R runs each, taking turns */

static void
throughput(const struct opts *o, const char *dir, struct bench_cost *cost, struct script *sc)
{
	struct bench_site *site;
	struct bench_play  pl;
	struct bench_smtp  smtp = { 0 };
	struct script      np;
	char              *rdir, *path;
	int                r, k, w;

	say("set-up: %d live games, played past their set-up", o->live);
	path = pb_asprintf("%s/ref", dir);
	site = bench_site_new(path, NULL);
	free(path);
	bench_play_init(&pl, o->live, 1, "t", &site, 1);
	bench_play_start(&pl);
	warm_up(&pl, o->live * 6);
	say("reference: %d player mails, in the bench's process", o->mails);
	record(&pl, o->mails, o->dmails, dir, sc);
	say("reference: %d command lines, %d applied, %lld replies", sc->lines, sc->applied,
	    (long long)sc->replies);
	record_np(dir, sc);
	say("reference without pictures: %lld replies", (long long)sc->replies_np);
	bench_play_free(&pl);
	bench_site_free(site);

	bench_smtp_start(&smtp);
	say("SMTP sink on 127.0.0.1:%d", smtp.port);
	np = *sc; /* the same mails, from the store without pictures */
	np.db = sc->db_np;
	np.digest = sc->digest_np;
	np.replies = sc->replies_np;
	for (r = 0; r < o->runs; r++)
		for (k = 0; k < 5; k++) {
			w = (r + k) % 5;
			rdir = pb_asprintf("%s/run%d-%d", dir, r, w);
			if (w == W_BARE)
				run_bare(o, sc, rdir, &cost[W_BARE]);
			else if (w == W_MAILDIR || w == W_SMTP)
				run_once(o, sc, rdir, w == W_SMTP ? &smtp : NULL, way_names[w],
				    &cost[w]);
			else if (w == W_NOPIC)
				run_once(o, &np, rdir, NULL, way_names[w], &cost[w]);
			else
				run_deliver(o, sc, rdir, r, cost);
			say("run %d/%d: %s done", r + 1, o->runs,
			    w == W_BARE1 ? "--deliver and its baseline" : way_names[w]);
			remove_dir(o, rdir);
			free(rdir);
		}
	bench_smtp_stop(&smtp);
}

/* ---- 5: scaling ---------------------------------------------------------- */

struct variant {
	int64_t           games, moves; /* stored games; moves added to each live one */
	struct script     sc;
	struct bench_cost cost;
	double            secs; /* to make */
	int64_t           bytes;
};

/* grow - the copies or the long logs of a variant's store: the live
 * games and their copies make v->games in all */

static void
grow(struct bench_play *pl, struct variant *v)
{
	struct bench_site *s = pl->sites[0];
	int64_t            per = v->games / pl->ngames, made = 0, copies;

	for (int j = 0; j < pl->ngames; j++) {
		if (v->moves > 0)
			bench_stretch_game(s, pl->games[j].id, v->moves);
		copies = (j == pl->ngames - 1 ? v->games - made : per) - 1;
		bench_clone_games(s, pl->games[j].id, copies);
		made += copies + 1;
	}
}

/* build_variant - a store of the variant, its reference mails */

static int
build_variant(
    const struct opts *o, struct variant *v, int k, const char *dir, const char *key, int plans)
{
	struct bench_site *site;
	struct bench_play  pl;
	char              *vdir, *path, tag[32];
	uint64_t           t0 = bench_ns();
	int                live = v->games < 10 ? (int)v->games : 10, scans = 0;

	vdir = pb_asprintf("%s/store%d", dir, k);
	if (mkdir(vdir, 0700) != 0)
		bench_die("mkdir %s: %m", vdir);
	path = pb_asprintf("%s/ref", vdir);
	site = bench_site_new(path, key);
	snprintf(tag, sizeof(tag), "z%d.", k);
	bench_play_init(&pl, live, 1, tag, &site, 1);
	bench_play_start(&pl);
	warm_up(&pl, live * 6);
	grow(&pl, v);
	v->secs = (double)(bench_ns() - t0) / 1e9;
	v->bytes = bench_db_bytes(site);
	say("scaling: a store of %lld games, live ones %lld moves longer, made in %.1f s (%.0f MB)",
	    (long long)count(site, "SELECT count(*) FROM games"), (long long)v->moves, v->secs,
	    (double)v->bytes / 1e6);
	record(&pl, o->scale_mails, 0, vdir, &v->sc);
	if (plans) {
		say("query plans: the statements the arbiter prepared on this store");
		scans = bench_query_plans(site, o->plans);
		say("query plans: %d full table scans", scans);
	}
	bench_play_free(&pl);
	bench_site_free(site);
	free(path);
	free(vdir);
	return (scans);
}

/* scaling - stores of every size and length, the same play in each */

static void
scaling(const struct opts *o, const char *dir, const char *key, struct variant *v, int nv)
{
	char *rdir, what[64];
	int   k, r, big = 0;

	for (k = 0; k < nv; k++)
		if (v[k].games > v[big].games)
			big = k;
	for (k = 0; k < nv; k++)
		check(build_variant(o, &v[k], k, dir, key, k == big) == 0, "query plans",
		    "a full table scan");
	for (r = 0; r < o->runs; r++) {
		for (k = 0; k < nv; k++) {
			rdir = pb_asprintf("%s/store%d/run%d", dir, k, r);
			snprintf(what, sizeof(what), "pbemd --once, %lld games, +%lld moves",
			    (long long)v[k].games, (long long)v[k].moves);
			run_once(o, &v[k].sc, rdir, NULL, what, &v[k].cost);
			remove_dir(o, rdir);
			free(rdir);
		}
		say("scaling: run %d/%d done", r + 1, o->runs);
	}
}

/* ---- summary ----------------------------------------------------------- */

/* ms - nanoseconds per item, in milliseconds */

static double
ms(uint64_t ns, int n)
{
	return (n > 0 ? (double)ns / 1e6 / n : 0);
}

/* row - one line: wall and processor time per mail, ratio to a baseline */

static void
row(enum way w, const struct bench_cost *c, int n, enum way base, const char *note)
{
	double wb = ms(c[base].wall, n), cb = ms(c[base].cpu, n);
	double ww = ms(c[w].wall, n), cw = ms(c[w].cpu, n);

	printf("%-34s %8.3f %7.2fx %8.3f %7.2fx %7.1f%s\n", way_names[w], ww, ww / wb, cw, cw / cb,
	    (double)c[w].maxrss / 1024, note);
}

/* summary - the tables, and the ratios in a line for the README */

static void
summary(const struct opts *o, const struct bench_cost *c, const struct script *sc,
    const struct variant *v, int nv)
{
	int n = sc->n * o->runs, nd = o->dmails * o->runs;

	printf("\n==== pbemd-bench summary ====\n");
	printf("%d player mails of %d live games (%d command lines, %d applied, %lld replies),"
	       " %d runs\n",
	    sc->n, o->live, sc->lines, sc->applied, (long long)sc->replies, o->runs);
	printf("\n%-34s %8s %8s %8s %8s %7s\n", "", "wall", "", "cpu", "", "RSS");
	printf("%-34s %8s %8s %8s %8s %7s\n", "", "ms/mail", "x bare", "ms/mail", "x bare", "MiB");
	row(W_BARE, c, n, W_BARE, "");
	row(W_MAILDIR, c, n, W_BARE, "   goal: 3x");
	row(W_SMTP, c, n, W_BARE, "");
	row(W_NOPIC, c, n, W_BARE, "");
	row(W_BARE1, c, nd, W_BARE1, "");
	row(W_DELIVER, c, nd, W_BARE1, "   goal: 3x");
	row(W_LATE, c, nd, W_BARE1, "   goal: 3x");
	row(W_DRAW, c, nd, W_BARE1, "");
	printf("\nratios: --once Maildir %.2fx wall, %.2fx cpu; --once SMTP %.2fx wall, %.2fx cpu;"
	       " --once without pictures %.2fx wall, %.2fx cpu;"
	       " --deliver %.2fx wall, %.2fx cpu (%.1f ms a mail)\n",
	    (double)c[W_MAILDIR].wall / c[W_BARE].wall, (double)c[W_MAILDIR].cpu / c[W_BARE].cpu,
	    (double)c[W_SMTP].wall / c[W_BARE].wall, (double)c[W_SMTP].cpu / c[W_BARE].cpu,
	    (double)c[W_NOPIC].wall / c[W_BARE].wall, (double)c[W_NOPIC].cpu / c[W_BARE].cpu,
	    (double)c[W_DELIVER].wall / c[W_BARE1].wall, (double)c[W_DELIVER].cpu / c[W_BARE1].cpu,
	    ms(c[W_DELIVER].wall, nd));
	printf("beside a daemon: --deliver %.2fx wall, %.2fx cpu (%.1f ms a mail); the daemon's"
	       " drawing %.1f ms cpu a mail\n",
	    (double)c[W_LATE].wall / c[W_BARE1].wall, (double)c[W_LATE].cpu / c[W_BARE1].cpu,
	    ms(c[W_LATE].wall, nd), ms(c[W_DRAW].cpu, nd));
	printf("\n%10s %8s %8s %12s %9s %12s %9s %8s %9s\n", "games", "+moves", "MB", "ms/command",
	    "x first", "cpu ms/cmd", "x first", "RSS MiB", "made in");
	for (int k = 0; k < nv; k++)
		printf("%10lld %8lld %8.0f %12.3f %8.2fx %12.3f %8.2fx %8.1f %8.1fs\n",
		    (long long)v[k].games, (long long)v[k].moves, (double)v[k].bytes / 1e6,
		    ms(v[k].cost.wall, v[k].sc.lines * o->runs),
		    ((double)v[k].cost.wall / v[k].sc.lines)
		        / ((double)v[0].cost.wall / v[0].sc.lines),
		    ms(v[k].cost.cpu, v[k].sc.lines * o->runs),
		    ((double)v[k].cost.cpu / v[k].sc.lines)
		        / ((double)v[0].cost.cpu / v[0].sc.lines),
		    (double)v[k].cost.maxrss / 1024, v[k].secs);
	printf("(%d mails in each store, through pbemd --once, %d runs; ms/command: the whole"
	       " process over the command lines)\n",
	    o->scale_mails, o->runs);
}

/* ---- main -------------------------------------------------------------- */

int
main(int argc, char **argv)
{
	struct opts       o = { 0 };
	struct bench_cost cost[W_NWAYS];
	struct script     sc = { 0 };
	struct variant    v[2 * BENCH_MAXSIZES];
	char             *dir;
	int               nv = 0, k;

	if (!parse_opts(&o, argc, argv)) {
		fprintf(stderr,
		    "usage: pbemd-bench [--mails N] [--deliver-mails D] [--runs R]"
		    " [--games 10,1000,100000] [--moves 1000,5000] [--scale-mails M]"
		    " [--pbemd PATH] [--bare PATH] [--dir DIR] [--keep] [--plans] [--smoke]\n");
		return (2);
	}
	/* The same mails give the same rows in every store (Date, clock). */
	setenv("PBEMD_FAKE_NOW", "1795255200", 1);
	t_start = bench_ns();
	memset(cost, 0, sizeof(cost));
	memset(v, 0, sizeof(v));
	for (k = 0; k < o.nsizes; k++)
		v[nv++].games = o.sizes[k];
	for (k = 0; k < o.nmoves; k++) {
		v[nv].games = o.sizes[0];
		v[nv++].moves = o.moves[k];
	}
	header(&o);
	mkdir(o.dir, 0700);
	dir = pb_asprintf("%s/run.XXXXXX", o.dir);
	if (mkdtemp(dir) == NULL)
		bench_die("mkdtemp %s: %m", dir);
	say("stores in %s", dir);
	throughput(&o, dir, cost, &sc);
	scaling(&o, dir, sc.key, v, nv);
	summary(&o, cost, &sc, v, nv);
	if (sanitized())
		printf("\nWARNING: measured with sanitizers: not figures to publish\n");
	if (failed)
		printf("\nSOME CHECKS FAILED: the figures above are not to be trusted\n");
	script_free(&sc);
	for (k = 0; k < nv; k++)
		script_free(&v[k].sc);
	if (!o.keep && !failed)
		remove_dir(&o, dir);
	else
		printf("stores kept in %s\n", dir);
	free(dir);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}
