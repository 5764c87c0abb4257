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
/*	enum pb_rc store_pop3_forget(struct store *s, const char *account,
/*				const char *const *keep, size_t n,
/*				struct pb_err *err)
/* DESCRIPTION
/*	store_pop3_seen() returns PB_EDUP when (account, uidl) is recorded,
/*	PB_OK when it is not.  store_pop3_mark() records it (recording it
/*	twice is PB_OK), in its own implicit transaction: the POP3 source
/*	calls it after the message's transaction committed (D2).
/*	store_pop3_forget() drops the UIDLs of account that are not among
/*	keep, the maildrop's listing at the end of a pass: a message gone
/*	from the server never comes back, so the table holds no more rows
/*	than the maildrop holds messages.
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/002_pop3.sql, table pop3_seen; source_pop3(3).
/*--*/

/* System. */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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

/* uid_cmp - qsort and bsearch over strings */

static int
uid_cmp(const void *a, const void *b)
{
	return (strcmp(*(const char *const *)a, *(const char *const *)b));
}

/* The UIDLs store_pop3_gone() collects. */

struct store_pop3_walk {
	const char *const *sorted; /* the UIDLs to keep, sorted */
	size_t             n;
	char             **gone; /* recorded, not kept: new strings */
	size_t             ngone;
	size_t             cap;
};

/* store_pop3_gone - store_step_each() row: keep a UIDL not kept */

static enum pb_rc
store_pop3_gone(sqlite3_stmt *st, void *arg, struct pb_err *err)
{
	struct store_pop3_walk *w = arg;
	const char             *u;

	(void)err;
	u = (const char *)sqlite3_column_text(st, 0);
	if (u != NULL && bsearch(&u, w->sorted, w->n, sizeof(*w->sorted), uid_cmp) == NULL) {
		w->gone = store_grow(w->gone, w->ngone, &w->cap, sizeof(*w->gone));
		w->gone[w->ngone++] = pb_strdup(u);
	}
	return (PB_OK);
}

/* store_pop3_forget - drop the recorded UIDLs of account that are not in
 * keep (mail gone from the maildrop: it cannot come back) */

enum pb_rc
store_pop3_forget(
    struct store *s, const char *account, const char *const *keep, size_t n, struct pb_err *err)
{
	static const char list_sql[] = "SELECT uidl FROM pop3_seen WHERE account = ?1";
	static const char drop_sql[] = "DELETE FROM pop3_seen WHERE account = ?1 AND uidl = ?2";
	struct store_pop3_walk w = { NULL, n, NULL, 0, 0 };
	sqlite3_stmt          *st = NULL;
	const char           **sorted = NULL;
	size_t                 i;
	enum pb_rc             rc;
	int                    src;

	/* Sanity checks. */
	assert(account != NULL && (keep != NULL || n == 0));

	/* The UIDLs recorded that the maildrop no longer holds. */
	sorted = pb_calloc(n + 1, sizeof(*sorted));
	for (i = 0; i < n; i++)
		sorted[i] = keep[i];
	qsort(sorted, n, sizeof(*sorted), uid_cmp);
	w.sorted = sorted;
	if ((rc = store_stmt(s, STORE_SQL_POP3_LIST, list_sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, account)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "list pop3 seen", err);
	else
		rc = store_step_each(s, st, "list pop3 seen", store_pop3_gone, &w, err);
	if (rc != PB_OK)
		goto out;
	store_stmt_done(st);
	st = NULL;

	/* Drop them. */
	for (i = 0; i < w.ngone && rc == PB_OK; i++) {
		if ((rc = store_stmt(s, STORE_SQL_POP3_DROP, drop_sql, &st, err)) != PB_OK)
			break;
		if ((src = store_bind_text(st, 1, account)) != SQLITE_OK
		    || (src = store_bind_text(st, 2, w.gone[i])) != SQLITE_OK)
			rc = store_sqlite_err(s, src, "bind pop3 drop", err);
		else
			rc = store_step_write(s, st, "drop pop3 seen", err);
		store_stmt_done(st);
		st = NULL;
	}

	/* Cleanup. */
out:
	store_stmt_done(st);
	for (i = 0; i < w.ngone; i++)
		free(w.gone[i]);
	free(w.gone);
	free(sorted);
	return (rc);
}
