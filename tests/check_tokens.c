/*++
/* NAME
/*	check_tokens 1
/* SUMMARY
/*	tokens a forger cannot use: warnings, held commands, addresses, age
/* SYNOPSIS
/*	tests/check_tokens
/* DESCRIPTION
/*	Real installations in a temporary directory (testmail.h), mail
/*	dropped into the inbox and processed by the daemon's pass.  Test ids:
/*	tok-1.*	warnings about bad tokens: at most one per seat an hour
/*		(1.1), the Subject quoted cleaned and cut (1.2), the next
/*		one an hour later sums up those held back and names their
/*		senders (1.3)
/*	tok-2.*	the token age window: a token superseded by [tokens]
/*		max_mails later mails is refused and the refusal points at
/*		the newest mail (2.1), one superseded max_days ago too (2.2),
/*		the newest token keeps working however old (2.3)
/*	tok-3.*	held commands: a confirmation from another address applies
/*		nothing (3.1), "confirm CODE" written out applies them once
/*		(3.2, a second time says they are gone), they expire after
/*		hold_days (3.3), at most one held mail per seat an hour (3.4)
/*	tok-4.*	further addresses: "also ADDRESS" sends ADDRESS a code, its
/*		confirmation from itself adds it and tells the seat, then it
/*		plays the seat (4.1); a code confirmed from elsewhere adds
/*		nothing (4.2); Italian and Spanish words (4.3)
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "arbiter/gamectl.h"
#include "core/pb.h"
#include "core/token.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define T0 1793606400 /* a fixed now, 2026-11-02 */

/* nth_token - the move token of mail nth to addr, caller frees */

static char *
nth_token(struct test_env *e, const char *addr, int nth)
{
	struct token t;
	char        *subject, *text, *tok;

	text = test_mail_text(e, addr, nth, &subject);
	ck_assert_msg(token_find(subject, &t), "no token in mail %d to %s", nth, addr);
	tok = pb_asprintf(
	    "PBEM-%lld-%d-%lld-%s", (long long)t.game, t.seat, (long long)t.seq, t.mac);
	free(subject);
	free(text);
	return (tok);
}

/* deliver - a mail from from, subject and body, processed; the outcome */

static const char *
deliver(struct test_env *e, const char *from, const char *subject, const char *body)
{
	static int  n;
	const char *outcome;
	char        id[64], *msg;

	snprintf(id, sizeof(id), "tok%d.%d@x", ++n, (int)getpid());
	msg = test_message(from, subject, id, NULL, body);
	test_deliver(e, msg);
	free(msg);
	test_run(e, &outcome);
	return (outcome);
}

/* last_has - the last mail to addr holds what */

static int
last_has(struct test_env *e, const char *addr, const char *what)
{
	char *text, *subject;
	int   hit;

	text = test_mail_text(e, addr, -1, &subject);
	hit = strstr(text, what) != NULL || strstr(subject, what) != NULL;
	free(text);
	free(subject);
	return (hit);
}

/* keep_body - "keep A B" with the first two survivors offered to addr */

static char *
keep_body(struct test_env *e, const char *addr)
{
	char *text = test_mail_text(e, addr, 0, NULL), *a, *b, *body;

	a = test_offered(text, 0);
	b = test_offered(text, 1);
	body = pb_asprintf("keep %s %s\n", a, b);
	free(a);
	free(b);
	free(text);
	return (body);
}

/* ---- tok-1: warnings --------------------------------------------- */

