/*++
/* NAME
/*	store_packs 3
/* SUMMARY
/*	content packs, immutable and keyed by hash
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_pack_put(struct store *s, const char *hash,
/*				const char *kind, const char *body,
/*				struct pb_err *err);
/*	enum pb_rc store_pack_get(struct store *s, const char *hash,
/*				char **body, struct pb_err *err);
/* DESCRIPTION
/*	A content pack is the text a game module was set up with (rules,
/*	map, names).  Games name their pack by the hex SHA-256 of its body,
/*	so a pack is written once and never changes.
/*
/*	store_pack_put() records body of the given kind under hash, which
/*	the caller computed.  Putting the same pack again is a no-op that
/*	returns PB_OK.  Returns PB_EDATA when hash is not 64 lower case hex
/*	digits or another body is already stored under it, PB_ETEMP or
/*	PB_ESYS on database errors.  The store does not hash: it knows no
/*	cryptography.
/*
/*	store_pack_get() sets *body to a copy of the body stored under
/*	hash; the caller frees it.  Returns PB_ENOENT when there is none.
/* DIAGNOSTICS
/*	As store.h; the message in err names the pack.
/* SEE ALSO
/*	schema/001_init.sql, table packs.
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

/* store_pack_same - a pack already stored under hash must be this one */

static enum pb_rc
store_pack_same(struct store *s, const char *hash, const char *body, struct pb_err *err)
{
	char      *old = NULL;
	enum pb_rc rc;

	if ((rc = store_pack_get(s, hash, &old, err)) != PB_OK)
		goto out;
	if (strcmp(old, body) != 0)
		rc = pb_err_set(err, PB_EDATA,
		    "pack %s: a different body is "
		    "stored under this hash",
		    hash);

	/* Cleanup. */
out:
	free(old);
	return (rc);
}

/* store_pack_put - record a pack once */

enum pb_rc
store_pack_put(
    struct store *s, const char *hash, const char *kind, const char *body, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO packs (hash, kind, body) "
	                          "VALUES (?1, ?2, ?3) ON CONFLICT (hash) DO NOTHING";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(hash != NULL && kind != NULL && body != NULL);

	/* Insert, unless there. */
	if ((rc = store_stmt(s, STORE_SQL_PACK_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, hash)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, kind)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, body)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind pack", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "insert pack", err)) != PB_OK)
		goto out;

	/* Already there: immutable, so it must be the same. */
	if (sqlite3_changes(store_db(s)) == 0) {
		store_stmt_done(st);
		st = NULL;
		rc = store_pack_same(s, hash, body, err);
	}

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_pack_get - body of a pack, caller frees */

enum pb_rc
store_pack_get(struct store *s, const char *hash, char **body, struct pb_err *err)
{
	static const char sql[] = "SELECT body FROM packs WHERE hash = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(hash != NULL && body != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_PACK_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, hash)) == SQLITE_OK)
		src = sqlite3_step(st);
	switch (src) {
	case SQLITE_ROW:
		*body = store_col_text(st, 0);
		break;
	case SQLITE_DONE:
		rc = pb_err_set(err, PB_ENOENT, "no pack %s", hash);
		break;
	default:
		rc = store_sqlite_err(s, src, "get pack", err);
		break;
	}

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}
