/*++
/* NAME
/*	check_dm_sc 1
/* SUMMARY
/*	Dark Moon: Shadow Corporation's rules and modules as tests
/* SYNOPSIS
/*	tests/check_dm_sc
/* DESCRIPTION
/*	Each test sets a game with expansion=sc up, puts the board where
/*	the rule needs it (the fields of struct dm_state) and drives it
/*	with commands, as check_dm_rules does for the base game.
/*	Test ids:
/*	dm-sc-1		set-up for 3 to 7 players: the expansion's Task deck
/*			of the table's back without the Evacuation Failure,
/*			the Fatigue reserve, the capacity; with Threats
/*			the cards of threats_out are out; a base game has
/*			none of the expansion's cards and saves as before
/*	dm-sc-2		the Corporation dice: rolled in private after a
/*			Malfunction is chosen, one revealed moves the
/*			Success cube back, the other in no other seat's view;
/*			none for a Complication
/*	dm-sc-3		Evacuate: the cube moves, success or not; at the
/*			last space the active player must call an
/*			Authorization or Takeoff vote; the cube goes back;
/*			with the forced Quarantine vote, in its order
/*	dm-sc-4		Authorization: not in quarantine, a full board only
/*			on an authorized player, red revokes, quarantine
/*			takes the token back; the Commander breaks a tie;
/*			the Launch Control token blocks the votes as actions
/*	dm-sc-5		Takeoff: not during Refueling, only with the board
/*			full; the end: no Infected aboard, the Uninfected
/*			win; an Infected aboard, the Infected, or the
/*			Company Man when dealt
/*	dm-sc-6		Amputation: red amputates, one die fewer for good,
/*			revealed or amputated players are no target
/*	dm-sc-7		the Evacuation Failure: shuffled in at the Final
/*			Event, revealed when drawn, no more evacuation
/*	dm-sc-8		Threats: dealt after Refueling, in private; a claim
/*			is accepted only for an act done as active player,
/*			the refusal the same whatever the card; a Jolly when
/*			the kind is out; at the Final Event an unfulfilled
/*			Threat gives the Infected the win
/*	dm-sc-9		the Company Man: dealt only with its module; an
/*			amputated Infected at the Final Event is its win
/*	dm-sc-10	Exposure: the status to one player, in private
/*	dm-sc-11	options: the modules need the expansion; a Final
/*			Event of the expansion needs it; save and load
/*	dm-sc-13	the new characters: Doc rolls 3 Corporation dice,
/*			Hiro Bando's Takeoff ballot counts twice; the end's
/*			order: the Company Man's amputated Infected before
/*			the Threats
/*	dm-sc-14	the Italian and Spanish words of the expansion's
/*			commands are its English commands
/*	dm-sc-15	the end in three languages: the board's line, the
/*			headline and the narration say who won with the
/*			grammar of each (the Company Man wins alone; "i Non
/*			Infetti", "gli Infetti"); the Sabotage area in the
/*			reader's language
/*	dm-sc-12	the mail templates in three languages show the
/*			Evacuation board, amputations, authorizations, a
/*			Threat token; the Threat card and the Corporation
/*			dice only in their owner's part
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
#include "core/deck.h"
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/lang.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/seats.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"
#include "testrun.h"
#include "check_dm_lib.h"

#define SC "{\"expansion\": \"sc\"}"

static struct game_result last;

static enum pb_rc
run(struct dm_state *s, int seat, const char *line, struct pb_err *err)
{
	return (dmt_run(s, seat, line, &last, err));
}

static void
ok(struct dm_state *s, int seat, const char *line)
{
	struct pb_err err;

	ck_assert_msg(run(s, seat, line, &err) == PB_OK, "\"%s\": %s", line, err.msg);
}

static void
okf(struct dm_state *s, int seat, const char *fmt, const char *arg)
{
	char *line = pb_asprintf(fmt, arg);

	ok(s, seat, line);
	free(line);
}

/* game - a game after the first Event, or before it (first = 0) */

static struct dm_state *
game(int n, unsigned seedno, const char *opts, int first)
{
	struct dm_state *s = dmt_setup(n, seedno, opts);

	if (first)
		okf(s, s->commander, "event %s", s->pack->events[s->drawn.v[0]].n.id);
	return (s);
}

/* corp_set - the Corporation dice rolled show these values */

static void
corp_set(struct dm_state *s, int a, int b)
{
	const struct die *d = &s->pack->dice[DM_CORP].die;
	int               v[2] = { a, b }, i, f;

	for (i = 0; i < 2; i++) {
		for (f = 0; f < d->nfaces && d->value[f] != v[i]; f++)
			;
		ck_assert(f < d->nfaces);
		s->corp_face[i] = f;
	}
}

/* status_of - the first status card of a team */

static int
status_of(const struct dm_state *s, int team)
{
	int i;

	for (i = 0; i < s->pack->nstatuses && s->pack->statuses[i].team != team; i++)
		;
	ck_assert(i < s->pack->nstatuses);
	return (i);
}

/* everyone - every seat not yet voted sends line */

static void
everyone(struct dm_state *s, const char *line)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (s->phase == DM_P_VOTE && s->seat[k].ballot == SEATS_DUE)
			ok(s, k, line);
}

/* vote_all - every seat votes; the first votes first's line */

