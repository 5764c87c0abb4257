/*++
/* NAME
/*	check_dm_rules 1
/* SUMMARY
/*	Dark Moon: the rulebook's examples and rules as tests
/* SYNOPSIS
/*	tests/check_dm_rules
/* DESCRIPTION
/*	Each test sets a game up, puts the board where the rule needs it
/*	(the fields of struct dm_state; a private roll is set to the faces
/*	the example shows) and drives it with commands.
/*	Test ids:
/*	dm-rules-1	the first Event: the one not chosen goes to the
/*			bottom of the deck; the first turn is left of the
/*			Commander
/*	dm-rules-2	a Malfunction: IN/OUT clockwise from the active
/*			player, OUT takes 2 dice (1 with Command out, 3 for
/*			Jon Reed), rolls private, submissions public, the
/*			consequence on failure
/*	dm-rules-3	the vote example: 1 red, 1 black, 1 abstention is
/*			a tie the Commander breaks; ballots stay sealed until
/*			the last is in; a quarantined Commander passes the
/*			card to the caller and the blue die to Available
/*	dm-rules-4	the shield test: 3 tokens on the track test "any +"
/*	dm-rules-5	Event text stops one short of a loss; deadly-events
/*			does not; Protect Self-Destruct Codes
/*	dm-rules-6	reveal: power, bonus roll, character and tokens
/*			discarded, Commander passes left, 2 dice
/*	dm-rules-7	a refusal changes nothing; the discarded Task is in
/*			no view
/*	dm-rules-8	Lone Wolf: both positive adds a cube
/*	dm-rules-9	the Infected actions: sabotage and the repair that
/*			pays for it, demoralize, interfere and keep, Test
/*			Commander
/*	dm-rules-13	over the limit: weak dice go first; the Commander
/*			keeps the blue die
/*	dm-rules-12	Blood Testing: the Commander quarantines a player
/*			without a vote, then draws the next Events
/*	dm-rules-11	a standing instruction: OUT without being asked;
/*			HELP offers it, it is no decision
/*	dm-rules-10	variants: expensive-voting, first-is-last,
/*			safe-orders; fatigue limits a Malfunction to 1 die;
/*			Issue Order: 2 dice or 2 actions, no order
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
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"
#include "testrun.h"
#include "check_dm_lib.h"


static struct game_result last;

/* run - a line of a seat; the status; last holds the result */

static enum pb_rc
run(struct dm_state *s, int seat, const char *line)
{
	struct pb_err err;

	return (dmt_run(s, seat, line, &last, &err));
}

/* ok - a line that must be accepted */

static void
ok(struct dm_state *s, int seat, const char *line)
{
	struct pb_err err;

	ck_assert_msg(dmt_run(s, seat, line, &last, &err) == PB_OK, "\"%s\": %s", line, err.msg);
}

/* game - a game of n seats after the first Event is chosen */

static struct dm_state *
game(int n, unsigned seedno, const char *opts)
{
	unsigned char seed[32] = { 0 };
	struct pb_err err;
	json_t       *o = json_loads(opts ? opts : "{}", 0, NULL), *canon = NULL;
	void         *g;
	char         *line;
	struct dm_state *s;

	memcpy(seed, &seedno, sizeof(seedno));
	ck_assert_msg(dm_ops.create(dmt_pack(), o, n, seed, &g, &canon, &err) == PB_OK, "%s",
	    err.msg);
	json_decref(o);
	json_decref(canon);
	s = g;
	line = pb_asprintf("event %s", s->pack->events[s->drawn.v[0]].n.id);
	ok(s, s->commander, line);
	free(line);
	return (s);
}

/* seat_of - the seat playing a character id, 0 when none */

static int
seat_of(const struct dm_state *s, const char *id)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (strcmp(s->pack->chars[s->seat[k].character].n.id, id) == 0)
			return (k);
	return (0);
}

/* task_of, to_task - check_dm_lib.h's */

static int
task_of(const struct dm_state *s, const char *id)
{
	return (dmt_task_of(s, id));
}

static void
to_task(struct dm_state *s, const char *a, const char *b)
{
	dmt_to_task(s, a, b);
}

/* set_roll - seat's private roll is these faces (colour, value) */

