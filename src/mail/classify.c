/*++
/* NAME
/*	classify 3
/* SUMMARY
/*	bounces and auto-replies, told apart from a player's mail
/* SYNOPSIS
/*	#include "mail/classify.h"
/*
/*	void	classify_message(const struct mime_msg *m, const char *self,
/*				struct classify *out)
/*
/*	void	classify_clear(struct classify *c)
/* DESCRIPTION
/*	classify_message() fills *out (the caller's struct, cleared first)
/*	for the parsed message m; self is the arbiter's own address.  The
/*	first rule that matches decides, bounces first (a delivery report
/*	often also carries Auto-Submitted):
/*
/*	CLASSIFY_BOUNCE, a delivery failure report:
/* .IP 1.
/*	a multipart/report with report-type=delivery-status, or any
/*	message/delivery-status part (RFC 3464);
/* .IP 2.
/*	From whose local part is mailer-daemon, mail-daemon or
/*	postmaster;
/* .IP 3.
/*	a Subject that starts as the usual non-standard bounces do:
/*	"Undelivered Mail Returned to Sender" (Postfix), "Delivery Status
/*	Notification (Failure)" (Gmail), "Mail delivery failed" (Exim),
/*	"failure notice" (qmail), "Returned mail:" (sendmail),
/*	"Undeliverable:" (Exchange), and their Italian and Spanish forms
/*	(bounce_subjects[] below).
/* .PP
/*	CLASSIFY_AUTO, never a person's reply:
/* .IP 4.
/*	an X-Loop field that holds self (our own mail came back);
/* .IP 5.
/*	Auto-Submitted with any value but "no" (RFC 3834);
/* .IP 6.
/*	Precedence bulk, junk, list or auto_reply;
/* .IP 7.
/*	List-Id or List-Unsubscribe (mailing list traffic);
/* .IP 8.
/*	X-Autoreply or X-Autorespond (any value but "no"), or
/*	X-Auto-Response-Suppress (Exchange sets it on its automatic mail);
/* .IP 9.
/*	a Subject that starts as a vacation or out-of-office reply does, in
/*	English, Italian or Spanish (auto_subjects[] below);
/* .IP 10.
/*	no usable From address, or the null Return-Path <>.
/* .PP
/*	out->reason names the rule in one line ("Auto-Submitted:
/*	auto-replied").
/*
/*	For a bounce, out->rcpt lists at most CLASSIFY_MAX_RCPT failed
/*	recipients.  From a delivery-status part: each per-recipient group
/*	whose Action is "failed" (or, without Action, whose Status starts
/*	with 5), its Final-Recipient (else Original-Recipient), Status and
/*	Diagnostic-Code; these are marked reported.  Without one (rules 2
/*	and 3): every address in the text of the bounce and in the To and
/*	Cc fields of the returned message, except self, the bounce's own
/*	From and any mailer-daemon or postmaster, with the line it stands
/*	on (or the next one, when the line holds only the address) as the
/*	diagnostic and the first d.d.d code in it as status; these are
/*	guesses, which the caller matches against the addresses it knows.
/*	out->game is the game of the first pbemd Message-ID
/*	("<pbemd.G.") in the returned message, else in the text; out->tok
/*	is the first move token there (not verified).
/*
/*	classify_clear() frees what *c holds and clears it; the struct is
/*	the caller's.
/* DIAGNOSTICS
/*	None: any input gives a result.
/* SEE ALSO
/*	RFC 3464 (delivery status notifications), RFC 3463 (status codes),
/*	RFC 3834 (automatic responses), mime(3), arbiter(3)
/*--*/

/* System. */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/token.h"

/* Local. */
#include "mail/classify.h"
#include "mail/mime.h"

#define CLASSIFY_DIAG_MAX 200 /* bytes of a diagnostic kept */
#define CLASSIFY_ADDR_MAX 254

/*
  * How non-standard bounces begin their Subject (case-insensitive).
  */
static const char *const bounce_subjects[] = {
	"undelivered mail returned to sender",
	"delivery status notification (failure)",
	"delivery status notification (delay)",
	"undeliverable:",
	"undeliverable mail",
	"undelivered mail",
	"mail delivery failed",
	"mail delivery failure",
	"delivery failure",
	"delivery failed",
	"failure notice",
	"returned mail:",
	"mail system error - returned mail",
	"non recapitabile:",
	"messaggio non recapitato",
	"impossibile recapitare",
	"mancato recapito",
	"no se puede entregar",
	"mensaje no entregado",
	"no se ha podido entregar",
	"error en la entrega",
};

