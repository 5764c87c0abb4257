/*++
/* NAME
/*	auth 3
/* SUMMARY
/*	the move token of a message: who sent it, and may they
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/* DESCRIPTION
/*	The authentication step of arbiter(3): find_token() finds a move
/*	token in the Subject or the body; open_or_no_token() deals with a
/*	mail without one (an open command, a player told, a stranger
/*	ignored); verify() checks the token's MAC and then its seat, its age
/*	and the sender's address, and hands a good one to apply_all() or, for
/*	a moderator's token, to the moderator's commands (moderate(3)).
/*	A token is too old once [tokens] max_mails later mails with a newer
/*	token went to the seat, or the first of them is max_days old
/*	(store_token_age(); the newest mail's token never is).  A valid
/*	token from an address that is not the seat's is held (held(3));
/*	"confirm CODE" and "also ADDRESS" go to held(3) too.  Warnings
/*	about bad, stale or misused tokens go to a seat at most once an
/*	hour (token_warn(), table token_warnings): the next one sums up
/*	those held back (how many, up to AUTH_WARN_ADDRS senders) and
/*	quotes the Subject cleaned and cut (held_subject()).
/*	Each outcome and who is answered: the table in arbiter.c.
/* SEE ALSO
/*	arbiter(3), the pipeline and its outcomes
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdio.h>
#include <time.h>

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
#include "arbiter/answered.h"
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/corecmd.h"
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/held.h"
#include "arbiter/moderate.h"
#include "arbiter/notify.h"

#define AUTH_WARN_ADDRS 5 /* From addresses a summarised warning names */

/* find_token - in the Subject first, then in any body line (if read) */

int
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

