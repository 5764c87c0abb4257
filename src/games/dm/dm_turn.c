/*++
/* NAME
/*	dm_turn 3
/* SUMMARY
/*	Dark Moon: the course of a turn
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"
/*
/*	void	dm_advance(struct dm_ctx *x);
/*	void	dm_roll(struct dm_ctx *x, int seat, const int *n);
/*	void	dm_open_vote(struct dm_ctx *x, int caller, int target,
/*			int ret);
/*	int	dm_blocked(const struct dm_state *s, int block);
/*	int	dm_may_act(const struct dm_state *s, int seat);
/*	int	dm_malf_difficulty(const struct dm_state *s);
/* DESCRIPTION
/*	dm_advance() runs the turn on from s->stage until a seat must
/*	decide, and sets s->phase to that decision.  Before the stage, in
/*	this order: the end; a Damage choice owed (DM_P_TEST, by
/*	s->chooser); the Commander's judgement an Event asked for
/*	(DM_P_JUDGE); an Event to pick after one completed (DM_P_EVENT, the
/*	Commander; the stage then resumes); a vote an effect called.
/*	The stages (enum dm_stage) follow the rulebook's steps 1 to 9:
/* .IP START
/*	the active seat retrieves up to its limit: asked only when it has
/*	a choice of colours, else the arbiter takes the dice for it;
/* .IP ACTION
/*	the action (or, under Issue Order, the ordered seat's actions);
/*	a quarantined seat with nothing it may do skips it;
/* .IP ACTION_DONE
/*	then the Task: none for a quarantined or revealed seat (the turn
/*	ends), else 2 drawn (Steve: 3), the deck refilled from the
/*	discards when short;
/* .IP INOUT
/*	IN or OUT from the active seat clockwise (first-is-last: from its
/*	left); a seat without dice is OUT by force, a seat with a standing
/*	instruction for the system is OUT without being asked;
/* .IP ROLLS
/*	each IN seat in the same order: the arbiter rolls all its dice in
/*	private when its time comes; it submits, and rolls again or stops;
/*	then the Task succeeds when the Success cube reaches the
/*	difficulty, the spent dice go to Available, and the consequence
/*	or the bonus applies;
/* .IP "CUBE, SUSPICION, FORCED"
/*	steps 5 to 9;
/* .IP NEXT
/*	the Task to the discards, the turn to the next seat clockwise.
/*	A whole round of turns in which no seat can decide anything (every
/*	seat in quarantine, Research Lab and Communications blocked, no
/*	dice) ends the game: the Infected win ("no one can act").
/* .PP
/*	dm_roll() rolls n[colour] dice of a seat in private: the result
/*	goes to that seat alone (a notice).  dm_open_vote() opens a sealed
/*	ballot on target; ret is the stage after it.  dm_blocked() tells
/*	whether an Outpost token blocks an action; dm_may_act() whether a
/*	seat has any action now; dm_malf_difficulty() the current
/*	Malfunction's difficulty with the Event's During.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"
#include "core/seats.h"

/* Local. */
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"

/* dm_blocked - an Outpost token blocks this */

int
dm_blocked(const struct dm_state *s, int block)
{
	int i;

	for (i = 0; i < s->outposts_on.n; i++)
		if (s->pack->outposts[s->outposts_on.v[i]].blocks == block)
			return (1);
	return (0);
}

/* dm_may_act - a seat has an action now: the command table offers it
 * a line other than reveal (s->phase is DM_P_ACTION).  A seat whose
 * only line is reveal does nothing, Infected or not: waiting on it
 * would tell the table it is Infected. */

int
dm_may_act(const struct dm_state *s, int seat)
{
	struct dm_lines l;
	int             i, n = 0;

	dm_lines(s, seat, &l);
	for (i = 0; i < l.n; i++)
		n += strcmp(l.v[i], "reveal") != 0;
	dm_lines_free(&l);
	return (n > 0);
}

/* dm_malf_difficulty - the Malfunction's difficulty now */

int
dm_malf_difficulty(const struct dm_state *s)
{
	const struct dm_event *e = dm_event_card(s, s->camera);

	return (s->pack->tasks[s->task].difficulty + (e ? e->harder : 0));
}

/* dm_roll - seat rolls n[c] dice of each colour, in private */

