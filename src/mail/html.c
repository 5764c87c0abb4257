/*++
/* NAME
/*	html 3
/* SUMMARY
/*	HTML mail body to plain text, with libxml2's HTML parser
/* SYNOPSIS
/*	#include "mail/html.h"
/*
/*	char	*html_to_text(const char *html, size_t len)
/* DESCRIPTION
/*	html_to_text() parses len bytes of UTF-8 HTML with htmlReadMemory()
/*	(no network, no error output, and the document's own charset
/*	declarations ignored: the caller has already converted to UTF-8)
/*	and walks the tree without recursion, so that deep nesting cannot
/*	exhaust the stack.  It returns plain UTF-8 text, one LF after each
/*	line; the caller frees it.  It never returns NULL.
/*
/*	Text: runs of white space (and U+00A0, which HTML mailers use for
/*	indentation) collapse to one space, except inside <pre>; leading
/*	and trailing spaces of a line are dropped; entities are decoded by
/*	the parser.
/*
/*	Lines: <br> always ends a line (so "<div><br></div>" is a blank
/*	line, as Gmail writes one); div, li, tr, dt, dd and the sectioning
/*	elements end the current line; p, h1-h6, pre, ul, ol, dl, table
/*	and blockquote are paragraphs, with a blank line before and after;
/*	table cells are separated by a space.  script, style, head, title
/*	and template are dropped with their content.
/*
/*	Quotes: every line inside <blockquote> (at any depth n) starts with
/*	n copies of "> ", so reply stripping treats it as quoted.  Runs of
/*	blank lines collapse to one, there is none at either end, and a
/*	blank line is quoted as the shallower of its two neighbours (">"
/*	between two lines of one quote, "" after the end of a quote).
/* DIAGNOSTICS
/*	None.  HTML that libxml2 cannot parse at all gives "".
/* SEE ALSO
/*	mime(3), strip(3)
/*--*/

/* System. */
#include <limits.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/html.h"

#define HTML_OPTIONS                                                                               \
	(HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_IGNORE_ENC)

/*
  * What an element does to the layout.
  */
enum html_kind {
	HTML_INLINE, /* nothing: just its text */
	HTML_SKIP,   /* dropped with its content */
	HTML_BREAK,  /* <br>: always ends a line */
	HTML_BLOCK,  /* ends the line before and after */
	HTML_PARA,   /* a blank line before and after */
	HTML_QUOTE,  /* a paragraph one quote level deeper */
	HTML_PRE,    /* a paragraph with white space kept */
	HTML_CELL    /* a space after */
};

struct html_elem {
	const char    *name;
	enum html_kind kind;
};

static const struct html_elem html_elems[] = {
	{ "script", HTML_SKIP },
	{ "style", HTML_SKIP },
	{ "head", HTML_SKIP },
	{ "title", HTML_SKIP },
	{ "template", HTML_SKIP },
	{ "br", HTML_BREAK },
	{ "div", HTML_BLOCK },
	{ "li", HTML_BLOCK },
	{ "tr", HTML_BLOCK },
	{ "dt", HTML_BLOCK },
	{ "dd", HTML_BLOCK },
	{ "address", HTML_BLOCK },
	{ "section", HTML_BLOCK },
	{ "article", HTML_BLOCK },
	{ "header", HTML_BLOCK },
	{ "footer", HTML_BLOCK },
	{ "hr", HTML_BLOCK },
	{ "center", HTML_BLOCK },
	{ "form", HTML_BLOCK },
	{ "body", HTML_BLOCK },
	{ "p", HTML_PARA },
	{ "h1", HTML_PARA },
	{ "h2", HTML_PARA },
	{ "h3", HTML_PARA },
	{ "h4", HTML_PARA },
	{ "h5", HTML_PARA },
	{ "h6", HTML_PARA },
	{ "ul", HTML_PARA },
	{ "ol", HTML_PARA },
	{ "dl", HTML_PARA },
	{ "table", HTML_PARA },
	{ "blockquote", HTML_QUOTE },
	{ "pre", HTML_PRE },
	{ "td", HTML_CELL },
	{ "th", HTML_CELL },
};

/*
  * The walk's state: finished text, the line being built, and where we
  * are (quote depth, inside <pre>).
  */
struct html_state {
	struct pb_buf out;        /* finished lines */
	struct pb_buf line;       /* the current line, no prefix */
	int           depth;      /* blockquote depth now */
	int           line_depth; /* depth when the line began */
	int           pre;        /* inside <pre> */
	int           space;      /* a space is due before more text */
	int           started;    /* a line with text is out */
	int           pending;    /* a blank line is due before more */
	int           last_depth; /* depth of the last line out */
};

/* html_kind_of - layout kind of an element */

static enum html_kind
html_kind_of(const xmlNode *node)
{
	size_t i;

	if (node->name == NULL)
		return (HTML_INLINE);
	for (i = 0; i < PB_NELEM(html_elems); i++)
		if (strcasecmp((const char *)node->name, html_elems[i].name) == 0)
			return (html_elems[i].kind);
	return (HTML_INLINE);
}

/* html_prefix - n quote markers; blank: without the last space */

static void
html_prefix(struct pb_buf *out, int n, int blank)
{
	int i;

	for (i = 0; i < n; i++)
		pb_buf_puts(out, blank && i + 1 == n ? ">" : "> ");
}

