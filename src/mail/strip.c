/*++
/* NAME
/*	strip 3
/* SUMMARY
/*	classify the lines of a reply: commands, quotes, signatures
/* SYNOPSIS
/*	#include "mail/strip.h"
/*
/*	struct strip_result *strip_reply(const char *text)
/*
/*	void	strip_free(struct strip_result *res)
/*
/*	const char *strip_kind_str(enum strip_kind kind)
/* DESCRIPTION
/*	strip_reply() splits text at LF (a CR before the LF and trailing
/*	white space are dropped) and classifies each line, top to bottom.
/*	Patterns are matched on a normalised copy of the line: ASCII lower
/*	case, '*' removed (Outlook's bold "*From:*"), U+00A0 and U+202F (the
/*	no-break spaces of French punctuation and Gmail's "10:00 AM") read
/*	as spaces, runs of spaces collapsed.  The rules, in order:
/* .IP 1.
/*	After an ORIGINAL or SIGNATURE line every line has that kind.
/* .IP 2.
/*	Empty, or only spaces, tabs and no-break spaces: BLANK.
/* .IP 3.
/*	"--" or "-- " alone: SIGNATURE.
/* .IP 4.
/*	ORIGINAL: a line of two or more dashes around "Original Message",
/*	"Messaggio originale", "Mensaje original", "Forwarded message",
/*	"Messaggio inoltrato" or "Mensaje reenviado"; "Begin forwarded
/*	message:" (Apple) and its Italian and Spanish forms; or a header
/*	block, a line "From:", "Da:" or "De:" directly followed by a line
/*	"Sent:", "Date:", "Subject:", "Inviato:", "Data:", "Oggetto:",
/*	"Enviado:", "Fecha:", "Asunto:" or "Envoyé :".  A line of
/*	underscores just above such a block (Outlook's separator) becomes
/*	ORIGINAL too.
/* .IP 5.
/*	">" after optional white space: QUOTE.
/* .IP 6.
/*	ATTRIBUTION: a line that starts with "On ", "Il ", "El " or "Le "
/*	and ends with "wrote:", "ha scritto:", "escribió:" ("escribio:")
/*	or "a écrit:" ("a écrit :"); a line that ends so and holds an
/*	address in angle brackets ("Ann <a@b.c> wrote:"); or such a start
/*	whose end is on the next line (Gmail wraps "On ... <addr>" and
/*	"wrote:"), which makes both lines ATTRIBUTION.  At most
/*	STRIP_ATTR_MAX bytes.  Lines after it are classified as usual, so
/*	commands under a quote (bottom posting) stay TEXT.
/* .IP 7.
/*	MOBILE: a short line starting "Sent from my ", "Sent from Mail for
/*	Windows", "Sent from Outlook", "Inviato da ", "Inviato dal mio ",
/*	"Enviado desde ", "Get Outlook for ", "Scarica Outlook per ",
/*	"Obtener Outlook para " or "Envoyé de mon ".
/* .IP 8.
/*	Anything else: TEXT.
/* .PP
/*	The result is owned by the caller: strip_free() (NULL is a no-op).
/*	NULL or empty text gives zero lines; a final LF does not start a
/*	line.
/*
/*	strip_kind_str() names a kind ("text", "blank", ...) for logs and
/*	tests.
/* DIAGNOSTICS
/*	None.
/* SEE ALSO
/*	mime(3), html(3)
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/strip.h"

#define STRIP_ATTR_MAX 400   /* longest attribution, bytes */
#define STRIP_MOBILE_MAX 100 /* longest mobile footer, bytes */

static const char *const strip_attr_starts[] = { "on ", "il ", "el ", "le " };
static const char *const strip_attr_ends[] = {
	"wrote:",
	"ha scritto:",
	"escribió:",
	"escribio:",
	"a écrit:",
	"a écrit :",
};
static const char *const strip_orig_markers[] = {
	"original message",
	"messaggio originale",
	"mensaje original",
	"forwarded message",
	"messaggio inoltrato",
	"mensaje reenviado",
};
static const char *const strip_orig_lines[] = {
	"begin forwarded message:",
	"inizio messaggio inoltrato:",
	"comienzo del mensaje reenviado:",
};
static const char *const strip_from_fields[] = { "from", "da", "de" };
static const char *const strip_sent_fields[] = {
	"sent",
	"date",
	"subject",
	"inviato",
	"data",
	"oggetto",
	"enviado",
	"fecha",
	"asunto",
	"envoyé",
};
static const char *const strip_mobile[] = {
	"sent from my ",
	"sent from mail for windows",
	"sent from outlook",
	"inviato da ",
	"inviato dal mio ",
	"enviado desde ",
	"get outlook for ",
	"scarica outlook per ",
	"obtener outlook para ",
	"envoyé de mon ",
};

