/*++
/* NAME
/*	bench_site 3
/* SUMMARY
/*	pbemd-bench installations: create, copy, clone games, query plans
/* SYNOPSIS
/*	#include "bench.h"
/*
/*	struct bench_site *bench_site_new(const char *dir, const char *key);
/*	struct bench_site *bench_site_at(const char *dir, const char *key,
/*				const char *outbox, const char *db);
/*	void	bench_site_open(struct bench_site *s);
/*	void	bench_site_save(struct bench_site *s, const char *path);
/*	void	bench_site_free(struct bench_site *s);
/*	int64_t	bench_clone_games(struct bench_site *s, int64_t game,
/*				int64_t count);
/*	int64_t	bench_stretch_game(struct bench_site *s, int64_t game,
/*				int64_t moves);
/*	int	bench_query_plans(struct bench_site *s, int verbose);
/*	char	*bench_site_digest(struct bench_site *s);
/*	int64_t	bench_db_bytes(struct bench_site *s);
/* DESCRIPTION
/*	bench_site_new() makes an installation in DIR as `pbemctl init`
/*	does: a configuration (templates and content of the source tree,
/*	Maildir inbox and outbox, address BENCH_ADDRESS), the database
/*	created by store_open() (WAL, synchronous=FULL: the daemon's own
/*	settings), and the key file KEY, created when KEY is NULL (then
/*	DIR/pbemd.key).  The context is opened with pbemd_open(), as the
/*	daemon opens it.
/*
/*	bench_site_save() writes the database of S as it is now into the
/*	file PATH (SQLite's backup API).  bench_site_at() makes another
/*	installation in DIR around a copy of such a file, with the key file
/*	KEY and the sink OUTBOX (NULL: the Maildir DIR/outbox), and does
/*	not open it: a pbemd process is to run on it, so that the same
/*	mails are processed twice from the same start.  bench_site_open()
/*	opens the context of an installation afterwards.
/*
/*	bench_clone_games() adds COUNT copies of GAME in one transaction,
/*	with SQL: the game row (state, seed, options, pack), its seats
/*	under addresses of their own, its move log, its outbox rows (sent,
/*	with a short body: the rows keep the outbox indexes at the size of
/*	a real store without gigabytes of mail text) and one inbox row.
/*	Each copy is a valid game: it loads, plays and replays as the
/*	original does.  Returns the id of the last copy.
/*
/*	bench_stretch_game() makes the move log of GAME MOVES entries longer
/*	with SQL (copies of its own commands) without touching its state,
/*	so that the cost of a command at move 5,000 can be measured without
/*	playing 5,000 moves; returns the game's seq.
/*
/*	bench_query_plans() runs EXPLAIN QUERY PLAN on every statement
/*	the store has prepared on the connection so far (that is, every
/*	statement the pipeline used) and returns the number of full table
/*	scans found; with VERBOSE it prints every plan.  The scan of a
/*	child table that an INSERT into its parent table shows (moves under
/*	INSERT INTO inbox: moves.inbox_id is a deferred foreign key without
/*	an index) is not counted when the statement's program skips it
/*	while no deferred violation is pending (fk_guarded()); the scaling
/*	run shows that it costs nothing.
/*
/*	bench_site_digest() is a SHA-256 over the rows the pipeline writes
/*	(games, moves, inbox, outbox; of an outbox row its address and
/*	Message-ID, not its text, which a store may compact once sent), to
/*	check that two ways of processing the same mails left the same
/*	store.  Caller frees.
/*
/*	bench_db_bytes() is the size of the database (pages times size).
/* DIAGNOSTICS
/*	Any failure ends the program with bench_die().
/*--*/

/* System. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* Third party. */
#include <sodium.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/maildir.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

/* bench_ns - monotonic nanoseconds */

uint64_t
bench_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
}

/* bench_die - report and exit: a benchmark that went wrong measures nothing */

void
bench_die(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "pbemd-bench: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	exit(EXIT_FAILURE);
}

/* site_exec - SQL without rows on a site's connection */

static void
site_exec(struct bench_site *s, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(store_db(s->p->st), sql, NULL, NULL, &msg) != SQLITE_OK)
		bench_die("%s: %s", sql, msg ? msg : "?");
}

/* site_write_conf - the configuration of an installation; OUTBOX
 * NULL: the Maildir DIR/outbox */