static void
vote_all(struct dm_state *s, const char *line)
{
	int k;

	ck_assert_int_eq(s->phase, DM_P_VOTE);
	for (k = 1; k <= s->nseats && s->phase == DM_P_VOTE; k++)
		if (dm_ops.decision(s, k) != NULL)
			ok(s, k, line);
}

/* all_out - every seat of the Malfunction passes */

static void
all_out(struct dm_state *s)
{
	while (s->phase == DM_P_INOUT)
		ok(s, s->cursor, "out");
}

/* final_now - the Final Event one cube short, completed by dm_cube() */

static void
final_now(struct dm_state *s)
{
	struct dm_ctx x = { .s = s };

	pb_buf_init(&x.pub);
	s->camera = DM_CAMERAS;
	s->cubes[DM_CAMERAS] = dm_event_card(s, DM_CAMERAS)->cubes - 1;
	dm_cube(&x);
	pb_buf_free(&x.pub);
}

START_TEST(setup)
{
	/* dm-sc-1 */
	struct dm_state *s, *th;
	int              n, i, k, inplay, out;
	char            *saved;

	for (n = 3; n <= 7; n++) {
		s = game(n, 100 + (unsigned)n, SC, 0);
		for (i = 0; i < s->tasks.n; i++) {
			const struct dm_task *t = &s->pack->tasks[s->tasks.v[i]];

			ck_assert(t->sc && t->kind != DM_EVAC_FAILURE);
			ck_assert_int_eq(t->deck, n % 2 ? DM_SILVER : DM_BLACK);
		}
		ck_assert_int_eq(s->pack->board->evac_cap[n], n < 4 ? 1 : n < 6 ? 2 : 3);
		for (inplay = 0, k = 1; k <= n; k++) {
			if (s->pack->chars[s->seat[k].character].fatigue) {
				inplay++;
				ck_assert(deck_find(&s->fatigue, s->seat[k].character) >= 0);
			}
		}
		ck_assert_int_eq(s->fatigue.n, inplay > 6 ? inplay : 6);
		ck_assert_int_eq(s->evac, 0);
		ck_assert(!s->evac_ready);
		/* With the Threats module, the cards whose threats_out the
		 * table reaches are out (the tuning, pbemd-dm(7) BALANCE). */
		th = game(n, 100 + (unsigned)n, "{\"expansion\": \"sc\", \"threats\": \"yes\"}", 0);
		for (out = 0, i = 0; i < s->pack->ntasks; i++) {
			const struct dm_task *t = &s->pack->tasks[i];

			if (t->sc && t->deck == (n % 2 ? DM_SILVER : DM_BLACK)
			    && t->min_players <= n && t->threats_out && t->threats_out <= n) {
				out++;
				ck_assert_int_lt(deck_find(&th->tasks, i), 0);
			}
		}
		ck_assert_int_eq(out, n == 5 ? 2 : n == 6 ? 3 : n == 7 ? 5 : 0);
		ck_assert_int_eq(th->tasks.n, s->tasks.n - out);
		dm_free(th);
		dm_free(s);
		/* A base game: none of the expansion's cards. */
		s = game(n, 100 + (unsigned)n, NULL, 0);
		for (i = 0; i < s->tasks.n; i++)
			ck_assert(!s->pack->tasks[s->tasks.v[i]].sc);
		for (i = 0; i < s->events.n; i++)
			ck_assert(!s->pack->events[s->events.v[i]].sc);
		for (k = 1; k <= n; k++) {
			ck_assert(!s->pack->chars[s->seat[k].character].sc);
			ck_assert(!s->pack->statuses[s->seat[k].status].sc);
		}
		ck_assert(!s->pack->finals[s->cams[DM_CAMERAS]].sc);
		ck_assert_int_eq(s->outposts_out.n, 1);
		saved = dm_save(s);
		ck_assert(strstr(saved, "evac") == NULL && strstr(saved, "fatigue_out") == NULL);
		free(saved);
		dm_free(s);
	}
}
END_TEST

START_TEST(corporation)
{
	/* dm-sc-2 */
	struct dm_state *s = game(4, 7, SC, 1);
	int              a = s->active, k;
	json_t          *v;
	struct dm_lines  l = { .n = 0 };

	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "corroded-bulkhead", "landing-strut-fracture");
	ok(s, a, "play corroded-bulkhead");
	ck_assert_int_eq(s->phase, DM_P_CORP);
	ck_assert_str_eq(dm_ops.decision(s, a), "task");
	ck_assert(last.notice[a] != NULL && strstr(last.notice[a], "Corporation dice") != NULL);
	for (k = 1; k <= 4; k++)
		if (k != a)
			ck_assert(last.notice[k] == NULL && dm_ops.decision(s, k) == NULL);
	corp_set(s, 0, -2);
	dm_corp_lines(s, a, &l);
	ck_assert_int_eq(l.n, 2);
	ck_assert_str_eq(l.v[0], "corp +0"); /* the best first: the default */
	ck_assert_str_eq(l.v[1], "corp -2");
	dm_lines_free(&l);
	for (k = 1; k <= 4; k++) {
		v = dm_ops.view(s, k, NULL);
		ck_assert((json_object_get(json_object_get(v, "me"), "corp") != NULL) == (k == a));
		json_decref(v);
	}
	ck_assert(run(s, a, "corp -3", &(struct pb_err){ 0 }) == PB_EDATA);
	ok(s, a, "corp -2");
	ck_assert_int_eq(s->success, -2);
	ck_assert(strstr(last.event, "-2") != NULL);
	ck_assert_int_eq(s->phase, DM_P_INOUT);
	/* The board shows the die revealed, no seat but a the other. */
	for (k = 0; k <= 4; k++) {
		v = dm_ops.view(s, k, NULL);
		ck_assert_str_eq(json_string_value(json_object_get(
		                     json_object_get(json_object_get(v, "board"), "sc"), "corp")),
		    "-2");
		ck_assert((json_object_get(json_object_get(v, "me"), "corp") != NULL) == (k == a));
		json_decref(v);
	}
	all_out(s);
	ck_assert_int_ne(s->active, a);
	ck_assert_int_eq(s->corp_n, 0);
	/* A Complication rolls none. */
	a = s->active;
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "silent-alarm", "corroded-bulkhead");
	ok(s, a, "play silent-alarm");
	ck_assert_int_eq(s->corp_n, 0);
	dm_free(s);
}
END_TEST

