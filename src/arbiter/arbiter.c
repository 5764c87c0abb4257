/*++
/* NAME
/*	arbiter 3
/* SUMMARY
/*	one incoming message, one transaction
/* SYNOPSIS
/*	#include "arbiter/arbiter.h"
/* DESCRIPTION
/*	The pipeline of DESIGN.md for one message:
/*
/*	  parse (mime) -> dedupe by Message-ID and content (D3) -> classify
/*	  -> limits -> strip the reply -> find and verify the move token
/*	  -> load the game -> mark the text of the mail answered (answered(3))
/*	  -> apply each command line -> queue replies
/*	  -> commit (D1)
/*
/*	Authentication outcomes, and who is answered:
/*
/*	outcome		condition			answer
/*	bounce		a delivery failure report	nobody, ever; each
/*			(RFC 3464, MAILER-DAEMON,	failing seat address
/*			bounce subjects; classify(3))	is recorded (table
/*							bounces) and the
/*							[pbemd] moderator told
/*							once an hour per
/*							address (or a WARN
/*							logged without one)
/*	auto-reply	Auto-Submitted, Precedence,	nobody, ever
/*			List-*, X-Autoreply, vacation
/*			subjects, X-Loop naming our
/*			address, no From, <> (classify(3))
/*	over-limit	over [limits] max_size,		the registered address
/*			max_lines or max_per_hour	of the token's seat or
/*			(mails from the From address	of From, once an hour
/*			in the last hour)		per limit (table
/*							notices); nothing read
/*	open-command	no token, the first line an	as the command says
/*			open command (corecmd.h:	(corecmd.h)
/*			join, observe ...)
/*	ignored		no token, unknown From		nobody (no backscatter)
/*	ignored		a token that names no seat,	From, if a seat's
/*			a moderator token and no	registered address,
/*			moderator address		once an hour
/*							(tell_sender(),
/*							template notread)
/*	unauthenticated	no token, From is a player	the registered address
/*	unknown-game	a valid token, its game or	From, as for ignored
/*			seat gone
/*	bad-token	MAC wrong, game/seat exist	the registered address
/*	stale-token	token older than the seat,	the registered address
/*			or than [tokens] max_mails	(token warnings: one
/*			or max_days			an hour per seat,
/*							summed up; auth.c)
/*	token-misuse	valid token sent from another	the token's registered
/*			seat's address of that game	address, nothing applied
/*	auth-failed	valid token; the game requires	the token's registered
/*			dkim=pass or dmarc=pass of the	address, nothing applied
/*			From domain (policy		(authres_check(3))
/*			require_auth) and our MTA's
/*			Authentication-Results has none
/*	applied		valid token, not too old	the token's seat (its
/*			([tokens]), from the seat's	registered address)
/*			address or a confirmed
/*			further one, or "confirm
/*			CODE" of held lines (held.c)
/*	held		valid token from another	the seat's registered
/*			address: the lines kept for	address, one mail an
/*			"confirm CODE" (held.c)		hour at most
/*	held-expired	"confirm CODE" too late, twice	the seat: a short notice
/*	also		"also ADDRESS" from the seat	ADDRESS: a code; the
/*							seat: a notice
/*	also-confirmed	"confirm CODE" from ADDRESS	the seat: a notice
/*	moderator	valid server moderator token	[pbemd] moderator: the
/*			(game 0) from [pbemd] moderator	games made (moderate.h)
/*	moderator	valid moderator token (seat 0)	the game's moderator
/*			from an address that is no	address (moderate(3));
/*			seat's of the game		a moderator token from
/*							a seat's address is
/*							token-misuse, a stale
/*							or forged one is
/*							stale-token or
/*							bad-token, told to the
/*							moderator address
/*	resent		same text, seat and token as	the token's seat: a
/*			a mail already applied (D3)	short notice once an
/*			that holds a move (a mail of	hour per address,
/*			HELP, SHOW, HISTORY ... alone	nothing applied again
/*			is answered every time)
/*	duplicate	a Message-ID already seen	nobody
/*			with the same sender, Subject
/*			and body (D3; another mail
/*			under that Message-ID is read
/*			as any other)
/*
/*	A reply never goes to the From address as such: only to addresses
/*	registered for a seat (DESIGN.md, Authentication).
/*
/*	A mail over max_size is not parsed whole: only its header section
/*	is, to classify it and find who sent it.  In an applied mail, the
/*	parts that could not be read (a cut or broken multipart, an
/*	unknown charset, attachments, no text part, undecodable bytes) are
/*	named in the reply ("unreadable"), below the commands that could.
/*
/*	The steps live in one file each: this one keeps the flow of one
/*	message (arbiter_process(), arbitrate()); limits.c the limits,
/*	bounce.c the bounces, auth.c the move token and who sent it,
/*	apply.c the command lines of a mail, outcome.c the inbox row and
/*	the short notices every step uses (arbiter_private.h declares
/*	what they share).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/digest.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/classify.h"
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/gamectl.h"

/* message_id_of - the Message-ID, or a digest of the raw message */

