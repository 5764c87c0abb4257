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
/*	Time and moderation.  decision() names the decision the game
/*	waits on from a seat ("setup", "turn", "vote", "request", "bite",
/*	"search", "choose", "send" ...), or NULL when it waits on nothing
/*	from that seat; the arbiter keeps one deadline per decision kind.
/*	default_line() returns the command line (caller frees) the seat is
/*	deemed to have sent when its time is up: attempt 0 first; when
/*	apply() refuses it the arbiter asks for attempt 1, 2 ... until
/*	NULL.  moderate() applies a moderator's change to the game itself
/*	("remove SEAT", "end", "abandon"; what removal means is the
/*	module's to say), atomic like apply(); it may refuse with PB_EDATA.
/*	The arbiter logs both as moves of seat 0 (gamectl.h), and replay
/*	calls them again.
/*
/*	pack_check() parses and checks a content pack text (pack.h) and
/*	returns a JSON summary of its cards, or NULL with err set.
/*
/*	pack_parse(), pack_free() and load_parsed() may be NULL.  A pack
/*	text is parsed once into an immutable object by pack_parse() (NULL
/*	with err set), to be shared by every game loaded with it:
/*	load_parsed() is load() with that object instead of the text, and
/*	the state borrows it until free() (the caller keeps it until then:
/*	see pbemd_pack() in arbiter.h).  pack_free() releases it.  Parsing
/*	a pack is most of the cost of load(): the arbiter loads a game for
/*	every mail, so this keeps the cost of a mail that of its commands.
/*	Languages (lang.h; each member may be NULL): words is the game's
/*	dictionary of Italian and Spanish command words, msgs its catalogue
/*	of refusals and other texts, names() adds to a dictionary the card
/*	names of the game's pack in a locale that differ from the English
/*	ones.  view_in() is view() with texts (card names, locations, item
/*	types) in a locale.  help_in() is help() in a locale; with a word,
/*	it lists every form of that command, allowed now or not, each with
/*	"more", the command's full explanation, and returns an empty array
/*	for a word that is no command of the game.
/*
/*	game_at() returns module i of the registry (0, 1, ...), NULL past
/*	the last, for whoever checks every game (pbemd -n).
/*
/*	game_find() returns the module registered under a kind ("dow"),
/*	or NULL.
/*--*/

#ifndef GAME_H
#define GAME_H

#include <jansson.h>

#include "core/pb.h"
#include "core/lang.h"
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
	void *(*pack_parse)(const char *pack, struct pb_err *);
	void (*pack_free)(void *);
	enum pb_rc (*load_parsed)(const void *pack, json_t *options, int nseats,
	    const unsigned char *seed, const char *saved, void **state, struct pb_err *);
	const char *(*decision)(const void *, int seat);
	char *(*default_line)(const void *, int seat, int attempt);
	enum pb_rc (*moderate)(void *, const struct lex_line *, struct game_result *, struct pb_err *);
	const struct lang_word *words;
	const struct lang_msg  *msgs;
	void (*names)(const void *, const char *locale, struct lang_dict *);
	json_t *(*view_in)(const void *, int seat, const char *locale);
	json_t *(*help_in)(const void *, int seat, const char *locale, const char *word);
};

const struct game_ops *game_find(const char *kind);
const struct game_ops *game_at(size_t i);
void                   game_result_clear(struct game_result *);

#endif
