/*++
/* NAME
/*	store_intake 3
/* SUMMARY
/*	bounces, once-per-window notices, mails per sender
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_bounce_insert(struct store *s,
/*				struct store_bounce *b, struct pb_err *err);
/*	enum pb_rc store_bounce_list(struct store *s, int64_t game,
/*				struct store_bounce ***rows, size_t *n,
/*				struct pb_err *err);
/*	void	store_bounce_list_free(struct store_bounce **rows, size_t n);
/*	enum pb_rc store_inbox_list(struct store *s,
/*				struct store_inbox ***rows, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_inbox_count_from(struct store *s, const char *addr,
/*				int64_t since, int *n, struct pb_err *err);
/*	enum pb_rc store_notice_get(struct store *s, const char *addr,
/*				const char *kind, int64_t *sent,
/*				struct pb_err *err);
/*	enum pb_rc store_notice_put(struct store *s, const char *addr,
/*				const char *kind, int64_t sent,
/*				struct pb_err *err);
/* DESCRIPTION
/*	The rows of schema/003_intake.sql.  Like every write of an
/*	arbitration, these run inside the caller's transaction (D1).
/*
/*	store_bounce_insert() records one failing recipient of a bounce
/*	and, on success only, sets b->id.  b->address must not be NULL.
/*
/*	store_bounce_list() returns the bounces of a game (every bounce
/*	when game is 0), oldest first, in an array the caller frees with
/*	store_bounce_list_free(); *rows is NULL when there are none.
/*
/*	store_inbox_list() returns every inbox row, oldest first, in an
/*	array the caller frees with store_inbox_free() on each row and
/*	free() on the array; *rows is NULL when there are none.
/*
/*	store_inbox_count_from() sets *n to the number of inbox rows from
/*	addr received at or after since (mails per sender per hour).
/*
/*	store_notice_get() sets *sent to when the notice kind was last
/*	sent to addr: PB_ENOENT when never.  store_notice_put() records
/*	that it was sent at time sent, replacing the previous time.
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/003_intake.sql, arbiter(3).
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

/* store_bounce_insert - one failing recipient of a bounce */

