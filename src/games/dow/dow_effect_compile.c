/*++
/* NAME
/*	dow_effect_compile 3
/* SUMMARY
/*	Dead of Winter: compile conditions, effects, modifiers and triggers
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	Conditions and lists of steps are read by expr(3h) with Dead of
/*	Winter's quantities (the table fx_qdefs, whose arguments
/*	c_qarg() reads) and verbs (fx_vdefs, whose arguments
/*	step_args() reads, then step_check() applies the rules of each
/*	verb); modifiers and triggers have a parser of their own, each
/*	table-driven; then the entry points that compile one text.
/* DIAGNOSTICS
/*	See dow_effect(3).
/* SEE ALSO
/*	dow_effect(3), dow_effect_private(3h), expr(3h).
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/expr.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== conditions: compile ============================================= */

const struct expr_quantity fx_qdefs[Q_COUNT + 1] = {
	[Q_MORALE] = { "morale", QA_NONE, 0 },
	[Q_ROUNDS] = { "rounds", QA_NONE, 0 },
	[Q_ROUND] = { "round", QA_NONE, 0 },
	[Q_FOOD] = { "food", QA_NONE, 0 },
	[Q_STARVATION] = { "starvation", QA_NONE, 0 },
	[Q_WASTE] = { "waste", QA_NONE, 0 },
	[Q_SAMPLES] = { "samples", QA_NONE, 0 },
	[Q_KILLS] = { "kills", QA_NONE, 0 },
	[Q_PLAYERS] = { "players", QA_NONE, 0 },
	[Q_PLAYERS_IN] = { "players_in", QA_NONE, 0 },
	[Q_EXILED_PLAYERS] = { "exiled_players", QA_NONE, 0 },
	[Q_MAIN] = { "main", QA_NONE, QF_MAIN },
	[Q_ZOMBIES] = { "zombies", QA_LOC, 0 },
	[Q_BARRICADES] = { "barricades", QA_LOC, 0 },
	[Q_BARRICADED] = { "barricaded", QA_LOC, 0 },
	[Q_NOISE] = { "noise", QA_LOC, 0 },
	[Q_HELPLESS] = { "helpless", QA_LOC, 0 },
	[Q_PEOPLE] = { "people", QA_LOC, 0 },
	[Q_FROSTBITTEN] = { "frostbitten", QA_LOC, 0 },
	[Q_MAX_ZOMBIES] = { "max_zombies", QA_LOCOPT, 0 },
	[Q_WOUNDED_ALL] = { "wounded_all", QA_NONE, 0 },
	[Q_COLONY_PLAYERS] = { "colony_players", QA_NONE, 0 },
	[Q_HAND] = { "hand", QA_TYPE, QF_SEAT },
	[Q_EQUIPPED] = { "equipped", QA_TYPE, QF_SEAT },
	[Q_CARRIED] = { "carried", QA_TYPE, QF_SEAT },
	[Q_HAND_TYPES] = { "hand_types", QA_NONE, QF_SEAT },
	[Q_SURVIVORS] = { "survivors", QA_LOCOPT, QF_SEAT },
	[Q_OTHERS] = { "others", QA_LOCOPT, QF_SEAT },
	[Q_WOUNDED] = { "wounded", QA_NONE, QF_SEAT },
	[Q_MAX_WOUNDS] = { "max_wounds", QA_NONE, QF_SEAT },
	[Q_UNEQUIPPED] = { "unequipped", QA_NONE, QF_SEAT },
	[Q_DICE] = { "dice", QA_DIE, QF_SEAT },
	[Q_EXILED] = { "exiled", QA_NONE, QF_SEAT },
	[Q_LEADER_HIGHEST] = { "leader_highest", QA_NONE, QF_SEAT },
	[Q_LEADER_LOWEST] = { "leader_lowest", QA_NONE, QF_SEAT },
	[Q_CONTROLS] = { "controls", QA_SURV, QF_SEAT },
	[Q_COUNT] = { "count", QA_NONE, QF_EVENT },
};

