/*++
/* NAME
/*	check_dow_effect 1
/* SUMMARY
/*	Dead of Winter card effect vocabulary: pack data, rulebook cards,
/*	conditions, effects, modifiers, triggers, end of game
/* SYNOPSIS
/*	tests/check_dow_effect
/* DESCRIPTION
/*	Test ids:
/*	dowfx-1.*	the real pack: every card has its data, counts kept
/*	dowfx-2.*	each rulebook card compiles to what its text says
/*	dowfx-3.*	conditions on hand-built states (Hunger, We Need
/*			More Samples, exiled objectives, main after the end)
/*	dowfx-4.*	effects: refusals change nothing (the saved state
/*			is byte-identical), results of rulebook abilities
/*	dowfx-5.*	bad data refused naming FILE:LINE, card and key;
/*			bad texts refused with the word at fault
/*	dowfx-6.*	the end of the game: who wins, the reveal
/*	dowfx-7.*	modifiers: Lighter, Mike Cho, Ashley Ross
/*	dowfx-8.*	crossroads triggers
/*	dowfx-9.*	the rules revision: "a survivor you control" (an
/*			item played on another seat's survivor is refused
/*			from revision 1, taken in packs stored before);
/*			[pack] rules read and refused
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "testrun.h"

#ifndef PB_SRCDIR
#define PB_SRCDIR "."
#endif

static char            *pack_text;
static struct dow_pack *pack;

/* ---- fixtures ------------------------------------------------------- */

/* load - the real pack, once */

static void
load(void)
{
	struct pb_err err;

	if (pack != NULL)
		return;
	ck_assert_msg(
	    pack_read_dir(PB_SRCDIR "/content/dow", &pack_text, &err) == PB_OK, "%s", err.msg);
	ck_assert_msg(dow_pack_parse(pack_text, &pack, &err) == PB_OK, "%s", err.msg);
}

/* card_of - index of a card id in an array of cards that begin with dow_names */

static int
card_of(const void *arr, size_t size, int n, const char *id)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(
		        ((const struct dow_names *)((const char *)arr + (size_t)i * size))->id, id)
		    == 0)
			return (i);
	ck_abort_msg("no card %s", id);
	return (-1);
}

#define SURV(id) card_of(pack->surv, sizeof(*pack->surv), pack->nsurv, id)
#define ITEM(id) card_of(pack->item, sizeof(*pack->item), pack->nitem, id)
#define CRISIS(id) card_of(pack->crisis, sizeof(*pack->crisis), pack->ncrisis, id)
#define XROADS(id) card_of(pack->xroads, sizeof(*pack->xroads), pack->nxroads, id)
#define MAIN(id) card_of(pack->main, sizeof(*pack->main), pack->nmain, id)
#define OBJ(id) card_of(pack->obj, sizeof(*pack->obj), pack->nobj, id)

/* new_state - a game of nseats after set-up: each seat keeps its first
 * offered survivors, the first one leads, all in the colony */

static struct dow_state *
new_state(int nseats, unsigned seedno)
{
	unsigned char     seed[32];
	struct dow_state *s;
	struct pb_err     err;
	json_t           *opt = json_object();
	int               k, i;

	load();
	memset(seed, 0, sizeof(seed));
	memcpy(seed, &seedno, sizeof(seedno));
	s = dow_state_new(pack);
	s->nseats = nseats;
	pb_rng_init(&s->rng, seed, 0);
	json_object_set_new(opt, "objective", json_string("we-need-more-samples"));
	ck_assert_msg(dow_options_parse(pack, opt, nseats, &s->opt, &err) == PB_OK, "%s", err.msg);
	json_decref(opt);
	ck_assert_msg(dow_setup(s, &err) == PB_OK, "%s", err.msg);
	for (k = 1; k <= nseats; k++) {
		for (i = 0; i < dow_keep_count(s); i++)
			deck_push(&s->pl[k].kept, s->pl[k].offered.v[i]);
		s->pl[k].leader = s->pl[k].offered.v[0];
	}
	dow_setup_finish(s);
	s->active = 1;
	return (s);
}

/* free_state - release a state and its options */

static void
free_state(struct dow_state *s)
{
	dow_options_clear(&s->opt);
	dow_state_free(s);
}

/* take_inst - remove an item instance from every pile of the state */

static void
take_inst(struct dow_state *s, int inst)
{
	struct deck *piles[DOW_NLOCS + 4 + DOW_MAXSEATS];
	int              n = 0, l, k, i, pos;

	for (l = DOW_POLICE; l < DOW_NLOCS; l++)
		piles[n++] = &s->deck[l];
	piles[n++] = &s->box;
	piles[n++] = &s->waste;
	piles[n++] = &s->contrib;
	for (k = 1; k <= s->nseats; k++)
		piles[n++] = &s->pl[k].hand;
	for (i = 0; i < n; i++)
		if ((pos = deck_find(piles[i], inst)) >= 0)
			deck_remove_at(piles[i], pos);
	for (i = 0; i < s->ngroup; i++)
		if ((pos = deck_find(&s->group[i].equip, inst)) >= 0)
			deck_remove_at(&s->group[i].equip, pos);
}

/* give - an instance of item id (not yet in seat's hand) into the hand */

static int
give(struct dow_state *s, int seat, const char *id)
{
	int it = ITEM(id), i;

	for (i = 0; i < pack->ninst; i++)
		if (pack->inst[i] == it && deck_find(&s->pl[seat].hand, i) < 0) {
			take_inst(s, i);
			deck_push(&s->pl[seat].hand, i);
			return (i);
		}
	ck_abort_msg("no more copies of %s", id);
	return (-1);
}

/* empty_hand - the seat's hand goes to the box */

static void
empty_hand(struct dow_state *s, int seat)
{
	while (s->pl[seat].hand.n > 0)
		deck_push(&s->box, deck_pop(&s->pl[seat].hand));
}

/* put - survivor id in play for seat at loc; its group index */

static int
put(struct dow_state *s, int seat, const char *id, int loc)
{
	int card = SURV(id), gi, pos;

	if ((gi = dow_group_find(s, card)) >= 0) {
		s->group[gi].seat = seat;
		s->group[gi].loc = loc;
		return (gi);
	}
	if ((pos = deck_find(&s->survivors, card)) >= 0)
		deck_remove_at(&s->survivors, pos);
	dow_add_survivor(s, seat, card, loc, NULL);
	return (dow_group_find(s, card));
}

/* zombies_at - set the zombies of a non-colony location */

static void
zombies_at(struct dow_state *s, int loc, int n)
{
	s->zombies[loc][0] = n;
}

/* ---- dowfx-1: the real pack ------------------------------------------- */

START_TEST(pack_data)
{
	const struct dow_fx *fx;
	int                  i;

	/* dowfx-1.1: every card carries its data keys. */
	load();
	fx = pack->fx;
	ck_assert_ptr_nonnull(fx);
	for (i = 0; i < pack->nsurv; i++)
		ck_assert_msg(fx->surv[i].power || fx->surv[i].passive, "%s", pack->surv[i].n.id);
	for (i = 0; i < pack->nitem; i++)
		ck_assert_msg(pack->item[i].kind == DOW_EQUIP ? fx->item[i].equip != NULL
		                                              : fx->item[i].play != NULL,
		    "%s", pack->item[i].n.id);
	for (i = 0; i < pack->ncrisis; i++)
		ck_assert_msg(fx->crisis[i].fail != NULL, "%s", pack->crisis[i].n.id);
	for (i = 0; i < pack->nxroads; i++) {
		ck_assert_msg(fx->xroads[i].on.event < DOW_EV_NKINDS && fx->xroads[i].opt[0], "%s",
		    pack->xroads[i].n.id);
		ck_assert_msg((fx->xroads[i].opt[1] != NULL) == (pack->xroads[i].option2 != NULL),
		    "%s", pack->xroads[i].n.id);
	}
	for (i = 0; i < pack->nmain; i++)
		ck_assert_msg(fx->main[i].win[0] && fx->main[i].win[1], "%s", pack->main[i].n.id);
	for (i = 0; i < pack->nobj; i++)
		ck_assert_msg(fx->obj[i].win != NULL, "%s", pack->obj[i].n.id);

	/* dowfx-1.2: the component counts are kept. */
	ck_assert_int_eq(pack->nsurv, 30);
	ck_assert_int_eq(pack->ninst, 25 + 6 * 20);
	ck_assert_int_eq(pack->ncrisis, 20);
	ck_assert_int_eq(pack->nxroads, 80);
	ck_assert_int_eq(pack->nmain, 10);
	ck_assert_int_eq(pack->nobj, 44);
}
END_TEST

