/*++
/* NAME
/*	store_tokens 3
/* SUMMARY
/*	token warnings per seat, held commands, a seat's further addresses
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_twarn_get(struct store *s, int64_t game, int seat,
/*				int64_t *sent, int *pending, char **addrs,
/*				struct pb_err *err);
/*	enum pb_rc store_twarn_put(struct store *s, int64_t game, int seat,
/*				int64_t sent, int pending, const char *addrs,
/*				struct pb_err *err);
/*	enum pb_rc store_token_age(struct store *s, int64_t game, int seat,
/*				int64_t seq, int *later, int64_t *first_later,
/*				int64_t *newest, struct pb_err *err);
/*	enum pb_rc store_held_insert(struct store *s, struct store_held *h,
/*				struct pb_err *err);
/*	enum pb_rc store_held_get(struct store *s, const char *code,
/*				struct store_held **h, struct pb_err *err);
/*	enum pb_rc store_held_set_state(struct store *s, int64_t id,
/*				const char *state, struct pb_err *err);
/*	enum pb_rc store_addr_insert(struct store *s,
/*				const struct store_addr *a, struct pb_err *err);
/*	enum pb_rc store_addr_get(struct store *s, const char *code,
/*				struct store_addr **a, struct pb_err *err);
/*	enum pb_rc store_addr_confirm(struct store *s, const char *code,
/*				struct pb_err *err);
/*	enum pb_rc store_addr_ok(struct store *s, int64_t game, int seat,
/*				int64_t epoch, const char *addr, int *ok,
/*				struct pb_err *err);
/*	enum pb_rc store_addr_list(struct store *s, int64_t game,
/*				struct store_addr ***list, size_t *n,
/*				struct pb_err *err);
/* DESCRIPTION
/*	The rows of schema/013_tokens.sql.  Like every write of an
/*	arbitration, these run inside the caller's transaction (D1).
/*
/*	store_twarn_get() reads the token-warning row of a seat: when the
/*	last warning was sent, how many were held back since and from
/*	which addresses (*addrs, a JSON array, caller frees); PB_ENOENT
/*	when the seat was never warned.  store_twarn_put() replaces it.
/*
/*	store_token_age() reads the outbox for the age of a token of seq:
/*	*later is the number of mails to the seat carrying a newer token
/*	(the outbox Message-ID of a seat's mail is pbemd.G.SEQ.SEAT.KEY@,
/*	notify(3)), *first_later when the first of them was queued (0 if
/*	none), *newest when the newest mail to the seat was (0 if none).
/*	The token itself is not stored: its seq is compared.
/*
/*	store_held_insert() records held command lines and sets h->id;
/*	store_held_get() finds them by code (PB_ENOENT when none), caller
/*	frees with store_held_free(); store_held_set_state() marks them
/*	applied or expired.
/*
/*	store_addr_insert() records a further address of a seat waiting
/*	for its confirmation, with a new code when it was waiting already
/*	(PB_EDUP when the seat has it confirmed);
/*	store_addr_get() finds one by code (PB_ENOENT when none);
/*	store_addr_confirm() marks it confirmed; store_addr_ok() sets *ok
/*	when addr is a confirmed address of the seat at epoch;
/*	store_addr_list() lists a game's addresses (every game's when game
/*	is 0), caller frees with store_addr_list_free().
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/013_tokens.sql, auth.c and held.c in src/arbiter/.
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

/* ---- token warnings ------------------------------------------------ */

/* store_twarn_get - the warning row of a seat, or PB_ENOENT */

