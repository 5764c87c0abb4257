/*++
/* NAME
/*	dow_round 3
/* SUMMARY
/*	Dead of Winter rounds and turns
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	A round [IT p.7]: reveal a crisis; every player rolls 1 action die
/*	plus 1 per survivor; one turn each, starting with the first player
/*	and going left (seat k to seat k+1); then the colony phase
/*	(dow_colony.c), which passes the first player token to the RIGHT.
/*	Seats that are out (elimination) are skipped everywhere.
/*
/*	State diagram of the player phase:
/*
/*	  round start --> turn start --> actions ... --> turn end --+
/*	       ^                ^                                   |
/*	       |                +---- next seat to the left --------+
/*	       |                                                    |
/*	       +---- colony phase <---- every seat has had a turn --+
/*
/*	transition			function
/*	-> round start			dow_round_start()
/*	round start -> turn start	dow_turn_start()
/*	turn end -> next turn		dow_turn_end()
/*	turn end -> colony phase	dow_turn_end(), dow_colony_phase()
/*
/*	At the start of a turn the player to the right of the active player
/*	draws a crossroads card and keeps it secret; the frostbite wounds
/*	of the active player's survivors grow.  At the end of the turn a
/*	card that did not trigger goes to the bottom of the deck.  The
/*	crisis deck, when empty, is made again from the resolved crises,
/*	shuffled (the rules do not say: digest E46).
/*--*/

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* dow_seats_out - the seats out of the game (elimination), as a mask of
 * seats(3) */

unsigned
dow_seats_out(const struct dow_state *s)
{
	unsigned out = 0;
	int      k;

	for (k = 1; k <= s->nseats; k++)
		if (s->pl[k].out)
			out |= 1u << k;
	return (out);
}

/* dow_next_seat - the next seat in play to the left (dir 1,
 * SEATS_CLOCKWISE) or right (-1) */

int
dow_next_seat(const struct dow_state *s, int seat, int dir)
{
	return (seats_next(s->nseats, dow_seats_out(s), seat, dir));
}

/* dow_seats_in - seats still in the game */

int
dow_seats_in(const struct dow_state *s)
{
	return (seats_count(s->nseats, dow_seats_out(s)));
}

/* roll_dice - step 2 for one seat: 1 die plus 1 per survivor */

static void
roll_dice(struct dow_state *s, int seat, struct pb_buf *log)
{
	struct dow_player *p = &s->pl[seat];
	int                i, n;

	p->dice.n = 0;
	n = 1 + dow_seat_survivors(s, seat);
	pb_buf_printf(log, "Player %d rolls %d action dice:", seat, n);
	for (i = 0; i < n; i++) {
		deck_push(&p->dice, dow_d6(s));
		pb_buf_printf(log, " %d", p->dice.v[i]);
	}
	pb_buf_puts(log, ".\n");
}

/* crisis_removed - deck_refill() exclusion: a crisis the set-up removed */

static int
crisis_removed(int card, const void *arg)
{
	const struct dow_state *s = arg;

	return (dow_removed(s, s->pack->crisis[card].n.flags));
}

/* reveal_crisis - step 1: the top crisis card */

static void
reveal_crisis(struct dow_state *s, struct pb_buf *log)
{
	const struct dow_crisis *c;

	if (s->crises.n == 0) {
		/* Only resolved crises: those the set-up removed stay out. */
		deck_refill(&s->crises, &s->crises_out, crisis_removed, s, &s->rng);
		pb_buf_puts(log,
		    "The crisis deck is empty: the resolved crises are shuffled"
		    " into a new deck.\n");
	}
	s->crisis = deck_pop(&s->crises);
	c = &s->pack->crisis[s->crisis];
	pb_buf_printf(log, "Crisis: %s. Prevent it with %s cards. If not prevented: %s\n",
	    c->n.name, dow_type_name(c->prevent), c->effect);
}

/* say_order - the order of play of the round, and, from round 2, why
 * the last player of the round before plays first again: turns go
 * clockwise while the first player token passes to the right, a
 * surprise to most players (the rules' order, IT/ES/EN) */

static void
say_order(struct dow_state *s, struct pb_buf *log)
{
	int k, seat = s->first_player, n = dow_seats_in(s);

	pb_buf_printf(log, "Order of play in round %d: players %d", s->round, seat);
	for (k = 1; k < n; k++) {
		seat = dow_next_seat(s, seat, 1);
		pb_buf_printf(log, ", %d", seat);
	}
	pb_buf_puts(log, ".\n");
	if (s->round > 1 && n > 1)
		pb_buf_printf(log,
		    "Player %d played last in round %d and plays first in this one:"
		    " the first player token passes to the right after each round.\n",
		    s->first_player, s->round - 1);
}

/* dow_round_start - steps 1 and 2, then the first player's turn */

void
dow_round_start(struct dow_state *s, struct pb_buf *log)
{
	int k;

	s->turns = 0;
	pb_buf_printf(log, "Round %d begins (%d left on the round track).\n", s->round, s->rounds);
	if (s->pl[s->first_player].out)
		s->first_player = dow_next_seat(s, s->first_player, 1);
	say_order(s, log);
	reveal_crisis(s, log);
	for (k = 1; k <= s->nseats; k++)
		if (!s->pl[k].out)
			roll_dice(s, k, log);
	dow_turn_start(s, s->first_player, log);
}

/* draw_crossroads - the player to the right draws one, secretly */

static void
draw_crossroads(struct dow_state *s, int seat)
{
	int right = dow_next_seat(s, seat, -1);

	if (right == seat || s->xroads.n == 0 || s->pl[right].xroads >= 0)
		return;
	s->pl[right].xroads = deck_pop(&s->xroads);
}

/* dow_turn_start - a seat's turn begins */

void
dow_turn_start(struct dow_state *s, int seat, struct pb_buf *log)
{
	int i;

	s->active = seat;
	s->exile_called = 0;
	s->nevq = 0; /* the queue holds one turn's events */
	for (i = 0; i < s->ngroup; i++)
		s->group[i].moved = 0;
	pb_buf_printf(log, "Player %d's turn.\n", seat);
	s->acted = 0;
	draw_crossroads(s, seat);
	dow_frostbite_turn(s, seat, log);
	dow_emit(s, DOW_EV_TURN_START, -1, -1, -1, -1, 0);
}

/* return_crossroads - a card that did not trigger goes to the bottom */

static void
return_crossroads(struct dow_state *s)
{
	int k;

	for (k = 1; k <= s->nseats; k++) {
		if (s->pl[k].xroads < 0)
			continue;
		deck_put_bottom(&s->xroads, s->pl[k].xroads);
		s->pl[k].xroads = -1;
	}
}

/* dow_turn_end - the next turn, or the colony phase and a new round */

void
dow_turn_end(struct dow_state *s, struct pb_buf *log)
{
	int seat = s->active;

	return_crossroads(s);
	pb_buf_printf(log, "Player %d ends the turn.\n", seat);
	s->turns++;
	if (s->phase == DOW_PHASE_ENDED)
		return;
	if (s->turns < dow_seats_in(s)) {
		dow_turn_start(s, dow_next_seat(s, seat, 1), log);
		return;
	}
	s->active = 0;
	pb_buf_puts(log, "Colony phase.\n");
	dow_colony_phase(s, log);
	if (s->phase == DOW_PHASE_ENDED)
		return;
	s->round++;
	dow_round_start(s, log);
}
