/*++
/* NAME
/*	gamectl 3
/* SUMMARY
/*	game lifecycle: create, load, apply, replay, export
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/* DESCRIPTION
/*	See gamectl.h.  Event sourcing (DESIGN.md): a game is its pack,
/*	options and seed plus its move log; the stored state is a cache
/*	that gamectl_replay() must reproduce byte for byte.
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
#include "mail/mime.h"

/* Local. */
#include "arbiter/deadline.h"
#include "arbiter/ballot.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/policy.h"
#include "arbiter/press.h"

/* live_drop - forget a kept live state */

static void
live_drop(struct pbemd_live *e)
{
	e->ops->free(e->state);
	pbemd_pack_release(e->pack); /* from load_state(), after the state */
	free(e->state_hash);
	memset(e, 0, sizeof(*e));
}

/* live_keep - keep a loaded game's live state for its next mail */

static void
live_keep(struct gamectl *g)
{
	struct pbemd_live *e, *old = NULL;
	size_t             i;

	for (i = 0; i < PBEMD_LIVE; i++) {
		e = &g->p->live[i];
		if (e->id == g->row->id)
			live_drop(e);
		if (old == NULL || (old->id != 0 && (e->id == 0 || e->used < old->used)))
			old = e;
	}
	if (old->id != 0)
		live_drop(old);
	old->id = g->row->id;
	old->state_hash = pb_strdup(g->row->state_hash);
	old->ops = g->ops;
	old->state = g->state;
	old->pack = g->pack;
	old->used = ++g->p->live_clock;
	g->state = NULL;
	g->pack = NULL;
}

/* live_take - the kept live state of the stored state a row names */

static int
live_take(struct pbemd *p, struct gamectl *g)
{
	struct pbemd_live *e;
	size_t             i;

	for (i = 0; i < PBEMD_LIVE; i++) {
		e = &p->live[i];
		if (e->id != g->row->id)
			continue;
		if (e->ops != g->ops || g->row->state_hash == NULL
		    || strcmp(e->state_hash, g->row->state_hash) != 0) {
			live_drop(e);
			return (0);
		}
		g->state = e->state;
		g->pack = e->pack;
		free(e->state_hash);
		memset(e, 0, sizeof(*e));
		return (1);
	}
	return (0);
}

/* gamectl_forget - drop every kept live state */

void
gamectl_forget(struct pbemd *p)
{
	size_t i;

	for (i = 0; i < PBEMD_LIVE; i++)
		if (p->live[i].id != 0)
			live_drop(&p->live[i]);
}

/* gamectl_free - release a game, keeping a loaded one's live state;
 * NULL is a no-op */