START_TEST(evacuate)
{
	/* dm-sc-3 */
	struct dm_state *s = game(3, 9, SC, 1);
	int              a = s->active, k;
	struct dm_lines  l = { .n = 0 };

	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "docking-clamp-jam", "hull-microfracture");
	ok(s, a, "play docking-clamp-jam");
	corp_set(s, -3, -3);
	ok(s, a, "corp -3");
	all_out(s); /* fails: the cube moves all the same */
	ck_assert_int_eq(s->evac, 1);
	/* The cube at the last space: a forced vote, the active player's. */
	a = s->active;
	s->evac = s->pack->board->evac_spaces - 1;
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "docking-clamp-jam", "hull-microfracture");
	ok(s, a, "play docking-clamp-jam");
	corp_set(s, 0, -1);
	ok(s, a, "corp +0");
	all_out(s);
	ck_assert_int_eq(s->phase, DM_P_EVAC);
	ck_assert_str_eq(dm_ops.decision(s, a), "turn");
	dm_lines(s, a, &l);
	for (k = 0; k < l.n; k++)
		ck_assert(strncmp(l.v[k], "authorize ", 10) == 0); /* no takeoff: Refueling */
	ck_assert_int_eq(l.n, 3);
	dm_lines_free(&l);
	okf(s, a, "authorize %s", dm_player_id(s, a));
	ck_assert_int_eq(s->evac, 0);
	vote_all(s, "vote black");
	ck_assert(s->seat[a].authorized);
	ck_assert_int_ne(s->active, a);
	/* Both forced votes: the active player's order; evacuation first. */
	k = a; /* authorized: the board (1 at 3 players) is full */
	a = s->active;
	s->evac = s->pack->board->evac_spaces - 1;
	s->suspicion = s->pack->board->suspicion - 1;
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "docking-clamp-jam", "specimen-containment-leak");
	ok(s, a, "play specimen-containment-leak"); /* suspicious, no Evacuate */
	s->evac = s->pack->board->evac_spaces;
	corp_set(s, 0, -1);
	ok(s, a, "corp +0");
	all_out(s);
	ck_assert_int_eq(s->phase, DM_P_FORCED);
	dm_lines(s, a, &l);
	ck_assert(strncmp(l.v[0], "call ", 5) == 0 && strncmp(l.v[l.n - 1], "authorize ", 10) == 0);
	dm_lines_free(&l);
	okf(s, a, "authorize %s", dm_player_id(s, k));
	vote_all(s, "vote none");
	ck_assert_int_eq(s->phase, DM_P_TIE);
	ok(s, s->commander, "break red");
	ck_assert_int_eq(s->phase, DM_P_FORCED); /* the Quarantine vote now */
	dm_lines(s, a, &l);
	for (k = 0; k < l.n; k++)
		ck_assert(strncmp(l.v[k], "call ", 5) == 0);
	dm_lines_free(&l);
	dm_free(s);
}
END_TEST

