/*++
/* NAME
/*	dm_fx 3
/* SUMMARY
/*	Dark Moon's effect language: the verbs and quantities of its cards
/* SYNOPSIS
/*	#include "games/dm/dm.h"
/*
/*	struct dm_fx *dm_fx_compile(const char *text, struct pb_err *err);
/*	void	dm_fx_free(struct dm_fx *fx);
/*	char	*dm_fx_print(const struct dm_fx *fx);
/* DESCRIPTION
/*	What a card does is data: steps joined by "+", each a verb and
/*	its number, read with the toolkit's expr(3).  "outpost 1 +
/*	suspicion 1" draws an Outpost token and moves the Suspicion cube;
/*	"if commander_infected or commander_fatigued then lose else win"
/*	is Protect Self-Destruct Codes.  The verbs (N a count, S a signed
/*	number; "the subject" is the player the card names, else the
/*	active player):
/* .nf
/*	shield N	N Shield tokens, each followed by a shield test
/*	unshield N	N Shield tokens removed, the farthest first
/*	outpost N	N Outpost tokens drawn at random
/*	unoutpost N	the last N Outpost tokens placed go back
/*	fatigue N	N Fatigue tokens drawn at random
/*	unfatigue N	the last N Fatigue tokens drawn go back
/*	cube N		N Event cubes on the current Event
/*	suspicion S	the Suspicion cube moves S spaces
/*	retrieve N	every unrevealed player takes up to N dice
/*	token S		the subject takes a Die token (+1 or -1)
/*	tokens S	every unrevealed player takes one
/*	discard N	the subject puts N dice in Available
/*	give		the subject takes a -1 Die token, the active
/*			player a +1 (Act of Trust)
/*	quarantine	the subject goes to quarantine, without a vote
/*	release		the subject leaves quarantine
/*	vote		a vote on the subject, called by the active player
/*	commander	the subject becomes Commander
/*	test		a shield test
/*	salvage		Outpost and Fatigue tokens out are reshuffled and
/*			as many redrawn
/*	judge		the Commander quarantines or releases a player of
/*			its choice, without a vote (Blood Testing)
/*	win		the Uninfected win
/*	lose		the Infected win
/*	if C then A else B
/* .fi
/*	The quantities of a condition: shield, outposts, fatigue,
/*	suspicion, players (unrevealed), quarantined, revealed,
/*	commander_infected, commander_fatigued, subject_infected (0 or 1).
/*
/*	dm_fx_compile() compiles text (NULL with err, a sentence for the
/*	pack's author); dm_fx_print() writes the canonical text back
/*	(caller frees); dm_fx_free(NULL) is a no-op.  Running an effect
/*	is the rules' business (the turn).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/expr.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm.h"

/* Arguments: 'P' a count, 'N' a signed number, "" none. */
static const struct expr_verb dm_verbs[DM_NVERBS] = {
	[DM_V_SHIELD] = { "shield", "P", 0 },
	[DM_V_UNSHIELD] = { "unshield", "P", 0 },
	[DM_V_OUTPOST] = { "outpost", "P", 0 },
	[DM_V_UNOUTPOST] = { "unoutpost", "P", 0 },
	[DM_V_FATIGUE] = { "fatigue", "P", 0 },
	[DM_V_UNFATIGUE] = { "unfatigue", "P", 0 },
	[DM_V_CUBE] = { "cube", "P", 0 },
	[DM_V_SUSPICION] = { "suspicion", "N", 0 },
	[DM_V_RETRIEVE] = { "retrieve", "P", 0 },
	[DM_V_TOKEN] = { "token", "N", 0 },
	[DM_V_TOKENS] = { "tokens", "N", 0 },
	[DM_V_DISCARD] = { "discard", "P", 0 },
	[DM_V_GIVE] = { "give", "", 0 },
	[DM_V_QUARANTINE] = { "quarantine", "", 0 },
	[DM_V_RELEASE] = { "release", "", 0 },
	[DM_V_VOTE] = { "vote", "", 0 },
	[DM_V_COMMANDER] = { "commander", "", 0 },
	[DM_V_TEST] = { "test", "", 0 },
	[DM_V_SALVAGE] = { "salvage", "", 0 },
	[DM_V_JUDGE] = { "judge", "", 0 },
	[DM_V_WIN] = { "win", "", 0 },
	[DM_V_LOSE] = { "lose", "", 0 },
	[DM_V_IF] = { "if", "", 0 },
	[DM_V_EVAC] = { "evac", "N", 0 },
	[DM_V_GROUND] = { "ground", "", 0 },
};