/* strip_norm - matching copy: lower case, no '*', one space; caller frees */

static char *
strip_norm(const char *s)
{
	struct pb_buf b;
	int           space = 0;

	pb_buf_init(&b);
	while (*s) {
		if (*s == ' ' || *s == '\t') {
			space = 1;
			s++;
		} else if (strncmp(s, "\xc2\xa0", 2) == 0) {
			space = 1;
			s += 2;
		} else if (strncmp(s, "\xe2\x80\xaf", 3) == 0) {
			space = 1;
			s += 3;
		} else if (*s == '*') {
			s++;
		} else {
			if (space && b.len > 0)
				pb_buf_putc(&b, ' ');
			space = 0;
			pb_buf_putc(&b, tolower((unsigned char)*s++));
		}
	}
	return (pb_buf_steal(&b));
}

/* strip_starts - does s start with one of the strings? */

static int
strip_starts(const char *s, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strncmp(s, list[i], strlen(list[i])) == 0)
			return (1);
	return (0);
}

/* strip_ends - does s end with one of the strings? */

static int
strip_ends(const char *s, const char *const *list, size_t n)
{
	size_t i, len = strlen(s), l;

	for (i = 0; i < n; i++) {
		l = strlen(list[i]);
		if (len >= l && strcmp(s + len - l, list[i]) == 0)
			return (1);
	}
	return (0);
}

/* strip_field - does s start with "NAME:" or "NAME :" for a listed name? */

static int
strip_field(const char *s, const char *const *list, size_t n)
{
	size_t i, l;

	for (i = 0; i < n; i++) {
		l = strlen(list[i]);
		if (strncmp(s, list[i], l) != 0)
			continue;
		if (s[l] == ':' || (s[l] == ' ' && s[l + 1] == ':'))
			return (1);
	}
	return (0);
}

/* strip_is_marker - an Original/Forwarded message separator line? */

static int
strip_is_marker(const char *raw, const char *norm)
{
	char *core, *p;
	int   hit;

	while (*raw == ' ' || *raw == '\t')
		raw++;
	if (strip_starts(norm, strip_orig_lines, PB_NELEM(strip_orig_lines))
	    && norm[strlen(norm) - 1] == ':')
		return (1);
	if (strncmp(raw, "--", 2) != 0)
		return (0);
	core = pb_strdup(norm + strspn(norm, "-_ "));
	for (p = core + strlen(core); p > core && strchr("-_ ", p[-1]); p--)
		p[-1] = '\0';
	hit = strip_starts(core, strip_orig_markers, PB_NELEM(strip_orig_markers))
	    && strlen(core) < 30;
	free(core);
	return (hit);
}

/* strip_is_attr - a whole attribution line? */

static int
strip_is_attr(const char *norm)
{
	const char *lt;

	if (strlen(norm) > STRIP_ATTR_MAX
	    || !strip_ends(norm, strip_attr_ends, PB_NELEM(strip_attr_ends)))
		return (0);
	if (strip_starts(norm, strip_attr_starts, PB_NELEM(strip_attr_starts)))
		return (1);
	lt = strchr(norm, '<');
	return (lt != NULL && strchr(lt, '@') != NULL && strchr(lt, '>') != NULL);
}

/* strip_is_attr2 - the start of an attribution whose end is on next? */

static int
strip_is_attr2(const char *norm, const char *next)
{
	return (strip_starts(norm, strip_attr_starts, PB_NELEM(strip_attr_starts))
	    && strlen(norm) + strlen(next) <= STRIP_ATTR_MAX && *next != '>'
	    && strip_ends(next, strip_attr_ends, PB_NELEM(strip_attr_ends)));
}

/* strip_is_underline - Outlook's "____" separator? */

static int
strip_is_underline(const char *s)
{
	s += strspn(s, " \t");
	return (strlen(s) >= 5 && strspn(s, "_") == strlen(s));
}

/* strip_is_blank - only spaces, tabs and no-break spaces? */

static int
strip_is_blank(const char *s)
{
	while (*s) {
		if (*s == ' ' || *s == '\t')
			s++;
		else if (strncmp(s, "\xc2\xa0", 2) == 0)
			s += 2;
		else if (strncmp(s, "\xe2\x80\xaf", 3) == 0)
			s += 3;
		else
			return (0);
	}
	return (1);
}

