/*++
/* NAME
/*	expr 3h
/* SUMMARY
/*	the condition and effect expression language, without a game
/* SYNOPSIS
/*	#include "core/expr.h"
/*
/*	void	expr_start(struct expr_lex *lx, const char *text,
/*		    const struct expr_lang *lang, unsigned ctx, const void *arg);
/*	void	expr_next(struct expr_lex *lx);
/*	int	expr_end(struct expr_lex *lx);
/*	int	expr_is_op(const struct expr_lex *lx, const char *op);
/*	int	expr_is_word(const struct expr_lex *lx, const char *w);
/*	void	expr_fail(struct expr_lex *lx, const char *fmt, ...);
/*	void	expr_expected(struct expr_lex *lx, const char *what);
/*
/*	void	expr_parse(struct expr *x, struct expr_lex *lx);
/*	int	expr_eval(const struct expr *x,
/*		    int (*quantity)(void *ctx, const struct expr_node *n),
/*		    void *ctx);
/*	void	expr_print(struct pb_buf *b, const struct expr *x,
/*		    const struct expr_lang *lang);
/*	void	expr_clear(struct expr *x);
/*
/*	int	expr_verb(struct expr_lex *lx);
/*	void	expr_count(struct expr_lex *lx, int spec, int *n);
/*	void	expr_count_print(struct pb_buf *b, int n);
/*	void	expr_steps(struct expr_lex *lx, int in_then,
/*		    int (*step)(struct expr_lex *lx, void *list, int in_then),
/*		    void *list);
/*	int	expr_then(struct expr_lex *lx);
/*	int	expr_else(struct expr_lex *lx);
/* DESCRIPTION
/*	The little language in which a game's content states when
/*	something holds (a condition, "apples >= 3 and not trees 2")
/*	and what happens (an effect, steps joined by "+": "pick 2 +
/*	rest").  This module knows the grammar and no game: each game
/*	brings its quantities (the words a condition reads, with the
/*	argument each takes, and a function that gives a quantity's
/*	value in the game's state) and its verbs (the words a step
/*	starts with, with a spec of their arguments), in a struct
/*	expr_lang.  Errors are sentences for the author of the content.
/*
/*	Tokens.  Blanks and tabs separate tokens.  A number is digits, at
/*	most 999 (more reads as 999), or "all", which reads as the count
/*	EXPR_ALL (1000); "+" or "-" right before digits or "all" makes a
/*	signed number ("-2", "+all"; num has the sign, signed_ is 1), so
/*	"1+2" is the numbers 1 and +2: an operator needs a blank after.  A
/*	word starts with a-z or "_" and goes on with a-z, 0-9, "_" and
/*	"-" (at most 63 characters are kept).  Operators: ">=", "<=",
/*	"==", "!=", and one of "<>+-*()!,/".  Anything else is the error
/*	"unexpected character 'C'".
/*
/*	The lexer.  expr_start() begins reading text for a language and
/*	a context (ctx: the game's bits saying what this text may use;
/*	a quantity whose needs are not all in ctx is refused), with arg
/*	for the game's callbacks (borrowed), and reads the first token.
/*	expr_next() reads the next one.  The first error sticks:
/*	expr_fail() formats it into err and sets failed; later errors are
/*	dropped, and a failed lexer keeps its error.  expr_expected()
/*	is the error "expected WHAT, found TOKEN" (TOKEN: "the end",
/*	"WORD" in quotes, "the number N", or the operator in quotes).
/*	expr_end() is the error "expected the end" unless all text was
/*	read; it returns 1 when the lexer has not failed.  expr_is_op()
/*	and expr_is_word() test the current token.  A struct expr_lex
/*	may be copied to look ahead.
/*
/*	Conditions.  expr_parse() reads a condition from the current
/*	token up to the first token it does not know (the end, or a word
/*	such as "then") into x, which it initializes; the caller releases
/*	it with expr_clear() (also after an error).  The grammar, lowest
/*	precedence first, left-associative:
/*
/*		or	and {"or" and}
/*		and	not {"and" not}
/*		not	("not" | "!") not | cmp
/*		cmp	add [(">=" | "<=" | ">" | "<" | "==" | "!=") add]
/*		add	mul {("+" | "-") mul}
/*		mul	unary {("*" | "/") unary}
/*		unary	"-" unary | atom
/*		atom	NUMBER | "(" or ")" | QUANTITY [argument]
/*
/*	A number in a condition is below EXPR_ALL ("all" is refused). A
/*	quantity is a word of lang->quantities; after its word,
/*	lang->qarg (when not NULL) reads its argument into the node (arg,
/*	arg2, id; they start as 0, -1, NULL; id is freed with the node).
/*	Errors: "expected a number", "expected \")\"", "expected a number
/*	or a quantity", "unknown quantity \"W\"", "\"W\" cannot be used
/*	here" (its needs are not in ctx).  The compiled form is an array
/*	of nodes; node root is the top.
/*
/*	expr_eval() is the value of a condition: integers; comparisons,
/*	"and", "or" and "not" are 0 or 1; "and" and "or" stop early;
/*	division by 0 is 0; quantity() gives a quantity's value (ctx is
/*	the caller's).  expr_print() writes the canonical text: one blank
/*	around binary operators, "not " and "-" before their operand,
/*	parentheses only where precedence needs them, a quantity's word
/*	then lang->qprint's text (when not NULL).  An empty x prints
/*	nothing.
/*
/*	Effects.  The game keeps its own steps; this module reads the
/*	parts every game shares.  expr_verb() reads the current word as
/*	a verb of lang->verbs and returns its index ("expected a verb",
/*	"unknown verb \"W\"": -1).  expr_count() reads a count by spec:
/*	'N' a signed number other than 0 (all and -all allowed), 'P' a
/*	count of 1 or more or all, 'p' the same but optional (1 when no
/*	number follows); after an error *n is left as it was.
/*	expr_count_print() writes a count back ("all", "-all", digits).
/*	expr_steps() reads steps joined by "+": step() reads one (the
/*	current token is its verb) and returns 1 when it was a gate,
/*	which ends the list; the list also ends at the end, or at "else"
/*	in a then-branch (in_then); anything else is "expected \"+\" or
/*	the end".  A gate reads its own head (a condition, a number)
/*	then expr_then(), which reads "then" (1) or fails with "expected
/*	then" (0), then its branch with in_then 1, then expr_else(),
/*	which reads an "else" (1) or nothing (0), and then the other
/*	branch with the gate's own in_then.
/* DIAGNOSTICS
/*	Errors are in lx->err (at most 399 bytes) with lx->failed set;
/*	nothing is logged.
/* SEE ALSO
/*	tests/check_expr.c, a made-up game's quantities and verbs; each
/*	game's effect module under src/games/ for a real one.
/*--*/

