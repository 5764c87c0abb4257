/*++
/* NAME
/*	store_time 3
/* SUMMARY
/*	clocks, waits, absences; seat changes made by players and moderators
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_clock_put(struct store *s,
/*				const struct store_clock *c, struct pb_err *err);
/*	enum pb_rc store_clock_get(struct store *s, int64_t game,
/*				struct store_clock **cp, struct pb_err *err);
/*	enum pb_rc store_wait_list(struct store *s, int64_t game,
/*				struct store_wait ***list, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_wait_put(struct store *s,
/*				const struct store_wait *w, struct pb_err *err);
/*	enum pb_rc store_wait_delete(struct store *s, int64_t game,
/*				int seat, struct pb_err *err);
/*	enum pb_rc store_wait_due(struct store *s, int64_t now,
/*				int64_t **games, size_t *n, struct pb_err *err);
/*	enum pb_rc store_absence_add(struct store *s, int64_t game,
/*				int seat, int64_t start, int64_t end,
/*				struct pb_err *err);
/*	enum pb_rc store_absence_cut(struct store *s, int64_t game,
/*				int seat, int64_t now, struct pb_err *err);
/*	enum pb_rc store_absence_total(struct store *s, int64_t game,
/*				int seat, int64_t *secs, struct pb_err *err);
/*	enum pb_rc store_absence_at(struct store *s, int64_t game,
/*				int seat, int64_t t, int64_t *end,
/*				struct pb_err *err);
/*	enum pb_rc store_seat_set(struct store *s, int64_t game, int seat,
/*				const char *column, const char *text,
/*				int64_t number, struct pb_err *err);
/*	enum pb_rc store_seat_delete(struct store *s, int64_t game,
/*				int seat, struct pb_err *err);
/* DESCRIPTION
/*	The rows of schema/005_time.sql.  Like every write of an
/*	arbitration, these run inside the caller's transaction (D1).
/*
/*	store_clock_put() inserts or replaces the clock row of a game.
/*	store_clock_get() returns it (caller frees with
/*	store_clock_free()), PB_ENOENT when the game has none.
/*
/*	store_wait_list() returns the waits of a game in seat order
/*	(free with store_wait_list_free(); NULL when none).
/*	store_wait_put() inserts or replaces the wait of a seat;
/*	store_wait_delete() removes it (no row is no error).
/*	store_wait_due() lists the games, ascending, with a wait due at
/*	or before now whose clock is not paused.
/*
/*	store_absence_add() records an absence [start, end).
/*	store_absence_cut() ends the absences of a seat that are under way
/*	at now and drops those not begun (the player is back).
/*	store_absence_total() sets *secs to the length of all of a seat's
/*	absences.  store_absence_at() sets *end to the end of the absence
/*	under way at t, PB_ENOENT when none.
/*
/*	store_seat_set() changes one column of a seat: "address",
/*	"locale" or "tz" (text), "abandon" or "token_epoch" (number).
/*	PB_ENOENT when there is no such seat.  store_seat_delete()
/*	removes a seat of a game that has not started (an open game).
/* DIAGNOSTICS
/*	As store.h.  An unknown column for store_seat_set() is a broken
/*	invariant (panic).
/* SEE ALSO
/*	schema/005_time.sql, deadline(3), moderate(3).
/*--*/

/* System. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* ---- clocks ------------------------------------------------------- */

/* store_clock_put - insert or replace a game's clock */

