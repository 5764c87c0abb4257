/*++
/* NAME
/*	dow_effect 3
/* SUMMARY
/*	Dead of Winter: compile and evaluate the card effect vocabulary
/* SYNOPSIS
/*	#include "games/dow/dow_effect.h"
/* DESCRIPTION
/*	The language is documented in dow_effect.h; this file has four
/*	parts:
/*
/*	compiling	a tokenizer, then one recursive-descent parser per
/*			form (conditions, steps, modifiers, triggers), each
/*			table-driven (quantities, verbs, modifiers, events);
/*	evaluating	conditions for a seat, with an event for crossroads;
/*	applying	effects in two passes: every step is first checked
/*			against a budget (the counts the state holds, which
/*			the steps before it use up), then applied in order;
/*	querying	modifiers of a survivor, crossroads triggers.
/*
/*	Invariants:
/*	(F1) a compiled effect only names verbs, locations, types and
/*	survivor cards that exist in its pack, and only in a context that
/*	allows them (a crisis names no "you", a main objective's win no
/*	"you" and no main), so evaluation never fails on data;
/*	(F2) dow_effect_apply_to() changes nothing unless the check pass
/*	accepted every step (the atomicity the commands need, game.h);
/*	(F3) all randomness comes from s->rng, in the order the steps are
/*	written.
/* DIAGNOSTICS
/*	Compilation errors fill struct dow_fx_error.  A refused effect is
/*	PB_EDATA with a sentence for the player.
/* SEE ALSO
/*	dow_effect(3h), the vocabulary; dow_harm(3), the rules of harm.
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

#define NL DOW_NLOCS
#define N_ALL 1000 /* the count "all" */

/* ==== words ========================================================= */

static const char *const loc_words[NL] = { "colony", "police", "grocery", "school", "gas",
	"library", "hospital" };
static const char *const type_words[DOW_NTYPES] = { "weapon", "fuel", "medicine", "food", "tool",
	"survivor", "education" };

/* Location words beyond the seven: sums or sets, and names from the target. */
enum { L_OUTSIDE = NL, L_ALL, L_MINE, L_OCCUPIED, L_HERE, L_THERE, L_NWORDS };
static const char *const lset_words[] = { "outside", "all", "mine", "occupied", "here", "there" };

#define LA_ONE (1u << 0)  /* one of the seven */
#define LA_SUM (1u << 1)  /* outside, all, mine (sums or sets) */
#define LA_OCC (1u << 2)  /* occupied */
#define LA_HERE (1u << 3) /* here */
#define LA_THERE (1u << 4)

#define TYPE_ANY DOW_NTYPES

/* ==== raw keys ======================================================= */

struct fx_raw {
	int   kind;
	int   card;
	char *key;
	char *value;
};

static const char *const fx_keys[DOW_FX_NKINDS][6] = {
	[DOW_FX_SURV] = { "power", "passive", "when", "require", NULL },
	[DOW_FX_ITEM] = { "play", "when", "equip", "use", "require", NULL },
	[DOW_FX_CRISIS] = { "fail", "bonus", NULL },
	[DOW_FX_XROADS] = { "on", "if", "do1", "do2", NULL },
	[DOW_FX_MAIN] = { "win", "expert_win", "place", NULL },
	[DOW_FX_OBJ] = { "win", NULL },
};

/* ==== compiled forms ================================================= */

enum cop {
	C_NUM,
	C_Q,
	C_NEG,
	C_NOT,
	C_AND,
	C_OR,
	C_ADD,
	C_SUB,
	C_MUL,
	C_DIV,
	C_GE,
	C_LE,
	C_GT,
	C_LT,
	C_EQ,
	C_NE
};

struct cnode {
	int   op;
	int   a, b; /* children */
	int   val;  /* C_NUM */
	int   q;    /* C_Q: the quantity */
	int   arg;  /* location, type or die value */
	int   arg2; /* controls: location, -1 */
	char *id;   /* controls: the survivor id as written */
};

struct dow_cond {
	struct cnode *n;
	int           nn;
	int           root;
};

struct step {
	int                verb;
	int                n;
	int                loc, loc2;
	int                who, wloc;
	int                type;
	struct dow_cond   *cond; /* V_IF */
	struct dow_effect *then, *els;
};

struct dow_effect {
	struct step           *st;
	int                    n;
	const struct dow_cond *req; /* borrowed from the card's require key */
};

struct mod {
	int      kind;
	int      value;
	unsigned locs;
};

struct dow_mods {
	struct mod *m;
	int         n;
	int         once;
	int         cost; /* item type, -1 */
};

/* ==== tokens ========================================================= */

enum tok { T_END, T_WORD, T_NUM, T_OP };

struct lex {
	const char            *p;
	int                    tok;
	char                   word[64];
	int                    num;     /* T_NUM */
	int                    signed_; /* T_NUM written with a sign */
	char                   op[3];   /* T_OP */
	char                   err[400];
	int                    failed;
	const struct dow_pack *pack;
	unsigned               ctx; /* CX_* of the key being compiled */
};

/* Contexts: what a key may use. */
#define CX_SEAT (1u << 0)  /* a seat is "you" */
#define CX_MAIN (1u << 1)  /* the quantity main */
#define CX_EVENT (1u << 2) /* count, here: crossroads */
#define CX_MOVE (1u << 3)  /* move verbs */
#define CX_SELF (1u << 4)  /* a survivor may act */

/* lex_fail - the first error sticks */

static void PB_PRINTF(2, 3) lex_fail(struct lex *lx, const char *fmt, ...)
{
	va_list ap;

	if (lx->failed)
		return;
	va_start(ap, fmt);
	vsnprintf(lx->err, sizeof(lx->err), fmt, ap);
	va_end(ap);
	lx->failed = 1;
}

/* is_wordc - a character of a word after its first */

static int
is_wordc(int c)
{
	return ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-');
}

/* lex_num - digits or "all" after an optional sign */

static int
lex_num(struct lex *lx, int sign)
{
	const char *p = lx->p;
	long        v = 0;

	if (strncmp(p, "all", 3) == 0 && !is_wordc((unsigned char)p[3])) {
		lx->p = p + 3;
		lx->num = sign * N_ALL;
		return (1);
	}
	if (*p < '0' || *p > '9')
		return (0);
	for (; *p >= '0' && *p <= '9'; p++)
		if ((v = v * 10 + (*p - '0')) > 999)
			v = 999;
	lx->p = p;
	lx->num = sign * (int)v;
	return (1);
}

/* lex_next - the next token */

static void
lex_next(struct lex *lx)
{
	const char *p;
	size_t      n;

	while (*lx->p == ' ' || *lx->p == '\t')
		lx->p++;
	p = lx->p;
	lx->signed_ = 0;
	if (*p == '\0') {
		lx->tok = T_END;
		return;
	}
	if ((*p == '+' || *p == '-')
	    && ((p[1] >= '0' && p[1] <= '9') || strncmp(p + 1, "all", 3) == 0)) {
		lx->p = p + 1;
		if (lex_num(lx, *p == '-' ? -1 : 1)) {
			lx->tok = T_NUM;
			lx->signed_ = 1;
			return;
		}
		lx->p = p;
	}
	if (*p >= '0' && *p <= '9') {
		lex_num(lx, 1);
		lx->tok = T_NUM;
		return;
	}
	if ((*p >= 'a' && *p <= 'z') || *p == '_') {
		for (n = 0; is_wordc((unsigned char)p[n]); n++)
			/* void */;
		if (n >= sizeof(lx->word))
			n = sizeof(lx->word) - 1;
		memcpy(lx->word, p, n);
		lx->word[n] = '\0';
		/* "all" alone is a count. */
		if (strcmp(lx->word, "all") == 0) {
			lex_num(lx, 1);
			lx->tok = T_NUM;
			return;
		}
		lx->p = p + n;
		while (is_wordc((unsigned char)*lx->p))
			lx->p++;
		lx->tok = T_WORD;
		return;
	}
	if (strchr("<>=!", *p) && p[1] == '=') {
		memcpy(lx->op, p, 2);
		lx->op[2] = '\0';
		lx->p = p + 2;
	} else if (strchr("<>+-*/()!,", *p)) {
		lx->op[0] = *p;
		lx->op[1] = '\0';
		lx->p = p + 1;
	} else {
		lex_fail(lx, "unexpected character '%c'", *p);
		lx->tok = T_END;
		return;
	}
	lx->tok = T_OP;
}

/* is_op - the current token is operator op */

static int
is_op(const struct lex *lx, const char *op)
{
	return (lx->tok == T_OP && strcmp(lx->op, op) == 0);
}

/* is_word - the current token is word w */

static int
is_word(const struct lex *lx, const char *w)
{
	return (lx->tok == T_WORD && strcmp(lx->word, w) == 0);
}

/* tok_text - the current token for a message */

static const char *
tok_text(const struct lex *lx, char *buf, size_t len)
{
	switch (lx->tok) {
	case T_END:
		return ("the end");
	case T_WORD:
		snprintf(buf, len, "\"%s\"", lx->word);
		return (buf);
	case T_NUM:
		snprintf(buf, len, "the number %d", lx->num);
		return (buf);
	default:
		snprintf(buf, len, "\"%s\"", lx->op);
		return (buf);
	}
}

/* expected - a syntax error naming what came instead */

static void
expected(struct lex *lx, const char *what)
{
	char buf[80];

	lex_fail(lx, "expected %s, found %s", what, tok_text(lx, buf, sizeof(buf)));
}

/* ==== locations, types, survivors ===================================== */

/* word_index - position of w in a table, -1 */

static int
word_index(const char *const *t, int n, const char *w)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(t[i], w) == 0)
			return (i);
	return (-1);
}

/* loc_word - a location word (any kind), -1 */

static int
loc_word(const char *w)
{
	int l;

	if ((l = word_index(loc_words, NL, w)) >= 0)
		return (l);
	if ((l = word_index(lset_words, (int)PB_NELEM(lset_words), w)) >= 0)
		return (NL + l);
	return (-1);
}

/* loc_allowed - is location l allowed by mask la in context */

static int
loc_allowed(const struct lex *lx, int l, unsigned la)
{
	if (l < NL)
		return ((la & LA_ONE) != 0);
	switch (l) {
	case L_OUTSIDE:
	case L_ALL:
		return ((la & LA_SUM) != 0);
	case L_MINE:
		return ((la & LA_SUM) != 0 && (lx->ctx & CX_SEAT));
	case L_OCCUPIED:
		return ((la & LA_OCC) != 0);
	case L_HERE:
		return ((la & LA_HERE) != 0 && (lx->ctx & (CX_SELF | CX_EVENT)));
	case L_THERE:
		return ((la & LA_THERE) != 0 && (lx->ctx & CX_SEAT));
	}
	return (0);
}

/* parse_loc - a location word allowed by la, -1 after an error */

static int
parse_loc(struct lex *lx, unsigned la)
{
	int l;

	if (lx->tok != T_WORD || (l = loc_word(lx->word)) < 0) {
		expected(lx, "a location");
		return (-1);
	}
	if (!loc_allowed(lx, l, la)) {
		lex_fail(lx, "location \"%s\" is not allowed here", lx->word);
		return (-1);
	}
	lex_next(lx);
	return (l);
}

/* parse_type - an item type word (any when allowed), -1 after an error */

static int
parse_type(struct lex *lx, int any)
{
	int t;

	if (lx->tok == T_WORD && any && strcmp(lx->word, "any") == 0) {
		lex_next(lx);
		return (TYPE_ANY);
	}
	if (lx->tok != T_WORD || (t = word_index(type_words, DOW_NTYPES, lx->word)) < 0) {
		expected(lx, any ? "an item type or any" : "an item type");
		return (-1);
	}
	lex_next(lx);
	return (t);
}

/* surv_index - survivor card of an id, -1 */

static int
surv_index(const struct dow_pack *p, const char *id)
{
	int i;

	for (i = 0; i < p->nsurv; i++)
		if (strcmp(p->surv[i].n.id, id) == 0)
			return (i);
	return (-1);
}

/* ==== conditions: compile ============================================= */

enum q {
	Q_MORALE,
	Q_ROUNDS,
	Q_ROUND,
	Q_FOOD,
	Q_STARVATION,
	Q_WASTE,
	Q_SAMPLES,
	Q_KILLS,
	Q_PLAYERS,
	Q_PLAYERS_IN,
	Q_EXILED_PLAYERS,
	Q_MAIN,
	Q_ZOMBIES,
	Q_BARRICADES,
	Q_BARRICADED,
	Q_NOISE,
	Q_HELPLESS,
	Q_PEOPLE,
	Q_FROSTBITTEN,
	Q_MAX_ZOMBIES,
	Q_WOUNDED_ALL,
	Q_COLONY_PLAYERS,
	Q_HAND,
	Q_EQUIPPED,
	Q_CARRIED,
	Q_HAND_TYPES,
	Q_SURVIVORS,
	Q_OTHERS,
	Q_WOUNDED,
	Q_MAX_WOUNDS,
	Q_UNEQUIPPED,
	Q_DICE,
	Q_EXILED,
	Q_LEADER_HIGHEST,
	Q_LEADER_LOWEST,
	Q_CONTROLS,
	Q_COUNT
};

enum qarg { QA_NONE, QA_LOC, QA_LOCOPT, QA_TYPE, QA_DIE, QA_SURV };

#define QF_SEAT (1u << 0)
#define QF_MAIN (1u << 1)
#define QF_EVENT (1u << 2)

static const struct qdef {
	const char *word;
	int         arg;
	unsigned    flags;
} qdefs[] = {
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

#define NOLOC (-1)

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

	switch (qdefs[q].arg) {
	case QA_LOC:
		c->n[n].arg = parse_loc(lx, la);
		break;
	case QA_LOCOPT:
		c->n[n].arg = lx->tok == T_WORD && loc_word(lx->word) >= 0 ? parse_loc(lx, la)
		    : q == Q_MAX_ZOMBIES                                   ? L_OUTSIDE
		                                                           : NOLOC;
		break;
	case QA_TYPE:
		c->n[n].arg = parse_type(lx, 1);
		break;
	case QA_DIE:
		if (lx->tok == T_NUM && lx->num >= 1 && lx->num <= 6 && !lx->signed_) {
			c->n[n].arg = lx->num;
			lex_next(lx);
		} else if (is_word(lx, "any")) {
			c->n[n].arg = 0;
			lex_next(lx);
		} else
			expected(lx, "a die value 1 to 6 or any");
		break;
	case QA_SURV:
		if (lx->tok != T_WORD || (v = surv_index(lx->pack, lx->word)) < 0) {
			expected(lx, "a survivor id");
			return;
		}
		c->n[n].arg = v;
		c->n[n].id = pb_strdup(lx->word);
		lex_next(lx);
		if (lx->tok == T_WORD && loc_word(lx->word) >= 0)
			c->n[n].arg2 = parse_loc(lx, LA_ONE);
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
			expected(lx, "a number");
		n = cnode_new(c, C_NUM, -1, -1);
		c->n[n].val = lx->num;
		lex_next(lx);
		return (n);
	}
	if (is_op(lx, "(")) {
		lex_next(lx);
		n = c_or(lx, c);
		if (!is_op(lx, ")"))
			expected(lx, "\")\"");
		lex_next(lx);
		return (n);
	}
	if (lx->tok != T_WORD) {
		expected(lx, "a number or a quantity");
		return (cnode_new(c, C_NUM, -1, -1));
	}
	for (q = 0; q < (int)PB_NELEM(qdefs); q++)
		if (strcmp(qdefs[q].word, lx->word) == 0)
			break;
	if (q == (int)PB_NELEM(qdefs)) {
		lex_fail(lx, "unknown quantity \"%s\"", lx->word);
		return (cnode_new(c, C_NUM, -1, -1));
	}
	if (((qdefs[q].flags & QF_SEAT) && !(lx->ctx & CX_SEAT))
	    || ((qdefs[q].flags & QF_MAIN) && !(lx->ctx & CX_MAIN))
	    || ((qdefs[q].flags & QF_EVENT) && !(lx->ctx & CX_EVENT)))
		lex_fail(lx, "\"%s\" cannot be used here", lx->word);
	n = cnode_new(c, C_Q, -1, -1);
	c->n[n].q = q;
	lex_next(lx);
	c_qarg(lx, c, n, q);
	return (n);
}

