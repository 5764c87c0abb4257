/*++
/* NAME
/*	seats 3
/* SUMMARY
/*	the order round the table and sealed ballots
/* SYNOPSIS
/*	#include "core/seats.h"
/* DESCRIPTION
/*	See seats.h.
/* DIAGNOSTICS
/*	pb_panic() on a seat or direction out of range, or a ballot cast
/*	by a seat that is not due.
/*--*/

/* pbemd-wide. */
#include "core/pb.h"
#include "core/seats.h"

/* seat_check - a seat number the module can hold */

static void
seat_check(const char *who, int seat)
{
	if (seat < 1 || seat > SEATS_MAX)
		pb_panic("%s: seat %d", who, seat);
}

/* is_in - seat k is in mask */

static int
is_in(unsigned mask, int k)
{
	return ((mask >> k) & 1u);
}

/* seats_next - the next seat in direction dir that is not out */

int
seats_next(int nseats, unsigned out, int seat, int dir)
{
	int i, k = seat;

	/* Sanity checks. */
	seat_check("seats_next", nseats);
	if (dir != SEATS_CLOCKWISE && dir != SEATS_ANTICLOCKWISE)
		pb_panic("seats_next: direction %d", dir);

	/* Round the table once at most. */
	for (i = 0; i < nseats; i++) {
		k = (k - 1 + dir + nseats) % nseats + 1;
		if (!is_in(out, k))
			return (k);
	}
	return (seat);
}

/* seats_count - the seats 1..nseats not out */

int
seats_count(int nseats, unsigned out)
{
	int k, n = 0;

	for (k = 1; k <= nseats; k++)
		n += !is_in(out, k);
	return (n);
}

/* seats_vote_open - the voters due, every other entry none */

void
seats_vote_open(int *box, int size, int nseats, unsigned voters)
{
	int k;

	seat_check("seats_vote_open", nseats);
	for (k = 0; k < size; k++)
		box[k] = k >= 1 && k <= nseats && is_in(voters, k) ? SEATS_DUE : SEATS_NONE;
}

/* seats_vote_due - must seat still vote? */

int
seats_vote_due(const int *box, int seat)
{
	return (box[seat] == SEATS_DUE);
}

/* seats_vote_cast - record the choice of a seat that is due */

void
seats_vote_cast(int *box, int seat, int choice)
{
	if (box[seat] != SEATS_DUE || choice < 0)
		pb_panic("seats_vote_cast: seat %d (entry %d) casts %d", seat, box[seat], choice);
	box[seat] = SEATS_CAST + choice;
}

/* seats_vote_choice - the choice seat cast, -1 when none */

int
seats_vote_choice(const int *box, int seat)
{
	return (box[seat] >= SEATS_CAST ? box[seat] - SEATS_CAST : -1);
}

/* seats_vote_all_in - no seat is due */

int
seats_vote_all_in(const int *box, int nseats)
{
	int k;

	for (k = 1; k <= nseats; k++)
		if (box[k] == SEATS_DUE)
			return (0);
	return (1);
}

/* seats_vote_tally - the weights of each choice; the choice with the
 * most, -1 on a tie at the top */

int
seats_vote_tally(const int *box, int nseats, const int *weight, int *count, int nchoices)
{
	int k, c, best = -1, tie = 0;

	for (c = 0; c < nchoices; c++)
		count[c] = 0;
	for (k = 1; k <= nseats; k++)
		if ((c = seats_vote_choice(box, k)) >= 0 && c < nchoices)
			count[c] += weight ? weight[k] : 1;
	for (c = 0; c < nchoices; c++) {
		if (best < 0 || count[c] > count[best]) {
			best = c;
			tie = 0;
		} else if (count[c] == count[best])
			tie = 1;
	}
	return (tie ? -1 : best);
}

/* seats_vote_tiebreak - seat alone is due, for the deciding ballot */

void
seats_vote_tiebreak(int *box, int size, int seat)
{
	int k;

	seat_check("seats_vote_tiebreak", seat);
	for (k = 0; k < size; k++)
		box[k] = k == seat ? SEATS_DUE : SEATS_NONE;
}