static const struct expr_quantity dm_quantities[DM_NQUANTITIES] = {
	[DM_Q_SHIELD] = { "shield", 0, 0 },
	[DM_Q_OUTPOSTS] = { "outposts", 0, 0 },
	[DM_Q_FATIGUE] = { "fatigue", 0, 0 },
	[DM_Q_SUSPICION] = { "suspicion", 0, 0 },
	[DM_Q_PLAYERS] = { "players", 0, 0 },
	[DM_Q_QUARANTINED] = { "quarantined", 0, 0 },
	[DM_Q_REVEALED] = { "revealed", 0, 0 },
	[DM_Q_COMMANDER_INFECTED] = { "commander_infected", 0, 0 },
	[DM_Q_COMMANDER_FATIGUED] = { "commander_fatigued", 0, 0 },
	[DM_Q_SUBJECT_INFECTED] = { "subject_infected", 0, 0 },
	[DM_Q_EVAC] = { "evac", 0, 0 },
	[DM_Q_AUTHORIZED] = { "authorized", 0, 0 },
	[DM_Q_AMPUTATED] = { "amputated", 0, 0 },
};

static const struct expr_lang dm_lang = {
	dm_quantities, DM_NQUANTITIES, NULL, NULL, dm_verbs, DM_NVERBS,
};

static struct dm_fx *steps_read(struct expr_lex *, int);

/* dm_fx_free - release a compiled effect */

void
dm_fx_free(struct dm_fx *fx)
{
	int i;

	if (fx == NULL)
		return;
	for (i = 0; i < fx->n; i++) {
		expr_clear(&fx->st[i].cond);
		dm_fx_free(fx->st[i].then);
		dm_fx_free(fx->st[i].els);
	}
	free(fx->st);
	free(fx);
}

/* step_read - one step into the list; 1 for a gate (if) */

static int
step_read(struct expr_lex *lx, void *list, int in_then)
{
	struct dm_fx   *fx = list;
	struct dm_step *st;
	const char     *a;

	fx->st = pb_realloc(fx->st, (size_t)(fx->n + 1) * sizeof(*fx->st));
	st = &fx->st[fx->n++];
	memset(st, 0, sizeof(*st));
	if ((st->verb = expr_verb(lx)) < 0) {
		st->verb = DM_V_WIN; /* nothing to free */
		return (0);
	}
	if (st->verb == DM_V_IF) {
		expr_parse(&st->cond, lx);
		if (!lx->failed && expr_then(lx)) {
			st->then = steps_read(lx, 1);
			if (!lx->failed && expr_else(lx))
				st->els = steps_read(lx, in_then);
		}
		return (1);
	}
	for (a = dm_verbs[st->verb].args; *a; a++)
		expr_count(lx, *a, &st->n);
	if (st->verb == DM_V_TOKEN || st->verb == DM_V_TOKENS)
		if (!lx->failed && st->n != 1 && st->n != -1)
			expr_fail(lx, "a Die token is +1 or -1, not %d", st->n);
	return (0);
}

/* steps_read - steps joined by + */

static struct dm_fx *
steps_read(struct expr_lex *lx, int in_then)
{
	struct dm_fx *fx = pb_calloc(1, sizeof(*fx));

	expr_steps(lx, in_then, step_read, fx);
	return (fx);
}

/* dm_fx_compile - an effect text compiled, NULL with err */

struct dm_fx *
dm_fx_compile(const char *text, struct pb_err *err)
{
	struct expr_lex lx;
	struct dm_fx   *fx;

	expr_start(&lx, text, &dm_lang, 0, NULL);
	fx = steps_read(&lx, 0);
	if (!lx.failed)
		expr_end(&lx);
	if (lx.failed) {
		pb_err_set(err, PB_EDATA, "%s", lx.err);
		dm_fx_free(fx);
		return (NULL);
	}
	return (fx);
}

/* fx_print - the steps back as text */

static void
fx_print(struct pb_buf *b, const struct dm_fx *fx)
{
	const struct dm_step *st;
	int                   i;

	for (i = 0; i < fx->n; i++) {
		st = &fx->st[i];
		if (i > 0)
			pb_buf_puts(b, " + ");
		pb_buf_puts(b, dm_verbs[st->verb].word);
		if (st->verb == DM_V_IF) {
			pb_buf_puts(b, " ");
			expr_print(b, &st->cond, &dm_lang);
			pb_buf_puts(b, " then ");
			fx_print(b, st->then);
			if (st->els != NULL) {
				pb_buf_puts(b, " else ");
				fx_print(b, st->els);
			}
		} else if (dm_verbs[st->verb].args[0] != '\0') {
			pb_buf_puts(b, " ");
			if (dm_verbs[st->verb].args[0] == 'N' && st->n > 0)
				pb_buf_puts(b, "+");
			expr_count_print(b, st->n);
		}
	}
}

/* dm_fx_print - canonical text of an effect, caller frees */

char *
dm_fx_print(const struct dm_fx *fx)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (fx != NULL)
		fx_print(&b, fx);
	return (pb_buf_steal(&b));
}
