/*++
/* NAME
/*	zwd_careful 3h
/* SUMMARY
/*	Zombicide: White Death: the careful bot of the tests and of
/*	zwd-balance
/* SYNOPSIS
/*	#include "zwd_careful.h"
/*
/*	int	zwd_careful_lines(const struct zwd_state *s, int seat,
/*			char **v, int max);
/*
/*	void	*zwd_careful_pack(const char *dir, char **text);
/*
/*	int	zwd_careful_game(const void *pack, const char *mission,
/*			int nseats, unsigned seedno, struct zwd_careful_end *e);
/*
/*	int	zwd_careful_game_opts(const void *pack, json_t *opts,
/*			int nseats, unsigned seedno, struct zwd_careful_end *e);
/*
/*	void	zwd_careful_seed(unsigned seedno, int nseats,
/*			unsigned char *seed);
/*
/*	void	(*zwd_careful_taken)(const struct zwd_state *s, int seat,
/*			const char *line);
/*
/*	int	zwd_careful_has(const struct zwd_state *s, int i, int kind);
/*
/*	int	zwd_careful_fire_kit(const struct zwd_state *s, int i);
/* DESCRIPTION
/*	A careful bot plays the survivors of its seat one after the
/*	other, as a player writes commands, from what the players see
/*	(the map, the zombies, the tokens, its own cards; never a hidden
/*	deck, the colour of an objective not taken, or the game's stream).
/*	For the survivor whose turn it is it wants, in this order: the
/*	skill of a level just reached; the guards' attack where a walker
/*	or runner is to kill; out of its zone when it cannot hope to
/*	clear it this turn (or an Abomination is there and no weapon of
/*	its Hands deals the Damage its card needs); the zombies of its
/*	own zone dead (melee first: no friendly fire), else a step out;
/*	Dragon Fire on a Red objective's building at range 1 when no
/*	survivor stands in a building 2 steps from it (4); the zombies in
/*	sight its weapons reach at range 1 or 2 (none where another survivor
/*	stands, nor where no weapon can kill, nor a shot where a brute or
/*	the Khan it cannot kill takes the hits first); a Bile or a Torch given to
/*	a survivor of its zone that holds the other card (4); a weapon
/*	from its backpack into its Hands; room made (a card dropped)
/*	before it takes an objective; the mission's Actions in its zone (take, the
/*	Empress, walked a zone toward the exit and never into zombies in
/*	mission 9, a relic, a Purge, Dragon Bile, reload); a Search; a step
/*	toward the team's goal (the fewest zombies among the first steps
/*	of a shortest path, never into zombies on the way); farther
/*	shots; out of a spawn zone or one with zombies (off the exit while
/*	guards are still to come there); else it ends its turn.  Where
/*	the guards must escape (6, 7, 10) or live (4), after its attacks it
/*	orders the guards of the zone farthest from their goal a step on (never
/*	into zombies): the leader's zone, the exit once the team heads there;
/*	where they must escape the guards shoot too, the last survivor with
/*	them takes them along, and every survivor hunts the Desecrator
/*	(zwd_careful_goalB(3)), the Desecrator near the leader or its
/*	Corruption near the Signaller (zwd_careful_goalE(3)).
/*	Its steps and flights go to the zone of least danger (zombies
/*	there and a step off, a spawn token), never into zombies it
/*	cannot clear with the Actions left, nor onto the exit before every
/*	guard is there and the work is done (through it on the way with an
/*	Action left to step off).  The team's goal is one zone, seen from its leader (the
/*	first survivor in play, the Empress's carrier): the Desecrator's
/*	zone within 3 steps (its Corruption loses the game); the Empress's
/*	zone (9); the Empress, then the exit (mission 5); while relics or
/*	Tomes are held, a zone in sight of a spawn token a step off it,
/*	one not on the Standard (8) or on Corruption (2); the nearest
/*	objective not taken or face-down Crypt Weapon (a Red of mission 4
/*	is not taken: a street in sight of it instead, when no other
/*	objective is left or a survivor holds a Bile and a Torch); then
/*	the Standard until four Dragon Biles are held and a walkway (1),
/*	the exit (6, 7, 9, 10; in 6 and 7 once Blue and Green are taken,
/*	zwd_careful_spent(3)).  A survivor more than a step
/*	from the leader comes back to it first; the leader waits while
/*	one is more than two steps away: the team keeps together.
/*
/*	Mission 4's own ways are in zwd_careful_goalA.c
/*	(zwd_careful_goalA(3)): its guards kept with the leader, room made
/*	before a Search (the fires' Biles and Torches kept), a building to
/*	Search the team's goal while nobody holds a Bile and a Torch, and
/*	the holder of both its own way to a street in sight of a Red.
/*
/*	zwd_careful_lines() writes into v (at most max, caller frees each)
/*	the lines seat would send now, best first; the last is always an
/*	end; 0 when the seat has nothing to do.  A line the game refuses
/*	changes nothing: the caller tries the next.
/*
/*	zwd_careful_pack() reads and parses the pack of directory dir
/*	(pb_fatal() when it cannot); the caller frees it with
/*	zwd_pack_free() and *text with free().
/*
/*	zwd_careful_game() plays one whole game of mission with nseats
/*	seats (the game's seed made of seedno), every seat the careful
/*	bot, until it ends or ZWD_CAREFUL_ROUNDS rounds have gone, the
/*	invariants checked after every command (pb_fatal() when they do
/*	not hold, or when no line of a seat is accepted); the end in e.
/*	It returns 1 when the mission is won.
/*	zwd_careful_game_opts() is the same with the game's options
/*	(the mission and, say, a mode: abominations, necromancers).
/*
/*	zwd_careful_seed() writes into seed (PB_SEED_LEN bytes) the
/*	game's seed zwd_careful_game() makes of seedno and nseats, the
/*	one a game made by mail needs to be the same game.  When
/*	zwd_careful_taken is set, zwd_careful_game() calls it after each
/*	line the game accepts, the state as that line left it.
/*
/*	zwd_careful_has() is true when survivor i holds a card of kind;
/*	zwd_careful_fire_kit() when it holds a Dragon Bile and a Torch
/*	(Dragon Fire), for the bot's parts (zwd_careful_goal*.c).
/* SEE ALSO
/*	check_zwd_careful(1), zwd-balance(1), pbemd-zwd(7) BALANCE.
/*--*/

