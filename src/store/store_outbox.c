/*++
/* NAME
/*	store_outbox 3
/* SUMMARY
/*	queued mail and what became of it
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_out_insert(struct store *s, struct store_out *o,
/*				struct pb_err *err);
/*	enum pb_rc store_out_due(struct store *s, int64_t now,
/*				struct store_out ***list, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_out_due_plain(struct store *s, int64_t now,
/*				struct store_out ***list, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_out_list(struct store *s, const char *to_addr,
/*				struct store_out ***list, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_out_sent(struct store *s, int64_t id, int64_t now,
/*				struct pb_err *err);
/*	enum pb_rc store_out_failed(struct store *s, int64_t id,
/*				int attempts, int64_t next,
/*				const char *error, int permanent,
/*				struct pb_err *err);
/*	enum pb_rc store_out_requeue(struct store *s, int64_t id,
/*				int64_t now, int *n, struct pb_err *err);
/*	enum pb_rc store_out_due_now(struct store *s, int64_t now, int *n,
/*				struct pb_err *err);
/*	enum pb_rc store_out_list_seat(struct store *s, int64_t game,
/*				int seat, struct store_out ***list, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_out_answered(struct store *s, int64_t game,
/*				int seat, const char *message_id,
/*				const char *needle, int recent, int max,
/*				struct store_out ***list, size_t *n,
/*				struct pb_err *err);
/*	void	store_out_free(struct store_out *o);
/*	void	store_out_list_free(struct store_out **list, size_t n);
/* DESCRIPTION
/*	The arbiter queues replies in the transaction that decided them
/*	(D1 in arbiter.c); the sender sends them later and records the
/*	outcome.  A crash between sending and store_out_sent() sends the
/*	mail again: delivery is at-least-once, and the fixed Message-ID
/*	lets the recipient's software drop the copy.
/*
/* .nf
/*	    store_out_insert()
/*	           |
/*	           v                store_out_failed(permanent = 0)
/*	      +--------+ <-------------------------------+
/*	      | queued |                                 |
/*	      +--------+ --------------------------------+
/*	        |    |  ^
/*	        |    |  +--- store_out_requeue() (by hand) --+
/*	        |    |                                       |
/*	        |    +-- store_out_failed(permanent = 1) --> +--------+
/*	        |                                            | failed |
/*	        +------- store_out_sent() ----> +------+     +--------+
/*	                                        | sent |
/*	                                        +------+
/* .fi
/*
/*	Transition			Function
/*	(none) -> queued		store_out_insert()
/*	queued -> queued (retry later)	store_out_failed(..., 0, ...)
/*	queued -> queued (due now)	store_out_requeue(id), store_out_due_now()
/*	queued -> failed		store_out_failed(..., 1, ...)
/*	queued -> sent			store_out_sent()
/*	failed -> queued		store_out_requeue()
/*
/*	Sent is final; only a queued row becomes sent, and a failed row
/*	leaves its state only by the operator's hand (S5).
/*
/*	store_out_insert() queues o and, on success only, sets o->id.
/*	The new row is queued with no attempts, no error and no sent
/*	time, whatever o->state, o->attempts, o->last_error and o->sent
/*	say; it is due at o->next_attempt (0: at once).  o->token is the
/*	move token the mail shows its reader (NULL: none), which
/*	store_out_answered() finds it by.  Returns PB_EDUP when
/*	o->message_id is already queued.
/*
/*	store_out_due() sets *list to the queued rows with next_attempt
/*	<= now, oldest id first, at most 100 of them, and *n to their
/*	count (NULL and 0 when none).  Free with store_out_list_free().
/*	Each row's picture is 1 when it waits for its picture to be drawn
/*	(store_outpic(3)).  store_out_due_plain() leaves those rows out
/*	(pbemd --deliver beside a daemon, flush.c F3).
/*
/*	store_out_list() sets *list to every row, or only those to
/*	to_addr when it is not NULL, oldest id first.
/*	store_out_list_seat() returns the rows of one seat of one game
/*	(whatever the address they went to), oldest first.
/*
/*	store_out_answered() returns the mails of one seat of one game
/*	that a reply may answer (oldtext(3)), newest first, at most max:
/*	the one whose Message-ID is message_id (the reply's In-Reply-To;
/*	NULL for none), and those among the seat's recent newest mails
/*	that carry needle (the reply's move token; NULL for none) as their
/*	token, or, queued before schema 023 (token unknown), hold it in
/*	their text.  The cost is bounded by recent, not by the length of
/*	the game, and no mail text is read but that of the rows returned
/*	and of old rows among the recent.
/*
/*	store_out_sent() marks queued row id sent at now and clears its
/*	last_error (the attempts stay: how many tries it took).  Returns
/*	PB_ENOENT when there is no queued row id.
/*
/*	store_out_failed() records a failed attempt on queued row id:
/*	attempts and last_error are set to the given values.  With
/*	permanent the row becomes failed; otherwise it stays queued and
/*	becomes due again at next (the caller computes the backoff).
/*	Returns PB_ENOENT when there is no queued row id.
/*
/*	store_out_requeue() makes mail due again at now, by the operator's
/*	hand (pbemctl mail outbox --retry, --failed): with id 0 every
/*	failed row, else row id if it is failed or queued.  A failed row
/*	becomes queued with its attempts back at 0, so that it gets a whole
/*	new series of retries before flush(3) gives it up again; its
/*	last_error stays until it is sent.  A queued row only becomes due
/*	now.  *n is the number of rows changed.  Returns PB_ENOENT when id
/*	names no failed or queued row (a sent mail is never sent again).
/*
/*	store_out_due_now() makes every queued row that waits for a later
/*	try due at now (pbemctl mail outbox --flush: the operator says the
/*	cause is gone); *n is their number.
/*
/*	store_out_free() frees a row, store_out_list_free() a list of n
/*	rows; NULL is a no-op for both.
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/001_init.sql, table outbox.
/*--*/

