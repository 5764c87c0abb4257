/*++
/* NAME
/*	render 3
/* SUMMARY
/*	plain-text mail templates over a JSON view (a Mustache subset)
/* SYNOPSIS
/*	#include "core/render.h"
/*
/*	enum pb_rc render_open(const char *dir, const char *locale,
/*				const char *kind, struct render **rp,
/*				struct pb_err *err);
/*	enum pb_rc render_open_lazy(const char *dir, const char *locale,
/*				const char *kind, struct render **rp,
/*				struct pb_err *err);
/*	void	render_close(struct render *r);
/*	int	render_has(const struct render *r, const char *name);
/*	enum pb_rc render_mail(const struct render *r, const char *name,
/*				json_t *view, char **subject, char **body,
/*				struct pb_err *err);
/*	enum pb_rc render_string(const struct render *r, const char *tmpl,
/*				json_t *view, char **out, struct pb_err *err);
/* DESCRIPTION
/*	A template is parsed once, when it is loaded, into a list of
/*	nodes: literal text, a variable, a section, an inverted section
/*	or a partial; a section owns the list of its body.  Comments and
/*	standalone-line white space are dropped by the parser, so the
/*	renderer only walks the tree.  Rendering keeps a context stack
/*	(struct ctx, on the C stack): a name is looked up from the
/*	innermost context outwards, and for a dotted path a.b.c only the
/*	first component is looked up that way; b and c are then looked up
/*	inside the value found, never further out (Mustache rules).
/*
/*	render_open() loads the template set of a game kind (KIND, "dow";
/*	NULL for mail about no game) and a locale from four directories,
/*	in this order of precedence:
/* .nf
/*	    DIR/LOCALE/KIND/NAME.txt	the game's own, in the language
/*	    DIR/LOCALE/NAME.txt		shared, in the language
/*	    DIR/en/KIND/NAME.txt	the game's own, in English
/*	    DIR/en/NAME.txt		shared, in English
/* .fi
/*	A NAME found in an earlier directory wins: a set is one name
/*	space, in which a game's template overrides a shared one of the
/*	same name and the locale overrides English.  Partials resolve in
/*	that name space, so a shared template ({{>board}} in update) takes
/*	the game's partial.  Without a KIND the two KIND directories are
/*	not read.  Names starting with a dot, subdirectories and files
/*	not ending in ".txt" are ignored.  Every template is parsed at
/*	once, and in a set for a KIND every partial it names must exist
/*	in the set: a broken template fails at start-up, not when the
/*	first player mail is rendered.  A set for no game leaves out, as
/*	if they did not exist, the shared templates that need a game: those
/*	naming a partial that is a game's own (some DIR/en/K/NAME.txt:
/*	update takes the game's board) or naming a template so left out;
/*	they are checked in every game's set (pbemd -n opens each).  Any
/*	other partial it lacks is an error, as in a set for a kind.  On
/*	success *rp receives the set; the caller frees it with
/*	render_close().
/*
/*	render_open_lazy() opens the same set, but a set for a KIND only
/*	lists its templates: each is read and parsed, and its partials
/*	checked, when first rendered (by render_mail() or as a partial).
/*	A broken template then fails that render_mail() (PB_EDATA, with
/*	render_open()'s message; PB_ESYS for a file that cannot be read),
/*	every time, and the set's other templates render.  pbemd's sets
/*	are opened so (a process per mail renders 2 or 3 of a set's 45
/*	templates); pbemd -n opens every set with render_open(), which
/*	keeps the promise that a broken template is found before the
/*	first mail.  A set for no game is opened by render_open() either
/*	way: leaving out the templates that need a game parses them all.
/*
/*	render_close() releases a set; render_close(NULL) is a no-op.
/*
/*	render_has() tells whether the set (any of its four directories)
/*	has a template NAME.  A null set has none.
/*
/*	render_mail() renders the template NAME of the set with VIEW.  A
/*	file whose first line starts with "Subject:" (any case) is a mail
/*	template: the rest of that line, less leading white space, is the
/*	subject template; the second line must be empty, and the body
/*	template starts on line 3 (a file ending right after the Subject
/*	line has an empty body).  Line numbers in diagnostics are those
/*	of the file.  On success *subject and *body receive new strings
/*	(caller frees); on failure they are not written.
/*
/*	render_string() renders the text TMPL (no Subject handling: the
/*	whole text is the template), taking partials from the set R,
/*	which may be NULL (then any partial is an error).  *out receives
/*	a new string on success, caller frees.  Diagnostics call the
/*	template "(string)".
/*
/*	Template syntax, as in render.h, read as follows where the
/*	contract leaves room:
/* .IP \(bu
/*	Tag names may be padded with spaces or tabs ({{ name }}).  A
/*	variable or section name is "." or dot-separated components of
/*	letters, digits, "_" and "-"; a partial name is letters, digits,
/*	"_", "-" and ".".  Names are at most RENDER_NAME_MAX bytes.  Any
/*	other tag, such as {{{x}}}, {{&x}} or {{=<% %>=}}, is a syntax
/*	error: this subset has no escaping and no delimiter changes.
/* .IP \(bu
/*	{{count|one|many}} prints a count and its noun: "1 one" when the
/*	value prints as 1, else "N many" ({{n|carta|carte}}: "1 carta",
/*	"3 carte"); both forms are plain text without "|" or "}".
/* .IP \(bu
/*	A variable must name a string, a number or a boolean.  A null, an
/*	array or an object is PB_EDATA like a missing path: printing
/*	nothing, or JSON, would be a silent template bug.
/* .IP \(bu
/*	A truthy scalar section ({{#flag}}) renders in the current context
/*	as the contract says, so {{.}} inside it is the enclosing value,
/*	not the scalar.  An empty object is truthy.
/* .IP \(bu
/*	Standalone tags: the line's leading spaces and tabs, the tag, its
/*	trailing spaces and tabs and the line end ("\en" or "\er\en") are
/*	removed; a standalone tag on the last line needs no line end.
/*	Variables are never standalone; two tags on one line are not.
/* .IP \(bu
/*	A standalone partial is indented like its tag: the indentation
/*	goes before each non-empty line of the partial's template text
/*	(so empty lines get no trailing white space, and line breaks
/*	inside interpolated values are not indented, as in the Mustache
/*	spec); nested standalone partials add up their indentation, and
/*	an inline partial's lines get the indentation already in force.
/* .IP \(bu
/*	Partials nest at most RENDER_MAX_DEPTH (16) deep; one more, as in
/*	infinite recursion, is PB_EDATA.  A partial that is missing at
/*	render time (render_string) is PB_EDATA, not PB_ENOENT: PB_ENOENT
/*	is kept for "the template you asked for does not exist".
/* .IP \(bu
/*	The rendered subject must not contain a line break (header
/*	injection); if it does, render_mail() fails with PB_EDATA.
/* .IP \(bu
/*	A NULL view is an empty context: any variable is then missing.
/* .PP
/*	render_open() reads the locale and the kind as follows: each must
/*	match [A-Za-z0-9][A-Za-z0-9_.@-]* (it becomes a path component),
/*	or the call fails with PB_EDATA.  A missing DIR/LOCALE, or a
/*	missing KIND directory, is not an error: the templates then come
/*	from the directories that exist (and a partial a game lacks is an
/*	error as above).  DIR/en itself must exist.
/* DIAGNOSTICS
/*	All errors are returned, never logged; err->msg names the
/*	template and, for template errors, the line, as in
/*	"template turn line 4: no value for \"player.name\"".
/*
/*	PB_ENOENT: render_mail() was asked for a template the set lacks.
/*	PB_EDATA: a syntax error (unterminated tag, bad tag name, unclosed,
/*	mismatched or stray closing section, Subject line not followed by
/*	a blank line), a partial naming no template, a missing or
/*	unprintable variable, partials nested too deep, a template
/*	without a Subject line given to render_mail(), a subject spanning
/*	lines, or a bad locale or kind name.
/*	PB_ESYS: a directory or file cannot be read (opendir, readdir,
/*	stat, read), including a missing DIR/en or a DIR/LOCALE or KIND
/*	directory that is not a directory.
/* SEE ALSO
/*	render.h, the contract; tests/check_render.c, render-1.1 onwards.
/*--*/

