/*++
/* NAME
/*	check_arbiter 1
/* SUMMARY
/*	the arbiter driven only by mail, end to end
/* SYNOPSIS
/*	tests/check_arbiter
/* DESCRIPTION
/*	Every case runs a real installation in a temporary directory:
/*	SQLite database, key, inbox and outbox Maildirs; messages are
/*	dropped into the inbox as an MTA would and processed by the same
/*	pass the daemon runs.  Where a case tests the arbiter rather than a
/*	game (arb-2 to arb-5, arb-8) it plays the Tiny Test Game
/*	(tests/testgame/); arb-1 and arb-6 play Dead of Winter's set-up.
/*	Test ids:
/*	arb-1.*	a full 4-player set-up by mail; replay --verify
/*	arb-2.*	authentication: no token, forged From, wrong token, another
/*		seat's token, a token from a new address (held, then
/*		confirmed, 2.5.1), auto-replies
/*	arb-3.*	message forms: HTML-only, quoted reply, ISO-8859-1,
/*		bottom-posting, no command at all, lines of prose listed
/*		once and a near miss of a command refused, also in HELP
/*		WORD (3.6)
/*	arb-4.*	exactly once: the same Message-ID twice, the same text twice
/*		(HELP, SHOW, HISTORY, with prose or alone: answered every
/*		time)
/*	arb-5.*	verification fails on an edited state, move or seed; an
/*		unreadable stored state is rebuilt from the log (5.5)
/*	arb-6.*	privacy of every mail across many seeds
/*	arb-7.*	the outbox: a backlog larger than a batch goes in one flush
/*		(7.1); a temporary failure is given up after 5 days and 10
/*		tries, and a mail requeued by hand is sent (7.2); a flush
/*		that finds its row taken by another goes on (7.3); a batch
/*		is recorded in one transaction and lands whole in the
/*		Maildir (7.4); the first temporary failure stops the flush,
/*		the rows not tried share it, one commit (7.5); a permanent
/*		failure stops nothing (7.6); the mails sent before a stop
/*		are marked sent, those after it wait (7.7)
/*	arb-8.*	the arbiter with a game that is not Dead of Winter, the Tiny
/*		Test Game (tests/testgame/): a private notice reaches its
/*		seat alone (8.1); a secret vote: a receipt to each voter,
/*		commitments to all, the ballots revealed to all when the
/*		last is in (8.2); over 30 games played by mail to the end,
/*		no mail names a card another seat holds (8.3); one
/*		installation runs a Dead of Winter and a Tiny Test Game for
/*		the same players, each game's mails with its own templates
/*		(8.4); a line whose outcome nobody could know pauses the
/*		mail: the later lines held, quoted back, not logged, capped;
/*		the same mail again applied once; the held line sent anew
/*		applied (8.5)
/*	Every game of every case is replayed and verified when the case
/*	ends (test_env_free), but those damaged on purpose in arb-5.
/*--*/

/* System. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Third party. */
#include <check.h>
#include <sodium.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "testgame/tiny.h"
#include "testmail.h"
#include "testrun.h"

/* verified - replay --verify of a game holds */

static void
verified(struct test_env *e, int64_t game)
{
	struct pb_err err;
	char         *report = NULL;

	ck_assert_msg(gamectl_replay(e->p, game, &report, &err) == PB_OK, "%s", report);
	free(report);
}

/* contains - the last mail to a seat holds a text */

static int
contains(struct test_env *e, int seat, const char *what)
{
	char *addr = test_addr(seat), *text;
	int   hit;

	text = test_mail_text(e, addr, -1, NULL);
	hit = strstr(text, what) != NULL;
	free(text);
	free(addr);
	return (hit);
}

/* mails - how many mails a seat has had */

static int
mails(struct test_env *e, int seat)
{
	char *addr = test_addr(seat);
	int   n = test_mail_count(e, addr);

	free(addr);
	return (n);
}

/* ---- arb-1: a whole set-up --------------------------------------- */

/* Level every: each seat is mailed every event (notify_level.h; the
 * default, waiting, is tested in check_notify). */
#define EVERY "[limits]\nmax_per_hour = 0\n[notify]\nlevel = every\n"

START_TEST(full_setup)
{
	struct test_env *e = test_env_new_conf(EVERY);
	const char      *outcome;
	char             id[32];
	int64_t          game;
	int              k;

	/* arb-1.1: creation mails each seat once, with the seed hash. */
	game = test_game(e, 4, 1, NULL);
	for (k = 1; k <= 4; k++) {
		ck_assert_int_eq(mails(e, k), 1);
		ck_assert(contains(e, k, "Seed hash: "));
		ck_assert(contains(e, k, "Survivors dealt to you"));
	}
	/* arb-1.2: each choice is answered to its seat only. */
	for (k = 1; k <= 4; k++) {
		snprintf(id, sizeof(id), "choice%d@players.example", k);
		test_choose(e, k, id);
		ck_assert_int_eq(test_run(e, &outcome), 1);
		ck_assert_str_eq(outcome, "applied");
		ck_assert(contains(e, k, "done: you keep them"));
		ck_assert(contains(e, k, "leads your group"));
	}
	/* arb-1.3: the last choice tells everyone the game is ready. */
	for (k = 1; k <= 4; k++) {
		ck_assert_int_eq(mails(e, k), k == 4 ? 2 : 3);
		ck_assert(contains(e, k, "Round 1 begins"));
		ck_assert(contains(e, k, "First player: Player "));
	}
	/* arb-1.4: the stored game is what its log rebuilds. */
	verified(e, game);
	test_env_free(e);
}
END_TEST

/* ---- arb-2: authentication --------------------------------------- */

START_TEST(no_token_forged_from)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 4, 2, NULL);
	char            *before = test_state(e, game), *after, *msg;

	/* arb-2.1: Bob's address, no token: nothing done, Bob told. */
	msg = test_message("bob@players.example", "my move", "forged1@x", NULL, "pass\n");
	test_deliver(e, msg);
	free(msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "unauthenticated");
	ck_assert_int_eq(mails(e, 2), 2);
	ck_assert(contains(e, 2, "without a move token"));
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	/* arb-2.2: a stranger without a token gets nothing at all. */
	msg = test_message("mallory@evil.example", "hello", "forged2@x", NULL, "pass\n");
	test_deliver(e, msg);
	free(msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "ignored");
	ck_assert_int_eq(test_mail_count(e, "mallory@evil.example"), 0);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	test_env_free(e);
}
END_TEST

