/*++
/* NAME
/*	check_archive 1
/* SUMMARY
/*	players talking, observers and the archive, end to end by mail
/* SYNOPSIS
/*	tests/check_archive
/* DESCRIPTION
/*	Each case runs a real installation in a temporary directory
/*	(testmail.h) and drives it with mail.  Test ids:
/*	arc-1.*	press: one line, several lines, to several and to all,
/*		refusals (unknown seat, only oneself, press off, rate),
/*		anonymous press, addresses never shown unless the policy
/*		says so, the moderator's copy announced in every mail
/*	arc-2.*	diaries and the reveal: hidden until the end, then every
/*		seat and observer gets hands, seed, press and diaries;
/*		anonymous writers stay anonymous
/*	arc-3.*	observers: a code to confirm (nobody subscribes a third
/*		party), the public view on every update, never a hidden
/*		card, unobserve by code
/*	arc-4.*	HISTORY by mail: one's own mails only, by move range
/*	arc-5.*	verification fails, naming the first bad move, on any
/*		edited move, state, seed, seed hash, pack or options (rows
/*		edited with SQL behind the store's back)
/*	arc-6.*	one visibility policy: every mail queued to a recipient is
/*		searched for every other seat's hand cards and secret
/*		objective, over press, updates and observer mails
/*	arc-7.*	secret ballots: a receipt per ballot, commitments mailed
/*		before the reveal, the reveal checks out
/*	arc-8.*	structured acknowledgements: the JSON part and the digest
/*	arc-9.*	per-seat replay from the log; forgetting an address keeps
/*		every hash chain
/*	arc-10.* every new kind of mail renders in en, it and es
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/ballot.h"
#include "arbiter/gamectl.h"
#include "arbiter/policy.h"
#include "arbiter/reveal.h"
#include "core/digest.h"
#include "core/pb.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

/* ---- helpers --------------------------------------------------------- */

/* send_from - a mail without a token from any address */

static void
send_from(
    struct test_env *e, const char *from, const char *subject, const char *msgid, const char *body)
{
	char *msg = test_message(from, subject, msgid, NULL, body);

	test_deliver(e, msg);
	free(msg);
}

/* run - one pass; the last outcome */

static const char *
run(struct test_env *e)
{
	const char *outcome = NULL;

	test_run(e, &outcome);
	return (outcome);
}

/* mails - how many mails an address has had */

static int
mails(struct test_env *e, const char *addr)
{
	return (test_mail_count(e, addr));
}

/* seat_mails - how many mails a seat has had */

static int
seat_mails(struct test_env *e, int seat)
{
	char *addr = test_addr(seat);
	int   n = test_mail_count(e, addr);

	free(addr);
	return (n);
}

/* last - the last mail to a seat, caller frees */

static char *
last(struct test_env *e, int seat, char **subject)
{
	char *addr = test_addr(seat), *text;

	text = test_mail_text(e, addr, -1, subject);
	free(addr);
	return (text);
}

/* has - the last mail to a seat holds what */

static int
has(struct test_env *e, int seat, const char *what)
{
	char *text = last(e, seat, NULL);
	int   hit = strstr(text, what) != NULL;

	free(text);
	return (hit);
}

/* set_policy - one key of a game's policy, as pbemctl does */

static void
set_policy(struct test_env *e, int64_t game, const char *key, const char *value)
{
	struct gamectl *g;
	struct pb_err   err;

	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	ck_assert_msg(policy_set(e->p, g, key, value, &err) == PB_OK, "%s", err.msg);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	gamectl_free(g);
}

/* sql - run SQL behind the store's back */

static void
sql(struct test_env *e, const char *text)
{
	char *msg = NULL;

	ck_assert_msg(sqlite3_exec(store_db(e->p->st), text, NULL, NULL, &msg) == SQLITE_OK,
	    "%s: %s", text, msg ? msg : "");
	sqlite3_free(msg);
}

/* count - an integer an SQL query returns */

static int
count(struct test_env *e, const char *query)
{
	sqlite3_stmt *st;
	int           n;

	ck_assert(sqlite3_prepare_v2(store_db(e->p->st), query, -1, &st, NULL) == SQLITE_OK);
	ck_assert(sqlite3_step(st) == SQLITE_ROW);
	n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return (n);
}

/* result_of - the status line the last reply gives for a command */

static int
result_is(struct test_env *e, int seat, const char *line, const char *status)
{
	char *text = last(e, seat, NULL), *want;
	int   hit;

	want = pb_asprintf("> %s\n  %s:", line, status);
	hit = strstr(text, want) != NULL;
	if (!hit)
		fprintf(stderr, "expected \"%s\" in:\n%s\n", want, text);
	free(want);
	free(text);
	return (hit);
}

/* ---- arc-1: press ---------------------------------------------------- */

