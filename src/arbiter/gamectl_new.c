/*++
/* NAME
/*	gamectl_new 3
/* SUMMARY
/*	game lifecycle: create, open, join, start
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/* DESCRIPTION
/*	Games come to be here: gamectl_create() sets a game up with its
/*	seats at once; gamectl_open() opens one for joining,
/*	gamectl_join() gives it a seat, gamectl_start() sets it up with the
/*	seats that joined.  gamectl_seat_specs() reads "ADDR[:ZONE][:LOCALE]".
/* SEE ALSO
/*	gamectl.h, the contract of each function
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/digest.h"
#include "core/lang.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/tzone.h"
#include "mail/compose.h"

/* Local. */
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"

/* check_addrs - lower-case, valid and distinct player addresses */

static enum pb_rc
check_addrs(char **addrs, int n, struct pb_err *err)
{
	int i, j;

	for (i = 0; i < n; i++) {
		pb_strlower(addrs[i]);
		if (!compose_addr_ok(addrs[i]))
			return (
			    pb_err_set(err, PB_EDATA, "\"%s\" is not a mail address", addrs[i]));
		for (j = 0; j < i; j++)
			if (strcmp(addrs[i], addrs[j]) == 0)
				return (pb_err_set(err, PB_EDATA,
				    "%s is given twice: one seat per address", addrs[i]));
	}
	return (PB_OK);
}

/* read_pack - the checked pack text of a kind: from the directory the
 * game names, else the configured content directory */

static enum pb_rc
read_pack(
    struct pbemd *p, const struct game_ops *ops, const char *from, char **text, struct pb_err *err)
{
	json_t    *summary;
	char      *dir;
	enum pb_rc rc;

	dir = from ? pb_strdup(from) : pb_asprintf("%s/%s", p->cf->content, ops->kind);
	rc = pack_read_dir(dir, text, err);
	free(dir);
	if (rc != PB_OK)
		return (rc);
	if ((summary = game_pack_check(ops, *text, err)) == NULL) {
		free(*text);
		*text = NULL;
		return (err->rc);
	}
	json_decref(summary);
	return (PB_OK);
}

/* setup_command - the text of move 0 */

static char *
setup_command(json_t *canon)
{
	char *opts, *cmd;

	opts = json_dumps(canon, JSON_COMPACT | JSON_SORT_KEYS);
	cmd = pb_asprintf("setup %s", opts);
	free(opts);
	return (cmd);
}

/* new_row - the game row of a freshly set-up game */

static struct store_game *
new_row(const struct game_ops *ops, void *state, json_t *canon, const unsigned char *seed,
    const char *pack_hash)
{
	struct store_game *row;
	char              *cmd;

	row = pb_calloc(1, sizeof(*row));
	row->kind = pb_strdup(ops->kind);
	row->status = pb_strdup(ops->status(state));
	row->options = json_dumps(canon, JSON_COMPACT | JSON_SORT_KEYS);
	memcpy(row->seed, seed, sizeof(row->seed));
	row->seed_hash = digest_hex(seed, sizeof(row->seed));
	row->pack_hash = pb_strdup(pack_hash);
	row->state = ops->save(state);
	row->state_hash = digest_hex(row->state, strlen(row->state));
	cmd = setup_command(canon);
	row->last_hash = digest_chain(row->seed_hash, 0, 0, cmd, row->state_hash);
	free(cmd);
	row->created = row->updated = pb_now();
	return (row);
}

/* store_new_game - pack, game, seats and move 0, inside a transaction */

static enum pb_rc
store_new_game(struct pbemd *p, struct gamectl *g, const char *pack, json_t *canon, char **addrs,
    char **tzs, char **locales, struct pb_err *err)
{
	struct store_move mv = { 0 };
	enum pb_rc        rc;
	size_t            k;

	rc = store_pack_put(p->st, g->row->pack_hash, g->ops->kind, pack, err);
	if (rc != PB_OK && rc != PB_EDUP)
		return (rc);
	if ((rc = store_game_insert(p->st, g->row, err)) != PB_OK)
		return (rc);
	g->seats = pb_calloc(g->nseats + 1, sizeof(*g->seats));
	for (k = 0; k < g->nseats && rc == PB_OK; k++) {
		g->seats[k] = pb_calloc(1, sizeof(**g->seats));
		g->seats[k]->game_id = g->row->id;
		g->seats[k]->seat = (int)k + 1;
		g->seats[k]->address = pb_strdup(addrs[k]);
		g->seats[k]->name = pb_asprintf("Player %zu", k + 1);
		g->seats[k]->locale = pb_strdup(locales[k] ? locales[k] : p->cf->locale);
		g->seats[k]->tz = pb_strdup(tzs[k] ? tzs[k] : deadline_default_tz(p));
		rc = store_seat_insert(p->st, g->seats[k], err);
	}
	if (rc != PB_OK)
		return (rc);
	mv.game_id = g->row->id;
	mv.command = setup_command(canon);
	mv.prev_hash = g->row->seed_hash;
	mv.state_hash = g->row->state_hash;
	mv.hash = g->row->last_hash;
	mv.created = g->row->created;
	rc = store_move_append(p->st, &mv, err);
	free(mv.command);
	return (rc);
}

