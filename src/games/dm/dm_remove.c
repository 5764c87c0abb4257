/*++
/* NAME
/*	dm_remove 3
/* SUMMARY
/*	Dark Moon: the moderator removes a seat (a player leaves)
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	enum pb_rc dm_remove_seat(struct dm_ctx *x, const struct lex_line *l,
/*			struct pb_err *err);
/*
/*	int	dm_gone_turn(struct dm_ctx *x);
/* DESCRIPTION
/*	"remove SEAT" of the moderator (moderate(), dm_apply.c).  The
/*	rulebook has no player leaving; our reading keeps what the table
/*	knows and what it does not, and lets the game go on without
/*	waiting for the seat (pbemd-dm(7), REMOVING A SEAT):
/* .IP "the status card"
/*	stays secret: it is shown with every other at the end, and the
/*	seat's team wins or loses with it.  Revealing it would give the
/*	table a certainty no player could have had.
/* .IP "the Commander card"
/*	passes at once as a quarantined Commander's does (the successor
/*	option; when no seat could take it so, the first unrevealed seat
/*	to the left, in quarantine or not; when every other seat is
/*	revealed, the next), with the blue die to Available; the new
/*	Commander makes any choice the card waits on (the Event, a tie, a
/*	judgement).
/* .IP "its turn"
/*	if the seat is the active player before its Task is played
/*	(retrieving, acting, choosing the Task), the turn ends: the Tasks
/*	it drew are discarded face down, unseen; an order it gave ends.
/*	An order it was given ends (the active player goes on to its Task).
/* .IP "decisions it owes"
/*	anything else the game waits on from the seat (IN or OUT, a roll
/*	being submitted, a ballot, a Complication's choice, a Damage
/*	choice) is taken as at a deadline: the arbiter's cautious default
/*	(vote none, OUT, done, the first die).
/* .IP "its dice"
/*	every die behind its screen goes to Available Resources; its
/*	standing instructions are forgotten.
/* .IP afterwards
/*	the seat has no turn, is never asked IN or OUT, votes in no vote,
/*	cannot be named by a command (vote, order, Complication, judgement)
/*	and takes no dice.  Its character's Fatigue token stays where it
/*	is: the tracks are the base's, not the player's.
/* .PP
/*	A turn that comes back to a removed active seat (the seat left
/*	during its own Malfunction or the vote it called) ends where it
/*	would ask that seat (dm_gone_turn(), called by dm_advance() before
/*	each stage): before its action, its Task or the forced vote (the
/*	Suspicion cube stays at the end: the next seat's turn holds it).
/*	A Damage choice owed by a removed seat (a shield test of its
/*	Malfunction) is the Commander's (dm_advance()).
/*
/*	Refused (nothing changes) when the seat is no seat, is removed
/*	already, when fewer than two seats would be left (the moderator
/*	ends the game instead) or when the game is over.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"

/* heir - who takes the Commander card from a seat that leaves: the
 * successor option's choice; when every other seat is in quarantine or
 * revealed, the first unrevealed; else the first seat left */

static int
heir(const struct dm_state *s, int seat)
{
	int k;

	if ((k = dm_successor(s, seat, s->successor == DM_SUCC_UNINFECTED)) != seat)
		return (k);
	if ((k = dm_successor(s, seat, 1)) != seat)
		return (k);
	for (k = seat % s->nseats + 1; s->seat[k].gone; k = k % s->nseats + 1)
		;
	return (k);
}

/* own_turn - the seat is the active player before its Task is played */

static int
own_turn(const struct dm_state *s, int seat)
{
	if (seat != s->active)
		return (0);
	return (s->phase == DM_P_RETRIEVE || s->phase == DM_P_ACTION || s->phase == DM_P_TASK);
}

/* dm_gone_turn - at a stage of the turn that would ask the active seat
 * (its action, its Task, the forced vote's target), end the turn of a
 * removed one; 1 when it did.  The Suspicion cube stays: the next
 * seat's turn holds the forced vote. */