/* System. */
#include <assert.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/render.h"

#define RENDER_MAX_DEPTH 16           /* nested partial inclusions */
#define RENDER_NAME_MAX 128           /* bytes in a tag name */
#define RENDER_FALLBACK "en"          /* the locale every set falls back to */
#define RENDER_STRING_NAME "(string)" /* render_string() name */
#define RENDER_SUBJECT "Subject:"

enum node_type {
	NODE_TEXT,     /* literal text */
	NODE_VAR,      /* {{name}} */
	NODE_SECTION,  /* {{#name}}...{{/name}} */
	NODE_INVERTED, /* {{^name}}...{{/name}} */
	NODE_PARTIAL   /* {{>name}} */
};

struct node {
	enum node_type type;
	char          *text;   /* the text, or the tag name */
	size_t         len;    /* bytes in text */
	int            line;   /* where it starts, for diagnostics */
	char          *indent; /* standalone partial: indentation */
	struct node   *child;  /* section body */
	struct node   *next;
};

struct tmpl {
	char        *name;    /* file name less ".txt" */
	char        *path;    /* a lazy set's file not parsed yet, else NULL */
	int          mail;    /* it has a Subject line */
	struct node *subject; /* subject template, if mail */
	struct node *body;    /* body, or the whole file */
};

struct render {
	struct tmpl *tmpls; /* in the order of precedence they were found */
	size_t       n;
	int          lazy; /* render_open_lazy() with a KIND: parse on first use */
};

/* Parser state: one template's source. */

struct parse {
	const char    *name;  /* template name, for diagnostics */
	const char    *start; /* first byte of the source */
	const char    *end;   /* one past the last byte */
	const char    *p;     /* next unparsed byte */
	int            line;  /* line number of p */
	struct pb_err *err;
};

/* One scanned tag. */

struct tag {
	int         sigil; /* '#', '^', '/', '>', '!' or 0 */
	const char *name;  /* the name, without padding */
	size_t      nlen;
	int         line;     /* line of the opening braces */
	const char *text_end; /* end of the literal text before it */
	const char *indent;   /* standalone: white space before it */
	size_t      ilen;
	int         standalone;
	const char *next; /* where parsing resumes */
};

/* Renderer state: one render_mail() or render_string() call. */

struct ctx {
	const json_t     *v;  /* a context value */
	const struct ctx *up; /* enclosing context, NULL at root */
};

struct run {
	const struct render *r;    /* set for partials, maybe NULL */
	const char          *name; /* template being rendered */
	struct pb_buf       *out;
	const char          *indent; /* standalone partial indentation */
	int                  bol;    /* at the start of a template line */
	int                  depth;  /* partials being rendered */
	const char          *watch;  /* a partial to look out for, or NULL */
	int                 *seen;   /* set when watch is rendered */
	struct pb_err       *err;
};

static enum pb_rc parse_list(struct parse *, const struct node *, struct node **);
static enum pb_rc render_list(struct run *, const struct node *, const struct ctx *);
static enum pb_rc tmpl_ready(const struct render *, const struct tmpl *, struct pb_err *);

/* ---- templates and sets --------------------------------------------- */

/* tmpl_error - a PB_EDATA naming the template and line */

static enum pb_rc PB_PRINTF(4, 5)
    tmpl_error(struct pb_err *err, const char *name, int line, const char *fmt, ...)
{
	va_list ap;
	char   *msg;

	va_start(ap, fmt);
	msg = pb_vasprintf(fmt, ap);
	va_end(ap);
	pb_err_set(err, PB_EDATA, "template %s line %d: %s", name, line, msg);
	free(msg);
	return (PB_EDATA);
}

/* nodes_free - release a node list and everything below it */

static void
nodes_free(struct node *n)
{
	struct node *next;

	for (; n != NULL; n = next) {
		next = n->next;
		nodes_free(n->child);
		free(n->text);
		free(n->indent);
		free(n);
	}
}

/* tmpl_free - release what a template owns (not the struct itself) */

static void
tmpl_free(struct tmpl *t)
{
	free(t->name);
	free(t->path);
	nodes_free(t->subject);
	nodes_free(t->body);
}

