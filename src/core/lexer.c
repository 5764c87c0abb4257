/*++
/* NAME
/*	lexer 3
/* SUMMARY
/*	command line words and name matching
/* SYNOPSIS
/*	#include "core/lexer.h"
/* DESCRIPTION
/*	See lexer.h.
/* DIAGNOSTICS
/*	lex_line(): PB_EDATA for an over-long line, too many words or an
/*	unclosed quote.
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"
#include "core/lexer.h"

/* lex_quote_len - length of a quote character at p, or 0 */

static size_t
lex_quote_len(const char *p)
{
	if (*p == '"')
		return (1);
	/* U+201C and U+201D, as phones type them. */
	if ((unsigned char)p[0] == 0xe2 && (unsigned char)p[1] == 0x80
	    && ((unsigned char)p[2] == 0x9c || (unsigned char)p[2] == 0x9d))
		return (3);
	return (0);
}

/* lex_push - add one word, lower-cased, trailing punctuation dropped */

static void
lex_push(struct lex_line *l, const char *s, size_t len, int quoted)
{
	char *w;

	w = pb_strlower(pb_strndup(s, len));
	while (!quoted && *w && strchr(".;:!", w[strlen(w) - 1]) != NULL)
		w[strlen(w) - 1] = '\0';
	if (*w == '\0') {
		free(w);
		return;
	}
	l->argv[l->argc++] = w;
}

/* lex_line - split a line into words */

enum pb_rc
lex_line(const char *line, struct lex_line **out, struct pb_err *err)
{
	struct lex_line *l;
	const char      *p, *start;
	size_t           q;

	if (strlen(line) > LEX_MAXLINE)
		return (pb_err_set(err, PB_EDATA, "line longer than %d characters", LEX_MAXLINE));
	l = pb_calloc(1, sizeof(*l));
	l->argv = pb_calloc(LEX_MAXWORDS + 1, sizeof(char *));
	for (p = line; *p;) {
		if (isspace((unsigned char)*p) || *p == ',') {
			p++;
			continue;
		}
		if (l->argc == LEX_MAXWORDS) {
			lex_free(l);
			return (pb_err_set(
			    err, PB_EDATA, "more than %d words on one line", LEX_MAXWORDS));
		}
		if ((q = lex_quote_len(p)) > 0) {
			for (start = p += q; *p && lex_quote_len(p) == 0; p++)
				/* void */;
			if (*p == '\0') {
				lex_free(l);
				return (pb_err_set(err, PB_EDATA, "unclosed quote"));
			}
			lex_push(l, start, (size_t)(p - start), 1);
			p += lex_quote_len(p);
			continue;
		}
		for (start = p;
		     *p && !isspace((unsigned char)*p) && *p != ',' && lex_quote_len(p) == 0; p++)
			/* void */;
		lex_push(l, start, (size_t)(p - start), 0);
	}
	*out = l;
	return (PB_OK);
}

/* lex_free - release a split line; NULL is a no-op */

void
lex_free(struct lex_line *l)
{
	int i;

	if (l == NULL)
		return;
	for (i = 0; i < l->argc; i++)
		free(l->argv[i]);
	free(l->argv);
	free(l);
}

/* lex_join - words joined by single spaces, caller frees */

char *
lex_join(char *const *argv, int argc)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < argc; i++) {
		if (i > 0)
			pb_buf_putc(&b, ' ');
		pb_buf_puts(&b, argv[i]);
	}
	return (pb_buf_steal(&b));
}

/* lex_word_hit - does word w equal or prefix (>= 3) a word of name?
 * Both folded (lang_fold()): case and accents do not count */

static int
lex_word_hit(const char *name, const char *word)
{
	char  *copy, *tok, *save, *w = lang_fold(word);
	size_t wl = strlen(w);
	int    hit = 0;

	copy = lang_fold(name);
	for (tok = strtok_r(copy, " -", &save); tok && !hit; tok = strtok_r(NULL, " -", &save))
		hit = strcmp(tok, w) == 0 || (wl >= 3 && strncmp(tok, w, wl) == 0);
	free(copy);
	free(w);
	return (hit);
}

/* lex_same - are two texts one, folded? */

static int
lex_same(const char *a, const char *b)
{
	return (lang_fold_eq(a, b));
}

/* lex_phrase_hit - does the phrase equal the whole name or id? */

