/*++
/* NAME
/*	check_expr 1
/* SUMMARY
/*	unit tests for the game-free condition and effect language
/* SYNOPSIS
/*	tests/check_expr
/* DESCRIPTION
/*	The language of expr(3h) with a small made-up game, an orchard:
/*	its quantities are apples, trees ROW (a row 1 to 3), basket
/*	[COLOUR] (a word kept as the node's id) and secret (only where
/*	the text may name the owner); its verbs pick P, plant N, rest,
/*	taste p, and two gates, if COND and roll N.  Nothing here is
/*	Dead of Winter's.  Table-driven cases; each carries a stable id
/*	and a label, and a failure names both.  Test ids:
/*
/*	expr-1.*	tokens: numbers (capped, all, signed), words,
/*			operators, the text of each kind of token in
/*			"expected ..., found ...", the first error sticks,
/*			a copied lexer looks ahead
/*	expr-2.*	conditions: precedence, canonical text, values;
/*			"and"/"or" stop early; division by 0 is 0; a
/*			condition stops at a word it does not know
/*	expr-3.*	condition errors: the sentence for each syntax
/*			error and for a quantity the context forbids
/*	expr-4.*	effects: verbs, counts by spec, steps joined by
/*			"+", gates with then and else, and their errors
/*	expr-5.*	the game's part: quantity arguments reach the
/*			game's evaluator, ids are released, a language
/*			without qarg or qprint
/* SEE ALSO
/*	src/core/expr.c, the module under test.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/expr.h"
#include "core/pb.h"

/* Local. */
#include "testrun.h"

/* ---- the orchard: a made-up game -------------------------------------- */

#define OWNER (1u << 0) /* the text may name the owner */

enum { Q_APPLES, Q_TREES, Q_BASKET, Q_SECRET, NQ };
enum { A_NONE, A_ROW, A_COLOUR };

static const struct expr_quantity orchard_q[NQ] = {
	[Q_APPLES] = { "apples", A_NONE, 0 },
	[Q_TREES] = { "trees", A_ROW, 0 },
	[Q_BASKET] = { "basket", A_COLOUR, 0 },
	[Q_SECRET] = { "secret", A_NONE, OWNER },
};

enum { V_PICK, V_PLANT, V_REST, V_TASTE, V_IF, V_ROLL, NV };

static const struct expr_verb orchard_v[NV] = {
	[V_PICK] = { "pick", "P", 0 },
	[V_PLANT] = { "plant", "N", 0 },
	[V_REST] = { "rest", "", 0 },
	[V_TASTE] = { "taste", "p", 0 },
	[V_IF] = { "if", "", 1 },
	[V_ROLL] = { "roll", "", 1 },
};

/* orchard_qarg - a row 1 to 3, or an optional colour word */

static void
orchard_qarg(struct expr_lex *lx, struct expr_node *n)
{
	if (orchard_q[n->q].arg == A_ROW) {
		if (lx->tok != EXPR_T_NUM || lx->num < 1 || lx->num > 3) {
			expr_expected(lx, "a row 1 to 3");
			return;
		}
		n->arg = lx->num;
		expr_next(lx);
	} else if (orchard_q[n->q].arg == A_COLOUR && lx->tok == EXPR_T_WORD
	    && (strcmp(lx->word, "red") == 0 || strcmp(lx->word, "green") == 0)) {
		n->id = pb_strdup(lx->word);
		expr_next(lx);
	}
}

/* orchard_qprint - a quantity's argument */

static void
orchard_qprint(struct pb_buf *b, const struct expr_node *n)
{
	if (orchard_q[n->q].arg == A_ROW)
		pb_buf_printf(b, " %d", n->arg);
	else if (n->id != NULL)
		pb_buf_printf(b, " %s", n->id);
}

static const struct expr_lang orchard = { orchard_q, NQ, orchard_qarg, orchard_qprint, orchard_v,
	NV };

