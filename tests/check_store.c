/*++
/* NAME
/*	check_store 1
/* SUMMARY
/*	unit tests of the SQLite store
/* SYNOPSIS
/*	tests/check_store
/* DESCRIPTION
/*	One check Suite, "store", with one loop test over the table
/*	store_cases[].  Each case runs in its own mkdtemp(3) directory
/*	under $TMPDIR (default /tmp), with a freshly opened database
/*	when the case asks for one; a failure names the case id and
/*	label.  The directory is removed when the case passes and kept
/*	for inspection when it fails.  Test ids:
/*
/*	store-1.*	database
/* .nf
/*	store-1.1	migrations from empty reach the highest version
/*	store-1.2	reopening changes nothing
/*	store-1.3	a database from a newer pbemd is refused, untouched
/*	store-1.4	a failed migration leaves user_version unchanged
/*	store-1.5	WAL, foreign keys, synchronous=FULL, busy timeout
/*	store-1.6	rollback leaves nothing, commit keeps everything
/*	store-1.7	a second writer gets PB_ETEMP, then the lock
/*	store-1.8	store_sqlite_err maps codes and names the operation
/*	store-1.9	prepared statements are cached, not multiplied
/*	store-1.10	an unopenable path is PB_ESYS, *sp untouched
/*	store-1.11	a database at version 1 gets the later migrations,
/*			numbered with a gap (S8)
/*	store-1.12	a group: a member undone alone, the others durable
/*			at the group's COMMIT and not before (S12)
/*	store-1.13	a group SQLite rolled back takes no member and
/*			commits nothing (S12)
/*	store-1.14	a lazy transaction: synchronous=NORMAL for it
/*			alone, FULL after its commit or rollback; in a
/*			group, the group's (S13)
/* .fi
/*	store-2.*	content packs
/* .nf
/*	store-2.1	put, get, put again, conflicts, bad hashes
/* .fi
/*	store-3.*	games
/* .nf
/*	store-3.1	insert, get, update round trip with seed bytes
/*	store-3.2	a missing game is PB_ENOENT for get and update
/*	store-3.3	game ids ascend, none gives NULL and 0
/*	store-3.4	a game names a stored pack or none
/*	store-3.5	CHECK violations are PB_EDATA
/*	store-3.6	a game id is never reused
/*	store-3.7	store_game_kind: the kind of a game, PB_ENOENT for
/*			none, *kind untouched
/* .fi
/*	store-4.*	seats
/* .nf
/*	store-4.1	insert, get and list seats
/*	store-4.2	store_seat_find by game and address
/*	store-4.3	store_seat_games lists each game once, ascending
/*	store-4.4	taken seat, missing game, upper case address
/* .fi
/*	store-5.*	move log
/* .nf
/*	store-5.1	append and store_move_each in seq order
/*	store-5.2	a duplicate move seq is PB_EDUP, the first kept
/*	store-5.3	a failing callback stops the walk
/*	store-5.4	moves are append-only, need a game
/*	store-5.5	inbox_id must name an inbox row at COMMIT
/*	store-5.6	a callback may use the store
/* .fi
/*	store-6.*	inbox
/* .nf
/*	store-6.1	same Message-ID or dedupe key is PB_EDUP
/*	store-6.2	store_inbox_seen before and after
/*	store-6.3	PB_EDUP inside a transaction leaves it usable
/*	store-6.4	store_inbox_key: a Message-ID with the same content,
/*			or a row without content (before schema 011), is
/*			PB_EDUP; other content gets "ID CONTENT", then
/*			"ID CONTENT.2"; the same content again is PB_EDUP
/* .fi
/*	store-7.*	outbox
/* .nf
/*	store-7.1	due rows by next_attempt, in id order
/*	store-7.2	sent is final
/*	store-7.3	a temporary failure backs off
/*	store-7.4	a permanent failure is final
/*	store-7.5	list all rows or those to one address
/*	store-7.6	at most 100 due rows, oldest first
/*	store-7.7	insert queues, a duplicate Message-ID is PB_EDUP
/*	store-7.8	the schema keeps state and sent time in step
/*	store-7.9	requeue by hand: failed to queued, due now, tries
/*			back at 0; a queued one due now; sent is final
/*	store-7.10	sent clears the last error, keeps the tries
/*	store-7.11	store_out_due_now(): queued rows waiting for a later
/*			try become due; others unchanged
/*	store-7.12	store_out_answered(): by Message-ID, and among the
/*			recent by the token column (a text that holds the
/*			token is not enough), or by the text for a row
/*			queued before schema 023 (token NULL); newest
/*			first, at most max; the token reads back
/* .fi
/*	store-8.*	conventions
/* .nf
/*	store-8.1	free(NULL)-style no-ops and a NULL pb_err
/* .fi
/*	store-9.*	intake (schema/003_intake.sql)
/* .nf
/*	store-9.1	bounces: insert, list by game and all, need an inbox row
/*	store-9.2	mails per sender since a time
/*	store-9.3	notices: none, put, replace
/* .fi
/*	store-10.*	POP3 UIDLs (002) and the server's integers (009)
/* .nf
/*	store-10.1	POP3 UIDLs: forget those gone from the maildrop
/*	store-10.2	the server's integers (moderator epoch)
/* .fi
/*	store-11.*	a full disk and the write-ahead log (S9, S10)
/* .nf
/*	store-11.1	SQLITE_FULL (max_page_count) is PB_ETEMP, "disk full:
/*			DIR", store_disk_full(); nothing written; the same
/*			write commits once there is room
/*	store-11.2	journal_size_limit 4 MiB, wal_autocheckpoint 1000
/*	store-11.3	store_checkpoint() truncates the log; a reader in
/*			an old snapshot makes it partial, without waiting
/*	store-11.4	600 transactions, a checkpoint each 10: the log
/*			stays under 1 MiB and ends empty
/*	store-11.5	store_writable() checkpoints, probes and clears the
/*			flag
/*	store-11.6	store_dir_of()
/* .fi
/*	store-12.*	the row loop of store_private.h
/* .nf
/*	store-12.1	store_step_array(): every row in order, none gives
/*			NULL and 0; a step failing on row 3 is the store's
/*			error, writes nothing out and clears rows 1 and 2
/*	store-12.2	store_step_each(): a callback's failure stops the
/*			walk and is returned as it is; a failing step is
/*			the store's error after the rows before it
/* .fi
/*	store-13.*	compressed rows (store_zip.c)
/* .nf
/*	store-13.1	with a dictionary, texts compressed one after the
/*			other give the same blobs as a fresh stream, and
/*			read back, also between a blob made without it, one
/*			made with it at another level (another zlib
/*			header), and a damaged one (PB_EDATA)
/* .fi
/* DIAGNOSTICS
/*	Exit status 0 when every case passes.
/*--*/

/* System. */
#include <ftw.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <check.h>
#include <sqlite3.h>
#include <zlib.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "store/store.h"
#include "store/store_private.h"

/* Local. */
#include "testrun.h"

/* 64 hex digits of one kind, for hashes. */
#define X4(c) c c c c
#define HEX64(c) X4(X4(X4(c)))

struct fixture;

struct store_case {
	const char *id;
	const char *label;
	void (*run)(struct fixture *);
	int open; /* open fx->s before run */
};

struct fixture {
	const struct store_case *c;
	char                     dir[4096];
	char                    *path; /* dir/pbemd.db */
	struct store            *s;
	struct pb_err            err;
};

/* ---- assertions that name the case -------------------------------- */

#define T_TRUE(fx, cond)                                                                           \
	ck_assert_msg((cond), "%s (%s): line %d: %s", (fx)->c->id, (fx)->c->label, __LINE__, #cond)
#define T_RC(fx, call, want) t_rc((fx), (pb_err_clear(&(fx)->err), (call)), (want), #call, __LINE__)
#define T_OK(fx, call) T_RC((fx), (call), PB_OK)
#define T_STR(fx, got, want) t_str((fx), (got), (want), #got, __LINE__)

/* t_rc - a call returned the status wanted */

static void
t_rc(struct fixture *fx, enum pb_rc got, enum pb_rc want, const char *what, int line)
{
	ck_assert_msg(got == want,
	    "%s (%s): line %d: %s: got %s, want %s "
	    "(%s)",
	    fx->c->id, fx->c->label, line, what, pb_rc_str(got), pb_rc_str(want), fx->err.msg);
}

/* t_str - two strings, either may be NULL, are equal */

static void
t_str(struct fixture *fx, const char *got, const char *want, const char *what, int line)
{
	int same;

	same = (got == NULL || want == NULL) ? got == want : strcmp(got, want) == 0;
	ck_assert_msg(same, "%s (%s): line %d: %s: got \"%s\", want \"%s\"", fx->c->id,
	    fx->c->label, line, what, got ? got : "(null)", want ? want : "(null)");
}

/* ---- raw SQL, behind the store's back ---------------------------- */

/* t_exec - run SQL on a connection, return the primary SQLite result */

static int
t_exec(sqlite3 *db, const char *sql)
{
	return (sqlite3_exec(db, sql, NULL, NULL, NULL) & 0xff);
}

/* t_int - first column of the first row, -1 if none */

static int64_t
t_int(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	int64_t       v = -1;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return (-2);
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return (v);
}

/* t_text - first column of the first row, caller frees; NULL if none */

static char *
t_text(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	char         *v = NULL;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return (NULL);
	if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0))
		v = pb_strdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	return (v);
}

/* t_raw - open a connection without the store */

static sqlite3 *
t_raw(struct fixture *fx)
{
	sqlite3 *db = NULL;

	T_TRUE(fx, sqlite3_open(fx->path, &db) == SQLITE_OK);
	return (db);
}

/* t_latest - highest migration compiled in */

static int
t_latest(void)
{
	const struct store_migration *m;
	int                           v = 0;

	for (m = store_migrations; m->version != 0; m++)
		v = m->version;
	return (v);
}

/* t_reopen - close and open the store again */

static void
t_reopen(struct fixture *fx)
{
	store_close(fx->s);
	fx->s = NULL;
	T_OK(fx, store_open(fx->path, &fx->s, &fx->err));
}

/* ---- rows ---------------------------------------------------------- */

/* t_game - a game with every field set; strings are literals */

static void
t_game(struct store_game *g, const char *status)
{
	size_t i;

	memset(g, 0, sizeof(*g));
	g->kind = "dow";
	g->status = (char *)status;
	g->options = "{\"players\":4}";
	for (i = 0; i < sizeof(g->seed); i++)
		g->seed[i] = (unsigned char)(i * 37); /* has a 0 byte */
	g->seed_hash = HEX64("a");
	g->seq = 0;
	g->state = "{\"turn\":1}";
	g->state_hash = HEX64("b");
	g->created = 1000;
	g->updated = 1000;
}

/* t_game_add - insert a game, return its id */

static int64_t
t_game_add(struct fixture *fx)
{
	struct store_game g;

	t_game(&g, "running");
	T_OK(fx, store_game_insert(fx->s, &g, &fx->err));
	return (g.id);
}

/* t_seat_add - insert a seat */

static void
t_seat_add(struct fixture *fx, int64_t game, int seat, const char *addr)
{
	struct store_seat st = { 0 };

	st.game_id = game;
	st.seat = seat;
	st.address = (char *)addr;
	st.name = "Player";
	st.locale = "en";
	T_OK(fx, store_seat_insert(fx->s, &st, &fx->err));
}

/* t_move - a move of game at seq */

static void
t_move(struct store_move *m, int64_t game, int64_t seq)
{
	memset(m, 0, sizeof(*m));
	m->game_id = game;
	m->seq = seq;
	m->seat = (int)(seq % 4);
	m->command = "hold";
	m->prev_hash = seq ? HEX64("c") : NULL;
	m->state_hash = HEX64("d");
	m->hash = HEX64("e");
	m->created = 2000 + seq;
}

/* t_inbox - an inbox record */

static void
t_inbox(struct store_inbox *ib, const char *message_id, const char *dedupe)
{
	memset(ib, 0, sizeof(*ib));
	ib->message_id = (char *)message_id;
	ib->dedupe = (char *)dedupe;
	ib->from_addr = "p1@example.org";
	ib->subject = "Re: game 1";
	ib->game_id = 1;
	ib->seat = 1;
	ib->status = "applied";
	ib->note = "ok";
	ib->received = 3000;
}

/* t_out_add - queue a mail, return its id */

