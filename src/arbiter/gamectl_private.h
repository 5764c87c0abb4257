/*++
/* NAME
/*	gamectl_private 3h
/* SUMMARY
/*	what the files of gamectl(3) share
/* SYNOPSIS
/*	#include "arbiter/gamectl_private.h"
/* DESCRIPTION
/*	load_state() makes a game module's state from a row: from a
/*	saved state, or fresh from the set-up when saved is NULL.
/*	replay_state() applies (or sets up) one log entry into the state
/*	of a struct replay; rebuild_state() rebuilds g->state from the
/*	whole move log; gamectl_hash_is() says whether the SHA-256 of
/*	some bytes is a hex hash.  All four live in gamectl_system.c, the bottom of
/*	gamectl (arbiter.h, LAYERS).  Not for use outside gamectl*.c.
/*--*/

#ifndef GAMECTL_PRIVATE_H
#define GAMECTL_PRIVATE_H

#include "arbiter/gamectl.h"

/* The state is stored beside the log after every move whose number is
 * a multiple of this, and after every undo (a snapshot,
 * store_snapshot.c): an undo or a replay up to a move applies fewer
 * moves than this, none of them an undo. */
#define GAMECTL_SNAPSHOT_EVERY 64

/* The saved states of the latest moves a replay has rebuilt and
 * checked against the log (gamectl_replay.c): an undo to one of them
 * during the replay loads it rather than rebuilding it again
 * (gamectl_state_at()).  Slot seq % GAMECTL_SNAPSHOT_EVERY holds move
 * seq[slot]'s; text NULL: none yet. */
struct gamectl_recent {
	int64_t seq[GAMECTL_SNAPSHOT_EVERY];
	char   *text[GAMECTL_SNAPSHOT_EVERY];
};

/* A state being rebuilt from the log (gamectl_system.c), and checked
 * against it (gamectl_replay.c). */
struct replay {
	struct pbemd   *p;
	struct gamectl *g;
	void           *state;
	char           *last; /* hash of the last entry checked */
	int64_t         seq;  /* next expected seq */
	struct pb_buf   why;  /* first difference */
	int64_t        *snaps;  /* the moves with a snapshot (verify only) */
	size_t          nsnaps; /* how many */
	size_t          snap;   /* the next one to check */
	struct pb_err  *err;
};

enum pb_rc load_state(
    struct pbemd *, struct gamectl *, const char *saved, void **state, struct pb_err *);
enum pb_rc replay_state(struct replay *, const struct store_move *);
enum pb_rc rebuild_state(struct pbemd *, struct gamectl *, struct pb_err *);
int        gamectl_hash_is(const void *, size_t, const char *);

#endif