START_TEST(wrong_token)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 4, 3, NULL);
	char            *before = test_state(e, game), *after, *tok, *subject, *msg;

	/* arb-2.3: one character of the MAC changed: the claimed seat's
	 * registered address is told; the sender gets nothing. */
	tok = test_token(e, "cid@players.example");
	tok[strlen(tok) - 1] = tok[strlen(tok) - 1] == 'A' ? 'B' : 'A';
	subject = pb_asprintf("Re: %s", tok);
	msg = test_message("mallory@evil.example", subject, "bad1@x", NULL, "pass\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "bad-token");
	ck_assert_int_eq(mails(e, 3), 2);
	ck_assert(contains(e, 3, "does not verify"));
	ck_assert_int_eq(test_mail_count(e, "mallory@evil.example"), 0);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	free(msg);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

START_TEST(other_seat_token)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 4, 4, NULL);
	char            *before = test_state(e, game), *after, *tok, *subject, *msg;

	/* arb-2.4: Ann sends Dee's token from her own address: refused,
	 * Dee (the token's owner) told, Ann's seat untouched. */
	tok = test_token(e, "dee@players.example");
	subject = pb_asprintf("Re: %s", tok);
	msg = test_message("ann@players.example", subject, "misuse1@x", NULL, "pass\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "token-misuse");
	ck_assert_int_eq(mails(e, 4), 2);
	ck_assert(contains(e, 4, "the address of another player"));
	ck_assert_int_eq(mails(e, 1), 1);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	free(msg);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

START_TEST(token_new_address)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_game(e, 4, 5, NULL);
	char            *text, *a, *b, *body, *before = test_state(e, game), *after;
	char            *subject, *held, *reply, *msg;

	/* arb-2.5: Bob writes from his phone's address with his token: the
	 * commands are held, not applied; his registered address gets them
	 * listed with a code, the phone nothing (held(3)). */
	text = test_mail_text(e, "bob@players.example", 0, NULL);
	a = test_offered(text, 1);
	b = test_offered(text, 2);
	body = pb_asprintf("keep %s %s\n", a, b);
	test_reply(e, 2, "bob.phone@mobile.example", "phone1@x", body);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "held");
	ck_assert_int_eq(test_mail_count(e, "bob.phone@mobile.example"), 0);
	ck_assert_int_eq(mails(e, 2), 2);
	ck_assert(contains(e, 2, "Its commands are held"));
	ck_assert(contains(e, 2, body));
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	/* arb-2.5.1: the one word "confirm" in a reply from the registered
	 * address applies them, answered as any move. */
	held = test_mail_text(e, "bob@players.example", -1, &subject);
	reply = pb_asprintf("Re: %s", subject);
	msg = test_message("bob@players.example", reply, "confirm1@x", NULL, "confirm\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	ck_assert_int_eq(mails(e, 2), 3);
	ck_assert(contains(e, 2, "done: you keep them"));
	verified(e, game);
	free(msg);
	free(reply);
	free(held);
	free(subject);
	free(before);
	free(body);
	free(a);
	free(b);
	free(text);
	test_env_free(e);
}
END_TEST

START_TEST(auto_reply)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 3, 6, NULL);
	char            *before = test_state(e, game), *after, *tok, *subject, *msg;

	/* arb-2.6: a vacation reply carrying the token is never executed
	 * nor answered (RFC 3834). */
	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Out of office: Re: %s", tok);
	msg = test_message("ann@players.example", subject, "vac1@x",
	    "Auto-Submitted: auto-replied\n", "I am away.\npass\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "auto-reply");
	ck_assert_int_eq(mails(e, 1), 1);
	free(msg);
	/* arb-2.7: our own mail coming back (X-Loop names us): never answered. */
	msg = test_message("ann@players.example", subject, "loop1@x",
	    "X-Loop: someone@else.example\nX-Loop: arbiter@test.example\n", "pass\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "auto-reply");
	ck_assert_int_eq(mails(e, 1), 1);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	free(before);
	free(msg);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

/* ---- arb-3: message forms ---------------------------------------- */

START_TEST(html_only)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 3, 7, NULL);
	char            *tok, *subject, *msg;

	/* arb-3.1: an HTML-only reply: the commands above the quoted mail
	 * are read, the <blockquote> is not. */
	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", tok);
	msg = test_message("ann@players.example", subject, "html1@x",
	    "Content-Type: text/html; charset=utf-8\n",
	    "<html><body><div>peek&nbsp;2</div><div>pass</div>"
	    "<blockquote><p>play</p><p>call</p></blockquote></body></html>\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	ck_assert(contains(e, 1, "> peek 2\n  done: Player 2 holds "));
	ck_assert(contains(e, 1, "done: You pass."));
	ck_assert(!contains(e, 1, "refused"));
	ck_assert(contains(e, 1, "quoted lines"));
	verified(e, game);
	free(msg);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

START_TEST(latin1_quoted)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 3, 8, "{\"first\":\"3\"}");
	char            *tok, *subject, *msg;

	/* arb-3.2: an ISO-8859-1 quoted-printable reply, top-posted above a
	 * quoted copy of the old mail with an Italian attribution line. */
	tok = test_token(e, "cid@players.example");
	subject = pb_asprintf("Re: %s", tok);
	msg = test_message("cid@players.example", subject, "latin1@x",
	    "Content-Type: text/plain; charset=iso-8859-1\n"
	    "Content-Transfer-Encoding: quoted-printable\n",
	    "peek 1\npass\nperch=E9 no?\n\n"
	    "Il giorno sab 21 nov 2026 alle ore 10:00 pbemd <arbiter@test.example> ha scritto:\n"
	    "> play\n> call\n");
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	ck_assert(contains(e, 3, "done: You pass."));
	/* The Latin-1 line is decoded to UTF-8 and, beginning with no
	 * command word, listed as prose, not refused (arb-3.3). */
	ck_assert(contains(e, 3, "Not read as commands (they begin with no command word):\n"
	                         "~ perch\xc3\xa9 no?\n"));
	ck_assert(!contains(e, 3, "refused"));
	ck_assert(contains(e, 3, "quoted lines (2)"));
	verified(e, game);
	free(msg);
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

START_TEST(bottom_posting)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 3, 9, "{\"first\":\"2\"}");

	/* arb-3.3: commands written under the quoted mail are read. */
	test_reply(e, 2, NULL, "bottom1@x",
	    "On Sat, 21 Nov 2026 at 10:00, pbemd <arbiter@test.example> wrote:\n"
	    "> ONLY FOR YOU, Player 2\n> play\n\npeek 1\npass\n\n-- \nBob\nplay\n");
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	ck_assert(contains(e, 2, "done: You pass."));
	ck_assert(!contains(e, 2, "refused"));
	ck_assert(contains(e, 2, "your signature"));
	verified(e, game);
	test_env_free(e);
}
END_TEST

