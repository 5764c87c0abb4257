/*++
/* NAME
/*	check_notify 1
/* SUMMARY
/*	fewer mails: notification levels, held moderator notices, the
/*	hourly limits of a game
/* SYNOPSIS
/*	tests/check_notify
/* DESCRIPTION
/*	The Tiny Test Game (tests/testgame) played by mail through the
/*	daemon's pass, with notify_trace (notify.h) recording, per seat,
/*	the news lines of every mail it gets: its "since" list, then its
/*	events, then its notices.  Test ids:
/*
/*	notify-1.1  the same game played with every seat at level every,
/*		    waiting and digest: each seat reads the same news lines
/*		    in the same order at every level (nothing lost, nothing
/*		    twice); waiting and digest send fewer mails than every
/*	notify-1.2  level waiting (the default): a seat is mailed when the
/*		    game starts to wait on it and for a private notice
/*		    (peek), never for news that do not concern it; the
/*		    commands "mail", "posta", "correo" set the level; a
/*		    wrong level is refused with the three words
/*	notify-1.3  level digest: nothing until the day's digest_hour,
/*		    then one mail with every news line; none the day after
/*		    without news
/*	notify-2.1  a pause then a resume within [notify] hold_minutes:
/*		    no mail; both lines reach each seat in its next mail
/*	notify-2.2  two extends: after the hold, one mail to the seats
/*		    mailed about it, with both lines; the others read them
/*		    in their next mail
/*	notify-3.1  mails with a valid token are counted per seat
/*		    ([limits] seat_per_hour), not per address (max_per_hour);
/*		    over it, the seat is told once when it can go on, and
/*		    plays again an hour after its first mail
/*	notify-3.2  per game ([limits] game_per_hour)
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/notify.h"
#include "core/pb.h"
#include "core/token.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define T0 1795255200 /* Sat 21 Nov 2026 10:00 UTC */
#define MOD "mod@test.example"
#define NSEATS 3

static int nmail;
/* Mails of different texts: the same one again would be "resent". */
static const char *const shows[] = { "show\n", "board\n", "help\n", "deadline\n", "show\nshow\n",
	"board\nboard\n", "help\nhelp\n" };
static json_t           *seen[NSEATS + 1]; /* per seat: every news line, in order */

/* plain - a news line without its random parts (ballots' nonces and
 * commitments: runs of 16 hex digits or more become "#") */

static json_t *
plain(const char *s)
{
	struct pb_buf b;
	json_t       *v;
	size_t        n;

	pb_buf_init(&b);
	while (*s) {
		n = strspn(s, "0123456789abcdef");
		if (n >= 16)
			pb_buf_putc(&b, '#');
		else
			pb_buf_add(&b, s, n ? n : 1);
		s += n ? n : 1;
	}
	v = json_string(b.s ? b.s : "");
	pb_buf_free(&b);
	return (v);
}

/* trace - notify_trace: the news lines of a seat mail */

static void
trace(const char *tmpl, const char *locale, json_t *view)
{
	static const char *const keys[] = { "since", "events", "notices" };
	json_t                  *mail = json_object_get(view, "mail"), *v;
	int                      seat = (int)json_integer_value(json_object_get(mail, "seat"));
	size_t                   i, k;

	(void)locale;
	if (seat < 1 || seat > NSEATS || strcmp(tmpl, "reveal") == 0)
		return;
	for (k = 0; k < 3; k++)
		for (i = 0; (v = json_array_get(json_object_get(view, keys[k]), i)) != NULL; i++)
			json_array_append_new(seen[seat], plain(json_string_value(v)));
}

/* env - a test installation that records the news lines */

static struct test_env *
env(const char *conf)
{
	int k;

	test_at(T0);
	for (k = 1; k <= NSEATS; k++) {
		json_decref(seen[k]);
		seen[k] = json_array();
	}
	notify_trace = trace;
	return (test_env_new_conf(conf));
}

/* mail - deliver a raw mail and run a pass; the outcome */

static const char *
mail(struct test_env *e, const char *from, const char *subject, const char *body)
{
	const char *o = NULL;
	char       *id = pb_asprintf("n%d@example", ++nmail), *msg;

	msg = test_message(from, subject, id, NULL, body);
	test_deliver(e, msg);
	ck_assert_int_eq(test_run(e, &o), 1);
	free(msg);
	free(id);
	return (o);
}

/* as_seat - a seat's mail with the token of its newest mail */

