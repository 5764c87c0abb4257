/*++
/* NAME
/*	check_dow_examples 1
/* SUMMARY
/*	the rulebook's worked examples, played through the commands
/* SYNOPSIS
/*	tests/check_dow_examples
/* DESCRIPTION
/*	Each example of the Italian rulebook [IT p.9] is set up on a board
/*	built by hand and played with the same command lines a player
/*	mails.  Test ids:
/*	ex-1	Attacking a zombie: Ashley Ross (attack 2+) at the School
/*		spends a 4, kills the zombie, rolls exposure: a wound.
/*	ex-2	Attacking a survivor: Ashley spends a 3 against Mike Cho
/*		(2+); the spent die rolled again shows 1: Mike is wounded,
/*		Ashley's player takes a random card from Mike's player; no
/*		exposure roll.
/*	ex-3	Searching with noise: Forest Plum (search 5+) at the Gas
/*		Station spends a 5, sees a Lighter, makes noise, sees a Fuel,
/*		keeps the Fuel; the Lighter goes to the bottom of the deck.
/*	ex-4	The same search as a standing instruction on one line:
/*		"search forest 5 keep fuel noise 2".
/*	ex-6	The Lighter: with a fuel card, kill 4 instead of 1, no
/*		exposure, once per round.
/*	ex-5	Standing votes (not a rulebook example): answered at once,
/*		secret until the tally, counted right.
/*	(The adding-zombies and Fuel Shortage examples are in
/*	check_dow_rules.)
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "games/dow/dow.h"

static char            *text;
static struct dow_pack *pack;

/* card_of - index of a survivor by id */

static int
surv(const char *id)
{
	int i;

	for (i = 0; i < pack->nsurv; i++)
		if (strcmp(pack->surv[i].n.id, id) == 0)
			return (i);
	ck_abort_msg("no survivor %s", id);
	return (-1);
}

/* inst_of - the first instance of an item id */

static int
inst_of(const char *id)
{
	int i;

	for (i = 0; i < pack->ninst; i++)
		if (strcmp(pack->item[pack->inst[i]].n.id, id) == 0)
			return (i);
	ck_abort_msg("no item %s", id);
	return (-1);
}

/* board - two seats in round 1, seat 1 active, every card in the box */

static struct dow_state *
board(void)
{
	unsigned char     seed[32] = { 7 };
	struct dow_state *s = dow_state_new(pack);
	int               i;

	s->nseats = 2;
	pb_rng_init(&s->rng, seed, 0);
	s->phase = DOW_PHASE_ROUND;
	s->round = 1;
	s->rounds = 6;
	s->morale = 6;
	s->first_player = 1;
	s->active = 1;
	s->opt.exposure[DOW_BLANK] = 1;
	for (i = 0; i < pack->ninst; i++)
		dow_pile_push(&s->box, i);
	for (i = 0; i < pack->nsurv; i++)
		dow_pile_push(&s->surv_out, i);
	for (i = 0; i < pack->ncrisis; i++)
		dow_pile_push(&s->crises_out, i);
	for (i = 0; i < pack->nxroads; i++)
		dow_pile_push(&s->xroads_out, i);
	for (i = 0; i < pack->nobj; i++)
		dow_pile_push(&s->obj_box, i);
	return (s);
}

/* place - a survivor from out of the game to a seat at a location */

static void
place(struct dow_state *s, int seat, const char *id, int loc)
{
	int c = surv(id);

	dow_pile_remove_at(&s->surv_out, dow_pile_find(&s->surv_out, c));
	dow_add_survivor(s, seat, c, loc, NULL);
	s->group[s->ngroup - 1].leader = 1;
}

/* take - an item instance from the box to a pile */

static void
take(struct dow_state *s, int inst, struct dow_pile *to)
{
	dow_pile_remove_at(&s->box, dow_pile_find(&s->box, inst));
	dow_pile_push(to, inst);
}

/* run - a command line of a seat: done */