START_TEST(press_basic)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 3, 21, NULL);
	int              n2, n3;
	char            *text, *subject;

	/* arc-1.1: one line to one seat; the others hear nothing. */
	n2 = seat_mails(e, 2);
	n3 = seat_mails(e, 3);
	test_reply(e, 1, NULL, "p1@x", "press 2: meet me at the school\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(result_is(e, 1, "press 2: meet me at the school", "done"));
	ck_assert_int_eq(seat_mails(e, 2), n2 + 1);
	ck_assert_int_eq(seat_mails(e, 3), n3);
	text = last(e, 2, &subject);
	ck_assert_msg(strstr(subject, "Press from Player 1") != NULL, "%s", subject);
	ck_assert(strstr(text, "| meet me at the school\n") != NULL);
	/* arc-1.2: no address reaches the recipient. */
	ck_assert_msg(strstr(text, "ann@") == NULL, "an address in press:\n%s", text);
	ck_assert(strstr(text, "Nobody's mail address is shown") != NULL);
	free(text);
	free(subject);

	/* arc-1.3: several lines to several seats, up to "end press"; the
	 * command after it is read as a command. */
	test_reply(e, 2, NULL, "p2@x",
	    "press 1, p3\nfirst line\n\nsecond line: with a colon\nend press\nkeep frobnicate\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(result_is(e, 2, "press 1, p3", "done"));
	ck_assert(result_is(e, 2, "keep frobnicate", "refused"));
	ck_assert(has(e, 1, "| first line\n"));
	ck_assert(has(e, 1, "| second line: with a colon\n"));
	ck_assert(has(e, 3, "| second line: with a colon\n"));
	ck_assert(!has(e, 3, "frobnicate"));

	/* arc-1.4: all, without a colon, everything to the end of the mail. */
	n2 = seat_mails(e, 2);
	test_reply(e, 3, NULL, "p3@x", "press all\nhello everyone\nbye\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert_int_eq(seat_mails(e, 2), n2 + 1);
	ck_assert(has(e, 1, "| hello everyone\n| bye\n"));
	ck_assert_int_eq(count(e, "SELECT count(*) FROM press WHERE recipients = 'all'"), 1);

	/* arc-1.5: refusals reach nobody. */
	n2 = seat_mails(e, 2);
	test_reply(
	    e, 1, NULL, "p4@x", "press 7: hello\npress 1: me\npress\npress anonymous 2: psst\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(result_is(e, 1, "press 7: hello", "refused"));
	ck_assert(has(e, 1, "there is no Player 7"));
	ck_assert(result_is(e, 1, "press 1: me", "refused"));
	ck_assert(result_is(e, 1, "press", "refused"));
	ck_assert(result_is(e, 1, "press anonymous 2: psst", "refused"));
	ck_assert(has(e, 1, "anonymous press is not allowed in this game"));
	ck_assert_int_eq(seat_mails(e, 2), n2);

	/* arc-1.6: press is not a move: the log did not grow. */
	ck_assert_int_eq(count(e, "SELECT max(seq) FROM moves"), 0);
	ck_assert_int_eq(count(e, "SELECT count(*) FROM press"), 3);
	(void)game;
	test_env_free(e);
}
END_TEST

START_TEST(press_policy)
{
	struct test_env *e =
	    test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = mod@x.example\n");
	int64_t game = test_game(e, 3, 22, NULL);
	char   *text, *subject;
	int     n3;

	/* arc-1.7: anonymous press, once the moderator allows it; the change
	 * is announced to every seat. */
	set_policy(e, game, "anonymous", "allowed");
	ck_assert(has(e, 2, "the moderator set anonymous to allowed"));
	test_reply(e, 1, NULL, "a1@x", "press anon 3: someone is a traitor\n");
	ck_assert_str_eq(run(e), "applied");
	text = last(e, 3, &subject);
	ck_assert(strstr(subject, "Press from an anonymous player") != NULL);
	ck_assert(strstr(text, "From: an anonymous player") != NULL);
	ck_assert_msg(strstr(text, "Player 1") == NULL, "the writer is named:\n%s", text);
	free(text);
	free(subject);

	/* arc-1.8: the moderator reads all, and every mail says so. */
	ck_assert(!has(e, 2, "the moderator reads all press"));
	set_policy(e, game, "moderator_reads", "yes");
	ck_assert(has(e, 2, "In this game the moderator reads all press."));
	test_reply(e, 2, NULL, "a2@x", "press 3: secret plan\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(has(e, 2, "the moderator reads all press in this game"));
	ck_assert_int_eq(mails(e, "mod@x.example"), 1);
	text = test_mail_text(e, "mod@x.example", -1, NULL);
	ck_assert(strstr(text, "From: Player 2") != NULL);
	ck_assert(strstr(text, "  secret plan") != NULL);
	free(text);

	/* arc-1.9: addresses only when the policy shows them. */
	set_policy(e, game, "show_addresses", "yes");
	test_reply(e, 2, NULL, "a3@x", "press 3: my address\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(has(e, 3, "From: Player 2 <bob@players.example>"));

	/* arc-1.10: the rate limit, per seat per hour. */
	set_policy(e, game, "per_hour", "2");
	test_reply(e, 2, NULL, "a4@x", "press 3: one too many\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(result_is(e, 2, "press 3: one too many", "refused"));
	ck_assert(has(e, 2, "within the last hour"));

	/* arc-1.11: press off. */
	set_policy(e, game, "press", "no");
	n3 = seat_mails(e, 3);
	test_reply(e, 1, NULL, "a5@x", "press 3: anyone?\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(has(e, 1, "press is off in this game"));
	ck_assert_int_eq(seat_mails(e, 3), n3);
	test_env_free(e);
}
END_TEST

/* ---- arc-2: diaries and the reveal ---------------------------------- */

START_TEST(diary_reveal)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 3, 23, NULL);
	struct gamectl  *g;
	struct pb_err    err;
	char            *text, *seed;
	int              k, n;

	/* arc-2.1: a diary is seen by nobody before the end. */
	n = seat_mails(e, 2);
	set_policy(e, game, "anonymous", "allowed");
	test_reply(
	    e, 1, NULL, "d1@x", "diary\nI do not trust Player 2.\nend diary\npress anon 2: boo\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(result_is(e, 1, "diary", "done"));
	ck_assert(!has(e, 2, "I do not trust"));
	ck_assert_int_eq(seat_mails(e, 2), n + 2); /* the policy, the press */

	/* arc-2.2: at the end, every seat gets everything (reveal_end is
	 * what the arbiter calls on the mail that ends a game; the whole
	 * game by mail is check_game_mail). */
	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	free(g->row->status);
	g->row->status = pb_strdup("ended");
	ck_assert_msg(reveal_end(e->p, g, "t", &err) == PB_OK, "%s", err.msg);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	seed = pb_hex(g->row->seed, sizeof(g->row->seed));
	for (k = 1; k <= 3; k++) {
		text = last(e, k, NULL);
		ck_assert_msg(strstr(text, "Diary of Player 1") != NULL, "%s", text);
		ck_assert(strstr(text, "I do not trust Player 2.") != NULL);
		ck_assert(strstr(text, seed) != NULL);
		ck_assert(strstr(text, "PLAYER 3\n  secret objective: ") != NULL);
		/* arc-2.3: anonymous press stays anonymous. */
		ck_assert(strstr(text, "from an anonymous player to 2") != NULL);
		ck_assert(strstr(text, "from Player 1 to 2") == NULL);
		free(text);
	}
	free(seed);
	gamectl_free(g);
	test_env_free(e);
}
END_TEST

/* ---- arc-3: observers ------------------------------------------------ */

/* code_of - the code in the subject of the last mail to addr */

static char *
code_of(struct test_env *e, const char *addr, const char *word)
{
	char *subject, *text, *code, *p;

	text = test_mail_text(e, addr, -1, &subject);
	ck_assert_msg((p = strstr(subject, word)) != NULL, "%s", subject);
	p = strrchr(subject, ' ') + 1;
	code = pb_strdup(p);
	free(subject);
	free(text);
	return (code);
}

START_TEST(observers)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 3, 24, NULL);
	char            *code, *subject, *text, *body;
	const char      *eve = "eve@watch.example";

	/* arc-3.1: "observe 1" gets a code, nothing else yet. */
	send_from(e, eve, "hi", "o1@x", "observe 1\n");
	ck_assert_str_eq(run(e), "open-command");
	ck_assert_int_eq(mails(e, eve), 1);
	code = code_of(e, eve, "observe 1 ");
	ck_assert_int_eq(count(e, "SELECT count(*) FROM observers WHERE state = 'pending'"), 1);

	/* arc-3.2: a wrong code gets nothing; asking again within the hour
	 * gets nothing either (no backscatter). */
	send_from(e, eve, "Re: observe 1 00000000000000000000000000000000", "o2@x", "");
	send_from(e, eve, "again", "o3@x", "observe 1\n");
	run(e);
	ck_assert_int_eq(mails(e, eve), 1);

	/* arc-3.3: replying to the code mail confirms: the Subject is read. */
	subject = pb_asprintf("Re: observe 1 %s", code);
	send_from(e, eve, subject, "o4@x", "> quoted text\n");
	ck_assert_str_eq(run(e), "open-command");
	ck_assert_int_eq(mails(e, eve), 2);
	text = test_mail_text(e, eve, -1, NULL);
	ck_assert(strstr(text, "You now observe") != NULL);
	ck_assert(strstr(text, "LOCATIONS") != NULL);
	ck_assert(strstr(text, "ONLY FOR YOU") == NULL);
	free(text);
	free(subject);

	/* arc-3.4: someone else cannot subscribe eve with her code (the
	 * code is bound to the address), nor can a player observe. */
	body = pb_asprintf("observe 1 %s\n", code);
	send_from(e, "mallory@x.example", "x", "o5@x", body);
	run(e);
	ck_assert_int_eq(mails(e, "mallory@x.example"), 0);
	ck_assert_int_eq(count(e, "SELECT count(*) FROM observers WHERE state = 'active'"), 1);
	free(body);
	free(code);

	/* arc-3.5: an update to the players reaches the observer, public. */
	test_choose(e, 1, "c1@x");
	test_choose(e, 2, "c2@x");
	test_choose(e, 3, "c3@x");
	run(e);
	ck_assert_int_ge(mails(e, eve), 3);
	text = test_mail_text(e, eve, -1, &subject);
	ck_assert(strstr(subject, "News for observers") != NULL);
	ck_assert(strstr(text, "Round 1") != NULL);
	ck_assert(strstr(text, "Secret objective") == NULL);
	ck_assert(strstr(text, "unobserve 1 ") != NULL);
	free(text);
	free(subject);
	send_from(e, "ann@players.example", "x", "o6@x", "observe 1\n");
	run(e);
	ck_assert(has(e, 1, "This address plays game 1"));

	/* arc-3.6: unobserve with the code of the mails ends it. */
	text = test_mail_text(e, eve, -1, NULL);
	code = pb_strndup(strstr(text, "unobserve 1 ") + 12, 32);
	free(text);
	body = pb_asprintf("unobserve 1 %s\n", code);
	send_from(e, eve, "bye", "o7@x", body);
	ck_assert_str_eq(run(e), "open-command");
	ck_assert_int_eq(count(e, "SELECT count(*) FROM observers"), 0);
	text = test_mail_text(e, eve, -1, &subject);
	ck_assert(strstr(text, "no longer observes game 1") != NULL);
	ck_assert(strstr(subject, "no longer observe") != NULL);
	free(text);
	free(subject);
	free(body);
	free(code);
	(void)game;
	test_env_free(e);
}
END_TEST

/* ---- arc-4: HISTORY ------------------------------------------------- */

START_TEST(history)
{
	struct test_env *e = test_env_new();
	char            *text, *subject;

	test_game(e, 3, 25, NULL);
	test_choose(e, 1, "h1@x");
	run(e);
	test_reply(e, 2, NULL, "h2@x", "press 1: a word for ann only\n");
	run(e);

	/* arc-4.1: the whole history of seat 1, its own mails only. */
	test_reply(e, 1, NULL, "h3@x", "history\n");
	ck_assert_str_eq(run(e), "applied");
	/* The digest is queued while the mail is read, the reply after. */
	text = test_mail_text(e, "ann@players.example", seat_mails(e, 1) - 2, &subject);
	ck_assert_msg(strstr(subject, "Your history, moves 0 to 2") != NULL, "%s", subject);
	ck_assert(strstr(text, "Choose your survivors") != NULL);
	ck_assert(strstr(text, "a word for ann only") != NULL);
	ck_assert(strstr(text, "Player 2, ") == NULL); /* nobody else's mail */
	free(text);
	free(subject);

	/* arc-4.2: a range, and bad ranges refused. */
	test_reply(e, 1, NULL, "h4@x", "history 1 1\nhistory 3 1\nhistory x\n");
	ck_assert_str_eq(run(e), "applied");
	ck_assert(result_is(e, 1, "history 1 1", "done"));
	ck_assert(result_is(e, 1, "history 3 1", "refused"));
	ck_assert(result_is(e, 1, "history x", "refused"));
	test_env_free(e);
}
END_TEST

/* ---- arc-5: verification fails on any edit -------------------------- */

static const struct {
	const char *label;
	const char *sql;
	const char *why; /* in the report */
} edits[] = {
	{ "arc-5.1 edited move command",
	    "DROP TRIGGER moves_append_only; UPDATE moves SET command = 'leader nobody' "
	    "WHERE seq = 2",
	    "move 2" },
	{ "arc-5.2 edited move state hash",
	    "DROP TRIGGER moves_append_only; UPDATE moves SET state_hash = hash WHERE seq = 1",
	    "move 1: state differs" },
	{ "arc-5.3 edited entry hash",
	    "DROP TRIGGER moves_append_only; UPDATE moves SET hash = prev_hash WHERE seq = 3",
	    "move 3: entry hash differs" },
	{ "arc-5.4 edited move seat",
	    "DROP TRIGGER moves_append_only; UPDATE moves SET seat = 3 WHERE seq = 1", "move 1" },
	{ "arc-5.5 deleted middle move", "DELETE FROM moves WHERE seq = 2", "move 2 missing" },
	{ "arc-5.6 deleted last move", "DELETE FROM moves WHERE seq = (SELECT max(seq) FROM moves)",
	    "the log ends at move" },
	{ "arc-5.7 edited seed", "UPDATE games SET seed = zeroblob(32)", "seed commitment" },
	{ "arc-5.8 seed and seed hash edited together",
	    "UPDATE games SET seed = zeroblob(32), seed_hash = "
	    "'66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925'",
	    "seed commitment" },
	{ "arc-5.9 edited stored state",
	    "UPDATE games SET state = replace(state, '\"morale\":', '\"morale\":1')", "state" },
	{ "arc-5.10 edited pack", "UPDATE packs SET body = body || ' '", "content pack" },
	{ "arc-5.11 edited options", "UPDATE games SET options = replace(options, 'false', 'true')",
	    "move 0" },
	{ "arc-5.12 edited last hash", "UPDATE games SET last_hash = seed_hash", "last log hash" },
	{ "arc-5.13 inserted move",
	    "INSERT INTO moves SELECT game_id, seq + 100, seat, command, prev_hash, state_hash, "
	    "hash, NULL, created FROM moves WHERE seq = 1",
	    "move" },
};

START_TEST(verify_edits)
{
	struct test_env *e = test_env_new();
	struct pb_err    err;
	char            *report = NULL;
	int64_t          game = test_game(e, 3, 26, NULL);

	test_choose(e, 1, "v1@x");
	test_choose(e, 2, "v2@x");
	test_choose(e, 3, "v3@x");
	run(e);
	ck_assert_int_ge(count(e, "SELECT max(seq) FROM moves"), 4);
	ck_assert_msg(gamectl_replay(e->p, game, &report, &err) == PB_OK, "%s", report);
	free(report);
	report = NULL;
	sql(e, edits[_i].sql);
	ck_assert_msg(gamectl_replay(e->p, game, &report, &err) == PB_EDATA, "%s: verify passed",
	    edits[_i].label);
	ck_assert_msg(report != NULL && strstr(report, edits[_i].why) != NULL,
	    "%s: the report \"%s\" does not say \"%s\"", edits[_i].label, report, edits[_i].why);
	free(report);
	e->broken = 1;
	test_env_free(e);
}
END_TEST

/* ---- arc-6: no hidden field reaches another recipient --------------- */

/* secrets - every seat's hidden names now: hand cards and objective */

static int
secrets(struct test_env *e, int64_t game, char *out[][64], int nseats, json_t **public_view)
{
	struct gamectl *g;
	struct pb_err   err;
	json_t         *all, *seat, *v;
	size_t          i, j;
	int             k, n, total = 0;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	all = g->ops->view(g->state, GAME_VIEW_ALL, NULL);
	*public_view = g->ops->view(g->state, GAME_VIEW_PUBLIC, NULL);
	json_array_foreach(json_object_get(all, "seats"), i, seat)
	{
		k = (int)i;
		n = 0;
		json_array_foreach(json_object_get(seat, "hand"), j, v) if (n < 62) out[k][n++] =
		    pb_strdup(json_string_value(json_object_get(v, "name")));
		if ((v = json_object_get(json_object_get(seat, "secret"), "name")) != NULL)
			out[k][n++] = pb_strdup(json_string_value(v));
		out[k][n] = NULL;
		total += n;
	}
	ck_assert_int_eq((int)json_array_size(json_object_get(all, "seats")), nseats);
	json_decref(all);
	gamectl_free(g);
	return (total);
}

/* owned - a name one of seat a's own secrets, or public */

static int
owned(char *mine[], const char *name, const char *public_text)
{
	int i;

	for (i = 0; mine[i] != NULL; i++)
		if (strcmp(mine[i], name) == 0)
			return (1);
	return (strstr(public_text, name) != NULL);
}

START_TEST(privacy_policy)
{
	struct test_env   *e = test_env_new();
	int64_t            game = test_game(e, 4, 27, NULL);
	struct store_out **rows;
	struct mime_msg   *m;
	struct pb_err      err;
	char              *sec[4][64], *pub, *addr;
	const char        *eve = "eve@watch.example";
	json_t            *pv;
	size_t             n, r;
	int                k, a, b, i, checked = 0, total;

	/* An observer, press, diaries, history: every kind of mail. */
	send_from(e, eve, "x", "pp1@x", "observe 1\n");
	run(e);
	pub = code_of(e, eve, "observe 1 ");
	addr = pb_asprintf("Re: observe 1 %s", pub);
	send_from(e, eve, addr, "pp2@x", "");
	free(addr);
	free(pub);
	for (k = 1; k <= 4; k++) {
		addr = pb_asprintf("pp3.%d@x", k);
		test_choose(e, k, addr);
		free(addr);
	}
	run(e);
	test_reply(
	    e, 1, NULL, "pp4@x", "press all: I hold nothing useful\nhistory\ndiary: my plan\n");
	test_reply(e, 2, NULL, "pp5@x", "press 3 4: we should search the school\nshow\n");
	test_reply(e, 3, NULL, "pp6@x", "history\n");
	run(e);

	/* arc-6.1: no mail to a seat or the observer holds a hand card or
	 * objective name of another seat that is not its own or public. */
	total = secrets(e, game, sec, 4, &pv);
	ck_assert_int_ge(total, 8);
	pub = json_dumps(pv, JSON_COMPACT);
	for (a = 0; a <= 4; a++) {
		addr = a == 0 ? pb_strdup(eve) : test_addr(a);
		ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
		ck_assert_int_ge((int)n, 2);
		for (r = 0; r < n; r++) {
			ck_assert(mime_parse(rows[r]->message, strlen(rows[r]->message), &m, &err)
			    == PB_OK);
			for (b = 1; b <= 4; b++)
				for (i = 0; b != a && sec[b - 1][i] != NULL; i++)
					ck_assert_msg(
					    (a > 0 && owned(sec[a - 1], sec[b - 1][i], pub))
					        || (a == 0 && strstr(pub, sec[b - 1][i]) != NULL)
					        || strstr(m->text, sec[b - 1][i]) == NULL,
					    "arc-6.1: mail \"%s\" to %s holds \"%s\" of seat %d",
					    m->subject, addr, sec[b - 1][i], b);
			/* The raw message, JSON part included, holds no other
			 * seat's address. */
			for (b = 1; b <= 4; b++) {
				char *other = test_addr(b);

				ck_assert_msg(b == a || strstr(rows[r]->message, other) == NULL,
				    "arc-6.2: mail to %s names %s", addr, other);
				free(other);
			}
			mime_msg_free(m);
			checked++;
		}
		store_out_list_free(rows, n);
		free(addr);
	}
	ck_assert_int_ge(checked, 20);
	for (k = 0; k < 4; k++)
		for (i = 0; sec[k][i] != NULL; i++)
			free(sec[k][i]);
	free(pub);
	json_decref(pv);
	test_env_free(e);
}
END_TEST

/* arc-6.3: the check can fail: a mail that does leak is caught */

START_TEST(privacy_can_fail)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 2, 28, NULL);
	char            *sec[4][64], *text, *pub;
	json_t          *pv;
	int              i, mine, leaked = 0;

	secrets(e, game, sec, 2, &pv);
	pub = json_dumps(pv, JSON_COMPACT);
	/* Seat 1 leaks a secret of its own by press, one seat 2 does not
	 * hold too (two seats can each hold a Medicine): the test sees it
	 * in seat 2's mail, as it would any leak by the arbiter. */
	for (mine = 0; sec[0][mine] != NULL && owned(sec[1], sec[0][mine], pub); mine++)
		;
	ck_assert_ptr_nonnull(sec[0][mine]);
	text = pb_asprintf("press 2: I hold %s\n", sec[0][mine]);
	test_reply(e, 1, NULL, "pf1@x", text);
	free(text);
	run(e);
	text = last(e, 2, NULL);
	for (i = 0; sec[0][i] != NULL; i++)
		leaked |= !owned(sec[1], sec[0][i], pub) && strstr(text, sec[0][i]) != NULL;
	ck_assert_msg(leaked, "the privacy check would not have seen a leak");
	free(text);
	free(pub);
	for (i = 0; sec[0][i] != NULL; i++)
		free(sec[0][i]);
	for (i = 0; sec[1][i] != NULL; i++)
		free(sec[1][i]);
	json_decref(pv);
	test_env_free(e);
}
END_TEST

/* ---- arc-7: secret ballots ------------------------------------------- */

START_TEST(ballots)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 3, 29, NULL);
	struct gamectl  *g;
	struct pb_err    err;
	char            *receipt = NULL, *text, *c, *nonce;
	json_t          *events = json_array(), *proofs = json_array(), *o;

	/* arc-7.1: the receipt is what anyone recomputes. */
	c = ballot_commitment(7, 12, 2, "yes", "00112233445566778899aabbccddeeff");
	text = digest_hex("pbemd-ballot-1\n7\n12\n2\nyes\n00112233445566778899aabbccddeeff",
	    strlen("pbemd-ballot-1\n7\n12\n2\nyes\n00112233445566778899aabbccddeeff"));
	ck_assert_str_eq(c, text);
	free(c);
	free(text);

	/* arc-7.2: a ballot cast gets a receipt; its commitment is public
	 * at once, its ballot and nonce only at the reveal. */
	test_choose(e, 1, "b1@x");
	run(e);
	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	ck_assert(ballot_cast(e->p, g, 2, "no", &receipt, events, proofs, &err) == PB_OK);
	ck_assert(strstr(receipt, "ballot \"no\", nonce ") != NULL);
	ck_assert(strstr(json_string_value(json_array_get(events, 0)),
	              "Player 2 cast a secret ballot") != NULL);
	ck_assert(strstr(json_string_value(json_array_get(events, 0)), "\"no\"") == NULL);
	/* The commitment is public, in the proofs a footer shows. */
	text = pb_strdup(json_string_value(json_array_get(proofs, 0)));
	ck_assert(strstr(text, "\"no\"") == NULL);
	ck_assert(ballot_json(e->p, game, 0, &o, &err) == PB_OK);
	ck_assert_int_eq((int)json_array_size(o), 0); /* hidden in the export */
	json_decref(o);
	ck_assert(ballot_reveal(e->p, g, events, proofs, &err) == PB_OK);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	ck_assert(ballot_json(e->p, game, 0, &o, &err) == PB_OK);
	ck_assert_int_eq((int)json_array_size(o), 1);
	nonce = pb_strdup(json_string_value(json_object_get(json_array_get(o, 0), "nonce")));
	c = ballot_commitment(game, g->row->seq, 2, "no", nonce);
	ck_assert(strstr(text, c) != NULL);    /* the published commitment */
	ck_assert(strstr(receipt, c) != NULL); /* the voter's receipt */
	ck_assert(strstr(json_string_value(json_array_get(events, 1)), "\"no\"") != NULL);
	ck_assert(strstr(json_string_value(json_array_get(proofs, 1)), nonce) != NULL);
	json_decref(o);
	free(c);
	free(nonce);
	free(text);
	free(receipt);
	json_decref(events);
	json_decref(proofs);
	gamectl_free(g);
	test_env_free(e);
}
END_TEST