#ifndef ZWD_CAREFUL_H
#define ZWD_CAREFUL_H

#include "games/zwd/zwd.h"

#define ZWD_CAREFUL_ROUNDS 40 /* a game not ended by then is unfinished */
#define ZWD_CAREFUL_LINES 64  /* lines of one choice, at most */

struct zwd_careful_end {
	int  outcome; /* enum zwd_outcome: ZWD_PLAYING when unfinished */
	int  rounds;
	long commands; /* accepted */
	char reason[80];
};

int   zwd_careful_lines(const struct zwd_state *, int seat, char **v, int max);
int   zwd_careful_hunt(const struct zwd_state *);
int   zwd_careful_prey(const struct zwd_state *, int);
char *zwd_careful_volley(const struct zwd_state *, int);
int   zwd_careful_trapped(const struct zwd_state *, int);
int   zwd_careful_tether(const struct zwd_state *, int, int);
int   zwd_careful_escort(const struct zwd_state *, int, int, char **);
int   zwd_careful_spent(const struct zwd_state *);
int   zwd_careful_has(const struct zwd_state *, int, int);
int   zwd_careful_fire_kit(const struct zwd_state *, int);
void *zwd_careful_pack(const char *dir, char **text);
int   zwd_careful_game(
      const void *pack, const char *mission, int nseats, unsigned seedno, struct zwd_careful_end *);
int zwd_careful_game_opts(
    const void *pack, json_t *opts, int nseats, unsigned seedno, struct zwd_careful_end *);
void zwd_careful_seed(unsigned seedno, int nseats, unsigned char *seed);
extern void (*zwd_careful_taken)(const struct zwd_state *, int seat, const char *line);
int   zwd_careful_keep_guards(const struct zwd_state *);
char *zwd_careful_room(const struct zwd_state *, int);
int   zwd_careful_search_goal(const struct zwd_state *, int);
int   zwd_careful_fire_goal(const struct zwd_state *, int);
int   zwd_careful_trophy(const struct zwd_state *);
char *zwd_careful_pour(const struct zwd_state *, int);
char *zwd_careful_blaze(const struct zwd_state *, int);

#endif