/* ---- dowfx-2: rulebook cards ------------------------------------------ */

enum what { W_POWER, W_PASSIVE, W_PLAY, W_EQUIP, W_FAIL, W_BONUS, W_ON, W_DO1, W_DO2, W_WIN };

static const struct {
	const char *label;
	int         kind;
	const char *id;
	int         what;
	const char *want;
} rulebook[] = {
	{ "dowfx-2.1 Forest Plum", DOW_FX_SURV, "forest-plum", W_POWER, "retire self + morale 1" },
	{ "dowfx-2.2 Ashley Ross", DOW_FX_SURV, "ashley-ross", W_PASSIVE, "free barricade" },
	{ "dowfx-2.3 Mike Cho", DOW_FX_SURV, "mike-cho", W_PASSIVE, "no_exposure attack" },
	{ "dowfx-2.4 Daniel Smith", DOW_FX_SURV, "daniel-smith", W_POWER,
	    "kill here 2 + expose self 1" },
	{ "dowfx-2.5 Olivia Brown", DOW_FX_SURV, "olivia-brown", W_POWER, "heal near 1" },
	{ "dowfx-2.6 Gabriel Diaz", DOW_FX_SURV, "gabriel-diaz", W_POWER,
	    "reveal here 4 survivor" },
	{ "dowfx-2.7 Alexis Grey", DOW_FX_SURV, "alexis-grey", W_PASSIVE, "search_keep +1" },
	{ "dowfx-2.8 Brian Lee (U1)", DOW_FX_SURV, "brian-lee", W_POWER, "die 1" },
	{ "dowfx-2.9 Sophie Robinson (U2)", DOW_FX_SURV, "sophie-robinson", W_POWER,
	    "peek there 1" },
	{ "dowfx-2.10 Fuel (starting)", DOW_FX_ITEM, "start-fuel", W_PLAY, "no_exposure" },
	{ "dowfx-2.11 Fuel (police)", DOW_FX_ITEM, "police-fuel", W_PLAY, "no_exposure" },
	{ "dowfx-2.12 Fuel (gas)", DOW_FX_ITEM, "gas-fuel", W_PLAY, "no_exposure" },
	{ "dowfx-2.13 Lighter", DOW_FX_ITEM, "gas-lighter", W_EQUIP,
	    "once + cost fuel + attack_kills 4 + no_exposure attack" },
	{ "dowfx-2.14 Fuel Shortage", DOW_FX_CRISIS, "fuel-shortage", W_FAIL,
	    "morale -1 + frostbite lowest colony 1" },
	{ "dowfx-2.15 Blizzard fail", DOW_FX_CRISIS, "blizzard", W_FAIL, "no_move 1 + morale -1" },
	{ "dowfx-2.16 Blizzard optional", DOW_FX_CRISIS, "blizzard", W_BONUS, "morale 1" },
	{ "dowfx-2.17 Hunted trigger", DOW_FX_XROADS, "hunted", W_ON, "move_wound" },
	{ "dowfx-2.18 Hunted option 1", DOW_FX_XROADS, "hunted", W_DO1, "expose yours 2" },
	{ "dowfx-2.19 Hunted option 2", DOW_FX_XROADS, "hunted", W_DO2, "hunted" },
	{ "dowfx-2.20 We Need More Samples", DOW_FX_MAIN, "we-need-more-samples", W_WIN,
	    "samples >= 3 * players" },
	{ "dowfx-2.21 Hunger", DOW_FX_OBJ, "hunger", W_WIN, "main and hand food >= 3" },
};

/* data_str - the canonical text of one key of a card */

static char *
data_str(int kind, const char *id, int what)
{
	const struct dow_fx *fx = pack->fx;
	int                  i;

	switch (kind) {
	case DOW_FX_SURV:
		i = SURV(id);
		return (what == W_POWER ? dow_effect_str(fx->surv[i].power)
		                        : dow_mods_str(fx->surv[i].passive));
	case DOW_FX_ITEM:
		i = ITEM(id);
		return (what == W_PLAY ? dow_effect_str(fx->item[i].play)
		                       : dow_mods_str(fx->item[i].equip));
	case DOW_FX_CRISIS:
		i = CRISIS(id);
		return (dow_effect_str(what == W_FAIL ? fx->crisis[i].fail : fx->crisis[i].bonus));
	case DOW_FX_XROADS:
		i = XROADS(id);
		if (what == W_ON)
			return (dow_trigger_str(pack, &fx->xroads[i].on));
		return (dow_effect_str(fx->xroads[i].opt[what == W_DO2]));
	case DOW_FX_MAIN:
		return (dow_cond_str(fx->main[MAIN(id)].win[0]));
	default:
		return (dow_cond_str(fx->obj[OBJ(id)].win));
	}
}

START_TEST(rulebook_cards)
{
	char *got;

	/* dowfx-2.1 to 2.21: each known card text is data. */
	load();
	got = data_str(rulebook[_i].kind, rulebook[_i].id, rulebook[_i].what);
	ck_assert_msg(strcmp(got, rulebook[_i].want) == 0, "%s: got \"%s\", want \"%s\"",
	    rulebook[_i].label, got, rulebook[_i].want);
	free(got);
}
END_TEST

START_TEST(rulebook_keys)
{
	const struct dow_fx *fx;

	/* dowfx-2.22: the other keys of the rulebook cards. */
	load();
	fx = pack->fx;
	ck_assert_int_eq(fx->surv[SURV("forest-plum")].when, DOW_WHEN_TURN_START);
	ck_assert_int_eq(pack->surv[SURV("daniel-smith")].die, 4);
	ck_assert_int_eq(pack->surv[SURV("alexis-grey")].where, DOW_LIBRARY);
	ck_assert(pack->surv[SURV("ashley-ross")].once);
	ck_assert(pack->surv[SURV("olivia-brown")].once);
	ck_assert(pack->surv[SURV("gabriel-diaz")].once);
	ck_assert(pack->surv[SURV("brian-lee")].once);
	ck_assert(pack->surv[SURV("sophie-robinson")].once);
	ck_assert_int_eq(fx->item[ITEM("gas-fuel")].when, DOW_WHEN_MOVE);
	ck_assert_int_eq(pack->item[ITEM("gas-lighter")].kind, DOW_EQUIP);
	ck_assert_int_eq(pack->crisis[CRISIS("fuel-shortage")].prevent, DOW_FUEL);
	ck_assert_int_eq(pack->main[MAIN("we-need-more-samples")].side[0].kill_die, 4);
	ck_assert_int_eq(pack->obj[OBJ("hunger")].kind, DOW_SECRET);
	ck_assert(dow_effect_needs(fx->surv[SURV("olivia-brown")].power) & DOW_NEED_NEAR);
	ck_assert(dow_effect_needs(fx->surv[SURV("sophie-robinson")].power) & DOW_NEED_LOC);
}
END_TEST

