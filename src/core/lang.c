/*++
/* NAME
/*	lang 3
/* SUMMARY
/*	players' languages: command words to English, message catalogues
/* SYNOPSIS
/*	#include "core/lang.h"
/* DESCRIPTION
/*	See lang.h for the contract.  A dictionary keeps each phrase
/*	folded (lang_fold()) and split into words; lang_translate() folds
/*	each word of the line once and, at each position, tries the
/*	longest phrase first (LANG_MAXPHRASE words down to 1), an entry
/*	scoped to the line's command before one without a scope, and the
/*	first entry of the table among equals.  A word folded with an
/*	apostrophe inside it is split after the apostrophe when the part
/*	up to it is a one-word phrase of the dictionary.
/*
/*	lang_message() matches the English pattern of each entry against
/*	the whole text: literal characters must be equal, %N captures one
/*	or more characters (the shortest capture that lets the rest match).
/*	Of the entries that match, one that starts with words wins over
/*	one that starts with a capture, then the one with the most literal
/*	text (the first of equals): the most particular.  A capture that
/*	ends a pattern after ": " is a card's text and stays as it is.
/*	A capture is translated in turn when it matches, whole, an entry
/*	of the same catalogues whose literal text is at least half of it
/*	(one level deep: "waits for Player 2 to choose" reuses the entry
/*	of "to choose"; a card's text caught by "%1 barricades %2." is
/*	not), else each of its parts between "; " that does.
/* DIAGNOSTICS
/*	None: every function succeeds.
/* SEE ALSO
/*	lexer(3), tests/check_lang.c (lang-1.1 onwards).
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "core/lang.h"

#define LANG_MAXCAP 10 /* %1 .. %9 */
#define LANG_MAXSENT 48 /* sentences of a line tried together */
#define LANG_FIRSTLIT 10000 /* a pattern that starts with words ranks first */

static const char *const lang_codes[LANG_N] = { "en", "it", "es" };

struct lang_entry {
	char *w[LANG_MAXPHRASE]; /* folded words */
	int   n;
	char *phrase; /* as written, for lang_localise() */
	char *canon;
	char *scope; /* NULL, or " cmd cmd " with spaces around */
};

struct lang_dict {
	char              *locale;
	struct lang_entry *e;
	size_t             n;
	size_t             cap;
};

/* lang_ok - a locale pbemd speaks */

int
lang_ok(const char *locale)
{
	int i;

	for (i = 0; locale != NULL && i < LANG_N; i++)
		if (strcmp(locale, lang_codes[i]) == 0)
			return (1);
	return (0);
}

/* lang_index - 0 en, 1 it, 2 es; 0 for anything else */

int
lang_index(const char *locale)
{
	int i;

	for (i = 0; locale != NULL && i < LANG_N; i++)
		if (strcmp(locale, lang_codes[i]) == 0)
			return (i);
	return (0);
}

/* lang_pick - the text of a catalogue entry in a locale, English if none */

const char *
lang_pick(const struct lang_msg *m, const char *locale)
{
	switch (lang_index(locale)) {
	case 1:
		return (m->it ? m->it : m->en);
	case 2:
		return (m->es ? m->es : m->en);
	default:
		return (m->en);
	}
}

/* fold_latin1 - the base letter of U+00C0..U+00FF, or 0 */

static int
fold_latin1(unsigned cp)
{
	static const char map[] = "aaaaaaaceeeeiiiidnooooo\0ouuuuy\0s"
	                          "aaaaaaaceeeeiiiidnooooo\0ouuuuy\0y";

	return (cp >= 0xC0 && cp <= 0xFF ? map[cp - 0xC0] : 0);
}

/* fold_next - the next character of a folded text (lang_fold()) and
 * past what it folds, 0 at the end; what folds to nothing (Spanish
 * opening marks) is passed over */

