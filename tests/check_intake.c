/*++
/* NAME
/*	check_intake 1
/* SUMMARY
/*	robust intake through the whole pipeline: bounces, auto-replies,
/*	limits, malformed MIME, header injection
/* SYNOPSIS
/*	tests/check_intake
/* DESCRIPTION
/*	Every case runs a real installation in a temporary directory
/*	(testmail.h): the mail is dropped into the inbox Maildir and
/*	processed by the daemon's pass.  Every mail queued in any case is
/*	checked for header injection: its header section holds only the
/*	fields compose(3) writes.  Test ids:
/*
/*	intake-1.*	bounces: an RFC 3464 report of a mail to a seat is
/*			recorded against that seat, the moderator told once an
/*			hour per address, nobody else answered, nothing
/*			applied (1.1); without a moderator, recorded and
/*			logged only (1.2); a qmail bounce without DSN names the
/*			seat by its address (1.3); a DSN for a forwarding
/*			address names the seat by the returned token (1.4); a
/*			bounce for an unknown address is recorded without a
/*			seat (1.5)
/*	intake-2.*	auto-replies with a valid token and a valid command:
/*			Precedence, List-Id, X-Autoreply,
/*			X-Auto-Response-Suppress, vacation subjects EN/IT/ES,
/*			Return-Path <>, never answered nor applied
/*	intake-3.*	limits: size (3.1), lines (3.2), mails per hour (3.3):
/*			one answer per window to the registered address,
/*			nothing applied, a stranger never answered (3.4)
/*	intake-4.*	malformed MIME in a real reply: the commands that can
/*			be read are applied and the reply names what could not
/*			be read (cut multipart, unknown charset, attachment,
/*			undecodable bytes, no text part); a command line its
/*			mailer wrapped as format=flowed is read whole (4.8)
/*	intake-5.*	header injection: CR/LF in an echoed Subject (encoded
/*			and folded), in a From display name and in the
/*			Message-ID a reply refers to never add a header
/*	intake-6.*	nothing valid dropped in silence: a stranger's mail
/*			first under a Message-ID does not make a player's
/*			mail under it a duplicate, the player's mail
/*			delivered again is one, applied once (6.1); a
/*			player's mail with 600 lines starting
/*			"Content-Type" is applied and answered, naming what
/*			could not be taken apart (6.2); a NUL, a bare CR in
/*			the Subject before the token: applied (6.3); a
/*			good token for a game that does not exist from a
/*			seat's address: told once an hour (6.4)
/*	intake-7.*	reply caps: 19,000 command lines (7.1) and a 1 MB
/*			line (7.2) get a reply (mail and JSON part) under
/*			40 KB, refused lines summarised after reply_lines,
/*			long lines cut; reply_lines and reply_line_length
/*			from pbemd.conf (7.3), also for the lines of prose
/*			listed as not read (7.4)
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/token.h"
#include "mail/maildir.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define MOD "moderator@test.example"

/* ---- helpers ------------------------------------------------------------- */

/* headers_clean - every queued mail has only the header fields compose
 * writes (intake-5) */

static void
headers_clean(struct test_env *e)
{
	static const char *const names[] = { "Date:", "From:", "To:", "Subject:", "Message-ID:",
		"In-Reply-To:", "References:", "MIME-Version:", "Content-Type:",
		"Content-Transfer-Encoding:", "Auto-Submitted:", "X-Loop:" };
	struct store_out       **rows;
	struct pb_err            err;
	const char              *p, *end;
	size_t                   n, i, k;

	ck_assert(store_out_list(e->p->st, NULL, &rows, &n, &err) == PB_OK);
	for (i = 0; i < n; i++) {
		end = strstr(rows[i]->message, "\r\n\r\n");
		ck_assert_ptr_nonnull(end);
		for (p = rows[i]->message; p < end; p = strstr(p, "\r\n") + 2) {
			if (*p == ' ' || *p == '\t')
				continue; /* folded */
			for (k = 0; k < PB_NELEM(names); k++)
				if (strncmp(p, names[k], strlen(names[k])) == 0)
					break;
			ck_assert_msg(
			    k < PB_NELEM(names), "intake-5: a header added:\n%s", rows[i]->message);
		}
	}
	store_out_list_free(rows, n);
}

/* done - check headers, then free the installation */

static void
done(struct test_env *e)
{
	headers_clean(e);
	test_env_free(e);
}

/* one - deliver one raw message, run a pass, return the outcome */

static const char *
one(struct test_env *e, const char *raw)
{
	const char *outcome = NULL;

	test_deliver(e, raw);
	ck_assert_int_eq(test_run(e, &outcome), 1);
	return (outcome);
}

/* count - mails queued to an address */

