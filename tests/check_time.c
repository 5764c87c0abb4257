/*++
/* NAME
/*	check_time 1
/* SUMMARY
/*	deadlines: zones, days off, and a six-week game on a fake clock
/* SYNOPSIS
/*	tests/check_time
/* DESCRIPTION
/*	time-1.*: core/tzone.c, table-driven.
/*
/*	time-1.1  durations read and written back; bad ones refused
/*	time-1.2  days off read and written back; bad ones refused
/*	time-1.3  tz_add() skips days off in the zone given (a Friday
/*		  noon plus 48h with sat,sun off is Tuesday noon)
/*	time-1.4  tz_format() in three languages and three zones
/*	time-1.5  tz_ok(): real zones yes; paths, "..", unknown no
/*	time-1.6  tz_date(): a day as local midnight; bad dates refused
/*
/*	time-2.*: one game of three seats played over six weeks of fake
/*	time (PBEMD_FAKE_NOW) through the real pipeline (testmail.h):
/*	player and moderator mails in the inbox Maildir, the clock pass
/*	as pbemd runs it, every answer read from the outbox per address.
/*
/*	time-2.1  the welcome of each seat shows its own deadline in its
/*		  own zone (Rome, New York, UTC)
/*	time-2.2  twelve hours before the deadline the seat that has not
/*		  answered, and only that seat, gets a reminder
/*	time-2.3  at the deadline it is told it is late; with
/*		  late_notices the others hear that it is late
/*	time-2.4  after the grace the default action is taken: the seat
/*		  gets its default lines, the others the news and never
/*		  the lines; the set-up ends, a turn begins
/*	time-2.5  a player sets a zone and an absence by mail: its
/*		  mails show the new zone; a second absence over the cap is
/*		  refused
/*	time-2.6  no default is taken for the absent seat during its
/*		  absence
/*	time-2.7  the moderator replaces Player 3 by mail: the new address
/*		  gets the seat's secret objective, the old one a notice
/*		  without it, and nothing after; the others are told
/*		  without the new address
/*	time-2.8  the old token is dead (stale-token); the new player's
/*		  mails are applied
/*	time-2.9  the moderator pauses: three days pass without a clock
/*		  mail; resuming moves the deadlines
/*	time-2.10 the moderator undoes three moves: every seat is told,
/*		  the state is the state after that move (its hash)
/*	time-2.11 over the six weeks every kind of clock mail was sent;
/*		  the game ends (by its rounds, or the moderator's end) and
/*		  every seat's last mail lists the moderator's actions; the
/*		  replay of the log matches the stored game
/*
/*	time-3.*: the clock of a game that is not Dead of Winter, the Tiny
/*	Test Game (tests/testgame/), whose decisions are "turn" (48h) and
/*	"ballot" (24h), a kind Dead of Winter lacks.
/*
/*	time-3.1  [time] deadline.ballot is accepted because the game
/*		  declares it; the welcome shows the deadline of the seat
/*		  whose turn it is, in its zone, and none to the others
/*	time-3.2  the reminder of a turn goes to that seat only, naming the
/*		  decision ("your turn"), in Italian for an Italian seat
/*		  ("il tuo turno")
/*	time-3.3  late: the seat and (late_notices) the others are told
/*	time-3.4  the default of a turn ("pass") is taken after the grace;
/*		  the seat reads its line, the others the news only
/*	time-3.5  a vote: every seat gets a ballot deadline of its own
/*		  (deadline.ballot, 1d); a seat that voted gets no reminder,
/*		  the one that did not does, naming "your ballot"; its
/*		  default is "vote no", and the game goes on
/*	time-3.6  "set deadline.ballot 6h" by the moderator is taken (a
/*		  kind of the game); "set deadline.setup" is refused, naming
/*		  the game's decisions
/*	time-3.7  "force" takes a seat's default at once; "replace" gives
/*		  the new address the seat's hidden card, the old one a
/*		  notice without it
/*	time-3.8  the end (by the vote, else the moderator): every seat's
/*		  reveal lists every card; the moderator's actions were
/*		  listed to every seat; replay holds
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "arbiter/deadline.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "core/pb.h"
#include "core/token.h"
#include "core/tzone.h"
#include "store/store.h"

/* Local. */
#include "testgame/tiny.h"
#include "testmail.h"
#include "testrun.h"

#define T0 1793606400LL /* Mon 2 Nov 2026 08:00 UTC */
#define HOUR 3600LL
#define DAY 86400LL
#define MOD "mod@test.example"

/* ---- time-1: core/tzone.c ------------------------------------------- */

