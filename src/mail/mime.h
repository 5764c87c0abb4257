/*++
/* NAME
/*	mime 3h
/* SUMMARY
/*	RFC 5322/MIME message to the fields and UTF-8 text pbemd needs
/* SYNOPSIS
/*	#include "mail/mime.h"
/* DESCRIPTION
/*	mime_parse() parses one raw message with libetpan.  It picks the
/*	body text: the first text/plain part (inside multipart/alternative
/*	or multipart/mixed, at any depth); failing that, the first text/html
/*	part converted with html_to_text() (a <blockquote> becomes lines
/*	quoted with "> ").  Quoted-printable and base64 are decoded; the
/*	part's charset is converted to UTF-8 with charset_to_utf8().  Line
/*	ends in the result are LF.  Header values are RFC 2047 decoded to
/*	UTF-8, with CR, LF and other control characters replaced by spaces.
/*
/*	For delivery status reports (RFC 3464) it also keeps the
/*	report-type of a top-level multipart/report, the text of the first
/*	message/delivery-status part, and the first MIME_MAX_RETURNED
/*	bytes of the returned message (message/rfc822 or
/*	text/rfc822-headers), so that a bounce can be traced to the mail
/*	and the seat it was for.
/*
/*	The result is always usable: a message with no text part has
/*	text "" and MIME_NOTEXT in flags; undecodable parts set flags and
/*	are skipped.  A message whose MIME structure cannot be taken apart
/*	(more than 500 Content-Type lines, a body libetpan refuses) keeps
/*	its header values, and its raw body is the text, with
/*	MIME_RAWBODY and MIME_TRUNCATED in flags.  NUL bytes and bare
/*	CRs in the header section read as spaces.  Only a message with
/*	no header section at all fails.
/* DIAGNOSTICS
/*	PB_EDATA when the message cannot be parsed at all.
/*--*/

#ifndef MIME_H
#define MIME_H

#include <stddef.h>

#include "core/pb.h"

#define MIME_FROM_HTML (1 << 0)  /* text came from an HTML part */
#define MIME_NOTEXT (1 << 1)     /* no text part found */
#define MIME_BADCHARSET (1 << 2) /* unknown charset: read as Latin-1 */
#define MIME_TRUNCATED (1 << 3)  /* a part was malformed or cut */
#define MIME_ATTACHMENT (1 << 4) /* non-text parts were ignored */
#define MIME_RAWBODY (1 << 5)    /* MIME not taken apart: the raw body as text */

#define MIME_MAX_RETURNED 65536 /* bytes of a returned message kept */

struct mime_msg {
	char *message_id;       /* without angle brackets; NULL if absent */
	char *from_addr;        /* addr-spec, lower case; NULL if absent */
	char *from_name;        /* display name, UTF-8; NULL if absent */
	char *subject;          /* UTF-8; "" if absent */
	char *in_reply_to;      /* first msg-id, without brackets; or NULL */
	char *references;       /* raw, unfolded; or NULL */
	char *auto_submitted;   /* header value or NULL */
	char *precedence;       /* header value or NULL */
	char *x_loop;           /* every X-Loop value, one a line, or NULL */
	char *return_path;      /* Return-Path address, "" for <>, or NULL */
	char *list_id;          /* List-Id value or NULL */
	char *list_unsubscribe; /* List-Unsubscribe value or NULL */
	char *x_autoreply;      /* X-Autoreply or X-Autorespond value, or NULL */
	char *x_auto_suppress;  /* X-Auto-Response-Suppress value or NULL */
	char *report_type;      /* report-type of a multipart/report, lower case */
	char *dsn;              /* the message/delivery-status part, or NULL */
	char *returned;         /* the returned message or its headers, or NULL */
	char *text;             /* body, UTF-8, LF line ends; never NULL */
	int   flags;            /* MIME_* */
};

enum pb_rc mime_parse(const char *raw, size_t len, struct mime_msg **out, struct pb_err *err);
void       mime_msg_free(struct mime_msg *);

#endif
