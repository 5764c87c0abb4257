/*++
/* NAME
/*	tiny 3h
/* SUMMARY
/*	Tiny Test Game: the small game module the arbiter's tests play
/* SYNOPSIS
/*	#include "testgame/tiny.h"
/*
/*	extern const struct game_ops tiny_ops;
/*
/*	struct tiny_state *tiny_game_state(void *g);
/*	int	tiny_state_check(const struct tiny_state *s);
/* DESCRIPTION
/*	A game written only to exercise the arbiter (issue 10): a hidden
/*	card per seat, turns, a secret ballot, a private notice and a
/*	moderator, in a few hundred lines that live under tests/ and are
/*	linked only into the test programs (registered with
/*	game_register(), game.h).  It is also the proof that a game needs
/*	nothing outside its own directory, its content, its templates and
/*	one registry line.
/*
/*	The rules.  Each seat is dealt one card of the pack, face down;
/*	the rest is the deck.  In turn order (from option "first") a seat
/*	may "play" its card (it scores the card's points, shows it and
/*	draws the next card of the deck, if any), "pass", once per turn
/*	"peek SEAT" (it reads that seat's card; that seat alone is told;
/*	with variant "pause" what it reads pauses the mail, game.h)
/*	and once per turn "call" a vote to end the game.  Every seat still
/*	in casts a secret "vote yes" or "vote no"; when all are in the
/*	ballots are revealed and a majority of yes ends the game, else the
/*	turn goes on.  The game ends after "rounds" rounds, when fewer than
/*	two seats are left, or by the moderator ("end", "abandon"; "remove
/*	SEAT" takes a seat out).  The highest score wins, ties share.
/*
/*	Files: tiny.c (pack, state, saving, the ops table), tiny_play.c
/*	(commands, views, help, time and moderation).
/*
/*	Invariants of a state (tiny_state_check()):
/*	(T1) every card of the pack is in exactly one place: the deck, a
/*	hand, or the played pile;
/*	(T2) a running game's turn is a seat still in; an ended one has
/*	turn 0, no vote open and a reason;
/*	(T3) ballots are cast only while a vote is open, and only by seats
/*	still in.
/*--*/

#ifndef TINY_H
#define TINY_H

#include "core/game.h"
#include "core/lang.h"

#define TINY_MAXCARDS 32
#define TINY_NOCARD (-1)

struct tiny_card {
	char *id;
	char *name[LANG_N]; /* en, it, es (NULL: English) */
	int   points;
};

struct tiny_pack {
	struct tiny_card card[TINY_MAXCARDS];
	int              ncard;
};

enum tiny_ballot { TINY_NONE, TINY_YES, TINY_NO };

struct tiny_state {
	const struct tiny_pack *pack; /* borrowed */
	int                     nseats;
	/* Options. */
	int rounds, first, novote, nopeek, pause;
	/* Play. */
	int  round, turn; /* turn 0: ended */
	char reason[16];  /* "" while running: rounds, vote, alone, moderator, abandoned */
	int  deck[TINY_MAXCARDS], ndeck; /* the top is deck[ndeck - 1] */
	int  played[TINY_MAXCARDS], nplayed;
	int  hand[GAME_MAX_SEATS + 1]; /* a card, or TINY_NOCARD */
	int  score[GAME_MAX_SEATS + 1];
	int  out[GAME_MAX_SEATS + 1];
	int  vote_by;                   /* the seat that called the open vote, 0: none */
	int  ballot[GAME_MAX_SEATS + 1]; /* enum tiny_ballot */
	int  called, peeked;            /* what the seat of the turn did this turn */
};

extern const struct game_ops tiny_ops;

struct tiny_state *tiny_game_state(void *);
int                tiny_state_check(const struct tiny_state *);
const char        *tiny_name(const struct tiny_pack *, int card, int lang);

/* tiny_play.c */
enum pb_rc tiny_apply(void *, int seat, const struct lex_line *, struct game_result *,
    struct pb_err *);
json_t    *tiny_view(const void *, int seat, const char *locale);
char      *tiny_headline(const void *, int seat, const char *locale);
json_t    *tiny_help(const void *, int seat, const char *locale, const char *word);
const char *tiny_decision(const void *, int seat);
long        tiny_decision_round(const void *, int seat);
char      *tiny_default_line(const void *, int seat, int attempt);
enum pb_rc tiny_moderate(void *, const struct lex_line *, struct game_result *, struct pb_err *);
extern const struct lang_word tiny_words[];
extern const struct lang_msg  tiny_msgs[];

#endif
