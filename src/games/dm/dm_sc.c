/*++
/* NAME
/*	dm_sc 3
/* SUMMARY
/*	Dark Moon: Shadow Corporation, set-up and rules
/* SYNOPSIS
/*	#include "games/dm/dm_play.h"
/*
/*	int	dm_in_set(const struct dm_state *s, int sc);
/*	int	dm_sc_options(struct dm_state *s, json_t *canon,
/*			struct pb_err *err);
/*	void	dm_sc_reserve(struct dm_state *s);
/*	void	dm_sc_rebuild(struct dm_state *s);
/*	void	dm_corp_start(struct dm_ctx *x);
/*	void	dm_sc_next(struct dm_ctx *x);
/*	void	dm_sc_evac_cube(struct dm_ctx *x);
/*	int	dm_sc_evac_step(struct dm_ctx *x);
/*	int	dm_sc_evac_due(const struct dm_state *s);
/*	void	dm_sc_vote_result(struct dm_ctx *x, int red);
/*	void	dm_sc_final(struct dm_ctx *x, const char *reason);
/*	void	dm_sc_failure_in(struct dm_ctx *x);
/*	void	dm_sc_drawn(struct dm_ctx *x);
/*	void	dm_sc_did(struct dm_state *s, int seat, int kind);
/*	int	dm_sc_company(const struct dm_state *s);
/*	int	dm_authorized(const struct dm_state *s);
/*	int	dm_may_authorize(const struct dm_state *s, int target);
/*	int	dm_may_takeoff(const struct dm_state *s);
/* DESCRIPTION
/*	The expansion (option expansion=sc) and its modules (threats,
/*	company_man), as pbemd-dm(7) reads the digest
/*	shared/rules/dark-moon-shadow-corporation.md.
/*
/*	dm_in_set() tells whether a card of the pack (sc: the card's
/*	expansion flag) is in this game.  dm_sc_options() reads the
/*	options and checks that the pack holds what they need.
/*	dm_sc_reserve() builds the Fatigue reserve after the characters
/*	are dealt: the tokens of the characters in play, then others at
/*	random up to the board's reserve; the rest are out of the game.
/*	dm_sc_rebuild() puts a base game's expansion cards and tokens out
/*	of the game (they are not saved).
/*
/*	dm_corp_start() rolls the Corporation dice of a Malfunction in
/*	private (2, or 3 for the corporate ability): the roller alone is
/*	told the faces; it reveals one (phase DM_P_CORP).  dm_sc_next()
/*	is the end of a turn: the Corporation dice are cleared; when the
/*	token comes back to the first player the first time, Refueling
/*	ends and, with the threats module, the Threat cards are dealt.
/*	dm_sc_evac_cube() is step 9, dm_sc_evac_step() step 10's forced
/*	evacuation vote (DM_S_EVAC), dm_sc_evac_due() whether it is owed.
/*	When the forced Quarantine vote is owed too, the active seat calls
/*	them in the order it likes (DM_P_FORCED offers both).  dm_sc_vote_result() applies an
/*	Amputation, Authorization or Takeoff vote (red: more red than
/*	black).  Takeoff ends the game: the evacuees' status cards are
/*	shown; no Infected aboard, the Uninfected win; else the Company
/*	Man if dealt, else the Infected.  dm_sc_final() is the end by
/*	the Final Event: an amputated Infected gives the Company Man the
/*	win (when dealt), then an Uninfected player without the token of
/*	its own Threat card gives it to the Infected, else the Uninfected
/*	win.  dm_sc_failure_in() shuffles the Evacuation Failure of the
/*	deck's back into the Task deck (the Final Event begins);
/*	dm_sc_drawn() reveals it when drawn: no more evacuation, and a
/*	Task is drawn in its place.  dm_sc_did() records a Threat's act
/*	done as active player.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"
#include "core/seats.h"

/* Local. */
#include "games/dm/dm_play.h"

/* dm_in_set - a card with expansion flag sc is in the game */

int
dm_in_set(const struct dm_state *s, int sc)
{
	return (!sc || s->sc);
}

/* yes - a BOOL option's value */

static int
yes(json_t *c, const char *key)
{
	const char *v = json_string_value(json_object_get(c, key));

	return (v != NULL
	    && (strcmp(v, "yes") == 0 || strcmp(v, "on") == 0 || strcmp(v, "true") == 0
	        || strcmp(v, "1") == 0));
}

/* failure_card - the Evacuation Failure of a back, -1 when none */

static int
failure_card(const struct dm_pack *p, int back)
{
	int i;

	for (i = 0; i < p->ntasks; i++)
		if (p->tasks[i].kind == DM_EVAC_FAILURE && p->tasks[i].deck == back)
			return (i);
	return (-1);
}