START_TEST(authorization)
{
	/* dm-sc-4 */
	struct dm_state *s = game(4, 21, SC, 1);
	int              a = s->active, b = a % 4 + 1, c = b % 4 + 1, d = c % 4 + 1;
	struct dm_lines  l = { .n = 0 };

	s->seat[c].quarantined = 1;
	ck_assert(!dm_may_authorize(s, c));
	s->seat[c].quarantined = 0;
	s->seat[b].authorized = s->seat[c].authorized = 1; /* 4 players: full at 2 */
	ck_assert(!dm_may_authorize(s, d) && dm_may_authorize(s, b));
	dm_authorize_lines(s, a, &l);
	ck_assert_int_eq(l.n, 2);
	dm_lines_free(&l);
	/* Red revokes (the source's example: 2 red, 1 black, 1 abstains). */
	okf(s, a, "authorize %s", dm_player_id(s, b));
	ck_assert_int_eq(s->vote_kind, DM_VK_AUTHORIZE);
	ok(s, a, "vote none");
	ok(s, b, "vote black");
	ok(s, c, "vote red");
	ok(s, d, "vote red");
	ck_assert(!s->seat[b].authorized);
	/* Quarantine takes the token back. */
	{
		struct dm_ctx x = { .s = s };

		pb_buf_init(&x.pub);
		dm_quarantine(&x, c, 0);
		pb_buf_free(&x.pub);
	}
	ck_assert(!s->seat[c].authorized);
	/* A tie: the Commander breaks it with a colour. */
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION;
	s->active = a;
	okf(s, a, "authorize %s", dm_player_id(s, d));
	ok(s, a, "vote black");
	ok(s, b, "vote red");
	everyone(s, "vote none");
	ck_assert_int_eq(s->phase, DM_P_TIE);
	dm_break_lines(s, s->commander, &l);
	ck_assert_str_eq(l.v[0], "break red"); /* the default changes nothing */
	dm_lines_free(&l);
	ok(s, s->commander, "break black");
	ck_assert(s->seat[d].authorized);
	/* Launch Control out: no evacuation vote as an action, the forced
	 * one still. */
	{
		int o, at;

		for (o = 0; strcmp(s->pack->outposts[o].n.id, "launch-control") != 0; o++)
			;
		if ((at = deck_find(&s->outposts, o)) >= 0)
			deck_remove_at(&s->outposts, at);
		else
			deck_remove_at(&s->outposts_on, deck_find(&s->outposts_on, o));
		deck_push(&s->outposts_on, o);
	}
	s->phase = DM_P_ACTION;
	s->ordered = 0;
	dm_authorize_lines(s, s->active, &l);
	ck_assert_int_eq(l.n, 0);
	s->phase = DM_P_EVAC;
	dm_authorize_lines(s, s->active, &l);
	ck_assert_int_gt(l.n, 0);
	dm_lines_free(&l);
	dm_free(s);
}
END_TEST

/* takeoff_game - a 3-player game with seat k's status st authorized,
 * Refueling done; the takeoff vote passes */

static struct dm_state *
takeoff_game(const char *opts, int team, int company)
{
	struct dm_state *s = game(3, 33, opts, 1);
	int              a = s->active, b = a % 3 + 1, c = b % 3 + 1;
	struct pb_err    err;

	s->seat[a].status = status_of(s, DM_UNINFECTED);
	s->seat[b].status = status_of(s, team);
	s->seat[c].status = company ? status_of(s, DM_COMPANY) : status_of(s, DM_INFECTED);
	s->seat[b].authorized = 1;
	ck_assert(run(s, a, "takeoff", &err) == PB_EPERM); /* Refueling */
	s->evac_ready = 1;
	ok(s, a, "takeoff");
	ck_assert_int_eq(s->vote_kind, DM_VK_TAKEOFF);
	vote_all(s, "vote black");
	ck_assert_int_eq(s->phase, DM_P_ENDED);
	ck_assert(strstr(last.event, "Aboard") != NULL);
	return (s);
}

START_TEST(takeoff)
{
	/* dm-sc-5 */
	struct dm_state *s;

	s = takeoff_game(SC, DM_UNINFECTED, 0);
	ck_assert_int_eq(s->winner, DM_WIN_UNINFECTED);
	dm_free(s);
	s = takeoff_game(SC, DM_INFECTED, 0);
	ck_assert_int_eq(s->winner, DM_WIN_INFECTED);
	dm_free(s);
	s = takeoff_game("{\"expansion\": \"sc\", \"company_man\": \"yes\"}", DM_INFECTED, 1);
	ck_assert_int_eq(s->winner, DM_WIN_COMPANY);
	dm_free(s);
	/* company_takeoff=aboard: not aboard, no win. */
	s = takeoff_game("{\"expansion\": \"sc\", \"company_man\": \"yes\", "
	                 "\"company_takeoff\": \"aboard\"}",
	    DM_INFECTED, 1);
	ck_assert_int_eq(s->winner, DM_WIN_INFECTED);
	dm_free(s);
	/* The Company Man aboard without an Infected: the Uninfected. */
	s = takeoff_game("{\"expansion\": \"sc\", \"company_man\": \"yes\"}", DM_COMPANY, 0);
	ck_assert_int_eq(s->winner, DM_WIN_UNINFECTED);
	dm_free(s);
	/* Not full: no takeoff. */
	s = game(5, 34, SC, 1);
	s->evac_ready = 1;
	s->seat[1].authorized = 1;
	ck_assert(!dm_may_takeoff(s));
	s->seat[2].authorized = 1;
	ck_assert(dm_may_takeoff(s));
	dm_free(s);
}
END_TEST

START_TEST(amputation)
{
	/* dm-sc-6 */
	struct dm_state *s = game(3, 41, SC, 1);
	int              a = s->active, b = a % 3 + 1, before = dm_limit(s, b);
	struct pb_err    err;

	ck_assert(run(s, a, "amputate 1 2", &err) == PB_EDATA);
	okf(s, a, "amputate %s", dm_player_id(s, b));
	ck_assert_int_eq(s->vote_kind, DM_VK_AMPUTATE);
	vote_all(s, "vote red");
	ck_assert(s->seat[b].amputated);
	ck_assert_int_eq(dm_limit(s, b), before - 1);
	ck_assert_int_le(dm_held(s, b), dm_limit(s, b));
	/* Not twice; not a revealed Infected; a revealed amputee holds 1. */
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION;
	s->active = a;
	s->ordered = 0;
	{
		char *line = pb_asprintf("amputate %s", dm_player_id(s, b));

		ck_assert(run(s, a, line, &err) == PB_EDATA);
		free(line);
	}
	s->seat[b].status = status_of(s, DM_INFECTED);
	s->seat[b].revealed = 1;
	ck_assert_int_eq(dm_limit(s, b), s->pack->board->infected_limit - 1);
	dm_free(s);
}
END_TEST