/* System. */
#include <assert.h>
#include <inttypes.h>
#include <stdlib.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* Columns in the order of struct store_out. */
/* A mail is kept whole in outbox_body, or compact in packed once sent
 * (store_sent.c), or (rows older than schema 021) in message. */
#define OUT_MESSAGE                                                                                \
	"coalesce(unzip(packed), (SELECT b.message FROM outbox_body b WHERE b.id = outbox.id), "   \
	"message)"
#define OUT_COLUMNS                                                                                \
	"id, game_id, seat, to_addr, " OUT_MESSAGE ", message_id, "                                \
	"state, attempts, next_attempt, last_error, created, "                                     \
	"sent, nullif(token, ''), seed_hash"

/* store_out_row - store_step_array() element: a new row in OUT_COLUMNS order */

static void
store_out_row(sqlite3_stmt *st, void *elem)
{
	struct store_out *o;

	o = pb_calloc(1, sizeof(*o));
	o->id = sqlite3_column_int64(st, 0);
	o->game_id = sqlite3_column_int64(st, 1);
	o->seat = sqlite3_column_int(st, 2);
	o->to_addr = store_col_text(st, 3);
	o->message = store_col_text(st, 4);
	o->message_id = store_col_text(st, 5);
	o->state = store_col_text(st, 6);
	o->attempts = sqlite3_column_int(st, 7);
	o->next_attempt = sqlite3_column_int64(st, 8);
	o->last_error = store_col_text(st, 9);
	o->created = sqlite3_column_int64(st, 10);
	o->sent = sqlite3_column_int64(st, 11); /* NULL reads as 0 */
	o->token = store_col_text(st, 12);      /* '' (none) reads as NULL */
	o->seed_hash = store_col_text(st, 13);
	if (sqlite3_column_count(st) > 14) /* store_out_due() */
		o->picture = sqlite3_column_int(st, 14);
	*(struct store_out **)elem = o;
}

/* store_out_clear - store_step_array() cleanup of an element */

static void
store_out_clear(void *elem)
{
	store_out_free(*(struct store_out **)elem);
}

/* store_out_collect - every row of a bound statement; caller frees */

static enum pb_rc
store_out_collect(
    struct store *s, sqlite3_stmt *st, struct store_out ***list, size_t *n, struct pb_err *err)
{
	void      *v = NULL;
	enum pb_rc rc;

	if ((rc = store_step_array(s, st, "read outbox", sizeof(struct store_out *), store_out_row,
	         store_out_clear, &v, n, err))
	    == PB_OK)
		*list = v;
	return (rc);
}

/* store_out_insert - queue a mail; sets o->id */

