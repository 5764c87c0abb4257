/*++
/* NAME
/*	dm_rules 3
/* SUMMARY
/*	Dark Moon: the mechanics every command shares
/* SYNOPSIS
/*	#include "games/dm/dm_play.h"
/* DESCRIPTION
/*	Dice moves, Damage tokens, the Event cameras, the Commander card,
/*	quarantine and the effect runner, each logging what the table sees
/*	into the context's public lines.
/*
/*	dm_take() moves up to n dice of a colour from Available behind a
/*	screen, within the seat's limit.  dm_trim() discards at once what a
/*	seat holds above its limit: the blue die when the seat is no longer
/*	Commander, then weak dice, then strong ones (our reading: the
/*	rulebook lets the player choose; the arbiter would have to ask in
/*	the middle of another seat's decision).
/*
/*	dm_shield() places Shield tokens, each followed by the shield test
/*	of the spot reached: the arbiter rolls a die from the board (a
/*	weak one if Available has one, else strong, else the blue die,
/*	else one of the active player's own, not submitted); a match owes
/*	the active player a choice of Damage (s->pending).  dm_outpost()
/*	and dm_fatigue() draw tokens.  Placed by an Event's completion
/*	(ev set) a token stops one short of the loss, unless the variant
/*	deadly-events.  The token that reaches the loss ends the game: the
/*	Infected win.
/*
/*	dm_cube() adds an Event cube; a completed Event applies its
/*	completion, moves to the next camera and asks the Commander for
/*	the next Event (or, after the third, starts the Final Event and
/*	rebuilds the Task deck without Complications).
/*
/*	dm_run() runs an effect for a subject (dm_fx.c lists the verbs).
/*	dm_commander() hands the Commander card over: the blue die goes to
/*	Available at once.  dm_quarantine() and dm_release() change a
/*	seat's quarantine.  dm_end() ends the game.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_play.h"

static const char *const colour_words[DM_NCOLOURS] = { "strong", "weak", "blue" };

/* dm_colour_word - a colour's word */

const char *
dm_colour_word(int c)
{
	return (colour_words[c]);
}

/* dm_say - a public line */

void
dm_say(struct dm_ctx *x, const char *fmt, ...)
{
	va_list ap;
	char   *line;

	va_start(ap, fmt);
	line = pb_vasprintf(fmt, ap);
	va_end(ap);
	if (x->pub.len > 0)
		pb_buf_puts(&x->pub, "\n");
	pb_buf_puts(&x->pub, line);
	free(line);
}

/* dm_seat_name - "Seat 2 (Luba Zheleznyak)" */

const char *
dm_seat_name(const struct dm_state *s, int seat)
{
	return (s->pack->chars[s->seat[seat].character].n.name);
}

/* dm_end - the game ends */

void
dm_end(struct dm_ctx *x, int winner, const char *reason)
{
	struct dm_state *s = x->s;

	if (s->phase == DM_P_ENDED)
		return;
	s->winner = winner;
	snprintf(s->reason, sizeof(s->reason), "%s", reason);
	s->phase = DM_P_ENDED;
	s->stage = DM_S_WAIT;
	if (winner == DM_WIN_COMPANY)
		dm_say(x, "The game is over: the Company Man wins alone (%s).", reason);
	else
		dm_say(x, "The game is over: the %s win (%s).",
		    winner == DM_WIN_UNINFECTED ? "Uninfected" : "Infected", reason);
}

/* dm_take - up to n dice of colour c to seat, within its limit */

int
dm_take(struct dm_state *s, int seat, int c, int n)
{
	int room = dm_limit(s, seat) - dm_held(s, seat), k;

	if (c == DM_BLUE && seat != s->commander)
		return (0);
	k = n < room ? n : room;
	if (k > s->avail[c])
		k = s->avail[c];
	if (k < 0)
		k = 0;
	s->avail[c] -= k;
	s->seat[seat].dice[c] += k;
	return (k);
}

/* dm_take_any - up to n dice, strong first */