static const struct {
	const char *label, *text;
	int         ok;
	int64_t     secs;
	const char *back;
} durations[] = {
	{ "time-1.1a", "48h", 1, 48 * HOUR, "2d" },
	{ "time-1.1b", "2d", 1, 2 * DAY, "2d" },
	{ "time-1.1c", "1d12h", 1, 36 * HOUR, "1d 12h" },
	{ "time-1.1d", "90m", 1, 90 * 60, "1h 30m" },
	{ "time-1.1e", "36", 1, 36 * HOUR, "1d 12h" },
	{ "time-1.1f", "0", 1, 0, "0h" },
	{ "time-1.1g", "", 0, 0, NULL },
	{ "time-1.1h", "2 days", 0, 0, NULL },
	{ "time-1.1i", "-3h", 0, 0, NULL },
	{ "time-1.1j", "99999d", 0, 0, NULL },
};

START_TEST(duration_cases)
{
	struct pb_err err;
	int64_t       v = -1;
	char         *back;

	ck_assert_msg((tz_duration(durations[_i].text, &v, &err) == PB_OK) == durations[_i].ok,
	    "%s", durations[_i].label);
	if (durations[_i].ok) {
		ck_assert_int_eq(v, durations[_i].secs);
		back = tz_duration_str(v);
		ck_assert_str_eq(back, durations[_i].back);
		free(back);
	} else
		ck_assert_msg(
		    strstr(err.msg, "duration") != NULL, "%s: %s", durations[_i].label, err.msg);
}
END_TEST

START_TEST(days_off)
{
	struct pb_err err;
	unsigned      m;
	char         *s;

	ck_assert(tz_days("sat,sun", &m, &err) == PB_OK);
	ck_assert_uint_eq(m, (1u << 6) | 1u);
	s = tz_days_str(m);
	ck_assert_str_eq(s, "sat,sun");
	free(s);
	ck_assert(tz_days("none", &m, &err) == PB_OK && m == 0);
	ck_assert(tz_days("Monday, Friday", &m, &err) == PB_OK && m == ((1u << 1) | (1u << 5)));
	ck_assert(tz_days("sat,funday", &m, &err) == PB_EDATA);
	ck_assert(strstr(err.msg, "funday") != NULL);
}
END_TEST

START_TEST(add_skips_days_off)
{
	int64_t  fri_noon = T0 + 4 * DAY + 4 * HOUR; /* Fri 6 Nov 12:00 UTC */
	unsigned we = (1u << 6) | 1u;

	/* time-1.3: Friday noon + 48h, weekends off: Tuesday noon. */
	ck_assert_int_eq(tz_add(fri_noon, 48 * HOUR, "UTC", we), fri_noon + 4 * DAY);
	ck_assert_int_eq(tz_add(fri_noon, 48 * HOUR, "UTC", 0), fri_noon + 2 * DAY);
	/* A start on a day off counts from the next working day. */
	ck_assert_int_eq(tz_add(T0 - 2 * DAY, HOUR, "UTC", we), T0 - 8 * HOUR + HOUR);
	/* In Rome the weekend begins at 23:00 UTC on Friday: 11 hours
	 * then, one more from Monday 00:00 CET. */
	ck_assert_int_eq(
	    tz_add(fri_noon, 12 * HOUR, "Europe/Rome", we), fri_noon + 2 * DAY + 12 * HOUR);
}
END_TEST

START_TEST(format_zones)
{
	char *s;

	s = tz_format(T0, "Europe/Rome", "it");
	ck_assert_str_eq(s, "lun 2 nov 2026 09:00 CET (Europe/Rome)");
	free(s);
	s = tz_format(T0, "America/New_York", "en");
	ck_assert_str_eq(s, "Mon 2 Nov 2026 03:00 EST (America/New_York)");
	free(s);
	s = tz_format(T0 + 5 * DAY, "UTC", "es");
	ck_assert_str_eq(s, "sáb 7 nov 2026 08:00 UTC");
	free(s);
	ck_assert_ptr_null(getenv("TZ")); /* restored */
}
END_TEST

START_TEST(zone_names)
{
	ck_assert(tz_ok("Europe/Rome"));
	ck_assert(tz_ok("UTC"));
	ck_assert(!tz_ok("Europe/Nowhere"));
	ck_assert(!tz_ok("../../etc/passwd"));
	ck_assert(!tz_ok("/etc/passwd"));
	ck_assert(!tz_ok("Europe/Rome; rm"));
	ck_assert(!tz_ok(""));
}
END_TEST