/* The state a condition is evaluated against. */
struct farm {
	int apples;
	int trees[4];
	int red, green, secret;
	int asked; /* quantities evaluated */
};

/* farm_q - the value of a quantity on a farm */

static int
farm_q(void *ctx, const struct expr_node *n)
{
	struct farm *f = ctx;

	f->asked++;
	switch (n->q) {
	case Q_APPLES:
		return (f->apples);
	case Q_TREES:
		return (f->trees[n->arg]);
	case Q_BASKET:
		return (n->id == NULL               ? f->red + f->green
		        : strcmp(n->id, "red") == 0 ? f->red
		                                    : f->green);
	default:
		return (f->secret);
	}
}

static const struct farm farm0 = { 7, { 0, 3, 0, 12 }, 2, 5, 1, 0 };

/* cond_text - compile text in ctx: "=CANONICAL" or "!ERROR"; caller frees */

static char *
cond_text(const char *text, unsigned ctx, int *value)
{
	struct expr_lex lx;
	struct expr     x;
	struct pb_buf   b;
	struct farm     f = farm0;

	pb_buf_init(&b);
	expr_start(&lx, text, &orchard, ctx, NULL);
	expr_parse(&x, &lx);
	if (expr_end(&lx)) {
		pb_buf_putc(&b, '=');
		expr_print(&b, &x, &orchard);
		if (value)
			*value = expr_eval(&x, farm_q, &f);
	} else
		pb_buf_printf(&b, "!%s", lx.err);
	expr_clear(&x);
	return (pb_buf_steal(&b));
}

/* ---- expr-1: tokens ----------------------------------------------------- */

static const struct tok_case {
	const char *id;
	const char *text;
	int         tok;
	int         num;     /* EXPR_T_NUM */
	int         signed_; /* EXPR_T_NUM */
	const char *s;       /* the word or the operator */
	const char *rest;    /* the text after the token */
} tok_cases[] = {
	{ "expr-1.1", "42 x", EXPR_T_NUM, 42, 0, NULL, " x" },
	{ "expr-1.2", "12345", EXPR_T_NUM, 999, 0, NULL, "" },
	{ "expr-1.3", "all+", EXPR_T_NUM, EXPR_ALL, 0, NULL, "+" },
	{ "expr-1.4", "-all", EXPR_T_NUM, -EXPR_ALL, 1, NULL, "" },
	{ "expr-1.5", "+3", EXPR_T_NUM, 3, 1, NULL, "" },
	{ "expr-1.6", "-0", EXPR_T_NUM, 0, 1, NULL, "" },
	{ "expr-1.7", " \tcider_press-2 (", EXPR_T_WORD, 0, 0, "cider_press-2", " (" },
	{ "expr-1.8", "allx", EXPR_T_WORD, 0, 0, "allx", "" },
	{ "expr-1.9", "_x", EXPR_T_WORD, 0, 0, "_x", "" },
	{ "expr-1.10", ">=1", EXPR_T_OP, 0, 0, ">=", "1" },
	{ "expr-1.11", "!=", EXPR_T_OP, 0, 0, "!=", "" },
	{ "expr-1.12", "!x", EXPR_T_OP, 0, 0, "!", "x" },
	{ "expr-1.13", "- 3", EXPR_T_OP, 0, 0, "-", " 3" },
	{ "expr-1.14", ",", EXPR_T_OP, 0, 0, ",", "" },
	{ "expr-1.15", "   ", EXPR_T_END, 0, 0, NULL, "" },
	{ "expr-1.16", "-alpha", EXPR_T_OP, 0, 0, "-", "alpha" },
};

/* expr-1.1 .. 1.16: one token */