int
dm_take_any(struct dm_state *s, int seat, int n)
{
	int got = dm_take(s, seat, DM_STRONG, n);

	got += dm_take(s, seat, DM_WEAK, n - got);
	if (seat == s->commander)
		got += dm_take(s, seat, DM_BLUE, n - got);
	return (got);
}

/* dm_trim - discard down to the limit: a blue die the seat may no
 * longer hold, then weak dice, then strong ones; the Commander keeps
 * the blue die (its limit counts it) */

void
dm_trim(struct dm_state *s, int seat)
{
	static const int order[] = { DM_WEAK, DM_STRONG, DM_BLUE };
	struct dm_seat  *t = &s->seat[seat];
	size_t           i;

	if (t->dice[DM_BLUE] && seat != s->commander) {
		t->dice[DM_BLUE] = 0;
		s->avail[DM_BLUE]++;
	}
	for (i = 0; i < PB_NELEM(order); i++)
		while (t->dice[order[i]] > 0 && dm_held(s, seat) > dm_limit(s, seat)) {
			t->dice[order[i]]--;
			s->avail[order[i]]++;
		}
	t->nroll = t->nroll > dm_held(s, seat) ? dm_held(s, seat) : t->nroll;
}

/* dm_discard - n dice of a seat to Available, weak first */

void
dm_discard(struct dm_state *s, int seat, int n)
{
	static const int order[] = { DM_WEAK, DM_STRONG, DM_BLUE };
	struct dm_seat  *t = &s->seat[seat];
	size_t           i;

	for (i = 0; i < PB_NELEM(order); i++)
		while (n > 0 && t->dice[order[i]] > 0) {
			t->dice[order[i]]--;
			s->avail[order[i]]++;
			n--;
		}
	t->nroll = 0;
}

/* dm_spent_back - every spent die to Available */

void
dm_spent_back(struct dm_state *s)
{
	int c;

	for (c = 0; c < DM_NCOLOURS; c++) {
		s->avail[c] += s->spent[c];
		s->spent[c] = 0;
	}
}

/* unrevealed - seats not revealed */

static int
unrevealed(const struct dm_state *s)
{
	int k, n = 0;

	for (k = 1; k <= s->nseats; k++)
		n += !s->seat[k].revealed;
	return (n);
}

/* dm_commander - seat takes the Commander card */

void
dm_commander(struct dm_ctx *x, int seat)
{
	struct dm_state *s = x->s;
	int              old = s->commander;

	if (seat == old)
		return;
	s->commander = seat;
	if (s->seat[old].dice[DM_BLUE]) {
		s->seat[old].dice[DM_BLUE] = 0;
		s->avail[DM_BLUE]++;
	}
	dm_trim(s, old);
	dm_say(x, "%s is the Commander now.", dm_seat_name(s, seat));
}

/* dm_successor - the first seat left of from that may take the card;
 * from itself when none */

int
dm_successor(const struct dm_state *s, int from, int uninfected_only)
{
	int k = from, i;

	for (i = 1; i < s->nseats; i++) {
		k = k % s->nseats + 1;
		if (s->seat[k].revealed || s->seat[k].gone)
			continue;
		if (!uninfected_only && s->seat[k].quarantined)
			continue;
		return (k);
	}
	return (from);
}

/* dm_quarantine - seat goes to quarantine; caller: who called the vote */

void
dm_quarantine(struct dm_ctx *x, int seat, int caller)
{
	struct dm_state *s = x->s;
	int              k, all = 1;

	if (s->seat[seat].quarantined || s->seat[seat].revealed)
		return;
	s->seat[seat].quarantined = 1;
	dm_trim(s, seat);
	dm_say(x, "%s goes into quarantine.", dm_seat_name(s, seat));
	if (s->seat[seat].authorized) {
		s->seat[seat].authorized = 0;
		dm_say(x, "%s's Authorized Evacuation token goes back.", dm_seat_name(s, seat));
	}
	if (seat != s->commander)
		return;
	for (k = 1; k <= s->nseats; k++)
		if (!s->seat[k].revealed && !s->seat[k].quarantined)
			all = 0;
	if (all)
		return; /* the last one quarantined keeps the card */
	if (caller > 0 && caller != seat && !s->seat[caller].quarantined)
		dm_commander(x, caller);
	else
		dm_commander(x, dm_successor(s, seat, s->successor == DM_SUCC_UNINFECTED));
}