static int
count(struct test_env *e, const char *addr)
{
	return (test_mail_count(e, addr));
}

/* total - mails queued to anyone */

static int
total(struct test_env *e)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n;

	ck_assert(store_out_list(e->p->st, NULL, &rows, &n, &err) == PB_OK);
	store_out_list_free(rows, n);
	return ((int)n);
}

/* last_has - the newest mail to addr holds a text */

static int
last_has(struct test_env *e, const char *addr, const char *what)
{
	char *subject = NULL, *text = test_mail_text(e, addr, -1, &subject);
	int   hit = strstr(text, what) != NULL || strstr(subject, what) != NULL;

	free(text);
	free(subject);
	return (hit);
}

/* header_section - the header section of the newest mail to addr */

static char *
header_section(struct test_env *e, const char *addr)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n;
	char              *h;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	ck_assert(n > 0);
	h = pb_strndup(rows[n - 1]->message,
	    (size_t)(strstr(rows[n - 1]->message, "\r\n\r\n") - rows[n - 1]->message) + 2);
	store_out_list_free(rows, n);
	return (h);
}

/* bounces - the bounces recorded for a game (0: all) */

static size_t
bounces(struct test_env *e, int64_t game, struct store_bounce ***rows)
{
	struct pb_err err;
	size_t        n;

	ck_assert(store_bounce_list(e->p->st, game, rows, &n, &err) == PB_OK);
	return (n);
}

/* reply_mail - a reply from a seat's address with its token, caller frees */

static char *
reply_mail(struct test_env *e, int seat, const char *msgid, const char *headers,
    const char *subject_pre, const char *body)
{
	char *addr = test_addr(seat), *tok, *subject, *msg;

	tok = test_token(e, addr);
	subject = pb_asprintf("%sRe: [Dead of Winter] %s", subject_pre ? subject_pre : "", tok);
	msg = test_message(addr, subject, msgid, headers, body);
	free(subject);
	free(tok);
	free(addr);
	return (msg);
}

/* dsn - an RFC 3464 report for rcpt, returning the newest mail to seat
 * (its headers, with the token and our Message-ID); caller frees */

static char *
dsn(struct test_env *e, const char *msgid, const char *rcpt, int seat)
{
	struct store_out **rows;
	struct pb_err      err;
	char              *addr = test_addr(seat), *orig, *msg;
	size_t             n;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	ck_assert(n > 0);
	orig = pb_strndup(rows[n - 1]->message,
	    (size_t)(strstr(rows[n - 1]->message, "\r\n\r\n") - rows[n - 1]->message));
	store_out_list_free(rows, n);
	msg = pb_asprintf("Return-Path: <>\nFrom: MAILER-DAEMON@mx.test.example (Mail Delivery "
	                  "System)\nTo: arbiter@test.example\n"
	                  "Subject: Undelivered Mail Returned to Sender\nMessage-ID: <%s>\n"
	                  "Auto-Submitted: auto-replied\nMIME-Version: 1.0\n"
	                  "Content-Type: multipart/report; report-type=delivery-status; "
	                  "boundary=\"B\"\n\n--B\nContent-Type: text/plain\n\n"
	                  "<%s>: host mx said: 550 5.1.1 User unknown\n\n--B\n"
	                  "Content-Type: message/delivery-status\n\nReporting-MTA: dns; mx\n\n"
	                  "Final-Recipient: rfc822; %s\nAction: failed\nStatus: 5.1.1\n"
	                  "Diagnostic-Code: smtp; 550 5.1.1 User unknown\n\n--B\n"
	                  "Content-Type: text/rfc822-headers\n\n%s\n\n--B--\n",
	    msgid, rcpt, rcpt, orig);
	free(orig);
	free(addr);
	return (msg);
}

/* ---- intake-1: bounces ---------------------------------------------------- */

