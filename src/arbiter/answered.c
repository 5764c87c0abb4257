/*++
/* NAME
/*	answered 3
/* SUMMARY
/*	old text of the mail a reply answers
/* SYNOPSIS
/*	#include "arbiter/answered.h"
/*
/*	enum pb_rc answered_mark(struct pbemd *p, const struct token *t,
/*				const struct mime_msg *m,
/*				struct strip_result *sr, struct pb_err *err)
/* DESCRIPTION
/*	answered_mark() finds, in the outbox, the mails to the seat of t
/*	(a token that verified) that the reply m answers: the one whose
/*	Message-ID is m's In-Reply-To, and those among the seat's
/*	ANSWERED_RECENT newest mails that carry the token t itself (every
/*	mail to a seat carries its token: the Subject and the footer).  At
/*	most ANSWERED_MAX of them, newest first.  It reads the text of each
/*	(oldtext_of_message(): quoted-printable decoded) from its text part
/*	alone (textpart_only(): the same text, without parsing the picture
/*	of a mail not yet made compact) and marks the
/*	lines of sr that repeat it with oldtext_mark(): those lines are
/*	then quoted text, never commands.  A reply that answers no mail
/*	pbemd still has is left as it is.
/*
/*	The cost is bounded by ANSWERED_RECENT and ANSWERED_MAX, not by
/*	the length of the game (DESIGN.md, cost per command).
/* DIAGNOSTICS
/*	PB_OK, or the store's error (the caller rolls back).
/* SEE ALSO
/*	oldtext(3), store_outbox(3), arbiter(3)
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/token.h"
#include "mail/mime.h"
#include "mail/oldtext.h"
#include "mail/strip.h"
#include "mail/textpart.h"
#include "store/store.h"

/* Local. */
#include "arbiter/answered.h"
#include "arbiter/arbiter.h"

/* answered_mark - mark the old text of the mails m answers */

enum pb_rc
answered_mark(struct pbemd *p, const struct token *t, const struct mime_msg *m,
    struct strip_result *sr, struct pb_err *err)
{
	struct store_out **rows = NULL;
	size_t             n = 0, i;
	char              *token, *text, *part;
	enum pb_rc         rc;

	/* Sanity checks. */
	if (t->game <= 0 || t->seat <= 0 || sr == NULL)
		return (PB_OK);

	/* The mails answered, then their lines. */
	token = token_make(p->key, t->game, t->seat, t->seq);
	rc = store_out_answered(p->st, t->game, t->seat, m->in_reply_to, token, ANSWERED_RECENT,
	    ANSWERED_MAX, &rows, &n, err);
	for (i = 0; rc == PB_OK && i < n; i++) {
		part = textpart_only(rows[i]->message, strlen(rows[i]->message));
		text = oldtext_of_message(part, strlen(part));
		free(part);
		if (text != NULL)
			(void)oldtext_mark(sr, text);
		free(text);
	}

	/* Cleanup. */
	store_out_list_free(rows, n);
	free(token);
	return (rc);
}
