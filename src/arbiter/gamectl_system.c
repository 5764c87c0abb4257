/*++
/* NAME
/*	gamectl_system 3
/* SUMMARY
/*	the move log: states from it, moves of seat 0, appending to it
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/*
/*	enum pb_rc gamectl_system(struct pbemd *p, struct gamectl *g,
/*				const char *line, int64_t inbox_id,
/*				struct game_result *res, struct pb_err *err);
/*	enum pb_rc gamectl_system_replay(struct pbemd *p,
/*				struct gamectl *g, void **state,
/*				const struct store_move *mv,
/*				struct pb_err *err);
/*	enum pb_rc gamectl_state_at(struct pbemd *p, struct gamectl *g,
/*				int64_t upto, void **state,
/*				struct pb_err *err);
/*	enum pb_rc gamectl_fresh_state(struct pbemd *p,
/*				struct gamectl *g, void **state,
/*				struct pb_err *err);
/*	enum pb_rc gamectl_log(struct pbemd *p, struct gamectl *g,
/*				int seat, const char *line,
/*				int64_t inbox_id, struct pb_err *err);
/* DESCRIPTION
/*	Seat 0 of the move log is the arbiter itself: its clock and the
/*	moderator.  Its moves are in the hash chain like any other, and
/*	replay understands them (event sourcing, DESIGN.md):
/*
/*	move			effect on the game
/*	default SEAT LINE	LINE applied for SEAT (its time was up)
/*	force SEAT LINE		the same, forced by the moderator
/*	undo N			the state becomes the state after move N
/*				(moves after N stay in the log: history is
/*				never rewritten; replay rebuilds move N's
/*				state from the log, so the dice of the
/*				undone moves come again if the same
/*				commands are given again)
/*	remove SEAT, end,	the game module's moderate() (game.h)
/*	abandon
/*	pause, resume,		none: the arbiter's own records (the clock,
/*	extend ..., replace	the seats, the settings), logged so that
/*	SEAT, set ...		every moderator action is in the chain
/*
/*	gamectl_system() applies one such line to a loaded game and logs
/*	it, or refuses it (PB_EDATA, nothing changed).  res says what
/*	happened as gamectl_apply()'s does.
/*
/*	gamectl_system_replay() applies a logged move of seat 0 to a
/*	state being rebuilt (gamectl_replay()).
/*
/*	gamectl_state_at() rebuilds the state after move upto from the
/*	log (undos inside it included); *state is the caller's to free
/*	with g->ops->free().  It starts from the newest snapshot at or
/*	before upto whose hash is the log's (store_snapshot.c), so it
/*	applies fewer than GAMECTL_SNAPSHOT_EVERY moves however long the
/*	game, or from the seed when there is none (a game stored before
/*	schema 021).  During a replay it loads the state of a move the
/*	replay has just checked, when g->recent holds it.
/*
/*	gamectl_fresh_state() is the state of a game right after its
/*	set-up.  load_state() and rebuild_state() (gamectl_private.h)
/*	make gamectl_load()'s state from the stored one or, when this
/*	version cannot read that, from the move log.
/*
/*	gamectl_log() appends a move for the state as it is now (seat 0
/*	here, a player's in gamectl_apply()) and updates the row in
/*	memory; gamectl_save() writes it.  After every move whose number
/*	is a multiple of GAMECTL_SNAPSHOT_EVERY, and after every undo, it
/*	stores the state too (a snapshot).  Without the latter, rebuilding
/*	a move would meet the undos between it and its snapshot, each
/*	rebuilding its own target from further back: a log of many undos
/*	would cost as much as a replay from the seed.
/*
/*	This file is the bottom of gamectl: it reads the game's row, its
/*	pack and its log and appends to the log, and calls nothing of
/*	gamectl.c above it (arbiter.h, LAYERS).
/* DIAGNOSTICS
/*	PB_EDATA for a line that is not a system move or that the game
/*	refuses; store errors as store.h.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/digest.h"
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"
#include "arbiter/gamectl_private.h"

/* Moves of seat 0 that change nothing in the game itself. */
static const char *const sys_notes[] = { "pause", "resume", "extend", "replace", "set" };

/* skip_words - the text after the first n words of line */

static const char *
skip_words(const char *line, int n)
{
	const char *s = line;

	while (n-- > 0) {
		s += strspn(s, " \t");
		s += strcspn(s, " \t");
	}
	return (s + strspn(s, " \t"));
}

/* number - a whole number word in [lo, hi], or -1 */

static int64_t
number(const char *w, int64_t lo, int64_t hi)
{
	char     *end;
	long long v = strtoll(w, &end, 10);

	return (*w && *end == '\0' && v >= lo && v <= hi ? (int64_t)v : -1);
}