START_TEST(dates)
{
	struct pb_err err;
	int64_t       t;

	ck_assert(tz_date("2026-11-02", "UTC", &t, &err) == PB_OK && t == T0 - 8 * HOUR);
	ck_assert(tz_date("2026-11-02", "Europe/Rome", &t, &err) == PB_OK && t == T0 - 9 * HOUR);
	ck_assert(tz_date("2026-02-30", "UTC", &t, &err) == PB_EDATA);
	ck_assert(tz_date("tomorrow", "UTC", &t, &err) == PB_EDATA);
	ck_assert(strstr(err.msg, "2026-12-24") != NULL);
}
END_TEST

/* ---- time-2: six weeks ------------------------------------------------ */

struct six {
	struct test_env *e;
	int64_t          game, now;
	int              n; /* mails sent, for Message-IDs */
};

/* at - the fake clock */

static void
at(struct six *x, int64_t t)
{
	x->now = t;
	test_at(t);
}

/* tick - one clock pass and a flush, as pbemd runs them */

static int
tick(struct six *x)
{
	return (test_tick(x->e));
}

/* count_with - mails to addr from index from whose subject or text holds s */

static int
count_with(struct six *x, const char *addr, int from, const char *s)
{
	int   i, n = test_mail_count(x->e, addr), hits = 0;
	char *subj, *text;

	for (i = from; i < n; i++) {
		text = test_mail_text(x->e, addr, i, &subj);
		hits += strstr(subj, s) != NULL || strstr(text, s) != NULL;
		free(subj);
		free(text);
	}
	return (hits);
}

/* last_text - the newest mail to addr, subject then text; caller frees */

static char *
last_text(struct six *x, const char *addr)
{
	char *subj, *text, *both;

	text = test_mail_text(x->e, addr, -1, &subj);
	both = pb_asprintf("%s\n%s", subj, text);
	free(subj);
	free(text);
	return (both);
}

/* newest_token - the token of the newest mail to addr that has one (a
 * notice about a bad token has none) */

static char *
newest_token(struct six *x, const char *addr)
{
	struct token t;
	char        *subj, *text, *tok = NULL;
	int          i;

	for (i = test_mail_count(x->e, addr) - 1; i >= 0 && tok == NULL; i--) {
		text = test_mail_text(x->e, addr, i, &subj);
		if (token_find(subj, &t))
			tok = pb_asprintf("PBEM-%lld-%d-%lld-%s", (long long)t.game, t.seat,
			    (long long)t.seq, t.mac);
		free(subj);
		free(text);
	}
	ck_assert_msg(tok != NULL, "no token in the mails to %s", addr);
	return (tok);
}

/* send - a player's mail answering the newest mail to tokaddr */

static const char *
send(struct six *x, const char *tokaddr, const char *from, const char *body)
{
	const char *outcome = NULL;
	char       *tok, *subj, *id, *msg;

	tok = newest_token(x, tokaddr);

	subj = pb_asprintf("Re: [Dead of Winter] %s", tok);
	id = pb_asprintf("six.%d@players.example", ++x->n);
	msg = test_message(from, subj, id, NULL, body);
	test_deliver(x->e, msg);
	ck_assert_int_eq(test_run(x->e, &outcome), 1);
	free(msg);
	free(id);
	free(subj);
	free(tok);
	return (outcome);
}

/* send_mod - a moderator's mail: the token of the newest reply to the
 * moderator, or a fresh one (pbemctl game token) the first time */

static const char *
send_mod(struct six *x, const char *body)
{
	const char     *outcome = NULL;
	struct gamectl *g;
	struct pb_err   err;
	char           *tok, *subj, *id, *msg;

	if (test_mail_count(x->e, MOD) > 0 && count_with(x, MOD, 0, "Moderator") > 0)
		tok = newest_token(x, MOD);
	else {
		ck_assert(gamectl_load(x->e->p, x->game, &g, &err) == PB_OK);
		tok = moderate_token(x->e->p, g);
		gamectl_free(g);
	}
	subj = pb_asprintf("Re: moderator %s", tok);
	id = pb_asprintf("mod.%d@test.example", ++x->n);
	msg = test_message(MOD, subj, id, NULL, body);
	test_deliver(x->e, msg);
	ck_assert_int_eq(test_run(x->e, &outcome), 1);
	free(msg);
	free(id);
	free(subj);
	free(tok);
	return (outcome);
}

/* decision - what the game waits on from seat, or "" */

static const char *
decision(struct six *x, int seat)
{
	static char     buf[32];
	struct gamectl *g;
	struct pb_err   err;
	const char     *d;

	ck_assert(gamectl_load(x->e->p, x->game, &g, &err) == PB_OK);
	d = g->state ? g->ops->decision(g->state, seat) : NULL;
	snprintf(buf, sizeof(buf), "%s", d ? d : "");
	gamectl_free(g);
	return (buf);
}