/* c_unary - [-] atom */

static int
c_unary(struct lex *lx, struct dow_cond *c)
{
	if (is_op(lx, "-")) {
		lex_next(lx);
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
			if ((ops[i][0] >= 'a' && is_word(lx, ops[i])) || is_op(lx, ops[i])) {
				lex_next(lx);
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
		if (is_op(lx, ops[i])) {
			lex_next(lx);
			return (cnode_new(c, ids[i], a, c_add(lx, c)));
		}
	return (a);
}

/* c_not - not/! not, or cmp */

static int
c_not(struct lex *lx, struct dow_cond *c)
{
	if (is_word(lx, "not") || is_op(lx, "!")) {
		lex_next(lx);
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

/* cond_free - release a condition */

static void
cond_free(struct dow_cond *c)
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

enum verb {
	V_FOOD,
	V_MORALE,
	V_STARVATION,
	V_HELPLESS,
	V_KILL_HELPLESS,
	V_CLEAN,
	V_DISCARD,
	V_PAY,
	V_DISCARD_EACH,
	V_DRAW,
	V_FETCH,
	V_MILL,
	V_PEEK,
	V_PEEK_CRISIS,
	V_PEEK_CONTRIB,
	V_REVEAL,
	V_ZOMBIES,
	V_KILL,
	V_MOVE_ZOMBIES,
	V_NOISE,
	V_BARRICADE,
	V_WOUND,
	V_FROSTBITE,
	V_HEAL,
	V_UNFROST,
	V_EXPOSE,
	V_KILL_SURVIVOR,
	V_RETIRE,
	V_SEND,
	V_SURVIVOR,
	V_DIE,
	V_REROLL,
	V_LOSE_DIE,
	V_NO_MOVE,
	V_HUNTED,
	V_VOTE,
	V_CANCEL_VOTE,
	V_NOTHING,
	V_NO_EXPOSURE,
	V_BEST_EXPOSURE,
	V_ROLL,
	V_IF
};

/*
 * Argument specs, one character per argument:
 * N signed count (all, -all), P positive count or all, p optional
 * positive count (1), L location, l optional location (colony),
 * K location of a deck (not the colony), W who, w optional who (self),
 * T item type, V vote target.
 */
#define VF_SEAT (1u << 0) /* needs a seat */
#define VF_MOVE (1u << 1) /* only on when = move */
#define VF_SETS (1u << 2) /* sums and occupied allowed */

static const struct vdef {
	const char *word;
	const char *args;
	unsigned    flags;
} vdefs[] = {
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

/* Who words. */
enum who { W_TARGET, W_NEAR, W_SELF, W_EACH, W_YOURS, W_LOWEST, W_HIGHEST, W_WORST, W_NWORDS };
static const char *const who_words[W_NWORDS] = { "target", "near", "self", "each", "yours",
	"lowest", "highest", "worst" };

/* loc_next - is the token after the current one a location word */

static int
loc_next(const struct lex *lx)
{
	struct lex ahead = *lx;

	lex_next(&ahead);
	return (ahead.tok == T_WORD && loc_word(ahead.word) >= 0);
}

/* parse_who - a who word and its location into st; when a location
 * argument follows (send yours LOC), an optional one needs two words */

static int
parse_who(struct lex *lx, struct step *st, int loc_follows)
{
	const unsigned la = LA_ONE | LA_HERE | LA_THERE;
	int            w;

	if (lx->tok != T_WORD || (w = word_index(who_words, W_NWORDS, lx->word)) < 0) {
		expected(lx, "target, near, self, each, yours, lowest, highest or worst");
		return (0);
	}
	if (w == W_TARGET || w == W_YOURS || w == W_WORST) {
		if (!(lx->ctx & CX_SEAT) && w != W_WORST)
			lex_fail(lx, "\"%s\" needs a player", lx->word);
	}
	if ((w == W_SELF || w == W_NEAR) && !(lx->ctx & (CX_SELF | CX_SEAT)))
		lex_fail(lx, "\"%s\" needs a survivor", lx->word);
	st->who = w;
	st->wloc = NOLOC;
	lex_next(lx);
	if (w == W_EACH || w == W_LOWEST || w == W_HIGHEST)
		st->wloc = parse_loc(lx, la);
	else if ((w == W_YOURS || w == W_WORST) && lx->tok == T_WORD && loc_word(lx->word) >= 0
	    && (!loc_follows || loc_next(lx)))
		st->wloc = parse_loc(lx, la);
	if (w == W_WORST && st->wloc == NOLOC && !(lx->ctx & CX_SEAT))
		lex_fail(lx, "\"worst\" without a location needs a player");
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
		expected(lx, c == 'N' ? "a number" : "a count");
		return;
	}
	if (c != 'N' && (lx->num < 1 || lx->signed_)) {
		expected(lx, "a count of 1 or more, or all");
		return;
	}
	if (c == 'N' && lx->num == 0) {
		expected(lx, "a number other than 0");
		return;
	}
	*n = lx->num;
	lex_next(lx);
}

/* step_args - the arguments of verb v by its spec */

static void
step_args(struct lex *lx, struct step *st)
{
	const struct vdef *v = &vdefs[st->verb];
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
				st->loc = parse_loc(lx, la);
			else
				st->loc2 = parse_loc(lx, la);
			if (*a == 'K' && st->loc == DOW_COLONY)
				lex_fail(lx, "the colony has no item deck");
			first_loc = 0;
			break;
		case 'l':
			st->loc = DOW_COLONY;
			if (lx->tok == T_WORD && loc_word(lx->word) >= 0)
				st->loc = parse_loc(lx, la);
			break;
		case 'W':
			parse_who(lx, st, a[1] == 'L');
			break;
		case 'w':
			st->who = W_SELF;
			st->wloc = NOLOC;
			if (lx->tok == T_WORD && word_index(who_words, W_NWORDS, lx->word) >= 0)
				parse_who(lx, st, 0);
			else if (!(lx->ctx & (CX_SELF | CX_SEAT)))
				lex_fail(lx, "\"expose\" without a who needs a survivor");
			break;
		case 'T':
			st->type = parse_type(lx, 0);
			break;
		case 'V':
			if (is_word(lx, "first"))
				st->n = 0;
			else if (is_word(lx, "active"))
				st->n = 1;
			else
				expected(lx, "first or active");
			lex_next(lx);
			break;
		}
	}
}

/* step_check - the rules a step's arguments must follow */

static void
step_check(struct lex *lx, const struct step *st)
{
	const struct vdef *v = &vdefs[st->verb];

	if ((v->flags & VF_SEAT) && !(lx->ctx & CX_SEAT))
		lex_fail(lx, "\"%s\" needs a player", v->word);
	if ((v->flags & VF_MOVE) && !(lx->ctx & CX_MOVE))
		lex_fail(lx, "\"%s\" is only for cards played with a move (when = move)", v->word);
	if ((st->verb == V_ZOMBIES || st->verb == V_KILL_HELPLESS) && st->n >= N_ALL)
		lex_fail(lx, "\"%s\" needs a number, not all", v->word);
	if (st->verb == V_NOISE && st->loc == DOW_COLONY)
		lex_fail(lx, "the colony takes no noise tokens");
	if ((st->verb == V_HELPLESS || st->verb == V_FOOD || st->verb == V_MORALE
	        || st->verb == V_STARVATION)
	    && (st->n >= N_ALL || st->n <= -N_ALL))
		lex_fail(lx, "\"%s\" needs a number, not all", v->word);
	if ((st->verb == V_NOISE || st->verb == V_BARRICADE) && st->n >= N_ALL)
		lex_fail(lx, "\"%s\" adds a number, not all", v->word);
	if (st->verb == V_MOVE_ZOMBIES && st->loc == st->loc2)
		lex_fail(lx, "\"move_zombies\" needs two different locations");
}

static struct dow_effect *steps_parse(struct lex *, int in_then);

/* gate_parse - "roll N then ..." or "if COND then ...": the rest of the list */

static void
gate_parse(struct lex *lx, struct step *st, int in_then)
{
	if (st->verb == V_ROLL) {
		if (lx->tok != T_NUM || lx->signed_ || lx->num < 1 || lx->num > 6)
			expected(lx, "a die value 1 to 6");
		st->n = lx->num;
		lex_next(lx);
	} else
		st->cond = cond_parse(lx);
	if (!is_word(lx, "then")) {
		expected(lx, "then");
		return;
	}
	lex_next(lx);
	st->then = steps_parse(lx, 1);
	if (is_word(lx, "else")) {
		lex_next(lx);
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
		expected(lx, "a verb");
		return;
	}
	for (v = 0; v < (int)PB_NELEM(vdefs); v++)
		if (strcmp(vdefs[v].word, lx->word) == 0)
			break;
	if (v == (int)PB_NELEM(vdefs)) {
		lex_fail(lx, "unknown verb \"%s\"", lx->word);
		return;
	}
	st->verb = v;
	lex_next(lx);
	if (v == V_ROLL || v == V_IF) {
		gate_parse(lx, st, in_then);
		return;
	}
	step_args(lx, st);
	if (!lx->failed)
		step_check(lx, st);
}

/* effect_free - release steps */

static void
effect_free(struct dow_effect *e)
{
	int i;

	if (e == NULL)
		return;
	for (i = 0; i < e->n; i++) {
		cond_free(e->st[i].cond);
		effect_free(e->st[i].then);
		effect_free(e->st[i].els);
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
		if (is_op(lx, "+")) {
			lex_next(lx);
			continue;
		}
		if (lx->tok == T_END || (in_then && is_word(lx, "else")))
			break;
		expected(lx, "\"+\" or the end");
		break;
	}
	return (e);
}

/* ==== modifiers and triggers: compile ================================== */

static const struct mdef {
	const char *word;
	const char *arg; /* "-" negative count, "+" positive, "n" number, "" none */
} mdefs[] = {
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

	if (is_word(lx, "no_exposure") || is_word(lx, "free")) {
		k = is_word(lx, "free");
		lex_next(lx);
		if (!k && is_word(lx, "attack"))
			k = DOW_MOD_NOEXP_ATTACK;
		else if (!k && is_word(lx, "move"))
			k = DOW_MOD_NOEXP_MOVE;
		else if (k && is_word(lx, "barricade"))
			k = DOW_MOD_FREE_BARRICADE;
		else if (k && is_word(lx, "clean"))
			k = DOW_MOD_FREE_CLEAN;
		else if (k && is_word(lx, "attract"))
			k = DOW_MOD_FREE_ATTRACT;
		else {
			expected(lx, k ? "barricade, clean or attract" : "attack or move");
			return (-1);
		}
		lex_next(lx);
		return (k);
	}
	for (k = 0; k < DOW_MOD_NKINDS; k++)
		if (is_word(lx, mdefs[k].word))
			break;
	if (k == DOW_MOD_NKINDS) {
		lex_fail(lx, "unknown modifier \"%s\"", lx->tok == T_WORD ? lx->word : "?");
		return (-1);
	}
	lex_next(lx);
	return (k);
}

/* mod_value - the number of modifier k */

static int
mod_value(struct lex *lx, int k)
{
	const char *a = mdefs[k].arg;
	int         v;

	if (*a == '\0')
		return (1);
	if (lx->tok != T_NUM || lx->num >= N_ALL || lx->num <= -N_ALL
	    || (*a == '-' && (lx->num >= 0 || !lx->signed_))
	    || (*a == '+' && (lx->num <= 0 || !lx->signed_))
	    || (*a == 'n' && (lx->num < 1 || lx->signed_))) {
		expected(lx,
		    *a == '-'       ? "a negative number (-1)"
		        : *a == '+' ? "a positive number with its sign (+1)"
		                    : "a number of 1 or more");
		return (0);
	}
	v = lx->num;
	lex_next(lx);
	if ((k == DOW_MOD_SAVE_EXPOSURE || k == DOW_MOD_ATTACK) && (v > 6 || v < -5))
		lex_fail(lx, "a die modifier must stay within 1 to 6");
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
		if (is_word(lx, "once")) {
			m->once = 1;
			lex_next(lx);
		} else if (is_word(lx, "cost")) {
			lex_next(lx);
			m->cost = parse_type(lx, 0);
		} else if ((k = mod_word(lx)) >= 0) {
			m->m = pb_realloc(m->m, (size_t)(m->n + 1) * sizeof(*m->m));
			md = &m->m[m->n++];
			md->kind = k;
			md->value = mod_value(lx, k);
			md->locs = 0;
			while (lx->tok == T_WORD && (l = loc_word(lx->word)) >= 0
			    && (l < NL || l == L_OUTSIDE)) {
				md->locs |= l < NL ? 1u << l : ((1u << NL) - 1) & ~1u;
				lex_next(lx);
			}
		}
		if (lx->failed || lx->tok == T_END)
			break;
		if (!is_op(lx, "+")) {
			expected(lx, "\"+\" or the end");
			break;
		}
		lex_next(lx);
	}
	return (m);
}

/* mods_free - release modifiers */

static void
mods_free(struct dow_mods *m)
{
	if (m == NULL)
		return;
	free(m->m);
	free(m);
}

static const char *const event_words[DOW_EV_NKINDS] = { "turn_start", "anytime", "move", "leave",
	"search", "noise", "keep", "attack", "kill", "attack_survivor", "barricade", "clean",
	"attract", "handoff", "request_given", "request_refused", "spend_food", "play", "vote",
	"vote_any", "exiled", "move_wound", "attack_wound", "frostbite", "bitten", "killed",
	"declared" };

/* trigger_parse - EVENT [LOC ...] [TYPE] [SURVIVOR-ID] */

static void
trigger_parse(struct lex *lx, struct dow_trigger *t)
{
	int v;

	t->locs = 0;
	t->type = -1;
	t->surv = -1;
	if (lx->tok != T_WORD
	    || (t->event = word_index(event_words, DOW_EV_NKINDS, lx->word)) < 0) {
		expected(lx, "an event");
		return;
	}
	lex_next(lx);
	while (lx->tok == T_WORD && !lx->failed) {
		if ((v = loc_word(lx->word)) >= 0 && (v < NL || v == L_OUTSIDE))
			t->locs |= v < NL ? 1u << v : ((1u << NL) - 1) & ~1u;
		else if ((v = word_index(type_words, DOW_NTYPES, lx->word)) >= 0 && t->type < 0)
			t->type = v;
		else if ((v = surv_index(lx->pack, lx->word)) >= 0 && t->surv < 0)
			t->surv = v;
		else
			lex_fail(lx, "\"%s\" is not a location, an item type or a survivor id",
			    lx->word);
		lex_next(lx);
	}
	if (lx->tok != T_END)
		expected(lx, "the end");
	if ((t->event == DOW_EV_TURN_START || t->event == DOW_EV_ANYTIME) && t->locs && t->surv < 0)
		lex_fail(lx, "a location on %s needs a survivor id", event_words[t->event]);
}

/* ==== raw keys: store, compile, check ==================================== */

/* dow_fx_new - an empty table */

struct dow_fx *
dow_fx_new(void)
{
	return (pb_calloc(1, sizeof(struct dow_fx)));
}

/* raw_free - release the raw keys */

static void
raw_free(struct dow_fx *fx)
{
	int i;

	for (i = 0; i < fx->nraw; i++) {
		free(fx->raw[i].key);
		free(fx->raw[i].value);
	}
	free(fx->raw);
	fx->raw = NULL;
	fx->nraw = 0;
}

/* dow_fx_free - release; NULL is a no-op */

void
dow_fx_free(struct dow_fx *fx)
{
	int i;

	if (fx == NULL)
		return;
	raw_free(fx);
	for (i = 0; fx->surv && i < fx->nsurv; i++) {
		effect_free(fx->surv[i].power);
		mods_free(fx->surv[i].passive);
		cond_free(fx->surv[i].req);
	}
	for (i = 0; fx->item && i < fx->nitem; i++) {
		effect_free(fx->item[i].play);
		mods_free(fx->item[i].equip);
		effect_free(fx->item[i].use);
		cond_free(fx->item[i].req);
	}
	for (i = 0; fx->crisis && i < fx->ncrisis; i++) {
		effect_free(fx->crisis[i].fail);
		effect_free(fx->crisis[i].bonus);
	}
	for (i = 0; fx->xroads && i < fx->nxroads; i++) {
		cond_free(fx->xroads[i].cond);
		effect_free(fx->xroads[i].opt[0]);
		effect_free(fx->xroads[i].opt[1]);
	}
	for (i = 0; fx->main && i < fx->nmain; i++) {
		cond_free(fx->main[i].win[0]);
		cond_free(fx->main[i].win[1]);
	}
	for (i = 0; fx->obj && i < fx->nobj; i++)
		cond_free(fx->obj[i].win);
	free(fx->surv);
	free(fx->item);
	free(fx->crisis);
	free(fx->xroads);
	free(fx->main);
	free(fx->obj);
	free(fx);
}

/* dow_fx_key - is key data for cards of kind */

int
dow_fx_key(int kind, const char *key)
{
	int i;

	if (kind < 0 || kind >= DOW_FX_NKINDS)
		return (0);
	for (i = 0; fx_keys[kind][i]; i++)
		if (strcmp(fx_keys[kind][i], key) == 0)
			return (1);
	return (0);
}

/* dow_fx_set - store a key's text; append joins a continuation line */

void
dow_fx_set(struct dow_fx *fx, int kind, int card, const char *key, const char *value, int append)
{
	struct fx_raw *r;
	char          *joined;
	int            i;

	for (i = fx->nraw - 1; i >= 0; i--) {
		r = &fx->raw[i];
		if (r->kind == kind && r->card == card && strcmp(r->key, key) == 0) {
			joined = append ? pb_asprintf("%s %s", r->value, value) : pb_strdup(value);
			free(r->value);
			r->value = joined;
			return;
		}
	}
	fx->raw = pb_realloc(fx->raw, (size_t)(fx->nraw + 1) * sizeof(*fx->raw));
	r = &fx->raw[fx->nraw++];
	r->kind = kind;
	r->card = card;
	r->key = pb_strdup(key);
	r->value = pb_strdup(value);
}

/* lex_start - a lexer over a value in a context */

static void
lex_start(struct lex *lx, const struct dow_pack *p, const char *value, unsigned ctx)
{
	memset(lx, 0, sizeof(*lx));
	lx->p = value;
	lx->pack = p;
	lx->ctx = ctx;
	lex_next(lx);
}

/* lex_end - the whole value was read */

static int
lex_end(struct lex *lx)
{
	if (!lx->failed && lx->tok != T_END)
		expected(lx, "the end");
	return (!lx->failed);
}

/* compile_effect - a value as effects */

static struct dow_effect *
compile_effect(struct lex *lx)
{
	struct dow_effect *e = steps_parse(lx, 0);

	if (!lex_end(lx)) {
		effect_free(e);
		return (NULL);
	}
	return (e);
}

/* compile_cond - a value as a condition */

static struct dow_cond *
compile_cond(struct lex *lx)
{
	struct dow_cond *c = cond_parse(lx);

	if (!lex_end(lx)) {
		cond_free(c);
		return (NULL);
	}
	return (c);
}

/* compile_mods - a value as modifiers */

static struct dow_mods *
compile_mods(struct lex *lx)
{
	struct dow_mods *m = mods_parse(lx);

	if (!lex_end(lx)) {
		mods_free(m);
		return (NULL);
	}
	return (m);
}

/* parse_when - turn, move, turn_start */

static int
parse_when(struct lex *lx, int kind)
{
	int w = -1;

	if (is_word(lx, "turn"))
		w = DOW_WHEN_TURN;
	else if (is_word(lx, "move") && kind == DOW_FX_ITEM)
		w = DOW_WHEN_MOVE;
	else if (is_word(lx, "turn_start") && kind == DOW_FX_SURV)
		w = DOW_WHEN_TURN_START;
	else
		expected(lx, kind == DOW_FX_ITEM ? "turn or move" : "turn or turn_start");
	lex_next(lx);
	lex_end(lx);
	return (w);
}

/* parse_place - a comma list of item types, or none */

static unsigned
parse_place(struct lex *lx)
{
	unsigned m = 0;
	int      t;

	if (is_word(lx, "none")) {
		lex_next(lx);
		lex_end(lx);
		return (0);
	}
	for (;;) {
		if ((t = parse_type(lx, 0)) >= 0)
			m |= 1u << t;
		if (lx->failed || !is_op(lx, ","))
			break;
		lex_next(lx);
	}
	lex_end(lx);
	return (m);
}

/* item_ctx - the context of an item's keys: does it play with a move */

static unsigned
item_ctx(const struct fx_raw *all, int nraw, int card)
{
	int i;

	for (i = 0; i < nraw; i++)
		if (all[i].kind == DOW_FX_ITEM && all[i].card == card
		    && strcmp(all[i].key, "when") == 0 && strcmp(all[i].value, "move") == 0)
			return (CX_MOVE);
	return (0);
}

static unsigned kind_ctx(int);

/* compile_raw - one raw key into its card's slot */

static int
compile_raw(struct dow_pack *p, const struct fx_raw *r, struct lex *lx)
{
	struct dow_fx *fx = p->fx;
	const char    *k = r->key;
	unsigned       ctx = kind_ctx(r->kind);

	if (r->kind == DOW_FX_ITEM)
		ctx |= item_ctx(fx->raw, fx->nraw, r->card);
	lex_start(lx, p, r->value, ctx);
	switch (r->kind) {
	case DOW_FX_SURV:
		if (strcmp(k, "power") == 0)
			fx->surv[r->card].power = compile_effect(lx);
		else if (strcmp(k, "passive") == 0)
			fx->surv[r->card].passive = compile_mods(lx);
		else if (strcmp(k, "require") == 0)
			fx->surv[r->card].req = compile_cond(lx);
		else
			fx->surv[r->card].when = parse_when(lx, r->kind);
		break;
	case DOW_FX_ITEM:
		if (strcmp(k, "play") == 0)
			fx->item[r->card].play = compile_effect(lx);
		else if (strcmp(k, "equip") == 0)
			fx->item[r->card].equip = compile_mods(lx);
		else if (strcmp(k, "use") == 0)
			fx->item[r->card].use = compile_effect(lx);
		else if (strcmp(k, "require") == 0)
			fx->item[r->card].req = compile_cond(lx);
		else
			fx->item[r->card].when = parse_when(lx, r->kind);
		break;
	case DOW_FX_CRISIS:
		if (strcmp(k, "fail") == 0)
			fx->crisis[r->card].fail = compile_effect(lx);
		else
			fx->crisis[r->card].bonus = compile_effect(lx);
		break;
	case DOW_FX_XROADS:
		if (strcmp(k, "on") == 0)
			trigger_parse(lx, &fx->xroads[r->card].on);
		else if (strcmp(k, "if") == 0)
			fx->xroads[r->card].cond = compile_cond(lx);
		else
			fx->xroads[r->card].opt[k[2] - '1'] = compile_effect(lx);
		break;
	case DOW_FX_MAIN:
		if (strcmp(k, "place") == 0)
			fx->main[r->card].place = parse_place(lx);
		else
			fx->main[r->card].win[strcmp(k, "win") != 0] = compile_cond(lx);
		break;
	default:
		fx->obj[r->card].win = compile_cond(lx);
		break;
	}
	return (!lx->failed);
}

/* fx_alloc - the compiled arrays, parallel to the pack's */

static void
fx_alloc(struct dow_pack *p)
{
	struct dow_fx *fx = p->fx;
	int            i;

	fx->surv = pb_calloc((size_t)p->nsurv + 1, sizeof(*fx->surv));
	fx->item = pb_calloc((size_t)p->nitem + 1, sizeof(*fx->item));
	fx->crisis = pb_calloc((size_t)p->ncrisis + 1, sizeof(*fx->crisis));
	fx->xroads = pb_calloc((size_t)p->nxroads + 1, sizeof(*fx->xroads));
	fx->main = pb_calloc((size_t)p->nmain + 1, sizeof(*fx->main));
	fx->obj = pb_calloc((size_t)p->nobj + 1, sizeof(*fx->obj));
	fx->nsurv = p->nsurv;
	fx->nitem = p->nitem;
	fx->ncrisis = p->ncrisis;
	fx->nxroads = p->nxroads;
	fx->nmain = p->nmain;
	fx->nobj = p->nobj;
	for (i = 0; i < p->nxroads; i++)
		fx->xroads[i].on.event = DOW_EV_NKINDS; /* none yet */
}

/* fx_err - fill the error of a card */

static enum pb_rc PB_PRINTF(5, 6)
    fx_err(struct dow_fx_error *e, int kind, int card, const char *key, const char *fmt, ...)
{
	va_list ap;

	e->kind = kind;
	e->card = card;
	snprintf(e->key, sizeof(e->key), "%s", key);
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return (PB_EDATA);
}

/* effect_food - the food tokens the top-level steps add */

static int
effect_food(const struct dow_effect *e)
{
	int i, n = 0;

	for (i = 0; e && i < e->n; i++)
		if (e->st[i].verb == V_FOOD && e->st[i].n > 0)
			n += e->st[i].n;
	return (n);
}

/* check_cards_a - survivors and items have their data */

static enum pb_rc
check_cards_a(const struct dow_pack *p, struct dow_fx_error *e)
{
	const struct dow_fx   *fx = p->fx;
	const struct dow_item *it;
	int                    i;

	for (i = 0; i < p->nsurv; i++)
		if (fx->surv[i].power == NULL && fx->surv[i].passive == NULL)
			return (fx_err(e, DOW_FX_SURV, i, "", "needs power or passive"));
	for (i = 0; i < p->nitem; i++) {
		it = &p->item[i];
		if (it->kind == DOW_EQUIP && (fx->item[i].equip == NULL || fx->item[i].play))
			return (
			    fx_err(e, DOW_FX_ITEM, i, "", "an equip card needs equip, not play"));
		if (it->kind != DOW_EQUIP
		    && (fx->item[i].play == NULL || fx->item[i].equip || fx->item[i].use))
			return (fx_err(e, DOW_FX_ITEM, i, "",
			    "a waste or event card needs play, not equip or use"));
		if (fx->item[i].when == DOW_WHEN_MOVE && it->kind == DOW_EQUIP)
			return (fx_err(
			    e, DOW_FX_ITEM, i, "when", "an equip card is not played with a move"));
		if (it->food > 0 && effect_food(fx->item[i].play) != it->food)
			return (fx_err(e, DOW_FX_ITEM, i, "play",
			    "a food card's play must add its %d food token%s", it->food,
			    it->food == 1 ? "" : "s"));
	}
	return (PB_OK);
}

/* check_cards_b - crises, crossroads, objectives have their data */

static enum pb_rc
check_cards_b(const struct dow_pack *p, struct dow_fx_error *e)
{
	const struct dow_fx *fx = p->fx;
	int                  i;

	for (i = 0; i < p->ncrisis; i++)
		if (fx->crisis[i].fail == NULL)
			return (fx_err(e, DOW_FX_CRISIS, i, "", "needs fail"));
	for (i = 0; i < p->nxroads; i++) {
		if (fx->xroads[i].on.event == DOW_EV_NKINDS || fx->xroads[i].opt[0] == NULL)
			return (fx_err(e, DOW_FX_XROADS, i, "", "needs on and do1"));
		if ((fx->xroads[i].opt[1] != NULL) != (p->xroads[i].option2 != NULL))
			return (fx_err(
			    e, DOW_FX_XROADS, i, "", "needs do2 exactly when it has option2"));
	}
	for (i = 0; i < p->nmain; i++)
		if (fx->main[i].win[0] == NULL || fx->main[i].win[1] == NULL)
			return (fx_err(e, DOW_FX_MAIN, i, "", "needs win and expert_win"));
	for (i = 0; i < p->nobj; i++)
		if (fx->obj[i].win == NULL)
			return (fx_err(e, DOW_FX_OBJ, i, "", "needs win"));
	return (PB_OK);
}

/* attach_req - a card's require goes with the effect it limits */

static enum pb_rc
attach_req(struct dow_pack *p, struct dow_fx_error *e)
{
	struct dow_fx *fx = p->fx;
	int            i;

	for (i = 0; i < p->nsurv; i++) {
		if (fx->surv[i].req && fx->surv[i].power == NULL)
			return (fx_err(e, DOW_FX_SURV, i, "require", "require needs a power"));
		if (fx->surv[i].power)
			fx->surv[i].power->req = fx->surv[i].req;
	}
	for (i = 0; i < p->nitem; i++) {
		if (fx->item[i].req && !fx->item[i].play && !fx->item[i].use)
			return (fx_err(e, DOW_FX_ITEM, i, "require", "require needs play or use"));
		if (fx->item[i].play)
			fx->item[i].play->req = fx->item[i].req;
		if (fx->item[i].use)
			fx->item[i].use->req = fx->item[i].req;
	}
	return (PB_OK);
}

/* dow_fx_compile - compile every stored key of p->fx, then check the cards */

enum pb_rc
dow_fx_compile(struct dow_pack *p, struct dow_fx_error *e)
{
	struct lex lx;
	int        i;
	enum pb_rc rc;

	if (p->fx == NULL)
		p->fx = dow_fx_new();
	fx_alloc(p);
	for (i = 0; i < p->fx->nraw; i++)
		if (!compile_raw(p, &p->fx->raw[i], &lx))
			return (fx_err(e, p->fx->raw[i].kind, p->fx->raw[i].card, p->fx->raw[i].key,
			    "%s", lx.err));
	if ((rc = check_cards_a(p, e)) == PB_OK)
		rc = check_cards_b(p, e);
	if (rc == PB_OK)
		rc = attach_req(p, e);
	if (rc == PB_OK)
		raw_free(p->fx);
	return (rc);
}

/* kind_ctx - the context of an effect or condition of a card kind */

static unsigned
kind_ctx(int kind)
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

	lex_start(&lx, p, text, kind_ctx(kind));
	if ((e = compile_effect(&lx)) == NULL && err)
		snprintf(err, errlen, "%s", lx.err);
	return (e);
}

