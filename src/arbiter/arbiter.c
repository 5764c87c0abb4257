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
/*	  -> strip the reply -> find and verify the move token
/*	  -> load the game -> apply each command line -> queue replies
/*	  -> commit (D1)
/*
/*	Authentication outcomes, and who is answered:
/*
/*	outcome		condition			answer
/*	auto-reply	Auto-Submitted, Precedence,	nobody, ever
/*			X-Loop naming our address,
/*			mailer-daemon, no From
/*	ignored		no token, unknown From		nobody (no backscatter)
/*	unauthenticated	no token, From is a player	the registered address
/*	bad-token	MAC wrong, game/seat exist	the registered address
/*	stale-token	token older than the seat	the registered address
/*	token-misuse	valid token sent from another	the token's registered
/*			seat's address of that game	address, nothing applied
/*	applied		valid token			the token's seat (its
/*							registered address)
/*	resent		same text, seat and token as	the token's seat: a
/*			a mail already applied (D3)	short notice, nothing
/*							applied again
/*	duplicate	a Message-ID already seen (D3)	nobody
/*
/*	A reply never goes to the From address as such: only to addresses
/*	registered for a seat (DESIGN.md, Authentication).
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
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"

#define ARB_MAXCOMMANDS 100 /* command lines read from one message */

struct arb {
	struct pbemd        *p;
	struct mime_msg     *m;
	struct strip_result *sr;
	char                *message_id;
	struct token         tok;
	int                  has_token;
	struct gamectl      *g;
	struct store_inbox   in;
	int                  resent; /* same text, seat and token as a mail applied */
	const char          *outcome;
	struct pb_err       *err;
};

/* is_auto - RFC 3834 auto-replies, list or bulk mail, and mail that has
 * already passed through us (X-Loop with our address): never answered */

static int
is_auto(const struct mime_msg *m, const char *self)
{
	if (m->x_loop && strcasestr(m->x_loop, self) != NULL)
		return (1);
	if (m->auto_submitted && strncasecmp(m->auto_submitted, "no", 2) != 0)
		return (1);
	if (m->precedence
	    && (strcasecmp(m->precedence, "bulk") == 0 || strcasecmp(m->precedence, "junk") == 0
	        || strcasecmp(m->precedence, "list") == 0))
		return (1);
	return (m->from_addr == NULL || strncasecmp(m->from_addr, "mailer-daemon@", 14) == 0);
}

/* find_token - in the Subject first, then in any body line */

