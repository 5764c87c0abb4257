/*++
/* NAME
/*	dow_colony 3
/* SUMMARY
/*	Dead of Winter: the colony phase and the crisis
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	void	dow_colony_phase(struct dow_state *s, struct pb_buf *log);
/*	void	dow_crisis_resolve(struct dow_state *s, struct pb_buf *log);
/* DESCRIPTION
/*	dow_colony_phase() performs the 7 steps of the colony phase in
/*	order [IT p.12-13] and appends what happened to the public log:
/*
/*	(1) pay food: 1 token per 2 people in the colony, rounded up,
/*	    helpless tokens included, less the upkeep modifiers of the
/*	    survivors (dow_effect.h); when the supply is short nothing is
/*	    paid, 1 starvation token is added and morale falls by 1 per
/*	    starvation token in the supply (E34: the tokens stay);
/*	(2) check waste: morale -1 per full 10 cards in the waste pile;
/*	(3) resolve the crisis (dow_crisis_resolve());
/*	(4) add zombies: to the colony 1 per 2 people there, rounded up;
/*	    to every other location 1 per person there, helpless tokens
/*	    included (E28); then, location by location from the Police
/*	    Station to the Hospital, each noise token is removed and a d6
/*	    rolled for it: 3 or lower adds 1 zombie there;
/*	(5) check the main objective: met, the game ends (E35: only here);
/*	(6) the round track falls by 1: at 0 the game ends;
/*	(7) the first player token passes to the player on the RIGHT,
/*	    seat first_player - 1, from 1 to nseats, skipping seats that
/*	    are out (B: play goes left, so the last player of a round plays
/*	    twice in a row; do not fix).
/*
/*	The phase stops at once when the game ends (morale 0 in any step
/*	ends it immediately, E35).  A phase that completes also resets the
/*	round's counters: the cards each seat gave to the crisis and the
/*	once-per-round uses of every survivor.
/*
/*	dow_crisis_resolve() shuffles the contributions with s->rng and
/*	reveals them one at a time from the top: a card whose item type is
/*	the crisis's prevent type scores +1, any other -1 (the IT points
/*	model, E31).  With N non-exiled seats still in the game, a total
/*	of N or more prevents the crisis, N + 2 or more also gives the
/*	bonus (dow_crisis_bonus(): the card's own bonus, else +1 morale,
/*	E32); a lower total makes the crisis happen (dow_crisis_fail()).
/*	The contributions leave the game (s->box), the crisis card goes to
/*	s->crises_out and s->crisis becomes -1; this is done before the
/*	outcome, so the state is whole if the outcome ends the game.
/* DIAGNOSTICS
/*	None: both functions always complete or stop with the game.
/* SEE ALSO
/*	dow_harm(3), zombies and killing; dow_effect(3), crisis effects and
/*	the main objective; shared/rules/dead-of-winter.md (B, E27-E37).
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

#define DOW_WASTE_LIMIT 10 /* morale -1 per full 10 waste cards */
#define DOW_NOISE_HIT 3    /* a noise roll of 3 or lower adds a zombie */

/* ended - the game is over: stop the phase */

static int
ended(const struct dow_state *s)
{
	return (s->phase == DOW_PHASE_ENDED);
}

/* ---- the crisis --------------------------------------------------- */

/* seats_in - seats neither exiled nor out of the game */

static int
seats_in(const struct dow_state *s)
{
	int k, n = 0;

	for (k = 1; k <= s->nseats; k++)
		if (!s->pl[k].exiled && !s->pl[k].out)
			n++;
	return (n);
}

/* reveal - shuffle and reveal the contributions; the point total */

static int
reveal(struct dow_state *s, int prevent, struct pb_buf *log)
{
	const struct dow_item *it;
	int                    i, total = 0, match;

	deck_shuffle(&s->contrib, &s->rng);
	for (i = s->contrib.n - 1; i >= 0; i--) {
		it = &s->pack->item[s->pack->inst[s->contrib.v[i]]];
		match = it->type == prevent;
		total += match ? 1 : -1;
		pb_buf_line(log, "Revealed: %s (%s, %s).", it->n.name, dow_type_name(it->type),
		    match ? "matches" : "does not match");
	}
	return (total);
}

/* contrib_to_box - the contributions leave the game */

static void
contrib_to_box(struct dow_state *s)
{
	deck_append(&s->box, &s->contrib);
}

/* dow_crisis_resolve - colony step 3: score the contributions */

