/*++
/* NAME
/*	store_games 3
/* SUMMARY
/*	games and their seats
/* SYNOPSIS
/*	#include "store/store.h"
/*
/*	enum pb_rc store_game_insert(struct store *s, struct store_game *g,
/*				struct pb_err *err);
/*	enum pb_rc store_game_get(struct store *s, int64_t id,
/*				struct store_game **gp, struct pb_err *err);
/*	enum pb_rc store_game_update(struct store *s,
/*				const struct store_game *g, struct pb_err *err);
/*	enum pb_rc store_game_kind(struct store *s, int64_t id,
/*				char **kind, struct pb_err *err);
/*	enum pb_rc store_game_ids(struct store *s, int64_t **ids,
/*				size_t *n, struct pb_err *err);
/*	void	store_game_free(struct store_game *g);
/*
/*	enum pb_rc store_seat_insert(struct store *s,
/*				const struct store_seat *seat,
/*				struct pb_err *err);
/*	enum pb_rc store_seat_get(struct store *s, int64_t game, int seat,
/*				struct store_seat **sp, struct pb_err *err);
/*	enum pb_rc store_seat_list(struct store *s, int64_t game,
/*				struct store_seat ***list, size_t *n,
/*				struct pb_err *err);
/*	enum pb_rc store_seat_find(struct store *s, int64_t game,
/*				const char *addr, int *seat,
/*				struct pb_err *err);
/*	enum pb_rc store_seat_games(struct store *s, const char *addr,
/*				int64_t **games, size_t *n,
/*				struct pb_err *err);
/*	void	store_seat_free(struct store_seat *seat);
/*	void	store_seat_list_free(struct store_seat **list, size_t n);
/* DESCRIPTION
/*	Text fields are stored as given, a null pointer as NULL, and read
/*	back the same way.  Times are the caller's (pb_now()): the store
/*	does not read the clock.
/*
/*	store_game_insert() inserts g and, on success only, sets g->id to
/*	the new id, which is never reused (AUTOINCREMENT).  g->id on entry
/*	is ignored.  Returns PB_ENOENT when g->pack_hash names no stored
/*	pack, PB_EDATA when a field breaks a schema CHECK (seed_hash not
/*	hex, options or state not JSON).
/*
/*	store_game_get() sets *gp to a new copy of game id; the caller
/*	frees it with store_game_free().  Returns PB_ENOENT if none.
/*
/*	store_game_update() writes every field of g except kind and
/*	created to the row g->id.  Returns PB_ENOENT if there is no such
/*	row, PB_EDATA as store_game_insert().
/*
/*	store_game_kind() sets *kind to a new copy of the kind of game id
/*	("dow"), without reading the rest of the row; the caller frees it.
/*	Returns PB_ENOENT if there is no such game.
/*
/*	store_game_ids() sets *ids to every game id in ascending order and
/*	*n to their count; the caller frees *ids (NULL when *n is 0).
/*
/*	store_game_free() frees a game; NULL is a no-op.
/*
/*	store_seat_insert() records a seat.  The address must be lower
/*	case (a CHECK; PB_EDATA otherwise); a null name is stored as "".
/*	Returns PB_EDUP when the seat is taken, PB_ENOENT when the game
/*	does not exist.
/*
/*	store_seat_get() sets *sp to a new copy of one seat; the caller
/*	frees it with store_seat_free().  Returns PB_ENOENT if none.
/*
/*	store_seat_list() sets *list to the seats of a game in seat
/*	order and *n to their count (0 and NULL for a game without seats
/*	or no game); free with store_seat_list_free().
/*
/*	store_seat_find() sets *seat to the seat that addr (lower case)
/*	holds in game, the lowest if it holds several.  Returns PB_ENOENT
/*	when it holds none.
/*
/*	store_seat_games() sets *games to the ids of the games in which
/*	addr (lower case) holds a seat, ascending, and *n to their count;
/*	the caller frees *games (NULL when *n is 0).
/*
/*	store_seat_free() frees a seat, store_seat_list_free() a list of n
/*	seats; NULL is a no-op for both.
/* DIAGNOSTICS
/*	As store.h.  A stored seed that is not 32 bytes (a database edited
/*	by hand, past the CHECK) is PB_EDATA.
/* SEE ALSO
/*	schema/001_init.sql, tables games and seats.
/*--*/

