/*++
/* NAME
/*	held 3
/* SUMMARY
/*	commands held for the seat's confirmation; a seat's further addresses
/* SYNOPSIS
/*	#include "arbiter/held.h"
/*
/*	enum pb_rc held_sender_ok(struct arb *a,
/*				const struct store_seat *seat, int *ok);
/*	enum pb_rc held_hold(struct arb *a, const struct store_seat *seat);
/*	enum pb_rc held_reply(struct arb *a, int *handled);
/*	enum pb_rc held_also(struct arb *a, const struct store_seat *seat,
/*				int *handled);
/*	char	*held_subject(const char *subject);
/* DESCRIPTION
/*	A valid move token is not enough: a mail is applied only when it
/*	comes from the seat's registered address or from a further address
/*	of the seat that confirmed itself (table seat_addrs,
/*	schema/013_tokens.sql).  The states of held command lines:
/*
/*	  (mail, valid token, other From) --held_hold()--> held
/*	  held --"confirm CODE" from the seat--> applied (apply_all())
/*	  held --hold_days pass, or the seat moves (replace)--> expired
/*
/*	held_sender_ok() sets *ok when From may play the seat: its
/*	registered address, or a confirmed further address of the seat at
/*	its current token epoch.
/*
/*	held_hold() records a mail from any other address as "held": its
/*	command lines are kept under a random code (table held) and the
/*	seat's registered address is told once, with the lines and the
/*	code (template held, each line cut to HELD_ECHO characters); at
/*	most one such mail per seat an hour (table notices): the lines of
/*	later ones are held too, and expire.
/*
/*	held_reply() reads a mail whose first line of text is a confirm
/*	word (confirm, conferma, confirmar, yes, sì, sí ...) with a code
/*	after it, or in the Subject after such a word (a reply to the mail
/*	that gave the code).  Held commands are applied as if the seat had
/*	sent them now (outcome "applied", one transaction, D1), when the
/*	confirmation comes from an address that may play the seat and the
/*	code has not expired; a code of a further address confirms that
/*	address, when the mail comes from it.  *handled is 0 when the code
/*	names nothing: the mail goes on as any other.
/*
/*	held_also() reads a mail of the seat's registered address whose
/*	first line of text is "also ADDRESS" (anche, también): ADDRESS is
/*	sent a code to confirm from itself (template alsocode), the seat's
/*	address is told (template also).
/*
/*	held_subject() returns the Subject cleaned for quoting in a
/*	warning: control characters out, at most HELD_SUBJECT characters;
/*	caller frees.
/* DIAGNOSTICS
/*	As arbiter(3): a store error is returned, everything else is an
/*	outcome recorded in the inbox row.
/* SEE ALSO
/*	arbiter(3), auth.c, schema/013_tokens.sql, pbemd(8) SECURITY
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/gamectl.h"
#include "arbiter/held.h"
#include "arbiter/notify.h"

#define HELD_DAY 86400

/* Confirm words (en, it, es), any case; "confirm CODE". */
static const char *const confirm_words[] = { "confirm", "confirmed", "yes", "ok", "conferma",
	"confermo", "sì", "si", "confirmar", "confirmo", "sí", NULL };

/* "also ADDRESS" (en, it, es), like njudge's I AM ALSO. */
static const char *const also_words[] = { "also", "anche", "también", "tambien", NULL };

/* held_word - line starts with one of words, a whole word: 1, *rest
 * (if not NULL) past it and the blanks and punctuation after it */

int
held_word(const char *const *words, const char *line, const char **rest)
{
	const char *p = line;
	size_t      i, n;

	while (*p == ' ' || *p == '\t')
		p++;
	for (i = 0; words[i] != NULL; i++) {
		n = strlen(words[i]);
		if (strncasecmp(p, words[i], n) != 0 || (p[n] != '\0' && !strchr(" \t:.!,", p[n])))
			continue;
		for (p += n; *p != '\0' && strchr(" \t:.!,", *p); p++)
			;
		if (rest != NULL)
			*rest = p;
		return (1);
	}
	return (0);
}

/* code_at - a code at p (HELD_CODELEN base32 characters, a whole word),
 * upper-cased into code */