#ifndef NDEBUG

/* render_check - invariant: names present and unique */

static int
render_check(const struct render *r)
{
	size_t i, j;

	assert(r->n == 0 || r->tmpls != NULL);
	for (i = 0; i < r->n; i++) {
		assert(r->tmpls[i].name != NULL && r->tmpls[i].name[0] != '\0');
		assert(r->tmpls[i].path == NULL || r->lazy);
		for (j = 0; j < i; j++)
			assert(strcmp(r->tmpls[i].name, r->tmpls[j].name) != 0);
	}
	return (1);
}

#endif

/* render_find - the template NAME of a set, or NULL */

static const struct tmpl *
render_find(const struct render *r, const char *name)
{
	size_t i;

	if (r == NULL)
		return (NULL);
	for (i = 0; i < r->n; i++)
		if (strcmp(r->tmpls[i].name, name) == 0)
			return (&r->tmpls[i]);
	return (NULL);
}

/* render_add - append a template, taking ownership of what it holds */

static void
render_add(struct render *r, const struct tmpl *t)
{
	r->tmpls = pb_realloc(r->tmpls, (r->n + 1) * sizeof(*r->tmpls));
	r->tmpls[r->n++] = *t;
}

/* ---- parser ------------------------------------------------------- */

/* count_lines - line breaks in [s, e) */

static int
count_lines(const char *s, const char *e)
{
	int n = 0;

	for (; s < e; s++)
		n += (*s == '\n');
	return (n);
}

/* is_blank - space or tab */

static int
is_blank(int c)
{
	return (c == ' ' || c == '\t');
}

/* is_alnum - ASCII letter or digit, whatever the C locale */

static int
is_alnum(int c)
{
	return ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'));
}

/* name_ok - is this a valid variable/section (or partial) name? */

static int
name_ok(const char *s, size_t len, int partial)
{
	size_t i;
	int    c;

	if (len == 0 || len > RENDER_NAME_MAX)
		return (0);
	if (!partial && len == 1 && s[0] == '.')
		return (1);
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c == '.' && !partial && (i == 0 || i == len - 1 || s[i - 1] == '.'))
			return (0);
		if (!is_alnum(c) && c != '_' && c != '-' && c != '.')
			return (0);
	}
	return (1);
}

/* node_new - a node holding a copy of [s, s+len) */

static struct node *
node_new(enum node_type type, const char *s, size_t len, int line)
{
	struct node *n;

	n = pb_calloc(1, sizeof(*n));
	n->type = type;
	n->text = pb_malloc(len + 1);
	memcpy(n->text, s, len);
	n->text[len] = '\0';
	n->len = len;
	n->line = line;
	return (n);
}

/* node_append - link a node at the tail, advance the tail */

static void
node_append(struct node ***tailp, struct node *n)
{
	**tailp = n;
	*tailp = &n->next;
}

/* parse_text - literal text from ps->p up to E becomes a node */

static void
parse_text(struct parse *ps, struct node ***tailp, const char *e)
{
	if (e > ps->p)
		node_append(tailp, node_new(NODE_TEXT, ps->p, (size_t)(e - ps->p), ps->line));
}

/* parse_advance - move the scan position to E, counting lines */

static void
parse_advance(struct parse *ps, const char *e)
{
	ps->line += count_lines(ps->p, e);
	ps->p = e;
}

/* tag_standalone - is the tag alone on its line?  If so, take the line */

static void
tag_standalone(const struct parse *ps, const char *open, struct tag *tag)
{
	const char *b = open;
	const char *a = tag->next;

	/* Only white space back to the line start, within this text. */
	while (b > ps->p && is_blank(b[-1]))
		b--;
	if (b != ps->start && b[-1] != '\n')
		return;

	/* Only white space up to the line end or the end of the source. */
	while (a < ps->end && is_blank(*a))
		a++;
	if (a + 1 < ps->end && a[0] == '\r' && a[1] == '\n')
		a++;
	if (a < ps->end && *a != '\n')
		return;

	/* Remove the whole line, remembering its indentation. */
	tag->standalone = 1;
	tag->text_end = b;
	tag->indent = b;
	tag->ilen = (size_t)(open - b);
	tag->next = a < ps->end ? a + 1 : a;
}

/* tag_scan - read the tag whose "{{" is at OPEN */

static enum pb_rc
tag_scan(struct parse *ps, const char *open, struct tag *tag)
{
	const char *s = open + 2;
	const char *close, *e;

	memset(tag, 0, sizeof(*tag));
	tag->line = ps->line + count_lines(ps->p, open);
	close = memmem(s, (size_t)(ps->end - s), "}}", 2);
	if (close == NULL)
		return (tmpl_error(ps->err, ps->name, tag->line, "unterminated tag"));
	if (s < close && memchr("#^/>!", *s, 5) != NULL)
		tag->sigil = *s++;
	for (e = close; e > s && is_blank(e[-1]); e--)
		;
	while (s < e && is_blank(*s))
		s++;
	tag->name = s;
	tag->nlen = (size_t)(e - s);
	tag->text_end = open;
	tag->next = close + 2;
	if (tag->sigil != 0)
		tag_standalone(ps, open, tag);
	return (PB_OK);
}

/* parse_close - a closing tag must close the open section */

static enum pb_rc
parse_close(struct parse *ps, const struct node *open, const struct tag *tag)
{
	int nlen = (int)tag->nlen;

	if (open == NULL)
		return (tmpl_error(
		    ps->err, ps->name, tag->line, "{{/%.*s}} closes no section", nlen, tag->name));
	if (tag->nlen != open->len || memcmp(tag->name, open->text, open->len))
		return (tmpl_error(ps->err, ps->name, tag->line,
		    "{{/%.*s}} does not close section \"%s\" opened at line %d", nlen, tag->name,
		    open->text, open->line));
	return (PB_OK);
}

/* parse_tag - turn a variable, section or partial tag into a node */

/* plural_at - where the name of a variable tag ends: at its "|", for
 * "{{count|one|many}}" (a count and its noun), else at its end */

