/*++
/* NAME
/*	strip 3h
/* SUMMARY
/*	classify the lines of a reply: commands, quotes, signatures
/* SYNOPSIS
/*	#include "mail/strip.h"
/* DESCRIPTION
/*	strip_reply() splits UTF-8 text into lines and gives each a kind:
/*
/*	STRIP_TEXT: a line the player wrote (trailing white space removed).
/*	STRIP_BLANK: empty or white space only.
/*	STRIP_QUOTE: starts with ">" (after optional white space).
/*	STRIP_ATTRIBUTION: a reply header such as "On Mon, 1 Jan 2026,
/*	Ann <a@b> wrote:" (may be wrapped over two lines), "Il giorno ...
/*	ha scritto:", "El ... escribió:", "Le ... a écrit :".  Lines after
/*	it are still read: commands may sit under a quote.
/*	STRIP_ORIGINAL: Outlook's "-----Original Message-----" (and IT
/*	"Messaggio originale", ES "Mensaje original"), a "From: ...
/*	Sent: ..." / "Da: ... Inviato: ..." / "De: ... Enviado: ..."
/*	header block, "---------- Forwarded message ----------", and every
/*	line after any of them (the old mail, unquoted).
/*	STRIP_SIGNATURE: the "-- " separator and every line after it.
/*	STRIP_MOBILE: "Sent from my ...", "Inviato da ...", "Enviado desde
/*	mi ...", "Get Outlook for ...".
/*
/*	The result is owned by the caller: strip_free().  NULL text gives
/*	zero lines.
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
