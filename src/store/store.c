/*++
/* NAME
/*	store 3
/* SUMMARY
/*	SQLite database: open, migrations, transactions, statement cache
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_open(const char *path, struct store **sp,
/*				struct pb_err *err);
/*	void	store_close(struct store *s);
/*	enum pb_rc store_probe(const char *path, struct pb_err *err);
/*	sqlite3	*store_db(struct store *s);
/*	int	store_version(struct store *s);
/*	enum pb_rc store_begin(struct store *s, struct pb_err *err);
/*	enum pb_rc store_commit(struct store *s, struct pb_err *err);
/*	enum pb_rc store_begin_lazy(struct store *s, struct pb_err *err);
/*	void	store_rollback(struct store *s);
/*	enum pb_rc store_group_begin(struct store *s, struct pb_err *err);
/*	enum pb_rc store_group_commit(struct store *s, struct pb_err *err);
/*	enum pb_rc store_sqlite_err(struct store *s, int src,
/*				const char *op, struct pb_err *err);
/*	int	store_disk_full(struct store *s);
/*	int	store_err_full(const struct pb_err *err);
/*	int64_t	store_space_free(const char *dir);
/*	char	*store_dir_of(const char *path);
/*	enum pb_rc store_checkpoint(struct store *s, struct pb_err *err);
/*	enum pb_rc store_writable(struct store *s, struct pb_err *err);
/*
/*	#include "store/store_private.h"	(src/store only)
/* DESCRIPTION
/*	The store is one SQLite database in WAL mode, written by one
/*	transaction per arbitration (D1 in arbiter.c) and read by pbemctl
/*	at the same time.  Its schema is the sequence of migrations in
/*	schema/NNN_name.sql, compiled into store_migrations[]; PRAGMA
/*	user_version holds the number of the last one applied.
/*
/*	Durability invariants, cited as (Sn) in src/store:
/* .IP (S1)
/*	A migration and the PRAGMA user_version that names it commit in one
/*	transaction: after a crash the database has the old schema at the
/*	old version or the new schema at the new version, never a mixture.
/* .IP (S2)
/*	A migration is applied at most once even when two processes open a
/*	new database together: store_migrate_one() reads user_version
/*	again after BEGIN IMMEDIATE has taken the write lock.
/* .IP (S3)
/*	Intake is exactly-once: inbox.message_id and inbox.dedupe are
/*	UNIQUE and store_inbox_insert() reports a violation as PB_EDUP
/*	inside the caller's transaction, so the effects of a mail and its
/*	inbox row commit together or not at all (D1 and D3 in arbiter.c).
/* .IP (S4)
/*	The move log is append-only: (game_id, seq) is the primary key,
/*	a trigger refuses UPDATE, and no store function rewrites a move.
/* .IP (S5)
/*	An outbox row is queued, sent or failed; sent is set exactly when
/*	state is 'sent' (a CHECK); sent is final, and only a queued row
/*	becomes sent, so a mail is marked sent at most once; a failed row
/*	changes only by the operator's hand, back to queued
/*	(store_outbox.c).
/* .IP (S6)
/*	A transaction acknowledged by store_commit() survives a crash or
/*	a power loss: WAL with synchronous=FULL syncs the log at COMMIT.
/*	Inside a group (S12) that is store_group_commit()'s acknowledgement.
/*	Only a transaction of store_begin_lazy() is acknowledged for less (S13).
/* .IP (S7)
/*	A database written by a newer pbemd is refused before anything is
/*	written to it: its user_version exceeds every migration known.
/* .IP (S8)
/*	Migration numbers strictly ascend but need not be consecutive
/*	(001, 003): each migration numbered above user_version is applied,
/*	in order.  XXX A migration numbered below the user_version of an
/*	existing database (a 002 added after that database reached 003)
/*	would never be applied: a new migration takes a number above every
/*	released one.
/* .IP (S9)
/*	The write-ahead log is bounded: wal_autocheckpoint copies it into
/*	the database every 1000 pages, journal_size_limit cuts it back to
/*	4 MiB when it restarts, and the daemon empties it with
/*	store_checkpoint() after each pass.  Only a reader that keeps one
/*	snapshot open for long, or a database file that cannot grow (a full
/*	disk), lets it grow past that.
/* .IP (S10)
/*	A full disk is temporary: every SQLite error whose cause is a lack
/*	of space (SQLITE_FULL, or an I/O error or failed open with errno
/*	ENOSPC or EDQUOT) is PB_ETEMP with a message that begins "disk
/*	full: ", and a failed transaction leaves the database as it was
/*	(SQLite rolls it back; the caller calls store_rollback() too).
/* .IP (S11)
/*	A database store_open() creates is mode 0600 whatever the caller's
/*	umask, and so are its -wal and -shm files (SQLite gives them the
/*	database's mode): it holds every player's hand.
/* .IP (S12)
/*	A group is atomic per member and durable as a whole: inside
/*	store_group_begin() ... store_group_commit() each store_begin() ...
/*	store_commit() is a SAVEPOINT released, and store_rollback() undoes
/*	that member alone (ROLLBACK TO), so a member that fails changes
/*	nothing and leaves the others as they were; none of them is durable
/*	before the group's COMMIT, and a crash before it loses them all
/*	together.  When SQLite rolls the whole transaction back by itself
/*	(a full disk, an I/O error) no member joins the group any more and
/*	its commit fails: the caller treats every member as never done.
/* .IP (S13)
/*	A transaction begun by store_begin_lazy() is atomic but durable
/*	only at the next sync of the log: the next commit by store_commit()
/*	or store_group_commit(), or a checkpoint (store_checkpoint(), or
/*	SQLite's when the last connection closes, which syncs the log before
/*	copying it).  A power loss before that loses it whole, never in part
/*	(the log's frames are checksummed): only a transaction whose loss
/*	repeats work that may be repeated is committed lazily (flush.c F1:
/*	the mails it recorded sent are sent again, with the same
/*	Message-IDs).
/* .PP
/*	Transactions:
/*
/* .nf
/*	          store_begin()
/*	  +------+ ------------> +------+
/*	  | none |               | open |
/*	  +------+ <------------ +------+
/*	     |     store_commit(), store_rollback()
/*	     | store_group_begin()          store_begin()
/*	     +-----------------> +-------+ ------------> +--------+
/*	                         | group |               | member |
/*	     +<----------------- +-------+ <------------ +--------+
/*	     store_group_commit()     store_commit(), store_rollback()
/* .fi
/*
/*	store_open() opens or creates the database at path.  It needs
/*	SQLite 3.37 or newer (STRICT tables).  Before the process's first
/*	connection it configures the library (store_library()): no memory
/*	statistics (a mutex and a counter on every SQLite allocation that
/*	nobody reads) and the multi-thread mode (no mutex on a connection
/*	or statement: pbemd has one thread, and a store is never shared
/*	between threads), and the page cache's pages in one block of
/*	STORE_SLAB_PAGES pages (1 MB, the cache_size below) allocated
/*	once for the process's life, rather than a malloc and a free for
/*	each page.  It sets a 5 s busy timeout,
/*	foreign_keys=ON, journal_mode=WAL (an in-memory database keeps its
/*	"memory" journal), synchronous=FULL, journal_size_limit=4 MiB,
/*	wal_autocheckpoint=1000 (S9), cache_size=-1024 (a page cache
/*	of 1 MB) and temp_store=MEMORY (S12), then applies each migration
/*	newer than user_version in its own transaction (S1, S2).  On
/*	success *sp is a handle the caller releases with store_close().
/*	Returns PB_OK, PB_ECONFIG for a database from a newer pbemd (S7),
/*	PB_ETEMP when the database stays locked or its disk is full (S10),
/*	PB_ESYS otherwise.
/*
/*	store_close() finalizes the cached statements and closes the
/*	database; SQLite rolls back a transaction left open.
/*	store_close(NULL) is a no-op.
/*
/*	store_db() returns the connection, borrowed until store_close(),
/*	for tests and diagnostics.  Do not change pragmas or transactions
/*	behind the store's back.
/*
/*	store_version() returns user_version after migration: the highest
/*	version in store_migrations[].
/*
/*	store_begin() starts a transaction with BEGIN IMMEDIATE: the write
/*	lock is taken at once, so a transaction never fails half-way
/*	on a lock upgrade that no amount of waiting can grant.  No
/*	transaction may be open (assert).  Returns PB_ETEMP when another
/*	writer still holds the lock after the busy timeout.
/*
/*	store_commit() commits.  On failure the transaction may still be
/*	open: the caller calls store_rollback().  A commit that succeeds
/*	clears store_disk_full().
/*
/*	store_begin_lazy() is store_begin() for a transaction whose COMMIT
/*	does not sync the log (S13): synchronous=NORMAL from before its
/*	BEGIN (SQLite changes it between transactions only) to its end,
/*	where store_commit() or store_rollback() sets FULL again.  Inside a
/*	group it is store_begin(): the group's COMMIT syncs.
/*
/*	store_rollback() rolls back the open transaction; without one it
/*	does nothing.
/*
/*	store_group_begin() opens a group (S12): BEGIN IMMEDIATE, after
/*	which store_begin(), store_commit() and store_rollback() work on a
/*	SAVEPOINT per member; store_rollback() outside a member does
/*	nothing.  No transaction may be open (assert).  Returns as
/*	store_begin().  store_group_commit() ends it: COMMIT, the point at
/*	which every member released in it is durable; no member may be
/*	open (assert).  Returns PB_OK, PB_ETEMP (busy, a full disk, or the
/*	group rolled back by SQLite before: "transaction group rolled
/*	back"), PB_ESYS; on failure nothing of the group is in the
/*	database and no transaction is open.  store_begin() in a group that
/*	SQLite rolled back returns that PB_ETEMP too.
/*
/*	store_sqlite_err() turns the SQLite result src of operation op on s
/*	(s may be NULL) into a status and the message "op: SQLite message"
/*	in err.  SQLITE_BUSY and SQLITE_LOCKED give PB_ETEMP; a lack of
/*	space gives PB_ETEMP and the message "disk full: DIR (the
/*	database's file system has N bytes free): op: SQLite message" (S10);
/*	anything else PB_ESYS.  Call it before any other SQLite call on the
/*	connection, which would replace the message (and the errno that
/*	sqlite3_system_errno() keeps).
/*
/*	store_disk_full() says whether the last error store_sqlite_err()
/*	reported on s was a full disk, and no commit or store_writable()
/*	has succeeded since: the daemon asks it after a PB_ETEMP, to tell
/*	a full disk from a busy database.
/*
/*	store_err_full() says whether err holds a full disk's message, for
/*	callers that have no store (a failed store_open()).
/*
/*	store_space_free() returns the bytes an unprivileged user may still
/*	write on the file system of dir (statvfs(3) f_bavail), -1 when it
/*	cannot tell.
/*
/*	store_dir_of() returns the directory of a database path, for
/*	messages and store_space_free(): "." for a bare file name,
/*	"(memory)" for ":memory:"; caller frees.
/*
/*	store_checkpoint() copies the write-ahead log into the database and
/*	truncates it to zero bytes when no reader needs it, without
/*	waiting for readers: a reader that holds an old snapshot only makes
/*	the checkpoint partial (PB_OK all the same) (S9).  Returns PB_ETEMP
/*	for a full disk, PB_ESYS for another error.
/*
/*	store_writable() tells whether the store can write again after a
/*	full disk: a checkpoint succeeds (which gives back the space of the
/*	write-ahead log), then the file system of the database has at least
/*	1 MiB free (so that the daemon does not go on and stop again at
/*	every mail), and a transaction that rewrites the database header
/*	(user_version, unchanged) commits.  Returns PB_OK and clears
/*	store_disk_full(), or PB_ETEMP with the disk full message.
/*
/*	store_probe() is pbemd -n's look at the database at path, with the
/*	caller's access: it opens it read-write without creating it, reads
/*	its schema version (a pbemd database this build can open, S7), and
/*	takes a write lock and gives it back.  Nothing is written (the
/*	-wal and -shm files of a WAL database may be created, with the
/*	database's mode).  Returns PB_OK, or PB_ECONFIG with one line that
/*	says what is wrong.
/*
/*	The helpers of store_private.h are described there.
/* DIAGNOSTICS
/*	As described per function.  A failed ROLLBACK is logged with
/*	pb_warn(): the operator must look at the database.
/* SEE ALSO
/*	schema/001_init.sql, the tables; store_private.h, the statement
/*	cache; store_*.c, the rows.
/*--*/