void
dm_roll(struct dm_ctx *x, int seat, const int *n)
{
	struct dm_state *s = x->s;
	struct dm_seat  *t = &s->seat[seat];
	struct pb_buf    b;
	int              c, i;

	pb_buf_init(&b);
	t->nroll = 0;
	for (c = 0; c < DM_NCOLOURS; c++)
		for (i = 0; i < n[c] && t->nroll < DM_MAXROLL; i++) {
			t->roll_col[t->nroll] = c;
			t->roll_face[t->nroll] = die_roll(&s->pack->dice[c].die, &s->rng);
			pb_buf_printf(&b, "%s%s %s", t->nroll ? ", " : "", dm_colour_word(c),
			    s->pack->dice[c].die.name[t->roll_face[t->nroll]]);
			t->nroll++;
		}
	for (i = t->nroll; i < DM_MAXROLL; i++)
		t->roll_col[i] = t->roll_face[i] = 0;
	if (x->res != NULL) {
		char *line = pb_buf_steal(&b);

		game_result_notice(x->res, seat, "Your private roll: %s.", line);
		free(line);
	} else
		pb_buf_free(&b);
	dm_say(x, "%s rolls %d dice in private.", dm_seat_name(s, seat), t->nroll);
}

/* dm_open_vote - a sealed vote on target; ret: the stage after */

void
dm_open_vote(struct dm_ctx *x, int caller, int target, int ret)
{
	dm_open_vote_kind(x, caller, target, ret, DM_VK_QUARANTINE);
}

/* dm_open_vote_kind - a sealed vote of a kind (enum dm_vote_kind) */

void
dm_open_vote_kind(struct dm_ctx *x, int caller, int target, int ret, int kind)
{
	static const char *const what[] = { "",
		"%s calls an Amputation vote on %s: red amputates, black spares.",
		"%s calls an Authorization vote on %s: black authorizes or confirms, red denies or "
		"revokes.",
		"%s calls a Takeoff vote%.0s: black for takeoff, red against." };
	struct dm_state *s = x->s;
	int              k;

	s->vote_kind = kind;
	s->vote_caller = caller;
	s->vote_target = target;
	s->vote_return = ret;
	for (k = 1; k <= s->nseats; k++)
		s->seat[k].ballot = s->seat[k].revealed || s->seat[k].gone ? SEATS_NONE : SEATS_DUE;
	s->phase = DM_P_VOTE;
	s->stage = DM_S_WAIT;
	if (kind != DM_VK_QUARANTINE)
		dm_say(x, what[kind], dm_seat_name(s, caller), dm_seat_name(s, target));
	else
		dm_say(x, "%s calls a vote on %s (%s): black to keep free or release, red to "
		          "quarantine or keep in.",
		    dm_seat_name(s, caller), dm_seat_name(s, target),
		    s->seat[target].quarantined ? "in quarantine" : "free");
	if (kind == DM_VK_QUARANTINE) /* a standing ballot is for quarantine votes */
		dm_standing_votes(x);
}

/* start_seat - who declares and rolls first in a Malfunction */

static int
start_seat(const struct dm_state *s)
{
	if (s->variants & DM_VAR_FIRST_IS_LAST)
		return (seats_next(s->nseats, 0, s->active, SEATS_CLOCKWISE));
	return (s->active);
}

/* after - the seat after k in the Malfunction's order; 0 past the last */

static int
after(const struct dm_state *s, int k)
{
	int n = seats_next(s->nseats, 0, k, SEATS_CLOCKWISE);

	return (n == start_seat(s) ? 0 : n);
}

/* retrieve - step 1; 1 when the seat must choose colours */

static int
retrieve(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              seat = s->active;
	int              room = dm_limit(s, seat) - dm_held(s, seat), got = 0;
	int              kinds = (s->avail[DM_STRONG] > 0) + (s->avail[DM_WEAK] > 0);
	int              total = s->avail[DM_STRONG] + s->avail[DM_WEAK];

	if (seat == s->commander && s->avail[DM_BLUE] > 0 && room > 0) {
		got += dm_take(s, seat, DM_BLUE, 1);
		room--;
	}
	if (room > 0 && total > 0 && kinds == 2 && room < total)
		return (1);
	got += dm_take_any(s, seat, room);
	if (got > 0)
		dm_say(x, "%s retrieves %d dice.", dm_seat_name(s, seat), got);
	return (0);
}

/* draw_tasks - step 3: the Tasks to choose from */