static size_t
plural_at(const struct tag *tag, enum node_type type)
{
	const char *bar = memchr(tag->name, '|', tag->nlen);

	return (type == NODE_VAR && bar != NULL ? (size_t)(bar - tag->name) : tag->nlen);
}

/* plural_ok - "{{count|one|many}}": exactly two forms, neither empty */

static int
plural_ok(const struct tag *tag)
{
	const char *e = tag->name + tag->nlen, *a = memchr(tag->name, '|', tag->nlen), *b;

	b = memchr(a + 1, '|', (size_t)(e - a - 1));
	return (b != NULL && b > a + 1 && b + 1 < e
	    && memchr(b + 1, '|', (size_t)(e - b - 1)) == NULL
	    && memchr(tag->name, '}', tag->nlen) == NULL);
}

static enum pb_rc
parse_tag(struct parse *ps, const struct tag *tag, struct node ***tailp)
{
	struct node   *n;
	enum node_type type;

	switch (tag->sigil) {
	case '!':
		return (PB_OK);
	case '#':
		type = NODE_SECTION;
		break;
	case '^':
		type = NODE_INVERTED;
		break;
	case '>':
		type = NODE_PARTIAL;
		break;
	default:
		type = NODE_VAR;
		break;
	}
	if (!name_ok(tag->name, plural_at(tag, type), type == NODE_PARTIAL)
	    || (plural_at(tag, type) < tag->nlen && !plural_ok(tag)))
		return (tmpl_error(ps->err, ps->name, tag->line, "bad tag name \"%.*s\"",
		    (int)tag->nlen, tag->name));
	n = node_new(type, tag->name, tag->nlen, tag->line);
	if (type == NODE_PARTIAL && tag->standalone)
		n->indent = pb_strndup(tag->indent, tag->ilen);
	node_append(tailp, n);
	if (type == NODE_SECTION || type == NODE_INVERTED)
		return (parse_list(ps, n, &n->child));
	return (PB_OK);
}

/* parse_list - nodes up to the end of OPEN's body (or of the source) */

static enum pb_rc
parse_list(struct parse *ps, const struct node *open, struct node **listp)
{
	struct node **tail = listp;
	struct tag    tag;
	const char   *q;
	enum pb_rc    rc;

	for (;;) {
		q = memmem(ps->p, (size_t)(ps->end - ps->p), "{{", 2);
		if (q == NULL)
			break;
		if ((rc = tag_scan(ps, q, &tag)) != PB_OK)
			return (rc);
		parse_text(ps, &tail, tag.text_end);
		parse_advance(ps, tag.next);
		if (tag.sigil == '/')
			return (parse_close(ps, open, &tag));
		if ((rc = parse_tag(ps, &tag, &tail)) != PB_OK)
			return (rc);
	}

	/* End of the source: only the top level may end here. */
	parse_text(ps, &tail, ps->end);
	parse_advance(ps, ps->end);
	if (open != NULL)
		return (tmpl_error(
		    ps->err, ps->name, open->line, "section \"%s\" is never closed", open->text));
	return (PB_OK);
}

/* nodes_parse - parse [s, e), whose first line is LINE, into *listp */

static enum pb_rc
nodes_parse(const char *name, const char *s, const char *e, int line, struct node **listp,
    struct pb_err *err)
{
	struct parse ps;
	struct node *list = NULL;
	enum pb_rc   rc;

	ps.name = name;
	ps.start = ps.p = s;
	ps.end = e;
	ps.line = line;
	ps.err = err;
	if ((rc = parse_list(&ps, NULL, &list)) == PB_OK)
		*listp = list;
	else
		nodes_free(list);
	return (rc);
}

/* tmpl_parse_mail - split "Subject: ...", blank line, body and parse */

static enum pb_rc
tmpl_parse_mail(struct tmpl *t, const char *text, size_t len, struct pb_err *err)
{
	const char *end = text + len;
	const char *s = text + strlen(RENDER_SUBJECT);
	const char *eol, *line2, *body;
	enum pb_rc  rc;

	/* The subject: the rest of line 1, less padding and CR. */
	while (s < end && is_blank(*s))
		s++;
	if ((eol = memchr(s, '\n', (size_t)(end - s))) == NULL)
		eol = end;
	line2 = eol < end ? eol + 1 : end;

	/* Line 2 must be empty; the body follows it. */
	if (line2 == end)
		body = end;
	else if (*line2 == '\n')
		body = line2 + 1;
	else if (line2 + 1 < end && line2[0] == '\r' && line2[1] == '\n')
		body = line2 + 2;
	else
		return (
		    tmpl_error(err, t->name, 2, "expected a blank line after the Subject line"));
	if (eol > s && eol[-1] == '\r')
		eol--;
	t->mail = 1;
	rc = nodes_parse(t->name, s, eol, 1, &t->subject, err);
	if (rc == PB_OK)
		rc = nodes_parse(t->name, body, end, 3, &t->body, err);
	return (rc);
}

/* tmpl_parse - parse a template file's text into *t */

static enum pb_rc
tmpl_parse(struct tmpl *t, const char *name, const char *text, size_t len, struct pb_err *err)
{
	size_t     slen = strlen(RENDER_SUBJECT);
	enum pb_rc rc;

	memset(t, 0, sizeof(*t));
	t->name = pb_strdup(name);
	if (len >= slen && strncasecmp(text, RENDER_SUBJECT, slen) == 0)
		rc = tmpl_parse_mail(t, text, len, err);
	else
		rc = nodes_parse(name, text, text + len, 1, &t->body, err);
	if (rc != PB_OK)
		tmpl_free(t);
	return (rc);
}

/* ---- renderer ----------------------------------------------------- */

/* comp_end - where the path component at s ends: its "." or e */

static const char *
comp_end(const char *s, const char *e)
{
	const char *dot = memchr(s, '.', (size_t)(e - s));

	return (dot != NULL ? dot : e);
}

/* ctx_lookup - the value at the path of len bytes (a valid name, at
 * most RENDER_NAME_MAX), searching the context stack */