/* System. */
#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

#define STORE_SQLITE_MIN 3037000 /* STRICT tables */
#define STORE_BUSY_MS 5000
#define STORE_WAL_LIMIT "4194304"     /* bytes kept of the WAL, 4 MiB (S9) */
#define STORE_WAL_PAGES "1000"        /* autocheckpoint, SQLite's default */
#define STORE_SPACE_MIN (1024 * 1024) /* bytes free to try writing again */
#define STORE_PAGE 4096       /* SQLite's page size, and pbemd's databases' */
#define STORE_SLAB_PAGES 256  /* pages in the cache's block: its 1 MB (cache_size) */
#define STORE_FULL_PREFIX "disk full: "

struct store {
	sqlite3              *db;
	char                 *dir;                   /* of the database file, for messages */
	int                   full;                  /* last error: a full disk (S10) */
	int                   version;               /* user_version, after migration */
	int                   group;                 /* a group is open (S12) */
	int                   member;                /* a member's savepoint is open */
	int                   lazy;                  /* synchronous=NORMAL until the end (S13) */
	sqlite3_stmt         *stmt[STORE_SQL_COUNT]; /* see store_stmt() */
	struct store_zipcache zip;                   /* see store_zip.c */
};

/* store_zipcache - the compression dictionaries of a store, borrowed */