/* ---- arc-8: structured acknowledgements ----------------------------- */

START_TEST(ack_json)
{
	struct test_env   *e = test_env_new();
	struct store_out **rows;
	struct pb_err      err;
	json_t            *o;
	const char        *p, *q;
	char              *text, *lines, *json, *d, *a, *b;
	size_t             n;

	test_game(e, 3, 30, NULL);
	text = last(e, 1, NULL);
	a = test_offered(text, 0);
	b = test_offered(text, 3);
	lines = pb_asprintf("keep %s, %s\nkeep frobnicate\nleader %s", a, b, a);
	free(a);
	free(b);
	free(text);
	test_reply(e, 1, NULL, "k1@x", lines);
	ck_assert_str_eq(run(e), "applied");

	/* arc-8.1: the reply is multipart: text, then a JSON part. */
	ck_assert(store_out_list(e->p->st, "ann@players.example", &rows, &n, &err) == PB_OK);
	ck_assert(strstr(rows[n - 1]->message, "multipart/mixed") != NULL);
	ck_assert(strstr(rows[n - 1]->message, "application/json") != NULL);
	text = last(e, 1, NULL);
	/* The digest in one footer line, never at the top (issue 12). */
	ck_assert_msg(strstr(text, "Accepted: 2 commands; digest ") != NULL, "%s", text);
	ck_assert(strstr(text, "\n-- \n") != NULL
	    && strstr(text, "Accepted: 2 commands; digest ") > strstr(text, "\n-- \n"));

	/* arc-8.2: the JSON part decodes, and its digest is the SHA-256 of
	 * the accepted lines. */
	p = strstr(rows[n - 1]->message, "filename=\"pbemd-ack.json\"");
	ck_assert_ptr_nonnull(p);
	p = strstr(p, "\r\n\r\n") + 4;
	q = strstr(p, "\r\n--=_pbemd_part_=--");
	json = pb_strndup(p, (size_t)(q - p));
	{
		/* Undo quoted-printable soft breaks and =3D. */
		char *s = json, *w = json;

		while (*s) {
			if (s[0] == '=' && s[1] == '\r' && s[2] == '\n')
				s += 3;
			else if (s[0] == '=' && s[1] == '3' && s[2] == 'D') {
				*w++ = '=';
				s += 3;
			} else if (*s == '\r')
				s++;
			else
				*w++ = *s++;
		}
		*w = '\0';
	}
	ck_assert_ptr_nonnull(o = json_loads(json, 0, NULL));
	ck_assert_str_eq(json_string_value(json_object_get(o, "format")), "pbemd-ack-1");
	ck_assert_int_eq((int)json_array_size(json_object_get(o, "accepted")), 2);
	ck_assert_int_eq((int)json_array_size(json_object_get(o, "results")), 3);
	d = pb_asprintf("%s\n%s",
	    json_string_value(json_array_get(json_object_get(o, "accepted"), 0)),
	    json_string_value(json_array_get(json_object_get(o, "accepted"), 1)));
	free(json);
	json = digest_hex(d, strlen(d));
	ck_assert_str_eq(json_string_value(json_object_get(o, "digest")), json);
	ck_assert(strstr(text, json) != NULL);
	/* Nobody else reads it: a digest of guessable lines would tell them. */
	for (int k = 2; k <= 3; k++) {
		char *addr = test_addr(k), *other = test_mail_text(e, addr, -1, NULL);

		ck_assert(strstr(other, json) == NULL);
		free(other);
		free(addr);
	}
	ck_assert_ptr_nonnull(json_string_value(json_object_get(o, "token")));
	free(d);
	free(json);
	free(text);
	free(lines);
	json_decref(o);
	store_out_list_free(rows, n);
	test_env_free(e);
}
END_TEST

