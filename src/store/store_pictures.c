/*++
/* NAME
/*	store_pictures 3
/* SUMMARY
/*	whether a seat's mails carry a picture of the board
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_seat_pictures(struct store *s, int64_t game,
/*				int seat, int *on, struct pb_err *err)
/*
/*	enum pb_rc store_seat_set_pictures(struct store *s, int64_t game,
/*				int seat, int on, struct pb_err *err)
/* DESCRIPTION
/*	store_seat_pictures() sets *on to 1 when the seat's mails that
/*	show the board carry its picture, 0 when the player turned them
/*	off; store_seat_set_pictures() sets it (on is 0 or 1), inside the
/*	caller's transaction: the player's "pictures" command changes it
/*	with the rest of the mail.
/* DIAGNOSTICS
/*	PB_ENOENT when the game has no such seat (*on is not written);
/*	otherwise as store.h.
/* SEE ALSO
/*	schema/017_pictures.sql, column seats.pictures.
/*--*/

/* System. */
#include <assert.h>
#include <inttypes.h>
#include <stdint.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/* store_seat_pictures - does the seat want pictures? */

enum pb_rc
store_seat_pictures(struct store *s, int64_t game, int seat, int *on, struct pb_err *err)
{
	static const char sql[] = "SELECT pictures FROM seats WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_SEAT_PICTURES, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat pictures", err);
		goto out;
	}
	if ((src = sqlite3_step(st)) == SQLITE_ROW)
		*on = sqlite3_column_int(st, 0) != 0;
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "game %" PRId64 " has no seat %d", game, seat);
	else
		rc = store_sqlite_err(s, src, "read seat pictures", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_set_pictures - pictures on (1) or off (0) for one seat */

enum pb_rc
store_seat_set_pictures(struct store *s, int64_t game, int seat, int on, struct pb_err *err)
{
	static const char sql[] = "UPDATE seats SET pictures = ?3 WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(on == 0 || on == 1);

	/* Update. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_SET_PICTURES, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 3, on)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat pictures", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "set seat pictures", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_ENOENT, "game %" PRId64 " has no seat %d", game, seat);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}