/* dow_cond_compile - one condition text as a card of kind has it */

struct dow_cond *
dow_cond_compile(const struct dow_pack *p, int kind, const char *text, char *err, size_t errlen)
{
	struct dow_cond *c;
	struct lex       lx;

	lex_start(&lx, p, text, kind_ctx(kind));
	if ((c = compile_cond(&lx)) == NULL && err)
		snprintf(err, errlen, "%s", lx.err);
	return (c);
}

/* dow_effect_free - release a compiled effect; NULL is a no-op */

void
dow_effect_free(struct dow_effect *e)
{
	effect_free(e);
}

/* dow_cond_free - release a compiled condition; NULL is a no-op */

void
dow_cond_free(struct dow_cond *c)
{
	cond_free(c);
}

/* ==== printing ========================================================== */

/* loc_text - a location word */

static const char *
loc_text(int l)
{
	if (l >= 0 && l < NL)
		return (loc_words[l]);
	if (l >= NL && l < L_NWORDS)
		return (lset_words[l - NL]);
	return ("?");
}

/* type_text - an item type word or any */

static const char *
type_text(int t)
{
	return (t >= 0 && t < DOW_NTYPES ? type_words[t] : "any");
}

static int cop_prec(int op);

/* cond_print - node i at minimum precedence prec */