static int64_t
t_out_add(struct fixture *fx, const char *to, int64_t next)
{
	struct store_out o = { 0 };

	o.game_id = 1;
	o.seat = 1;
	o.to_addr = (char *)to;
	o.message = "Subject: hi\r\n\r\nhello\r\n";
	o.next_attempt = next;
	o.created = 4000;
	T_OK(fx, store_out_insert(fx->s, &o, &fx->err));
	return (o.id);
}

/* ---- store-1: database ------------------------------------------- */

/* t_migrate_empty - store-1.1 */

static void
t_migrate_empty(struct fixture *fx)
{
	static const char *tables[] = { "packs", "games", "seats", "moves", "inbox", "outbox" };
	char               sql[128];
	size_t             i;

	T_TRUE(fx, store_version(fx->s) == t_latest());
	T_TRUE(fx, t_int(store_db(fx->s), "PRAGMA user_version") == t_latest());
	for (i = 0; i < PB_NELEM(tables); i++) {
		snprintf(sql, sizeof(sql),
		    "SELECT count(*) FROM sqlite_schema"
		    " WHERE type = 'table' AND name = '%s'",
		    tables[i]);
		T_TRUE(fx, t_int(store_db(fx->s), sql) == 1);
	}
}

/* t_reopen_noop - store-1.2 */

static void
t_reopen_noop(struct fixture *fx)
{
	struct store_game *g = NULL;
	int64_t            id, schema;

	id = t_game_add(fx);
	schema = t_int(store_db(fx->s), "PRAGMA schema_version");
	t_reopen(fx);
	T_TRUE(fx, store_version(fx->s) == t_latest());
	T_TRUE(fx, t_int(store_db(fx->s), "PRAGMA schema_version") == schema);
	T_OK(fx, store_game_get(fx->s, id, &g, &fx->err));
	store_game_free(g);
}

/* t_future_case - refuse a database at version, check it is untouched */

static void
t_future_case(struct fixture *fx, const char *path, int version)
{
	struct store *s = (struct store *)fx; /* sentinel */
	sqlite3      *db = NULL;
	char          sql[64];

	T_TRUE(fx, sqlite3_open(path, &db) == SQLITE_OK);
	snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", version);
	T_TRUE(fx, t_exec(db, sql) == SQLITE_OK);
	T_RC(fx, store_open(path, &s, &fx->err), PB_ECONFIG);
	T_TRUE(fx, s == (struct store *)fx);
	T_TRUE(fx, strstr(fx->err.msg, "newer pbemd") != NULL);
	T_TRUE(fx, t_int(db, "PRAGMA user_version") == version);
	sqlite3_close(db);
}

/* t_future - store-1.3 */

static void
t_future(struct fixture *fx)
{
	sqlite3 *db;
	char    *path;

	/* An empty database from the future: nothing is created. */
	t_future_case(fx, fx->path, t_latest() + 1);
	db = t_raw(fx);
	T_TRUE(fx, t_int(db, "SELECT count(*) FROM sqlite_schema") == 0);
	sqlite3_close(db);

	/* A migrated one, then bumped. */
	path = pb_asprintf("%s/second.db", fx->dir);
	T_OK(fx, store_open(path, &fx->s, &fx->err));
	store_close(fx->s);
	fx->s = NULL;
	t_future_case(fx, path, t_latest() + 7);
	free(path);
}

/* t_migrate_fail - store-1.4 */

static void
t_migrate_fail(struct fixture *fx)
{
	struct store *s = NULL;
	sqlite3      *db;

	/* A table in the way makes migration 1 fail half-way. */
	db = t_raw(fx);
	T_TRUE(fx, t_exec(db, "CREATE TABLE seats (x)") == SQLITE_OK);
	T_RC(fx, store_open(fx->path, &s, &fx->err), PB_ESYS);
	T_TRUE(fx, s == NULL);
	T_TRUE(fx, strstr(fx->err.msg, "001_init") != NULL);

	/* Neither the tables before it nor the version were kept (S1). */
	T_TRUE(fx, t_int(db, "PRAGMA user_version") == 0);
	T_TRUE(fx,
	    t_int(db,
	        "SELECT count(*) FROM sqlite_schema "
	        "WHERE name IN ('packs', 'games')")
	        == 0);
	sqlite3_close(db);
}

/* t_pragmas - store-1.5 */

static void
t_pragmas(struct fixture *fx)
{
	sqlite3 *db = store_db(fx->s);
	char    *mode;

	mode = t_text(db, "PRAGMA journal_mode");
	T_STR(fx, mode, "wal");
	free(mode);
	T_TRUE(fx, t_int(db, "PRAGMA foreign_keys") == 1);
	T_TRUE(fx, t_int(db, "PRAGMA synchronous") == 2);
	T_TRUE(fx, t_int(db, "PRAGMA busy_timeout") == 5000);
}

/* t_write_all - one row in every table but moves */

static int64_t
t_write_all(struct fixture *fx)
{
	struct store_inbox ib;
	int64_t            game;

	T_OK(fx, store_pack_put(fx->s, HEX64("f"), "dow", "body", &fx->err));
	game = t_game_add(fx);
	t_seat_add(fx, game, 1, "p1@example.org");
	t_inbox(&ib, "<m1@example.org>", NULL);
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	t_out_add(fx, "p1@example.org", 0);
	return (game);
}

/* t_rows - rows in the user tables */

static int64_t
t_rows(struct fixture *fx)
{
	return (t_int(store_db(fx->s),
	    "SELECT (SELECT count(*) FROM packs) "
	    "+ (SELECT count(*) FROM games) + (SELECT count(*) FROM seats) "
	    "+ (SELECT count(*) FROM moves) + (SELECT count(*) FROM inbox) "
	    "+ (SELECT count(*) FROM outbox)"));
}

/* t_rollback - store-1.6 */

static void
t_rollback(struct fixture *fx)
{
	struct store_game *g = NULL;
	int64_t            game;

	/* Rollback. */
	T_OK(fx, store_begin(fx->s, &fx->err));
	game = t_write_all(fx);
	store_rollback(fx->s);
	T_TRUE(fx, t_rows(fx) == 0);
	T_RC(fx, store_game_get(fx->s, game, &g, &fx->err), PB_ENOENT);
	T_OK(fx, store_inbox_seen(fx->s, "<m1@example.org>", &fx->err));

	/* Commit, and it survives a reopen. */
	T_OK(fx, store_begin(fx->s, &fx->err));
	t_write_all(fx);
	T_OK(fx, store_commit(fx->s, &fx->err));
	t_reopen(fx);
	T_TRUE(fx, t_rows(fx) == 5);
}

/* t_group_get - the integer key as another connection reads it */

static int64_t
t_group_get(struct fixture *fx, struct store *s2, const char *key)
{
	int64_t v = -1;

	T_OK(fx, store_server_get(s2, key, &v, &fx->err));
	return (v);
}

/* t_group_put - one member of the open group writes key = v; ok: kept */

static void
t_group_put(struct fixture *fx, const char *key, int64_t v, int ok)
{
	T_OK(fx, store_begin(fx->s, &fx->err));
	T_OK(fx, store_server_put(fx->s, key, v, &fx->err));
	if (ok)
		T_OK(fx, store_commit(fx->s, &fx->err));
	else
		store_rollback(fx->s);
}

/* t_group - store-1.12 */

static void
t_group(struct fixture *fx)
{
	struct store *s2 = NULL;

	T_OK(fx, store_open(fx->path, &s2, &fx->err));
	T_OK(fx, store_group_begin(fx->s, &fx->err));
	t_group_put(fx, "a", 1, 1);
	t_group_put(fx, "b", 2, 0);
	t_group_put(fx, "c", 3, 1);
	store_rollback(fx->s); /* outside a member: nothing */
	T_TRUE(fx, t_group_get(fx, s2, "a") == 0);
	T_OK(fx, store_group_commit(fx->s, &fx->err));
	T_TRUE(fx, t_group_get(fx, s2, "a") == 1);
	T_TRUE(fx, t_group_get(fx, s2, "b") == 0);
	T_TRUE(fx, t_group_get(fx, s2, "c") == 3);
	T_TRUE(fx, sqlite3_get_autocommit(store_db(fx->s)));
	store_close(s2);
}

/* t_group_lost - store-1.13 */

static void
t_group_lost(struct fixture *fx)
{
	int64_t v = -1;

	T_OK(fx, store_group_begin(fx->s, &fx->err));
	t_group_put(fx, "a", 1, 1);
	T_TRUE(fx, sqlite3_exec(store_db(fx->s), "ROLLBACK", NULL, NULL, NULL) == SQLITE_OK);
	T_RC(fx, store_begin(fx->s, &fx->err), PB_ETEMP);
	store_rollback(fx->s);
	T_RC(fx, store_group_commit(fx->s, &fx->err), PB_ETEMP);
	T_TRUE(fx, strstr(fx->err.msg, "rolled back") != NULL);
	T_OK(fx, store_server_get(fx->s, "a", &v, &fx->err));
	T_TRUE(fx, v == 0);
}

/* t_lazy - store-1.14 */

static void
t_lazy(struct fixture *fx)
{
	sqlite3 *db = store_db(fx->s);
	int64_t  v = -1;

	/* Committed: kept, and FULL again. */
	T_OK(fx, store_begin_lazy(fx->s, &fx->err));
	T_TRUE(fx, t_int(db, "PRAGMA synchronous") == 1);
	T_OK(fx, store_server_put(fx->s, "a", 1, &fx->err));
	T_OK(fx, store_commit(fx->s, &fx->err));
	T_TRUE(fx, t_int(db, "PRAGMA synchronous") == 2);

	/* Rolled back: nothing, and FULL again. */
	T_OK(fx, store_begin_lazy(fx->s, &fx->err));
	T_OK(fx, store_server_put(fx->s, "a", 2, &fx->err));
	store_rollback(fx->s);
	T_TRUE(fx, t_int(db, "PRAGMA synchronous") == 2);
	T_OK(fx, store_server_get(fx->s, "a", &v, &fx->err));
	T_TRUE(fx, v == 1);

	/* A member of a group: the group's COMMIT syncs. */
	T_OK(fx, store_group_begin(fx->s, &fx->err));
	T_OK(fx, store_begin_lazy(fx->s, &fx->err));
	T_TRUE(fx, t_int(db, "PRAGMA synchronous") == 2);
	T_OK(fx, store_server_put(fx->s, "a", 3, &fx->err));
	T_OK(fx, store_commit(fx->s, &fx->err));
	T_OK(fx, store_group_commit(fx->s, &fx->err));
	T_OK(fx, store_server_get(fx->s, "a", &v, &fx->err));
	T_TRUE(fx, v == 3);
}

/* t_busy - store-1.7 */

static void
t_busy(struct fixture *fx)
{
	struct store *s2 = NULL;

	T_OK(fx, store_open(fx->path, &s2, &fx->err));
	sqlite3_busy_timeout(store_db(s2), 0);
	T_OK(fx, store_begin(fx->s, &fx->err));
	T_RC(fx, store_begin(s2, &fx->err), PB_ETEMP);
	T_TRUE(fx, strstr(fx->err.msg, "begin") != NULL);
	store_rollback(fx->s);
	T_OK(fx, store_begin(s2, &fx->err));
	T_OK(fx, store_commit(s2, &fx->err));
	store_close(s2);
}

/* t_sqlite_err - store-1.8 */

static void
t_sqlite_err(struct fixture *fx)
{
	static const struct {
		int        src;
		enum pb_rc want;
	} cases[] = {
		{ SQLITE_BUSY, PB_ETEMP },
		{ SQLITE_BUSY_SNAPSHOT, PB_ETEMP },
		{ SQLITE_LOCKED, PB_ETEMP },
		{ SQLITE_LOCKED_SHAREDCACHE, PB_ETEMP },
		{ SQLITE_IOERR_FSYNC, PB_ESYS },
		{ SQLITE_FULL, PB_ETEMP }, /* S10 */
		{ SQLITE_CORRUPT, PB_ESYS },
		{ SQLITE_CONSTRAINT_UNIQUE, PB_ESYS },
	};
	size_t i;
	int    full;

	for (i = 0; i < PB_NELEM(cases); i++) {
		full = cases[i].src == SQLITE_FULL;
		T_RC(fx, store_sqlite_err(fx->s, cases[i].src, "frob", &fx->err), cases[i].want);
		T_TRUE(fx,
		    full ? strncmp(fx->err.msg, "disk full: ", 11) == 0
		         : strncmp(fx->err.msg, "frob: ", 6) == 0);
		T_TRUE(fx, strstr(fx->err.msg, sqlite3_errstr(cases[i].src)));
		T_TRUE(fx, store_disk_full(fx->s) == full && store_err_full(&fx->err) == full);
		T_RC(fx, store_sqlite_err(NULL, cases[i].src, "frob", &fx->err), cases[i].want);
	}
}