static int
code_at(const char *p, char *code)
{
	size_t i;
	int    c;

	for (i = 0; i < HELD_CODELEN; i++) {
		c = toupper((unsigned char)p[i]);
		if (!((c >= 'A' && c <= 'Z') || (c >= '2' && c <= '7')))
			return (0);
		code[i] = (char)c;
	}
	code[i] = '\0';
	return (!isalnum((unsigned char)p[i]));
}

/* code_in - "WORD CODE" anywhere in text, WORD a confirm word */

static int
code_in(const char *text, char *code)
{
	const char *p, *rest;

	for (p = text; *p != '\0'; p++)
		if ((p == text || !isalnum((unsigned char)p[-1]))
		    && held_word(confirm_words, p, &rest) && code_at(rest, code))
			return (1);
	return (0);
}

/* new_code - a random code, caller frees */

static char *
new_code(void)
{
	static const char b32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
	unsigned char     raw[HELD_CODELEN];
	char             *code = pb_malloc(HELD_CODELEN + 1);
	size_t            i;

	randombytes_buf(raw, sizeof(raw));
	for (i = 0; i < HELD_CODELEN; i++)
		code[i] = b32[raw[i] & 31];
	code[i] = '\0';
	return (code);
}

/* first_text - the first line of new text, or NULL */

static const char *
first_text(const struct arb *a)
{
	size_t i;

	for (i = 0; a->sr != NULL && i < a->sr->n; i++)
		if (a->sr->lines[i].kind == STRIP_TEXT)
			return (a->sr->lines[i].text);
	return (NULL);
}

/* held_subject - the Subject cleaned and cut for a warning, caller frees */

char *
held_subject(const char *subject)
{
	struct pb_buf b;
	const char   *p;
	size_t        chars = 0;

	pb_buf_init(&b);
	for (p = subject ? subject : ""; *p != '\0'; p++) {
		if ((unsigned char)*p < 0x20 || *p == 0x7f) {
			if (b.len > 0 && b.s[b.len - 1] != ' ')
				pb_buf_putc(&b, ' ');
			continue;
		}
		/* A character starts at a byte that is not a UTF-8 continuation. */
		if (((unsigned char)*p & 0xc0) != 0x80 && ++chars > HELD_SUBJECT) {
			pb_buf_puts(&b, "...");
			break;
		}
		pb_buf_putc(&b, *p);
	}
	return (pb_buf_steal(&b));
}

/* held_sender_ok - may From play the seat: its address, or a further one */

enum pb_rc
held_sender_ok(struct arb *a, const struct store_seat *seat, int *ok)
{
	*ok = 0;
	if (a->m->from_addr == NULL)
		return (PB_OK);
	if (strcmp(a->m->from_addr, seat->address) == 0) {
		*ok = 1;
		return (PB_OK);
	}
	return (store_addr_ok(
	    a->p->st, seat->game_id, seat->seat, seat->token_epoch, a->m->from_addr, ok, a->err));
}

/* held_cut - the held lines for a mail, each cut to HELD_ECHO characters
 * (a stranger's 1 MB line is not echoed); a new reference */

static json_t *
held_cut(const char *text)
{
	json_t *lines = json_loads(text, 0, NULL), *out = json_array(), *v;
	size_t  i, n, chars;
	char   *cut;

	json_array_foreach(lines, i, v)
	{
		const char *l = json_string_value(v) ? json_string_value(v) : "";

		for (n = 0, chars = 0; l[n] != '\0'; n++)
			if (((unsigned char)l[n] & 0xc0) != 0x80 && ++chars > HELD_ECHO)
				break;
		if (l[n] == '\0')
			json_array_append_new(out, json_string(l));
		else {
			cut = pb_asprintf("%.*s...", (int)n, l);
			json_array_append_new(out, json_string(cut));
			free(cut);
		}
	}
	json_decref(lines);
	return (out);
}

/* held_mail - the seat's address hears of held lines (gone: expired) */

