/*++
/* NAME
/*	arbiter 3h
/* SUMMARY
/*	one incoming message, one transaction
/* SYNOPSIS
/*	#include "arbiter/arbiter.h"
/* DESCRIPTION
/*	struct pbemd is the running context every program shares: the
/*	configuration, the store, the token key and the templates.
/*	pbemd_open() opens all of them from a configuration file (the
/*	store must exist: `pbemctl init` creates it); pbemd_close(NULL) is
/*	a no-op.  pbemd_render() returns the template set of a game kind
/*	(NULL: mail about no game) and a locale (render_open(); loaded
/*	once, borrowed until pbemd_close()); pbemd_render_game() that of
/*	the kind of game id (no game for 0 or an id the store lacks).
/*
/*	pbemd_pack() returns the content pack stored under HASH parsed by
/*	the game module OPS (its pack_parse(), game.h), parsed once and
/*	kept: a pack is immutable under its hash (store.h), so a kept one
/*	is never stale.  The caller holds a reference (*packp, for
/*	pbemd_pack_release()) for as long as a game state borrows the
/*	parsed pack; the least recently used packs that nobody holds are
/*	dropped beyond PBEMD_PACKS.  Returns PB_ENOENT when the store has
/*	no such pack, or the module's error.  pbemd_pack_text() is the
/*	same for a pack whose text the caller has (a game being created,
/*	whose pack is not stored yet): every state borrows its pack.
/*
/*	pbemd_live_drop() forgets a game's live state kept in the context
/*	(struct pbemd_live: gamectl.c keeps and takes them back): it frees
/*	the state and releases the pack it borrows.  pbemd_close() drops
/*	every kept state before the packs.
/*
/*	arbiter_process() turns one raw message into exactly one
/*	transaction (DESIGN.md): it classifies, authenticates by move
/*	token, applies the command lines through the game module, appends
/*	the move log, and queues every reply in the outbox, all committed
/*	together.  *outcome receives a short word for the log: "applied",
/*	"duplicate", "bounce", "auto-reply", "over-limit",
/*	"unauthenticated", "bad-token", "stale-token", "token-misuse",
/*	"unknown-game", "resent", "ignored".
/*
/*	Durability invariants, cited in the code:
/*	(D1) the state, the move log, the inbox row and the replies of one
/*	message are committed in one transaction, or none of them is (in
/*	the daemon's pass, a savepoint of its own inside a group's
/*	transaction: S12 in store.c; atomic alone, durable with the group);
/*	(D2) a message leaves its source (Maildir new/) only after that
/*	transaction has committed (the caller does it: see pbemd.c);
/*	(D3) a message whose Message-ID is already in the inbox table
/*	with the same content (a digest of its sender, Subject and raw
/*	body; schema 011), or whose (game, seat, token, text) digest is,
/*	has no effect; a different mail under a Message-ID already seen
/*	is read like any other (store_inbox_key()).
/* LAYERS
/*	The files of src/arbiter/ call each other downward only: the
/*	read side (a game, its log, its waits, its policy) at the bottom,
/*	the mail above it, the commands that send mail on top.  A file
/*	calls files of lower layers, never of its own or a higher one
/*	(corecmd.c, corecmd_lang.c and corecmd_prose.c, one module, call
/*	each other);
/*	tests/arbiter-layers.sh checks it on the objects with nm(1).
/*
/*	layer	files				what they do
/*	1	context, sent, drawer		configuration, store, key,
/*						templates, packs, kept states;
/*						sent mail kept compact; the
/*						pictures drawn beside
/*	2	gamectl_system			a game's state from its row
/*						and log; seat 0; log append
/*	3	gamectl				load (kept states), apply, save
/*	4	gamectl_replay, deadline_view,	read, or write beside the
/*		policy, ballot, answered,	game; never mail
/*		corecmd_result
/*	5	notify				render and queue one mail
/*	6	outcome, policy_set, press,	features that mail: the clock,
/*		history, observe, deadline	press, policy changes ...
/*	7	gamectl_new, gamectl_export,	on the features: new games
/*		reveal				(their clock), export, reveal
/*	8	moderate, timecmd,		moderator and time commands,
/*		corecmd_pictures		pictures on|off
/*	9	corecmd, corecmd_lang,		the arbiter's own commands
/*		corecmd_prose
/*	10-14	apply, authres_check; held;	one message (arbiter.c and
/*		auth; limits, bounce; arbiter	arbiter_private.h)
/*
/*	To add a call that goes up, move the callee's read side down
/*	(as deadline_view.c and policy.c are), or the caller up.
/* DIAGNOSTICS
/*	PB_OK when the message was dealt with, whatever its outcome (a bad
/*	mail is data, not an error); PB_ETEMP when it must be retried
/*	(database busy); other codes for a broken installation.
/*--*/

