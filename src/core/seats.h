/*++
/* NAME
/*	seats 3h
/* SUMMARY
/*	seats round a table: the clockwise order of public decisions,
/*	and sealed simultaneous ballots
/* SYNOPSIS
/*	#include "core/seats.h"
/*
/*	int	seats_next(int nseats, unsigned out, int seat, int dir);
/*	int	seats_count(int nseats, unsigned out);
/*
/*	void	seats_vote_open(int *box, int size, int nseats,
/*			unsigned voters);
/*	int	seats_vote_due(const int *box, int seat);
/*	void	seats_vote_cast(int *box, int seat, int choice);
/*	int	seats_vote_choice(const int *box, int seat);
/*	int	seats_vote_all_in(const int *box, int nseats);
/*	int	seats_vote_tally(const int *box, int nseats,
/*			const int *weight, int *count, int nchoices);
/*	void	seats_vote_tiebreak(int *box, int size, int seat);
/* DESCRIPTION
/*	Seats are numbered 1 to nseats round the table, nseats at most
/*	SEATS_MAX.  A set of seats is a mask with bit k for seat k (bit 0
/*	unused): the seats out of the game, the seats that vote.
/*
/*	The order of public decisions.  Decisions everyone sees taken go
/*	round the table one seat after the other: seats_next() is the
/*	next seat after seat in direction dir that is not in out,
/*	SEATS_CLOCKWISE (+1: to the left, seat k to seat k + 1, nseats to
/*	1) or SEATS_ANTICLOCKWISE (-1: to the right); seat itself when
/*	every other seat is out.  seats_count() is how many seats are not
/*	out.
/*
/*	Sealed simultaneous ballots.  Every voter chooses in secret; the
/*	choices are revealed together once the last is in (the arbiter
/*	keeps a receipt of each, see ballot(3) and struct game_result).  A
/*	ballot box is the game's own int array indexed by seat, size
/*	entries (entry 0 unused), which the game saves with its state: an
/*	entry is SEATS_NONE (this seat does not vote), SEATS_DUE (it must
/*	vote and has not) or SEATS_CAST + c (it chose c, 0 <= c).  These
/*	numbers are part of saved states and never change.
/*
/*	seats_vote_open() opens a ballot: entries 1..nseats in voters
/*	become SEATS_DUE, every other entry below size SEATS_NONE.
/*	seats_vote_due() says whether seat must still vote;
/*	seats_vote_cast() records its choice (the seat must be due:
/*	pb_panic otherwise, the caller checks first and refuses in words);
/*	seats_vote_choice() is the choice seat cast, -1 when none.
/*	seats_vote_all_in() is 1 when no seat 1..nseats is due.
/*	seats_vote_tally() counts the ballots cast: count[c] is the sum of
/*	the weights of the seats that chose c (weight[seat], or 1 each
/*	when weight is NULL), for c below nchoices (other choices are not
/*	counted); it returns the choice with the most, or -1 for a tie at
/*	the top.  seats_vote_tiebreak() makes seat the only one due, for a
/*	tie-breaker's deciding ballot: every other entry becomes
/*	SEATS_NONE.
/* DIAGNOSTICS
/*	pb_panic() for a seat outside 1..SEATS_MAX, a direction other than
/*	+1 or -1, or a ballot cast by a seat that is not due.
/* SEE ALSO
/*	ballot(3), the receipts of secret ballots.
/*--*/

#ifndef SEATS_H
#define SEATS_H

#define SEATS_MAX 31 /* seat k is bit k of an unsigned mask */

#define SEATS_CLOCKWISE 1
#define SEATS_ANTICLOCKWISE (-1)

#define SEATS_NONE 0 /* may not vote */
#define SEATS_DUE 1  /* must vote, has not */
#define SEATS_CAST 2 /* choice c is cast as SEATS_CAST + c */

int  seats_next(int nseats, unsigned out, int seat, int dir);
int  seats_count(int nseats, unsigned out);
void seats_vote_open(int *box, int size, int nseats, unsigned voters);
int  seats_vote_due(const int *box, int seat);
void seats_vote_cast(int *box, int seat, int choice);
int  seats_vote_choice(const int *box, int seat);
int  seats_vote_all_in(const int *box, int nseats);
int  seats_vote_tally(const int *box, int nseats, const int *weight, int *count, int nchoices);
void seats_vote_tiebreak(int *box, int size, int seat);

#endif