START_TEST(test_token)
{
	const struct tok_case *c = &tok_cases[_i];
	struct expr_lex        lx;

	expr_start(&lx, c->text, &orchard, 0, NULL);
	ck_assert_msg(!lx.failed, "%s: failed: %s", c->id, lx.err);
	ck_assert_msg(lx.tok == c->tok, "%s: token %d, not %d", c->id, lx.tok, c->tok);
	if (c->tok == EXPR_T_NUM)
		ck_assert_msg(lx.num == c->num && lx.signed_ == c->signed_, "%s: %d/%d", c->id,
		    lx.num, lx.signed_);
	if (c->tok == EXPR_T_WORD)
		ck_assert_msg(strcmp(lx.word, c->s) == 0, "%s: word %s", c->id, lx.word);
	if (c->tok == EXPR_T_OP)
		ck_assert_msg(strcmp(lx.op, c->s) == 0, "%s: op %s", c->id, lx.op);
	ck_assert_msg(strcmp(lx.p, c->rest) == 0, "%s: rest \"%s\"", c->id, lx.p);
}
END_TEST

/* expr-1.17: a word longer than 63 characters keeps 63, the rest is read */

START_TEST(test_long_word)
{
	char            text[100];
	struct expr_lex lx;

	memset(text, 'a', 80);
	strcpy(text + 80, " 5");
	expr_start(&lx, text, &orchard, 0, NULL);
	ck_assert_msg(
	    lx.tok == EXPR_T_WORD && strlen(lx.word) == 63, "expr-1.17: %zu", strlen(lx.word));
	expr_next(&lx);
	ck_assert_msg(lx.tok == EXPR_T_NUM && lx.num == 5, "expr-1.17: after the word");
}
END_TEST

/* expr-1.18: an unexpected character; expr-1.19: the first error sticks */

START_TEST(test_lex_errors)
{
	struct expr_lex lx;

	expr_start(&lx, "apples # 3", &orchard, 0, NULL);
	expr_next(&lx);
	ck_assert_msg(lx.failed && lx.tok == EXPR_T_END, "expr-1.18: not failed");
	ck_assert_str_eq(lx.err, "unexpected character '#'");
	expr_fail(&lx, "a second error %d", 2);
	expr_expected(&lx, "a third");
	ck_assert_msg(strcmp(lx.err, "unexpected character '#'") == 0, "expr-1.19: %s", lx.err);
	ck_assert_msg(!expr_end(&lx), "expr-1.19: expr_end of a failed lexer");
}
END_TEST

static const struct found_case {
	const char *id;
	const char *text;
	const char *err;
} found_cases[] = {
	{ "expr-1.20", "", "expected a fruit, found the end" },
	{ "expr-1.21", "pear", "expected a fruit, found \"pear\"" },
	{ "expr-1.22", "-4", "expected a fruit, found the number -4" },
	{ "expr-1.23", "all", "expected a fruit, found the number 1000" },
	{ "expr-1.24", "<=", "expected a fruit, found \"<=\"" },
};

/* expr-1.20 .. 1.24: expr_expected names the token found */

START_TEST(test_found)
{
	const struct found_case *c = &found_cases[_i];
	struct expr_lex          lx;

	expr_start(&lx, c->text, &orchard, 0, NULL);
	expr_expected(&lx, "a fruit");
	ck_assert_msg(strcmp(lx.err, c->err) == 0, "%s: %s", c->id, lx.err);
}
END_TEST

/* expr-1.25: a copy of the lexer looks ahead; expr_end at the end */

START_TEST(test_lookahead)
{
	struct expr_lex lx, ahead;

	expr_start(&lx, "pick 2", &orchard, 0, NULL);
	ahead = lx;
	expr_next(&ahead);
	ck_assert_msg(ahead.tok == EXPR_T_NUM && lx.tok == EXPR_T_WORD, "expr-1.25: look-ahead");
	ck_assert_msg(expr_is_word(&lx, "pick") && !expr_is_word(&lx, "pic"), "expr-1.25: word");
	expr_next(&lx);
	expr_next(&lx);
	ck_assert_msg(expr_end(&lx) && !lx.failed, "expr-1.25: the end");
	expr_start(&lx, "pick 2", &orchard, 0, NULL);
	ck_assert_msg(!expr_end(&lx), "expr-1.25: not at the end");
	ck_assert_str_eq(lx.err, "expected the end, found \"pick\"");
}
END_TEST

