/*++
/* NAME
/*	gamectl_replay 3
/* SUMMARY
/*	game lifecycle: rebuild, replay and verify
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/* DESCRIPTION
/*	Event sourcing (DESIGN.md): gamectl_replay() rebuilds a game from
/*	its log (replay_state(), gamectl_system.c) and checks every
/*	commitment, state hash and chain hash against the log and the
/*	row, every snapshot (store_snapshot.c) against the state rebuilt
/*	from the seed, and the seed hash every mail showed (kept beside
/*	a compact mail, sent.c, so that no mail is parsed again);
/*	gamectl_replay_view() shows a game as one reader saw it after a
/*	move, rebuilt as gamectl_state_at() does: from the nearest
/*	snapshot whose hash the log holds (the set-up line itself is
/*	checked by gamectl_replay()).
/* SEE ALSO
/*	gamectl.h, the contract of each function
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/digest.h"
#include "core/pb.h"

/* Local. */
#include "arbiter/gamectl.h"
#include "arbiter/gamectl_private.h"
#include "arbiter/sent.h"

/* replay_snapshot - the snapshot of move seq, if any, is the state
 * rebuilt from the seed, byte for byte */

static enum pb_rc
replay_snapshot(struct replay *r, int64_t seq, const char *state)
{
	char      *saved = NULL;
	int64_t    at;
	enum pb_rc rc;

	if (r->snap >= r->nsnaps || r->snaps[r->snap] != seq)
		return (PB_OK);
	r->snap++;
	if ((rc = store_snapshot_at(r->p->st, r->g->row->id, seq, &at, &saved, r->err)) == PB_OK
	    && (at != seq || strcmp(saved, state) != 0))
		rc = pb_err_set(r->err, PB_EDATA,
		    "move %lld: the snapshot differs from the state rebuilt from the seed",
		    (long long)seq);
	free(saved);
	return (rc);
}

/* replay_known - the text of the state after mv when this replay holds
 * it already, else NULL; caller frees.  After "undo N" the state is move
 * N's, which gamectl_state_at() loaded from the very text this replay
 * checked for move N (g->recent): saving it again would write those
 * bytes (a state saves as it loads), at the cost of a save per undo.
 * A log whose undo is not that state fails as it would: its entry's
 * state hash is compared with the hash of that text. */

static char *
replay_known(const struct replay *r, const struct store_move *mv)
{
	const struct gamectl_recent *ring = r->g->recent;
	const char                  *w = mv->command + 5;
	char                        *end;
	long long                    n;
	size_t                       i;

	if (mv->seat != 0 || strncmp(mv->command, "undo ", 5) != 0 || *w < '0' || *w > '9')
		return (NULL);
	n = strtoll(w, &end, 10);
	i = (size_t)(n % GAMECTL_SNAPSHOT_EVERY);
	if (*end != '\0' || n >= mv->seq || ring->text[i] == NULL || ring->seq[i] != n)
		return (NULL);
	return (pb_strdup(ring->text[i]));
}

/* replay_one - check one move log entry */

static enum pb_rc
replay_one(const struct store_move *mv, void *arg)
{
	struct replay *r = arg;
	char          *state, *hash, *chain;
	enum pb_rc     rc;
	size_t         i;

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
	if ((state = replay_known(r, mv)) == NULL)
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
	else
		rc = replay_snapshot(r, mv->seq, state);
	if (rc == PB_OK) { /* checked: an undo to it may load it */
		i = (size_t)(mv->seq % GAMECTL_SNAPSHOT_EVERY);
		free(r->g->recent->text[i]);
		r->g->recent->text[i] = state;
		r->g->recent->seq[i] = mv->seq;
		state = NULL;
	}
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
	struct store_game     *row = r->g->row;
	struct gamectl_recent *ring = r->g->recent;
	char                  *state, *seed_hash;
	enum pb_rc             rc = PB_OK;
	size_t                 last = 0;

	seed_hash = digest_hex(row->seed, sizeof(row->seed));
	if (r->seq > 0)
		last = (size_t)((r->seq - 1) % GAMECTL_SNAPSHOT_EVERY);
	if (r->seq > 0 && ring->text[last] != NULL && ring->seq[last] == r->seq - 1)
		state = pb_strdup(ring->text[last]); /* the last move's, checked */
	else
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
	else if (r->snap < r->nsnaps)
		rc = pb_err_set(r->err, PB_EDATA,
		    "a snapshot of move %lld, which the log does not reach",
		    (long long)r->snaps[r->snap]);
	free(state);
	free(seed_hash);
	return (rc);
}