START_TEST(bounce_dsn)
{
	struct test_env      *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n"
	                                                 "[pbemd]\nmoderator = " MOD "\n");
	struct store_bounce **rows;
	int64_t               game = test_game(e, 3, 31, NULL);
	char                 *before = test_state(e, game), *after, *msg;
	int                   n0 = total(e);
	size_t                n;

	/* intake-1.1: recorded against Player 2, the moderator told. */
	msg = dsn(e, "dsn1@mx", "bob@players.example", 2);
	ck_assert_str_eq(one(e, msg), "bounce");
	free(msg);
	n = bounces(e, game, &rows);
	ck_assert_int_eq((int)n, 1);
	ck_assert_int_eq(rows[0]->seat, 2);
	ck_assert_str_eq(rows[0]->address, "bob@players.example");
	ck_assert_str_eq(rows[0]->status, "5.1.1");
	store_bounce_list_free(rows, n);
	ck_assert_int_eq(count(e, MOD), 1);
	ck_assert(last_has(e, MOD, "bob@players.example"));
	ck_assert(last_has(e, MOD, "Player 2 of game"));
	ck_assert(last_has(e, MOD, "5.1.1"));
	ck_assert_int_eq(total(e), n0 + 1);

	/* A second bounce within the hour: recorded, not told again. */
	msg = dsn(e, "dsn2@mx", "bob@players.example", 2);
	ck_assert_str_eq(one(e, msg), "bounce");
	free(msg);
	n = bounces(e, game, &rows);
	ck_assert_int_eq((int)n, 2);
	store_bounce_list_free(rows, n);
	ck_assert_int_eq(count(e, MOD), 1);
	ck_assert_int_eq(total(e), n0 + 1);

	/* Nothing applied. */
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	done(e);
}
END_TEST

START_TEST(bounce_no_moderator)
{
	struct test_env      *e = test_env_new();
	struct store_bounce **rows;
	int64_t               game = test_game(e, 3, 32, NULL);
	int                   n0 = total(e);
	char                 *msg;
	size_t                n;

	/* intake-1.2: recorded; no mail to anyone (a WARN is logged). */
	msg = dsn(e, "dsn3@mx", "cid@players.example", 3);
	ck_assert_str_eq(one(e, msg), "bounce");
	free(msg);
	n = bounces(e, game, &rows);
	ck_assert_int_eq((int)n, 1);
	ck_assert_int_eq(rows[0]->seat, 3);
	store_bounce_list_free(rows, n);
	ck_assert_int_eq(total(e), n0);
	done(e);
}
END_TEST

START_TEST(bounce_qmail)
{
	struct test_env      *e = test_env_new_conf("[pbemd]\nmoderator = " MOD "\n");
	struct store_bounce **rows;
	int64_t               game = test_game(e, 4, 33, NULL);
	size_t                n;

	/* intake-1.3: no DSN, no returned mail: the address names the seat. */
	ck_assert_str_eq(one(e,
	                     "From: MAILER-DAEMON@qmail.example.net\nTo: arbiter@test.example\n"
	                     "Subject: failure notice\nMessage-ID: <q1@qmail>\n\n"
	                     "I'm afraid I wasn't able to deliver your message to the following "
	                     "addresses.\n\n<dee@players.example>:\n"
	                     "Sorry, no mailbox here by that name. (#5.1.1)\n"),
	    "bounce");
	n = bounces(e, game, &rows);
	ck_assert_int_eq((int)n, 1);
	ck_assert_int_eq(rows[0]->seat, 4);
	ck_assert_str_eq(rows[0]->status, "5.1.1");
	ck_assert_ptr_nonnull(strstr(rows[0]->diagnostic, "no mailbox"));
	store_bounce_list_free(rows, n);
	ck_assert_int_eq(count(e, MOD), 1);
	ck_assert_int_eq(count(e, "dee@players.example"), 1); /* the welcome only */
	done(e);
}
END_TEST

START_TEST(bounce_forwarded)
{
	struct test_env      *e = test_env_new_conf("[pbemd]\nmoderator = " MOD "\n");
	struct store_bounce **rows;
	int64_t               game = test_game(e, 3, 34, NULL);
	char                 *msg;
	size_t                n;

	/* intake-1.4: the failing address is no seat's, but the returned
	 * mail carries Player 1's token: recorded against Player 1. */
	msg = dsn(e, "dsn4@mx", "ann.forward@elsewhere.example", 1);
	ck_assert_str_eq(one(e, msg), "bounce");
	free(msg);
	n = bounces(e, game, &rows);
	ck_assert_int_eq((int)n, 1);
	ck_assert_int_eq(rows[0]->seat, 1);
	ck_assert_str_eq(rows[0]->address, "ann.forward@elsewhere.example");
	store_bounce_list_free(rows, n);
	ck_assert_int_eq(count(e, MOD), 1);
	done(e);
}
END_TEST