static int
fold_next(const unsigned char **pp)
{
	const unsigned char *p = *pp;
	int                  c = 0;

	while (*p && c == 0) {
		if (p[0] == 0xC3 && p[1] >= 0x80 && p[1] <= 0xBF
		    && (c = fold_latin1(0xC0u + (p[1] & 0x3Fu))) != 0) {
			p += 2;
		} else if (p[0] == 0xC2 && (p[1] == 0xA1 || p[1] == 0xBF)) {
			p += 2; /* Spanish opening marks */
		} else if (p[0] == 0xC2 && p[1] == 0xB4) {
			c = '\'';
			p += 2;
		} else if (p[0] == 0xE2 && p[1] == 0x80 && (p[2] == 0x98 || p[2] == 0x99)) {
			c = '\'';
			p += 3;
		} else {
			c = tolower(*p);
			p++;
		}
	}
	*pp = p;
	return (c);
}

/* lang_fold - lower case, accents off, typographic apostrophes plain */

char *
lang_fold(const char *word)
{
	const unsigned char *p = (const unsigned char *)word;
	struct pb_buf        b;
	int                  c;

	pb_buf_init(&b);
	while ((c = fold_next(&p)) != 0)
		pb_buf_putc(&b, c);
	return (pb_buf_steal(&b));
}

/* lang_fold_eq - are two texts one, folded?  strcmp() of their
 * lang_fold()s, without making them */

int
lang_fold_eq(const char *a, const char *b)
{
	const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
	int                  c;

	do {
		if ((c = fold_next(&p)) != fold_next(&q))
			return (0);
	} while (c != 0);
	return (1);
}

/* lang_dict_new - an empty dictionary for one locale */

struct lang_dict *
lang_dict_new(const char *locale)
{
	struct lang_dict *d = pb_calloc(1, sizeof(*d));

	d->locale = pb_strdup(locale ? locale : "en");
	return (d);
}

/* lang_dict_add - one phrase; a phrase of more than LANG_MAXPHRASE
 * words, or of none, is not added */