/* replay_commitments - before any move: the seed against its published
 * hash, the pack against its hash, the stored state against its hash */

static enum pb_rc
replay_commitments(struct replay *r)
{
	struct store_game *row = r->g->row;
	char              *pack = NULL;
	enum pb_rc         rc = PB_OK;

	if (!gamectl_hash_is(row->seed, sizeof(row->seed), row->seed_hash))
		rc = pb_err_set(r->err, PB_EDATA,
		    "seed commitment: the SHA-256 of the seed is not the published seed hash");
	else if (store_pack_get(r->p->st, row->pack_hash, &pack, r->err) != PB_OK)
		rc = pb_err_set(r->err, PB_EDATA, "the game's content pack is missing");
	else if (!gamectl_hash_is(pack, strlen(pack), row->pack_hash))
		rc = pb_err_set(r->err, PB_EDATA, "the content pack does not match its hash");
	else if (row->state == NULL || !gamectl_hash_is(row->state, strlen(row->state), row->state_hash))
		rc = pb_err_set(
		    r->err, PB_EDATA, "the stored state does not match the game's state hash");
	free(pack);
	return (rc);
}

/* replay_mailed - every seed hash the players were mailed is the game's:
 * as kept beside a compact mail, else read from the mail (sent.c) */

static enum pb_rc
replay_mailed(struct replay *r)
{
	struct store_shown *rows = NULL;
	size_t              n = 0, i;
	enum pb_rc          rc;
	char               *h;

	if ((rc = store_sent_shown(r->p->st, r->g->row->id, &rows, &n, r->err)) != PB_OK)
		return (rc);
	for (i = 0; i < n && rc == PB_OK; i++) {
		h = rows[i].seed_hash ? pb_strdup(rows[i].seed_hash)
		                      : sent_seed_hash(rows[i].message ? rows[i].message : "");
		if (h != NULL && *h != '\0' && strcmp(h, r->g->row->seed_hash) != 0)
			rc = pb_err_set(r->err, PB_EDATA,
			    "seed commitment: mail %s to Player %d showed the seed hash "
			    "%.16s..., not the game's %.16s...",
			    rows[i].message_id ? rows[i].message_id : "(forgotten)", rows[i].seat, h,
			    r->g->row->seed_hash);
		free(h);
	}
	store_shown_free(rows, n);
	return (rc);
}

/* gamectl_replay - rebuild a game from its log and compare */

enum pb_rc
gamectl_replay(struct pbemd *p, int64_t id, char **report, struct pb_err *err)
{
	struct replay r = { 0 };
	enum pb_rc    rc;
	size_t        i;

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
	r.g->recent = pb_calloc(1, sizeof(*r.g->recent));
	if ((rc = replay_commitments(&r)) == PB_OK && (rc = replay_mailed(&r)) == PB_OK
	    && (rc = store_snapshot_seqs(p->st, id, &r.snaps, &r.nsnaps, err)) == PB_OK
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
	free(r.snaps);
	for (i = 0; i < GAMECTL_SNAPSHOT_EVERY; i++)
		free(r.g->recent->text[i]);
	free(r.g->recent);
	r.g->recent = NULL;
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
	else if (t.upto > 0)
		/* From the nearest snapshot, which must hash as its move. */
		rc = gamectl_state_at(p, t.r.g, t.upto, &t.r.state, err);
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
