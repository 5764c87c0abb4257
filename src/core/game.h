/*++
/* NAME
/*	game 3h
/* SUMMARY
/*	the interface every game module implements, and the registry
/* SYNOPSIS
/*	#include "core/game.h"
/* DESCRIPTION
/*	A game module is pure (DESIGN.md): its functions see only the
/*	content pack, the options, the seed, the state and the command;
/*	never the clock, SQLite, mail or files.  Same inputs, same
/*	outputs: that is what makes `pbemctl game replay --verify` work.
/*	A game includes nothing but core/; core includes no game: the
/*	registry (src/games/registry.c) is the one place that names them.
/*	man/pbemd-game.7 is the guide to writing one.
/*
/*	Version 2 of the interface.  What a game declares:
/* .IP \(bu
/*	kind, title, min_seats, max_seats.
/* .IP \(bu
/*	decisions: the kinds of decision it waits on, each with its
/*	default hours and its name in en/it/es (struct game_decision,
/*	ended by a null kind).  The arbiter keeps one deadline per kind;
/*	"[time] deadline.KIND" of pbemd.conf, "set deadline.KIND" and the
/*	reminders take the kinds and their names from here.
/* .IP \(bu
/*	options: what "game new KIND --opt NAME=VALUE" (and the old form
/*	"--NAME VALUE") may set, each with its type, default, allowed
/*	values and a line of help (struct game_option, ended by a null
/*	name).  The arbiter refuses a name the game does not declare and
/*	a value outside allowed; create() checks the rest.  Options reach
/*	create() as a JSON object of strings, as they were given.
/* .PP
/*	What a game does; each function pointer is required unless said:
/*
/*	pack_parse() parses a content pack text (pack.h) once into an
/*	immutable object, NULL with err set; pack_free() releases it;
/*	pack_summary() is a JSON summary of its cards (pbemctl pack
/*	check).  A state borrows its pack: create() and load() take a
/*	parsed pack, and the caller keeps it until free() of every state
/*	made on it (the arbiter shares one per pack: pbemd_pack() in
/*	arbiter.h).  pack_of() returns the pack a state was made on.
/*
/*	create() performs the set-up with the random stream of seed and
/*	returns the initial state; *canon receives the options as the
/*	module understood them (defaults filled in), which is what the
/*	store keeps.  load() rebuilds a state saved by save().  save()
/*	returns canonical JSON text (same state, same bytes), caller frees.
/*	free() releases a state, not its pack.
/*
/*	apply() applies one command line for a seat.  It is atomic: on any
/*	status but PB_OK the state is unchanged and err says why in words
/*	a player understands.  On PB_OK, res (struct game_result) says
/*	what happened: res->text (caller frees) for the seat that wrote;
/*	res->event (may be NULL) a public line for the others;
/*	res->broadcast asks for a mail to every seat, res->mail (a bit per
/*	seat, GAME_MAIL(seat)) for a mail to some; res->notice[seat] (may
/*	be NULL) a line only that seat reads, and that seat gets a mail
/*	(game_result_notice() adds one).  A secret ballot (a vote whose
/*	choice stays hidden until every ballot is in) sets res->ballot to
/*	the choice cast, and the line that reveals the ballots sets
/*	res->reveal_ballots: the arbiter then mails receipts and reveals
/*	them (ballot(3)); neither changes the game.  A line whose outcome
/*	nobody could know when the mail was written (a card drawn, a die
/*	that struck a friend) may set res->pause: the arbiter then applies
/*	none of the mail's later lines that would change the game, and the
/*	reply quotes them back as held (apply(3)), so that the player
/*	decides again with the outcome in view.  res->text should say what
/*	the outcome was and what the seat may do now.  A pause changes
/*	nothing of the game: the line is logged as any other, and a game
/*	replayed from its log is the same; a default line (default_line())
/*	is one line, so a pause there holds nothing.
/*
/*	view() builds the JSON a template may see, with texts (card
/*	names, places) in a locale (NULL is English): GAME_VIEW_PUBLIC
/*	for observers and the public board, a seat number (1-based) for
/*	that seat's private view, GAME_VIEW_ALL for the moderator or the
/*	end of the game.  Privacy by construction: nothing else reaches a
/*	mail.  The view contract: besides its own view, every mail about a
/*	game carries what the arbiter asks of every game, under "mail":
/*	mail.headline (headline(): one line, the state of play for that
/*	seat in its language, "Round 2, Player 3's turn"), mail.must_act
/*	(decision() is not NULL for that seat), mail.waiting (the seats
/*	decision() names, with their decision's name), mail.ended
/*	(status() is "ended") and, to a seat the game waits on,
/*	mail.actions (the lines of help() for that seat: each entry's
/*	"example" when it has one, else its "usage"; at most a handful)
/*	with mail.has_actions.  Shared templates use only these, and the
/*	game's partial "now" (what the game waits on from the reader,
/*	shown first) besides "board" and "me" (notify(3)).
/*
/*	status() is "setup", "running" or "ended".  help() lists the
/*	commands a seat may give now, in a locale (a JSON array of
/*	{"word", "usage", "text"}); with a word, every form of that
/*	command, allowed now or not, the first with "more", its full
/*	explanation, and an empty array for a word that is no command.
/*	Without a word it offers only what apply() would accept now.  An
/*	entry may add (each optional; templates fall back on "usage"):
/*	"example", one whole command line this seat could send now, with
/*	its own survivors, cards and places, that apply() would accept;
/*	"args", an array of strings, the values of the command's first
/*	argument that would be accepted now, when they are few (the
/*	example uses the first); "targets", for a command of two
/*	arguments, the values of the second ("move NAME to PLACE": the
/*	places).  actions(), optional, is what mail.actions needs: the
/*	first max entries help() without a word lists, each with the
/*	"example" help() gives it, without "args" and "targets" (cheaper:
/*	the lines after the example need not be tried); without it the
/*	arbiter cuts help()'s list.  knows(), optional, tells whether
/*	help() with that word would list anything (a command of the game,
/*	allowed now or not), without its forms being tried: what the
/*	arbiter asks of every line (is it a command?); without it the
/*	arbiter asks help() (game_knows()).
/*
/*	Time and moderation.  decision() names the decision the game
/*	waits on from a seat (one of decisions[].kind), or NULL when it
/*	waits on nothing from that seat.  decision_round() (may be NULL:
/*	always 0) tells which time the game asks it: a number that changes
/*	when the seat is asked the same kind of decision anew (the next
/*	round's turn, begun by the seat's own last line), so that it gets
/*	a deadline of its own (T2, arbiter/deadline.h).  default_line()
/*	returns the command line (caller frees) the seat is deemed to have sent when
/*	its time is up: attempt 0 first; when apply() refuses it the
/*	arbiter asks for attempt 1, 2 ... until NULL.  moderate() applies
/*	a moderator's change to the game itself ("remove SEAT", "end",
/*	"abandon"; what removal means is the module's to say), atomic like
/*	apply(); it may refuse with PB_EDATA.  The arbiter logs both as
/*	moves of seat 0 (gamectl.h), and replay calls them again.
/*
/*	picture() (may be NULL: the game's mails carry no picture) draws
/*	the board on pic (picture.h) from view, the very JSON a mail's
/*	text is rendered from (view() of the reader's seat, with the
/*	arbiter's "mail" member), in that view's locale.  It sees no
/*	state: a picture can show nothing the seat's text could not
/*	(privacy by construction).  PB_OK: drawn; PB_ENOENT: this view
/*	shows no board (nothing drawn, the mail goes without a picture);
/*	any other code is an error, err says why.
/*
/*	Languages (lang.h; each may be NULL): words is the game's
/*	dictionary of Italian and Spanish command words, msgs its
/*	catalogue of refusals and other texts, names() adds to a
/*	dictionary the card names of the game's pack in a locale that
/*	differ from the English ones.  words_of() returns the name or the
/*	own text of a card of the game's pack in a locale, given its
/*	English words, or NULL: the arbiter names the cards of the game's
/*	narration with it (lang_text_names()).
/*
/*	Core glue every game shares (game.c):
/*
/*	game_create() and game_load() are create() and load() from a pack
/*	text: the state they return owns its pack, and game_free()
/*	releases both (for tests, bots and tools that hold one game).
/*	game_pack_check() parses a pack text and returns its summary.
/*
/*	game_result_clear() releases what apply() returned and zeroes it;
/*	game_result_notice() adds a private line for a seat.
/*
/*	game_decision_find() is the declaration of a decision kind,
/*	game_decision_name() its name in a locale (the kind itself when
/*	undeclared).  game_option_find() is the declaration of an option;
/*	game_option_check() refuses a value outside its allowed ones.
/*	game_decision_kinds() and game_option_names() list them, ", "
/*	between (caller frees), for refusals.  game_options_canon() is the
/*	options as create() should keep them: every declared option as a
/*	string, its default when not given, each value checked; an
/*	undeclared name is refused (caller frees *canon).  game_name_add()
/*	adds a card's name in a locale to a dictionary when it differs
/*	from the English name once folded (names()).  game_kind_known() tells whether some registered game declares a
/*	decision kind (for pbemd.conf and "set deadline.KIND").
/*
/*	The registry (src/games/registry.c): game_find() returns the
/*	module registered under a kind ("dow"), or NULL; game_at() module
/*	i (0, 1, ...), NULL past the last; game_kinds() the kinds, ", "
/*	between them (caller frees), for the "known games" of a refusal;
/*	game_register() adds a module at run time (tests: their own small
/*	game), refused when the kind exists or the table is full.  Register
/*	before reading pbemd.conf: config_check() knows the decision kinds
/*	of the games registered then ([time] deadline.KIND).
/*--*/