START_TEST(failure)
{
	/* dm-sc-7 */
	struct dm_state *s = game(4, 51, SC, 1);
	int              a = s->active, fc = dmt_task_of(s, "evacuation-failure-black"), k;
	struct dm_ctx    x = { .s = s };
	struct dm_lines  l = { .n = 0 };

	ck_assert(deck_find(&s->task_out, fc) >= 0);
	pb_buf_init(&x.pub);
	dm_sc_failure_in(&x);
	ck_assert(deck_find(&s->tasks, fc) >= 0);
	/* Drawn: revealed at once, another drawn in its place. */
	s->seat[a].authorized = 1;
	deck_remove_at(&s->tasks, deck_find(&s->tasks, fc));
	deck_push(&s->tasks, fc); /* the top */
	deck_clear(&s->drawn);
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION_DONE;
	dm_advance(&x);
	ck_assert(strstr(x.pub.s, "Evacuation Failure") != NULL);
	pb_buf_free(&x.pub);
	ck_assert_int_eq(s->phase, DM_P_TASK);
	ck_assert_int_eq(s->drawn.n, 2);
	ck_assert(deck_find(&s->drawn, fc) < 0 && deck_find(&s->task_out, fc) >= 0);
	ck_assert(s->evac_failed && !s->seat[a].authorized);
	for (k = 1; k <= 4; k++)
		ck_assert(!dm_may_authorize(s, k));
	s->evac_ready = 1;
	ck_assert(!dm_may_takeoff(s));
	s->phase = DM_P_ACTION;
	dm_authorize_lines(s, a, &l);
	ck_assert_int_eq(l.n, 0);
	dm_free(s);
}
END_TEST

/* to_refueled - defaults until the first round is over */

static void
to_refueled(struct dm_state *s, int *told)
{
	int   k, guard, j;
	char *d;

	for (guard = 0; guard < 500 && !s->evac_ready; guard++)
		for (k = 1; k <= s->nseats && !s->evac_ready; k++)
			if (dm_ops.decision(s, k) != NULL) {
				d = dm_ops.default_line(s, k, 0);
				ok(s, k, d);
				free(d);
				if (s->evac_ready)
					for (j = 1; j <= s->nseats; j++)
						*told += last.notice[j] != NULL
						    && strstr(last.notice[j], "Threat card") != NULL;
			}
	ck_assert(s->evac_ready);
}

START_TEST(threats)
{
	/* dm-sc-8 */
	struct dm_state *s = game(3, 61, "{\"expansion\": \"sc\", \"threats\": \"yes\", \"final\": \"evacuation-shuttle\"}", 1);
	int              told = 0, a, b, c, k, i;
	struct pb_err    e1, e2;
	char            *line;

	to_refueled(s, &told);
	ck_assert_int_eq(told, 3);
	for (k = 1; k <= 3; k++)
		ck_assert_int_gt(s->seat[k].threat, 0);
	/* Act Recklessly: all the active seat's dice in one Malfunction. */
	deck_append(&s->fatigue, &s->fatigue_on);
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION_DONE;
	s->ordered = 0;
	a = s->active, b = a % 3 + 1, c = b % 3 + 1;
	s->seat[b].threat = 1; /* their cards: b's is another kind than c's */
	s->seat[c].threat = 2;
	dmt_to_task(s, "hull-microfracture", "cargo-lift-failure");
	ok(s, a, "play hull-microfracture");
	corp_set(s, 0, -1);
	ok(s, a, "corp +0");
	ok(s, a, "in");
	all_out(s);
	while (s->phase == DM_P_ROLL && s->roller == a) {
		const struct dm_seat *t = &s->seat[a];

		if (t->nroll == 0) {
			ok(s, a, "roll");
			continue;
		}
		line = pb_asprintf("submit %s %s", dm_colour_word(t->roll_col[0]),
		    s->pack->dice[t->roll_col[0]].die.name[t->roll_face[0]]);
		ok(s, a, line);
		free(line);
	}
	ck_assert(s->seat[a].did & (1 << DM_TH_RECKLESS));
	/* Refused alike, whatever the card. */
	ck_assert(run(s, b, "claim reckless", &e1) == PB_EPERM);
	ck_assert(run(s, c, "claim reckless", &e2) == PB_EPERM);
	ck_assert_str_eq(e1.msg, e2.msg);
	s->seat[b].did = s->seat[c].did = 1 << DM_TH_SAMPLE;
	s->seat[c].threat = 0; /* no card: no claim */
	ck_assert(run(s, c, "claim sample", &e2) == PB_EPERM);
	s->seat[c].threat = 2;
	/* Both Act Recklessly tokens taken: a Jolly. */
	s->seat[b].claim = s->seat[c].claim = 1 + DM_TH_RECKLESS;
	ok(s, a, "claim reckless");
	ck_assert(s->seat[a].jolly && s->seat[a].claim == 1 + DM_TH_RECKLESS);
	ck_assert(strstr(last.event, "Jolly") != NULL);
	/* The end: every Uninfected fulfilled its own card, or not. */
	for (k = 1; k <= 3; k++) {
		s->seat[k].status = status_of(s, k == b ? DM_INFECTED : DM_UNINFECTED);
		for (i = 0; i < s->pack->nthreats
		     && s->pack->threats[i].kind != s->pack->threats[s->seat[k].threat - 1].kind; i++)
			;
		s->seat[k].claim = 1 + s->pack->threats[i].kind;
	}
	s->seat[c].claim = 1 + (s->pack->threats[s->seat[c].threat - 1].kind + 1) % DM_NTHREATS;
	s->phase = DM_P_ACTION;
	final_now(s);
	ck_assert_int_eq(s->winner, DM_WIN_INFECTED);
	ck_assert_str_eq(s->reason, "a Threat not fulfilled");
	dm_free(s);
}
END_TEST

