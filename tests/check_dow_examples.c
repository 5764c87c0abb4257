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
/*
/*	The decisions of play asked of the right player (not examples):
/*	dec-1	An exiled player sends its colony survivors out: the game
/*		waits for "send", refuses the colony and a full place.
/*	dec-2	A crossroads trigger held back by a bite is matched once
/*		the bite is answered; a standing choice answers the card.
/*	dec-3	A "declared" trigger: the holder reveals it; a watched
/*		one cannot be declared.
/*	dec-4	Leader replacement: the highest influence leads, and the
/*		player may name another once.
/*	dec-5	A request names the target of the cards given.
/*	dec-7	An attack in the colony at the entrance the player names;
/*		refused at an empty entrance and outside the colony.
/*	dec-6	Modifiers: save_exposure (Crowbar), search_keep (Alexis
/*		Grey), food_die (Felix Navarro), best_exposure on a move
/*		card (Scout Handbook), votes (Harriet Vance).
/*	dec-8	A survivor, a place or a card of the hand mistyped is
/*		refused with the one clearly meant ("did you mean"),
/*		none for a word far from all (in dec-7's board).
/*	(The adding-zombies and Fuel Shortage examples are in
/*	check_dow_rules.)
/*--*/

/* System. */
#include <stdio.h>
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

/* Local. */
#include "testrun.h"

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
		deck_push(&s->box, i);
	for (i = 0; i < pack->nsurv; i++)
		deck_push(&s->surv_out, i);
	for (i = 0; i < pack->ncrisis; i++)
		deck_push(&s->crises_out, i);
	for (i = 0; i < pack->nxroads; i++)
		deck_push(&s->xroads_out, i);
	for (i = 0; i < pack->nobj; i++)
		deck_push(&s->obj_box, i);
	return (s);
}

/* place - a survivor from out of the game to a seat at a location */

static void
place(struct dow_state *s, int seat, const char *id, int loc)
{
	int c = surv(id);

	deck_remove_at(&s->surv_out, deck_find(&s->surv_out, c));
	dow_add_survivor(s, seat, c, loc, NULL);
	s->group[s->ngroup - 1].leader = 1;
}

/* take - an item instance from the box to a pile */

static void
take(struct dow_state *s, int inst, struct deck *to)
{
	deck_remove_at(&s->box, deck_find(&s->box, inst));
	deck_push(to, inst);
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
	deck_push(&s->pl[1].dice, 4);
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
	deck_push(&s->pl[1].dice, 3);
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
	deck_push(&s->pl[1].dice, 5);
	run(s, 1, "search forest 5");
	ck_assert_int_eq(s->wait.kind, DOW_W_SEARCH);
	ck_assert_int_eq(s->wait.cards.v[0], lighter);
	run(s, 1, "noise");
	ck_assert_int_eq(s->noise[DOW_GAS], 1);
	ck_assert_int_eq(s->wait.cards.v[1], fuel);
	run(s, 1, "keep fuel");
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_ge(deck_find(&s->pl[1].hand, fuel), 0);
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
	deck_push(&s->pl[1].dice, 5);
	run(s, 1, "search forest 5 keep fuel noise 2");
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_eq(s->noise[DOW_GAS], 1);
	ck_assert_int_ge(deck_find(&s->pl[1].hand, fuel), 0);
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

/* refuse - a command line of a seat: refused with why, nothing changed */

static void
refuse(struct dow_state *s, int seat, const char *line, const char *why)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	struct pb_err      err;
	char              *before = dow_state_save(s), *after;

	ck_assert(lex_line(line, &l, &err) == PB_OK);
	ck_assert_msg(dow_command(s, seat, l, &res, &err) == PB_EDATA, "%s: accepted", line);
	ck_assert_msg(strstr(err.msg, why) != NULL, "%s: %s", line, err.msg);
	after = dow_state_save(s);
	ck_assert_str_eq(before, after);
	free(before);
	free(after);
	game_result_clear(&res);
	lex_free(l);
}

/* xroads_of - index of a crossroads card by id */