/* welcome_all - each seat's first mail */

static enum pb_rc
welcome_all(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	size_t     k;

	for (k = 1; k <= g->nseats && rc == PB_OK; k++)
		rc = notify_seat(p, g, (int)k, "welcome", NULL, NULL, "welcome", err);
	return (rc);
}

/* strv_free - n strings, some NULL, and their array */

static void
strv_free(char **v, int n)
{
	int i;

	for (i = 0; v != NULL && i < n; i++)
		free(v[i]);
	free(v);
}

/* gamectl_seat_specs - "ADDR[:ZONE][:LOCALE]" each, the two in either
 * order: cut the address down in place, the zone and locale (or NULL)
 * into tzs and locs */

enum pb_rc
gamectl_seat_specs(char **addrs, int n, char **tzs, char **locs, struct pb_err *err)
{
	char *part, *next;
	int   i;

	for (i = 0; i < n; i++) {
		if ((part = strchr(addrs[i], ':')) == NULL)
			continue;
		*part++ = '\0';
		/* Each part is a language (en, it, es) or a zone, in any order. */
		for (; part != NULL; part = next) {
			if ((next = strchr(part, ':')) != NULL)
				*next++ = '\0';
			if (*part == '\0')
				continue;
			if (lang_ok(part) && locs[i] == NULL)
				locs[i] = pb_strdup(part);
			else if (tz_ok(part) && tzs[i] == NULL)
				tzs[i] = pb_strdup(part);
			else
				return (pb_err_set(err, PB_EDATA,
				    "%s: \"%s\" is neither a language pbemd writes (en, it, es) "
				    "nor a"
				    " time zone (such as Europe/Rome or UTC)",
				    addrs[i], part));
		}
	}
	return (PB_OK);
}

/* gamectl_unknown - refuse a kind no game is registered under */

static enum pb_rc
gamectl_unknown(const char *kind, struct pb_err *err)
{
	char      *known = game_kinds();
	enum pb_rc rc;

	rc = pb_err_set(err, PB_EDATA, "unknown game \"%s\" (known: %s)", kind, known);
	free(known);
	return (rc);
}

/* check_options - the options a moderator gave: each one the game
 * declares (game.h), with a value it allows; create() checks the rest */

static enum pb_rc
check_options(const struct game_ops *ops, json_t *options, struct pb_err *err)
{
	const struct game_option *o;
	const char               *name;
	char                     *known;
	json_t                   *v;

	json_object_foreach(options, name, v)
	{
		if ((o = game_option_find(ops, name)) == NULL) {
			known = game_option_names(ops);
			pb_err_set(err, PB_EDATA, "%s has no option \"%s\" (its options: %s)", ops->title,
			    name, known);
			free(known);
			return (PB_EDATA);
		}
		if (!json_is_string(v))
			return (pb_err_set(err, PB_EDATA, "option %s takes a word", name));
		if (game_option_check(o, json_string_value(v), err) != PB_OK)
			return (PB_EDATA);
	}
	return (PB_OK);
}

/* gamectl_create - set up a new game and mail its players */

