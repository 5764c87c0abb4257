/*++
/* NAME
/*	authres_check 3
/* SUMMARY
/*	transport authentication as a signal: what our MTA said of a mail
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/*
/*	void	authres_check_read(struct arb *a, const char *raw, size_t len);
/*	void	authres_check_clear(struct arb *a);
/*	int	authres_refused(struct arb *a, const struct store_seat *seat,
/*				enum pb_rc *rc);
/* DESCRIPTION
/*	A From line proves nothing; a move token proves that the writer
/*	saw a mail of the seat.  When the MTA in front of pbemd checks
/*	DKIM, SPF and DMARC and says so in an Authentication-Results field
/*	(RFC 8601) under its authserv-id, that is a third signal: the
/*	domain of From did (or did not) send the mail.  Only the field of
/*	[mail] authserv_id counts (authres(3)); any other is the
/*	sender's own writing and is ignored.
/*
/*	authres_check_read() reads the trusted fields of the raw message
/*	(per method, the topmost that reports it: authres_read()) into a->ar and its one-line summary into a->in.auth,
/*	recorded with the mail whatever its outcome (inbox.auth, schema
/*	015; pbemctl mail inbox shows it).  Nothing without [mail]
/*	authserv_id.  authres_check_clear() releases both.
/*
/*	authres_refused() is the check auth.c makes on a mail whose token
/*	verified for a seat, before anything of it is read: the game's
/*	policy require_auth (default [mail] require_auth) is none, dkim
/*	or dmarc.  With dkim, the mail needs a dkim=pass whose header.d
/*	is the domain of From or a parent of it; with dmarc, a dmarc=pass
/*	whose header.from is that domain (authres_pass()).  A mail that
/*	lacks it is not applied: it is recorded "auth-failed" (the note
/*	says what was required and what the MTA saw) and the seat's
/*	registered address, never the sender, gets one mail (template
/*	authfail) saying so; nothing is held.  Returns 1 then, with *rc
/*	the result of recording and queueing; 0 when the mail may go on
/*	(*rc PB_OK).  A moderator's mail is not checked: the moderator's
/*	address is configured, not a player's.  A game that requires it
/*	while [mail] authserv_id is unset (taken out after the game set
/*	it) refuses every mail: closed, not open; the note says why.
/*
/*	Whether From is the seat's address is auth.c's question, not this
/*	one's: a pass only says the From domain sent the mail.
/* DIAGNOSTICS
/*	As policy_load(), record() and notify_address(), in *rc.
/* SEE ALSO
/*	authres(3), the parser; pbemd.conf(5), [mail] authserv_id and
/*	require_auth; contrib/postfix-pbemd.md, OpenDKIM and OpenDMARC.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/authres.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/notify.h"
#include "arbiter/policy.h"

/* authres_check_read - the trusted field of the mail, and its summary */

void
authres_check_read(struct arb *a, const char *raw, size_t len)
{
	a->ar = authres_read(raw, len, a->p->cf->authserv_id);
	a->in.auth = authres_summary(a->ar);
}

/* authres_check_clear - release what authres_check_read() made */

void
authres_check_clear(struct arb *a)
{
	authres_free(a->ar);
	a->ar = NULL;
	free(a->in.auth);
	a->in.auth = NULL;
}

/* from_domain - the domain of From, borrowed from it; NULL without one */

static const char *
from_domain(const struct arb *a)
{
	const char *at;

	if (a->m->from_addr == NULL || (at = strrchr(a->m->from_addr, '@')) == NULL || at[1] == '\0')
		return (NULL);
	return (at + 1);
}

/* seen - what our MTA said of the mail, for the note and the warning;
 * static text or borrowed from a->in.auth */

static const char *
seen(const struct arb *a)
{
	if (a->in.auth != NULL)
		return (a->in.auth);
	if (a->p->cf->authserv_id == NULL || *a->p->cf->authserv_id == '\0')
		return ("nothing read: no [mail] authserv_id");
	return ("nothing");
}

/* tell_seat - the seat's registered address hears that nothing was done */

static enum pb_rc
tell_seat(struct arb *a, const struct store_seat *seat, const char *required, const char *domain)
{
	json_t    *view;
	char      *key;
	enum pb_rc rc;

	view = json_pack("{s:s, s:s, s:I, s:i, s:s, s:s, s:s, s:s}", "from",
	    a->m->from_addr ? a->m->from_addr : "", "subject", a->m->subject, "game",
	    (json_int_t)a->tok.game, "seat", a->tok.seat, "address", a->p->cf->address, "required",
	    required, "domain", domain ? domain : "", "seen", seen(a));
	key = pb_asprintf("authfail.%lld", (long long)a->in.id);
	rc = notify_address(a->p, a->tok.game, a->tok.seat, seat->address, seat->locale, "authfail",
	    view, NULL, key, a->err);
	free(key);
	json_decref(view);
	return (rc);
}

/* authres_refused - a seat's mail without the transport authentication
 * its game requires: recorded and told, 1; else 0 */

int
authres_refused(struct arb *a, const struct store_seat *seat, enum pb_rc *rc)
{
	struct pb_policy pol;
	const char      *domain;
	char            *note;

	/* The requirement.  A game may keep one after authserv_id was
	 * taken out of the configuration: then nothing passes (closed). */
	*rc = PB_OK;
	if ((*rc = policy_load(a->p, a->tok.game, &pol, a->err)) != PB_OK)
		return (1);
	domain = from_domain(a);
	if (strcmp(pol.require_auth, "none") == 0 || authres_pass(a->ar, pol.require_auth, domain))
		return (0);

	/* Refused: recorded, and the seat told. */
	a->in.game_id = a->tok.game;
	a->in.seat = a->tok.seat;
	note = pb_asprintf("require_auth %s: no %s=pass for %s (the MTA said: %s)",
	    pol.require_auth, pol.require_auth, domain ? domain : "a From without a domain",
	    seen(a));
	if ((*rc = record(a, "auth-failed", note)) == PB_OK)
		*rc = tell_seat(a, seat, pol.require_auth, domain);
	free(note);
	return (1);
}