#ifndef ARBITER_H
#define ARBITER_H

#include <stddef.h>

#include "core/config.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "store/store.h"

#define PBEMD_LOCALES 3
#define PBEMD_PACKS 8 /* parsed packs kept when nobody holds them */
#define PBEMD_LIVE 32 /* game states kept between mails (gamectl.c) */

struct drawer;
struct game_ops;

/* A game's live state kept after its mail, for the next one: valid for
 * the stored state whose hash it names, and no other (gamectl.c). */
struct pbemd_live {
	int64_t                id; /* 0: free slot */
	char                  *state_hash;
	const struct game_ops *ops;
	void                  *state;
	struct pbemd_pack     *pack; /* the state borrows it */
	unsigned long          used;
};

/* The template sets of one game kind, one per locale, loaded on first
 * use (context.c). */
struct pbemd_sets {
	char          *kind; /* NULL: mail about no game */
	struct render *render[PBEMD_LOCALES];
};

struct pbemd_pack {
	const struct game_ops *ops;
	char                  *hash;
	void                  *parsed; /* ops->pack_parse() */
	int                    refs;   /* game states borrowing it */
	unsigned long          used;   /* pbemd.pack_clock when last taken */
};

struct pbemd {
	struct pb_config   *cf;
	struct store       *st;
	unsigned char       key[TOKEN_KEYLEN];
	struct pbemd_sets  *sets;
	size_t              nsets;
	struct pbemd_pack **packs;
	size_t              npacks;
	unsigned long       pack_clock;
	struct pbemd_live   live[PBEMD_LIVE];
	unsigned long       live_clock;
	int                 late_pictures; /* --deliver beside a daemon: pictures drawn when sent (notify.c P1) */
	int                 late_queued;   /* replies queued so, to wake the daemon for */
	int                 pack_sent;     /* the daemon's flush makes sent mail compact (sent.c) */
	int                 draw_at_flush; /* the daemon's pictures drawn by its flush (notify.c P1) */
	struct drawer      *drawer;        /* and beside it, or NULL (notify.c P2); borrowed */
};

enum pb_rc pbemd_open(const char *conf, struct pbemd **, struct pb_err *);
enum pb_rc pbemd_open_cf(struct pb_config *, struct pbemd **, struct pb_err *);
void       pbemd_close(struct pbemd *);
enum pb_rc pbemd_render(
    struct pbemd *, const char *kind, const char *locale, const struct render **, struct pb_err *);
enum pb_rc pbemd_render_game(
    struct pbemd *, int64_t game, const char *locale, const struct render **, struct pb_err *);
enum pb_rc pbemd_pack(struct pbemd *, const struct game_ops *, const char *hash,
    struct pbemd_pack **, struct pb_err *);
enum pb_rc pbemd_pack_text(struct pbemd *, const struct game_ops *, const char *hash,
    const char *text, struct pbemd_pack **, struct pb_err *);
void       pbemd_pack_release(struct pbemd_pack *);
void       pbemd_live_drop(struct pbemd_live *);

enum pb_rc arbiter_process(
    struct pbemd *, const char *raw, size_t len, const char **outcome, struct pb_err *);

#endif
