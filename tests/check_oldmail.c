/*++
/* NAME
/*	check_oldmail 1
/* SUMMARY
/*	old text of the mail answered is never executed, end to end
/* SYNOPSIS
/*	tests/check_oldmail
/* DESCRIPTION
/*	Every case runs a real installation in a temporary directory
/*	(testmail.h): a Dead of Winter game, the mails pbemd queued for
/*	it, and a player's reply that pastes the mail it answers back
/*	without quoting it, the way HTML mailers do, processed by the same
/*	pass the daemon runs.  The reply mail pbemd sends back lists every
/*	command line read ("> LINE" and its status): the old mail's example
/*	commands must not be among them.  Test ids:
/*
/*	oldmail-1.1	the welcome mail pasted unquoted below the choice,
/*			found by In-Reply-To: the example commands of its
/*			first screen ("keep ...", "leader ...") are not
/*			read.
/*	oldmail-1.2	the same, without In-Reply-To: found by the move
/*			token, which the welcome's row keeps beside it
/*			(outbox.token, schema 023).
/*	oldmail-1.6	the same, the welcome queued before schema 023
/*			(token NULL): found by its text.
/*	oldmail-1.3	text/html only, the old mail in a <div> under an
/*			Outlook header in German.
/*	oldmail-1.4	the other way: "show" and "help", words the old
/*			mail also holds, typed alone, are read.
/*	oldmail-1.5	the answer to a reply mail (its list of commands:
/*			"deadline", "back" ...) pasted unquoted below "show".
/* SEE ALSO
/*	src/mail/oldtext.c, src/arbiter/answered.c, tests/check_replies.c
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <sodium.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

/* last_id - the Message-ID of the last mail to addr, caller frees */

static char *
last_id(struct test_env *e, const char *addr)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n;
	char              *id;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	ck_assert(n > 0);
	id = pb_strdup(rows[n - 1]->message_id);
	store_out_list_free(rows, n);
	return (id);
}

/* answer - seat 1 answers its last mail: body, a Content-Type, and
 * In-Reply-To when irt; the outcome */

