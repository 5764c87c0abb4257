/*++
/* NAME
/*	store_snapshot 3
/* SUMMARY
/*	a game's state every so many moves, beside its move log
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_snapshot_put(struct store *s, int64_t game,
/*				int64_t seq, const char *state,
/*				struct pb_err *err);
/*	enum pb_rc store_snapshot_at(struct store *s, int64_t game,
/*				int64_t upto, int64_t *seq, char **state,
/*				struct pb_err *err);
/*	enum pb_rc store_snapshot_seqs(struct store *s, int64_t game,
/*				int64_t **seqs, size_t *n,
/*				struct pb_err *err);
/* DESCRIPTION
/*	The move log is the truth of a game; a snapshot is a cache of it,
/*	the saved state after move seq, so that the state after any move
/*	is rebuilt from the nearest snapshot before it rather than from
/*	the seed (an undo, a replay up to a move).  A snapshot is never
/*	trusted: its SHA-256 is the state hash the log holds for move seq
/*	(which replay --verify checks against the state rebuilt from the
/*	seed), and its reader checks that before using it.
/*
/*	store_snapshot_put() records the state after move seq of game,
/*	compressed (store_zip.c), inside the caller's transaction.  A
/*	second snapshot of the same move is PB_EDUP.
/*
/*	store_snapshot_at() finds the snapshot of game with the highest
/*	seq at or below upto: *seq and *state (caller frees) are written
/*	only on success.  PB_ENOENT when there is none (a game stored
/*	before schema 021 has none below its first move after it).
/*
/*	store_snapshot_seqs() lists the moves of game that have a
/*	snapshot, ascending, in an array the caller frees (NULL for none).
/* DIAGNOSTICS
/*	As store.h; PB_EDATA for a damaged row.
/* SEE ALSO
/*	schema/021_scale.sql, table snapshots; gamectl_system.c, which
/*	writes and reads them.
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

/* store_snapshot_put - the state after move seq */

enum pb_rc
store_snapshot_put(
    struct store *s, int64_t game, int64_t seq, const char *state, struct pb_err *err)
{
	static const char sql[] =
	    "INSERT INTO snapshots (game_id, seq, state) VALUES (?1, ?2, ?3)";
	sqlite3_stmt     *st = NULL;
	unsigned char    *blob = NULL;
	size_t            blen;
	enum pb_rc        rc;
	int               src;

	assert(state != NULL && seq >= 1);
	if ((rc = store_zip(s, 0, state, strlen(state), &blob, &blen, err)) != PB_OK
	    || (rc = store_stmt(s, STORE_SQL_SNAPSHOT_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, seq)) != SQLITE_OK
	    || (src = sqlite3_bind_blob(st, 3, blob, (int)blen, SQLITE_STATIC)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind snapshot", err);
	else
		rc = store_step_write(s, st, "put snapshot", err);
out:
	store_stmt_done(st);
	free(blob);
	return (rc);
}

/* store_snapshot_at - the newest snapshot at or before move upto */

enum pb_rc
store_snapshot_at(struct store *s, int64_t game, int64_t upto, int64_t *seq, char **state,
    struct pb_err *err)
{
	static const char sql[] = "SELECT seq, state FROM snapshots"
	                          " WHERE game_id = ?1 AND seq <= ?2 ORDER BY seq DESC LIMIT 1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	assert(seq != NULL && state != NULL);
	if ((rc = store_stmt(s, STORE_SQL_SNAPSHOT_AT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, upto)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind snapshot", err);
		goto out;
	}
	if ((src = sqlite3_step(st)) == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "game %lld has no snapshot up to move %lld",
		    (long long)game, (long long)upto);
	else if (src != SQLITE_ROW)
		rc = store_sqlite_err(s, src, "read snapshot", err);
	else if ((rc = store_unzip(s, sqlite3_column_blob(st, 1), (size_t)sqlite3_column_bytes(st, 1),
	              state, err))
	    == PB_OK)
		*seq = sqlite3_column_int64(st, 0);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_snapshot_seqs - the moves of a game that have a snapshot */

enum pb_rc
store_snapshot_seqs(struct store *s, int64_t game, int64_t **seqs, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT seq FROM snapshots WHERE game_id = ?1 ORDER BY seq";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_SNAPSHOT_SEQS, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind snapshots", err);
	else
		rc = store_step_ids(s, st, "list snapshots", seqs, n, err);
out:
	store_stmt_done(st);
	return (rc);
}