START_TEST(company)
{
	/* dm-sc-9 */
	struct dm_state *s;
	int              n, k, seen = 0, seed;

	for (seed = 0; seed < 40; seed++) {
		s = game(6, 700 + (unsigned)seed, SC, 0);
		for (k = 1; k <= 6; k++)
			ck_assert(s->pack->statuses[s->seat[k].status].team != DM_COMPANY);
		dm_free(s);
		s = game(6, 700 + (unsigned)seed, "{\"expansion\": \"sc\", \"company_man\": \"yes\"}", 0);
		for (n = 0, k = 1; k <= 6; k++) {
			n += dm_is_infected(s, k);
			seen += s->pack->statuses[s->seat[k].status].team == DM_COMPANY;
		}
		ck_assert_int_eq(n, 2);
		dm_free(s);
	}
	ck_assert_int_gt(seen, 5); /* 1 game in 2 at 6 players */
	ck_assert_int_lt(seen, 35);
	s = game(4, 81, "{\"expansion\": \"sc\", \"company_man\": \"yes\", \"final\": \"evacuation-shuttle\"}", 1);
	s->seat[1].status = status_of(s, DM_COMPANY);
	s->seat[2].status = status_of(s, DM_INFECTED);
	s->seat[3].status = s->seat[4].status = status_of(s, DM_UNINFECTED);
	s->seat[2].amputated = 1;
	final_now(s);
	ck_assert_int_eq(s->winner, DM_WIN_COMPANY);
	dm_free(s);
	/* Without the module, an amputated Infected changes nothing. */
	s = game(4, 81, "{\"expansion\": \"sc\", \"final\": \"evacuation-shuttle\"}", 1);
	s->seat[2].status = status_of(s, DM_INFECTED);
	s->seat[2].amputated = 1;
	for (k = 1; k <= 4; k++)
		if (k != 2)
			s->seat[k].status = status_of(s, DM_UNINFECTED);
	final_now(s);
	ck_assert_int_eq(s->winner, DM_WIN_UNINFECTED);
	dm_free(s);
}
END_TEST

START_TEST(exposure)
{
	/* dm-sc-10 */
	struct dm_state *s = game(3, 91, "{\"expansion\": \"sc\", \"threats\": \"yes\"}", 1);
	int              a, b, k, told = 0;
	const char      *name;

	to_refueled(s, &told);
	s->phase = DM_P_ACTION;
	s->stage = DM_S_ACTION;
	s->ordered = 0;
	a = s->active, b = a % 3 + 1;
	name = s->pack->statuses[s->seat[a].status].n.name;
	okf(s, a, "expose %s", dm_player_id(s, b));
	ck_assert(strstr(last.notice[b], name) != NULL);
	for (k = 1; k <= 3; k++)
		if (k != b)
			ck_assert(last.notice[k] == NULL);
	ck_assert(strstr(last.event, name) == NULL);
	ck_assert(s->seat[a].did & (1 << DM_TH_EXPOSURE));
	ck_assert_int_eq(s->phase, DM_P_ACTION); /* no action spent */
	ok(s, a, "claim exposure");
	dm_free(s);
}
END_TEST

START_TEST(options)
{
	/* dm-sc-11 */
	unsigned char seed[32] = { 0 };
	struct pb_err err;
	json_t       *o;
	void         *g, *h;
	struct dm_state *s;
	char         *a, *b;

	o = json_pack("{s:s}", "threats", "yes");
	ck_assert(dm_ops.create(dmt_pack(), o, 4, seed, &g, NULL, &err) == PB_EDATA);
	json_decref(o);
	o = json_pack("{s:s}", "final", "orbital-rendezvous");
	ck_assert(dm_ops.create(dmt_pack(), o, 4, seed, &g, NULL, &err) == PB_EDATA);
	json_decref(o);
	o = json_pack("{s:s, s:s, s:s, s:s}", "final", "orbital-rendezvous", "expansion", "sc",
	    "threats", "yes", "company_man", "yes");
	ck_assert(dm_ops.create(dmt_pack(), o, 4, seed, &g, NULL, &err) == PB_OK);
	s = g;
	s->seat[2].amputated = 1;
	dm_trim(s, 2);
	s->seat[3].authorized = 1;
	s->evac = 2;
	a = dm_save(g);
	ck_assert_msg(dm_ops.load(dmt_pack(), o, 4, seed, a, &h, &err) == PB_OK, "%s", err.msg);
	b = dm_save(h);
	ck_assert_str_eq(a, b);
	ck_assert(strstr(a, "\"evac\":2") != NULL || strstr(a, "\"evac\": 2") != NULL);
	free(a);
	free(b);
	dm_free(g);
	dm_free(h);
	json_decref(o);
}
END_TEST