/* t_stmt_count - prepared statements of a connection */

static int
t_stmt_count(sqlite3 *db)
{
	sqlite3_stmt *st = NULL;
	int           n = 0;

	while ((st = sqlite3_next_stmt(db, st)) != NULL)
		n++;
	return (n);
}

/* t_round - one command's worth of store calls */

static void
t_round(struct fixture *fx, int64_t game, int64_t seq)
{
	struct store_game *g = NULL;
	struct store_move  m;

	T_OK(fx, store_begin(fx->s, &fx->err));
	T_OK(fx, store_game_get(fx->s, game, &g, &fx->err));
	t_move(&m, game, seq);
	T_OK(fx, store_move_append(fx->s, &m, &fx->err));
	g->seq = seq;
	T_OK(fx, store_game_update(fx->s, g, &fx->err));
	T_OK(fx, store_commit(fx->s, &fx->err));
	store_game_free(g);
}

/* t_stmt_cache - store-1.9 */

static void
t_stmt_cache(struct fixture *fx)
{
	int64_t game, seq;
	int     n;

	game = t_game_add(fx);
	t_round(fx, game, 1);
	n = t_stmt_count(store_db(fx->s));
	T_TRUE(fx, n > 0);
	for (seq = 2; seq <= 50; seq++)
		t_round(fx, game, seq);
	T_TRUE(fx, t_stmt_count(store_db(fx->s)) == n);
}

/* t_open_fail - store-1.10 */

static void
t_open_fail(struct fixture *fx)
{
	struct store *s = (struct store *)fx; /* sentinel */
	char         *path;

	path = pb_asprintf("%s/no/such/dir/pbemd.db", fx->dir);
	T_RC(fx, store_open(path, &s, &fx->err), PB_ESYS);
	T_TRUE(fx, s == (struct store *)fx);
	T_TRUE(fx, strstr(fx->err.msg, path) != NULL);
	free(path);
}

/* ---- store-2: packs ---------------------------------------------- */

/* t_packs - store-2.1 */

static void
t_packs(struct fixture *fx)
{
	static const struct {
		int         put; /* else get */
		const char *hash;
		const char *body; /* to put, or expected */
		enum pb_rc  want;
	} steps[] = {
		{ 0, HEX64("1"), NULL, PB_ENOENT },
		{ 1, HEX64("1"), "map one", PB_OK },
		{ 0, HEX64("1"), "map one", PB_OK },
		{ 1, HEX64("1"), "map one", PB_OK },    /* again: no-op */
		{ 1, HEX64("1"), "map two", PB_EDATA }, /* immutable */
		{ 0, HEX64("1"), "map one", PB_OK },
		{ 1, HEX64("A"), "upper", PB_EDATA },
		{ 1, "abc", "short", PB_EDATA },
		{ 1, HEX64("2"), "", PB_OK },
		{ 0, HEX64("2"), "", PB_OK },
	};
	char  *body;
	size_t i;

	for (i = 0; i < PB_NELEM(steps); i++) {
		body = NULL;
		if (steps[i].put) {
			T_RC(fx,
			    store_pack_put(fx->s, steps[i].hash, "dow", steps[i].body, &fx->err),
			    steps[i].want);
			continue;
		}
		T_RC(fx, store_pack_get(fx->s, steps[i].hash, &body, &fx->err), steps[i].want);
		T_STR(fx, body, steps[i].body);
		free(body);
	}
}

/* ---- store-3: games ---------------------------------------------- */

/* t_game_same - a stored game equals the one written */

static void
t_game_same(struct fixture *fx, const struct store_game *a, const struct store_game *b)
{
	T_TRUE(fx, a->id == b->id);
	T_STR(fx, a->kind, b->kind);
	T_STR(fx, a->status, b->status);
	T_STR(fx, a->options, b->options);
	T_TRUE(fx, memcmp(a->seed, b->seed, sizeof(a->seed)) == 0);
	T_STR(fx, a->seed_hash, b->seed_hash);
	T_STR(fx, a->pack_hash, b->pack_hash);
	T_TRUE(fx, a->seq == b->seq);
	T_STR(fx, a->state, b->state);
	T_STR(fx, a->state_hash, b->state_hash);
	T_STR(fx, a->last_hash, b->last_hash);
	T_TRUE(fx, a->created == b->created);
	T_TRUE(fx, a->updated == b->updated);
}

/* t_game_trip - store-3.1 */

static void
t_game_trip(struct fixture *fx)
{
	struct store_game g, *got = NULL;

	/* Insert and read back, NULL fields included. */
	t_game(&g, "setup");
	g.id = 99; /* ignored */
	T_OK(fx, store_game_insert(fx->s, &g, &fx->err));
	T_TRUE(fx, g.id == 1);
	T_OK(fx, store_game_get(fx->s, g.id, &got, &fx->err));
	t_game_same(fx, got, &g);
	store_game_free(got);

	/* Update everything; kind and created stay. */
	g.status = "running";
	g.seed[0] ^= 0xff;
	g.seq = 7;
	g.state = "{\"turn\":2}";
	g.last_hash = HEX64("9");
	g.updated = 1500;
	T_OK(fx, store_game_update(fx->s, &g, &fx->err));
	g.kind = "other";
	g.created = 1;
	T_OK(fx, store_game_update(fx->s, &g, &fx->err));
	g.kind = "dow";
	g.created = 1000;
	T_OK(fx, store_game_get(fx->s, g.id, &got, &fx->err));
	t_game_same(fx, got, &g);
	store_game_free(got);
}

/* t_game_missing - store-3.2 */

static void
t_game_missing(struct fixture *fx)
{
	struct store_game g, *got = (struct store_game *)fx;

	T_RC(fx, store_game_get(fx->s, 42, &got, &fx->err), PB_ENOENT);
	T_TRUE(fx, got == (struct store_game *)fx);
	T_TRUE(fx, strstr(fx->err.msg, "42") != NULL);
	t_game(&g, "running");
	g.id = 42;
	T_RC(fx, store_game_update(fx->s, &g, &fx->err), PB_ENOENT);
}

/* t_game_kind - store-3.7 */

static void
t_game_kind(struct fixture *fx)
{
	struct store_game g;
	char             *kind = (char *)fx;

	T_RC(fx, store_game_kind(fx->s, 1, &kind, &fx->err), PB_ENOENT);
	T_TRUE(fx, kind == (char *)fx && strstr(fx->err.msg, "no game 1") != NULL);
	t_game(&g, "setup");
	T_OK(fx, store_game_insert(fx->s, &g, &fx->err));
	T_OK(fx, store_game_kind(fx->s, g.id, &kind, &fx->err));
	T_STR(fx, kind, "dow");
	free(kind);
}

/* t_game_ids - store-3.3 */

static void
t_game_ids(struct fixture *fx)
{
	int64_t *ids = (int64_t *)fx, want[3];
	size_t   n = 99, i;

	T_OK(fx, store_game_ids(fx->s, &ids, &n, &fx->err));
	T_TRUE(fx, ids == NULL && n == 0);
	for (i = 0; i < 3; i++)
		want[i] = t_game_add(fx);
	T_OK(fx, store_game_ids(fx->s, &ids, &n, &fx->err));
	T_TRUE(fx, n == 3);
	for (i = 0; i < n; i++)
		T_TRUE(fx, ids[i] == want[i] && (i == 0 || ids[i] > ids[i - 1]));
	free(ids);
}

/* t_game_pack - store-3.4 */

static void
t_game_pack(struct fixture *fx)
{
	struct store_game g;

	t_game(&g, "setup");
	g.pack_hash = HEX64("7");
	T_RC(fx, store_game_insert(fx->s, &g, &fx->err), PB_ENOENT);
	T_TRUE(fx, g.id == 0);
	T_OK(fx, store_pack_put(fx->s, HEX64("7"), "dow", "x", &fx->err));
	T_OK(fx, store_game_insert(fx->s, &g, &fx->err));
	g.pack_hash = NULL;
	T_OK(fx, store_game_insert(fx->s, &g, &fx->err));
}

/* t_game_check - store-3.5 */

static void
t_game_check(struct fixture *fx)
{
	static const struct {
		const char *seed_hash;
		const char *options;
		const char *state;
		const char *state_hash;
		const char *kind;
	} cases[] = {
		{ "nothex", "{}", "{}", NULL, "dow" },
		{ HEX64("A"), "{}", "{}", NULL, "dow" },
		{ HEX64("a"), "{players", "{}", NULL, "dow" },
		{ HEX64("a"), "{}", "not json", NULL, "dow" },
		{ HEX64("a"), "{}", "{}", "abc", "dow" },
		{ HEX64("a"), "{}", "{}", NULL, "" },
		{ HEX64("a"), "{}", "{}", NULL, NULL },
		{ NULL, "{}", "{}", NULL, "dow" },
	};
	struct store_game g;
	size_t            i;

	for (i = 0; i < PB_NELEM(cases); i++) {
		t_game(&g, "setup");
		g.seed_hash = (char *)cases[i].seed_hash;
		g.options = (char *)cases[i].options;
		g.state = (char *)cases[i].state;
		g.state_hash = (char *)cases[i].state_hash;
		g.kind = (char *)cases[i].kind;
		T_RC(fx, store_game_insert(fx->s, &g, &fx->err), PB_EDATA);
	}
	T_TRUE(fx, t_int(store_db(fx->s), "SELECT count(*) FROM games") == 0);
}

/* t_game_reuse - store-3.6 */

static void
t_game_reuse(struct fixture *fx)
{
	int64_t a, b;

	a = t_game_add(fx);
	b = t_game_add(fx);
	T_TRUE(fx, t_exec(store_db(fx->s), "DELETE FROM games") == SQLITE_OK);
	T_TRUE(fx, t_game_add(fx) > b && b > a);
}

/* ---- store-4: seats ---------------------------------------------- */

/* t_seats - store-4.1 */

static void
t_seats(struct fixture *fx)
{
	struct store_seat in = { 0 }, *one = NULL, **list = NULL;
	int64_t           game;
	size_t            n = 0, i;

	game = t_game_add(fx);
	T_OK(fx, store_seat_list(fx->s, game, &list, &n, &fx->err));
	T_TRUE(fx, list == NULL && n == 0);
	t_seat_add(fx, game, 2, "p2@example.org");
	t_seat_add(fx, game, 1, "p1@example.org");
	in.game_id = game;
	in.seat = 3;
	in.address = "p3@example.org";
	in.locale = "it";
	in.token_epoch = 12;
	T_OK(fx, store_seat_insert(fx->s, &in, &fx->err));

	/* One, with the NULL name stored as "". */
	T_OK(fx, store_seat_get(fx->s, game, 3, &one, &fx->err));
	T_TRUE(fx, one->game_id == game && one->seat == 3);
	T_STR(fx, one->address, "p3@example.org");
	T_STR(fx, one->name, "");
	T_STR(fx, one->locale, "it");
	T_TRUE(fx, one->token_epoch == 12);
	store_seat_free(one);
	T_RC(fx, store_seat_get(fx->s, game, 4, &one, &fx->err), PB_ENOENT);

	/* All, in seat order. */
	T_OK(fx, store_seat_list(fx->s, game, &list, &n, &fx->err));
	T_TRUE(fx, n == 3);
	for (i = 0; i < n; i++)
		T_TRUE(fx, list[i]->seat == (int)i + 1);
	T_STR(fx, list[0]->name, "Player");
	store_seat_list_free(list, n);
}

/* t_seat_find - store-4.2 */