struct store_zipcache *
store_zipcache(struct store *s)
{
	return (&s->zip);
}

/* store_db_raw - the connection while it is being opened, borrowed */

sqlite3 *
store_db_raw(struct store *s)
{
	return (s->db);
}

/* store_check - invariant of an open store */

static int
store_check(const struct store *s)
{
	return (s != NULL && s->db != NULL && s->version > 0);
}

/* store_latest - highest migration; the table must strictly ascend */

static int
store_latest(void)
{
	const struct store_migration *m;
	int                           prev = 0;

	/* Gaps are allowed (001, 003): branches number their migrations
	 * apart; see (S8). */
	for (m = store_migrations; m->version != 0; m++) {
		if (m->version <= prev || m->sql == NULL)
			pb_panic("store_latest: migration %s has version %d "
			         "after %d",
			    m->name, m->version, prev);
		prev = m->version;
	}
	if (prev == 0)
		pb_panic("store_latest: no migrations");
	return (prev);
}

/* store_space_free - bytes free for a user on the file system of dir */

int64_t
store_space_free(const char *dir)
{
	struct statvfs sv;

	if (dir == NULL || statvfs(dir, &sv) != 0)
		return (-1);
	return ((int64_t)sv.f_bavail * (int64_t)sv.f_frsize);
}

/* store_is_full - does SQLite result src on s mean no space left? (S10) */

static int
store_is_full(struct store *s, int src)
{
	int e;

	switch (src & 0xff) {
	case SQLITE_FULL:
		return (1);
	case SQLITE_IOERR:
	case SQLITE_CANTOPEN:
		/* The errno of the system call that failed, if SQLite kept it. */
		e = (s != NULL && s->db != NULL) ? sqlite3_system_errno(s->db) : 0;
		return (e == ENOSPC || e == EDQUOT);
	default:
		return (0);
	}
}

/* store_sqlite_err - SQLite result to status and message */

enum pb_rc
store_sqlite_err(struct store *s, int src, const char *op, struct pb_err *err)
{
	const char *msg;
	enum pb_rc  rc;
	int         full;

	/* A busy or locked database, or a full disk, is worth another try
	 * later (S10). */
	full = store_is_full(s, src);
	if (s != NULL)
		s->full = full;
	rc = (full || (src & 0xff) == SQLITE_BUSY || (src & 0xff) == SQLITE_LOCKED) ? PB_ETEMP
	                                                                            : PB_ESYS;

	/* The connection's message, if it is about this result. */
	if (s != NULL && s->db != NULL && (sqlite3_extended_errcode(s->db) & 0xff) == (src & 0xff))
		msg = sqlite3_errmsg(s->db);
	else
		msg = sqlite3_errstr(src);
	if (full)
		return (pb_err_set(err, rc,
		    STORE_FULL_PREFIX "%s (the database's file system has %lld bytes free): %s: %s",
		    s != NULL && s->dir != NULL ? s->dir : "the database's directory",
		    (long long)store_space_free(s != NULL ? s->dir : NULL), op, msg));
	return (pb_err_set(err, rc, "%s: %s", op, msg));
}

