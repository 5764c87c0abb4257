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
/*	char	*flowed_join(const char *text)
/*
/*	char	*flowed_shown(const char *raw, const char *text)
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
/*	flowed_join() is the reader's side (RFC 3676, 4.1 and 4.2, DelSp=no;
/*	quote depth is not looked at, pbemd's own mails have none): one
/*	leading space of a line is removed (space-stuffing), and a line
/*	that ends in a space, other than "-- ", goes on in the next.  The
/*	result has LF line ends; the caller frees it.
/*
/*	flowed_shown() is the text of a message pbemd composed (raw, its
/*	decoded text part): joined when raw labels it format=flowed, as
/*	compose(3) does since issue 12, else a copy (a mail of an older
/*	pbemd, whose lines are shown as they are).  Caller frees.
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
		k = cols(s, n) + pre > width ? cut(s, n, width - pre) : n;
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

/* flowed_join - the lines of a format=flowed text as a reader sees
 * them; caller frees */

char *
flowed_join(const char *text)
{
	struct pb_buf b;
	const char   *at = text, *p;
	size_t        len;
	int           go_on = 0;

	pb_buf_init(&b);
	pb_buf_puts(&b, "");
	while (*at) {
		p = next_line(&at, &len);
		if (len > 0 && *p == ' ')
			p++, len--;
		pb_buf_add(&b, p, len);
		go_on = len > 0 && p[len - 1] == ' ' && !(len == 3 && strncmp(p, "-- ", 3) == 0);
		if (!go_on)
			pb_buf_putc(&b, '\n');
	}
	if (go_on)
		pb_buf_putc(&b, '\n');
	return (pb_buf_steal(&b));
}

/* flowed_shown - a composed message's text as its reader sees it */

char *
flowed_shown(const char *raw, const char *text)
{
	if (strstr(raw, "Content-Type: text/plain; charset=utf-8; format=flowed") != NULL)
		return (flowed_join(text));
	return (pb_strdup(text));
}
