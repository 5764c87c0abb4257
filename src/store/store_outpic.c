/*++
/* NAME
/*	store_outpic 3
/* SUMMARY
/*	queued mails whose picture is drawn when they are sent
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_outpic_insert(struct store *s,
/*				const struct store_outpic *op,
/*				struct pb_err *err)
/*
/*	enum pb_rc store_outpic_get(struct store *s, int64_t id,
/*				struct store_outpic *op, struct pb_err *err)
/*
/*	enum pb_rc store_outpic_done(struct store *s, int64_t id,
/*				const char *message, struct pb_err *err)
/*
/*	void	store_outpic_clear(struct store_outpic *op);
/* DESCRIPTION
/*	store_outpic_insert() records that the queued outbox row op->id
/*	waits for its picture (schema/025_late_pictures.sql), in the
/*	caller's transaction, the one that queued the row.
/*
/*	store_outpic_get() reads that record into *op (caller clears it
/*	with store_outpic_clear()).
/*
/*	store_outpic_done() ends it: with message (the mail with its
/*	picture), outbox_body holds that mail from now on; with NULL the
/*	mail stays as queued, without a picture.  In the caller's
/*	transaction (flush.c: the one that records the sending).
/* DIAGNOSTICS
/*	store_outpic_get(): PB_ENOENT when the row waits for no picture;
/*	otherwise as store.h.
/* SEE ALSO
/*	schema/025_late_pictures.sql; src/arbiter/notify.c, flush.c.
/*--*/

/* System. */
#include <assert.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* store_outpic_insert - the row op->id waits for its picture */

enum pb_rc
store_outpic_insert(struct store *s, const struct store_outpic *op, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO outbox_picture (id, kind, locale, view, message) "
	                          "VALUES (?1, ?2, ?3, ?4, ?5)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_OUTPIC_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, op->id)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, op->kind)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, op->locale)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, op->view)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, op->message)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox picture", err);
	else
		rc = store_step_write(s, st, "queue outbox picture", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_outpic_get - what row id's picture is drawn from */

enum pb_rc
store_outpic_get(struct store *s, int64_t id, struct store_outpic *op, struct pb_err *err)
{
	static const char sql[] =
	    "SELECT kind, locale, view, message FROM outbox_picture WHERE id = ?1";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	if ((rc = store_stmt(s, STORE_SQL_OUTPIC_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind outbox picture", err);
		goto out;
	}
	if ((src = sqlite3_step(st)) == SQLITE_ROW) {
		op->id = id;
		op->kind = store_col_text(st, 0);
		op->locale = store_col_text(st, 1);
		op->view = store_col_text(st, 2);
		op->message = store_col_text(st, 3);
	} else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "outbox %" PRId64 " waits for no picture", id);
	else
		rc = store_sqlite_err(s, src, "read outbox picture", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_outpic_done - the picture drawn (message: the whole mail) or
 * not (NULL): the row waits no more */

enum pb_rc
store_outpic_done(struct store *s, int64_t id, const char *message, struct pb_err *err)
{
	static const char body[] = "UPDATE outbox_body SET message = ?2 WHERE id = ?1";
	static const char del[] = "DELETE FROM outbox_picture WHERE id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc = PB_OK;
	int               src;

	if (message != NULL) {
		if ((rc = store_stmt(s, STORE_SQL_OUTPIC_BODY, body, &st, err)) != PB_OK)
			goto out;
		if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK
		    || (src = store_bind_text(st, 2, message)) != SQLITE_OK) {
			rc = store_sqlite_err(s, src, "bind outbox picture", err);
			goto out;
		}
		if ((rc = store_step_write(s, st, "write outbox picture", err)) != PB_OK)
			goto out;
		store_stmt_done(st);
		st = NULL;
	}
	if ((rc = store_stmt(s, STORE_SQL_OUTPIC_DELETE, del, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind outbox picture", err);
	else
		rc = store_step_write(s, st, "end outbox picture", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_outpic_clear - free what store_outpic_get() read */

void
store_outpic_clear(struct store_outpic *op)
{
	free(op->kind);
	free(op->locale);
	free(op->view);
	free(op->message);
	op->kind = op->locale = op->view = op->message = NULL;
}