START_TEST(no_command)
{
	struct test_env *e = test_env_new();
	const char      *outcome;

	/* arb-3.4: a reply with nothing but a quote still gets an answer. */
	test_tiny(e, 3, 10, NULL);
	test_reply(e, 1, NULL, "empty1@x", "> all quoted\n");
	test_run(e, &outcome);
	ck_assert_int_eq(mails(e, 1), 2);
	ck_assert(contains(e, 1, "Your mail held no command"));
	/* arb-3.5: HELP lists the commands of the moment. */
	test_reply(e, 1, NULL, "help1@x", "help\n");
	test_run(e, &outcome);
	ck_assert(contains(e, 1, "COMMANDS YOU CAN GIVE NOW"));
	ck_assert(contains(e, 1, "  peek SEAT\n"));
	/* arb-3.6: lines that begin with no command word are listed once,
	 * not refused; a near miss of a command word is refused with the
	 * word meant; the command lines around them run. */
	test_reply(
	    e, 1, NULL, "prose1@x", "Hi all,\nhelp\npsas\nhelp peke\nThanks all!\n\nBob\n");
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	ck_assert(contains(e, 1,
	    "Not read as commands (they begin with no command word):\n~ Hi all,\n"
	    "~ Thanks all!\n~ Bob\n"));
	ck_assert(contains(e, 1, "> psas\n  refused: \"psas\" is no command; did you mean pass?"));
	ck_assert(contains(e, 1, "refused: no command \"peke\" (HELP lists them); did you mean peek?"));
	ck_assert(contains(e, 1, "COMMANDS YOU CAN GIVE NOW"));
	ck_assert(!contains(e, 1, "nknown command"));
	ck_assert(!contains(e, 1, "> Bob"));
	test_env_free(e);
}
END_TEST

/* ---- arb-4: exactly once ----------------------------------------- */

/* ann_says - seat 1 replies with body under subject; the outcome */

static const char *
ann_says(struct test_env *e, const char *subject, const char *id, const char *body)
{
	const char *outcome;
	char       *msg = test_message("ann@players.example", subject, id, NULL, body);

	test_deliver(e, msg);
	test_run(e, &outcome);
	free(msg);
	return (outcome);
}

START_TEST(duplicates)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 3, 11, NULL);
	const char      *body = "play\n";
	char            *tok, *subject, *msg, *before, *after;

	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", tok);
	msg = test_message("ann@players.example", subject, "twice@x", NULL, body);
	/* arb-4.1: the same message delivered twice (an MTA retry). */
	test_deliver(e, msg);
	test_deliver(e, msg);
	ck_assert_int_eq(test_run(e, &outcome), 2);
	ck_assert_str_eq(outcome, "duplicate");
	ck_assert_int_eq(mails(e, 1), 2);
	before = test_state(e, game);
	free(msg);
	/* arb-4.2: the same text resent as a new message: no second effect,
	 * and a notice that says so. */
	msg = test_message("ann@players.example", subject, "resent@x", NULL, body);
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "resent");
	ck_assert_int_eq(mails(e, 1), 3);
	ck_assert(contains(e, 1, "Nothing was\ndone a second time"));
	free(msg);
	/* arb-4.2: a third copy within the hour: no second notice. */
	msg = test_message("ann@players.example", subject, "resent2@x", NULL, body);
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "resent");
	ck_assert_int_eq(mails(e, 1), 3);
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	verified(e, game);
	free(after);
	free(msg);
	/* arb-4.3: HELP is no move: sent twice to the same mail, it is
	 * answered twice, each time with the list. */
	ck_assert_str_eq(ann_says(e, subject, "help-a@x", "help\n"), "applied");
	ck_assert_int_eq(mails(e, 1), 4);
	ck_assert_str_eq(ann_says(e, subject, "help-b@x", "help\n"), "applied");
	ck_assert_int_eq(mails(e, 1), 5);
	ck_assert(contains(e, 1, "COMMANDS YOU CAN GIVE NOW"));
	ck_assert(!contains(e, 1, "Nothing was\ndone a second time"));
	/* arb-4.4: and so are SHOW and HISTORY, while a mail with a move
	 * among them is applied once. */
	ck_assert_str_eq(ann_says(e, subject, "show-a@x", "show\nhistory\n"), "applied");
	ck_assert_str_eq(ann_says(e, subject, "show-b@x", "show\nhistory\n"), "applied");
	after = test_state(e, game);
	ck_assert_str_eq(before, after); /* they changed nothing */
	free(after);
	free(before);
	ck_assert_str_eq(ann_says(e, subject, "mixed@x", "help\nplay\n"), "applied");
	before = test_state(e, game);
	ck_assert_str_eq(ann_says(e, subject, "mixed2@x", "help\nplay\n"), "resent");
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(before);
	free(after);
	/* arb-4.5: a line of prose beside them is no move either. */
	free(subject);
	free(tok);
	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(ann_says(e, subject, "prose-a@x", "help\nThanks a lot\n"), "applied");
	ck_assert_str_eq(ann_says(e, subject, "prose-b@x", "help\nThanks a lot\n"), "applied");
	ck_assert(contains(e, 1, "COMMANDS YOU CAN GIVE NOW"));
	free(subject);
	free(tok);
	test_env_free(e);
}
END_TEST

/* ---- arb-5: verification fails on any edit ------------------------- */

static const struct {
	const char *label;
	const char *sql;
} edits[] = {
	{ "arb-5.1 edited state",
	    "UPDATE games SET state = replace(state, '\"round\":1', '\"round\":2')" },
	{ "arb-5.2 edited seed", "UPDATE games SET seed = zeroblob(32)" },
	{ "arb-5.3 deleted move", "DELETE FROM moves WHERE seq = (SELECT max(seq) FROM moves)" },
	{ "arb-5.4 edited move",
	    "DROP TRIGGER moves_append_only; "
	    "UPDATE moves SET command = 'play' WHERE seq = 1" },
};