static int
find_token(const struct mime_msg *m, const struct strip_result *sr, struct token *t)
{
	size_t i;

	if (token_find(m->subject, t))
		return (1);
	for (i = 0; i < sr->n; i++)
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

/* result - one entry of the per-line report */

static void
result(json_t *results, const char *line, const char *status, const char *text)
{
	json_array_append_new(results,
	    json_pack("{s:s, s:s, s:s, s:b}", "line", line, "status", status, "text", text, "done",
	        strcmp(status, "done") == 0));
}

/* core_command - commands every game has: help, show */

static int
core_command(
    struct arb *a, const struct lex_line *l, const char *line, json_t *results, json_t *extra)
{
	if (strcmp(l->argv[0], "help") == 0) {
		json_object_set_new(extra, "help",
		    json_pack("{s:o}", "commands", a->g->ops->help(a->g->state, a->tok.seat)));
		result(results, line, "done", "the commands you can give now are listed below");
		return (1);
	}
	if (strcmp(l->argv[0], "show") == 0 || strcmp(l->argv[0], "board") == 0) {
		result(results, line, "done", "the board and your cards are below");
		return (1);
	}
	return (0);
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

/* apply_line - one command line: done or refused, never both */

static enum pb_rc
apply_line(
    struct arb *a, const char *line, json_t *results, json_t *events, json_t *extra, int *broadcast)
{
	struct game_result res = { 0 };
	struct lex_line   *l = NULL;
	struct pb_err      lerr;
	enum pb_rc         rc;

	if (lex_line(line, &l, &lerr) != PB_OK) {
		result(results, line, "refused", lerr.msg);
		return (PB_OK);
	}
	if (l->argc == 0 || core_command(a, l, line, results, extra)) {
		lex_free(l);
		return (PB_OK);
	}
	rc = gamectl_apply(a->p, a->g, a->tok.seat, l, line, a->in.id, &res, &lerr);
	if (rc == PB_OK) {
		result(results, line, "done", res.text ? res.text : "done");
		if (res.event)
			add_events(events, res.event);
		*broadcast |= res.broadcast;
	} else if (rc == PB_EDATA || rc == PB_EPERM || rc == PB_EWAIT) {
		result(results, line, "refused", lerr.msg);
		rc = PB_OK;
	} else {
		pb_err_set(a->err, rc, "%s", lerr.msg);
	}
	game_result_clear(&res);
	lex_free(l);
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

/* apply_all - every command line of the message, then the mails */

static enum pb_rc
apply_all(struct arb *a)
{
	json_t    *results = json_array(), *events = json_array(), *extra = json_object();
	enum pb_rc rc = PB_OK;
	size_t     i, k;
	int        broadcast = 0, lines = 0;
	char      *key;

	for (i = 0; i < a->sr->n && rc == PB_OK; i++) {
		if (a->sr->lines[i].kind != STRIP_TEXT
		    || token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			continue;
		if (++lines > ARB_MAXCOMMANDS) {
			result(results, a->sr->lines[i].text, "refused",
			    "too many command lines in one mail");
			continue;
		}
		rc = apply_line(a, a->sr->lines[i].text, results, events, extra, &broadcast);
	}
	json_object_set_new(extra, "results", results);
	json_object_set_new(extra, "events", events);
	json_object_set_new(extra, "ignored", ignored_json(a->sr));
	/* A token used from another address: its owner learns it here. */
	if (a->m->from_addr && strcmp(a->m->from_addr, a->g->seats[a->tok.seat - 1]->address) != 0)
		json_object_set_new(extra, "sender", json_string(a->m->from_addr));
	key = pb_asprintf("r%lld", (long long)a->in.id);
	if (rc == PB_OK)
		rc = gamectl_save(a->p, a->g, a->err);
	if (rc == PB_OK)
		rc = notify_seat(
		    a->p, a->g, a->tok.seat, "reply", extra, a->m->message_id, key, a->err);
	for (k = 1; rc == PB_OK && broadcast && k <= a->g->nseats; k++)
		if ((int)k != a->tok.seat)
			rc = notify_seat(a->p, a->g, (int)k, "update", extra, NULL, key, a->err);
	free(key);
	json_decref(extra);
	return (rc);
}

/* authenticated - a token that verifies: check the seat, then apply */

static enum pb_rc
authenticated(struct arb *a)
{
	struct store_seat *seat;
	enum pb_rc         rc;
	char              *dedupe;

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

/* verify - the token's MAC, against its claimed seat */

static enum pb_rc
verify(struct arb *a)
{
	struct store_seat *seat = NULL;
	enum pb_rc         rc;

	if (token_verify(a->p->key, &a->tok) == PB_OK)
		return (authenticated(a));
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

/* arbitrate - everything after parsing, inside the transaction */

static enum pb_rc
arbitrate(struct arb *a)
{
	enum pb_rc rc;

	if ((rc = store_inbox_seen(a->p->st, a->message_id, a->err)) != PB_OK) {
		a->outcome = "duplicate";
		return (rc);
	}
	if (is_auto(a->m, a->p->cf->address))
		return (record(a, "auto-reply", a->m->auto_submitted));
	a->sr = strip_reply(a->m->text);
	if (!(a->has_token = find_token(a->m, a->sr, &a->tok)))
		return (no_token(a));
	return (verify(a));
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
	if (mime_parse(raw, len, &a.m, err) != PB_OK) {
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
	else
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
	strip_free(a.sr);
	mime_msg_free(a.m);
	free(a.message_id);
	return (rc);
}
