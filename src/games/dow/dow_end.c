/*++
/* NAME
/*	dow_end 3
/* SUMMARY
/*	Dead of Winter: the end of the game, who wins, the reveal
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	void	dow_game_over(struct dow_state *s, const char *why,
/*			struct pb_buf *log);
/* DESCRIPTION
/*	dow_game_over() ends the game for a reason: "morale" (the track
/*	reached 0: a card, a death, the two-exiled rule), "rounds" (the
/*	round track reached 0) or "objective" (the main objective was
/*	completed at the colony phase step that checks it).  It sets
/*	s->phase to DOW_PHASE_ENDED and s->ended_by to 1, 2 or 3, clears
/*	any decision the game waited for, decides every seat's win, and
/*	appends to the public log the reason and the reveal of every
/*	objective.  A second call does nothing: the first reason stands.
/*
/*	Who wins [IT "Vincere e perdere la partita" p.14]: "when the game
/*	ends, for any reason, a player wins if they have completed their
/*	secret objective; otherwise they lose", so several players may
/*	win, or none.  For the morale and round-track ends the main
/*	objective is not checked [IT p.14], so "the main objective has
/*	been completed" is true only when the game ended by it: that is
/*	what the condition word main means once the game is over
/*	(dow_effect.h).  A seat's objective is dow_objective_met():
/*
/*	- an exiled player with an exiled objective card: that card,
/*	  which replaces the secret objective (E41; pbemd reads "alters"
/*	  as "replaces", and the pack's exiled cards are written so);
/*	- otherwise the secret or betrayal card: a betrayer wins by its
/*	  own card, whatever the colony did;
/*	- with no secret objective (the cooperative variant and every
/*	  2-player game [IT "Partita collaborativa"]): the main
/*	  objective, so everyone wins exactly when it is completed.
/*
/*	An eliminated player (elimination variant) has left the game and
/*	loses (GUESS: the rulebooks do not say).
/* DIAGNOSTICS
/*	An unknown reason is a broken invariant: pb_panic().
/* SEE ALSO
/*	dow_effect(3h), objective conditions; dow_colony(3), the colony
/*	phase; dow_harm(3), morale.
/*--*/

/* System. */
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

static const struct reason {
	const char *why;
	const char *text;
} reasons[] = {
	{ "morale", "Morale has fallen to 0: the game is over." },
	{ "rounds", "The round track has reached 0: the game is over." },
	{ "objective", "The main objective is completed: the game is over." },
	{ "moderator", "The moderator has ended the game: nobody wins." },
	{ "abandoned", "Every player agreed to abandon the game: nobody wins." },
};

/* reveal_seat - one seat's objective and result, to the log */

static void
reveal_seat(const struct dow_state *s, int k, struct pb_buf *log)
{
	const struct dow_player    *p = &s->pl[k];
	const struct dow_objective *o, *sec;

	sec = p->secret >= 0 ? &s->pack->obj[p->secret] : NULL;
	o = p->exiled && p->exiled_obj >= 0 ? &s->pack->obj[p->exiled_obj] : sec;
	pb_buf_printf(log, "Player %d", k);
	if (o == NULL)
		pb_buf_puts(log, " (no secret objective: the colony's goal)");
	else if (o != sec)
		pb_buf_printf(log, " (exiled: %s, replacing %s %s)", o->n.name,
		    sec && sec->kind == DOW_BETRAYAL ? "the betrayal card" : "the secret objective",
		    sec ? sec->n.name : "none");
	else
		pb_buf_printf(log, " (%s: %s)",
		    o->kind == DOW_BETRAYAL ? "betrayal" : "secret objective", o->n.name);
	if (p->out)
		pb_buf_puts(log, " was eliminated and loses.\n");
	else
		pb_buf_printf(log, " %s.\n", p->won ? "WINS" : "loses");
	if (o != NULL)
		pb_buf_printf(log, "  Goal: %s\n", o->goal);
}

/* dow_game_over - the game ends now for why; wins and the reveal */

void
dow_game_over(struct dow_state *s, const char *why, struct pb_buf *log)
{
	size_t i;
	int    k;

	/* Sanity checks. */
	if (s->phase == DOW_PHASE_ENDED)
		return;
	for (i = 0; i < PB_NELEM(reasons); i++)
		if (strcmp(why, reasons[i].why) == 0)
			break;
	if (i == PB_NELEM(reasons))
		pb_panic("dow_game_over: unknown reason \"%s\"", why);

	/* The end: nothing is waited for any more. */
	s->phase = DOW_PHASE_ENDED;
	s->ended_by = (int)i + 1;
	s->wait.kind = DOW_W_NONE;
	s->wait.cards.n = 0;

	/* Every seat's win, with the state as it is now. */
	for (k = 1; k <= s->nseats; k++)
		s->pl[k].won = !s->pl[k].out && s->ended_by <= 3 && dow_objective_met(s, k);

	/* The reveal. */
	if (log == NULL)
		return;
	pb_buf_printf(log, "%s\n", reasons[i].text);
	pb_buf_printf(log, "The main objective, %s, was %scompleted.\n",
	    s->pack->main[s->main].n.name, s->ended_by == 3 ? "" : "not ");
	for (k = 1; k <= s->nseats; k++)
		reveal_seat(s, k, log);
}
