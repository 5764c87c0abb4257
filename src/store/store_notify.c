/*++
/* NAME
/*	store_notify 3
/* SUMMARY
/*	notification levels, news kept for a seat's next mail, mails per
/*	seat and per game
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_notify_get(struct store *s, int64_t game, int seat,
/*				struct store_notify *n, struct pb_err *err);
/*	enum pb_rc store_notify_put(struct store *s, int64_t game, int seat,
/*				const struct store_notify *n,
/*				struct pb_err *err);
/*	void	store_notify_clear(struct store_notify *n);
/*	enum pb_rc store_notify_push(struct store *s, int64_t game, int seat,
/*				const char *kind, const char *word,
/*				const char *text, int64_t created,
/*				struct pb_err *err);
/*	enum pb_rc store_notify_take(struct store *s, int64_t game, int seat,
/*				const char *kind, char ***lines, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_notify_cancel(struct store *s, int64_t game, int seat,
/*				const char *undo, int *cancelled,
/*				struct pb_err *err);
/*	enum pb_rc store_notify_due(struct store *s, int64_t held_before,
/*				int64_t digest_before, const char *dflt,
/*				struct store_notify_seat **v, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_inbox_count_seat(struct store *s, int64_t game,
/*				int seat, int64_t since, int *n,
/*				int64_t *oldest, struct pb_err *err);
/* DESCRIPTION
/*	The rows of schema/019_notify.sql, inside the caller's transaction
/*	(D1).
/*
/*	store_notify_get() fills n with a seat's settings: its level
/*	(NULL when it never chose), the decision it was last mailed
/*	about (NULL: none) and when its last digest went (0: never); the
/*	caller frees them with store_notify_clear().  store_notify_put()
/*	replaces them (a NULL level: never chosen).
/*
/*	store_notify_push() appends a line to a seat's queue: kind "news"
/*	or "mod" (a moderator's notice held, word its command word).
/*	store_notify_take() returns the lines of a seat's queue of a kind
/*	(NULL: every kind), oldest first, and deletes them; *lines is an
/*	array of strings the caller frees (NULL when none).
/*	store_notify_cancel() looks at the newest line of a seat's queue:
/*	when it is a held notice whose word is undo ("pause", when the
/*	caller holds a "resume"), it becomes news and *cancelled is set;
/*	else nothing changes.
/*
/*	store_notify_due() lists the seats whose held notices are all older
/*	than held_before (their newest one), and the seats at level digest
/*	(dflt when they never chose) with news older than digest_before; an array of
/*	(game, seat) the caller frees, NULL when none.
/*
/*	store_inbox_count_seat() sets *n to the inbox rows of a game's
/*	seat (seat 0: of every seat of the game) received at or after
/*	since, *oldest to the time of the oldest of them (0: none).
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/019_notify.sql, notify_level(3).
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

/* store_notify_get - a seat's settings, the defaults without a row */