enum pb_rc
store_bounce_insert(struct store *s, struct store_bounce *b, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO bounces (inbox_id, game_id, seat, address, "
	                          "status, diagnostic, received) "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(b != NULL && b->address != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_BOUNCE_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, b->inbox_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, b->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 3, b->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, b->address)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, b->status)) != SQLITE_OK
	    || (src = store_bind_text(st, 6, b->diagnostic)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 7, b->received)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind bounce", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "insert bounce", err)) == PB_OK)
		b->id = sqlite3_last_insert_rowid(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_bounce_row - store_step_array() element: the row as a new struct */

static void
store_bounce_row(sqlite3_stmt *st, void *elem)
{
	struct store_bounce *b = pb_calloc(1, sizeof(*b));

	b->id = sqlite3_column_int64(st, 0);
	b->inbox_id = sqlite3_column_int64(st, 1);
	b->game_id = sqlite3_column_int64(st, 2);
	b->seat = sqlite3_column_int(st, 3);
	b->address = store_col_text(st, 4);
	b->status = store_col_text(st, 5);
	b->diagnostic = store_col_text(st, 6);
	b->received = sqlite3_column_int64(st, 7);
	*(struct store_bounce **)elem = b;
}

/* store_bounce_clear - release one element of a list */

static void
store_bounce_clear(void *elem)
{
	struct store_bounce *b = *(struct store_bounce **)elem;

	free(b->address);
	free(b->status);
	free(b->diagnostic);
	free(b);
}

/* store_bounce_list - bounces of a game, or all; caller frees */

enum pb_rc
store_bounce_list(
    struct store *s, int64_t game, struct store_bounce ***rows, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT id, inbox_id, game_id, seat, address, status, "
	                          "diagnostic, received FROM bounces "
	                          "WHERE ?1 = 0 OR game_id = ?1 ORDER BY id";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_BOUNCE_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind bounces", err);
	else if ((rc = store_step_array(s, st, "list bounces", sizeof(struct store_bounce *),
	              store_bounce_row, store_bounce_clear, &v, n, err))
	    == PB_OK)
		*rows = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_bounce_list_free - release a list; NULL is a no-op */

void
store_bounce_list_free(struct store_bounce **rows, size_t n)
{
	size_t i;

	for (i = 0; rows != NULL && i < n; i++)
		store_bounce_clear(&rows[i]);
	free(rows);
}

/* store_inbox_count_from - mails from addr since a time */

enum pb_rc
store_inbox_count_from(struct store *s, const char *addr, int64_t since, int *n, struct pb_err *err)
{
	static const char sql[] = "SELECT count(*) FROM inbox "
	                          "WHERE from_addr = ?1 AND received >= ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && n != NULL);

	/* Count: inbox_from serves it. */
	if ((rc = store_stmt(s, STORE_SQL_INBOX_COUNT_FROM, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, addr)) == SQLITE_OK
	    && (src = sqlite3_bind_int64(st, 2, since)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src != SQLITE_ROW) {
		rc = store_sqlite_err(s, src, "count inbox", err);
		goto out;
	}
	*n = sqlite3_column_int(st, 0);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_notice_get - when a notice was last sent, or PB_ENOENT */

enum pb_rc
store_notice_get(
    struct store *s, const char *addr, const char *kind, int64_t *sent, struct pb_err *err)
{
	static const char sql[] = "SELECT sent FROM notices WHERE address = ?1 AND kind = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && kind != NULL && sent != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_NOTICE_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, addr)) == SQLITE_OK
	    && (src = store_bind_text(st, 2, kind)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*sent = sqlite3_column_int64(st, 0);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "no %s notice to %s", kind, addr);
	else
		rc = store_sqlite_err(s, src, "look up notice", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_notice_put - a notice was sent now */

enum pb_rc
store_notice_put(
    struct store *s, const char *addr, const char *kind, int64_t sent, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO notices (address, kind, sent) VALUES (?1, ?2, ?3) "
	                          "ON CONFLICT (address, kind) DO UPDATE SET sent = excluded.sent";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && kind != NULL);

	/* Upsert. */
	if ((rc = store_stmt(s, STORE_SQL_NOTICE_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, addr)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, kind)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, sent)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind notice", err);
		goto out;
	}
	rc = store_step_write(s, st, "record notice", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_inbox_row - store_step_array() element: the row as a new struct */

static void
store_inbox_row(sqlite3_stmt *st, void *elem)
{
	struct store_inbox *ib = pb_calloc(1, sizeof(*ib));

	ib->id = sqlite3_column_int64(st, 0);
	ib->message_id = store_col_text(st, 1);
	ib->dedupe = store_col_text(st, 2);
	ib->from_addr = store_col_text(st, 3);
	ib->subject = store_col_text(st, 4);
	ib->game_id = sqlite3_column_int64(st, 5);
	ib->seat = sqlite3_column_int(st, 6);
	ib->status = store_col_text(st, 7);
	ib->note = store_col_text(st, 8);
	ib->received = sqlite3_column_int64(st, 9);
	ib->auth = store_col_text(st, 10);
	*(struct store_inbox **)elem = ib;
}

/* store_inbox_clear - release one element of a list */

static void
store_inbox_clear(void *elem)
{
	store_inbox_free(*(struct store_inbox **)elem);
}

/* store_inbox_list - every processed mail, oldest first; caller frees */

enum pb_rc
store_inbox_list(struct store *s, struct store_inbox ***rows, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT id, message_id, dedupe, from_addr, subject, game_id, "
	                          "seat, status, note, received, auth FROM inbox ORDER BY id";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_INBOX_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((rc = store_step_array(s, st, "list inbox", sizeof(struct store_inbox *),
	         store_inbox_row, store_inbox_clear, &v, n, err))
	    == PB_OK)
		*rows = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}