/* c_qarg - the argument of quantity n->q into node n (lang qarg) */

static void
c_qarg(struct expr_lex *lx, struct expr_node *n)
{
	const unsigned la = LA_ONE | LA_SUM | LA_HERE;
	int            v;

	switch (fx_qdefs[n->q].arg) {
	case QA_LOC:
		n->arg = fx_parse_loc(lx, la);
		break;
	case QA_LOCOPT:
		n->arg = lx->tok == EXPR_T_WORD && fx_loc_word(lx->word) >= 0 ? fx_parse_loc(lx, la)
		    : n->q == Q_MAX_ZOMBIES                                   ? L_OUTSIDE
		                                                              : NOLOC;
		break;
	case QA_TYPE:
		n->arg = fx_parse_type(lx, 1);
		break;
	case QA_DIE:
		if (lx->tok == EXPR_T_NUM && lx->num >= 1 && lx->num <= 6 && !lx->signed_) {
			n->arg = lx->num;
			expr_next(lx);
		} else if (expr_is_word(lx, "any")) {
			n->arg = 0;
			expr_next(lx);
		} else
			expr_expected(lx, "a die value 1 to 6 or any");
		break;
	case QA_SURV:
		if (lx->tok != EXPR_T_WORD || (v = fx_surv_index(lx->arg, lx->word)) < 0) {
			expr_expected(lx, "a survivor id");
			return;
		}
		n->arg = v;
		n->id = pb_strdup(lx->word);
		expr_next(lx);
		if (lx->tok == EXPR_T_WORD && fx_loc_word(lx->word) >= 0)
			n->arg2 = fx_parse_loc(lx, LA_ONE);
		break;
	}
}

/* fx_cond_free - release a condition */

void
fx_cond_free(struct dow_cond *c)
{
	if (c == NULL)
		return;
	expr_clear(&c->x);
	free(c);
}

/* cond_parse - a condition up to a word it does not know (then, the end) */

static struct dow_cond *
cond_parse(struct expr_lex *lx)
{
	struct dow_cond *c = pb_calloc(1, sizeof(*c));

	expr_parse(&c->x, lx);
	return (c);
}

/* ==== effects: compile ================================================ */

const struct expr_verb fx_vdefs[V_IF + 1] = {
	[V_FOOD] = { "food", "N", 0 },
	[V_MORALE] = { "morale", "N", 0 },
	[V_STARVATION] = { "starvation", "N", 0 },
	[V_HELPLESS] = { "helpless", "Nl", 0 },
	[V_KILL_HELPLESS] = { "kill_helpless", "Pl", 0 },
	[V_CLEAN] = { "clean", "P", 0 },
	[V_DISCARD] = { "discard", "P", VF_SEAT },
	[V_PAY] = { "pay", "T", VF_SEAT },
	[V_DISCARD_EACH] = { "discard_each", "P", 0 },
	[V_DRAW] = { "draw", "KP", VF_SEAT },
	[V_FETCH] = { "fetch", "KT", VF_SEAT },
	[V_MILL] = { "mill", "KP", 0 },
	[V_PEEK] = { "peek", "KP", VF_SEAT },
	[V_PEEK_CRISIS] = { "peek_crisis", "P", VF_SEAT },
	[V_PEEK_CONTRIB] = { "peek_contrib", "", VF_SEAT },
	[V_REVEAL] = { "reveal", "KPT", VF_SEAT },
	[V_ZOMBIES] = { "zombies", "LP", VF_SETS },
	[V_KILL] = { "kill", "LP", VF_SETS },
	[V_MOVE_ZOMBIES] = { "move_zombies", "LLP", 0 },
	[V_NOISE] = { "noise", "LN", VF_SETS },
	[V_BARRICADE] = { "barricade", "LN", 0 },
	[V_WOUND] = { "wound", "WP", 0 },
	[V_FROSTBITE] = { "frostbite", "WP", 0 },
	[V_HEAL] = { "heal", "WP", 0 },
	[V_UNFROST] = { "unfrost", "WP", 0 },
	[V_EXPOSE] = { "expose", "wp", 0 },
	[V_KILL_SURVIVOR] = { "kill_survivor", "W", 0 },
	[V_RETIRE] = { "retire", "W", 0 },
	[V_SEND] = { "send", "WL", 0 },
	[V_SURVIVOR] = { "survivor", "l", VF_SEAT },
	[V_DIE] = { "die", "P", VF_SEAT },
	[V_REROLL] = { "reroll", "P", VF_SEAT },
	[V_LOSE_DIE] = { "lose_die", "P", VF_SEAT },
	[V_NO_MOVE] = { "no_move", "P", 0 },
	[V_HUNTED] = { "hunted", "", 0 },
	[V_VOTE] = { "vote", "V", VF_SEAT },
	[V_CANCEL_VOTE] = { "cancel_vote", "", 0 },
	[V_NOTHING] = { "nothing", "", 0 },
	[V_NO_EXPOSURE] = { "no_exposure", "", VF_MOVE },
	[V_BEST_EXPOSURE] = { "best_exposure", "", VF_MOVE },
	[V_ROLL] = { "roll", "", 0 },
	[V_IF] = { "if", "", 0 },
};