static void
t_seat_find(struct fixture *fx)
{
	static const struct {
		int64_t     game;
		const char *addr;
		enum pb_rc  want;
		int         seat;
	} cases[] = {
		{ 1, "p1@example.org", PB_OK, 1 },
		{ 1, "p2@example.org", PB_OK, 2 },
		{ 1, "mod@example.org", PB_OK, 3 }, /* lowest of 3, 4 */
		{ 2, "p1@example.org", PB_OK, 4 },
		{ 2, "p2@example.org", PB_ENOENT, -1 },
		{ 1, "P1@example.org", PB_ENOENT, -1 }, /* callers lower */
		{ 9, "p1@example.org", PB_ENOENT, -1 },
	};
	size_t i;
	int    seat;

	T_TRUE(fx, t_game_add(fx) == 1 && t_game_add(fx) == 2);
	t_seat_add(fx, 1, 1, "p1@example.org");
	t_seat_add(fx, 1, 2, "p2@example.org");
	t_seat_add(fx, 1, 4, "mod@example.org");
	t_seat_add(fx, 1, 3, "mod@example.org");
	t_seat_add(fx, 2, 4, "p1@example.org");
	for (i = 0; i < PB_NELEM(cases); i++) {
		seat = -1;
		T_RC(fx, store_seat_find(fx->s, cases[i].game, cases[i].addr, &seat, &fx->err),
		    cases[i].want);
		T_TRUE(fx, seat == cases[i].seat);
	}
}

/* t_seat_games - store-4.3 */

static void
t_seat_games(struct fixture *fx)
{
	int64_t *games = NULL, g[3];
	size_t   n = 0, i;

	for (i = 0; i < 3; i++)
		g[i] = t_game_add(fx);
	t_seat_add(fx, g[2], 1, "p1@example.org");
	t_seat_add(fx, g[2], 2, "p1@example.org");
	t_seat_add(fx, g[0], 3, "p1@example.org");
	t_seat_add(fx, g[1], 1, "p2@example.org");
	T_OK(fx, store_seat_games(fx->s, "p1@example.org", &games, &n, &fx->err));
	T_TRUE(fx, n == 2 && games[0] == g[0] && games[1] == g[2]);
	free(games);
	T_OK(fx, store_seat_games(fx->s, "nobody@example.org", &games, &n, &fx->err));
	T_TRUE(fx, n == 0 && games == NULL);
}

/* t_seat_bad - store-4.4 */

static void
t_seat_bad(struct fixture *fx)
{
	struct store_seat st = { 0 };
	int64_t           game;

	game = t_game_add(fx);
	t_seat_add(fx, game, 1, "p1@example.org");
	st.game_id = game;
	st.seat = 1;
	st.address = "p9@example.org";
	st.locale = "en";
	T_RC(fx, store_seat_insert(fx->s, &st, &fx->err), PB_EDUP);
	st.seat = 2;
	st.address = "P2@Example.org";
	T_RC(fx, store_seat_insert(fx->s, &st, &fx->err), PB_EDATA);
	st.seat = 0;
	st.address = "p2@example.org";
	T_RC(fx, store_seat_insert(fx->s, &st, &fx->err), PB_EDATA);
	st.game_id = game + 1;
	st.seat = 1;
	T_RC(fx, store_seat_insert(fx->s, &st, &fx->err), PB_ENOENT);
}

/* ---- store-5: moves ---------------------------------------------- */

struct t_walk {
	struct fixture *fx;
	int64_t         next;     /* seq expected next */
	int64_t         stop;     /* fail at this seq, or -1 */
	int64_t         inbox_id; /* of move 2 */
};

/* t_walk_fn - check order and copy of each move */

static enum pb_rc
t_walk_fn(const struct store_move *m, void *arg)
{
	struct t_walk    *w = arg;
	struct store_move want;

	t_move(&want, m->game_id, w->next);
	T_TRUE(w->fx, m->seq == w->next);
	T_TRUE(w->fx, m->seat == want.seat && m->created == want.created);
	T_STR(w->fx, m->command, want.command);
	T_STR(w->fx, m->prev_hash, want.prev_hash);
	T_STR(w->fx, m->state_hash, want.state_hash);
	T_STR(w->fx, m->hash, want.hash);
	T_TRUE(w->fx, m->inbox_id == (m->seq == 2 ? w->inbox_id : 0));
	w->next++;
	return (m->seq == w->stop ? PB_EDATA : PB_OK);
}

/* t_moves_add - game with moves 0..4, move 2 from an inbox row */

static int64_t
t_moves_add(struct fixture *fx, struct t_walk *w)
{
	struct store_inbox ib;
	struct store_move  m;
	int64_t            game, seq;

	game = t_game_add(fx);
	t_inbox(&ib, "<move2@example.org>", NULL);
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	for (seq = 0; seq < 5; seq++) {
		t_move(&m, game, seq);
		m.inbox_id = (seq == 2) ? ib.id : 0;
		T_OK(fx, store_move_append(fx->s, &m, &fx->err));
	}
	w->fx = fx;
	w->next = 0;
	w->stop = -1;
	w->inbox_id = ib.id;
	return (game);
}

/* t_moves - store-5.1 */

static void
t_moves(struct fixture *fx)
{
	struct t_walk w;
	int64_t       game;

	game = t_moves_add(fx, &w);
	T_OK(fx, store_move_each(fx->s, game, t_walk_fn, &w, &fx->err));
	T_TRUE(fx, w.next == 5);
	w.next = 0;
	T_OK(fx, store_move_each(fx->s, game + 1, t_walk_fn, &w, &fx->err));
	T_TRUE(fx, w.next == 0);
}

/* t_move_dup - store-5.2 */

static void
t_move_dup(struct fixture *fx)
{
	struct store_move m;
	struct t_walk     w;
	int64_t           game;

	game = t_moves_add(fx, &w);
	t_move(&m, game, 3);
	m.command = "rewrite history";
	T_RC(fx, store_move_append(fx->s, &m, &fx->err), PB_EDUP);
	T_OK(fx, store_move_each(fx->s, game, t_walk_fn, &w, &fx->err));
	T_TRUE(fx, w.next == 5);
}

/* t_move_stop - store-5.3 */

static void
t_move_stop(struct fixture *fx)
{
	struct t_walk w;
	int64_t       game;

	game = t_moves_add(fx, &w);
	w.stop = 1;
	snprintf(fx->err.msg, sizeof(fx->err.msg), "mine");
	T_TRUE(fx, store_move_each(fx->s, game, t_walk_fn, &w, &fx->err) == PB_EDATA);
	T_TRUE(fx, w.next == 2);
	T_STR(fx, fx->err.msg, "mine");

	/* The statement was given back: it works again. */
	w.next = 0;
	w.stop = -1;
	T_OK(fx, store_move_each(fx->s, game, t_walk_fn, &w, &fx->err));
}

/* t_move_append_only - store-5.4 */

static void
t_move_append_only(struct fixture *fx)
{
	struct store_move m;
	struct t_walk     w;
	int64_t           game;

	game = t_moves_add(fx, &w);
	T_TRUE(fx, t_exec(store_db(fx->s), "UPDATE moves SET command = 'x'") == SQLITE_CONSTRAINT);
	t_move(&m, game + 1, 0);
	T_RC(fx, store_move_append(fx->s, &m, &fx->err), PB_ENOENT);
	t_move(&m, game, 5);
	m.hash = "not a hash";
	T_RC(fx, store_move_append(fx->s, &m, &fx->err), PB_EDATA);
}

/* t_move_inbox - store-5.5 */

static void
t_move_inbox(struct fixture *fx)
{
	struct store_move m;
	int64_t           game;

	game = t_game_add(fx);
	T_OK(fx, store_begin(fx->s, &fx->err));
	t_move(&m, game, 1);
	m.inbox_id = 77;
	T_OK(fx, store_move_append(fx->s, &m, &fx->err));
	T_RC(fx, store_commit(fx->s, &fx->err), PB_ENOENT);
	store_rollback(fx->s);
	T_TRUE(fx, t_int(store_db(fx->s), "SELECT count(*) FROM moves") == 0);
}

/* t_nest_fn - read the game from inside the walk */

static enum pb_rc
t_nest_fn(const struct store_move *m, void *arg)
{
	struct store      *s = arg;
	struct store_game *g = NULL;
	enum pb_rc         rc;

	if ((rc = store_game_get(s, m->game_id, &g, NULL)) == PB_OK && g->seq != 0)
		rc = PB_EDATA;
	store_game_free(g);
	return (rc);
}

/* t_move_nest - store-5.6 */

static void
t_move_nest(struct fixture *fx)
{
	struct t_walk w;
	int64_t       game;

	game = t_moves_add(fx, &w);
	T_OK(fx, store_move_each(fx->s, game, t_nest_fn, fx->s, &fx->err));
}

/* ---- store-6: inbox ---------------------------------------------- */

/* t_inbox_dup - store-6.1 */

static void
t_inbox_dup(struct fixture *fx)
{
	static const struct {
		const char *message_id;
		const char *dedupe;
		enum pb_rc  want;
	} steps[] = {
		{ "<a@x>", NULL, PB_OK },
		{ "<a@x>", NULL, PB_EDUP }, /* same Message-ID */
		{ "<b@x>", NULL, PB_OK },   /* NULL keys never collide */
		{ "<c@x>", "k1", PB_OK },
		{ "<d@x>", "k1", PB_EDUP }, /* resent, new Message-ID */
		{ "<c@x>", "k2", PB_EDUP },
		{ "<e@x>", "k2", PB_OK },
		{ "", NULL, PB_EDATA },
	};
	struct store_inbox ib;
	int64_t            last = 0;
	size_t             i;

	for (i = 0; i < PB_NELEM(steps); i++) {
		t_inbox(&ib, steps[i].message_id, steps[i].dedupe);
		T_RC(fx, store_inbox_insert(fx->s, &ib, &fx->err), steps[i].want);
		T_TRUE(fx, steps[i].want == PB_OK ? ib.id > last : ib.id == 0);
		if (ib.id)
			last = ib.id;
		if (steps[i].want == PB_EDUP)
			T_TRUE(fx, strstr(fx->err.msg, steps[i].message_id));
	}
	T_TRUE(fx, t_int(store_db(fx->s), "SELECT count(*) FROM inbox") == 4);
}

/* t_inbox_seen - store-6.2 */

static void
t_inbox_seen(struct fixture *fx)
{
	struct store_inbox ib;

	T_OK(fx, store_inbox_seen(fx->s, "<a@x>", &fx->err));
	t_inbox(&ib, "<a@x>", "k");
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	T_RC(fx, store_inbox_seen(fx->s, "<a@x>", &fx->err), PB_EDUP);
	T_OK(fx, store_inbox_seen(fx->s, "k", &fx->err));
}

/* t_inbox_key - store-6.4 */

static void
t_inbox_key(struct fixture *fx)
{
	struct store_inbox ib;
	char              *key = NULL;

	/* A new Message-ID is its own key. */
	T_OK(fx, store_inbox_key(fx->s, "<a@x>", "c1", &key, &fx->err));
	T_TRUE(fx, key != NULL && strcmp(key, "<a@x>") == 0);
	t_inbox(&ib, key, NULL);
	ib.content = "c1";
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	free(key);
	key = NULL;
	/* Same content: a duplicate; other content: a key of its own. */
	T_RC(fx, store_inbox_key(fx->s, "<a@x>", "c1", &key, &fx->err), PB_EDUP);
	T_TRUE(fx, key == NULL);
	T_OK(fx, store_inbox_key(fx->s, "<a@x>", "c2", &key, &fx->err));
	T_TRUE(fx, key != NULL && strcmp(key, "<a@x> c2") == 0);
	t_inbox(&ib, key, NULL);
	ib.content = "c2";
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	free(key);
	key = NULL;
	T_RC(fx, store_inbox_key(fx->s, "<a@x>", "c2", &key, &fx->err), PB_EDUP);
	/* "ID CONTENT" taken by a row of other content: ".2". */
	t_inbox(&ib, "<b@x> c3", NULL);
	ib.content = "other";
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	t_inbox(&ib, "<b@x>", NULL);
	ib.content = "c0";
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	T_OK(fx, store_inbox_key(fx->s, "<b@x>", "c3", &key, &fx->err));
	T_TRUE(fx, key != NULL && strcmp(key, "<b@x> c3.2") == 0);
	free(key);
	key = NULL;
	/* A row without content (schema before 011): always a duplicate. */
	t_inbox(&ib, "<old@x>", NULL);
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	T_RC(fx, store_inbox_key(fx->s, "<old@x>", "any", &key, &fx->err), PB_EDUP);
	T_TRUE(fx, key == NULL);
}

/* t_inbox_txn - store-6.3 */