START_TEST(verify_detects_edits)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	struct pb_err    err;
	char            *report = NULL, *errmsg = NULL;
	int64_t          game = test_tiny(e, 3, 12, NULL);

	test_reply(e, 1, NULL, "v1@x", "pass\n");
	test_reply(e, 2, NULL, "v2@x", "pass\n");
	test_run(e, &outcome);
	verified(e, game);
	ck_assert_msg(
	    sqlite3_exec(store_db(e->p->st), edits[_i].sql, NULL, NULL, &errmsg) == SQLITE_OK,
	    "%s: %s", edits[_i].label, errmsg ? errmsg : "");
	ck_assert_msg(gamectl_replay(e->p, game, &report, &err) == PB_EDATA, "%s: replay passed",
	    edits[_i].label);
	e->broken = 1;
	free(report);
	sqlite3_free(errmsg);
	test_env_free(e);
}
END_TEST

START_TEST(rebuild_unreadable_state)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	int64_t          game = test_tiny(e, 3, 13, NULL);
	char            *before, *after;

	/* arb-5.5: a stored state this version cannot read (a cache from an
	 * older one) is rebuilt from the log, and play goes on. */
	test_reply(e, 1, NULL, "rb1@x", "pass\n");
	test_run(e, &outcome);
	before = test_state(e, game);
	ck_assert(
	    sqlite3_exec(store_db(e->p->st), "UPDATE games SET state = '{}'", NULL, NULL, NULL)
	    == SQLITE_OK);
	test_reply(e, 2, NULL, "rb2@x", "pass\n");
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	ck_assert(contains(e, 2, "done: You pass."));
	after = test_state(e, game);
	ck_assert_str_ne(after, "{}");
	ck_assert_str_ne(after, before);
	free(before);
	free(after);
	test_env_free(e); /* verifies the game: the new stored state is the log's */
}
END_TEST

/* ---- arb-6: privacy of every mail ---------------------------------- */

/* secret_lines - the private lines of a seat's first mail */

static int
secret_lines(const char *text, char *out[], int max)
{
	const char *p = text, *end;
	int         n = 0;

	while ((p = strchr(p, '\n')) != NULL && n < max) {
		p++;
		if (strncmp(p, "  - ", 4) == 0 || strncmp(p, "  * ", 4) == 0
		    || strncmp(p, "Secret objective: ", 18) == 0) {
			end = strchr(p, '\n');
			out[n++] = pb_strndup(p, (size_t)(end - p));
		}
	}
	return (n);
}

START_TEST(privacy_mails)
{
	struct test_env *e = test_env_new();
	const char      *outcome;
	char            *lines[5][40], *text, *addr, msgid[64];
	int              nl[5], first[5], seed, a, b, i, j, own, nseats, m, count;

	/* arb-6.1: over 40 games set up by mail, no mail to seat A holds a
	 * private line (hand card, dealt survivor, secret objective) of seat
	 * B that is not also A's own. */
	for (seed = 0; seed < 40; seed++) {
		nseats = 2 + seed % 4;
		for (a = 1; a <= nseats; a++) {
			addr = test_addr(a);
			first[a - 1] = test_mail_count(e, addr);
			free(addr);
		}
		test_game(e, nseats, 500 + (unsigned)seed, NULL);
		for (a = 1; a <= nseats; a++) {
			addr = test_addr(a);
			text = test_mail_text(e, addr, -1, NULL);
			nl[a - 1] = secret_lines(text, lines[a - 1], 40);
			ck_assert_int_ge(nl[a - 1], 5);
			free(text);
			free(addr);
		}
		/* Play the set-up, so that replies and updates are checked too. */
		for (a = 1; a <= nseats; a++) {
			snprintf(msgid, sizeof(msgid), "p%d.%d@x", seed, a);
			test_choose(e, a, msgid);
			test_run(e, &outcome);
			ck_assert(contains(e, a, "leads your group"));
		}
		for (a = 1; a <= nseats; a++) {
			addr = test_addr(a);
			count = test_mail_count(e, addr);
			for (m = first[a - 1]; m < count; m++) {
				text = test_mail_text(e, addr, m, NULL);
				for (b = 1; b <= nseats; b++)
					for (i = 0; b != a && i < nl[b - 1]; i++) {
						for (own = 0, j = 0; j < nl[a - 1]; j++)
							own |=
							    strcmp(lines[a - 1][j], lines[b - 1][i])
							    == 0;
						ck_assert_msg(
						    own || strstr(text, lines[b - 1][i]) == NULL,
						    "seed %d: seat %d's mail holds \"%s\" of seat "
						    "%d",
						    seed, a, lines[b - 1][i], b);
					}
				free(text);
			}
			free(addr);
		}
		for (a = 0; a < nseats; a++)
			for (i = 0; i < nl[a]; i++)
				free(lines[a][i]);
	}
	test_env_free(e);
}
END_TEST

/* commits - sqlite3_commit_hook(): count the transactions */

static int
commits(void *arg)
{
	(*(int *)arg)++;
	return (0);
}

/* files_in - the files in a folder */

static int
files_in(const char *dir)
{
	struct dirent *de;
	DIR           *d = opendir(dir);
	int            n = 0;

	ck_assert_ptr_nonnull(d);
	while ((de = readdir(d)) != NULL)
		n += de->d_name[0] != '.';
	closedir(d);
	return (n);
}

