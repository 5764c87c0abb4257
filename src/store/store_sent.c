/*++
/* NAME
/*	store_sent 3
/* SUMMARY
/*	sent mail kept compact, and the seed hash each mail showed
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_sent_whole(struct store *s, int64_t before,
/*				int limit, struct store_whole **rows,
/*				size_t *n, struct pb_err *err);
/*	enum pb_rc store_sent_pack(struct store *s, int64_t id,
/*				const char *compact, const char *seed_hash,
/*				struct pb_err *err);
/*	enum pb_rc store_sent_shown(struct store *s, int64_t game,
/*				struct store_shown **rows, size_t *n,
/*				struct pb_err *err);
/*	void	store_whole_free(struct store_whole *rows, size_t n);
/*	void	store_shown_free(struct store_shown *rows, size_t n);
/* DESCRIPTION
/*	A mail is kept whole while it waits to be sent.  Once sent, what
/*	the installation still needs of it is its text (HISTORY, `pbemctl
/*	mail outbox --full`, the quoted text of a reply) and the seed hash
/*	it showed (replay --verify): the caller (sent.c) makes the
/*	compact form, and the store keeps it compressed (store_zip.c) in
/*	outbox.packed, with message ''.  Every reader of outbox rows in
/*	store_outbox.c reads the compact form as message (unzip() in
/*	SQL), so nothing else changes for them.
/*
/*	store_sent_whole() lists at most limit sent mails still whole,
/*	sent at or before before, oldest first (the partial index
/*	outbox_whole: the cost does not grow with the mails already
/*	compact), with the seed hash kept when each was queued (NULL:
/*	queued by a version that did not keep it).  The array is the
/*	caller's (store_whole_free()).
/*
/*	store_sent_pack() keeps mail id as compact (its text, whole) and
/*	the seed hash it showed ("" for none; NULL: the one kept when it
/*	was queued, store_out_insert()), inside the caller's transaction.  A mail not sent, or already compact, is left as it
/*	is (PB_OK: another pass did it).
/*
/*	store_sent_shown() lists every mail to a seat of game, by seat,
/*	then oldest first, with the seed hash it showed when it is known,
/*	else (NULL) its message to read it from.  The array is the
/*	caller's (store_shown_free()).
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/021_scale.sql; src/arbiter/sent.c.
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

/* A whole mail's text: its body apart (021), or in the row (older). */
#define BODY "(SELECT b.message FROM outbox_body b WHERE b.id = outbox.id)"

/* whole_row - store_step_array() element: (id, message, seed_hash) */

static void
whole_row(sqlite3_stmt *st, void *elem)
{
	struct store_whole *w = elem;

	w->id = sqlite3_column_int64(st, 0);
	w->message = store_col_text(st, 1);
	w->seed_hash = store_col_text(st, 2);
}

/* whole_clear - free what whole_row() copied */

static void
whole_clear(void *elem)
{
	struct store_whole *w = elem;

	free(w->message);
	free(w->seed_hash);
}

/* store_sent_whole - sent mails still whole, oldest first */

enum pb_rc
store_sent_whole(struct store *s, int64_t before, int limit, struct store_whole **rows, size_t *n,
    struct pb_err *err)
{
	/* INDEXED BY: without it SQLite takes outbox_due (state = 'sent'),
	 * a walk of every mail ever sent, each pass (check_store_plan). */
	static const char sql[] = "SELECT id, coalesce(" BODY ", message), seed_hash FROM outbox"
	                          " INDEXED BY outbox_whole"
	                          " WHERE state = 'sent' AND packed IS NULL AND sent <= ?1"
	                          " ORDER BY sent LIMIT ?2";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	assert(rows != NULL && n != NULL);
	if ((rc = store_stmt(s, STORE_SQL_SENT_WHOLE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, before)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, limit)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind sent", err);
	else if ((rc = store_step_array(s, st, "list sent mail", sizeof(struct store_whole),
	              whole_row, whole_clear, &v, n, err))
	    == PB_OK)
		*rows = v;
out:
	store_stmt_done(st);
	return (rc);
}

/* store_sent_pack - keep a sent mail compact */

enum pb_rc
store_sent_pack(
    struct store *s, int64_t id, const char *compact, const char *seed_hash, struct pb_err *err)
{
	static const char sql[] = "UPDATE outbox SET packed = ?2, message = '',"
	                          " seed_hash = coalesce(?3, seed_hash)"
	                          " WHERE id = ?1 AND state = 'sent' AND packed IS NULL";
	static const char drop[] = "DELETE FROM outbox_body WHERE id = ?1";
	sqlite3_stmt     *st = NULL;
	unsigned char    *blob = NULL;
	size_t            blen;
	enum pb_rc        rc;
	int               src;

