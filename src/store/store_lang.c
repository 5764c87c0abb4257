/*++
/* NAME
/*	store_lang 3
/* SUMMARY
/*	the language of a seat
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_seat_set_locale(struct store *s, int64_t game,
/*				int seat, const char *locale,
/*				struct pb_err *err)
/* DESCRIPTION
/*	store_seat_set_locale() sets the locale of one seat ("en", "it" or
/*	"es": the caller checks it), inside the caller's transaction: a
/*	player's "language" command changes it with the rest of the mail.
/* DIAGNOSTICS
/*	PB_ENOENT when the game has no such seat; otherwise as store.h.
/* SEE ALSO
/*	schema/001_init.sql, table seats.
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

/* store_seat_set_locale - the language of one seat */

enum pb_rc
store_seat_set_locale(
    struct store *s, int64_t game, int seat, const char *locale, struct pb_err *err)
{
	static const char sql[] = "UPDATE seats SET locale = ?3 WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(locale != NULL && *locale != '\0');

	/* Update. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_LOCALE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, locale)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat locale", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "set seat locale", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_ENOENT, "game %" PRId64 " has no seat %d", game, seat);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}