static void
set_roll(struct dm_state *s, int seat, int n, const int *col, const int *val)
{
	struct dm_seat *t = &s->seat[seat];
	int             i, f;

	t->nroll = n;
	for (i = 0; i < n; i++) {
		const struct die *d = &s->pack->dice[col[i]].die;

		for (f = 0; f < d->nfaces && d->value[f] != val[i]; f++)
			;
		ck_assert(f < d->nfaces);
		t->roll_col[i] = col[i];
		t->roll_face[i] = f;
	}
}

START_TEST(first_event)
{
	unsigned char seed[32] = { 0 };
	struct pb_err err;
	json_t       *o = json_object(), *canon = NULL;
	void         *g;
	struct dm_state *s;
	int           a, b;
	/* dm-rules-1 */
	char         *line;

	ck_assert(dm_ops.create(dmt_pack(), o, 5, seed, &g, &canon, &err) == PB_OK);
	s = g;
	ck_assert_str_eq(dm_ops.decision(s, s->commander), "event");
	ck_assert(dm_ops.decision(s, s->commander % 5 + 1) == NULL);
	a = s->drawn.v[0];
	b = s->drawn.v[1];
	line = pb_asprintf("event %s", s->pack->events[a].n.id);
	ok(s, s->commander, line);
	free(line);
	ck_assert_int_eq(s->cams[0], a);
	ck_assert_int_eq(s->events.v[0], b); /* the bottom */
	ck_assert_int_eq(s->active, s->commander % 5 + 1);
	ck_assert_int_eq(s->turn, 1);
	/* Everyone is at the limit: no retrieval is asked. */
	ck_assert_int_eq(s->phase, DM_P_ACTION);
	json_decref(o);
	json_decref(canon);
	dm_free(s);
}
END_TEST

START_TEST(malfunction)
{
	struct dm_state *s = game(4, 7, NULL);
	int              a = s->active, k, jon, before, col[3], val[3], i, n;
	char            *ev;

	/* dm-rules-2: the active player plays a Malfunction (Outpost,
	 * difficulty 3 after our -2) */
	s->stage = DM_S_ACTION_DONE;
	to_task(s, "reactor-scram", "pressure-drop");
	ck_assert_str_eq(dm_ops.decision(s, a), "task");
	ok(s, a, "play reactor-scram");
	ck_assert_int_eq(s->task_disc.v[s->task_disc.n - 1], task_of(s, "pressure-drop"));
	/* IN/OUT clockwise from the active player. */
	ck_assert_int_eq(s->phase, DM_P_INOUT);
	ck_assert_int_eq(s->cursor, a);
	ck_assert(dm_ops.decision(s, a % 4 + 1) == NULL);
	ok(s, a, "in");
	k = a % 4 + 1;
	ck_assert_int_eq(s->cursor, k);
	/* OUT: up to 2 dice within the limit; at the limit, none. */
	before = dm_held(s, k);
	s->seat[k].dice[DM_WEAK] -= 2;
	s->avail[DM_WEAK] += 2;
	ok(s, k, "out 1 strong 1 weak");
	ck_assert_int_eq(dm_held(s, k), before);
	k = k % 4 + 1;
	/* Jon Reed takes 3; with the Command token out, 2. */
	jon = seat_of(s, "jon-reed");
	if (jon == k) {
		s->seat[k].dice[DM_WEAK] -= 3;
		s->avail[DM_WEAK] += 3;
		ok(s, k, "out 3 weak");
	} else
		ok(s, k, "out");
	k = k % 4 + 1;
	ok(s, k, "in");
	/* The active player rolls first, in private. */
	ck_assert_int_eq(s->phase, DM_P_ROLL);
	ck_assert_int_eq(s->roller, a);
	ck_assert(last.notice[a] == NULL || strstr(last.notice[a], "private roll") != NULL);
	for (i = 1; i <= 4; i++)
		if (i != a)
			ck_assert(last.notice[i] == NULL);
	n = 2;
	col[0] = DM_STRONG, val[0] = 4, col[1] = DM_WEAK, val[1] = -2;
	set_roll(s, a, n, col, val);
	ck_assert(run(s, a, "submit weak +3") == PB_EDATA); /* not in the roll */
	ok(s, a, "submit strong +4");
	ev = last.event;
	ck_assert(ev != NULL && strstr(ev, "strong +4") != NULL && strstr(ev, "-2") == NULL);
	ck_assert_int_eq(s->success, 4);
	ck_assert_int_eq(s->spent[DM_STRONG], 1);
	ok(s, a, "done");
	/* The fourth seat rolls; a bad roll, then done: 4 - 2 = 2 < 3. */
	ck_assert_int_eq(s->roller, k);
	col[0] = DM_WEAK, val[0] = -2;
	set_roll(s, k, 1, col, val);
	before = s->outposts_on.n;
	ok(s, k, "submit weak -2");
	if (s->phase == DM_P_ROLL)
		ok(s, k, "done");
	/* Failure: consequence 2 Outpost tokens; spent dice back. */
	ck_assert_int_eq(s->outposts_on.n, before + 2);
	ck_assert_int_eq(s->spent[DM_STRONG] + s->spent[DM_WEAK], 0);
	ck_assert_int_eq(s->active, a % 4 + 1);
	dm_free(s);
}
END_TEST