static void
site_write_conf(struct bench_site *s, const char *key, const char *outbox)
{
	struct pb_err err;
	char         *path;
	FILE         *fp;

	if (mkdir(s->dir, 0700) != 0)
		bench_die("mkdir %s: %m", s->dir);
	if ((fp = fopen(s->conf, "w")) == NULL)
		bench_die("%s: %m", s->conf);
	fprintf(fp,
	    "[pbemd]\ntemplates = %s/templates\ncontent = %s/content\nkey_file = %s\n"
	    "[mail]\ninbox = maildir:inbox\noutbox = %s\naddress = %s\n",
	    PB_SRCDIR, PB_SRCDIR, key, outbox ? outbox : "maildir:outbox", BENCH_ADDRESS);
	if (fclose(fp) != 0)
		bench_die("%s: %m", s->conf);
	path = pb_asprintf("%s/inbox", s->dir);
	if (maildir_create(path, &err) != PB_OK)
		bench_die("%s", err.msg);
	free(path);
	path = pb_asprintf("%s/outbox", s->dir);
	if (maildir_create(path, &err) != PB_OK)
		bench_die("%s", err.msg);
	free(path);
}

/* bench_site_open - the context, as the daemon opens it */

void
bench_site_open(struct bench_site *s)
{
	struct pb_err err;

	if (pbemd_open(s->conf, &s->p, &err) != PB_OK)
		bench_die("%s: %s", s->conf, err.msg);
}

/* bench_site_new - a fresh installation */

struct bench_site *
bench_site_new(const char *dir, const char *key)
{
	struct bench_site *s = pb_calloc(1, sizeof(*s));
	struct store      *st;
	struct pb_err      err;
	char              *db, *keypath;

	s->dir = pb_strdup(dir);
	s->conf = pb_asprintf("%s/pbemd.conf", dir);
	keypath = key ? pb_strdup(key) : pb_asprintf("%s/pbemd.key", dir);
	site_write_conf(s, keypath, NULL);
	if (key == NULL && token_key_create(keypath, &err) != PB_OK)
		bench_die("%s", err.msg);
	db = pb_asprintf("%s/pbemd.db", dir);
	if (store_open(db, &st, &err) != PB_OK)
		bench_die("%s: %s", db, err.msg);
	store_close(st);
	free(db);
	free(keypath);
	bench_site_open(s);
	return (s);
}

/* bench_site_at - an installation around a copy of the database file
 * DB, not opened: a daemon process is to run on it */

struct bench_site *
bench_site_at(const char *dir, const char *key, const char *outbox, const char *db)
{
	struct bench_site *s = pb_calloc(1, sizeof(*s));
	char              *cmd;

	s->dir = pb_strdup(dir);
	s->conf = pb_asprintf("%s/pbemd.conf", dir);
	site_write_conf(s, key, outbox);
	cmd = pb_asprintf("cp '%s' '%s/pbemd.db'", db, dir);
	if (system(cmd) != 0)
		bench_die("%s: failed", cmd);
	free(cmd);
	return (s);
}

/* bench_site_save - the database as it is now, into the file PATH */

void
bench_site_save(struct bench_site *s, const char *path)
{
	sqlite3_backup *bk;
	sqlite3        *db;

	if (sqlite3_open(path, &db) != SQLITE_OK)
		bench_die("%s: %s", path, sqlite3_errmsg(db));
	if ((bk = sqlite3_backup_init(db, "main", store_db(s->p->st), "main")) == NULL
	    || sqlite3_backup_step(bk, -1) != SQLITE_DONE)
		bench_die("backup to %s: %s", path, sqlite3_errmsg(db));
	sqlite3_backup_finish(bk);
	if (sqlite3_close(db) != SQLITE_OK)
		bench_die("%s: cannot close", path);
}

/* bench_site_free - close; the files stay for the caller to remove */

void
bench_site_free(struct bench_site *s)
{
	if (s == NULL)
		return;
	pbemd_close(s->p);
	free(s->conf);
	free(s->dir);
	free(s);
}

/* clone_step - one statement of the cloning, with its bindings */

static void
clone_step(struct bench_site *s, const char *sql, int64_t a, int64_t b, int64_t c)
{
	sqlite3_stmt *st;
	sqlite3      *db = store_db(s->p->st);

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		bench_die("clone: %s", sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, a);
	sqlite3_bind_int64(st, 2, b);
	sqlite3_bind_int64(st, 3, c);
	if (sqlite3_step(st) != SQLITE_DONE)
		bench_die("clone: %s", sqlite3_errmsg(db));
	sqlite3_finalize(st);
}

/* bench_clone_games - COUNT copies of a game, in one transaction */