/* store_disk_full - was the last error a full disk? */

int
store_disk_full(struct store *s)
{
	return (s != NULL && s->full);
}

/* store_err_full - is this a full disk's message? */

int
store_err_full(const struct pb_err *err)
{
	return (
	    err != NULL && strncmp(err->msg, STORE_FULL_PREFIX, strlen(STORE_FULL_PREFIX)) == 0);
}

/* store_dir_of - the directory of a database path, caller frees */

char *
store_dir_of(const char *path)
{
	const char *slash;

	if (*path == '\0' || strcmp(path, ":memory:") == 0)
		return (pb_strdup("(memory)"));
	if ((slash = strrchr(path, '/')) == NULL)
		return (pb_strdup("."));
	if (slash == path)
		return (pb_strdup("/"));
	return (pb_strndup(path, (size_t)(slash - path)));
}

/* store_exec - run SQL that returns no rows, outside the cache */

static enum pb_rc
store_exec(struct store *s, const char *sql, const char *op, struct pb_err *err)
{
	int src;

	if ((src = sqlite3_exec(s->db, sql, NULL, NULL, NULL)) != SQLITE_OK)
		return (store_sqlite_err(s, src, op, err));
	return (PB_OK);
}

/* store_query - first column of the first row of a one-off query */

static enum pb_rc
store_query(struct store *s, const char *sql, int *ival, char **text, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc = PB_OK;
	int           src;

	/* Prepare and step once. */
	if ((src = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src != SQLITE_ROW && src != SQLITE_DONE) {
		rc = store_sqlite_err(s, src, sql, err);
		goto out;
	}

	/* Report what was asked for; no row reads as 0 or NULL. */
	if (ival != NULL)
		*ival = (src == SQLITE_ROW) ? sqlite3_column_int(st, 0) : 0;
	if (text != NULL)
		*text = (src == SQLITE_ROW) ? store_col_text(st, 0) : NULL;

	/* Cleanup. */
out:
	sqlite3_finalize(st);
	return (rc);
}

/* store_connect - open the database file */

static enum pb_rc
store_connect(struct store *s, const char *path, struct pb_err *err)
{
	int src, fd;

	/* A new database is its owner's alone whatever the umask: SQLite
	 * would create it 0644 & ~umask, and its -wal and -shm files take
	 * the database's mode (S11).  O_EXCL: only a file that did not
	 * exist is opened and closed here, because closing any descriptor
	 * of a file drops every POSIX lock this process holds on it, and a
	 * connection to it may be open (the daemon reopens the store on
	 * SIGHUP before it closes the old one).  An error is SQLite's to
	 * report. */
	if (*path != '\0' && strcmp(path, ":memory:") != 0 && strncmp(path, "file:", 5) != 0
	    && (fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600)) >= 0)
		close(fd);
	src = sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
	if (src != SQLITE_OK) {
		/* Even a failed open returns a handle, unless out of memory. */
		pb_err_set(err, PB_ESYS, "open %s: %s", path,
		    s->db != NULL ? sqlite3_errmsg(s->db) : sqlite3_errstr(src));
		sqlite3_close(s->db);
		s->db = NULL;
		return (PB_ESYS);
	}
	sqlite3_extended_result_codes(s->db, 1);
	sqlite3_busy_timeout(s->db, STORE_BUSY_MS);
	s->zip.current = -1;
	if ((src = store_zip_functions(s)) != SQLITE_OK)
		return (store_sqlite_err(s, src, "zip functions", err));
	return (PB_OK);
}

/* store_pragmas - foreign keys, WAL, synchronous=FULL (S6) */

static enum pb_rc
store_pragmas(struct store *s, struct pb_err *err)
{
	char      *mode = NULL;
	enum pb_rc rc;
	int        fk = 0;

	/* Foreign keys: verify, as the pragma is silently ignored without. */
	if ((rc = store_exec(s, "PRAGMA foreign_keys = ON", "foreign keys", err)) != PB_OK
	    || (rc = store_query(s, "PRAGMA foreign_keys", &fk, NULL, err)) != PB_OK)
		goto out;
	if (fk != 1) {
		rc = pb_err_set(err, PB_ESYS, "SQLite has no foreign keys");
		goto out;
	}

	/* WAL, which a file database must accept; then sync every commit. */
	if ((rc = store_query(s, "PRAGMA journal_mode = WAL", NULL, &mode, err)) != PB_OK)
		goto out;
	if (mode == NULL || (strcmp(mode, "wal") != 0 && strcmp(mode, "memory") != 0)) {
		rc = pb_err_set(
		    err, PB_ESYS, "journal mode is %s, not wal", mode ? mode : "unknown");
		goto out;
	}
	if ((rc = store_exec(s, "PRAGMA synchronous = FULL", "synchronous", err)) != PB_OK)
		goto out;

	/* A page cache of 1 MB, not SQLite's 2: it was a sixth of pbemd
	 * --once's peak memory; the pages it no longer holds are read
	 * again from the system's cache (the bench's pass: 12% more
	 * reads, 0.03% more instructions). */
	if ((rc = store_exec(s, "PRAGMA cache_size = -1024", "cache size", err)) != PB_OK)
		goto out;

	/* Bound the write-ahead log (S9); autocheckpoint as SQLite's default,
	 * said here so that a changed default cannot surprise us. */
	if ((rc = store_exec(
	         s, "PRAGMA journal_size_limit = " STORE_WAL_LIMIT, "journal size limit", err))
	        != PB_OK
	    || (rc = store_exec(
	            s, "PRAGMA wal_autocheckpoint = " STORE_WAL_PAGES, "autocheckpoint", err))
	        != PB_OK)
		goto out;

	/* The savepoints of a group's members (S12) journal in memory: a
	 * member's journal spilled to a temporary file past 64 KiB. */
	if ((rc = store_exec(s, "PRAGMA temp_store = MEMORY", "temp store", err)) != PB_OK)
		goto out;

	/* Cleanup. */
out:
	free(mode);
	return (rc);
}