START_TEST(vote_example)
{
	struct dm_state *s = game(3, 11, NULL);
	int              a = s->active, c = s->commander, t, k, blue;
	char            *line;

	/* dm-rules-3: the active player calls a vote on the Commander. */
	t = c;
	line = pb_asprintf("call %s", dm_player_id(s, t));
	if (a == c) { /* the Commander calls: the card goes left */
		free(line);
		line = pb_asprintf("call %s", dm_player_id(s, a % 3 + 1));
		t = a % 3 + 1;
	}
	ok(s, a, line);
	free(line);
	ck_assert_int_eq(s->phase, DM_P_VOTE);
	for (k = 1; k <= 3; k++)
		ck_assert_str_eq(dm_ops.decision(s, k), "vote");
	/* 1 red, 1 black, 1 abstention: a tie (rulebook example). */
	ok(s, 1, "vote red");
	ck_assert_str_eq(last.ballot, "red");
	ck_assert(strstr(last.event, "red") == NULL); /* sealed */
	ck_assert(!last.reveal_ballots);
	ok(s, 2, "vote black");
	ok(s, 3, "vote none");
	ck_assert(last.reveal_ballots);
	ck_assert(strstr(last.event, "voted red") != NULL);
	ck_assert_int_eq(s->phase, DM_P_TIE);
	ck_assert_str_eq(dm_ops.decision(s, s->commander), "choice");
	blue = s->seat[c].dice[DM_BLUE];
	ok(s, s->commander, "break quarantine");
	ck_assert(s->seat[t].quarantined);
	if (t == c) {
		/* The Commander quarantined: the card to the caller, the blue
		 * die to Available at once. */
		ck_assert_int_eq(s->commander, a);
		ck_assert_int_eq(s->seat[c].dice[DM_BLUE], 0);
		ck_assert_int_eq(s->avail[DM_BLUE], blue);
	}
	ck_assert_int_le(dm_held(s, t), dm_limit(s, t));
	/* A voter without a die of that colour cannot vote it. */
	dm_free(s);
}
END_TEST

START_TEST(shield_test)
{
	struct dm_state *s = game(5, 3, NULL);
	struct dm_ctx    x = { .s = s };
	int              i, matches = 0, n = 0;
	unsigned char    seed[32] = { 0 };

	/* dm-rules-4: with 3 tokens, "any +" applies: over many rolls a
	 * match exactly when the die shows a positive face (1/3). */
	ck_assert_int_eq(s->pack->board->test[3], DM_TEST_POS);
	pb_buf_init(&x.pub);
	for (i = 0; i < 600; i++) {
		s->shield = 2;
		s->pending = 0;
		pb_rng_init(&s->rng, seed, (uint64_t)i * 64);
		dm_shield(&x, 1, 0);
		ck_assert_int_eq(s->shield, 3);
		matches += s->pending;
		n++;
	}
	ck_assert_int_gt(matches, n / 5);
	ck_assert_int_lt(matches, n / 2);
	pb_buf_free(&x.pub);
	s->pending = 0;
	dm_free(s);
}
END_TEST