#ifndef GAME_H
#define GAME_H

#include <jansson.h>

#include "core/pb.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/rng.h"

struct picture;

#define GAME_VIEW_PUBLIC 0
#define GAME_VIEW_ALL (-1)

#define GAME_MAX_SEATS 12
#define GAME_MAIL(seat) (1u << (seat))

struct game_result {
	char    *text;
	char    *event;
	int      broadcast;
	unsigned mail;           /* GAME_MAIL(seat): that seat gets a mail */
	char    *notice[GAME_MAX_SEATS + 1]; /* [seat]: a line only it reads */
	char    *ballot;         /* a secret ballot this line cast ("yes"), or NULL */
	int      reveal_ballots; /* the secret ballots cast so far are now revealed */
	int      pause;          /* nobody could know the outcome: the mail stops here */
};

struct game_decision {
	const char *kind;         /* "turn": waits, deadline.KIND */
	int         hours;        /* default time for it */
	const char *name[LANG_N]; /* en, it, es: "your turn" */
};

enum game_opt_type { GAME_OPT_TEXT, GAME_OPT_INT, GAME_OPT_BOOL, GAME_OPT_LIST };

struct game_option {
	const char        *name;    /* "objective" */
	enum game_opt_type type;    /* LIST: comma-separated words of allowed */
	const char        *dflt;    /* as text */
	const char        *allowed; /* "a|b|c", or NULL: the game checks */
	const char        *help;    /* one line */
};