void
lang_dict_add(struct lang_dict *d, const char *phrase, const char *canon, const char *scope)
{
	struct lang_entry e = { 0 };
	char             *f, *tok, *save;

	f = lang_fold(phrase);
	for (tok = strtok_r(f, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
		if (e.n == LANG_MAXPHRASE) {
			e.n++;
			break;
		}
		e.w[e.n++] = pb_strdup(tok);
	}
	free(f);
	if (e.n == 0 || e.n > LANG_MAXPHRASE) {
		while (e.n-- > 0)
			if (e.n < LANG_MAXPHRASE)
				free(e.w[e.n]);
		return;
	}
	e.phrase = pb_strdup(phrase);
	e.canon = pb_strdup(canon);
	e.scope = scope ? pb_asprintf(" %s ", scope) : NULL;
	if (d->n == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 64;
		d->e = pb_realloc(d->e, d->cap * sizeof(*d->e));
	}
	d->e[d->n++] = e;
}

/* lang_dict_table - the entries of a static table for the locale */

void
lang_dict_table(struct lang_dict *d, const struct lang_word *t)
{
	for (; t != NULL && t->phrase != NULL; t++)
		if (strcmp(t->locale, d->locale) == 0)
			lang_dict_add(d, t->phrase, t->canon, t->scope);
}

/* lang_dict_size - entries held */

size_t
lang_dict_size(const struct lang_dict *d)
{
	return (d->n);
}

/* lang_dict_word - entry i if it is one word without a scope */

const char *
lang_dict_word(const struct lang_dict *d, size_t i, const char **canon)
{
	if (i >= d->n || d->e[i].n != 1 || d->e[i].scope != NULL)
		return (NULL);
	*canon = d->e[i].canon;
	return (d->e[i].w[0]);
}

/* lang_dict_free - release; NULL is a no-op */

void
lang_dict_free(struct lang_dict *d)
{
	size_t i;
	int    k;

	if (d == NULL)
		return;
	for (i = 0; i < d->n; i++) {
		for (k = 0; k < d->e[i].n; k++)
			free(d->e[i].w[k]);
		free(d->e[i].phrase);
		free(d->e[i].canon);
		free(d->e[i].scope);
	}
	free(d->e);
	free(d->locale);
	free(d);
}

/* in_scope - does the entry hold after command cmd (NULL: first word)? */

static int
in_scope(const struct lang_entry *e, const char *cmd)
{
	char *key;
	int   hit;

	if (e->scope == NULL)
		return (1);
	if (cmd == NULL)
		return (0);
	key = pb_asprintf(" %s ", cmd);
	hit = strstr(e->scope, key) != NULL;
	free(key);
	return (hit);
}

/* find - the entry the folded words at w[0..n) start with; *used words */

static const struct lang_entry *
find(const struct lang_dict *d, char *const *w, int n, const char *cmd, int *used)
{
	const struct lang_entry *plain;
	size_t                   i;
	int                      k, j, pass;

	for (k = n < LANG_MAXPHRASE ? n : LANG_MAXPHRASE; k >= 1; k--) {
		plain = NULL;
		for (pass = 0; pass < 2; pass++)
			for (i = 0; i < d->n; i++) {
				if (d->e[i].n != k || (pass == 0) != (d->e[i].scope != NULL))
					continue;
				for (j = 0; j < k && strcmp(d->e[i].w[j], w[j]) == 0; j++)
					;
				if (j < k || !in_scope(&d->e[i], cmd))
					continue;
				if (pass == 0) {
					*used = k;
					return (&d->e[i]);
				}
				if (plain == NULL)
					plain = &d->e[i];
			}
		if (plain != NULL) {
			*used = k;
			return (plain);
		}
	}
	return (NULL);
}

/* elided - is w a one-word phrase of the dictionary (an elision)? */

static int
elided(const struct lang_dict *d, const char *w)
{
	size_t i;

	for (i = 0; i < d->n; i++)
		if (d->e[i].n == 1 && strcmp(d->e[i].w[0], w) == 0)
			return (1);
	return (0);
}

/* split_words - the line's words, original and folded, elisions split */

static int
split_words(const struct lang_dict *d, const struct lex_line *l, char **orig, char **fold, int max)
{
	char *f, *ap, *head;
	int   i, n = 0;

	for (i = 0; i < l->argc && n < max; i++) {
		f = lang_fold(l->argv[i]);
		/* A quoted name (a word with a space) is never split. */
		if ((ap = strchr(f, '\'')) != NULL && ap[1] != '\0' && n + 1 < max
		    && strchr(f, ' ') == NULL) {
			head = pb_strndup(f, (size_t)(ap - f) + 1);
			if (elided(d, head)) {
				fold[n] = head;
				orig[n++] = pb_strdup(head);
				fold[n] = pb_strdup(ap + 1);
				orig[n++] = pb_strdup(ap + 1);
				free(f);
				continue;
			}
			free(head);
		}
		fold[n] = f;
		orig[n++] = pb_strdup(l->argv[i]);
	}
	return (n);
}

/* push_canon - the canonical words of an entry onto out */

static void
push_canon(const char *canon, char **out, int *n, int max)
{
	char *copy, *tok, *save;

	copy = pb_strdup(canon);
	for (tok = strtok_r(copy, " ", &save); tok && *n < max; tok = strtok_r(NULL, " ", &save))
		out[(*n)++] = pb_strdup(tok);
	free(copy);
}

/* lang_translate - the words of a line, in place, to canonical words */

void
lang_translate(const struct lang_dict *d, struct lex_line *l, int *changed)
{
	const struct lang_entry *e;
	char                   **orig, **fold, **out;
	int                      n, i, k = 0, used, ch = 0;

	orig = pb_calloc(LEX_MAXWORDS + 1, sizeof(char *));
	fold = pb_calloc(LEX_MAXWORDS + 1, sizeof(char *));
	out = pb_calloc(LEX_MAXWORDS + 1, sizeof(char *));
	n = split_words(d, l, orig, fold, LEX_MAXWORDS);
	ch = n != l->argc;
	for (i = 0; i < n;) {
		e = find(d, fold + i, n - i, k > 0 ? out[0] : NULL, &used);
		if (e == NULL || (k == 0 && *e->canon == '\0')) {
			out[k++] = orig[i];
			orig[i++] = NULL;
			continue;
		}
		push_canon(e->canon, out, &k, LEX_MAXWORDS);
		i += used;
		ch = 1;
	}
	for (i = 0; i < n; i++) {
		free(orig[i]);
		free(fold[i]);
	}
	for (i = 0; i < l->argc; i++)
		free(l->argv[i]);
	free(l->argv);
	l->argv = out;
	l->argc = k;
	free(orig);
	free(fold);
	if (changed)
		*changed = ch;
}

/* canon_at - do the folded canonical words of e start w[0..n)? the
 * number of words, else 0 */

static int
canon_at(const struct lang_entry *e, char *const *w, int n)
{
	char *f, *tok, *save;
	int   k = 0;

	f = lang_fold(e->canon);
	for (tok = strtok_r(f, " ", &save); tok; tok = strtok_r(NULL, " ", &save), k++)
		if (k >= n || strcmp(tok, w[k]) != 0) {
			k = 0;
			break;
		}
	free(f);
	return (k);
}

/* back - does the localised words out[0..k), then the canonical words
 * w[i..n), translate back to the canonical w[0..n)? */

static int
back(const struct lang_dict *d, char *const *out, int k, char *const *w, int i, int n)
{
	struct lex_line l = { 0 };
	char           *f;
	int             j, ok;

	l.argv = pb_calloc((size_t)(k + n - i) + 1, sizeof(char *));
	for (j = 0; j < k; j++)
		l.argv[l.argc++] = pb_strdup(out[j]);
	for (j = i; j < n; j++)
		l.argv[l.argc++] = pb_strdup(w[j]);
	lang_translate(d, &l, NULL);
	ok = l.argc == n;
	for (j = 0; j < l.argc; j++) {
		f = lang_fold(l.argv[j]);
		if (ok && strcmp(f, w[j]) != 0)
			ok = 0;
		free(f);
		free(l.argv[j]);
	}
	free(l.argv);
	return (ok);
}

/* join - words by single spaces, none after an elision ("all'") */

static char *
join(char *const *w, int n)
{
	struct pb_buf b;
	int           i;
	size_t        len;

	pb_buf_init(&b);
	for (i = 0; i < n; i++) {
		pb_buf_puts(&b, w[i]);
		len = strlen(w[i]);
		if (i + 1 < n && (len == 0 || w[i][len - 1] != '\''))
			pb_buf_putc(&b, ' ');
	}
	return (pb_buf_steal(&b));
}

/* lang_localise - a canonical line in the words of the dictionary */

char *
lang_localise(const struct lang_dict *d, const char *line)
{
	char  *copy, *tok, *save, **orig, **w, **out, *res;
	size_t e;
	int    n = 0, i, k = 0, j, used;

	if (strpbrk(line, "\",") != NULL)
		return (pb_strdup(line)); /* quoted words: left as they are */
	copy = pb_strdup(line);
	orig = pb_calloc(strlen(line) + 1, sizeof(char *));
	w = pb_calloc(strlen(line) + 1, sizeof(char *));
	out = pb_calloc(strlen(line) + 1, sizeof(char *));
	for (tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
		orig[n] = tok;
		w[n++] = lang_fold(tok);
	}
	for (i = 0; i < n; i += used) {
		used = 0;
		for (e = 0; e < d->n && used == 0; e++) {
			if (*d->e[e].canon == '\0' || !in_scope(&d->e[e], i > 0 ? w[0] : NULL)
			    || (i == 0 && d->e[e].scope != NULL)
			    || (j = canon_at(&d->e[e], w + i, n - i)) == 0)
				continue;
			out[k] = d->e[e].phrase;
			if (back(d, out, k + 1, w, i + j, n))
				used = j;
		}
		if (used == 0) {
			out[k] = orig[i];
			used = 1;
		}
		k++;
	}
	res = join(out, k);
	for (i = 0; i < n; i++)
		free(w[i]);
	free(w);
	free(orig);
	free(out);
	free(copy);
	return (res);
}

/* needs_quotes - would lex_line() split or trim this word? */

static int
needs_quotes(const char *w)
{
	size_t len = strlen(w);

	return (
	    len == 0 || strpbrk(w, " \t\r\n\f\v,") != NULL || strchr(".;:!", w[len - 1]) != NULL);
}

/* lang_line - the words joined so that lex_line() gives them back */

char *
lang_line(const struct lex_line *l)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < l->argc; i++) {
		if (i > 0)
			pb_buf_putc(&b, ' ');
		if (needs_quotes(l->argv[i]))
			pb_buf_printf(&b, "\"%s\"", l->argv[i]);
		else
			pb_buf_puts(&b, l->argv[i]);
	}
	return (pb_buf_steal(&b));
}

