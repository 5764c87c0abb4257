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
/* DESCRIPTION
/*	store_server_get() sets *value to the key's, or 0 when the key has
/*	none yet.  store_server_put() sets it.
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/009_server.sql.
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
