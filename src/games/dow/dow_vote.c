/*++
/* NAME
/*	dow_vote 3
/* SUMMARY
/*	Dead of Winter: exile votes and exile [IT p.11, 14]
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	exile PLAYER
/*		the active player calls a vote to exile another player,
/*		once per turn, never in a cooperative game; a player
/*		already exiled cannot be voted on again (E14).
/*	vote yes | vote no
/*		every player neither exiled nor out votes, the caller and
/*		the target included (E12).  Ballots stay secret until the
/*		last one is in; then they are revealed together.
/*
/*	The vote passes with more yes than no.  A tie is broken by the
/*	first player, who then decides freely (IT/EN "dirime": E13 a),
/*	even when exiled or the target: the game waits for a second
/*	"vote" of that player, the tie-break.  A crossroads card may
/*	call the same vote (dow_effect.c: vote).
/*
/*	Exile: the player draws an exiled objective (secret: it replaces
/*	the secret objective, E41), and its survivors in the colony leave
/*	it at once by normal moves (exposure rolled, not their move of
/*	the turn).  XXX The rules let the exiled player choose where; the
/*	game does not wait for that choice yet: each goes to the location
/*	with an empty survivor space holding the fewest zombies (the first
/*	in police..hospital order on ties).  The restrictions on exiled
/*	players live where they apply (no crisis cards, no food tokens, no
/*	morale loss for their deaths, their played cards leave the game,
/*	no entering the colony).  If 2 or more players are exiled and
/*	none of them holds a betrayal objective, morale drops to 0 at once
/*	(E16: a betrayer keeps the betrayal card once exiled).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* call_vote - every player in the game and not exiled must vote */

static void
call_vote(struct dow_state *s, int target)
{
	int k;

	s->wait.kind = DOW_W_VOTE;
	s->wait.seat = 0;
	s->wait.survivor = -1;
	s->wait.loc = 0; /* 0: ballots; 1: the first player's tie-break */
	s->wait.cards.n = 0;
	s->wait.target = target;
	for (k = 0; k <= DOW_MAXSEATS; k++)
		s->wait.votes[k] = k >= 1 && k <= s->nseats && !s->pl[k].exiled && !s->pl[k].out
		    ? DOW_VOTE_DUE
		    : DOW_VOTE_NONE;
}

/* dow_act_exile - "exile PLAYER" or "exile N" */

enum pb_rc
dow_act_exile(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const char *w;
	int         target;

	(void)res;
	if (s->opt.cooperative)
		return (
		    pb_err_set(err, PB_EDATA, "there are no exile votes in a cooperative game"));
	if (s->exile_called)
		return (pb_err_set(err, PB_EDATA, "you have called a vote this turn already"));
	w = l->argc > 2 && strcmp(l->argv[1], "player") == 0 ? l->argv[2]
	    : l->argc > 1                                    ? l->argv[1]
	                                                     : "";
	if ((target = atoi(w)) < 1 || target > s->nseats || s->pl[target].out)
		return (pb_err_set(err, PB_EDATA, "name a player by number: exile 2"));
	if (target == seat)
		return (pb_err_set(err, PB_EDATA, "you cannot call a vote to exile yourself"));
	if (s->pl[target].exiled)
		return (pb_err_set(err, PB_EDATA, "Player %d is exiled already", target));
	s->exile_called = 1;
	call_vote(s, target);
	pb_buf_printf(&s->journal, "Player %d calls a vote to exile Player %d: everyone votes.\n",
	    seat, target);
	return (PB_OK);
}

/* leave_colony - the exiled player's survivors move out of the colony */

static void
leave_colony(struct dow_state *s, int seat)
{
	int i, l, best, card;

	for (i = 0; i < s->ngroup;) {
		if (s->group[i].seat != seat || s->group[i].loc != DOW_COLONY) {
			i++;
			continue;
		}
		for (best = -1, l = DOW_POLICE; l < DOW_NLOCS; l++)
			if (dow_loc_room(s, l) > 0
			    && (best < 0 || dow_loc_zombies(s, l) < dow_loc_zombies(s, best)))
				best = l;
		if (best < 0) { /* nowhere to go: it stays (E40) */
			i++;
			continue;
		}
		card = s->group[i].card;
		s->group[i].loc = best;
		pb_buf_printf(&s->journal, "%s leaves the colony for the %s.\n",
		    dow_surv_name(s, card), dow_loc_title(best));
		dow_exposure(s, i, &s->journal);
		/* The survivor may have died: restart the scan from the start. */
		i = 0;
		if (s->phase == DOW_PHASE_ENDED || s->wait.kind != DOW_W_NONE)
			return;
	}
}

/* two_exiled - 2 or more exiled, no betrayer among them: morale to 0 */

static void
two_exiled(struct dow_state *s)
{
	int k, n = 0, betrayer = 0;

	for (k = 1; k <= s->nseats; k++) {
		if (!s->pl[k].exiled)
			continue;
		n++;
		betrayer |=
		    s->pl[k].secret >= 0 && s->pack->obj[s->pl[k].secret].kind == DOW_BETRAYAL;
	}
	if (n >= 2 && !betrayer) {
		pb_buf_puts(&s->journal, "Two players are exiled and neither is a betrayer.\n");
		dow_morale(s, -s->morale, &s->journal);
	}
}

