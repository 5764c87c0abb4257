/*++
/* NAME
/*	dow_time 3
/* SUMMARY
/*	Dead of Winter: what the game waits on, default actions, moderation
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	const char *dow_decision(const void *g, int seat);
/*	long	dow_decision_round(const void *g, int seat);
/*	char	*dow_default_line(const void *g, int seat, int attempt);
/*	enum pb_rc dow_moderate(void *g, const struct lex_line *l,
/*				struct game_result *res, struct pb_err *err);
/* DESCRIPTION
/*	The three game_ops the arbiter's clock and moderator use
/*	(game.h).  They are pure like the rest of the module.
/*
/*	dow_decision_round() is the round, in which a seat's turn is
/*	asked anew.  dow_decision() names the decision the game waits on
/*	from seat:
/*
/*	decision	when
/*	setup		the seat has not kept its survivors and leader
/*	turn		it is the seat's turn and nothing else is waited on
/*	search		the seat's search shows cards: keep one or noise
/*	bite		a survivor of the seat is bitten
/*	vote		an exile vote waits for the seat's vote
/*	choose		the seat must choose a crossroads option
/*	request		a request for cards waits for the seat's answer
/*	send		the exiled seat must send survivors out of the colony
/*
/*	dow_default_line() is the command a seat is deemed to have sent
/*	when its deadline and grace have passed (pbemd-dow(7), DEFAULT
/*	ACTIONS): attempt 0 is the first choice, and when the game
/*	refuses it the arbiter asks for attempt 1, 2 ... until one applies
/*	or NULL says there is none left:
/*
/*	decision	default
/*	setup		keep the first survivors dealt, then the first of
/*			them as leader (two lines, one per call)
/*	turn		end (the unused dice are lost)
/*	search		keep the first card seen
/*	bite		bite die (the survivor dies, the bite spreads no
/*			further: the arbiter does not gamble for a player)
/*	vote		vote no: a missing vote is an abstention, and only
/*			yes votes exile
/*	choose		choose 1, else choose 2 (the option that can happen)
/*	request		give nothing
/*	send		send all to the first location, in board order
/*			(police, grocery, school, gas, library, hospital),
/*			that has room
/*
/*	dow_moderate() applies a moderator's change to the game itself:
/*	"remove SEAT" (the seat's survivors leave the game without a
/*	morale loss, its hand goes to the box, the seat is out and loses;
/*	refused during the set-up, while the game waits on that seat, or
/*	when fewer than two seats would stay), "end" (the game ends now,
/*	nobody wins, everything is revealed) and "abandon" (the same, by
/*	the players' unanimous consent).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"

/* dow_decision_round - the round: each round's turn is asked anew */

long
dow_decision_round(const void *g, int seat)
{
	(void)seat;
	return (dow_game_state((void *)g)->round);
}

/* dow_decision - the decision the game waits on from seat, or NULL */

const char *
dow_decision(const void *g, int seat)
{
	const struct dow_state *s = dow_game_state((void *)g);

	if (seat < 1 || seat > s->nseats || s->phase == DOW_PHASE_ENDED)
		return (NULL);
	if (s->phase == DOW_PHASE_SETUP)
		return (s->pl[seat].ready ? NULL : "setup");
	switch (s->wait.kind) {
	case DOW_W_NONE:
		return (s->active == seat ? "turn" : NULL);
	case DOW_W_VOTE:
		return (s->wait.votes[seat] == DOW_VOTE_DUE ? "vote" : NULL);
	case DOW_W_REQUEST:
		return (s->wait.votes[seat] == DOW_VOTE_DUE ? "request" : NULL);
	case DOW_W_SEARCH:
		return (s->wait.seat == seat ? "search" : NULL);
	case DOW_W_BITE:
		return (s->wait.seat == seat ? "bite" : NULL);
	case DOW_W_XROADS:
		return (s->wait.seat == seat ? "choose" : NULL);
	case DOW_W_SEND:
		return (s->wait.seat == seat ? "send" : NULL);
	default:
		return (NULL);
	}
}

/* setup_line - keep the first survivors dealt, then lead with the first */

static char *
setup_line(const struct dow_state *s, int seat, int attempt)
{
	const struct dow_player *p = &s->pl[seat];
	struct pb_buf            b;
	int                      i, want = dow_keep_count(s);

	if (attempt > 0)
		return (NULL);
	if (p->kept.n > 0 && p->leader < 0)
		return (pb_asprintf("leader %s", s->pack->surv[p->kept.v[0]].n.id));
	pb_buf_init(&b);
	pb_buf_puts(&b, "keep");
	for (i = 0; i < want && i < p->offered.n; i++)
		pb_buf_printf(&b, " %s", s->pack->surv[p->offered.v[i]].n.id);
	return (pb_buf_steal(&b));
}