START_TEST(templates)
{
	/* dm-sc-12 */
	static const char *const loc[] = { "en", "it", "es" };
	static const char *const evac[] = { "Evacuation cube", "Cubo Evacuazione",
		"Cubo de Evacuación" };
	static const char *const amp[] = { "[AMPUTATED]", "[AMPUTATO]", "[AMPUTADO]" };
	static const char *const mine[] = { "Your Corporation dice", "I tuoi dadi della Corporazione",
		"Tus dados de la Corporación" };
	struct dm_state *s = game(3, 61, "{\"expansion\": \"sc\", \"threats\": \"yes\"}", 1);
	struct render   *r;
	struct pb_err    err;
	json_t          *v;
	char            *out;
	int              i, k, a = s->active, b = a % 3 + 1;

	s->seat[b].amputated = 1;
	dm_trim(s, b);
	s->seat[a].authorized = 1;
	s->seat[b].threat = 1;
	s->seat[b].claim = 1;
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "hull-microfracture", "cargo-lift-failure");
	ok(s, a, "play hull-microfracture");
	ck_assert_int_eq(s->phase, DM_P_CORP);
	for (i = 0; i < 3; i++) {
		ck_assert_msg(render_open(PB_SRCDIR "/templates", loc[i], "dm", &r, &err) == PB_OK, "%s",
		    err.msg);
		for (k = 1; k <= 3; k++) {
			v = dm_ops.view(s, k, loc[i]);
			json_object_set_new(v, "mail", json_pack("{s:i}", "game", 1));
			ck_assert_msg(render_string(r, "{{>board}}\n{{>me}}\n{{>now}}", v, &out, &err)
			        == PB_OK,
			    "%s: %s", loc[i], err.msg);
			ck_assert_msg(strstr(out, evac[i]) != NULL && strstr(out, amp[i]) != NULL, "%s", out);
			ck_assert((strstr(out, mine[i]) != NULL) == (k == a));
			ck_assert((strstr(out, s->pack->threats[0].n.name) != NULL) == (k == b) || i > 0);
			free(out);
			json_decref(v);
		}
		render_close(r);
	}
	dm_free(s);
}
END_TEST

/* give - seat k plays character id (swapped with whoever has it) */

static void
give(struct dm_state *s, int k, const char *id)
{
	int c, j;

	for (c = 0; c < s->pack->nchars && strcmp(s->pack->chars[c].n.id, id) != 0; c++)
		;
	ck_assert(c < s->pack->nchars);
	for (j = 1; j <= s->nseats; j++)
		if (s->seat[j].character == c)
			s->seat[j].character = s->seat[k].character;
	s->seat[k].character = c;
}

START_TEST(characters)
{
	/* dm-sc-13 */
	struct dm_state *s = game(3, 71, SC, 1);
	int              a = s->active, b = a % 3 + 1, c = b % 3 + 1;

	give(s, a, "doc");
	deck_append(&s->fatigue, &s->fatigue_on);
	s->stage = DM_S_ACTION_DONE;
	dmt_to_task(s, "hull-microfracture", "cargo-lift-failure");
	ok(s, a, "play hull-microfracture");
	ck_assert_int_eq(s->corp_n, 3);
	dm_free(s);
	/* Hiro Bando alone for takeoff against two: a tie. */
	s = game(3, 72, SC, 1);
	a = s->active, b = a % 3 + 1, c = b % 3 + 1;
	give(s, a, "hiro-bando");
	s->seat[b].authorized = 1;
	s->evac_ready = 1;
	ok(s, a, "takeoff");
	ok(s, a, "vote black");
	ok(s, b, "vote red");
	ok(s, c, "vote red");
	ck_assert_int_eq(s->phase, DM_P_TIE);
	ok(s, s->commander, "break red");
	ck_assert(s->phase != DM_P_ENDED);
	dm_free(s);
	/* Both modules: the amputated Infected first. */
	s = game(3, 73, "{\"expansion\": \"sc\", \"threats\": \"yes\", \"company_man\": \"yes\", "
	                "\"final\": \"evacuation-shuttle\"}", 1);
	s->seat[1].status = status_of(s, DM_COMPANY);
	s->seat[2].status = status_of(s, DM_INFECTED);
	s->seat[2].amputated = 1;
	dm_trim(s, 2);
	s->seat[3].status = status_of(s, DM_UNINFECTED);
	s->seat[3].threat = 1; /* not fulfilled */
	final_now(s);
	ck_assert_int_eq(s->winner, DM_WIN_COMPANY);
	dm_free(s);
}
END_TEST

/* canon - line in locale, translated to the canonical words */

static char *
canon(const char *locale, const char *line)
{
	struct lang_dict *d = lang_dict_new(locale);
	struct lex_line  *l;
	struct pb_err     err;
	char             *out;
	int               changed;

	lang_dict_table(d, dm_words);
	ck_assert(lex_line(line, &l, &err) == PB_OK);
	lang_translate(d, l, &changed);
	out = lang_line(l);
	lex_free(l);
	lang_dict_free(d);
	return (out);
}