START_TEST(outbox_backlog)
{
	struct test_env *e = test_env_new();
	struct store_out o;
	struct pb_err    err;
	char             id[64], *msg, *dir;
	int              i, sent, ncommit = 0;

	/* arb-7.1: 250 mails queued (more than 2 batches of 100): one
	 * flush_outbox() sends every one (pbemd --once, --deliver). */
	for (i = 0; i < 250; i++) {
		snprintf(id, sizeof(id), "<backlog.%d@test.example>", i);
		msg = pb_asprintf("From: arbiter@test.example\r\nTo: many@test.example\r\n"
		                  "Message-ID: %s\r\nSubject: n%d\r\n\r\nbody %d\r\n",
		    id, i, i);
		memset(&o, 0, sizeof(o));
		o.to_addr = "many@test.example";
		o.message = msg;
		o.message_id = id;
		o.created = 1;
		ck_assert_msg(store_out_insert(e->p->st, &o, &err) == PB_OK, "%s", err.msg);
		free(msg);
	}
	sqlite3_commit_hook(store_db(e->p->st), commits, &ncommit);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	sqlite3_commit_hook(store_db(e->p->st), NULL, NULL);
	ck_assert_int_eq(sent, 250);
	ck_assert_int_eq(test_mail_count(e, "many@test.example"), 250);

	/* arb-7.4: three batches (100, 100, 50): three transactions mark
	 * them sent, and every mail is in the Maildir's new/. */
	ck_assert_int_eq(ncommit, 3);
	dir = pb_asprintf("%s/outbox/new", e->dir);
	ck_assert_int_eq(files_in(dir), 250);
	free(dir);
	test_env_free(e);
}
END_TEST

/* script - an executable sh script at DIR/NAME that runs BODY; caller
 * frees the path */

static char *
script(const char *dir, const char *name, const char *body)
{
	char *path = pb_asprintf("%s/%s", dir, name);
	FILE *fp = fopen(path, "w");

	ck_assert_ptr_nonnull(fp);
	fprintf(fp, "#!/bin/sh\n%s\n", body);
	ck_assert_int_eq(fclose(fp), 0);
	ck_assert_int_eq(chmod(path, 0700), 0);
	return (path);
}

/* outbox_row - the outbox row id, caller frees */

static struct store_out *
outbox_row(struct test_env *e, int64_t id)
{
	struct store_out **rows = NULL, *o = NULL;
	struct pb_err      err;
	size_t             n = 0, i;

	ck_assert_msg(store_out_list(e->p->st, NULL, &rows, &n, &err) == PB_OK, "%s", err.msg);
	for (i = 0; i < n; i++)
		if (rows[i]->id == id) {
			o = rows[i];
			rows[i] = NULL;
		}
	store_out_list_free(rows, n);
	ck_assert_ptr_nonnull(o);
	return (o);
}

START_TEST(outbox_giveup)
{
	struct test_env *e = test_env_new();
	struct store_out o = { 0 }, *r;
	struct pb_err    err;
	char            *down, *up;
	int64_t          t0 = 1700000000;
	int              sent, n;

	/* arb-7.2: a sink that fails temporarily (sendmail exit 75): a mail
	 * 6 days old is retried while it has had fewer than 10 tries, given
	 * up at the 10th; requeued by hand, it is sent, its error cleared. */
	down = script(e->dir, "down", "cat > /dev/null; exit 75");
	up = script(e->dir, "up", "cat > /dev/null; exit 0");
	free(e->p->cf->outbox);
	e->p->cf->outbox = pb_asprintf("sendmail:%s", down);
	o.to_addr = "late@test.example";
	o.message = "From: arbiter@test.example\r\nSubject: late\r\n\r\nbody\r\n";
	o.message_id = "<late@test.example>";
	o.created = t0;
	ck_assert_msg(store_out_insert(e->p->st, &o, &err) == PB_OK, "%s", err.msg);
	test_at(t0 + 6 * 86400);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	r = outbox_row(e, o.id);
	ck_assert_str_eq(r->state, "queued");
	ck_assert_int_eq(r->attempts, 1);
	ck_assert_ptr_nonnull(strstr(r->last_error, "exit status 75"));
	store_out_free(r);

	/* The tenth try gives it up. */
	ck_assert(store_out_failed(e->p->st, o.id, 9, 0, "earlier", 0, &err) == PB_OK);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	r = outbox_row(e, o.id);
	ck_assert_str_eq(r->state, "failed");
	ck_assert_int_eq(r->attempts, 10);
	store_out_free(r);

	/* By hand, once the cause is fixed. */
	ck_assert(store_out_requeue(e->p->st, 0, t0 + 6 * 86400, &n, &err) == PB_OK && n == 1);
	free(e->p->cf->outbox);
	e->p->cf->outbox = pb_asprintf("sendmail:%s", up);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(sent, 1);
	r = outbox_row(e, o.id);
	ck_assert_str_eq(r->state, "sent");
	ck_assert_int_eq(r->attempts, 0);
	ck_assert_ptr_null(r->last_error);
	store_out_free(r);
	free(down);
	free(up);
	test_env_free(e);
}
END_TEST

START_TEST(outbox_race)
{
	struct test_env *e = test_env_new();
	struct store_out o = { 0 }, *r;
	struct pb_err    err;
	char            *body, *prog;
	int              sent;

	/* arb-7.3: while the sink sends, another flush (pbemctl beside the
	 * daemon) marks the row sent: this flush goes on, PB_OK. */
	if (system("command -v sqlite3 > /dev/null") != 0) {
		printf("arb-7.3: skipped: no sqlite3 program\n");
		test_env_free(e);
		return;
	}
	body = pb_asprintf("cat > /dev/null; sqlite3 -cmd '.timeout 20000' '%s/pbemd.db' "
	                   "\"UPDATE outbox SET state = 'sent', sent = 1\"",
	    e->dir);
	prog = script(e->dir, "other", body);
	free(e->p->cf->outbox);
	e->p->cf->outbox = pb_asprintf("sendmail:%s", prog);
	o.to_addr = "race@test.example";
	o.message = "From: arbiter@test.example\r\nSubject: race\r\n\r\nbody\r\n";
	o.message_id = "<race@test.example>";
	o.created = 1;
	ck_assert_msg(store_out_insert(e->p->st, &o, &err) == PB_OK, "%s", err.msg);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	r = outbox_row(e, o.id);
	ck_assert_str_eq(r->state, "sent");
	ck_assert_int_eq(r->sent, 1); /* the other flush's */
	store_out_free(r);
	free(prog);
	free(body);
	test_env_free(e);
}
END_TEST

/* queue_to - queue a small mail to addr; its row id */

static int64_t
queue_to(struct test_env *e, const char *addr, int k)
{
	struct store_out o = { 0 };
	struct pb_err    err;
	char             id[64];

	snprintf(id, sizeof(id), "<q.%d@test.example>", k);
	o.to_addr = (char *)addr;
	o.message = "From: arbiter@test.example\r\nSubject: q\r\n\r\nbody\r\n";
	o.message_id = id;
	o.created = 1700000000;
	ck_assert_msg(store_out_insert(e->p->st, &o, &err) == PB_OK, "%s", err.msg);
	return (o.id);
}