/* ---- expr-2: conditions ------------------------------------------------- */

static const struct cond_case {
	const char *id;
	const char *text;
	const char *out; /* "=" canonical */
	int         value;
} cond_cases[] = {
	{ "expr-2.1", "apples >= 7", "=apples >= 7", 1 },
	{ "expr-2.2", "1 + 2*3", "=1 + 2 * 3", 7 },
	{ "expr-2.3", "(1 + 2) * 3", "=(1 + 2) * 3", 9 },
	{ "expr-2.4", "((apples))", "=apples", 7 },
	{ "expr-2.5", "10 - 4 - 3", "=10 - 4 - 3", 3 },
	{ "expr-2.6", "10 - (4 - 3)", "=10 - (4 - 3)", 9 },
	{ "expr-2.7", "-(-apples)", "=--apples", 7 },
	{ "expr-2.8", "- 2 * 3", "=-2 * 3", -6 },
	{ "expr-2.9", "not apples < 3 and trees 3 == 12", "=not apples < 3 and trees 3 == 12", 1 },
	{ "expr-2.10", "! (apples > 100 or trees 1 != 3)", "=not (apples > 100 or trees 1 != 3)",
	    1 },
	{ "expr-2.11", "1 or 0 and 0", "=1 or 0 and 0", 1 },
	{ "expr-2.12", "(1 or 0) and 0", "=(1 or 0) and 0", 0 },
	{ "expr-2.13", "apples / 0", "=apples / 0", 0 },
	{ "expr-2.14", "apples / 2 <= 3", "=apples / 2 <= 3", 1 },
	{ "expr-2.15", "basket + basket red * 10 + basket green",
	    "=basket + basket red * 10 + basket green", 32 },
	{ "expr-2.16", "not not trees 2", "=not not trees 2", 0 },
	{ "expr-2.17", "(apples > 1) + (apples > 2)", "=(apples > 1) + (apples > 2)", 2 },
	{ "expr-2.18", "999 == 12345", "=999 == 999", 1 },
	{ "expr-2.19", "apples==7", "=apples == 7", 1 },
	{ "expr-2.20", "-3 - -3", "=-3 - -3", 0 },
	{ "expr-2.21", "1 < 2 < 3", "!expected the end, found \"<\"", 0 },
};

/* expr-2.1 .. 2.21: canonical text and value */

START_TEST(test_cond)
{
	const struct cond_case *c = &cond_cases[_i];
	char                   *got;
	int                     v = -99;

	got = cond_text(c->text, 0, &v);
	ck_assert_msg(strcmp(got, c->out) == 0, "%s: \"%s\" gives \"%s\"", c->id, c->text, got);
	if (got[0] == '=')
		ck_assert_msg(v == c->value, "%s: value %d, not %d", c->id, v, c->value);
	free(got);
}
END_TEST

/* expr-2.22: the canonical text reads back to itself */

START_TEST(test_cond_fixpoint)
{
	char *once, *twice;
	int   i;

	for (i = 0; i < (int)PB_NELEM(cond_cases); i++) {
		if (cond_cases[i].out[0] != '=')
			continue;
		once = cond_text(cond_cases[i].out + 1, 0, NULL);
		twice = cond_text(once + 1, 0, NULL);
		ck_assert_msg(strcmp(once, cond_cases[i].out) == 0 && strcmp(once, twice) == 0,
		    "expr-2.22 (%s): %s / %s", cond_cases[i].id, once, twice);
		free(once);
		free(twice);
	}
}
END_TEST

/* expr-2.23: "and" and "or" stop at the first operand that decides */