enum pb_rc
store_notify_get(
    struct store *s, int64_t game, int seat, struct store_notify *n, struct pb_err *err)
{
	static const char sql[] = "SELECT level, waits, digest FROM notify_seats "
	                          "WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	memset(n, 0, sizeof(*n));
	if ((rc = store_stmt(s, STORE_SQL_NOTIFY_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		n->level = store_col_text(st, 0);
		n->waits = store_col_text(st, 1);
		n->digest = sqlite3_column_int64(st, 2);
	} else if (src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, "look up notification level", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_notify_put - replace a seat's settings */

enum pb_rc
store_notify_put(
    struct store *s, int64_t game, int seat, const struct store_notify *n, struct pb_err *err)
{
	static const char sql[] =
	    "INSERT OR REPLACE INTO notify_seats "
	    "(game_id, seat, level, waits, digest) VALUES (?1, ?2, ?3, ?4, ?5)";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	if ((rc = store_stmt(s, STORE_SQL_NOTIFY_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, n->level)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, n->waits)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 5, n->digest)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind notification level", err);
		goto out;
	}
	rc = store_step_write(s, st, "record notification level", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_notify_clear - release what store_notify_get() filled */

void
store_notify_clear(struct store_notify *n)
{
	free(n->level);
	free(n->waits);
	memset(n, 0, sizeof(*n));
}

/* store_notify_push - a line at the end of a seat's queue */

enum pb_rc
store_notify_push(struct store *s, int64_t game, int seat, const char *kind, const char *word,
    const char *text, int64_t created, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO notify_queue (game_id, seat, kind, word, text, "
	                          "created) VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	assert(kind != NULL && text != NULL);
	if ((rc = store_stmt(s, STORE_SQL_NOTIFY_PUSH, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, kind)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, word ? word : "")) != SQLITE_OK
	    || (src = store_bind_text(st, 5, text)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 6, created)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind queued news", err);
		goto out;
	}
	rc = store_step_write(s, st, "queue news", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* text_row - store_step_array() element: the first column as a string */

static void
text_row(sqlite3_stmt *st, void *elem)
{
	*(char **)elem = store_col_text(st, 0);
}

/* text_clear - its cleanup */

static void
text_clear(void *elem)
{
	free(*(char **)elem);
}

/* store_notify_take - a seat's queued lines of a kind, oldest first,
 * deleted */

enum pb_rc
store_notify_take(struct store *s, int64_t game, int seat, const char *kind, char ***lines,
    size_t *n, struct pb_err *err)
{
	static const char sel[] = "SELECT text FROM notify_queue WHERE game_id = ?1 AND seat = ?2 "
	                          "AND (?3 IS NULL OR kind = ?3) ORDER BY id";
	static const char del[] = "DELETE FROM notify_queue WHERE game_id = ?1 AND seat = ?2 "
	                          "AND (?3 IS NULL OR kind = ?3)";
	static const char *const    sql[] = { sel, del };
	static const enum store_sql slot[] = { STORE_SQL_NOTIFY_TAKE, STORE_SQL_NOTIFY_DROP };
	sqlite3_stmt               *st = NULL;
	enum pb_rc                  rc = PB_OK;
	size_t                      i;
	int                         src;

	*lines = NULL;
	*n = 0;
	for (i = 0; i < 2 && rc == PB_OK; i++) {
		if ((rc = store_stmt(s, slot[i], sql[i], &st, err)) != PB_OK)
			break;
		if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
		    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
		    || (src = store_bind_text(st, 3, kind)) != SQLITE_OK)
			rc = store_sqlite_err(s, src, "bind queued news", err);
		else if (i == 0)
			rc = store_step_array(s, st, "read queued news", sizeof(char *), text_row,
			    text_clear, (void **)lines, n, err);
		else
			rc = store_step_write(s, st, "drop queued news", err);
		store_stmt_done(st);
		st = NULL;
	}
	if (rc != PB_OK) {
		for (i = 0; i < *n; i++)
			free((*lines)[i]);
		free(*lines);
		*lines = NULL;
		*n = 0;
	}
	return (rc);
}

/* store_notify_cancel - the newest held notice undone: news instead */

enum pb_rc
store_notify_cancel(
    struct store *s, int64_t game, int seat, const char *undo, int *cancelled, struct pb_err *err)
{
	static const char sql[] =
	    "UPDATE notify_queue SET kind = 'news' WHERE id = (SELECT max(id) FROM notify_queue "
	    "WHERE game_id = ?1 AND seat = ?2) AND kind = 'mod' AND word = ?3";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	*cancelled = 0;
	if ((rc = store_stmt(s, STORE_SQL_NOTIFY_CANCEL, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, undo)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind held notice", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "cancel held notice", err)) == PB_OK)
		*cancelled = sqlite3_changes(store_db(s)) > 0;
out:
	store_stmt_done(st);
	return (rc);
}

/* seat_row - store_step_array() element: (game, seat) */

static void
seat_row(sqlite3_stmt *st, void *elem)
{
	struct store_notify_seat *v = elem;

	v->game_id = sqlite3_column_int64(st, 0);
	v->seat = sqlite3_column_int(st, 1);
}

/* store_notify_due - seats whose held notices or digest are due */

enum pb_rc
store_notify_due(struct store *s, int64_t held_before, int64_t digest_before, const char *dflt,
    struct store_notify_seat **v, size_t *n, struct pb_err *err)
{
	static const char sql[] =
	    "SELECT game_id, seat FROM notify_queue WHERE kind = 'mod' GROUP BY game_id, seat "
	    "HAVING max(created) < ?1 "
	    "UNION SELECT q.game_id, q.seat FROM notify_queue q LEFT JOIN notify_seats n "
	    "ON n.game_id = q.game_id AND n.seat = q.seat "
	    "WHERE q.kind IN ('news', 'mod') AND q.created < ?2 "
	    "AND coalesce(n.level, ?3) = 'digest' ORDER BY 1, 2";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	*v = NULL;
	*n = 0;
	if ((rc = store_stmt(s, STORE_SQL_NOTIFY_DUE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, held_before)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, digest_before)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, dflt)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind due notices", err);
		goto out;
	}
	rc = store_step_array(
	    s, st, "list due notices", sizeof(**v), seat_row, NULL, (void **)v, n, err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_inbox_count_seat - a seat's (or a game's) mails since a time */

enum pb_rc
store_inbox_count_seat(struct store *s, int64_t game, int seat, int64_t since, int *n,
    int64_t *oldest, struct pb_err *err)
{
	static const char sql[] = "SELECT count(*), coalesce(min(received), 0) FROM inbox "
	                          "WHERE game_id = ?1 AND (?2 = 0 OR seat = ?2) AND received >= ?3";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_INBOX_COUNT_SEAT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK
	    && (src = sqlite3_bind_int64(st, 3, since)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		*n = sqlite3_column_int(st, 0);
		*oldest = sqlite3_column_int64(st, 1);
	} else
		rc = store_sqlite_err(s, src, "count a seat's mails", err);
out:
	store_stmt_done(st);
	return (rc);
}