#ifndef EXPR_H
#define EXPR_H

/* pbemd-wide. */
#include "core/pb.h"

#define EXPR_ALL 1000    /* the count "all" */
#define EXPR_NUM_MAX 999 /* larger numbers read as this */

/* Tokens. */
enum expr_tok { EXPR_T_END, EXPR_T_WORD, EXPR_T_NUM, EXPR_T_OP };

/* Condition nodes. */
enum expr_op {
	EXPR_NUM,
	EXPR_Q,
	EXPR_NEG,
	EXPR_NOT,
	EXPR_AND,
	EXPR_OR,
	EXPR_ADD,
	EXPR_SUB,
	EXPR_MUL,
	EXPR_DIV,
	EXPR_GE,
	EXPR_LE,
	EXPR_GT,
	EXPR_LT,
	EXPR_EQ,
	EXPR_NE
};

struct expr_node {
	int   op;
	int   a, b; /* children */
	int   val;  /* EXPR_NUM */
	int   q;    /* EXPR_Q: the quantity's index in lang->quantities */
	int   arg;  /* the quantity's argument (the game's), 0 */
	int   arg2; /* a second one, -1 */
	char *id;   /* a word the game keeps, NULL */
};

struct expr {
	struct expr_node *n;
	int               nn;
	int               root;
};

struct expr_quantity {
	const char *word;
	int         arg;   /* the game's argument kind, for qarg and qprint */
	unsigned    needs; /* context bits it needs (see expr_start) */
};

struct expr_verb {
	const char *word;
	const char *args;  /* the game's argument spec */
	unsigned    flags; /* the game's */
};

struct expr_lex;

struct expr_lang {
	const struct expr_quantity *quantities;
	int                         nquantities;
	void (*qarg)(struct expr_lex *, struct expr_node *);
	void (*qprint)(struct pb_buf *, const struct expr_node *);
	const struct expr_verb *verbs;
	int                     nverbs;
};

struct expr_lex {
	const char             *p;
	int                     tok;
	char                    word[64];
	int                     num;     /* EXPR_T_NUM */
	int                     signed_; /* EXPR_T_NUM written with a sign */
	char                    op[3];   /* EXPR_T_OP */
	char                    err[400];
	int                     failed;
	const struct expr_lang *lang;
	unsigned                ctx; /* what the text may use (the game's bits) */
	const void             *arg; /* the game's, borrowed */
};

/* The lexer. */
void expr_start(struct expr_lex *, const char *, const struct expr_lang *, unsigned, const void *);
void expr_next(struct expr_lex *);
int  expr_end(struct expr_lex *);
int  expr_is_op(const struct expr_lex *, const char *);
int  expr_is_word(const struct expr_lex *, const char *);
void expr_fail(struct expr_lex *, const char *, ...) PB_PRINTF(2, 3);
void expr_expected(struct expr_lex *, const char *);

/* Conditions. */
void expr_parse(struct expr *, struct expr_lex *);
int  expr_eval(const struct expr *, int (*)(void *, const struct expr_node *), void *);
void expr_print(struct pb_buf *, const struct expr *, const struct expr_lang *);
void expr_clear(struct expr *);

/* Effects. */
int  expr_verb(struct expr_lex *);
void expr_count(struct expr_lex *, int, int *);
void expr_count_print(struct pb_buf *, int);
void expr_steps(struct expr_lex *, int, int (*)(struct expr_lex *, void *, int), void *);
int  expr_then(struct expr_lex *);
int  expr_else(struct expr_lex *);

#endif