START_TEST(warn_once)
{
	struct test_env *e;
	int64_t          game;
	char            *tok, *subject, *from, *text, *big;
	int              i;

	test_at(T0);
	e = test_env_new();
	game = test_game(e, 3, 21, NULL);
	(void)game;
	tok = test_token(e, "cid@players.example");
	tok[strlen(tok) - 1] = tok[strlen(tok) - 1] == 'A' ? 'B' : 'A';
	/* tok-1.1: 60 forged mails from 60 addresses: one warning. */
	big = pb_malloc(5000);
	memset(big, 'x', 4999);
	big[4999] = '\0';
	big[10] = '\t';
	big[11] = '\x01';
	for (i = 0; i < 60; i++) {
		subject = pb_asprintf("Re: %s %s", tok, big);
		from = pb_asprintf("forger%d@evil.example", i);
		ck_assert_str_eq(deliver(e, from, subject, "keep a b\n"), "bad-token");
		free(from);
		free(subject);
	}
	ck_assert_int_eq(test_mail_count(e, "cid@players.example"), 2);
	/* tok-1.2: the Subject quoted: no control character, 60 characters. */
	text = test_mail_text(e, "cid@players.example", -1, NULL);
	ck_assert(strstr(text, "\x01") == NULL);
	ck_assert_msg(strstr(text, "xxxxxxxxxxxxxxxx...\"") != NULL, "%s", text);
	ck_assert(strstr(text, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx") == NULL);
	free(text);
	/* tok-1.3: an hour later, the next sums up the 59 held back. */
	test_at(T0 + 3601);
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(deliver(e, "late@evil.example", subject, "keep a b\n"), "bad-token");
	ck_assert_int_eq(test_mail_count(e, "cid@players.example"), 3);
	ck_assert(last_has(e, "cid@players.example", "60 mails with a"));
	ck_assert(last_has(e, "cid@players.example", "forger1@evil.example"));
	ck_assert(last_has(e, "cid@players.example", "forger5@evil.example"));
	ck_assert(!last_has(e, "cid@players.example", "forger9@evil.example"));
	free(subject);
	free(big);
	free(tok);
	test_env_free(e);
}
END_TEST

/* ---- tok-2: the age window ---------------------------------------- */

START_TEST(age_mails)
{
	struct test_env *e;
	int64_t          game;
	char            *old, *subject, *body, *newest;
	const char      *outcome;

	/* tok-2.1: one later mail ends a token at max_mails = 1. */
	test_at(T0);
	e = test_env_new_conf("[tokens]\nmax_mails = 1\nmax_days = 0\n");
	game = test_game(e, 3, 22, NULL);
	old = nth_token(e, "ann@players.example", 0);
	test_choose(e, 1, "choose1@x");
	test_run(e, &outcome);
	ck_assert_int_eq(test_mail_count(e, "ann@players.example"), 2);
	body = keep_body(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", old);
	ck_assert_str_eq(deliver(e, "ann@players.example", subject, body), "stale-token");
	ck_assert(last_has(e, "ann@players.example", "too old"));
	ck_assert(last_has(e, "ann@players.example", "newest mail the arbiter sent you (sent 2026-"));
	free(subject);
	/* tok-2.3: the newest token works. */
	newest = nth_token(e, "ann@players.example", 1);
	subject = pb_asprintf("Re: %s", newest);
	ck_assert_str_ne(deliver(e, "ann@players.example", subject, "help\n"), "stale-token");
	(void)game;
	free(subject);
	free(newest);
	free(body);
	free(old);
	test_env_free(e);
}
END_TEST

START_TEST(age_days)
{
	struct test_env *e;
	char            *old, *subject, *newest;
	const char      *outcome;

	/* tok-2.2: superseded 14 days ago: refused. */
	test_at(T0);
	e = test_env_new_conf("[tokens]\nmax_mails = 0\nmax_days = 14\n");
	test_game(e, 3, 23, NULL);
	old = nth_token(e, "bob@players.example", 0);
	test_choose(e, 2, "choose2@x");
	test_run(e, &outcome);
	subject = pb_asprintf("Re: %s", old);
	test_at(T0 + 13 * 86400);
	ck_assert_str_ne(deliver(e, "bob@players.example", subject, "help\n"), "stale-token");
	test_at(T0 + 14 * 86400 + 1);
	free(subject);
	subject = pb_asprintf("Re: again %s", old);
	ck_assert_str_eq(deliver(e, "bob@players.example", subject, "history\n"), "stale-token");
	free(subject);
	/* tok-2.3: the newest one is never too old. */
	newest = test_token(e, "bob@players.example");
	subject = pb_asprintf("Re: %s", newest);
	test_at(T0 + 300 * 86400);
	ck_assert_str_ne(deliver(e, "bob@players.example", subject, "help\n"), "stale-token");
	free(subject);
	free(newest);
	free(old);
	test_env_free(e);
}
END_TEST

/* ---- tok-3: held commands ---------------------------------------- */

/* code_of - the code in the Subject of the last mail to addr */

static char *
code_of(struct test_env *e, const char *addr)
{
	char *subject, *text, *p, *code;

	text = test_mail_text(e, addr, -1, &subject);
	ck_assert_msg((p = strrchr(subject, ' ')) != NULL, "%s", subject);
	code = pb_strdup(p + 1);
	ck_assert_int_eq(strlen(code), 8);
	free(subject);
	free(text);
	return (code);
}

START_TEST(held_confirm)
{
	struct test_env *e;
	int64_t          game;
	char            *tok, *subject, *body, *code, *line, *before, *after;

	test_at(T0);
	e = test_env_new();
	game = test_game(e, 3, 24, NULL);
	before = test_state(e, game);
	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", tok);
	body = keep_body(e, "ann@players.example");
	ck_assert_str_eq(deliver(e, "thief@evil.example", subject, body), "held");
	code = code_of(e, "ann@players.example");
	/* tok-3.1: the code from the thief's address: nothing. */
	line = pb_asprintf("confirm %s\n", code);
	ck_assert_str_eq(deliver(e, "thief@evil.example", "hi", line), "ignored");
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	ck_assert_int_eq(test_mail_count(e, "thief@evil.example"), 0);
	/* tok-3.2: written out by the owner, any Subject: applied, once. */
	ck_assert_str_eq(deliver(e, "ann@players.example", "yes", line), "applied");
	ck_assert(last_has(e, "ann@players.example", "done: you keep them"));
	after = test_state(e, game);
	ck_assert_str_ne(before, after);
	free(after);
	ck_assert_str_eq(deliver(e, "ann@players.example", "again", line), "held-expired");
	ck_assert(last_has(e, "ann@players.example", "can no longer be confirmed"));
	free(line);
	free(code);
	free(body);
	free(subject);
	free(tok);
	free(before);
	test_env_free(e);
}
END_TEST

START_TEST(held_expire)
{
	struct test_env *e;
	int64_t          game;
	char            *tok, *subject, *body, *code, *line, *before, *after;
	int              i, n;

	test_at(T0);
	e = test_env_new();
	game = test_game(e, 3, 25, NULL);
	before = test_state(e, game);
	tok = test_token(e, "bob@players.example");
	subject = pb_asprintf("Re: %s", tok);
	body = keep_body(e, "bob@players.example");
	ck_assert_str_eq(deliver(e, "thief@evil.example", subject, body), "held");
	code = code_of(e, "bob@players.example");
	/* tok-3.4: twenty more from strangers: no more mail this hour. */
	n = test_mail_count(e, "bob@players.example");
	for (i = 0; i < 20; i++) {
		line = pb_asprintf("thief%d@evil.example", i);
		ck_assert_str_eq(deliver(e, line, subject, body), "held");
		free(line);
	}
	ck_assert_int_eq(test_mail_count(e, "bob@players.example"), n);
	/* tok-3.3: three days later the code is dead. */
	test_at(T0 + 3 * 86400);
	line = pb_asprintf("confirm %s\n", code);
	ck_assert_str_eq(deliver(e, "bob@players.example", "ok", line), "held-expired");
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(line);
	free(code);
	free(body);
	free(subject);
	free(tok);
	free(before);
	test_env_free(e);
}
END_TEST

/* ---- tok-4: further addresses ------------------------------------- */

START_TEST(also_address)
{
	struct test_env *e;
	int64_t          game;
	char            *tok, *subject, *body, *code, *line, *reply, *text;

	test_at(T0);
	e = test_env_new();
	game = test_game(e, 3, 26, NULL);
	tok = test_token(e, "cid@players.example");
	subject = pb_asprintf("Re: %s", tok);
	/* tok-4.1: asked from the registered address. */
	ck_assert_str_eq(
	    deliver(e, "cid@players.example", subject, "also Cid.Phone@Mobile.example\n"), "also");
	ck_assert_int_eq(test_mail_count(e, "cid.phone@mobile.example"), 1);
	ck_assert(last_has(e, "cid@players.example", "A code went to cid.phone@mobile.example"));
	code = code_of(e, "cid.phone@mobile.example");
	/* tok-4.2: the code from another address adds nothing. */
	line = pb_asprintf("confirm %s\n", code);
	ck_assert_str_eq(deliver(e, "thief@evil.example", "x", line), "ignored");
	/* tok-4.1: a one-word reply from the new address adds it. */
	text = test_mail_text(e, "cid.phone@mobile.example", -1, &reply);
	free(text);
	text = pb_asprintf("Re: %s", reply);
	ck_assert_str_eq(deliver(e, "cid.phone@mobile.example", text, "confirm\n> old\n"),
	    "also-confirmed");
	ck_assert(last_has(e, "cid@players.example", "confirmed itself"));
	body = keep_body(e, "cid@players.example");
	ck_assert_str_eq(deliver(e, "cid.phone@mobile.example", subject, body), "applied");
	ck_assert_int_eq(test_mail_count(e, "cid.phone@mobile.example"), 1);
	(void)game;
	free(text);
	free(reply);
	free(body);
	free(line);
	free(code);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

START_TEST(also_lang)
{
	struct test_env *e;
	char            *tok, *subject, *code, *line;

	/* tok-4.3: "anche" and "conferma", "también" and "confirmar". */
	test_at(T0);
	e = test_env_new();
	test_game(e, 3, 27, NULL);
	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(deliver(e, "ann@players.example", subject, "anche ann2@x.example\n"), "also");
	code = code_of(e, "ann2@x.example");
	line = pb_asprintf("Conferma %s\n", code);
	ck_assert_str_eq(deliver(e, "ann2@x.example", "x", line), "also-confirmed");
	free(line);
	free(code);
	ck_assert_str_eq(
	    deliver(e, "ann@players.example", subject, "también <ann3@x.example>\n"), "also");
	code = code_of(e, "ann3@x.example");
	line = pb_asprintf("confirmar %s\n", code);
	ck_assert_str_eq(deliver(e, "ann3@x.example", "x", line), "also-confirmed");
	ck_assert_str_eq(deliver(e, "ann@players.example", subject, "also nonsense\n"), "also-refused");
	free(line);
	free(code);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

/* tokens_suite - every case above */

static Suite *
tokens_suite(void)
{
	Suite *s = suite_create("tokens");
	TCase *tc;

	tc = tcase_create("warn");
	tcase_add_test(tc, warn_once);
	suite_add_tcase(s, tc);
	tc = tcase_create("age");
	tcase_add_test(tc, age_mails);
	tcase_add_test(tc, age_days);
	suite_add_tcase(s, tc);
	tc = tcase_create("held");
	tcase_add_test(tc, held_confirm);
	tcase_add_test(tc, held_expire);
	suite_add_tcase(s, tc);
	tc = tcase_create("also");
	tcase_add_test(tc, also_address);
	tcase_add_test(tc, also_lang);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (test_main(tokens_suite));
}