/* store_newer - refuse a database from a newer pbemd (S7) */

static enum pb_rc
store_newer(int version, int latest, struct pb_err *err)
{
	return (pb_err_set(err, PB_ECONFIG,
	    "the database has schema "
	    "version %d but this pbemd knows only up to %d: it was written "
	    "by a newer pbemd; run that version or restore a backup",
	    version, latest));
}

/* store_migrate_one - apply one migration with its version (S1, S2) */

static enum pb_rc
store_migrate_one(struct store *s, const struct store_migration *m, int latest, struct pb_err *err)
{
	char      *set = NULL;
	enum pb_rc rc;
	int        version = 0;

	/* Take the write lock, then look again: another may have won. */
	if ((rc = store_exec(s, "BEGIN IMMEDIATE", "begin migration", err)) != PB_OK)
		goto out;
	if ((rc = store_query(s, "PRAGMA user_version", &version, NULL, err)) != PB_OK)
		goto out;
	if (version > latest) {
		rc = store_newer(version, latest, err);
		goto out;
	}

	/* The schema change and its version commit together. */
	if (version < m->version) {
		set = pb_asprintf("PRAGMA user_version = %d", m->version);
		if ((rc = store_exec(s, m->sql, m->name, err)) != PB_OK
		    || (rc = store_exec(s, set, m->name, err)) != PB_OK)
			goto out;
		version = m->version;
	}
	if ((rc = store_exec(s, "COMMIT", "commit migration", err)) == PB_OK)
		s->version = version;

	/* Cleanup. */
out:
	if (rc != PB_OK && !sqlite3_get_autocommit(s->db))
		sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	free(set);
	return (rc);
}

/* store_migrate - bring the schema up to date */

static enum pb_rc
store_migrate(struct store *s, struct pb_err *err)
{
	const struct store_migration *m;
	enum pb_rc                    rc;
	int                           latest;

	/* Without the lock first: the common case is nothing to do. */
	latest = store_latest();
	if ((rc = store_query(s, "PRAGMA user_version", &s->version, NULL, err)) != PB_OK)
		return (rc);
	if (s->version > latest)
		return (store_newer(s->version, latest, err));

	/* One transaction per migration. */
	for (m = store_migrations; m->version != 0 && rc == PB_OK; m++)
		if (m->version > s->version)
			rc = store_migrate_one(s, m, latest, err);
	return (rc);
}

/* store_library - once before the first connection: SQLite's global
 * settings (store_open() in DESCRIPTION) */

static void
store_library(void)
{
	static void *slab; /* the page cache's, for the process's life */
	static int   done;
	int          hdr = 0;

	/* After sqlite3_initialize() (another part of the process opened
	 * a database first) each is refused, harmlessly: SQLite's
	 * defaults stay. */
	if (done)
		return;
	done = 1;
	(void)sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
	(void)sqlite3_config(SQLITE_CONFIG_MULTITHREAD);

	/* The page cache's pages from one block: a malloc and a free
	 * each saved (store_close() of a --deliver freed some 200
	 * pages, 0.65 M instructions).  A page of another size, or one
	 * more than the block holds, is malloc'd as before. */
	if (sqlite3_config(SQLITE_CONFIG_PCACHE_HDRSZ, &hdr) == SQLITE_OK && hdr > 0) {
		slab = pb_malloc((size_t)(STORE_PAGE + hdr) * STORE_SLAB_PAGES);
		if (sqlite3_config(SQLITE_CONFIG_PAGECACHE, slab, STORE_PAGE + hdr,
		        STORE_SLAB_PAGES)
		    != SQLITE_OK) {
			free(slab);
			slab = NULL;
		}
	}
}

/* store_open - open or create, configure and migrate */

enum pb_rc
store_open(const char *path, struct store **sp, struct pb_err *err)
{
	struct store *s = NULL;
	enum pb_rc    rc;

	/* Sanity checks. */
	assert(path != NULL && sp != NULL);
	if (sqlite3_libversion_number() < STORE_SQLITE_MIN) {
		rc = pb_err_set(err, PB_ESYS,
		    "SQLite %s is too old: pbemd "
		    "needs 3.37 or newer",
		    sqlite3_libversion());
		goto out;
	}

	/* Initialize. */
	store_library();
	s = pb_calloc(1, sizeof(*s));
	s->dir = store_dir_of(path);
	if ((rc = store_connect(s, path, err)) != PB_OK || (rc = store_pragmas(s, err)) != PB_OK
	    || (rc = store_migrate(s, err)) != PB_OK)
		goto out;
	assert(store_check(s));
	*sp = s;
	s = NULL;

	/* Cleanup. */
out:
	store_close(s);
	return (rc);
}

/* store_close - finalize statements, close; NULL is a no-op */

void
store_close(struct store *s)
{
	size_t i;
	int    src;

	if (s == NULL)
		return;
	for (i = 0; i < STORE_SQL_COUNT; i++)
		sqlite3_finalize(s->stmt[i]);
	if ((src = sqlite3_close(s->db)) != SQLITE_OK)
		pb_panic("store_close: %s", sqlite3_errstr(src));
	store_zip_close(&s->zip);
	free(s->dir);
	free(s);
}

/* store_db - the connection, borrowed */

sqlite3 *
store_db(struct store *s)
{
	assert(store_check(s));
	return (s->db);
}

/* store_version - schema version after migration */

