/*++
/* NAME
/*	dow_request 3
/* SUMMARY
/*	Dead of Winter: requests for item cards [IT p.10]
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	request [WHAT] [on SURVIVOR] [at LOCATION]
/*		the active player asks every other player in the game for
/*		item cards; WHAT is free text passed on to them ("fuel",
/*		"anything to eat").  The game waits for each of them.  "on"
/*		and "at" name the targets of the cards given, as "play"
/*		does: they are chosen with the request, since the cards
/*		are played at once, with no mail between.
/*	give CARD | give nothing
/*		an asked player's answer: one card of the hand, or none.
/*
/*	A given card is revealed and played at once for the requester
/*	[IT]: an equipment card is equipped to the survivor named with
/*	"on" when the requester controls it, else to the requester's
/*	leader (or its first survivor); any other card takes effect on
/*	the survivor named (else the leader) and the location named (else
/*	that survivor's), and goes to the waste pile (out of the game for
/*	an event, or for an exiled requester).  A card whose effect
/*	cannot happen there is wasted.
/*	It never goes to the crisis.  Several requests per turn are
/*	allowed (E17: "1 or more"); one card per asked player per request.
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

/* dow_act_request - ask the other players for cards */

enum pb_rc
dow_act_request(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const char *names[64], *ids[64];
	char       *what;
	int         k, asked = 0, nwhat, n = 0, cards[64], on = -1, at = -1, used, i;

	(void)res;
	for (k = 1; k <= s->nseats; k++)
		asked += k != seat && !s->pl[k].out;
	if (asked == 0)
		return (pb_err_set(err, PB_EDATA, "there is nobody to ask"));
	for (nwhat = 1; nwhat < l->argc; nwhat++)
		if (strcmp(l->argv[nwhat], "on") == 0 || strcmp(l->argv[nwhat], "at") == 0)
			break;
	for (i = 0; i < s->ngroup && n < 64; i++) {
		cards[n] = s->group[i].card;
		names[n] = s->pack->surv[s->group[i].card].n.name;
		ids[n++] = s->pack->surv[s->group[i].card].n.id;
	}
	for (i = nwhat; i < l->argc;) {
		if (strcmp(l->argv[i], "at") == 0 && i + 1 < l->argc && at < 0
		    && (at = dow_word_loc(l->argv[i + 1])) >= 0)
			i += 2;
		else if (strcmp(l->argv[i], "on") == 0 && i + 1 < l->argc && on < 0
		    && (k = lex_match(
		            names, ids, (size_t)n, l->argv + i + 1, l->argc - i - 1, &used))
		        >= 0) {
			on = cards[k];
			i += 1 + used;
		} else
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\": after the request, on SURVIVOR (in play) and at LOCATION name"
			    " the targets of the cards given",
			    l->argv[i]));
	}
	s->wait.kind = DOW_W_REQUEST;
	s->wait.seat = seat;
	s->wait.survivor = on;
	s->wait.loc = at;
	s->wait.cards.n = 0;
	/* Every other seat in the game answers, each in the open. */
	seats_vote_open(
	    s->wait.votes, DOW_MAXSEATS + 1, s->nseats, ~(dow_seats_out(s) | 1u << seat));
	what = lex_join(l->argv + 1, nwhat - 1);
	pb_buf_printf(&s->journal, "Player %d requests item cards%s%s%s from the other players.\n",
	    seat, *what ? " (\"" : "", what, *what ? "\")" : "");
	free(what);
	return (PB_OK);
}

/* leader_of - the group index of a seat's leader (or first survivor), -1 */

static int
leader_of(const struct dow_state *s, int seat)
{
	int i, first = -1;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat) {
			if (s->group[i].leader)
				return (i);
			if (first < 0)
				first = i;
		}
	return (first);
}

/* play_given - the given card is played at once for the requester */

static void
play_given(struct dow_state *s, int to, int inst)
{
	const struct dow_item    *it = &s->pack->item[s->pack->inst[inst]];
	const struct dow_item_fx *fx = &s->pack->fx->item[s->pack->inst[inst]];
	struct dow_target         t;
	struct pb_err             err;
	int                       gi = leader_of(s, to), on;

	/* The survivor named with the request, while still in play. */
	if (s->wait.survivor >= 0 && (on = dow_group_find(s, s->wait.survivor)) >= 0
	    && (s->group[on].seat == to || it->kind != DOW_EQUIP))
		gi = on;
	if (it->kind == DOW_EQUIP && gi >= 0) {
		deck_push(&s->group[gi].equip, inst);
		pb_buf_printf(&s->journal, "%s equips %s.\n", dow_surv_name(s, s->group[gi].card),
		    it->n.name);
		return;
	}
	deck_push(it->kind == DOW_EVENT || s->pl[to].exiled ? &s->box : &s->waste, inst);
	dow_target_init(&t);
	t.card = inst;
	if (gi >= 0) {
		t.self = t.surv = s->group[gi].card;
		t.loc = s->group[gi].loc;
	}
	if (s->wait.loc >= 0)
		t.loc = s->wait.loc;
	if (fx->play == NULL || fx->when == DOW_WHEN_MOVE
	    || (fx->req && !dow_cond_eval(s, to, fx->req))
	    || dow_effect_apply_to(s, to, fx->play, &t, &s->journal, &err) != PB_OK)
		pb_buf_printf(
		    &s->journal, "%s cannot take effect now and is wasted.\n", it->n.name);
}

/* dow_act_give - "give CARD" or "give nothing": an answer to a request */

enum pb_rc
dow_act_give(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct deck *h = &s->pl[seat].hand;
	int                pos, used, inst, to = s->wait.seat;

	if (s->wait.kind != DOW_W_REQUEST || !seats_vote_due(s->wait.votes, seat))
		return (pb_err_set(err, PB_EDATA, "no request waits for your answer"));
	if (l->argc < 2)
		return (pb_err_set(err, PB_EDATA, "answer give CARD or give nothing"));
	if (strcmp(l->argv[1], "nothing") == 0 || strcmp(l->argv[1], "no") == 0) {
		seats_vote_cast(s->wait.votes, seat, DOW_NO);
		dow_emit(s, DOW_EV_REQUEST_REFUSED, -1, -1, -1, -1, seat);
		pb_buf_printf(&s->journal, "Player %d gives nothing.\n", seat);
	} else {
		if ((pos = dow_pile_match(s, h, l->argv + 1, l->argc - 1, &used)) < 0)
			return (pb_err_set(
			    err, PB_EDATA, "\"%s\" is not a card in your hand", l->argv[1]));
		inst = h->v[pos];
		deck_remove_at(&s->pl[seat].hand, pos);
		seats_vote_cast(s->wait.votes, seat, DOW_YES);
		dow_emit(s, DOW_EV_REQUEST_GIVEN, -1, -1, -1,
		    s->pack->item[s->pack->inst[inst]].type, seat);
		pb_buf_printf(&s->journal, "Player %d gives Player %d %s, played at once.\n", seat,
		    to, s->pack->item[s->pack->inst[inst]].n.name);
		play_given(s, to, inst);
	}
	res->broadcast = 1;
	if (s->wait.kind == DOW_W_REQUEST && seats_vote_all_in(s->wait.votes, s->nseats)) {
		s->wait.kind = DOW_W_NONE;
		s->wait.seat = 0;
		s->wait.survivor = -1;
		s->wait.loc = 0;
		pb_buf_puts(&s->journal, "Every player has answered the request.\n");
	}
	return (PB_OK);
}