/* dm_release - seat leaves quarantine */

void
dm_release(struct dm_ctx *x, int seat)
{
	struct dm_state *s = x->s;

	if (!s->seat[seat].quarantined)
		return;
	s->seat[seat].quarantined = 0;
	dm_say(x, "%s is released from quarantine.", dm_seat_name(s, seat));
	if (s->seat[s->commander].quarantined)
		dm_commander(x, seat); /* every one was: the first released takes it */
}

/* dm_board_die - a die from the board rolled in public (a weak one,
 * else strong, else blue, else one of seat's own): its value */

int
dm_board_die(struct dm_state *s, int seat, int *colour)
{
	static const int order[] = { DM_WEAK, DM_STRONG, DM_BLUE };
	size_t           i;
	int              c = -1;

	for (i = 0; i < PB_NELEM(order) && c < 0; i++)
		if (s->avail[order[i]] + s->spent[order[i]] > 0)
			c = order[i];
	for (i = 0; i < PB_NELEM(order) && c < 0; i++)
		if (s->seat[seat].dice[order[i]] > 0)
			c = order[i];
	if (c < 0)
		c = DM_WEAK;
	*colour = c;
	return (die_roll_value(&s->pack->dice[c].die, &s->rng));
}

/* dm_test - a shield test at the spot reached */

void
dm_test(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              want = s->pack->board->test[s->shield], v, c;

	if (want == DM_TEST_NONE || s->phase == DM_P_ENDED)
		return;
	v = dm_board_die(s, s->active, &c);
	if (want == DM_TEST_POS ? v > 0 : want == DM_TEST_NEG ? v < 0 : v == want) {
		dm_say(x, "Shield test: a %s die shows %+d, a match: the active player draws a "
		          "Damage token.",
		    colour_words[c], v);
		s->pending++;
		s->chooser = s->active;
	} else
		dm_say(x, "Shield test: a %s die shows %+d, no match.", colour_words[c], v);
}

/* stops - an Event's token would end the game: it stops short */

static int
stops(const struct dm_state *s, int ev, int count, int lose_at)
{
	return (ev && !(s->variants & DM_VAR_DEADLY) && count + 1 >= lose_at);
}

/* dm_shield - n Shield tokens, each tested */

void
dm_shield(struct dm_ctx *x, int n, int ev)
{
	struct dm_state *s = x->s;

	while (n-- > 0 && s->phase != DM_P_ENDED) {
		if (stops(s, ev, s->shield, s->pack->board->spots))
			return;
		s->shield++;
		dm_say(x, "A Shield token is placed (%d of %d).", s->shield, s->pack->board->spots);
		if (s->shield >= s->pack->board->spots)
			dm_end(x, DM_WIN_INFECTED, "shield breach");
		else
			dm_test(x);
	}
}

/* dm_outpost - n Outpost tokens drawn */

void
dm_outpost(struct dm_ctx *x, int n, int ev)
{
	struct dm_state *s = x->s;
	int              o;

	while (n-- > 0 && s->phase != DM_P_ENDED && s->outposts.n > 0) {
		if (stops(s, ev, s->outposts_on.n, s->pack->board->lose_at))
			return;
		o = deck_deal(&s->outposts, &s->outposts_on);
		dm_say(x, "Outpost token drawn: %s.", s->pack->outposts[o].n.name);
		if (s->outposts_on.n >= s->pack->board->lose_at)
			dm_end(x, DM_WIN_INFECTED, "outpost destroyed");
	}
}

/* dm_fatigue - n Fatigue tokens drawn */