/* ---- dowfx-3: conditions --------------------------------------------- */

START_TEST(cond_hunger)
{
	struct dow_state *s = new_state(3, 1);
	int               hunger;

	/* dowfx-3.1: Hunger needs the main objective and 3 food cards. */
	hunger = OBJ("hunger");
	s->pl[1].secret = hunger;
	s->pl[1].exiled_obj = -1;
	empty_hand(s, 1);
	give(s, 1, "grocery-canned-soup");
	give(s, 1, "grocery-canned-soup");
	give(s, 1, "start-medicine");
	s->samples = 9; /* 3 players: main met */
	ck_assert(dow_main_met(s));
	ck_assert(!dow_objective_met(s, 1));
	give(s, 1, "grocery-frozen-turkey");
	ck_assert(dow_objective_met(s, 1));
	ck_assert(dow_cond_eval(s, 1, pack->fx->obj[hunger].win));

	/* dowfx-3.2: ... and the main objective. */
	s->samples = 8;
	ck_assert(!dow_objective_met(s, 1));

	/* dowfx-3.3: another seat's hand does not count. */
	s->samples = 9;
	ck_assert(!dow_cond_eval(s, 2, pack->fx->obj[hunger].win) || s->pl[2].hand.n >= 3);
	free_state(s);
}
END_TEST

START_TEST(cond_samples)
{
	struct dow_state *s;
	int               n;

	/* dowfx-3.4: We Need More Samples: 3 per player that started. */
	for (n = 2; n <= 5; n++) {
		s = new_state(n, 2);
		s->main = MAIN("we-need-more-samples");
		s->samples = 3 * n - 1;
		ck_assert_msg(!dow_main_met(s), "%d players, %d samples", n, s->samples);
		s->samples = 3 * n;
		ck_assert_msg(dow_main_met(s), "%d players, %d samples", n, s->samples);
		/* Exiled players still count: they started the game. */
		s->pl[1].exiled = 1;
		ck_assert(dow_main_met(s));
		free_state(s);
	}
}
END_TEST

START_TEST(cond_exiled)
{
	struct dow_state *s = new_state(4, 3);

	/* dowfx-3.5: an exiled objective replaces the secret one (E41). */
	s->pl[2].secret = OBJ("hunger");
	s->pl[2].exiled = 1;
	s->pl[2].exiled_obj = OBJ("scavenger-king");
	empty_hand(s, 2);
	ck_assert(!dow_objective_met(s, 2));
	give(s, 2, "police-fuel");
	give(s, 2, "police-fuel");
	give(s, 2, "police-fuel");
	give(s, 2, "start-medicine");
	give(s, 2, "start-medicine");
	ck_assert(dow_objective_met(s, 2));

	/* dowfx-3.6: once the game is over, main is "ended by the objective". */
	s->samples = 99;
	ck_assert(dow_main_met(s));
	s->phase = DOW_PHASE_ENDED;
	s->ended_by = 1;
	s->pl[1].secret = OBJ("keep-the-faith");
	s->morale = 9;
	ck_assert(!dow_objective_met(s, 1));
	s->ended_by = 3;
	ck_assert(dow_objective_met(s, 1));
	free_state(s);
}
END_TEST

static const struct {
	const char *label;
	const char *text;
	int         want;
} conds[] = {
	{ "dowfx-3.7 arithmetic", "2 + 3 * 4 == 14 and (2 + 3) * 4 == 20", 1 },
	{ "dowfx-3.8 not and or", "not 1 or 0 and 1", 0 },
	{ "dowfx-3.9 division", "7 / 2 == 3 and 1 / 0 == 0", 1 },
	{ "dowfx-3.10 players", "players == 3 and players_in == 3", 1 },
	{ "dowfx-3.11 board", "zombies police == 2 and zombies outside >= 2 and max_zombies == 2",
	    1 },
	{ "dowfx-3.12 you", "survivors colony == 2 and survivors == 2 and others == 4", 1 },
	{ "dowfx-3.13 negation", "- morale < 0", 1 },
};

START_TEST(cond_table)
{
	struct dow_state *s = new_state(3, 4);
	struct dow_cond  *c;
	char              err[400];

	/* dowfx-3.7 to 3.13: the expression language. */
	zombies_at(s, DOW_POLICE, 2);
	c = dow_cond_compile(pack, DOW_FX_OBJ, conds[_i].text, err, sizeof(err));
	ck_assert_msg(c != NULL, "%s: %s", conds[_i].label, err);
	ck_assert_msg(dow_cond_eval(s, 1, c) == conds[_i].want, "%s", conds[_i].label);
	dow_cond_free(c);
	free_state(s);
}
END_TEST

/* ---- dowfx-4: effects ------------------------------------------------- */

/* run - compile text for kind and apply it for seat 1; rc */

static enum pb_rc
run(struct dow_state *s, int kind, const char *text, const struct dow_target *t, struct pb_buf *log,
    struct pb_err *err)
{
	struct dow_effect *e;
	char               msg[400];
	enum pb_rc         rc;

	e = dow_effect_compile(pack, kind, text, msg, sizeof(msg));
	ck_assert_msg(e != NULL, "%s: %s", text, msg);
	rc = dow_effect_apply_to(s, 1, e, t, log, err);
	dow_effect_free(e);
	return (rc);
}

static const struct {
	const char *label;
	const char *text;
	int         self;  /* 1: Forest is self, at the colony */
	int         named; /* 1: name Forest */
	const char *want;
} refusals[] = {
	{ "dowfx-4.1 a cost it cannot pay", "food -2 + morale 1", 0, 0, "only 1 food token" },
	{ "dowfx-4.2 a later step refuses", "discard 1 + draw here 1", 1, 0, "no item deck" },
	{ "dowfx-4.3 pay without the card", "morale 1 + pay fuel + kill here 3", 1, 0,
	    "need a fuel card" },
	{ "dowfx-4.4 heal the unwounded", "heal target 1", 0, 1, "no wound token" },
	{ "dowfx-4.5 nothing to kill", "kill here 2 + expose", 1, 0, "no zombie" },
	{ "dowfx-4.6 no location named", "food 1 + draw there 1", 0, 0, "Name a location" },
	{ "dowfx-4.7 no survivor named", "heal target 1", 0, 0, "Name one of your survivors" },
	{ "dowfx-4.8 a roll's branch refuses", "roll 4 then food 1 else food -5", 0, 0,
	    "only 1 food token" },
	{ "dowfx-4.9 the same resource twice", "food -1 + food -1", 0, 0, "only 0 food" },
	{ "dowfx-4.10 no room", "helpless 30", 0, 0, "no room" },
};

START_TEST(effect_refusals)
{
	struct dow_state *s = new_state(3, 5);
	struct dow_target t;
	struct pb_buf     log;
	struct pb_err     err;
	char             *before, *after;

	/* dowfx-4.1 to 4.10: a refused effect changes nothing at all. */
	s->food = 1;
	empty_hand(s, 1);
	give(s, 1, "start-medicine");
	put(s, 1, "forest-plum", DOW_COLONY);
	dow_target_init(&t);
	if (refusals[_i].self)
		t.self = SURV("forest-plum");
	if (refusals[_i].named)
		t.surv = SURV("forest-plum");
	pb_buf_init(&log);
	before = dow_state_save(s);
	ck_assert_msg(run(s, DOW_FX_ITEM, refusals[_i].text, &t, &log, &err) == PB_EDATA, "%s",
	    refusals[_i].label);
	ck_assert_msg(
	    strstr(err.msg, refusals[_i].want) != NULL, "%s: \"%s\"", refusals[_i].label, err.msg);
	after = dow_state_save(s);
	ck_assert_msg(strcmp(before, after) == 0, "%s: the state changed", refusals[_i].label);
	ck_assert_uint_eq(log.len, 0);
	free(before);
	free(after);
	pb_buf_free(&log);
	free_state(s);
}
END_TEST

