/*++
/* NAME
/*	expr 3
/* SUMMARY
/*	the condition and effect expression language, without a game
/* SYNOPSIS
/*	#include "core/expr.h"
/* DESCRIPTION
/*	See expr.h.  Three parts: the tokenizer; conditions (a
/*	recursive-descent parser, one function per precedence level,
/*	into an array of nodes; evaluation and printing walk it from the
/*	root); the shared parts of effects (verbs, counts, lists of
/*	steps, gates).
/* DIAGNOSTICS
/*	The first error sticks in lx->err.
/*--*/

/* System. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/expr.h"
#include "core/pb.h"

/* ==== tokens ============================================================ */

/* expr_fail - the first error sticks */

void
expr_fail(struct expr_lex *lx, const char *fmt, ...)
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
lex_num(struct expr_lex *lx, int sign)
{
	const char *p = lx->p;
	long        v = 0;

	if (strncmp(p, "all", 3) == 0 && !is_wordc((unsigned char)p[3])) {
		lx->p = p + 3;
		lx->num = sign * EXPR_ALL;
		return (1);
	}
	if (*p < '0' || *p > '9')
		return (0);
	for (; *p >= '0' && *p <= '9'; p++)
		if ((v = v * 10 + (*p - '0')) > EXPR_NUM_MAX)
			v = EXPR_NUM_MAX;
	lx->p = p;
	lx->num = sign * (int)v;
	return (1);
}

/* lex_word - a word (or "all", a number) at p */

static void
lex_word(struct expr_lex *lx, const char *p)
{
	size_t n;

	for (n = 0; is_wordc((unsigned char)p[n]); n++)
		/* void */;
	if (n >= sizeof(lx->word))
		n = sizeof(lx->word) - 1;
	memcpy(lx->word, p, n);
	lx->word[n] = '\0';
	/* "all" alone is a count. */
	if (strcmp(lx->word, "all") == 0) {
		lex_num(lx, 1);
		lx->tok = EXPR_T_NUM;
		return;
	}
	lx->p = p + n;
	while (is_wordc((unsigned char)*lx->p))
		lx->p++;
	lx->tok = EXPR_T_WORD;
}

/* lex_op - an operator at p, or an error */

static void
lex_op(struct expr_lex *lx, const char *p)
{
	if (strchr("<>=!", *p) && p[1] == '=') {
		memcpy(lx->op, p, 2);
		lx->op[2] = '\0';
		lx->p = p + 2;
	} else if (strchr("<>+-*/()!,", *p)) {
		lx->op[0] = *p;
		lx->op[1] = '\0';
		lx->p = p + 1;
	} else {
		expr_fail(lx, "unexpected character '%c'", *p);
		lx->tok = EXPR_T_END;
		return;
	}
	lx->tok = EXPR_T_OP;
}

/* expr_next - the next token */

void
expr_next(struct expr_lex *lx)
{
	const char *p;

	while (*lx->p == ' ' || *lx->p == '\t')
		lx->p++;
	p = lx->p;
	lx->signed_ = 0;
	if (*p == '\0') {
		lx->tok = EXPR_T_END;
		return;
	}
	if ((*p == '+' || *p == '-')
	    && ((p[1] >= '0' && p[1] <= '9') || strncmp(p + 1, "all", 3) == 0)) {
		lx->p = p + 1;
		if (lex_num(lx, *p == '-' ? -1 : 1)) {
			lx->tok = EXPR_T_NUM;
			lx->signed_ = 1;
			return;
		}
		lx->p = p;
	}
	if (*p >= '0' && *p <= '9') {
		lex_num(lx, 1);
		lx->tok = EXPR_T_NUM;
		return;
	}
	if ((*p >= 'a' && *p <= 'z') || *p == '_')
		lex_word(lx, p);
	else
		lex_op(lx, p);
}

/* expr_start - a lexer over text for a language in a context */

void
expr_start(struct expr_lex *lx, const char *text, const struct expr_lang *lang, unsigned ctx,
    const void *arg)
{
	memset(lx, 0, sizeof(*lx));
	lx->p = text;
	lx->lang = lang;
	lx->ctx = ctx;
	lx->arg = arg;
	expr_next(lx);
}

/* expr_is_op - the current token is operator op */

int
expr_is_op(const struct expr_lex *lx, const char *op)
{
	return (lx->tok == EXPR_T_OP && strcmp(lx->op, op) == 0);
}

/* expr_is_word - the current token is word w */

int
expr_is_word(const struct expr_lex *lx, const char *w)
{
	return (lx->tok == EXPR_T_WORD && strcmp(lx->word, w) == 0);
}

/* tok_text - the current token for a message */