/* lines_in - the lines of a file, 0 when it is missing */

static int
lines_in(const char *path)
{
	FILE *fp = fopen(path, "r");
	int   c, n = 0;

	if (fp == NULL)
		return (0);
	while ((c = getc(fp)) != EOF)
		n += c == '\n';
	fclose(fp);
	return (n);
}

START_TEST(outbox_stop)
{
	struct test_env  *e = test_env_new();
	struct store_out *r;
	struct pb_err     err;
	char             *prog, *body, *runs;
	int64_t           id[5], t0 = 1700000000;
	int               i, sent, ncommit = 0;

	/* arb-7.5: the sink fails temporarily (sendmail exit 75) on the
	 * first of 5 due mails: it is run once, the 5 rows share its
	 * failure (an attempt each, due again in a minute), one commit; a
	 * flush right after finds nothing due. */
	runs = pb_asprintf("%s/runs", e->dir);
	body = pb_asprintf("cat > /dev/null; echo run >> '%s'; exit 75", runs);
	prog = script(e->dir, "down", body);
	free(e->p->cf->outbox);
	e->p->cf->outbox = pb_asprintf("sendmail:%s", prog);
	for (i = 0; i < 5; i++)
		id[i] = queue_to(e, "down@test.example", i);
	test_at(t0);
	sqlite3_commit_hook(store_db(e->p->st), commits, &ncommit);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	sqlite3_commit_hook(store_db(e->p->st), NULL, NULL);
	ck_assert_int_eq(sent, 0);
	ck_assert_int_eq(lines_in(runs), 1);
	ck_assert_int_eq(ncommit, 1);
	for (i = 0; i < 5; i++) {
		r = outbox_row(e, id[i]);
		ck_assert_str_eq(r->state, "queued");
		ck_assert_int_eq(r->attempts, 1);
		ck_assert_int_eq(r->next_attempt, t0 + 60);
		ck_assert_ptr_nonnull(strstr(r->last_error, "exit status 75"));
		store_out_free(r);
	}
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(lines_in(runs), 1);
	free(prog);
	free(body);
	free(runs);
	test_env_free(e);
}
END_TEST

START_TEST(outbox_permanent)
{
	struct test_env  *e = test_env_new();
	struct store_out *r;
	struct pb_err     err;
	char             *prog;
	int64_t           id[3];
	int               sent;

	/* arb-7.6: a permanent failure (exit 1, for one recipient) is that
	 * mail's: the mails before and after it are sent. */
	prog = script(e->dir, "picky",
	    "cat > /dev/null; case \"$*\" in *bad@*) exit 1;; esac; exit 0");
	free(e->p->cf->outbox);
	e->p->cf->outbox = pb_asprintf("sendmail:%s", prog);
	id[0] = queue_to(e, "good@test.example", 0);
	id[1] = queue_to(e, "bad@test.example", 1);
	id[2] = queue_to(e, "good@test.example", 2);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(sent, 2);
	r = outbox_row(e, id[1]);
	ck_assert_str_eq(r->state, "failed");
	store_out_free(r);
	r = outbox_row(e, id[2]);
	ck_assert_str_eq(r->state, "sent");
	store_out_free(r);
	free(prog);
	test_env_free(e);
}
END_TEST

START_TEST(outbox_stop_midway)
{
	struct test_env  *e = test_env_new();
	struct store_out *r;
	struct pb_err     err;
	char             *prog;
	int64_t           id[3];
	int               i, sent;

	/* arb-7.7: the second of three mails fails temporarily: the first
	 * is sent, the second and third wait with one try each. */
	prog = script(e->dir, "later",
	    "cat > /dev/null; case \"$*\" in *later@*) exit 75;; esac; exit 0");
	free(e->p->cf->outbox);
	e->p->cf->outbox = pb_asprintf("sendmail:%s", prog);
	id[0] = queue_to(e, "now@test.example", 0);
	id[1] = queue_to(e, "later@test.example", 1);
	id[2] = queue_to(e, "now@test.example", 2);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(sent, 1);
	for (i = 0; i < 3; i++) {
		r = outbox_row(e, id[i]);
		ck_assert_str_eq(r->state, i == 0 ? "sent" : "queued");
		ck_assert_int_eq(r->attempts, i == 0 ? 0 : 1);
		store_out_free(r);
	}
	free(prog);
	test_env_free(e);
}
END_TEST

/* arbiter_suite - every case */

/* ---- arb-8: the Tiny Test Game ----------------------------------- */

/* tiny_of - the live state of a game, to read its cards; gamectl_free() */

static struct gamectl *
tiny_of(struct test_env *e, int64_t game)
{
	struct gamectl *g;
	struct pb_err   err;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	return (g);
}

/* tiny_held - the English name of the card seat holds, or NULL */

static char *
tiny_held(struct test_env *e, int64_t game, int seat)
{
	struct gamectl          *g = tiny_of(e, game);
	const struct tiny_state *s = tiny_game_state(g->state);
	char *name = s->hand[seat] == TINY_NOCARD ? NULL : pb_strdup(tiny_name(s->pack, s->hand[seat], 0));

	gamectl_free(g);
	return (name);
}

/* tiny_ended - has the game ended? */

static int
tiny_ended(struct test_env *e, int64_t game)
{
	struct gamectl *g = tiny_of(e, game);
	int             ended = strcmp(g->ops->status(g->state), "ended") == 0;

	gamectl_free(g);
	return (ended);
}

/* tiny_send - seat mails body; the outcome must be applied */

static void
tiny_send(struct test_env *e, int seat, const char *body)
{
	static int  n;
	const char *outcome;
	char        id[64];

	snprintf(id, sizeof(id), "tiny%d@players.example", ++n);
	test_reply(e, seat, NULL, id, body);
	ck_assert_int_eq(test_run(e, &outcome), 1);
	ck_assert_str_eq(outcome, "applied");
}