static void
draw_tasks(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int want = s->pack->chars[s->seat[s->active].character].ability == DM_AB_SCOUT ? 3 : 2;

	while (s->drawn.n < want) {
		if (s->tasks.n == 0 && deck_refill(&s->tasks, &s->task_disc, NULL, NULL, &s->rng) == 0)
			break;
		deck_deal(&s->tasks, &s->drawn);
		dm_sc_drawn(x); /* the Evacuation Failure is revealed, another drawn */
	}
	dm_say(x, "%s draws %d Tasks.", dm_seat_name(s, s->active), s->drawn.n);
}

/* resolve_malf - the Malfunction's result and consequence */

static void
resolve_malf(struct dm_ctx *x)
{
	struct dm_state      *s = x->s;
	const struct dm_task *t = &s->pack->tasks[s->task];

	s->task_result = s->success >= s->difficulty;
	dm_say(x, "%s: %d against %d, %s.", t->n.name, s->success, s->difficulty,
	    s->task_result ? "success" : "failure");
	dm_spent_back(s);
	if (s->task_result) {
		dm_run(x, t->fx_bonus, s->active, 0);
		return;
	}
	switch (s->system) {
	case DM_SYS_OUTPOST:
		dm_outpost(x, t->consequence, 0);
		break;
	case DM_SYS_LIFE:
		dm_fatigue(x, t->consequence, 0);
		break;
	default:
		dm_shield(x, t->consequence, 0);
		break;
	}
}

/* next_roller - the next IN seat that has not finished, 0 when none */

static int
next_roller(const struct dm_state *s)
{
	int k;

	for (k = s->cursor; k != 0; k = after(s, k))
		if (s->seat[k].inout == DM_IN && !s->seat[k].finished)
			return (k);
	return (0);
}

/* stage_rolls - the IN seats roll in turn */

static int
stage_rolls(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              k = next_roller(s);
	struct dm_seat  *t;

	if (k == 0) {
		resolve_malf(x);
		s->stage = DM_S_CUBE;
		return (0);
	}
	s->cursor = k;
	t = &s->seat[k];
	if (t->submitted == 0 && t->nroll == 0)
		dm_roll(x, k, t->dice);
	s->roller = k;
	s->roll_for = DM_R_MALF;
	s->phase = DM_P_ROLL;
	if (dm_standing_roll(x, k))
		return (0); /* the seat's standing instruction acted: run on */
	return (1);
}

/* stage_inout - IN or OUT, clockwise */

static int
stage_inout(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              k;

	for (k = s->cursor; k != 0; k = after(s, k)) {
		if (s->seat[k].inout != DM_UNDECLARED)
			continue;
		if (s->seat[k].gone) { /* removed: OUT, and takes nothing */
			s->seat[k].inout = DM_OUT;
			continue;
		}
		if (dm_held(s, k) > 0 && (s->seat[k].stand_out & (1 << s->system))) {
			s->seat[k].inout = DM_OUT;
			dm_say(x, "%s is OUT (a standing instruction) and takes %d dice.",
			    dm_seat_name(s, k), dm_take_any(s, k, dm_out_room(s, k)));
			continue;
		}
		if (dm_held(s, k) > 0) {
			s->cursor = k;
			s->phase = DM_P_INOUT;
			return (1);
		}
		s->seat[k].inout = DM_OUT;
		dm_say(x, "%s has no dice: OUT.", dm_seat_name(s, k));
		dm_take_any(s, k, s->pack->board->pass_take);
	}
	s->cursor = start_seat(s);
	s->stage = DM_S_ROLLS;
	return (0);
}

/* stage_next - the next seat's turn */

static void
stage_next(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              k;

	if (s->task >= 0)
		deck_push(&s->task_disc, s->task);
	s->task = -1;
	s->task_result = -1;
	s->ordered = s->order_left = 0;
	for (k = 1; k <= s->nseats; k++) {
		s->seat[k].inout = DM_UNDECLARED;
		s->seat[k].submitted = s->seat[k].finished = s->seat[k].rerolled = 0;
	}
	s->active = seats_next(s->nseats, 0, s->active, SEATS_CLOCKWISE);
	while (s->seat[s->active].gone) /* removed seats have no turn (one always stays) */
		s->active = seats_next(s->nseats, 0, s->active, SEATS_CLOCKWISE);
	s->turn++;
	s->stage = DM_S_START;
	dm_sc_next(x);
	dm_say(x, "%s's turn.", dm_seat_name(s, s->active));
}

/* step - run one stage; 1 when a decision is now open */