enum pb_rc
store_out_insert(struct store *s, struct store_out *o, struct pb_err *err)
{
	/* The body apart (outbox_body), so that the outbox's own rows stay
	 * small and packed in their pages once the body goes (021). */
	static const char sql[] =
	    "INSERT INTO outbox (game_id, seat, "
	    "to_addr, message, message_id, next_attempt, created, token, seed_hash) "
	    "VALUES (?1, ?2, ?3, '', ?5, ?6, ?7, coalesce(?8, ''), ?9)";
	static const char body[] = "INSERT INTO outbox_body (id, message) VALUES (?1, ?2)";
	sqlite3_stmt     *st = NULL, *bt = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(o != NULL);

	/* Insert as queued: the schema's defaults. */
	if ((rc = store_stmt(s, STORE_SQL_OUT_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, o->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, o->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, o->to_addr)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, o->message_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 6, o->next_attempt)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 7, o->created)) != SQLITE_OK
	    || (src = store_bind_text(st, 8, o->token)) != SQLITE_OK
	    || (src = store_bind_text(st, 9, o->seed_hash)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind outbox", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "queue mail", err)) != PB_OK
	    || (rc = store_stmt(s, STORE_SQL_OUT_BODY, body, &bt, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(bt, 1, sqlite3_last_insert_rowid(store_db(s)))) != SQLITE_OK
	    || (src = store_bind_text(bt, 2, o->message)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else if ((rc = store_step_write(s, bt, "queue mail", err)) == PB_OK)
		o->id = sqlite3_last_insert_rowid(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(bt);
	store_stmt_done(st);
	return (rc);
}

/* The due rows, with whether each waits for its picture (025): their
 * ids first, sorted and cut (OUT_DUE_IDS ... OUT_DUE_END), then their
 * columns in the order of the ids, so that the sort holds ids only, not
 * copies of whole mails (the sort was about 1% of the samples of
 * pbemd --once over the bench's 300 mails). */
#define OUT_DUE_IDS                                                                                \
	"SELECT " OUT_COLUMNS ", EXISTS (SELECT 1 FROM outbox_picture p WHERE p.id = outbox.id) "  \
	"FROM outbox WHERE id IN (SELECT id FROM outbox WHERE state = 'queued' "                   \
	"AND next_attempt <= ?1 "
#define OUT_DUE_END "ORDER BY id LIMIT ?2) ORDER BY id"

/* out_due - the rows of a due statement, at most STORE_OUT_DUE_MAX */

static enum pb_rc
out_due(struct store *s, enum store_sql slot, const char *sql, int64_t now,
    struct store_out ***list, size_t *n, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	/* Sanity checks. */
	assert(list != NULL && n != NULL);

	/* Collect. */
	if ((rc = store_stmt(s, slot, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, now)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, STORE_OUT_DUE_MAX)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else
		rc = store_out_collect(s, st, list, n, err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_due - queued rows due by now, oldest first, at most 100 */

enum pb_rc
store_out_due(struct store *s, int64_t now, struct store_out ***list, size_t *n, struct pb_err *err)
{
	static const char sql[] = OUT_DUE_IDS OUT_DUE_END;

	return (out_due(s, STORE_SQL_OUT_DUE, sql, now, list, n, err));
}

/* store_out_due_plain - the same but those waiting for their picture */

enum pb_rc
store_out_due_plain(
    struct store *s, int64_t now, struct store_out ***list, size_t *n, struct pb_err *err)
{
	static const char sql[] = OUT_DUE_IDS "AND NOT EXISTS (SELECT 1 FROM outbox_picture p "
	                                      "WHERE p.id = outbox.id) " OUT_DUE_END;

	return (out_due(s, STORE_SQL_OUT_DUE_PLAIN, sql, now, list, n, err));
}

/* store_out_list - all rows, or those to one address, oldest first */

enum pb_rc
store_out_list(
    struct store *s, const char *to_addr, struct store_out ***list, size_t *n, struct pb_err *err)
{
	static const char sql_all[] = "SELECT " OUT_COLUMNS " FROM outbox "
	                              "ORDER BY id";
	static const char sql_to[] = "SELECT " OUT_COLUMNS " FROM outbox "
	                             "WHERE to_addr = ?1 ORDER BY id";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(list != NULL && n != NULL);

	/* Two statements, so that each uses its best plan. */
	if (to_addr == NULL)
		rc = store_stmt(s, STORE_SQL_OUT_LIST_ALL, sql_all, &st, err);
	else
		rc = store_stmt(s, STORE_SQL_OUT_LIST_TO, sql_to, &st, err);
	if (rc != PB_OK)
		goto out;
	if (to_addr != NULL && (src = store_bind_text(st, 1, to_addr)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else
		rc = store_out_collect(s, st, list, n, err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_list_seat - the mails of one seat of one game, oldest first
 * (HISTORY by mail; the index outbox_seat of schema 007 serves it) */

enum pb_rc
store_out_list_seat(struct store *s, int64_t game, int seat, struct store_out ***list, size_t *n,
    struct pb_err *err)
{
	static const char sql[] = "SELECT " OUT_COLUMNS " FROM outbox "
	                          "WHERE game_id = ?1 AND seat = ?2 ORDER BY id";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(list != NULL && n != NULL && game > 0 && seat > 0);

	if ((rc = store_stmt(s, STORE_SQL_OUT_LIST_SEAT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else
		rc = store_out_collect(s, st, list, n, err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_answered - the mails of a seat a reply answers: by
 * Message-ID, or among the recent newest by a string they hold */

enum pb_rc
store_out_answered(struct store *s, int64_t game, int seat, const char *message_id,
    const char *needle, int recent, int max, struct store_out ***list, size_t *n,
    struct pb_err *err)
{
	/* The ids first, then the columns (and so the text) of at most
	 * max rows.  The token column says which mails carry the token
	 * (023); only a row queued before it (NULL) is read for it. */
	static const char sql[] =
	    "SELECT " OUT_COLUMNS " FROM outbox WHERE id IN ("
	    "SELECT id FROM outbox WHERE message_id = ?3 "
	    "AND game_id = ?1 AND seat = ?2 "
	    "UNION SELECT id FROM outbox WHERE game_id = ?1 AND seat = ?2 "
	    "AND id >= coalesce((SELECT id FROM outbox WHERE game_id = ?1 "
	    "AND seat = ?2 ORDER BY id DESC LIMIT 1 OFFSET ?5 - 1), 0) "
	    "AND CASE WHEN token IS NULL THEN instr(" OUT_MESSAGE ", ?4) > 0 ELSE token = ?4 END) "
	    "ORDER BY id DESC LIMIT ?6";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	/* Sanity checks. */
	assert(list != NULL && n != NULL && game > 0 && seat > 0);

	if ((rc = store_stmt(s, STORE_SQL_OUT_ANSWERED, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, message_id)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, needle)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 5, recent)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 6, max)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else
		rc = store_out_collect(s, st, list, n, err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_change - run a state change on a queued row (S5) */

static enum pb_rc
store_out_change(struct store *s, sqlite3_stmt *st, int64_t id, const char *op, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = store_step_write(s, st, op, err)) == PB_OK && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_ENOENT, "%s: no queued mail %" PRId64, op, id);
	return (rc);
}

/* store_out_sent - queued -> sent */

enum pb_rc
store_out_sent(struct store *s, int64_t id, int64_t now, struct pb_err *err)
{
	static const char sql[] = "UPDATE outbox SET state = 'sent', "
	                          "sent = ?2, last_error = NULL WHERE id = ?1 AND state = 'queued'";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_OUT_SENT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, now)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else
		rc = store_out_change(s, st, id, "mark sent", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_failed - queued -> queued later, or -> failed */

enum pb_rc
store_out_failed(struct store *s, int64_t id, int attempts, int64_t next, const char *error,
    int permanent, struct pb_err *err)
{
	static const char sql[] = "UPDATE outbox SET state = CASE WHEN ?5 "
	                          "THEN 'failed' ELSE 'queued' END, attempts = ?2, "
	                          "next_attempt = ?3, last_error = ?4 "
	                          "WHERE id = ?1 AND state = 'queued'";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_OUT_FAILED, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, attempts)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, next)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, error)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 5, permanent != 0)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else
		rc = store_out_change(s, st, id, permanent ? "mark failed" : "mark for retry", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_requeue - failed (or queued) -> queued, due now; by hand */

enum pb_rc
store_out_requeue(struct store *s, int64_t id, int64_t now, int *n, struct pb_err *err)
{
	static const char sql[] = "UPDATE outbox SET attempts = CASE WHEN state = 'failed' "
	                          "THEN 0 ELSE attempts END, state = 'queued', next_attempt = ?2 "
	                          "WHERE CASE WHEN ?1 = 0 THEN state = 'failed' "
	                          "ELSE id = ?1 AND state IN ('queued', 'failed') END";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(id >= 0 && n != NULL);

	if ((rc = store_stmt(s, STORE_SQL_OUT_REQUEUE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, now)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else if ((rc = store_step_write(s, st, "requeue", err)) != PB_OK)
		goto out;
	else if (id != 0 && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_ENOENT, "no failed or queued mail #%" PRId64, id);
	else
		*n = sqlite3_changes(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_due_now - every queued row due now; by hand */

enum pb_rc
store_out_due_now(struct store *s, int64_t now, int *n, struct pb_err *err)
{
	static const char sql[] = "UPDATE outbox SET next_attempt = ?1 "
	                          "WHERE state = 'queued' AND next_attempt > ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(n != NULL);

	if ((rc = store_stmt(s, STORE_SQL_OUT_DUE_NOW, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, now)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox", err);
	else if ((rc = store_step_write(s, st, "make due", err)) == PB_OK)
		*n = sqlite3_changes(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_out_free - release a row; NULL is a no-op */

void
store_out_free(struct store_out *o)
{
	if (o == NULL)
		return;
	free(o->to_addr);
	free(o->message);
	free(o->message_id);
	free(o->state);
	free(o->last_error);
	free(o->token);
	free(o->seed_hash);
	free(o);
}

/* store_out_list_free - release n rows and the list; NULL is a no-op */

void
store_out_list_free(struct store_out **list, size_t n)
{
	size_t i;

	if (list == NULL)
		return;
	for (i = 0; i < n; i++)
		store_out_free(list[i]);
	free(list);
}