int64_t
bench_clone_games(struct bench_site *s, int64_t game, int64_t count)
{
	int64_t last, first;

	if (count <= 0)
		return (game);
	site_exec(s, "BEGIN IMMEDIATE");
	clone_step(s,
	    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)"
	    " INSERT INTO games(kind, status, options, seed, seed_hash, pack_hash, seq, state,"
	    " state_hash, last_hash, created, updated)"
	    " SELECT kind, status, options, seed, seed_hash, pack_hash, seq, state, state_hash,"
	    " last_hash, created, updated FROM n, games WHERE games.id = ?1",
	    game, count, 0);
	last = sqlite3_last_insert_rowid(store_db(s->p->st));
	first = last - count + 1;
	clone_step(s,
	    "INSERT INTO seats(game_id, seat, address, name, locale, token_epoch)"
	    " SELECT g.id, t.seat, 'p' || t.seat || '.g' || g.id || '@clone.example', t.name,"
	    " t.locale, t.token_epoch FROM games g, seats t WHERE g.id BETWEEN ?2 AND ?3"
	    " AND t.game_id = ?1",
	    game, first, last);
	clone_step(s,
	    "INSERT INTO moves(game_id, seq, seat, command, prev_hash, state_hash, hash, created)"
	    " SELECT g.id, m.seq, m.seat, m.command, m.prev_hash, m.state_hash, m.hash, m.created"
	    " FROM games g, moves m WHERE g.id BETWEEN ?2 AND ?3 AND m.game_id = ?1",
	    game, first, last);
	clone_step(s,
	    "INSERT INTO outbox(game_id, seat, to_addr, message, message_id, state, attempts,"
	    " next_attempt, created, sent)"
	    " SELECT g.id, o.seat, 'p' || o.seat || '.g' || g.id || '@clone.example',"
	    " '(a copy made by pbemd-bench)', 'clone.' || g.id || '.' || o.id || '@bench.example',"
	    " 'sent', 1, o.next_attempt, o.created, o.created"
	    " FROM games g, outbox o WHERE g.id BETWEEN ?2 AND ?3 AND o.game_id = ?1",
	    game, first, last);
	clone_step(s,
	    "INSERT INTO inbox(message_id, dedupe, from_addr, subject, game_id, seat, status,"
	    " received) SELECT 'clone.' || g.id || '@players.example', lower(hex(randomblob(32))),"
	    " 'p1.g' || g.id || '@clone.example', 'Re: a copy', g.id, 1, 'applied', g.created"
	    " FROM games g WHERE g.id BETWEEN ?2 AND ?3",
	    game, first, last);
	site_exec(s, "COMMIT");
	return (last);
}

/* bench_stretch_game - the move log of GAME made MOVES entries longer
 * with SQL: copies of its own commands, hashes of their own, appended
 * after its last entry; the game's seq and last_hash move to the last
 * copy.  The stored state is untouched: the arbiter loads the state,
 * not the log, so the game plays on as it would have.  (Such a game
 * does not replay; it measures what a long log costs a command.)
 * Returns the game's new seq. */

int64_t
bench_stretch_game(struct bench_site *s, int64_t game, int64_t moves)
{
	sqlite3_stmt *st;
	sqlite3      *db = store_db(s->p->st);
	int64_t       seq = 0;

	if (moves <= 0)
		return (0);
	site_exec(s, "BEGIN IMMEDIATE");
	clone_step(s,
	    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2),"
	    " g(seq) AS (SELECT seq FROM games WHERE id = ?1)"
	    " INSERT INTO moves(game_id, seq, seat, command, prev_hash, state_hash, hash, created)"
	    " SELECT ?1, g.seq + n.i, m.seat, m.command, NULL, NULL,"
	    " lower(hex(randomblob(32))), m.created FROM n, g, moves m"
	    " WHERE m.game_id = ?1 AND m.seq = 1 + (n.i - 1) % max(g.seq, 1)",
	    game, moves, 0);
	clone_step(s,
	    "UPDATE games SET seq = seq + ?2, last_hash = (SELECT hash FROM moves"
	    " WHERE game_id = ?1 AND seq = games.seq + ?2) WHERE id = ?1",
	    game, moves, 0);
	site_exec(s, "COMMIT");
	if (sqlite3_prepare_v2(db, "SELECT seq FROM games WHERE id = ?", -1, &st, NULL)
	    != SQLITE_OK)
		bench_die("stretch: %s", sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, game);
	if (sqlite3_step(st) == SQLITE_ROW)
		seq = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return (seq);
}

/* fk_guarded - does the statement's program skip its foreign key scans
 * while no deferred violation is pending (OP_FkIfZero)?  An INSERT into
 * a parent table scans a child table without an index on its key only
 * to clear such violations, and SQLite jumps over the scan when the
 * count is zero: the arbiter writes the inbox row before the moves that
 * name it, so the count is zero then */

static int
fk_guarded(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	char         *ex;
	int           found = 0;

	ex = pb_asprintf("EXPLAIN %s", sql);
	if (sqlite3_prepare_v2(db, ex, -1, &st, NULL) != SQLITE_OK)
		bench_die("%s: %s", ex, sqlite3_errmsg(db));
	while (sqlite3_step(st) == SQLITE_ROW)
		found |= strcmp((const char *)sqlite3_column_text(st, 1), "FkIfZero") == 0;
	sqlite3_finalize(st);
	free(ex);
	return (found);
}