static int
xroads_of(const char *id)
{
	int i;

	for (i = 0; i < pack->nxroads; i++)
		if (strcmp(pack->xroads[i].n.id, id) == 0)
			return (i);
	ck_abort_msg("no crossroads card %s", id);
	return (-1);
}

/* hold - seat holds crossroads card id */

static void
hold(struct dow_state *s, int seat, const char *id)
{
	int c = xroads_of(id);

	deck_remove_at(&s->xroads_out, deck_find(&s->xroads_out, c));
	s->pl[seat].xroads = c;
}

START_TEST(exile_send)
{
	struct dow_state *s = board();
	int               forest = surv("forest-plum"), mike = surv("mike-cho");

	/* dec-1: Player 2 is exiled with two survivors in the colony. */
	s->nseats = 3;
	place(s, 1, "ashley-ross", DOW_COLONY);
	place(s, 2, "forest-plum", DOW_COLONY);
	place(s, 2, "mike-cho", DOW_COLONY);
	s->group[dow_group_find(s, mike)].leader = 0;
	place(s, 3, "sparky", DOW_COLONY);
	run(s, 1, "exile 2");
	run(s, 1, "vote yes");
	run(s, 2, "vote no");
	run(s, 3, "vote yes");
	ck_assert_int_eq(s->pl[2].exiled, 1);
	ck_assert_int_eq(s->wait.kind, DOW_W_SEND);
	ck_assert_int_eq(s->wait.seat, 2);
	refuse(s, 1, "end", "waits for Player 2");
	refuse(s, 2, "send all to colony", "no location outside the colony");
	refuse(s, 2, "send ashley to police", "not one of your survivors in the colony");
	refuse(s, 2, "send all", "send SURVIVOR to LOCATION");
	run(s, 2, "send forest to police");
	ck_assert_int_eq(s->group[dow_group_find(s, forest)].loc, DOW_POLICE);
	ck_assert_int_eq(s->wait.kind, DOW_W_SEND); /* Mike is still there */
	run(s, 2, "send all to school");
	ck_assert_int_eq(s->group[dow_group_find(s, mike)].loc, DOW_SCHOOL);
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	/* Each rolled exposure: the die has only its blank face here. */
	ck_assert_int_eq(s->group[dow_group_find(s, mike)].wounds, 0);
	run(s, 1, "end");
	dow_state_free(s);
}
END_TEST

START_TEST(held_trigger)
{
	struct dow_state *s = board();
	int               mike = surv("mike-cho"), helpless = s->helpless[DOW_COLONY];

	/* dec-2: Forest Plum moves to the School and is bitten; the bite
	 * spreads to Mike Cho there, whose player must answer.  The Stranded
	 * Bus (a move to the School) waits for that answer, then is revealed,
	 * and Player 1's standing choice takes option 1. */
	s->opt.exposure[DOW_BLANK] = 0;
	s->opt.exposure[DOW_BITE] = 1;
	place(s, 1, "forest-plum", DOW_COLONY);
	place(s, 2, "mike-cho", DOW_SCHOOL);
	place(s, 2, "ashley-ross", DOW_COLONY);
	s->group[dow_group_find(s, surv("ashley-ross"))].leader = 0;
	place(s, 1, "sparky", DOW_COLONY);
	s->group[dow_group_find(s, surv("sparky"))].leader = 0;
	hold(s, 2, "stranded-bus");
	run(s, 1, "standing choose 1");
	run(s, 1, "move forest to school");
	ck_assert_int_eq(s->wait.kind, DOW_W_BITE);
	ck_assert_int_eq(s->wait.seat, 2);
	ck_assert_int_eq(s->pl[2].xroads, xroads_of("stranded-bus")); /* not yet */
	ck_assert_int_gt(s->nevq, 0);
	/* The held-back events survive a save and a load. */
	{
		char             *a = dow_state_save(s), *b;
		struct dow_state *t = dow_state_new(pack);
		struct pb_err     err;

		t->nseats = 2;
		ck_assert_msg(dow_state_load(t, a, &err) == PB_OK, "%s", err.msg);
		b = dow_state_save(t);
		ck_assert_str_eq(a, b);
		ck_assert_int_eq(t->nevq, s->nevq);
		free(a);
		free(b);
		dow_state_free(t);
	}
	run(s, 2, "bite die");
	ck_assert_int_lt(dow_group_find(s, mike), 0);
	ck_assert_int_eq(s->pl[2].xroads, -1);
	ck_assert_int_ge(deck_find(&s->xroads_out, xroads_of("stranded-bus")), 0);
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_eq(s->helpless[DOW_COLONY], helpless + 2);
	ck_assert_int_eq(s->nevq, 0);
	dow_state_free(s);
}
END_TEST