/* dow_default_line - the command seat is deemed to send, attempt-th choice */

char *
dow_default_line(const void *g, int seat, int attempt)
{
	static const char *const send_to[] = { "police", "grocery", "school", "gas", "library",
		"hospital" };
	const struct dow_state  *s = dow_game_state((void *)g);
	const char              *what = dow_decision(g, seat);

	if (what == NULL)
		return (NULL);
	if (strcmp(what, "setup") == 0)
		return (setup_line(s, seat, attempt));
	if (strcmp(what, "send") == 0)
		return (attempt < (int)PB_NELEM(send_to)
		        ? pb_asprintf("send all to %s", send_to[attempt])
		        : NULL);
	if (strcmp(what, "choose") == 0)
		return (attempt < 2 ? pb_asprintf("choose %d", attempt + 1) : NULL);
	if (attempt > 0)
		return (NULL);
	if (strcmp(what, "turn") == 0)
		return (pb_strdup("end"));
	if (strcmp(what, "vote") == 0)
		return (pb_strdup("vote no"));
	if (strcmp(what, "request") == 0)
		return (pb_strdup("give nothing"));
	if (strcmp(what, "bite") == 0)
		return (pb_strdup("bite die"));
	if (strcmp(what, "search") == 0 && s->wait.cards.n > 0)
		return (
		    pb_asprintf("keep %s", s->pack->item[s->pack->inst[s->wait.cards.v[0]]].n.id));
	return (NULL);
}

/* remove_seat - "remove SEAT": the seat leaves the game */

static enum pb_rc
remove_seat(
    struct dow_state *s, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	char *end;
	long  seat;

	seat = l->argc == 2 ? strtol(l->argv[1], &end, 10) : 0;
	if (l->argc != 2 || *end != '\0' || seat < 1 || seat > s->nseats)
		return (
		    pb_err_set(err, PB_EDATA, "remove takes a seat number, 1 to %d", s->nseats));
	if (s->phase == DOW_PHASE_SETUP)
		return (pb_err_set(err, PB_EDATA,
		    "the set-up is not over: replace Player %ld instead of removing it", seat));
	if (s->pl[seat].out)
		return (pb_err_set(err, PB_EDATA, "Player %ld is already out of the game", seat));
	if (dow_seats_in(s) < 3)
		return (pb_err_set(err, PB_EDATA,
		    "removing Player %ld would leave fewer than two players: end the game instead",
		    seat));
	if (s->active == seat || (s->wait.kind != DOW_W_NONE && s->wait.seat == seat)
	    || s->wait.votes[seat] == DOW_VOTE_DUE)
		return (pb_err_set(err, PB_EDATA,
		    "the game waits on Player %ld: force its default action first", seat));
	if (s->journal.s == NULL)
		pb_buf_init(&s->journal);
	dow_seat_remove(s, (int)seat, &s->journal);
	res->text = pb_asprintf("Player %ld is out of the game", seat);
	res->event = pb_buf_steal(&s->journal);
	pb_buf_init(&s->journal);
	res->broadcast = 1;
	return (PB_OK);
}

/* dow_moderate - a moderator's change to the game itself */

enum pb_rc
dow_moderate(void *g, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct dow_state *s = dow_game_state(g);
	int               abandon;

	if (l->argc == 0)
		return (pb_err_set(err, PB_EDATA, "no moderator command"));
	if (s->phase == DOW_PHASE_ENDED)
		return (pb_err_set(err, PB_EDATA, "the game has ended"));
	if (strcmp(l->argv[0], "remove") == 0)
		return (remove_seat(s, l, res, err));
	abandon = strcmp(l->argv[0], "abandon") == 0;
	if (l->argc != 1 || (!abandon && strcmp(l->argv[0], "end") != 0))
		return (pb_err_set(err, PB_EDATA,
		    "Dead of Winter knows the moderator commands remove SEAT, end and abandon"));
	if (s->journal.s == NULL)
		pb_buf_init(&s->journal);
	dow_game_over(s, abandon ? "abandoned" : "moderator", &s->journal);
	res->text = pb_strdup(abandon ? "the game is abandoned" : "the game is ended");
	res->event = pb_buf_steal(&s->journal);
	pb_buf_init(&s->journal);
	res->broadcast = 1;
	return (PB_OK);
}