static void
cond_print(struct pb_buf *b, const struct dow_cond *c, int i, int prec)
{
	static const char *const bin[] = { [C_AND] = "and",
		[C_OR] = "or",
		[C_ADD] = "+",
		[C_SUB] = "-",
		[C_MUL] = "*",
		[C_DIV] = "/",
		[C_GE] = ">=",
		[C_LE] = "<=",
		[C_GT] = ">",
		[C_LT] = "<",
		[C_EQ] = "==",
		[C_NE] = "!=" };
	const struct cnode      *n = &c->n[i];
	int                      p = cop_prec(n->op);

	if (p < prec)
		pb_buf_putc(b, '(');
	switch (n->op) {
	case C_NUM:
		pb_buf_printf(b, "%d", n->val);
		break;
	case C_Q:
		pb_buf_puts(b, qdefs[n->q].word);
		if (qdefs[n->q].arg == QA_TYPE)
			pb_buf_printf(b, " %s", type_text(n->arg));
		else if (qdefs[n->q].arg == QA_DIE)
			n->arg ? pb_buf_printf(b, " %d", n->arg) : pb_buf_puts(b, " any");
		else if (qdefs[n->q].arg == QA_SURV)
			pb_buf_printf(b, " %s", n->id);
		else if (qdefs[n->q].arg != QA_NONE && n->arg != NOLOC)
			pb_buf_printf(b, " %s", loc_text(n->arg));
		if (n->q == Q_CONTROLS && n->arg2 != NOLOC)
			pb_buf_printf(b, " %s", loc_text(n->arg2));
		break;
	case C_NEG:
		pb_buf_puts(b, "-");
		cond_print(b, c, n->a, p);
		break;
	case C_NOT:
		pb_buf_puts(b, "not ");
		cond_print(b, c, n->a, p);
		break;
	default:
		cond_print(b, c, n->a, p);
		pb_buf_printf(b, " %s ", bin[n->op]);
		cond_print(b, c, n->b, p + 1);
		break;
	}
	if (p < prec)
		pb_buf_putc(b, ')');
}

/* cop_prec - precedence of a node (higher binds tighter) */

static int
cop_prec(int op)
{
	switch (op) {
	case C_OR:
		return (1);
	case C_AND:
		return (2);
	case C_NOT:
		return (3);
	case C_GE:
	case C_LE:
	case C_GT:
	case C_LT:
	case C_EQ:
	case C_NE:
		return (4);
	case C_ADD:
	case C_SUB:
		return (5);
	case C_MUL:
	case C_DIV:
		return (6);
	case C_NEG:
		return (7);
	default:
		return (8);
	}
}

/* dow_cond_str - canonical text of a condition, caller frees */

char *
dow_cond_str(const struct dow_cond *c)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (c != NULL && c->nn > 0)
		cond_print(&b, c, c->root, 0);
	return (pb_buf_steal(&b));
}

/* count_print - a count or all */

static void
count_print(struct pb_buf *b, int n)
{
	if (n >= N_ALL)
		pb_buf_puts(b, "all");
	else if (n <= -N_ALL)
		pb_buf_puts(b, "-all");
	else
		pb_buf_printf(b, "%d", n);
}

static void effect_print(struct pb_buf *, const struct dow_effect *);

/* step_print - one step */

static void
step_print(struct pb_buf *b, const struct step *st)
{
	const char *a;
	char       *t;
	int         first_loc = 1;

	pb_buf_puts(b, vdefs[st->verb].word);
	if (st->verb == V_ROLL || st->verb == V_IF) {
		if (st->verb == V_ROLL)
			pb_buf_printf(b, " %d", st->n);
		else {
			t = dow_cond_str(st->cond);
			pb_buf_printf(b, " %s", t);
			free(t);
		}
		pb_buf_puts(b, " then ");
		effect_print(b, st->then);
		if (st->els) {
			pb_buf_puts(b, " else ");
			effect_print(b, st->els);
		}
		return;
	}
	for (a = vdefs[st->verb].args; *a; a++) {
		pb_buf_putc(b, ' ');
		switch (*a) {
		case 'N':
		case 'P':
		case 'p':
			count_print(b, st->n);
			break;
		case 'L':
		case 'K':
		case 'l':
			pb_buf_puts(b, loc_text(first_loc ? st->loc : st->loc2));
			first_loc = 0;
			break;
		case 'W':
		case 'w':
			pb_buf_puts(b, who_words[st->who]);
			if (st->wloc != NOLOC)
				pb_buf_printf(b, " %s", loc_text(st->wloc));
			break;
		case 'T':
			pb_buf_puts(b, type_text(st->type));
			break;
		case 'V':
			pb_buf_puts(b, st->n ? "active" : "first");
			break;
		}
	}
}

/* effect_print - steps joined by + */

static void
effect_print(struct pb_buf *b, const struct dow_effect *e)
{
	int i;

	for (i = 0; e && i < e->n; i++) {
		if (i)
			pb_buf_puts(b, " + ");
		step_print(b, &e->st[i]);
	}
}

/* dow_effect_str - canonical text of an effect, caller frees */

char *
dow_effect_str(const struct dow_effect *e)
{
	struct pb_buf b;

	pb_buf_init(&b);
	effect_print(&b, e);
	return (pb_buf_steal(&b));
}

/* locs_print - a location mask */

static void
locs_print(struct pb_buf *b, unsigned locs)
{
	int l;

	if (locs == (((1u << NL) - 1) & ~1u)) {
		pb_buf_puts(b, " outside");
		return;
	}
	for (l = 0; l < NL; l++)
		if (locs & (1u << l))
			pb_buf_printf(b, " %s", loc_words[l]);
}

/* dow_mods_str - canonical text of modifiers, caller frees */

char *
dow_mods_str(const struct dow_mods *m)
{
	static const char *const sub[] = { [DOW_MOD_NOEXP_ATTACK] = " attack",
		[DOW_MOD_NOEXP_MOVE] = " move",
		[DOW_MOD_FREE_BARRICADE] = " barricade",
		[DOW_MOD_FREE_CLEAN] = " clean",
		[DOW_MOD_FREE_ATTRACT] = " attract",
		[DOW_MOD_NO_EQUIP] = NULL };
	struct pb_buf            b;
	int                      i, k;

	pb_buf_init(&b);
	if (m == NULL)
		return (pb_buf_steal(&b));
	if (m->once)
		pb_buf_puts(&b, "once");
	if (m->cost >= 0)
		pb_buf_printf(&b, "%scost %s", b.len ? " + " : "", type_words[m->cost]);
	for (i = 0; i < m->n; i++) {
		k = m->m[i].kind;
		pb_buf_printf(&b, "%s%s", b.len ? " + " : "", mdefs[k].word);
		if (k < (int)PB_NELEM(sub) && sub[k])
			pb_buf_puts(&b, sub[k]);
		if (*mdefs[k].arg)
			pb_buf_printf(&b, *mdefs[k].arg == '+' ? " +%d" : " %d", m->m[i].value);
		locs_print(&b, m->m[i].locs);
	}
	return (pb_buf_steal(&b));
}

/* dow_trigger_str - canonical text of a trigger, caller frees */

char *
dow_trigger_str(const struct dow_pack *p, const struct dow_trigger *t)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (t->event < 0 || t->event >= DOW_EV_NKINDS)
		return (pb_buf_steal(&b));
	pb_buf_puts(&b, event_words[t->event]);
	locs_print(&b, t->locs);
	if (t->type >= 0)
		pb_buf_printf(&b, " %s", type_words[t->type]);
	if (t->surv >= 0)
		pb_buf_printf(&b, " %s", p->surv[t->surv].n.id);
	return (pb_buf_steal(&b));
}

/* ==== conditions: evaluate ============================================== */

struct evalctx {
	const struct dow_state *s;
	int                     seat;
	const struct dow_event *ev;
	int                     here; /* the event's location, -1 */
};

/* item_type - type of an item instance */

static int
item_type(const struct dow_state *s, int inst)
{
	return (s->pack->item[s->pack->inst[inst]].type);
}

/* loc_in - is location l part of location word w for a seat */

static int
loc_in(const struct evalctx *e, int w, int l)
{
	const struct dow_state *s = e->s;
	int                     i;

	if (w < NL)
		return (w == l);
	switch (w) {
	case L_ALL:
		return (1);
	case L_OUTSIDE:
		return (l != DOW_COLONY);
	case L_HERE:
		return (l == e->here);
	case L_MINE:
	case L_OCCUPIED:
		if (l == DOW_COLONY)
			return (0);
		for (i = 0; i < s->ngroup; i++)
			if (s->group[i].loc == l
			    && (w == L_OCCUPIED || s->group[i].seat == e->seat))
				return (1);
		return (w == L_OCCUPIED && s->helpless[l] > 0);
	}
	return (0);
}

/* loc_count - a per-location count summed over a location word */

static int
loc_count(const struct evalctx *e, int q, int w)
{
	const struct dow_state *s = e->s;
	int                     l, x, n = 0, i;

	for (l = 0; l < NL; l++) {
		if (!loc_in(e, w, l))
			continue;
		for (x = 0, i = 0; i < s->pack->loc[l].entrances; i++) {
			if (q == Q_ZOMBIES)
				x += s->zombies[l][i];
			else if (q == Q_BARRICADES)
				x += s->barricades[l][i];
			else if (q == Q_BARRICADED)
				x += s->barricades[l][i] > 0;
		}
		if (q == Q_NOISE)
			x = s->noise[l];
		else if (q == Q_HELPLESS)
			x = s->helpless[l];
		else if (q == Q_PEOPLE)
			x = dow_loc_people(s, l);
		else if (q == Q_FROSTBITTEN)
			for (i = 0; i < s->ngroup; i++)
				x += s->group[i].loc == l && s->group[i].frost > 0;
		n = q == Q_MAX_ZOMBIES ? (dow_loc_zombies(s, l) > n ? dow_loc_zombies(s, l) : n)
		                       : n + x;
	}
	return (n);
}

/* cards_of - cards of a type in a pile (TYPE_ANY: all) */

static int
cards_of(const struct dow_state *s, const struct dow_pile *p, int type, int except)
{
	int i, n = 0;

	for (i = 0; i < p->n; i++)
		if (p->v[i] != except && (type == TYPE_ANY || item_type(s, p->v[i]) == type))
			n++;
	return (n);
}

/* group_count - survivors of seat (or of others) at a location word */

static int
group_count(const struct evalctx *e, int q, int w)
{
	const struct dow_state *s = e->s;
	const struct dow_group *g;
	int                     i, n = 0, x;

	for (i = 0; i < s->ngroup; i++) {
		g = &s->group[i];
		if ((q == Q_OTHERS) == (g->seat == e->seat))
			continue;
		if (w != NOLOC && !loc_in(e, w, g->loc))
			continue;
		switch (q) {
		case Q_EQUIPPED:
		case Q_CARRIED:
			n += cards_of(s, &g->equip, w, -1);
			break;
		case Q_WOUNDED:
			n += g->wounds > 0;
			break;
		case Q_MAX_WOUNDS:
			x = g->wounds;
			n = x > n ? x : n;
			break;
		case Q_UNEQUIPPED:
			n += g->equip.n == 0;
			break;
		default:
			n++;
		}
	}
	return (n);
}

/* leader_rank - 1 when the seat's leader is highest (dir 1) or lowest (-1) */

static int
leader_rank(const struct dow_state *s, int seat, int dir)
{
	int i, mine = -1, best = -1, inf;

	for (i = 0; i < s->ngroup; i++) {
		if (!s->group[i].leader)
			continue;
		inf = s->pack->surv[s->group[i].card].influence;
		if (s->group[i].seat == seat)
			mine = inf;
		if (best < 0 || (dir > 0 ? inf > best : inf < best))
			best = inf;
	}
	return (mine >= 0 && mine == best);
}

/* hand_types - different item types in a hand */

static int
hand_types(const struct dow_state *s, int seat)
{
	unsigned m = 0;
	int      i, n = 0;

	for (i = 0; i < s->pl[seat].hand.n; i++)
		m |= 1u << item_type(s, s->pl[seat].hand.v[i]);
	for (i = 0; i < DOW_NTYPES; i++)
		n += (m >> i) & 1;
	return (n);
}

/* seat_count - a few game-wide seat counts */

static int
seat_count(const struct dow_state *s, int q)
{
	int k, i, n = 0, here;

	for (k = 1; k <= s->nseats; k++) {
		if (q == Q_PLAYERS_IN)
			n += !s->pl[k].exiled && !s->pl[k].out;
		else if (q == Q_EXILED_PLAYERS)
			n += s->pl[k].exiled != 0;
		else {
			for (here = 0, i = 0; i < s->ngroup; i++)
				here |= s->group[i].seat == k && s->group[i].loc == DOW_COLONY;
			n += here;
		}
	}
	return (n);
}

/* q_seat - the quantities about "you" */

static int
q_seat(const struct evalctx *e, const struct cnode *n)
{
	const struct dow_state *s = e->s;
	int                     gi, i, c = 0;

	if (e->seat < 1 || e->seat > s->nseats)
		return (0);
	switch (n->q) {
	case Q_HAND:
		return (cards_of(s, &s->pl[e->seat].hand, n->arg, -1));
	case Q_EQUIPPED:
		return (group_count(e, Q_EQUIPPED, n->arg));
	case Q_CARRIED:
		return (cards_of(s, &s->pl[e->seat].hand, n->arg, -1)
		    + group_count(e, Q_CARRIED, n->arg));
	case Q_HAND_TYPES:
		return (hand_types(s, e->seat));
	case Q_SURVIVORS:
	case Q_OTHERS:
	case Q_WOUNDED:
	case Q_MAX_WOUNDS:
	case Q_UNEQUIPPED:
		return (
		    group_count(e, n->q, n->q == Q_SURVIVORS || n->q == Q_OTHERS ? n->arg : NOLOC));
	case Q_DICE:
		for (i = 0; i < s->pl[e->seat].dice.n; i++)
			c += n->arg == 0 || s->pl[e->seat].dice.v[i] == n->arg;
		return (c);
	case Q_EXILED:
		return (s->pl[e->seat].exiled != 0);
	case Q_LEADER_HIGHEST:
	case Q_LEADER_LOWEST:
		return (leader_rank(s, e->seat, n->q == Q_LEADER_HIGHEST ? 1 : -1));
	case Q_CONTROLS:
		gi = dow_group_find(s, n->arg);
		return (gi >= 0 && s->group[gi].seat == e->seat
		    && (n->arg2 == NOLOC || s->group[gi].loc == n->arg2));
	}
	return (0);
}

/* q_eval - the value of a quantity */

static int
q_eval(const struct evalctx *e, const struct cnode *n)
{
	const struct dow_state *s = e->s;
	int                     i, c = 0;

	switch (n->q) {
	case Q_MORALE:
		return (s->morale);
	case Q_ROUNDS:
		return (s->rounds);
	case Q_ROUND:
		return (s->round);
	case Q_FOOD:
		return (s->food);
	case Q_STARVATION:
		return (s->starvation);
	case Q_WASTE:
		return (s->waste.n);
	case Q_SAMPLES:
		return (s->samples);
	case Q_KILLS:
		return (s->kills);
	case Q_PLAYERS:
		return (s->nseats);
	case Q_PLAYERS_IN:
	case Q_EXILED_PLAYERS:
	case Q_COLONY_PLAYERS:
		return (seat_count(s, n->q));
	case Q_MAIN:
		return (s->phase == DOW_PHASE_ENDED ? s->ended_by == 3 : dow_main_met(s));
	case Q_ZOMBIES:
	case Q_BARRICADES:
	case Q_BARRICADED:
	case Q_NOISE:
	case Q_HELPLESS:
	case Q_PEOPLE:
	case Q_FROSTBITTEN:
	case Q_MAX_ZOMBIES:
		return (loc_count(e, n->q, n->arg));
	case Q_WOUNDED_ALL:
		for (i = 0; i < s->ngroup; i++)
			c += s->group[i].wounds > 0;
		return (c);
	case Q_COUNT:
		return (e->ev ? e->ev->n : 0);
	}
	return (q_seat(e, n));
}