static void
t_inbox_txn(struct fixture *fx)
{
	struct store_inbox ib;

	T_OK(fx, store_begin(fx->s, &fx->err));
	t_inbox(&ib, "<a@x>", NULL);
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	T_RC(fx, store_inbox_insert(fx->s, &ib, &fx->err), PB_EDUP);
	t_inbox(&ib, "<b@x>", NULL);
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	T_OK(fx, store_commit(fx->s, &fx->err));
	T_TRUE(fx, t_int(store_db(fx->s), "SELECT count(*) FROM inbox") == 2);
}

/* ---- store-7: outbox --------------------------------------------- */

/* t_due - ids of the rows due at now, as a count and first two */

static size_t
t_due(struct fixture *fx, int64_t now, int64_t *first, int64_t *second)
{
	struct store_out **list = NULL;
	size_t             n = 0;

	T_OK(fx, store_out_due(fx->s, now, &list, &n, &fx->err));
	*first = n > 0 ? list[0]->id : 0;
	*second = n > 1 ? list[1]->id : 0;
	store_out_list_free(list, n);
	return (n);
}

/* t_out_get - one row by id, caller frees */

static struct store_out *
t_out_get(struct fixture *fx, int64_t id)
{
	struct store_out **list = NULL, *o = NULL;
	size_t             n = 0, i;

	T_OK(fx, store_out_list(fx->s, NULL, &list, &n, &fx->err));
	for (i = 0; i < n; i++)
		if (list[i]->id == id) {
			o = list[i];
			list[i] = NULL;
		}
	store_out_list_free(list, n);
	T_TRUE(fx, o != NULL);
	return (o);
}

/* t_out_due - store-7.1 */

static void
t_out_due(struct fixture *fx)
{
	int64_t a, b, c, x, y;

	a = t_out_add(fx, "p1@example.org", 100);
	b = t_out_add(fx, "p2@example.org", 50);
	c = t_out_add(fx, "p3@example.org", 200);
	T_TRUE(fx, a < b && b < c);
	T_TRUE(fx, t_due(fx, 49, &x, &y) == 0);
	T_TRUE(fx, t_due(fx, 50, &x, &y) == 1 && x == b);
	T_TRUE(fx, t_due(fx, 100, &x, &y) == 2 && x == a && y == b);
	T_TRUE(fx, t_due(fx, 1000, &x, &y) == 3);
}

/* t_out_sent - store-7.2 */

static void
t_out_sent(struct fixture *fx)
{
	struct store_out *o;
	int64_t           a, x, y;

	a = t_out_add(fx, "p1@example.org", 0);
	T_OK(fx, store_out_sent(fx->s, a, 5000, &fx->err));
	T_TRUE(fx, t_due(fx, 9999, &x, &y) == 0);
	o = t_out_get(fx, a);
	T_STR(fx, o->state, "sent");
	T_TRUE(fx, o->sent == 5000 && o->attempts == 0);
	store_out_free(o);
	T_RC(fx, store_out_sent(fx->s, a, 6000, &fx->err), PB_ENOENT);
	T_RC(fx, store_out_failed(fx->s, a, 1, 0, "x", 0, &fx->err), PB_ENOENT);
	T_RC(fx, store_out_sent(fx->s, a + 1, 6000, &fx->err), PB_ENOENT);
}

/* t_out_backoff - store-7.3 */

static void
t_out_backoff(struct fixture *fx)
{
	struct store_out *o;
	int64_t           a, x, y;

	a = t_out_add(fx, "p1@example.org", 0);
	T_OK(fx, store_out_failed(fx->s, a, 1, 300, "421 try later", 0, &fx->err));
	o = t_out_get(fx, a);
	T_STR(fx, o->state, "queued");
	T_STR(fx, o->last_error, "421 try later");
	T_TRUE(fx, o->attempts == 1 && o->next_attempt == 300 && o->sent == 0);
	store_out_free(o);
	T_TRUE(fx, t_due(fx, 299, &x, &y) == 0);
	T_TRUE(fx, t_due(fx, 300, &x, &y) == 1 && x == a);
	T_OK(fx, store_out_failed(fx->s, a, 2, 900, "421 again", 0, &fx->err));
	T_TRUE(fx, t_due(fx, 300, &x, &y) == 0);
	T_OK(fx, store_out_sent(fx->s, a, 900, &fx->err));
}

/* t_out_permanent - store-7.4 */

static void
t_out_permanent(struct fixture *fx)
{
	struct store_out *o;
	int64_t           a, x, y;

	a = t_out_add(fx, "p1@example.org", 0);
	T_OK(fx, store_out_failed(fx->s, a, 3, 0, "550 no such user", 1, &fx->err));
	o = t_out_get(fx, a);
	T_STR(fx, o->state, "failed");
	T_STR(fx, o->last_error, "550 no such user");
	T_TRUE(fx, o->attempts == 3 && o->sent == 0);
	store_out_free(o);
	T_TRUE(fx, t_due(fx, INT64_MAX, &x, &y) == 0);
	T_RC(fx, store_out_sent(fx->s, a, 1, &fx->err), PB_ENOENT);
	T_RC(fx, store_out_failed(fx->s, a, 4, 0, "x", 0, &fx->err), PB_ENOENT);
}

/* t_out_requeue - store-7.9: failed -> queued by hand, due now, a fresh
 * series of tries; a queued row only becomes due; sent is final */

static void
t_out_requeue(struct fixture *fx)
{
	struct store_out *o;
	int64_t           a, b, c, d, x, y;
	int               n = -1;

	a = t_out_add(fx, "a@example.org", 0);
	b = t_out_add(fx, "b@example.org", 0);
	c = t_out_add(fx, "c@example.org", 0);
	d = t_out_add(fx, "d@example.org", 0);
	T_OK(fx,
	    store_out_failed(fx->s, a, 7, 0, "No space left on device (given up)", 1, &fx->err));
	T_OK(fx, store_out_failed(fx->s, b, 1, 0, "550 no such user", 1, &fx->err));
	T_OK(fx, store_out_failed(fx->s, c, 2, 9000, "421 later", 0, &fx->err));
	T_OK(fx, store_out_sent(fx->s, d, 5000, &fx->err));

	/* One by id. */
	T_OK(fx, store_out_requeue(fx->s, a, 6000, &n, &fx->err));
	T_TRUE(fx, n == 1);
	o = t_out_get(fx, a);
	T_STR(fx, o->state, "queued");
	T_STR(fx, o->last_error, "No space left on device (given up)");
	T_TRUE(fx, o->attempts == 0 && o->next_attempt == 6000 && o->sent == 0);
	store_out_free(o);
	T_TRUE(fx, t_due(fx, 6000, &x, &y) == 1 && x == a);

	/* A queued row: due now, its tries kept. */
	T_OK(fx, store_out_requeue(fx->s, c, 6000, &n, &fx->err));
	o = t_out_get(fx, c);
	T_TRUE(fx, o->attempts == 2 && o->next_attempt == 6000);
	store_out_free(o);

	/* Sent is final; an unknown id is no row. */
	T_RC(fx, store_out_requeue(fx->s, d, 6000, &n, &fx->err), PB_ENOENT);
	T_RC(fx, store_out_requeue(fx->s, d + 1, 6000, &n, &fx->err), PB_ENOENT);
	o = t_out_get(fx, d);
	T_STR(fx, o->state, "sent");
	store_out_free(o);

	/* Every failed row: b only now; then none. */
	T_OK(fx, store_out_requeue(fx->s, 0, 7000, &n, &fx->err));
	T_TRUE(fx, n == 1);
	o = t_out_get(fx, b);
	T_STR(fx, o->state, "queued");
	T_TRUE(fx, o->attempts == 0 && o->next_attempt == 7000);
	store_out_free(o);
	T_OK(fx, store_out_requeue(fx->s, 0, 7000, &n, &fx->err));
	T_TRUE(fx, n == 0);
}

/* t_out_sent_clears - store-7.10: a mail sent after failures keeps its
 * tries and loses its last error */

static void
t_out_sent_clears(struct fixture *fx)
{
	struct store_out *o;
	int64_t           a;

	a = t_out_add(fx, "a@example.org", 0);
	T_OK(fx, store_out_failed(fx->s, a, 2, 100, "write: No space left on device", 0, &fx->err));
	T_OK(fx, store_out_sent(fx->s, a, 200, &fx->err));
	o = t_out_get(fx, a);
	T_STR(fx, o->state, "sent");
	T_STR(fx, o->last_error, NULL);
	T_TRUE(fx, o->attempts == 2 && o->sent == 200);
	store_out_free(o);
}

/* t_out_due_now - store-7.11: every queued row waiting for a later try
 * becomes due now; due, failed and sent rows stay as they are */

static void
t_out_due_now(struct fixture *fx)
{
	struct store_out *o;
	int64_t           a, b, c, d, x, y;
	int               n = -1;

	a = t_out_add(fx, "a@example.org", 9000);
	b = t_out_add(fx, "b@example.org", 100);
	c = t_out_add(fx, "c@example.org", 0);
	d = t_out_add(fx, "d@example.org", 0);
	T_OK(fx, store_out_failed(fx->s, c, 1, 9000, "x", 1, &fx->err));
	T_OK(fx, store_out_sent(fx->s, d, 50, &fx->err));
	T_TRUE(fx, t_due(fx, 500, &x, &y) == 1 && x == b);
	T_OK(fx, store_out_due_now(fx->s, 500, &n, &fx->err));
	T_TRUE(fx, n == 1);
	T_TRUE(fx, t_due(fx, 500, &x, &y) == 2 && x == a && y == b);
	o = t_out_get(fx, b);
	T_TRUE(fx, o->next_attempt == 100);
	store_out_free(o);
	o = t_out_get(fx, c);
	T_STR(fx, o->state, "failed");
	store_out_free(o);
}

/* t_out_list - store-7.5 */

static void
t_out_list(struct fixture *fx)
{
	struct store_out **list = NULL;
	int64_t            id[3];
	size_t             n = 0;

	id[0] = t_out_add(fx, "a@example.org", 0);
	id[1] = t_out_add(fx, "b@example.org", 0);
	id[2] = t_out_add(fx, "a@example.org", 0);
	T_OK(fx, store_out_sent(fx->s, id[0], 10, &fx->err));
	T_OK(fx, store_out_list(fx->s, NULL, &list, &n, &fx->err));
	T_TRUE(fx, n == 3 && list[0]->id == id[0] && list[2]->id == id[2]);
	store_out_list_free(list, n);
	T_OK(fx, store_out_list(fx->s, "a@example.org", &list, &n, &fx->err));
	T_TRUE(fx, n == 2 && list[0]->id == id[0] && list[1]->id == id[2]);
	T_STR(fx, list[0]->state, "sent");
	T_STR(fx, list[1]->to_addr, "a@example.org");
	T_STR(fx, list[1]->message, "Subject: hi\r\n\r\nhello\r\n");
	store_out_list_free(list, n);
	T_OK(fx, store_out_list(fx->s, "c@example.org", &list, &n, &fx->err));
	T_TRUE(fx, n == 0 && list == NULL);
}

/* t_out_limit - store-7.6 */

static void
t_out_limit(struct fixture *fx)
{
	int64_t first = 0, id, x, y;
	int     i;

	T_OK(fx, store_begin(fx->s, &fx->err));
	for (i = 0; i < 150; i++) {
		id = t_out_add(fx, "p1@example.org", 150 - i);
		first = first ? first : id;
	}
	T_OK(fx, store_commit(fx->s, &fx->err));
	T_TRUE(fx, t_due(fx, 1000, &x, &y) == 100 && x == first);
	T_TRUE(fx, y == first + 1);
}

/* t_out_insert - store-7.7 */

static void
t_out_insert(struct fixture *fx)
{
	struct store_out o = { 0 }, *got;

	o.to_addr = "p1@example.org";
	o.message = "m";
	o.message_id = "<q1@pbemd>";
	o.state = "sent";     /* ignored */
	o.attempts = 5;       /* ignored */
	o.last_error = "old"; /* ignored */
	o.sent = 7;           /* ignored */
	o.created = 10;
	T_OK(fx, store_out_insert(fx->s, &o, &fx->err));
	got = t_out_get(fx, o.id);
	T_STR(fx, got->state, "queued");
	T_STR(fx, got->message_id, "<q1@pbemd>");
	T_STR(fx, got->last_error, NULL);
	T_TRUE(fx, got->attempts == 0 && got->sent == 0 && got->created == 10);
	T_TRUE(fx, got->game_id == 0 && got->seat == 0);
	store_out_free(got);
	o.id = 0;
	T_RC(fx, store_out_insert(fx->s, &o, &fx->err), PB_EDUP);
	T_TRUE(fx, o.id == 0);
	o.message_id = NULL;
	o.to_addr = NULL;
	T_RC(fx, store_out_insert(fx->s, &o, &fx->err), PB_EDATA);
}