static const char *
as_seat(struct test_env *e, int seat, const char *body)
{
	char       *addr = test_addr(seat), *tok = test_token(e, addr);
	char       *subj = pb_asprintf("Re: %s", tok);
	const char *o = mail(e, addr, subj, body);

	free(subj);
	free(tok);
	free(addr);
	return (o);
}

/* as_mod - a moderator mail */

static void
as_mod(struct test_env *e, int64_t game, const char *body)
{
	struct gamectl *g;
	struct pb_err   err;
	char           *tok, *subj;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	tok = moderate_token(e->p, g);
	gamectl_free(g);
	subj = pb_asprintf("Re: mod %s", tok);
	ck_assert_str_eq(mail(e, MOD, subj, body), "moderator");
	free(subj);
	free(tok);
}

/* count - mails queued for a seat */

static int
count(struct test_env *e, int seat)
{
	char *addr = test_addr(seat);
	int   n = test_mail_count(e, addr);

	free(addr);
	return (n);
}

/* newest - the newest mail to a seat holds text (or not) */

static void
newest(struct test_env *e, int seat, const char *text, int holds)
{
	char *addr = test_addr(seat), *t = test_mail_text(e, addr, -1, NULL);

	ck_assert_msg((strstr(t, text) != NULL) == holds, "to %s: %s\"%s\" in:\n%.2000s", addr,
	    holds ? "no " : "", text, t);
	free(t);
	free(addr);
}

/* waits - the seat the game waits on, the first; 0 when none */

static int
waits(struct test_env *e, int64_t game, const char **kind)
{
	struct gamectl *g;
	struct pb_err   err;
	const char     *d;
	int             k, seat = 0;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	for (k = 1; k <= NSEATS && seat == 0 && g->state; k++)
		if ((d = g->ops->decision(g->state, k)) != NULL) {
			seat = k;
			*kind = strcmp(d, "ballot") == 0 ? "ballot" : "turn";
		}
	gamectl_free(g);
	return (seat);
}

/* play - the same game at a level: every seat chooses it, then the
 * seats the game waits on play a fixed course; the mails queued */

static int
play(const char *level)
{
	static const char *const turn[] = { "peek %d\npass\n", "play\n", "call\n", "pass\n" };
	struct test_env         *e = env("[limits]\nmax_per_hour = 0\n");
	const char              *kind;
	char                    *body;
	int64_t                  game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	int                      k, step, seat, total = 0;

	for (k = 1; k <= NSEATS; k++) {
		body = pb_asprintf("mail %s\n", level);
		ck_assert_str_eq(as_seat(e, k, body), "applied");
		free(body);
	}
	for (step = 0; step < 60 && (seat = waits(e, game, &kind)) != 0; step++) {
		if (strcmp(kind, "ballot") == 0)
			body = pb_strdup(step % 3 ? "vote no\n" : "vote yes\n");
		else
			body = pb_asprintf(turn[step % 4], seat % NSEATS + 1);
		test_at(T0 + 60 * step);
		ck_assert_str_eq(as_seat(e, seat, body), "applied");
		free(body);
	}
	/* Each seat asks for the board: its queue comes with it. */
	for (k = 1; k <= NSEATS; k++)
		as_seat(e, k, "show\n");
	for (k = 1; k <= NSEATS; k++)
		total += count(e, k);
	test_env_free(e);
	return (total);
}

START_TEST(levels_lose_nothing)
{
	json_t *every[NSEATS + 1];
	int     k, n_every, n_waiting, n_digest;
	char   *a, *b;

	/* notify-1.1 */
	n_every = play("every");
	for (k = 1; k <= NSEATS; k++) {
		every[k] = seen[k];
		seen[k] = NULL;
		ck_assert_msg(json_array_size(every[k]) > 5, "seat %d read %zu lines", k,
		    json_array_size(every[k]));
	}
	n_waiting = play("waiting");
	for (k = 1; k <= NSEATS; k++) {
		a = json_dumps(every[k], JSON_INDENT(1));
		b = json_dumps(seen[k], JSON_INDENT(1));
		if (!json_equal(every[k], seen[k]))
			fprintf(stderr, "seat %d, every:\n%s\nwaiting:\n%s\n", k, a, b);
		ck_assert_msg(json_equal(every[k], seen[k]), "seat %d: not the same lines", k);
		free(a);
		free(b);
	}
	n_digest = play("digest");
	for (k = 1; k <= NSEATS; k++) {
		a = json_dumps(every[k], JSON_INDENT(1));
		b = json_dumps(seen[k], JSON_INDENT(1));
		if (!json_equal(every[k], seen[k]))
			fprintf(stderr, "seat %d, every:\n%s\ndigest:\n%s\n", k, a, b);
		ck_assert_msg(json_equal(every[k], seen[k]), "seat %d: not the same lines", k);
		free(a);
		free(b);
		json_decref(every[k]);
	}
	ck_assert_msg(n_waiting < n_every && n_digest <= n_waiting,
	    "mails: %d every, %d waiting, %d digest", n_every, n_waiting, n_digest);
}
END_TEST