static const char *
tok_text(const struct expr_lex *lx, char *buf, size_t len)
{
	switch (lx->tok) {
	case EXPR_T_END:
		return ("the end");
	case EXPR_T_WORD:
		snprintf(buf, len, "\"%s\"", lx->word);
		return (buf);
	case EXPR_T_NUM:
		snprintf(buf, len, "the number %d", lx->num);
		return (buf);
	default:
		snprintf(buf, len, "\"%s\"", lx->op);
		return (buf);
	}
}

/* expr_expected - a syntax error naming what came instead */

void
expr_expected(struct expr_lex *lx, const char *what)
{
	char buf[80];

	expr_fail(lx, "expected %s, found %s", what, tok_text(lx, buf, sizeof(buf)));
}

/* expr_end - the whole text was read */

int
expr_end(struct expr_lex *lx)
{
	if (!lx->failed && lx->tok != EXPR_T_END)
		expr_expected(lx, "the end");
	return (!lx->failed);
}

/* ==== conditions: parse ================================================= */

/* node_new - append a node, its index */

static int
node_new(struct expr *x, int op, int a, int b)
{
	struct expr_node *n;

	x->n = pb_realloc(x->n, (size_t)(x->nn + 1) * sizeof(*x->n));
	n = &x->n[x->nn];
	memset(n, 0, sizeof(*n));
	n->op = op;
	n->a = a;
	n->b = b;
	n->arg2 = -1;
	return (x->nn++);
}

static int c_or(struct expr_lex *, struct expr *);

/* c_quantity - a quantity word and its argument */

static int
c_quantity(struct expr_lex *lx, struct expr *x)
{
	const struct expr_lang *lang = lx->lang;
	int                     n, q;

	for (q = 0; q < lang->nquantities; q++)
		if (strcmp(lang->quantities[q].word, lx->word) == 0)
			break;
	if (q == lang->nquantities) {
		expr_fail(lx, "unknown quantity \"%s\"", lx->word);
		return (node_new(x, EXPR_NUM, -1, -1));
	}
	if (lang->quantities[q].needs & ~lx->ctx)
		expr_fail(lx, "\"%s\" cannot be used here", lx->word);
	n = node_new(x, EXPR_Q, -1, -1);
	x->n[n].q = q;
	expr_next(lx);
	if (lang->qarg)
		lang->qarg(lx, &x->n[n]);
	return (n);
}

/* c_atom - number, (cond), or quantity */

static int
c_atom(struct expr_lex *lx, struct expr *x)
{
	int n;

	if (lx->tok == EXPR_T_NUM) {
		if (lx->num >= EXPR_ALL || lx->num <= -EXPR_ALL)
			expr_expected(lx, "a number");
		n = node_new(x, EXPR_NUM, -1, -1);
		x->n[n].val = lx->num;
		expr_next(lx);
		return (n);
	}
	if (expr_is_op(lx, "(")) {
		expr_next(lx);
		n = c_or(lx, x);
		if (!expr_is_op(lx, ")"))
			expr_expected(lx, "\")\"");
		expr_next(lx);
		return (n);
	}
	if (lx->tok != EXPR_T_WORD) {
		expr_expected(lx, "a number or a quantity");
		return (node_new(x, EXPR_NUM, -1, -1));
	}
	return (c_quantity(lx, x));
}

/* c_unary - [-] atom */

static int
c_unary(struct expr_lex *lx, struct expr *x)
{
	if (expr_is_op(lx, "-")) {
		expr_next(lx);
		return (node_new(x, EXPR_NEG, c_unary(lx, x), -1));
	}
	return (c_atom(lx, x));
}

/* c_level - a left-associative level: ops[i] gives node op ids[i] */

static int
c_level(struct expr_lex *lx, struct expr *x, int (*sub)(struct expr_lex *, struct expr *),
    const char *const *ops, const int *ids, int nops)
{
	int a, i, again = 1;

	a = sub(lx, x);
	while (again && !lx->failed) {
		again = 0;
		for (i = 0; i < nops; i++) {
			if ((ops[i][0] >= 'a' && expr_is_word(lx, ops[i]))
			    || expr_is_op(lx, ops[i])) {
				expr_next(lx);
				a = node_new(x, ids[i], a, sub(lx, x));
				again = 1;
				break;
			}
		}
	}
	return (a);
}

/* c_mul - unary {* / unary} */

static int
c_mul(struct expr_lex *lx, struct expr *x)
{
	static const char *const ops[] = { "*", "/" };
	static const int         ids[] = { EXPR_MUL, EXPR_DIV };

	return (c_level(lx, x, c_unary, ops, ids, 2));
}

/* c_add - mul {+ - mul} */