int
dm_gone_turn(struct dm_ctx *x)
{
	struct dm_state *s = x->s;

	if (!s->seat[s->active].gone)
		return (0);
	switch (s->stage) {
	case DM_S_START:
	case DM_S_ACTION:
	case DM_S_ACTION_DONE:
	case DM_S_TASK:
	case DM_S_FORCED:
		while (s->drawn.n > 0 && s->stage == DM_S_TASK) /* face down, unseen */
			deck_deal(&s->drawn, &s->task_disc);
		s->ordered = s->order_left = 0;
		s->stage = DM_S_NEXT;
		return (1);
	default:
		return (0);
	}
}

/* end_turn - the active seat's turn ends here */

static void
end_turn(struct dm_ctx *x)
{
	struct dm_state *s = x->s;

	while (s->drawn.n > 0) /* face down, unseen */
		deck_deal(&s->drawn, &s->task_disc);
	s->ordered = s->order_left = 0;
	s->stage = DM_S_NEXT;
	s->phase = DM_P_ACTION; /* dm_advance() sets the next */
	dm_say(x, "%s's turn ends.", dm_seat_name(s, s->active));
}

/* owed - take the decisions the game waits on from seat, as at a
 * deadline; end its turn when it is its own */

static void
owed(struct dm_ctx *x, int seat)
{
	struct dm_state *s = x->s;
	char            *line;
	int              guard, attempt;

	for (guard = 0; guard < 100 && s->phase != DM_P_ENDED; guard++) {
		if (own_turn(s, seat)) {
			end_turn(x);
			return;
		}
		if (s->phase == DM_P_ACTION && s->ordered == seat) {
			s->order_left = 0;
			s->stage = DM_S_ACTION_DONE;
			return;
		}
		if (dm_decision(s, seat) == NULL)
			return;
		for (attempt = 0; (line = dm_default_line(s, seat, attempt)) != NULL; attempt++) {
			enum pb_rc rc = dm_run_line(x, seat, line);

			free(line);
			if (rc == PB_OK)
				break;
		}
		if (line == NULL)
			pb_panic("dm_remove: seat %d waited on, no default accepted", seat);
		dm_advance(x);
	}
}

/* leave - the seat is out: dice to Available, never asked again */

static void
leave(struct dm_state *s, int seat)
{
	struct dm_seat *t = &s->seat[seat];
	int             c;

	for (c = 0; c < DM_NCOLOURS; c++) {
		s->avail[c] += t->dice[c];
		t->dice[c] = 0;
	}
	t->nroll = 0;
	t->stand_out = 0;
	t->finished = 1;
	if (t->inout == DM_UNDECLARED)
		t->inout = DM_OUT;
	t->gone = 1;
}

enum pb_rc
dm_remove_seat(struct dm_ctx *x, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              seat, k, left = 0, next = 0;
	char            *end;

	/* Sanity checks. */
	seat = l->argc == 2 ? (int)strtol(l->argv[1], &end, 10) : 0;
	if (seat < 1 || seat > s->nseats || *end != '\0')
		return (pb_err_set(err, PB_EDATA, "remove SEAT: a seat from 1 to %d", s->nseats));
	if (s->seat[seat].gone)
		return (pb_err_set(err, PB_EDATA, "Seat %d is removed already.", seat));
	for (k = 1; k <= s->nseats; k++)
		left += k != seat && !s->seat[k].gone;
	if (left < 2)
		return (pb_err_set(err, PB_EDATA,
		    "Fewer than 2 seats would be left: end the game instead."));
	if (seat == s->commander)
		next = heir(s, seat);

	/* The card, then what the seat owes, then the seat. */
	dm_say(x, "The moderator removes %s from the game: the status card stays secret until "
	          "the end; the dice go to Available Resources.",
	    dm_seat_name(s, seat));
	if (seat == s->commander)
		dm_commander(x, next);
	owed(x, seat);
	leave(s, seat);
	dm_advance(x);
	return (PB_OK);
}