START_TEST(event_short)
{
	struct dm_state *s = game(4, 5, NULL);
	struct dm_ctx    x = { .s = s };
	struct pb_err    err;
	struct dm_fx    *fx = dm_fx_compile("fatigue 3", &err);

	/* dm-rules-5: an Event's text stops one short of the loss. */
	pb_buf_init(&x.pub);
	while (s->fatigue_on.n < 4)
		deck_deal(&s->fatigue, &s->fatigue_on);
	dm_run(&x, fx, s->active, 1);
	ck_assert_int_eq(s->fatigue_on.n, 5);
	ck_assert_int_ne(s->phase, DM_P_ENDED);
	/* Not so for a Task's consequence, or with deadly-events. */
	s->variants |= DM_VAR_DEADLY;
	dm_run(&x, fx, s->active, 1);
	ck_assert_int_eq(s->phase, DM_P_ENDED);
	ck_assert_int_eq(s->winner, DM_WIN_INFECTED);
	dm_fx_free(fx);
	dm_free(s);
	/* Protect Self-Destruct Codes: an Infected Commander loses it. */
	s = game(4, 5, "{\"final\": \"protect-self-destruct-codes\"}");
	x.s = s;
	dm_run(&x, s->pack->finals[s->cams[DM_CAMERAS]].fx_complete, s->active, 0);
	ck_assert_int_eq(s->phase, DM_P_ENDED);
	ck_assert_int_eq(s->winner,
	    dm_is_infected(s, s->commander) || dm_fatigued(s, s->commander) ? DM_WIN_INFECTED
	                                                                    : DM_WIN_UNINFECTED);
	pb_buf_free(&x.pub);
	dm_free(s);
}
END_TEST

START_TEST(reveal)
{
	struct dm_state *s;
	unsigned         seed;
	int              a = 0, shield;

	/* dm-rules-6: an Infected Commander reveals on their turn. */
	for (seed = 0; seed < 200; seed++) {
		s = game(5, seed, "{\"variant\": \"nerfed-normal\"}");
		a = s->active;
		if (dm_is_infected(s, a)
		    && strcmp(s->pack->statuses[s->seat[a].status].n.id, "infected-breach") == 0)
			break;
		dm_free(s);
	}
	ck_assert_int_lt(seed, 200);
	s->commander = a; /* make the revealer the Commander */
	s->seat[a].dice[DM_BLUE] = 1;
	s->avail[DM_BLUE] = 0;
	{
		int k;

		for (k = 1; k <= 5; k++)
			if (k != a)
				s->seat[k].dice[DM_BLUE] = 0;
	}
	s->seat[a].tokens = 1;
	s->seat[a].dice[DM_WEAK]++;
	s->avail[DM_WEAK]--;
	shield = s->shield;
	ck_assert_int_eq(dm_held(s, a), 6);
	ok(s, a, "reveal");
	ck_assert(s->seat[a].revealed);
	ck_assert_int_eq(s->shield, shield + 1); /* the power: a Shield token */
	ck_assert_int_eq(s->seat[a].tokens, 0);
	ck_assert_int_eq(dm_held(s, a), 2);
	ck_assert_int_ne(s->commander, a);
	ck_assert(!s->seat[s->commander].revealed);
	ck_assert_int_eq(s->seat[a].dice[DM_BLUE], 0);
	/* The turn ends: no Task for a revealed player. */
	ck_assert(s->active != a || s->phase == DM_P_TEST);
	dm_free(s);
}
END_TEST

START_TEST(atomic)
{
	struct dm_state *s = game(4, 9, NULL);
	char            *a, *b;
	json_t          *v;
	char            *text;
	int              k, other;

	/* dm-rules-7: a refusal changes nothing, random stream included. */
	a = dm_save(s);
	ck_assert(run(s, s->active, "repair shield 9 strong") == PB_EDATA);
	ck_assert(run(s, s->active, "dance") == PB_EDATA);
	ck_assert(run(s, s->active % 4 + 1, "in") == PB_EPERM);
	b = dm_save(s);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	/* The Task not played is in no view, not even the player's. */
	s->stage = DM_S_ACTION_DONE;
	to_task(s, "reactor-scram", "pressure-drop");
	ok(s, s->active, "play reactor-scram");
	other = task_of(s, "pressure-drop");
	for (k = GAME_VIEW_PUBLIC; k <= 4; k++) {
		v = dm_ops.view(s, k, NULL);
		text = json_dumps(v, JSON_COMPACT);
		ck_assert(strstr(text, s->pack->tasks[other].n.name) == NULL);
		free(text);
		json_decref(v);
	}
	dm_free(s);
}
END_TEST

