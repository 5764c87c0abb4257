/*++
/* NAME
/*	store_private 3h
/* SUMMARY
/*	statement cache and row helpers shared by src/store/store_*.c
/* SYNOPSIS
/*	#include "store/store_private.h"
/*
/*	enum pb_rc store_stmt(struct store *s, enum store_sql slot,
/*				const char *sql, sqlite3_stmt **stp,
/*				struct pb_err *err);
/*	void	store_stmt_done(sqlite3_stmt *st);
/*	int	store_bind_text(sqlite3_stmt *st, int col, const char *text);
/*	int	store_bind_id(sqlite3_stmt *st, int col, int64_t id);
/*	char	*store_col_text(sqlite3_stmt *st, int col);
/*	enum pb_rc store_step_write(struct store *s, sqlite3_stmt *st,
/*				const char *op, struct pb_err *err);
/*	enum pb_rc store_step_each(struct store *s, sqlite3_stmt *st,
/*				const char *op, store_each_fn fn, void *arg,
/*				struct pb_err *err);
/*	enum pb_rc store_step_array(struct store *s, sqlite3_stmt *st,
/*				const char *op, size_t size,
/*				store_fill_fn fill, store_clear_fn clear,
/*				void **array, size_t *n, struct pb_err *err);
/*	enum pb_rc store_step_ids(struct store *s, sqlite3_stmt *st,
/*				const char *op, int64_t **ids, size_t *n,
/*				struct pb_err *err);
/*	void	*store_grow(void *array, size_t len, size_t *cap,
/*				size_t size);
/*	enum pb_rc store_zip(struct store *s, int dict,
/*				const char *text, size_t len,
/*				unsigned char **blob, size_t *blen,
/*				struct pb_err *err);
/*	enum pb_rc store_unzip(struct store *s, const void *blob,
/*				size_t blen, char **text,
/*				struct pb_err *err);
/*	int	store_zip_functions(struct store *s);
/* DESCRIPTION
/*	Not for use outside src/store: other layers see only store.h.
/*
/*	Every SQL statement of the store has a slot in enum store_sql.
/*	store_stmt() returns the statement of a slot, preparing it with
/*	SQLITE_PREPARE_PERSISTENT on first use and reusing it afterwards,
/*	so the cost of a command does not grow with the number of commands.
/*	The SQL text is passed at every call so that it stays next to the
/*	code that binds and reads it; it is compiled only once.  The
/*	statement is borrowed until store_stmt_done(), which the caller
/*	must reach on every path (its out: label): it resets the statement
/*	(ending any read it holds open) and clears its bindings.  A slot
/*	is not re-entrant: store_move_each() callbacks may use any slot but
/*	STORE_SQL_MOVE_EACH.
/*
/*	store_bind_text() binds text, or NULL for a null pointer, without
/*	copying (the text must outlive the statement's use).
/*	store_bind_id() binds an id, or NULL for 0.  Both return the
/*	SQLite result code.
/*
/*	store_col_text() returns a copy of a text column, or NULL for a
/*	NULL column; the caller frees.
/*
/*	store_step_write() steps a statement that returns no rows.  A
/*	constraint violation becomes PB_EDUP (UNIQUE, PRIMARY KEY),
/*	PB_ENOENT (FOREIGN KEY) or PB_EDATA (CHECK, NOT NULL, type); any
/*	other failure goes through store_sqlite_err().
/*
/*	store_step_each() is the one loop over the rows of a statement
/*	the caller has prepared (store_stmt()) and bound: it steps st and
/*	calls fn(st, arg, err) for every row, the row readable with
/*	sqlite3_column_*() for the duration of the call.  The first status
/*	of fn other than PB_OK stops the walk and is returned as it is
/*	(fn reports its own reason, in err or through arg).  A failed step
/*	(SQLITE_BUSY after the busy timeout, a full disk, any error) goes
/*	through store_sqlite_err() with op and ends the walk.  The caller
/*	still owns st: it gives it back with store_stmt_done(), or
/*	sqlite3_finalize() for an uncached statement, on every path.
/*
/*	store_step_array() collects every row into a new array of
/*	elements of size bytes: fill(st, elem) writes the element of the
/*	current row (a pointer to a new struct, or the struct itself).
/*	On success *array (NULL when there are no rows) and *n receive
/*	the array, which the caller frees; on failure they are not
/*	written, and the elements filled so far are released with
/*	clear(elem) (NULL when they own nothing) before the array is.
/*
/*	store_step_ids() collects the first column of every row as an id
/*	array the caller frees; it is NULL when there are no rows.
/*
/*	store_grow() makes room for element len of an array of cap
/*	elements of the given size, doubling cap; it returns the array.
/*
/*	store_zip() and store_unzip() keep text compressed in a column;
/*	store_zip_functions() gives SQL zip() and unzip() (store_zip.c).
/* DIAGNOSTICS
/*	As store.h.  A slot used with two different SQL texts, or used
/*	while in use, is a broken invariant (assert).
/* SEE ALSO
/*	store.h, the public interface; store.c, the invariants.
/*--*/