void
gamectl_free(struct gamectl *g)
{
	if (g == NULL)
		return;
	if (g->p != NULL && g->state != NULL && g->row != NULL && g->row->state_hash != NULL)
		live_keep(g);
	if (g->state)
		g->ops->free(g->state);
	pbemd_pack_release(g->pack); /* from load_state(), after the state */
	store_seat_list_free(g->seats, g->nseats);
	store_game_free(g->row);
	free(g);
}

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
	struct pb_buf             known;
	json_t                   *v;

	json_object_foreach(options, name, v)
	{
		if ((o = game_option_find(ops, name)) == NULL) {
			pb_buf_init(&known);
			for (o = ops->options; o && o->name; o++)
				pb_buf_printf(&known, "%s%s", o == ops->options ? "" : ", ", o->name);
			pb_err_set(err, PB_EDATA, "%s has no option \"%s\" (its options: %s)", ops->title,
			    name, known.len ? known.s : "none");
			pb_buf_free(&known);
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

/* load_state - the module's state from a row: a saved state, or the
 * state right after the set-up (saved NULL), on the shared parsed pack
 * that g->pack holds for every state of g */

static enum pb_rc
load_state(struct pbemd *p, struct gamectl *g, const char *saved, void **state, struct pb_err *err)
{
	json_t      *options, *canon = NULL;
	json_error_t jerr;
	enum pb_rc   rc = PB_OK;

	if ((options = json_loads(g->row->options, 0, &jerr)) == NULL)
		return (pb_err_set(
		    err, PB_EDATA, "game %lld: bad options: %s", (long long)g->row->id, jerr.text));
	if (g->pack == NULL)
		rc = pbemd_pack(p, g->ops, g->row->pack_hash, &g->pack, err);
	if (rc == PB_OK)
		rc = saved ? g->ops->load(g->pack->parsed, options, (int)g->nseats, g->row->seed,
		                 saved, state, err)
		           : g->ops->create(g->pack->parsed, options, (int)g->nseats, g->row->seed,
		                 state, &canon, err);
	json_decref(canon);
	json_decref(options);
	return (rc);
}

/* gamectl_fresh_state - the state of a game right after its set-up */

enum pb_rc
gamectl_fresh_state(struct pbemd *p, struct gamectl *g, void **state, struct pb_err *err)
{
	return (load_state(p, g, NULL, state, err));
}

static enum pb_rc rebuild_state(struct pbemd *, struct gamectl *, struct pb_err *);

/* gamectl_load - row, seats, module and state of a game */

enum pb_rc
gamectl_load(struct pbemd *p, int64_t id, struct gamectl **out, struct pb_err *err)
{
	struct gamectl *g;
	enum pb_rc      rc;

	g = pb_calloc(1, sizeof(*g));
	if ((rc = store_game_get(p->st, id, &g->row, err)) != PB_OK)
		goto out;
	if ((g->ops = game_find(g->row->kind)) == NULL) {
		rc = pb_err_set(
		    err, PB_EDATA, "game %lld: unknown kind %s", (long long)id, g->row->kind);
		goto out;
	}
	if ((rc = store_seat_list(p->st, id, &g->seats, &g->nseats, err)) != PB_OK)
		goto out;
	/* An open game has no state until it starts (gamectl_start()). */
	if (strcmp(g->row->status, "open") == 0) {
		*out = g;
		return (PB_OK);
	}
	/* The live state kept from the game's last mail, if still current;
	 * else the stored state, a cache of the log (event sourcing): one
	 * this version cannot read, say from before an upgrade, is rebuilt. */
	if (live_take(p, g))
		rc = PB_OK;
	else if ((rc = load_state(p, g, g->row->state, &g->state, err)) == PB_EDATA) {
		pb_warn("game %lld: the stored state does not load (%s): rebuilding it from the"
		        " move log",
		    (long long)id, err->msg);
		rc = rebuild_state(p, g, err);
	}
	if (rc != PB_OK)
		goto out;
	g->p = p;
	*out = g;
	g = NULL;
out:
	gamectl_free(g);
	return (rc);
}

/* gamectl_log - append a move for the state as it is now, and update
 * the row in memory (gamectl_save() writes it) */

enum pb_rc
gamectl_log(struct pbemd *p, struct gamectl *g, int seat, const char *line, int64_t inbox_id,
    struct pb_err *err)
{
	struct store_move mv = { 0 };
	char             *state, *hash, *chain;
	enum pb_rc        rc;

	state = g->ops->save(g->state);
	hash = digest_hex(state, strlen(state));
	chain = digest_chain(g->row->last_hash, g->row->seq + 1, seat, line, hash);
	mv.game_id = g->row->id;
	mv.seq = g->row->seq + 1;
	mv.seat = seat;
	mv.command = (char *)line;
	mv.prev_hash = g->row->last_hash;
	mv.state_hash = hash;
	mv.hash = chain;
	mv.inbox_id = inbox_id;
	mv.created = pb_now();
	if ((rc = store_move_append(p->st, &mv, err)) == PB_OK) {
		g->row->seq++;
		free(g->row->state);
		free(g->row->state_hash);
		free(g->row->last_hash);
		free(g->row->status);
		g->row->state = state;
		g->row->state_hash = hash;
		g->row->last_hash = chain;
		g->row->status = pb_strdup(g->ops->status(g->state));
		g->row->updated = mv.created;
		g->dirty = 1;
		return (PB_OK);
	}
	/* The live state is ahead of the row: never keep it (gamectl_free). */
	g->p = NULL;
	free(state);
	free(hash);
	free(chain);
	return (rc);
}

/* gamectl_apply - one command; on success log it and update the row in
 * memory (gamectl_save() writes it once for all the lines of a mail) */

enum pb_rc
gamectl_apply(struct pbemd *p, struct gamectl *g, int seat, const struct lex_line *l,
    const char *line, int64_t inbox_id, struct game_result *res, struct pb_err *err)
{
	enum pb_rc rc;

	if (g->state == NULL)
		return (pb_err_set(err, PB_EDATA, "the game has not started yet"));
	if ((rc = g->ops->apply(g->state, seat, l, res, err)) != PB_OK)
		return (rc);
	return (gamectl_log(p, g, seat, line, inbox_id, err));
}

/* gamectl_save - write the game row if commands changed it */

enum pb_rc
gamectl_save(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;

	if (g->dirty && (rc = store_game_update(p->st, g->row, err)) == PB_OK)
		g->dirty = 0;
	return (rc);
}

struct replay {
	struct pbemd   *p;
	struct gamectl *g;
	void           *state;
	char           *last; /* hash of the last entry checked */
	int64_t         seq;  /* next expected seq */
	struct pb_buf   why;  /* first difference */
	struct pb_err  *err;
};

/* replay_state - apply (or set up) one entry into the rebuilt state */

static enum pb_rc
replay_state(struct replay *r, const struct store_move *mv)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	enum pb_rc         rc;

	if (mv->seq == 0) {
		if (strncmp(mv->command, "setup ", 6) != 0
		    || strcmp(mv->command + 6, r->g->row->options) != 0)
			return (pb_err_set(r->err, PB_EDATA,
			    "move 0 is not the set-up with the"
			    " game's options"));
		return (load_state(r->p, r->g, NULL, &r->state, r->err));
	}
	if (mv->seat == 0)
		return (gamectl_system_replay(r->p, r->g, &r->state, mv, r->err));
	if ((rc = lex_line(mv->command, &l, r->err)) != PB_OK)
		return (rc);
	if (l->argc == 0)
		rc = pb_err_set(r->err, PB_EDATA, "move %lld is empty", (long long)mv->seq);
	else
		rc = r->g->ops->apply(r->state, mv->seat, l, &res, r->err);
	game_result_clear(&res);
	lex_free(l);
	return (rc);
}

/* rebuild_one - one log entry into the state being rebuilt */

static enum pb_rc
rebuild_one(const struct store_move *mv, void *arg)
{
	return (replay_state(arg, mv));
}

/* rebuild_state - a game's state from its seed, options and move log */

static enum pb_rc
rebuild_state(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	struct replay r = { 0 };
	enum pb_rc    rc;

	r.p = p;
	r.g = g;
	r.err = err;
	rc = store_move_each(p->st, g->row->id, rebuild_one, &r, err);
	if (rc == PB_OK && r.state == NULL)
		rc = pb_err_set(
		    err, PB_EDATA, "game %lld has an empty move log", (long long)g->row->id);
	if (rc == PB_OK)
		g->state = r.state;
	else if (r.state != NULL)
		g->ops->free(r.state);
	return (rc);
}

/* replay_one - check one move log entry */

static enum pb_rc
replay_one(const struct store_move *mv, void *arg)
{
	struct replay *r = arg;
	char          *state, *hash, *chain;
	enum pb_rc     rc;

	if (mv->seq != r->seq)
		return (pb_err_set(r->err, PB_EDATA, "move %lld missing (found %lld)",
		    (long long)r->seq, (long long)mv->seq));
	if (strcmp(mv->prev_hash ? mv->prev_hash : "", r->last) != 0)
		return (pb_err_set(r->err, PB_EDATA,
		    mv->seq == 0 ? "move 0: the chain does not start from the published seed hash"
		                 : "move %lld: previous hash does not chain",
		    (long long)mv->seq));
	if ((rc = replay_state(r, mv)) != PB_OK)
		return (pb_err_set(r->err, PB_EDATA, "move %lld (\"%s\") does not apply: %s",
		    (long long)mv->seq, mv->command, r->err->msg));
	state = r->g->ops->save(r->state);
	hash = digest_hex(state, strlen(state));
	chain = digest_chain(r->last, mv->seq, mv->seat, mv->command, hash);
	rc = PB_OK;
	if (strcmp(hash, mv->state_hash ? mv->state_hash : "") != 0)
		rc = pb_err_set(r->err, PB_EDATA,
		    "move %lld: state differs from the logged"
		    " state hash",
		    (long long)mv->seq);
	else if (strcmp(chain, mv->hash) != 0)
		rc = pb_err_set(
		    r->err, PB_EDATA, "move %lld: entry hash differs", (long long)mv->seq);
	free(state);
	free(hash);
	free(r->last);
	r->last = chain;
	r->seq++;
	return (rc);
}

/* replay_final - the rebuilt state against the stored row */

static enum pb_rc
replay_final(struct replay *r)
{
	struct store_game *row = r->g->row;
	char              *state, *seed_hash;
	enum pb_rc         rc = PB_OK;

	seed_hash = digest_hex(row->seed, sizeof(row->seed));
	state = r->state ? r->g->ops->save(r->state) : pb_strdup("");
	if (strcmp(seed_hash, row->seed_hash) != 0)
		rc = pb_err_set(r->err, PB_EDATA, "the seed does not match its published hash");
	else if (r->seq == 0)
		rc = pb_err_set(r->err, PB_EDATA, "the move log is empty");
	else if (r->seq != row->seq + 1)
		rc = pb_err_set(r->err, PB_EDATA, "the log ends at move %lld, the game at %lld",
		    (long long)r->seq - 1, (long long)row->seq);
	else if (strcmp(state, row->state) != 0)
		rc = pb_err_set(r->err, PB_EDATA,
		    "after move %lld: the rebuilt state differs from the stored state",
		    (long long)row->seq);
	else if (strcmp(r->last, row->last_hash ? row->last_hash : "") != 0)
		rc = pb_err_set(r->err, PB_EDATA,
		    "after move %lld: the last log hash differs from the game's",
		    (long long)row->seq);
	free(state);
	free(seed_hash);
	return (rc);
}

/* hash_is - SHA-256 of text is hash */

static int
hash_is(const void *data, size_t len, const char *hash)
{
	char *h = digest_hex(data, len);
	int   same = hash != NULL && strcmp(h, hash) == 0;

	free(h);
	return (same);
}

/* replay_commitments - before any move: the seed against its published
 * hash, the pack against its hash, the stored state against its hash */

static enum pb_rc
replay_commitments(struct replay *r)
{
	struct store_game *row = r->g->row;
	char              *pack = NULL;
	enum pb_rc         rc = PB_OK;

	if (!hash_is(row->seed, sizeof(row->seed), row->seed_hash))
		rc = pb_err_set(r->err, PB_EDATA,
		    "seed commitment: the SHA-256 of the seed is not the published seed hash");
	else if (store_pack_get(r->p->st, row->pack_hash, &pack, r->err) != PB_OK)
		rc = pb_err_set(r->err, PB_EDATA, "the game's content pack is missing");
	else if (!hash_is(pack, strlen(pack), row->pack_hash))
		rc = pb_err_set(r->err, PB_EDATA, "the content pack does not match its hash");
	else if (row->state == NULL || !hash_is(row->state, strlen(row->state), row->state_hash))
		rc = pb_err_set(
		    r->err, PB_EDATA, "the stored state does not match the game's state hash");
	free(pack);
	return (rc);
}

/* mailed_seed_hash - the seed hash a mail showed ("Seed hash:", in the
 * footer of every locale), or NULL; caller frees */

static char *
mailed_seed_hash(const struct store_out *o)
{
	static const char *const labels[] = {
		"Seed hash: ", "Hash del seme: ", "Hash de la semilla: "
	};
	struct mime_msg *m;
	struct pb_err    err;
	const char      *at = NULL;
	char            *h = NULL;
	size_t           i, len = 0;

	if (mime_parse(o->message, strlen(o->message), &m, &err) != PB_OK)
		return (NULL);
	for (i = 0; at == NULL && i < PB_NELEM(labels); i++)
		if ((at = strstr(m->text, labels[i])) != NULL)
			len = strlen(labels[i]);
	if (at != NULL)
		h = pb_strndup(at + len, strspn(at + len, "0123456789abcdef"));
	mime_msg_free(m);
	return (h);
}

/* replay_mailed - every seed hash the players were mailed is the game's */

static enum pb_rc
replay_mailed(struct replay *r)
{
	struct store_out **rows = NULL;
	size_t             n = 0, i, k;
	enum pb_rc         rc = PB_OK;
	char              *h;

	for (k = 1; k <= r->g->nseats && rc == PB_OK; k++) {
		if ((rc = store_out_list_seat(r->p->st, r->g->row->id, (int)k, &rows, &n, r->err))
		    != PB_OK)
			break;
		for (i = 0; i < n && rc == PB_OK; i++) {
			if ((h = mailed_seed_hash(rows[i])) != NULL
			    && strcmp(h, r->g->row->seed_hash) != 0)
				rc = pb_err_set(r->err, PB_EDATA,
				    "seed commitment: mail %s to Player %zu showed the seed hash "
				    "%.16s..., not the game's %.16s...",
				    rows[i]->message_id ? rows[i]->message_id : "(forgotten)", k, h,
				    r->g->row->seed_hash);
			free(h);
		}
		store_out_list_free(rows, n);
	}
	return (rc);
}

/* gamectl_replay - rebuild a game from its log and compare */

enum pb_rc
gamectl_replay(struct pbemd *p, int64_t id, char **report, struct pb_err *err)
{
	struct replay r = { 0 };
	enum pb_rc    rc;

	r.p = p;
	r.err = err;
	if ((rc = gamectl_load(p, id, &r.g, err)) != PB_OK) {
		/* A game that does not even load is a failed verification. */
		if (rc == PB_EDATA)
			*report = pb_asprintf("game %lld: %s", (long long)id, err->msg);
		return (rc);
	}
	if (r.g->state == NULL) {
		*report = pb_asprintf("game %lld is open for joining: no moves yet", (long long)id);
		gamectl_free(r.g);
		return (PB_OK);
	}
	r.last = pb_strdup(r.g->row->seed_hash);
	if ((rc = replay_commitments(&r)) == PB_OK && (rc = replay_mailed(&r)) == PB_OK
	    && (rc = store_move_each(p->st, id, replay_one, &r, err)) == PB_OK)
		rc = replay_final(&r);
	if (rc == PB_OK)
		*report = pb_asprintf("game %lld: %lld moves replayed from the seed; every state"
		                      " hash, the hash chain and the final state match",
		    (long long)id, (long long)r.g->row->seq);
	else
		*report = pb_asprintf("game %lld: %s", (long long)id, err->msg);
	if (r.state)
		r.g->ops->free(r.state);
	free(r.last);
	gamectl_free(r.g);
	return (rc == PB_OK ? PB_OK : PB_EDATA);
}

struct replay_to {
	struct replay r;
	int64_t       upto; /* the last move to apply */
};

/* replay_to_one - one entry into the state, up to a move */

static enum pb_rc
replay_to_one(const struct store_move *mv, void *arg)
{
	struct replay_to *t = arg;

	if (mv->seq > t->upto)
		return (PB_EDUP); /* done: stop the walk */
	return (replay_state(&t->r, mv));
}

/* gamectl_replay_view - a game as one reader saw it after move upto */

enum pb_rc
gamectl_replay_view(
    struct pbemd *p, int64_t id, int seat, int64_t upto, json_t **out, struct pb_err *err)
{
	struct replay_to t = { 0 };
	json_t          *v;
	enum pb_rc       rc;

	t.r.p = p;
	t.r.err = err;
	if ((rc = gamectl_load(p, id, &t.r.g, err)) != PB_OK)
		return (rc);
	t.upto = upto < 0 ? t.r.g->row->seq : upto;
	if (seat != GAME_VIEW_ALL && seat != GAME_VIEW_PUBLIC
	    && (seat < 1 || (size_t)seat > t.r.g->nseats))
		rc = pb_err_set(
		    err, PB_EDATA, "game %lld has seats 1 to %zu", (long long)id, t.r.g->nseats);
	else if (t.upto > t.r.g->row->seq)
		rc = pb_err_set(err, PB_EDATA, "game %lld has moves 0 to %lld", (long long)id,
		    (long long)t.r.g->row->seq);
	else if (seat == GAME_VIEW_ALL && strcmp(t.r.g->row->status, "ended") != 0)
		rc = pb_err_set(err, PB_EPERM,
		    "game %lld has not ended: an omniscient replay would show what the players "
		    "may not see yet",
		    (long long)id);
	else if ((rc = store_move_each(p->st, id, replay_to_one, &t, err)) == PB_EDUP)
		rc = PB_OK;
	if (rc == PB_OK && t.r.state == NULL)
		rc = pb_err_set(err, PB_EDATA, "game %lld has an empty move log", (long long)id);
	if (rc == PB_OK) {
		v = t.r.g->ops->view(t.r.state, seat, NULL);
		json_object_set_new(v, "mail",
		    json_pack("{s:I, s:s, s:s, s:i, s:I, s:s}", "game", (json_int_t)id, "title",
		        t.r.g->ops->title, "status", t.r.g->ops->status(t.r.state), "seat", seat,
		        "seq", (json_int_t)t.upto, "seed_hash", t.r.g->row->seed_hash));
		*out = v;
	}
	if (t.r.state)
		t.r.g->ops->free(t.r.state);
	gamectl_free(t.r.g);
	return (rc);
}

struct export
{
	json_t *moves;
};

/* export_move - one log entry as JSON */

static enum pb_rc
export_move(const struct store_move *mv, void *arg)
{
	struct export *x = arg;

	json_array_append_new(x->moves,
	    json_pack("{s:I, s:i, s:s, s:s, s:s, s:s}", "seq", (json_int_t)mv->seq, "seat",
	        mv->seat, "command", mv->command, "prev_hash", mv->prev_hash, "state_hash",
	        mv->state_hash, "hash", mv->hash));
	return (PB_OK);
}

/* export_seats - seats, with addresses only when asked */

static json_t *
export_seats(const struct gamectl *g, int with_addresses)
{
	json_t *a = json_array(), *s;
	size_t  k;

	for (k = 0; k < g->nseats; k++) {
		s = json_pack("{s:i, s:s, s:s}", "seat", g->seats[k]->seat, "name",
		    g->seats[k]->name, "locale", g->seats[k]->locale);
		if (with_addresses)
			json_object_set_new(s, "address", json_string(g->seats[k]->address));
		json_array_append_new(a, s);
	}
	return (a);
}

/* export_archive - the policy, the ballot receipts the players may see,
 * and once the game has ended its press and diaries (policy.h) */

static enum pb_rc
export_archive(struct pbemd *p, const struct gamectl *g, json_t *o, struct pb_err *err)
{
	struct pb_policy pol;
	json_t          *v;
	enum pb_rc       rc;
	int              ended = strcmp(g->row->status, "ended") == 0;

	if ((rc = policy_load(p, g->row->id, &pol, err)) != PB_OK)
		return (rc);
	json_object_set_new(o, "policy", policy_json(&pol));
	if ((rc = ballot_json(p, g->row->id, ended, &v, err)) != PB_OK)
		return (rc);
	json_object_set_new(o, "ballots", v);
	if (ended && (rc = press_reveal_json(p, g->row->id, &pol, &v, err)) == PB_OK)
		json_object_set_new(o, "press", v);
	return (rc);
}

/* gamectl_export - the game as JSON (pbemctl(1), EXPORT FORMAT) */

enum pb_rc
gamectl_export(struct pbemd *p, int64_t id, int with_addresses, json_t **out, struct pb_err *err)
{
	struct export x;
	struct gamectl *g;
	json_t         *o, *options;
	enum pb_rc      rc;
	char           *seed, *pack;

	if ((rc = gamectl_load(p, id, &g, err)) != PB_OK)
		return (rc);
	x.moves = json_array();
	if ((rc = store_move_each(p->st, id, export_move, &x, err)) != PB_OK) {
		json_decref(x.moves);
		gamectl_free(g);
		return (rc);
	}
	options = json_loads(g->row->options, 0, NULL);
	if (g->state == NULL) { /* open: nothing set up yet */
		o = json_pack("{s:s, s:I, s:s, s:s, s:s, s:o, s:o, s:s, s:I, s:o}", "format",
		    "pbemd-export-1", "game", (json_int_t)id, "kind", g->row->kind, "title",
		    g->ops->title, "status", g->row->status, "options",
		    options ? options : json_object(), "seats", export_seats(g, with_addresses),
		    "seed_hash", g->row->seed_hash, "seq", (json_int_t)0, "moves", x.moves);
		*out = o;
		gamectl_free(g);
		return (PB_OK);
	}
	o = json_pack("{s:s, s:I, s:s, s:s, s:s, s:o, s:o, s:s, s:s, s:I, s:s, s:s, s:o}", "format",
	    "pbemd-export-1", "game", (json_int_t)id, "kind", g->row->kind, "title", g->ops->title,
	    "status", g->row->status, "options", options ? options : json_object(), "seats",
	    export_seats(g, with_addresses), "pack_hash", g->row->pack_hash, "seed_hash",
	    g->row->seed_hash, "seq", (json_int_t)g->row->seq, "state_hash", g->row->state_hash,
	    "last_hash", g->row->last_hash, "moves", x.moves);
	if (store_pack_get(p->st, g->row->pack_hash, &pack, err) == PB_OK) {
		json_object_set_new(o, "pack", json_string(pack));
		free(pack);
	}
	if (strcmp(g->row->status, "ended") == 0) {
		seed = pb_hex(g->row->seed, sizeof(g->row->seed));
		json_object_set_new(o, "seed", json_string(seed));
		json_object_set_new(o, "state", json_string(g->row->state));
		free(seed);
	}
	if ((rc = export_archive(p, g, o, err)) != PB_OK) {
		json_decref(o);
		gamectl_free(g);
		return (rc);
	}
	*out = o;
	gamectl_free(g);
	return (PB_OK);
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