START_TEST(effect_daniel)
{
	struct dow_state *s = new_state(3, 6);
	struct dow_target t;
	struct pb_buf     log;
	struct pb_err     err;
	int               kills;

	/* dowfx-4.11: Daniel kills 2 at his location, one exposure roll. */
	put(s, 1, "daniel-smith", DOW_POLICE);
	zombies_at(s, DOW_POLICE, 3);
	kills = s->kills;
	dow_target_init(&t);
	t.self = SURV("daniel-smith");
	pb_buf_init(&log);
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("daniel-smith")].power, &t, &log, &err)
	    == PB_OK);
	ck_assert_int_eq(dow_loc_zombies(s, DOW_POLICE), 1);
	ck_assert_int_eq(s->kills, kills + 2);
	ck_assert_ptr_nonnull(strstr(log.s, "rolls for exposure"));
	ck_assert_ptr_null(strstr(strstr(log.s, "rolls for exposure") + 1, "rolls for exposure"));

	/* dowfx-4.12: with 1 zombie left he kills 1 (E44). */
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("daniel-smith")].power, &t, NULL, &err)
	        == PB_OK
	    || dow_group_find(s, SURV("daniel-smith")) < 0);
	ck_assert_int_eq(dow_loc_zombies(s, DOW_POLICE), 0);
	pb_buf_free(&log);
	free_state(s);
}
END_TEST

START_TEST(effect_survivors)
{
	struct dow_state *s = new_state(3, 7);
	struct dow_target t;
	struct pb_err     err;
	int               gi, morale;

	/* dowfx-4.13: Olivia heals a survivor at her location, not elsewhere. */
	put(s, 1, "olivia-brown", DOW_HOSPITAL);
	gi = put(s, 2, "mike-cho", DOW_HOSPITAL);
	s->group[gi].wounds = 2;
	s->group[gi].frost = 1;
	put(s, 2, "ashley-ross", DOW_SCHOOL);
	s->group[dow_group_find(s, SURV("ashley-ross"))].wounds = 1;
	dow_target_init(&t);
	t.self = SURV("olivia-brown");
	t.surv = SURV("ashley-ross");
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("olivia-brown")].power, &t, NULL, &err)
	    == PB_EDATA);
	ck_assert_msg(strstr(err.msg, "not at the Hospital") != NULL, "%s", err.msg);
	t.surv = SURV("mike-cho");
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("olivia-brown")].power, &t, NULL, &err)
	    == PB_OK);
	gi = dow_group_find(s, SURV("mike-cho"));
	ck_assert_int_eq(s->group[gi].wounds, 1);
	ck_assert_int_eq(s->group[gi].frost, 0); /* frostbite first */

	/* dowfx-4.14: Forest leaves the game and morale rises by 1, no loss. */
	put(s, 1, "forest-plum", DOW_COLONY);
	morale = s->morale;
	dow_target_init(&t);
	t.self = SURV("forest-plum");
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("forest-plum")].power, &t, NULL, &err)
	    == PB_OK);
	ck_assert_int_lt(dow_group_find(s, SURV("forest-plum")), 0);
	ck_assert_int_ge(deck_find(&s->surv_out, SURV("forest-plum")), 0);
	ck_assert_int_eq(s->morale, morale + 1);
	ck_assert_int_eq(s->pl[1].exiled, 0);

	/* dowfx-4.15: Brian raises the lowest unused die below 6. */
	deck_clear(&s->pl[1].dice);
	deck_push(&s->pl[1].dice, 6);
	deck_push(&s->pl[1].dice, 2);
	dow_target_init(&t);
	ck_assert(dow_effect_apply_to(s, 1, pack->fx->surv[SURV("brian-lee")].power, &t, NULL, &err)
	    == PB_OK);
	ck_assert_int_eq(s->pl[1].dice.v[1], 3);
	s->pl[1].dice.v[1] = 6;
	ck_assert(dow_effect_apply_to(s, 1, pack->fx->surv[SURV("brian-lee")].power, &t, NULL, &err)
	    == PB_EDATA);

	/* dowfx-4.16: Sophie looks privately, nothing moves. */
	dow_target_init(&t);
	t.loc = DOW_GAS;
	t.priv = pb_calloc(1, sizeof(*t.priv));
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("sophie-robinson")].power, &t, NULL, &err)
	    == PB_OK);
	ck_assert_ptr_nonnull(strstr(
	    t.priv->s, pack->item[pack->inst[s->deck[DOW_GAS].v[s->deck[DOW_GAS].n - 1]]].n.name));
	pb_buf_free(t.priv);
	free(t.priv);
	free_state(s);
}
END_TEST

START_TEST(effect_gabriel)
{
	struct dow_state *s = new_state(3, 8);
	struct dow_target t;
	struct pb_err     err;
	int               n, hand, found = 0, i;

	/* dowfx-4.17: Gabriel reveals 4 and takes an outsider, the rest go back. */
	put(s, 1, "gabriel-diaz", DOW_SCHOOL);
	n = s->deck[DOW_SCHOOL].n;
	hand = s->pl[1].hand.n;
	for (i = 0; i < 4 && i < n; i++)
		found |=
		    pack->item[pack->inst[s->deck[DOW_SCHOOL].v[n - 1 - i]]].type == DOW_OUTSIDER;
	dow_target_init(&t);
	t.self = SURV("gabriel-diaz");
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("gabriel-diaz")].power, &t, NULL, &err)
	    == PB_OK);
	ck_assert_int_eq(s->pl[1].hand.n, hand + found);
	ck_assert_int_eq(s->deck[DOW_SCHOOL].n, n - found);

	/* dowfx-4.18: not in the colony, which has no deck. */
	put(s, 1, "gabriel-diaz", DOW_COLONY);
	ck_assert(
	    dow_effect_apply_to(s, 1, pack->fx->surv[SURV("gabriel-diaz")].power, &t, NULL, &err)
	    == PB_EDATA);
	free_state(s);
}
END_TEST

START_TEST(effect_crises)
{
	struct dow_state *s = new_state(3, 9);
	struct pb_buf     log;
	int               morale;

	/* dowfx-4.19: Blizzard: no move until the end of the next round, -1 morale. */
	s->round = 3;
	morale = s->morale;
	dow_crisis_fail(s, CRISIS("blizzard"), NULL);
	ck_assert_int_eq(s->no_move, 4);
	ck_assert_int_eq(s->morale, morale - 1);

	/* dowfx-4.20: its optional bonus is the card's, not added to the rule's. */
	dow_crisis_bonus(s, CRISIS("blizzard"), NULL);
	ck_assert_int_eq(s->morale, morale);

	/* dowfx-4.21: a crisis applies what it can, skipping the rest. */
	s->helpless[DOW_COLONY] = 0;
	dow_crisis_fail(s, CRISIS("sickness-spreads"), NULL);
	ck_assert_int_eq(s->morale, morale - 2);
	s->helpless[DOW_COLONY] = 2;
	dow_crisis_fail(s, CRISIS("sickness-spreads"), NULL);
	ck_assert_int_eq(s->helpless[DOW_COLONY], 1);
	ck_assert_int_eq(s->morale, morale - 3);
	s->food = 1;
	pb_buf_init(&log);
	dow_crisis_fail(s, CRISIS("empty-pantry"), &log);
	ck_assert_int_eq(s->food, 0);
	ck_assert_int_eq(s->morale, morale - 5);

	/* dowfx-4.22: Fuel Shortage frostbites the lowest influence in the colony. */
	morale = s->morale;
	dow_crisis_fail(s, CRISIS("fuel-shortage"), &log);
	ck_assert_int_eq(s->morale, morale - 1);
	pb_buf_free(&log);
	free_state(s);
}
END_TEST

