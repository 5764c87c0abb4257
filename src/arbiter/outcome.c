/*++
/* NAME
/*	outcome 3
/* SUMMARY
/*	the outcome of one message: its inbox row, a short notice
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/* DESCRIPTION
/*	record() writes the inbox row of the message with its status
/*	(the outcome, arbiter.h) and note (D3); every step of arbiter(3)
/*	ends with it.  warn_address() queues a short mail about the
/*	message to a registered address (template tmpl): a bad or stale
/*	token, no token, a resent text.  The bottom of the steps of
/*	arbiter(3): limits.c, bounce.c, auth.c and arbiter.c call it,
/*	it calls none of them (arbiter.h, LAYERS).
/* SEE ALSO
/*	arbiter(3), the pipeline and its outcomes
/*--*/

/* System. */
#include <stdlib.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/notify.h"

/* record - the inbox row of this message (D3) */

enum pb_rc
record(struct arb *a, const char *status, const char *note)
{
	a->in.message_id = a->message_id;
	a->in.from_addr = a->m->from_addr;
	a->in.subject = a->m->subject;
	a->in.status = (char *)status;
	a->in.note = (char *)note;
	a->in.received = pb_now();
	a->outcome = status;
	return (store_inbox_insert(a->p->st, &a->in, a->err));
}

/* warn_address - a short mail to a registered address about this message */

enum pb_rc
warn_address(
    struct arb *a, int64_t game, int seat, const char *to, const char *locale, const char *tmpl)
{
	json_t    *view;
	char      *key;
	enum pb_rc rc;

	view = json_pack("{s:s, s:s, s:I, s:i, s:s}", "from",
	    a->m->from_addr ? a->m->from_addr : "", "subject", a->m->subject, "game",
	    (json_int_t)game, "seat", seat, "address", a->p->cf->address);
	key = pb_asprintf("%s.%lld", tmpl, (long long)a->in.id);
	rc = notify_address(a->p, game, seat, to, locale, tmpl, view, NULL, key, a->err);
	free(key);
	json_decref(view);
	return (rc);
}
