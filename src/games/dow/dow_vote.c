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
/*	the turn), where the exiled player says:
/*
/*	send SURVIVOR to LOCATION | send all to LOCATION
/*		the game waits for this before anything else whenever an
/*		exiled player has survivors in the colony and another
/*		location has room (a new survivor drawn later too).  With
/*		no room anywhere they stay (E40).
/*
/*	The restrictions on exiled
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
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* call_vote - every player in the game and not exiled must vote */

static void
call_vote(struct dow_state *s, int target)
{
	unsigned voters = 0;
	int      k;

	s->wait.kind = DOW_W_VOTE;
	s->wait.seat = 0;
	s->wait.survivor = -1;
	s->wait.loc = 0; /* 0: ballots; 1: the first player's tie-break */
	s->wait.cards.n = 0;
	s->wait.target = target;
	for (k = 1; k <= s->nseats; k++)
		if (!s->pl[k].exiled && !s->pl[k].out)
			voters |= 1u << k;
	seats_vote_open(s->wait.votes, DOW_MAXSEATS + 1, s->nseats, voters);
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

/* must_leave - an exiled seat's survivor in the colony that can leave
 * (some other location has room), as a group index, or -1 */

static int
must_leave(const struct dow_state *s, int seat)
{
	int i, l;

	for (l = DOW_POLICE; l < DOW_NLOCS; l++)
		if (dow_loc_room(s, l) > 0)
			break;
	if (l == DOW_NLOCS)
		return (-1); /* nowhere to go: they stay (E40) */
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && s->group[i].loc == DOW_COLONY)
			return (i);
	return (-1);
}

/* dow_send_wait - an exiled seat with survivors in the colony must say
 * where they go; the game waits for that before anything else */

void
dow_send_wait(struct dow_state *s)
{
	int k;

	if (s->wait.kind != DOW_W_NONE || s->phase != DOW_PHASE_ROUND)
		return;
	for (k = 1; k <= s->nseats; k++)
		if (s->pl[k].exiled && !s->pl[k].out && must_leave(s, k) >= 0) {
			s->wait.kind = DOW_W_SEND;
			s->wait.seat = k;
			pb_buf_printf(&s->journal,
			    "Player %d, exiled, must send its survivors out of the colony.\n", k);
			return;
		}
}

/* dow_act_send - "send SURVIVOR|all to LOCATION": the exiled player's
 * survivors leave the colony by normal moves (exposure rolled, not the
 * move of the turn) */

enum pb_rc
dow_act_send(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const char *names[64], *ids[64];
	int         gis[64], n = 0, i, to, loc, used = 0, all, card, hit;

	if (s->wait.kind != DOW_W_SEND || s->wait.seat != seat)
		return (
		    pb_err_set(err, PB_EDATA, "none of your survivors has to leave the colony"));
	for (to = 1; to < l->argc && strcmp(l->argv[to], "to") != 0; to++)
		;
	if (to + 1 >= l->argc || to == 1)
		return (pb_err_set(err, PB_EDATA,
		    "write send SURVIVOR to LOCATION, or send all to"
		    " LOCATION"));
	if ((loc = dow_word_loc(l->argv[to + 1])) < 0 || loc == DOW_COLONY)
		return (pb_err_set(
		    err, PB_EDATA, "\"%s\" is no location outside the colony", l->argv[to + 1]));
	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat == seat && s->group[i].loc == DOW_COLONY) {
			gis[n] = i;
			names[n] = s->pack->surv[s->group[i].card].n.name;
			ids[n++] = s->pack->surv[s->group[i].card].n.id;
		}
	all = to == 2 && strcmp(l->argv[1], "all") == 0;
	if (!all) {
		hit = lex_match(names, ids, (size_t)n, l->argv + 1, to - 1, &used);
		if (hit < 0 || used != to - 1)
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\" is not one of your survivors in the colony", l->argv[1]));
		gis[0] = gis[hit];
		n = 1;
	}
	if (dow_loc_room(s, loc) < n)
		return (pb_err_set(err, PB_EDATA, "the %s has room for %d survivor%s only",
		    dow_loc_title(loc), dow_loc_room(s, loc),
		    dow_loc_room(s, loc) == 1 ? "" : "s"));
	/* One at a time, each with its roll: a bite that waits for its
	 * answer stops there, and the others are asked for again after. */
	for (i = 0; i < n; i++)
		gis[i] = s->group[gis[i]].card;
	s->wait.kind = DOW_W_NONE;
	s->wait.seat = 0;
	for (i = 0; i < n && s->phase == DOW_PHASE_ROUND && s->wait.kind == DOW_W_NONE; i++) {
		if ((card = dow_group_find(s, gis[i])) < 0)
			continue;
		s->group[card].loc = loc;
		pb_buf_printf(&s->journal, "%s leaves the colony for the %s.\n",
		    dow_surv_name(s, gis[i]), dow_loc_title(loc));
		dow_exposure(s, card, &s->journal);
	}
	res->broadcast = 1; /* the turn goes on: everyone hears of it */
	return (PB_OK);
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
	if (s->pl[seat].exiled)
		pb_panic("dow: Player %d exiled twice", seat);
	s->pl[seat].exiled = 1;
	dow_emit(s, DOW_EV_EXILED, -1, -1, -1, -1, seat);
	s->pl[seat].exiled_obj = deck_draw(&s->exiled); /* -1: none left */
	pb_buf_printf(&s->journal, "Player %d is exiled and draws an exiled objective.\n", seat);
	two_exiled(s);
	/* Its survivors in the colony leave it: dow_send_wait() asks where. */
}

