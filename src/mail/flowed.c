/*++
/* NAME
/*	flowed 3
/* SUMMARY
/*	a text body as format=flowed (RFC 3676, DelSp=no)
/* SYNOPSIS
/*	#include "mail/flowed.h"
/*
/*	char	*flowed_text(const char *body, size_t width)
/*
/*	char	*flowed_unflow(const char *text, int delsp)
/* DESCRIPTION
/*	flowed_text() returns body (LF lines; a CR before an LF is dropped)
/*	as the text of a part labelled "format=flowed; delsp=no"; the
/*	caller frees it.  A client that knows the format joins the lines
/*	of a paragraph again and wraps them to its screen (a phone: about
/*	40 columns); any other shows lines of at most width columns.
/*
/*	Every line loses its trailing white space (a space at the end of
/*	a line means "the paragraph goes on"), except the signature
/*	separator "-- ".  A line longer than width columns (UTF-8
/*	characters) is cut after the last space that keeps the piece,
/*	that space included, within width; the space ends the piece (a
/*	soft line break: DelSp=no, the space is part of the text).  A
/*	word longer than width is not cut: its piece ends after it.  A
/*	line, or a piece, that begins with a space, ">" or "From " is
/*	space-stuffed (one space before it, which the reader's client
/*	removes), so that indented lines keep their indentation and
/*	lines such as "> move" are not read as quotes.
/*
/*	flowed_unflow() is the reader's side (RFC 3676, 4.1 to 4.5): a
/*	line's quote depth is its leading '>' marks; after them one space
/*	is removed (space-stuffing); a line that then ends in a space,
/*	other than the signature separator "-- ", goes on in the next line
/*	of the same depth (the space dropped when delsp is set, DelSp=yes).
/*	A quoted paragraph is given back with its marks and one space
/*	("> text").  The result has LF line ends; the caller frees it.
/*	mime(3) applies it to every text/plain part labelled format=flowed,
/*	so that a player's mailer that wraps a long command line does not
/*	cut it in two, and so that pbemd's own mails read back as their
/*	readers see them.
/*
/*	Invariant: unflowing the result (RFC 3676, 4.1 and 4.2) gives the
/*	lines of body back, trailing white space removed.
/* SEE ALSO
/*	RFC 3676, compose(3)
/*--*/

/* System. */
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/flowed.h"

/* cols - UTF-8 characters in n bytes */

static size_t
cols(const char *s, size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < n; i++)
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
	return (c);
}

/* stuffed - must a line that begins at s be space-stuffed? */

static int
stuffed(const char *s, size_t n)
{
	return (n > 0 && (*s == ' ' || *s == '>' || (n >= 5 && strncmp(s, "From ", 5) == 0)));
}

/* cut - bytes of the first piece of a line (n bytes, that many columns
 * allowed): up to the last space within room, else past the first word */

static size_t
cut(const char *s, size_t n, size_t room)
{
	size_t i, best = 0, c = 0;

	for (i = 0; i < n; i++) {
		c += ((unsigned char)s[i] & 0xc0) != 0x80;
		if (c > room && best > 0)
			return (best);
		if (s[i] == ' ' && i > 0 && i + 1 < n && s[i + 1] != ' ')
			best = i + 1;
		if (c > room && best == 0) {
			/* One word longer than the line: up to its end. */
			while (i < n && !(s[i] == ' ' && i + 1 < n && s[i + 1] != ' '))
				i++;
			return (i < n ? i + 1 : n);
		}
	}
	return (n);
}

/* flow_line - one line of the body, cut into pieces */

static void
flow_line(struct pb_buf *b, const char *s, size_t n, size_t width)
{
	size_t k, pre;

	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	do {
		pre = stuffed(s, n) ? 1 : 0;
		/* Columns counted only when the bytes may not fit: a
		 * character is a byte or more. */
		k = n + pre > width && cols(s, n) + pre > width ? cut(s, n, width - pre) : n;
		if (pre)
			pb_buf_putc(b, ' ');
		pb_buf_add(b, s, k);
		pb_buf_putc(b, '\n');
		s += k;
		n -= k;
	} while (n > 0);
}

/* next_line - the line that starts at *p: its start, its length in
 * *len (a CR before the LF left out); *p moves to the next line */

static const char *
next_line(const char **p, size_t *len)
{
	const char *line = *p, *nl = strchr(line, '\n');

	*len = nl ? (size_t)(nl - line) : strlen(line);
	*p = nl ? nl + 1 : line + *len;
	if (*len > 0 && line[*len - 1] == '\r')
		(*len)--;
	return (line);
}

/* flowed_text - the body as format=flowed; caller frees */

char *
flowed_text(const char *body, size_t width)
{
	struct pb_buf b;
	const char   *at = body, *p;
	size_t        len;

	pb_buf_init(&b);
	pb_buf_puts(&b, "");
	while (*at) {
		p = next_line(&at, &len);
		if (len == 3 && strncmp(p, "-- ", 3) == 0)
			pb_buf_puts(&b, "-- \n");
		else
			flow_line(&b, p, len, width);
	}
	return (pb_buf_steal(&b));
}

/* flowed_unflow - a format=flowed text's paragraphs, as a reader
 * sees them; caller frees */

char *
flowed_unflow(const char *text, int delsp)
{
	struct pb_buf b;
	const char   *at = text, *p;
	size_t        len, depth, last = 0;
	int           go_on = 0, sig;

	pb_buf_init(&b);
	pb_buf_puts(&b, "");
	while (*at) {
		p = next_line(&at, &len);
		for (depth = 0; depth < len && p[depth] == '>'; depth++)
			;
		/* A flowed line followed by one of another depth ends there
		 * (RFC 3676, 4.5). */
		if (go_on && depth != last)
			pb_buf_putc(&b, '\n');
		if (!go_on || depth != last) {
			pb_buf_add(&b, p, depth);
			if (depth > 0)
				pb_buf_putc(&b, ' ');
		}
		p += depth;
		len -= depth;
		if (len > 0 && *p == ' ')
			p++, len--;
		sig = len == 3 && strncmp(p, "-- ", 3) == 0;
		go_on = len > 0 && p[len - 1] == ' ' && !sig;
		pb_buf_add(&b, p, len - (go_on && delsp));
		if (!go_on)
			pb_buf_putc(&b, '\n');
		last = depth;
	}
	if (go_on)
		pb_buf_putc(&b, '\n');
	return (pb_buf_steal(&b));
}