/* exile - the vote passed */

static void
exile(struct dow_state *s, int seat)
{
	s->pl[seat].exiled = 1;
	dow_emit(s, DOW_EV_EXILED, -1, -1, -1, -1, seat);
	if (s->exiled.n > 0)
		s->pl[seat].exiled_obj = dow_pile_pop(&s->exiled);
	pb_buf_printf(&s->journal, "Player %d is exiled and draws an exiled objective.\n", seat);
	two_exiled(s);
	if (s->phase != DOW_PHASE_ENDED)
		leave_colony(s, seat);
}

/* tally - every ballot is in: reveal, decide or ask the first player */

static void
tally(struct dow_state *s)
{
	int k, yes = 0, no = 0, target = s->wait.target;

	pb_buf_puts(&s->journal, "The votes:");
	for (k = 1; k <= s->nseats; k++) {
		if (s->wait.votes[k] == DOW_VOTE_NONE)
			continue;
		yes += s->wait.votes[k] == DOW_VOTE_YES;
		no += s->wait.votes[k] == DOW_VOTE_NO;
		pb_buf_printf(&s->journal, " Player %d %s;", k,
		    s->wait.votes[k] == DOW_VOTE_YES ? "yes" : "no");
	}
	pb_buf_printf(&s->journal, " %d yes, %d no.\n", yes, no);
	dow_emit(s, DOW_EV_VOTE, -1, -1, -1, -1, yes);
	dow_emit(s, DOW_EV_VOTE_ANY, -1, -1, -1, -1, yes);
	if (yes == no) {
		for (k = 0; k <= DOW_MAXSEATS; k++)
			s->wait.votes[k] = k == s->first_player ? DOW_VOTE_DUE : DOW_VOTE_NONE;
		s->wait.loc = 1;
		pb_buf_printf(
		    &s->journal, "A tie: Player %d, the first player, decides.\n", s->first_player);
		return;
	}
	s->wait.kind = DOW_W_NONE;
	s->wait.target = 0;
	if (yes > no)
		exile(s, target);
	else
		pb_buf_printf(&s->journal, "Player %d is not exiled.\n", target);
}

/* dow_act_vote - "vote yes" or "vote no" */

enum pb_rc
dow_act_vote(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	int k, yes, target;

	if (s->wait.kind != DOW_W_VOTE || s->wait.votes[seat] != DOW_VOTE_DUE)
		return (pb_err_set(err, PB_EDATA, "no vote waits for you"));
	if (l->argc < 2 || (strcmp(l->argv[1], "yes") != 0 && strcmp(l->argv[1], "no") != 0))
		return (pb_err_set(err, PB_EDATA, "answer vote yes or vote no"));
	yes = strcmp(l->argv[1], "yes") == 0;
	if (s->wait.loc == 1) { /* the first player's tie-break */
		target = s->wait.target;
		s->wait.kind = DOW_W_NONE;
		s->wait.target = 0;
		s->wait.loc = 0;
		pb_buf_printf(
		    &s->journal, "Player %d breaks the tie: %s.\n", seat, yes ? "exile" : "stay");
		if (yes)
			exile(s, target);
		else
			pb_buf_printf(&s->journal, "Player %d is not exiled.\n", target);
		res->broadcast = 1;
		return (PB_OK);
	}
	s->wait.votes[seat] = yes ? DOW_VOTE_YES : DOW_VOTE_NO;
	free(res->text);
	res->text = pb_asprintf("your vote is recorded (secret until every vote is in)");
	for (k = 1; k <= s->nseats; k++)
		if (s->wait.votes[k] == DOW_VOTE_DUE)
			return (PB_OK);
	tally(s);
	res->broadcast = 1;
	return (PB_OK);
}

/* dow_act_standing - a seat's standing answers to decisions */

enum pb_rc
dow_act_standing(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_player *p = &s->pl[seat];
	const char *what = l->argc > 1 ? l->argv[1] : "", *how = l->argc > 2 ? l->argv[2] : "";
	int         off = strcmp(how, "off") == 0;

	if (strcmp(what, "bite") == 0 && (off || !strcmp(how, "die") || !strcmp(how, "roll")))
		p->auto_bite = off ? 0 : strcmp(how, "roll") == 0 ? 2 : 1;
	else if (strcmp(what, "give") == 0 && (off || !strcmp(how, "nothing")))
		p->auto_give = !off;
	else if (strcmp(what, "vote") == 0 && (off || !strcmp(how, "yes") || !strcmp(how, "no")))
		p->auto_vote = off ? 0 : strcmp(how, "yes") == 0 ? DOW_VOTE_YES : DOW_VOTE_NO;
	else
		return (pb_err_set(err, PB_EDATA,
		    "write standing bite die|roll|off, standing give nothing|off or"
		    " standing vote yes|no|off"));
	free(res->text);
	res->text = pb_asprintf("from now on: %s %s", what, off ? "is asked again" : how);
	return (PB_OK);
}