int
store_version(struct store *s)
{
	assert(store_check(s));
	return (s->version);
}

/* store_member_begin - a member of the open group: SAVEPOINT (S12) */

static enum pb_rc
store_member_begin(struct store *s, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;

	assert(!s->member);
	if (sqlite3_get_autocommit(s->db)) /* SQLite rolled the group back */
		return (pb_err_set(err, PB_ETEMP, "transaction group rolled back"));
	if ((rc = store_stmt(s, STORE_SQL_SAVEPOINT, "SAVEPOINT member", &st, err)) == PB_OK
	    && (rc = store_step_write(s, st, "savepoint", err)) == PB_OK)
		s->member = 1;
	store_stmt_done(st);
	return (rc);
}

/* store_member_release - the member's changes join the group (S12) */

static enum pb_rc
store_member_release(struct store *s, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;

	if ((rc = store_stmt(s, STORE_SQL_RELEASE, "RELEASE member", &st, err)) == PB_OK
	    && (rc = store_step_write(s, st, "release", err)) == PB_OK)
		s->member = 0;
	store_stmt_done(st);
	return (rc);
}

/* store_member_undo - the open member's changes undone, the group kept */

static void
store_member_undo(struct store *s)
{
	int src;

	if (!s->member)
		return;
	s->member = 0;
	if (sqlite3_get_autocommit(s->db)) /* gone with the whole group */
		return;
	if ((src = sqlite3_exec(s->db, "ROLLBACK TO member; RELEASE member", NULL, NULL, NULL))
	    != SQLITE_OK)
		pb_warn("store_rollback: %s", sqlite3_errmsg(s->db));
}

/* store_lazy_end - synchronous=FULL again after a lazy transaction (S13) */

static void
store_lazy_end(struct store *s)
{
	int src;

	if (!s->lazy)
		return;
	s->lazy = 0;
	/* Every other commit syncs (S6): a failure here is a broken store. */
	if ((src = sqlite3_exec(s->db, "PRAGMA synchronous = FULL", NULL, NULL, NULL)) != SQLITE_OK)
		pb_panic("store_lazy_end: synchronous = FULL: %s", sqlite3_errstr(src));
}

/* store_begin - BEGIN IMMEDIATE */

enum pb_rc
store_begin(struct store *s, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;

	assert(store_check(s));
	if (s->group)
		return (store_member_begin(s, err));
	assert(sqlite3_get_autocommit(s->db));
	if ((rc = store_stmt(s, STORE_SQL_BEGIN, "BEGIN IMMEDIATE", &st, err)) == PB_OK)
		rc = store_step_write(s, st, "begin", err);
	store_stmt_done(st);
	return (rc);
}

/* store_commit - COMMIT (S6) */

enum pb_rc
store_commit(struct store *s, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;

	assert(store_check(s));
	if (s->member)
		return (store_member_release(s, err));
	if ((rc = store_stmt(s, STORE_SQL_COMMIT, "COMMIT", &st, err)) == PB_OK)
		rc = store_step_write(s, st, "commit", err);
	store_stmt_done(st);
	if (rc == PB_OK) {
		s->full = 0;
		store_lazy_end(s);
	}
	return (rc);
}

/* store_begin_lazy - store_begin() of a transaction whose COMMIT does
 * not sync the log (S13) */

enum pb_rc
store_begin_lazy(struct store *s, struct pb_err *err)
{
	enum pb_rc rc;
	int        src;

	assert(store_check(s));
	if (s->group)
		return (store_begin(s, err)); /* the group's COMMIT syncs */
	/* SQLite changes the safety level between transactions only. */
	if ((src = sqlite3_exec(s->db, "PRAGMA synchronous = NORMAL", NULL, NULL, NULL))
	    != SQLITE_OK)
		return (store_sqlite_err(s, src, "synchronous", err));
	s->lazy = 1;
	if ((rc = store_begin(s, err)) != PB_OK)
		store_lazy_end(s);
	return (rc);
}

/* store_rollback - ROLLBACK if a transaction is open */

void
store_rollback(struct store *s)
{
	int src;

	assert(store_check(s));
	if (s->group) { /* a member alone, or nothing (S12) */
		store_member_undo(s);
		return;
	}
	if (!sqlite3_get_autocommit(s->db)
	    && (src = sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL)) != SQLITE_OK)
		pb_warn("store_rollback: %s", sqlite3_errmsg(s->db));
	store_lazy_end(s);
}

/* store_group_begin - BEGIN IMMEDIATE for members (S12) */

enum pb_rc
store_group_begin(struct store *s, struct pb_err *err)
{
	enum pb_rc rc;

	assert(store_check(s));
	assert(!s->group);
	if ((rc = store_begin(s, err)) == PB_OK)
		s->group = 1;
	return (rc);
}

/* store_group_commit - COMMIT: every member durable, or none (S12) */

enum pb_rc
store_group_commit(struct store *s, struct pb_err *err)
{
	enum pb_rc rc;

	assert(store_check(s));
	assert(s->group && !s->member);
	s->group = 0;
	if (sqlite3_get_autocommit(s->db))
		return (pb_err_set(err, PB_ETEMP, "transaction group rolled back"));
	if ((rc = store_commit(s, err)) != PB_OK)
		store_rollback(s);
	return (rc);
}

/* store_checkpoint - WAL into the database, truncated if unread (S9) */

