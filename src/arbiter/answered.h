/*++
/* NAME
/*	answered 3h
/* SUMMARY
/*	old text of the mail a reply answers
/* SYNOPSIS
/*	#include "arbiter/answered.h"
/* DESCRIPTION
/*	answered_mark() marks the lines of a reply that repeat the mail
/*	pbemd sent and the reply answers (oldtext(3)).
/*--*/

#ifndef ANSWERED_H
#define ANSWERED_H

#include "arbiter/arbiter.h"
#include "core/token.h"
#include "mail/mime.h"
#include "mail/strip.h"

#define ANSWERED_RECENT 32 /* newest mails of a seat searched for the token */
#define ANSWERED_MAX 4     /* mails answered compared, at most */

enum pb_rc answered_mark(struct pbemd *, const struct token *, const struct mime_msg *,
    struct strip_result *, struct pb_err *);

#endif