START_TEST(declared_trigger)
{
	struct dow_pack  *real = pack, *mine;
	struct dow_state *s;
	struct pb_err     err;
	char             *t = pb_strdup(text), *at;

	/* dec-3: a pack whose Stranded Bus is "declared". */
	at = strstr(t, "on = move school");
	ck_assert_ptr_nonnull(at);
	memcpy(at, "on = declared   ", 16);
	ck_assert_msg(dow_pack_parse(t, &mine, &err) == PB_OK, "%s", err.msg);
	pack = mine;
	s = board();
	place(s, 1, "forest-plum", DOW_COLONY);
	place(s, 2, "mike-cho", DOW_COLONY);
	hold(s, 2, "stranded-bus");
	refuse(s, 1, "reveal", "you hold no crossroads card");
	run(s, 2, "reveal");
	ck_assert_int_eq(s->pl[2].xroads, -1);
	ck_assert_int_eq(s->wait.kind, DOW_W_XROADS);
	ck_assert_int_eq(s->wait.seat, 1);
	refuse(s, 2, "choose 1", "waits for Player 1");
	run(s, 1, "choose 2");
	ck_assert_int_eq(s->morale, 5);
	dow_state_free(s);
	pack = real;
	dow_pack_free(mine);
	free(t);
	/* A watched trigger cannot be declared. */
	s = board();
	place(s, 1, "forest-plum", DOW_COLONY);
	place(s, 2, "mike-cho", DOW_COLONY);
	hold(s, 2, "stranded-bus");
	refuse(s, 2, "reveal", "the arbiter watches the trigger");
	dow_state_free(s);
}
END_TEST

START_TEST(leader_choice)
{
	struct dow_state *s = board();
	int               a, b;

	/* dec-4: Player 1's leader dies; of the two followers the one with
	 * the higher influence leads; the player names the other. */
	place(s, 1, "forest-plum", DOW_COLONY);
	place(s, 1, "mike-cho", DOW_COLONY);
	place(s, 1, "ashley-ross", DOW_COLONY);
	s->group[dow_group_find(s, surv("mike-cho"))].leader = 0;
	s->group[dow_group_find(s, surv("ashley-ross"))].leader = 0;
	place(s, 2, "sparky", DOW_COLONY);
	refuse(s, 1, "leader mike", "changes only when it leaves play");
	dow_kill(s, dow_group_find(s, surv("forest-plum")), "test", &s->journal);
	a = dow_group_find(s, surv("mike-cho"));
	b = dow_group_find(s, surv("ashley-ross"));
	ck_assert_int_eq(s->group[a].leader + s->group[b].leader, 1);
	ck_assert_int_eq(s->group[a].leader,
	    pack->surv[surv("mike-cho")].influence > pack->surv[surv("ashley-ross")].influence);
	ck_assert_int_eq(s->pl[1].relead, 1);
	refuse(s, 2, "leader sparky", "changes only when it leaves play");
	run(s, 1, s->group[a].leader ? "leader ashley" : "leader mike");
	ck_assert_int_eq(s->group[a].leader + s->group[b].leader, 1);
	ck_assert_int_eq(s->group[a].leader,
	    pack->surv[surv("mike-cho")].influence < pack->surv[surv("ashley-ross")].influence);
	refuse(s, 1, "leader mike", "changes only when it leaves play");
	dow_state_free(s);
}
END_TEST