const char *const fx_who_words[W_NWORDS] = { "target", "near", "self", "each", "yours", "lowest",
	"highest", "worst" };

/* The quantities and verbs of Dead of Winter for expr(3h). */
const struct expr_lang fx_lang = {
	.quantities = fx_qdefs,
	.nquantities = Q_COUNT + 1,
	.qarg = c_qarg,
	.qprint = fx_qprint,
	.verbs = fx_vdefs,
	.nverbs = V_IF + 1,
};

/* loc_next - is the token after the current one a location word */

static int
loc_next(const struct expr_lex *lx)
{
	struct expr_lex ahead = *lx;

	expr_next(&ahead);
	return (ahead.tok == EXPR_T_WORD && fx_loc_word(ahead.word) >= 0);
}

/* parse_who - a who word and its location into st; when a location
 * argument follows (send yours LOC), an optional one needs two words */

static int
parse_who(struct expr_lex *lx, struct step *st, int loc_follows)
{
	const unsigned la = LA_ONE | LA_HERE | LA_THERE;
	int            w;

	if (lx->tok != EXPR_T_WORD || (w = fx_word_index(fx_who_words, W_NWORDS, lx->word)) < 0) {
		expr_expected(lx, "target, near, self, each, yours, lowest, highest or worst");
		return (0);
	}
	if (w == W_TARGET || w == W_YOURS || w == W_WORST) {
		if (!(lx->ctx & CX_SEAT) && w != W_WORST)
			expr_fail(lx, "\"%s\" needs a player", lx->word);
	}
	if ((w == W_SELF || w == W_NEAR) && !(lx->ctx & (CX_SELF | CX_SEAT)))
		expr_fail(lx, "\"%s\" needs a survivor", lx->word);
	st->who = w;
	st->wloc = NOLOC;
	expr_next(lx);
	if (w == W_EACH || w == W_LOWEST || w == W_HIGHEST)
		st->wloc = fx_parse_loc(lx, la);
	else if ((w == W_YOURS || w == W_WORST) && lx->tok == EXPR_T_WORD
	    && fx_loc_word(lx->word) >= 0 && (!loc_follows || loc_next(lx)))
		st->wloc = fx_parse_loc(lx, la);
	if (w == W_WORST && st->wloc == NOLOC && !(lx->ctx & CX_SEAT))
		expr_fail(lx, "\"worst\" without a location needs a player");
	return (!lx->failed);
}

/* step_args - the arguments of verb v by its spec */