START_TEST(waiting_when_it_concerns)
{
	struct test_env *e = env("[limits]\nmax_per_hour = 0\n");
	int64_t          game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	int              n2, n3;

	/* notify-1.2: seat 1 plays first; the others wait for nothing. */
	n2 = count(e, 2);
	n3 = count(e, 3);
	ck_assert_str_eq(as_seat(e, 1, "play\n"), "applied");
	newest(e, 1, "> play\n", 1); /* its reply */
	/* The turn is seat 2's: it is mailed; seat 3 is not. */
	ck_assert_int_eq(count(e, 2), n2 + 1);
	ck_assert_int_eq(count(e, 3), n3);
	newest(e, 2, "Player 1 plays", 1);
	/* A peek tells the seat looked at, at once. */
	ck_assert_str_eq(as_seat(e, 2, "peek 3\n"), "applied");
	ck_assert_int_eq(count(e, 3), n3 + 1);
	newest(e, 3, "Player 2 looked at your card.", 1);
	/* ... with the news it had not been mailed, first. */
	newest(e, 3, "Since your last mail:\n* Player 1 plays", 1);
	ck_assert_str_eq(as_seat(e, 2, "pass\n"), "applied");
	ck_assert_int_eq(count(e, 3), n3 + 2);
	ck_assert_int_eq(count(e, 1), 2); /* welcome, reply, nothing since */
	/* The command, in three languages; a wrong level. */
	ck_assert_str_eq(as_seat(e, 1, "mail every\n"), "applied");
	newest(e, 1, "from now on you get a mail for every event", 1);
	ck_assert_str_eq(as_seat(e, 1, "posta riassunto\n"), "applied");
	newest(e, 1, "one mail a day", 1);
	ck_assert_str_eq(as_seat(e, 1, "correo espera\n"), "applied");
	newest(e, 1, "when the game waits for you", 1);
	ck_assert_str_eq(as_seat(e, 1, "mail often\n"), "applied");
	newest(e, 1, "refused: write: mail every, mail waiting or mail digest", 1);
	(void)game;
	test_env_free(e);
}
END_TEST

START_TEST(digest_daily)
{
	struct test_env *e = env("[limits]\nmax_per_hour = 0\n[notify]\ndigest_hour = 18\n");
	int64_t          game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	int              n3;

	/* notify-1.3 */
	(void)game;
	ck_assert_str_eq(as_seat(e, 3, "mail digest\n"), "applied");
	n3 = count(e, 3);
	ck_assert_str_eq(as_seat(e, 1, "play\n"), "applied");
	ck_assert_str_eq(as_seat(e, 2, "peek 3\n"), "applied");
	ck_assert_str_eq(as_seat(e, 2, "pass\n"), "applied");
	/* Seat 3's turn, and a peek at it: the digest keeps both. */
	ck_assert_int_eq(count(e, 3), n3);
	test_at(T0 + 3600); /* 11:00: not yet */
	test_tick(e);
	ck_assert_int_eq(count(e, 3), n3);
	test_at(T0 + 8 * 3600); /* 18:00 */
	test_tick(e);
	ck_assert_int_eq(count(e, 3), n3 + 1);
	newest(e, 3, "Since your last mail:\n* Player 1 plays", 1);
	newest(e, 3, "* Player 2 looked at your card.", 1);
	test_at(T0 + 9 * 3600);
	test_tick(e);
	test_at(T0 + 32 * 3600); /* the next day, no news */
	test_tick(e);
	ck_assert_int_eq(count(e, 3), n3 + 1);
	test_env_free(e);
}
END_TEST