START_TEST(bounce_unknown)
{
	struct test_env      *e = test_env_new_conf("[pbemd]\nmoderator = " MOD "\n");
	struct store_bounce **rows;
	size_t                n;

	/* intake-1.5: a DSN for an address of no game: recorded, no seat,
	 * nobody told. */
	test_game(e, 3, 35, NULL);
	ck_assert_str_eq(
	    one(e,
	        "From: postmaster@mx.example\nTo: arbiter@test.example\n"
	        "Subject: Undeliverable: hello\nMessage-ID: <u1@mx>\n"
	        "Content-Type: multipart/report; report-type=delivery-status; "
	        "boundary=\"B\"\n\n--B\nContent-Type: text/plain\n\nfailed\n--B\n"
	        "Content-Type: message/delivery-status\n\n"
	        "Reporting-MTA: dns; mx\n\nFinal-Recipient: rfc822; who@nowhere.example\n"
	        "Action: failed\nStatus: 5.1.2\n\n--B--\n"),
	    "bounce");
	n = bounces(e, 0, &rows);
	ck_assert_int_eq((int)n, 1);
	ck_assert_int_eq((int)rows[0]->game_id, 0);
	ck_assert_int_eq(rows[0]->seat, 0);
	ck_assert_str_eq(rows[0]->address, "who@nowhere.example");
	store_bounce_list_free(rows, n);
	ck_assert_int_eq(count(e, MOD), 0);
	done(e);
}
END_TEST

/* ---- intake-2: auto-replies ---------------------------------------------- */

static const struct {
	const char *id;
	const char *headers;
	const char *subject_pre;
} autos[] = {
	{ "intake-2.1 Precedence: bulk", "Precedence: bulk\n", NULL },
	{ "intake-2.2 List-Id", "List-Id: <games.lists.example>\n", NULL },
	{ "intake-2.3 X-Autoreply", "X-Autoreply: yes\n", NULL },
	{ "intake-2.4 X-Auto-Response-Suppress", "X-Auto-Response-Suppress: All\n", NULL },
	{ "intake-2.5 EN vacation subject", NULL, "Out of Office: " },
	{ "intake-2.6 IT vacation subject", NULL, "Risposta automatica: " },
	{ "intake-2.7 ES vacation subject", NULL, "Respuesta autom\xc3\xa1tica: " },
	{ "intake-2.8 Return-Path <>", "Return-Path: <>\n", NULL },
	{ "intake-2.9 Auto-Submitted: auto-generated", "Auto-Submitted: auto-generated\n", NULL },
};

START_TEST(auto_kinds)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 3, 40 + (unsigned)_i, NULL);
	char            *before = test_state(e, game), *after, *msg;
	int              n0 = total(e);

	msg = reply_mail(e, 1, "auto@x", autos[_i].headers, autos[_i].subject_pre, "help\nshow\n");
	ck_assert_msg(strcmp(one(e, msg), "auto-reply") == 0, "%s", autos[_i].id);
	ck_assert_msg(total(e) == n0, "%s: answered", autos[_i].id);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	free(msg);
	done(e);
}
END_TEST

/* ---- intake-3: limits ----------------------------------------------------- */

START_TEST(limit_size)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_size = 2K\nmax_per_hour = 0\n");
	int64_t          game = test_game(e, 3, 50, NULL);
	char            *before = test_state(e, game), *after, *msg, *body, *big2, *small;

	/* intake-3.1: over 2K: one notice, then silence within the hour. */
	body = pb_malloc(3001);
	memset(body, 'x', 3000);
	body[3000] = '\0';
	body[100] = '\n';
	big2 = reply_mail(e, 2, "big2@x", NULL, NULL, body);
	small = reply_mail(e, 2, "small@x", NULL, NULL, "help\n");
	msg = reply_mail(e, 2, "big1@x", NULL, NULL, body);
	ck_assert_str_eq(one(e, msg), "over-limit");
	free(msg);
	ck_assert_int_eq(count(e, "bob@players.example"), 2);
	ck_assert(last_has(e, "bob@players.example", "too long"));
	ck_assert(last_has(e, "bob@players.example", "2048 bytes"));
	ck_assert_str_eq(one(e, big2), "over-limit");
	free(big2);
	ck_assert_int_eq(count(e, "bob@players.example"), 2);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	/* A mail within the limit is read as usual. */
	ck_assert_str_eq(one(e, small), "applied");
	free(small);
	ck_assert_int_eq(count(e, "bob@players.example"), 3);
	free(after);
	free(before);
	free(body);
	done(e);
}
END_TEST

START_TEST(limit_lines)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_lines = 40\nmax_per_hour = 0\n");
	struct pb_buf    b;
	char            *msg;
	int              i;

	/* intake-3.2: 60 lines when 40 are allowed. */
	test_game(e, 3, 51, NULL);
	pb_buf_init(&b);
	for (i = 0; i < 60; i++)
		pb_buf_puts(&b, "help\n");
	msg = reply_mail(e, 3, "lines1@x", NULL, NULL, b.s);
	ck_assert_str_eq(one(e, msg), "over-limit");
	free(msg);
	ck_assert(last_has(e, "cid@players.example", "too many lines"));
	ck_assert(last_has(e, "cid@players.example", "at most 40 lines"));
	pb_buf_free(&b);
	done(e);
}
END_TEST