static void
step_args(struct expr_lex *lx, struct step *st)
{
	const struct expr_verb *v = &fx_vdefs[st->verb];
	unsigned                la = LA_ONE | LA_HERE | LA_THERE;
	const char             *a;
	int                     first_loc = 1;

	if (v->flags & VF_SETS)
		la |= LA_SUM | LA_OCC;
	st->n = 1;
	for (a = v->args; *a && !lx->failed; a++) {
		switch (*a) {
		case 'N':
		case 'P':
		case 'p':
			expr_count(lx, *a, &st->n);
			break;
		case 'L':
		case 'K':
			if (first_loc)
				st->loc = fx_parse_loc(lx, la);
			else
				st->loc2 = fx_parse_loc(lx, la);
			if (*a == 'K' && st->loc == DOW_COLONY)
				expr_fail(lx, "the colony has no item deck");
			first_loc = 0;
			break;
		case 'l':
			st->loc = DOW_COLONY;
			if (lx->tok == EXPR_T_WORD && fx_loc_word(lx->word) >= 0)
				st->loc = fx_parse_loc(lx, la);
			break;
		case 'W':
			parse_who(lx, st, a[1] == 'L');
			break;
		case 'w':
			st->who = W_SELF;
			st->wloc = NOLOC;
			if (lx->tok == EXPR_T_WORD
			    && fx_word_index(fx_who_words, W_NWORDS, lx->word) >= 0)
				parse_who(lx, st, 0);
			else if (!(lx->ctx & (CX_SELF | CX_SEAT)))
				expr_fail(lx, "\"expose\" without a who needs a survivor");
			break;
		case 'T':
			st->type = fx_parse_type(lx, 0);
			break;
		case 'V':
			if (expr_is_word(lx, "first"))
				st->n = 0;
			else if (expr_is_word(lx, "active"))
				st->n = 1;
			else
				expr_expected(lx, "first or active");
			expr_next(lx);
			break;
		}
	}
}

/* step_check - the rules a step's arguments must follow */

static void
step_check(struct expr_lex *lx, const struct step *st)
{
	const struct expr_verb *v = &fx_vdefs[st->verb];

	if ((v->flags & VF_SEAT) && !(lx->ctx & CX_SEAT))
		expr_fail(lx, "\"%s\" needs a player", v->word);
	if ((v->flags & VF_MOVE) && !(lx->ctx & CX_MOVE))
		expr_fail(lx, "\"%s\" is only for cards played with a move (when = move)", v->word);
	if ((st->verb == V_ZOMBIES || st->verb == V_KILL_HELPLESS) && st->n >= N_ALL)
		expr_fail(lx, "\"%s\" needs a number, not all", v->word);
	if (st->verb == V_NOISE && st->loc == DOW_COLONY)
		expr_fail(lx, "the colony takes no noise tokens");
	if ((st->verb == V_HELPLESS || st->verb == V_FOOD || st->verb == V_MORALE
	        || st->verb == V_STARVATION)
	    && (st->n >= N_ALL || st->n <= -N_ALL))
		expr_fail(lx, "\"%s\" needs a number, not all", v->word);
	if ((st->verb == V_NOISE || st->verb == V_BARRICADE) && st->n >= N_ALL)
		expr_fail(lx, "\"%s\" adds a number, not all", v->word);
	if (st->verb == V_MOVE_ZOMBIES && st->loc == st->loc2)
		expr_fail(lx, "\"move_zombies\" needs two different locations");
}

static struct dow_effect *steps_parse(struct expr_lex *, int in_then);

/* gate_parse - "roll N then ..." or "if COND then ...": the rest of the list */

static void
gate_parse(struct expr_lex *lx, struct step *st, int in_then)
{
	if (st->verb == V_ROLL) {
		if (lx->tok != EXPR_T_NUM || lx->signed_ || lx->num < 1 || lx->num > 6)
			expr_expected(lx, "a die value 1 to 6");
		st->n = lx->num;
		expr_next(lx);
	} else
		st->cond = cond_parse(lx);
	if (!expr_then(lx))
		return;
	st->then = steps_parse(lx, 1);
	if (expr_else(lx))
		st->els = steps_parse(lx, in_then);
}

/* step_parse - one step */

