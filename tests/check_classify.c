/*++
/* NAME
/*	check_classify 1
/* SUMMARY
/*	unit tests for bounce and auto-reply classification
/* SYNOPSIS
/*	Suite	*classify_suite(void)
/* DESCRIPTION
/*	Table-driven; every case names its id and label on failure.
/*	Test ids:
/*
/*	classify-1.1 .. 1.14	the files of tests/data/mime: kind, reason,
/*				failed recipients (address, status,
/*				reported or guessed), game and token of the
/*				returned mail.
/*	classify-2.1 .. 2.31	one header or subject added to a plain reply:
/*				each rule of classify(3) alone, in English,
/*				Italian and Spanish, and the look-alikes that
/*				must stay a person's mail.
/*	classify-3.1		classify_clear() twice, and on a zeroed result.
/* SEE ALSO
/*	src/mail/classify.c
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/classify.h"
#include "mail/mime.h"

/* Local. */
#include "suites.h"

#define SELF "arbiter@test.example"
#define DATA PB_SRCDIR "/tests/data/mime"

/* ---- classify-1: real bounces and auto-replies --------------------------- */

struct file_case {
	const char        *id;
	const char        *label;
	const char        *name;
	enum classify_kind kind;
	const char        *reason; /* a substring of it, or NULL */
	const char        *rcpts;  /* "addr status R|G;..." or "" */
	int64_t            game;
	int                token_game; /* game of the returned token, 0 if none */
};

static const struct file_case file_cases[] = {
	{ "classify-1.1", "Postfix DSN", "dsn-postfix", CLASSIFY_BOUNCE, "RFC 3464",
	    "bob@players.example 5.1.1 R;", 3, 3 },
	{ "classify-1.2", "Gmail DSN, one failed, one delivered", "dsn-gmail", CLASSIFY_BOUNCE,
	    "RFC 3464", "cid.nowhere@gmail.com 5.1.1 R;", 1, 1 },
	{ "classify-1.3", "qmail failure notice", "bounce-qmail", CLASSIFY_BOUNCE, "mailer-daemon",
	    "dee@players.example 5.1.1 G;", 2, 0 },
	{ "classify-1.4", "Exim failure", "bounce-exim", CLASSIFY_BOUNCE, "mailer-daemon",
	    "eve@players.example 5.2.2 G;", 5, 0 },
	{ "classify-1.5", "DSN of a delay: no failure", "dsn-delayed", CLASSIFY_BOUNCE, "RFC 3464",
	    "", 0, 0 },
	{ "classify-1.6", "Italian vacation", "auto-vacation-it", CLASSIFY_AUTO, "X-Autoreply", "",
	    0, 0 },
	{ "classify-1.7", "Outlook automatic reply", "auto-outlook", CLASSIFY_AUTO,
	    "X-Auto-Response-Suppress", "", 0, 0 },
	{ "classify-1.8", "list mail", "auto-list", CLASSIFY_AUTO, "List-Id", "", 0, 0 },
	{ "classify-1.9", "null Return-Path", "null-return-path", CLASSIFY_AUTO, "Return-Path", "",
	    0, 0 },
	{ "classify-1.10", "RFC 3834 auto-submitted bounce look-alike", "auto-submitted",
	    CLASSIFY_BOUNCE, "mailer-daemon", NULL, 0, 0 },
	{ "classify-1.11", "a player's plain reply", "plain-utf8", CLASSIFY_MAIL, NULL, "", 0, 0 },
	{ "classify-1.12", "a player's HTML reply", "html-gmail", CLASSIFY_MAIL, NULL, "", 0, 0 },
	{ "classify-1.13", "no From", "no-message-id", CLASSIFY_MAIL, NULL, "", 0, 0 },
	{ "classify-1.14", "NUL bytes", "nul-bytes", CLASSIFY_MAIL, NULL, "", 0, 0 },
};

/* rcpts_str - the recipients as "addr status R|G;...", caller frees */

static char *
rcpts_str(const struct classify *c)
{
	struct pb_buf b;
	size_t        i;

	pb_buf_init(&b);
	pb_buf_puts(&b, "");
	for (i = 0; i < c->nrcpt; i++)
		pb_buf_printf(&b, "%s %s %s;", c->rcpt[i].address,
		    c->rcpt[i].status ? c->rcpt[i].status : "-", c->rcpt[i].reported ? "R" : "G");
	return (pb_buf_steal(&b));
}

/* parse_file - tests/data/mime/NAME.eml parsed */

static struct mime_msg *
parse_file(const char *name)
{
	struct mime_msg *m;
	struct pb_err    err;
	char            *path, *raw;
	size_t           len;

	path = pb_asprintf("%s/%s.eml", DATA, name);
	raw = pb_file_read(path, &len, &err);
	ck_assert_msg(raw != NULL, "%s", err.msg);
	ck_assert_msg(mime_parse(raw, len, &m, &err) == PB_OK, "%s: %s", path, err.msg);
	free(raw);
	free(path);
	return (m);
}