static enum pb_rc
held_mail(struct arb *a, const struct store_held *h, const struct store_seat *seat, int gone)
{
	json_t    *view, *lines;
	char      *key, *subject;
	enum pb_rc rc;

	lines = held_cut(h->lines);
	subject = held_subject(a->m->subject);
	view = json_pack("{s:I, s:i, s:s, s:s, s:s, s:o, s:i, s:s, s:b}", "game",
	    (json_int_t)h->game_id, "seat", h->seat, "from", h->from_addr, "subject", subject,
	    "code", h->code, "lines", lines, "days", a->p->cf->tokens_hold_days, "address",
	    a->p->cf->address, "gone", gone);
	key = pb_asprintf("held.%lld", (long long)a->in.id);
	rc = notify_address(a->p, h->game_id, h->seat, seat->address, seat->locale, "held", view,
	    gone ? a->m->message_id : NULL, key, a->err);
	free(key);
	free(subject);
	json_decref(view);
	return (rc);
}

/* held_lines - the command lines of the mail, as apply_all() reads them */

static json_t *
held_lines(const struct arb *a)
{
	json_t *lines = json_array();
	size_t  i;

	for (i = 0; i < a->sr->n && json_array_size(lines) < ARB_MAXCOMMANDS; i++)
		if (a->sr->lines[i].kind == STRIP_TEXT
		    && !token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			json_array_append_new(lines, json_string(a->sr->lines[i].text));
	return (lines);
}

/* held_hold - a valid token from an address that is not the seat's */

enum pb_rc
held_hold(struct arb *a, const struct store_seat *seat)
{
	struct store_held h = { 0 };
	json_t           *lines = held_lines(a);
	int64_t           now = pb_now(), sent = 0;
	enum pb_rc        rc;
	char             *note = NULL, *kind = NULL;

	a->in.game_id = a->tok.game;
	a->in.seat = a->tok.seat;
	if (a->m->from_addr == NULL) {
		rc = record(a, "ignored", "a valid token and no From address");
		goto out;
	}
	if (json_array_size(lines) == 0) {
		rc = record(a, "held", "not the seat's address, and no command line");
		goto out;
	}
	h.code = new_code();
	note = pb_asprintf("held %s: not the seat's address", h.code);
	if ((rc = record(a, "held", note)) != PB_OK)
		goto out;
	h.game_id = a->tok.game;
	h.seat = a->tok.seat;
	h.epoch = seat->token_epoch;
	h.from_addr = a->m->from_addr;
	h.inbox_id = a->in.id;
	h.lines = json_dumps(lines, JSON_COMPACT);
	h.created = now;
	h.expires = now + (int64_t)a->p->cf->tokens_hold_days * HELD_DAY;
	if ((rc = store_held_insert(a->p->st, &h, a->err)) != PB_OK)
		goto out;
	/* One mail of held lines per seat an hour (a stranger cannot flood it). */
	kind = pb_asprintf("held.%lld.%d", (long long)h.game_id, h.seat);
	rc = store_notice_get(a->p->st, seat->address, kind, &sent, a->err);
	if (rc == PB_OK && now - sent < ARB_WINDOW)
		goto out;
	if ((rc == PB_OK || rc == PB_ENOENT) && (rc = held_mail(a, &h, seat, 0)) == PB_OK)
		rc = store_notice_put(a->p->st, seat->address, kind, now, a->err);

out:
	free(kind);
	free(note);
	free(h.code);
	free(h.lines);
	json_decref(lines);
	return (rc);
}

/* apply_held - the held lines, as if the seat had sent them now */

static enum pb_rc
apply_held(struct arb *a, const struct store_held *h)
{
	struct strip_result *sr, *saved = a->sr;
	json_t              *lines, *v;
	enum pb_rc           rc;
	size_t               i;
	char                *note;

	if ((lines = json_loads(h->lines, 0, NULL)) == NULL)
		lines = json_array();
	sr = pb_calloc(1, sizeof(*sr));
	sr->lines = pb_calloc(json_array_size(lines) + 1, sizeof(*sr->lines));
	json_array_foreach(lines, i, v)
	{
		sr->lines[sr->n].text = pb_strdup(json_string_value(v) ? json_string_value(v) : "");
		sr->lines[sr->n].kind = STRIP_TEXT;
		sr->lines[sr->n].lineno = (int)i + 1;
		sr->n++;
	}
	a->tok = (struct token){ .game = h->game_id, .seat = h->seat, .seq = a->g->row->seq };
	note = pb_asprintf("held %s from %s, confirmed", h->code, h->from_addr);
	if ((rc = record(a, "applied", note)) == PB_OK
	    && (rc = store_held_set_state(a->p->st, h->id, "applied", a->err)) == PB_OK) {
		a->sr = sr;
		rc = apply_all(a);
		a->sr = saved;
	}
	free(note);
	strip_free(sr);
	json_decref(lines);
	return (rc);
}

/* confirm_held - "confirm CODE" of held lines */

static enum pb_rc
confirm_held(struct arb *a, const struct store_held *h)
{
	const struct store_seat *seat;
	enum pb_rc               rc;
	int                      ok = 0;

	if ((rc = gamectl_load(a->p, h->game_id, &a->g, a->err)) == PB_ENOENT)
		return (record(a, "ignored", "a confirmation for a game that is gone"));
	if (rc != PB_OK)
		return (rc);
	if (h->seat < 1 || (size_t)h->seat > a->g->nseats)
		return (record(a, "ignored", "a confirmation for a seat that is gone"));
	seat = a->g->seats[h->seat - 1];
	a->in.game_id = h->game_id;
	a->in.seat = h->seat;
	if ((rc = held_sender_ok(a, seat, &ok)) != PB_OK)
		return (rc);
	if (!ok)
		return (record(a, "ignored", "a confirmation from an address not the seat's"));
	if (strcmp(h->state, "held") == 0 && pb_now() < h->expires && h->epoch == seat->token_epoch)
		return (apply_held(a, h));
	/* Expired, moved, or done already: say so, apply nothing. */
	if (strcmp(h->state, "held") == 0
	    && (rc = store_held_set_state(a->p->st, h->id, "expired", a->err)) != PB_OK)
		return (rc);
	if ((rc = record(a, "held-expired", h->code)) != PB_OK)
		return (rc);
	return (held_mail(a, h, seat, 1));
}

/* also_mail - the seat's address hears of a further address */

static enum pb_rc
also_mail(struct arb *a, const struct store_seat *seat, const char *addr, const char *what)
{
	json_t    *view;
	char      *key;
	enum pb_rc rc;

	view = json_pack("{s:I, s:i, s:s, s:s, s:b, s:b, s:b}", "game", (json_int_t)seat->game_id,
	    "seat", seat->seat, "new", addr, "address", a->p->cf->address, "asked",
	    strcmp(what, "asked") == 0, "done", strcmp(what, "done") == 0, "refused",
	    strcmp(what, "refused") == 0);
	key = pb_asprintf("also.%lld", (long long)a->in.id);
	rc = notify_address(a->p, seat->game_id, seat->seat, seat->address, seat->locale, "also",
	    view, a->m->message_id, key, a->err);
	free(key);
	json_decref(view);
	return (rc);
}

/* confirm_addr - "confirm CODE" of a further address, from it */

static enum pb_rc
confirm_addr(struct arb *a, const struct store_addr *ad)
{
	struct store_seat *seat = NULL;
	enum pb_rc         rc;

	a->in.game_id = ad->game_id;
	a->in.seat = ad->seat;
	if (a->m->from_addr == NULL || strcmp(a->m->from_addr, ad->address) != 0)
		return (record(a, "ignored", "an address confirmed from another address"));
	if ((rc = store_seat_get(a->p->st, ad->game_id, ad->seat, &seat, a->err)) == PB_ENOENT)
		return (record(a, "ignored", "an address confirmed for a seat that is gone"));
	if (rc != PB_OK)
		return (rc);
	if (ad->epoch != seat->token_epoch
	    || pb_now() - ad->created >= (int64_t)a->p->cf->tokens_hold_days * HELD_DAY)
		rc = record(a, "also-expired", ad->address);
	else if (ad->confirmed)
		rc = record(a, "also-confirmed", "confirmed already");
	else if ((rc = store_addr_confirm(a->p->st, ad->code, a->err)) == PB_OK
	    && (rc = record(a, "also-confirmed", ad->address)) == PB_OK)
		rc = also_mail(a, seat, ad->address, "done");
	store_seat_free(seat);
	return (rc);
}

/* held_reply - a confirmation: of held lines, or of a further address */

enum pb_rc
held_reply(struct arb *a, int *handled)
{
	struct store_held *h = NULL;
	struct store_addr *ad = NULL;
	const char        *line = first_text(a), *rest = NULL;
	char               code[HELD_CODELEN + 1];
	enum pb_rc         rc;

	*handled = 0;
	if (line == NULL || !held_word(confirm_words, line, &rest))
		return (PB_OK);
	if (!code_at(rest, code) && !code_in(a->m->subject ? a->m->subject : "", code))
		return (PB_OK);
	if ((rc = store_held_get(a->p->st, code, &h, a->err)) == PB_OK) {
		*handled = 1;
		rc = confirm_held(a, h);
	} else if (rc == PB_ENOENT
	    && (rc = store_addr_get(a->p->st, code, &ad, a->err)) == PB_OK) {
		*handled = 1;
		rc = confirm_addr(a, ad);
	} else if (rc == PB_ENOENT)
		rc = PB_OK; /* names nothing: an ordinary mail */
	store_held_free(h);
	store_addr_free(ad);
	return (rc);
}

/* also_addr - the address of "also ADDRESS", lower case, or NULL */

static char *
also_addr(const char *rest)
{
	const char *p = rest, *at;
	size_t      n;
	char       *addr;

	if (*p == '<')
		p++;
	n = strcspn(p, " \t<>,;");
	if (n < 3 || n > 254 || (at = memchr(p, '@', n)) == NULL || at == p || at == p + n - 1
	    || memchr(at + 1, '@', (size_t)(p + n - at - 1)) != NULL)
		return (NULL);
	addr = pb_malloc(n + 1);
	memcpy(addr, p, n);
	addr[n] = '\0';
	for (n = 0; addr[n] != '\0'; n++)
		if ((unsigned char)addr[n] <= 0x20 || addr[n] == 0x7f || addr[n] == '"') {
			free(addr);
			return (NULL);
		}
	return (pb_strlower(addr));
}

/* held_also - "also ADDRESS" from the seat's registered address */

enum pb_rc
held_also(struct arb *a, const struct store_seat *seat, int *handled)
{
	struct store_addr ad = { 0 };
	const char       *line = first_text(a), *rest = NULL;
	json_t           *view = NULL;
	enum pb_rc        rc;
	char             *addr = NULL, *key = NULL;

	*handled = 0;
	if (line == NULL || !held_word(also_words, line, &rest))
		return (PB_OK);
	*handled = 1;
	a->in.game_id = seat->game_id;
	a->in.seat = seat->seat;
	if (strcmp(a->m->from_addr, seat->address) != 0) {
		rc = record(a, "ignored", "also: only from the seat's registered address");
		goto out;
	}
	if ((addr = also_addr(rest)) == NULL || strcmp(addr, seat->address) == 0) {
		if ((rc = record(a, "also-refused", "not another mail address")) == PB_OK)
			rc = also_mail(a, seat, addr ? addr : rest, "refused");
		goto out;
	}
	ad = (struct store_addr){ .game_id = seat->game_id, .seat = seat->seat, .address = addr,
		.code = new_code(), .epoch = seat->token_epoch, .created = pb_now() };
	if ((rc = store_addr_insert(a->p->st, &ad, a->err)) == PB_EDUP) {
		if ((rc = record(a, "also-refused", "an address of the seat already")) == PB_OK)
			rc = also_mail(a, seat, addr, "refused");
		goto out;
	}
	if (rc != PB_OK || (rc = record(a, "also", addr)) != PB_OK)
		goto out;
	/* The code goes to the new address only: it confirms itself. */
	view = json_pack("{s:I, s:i, s:s, s:s, s:s, s:i}", "game", (json_int_t)seat->game_id,
	    "seat", seat->seat, "new", addr, "code", ad.code, "address", a->p->cf->address, "days",
	    a->p->cf->tokens_hold_days);
	key = pb_asprintf("alsocode.%lld", (long long)a->in.id);
	if ((rc = notify_address(a->p, seat->game_id, seat->seat, addr, seat->locale, "alsocode",
	         view, NULL, key, a->err))
	    == PB_OK)
		rc = also_mail(a, seat, addr, "asked");

out:
	json_decref(view);
	free(key);
	free(ad.code);
	free(addr);
	return (rc);
}