START_TEST(test_short_circuit)
{
	static const struct {
		const char *text;
		int         asked;
	} t[] = { { "0 and apples", 0 }, { "1 or apples", 0 }, { "apples and trees 1", 2 },
		{ "apples or trees 1", 1 }, { "apples + trees 1 + basket", 3 } };
	struct expr_lex lx;
	struct expr     x;
	struct farm     f;
	int             i;

	for (i = 0; i < (int)PB_NELEM(t); i++) {
		f = farm0;
		expr_start(&lx, t[i].text, &orchard, 0, NULL);
		expr_parse(&x, &lx);
		ck_assert_msg(expr_end(&lx), "expr-2.23: %s: %s", t[i].text, lx.err);
		expr_eval(&x, farm_q, &f);
		ck_assert_msg(f.asked == t[i].asked, "expr-2.23: %s asked %d", t[i].text, f.asked);
		expr_clear(&x);
	}
}
END_TEST

/* expr-2.24: a condition stops at a word it does not know */

START_TEST(test_cond_stops)
{
	struct expr_lex lx;
	struct expr     x;
	struct pb_buf   b;

	expr_start(&lx, "apples > 3 then pick 1", &orchard, 0, NULL);
	expr_parse(&x, &lx);
	ck_assert_msg(!lx.failed && expr_is_word(&lx, "then"), "expr-2.24: stopped at %s", lx.word);
	pb_buf_init(&b);
	expr_print(&b, &x, &orchard);
	ck_assert_str_eq(b.s, "apples > 3");
	pb_buf_free(&b);
	expr_clear(&x);
	ck_assert_msg(x.nn == 0 && x.n == NULL, "expr-2.24: cleared");
	/* An empty condition prints nothing. */
	pb_buf_init(&b);
	expr_print(&b, &x, &orchard);
	ck_assert_str_eq(b.s, "");
	pb_buf_free(&b);
}
END_TEST

/* ---- expr-3: condition errors ------------------------------------------- */

static const struct err_case {
	const char *id;
	const char *text;
	unsigned    ctx;
	const char *err;
} err_cases[] = {
	{ "expr-3.1", "", 0, "expected a number or a quantity, found the end" },
	{ "expr-3.2", "apples >", 0, "expected a number or a quantity, found the end" },
	{ "expr-3.3", "pears > 1", 0, "unknown quantity \"pears\"" },
	{ "expr-3.4", "secret", 0, "\"secret\" cannot be used here" },
	{ "expr-3.5", "secret == 1", OWNER, NULL },
	{ "expr-3.6", "(apples > 1", 0, "expected \")\", found the end" },
	{ "expr-3.7", "apples > all", 0, "expected a number, found the number 1000" },
	{ "expr-3.8", "apples > -all", 0, "expected a number, found the number -1000" },
	{ "expr-3.9", "trees 4", 0, "expected a row 1 to 3, found the number 4" },
	{ "expr-3.10", "trees", 0, "expected a row 1 to 3, found the end" },
	{ "expr-3.11", "apples ) 1", 0, "expected the end, found \")\"" },
	{ "expr-3.12", "apples > 2 and", 0, "expected a number or a quantity, found the end" },
	{ "expr-3.13", "apples $ 2", 0, "unexpected character '$'" },
	{ "expr-3.14", "* 2", 0, "expected a number or a quantity, found \"*\"" },
	{ "expr-3.15", "pears or secret", 0, "unknown quantity \"pears\"" },
	{ "expr-3.16", "secret or pears", 0, "\"secret\" cannot be used here" },
	{ "expr-3.17", "Apples", 0, "unexpected character 'A'" },
	{ "expr-3.18", "apples 3", 0, "expected the end, found the number 3" },
	{ "expr-3.19", "1+2", 0, "expected the end, found the number 2" }, /* +2 is signed */
};

/* expr-3.1 .. 3.19: the error of a bad condition (NULL: none) */

