/*++
/* NAME
/*	gamectl 3h
/* SUMMARY
/*	game lifecycle: create, load, save, replay, export
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/* DESCRIPTION
/*	struct gamectl is a game loaded for one transaction: its row, its
/*	seats, its module and its live state.
/*
/*	gamectl_create() reads the content pack of the kind from the
/*	directory options names with "pack" (a key removed from the
/*	options), else from the configured content directory, sets the game up with the seed (a
/*	random one when seed is NULL), and in one transaction stores the
/*	pack (by hash), the game, its seats and move 0 ("setup"), and
/*	queues each seat's first mail.  *id receives the new game's id.
/*	An address may end in ":en", ":it" or ":es", the language of that
/*	seat (stripped from the address in place); without one a seat
/*	gets the configured [pbemd] locale.
/*
/*	gamectl_load() loads a game; the caller must hold a transaction if
/*	it will write.  Its state borrows the content pack parsed once for
/*	every game that has it (pbemd_pack()), when the module can share
/*	one (game.h, load_parsed), until gamectl_free().
/*
/*	gamectl_free() of a loaded game keeps its live state in the
/*	context (PBEMD_LIVE of them, least recently used dropped) under
/*	the hash of the state the row holds, which gamectl_apply() keeps
/*	in step with the live state; gamectl_load() takes it back instead
/*	of loading the stored state when the row it reads has that hash.
/*	Same hash, same state: a transaction rolled back, or a game changed
/*	by another process, leaves a hash that is not the stored one, and
/*	the stored state is loaded.  This saves parsing the state for each
/*	mail (most of the cost of gamectl_load(), pbemd-bench).  A game
/*	whose live state gamectl_apply() changed without logging it is not
/*	kept.  pbemd_close() drops every kept state.  gamectl_apply() applies one command line of a seat
/*	and, on success, appends it to the move log and updates the game
/*	row in memory; gamectl_save() writes the row once, after all the
/*	lines of a message (the state is the largest column: one write per
/*	message, not per line).  gamectl_free(NULL) is a no-op.
/*
/*	gamectl_replay() rebuilds the game from its seed, options, pack
/*	and move log and compares every state hash, the hash chain, and
/*	the final state byte for byte with the stored one.  *report
/*	(caller frees) says what was checked or the first difference; the
/*	return is PB_OK when everything matched, PB_EDATA otherwise.
/*
/*	gamectl_replay_view() rebuilds a game from its seed and log up to
/*	move upto (the last move when negative) and returns *view (caller
/*	frees): the game module's view for seat (a seat number,
/*	GAME_VIEW_PUBLIC, or GAME_VIEW_ALL, refused with PB_EPERM until the
/*	game has ended), with "mail" holding game, title, status, seat,
/*	seq and seed_hash.  It reads the log only, never the stored state:
/*	per-viewpoint replay (anchors section 4 #16).
/*
/*	gamectl_export() returns the game as JSON (format in pbemctl(1)):
/*	options, seats (addresses only with with_addresses), the content
/*	pack text, seed hash, the move log with hashes, and the seed and
/*	final state once the game has ended: everything an independent
/*	verifier needs.
/*--*/

#ifndef GAMECTL_H
#define GAMECTL_H

#include <stdint.h>

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "core/game.h"
#include "store/store.h"

struct gamectl {
	struct store_game     *row;
	struct store_seat    **seats; /* [0..nseats) for seats 1..nseats */
	size_t                 nseats;
	const struct game_ops *ops;
	void                  *state;
	int                    dirty; /* row changed since loaded: gamectl_save() writes it */
	struct pbemd_pack     *pack;  /* the parsed pack state borrows, or NULL */
	struct pbemd          *p;     /* loaded: keep the state there when freed */
	struct gamectl_recent *recent; /* verify: the latest states rebuilt, or NULL */
};

enum pb_rc gamectl_create(struct pbemd *, const char *kind, char **addrs, int n, json_t *options,
    const unsigned char *seed, int64_t *id, struct pb_err *);
enum pb_rc gamectl_load(struct pbemd *, int64_t id, struct gamectl **, struct pb_err *);
enum pb_rc gamectl_apply(struct pbemd *, struct gamectl *, int seat, const struct lex_line *,
    const char *line, int64_t inbox_id, struct game_result *, struct pb_err *);
enum pb_rc gamectl_save(struct pbemd *, struct gamectl *, struct pb_err *);
void       gamectl_free(struct gamectl *);
enum pb_rc gamectl_replay(struct pbemd *, int64_t id, char **report, struct pb_err *);

/* The log and moves of seat 0 (gamectl_system.c), open games
 * (gamectl_new.c). */
enum pb_rc gamectl_log(
    struct pbemd *, struct gamectl *, int seat, const char *line, int64_t, struct pb_err *);
enum pb_rc gamectl_system(struct pbemd *, struct gamectl *, const char *line, int64_t inbox_id,
    struct game_result *, struct pb_err *);
enum pb_rc gamectl_system_replay(
    struct pbemd *, struct gamectl *, void **state, const struct store_move *, struct pb_err *);
enum pb_rc gamectl_state_at(
    struct pbemd *, struct gamectl *, int64_t upto, void **state, struct pb_err *);
enum pb_rc gamectl_open(struct pbemd *, const char *kind, json_t *options, int max_seats,
    const unsigned char *seed, int64_t *id, struct pb_err *);
enum pb_rc gamectl_join(struct pbemd *, struct gamectl *, const char *spec, int *seat,
    struct pb_err *);
enum pb_rc gamectl_start(struct pbemd *, struct gamectl *, struct pb_err *);
enum pb_rc gamectl_seat_specs(char **addrs, int n, char **tzs, char **locs, struct pb_err *);
enum pb_rc gamectl_fresh_state(struct pbemd *, struct gamectl *, void **state, struct pb_err *);
enum pb_rc gamectl_replay_view(
    struct pbemd *, int64_t id, int seat, int64_t upto, json_t **, struct pb_err *);
enum pb_rc gamectl_export(
    struct pbemd *, int64_t id, int with_addresses, json_t **, struct pb_err *);

#endif
