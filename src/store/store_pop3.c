/*++
/* NAME
/*	store_pop3 3
/* SUMMARY
/*	the UIDLs a kept POP3 maildrop has already handled
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_pop3_seen(struct store *s, const char *account,
/*				const char *uidl, struct pb_err *err)
/*
/*	enum pb_rc store_pop3_mark(struct store *s, const char *account,
/*				const char *uidl, int64_t now,
/*				struct pb_err *err)
/* DESCRIPTION
/*	store_pop3_seen() returns PB_EDUP when (account, uidl) is recorded,
/*	PB_OK when it is not.  store_pop3_mark() records it (recording it
/*	twice is PB_OK), in its own implicit transaction: the POP3 source
/*	calls it after the message's transaction committed (D2).
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/002_pop3.sql, table pop3_seen; source_pop3(3).
/*--*/

/* System. */
#include <assert.h>
#include <stdint.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* store_pop3_seen - PB_EDUP when the UIDL of account is recorded */

enum pb_rc
store_pop3_seen(struct store *s, const char *account, const char *uidl, struct pb_err *err)
{
	static const char sql[] = "SELECT 1 FROM pop3_seen WHERE account = ?1 AND uidl = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(account != NULL && uidl != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_POP3_SEEN, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, account)) == SQLITE_OK
	    && (src = store_bind_text(st, 2, uidl)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		rc = pb_err_set(err, PB_EDUP, "pop3 %s: UIDL %s already done", account, uidl);
	else if (src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, "pop3 seen", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_pop3_mark - record the UIDL of account as done */

enum pb_rc
store_pop3_mark(
    struct store *s, const char *account, const char *uidl, int64_t now, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO pop3_seen (account, uidl, seen) VALUES (?1, ?2, ?3) "
	                          "ON CONFLICT (account, uidl) DO NOTHING";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(account != NULL && uidl != NULL);

	/* Insert, unless there. */
	if ((rc = store_stmt(s, STORE_SQL_POP3_MARK, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, account)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, uidl)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, now)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind pop3 seen", err);
		goto out;
	}
	rc = store_step_write(s, st, "mark pop3 seen", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}