enum pb_rc
gamectl_create(struct pbemd *p, const char *kind, char **addrs, int n, json_t *options,
    const unsigned char *seed, int64_t *id, struct pb_err *err)
{
	unsigned char   rseed[32];
	struct gamectl *g;
	json_t         *canon = NULL, *from, *time = NULL;
	char           *pack = NULL, *pack_hash = NULL, *dir = NULL, *mod = NULL;
	char          **tzs = pb_calloc((size_t)n + 1, sizeof(char *));
	char          **locs = pb_calloc((size_t)n + 1, sizeof(char *));
	enum pb_rc      rc;
	int             inner;

	g = pb_calloc(1, sizeof(*g));
	if ((g->ops = game_find(kind)) == NULL) {
		rc = gamectl_unknown(kind, err);
		goto out;
	}
	/* "pack": a directory of the moderator's own; not a game option. */
	if (json_is_string(from = json_object_get(options, "pack"))) {
		dir = pb_strdup(json_string_value(from));
		json_object_del(options, "pack");
	}
	/* "time" and "moderator": the arbiter's settings (deadline.h). */
	if ((time = json_object_get(options, "time")) != NULL)
		json_incref(time);
	json_object_del(options, "time");
	if (json_is_string(from = json_object_get(options, "moderator")))
		mod = pb_strdup(json_string_value(from));
	json_object_del(options, "moderator");
	if ((rc = check_options(g->ops, options, err)) != PB_OK
	    || (rc = gamectl_seat_specs(addrs, n, tzs, locs, err)) != PB_OK
	    || (rc = check_addrs(addrs, n, err)) != PB_OK
	    || (rc = read_pack(p, g->ops, dir, &pack, err)) != PB_OK)
		goto out;
	if (seed == NULL)
		randombytes_buf(rseed, sizeof(rseed));
	else
		memcpy(rseed, seed, sizeof(rseed));
	pack_hash = digest_hex(pack, strlen(pack));
	if ((rc = pbemd_pack_text(p, g->ops, pack_hash, pack, &g->pack, err)) != PB_OK
	    || (rc = g->ops->create(g->pack->parsed, options, n, rseed, &g->state, &canon, err))
	        != PB_OK)
		goto out;
	g->row = new_row(g->ops, g->state, canon, rseed, pack_hash);
	g->nseats = (size_t)n;
	/* Its own transaction, or a savepoint in the caller's (a server
	 * moderator's mail: moderate_server_exec()). */
	if ((rc = store_begin_inner(p->st, &inner, err)) != PB_OK)
		goto out;
	if ((rc = store_new_game(p, g, pack, canon, addrs, tzs, locs, err)) != PB_OK
	    || (rc = deadline_game_new(p, g, time, mod, 0, err)) != PB_OK
	    || (rc = welcome_all(p, g, err)) != PB_OK) {
		store_end_inner(p->st, inner, 0, err);
		goto out;
	}
	if ((rc = store_end_inner(p->st, inner, 1, err)) != PB_OK)
		goto out;
	*id = g->row->id;
out:
	strv_free(tzs, n);
	strv_free(locs, n);
	json_decref(time);
	free(mod);
	sodium_memzero(rseed, sizeof(rseed));
	json_decref(canon);
	free(pack_hash);
	free(dir);
	free(pack);
	gamectl_free(g);
	return (rc);
}

/* ---- open games ----------------------------------------------------- */

/* gamectl_open - a game open for joining: its seed committed, its pack
 * stored, no seat yet; gamectl_start() sets it up */

enum pb_rc
gamectl_open(struct pbemd *p, const char *kind, json_t *options, int max_seats,
    const unsigned char *seed, int64_t *id, struct pb_err *err)
{
	const struct game_ops *ops;
	struct store_game      row = { 0 };
	struct gamectl         g = { 0 };
	json_t                *from, *time = NULL;
	char                  *pack = NULL, *dir = NULL, *mod = NULL;
	enum pb_rc             rc;
	int                    inner;

	if ((ops = game_find(kind)) == NULL)
		return (gamectl_unknown(kind, err));
	if (max_seats < 0 || max_seats > ops->max_seats)
		return (pb_err_set(err, PB_EDATA, "%s is for %d to %d players", ops->title,
		    ops->min_seats, ops->max_seats));
	if (json_is_string(from = json_object_get(options, "pack")))
		dir = pb_strdup(json_string_value(from));
	json_object_del(options, "pack");
	if ((time = json_object_get(options, "time")) != NULL)
		json_incref(time);
	json_object_del(options, "time");
	if (json_is_string(from = json_object_get(options, "moderator")))
		mod = pb_strdup(json_string_value(from));
	json_object_del(options, "moderator");
	if ((rc = check_options(ops, options, err)) != PB_OK
	    || (rc = read_pack(p, ops, dir, &pack, err)) != PB_OK)
		goto out;
	row.kind = (char *)ops->kind;
	row.status = (char *)"open";
	row.options = json_dumps(options, JSON_COMPACT | JSON_SORT_KEYS);
	if (seed)
		memcpy(row.seed, seed, sizeof(row.seed));
	else
		randombytes_buf(row.seed, sizeof(row.seed));
	row.seed_hash = digest_hex(row.seed, sizeof(row.seed));
	row.pack_hash = digest_hex(pack, strlen(pack));
	row.created = row.updated = pb_now();
	g.row = &row;
	g.ops = ops;
	if ((rc = store_begin_inner(p->st, &inner, err)) != PB_OK)
		goto out;
	rc = store_pack_put(p->st, row.pack_hash, ops->kind, pack, err);
	if ((rc == PB_OK || rc == PB_EDUP) && (rc = store_game_insert(p->st, &row, err)) == PB_OK)
		rc = deadline_game_new(
		    p, &g, time, mod, max_seats ? max_seats : ops->max_seats, err);
	if (rc != PB_OK)
		store_end_inner(p->st, inner, 0, err);
	else if ((rc = store_end_inner(p->st, inner, 1, err)) == PB_OK)
		*id = row.id;
out:
	sodium_memzero(row.seed, sizeof(row.seed));
	free(row.options);
	free(row.seed_hash);
	free(row.pack_hash);
	json_decref(time);
	free(pack);
	free(dir);
	free(mod);
	return (rc);
}