/* ---- message catalogues -------------------------------------------- */

struct caps {
	const char *s[LANG_MAXCAP];
	size_t      len[LANG_MAXCAP];
	int         text; /* the capture after a closing ": ", a card's text */
};

/* is_cap - does p start a capture, %N or %#N? */

static int
is_cap(const char *p)
{
	return (p[0] == '%' && ((p[1] >= '1' && p[1] <= '9') || (p[1] == '#' && p[2] >= '1' && p[2] <= '9')));
}

/* match - does the pattern p match the whole of s?  Captures in c;
 * "{a|b}" matches one of its alternatives (one may be empty), %#N a
 * number only */

static int
match(const char *p, const char *s, struct caps *c)
{
	const char *alt, *end;
	size_t      len, max;
	int         k;

	while (*p && *p != '{' && !is_cap(p)) {
		if (*p++ != *s++)
			return (0);
	}
	if (*p == '\0')
		return (*s == '\0');
	if (*p == '{') {
		if ((end = strchr(p, '}')) == NULL)
			return (*p == *s && match(p + 1, s + 1, c));
		for (alt = p + 1; alt <= end; alt += len + 1) {
			len = strcspn(alt, "|}");
			if (strncmp(alt, s, len) == 0 && match(end + 1, s + len, c))
				return (1);
		}
		return (0);
	}
	if (p[1] == '#') { /* digits only */
		k = p[2] - '0';
		max = strspn(s + (*s == '-'), "0123456789") + (*s == '-');
		p++;
	} else {
		k = p[1] - '0';
		max = strlen(s);
	}
	for (len = 1; len <= max; len++) {
		c->s[k] = s;
		c->len[k] = len;
		if (match(p + 2, s + len, c))
			return (1);
	}
	return (0);
}