START_TEST(effect_hunted)
{
	struct dow_state *s = new_state(3, 10);
	struct dow_target t;
	struct pb_buf     log;
	struct pb_err     err;
	const char       *p;
	int               rolls = 0, x = XROADS("hunted");

	/* dowfx-4.23: Hunted option 2 sets the rule for the rest of the game. */
	dow_target_init(&t);
	ck_assert(dow_effect_apply_to(s, 1, pack->fx->xroads[x].opt[1], &t, NULL, &err) == PB_OK);
	ck_assert_int_eq(s->hunted, 1);

	/* dowfx-4.24: option 1 rolls exposure twice for each of your survivors. */
	s->opt.exposure[DOW_BLANK] = 1;
	s->opt.exposure[DOW_WOUND] = 0;
	s->opt.exposure[DOW_FROSTBITE] = 0;
	s->opt.exposure[DOW_BITE] = 0;
	pb_buf_init(&log);
	ck_assert(dow_effect_apply_to(s, 1, pack->fx->xroads[x].opt[0], &t, &log, &err) == PB_OK);
	for (p = log.s; (p = strstr(p, "rolls for exposure")) != NULL; p++)
		rolls++;
	ck_assert_int_eq(rolls, 2 * dow_seat_survivors(s, 1));
	pb_buf_free(&log);
	free_state(s);
}
END_TEST

START_TEST(effect_rules)
{
	struct dow_state  *s = new_state(4, 16);
	struct dow_effect *e;
	struct dow_target  t;
	struct pb_err      err;
	int                it;

	/* dowfx-4.25: require: Board Games only while the colony is clear. */
	it = ITEM("library-board-games");
	dow_target_init(&t);
	s->zombies[DOW_COLONY][2] = 1;
	ck_assert(dow_effect_check(s, 1, pack->fx->item[it].play, &t, &err) == PB_EDATA);
	ck_assert_ptr_nonnull(strstr(err.msg, "zombies colony == 0"));
	s->zombies[DOW_COLONY][2] = 0;
	ck_assert(dow_effect_check(s, 1, pack->fx->item[it].play, &t, &err) == PB_OK);

	/* dowfx-4.26: exiled survivors are not sent into the colony (E40 a). */
	put(s, 2, "mike-cho", DOW_SCHOOL);
	s->pl[2].exiled = 1;
	e = dow_effect_compile(pack, DOW_FX_ITEM, "send yours colony", NULL, 0);
	ck_assert(dow_effect_apply_to(s, 2, e, &t, NULL, &err) == PB_EDATA);
	ck_assert_ptr_nonnull(strstr(err.msg, "Exiled survivors cannot enter the colony"));
	ck_assert_int_eq(s->group[dow_group_find(s, SURV("mike-cho"))].loc, DOW_SCHOOL);
	dow_effect_free(e);

	/* dowfx-4.27: a crossroads vote, then its cancellation. */
	ck_assert(run(s, DOW_FX_XROADS, "vote first", &t, NULL, &err) == PB_OK);
	ck_assert_int_eq(s->wait.kind, DOW_W_VOTE);
	ck_assert_int_eq(s->wait.target, s->first_player);
	ck_assert_int_eq(s->wait.votes[2], DOW_VOTE_NONE); /* exiled: no vote */
	ck_assert_int_eq(s->wait.votes[1], DOW_VOTE_DUE);
	ck_assert(run(s, DOW_FX_XROADS, "vote active", &t, NULL, &err) == PB_EDATA);
	ck_assert(run(s, DOW_FX_XROADS, "cancel_vote", &t, NULL, &err) == PB_OK);
	ck_assert_int_eq(s->wait.kind, DOW_W_NONE);

	/* dowfx-4.28: a move card says what it does to its move. */
	ck_assert_uint_eq(dow_effect_move(pack->fx->item[ITEM("gas-fuel")].play), DOW_MOVE_NOEXP);
	ck_assert_uint_eq(
	    dow_effect_move(pack->fx->item[ITEM("gas-snow-chains")].play), DOW_MOVE_BEST);
	free_state(s);
}
END_TEST

/* ---- dowfx-5: bad data ----------------------------------------------- */

/* line_of - the line of the first occurrence of needle in file, 0 */

static int
line_of(const char *file, const char *needle)
{
	char *path, *text, *at, *p;
	int   n = 1;

	path = pb_asprintf("%s/content/dow/%s", PB_SRCDIR, file);
	text = pb_file_read(path, NULL, NULL);
	ck_assert_ptr_nonnull(text);
	at = strstr(text, needle);
	ck_assert_ptr_nonnull(at);
	for (p = text; p < at; p++)
		n += *p == '\n';
	free(text);
	free(path);
	return (n);
}

static const struct {
	const char *label;
	const char *file;
	const char *from;
	const char *to;
	const char *want;
} bad_data[] = {
	{ "dowfx-5.1 missing number", "items.ini",
	    "text = Add 1 food token to the food supply.\nfood = 1\ncopies = 2\nplay = food 1",
	    "text = Add 1 food token to the food supply.\nfood = 1\ncopies = 2\nplay = food",
	    "[item start-canned-soup]: play: expected a number, found the end" },
	{ "dowfx-5.2 unknown event", "crossroads.ini", "on = move_wound", "on = move_wounded",
	    "[crossroads hunted]: on: expected an event" },
	{ "dowfx-5.3 unknown type", "secrets.ini", "win = main and hand food >= 3",
	    "win = main and hand snacks >= 3", "[secret hunger]: win: expected an item type" },
	{ "dowfx-5.4 you in a main objective", "objectives.ini",
	    "win = samples >= 3 * players\nexpert_win = samples >= 2 * players + 2",
	    "win = hand food >= 3\nexpert_win = samples >= 2 * players + 2",
	    "[main we-need-more-samples]: win: \"hand\" cannot be used" },
	{ "dowfx-5.5 a player verb in a crisis", "crises.ini", "fail = discard_each 2",
	    "fail = discard 2", "[crisis raiders]: fail: \"discard\" needs a player" },
	{ "dowfx-5.6 unknown verb", "survivors.ini", "power = die 1", "power = dice 1",
	    "[survivor brian-lee]: power: unknown verb \"dice\"" },
	{ "dowfx-5.7 unknown survivor", "crossroads.ini", "on = turn_start sparky",
	    "on = turn_start rex", "[crossroads good-dog]: on: \"rex\" is not" },
	{ "dowfx-5.8 unknown modifier", "items.ini", "equip = wounds_to_kill 4", "equip = armor 4",
	    "[item police-body-armor]: equip: unknown modifier" },
	{ "dowfx-5.9 food key and play differ", "items.ini", "food = 3\ncopies = 2\nplay = food 3",
	    "food = 3\ncopies = 2\nplay = food 2",
	    "[item grocery-frozen-turkey]: play: a food card's play must add its 3" },
	{ "dowfx-5.10 a missing key", "crises.ini", "fail = morale -2\n", "\n",
	    "[crisis dark-thoughts]: needs fail" },
	{ "dowfx-5.11 do2 without option2", "crossroads.ini", "do1 = mill gas 2",
	    "do1 = mill gas 2\ndo2 = nothing", "[crossroads leaking-tanks]: needs do2 exactly" },
	{ "dowfx-5.12 move verb without when = move", "items.ini",
	    "play = kill here 1\n\n[item police-baton]",
	    "play = no_exposure\n\n[item police-baton]",
	    "[item police-box-of-shells]: play: \"no_exposure\" is only for cards played with a "
	    "move" },
};