/* for_seat - "default SEAT LINE": LINE applied for SEAT */

static enum pb_rc
for_seat(struct gamectl *g, void *state, const struct lex_line *l, const char *command,
    struct game_result *res, struct pb_err *err)
{
	struct lex_line *sub;
	enum pb_rc       rc;
	int64_t          seat;

	if (l->argc < 3 || (seat = number(l->argv[1], 1, (int64_t)g->nseats)) < 0)
		return (pb_err_set(err, PB_EDATA, "%s takes a seat, 1 to %zu, and a command line",
		    l->argv[0], g->nseats));
	if ((rc = lex_line(skip_words(command, 2), &sub, err)) != PB_OK)
		return (rc);
	rc = g->ops->apply(state, (int)seat, sub, res, err);
	lex_free(sub);
	return (rc);
}

static enum pb_rc system_step(struct pbemd *, struct gamectl *, void **, const char *, int64_t,
    struct game_result *, struct pb_err *);

/* gamectl_hash_is - the SHA-256 of len bytes of data is hash */

int
gamectl_hash_is(const void *data, size_t len, const char *hash)
{
	char *h = digest_hex(data, len);
	int   same = hash != NULL && strcmp(h, hash) == 0;

	free(h);
	return (same);
}

/* snapshot_before - the state after move *from, the newest snapshot at
 * or before move upto; *from = -1 and no state when there is none.  A
 * snapshot is used only when its hash is the one the log holds for its
 * move (021_scale.sql). */

static enum pb_rc
snapshot_before(struct pbemd *p, struct gamectl *g, int64_t upto, int64_t *from, void **state,
    struct pb_err *err)
{
	struct store_move *mv = NULL;
	char              *saved = NULL;
	int64_t            seq;
	size_t             n = 0;
	enum pb_rc         rc;

	*from = -1;
	if ((rc = store_snapshot_at(p->st, g->row->id, upto, &seq, &saved, err)) == PB_ENOENT)
		return (PB_OK);
	if (rc == PB_OK && (rc = store_move_range(p->st, g->row->id, seq, seq, &mv, &n, err)) == PB_OK) {
		if (n != 1 || !gamectl_hash_is(saved, strlen(saved), mv[0].state_hash))
			rc = pb_err_set(err, PB_EDATA,
			    "game %lld: the snapshot of move %lld is not the state its log entry hashes",
			    (long long)g->row->id, (long long)seq);
		else if ((rc = load_state(p, g, saved, state, err)) == PB_OK)
			*from = seq;
	}
	store_move_array_free(mv, n);
	free(saved);
	return (rc);
}

/* gamectl_state_at - the state after move upto, rebuilt from the log:
 * from the newest snapshot at or before it, else from the seed */

enum pb_rc
gamectl_state_at(struct pbemd *p, struct gamectl *g, int64_t upto, void **out, struct pb_err *err)
{
	struct game_result res;
	struct store_move *mv = NULL;
	struct lex_line   *l;
	void              *state = NULL;
	int64_t            from;
	size_t             n = 0, i;
	enum pb_rc         rc;

	/* A state a replay has just checked, else the nearest snapshot. */
	i = (size_t)(upto % GAMECTL_SNAPSHOT_EVERY);
	if (g->recent != NULL && g->recent->text[i] != NULL && g->recent->seq[i] == upto) {
		if ((rc = load_state(p, g, g->recent->text[i], &state, err)) == PB_OK)
			*out = state;
		return (rc);
	}
	if ((rc = snapshot_before(p, g, upto, &from, &state, err)) != PB_OK)
		return (rc);
	if ((rc = store_move_range(p->st, g->row->id, from + 1, upto, &mv, &n, err)) != PB_OK)
		goto out;
	if (n == 0 ? from != upto : mv[n - 1].seq != upto)
		rc = pb_err_set(err, PB_EDATA, "game %lld has no move %lld", (long long)g->row->id,
		    (long long)upto);
	for (i = 0; i < n && rc == PB_OK; i++) {
		memset(&res, 0, sizeof(res));
		if (mv[i].seq == 0)
			rc = gamectl_fresh_state(p, g, &state, err);
		else if (mv[i].seat == 0)
			rc = system_step(p, g, &state, mv[i].command, mv[i].seq, &res, err);
		else if ((rc = lex_line(mv[i].command, &l, err)) == PB_OK) {
			rc = l->argc
			    ? g->ops->apply(state, mv[i].seat, l, &res, err)
			    : pb_err_set(err, PB_EDATA, "move %lld is empty", (long long)mv[i].seq);
			lex_free(l);
		}
		game_result_clear(&res);
	}
out:
	if (rc == PB_OK)
		*out = state;
	else if (state)
		g->ops->free(state);
	store_move_array_free(mv, n);
	return (rc);
}