/* gamectl_join - a seat for spec ("ADDR[:ZONE[:LOCALE]]") in an open
 * game, inside the caller's transaction; *seat receives its number */

enum pb_rc
gamectl_join(struct pbemd *p, struct gamectl *g, const char *spec, int *seat, struct pb_err *err)
{
	struct store_seat st = { 0 };
	char             *addr = pb_strdup(spec), *tz = NULL, *loc = NULL;
	enum pb_rc        rc;
	size_t            k;

	if (g->state != NULL) {
		rc = pb_err_set(err, PB_EDATA, "game %lld has started: it takes no more players",
		    (long long)g->row->id);
		goto out;
	}
	if ((rc = gamectl_seat_specs(&addr, 1, &tz, &loc, err)) != PB_OK
	    || (rc = check_addrs(&addr, 1, err)) != PB_OK)
		goto out;
	for (k = 0; k < g->nseats; k++)
		if (strcmp(g->seats[k]->address, addr) == 0) {
			rc = pb_err_set(err, PB_EDUP, "%s has joined game %lld already", addr,
			    (long long)g->row->id);
			goto out;
		}
	st.game_id = g->row->id;
	st.seat = g->nseats == 0 ? 1 : g->seats[g->nseats - 1]->seat + 1;
	st.address = addr;
	st.name = pb_asprintf("Player %d", st.seat);
	st.locale = loc ? loc : p->cf->locale;
	st.tz = tz ? tz : (char *)deadline_default_tz(p);
	if ((rc = store_seat_insert(p->st, &st, err)) == PB_OK) {
		g->seats = pb_realloc(g->seats, (g->nseats + 2) * sizeof(*g->seats));
		g->seats[g->nseats] = pb_calloc(1, sizeof(**g->seats));
		*g->seats[g->nseats] = st;
		g->seats[g->nseats]->address = pb_strdup(st.address);
		g->seats[g->nseats]->locale = pb_strdup(st.locale);
		g->seats[g->nseats]->tz = pb_strdup(st.tz);
		g->nseats++;
		*seat = st.seat;
		st.name = NULL;
	}
	free(st.name);
out:
	free(addr);
	free(tz);
	free(loc);
	return (rc);
}

/* gamectl_start - set up an open game with the seats that joined, log
 * move 0 and mail every seat, inside the caller's transaction */

enum pb_rc
gamectl_start(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	struct store_move  mv = { 0 };
	struct store_game *row;
	json_t            *options, *canon = NULL;
	enum pb_rc         rc;
	size_t             k;

	if (g->state != NULL)
		return (pb_err_set(
		    err, PB_EDATA, "game %lld has started already", (long long)g->row->id));
	if ((int)g->nseats < g->ops->min_seats)
		return (pb_err_set(err, PB_EDATA, "game %lld has %zu player%s: %s needs %d",
		    (long long)g->row->id, g->nseats, g->nseats == 1 ? "" : "s", g->ops->title,
		    g->ops->min_seats));
	/* Seats are numbered 1..n in the order they joined. */
	for (k = 0; k < g->nseats; k++)
		if (g->seats[k]->seat != (int)k + 1)
			pb_panic("gamectl_start: game %lld seat %zu is %d", (long long)g->row->id,
			    k + 1, g->seats[k]->seat);
	if ((options = json_loads(g->row->options, 0, NULL)) == NULL)
		return (pb_err_set(err, PB_EDATA, "game %lld: bad options", (long long)g->row->id));
	if ((g->pack == NULL
	        && (rc = pbemd_pack(p, g->ops, g->row->pack_hash, &g->pack, err)) != PB_OK)
	    || (rc = g->ops->create(
	            g->pack->parsed, options, (int)g->nseats, g->row->seed, &g->state, &canon, err))
	        != PB_OK)
		goto out;
	row = new_row(g->ops, g->state, canon, g->row->seed, g->row->pack_hash);
	row->id = g->row->id;
	row->created = g->row->created;
	store_game_free(g->row);
	g->row = row;
	mv.game_id = row->id;
	mv.command = setup_command(canon);
	mv.prev_hash = row->seed_hash;
	mv.state_hash = row->state_hash;
	mv.hash = row->last_hash;
	mv.created = row->updated;
	if ((rc = store_game_update(p->st, row, err)) == PB_OK
	    && (rc = store_move_append(p->st, &mv, err)) == PB_OK
	    && (rc = deadline_sync(p, g, err)) == PB_OK)
		rc = welcome_all(p, g, err);
	free(mv.command);
out:
	json_decref(canon);
	json_decref(options);
	return (rc);
}