START_TEST(request_target)
{
	struct dow_state *s = board();
	int               bat = inst_of("start-baseball-bat"), gi;

	/* dec-5: Player 1 asks for a weapon for Mike Cho (not its leader). */
	place(s, 1, "forest-plum", DOW_COLONY);
	place(s, 1, "mike-cho", DOW_POLICE);
	s->group[dow_group_find(s, surv("mike-cho"))].leader = 0;
	place(s, 2, "ashley-ross", DOW_COLONY);
	take(s, bat, &s->pl[2].hand);
	refuse(s, 1, "request weapons on nobody", "on SURVIVOR (in play)");
	run(s, 1, "request a weapon on mike cho");
	ck_assert_int_eq(s->wait.kind, DOW_W_REQUEST);
	run(s, 2, "give bat");
	gi = dow_group_find(s, surv("mike-cho"));
	ck_assert_int_ge(deck_find(&s->group[gi].equip, bat), 0);
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	dow_state_free(s);
}
END_TEST

START_TEST(modifiers)
{
	struct dow_state *s = board();
	int               crowbar = inst_of("start-crowbar"), gi, roll, wounds;
	int               book = inst_of("start-scout-handbook"), before;
	const char       *at;

	/* dec-6: every exposure roll a wound, unless the modifier saves it. */
	s->nseats = 3;
	s->opt.exposure[DOW_BLANK] = 0;
	s->opt.exposure[DOW_WOUND] = 1;
	place(s, 1, "ashley-ross", DOW_SCHOOL);
	gi = dow_group_find(s, surv("ashley-ross"));
	take(s, crowbar, &s->group[gi].equip);
	s->zombies[DOW_SCHOOL][0] = 1;
	deck_push(&s->pl[1].dice, 6);
	before = (int)s->journal.len;
	run(s, 1, "attack ashley 6");
	at = strstr(s->journal.s + before, "rolls ");
	ck_assert_ptr_nonnull(at);
	ck_assert_int_eq(sscanf(at, "rolls %d for the exposure", &roll), 1);
	wounds = s->group[dow_group_find(s, surv("ashley-ross"))].wounds;
	ck_assert_int_eq(wounds, roll >= 5 ? 0 : 1);

	/* search_keep: Alexis Grey at the Library sees 2 cards, keeps both. */
	place(s, 1, "alexis-grey", DOW_LIBRARY);
	s->group[s->ngroup - 1].leader = 0;
	take(s, inst_of("library-old-almanac"), &s->deck[DOW_LIBRARY]);
	take(s, inst_of("start-fuel"), &s->deck[DOW_LIBRARY]);
	deck_push(&s->pl[1].dice, 6);
	run(s, 1, "search alexis 6");
	ck_assert_int_eq(s->wait.cards.n, 2);
	ck_assert_int_eq(s->wait.keeps, 2);
	run(s, 1, "keep fuel");
	ck_assert_int_eq(s->wait.kind, DOW_W_SEARCH);
	run(s, 1, "keep");
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);
	ck_assert_int_eq(s->pl[1].hand.n, 2);

	/* food_die 2: Felix Navarro's player raises a 3 to a 5 with 1 food. */
	place(s, 1, "felix-navarro", DOW_COLONY);
	s->group[s->ngroup - 1].leader = 0;
	s->food = 3;
	deck_push(&s->pl[1].dice, 3);
	refuse(s, 1, "food 3 3", "up to 6 at most");
	run(s, 1, "food 3");
	ck_assert_int_eq(s->food, 2);
	ck_assert_int_ge(deck_find(&s->pl[1].dice, 5), 0);

	/* best_exposure on a move card: the die is rolled twice. */
	take(s, book, &s->pl[1].hand);
	before = (int)s->journal.len;
	run(s, 1, "move felix to police with scout handbook");
	ck_assert_ptr_nonnull(strstr(s->journal.s + before, "rolls the exposure die twice"));
	ck_assert_int_ge(deck_find(&s->waste, book), 0);

	/* votes 2: Harriet Vance's yes against two no is a tie. */
	place(s, 2, "mike-cho", DOW_COLONY);
	place(s, 3, "harriet-vance", DOW_COLONY);
	run(s, 1, "exile 2");
	run(s, 1, "vote no");
	run(s, 2, "vote no");
	run(s, 3, "vote yes");
	ck_assert_int_eq(s->wait.kind, DOW_W_VOTE);
	ck_assert_int_eq(s->wait.loc, 1); /* the first player breaks the tie */
	run(s, 1, "vote no");
	ck_assert_int_eq(s->pl[2].exiled, 0);
	dow_state_free(s);
}
END_TEST

