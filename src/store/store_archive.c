/*++
/* NAME
/*	store_archive 3
/* SUMMARY
/*	game policy, press and diaries, observers, ballot receipts, and
/*	what the store holds about one address
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_policy_get(struct store *s, int64_t game,
/*				const char *key, char **value,
/*				struct pb_err *err);
/*	enum pb_rc store_policy_put(struct store *s, int64_t game,
/*				const char *key, const char *value,
/*				int64_t now, struct pb_err *err);
/*
/*	enum pb_rc store_press_insert(struct store *s,
/*				struct store_press *p, struct pb_err *err);
/*	enum pb_rc store_press_count(struct store *s, int64_t game,
/*				int seat, int64_t since, int *n,
/*				struct pb_err *err);
/*	enum pb_rc store_press_list(struct store *s, int64_t game,
/*				struct store_press ***rows, size_t *n,
/*				struct pb_err *err);
/*	void	store_press_list_free(struct store_press **rows, size_t n);
/*
/*	enum pb_rc store_observer_get(struct store *s, int64_t game,
/*				const char *addr,
/*				struct store_observer **o,
/*				struct pb_err *err);
/*	enum pb_rc store_observer_put(struct store *s,
/*				const struct store_observer *o,
/*				struct pb_err *err);
/*	enum pb_rc store_observer_delete(struct store *s, int64_t game,
/*				const char *addr, struct pb_err *err);
/*	enum pb_rc store_observer_list(struct store *s, int64_t game,
/*				struct store_observer ***rows, size_t *n,
/*				struct pb_err *err);
/*	void	store_observer_free(struct store_observer *o);
/*	void	store_observer_list_free(struct store_observer **rows,
/*				size_t n);
/*
/*	enum pb_rc store_ballot_insert(struct store *s,
/*				const struct store_ballot *b,
/*				struct pb_err *err);
/*	enum pb_rc store_ballot_list(struct store *s, int64_t game,
/*				int hidden_only, struct store_ballot ***rows,
/*				size_t *n, struct pb_err *err);
/*	enum pb_rc store_ballot_reveal(struct store *s, int64_t game,
/*				struct pb_err *err);
/*	void	store_ballot_list_free(struct store_ballot **rows, size_t n);
/*
/*	enum pb_rc store_address_each(struct store *s, const char *addr,
/*				store_row_fn fn, void *arg,
/*				struct pb_err *err);
/*	enum pb_rc store_address_forget(struct store *s, const char *addr,
/*				int *rows, struct pb_err *err);
/* DESCRIPTION
/*	The rows of schema/007_archive.sql.  Writes run inside the
/*	caller's transaction (D1 in arbiter.c), but store_address_forget(),
/*	which is its own.
/*
/*	store_policy_get() sets *value (caller frees) to the value of a
/*	game's policy key: PB_ENOENT when the game does not set it.
/*	store_policy_put() sets it, replacing any earlier value.
/*
/*	store_press_insert() records one press message or diary entry and,
/*	on success only, sets p->id.  store_press_count() sets *n to the
/*	press messages (not diaries) a seat wrote at or after since.
/*	store_press_list() returns every press and diary row of a game,
/*	oldest first (NULL and 0 when none); free with
/*	store_press_list_free().
/*
/*	store_observer_get() returns one subscription, pending or active
/*	(PB_ENOENT when none); store_observer_put() inserts or replaces
/*	one; store_observer_delete() removes one (PB_ENOENT when none).
/*	store_observer_list() returns the active observers of a game, by
/*	address.
/*
/*	store_ballot_insert() records a ballot receipt (PB_EDUP when the
/*	move already has one).  store_ballot_list() returns the receipts
/*	of a game in move order, only those not yet revealed when
/*	hidden_only; store_ballot_reveal() marks every receipt of the game
/*	revealed.
/*
/*	store_address_each() calls fn once for every row that names addr
/*	(lower case) in any table: seats, observers, inbox (from), outbox
/*	(to), bounces and notices; fn gets the table name, the number of
/*	columns, their names and their values as text (NULL for NULL), all
/*	borrowed for the call.  A status other than PB_OK from fn stops
/*	the walk and is returned.
/*
/*	store_address_forget() removes addr from the store in one
/*	transaction, and sets *rows to the number of rows changed.  A seat
/*	keeps its number but its address becomes the placeholder
/*	"forgotten.GAME.SEAT@invalid"; inbox rows from addr lose their
/*	sender and any note naming it; mails to addr keep their row (so
/*	move numbers and counts stay) but lose their text and address, a
/*	queued one becoming failed; any other mail text naming addr has it
/*	replaced by "forgotten@invalid"; bounces name the placeholder;
/*	observers and notices of addr are deleted.  Moves, states, packs,
/*	press and ballots hold no address, so every hash chain still
/*	verifies (schema/007_archive.sql).
/* DIAGNOSTICS
/*	As store.h.
/* SEE ALSO
/*	schema/007_archive.sql; press(3), observe(3), ballot(3),
/*	history(3); pbemctl(1), player export and player forget.
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

/* ---- policy ----------------------------------------------------------- */