/* to_action - the first Event's shield test may owe a Damage choice:
 * make it, then take every Outpost token back (Hangar Bay would block
 * Lone Wolf), so the active seat acts whatever the pack's shuffle */

static void
to_action(struct dm_state *s)
{
	while (s->phase == DM_P_TEST)
		ok(s, s->chooser, "damage fatigue");
	deck_append(&s->outposts, &s->outposts_on);
	ck_assert_int_eq(s->phase, DM_P_ACTION);
}

START_TEST(lone_wolf)
{
	struct dm_state *s = game(4, 21, NULL);
	int              a = s->active, col[2] = { DM_STRONG, DM_WEAK }, val[2] = { 2, 1 };
	int              cubes = s->cubes[0];

	/* dm-rules-8 */
	to_action(s);
	ok(s, a, "wolf 1 strong 1 weak");
	ck_assert_int_eq(s->phase, DM_P_ROLL);
	set_roll(s, a, 2, col, val);
	ok(s, a, "submit strong +2 weak +1");
	ck_assert_int_eq(s->cubes[0], cubes + 1);
	dm_free(s);
}
END_TEST

/* no_outposts - every Outpost token back in its pile: nothing blocked */

static void
no_outposts(struct dm_state *s)
{
	deck_append(&s->outposts, &s->outposts_on);
}

/* revealed_actor - an Infected seat not Commander, revealed, acting */

static int
revealed_actor(struct dm_state *s)
{
	int k;

	for (k = 1; k <= s->nseats && (!dm_is_infected(s, k) || k == s->commander); k++)
		;
	ck_assert(k <= s->nseats);
	s->seat[k].revealed = 1;
	s->seat[k].tokens = 0;
	dm_trim(s, k);
	s->active = k;
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION;
	return (k);
}

START_TEST(infected_actions)
{
	struct dm_state *s = game(5, 31, NULL);
	int              k = revealed_actor(s), u, weak, held, col[1] = { DM_STRONG }, val[1] = { 2 };
	int              i, top, pending;
	char             why[200], *line;

	/* dm-rules-9: sabotage, then an Uninfected repairs there. */
	ck_assert(run(s, k, "reveal") != PB_OK);
	ok(s, k, "sabotage shield");
	ck_assert_int_eq(s->sabotage, 1);
	u = s->active;
	ck_assert(!s->seat[u].revealed);
	if (s->phase == DM_P_RETRIEVE)
		ok(s, u, "take 1 strong");
	s->shield = 3;
	no_outposts(s);
	held = dm_held(s, u);
	ok(s, u, "repair shield 1 strong");
	set_roll(s, u, 1, col, val);
	ok(s, u, "submit strong +2");
	ck_assert_int_eq(s->shield, 2);
	ck_assert_int_eq(s->sabotage, 0);
	ck_assert_int_eq(dm_held(s, u), held - 3 < 0 ? 0 : held - 3);
	ck_assert_msg(dm_state_check(s, why, sizeof(why)), "%s", why);
	dm_free(s);
	/* Demoralize: from the Infected's left, strong for weak. */
	s = game(5, 31, NULL);
	k = revealed_actor(s);
	weak = s->avail[DM_WEAK];
	ok(s, k, "demoralize");
	u = k % 5 + 1;
	if (!s->seat[u].revealed)
		ck_assert_int_eq(s->seat[u].dice[DM_STRONG], 0);
	ck_assert_int_le(s->avail[DM_WEAK], weak);
	dm_free(s);
	/* Interfere: 3 Tasks seen by the Infected alone; keep 1. */
	s = game(5, 31, NULL);
	k = revealed_actor(s);
	ok(s, k, "interfere");
	ck_assert(last.notice[k] != NULL && strstr(last.notice[k], "Interference") != NULL);
	for (i = 1; i <= 5; i++)
		ck_assert(i == k || last.notice[i] == NULL);
	ck_assert_int_eq(s->drawn.n, 3);
	top = s->drawn.v[1];
	line = pb_asprintf("keep %s", s->pack->tasks[top].n.id);
	ok(s, k, line);
	free(line);
	ck_assert_int_eq(s->tasks.v[s->tasks.n - 1], top);
	dm_free(s);
	/* Test Commander: a negative die, and the Infected picks Damage. */
	s = game(5, 31, NULL);
	k = revealed_actor(s);
	ok(s, k, "test");
	ck_assert_int_eq(s->phase, DM_P_ROLL);
	ck_assert_int_eq(s->roller, s->commander);
	val[0] = -2;
	set_roll(s, s->commander, 1, col, val);
	pending = s->fatigue_on.n;
	ok(s, s->commander, "submit strong -2");
	ck_assert_int_eq(s->phase, DM_P_TEST);
	ck_assert_str_eq(dm_ops.decision(s, k), "choice");
	ok(s, k, "damage fatigue");
	ck_assert_int_eq(s->fatigue_on.n, pending + 1);
	dm_free(s);
}
END_TEST