void
dow_crisis_resolve(struct dow_state *s, struct pb_buf *log)
{
	const struct dow_crisis *c;
	int                      crisis = s->crisis, need, total;

	/* No crisis was revealed (an empty deck): nothing to resolve. */
	if (crisis < 0) {
		pb_buf_line(log, "There is no crisis to resolve.");
		contrib_to_box(s);
		return;
	}
	c = &s->pack->crisis[crisis];
	need = seats_in(s);
	pb_buf_line(log, "The crisis %s: %d card%s added, %d point%s needed (%s).", c->n.name,
	    s->contrib.n, s->contrib.n == 1 ? "" : "s", need, need == 1 ? "" : "s",
	    dow_type_name(c->prevent));
	total = reveal(s, c->prevent, log);

	/* Remove the cards first: the outcome may end the game. */
	contrib_to_box(s);
	deck_push(&s->crises_out, crisis);
	s->crisis = -1;

	/* The outcome. */
	if (total >= need) {
		pb_buf_line(
		    log, "%d point%s: the crisis is prevented.", total, total == 1 ? "" : "s");
		if (total >= need + 2)
			dow_crisis_bonus(s, crisis, log);
	} else {
		pb_buf_line(log, "%d point%s: the crisis is not prevented.", total,
		    total == 1 || total == -1 ? "" : "s");
		dow_crisis_fail(s, crisis, log);
	}
}

/* ---- the colony phase --------------------------------------------- */

/* half_up - n / 2 rounded up */

static int
half_up(int n)
{
	return ((n + 1) / 2);
}

/* pay_food - step 1 */

static void
pay_food(struct dow_state *s, struct pb_buf *log)
{
	int need = half_up(dow_loc_people(s, DOW_COLONY));

	/* The upkeep -N modifiers of every survivor (dow_effect.h). */
	if ((need += dow_seat_mod(s, 0, DOW_MOD_UPKEEP)) < 0)
		need = 0;
	if (need == 0) {
		pb_buf_line(log, "Nobody in the colony needs food.");
		return;
	}
	if (s->food >= need) {
		s->food -= need;
		pb_buf_line(log, "The colony eats %d food (%d left).", need, s->food);
		return;
	}
	s->starvation++;
	pb_buf_line(log, "The colony needs %d food and has %d: it starves (%d starvation token%s).",
	    need, s->food, s->starvation, s->starvation == 1 ? "" : "s");
	dow_morale(s, -s->starvation, log);
}

/* check_waste - step 2 */

static void
check_waste(struct dow_state *s, struct pb_buf *log)
{
	int loss = s->waste.n / DOW_WASTE_LIMIT;

	if (loss == 0)
		return;
	pb_buf_line(log, "The waste pile holds %d cards.", s->waste.n);
	dow_morale(s, -loss, log);
}

/* noise_zombies - step 4, second part: roll for each noise token */

static void
noise_zombies(struct dow_state *s, struct pb_buf *log)
{
	int loc, r;

	for (loc = DOW_POLICE; loc < DOW_NLOCS && !ended(s); loc++) {
		while (s->noise[loc] > 0 && !ended(s)) {
			s->noise[loc]--;
			r = dow_d6(s);
			pb_buf_line(log, "Noise at the %s: %d%s.", dow_loc_title(loc), r,
			    r <= DOW_NOISE_HIT ? ", a zombie comes" : "");
			if (r <= DOW_NOISE_HIT)
				dow_add_zombies(s, loc, 1, log);
		}
	}
	for (loc = 0; loc < DOW_NLOCS; loc++)
		s->noise[loc] = 0;
}

/* add_zombies - step 4 */

static void
add_zombies(struct dow_state *s, struct pb_buf *log)
{
	int loc;

	dow_add_zombies(s, DOW_COLONY, half_up(dow_loc_people(s, DOW_COLONY)), log);
	for (loc = DOW_POLICE; loc < DOW_NLOCS && !ended(s); loc++)
		dow_add_zombies(s, loc, dow_loc_people(s, loc), log);
	if (!ended(s))
		noise_zombies(s, log);
}

/* pass_first - step 7: the token goes to the right, skipping seats out */

static void
pass_first(struct dow_state *s, struct pb_buf *log)
{
	s->first_player = dow_next_seat(s, s->first_player, -1);
	pb_buf_line(log, "The first player token passes to player %d.", s->first_player);
}

/* round_reset - counters that last one round */

static void
round_reset(struct dow_state *s)
{
	int k, i;

	for (k = 0; k <= DOW_MAXSEATS; k++)
		s->pl[k].given = 0;
	for (i = 0; i < s->ngroup; i++)
		s->group[i].used = 0;
}

/* dow_colony_phase - the colony phase, steps 1-7 [IT p.12-13] */

void
dow_colony_phase(struct dow_state *s, struct pb_buf *log)
{
	/* Steps 1-4; each may end the game by morale. */
	pay_food(s, log);
	if (!ended(s))
		check_waste(s, log);
	if (!ended(s))
		dow_crisis_resolve(s, log);
	if (!ended(s))
		add_zombies(s, log);
	if (ended(s))
		return;

	/* Step 5: the main objective (E35: checked only here). */
	if (dow_main_met(s)) {
		dow_game_over(s, "objective", log);
		return;
	}

	/* Step 6: the round track. */
	s->rounds--;
	pb_buf_line(log, "%d round%s left.", s->rounds, s->rounds == 1 ? "" : "s");
	if (s->rounds <= 0) {
		dow_game_over(s, "rounds", log);
		return;
	}

	/* Step 7: the first player token, and a new round's counters. */
	pass_first(s, log);
	round_reset(s);
}
