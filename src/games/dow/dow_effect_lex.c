/*++
/* NAME
/*	dow_effect_lex 3
/* SUMMARY
/*	Dead of Winter: the words of the effect vocabulary
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	The words of locations, item types and survivor ids, read from
/*	the lexer of expr(3h), which Dead of Winter starts with its
/*	quantities and verbs (fx_lex_start) and its pack as the lexer's
/*	argument.
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

/* ==== words ========================================================= */

const char *const fx_loc_words[NL] = { "colony", "police", "grocery", "school", "gas", "library",
	"hospital" };
const char *const fx_type_words[DOW_NTYPES] = { "weapon", "fuel", "medicine", "food", "tool",
	"survivor", "education" };
const char *const fx_lset_words[L_NWORDS - NL] = { "outside", "all", "mine", "occupied", "here",
	"there" };

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
loc_allowed(const struct expr_lex *lx, int l, unsigned la)
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
fx_parse_loc(struct expr_lex *lx, unsigned la)
{
	int l;

	if (lx->tok != EXPR_T_WORD || (l = fx_loc_word(lx->word)) < 0) {
		expr_expected(lx, "a location");
		return (-1);
	}
	if (!loc_allowed(lx, l, la)) {
		expr_fail(lx, "location \"%s\" is not allowed here", lx->word);
		return (-1);
	}
	expr_next(lx);
	return (l);
}

/* fx_parse_type - an item type word (any when allowed), -1 after an error */

int
fx_parse_type(struct expr_lex *lx, int any)
{
	int t;

	if (lx->tok == EXPR_T_WORD && any && strcmp(lx->word, "any") == 0) {
		expr_next(lx);
		return (TYPE_ANY);
	}
	if (lx->tok != EXPR_T_WORD
	    || (t = fx_word_index(fx_type_words, DOW_NTYPES, lx->word)) < 0) {
		expr_expected(lx, any ? "an item type or any" : "an item type");
		return (-1);
	}
	expr_next(lx);
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

/* fx_lex_start - the lexer of expr(3h) over a value in a context, for a pack */

void
fx_lex_start(struct expr_lex *lx, const struct dow_pack *p, const char *value, unsigned ctx)
{
	expr_start(lx, value, &fx_lang, ctx, p);
}
