/*++
/* NAME
/*	game 3h
/* SUMMARY
/*	the interface every game module implements, and the registry
/* SYNOPSIS
/*	#include "core/game.h"
/* DESCRIPTION
/*	A game module is pure (DESIGN.md): its functions see only the
/*	content pack text, the options, the seed, the state and the
/*	command; never the clock, SQLite, mail or files.  Same inputs, same
/*	outputs: that is what makes `pbemctl game replay --verify` work.
/*
/*	create() performs the set-up with the random stream of seed and
/*	returns the initial state; *canon receives the options as the
/*	module understood them (defaults filled in), which is what the
/*	store keeps.  load() rebuilds a state saved by save().  save()
/*	returns canonical JSON text (same state, same bytes), caller frees.
/*
/*	apply() applies one command line for a seat.  It is atomic: on any
/*	status but PB_OK the state is unchanged and err says why in words
/*	a player understands.  On PB_OK, res->text (caller frees) says what
/*	happened, res->broadcast asks for a mail to every seat, and
/*	res->event (caller frees, may be NULL) is a public line for the
/*	others.  A secret ballot (a vote whose choice stays hidden until
/*	every ballot is in) sets res->ballot (caller frees) to the choice
/*	cast, and the line that reveals the ballots sets
/*	res->reveal_ballots: the arbiter then mails receipts and reveals
/*	them (ballot(3)); neither changes the game.
/*
/*	view() builds the JSON a template may see: GAME_VIEW_PUBLIC for
/*	observers and the public board, a seat number (1-based) for that
/*	seat's private view, GAME_VIEW_ALL for the moderator or the end of
/*	the game.  Privacy by construction: nothing else reaches a mail.
/*
/*	status() is "setup", "running" or "ended".  waiting() tells
/*	whether the game waits for a decision of this seat.
/*	deadline_hours() is the default time a seat gets for the decision
/*	the game waits on.  help() lists the commands a seat may give now
/*	(a JSON array of {"usage", "text"}).
/*
/*	pack_check() parses and checks a content pack text (pack.h) and
/*	returns a JSON summary of its cards, or NULL with err set.
/*
/*	game_find() returns the module registered under a kind ("dow"),
/*	or NULL.
/*--*/

#ifndef GAME_H
#define GAME_H

#include <jansson.h>

#include "core/pb.h"
#include "core/lexer.h"
#include "core/rng.h"

#define GAME_VIEW_PUBLIC 0
#define GAME_VIEW_ALL (-1)

struct game_result {
	char *text;
	char *event;
	int   broadcast;
	char *ballot;         /* a secret ballot this line cast ("yes"), or NULL */
	int   reveal_ballots; /* the secret ballots cast so far are now revealed */
};

struct game_ops {
	const char *kind;
	const char *title;
	int         min_seats;
	int         max_seats;
	enum pb_rc (*create)(const char *pack, json_t *options, int nseats,
	    const unsigned char *seed, void **state, json_t **canon, struct pb_err *);
	enum pb_rc (*load)(const char *pack, json_t *options, int nseats, const unsigned char *seed,
	    const char *saved, void **state, struct pb_err *);
	char *(*save)(const void *);
	enum pb_rc (*apply)(
	    void *, int seat, const struct lex_line *, struct game_result *, struct pb_err *);
	json_t *(*view)(const void *, int seat);
	const char *(*status)(const void *);
	int (*waiting)(const void *, int seat);
	int (*deadline_hours)(const void *, int seat);
	json_t *(*help)(const void *, int seat);
	json_t *(*pack_check)(const char *pack, struct pb_err *);
	void (*free)(void *);
};

const struct game_ops *game_find(const char *kind);
void                   game_result_clear(struct game_result *);

#endif