/* t_out_schema - store-7.8 */

static void
t_out_schema(struct fixture *fx)
{
	sqlite3 *db = store_db(fx->s);
	int64_t  a;

	a = t_out_add(fx, "p1@example.org", 0);
	(void)a;
	T_TRUE(fx, t_exec(db, "UPDATE outbox SET state = 'sent'") == SQLITE_CONSTRAINT);
	T_TRUE(fx, t_exec(db, "UPDATE outbox SET sent = 5") == SQLITE_CONSTRAINT);
	T_TRUE(fx, t_exec(db, "UPDATE outbox SET state = 'lost'") == SQLITE_CONSTRAINT);
	T_TRUE(fx, t_exec(db, "UPDATE outbox SET state = 'sent', sent = 5") == SQLITE_OK);
}

/* t_out_tok - queue a mail of game 1 seat 1 with message id and token */

static int64_t
t_out_tok(struct fixture *fx, const char *id, const char *text, const char *token)
{
	struct store_out o = { 0 };

	o.game_id = 1;
	o.seat = 1;
	o.to_addr = "p1@example.org";
	o.message = (char *)text;
	o.message_id = (char *)id;
	o.token = (char *)token;
	o.created = 4000;
	T_OK(fx, store_out_insert(fx->s, &o, &fx->err));
	return (o.id);
}

/* t_out_answered - store-7.12 */

static void
t_out_answered(struct fixture *fx)
{
	struct store_out **list = NULL;
	int64_t            old, a, b, c, d, e;
	size_t             n = 0;
	char              *sql;

	old = t_out_tok(fx, "<o@x>", "Subject: PBEM-1-1-3-OLD\r\n\r\nold\r\n", NULL);
	sql = pb_asprintf("UPDATE outbox SET token = NULL WHERE id = %lld", (long long)old);
	T_TRUE(fx, t_exec(store_db(fx->s), sql) == SQLITE_OK); /* as before 023 */
	free(sql);
	a = t_out_tok(fx, "<a@x>", "Subject: T1\r\n\r\na\r\n", "T1");
	b = t_out_tok(fx, "<b@x>", "Subject: T2\r\n\r\nquotes T1\r\n", "T2");
	c = t_out_tok(fx, "<c@x>", "Subject: none\r\n\r\nT1 again\r\n", NULL);
	d = t_out_tok(fx, "<d@x>", "Subject: T1\r\n\r\nd\r\n", "T1");
	e = t_out_tok(fx, "<e@x>", "Subject: T3\r\n\r\ne\r\n", "T3");
	T_OK(fx, store_out_answered(fx->s, 1, 1, NULL, "T1", 32, 8, &list, &n, &fx->err));
	T_TRUE(fx, n == 2 && list[0]->id == d && list[1]->id == a);
	T_STR(fx, list[0]->token, "T1");
	T_STR(fx, list[1]->message, "Subject: T1\r\n\r\na\r\n");
	store_out_list_free(list, n);
	T_OK(fx, store_out_answered(fx->s, 1, 1, "<e@x>", "T1", 32, 8, &list, &n, &fx->err));
	T_TRUE(fx, n == 3 && list[0]->id == e && list[1]->id == d && list[2]->id == a);
	store_out_list_free(list, n);
	T_OK(fx, store_out_answered(fx->s, 1, 1, "<e@x>", "T1", 32, 2, &list, &n, &fx->err));
	T_TRUE(fx, n == 2 && list[0]->id == e && list[1]->id == d);
	store_out_list_free(list, n);
	T_OK(fx, store_out_answered(fx->s, 1, 1, NULL, "T1", 2, 8, &list, &n, &fx->err));
	T_TRUE(fx, n == 1 && list[0]->id == d); /* only the 2 newest are looked at */
	store_out_list_free(list, n);
	T_OK(fx,
	    store_out_answered(fx->s, 1, 1, NULL, "PBEM-1-1-3-OLD", 32, 8, &list, &n, &fx->err));
	T_TRUE(fx, n == 1 && list[0]->id == old && list[0]->token == NULL);
	store_out_list_free(list, n);
	T_OK(fx, store_out_answered(fx->s, 1, 2, "<a@x>", "T1", 32, 8, &list, &n, &fx->err));
	T_TRUE(fx, n == 0 && list == NULL); /* another seat's */
	T_OK(fx, store_out_list(fx->s, NULL, &list, &n, &fx->err));
	T_TRUE(fx, n == 6 && list[3]->id == c && list[3]->token == NULL);
	T_STR(fx, list[2]->token, "T2");
	T_TRUE(fx, b == list[2]->id);
	store_out_list_free(list, n);
}

/* ---- store-8: conventions ---------------------------------------- */

/* t_noops - store-8.1 */

static void
t_noops(struct fixture *fx)
{
	struct store_game *g = NULL;

	store_close(NULL);
	store_game_free(NULL);
	store_seat_free(NULL);
	store_seat_list_free(NULL, 0);
	store_inbox_free(NULL);
	store_out_free(NULL);
	store_out_list_free(NULL, 0);
	store_rollback(fx->s);
	store_rollback(fx->s);
	T_TRUE(fx, store_game_get(fx->s, 1, &g, NULL) == PB_ENOENT);
	T_TRUE(fx, store_inbox_seen(fx->s, "<a@x>", NULL) == PB_OK);
	T_TRUE(fx, g == NULL);
}

/* ---- store-9: intake ---------------------------------------------- */

/* t_migrate_gap - store-1.11 */

static void
t_migrate_gap(struct fixture *fx)
{
	sqlite3 *db;
	char    *sql;

	/* A database left at version 1 by an older pbemd. */
	db = t_raw(fx);
	sql = pb_asprintf("BEGIN; %s PRAGMA user_version = 1; COMMIT;", store_migrations[0].sql);
	T_TRUE(fx, t_exec(db, sql) == SQLITE_OK);
	free(sql);
	T_TRUE(fx, t_int(db, "SELECT count(*) FROM sqlite_schema WHERE name = 'bounces'") == 0);

	/* Opening it applies every later migration, gaps and all. */
	T_OK(fx, store_open(fx->path, &fx->s, &fx->err));
	T_TRUE(fx, store_version(fx->s) == t_latest());
	T_TRUE(fx, t_latest() >= 3);
	T_TRUE(fx, t_int(db, "PRAGMA user_version") == t_latest());
	T_TRUE(fx, t_int(db, "SELECT count(*) FROM sqlite_schema WHERE name = 'bounces'") == 1);
	sqlite3_close(db);
}

/* t_bounces - store-9.1 */

static void
t_bounces(struct fixture *fx)
{
	struct store_bounce b = { 0 }, **rows = NULL;
	struct store_inbox  ib;
	size_t              n = 0;

	T_OK(fx, store_begin(fx->s, &fx->err));
	t_inbox(&ib, "<bounce@x>", NULL);
	T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	b.inbox_id = ib.id;
	b.game_id = 2;
	b.seat = 3;
	b.address = "cid@example.org";
	b.status = "5.1.1";
	b.diagnostic = "smtp; 550 no such user";
	b.received = 4000;
	T_OK(fx, store_bounce_insert(fx->s, &b, &fx->err));
	T_TRUE(fx, b.id > 0);
	b.game_id = 0;
	b.seat = 0;
	b.address = "stranger@example.org";
	b.status = NULL;
	T_OK(fx, store_bounce_insert(fx->s, &b, &fx->err));
	T_OK(fx, store_commit(fx->s, &fx->err));

	/* By game, and all. */
	T_OK(fx, store_bounce_list(fx->s, 2, &rows, &n, &fx->err));
	T_TRUE(fx, n == 1);
	T_STR(fx, rows[0]->address, "cid@example.org");
	T_STR(fx, rows[0]->status, "5.1.1");
	T_TRUE(fx, rows[0]->seat == 3 && rows[0]->inbox_id == ib.id && rows[0]->received == 4000);
	store_bounce_list_free(rows, n);
	T_OK(fx, store_bounce_list(fx->s, 0, &rows, &n, &fx->err));
	T_TRUE(fx, n == 2);
	T_STR(fx, rows[1]->status, NULL);
	store_bounce_list_free(rows, n);
	T_OK(fx, store_bounce_list(fx->s, 9, &rows, &n, &fx->err));
	T_TRUE(fx, n == 0 && rows == NULL);

	/* A bounce names the mail it came in: checked at COMMIT. */
	T_OK(fx, store_begin(fx->s, &fx->err));
	b.inbox_id = 999;
	T_OK(fx, store_bounce_insert(fx->s, &b, &fx->err));
	T_TRUE(fx, store_commit(fx->s, &fx->err) != PB_OK);
	store_rollback(fx->s);
	T_TRUE(fx, t_int(store_db(fx->s), "SELECT count(*) FROM bounces") == 2);
}

/* t_count_from - store-9.2 */

static void
t_count_from(struct fixture *fx)
{
	struct store_inbox ib;
	static const char *ids[] = { "<1@x>", "<2@x>", "<3@x>" };
	int                n = -1, i;

	for (i = 0; i < 3; i++) {
		t_inbox(&ib, ids[i], NULL);
		ib.received = 1000 + 1000 * i;
		T_OK(fx, store_inbox_insert(fx->s, &ib, &fx->err));
	}
	T_OK(fx, store_inbox_count_from(fx->s, "p1@example.org", 0, &n, &fx->err));
	T_TRUE(fx, n == 3);
	T_OK(fx, store_inbox_count_from(fx->s, "p1@example.org", 2000, &n, &fx->err));
	T_TRUE(fx, n == 2);
	T_OK(fx, store_inbox_count_from(fx->s, "p1@example.org", 3001, &n, &fx->err));
	T_TRUE(fx, n == 0);
	T_OK(fx, store_inbox_count_from(fx->s, "p2@example.org", 0, &n, &fx->err));
	T_TRUE(fx, n == 0);
}

/* t_notices - store-9.3 */

static void
t_notices(struct fixture *fx)
{
	int64_t sent = -1;

	T_RC(fx, store_notice_get(fx->s, "a@x", "size", &sent, &fx->err), PB_ENOENT);
	T_TRUE(fx, sent == -1);
	T_OK(fx, store_notice_put(fx->s, "a@x", "size", 100, &fx->err));
	T_OK(fx, store_notice_get(fx->s, "a@x", "size", &sent, &fx->err));
	T_TRUE(fx, sent == 100);
	T_OK(fx, store_notice_put(fx->s, "a@x", "size", 200, &fx->err));
	T_OK(fx, store_notice_get(fx->s, "a@x", "size", &sent, &fx->err));
	T_TRUE(fx, sent == 200);
	T_RC(fx, store_notice_get(fx->s, "a@x", "rate", &sent, &fx->err), PB_ENOENT);
	T_TRUE(fx, t_int(store_db(fx->s), "SELECT count(*) FROM notices") == 1);
}

/* ---- the table ----------------------------------------------------- */

/* t_pop3_forget - UIDLs gone from the maildrop are forgotten, per account */

static void
t_pop3_forget(struct fixture *fx)
{
	static const char *const keep[] = { "u3", "u1" };

	T_OK(fx, store_pop3_mark(fx->s, "a@h:110", "u1", 1, &fx->err));
	T_OK(fx, store_pop3_mark(fx->s, "a@h:110", "u2", 1, &fx->err));
	T_OK(fx, store_pop3_mark(fx->s, "a@h:110", "u3", 1, &fx->err));
	T_OK(fx, store_pop3_mark(fx->s, "b@h:110", "u2", 1, &fx->err));
	T_RC(fx, store_pop3_seen(fx->s, "a@h:110", "u2", &fx->err), PB_EDUP);
	T_OK(fx, store_pop3_forget(fx->s, "a@h:110", keep, 2, &fx->err));
	T_OK(fx, store_pop3_seen(fx->s, "a@h:110", "u2", &fx->err));
	T_RC(fx, store_pop3_seen(fx->s, "a@h:110", "u1", &fx->err), PB_EDUP);
	T_RC(fx, store_pop3_seen(fx->s, "a@h:110", "u3", &fx->err), PB_EDUP);
	T_RC(fx, store_pop3_seen(fx->s, "b@h:110", "u2", &fx->err), PB_EDUP); /* another account */
	T_OK(fx, store_pop3_forget(fx->s, "a@h:110", NULL, 0, &fx->err)); /* an empty maildrop */
	T_OK(fx, store_pop3_seen(fx->s, "a@h:110", "u1", &fx->err));
}