#ifndef STORE_PRIVATE_H
#define STORE_PRIVATE_H

/* System. */
#include <stddef.h>
#include <stdint.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"

enum store_sql {
	/* store.c */
	STORE_SQL_BEGIN,
	STORE_SQL_COMMIT,
	STORE_SQL_SAVEPOINT,
	STORE_SQL_RELEASE,
	/* store_packs.c */
	STORE_SQL_PACK_PUT,
	STORE_SQL_PACK_GET,
	/* store_games.c */
	STORE_SQL_GAME_INSERT,
	STORE_SQL_GAME_GET,
	STORE_SQL_GAME_UPDATE,
	STORE_SQL_GAME_IDS,
	STORE_SQL_GAME_KIND,
	STORE_SQL_SEAT_INSERT,
	STORE_SQL_SEAT_GET,
	STORE_SQL_SEAT_LIST,
	STORE_SQL_SEAT_FIND,
	STORE_SQL_SEAT_GAMES,
	/* store_moves.c */
	STORE_SQL_MOVE_APPEND,
	STORE_SQL_MOVE_EACH,
	/* store_inbox.c */
	STORE_SQL_INBOX_INSERT,
	STORE_SQL_INBOX_SEEN,
	STORE_SQL_INBOX_KEY,
	/* store_outbox.c */
	STORE_SQL_OUT_INSERT,
	STORE_SQL_OUT_DUE,
	STORE_SQL_OUT_LIST_ALL,
	STORE_SQL_OUT_LIST_TO,
	STORE_SQL_OUT_SENT,
	STORE_SQL_OUT_FAILED,
	STORE_SQL_OUT_REQUEUE,
	STORE_SQL_OUT_DUE_NOW,
	/* store_pop3.c */
	STORE_SQL_POP3_SEEN,
	STORE_SQL_POP3_MARK,
	STORE_SQL_POP3_LIST,
	STORE_SQL_POP3_DROP,
	/* store_server.c */
	STORE_SQL_SERVER_GET,
	STORE_SQL_SERVER_PUT,
	STORE_SQL_SERVER_COUNTS,
	STORE_SQL_SERVER_NEXT,
	/* store_intake.c */
	STORE_SQL_BOUNCE_INSERT,
	STORE_SQL_BOUNCE_LIST,
	STORE_SQL_INBOX_COUNT_FROM,
	STORE_SQL_NOTICE_GET,
	STORE_SQL_NOTICE_PUT,
	STORE_SQL_INBOX_LIST,
	/* store_time.c */
	STORE_SQL_CLOCK_PUT,
	STORE_SQL_CLOCK_GET,
	STORE_SQL_WAIT_LIST,
	STORE_SQL_WAIT_PUT,
	STORE_SQL_WAIT_DELETE,
	STORE_SQL_WAIT_DUE,
	STORE_SQL_ABSENCE_ADD,
	STORE_SQL_ABSENCE_DROP,
	STORE_SQL_ABSENCE_CUT,
	STORE_SQL_ABSENCE_TOTAL,
	STORE_SQL_ABSENCE_AT,
	STORE_SQL_SEAT_SET_ADDRESS,
	STORE_SQL_SEAT_SET_LOCALE,
	STORE_SQL_SEAT_SET_TZ,
	STORE_SQL_SEAT_SET_ABANDON,
	STORE_SQL_SEAT_SET_EPOCH,
	STORE_SQL_SEAT_DELETE,
	STORE_SQL_MOVE_UPTO,
	/* store_lang.c */
	STORE_SQL_SEAT_LOCALE,
	/* store_pictures.c */
	STORE_SQL_SEAT_PICTURES,
	STORE_SQL_SEAT_SET_PICTURES,
	/* store_archive.c */
	STORE_SQL_POLICY_GET,
	STORE_SQL_POLICY_PUT,
	STORE_SQL_PRESS_INSERT,
	STORE_SQL_PRESS_COUNT,
	STORE_SQL_PRESS_LIST,
	STORE_SQL_OBSERVER_GET,
	STORE_SQL_OBSERVER_PUT,
	STORE_SQL_OBSERVER_DELETE,
	STORE_SQL_OBSERVER_LIST,
	STORE_SQL_BALLOT_INSERT,
	STORE_SQL_BALLOT_LIST,
	STORE_SQL_BALLOT_REVEAL,
	STORE_SQL_OUT_LIST_SEAT,
	STORE_SQL_OUT_ANSWERED,
	/* store_tokens.c */
	STORE_SQL_TWARN_GET,
	STORE_SQL_TWARN_PUT,
	STORE_SQL_TOKEN_AGE,
	STORE_SQL_HELD_INSERT,
	STORE_SQL_HELD_GET,
	STORE_SQL_HELD_STATE,
	STORE_SQL_ADDR_INSERT,
	STORE_SQL_ADDR_GET,
	STORE_SQL_ADDR_CONFIRM,
	STORE_SQL_ADDR_OK,
	STORE_SQL_ADDR_LIST,
	/* store_notify.c */
	STORE_SQL_NOTIFY_GET,
	STORE_SQL_NOTIFY_PUT,
	STORE_SQL_NOTIFY_PUSH,
	STORE_SQL_NOTIFY_TAKE,
	STORE_SQL_NOTIFY_DROP,
	STORE_SQL_NOTIFY_CANCEL,
	STORE_SQL_NOTIFY_DUE,
	STORE_SQL_INBOX_COUNT_SEAT,
	/* store_snapshot.c */
	STORE_SQL_SNAPSHOT_PUT,
	STORE_SQL_SNAPSHOT_AT,
	STORE_SQL_SNAPSHOT_SEQS,
	/* store_sent.c */
	STORE_SQL_SENT_WHOLE,
	STORE_SQL_SENT_PACK,
	STORE_SQL_SENT_SHOWN,
	STORE_SQL_SENT_DROP,
	STORE_SQL_OUT_BODY,
	STORE_SQL_OUT_DUE_PLAIN,
	STORE_SQL_OUTPIC_INSERT,
	STORE_SQL_OUTPIC_GET,
	STORE_SQL_OUTPIC_BODY,
	STORE_SQL_OUTPIC_DELETE,
	STORE_SQL_COUNT
};