/* setup_lines - what a seat mails to choose (its first survivors) */

static char *
setup_lines(struct six *x, int seat)
{
	struct gamectl *g;
	struct pb_err   err;
	char           *keep, *lead, *both;
	int             pseat;

	ck_assert(gamectl_load(x->e->p, x->game, &g, &err) == PB_OK);
	keep = g->ops->default_line(g->state, seat, 0);
	/* The leader: the first survivor kept. */
	pseat = (int)strcspn(keep + 5, " ");
	lead = pb_asprintf("leader %.*s", pseat, keep + 5);
	both = pb_asprintf("%s\n%s\n", keep, lead);
	free(keep);
	free(lead);
	gamectl_free(g);
	return (both);
}

/* game_seq - the game's move number */

static int64_t
game_seq(struct six *x)
{
	struct store_game *row;
	struct pb_err      err;
	int64_t            seq;

	ck_assert(store_game_get(x->e->p->st, x->game, &row, &err) == PB_OK);
	seq = row->seq;
	store_game_free(row);
	return (seq);
}

START_TEST(six_weeks)
{
	struct six      x = { 0 };
	struct pb_err   err;
	json_t         *opts = json_object();
	char           *addrs[3], *ann, *bob, *cid, *dee, *t, *lines, *before;
	const char     *o;
	int64_t         absent_from, absent_to, seq, now;
	int             n_ann, n_bob, n_cid, n_dee, k, reminders = 0, lates = 0, defaults = 0;
	struct gamectl *g;
	char           *hash;

	x.e = test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n"
	                        "[notify]\nlevel = every\nhold_minutes = 0\n" /* every mail */
	                        "[time]\nreminder = 12h\ngrace = 12h\nlate_notices = yes\n"
	                        "absence_max = 10d\ndeadline.turn = 7d\n");
	ann = test_addr(1);
	bob = test_addr(2);
	cid = test_addr(3);
	dee = test_addr(4);
	at(&x, T0);
	addrs[0] = pb_asprintf("%s:Europe/Rome", ann);
	addrs[1] = pb_asprintf("%s:America/New_York", bob);
	addrs[2] = pb_strdup(cid);
	ck_assert_msg(gamectl_create(x.e->p, "dow", addrs, 3, opts,
	                  (const unsigned char *)"six weeks six weeks six weeks 32", &x.game, &err)
	        == PB_OK,
	    "%s", err.msg);
	for (k = 0; k < 3; k++)
		free(addrs[k]);
	json_decref(opts);
	test_run(x.e, &o);

	/* time-2.1: each welcome, each zone. */
	t = last_text(&x, ann);
	ck_assert_msg(
	    strstr(t, "Your deadline (set-up choices): Thu 5 Nov 2026 09:00 CET (Europe/Rome)"), "%s", t);
	free(t);
	t = last_text(&x, bob);
	ck_assert_msg(
	    strstr(t, "Your deadline (set-up choices): Thu 5 Nov 2026 03:00 EST (America/New_York)"), "%s",
	    t);
	free(t);
	t = last_text(&x, cid);
	ck_assert_msg(strstr(t, "Your deadline (set-up choices): Thu 5 Nov 2026 08:00 UTC"), "%s", t);
	free(t);

	/* Ann and Bob choose; Cid does not. */
	at(&x, T0 + HOUR);
	lines = setup_lines(&x, 1);
	ck_assert_str_eq(send(&x, ann, ann, lines), "applied");
	free(lines);
	lines = setup_lines(&x, 2);
	ck_assert_str_eq(send(&x, bob, bob, lines), "applied");
	free(lines);
	ck_assert_str_eq(decision(&x, 3), "setup");
	ck_assert_str_eq(decision(&x, 1), "");

	/* time-2.2: the reminder, to Cid only. */
	n_ann = test_mail_count(x.e, ann);
	n_bob = test_mail_count(x.e, bob);
	n_cid = test_mail_count(x.e, cid);
	at(&x, T0 + 59 * HOUR);
	ck_assert_int_eq(tick(&x), 0);
	at(&x, T0 + 60 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(test_mail_count(x.e, cid), n_cid + 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "Reminder: the game waits on you (set-up choices)"), 1);
	ck_assert_int_eq(test_mail_count(x.e, ann), n_ann);
	ck_assert_int_eq(test_mail_count(x.e, bob), n_bob);

	/* time-2.3: late, told to Cid, and (late_notices) to the others. */
	at(&x, T0 + 72 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid + 1, "Your deadline has passed"), 1);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "Player 3 is late"), 1);
	ck_assert_int_eq(count_with(&x, bob, n_bob, "Player 3 is late"), 1);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "Your deadline has passed"), 0);

	/* time-2.4: the default, after the grace. */
	n_ann = test_mail_count(x.e, ann);
	n_bob = test_mail_count(x.e, bob);
	n_cid = test_mail_count(x.e, cid);
	at(&x, T0 + 84 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "The default action was taken for you"), 2);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "> keep "), 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "> leader "), 1);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "did not answer in time (set-up choices)"), 2);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "gave this command for you"), 0);
	ck_assert_int_eq(count_with(&x, bob, n_bob, "  keep "), 0);
	for (k = 1; k <= 3 && strcmp(decision(&x, k), "turn") != 0; k++)
		;
	ck_assert_int_le(k, 3); /* a turn begins */

	/* time-2.5: Bob's zone and absence, by mail (his days, Tokyo). */
	at(&x, T0 + 85 * HOUR);
	ck_assert_str_eq(
	    send(&x, bob, bob, "timezone Asia/Tokyo\nabsent 2026-11-10 2026-11-16\n"), "applied");
	t = last_text(&x, bob);
	ck_assert_msg(strstr(t, "your deadlines are now written in Asia/Tokyo time"), "%s", t);
	ck_assert_msg(strstr(t, "you are away from Tue 10 Nov 2026 00:00 JST"), "%s", t);
	free(t);
	ck_assert_str_eq(send(&x, bob, bob, "absent 2026-11-20 2026-11-24\n"), "applied");
	t = last_text(&x, bob);
	ck_assert_msg(
	    strstr(t, "absences are capped at 10d per player in this game: 3d remain"), "%s", t);
	free(t);
	ck_assert(tz_date("2026-11-10", "Asia/Tokyo", &absent_from, &err) == PB_OK);
	ck_assert(tz_date("2026-11-17", "Asia/Tokyo", &absent_to, &err) == PB_OK);

	/* Six weeks, four hours at a time.  Ann answers her turns herself;
	 * the clock does the rest. */
	n_cid = -1;
	for (now = T0 + 88 * HOUR; now <= T0 + 42 * DAY; now += 4 * HOUR) {
		at(&x, now);
		n_bob = test_mail_count(x.e, bob);
		tick(&x);
		/* time-2.6: no default for Bob while he is away. */
		if (now >= absent_from && now < absent_to)
			ck_assert_int_eq(
			    count_with(&x, bob, n_bob, "default action was taken for you"), 0);
		if (strcmp(decision(&x, 1), "turn") == 0 && now % DAY == (T0 + 8 * HOUR) % DAY) {
			o = send(&x, ann, ann, "end\n");
			ck_assert_str_eq(o, "applied");
		}
		if (now == T0 + 14 * DAY) {
			/* time-2.7: Cid's seat passes to Dee. */
			n_ann = test_mail_count(x.e, ann);
			n_cid = test_mail_count(x.e, cid);
			before = test_token(x.e, cid);
			ck_assert_str_eq(
			    send_mod(&x, "replace 3 dee@players.example\n"), "moderator");
			ck_assert_int_eq(test_mail_count(x.e, cid), n_cid + 1);
			t = last_text(&x, cid);
			ck_assert_msg(strstr(t, "You no longer play Player 3"), "%s", t);
			ck_assert(strstr(t, "Secret objective") == NULL);
			free(t);
			t = last_text(&x, dee);
			ck_assert_msg(strstr(t, "You take over Player 3"), "%s", t);
			ck_assert(strstr(t, "Secret objective:") != NULL);
			free(t);
			ck_assert_int_eq(count_with(&x, ann, n_ann, "gave Player 3's seat"), 1);
			ck_assert_int_eq(count_with(&x, ann, 0, "dee@"), 0);
			t = last_text(&x, MOD);
			ck_assert_msg(
			    strstr(t, "done: Player 3 is now dee@players.example"), "%s", t);
			free(t);
			/* time-2.8: the old token is dead, the new one works. */
			n_cid = test_mail_count(x.e, cid);
			{
				char *subj = pb_asprintf("Re: x %s", before);
				char *msg = test_message(
				    cid, subj, "old.cid@players.example", NULL, "show\n");

				test_deliver(x.e, msg);
				test_run(x.e, &o);
				ck_assert_str_eq(o, "stale-token");
				free(msg);
				free(subj);
			}
			free(before);
			ck_assert_str_eq(send(&x, dee, dee, "show\n"), "applied");
		}
		if (now == T0 + 21 * DAY) {
			/* time-2.9: paused for three days. */
			ck_assert_str_eq(send_mod(&x, "pause\n"), "moderator");
			ck_assert_int_eq(
			    count_with(&x, ann, 0, "The moderator paused the game"), 1);
			n_ann = test_mail_count(x.e, ann);
			n_bob = test_mail_count(x.e, bob);
			n_dee = test_mail_count(x.e, dee);
			for (k = 1; k <= 18; k++) {
				at(&x, now + k * 4 * HOUR);
				ck_assert_int_eq(tick(&x), 0);
			}
			ck_assert_int_eq(test_mail_count(x.e, ann), n_ann);
			ck_assert_int_eq(test_mail_count(x.e, bob), n_bob);
			ck_assert_int_eq(test_mail_count(x.e, dee), n_dee);
			ck_assert_str_eq(send_mod(&x, "resume\n"), "moderator");
			now += 72 * HOUR;
		}
		if (now == T0 + 24 * DAY + 72 * HOUR) {
			/* time-2.10: three moves undone. */
			seq = game_seq(&x);
			lines = pb_asprintf("undo %lld\n", (long long)seq - 3);
			n_bob = test_mail_count(x.e, bob);
			ck_assert_str_eq(send_mod(&x, lines), "moderator");
			free(lines);
			ck_assert_int_eq(
			    count_with(&x, bob, n_bob, "The moderator undid moves"), 1);
			ck_assert(gamectl_load(x.e->p, x.game, &g, &err) == PB_OK);
			hash = pb_strdup(g->row->state_hash);
			gamectl_free(g);
			ck_assert_int_eq(game_seq(&x), seq + 1);
			/* The state is that of move seq - 3. */
			{
				struct store_move *mv;
				size_t             nm;

				ck_assert(
				    store_move_upto(x.e->p->st, x.game, seq - 3, &mv, &nm, &err)
				    == PB_OK);
				ck_assert_str_eq(mv[nm - 1].state_hash, hash);
				store_move_array_free(mv, nm);
			}
			free(hash);
		}
		if (strcmp(decision(&x, 1), "") == 0 && strcmp(decision(&x, 2), "") == 0
		    && strcmp(decision(&x, 3), "") == 0) {
			struct store_game *row;

			ck_assert(store_game_get(x.e->p->st, x.game, &row, &err) == PB_OK);
			k = strcmp(row->status, "ended") == 0;
			store_game_free(row);
			if (k)
				break;
		}
	}
	/* time-2.11: every kind of clock mail went out; the end lists the
	 * moderator's actions. */
	reminders = count_with(&x, ann, 0, "Reminder") + count_with(&x, bob, 0, "Reminder")
	    + count_with(&x, dee, 0, "Reminder");
	lates = count_with(&x, bob, 0, "Your deadline has passed")
	    + count_with(&x, dee, 0, "Your deadline has passed");
	defaults = count_with(&x, bob, 0, "default action was taken for you")
	    + count_with(&x, dee, 0, "default action was taken for you");
	ck_assert_int_ge(reminders, 2);
	ck_assert_int_ge(lates, 2);
	ck_assert_int_ge(defaults, 2);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "Reminder"), 0);
	if (strcmp(decision(&x, 1), "") != 0 || strcmp(decision(&x, 2), "") != 0
	    || strcmp(decision(&x, 3), "") != 0)
		ck_assert_str_eq(send_mod(&x, "end\n"), "moderator");
	for (k = 1; k <= 3; k++) {
		t = last_text(&x, k == 3 ? dee : k == 1 ? ann : bob);
		ck_assert_msg(strstr(t, "Moderator actions in this game"), "%s", t);
		ck_assert_msg(strstr(t, "replace 3"), "%s", t);
		ck_assert_msg(strstr(t, "pause"), "%s", t);
		ck_assert_msg(strstr(t, ": undo "), "%s", t);
		ck_assert(strstr(t, "dee@") == NULL);
		free(t);
	}
	unsetenv("PBEMD_FAKE_NOW");
	free(ann);
	free(bob);
	free(cid);
	free(dee);
	test_env_free(x.e); /* replay --verify of the whole log */
}
END_TEST