static const json_t *
ctx_lookup(const struct ctx *ctx, const char *path, size_t len)
{
	char              comp[RENDER_NAME_MAX + 1];
	const struct ctx *c;
	const json_t     *v = NULL;
	const char       *e = path + len;
	size_t            n;

	if (len == 1 && *path == '.')
		return (ctx->v);

	/* The first component: innermost context first, then outwards. */
	n = (size_t)(comp_end(path, e) - path);
	memcpy(comp, path, n);
	comp[n] = '\0';
	for (c = ctx; c != NULL && v == NULL; c = c->up)
		v = json_object_get(c->v, comp);

	/* The others: inside the value found only. */
	for (path += n; v != NULL && path < e; path += n) {
		path++;
		n = (size_t)(comp_end(path, e) - path);
		memcpy(comp, path, n);
		comp[n] = '\0';
		v = json_object_get(v, comp);
	}
	return (v);
}

/* value_truthy - does a section over V render (once or more)? */

static int
value_truthy(const json_t *v)
{
	if (v == NULL)
		return (0);
	switch (json_typeof(v)) {
	case JSON_OBJECT:
	case JSON_TRUE:
		return (1);
	case JSON_ARRAY:
		return (json_array_size(v) > 0);
	case JSON_STRING:
		return (json_string_length(v) > 0);
	case JSON_INTEGER:
		return (json_integer_value(v) != 0);
	case JSON_REAL:
		return (json_real_value(v) != 0.0);
	default:
		return (0);
	}
}

/* int_text - v in decimal, as "%lld" writes it, at the end of num (size
 * bytes, room for any long long): its first digit or sign (snprintf()
 * cost 670 instructions a number, the numbers of a board view many) */

static const char *
int_text(char *num, size_t size, long long v)
{
	unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
	char              *d = num + size - 1;

	*d = '\0';
	do
		*--d = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (v < 0)
		*--d = '-';
	return (d);
}

/* value_text - V as text, or NULL if not printable: V's own string, or
 * written in num (size bytes); *len its length */

static const char *
value_text(const json_t *v, char *num, size_t size, size_t *len)
{
	const char *s;

	switch (json_typeof(v)) {
	case JSON_STRING:
		s = json_string_value(v);
		break;
	case JSON_INTEGER:
		s = int_text(num, size, (long long)json_integer_value(v));
		break;
	case JSON_REAL:
		snprintf(num, size, "%g", json_real_value(v));
		s = num;
		break;
	case JSON_TRUE:
		s = "yes";
		break;
	case JSON_FALSE:
		s = "no";
		break;
	default:
		return (NULL);
	}
	*len = strlen(s);
	return (s);
}

/* value_kind - "null", "an array" or "an object", for diagnostics */

static const char *
value_kind(const json_t *v)
{
	if (json_is_array(v))
		return ("an array");
	if (json_is_object(v))
		return ("an object");
	return ("null");
}

/* emit_text - template text, indenting each non-empty line start */

static void
emit_text(struct run *run, const char *s, size_t len)
{
	const char *nl;
	size_t      n;

	while (len > 0) {
		if (run->bol && *s != '\n')
			pb_buf_puts(run->out, run->indent);
		nl = memchr(s, '\n', len);
		n = nl != NULL ? (size_t)(nl - s) + 1 : len;
		pb_buf_add(run->out, s, n);
		run->bol = (nl != NULL);
		s += n;
		len -= n;
	}
}

/* emit_value - an interpolated value of len bytes: its own line breaks
 * stay as-is */

static void
emit_value(struct run *run, const char *s, size_t len)
{
	if (len == 0)
		return;
	if (run->bol)
		pb_buf_puts(run->out, run->indent);
	pb_buf_add(run->out, s, len);
	run->bol = 0;
}

/* render_var - {{name}}; {{count|one|many}}: "1 card", "2 cards" */

static enum pb_rc
render_var(struct run *run, const struct node *n, const struct ctx *ctx)
{
	const json_t *v;
	const char   *bar = strchr(n->text, '|'), *bar2, *s;
	char          num[64];
	size_t        len;

	v = ctx_lookup(ctx, n->text, bar ? (size_t)(bar - n->text) : strlen(n->text));
	if (v == NULL)
		return (tmpl_error(run->err, run->name, n->line, "no value for \"%s\"", n->text));
	if ((s = value_text(v, num, sizeof(num), &len)) == NULL)
		return (tmpl_error(run->err, run->name, n->line,
		    "\"%s\" is %s, not a printable value", n->text, value_kind(v)));
	emit_value(run, s, len);
	if (bar != NULL) {
		bar2 = strchr(bar + 1, '|');
		emit_value(run, " ", 1);
		if (len == 1 && *s == '1')
			emit_value(run, bar + 1, (size_t)(bar2 - bar - 1));
		else
			emit_value(run, bar2 + 1, strlen(bar2 + 1));
	}
	return (PB_OK);
}

/* render_section - {{#name}} or {{^name}} */

static enum pb_rc
render_section(struct run *run, const struct node *n, const struct ctx *ctx)
{
	const json_t *v = ctx_lookup(ctx, n->text, strlen(n->text));
	struct ctx    inner = { NULL, ctx };
	enum pb_rc    rc = PB_OK;
	size_t        i;

	if (n->type == NODE_INVERTED)
		return (value_truthy(v) ? PB_OK : render_list(run, n->child, ctx));
	if (json_is_array(v)) {
		for (i = 0; i < json_array_size(v) && rc == PB_OK; i++) {
			inner.v = json_array_get(v, i);
			rc = render_list(run, n->child, &inner);
		}
	} else if (json_is_object(v)) {
		inner.v = v;
		rc = render_list(run, n->child, &inner);
	} else if (value_truthy(v)) {
		rc = render_list(run, n->child, ctx);
	}
	return (rc);
}

/* render_partial - {{>name}}, indented if standalone */

