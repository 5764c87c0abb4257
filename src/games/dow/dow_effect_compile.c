/*++
/* NAME
/*	dow_effect_compile 3
/* SUMMARY
/*	Dead of Winter: compile conditions, effects, modifiers and triggers
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	One recursive-descent parser per form, each table-driven:
/*	conditions (quantities), effects (verbs), modifiers, triggers
/*	(events); then the entry points that compile one text.
/* DIAGNOSTICS
/*	See dow_effect(3).
/* SEE ALSO
/*	dow_effect(3), dow_effect_private(3h).
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== conditions: compile ============================================= */

const struct qdef fx_qdefs[Q_COUNT + 1] = {
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

/* cnode_new - append a node, its index */

static int
cnode_new(struct dow_cond *c, int op, int a, int b)
{
	struct cnode *n;

	c->n = pb_realloc(c->n, (size_t)(c->nn + 1) * sizeof(*c->n));
	n = &c->n[c->nn];
	memset(n, 0, sizeof(*n));
	n->op = op;
	n->a = a;
	n->b = b;
	n->arg2 = NOLOC;
	return (c->nn++);
}

static int c_or(struct lex *, struct dow_cond *);

/* c_qarg - the argument of quantity q into node n */

static void
c_qarg(struct lex *lx, struct dow_cond *c, int n, int q)
{
	const unsigned la = LA_ONE | LA_SUM | LA_HERE;
	int            v;

	switch (fx_qdefs[q].arg) {
	case QA_LOC:
		c->n[n].arg = fx_parse_loc(lx, la);
		break;
	case QA_LOCOPT:
		c->n[n].arg = lx->tok == T_WORD && fx_loc_word(lx->word) >= 0 ? fx_parse_loc(lx, la)
		    : q == Q_MAX_ZOMBIES                                      ? L_OUTSIDE
		                                                              : NOLOC;
		break;
	case QA_TYPE:
		c->n[n].arg = fx_parse_type(lx, 1);
		break;
	case QA_DIE:
		if (lx->tok == T_NUM && lx->num >= 1 && lx->num <= 6 && !lx->signed_) {
			c->n[n].arg = lx->num;
			fx_lex_next(lx);
		} else if (fx_is_word(lx, "any")) {
			c->n[n].arg = 0;
			fx_lex_next(lx);
		} else
			fx_expected(lx, "a die value 1 to 6 or any");
		break;
	case QA_SURV:
		if (lx->tok != T_WORD || (v = fx_surv_index(lx->pack, lx->word)) < 0) {
			fx_expected(lx, "a survivor id");
			return;
		}
		c->n[n].arg = v;
		c->n[n].id = pb_strdup(lx->word);
		fx_lex_next(lx);
		if (lx->tok == T_WORD && fx_loc_word(lx->word) >= 0)
			c->n[n].arg2 = fx_parse_loc(lx, LA_ONE);
		break;
	}
}

/* c_atom - number, (cond), or quantity */

static int
c_atom(struct lex *lx, struct dow_cond *c)
{
	int n, q;

	if (lx->tok == T_NUM) {
		if (lx->num >= N_ALL || lx->num <= -N_ALL)
			fx_expected(lx, "a number");
		n = cnode_new(c, C_NUM, -1, -1);
		c->n[n].val = lx->num;
		fx_lex_next(lx);
		return (n);
	}
	if (fx_is_op(lx, "(")) {
		fx_lex_next(lx);
		n = c_or(lx, c);
		if (!fx_is_op(lx, ")"))
			fx_expected(lx, "\")\"");
		fx_lex_next(lx);
		return (n);
	}
	if (lx->tok != T_WORD) {
		fx_expected(lx, "a number or a quantity");
		return (cnode_new(c, C_NUM, -1, -1));
	}
	for (q = 0; q < (int)PB_NELEM(fx_qdefs); q++)
		if (strcmp(fx_qdefs[q].word, lx->word) == 0)
			break;
	if (q == (int)PB_NELEM(fx_qdefs)) {
		fx_lex_fail(lx, "unknown quantity \"%s\"", lx->word);
		return (cnode_new(c, C_NUM, -1, -1));
	}
	if (((fx_qdefs[q].flags & QF_SEAT) && !(lx->ctx & CX_SEAT))
	    || ((fx_qdefs[q].flags & QF_MAIN) && !(lx->ctx & CX_MAIN))
	    || ((fx_qdefs[q].flags & QF_EVENT) && !(lx->ctx & CX_EVENT)))
		fx_lex_fail(lx, "\"%s\" cannot be used here", lx->word);
	n = cnode_new(c, C_Q, -1, -1);
	c->n[n].q = q;
	fx_lex_next(lx);
	c_qarg(lx, c, n, q);
	return (n);
}

/* c_unary - [-] atom */

static int
c_unary(struct lex *lx, struct dow_cond *c)
{
	if (fx_is_op(lx, "-")) {
		fx_lex_next(lx);
		return (cnode_new(c, C_NEG, c_unary(lx, c), -1));
	}
	return (c_atom(lx, c));
}

/* c_level - a left-associative level: ops[i] gives node op ids[i] */

static int
c_level(struct lex *lx, struct dow_cond *c, int (*sub)(struct lex *, struct dow_cond *),
    const char *const *ops, const int *ids, int nops)
{
	int a, i, again = 1;

	a = sub(lx, c);
	while (again && !lx->failed) {
		again = 0;
		for (i = 0; i < nops; i++) {
			if ((ops[i][0] >= 'a' && fx_is_word(lx, ops[i])) || fx_is_op(lx, ops[i])) {
				fx_lex_next(lx);
				a = cnode_new(c, ids[i], a, sub(lx, c));
				again = 1;
				break;
			}
		}
	}
	return (a);
}

/* c_mul - unary {* / unary} */

static int
c_mul(struct lex *lx, struct dow_cond *c)
{
	static const char *const ops[] = { "*", "/" };
	static const int         ids[] = { C_MUL, C_DIV };

	return (c_level(lx, c, c_unary, ops, ids, 2));
}

/* c_add - mul {+ - mul} */

static int
c_add(struct lex *lx, struct dow_cond *c)
{
	static const char *const ops[] = { "+", "-" };
	static const int         ids[] = { C_ADD, C_SUB };

	return (c_level(lx, c, c_mul, ops, ids, 2));
}

/* c_cmp - add [op add] */

static int
c_cmp(struct lex *lx, struct dow_cond *c)
{
	static const char *const ops[] = { ">=", "<=", ">", "<", "==", "!=" };
	static const int         ids[] = { C_GE, C_LE, C_GT, C_LT, C_EQ, C_NE };
	int                      a, i;

	a = c_add(lx, c);
	for (i = 0; i < 6; i++)
		if (fx_is_op(lx, ops[i])) {
			fx_lex_next(lx);
			return (cnode_new(c, ids[i], a, c_add(lx, c)));
		}
	return (a);
}

/* c_not - not/! not, or cmp */

static int
c_not(struct lex *lx, struct dow_cond *c)
{
	if (fx_is_word(lx, "not") || fx_is_op(lx, "!")) {
		fx_lex_next(lx);
		return (cnode_new(c, C_NOT, c_not(lx, c), -1));
	}
	return (c_cmp(lx, c));
}

/* c_and - not {and not} */

static int
c_and(struct lex *lx, struct dow_cond *c)
{
	static const char *const ops[] = { "and" };
	static const int         ids[] = { C_AND };

	return (c_level(lx, c, c_not, ops, ids, 1));
}

/* c_or - and {or and} */

static int
c_or(struct lex *lx, struct dow_cond *c)
{
	static const char *const ops[] = { "or" };
	static const int         ids[] = { C_OR };

	return (c_level(lx, c, c_and, ops, ids, 1));
}

/* fx_cond_free - release a condition */

void
fx_cond_free(struct dow_cond *c)
{
	int i;

	if (c == NULL)
		return;
	for (i = 0; i < c->nn; i++)
		free(c->n[i].id);
	free(c->n);
	free(c);
}

/* cond_parse - a condition up to a word it does not know (then, the end) */

static struct dow_cond *
cond_parse(struct lex *lx)
{
	struct dow_cond *c = pb_calloc(1, sizeof(*c));

	c->root = c_or(lx, c);
	return (c);
}

/* ==== effects: compile ================================================ */

const struct vdef fx_vdefs[V_IF + 1] = {
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

/* loc_next - is the token after the current one a location word */

static int
loc_next(const struct lex *lx)
{
	struct lex ahead = *lx;

	fx_lex_next(&ahead);
	return (ahead.tok == T_WORD && fx_loc_word(ahead.word) >= 0);
}

/* parse_who - a who word and its location into st; when a location
 * argument follows (send yours LOC), an optional one needs two words */

static int
parse_who(struct lex *lx, struct step *st, int loc_follows)
{
	const unsigned la = LA_ONE | LA_HERE | LA_THERE;
	int            w;

	if (lx->tok != T_WORD || (w = fx_word_index(fx_who_words, W_NWORDS, lx->word)) < 0) {
		fx_expected(lx, "target, near, self, each, yours, lowest, highest or worst");
		return (0);
	}
	if (w == W_TARGET || w == W_YOURS || w == W_WORST) {
		if (!(lx->ctx & CX_SEAT) && w != W_WORST)
			fx_lex_fail(lx, "\"%s\" needs a player", lx->word);
	}
	if ((w == W_SELF || w == W_NEAR) && !(lx->ctx & (CX_SELF | CX_SEAT)))
		fx_lex_fail(lx, "\"%s\" needs a survivor", lx->word);
	st->who = w;
	st->wloc = NOLOC;
	fx_lex_next(lx);
	if (w == W_EACH || w == W_LOWEST || w == W_HIGHEST)
		st->wloc = fx_parse_loc(lx, la);
	else if ((w == W_YOURS || w == W_WORST) && lx->tok == T_WORD && fx_loc_word(lx->word) >= 0
	    && (!loc_follows || loc_next(lx)))
		st->wloc = fx_parse_loc(lx, la);
	if (w == W_WORST && st->wloc == NOLOC && !(lx->ctx & CX_SEAT))
		fx_lex_fail(lx, "\"worst\" without a location needs a player");
	return (!lx->failed);
}

/* parse_count - a count by spec c into *n */

static void
parse_count(struct lex *lx, int c, int *n)
{
	if (c == 'p' && lx->tok != T_NUM) {
		*n = 1;
		return;
	}
	if (lx->tok != T_NUM) {
		fx_expected(lx, c == 'N' ? "a number" : "a count");
		return;
	}
	if (c != 'N' && (lx->num < 1 || lx->signed_)) {
		fx_expected(lx, "a count of 1 or more, or all");
		return;
	}
	if (c == 'N' && lx->num == 0) {
		fx_expected(lx, "a number other than 0");
		return;
	}
	*n = lx->num;
	fx_lex_next(lx);
}

/* step_args - the arguments of verb v by its spec */

static void
step_args(struct lex *lx, struct step *st)
{
	const struct vdef *v = &fx_vdefs[st->verb];
	unsigned           la = LA_ONE | LA_HERE | LA_THERE;
	const char        *a;
	int                first_loc = 1;

	if (v->flags & VF_SETS)
		la |= LA_SUM | LA_OCC;
	st->n = 1;
	for (a = v->args; *a && !lx->failed; a++) {
		switch (*a) {
		case 'N':
		case 'P':
		case 'p':
			parse_count(lx, *a, &st->n);
			break;
		case 'L':
		case 'K':
			if (first_loc)
				st->loc = fx_parse_loc(lx, la);
			else
				st->loc2 = fx_parse_loc(lx, la);
			if (*a == 'K' && st->loc == DOW_COLONY)
				fx_lex_fail(lx, "the colony has no item deck");
			first_loc = 0;
			break;
		case 'l':
			st->loc = DOW_COLONY;
			if (lx->tok == T_WORD && fx_loc_word(lx->word) >= 0)
				st->loc = fx_parse_loc(lx, la);
			break;
		case 'W':
			parse_who(lx, st, a[1] == 'L');
			break;
		case 'w':
			st->who = W_SELF;
			st->wloc = NOLOC;
			if (lx->tok == T_WORD
			    && fx_word_index(fx_who_words, W_NWORDS, lx->word) >= 0)
				parse_who(lx, st, 0);
			else if (!(lx->ctx & (CX_SELF | CX_SEAT)))
				fx_lex_fail(lx, "\"expose\" without a who needs a survivor");
			break;
		case 'T':
			st->type = fx_parse_type(lx, 0);
			break;
		case 'V':
			if (fx_is_word(lx, "first"))
				st->n = 0;
			else if (fx_is_word(lx, "active"))
				st->n = 1;
			else
				fx_expected(lx, "first or active");
			fx_lex_next(lx);
			break;
		}
	}
}

/* step_check - the rules a step's arguments must follow */

static void
step_check(struct lex *lx, const struct step *st)
{
	const struct vdef *v = &fx_vdefs[st->verb];

	if ((v->flags & VF_SEAT) && !(lx->ctx & CX_SEAT))
		fx_lex_fail(lx, "\"%s\" needs a player", v->word);
	if ((v->flags & VF_MOVE) && !(lx->ctx & CX_MOVE))
		fx_lex_fail(
		    lx, "\"%s\" is only for cards played with a move (when = move)", v->word);
	if ((st->verb == V_ZOMBIES || st->verb == V_KILL_HELPLESS) && st->n >= N_ALL)
		fx_lex_fail(lx, "\"%s\" needs a number, not all", v->word);
	if (st->verb == V_NOISE && st->loc == DOW_COLONY)
		fx_lex_fail(lx, "the colony takes no noise tokens");
	if ((st->verb == V_HELPLESS || st->verb == V_FOOD || st->verb == V_MORALE
	        || st->verb == V_STARVATION)
	    && (st->n >= N_ALL || st->n <= -N_ALL))
		fx_lex_fail(lx, "\"%s\" needs a number, not all", v->word);
	if ((st->verb == V_NOISE || st->verb == V_BARRICADE) && st->n >= N_ALL)
		fx_lex_fail(lx, "\"%s\" adds a number, not all", v->word);
	if (st->verb == V_MOVE_ZOMBIES && st->loc == st->loc2)
		fx_lex_fail(lx, "\"move_zombies\" needs two different locations");
}

static struct dow_effect *steps_parse(struct lex *, int in_then);

/* gate_parse - "roll N then ..." or "if COND then ...": the rest of the list */

static void
gate_parse(struct lex *lx, struct step *st, int in_then)
{
	if (st->verb == V_ROLL) {
		if (lx->tok != T_NUM || lx->signed_ || lx->num < 1 || lx->num > 6)
			fx_expected(lx, "a die value 1 to 6");
		st->n = lx->num;
		fx_lex_next(lx);
	} else
		st->cond = cond_parse(lx);
	if (!fx_is_word(lx, "then")) {
		fx_expected(lx, "then");
		return;
	}
	fx_lex_next(lx);
	st->then = steps_parse(lx, 1);
	if (fx_is_word(lx, "else")) {
		fx_lex_next(lx);
		st->els = steps_parse(lx, in_then);
	}
}

/* step_parse - one step */

static void
step_parse(struct lex *lx, struct step *st, int in_then)
{
	int v;

	memset(st, 0, sizeof(*st));
	st->loc = st->loc2 = st->wloc = NOLOC;
	st->type = -1;
	if (lx->tok != T_WORD) {
		fx_expected(lx, "a verb");
		return;
	}
	for (v = 0; v < (int)PB_NELEM(fx_vdefs); v++)
		if (strcmp(fx_vdefs[v].word, lx->word) == 0)
			break;
	if (v == (int)PB_NELEM(fx_vdefs)) {
		fx_lex_fail(lx, "unknown verb \"%s\"", lx->word);
		return;
	}
	st->verb = v;
	fx_lex_next(lx);
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

/* steps_parse - steps joined by +; a gate ends the list */

static struct dow_effect *
steps_parse(struct lex *lx, int in_then)
{
	struct dow_effect *e = pb_calloc(1, sizeof(*e));
	struct step       *st;

	for (;;) {
		e->st = pb_realloc(e->st, (size_t)(e->n + 1) * sizeof(*e->st));
		st = &e->st[e->n++];
		step_parse(lx, st, in_then);
		if (lx->failed || st->verb == V_ROLL || st->verb == V_IF)
			break;
		if (fx_is_op(lx, "+")) {
			fx_lex_next(lx);
			continue;
		}
		if (lx->tok == T_END || (in_then && fx_is_word(lx, "else")))
			break;
		fx_expected(lx, "\"+\" or the end");
		break;
	}
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
mod_word(struct lex *lx)
{
	int k;

	if (fx_is_word(lx, "no_exposure") || fx_is_word(lx, "free")) {
		k = fx_is_word(lx, "free");
		fx_lex_next(lx);
		if (!k && fx_is_word(lx, "attack"))
			k = DOW_MOD_NOEXP_ATTACK;
		else if (!k && fx_is_word(lx, "move"))
			k = DOW_MOD_NOEXP_MOVE;
		else if (k && fx_is_word(lx, "barricade"))
			k = DOW_MOD_FREE_BARRICADE;
		else if (k && fx_is_word(lx, "clean"))
			k = DOW_MOD_FREE_CLEAN;
		else if (k && fx_is_word(lx, "attract"))
			k = DOW_MOD_FREE_ATTRACT;
		else {
			fx_expected(lx, k ? "barricade, clean or attract" : "attack or move");
			return (-1);
		}
		fx_lex_next(lx);
		return (k);
	}
	for (k = 0; k < DOW_MOD_NKINDS; k++)
		if (fx_is_word(lx, fx_mdefs[k].word))
			break;
	if (k == DOW_MOD_NKINDS) {
		fx_lex_fail(lx, "unknown modifier \"%s\"", lx->tok == T_WORD ? lx->word : "?");
		return (-1);
	}
	fx_lex_next(lx);
	return (k);
}

/* mod_value - the number of modifier k */

static int
mod_value(struct lex *lx, int k)
{
	const char *a = fx_mdefs[k].arg;
	int         v;

	if (*a == '\0')
		return (1);
	if (lx->tok != T_NUM || lx->num >= N_ALL || lx->num <= -N_ALL
	    || (*a == '-' && (lx->num >= 0 || !lx->signed_))
	    || (*a == '+' && (lx->num <= 0 || !lx->signed_))
	    || (*a == 'n' && (lx->num < 1 || lx->signed_))) {
		fx_expected(lx,
		    *a == '-'       ? "a negative number (-1)"
		        : *a == '+' ? "a positive number with its sign (+1)"
		                    : "a number of 1 or more");
		return (0);
	}
	v = lx->num;
	fx_lex_next(lx);
	if ((k == DOW_MOD_SAVE_EXPOSURE || k == DOW_MOD_ATTACK) && (v > 6 || v < -5))
		fx_lex_fail(lx, "a die modifier must stay within 1 to 6");
	return (v);
}

/* mods_parse - modifiers joined by + */

static struct dow_mods *
mods_parse(struct lex *lx)
{
	struct dow_mods *m = pb_calloc(1, sizeof(*m));
	struct mod      *md;
	int              k, l;

	m->cost = -1;
	for (;;) {
		if (fx_is_word(lx, "once")) {
			m->once = 1;
			fx_lex_next(lx);
		} else if (fx_is_word(lx, "cost")) {
			fx_lex_next(lx);
			m->cost = fx_parse_type(lx, 0);
		} else if ((k = mod_word(lx)) >= 0) {
			m->m = pb_realloc(m->m, (size_t)(m->n + 1) * sizeof(*m->m));
			md = &m->m[m->n++];
			md->kind = k;
			md->value = mod_value(lx, k);
			md->locs = 0;
			while (lx->tok == T_WORD && (l = fx_loc_word(lx->word)) >= 0
			    && (l < NL || l == L_OUTSIDE)) {
				md->locs |= l < NL ? 1u << l : ((1u << NL) - 1) & ~1u;
				fx_lex_next(lx);
			}
		}
		if (lx->failed || lx->tok == T_END)
			break;
		if (!fx_is_op(lx, "+")) {
			fx_expected(lx, "\"+\" or the end");
			break;
		}
		fx_lex_next(lx);
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
fx_trigger_parse(struct lex *lx, struct dow_trigger *t)
{
	int v;

	t->locs = 0;
	t->type = -1;
	t->surv = -1;
	if (lx->tok != T_WORD
	    || (t->event = fx_word_index(fx_event_words, DOW_EV_NKINDS, lx->word)) < 0) {
		fx_expected(lx, "an event");
		return;
	}
	fx_lex_next(lx);
	while (lx->tok == T_WORD && !lx->failed) {
		if ((v = fx_loc_word(lx->word)) >= 0 && (v < NL || v == L_OUTSIDE))
			t->locs |= v < NL ? 1u << v : ((1u << NL) - 1) & ~1u;
		else if ((v = fx_word_index(fx_type_words, DOW_NTYPES, lx->word)) >= 0
		    && t->type < 0)
			t->type = v;
		else if ((v = fx_surv_index(lx->pack, lx->word)) >= 0 && t->surv < 0)
			t->surv = v;
		else
			fx_lex_fail(lx, "\"%s\" is not a location, an item type or a survivor id",
			    lx->word);
		fx_lex_next(lx);
	}
	if (lx->tok != T_END)
		fx_expected(lx, "the end");
	if ((t->event == DOW_EV_TURN_START || t->event == DOW_EV_ANYTIME) && t->locs && t->surv < 0)
		fx_lex_fail(lx, "a location on %s needs a survivor id", fx_event_words[t->event]);
}

/* fx_compile_effect - a value as effects */

struct dow_effect *
fx_compile_effect(struct lex *lx)
{
	struct dow_effect *e = steps_parse(lx, 0);

	if (!fx_lex_end(lx)) {
		fx_effect_free(e);
		return (NULL);
	}
	return (e);
}

/* fx_compile_cond - a value as a condition */

struct dow_cond *
fx_compile_cond(struct lex *lx)
{
	struct dow_cond *c = cond_parse(lx);

	if (!fx_lex_end(lx)) {
		fx_cond_free(c);
		return (NULL);
	}
	return (c);
}

/* fx_compile_mods - a value as modifiers */

struct dow_mods *
fx_compile_mods(struct lex *lx)
{
	struct dow_mods *m = mods_parse(lx);

	if (!fx_lex_end(lx)) {
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
	struct lex         lx;

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
	struct lex       lx;

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