START_TEST(limit_rate)
{
	static const char *const texts[] = { "help\n", "show\n", "board\n", "help\nshow\n",
		"help\nboard\n", "show\nhelp\n" };
	struct test_env         *e = test_env_new_conf("[limits]\nmax_per_hour = 1\nseat_per_hour = 3\n");
	char                    *msgs[6], id[32];
	int                      i;

	/* intake-3.3: three mails an hour with the seat's token (more than
	 * max_per_hour of its address: they count per seat); the fourth
	 * gets the one notice, the fifth nothing; an hour later mail is
	 * read again. */
	setenv("PBEMD_FAKE_NOW", "2000000000", 1);
	test_game(e, 3, 52, NULL);
	for (i = 0; i < 6; i++) {
		snprintf(id, sizeof(id), "rate%d@x", i);
		msgs[i] = reply_mail(e, 1, id, NULL, NULL, texts[i]);
	}
	for (i = 0; i < 5; i++) {
		ck_assert_str_eq(one(e, msgs[i]), i < 3 ? "applied" : "over-limit");
		ck_assert_int_eq(count(e, "ann@players.example"), 2 + (i < 3 ? i : 3));
	}
	ck_assert(last_has(e, "ann@players.example", "too many mails"));
	ck_assert(last_has(e, "ann@players.example", "at most 3 mails an hour"));
	setenv("PBEMD_FAKE_NOW", "2000003601", 1);
	ck_assert_str_eq(one(e, msgs[5]), "applied");
	for (i = 0; i < 6; i++)
		free(msgs[i]);
	unsetenv("PBEMD_FAKE_NOW");
	done(e);
}
END_TEST

START_TEST(limit_stranger)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_size = 1K\n");
	struct pb_buf    b;
	char            *msg;
	int              i, n0;

	/* intake-3.4: a stranger over a limit is never answered. */
	test_game(e, 3, 53, NULL);
	n0 = total(e);
	pb_buf_init(&b);
	for (i = 0; i < 100; i++)
		pb_buf_puts(&b, "a line of text to make it long enough\n");
	msg = test_message("mallory@evil.example", "hi", "s1@x", NULL, b.s);
	ck_assert_str_eq(one(e, msg), "over-limit");
	ck_assert_int_eq(total(e), n0);
	free(msg);
	pb_buf_free(&b);
	done(e);
}
END_TEST

/* ---- intake-4: malformed MIME in a reply ------------------------------------ */

static const struct {
	const char *id;
	const char *headers;
	const char *body;
	const char *note;    /* in the reply */
	int         command; /* the reply says help was done */
} mimes[] = {
	{ "intake-4.1 multipart cut after the command",
	    "Content-Type: multipart/mixed; boundary=\"C\"\n",
	    "--C\nContent-Type: text/plain\n\nhelp\n--C\nContent-Type: text/plain\n\nmore",
	    "cut off", 1 },
	{ "intake-4.2 unknown charset", "Content-Type: text/plain; charset=x-klingon\n",
	    "help\nperch\xe9\n", "character set", 1 },
	{ "intake-4.3 a photo attached", "Content-Type: multipart/mixed; boundary=\"A\"\n",
	    "--A\nContent-Type: text/plain\n\nhelp\n--A\nContent-Type: image/jpeg\n"
	    "Content-Transfer-Encoding: base64\n\n/9j/4AAQSkZJRg==\n--A--\n",
	    "Attachments", 1 },
	{ "intake-4.4 undecodable bytes", "Content-Type: text/plain; charset=utf-8\n",
	    "help\nmove \xff\xfe up\n", "could not be decoded", 1 },
	{ "intake-4.5 no text part", "Content-Type: multipart/mixed; boundary=\"N\"\n",
	    "--N\nContent-Type: image/png\nContent-Transfer-Encoding: "
	    "base64\n\niVBORw0KGgo=\n--N--\n",
	    "no text part", 0 },
	{ "intake-4.6 wrong boundary, repaired",
	    "Content-Type: multipart/alternative; boundary=\"declared\"\n",
	    "--used\nContent-Type: text/plain\n\nhelp\n--used\nContent-Type: text/html\n\n"
	    "<p>help</p>\n--used--\n",
	    "cut off", 1 },
	{ "intake-4.7 base64 garbage", "Content-Transfer-Encoding: base64\n",
	    "aGVscAo=\n!!!!****\n", NULL, 1 },
	{ "intake-4.8 a command its mailer wrapped (format=flowed)",
	    "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\n", "he \nlp\n",
	    NULL, 1 },
};