static void
run(struct dow_state *s, int seat, const char *line)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	struct pb_err      err;

	ck_assert(lex_line(line, &l, &err) == PB_OK);
	ck_assert_msg(dow_command(s, seat, l, &res, &err) == PB_OK, "%s: %s", line, err.msg);
	game_result_clear(&res);
	lex_free(l);
	ck_assert_msg(dow_state_check(s), "invariants after %s", line);
}

START_TEST(attack_zombie)
{
	struct dow_state *s = board();
	int               gi;

	/* ex-1: the exposure die is set to its wound face alone. */
	s->opt.exposure[DOW_BLANK] = 0;
	s->opt.exposure[DOW_WOUND] = 1;
	place(s, 1, "ashley-ross", DOW_SCHOOL);
	s->zombies[DOW_SCHOOL][0] = 1;
	dow_pile_push(&s->pl[1].dice, 4);
	run(s, 1, "attack ashley 4");
	ck_assert_int_eq(s->zombies[DOW_SCHOOL][0], 0);
	ck_assert_int_eq(s->pl[1].dice.n, 0);
	gi = dow_group_find(s, surv("ashley-ross"));
	ck_assert_int_eq(s->group[gi].wounds, 1);
	ck_assert_int_eq(s->kills, 1);
	dow_state_free(s);
}
END_TEST

/* next_die_is - move the stream to where the next d6 shows v */

static void
next_die_is(struct dow_state *s, int v)
{
	struct pb_rng r;
	uint64_t      pos = pb_rng_pos(&s->rng);

	for (;; pos++) {
		pb_rng_init(&r, s->rng.key, pos);
		if (pb_rng_die(&r, 6) == v)
			break;
	}
	pb_rng_init(&s->rng, s->rng.key, pos);
}

START_TEST(attack_survivor)
{
	struct dow_state *s = board();
	int               before, gi;

	/* ex-2 */
	place(s, 1, "ashley-ross", DOW_SCHOOL);
	place(s, 2, "mike-cho", DOW_SCHOOL);
	take(s, inst_of("start-fuel"), &s->pl[2].hand);
	dow_pile_push(&s->pl[1].dice, 3);
	before = s->pl[1].hand.n;
	next_die_is(s, 1);
	run(s, 1, "attack ashley mike 3");
	gi = dow_group_find(s, surv("mike-cho"));
	ck_assert_int_eq(s->group[gi].wounds, 1);
	ck_assert_int_eq(s->pl[1].hand.n, before + 1);
	ck_assert_int_eq(s->pl[2].hand.n, 0);
	/* No exposure: Ashley is untouched. */
	ck_assert_int_eq(s->group[dow_group_find(s, surv("ashley-ross"))].wounds, 0);
	dow_state_free(s);
}
END_TEST

START_TEST(search_noise)
{
	struct dow_state *s = board();
	int               fuel = inst_of("gas-fuel"), lighter = inst_of("gas-lighter"), other;

	/* ex-3: the Gas Station deck: (bottom) other ... Fuel, Lighter (top). */
	other = inst_of("gas-lighter") + 1;
	take(s, other, &s->deck[DOW_GAS]);
	take(s, fuel, &s->deck[DOW_GAS]);
	take(s, lighter, &s->deck[DOW_GAS]);
	place(s, 1, "forest-plum", DOW_GAS);
	dow_pile_push(&s->pl[1].dice, 5);
	run(s, 1, "search forest 5");
	ck_assert_int_eq(s->wait.kind, DOW_W_SEARCH);
	ck_assert_int_eq(s->wait.cards.v[0], lighter);
	run(s, 1, "noise");
	ck_assert_int_eq(s->noise[DOW_GAS], 1);
	ck_assert_int_eq(s->wait.cards.v[1], fuel);
	run(s, 1, "keep fuel");
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_ge(dow_pile_find(&s->pl[1].hand, fuel), 0);
	/* The Lighter is at the bottom now. */
	ck_assert_int_eq(s->deck[DOW_GAS].v[0], lighter);
	dow_state_free(s);
}
END_TEST

