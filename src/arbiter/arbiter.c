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
/*	  parse (mime) -> dedupe by Message-ID (D3) -> classify
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
/*	unauthenticated	no token, From is a player	the registered address
/*	bad-token	MAC wrong, game/seat exist	the registered address
/*	stale-token	token older than the seat	the registered address
/*	token-misuse	valid token sent from another	the token's registered
/*			seat's address of that game	address, nothing applied
/*	applied		valid token			the token's seat (its
/*							registered address)
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
/*			a mail already applied (D3)	short notice, nothing
/*							applied again
/*	duplicate	a Message-ID already seen (D3)	nobody
/*
/*	A reply never goes to the From address as such: only to addresses
/*	registered for a seat (DESIGN.md, Authentication).
/*
/*	A mail over max_size is not parsed whole: only its header section
/*	is, to classify it and find who sent it.  In an applied mail, the
/*	parts that could not be read (a cut or broken multipart, an
/*	unknown charset, attachments, no text part, undecodable bytes) are
/*	named in the reply ("unreadable"), below the commands that could.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/digest.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/classify.h"
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

/* Local. */
#include "arbiter/answered.h"
#include "arbiter/arbiter.h"
#include "arbiter/ballot.h"
#include "arbiter/corecmd.h"
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/notify.h"
#include "arbiter/observe.h"
#include "arbiter/reveal.h"

#define ARB_MAXCOMMANDS 100 /* command lines read from one message */
#define ARB_WINDOW 3600     /* seconds: mails per hour, one notice an hour */

struct arb {
	struct pbemd        *p;
	struct mime_msg     *m;
	struct strip_result *sr;
	char                *message_id;
	struct token         tok;
	int                  has_token;
	struct gamectl      *g;
	struct store_inbox   in;
	struct classify      cl;
	size_t               len;      /* bytes of the raw message */
	size_t               lines;    /* lines of the raw message */
	int                  oversize; /* only the header section was parsed */
	int                  resent;   /* same text, seat and token as a mail applied */
	const char          *outcome;
	struct pb_err       *err;
};

/* find_token - in the Subject first, then in any body line (if read) */

static int
find_token(const struct mime_msg *m, const struct strip_result *sr, struct token *t)
{
	size_t i;

	if (token_find(m->subject, t))
		return (1);
	for (i = 0; sr != NULL && i < sr->n; i++)
		if (token_find(sr->lines[i].text, t))
			return (1);
	return (0);
}

/* record - the inbox row of this message (D3) */

static enum pb_rc
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

static enum pb_rc
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

/* no_token - no token: tell the player if From is one; never a stranger */

static enum pb_rc
no_token(struct arb *a)
{
	struct store_seat *seat = NULL;
	int64_t           *games = NULL;
	size_t             n = 0;
	int                k;
	enum pb_rc         rc;

	if ((rc = store_seat_games(a->p->st, a->m->from_addr, &games, &n, a->err)) != PB_OK)
		return (rc);
	if (n == 0) {
		free(games);
		return (record(a, "ignored", "no move token and not a player's address"));
	}
	if ((rc = record(a, "unauthenticated", "no move token")) == PB_OK
	    && (rc = store_seat_find(a->p->st, games[n - 1], a->m->from_addr, &k, a->err)) == PB_OK
	    && (rc = store_seat_get(a->p->st, games[n - 1], k, &seat, a->err)) == PB_OK)
		rc = warn_address(a, games[n - 1], k, seat->address, seat->locale, "notoken");
	store_seat_free(seat);
	free(games);
	return (rc);
}

/* subject_command - the Subject past reply prefixes ("Re:", "AW:", "R:",
 * "RIF:", "RE[2]:" ...), borrowed from it */

