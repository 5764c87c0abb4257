/*++
/* NAME
/*	compose 3h
/* SUMMARY
/*	build an outgoing RFC 5322 message
/* SYNOPSIS
/*	#include "mail/compose.h"
/* DESCRIPTION
/*	compose_message() returns a whole message, CRLF line ends, caller
/*	frees.  Headers: Date (from c->date, RFC 5322 format, UTC), From,
/*	To, Subject (RFC 2047 B or Q encoded when not ASCII, folded),
/*	Message-ID, In-Reply-To and References when given, MIME-Version,
/*	Content-Type: text/plain; charset=utf-8; format=flowed is NOT used,
/*	Content-Transfer-Encoding: quoted-printable (8bit-safe on any
/*	relay), Auto-Submitted: auto-replied when c->auto_replied, and
/*	X-Loop: c->loop_tag when set.  Every header value has CR, LF and
/*	other control characters replaced by a space before use, so no
/*	input can add a header (header injection).  Body lines are LF in,
/*	CRLF out.  With c->json, the message is multipart/mixed: the text
/*	part, then c->json as an application/json attachment named
/*	c->json_name, which a mail client shows as a file or ignores.
/*	With c->image, the text and that PNG go in a multipart/related
/*	(the picture inline, after the text): the message, or its first
/*	part when there is JSON too.
/*
/*	compose_addr_ok() is the *_ok() predicate for a bare addr-spec
/*	(local@domain, printable ASCII, no spaces, angle brackets or
/*	control characters, at most 254 bytes).
/*--*/

#ifndef COMPOSE_H
#define COMPOSE_H

#include <stddef.h>
#include <stdint.h>

/* The text part's fields as compose() writes them, each on a line of its
 * own (oldtext(3) knows a sent mail of ours by them). */
#define COMPOSE_TEXT_CT "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=no"
#define COMPOSE_TEXT_CTE "Content-Transfer-Encoding: quoted-printable"

struct compose {
	const char          *from;        /* "Name <addr>" or addr */
	const char          *to;          /* addr */
	const char          *subject;     /* UTF-8 */
	const char          *message_id;  /* without brackets */
	const char          *in_reply_to; /* without brackets, or NULL */
	const char          *references;  /* space-separated ids without brackets, or NULL */
	const char          *loop_tag;    /* X-Loop value or NULL */
	int                  auto_replied;
	int64_t              date;       /* seconds since the epoch */
	const char          *body;       /* UTF-8, LF line ends */
	const char          *json;       /* NULL, or an application/json part after the text */
	const char          *json_name;  /* its file name */
	const unsigned char *image;      /* NULL, or a PNG shown inline after the text */
	size_t               image_len;  /* its bytes */
	const char          *image_name; /* its file name, NULL: "board.png" */
};

char *compose_picture_into(const char *mail, const unsigned char *png, size_t len);
char *compose_message(const struct compose *);
int   compose_addr_ok(const char *);

#endif