START_TEST(test_files)
{
	const struct file_case *tc = file_cases + _i;
	struct mime_msg        *m = parse_file(tc->name);
	struct classify         c;
	char                   *got;

	classify_message(m, SELF, &c);
	ck_assert_msg(c.kind == tc->kind, "%s (%s): kind %d, want %d (%s)", tc->id, tc->label,
	    c.kind, tc->kind, c.reason ? c.reason : "");
	if (tc->reason)
		ck_assert_msg(c.reason && strcasestr(c.reason, tc->reason),
		    "%s (%s): reason \"%s\"", tc->id, tc->label, c.reason ? c.reason : "(null)");
	else
		ck_assert_msg(
		    c.reason == NULL, "%s (%s): reason \"%s\"", tc->id, tc->label, c.reason);
	got = rcpts_str(&c);
	if (tc->rcpts)
		ck_assert_msg(strcmp(got, tc->rcpts) == 0,
		    "%s (%s): recipients \"%s\", want \"%s\"", tc->id, tc->label, got, tc->rcpts);
	ck_assert_msg(c.game == tc->game, "%s (%s): game %lld, want %lld", tc->id, tc->label,
	    (long long)c.game, (long long)tc->game);
	ck_assert_msg(
	    c.has_token == (tc->token_game != 0) && (!c.has_token || c.tok.game == tc->token_game),
	    "%s (%s): token %d of game %lld", tc->id, tc->label, c.has_token,
	    (long long)c.tok.game);
	free(got);
	classify_clear(&c);
	mime_msg_free(m);
}
END_TEST

/* ---- classify-2: one header at a time ------------------------------------ */

struct header_case {
	const char        *id;
	const char        *label;
	const char        *from;    /* From: value */
	const char        *subject; /* Subject: value */
	const char        *headers; /* more header lines, each ending "\n" */
	enum classify_kind kind;
};