/* ---- arc-9: replay per seat, forgetting an address ------------------- */

START_TEST(replay_forget)
{
	struct test_env *e = test_env_new();
	int64_t          game = test_game(e, 3, 31, NULL);
	struct pb_err    err;
	json_t          *v;
	char            *report = NULL;
	int              rows;

	test_choose(e, 1, "r1@x");
	test_choose(e, 2, "r2@x");
	run(e);

	/* arc-9.1: seat 1's view at move 0 has its survivors to choose;
	 * at the last move its choice; the public view has no "me". */
	ck_assert(gamectl_replay_view(e->p, game, 1, 0, &v, &err) == PB_OK);
	ck_assert_ptr_nonnull(json_object_get(v, "me"));
	ck_assert_int_eq(
	    (int)json_integer_value(json_object_get(json_object_get(v, "mail"), "seq")), 0);
	json_decref(v);
	ck_assert(gamectl_replay_view(e->p, game, GAME_VIEW_PUBLIC, -1, &v, &err) == PB_OK);
	ck_assert_ptr_null(json_object_get(v, "me"));
	ck_assert_ptr_null(json_object_get(v, "seats"));
	json_decref(v);
	/* arc-9.2: omniscient only after the end; no move past the last. */
	ck_assert(gamectl_replay_view(e->p, game, GAME_VIEW_ALL, -1, &v, &err) == PB_EPERM);
	ck_assert(gamectl_replay_view(e->p, game, 1, 99, &v, &err) == PB_EDATA);

	/* arc-9.3: forgetting an address keeps every hash chain. */
	ck_assert(store_address_forget(e->p->st, "bob@players.example", &rows, &err) == PB_OK);
	ck_assert_int_ge(rows, 3);
	ck_assert_int_eq(count(e, "SELECT count(*) FROM seats WHERE address LIKE 'bob@%'"), 0);
	ck_assert_int_eq(count(e,
	                     "SELECT count(*) FROM outbox o LEFT JOIN outbox_body b ON b.id = o.id"
	                     " WHERE instr(coalesce(unzip(o.packed), b.message, o.message), "
	                     "'bob@players.example') > 0"),
	    0);
	ck_assert_int_eq(count(e,
	                     "SELECT count(*) FROM inbox WHERE from_addr = "
	                     "'bob@players.example'"),
	    0);
	ck_assert_msg(gamectl_replay(e->p, game, &report, &err) == PB_OK, "%s", report);
	free(report);
	test_env_free(e);
}
END_TEST