START_TEST(test_cond_error)
{
	const struct err_case *c = &err_cases[_i];
	char                  *got;

	got = cond_text(c->text, c->ctx, NULL);
	if (c->err == NULL)
		ck_assert_msg(got[0] == '=', "%s: %s", c->id, got);
	else
		ck_assert_msg(got[0] == '!' && strcmp(got + 1, c->err) == 0,
		    "%s: \"%s\" gives \"%s\"", c->id, c->text, got);
	free(got);
}
END_TEST

/* ---- expr-4: effects ---------------------------------------------------- */

/* An effect of the orchard: its steps, as a game would keep them. */
struct step;

struct steps {
	struct step *st;
	int          n;
};

struct step {
	int           verb;
	int           n;
	struct expr   cond; /* V_IF */
	struct steps *then, *els;
};

static struct steps *steps_read(struct expr_lex *, int);

/* steps_free - release a list */

static void
steps_free(struct steps *l)
{
	int i;

	if (l == NULL)
		return;
	for (i = 0; i < l->n; i++) {
		expr_clear(&l->st[i].cond);
		steps_free(l->st[i].then);
		steps_free(l->st[i].els);
	}
	free(l->st);
	free(l);
}

/* step_read - one step into list; 1 for a gate */

static int
step_read(struct expr_lex *lx, void *list, int in_then)
{
	struct steps *l = list;
	struct step  *st;
	const char   *a;

	l->st = pb_realloc(l->st, (size_t)(l->n + 1) * sizeof(*l->st));
	st = &l->st[l->n++];
	memset(st, 0, sizeof(*st));
	if ((st->verb = expr_verb(lx)) < 0)
		return (0);
	if (st->verb == V_IF || st->verb == V_ROLL) {
		if (st->verb == V_IF)
			expr_parse(&st->cond, lx);
		else
			expr_count(lx, 'P', &st->n);
		if (expr_then(lx)) {
			st->then = steps_read(lx, 1);
			if (expr_else(lx))
				st->els = steps_read(lx, in_then);
		}
		return (1);
	}
	for (a = orchard_v[st->verb].args; *a; a++)
		expr_count(lx, *a, &st->n);
	return (0);
}

/* steps_read - steps joined by + */

static struct steps *
steps_read(struct expr_lex *lx, int in_then)
{
	struct steps *l = pb_calloc(1, sizeof(*l));

	expr_steps(lx, in_then, step_read, l);
	return (l);
}

/* steps_print - the list back as text */

static void
steps_print(struct pb_buf *b, const struct steps *l)
{
	const struct step *st;
	int                i;

	for (i = 0; l && i < l->n; i++) {
		st = &l->st[i];
		pb_buf_printf(b, "%s%s", i ? " + " : "", orchard_v[st->verb].word);
		if (st->verb == V_IF || st->verb == V_ROLL) {
			pb_buf_putc(b, ' ');
			if (st->verb == V_IF)
				expr_print(b, &st->cond, &orchard);
			else
				expr_count_print(b, st->n);
			pb_buf_puts(b, " then ");
			steps_print(b, st->then);
			if (st->els) {
				pb_buf_puts(b, " else ");
				steps_print(b, st->els);
			}
		} else if (*orchard_v[st->verb].args) {
			pb_buf_putc(b, ' ');
			expr_count_print(b, st->n);
		}
	}
}