START_TEST(words)
{
	/* dm-sc-14 */
	static const char *const cases[][3] = {
		{ "it", "amputa 2", "amputate 2" },
		{ "it", "autorizza 3", "authorize 3" },
		{ "it", "decolla", "takeoff" },
		{ "it", "corporazione -1", "corp -1" },
		{ "it", "rivendica spericolato", "claim reckless" },
		{ "it", "esponi 1", "expose 1" },
		{ "it", "spareggia rosso", "break red" },
		{ "es", "despega", "takeoff" },
		{ "es", "autoriza 2", "authorize 2" },
		{ "es", "reclama aísla", "claim isolate" },
		{ "es", "reclama muestra", "claim sample" },
		{ "es", "expón 2", "expose 2" },
		{ "es", "desempata negro", "break black" },
	};
	size_t i;
	char  *out;

	for (i = 0; i < PB_NELEM(cases); i++) {
		out = canon(cases[i][0], cases[i][1]);
		ck_assert_msg(strcmp(out, cases[i][2]) == 0, "%s \"%s\": \"%s\"", cases[i][0],
		    cases[i][1], out);
		free(out);
	}
}
END_TEST

START_TEST(end_words)
{
	/* dm-sc-15 */
	static const char *const loc[] = { "en", "it", "es" };
	static const char *const line[3][3] = {
		{ "THE GAME IS OVER: the Uninfected win (takeoff, no Infected aboard).",
		    "LA PARTITA È FINITA: vincono i Non Infetti (decollo, nessun Infetto a bordo).",
		    "LA PARTIDA HA TERMINADO: ganan los No Infectados (despegue, ningún Infectado "
		    "a bordo)." },
		{ "THE GAME IS OVER: the Infected win (takeoff, an Infected aboard).",
		    "LA PARTITA È FINITA: vincono gli Infetti (decollo, un Infetto a bordo).",
		    "LA PARTIDA HA TERMINADO: ganan los Infectados (despegue, un Infectado a bordo)." },
		{ "THE GAME IS OVER: the Company Man wins alone (takeoff, an Infected aboard).",
		    "LA PARTITA È FINITA: vince l'Uomo della Compagnia, da solo (decollo, un Infetto "
		    "a bordo).",
		    "LA PARTIDA HA TERMINADO: gana el Hombre de la Compañía, solo (despegue, un "
		    "Infectado a bordo)." } };
	static const char *const said[3][3] = {
		{ "the Uninfected win", "vincono i Non Infetti", "ganan los No Infectados" },
		{ "the Infected win", "vincono gli Infetti", "ganan los Infectados" },
		{ "the Company Man wins alone", "vince l'Uomo della Compagnia, da solo",
		    "gana el Hombre de la Compañía, solo" } };
	static const char *const sab[] = { "Sabotage token: Life Support",
		"Segnalino Sabotaggio: Supporto Vitale", "Ficha de Sabotaje: Soporte Vital" };
	const struct lang_msg *cat[1] = { dm_msgs };
	struct dm_state       *s;
	struct render         *r;
	struct pb_err          err;
	json_t                *v;
	char                  *out;
	int                    w, i;

	for (w = 0; w < 3; w++) {
		s = w == 2 ? takeoff_game("{\"expansion\": \"sc\", \"company_man\": \"yes\"}",
		                 DM_INFECTED, 1)
		           : takeoff_game(SC, w == 0 ? DM_UNINFECTED : DM_INFECTED, 0);
		ck_assert_int_eq(s->winner, DM_WIN_UNINFECTED + w);
		s->sabotage = 2;
		for (i = 0; i < 3; i++) {
			ck_assert(render_open(PB_SRCDIR "/templates", loc[i], "dm", &r, &err) == PB_OK);
			v = dm_ops.view(s, 1, loc[i]);
			json_object_set_new(v, "mail", json_pack("{s:i}", "game", 1));
			ck_assert_msg(render_string(r, "{{>board}}", v, &out, &err) == PB_OK, "%s", err.msg);
			ck_assert_msg(strstr(out, line[w][i]) != NULL, "%s: %s", loc[i], out);
			ck_assert_msg(strstr(out, sab[i]) != NULL, "%s: %s", loc[i], out);
			free(out);
			json_decref(v);
			render_close(r);
			out = dm_ops.headline(s, 1, loc[i]);
			ck_assert_msg(strstr(out, said[w][i]) != NULL, "%s", out);
			free(out);
			out = lang_text(cat, 1, loc[i], last.event);
			ck_assert_msg(strstr(out, said[w][i]) != NULL, "%s", out);
			free(out);
		}
		dm_free(s);
	}
}
END_TEST

static Suite *
sc_suite(void)
{
	Suite *s = suite_create("dm_sc");
	TCase *tc = tcase_create("dm_sc");

	tcase_add_test(tc, setup);
	tcase_add_test(tc, corporation);
	tcase_add_test(tc, evacuate);
	tcase_add_test(tc, authorization);
	tcase_add_test(tc, takeoff);
	tcase_add_test(tc, amputation);
	tcase_add_test(tc, failure);
	tcase_add_test(tc, threats);
	tcase_add_test(tc, company);
	tcase_add_test(tc, exposure);
	tcase_add_test(tc, options);
	tcase_add_test(tc, templates);
	tcase_add_test(tc, characters);
	tcase_add_test(tc, words);
	tcase_add_test(tc, end_words);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(sc_suite);

	dmt_done();
	game_result_clear(&last);
	return (rc);
}
