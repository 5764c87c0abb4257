/*++
/* NAME
/*	corecmd_prose 3
/* SUMMARY
/*	a line of prose, a command, or a near miss of one
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/*
/*	enum corecmd_look corecmd_look(const struct gamectl *g, int seat,
/*				const struct lex_line *l, const char *line,
/*				char **near);
/*
/*	char	*corecmd_near(const struct gamectl *g, int seat,
/*				const char *word);
/* DESCRIPTION
/*	Players write prose between their commands: "Perché no?", "Thanks
/*	all!", a sign-off "Bob".  corecmd_look() tells, by the first word
/*	of a seat's line alone, whether the line is meant as a command.
/*
/*	l is the line as corecmd_lex() left it (words translated to
/*	English), or NULL when lex_line() refused it (an unclosed quote):
/*	then the first word is cut from line at white space or a quote,
/*	and translated alone.
/*
/*	The first word is a command word when it is a word of the
/*	arbiter's tables (corecmd_word_at()) or one the game explains
/*	(game_knows(): game_ops help() with that word is not empty),
/*	allowed now or not:
/*	CORECMD_COMMAND, the line goes on to run and may be refused with
/*	its reason.  An Italian or Spanish seat's words reach here
/*	translated, so its command words are those of its language and
/*	the English ones.
/*
/*	Otherwise, when the word is a near miss of a command word
/*	(lang_nearest(), LANG_STRICT, on folded words: the command words
/*	in English and, for an Italian or Spanish seat, the one-word
/*	phrases of its dictionary that stand for a command), *near
/*	receives that word (caller frees), in the seat's language when
/*	one of its words is as close as the English one: CORECMD_NEAR,
/*	the line is refused with "did you mean".  Else the line is
/*	CORECMD_PROSE: it is listed in the reply as not read, and not
/*	refused.
/*
/*	corecmd_near() is that near miss of a word alone (HELP WORD uses
/*	it), or NULL; caller frees.
/* SEE ALSO
/*	corecmd(3), lang(3), pbemd(8) (the reply).
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/texts.h"

/* A list of command words: what is shown, and the command it is. */
struct cands {
	const char **word;
	const char **canon;
	char       **owned;
	size_t       n, cap;
};

/* command_word - is w (one canonical word) a command, now or not? */

static int
command_word(const struct gamectl *g, int seat, const char *w)
{
	const char *c;
	size_t      i;

	for (i = 0; (c = corecmd_word_at(i)) != NULL; i++)
		if (strcmp(c, w) == 0)
			return (1);
	return (strchr(w, ' ') == NULL && *w != '\0' && game_knows(g->ops, g->state, seat, w));
}

/* cands_add - one candidate; words are copied */

static void
cands_add(struct cands *c, const char *word, const char *canon)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->word = pb_realloc(c->word, c->cap * sizeof(*c->word));
		c->canon = pb_realloc(c->canon, c->cap * sizeof(*c->canon));
		c->owned = pb_realloc(c->owned, 2 * c->cap * sizeof(*c->owned));
	}
	c->owned[2 * c->n] = pb_strdup(word);
	c->owned[2 * c->n + 1] = pb_strdup(canon);
	c->word[c->n] = c->owned[2 * c->n];
	c->canon[c->n] = c->owned[2 * c->n + 1];
	c->n++;
}

/* cands_free - release */

static void
cands_free(struct cands *c)
{
	size_t i;

	for (i = 0; i < 2 * c->n; i++)
		free(c->owned[i]);
	free(c->owned);
	free(c->word);
	free(c->canon);
}

/* known - command_word(), asked once per word (the answers in seen) */

static int
known(const struct gamectl *g, int seat, json_t *seen, const char *w)
{
	json_t *v = json_object_get(seen, w);
	int     yes;

	if (v != NULL)
		return (json_is_true(v));
	yes = command_word(g, seat, w);
	json_object_set_new(seen, w, json_boolean(yes));
	return (yes);
}

/* cands_fill - the command words a seat may mean, its language's first */

static void
cands_fill(const struct gamectl *g, int seat, const struct lang_dict *d, struct cands *c)
{
	const struct lang_word *t;
	const char             *w, *canon;
	json_t                 *help, *v, *seen = json_object();
	size_t                  i;

	for (i = 0; d != NULL && i < lang_dict_size(d); i++)
		if ((w = lang_dict_word(d, i, &canon)) != NULL && known(g, seat, seen, canon))
			cands_add(c, w, canon);
	for (i = 0; (w = corecmd_word_at(i)) != NULL; i++)
		cands_add(c, w, w);
	/* The game's English words: those its dictionary stands for, and
	 * those HELP lists now. */
	for (t = g->ops->words; t != NULL && t->phrase != NULL; t++)
		if (t->scope == NULL && known(g, seat, seen, t->canon))
			cands_add(c, t->canon, t->canon);
	json_decref(seen);
	help = g->ops->help(g->state, seat, "en", NULL);
	json_array_foreach(help, i, v) if ((w = json_string_value(json_object_get(v, "word"))))
	    cands_add(c, w, w);
	json_decref(help);
}

/* first_word - the first word of a line lex_line() refused, translated */

static char *
first_word(const struct lang_dict *d, const char *line)
{
	struct lex_line *l;
	struct pb_err    err;
	const char      *p, *q;
	char            *w, *out;

	for (p = line; isspace((unsigned char)*p); p++)
		;
	for (q = p; *q && !isspace((unsigned char)*q) && *q != '"' && *q != ','
	     && (unsigned char)*q != 0xe2;
	     q++)
		;
	w = pb_strndup(p, (size_t)(q - p));
	if (lex_line(w, &l, &err) != PB_OK) {
		free(w);
		return (pb_strdup(""));
	}
	free(w);
	if (d != NULL)
		lang_translate(d, l, NULL);
	out = lang_fold(l->argc > 0 ? l->argv[0] : "");
	lex_free(l);
	return (out);
}

/* corecmd_near - the command word clearly meant by w, or NULL */

char *
corecmd_near(const struct gamectl *g, int seat, const char *w)
{
	const char       *locale = corecmd_locale(g, seat);
	struct lang_dict *d = lang_index(locale) != 0 ? texts_dict(g, locale) : NULL;
	struct cands      c = { 0 };
	char             *near = NULL;
	int               k;

	cands_fill(g, seat, d, &c);
	k = *w != '\0' ? lang_nearest(c.word, c.canon, c.n, w, LANG_STRICT) : -1;
	if (k >= 0)
		near = pb_strdup(c.word[k]);
	cands_free(&c);
	lang_dict_free(d);
	return (near);
}

/* corecmd_look - prose, a command, or a near miss of one */

enum corecmd_look
corecmd_look(
    const struct gamectl *g, int seat, const struct lex_line *l, const char *line, char **near)
{
	const char       *locale = corecmd_locale(g, seat);
	struct lang_dict *d;
	char             *w;

	*near = NULL;
	if (l != NULL)
		w = lang_fold(l->argc > 0 ? l->argv[0] : "");
	else {
		d = lang_index(locale) != 0 ? texts_dict(g, locale) : NULL;
		w = first_word(d, line);
		lang_dict_free(d);
	}
	if (*w != '\0' && command_word(g, seat, w)) {
		free(w);
		return (CORECMD_COMMAND);
	}
	*near = corecmd_near(g, seat, w);
	free(w);
	return (*near != NULL ? CORECMD_NEAR : CORECMD_PROSE);
}