/* plan_scans - EXPLAIN QUERY PLAN of one statement: full scans found */

static int
plan_scans(sqlite3 *db, const char *sql, int verbose)
{
	sqlite3_stmt *st;
	const char   *detail;
	char         *eqp;
	int           scans = 0;

	eqp = pb_asprintf("EXPLAIN QUERY PLAN %s", sql);
	if (sqlite3_prepare_v2(db, eqp, -1, &st, NULL) != SQLITE_OK)
		bench_die("%s: %s", eqp, sqlite3_errmsg(db));
	while (sqlite3_step(st) == SQLITE_ROW) {
		detail = (const char *)sqlite3_column_text(st, 3);
		if (detail == NULL)
			continue;
		/* "SCAN t" reads every row; "SEARCH t USING ..." probes an index. */
		if (strncmp(detail, "SCAN ", 5) != 0 || strcmp(detail, "SCAN CONSTANT ROW") == 0) {
			if (verbose)
				printf("    %s\n", detail);
		} else if (strncmp(sql, "INSERT", 6) == 0 && fk_guarded(db, sql)) {
			if (verbose)
				printf("    %s: a deferred foreign key check, run only while a"
				       " violation is pending\n",
				    detail);
		} else {
			scans++;
			printf("    full scan: %s\n      in: %s\n", detail, sql);
		}
	}
	sqlite3_finalize(st);
	free(eqp);
	return (scans);
}

/* bench_query_plans - full scans among the statements prepared so far */

int
bench_query_plans(struct bench_site *s, int verbose)
{
	sqlite3      *db = store_db(s->p->st);
	sqlite3_stmt *st = NULL;
	char        **sql = NULL;
	size_t        n = 0, i;
	int           scans = 0;

	/* Collect first: EXPLAIN prepares statements of its own. */
	while ((st = sqlite3_next_stmt(db, st)) != NULL) {
		sql = pb_realloc(sql, (n + 1) * sizeof(*sql));
		sql[n++] = pb_strdup(sqlite3_sql(st));
	}
	for (i = 0; i < n; i++) {
		if (strncmp(sql[i], "BEGIN", 5) != 0 && strcmp(sql[i], "COMMIT") != 0) {
			if (verbose)
				printf("  %s\n", sql[i]);
			scans += plan_scans(db, sql[i], verbose);
		}
		free(sql[i]);
	}
	free(sql);
	return (scans);
}

/* digest_rows - feed every column of every row of a query to h */

static void
digest_rows(sqlite3 *db, const char *sql, crypto_hash_sha256_state *h)
{
	sqlite3_stmt *st;
	int           i;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		bench_die("%s: %s", sql, sqlite3_errmsg(db));
	while (sqlite3_step(st) == SQLITE_ROW)
		for (i = 0; i < sqlite3_column_count(st); i++) {
			const unsigned char *t = sqlite3_column_text(st, i);

			crypto_hash_sha256_update(h, t ? t : (const unsigned char *)"",
			    t ? (unsigned long long)sqlite3_column_bytes(st, i) : 0);
			crypto_hash_sha256_update(h, (const unsigned char *)"\t", 1);
		}
	sqlite3_finalize(st);
}

/* bench_site_digest - SHA-256 of the rows the pipeline writes */

char *
bench_site_digest(struct bench_site *s)
{
	crypto_hash_sha256_state h;
	unsigned char            out[crypto_hash_sha256_BYTES];
	sqlite3                 *db = store_db(s->p->st);

	crypto_hash_sha256_init(&h);
	digest_rows(db, "SELECT id, status, seq, state_hash, last_hash FROM games ORDER BY id", &h);
	digest_rows(db,
	    "SELECT game_id, seq, seat, command, hash, inbox_id FROM moves"
	    " ORDER BY game_id, seq",
	    &h);
	digest_rows(
	    db, "SELECT id, message_id, dedupe, game_id, seat, status FROM inbox ORDER BY id", &h);
	/* Not the text of sent mails: a store may keep them compact. */
	digest_rows(db, "SELECT id, to_addr, message_id FROM outbox ORDER BY id", &h);
	crypto_hash_sha256_final(&h, out);
	return (pb_hex(out, sizeof(out)));
}

/* bench_db_bytes - size of the database */

int64_t
bench_db_bytes(struct bench_site *s)
{
	sqlite3_stmt *st;
	sqlite3      *db = store_db(s->p->st);
	int64_t       n = 0;

	if (sqlite3_prepare_v2(db,
	        "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()", -1,
	        &st, NULL)
	    != SQLITE_OK)
		bench_die("page_count: %s", sqlite3_errmsg(db));
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return (n);
}