static enum pb_rc
render_partial(struct run *run, const struct node *n, const struct ctx *ctx)
{
	const char        *saved_name = run->name;
	const char        *saved_indent = run->indent;
	const struct tmpl *t;
	char              *indent = NULL;
	enum pb_rc         rc;

	/* Sanity checks. */
	if (run->depth >= RENDER_MAX_DEPTH)
		return (tmpl_error(run->err, run->name, n->line,
		    "partials nested deeper than %d at {{>%s}}", RENDER_MAX_DEPTH, n->text));
	if ((t = render_find(run->r, n->text)) == NULL)
		return (tmpl_error(
		    run->err, run->name, n->line, "no template \"%s\" for a partial", n->text));
	if ((rc = tmpl_ready(run->r, t, run->err)) != PB_OK)
		return (rc);

	/* Render it in place, with the indentation of its line. */
	if (n->indent != NULL) {
		indent = pb_asprintf("%s%s", run->indent, n->indent);
		run->indent = indent;
		run->bol = 1;
	}
	if (run->watch != NULL && strcmp(run->watch, n->text) == 0)
		*run->seen = 1;
	run->name = t->name;
	run->depth++;
	rc = render_list(run, t->body, ctx);
	run->depth--;
	run->name = saved_name;
	run->indent = saved_indent;
	free(indent);
	return (rc);
}

/* render_list - render a node list in a context */

static enum pb_rc
render_list(struct run *run, const struct node *n, const struct ctx *ctx)
{
	enum pb_rc rc = PB_OK;

	for (; n != NULL && rc == PB_OK; n = n->next) {
		switch (n->type) {
		case NODE_TEXT:
			emit_text(run, n->text, n->len);
			break;
		case NODE_VAR:
			rc = render_var(run, n, ctx);
			break;
		case NODE_SECTION:
		case NODE_INVERTED:
			rc = render_section(run, n, ctx);
			break;
		case NODE_PARTIAL:
			rc = render_partial(run, n, ctx);
			break;
		}
	}
	return (rc);
}

/* render_tree - render a parsed template with VIEW at the root */

static enum pb_rc
render_tree(const struct render *r, const char *name, const struct node *list, json_t *view,
    struct pb_buf *out, const char *watch, int *seen, struct pb_err *err)
{
	struct ctx root = { view, NULL };
	struct run run;

	run.r = r;
	run.name = name;
	run.out = out;
	run.indent = "";
	run.bol = 1;
	run.depth = 0;
	run.watch = watch;
	run.seen = seen;
	run.err = err;
	return (render_list(&run, list, &root));
}

/* ---- loading -------------------------------------------------------- */

/* locale_ok - a locale name that is safe as a path component */

static int
locale_ok(const char *s)
{
	const char *p;

	if (!is_alnum((unsigned char)*s))
		return (0);
	for (p = s; *p != '\0'; p++)
		if (!is_alnum((unsigned char)*p) && strchr("_.@-", *p) == NULL)
			return (0);
	return (1);
}

/* render_load_file - read and parse one template file into the set */

static enum pb_rc
render_load_file(struct render *r, const char *name, const char *path, struct pb_err *err)
{
	struct pb_err e;
	struct tmpl   t;
	char         *text;
	size_t        len;
	enum pb_rc    rc;

	pb_err_clear(&e);
	if ((text = pb_file_read(path, &len, &e)) == NULL)
		return (pb_err_set(err, e.rc, "%s", e.msg));
	if ((rc = tmpl_parse(&t, name, text, len, err)) == PB_OK)
		render_add(r, &t);
	free(text);
	return (rc);
}

/* render_add_lazy - a lazy set's template NAME in file PATH, to parse
 * on first use (tmpl_ready()) */

static void
render_add_lazy(struct render *r, const char *name, const char *path)
{
	struct tmpl t;

	memset(&t, 0, sizeof(t));
	t.name = pb_strdup(name);
	t.path = pb_strdup(path);
	render_add(r, &t);
}

/* render_load_entry - load DIR/FNAME if it is a new NAME.txt template;
 * TYPE is readdir()'s d_type (DT_UNKNOWN, DT_LNK: stat() tells) */

static enum pb_rc
render_load_entry(
    struct render *r, const char *dir, const char *fname, int type, struct pb_err *err)
{
	size_t      len = strlen(fname);
	struct stat st;
	char       *name, *path;
	enum pb_rc  rc = PB_OK;

	/* Skip dot files, other files, and names the locale already has. */
	if (fname[0] == '.' || len <= 4 || strcmp(fname + len - 4, ".txt") != 0)
		return (PB_OK);
	name = pb_strndup(fname, len - 4);
	path = pb_asprintf("%s/%s", dir, fname);
	if (render_find(r, name) != NULL)
		rc = PB_OK;
	else if (type != DT_REG && type != DT_UNKNOWN && type != DT_LNK)
		rc = PB_OK; /* a directory, a fifo, ... */
	else if (type != DT_REG && stat(path, &st) != 0)
		rc = pb_err_set(err, PB_ESYS, "stat %s: %s", path, strerror(errno));
	else if (type != DT_REG && !S_ISREG(st.st_mode))
		rc = PB_OK;
	else if (r->lazy)
		render_add_lazy(r, name, path);
	else
		rc = render_load_file(r, name, path, err);
	free(path);
	free(name);
	return (rc);
}

/* render_load_dir - add DIR's templates; a missing DIR may be fine */

static enum pb_rc
render_load_dir(struct render *r, const char *dir, int missing_ok, struct pb_err *err)
{
	struct dirent *de;
	DIR           *d;
	enum pb_rc     rc = PB_OK;

	if ((d = opendir(dir)) == NULL) {
		if (errno == ENOENT && missing_ok)
			return (PB_OK);
		return (pb_err_set(err, PB_ESYS, "opendir %s: %s", dir, strerror(errno)));
	}
	while (rc == PB_OK) {
		errno = 0;
		if ((de = readdir(d)) == NULL) {
			if (errno != 0)
				rc = pb_err_set(
				    err, PB_ESYS, "readdir %s: %s", dir, strerror(errno));
			break;
		}
		rc = render_load_entry(r, dir, de->d_name, de->d_type, err);
	}
	closedir(d);
	return (rc);
}

/* nodes_missing - the first partial below N that names no template of
 * R, or NULL */

static const struct node *
nodes_missing(const struct render *r, const struct node *n)
{
	const struct node *m = NULL;

	for (; n != NULL && m == NULL; n = n->next) {
		if (n->type == NODE_PARTIAL && render_find(r, n->text) == NULL)
			m = n;
		else if (n->child != NULL)
			m = nodes_missing(r, n->child);
	}
	return (m);
}