static const char *
subject_command(const char *subject)
{
	const char *p = subject ? subject : "", *q;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		for (q = p; (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z'); q++)
			;
		if (q - p < 1 || q - p > 4)
			return (p);
		if (*q == '[')
			while (*q && *q != ']')
				q++;
		if (*q == ']')
			q++;
		if (*q != ':')
			return (p);
		p = q + 1;
	}
}

/* open_or_no_token - no token: an open command (corecmd.h), or no_token() */

static enum pb_rc
open_or_no_token(struct arb *a)
{
	const struct corecmd_open *cmd = NULL;
	struct corecmd_open_ctx    c;
	struct lex_line           *l = NULL;
	const char                *line = NULL;
	enum pb_rc                 rc;
	size_t                     i;

	for (i = 0; i < a->sr->n && line == NULL; i++)
		if (a->sr->lines[i].kind == STRIP_TEXT)
			line = a->sr->lines[i].text;
	/* The first line, else the Subject of a reply to a mail that asked
	 * for one (observe.c: "Re: observe 3 CODE"). */
	if ((line == NULL || (cmd = corecmd_open_find(line, &l)) == NULL)
	    && (cmd = corecmd_open_find(line = subject_command(a->m->subject), &l)) == NULL)
		return (no_token(a));
	if ((rc = record(a, "open-command", cmd->word)) == PB_OK) {
		c = (struct corecmd_open_ctx){
			.p = a->p, .m = a->m, .inbox_id = a->in.id, .err = a->err
		};
		rc = corecmd_open_run(&c, cmd, l, line);
	}
	lex_free(l);
	return (rc);
}

/* bad_token - the token does not verify, or is no longer valid */

static enum pb_rc
bad_token(struct arb *a, const struct store_seat *seat, const char *status, const char *tmpl)
{
	enum pb_rc rc;

	if ((rc = record(a, status, a->m->from_addr)) != PB_OK)
		return (rc);
	return (warn_address(a, a->tok.game, a->tok.seat, seat->address, seat->locale, tmpl));
}

/* misuse - a valid token sent from another seat's address of the game */

static int
misuse(const struct arb *a)
{
	size_t k;

	if (a->m->from_addr == NULL)
		return (0);
	for (k = 0; k < a->g->nseats; k++)
		if ((int)k + 1 != a->tok.seat
		    && strcmp(a->g->seats[k]->address, a->m->from_addr) == 0
		    && strcmp(a->g->seats[a->tok.seat - 1]->address, a->m->from_addr) != 0)
			return (1);
	return (0);
}

/* dedupe_key - the same text from the same seat and token is one mail (D3) */

static char *
dedupe_key(const struct arb *a)
{
	struct pb_buf b;
	char         *h;
	size_t        i;

	pb_buf_init(&b);
	pb_buf_printf(
	    &b, "%lld\n%d\n%lld\n", (long long)a->tok.game, a->tok.seat, (long long)a->tok.seq);
	for (i = 0; i < a->sr->n; i++)
		if (a->sr->lines[i].kind == STRIP_TEXT)
			pb_buf_printf(&b, "%s\n", a->sr->lines[i].text);
	h = digest_hex(b.s, b.len);
	pb_buf_free(&b);
	return (h);
}

/* add_events - a game's event text, one event a line */

static void
add_events(json_t *events, const char *text)
{
	const char *p, *nl;

	for (p = text; *p; p = nl + (*nl != '\0')) {
		nl = strchr(p, '\n');
		if (nl == NULL)
			nl = p + strlen(p);
		if (nl > p)
			json_array_append_new(events, json_stringn(p, (size_t)(nl - p)));
	}
}

/* What the lines of one mail ask to tell some seats only (game.h). */
struct arb_notices {
	unsigned mail;                       /* GAME_MAIL(seat): an update to it */
	json_t  *lines[GAME_MAX_SEATS + 1]; /* [seat]: private lines, or NULL */
};

/* notices_add - a result's private notices and mail requests */

static void
notices_add(struct arb_notices *nt, const struct game_result *res)
{
	int k;

	nt->mail |= res->mail;
	for (k = 1; k <= GAME_MAX_SEATS; k++)
		if (res->notice[k] != NULL) {
			if (nt->lines[k] == NULL)
				nt->lines[k] = json_array();
			json_array_append_new(nt->lines[k], json_string(res->notice[k]));
			nt->mail |= GAME_MAIL(k);
		}
}

/* notices_for - extra's "notices": seat's private lines (an empty list) */

static void
notices_for(const struct arb_notices *nt, int seat, json_t *extra)
{
	json_t *v = seat >= 1 && seat <= GAME_MAX_SEATS ? nt->lines[seat] : NULL;

	json_object_set_new(extra, "notices", v ? json_incref(v) : json_array());
}

/* notices_free - release */

static void
notices_free(struct arb_notices *nt)
{
	int k;

	for (k = 0; k <= GAME_MAX_SEATS; k++)
		json_decref(nt->lines[k]);
}

/* apply_line - one command line: done or refused, never both */

static enum pb_rc
apply_line(struct arb *a, const char *line, const char *const *rest, size_t nrest, size_t *consumed,
    json_t *results, json_t *events, json_t *extra, int *broadcast, struct arb_notices *nt)
{
	struct game_result res = { 0 };
	struct corecmd_ctx c;
	struct lex_line   *l = NULL;
	struct pb_err      lerr;
	enum pb_rc         rc;
	int                handled;
	char              *canon = NULL; /* the line in English words, if not already */
	char              *receipt = NULL, *text;

	if (corecmd_lex(a->g, a->tok.seat, line, &l, &canon, &lerr) != PB_OK) {
		corecmd_result(results, line, "refused", lerr.msg);
		return (PB_OK);
	}
	if (l->argc == 0) {
		lex_free(l);
		free(canon);
		return (PB_OK);
	}
	c = (struct corecmd_ctx){ .p = a->p,
		.g = a->g,
		.seat = a->tok.seat,
		.inbox_id = a->in.id,
		.m = a->m,
		.results = results,
		.extra = extra,
		.events = events,
		.rest = rest,
		.nrest = nrest,
		.err = a->err };
	if ((rc = corecmd_run(&c, l, line, &handled)) != PB_OK || handled) {
		*broadcast |= c.broadcast;
		*consumed = c.consumed;
		lex_free(l);
		free(canon);
		return (rc);
	}
	rc = gamectl_apply(a->p, a->g, a->tok.seat, l, canon ? canon : line, a->in.id, &res, &lerr);
	if (rc == PB_OK) {
		/* A secret ballot: its receipt, the commitment public (ballot.h). */
		if (res.ballot != NULL
		    && (rc = ballot_cast(
		            a->p, a->g, a->tok.seat, res.ballot, &receipt, events, a->err))
		        == PB_OK)
			*broadcast = 1;
		text = pb_asprintf("%s%s%s", res.text ? res.text : "done", receipt ? " " : "",
		    receipt ? receipt : "");
		corecmd_result(results, line, "done", text);
		free(text);
		free(receipt);
		if (res.event)
			add_events(events, res.event);
		if (rc == PB_OK && res.reveal_ballots)
			rc = ballot_reveal(a->p, a->g, events, a->err);
		*broadcast |= res.broadcast;
		notices_add(nt, &res);
	} else if (rc == PB_EDATA || rc == PB_EPERM || rc == PB_EWAIT) {
		corecmd_result(results, line, "refused", lerr.msg);
		rc = PB_OK;
	} else {
		pb_err_set(a->err, rc, "%s", lerr.msg);
	}
	game_result_clear(&res);
	lex_free(l);
	free(canon);
	return (rc);
}

/* ignored_json - what was not read, as counts */

static json_t *
ignored_json(const struct strip_result *sr)
{
	int    n[STRIP_MOBILE + 1] = { 0 };
	size_t i;

	for (i = 0; i < sr->n; i++)
		n[sr->lines[i].kind]++;
	return (json_pack("{s:i, s:b, s:b, s:b, s:b}", "quoted", n[STRIP_QUOTE], "original",
	    n[STRIP_ORIGINAL] > 0, "signature", n[STRIP_SIGNATURE] > 0, "mobile",
	    n[STRIP_MOBILE] > 0, "any",
	    n[STRIP_QUOTE] + n[STRIP_ORIGINAL] + n[STRIP_SIGNATURE] + n[STRIP_MOBILE] > 0));
}

/* unreadable_json - what of the mail could not be read, for the reply */

static json_t *
unreadable_json(const struct mime_msg *m)
{
	json_t *notes = json_array();

	if (m->flags & MIME_TRUNCATED)
		json_array_append_new(notes,
		    json_string(
		        "Part of your mail is cut off or its MIME structure is broken (a "
		        "missing or wrong boundary, or bad base64): only what could be read "
		        "was read."));
	if (m->flags & MIME_BADCHARSET)
		json_array_append_new(notes,
		    json_string("Your mail names a character set this server does not know: it was "
		                "read as Windows-1252, so accented letters may be wrong."));
	if (m->flags & MIME_NOTEXT)
		json_array_append_new(notes,
		    json_string("Your mail has no text part: write your commands as plain text."));
	else if (m->flags & MIME_ATTACHMENT)
		json_array_append_new(notes,
		    json_string("Attachments and parts other than text were not read: write your "
		                "commands in the text of the mail."));
	if (strstr(m->text, "\xef\xbf\xbd") != NULL)
		json_array_append_new(notes,
		    json_string(
		        "Some bytes of your mail could not be decoded and show as \xef\xbf\xbd: "
		        "a line holding one is refused."));
	return (notes);
}

/* ack_json - the accepted commands, their digest and the log head: the
 * structured acknowledgement (anchors section 4 #10); *part receives
 * the JSON attachment of the reply */

static json_t *
ack_json(const struct arb *a, json_t *results, json_t **part)
{
	struct pb_buf b;
	json_t       *accepted = json_array(), *r, *ack;
	size_t        i;
	char         *digest;

	pb_buf_init(&b);
	json_array_foreach(results, i, r) if (json_is_true(json_object_get(r, "done")))
	{
		pb_buf_printf(&b, "%s%s", json_array_size(accepted) ? "\n" : "",
		    json_string_value(json_object_get(r, "line")));
		json_array_append(accepted, json_object_get(r, "line"));
	}
	digest = digest_hex(b.s ? b.s : "", b.len);
	ack = json_pack("{s:i, s:s, s:I, s:s}", "count", (int)json_array_size(accepted), "digest",
	    digest, "seq", (json_int_t)a->g->row->seq, "last_hash", a->g->row->last_hash);
	*part = json_pack("{s:s, s:I, s:i, s:s?, s:O, s:o, s:s, s:I, s:s, s:s}", "format",
	    "pbemd-ack-1", "game", (json_int_t)a->g->row->id, "seat", a->tok.seat, "in_reply_to",
	    a->m->message_id, "results", results, "accepted", accepted, "digest", digest, "seq",
	    (json_int_t)a->g->row->seq, "last_hash", a->g->row->last_hash, "status",
	    a->g->row->status);
	free(digest);
	pb_buf_free(&b);
	return (ack);
}

/* apply_all - every command line of the message, then the mails */

static enum pb_rc
apply_all(struct arb *a)
{
	json_t      *results = json_array(), *events = json_array(), *extra = json_object();
	json_t      *part = NULL;
	const char **cmds;
	enum pb_rc   rc = PB_OK;
	size_t       i, k, n = 0, used;
	int          broadcast = 0, lines = 0, was_ended;
	char        *key;
	struct arb_notices nt = { 0 };

	/* The command lines; a press or a diary may take those after it. */
	was_ended = strcmp(a->g->row->status, "ended") == 0;
	cmds = pb_calloc(a->sr->n + 1, sizeof(*cmds));
	for (i = 0; i < a->sr->n; i++)
		if (a->sr->lines[i].kind == STRIP_TEXT
		    && !token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			cmds[n++] = a->sr->lines[i].text;
	for (i = 0; i < n && rc == PB_OK; i++) {
		if (++lines > ARB_MAXCOMMANDS) {
			corecmd_result(
			    results, cmds[i], "refused", "too many command lines in one mail");
			continue;
		}
		used = 0;
		rc = apply_line(a, cmds[i], cmds + i + 1, n - i - 1, &used, results, events, extra,
		    &broadcast, &nt);
		i += used;
	}
	free(cmds);
	json_object_set_new(extra, "ack", ack_json(a, results, &part));
	json_object_set_new(extra, "results", results);
	json_object_set_new(extra, "events", events);
	json_object_set_new(extra, "ignored", ignored_json(a->sr));
	json_object_set_new(extra, "unreadable", unreadable_json(a->m));
	/* A token used from another address: its owner learns it here. */
	if (a->m->from_addr && strcmp(a->m->from_addr, a->g->seats[a->tok.seat - 1]->address) != 0)
		json_object_set_new(extra, "sender", json_string(a->m->from_addr));
	key = pb_asprintf("r%lld", (long long)a->in.id);
	if (rc == PB_OK)
		rc = gamectl_save(a->p, a->g, a->err);
	corecmd_localise(a->g, a->tok.seat, extra);
	if (rc == PB_OK)
		rc = deadline_sync(a->p, a->g, a->err);
	notices_for(&nt, a->tok.seat, extra);
	if (rc == PB_OK)
		rc = notify_seat_json(
		    a->p, a->g, a->tok.seat, "reply", extra, a->m->message_id, key, part, a->err);
	/* The others: all on a broadcast, else those the game asked for. */
	for (k = 1; rc == PB_OK && k <= a->g->nseats; k++)
		if ((int)k != a->tok.seat && (broadcast || (nt.mail & GAME_MAIL(k)))) {
			notices_for(&nt, (int)k, extra);
			rc = notify_seat(a->p, a->g, (int)k, "update", extra, NULL, key, a->err);
		}
	notices_free(&nt);
	/* Observers: the public view, whenever the players get an update. */
	if (rc == PB_OK && broadcast)
		rc = observe_update(a->p, a->g, events, key, a->err);
	/* The game ended with this mail: everything, to everyone. */
	if (rc == PB_OK && !was_ended && strcmp(a->g->row->status, "ended") == 0)
		rc = reveal_end(a->p, a->g, key, a->err);
	free(key);
	json_decref(part);
	json_decref(extra);
	return (rc);
}

/* moderator_lines - every command line of a moderator's mail, then the
 * reply to the moderator address */

static enum pb_rc
moderator_lines(struct arb *a, const char *to)
{
	json_t       *results = json_array(), *view;
	struct pb_err why;
	enum pb_rc    rc = PB_OK;
	char         *text, *key, *token;
	size_t        i;

	for (i = 0; a->sr != NULL && i < a->sr->n && rc == PB_OK; i++) {
		if (a->sr->lines[i].kind != STRIP_TEXT
		    || token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			continue;
		text = NULL;
		rc = moderate_exec(a->p, a->g, a->sr->lines[i].text, a->in.id, &text, &why);
		if (rc == PB_OK)
			corecmd_result(results, a->sr->lines[i].text, "done", text);
		else if (rc == PB_EDATA || rc == PB_EDUP) {
			corecmd_result(results, a->sr->lines[i].text, "refused", why.msg);
			rc = PB_OK;
		} else
			pb_err_set(a->err, rc, "%s", why.msg);
		free(text);
	}
	token = moderate_token(a->p, a->g);
	view = json_pack("{s:I, s:s, s:s, s:s, s:s, s:o}", "game", (json_int_t)a->g->row->id,
	    "title", a->g->ops->title, "token", token, "address", a->p->cf->address, "status",
	    a->g->row->status, "results", results);
	key = pb_asprintf("mod.%lld", (long long)a->in.id);
	if (rc == PB_OK)
		rc = notify_address(a->p, a->g->row->id, 0, to, a->p->cf->locale, "modreply", view,
		    a->m->message_id, key, a->err);
	free(key);
	free(token);
	json_decref(view);
	return (rc);
}

/* server_moderator - a valid token of game 0: the server's moderator
 * creates games (moderate.h); only from [pbemd] moderator, only with the
 * token of the current epoch */

static enum pb_rc
server_moderator(struct arb *a)
{
	struct store_seat mod = { 0 };
	json_t           *results, *view;
	struct pb_err     why;
	enum pb_rc        rc;
	int64_t           game;
	char             *text, *key, *token;
	size_t            i;
	int               valid;

	if (a->p->cf->moderator == NULL)
		return (record(a, "ignored", "a server moderator token and no [pbemd] moderator"));
	mod.address = a->p->cf->moderator;
	mod.locale = a->p->cf->locale;
	if ((rc = moderate_server_valid(a->p, a->tok.seq, &valid, a->err)) != PB_OK)
		return (rc);
	if (!valid)
		return (bad_token(a, &mod, "stale-token", "staletoken"));
	if (a->m->from_addr == NULL || strcasecmp(a->m->from_addr, a->p->cf->moderator) != 0)
		return (bad_token(a, &mod, "token-misuse", "misuse"));
	if ((rc = record(a, "moderator", "server")) != PB_OK)
		return (rc);
	results = json_array();
	for (i = 0; a->sr != NULL && i < a->sr->n && rc == PB_OK; i++) {
		if (a->sr->lines[i].kind != STRIP_TEXT
		    || token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			continue;
		rc = moderate_server_exec(a->p, a->sr->lines[i].text, &text, &game, &why);
		if (rc == PB_OK)
			corecmd_result(results, a->sr->lines[i].text, "done", text);
		else if (rc == PB_EDATA || rc == PB_EDUP || rc == PB_ENOENT) {
			corecmd_result(results, a->sr->lines[i].text, "refused", why.msg);
			rc = PB_OK;
		} else
			pb_err_set(a->err, rc, "%s", why.msg);
		free(text);
	}
	token = token_make(a->p->key, 0, 0, a->tok.seq);
	view = json_pack(
	    "{s:s, s:s, s:o}", "token", token, "address", a->p->cf->address, "results", results);
	key = pb_asprintf("server.%lld", (long long)a->in.id);
	if (rc == PB_OK)
		rc = notify_address(a->p, 0, 0, a->p->cf->moderator, a->p->cf->locale, "servreply",
		    view, a->m->message_id, key, a->err);
	free(key);
	free(token);
	json_decref(view);
	return (rc);
}

/* moderator - a valid moderator token (seat 0) */

static enum pb_rc
moderator(struct arb *a)
{
	struct store_clock *c = NULL;
	struct store_seat   mod = { 0 };
	char               *to;
	enum pb_rc          rc;
	int                 seat;

	if ((rc = gamectl_load(a->p, a->tok.game, &a->g, a->err)) == PB_ENOENT)
		return (
		    record(a, "unknown-game", "moderator token for a game that does not exist"));
	if (rc != PB_OK)
		return (rc);
	if ((to = deadline_moderator(a->p, a->tok.game)) == NULL) {
		pb_warn("game %lld: a moderator mail, and no moderator address: set [pbemd]"
		        " moderator or the game's",
		    (long long)a->tok.game);
		return (record(a, "ignored", "moderator token and no moderator address"));
	}
	mod.address = to;
	mod.locale = a->p->cf->locale;
	rc = store_clock_get(a->p->st, a->tok.game, &c, a->err);
	if (rc == PB_OK && (a->tok.seq < c->mod_epoch || a->tok.seq > a->g->row->seq))
		rc = bad_token(a, &mod, "stale-token", "staletoken");
	else if (rc == PB_OK && a->m->from_addr
	    && store_seat_find(a->p->st, a->tok.game, a->m->from_addr, &seat, a->err) == PB_OK)
		rc = bad_token(a, &mod, "token-misuse", "misuse"); /* a player holds it */
	else if (rc == PB_OK) {
		a->in.game_id = a->tok.game;
		if ((rc = record(a, "moderator", NULL)) == PB_OK)
			rc = moderator_lines(a, to);
	}
	store_clock_free(c);
	free(to);
	return (rc);
}

/* authenticated - a token that verifies: check the seat, then apply */

static enum pb_rc
authenticated(struct arb *a)
{
	struct store_seat *seat;
	enum pb_rc         rc;
	char              *dedupe;

	if (a->tok.game == 0)
		return (server_moderator(a));
	if (a->tok.seat == 0)
		return (moderator(a));
	if ((rc = gamectl_load(a->p, a->tok.game, &a->g, a->err)) == PB_ENOENT)
		return (record(a, "unknown-game", "token for a game that does not exist"));
	if (rc != PB_OK)
		return (rc);
	if (a->tok.seat > (int)a->g->nseats)
		return (record(a, "unknown-game", "token for a seat that does not exist"));
	seat = a->g->seats[a->tok.seat - 1];
	if (a->tok.seq < seat->token_epoch || a->tok.seq > a->g->row->seq)
		return (bad_token(a, seat, "stale-token", "staletoken"));
	if (misuse(a))
		return (bad_token(a, seat, "token-misuse", "misuse"));
	/* The old mail pasted back, quoted or not, is no command (oldtext(3)). */
	if ((rc = answered_mark(a->p, &a->tok, a->m, a->sr, a->err)) != PB_OK)
		return (rc);
	dedupe = dedupe_key(a);
	a->in.dedupe = dedupe;
	a->in.game_id = a->tok.game;
	a->in.seat = a->tok.seat;
	if ((rc = record(a, "applied", NULL)) == PB_OK)
		rc = apply_all(a);
	else if (rc == PB_EDUP)
		a->resent = 1;
	free(dedupe);
	a->in.dedupe = NULL;
	return (rc);
}

/* forged_moderator - a moderator token whose MAC is wrong */

static enum pb_rc
forged_moderator(struct arb *a)
{
	struct store_seat  mod = { 0 };
	struct store_game *row = NULL;
	enum pb_rc         rc;

	if (store_game_get(a->p->st, a->tok.game, &row, a->err) != PB_OK
	    || (mod.address = deadline_moderator(a->p, a->tok.game)) == NULL) {
		store_game_free(row);
		return (record(a, "ignored", "a forged moderator token"));
	}
	mod.locale = a->p->cf->locale;
	rc = bad_token(a, &mod, "bad-token", "badtoken");
	free(mod.address);
	store_game_free(row);
	return (rc);
}

/* verify - the token's MAC, against its claimed seat */

static enum pb_rc
verify(struct arb *a)
{
	struct store_seat *seat = NULL;
	enum pb_rc         rc;

	if (token_verify(a->p->key, &a->tok) == PB_OK)
		return (authenticated(a));
	if (a->tok.seat == 0) /* a forged moderator token: the moderator hears of it */
		return (forged_moderator(a));
	rc = store_seat_get(a->p->st, a->tok.game, a->tok.seat, &seat, a->err);
	if (rc == PB_ENOENT)
		rc = record(a, "ignored", "a forged token for no known seat");
	else if (rc == PB_OK)
		rc = bad_token(a, seat, "bad-token", "badtoken");
	store_seat_free(seat);
	return (rc);
}

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

/* resent - a second copy of an applied text: say so, change nothing */

static enum pb_rc
resent(struct arb *a)
{
	const struct store_seat *seat = a->g->seats[a->tok.seat - 1];
	enum pb_rc               rc;

	if ((rc = store_begin(a->p->st, a->err)) != PB_OK)
		return (rc);
	a->in.dedupe = NULL;
	if ((rc = record(a, "resent", "the same commands as a mail already applied")) == PB_OK
	    && (rc = warn_address(
	            a, a->tok.game, a->tok.seat, seat->address, seat->locale, "resent"))
	        == PB_OK)
		rc = store_commit(a->p->st, a->err);
	if (rc != PB_OK)
		store_rollback(a->p->st);
	return (rc);
}

/* ---- bounces -------------------------------------------------------- */

/*
  * A seat whose registered address a bounce reports failing.
  */
struct arb_hit {
	int64_t                     game;
	int                         seat; /* 0: the address is no seat's */
	const struct classify_rcpt *rcpt;
};

#define ARB_MAXHITS 40

/* hit_add - one (game, seat) a recipient failed for, once */

static void
hit_add(struct arb_hit *hits, size_t *n, int64_t game, int seat, const struct classify_rcpt *r)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (hits[i].game == game && hits[i].seat == seat && hits[i].rcpt == r)
			return;
	if (*n < ARB_MAXHITS)
		hits[(*n)++] = (struct arb_hit){ game, seat, r };
}

/* bounce_seats - the seats one failed recipient belongs to */

static enum pb_rc
bounce_seats(struct arb *a, const struct classify_rcpt *r, int64_t game, const struct token *tok,
    struct arb_hit *hits, size_t *n)
{
	int64_t   *games = NULL;
	size_t     ng = 0, i;
	int        seat, found = 0;
	enum pb_rc rc;

	/* In the game the returned mail names, else in every game. */
	if (game != 0) {
		games = pb_malloc(sizeof(*games));
		games[0] = game;
		ng = 1;
	} else if ((rc = store_seat_games(a->p->st, r->address, &games, &ng, a->err)) != PB_OK)
		return (rc);
	for (i = 0, rc = PB_OK; i < ng && rc == PB_OK; i++) {
		rc = store_seat_find(a->p->st, games[i], r->address, &seat, a->err);
		if (rc == PB_OK) {
			hit_add(hits, n, games[i], seat, r);
			found = 1;
		}
		rc = rc == PB_ENOENT ? PB_OK : rc;
	}
	free(games);

	/* Not a registered address: a verified token says whose mail it
	 * was (a forwarding address failed); a DSN recipient is kept. */
	if (rc == PB_OK && !found && tok != NULL)
		hit_add(hits, n, tok->game, tok->seat, r);
	else if (rc == PB_OK && !found && r->reported)
		hit_add(hits, n, 0, 0, r);
	return (rc);
}

/* bounce_notify - tell the moderator, once an hour per address */

static enum pb_rc
bounce_notify(struct arb *a, const struct arb_hit *h, size_t k)
{
	const char        *mod = a->p->cf->moderator;
	struct store_seat *seat = NULL;
	json_t            *view;
	int64_t            sent, now = pb_now();
	char              *key, *kind;
	enum pb_rc         rc;

	/* Who, and whether told lately. */
	if ((rc = store_seat_get(a->p->st, h->game, h->seat, &seat, a->err)) != PB_OK)
		return (rc == PB_ENOENT ? PB_OK : rc);
	kind = pb_asprintf("bounce %s", h->rcpt->address);
	rc = mod ? store_notice_get(a->p->st, mod, kind, &sent, a->err) : PB_ENOENT;
	if (rc == PB_OK && now - sent < ARB_WINDOW)
		goto out;
	if (rc != PB_OK && rc != PB_ENOENT)
		goto out;
	if (mod == NULL) {
		pb_warn("bounce %s: mail to %s, Player %d of game %lld, failed (%s); set [pbemd] "
		        "moderator to be told by mail",
		    a->message_id, h->rcpt->address, h->seat, (long long)h->game,
		    h->rcpt->diagnostic ? h->rcpt->diagnostic : "no diagnostic");
		rc = PB_OK;
		goto out;
	}

	/* The notice. */
	view = json_pack("{s:I, s:i, s:s, s:s, s:s, s:s, s:s, s:s, s:s}", "game",
	    (json_int_t)h->game, "seat", h->seat, "name", seat->name, "bounced", h->rcpt->address,
	    "status", h->rcpt->status ? h->rcpt->status : "", "diagnostic",
	    h->rcpt->diagnostic ? h->rcpt->diagnostic : "", "from",
	    a->m->from_addr ? a->m->from_addr : "(none)", "subject", a->m->subject, "arbiter",
	    a->p->cf->address);
	key = pb_asprintf("bounce.%lld.%zu", (long long)a->in.id, k);
	rc = notify_address(
	    a->p, h->game, 0, mod, a->p->cf->locale, "bounce", view, NULL, key, a->err);
	if (rc == PB_OK)
		rc = store_notice_put(a->p->st, mod, kind, now, a->err);
	free(key);
	json_decref(view);
out:
	free(kind);
	store_seat_free(seat);
	return (rc);
}

/* bounce - record who bounced, tell the moderator; never answered */

static enum pb_rc
bounce(struct arb *a)
{
	struct store_bounce b;
	struct arb_hit      hits[ARB_MAXHITS];
	const struct token *tok = NULL;
	int64_t             game = a->cl.game;
	size_t              n = 0, i;
	enum pb_rc          rc = PB_OK;

	/* Which game: a token that verifies, else a pbemd Message-ID. */
	if (a->cl.has_token && token_verify(a->p->key, &a->cl.tok) == PB_OK) {
		tok = &a->cl.tok;
		game = tok->game;
	}
	for (i = 0; i < a->cl.nrcpt && rc == PB_OK; i++)
		rc = bounce_seats(a, &a->cl.rcpt[i], game, tok, hits, &n);
	if (rc != PB_OK)
		return (rc);

	/* The inbox row, then one bounces row per seat. */
	a->in.game_id = n > 0 ? hits[0].game : 0;
	a->in.seat = n > 0 ? hits[0].seat : 0;
	if ((rc = record(a, "bounce", a->cl.reason)) != PB_OK)
		return (rc);
	for (i = 0; i < n && rc == PB_OK; i++) {
		memset(&b, 0, sizeof(b));
		b.inbox_id = a->in.id;
		b.game_id = hits[i].game;
		b.seat = hits[i].seat;
		b.address = hits[i].rcpt->address;
		b.status = hits[i].rcpt->status;
		b.diagnostic = hits[i].rcpt->diagnostic;
		b.received = a->in.received;
		if ((rc = store_bounce_insert(a->p->st, &b, a->err)) == PB_OK && b.seat > 0)
			rc = bounce_notify(a, &hits[i], i);
	}
	return (rc);
}

/* ---- limits --------------------------------------------------------- */

/* over_limit - which limit the mail exceeds: "size", "lines", "rate" or
 * NULL; *reason is a new line for the sender, *limit the limit */

static enum pb_rc
over_limit(struct arb *a, const char **kind, char **reason, int *limit)
{
	const struct pb_config *cf = a->p->cf;
	enum pb_rc              rc;
	int                     n = 0;

	*kind = NULL;
	if (a->oversize) {
		*kind = "size";
		*limit = cf->max_size;
		*reason = pb_asprintf("it is %zu bytes long, more than %d", a->len, cf->max_size);
		return (PB_OK);
	}
	if (cf->max_lines > 0 && a->lines > (size_t)cf->max_lines) {
		*kind = "lines";
		*limit = cf->max_lines;
		*reason = pb_asprintf("it has %zu lines, more than %d", a->lines, cf->max_lines);
		return (PB_OK);
	}
	if (cf->max_per_hour <= 0 || a->m->from_addr == NULL)
		return (PB_OK);
	rc = store_inbox_count_from(
	    a->p->st, a->m->from_addr, pb_now() - ARB_WINDOW + 1, &n, a->err);
	if (rc == PB_OK && n >= cf->max_per_hour) {
		*kind = "rate";
		*limit = cf->max_per_hour;
		*reason = pb_asprintf("it is mail number %d from %s within an hour, more than %d",
		    n + 1, a->m->from_addr, cf->max_per_hour);
	}
	return (rc);
}

/* limit_to - the registered address to tell: the seat of a token that
 * verifies, else From when it is a seat's; NULL for a stranger */

static enum pb_rc
limit_to(struct arb *a, struct store_seat **out)
{
	struct token t;
	int64_t     *games = NULL;
	size_t       n = 0;
	int          seat;
	enum pb_rc   rc;

	*out = NULL;
	if (find_token(a->m, a->sr, &t) && token_verify(a->p->key, &t) == PB_OK) {
		rc = store_seat_get(a->p->st, t.game, t.seat, out, a->err);
		return (rc == PB_ENOENT ? PB_OK : rc);
	}
	if (a->m->from_addr == NULL
	    || (rc = store_seat_games(a->p->st, a->m->from_addr, &games, &n, a->err)) != PB_OK)
		return (PB_OK);
	if (n > 0
	    && (rc = store_seat_find(a->p->st, games[n - 1], a->m->from_addr, &seat, a->err))
	        == PB_OK)
		rc = store_seat_get(a->p->st, games[n - 1], seat, out, a->err);
	free(games);
	return (rc == PB_ENOENT ? PB_OK : rc);
}

/* limited - over a limit: record, answer once an hour per limit */

static enum pb_rc
limited(struct arb *a, const char *kind, const char *reason, int limit)
{
	static const char *const what[][2] = { { "size", "too long" },
		{ "lines", "too many lines" }, { "rate", "too many mails" } };
	struct store_seat       *seat = NULL;
	json_t                  *view;
	int64_t                  sent, now = pb_now();
	char                    *key;
	enum pb_rc               rc;
	size_t                   i;

	if ((rc = record(a, "over-limit", reason)) != PB_OK || (rc = limit_to(a, &seat)) != PB_OK
	    || seat == NULL)
		goto out;
	rc = store_notice_get(a->p->st, seat->address, kind, &sent, a->err);
	if (rc == PB_OK && now - sent < ARB_WINDOW)
		goto out; /* told within the hour */
	if (rc != PB_OK && rc != PB_ENOENT)
		goto out;
	for (i = 0; strcmp(what[i][0], kind) != 0; i++)
		;
	view = json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:b, s:b, s:b}", "from",
	    a->m->from_addr ? a->m->from_addr : "", "subject", a->m->subject, "address",
	    a->p->cf->address, "reason", reason, "what", what[i][1], "limit", limit, "size",
	    strcmp(kind, "size") == 0, "lines", strcmp(kind, "lines") == 0, "rate",
	    strcmp(kind, "rate") == 0);
	key = pb_asprintf("limit.%lld", (long long)a->in.id);
	rc = notify_address(a->p, seat->game_id, seat->seat, seat->address, seat->locale,
	    "overlimit", view, NULL, key, a->err);
	if (rc == PB_OK)
		rc = store_notice_put(a->p->st, seat->address, kind, now, a->err);
	free(key);
	json_decref(view);
out:
	store_seat_free(seat);
	return (rc);
}

/* arbitrate - everything after parsing, inside the transaction */

static enum pb_rc
arbitrate(struct arb *a)
{
	const char *kind;
	char       *reason = NULL;
	enum pb_rc  rc;
	int         limit = 0;

	if ((rc = store_inbox_seen(a->p->st, a->message_id, a->err)) != PB_OK) {
		a->outcome = "duplicate";
		return (rc);
	}
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
	a->sr = strip_reply(a->m->text);
	if (!(a->has_token = find_token(a->m, a->sr, &a->tok)))
		return (open_or_no_token(a));
	return (verify(a));
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
	strip_free(a.sr);
	mime_msg_free(a.m);
	free(a.message_id);
	return (rc);
}