static int
step(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              a = s->active;

	if (dm_gone_turn(x)) /* a removed active seat's turn ends (dm_remove.c) */
		return (0);
	switch (s->stage) {
	case DM_S_START:
		s->stage = DM_S_ACTION;
		if (retrieve(x)) {
			s->stage = DM_S_START;
			s->phase = DM_P_RETRIEVE;
			return (1);
		}
		return (0);
	case DM_S_ACTION:
		s->phase = DM_P_ACTION;
		if (!dm_may_act(s, s->ordered ? s->ordered : a)) {
			dm_say(x, "%s has no action.", dm_seat_name(s, s->ordered ? s->ordered : a));
			s->stage = DM_S_ACTION_DONE;
			s->order_left = 0;
			return (0);
		}
		s->phase = DM_P_ACTION;
		return (1);
	case DM_S_ACTION_DONE:
		if (s->ordered && s->order_left > 0 && !s->seat[s->ordered].revealed) {
			s->stage = DM_S_ACTION;
			return (0);
		}
		s->ordered = s->order_left = 0;
		if (s->seat[a].revealed || (s->seat[a].quarantined && !(s->variants & DM_VAR_FLIMSY))) {
			s->stage = DM_S_NEXT;
			return (0);
		}
		draw_tasks(x);
		s->stage = DM_S_TASK;
		s->phase = DM_P_TASK;
		return (1);
	case DM_S_TASK:
		s->phase = DM_P_TASK;
		return (1);
	case DM_S_INOUT:
		return (stage_inout(x));
	case DM_S_ROLLS:
		return (stage_rolls(x));
	case DM_S_COMPLICATION:
		return (dm_complication_step(x));
	case DM_S_CUBE:
		s->stage = DM_S_SUSPICION;
		if (s->task_result == 1 && (!s->cube_icon || s->pack->tasks[s->task].cube))
			dm_cube(x);
		return (0);
	case DM_S_SUSPICION:
		s->stage = DM_S_FORCED;
		if (s->task >= 0 && s->pack->tasks[s->task].suspicious && !s->all_revealed
		    && s->suspicion < s->pack->board->suspicion) {
			s->suspicion++;
			dm_say(x, "Suspicious activity: the Suspicion cube moves to %d of %d.",
			    s->suspicion, s->pack->board->suspicion);
		}
		dm_sc_evac_cube(x);
		return (0);
	case DM_S_FORCED:
		if (!s->all_revealed && s->suspicion >= s->pack->board->suspicion) {
			s->phase = DM_P_FORCED;
			return (1);
		}
		s->stage = s->sc ? DM_S_EVAC : DM_S_NEXT;
		return (0);
	case DM_S_EVAC:
		return (dm_sc_evac_step(x));
	case DM_S_NEXT:
		stage_next(x);
		return (0);
	default:
		return (1); /* DM_S_WAIT: a decision is open */
	}
}

/* dm_advance - run the turn until a seat must decide */

void
dm_advance(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              guard, turns = 0;

	for (guard = 0; guard < 1000; guard++) {
		if (s->stage == DM_S_NEXT && ++turns > s->nseats) {
			dm_end(x, DM_WIN_INFECTED, "no one can act");
			return;
		}
		if (s->phase == DM_P_ENDED)
			return;
		if (s->pending > 0) {
			if (s->seat[s->chooser].gone) /* removed (dm_remove.c): the Commander */
				s->chooser = s->commander;
			s->phase = DM_P_TEST;
			return;
		}
		if (s->want_judge) {
			s->want_judge = 0;
			s->judge_return = s->stage;
			s->stage = DM_S_WAIT;
			s->phase = DM_P_JUDGE;
			dm_say(x, "The Commander, %s, may quarantine or release a player without a vote.",
			    dm_seat_name(s, s->commander));
			return;
		}
		if (s->want_event) {
			s->want_event = 0;
			dm_draw_events(s);
			s->event_return = s->stage;
			s->stage = DM_S_WAIT;
			s->phase = DM_P_EVENT;
			dm_say(x, "The Commander, %s, draws 2 Events.", dm_seat_name(s, s->commander));
			return;
		}
		if (s->want_vote) {
			int target = s->want_vote;

			s->want_vote = 0;
			dm_open_vote(x, s->active, target, s->stage);
			return;
		}
		if (step(x))
			return;
	}
	pb_panic("dm_advance: no decision after 1000 stages");
}