START_TEST(mime_forms)
{
	struct test_env *e = test_env_new();
	char            *msg;

	test_game(e, 3, 60 + (unsigned)_i, NULL);
	msg = reply_mail(e, 2, "mime@x", mimes[_i].headers, NULL, mimes[_i].body);
	ck_assert_msg(strcmp(one(e, msg), "applied") == 0, "%s", mimes[_i].id);
	free(msg);
	ck_assert_msg(count(e, "bob@players.example") == 2, "%s: no reply", mimes[_i].id);
	if (mimes[_i].note)
		ck_assert_msg(last_has(e, "bob@players.example", mimes[_i].note),
		    "%s: the reply does not say \"%s\"", mimes[_i].id, mimes[_i].note);
	ck_assert_msg(
	    last_has(e, "bob@players.example", "COMMANDS YOU CAN GIVE NOW") == mimes[_i].command,
	    "%s: help %s", mimes[_i].id, mimes[_i].command ? "not done" : "done");
	if (!mimes[_i].command)
		ck_assert(last_has(e, "bob@players.example", "held no command"));
	done(e);
}
END_TEST

/* ---- intake-5: header injection --------------------------------------------- */

START_TEST(inject_subject)
{
	struct test_env *e = test_env_new();
	char            *h;

	/* intake-5.1: no token, so Bob's registered address is told and
	 * the subject echoed; it tries to add a Bcc through an encoded
	 * word, a folded line and a raw CR. */
	test_game(e, 3, 70, NULL);
	ck_assert_str_eq(
	    one(e,
	        "From: =?utf-8?q?Bob=0D=0ABcc:_evil@x.example?= <bob@players.example>\n"
	        "To: arbiter@test.example\n"
	        "Subject: =?utf-8?q?hi=0D=0ABcc:_evil@x.example?=\n"
	        " =?utf-8?b?DQpCY2M6IGV2aWxAeC5leGFtcGxl?=\n"
	        "Message-ID: <inj1@x>\n\nkeep a b\n"),
	    "unauthenticated");
	ck_assert_int_eq(count(e, "bob@players.example"), 2);
	h = header_section(e, "bob@players.example");
	ck_assert_msg(strstr(h, "\nBcc:") == NULL && strstr(h, "evil") == NULL, "%s", h);
	free(h);
	ck_assert(last_has(e, "bob@players.example", "Bcc: evil@x.example"));
	done(e);
}
END_TEST

START_TEST(inject_msgid)
{
	struct test_env *e = test_env_new();
	char            *msg, *h;

	/* intake-5.2: the reply refers to the player's Message-ID, which
	 * holds a folded "Bcc:" line. */
	test_game(e, 3, 71, NULL);
	msg = reply_mail(e, 1, "a@x>\n Bcc: <evil@x.example", NULL, NULL, "help\n");
	ck_assert_str_eq(one(e, msg), "applied");
	free(msg);
	h = header_section(e, "ann@players.example");
	ck_assert_msg(strstr(h, "\r\nBcc:") == NULL, "%s", h);
	free(h);
	/* intake-5.3: one libetpan reads as an id, with the fold inside. */
	msg = reply_mail(e, 1, "b@x\n Bcc: evil@x.example", NULL, NULL, "show\n");
	ck_assert_str_eq(one(e, msg), "applied");
	free(msg);
	h = header_section(e, "ann@players.example");
	ck_assert_msg(strstr(h, "\r\nBcc:") == NULL, "%s", h);
	free(h);
	done(e);
}
END_TEST

/* intake_suite - every case */

/* ---- intake-6: nothing valid dropped in silence ------------------------------ */

/* last_size - bytes of the newest mail to addr */

static size_t
last_size(struct test_env *e, const char *addr)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n, len;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	ck_assert(n > 0);
	len = strlen(rows[n - 1]->message);
	store_out_list_free(rows, n);
	return (len);
}

START_TEST(dup_preempt)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n");
	char            *msg, *mine;
	int              n0;

	/* intake-6.1: a stranger first under the player's Message-ID. */
	test_game(e, 3, 60, NULL);
	n0 = count(e, "bob@players.example");
	msg = test_message("mallory@evil.example", "hi", "taken@x", NULL, "hello\n");
	ck_assert_str_eq(one(e, msg), "ignored");
	free(msg);
	mine = reply_mail(e, 2, "taken@x", NULL, NULL, "help\n");
	ck_assert_str_eq(one(e, mine), "applied");
	ck_assert_int_eq(count(e, "bob@players.example"), n0 + 1);
	/* The same mail again: a duplicate, nothing applied nor sent. */
	ck_assert_str_eq(one(e, mine), "duplicate");
	ck_assert_int_eq(count(e, "bob@players.example"), n0 + 1);
	/* The stranger's mail again: a duplicate too. */
	msg = test_message("mallory@evil.example", "hi", "taken@x", NULL, "hello\n");
	ck_assert_str_eq(one(e, msg), "duplicate");
	free(msg);
	free(mine);
	done(e);
}
END_TEST