struct game_ops {
	const char                 *kind;
	const char                 *title;
	int                         min_seats;
	int                         max_seats;
	const struct game_decision *decisions;
	const struct game_option   *options;
	void *(*pack_parse)(const char *pack, struct pb_err *);
	void (*pack_free)(void *);
	json_t *(*pack_summary)(const void *pack);
	const void *(*pack_of)(const void *);
	enum pb_rc (*create)(const void *pack, json_t *options, int nseats,
	    const unsigned char *seed, void **state, json_t **canon, struct pb_err *);
	enum pb_rc (*load)(const void *pack, json_t *options, int nseats,
	    const unsigned char *seed, const char *saved, void **state, struct pb_err *);
	char *(*save)(const void *);
	void (*free)(void *);
	enum pb_rc (*apply)(
	    void *, int seat, const struct lex_line *, struct game_result *, struct pb_err *);
	json_t *(*view)(const void *, int seat, const char *locale);
	char *(*headline)(const void *, int seat, const char *locale);
	const char *(*status)(const void *);
	json_t *(*help)(const void *, int seat, const char *locale, const char *word);
	json_t *(*actions)(const void *, int seat, const char *locale, size_t max); /* or NULL */
	int (*knows)(const void *, int seat, const char *word);                     /* or NULL */
	const char *(*decision)(const void *, int seat);
	long (*decision_round)(const void *, int seat); /* or NULL */
	char *(*default_line)(const void *, int seat, int attempt);
	enum pb_rc (*moderate)(void *, const struct lex_line *, struct game_result *, struct pb_err *);
	const struct lang_word *words;
	const struct lang_msg  *msgs;
	void (*names)(const void *, const char *locale, struct lang_dict *);
	enum pb_rc (*picture)(
	    const json_t *view, const char *locale, struct picture *, struct pb_err *);
	const char *(*words_of)(const void *, const char *en, const char *locale);
};

/* Registry: src/games/registry.c. */
const struct game_ops *game_find(const char *kind);
const struct game_ops *game_at(size_t i);
char                  *game_kinds(void);
enum pb_rc             game_register(const struct game_ops *, struct pb_err *);

/* Glue: core/game.c. */
enum pb_rc game_create(const struct game_ops *, const char *pack, json_t *options, int nseats,
    const unsigned char *seed, void **state, json_t **canon, struct pb_err *);
enum pb_rc game_load(const struct game_ops *, const char *pack, json_t *options, int nseats,
    const unsigned char *seed, const char *saved, void **state, struct pb_err *);
void       game_free(const struct game_ops *, void *state);
json_t    *game_pack_check(const struct game_ops *, const char *pack, struct pb_err *);
void       game_result_clear(struct game_result *);
void       game_result_notice(struct game_result *, int seat, const char *fmt, ...)
    PB_PRINTF(3, 4);
const struct game_decision *game_decision_find(const struct game_ops *, const char *kind);
const char *game_decision_name(const struct game_ops *, const char *kind, const char *locale);
int         game_kind_known(const char *kind);
int         game_knows(const struct game_ops *, const void *state, int seat, const char *word);
char       *game_decision_kinds(const struct game_ops *);
char       *game_option_names(const struct game_ops *);
const struct game_option *game_option_find(const struct game_ops *, const char *name);
enum pb_rc  game_option_check(const struct game_option *, const char *value, struct pb_err *);
enum pb_rc  game_options_canon(const struct game_ops *, json_t *options, json_t **canon,
     struct pb_err *);
void        game_name_add(struct lang_dict *, const char *local, const char *english);

#endif