/* literal - how much of a pattern is literal text, plus one */

static size_t
literal(const char *p)
{
	size_t n = 1;

	for (; *p; p++)
		if (is_cap(p))
			p += p[1] == '#' ? 2 : 1;
		else if (*p != '{' && *p != '}' && *p != '|')
			n++;
	return (n);
}

/* trailing - the capture that ends a pattern after ": ", or 0 */

static int
trailing(const char *en)
{
	size_t n = strlen(en);

	return (n > 4 && en[n - 4] == ':' && en[n - 3] == ' ' && is_cap(en + n - 2) ? en[n - 1] - '0'
	                                                                          : 0);
}

/* several - may an entry span sentences: it has more than one, or it
 * ends with a capture after ": " (a card's text, say)? */

static int
several(const char *en)
{
	return (strstr(en, ". ") != NULL || trailing(en) != 0);
}

/* lookup - the entry whose pattern matches text, its captures in c: of
 * those that match, one that starts with words before one that starts
 * with a capture ("Goal: %1" before "%1 barricades %2."), then the one
 * with the most literal text (the first of equals), so that "Player
 * %1" never hides "Player %1's turn." */

static const struct lang_msg *
lookup(const struct lang_msg *const *cats, size_t ncats, const char *text, int multi,
    struct caps *c)
{
	const struct lang_msg *m, *best = NULL;
	struct caps            mine;
	size_t                 i, lit, most = 0;

	for (i = 0; i < ncats; i++)
		for (m = cats[i]; m != NULL && m->en != NULL; m++) {
			lit = literal(m->en) + (is_cap(m->en) ? 0 : LANG_FIRSTLIT);
			if ((multi && !several(m->en)) || lit <= most)
				continue;
			memset(&mine, 0, sizeof(mine));
			if (match(m->en, text, &mine)) {
				best = m;
				most = lit;
				*c = mine;
			}
		}
	return (best);
}

/* What one translation needs: the catalogues, the locale, and what
 * names a game's cards in it (lang_text_names()). */