START_TEST(mime_unparsed)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n");
	struct pb_buf    b;
	char            *msg;
	int              i, n0;

	/* intake-6.2: 600 lines starting "Content-Type" in a plain body. */
	test_game(e, 3, 61, NULL);
	n0 = count(e, "bob@players.example");
	pb_buf_init(&b);
	pb_buf_puts(&b, "help\n");
	for (i = 0; i < 600; i++)
		pb_buf_printf(&b, "Content-Type: text/plain; n=%d\n", i);
	msg = reply_mail(e, 2, "ct600@x", NULL, NULL, b.s);
	ck_assert_str_eq(one(e, msg), "applied");
	ck_assert_int_eq(count(e, "bob@players.example"), n0 + 1);
	ck_assert(last_has(e, "bob@players.example", "could not be taken apart"));
	ck_assert(last_has(e, "bob@players.example", "more lines refused"));
	ck_assert(last_has(e, "bob@players.example", "COMMANDS YOU CAN GIVE NOW"));
	free(msg);
	pb_buf_free(&b);
	done(e);
}
END_TEST

START_TEST(subject_controls)
{
	static const char *const seps[] = { "\0", "\r" };
	struct test_env         *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n");
	struct pb_err            err;
	char                    *tok, *raw, *dir, *p;
	const char              *outcome = NULL;
	size_t                   k;
	int                      n0;

	/* intake-6.3: "Re: x<NUL>TOKEN", "Re: x<CR>TOKEN". */
	test_game(e, 3, 62, NULL);
	tok = test_token(e, "bob@players.example");
	dir = pb_asprintf("%s/inbox", e->dir);
	for (k = 0; k < PB_NELEM(seps); k++) {
		n0 = count(e, "bob@players.example");
		raw = pb_asprintf("From: bob@players.example\nTo: arbiter@test.example\n"
		                  "Subject: Re: x#%s\nMessage-ID: <ctl%zu@x>\n\n%s\n",
		    tok, k, k == 0 ? "help" : "show");
		p = strchr(raw, '#');
		*p = seps[k][0];
		ck_assert(maildir_deliver(dir, raw, strlen(p + 1) + (size_t)(p + 1 - raw), NULL, &err)
		    == PB_OK);
		ck_assert_int_eq(test_run(e, &outcome), 1);
		ck_assert_msg(strcmp(outcome, "applied") == 0, "intake-6.3 [%zu]: %s", k, outcome);
		ck_assert_int_eq(count(e, "bob@players.example"), n0 + 1);
		free(raw);
	}
	free(dir);
	free(tok);
	done(e);
}
END_TEST

START_TEST(unknown_game)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n");
	char            *tok, *subject, *msg;
	int              n0, i;

	/* intake-6.4: a good token for game 999, from a seat's address. */
	test_game(e, 3, 63, NULL);
	n0 = count(e, "bob@players.example");
	tok = token_make(e->p->key, 999, 1, 1);
	subject = pb_asprintf("Re: old game %s", tok);
	for (i = 0; i < 3; i++) {
		char *id = pb_asprintf("gone%d@x", i);

		msg = test_message("bob@players.example", subject, id, NULL, "help\n");
		ck_assert_str_eq(one(e, msg), "unknown-game");
		free(msg);
		free(id);
	}
	ck_assert_int_eq(count(e, "bob@players.example"), n0 + 1);
	ck_assert(last_has(e, "bob@players.example", "no longer exists"));
	/* A stranger with the same token: nobody told. */
	n0 = total(e);
	msg = test_message("mallory@evil.example", subject, "gone9@x", NULL, "help\n");
	ck_assert_str_eq(one(e, msg), "unknown-game");
	ck_assert_int_eq(total(e), n0);
	free(msg);
	free(subject);
	free(tok);
	done(e);
}
END_TEST

/* ---- intake-7: reply caps ------------------------------------------------------ */

START_TEST(cap_lines)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n");
	struct pb_buf    b;
	char            *msg;
	int              i;

	/* intake-7.1: 19,000 command lines. */
	test_game(e, 3, 70, NULL);
	pb_buf_init(&b);
	for (i = 0; i < 19000; i++)
		pb_buf_printf(&b, "keep the widget number %d\n", i);
	msg = reply_mail(e, 2, "many@x", NULL, NULL, b.s);
	ck_assert_str_eq(one(e, msg), "applied");
	ck_assert_msg(last_size(e, "bob@players.example") < 40000, "intake-7.1: %zu bytes",
	    last_size(e, "bob@players.example"));
	ck_assert(last_has(e, "bob@players.example", "and 18950 more lines refused"));
	ck_assert(last_has(e, "bob@players.example", "number 49\n"));
	ck_assert(!last_has(e, "bob@players.example", "number 50\n"));
	free(msg);
	pb_buf_free(&b);
	done(e);
}
END_TEST