START_TEST(tiny_notice)
{
	struct test_env *e = test_env_new_conf(EVERY);
	int64_t          game = test_tiny(e, 4, 81, NULL);
	char            *card = tiny_held(e, game, 3), *want;
	int              before[5], k;

	/* arb-8.1: Ann peeks at Cid's card: her reply names it, Cid alone
	 * is told (and gets a mail), Bob and Dee get nothing. */
	for (k = 1; k <= 4; k++)
		before[k] = mails(e, k);
	tiny_send(e, 1, "peek 3\n");
	want = pb_asprintf("done: Player 3 holds %s.", card);
	ck_assert(contains(e, 1, want));
	free(want);
	ck_assert_int_eq(mails(e, 1), before[1] + 1);
	ck_assert_int_eq(mails(e, 3), before[3] + 1);
	ck_assert(contains(e, 3, "Only for you: Player 1 looked at your card."));
	ck_assert(contains(e, 3, card)); /* its own card, in its own view */
	ck_assert_int_eq(mails(e, 2), before[2]);
	ck_assert_int_eq(mails(e, 4), before[4]);
	/* Ann's next command: no notice repeated to anyone. */
	tiny_send(e, 1, "pass\n");
	for (k = 2; k <= 4; k++) {
		ck_assert_int_eq(mails(e, k), before[k] + (k == 3 ? 2 : 1));
		ck_assert(!contains(e, k, "Only for you"));
		ck_assert(contains(e, k, "Player 1 passes."));
	}
	free(card);
	test_env_free(e);
}
END_TEST

START_TEST(tiny_pause)
{
	struct test_env *e = test_env_new_conf(
	    "[limits]\nmax_per_hour = 0\nreply_lines = 2\n[notify]\nlevel = every\n");
	int64_t                  game = test_tiny(e, 3, 85, "{\"variant\":\"pause\"}");
	struct gamectl          *g;
	const struct tiny_state *s;
	const char              *outcome;
	int64_t                  seq;
	char                    *before, *after, *tok, *subject, *msg;
	const char              *body = "peek 2\nshow\npass\nplay\ncall\nThanks all!\n";

	/* arb-8.5: a peek pauses the mail (variant pause): the lines after
	 * it that would change the game are held, quoted back plain, and
	 * neither applied nor logged; show still runs, prose stays prose;
	 * held lines are capped like refused ones. */
	g = tiny_of(e, game);
	seq = g->row->seq;
	gamectl_free(g);
	tok = test_token(e, "ann@players.example");
	subject = pb_asprintf("Re: %s", tok);
	msg = test_message("ann@players.example", subject, "pause1@x", NULL, body);
	test_deliver(e, msg);
	test_run(e, &outcome);
	ck_assert_str_eq(outcome, "applied");
	free(msg);
	ck_assert(contains(e, 1, "> peek 2\n  done: Player 2 holds "));
	ck_assert(contains(e, 1, "> show\n  done"));
	ck_assert(contains(e, 1, "> pass\n  held\n> play\n  held\n"));
	ck_assert(!contains(e, 1, "> call"));
	ck_assert(contains(e, 1, "... and 1 more line held (not listed)."));
	ck_assert(contains(e, 1, "PAUSED: the outcome of \"peek 2\" could not be known"));
	ck_assert(contains(e, 1, "Not applied: 3 lines after it."));
	ck_assert(contains(e, 1, "changed:\n\npass\nplay\n\n"));
	ck_assert(contains(e, 1, "~ Thanks all!"));
	ck_assert(!contains(e, 1, "refused"));
	g = tiny_of(e, game);
	s = tiny_game_state(g->state);
	ck_assert_int_eq(s->turn, 1);
	ck_assert_int_eq(s->peeked, 1);
	ck_assert_int_eq((int)(g->row->seq - seq), 1); /* the peek alone is logged */
	gamectl_free(g);
	before = test_state(e, game);
	/* The same text again: applied once (auth.c), held lines too. */
	msg = test_message("ann@players.example", subject, "pause2@x", NULL, body);
	test_deliver(e, msg);
	test_run(e, &outcome);
	free(msg);
	free(subject);
	free(tok);
	ck_assert_str_eq(outcome, "resent");
	after = test_state(e, game);
	ck_assert_str_eq(before, after);
	free(after);
	/* Sent again in a new mail: applied. */
	tiny_send(e, 1, "pass\n");
	ck_assert(contains(e, 1, "> pass\n  done: You pass."));
	ck_assert(!contains(e, 1, "PAUSED"));
	free(before);
	verified(e, game);
	test_env_free(e);
}
END_TEST

START_TEST(tiny_vote)
{
	struct test_env *e = test_env_new_conf(EVERY);
	int64_t          game = test_tiny(e, 3, 82, NULL);
	char            *text, *addr;
	int              k;

	/* arb-8.2: Ann calls and votes yes: her receipt names her ballot,
	 * the others read the commitment and never the ballot. */
	tiny_send(e, 1, "call\nvote yes\n");
	ck_assert(contains(e, 1, "Your ballot receipt: move "));
	ck_assert(contains(e, 1, "ballot \"yes\""));
	for (k = 2; k <= 3; k++) {
		ck_assert(contains(e, k, "Player 1 cast a secret ballot (move "));
		ck_assert(!contains(e, k, "\"yes\""));
		ck_assert(contains(e, k, "A vote to end the game is open: answer"));
	}
	tiny_send(e, 2, "vote no\n");
	ck_assert(contains(e, 2, "ballot \"no\""));
	ck_assert(!contains(e, 3, "\"no\""));
	ck_assert(!contains(e, 1, "\"no\""));
	/* The last ballot: every ballot revealed to every seat, the game
	 * goes on (one yes, two no). */
	tiny_send(e, 3, "vote no\n");
	for (k = 1; k <= 3; k++) {
		addr = test_addr(k);
		text = test_mail_text(e, addr, -1, NULL);
		free(addr);
		ck_assert_msg(strstr(text, "Ballot of Player 1 at move ") != NULL, "%s", text);
		ck_assert(strstr(text, "Ballot of Player 2 at move ") != NULL);
		ck_assert(strstr(text, "Ballot of Player 3 at move ") != NULL);
		ck_assert(strstr(text, "Every ballot is in: 1 yes, 2 no.") != NULL);
		ck_assert(strstr(text, "The game goes on.") != NULL);
		free(text);
	}
	ck_assert(!tiny_ended(e, game));
	test_env_free(e);
}
END_TEST