struct lang_cx {
	const struct lang_msg *const *cats;
	size_t                        ncats;
	const char                   *locale;
	lang_names_fn                 names;
	const void                   *arg;
};

static char *message(const struct lang_cx *, const char *, int, int);

/* named - a card's name or text in the locale, by the game; NULL when
 * the game has none or names it the same */

static char *
named(const struct lang_cx *x, const char *en)
{
	const char *local = x->names ? x->names(x->arg, en, x->locale) : NULL;

	return (local && strcmp(local, en) != 0 ? pb_strdup(local) : NULL);
}

/* put_capture - a capture, translated when it is a text of the
 * catalogues or a card the game names, else each of its parts between
 * "; " that is one */

static void
put_capture(struct pb_buf *b, const struct lang_cx *x, const char *cap)
{
	const char *p, *semi;
	char       *part, *tr;

	if ((tr = message(x, cap, 1, 0)) != NULL || (tr = named(x, cap)) != NULL
	    || strstr(cap, "; ") == NULL) {
		pb_buf_puts(b, tr ? tr : cap);
		free(tr);
		return;
	}
	for (p = cap; p != NULL; p = semi ? semi + 2 : NULL) {
		semi = strstr(p, "; ");
		part = semi ? pb_strndup(p, (size_t)(semi - p)) : pb_strdup(p);
		if ((tr = message(x, part, 1, 0)) == NULL)
			tr = named(x, part);
		pb_buf_printf(b, "%s%s", tr ? tr : part, semi ? "; " : "");
		free(tr);
		free(part);
	}
}

/* plural - "%N{one|many}" at p: the form for capture N, *p past it;
 * 0 when p holds no such form */

static int
plural(struct pb_buf *b, const char **p, const struct caps *c)
{
	const char *q = *p, *bar, *end;
	int         k = q[1] - '0', one;

	if (q[2] != '{' || (bar = strchr(q + 3, '|')) == NULL || (end = strchr(bar, '}')) == NULL
	    || memchr(q + 3, '}', (size_t)(bar - q - 3)) != NULL)
		return (0);
	one = c->s[k] != NULL && c->len[k] == 1 && c->s[k][0] == '1';
	if (one)
		pb_buf_printf(b, "%.*s", (int)(bar - q - 3), q + 3);
	else
		pb_buf_printf(b, "%.*s", (int)(end - bar - 1), bar + 1);
	*p = end;
	return (1);
}

/* render - a translation with its captures put back; "%N{one|many}"
 * is the singular or the plural after the number captured by %N */

static char *
render(const struct lang_cx *x, const char *tmpl, const struct caps *c, int depth)
{
	struct pb_buf b;
	const char   *p;
	char         *cap, *tr = NULL;
	int           k;

	pb_buf_init(&b);
	for (p = tmpl; *p; p++) {
		if (!(p[0] == '%' && p[1] >= '1' && p[1] <= '9')) {
			pb_buf_putc(&b, *p);
			continue;
		}
		if (plural(&b, &p, c))
			continue;
		k = *++p - '0';
		if (c->s[k] == NULL)
			continue;
		cap = pb_strndup(c->s[k], c->len[k]);
		if (depth == 0 && k != c->text)
			put_capture(&b, x, cap);
		else if (depth == 0 && (tr = named(x, cap)) != NULL)
			pb_buf_puts(&b, tr); /* a card's text, the game's words */
		else
			pb_buf_puts(&b, cap);
		free(tr);
		tr = NULL;
		free(cap);
	}
	return (pb_buf_steal(&b));
}

/* message - the translation of a catalogue text, or NULL */

static char *
message(const struct lang_cx *x, const char *text, int depth, int multi)
{
	const struct lang_msg *m;
	const char            *to;
	struct caps            c;

	if (lang_index(x->locale) == 0 || text == NULL)
		return (NULL);
	memset(&c, 0, sizeof(c));
	if ((m = lookup(x->cats, x->ncats, text, multi, &c)) == NULL)
		return (NULL);
	/* A capture is translated by an entry made mostly of its words
	 * ("the Colony entrance %1"), never by a pattern that only brushes
	 * it: a card's text stays the card's. */
	if (depth > 0 && 2 * (literal(m->en) - 1) < strlen(text))
		return (NULL);
	/* A pattern ending with ": %N": what follows is a card's own text,
	 * the pack's to translate, never the catalogue's. */
	c.text = trailing(m->en);
	to = lang_index(x->locale) == 1 ? m->it : m->es;
	return (to ? render(x, to, &c, depth) : NULL);
}