/*
  * How vacation and out-of-office replies begin their Subject.
  */
static const char *const auto_subjects[] = {
	"out of office",
	"out of the office",
	"automatic reply",
	"auto reply",
	"auto-reply",
	"autoreply",
	"auto response",
	"auto-response",
	"autoresponse",
	"away from my mail",
	"away from the office",
	"on vacation",
	"vacation reply",
	"vacation:",
	"i am away",
	"i'm away",
	"risposta automatica",
	"risposta automatica:",
	"fuori ufficio",
	"fuori sede",
	"assente dall'ufficio",
	"sono in ferie",
	"in ferie",
	"respuesta autom\xc3\xa1tica",
	"respuesta automatica",
	"fuera de la oficina",
	"fuera de oficina",
	"ausente de la oficina",
	"estoy de vacaciones",
	"de vacaciones",
};

static const char *const daemon_locals[] = { "mailer-daemon", "mail-daemon", "mailerdaemon",
	"postmaster" };

/* starts_with_any - does s start with one of the phrases (any case)? */

static const char *
starts_with_any(const char *s, const char *const *list, size_t n)
{
	size_t i;

	if (s == NULL)
		return (NULL);
	s += strspn(s, " \t");
	for (i = 0; i < n; i++)
		if (strncasecmp(s, list[i], strlen(list[i])) == 0)
			return (list[i]);
	return (NULL);
}

/* is_daemon - a mailer-daemon or postmaster address? */

static int
is_daemon(const char *addr)
{
	size_t i, n;

	if (addr == NULL)
		return (0);
	for (i = 0; i < PB_NELEM(daemon_locals); i++) {
		n = strlen(daemon_locals[i]);
		if (strncasecmp(addr, daemon_locals[i], n) == 0 && addr[n] == '@')
			return (1);
	}
	return (0);
}

/* value_is - a header value, up to ';' or white space, equals word */

static int
value_is(const char *v, const char *word)
{
	size_t n = strlen(word);

	v += strspn(v, " \t");
	return (strncasecmp(v, word, n) == 0 && (v[n] == '\0' || strchr("; \t", v[n]) != NULL));
}

/* ---- addresses --------------------------------------------------------- */

/* addr_char - may c stand in an address as pbemd reads one? */

static int
addr_char(int c, int domain)
{
	if (isalnum(c) || c == '.' || c == '-')
		return (1);
	return (!domain && c != 0 && strchr("!#$%&'*+/=?^_`{|}~", c) != NULL);
}

/* addr_at - the address around the '@' at s[at], lower case, or NULL */

static char *
addr_at(const char *s, size_t at, size_t len)
{
	size_t b = at, e = at + 1;
	char  *a;

	while (b > 0 && addr_char((unsigned char)s[b - 1], 0))
		b--;
	while (e < len && addr_char((unsigned char)s[e], 1))
		e++;
	while (e > at + 1 && s[e - 1] == '.') /* "mail to bob@x.org." */
		e--;
	while (b < at && s[b] == '.')
		b++;
	if (b == at || e == at + 1 || e - b > CLASSIFY_ADDR_MAX
	    || memchr(s + at + 1, '.', e - at - 1) == NULL)
		return (NULL);
	a = pb_strndup(s + b, e - b);
	return (pb_strlower(a));
}

/* addr_of - the address in a DSN recipient field "rfc822; <a@b>" */

static char *
addr_of(const char *v)
{
	const char *p = strchr(v, ';'), *at;

	p = p ? p + 1 : v;
	if ((at = strchr(p, '@')) == NULL)
		return (NULL);
	return (addr_at(p, (size_t)(at - p), strlen(p)));
}

/* ---- results ------------------------------------------------------------ */

/* one_line - s made one trimmed line of at most CLASSIFY_DIAG_MAX bytes */