enum pb_rc
store_checkpoint(struct store *s, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	int        src;

	/* Sanity checks. */
	assert(store_check(s));
	assert(sqlite3_get_autocommit(s->db));

	/* No busy wait: a reader in the log makes it partial, not slow. */
	sqlite3_busy_timeout(s->db, 0);
	src = sqlite3_wal_checkpoint_v2(s->db, "main", SQLITE_CHECKPOINT_TRUNCATE, NULL, NULL);
	if (src != SQLITE_OK && (src & 0xff) != SQLITE_BUSY && (src & 0xff) != SQLITE_LOCKED)
		rc = store_sqlite_err(s, src, "checkpoint", err);
	sqlite3_busy_timeout(s->db, STORE_BUSY_MS);
	return (rc);
}

/* store_writable - can the store write again after a full disk? */

enum pb_rc
store_writable(struct store *s, struct pb_err *err)
{
	enum pb_rc rc;
	int64_t    avail;
	char      *set;

	/* Sanity checks. */
	assert(store_check(s));

	/* First give back the log's space: the frames of the mails that
	 * committed before the disk filled may be most of what fills it. */
	if ((rc = store_checkpoint(s, err)) != PB_OK)
		return (rc);

	/* Room enough not to stop again at the next mail. */
	avail = store_space_free(s->dir);
	if (avail >= 0 && avail < STORE_SPACE_MIN) {
		s->full = 1;
		return (pb_err_set(err, PB_ETEMP,
		    STORE_FULL_PREFIX "%s (the database's file system has %lld bytes free; "
		                      "pbemd waits for %d)",
		    s->dir, (long long)avail, STORE_SPACE_MIN));
	}

	/* A real write: the log and the database file must take it. */
	set = pb_asprintf("PRAGMA user_version = %d", s->version);
	if ((rc = store_begin(s, err)) == PB_OK && (rc = store_exec(s, set, "probe", err)) == PB_OK)
		rc = store_commit(s, err);
	if (rc != PB_OK)
		store_rollback(s);
	else
		s->full = 0;
	free(set);
	return (rc);
}

/* store_begin_inner - a transaction, or a savepoint inside the caller's:
 * *inner says which, for store_end_inner() */

enum pb_rc
store_begin_inner(struct store *s, int *inner, struct pb_err *err)
{
	int src;

	assert(store_check(s));
	if ((*inner = !sqlite3_get_autocommit(s->db)) == 0)
		return (store_begin(s, err));
	if ((src = sqlite3_exec(s->db, "SAVEPOINT inner", NULL, NULL, NULL)) != SQLITE_OK)
		return (store_sqlite_err(s, src, "savepoint", err));
	return (PB_OK);
}

/* store_end_inner - commit (ok) or undo what store_begin_inner() began */

enum pb_rc
store_end_inner(struct store *s, int inner, int ok, struct pb_err *err)
{
	int src;

	assert(store_check(s));
	if (!inner) {
		if (ok)
			return (store_commit(s, err));
		store_rollback(s);
		return (PB_OK);
	}
	if (!ok && (src = sqlite3_exec(s->db, "ROLLBACK TO inner", NULL, NULL, NULL)) != SQLITE_OK)
		return (store_sqlite_err(s, src, "rollback to savepoint", err));
	if ((src = sqlite3_exec(s->db, "RELEASE inner", NULL, NULL, NULL)) != SQLITE_OK)
		return (store_sqlite_err(s, src, "release savepoint", err));
	return (PB_OK);
}

/* store_stmt - cached prepared statement of a slot, borrowed */

enum pb_rc
store_stmt(
    struct store *s, enum store_sql slot, const char *sql, sqlite3_stmt **stp, struct pb_err *err)
{
	sqlite3_stmt *st;
	int           src;

	/* Sanity checks. */
	assert(store_check(s));
	assert(slot < STORE_SQL_COUNT && sql != NULL && stp != NULL);

	/* Compile once per connection. */
	if ((st = s->stmt[slot]) == NULL) {
		src = sqlite3_prepare_v3(s->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st, NULL);
		if (src != SQLITE_OK)
			return (store_sqlite_err(s, src, "prepare", err));
		s->stmt[slot] = st;
	}
	assert(strcmp(sqlite3_sql(st), sql) == 0);
	assert(!sqlite3_stmt_busy(st));
	*stp = st;
	return (PB_OK);
}

/* store_stmt_done - give a cached statement back; NULL is a no-op */

void
store_stmt_done(sqlite3_stmt *st)
{
	if (st == NULL)
		return;
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
}

/* store_bind_text - bind text, or NULL for a null pointer */

int
store_bind_text(sqlite3_stmt *st, int col, const char *text)
{
	if (text == NULL)
		return (sqlite3_bind_null(st, col));
	return (sqlite3_bind_text(st, col, text, -1, SQLITE_STATIC));
}

/* store_bind_id - bind an id, or NULL for 0 */

int
store_bind_id(sqlite3_stmt *st, int col, int64_t id)
{
	if (id == 0)
		return (sqlite3_bind_null(st, col));
	return (sqlite3_bind_int64(st, col, id));
}

/* store_col_text - copy of a text column, NULL for NULL; caller frees */

char *
store_col_text(sqlite3_stmt *st, int col)
{
	const unsigned char *text;

	if ((text = sqlite3_column_text(st, col)) == NULL)
		return (NULL);
	return (pb_strndup((const char *)text, (size_t)sqlite3_column_bytes(st, col)));
}

/* store_step_write - step a statement without rows, name constraints */