/* tmpl_missing - the first partial of T that names no template of R */

static const struct node *
tmpl_missing(const struct render *r, const struct tmpl *t)
{
	const struct node *m;

	if ((m = nodes_missing(r, t->subject)) == NULL)
		m = nodes_missing(r, t->body);
	return (m);
}

/* tmpl_ready - a lazy set's template T parsed on its first use, its
 * partials checked as render_check_partials() checks a whole set's;
 * PB_OK at once if T is parsed.  On failure T stays unparsed: each use
 * fails the same way. */

static enum pb_rc
tmpl_ready(const struct render *r, const struct tmpl *t, struct pb_err *err)
{
	const struct node *m;
	struct pb_err      e;
	struct tmpl        u, *w;
	char              *text;
	size_t             len;
	enum pb_rc         rc;

	if (t->path == NULL)
		return (PB_OK);

	/* Read and parse, as render_load_file() does. */
	pb_err_clear(&e);
	if ((text = pb_file_read(t->path, &len, &e)) == NULL)
		return (pb_err_set(err, e.rc, "%s", e.msg));
	rc = tmpl_parse(&u, t->name, text, len, err);
	free(text);
	if (rc != PB_OK)
		return (rc);
	if ((m = tmpl_missing(r, &u)) != NULL) {
		rc = tmpl_error(err, u.name, m->line, "no template \"%s\" for a partial", m->text);
		tmpl_free(&u);
		return (rc);
	}

	/* The nodes move into the set's entry.  XXX The set is const to
	 * its users (render_mail(), partials) but was made writable by
	 * render_open_lazy(): parsing on first use is its one change, and
	 * a set is never shared between threads. */
	w = (struct tmpl *)t;
	w->mail = u.mail;
	w->subject = u.subject;
	w->body = u.body;
	free(u.name);
	free(w->path);
	w->path = NULL;
	return (PB_OK);
}

/* render_check_partials - every partial of the set resolves */

static enum pb_rc
render_check_partials(const struct render *r, struct pb_err *err)
{
	const struct node *m;
	size_t             i;

	for (i = 0; i < r->n; i++)
		if ((m = tmpl_missing(r, &r->tmpls[i])) != NULL)
			return (tmpl_error(err, r->tmpls[i].name, m->line,
			    "no template \"%s\" for a partial", m->text));
	return (PB_OK);
}

/* render_drop - remove template i of the set */

static void
render_drop(struct render *r, size_t i)
{
	tmpl_free(&r->tmpls[i]);
	memmove(&r->tmpls[i], &r->tmpls[i + 1], (r->n - i - 1) * sizeof(*r->tmpls));
	r->n--;
}

/* render_game_partial - is NAME a game's own: some DIR/en/KIND/NAME.txt? */

static int
render_game_partial(const char *dir, const char *name)
{
	struct dirent *de;
	struct stat    st;
	char          *en, *path;
	DIR           *d;
	int            found = 0;

	en = pb_asprintf("%s/%s", dir, RENDER_FALLBACK);
	if ((d = opendir(en)) != NULL) {
		while (!found && (de = readdir(d)) != NULL) {
			if (de->d_name[0] == '.')
				continue;
			path = pb_asprintf("%s/%s/%s.txt", en, de->d_name, name);
			found = stat(path, &st) == 0 && S_ISREG(st.st_mode);
			free(path);
		}
		closedir(d);
	}
	free(en);
	return (found);
}

/* render_drop_games - a set for no game: leave out the templates that
 * name a game's own partial, or a template left out, until none does;
 * any other missing partial stays, for render_check_partials() */

static void
render_drop_games(struct render *r, const char *dir)
{
	const struct node *m;
	char             **gone = NULL;
	size_t             ngone = 0, i, j;
	int                dropped, need;

	do {
		dropped = 0;
		for (i = 0; i < r->n;) {
			if ((m = tmpl_missing(r, &r->tmpls[i])) == NULL) {
				i++;
				continue;
			}
			for (need = 0, j = 0; j < ngone && !need; j++)
				need = strcmp(gone[j], m->text) == 0;
			if (!need && !render_game_partial(dir, m->text)) {
				i++;
				continue;
			}
			gone = pb_realloc(gone, (ngone + 1) * sizeof(*gone));
			gone[ngone++] = pb_strdup(r->tmpls[i].name);
			render_drop(r, i);
			dropped = 1;
		}
	} while (dropped);
	for (j = 0; j < ngone; j++)
		free(gone[j]);
	free(gone);
}

/* render_load_layer - add DIR/LOCALE[/KIND]; only DIR/en must exist */

static enum pb_rc
render_load_layer(
    struct render *r, const char *dir, const char *locale, const char *kind, struct pb_err *err)
{
	char      *path;
	enum pb_rc rc;
	int        must;

	must = kind == NULL && strcmp(locale, RENDER_FALLBACK) == 0;
	if (kind == NULL)
		path = pb_asprintf("%s/%s", dir, locale);
	else
		path = pb_asprintf("%s/%s/%s", dir, locale, kind);
	rc = render_load_dir(r, path, !must, err);
	free(path);
	return (rc);
}

/* ---- interface ------------------------------------------------------ */

/* render_open_set - render_open(), or with LAZY render_open_lazy() */

static enum pb_rc
render_open_set(const char *dir, const char *locale, const char *kind, int lazy,
    struct render **rp, struct pb_err *err)
{
	struct render *r;
	enum pb_rc     rc = PB_OK;
	int            fallback;

	/* Sanity checks. */
	assert(dir != NULL && locale != NULL && rp != NULL);
	if (!locale_ok(locale))
		return (pb_err_set(err, PB_EDATA, "bad locale name \"%s\"", locale));
	if (kind != NULL && !locale_ok(kind))
		return (pb_err_set(err, PB_EDATA, "bad game kind \"%s\"", kind));