void
dm_fatigue(struct dm_ctx *x, int n, int ev)
{
	struct dm_state *s = x->s;
	int              c, k;

	while (n-- > 0 && s->phase != DM_P_ENDED && s->fatigue.n > 0) {
		if (stops(s, ev, s->fatigue_on.n, s->pack->board->lose_at))
			return;
		c = deck_deal(&s->fatigue, &s->fatigue_on);
		for (k = 1; k <= s->nseats && s->seat[k].character != c; k++)
			;
		dm_say(x, "Fatigue token drawn: %s%s.", s->pack->chars[c].n.name,
		    k <= s->nseats && !s->seat[k].revealed ? " is fatigued" : " (not in play)");
		if (s->fatigue_on.n >= s->pack->board->lose_at)
			dm_end(x, DM_WIN_INFECTED, "life support gone");
	}
}

/* back - the token at position i of on goes back into pile, shuffled */

static int
back(struct dm_state *s, struct deck *on, int i, struct deck *pile)
{
	int t = on->v[i];

	deck_remove_at(on, i);
	deck_push(pile, t);
	deck_shuffle(pile, &s->rng);
	return (t);
}

/* dm_unfatigue_one - Fatigue token i back */

void
dm_unfatigue_at(struct dm_ctx *x, int i)
{
	int c = back(x->s, &x->s->fatigue_on, i, &x->s->fatigue);

	dm_say(x, "The Fatigue token of %s goes back.", x->s->pack->chars[c].n.name);
}

/* dm_unoutpost_at - Outpost token i back */

void
dm_unoutpost_at(struct dm_ctx *x, int i)
{
	int o = back(x->s, &x->s->outposts_on, i, &x->s->outposts);

	dm_say(x, "The %s token goes back.", x->s->pack->outposts[o].n.name);
}

/* salvage - Salvage Parts */

static void
salvage(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              no = s->outposts_on.n, nf = s->fatigue_on.n;

	deck_append(&s->outposts, &s->outposts_on);
	deck_shuffle(&s->outposts, &s->rng);
	deck_append(&s->fatigue, &s->fatigue_on);
	deck_shuffle(&s->fatigue, &s->rng);
	dm_say(x, "Salvage: the Outpost and Fatigue tokens are reshuffled and redrawn.");
	dm_outpost(x, no, 0);
	dm_fatigue(x, nf, 0);
}

/* quantity - a condition's quantity */

static int
quantity(void *arg, const struct expr_node *n)
{
	struct dm_ctx   *x = arg;
	struct dm_state *s = x->s;
	int              k, v = 0;

	switch (n->q) {
	case DM_Q_SHIELD:
		return (s->shield);
	case DM_Q_OUTPOSTS:
		return (s->outposts_on.n);
	case DM_Q_FATIGUE:
		return (s->fatigue_on.n);
	case DM_Q_SUSPICION:
		return (s->suspicion);
	case DM_Q_PLAYERS:
		return (unrevealed(s));
	case DM_Q_QUARANTINED:
		for (k = 1; k <= s->nseats; k++)
			v += s->seat[k].quarantined;
		return (v);
	case DM_Q_REVEALED:
		return (s->nseats - unrevealed(s));
	case DM_Q_COMMANDER_INFECTED:
		return (dm_is_infected(s, s->commander));
	case DM_Q_COMMANDER_FATIGUED:
		return (dm_fatigued(s, s->commander));
	case DM_Q_SUBJECT_INFECTED:
		return (dm_is_infected(s, x->subject));
	case DM_Q_EVAC:
		return (s->evac);
	case DM_Q_AUTHORIZED:
		return (dm_authorized(s));
	case DM_Q_AMPUTATED:
		for (k = 1; k <= s->nseats; k++)
			v += s->seat[k].amputated;
		return (v);
	}
	return (0);
}

/* dm_run - an effect for a subject; ev: from an Event's text */