START_TEST(search_standing)
{
	struct dow_state *s = board();
	int               fuel = inst_of("gas-fuel"), lighter = inst_of("gas-lighter");

	/* ex-4: the same search in one line, as a standing instruction:
	 * keep the first fuel card, making noise up to twice. */
	take(s, fuel, &s->deck[DOW_GAS]);
	take(s, lighter, &s->deck[DOW_GAS]);
	place(s, 1, "forest-plum", DOW_GAS);
	dow_pile_push(&s->pl[1].dice, 5);
	run(s, 1, "search forest 5 keep fuel noise 2");
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_eq(s->noise[DOW_GAS], 1);
	ck_assert_int_ge(dow_pile_find(&s->pl[1].hand, fuel), 0);
	ck_assert_int_eq(s->deck[DOW_GAS].v[0], lighter);
	dow_state_free(s);
}
END_TEST

START_TEST(standing_votes)
{
	struct dow_state *s = board();

	/* ex-5: standing votes answer at once, and the tally stays right:
	 * Players 2 and 3 always vote no; Player 1 calls and votes yes. */
	s->nseats = 3;
	place(s, 1, "ashley-ross", DOW_COLONY);
	place(s, 2, "mike-cho", DOW_COLONY);
	place(s, 3, "forest-plum", DOW_COLONY);
	run(s, 2, "standing vote no");
	run(s, 3, "standing vote no");
	run(s, 1, "exile 2");
	ck_assert_int_eq(s->wait.kind, DOW_W_VOTE);
	ck_assert_int_eq(s->wait.votes[2], DOW_VOTE_NO);
	ck_assert_int_eq(s->wait.votes[1], DOW_VOTE_DUE);
	run(s, 1, "vote yes");
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_eq(s->pl[2].exiled, 0);
	dow_state_free(s);
}
END_TEST

START_TEST(lighter_attack)
{
	struct dow_state  *s = board();
	struct game_result res = { 0 };
	struct lex_line   *l;
	struct pb_err      err;
	int                fuel = inst_of("start-fuel"), lighter = inst_of("gas-lighter"), gi;

	/* ex-6: the Lighter (a rulebook card): once per round, paying a fuel
	 * card, an attack kills 4 zombies instead of 1, with no exposure. */
	s->opt.exposure[DOW_BLANK] = 0;
	s->opt.exposure[DOW_WOUND] = 1;
	place(s, 1, "forest-plum", DOW_GAS);
	gi = dow_group_find(s, surv("forest-plum"));
	take(s, lighter, &s->group[gi].equip);
	take(s, fuel, &s->pl[1].hand);
	s->zombies[DOW_GAS][0] = 3;
	dow_pile_push(&s->pl[1].dice, 2);
	dow_pile_push(&s->pl[1].dice, 6);
	run(s, 1, "attack forest 2 with lighter");
	ck_assert_int_eq(s->zombies[DOW_GAS][0], 0); /* 3 there: all of them */
	ck_assert_int_ge(dow_pile_find(&s->waste, fuel), 0);
	ck_assert_int_eq(s->group[dow_group_find(s, surv("forest-plum"))].wounds, 0);
	/* Once per round. */
	s->zombies[DOW_GAS][0] = 1;
	ck_assert(lex_line("attack forest 6 with lighter", &l, &err) == PB_OK);
	ck_assert(dow_command(s, 1, l, &res, &err) == PB_EDATA);
	lex_free(l);
	game_result_clear(&res);
	dow_state_free(s);
}
END_TEST

int
main(void)
{
	struct pb_err err;
	SRunner      *sr;
	Suite        *su = suite_create("dow-examples");
	TCase        *t = tcase_create("rulebook");
	int           failed;

	if (sodium_init() < 0 || pack_read_dir(PB_SRCDIR "/content/dow", &text, &err) != PB_OK
	    || dow_pack_parse(text, &pack, &err) != PB_OK)
		return (EXIT_FAILURE);
	tcase_add_test(t, attack_zombie);
	tcase_add_test(t, attack_survivor);
	tcase_add_test(t, search_noise);
	tcase_add_test(t, search_standing);
	tcase_add_test(t, standing_votes);
	tcase_add_test(t, lighter_attack);
	suite_add_tcase(su, t);
	sr = srunner_create(su);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	dow_pack_free(pack);
	free(text);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}