static char *
message_id_of(const struct mime_msg *m, const char *raw, size_t len)
{
	char *h, *id;

	if (m && m->message_id && *m->message_id)
		return (pb_strdup(m->message_id));
	h = digest_hex(raw, len);
	id = pb_asprintf("sha256:%s", h);
	free(h);
	return (id);
}

/* content_of - a digest of the sender, the Subject and the raw body,
 * without CRs: what makes two mails under one Message-ID the same (D3) */

static char *
content_of(const struct mime_msg *m, const char *raw, size_t len, size_t hlen)
{
	struct pb_buf b;
	const char   *s = raw + hlen, *e = raw + len, *cr;
	char         *h;

	pb_buf_init(&b);
	pb_buf_printf(&b, "%s\n%s\n", m->from_addr ? m->from_addr : "", m->subject);
	for (; s < e; s = cr + 1) { /* the runs between CRs, whole */
		if ((cr = memchr(s, '\r', (size_t)(e - s))) == NULL)
			cr = e;
		pb_buf_add(&b, s, (size_t)(cr - s));
	}
	h = digest_hex(b.s ? b.s : "", b.len);
	pb_buf_free(&b);
	return (h);
}

/* resent - a second copy of an applied text: say so once an hour per
 * address (table notices), change nothing */

static enum pb_rc
resent(struct arb *a)
{
	const struct store_seat *seat = a->g->seats[a->tok.seat - 1];
	int64_t                  sent = 0, now = pb_now();
	enum pb_rc               rc;

	if ((rc = store_begin(a->p->st, a->err)) != PB_OK)
		return (rc);
	a->in.dedupe = NULL;
	if ((rc = record(a, "resent", "the same commands as a mail already applied")) == PB_OK
	    && (rc = store_notice_get(a->p->st, seat->address, "resent", &sent, a->err)) == PB_OK
	    && now - sent < ARB_WINDOW)
		rc = store_commit(a->p->st, a->err); /* told within the hour */
	else if ((rc == PB_OK || rc == PB_ENOENT)
	    && (rc = warn_address(
	            a, a->tok.game, a->tok.seat, seat->address, seat->locale, "resent"))
	        == PB_OK
	    && (rc = store_notice_put(a->p->st, seat->address, "resent", now, a->err)) == PB_OK)
		rc = store_commit(a->p->st, a->err);
	if (rc != PB_OK)
		store_rollback(a->p->st);
	return (rc);
}

/* arbitrate - everything after parsing, inside the transaction */