static const struct fx_case {
	const char *id;
	const char *text;
	const char *out; /* "=" canonical, "!" error */
} fx_cases[] = {
	{ "expr-4.1", "pick 3", "=pick 3" },
	{ "expr-4.2", "pick all + plant -2+rest", "=pick all + plant -2 + rest" },
	{ "expr-4.3", "plant -all", "=plant -all" },
	{ "expr-4.4", "taste + taste 2", "=taste 1 + taste 2" },
	{ "expr-4.5", "if apples > 3 then pick 1 else rest",
	    "=if apples > 3 then pick 1 else rest" },
	{ "expr-4.6", "rest + roll 4 then pick 1 + rest else plant 2 + taste",
	    "=rest + roll 4 then pick 1 + rest else plant 2 + taste 1" },
	{ "expr-4.7", "if 1 then if 0 then rest else pick 1 else plant 1",
	    "=if 1 then if 0 then rest else pick 1 else plant 1" },
	{ "expr-4.8", "", "!expected a verb, found the end" },
	{ "expr-4.9", "3", "!expected a verb, found the number 3" },
	{ "expr-4.10", "harvest 3", "!unknown verb \"harvest\"" },
	{ "expr-4.11", "pick", "!expected a count, found the end" },
	{ "expr-4.12", "pick 0", "!expected a count of 1 or more, or all, found the number 0" },
	{ "expr-4.13", "pick +2", "!expected a count of 1 or more, or all, found the number 2" },
	{ "expr-4.14", "plant 0", "!expected a number other than 0, found the number 0" },
	{ "expr-4.15", "plant", "!expected a number, found the end" },
	{ "expr-4.16", "pick 1 rest", "!expected \"+\" or the end, found \"rest\"" },
	{ "expr-4.17", "if apples pick 1", "!expected then, found \"pick\"" },
	{ "expr-4.18", "rest else rest", "!expected \"+\" or the end, found \"else\"" },
	{ "expr-4.19", "if 1 then rest +", "!expected a verb, found the end" },
	{ "expr-4.20", "if 1 then rest else", "!expected a verb, found the end" },
	{ "expr-4.21", "roll 3 then rest + if 1 then pick 1 else rest",
	    "=roll 3 then rest + if 1 then pick 1 else rest" },
	{ "expr-4.22", "if 1 then rest else rest + pick 2", "=if 1 then rest else rest + pick 2" },
	{ "expr-4.23", "if 1 then rest else rest else rest",
	    "!expected \"+\" or the end, found \"else\"" },
};

/* expr-4.1 .. 4.23: effects as a game reads them with expr_steps() */

START_TEST(test_effect)
{
	const struct fx_case *c = &fx_cases[_i];
	struct expr_lex       lx;
	struct steps         *l;
	struct pb_buf         b;

	pb_buf_init(&b);
	expr_start(&lx, c->text, &orchard, 0, NULL);
	l = steps_read(&lx, 0);
	if (expr_end(&lx)) {
		pb_buf_putc(&b, '=');
		steps_print(&b, l);
	} else
		pb_buf_printf(&b, "!%s", lx.err);
	ck_assert_msg(strcmp(b.s, c->out) == 0, "%s: \"%s\" gives \"%s\"", c->id, c->text, b.s);
	steps_free(l);
	pb_buf_free(&b);
}
END_TEST

/* expr-4.24: a count left alone after an error; the optional count is 1 */

START_TEST(test_count)
{
	struct expr_lex lx;
	struct pb_buf   b;
	int             n = 77;

	expr_start(&lx, "-1", &orchard, 0, NULL);
	expr_count(&lx, 'P', &n);
	ck_assert_msg(lx.failed && n == 77, "expr-4.24: P -1 gave %d", n);
	expr_start(&lx, "rest", &orchard, 0, NULL);
	expr_count(&lx, 'p', &n);
	ck_assert_msg(!lx.failed && n == 1 && expr_is_word(&lx, "rest"), "expr-4.24: p");
	pb_buf_init(&b);
	expr_count_print(&b, EXPR_ALL);
	expr_count_print(&b, -EXPR_ALL);
	expr_count_print(&b, -5);
	ck_assert_str_eq(b.s, "all-all-5");
	pb_buf_free(&b);
}
END_TEST

/* ---- expr-5: the game's part -------------------------------------------- */

/* expr-5.1: the ids the game keeps are freed with the nodes (ASan) and
 * reach its evaluator; expr_clear twice is harmless */