enum pb_rc
open_or_no_token(struct arb *a)
{
	const struct corecmd_open *cmd = NULL;
	struct corecmd_open_ctx    c;
	struct lex_line           *l = NULL;
	const char                *line = NULL;
	enum pb_rc                 rc;
	size_t                     i;
	int                        handled = 0;

	/* A confirmation (held(3)): "confirm CODE" needs no token. */
	if ((rc = held_reply(a, &handled)) != PB_OK || handled)
		return (rc);
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

/* warn_addrs - addrs (a JSON array) with from added, at most
 * AUTH_WARN_ADDRS of them; a new reference */

static json_t *
warn_addrs(const char *addrs, const char *from)
{
	json_t *list = addrs ? json_loads(addrs, 0, NULL) : NULL, *v;
	size_t  i;

	if (!json_is_array(list)) {
		json_decref(list);
		list = json_array();
	}
	json_array_foreach(list, i, v) if (json_is_string(v)
	    && strcmp(json_string_value(v), from) == 0) return (list);
	if (json_array_size(list) < AUTH_WARN_ADDRS)
		json_array_append_new(list, json_string(from));
	return (list);
}

/* utc_time - "YYYY-MM-DD HH:MM UTC" of t */

static void
utc_time(int64_t t, char *buf, size_t len)
{
	struct tm tm;
	time_t    tt = (time_t)t;

	if (gmtime_r(&tt, &tm) == NULL || strftime(buf, len, "%Y-%m-%d %H:%M UTC", &tm) == 0)
		snprintf(buf, len, "%lld", (long long)t);
}

/* token_warn - a warning about a bad, stale or misused token to the
 * seat's registered address, at most one per seat an hour: the next
 * one says how many were held back and from where (table
 * token_warnings); newest, when not 0, points at the newest mail */

static enum pb_rc
token_warn(struct arb *a, const struct store_seat *seat, const char *tmpl, int64_t newest)
{
	const char *from = a->m->from_addr ? a->m->from_addr : "(none)";
	json_t     *addrs = NULL, *view;
	int64_t     sent = 0, now = pb_now();
	enum pb_rc  rc;
	char       *old = NULL, *list, *subject, *key, when[32];
	int         pending = 0;

	rc = store_twarn_get(a->p->st, a->tok.game, a->tok.seat, &sent, &pending, &old, a->err);
	if (rc != PB_OK && rc != PB_ENOENT)
		goto out;
	addrs = warn_addrs(rc == PB_OK ? old : NULL, from);
	if (rc == PB_OK && now - sent < ARB_WINDOW) { /* told within the hour */
		list = json_dumps(addrs, JSON_COMPACT);
		rc = store_twarn_put(a->p->st, a->tok.game, a->tok.seat, sent, pending + 1, list, a->err);
		free(list);
		goto out;
	}
	subject = held_subject(a->m->subject);
	utc_time(newest, when, sizeof(when));
	view = json_pack("{s:s, s:s, s:I, s:i, s:s, s:i, s:i, s:O, s:s?}", "from", from, "subject",
	    subject, "game", (json_int_t)a->tok.game, "seat", a->tok.seat, "address",
	    a->p->cf->address, "count", pending + 1, "others", pending, "addresses", addrs, "newest",
	    newest > 0 ? when : NULL);
	key = pb_asprintf("%s.%lld", tmpl, (long long)a->in.id);
	rc = notify_address(a->p, a->tok.game, a->tok.seat, seat->address, seat->locale, tmpl, view,
	    NULL, key, a->err);
	if (rc == PB_OK)
		rc = store_twarn_put(a->p->st, a->tok.game, a->tok.seat, now, 0, "[]", a->err);
	free(key);
	free(subject);
	json_decref(view);
out:
	json_decref(addrs);
	free(old);
	return (rc);
}

/* bad_token - the token does not verify, or is no longer valid */

static enum pb_rc
bad_token(struct arb *a, const struct store_seat *seat, const char *status, const char *tmpl)
{
	enum pb_rc rc;

	if ((rc = record(a, status, a->m->from_addr)) != PB_OK)
		return (rc);
	return (token_warn(a, seat, tmpl, 0));
}

/* too_old - the token is older than [tokens] max_mails later mails to
 * the seat, or was superseded max_days ago; *newest: the newest mail */

static enum pb_rc
too_old(struct arb *a, int *old, int64_t *newest)
{
	const struct pb_config *cf = a->p->cf;
	int64_t                 first = 0;
	int                     later = 0;
	enum pb_rc              rc;

	*old = 0;
	rc = store_token_age(
	    a->p->st, a->tok.game, a->tok.seat, a->tok.seq, &later, &first, newest, a->err);
	if (rc == PB_OK && later > 0)
		*old = (cf->tokens_max_mails > 0 && later >= cf->tokens_max_mails)
		    || (cf->tokens_max_days > 0
		        && pb_now() - first >= (int64_t)cf->tokens_max_days * 86400);
	return (rc);
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
	int64_t            newest = 0;
	char              *dedupe;
	int                old = 0, ok = 0;

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
	if ((rc = too_old(a, &old, &newest)) != PB_OK)
		return (rc);
	if (old) {
		a->in.game_id = a->tok.game;
		a->in.seat = a->tok.seat;
		if ((rc = record(a, "stale-token", "older than [tokens] max_mails or max_days"))
		    == PB_OK)
			rc = token_warn(a, seat, "staletoken", newest);
		return (rc);
	}
	/* Only the seat's own addresses play it; others wait for it (held(3)). */
	if ((rc = held_sender_ok(a, seat, &ok)) != PB_OK)
		return (rc);
	if (!ok)
		return (held_hold(a, seat));
	if ((rc = held_also(a, seat, &ok)) != PB_OK || ok)
		return (rc);
	if (authres_refused(a, seat, &rc)) /* authres_check(3) */
		return (rc);
	/* The old mail pasted back, quoted or not, is no command (oldtext(3)). */
	if ((rc = answered_mark(a->p, &a->tok, a->m, a->sr, a->err)) != PB_OK)
		return (rc);
	/* D3 is for moves: HELP, SHOW ... alone are answered every time. */
	dedupe = apply_readonly(a) ? NULL : dedupe_key(a);
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

enum pb_rc
verify(struct arb *a)
{
	struct store_seat *seat = NULL;
	enum pb_rc         rc;
	int                handled = 0;

	if ((rc = held_reply(a, &handled)) != PB_OK || handled)
		return (rc);
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