/* undo_to - "undo N": the state after move N */

static enum pb_rc
undo_to(struct pbemd *p, struct gamectl *g, void **state, const struct lex_line *l, int64_t seq,
    struct game_result *res, struct pb_err *err)
{
	void      *back;
	int64_t    n;
	enum pb_rc rc;

	if (strcmp(g->ops->status(*state), "ended") == 0)
		return (pb_err_set(err, PB_EDATA, "the game has ended: its seed is public"));
	if (l->argc != 2 || (n = number(l->argv[1], 0, seq - 2)) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "undo takes a move number, 0 to %lld", (long long)(seq - 2)));
	if ((rc = gamectl_state_at(p, g, n, &back, err)) != PB_OK)
		return (rc);
	g->ops->free(*state);
	*state = back;
	res->text = pb_asprintf("the game is back as it was after move %lld", (long long)n);
	res->event = pb_asprintf("The moderator undid moves %lld to %lld: the game is back as it"
	                         " was after move %lld.",
	    (long long)n + 1, (long long)seq - 1, (long long)n);
	res->broadcast = 1;
	return (PB_OK);
}

/* system_step - one move of seat 0, the seq-th, into *state */

static enum pb_rc
system_step(struct pbemd *p, struct gamectl *g, void **state, const char *command, int64_t seq,
    struct game_result *res, struct pb_err *err)
{
	struct lex_line *l;
	enum pb_rc       rc;
	size_t           i;

	if ((rc = lex_line(command, &l, err)) != PB_OK)
		return (rc);
	if (l->argc == 0)
		rc = pb_err_set(err, PB_EDATA, "an empty system move");
	else if (strcmp(l->argv[0], "default") == 0 || strcmp(l->argv[0], "force") == 0)
		rc = for_seat(g, *state, l, command, res, err);
	else if (strcmp(l->argv[0], "undo") == 0)
		rc = undo_to(p, g, state, l, seq, res, err);
	else if (strcmp(l->argv[0], "remove") == 0 || strcmp(l->argv[0], "end") == 0
	    || strcmp(l->argv[0], "abandon") == 0)
		rc = g->ops->moderate
		    ? g->ops->moderate(*state, l, res, err)
		    : pb_err_set(err, PB_EDATA, "%s cannot %s", g->ops->title, l->argv[0]);
	else {
		for (i = 0; i < PB_NELEM(sys_notes) && strcmp(sys_notes[i], l->argv[0]) != 0; i++)
			;
		if (i == PB_NELEM(sys_notes))
			rc = pb_err_set(err, PB_EDATA, "\"%s\" is no system move", l->argv[0]);
	}
	lex_free(l);
	return (rc);
}

/* gamectl_system - a move of seat 0: apply it and log it */

enum pb_rc
gamectl_system(struct pbemd *p, struct gamectl *g, const char *line, int64_t inbox_id,
    struct game_result *res, struct pb_err *err)
{
	enum pb_rc rc;

	if (g->state == NULL)
		return (pb_err_set(err, PB_EDATA, "the game has not started yet"));
	if ((rc = system_step(p, g, &g->state, line, g->row->seq + 1, res, err)) != PB_OK)
		return (rc);
	return (gamectl_log(p, g, 0, line, inbox_id, err));
}

/* gamectl_system_replay - a logged move of seat 0 into a rebuilt state */

enum pb_rc
gamectl_system_replay(struct pbemd *p, struct gamectl *g, void **state, const struct store_move *mv,
    struct pb_err *err)
{
	struct game_result res = { 0 };
	enum pb_rc         rc;

	rc = system_step(p, g, state, mv->command, mv->seq, &res, err);
	game_result_clear(&res);
	return (rc);
}

/* ---- a state from the row and the log ------------------------------ */

/* load_state - the module's state from a row: a saved state, or the
 * state right after the set-up (saved NULL), on the shared parsed pack
 * that g->pack holds for every state of g */

enum pb_rc
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
/* replay_state - apply (or set up) one entry into the rebuilt state */

enum pb_rc
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

enum pb_rc
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

/* ---- appending to the log ------------------------------------------ */

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
	/* Every GAMECTL_SNAPSHOT_EVERY moves, and after every undo, the
	 * state beside the log: the moves from the nearest snapshot to any
	 * move then hold no undo, so rebuilding them recurses nowhere. */
	if ((rc = store_move_append(p->st, &mv, err)) == PB_OK
	    && (mv.seq % GAMECTL_SNAPSHOT_EVERY == 0 || (seat == 0 && strncmp(line, "undo ", 5) == 0)))
		rc = store_snapshot_put(p->st, mv.game_id, mv.seq, state, err);
	if (rc == PB_OK) {
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