enum pb_rc
store_clock_put(struct store *s, const struct store_clock *c, struct pb_err *err)
{
	static const char sql[] =
	    "INSERT OR REPLACE INTO clocks (game_id, settings, paused, moderator, mod_epoch,"
	    " max_seats) VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	assert(c != NULL && c->settings != NULL);
	if ((rc = store_stmt(s, STORE_SQL_CLOCK_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, c->game_id)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, c->settings)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, c->paused)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, c->moderator)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 5, c->mod_epoch)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 6, c->max_seats)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind clock", err);
		goto out;
	}
	rc = store_step_write(s, st, "put clock", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_clock_get - a game's clock, caller frees */

enum pb_rc
store_clock_get(struct store *s, int64_t game, struct store_clock **cp, struct pb_err *err)
{
	static const char   sql[] = "SELECT game_id, settings, paused, moderator, mod_epoch,"
	                            " max_seats FROM clocks WHERE game_id = ?1";
	struct store_clock *c;
	sqlite3_stmt       *st = NULL;
	enum pb_rc          rc;
	int                 src;

	assert(cp != NULL);
	if ((rc = store_stmt(s, STORE_SQL_CLOCK_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		c = pb_calloc(1, sizeof(*c));
		c->game_id = sqlite3_column_int64(st, 0);
		c->settings = store_col_text(st, 1);
		c->paused = sqlite3_column_int64(st, 2);
		c->moderator = store_col_text(st, 3);
		c->mod_epoch = sqlite3_column_int64(st, 4);
		c->max_seats = sqlite3_column_int(st, 5);
		*cp = c;
	} else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "game %lld has no clock", (long long)game);
	else
		rc = store_sqlite_err(s, src, "get clock", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_clock_free - release a clock; NULL is a no-op */

void
store_clock_free(struct store_clock *c)
{
	if (c == NULL)
		return;
	free(c->settings);
	free(c->moderator);
	free(c);
}

/* ---- waits -------------------------------------------------------- */

/* store_wait_row - store_step_array() element: the row as a new struct */

static void
store_wait_row(sqlite3_stmt *st, void *elem)
{
	struct store_wait *w = pb_calloc(1, sizeof(*w));

	w->game_id = sqlite3_column_int64(st, 0);
	w->seat = sqlite3_column_int(st, 1);
	w->kind = store_col_text(st, 2);
	w->since = sqlite3_column_int64(st, 3);
	w->deadline = sqlite3_column_int64(st, 4);
	w->stage = sqlite3_column_int(st, 5);
	w->due = sqlite3_column_int64(st, 6);
	w->round = sqlite3_column_type(st, 7) == SQLITE_NULL ? -1 : sqlite3_column_int64(st, 7);
	*(struct store_wait **)elem = w;
}

/* store_wait_clear - release one element of a list */

static void
store_wait_clear(void *elem)
{
	struct store_wait *w = *(struct store_wait **)elem;

	free(w->kind);
	free(w);
}

/* store_wait_list - the waits of a game in seat order */

enum pb_rc
store_wait_list(
    struct store *s, int64_t game, struct store_wait ***list, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT game_id, seat, kind, since, deadline, stage, due,"
	                          " round FROM waits WHERE game_id = ?1 ORDER BY seat";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	assert(list != NULL && n != NULL);
	if ((rc = store_stmt(s, STORE_SQL_WAIT_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "list waits", err);
	else if ((rc = store_step_array(s, st, "list waits", sizeof(struct store_wait *),
	              store_wait_row, store_wait_clear, &v, n, err))
	    == PB_OK)
		*list = v;
out:
	store_stmt_done(st);
	return (rc);
}

/* store_wait_put - insert or replace the wait of a seat */

enum pb_rc
store_wait_put(struct store *s, const struct store_wait *w, struct pb_err *err)
{
	static const char sql[] = "INSERT OR REPLACE INTO waits (game_id, seat, kind, since,"
	                          " deadline, stage, due, round)"
	                          " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	assert(w != NULL && w->kind != NULL);
	if ((rc = store_stmt(s, STORE_SQL_WAIT_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, w->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, w->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, w->kind)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 4, w->since)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 5, w->deadline)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 6, w->stage)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 7, w->due)) != SQLITE_OK
	    || (src = w->round < 0 ? sqlite3_bind_null(st, 8) : sqlite3_bind_int64(st, 8, w->round))
	        != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind wait", err);
		goto out;
	}
	rc = store_step_write(s, st, "put wait", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_wait_delete - the game no longer waits on a seat */

enum pb_rc
store_wait_delete(struct store *s, int64_t game, int seat, struct pb_err *err)
{
	static const char sql[] = "DELETE FROM waits WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_WAIT_DELETE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind wait", err);
		goto out;
	}
	rc = store_step_write(s, st, "delete wait", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_wait_list_free - release waits; NULL is a no-op */

void
store_wait_list_free(struct store_wait **v, size_t n)
{
	size_t i;

	for (i = 0; v != NULL && i < n; i++)
		store_wait_clear(&v[i]);
	free(v);
}

/* store_wait_due - games with a wait due by now, their clock running */

enum pb_rc
store_wait_due(struct store *s, int64_t now, int64_t **games, size_t *n, struct pb_err *err)
{
	/* The unary + keeps SQLite from walking the primary key in game
	 * order: the rows due are found through waits_due, then sorted,
	 * so the pass reads only them (tests/check_store_plan). */
	static const char sql[] = "SELECT w.game_id FROM waits w JOIN clocks c"
	                          " ON c.game_id = w.game_id WHERE w.due <= ?1 AND c.paused = 0"
	                          " GROUP BY +w.game_id ORDER BY +w.game_id";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	assert(games != NULL && n != NULL);
	if ((rc = store_stmt(s, STORE_SQL_WAIT_DUE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, now)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind due", err);
	else
		rc = store_step_ids(s, st, "list due waits", games, n, err);
out:
	store_stmt_done(st);
	return (rc);
}

/* ---- absences ----------------------------------------------------- */

/* store_absence_add - a seat is away from start to end */

enum pb_rc
store_absence_add(
    struct store *s, int64_t game, int seat, int64_t start, int64_t end, struct pb_err *err)
{
	static const char sql[] =
	    "INSERT INTO absences (game_id, seat, start, end) VALUES (?1, ?2, ?3, ?4)";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	if ((rc = store_stmt(s, STORE_SQL_ABSENCE_ADD, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, start)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 4, end)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind absence", err);
		goto out;
	}
	rc = store_step_write(s, st, "add absence", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_absence_cut - the seat is back at now: absences end there */

enum pb_rc
store_absence_cut(struct store *s, int64_t game, int seat, int64_t now, struct pb_err *err)
{
	static const struct {
		enum store_sql slot;
		const char    *sql;
	} steps[] = {
		/* Those not begun vanish, ... */
		{ STORE_SQL_ABSENCE_DROP,
		    "DELETE FROM absences WHERE game_id = ?1 AND seat = ?2 AND start >= ?3" },
		/* ... those under way end now. */
		{ STORE_SQL_ABSENCE_CUT,
		    "UPDATE absences SET end = ?3 WHERE game_id = ?1 AND"
		    " seat = ?2 AND start < ?3 AND end > ?3" },
	};
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc = PB_OK;
	size_t        i;
	int           src;

	for (i = 0; i < PB_NELEM(steps) && rc == PB_OK; i++) {
		if ((rc = store_stmt(s, steps[i].slot, steps[i].sql, &st, err)) != PB_OK)
			break;
		if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
		    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
		    || (src = sqlite3_bind_int64(st, 3, now)) != SQLITE_OK)
			rc = store_sqlite_err(s, src, "bind absence", err);
		else
			rc = store_step_write(s, st, "cut absence", err);
		store_stmt_done(st);
		st = NULL;
	}
	return (rc);
}

/* store_absence_total - the length of all of a seat's absences */

enum pb_rc
store_absence_total(struct store *s, int64_t game, int seat, int64_t *secs, struct pb_err *err)
{
	static const char sql[] = "SELECT COALESCE(SUM(end - start), 0) FROM absences"
	                          " WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_ABSENCE_TOTAL, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*secs = sqlite3_column_int64(st, 0);
	else
		rc = store_sqlite_err(s, src, "sum absences", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_absence_at - the end of the absence under way at t */

enum pb_rc
store_absence_at(
    struct store *s, int64_t game, int seat, int64_t t, int64_t *end, struct pb_err *err)
{
	static const char sql[] = "SELECT MAX(end) FROM absences WHERE game_id = ?1 AND"
	                          " seat = ?2 AND start <= ?3 AND end > ?3";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_ABSENCE_AT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK
	    && (src = sqlite3_bind_int64(st, 3, t)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW && sqlite3_column_type(st, 0) != SQLITE_NULL)
		*end = sqlite3_column_int64(st, 0);
	else if (src == SQLITE_ROW)
		rc = pb_err_set(err, PB_ENOENT, "no absence");
	else
		rc = store_sqlite_err(s, src, "find absence", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* ---- seat changes ------------------------------------------------- */

/* store_seat_set - one column of a seat */

enum pb_rc
store_seat_set(struct store *s, int64_t game, int seat, const char *column, const char *text,
    int64_t number, struct pb_err *err)
{
	static const struct {
		const char    *column;
		enum store_sql slot;
		const char    *sql;
		int            is_text;
	} cols[] = {
		{ "address", STORE_SQL_SEAT_SET_ADDRESS,
		    "UPDATE seats SET address = ?3 WHERE game_id = ?1 AND seat = ?2", 1 },
		{ "locale", STORE_SQL_SEAT_SET_LOCALE,
		    "UPDATE seats SET locale = ?3 WHERE game_id = ?1 AND seat = ?2", 1 },
		{ "tz", STORE_SQL_SEAT_SET_TZ,
		    "UPDATE seats SET tz = ?3 WHERE game_id = ?1 AND seat = ?2", 1 },
		{ "abandon", STORE_SQL_SEAT_SET_ABANDON,
		    "UPDATE seats SET abandon = ?3 WHERE game_id = ?1 AND seat = ?2", 0 },
		{ "token_epoch", STORE_SQL_SEAT_SET_EPOCH,
		    "UPDATE seats SET token_epoch = ?3 WHERE game_id = ?1 AND seat = ?2", 0 },
	};
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	size_t        i;
	int           src;

	for (i = 0; i < PB_NELEM(cols) && strcmp(cols[i].column, column) != 0; i++)
		;
	if (i == PB_NELEM(cols))
		pb_panic("store_seat_set: no column %s", column);
	if ((rc = store_stmt(s, cols[i].slot, cols[i].sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = cols[i].is_text ? store_bind_text(st, 3, text)
	                              : sqlite3_bind_int64(st, 3, number))
	        != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "set seat", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_ENOENT, "game %lld has no seat %d", (long long)game, seat);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_delete - a seat of an open game leaves */

enum pb_rc
store_seat_delete(struct store *s, int64_t game, int seat, struct pb_err *err)
{
	static const char sql[] = "DELETE FROM seats WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_SEAT_DELETE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat", err);
		goto out;
	}
	rc = store_step_write(s, st, "delete seat", err);
out:
	store_stmt_done(st);
	return (rc);
}