static int
c_add(struct expr_lex *lx, struct expr *x)
{
	static const char *const ops[] = { "+", "-" };
	static const int         ids[] = { EXPR_ADD, EXPR_SUB };

	return (c_level(lx, x, c_mul, ops, ids, 2));
}

/* c_cmp - add [op add] */

static int
c_cmp(struct expr_lex *lx, struct expr *x)
{
	static const char *const ops[] = { ">=", "<=", ">", "<", "==", "!=" };
	static const int         ids[] = { EXPR_GE, EXPR_LE, EXPR_GT, EXPR_LT, EXPR_EQ, EXPR_NE };
	int                      a, i;

	a = c_add(lx, x);
	for (i = 0; i < 6; i++)
		if (expr_is_op(lx, ops[i])) {
			expr_next(lx);
			return (node_new(x, ids[i], a, c_add(lx, x)));
		}
	return (a);
}

/* c_not - not/! not, or cmp */

static int
c_not(struct expr_lex *lx, struct expr *x)
{
	if (expr_is_word(lx, "not") || expr_is_op(lx, "!")) {
		expr_next(lx);
		return (node_new(x, EXPR_NOT, c_not(lx, x), -1));
	}
	return (c_cmp(lx, x));
}

/* c_and - not {and not} */

static int
c_and(struct expr_lex *lx, struct expr *x)
{
	static const char *const ops[] = { "and" };
	static const int         ids[] = { EXPR_AND };

	return (c_level(lx, x, c_not, ops, ids, 1));
}

/* c_or - and {or and} */

static int
c_or(struct expr_lex *lx, struct expr *x)
{
	static const char *const ops[] = { "or" };
	static const int         ids[] = { EXPR_OR };

	return (c_level(lx, x, c_and, ops, ids, 1));
}

/* expr_parse - a condition up to a word it does not know (then, the end) */

void
expr_parse(struct expr *x, struct expr_lex *lx)
{
	memset(x, 0, sizeof(*x));
	x->root = c_or(lx, x);
}

/* expr_clear - release the nodes of a condition */

void
expr_clear(struct expr *x)
{
	int i;

	for (i = 0; i < x->nn; i++)
		free(x->n[i].id);
	free(x->n);
	memset(x, 0, sizeof(*x));
}

/* ==== conditions: evaluate and print ===================================== */

/* node_eval - the value of node i */

static int
node_eval(const struct expr *x, int i, int (*quantity)(void *, const struct expr_node *), void *ctx)
{
	const struct expr_node *n = &x->n[i];
	int                     a, b;

	switch (n->op) {
	case EXPR_NUM:
		return (n->val);
	case EXPR_Q:
		return (quantity(ctx, n));
	case EXPR_NEG:
		return (-node_eval(x, n->a, quantity, ctx));
	case EXPR_NOT:
		return (!node_eval(x, n->a, quantity, ctx));
	case EXPR_AND:
		return (node_eval(x, n->a, quantity, ctx) && node_eval(x, n->b, quantity, ctx));
	case EXPR_OR:
		return (node_eval(x, n->a, quantity, ctx) || node_eval(x, n->b, quantity, ctx));
	}
	a = node_eval(x, n->a, quantity, ctx);
	b = node_eval(x, n->b, quantity, ctx);
	switch (n->op) {
	case EXPR_ADD:
		return (a + b);
	case EXPR_SUB:
		return (a - b);
	case EXPR_MUL:
		return (a * b);
	case EXPR_DIV:
		return (b ? a / b : 0);
	case EXPR_GE:
		return (a >= b);
	case EXPR_LE:
		return (a <= b);
	case EXPR_GT:
		return (a > b);
	case EXPR_LT:
		return (a < b);
	case EXPR_EQ:
		return (a == b);
	default:
		return (a != b);
	}
}

/* expr_eval - the value of a condition; quantity() gives a quantity's */

int
expr_eval(const struct expr *x, int (*quantity)(void *, const struct expr_node *), void *ctx)
{
	return (node_eval(x, x->root, quantity, ctx));
}

/* op_prec - precedence of a node (higher binds tighter) */

static int
op_prec(int op)
{
	switch (op) {
	case EXPR_OR:
		return (1);
	case EXPR_AND:
		return (2);
	case EXPR_NOT:
		return (3);
	case EXPR_GE:
	case EXPR_LE:
	case EXPR_GT:
	case EXPR_LT:
	case EXPR_EQ:
	case EXPR_NE:
		return (4);
	case EXPR_ADD:
	case EXPR_SUB:
		return (5);
	case EXPR_MUL:
	case EXPR_DIV:
		return (6);
	case EXPR_NEG:
		return (7);
	default:
		return (8);
	}
}