void
dm_run(struct dm_ctx *x, const struct dm_fx *fx, int subject, int ev)
{
	struct dm_state      *s = x->s;
	const struct dm_step *st;
	int                   i, k, n, save = x->subject;

	if (fx == NULL)
		return;
	x->subject = subject;
	for (i = 0; i < fx->n && s->phase != DM_P_ENDED; i++) {
		st = &fx->st[i];
		n = st->n;
		switch (st->verb) {
		case DM_V_SHIELD:
			dm_shield(x, n, ev);
			break;
		case DM_V_UNSHIELD:
			s->shield = s->shield > n ? s->shield - n : 0;
			dm_say(x, "Shield tokens removed: %d left.", s->shield);
			break;
		case DM_V_OUTPOST:
			dm_outpost(x, n, ev);
			break;
		case DM_V_UNOUTPOST:
			while (n-- > 0 && s->outposts_on.n > 0)
				dm_unoutpost_at(x, s->outposts_on.n - 1);
			break;
		case DM_V_FATIGUE:
			dm_fatigue(x, n, ev);
			break;
		case DM_V_UNFATIGUE:
			while (n-- > 0 && s->fatigue_on.n > 0)
				dm_unfatigue_at(x, s->fatigue_on.n - 1);
			break;
		case DM_V_CUBE:
			while (n-- > 0 && s->phase != DM_P_ENDED)
				dm_cube(x);
			break;
		case DM_V_SUSPICION:
			if (!s->all_revealed) {
				s->suspicion += n;
				if (s->suspicion < 0)
					s->suspicion = 0;
				if (s->suspicion > s->pack->board->suspicion)
					s->suspicion = s->pack->board->suspicion;
				dm_say(x, "The Suspicion cube moves to %d.", s->suspicion);
			}
			break;
		case DM_V_RETRIEVE:
			for (k = 1; k <= s->nseats; k++)
				if (!s->seat[k].revealed)
					dm_take_any(s, k, n);
			dm_say(x, "Every player takes up to %d dice.", n);
			break;
		case DM_V_TOKEN:
			s->seat[subject].tokens += n;
			dm_trim(s, subject);
			dm_say(x, "%s takes a %+d Die token.", dm_seat_name(s, subject), n);
			break;
		case DM_V_TOKENS:
			for (k = 1; k <= s->nseats; k++)
				if (!s->seat[k].revealed) {
					s->seat[k].tokens += n;
					dm_trim(s, k);
				}
			dm_say(x, "Every player takes a %+d Die token.", n);
			break;
		case DM_V_DISCARD:
			dm_discard(s, subject, n);
			dm_say(x, "%s discards %d dice.", dm_seat_name(s, subject), n);
			break;
		case DM_V_GIVE:
			s->seat[subject].tokens--;
			dm_trim(s, subject);
			s->seat[s->active].tokens++;
			dm_say(x, "%s gives up a die: -1 Die token; %s takes a +1.",
			    dm_seat_name(s, subject), dm_seat_name(s, s->active));
			break;
		case DM_V_QUARANTINE:
			dm_quarantine(x, subject, 0);
			break;
		case DM_V_RELEASE:
			dm_release(x, subject);
			break;
		case DM_V_VOTE:
			s->want_vote = subject;
			break;
		case DM_V_COMMANDER:
			if (!s->seat[subject].revealed)
				dm_commander(x, subject);
			break;
		case DM_V_TEST:
			dm_test(x);
			break;
		case DM_V_SALVAGE:
			salvage(x);
			break;
		case DM_V_JUDGE:
			s->want_judge = 1;
			break;
		case DM_V_WIN:
			dm_sc_final(x, "Final Event completed");
			break;
		case DM_V_EVAC:
			if (s->sc && !s->evac_failed) {
				s->evac += n;
				s->evac = s->evac < 0 ? 0 : s->evac;
				if (s->evac > s->pack->board->evac_spaces)
					s->evac = s->pack->board->evac_spaces;
				dm_say(x, "The Evacuation cube moves to %d.", s->evac);
			}
			break;
		case DM_V_GROUND:
			if (s->seat[subject].authorized) {
				s->seat[subject].authorized = 0;
				dm_say(x, "%s's Authorized Evacuation token goes back.",
				    dm_seat_name(s, subject));
			}
			break;
		case DM_V_LOSE:
			dm_end(x, DM_WIN_INFECTED, "Final Event twist");
			break;
		case DM_V_IF:
			if (expr_eval(&st->cond, quantity, x))
				dm_run(x, st->then, subject, ev);
			else
				dm_run(x, st->els, subject, ev);
			break;
		}
	}
	x->subject = save;
}