START_TEST(cap_long)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n");
	char            *body, *msg, *cut;

	/* intake-7.2: one line of 1 MB. */
	test_game(e, 3, 71, NULL);
	body = pb_malloc(1024 * 1024 + 2);
	memset(body, 'q', 1024 * 1024);
	strcpy(body + 1024 * 1024, "\n");
	msg = reply_mail(e, 2, "long@x", NULL, NULL, body);
	ck_assert_str_eq(one(e, msg), "applied");
	ck_assert_msg(last_size(e, "bob@players.example") < 40000, "intake-7.2: %zu bytes",
	    last_size(e, "bob@players.example"));
	cut = pb_asprintf("%.200s...", body);
	ck_assert(last_has(e, "bob@players.example", cut));
	free(cut);
	free(msg);
	free(body);
	done(e);
}
END_TEST

START_TEST(cap_conf)
{
	struct test_env *e = test_env_new_conf(
	    "[limits]\nmax_per_hour = 0\nreply_lines = 3\nreply_line_length = 10\n");
	char            *msg;

	/* intake-7.3: reply_lines = 3, reply_line_length = 10. */
	ck_assert_int_eq(e->p->cf->reply_lines, 3);
	ck_assert_int_eq(e->p->cf->reply_line_length, 10);
	test_game(e, 3, 72, NULL);
	msg = reply_mail(e, 2, "conf@x", NULL, NULL,
	    "keep one\nkeep two\nkeep three\nkeep four\nkeep five and more words\n");
	ck_assert_str_eq(one(e, msg), "applied");
	ck_assert(last_has(e, "bob@players.example", "and 2 more lines refused"));
	ck_assert(last_has(e, "bob@players.example", "> keep three\n"));
	ck_assert(!last_has(e, "bob@players.example", "keep four"));
	free(msg);
	msg = reply_mail(e, 2, "conf2@x", NULL, NULL, "keep five and more words\n");
	ck_assert_str_eq(one(e, msg), "applied");
	ck_assert(last_has(e, "bob@players.example", "> keep five ...\n"));
	free(msg);
	/* intake-7.4: lines of prose are capped and cut the same way. */
	msg = reply_mail(e, 2, "conf3@x", NULL, NULL,
	    "zork five and more words\nzork one\nzork two\nzork three\n");
	ck_assert_str_eq(one(e, msg), "applied");
	ck_assert(last_has(e, "bob@players.example", "~ zork five ...\n~ zork one\n~ zork two\n"));
	ck_assert(!last_has(e, "bob@players.example", "zork three"));
	free(msg);
	done(e);
}
END_TEST

static Suite *
intake_suite(void)
{
	Suite *s = suite_create("intake");
	TCase *t;

	t = tcase_create("bounces");
	tcase_add_test(t, bounce_dsn);
	tcase_add_test(t, bounce_no_moderator);
	tcase_add_test(t, bounce_qmail);
	tcase_add_test(t, bounce_forwarded);
	tcase_add_test(t, bounce_unknown);
	suite_add_tcase(s, t);
	t = tcase_create("auto");
	tcase_add_loop_test(t, auto_kinds, 0, PB_NELEM(autos));
	suite_add_tcase(s, t);
	t = tcase_create("limits");
	tcase_add_test(t, limit_size);
	tcase_add_test(t, limit_lines);
	tcase_add_test(t, limit_rate);
	tcase_add_test(t, limit_stranger);
	suite_add_tcase(s, t);
	t = tcase_create("mime");
	tcase_add_loop_test(t, mime_forms, 0, PB_NELEM(mimes));
	suite_add_tcase(s, t);
	t = tcase_create("inject");
	tcase_add_test(t, inject_subject);
	tcase_add_test(t, inject_msgid);
	suite_add_tcase(s, t);
	t = tcase_create("drops");
	tcase_add_test(t, dup_preempt);
	tcase_add_test(t, mime_unparsed);
	tcase_add_test(t, subject_controls);
	tcase_add_test(t, unknown_game);
	suite_add_tcase(s, t);
	t = tcase_create("caps");
	tcase_set_timeout(t, 600);
	tcase_add_test(t, cap_lines);
	tcase_add_test(t, cap_long);
	tcase_add_test(t, cap_conf);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	pb_log_quiet = 1;
	return (test_main(intake_suite));
}