/* tally - every ballot is in: reveal, decide or ask the first player */

static void
tally(struct dow_state *s)
{
	int k, w[DOW_MAXSEATS + 1] = { 0 }, n[2], target = s->wait.target, win;

	pb_buf_puts(&s->journal, "The votes:");
	for (k = 1; k <= s->nseats; k++) {
		if (seats_vote_choice(s->wait.votes, k) < 0)
			continue;
		/* votes N: a survivor whose ballot counts N (the largest). */
		w[k] = dow_seat_best(s, k, DOW_MOD_VOTES, 1);
		pb_buf_printf(&s->journal, " Player %d %s", k,
		    seats_vote_choice(s->wait.votes, k) == DOW_YES ? "yes" : "no");
		if (w[k] > 1)
			pb_buf_printf(&s->journal, " (%d votes)", w[k]);
		pb_buf_puts(&s->journal, ";");
	}
	win = seats_vote_tally(s->wait.votes, s->nseats, w, n, 2);
	pb_buf_printf(&s->journal, " %d yes, %d no.\n", n[DOW_YES], n[DOW_NO]);
	dow_emit(s, DOW_EV_VOTE, -1, -1, -1, -1, n[DOW_YES]);
	dow_emit(s, DOW_EV_VOTE_ANY, -1, -1, -1, -1, n[DOW_YES]);
	if (win < 0) {
		seats_vote_tiebreak(s->wait.votes, DOW_MAXSEATS + 1, s->first_player);
		s->wait.loc = 1;
		pb_buf_printf(
		    &s->journal, "A tie: Player %d, the first player, decides.\n", s->first_player);
		return;
	}
	s->wait.kind = DOW_W_NONE;
	s->wait.target = 0;
	if (win == DOW_YES)
		exile(s, target);
	else
		pb_buf_printf(&s->journal, "Player %d is not exiled.\n", target);
}

/* dow_act_vote - "vote yes" or "vote no" */

enum pb_rc
dow_act_vote(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	int yes, target;

	if (s->wait.kind != DOW_W_VOTE || !seats_vote_due(s->wait.votes, seat))
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
	seats_vote_cast(s->wait.votes, seat, yes ? DOW_YES : DOW_NO);
	free(res->ballot);
	res->ballot = pb_strdup(yes ? "yes" : "no");
	free(res->text);
	if (!seats_vote_all_in(s->wait.votes, s->nseats)) {
		res->text = pb_asprintf("your vote is recorded (secret until every vote is in)");
		return (PB_OK);
	}
	/* The last ballot: the votes are revealed now, so no "secret". */
	res->text = pb_asprintf("your vote is recorded: it was the last, and the votes are out");
	tally(s);
	res->broadcast = 1;
	res->reveal_ballots = 1;
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
	else if (strcmp(what, "choose") == 0 && (off || !strcmp(how, "1") || !strcmp(how, "2")))
		p->auto_choose = off ? 0 : atoi(how);
	else
		return (pb_err_set(err, PB_EDATA,
		    "write standing bite die|roll|off, standing give nothing|off,"
		    " standing vote yes|no|off or standing choose 1|2|off"));
	free(res->text);
	res->text = pb_asprintf("from now on: %s %s", what, off ? "is asked again" : how);
	return (PB_OK);
}
