/*++
/* NAME
/*	classify 3h
/* SUMMARY
/*	bounces and auto-replies, told apart from a player's mail
/* SYNOPSIS
/*	#include "mail/classify.h"
/* DESCRIPTION
/*	classify_message() looks at a parsed message before any command
/*	is read and says what it is: CLASSIFY_MAIL (a person wrote it),
/*	CLASSIFY_AUTO (an auto-reply, list or bulk mail, or our own mail
/*	coming back) or CLASSIFY_BOUNCE (a delivery failure report).  The
/*	arbiter never answers nor executes the last two.
/*
/*	For a bounce it also gives the failing recipients, the game named
/*	by a returned pbemd Message-ID and the move token found in the
/*	returned mail, so that the arbiter can find the seat whose address
/*	fails.  See classify.c for every rule.
/*
/*	classify_clear() releases what a result holds; the struct itself
/*	is the caller's.
/*--*/

#ifndef CLASSIFY_H
#define CLASSIFY_H

#include <stddef.h>
#include <stdint.h>

#include "core/token.h"
#include "mail/mime.h"

enum classify_kind { CLASSIFY_MAIL = 0, CLASSIFY_AUTO, CLASSIFY_BOUNCE };

struct classify_rcpt {
	char *address;    /* lower case addr-spec */
	char *status;     /* RFC 3463 "5.1.1", or NULL */
	char *diagnostic; /* one line of the server's words, or NULL */
	int   reported;   /* from a DSN Final-Recipient, not guessed from text */
};

struct classify {
	enum classify_kind    kind;
	char                 *reason; /* one line: why; NULL for CLASSIFY_MAIL */
	struct classify_rcpt *rcpt;   /* failed recipients of a bounce */
	size_t                nrcpt;
	int64_t               game;      /* from a returned pbemd Message-ID, or 0 */
	struct token          tok;       /* a token in the returned mail */
	int                   has_token; /* tok is set (not verified) */
};

#define CLASSIFY_MAX_RCPT 20 /* failed recipients kept from one bounce */

void classify_message(const struct mime_msg *, const char *self, struct classify *);
void classify_clear(struct classify *);

#endif