/* lang_message - the translation of a catalogue text, or NULL */

char *
lang_message(const struct lang_msg *const *cats, size_t ncats, const char *locale, const char *text)
{
	const struct lang_cx x = { cats, ncats, locale, NULL, NULL };

	return (message(&x, text, 0, 0));
}

/* sentence_end - where the sentence at s may end: past ". " or ".) "
 * (the space not included), before a "did you mean" (LANG_DIDYOU, a
 * text of its own), or the end of s; from is where to look */

static size_t
sentence_end(const char *s, size_t from)
{
	size_t i;

	for (i = from; s[i] != '\0'; i++) {
		if (i > from && strncmp(s + i, LANG_DIDYOU, sizeof(LANG_DIDYOU) - 1) == 0)
			return (i);
		if (s[i + 1] == ' ' && (s[i] == '.' || (s[i] == ')' && i > 0 && s[i - 1] == '.')))
			return (i + 1);
	}
	return (i);
}

/* card_text - the run of sentences start..ends[k] matched an entry:
 * when that entry ends with a card's text (": %N"), the text takes the
 * sentences after it too, up to one that is narration: an entry that
 * starts with words matches it ("Player %1's turn."), or one made
 * mostly of its words ("%1 goes from the %2 deck into the waste pile.").  *tr is the translation of the longest
 * such run; the index of its last sentence is returned */

static size_t
card_text(const struct lang_cx *x, const char *line, size_t start, const size_t *ends, size_t n, size_t k, char **tr)
{
	const struct lang_msg *m;
	struct caps            c;
	char                  *part, *more;
	int                    narration;

	part = pb_strndup(line + start, ends[k] - start);
	m = lookup(x->cats, x->ncats, part, k > 0, &c);
	free(part);
	if (m == NULL || trailing(m->en) == 0)
		return (k);
	for (; k + 1 < n; k++) {
		part = pb_strndup(line + ends[k] + 1, ends[k + 1] - ends[k] - 1);
		m = lookup(x->cats, x->ncats, part, 0, &c);
		narration = m != NULL && (!is_cap(m->en) || 2 * (literal(m->en) - 1) >= strlen(part));
		free(part);
		if (narration)
			break;
		part = pb_strndup(line + start, ends[k + 1] - start);
		more = message(x, part, 0, 1);
		free(part);
		if (more == NULL)
			break;
		free(*tr);
		*tr = more;
	}
	return (k);
}

/* text_line - one line, sentence by sentence; a run of sentences is
 * tried, shortest first, only against entries that may span sentences
 * (several()), so that no capture of a one-sentence entry does; a
 * card's text takes the sentences that follow it (card_text()) */

static void
text_line(struct pb_buf *b, const struct lang_cx *x, const char *line)
{
	size_t ends[LANG_MAXSENT], n, i, k, start = 0;
	char  *part, *tr = NULL;

	while (line[start] != '\0') {
		for (n = 0, i = start; n < LANG_MAXSENT && line[i] != '\0'; n++)
			ends[n] = i = sentence_end(line, i == start ? start : i + 1);
		for (k = 0; k < n && tr == NULL; k++) {
			part = pb_strndup(line + start, ends[k] - start);
			tr = message(x, part, 0, k > 0);
			free(part);
		}
		if (tr != NULL) {
			k = card_text(x, line, start, ends, n, k - 1, &tr);
			pb_buf_puts(b, tr);
			free(tr);
			tr = NULL;
			i = ends[k];
		} else {
			i = ends[0];
			pb_buf_printf(b, "%.*s", (int)(i - start), line + start);
		}
		for (start = i; line[start] == ' '; start++)
			pb_buf_putc(b, ' ');
	}
}

/* lang_text - every line of a text, translated where a catalogue can */