/* store_step_each() row; store_step_array() element and its cleanup. */
typedef enum pb_rc (*store_each_fn)(sqlite3_stmt *, void *, struct pb_err *);
typedef void (*store_fill_fn)(sqlite3_stmt *, void *);
typedef void (*store_clear_fn)(void *);

enum pb_rc store_stmt(
    struct store *, enum store_sql, const char *, sqlite3_stmt **, struct pb_err *);
void       store_stmt_done(sqlite3_stmt *);
int        store_bind_text(sqlite3_stmt *, int, const char *);
int        store_bind_id(sqlite3_stmt *, int, int64_t);
char      *store_col_text(sqlite3_stmt *, int);
enum pb_rc store_step_write(struct store *, sqlite3_stmt *, const char *, struct pb_err *);
enum pb_rc store_step_each(
    struct store *, sqlite3_stmt *, const char *, store_each_fn, void *, struct pb_err *);
enum pb_rc store_step_array(struct store *, sqlite3_stmt *, const char *, size_t, store_fill_fn,
    store_clear_fn, void **, size_t *, struct pb_err *);
enum pb_rc store_step_ids(
    struct store *, sqlite3_stmt *, const char *, int64_t **, size_t *, struct pb_err *);
void *store_grow(void *, size_t, size_t *, size_t);
/* The compression dictionaries of a store (store_zip.c). */
#define STORE_ZIP_DICTS 256
struct store_zipcache {
	unsigned char     *dict[STORE_ZIP_DICTS]; /* loaded, or NULL */
	size_t             len[STORE_ZIP_DICTS];
	int                current;  /* the newest id, 0: none, -1: not read yet */
	struct z_stream_s *deflater; /* kept from one store_zip() to the next */
	struct z_stream_s *primed;   /* a stream with dictionary primed_id set, to copy */
	int                primed_id;
	struct z_stream_s *inflater; /* read a zlib header, dictionary inflated_id set */
	int                inflated_id;
	unsigned char      zhead[6]; /* that header */
};

struct store_zipcache *store_zipcache(struct store *);
void                   store_zip_close(struct store_zipcache *);
sqlite3               *store_db_raw(struct store *);
enum pb_rc             store_zip(
                struct store *, int, const char *, size_t, unsigned char **, size_t *, struct pb_err *);
enum pb_rc store_unzip(struct store *, const void *, size_t, char **, struct pb_err *);
int        store_zip_functions(struct store *);

#endif