	assert(compact != NULL);
	if ((rc = store_zip(s, 1, compact, strlen(compact), &blob, &blen, err)) != PB_OK
	    || (rc = store_stmt(s, STORE_SQL_SENT_PACK, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK
	    || (src = sqlite3_bind_blob(st, 2, blob, (int)blen, SQLITE_STATIC)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, seed_hash)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind sent", err);
	else if ((rc = store_step_write(s, st, "keep sent mail", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) > 0) {
		/* Its whole body goes: its pages serve the next mails. */
		store_stmt_done(st);
		if ((rc = store_stmt(s, STORE_SQL_SENT_DROP, drop, &st, err)) != PB_OK)
			goto out;
		if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK)
			rc = store_sqlite_err(s, src, "bind sent", err);
		else
			rc = store_step_write(s, st, "keep sent mail", err);
	}
out:
	store_stmt_done(st);
	free(blob);
	return (rc);
}

/* shown_row - store_step_array() element */

static void
shown_row(sqlite3_stmt *st, void *elem)
{
	struct store_shown *w = elem;

	w->id = sqlite3_column_int64(st, 0);
	w->seat = sqlite3_column_int(st, 1);
	w->message_id = store_col_text(st, 2);
	w->seed_hash = store_col_text(st, 3);
	w->message = store_col_text(st, 4);
}

/* shown_clear - free what shown_row() copied */

static void
shown_clear(void *elem)
{
	struct store_shown *w = elem;

	free(w->message_id);
	free(w->seed_hash);
	free(w->message);
}

/* store_sent_shown - the seed hash each mail to a seat showed, or the
 * mail to read it from */

enum pb_rc
store_sent_shown(
    struct store *s, int64_t game, struct store_shown **rows, size_t *n, struct pb_err *err)
{
	static const char sql[] =
	    "SELECT id, seat, message_id, seed_hash,"
	    " CASE WHEN seed_hash IS NULL THEN coalesce(unzip(packed), " BODY ", message) END"
	    " FROM outbox WHERE game_id = ?1 AND seat > 0 ORDER BY seat, id";
	sqlite3_stmt *st = NULL;
	void         *v = NULL;
	enum pb_rc    rc;
	int           src;

	assert(rows != NULL && n != NULL);
	if ((rc = store_stmt(s, STORE_SQL_SENT_SHOWN, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind shown", err);
	else if ((rc = store_step_array(s, st, "list mails shown", sizeof(struct store_shown),
	              shown_row, shown_clear, &v, n, err))
	    == PB_OK)
		*rows = v;
out:
	store_stmt_done(st);
	return (rc);
}

/* store_whole_free - release store_sent_whole(); NULL is a no-op */

void
store_whole_free(struct store_whole *rows, size_t n)
{
	size_t i;

	for (i = 0; rows != NULL && i < n; i++)
		whole_clear(&rows[i]);
	free(rows);
}

/* store_shown_free - release store_sent_shown(); NULL is a no-op */

void
store_shown_free(struct store_shown *rows, size_t n)
{
	size_t i;

	for (i = 0; rows != NULL && i < n; i++)
		shown_clear(&rows[i]);
	free(rows);
}
