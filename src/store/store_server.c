/*++
/* NAME
/*	store_server 3
/* SUMMARY
/*	integers of the installation (table server)
/* SYNOPSIS
/*	#include "store/store.h"
/*	enum pb_rc store_server_get(struct store *s, const char *key,
/*				int64_t *value, struct pb_err *err)
/*	enum pb_rc store_server_put(struct store *s, const char *key,
/*				int64_t value, struct pb_err *err)
/*	enum pb_rc store_server_counts(struct store *s, int64_t since,
/*				struct store_counts *c, struct pb_err *err)
/* DESCRIPTION
/*	store_server_get() sets *value to the key's, or 0 when the key has
/*	none yet.  store_server_put() sets it.
/*
/*	store_server_counts() fills c with what `pbemctl status` shows of
/*	the store: the outbox rows queued and failed, the bounces received
/*	since since, and the earliest deadline among the seats that games
/*	not paused wait for (deadline 0: none).  It reads small tables or
/*	indexes (outbox_due); it runs for an operator, never per mail.
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/009_server.sql.
/*--*/

/* System. */
#include <assert.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* store_server_get - an integer of the installation, 0 if unset */

enum pb_rc
store_server_get(struct store *s, const char *key, int64_t *value, struct pb_err *err)
{
	static const char sql[] = "SELECT value FROM server WHERE key = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	assert(key != NULL);
	*value = 0;
	if ((rc = store_stmt(s, STORE_SQL_SERVER_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, key)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*value = sqlite3_column_int64(st, 0);
	else if (src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, "server get", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_server_put - set an integer of the installation */

enum pb_rc
store_server_put(struct store *s, const char *key, int64_t value, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO server (key, value) VALUES (?1, ?2) "
	                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	assert(key != NULL);
	if ((rc = store_stmt(s, STORE_SQL_SERVER_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, key)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, value)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind server", err);
		goto out;
	}
	rc = store_step_write(s, st, "server put", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_server_next - the earliest deadline of an unpaused game */

static enum pb_rc
store_server_next(struct store *s, struct store_counts *c, struct pb_err *err)
{
	static const char sql[] = "SELECT w.deadline, w.game_id, w.seat, w.kind FROM waits w "
	                          "LEFT JOIN clocks k ON k.game_id = w.game_id "
	                          "WHERE coalesce(k.paused, 0) = 0 "
	                          "ORDER BY w.deadline, w.game_id, w.seat LIMIT 1";
	sqlite3_stmt     *st = NULL;
	const char       *kind;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_SERVER_NEXT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_step(st)) == SQLITE_ROW) {
		c->deadline = sqlite3_column_int64(st, 0);
		c->game = sqlite3_column_int64(st, 1);
		c->seat = sqlite3_column_int(st, 2);
		kind = (const char *)sqlite3_column_text(st, 3);
		snprintf(c->kind, sizeof(c->kind), "%s", kind ? kind : "");
	} else if (src != SQLITE_DONE)
		rc = store_sqlite_err(s, src, "next deadline", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_server_counts - outbox, bounces and the next deadline */

enum pb_rc
store_server_counts(struct store *s, int64_t since, struct store_counts *c, struct pb_err *err)
{
	static const char sql[] =
	    "SELECT (SELECT count(*) FROM outbox WHERE state = 'queued'), "
	    "(SELECT count(*) FROM outbox WHERE state = 'failed'), "
	    "(SELECT count(*) FROM bounces WHERE received >= ?1)";
	struct store_counts got;
	sqlite3_stmt       *st = NULL;
	enum pb_rc          rc;
	int                 src;

	memset(&got, 0, sizeof(got));
	if ((rc = store_stmt(s, STORE_SQL_SERVER_COUNTS, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, since)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src != SQLITE_ROW) {
		rc = store_sqlite_err(s, src, "status counts", err);
		goto out;
	}
	got.queued = sqlite3_column_int(st, 0);
	got.failed = sqlite3_column_int(st, 1);
	got.bounces = sqlite3_column_int(st, 2);
	store_stmt_done(st);
	st = NULL;
	if ((rc = store_server_next(s, &got, err)) == PB_OK)
		*c = got;
out:
	store_stmt_done(st);
	return (rc);
}