/* c_eval - the value of node i */

static int
c_eval(const struct evalctx *e, const struct dow_cond *c, int i)
{
	const struct cnode *n = &c->n[i];
	int                 a, b;

	switch (n->op) {
	case C_NUM:
		return (n->val);
	case C_Q:
		return (q_eval(e, n));
	case C_NEG:
		return (-c_eval(e, c, n->a));
	case C_NOT:
		return (!c_eval(e, c, n->a));
	case C_AND:
		return (c_eval(e, c, n->a) && c_eval(e, c, n->b));
	case C_OR:
		return (c_eval(e, c, n->a) || c_eval(e, c, n->b));
	}
	a = c_eval(e, c, n->a);
	b = c_eval(e, c, n->b);
	switch (n->op) {
	case C_ADD:
		return (a + b);
	case C_SUB:
		return (a - b);
	case C_MUL:
		return (a * b);
	case C_DIV:
		return (b ? a / b : 0);
	case C_GE:
		return (a >= b);
	case C_LE:
		return (a <= b);
	case C_GT:
		return (a > b);
	case C_LT:
		return (a < b);
	case C_EQ:
		return (a == b);
	default:
		return (a != b);
	}
}

/* dow_cond_eval_ev - a condition for a seat, with an event (NULL: none) */

int
dow_cond_eval_ev(
    const struct dow_state *s, int seat, const struct dow_cond *c, const struct dow_event *ev)
{
	struct evalctx e;

	if (c == NULL || c->nn == 0)
		return (1);
	e.s = s;
	e.seat = seat;
	e.ev = ev;
	e.here = ev ? ev->loc : -1;
	return (c_eval(&e, c, c->root) != 0);
}

/* dow_cond_eval - a condition for a seat (0: no seat) */

int
dow_cond_eval(const struct dow_state *s, int seat, const struct dow_cond *c)
{
	return (dow_cond_eval_ev(s, seat, c, NULL));
}

/* dow_main_met - the main objective's win on the side in play */

int
dow_main_met(const struct dow_state *s)
{
	const struct dow_fx *fx = s->pack->fx;

	if (fx == NULL || s->main < 0 || s->main >= s->pack->nmain)
		return (0);
	return (dow_cond_eval(s, 0, fx->main[s->main].win[s->expert_side ? 1 : 0]));
}

/* dow_objective_met - the seat's own win (exiled, secret or betrayal, else main) */

int
dow_objective_met(const struct dow_state *s, int seat)
{
	const struct dow_player *p = &s->pl[seat];
	const struct dow_fx     *fx = s->pack->fx;
	int                      obj;

	obj = p->exiled && p->exiled_obj >= 0 ? p->exiled_obj : p->secret;
	if (obj < 0 || obj >= s->pack->nobj || fx == NULL) {
		/* No secret objective: the colony's goal is the seat's. */
		return (s->phase == DOW_PHASE_ENDED ? s->ended_by == 3 : dow_main_met(s));
	}
	return (dow_cond_eval(s, seat, fx->obj[obj].win));
}

/* ==== effects: the check pass (a budget of counts) ======================== */

struct budget {
	int  food, starv, waste, crises, survdeck, vote;
	int  hand, dice, dice_low;
	int  handtype[DOW_NTYPES];
	int  helpless[NL], people[NL], zombies[NL], barr[NL], eroom[NL], noise[NL], deck[NL];
	int  ngroup;
	int *wounds, *frost, *loc, *gone;
};

struct ectx {
	struct dow_state        *s; /* NULL in the check pass */
	const struct dow_state  *cs;
	int                      seat;
	const struct dow_target *t;
	int                      self;  /* acting survivor card, -1 */
	int                      there; /* named location, -1 */
	int                      here;  /* self's location, else where the trigger happened */
	struct budget           *b;
	struct pb_buf           *log;
	struct pb_err           *err;
	int                      lenient; /* crisis: skip a refused step */
};

/* budget_init - the counts of a state (seat's hand without the card played) */

static void
budget_init(struct budget *b, const struct dow_state *s, int seat, int except)
{
	int l, e, i;

	memset(b, 0, sizeof(*b));
	b->food = s->food;
	b->starv = s->starvation;
	b->waste = s->waste.n;
	b->crises = s->crises.n;
	b->survdeck = s->survivors.n;
	b->vote = s->wait.kind;
	if (seat >= 1 && seat <= s->nseats) {
		b->hand = cards_of(s, &s->pl[seat].hand, TYPE_ANY, except);
		for (i = 0; i < DOW_NTYPES; i++)
			b->handtype[i] = cards_of(s, &s->pl[seat].hand, i, except);
		b->dice = s->pl[seat].dice.n;
		for (i = 0; i < s->pl[seat].dice.n; i++)
			b->dice_low += s->pl[seat].dice.v[i] < 6;
	}
	for (l = 0; l < NL; l++) {
		b->helpless[l] = s->helpless[l];
		b->people[l] = dow_loc_people(s, l);
		b->zombies[l] = dow_loc_zombies(s, l);
		b->noise[l] = s->noise[l];
		b->deck[l] = l == DOW_COLONY ? 0 : s->deck[l].n;
		for (e = 0; e < s->pack->loc[l].entrances; e++) {
			b->barr[l] += s->barricades[l][e];
			b->eroom[l] += dow_entr_room(s, l, e) > 0 ? dow_entr_room(s, l, e) : 0;
		}
	}
	b->ngroup = s->ngroup;
	b->wounds = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	b->frost = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	b->loc = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	b->gone = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	for (i = 0; i < s->ngroup; i++) {
		b->wounds[i] = s->group[i].wounds;
		b->frost[i] = s->group[i].frost;
		b->loc[i] = s->group[i].loc;
	}
}

/* budget_free - release the per-survivor arrays */

static void
budget_free(struct budget *b)
{
	free(b->wounds);
	free(b->frost);
	free(b->loc);
	free(b->gone);
}

/* refuse - a step cannot happen: PB_EDATA with a sentence */

static int PB_PRINTF(2, 3) refuse(struct ectx *c, const char *fmt, ...)
{
	va_list ap;
	char   *msg;

	va_start(ap, fmt);
	msg = pb_vasprintf(fmt, ap);
	va_end(ap);
	pb_err_set(c->err, PB_EDATA, "%s", msg);
	free(msg);
	return (0);
}

/* where - "at the Police Station", "in the colony" */

static const char *
where(int l)
{
	static const char *const w[NL] = { "in the colony", "at the Police Station",
		"at the Grocery Store", "at the School", "at the Gas Station", "at the Library",
		"at the Hospital" };

	return (l >= 0 && l < NL ? w[l] : "there");
}

/* one_loc - a single location word resolved, -1 with an error */

static int
one_loc(struct ectx *c, int w)
{
	if (w < NL)
		return (w);
	if (w == L_HERE && c->here >= 0)
		return (c->here);
	if (w == L_THERE && c->there >= 0)
		return (c->there);
	if (w == L_THERE)
		return (refuse(c, "Name a location for this card."), -1);
	return (refuse(c, "This needs a survivor to say where it happens."), -1);
}

/* set_has - is l in a location set (the check pass: budget locations) */

static int
set_has(struct ectx *c, int w, int l)
{
	const struct dow_state *s = c->cs;
	int                     i;

	if (w < NL || w == L_HERE || w == L_THERE)
		return (0);
	if (w == L_ALL)
		return (1);
	if (l == DOW_COLONY)
		return (0);
	if (w == L_OUTSIDE)
		return (1);
	for (i = 0; i < s->ngroup; i++) {
		if (c->b && c->b->gone[i])
			continue;
		if ((c->b ? c->b->loc[i] : s->group[i].loc) == l
		    && (w == L_OCCUPIED || s->group[i].seat == c->seat))
			return (1);
	}
	return (w == L_OCCUPIED && s->helpless[l] > 0);
}

/* locs_of - the locations a word stands for, as a mask; 0 and *ok = 0 when
 * a single location cannot be named (a set may be empty) */

static unsigned
locs_of(struct ectx *c, int w, int *ok)
{
	unsigned m = 0;
	int      l;

	*ok = 1;
	if (w < NL || w == L_HERE || w == L_THERE) {
		l = one_loc(c, w);
		*ok = l >= 0;
		return (l < 0 ? 0 : 1u << l);
	}
	for (l = 0; l < NL; l++)
		if (set_has(c, w, l))
			m |= 1u << l;
	return (m);
}

/* g_loc - a group's location in this pass */

static int
g_loc(const struct ectx *c, int gi)
{
	return (c->b ? c->b->loc[gi] : c->cs->group[gi].loc);
}

/* g_alive - a group still in play in this pass */

static int
g_alive(const struct ectx *c, int gi)
{
	return (!c->b || !c->b->gone[gi]);
}

/* g_wounds - a group's wound tokens in this pass */

static int
g_wounds(const struct ectx *c, int gi)
{
	return (c->b ? c->b->wounds[gi] : c->cs->group[gi].wounds);
}

/* pick_extreme - lowest/highest influence or most wounded at l (or the seat's) */

static int
pick_extreme(struct ectx *c, int who, int l)
{
	const struct dow_state *s = c->cs;
	int                     i, best = -1, inf, binf = 0, w, bw = -1;

	for (i = 0; i < s->ngroup; i++) {
		if (!g_alive(c, i) || (l >= 0 ? g_loc(c, i) != l : s->group[i].seat != c->seat))
			continue;
		inf = s->pack->surv[s->group[i].card].influence;
		w = g_wounds(c, i);
		if (best < 0 || (who == W_LOWEST && inf < binf) || (who == W_HIGHEST && inf > binf)
		    || (who == W_WORST && (w > bw || (w == bw && inf < binf)))) {
			best = i;
			binf = inf;
			bw = w;
		}
	}
	return (best);
}

/* named - the group of a named survivor card for this effect, -1 with an error */

static int
named(struct ectx *c, int card, int mine, const char *what)
{
	int gi;

	if (card < 0)
		return (refuse(c, "Name %s for this card.", what), -1);
	gi = dow_group_find(c->cs, card);
	if (gi < 0 || !g_alive(c, gi))
		return (refuse(c, "%s is not in play.", c->cs->pack->surv[card].n.name), -1);
	if (mine && c->cs->group[gi].seat != c->seat)
		return (refuse(c, "%s is not your survivor.", c->cs->pack->surv[card].n.name), -1);
	return (gi);
}

/* who_list - the groups a who word stands for, into v (max ngroup); count or -1 */

static int
who_list(struct ectx *c, const struct step *st, int *v)
{
	const struct dow_state *s = c->cs;
	int                     i, n = 0, l = NOLOC, gi;

	if (st->wloc != NOLOC && (l = one_loc(c, st->wloc)) < 0)
		return (-1);
	switch (st->who) {
	case W_TARGET:
		gi = named(c, c->t->surv, 1, "one of your survivors");
		break;
	case W_SELF:
		gi = named(c, c->self, 0, "a survivor");
		break;
	case W_NEAR:
		if ((gi = named(c, c->self, 0, "a survivor")) < 0)
			return (-1);
		l = g_loc(c, gi);
		if ((gi = named(c, c->t->surv, 0, "a survivor")) >= 0 && g_loc(c, gi) != l)
			return (
			    refuse(c, "%s is not %s.", s->pack->surv[c->t->surv].n.name, where(l)),
			    -1);
		break;
	case W_LOWEST:
	case W_HIGHEST:
	case W_WORST:
		gi = pick_extreme(c, st->who, l);
		if (gi < 0)
			return (0);
		break;
	default:
		for (i = 0; i < s->ngroup; i++)
			if (g_alive(c, i) && (l == NOLOC || g_loc(c, i) == l)
			    && (st->who == W_EACH || s->group[i].seat == c->seat))
				v[n++] = i;
		return (n);
	}
	if (gi < 0)
		return (-1);
	v[0] = gi;
	return (1);
}

/* ---- the check of each verb ---- */

/* chk_supply - food, starvation, helpless, clean, discard, pay, dice */

static int
chk_supply(struct ectx *c, const struct step *st)
{
	struct budget *b = c->b;
	int            l = st->loc, n = st->n;

	switch (st->verb) {
	case V_FOOD:
		if (n < 0 && b->food < -n)
			return (refuse(c, "The food supply holds only %d food token%s.", b->food,
			    b->food == 1 ? "" : "s"));
		b->food += n;
		return (1);
	case V_STARVATION:
		if (n < 0 && b->starv < -n)
			return (refuse(
			    c, "The food supply holds fewer than %d starvation tokens.", -n));
		b->starv += n;
		return (1);
	case V_HELPLESS:
		if ((l = one_loc(c, l)) < 0)
			return (0);
		if (n < 0 && b->helpless[l] < -n)
			return (
			    refuse(c, "Fewer than %d helpless survivors are %s.", -n, where(l)));
		if (n > 0 && c->seat >= 1 && c->cs->pl[c->seat].exiled)
			return (1); /* an exiled player adds none [IT Esilio] */
		if (n > 0 && c->cs->pack->loc[l].spaces - b->people[l] < n)
			return (refuse(c, "There is no room for %d helpless survivor%s %s.", n,
			    n == 1 ? "" : "s", where(l)));
		b->helpless[l] += n;
		b->people[l] += n;
		return (1);
	case V_KILL_HELPLESS:
		if ((l = one_loc(c, l)) < 0)
			return (0);
		if (b->helpless[l] == 0)
			return (refuse(c, "There is no helpless survivor %s.", where(l)));
		b->helpless[l] -= n < b->helpless[l] ? n : b->helpless[l];
		return (1);
	case V_CLEAN:
		if (b->waste == 0)
			return (refuse(c, "The waste pile is empty."));
		b->waste -= n < b->waste ? n : b->waste;
		return (1);
	case V_DISCARD:
		if (b->hand < n)
			return (refuse(
			    c, "You need %d other card%s in your hand.", n, n == 1 ? "" : "s"));
		b->hand -= n;
		b->waste += n;
		return (1);
	case V_PAY:
		if (b->handtype[st->type] == 0)
			return (
			    refuse(c, "You need a %s card in your hand.", type_words[st->type]));
		b->handtype[st->type]--;
		b->hand--;
		b->waste++;
		return (1);
	}
	return (1);
}

/* chk_deck - draw, fetch, mill, peek, reveal, peek_crisis */

static int
chk_deck(struct ectx *c, const struct step *st)
{
	struct budget          *b = c->b;
	const struct dow_state *s = c->cs;
	int                     l, n = st->n, i, found = 0;

	if (st->verb == V_PEEK_CRISIS) {
		if (b->crises == 0)
			return (refuse(c, "The crisis deck is empty."));
		return (1);
	}
	if (st->verb == V_PEEK_CONTRIB)
		return (1);
	if ((l = one_loc(c, st->loc)) < 0)
		return (0);
	if (l == DOW_COLONY)
		return (refuse(c, "The colony has no item deck."));
	if (b->deck[l] == 0)
		return (refuse(c, "The %s deck is empty.", dow_loc_title(l)));
	if (st->verb == V_FETCH) {
		for (i = 0; i < s->deck[l].n && i < b->deck[l]; i++)
			found |= item_type(s, s->deck[l].v[i]) == st->type;
		if (!found)
			return (refuse(c, "The %s deck holds no %s card.", dow_loc_title(l),
			    type_words[st->type]));
		n = 1;
	}
	if (st->verb == V_DRAW || st->verb == V_FETCH || st->verb == V_MILL) {
		n = n < b->deck[l] ? n : b->deck[l];
		b->deck[l] -= n;
		if (st->verb == V_MILL)
			b->waste += n;
		else
			b->hand += n;
	}
	return (1);
}