/* dm_sc_options - the expansion's options; 0 with err */

int
dm_sc_options(struct dm_state *s, json_t *c, struct pb_err *err)
{
	const struct dm_pack *p = s->pack;
	int                   i, company = 0;

	s->sc = strcmp(json_string_value(json_object_get(c, "expansion")), "sc") == 0;
	s->threats = yes(c, "threats");
	s->company = yes(c, "company_man");
	s->company_aboard = strcmp(json_string_value(json_object_get(c, "company_takeoff")), "aboard")
	    == 0;
	if (!s->sc && (s->threats || s->company))
		return (pb_err_set(err, PB_EDATA, "threats and company_man need expansion=sc"), 0);
	if (!s->sc)
		return (1);
	if (p->ndice <= DM_CORP)
		return (pb_err_set(err, PB_EDATA, "expansion sc: the pack has no Corporation die"), 0);
	if (failure_card(p, DM_SILVER) < 0 || failure_card(p, DM_BLACK) < 0)
		return (pb_err_set(err, PB_EDATA,
		            "expansion sc: the pack needs a silver and a black Evacuation Failure"),
		    0);
	for (i = 0; i < p->nstatuses; i++)
		company += p->statuses[i].team == DM_COMPANY;
	if (s->company && company == 0)
		return (pb_err_set(err, PB_EDATA, "company_man: the pack has no Company Man card"), 0);
	if (s->threats && p->nthreats == 0)
		return (pb_err_set(err, PB_EDATA, "threats: the pack has no Threat cards"), 0);
	return (1);
}

/* dm_sc_rebuild - the cards and tokens of the expansion out of a
 * base game (none with the expansion: they are saved) */

void
dm_sc_rebuild(struct dm_state *s)
{
	const struct dm_pack *p = s->pack;
	int                   i;

	if (s->sc)
		return;
	deck_clear(&s->fatigue_out);
	deck_clear(&s->event_out);
	deck_clear(&s->outposts_out);
	for (i = 0; i < p->noutposts; i++)
		if (p->outposts[i].sc)
			deck_push(&s->outposts_out, i);
	for (i = 0; i < p->nchars; i++)
		if (p->chars[i].sc && p->chars[i].fatigue)
			deck_push(&s->fatigue_out, i);
	for (i = 0; i < p->nevents; i++)
		if (p->events[i].sc)
			deck_push(&s->event_out, i);
}

/* dm_sc_reserve - the Fatigue reserve (set-up step 4) */

void
dm_sc_reserve(struct dm_state *s)
{
	struct deck all = { 0 };
	int         c;

	deck_append(&all, &s->fatigue);
	deck_shuffle(&all, &s->rng);
	while (all.n > 0) {
		c = deck_pop(&all);
		deck_push(dm_seat_of_character(s, c) ? &s->fatigue : &s->fatigue_out, c);
	}
	while (s->fatigue.n < s->pack->board->reserve && s->fatigue_out.n > 0)
		deck_deal(&s->fatigue_out, &s->fatigue);
	deck_shuffle(&s->fatigue, &s->rng);
	deck_clear(&all);
}

/* dm_corp_start - the Corporation dice of a Malfunction, in private */

void
dm_corp_start(struct dm_ctx *x)
{
	struct dm_state  *s = x->s;
	const struct die *d = &s->pack->dice[DM_CORP].die;
	int               a = s->active, i;

	if (!s->sc)
		return;
	s->corp_n = s->pack->chars[s->seat[a].character].ability == DM_AB_CORPORATE
	        && !dm_fatigued(s, a) && !s->seat[a].revealed
	    ? 3
	    : 2;
	for (i = 0; i < 3; i++)
		s->corp_face[i] = i < s->corp_n ? die_roll(d, &s->rng) : 0;
	s->corp_shown = -1;
	if (x->res != NULL) {
		if (s->corp_n == 3)
			game_result_notice(x->res, a, "Your Corporation dice (private): %s, %s, %s.",
			    d->name[s->corp_face[0]], d->name[s->corp_face[1]], d->name[s->corp_face[2]]);
		else
			game_result_notice(x->res, a, "Your Corporation dice (private): %s, %s.",
			    d->name[s->corp_face[0]], d->name[s->corp_face[1]]);
	}
	dm_say(x, "%s rolls %d Corporation dice in private and reveals one.", dm_seat_name(s, a),
	    s->corp_n);
	s->phase = DM_P_CORP;
	s->stage = DM_S_WAIT;
}

/* deal_threats - one Threat card to every seat, the rest unseen */

