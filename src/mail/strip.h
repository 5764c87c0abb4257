/*++
/* NAME
/*	strip 3h
/* SUMMARY
/*	classify the lines of a reply: commands, quotes, signatures
/* SYNOPSIS
/*	#include "mail/strip.h"
/* DESCRIPTION
/*	strip_reply() splits UTF-8 text into lines and gives each a kind
/*	(strip.c has the rules and the words of each language):
/*
/*	STRIP_TEXT: a line the player wrote (trailing white space removed).
/*	STRIP_BLANK: empty or white space only.
/*	STRIP_QUOTE: starts with ">" (after optional white space); also a
/*	TEXT line that oldtext(3) found in the mail answered (old = 1).
/*	STRIP_ATTRIBUTION: a reply header above quoted text, "On Mon, 1 Jan
/*	2026, Ann <a@b> wrote:", "Am ... schrieb Anna <a@b>:", "2014-10-17
/*	12:34 GMT+02:00 Ann <a@b>:" ... (in a dozen languages, wrapped over
/*	up to three lines).  Lines after the quote are still read: commands
/*	may sit under a quote.
/*	STRIP_ORIGINAL: a separator ("-----Original Message-----",
/*	"Ursprüngliche Nachricht", "Reply Message" ...), a header block
/*	("From: ... Sent: ...", "Von: ... Gesendet: ...", "От: ...
/*	Отправлено: ..." in any order), a reply header above an unquoted
/*	old mail, and every line after any of them.
/*	STRIP_SIGNATURE: the "-- " separator and every line after it.
/*	STRIP_MOBILE: "Sent from my ...", "Von meinem ...", "Inviato da
/*	...", "Get Outlook for ..." ...
/*
/*	A line that holds a reply header after the player's text is split
/*	in two lines with the same lineno.  The result is owned by the
/*	caller: strip_free().  NULL text gives zero lines.
/*--*/

#ifndef STRIP_H
#define STRIP_H

#include <stddef.h>

enum strip_kind {
	STRIP_TEXT,
	STRIP_BLANK,
	STRIP_QUOTE,
	STRIP_ATTRIBUTION,
	STRIP_ORIGINAL,
	STRIP_SIGNATURE,
	STRIP_MOBILE
};

struct strip_line {
	char           *text; /* the line, NUL-terminated, no LF */
	enum strip_kind kind;
	int             lineno; /* 1-based in the input */
	int             old;    /* 1: TEXT that repeats the mail answered
				 * (oldtext(3)); its kind is then QUOTE */
};

struct strip_result {
	struct strip_line *lines;
	size_t             n;
};

struct strip_result *strip_reply(const char *text);
void                 strip_free(struct strip_result *);
const char          *strip_kind_str(enum strip_kind);

#endif