static enum pb_rc
arbitrate(struct arb *a)
{
	const char *kind;
	char       *reason = NULL, *key = NULL;
	enum pb_rc  rc;
	int         limit = 0;

	/* D3: a duplicate by Message-ID and content, else the inbox key. */
	if ((rc = store_inbox_key(a->p->st, a->message_id, a->in.content, &key, a->err)) != PB_OK) {
		a->outcome = "duplicate";
		return (rc);
	}
	free(a->message_id);
	a->message_id = key;
	classify_message(a->m, a->p->cf->address, &a->cl);
	if (a->cl.kind == CLASSIFY_BOUNCE)
		return (bounce(a));
	if (a->cl.kind == CLASSIFY_AUTO)
		return (record(a, "auto-reply", a->cl.reason));
	if ((rc = over_limit(a, &kind, &reason, &limit)) == PB_OK && kind != NULL)
		rc = limited(a, kind, reason, limit);
	free(reason);
	if (rc != PB_OK || kind != NULL)
		return (rc);
	if (a->sr == NULL) /* over_limit() may have read it for the token */
		a->sr = strip_reply(a->m->text);
	if (!(a->has_token = find_token(a->m, a->sr, &a->tok)))
		rc = open_or_no_token(a);
	else
		rc = verify(a);
	/* What no step answered: From, if a seat's address (outcome.c). */
	return (rc == PB_OK ? tell_sender(a) : rc);
}

/* header_len - bytes of the header section, with the empty line */

static size_t
header_len(const char *raw, size_t len)
{
	const char *p;

	for (p = raw; p != NULL && (size_t)(p - raw) < len; p++) {
		if ((p = memchr(p, '\n', len - (size_t)(p - raw))) == NULL)
			break;
		if ((size_t)(p - raw) + 1 < len && p[1] == '\n')
			return ((size_t)(p - raw) + 2);
		if ((size_t)(p - raw) + 2 < len && p[1] == '\r' && p[2] == '\n')
			return ((size_t)(p - raw) + 3);
	}
	return (len);
}

/* count_lines - LF-terminated lines, and a last one without */

static size_t
count_lines(const char *raw, size_t len)
{
	const char *p = raw, *end = raw + len;
	size_t      n = 0;

	while (p < end && (p = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		n++;
		p++;
	}
	return (n + (len > 0 && raw[len - 1] != '\n'));
}

/* arbiter_process - one message, one transaction (D1) */

enum pb_rc
arbiter_process(
    struct pbemd *p, const char *raw, size_t len, const char **outcome, struct pb_err *err)
{
	struct arb a;
	enum pb_rc rc;

	memset(&a, 0, sizeof(a));
	a.p = p;
	a.err = err;
	a.len = len;
	a.lines = p->cf->max_lines > 0 ? count_lines(raw, len) : 0;
	a.oversize = p->cf->max_size > 0 && len > (size_t)p->cf->max_size;
	if (mime_parse(raw, a.oversize ? header_len(raw, len) : len, &a.m, err) != PB_OK) {
		a.m = pb_calloc(1, sizeof(*a.m));
		a.m->subject = pb_strdup("");
		a.m->text = pb_strdup("");
	}
	a.message_id = message_id_of(a.m, raw, len);
	authres_check_read(&a, raw, len);
	a.in.content = content_of(a.m, raw, len, header_len(raw, len));
	if ((rc = store_begin(p->st, err)) != PB_OK)
		goto out;
	rc = arbitrate(&a);
	if (rc == PB_OK)
		rc = store_commit(p->st, err);
	if (rc != PB_OK) /* a failed COMMIT (a full disk) may leave it open */
		store_rollback(p->st);
	if (rc == PB_EDUP && a.resent)
		rc = resent(&a);
	else if (rc == PB_EDUP) {
		a.outcome = "duplicate";
		rc = PB_OK;
	}
out:
	*outcome = a.outcome ? a.outcome : "failed";
	gamectl_free(a.g);
	classify_clear(&a.cl);
	authres_check_clear(&a);
	strip_free(a.sr);
	mime_msg_free(a.m);
	free(a.message_id);
	free(a.in.content);
	return (rc);
}