START_TEST(variants)
{
	struct dm_state *s;
	int              a, k, held, o, inf;
	char            *line;

	/* dm-rules-10: expensive-voting spends the dice shown. */
	s = game(3, 2, "{\"variant\": \"expensive-voting\"}");
	no_outposts(s);
	a = s->active;
	line = pb_asprintf("call %s", dm_player_id(s, a));
	ok(s, a, line);
	free(line);
	held = dm_held(s, 1) + dm_held(s, 2) + dm_held(s, 3);
	ok(s, 1, "vote black");
	ok(s, 2, "vote red");
	ok(s, 3, "vote none");
	ck_assert_int_eq(dm_held(s, 1) + dm_held(s, 2) + dm_held(s, 3), held - 2);
	dm_free(s);
	/* first-is-last: the seat on the active player's left declares first. */
	s = game(4, 7, "{\"variant\": \"first-is-last\"}");
	s->stage = DM_S_ACTION_DONE;
	a = s->active;
	to_task(s, "reactor-scram", "pressure-drop");
	ok(s, a, "play reactor-scram");
	ck_assert_int_eq(s->cursor, a % 4 + 1);
	ck_assert(dm_ops.decision(s, a) == NULL);
	dm_free(s);
	/* safe-orders: an ordered Infected may not reveal. */
	for (k = 0; k < 100; k++) {
		s = game(5, (unsigned)k, "{\"variant\": \"safe-orders\"}");
		a = s->active;
		for (o = 1; o <= 5 && (o == a || !dm_is_infected(s, o)); o++)
			;
		if (o <= 5 && s->phase == DM_P_ACTION)
			break;
		dm_free(s);
	}
	no_outposts(s);
	ck_assert_int_lt(k, 100);
	line = pb_asprintf("order %s", dm_player_id(s, o));
	ok(s, a, line);
	free(line);
	ck_assert(run(s, o, "reveal") == PB_EPERM);
	ck_assert_str_eq(dm_ops.decision(s, o), "order");
	/* Issue Order: no order among the ordered actions; 2 actions. */
	ck_assert(run(s, o, "order 1") == PB_EPERM);
	ok(s, o, "call 1");
	ok(s, 1, "vote none");
	ok(s, 2, "vote none");
	ok(s, 3, "vote none");
	ok(s, 4, "vote none");
	ok(s, 5, "vote none");
	if (s->phase == DM_P_TIE)
		ok(s, s->commander, "break free");
	ck_assert_int_eq(s->ordered, o);
	ck_assert_int_eq(s->order_left, 1);
	dm_free(s);
	/* A fatigued player submits 1 die in the whole Malfunction. */
	s = game(4, 7, NULL);
	s->stage = DM_S_ACTION_DONE;
	a = s->active;
	for (inf = 0; inf < s->fatigue.n && s->fatigue.v[inf] != s->seat[a].character; inf++)
		;
	if (inf < s->fatigue.n) { /* not Daniel */
		deck_remove_at(&s->fatigue, inf);
		deck_push(&s->fatigue_on, s->seat[a].character);
		ck_assert(dm_fatigued(s, a));
		to_task(s, "reactor-scram", "pressure-drop");
		ok(s, a, "play reactor-scram");
		ok(s, a, "in");
		for (k = 1; k < 4; k++)
			ok(s, s->cursor, "out");
		ck_assert_int_eq(s->roller, a);
		{
			int col[2] = { DM_STRONG, DM_WEAK }, val[2] = { 4, 3 };

			set_roll(s, a, 2, col, val);
			ck_assert(run(s, a, "submit strong +4 weak +3") == PB_EDATA);
			ok(s, a, "submit strong +4");
		}
		ck_assert(s->phase != DM_P_ROLL || s->roller != a); /* done at once */
	}
	dm_free(s);
}
END_TEST