enum pb_rc
store_twarn_get(struct store *s, int64_t game, int seat, int64_t *sent, int *pending, char **addrs,
    struct pb_err *err)
{
	static const char sql[] = "SELECT sent, pending, addrs FROM token_warnings "
	                          "WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(sent != NULL && pending != NULL && addrs != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_TWARN_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		*sent = sqlite3_column_int64(st, 0);
		*pending = sqlite3_column_int(st, 1);
		*addrs = store_col_text(st, 2);
	} else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "seat %d of game %lld never warned", seat,
		    (long long)game);
	else
		rc = store_sqlite_err(s, src, "look up token warning", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_twarn_put - replace the warning row of a seat */

enum pb_rc
store_twarn_put(struct store *s, int64_t game, int seat, int64_t sent, int pending,
    const char *addrs, struct pb_err *err)
{
	static const char sql[] = "INSERT OR REPLACE INTO token_warnings "
	                          "(game_id, seat, sent, pending, addrs) VALUES (?1, ?2, ?3, ?4, ?5)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addrs != NULL && pending >= 0);

	/* Upsert. */
	if ((rc = store_stmt(s, STORE_SQL_TWARN_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 3, sent)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 4, pending)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, addrs)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind token warning", err);
		goto out;
	}
	rc = store_step_write(s, st, "record token warning", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_token_age - mails to a seat with a newer token than seq */

enum pb_rc
store_token_age(struct store *s, int64_t game, int seat, int64_t seq, int *later,
    int64_t *first_later, int64_t *newest, struct pb_err *err)
{
	/* ?3: "pbemd.G.", the Message-ID prefix of the game's seat mails;
	 * the next digits are the seq of the token they carry (notify(3)). */
	static const char sql[] =
	    "SELECT coalesce(sum(ts > ?4), 0), coalesce(min(CASE WHEN ts > ?4 THEN created END), 0),"
	    " coalesce(max(created), 0) FROM (SELECT created,"
	    " CAST(substr(message_id, length(?3) + 1) AS INTEGER) AS ts FROM outbox"
	    " WHERE game_id = ?1 AND seat = ?2 AND substr(message_id, 1, length(?3)) = ?3"
	    " AND substr(message_id, length(?3) + 1) GLOB ('[0-9]*.' || ?2 || '.*'))";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	char         *prefix;
	int           src;

	/* Sanity checks. */
	assert(later != NULL && first_later != NULL && newest != NULL);

	/* Count. */
	prefix = pb_asprintf("pbemd.%lld.", (long long)game);
	if ((rc = store_stmt(s, STORE_SQL_TOKEN_AGE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK
	    && (src = store_bind_text(st, 3, prefix)) == SQLITE_OK
	    && (src = sqlite3_bind_int64(st, 4, seq)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		*later = sqlite3_column_int(st, 0);
		*first_later = sqlite3_column_int64(st, 1);
		*newest = sqlite3_column_int64(st, 2);
	} else
		rc = store_sqlite_err(s, src, "count later mails", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	free(prefix);
	return (rc);
}

/* ---- held commands ------------------------------------------------- */

#define HELD_COLUMNS                                                                           \
	"id, code, game_id, seat, epoch, from_addr, inbox_id, lines, state, created, expires"

/* store_held_insert - held command lines; sets h->id */

enum pb_rc
store_held_insert(struct store *s, struct store_held *h, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO held (code, game_id, seat, epoch, from_addr, "
	                          "inbox_id, lines, state, created, expires) "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'held', ?8, ?9)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(h != NULL && h->code != NULL && h->from_addr != NULL && h->lines != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_HELD_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, h->code)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, h->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 3, h->seat)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 4, h->epoch)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, h->from_addr)) != SQLITE_OK
	    || (src = store_bind_id(st, 6, h->inbox_id)) != SQLITE_OK
	    || (src = store_bind_text(st, 7, h->lines)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 8, h->created)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 9, h->expires)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind held", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "hold commands", err)) == PB_OK)
		h->id = sqlite3_last_insert_rowid(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_held_get - held commands by code, caller frees; PB_ENOENT */

enum pb_rc
store_held_get(struct store *s, const char *code, struct store_held **hp, struct pb_err *err)
{
	static const char  sql[] = "SELECT " HELD_COLUMNS " FROM held WHERE code = ?1";
	struct store_held *h;
	sqlite3_stmt      *st = NULL;
	enum pb_rc         rc;
	int                src;

	/* Sanity checks. */
	assert(code != NULL && hp != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_HELD_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, code)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW) {
		h = pb_calloc(1, sizeof(*h));
		h->id = sqlite3_column_int64(st, 0);
		h->code = store_col_text(st, 1);
		h->game_id = sqlite3_column_int64(st, 2);
		h->seat = sqlite3_column_int(st, 3);
		h->epoch = sqlite3_column_int64(st, 4);
		h->from_addr = store_col_text(st, 5);
		h->inbox_id = sqlite3_column_int64(st, 6);
		h->lines = store_col_text(st, 7);
		h->state = store_col_text(st, 8);
		h->created = sqlite3_column_int64(st, 9);
		h->expires = sqlite3_column_int64(st, 10);
		*hp = h;
	} else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "no held commands %s", code);
	else
		rc = store_sqlite_err(s, src, "get held", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_held_set_state - applied or expired */

enum pb_rc
store_held_set_state(struct store *s, int64_t id, const char *state, struct pb_err *err)
{
	static const char sql[] = "UPDATE held SET state = ?2 WHERE id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Update. */
	if ((rc = store_stmt(s, STORE_SQL_HELD_STATE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, state)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind held state", err);
		goto out;
	}
	rc = store_step_write(s, st, "set held state", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_held_free - release; NULL is a no-op */

void
store_held_free(struct store_held *h)
{
	if (h == NULL)
		return;
	free(h->code);
	free(h->from_addr);
	free(h->lines);
	free(h->state);
	free(h);
}

/* ---- further addresses --------------------------------------------- */

#define ADDR_COLUMNS "game_id, seat, address, code, epoch, confirmed, created"

/* store_addr_row - store_step_array() element: the row as a new struct */

static void
store_addr_row(sqlite3_stmt *st, void *elem)
{
	struct store_addr *a = pb_calloc(1, sizeof(*a));

	a->game_id = sqlite3_column_int64(st, 0);
	a->seat = sqlite3_column_int(st, 1);
	a->address = store_col_text(st, 2);
	a->code = store_col_text(st, 3);
	a->epoch = sqlite3_column_int64(st, 4);
	a->confirmed = sqlite3_column_int(st, 5);
	a->created = sqlite3_column_int64(st, 6);
	*(struct store_addr **)elem = a;
}

/* store_addr_clear - release one element of a list */

static void
store_addr_clear(void *elem)
{
	store_addr_free(*(struct store_addr **)elem);
}

/* store_addr_insert - a further address waiting for its confirmation */

enum pb_rc
store_addr_insert(struct store *s, const struct store_addr *a, struct pb_err *err)
{
	/* A pending address gets a new code, one of a replaced player's
	 * seat starts again; a confirmed one stays: PB_EDUP. */
	static const char sql[] = "INSERT INTO seat_addrs (" ADDR_COLUMNS ") "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6) "
	                          "ON CONFLICT (game_id, seat, address) DO UPDATE SET "
	                          "code = excluded.code, epoch = excluded.epoch, confirmed = 0, "
	                          "created = excluded.created "
	                          "WHERE seat_addrs.confirmed = 0 OR seat_addrs.epoch <> excluded.epoch";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(a != NULL && a->address != NULL && a->code != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_ADDR_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, a->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, a->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, a->address)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, a->code)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 5, a->epoch)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 6, a->created)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat address", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "add seat address", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_EDUP, "%s is an address of the seat already", a->address);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_addr_get - a further address by code, caller frees; PB_ENOENT */

enum pb_rc
store_addr_get(struct store *s, const char *code, struct store_addr **ap, struct pb_err *err)
{
	static const char sql[] = "SELECT " ADDR_COLUMNS " FROM seat_addrs WHERE code = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(code != NULL && ap != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_ADDR_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, code)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		store_addr_row(st, ap);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "no address waits for %s", code);
	else
		rc = store_sqlite_err(s, src, "get seat address", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_addr_confirm - the address confirmed itself */

enum pb_rc
store_addr_confirm(struct store *s, const char *code, struct pb_err *err)
{
	static const char sql[] = "UPDATE seat_addrs SET confirmed = 1 WHERE code = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Update. */
	if ((rc = store_stmt(s, STORE_SQL_ADDR_CONFIRM, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, code)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat address", err);
		goto out;
	}
	rc = store_step_write(s, st, "confirm seat address", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_addr_ok - is addr a confirmed address of the seat at epoch */

enum pb_rc
store_addr_ok(struct store *s, int64_t game, int seat, int64_t epoch, const char *addr, int *ok,
    struct pb_err *err)
{
	static const char sql[] = "SELECT count(*) FROM seat_addrs WHERE game_id = ?1 AND seat = ?2 "
	                          "AND epoch = ?3 AND address = ?4 AND confirmed = 1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && ok != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_ADDR_OK, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK
	    && (src = sqlite3_bind_int64(st, 3, epoch)) == SQLITE_OK
	    && (src = store_bind_text(st, 4, addr)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*ok = sqlite3_column_int(st, 0) > 0;
	else
		rc = store_sqlite_err(s, src, "check seat address", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_addr_list - a game's further addresses (0: all), caller frees */

enum pb_rc
store_addr_list(
    struct store *s, int64_t game, struct store_addr ***list, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT " ADDR_COLUMNS " FROM seat_addrs "
	                          "WHERE ?1 = 0 OR game_id = ?1 ORDER BY game_id, seat, created";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(list != NULL && n != NULL);

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_ADDR_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat addresses", err);
		goto out;
	}
	if ((rc = store_step_array(s, st, "list seat addresses", sizeof(struct store_addr *),
	         store_addr_row, store_addr_clear, &v, n, err))
	    == PB_OK)
		*list = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_addr_free - release; NULL is a no-op */

void
store_addr_free(struct store_addr *a)
{
	if (a == NULL)
		return;
	free(a->address);
	free(a->code);
	free(a);
}

/* store_addr_list_free - release a list */

void
store_addr_list_free(struct store_addr **list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		store_addr_free(list[i]);
	free(list);
}
