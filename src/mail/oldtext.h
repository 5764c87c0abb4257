/*++
/* NAME
/*	oldtext 3h
/* SUMMARY
/*	lines of a reply that repeat the mail it answers
/* SYNOPSIS
/*	#include "mail/oldtext.h"
/* DESCRIPTION
/*	oldtext_mark() compares the lines of a stripped reply with the
/*	text of a mail pbemd sent (the mail answered) and marks as old the
/*	TEXT lines that repeat it: their kind becomes STRIP_QUOTE and their
/*	old flag 1, so that they are never read as commands.  See oldtext.c
/*	for the rules.  oldtext_of_message() returns the text of a whole
/*	RFC 5322 message (pbemd's own, from the outbox), decoded.
/*--*/

#ifndef OLDTEXT_H
#define OLDTEXT_H

#include <stddef.h>

#include "mail/strip.h"

#define OLDTEXT_RUN_WORDS 8   /* words of a run that make it old by itself */
#define OLDTEXT_GAP_WORDS 40  /* words of the old mail a pasted copy may skip */
#define OLDTEXT_MAX_WORDS 50000 /* words of the mail answered compared, at most */

size_t oldtext_mark(struct strip_result *, const char *old);
char  *oldtext_of_message(const char *raw, size_t len);

#endif