static const struct header_case header_cases[] = {
	{ "classify-2.1", "plain reply", "Ann <ann@players.example>", "Re: your turn", "",
	    CLASSIFY_MAIL },
	{ "classify-2.2", "X-Loop with our address", "ann@players.example", "Re: x",
	    "X-Loop: other@x.example\nX-Loop: Arbiter@Test.Example\n", CLASSIFY_AUTO },
	{ "classify-2.3", "X-Loop of someone else", "ann@players.example", "Re: x",
	    "X-Loop: other@x.example\n", CLASSIFY_MAIL },
	{ "classify-2.4", "Auto-Submitted: auto-generated", "ann@players.example", "Re: x",
	    "Auto-Submitted: auto-generated\n", CLASSIFY_AUTO },
	{ "classify-2.5", "Auto-Submitted: no", "ann@players.example", "Re: x",
	    "Auto-Submitted: no\n", CLASSIFY_MAIL },
	{ "classify-2.6", "Auto-Submitted: No (comment)", "ann@players.example", "Re: x",
	    "Auto-Submitted: No (sent by a person)\n", CLASSIFY_MAIL },
	{ "classify-2.7", "Precedence: bulk", "ann@players.example", "Re: x", "Precedence: bulk\n",
	    CLASSIFY_AUTO },
	{ "classify-2.8", "Precedence: junk", "ann@players.example", "Re: x", "Precedence: JUNK\n",
	    CLASSIFY_AUTO },
	{ "classify-2.9", "Precedence: list", "ann@players.example", "Re: x", "Precedence: list\n",
	    CLASSIFY_AUTO },
	{ "classify-2.10", "Precedence: first-class", "ann@players.example", "Re: x",
	    "Precedence: first-class\n", CLASSIFY_MAIL },
	{ "classify-2.11", "List-Unsubscribe alone", "ann@players.example", "Re: x",
	    "List-Unsubscribe: <mailto:leave@l.example>\n", CLASSIFY_AUTO },
	{ "classify-2.12", "X-Autorespond", "ann@players.example", "Re: x", "X-Autorespond: yes\n",
	    CLASSIFY_AUTO },
	{ "classify-2.13", "X-Auto-Response-Suppress: OOF", "ann@players.example", "Re: x",
	    "X-Auto-Response-Suppress: DR, RN, NRN, OOF, AutoReply\n", CLASSIFY_AUTO },
	{ "classify-2.14", "EN Out of Office", "ann@players.example", "Out of Office: Re: x", "",
	    CLASSIFY_AUTO },
	{ "classify-2.15", "EN Automatic reply", "ann@players.example", "Automatic reply: x", "",
	    CLASSIFY_AUTO },
	{ "classify-2.16", "EN Auto-Reply", "ann@players.example", "AUTO-REPLY: x", "",
	    CLASSIFY_AUTO },
	{ "classify-2.17", "IT Risposta automatica", "ann@players.example",
	    "Risposta automatica: Re: x", "", CLASSIFY_AUTO },
	{ "classify-2.18", "IT Fuori ufficio", "ann@players.example", "Fuori ufficio fino al 3", "",
	    CLASSIFY_AUTO },
	{ "classify-2.19", "ES Respuesta automática (RFC 2047)", "ann@players.example",
	    "=?UTF-8?Q?Respuesta_autom=C3=A1tica:_Re:_x?=", "", CLASSIFY_AUTO },
	{ "classify-2.20", "ES Fuera de la oficina", "ann@players.example",
	    "Fuera de la oficina: Re: x", "", CLASSIFY_AUTO },
	{ "classify-2.21", "a player who mentions an office", "ann@players.example",
	    "Re: x (out of office tomorrow)", "", CLASSIFY_MAIL },
	{ "classify-2.22", "From MAILER-DAEMON", "MAILER-DAEMON@mx.example", "hello", "",
	    CLASSIFY_BOUNCE },
	{ "classify-2.23", "From postmaster", "Postmaster <postmaster@mx.example>", "hello", "",
	    CLASSIFY_BOUNCE },
	{ "classify-2.24", "From mailer-daemon-ish local part", "mailer-daemons-fan@x.example",
	    "Re: x", "", CLASSIFY_MAIL },
	{ "classify-2.25", "Undelivered Mail Returned to Sender", "someone@mx.example",
	    "Undelivered Mail Returned to Sender", "", CLASSIFY_BOUNCE },
	{ "classify-2.26", "Delivery Status Notification (Failure)", "someone@mx.example",
	    "Delivery Status Notification (Failure)", "", CLASSIFY_BOUNCE },
	{ "classify-2.27", "Undeliverable: (Exchange)", "someone@mx.example",
	    "Undeliverable: Re: x", "", CLASSIFY_BOUNCE },
	{ "classify-2.28", "IT Messaggio non recapitato", "someone@mx.example",
	    "Messaggio non recapitato: x", "", CLASSIFY_BOUNCE },
	{ "classify-2.29", "ES No se puede entregar", "someone@mx.example",
	    "No se puede entregar: x", "", CLASSIFY_BOUNCE },
	{ "classify-2.30", "a reply to a bounce is a person's", "ann@players.example",
	    "Re: Undelivered Mail Returned to Sender", "", CLASSIFY_MAIL },
	{ "classify-2.31", "Return-Path of a person", "ann@players.example", "Re: x",
	    "Return-Path: <ann@players.example>\n", CLASSIFY_MAIL },
};

START_TEST(test_headers)
{
	const struct header_case *tc = header_cases + _i;
	struct mime_msg          *m;
	struct classify           c;
	struct pb_err             err;
	char                     *raw;

	raw = pb_asprintf("From: %s\nTo: " SELF "\nSubject: %s\nMessage-ID: <h@x>\n%s\nend\n",
	    tc->from, tc->subject, tc->headers);
	ck_assert_msg(mime_parse(raw, strlen(raw), &m, &err) == PB_OK, "%s", err.msg);
	classify_message(m, SELF, &c);
	ck_assert_msg(c.kind == tc->kind, "%s (%s): kind %d, want %d (%s)", tc->id, tc->label,
	    c.kind, tc->kind, c.reason ? c.reason : "");
	ck_assert_msg((c.kind == CLASSIFY_MAIL) == (c.reason == NULL), "%s (%s): reason %s", tc->id,
	    tc->label, c.reason ? c.reason : "(null)");
	classify_clear(&c);
	mime_msg_free(m);
	free(raw);
}
END_TEST

/* ---- classify-3: conventions ----------------------------------------------- */

START_TEST(test_clear)
{
	struct classify  c;
	struct mime_msg *m = parse_file("dsn-postfix");

	memset(&c, 0, sizeof(c));
	classify_clear(&c);
	classify_clear(NULL);
	classify_message(m, SELF, &c);
	ck_assert_int_eq((int)c.nrcpt, 1);
	classify_clear(&c);
	ck_assert_ptr_null(c.rcpt);
	classify_clear(&c);
	mime_msg_free(m);
}
END_TEST

/* classify_suite - every case */

Suite *
classify_suite(void)
{
	Suite *s = suite_create("classify");
	TCase *tc = tcase_create("classify");

	tcase_add_loop_test(tc, test_files, 0, PB_NELEM(file_cases));
	tcase_add_loop_test(tc, test_headers, 0, PB_NELEM(header_cases));
	tcase_add_test(tc, test_clear);
	suite_add_tcase(s, tc);
	return (s);
}