char *
lang_text(const struct lang_msg *const *cats, size_t ncats, const char *locale, const char *text)
{
	return (lang_text_names(cats, ncats, locale, text, NULL, NULL));
}

/* lang_text_names - the same, a game's cards named in the locale */

char *
lang_text_names(const struct lang_msg *const *cats, size_t ncats, const char *locale,
    const char *text, lang_names_fn names, const void *arg)
{
	const struct lang_cx x0 = { cats, ncats, locale, names, arg }, *x = &x0;
	struct pb_buf        b;
	const char          *p, *nl;
	char                *line;

	if (text == NULL)
		return (NULL);
	if (lang_index(locale) == 0)
		return (pb_strdup(text));
	pb_buf_init(&b);
	for (p = text; *p; p = nl + (*nl != '\0')) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		line = pb_strndup(p, (size_t)(nl - p));
		text_line(&b, x, line);
		free(line);
		if (*nl == '\n')
			pb_buf_putc(&b, '\n');
	}
	return (pb_buf_steal(&b));
}

/* ---- did you mean -------------------------------------------------- */

#define LANG_MAXDIST 64 /* longer words are never near anything */

/* lang_distance - edits from a to b (optimal string alignment) */

int
lang_distance(const char *a, const char *b)
{
	int    d[3][LANG_MAXDIST + 1], *prev2 = d[0], *prev = d[1], *cur = d[2], *t;
	size_t la = strlen(a), lb = strlen(b), i, j;
	int    v;

	if (la > LANG_MAXDIST || lb > LANG_MAXDIST)
		return (strcmp(a, b) == 0 ? 0 : LANG_FAR);
	for (j = 0; j <= lb; j++)
		prev[j] = (int)j;
	for (i = 1; i <= la; i++) {
		cur[0] = (int)i;
		for (j = 1; j <= lb; j++) {
			v = prev[j - 1] + (a[i - 1] != b[j - 1]);
			if (prev[j] + 1 < v)
				v = prev[j] + 1;
			if (cur[j - 1] + 1 < v)
				v = cur[j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]
			    && prev2[j - 2] + 1 < v)
				v = prev2[j - 2] + 1;
			cur[j] = v;
		}
		t = prev2;
		prev2 = prev;
		prev = cur;
		cur = t;
	}
	return (prev[lb] < LANG_FAR ? prev[lb] : LANG_FAR);
}

/* swapped - is b the word a with two neighbours swapped? */

static int
swapped(const char *a, const char *b)
{
	size_t i, n = strlen(a);

	if (n != strlen(b))
		return (0);
	for (i = 0; i + 1 < n && a[i] == b[i]; i++)
		;
	return (
	    i + 1 < n && a[i] == b[i + 1] && a[i + 1] == b[i] && strcmp(a + i + 2, b + i + 2) == 0);
}

/* near - is w (folded) near enough to c (folded), d edits apart? */

static int
near(const char *w, const char *c, int d, int loose)
{
	size_t len = strlen(w);

	if (d == 0)
		return (1);
	if (d == 1)
		return (len >= 5 || (loose && len >= 3) || (len >= 3 && swapped(w, c)));
	return (d == 2 && len >= (loose ? 6u : 8u));
}

/* lang_nearest - the candidate clearly closest to word, or -1 */

int
lang_nearest(
    const char *const *cands, const char *const *keys, size_t n, const char *word, int loose)
{
	char  *w = lang_fold(word), *c, *bestc = NULL;
	size_t i;
	int    d, best = -1, bestd = LANG_FAR, tie = 0;

	for (i = 0; i < n; i++) {
		c = lang_fold(cands[i]);
		d = lang_distance(w, c);
		if (!near(w, c, d, loose) || d > bestd) {
			free(c);
			continue;
		}
		if (d == bestd && best >= 0) {
			/* Two as close: one answer only if they stand for one thing. */
			if (keys ? strcmp(keys[best], keys[i]) != 0 : strcmp(bestc, c) != 0)
				tie = 1;
			free(c);
			continue;
		}
		free(bestc);
		bestc = c;
		best = (int)i;
		bestd = d;
		tie = 0;
	}
	free(bestc);
	free(w);
	return (tie ? -1 : best);
}