/* dm_event_card - the card on camera i */

const struct dm_event *
dm_event_card(const struct dm_state *s, int i)
{
	if (s->cams[i] < 0)
		return (NULL);
	return (i == DM_CAMERAS ? &s->pack->finals[s->cams[i]] : &s->pack->events[s->cams[i]]);
}

/* is_complication - for deck_refill */

static int
is_complication(int card, const void *arg)
{
	const struct dm_state *s = arg;

	return (s->pack->tasks[card].kind == DM_COMPLICATION);
}

/* dm_no_complications - every Complication out of the game */

void
dm_no_complications(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              i;

	deck_append(&s->task_disc, &s->tasks);
	for (i = s->task_disc.n - 1; i >= 0; i--)
		if (is_complication(s->task_disc.v[i], s)) {
			deck_push(&s->task_out, s->task_disc.v[i]);
			deck_remove_at(&s->task_disc, i);
		}
	deck_append(&s->tasks, &s->task_disc);
	deck_shuffle(&s->tasks, &s->rng);
	dm_say(x, "The Complications leave the Task deck.");
}

/* dm_place_event - the card goes on the current camera: At Start */

void
dm_place_event(struct dm_ctx *x, int card)
{
	struct dm_state       *s = x->s;
	const struct dm_event *e;

	s->cams[s->camera] = card;
	s->cubes[s->camera] = 0;
	e = dm_event_card(s, s->camera);
	dm_say(x, "New %s on camera %d: %s (%d cubes).",
	    s->camera == DM_CAMERAS ? "Final Event" : "Event", s->camera + 1, e->n.name, e->cubes);
	dm_run(x, e->fx_start, s->active, s->camera < DM_CAMERAS);
}

/* complete - the current Event is complete */

static void
complete(struct dm_ctx *x)
{
	struct dm_state       *s = x->s;
	const struct dm_event *e = dm_event_card(s, s->camera);

	dm_say(x, "%s is complete.", e->n.name);
	if (s->camera == DM_CAMERAS) {
		dm_run(x, e->fx_complete, s->active, 0);
		dm_sc_final(x, "Final Event completed");
		return;
	}
	dm_run(x, e->fx_complete, s->active, 1);
	if (s->phase == DM_P_ENDED)
		return;
	s->camera++;
	if (s->camera == DM_CAMERAS) {
		dm_no_complications(x);
		dm_sc_failure_in(x);
		s->cubes[DM_CAMERAS] = 0;
		dm_say(x, "The Final Event begins: %s (%d cubes).", dm_event_card(s, DM_CAMERAS)->n.name,
		    dm_event_card(s, DM_CAMERAS)->cubes);
		dm_run(x, dm_event_card(s, DM_CAMERAS)->fx_start, s->active, 0);
		return;
	}
	s->want_event = 1;
}

/* dm_cube - one Event cube on the current Event */

void
dm_cube(struct dm_ctx *x)
{
	struct dm_state       *s = x->s;
	const struct dm_event *e = dm_event_card(s, s->camera);

	if (e == NULL || s->want_event)
		return; /* the next Event is not chosen yet */
	s->cubes[s->camera]++;
	dm_say(x, "An Event cube on %s (%d of %d).", e->n.name, s->cubes[s->camera], e->cubes);
	if (s->cubes[s->camera] >= e->cubes)
		complete(x);
}

/* dm_draw_events - the Commander draws 2 Events */

void
dm_draw_events(struct dm_state *s)
{
	deck_clear(&s->drawn);
	if (s->events.n < 2) {
		deck_append(&s->events, &s->event_disc);
		deck_shuffle(&s->events, &s->rng);
	}
	while (s->drawn.n < 2 && s->events.n > 0)
		deck_deal(&s->events, &s->drawn);
}