static void
deal_threats(struct dm_ctx *x)
{
	struct dm_state      *s = x->s;
	const struct dm_pack *p = s->pack;
	struct deck           d = { 0 };
	int                   i, j, k, t;

	for (i = 0; i < p->nthreats; i++)
		for (j = 0; j < p->threats[i].count; j++)
			deck_push(&d, i);
	deck_shuffle(&d, &s->rng);
	for (k = 1; k <= s->nseats && d.n > 0; k++) {
		t = deck_pop(&d);
		s->seat[k].threat = 1 + t;
		if (x->res != NULL)
			game_result_notice(x->res, k, "Your Threat card (private): %s. %s",
			    p->threats[t].n.name, p->threats[t].n.text ? p->threats[t].n.text : "");
	}
	deck_clear(&d);
	dm_say(x, "The Threat cards are dealt, one to each player; the others are put away unseen.");
}

/* dm_sc_next - a turn ends (the token has passed) */

void
dm_sc_next(struct dm_ctx *x)
{
	struct dm_state *s = x->s;

	s->corp_n = 0;
	s->corp_shown = -1;
	memset(s->corp_face, 0, sizeof(s->corp_face)); /* not even in the saved state */
	if (!s->sc || s->evac_ready || s->active != s->first)
		return;
	s->evac_ready = 1;
	dm_say(x, "Refueling is complete: the ship is ready for takeoff.");
	if (s->threats)
		deal_threats(x);
}

/* dm_authorized - Authorized Evacuation tokens on the board */

int
dm_authorized(const struct dm_state *s)
{
	int k, n = 0;

	for (k = 1; k <= s->nseats; k++)
		n += s->seat[k].authorized;
	return (n);
}

/* dm_may_authorize - target may be the subject of an Authorization vote */

int
dm_may_authorize(const struct dm_state *s, int k)
{
	const struct dm_seat *t = &s->seat[k];

	if (!s->sc || s->evac_failed || t->revealed || t->quarantined)
		return (0);
	return (t->authorized || dm_authorized(s) < s->pack->board->evac_cap[s->nseats]);
}

/* dm_may_takeoff - a Takeoff vote may be called */

int
dm_may_takeoff(const struct dm_state *s)
{
	return (s->sc && s->evac_ready && !s->evac_failed
	    && dm_authorized(s) == s->pack->board->evac_cap[s->nseats]);
}

/* dm_sc_evac_cube - step 9: a Task with Evacuate moves the cube */

void
dm_sc_evac_cube(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              max = s->pack->board->evac_spaces;

	if (!s->sc || s->evac_failed || s->task < 0 || !s->pack->tasks[s->task].evacuate
	    || s->evac >= max)
		return;
	s->evac++;
	dm_say(x, "Evacuate! The Evacuation cube moves to %d of %d.", s->evac, max);
}

/* dm_sc_evac_due - the cube is on the last space: a forced
 * evacuation vote is owed (-1: owed, but none can be called) */

int
dm_sc_evac_due(const struct dm_state *s)
{
	int k, any = dm_may_takeoff(s);

	if (!s->sc || s->evac_failed || s->evac < s->pack->board->evac_spaces)
		return (0);
	for (k = 1; k <= s->nseats; k++)
		any |= dm_may_authorize(s, k);
	return (any ? 1 : -1);
}

/* dm_sc_evac_step - step 10: the forced evacuation vote; 1 when the
 * active seat must call it */

int
dm_sc_evac_step(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              due = dm_sc_evac_due(s);

	s->stage = DM_S_NEXT;
	if (due == 0)
		return (0);
	if (due < 0) {
		s->evac = 0;
		dm_say(x, "The Evacuation cube is at the end, but no evacuation vote can be called: "
		          "it goes back to the start.");
		return (0);
	}
	s->stage = DM_S_EVAC;
	s->phase = DM_P_EVAC;
	return (1);
}

/* dm_sc_company - the seat holding the Company Man, 0 when none */

int
dm_sc_company(const struct dm_state *s)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (s->pack->statuses[s->seat[k].status].team == DM_COMPANY)
			return (k);
	return (0);
}

/* takeoff - the ship leaves: the end */

static void
takeoff(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              k, infected = 0, cm = dm_sc_company(s);

	dm_say(x, "Takeoff! The ship leaves with the authorized crew.");
	for (k = 1; k <= s->nseats; k++)
		if (s->seat[k].authorized) {
			dm_say(x, "Aboard: %s, status card %s.", dm_seat_name(s, k),
			    s->pack->statuses[s->seat[k].status].n.name);
			infected += dm_is_infected(s, k);
		}
	if (infected == 0)
		dm_end(x, DM_WIN_UNINFECTED, "takeoff, no Infected aboard");
	else if (s->company && cm && (!s->company_aboard || s->seat[cm].authorized))
		dm_end(x, DM_WIN_COMPANY, "takeoff, an Infected aboard");
	else
		dm_end(x, DM_WIN_INFECTED, "takeoff, an Infected aboard");
}

