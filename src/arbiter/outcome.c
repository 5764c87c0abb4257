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
/*	token, no token, a resent text.  tell_sender() answers the outcomes
/*	that no step answers ("unknown-game": a good token for a game or a
/*	seat that no longer exists; "ignored": a token that names no seat,
/*	a moderator token nobody can be told of) when From is a seat's
/*	registered address: the latest such seat gets one mail (template
/*	notread) saying why nothing was read, once an hour per address
/*	(table notices), so that nothing valid is dropped in silence and a
/*	flood makes one mail an hour.  A stranger is never answered (no
/*	backscatter; a reply goes only to registered addresses).  The
/*	bottom of the steps of
/*	arbiter(3): limits.c, bounce.c, auth.c and arbiter.c call it,
/*	it calls none of them (arbiter.h, LAYERS).
/* SEE ALSO
/*	arbiter(3), the pipeline and its outcomes
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "core/token.h"
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

/* tell_sender - an outcome no step answered: tell From, if a seat's
 * registered address, once an hour */

enum pb_rc
tell_sender(struct arb *a)
{
	struct store_seat *seat = NULL;
	int64_t           *games = NULL, sent, now = pb_now();
	size_t             n = 0;
	json_t            *view;
	char              *key;
	enum pb_rc         rc;
	int                k;

	if (a->outcome == NULL || a->m->from_addr == NULL
	    || (strcmp(a->outcome, "unknown-game") != 0 && strcmp(a->outcome, "ignored") != 0))
		return (PB_OK);
	if ((rc = store_seat_games(a->p->st, a->m->from_addr, &games, &n, a->err)) != PB_OK
	    || n == 0)
		goto out;
	if ((rc = store_seat_find(a->p->st, games[n - 1], a->m->from_addr, &k, a->err)) != PB_OK
	    || (rc = store_seat_get(a->p->st, games[n - 1], k, &seat, a->err)) != PB_OK)
		goto out;
	rc = store_notice_get(a->p->st, seat->address, "notread", &sent, a->err);
	if (rc == PB_OK && now - sent < ARB_WINDOW)
		goto out; /* told within the hour */
	if (rc != PB_OK && rc != PB_ENOENT)
		goto out;
	view = json_pack("{s:s, s:s, s:s, s:I, s:i, s:s, s:s, s:b}", "from", a->m->from_addr,
	    "subject", a->m->subject, "address", a->p->cf->address, "game",
	    (json_int_t)games[n - 1], "seat", k, "status", a->outcome, "note",
	    a->in.note ? a->in.note : "", "unknown", strcmp(a->outcome, "unknown-game") == 0);
	key = pb_asprintf("notread.%lld", (long long)a->in.id);
	rc = notify_address(a->p, games[n - 1], k, seat->address, seat->locale, "notread", view,
	    NULL, key, a->err);
	if (rc == PB_OK)
		rc = store_notice_put(a->p->st, seat->address, "notread", now, a->err);
	free(key);
	json_decref(view);
out:
	if (rc == PB_ENOENT)
		rc = PB_OK;
	store_seat_free(seat);
	free(games);
	return (rc);
}