/* node_print - node i at minimum precedence prec */

static void
node_print(struct pb_buf *b, const struct expr *x, int i, int prec, const struct expr_lang *lang)
{
	static const char *const bin[] = { [EXPR_AND] = "and",
		[EXPR_OR] = "or",
		[EXPR_ADD] = "+",
		[EXPR_SUB] = "-",
		[EXPR_MUL] = "*",
		[EXPR_DIV] = "/",
		[EXPR_GE] = ">=",
		[EXPR_LE] = "<=",
		[EXPR_GT] = ">",
		[EXPR_LT] = "<",
		[EXPR_EQ] = "==",
		[EXPR_NE] = "!=" };
	const struct expr_node  *n = &x->n[i];
	int                      p = op_prec(n->op);

	if (p < prec)
		pb_buf_putc(b, '(');
	switch (n->op) {
	case EXPR_NUM:
		pb_buf_printf(b, "%d", n->val);
		break;
	case EXPR_Q:
		pb_buf_puts(b, lang->quantities[n->q].word);
		if (lang->qprint)
			lang->qprint(b, n);
		break;
	case EXPR_NEG:
		pb_buf_puts(b, "-");
		node_print(b, x, n->a, p, lang);
		break;
	case EXPR_NOT:
		pb_buf_puts(b, "not ");
		node_print(b, x, n->a, p, lang);
		break;
	default:
		node_print(b, x, n->a, p, lang);
		pb_buf_printf(b, " %s ", bin[n->op]);
		node_print(b, x, n->b, p + 1, lang);
		break;
	}
	if (p < prec)
		pb_buf_putc(b, ')');
}

/* expr_print - the canonical text of a condition */

void
expr_print(struct pb_buf *b, const struct expr *x, const struct expr_lang *lang)
{
	if (x->nn > 0)
		node_print(b, x, x->root, 0, lang);
}

/* ==== effects ============================================================= */

/* expr_verb - the current word as a verb, its index; -1 after an error */

int
expr_verb(struct expr_lex *lx)
{
	const struct expr_lang *lang = lx->lang;
	int                     v;

	if (lx->tok != EXPR_T_WORD) {
		expr_expected(lx, "a verb");
		return (-1);
	}
	for (v = 0; v < lang->nverbs; v++)
		if (strcmp(lang->verbs[v].word, lx->word) == 0)
			break;
	if (v == lang->nverbs) {
		expr_fail(lx, "unknown verb \"%s\"", lx->word);
		return (-1);
	}
	expr_next(lx);
	return (v);
}

/* expr_count - a count by spec c (N, P, p) into *n */

void
expr_count(struct expr_lex *lx, int c, int *n)
{
	if (c == 'p' && lx->tok != EXPR_T_NUM) {
		*n = 1;
		return;
	}
	if (lx->tok != EXPR_T_NUM) {
		expr_expected(lx, c == 'N' ? "a number" : "a count");
		return;
	}
	if (c != 'N' && (lx->num < 1 || lx->signed_)) {
		expr_expected(lx, "a count of 1 or more, or all");
		return;
	}
	if (c == 'N' && lx->num == 0) {
		expr_expected(lx, "a number other than 0");
		return;
	}
	*n = lx->num;
	expr_next(lx);
}

/* expr_count_print - a count or all */

void
expr_count_print(struct pb_buf *b, int n)
{
	if (n >= EXPR_ALL)
		pb_buf_puts(b, "all");
	else if (n <= -EXPR_ALL)
		pb_buf_puts(b, "-all");
	else
		pb_buf_printf(b, "%d", n);
}

/* expr_steps - steps joined by +; a gate ends the list */

void
expr_steps(
    struct expr_lex *lx, int in_then, int (*step)(struct expr_lex *, void *, int), void *list)
{
	int gate;

	for (;;) {
		gate = step(lx, list, in_then);
		if (lx->failed || gate)
			break;
		if (expr_is_op(lx, "+")) {
			expr_next(lx);
			continue;
		}
		if (lx->tok == EXPR_T_END || (in_then && expr_is_word(lx, "else")))
			break;
		expr_expected(lx, "\"+\" or the end");
		break;
	}
}

/* expr_then - "then" after a gate's head; 0 after an error */

int
expr_then(struct expr_lex *lx)
{
	if (!expr_is_word(lx, "then")) {
		expr_expected(lx, "then");
		return (0);
	}
	expr_next(lx);
	return (1);
}

/* expr_else - an "else" after a then-branch, read; 0: none */

int
expr_else(struct expr_lex *lx)
{
	if (!expr_is_word(lx, "else"))
		return (0);
	expr_next(lx);
	return (1);
}