/* ---- arc-10: every new mail in every language ---------------------- */

static const struct {
	const char *locale;
	const char *press;  /* in the press mail */
	const char *reveal; /* in the reveal */
} langs[] = {
	{ "en", "a message for you", "everything revealed" },
	{ "it", "un messaggio per te", "tutto svelato" },
	{ "es", "un mensaje para ti", "todo revelado" },
};

START_TEST(languages)
{
	struct test_env *e;
	struct gamectl  *g;
	struct pb_err    err;
	char            *conf, *code, *subject, *text;
	const char      *eve = "eve@watch.example";
	int64_t          game;
	int              n;

	/* arc-10.1: press, policy, history, observer and reveal mails
	 * render in the locale with no missing key (a missing key would
	 * fail the pass). */
	conf = pb_asprintf("[limits]\nmax_per_hour = 0\n[pbemd]\nlocale = %s\n"
	                   "moderator = mod@x.example\n",
	    langs[_i].locale);
	e = test_env_new_conf(conf);
	free(conf);
	game = test_game(e, 3, 32, NULL);
	set_policy(e, game, "moderator_reads", "yes");
	send_from(e, eve, "x", "l1@x", "observe 1\n");
	run(e);
	code = code_of(e, eve, "observe 1 ");
	subject = pb_asprintf("Re: observe 1 %s", code);
	send_from(e, eve, subject, "l2@x", "");
	free(subject);
	free(code);
	run(e);
	ck_assert_int_eq(mails(e, eve), 2); /* the code, the welcome */
	test_reply(e, 1, NULL, "l3@x", "press 2: ciao\ndiary: secret\nhistory\n");
	n = mails(e, eve);
	run(e);
	text = last(e, 2, NULL);
	ck_assert_msg(strstr(text, langs[_i].press) != NULL, "%s", text);
	free(text);
	ck_assert_int_eq(mails(e, "mod@x.example"), 1);
	ck_assert_int_eq(mails(e, eve), n); /* press is no news for observers */
	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	free(g->row->status);
	g->row->status = pb_strdup("ended");
	ck_assert_msg(reveal_end(e->p, g, "t", &err) == PB_OK, "%s", err.msg);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	gamectl_free(g);
	text = test_mail_text(e, eve, -1, &subject);
	ck_assert_msg(strstr(subject, langs[_i].reveal) != NULL, "%s", subject);
	free(text);
	free(subject);
	test_env_free(e);
}
END_TEST

/* archive_suite - every case */

static Suite *
archive_suite(void)
{
	Suite *s = suite_create("archive");
	TCase *t;

	t = tcase_create("press");
	tcase_add_test(t, press_basic);
	tcase_add_test(t, press_policy);
	tcase_add_test(t, diary_reveal);
	suite_add_tcase(s, t);
	t = tcase_create("observers");
	tcase_add_test(t, observers);
	tcase_add_test(t, history);
	suite_add_tcase(s, t);
	t = tcase_create("verify");
	tcase_add_loop_test(t, verify_edits, 0, PB_NELEM(edits));
	tcase_add_test(t, replay_forget);
	suite_add_tcase(s, t);
	t = tcase_create("privacy");
	tcase_add_test(t, privacy_policy);
	tcase_add_test(t, privacy_can_fail);
	tcase_add_test(t, ballots);
	tcase_add_test(t, ack_json);
	tcase_add_loop_test(t, languages, 0, PB_NELEM(langs));
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(archive_suite));
}
