/*++
/* NAME
/*	dow_careful 3h
/* SUMMARY
/*	Dead of Winter bots that play to win: careful and betrayer
/* SYNOPSIS
/*	#include "dow_careful.h"
/* DESCRIPTION
/*	See dow_careful.c.
/*--*/

#ifndef DOW_CAREFUL_H
#define DOW_CAREFUL_H

#include <jansson.h>

#include "core/game.h"
#include "core/rng.h"

#define DOW_BOT_TRIED 64

/* One seat's bot: what it remembers between lines of a turn. */
struct dow_bot {
	int           seat;
	struct pb_rng r;
	char         *tried[DOW_BOT_TRIED]; /* lines refused since the last accepted one */
	int           ntried;
	int           turn_key;        /* round * 16 + active: a new turn resets */
	int           accepted;        /* lines accepted this turn */
	int           requested;       /* a request made this turn */
	int           exiles_called;   /* exile votes called in the game */
	int           sabotaged_round; /* round of the last wrong card to the crisis */
};

/* What a whole game of bots gave (the table of make balance). */
struct dow_bot_game {
	int   ended;      /* the game ended within the bound */
	int   ended_by;   /* 1 morale, 2 rounds, 3 objective (from the end view) */
	int   rounds;     /* rounds played */
	int   starvation; /* starvation tokens at the end */
	int   colony_won; /* the main objective completed */
	int   nseats;
	int   won[6];        /* [seat] won */
	int   exiled[6];     /* [seat] exiled at the end */
	int   betrayer[6];   /* [seat] held a betrayal card */
	char  secret[6][48]; /* [seat] the objective that counted at the end (its name) */
	char  kind[6][12];   /* [seat] "secret", "betrayal", "exiled", or "" */
	int   lines;         /* accepted lines */
	char *last;          /* the last mail's text of the game (caller frees) */
};

void  dow_bot_init(struct dow_bot *, int seat, const unsigned char *seed);
void  dow_bot_free(struct dow_bot *);
char *dow_bot_line(struct dow_bot *, const json_t *view, const json_t *help);
void  dow_bot_told(struct dow_bot *, const char *line, int accepted);
int   dow_bot_play(const struct game_ops *, void *game, int nseats, const unsigned char *seed,
      int max_lines, struct dow_bot_game *);

#endif