/* mask_loc - the location of a one-location mask */

static int
mask_loc(unsigned m)
{
	int l;

	for (l = 0; l < NL; l++)
		if (m == 1u << l)
			return (l);
	return (-1);
}

/* chk_board - zombies, kill, move_zombies, noise, barricade */

static int
chk_board(struct ectx *c, const struct step *st)
{
	struct budget *b = c->b;
	unsigned       m;
	int            l, n = st->n, k, any = 0, to = -1, ok;

	m = locs_of(c, st->loc, &ok);
	if (!ok)
		return (0);
	for (l = 0; l < NL; l++) {
		if (!(m & (1u << l)))
			continue;
		switch (st->verb) {
		case V_ZOMBIES:
			any = 1;
			break;
		case V_KILL:
		case V_MOVE_ZOMBIES:
			k = n < b->zombies[l] ? n : b->zombies[l];
			b->zombies[l] -= k;
			b->eroom[l] += k;
			any |= k > 0;
			break;
		case V_NOISE:
			if (l == DOW_COLONY)
				break;
			if (n > 0)
				any = 1;
			else
				any |= b->noise[l] > 0;
			b->noise[l] =
			    n > 0 ? b->noise[l] : (b->noise[l] + n > 0 ? b->noise[l] + n : 0);
			break;
		case V_BARRICADE:
			if (n > 0) {
				k = n < b->eroom[l] ? n : b->eroom[l];
				b->eroom[l] -= k;
				b->barr[l] += k;
			} else {
				k = -n < b->barr[l] ? -n : b->barr[l];
				b->barr[l] -= k;
				b->eroom[l] += k;
			}
			any |= k > 0;
			break;
		}
	}
	if (st->verb == V_MOVE_ZOMBIES && any && (to = one_loc(c, st->loc2)) < 0)
		return (0);
	if (st->verb == V_MOVE_ZOMBIES && any && (m & (1u << to)))
		return (refuse(c, "The zombies must go to another location."));
	if (!any && (st->verb == V_KILL || st->verb == V_MOVE_ZOMBIES))
		return (refuse(c, "There is no zombie %s.",
		    m && !(m & (m - 1)) ? where(mask_loc(m)) : "there"));
	if (!any && st->verb == V_NOISE)
		return (refuse(c, "There is no noise token to remove."));
	if (!any && st->verb == V_BARRICADE)
		return (refuse(c,
		    n > 0 ? "There is no empty entrance space for a barricade."
		          : "There is no barricade to remove."));
	return (1);
}

/* chk_surv - wound, frostbite, heal, unfrost, expose, kill_survivor, retire, send */

static int
chk_surv(struct ectx *c, const struct step *st)
{
	struct budget *b = c->b;
	int           *v, n, i, k, any = 0, l = 0, ok = 1;

	v = pb_calloc((size_t)c->cs->ngroup + 1, sizeof(int));
	if ((n = who_list(c, st, v)) < 0) {
		free(v);
		return (0);
	}
	if (st->verb == V_SEND && (l = one_loc(c, st->loc)) < 0)
		ok = 0;
	for (i = 0; ok && i < n; i++) {
		switch (st->verb) {
		case V_HEAL:
			k = st->n < b->wounds[v[i]] ? st->n : b->wounds[v[i]];
			any |= k > 0;
			b->wounds[v[i]] -= k;
			b->frost[v[i]] =
			    b->frost[v[i]] < b->wounds[v[i]] ? b->frost[v[i]] : b->wounds[v[i]];
			break;
		case V_UNFROST:
			k = st->n < b->frost[v[i]] ? st->n : b->frost[v[i]];
			any |= k > 0;
			b->wounds[v[i]] -= k;
			b->frost[v[i]] -= k;
			break;
		case V_KILL_SURVIVOR:
		case V_RETIRE:
			b->gone[v[i]] = 1;
			b->people[b->loc[v[i]]]--;
			any = 1;
			break;
		case V_SEND:
			if (b->loc[v[i]] == l)
				break;
			/* E40 (a): exiled survivors never come back into the colony. */
			if (l == DOW_COLONY && c->cs->pl[c->cs->group[v[i]].seat].exiled) {
				ok = refuse(c, "Exiled survivors cannot enter the colony.");
				break;
			}
			if (c->cs->pack->loc[l].spaces - b->people[l] < 1) {
				ok = refuse(c, "There is no room %s.", where(l));
				break;
			}
			b->people[b->loc[v[i]]]--;
			b->people[l]++;
			b->loc[v[i]] = l;
			any = 1;
			break;
		default:
			any = 1;
		}
	}
	if (ok && !any && (st->verb == V_HEAL || st->verb == V_UNFROST) && n == 1)
		ok = refuse(c, "%s has no %s token.",
		    c->cs->pack->surv[c->cs->group[v[0]].card].n.name,
		    st->verb == V_HEAL ? "wound" : "frostbite");
	else if (ok && !any && (st->verb == V_HEAL || st->verb == V_UNFROST))
		ok = refuse(
		    c, "Nobody there has a %s token.", st->verb == V_HEAL ? "wound" : "frostbite");
	else if (ok && !any && st->verb != V_WOUND && st->verb != V_FROSTBITE)
		ok = refuse(c, "Nobody is there for this card.");
	free(v);
	return (ok);
}

/* chk_other - survivor, dice, votes and the rest */

static int
chk_other(struct ectx *c, const struct step *st)
{
	struct budget          *b = c->b;
	const struct dow_state *s = c->cs;
	int                     l, k;

	switch (st->verb) {
	case V_SURVIVOR:
		l = st->loc;
		if (s->pl[c->seat].exiled && l == DOW_COLONY)
			l = c->there;
		if (l == DOW_COLONY && s->pl[c->seat].exiled)
			l = -1;
		if (l < 0 && s->pl[c->seat].exiled)
			return (refuse(
			    c, "Exiled: name a location outside the colony for the survivor."));
		if ((l = one_loc(c, l)) < 0)
			return (0);
		if (b->survdeck == 0)
			return (refuse(c, "The survivor deck is empty."));
		if (s->pack->loc[l].spaces - b->people[l] < 1)
			return (refuse(c, "There is no room %s.", where(l)));
		b->survdeck--;
		b->people[l]++;
		return (1);
	case V_DIE:
		if (c->t->die >= 0
		    && (c->t->die >= s->pl[c->seat].dice.n
		        || s->pl[c->seat].dice.v[c->t->die] >= 6))
			return (refuse(c, "That die cannot be raised."));
		if (b->dice_low == 0)
			return (refuse(c, "You have no unused action die below 6."));
		return (1);
	case V_REROLL:
		if (b->dice == 0)
			return (refuse(c, "You have no unused action die."));
		return (1);
	case V_LOSE_DIE:
		if (b->dice < st->n)
			return (refuse(c, "You need %d unused action dice.", st->n));
		b->dice -= st->n;
		b->dice_low = b->dice_low < b->dice ? b->dice_low : b->dice;
		return (1);
	case V_VOTE:
		if (b->vote != DOW_W_NONE)
			return (refuse(c, "The game is already waiting for a decision."));
		/* E14: an exiled player cannot be voted on again. */
		k = st->n ? (c->cs->active ? c->cs->active : c->seat) : c->cs->first_player;
		if (c->cs->pl[k].exiled || c->cs->pl[k].out)
			return (
			    refuse(c, "Player %d cannot be voted on: exiled or out already.", k));
		b->vote = DOW_W_VOTE;
		return (1);
	case V_CANCEL_VOTE:
		if (b->vote != DOW_W_VOTE)
			return (refuse(c, "No vote is under way."));
		b->vote = DOW_W_NONE;
		return (1);
	}
	return (1);
}

static int chk_effect(struct ectx *, const struct dow_effect *);

/* budget_copy - a deep copy */

static void
budget_copy(struct budget *to, const struct budget *from)
{
	size_t n = (size_t)from->ngroup + 1;

	*to = *from;
	to->wounds = pb_calloc(n, sizeof(int));
	to->frost = pb_calloc(n, sizeof(int));
	to->loc = pb_calloc(n, sizeof(int));
	to->gone = pb_calloc(n, sizeof(int));
	memcpy(to->wounds, from->wounds, (n - 1) * sizeof(int));
	memcpy(to->frost, from->frost, (n - 1) * sizeof(int));
	memcpy(to->loc, from->loc, (n - 1) * sizeof(int));
	memcpy(to->gone, from->gone, (n - 1) * sizeof(int));
}

/* chk_branch - a gate's branch on a copy of the budget */

static int
chk_branch(struct ectx *c, const struct dow_effect *e)
{
	struct budget copy, *saved = c->b;
	int           ok;

	if (e == NULL)
		return (1);
	budget_copy(&copy, saved);
	c->b = &copy;
	ok = chk_effect(c, e);
	c->b = saved;
	budget_free(&copy);
	return (ok);
}

/* chk_step - one step against the budget */

static int
chk_step(struct ectx *c, const struct step *st)
{
	switch (st->verb) {
	case V_FOOD:
	case V_STARVATION:
	case V_HELPLESS:
	case V_KILL_HELPLESS:
	case V_CLEAN:
	case V_DISCARD:
	case V_PAY:
		return (chk_supply(c, st));
	case V_DRAW:
	case V_FETCH:
	case V_MILL:
	case V_PEEK:
	case V_PEEK_CRISIS:
	case V_PEEK_CONTRIB:
	case V_REVEAL:
		return (chk_deck(c, st));
	case V_ZOMBIES:
	case V_KILL:
	case V_MOVE_ZOMBIES:
	case V_NOISE:
	case V_BARRICADE:
		return (chk_board(c, st));
	case V_WOUND:
	case V_FROSTBITE:
	case V_HEAL:
	case V_UNFROST:
	case V_EXPOSE:
	case V_KILL_SURVIVOR:
	case V_RETIRE:
	case V_SEND:
		return (chk_surv(c, st));
	case V_ROLL:
	case V_IF:
		/* A gate ends its list: each branch is checked on its own copy. */
		return (chk_branch(c, st->then) && chk_branch(c, st->els));
	}
	return (chk_other(c, st));
}

/* chk_effect - every step in order */

static int
chk_effect(struct ectx *c, const struct dow_effect *e)
{
	int i;

	for (i = 0; e && i < e->n; i++)
		if (!chk_step(c, &e->st[i]))
			return (0);
	return (1);
}

/* ==== effects: the apply pass ============================================ */

/* who_text - "Player 2" or "The colony" for logs */

static const char *
who_text(const struct ectx *c, char *buf, size_t len)
{
	if (c->seat < 1)
		return ("The colony");
	snprintf(buf, len, "Player %d", c->seat);
	return (buf);
}

/* hand_out - take hand position i out to a pile */

static void
hand_out(struct ectx *c, int i, struct dow_pile *to)
{
	struct dow_pile *h = &c->s->pl[c->seat].hand;

	dow_pile_push(to, h->v[i]);
	dow_pile_remove_at(h, i);
}

/* discard_random - n random cards of seat's hand (not the card played) to waste */

static void
discard_random(struct ectx *c, int seat, int n)
{
	struct dow_pile *h = &c->s->pl[seat].hand;
	int              i, k, pos, cnt;
	char             buf[32];

	for (k = 0; k < n; k++) {
		cnt = cards_of(c->s, h, TYPE_ANY, c->t->card);
		if (cnt == 0)
			return;
		pos = (int)pb_rng_below(&c->s->rng, (uint32_t)cnt);
		for (i = 0; i < h->n; i++)
			if (h->v[i] != c->t->card && pos-- == 0)
				break;
		snprintf(buf, sizeof(buf), "Player %d", seat);
		pb_buf_line(c->log, "%s puts %s from their hand into the waste pile.", buf,
		    dow_item_name(c->s, h->v[i]));
		dow_pile_push(&c->s->waste, h->v[i]);
		dow_pile_remove_at(h, i);
	}
}

/* pay_card - a card of a type from the hand to the waste pile */

static void
pay_card(struct ectx *c, int type)
{
	struct dow_pile *h = &c->s->pl[c->seat].hand;
	int              i, pos = -1;
	char             buf[32];

	for (i = 0; i < h->n; i++)
		if (h->v[i] != c->t->card && item_type(c->s, h->v[i]) == type
		    && (pos < 0 || h->v[i] == c->t->cost))
			pos = i;
	if (pos < 0)
		return;
	/* An exiled player's played cards leave the game [IT Esilio]. */
	pb_buf_line(c->log, "%s pays %s %s.", who_text(c, buf, sizeof(buf)),
	    dow_item_name(c->s, h->v[pos]),
	    c->s->pl[c->seat].exiled ? "(out of the game)" : "into the waste pile");
	hand_out(c, pos, c->s->pl[c->seat].exiled ? &c->s->box : &c->s->waste);
}

/* ap_supply - food, morale, starvation, helpless, clean, discards */

static void
ap_supply(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	int               l, k, n = st->n;

	switch (st->verb) {
	case V_FOOD:
		s->food += n;
		pb_buf_line(c->log, "%d food token%s the food supply (%d now).", n < 0 ? -n : n,
		    n == 1 || n == -1 ? (n > 0 ? " goes into" : " leaves")
		                      : (n > 0 ? "s go into" : "s leave"),
		    s->food);
		break;
	case V_MORALE:
		dow_morale(s, n, c->log);
		break;
	case V_STARVATION:
		s->starvation += n;
		pb_buf_line(c->log, "Starvation tokens: %d.", s->starvation);
		break;
	case V_HELPLESS:
		l = one_loc(c, st->loc);
		if (n > 0 && c->seat >= 1 && s->pl[c->seat].exiled) {
			pb_buf_line(c->log, "An exiled player adds no helpless survivors.");
			break;
		}
		s->helpless[l] += n;
		pb_buf_line(c->log, "%d helpless survivor%s %s %s.", n < 0 ? -n : n,
		    n == 1 || n == -1 ? "" : "s", n > 0 ? "arrive" : "leave", where(l));
		break;
	case V_KILL_HELPLESS:
		l = one_loc(c, st->loc);
		for (k = 0; k < n && s->helpless[l] > 0 && s->phase != DOW_PHASE_ENDED; k++) {
			s->helpless[l]--;
			pb_buf_line(c->log, "A helpless survivor dies %s.", where(l));
			dow_morale(s, -1, c->log);
		}
		break;
	case V_CLEAN:
		for (k = 0; k < n && s->waste.n > 0; k++)
			dow_pile_push(&s->box, dow_pile_pop(&s->waste));
		pb_buf_line(c->log, "%d card%s leave the waste pile (%d left).", k,
		    k == 1 ? "" : "s", s->waste.n);
		break;
	case V_DISCARD:
		discard_random(c, c->seat, n);
		break;
	case V_PAY:
		pay_card(c, st->type);
		break;
	case V_DISCARD_EACH:
		for (k = 1; k <= s->nseats; k++)
			if (!s->pl[k].exiled && !s->pl[k].out)
				discard_random(c, k, n);
		break;
	}
}

/* priv_cards - the names of cards into the private buffer */

static void
priv_cards(struct ectx *c, const char *what, const int *v, int n)
{
	int i;

	if (c->t->priv == NULL)
		return;
	pb_buf_printf(c->t->priv, "%s:", what);
	for (i = 0; i < n; i++)
		pb_buf_printf(c->t->priv, "%s %s", i ? "," : "", dow_item_name(c->s, v[i]));
	pb_buf_puts(c->t->priv, n ? ".\n" : " none.\n");
}

/* ap_deck - draw, fetch, mill, peek, reveal, peek_crisis */