static void
step_parse(struct expr_lex *lx, struct step *st, int in_then)
{
	int v;

	memset(st, 0, sizeof(*st));
	st->loc = st->loc2 = st->wloc = NOLOC;
	st->type = -1;
	if ((v = expr_verb(lx)) < 0)
		return;
	st->verb = v;
	if (v == V_ROLL || v == V_IF) {
		gate_parse(lx, st, in_then);
		return;
	}
	step_args(lx, st);
	if (!lx->failed)
		step_check(lx, st);
}

/* fx_effect_free - release steps */

void
fx_effect_free(struct dow_effect *e)
{
	int i;

	if (e == NULL)
		return;
	for (i = 0; i < e->n; i++) {
		fx_cond_free(e->st[i].cond);
		fx_effect_free(e->st[i].then);
		fx_effect_free(e->st[i].els);
	}
	free(e->st);
	free(e);
}

/* step_add - one more step into list e; 1 when it is a gate, which ends the list */

static int
step_add(struct expr_lex *lx, void *list, int in_then)
{
	struct dow_effect *e = list;
	struct step       *st;

	e->st = pb_realloc(e->st, (size_t)(e->n + 1) * sizeof(*e->st));
	st = &e->st[e->n++];
	step_parse(lx, st, in_then);
	return (st->verb == V_ROLL || st->verb == V_IF);
}

/* steps_parse - steps joined by +; a gate ends the list (expr_steps) */

static struct dow_effect *
steps_parse(struct expr_lex *lx, int in_then)
{
	struct dow_effect *e = pb_calloc(1, sizeof(*e));

	expr_steps(lx, in_then, step_add, e);
	return (e);
}

/* ==== modifiers and triggers: compile ================================== */

const struct mdef fx_mdefs[DOW_MOD_NKINDS] = {
	[DOW_MOD_ATTACK] = { "attack", "-" },
	[DOW_MOD_KILLS] = { "kills", "+" },
	[DOW_MOD_ATTACK_KILLS] = { "attack_kills", "n" },
	[DOW_MOD_NOEXP_ATTACK] = { "no_exposure", "" },
	[DOW_MOD_NOEXP_MOVE] = { "no_exposure", "" },
	[DOW_MOD_BEST_EXPOSURE] = { "best_exposure", "" },
	[DOW_MOD_SAVE_EXPOSURE] = { "save_exposure", "n" },
	[DOW_MOD_WOUNDS_TO_KILL] = { "wounds_to_kill", "n" },
	[DOW_MOD_NO_FROSTBITE] = { "no_frostbite", "" },
	[DOW_MOD_SEARCH_LOOK] = { "search_look", "+" },
	[DOW_MOD_SEARCH_KEEP] = { "search_keep", "+" },
	[DOW_MOD_FREE_BARRICADE] = { "free", "" },
	[DOW_MOD_FREE_CLEAN] = { "free", "" },
	[DOW_MOD_FREE_ATTRACT] = { "free", "" },
	[DOW_MOD_BARRICADE] = { "barricade", "+" },
	[DOW_MOD_FOOD_DIE] = { "food_die", "n" },
	[DOW_MOD_UPKEEP] = { "upkeep", "-" },
	[DOW_MOD_VOTES] = { "votes", "n" },
	[DOW_MOD_NO_EQUIP] = { "no_equip", "" },
};

/* mod_word - the modifier kind of the current word and what follows */