START_TEST(bad_pack_data)
{
	struct dow_pack *p = NULL;
	struct pb_err    err;
	struct pb_buf    b;
	char            *at, *want;

	/* dowfx-5.1 to 5.12: the error names FILE:LINE, the card and the key. */
	load();
	at = strstr(pack_text, bad_data[_i].from);
	ck_assert_msg(at != NULL, "%s: fixture not found", bad_data[_i].label);
	pb_buf_init(&b);
	pb_buf_add(&b, pack_text, (size_t)(at - pack_text));
	pb_buf_puts(&b, bad_data[_i].to);
	pb_buf_puts(&b, at + strlen(bad_data[_i].from));
	ck_assert_msg(dow_pack_parse(b.s, &p, &err) == PB_EDATA, "%s", bad_data[_i].label);
	ck_assert_ptr_null(p);
	ck_assert_msg(strstr(err.msg, bad_data[_i].want) != NULL, "%s: got \"%s\"",
	    bad_data[_i].label, err.msg);
	/* The file is named (dowfx-5.13 checks a line number exactly). */
	want = pb_asprintf("%s:", bad_data[_i].file);
	ck_assert_msg(strncmp(err.msg, want, strlen(want)) == 0, "%s: got \"%s\"",
	    bad_data[_i].label, err.msg);
	free(want);
	pb_buf_free(&b);
}
END_TEST

START_TEST(bad_pack_line)
{
	struct dow_pack *p = NULL;
	struct pb_err    err;
	struct pb_buf    b;
	const char      *from = "on = move_wound";
	char            *at, *want;

	/* dowfx-5.13: the line number is exactly the key's line. */
	load();
	at = strstr(pack_text, from);
	pb_buf_init(&b);
	pb_buf_add(&b, pack_text, (size_t)(at - pack_text));
	pb_buf_puts(&b, "on = bogus");
	pb_buf_puts(&b, at + strlen(from));
	ck_assert(dow_pack_parse(b.s, &p, &err) == PB_EDATA);
	want = pb_asprintf(
	    "crossroads.ini:%d: [crossroads hunted]: on:", line_of("crossroads.ini", from));
	ck_assert_msg(
	    strncmp(err.msg, want, strlen(want)) == 0, "got \"%s\", want \"%s\"", err.msg, want);
	free(want);
	pb_buf_free(&b);
}
END_TEST

static const struct {
	const char *label;
	int         kind;
	const char *text;
	const char *want;
} bad_texts[] = {
	{ "dowfx-5.14 trailing word", DOW_FX_ITEM, "food 1 morale", "expected \"+\" or the end" },
	{ "dowfx-5.15 zero", DOW_FX_ITEM, "food 0", "a number other than 0" },
	{ "dowfx-5.16 negative count", DOW_FX_ITEM, "draw police -1", "a count of 1 or more" },
	{ "dowfx-5.17 colony deck", DOW_FX_ITEM, "draw colony 1", "the colony has no item deck" },
	{ "dowfx-5.18 roll without then", DOW_FX_ITEM, "roll 4 food 1", "expected then" },
	{ "dowfx-5.19 die out of range", DOW_FX_ITEM, "roll 7 then food 1", "a die value 1 to 6" },
	{ "dowfx-5.20 who", DOW_FX_ITEM, "wound somebody 1", "expected target, near" },
	{ "dowfx-5.21 target in a crisis", DOW_FX_CRISIS, "wound target 1", "needs a player" },
	{ "dowfx-5.22 there in a crisis", DOW_FX_CRISIS, "zombies there 1", "not allowed here" },
	{ "dowfx-5.23 noise in the colony", DOW_FX_ITEM, "noise colony 1", "no noise tokens" },
	{ "dowfx-5.24 odd character", DOW_FX_ITEM, "food 1 & morale 1", "unexpected character" },
	{ "dowfx-5.25 count in an item", DOW_FX_ITEM, "if count >= 3 then food 1",
	    "cannot be used here" },
};

START_TEST(bad_text)
{
	struct dow_effect *e;
	char               err[400];

	/* dowfx-5.14 to 5.25: texts refused with the word at fault. */
	load();
	e = dow_effect_compile(pack, bad_texts[_i].kind, bad_texts[_i].text, err, sizeof(err));
	ck_assert_msg(e == NULL, "%s: accepted", bad_texts[_i].label);
	ck_assert_msg(
	    strstr(err, bad_texts[_i].want) != NULL, "%s: got \"%s\"", bad_texts[_i].label, err);
}
END_TEST

/* ---- dowfx-6: the end of the game --------------------------------------- */

START_TEST(end_cooperative)
{
	struct dow_state *s = new_state(2, 11);
	struct pb_buf     log;

	/* dowfx-6.1: 2 players have no secret objective: all win by the main. */
	ck_assert_int_eq(s->pl[1].secret, -1);
	pb_buf_init(&log);
	dow_game_over(s, "objective", &log);
	ck_assert_int_eq(s->phase, DOW_PHASE_ENDED);
	ck_assert_int_eq(s->ended_by, 3);
	ck_assert(s->pl[1].won && s->pl[2].won);
	ck_assert_ptr_nonnull(strstr(log.s, "Player 2"));

	/* dowfx-6.2: a second end changes nothing. */
	dow_game_over(s, "morale", &log);
	ck_assert_int_eq(s->ended_by, 3);
	pb_buf_free(&log);
	free_state(s);

	/* dowfx-6.3: the round track ends it: everyone loses. */
	s = new_state(2, 12);
	s->samples = 99;
	dow_game_over(s, "rounds", NULL);
	ck_assert_int_eq(s->ended_by, 2);
	ck_assert(!s->pl[1].won && !s->pl[2].won);
	free_state(s);
}
END_TEST

START_TEST(end_betrayal)
{
	struct dow_state *s = new_state(4, 13);
	struct pb_buf     log;

	/* dowfx-6.4: morale 0: the cult leader wins, the hungry lose. */
	s->pl[1].secret = OBJ("cult-leader");
	s->pl[2].secret = OBJ("hunger");
	s->pl[3].secret = OBJ("resignation");
	s->pl[4].secret = OBJ("keep-the-faith");
	s->zombies[DOW_COLONY][0] = 3;
	s->zombies[DOW_COLONY][1] = 3;
	s->morale = 0;
	pb_buf_init(&log);
	dow_game_over(s, "morale", &log);
	ck_assert_int_eq(s->ended_by, 1);
	ck_assert(s->pl[1].won);
	ck_assert(!s->pl[2].won);
	ck_assert(s->pl[3].won); /* every survivor of seat 3 is in the colony */
	ck_assert(!s->pl[4].won);
	ck_assert_ptr_nonnull(strstr(log.s, "Cult Leader"));
	ck_assert_ptr_nonnull(strstr(log.s, "WINS"));
	pb_buf_free(&log);
	free_state(s);
}
END_TEST

/* ---- dowfx-7: modifiers ------------------------------------------------ */