/* System. */
#include <assert.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

/*
 * Columns of games in the order of struct store_game: parameter ?N of
 * every statement below is column N-1 of GAME_COLUMNS.
 */
#define GAME_COLUMNS                                                                               \
	"id, kind, status, options, seed, seed_hash, "                                             \
	"pack_hash, seq, state, state_hash, last_hash, "                                           \
	"created, updated"
#define SEAT_COLUMNS "game_id, seat, address, name, locale, token_epoch, tz, abandon"

/* ---- games ------------------------------------------------------- */

/* store_game_bind - bind ?1..?13 in GAME_COLUMNS order */

static int
store_game_bind(sqlite3_stmt *st, const struct store_game *g)
{
	int src;

	if ((src = sqlite3_bind_int64(st, 1, g->id)) != SQLITE_OK
	    || (src = store_bind_text(st, 2, g->kind)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, g->status)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, g->options)) != SQLITE_OK
	    || (src = sqlite3_bind_blob(st, 5, g->seed, sizeof(g->seed), SQLITE_STATIC))
	        != SQLITE_OK
	    || (src = store_bind_text(st, 6, g->seed_hash)) != SQLITE_OK
	    || (src = store_bind_text(st, 7, g->pack_hash)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 8, g->seq)) != SQLITE_OK
	    || (src = store_bind_text(st, 9, g->state)) != SQLITE_OK
	    || (src = store_bind_text(st, 10, g->state_hash)) != SQLITE_OK
	    || (src = store_bind_text(st, 11, g->last_hash)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 12, g->created)) != SQLITE_OK)
		return (src);
	return (sqlite3_bind_int64(st, 13, g->updated));
}

/* store_game_row - game from a row in GAME_COLUMNS order */

static enum pb_rc
store_game_row(sqlite3_stmt *st, struct store_game **gp, struct pb_err *err)
{
	struct store_game *g;
	int64_t            id;

	/* The seed is fixed-size; the schema says so, check anyway. */
	id = sqlite3_column_int64(st, 0);
	if (sqlite3_column_bytes(st, 4) != 32)
		return (pb_err_set(err, PB_EDATA,
		    "game %" PRId64 ": seed is "
		    "%d bytes, not 32",
		    id, sqlite3_column_bytes(st, 4)));

	/* Copy. */
	g = pb_calloc(1, sizeof(*g));
	g->id = id;
	g->kind = store_col_text(st, 1);
	g->status = store_col_text(st, 2);
	g->options = store_col_text(st, 3);
	memcpy(g->seed, sqlite3_column_blob(st, 4), sizeof(g->seed));
	g->seed_hash = store_col_text(st, 5);
	g->pack_hash = store_col_text(st, 6);
	g->seq = sqlite3_column_int64(st, 7);
	g->state = store_col_text(st, 8);
	g->state_hash = store_col_text(st, 9);
	g->last_hash = store_col_text(st, 10);
	g->created = sqlite3_column_int64(st, 11);
	g->updated = sqlite3_column_int64(st, 12);
	*gp = g;
	return (PB_OK);
}

/* store_game_insert - new game; sets g->id */