static int
mod_word(struct expr_lex *lx)
{
	int k;

	if (expr_is_word(lx, "no_exposure") || expr_is_word(lx, "free")) {
		k = expr_is_word(lx, "free");
		expr_next(lx);
		if (!k && expr_is_word(lx, "attack"))
			k = DOW_MOD_NOEXP_ATTACK;
		else if (!k && expr_is_word(lx, "move"))
			k = DOW_MOD_NOEXP_MOVE;
		else if (k && expr_is_word(lx, "barricade"))
			k = DOW_MOD_FREE_BARRICADE;
		else if (k && expr_is_word(lx, "clean"))
			k = DOW_MOD_FREE_CLEAN;
		else if (k && expr_is_word(lx, "attract"))
			k = DOW_MOD_FREE_ATTRACT;
		else {
			expr_expected(lx, k ? "barricade, clean or attract" : "attack or move");
			return (-1);
		}
		expr_next(lx);
		return (k);
	}
	for (k = 0; k < DOW_MOD_NKINDS; k++)
		if (expr_is_word(lx, fx_mdefs[k].word))
			break;
	if (k == DOW_MOD_NKINDS) {
		expr_fail(lx, "unknown modifier \"%s\"", lx->tok == EXPR_T_WORD ? lx->word : "?");
		return (-1);
	}
	expr_next(lx);
	return (k);
}

/* mod_value - the number of modifier k */

static int
mod_value(struct expr_lex *lx, int k)
{
	const char *a = fx_mdefs[k].arg;
	int         v;

	if (*a == '\0')
		return (1);
	if (lx->tok != EXPR_T_NUM || lx->num >= N_ALL || lx->num <= -N_ALL
	    || (*a == '-' && (lx->num >= 0 || !lx->signed_))
	    || (*a == '+' && (lx->num <= 0 || !lx->signed_))
	    || (*a == 'n' && (lx->num < 1 || lx->signed_))) {
		expr_expected(lx,
		    *a == '-'       ? "a negative number (-1)"
		        : *a == '+' ? "a positive number with its sign (+1)"
		                    : "a number of 1 or more");
		return (0);
	}
	v = lx->num;
	expr_next(lx);
	if ((k == DOW_MOD_SAVE_EXPOSURE || k == DOW_MOD_ATTACK) && (v > 6 || v < -5))
		expr_fail(lx, "a die modifier must stay within 1 to 6");
	return (v);
}

/* mods_parse - modifiers joined by + */

static struct dow_mods *
mods_parse(struct expr_lex *lx)
{
	struct dow_mods *m = pb_calloc(1, sizeof(*m));
	struct mod      *md;
	int              k, l;

	m->cost = -1;
	for (;;) {
		if (expr_is_word(lx, "once")) {
			m->once = 1;
			expr_next(lx);
		} else if (expr_is_word(lx, "cost")) {
			expr_next(lx);
			m->cost = fx_parse_type(lx, 0);
		} else if ((k = mod_word(lx)) >= 0) {
			m->m = pb_realloc(m->m, (size_t)(m->n + 1) * sizeof(*m->m));
			md = &m->m[m->n++];
			md->kind = k;
			md->value = mod_value(lx, k);
			md->locs = 0;
			while (lx->tok == EXPR_T_WORD && (l = fx_loc_word(lx->word)) >= 0
			    && (l < NL || l == L_OUTSIDE)) {
				md->locs |= l < NL ? 1u << l : ((1u << NL) - 1) & ~1u;
				expr_next(lx);
			}
		}
		if (lx->failed || lx->tok == EXPR_T_END)
			break;
		if (!expr_is_op(lx, "+")) {
			expr_expected(lx, "\"+\" or the end");
			break;
		}
		expr_next(lx);
	}
	return (m);
}

/* fx_mods_free - release modifiers */

void
fx_mods_free(struct dow_mods *m)
{
	if (m == NULL)
		return;
	free(m->m);
	free(m);
}

const char *const fx_event_words[DOW_EV_NKINDS] = { "turn_start", "anytime", "move", "leave",
	"search", "noise", "keep", "attack", "kill", "attack_survivor", "barricade", "clean",
	"attract", "handoff", "request_given", "request_refused", "spend_food", "play", "vote",
	"vote_any", "exiled", "move_wound", "attack_wound", "frostbite", "bitten", "killed",
	"declared" };

/* fx_trigger_parse - EVENT [LOC ...] [TYPE] [SURVIVOR-ID] */

