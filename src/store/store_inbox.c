/*++
/* NAME
/*	store_inbox 3
/* SUMMARY
/*	processed mail, recorded once
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_inbox_insert(struct store *s,
/*				struct store_inbox *ib, struct pb_err *err);
/*	enum pb_rc store_inbox_seen(struct store *s,
/*				const char *message_id, struct pb_err *err);
/*	enum pb_rc store_inbox_key(struct store *s,
/*				const char *message_id, const char *content,
/*				char **key, struct pb_err *err);
/*	void	store_inbox_free(struct store_inbox *ib);
/* DESCRIPTION
/*	Every mail the arbiter processes leaves one inbox row, whatever
/*	the outcome; the row and the effects of the mail commit in the
/*	same transaction (S3; D1 and D3 in arbiter.c).
/*
/*	store_inbox_insert() records ib and, on success only, sets ib->id.
/*	ib->message_id must not be NULL; ib->dedupe and ib->content may
/*	be.  Returns
/*	PB_EDUP when ib->message_id or ib->dedupe is already recorded:
/*	the caller must then do nothing else with the mail.  Within a
/*	transaction the failed insert leaves the transaction usable.
/*
/*	store_inbox_seen() is the cheap check before parsing a mail:
/*	PB_EDUP if message_id is recorded, PB_OK if not.  It does not
/*	replace the UNIQUE check of store_inbox_insert(), which is the
/*	one that holds under concurrency.
/*
/*	store_inbox_key() is the same check by Message-ID together with
/*	content (a digest of the sender and the text, arbiter.c D3):
/*	PB_EDUP when a row holds message_id and content, or message_id
/*	and no content (a row from before schema 011, which cannot be
/*	told apart).  Otherwise *key receives the key to record the mail
/*	under (ib->message_id, caller frees): message_id itself when no
/*	row holds it, else "message_id content" (and ".N" after it, N = 2,
/*	3 ..., when that key too is held by a row of other content), so
/*	that a different mail under a Message-ID already seen is recorded,
/*	and the same mail delivered again is a duplicate (schema 011).
/*
/*	store_inbox_free() frees an inbox record; NULL is a no-op.
/* DIAGNOSTICS
/*	As store.h; PB_EDUP comes with a message naming the Message-ID.
/* SEE ALSO
/*	schema/001_init.sql, table inbox.
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

/* store_inbox_bind - bind ?1..?11 in the column order of the INSERT */

static int
store_inbox_bind(sqlite3_stmt *st, const struct store_inbox *ib)
{
	int src;

	if ((src = store_bind_text(st, 1, ib->message_id)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, ib->dedupe)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, ib->from_addr)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, ib->subject)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 5, ib->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 6, ib->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 7, ib->status)) != SQLITE_OK
	    || (src = store_bind_text(st, 8, ib->note)) != SQLITE_OK
	    || (src = store_bind_text(st, 10, ib->auth)) != SQLITE_OK)
		return (src);
	if ((src = sqlite3_bind_int64(st, 9, ib->received)) != SQLITE_OK)
		return (src);
	return (store_bind_text(st, 11, ib->content));
}

/* store_inbox_insert - record a processed mail once (S3) */

enum pb_rc
store_inbox_insert(struct store *s, struct store_inbox *ib, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO inbox (message_id, dedupe, "
	                          "from_addr, subject, game_id, seat, status, note, received, auth, "
	                          "content) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(ib != NULL && ib->message_id != NULL);

	/* Insert; UNIQUE on message_id and dedupe gives exactly-once. */
	if ((rc = store_stmt(s, STORE_SQL_INBOX_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_inbox_bind(st, ib)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind inbox", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "insert inbox", err)) == PB_OK)
		ib->id = sqlite3_last_insert_rowid(store_db(s));
	else if (rc == PB_EDUP)
		pb_err_set(err, PB_EDUP, "message %s already processed (%s)", ib->message_id,
		    sqlite3_errmsg(store_db(s)));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_inbox_seen - PB_EDUP if the Message-ID is recorded */

enum pb_rc
store_inbox_seen(struct store *s, const char *message_id, struct pb_err *err)
{
	static const char sql[] = "SELECT 1 FROM inbox WHERE message_id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(message_id != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_INBOX_SEEN, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, message_id)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		rc = pb_err_set(err, PB_EDUP, "message %s already processed", message_id);
	else if (src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, "look up inbox", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_inbox_held - is key recorded? *same: with this content (or none) */

static enum pb_rc
store_inbox_held(struct store *s, const char *key, const char *content, int *held, int *same,
    struct pb_err *err)
{
	static const char sql[] = "SELECT content IS NULL OR content = ?2 FROM inbox "
	                          "WHERE message_id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	*held = *same = 0;
	if ((rc = store_stmt(s, STORE_SQL_INBOX_KEY, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, key)) == SQLITE_OK
	    && (src = store_bind_text(st, 2, content)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		*held = 1;
		*same = sqlite3_column_int(st, 0);
	} else if (src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, "look up inbox", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_inbox_key - a duplicate by Message-ID and content, else the key
 * to record the mail under (schema 011) */

enum pb_rc
store_inbox_key(struct store *s, const char *message_id, const char *content, char **key,
    struct pb_err *err)
{
	enum pb_rc rc;
	char      *k;
	int        held, same, n;

	/* Sanity checks. */
	assert(message_id != NULL && content != NULL && key != NULL);

	/* The Message-ID, then "ID CONTENT", then "ID CONTENT.N". */
	*key = NULL;
	k = pb_strdup(message_id);
	for (n = 1; n <= 100; n++) {
		if ((rc = store_inbox_held(s, k, content, &held, &same, err)) != PB_OK)
			break;
		if (!held) {
			*key = k;
			return (PB_OK);
		}
		if (same) {
			rc = pb_err_set(err, PB_EDUP, "message %s already processed", message_id);
			break;
		}
		free(k);
		k = n == 1 ? pb_asprintf("%s %s", message_id, content)
		           : pb_asprintf("%s %s.%d", message_id, content, n);
	}
	if (n > 100)
		rc = pb_err_set(err, PB_EDUP, "message %s: too many mails under it", message_id);
	free(k);
	return (rc);
}

/* store_inbox_free - release an inbox record; NULL is a no-op */

void
store_inbox_free(struct store_inbox *ib)
{
	if (ib == NULL)
		return;
	free(ib->message_id);
	free(ib->dedupe);
	free(ib->content);
	free(ib->from_addr);
	free(ib->subject);
	free(ib->status);
	free(ib->note);
	free(ib->auth);
	free(ib);
}