START_TEST(two_games)
{
	struct test_env *e = test_env_new();
	int64_t          dow = test_game(e, 3, 84, NULL), tiny = test_tiny(e, 3, 84, NULL);
	char            *text, *subj;

	/* arb-8.4: Ann plays both games; each mail is its game's. */
	ck_assert_int_ne(dow, tiny);
	text = test_mail_text(e, "ann@players.example", 0, &subj);
	ck_assert_msg(strstr(subj, "[Dead of Winter #") != NULL, "%s", subj);
	ck_assert(strstr(text, "Survivors dealt to you") != NULL);
	ck_assert(strstr(text, "ONLY FOR YOU, Player 1\nYour card:") == NULL);
	free(text);
	free(subj);
	text = test_mail_text(e, "ann@players.example", 1, &subj);
	ck_assert_msg(strstr(subj, "[Tiny Test Game #") != NULL, "%s", subj);
	ck_assert(strstr(text, "ONLY FOR YOU, Player 1\nYour card:") != NULL);
	ck_assert(strstr(text, "Survivors dealt to you") == NULL);
	free(text);
	free(subj);
	tiny_send(e, 1, "pass\n"); /* the newest token: the Tiny Test Game's */
	ck_assert(contains(e, 1, "done: You pass."));
	ck_assert(contains(e, 2, "Player 1 passes."));
	test_env_free(e);
}
END_TEST

/* tiny_move - a legal command for seat now, by the game's own help
 * (peek SEAT: the next seat with a card), chosen by r; NULL if none */

static char *
tiny_move(struct test_env *e, int64_t game, int seat, unsigned r)
{
	struct gamectl          *g = tiny_of(e, game);
	const struct tiny_state *s = tiny_game_state(g->state);
	json_t                  *h = g->ops->help(g->state, seat, "en", NULL);
	const char              *usage;
	char                    *line = NULL;
	int                      k;

	if (json_array_size(h) > 0) {
		usage = json_string_value(
		    json_object_get(json_array_get(h, r % json_array_size(h)), "usage"));
		if (strstr(usage, "SEAT") == NULL)
			line = pb_asprintf("%s\n", usage);
		for (k = 1; line == NULL && k <= s->nseats; k++)
			if (k != seat && !s->out[k] && s->hand[k] != TINY_NOCARD)
				line = pb_asprintf("peek %d\n", k);
	}
	json_decref(h);
	gamectl_free(g);
	return (line);
}

START_TEST(tiny_privacy)
{
	struct test_env *e = test_env_new();
	int64_t          game;
	char            *line, *held[7], *addr, *text, *mark;
	int              seed, n, a, b, m, first[7], steps, seat, peeked;
	unsigned         r = 1;

	/* arb-8.3: games of 2 to 6 seats played by mail to their end; after
	 * each mail, no mail it caused names ("NAME (") a card that
	 * another seat holds, but the peeker's own reply. */
	for (seed = 0; seed < 30; seed++) {
		n = 2 + seed % 5;
		game = test_tiny(e, n, 800 + (unsigned)seed, "{\"rounds\":\"2\"}");
		for (steps = 0; steps < 200; steps++) {
			if (tiny_ended(e, game))
				break;
			for (a = 1; a <= n; a++) {
				addr = test_addr(a);
				first[a] = test_mail_count(e, addr);
				free(addr);
			}
			line = NULL;
			for (seat = 1; seat <= n && line == NULL; seat++)
				line = tiny_move(e, game, seat, r = r * 1103515245u + 12345u);
			ck_assert_ptr_nonnull(line);
			seat--;
			tiny_send(e, seat, line);
			peeked = strncmp(line, "peek ", 5) == 0 ? atoi(line + 5) : 0;
			free(line);
			if (tiny_ended(e, game))
				break; /* the reveal shows everything */
			for (b = 1; b <= n; b++)
				held[b] = tiny_held(e, game, b);
			for (a = 1; a <= n; a++) {
				addr = test_addr(a);
				for (m = first[a]; m < test_mail_count(e, addr); m++) {
					text = test_mail_text(e, addr, m, NULL);
					for (b = 1; b <= n; b++) {
						if (b == a || held[b] == NULL || (a == seat && b == peeked))
							continue;
						mark = pb_asprintf("%s (", held[b]);
						ck_assert_msg(strstr(text, mark) == NULL,
						    "seed %d: Player %d reads the card of %d: %s", seed, a,
						    b, text);
						free(mark);
					}
					free(text);
				}
				free(addr);
			}
			for (b = 1; b <= n; b++)
				free(held[b]);
		}
		ck_assert_msg(steps < 200, "seed %d: the game does not end", seed);
	}
	test_env_free(e);
}
END_TEST

static Suite *
arbiter_suite(void)
{
	Suite *s = suite_create("arbiter");
	TCase *t;

	t = tcase_create("setup");
	tcase_add_test(t, full_setup);
	suite_add_tcase(s, t);
	t = tcase_create("auth");
	tcase_add_test(t, no_token_forged_from);
	tcase_add_test(t, wrong_token);
	tcase_add_test(t, other_seat_token);
	tcase_add_test(t, token_new_address);
	tcase_add_test(t, auto_reply);
	suite_add_tcase(s, t);
	t = tcase_create("forms");
	tcase_add_test(t, html_only);
	tcase_add_test(t, latin1_quoted);
	tcase_add_test(t, bottom_posting);
	tcase_add_test(t, no_command);
	suite_add_tcase(s, t);
	t = tcase_create("once");
	tcase_add_test(t, duplicates);
	tcase_add_loop_test(t, verify_detects_edits, 0, PB_NELEM(edits));
	tcase_add_test(t, rebuild_unreadable_state);
	tcase_add_test(t, outbox_backlog);
	tcase_add_test(t, outbox_giveup);
	tcase_add_test(t, outbox_race);
	tcase_add_test(t, outbox_stop);
	tcase_add_test(t, outbox_permanent);
	tcase_add_test(t, outbox_stop_midway);
	suite_add_tcase(s, t);
	t = tcase_create("tiny");
	tcase_add_test(t, tiny_notice);
	tcase_add_test(t, tiny_vote);
	tcase_add_test(t, tiny_pause);
	tcase_add_test(t, two_games);
	suite_add_tcase(s, t);
	t = tcase_create("privacy");
	tcase_add_test(t, privacy_mails);
	tcase_add_test(t, tiny_privacy);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(arbiter_suite));
}