START_TEST(test_ids)
{
	struct expr_lex lx;
	struct expr     x;
	struct farm     f = farm0;

	expr_start(&lx, "basket red * 100 + basket green", &orchard, 0, NULL);
	expr_parse(&x, &lx);
	ck_assert_msg(expr_end(&lx), "expr-5.1: %s", lx.err);
	ck_assert_int_eq(expr_eval(&x, farm_q, &f), 205);
	expr_clear(&x);
	expr_clear(&x);
}
END_TEST

/* expr-5.2: a language without qarg and qprint (quantities are bare
 * words) and without verbs */

START_TEST(test_bare_lang)
{
	static const struct expr_lang bare = { orchard_q, 2, NULL, NULL, NULL, 0 };
	struct expr_lex               lx;
	struct expr                   x;
	struct pb_buf                 b;
	struct farm                   f = farm0;

	expr_start(&lx, "trees > apples", &bare, 0, NULL);
	expr_parse(&x, &lx);
	ck_assert_msg(expr_end(&lx), "expr-5.2: %s", lx.err);
	pb_buf_init(&b);
	expr_print(&b, &x, &bare);
	ck_assert_str_eq(b.s, "trees > apples");
	ck_assert_int_eq(x.n[x.n[x.root].a].arg, 0);
	ck_assert_int_eq(x.n[x.n[x.root].a].arg2, -1);
	ck_assert_int_eq(expr_eval(&x, farm_q, &f), 0); /* trees[0] is 0 */
	pb_buf_free(&b);
	expr_clear(&x);
	expr_start(&lx, "basket", &bare, 0, NULL);
	expr_parse(&x, &lx);
	ck_assert_str_eq(lx.err, "unknown quantity \"basket\"");
	expr_clear(&x);
	expr_start(&lx, "pick 1", &bare, 0, NULL);
	ck_assert_int_eq(expr_verb(&lx), -1);
	ck_assert_str_eq(lx.err, "unknown verb \"pick\"");
}
END_TEST

/* expr-5.3: the game's argument reaches expr_start's arg */

static int arg_seen;

/* arg_qarg - note the lexer's argument */

static void
arg_qarg(struct expr_lex *lx, struct expr_node *n)
{
	(void)n;
	arg_seen = *(const int *)lx->arg;
}

START_TEST(test_arg)
{
	static const struct expr_lang l = { orchard_q, 1, arg_qarg, NULL, NULL, 0 };
	static const int              token = 4242;
	struct expr_lex               lx;
	struct expr                   x;

	expr_start(&lx, "apples", &l, 0, &token);
	expr_parse(&x, &lx);
	ck_assert_msg(arg_seen == 4242 && expr_end(&lx), "expr-5.3: %d", arg_seen);
	expr_clear(&x);
}
END_TEST

/* expr_suite - the suite */

static Suite *
expr_suite(void)
{
	Suite *s = suite_create("expr");
	TCase *t;

	t = tcase_create("tokens");
	tcase_add_loop_test(t, test_token, 0, PB_NELEM(tok_cases));
	tcase_add_test(t, test_long_word);
	tcase_add_test(t, test_lex_errors);
	tcase_add_loop_test(t, test_found, 0, PB_NELEM(found_cases));
	tcase_add_test(t, test_lookahead);
	suite_add_tcase(s, t);
	t = tcase_create("conditions");
	tcase_add_loop_test(t, test_cond, 0, PB_NELEM(cond_cases));
	tcase_add_test(t, test_cond_fixpoint);
	tcase_add_test(t, test_short_circuit);
	tcase_add_test(t, test_cond_stops);
	tcase_add_loop_test(t, test_cond_error, 0, PB_NELEM(err_cases));
	suite_add_tcase(s, t);
	t = tcase_create("effects");
	tcase_add_loop_test(t, test_effect, 0, PB_NELEM(fx_cases));
	tcase_add_test(t, test_count);
	suite_add_tcase(s, t);
	t = tcase_create("game");
	tcase_add_test(t, test_ids);
	tcase_add_test(t, test_bare_lang);
	tcase_add_test(t, test_arg);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(expr_suite));
}