/* store_policy_get - one key of a game's policy; caller frees */

enum pb_rc
store_policy_get(struct store *s, int64_t game, const char *key, char **value, struct pb_err *err)
{
	static const char sql[] = "SELECT value FROM policy WHERE game_id = ?1 AND key = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(key != NULL && value != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_POLICY_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = store_bind_text(st, 2, key)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*value = store_col_text(st, 0);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "game %lld sets no %s", (long long)game, key);
	else
		rc = store_sqlite_err(s, src, "read policy", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_policy_put - set one key of a game's policy */

enum pb_rc
store_policy_put(struct store *s, int64_t game, const char *key, const char *value, int64_t now,
    struct pb_err *err)
{
	static const char sql[] = "INSERT OR REPLACE INTO policy (game_id, key, value, set_at) "
	                          "VALUES (?1, ?2, ?3, ?4)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(key != NULL && value != NULL);

	/* Write. */
	if ((rc = store_stmt(s, STORE_SQL_POLICY_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, key)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, value)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 4, now)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind policy", err);
	else
		rc = store_step_write(s, st, "write policy", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* ---- press and diaries ------------------------------------------------ */

/* store_press_insert - one press message or diary entry */

enum pb_rc
store_press_insert(struct store *s, struct store_press *p, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO press (game_id, seq, seat, kind, recipients, "
	                          "anonymous, body, inbox_id, created) "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(p != NULL && p->kind != NULL && p->recipients != NULL && p->body != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_PRESS_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, p->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, p->seq)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 3, p->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, p->kind)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, p->recipients)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 6, p->anonymous != 0)) != SQLITE_OK
	    || (src = store_bind_text(st, 7, p->body)) != SQLITE_OK
	    || (src = store_bind_id(st, 8, p->inbox_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 9, p->created)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind press", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "insert press", err)) == PB_OK)
		p->id = sqlite3_last_insert_rowid(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_press_count - press a seat wrote since a time (the rate limit) */

enum pb_rc
store_press_count(
    struct store *s, int64_t game, int seat, int64_t since, int *n, struct pb_err *err)
{
	static const char sql[] = "SELECT count(*) FROM press WHERE game_id = ?1 AND seat = ?2 "
	                          "AND created >= ?3 AND kind = 'press'";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Count: press_seat serves it. */
	if ((rc = store_stmt(s, STORE_SQL_PRESS_COUNT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK
	    && (src = sqlite3_bind_int64(st, 3, since)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src != SQLITE_ROW) {
		rc = store_sqlite_err(s, src, "count press", err);
		goto out;
	}
	*n = sqlite3_column_int(st, 0);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_press_row - store_step_array() element: the row as a new struct */

static void
store_press_row(sqlite3_stmt *st, void *elem)
{
	struct store_press *p = pb_calloc(1, sizeof(*p));

	p->id = sqlite3_column_int64(st, 0);
	p->game_id = sqlite3_column_int64(st, 1);
	p->seq = sqlite3_column_int64(st, 2);
	p->seat = sqlite3_column_int(st, 3);
	p->kind = store_col_text(st, 4);
	p->recipients = store_col_text(st, 5);
	p->anonymous = sqlite3_column_int(st, 6);
	p->body = store_col_text(st, 7);
	p->inbox_id = sqlite3_column_int64(st, 8);
	p->created = sqlite3_column_int64(st, 9);
	*(struct store_press **)elem = p;
}

/* store_press_clear - release one element of a list */

static void
store_press_clear(void *elem)
{
	struct store_press *p = *(struct store_press **)elem;

	free(p->kind);
	free(p->recipients);
	free(p->body);
	free(p);
}

/* store_press_list - every press and diary row of a game; caller frees */

enum pb_rc
store_press_list(
    struct store *s, int64_t game, struct store_press ***rows, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT id, game_id, seq, seat, kind, recipients, anonymous, "
	                          "body, inbox_id, created FROM press WHERE game_id = ?1 "
	                          "ORDER BY id";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_PRESS_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "list press", err);
	else if ((rc = store_step_array(s, st, "list press", sizeof(struct store_press *),
	              store_press_row, store_press_clear, &v, n, err))
	    == PB_OK)
		*rows = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_press_list_free - release a list; NULL is a no-op */

void
store_press_list_free(struct store_press **rows, size_t n)
{
	size_t i;

	for (i = 0; rows != NULL && i < n; i++)
		store_press_clear(&rows[i]);
	free(rows);
}

/* ---- observers -------------------------------------------------------- */

#define OBSERVER_COLUMNS "game_id, address, state, code, created, confirmed"

/* store_observer_row - store_step_array() element: the row as a new struct */

static void
store_observer_row(sqlite3_stmt *st, void *elem)
{
	struct store_observer *o = pb_calloc(1, sizeof(*o));

	o->game_id = sqlite3_column_int64(st, 0);
	o->address = store_col_text(st, 1);
	o->state = store_col_text(st, 2);
	o->code = store_col_text(st, 3);
	o->created = sqlite3_column_int64(st, 4);
	o->confirmed = sqlite3_column_int64(st, 5); /* NULL reads as 0 */
	*(struct store_observer **)elem = o;
}

/* store_observer_clear - release one element of a list */

static void
store_observer_clear(void *elem)
{
	store_observer_free(*(struct store_observer **)elem);
}

/* store_observer_get - one subscription */

enum pb_rc
store_observer_get(
    struct store *s, int64_t game, const char *addr, struct store_observer **o, struct pb_err *err)
{
	static const char sql[] = "SELECT " OBSERVER_COLUMNS " FROM observers "
	                          "WHERE game_id = ?1 AND address = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && o != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_OBSERVER_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = store_bind_text(st, 2, addr)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		store_observer_row(st, o);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(
		    err, PB_ENOENT, "%s does not observe game %lld", addr, (long long)game);
	else
		rc = store_sqlite_err(s, src, "read observer", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_observer_put - insert or replace one subscription */

enum pb_rc
store_observer_put(struct store *s, const struct store_observer *o, struct pb_err *err)
{
	static const char sql[] = "INSERT OR REPLACE INTO observers (" OBSERVER_COLUMNS ") "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(o != NULL && o->address != NULL && o->state != NULL && o->code != NULL);

	/* Write. */
	if ((rc = store_stmt(s, STORE_SQL_OBSERVER_PUT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, o->game_id)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, o->address)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, o->state)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, o->code)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 5, o->created)) != SQLITE_OK
	    || (src = store_bind_id(st, 6, o->confirmed)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind observer", err);
	else
		rc = store_step_write(s, st, "write observer", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_observer_delete - end one subscription */

enum pb_rc
store_observer_delete(struct store *s, int64_t game, const char *addr, struct pb_err *err)
{
	static const char sql[] = "DELETE FROM observers WHERE game_id = ?1 AND address = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_OBSERVER_DELETE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, addr)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind observer", err);
	else if ((rc = store_step_write(s, st, "delete observer", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(
		    err, PB_ENOENT, "%s does not observe game %lld", addr, (long long)game);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_observer_list - the active observers of a game; caller frees */

enum pb_rc
store_observer_list(
    struct store *s, int64_t game, struct store_observer ***rows, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT " OBSERVER_COLUMNS " FROM observers "
	                          "WHERE game_id = ?1 AND state = 'active' ORDER BY address";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_OBSERVER_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "list observers", err);
	else if ((rc = store_step_array(s, st, "list observers", sizeof(struct store_observer *),
	              store_observer_row, store_observer_clear, &v, n, err))
	    == PB_OK)
		*rows = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_observer_free - release one; NULL is a no-op */

void
store_observer_free(struct store_observer *o)
{
	if (o == NULL)
		return;
	free(o->address);
	free(o->state);
	free(o->code);
	free(o);
}

/* store_observer_list_free - release a list; NULL is a no-op */

void
store_observer_list_free(struct store_observer **rows, size_t n)
{
	size_t i;

	for (i = 0; rows != NULL && i < n; i++)
		store_observer_clear(&rows[i]);
	free(rows);
}

/* ---- ballots ---------------------------------------------------------- */

/* store_ballot_insert - one receipt */

enum pb_rc
store_ballot_insert(struct store *s, const struct store_ballot *b, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO ballots (game_id, seq, seat, ballot, nonce, "
	                          "commitment, revealed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(b != NULL && b->ballot != NULL && b->nonce != NULL && b->commitment != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_BALLOT_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, b->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, b->seq)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 3, b->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, b->ballot)) != SQLITE_OK
	    || (src = store_bind_text(st, 5, b->nonce)) != SQLITE_OK
	    || (src = store_bind_text(st, 6, b->commitment)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 7, b->revealed != 0)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind ballot", err);
	else
		rc = store_step_write(s, st, "insert ballot", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_ballot_row - store_step_array() element: the row as a new struct */

static void
store_ballot_row(sqlite3_stmt *st, void *elem)
{
	struct store_ballot *b = pb_calloc(1, sizeof(*b));

	b->game_id = sqlite3_column_int64(st, 0);
	b->seq = sqlite3_column_int64(st, 1);
	b->seat = sqlite3_column_int(st, 2);
	b->ballot = store_col_text(st, 3);
	b->nonce = store_col_text(st, 4);
	b->commitment = store_col_text(st, 5);
	b->revealed = sqlite3_column_int(st, 6);
	*(struct store_ballot **)elem = b;
}

/* store_ballot_clear - release one element of a list */

static void
store_ballot_clear(void *elem)
{
	struct store_ballot *b = *(struct store_ballot **)elem;

	free(b->ballot);
	free(b->nonce);
	free(b->commitment);
	free(b);
}

/* store_ballot_list - receipts of a game, in move order; caller frees */

enum pb_rc
store_ballot_list(struct store *s, int64_t game, int hidden_only, struct store_ballot ***rows,
    size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT game_id, seq, seat, ballot, nonce, commitment, "
	                          "revealed FROM ballots WHERE game_id = ?1 "
	                          "AND (?2 = 0 OR revealed = 0) ORDER BY seq";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_BALLOT_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, hidden_only != 0)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "list ballots", err);
	else if ((rc = store_step_array(s, st, "list ballots", sizeof(struct store_ballot *),
	              store_ballot_row, store_ballot_clear, &v, n, err))
	    == PB_OK)
		*rows = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_ballot_reveal - every receipt of a game is now public */

enum pb_rc
store_ballot_reveal(struct store *s, int64_t game, struct pb_err *err)
{
	static const char sql[] = "UPDATE ballots SET revealed = 1 "
	                          "WHERE game_id = ?1 AND revealed = 0";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	if ((rc = store_stmt(s, STORE_SQL_BALLOT_REVEAL, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind ballots", err);
	else
		rc = store_step_write(s, st, "reveal ballots", err);
out:
	store_stmt_done(st);
	return (rc);
}

/* store_ballot_list_free - release a list; NULL is a no-op */

void
store_ballot_list_free(struct store_ballot **rows, size_t n)
{
	size_t i;

	for (i = 0; rows != NULL && i < n; i++)
		store_ballot_clear(&rows[i]);
	free(rows);
}

/* ---- one address: export and forget ---------------------------------- */

/*
  * Every table that names an address, and how.  Run outside the
  * statement cache: these are moderator commands, rare and one-off.
  */
static const struct {
	const char *table;
	const char *where;
} store_address_tables[] = {
	{ "seats", "address = ?1" },
	{ "observers", "address = ?1" },
	{ "inbox", "lower(from_addr) = ?1" },
	{ "outbox", "to_addr = ?1" },
	{ "bounces", "address = ?1" },
	{ "notices", "address = ?1" },
};

/* A walk of store_address_table(). */

struct store_address_walk {
	const char  *table;
	int          ncol; /* columns handed to fn, at most 32 */
	store_row_fn fn;
	void        *arg;
};

/* store_address_row - store_step_each() row: hand it to the caller's fn */

static enum pb_rc
store_address_row(sqlite3_stmt *st, void *arg, struct pb_err *err)
{
	struct store_address_walk *w = arg;
	const char                *names[32], *values[32];
	int                        i;

	(void)err;
	for (i = 0; i < w->ncol; i++) {
		names[i] = sqlite3_column_name(st, i);
		values[i] = sqlite3_column_type(st, i) == SQLITE_BLOB
		    ? "(binary)"
		    : (const char *)sqlite3_column_text(st, i);
	}
	return (w->fn(w->table, w->ncol, names, values, w->arg));
}

/* store_address_table - the rows of one table naming addr */

static enum pb_rc
store_address_table(
    struct store *s, size_t t, const char *addr, store_row_fn fn, void *arg, struct pb_err *err)
{
	struct store_address_walk w = { store_address_tables[t].table, 0, fn, arg };
	sqlite3_stmt             *st = NULL;
	char                     *sql;
	enum pb_rc                rc = PB_OK;
	int                       src;

	sql = pb_asprintf("SELECT * FROM %s WHERE %s ORDER BY rowid", store_address_tables[t].table,
	    store_address_tables[t].where);
	if ((src = sqlite3_prepare_v2(store_db(s), sql, -1, &st, NULL)) != SQLITE_OK
	    || (src = store_bind_text(st, 1, addr)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "read rows of an address", err);
		goto out;
	}
	w.ncol = sqlite3_column_count(st);
	w.ncol = w.ncol > 32 ? 32 : w.ncol;
	rc = store_step_each(s, st, "read rows of an address", store_address_row, &w, err);
out:
	sqlite3_finalize(st);
	free(sql);
	return (rc);
}

/* store_address_each - every row naming an address, table by table */

enum pb_rc
store_address_each(
    struct store *s, const char *addr, store_row_fn fn, void *arg, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	size_t     t;

	/* Sanity checks. */
	assert(addr != NULL && fn != NULL);

	for (t = 0; t < PB_NELEM(store_address_tables) && rc == PB_OK; t++)
		rc = store_address_table(s, t, addr, fn, arg, err);
	return (rc);
}

/*
  * What forgetting does, in order.  ?1 is the address.
  */
static const char *const store_forget_sql[] = {
	"UPDATE seats SET address = 'forgotten.' || game_id || '.' || seat || '@invalid' "
	"WHERE address = ?1",
	"UPDATE inbox SET from_addr = NULL, note = CASE WHEN instr(lower(note), ?1) > 0 THEN NULL "
	"ELSE note END WHERE lower(from_addr) = ?1 OR instr(lower(note), ?1) > 0",
	"UPDATE outbox SET state = 'failed', last_error = 'forgotten' "
	"WHERE to_addr = ?1 AND state = 'queued'",
	"DELETE FROM outbox_body WHERE id IN (SELECT id FROM outbox WHERE to_addr = ?1)",
	"UPDATE outbox SET to_addr = 'forgotten@invalid', message = '(forgotten)', "
	"packed = NULL, message_id = NULL WHERE to_addr = ?1",
	"UPDATE outbox SET message = replace(message, ?1, 'forgotten@invalid') "
	"WHERE instr(message, ?1) > 0",
	/* A whole body apart, a compact mail (store_sent.c): the same. */
	"UPDATE outbox_body SET message = replace(message, ?1, 'forgotten@invalid') "
	"WHERE instr(message, ?1) > 0",
	"UPDATE outbox SET packed = zip(replace(unzip(packed), ?1, 'forgotten@invalid')) "
	"WHERE packed IS NOT NULL AND instr(unzip(packed), ?1) > 0",
	"UPDATE bounces SET address = 'forgotten@invalid' WHERE address = ?1",
	"DELETE FROM notices WHERE address = ?1",
	"DELETE FROM observers WHERE address = ?1",
};

/* store_address_forget - remove an address, keep every hash chain */

enum pb_rc
store_address_forget(struct store *s, const char *addr, int *rows, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	size_t        i;
	int           src, n = 0;

	/* Sanity checks. */
	assert(addr != NULL && rows != NULL);

	/* One transaction: all of it or none. */
	if ((rc = store_begin(s, err)) != PB_OK)
		return (rc);
	for (i = 0; i < PB_NELEM(store_forget_sql) && rc == PB_OK; i++) {
		if ((src = sqlite3_prepare_v2(store_db(s), store_forget_sql[i], -1, &st, NULL))
		        != SQLITE_OK
		    || (src = store_bind_text(st, 1, addr)) != SQLITE_OK)
			rc = store_sqlite_err(s, src, "forget an address", err);
		else if ((rc = store_step_write(s, st, "forget an address", err)) == PB_OK)
			n += sqlite3_changes(store_db(s));
		sqlite3_finalize(st);
		st = NULL;
	}
	if (rc == PB_OK)
		rc = store_commit(s, err);
	if (rc != PB_OK)
		store_rollback(s);
	else
		*rows = n;
	return (rc);
}