/* t_server - an unset integer is 0; put, get, put again */

static void
t_server(struct fixture *fx)
{
	int64_t v = -1;

	T_OK(fx, store_server_get(fx->s, "moderator_epoch", &v, &fx->err));
	T_TRUE(fx, v == 0);
	T_OK(fx, store_server_put(fx->s, "moderator_epoch", 7, &fx->err));
	T_OK(fx, store_server_put(fx->s, "moderator_epoch", 8, &fx->err));
	T_OK(fx, store_server_get(fx->s, "moderator_epoch", &v, &fx->err));
	T_TRUE(fx, v == 8);
}

/* ---- store-11: a full disk, the write-ahead log (S9, S10) ---------- */

/* t_body - a pack body of n bytes that does not compress: caller frees */

static char *
t_body(size_t n, unsigned seed)
{
	char  *b = pb_malloc(n + 1);
	size_t i;

	for (i = 0; i < n; i++) {
		seed = seed * 1103515245u + 12345u;
		b[i] = (char)('a' + (seed >> 16) % 26);
	}
	b[n] = '\0';
	return (b);
}

/* t_cap - let the database grow by at most pages pages */

static void
t_cap(struct fixture *fx, int64_t pages)
{
	char sql[80];

	snprintf(sql, sizeof(sql), "PRAGMA max_page_count = %lld",
	    (long long)(t_int(store_db(fx->s), "PRAGMA page_count") + pages));
	T_TRUE(fx, t_int(store_db(fx->s), sql) > 0);
}

/* t_full - store-11.1: SQLITE_FULL is temporary, says "disk full",
 * leaves nothing, and the same write goes through once there is room */

static void
t_full(struct fixture *fx)
{
	sqlite3 *db = store_db(fx->s);
	char    *body = t_body(64 * 1024, 1);
	int64_t  packs = t_int(db, "SELECT count(*) FROM packs");

	/* The database may not grow: a full disk, as SQLite reports it. */
	t_cap(fx, 0);
	T_OK(fx, store_begin(fx->s, &fx->err));
	T_RC(fx, store_pack_put(fx->s, HEX64("1"), "dow", body, &fx->err), PB_ETEMP);
	store_rollback(fx->s);
	T_TRUE(fx, strncmp(fx->err.msg, "disk full: ", 11) == 0);
	T_TRUE(fx, strstr(fx->err.msg, fx->dir) != NULL);
	T_TRUE(fx, strstr(fx->err.msg, "bytes free") != NULL);
	T_TRUE(fx, store_disk_full(fx->s) && store_err_full(&fx->err));
	T_TRUE(fx, t_int(db, "SELECT count(*) FROM packs") == packs);

	/* A busy database afterwards is not a full disk. */
	T_RC(fx, store_sqlite_err(fx->s, SQLITE_BUSY, "frob", &fx->err), PB_ETEMP);
	T_TRUE(fx, !store_disk_full(fx->s) && !store_err_full(&fx->err));
	T_RC(fx, store_pack_put(fx->s, HEX64("1"), "dow", body, &fx->err), PB_ETEMP);
	T_TRUE(fx, store_disk_full(fx->s));

	/* Room again: the same write commits, and the flag is gone. */
	t_cap(fx, 1000);
	T_OK(fx, store_begin(fx->s, &fx->err));
	T_OK(fx, store_pack_put(fx->s, HEX64("1"), "dow", body, &fx->err));
	T_OK(fx, store_commit(fx->s, &fx->err));
	T_TRUE(fx, !store_disk_full(fx->s));
	T_TRUE(fx, t_int(db, "SELECT count(*) FROM packs") == packs + 1);
	free(body);
}

/* t_wal_pragmas - store-11.2: the log is bounded (S9) */

static void
t_wal_pragmas(struct fixture *fx)
{
	sqlite3 *db = store_db(fx->s);

	T_TRUE(fx, t_int(db, "PRAGMA journal_size_limit") == 4 * 1024 * 1024);
	T_TRUE(fx, t_int(db, "PRAGMA wal_autocheckpoint") == 1000);
}

/* t_wal_size - bytes of the -wal file, -1 when there is none */

static int64_t
t_wal_size(struct fixture *fx)
{
	struct stat st;
	char       *wal = pb_asprintf("%s-wal", fx->path);
	int64_t     n = stat(wal, &st) == 0 ? (int64_t)st.st_size : -1;

	free(wal);
	return (n);
}

/* t_checkpoint - store-11.3: store_checkpoint() empties the log; a
 * reader in an old snapshot makes it partial, not an error or a wait */

static void
t_checkpoint(struct fixture *fx)
{
	sqlite3 *reader;
	char    *body = t_body(256 * 1024, 2);

	/* Writes fill the log; the checkpoint truncates it. */
	T_OK(fx, store_pack_put(fx->s, HEX64("2"), "dow", body, &fx->err));
	T_TRUE(fx, t_wal_size(fx) > 256 * 1024);
	T_OK(fx, store_checkpoint(fx->s, &fx->err));
	T_TRUE(fx, t_wal_size(fx) == 0);

	/* A reader holds a snapshot while more is written. */
	reader = t_raw(fx);
	T_TRUE(fx, t_exec(reader, "BEGIN") == SQLITE_OK);
	T_TRUE(fx, t_int(reader, "SELECT count(*) FROM packs") == 1);
	T_OK(fx, store_pack_put(fx->s, HEX64("3"), "dow", "small", &fx->err));
	T_OK(fx, store_checkpoint(fx->s, &fx->err));
	T_TRUE(fx, t_wal_size(fx) > 0);

	/* It lets go: the next checkpoint empties the log. */
	T_TRUE(fx, t_exec(reader, "COMMIT") == SQLITE_OK);
	sqlite3_close(reader);
	T_OK(fx, store_checkpoint(fx->s, &fx->err));
	T_TRUE(fx, t_wal_size(fx) == 0);
	T_TRUE(fx, t_int(store_db(fx->s), "PRAGMA busy_timeout") == 5000);
	free(body);
}

/* t_wal_bound - store-11.4: a long run of small transactions with a
 * checkpoint after each batch keeps the log small; without checkpoints
 * journal_size_limit still bounds it at 4 MiB once it restarts */

static void
t_wal_bound(struct fixture *fx)
{
	char    hash[65], *body;
	int64_t most = 0, size;
	int     i;

	for (i = 0; i < 600; i++) {
		snprintf(hash, sizeof(hash), "%064x", i + 16);
		body = t_body(8 * 1024, (unsigned)i + 3);
		T_OK(fx, store_pack_put(fx->s, hash, "dow", body, &fx->err));
		free(body);
		if (i % 10 == 9) {
			size = t_wal_size(fx);
			most = size > most ? size : most;
			T_OK(fx, store_checkpoint(fx->s, &fx->err));
		}
	}
	/* Ten transactions of about 3 pages each: well under 1 MiB. */
	T_TRUE(fx, most > 0 && most < 1024 * 1024);
	T_TRUE(fx, t_wal_size(fx) == 0);
}

/* t_writable - store-11.5: the probe writes on a disk with room and
 * clears the full flag */

static void
t_writable(struct fixture *fx)
{
	char *body = t_body(128 * 1024, 4);

	/* The log of the mails before the disk filled is given back first. */
	T_OK(fx, store_pack_put(fx->s, HEX64("4"), "dow", body, &fx->err));
	T_TRUE(fx, t_wal_size(fx) > 128 * 1024);
	T_RC(fx, store_sqlite_err(fx->s, SQLITE_FULL, "frob", &fx->err), PB_ETEMP);
	T_TRUE(fx, store_disk_full(fx->s));
	T_OK(fx, store_writable(fx->s, &fx->err));
	T_TRUE(fx, !store_disk_full(fx->s));
	T_TRUE(fx, t_int(store_db(fx->s), "PRAGMA user_version") == t_latest());

	T_TRUE(fx, t_wal_size(fx) > 0 && t_wal_size(fx) < 64 * 1024); /* the probe wrote */

	/* The free space it looks at. */
	T_TRUE(fx, store_space_free(fx->dir) > 0);
	free(body);
	T_TRUE(fx, store_space_free("/nonexistent/pbemd") == -1);
}

/* t_dir_of - store-11.6: the directory named in messages */

static void
t_dir_of(struct fixture *fx)
{
	static const struct {
		const char *path, *dir;
	} cases[] = {
		{ "/var/lib/pbemd/pbemd.db", "/var/lib/pbemd" },
		{ "pbemd.db", "." },
		{ "/pbemd.db", "/" },
		{ ":memory:", "(memory)" },
		{ "a/b.db", "a" },
	};
	size_t i;
	char  *d;

	for (i = 0; i < PB_NELEM(cases); i++) {
		d = store_dir_of(cases[i].path);
		T_STR(fx, d, cases[i].dir);
		free(d);
	}
}

/* ---- store-12: the row loop ------------------------------------------ */

/* Five rows; on row 3 and after, column 1 overflows when asked to fail. */
#define T_ROWS_SQL                                                                                 \
	"WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5) "             \
	"SELECT x, CASE WHEN ?1 = 0 OR x < 3 THEN 'row ' || x "                                    \
	"ELSE abs(x - x - 9223372036854775807 - 1) END FROM c WHERE x <= ?2"

static int t_cleared; /* elements t_row_clear() released */

/* t_loop_stmt - prepare T_ROWS_SQL: fail on row 3 or not, at most max rows */

static sqlite3_stmt *
t_loop_stmt(struct fixture *fx, int fail, int max)
{
	sqlite3_stmt *st = NULL;

	T_TRUE(fx, sqlite3_prepare_v2(store_db(fx->s), T_ROWS_SQL, -1, &st, NULL) == SQLITE_OK);
	T_TRUE(fx, sqlite3_bind_int(st, 1, fail) == SQLITE_OK);
	T_TRUE(fx, sqlite3_bind_int(st, 2, max) == SQLITE_OK);
	return (st);
}

/* t_row_fill - store_step_array() element: a copy of column 1 */

static void
t_row_fill(sqlite3_stmt *st, void *elem)
{
	*(char **)elem = store_col_text(st, 1);
}

/* t_row_clear - store_step_array() cleanup, counted */

static void
t_row_clear(void *elem)
{
	free(*(char **)elem);
	t_cleared++;
}

/* t_step_array - store-12.1 */

static void
t_step_array(struct fixture *fx)
{
	sqlite3_stmt *st;
	char        **v;
	void         *out;
	size_t        n, i;
	char          want[32];

	/* Every row, in order. */
	st = t_loop_stmt(fx, 0, 5);
	out = &n;
	T_OK(fx,
	    store_step_array(
	        fx->s, st, "frob", sizeof(char *), t_row_fill, t_row_clear, &out, &n, &fx->err));
	sqlite3_finalize(st);
	T_TRUE(fx, n == 5 && out != NULL);
	v = out;
	for (i = 0; i < n; i++) {
		snprintf(want, sizeof(want), "row %zu", i + 1);
		T_STR(fx, v[i], want);
		free(v[i]);
	}
	free(v);

	/* No rows: NULL and 0. */
	st = t_loop_stmt(fx, 0, 0);
	n = 7;
	out = &n;
	T_OK(fx,
	    store_step_array(
	        fx->s, st, "frob", sizeof(char *), t_row_fill, t_row_clear, &out, &n, &fx->err));
	sqlite3_finalize(st);
	T_TRUE(fx, n == 0 && out == NULL);

	/* Row 3 fails: the rows so far are cleared, nothing written out. */
	st = t_loop_stmt(fx, 1, 5);
	n = 7;
	out = &n;
	t_cleared = 0;
	T_RC(fx,
	    store_step_array(
	        fx->s, st, "frob", sizeof(char *), t_row_fill, t_row_clear, &out, &n, &fx->err),
	    PB_ESYS);
	sqlite3_finalize(st);
	T_TRUE(fx, n == 7 && out == &n);
	T_TRUE(fx, t_cleared == 2);
	T_TRUE(fx, strncmp(fx->err.msg, "frob: ", 6) == 0 && strstr(fx->err.msg, "overflow"));
}