/* strip_split - the lines of text, CR and trailing white space removed */

static struct strip_result *
strip_split(const char *text)
{
	struct strip_result *res;
	const char          *p, *nl;
	size_t               len, cap = 0;

	res = pb_calloc(1, sizeof(*res));
	for (p = text; p != NULL && *p; p = nl ? nl + 1 : NULL) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		while (len > 0 && isspace((unsigned char)p[len - 1]))
			len--;
		if (res->n == cap) {
			cap = cap ? 2 * cap : 32;
			res->lines = pb_realloc(res->lines, cap * sizeof(*res->lines));
		}
		res->lines[res->n].text = pb_strndup(p, len);
		res->lines[res->n].kind = STRIP_TEXT;
		res->lines[res->n].lineno = (int)res->n + 1;
		res->n++;
	}
	return (res);
}

/* strip_original - does an ORIGINAL part start at line i? */

static int
strip_original(const struct strip_result *res, char **norms, size_t i)
{
	if (strip_is_marker(res->lines[i].text, norms[i]))
		return (1);
	return (i + 1 < res->n
	    && strip_field(norms[i], strip_from_fields, PB_NELEM(strip_from_fields))
	    && strip_field(norms[i + 1], strip_sent_fields, PB_NELEM(strip_sent_fields)));
}

/* strip_classify - give line i (and maybe i + 1) a kind; lines used */

static size_t
strip_classify(struct strip_result *res, char **norms, size_t i)
{
	struct strip_line *l = res->lines + i;
	const char        *t = l->text + strspn(l->text, " \t");

	if (strip_is_blank(l->text))
		l->kind = STRIP_BLANK;
	else if (strcmp(l->text, "--") == 0)
		l->kind = STRIP_SIGNATURE;
	else if (strip_original(res, norms, i)) {
		l->kind = STRIP_ORIGINAL;
		if (i > 0 && strip_is_underline(l[-1].text))
			l[-1].kind = STRIP_ORIGINAL;
	} else if (*t == '>')
		l->kind = STRIP_QUOTE;
	else if (strip_is_attr(norms[i]))
		l->kind = STRIP_ATTRIBUTION;
	else if (i + 1 < res->n && strip_is_attr2(norms[i], norms[i + 1])) {
		l[0].kind = l[1].kind = STRIP_ATTRIBUTION;
		return (2);
	} else if (strlen(norms[i]) <= STRIP_MOBILE_MAX
	    && strip_starts(norms[i], strip_mobile, PB_NELEM(strip_mobile)))
		l->kind = STRIP_MOBILE;
	else
		l->kind = STRIP_TEXT;
	return (1);
}

/* strip_reply - split and classify, caller frees with strip_free() */

struct strip_result *
strip_reply(const char *text)
{
	struct strip_result *res;
	enum strip_kind      sticky = STRIP_TEXT;
	char               **norms;
	size_t               i;

	/* Initialize. */
	res = strip_split(text);
	norms = pb_calloc(res->n + 1, sizeof(char *));
	for (i = 0; i < res->n; i++)
		norms[i] = strip_norm(res->lines[i].text);

	/* Classify; ORIGINAL and SIGNATURE hold to the end. */
	for (i = 0; i < res->n;) {
		if (sticky != STRIP_TEXT) {
			res->lines[i++].kind = sticky;
			continue;
		}
		i += strip_classify(res, norms, i);
		if (res->lines[i - 1].kind == STRIP_ORIGINAL
		    || res->lines[i - 1].kind == STRIP_SIGNATURE)
			sticky = res->lines[i - 1].kind;
	}

	/* Cleanup. */
	for (i = 0; i < res->n; i++)
		free(norms[i]);
	free(norms);
	return (res);
}

/* strip_free - release a result; NULL is a no-op */

void
strip_free(struct strip_result *res)
{
	size_t i;

	if (res == NULL)
		return;
	for (i = 0; i < res->n; i++)
		free(res->lines[i].text);
	free(res->lines);
	free(res);
}

/* strip_kind_str - the name of a kind */

const char *
strip_kind_str(enum strip_kind kind)
{
	static const char *const names[] = {
		"text",
		"blank",
		"quote",
		"attribution",
		"original",
		"signature",
		"mobile",
	};

	if ((size_t)kind < PB_NELEM(names))
		return (names[kind]);
	return ("unknown");
}