static void
ap_deck(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	struct dow_pile  *d;
	int               l, k, i, got[64], n = st->n, take = -1;
	char              buf[32];

	if (st->verb == V_PEEK_CRISIS) {
		pb_buf_line(c->log, "%s looks at the top of the crisis deck.",
		    who_text(c, buf, sizeof(buf)));
		if (c->t->priv)
			for (k = 0; k < n && k < s->crises.n; k++)
				pb_buf_printf(c->t->priv, "Crisis %d from the top: %s.\n", k + 1,
				    s->pack->crisis[s->crises.v[s->crises.n - 1 - k]].n.name);
		return;
	}
	if (st->verb == V_PEEK_CONTRIB) {
		pb_buf_line(c->log, "%s looks at the cards added to the crisis.",
		    who_text(c, buf, sizeof(buf)));
		priv_cards(c, "Added to the crisis so far", s->contrib.v,
		    s->contrib.n < 64 ? s->contrib.n : 64);
		return;
	}
	l = one_loc(c, st->loc);
	d = &s->deck[l];
	if (n > 64)
		n = 64;
	switch (st->verb) {
	case V_DRAW:
	case V_MILL:
		for (k = 0; k < n && d->n > 0; k++) {
			got[k] = dow_pile_pop(d);
			dow_pile_push(
			    st->verb == V_DRAW ? &s->pl[c->seat].hand : &s->waste, got[k]);
			if (st->verb == V_MILL)
				pb_buf_line(c->log, "%s goes from the %s deck into the waste pile.",
				    dow_item_name(s, got[k]), dow_loc_title(l));
		}
		if (st->verb == V_DRAW) {
			pb_buf_line(c->log, "%s draws %d card%s from the %s deck.",
			    who_text(c, buf, sizeof(buf)), k, k == 1 ? "" : "s", dow_loc_title(l));
			priv_cards(c, "You draw", got, k);
		}
		break;
	case V_FETCH:
		for (i = d->n - 1; i >= 0; i--)
			if (item_type(s, d->v[i]) == st->type)
				break;
		got[0] = d->v[i];
		dow_pile_remove_at(d, i);
		dow_pile_push(&s->pl[c->seat].hand, got[0]);
		pb_rng_shuffle(&s->rng, d->v, (size_t)d->n);
		pb_buf_line(c->log,
		    "%s searches the %s deck for a %s card, takes one and shuffles the deck.",
		    who_text(c, buf, sizeof(buf)), dow_loc_title(l), type_words[st->type]);
		priv_cards(c, "You take", got, 1);
		break;
	case V_PEEK:
		for (k = 0; k < n && k < d->n; k++)
			got[k] = d->v[d->n - 1 - k];
		pb_buf_line(c->log,
		    "%s looks at the top %d card%s of the %s deck and puts them back.",
		    who_text(c, buf, sizeof(buf)), k, k == 1 ? "" : "s", dow_loc_title(l));
		priv_cards(c, "From the top", got, k);
		break;
	case V_REVEAL:
		for (k = 0; k < n && d->n > 0; k++) {
			got[k] = dow_pile_pop(d);
			pb_buf_line(c->log, "Revealed from the %s deck: %s.", dow_loc_title(l),
			    dow_item_name(s, got[k]));
			if (take < 0 && item_type(s, got[k]) == st->type)
				take = k;
		}
		for (i = 0; i < k; i++)
			dow_pile_push(i == take ? &s->pl[c->seat].hand : d, got[i]);
		pb_rng_shuffle(&s->rng, d->v, (size_t)d->n);
		if (take >= 0)
			pb_buf_line(c->log, "%s takes %s; the rest are shuffled back.",
			    who_text(c, buf, sizeof(buf)), dow_item_name(s, got[take]));
		else
			pb_buf_line(
			    c->log, "No %s card: all are shuffled back.", type_words[st->type]);
		break;
	}
}

/* zombie_out - take 1 zombie from the busiest entrance of l (not killed) */

static void
zombie_out(struct dow_state *s, int l)
{
	int e, best = 0;

	for (e = 1; e < s->pack->loc[l].entrances; e++)
		if (s->zombies[l][e] > s->zombies[l][best])
			best = e;
	s->zombies[l][best]--;
}

/* barricade_put - n barricades at l (negative: remove); how many */

static int
barricade_put(struct dow_state *s, int l, int n)
{
	int ne = s->pack->loc[l].entrances, e, best, k = 0;

	for (; n > 0; n--, k++) {
		/* The entrance with an empty space and the fewest barricades, lowest first. */
		for (best = -1, e = 0; e < ne; e++)
			if (dow_entr_room(s, l, e) > 0
			    && (best < 0 || s->barricades[l][e] < s->barricades[l][best]))
				best = e;
		if (best < 0)
			break;
		s->barricades[l][best]++;
	}
	for (; n < 0; n++, k++) {
		for (best = -1, e = ne - 1; e >= 0; e--)
			if (s->barricades[l][e] > 0
			    && (best < 0 || s->barricades[l][e] > s->barricades[l][best]))
				best = e;
		if (best < 0)
			break;
		s->barricades[l][best]--;
	}
	return (k);
}

/* ap_board - zombies, kill, move_zombies, noise, barricade */

static void
ap_board(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	unsigned          m;
	int               l, k, to, n = st->n, ok;

	m = locs_of(c, st->loc, &ok);
	for (l = 0; l < NL && s->phase != DOW_PHASE_ENDED; l++) {
		if (!(m & (1u << l)))
			continue;
		switch (st->verb) {
		case V_ZOMBIES:
			dow_add_zombies(s, l, n, c->log);
			break;
		case V_KILL:
			for (k = 0; k < n && dow_kill_zombie(s, l, c->log); k++)
				/* void */;
			break;
		case V_MOVE_ZOMBIES:
			to = one_loc(c, st->loc2);
			for (k = 0;
			     k < n && dow_loc_zombies(s, l) > 0 && s->phase != DOW_PHASE_ENDED;
			     k++) {
				zombie_out(s, l);
				pb_buf_line(c->log, "A zombie leaves %s for %s.", where(l) + 3,
				    where(to) + 3);
				dow_add_zombies(s, to, 1, c->log);
			}
			break;
		case V_NOISE:
			if (l == DOW_COLONY)
				break;
			k = n > 0
			    ? (DOW_NOISE_MAX - s->noise[l] < n ? DOW_NOISE_MAX - s->noise[l] : n)
			    : (s->noise[l] < -n ? -s->noise[l] : n);
			s->noise[l] += k;
			pb_buf_line(c->log, "Noise %s: %d token%s (%+d).", where(l), s->noise[l],
			    s->noise[l] == 1 ? "" : "s", k);
			break;
		case V_BARRICADE:
			k = barricade_put(s, l, n);
			pb_buf_line(c->log, "%d barricade%s %s %s.", k, k == 1 ? "" : "s",
			    n > 0 ? "placed" : "removed", where(l));
			break;
		}
	}
}

/* retire - survivor gi leaves the game without being killed */

static void
retire(struct dow_state *s, int gi, struct pb_buf *log)
{
	/* Every step of leaving play, without the morale loss (IT p.14). */
	dow_remove(s, gi, "removed from the game, not killed", log);
}

/* frost_wound - a frostbite wound, regular for a no_frostbite survivor */

static void
frost_wound(struct dow_state *s, int gi, struct pb_buf *log)
{
	dow_wound(s, gi, !dow_equip_mod(s, gi, DOW_MOD_NO_FROSTBITE), log);
}

/* heal_one - remove n tokens (frostbite first, or only frostbite) */

static void
heal_one(struct dow_state *s, int gi, int n, int only_frost, struct pb_buf *log)
{
	struct dow_group *g = &s->group[gi];
	int               k = 0;

	for (; n > 0 && g->wounds > 0 && (!only_frost || g->frost > 0); n--, k++) {
		if (g->frost > 0)
			g->frost--;
		g->wounds--;
	}
	if (k > 0)
		pb_buf_line(log, "%s loses %d wound token%s (%d left).", dow_surv_name(s, g->card),
		    k, k == 1 ? "" : "s", g->wounds);
}

/* ap_one_surv - one step on one survivor card (re-found: it may have died) */

static void
ap_one_surv(struct ectx *c, const struct step *st, int card, int to)
{
	struct dow_state *s = c->s;
	int               gi, k;

	for (k = 0; k
	     < (st->verb == V_WOUND || st->verb == V_FROSTBITE || st->verb == V_EXPOSE ? st->n : 1);
	     k++) {
		if (s->phase == DOW_PHASE_ENDED || (gi = dow_group_find(s, card)) < 0)
			return;
		switch (st->verb) {
		case V_WOUND:
			dow_wound(s, gi, 0, c->log);
			break;
		case V_FROSTBITE:
			frost_wound(s, gi, c->log);
			break;
		case V_HEAL:
		case V_UNFROST:
			heal_one(s, gi, st->n, st->verb == V_UNFROST, c->log);
			break;
		case V_EXPOSE:
			/* E43: a bite waiting for its decision stops the rolls (one wait at a time). */
			if (s->wait.kind != DOW_W_NONE)
				return;
			dow_exposure(s, gi, c->log);
			break;
		case V_KILL_SURVIVOR:
			dow_kill(s, gi, "killed by a card", c->log);
			break;
		case V_RETIRE:
			retire(s, gi, c->log);
			break;
		case V_SEND:
			if (s->group[gi].loc != to) {
				s->group[gi].loc = to;
				pb_buf_line(c->log, "%s goes %s (no exposure roll).",
				    dow_surv_name(s, card), where(to) + 3);
			}
			break;
		}
	}
}

/* ap_surv - a survivor step on every survivor it names */

static void
ap_surv(struct ectx *c, const struct step *st)
{
	int *v, *cards, n, i, to = -1;

	v = pb_calloc((size_t)c->s->ngroup + 1, sizeof(int));
	cards = pb_calloc((size_t)c->s->ngroup + 1, sizeof(int));
	if ((n = who_list(c, st, v)) < 0)
		n = 0;
	/* Cards, not group indices: a wound or an exposure can kill. */
	for (i = 0; i < n; i++)
		cards[i] = c->s->group[v[i]].card;
	if (st->verb == V_SEND)
		to = one_loc(c, st->loc);
	for (i = 0; i < n; i++)
		ap_one_surv(c, st, cards[i], to);
	free(v);
	free(cards);
}

/* die_pos - the die to raise: the one named, else the lowest below 6 */

static int
die_pos(const struct ectx *c)
{
	const struct dow_pile *d = &c->s->pl[c->seat].dice;
	int                    i, best = -1;

	if (c->t->die >= 0)
		return (c->t->die);
	for (i = 0; i < d->n; i++)
		if (d->v[i] < 6 && (best < 0 || d->v[i] < d->v[best]))
			best = i;
	return (best);
}

/* lowest_die - position of the lowest unused die not yet marked, -1 */

static int
lowest_die(const struct dow_pile *d, const int *marked)
{
	int i, best = -1;

	for (i = 0; i < d->n; i++)
		if ((marked == NULL || !marked[i]) && (best < 0 || d->v[i] < d->v[best]))
			best = i;
	return (best);
}

/* ap_dice - die, reroll, lose_die */

static void
ap_dice(struct ectx *c, const struct step *st)
{
	struct dow_pile *d = &c->s->pl[c->seat].dice;
	int              i, k, *marked;
	char             buf[32];

	switch (st->verb) {
	case V_DIE:
		i = die_pos(c);
		d->v[i] = d->v[i] + st->n > 6 ? 6 : d->v[i] + st->n;
		pb_buf_line(c->log, "%s raises an action die to %d.", who_text(c, buf, sizeof(buf)),
		    d->v[i]);
		break;
	case V_REROLL:
		/* The n lowest, each rerolled once. */
		marked = pb_calloc((size_t)d->n + 1, sizeof(int));
		for (k = 0; k < st->n && (i = lowest_die(d, marked)) >= 0; k++) {
			marked[i] = 1;
			d->v[i] = pb_rng_die(&c->s->rng, 6);
			pb_buf_line(c->log, "%s rerolls an action die: %d.",
			    who_text(c, buf, sizeof(buf)), d->v[i]);
		}
		free(marked);
		break;
	case V_LOSE_DIE:
		for (k = 0; k < st->n && (i = lowest_die(d, NULL)) >= 0; k++) {
			pb_buf_line(c->log, "%s loses an unused action die (%d).",
			    who_text(c, buf, sizeof(buf)), d->v[i]);
			dow_pile_remove_at(d, i);
		}
		break;
	}
}

/* ap_other - survivor, rules, votes */

static void
ap_other(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	int               l, card, k;

	switch (st->verb) {
	case V_SURVIVOR:
		l = st->loc;
		if (s->pl[c->seat].exiled && l == DOW_COLONY)
			l = c->there;
		l = one_loc(c, l);
		card = dow_pile_pop(&s->survivors);
		dow_add_survivor(s, c->seat, card, l, c->log);
		break;
	case V_NO_MOVE:
		s->no_move = s->round + st->n;
		pb_buf_line(c->log,
		    "Survivors of non-exiled players cannot move until the end of round %d.",
		    s->no_move);
		break;
	case V_HUNTED:
		s->hunted = 1;
		pb_buf_line(
		    c->log, "From now on every move also rolls a die: 2 or less is a wound.");
		break;
	case V_VOTE:
		s->wait.kind = DOW_W_VOTE;
		s->wait.seat = 0;
		s->wait.survivor = -1;
		s->wait.loc = 0;
		s->wait.cards.n = 0;
		s->wait.target = st->n ? (s->active ? s->active : c->seat) : s->first_player;
		for (k = 0; k <= DOW_MAXSEATS; k++)
			s->wait.votes[k] =
			    k >= 1 && k <= s->nseats && !s->pl[k].exiled && !s->pl[k].out
			    ? DOW_VOTE_DUE
			    : DOW_VOTE_NONE;
		pb_buf_line(c->log, "A vote is called to exile player %d.", s->wait.target);
		break;
	case V_CANCEL_VOTE:
		s->wait.kind = DOW_W_NONE;
		pb_buf_line(c->log, "The vote is cancelled: no one is exiled.");
		break;
	}
}

static void ap_effect(struct ectx *, const struct dow_effect *);

/* ap_step - one step, already checked */

static void
ap_step(struct ectx *c, const struct step *st)
{
	struct dow_event ev;
	int              r, yes;

	switch (st->verb) {
	case V_FOOD:
	case V_MORALE:
	case V_STARVATION:
	case V_HELPLESS:
	case V_KILL_HELPLESS:
	case V_CLEAN:
	case V_DISCARD:
	case V_PAY:
	case V_DISCARD_EACH:
		ap_supply(c, st);
		break;
	case V_DRAW:
	case V_FETCH:
	case V_MILL:
	case V_PEEK:
	case V_PEEK_CRISIS:
	case V_PEEK_CONTRIB:
	case V_REVEAL:
		ap_deck(c, st);
		break;
	case V_ZOMBIES:
	case V_KILL:
	case V_MOVE_ZOMBIES:
	case V_NOISE:
	case V_BARRICADE:
		ap_board(c, st);
		break;
	case V_WOUND:
	case V_FROSTBITE:
	case V_HEAL:
	case V_UNFROST:
	case V_EXPOSE:
	case V_KILL_SURVIVOR:
	case V_RETIRE:
	case V_SEND:
		ap_surv(c, st);
		break;
	case V_DIE:
	case V_REROLL:
	case V_LOSE_DIE:
		ap_dice(c, st);
		break;
	case V_ROLL:
		r = pb_rng_die(&c->s->rng, 6);
		yes = r >= st->n;
		pb_buf_line(c->log, "A die roll: %d (%d or more needed).", r, st->n);
		ap_effect(c, yes ? st->then : st->els);
		break;
	case V_IF:
		memset(&ev, 0, sizeof(ev));
		ev.loc = c->here;
		ap_effect(c, dow_cond_eval_ev(c->s, c->seat, st->cond, &ev) ? st->then : st->els);
		break;
	default:
		ap_other(c, st);
		break;
	}
}