START_TEST(mods)
{
	struct dow_state  *s = new_state(3, 14);
	struct dow_mod_src src[8];
	struct pb_err      err;
	int                gi, n, waste;

	/* dowfx-7.1: Mike attacks without exposure, always. */
	gi = put(s, 1, "mike-cho", DOW_SCHOOL);
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_NOEXP_ATTACK), 1);
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_NOEXP_MOVE), 0);

	/* dowfx-7.2: the Lighter is optional: listed with its cost, not summed. */
	deck_push(&s->group[gi].equip, give(s, 1, "gas-lighter"));
	deck_remove_at(&s->pl[1].hand, s->pl[1].hand.n - 1);
	empty_hand(s, 1);
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_ATTACK_KILLS), 0);
	n = dow_mod_sources(s, gi, DOW_MOD_ATTACK_KILLS, src, 8);
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(src[0].value, 4);
	ck_assert_int_eq(src[0].cost, DOW_FUEL);
	ck_assert(src[0].once);

	/* dowfx-7.3: using it needs a fuel card, which goes unused to the waste. */
	ck_assert(dow_mod_spend(s, gi, &src[0], NULL, &err) == PB_EDATA);
	give(s, 1, "gas-fuel");
	waste = s->waste.n;
	ck_assert(dow_mod_spend(s, gi, &src[0], NULL, &err) == PB_OK);
	ck_assert_int_eq(s->waste.n, waste + 1);
	ck_assert_int_eq(s->pl[1].hand.n, 0);

	/* dowfx-7.4: once per round. */
	ck_assert_int_eq(dow_mod_sources(s, gi, DOW_MOD_ATTACK_KILLS, src, 8), 0);
	s->group[gi].used = 0;
	ck_assert_int_eq(dow_mod_sources(s, gi, DOW_MOD_ATTACK_KILLS, src, 8), 1);

	/* dowfx-7.5: Ashley's free barricade, once per round. */
	gi = put(s, 1, "ashley-ross", DOW_COLONY);
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_FREE_BARRICADE), 1);
	ck_assert_int_eq(dow_mod_sources(s, gi, DOW_MOD_FREE_BARRICADE, src, 8), 1);
	ck_assert(dow_mod_spend(s, gi, &src[0], NULL, &err) == PB_OK);
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_FREE_BARRICADE), 0);

	/* dowfx-7.6: Alexis keeps an extra card only at the Library. */
	gi = put(s, 2, "alexis-grey", DOW_SCHOOL);
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_SEARCH_KEEP), 0);
	s->group[gi].loc = DOW_LIBRARY;
	ck_assert_int_eq(dow_equip_mod(s, gi, DOW_MOD_SEARCH_KEEP), 1);

	/* dowfx-7.7: June feeds the colony while she is in it (a seat sum). */
	put(s, 3, "june-abernathy", DOW_COLONY);
	ck_assert_int_eq(dow_seat_mod(s, 0, DOW_MOD_UPKEEP), -1);
	free_state(s);
}
END_TEST

/* ---- dowfx-8: crossroads triggers ---------------------------------------- */

START_TEST(triggers)
{
	struct dow_state *s = new_state(3, 15);
	struct dow_event  ev;
	struct dow_target t;

	/* dowfx-8.1: Hunted fits a regular wound from a move's exposure roll. */
	memset(&ev, 0, sizeof(ev));
	ev.kind = DOW_EV_MOVE_WOUND;
	ev.seat = 1;
	ev.surv = SURV("mike-cho");
	ev.loc = DOW_POLICE;
	ev.from = DOW_COLONY;
	ev.type = -1;
	put(s, 1, "mike-cho", DOW_POLICE);
	ck_assert(dow_xroads_match(s, XROADS("hunted"), &ev, &t));
	ck_assert_int_eq(t.self, SURV("mike-cho"));
	ev.kind = DOW_EV_ATTACK_WOUND;
	ck_assert(!dow_xroads_match(s, XROADS("hunted"), &ev, &t));

	/* dowfx-8.2: Feral Dogs: a move to the Police Station or the Gas Station. */
	ev.kind = DOW_EV_MOVE;
	ck_assert(dow_xroads_match(s, XROADS("feral-dogs"), &ev, &t));
	ev.loc = DOW_SCHOOL;
	ck_assert(!dow_xroads_match(s, XROADS("feral-dogs"), &ev, &t));

	/* dowfx-8.3: Whiteout Walk: leaving the colony with morale 3 or lower. */
	ev.kind = DOW_EV_LEAVE;
	s->morale = 5;
	ck_assert(!dow_xroads_match(s, XROADS("whiteout-walk"), &ev, &t));
	s->morale = 3;
	ck_assert(dow_xroads_match(s, XROADS("whiteout-walk"), &ev, &t));
	ck_assert_int_eq(t.at, DOW_SCHOOL);

	/* dowfx-8.4: Good Dog needs the active player to control Sparky. */
	ev.kind = DOW_EV_TURN_START;
	ev.surv = -1;
	ev.loc = -1;
	ck_assert(!dow_xroads_match(s, XROADS("good-dog"), &ev, &t));
	put(s, 1, "sparky", DOW_GROCERY);
	ck_assert(dow_xroads_match(s, XROADS("good-dog"), &ev, &t));
	ck_assert_int_eq(t.self, SURV("sparky"));
	ck_assert_int_eq(t.at, DOW_GROCERY);
	ev.seat = 2;
	ck_assert(!dow_xroads_match(s, XROADS("good-dog"), &ev, &t));

	/* dowfx-8.5: Too Loud counts the noise of one search. */
	ev.kind = DOW_EV_NOISE;
	ev.seat = 1;
	ev.n = 2;
	ck_assert(!dow_xroads_match(s, XROADS("loud-search"), &ev, &t));
	ev.n = 3;
	ck_assert(dow_xroads_match(s, XROADS("loud-search"), &ev, &t));
	free_state(s);
}
END_TEST

/* ---- dowfx-9: every effect of the pack, everywhere ----------------------- */

/* shake - a varied board: zombies, wounds, dice, helpless, food, hand */

static void
shake(struct dow_state *s, unsigned r)
{
	int i, l, k;

	s->food = (int)(r % 5);
	s->helpless[DOW_COLONY] = (int)(r / 5 % 3);
	for (l = DOW_POLICE; l < DOW_NLOCS; l++)
		s->zombies[l][0] = (int)((r >> l) % 3);
	s->zombies[DOW_COLONY][r % 6] = (int)(r % 2);
	for (i = 0; i < s->ngroup; i++) {
		s->group[i].loc = (int)((r + (unsigned)i * 3) % DOW_NLOCS);
		s->group[i].wounds = (int)((r + (unsigned)i) % 3);
		s->group[i].frost = s->group[i].wounds > 0 && (r & 4) ? 1 : 0;
	}
	for (k = 1; k <= s->nseats; k++) {
		deck_clear(&s->pl[k].dice);
		for (i = 0; i < 3; i++)
			deck_push(&s->pl[k].dice, 1 + (int)((r + (unsigned)(i * k)) % 6));
	}
}

/* try_effect - apply e for seat 1 with a target; check the outcome */

static void
try_effect(struct dow_state *s, const struct dow_effect *e, const char *what, unsigned r)
{
	struct dow_target t;
	struct pb_err     err;
	struct pb_buf     priv;
	char             *before, *after;
	int               i;

	dow_target_init(&t);
	pb_buf_init(&priv);
	t.priv = &priv;
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == 1) {
			t.surv = s->group[i].card;
			t.self = (r & 1) ? s->group[i].card : -1;
		}
	t.loc = (int)(r % DOW_NLOCS);
	before = dow_state_save(s);
	if (dow_effect_apply_to(s, 1, e, &t, NULL, &err) != PB_OK) {
		after = dow_state_save(s);
		ck_assert_msg(
		    strcmp(before, after) == 0, "%s: refused (%s) but changed", what, err.msg);
		free(after);
	}
	ck_assert_msg(dow_state_check(s), "%s: invariants broken", what);
	free(before);
	pb_buf_free(&priv);
}