static char *
one_line(const char *s, size_t len)
{
	char *t, *p, *res;

	/* Cut, but not inside a UTF-8 sequence. */
	if (len > CLASSIFY_DIAG_MAX) {
		len = CLASSIFY_DIAG_MAX;
		while (len > 0 && ((unsigned char)s[len] & 0xc0) == 0x80)
			len--;
	}
	t = pb_strndup(s, len);
	for (p = t; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = ' ';
	res = pb_strdup(pb_trim(t));
	free(t);
	return (res);
}

/* status_in - the first RFC 3463 code d.d.d in s, or NULL */

static char *
status_in(const char *s)
{
	const char *p;
	size_t      n1, n2;

	for (p = s; p != NULL && *p; p++) {
		if ((*p != '2' && *p != '4' && *p != '5')
		    || (p > s && isalnum((unsigned char)p[-1])) || p[1] != '.')
			continue;
		n1 = strspn(p + 2, "0123456789");
		if (n1 == 0 || n1 > 3 || p[2 + n1] != '.')
			continue;
		n2 = strspn(p + 3 + n1, "0123456789");
		if (n2 == 0 || n2 > 3 || isalnum((unsigned char)p[3 + n1 + n2]))
			continue;
		return (pb_strndup(p, 3 + n1 + n2));
	}
	return (NULL);
}

/* rcpt_add - one failed recipient, unless known or too many; takes
 * ownership of addr, status and diag */

static void
rcpt_add(struct classify *c, char *addr, char *status, char *diag, int reported)
{
	struct classify_rcpt *r;
	size_t                i;

	for (i = 0; i < c->nrcpt; i++)
		if (strcmp(c->rcpt[i].address, addr) == 0)
			break;
	if (i < c->nrcpt || c->nrcpt >= CLASSIFY_MAX_RCPT) {
		free(addr);
		free(status);
		free(diag);
		return;
	}
	c->rcpt = pb_realloc(c->rcpt, (c->nrcpt + 1) * sizeof(*c->rcpt));
	r = &c->rcpt[c->nrcpt++];
	r->address = addr;
	r->status = status;
	r->diagnostic = diag;
	r->reported = reported;
}

/* ---- RFC 3464 ----------------------------------------------------------- */

/*
  * One per-recipient group of a delivery-status part, being read.
  */
struct dsn_group {
	struct pb_buf  final, original, action, status, diag;
	struct pb_buf *last; /* the field a continuation line extends */
};

/* dsn_reset - an empty group */

static void
dsn_reset(struct dsn_group *g)
{
	pb_buf_free(&g->final);
	pb_buf_free(&g->original);
	pb_buf_free(&g->action);
	pb_buf_free(&g->status);
	pb_buf_free(&g->diag);
	pb_buf_init(&g->final);
	pb_buf_init(&g->original);
	pb_buf_init(&g->action);
	pb_buf_init(&g->status);
	pb_buf_init(&g->diag);
	g->last = NULL;
}

/* dsn_str - a field's text, "" if absent */

static const char *
dsn_str(const struct pb_buf *b)
{
	return (b->len ? b->s : "");
}

/* dsn_end - a group is complete: keep it if it reports a failure */

static void
dsn_end(struct classify *c, struct dsn_group *g)
{
	const char *rc = g->final.len ? dsn_str(&g->final) : dsn_str(&g->original);
	const char *action = dsn_str(&g->action), *status = dsn_str(&g->status);
	char       *addr, *st;
	int         failed;

	status += strspn(status, " \t");
	failed = g->action.len ? value_is(action, "failed") : *status == '5';
	if (*rc != '\0' && failed && (addr = addr_of(rc)) != NULL) {
		st = status_in(status);
		rcpt_add(c, addr, st, g->diag.len ? one_line(g->diag.s, g->diag.len) : NULL, 1);
	}
	dsn_reset(g);
}

/* dsn_field - one "Name: value" line of a group */

static void
dsn_field(struct dsn_group *g, const char *line, size_t len)
{
	static const struct {
		const char *name;
		size_t      off;
	} fields[] = {
		{ "final-recipient:", offsetof(struct dsn_group, final) },
		{ "original-recipient:", offsetof(struct dsn_group, original) },
		{ "action:", offsetof(struct dsn_group, action) },
		{ "status:", offsetof(struct dsn_group, status) },
		{ "diagnostic-code:", offsetof(struct dsn_group, diag) },
	};
	size_t i, n;

	/* A folded line continues the last field. */
	if (line[0] == ' ' || line[0] == '\t') {
		if (g->last != NULL) {
			pb_buf_putc(g->last, ' ');
			pb_buf_add(g->last, line, len);
		}
		return;
	}
	g->last = NULL;
	for (i = 0; i < PB_NELEM(fields); i++) {
		n = strlen(fields[i].name);
		if (len >= n && strncasecmp(line, fields[i].name, n) == 0) {
			g->last = (struct pb_buf *)((char *)g + fields[i].off);
			if (g->last->len == 0)
				pb_buf_add(g->last, line + n, len - n);
			else
				g->last = NULL; /* the first instance wins */
			return;
		}
	}
}

/* classify_dsn - the failed recipients of a delivery-status part */

static void
classify_dsn(struct classify *c, const char *dsn)
{
	struct dsn_group g;
	const char      *p, *nl;
	size_t           len;

	memset(&g, 0, sizeof(g));
	dsn_reset(&g);
	for (p = dsn; *p; p = nl ? nl + 1 : p + len) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		if (len > 0 && p[len - 1] == '\r')
			len--;
		if (len == 0 || p[strspn(p, " \t")] == '\n' || p[strspn(p, " \t")] == '\r')
			dsn_end(c, &g);
		else
			dsn_field(&g, p, len);
	}
	dsn_end(c, &g);
	dsn_reset(&g);
	pb_buf_free(&g.final);
	pb_buf_free(&g.original);
	pb_buf_free(&g.action);
	pb_buf_free(&g.status);
	pb_buf_free(&g.diag);
}

