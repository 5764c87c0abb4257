/*++
/* NAME
/*	store_moves 3
/* SUMMARY
/*	the move log of each game, append-only
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_move_append(struct store *s,
/*				const struct store_move *m,
/*				struct pb_err *err);
/*	enum pb_rc store_move_each(struct store *s, int64_t game,
/*				store_move_fn fn, void *arg,
/*				struct pb_err *err);
/*	enum pb_rc store_move_range(struct store *s, int64_t game,
/*				int64_t from, int64_t upto,
/*				struct store_move **moves, size_t *n,
/*				struct pb_err *err);
/* DESCRIPTION
/*	The move log is a hash chain per game: move seq carries the hash
/*	of move seq - 1 in prev_hash and its own hash over both.  The
/*	caller computes the hashes and keeps games.last_hash and games.seq
/*	in step within the same transaction (D1 in arbiter.c); the store
/*	keeps the log append-only (S4).
/*
/*	store_move_append() appends m.  m->inbox_id 0 means the move came
/*	from no mail (stored as NULL); otherwise it must name an inbox row
/*	by COMMIT time.  Returns PB_EDUP when the game already has a move
/*	m->seq (nothing is overwritten), PB_ENOENT when the game does not
/*	exist, PB_EDATA when a hash is not 64 lower case hex digits.
/*
/*	store_move_each() calls fn(move, arg) for every move of game in
/*	ascending seq order; move is borrowed for the duration of the call.
/*	A game without moves, or no game, gives no calls and PB_OK.  When
/*	fn returns anything but PB_OK the walk stops and that status is
/*	returned, with err untouched: fn reports its reason through arg.
/*	fn may call the store, but not store_move_each() (the statement
/*	is in use).
/*
/*	store_move_range() reads the moves from to upto of game into an
/*	array (caller frees with store_move_array_free()); fn of
/*	store_move_each() may call it.  store_move_upto() is the range
/*	from move 0.
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/001_init.sql, table moves.
/*--*/

/* System. */
#include <assert.h>
#include <stdlib.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* Columns in the order of struct store_move and of parameters ?1..?9. */
#define MOVE_COLUMNS                                                                               \
	"game_id, seq, seat, command, prev_hash, "                                                 \
	"state_hash, hash, inbox_id, created"

/* store_move_bind - bind ?1..?9 in MOVE_COLUMNS order */

static int
store_move_bind(sqlite3_stmt *st, const struct store_move *m)
{
	int src;

	if ((src = sqlite3_bind_int64(st, 1, m->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, m->seq)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 3, m->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, m->command)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, m->prev_hash)) != SQLITE_OK
	    || (src = store_bind_text(st, 6, m->state_hash)) != SQLITE_OK
	    || (src = store_bind_text(st, 7, m->hash)) != SQLITE_OK
	    || (src = store_bind_id(st, 8, m->inbox_id)) != SQLITE_OK)
		return (src);
	return (sqlite3_bind_int64(st, 9, m->created));
}

/* store_move_append - append one move (S4) */

enum pb_rc
store_move_append(struct store *s, const struct store_move *m, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO moves (" MOVE_COLUMNS ") "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(m != NULL);

	/* Insert; the primary key refuses a second move with this seq. */
	if ((rc = store_stmt(s, STORE_SQL_MOVE_APPEND, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_move_bind(st, m)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind move", err);
		goto out;
	}
	rc = store_step_write(s, st, "append move", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_move_row - store_step_array() element: copy a row in
 * MOVE_COLUMNS order into the struct store_move at elem */

static void
store_move_row(sqlite3_stmt *st, void *elem)
{
	struct store_move *m = elem;

	m->game_id = sqlite3_column_int64(st, 0);
	m->seq = sqlite3_column_int64(st, 1);
	m->seat = sqlite3_column_int(st, 2);
	m->command = store_col_text(st, 3);
	m->prev_hash = store_col_text(st, 4);
	m->state_hash = store_col_text(st, 5);
	m->hash = store_col_text(st, 6);
	m->inbox_id = sqlite3_column_int64(st, 7); /* NULL reads as 0 */
	m->created = sqlite3_column_int64(st, 8);
}

/* store_move_clear - free what store_move_row() copied */

static void
store_move_clear(void *elem)
{
	struct store_move *m = elem;

	free(m->command);
	free(m->prev_hash);
	free(m->state_hash);
	free(m->hash);
}

/* A walk of store_move_each(). */

struct store_move_walk {
	store_move_fn fn;
	void         *arg;
};

/* store_move_call - store_step_each() row: a copy of it to the caller's fn */

static enum pb_rc
store_move_call(sqlite3_stmt *st, void *arg, struct pb_err *err)
{
	struct store_move_walk *w = arg;
	struct store_move       m;
	enum pb_rc              rc;

	(void)err; /* fn reports through its own arg */
	store_move_row(st, &m);
	rc = w->fn(&m, w->arg);
	store_move_clear(&m);
	return (rc);
}

/* store_move_each - call fn for every move of a game, in seq order */

enum pb_rc
store_move_each(struct store *s, int64_t game, store_move_fn fn, void *arg, struct pb_err *err)
{
	static const char      sql[] = "SELECT " MOVE_COLUMNS " FROM moves "
	                               "WHERE game_id = ?1 ORDER BY seq";
	struct store_move_walk w = { fn, arg };
	sqlite3_stmt          *st = NULL;
	enum pb_rc             rc;
	int                    src;

	/* Sanity checks. */
	assert(fn != NULL);

	/* Walk; a copy per row keeps fn free to use the store. */
	if ((rc = store_stmt(s, STORE_SQL_MOVE_EACH, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "read moves", err);
	else
		rc = store_step_each(s, st, "read moves", store_move_call, &w, err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_move_range - the moves from to upto of a game, in an array the
 * caller frees with store_move_array_free(); a slot of its own, so a
 * store_move_each() callback may call it (an undo during a replay) */

enum pb_rc
store_move_range(struct store *s, int64_t game, int64_t from, int64_t upto,
    struct store_move **out, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT " MOVE_COLUMNS " FROM moves "
	                          "WHERE game_id = ?1 AND seq BETWEEN ?3 AND ?2 ORDER BY seq";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	assert(out != NULL && n != NULL);
	if ((rc = store_stmt(s, STORE_SQL_MOVE_UPTO, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, upto)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, from)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "read moves", err);
	else if ((rc = store_step_array(s, st, "read moves", sizeof(struct store_move),
	              store_move_row, store_move_clear, &v, n, err))
	    == PB_OK)
		*out = v;
out:
	store_stmt_done(st);
	return (rc);
}

/* store_move_upto - the moves 0 to upto of a game (store_move_range()) */

enum pb_rc
store_move_upto(struct store *s, int64_t game, int64_t upto, struct store_move **out, size_t *n,
    struct pb_err *err)
{
	return (store_move_range(s, game, 0, upto, out, n, err));
}

/* store_move_array_free - release store_move_upto(); NULL is a no-op */

void
store_move_array_free(struct store_move *v, size_t n)
{
	size_t i;

	for (i = 0; v != NULL && i < n; i++)
		store_move_clear(&v[i]);
	free(v);
}