START_TEST(standing)
{
	struct dm_state *s = game(4, 7, NULL);
	int              a = s->active, k = a % 4 + 1;
	json_t          *h;
	size_t           i;
	int              offered = 0;

	/* dm-rules-11 */
	h = dm_ops.help(s, k, NULL, NULL);
	for (i = 0; i < json_array_size(h); i++)
		offered += strcmp(json_string_value(json_object_get(json_array_get(h, i), "word")),
		               "standing")
		    == 0;
	json_decref(h);
	ck_assert_int_eq(offered, 1);
	ck_assert(dm_ops.decision(s, k) == NULL);
	ok(s, k, "standing out outpost life");
	ck_assert(dm_ops.decision(s, k) == NULL);
	s->stage = DM_S_ACTION_DONE;
	to_task(s, "reactor-scram", "pressure-drop");
	ok(s, a, "play reactor-scram");
	ok(s, a, "in");
	ck_assert_int_eq(s->seat[k].inout, DM_OUT);
	ck_assert(strstr(last.event, "standing instruction") != NULL);
	ck_assert_int_eq(s->cursor, k % 4 + 1);
	ok(s, k, "standing none");
	ck_assert_int_eq(s->seat[k].stand_out, 0);
	dm_free(s);
}
END_TEST

START_TEST(blood_testing)
{
	struct dm_state *s = game(4, 21, NULL);
	int              a = s->active, col[2] = { DM_STRONG, DM_WEAK }, val[2] = { 2, 1 }, i, k;
	char            *line;

	/* dm-rules-12 */
	for (i = 0; i < s->pack->nevents && strcmp(s->pack->events[i].n.id, "blood-testing") != 0; i++)
		;
	k = deck_find(&s->events, i);
	if (k >= 0) { /* swap it with the card on camera 1 */
		s->events.v[k] = s->cams[0];
		s->cams[0] = i;
	}
	s->cubes[0] = s->pack->events[i].cubes - 1;
	to_action(s);
	ok(s, a, "wolf 1 strong 1 weak");
	set_roll(s, a, 2, col, val);
	ok(s, a, "submit strong +2 weak +1");
	ck_assert_int_eq(s->phase, DM_P_JUDGE);
	ck_assert_str_eq(dm_ops.decision(s, s->commander), "choice");
	k = s->commander % 4 + 1;
	line = pb_asprintf("judge %s", dm_player_id(s, k));
	ok(s, s->commander, line);
	free(line);
	ck_assert(s->seat[k].quarantined);
	ck_assert_int_eq(s->phase, DM_P_EVENT);
	ck_assert_int_eq(s->camera, 1);
	dm_free(s);
}
END_TEST

START_TEST(trim)
{
	struct dm_state *s = game(4, 3, NULL);
	int              c = s->commander, weak = s->seat[c].dice[DM_WEAK];

	/* dm-rules-13: a -1 Die token on the Commander (5 dice, limit 4). */
	ck_assert_int_eq(dm_held(s, c), 5);
	s->seat[c].tokens = -1;
	dm_trim(s, c);
	ck_assert_int_eq(dm_held(s, c), 4);
	ck_assert_int_eq(s->seat[c].dice[DM_BLUE], 1);
	ck_assert_int_eq(s->seat[c].dice[DM_WEAK], weak - 1);
	dm_free(s);
}
END_TEST

static Suite *
rules_suite(void)
{
	Suite *s = suite_create("dm_rules");
	TCase *tc = tcase_create("dm_rules");

	tcase_add_test(tc, first_event);
	tcase_add_test(tc, malfunction);
	tcase_add_test(tc, vote_example);
	tcase_add_test(tc, shield_test);
	tcase_add_test(tc, event_short);
	tcase_add_test(tc, reveal);
	tcase_add_test(tc, atomic);
	tcase_add_test(tc, lone_wolf);
	tcase_add_test(tc, infected_actions);
	tcase_add_test(tc, variants);
	tcase_add_test(tc, standing);
	tcase_add_test(tc, blood_testing);
	tcase_add_test(tc, trim);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(rules_suite);

	game_result_clear(&last);
	dmt_done();
	return (rc);
}