START_TEST(every_effect)
{
	const struct dow_fx *fx;
	struct dow_state    *s;
	char                 what[100];
	unsigned             r;
	int                  i;

	/* dowfx-9.1: every effect applies or refuses cleanly, on many boards. */
	load();
	fx = pack->fx;
	for (r = 0; r < 12; r++) {
		s = new_state(3 + (int)(r % 3), 100 + r);
		for (i = 0; i < pack->nsurv + pack->nitem + pack->nxroads * 2; i++) {
			shake(s, r * 7 + (unsigned)i);
			s->phase = DOW_PHASE_ROUND;
			s->morale = 20;
			s->wait.kind = DOW_W_NONE;
			if (i < pack->nsurv) {
				snprintf(what, sizeof(what), "power of %s", pack->surv[i].n.id);
				if (fx->surv[i].power)
					try_effect(s, fx->surv[i].power, what, r + (unsigned)i);
			} else if (i < pack->nsurv + pack->nitem) {
				snprintf(what, sizeof(what), "item %s",
				    pack->item[i - pack->nsurv].n.id);
				try_effect(
				    s, fx->item[i - pack->nsurv].play, what, r + (unsigned)i);
				try_effect(s, fx->item[i - pack->nsurv].use, what, r + (unsigned)i);
			} else {
				int x = (i - pack->nsurv - pack->nitem) / 2, o = i % 2;

				snprintf(what, sizeof(what), "crossroads %s option %d",
				    pack->xroads[x].n.id, o + 1);
				if (fx->xroads[x].opt[o])
					try_effect(s, fx->xroads[x].opt[o], what, r + (unsigned)i);
			}
		}
		for (i = 0; i < pack->ncrisis; i++) {
			shake(s, r + (unsigned)i);
			s->phase = DOW_PHASE_ROUND;
			s->morale = 20;
			dow_crisis_fail(s, i, NULL);
			dow_crisis_bonus(s, i, NULL);
			ck_assert_msg(dow_state_check(s), "crisis %s", pack->crisis[i].n.id);
		}
		free_state(s);
	}
}
END_TEST

/* ---- runner ---------------------------------------------------------------- */

/* play_line - seat plays by a command line: what dow_act_play() says */

static enum pb_rc
play_line(struct dow_state *s, int seat, const char *fmt, const char *name, struct pb_err *err)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	char              *line = pb_asprintf(fmt, name);
	enum pb_rc         rc;

	ck_assert(lex_line(line, &l, err) == PB_OK);
	rc = dow_act_play(s, seat, l, &res, err);
	lex_free(l);
	free(line);
	free(res.text);
	return (rc);
}

START_TEST(own_survivor)
{
	struct dow_state *s = new_state(2, 9);
	struct pb_err     err;
	const char       *plum = pack->surv[SURV("forest-plum")].n.name;
	const char       *dan = pack->surv[SURV("daniel-smith")].n.name;
	char             *before, *after;

	/* dowfx-9.1: the open pack is of revision 1. */
	ck_assert_int_eq(pack->rev, DOW_REV);
	ck_assert_int_ge(pack->rev, 1);

	/* dowfx-9.2: Flare Gun on the other seat's survivor is refused, and
	 * nothing changes; on one's own it moves the zombies. */
	empty_hand(s, 1);
	give(s, 1, "police-flare-gun");
	put(s, 2, "forest-plum", DOW_POLICE);
	put(s, 1, "daniel-smith", DOW_POLICE);
	zombies_at(s, DOW_POLICE, 3);
	before = dow_state_save(s);
	ck_assert_int_eq(play_line(s, 1, "play Flare Gun on %s at school", plum, &err), PB_EDATA);
	ck_assert_msg(strstr(err.msg, "is not your survivor") != NULL, "%s", err.msg);
	after = dow_state_save(s);
	ck_assert_str_eq(before, after);
	free(after);
	ck_assert_int_eq(play_line(s, 1, "play Flare Gun on %s at school", dan, &err), PB_OK);
	ck_assert_int_eq(dow_loc_zombies(s, DOW_POLICE), 0);

	/* dowfx-9.3: a game of a pack stored before (revision 0) keeps what
	 * it did: the other seat's survivor is taken. */
	free(before);
	free_state(s);
	s = new_state(2, 9);
	empty_hand(s, 1);
	give(s, 1, "police-flare-gun");
	put(s, 2, "forest-plum", DOW_POLICE);
	zombies_at(s, DOW_POLICE, 3);
	pack->rev = 0;
	ck_assert_int_eq(play_line(s, 1, "play Flare Gun on %s at school", plum, &err), PB_OK);
	pack->rev = DOW_REV;
	ck_assert_int_eq(dow_loc_zombies(s, DOW_POLICE), 0);
	free_state(s);
}
END_TEST

/* pack_with_rules - the open pack with its rules line made line, parsed */

static enum pb_rc
pack_with_rules(const char *line, struct dow_pack **p, struct pb_err *err)
{
	const char *at;
	char       *text;
	enum pb_rc  rc;

	load();
	ck_assert((at = strstr(pack_text, "\nrules = 1\n")) != NULL);
	text = pb_asprintf("%.*s\n%s%s", (int)(at - pack_text), pack_text, line, at + 10);
	rc = dow_pack_parse(text, p, err);
	free(text);
	return (rc);
}

START_TEST(pack_rules)
{
	struct dow_pack *p = NULL;
	struct pb_err    err;

	/* dowfx-9.4: without the key, revision 0; a revision this pbemd does
	 * not know, or no number, is refused. */
	ck_assert_msg(pack_with_rules("", &p, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(p->rev, 0);
	dow_pack_free(p);
	p = NULL;
	ck_assert_int_eq(pack_with_rules("rules = 9", &p, &err), PB_EDATA);
	ck_assert_msg(strstr(err.msg, "rules revision") != NULL, "%s", err.msg);
	ck_assert_int_eq(pack_with_rules("rules = one", &p, &err), PB_EDATA);
	ck_assert_ptr_null(p);
}
END_TEST

static Suite *
dow_effect_suite(void)
{
	Suite *s = suite_create("dow_effect");
	TCase *t;

	t = tcase_create("pack");
	tcase_add_test(t, pack_data);
	tcase_add_loop_test(t, rulebook_cards, 0, PB_NELEM(rulebook));
	tcase_add_test(t, rulebook_keys);
	suite_add_tcase(s, t);
	t = tcase_create("conditions");
	tcase_add_test(t, cond_hunger);
	tcase_add_test(t, cond_samples);
	tcase_add_test(t, cond_exiled);
	tcase_add_loop_test(t, cond_table, 0, PB_NELEM(conds));
	suite_add_tcase(s, t);
	t = tcase_create("effects");
	tcase_add_loop_test(t, effect_refusals, 0, PB_NELEM(refusals));
	tcase_add_test(t, effect_daniel);
	tcase_add_test(t, effect_survivors);
	tcase_add_test(t, effect_gabriel);
	tcase_add_test(t, effect_crises);
	tcase_add_test(t, effect_hunted);
	tcase_add_test(t, effect_rules);
	suite_add_tcase(s, t);
	t = tcase_create("errors");
	tcase_add_loop_test(t, bad_pack_data, 0, PB_NELEM(bad_data));
	tcase_add_test(t, bad_pack_line);
	tcase_add_loop_test(t, bad_text, 0, PB_NELEM(bad_texts));
	suite_add_tcase(s, t);
	t = tcase_create("end");
	tcase_add_test(t, end_cooperative);
	tcase_add_test(t, end_betrayal);
	suite_add_tcase(s, t);
	t = tcase_create("modifiers");
	tcase_add_test(t, mods);
	tcase_add_test(t, triggers);
	suite_add_tcase(s, t);
	t = tcase_create("revision");
	tcase_add_test(t, own_survivor);
	tcase_add_test(t, pack_rules);
	suite_add_tcase(s, t);

	t = tcase_create("everything");
	tcase_add_test(t, every_effect);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	int rc;

	test_timeouts();
	rc = test_run_suite(dow_effect_suite());
	dow_pack_free(pack);
	free(pack_text);
	return (rc);
}