/* ---- non-standard bounces ---------------------------------------------- */

/* guess_ok - may a guessed address be a failed recipient? */

static int
guess_ok(const char *addr, const struct mime_msg *m, const char *self)
{
	return (strcasecmp(addr, self) != 0
	    && (m->from_addr == NULL || strcmp(addr, m->from_addr) != 0) && !is_daemon(addr));
}

/* guess_skip - a header line of a returned mail whose addresses are
 * not recipients (ids, the sender) */

static int
guess_skip(const char *line)
{
	static const char *const names[] = { "message-id:", "references:", "in-reply-to:",
		"return-path:", "from:", "sender:", "reply-to:", "x-loop:" };
	size_t                   i;

	for (i = 0; i < PB_NELEM(names); i++)
		if (strncasecmp(line, names[i], strlen(names[i])) == 0)
			return (1);
	return (0);
}

/* guess_block - the line and the next GUESS_LINES non-blank ones, as
 * one diagnostic line; without the first when it holds only the
 * address (Exim, qmail); caller frees */

#define GUESS_LINES 3

static char *
guess_block(const char *line, size_t len, const char *addr)
{
	struct pb_buf b;
	const char   *p = line + len, *nl;
	size_t        n, k, rest;
	char         *d;

	pb_buf_init(&b);
	rest = len - strspn(line, " \t<") - strlen(addr);
	if (rest > 3)
		pb_buf_add(&b, line, len);
	for (k = 0; k < GUESS_LINES && *p == '\n' && p[1] != '\0'; k++, p = nl) {
		p++;
		nl = strchr(p, '\n');
		n = nl ? (size_t)(nl - p) : strlen(p);
		if (n == 0 || p[strspn(p, " \t\r")] == '\n' || p[strspn(p, " \t\r")] == '\0')
			break;
		pb_buf_putc(&b, ' ');
		pb_buf_add(&b, p, n);
		if (nl == NULL)
			break;
	}
	d = one_line(b.len ? b.s : "", b.len);
	pb_buf_free(&b);
	return (d);
}

/* guess_line - the addresses of one text line, with their diagnostic */

static void
guess_line(struct classify *c, const struct mime_msg *m, const char *self, const char *line,
    size_t len, int block)
{
	const char *at;
	char       *addr, *diag;
	size_t      i;

	if (guess_skip(line))
		return;
	for (i = 0; i < len && (at = memchr(line + i, '@', len - i)) != NULL;
	     i = (size_t)(at - line) + 1) {
		if ((addr = addr_at(line, (size_t)(at - line), len)) == NULL)
			continue;
		if (!guess_ok(addr, m, self) || strncmp(addr, "pbemd.", 6) == 0) {
			free(addr);
			continue;
		}
		diag = block ? guess_block(line, len, addr) : NULL;
		if (diag != NULL && *diag == '\0') {
			free(diag);
			diag = NULL;
		}
		rcpt_add(c, addr, diag ? status_in(diag) : NULL, diag, 0);
	}
}

/* classify_guess - failed recipients of a bounce without DSN */

static void
classify_guess(struct classify *c, const struct mime_msg *m, const char *self)
{
	const char *p, *nl;
	size_t      len;

	/* The text: every address, with its lines. */
	for (p = m->text; *p; p = nl ? nl + 1 : p + len) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		guess_line(c, m, self, p, len, 1);
	}

	/* The To and Cc fields of the returned message. */
	for (p = m->returned; p != NULL && *p; p = nl ? nl + 1 : p + len) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		if (len == 0 || (len == 1 && *p == '\r'))
			break; /* the end of the header section */
		if (strncasecmp(p, "To:", 3) == 0 || strncasecmp(p, "Cc:", 3) == 0)
			guess_line(c, m, self, p + 3, len - 3, 0);
	}
}