START_TEST(colony_entrance)
{
	struct dow_state *s = board();

	/* dec-7: 3 zombies at entrance 1, 1 at entrance 2. */
	place(s, 1, "ashley-ross", DOW_COLONY);
	place(s, 2, "mike-cho", DOW_POLICE);
	s->zombies[DOW_COLONY][0] = 3;
	s->zombies[DOW_COLONY][1] = 1;
	s->zombies[DOW_POLICE][0] = 1;
	deck_push(&s->pl[1].dice, 6);
	deck_push(&s->pl[1].dice, 6);
	refuse(s, 1, "attack ashley at 5 6", "no zombie at colony entrance 5");
	refuse(s, 1, "attack ashley at 7", "entrances 1 to 6");
	/* dec-8: a survivor or a place mistyped: the one clearly meant. */
	refuse(s, 1, "move ashly to school", "; did you mean Ashley Ross?");
	refuse(s, 1, "move ashley to hospitl", "; did you mean hospital?");
	refuse(s, 1, "move ashley to nowhere", "library or hospital");
	run(s, 1, "attack ashley at 2 6");
	ck_assert_int_eq(s->zombies[DOW_COLONY][1], 0);
	ck_assert_int_eq(s->zombies[DOW_COLONY][0], 3);
	run(s, 1, "attack ashley 6"); /* no entrance named: the fullest */
	ck_assert_int_eq(s->zombies[DOW_COLONY][0], 2);
	s->active = 2;
	deck_push(&s->pl[2].dice, 6);
	refuse(s, 2, "attack mike at 1 6", "only the colony has numbered entrances");
	/* dec-8: cards of the hand mistyped (last: the hand and crisis set
	 * by hand here break the board's invariants). */
	take(s, inst_of("gas-lighter"), &s->pl[2].hand);
	take(s, inst_of("start-fuel"), &s->pl[2].hand);
	s->crisis = 0;
	refuse(s, 2, "crisis lighter and fule", "\"fule\" is not a card in your hand; did you mean");
	refuse(s, 2, "crisis lightr", "; did you mean Lighter?");
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
	deck_push(&s->pl[1].dice, 2);
	deck_push(&s->pl[1].dice, 6);
	run(s, 1, "attack forest 2 with lighter");
	ck_assert_int_eq(s->zombies[DOW_GAS][0], 0); /* 3 there: all of them */
	ck_assert_int_ge(deck_find(&s->waste, fuel), 0);
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
	Suite        *su;
	TCase        *t;
	int           failed;

	test_timeouts(); /* before any TCase */
	su = suite_create("dow-examples");
	t = tcase_create("rulebook");
	if (sodium_init() < 0 || pack_read_dir(PB_SRCDIR "/content/dow", &text, &err) != PB_OK
	    || dow_pack_parse(text, &pack, &err) != PB_OK)
		return (EXIT_FAILURE);
	tcase_add_test(t, attack_zombie);
	tcase_add_test(t, attack_survivor);
	tcase_add_test(t, search_noise);
	tcase_add_test(t, search_standing);
	tcase_add_test(t, standing_votes);
	tcase_add_test(t, lighter_attack);
	tcase_add_test(t, exile_send);
	tcase_add_test(t, held_trigger);
	tcase_add_test(t, declared_trigger);
	tcase_add_test(t, leader_choice);
	tcase_add_test(t, request_target);
	tcase_add_test(t, modifiers);
	tcase_add_test(t, colony_entrance);
	suite_add_tcase(su, t);
	sr = srunner_create(su);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	dow_pack_free(pack);
	free(text);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}