START_TEST(pause_resume)
{
	struct test_env *e = env("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n");
	int64_t          game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	int              n[NSEATS + 1], k;

	/* notify-2.1: seat 1 (waited on, level waiting) and seat 2 (every). */
	ck_assert_str_eq(as_seat(e, 2, "mail every\n"), "applied");
	for (k = 1; k <= NSEATS; k++)
		n[k] = count(e, k);
	as_mod(e, game, "pause\n");
	test_at(T0 + 120);
	as_mod(e, game, "resume\n");
	test_at(T0 + 3600);
	test_tick(e);
	for (k = 1; k <= NSEATS; k++)
		ck_assert_int_eq(count(e, k), n[k]);
	ck_assert_str_eq(as_seat(e, 1, "play\n"), "applied");
	newest(e, 1, "Since your last mail:\n* The moderator paused the game", 1);
	newest(e, 1, "* The moderator resumed the game", 1);
	newest(e, 2, "Since your last mail:\n* The moderator paused the game", 1);
	test_env_free(e);
}
END_TEST

START_TEST(two_extends)
{
	struct test_env *e = env("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n"
	                         "[notify]\nhold_minutes = 10\n");
	int64_t          game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	int              n[NSEATS + 1], k;

	/* notify-2.2 */
	for (k = 1; k <= NSEATS; k++)
		n[k] = count(e, k);
	as_mod(e, game, "extend 1 1d\n");
	test_at(T0 + 5 * 60);
	as_mod(e, game, "extend all 2h\n");
	test_at(T0 + 10 * 60); /* five minutes after the second: held */
	test_tick(e);
	for (k = 1; k <= NSEATS; k++)
		ck_assert_int_eq(count(e, k), n[k]);
	test_at(T0 + 16 * 60);
	test_tick(e);
	ck_assert_int_eq(count(e, 1), n[1] + 1);
	newest(e, 1,
	    "The moderator gave Player 1 1d more for the current decision.\n"
	    "The moderator gave every player 2h more.",
	    1);
	ck_assert_int_eq(count(e, 2), n[2]);
	ck_assert_int_eq(count(e, 3), n[3]);
	ck_assert_str_eq(as_seat(e, 1, "play\n"), "applied");
	newest(e, 2, "Since your last mail:\n* The moderator gave Player 1 1d more", 1);
	test_env_free(e);
}
END_TEST

START_TEST(seat_limit)
{
	struct test_env *e = env("[limits]\nmax_per_hour = 2\nseat_per_hour = 4\n");
	int64_t          game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	char            *addr = test_addr(2);
	int              k, n;

	/* notify-3.1: four mails of seat 2 within the hour are read. */
	(void)game;
	for (k = 0; k < 4; k++) {
		test_at(T0 + 60 * k);
		ck_assert_str_eq(as_seat(e, 2, shows[k]), "applied");
	}
	test_at(T0 + 300);
	n = count(e, 2);
	ck_assert_str_eq(as_seat(e, 2, shows[4]), "over-limit");
	ck_assert_int_eq(count(e, 2), n + 1);
	newest(e, 2, "at most 4 mails an hour from one player of a", 1);
	newest(e, 2, "You can go on from", 1);
	newest(e, 2, "11:00", 1);
	test_at(T0 + 400);
	ck_assert_str_eq(as_seat(e, 2, shows[5]), "over-limit");
	ck_assert_int_eq(count(e, 2), n + 1); /* told once */
	/* Without a token, the address limit holds. */
	ck_assert_str_eq(mail(e, addr, "hello", "show\n"), "over-limit");
	test_at(T0 + 3600);
	ck_assert_str_eq(as_seat(e, 2, shows[6]), "applied");
	free(addr);
	test_env_free(e);
}
END_TEST

START_TEST(game_limit)
{
	struct test_env *e = env("[limits]\nmax_per_hour = 0\ngame_per_hour = 5\n");
	int64_t          game = test_tiny(e, NSEATS, 5, "{\"rounds\": \"3\"}");
	int              k;

	/* notify-3.2 */
	(void)game;
	for (k = 0; k < 5; k++)
		ck_assert_str_eq(as_seat(e, k % NSEATS + 1, shows[k]), "applied");
	ck_assert_str_eq(as_seat(e, 3, shows[5]), "over-limit");
	newest(e, 3, "from the players of one", 1);
	newest(e, 3, "You can go on from", 1);
	test_env_free(e);
}
END_TEST

static Suite *
notify_suite(void)
{
	Suite *s = suite_create("notify");
	TCase *t = tcase_create("levels");

	tcase_add_test(t, levels_lose_nothing);
	tcase_add_test(t, waiting_when_it_concerns);
	tcase_add_test(t, digest_daily);
	suite_add_tcase(s, t);
	t = tcase_create("moderator");
	tcase_add_test(t, pause_resume);
	tcase_add_test(t, two_extends);
	suite_add_tcase(s, t);
	t = tcase_create("limits");
	tcase_add_test(t, seat_limit);
	tcase_add_test(t, game_limit);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(notify_suite));
}
