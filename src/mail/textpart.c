/*++
/* NAME
/*	textpart 3
/* SUMMARY
/*	a mail pbemd composed, reduced to its text part
/* SYNOPSIS
/*	#include "mail/textpart.h"
/*
/*	char	*textpart_only(const char *raw, size_t len)
/* DESCRIPTION
/*	textpart_only() returns the message raw (len bytes, as
/*	compose_message() made it) without its picture and attachment:
/*	its header, whose Content-Type and Content-Transfer-Encoding
/*	become those of its text/plain part, then that part's body,
/*	byte for byte.  A reader of the result (mime_parse()) finds the
/*	same text as in raw.  A message that is not multipart, or has no text/plain part, comes back unchanged.
/*	The caller frees the result.
/*
/*	It relies on what compose.c guarantees: the boundaries of its
/*	multiparts begin with "=_pbemd_" and no part holds a line that
/*	begins with "--=_pbemd_", and header fields are written as
/*	"Name: value" with folded lines beginning with a space.
/* SEE ALSO
/*	compose.c; src/arbiter/sent.c, which keeps sent mail this way.
/*--*/

/* System. */
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/textpart.h"

#define DELIM "--=_pbemd_"

/* header_end - offset of the empty line that ends the header at raw,
 * and *skip its length (CRLF CRLF or LF LF) */

static const char *
header_end(const char *raw, size_t *skip)
{
	const char *crlf = strstr(raw, "\r\n\r\n"), *lf = strstr(raw, "\n\n");

	if (crlf != NULL && (lf == NULL || crlf < lf)) {
		*skip = 4;
		return (crlf);
	}
	*skip = 2;
	return (lf);
}

/* is_field - does the header line at p begin field name? */

static int
is_field(const char *p, const char *name)
{
	return (strncasecmp(p, name, strlen(name)) == 0);
}

/* keep_header - the header lines of [p, end) but Content-Type and
 * Content-Transfer-Encoding (with their folded lines), appended to b */

static void
keep_header(struct pb_buf *b, const char *p, const char *end)
{
	const char *nl;
	int         drop = 0;

	for (; p < end; p = nl) {
		nl = memchr(p, '\n', (size_t)(end - p));
		nl = nl ? nl + 1 : end;
		if (*p != ' ' && *p != '\t')
			drop = is_field(p, "Content-Type:") || is_field(p, "Content-Transfer-Encoding:");
		if (!drop)
			pb_buf_add(b, p, (size_t)(nl - p));
	}
}

/* textpart_only - the message with its text part alone */

char *
textpart_only(const char *raw, size_t len)
{
	struct pb_buf b;
	const char   *hend, *part, *delim, *phead, *pend, *body, *stop;
	size_t        skip, pskip;

	/* The text part: after a delimiter line, up to the next one. */
	(void)len;
	if ((hend = header_end(raw, &skip)) == NULL
	    || (part = strstr(hend, "\nContent-Type: text/plain")) == NULL)
		return (pb_strdup(raw));
	for (delim = part; delim > hend && strncmp(delim, "\n" DELIM, strlen(DELIM) + 1) != 0;
	     delim--)
		;
	if (delim == hend)
		return (pb_strdup(raw));
	phead = strchr(delim + 1, '\n') + 1; /* part comes after: not NULL */
	if ((pend = header_end(phead, &pskip)) == NULL || pend < part)
		return (pb_strdup(raw));
	body = pend + pskip;
	if ((stop = strstr(body, "\n" DELIM)) == NULL)
		return (pb_strdup(raw));
	if (stop > body && stop[-1] == '\r')
		stop--; /* the line break before a delimiter is the delimiter's */

	/* The message's header, the part's, an empty line, the body. */
	pb_buf_init(&b);
	keep_header(&b, raw, hend + skip / 2);
	pb_buf_add(&b, phead, (size_t)(pend + pskip / 2 - phead));
	pb_buf_add(&b, pend + pskip / 2, pskip / 2);
	pb_buf_add(&b, body, (size_t)(stop - body));
	return (pb_buf_steal(&b));
}