/* A walk of t_step_each(). */

struct t_loop {
	int calls;
	int stop_at; /* return PB_EDATA on this call; 0 never */
};

/* t_loop_row - store_step_each() row: count, stop when told */

static enum pb_rc
t_loop_row(sqlite3_stmt *st, void *arg, struct pb_err *err)
{
	struct t_loop *w = arg;

	(void)err;
	w->calls++;
	if (sqlite3_column_int(st, 0) != w->calls)
		return (PB_ESYS);
	return (w->calls == w->stop_at ? PB_EDATA : PB_OK);
}

/* t_step_each - store-12.2 */

static void
t_step_each(struct fixture *fx)
{
	struct t_loop w;
	sqlite3_stmt *st;

	/* Every row, once each, in order. */
	st = t_loop_stmt(fx, 0, 5);
	w = (struct t_loop){ 0, 0 };
	T_OK(fx, store_step_each(fx->s, st, "frob", t_loop_row, &w, &fx->err));
	sqlite3_finalize(st);
	T_TRUE(fx, w.calls == 5);

	/* The callback stops the walk; its status, err untouched. */
	st = t_loop_stmt(fx, 1, 5);
	w = (struct t_loop){ 0, 2 };
	T_RC(fx, store_step_each(fx->s, st, "frob", t_loop_row, &w, &fx->err), PB_EDATA);
	sqlite3_finalize(st);
	T_TRUE(fx, w.calls == 2 && fx->err.msg[0] == '\0');

	/* A step fails on row 3, after two calls. */
	st = t_loop_stmt(fx, 1, 5);
	w = (struct t_loop){ 0, 0 };
	T_RC(fx, store_step_each(fx->s, st, "frob", t_loop_row, &w, &fx->err), PB_ESYS);
	sqlite3_finalize(st);
	T_TRUE(fx, w.calls == 2 && strncmp(fx->err.msg, "frob: ", 6) == 0);
}

/* ---- compressed rows ---------------------------------------------- */

#define T_ZIP_DICT "Seed hash: Reply to play; keep this move token in your reply. "

/* t_zip_level - text as a blob made with the dictionary (id 1) by a
 * fresh stream at level */

static unsigned char *
t_zip_level(const char *text, int level, size_t *blen)
{
	z_stream       zs = { 0 };
	size_t         len = strlen(text), cap = 5 + compressBound((uLong)len);
	unsigned char *b = pb_malloc(cap);

	b[0] = (unsigned char)(len >> 24);
	b[1] = (unsigned char)(len >> 16);
	b[2] = (unsigned char)(len >> 8);
	b[3] = (unsigned char)len;
	b[4] = 1;
	ck_assert(deflateInit(&zs, level) == Z_OK);
	ck_assert(deflateSetDictionary(&zs, (const Bytef *)T_ZIP_DICT, strlen(T_ZIP_DICT)) == Z_OK);
	zs.next_in = (Bytef *)text;
	zs.avail_in = (uInt)len;
	zs.next_out = b + 5;
	zs.avail_out = (uInt)(cap - 5);
	ck_assert(deflate(&zs, Z_FINISH) == Z_STREAM_END);
	*blen = cap - zs.avail_out;
	deflateEnd(&zs);
	return (b);
}

/* t_unzip_is - blob b reads back as text */

static void
t_unzip_is(struct fixture *fx, const unsigned char *b, size_t blen, const char *text)
{
	char *got = NULL;

	T_OK(fx, store_unzip(fx->s, b, blen, &got, &fx->err));
	T_STR(fx, got, text);
	free(got);
}

/* t_zip - store-13.1 */

static void
t_zip(struct fixture *fx)
{
	static const char *const texts[] = {
		"Seed hash: 4b78 Reply to play; keep this move token in your reply.\n",
		"Reply to play; keep this move token in your reply: PBEM-1-2-3\n",
		"",
		"Seed hash: 4b78 Seed hash: 4b78 Seed hash: 4b78 Seed hash: 4b78\n",
	};
	unsigned char *b[PB_NELEM(texts)], *fresh, *plain;
	size_t         blen[PB_NELEM(texts)], flen, plen, i;

	T_OK(fx, store_zip_dict_make(fx->s, T_ZIP_DICT, strlen(T_ZIP_DICT), &fx->err));
	for (i = 0; i < PB_NELEM(texts); i++) {
		T_OK(
		    fx, store_zip(fx->s, 1, texts[i], strlen(texts[i]), &b[i], &blen[i], &fx->err));
		fresh = t_zip_level(texts[i], Z_BEST_COMPRESSION, &flen);
		T_TRUE(fx, blen[i] == flen && memcmp(b[i], fresh, flen) == 0);
		free(fresh);
	}
	T_OK(fx, store_zip(fx->s, 0, texts[0], strlen(texts[0]), &plain, &plen, &fx->err));
	fresh = t_zip_level(texts[1], 1, &flen);
	T_TRUE(fx, flen > 6 && memcmp(fresh + 5, b[1] + 5, 2) != 0);
	for (i = 0; i < PB_NELEM(texts); i++) {
		t_unzip_is(fx, b[i], blen[i], texts[i]);
		t_unzip_is(fx, plain, plen, texts[0]);
		t_unzip_is(fx, fresh, flen, texts[1]);
	}
	b[0][blen[0] - 1] ^= 1; /* the Adler-32 at its end */
	T_RC(fx, store_unzip(fx->s, b[0], blen[0], &(char *){ NULL }, &fx->err), PB_EDATA);
	t_unzip_is(fx, b[1], blen[1], texts[1]);
	for (i = 0; i < PB_NELEM(texts); i++)
		free(b[i]);
	free(fresh);
	free(plain);
}

static const struct store_case store_cases[] = {
	{ "store-1.1", "migrations from empty", t_migrate_empty, 1 },
	{ "store-1.2", "reopen is a no-op", t_reopen_noop, 1 },
	{ "store-1.3", "newer database refused", t_future, 0 },
	{ "store-1.4", "failed migration rolls back", t_migrate_fail, 0 },
	{ "store-1.5", "pragmas", t_pragmas, 1 },
	{ "store-1.6", "rollback and commit", t_rollback, 1 },
	{ "store-1.7", "second writer", t_busy, 1 },
	{ "store-1.8", "store_sqlite_err", t_sqlite_err, 1 },
	{ "store-1.9", "statement cache", t_stmt_cache, 1 },
	{ "store-1.10", "open failure", t_open_fail, 0 },
	{ "store-1.11", "migration gap", t_migrate_gap, 0 },
	{ "store-1.12", "group: members alone, durable together", t_group, 1 },
	{ "store-1.13", "group rolled back by SQLite", t_group_lost, 1 },
	{ "store-1.14", "lazy transaction: NORMAL for it alone", t_lazy, 1 },
	{ "store-2.1", "packs", t_packs, 1 },
	{ "store-3.1", "game round trip", t_game_trip, 1 },
	{ "store-3.2", "missing game", t_game_missing, 1 },
	{ "store-3.3", "game ids", t_game_ids, 1 },
	{ "store-3.4", "game pack", t_game_pack, 1 },
	{ "store-3.5", "game checks", t_game_check, 1 },
	{ "store-3.6", "game ids not reused", t_game_reuse, 1 },
	{ "store-3.7", "game kind", t_game_kind, 1 },
	{ "store-4.1", "seats", t_seats, 1 },
	{ "store-4.2", "seat find", t_seat_find, 1 },
	{ "store-4.3", "seat games", t_seat_games, 1 },
	{ "store-4.4", "bad seats", t_seat_bad, 1 },
	{ "store-5.1", "move log", t_moves, 1 },
	{ "store-5.2", "duplicate move", t_move_dup, 1 },
	{ "store-5.3", "walk stops", t_move_stop, 1 },
	{ "store-5.4", "append-only", t_move_append_only, 1 },
	{ "store-5.5", "move inbox_id", t_move_inbox, 1 },
	{ "store-5.6", "nested store use", t_move_nest, 1 },
	{ "store-6.1", "inbox duplicates", t_inbox_dup, 1 },
	{ "store-6.2", "inbox seen", t_inbox_seen, 1 },
	{ "store-6.3", "inbox duplicate in transaction", t_inbox_txn, 1 },
	{ "store-6.4", "inbox key by Message-ID and content", t_inbox_key, 1 },
	{ "store-7.1", "outbox due", t_out_due, 1 },
	{ "store-7.2", "outbox sent", t_out_sent, 1 },
	{ "store-7.3", "outbox backoff", t_out_backoff, 1 },
	{ "store-7.4", "outbox permanent failure", t_out_permanent, 1 },
	{ "store-7.5", "outbox list", t_out_list, 1 },
	{ "store-7.6", "outbox due limit", t_out_limit, 1 },
	{ "store-7.7", "outbox insert", t_out_insert, 1 },
	{ "store-7.8", "outbox schema", t_out_schema, 1 },
	{ "store-7.9", "outbox requeue by hand", t_out_requeue, 1 },
	{ "store-7.10", "sent clears the last error", t_out_sent_clears, 1 },
	{ "store-7.11", "queued mail due now by hand", t_out_due_now, 1 },
	{ "store-7.12", "the mails a reply answers, by token", t_out_answered, 1 },
	{ "store-8.1", "no-ops", t_noops, 1 },
	{ "store-9.1", "bounces", t_bounces, 1 },
	{ "store-9.2", "mails per sender", t_count_from, 1 },
	{ "store-9.3", "notices", t_notices, 1 },
	{ "store-10.1", "POP3 UIDLs: mark, seen, forget the gone", t_pop3_forget, 1 },
	{ "store-10.2", "the server's integers", t_server, 1 },
	{ "store-11.1", "a full disk is temporary and leaves nothing", t_full, 1 },
	{ "store-11.2", "WAL size limit and autocheckpoint", t_wal_pragmas, 1 },
	{ "store-11.3", "checkpoint empties the log, readers or not", t_checkpoint, 1 },
	{ "store-11.4", "the log stays small over a long run", t_wal_bound, 1 },
	{ "store-11.5", "store_writable after a full disk", t_writable, 1 },
	{ "store-11.6", "the database's directory", t_dir_of, 1 },
	{ "store-12.1", "store_step_array: collect, hand over, clean up", t_step_array, 1 },
	{ "store-12.2", "store_step_each: stops on fn or a failed step", t_step_each, 1 },
	{ "store-13.1", "compressed rows: dictionary, other headers, damage", t_zip, 1 },
};

/* ---- fixture and runner ------------------------------------------- */

/* t_rm - nftw callback: remove one entry */

static int
t_rm(const char *path, const struct stat *sb, int flag, struct FTW *ftw)
{
	(void)sb;
	(void)flag;
	(void)ftw;
	return (remove(path));
}

/* t_setup - fresh directory, and the store if the case wants it */

static void
t_setup(struct fixture *fx, const struct store_case *c)
{
	const char *tmp;

	memset(fx, 0, sizeof(*fx));
	fx->c = c;
	if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0')
		tmp = "/tmp";
	snprintf(fx->dir, sizeof(fx->dir), "%s/check_store.XXXXXX", tmp);
	T_TRUE(fx, mkdtemp(fx->dir) != NULL);
	fx->path = pb_asprintf("%s/pbemd.db", fx->dir);
	if (c->open)
		T_OK(fx, store_open(fx->path, &fx->s, &fx->err));
}

/* t_teardown - close, remove the directory */

static void
t_teardown(struct fixture *fx)
{
	store_close(fx->s);
	T_TRUE(fx, nftw(fx->dir, t_rm, 8, FTW_DEPTH | FTW_PHYS) == 0);
	free(fx->path);
}

START_TEST(test_store)
{
	struct fixture fx;

	t_setup(&fx, &store_cases[_i]);
	store_cases[_i].run(&fx);
	t_teardown(&fx);
}
END_TEST

/* store_suite - the store tests */

static Suite *
store_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("store");
	tc = tcase_create("cases");
	tcase_add_loop_test(tc, test_store, 0, (int)PB_NELEM(store_cases));
	suite_add_tcase(s, tc);
	return (s);
}

/* main - run the suite, exit 0 when all pass */

int
main(void)
{
	SRunner *sr;
	int      failed;

	test_timeouts();
	pb_log_quiet = 1;
	sr = srunner_create(store_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