/* html_emit - one finished line; blank lines wait for the next line */

static void
html_emit(struct html_state *st, const char *text, int depth)
{
	/* A blank line is written only between two lines of text, quoted
	 * as the shallower of them, so runs collapse and ends are clean. */
	if (*text == '\0') {
		st->pending = st->started;
		return;
	}
	if (st->pending) {
		html_prefix(&st->out, depth < st->last_depth ? depth : st->last_depth, 1);
		pb_buf_putc(&st->out, '\n');
		st->pending = 0;
	}
	html_prefix(&st->out, depth, 0);
	pb_buf_puts(&st->out, text);
	pb_buf_putc(&st->out, '\n');
	st->started = 1;
	st->last_depth = depth;
}

/* html_newline - end the current line; force: even an empty one */

static void
html_newline(struct html_state *st, int force)
{
	if (st->line.len > 0)
		html_emit(st, st->line.s, st->line_depth);
	else if (force)
		html_emit(st, "", st->depth);
	st->line.len = 0;
	st->line.s[0] = '\0';
	st->space = 0;
}

/* html_para - end the current line and ask for a blank line */

static void
html_para(struct html_state *st)
{
	html_newline(st, 0);
	html_emit(st, "", st->depth);
}

/* html_put - append n bytes of visible text to the current line */

static void
html_put(struct html_state *st, const char *s, size_t n)
{
	if (st->line.len == 0) {
		st->line_depth = st->depth;
		st->space = 0;
	}
	if (st->space)
		pb_buf_putc(&st->line, ' ');
	st->space = 0;
	pb_buf_add(&st->line, s, n);
}

/* html_text - add a text node, collapsing white space outside <pre> */

static void
html_text(struct html_state *st, const char *s)
{
	size_t n;

	while (*s) {
		if (st->pre && *s == '\n') {
			html_newline(st, 1);
			n = 1;
		} else if (st->pre && *s != '\r') {
			n = 1;
			html_put(st, s, n);
		} else if (strchr(" \t\r\n\f\v", *s) != NULL) {
			n = 1;
			st->space = st->line.len > 0;
		} else if (strncmp(s, "\xc2\xa0", 2) == 0) {
			n = 2;
			st->space = st->line.len > 0;
		} else {
			n = strcspn(s, " \t\r\n\f\v\xc2");
			if (n == 0)
				n = 1;
			html_put(st, s, n);
		}
		s += n;
	}
}

/* html_enter - open a node; returns 1 when its children are wanted */

static int
html_enter(struct html_state *st, xmlNode *node)
{
	if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) {
		if (node->content != NULL)
			html_text(st, (const char *)node->content);
		return (0);
	}
	if (node->type != XML_ELEMENT_NODE)
		return (0);
	switch (html_kind_of(node)) {
	case HTML_SKIP:
		return (0);
	case HTML_BREAK:
		html_newline(st, 1);
		return (0);
	case HTML_BLOCK:
		html_newline(st, 0);
		break;
	case HTML_PARA:
		html_para(st);
		break;
	case HTML_QUOTE:
		html_para(st);
		st->depth++;
		break;
	case HTML_PRE:
		html_para(st);
		st->pre++;
		break;
	case HTML_INLINE:
	case HTML_CELL:
		break;
	}
	return (1);
}

/* html_leave - close an element whose children were walked */

static void
html_leave(struct html_state *st, xmlNode *node)
{
	switch (html_kind_of(node)) {
	case HTML_BLOCK:
		html_newline(st, 0);
		break;
	case HTML_PARA:
		html_para(st);
		break;
	case HTML_QUOTE:
		html_newline(st, 0);
		st->depth--;
		html_emit(st, "", st->depth);
		break;
	case HTML_PRE:
		html_para(st);
		st->pre--;
		break;
	case HTML_CELL:
		st->space = st->line.len > 0;
		break;
	case HTML_INLINE:
	case HTML_SKIP:
	case HTML_BREAK:
		break;
	}
}

/* html_walk - visit the tree under root in document order, no recursion */

static void
html_walk(struct html_state *st, xmlNode *root)
{
	xmlNode *node = root->children;

	while (node != NULL) {
		if (html_enter(st, node) && node->children != NULL) {
			node = node->children;
			continue;
		}
		if (node->type == XML_ELEMENT_NODE)
			html_leave(st, node);
		/* Climb until there is a next sibling, closing elements. */
		while (node != NULL && node->next == NULL) {
			node = node->parent;
			if (node == NULL || node == root)
				return;
			html_leave(st, node);
		}
		if (node != NULL)
			node = node->next;
	}
}

/* html_to_text - HTML to quoted plain text, caller frees */

char *
html_to_text(const char *html, size_t len)
{
	struct html_state st;
	htmlDocPtr        doc;

	/* Initialize. */
	memset(&st, 0, sizeof(st));
	pb_buf_init(&st.out);
	pb_buf_init(&st.line);

	/* Parse and walk. */
	if (len > INT_MAX)
		len = INT_MAX;
	doc = htmlReadMemory(html, (int)len, NULL, "UTF-8", HTML_OPTIONS);
	if (doc != NULL) {
		html_walk(&st, (xmlNode *)doc);
		html_newline(&st, 0);
		xmlFreeDoc(doc);
	}

	/* Cleanup; a pending blank line at the end is dropped. */
	pb_buf_free(&st.line);
	return (pb_buf_steal(&st.out));
}
