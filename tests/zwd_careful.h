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
/* DESCRIPTION
/*	A careful bot plays the survivors of its seat one after the
/*	other, as a player writes commands, from what the players see
/*	(the map, the zombies, the tokens, its own cards; never a hidden
/*	deck, the colour of an objective not taken, or the game's stream).
/*	For the survivor whose turn it is it wants, in this order: the
/*	skill of a level just reached; the zombies in its own zone dead
/*	(melee first: no friendly fire), or to step out when it cannot
/*	fight them; the guards' attack; the zombies in sight that its
/*	weapons reach, the nearest first, never into a zone where another
/*	survivor stands; a weapon from its backpack into a free Hand; the
/*	mission's Action in its zone (take, the Intro's piles, Dragon
/*	Bile, relics, the Empress, reload); a Search in a building; a step
/*	toward the team's goal, the zone of fewest zombies among the first
/*	steps of a shortest path; else it ends its turn.  The team's goal
/*	is one zone for everyone, chosen from the first survivor still in
/*	play, so the team keeps together: the nearest objective not taken
/*	(mission 1: then the Standard until four Dragon Biles are held,
/*	then a walkway), the Empress and then the exit (missions 5 and 9),
/*	a spawn token while relics are held (8), the exit once the
/*	objectives are taken (6, 7, 10).
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

int zwd_careful_lines(const struct zwd_state *, int seat, char **v, int max);
void *zwd_careful_pack(const char *dir, char **text);
int   zwd_careful_game(const void *pack, const char *mission, int nseats, unsigned seedno,
    struct zwd_careful_end *);

#endif
