/*++
/* NAME
/*	dow_effect_lex 3
/* SUMMARY
/*	Dead of Winter: words and tokens of the effect vocabulary
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	The lexer of the effect vocabulary: numbers (with "all"), words,
/*	operators; its errors (the first one sticks); the words of
/*	locations, item types and survivor ids.
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

/* ==== words ========================================================= */
const char *const fx_loc_words[NL] = { "colony", "police", "grocery", "school", "gas", "library",
	"hospital" };
const char *const fx_type_words[DOW_NTYPES] = { "weapon", "fuel", "medicine", "food", "tool",
	"survivor", "education" };
const char *const fx_lset_words[L_NWORDS - NL] = { "outside", "all", "mine", "occupied", "here",
	"there" };
/* ==== tokens ========================================================= */

/* fx_lex_fail - the first error sticks */

void PB_PRINTF(2, 3) fx_lex_fail(struct lex *lx, const char *fmt, ...)
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

/* fx_lex_next - the next token */

void
fx_lex_next(struct lex *lx)
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
		fx_lex_fail(lx, "unexpected character '%c'", *p);
		lx->tok = T_END;
		return;
	}
	lx->tok = T_OP;
}

/* fx_is_op - the current token is operator op */

int
fx_is_op(const struct lex *lx, const char *op)
{
	return (lx->tok == T_OP && strcmp(lx->op, op) == 0);
}

/* fx_is_word - the current token is word w */

int
fx_is_word(const struct lex *lx, const char *w)
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

/* fx_expected - a syntax error naming what came instead */

void
fx_expected(struct lex *lx, const char *what)
{
	char buf[80];

	fx_lex_fail(lx, "expected %s, found %s", what, tok_text(lx, buf, sizeof(buf)));
}

/* ==== locations, types, survivors ===================================== */

/* fx_word_index - position of w in a table, -1 */

int
fx_word_index(const char *const *t, int n, const char *w)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(t[i], w) == 0)
			return (i);
	return (-1);
}

/* fx_loc_word - a location word (any kind), -1 */

int
fx_loc_word(const char *w)
{
	int l;

	if ((l = fx_word_index(fx_loc_words, NL, w)) >= 0)
		return (l);
	if ((l = fx_word_index(fx_lset_words, (int)PB_NELEM(fx_lset_words), w)) >= 0)
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

/* fx_parse_loc - a location word allowed by la, -1 after an error */

int
fx_parse_loc(struct lex *lx, unsigned la)
{
	int l;

	if (lx->tok != T_WORD || (l = fx_loc_word(lx->word)) < 0) {
		fx_expected(lx, "a location");
		return (-1);
	}
	if (!loc_allowed(lx, l, la)) {
		fx_lex_fail(lx, "location \"%s\" is not allowed here", lx->word);
		return (-1);
	}
	fx_lex_next(lx);
	return (l);
}

/* fx_parse_type - an item type word (any when allowed), -1 after an error */

int
fx_parse_type(struct lex *lx, int any)
{
	int t;

	if (lx->tok == T_WORD && any && strcmp(lx->word, "any") == 0) {
		fx_lex_next(lx);
		return (TYPE_ANY);
	}
	if (lx->tok != T_WORD || (t = fx_word_index(fx_type_words, DOW_NTYPES, lx->word)) < 0) {
		fx_expected(lx, any ? "an item type or any" : "an item type");
		return (-1);
	}
	fx_lex_next(lx);
	return (t);
}

/* fx_surv_index - survivor card of an id, -1 */

int
fx_surv_index(const struct dow_pack *p, const char *id)
{
	int i;

	for (i = 0; i < p->nsurv; i++)
		if (strcmp(p->surv[i].n.id, id) == 0)
			return (i);
	return (-1);
}

/* fx_lex_start - a lexer over a value in a context */

void
fx_lex_start(struct lex *lx, const struct dow_pack *p, const char *value, unsigned ctx)
{
	memset(lx, 0, sizeof(*lx));
	lx->p = value;
	lx->pack = p;
	lx->ctx = ctx;
	fx_lex_next(lx);
}

/* fx_lex_end - the whole value was read */

int
fx_lex_end(struct lex *lx)
{
	if (!lx->failed && lx->tok != T_END)
		fx_expected(lx, "the end");
	return (!lx->failed);
}