/* ---- time-3: the Tiny Test Game on the clock -------------------------- */

/* tiny_card_of - the name of the card seat holds now (English) */

static char *
tiny_card_of(struct six *x, int seat)
{
	struct gamectl          *g;
	struct pb_err            err;
	const struct tiny_state *s;
	char                    *name;

	ck_assert(gamectl_load(x->e->p, x->game, &g, &err) == PB_OK);
	s = tiny_game_state(g->state);
	ck_assert_int_ne(s->hand[seat], TINY_NOCARD);
	name = pb_strdup(tiny_name(s->pack, s->hand[seat], 0));
	gamectl_free(g);
	return (name);
}

START_TEST(tiny_clock)
{
	struct six    x = { 0 };
	struct pb_err err;
	json_t       *opts = json_object();
	char         *addrs[3], *ann, *bob, *cid, *dee, *t, *card;
	const char   *o;
	int           n_ann, n_bob, n_cid, k;

	x.e = test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n"
	                        "[notify]\nlevel = every\nhold_minutes = 0\n" /* every mail */
	                        "[time]\nreminder = 12h\ngrace = 12h\nlate_notices = yes\n"
	                        "deadline.ballot = 1d\n");
	ann = test_addr(1);
	bob = test_addr(2);
	cid = test_addr(3);
	dee = test_addr(4);
	at(&x, T0);
	addrs[0] = pb_asprintf("%s:Europe/Rome", ann);
	addrs[1] = pb_asprintf("%s:America/New_York:it", bob);
	addrs[2] = pb_strdup(cid);
	json_object_set_new(opts, "rounds", json_string("5"));
	ck_assert_msg(gamectl_create(x.e->p, "tiny", addrs, 3, opts,
	                  (const unsigned char *)"tiny clock tiny clock tiny clock", &x.game, &err)
	        == PB_OK,
	    "%s", err.msg);
	for (k = 0; k < 3; k++)
		free(addrs[k]);
	json_decref(opts);

	/* time-3.1: Ann's turn, in Rome; nobody else is waited on. */
	t = last_text(&x, ann);
	ck_assert_msg(
	    strstr(t, "Your deadline (your turn): Wed 4 Nov 2026 09:00 CET (Europe/Rome)"), "%s", t);
	free(t);
	ck_assert_int_eq(count_with(&x, bob, 0, "deadline"), 0);
	ck_assert_int_eq(count_with(&x, cid, 0, "Your deadline"), 0);
	ck_assert_str_eq(decision(&x, 1), "turn");

	/* time-3.2: the reminder, to Ann only. */
	n_bob = test_mail_count(x.e, bob);
	n_cid = test_mail_count(x.e, cid);
	at(&x, T0 + 35 * HOUR);
	ck_assert_int_eq(tick(&x), 0);
	at(&x, T0 + 36 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, ann, 0, "Reminder: the game waits on you (your turn)"), 1);
	ck_assert_int_eq(test_mail_count(x.e, bob), n_bob);
	ck_assert_int_eq(test_mail_count(x.e, cid), n_cid);

	/* time-3.3: late. */
	n_ann = test_mail_count(x.e, ann);
	at(&x, T0 + 48 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "Your deadline has passed"), 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "Player 1 is late"), 1);
	ck_assert_int_eq(test_mail_count(x.e, bob), n_bob + 1);

	/* time-3.4: the default: Ann passes, Bob's turn. */
	n_ann = test_mail_count(x.e, ann);
	n_bob = test_mail_count(x.e, bob);
	n_cid = test_mail_count(x.e, cid);
	at(&x, T0 + 60 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "The default action was taken for you"), 1);
	ck_assert_int_eq(count_with(&x, ann, n_ann, "> pass"), 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "did not answer in time (your turn)"), 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, "gave this command for you"), 0);
	ck_assert_int_eq(test_mail_count(x.e, bob), n_bob + 1);
	ck_assert_str_eq(decision(&x, 2), "turn");
	ck_assert_str_eq(decision(&x, 1), "");

	/* Bob, in Italian, is reminded of "il tuo turno". */
	n_bob = test_mail_count(x.e, bob);
	at(&x, T0 + 96 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, bob, n_bob, "(il tuo turno)"), 1);
	ck_assert_str_eq(send(&x, bob, bob, "gioca\n"), "applied");
	ck_assert_str_eq(decision(&x, 3), "turn");

	/* time-3.5: Cid calls a vote; Ann and Cid vote, Bob does not. */
	at(&x, T0 + 100 * HOUR);
	ck_assert_str_eq(send(&x, cid, cid, "call\nvote no\n"), "applied");
	for (k = 1; k <= 3; k++)
		ck_assert_str_eq(decision(&x, k), k == 3 ? "" : "ballot");
	t = last_text(&x, ann);
	ck_assert_msg(strstr(t, "Your deadline (your ballot): Sat 7 Nov 2026 13:00 CET"), "%s", t);
	free(t);
	ck_assert_str_eq(send(&x, ann, ann, "vote yes\n"), "applied");
	n_ann = test_mail_count(x.e, ann);
	n_bob = test_mail_count(x.e, bob);
	at(&x, T0 + 112 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, bob, n_bob, "(il tuo voto)"), 1);
	ck_assert_int_eq(test_mail_count(x.e, ann), n_ann);
	at(&x, T0 + 124 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	n_bob = test_mail_count(x.e, bob);
	at(&x, T0 + 136 * HOUR);
	ck_assert_int_eq(tick(&x), 1);
	ck_assert_int_eq(count_with(&x, bob, n_bob, "> vote no"), 1);
	ck_assert_str_eq(decision(&x, 3), "turn"); /* 1 yes, 2 no: on */

	/* time-3.6: the game's own kind may be set, another game's not. */
	ck_assert_str_eq(send_mod(&x, "set deadline.ballot 6h\nset deadline.setup 6h\n"),
	    "moderator");
	t = last_text(&x, MOD);
	ck_assert_msg(strstr(t, "the decisions of Tiny Test Game are turn, ballot"), "%s", t);
	free(t);
	at(&x, T0 + 137 * HOUR);
	ck_assert_str_eq(send(&x, cid, cid, "pass\n"), "applied");
	ck_assert_str_eq(send(&x, ann, ann, "call\nvote yes\n"), "applied");
	t = last_text(&x, ann);
	ck_assert_msg(strstr(t, "Your deadline (your ballot)") == NULL, "%s", t);
	free(t);
	t = last_text(&x, cid);
	ck_assert_msg(strstr(t, "Your deadline (your ballot): Sun 8 Nov 2026 07:00 UTC"), "%s", t);
	free(t);

	/* time-3.7: force, then replace: the card goes to Dee alone. */
	ck_assert_str_eq(send_mod(&x, "force 2\n"), "moderator");
	ck_assert_str_eq(decision(&x, 2), "");
	card = tiny_card_of(&x, 3);
	n_cid = test_mail_count(x.e, cid);
	ck_assert_str_eq(send_mod(&x, "replace 3 dee@players.example\n"), "moderator");
	t = last_text(&x, dee);
	ck_assert_msg(strstr(t, "You take over Player 3"), "%s", t);
	ck_assert_msg(strstr(t, card), "%s", t);
	free(t);
	ck_assert_int_eq(test_mail_count(x.e, cid), n_cid + 1);
	ck_assert_int_eq(count_with(&x, cid, n_cid, card), 0);
	ck_assert_str_eq(send(&x, dee, dee, "vote yes\n"), "applied");
	free(card);

	/* time-3.8: the end, by the moderator if the vote did not end it. */
	if (strcmp(decision(&x, 1), "") != 0 || strcmp(decision(&x, 2), "") != 0
	    || strcmp(decision(&x, 3), "") != 0)
		ck_assert_str_eq(send_mod(&x, "end\n"), "moderator");
	for (k = 1; k <= 3; k++) {
		t = last_text(&x, k == 3 ? dee : k == 1 ? ann : bob);
		ck_assert_msg(strstr(t, "CARDS\nPlayer 1 held "), "%s", t);
		ck_assert_msg(strstr(t, "Player 3 held "), "%s", t);
		free(t);
		ck_assert_msg(count_with(&x, k == 3 ? dee : k == 1 ? ann : bob, 0,
		                  k == 2 ? "Azioni del moderatore in questa partita"
		                         : "Moderator actions in this game")
		        >= 1,
		    "seat %d", k);
		ck_assert_int_eq(count_with(&x, k == 3 ? dee : k == 1 ? ann : bob, 0, "dee@"), 0);
	}
	(void)o;
	unsetenv("PBEMD_FAKE_NOW");
	free(ann);
	free(bob);
	free(cid);
	free(dee);
	test_env_free(x.e); /* replay --verify of the whole log */
}
END_TEST

static Suite *
time_suite(void)
{
	Suite *s = suite_create("time");
	TCase *t;

	t = tcase_create("tzone");
	tcase_add_loop_test(t, duration_cases, 0, PB_NELEM(durations));
	tcase_add_test(t, days_off);
	tcase_add_test(t, add_skips_days_off);
	tcase_add_test(t, format_zones);
	tcase_add_test(t, zone_names);
	tcase_add_test(t, dates);
	suite_add_tcase(s, t);
	t = tcase_create("six weeks");
	tcase_add_test(t, six_weeks);
	suite_add_tcase(s, t);
	t = tcase_create("tiny clock");
	tcase_add_test(t, tiny_clock);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(time_suite));
}