	/* LOCALE/KIND, LOCALE, en/KIND, en: the first of a name wins. */
	r = pb_calloc(1, sizeof(*r));
	r->lazy = lazy && kind != NULL;
	fallback = strcmp(locale, RENDER_FALLBACK) != 0;
	if (fallback && kind != NULL)
		rc = render_load_layer(r, dir, locale, kind, err);
	if (rc == PB_OK && fallback)
		rc = render_load_layer(r, dir, locale, NULL, err);
	if (rc == PB_OK && kind != NULL)
		rc = render_load_layer(r, dir, RENDER_FALLBACK, kind, err);
	if (rc == PB_OK)
		rc = render_load_layer(r, dir, RENDER_FALLBACK, NULL, err);
	if (rc == PB_OK && kind == NULL)
		render_drop_games(r, dir);
	if (rc == PB_OK && !r->lazy)
		rc = render_check_partials(r, err);

	/* Cleanup. */
	if (rc == PB_OK) {
		assert(render_check(r));
		*rp = r;
		r = NULL;
	}
	render_close(r);
	return (rc);
}

/*
 * render_open - load the set of a kind and a locale, four directories
 *
 * In: DIR, the templates directory; LOCALE, a locale name; KIND, a
 * game kind or NULL for none (both as locale_ok()).  Out: *rp, a new
 * set (caller frees with render_close()), written only on success.
 * Returns PB_OK; PB_EDATA for a bad locale or kind name, a syntax
 * error or (with a KIND) a partial naming no template; PB_ESYS when a
 * directory or file cannot be read.
 */
enum pb_rc
render_open(
    const char *dir, const char *locale, const char *kind, struct render **rp, struct pb_err *err)
{
	return (render_open_set(dir, locale, kind, 0, rp, err));
}

/*
 * render_open_lazy - render_open(), but a set for a KIND lists its
 * templates and parses each when first rendered (tmpl_ready())
 *
 * In, out and returns as render_open(), except that a syntax error or
 * a partial naming no template is PB_EDATA from the first
 * render_mail() (or partial) that uses the template, and a file that
 * cannot be read PB_ESYS from it.  Without a KIND as render_open().
 */
enum pb_rc
render_open_lazy(
    const char *dir, const char *locale, const char *kind, struct render **rp, struct pb_err *err)
{
	return (render_open_set(dir, locale, kind, 1, rp, err));
}

/* render_close - release a set; NULL is a no-op */

void
render_close(struct render *r)
{
	size_t i;

	if (r == NULL)
		return;
	for (i = 0; i < r->n; i++)
		tmpl_free(&r->tmpls[i]);
	free(r->tmpls);
	free(r);
}

/*
 * render_has - does set R (any of its directories) have template NAME?
 *
 * R may be NULL (then no).  Returns 1 or 0.
 */
int
render_has(const struct render *r, const char *name)
{
	assert(name != NULL);
	return (render_find(r, name) != NULL);
}

/*
 * render_mail - render mail template NAME into a subject and a body
 *
 * In: R, a set; NAME; VIEW, borrowed (NULL: no variables).  Out:
 * *subject and *body, new strings (caller frees), written only on
 * success.  Returns PB_OK; PB_ENOENT if R has no NAME; PB_EDATA if NAME
 * has no Subject line, a variable is missing or unprintable, partials
 * nest too deep, or the subject renders to several lines.
 */
enum pb_rc
render_mail(const struct render *r, const char *name, json_t *view, char **subject, char **body,
    struct pb_err *err)
{
	return (render_mail_seen(r, name, view, NULL, NULL, subject, body, err));
}

/*
 * render_mail_seen - render_mail(), and whether partial WATCH was
 * rendered (*seen = 1; left alone otherwise; WATCH NULL: not looked
 * for).  A partial inside a section that renders nothing is not seen.
 */

enum pb_rc
render_mail_seen(const struct render *r, const char *name, json_t *view, const char *watch,
    int *seen, char **subject, char **body, struct pb_err *err)
{
	const struct tmpl *t;
	struct pb_buf      s, b;
	enum pb_rc         rc;

	/* Sanity checks. */
	assert(r != NULL && name != NULL && subject != NULL && body != NULL);
	assert(watch == NULL || seen != NULL); /* r's names: render_open() checked them */
	if ((t = render_find(r, name)) == NULL)
		return (pb_err_set(err, PB_ENOENT, "no template \"%s\"", name));
	if ((rc = tmpl_ready(r, t, err)) != PB_OK)
		return (rc);
	if (!t->mail)
		return (pb_err_set(err, PB_EDATA, "template %s has no Subject line", name));

	/* Subject, then body. */
	pb_buf_init(&s);
	pb_buf_init(&b);
	rc = render_tree(r, t->name, t->subject, view, &s, watch, seen, err);
	if (rc == PB_OK && strpbrk(s.s, "\r\n") != NULL)
		rc =
		    pb_err_set(err, PB_EDATA, "template %s: the subject spans several lines", name);
	if (rc == PB_OK)
		rc = render_tree(r, t->name, t->body, view, &b, watch, seen, err);

	/* Cleanup. */
	if (rc == PB_OK) {
		*subject = pb_buf_steal(&s);
		*body = pb_buf_steal(&b);
	}
	pb_buf_free(&b);
	pb_buf_free(&s);
	return (rc);
}

/*
 * render_string - render template text TMPL
 *
 * In: R, a set for partials or NULL; TMPL, the template text; VIEW,
 * borrowed (NULL: no variables).  Out: *out, a new string (caller
 * frees), written only on success.  Returns PB_OK or PB_EDATA (syntax
 * error, missing or unprintable variable, missing partial, partials
 * nested too deep).
 */
enum pb_rc
render_string(
    const struct render *r, const char *tmpl, json_t *view, char **out, struct pb_err *err)
{
	struct node  *list = NULL;
	struct pb_buf b;
	enum pb_rc    rc;

	/* Sanity checks. */
	assert(tmpl != NULL && out != NULL);

	/* Parse, render. */
	pb_buf_init(&b);
	rc = nodes_parse(RENDER_STRING_NAME, tmpl, tmpl + strlen(tmpl), 1, &list, err);
	if (rc == PB_OK)
		rc = render_tree(r, RENDER_STRING_NAME, list, view, &b, NULL, NULL, err);

	/* Cleanup. */
	if (rc == PB_OK)
		*out = pb_buf_steal(&b);
	pb_buf_free(&b);
	nodes_free(list);
	return (rc);
}