/* dm_sc_vote_result - an expansion vote's outcome; red: red won */

void
dm_sc_vote_result(struct dm_ctx *x, int red)
{
	struct dm_state *s = x->s;
	int              k = s->vote_target;
	struct dm_seat  *t = &s->seat[k];

	switch (s->vote_kind) {
	case DM_VK_AMPUTATE:
		if (!red || t->revealed || t->amputated) {
			dm_say(x, "%s is not amputated.", dm_seat_name(s, k));
			break;
		}
		t->amputated = 1;
		dm_trim(s, k);
		dm_say(x, "%s is amputated: an Amputation token, one die fewer for good.",
		    dm_seat_name(s, k));
		break;
	case DM_VK_AUTHORIZE:
		if (!red && !t->authorized && dm_may_authorize(s, k)) {
			t->authorized = 1;
			dm_say(x, "%s is authorized to evacuate (%d of %d).", dm_seat_name(s, k),
			    dm_authorized(s), s->pack->board->evac_cap[s->nseats]);
		} else if (red && t->authorized) {
			t->authorized = 0;
			dm_say(x, "%s's authorization is revoked.", dm_seat_name(s, k));
		} else
			dm_say(x, "Nothing changes for %s.", dm_seat_name(s, k));
		break;
	case DM_VK_TAKEOFF:
		if (!red && dm_may_takeoff(s))
			takeoff(x);
		else
			dm_say(x, "The ship stays.");
		break;
	}
}

/* threat_failed - an Uninfected seat without the token of its card */

static int
threat_failed(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              k, failed = 0;

	for (k = 1; k <= s->nseats; k++) {
		const struct dm_seat *t = &s->seat[k];

		if (s->pack->statuses[t->status].team != DM_UNINFECTED || t->threat == 0)
			continue;
		dm_say(x, "%s shows the Threat card %s: %s.", dm_seat_name(s, k),
		    s->pack->threats[t->threat - 1].n.name,
		    t->claim == 1 + s->pack->threats[t->threat - 1].kind ? "fulfilled" : "not fulfilled");
		failed += t->claim != 1 + s->pack->threats[t->threat - 1].kind;
	}
	return (failed);
}

/* dm_sc_final - the Uninfected complete the Final Event */

void
dm_sc_final(struct dm_ctx *x, const char *reason)
{
	struct dm_state *s = x->s;
	int              k;

	if (s->phase == DM_P_ENDED)
		return;
	if (s->sc && s->company && dm_sc_company(s))
		for (k = 1; k <= s->nseats; k++)
			if (dm_is_infected(s, k) && s->seat[k].amputated) {
				dm_say(x, "%s, amputated, was Infected.", dm_seat_name(s, k));
				dm_end(x, DM_WIN_COMPANY, "an Infected amputated");
				return;
			}
	if (s->sc && s->threats && threat_failed(x) > 0) {
		dm_end(x, DM_WIN_INFECTED, "a Threat not fulfilled");
		return;
	}
	dm_end(x, DM_WIN_UNINFECTED, reason);
}

/* dm_sc_failure_in - the Evacuation Failure into the Task deck */

void
dm_sc_failure_in(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              c, i;

	if (!s->sc || s->evac_failed)
		return;
	c = failure_card(s->pack, s->pack->board->deck[s->nseats]);
	if ((i = deck_find(&s->task_out, c)) < 0)
		return;
	deck_remove_at(&s->task_out, i);
	deck_push(&s->tasks, c);
	deck_shuffle(&s->tasks, &s->rng);
	dm_say(x, "The Evacuation Failure card is shuffled into the Task deck.");
}

/* dm_sc_drawn - the last Task drawn may be the Evacuation Failure */

void
dm_sc_drawn(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              c = s->drawn.v[s->drawn.n - 1], k;

	if (s->pack->tasks[c].kind != DM_EVAC_FAILURE)
		return;
	deck_remove_at(&s->drawn, s->drawn.n - 1);
	deck_push(&s->task_out, c);
	s->evac_failed = 1;
	s->evac = 0;
	for (k = 1; k <= s->nseats; k++)
		s->seat[k].authorized = 0;
	dm_say(x, "%s draws %s: the evacuation is aborted, the ship is recalled, every "
	          "authorization is gone.",
	    dm_seat_name(s, s->active), s->pack->tasks[c].n.name);
}

/* dm_sc_did - a Threat's act, done as active player */

void
dm_sc_did(struct dm_state *s, int seat, int kind)
{
	if (s->sc && s->threats && s->seat[seat].threat != 0 && seat == s->active)
		s->seat[seat].did |= 1 << kind;
}