static int
lex_phrase_hit(const char *name, const char *id, const char *phrase)
{
	return (lex_same(name, phrase) || (id && lex_same(id, phrase)));
}

/* lex_hits - names the phrase fits: whole (pass 0) or by a word (pass 1) */

static int
lex_hits(const char *const *names, const char *const *ids, size_t n, const char *phrase, int pass,
    int *found)
{
	size_t i;
	int    hits = 0, first = -1;

	for (i = 0; i < n; i++) {
		if (pass == 0 ? lex_phrase_hit(names[i], ids ? ids[i] : NULL, phrase)
		              : lex_word_hit(names[i], phrase)) {
			/* Copies of one name (two cards "Fuel") are one answer:
			 * the first. */
			if (first >= 0 && lex_same(names[first], names[i]))
				continue;
			if (first < 0)
				first = (int)i;
			hits++;
		}
	}
	*found = first;
	return (hits);
}

/* lex_conj - is w a word that joins the items of a list? */

int
lex_conj(const char *w)
{
	static const char *const conj[] = { "and", "&", "e", "ed", "y" };
	size_t                   i;

	for (i = 0; i < PB_NELEM(conj); i++)
		if (strcmp(w, conj[i]) == 0)
			return (1);
	return (0);
}

/* lex_match - which name do the words start with */

int
lex_match(const char *const *names, const char *const *ids, size_t n, char *const *argv, int argc,
    int *used)
{
	char       *phrase;
	const char *p;
	int         k, found = -1, hits, w, most = 1;
	size_t      i;

	/* No phrase longer than the longest name (or id) is tried. */
	for (i = 0; i < 2 * n && most < LEX_NAME_WORDS; i++)
		for (p = i < n ? names[i] : ids ? ids[i - n] : "", w = 1; *p; p++)
			if (*p == ' ' && ++w > most)
				most = w;
	if (argc < most)
		most = argc;
	for (k = most; k >= 1; k--) {
		phrase = lex_join(argv, k);
		/* A whole name typed out wins over a word of another name. */
		hits = lex_hits(names, ids, n, phrase, 0, &found);
		free(phrase);
		/* "and", "e", "y" between two names: the next name; last on
		 * the line, none.  A whole name holding the word ("Armed and
		 * Ready") was tried first. */
		if (hits == 0 && k == 1 && lex_conj(argv[0])) {
			found = argc > 1 ? lex_match(names, ids, n, argv + 1, argc - 1, used) : -1;
			if (found >= 0)
				(*used)++;
			return (found);
		}
		if (hits == 0 && k == 1) {
			phrase = lex_join(argv, k);
			hits = lex_hits(names, ids, n, phrase, 1, &found);
			free(phrase);
		}
		if (hits == 1) {
			*used = k;
			return (found);
		}
		if (hits > 1 && k == 1)
			return (-2);
	}
	return (-1);
}

/* lex_near - the name clearly closest to the first word, or -1 */

int
lex_near(const char *const *names, const char *const *ids, size_t n, char *const *argv, int argc)
{
	const char **cands, **keys;
	char        *copy, *tok, *save, **words;
	size_t       i, m = 0, cap = 8 * n + 8;
	int          hit, k;

	if (argc < 1 || lex_conj(argv[0]))
		return (-1);
	cands = pb_calloc(cap, sizeof(*cands));
	keys = pb_calloc(cap, sizeof(*keys));
	words = pb_calloc(cap, sizeof(*words));
	for (i = 0; i < n; i++) {
		copy = pb_strdup(names[i]);
		for (tok = strtok_r(copy, " -", &save); tok && m + 2 < cap;
		     tok = strtok_r(NULL, " -", &save)) {
			words[m] = pb_strdup(tok);
			keys[m] = names[i];
			cands[m] = words[m];
			m++;
		}
		free(copy);
		if (ids != NULL && ids[i] != NULL && m + 2 < cap) {
			keys[m] = names[i];
			cands[m++] = ids[i];
		}
	}
	hit = lang_nearest(cands, keys, m, argv[0], LANG_LOOSE);
	/* Back from a candidate to its name. */
	for (i = 0, k = hit; hit >= 0 && i < n; i++)
		if (keys[hit] == names[i]) {
			k = (int)i;
			break;
		}
	for (i = 0; i < m; i++)
		free(words[i]);
	free(words);
	free(cands);
	free(keys);
	return (hit >= 0 ? k : -1);
}