void
fx_trigger_parse(struct expr_lex *lx, struct dow_trigger *t)
{
	int v;

	t->locs = 0;
	t->type = -1;
	t->surv = -1;
	if (lx->tok != EXPR_T_WORD
	    || (t->event = fx_word_index(fx_event_words, DOW_EV_NKINDS, lx->word)) < 0) {
		expr_expected(lx, "an event");
		return;
	}
	expr_next(lx);
	while (lx->tok == EXPR_T_WORD && !lx->failed) {
		if ((v = fx_loc_word(lx->word)) >= 0 && (v < NL || v == L_OUTSIDE))
			t->locs |= v < NL ? 1u << v : ((1u << NL) - 1) & ~1u;
		else if ((v = fx_word_index(fx_type_words, DOW_NTYPES, lx->word)) >= 0
		    && t->type < 0)
			t->type = v;
		else if ((v = fx_surv_index(lx->arg, lx->word)) >= 0 && t->surv < 0)
			t->surv = v;
		else
			expr_fail(lx, "\"%s\" is not a location, an item type or a survivor id",
			    lx->word);
		expr_next(lx);
	}
	if (lx->tok != EXPR_T_END)
		expr_expected(lx, "the end");
	if ((t->event == DOW_EV_TURN_START || t->event == DOW_EV_ANYTIME) && t->locs && t->surv < 0)
		expr_fail(lx, "a location on %s needs a survivor id", fx_event_words[t->event]);
}

/* fx_compile_effect - a value as effects */

struct dow_effect *
fx_compile_effect(struct expr_lex *lx)
{
	struct dow_effect *e = steps_parse(lx, 0);

	if (!expr_end(lx)) {
		fx_effect_free(e);
		return (NULL);
	}
	return (e);
}

/* fx_compile_cond - a value as a condition */

struct dow_cond *
fx_compile_cond(struct expr_lex *lx)
{
	struct dow_cond *c = cond_parse(lx);

	if (!expr_end(lx)) {
		fx_cond_free(c);
		return (NULL);
	}
	return (c);
}

/* fx_compile_mods - a value as modifiers */

struct dow_mods *
fx_compile_mods(struct expr_lex *lx)
{
	struct dow_mods *m = mods_parse(lx);

	if (!expr_end(lx)) {
		fx_mods_free(m);
		return (NULL);
	}
	return (m);
}

/* fx_kind_ctx - the context of an effect or condition of a card kind */

unsigned
fx_kind_ctx(int kind)
{
	switch (kind) {
	case DOW_FX_SURV:
	case DOW_FX_ITEM:
		return (CX_SEAT | CX_SELF);
	case DOW_FX_XROADS:
		return (CX_SEAT | CX_SELF | CX_MAIN | CX_EVENT);
	case DOW_FX_OBJ:
		return (CX_SEAT | CX_MAIN);
	default:
		return (0);
	}
}

/* dow_effect_compile - one effect text as a card of kind has it */

struct dow_effect *
dow_effect_compile(const struct dow_pack *p, int kind, const char *text, char *err, size_t errlen)
{
	struct dow_effect *e;
	struct expr_lex    lx;

	fx_lex_start(&lx, p, text, fx_kind_ctx(kind));
	if ((e = fx_compile_effect(&lx)) == NULL && err)
		snprintf(err, errlen, "%s", lx.err);
	return (e);
}

/* dow_cond_compile - one condition text as a card of kind has it */

struct dow_cond *
dow_cond_compile(const struct dow_pack *p, int kind, const char *text, char *err, size_t errlen)
{
	struct dow_cond *c;
	struct expr_lex  lx;

	fx_lex_start(&lx, p, text, fx_kind_ctx(kind));
	if ((c = fx_compile_cond(&lx)) == NULL && err)
		snprintf(err, errlen, "%s", lx.err);
	return (c);
}

/* dow_effect_free - release a compiled effect; NULL is a no-op */

void
dow_effect_free(struct dow_effect *e)
{
	fx_effect_free(e);
}

/* dow_cond_free - release a compiled condition; NULL is a no-op */

void
dow_cond_free(struct dow_cond *c)
{
	fx_cond_free(c);
}