enum pb_rc
store_step_write(struct store *s, sqlite3_stmt *st, const char *op, struct pb_err *err)
{
	enum pb_rc rc;
	int        src;

	if ((src = sqlite3_step(st)) == SQLITE_DONE)
		return (PB_OK);
	switch (sqlite3_extended_errcode(s->db)) {
	case SQLITE_CONSTRAINT_UNIQUE:
	case SQLITE_CONSTRAINT_PRIMARYKEY:
		rc = PB_EDUP;
		break;
	case SQLITE_CONSTRAINT_FOREIGNKEY:
		rc = PB_ENOENT;
		break;
	case SQLITE_CONSTRAINT_CHECK:
	case SQLITE_CONSTRAINT_NOTNULL:
	case SQLITE_CONSTRAINT_DATATYPE:
		rc = PB_EDATA;
		break;
	default:
		return (store_sqlite_err(s, src, op, err));
	}
	return (pb_err_set(err, rc, "%s: %s", op, sqlite3_errmsg(s->db)));
}

/* store_step_each - call fn for every row of a bound statement */

enum pb_rc
store_step_each(struct store *s, sqlite3_stmt *st, const char *op, store_each_fn fn, void *arg,
    struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	int        src = SQLITE_DONE;

	/* Sanity checks. */
	assert(st != NULL && op != NULL && fn != NULL);

	/* Walk; a failure of fn is its own, a failed step is the store's. */
	while (rc == PB_OK && (src = sqlite3_step(st)) == SQLITE_ROW)
		rc = fn(st, arg, err);
	if (rc == PB_OK && src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, op, err);
	return (rc);
}

/* An array being collected by store_step_array(). */

struct store_array {
	char         *v;    /* the elements */
	size_t        len;  /* elements filled */
	size_t        cap;  /* elements allocated */
	size_t        size; /* bytes per element */
	store_fill_fn fill;
};

/* store_array_add - store_step_each() row: one more element */

static enum pb_rc
store_array_add(sqlite3_stmt *st, void *arg, struct pb_err *err)
{
	struct store_array *a = arg;

	(void)err;
	a->v = store_grow(a->v, a->len, &a->cap, a->size);
	a->fill(st, a->v + a->len * a->size);
	a->len++;
	return (PB_OK);
}

/* store_step_array - every row of a bound statement as an array */

enum pb_rc
store_step_array(struct store *s, sqlite3_stmt *st, const char *op, size_t size, store_fill_fn fill,
    store_clear_fn clear, void **array, size_t *n, struct pb_err *err)
{
	struct store_array a = { NULL, 0, 0, size, fill };
	enum pb_rc         rc;
	size_t             i;

	/* Sanity checks. */
	assert(size > 0 && fill != NULL && array != NULL && n != NULL);

	/* Collect. */
	if ((rc = store_step_each(s, st, op, store_array_add, &a, err)) != PB_OK)
		goto out;

	/* Hand over. */
	*array = a.v;
	*n = a.len;
	a.v = NULL;
	a.len = 0;

	/* Cleanup. */
out:
	for (i = 0; clear != NULL && i < a.len; i++)
		clear(a.v + i * a.size);
	free(a.v);
	return (rc);
}

/* store_id_row - store_step_array() element: the first column as an id */

static void
store_id_row(sqlite3_stmt *st, void *elem)
{
	*(int64_t *)elem = sqlite3_column_int64(st, 0);
}

/* store_step_ids - first column of every row, as ids; caller frees */

enum pb_rc
store_step_ids(
    struct store *s, sqlite3_stmt *st, const char *op, int64_t **ids, size_t *n, struct pb_err *err)
{
	void      *v = NULL;
	enum pb_rc rc;

	if ((rc = store_step_array(s, st, op, sizeof(int64_t), store_id_row, NULL, &v, n, err))
	    == PB_OK)
		*ids = v;
	return (rc);
}

/* store_grow - room for element len, doubling; returns the array */

void *
store_grow(void *array, size_t len, size_t *cap, size_t size)
{
	if (len < *cap)
		return (array);
	*cap = *cap ? 2 * *cap : 8;
	return (pb_realloc(array, *cap * size));
}

/* store_probe - pbemd -n: can the daemon open and write this database? */

enum pb_rc
store_probe(const char *path, struct pb_err *err)
{
	sqlite3      *db = NULL;
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc = PB_OK;
	int           src, version = 0, latest = store_latest();

	/* Read-write, never create: pbemctl init creates (S1). */
	if ((src = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL)) != SQLITE_OK) {
		rc = pb_err_set(err, PB_ECONFIG, "database %s: cannot open it read-write: %s", path,
		    db != NULL ? sqlite3_errmsg(db) : sqlite3_errstr(src));
		goto out;
	}
	if (sqlite3_db_readonly(db, "main") == 1) {
		rc = pb_err_set(err, PB_ECONFIG,
		    "database %s: this user cannot write it (owner or mode): the daemon must",
		    path);
		goto out;
	}
	sqlite3_busy_timeout(db, STORE_BUSY_MS);
	if ((src = sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, NULL)) != SQLITE_OK
	    || (src = sqlite3_step(st)) != SQLITE_ROW) {
		rc = pb_err_set(
		    err, PB_ECONFIG, "database %s: cannot read it: %s", path, sqlite3_errmsg(db));
		goto out;
	}
	version = sqlite3_column_int(st, 0);
	if (version <= 0 || version > latest) {
		rc = pb_err_set(err, PB_ECONFIG,
		    version <= 0 ? "database %s: not a pbemd database (schema version %d): "
		                   "run pbemctl init with a new database path"
		                 : "database %s: written by a newer pbemd (schema version %d, "
		                   "this one knows up to %d): install that version",
		    path, version, latest);
		goto out;
	}
	/* A write lock, given back at once: nothing is written. */
	if ((src = sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL)) != SQLITE_OK) {
		rc = pb_err_set(err, PB_ECONFIG, "database %s: cannot begin a write: %s", path,
		    sqlite3_errmsg(db));
		goto out;
	}
	sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);

	/* Cleanup. */
out:
	sqlite3_finalize(st);
	sqlite3_close(db);
	return (rc);
}