enum pb_rc
store_game_insert(struct store *s, struct store_game *g, struct pb_err *err)
{
	static const char sql[] =
	    "INSERT INTO games (" GAME_COLUMNS ") "
	    "VALUES (NULL, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)";
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           src;

	/* Sanity checks. */
	assert(g != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_GAME_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_game_bind(st, g)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind game", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "insert game", err)) == PB_OK)
		g->id = sqlite3_last_insert_rowid(store_db(s));

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_game_get - one game, caller frees */

enum pb_rc
store_game_get(struct store *s, int64_t id, struct store_game **gp, struct pb_err *err)
{
	static const char sql[] = "SELECT " GAME_COLUMNS " FROM games "
	                          "WHERE id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(gp != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_GAME_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) == SQLITE_OK)
		src = sqlite3_step(st);
	switch (src) {
	case SQLITE_ROW:
		rc = store_game_row(st, gp, err);
		break;
	case SQLITE_DONE:
		rc = pb_err_set(err, PB_ENOENT, "no game %" PRId64, id);
		break;
	default:
		rc = store_sqlite_err(s, src, "get game", err);
		break;
	}

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_game_kind - the kind of one game, caller frees */

enum pb_rc
store_game_kind(struct store *s, int64_t id, char **kind, struct pb_err *err)
{
	static const char sql[] = "SELECT kind FROM games WHERE id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(kind != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_GAME_KIND, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, id)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*kind = store_col_text(st, 0);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "no game %" PRId64, id);
	else
		rc = store_sqlite_err(s, src, "get game kind", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_game_update - rewrite a game, but for kind and created */

enum pb_rc
store_game_update(struct store *s, const struct store_game *g, struct pb_err *err)
{
	static const char sql[] = "UPDATE games SET status = ?3, "
	                          "options = ?4, seed = ?5, seed_hash = ?6, pack_hash = ?7, "
	                          "seq = ?8, state = ?9, state_hash = ?10, last_hash = ?11, "
	                          "updated = ?13 WHERE id = ?1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(g != NULL);

	/* Update. */
	if ((rc = store_stmt(s, STORE_SQL_GAME_UPDATE, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_game_bind(st, g)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind game", err);
		goto out;
	}
	if ((rc = store_step_write(s, st, "update game", err)) == PB_OK
	    && sqlite3_changes(store_db(s)) == 0)
		rc = pb_err_set(err, PB_ENOENT, "no game %" PRId64, g->id);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_game_ids - all game ids, ascending; caller frees */

enum pb_rc
store_game_ids(struct store *s, int64_t **ids, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT id FROM games ORDER BY id";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;

	assert(ids != NULL && n != NULL);
	if ((rc = store_stmt(s, STORE_SQL_GAME_IDS, sql, &st, err)) == PB_OK)
		rc = store_step_ids(s, st, "list games", ids, n, err);
	store_stmt_done(st);
	return (rc);
}

/* store_game_free - release a game; NULL is a no-op */

void
store_game_free(struct store_game *g)
{
	if (g == NULL)
		return;
	free(g->kind);
	free(g->status);
	free(g->options);
	free(g->seed_hash);
	free(g->pack_hash);
	free(g->state);
	free(g->state_hash);
	free(g->last_hash);
	free(g);
}

/* ---- seats ------------------------------------------------------- */

/* store_seat_row - store_step_array() element: a new seat from a row
 * in SEAT_COLUMNS order */

static void
store_seat_row(sqlite3_stmt *st, void *elem)
{
	struct store_seat *seat;

	seat = pb_calloc(1, sizeof(*seat));
	seat->game_id = sqlite3_column_int64(st, 0);
	seat->seat = sqlite3_column_int(st, 1);
	seat->address = store_col_text(st, 2);
	seat->name = store_col_text(st, 3);
	seat->locale = store_col_text(st, 4);
	seat->token_epoch = sqlite3_column_int64(st, 5);
	seat->tz = store_col_text(st, 6);
	seat->abandon = sqlite3_column_int(st, 7);
	*(struct store_seat **)elem = seat;
}

/* store_seat_clear - release one element of a list */

static void
store_seat_clear(void *elem)
{
	store_seat_free(*(struct store_seat **)elem);
}

/* store_seat_insert - record a seat */

enum pb_rc
store_seat_insert(struct store *s, const struct store_seat *seat, struct pb_err *err)
{
	static const char sql[] = "INSERT INTO seats (" SEAT_COLUMNS ") "
	                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(seat != NULL);

	/* Insert. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_INSERT, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, seat->game_id)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 2, seat->seat)) != SQLITE_OK
	    || (src = store_bind_text(st, 3, seat->address)) != SQLITE_OK
	    || (src = store_bind_text(st, 4, seat->name ? seat->name : "")) != SQLITE_OK
	    || (src = store_bind_text(st, 5, seat->locale)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 6, seat->token_epoch)) != SQLITE_OK
	    || (src = store_bind_text(st, 7, seat->tz ? seat->tz : "UTC")) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 8, seat->abandon)) != SQLITE_OK) {
		rc = store_sqlite_err(s, src, "bind seat", err);
		goto out;
	}
	rc = store_step_write(s, st, "insert seat", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_get - one seat, caller frees */

enum pb_rc
store_seat_get(struct store *s, int64_t game, int seat, struct store_seat **sp, struct pb_err *err)
{
	static const char sql[] = "SELECT " SEAT_COLUMNS " FROM seats "
	                          "WHERE game_id = ?1 AND seat = ?2";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(sp != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_GET, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = sqlite3_bind_int(st, 2, seat)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		store_seat_row(st, sp);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT,
		    "game %" PRId64 " has no "
		    "seat %d",
		    game, seat);
	else
		rc = store_sqlite_err(s, src, "get seat", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_list - the seats of a game in order, caller frees */

enum pb_rc
store_seat_list(
    struct store *s, int64_t game, struct store_seat ***list, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT " SEAT_COLUMNS " FROM seats "
	                          "WHERE game_id = ?1 ORDER BY seat";
	sqlite3_stmt     *st = NULL;
	void             *v = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(list != NULL && n != NULL);

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_LIST, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "list seats", err);
	else if ((rc = store_step_array(s, st, "list seats", sizeof(struct store_seat *),
	              store_seat_row, store_seat_clear, &v, n, err))
	    == PB_OK)
		*list = v;

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_find - the seat an address holds in a game */

enum pb_rc
store_seat_find(struct store *s, int64_t game, const char *addr, int *seat, struct pb_err *err)
{
	static const char sql[] = "SELECT seat FROM seats "
	                          "WHERE game_id = ?1 AND address = ?2 ORDER BY seat LIMIT 1";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && seat != NULL);

	/* Look up. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_FIND, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = sqlite3_bind_int64(st, 1, game)) == SQLITE_OK
	    && (src = store_bind_text(st, 2, addr)) == SQLITE_OK)
		src = sqlite3_step(st);
	if (src == SQLITE_ROW)
		*seat = sqlite3_column_int(st, 0);
	else if (src == SQLITE_DONE)
		rc = pb_err_set(err, PB_ENOENT, "%s holds no seat in game %" PRId64, addr, game);
	else
		rc = store_sqlite_err(s, src, "find seat", err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_games - games where an address holds a seat; caller frees */

enum pb_rc
store_seat_games(struct store *s, const char *addr, int64_t **games, size_t *n, struct pb_err *err)
{
	static const char sql[] = "SELECT DISTINCT game_id FROM seats "
	                          "WHERE address = ?1 ORDER BY game_id";
	sqlite3_stmt     *st = NULL;
	enum pb_rc        rc;
	int               src;

	/* Sanity checks. */
	assert(addr != NULL && games != NULL && n != NULL);

	/* Collect. */
	if ((rc = store_stmt(s, STORE_SQL_SEAT_GAMES, sql, &st, err)) != PB_OK)
		goto out;
	if ((src = store_bind_text(st, 1, addr)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "bind address", err);
	else
		rc = store_step_ids(s, st, "list games of seat", games, n, err);

	/* Cleanup. */
out:
	store_stmt_done(st);
	return (rc);
}

/* store_seat_free - release a seat; NULL is a no-op */

void
store_seat_free(struct store_seat *seat)
{
	if (seat == NULL)
		return;
	free(seat->address);
	free(seat->name);
	free(seat->locale);
	free(seat->tz);
	free(seat);
}

/* store_seat_list_free - release n seats and the list; NULL is a no-op */

void
store_seat_list_free(struct store_seat **list, size_t n)
{
	size_t i;

	if (list == NULL)
		return;
	for (i = 0; i < n; i++)
		store_seat_clear(&list[i]);
	free(list);
}