/* ap_effect - the steps in order; stop when the game is over */

static void
ap_effect(struct ectx *c, const struct dow_effect *e)
{
	struct budget b;
	int           i, ok;

	for (i = 0; e && i < e->n && c->s->phase != DOW_PHASE_ENDED; i++) {
		if (c->lenient) {
			/* A crisis: a step that cannot happen is skipped. */
			budget_init(&b, c->s, c->seat, -1);
			c->b = &b;
			ok = chk_step(c, &e->st[i]);
			c->b = NULL;
			budget_free(&b);
			if (!ok && e->st[i].verb != V_ROLL && e->st[i].verb != V_IF) {
				pb_buf_line(c->log, "(%s)", c->err->msg);
				continue;
			}
		}
		ap_step(c, &e->st[i]);
	}
}

/* ==== effects: entry points ================================================ */

/* dow_target_init - nothing named */

void
dow_target_init(struct dow_target *t)
{
	t->self = t->surv = t->loc = t->card = t->cost = t->die = -1;
	t->at = -1;
	t->priv = NULL;
}

/* needs_of - what the steps of an effect need named */

static unsigned
needs_of(const struct dow_effect *e)
{
	const struct step *st;
	unsigned           m = 0;
	int                i;

	for (i = 0; e && i < e->n; i++) {
		st = &e->st[i];
		if (st->loc == L_THERE || st->loc2 == L_THERE || st->wloc == L_THERE
		    || st->verb == V_SURVIVOR)
			m |= st->verb == V_SURVIVOR ? 0 : DOW_NEED_LOC;
		if (st->loc == L_HERE || st->loc2 == L_HERE || st->wloc == L_HERE)
			m |= DOW_NEED_SELF;
		if (vdefs[st->verb].args[0] == 'W' || vdefs[st->verb].args[0] == 'w') {
			if (st->who == W_TARGET)
				m |= DOW_NEED_SURV;
			else if (st->who == W_NEAR)
				m |= DOW_NEED_NEAR | DOW_NEED_SELF;
			else if (st->who == W_SELF)
				m |= DOW_NEED_SELF;
		}
		m |= needs_of(st->then) | needs_of(st->els);
	}
	return (m);
}

/* dow_effect_move - what a move card does to its move (DOW_MOVE_*) */

unsigned
dow_effect_move(const struct dow_effect *e)
{
	unsigned m = 0;
	int      i;

	for (i = 0; e && i < e->n; i++) {
		if (e->st[i].verb == V_NO_EXPOSURE)
			m |= DOW_MOVE_NOEXP;
		if (e->st[i].verb == V_BEST_EXPOSURE)
			m |= DOW_MOVE_BEST;
	}
	return (m);
}

/* dow_effect_needs - what a player names for an effect */

unsigned
dow_effect_needs(const struct dow_effect *e)
{
	return (needs_of(e));
}

/* ectx_init - a context for seat and target */

static void
ectx_init(struct ectx *c, const struct dow_state *s, int seat, const struct dow_target *t,
    struct pb_err *err)
{
	int gi;

	memset(c, 0, sizeof(*c));
	c->cs = s;
	c->seat = seat;
	c->t = t;
	c->err = err;
	c->self = t->self >= 0 ? t->self : t->surv;
	c->there = t->loc;
	c->here = t->at;
	if (c->self >= 0 && (gi = dow_group_find(s, c->self)) >= 0)
		c->here = s->group[gi].loc;
}

/* target_check - the named things exist */

static int
target_check(struct ectx *c)
{
	const struct dow_target *t = c->t;

	if (t->surv >= c->cs->pack->nsurv || t->self >= c->cs->pack->nsurv || t->loc >= NL
	    || t->card >= c->cs->pack->ninst)
		return (refuse(c, "No such card or location."));
	if (c->seat < 0 || c->seat > c->cs->nseats)
		return (refuse(c, "No such player."));
	if (t->die >= 0 && (c->seat < 1 || t->die >= c->cs->pl[c->seat].dice.n))
		return (refuse(c, "No such unused die."));
	return (1);
}

/* req_check - the card's require holds (here: the acting survivor's location) */

static int
req_check(struct ectx *c, const struct dow_effect *e)
{
	struct dow_event ev;
	char            *t;
	int              ok;

	if (e->req == NULL)
		return (1);
	memset(&ev, 0, sizeof(ev));
	ev.loc = c->here;
	if (dow_cond_eval_ev(c->cs, c->seat, e->req, &ev))
		return (1);
	t = dow_cond_str(e->req);
	ok = refuse(c, "This can be used only when %s.", t);
	free(t);
	return (ok);
}

/* dow_effect_check - can the effect happen (nothing changes) */

enum pb_rc
dow_effect_check(const struct dow_state *s, int seat, const struct dow_effect *e,
    const struct dow_target *t, struct pb_err *err)
{
	struct pb_err lerr;
	struct ectx   c;
	struct budget b;
	int           ok;

	if (err == NULL)
		err = &lerr;
	if (e == NULL)
		return (pb_err_set(err, PB_EDATA, "This card has no effect to use."));
	ectx_init(&c, s, seat, t, err);
	if (!target_check(&c) || !req_check(&c, e))
		return (PB_EDATA);
	budget_init(&b, s, seat, t->card);
	c.b = &b;
	ok = chk_effect(&c, e);
	budget_free(&b);
	return (ok ? PB_OK : PB_EDATA);
}

/* dow_effect_apply_to - check, then apply (F2) */

enum pb_rc
dow_effect_apply_to(struct dow_state *s, int seat, const struct dow_effect *e,
    const struct dow_target *t, struct pb_buf *log, struct pb_err *err)
{
	struct pb_err lerr;
	struct ectx   c;
	enum pb_rc    rc;

	if (err == NULL)
		err = &lerr;
	if ((rc = dow_effect_check(s, seat, e, t, err)) != PB_OK)
		return (rc);
	ectx_init(&c, s, seat, t, err);
	c.s = s;
	c.log = log;
	ap_effect(&c, e);
	return (PB_OK);
}

/* dow_effect_apply - the same, naming only a survivor and a location */

enum pb_rc
dow_effect_apply(struct dow_state *s, int seat, const struct dow_effect *e, int target_card,
    int target_loc, struct pb_buf *log, struct pb_err *err)
{
	struct dow_target t;

	dow_target_init(&t);
	t.surv = target_card;
	t.loc = target_loc;
	return (dow_effect_apply_to(s, seat, e, &t, log, err));
}

/* crisis_apply - a crisis effect, every step that can happen */

static void
crisis_apply(struct dow_state *s, const struct dow_effect *e, struct pb_buf *log)
{
	struct dow_target t;
	struct pb_err     err;
	struct ectx       c;

	dow_target_init(&t);
	ectx_init(&c, s, 0, &t, &err);
	c.s = s;
	c.log = log;
	c.lenient = 1;
	ap_effect(&c, e);
}

/* dow_crisis_fail - the crisis was not prevented */

void
dow_crisis_fail(struct dow_state *s, int crisis, struct pb_buf *log)
{
	if (s->pack->fx == NULL || crisis < 0 || crisis >= s->pack->ncrisis)
		pb_panic("dow_crisis_fail: crisis %d", crisis);
	crisis_apply(s, s->pack->fx->crisis[crisis].fail, log);
}

/* dow_crisis_bonus - prevented by 2 or more: the card's bonus or +1 morale (E32) */

void
dow_crisis_bonus(struct dow_state *s, int crisis, struct pb_buf *log)
{
	const struct dow_effect *b;

	if (s->pack->fx == NULL || crisis < 0 || crisis >= s->pack->ncrisis)
		pb_panic("dow_crisis_bonus: crisis %d", crisis);
	b = s->pack->fx->crisis[crisis].bonus;
	if (b == NULL)
		dow_morale(s, 1, log);
	else
		crisis_apply(s, b, log);
}

/* ==== crossroads ============================================================ */

/* dow_xroads_match - does crossroads card fit the event; fill the target */

int
dow_xroads_match(
    const struct dow_state *s, int card, const struct dow_event *ev, struct dow_target *out)
{
	const struct dow_xroads_fx *x;
	struct dow_event            e = *ev;
	int                         gi = -1, l;

	if (s->pack->fx == NULL || card < 0 || card >= s->pack->nxroads)
		return (0);
	x = &s->pack->fx->xroads[card];
	if (x->on.event != ev->kind)
		return (0);
	if (x->on.type >= 0 && x->on.type != ev->type)
		return (0);
	if (ev->kind == DOW_EV_TURN_START || ev->kind == DOW_EV_ANYTIME
	    || ev->kind == DOW_EV_DECLARED) {
		if (x->on.surv >= 0) {
			gi = dow_group_find(s, x->on.surv);
			if (gi < 0 || s->group[gi].seat != ev->seat)
				return (0);
			e.surv = x->on.surv;
			e.loc = s->group[gi].loc;
		}
	} else if (x->on.surv >= 0 && x->on.surv != ev->surv)
		return (0);
	l = ev->kind == DOW_EV_LEAVE ? ev->from : e.loc;
	if (x->on.locs && (l < 0 || !(x->on.locs & (1u << l))))
		return (0);
	if (!dow_cond_eval_ev(s, ev->seat, x->cond, &e))
		return (0);
	if (out) {
		dow_target_init(out);
		out->self = e.surv;
		out->at = e.loc;
	}
	return (1);
}

/* ==== modifiers ============================================================= */

/* mod_here - does a modifier work at loc */

static int
mod_here(const struct mod *m, int loc)
{
	return (m->locs == 0 || (m->locs & (1u << loc)));
}

/* mod_static - a standing rule, never used up */

static int
mod_static(int k)
{
	return (k == DOW_MOD_WOUNDS_TO_KILL || k == DOW_MOD_NO_FROSTBITE || k == DOW_MOD_UPKEEP
	    || k == DOW_MOD_VOTES || k == DOW_MOD_FOOD_DIE || k == DOW_MOD_NO_EQUIP);
}

/* mods_add - the sources of kind k in one set of modifiers */

static int
mods_add(const struct dow_mods *ms, int k, int loc, int once, int inst, int slot, unsigned used,
    struct dow_mod_src *out, int n, int max)
{
	int i;

	if (ms == NULL)
		return (n);
	once |= ms->once;
	if (mod_static(k))
		once = 0;
	if (once && (used & (1u << slot)))
		return (n);
	for (i = 0; i < ms->n && n < max; i++) {
		if (ms->m[i].kind != k || !mod_here(&ms->m[i], loc))
			continue;
		out[n].inst = inst;
		out[n].slot = slot;
		out[n].value = ms->m[i].value;
		out[n].once = once;
		out[n].cost = ms->cost;
		n++;
	}
	return (n);
}

/* dow_mod_sources - every working source of modifier k for survivor gi */

int
dow_mod_sources(const struct dow_state *s, int gi, int k, struct dow_mod_src *out, int max)
{
	const struct dow_fx       *fx = s->pack->fx;
	const struct dow_group    *g;
	const struct dow_survivor *sv;
	int                        i, n = 0;

	if (fx == NULL || gi < 0 || gi >= s->ngroup)
		return (0);
	g = &s->group[gi];
	sv = &s->pack->surv[g->card];
	if (sv->where == DOW_ANYWHERE || sv->where == g->loc)
		n = mods_add(
		    fx->surv[g->card].passive, k, g->loc, sv->once, -1, 0, g->used, out, n, max);
	for (i = 0; i < g->equip.n && i < 30; i++)
		n = mods_add(fx->item[s->pack->inst[g->equip.v[i]]].equip, k, g->loc, 0,
		    g->equip.v[i], 1 + i, g->used, out, n, max);
	return (n);
}

/* dow_equip_mod - the combined value of the sources that need no cost */

int
dow_equip_mod(const struct dow_state *s, int gi, int k)
{
	struct dow_mod_src src[40];
	int                n, i, v = 0, any = 0;

	n = dow_mod_sources(s, gi, k, src, 40);
	for (i = 0; i < n; i++) {
		if (src[i].cost >= 0)
			continue;
		switch (k) {
		case DOW_MOD_WOUNDS_TO_KILL:
		case DOW_MOD_ATTACK_KILLS:
		case DOW_MOD_FOOD_DIE:
		case DOW_MOD_VOTES:
			v = src[i].value > v ? src[i].value : v;
			break;
		case DOW_MOD_SAVE_EXPOSURE:
			v = !any || src[i].value < v ? src[i].value : v;
			break;
		case DOW_MOD_NOEXP_ATTACK:
		case DOW_MOD_NOEXP_MOVE:
		case DOW_MOD_BEST_EXPOSURE:
		case DOW_MOD_NO_FROSTBITE:
		case DOW_MOD_FREE_BARRICADE:
		case DOW_MOD_FREE_CLEAN:
		case DOW_MOD_FREE_ATTRACT:
		case DOW_MOD_NO_EQUIP:
			v = 1;
			break;
		default:
			v += src[i].value;
		}
		any = 1;
	}
	return (v);
}

/* dow_seat_mod - the sum over a seat's survivors (0: every survivor) */

int
dow_seat_mod(const struct dow_state *s, int seat, int k)
{
	int i, v = 0;

	for (i = 0; i < s->ngroup; i++)
		if (seat == 0 || s->group[i].seat == seat)
			v += dow_equip_mod(s, i, k);
	return (v);
}

/* dow_seat_best - the largest over a seat's survivors, at least dflt */

int
dow_seat_best(const struct dow_state *s, int seat, int k, int dflt)
{
	int i, v = dflt;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && dow_equip_mod(s, i, k) > v)
			v = dow_equip_mod(s, i, k);
	return (v);
}

/* dow_take_mod - the modifier of survivor gi for one action: the sum of its
 * sources that need no card (those that cost a card are not taken yet);
 * a once-per-round source is spent by taking it.  For yes/no modifiers
 * (no exposure, free actions) the first source is enough. */

int
dow_take_mod(struct dow_state *s, int gi, int mod, int yesno)
{
	struct dow_mod_src src[16];
	int                n, i, total = 0;

	n = dow_mod_sources(s, gi, mod, src, 16);
	for (i = 0; i < n; i++) {
		if (src[i].cost >= 0)
			continue;
		if (dow_mod_spend(s, gi, &src[i], NULL, NULL) != PB_OK)
			continue;
		total += src[i].value;
		if (yesno)
			return (1);
	}
	return (total);
}

/* dow_mod_spend - a once source is used up; a cost is paid */

enum pb_rc
dow_mod_spend(struct dow_state *s, int gi, const struct dow_mod_src *src, struct pb_buf *log,
    struct pb_err *err)
{
	struct dow_group *g;
	struct dow_pile  *h;
	int               i;

	if (gi < 0 || gi >= s->ngroup)
		pb_panic("dow_mod_spend: group %d", gi);
	g = &s->group[gi];
	h = &s->pl[g->seat].hand;
	if (src->cost >= 0) {
		for (i = 0; i < h->n; i++)
			if (item_type(s, h->v[i]) == src->cost)
				break;
		if (i == h->n)
			return (pb_err_set(err, PB_EDATA, "This needs a %s card from your hand.",
			    type_words[src->cost]));
		pb_buf_line(log, "Player %d pays %s %s (its own ability unused).", g->seat,
		    dow_item_name(s, h->v[i]),
		    s->pl[g->seat].exiled ? "out of the game" : "into the waste pile");
		dow_pile_push(s->pl[g->seat].exiled ? &s->box : &s->waste, h->v[i]);
		dow_pile_remove_at(h, i);
	}
	if (src->once)
		g->used |= 1u << src->slot;
	return (PB_OK);
}