static const char *
answer(struct test_env *e, const char *msgid, const char *ctype, const char *body, int irt)
{
	const char *outcome = NULL;
	char       *tok, *subject, *headers, *id, *msg;

	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: [Dead of Winter #1] %s", tok);
	id = last_id(e, "ann@players.example");
	headers = pb_asprintf("%s%s%s%s", irt ? "In-Reply-To: <" : "", irt ? id : "",
	    irt ? ">\n" : "", ctype);
	msg = test_message("ann@players.example", subject, msgid, headers, body);
	test_deliver(e, msg);
	test_run(e, &outcome);
	free(msg);
	free(id);
	free(headers);
	free(subject);
	free(tok);
	return (outcome);
}

/* reply_has - the last mail to seat 1 holds what */

static int
reply_has(struct test_env *e, const char *what)
{
	char *text;
	int   hit;

	text = test_mail_text(e, "ann@players.example", -1, NULL);
	hit = strstr(text, what) != NULL;
	free(text);
	return (hit);
}

/* choice - seat 1's own choice from its welcome mail, caller frees */

static char *
choice(const char *welcome)
{
	char *a, *b, *c, *s;

	a = test_offered(welcome, 0);
	b = test_offered(welcome, 1);
	c = test_offered(welcome, 3);
	s = pb_asprintf("keep %s, %s, %s\nleader %s\n", a, b, c, a);
	free(a);
	free(b);
	free(c);
	return (s);
}

/* examples_not_read - no example line of the old mail's first screen
 * (the lines under "e.g.:") was read as a command of the reply */

static void
examples_not_read(struct test_env *e, const char *old)
{
	const char *p = strstr(old, "e.g.:\n"), *nl;
	char       *echo;
	int         n = 0;

	ck_assert_ptr_nonnull(p);
	for (p += 6; strncmp(p, "  ", 2) == 0 && (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		echo = pb_asprintf("> %.*s\n", (int)(nl - p - 2), p + 2);
		ck_assert_msg(!reply_has(e, echo), "the old mail's example was read: %s", echo);
		free(echo);
		n++;
	}
	ck_assert_int_ge(n, 1);
}

/* pasted_welcome - oldmail-1.1, 1.2 and 1.6 (irt -1: token NULL) */

static void
pasted_welcome(int irt)
{
	struct test_env  *e = test_env_new();
	struct store_out **rows;
	struct pb_err      err;
	size_t             n;
	char              *welcome, *mine, *body, *tok;

	(void)test_game(e, 2, 7, NULL);
	welcome = test_mail_text(e, "ann@players.example", -1, NULL);
	/* The welcome's row keeps the token it shows. */
	tok = test_token(e, "ann@players.example");
	ck_assert(store_out_list(e->p->st, "ann@players.example", &rows, &n, &err) == PB_OK);
	ck_assert(n > 0 && rows[n - 1]->token != NULL);
	ck_assert_str_eq(rows[n - 1]->token, tok);
	store_out_list_free(rows, n);
	free(tok);
	if (irt < 0) /* as queued before schema 023 */
		ck_assert(sqlite3_exec(store_db(e->p->st), "UPDATE outbox SET token = NULL", NULL,
		              NULL, NULL)
		    == SQLITE_OK);
	/* The first screen's example commands. */
	ck_assert(strstr(welcome, "e.g.:\n  keep ") != NULL);
	mine = choice(welcome);
	body = pb_asprintf("%s\n%s", mine, welcome);
	ck_assert_str_eq(answer(e, irt ? "old1@x" : "old2@x", "", body, irt > 0), "applied");
	ck_assert(reply_has(e, "leads your group"));
	examples_not_read(e, welcome);
	ck_assert(!reply_has(e, "> HOW TO ANSWER"));
	ck_assert(!reply_has(e, "refused"));
	ck_assert(reply_has(e, "quoted lines"));
	free(body);
	free(mine);
	free(welcome);
	test_env_free(e);
}

START_TEST(welcome_by_reply_to)
{
	pasted_welcome(1); /* oldmail-1.1 */
}
END_TEST

START_TEST(welcome_by_token)
{
	pasted_welcome(0); /* oldmail-1.2 */
}
END_TEST

START_TEST(welcome_by_old_token)
{
	pasted_welcome(-1); /* oldmail-1.6 */
}
END_TEST

/* html_escape - text as HTML lines in divs, caller frees */

static char *
html_divs(const char *text)
{
	struct pb_buf b;
	const char   *p;

	pb_buf_init(&b);
	pb_buf_puts(&b, "<div>");
	for (p = text; *p; p++) {
		if (*p == '\n')
			pb_buf_puts(&b, "</div>\n<div>");
		else if (*p == '<')
			pb_buf_puts(&b, "&lt;");
		else if (*p == '>')
			pb_buf_puts(&b, "&gt;");
		else if (*p == '&')
			pb_buf_puts(&b, "&amp;");
		else
			pb_buf_putc(&b, *p);
	}
	pb_buf_puts(&b, "</div>");
	return (pb_buf_steal(&b));
}

START_TEST(html_div)
{
	struct test_env *e = test_env_new();
	char            *welcome, *mine, *body, *h1, *h2;

	/* oldmail-1.3 */
	(void)test_game(e, 2, 7, NULL);
	welcome = test_mail_text(e, "ann@players.example", -1, NULL);
	mine = choice(welcome);
	h1 = html_divs(mine);
	h2 = html_divs(welcome);
	body = pb_asprintf("<html><body>%s<hr><div id=\"divRplyFwdMsg\"><b>Von:</b> pbemd "
	                   "&lt;arbiter@test.example&gt;<br><b>Gesendet:</b> Mittwoch, 25. "
	                   "November 2026 08:10<br><b>An:</b> ann@players.example</div>"
	                   "<div class=\"PlainText\">%s</div></body></html>\n",
	    h1, h2);
	ck_assert_str_eq(
	    answer(e, "old3@x", "Content-Type: text/html; charset=utf-8\n", body, 1), "applied");
	ck_assert(reply_has(e, "leads your group"));
	ck_assert(!reply_has(e, "> keep Forest Plum"));
	ck_assert(!reply_has(e, "> leader Forest"));
	ck_assert(!reply_has(e, "refused"));
	free(body);
	free(h1);
	free(h2);
	free(mine);
	free(welcome);
	test_env_free(e);
}
END_TEST

/* chosen - a game where seat 1 has chosen, asked for help, and got the
 * list of commands */

static struct test_env *
chosen(void)
{
	struct test_env *e = test_env_new();
	const char      *outcome;

	(void)test_game(e, 2, 7, NULL);
	test_choose(e, 1, "choose1@x");
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	test_reply(e, 1, NULL, "help1@x", "help\n");
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	return (e);
}

START_TEST(short_commands_read)
{
	struct test_env *e = chosen();
	char            *old;

	/* oldmail-1.4: the mail answered lists "show" and "help" as
	 * commands; typed alone they are the player's. */
	old = test_mail_text(e, "ann@players.example", -1, NULL);
	ck_assert(strstr(old, "\nshow\n") != NULL && strstr(old, "\nhelp COMMAND\n") != NULL);
	ck_assert_str_eq(answer(e, "short1@x", "", "show\nhelp\n", 1), "applied");
	ck_assert(reply_has(e, "> show\n  done"));
	ck_assert(reply_has(e, "> help\n  done"));
	free(old);
	test_env_free(e);
}
END_TEST

START_TEST(pasted_reply)
{
	struct test_env *e = chosen();
	char            *old, *body;

	/* oldmail-1.5 */
	old = test_mail_text(e, "ann@players.example", -1, NULL);
	ck_assert(strstr(old, "\ndeadline\n") != NULL && strstr(old, "\nback\n") != NULL);
	body = pb_asprintf("show\n\n%s", old);
	ck_assert_str_eq(answer(e, "paste2@x", "", body, 1), "applied");
	ck_assert(reply_has(e, "> show\n  done"));
	ck_assert(!reply_has(e, "> deadline"));
	ck_assert(!reply_has(e, "> back"));
	ck_assert(!reply_has(e, "> help"));
	ck_assert(!reply_has(e, "refused"));
	free(body);
	free(old);
	test_env_free(e);
}
END_TEST

/* oldmail_suite - the cases */

static Suite *
oldmail_suite(void)
{
	Suite *s;
	TCase *t;

	s = suite_create("oldmail");
	t = tcase_create("pasted");
	tcase_add_test(t, welcome_by_reply_to);
	tcase_add_test(t, welcome_by_token);
	tcase_add_test(t, welcome_by_old_token);
	tcase_add_test(t, html_div);
	tcase_add_test(t, short_commands_read);
	tcase_add_test(t, pasted_reply);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(oldmail_suite));
}