/* ---- what it is --------------------------------------------------------- */

/* game_in - the game of the first "<pbemd.G." in text, or 0 */

static int64_t
game_in(const char *text)
{
	const char *p;
	char       *end;
	long long   g;

	for (p = text; p != NULL && (p = strstr(p, "<pbemd.")) != NULL; p++) {
		if (!isdigit((unsigned char)p[7]))
			continue;
		g = strtoll(p + 7, &end, 10);
		if (*end == '.' && g > 0)
			return ((int64_t)g);
	}
	return (0);
}

/* bounce_why - is m a bounce? the reason, caller frees, or NULL */

static char *
bounce_why(const struct mime_msg *m)
{
	const char *s;

	if (m->report_type && strcmp(m->report_type, "delivery-status") == 0)
		return (pb_strdup("RFC 3464 delivery status report"));
	if (m->dsn != NULL)
		return (pb_strdup("message/delivery-status part"));
	if (is_daemon(m->from_addr))
		return (pb_asprintf("From: %s", m->from_addr));
	if ((s = starts_with_any(m->subject, bounce_subjects, PB_NELEM(bounce_subjects))) != NULL)
		return (pb_asprintf("Subject: %s", s));
	return (NULL);
}

/* auto_why - is m automatic? the reason, caller frees, or NULL */

static char *
auto_why(const struct mime_msg *m, const char *self)
{
	static const char *const precedences[] = { "bulk", "junk", "list", "auto_reply" };
	const char              *s;
	size_t                   i;

	if (m->x_loop && self && *self && strcasestr(m->x_loop, self) != NULL)
		return (pb_asprintf("X-Loop: %s", self));
	if (m->auto_submitted && !value_is(m->auto_submitted, "no"))
		return (pb_asprintf("Auto-Submitted: %s", m->auto_submitted));
	for (i = 0; m->precedence && i < PB_NELEM(precedences); i++)
		if (value_is(m->precedence, precedences[i]))
			return (pb_asprintf("Precedence: %s", precedences[i]));
	if (m->list_id)
		return (pb_asprintf("List-Id: %s", m->list_id));
	if (m->list_unsubscribe)
		return (pb_strdup("List-Unsubscribe"));
	if (m->x_autoreply && !value_is(m->x_autoreply, "no"))
		return (pb_strdup("X-Autoreply"));
	if (m->x_auto_suppress)
		return (pb_asprintf("X-Auto-Response-Suppress: %s", m->x_auto_suppress));
	if ((s = starts_with_any(m->subject, auto_subjects, PB_NELEM(auto_subjects))) != NULL)
		return (pb_asprintf("Subject: %s", s));
	if (m->from_addr == NULL)
		return (pb_strdup("no From address"));
	if (m->return_path && *m->return_path == '\0')
		return (pb_strdup("Return-Path: <>"));
	return (NULL);
}

/* classify_message - bounce, automatic, or a person's mail */

void
classify_message(const struct mime_msg *m, const char *self, struct classify *out)
{
	/* Sanity checks. */
	if (m == NULL || out == NULL)
		pb_panic("classify_message: NULL argument");
	memset(out, 0, sizeof(*out));

	/* A bounce: who failed, and in which game. */
	if ((out->reason = bounce_why(m)) != NULL) {
		out->kind = CLASSIFY_BOUNCE;
		if (m->dsn != NULL)
			classify_dsn(out, m->dsn);
		if (out->nrcpt == 0 && m->dsn == NULL)
			classify_guess(out, m, self ? self : "");
		if ((out->game = game_in(m->returned)) == 0)
			out->game = game_in(m->text);
		out->has_token = (m->returned != NULL && token_find(m->returned, &out->tok))
		    || token_find(m->text, &out->tok);
		return;
	}

	/* Automatic. */
	if ((out->reason = auto_why(m, self)) != NULL)
		out->kind = CLASSIFY_AUTO;
}

/* classify_clear - release a result */

void
classify_clear(struct classify *c)
{
	size_t i;

	if (c == NULL)
		return;
	for (i = 0; i < c->nrcpt; i++) {
		free(c->rcpt[i].address);
		free(c->rcpt[i].status);
		free(c->rcpt[i].diagnostic);
	}
	free(c->rcpt);
	free(c->reason);
	memset(c, 0, sizeof(*c));
}
