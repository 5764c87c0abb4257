/*++
/* NAME
/*	check_zwd_game 1
/* SUMMARY
/*	Zombicide: White Death, the game module: set-up, actions,
/*	refusals, save and load, replay, the zombie phase, the end
/* SYNOPSIS
/*	tests/check_zwd_game
/* DESCRIPTION
/*	Plays the game through zwd_ops, as the arbiter does: the pack is
/*	read from content/zwd with its subdirectories (pack(3)).  Combat
/*	is not in this version: where a scripted game needs the zombies
/*	gone, the test takes them off the board and says so.
/*--*/

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>
#include <jansson.h>

#include "core/deck.h"
#include "core/game.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/picture.h"
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_picture.h"
#include "testrun.h"

static char *pack_text;
static void *pack;

/* the_pack - content/zwd, read and parsed once */

static void *
the_pack(void)
{
	struct pb_err err = { 0 };

	if (pack == NULL) {
		ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd", &pack_text, &err) == PB_OK,
		    "%s", err.msg);
		ck_assert_msg((pack = zwd_ops.pack_parse(pack_text, &err)) != NULL, "%s", err.msg);
	}
	return (pack);
}

/* game - a new game, or fail */

static struct zwd_state *
game(int nseats, unsigned seedno, const char *opts)
{
	unsigned char seed[PB_SEED_LEN] = { 0 };
	struct pb_err err = { 0 };
	json_t       *o = json_loads(opts ? opts : "{}", 0, NULL), *canon = NULL;
	void         *g = NULL;

	memcpy(seed, &seedno, sizeof(seedno));
	ck_assert_msg(
	    zwd_ops.create(the_pack(), o, nseats, seed, &g, &canon, &err) == PB_OK, "%s", err.msg);
	json_decref(o);
	json_decref(canon);
	return (g);
}

/* refused_create - create() refuses, with why holding a word */

static void
refused_create(int nseats, const char *opts, const char *why)
{
	unsigned char seed[PB_SEED_LEN] = { 0 };
	struct pb_err err = { 0 };
	json_t       *o = json_loads(opts, 0, NULL), *canon = NULL;
	void         *g = NULL;

	ck_assert(zwd_ops.create(the_pack(), o, nseats, seed, &g, &canon, &err) != PB_OK);
	ck_assert_msg(strstr(err.msg, why) != NULL, "%s", err.msg);
	json_decref(o);
}

/* run - one line for a seat */

static enum pb_rc
run(struct zwd_state *s, int seat, const char *line, struct game_result *res, struct pb_err *err)
{
	struct lex_line *l;
	enum pb_rc       rc;

	game_result_clear(res);
	ck_assert(lex_line(line, &l, err) == PB_OK);
	rc = zwd_ops.apply(s, seat, l, res, err);
	lex_free(l);
	return (rc);
}

/* ok - the line is accepted and the invariants hold */

static void
ok(struct zwd_state *s, int seat, const char *line)
{
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	char               why[200];

	ck_assert_msg(run(s, seat, line, &res, &err) == PB_OK, "\"%s\": %s", line, err.msg);
	ck_assert_msg(zwd_invariants(s, why, sizeof(why)), "after \"%s\": %s", line, why);
	game_result_clear(&res);
}

/* no - the line is refused with why in the reason, the state unchanged */

static void
no(struct zwd_state *s, int seat, const char *line, const char *why)
{
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	char              *before = zwd_ops.save(s), *after;

	ck_assert_msg(run(s, seat, line, &res, &err) != PB_OK, "\"%s\" accepted", line);
	ck_assert_msg(strstr(err.msg, why) != NULL, "\"%s\": %s", line, err.msg);
	after = zwd_ops.save(s);
	ck_assert_str_eq(before, after);
	free(before);
	free(after);
	game_result_clear(&res);
}

/* reload - save, load, save: the same bytes; the loaded state */

static struct zwd_state *
reload(struct zwd_state *s, unsigned seedno, const char *opts)
{
	unsigned char seed[PB_SEED_LEN] = { 0 };
	struct pb_err err = { 0 };
	json_t       *o = json_loads(opts ? opts : "{\"mission\": \"intro\"}", 0, NULL);
	char         *a = zwd_ops.save(s), *b;
	void         *g = NULL;

	memcpy(seed, &seedno, sizeof(seedno));
	ck_assert_msg(
	    zwd_ops.load(the_pack(), o, s->nseats, seed, a, &g, &err) == PB_OK, "%s", err.msg);
	b = zwd_ops.save(g);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	json_decref(o);
	return (g);
}

/* surv - the index of a survivor by id */

static int
surv(const struct zwd_state *s, const char *id)
{
	int i = zwd_surv_find(s, id);

	ck_assert_msg(i >= 0, "no survivor %s", id);
	return (i);
}

/* zone - the index of a label */

static int
zone(const struct zwd_state *s, const char *label)
{
	int z = zwd_map_zone(s->map, label);

	ck_assert_msg(z >= 0, "no zone %s", label);
	return (z);
}

/* clear - take every zombie off the board (standing in for combat) */

static void
clear(struct zwd_state *s)
{
	int z, t;

	for (z = 0; z < s->map->nzones; z++)
		for (t = 0; t < ZWD_NZOMBIES; t++)
			zwd_board_take(s->board, z, t, zwd_board_at(s->board, z, t));
}

/* at_rev - game s plays by rules revision rev (the pack is shared: put
 * it back with ZWD_REV) */

static void
at_rev(struct zwd_state *s, int rev)
{
	((struct zwd_pack *)s->pack)->rev = rev;
}

/* give_skill - survivor i at Orange, with skill family sk its pick there */

static void
give_skill(struct zwd_state *s, int i, int sk)
{
	s->surv[i].ap = ZWD_AP_ORANGE;
	s->surv[i].npick = 1;
	s->surv[i].pick[0] = (struct zwd_skill_ref){ .fam = sk, .fam2 = -1 };
}

/* ---- the pack ------------------------------------------------------ */

START_TEST(pack_subdirs)
{
	struct pb_err err = { 0 };
	char         *flat = NULL;
	json_t       *sum;

	the_pack();
	/* Sorted by relative path: cards/ before missions/ before tiles/. */
	ck_assert(strncmp(pack_text, "[file cards/abominations.ini]\n", 30) == 0);
	ck_assert(strstr(pack_text, "\n[file missions/00-intro.ini]\n") != NULL);
	ck_assert(strstr(pack_text, "\n[file tiles/34.ini]\n") != NULL);
	ck_assert(strstr(pack_text, "[file cards/zombies.ini]")
	    < strstr(pack_text, "[file missions/00-intro.ini]"));
	/* A flat directory keeps bare names. */
	ck_assert(pack_read_dir(PB_SRCDIR "/content/zwd/cards", &flat, &err) == PB_OK);
	ck_assert(strncmp(flat, "[file abominations.ini]\n", 24) == 0);
	ck_assert(strstr(flat, "[file cards/") == NULL);
	free(flat);
	sum = zwd_ops.pack_summary(the_pack());
	ck_assert_int_eq(json_integer_value(json_object_get(sum, "tiles")), 18);
	ck_assert_int_eq(json_array_size(json_object_get(sum, "missions")), 11);
	json_decref(sum);
	/* Errors name the file by its path in the pack. */
	ck_assert(zwd_ops.pack_parse("[file cards/x.ini]\n[pack]\nname = x\n", &err) == NULL);
	ck_assert_msg(strstr(err.msg, "tiles") != NULL, "%s", err.msg);
	ck_assert(zwd_ops.pack_parse("[file tiles/x.ini]\n[pack]\nname = x\n", &err) == NULL);
	ck_assert_msg(strstr(err.msg, "cards/") != NULL, "%s", err.msg);
	ck_assert(game_find("zwd") == &zwd_ops);
}
END_TEST

/* ---- set-up -------------------------------------------------------- */

START_TEST(setup_intro)
{
	struct zwd_state *s = game(1, 7, "{\"mission\": \"intro\"}");
	char              why[200];
	int               i, k, n, cards;

	ck_assert_int_eq(s->nsurv, 6);
	ck_assert_int_eq(s->first, 1);
	ck_assert_int_eq(s->round, 1);
	ck_assert(zwd_invariants(s, why, sizeof(why)));
	for (i = 0; i < s->nsurv; i++) {
		ck_assert_int_eq(s->surv[i].seat, 1);
		ck_assert_int_eq(s->surv[i].actions, 3);
		ck_assert_int_eq(zwd_surv_zone(s, i), zone(s, "A5"));
		for (k = cards = 0; k < ZWD_SLOTS; k++)
			cards += s->surv[i].slot[k] >= 0;
		ck_assert_msg(cards >= 1, "%s has no Starting Equipment", zwd_surv_id(s, i));
		ck_assert(s->surv[i].slot[ZWD_HAND0] >= 0);
	}
	/* Yasuke starts with a Katana from the main deck. */
	ck_assert(zwd_slot_of(s, surv(s, "yasuke"), "katana") >= 0);
	/* The Intro: 2 red objectives, each under a pile of 6 cards. */
	ck_assert_int_eq(s->nobj, 2);
	for (i = 0; i < s->nobj; i++) {
		ck_assert_int_eq(s->obj[i].colour, ZWD_OBJ_RED);
		ck_assert_int_eq(s->piles[i].n, 6);
	}
	/* The zombie deck is shuffled: not in pack order. */
	for (i = n = 0; i < s->board->zdeck.n; i++)
		n += s->board->zdeck.v[i] == i;
	ck_assert_int_lt(n, s->board->zdeck.n);
	zwd_free(s);
}
END_TEST

START_TEST(setup_split)
{
	struct zwd_state *s = game(3, 1, "{\"mission\": \"2\"}");
	int               i, at[2] = { 0, 0 };

	ck_assert_int_eq(s->nsurv, 6);
	for (i = 0; i < 6; i++) {
		ck_assert_int_eq(s->surv[i].seat, i % 3 + 1);
		at[zwd_surv_zone(s, i) == s->map->setup.start[1]]++;
	}
	ck_assert_int_eq(s->map->setup.nstart, 2);
	ck_assert_int_eq(at[0], 3);
	ck_assert_int_eq(at[1], 3);
	/* Mission 2's Blue and Green lie face down among the reds. */
	for (i = at[0] = at[1] = 0; i < s->nobj; i++) {
		at[0] += s->obj[i].colour == ZWD_OBJ_BLUE;
		at[1] += s->obj[i].colour == ZWD_OBJ_GREEN;
	}
	ck_assert_int_eq(at[0], 1);
	ck_assert_int_eq(at[1], 1);
	zwd_free(s);
	s = game(2, 1, "{\"survivors\": \"lorna,ogon\"}");
	ck_assert_int_eq(s->nsurv, 2);
	ck_assert_str_eq(zwd_surv_id(s, 0), "lorna");
	ck_assert_int_eq(s->surv[1].seat, 2);
	zwd_free(s);
	/* Every mission sets up. */
	for (i = 1; i <= 10; i++) {
		char *o = pb_asprintf("{\"mission\": \"%d\"}", i);
		char  why[200];

		s = game(6, (unsigned)i, o);
		ck_assert_msg(zwd_invariants(s, why, sizeof(why)), "mission %d: %s", i, why);
		zwd_free(s);
		free(o);
	}
	refused_create(1, "{\"mission\": \"11\"}", "mission");
	refused_create(1, "{\"survivors\": \"bob\"}", "bob");
	refused_create(1, "{\"survivors\": \"ogon,ogon\"}", "twice");
	refused_create(3, "{\"survivors\": \"ogon,lorna\"}", "at least");
	refused_create(7, "{}", "1 to 6");
}
END_TEST

/* ---- actions ------------------------------------------------------- */

START_TEST(moves)
{
	struct zwd_state *s = game(2, 3, NULL);
	int               j = surv(s, "jenia");

	ck_assert_int_eq(s->surv[j].seat, 1);
	no(s, 1, "move jenia A9", "not next to");
	no(s, 1, "move jenia Q1", "no zone Q1");
	no(s, 1, "move jenia A5", "already");
	no(s, 2, "move jenia A2", "not one of your survivors");
	no(s, 1, "move bob A2", "no survivor");
	no(s, 1, "move jenia", "Send it as");
	ok(s, 1, "move jenia A2");
	ck_assert_int_eq(zwd_surv_zone(s, j), zone(s, "A2"));
	ck_assert_int_eq(s->surv[j].actions, 2);
	no(s, 1, "move jenia A3", "a wall");
	/* Leaving a zone with zombies costs 1 more Action per zombie. */
	zwd_board_put(s->board, zone(s, "A2"), ZWD_WALKER, 2);
	no(s, 1, "move jenia A1", "this takes 3");
	zwd_board_take(s->board, zone(s, "A2"), ZWD_WALKER, 1);
	ok(s, 1, "move jenia A1");
	ck_assert_int_eq(s->surv[j].actions, 0);
	ck_assert(s->surv[j].done);
	no(s, 1, "move jenia A2", "ended this turn");
	zwd_free(s);
}
END_TEST

START_TEST(search_take)
{
	struct zwd_state *s = game(1, 5, NULL);
	int               o = zwd_map_zone(s->map, "A1") == s->obj[0].zone ? 0 : 1;
	int               i, ap;
	const char *const who[] = { "jenia", "ogon", "yasuke", "lorna", "dragomir", "sarnai" };

	no(s, 1, "search jenia", "only in a building");
	no(s, 1, "take jenia", "no objective");
	ok(s, 1, "move jenia A2");
	ok(s, 1, "move jenia A1");
	no(s, 1, "take jenia", "pile");
	ok(s, 1, "search jenia");
	ck_assert_int_eq(s->piles[o].n, 5);
	/* The Intro's piles: searched again and again; one Search otherwise. */
	for (i = 1; i < 6; i++) {
		char *a = pb_asprintf("move %s A2", who[i]), *b = pb_asprintf("move %s A1", who[i]),
		     *c = pb_asprintf("search %s", who[i]);

		ok(s, 1, a);
		ok(s, 1, b);
		ok(s, 1, c);
		free(a);
		free(b);
		free(c);
	}
	ck_assert_int_eq(s->piles[o].n, 0);
	/* Every survivor has ended: the zombies played, a new round began. */
	ck_assert_int_eq(s->round, 2);
	clear(s);
	ap = s->surv[surv(s, "ogon")].ap;
	ok(s, 1, "take ogon");
	ck_assert_int_eq(s->surv[surv(s, "ogon")].ap, ap + ZWD_OBJ_AP);
	ck_assert_int_eq(s->obj[o].state, ZWD_OBJ_TAKEN);
	no(s, 1, "take jenia", "no objective");
	ok(s, 1, "search jenia");
	no(s, 1, "search jenia", "one Search a turn");
	zwd_board_put(s->board, zone(s, "A1"), ZWD_RUNNER, 1);
	no(s, 1, "search ogon", "zombies");
	zwd_free(s);
}
END_TEST

START_TEST(inventory)
{
	struct zwd_state *s = game(2, 9, "{\"survivors\": \"jenia,ogon,yasuke\"}");
	int               j = surv(s, "jenia"), y = surv(s, "yasuke"), o, card, k;
	char             *line;

	/* jenia and yasuke are seat 1's, ogon seat 2's. */
	card = s->surv[j].slot[ZWD_HAND0];
	line = pb_asprintf("reorganise jenia %s pack", s->pack->cards->equips[card].n.id);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->surv[j].slot[ZWD_HAND0], -1);
	ck_assert_int_eq(s->surv[j].slot[ZWD_PACK0], card);
	no(s, 1, "reorganise jenia katana hand", "holds no katana");
	no(s, 1, "reorganise yasuke katana pocket", "hand, body or pack");
	/* Yasuke's Body takes his Katana. */
	k = zwd_slot_of(s, y, "katana");
	ok(s, 1, "reorganise yasuke katana body");
	ck_assert_int_eq(s->surv[y].slot[ZWD_BODYSLOT], s->surv[y].slot[ZWD_BODYSLOT]);
	ck_assert_int_ne(k, ZWD_BODYSLOT);
	ck_assert_int_eq(zwd_slot_of(s, y, "katana"), ZWD_BODYSLOT);
	/* Trade within the zone, between one player's survivors. */
	line = pb_asprintf("trade jenia yasuke %s", s->pack->cards->equips[card].n.id);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->surv[j].slot[ZWD_PACK0], -1);
	ck_assert(zwd_slot_of(s, y, s->pack->cards->equips[card].n.id) >= 0);
	no(s, 1, "trade yasuke jenia spoon", "holds no spoon");
	/* With another player's survivor: an offer that player answers. */
	o = surv(s, "ogon");
	k = s->surv[y].actions;
	ok(s, 1, "trade yasuke ogon katana");
	ck_assert_int_eq(s->offer[0], y);
	ck_assert_int_eq(s->surv[y].actions, k);
	ck_assert_int_eq(zwd_slot_of(s, y, "katana"), ZWD_BODYSLOT);
	no(s, 1, "accept", "No trade waits");
	ck_assert_str_eq(zwd_ops.decision(s, 2), "turn");
	ok(s, 2, "refuse");
	ck_assert_int_eq(s->offer[0], -1);
	ok(s, 1, "trade yasuke ogon katana");
	ok(s, 2, "accept");
	ck_assert_int_eq(s->offer[0], -1);
	ck_assert_int_eq(s->surv[y].actions, k - 1);
	ck_assert_int_eq(zwd_slot_of(s, y, "katana"), -1);
	ck_assert(zwd_slot_of(s, o, "katana") >= 0);
	/* An offer lapses when the offering survivor's turn ends. */
	line = pb_asprintf("trade yasuke ogon %s", s->pack->cards->equips[card].n.id);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->offer[0], y);
	ok(s, 1, "end yasuke");
	ck_assert_int_eq(s->offer[0], -1);
	no(s, 2, "accept", "No trade waits");
	/* Dropping is free. */
	k = s->surv[o].actions;
	ok(s, 2, "drop ogon katana");
	ck_assert_int_eq(s->surv[o].actions, k);
	ck_assert_int_eq(zwd_slot_of(s, o, "katana"), -1);
	ck_assert_int_eq(
	    s->ediscard.v[s->ediscard.n - 1], zwd_equip_find(s->pack->cards, "katana"));
	zwd_free(s);
}
END_TEST

START_TEST(refusals)
{
	struct zwd_state *s = game(1, 2, NULL);

	no(s, 1, "attack jenia Q9", "no zone Q9");
	no(s, 1, "attack jenia", "Send it as");
	no(s, 1, "guard jenia move A2 A5", "no guards in A2");
	no(s, 1, "guard jenia dance A2", "melee, ranged, move, shove or cauldron");
	no(s, 1, "guard jenia melee A2", "no guards in A2");
	no(s, 1, "skill jenia slippery", "no skill to choose now");
	no(s, 1, "dance jenia", "no White Death command");
	no(s, 1, "", "no White Death command");
	ok(s, 1, "noise jenia");
	ck_assert_int_eq(s->board->noise[zone(s, "A5")], 1);
	ok(s, 1, "end jenia");
	no(s, 1, "noise jenia", "ended this turn");
	zwd_free(s);
}
END_TEST

START_TEST(ladders)
{
	struct zwd_state *s = game(1, 13, "{\"mission\": \"3\", \"survivors\": \"jenia\"}"), *t;
	int               j = 0, k, a, b, spot = -1, n;

	ck_assert_int_eq(s->nladders, 2);
	no(s, 1, "ladder jenia take", "no rope ladder");
	no(s, 1, "ladder jenia put B5", "carries no rope ladder");
	/* Walk Jenia to the ladder lying in B5 (standing in for the way). */
	s->board->surv[j] = zone(s, "B5");
	ok(s, 1, "ladder jenia take");
	ck_assert_int_eq(s->ladder[0].carrier, j);
	ck_assert_int_eq(s->ladder[0].zone, -1);
	/* A rampart's ladder spot somewhere on the map, and a zone beside it. */
	n = s->map->nzones;
	for (a = 0; a < n && spot < 0; a++)
		for (b = 0; b < n && spot < 0; b++)
			if (s->map->eflag[a * n + b] & ZWD_EF_SPOT)
				spot = a, k = b;
	ck_assert_int_ge(spot, 0);
	ck_assert(!zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, spot, k, 0));
	s->board->surv[j] = spot;
	{
		char *bad = pb_asprintf("ladder jenia put %s", s->map->zone[spot].label);
		char *put = pb_asprintf("ladder jenia put %s", s->map->zone[k].label);
		char *go = pb_asprintf("move jenia %s", s->map->zone[k].label);

		no(s, 1, bad, "ladder spot");
		ok(s, 1, put);
		ck_assert(zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, spot, k, 0));
		ck_assert_int_eq(s->ladder[0].a, spot < k ? spot : k);
		/* A placed ladder is saved and loaded with the map. */
		t = reload(s, 13, "{\"mission\": \"3\"}");
		ck_assert(zwd_map_step_ok(t->map, ZWD_MOVER_SURVIVOR, spot, k, 0));
		zwd_free(t);
		ok(s, 1, "end");
		ok(s, 1, go);
		ok(s, 1, "ladder jenia take");
		ck_assert(!zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, spot, k, 0));
		ck_assert_int_eq(s->ladder[0].carrier, j);
		free(bad);
		free(put);
		free(go);
	}
	zwd_free(s);
}
END_TEST

/* Wall Climber (rules 2): on and off a walkway where no Stairs or rope
 * ladder is, by a Move; without it the rampart stops the survivor. */
START_TEST(skill_wall_climber)
{
	struct zwd_state *s = game(1, 13, "{\"mission\": \"3\", \"survivors\": \"jenia\"}");
	int               j = 0, a, b = 0, n = s->map->nzones, e = -1;
	char             *go;

	clear(s);
	for (a = 0; a < n && e < 0; a++)
		for (b = 0; b < n && e < 0; b++)
			if (zwd_map_edge(s->map, a, b) == ZWD_E_RAMPART
			    && !zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, b, 0))
				e = a;
	ck_assert_int_ge(e, 0);
	b--;
	s->board->surv[j] = e;
	go = pb_asprintf("move jenia %s", s->map->zone[b].label);
	no(s, 1, go, "rampart");
	give_skill(s, j, ZWD_SK_CLIMBER);
	ok(s, 1, go);
	ck_assert_int_eq(zwd_surv_zone(s, j), b);
	free(go);
	zwd_free(s);
}
END_TEST

START_TEST(standing)
{
	struct zwd_state *s = game(2, 17, NULL), *t;
	struct lang_dict *d = lang_dict_new("it");
	struct lex_line  *l;
	struct pb_err     err = { 0 };
	int               changed = 0;

	ok(s, 1, "standing wounds spread");
	ck_assert_int_eq(s->wound_rule, ZWD_WOUND_SPREAD);
	ok(s, 2, "standing wounds ogon jenia");
	ck_assert_int_eq(s->wound_rule, ZWD_WOUND_ORDER);
	ck_assert_int_eq(s->norder, 2);
	ck_assert_int_eq(s->order[0], surv(s, "ogon"));
	ok(s, 1, "standing steer B5 A2");
	ck_assert_int_eq(s->nsteer, 2);
	ck_assert_int_eq(s->steer[0], zone(s, "B5"));
	no(s, 1, "standing steer Q9", "no zone Q9");
	no(s, 1, "standing wounds bob", "no survivor");
	no(s, 1, "standing colour red", "Standing choices");
	/* Free, for anyone, at any time: no Action spent. */
	ck_assert_int_eq(s->surv[0].actions, 3);
	t = reload(s, 17, NULL);
	ck_assert_int_eq(t->nsteer, 2);
	zwd_free(t);
	ok(s, 1, "standing steer none");
	ck_assert_int_eq(s->nsteer, 0);
	ok(s, 1, "standing wounds guards");
	ck_assert_int_eq(s->wound_rule, ZWD_WOUND_GUARDS);
	/* The Italian words: "guardie" after "permanente ferite" is the rule. */
	lang_dict_table(d, zwd_words);
	ck_assert(lex_line("permanente ferite guardie", &l, &err) == PB_OK);
	lang_translate(d, l, &changed);
	ck_assert_str_eq(l->argv[0], "standing");
	ck_assert_str_eq(l->argv[1], "wounds");
	ck_assert_str_eq(l->argv[2], "guards");
	lex_free(l);
	ck_assert(lex_line("guardie ogon", &l, &err) == PB_OK);
	lang_translate(d, l, &changed);
	ck_assert_str_eq(l->argv[0], "guard");
	lex_free(l);
	lang_dict_free(d);
	zwd_free(s);
}
END_TEST

/* place - survivor i onto the zone of objective k, zombies cleared
 * (standing in for the walk there) */

static void
place_at(struct zwd_state *s, int i, int z)
{
	s->board->surv[i] = z;
	clear(s);
}

START_TEST(rewards)
{
	struct zwd_state *s = game(1, 19, "{\"mission\": \"3\", \"survivors\": \"jenia\"}");
	int               k, red = -1, blue = -1, n;

	/* Mission 3: a red gives a crypt weapon, Blue and Green 5 AP. */
	for (k = 0; k < s->nobj; k++) {
		if (s->obj[k].colour == ZWD_OBJ_RED && red < 0)
			red = k;
		if (s->obj[k].colour == ZWD_OBJ_BLUE)
			blue = k;
	}
	n = s->cdeck.n;
	ck_assert_int_eq(n, 8);
	place_at(s, 0, s->obj[red].zone);
	ok(s, 1, "take jenia");
	ck_assert_int_eq(s->cdeck.n, n - 1);
	ck_assert_int_eq(s->surv[0].ap, 0);
	for (k = n = 0; k < ZWD_SLOTS; k++)
		n += s->surv[0].slot[k] >= 0
		    && s->pack->cards->equips[s->surv[0].slot[k]].deck == ZWD_CRYPT;
	ck_assert_int_eq(n, 1);
	while (s->obj[blue].state != ZWD_OBJ_TAKEN) {
		place_at(s, 0, s->obj[blue].zone);
		ok(s, 1, "take jenia");
	}
	ck_assert_int_eq(s->surv[0].ap, ZWD_OBJ_AP);
	zwd_free(s);
	/* Mission 1: Dragon Bile at the Standard. */
	s = game(1, 23, "{\"mission\": \"1\", \"survivors\": \"ogon\"}");
	no(s, 1, "bile ogon", "at the Standard");
	place_at(s, 0, s->map->setup.standard);
	ok(s, 1, "bile ogon");
	ck_assert(zwd_slot_of(s, 0, "dragon-bile") >= 0);
	ck_assert_int_eq(s->surv[0].actions, 2);
	zwd_free(s);
	s = game(1, 23, "{\"mission\": \"3\", \"survivors\": \"ogon\"}");
	no(s, 1, "bile ogon", "no Dragon Bile supply");
	zwd_free(s);
}
END_TEST

/* Mission 8 won: a survivor for each spawn token off the Standard takes
 * a red (a relic) and moves the token to the Standard, within one round
 * (the test puts each where it acts, standing in for the walk there). */
START_TEST(relics_won)
{
	struct zwd_state *s = game(1, 29, "{\"mission\": \"8\"}");
	const char *const who[] = { "jenia", "ogon", "yasuke", "lorna" };
	int               i, k = 0, n = 0;
	char             *line;

	no(s, 1, "relic jenia 2", "holds no relic");
	for (i = 0; i < ZWD_SPAWNS; i++) {
		if (s->board->spawn[i] < 0 || s->board->spawn[i] == s->map->setup.standard)
			continue; /* revision 3's #1 starts on the Standard */
		while (s->obj[k].colour != ZWD_OBJ_RED)
			k++;
		place_at(s, surv(s, who[n]), s->obj[k++].zone);
		line = pb_asprintf("take %s", who[n]);
		ok(s, 1, line);
		free(line);
		ck_assert_int_eq(s->surv[surv(s, who[n])].relics, 1);
		if (n == 0) {
			place_at(s, 0, zone(s, "F1"));
			line = pb_asprintf("relic jenia %d", i + 1);
			no(s, 1, line, "not within Range");
			free(line);
			no(s, 1, "relic jenia 7", "no spawn token #7");
			ck_assert_int_eq(s->board->spawn[0], s->map->setup.standard);
			place_at(s, 0, s->map->setup.standard);
			no(s, 1, "relic jenia 1", "at the Standard already");
		}
		place_at(s, surv(s, who[n]), s->board->spawn[i]);
		line = pb_asprintf("relic %s %d", who[n++], i + 1);
		ok(s, 1, line);
		free(line);
		ck_assert_int_eq(s->board->spawn[i], s->map->setup.standard);
	}
	ck_assert_int_ge(n, 2);
	ck_assert_int_eq(s->round, 1);
	ck_assert_int_eq(s->phase, ZWD_PH_ENDED);
	ck_assert_int_eq(s->outcome, ZWD_WON);
	zwd_free(s);
}
END_TEST

/* Mission 5 won: the Empress taken and carried to the exit (the test
 * puts the carrier where she acts, standing in for the walk). */
START_TEST(empress_won)
{
	struct zwd_state *s = game(1, 31, "{\"mission\": \"5\", \"survivors\": \"jenia,ogon\"}"),
	                 *t;
	int sig = s->map->setup.signaller;

	no(s, 1, "empress jenia", "The Empress is in A9");
	place_at(s, 0, sig);
	ok(s, 1, "empress jenia");
	ck_assert_int_eq(s->empress, 0);
	no(s, 1, "empress ogon", "carries the Empress already");
	place_at(s, 0, zone(s, "B5"));
	ok(s, 1, "noise jenia");
	ck_assert_int_eq(s->map->setup.signaller, zone(s, "B5"));
	/* The Signaller follows her carrier across a save. */
	t = reload(s, 31, "{\"mission\": \"5\"}");
	ck_assert_int_eq(t->map->setup.signaller, zone(s, "B5"));
	zwd_free(t);
	ck_assert_int_eq(s->phase, ZWD_PH_PLAYERS);
	place_at(s, 0, s->map->setup.exit);
	ok(s, 1, "noise jenia");
	ck_assert_int_eq(s->phase, ZWD_PH_ENDED);
	ck_assert_int_eq(s->outcome, ZWD_WON);
	zwd_free(s);
}
END_TEST

/* bare - survivor i holds nothing (its cards out of the game, G1 kept) */

static void
bare(struct zwd_state *s, int i)
{
	int k;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[k] >= 0) {
			zwd_discard(s, s->surv[i].slot[k]);
			s->surv[i].slot[k] = -1;
		}
}

/* said_in - the line en as a reader of locale reads it */

static char *
said_in(const struct zwd_state *s, const char *locale, const char *en)
{
	const struct lang_msg *cats[] = { zwd_msgs };

	return (lang_text_names(cats, 1, locale, en, zwd_ops.words_of, s));
}

/* read_in - the canonical words of a line of locale: word k */

static void
read_in(const char *locale, const char *line, int k, const char *want)
{
	struct lang_dict *d = lang_dict_new(locale);
	struct lex_line  *l;
	struct pb_err     err = { 0 };
	int               changed = 0;

	lang_dict_table(d, zwd_words);
	ck_assert(lex_line(line, &l, &err) == PB_OK);
	lang_translate(d, l, &changed);
	ck_assert_str_eq(l->argv[k], want);
	lex_free(l);
	lang_dict_free(d);
}

/* Dashboard tokens trade like Equipment (rules 4): the Empress of mission
 * 5 goes at once to a survivor of the same player and by an offer to
 * another player's; the one who holds her last is the Signaller and wins
 * in the exit.  Before rules 4 the word names nothing held. */
START_TEST(empress_traded)
{
	struct zwd_state *s = game(
	                     2, 31, "{\"mission\": \"5\", \"survivors\": \"jenia,ogon,yasuke\"}"),
	                 *t;
	int   j = surv(s, "jenia"), o = surv(s, "ogon"), y = surv(s, "yasuke");
	int   sig = s->map->setup.signaller, k;
	char *ex = NULL, *it;

	ck_assert_int_eq(s->surv[y].seat, 1);
	ck_assert_int_eq(s->surv[o].seat, 2);
	place_at(s, j, sig);
	place_at(s, o, sig);
	place_at(s, y, sig);
	no(s, 1, "trade jenia yasuke empress", "holds no empress");
	ok(s, 1, "empress jenia");
	at_rev(s, 3);
	no(s, 1, "trade jenia yasuke empress", "holds no empress");
	at_rev(s, ZWD_REV);
	k = s->surv[j].actions;
	ok(s, 1, "trade jenia yasuke empress");
	ck_assert_int_eq(s->empress, y);
	ck_assert_int_eq(s->mp.carrier, y);
	ck_assert_int_eq(s->surv[j].actions, k - 1);
	no(s, 1, "trade jenia yasuke empress", "holds no empress");
	/* With no card left, HELP offers her, and the example is taken. */
	bare(s, y);
	ck_assert(zwd_can_trade(s, y, &ex));
	ck_assert_str_eq(ex, "trade yasuke jenia empress");
	ok(s, 1, ex);
	free(ex);
	ck_assert_int_eq(s->empress, j);
	/* To another player's survivor: an offer, saved, then accepted. */
	ok(s, 1, "trade jenia ogon empress");
	ck_assert_int_eq(s->offer[2], ZWD_TOKEN_EMPRESS);
	ck_assert_int_eq(s->empress, j);
	t = reload(s, 31, "{\"mission\": \"5\"}");
	ck_assert_int_eq(t->offer[2], ZWD_TOKEN_EMPRESS);
	zwd_free(t);
	ok(s, 2, "accept");
	ck_assert_int_eq(s->empress, o);
	ck_assert_int_eq(s->offer[0], -1);
	ck_assert_int_eq(s->surv[j].actions, k - 2);
	/* Her carrier wins in the exit; another survivor there does not. */
	place_at(s, y, s->map->setup.exit);
	ok(s, 1, "noise yasuke");
	ck_assert_int_eq(s->phase, ZWD_PH_PLAYERS);
	place_at(s, o, s->map->setup.exit);
	ok(s, 2, "noise ogon");
	ck_assert_int_eq(s->outcome, ZWD_WON);
	zwd_free(s);
	/* The words in Italian and Spanish, read and told. */
	read_in("it", "scambia jenia ogon imperatrice", 3, "empress");
	read_in("es", "intercambia jenia ogon emperatriz", 3, "empress");
	read_in("it", "scambia jenia ogon katana per scala", 5, "ladder");
	read_in("es", "intercambia jenia ogon reliquia", 3, "relic");
	s = game(1, 31, "{\"mission\": \"5\"}");
	it = said_in(s, "it", "Jenia gives the Empress to Ogon.");
	ck_assert_str_eq(it, "Jenia dà l'Imperatrice a Ogon.");
	free(it);
	it = said_in(
	    s, "es", "Jenia offers a rope ladder to Ogon: player 2 answers accept or refuse.");
	ck_assert_str_eq(it,
	    "Jenia ofrece una escala de cuerda a Ogon: el jugador 2 responde acepta o rechaza.");
	free(it);
	zwd_free(s);
}
END_TEST

/* A rope ladder token and a relic trade like Equipment too (rules 4),
 * for a card or alone; a trade of what is not held is refused. */
START_TEST(tokens_traded)
{
	struct zwd_state *s = game(1, 13, "{\"mission\": \"3\", \"survivors\": \"jenia,ogon\"}");
	int               j = surv(s, "jenia"), o = surv(s, "ogon"), card;
	char             *line;

	s->board->surv[j] = s->board->surv[o] = zone(s, "B5");
	no(s, 1, "trade jenia ogon ladder", "holds no ladder");
	ok(s, 1, "ladder jenia take");
	card = s->surv[o].slot[ZWD_HAND0];
	ck_assert_int_ge(card, 0);
	line = pb_asprintf("trade jenia ogon ladder for %s", s->pack->cards->equips[card].n.id);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->ladder[0].carrier, o);
	ck_assert(zwd_slot_of(s, j, s->pack->cards->equips[card].n.id) >= 0);
	no(s, 1, "trade ogon jenia relic", "holds no relic");
	s->surv[o].relics = 1;
	ok(s, 1, "trade ogon jenia relic");
	ck_assert_int_eq(s->surv[o].relics, 0);
	ck_assert_int_eq(s->surv[j].relics, 1);
	no(s, 1, "trade ogon jenia empress", "holds no empress");
	zwd_free(s);
}
END_TEST

/* ---- zwd_mission through the game (revision 1: the open pack) ------ */

/* Mission 2: a Tome (Blue or Green) purges the Corruption joined to a
 * spawn token's zone and sends the token to spawn zone #1. */
START_TEST(purge_tome)
{
	struct zwd_state *s = game(1, 37, "{\"mission\": \"2\", \"survivors\": \"jenia\"}"), *t;
	int               k, blue = -1, token = -1, left;

	ck_assert_int_ge(s->pack->rev, 1);
	for (k = 0; k < s->nobj; k++)
		if (s->obj[k].colour == ZWD_OBJ_BLUE)
			blue = k;
	for (k = 0; k < ZWD_SPAWNS && token < 0; k++)
		if (s->board->spawn[k] >= 0 && s->map->corrupt[s->board->spawn[k]]
		    && s->board->spawn[k] != s->map->setup.spawn[0])
			token = k;
	ck_assert_int_ge(blue, 0);
	ck_assert_msg(token >= 0, "mission 2: no corrupted spawn zone");
	no(s, 1, "purge jenia 1", "no Tome");
	place_at(s, 0, s->obj[blue].zone);
	ok(s, 1, "take jenia");
	ck_assert_int_eq(s->mp.tomes, 1);
	ck_assert_int_eq(s->surv[0].ap, ZWD_OBJ_AP);
	t = reload(s, 37, "{\"mission\": \"2\"}");
	ck_assert_int_eq(t->mp.tomes, 1);
	zwd_free(t);
	clear(s);
	place_at(s, 0, s->board->spawn[token]);
	left = s->board->corruption_left;
	{
		char *line = pb_asprintf("purge jenia %d", token + 1);

		ok(s, 1, line);
		free(line);
	}
	ck_assert_int_eq(s->board->spawn[token], s->map->setup.spawn[0]);
	ck_assert_int_gt(s->board->corruption_left, left);
	ck_assert_int_eq(s->mp.tomes, 0);
	zwd_free(s);
	/* A game of revision 0 has no purge (tests/data/db-zwd.db). */
}
END_TEST

/* Mission 9: the Empress is the board's survivor after the last; she
 * walks one zone a round with a survivor of her zone, and a Wound on
 * her loses the mission. */
START_TEST(empress_walk)
{
	struct zwd_state *s = game(1, 41, "{\"mission\": \"9\", \"survivors\": \"jenia,ogon\"}"), *t;
	int               e, from, z;
	char             *line;

	ck_assert_int_eq(s->mp.empress, 2);
	ck_assert_int_eq(s->board->nsurv, 3);
	e = s->mp.empress;
	from = s->board->surv[e];
	ck_assert_int_eq(from, s->map->setup.signaller);
	clear(s);
	no(s, 1, "empress jenia A1", "The Empress is in");
	place_at(s, 0, from);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, from, z, 0))
			break;
	ck_assert_int_lt(z, s->map->nzones);
	line = pb_asprintf("empress jenia %s", s->map->zone[z].label);
	ok(s, 1, line);
	ck_assert_int_eq(s->board->surv[e], z);
	ck_assert_int_eq(s->surv[0].actions, 3); /* free */
	place_at(s, 0, z);
	no(s, 1, line, "walked this round already");
	free(line);
	t = reload(s, 41, "{\"mission\": \"9\"}");
	ck_assert_int_eq(t->mp.empress, 2);
	ck_assert_int_eq(t->map->setup.signaller, z);
	zwd_free(t);
	s->board->wounds[e] = 1;
	ok(s, 1, "noise jenia");
	ck_assert_int_eq(s->outcome, ZWD_LOST);
	ck_assert_str_eq(s->reason, "the Empress is wounded.");
	zwd_free(s);
}
END_TEST

/* rev0_pack - the open pack as stored before the rules revision (no "rules = N") */

static void *p0;

static void *
rev0_pack(void)
{
	struct pb_err err = { 0 };
	char         *text, *at, key[32];
	size_t        n;

	if (p0 == NULL) {
		the_pack();
		text = pb_strdup(pack_text);
		n = (size_t) snprintf(key, sizeof(key), "\nrules = %d\n", ZWD_REV) - 1;
		ck_assert((at = strstr(text, key)) != NULL);
		memmove(at, at + n, strlen(at + n) + 1);
		ck_assert_msg((p0 = zwd_ops.pack_parse(text, &err)) != NULL, "%s", err.msg);
		free(text);
	}
	return (p0);
}

/* A game of revision 0 still wins the Intro when both objectives are
 * taken (the win tests it shares with zwd_mission_won()). */
START_TEST(rev0_intro_won)
{
	unsigned char     seed[PB_SEED_LEN] = { 71 };
	struct pb_err     err = { 0 };
	json_t           *o = json_loads("{\"mission\": \"intro\", \"survivors\": \"jenia\"}", 0, NULL);
	json_t           *canon = NULL;
	void             *g = NULL;
	struct zwd_state *s;
	int               k;

	ck_assert_msg(zwd_ops.create(rev0_pack(), o, 1, seed, &g, &canon, &err) == PB_OK, "%s",
	    err.msg);
	json_decref(o);
	json_decref(canon);
	s = g;
	ck_assert_int_eq(s->pack->rev, 0);
	for (k = 0; k < s->nobj; k++) {
		while (s->piles[k].n > 0) /* searched, as it were */
			deck_push(&s->ediscard, deck_draw(&s->piles[k]));
		ck_assert_int_eq(s->phase, ZWD_PH_PLAYERS);
		clear(s);
		place_at(s, 0, s->obj[k].zone);
		s->surv[0].actions = 3;
		ok(s, 1, "take jenia");
	}
	ck_assert_int_eq(s->outcome, ZWD_WON);
	ck_assert_str_eq(s->reason, "every win test of the mission holds.");
	zwd_free(s);
}
END_TEST

/* Mission 10, the exit at the end of a turn: from revision 1 the guards
 * in the exit go out with the survivor (zwd_mission_exit()); a game of
 * revision 0 leaves them there, as it did. */
START_TEST(exit_guards_rev)
{
	unsigned char     seed[PB_SEED_LEN] = { 0 };
	struct pb_err     err = { 0 };
	json_t           *o, *canon = NULL;
	void             *g = NULL;
	struct zwd_state *s;
	int               rev, x;

	for (rev = 0; rev < 2; rev++) {
		o = json_loads("{\"mission\": \"10\", \"survivors\": \"jenia,ogon\"}", 0, NULL);
		seed[0] = 53;
		ck_assert_msg(zwd_ops.create(rev ? the_pack() : rev0_pack(), o, 1, seed, &g, &canon,
		                  &err) == PB_OK,
		    "%s", err.msg);
		json_decref(o);
		json_decref(canon);
		s = g;
		ck_assert_int_eq(s->pack->rev, rev ? ZWD_REV : 0);
		x = s->map->setup.exit;
		clear(s);
		place_at(s, 0, x);
		s->board->guards[x] += 2;
		ok(s, 1, "end jenia");
		ck_assert_int_eq(s->surv[0].out, 2);
		ck_assert_int_eq(s->board->guards[x], rev ? 0 : 2);
		ck_assert_int_eq(s->mp.guards_out, rev ? 2 : 0);
		ck_assert_int_eq(s->phase, ZWD_PH_PLAYERS);
		zwd_free(s);
	}
}
END_TEST

/* Mission 6 (revision 1): "exit" takes a survivor out with the guards
 * of the exit; everyone out before Blue and Green are taken loses. */
START_TEST(exit_mission6)
{
	struct zwd_state *s = game(1, 59, "{\"mission\": \"6\", \"survivors\": \"jenia,ogon\"}");
	int               x = s->map->setup.exit;

	clear(s);
	no(s, 1, "exit jenia", "only from the exit");
	place_at(s, 0, x);
	place_at(s, 1, x);
	s->board->guards[x] += 1;
	ok(s, 1, "exit jenia");
	ck_assert_int_eq(s->surv[0].out, 2);
	ck_assert_int_eq(s->board->guards[x], 0);
	ck_assert_int_eq(s->phase, ZWD_PH_PLAYERS);
	ok(s, 1, "exit ogon");
	ck_assert_int_eq(s->outcome, ZWD_LOST);
	ck_assert_str_eq(s->reason, "the mission's objectives can no longer be completed.");
	zwd_free(s);
	s = game(1, 59, "{\"mission\": \"10\", \"survivors\": \"jenia\"}");
	clear(s);
	place_at(s, 0, s->map->setup.exit);
	no(s, 1, "exit jenia", "at the end of its turn");
	zwd_free(s);
}
END_TEST

/* A Crypt Weapon dropped (by a Khan or Desecrator killed) lies face
 * down, drawn at the drop; "take" picks it up; mission 3 counts it then. */
START_TEST(crypt_drop)
{
	struct zwd_state *s = game(1, 61, "{\"mission\": \"3\", \"survivors\": \"jenia\"}"), *t;
	struct pb_buf     b;
	int               n = s->cdeck.n, z = s->map->setup.start[0], card, k, held = 0;
	char              why[200], *told;

	pb_buf_init(&b);
	zwd_crypt_drop(s, z, 1, &b);
	told = pb_buf_steal(&b);
	ck_assert_msg(strstr(told, "face down") != NULL, "%s", told);
	free(told);
	pb_buf_free(&b);
	ck_assert_int_eq(s->ndrops, 1);
	ck_assert_int_eq(s->cdeck.n, n - 1);
	card = s->drop_card[0];
	ck_assert_msg(zwd_invariants(s, why, sizeof(why)), "%s", why);
	zwd_mprog_sync(s);
	ck_assert_int_eq(s->mp.crypt, 0); /* lying, not taken */
	t = reload(s, 61, "{\"mission\": \"3\"}");
	ck_assert_int_eq(t->ndrops, 1);
	ck_assert_int_eq(t->drop_card[0], card);
	zwd_free(t);
	clear(s);
	place_at(s, 0, z);
	ok(s, 1, "take jenia");
	ck_assert_int_eq(s->ndrops, 0);
	for (k = 0; k < ZWD_SLOTS; k++)
		held += s->surv[0].slot[k] == card;
	ck_assert_int_eq(held, 1);
	zwd_mprog_sync(s);
	ck_assert_int_eq(s->mp.crypt, 1);
	zwd_free(s);
}
END_TEST

/* The lines of this revision's mission rules read in Italian and Spanish. */
START_TEST(mission_words)
{
	static const struct {
		const char *en, *it, *es;
	} c[] = {
		{ "Jenia leaves by the exit with 2 guards.", "con 2 Guardie", "con 2 Guardias" },
		{ "The team has 1 Tome of Purging.", "1 Tomo della", "1 Tomo de" },
		{ "Jenia reads a Tome of Purging: spawn token #2 moves from B3 to A1 and 3 "
		  "Corruption tokens go.",
		    "3 segnalini Corruzione se ne vanno", "3 fichas de Corrupción se van" },
		{ "A Crypt Weapon lies face down in B3: take it to see it.", "giace coperta",
		    "boca abajo" },
		{ "the Empress is wounded.", "l'Imperatrice è ferita",
		    "la Emperatriz está herida" },
	};
	const struct lang_msg *const cats[] = { zwd_msgs };
	size_t                       k;
	char                        *it, *es;

	for (k = 0; k < PB_NELEM(c); k++) {
		it = lang_text(cats, 1, "it", c[k].en);
		es = lang_text(cats, 1, "es", c[k].en);
		ck_assert_msg(strstr(it, c[k].it) != NULL, "%s", it);
		ck_assert_msg(strstr(es, c[k].es) != NULL, "%s", es);
		free(it);
		free(es);
	}
}
END_TEST

/* horror_deck - only the zombie cards of kind in the deck, the others in its discard */

static void
horror_deck(struct zwd_state *s, int kind)
{
	const struct zwd_cards *c = s->pack->cards;
	struct deck            *d = &s->board->zdeck, *x = &s->board->zdiscard;
	int                     i;

	for (i = x->n - 1; i >= 0; i--)
		if (c->zombies[x->v[i]].kind == kind) {
			deck_push(d, x->v[i]);
			deck_remove_at(x, i);
		}
	for (i = d->n - 1; i >= 0; i--)
		if (c->zombies[d->v[i]].kind != kind) {
			deck_push(x, d->v[i]);
			deck_remove_at(d, i);
		}
}

/* horror_rounds - n rounds whose zombie cards are all of kind; the survivors stay safe */

static void
horror_rounds(struct zwd_state *s, int kind, int n)
{
	int r, i;

	for (r = 0; r < n && s->phase != ZWD_PH_ENDED; r++) {
		horror_deck(s, kind);
		for (i = 0; i < s->nsurv; i++)
			s->board->wounds[i] = 0;
		ok(s, 1, "end");
	}
}

/* Multiple Necromancers (option necromancers=multiple): a Necromancer
 * card with the Desecrator on the board brings one more Necromancer,
 * which corrupts its zone; with the default (single) none comes. */
START_TEST(mode_necromancers)
{
	struct zwd_state *s = game(1, 43, "{\"mission\": \"3\", \"necromancers\": \"multiple\"}"), *t;
	int               i, n = 0;

	ck_assert_int_eq(s->mp.modes, ZWD_MODE_NECROS);
	horror_rounds(s, ZWD_ZNECRO, 2);
	ck_assert_int_gt(zwd_board_onboard(s->board, ZWD_DESECRATOR), 0);
	for (i = 0; i < ZWD_MP_NECROS; i++)
		if (s->mp.necro[i] >= 0) {
			n++;
			ck_assert(s->map->corrupt[s->mp.necro[i]]);
		}
	ck_assert_int_gt(n, 0);
	/* Each is its own card, told by its name in the reader's language. */
	ck_assert_int_ge(s->mp.necro_card[0], 0);
	ck_assert(!(s->pack->cards->necros[s->mp.necro_card[0]].traits & ZWD_SPAWNZONE));
	for (i = n = 0; i < s->last.n; i++)
		if (s->last.v[i].kind == ZWD_EV_NECRO) {
			const struct zwd_names *nm = &s->pack->cards->necros[s->last.v[i].card].n;
			char *it = zwd_events_text(s->map, s->pack->cards, &s->last, NULL, "it");
			char *es = zwd_events_text(s->map, s->pack->cards, &s->last, NULL, "es");

			ck_assert_msg(strstr(it, nm->name_it) != NULL, "%s", it);
			ck_assert_msg(strstr(es, nm->name_es) != NULL, "%s", es);
			ck_assert(strstr(it, "Profanatore compare") == NULL);
			free(it);
			free(es);
			n++;
		}
	ck_assert_int_gt(n, 0);
	if (s->phase != ZWD_PH_ENDED) {
		t = reload(s, 43, "{\"mission\": \"3\", \"necromancers\": \"multiple\"}");
		ck_assert_int_eq(memcmp(t->mp.necro, s->mp.necro, sizeof(s->mp.necro)), 0);
		ck_assert_int_eq(
		    memcmp(t->mp.necro_card, s->mp.necro_card, sizeof(s->mp.necro_card)), 0);
		ck_assert_int_eq(t->mp.modes, ZWD_MODE_NECROS);
		zwd_free(t);
	}
	zwd_free(s);
	s = game(1, 43, "{\"mission\": \"3\"}");
	ck_assert_int_eq(s->mp.modes, 0);
	horror_rounds(s, ZWD_ZNECRO, 2);
	for (i = 0; i < ZWD_MP_NECROS; i++)
		ck_assert_int_eq(s->mp.necro[i], -1);
	zwd_free(s);
	refused_create(1, "{\"necromancers\": \"many\"}", "necromancers");
}
END_TEST

/* extras - Extra Activations of type in the last zombie phase */

static int
extras(const struct zwd_state *s, int type)
{
	int i, n = 0;

	for (i = 0; i < s->last.n; i++)
		n += s->last.v[i].kind == ZWD_EV_EXTRA && s->last.v[i].type == type;
	return (n);
}

/* Abomination deck and Festival (option abominations=deck|festival):
 * an Abomination card places one when none is on the board; with one
 * on it, its Extra Activation (Festival: then one more while the box
 * has one). */
START_TEST(mode_abominations)
{
	static const char *const opt[] = { "{\"mission\": \"3\", \"abominations\": \"deck\"}",
		"{\"mission\": \"3\", \"abominations\": \"festival\"}" };
	static const int modes[] = { ZWD_MODE_ABOM_DECK, ZWD_MODE_FESTIVAL };
	struct zwd_state *s;
	int               k;

	for (k = 0; k < 2; k++) {
		s = game(1, 47, opt[k]);
		ck_assert_int_eq(s->mp.modes, modes[k]);
		horror_rounds(s, ZWD_ZABOM, 1);
		ck_assert_int_gt(zwd_board_onboard(s->board, ZWD_KHAN), 0);
		if (s->phase != ZWD_PH_ENDED) {
			horror_rounds(s, ZWD_ZABOM, 1);
			ck_assert_int_gt(extras(s, ZWD_KHAN), 0);
		}
		zwd_free(s);
	}
	refused_create(1, "{\"abominations\": \"all\"}", "abominations");
}
END_TEST

/* ---- help ---------------------------------------------------------- */

START_TEST(help_offers)
{
	struct zwd_state  *s = game(2, 4, NULL), *t;
	json_t            *h, *e;
	size_t             i;
	struct pb_err      err = { 0 };
	struct game_result res = { 0 };
	int                seen_move = 0;

	h = zwd_ops.help(s, 1, "en", NULL);
	json_array_foreach(h, i, e)
	{
		const char *ex = json_string_value(json_object_get(e, "example"));
		const char *w = json_string_value(json_object_get(e, "word"));

		ck_assert_str_ne(w, "attack");
		ck_assert_str_ne(w, "search"); /* A5 is a street */
		ck_assert_msg(ex != NULL, "%s has no example", w);
		t = reload(s, 4, NULL);
		ck_assert_msg(
		    run(t, 1, ex, &res, &err) == PB_OK, "example \"%s\": %s", ex, err.msg);
		game_result_clear(&res);
		zwd_free(t);
		if (strcmp(w, "move") == 0) {
			seen_move++;
			ck_assert_int_gt(json_array_size(json_object_get(e, "targets")), 0);
			ck_assert(
			    strstr(ex,
			        json_string_value(json_array_get(json_object_get(e, "targets"), 0)))
			    != NULL);
		}
	}
	ck_assert_int_eq(seen_move, 1);
	json_decref(h);
	/* With a word, the row whether open or not. */
	h = zwd_ops.help(s, 1, "it", "attack");
	ck_assert_int_eq(json_array_size(h), 1);
	ck_assert(
	    strstr(json_string_value(json_object_get(json_array_get(h, 0), "usage")), "attacca")
	    != NULL);
	json_decref(h);
	ck_assert_str_eq(zwd_ops.decision(s, 1), "turn");
	ok(s, 1, "end");
	ck_assert(zwd_ops.decision(s, 1) == NULL);
	/* Only the standing choices are left, free at any time. */
	h = zwd_ops.help(s, 1, "en", NULL);
	ck_assert_int_eq(json_array_size(h), 1);
	ck_assert_str_eq(
	    json_string_value(json_object_get(json_array_get(h, 0), "word")), "standing");
	json_decref(h);
	ck_assert(zwd_ops.default_line(s, 1, 0) == NULL);
	{
		char *d = zwd_ops.default_line(s, 2, 0);

		ck_assert_str_eq(d, "end");
		free(d);
	}
	zwd_free(s);
}
END_TEST


/* ---- combat -------------------------------------------------------- */

/* arm - put card in survivor i's slot k */

static void
arm(struct zwd_state *s, int i, int k, const char *card)
{
	int e = zwd_equip_find(s->pack->cards, card);

	ck_assert_msg(e >= 0, "no card %s", card);
	s->surv[i].slot[k] = e;
}

/* take_card - card from wherever the decks hold it (G1 kept), into i's slot k */

static void
take_card(struct zwd_state *s, int i, int k, const char *card)
{
	struct deck *d[] = { &s->edeck, &s->ediscard, &s->eout, &s->cdeck };
	int          e = zwd_equip_find(s->pack->cards, card), j, m;

	for (j = 0; j < 4; j++)
		for (m = 0; m < d[j]->n; m++)
			if (d[j]->v[m] == e) {
				memmove(&d[j]->v[m], &d[j]->v[m + 1],
				    sizeof(int) * (size_t)(d[j]->n - m - 1));
				d[j]->n--;
				arm(s, i, k, card);
				return;
			}
	ck_abort_msg("no free copy of %s", card);
}

/* ff_setup - friendly fire: the board cleared, Jenia (in A5, bare but
 * for an Ice Storm) shoots into zone z, where Ogon stands bare with the
 * zombies of type t and count n; Wounds spread (no guard first) */

static void
ff_setup(struct zwd_state *s, int z, int t, int n)
{
	int j = surv(s, "jenia"), o = surv(s, "ogon");

	clear(s);
	bare(s, j);
	bare(s, o);
	take_card(s, j, ZWD_HAND0, "ice-storm");
	s->wound_rule = ZWD_WOUND_SPREAD; /* no guard takes the hits first */
	s->board->surv[o] = z;
	zwd_board_put(s->board, z, t, n);
}

/* Standing targets (rules 4): the team's order of free targets, in the
 * three languages, saved, in every attack's setup, and played: a melee
 * kill goes to a walker before the runner; refused in a game of
 * revision 3, and "none" goes back to the default order. */
START_TEST(standing_targets)
{
	struct zwd_state *s = game(1, 2, NULL), *t;
	int               j = surv(s, "jenia"), z = zone(s, "A5"), k;
	struct zwd_attack a;

	clear(s);
	bare(s, j);
	take_card(s, j, ZWD_HAND0, "great-sword");
	no(s, 1, "standing targets walker ghoul", "no zombie type");
	at_rev(s, 3);
	no(s, 1, "standing targets walker", "rules revision 4");
	at_rev(s, ZWD_REV);
	ok(s, 1, "standing targets walker abomination walker");
	ck_assert_int_eq(s->ntarget, 2);
	ck_assert_int_eq(s->target[0], ZWD_WALKER);
	ck_assert_int_eq(s->target[1], ZWD_KHAN);
	zwd_attack_setup(s, j, ZWD_HAND0, z, &a);
	ck_assert_int_eq(a.norder, 2);
	ck_assert_int_eq(a.order[0], ZWD_WALKER);
	t = reload(s, 2, NULL);
	ck_assert_int_eq(t->ntarget, 2);
	ck_assert_int_eq(t->target[1], ZWD_KHAN);
	zwd_free(t);
	/* The runner outlives the walkers' first kills. */
	zwd_board_put(s->board, z, ZWD_RUNNER, 1);
	zwd_board_put(s->board, z, ZWD_WALKER, 4);
	for (k = 0; k < 3 && zwd_board_zombies(s->board, z) == 5; k++)
		ok(s, 1, "attack jenia A5 great-sword");
	if (zwd_board_at(s->board, z, ZWD_WALKER) > 0)
		ck_assert_int_eq(zwd_board_at(s->board, z, ZWD_RUNNER), 1);
	ok(s, 1, "standing targets none");
	ck_assert_int_eq(s->ntarget, 0);
	zwd_attack_setup(s, j, ZWD_HAND0, z, &a);
	ck_assert(a.order == NULL);
	zwd_free(s);
}
END_TEST

/* Standing cards (rules 4): a weapon given goes to a free Hand first by
 * default, to the Backpack first with "pack"; saved; refused in a game
 * of revision 3. */
START_TEST(standing_cards)
{
	struct zwd_state *s = game(1, 2, NULL), *t;
	int               j = surv(s, "jenia"), e = zwd_equip_find(s->pack->cards, "great-sword");

	bare(s, j);
	no(s, 1, "standing cards floor", "hands|pack");
	at_rev(s, 3);
	no(s, 1, "standing cards pack", "rules revision 4");
	at_rev(s, ZWD_REV);
	/* The one copy taken out of the deck, given again and again (G1 kept). */
	take_card(s, j, ZWD_PACK0 + 4, "great-sword");
	s->surv[j].slot[ZWD_PACK0 + 4] = -1;
	ck_assert_int_eq(zwd_give(s, j, e), ZWD_HAND0);
	ok(s, 1, "standing cards pack");
	s->surv[j].slot[ZWD_HAND0] = -1;
	ck_assert_int_eq(zwd_give(s, j, e), ZWD_PACK0);
	t = reload(s, 2, NULL);
	ck_assert(t->to_pack);
	zwd_free(t);
	ok(s, 1, "standing cards hands");
	s->surv[j].slot[ZWD_PACK0] = -1;
	ck_assert_int_eq(zwd_give(s, j, e), ZWD_HAND0);
	zwd_free(s);
}
END_TEST

START_TEST(attack_melee)
{
	struct zwd_state  *s = game(1, 2, NULL), *t;
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	int                j = surv(s, "jenia"), z = zone(s, "A5"), k, before, left;

	clear(s);
	bare(s, j);
	no(s, 1, "attack jenia A5", "no weapon");
	take_card(s, j, ZWD_HAND0, "great-sword");
	zwd_board_put(s->board, z, ZWD_WALKER, 4);
	/* Nothing to attack in reach: help does not offer it, apply refuses. */
	no(s, 1, "attack jenia A2 great-sword", "out of the weapon's range");
	no(s, 1, "attack jenia A5 crossbow", "holds no crossbow");
	before = s->surv[j].ap;
	for (k = 0; k < 3 && zwd_board_zombies(s->board, z) > 0; k++) {
		ck_assert(run(s, 1, "attack jenia A5 great-sword", &res, &err) == PB_OK);
		ck_assert_msg(strstr(res.event, "Jenia") != NULL, "%s", res.event);
		game_result_clear(&res);
	}
	left = zwd_board_zombies(s->board, z);
	ck_assert_int_lt(left, 4);
	/* One AP a walker killed. */
	ck_assert_int_eq(s->surv[j].ap - before, 4 - left);
	ck_assert_int_eq(s->surv[j].actions, 3 - k);
	t = reload(s, 2, NULL);
	zwd_free(t);
	zwd_free(s);
}
END_TEST

START_TEST(dragon_fire)
{
	struct zwd_state *s = game(1, 8, NULL);
	int               j = surv(s, "jenia"), z = zone(s, "A2");

	clear(s);
	bare(s, j);
	take_card(s, j, ZWD_PACK0, "dragon-bile");
	zwd_board_put(s->board, z, ZWD_WALKER, 2);
	zwd_board_put(s->board, z, ZWD_BRUTE, 1);
	no(s, 1, "attack jenia A2 dragon-bile", "needs a Torch");
	take_card(s, j, ZWD_PACK0 + 1, "torch");
	ok(s, 1, "attack jenia A2 dragon-bile");
	/* Everything in the zone burns; both cards are spent. */
	ck_assert_int_eq(zwd_board_zombies(s->board, z), 0);
	ck_assert_int_eq(s->surv[j].ap, 3);
	ck_assert_int_eq(zwd_slot_of(s, j, "dragon-bile"), -1);
	ck_assert_int_eq(zwd_slot_of(s, j, "torch"), -1);
	zwd_free(s);
}
END_TEST

/* burn_at - survivor j, next to zone z in sight, throws Dragon Fire there */

static void
burn_at(struct zwd_state *s, int j, int z)
{
	int from;

	for (from = 0; from < s->map->nzones; from++)
		if (from != z && zwd_map_los(s->map, from, z, 0) == 1
		    && zwd_map_kind(s->map, from) != ZWD_BUILDING)
			break;
	ck_assert_int_lt(from, s->map->nzones);
	place_at(s, j, from);
	bare(s, j);
	take_card(s, j, ZWD_PACK0, "dragon-bile");
	take_card(s, j, ZWD_PACK0 + 1, "torch");
	s->surv[j].actions = 3;
	s->surv[j].done = 0;
	{
		char *line = pb_asprintf("attack jenia %s dragon-bile", s->map->zone[z].label);

		ok(s, 1, line);
		free(line);
	}
}

/* Mission 4 (revision 1): a Dragon Fire burns a building only on a Red
 * objective's zone (zwd_mission_fire()'s reading); the Red is taken by
 * it; every Red burnt wins. */
START_TEST(burn_reds)
{
	struct zwd_state *s = game(1, 67, "{\"mission\": \"4\", \"survivors\": \"jenia\"}");
	int               j = 0, z, k, other = -1, burnt = 0;

	for (z = 0; z < s->map->nzones; z++)
		s->board->guards[z] = 0; /* nobody to lose in the fire */
	clear(s);
	for (z = 0; z < s->map->nzones && other < 0; z++)
		if (zwd_map_kind(s->map, z) == ZWD_BUILDING && zwd_fire_objective(s, z) == 0)
			other = z;
	ck_assert_int_ge(other, 0);
	burn_at(s, j, other);
	for (z = 0; z < s->map->nzones; z++)
		burnt += s->map->burnt[z];
	ck_assert_int_eq(burnt, 0);
	for (k = 0; k < s->nobj; k++) {
		if (s->obj[k].colour != ZWD_OBJ_RED)
			continue;
		ck_assert_int_eq(s->phase, ZWD_PH_PLAYERS);
		clear(s);
		burn_at(s, j, s->obj[k].zone);
		ck_assert(s->map->burnt[s->obj[k].zone]);
		ck_assert_int_eq(s->obj[k].state, ZWD_OBJ_TAKEN);
	}
	ck_assert_int_eq(s->outcome, ZWD_WON);
	zwd_free(s);
}
END_TEST

START_TEST(reload_weapon)
{
	struct zwd_state *s = game(1, 6, NULL);
	int               j = surv(s, "jenia");

	clear(s);
	bare(s, j);
	take_card(s, j, ZWD_HAND0, "triple-crossbow");
	no(s, 1, "reload jenia", "nothing to reload");
	ok(s, 1, "attack jenia A2 triple-crossbow");
	ck_assert_int_eq(s->surv[j].unloaded, 1);
	no(s, 1, "attack jenia A2 triple-crossbow", "must be reloaded");
	ok(s, 1, "reload jenia");
	ck_assert_int_eq(s->surv[j].unloaded, 0);
	ok(s, 1, "attack jenia A2 triple-crossbow");
	ck_assert_int_eq(s->surv[j].actions, 0);
	zwd_free(s);
}
END_TEST

START_TEST(guard_action)
{
	struct zwd_state *s = game(1, 4, NULL);
	int               j = surv(s, "jenia"), z = zone(s, "A5"), before;

	clear(s);
	s->board->guards[z] = 3;
	zwd_board_put(s->board, z, ZWD_WALKER, 3);
	before = s->surv[j].ap;
	ok(s, 1, "guard jenia melee A5");
	ck_assert_int_eq(s->surv[j].guarded, 1);
	ck_assert_int_eq(s->surv[j].actions, 2);
	/* The guards' kills are the survivor's AP. */
	ck_assert_int_eq(s->surv[j].ap - before, 3 - zwd_board_zombies(s->board, z));
	no(s, 1, "guard jenia melee A5", "Guard Action this turn already");
	ok(s, 1, "guard ogon melee A5");
	zwd_free(s);
}
END_TEST

/* survivor_view - survivor i's object in seat's view (a new reference) */

static json_t *
survivor_view(struct zwd_state *s, int seat, int i, const char *locale)
{
	json_t *v = zwd_ops.view(s, seat, locale), *o;

	o = json_incref(json_array_get(
	    json_object_get(json_object_get(v, "board"), "survivors"), (size_t)i));
	json_decref(v);
	ck_assert(o != NULL);
	return (o);
}

/* help_text - the text of the HELP row of word for seat in locale, caller frees */

static char *
help_text(struct zwd_state *s, int seat, const char *locale, const char *word)
{
	json_t *h = zwd_ops.help(s, seat, locale, word);
	char   *t = pb_strdup(json_string_value(json_object_get(json_array_get(h, 0), "text")));

	json_decref(h);
	return (t);
}

/* free-1: Lorna's Spellcaster (Blue) is a free Magic Action, spent before
 * her own; Jenia's +1 free Combat Action (Red) pays a Melee Action; HELP
 * and the view say what is left; a survivor with only a free Action left
 * keeps her turn; save and load keep what was spent. */
START_TEST(free_actions)
{
	struct zwd_state *s = game(1, 3, NULL), *t;
	int     l = surv(s, "lorna"), j = surv(s, "jenia"), a5 = zone(s, "A5"), a2 = zone(s, "A2");
	json_t *o;
	char   *h;

	clear(s);
	bare(s, l);
	bare(s, j);
	s->board->surv[l] = s->board->surv[j] = a5;
	take_card(s, l, ZWD_HAND0, "ice-storm");
	zwd_board_put(s->board, a2, ZWD_BRUTE, 3); /* Damage 1: nothing dies, nothing is lost */
	s->wound_rule = ZWD_WOUND_SPREAD;
	o = survivor_view(s, 1, l, "it");
	ck_assert_str_eq(json_string_value(json_object_get(o, "free")), "Magia o Incantamento");
	json_decref(o);
	h = help_text(s, 1, "en", "attack");
	ck_assert_msg(strstr(h, "Free for Lorna.") != NULL, "%s", h);
	free(h);
	ok(s, 1, "attack lorna A2 ice-storm");
	ck_assert_int_eq(s->surv[l].actions, 3);
	ck_assert_int_eq(s->surv[l].nspent, 1);
	o = survivor_view(s, 1, l, "en");
	ck_assert(json_object_get(o, "free") == NULL);
	json_decref(o);
	t = reload(s, 3, NULL);
	ck_assert_int_eq(t->surv[l].nspent, 1);
	ck_assert_uint_eq(t->surv[l].spent[0], ZWD_K_MAGIC | ZWD_K_ENCHANT);
	zwd_free(t);
	ok(s, 1, "attack lorna A2 ice-storm");
	ck_assert_int_eq(s->surv[l].actions, 2);
	/* Jenia at Red: the first Red skill of her tree, +1 free Combat Action. */
	s->surv[j].ap = ZWD_AP_RED;
	zwd_danger(s);
	take_card(s, j, ZWD_HAND0, "great-sword");
	zwd_board_put(s->board, a5, ZWD_BRUTE, 1); /* Damage 2 kills it, or not */
	ok(s, 1, "noise jenia");
	ok(s, 1, "noise jenia");
	ok(s, 1, "noise jenia");
	ck_assert_int_eq(s->surv[j].actions, 0);
	ck_assert_int_eq(s->surv[j].done, 0); /* the free Combat Action is left */
	no(s, 1, "noise jenia", "0 Actions left");
	ok(s, 1, "attack jenia A5 great-sword");
	ck_assert_int_eq(s->surv[j].done, 1);
	zwd_free(s);
}
END_TEST

/* free-2: a skill's Improvised weapon is a free Action once a Turn, with
 * the pack's improvised stats; games of rules revision 0 have none. */
START_TEST(improvised_free)
{
	struct zwd_state    *s = game(1, 4, NULL);
	struct zwd_skill_ref r = { .fam = ZWD_SK_IMPROVISED, .arg = ZWD_PA_MELEE, .fam2 = -1 };
	int                  j = surv(s, "jenia"), a5 = zone(s, "A5");

	clear(s);
	bare(s, j);
	s->board->surv[j] = a5;
	s->surv[j].ap = ZWD_AP_ORANGE;
	s->surv[j].npick = 1;
	s->surv[j].pick[0] = r;
	zwd_danger(s);
	zwd_board_put(s->board, a5, ZWD_BRUTE, 2); /* Damage 1: they stay */
	ok(s, 1, "attack jenia A5 improvised");
	ck_assert_int_eq(s->surv[j].actions, 3);
	ck_assert_uint_eq(s->surv[j].once, ZWD_ONCE_IMPROVISED);
	no(s, 1, "attack jenia A5 improvised", "once a Turn");
	/* The same game under rules 0 (a pack stored before revisions). */
	{
		struct zwd_pack        old = *s->pack;
		const struct zwd_pack *mine = s->pack;
		int                    l = surv(s, "lorna");

		old.rev = 0;
		s->pack = &old;
		s->surv[j].once = 0;
		no(s, 1, "attack jenia A5 improvised", "no Improvised weapon");
		ck_assert_int_eq(zwd_free_left(s, l), 0);
		no(s, 1, "guard jenia move A5 A2", "not in this game's rules");
		no(s, 1, "stance jenia lucky off", "no standing choices");
		s->pack = mine;
	}
	zwd_free(s);
}
END_TEST

/* board_lines - the strings of the board's array key in a locale (each
 * element's field, or the element itself when field is NULL), one a
 * line; caller frees */

static char *
board_lines(struct zwd_state *s, const char *locale, const char *key, const char *field)
{
	json_t       *v = zwd_ops.view(s, 1, locale), *f, *e;
	struct pb_buf b;
	size_t        k;

	pb_buf_init(&b);
	f = json_object_get(json_object_get(v, "board"), key);
	json_array_foreach(f, k, e)
	    pb_buf_line(&b, "%s", json_string_value(field ? json_object_get(e, field) : e));
	json_decref(v);
	return (pb_buf_steal(&b));
}

/* fights_text - the texts of the view's last attacks in a locale, one a line; caller frees */

static char *
fights_text(struct zwd_state *s, const char *locale)
{
	return (board_lines(s, locale, "fights", "text"));
}

/* fight-1: an attack is kept as data and told in each reader's language:
 * the dice, the kills, friendly fire and Armor in Italian and Spanish with
 * no English sentence; the public line is a summary the catalogue
 * translates; save and load keep the attacks; a new round drops the
 * attacks of the round before the last. */
START_TEST(fights_told)
{
	struct zwd_state  *s = game(1, 5, NULL), *t;
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	int   z = zone(s, "A2"), k;
	char *en, *it, *es, *line;
	const char *const english[] = { "attack", "dice", "hit", "Friendly fire", "Wound", "AP",
		"Noise", "killed", "wasted" };

	ff_setup(s, z, ZWD_BRUTE, 1);
	zwd_board_put(s->board, z, ZWD_WALKER, 1);
	ck_assert(run(s, 1, "attack jenia A2 ice-storm", &res, &err) == PB_OK);
	ck_assert_msg(strstr(res.event, "Jenia attacks A2: ") == res.event, "%s", res.event);
	line = lang_text((const struct lang_msg *const[]){ zwd_msgs }, 1, "it", res.event);
	ck_assert_msg(strstr(line, "Jenia attacca la Zona A2: ") == line, "%s", line);
	free(line);
	game_result_clear(&res);
	ck_assert_int_eq(s->nfights, 1);
	en = fights_text(s, "en");
	it = fights_text(s, "it");
	es = fights_text(s, "es");
	ck_assert_msg(strstr(en, "Jenia attacks A2 (range 1): dice ") == en, "%s", en);
	ck_assert_msg(strstr(it, "Jenia attacca la Zona A2 (Gittata 1): dadi ") == it, "%s", it);
	ck_assert_msg(strstr(es, "Jenia ataca la Zona A2 (Alcance 1): dados ") == es, "%s", es);
	for (k = 0; k < (int)PB_NELEM(english); k++) {
		ck_assert_msg(strstr(it, english[k]) == NULL, "\"%s\" in %s", english[k], it);
		ck_assert_msg(strstr(es, english[k]) == NULL, "\"%s\" in %s", english[k], es);
	}
	free(en);
	free(es);
	t = reload(s, 5, NULL);
	ck_assert_int_eq(t->nfights, 1);
	en = fights_text(t, "it");
	ck_assert_str_eq(en, it);
	free(en);
	free(it);
	zwd_free(t);
	/* Two rounds on, the attack of round 1 is dropped by the next one. */
	s->round = 3;
	ok(s, 1, "attack jenia A2 ice-storm");
	ck_assert_int_eq(s->nfights, 1);
	ck_assert_int_eq(s->fight[0].round, 3);
	zwd_free(s);
}
END_TEST

/* target_of - the first zone a Cauldron of zone a may be poured on (move 0: moved to), -1 */

static int
target_of(const struct zwd_state *s, int a, int pour)
{
	int z;

	for (z = 0; z < s->map->nzones; z++)
		if (z != a && (pour ? zwd_map_pour_ok(s->map, a, z) : zwd_map_cauldron_ok(s->map, a, z)))
			return (z);
	return (-1);
}

/* cauldron-1: a survivor moves with a Cauldron (3 Actions), then pours it
 * from a walkway: everything in the zone below dies, the Khan too, with
 * its AP; the token is spent; save and load keep the Cauldrons. */
START_TEST(cauldron_survivor)
{
	struct zwd_state *s = game(1, 13, "{\"mission\": \"3\", \"survivors\": \"jenia\"}"), *t;
	int   j = surv(s, "jenia"), c = zwd_cauldron_zone(s, 0), w = -1, z, to, ap;
	char *line;

	ck_assert_int_eq(zwd_ncauldrons(s), 2);
	clear(s);
	s->board->surv[j] = c;
	no(s, 1, "cauldron jenia move Q1", "no zone Q1");
	to = target_of(s, c, 0);
	ck_assert(to >= 0);
	line = pb_asprintf("cauldron jenia move %s", s->map->zone[to].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(zwd_cauldron_zone(s, 0), to);
	ck_assert_int_eq(zwd_surv_zone(s, j), to);
	ck_assert_int_eq(s->round, 2); /* 3 Actions: her turn, the round, are over */
	t = reload(s, 13, "{\"mission\": \"3\", \"survivors\": \"jenia\"}");
	ck_assert_int_eq(zwd_cauldron_zone(t, 0), to);
	zwd_free(t);
	/* Next turn: pour from a walkway. */
	for (z = 0; z < zwd_ncauldrons(s) && w < 0; z++)
		if (target_of(s, zwd_cauldron_zone(s, z), 1) >= 0)
			w = zwd_cauldron_zone(s, z);
	ck_assert_msg(w >= 0, "no Cauldron of mission 3 can be poured");
	clear(s);
	s->board->surv[j] = w;
	z = target_of(s, w, 1);
	no(s, 1, "cauldron jenia pour Q1", "no zone Q1");
	zwd_board_put(s->board, z, ZWD_WALKER, 2);
	zwd_board_put(s->board, z, ZWD_BRUTE, 1);
	zwd_board_put(s->board, z, ZWD_KHAN, 1);
	s->board->guards[z] = 1;
	ap = s->surv[j].ap;
	line = pb_asprintf("cauldron jenia pour %s", s->map->zone[z].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(zwd_board_zombies(s->board, z), 0);
	ck_assert_int_eq(s->board->guards[z], 0);
	ck_assert_int_eq(s->surv[j].ap - ap, 3 + zwd_zombie_ap(s->pack->cards, ZWD_KHAN));
	ck_assert_int_eq(s->nfights, 1);
	ck_assert_int_eq(s->fight[0].kind, ZWD_CAULDRON);
	line = zwd_fight_text(s, 0, "it");
	ck_assert_msg(strstr(line, "versa un Calderone sulla Zona") != NULL, "%s", line);
	free(line);
	line = pb_asprintf("cauldron jenia pour %s", s->map->zone[z].label);
	no(s, 1, line, "no Cauldron");
	free(line);
	zwd_free(s);
}
END_TEST

/* guard-2: the Guard Action moves guards (their zombies cost the survivor
 * Actions), shoves with Guards: Shove, and with 3 guards or more moves
 * their Cauldron for 1 Action; once a Turn. */
START_TEST(guard_options)
{
	struct zwd_state *s =
	    game(1, 13, "{\"mission\": \"3\", \"survivors\": \"jenia,ogon,yasuke\"}");
	int   j = surv(s, "jenia"), y = surv(s, "yasuke"), a9 = zone(s, "A9"), to, n;
	char *line;

	clear(s);
	ck_assert_int_eq(s->board->guards[a9], 4);
	to = target_of(s, a9, 0);
	ck_assert(to >= 0);
	zwd_board_put(s->board, a9, ZWD_WALKER, 1);
	line = pb_asprintf("guard yasuke move A9 %s 2", s->map->zone[to].label);
	ok(s, 1, line); /* 1 Action + 1 for the walker left behind */
	free(line);
	ck_assert_int_eq(s->board->guards[a9], 2);
	ck_assert_int_eq(s->board->guards[to], 2);
	ck_assert_int_eq(s->surv[y].actions, 1);
	no(s, 1, "guard yasuke melee A9", "this turn already");
	/* Jenia's Guards: Dodge: the walker costs nothing. */
	line = pb_asprintf("guard jenia move A9 %s 1", s->map->zone[to].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->surv[j].actions, 2);
	ck_assert_int_eq(s->board->guards[a9], 1);
	/* Ogon's Guards: Shove: the walker of A9 pushed to a zone at Range 1. */
	line = pb_asprintf("guard ogon shove A9 %s", s->map->zone[to].label);
	n = zwd_board_zombies(s->board, to);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(zwd_board_zombies(s->board, a9), 0);
	ck_assert_int_eq(zwd_board_zombies(s->board, to), n + 1);
	zwd_free(s);
	/* 3 guards move their Cauldron for one Guard Action. */
	s = game(1, 13, "{\"mission\": \"3\", \"survivors\": \"jenia\"}");
	clear(s);
	j = surv(s, "jenia");
	line = pb_asprintf("guard jenia cauldron A9 move %s", s->map->zone[to].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(zwd_cauldron_zone(s, 0), to);
	ck_assert_int_eq(s->board->guards[to], 4);
	ck_assert_int_eq(s->surv[j].actions, 2);
	zwd_free(s);
}
END_TEST

/* guard-3: mission 5 keeps the guards of the Empress's zone there until
 * she is taken: move, shove and a Cauldron's move are refused with the
 * reason, melee is not; once she is taken they move. */
START_TEST(guards_stay)
{
	struct zwd_state *s = game(1, 31, "{\"mission\": \"5\", \"survivors\": \"jenia,ogon\"}");
	int               sig = s->map->setup.signaller, to;
	char             *line;

	clear(s);
	s->board->guards[sig] = 3;
	to = target_of(s, sig, 0);
	ck_assert(to >= 0);
	line =
	    pb_asprintf("guard jenia move %s %s", s->map->zone[sig].label, s->map->zone[to].label);
	no(s, 1, line, "guards in her zone");
	free(line);
	line =
	    pb_asprintf("guard jenia shove %s %s", s->map->zone[sig].label, s->map->zone[to].label);
	no(s, 1, line, "cannot move or shove");
	free(line);
	zwd_board_put(s->board, sig, ZWD_WALKER, 1);
	line = pb_asprintf("guard jenia melee %s", s->map->zone[sig].label);
	ok(s, 1, line);
	free(line);
	/* Taken, the Empress lets them go. */
	place_at(s, 1, sig);
	ok(s, 1, "empress ogon");
	line =
	    pb_asprintf("guard ogon move %s %s 1", s->map->zone[sig].label, s->map->zone[to].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->board->guards[to], 1);
	zwd_free(s);
}
END_TEST

/* stance-1: a player's standing choice for a survivor's reactive skill:
 * Dragomir's Is That All?, "always", discards a card for each Wound of
 * friendly fire; the choice is saved and loaded. */
START_TEST(stance_isthatall)
{
	struct zwd_state    *s = game(1, 5, NULL), *t;
	struct zwd_skill_ref r = { .fam = ZWD_SK_ISTHATALL, .fam2 = -1 };
	struct game_result   res = { 0 };
	struct pb_err        err = { 0 };
	int j = surv(s, "jenia"), d = surv(s, "dragomir"), z = zone(s, "A2"), k, cards, held = 0;

	clear(s);
	bare(s, j);
	bare(s, d);
	take_card(s, j, ZWD_HAND0, "ice-storm");
	take_card(s, d, ZWD_PACK0, "torch");
	take_card(s, d, ZWD_PACK0 + 1, "dragon-bile");
	take_card(s, d, ZWD_PACK0 + 2, "apples");
	s->surv[d].ap = ZWD_AP_ORANGE;
	s->surv[d].npick = 1;
	s->surv[d].pick[0] = r;
	zwd_danger(s);
	s->wound_rule = ZWD_WOUND_SPREAD;
	s->board->surv[d] = z;
	zwd_board_put(s->board, z, ZWD_BRUTE, 3); /* every miss hits Dragomir */
	no(s, 1, "stance dragomir isthatall maybe", "isthatall takes");
	no(s, 2, "stance dragomir isthatall always", "not one of your survivors");
	ok(s, 1, "stance dragomir tuttoqui sempre");
	ck_assert_int_eq(s->surv[d].stance.v[ZWD_ST_ISTHATALL], 1);
	t = reload(s, 5, NULL);
	ck_assert_int_eq(t->surv[d].stance.v[ZWD_ST_ISTHATALL], 1);
	zwd_free(t);
	for (k = 0; k < 3 && s->board->wounds[d] == 0 && !s->surv[d].out; k++) {
		ck_assert(run(s, 1, "attack jenia A2 ice-storm", &res, &err) == PB_OK);
		game_result_clear(&res);
	}
	for (cards = 0, k = 0; k < ZWD_SLOTS; k++)
		cards += s->surv[d].slot[k] >= 0;
	for (k = 0; k < s->nfights; k++)
		held += s->fight[k].r.ff[d] - s->fight[k].r.prevented[d];
	/* Each Wound a card, while cards last: no Wound kept before then. */
	ck_assert_int_gt(held, 0);
	ck_assert_int_eq(3 - cards, held < 3 ? held : 3);
	ck_assert_int_eq(s->board->wounds[d], held - (3 - cards));
	ck_assert_int_eq(s->surv[d].shed, 0);
	ck_assert_int_eq(s->ediscard.v[s->ediscard.n - 1], zwd_equip_find(s->pack->cards, "torch"));
	zwd_free(s);
}
END_TEST

/* react-1: the End Phase (rules 1): Dragomir's Medic (Blue) heals 1
 * Wound of each survivor of his Zone, himself too, for 1 AP each; Jenia's
 * Regeneration heals the rest; each told among the zombie phase's
 * events, in Italian too. */
START_TEST(react_heal)
{
	struct zwd_state    *s = game(1, 5, NULL);
	struct zwd_skill_ref r = { .fam = ZWD_SK_REGEN, .fam2 = -1 };
	int j = surv(s, "jenia"), d = surv(s, "dragomir"), o = surv(s, "ogon"), i, k, ap;
	int   medic[ZWD_SURVIVORS] = { 0 }, regen[ZWD_SURVIVORS] = { 0 };
	char *it;

	ck_assert_int_ge(s->pack->rev, 1);
	clear(s);
	for (i = 0; i < s->nsurv; i++)
		bare(s, i);
	s->board->surv[j] = s->board->surv[d] = zone(s, "A2");
	s->board->surv[o] = zone(s, "A5");
	s->board->wounds[j] = 2;
	s->board->wounds[d] = 1;
	s->board->wounds[o] = 1;
	s->surv[j].ap = ZWD_AP_ORANGE;
	s->surv[j].npick = 1;
	s->surv[j].pick[0] = r;
	ap = s->surv[d].ap;
	ok(s, 1, "end");
	for (k = 0; k < s->last.n; k++) {
		if (s->last.v[k].kind == ZWD_EV_WOUND)
			ck_abort_msg("a zombie wounded survivor %d", s->last.v[k].target);
		if (s->last.v[k].kind == ZWD_EV_MEDIC)
			medic[s->last.v[k].target] += s->last.v[k].n;
		if (s->last.v[k].kind == ZWD_EV_REGEN)
			regen[s->last.v[k].target] += s->last.v[k].n;
	}
	ck_assert_int_eq(medic[j], 1);
	ck_assert_int_eq(regen[j], 1);
	ck_assert_int_eq(medic[d], 1);
	ck_assert_int_eq(medic[o] + regen[o], 0);
	ck_assert_int_eq(s->board->wounds[j], 0);
	ck_assert_int_eq(s->board->wounds[d], 0);
	ck_assert_int_eq(s->board->wounds[o], 1);
	ck_assert_int_eq(s->surv[d].ap - ap, 2);
	it = zwd_events_text(s->map, s->pack->cards, &s->last, NULL, "it");
	ck_assert_msg(strstr(it, "guarisce 1 Ferita (Medico).") != NULL, "%s", it);
	ck_assert_msg(strstr(it, "guarisce 1 Ferita (Rigenerazione).") != NULL, "%s", it);
	free(it);
	zwd_free(s);
}
END_TEST

/* react-2: Sidestep (rules 1): Jenia, standing where zombies spawn,
 * takes a free Move to an adjacent Zone with fewer zombies, told among
 * the zombie phase's events; with "stance jenia sidestep off" she stays. */
START_TEST(react_sidestep)
{
	struct zwd_state    *s = game(1, 5, NULL);
	struct zwd_skill_ref r = { .fam = ZWD_SK_SIDESTEP, .fam2 = -1 };
	int j = surv(s, "jenia"), i, k, n, z = s->board->spawn[0], stepped = 0, stayed = 0;

	ck_assert_int_ge(z, 0);
	s->surv[j].ap = ZWD_AP_ORANGE;
	s->surv[j].npick = 1;
	s->surv[j].pick[0] = r;
	for (n = 0; n < 12 && s->phase != ZWD_PH_ENDED; n++) {
		if (n == 6)
			ok(s, 1, "stance jenia sidestep off");
		clear(s);
		for (i = 0; i < s->nsurv; i++)
			s->board->wounds[i] = 0;
		s->board->surv[j] = z;
		ok(s, 1, "end");
		for (k = 0; k < s->last.n; k++)
			if (s->last.v[k].kind == ZWD_EV_SPAWN && s->last.v[k].to == z && n < 6) {
				ck_assert_int_ne(s->board->surv[j], z);
				stepped++;
			} else if (s->last.v[k].kind == ZWD_EV_SPAWN && s->last.v[k].to == z) {
				ck_assert_int_eq(s->board->surv[j], z);
				stayed++;
			} else if (s->last.v[k].kind == ZWD_EV_SIDESTEP) {
				ck_assert_int_eq(s->last.v[k].target, j);
				ck_assert_int_eq(s->last.v[k].from, z);
				ck_assert_int_lt(n, 6);
			}
	}
	ck_assert_int_gt(stepped, 0);
	ck_assert_int_gt(stayed, 0);
	zwd_free(s);
}
END_TEST

/* Combat Reflexes (rules 2): at a spawn in its zone, in the zombie phase,
 * Jenia attacks it at once with her melee weapon, the attack kept for
 * the mails; with "stance jenia reflexes off", never. */
START_TEST(react_reflexes)
{
	struct zwd_state *s = game(1, 5, NULL);
	struct pb_buf     b;
	struct zwd_reflex rx = { s, &b };
	int j = surv(s, "jenia"), i, k, n, z = s->board->spawn[0], hit = 0, round;

	ck_assert_int_ge(z, 0);
	give_skill(s, j, ZWD_SK_REFLEXES);
	bare(s, j);
	take_card(s, j, ZWD_HAND0, "great-sword");
	/* Called by hand: a walker in her zone is attacked, told. */
	clear(s);
	s->board->surv[j] = z;
	zwd_board_put(s->board, z, ZWD_WALKER, 1);
	pb_buf_init(&b);
	zwd_reflexes(&rx, z);
	ck_assert_msg(b.len > 0 && strstr(b.s, "Combat Reflexes: Jenia attacks") != NULL, "%s",
	    b.len > 0 ? b.s : "(nothing)");
	pb_buf_free(&b);
	/* Through the zombie phase. */
	for (n = 0; n < 12 && s->phase != ZWD_PH_ENDED; n++) {
		if (n == 6)
			ok(s, 1, "stance jenia reflexes off");
		clear(s);
		for (i = 0; i < s->nsurv; i++)
			s->board->wounds[i] = 0;
		s->board->surv[j] = z;
		round = s->round;
		ok(s, 1, "end");
		for (k = 0; k < s->nfights; k++)
			if (s->fight[k].round == round && s->fight[k].who == j) {
				ck_assert_int_eq(s->fight[k].to, z);
				ck_assert_int_lt(n, 6);
				hit++;
			}
	}
	ck_assert_int_gt(hit, 0);
	zwd_free(s);
}
END_TEST

/* special-1: Ogon's Push (Blue) moves his zone's zombies to a zone at
 * Range 1 in sight, free, once a Turn; a Rescue drags the willing
 * survivors of a zone with zombies, not those who chose to stay; food is
 * eaten for its AP (Apples from the Backpack, Salted Meat only from a
 * Hand). */
START_TEST(specials)
{
	struct zwd_state    *s = game(1, 6, NULL), *t;
	struct zwd_skill_ref r = { .fam = ZWD_SK_RESCUE, .fam2 = -1 };
	int o = surv(s, "ogon"), j = surv(s, "jenia"), y = surv(s, "yasuke"), a5 = zone(s, "A5"),
	    a2 = zone(s, "A2"), ap;

	clear(s);
	no(s, 1, "push ogon A2", "no zombies in A5");
	zwd_board_put(s->board, a5, ZWD_WALKER, 2);
	no(s, 1, "push jenia A2", "has not the skill Push");
	no(s, 1, "push ogon A9", "Range 1 in sight");
	ok(s, 1, "push ogon A2");
	ck_assert_int_eq(zwd_board_zombies(s->board, a5), 0);
	ck_assert_int_eq(zwd_board_at(s->board, a2, ZWD_WALKER), 2);
	ck_assert_int_eq(s->surv[o].actions, 3);
	t = reload(s, 6, NULL);
	ck_assert_uint_eq(t->surv[o].once, ZWD_ONCE_PUSH);
	zwd_free(t);
	zwd_board_put(s->board, a5, ZWD_WALKER, 1);
	no(s, 1, "push ogon A2", "once a Turn");
	/* Rescue: Jenia and Yasuke in A2 with the walkers; Yasuke stays. */
	clear(s);
	zwd_board_put(s->board, a2, ZWD_WALKER, 1);
	s->board->surv[j] = s->board->surv[y] = a2;
	s->surv[o].ap = ZWD_AP_ORANGE;
	s->surv[o].npick = 1;
	s->surv[o].pick[0] = r;
	zwd_danger(s);
	ok(s, 1, "stance yasuke rescue stay");
	ok(s, 1, "rescue ogon A2");
	ck_assert_int_eq(zwd_surv_zone(s, j), a5);
	ck_assert_int_eq(zwd_surv_zone(s, y), a2);
	no(s, 1, "rescue ogon A2", "once a Turn");
	/* Food. */
	bare(s, j);
	take_card(s, j, ZWD_PACK0, "apples");
	take_card(s, j, ZWD_PACK0 + 1, "salted-meat");
	no(s, 1, "eat jenia salted-meat", "no food salted-meat");
	ap = s->surv[j].ap;
	ok(s, 1, "eat jenia apples");
	ck_assert_int_eq(s->surv[j].ap - ap, 3);
	ck_assert_int_eq(zwd_slot_of(s, j, "apples"), -1);
	ck_assert_int_eq(s->ediscard.v[s->ediscard.n - 1], zwd_equip_find(s->pack->cards, "apples"));
	zwd_free(s);
}
END_TEST

/* enchant-1: the Enchantment Action: Lorna's Spellcaster pays it; a copy
 * once a Turn; Healing takes a Wound off a survivor in sight; Repulse
 * pushes a zone's zombies away; Jump is refused; save and load keep the
 * copies cast. */
START_TEST(enchantments)
{
	struct zwd_state *s = game(1, 8, NULL), *t;
	int l = surv(s, "lorna"), j = surv(s, "jenia"), a5 = zone(s, "A5"), a2 = zone(s, "A2");

	clear(s);
	bare(s, l);
	s->board->surv[l] = s->board->surv[j] = a5;
	s->board->wounds[j] = 2;
	take_card(s, l, ZWD_HAND0, "healing");
	take_card(s, l, ZWD_HAND0 + 1, "repulse");
	take_card(s, l, ZWD_PACK0, "jump");
	no(s, 1, "enchant lorna jump jenia", "no Enchantment jump in the Hands");
	no(s, 1, "enchant lorna healing bob", "no survivor");
	ok(s, 1, "enchant lorna healing jenia");
	ck_assert_int_eq(s->board->wounds[j], 1);
	ck_assert_int_eq(s->surv[l].actions, 3); /* Spellcaster's free Action */
	ck_assert_int_eq(s->surv[l].ncast, 1);
	t = reload(s, 8, NULL);
	ck_assert_int_eq(t->surv[l].ncast, 1);
	zwd_free(t);
	no(s, 1, "enchant lorna healing jenia", "cast this Turn already");
	zwd_board_put(s->board, a2, ZWD_WALKER, 2);
	ok(s, 1, "enchant lorna repulse A2");
	ck_assert_int_eq(zwd_board_zombies(s->board, a2), 0);
	ck_assert_int_eq(s->surv[l].actions, 2);
	zwd_free(s);
}
END_TEST

/* Double Enchantment and the Jump and Sprint enchantments (rules 2): a
 * second target for the same Action, not the same one twice, only with
 * the skill; jump and sprint move their target for free by the zones
 * named, refused otherwise. */
START_TEST(skill_enchant_more)
{
	struct zwd_state *s = game(1, 8, NULL);
	int l = surv(s, "lorna"), j = surv(s, "jenia"), o = surv(s, "ogon"), a5 = zone(s, "A5");
	int  b, z, k, n = s->map->nzones;
	char line[80];

	clear(s);
	bare(s, l);
	for (k = 0; k < s->nobj; k++)
		deck_append(&s->edeck, &s->piles[k]); /* no Intro pile: the main deck */
	s->board->surv[l] = s->board->surv[j] = s->board->surv[o] = a5;
	s->board->wounds[j] = 2;
	s->board->wounds[o] = 1;
	take_card(s, l, ZWD_HAND0, "healing");
	take_card(s, l, ZWD_HAND0 + 1, "sprint");
	no(s, 1, "enchant lorna healing jenia ogon", "Double Enchantment");
	give_skill(s, l, ZWD_SK_DOUBLEENCHANT);
	no(s, 1, "enchant lorna healing jenia jenia", "not the same one twice");
	no(s, 1, "enchant lorna healing jenia ogon lorna", "2 targets");
	ok(s, 1, "enchant lorna healing jenia ogon");
	ck_assert_int_eq(s->board->wounds[j], 1);
	ck_assert_int_eq(s->board->wounds[o], 0);
	ck_assert_int_eq(s->surv[l].ncast, 1);
	/* Sprint: Jenia walks to a zone next to A5, free. */
	for (b = 0; b < n && (b == a5 || !zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a5, b, 0)); b++)
		;
	ck_assert_int_lt(b, n);
	no(s, 1, "enchant lorna sprint jenia", "1 to 3 zones");
	snprintf(line, sizeof(line), "enchant lorna sprint jenia %s", s->map->zone[b].label);
	ok(s, 1, line);
	ck_assert_int_eq(zwd_surv_zone(s, j), b);
	ck_assert_int_eq(s->surv[j].actions, 3);
	/* Jump: to a zone at Range 2 of Jenia, in her sight. */
	zwd_discard(s, s->surv[l].slot[ZWD_HAND0]);
	s->surv[l].slot[ZWD_HAND0] = -1;
	take_card(s, l, ZWD_HAND0, "jump");
	for (z = 0; z < n && zwd_map_los(s->map, b, z, 0) != 2; z++)
		;
	ck_assert_int_lt(z, n);
	snprintf(line, sizeof(line), "enchant lorna jump jenia %s", s->map->zone[a5].label);
	no(s, 1, line, "Range 2");
	snprintf(line, sizeof(line), "enchant lorna jump jenia %s", s->map->zone[z].label);
	ok(s, 1, line);
	ck_assert_int_eq(zwd_surv_zone(s, j), z);
	zwd_free(s);
}
END_TEST

/* Spellbook: an Enchantment in the Backpack is cast as from the Hands;
 * without the skill it is refused (its combat spells: skill_spellbook_attack). */
START_TEST(skill_spellbook)
{
	struct zwd_state *s = game(1, 8, NULL);
	int               l = surv(s, "lorna"), j = surv(s, "jenia"), a5 = zone(s, "A5");

	clear(s);
	bare(s, l);
	s->board->surv[l] = s->board->surv[j] = a5;
	s->board->wounds[j] = 2;
	take_card(s, l, ZWD_PACK0 + 2, "healing");
	no(s, 1, "enchant lorna healing jenia", "in the Hands");
	ck_assert_int_eq(s->board->wounds[j], 2);
	give_skill(s, l, ZWD_SK_SPELLBOOK);
	ok(s, 1, "enchant lorna healing jenia");
	ck_assert_int_eq(s->board->wounds[j], 1);
	ck_assert_int_eq(s->surv[l].slot[ZWD_PACK0 + 2], zwd_equip_find(s->pack->cards, "healing"));
	no(s, 1, "enchant lorna healing jenia", "cast this Turn already");
	zwd_free(s);
}
END_TEST

/* Spellbook (rules 4): a combat spell in the Backpack attacks as from the
 * Hands; two Lightnings there fire as a Dual pair, an Energy Discharge
 * there adds its die.  Without the skill, or in a game of revision 3,
 * the Backpack's spell is refused. */
START_TEST(skill_spellbook_attack)
{
	struct zwd_state *s = game(1, 8, NULL);
	int               l = surv(s, "lorna"), a5 = zone(s, "A5"), z, k;
	struct zwd_attack a;
	char              line[64], *ex = NULL;

	clear(s);
	bare(s, l);
	s->board->surv[l] = a5;
	for (z = 0; z < s->map->nzones && zwd_map_los(s->map, a5, z, 0) != 1; z++)
		;
	ck_assert_int_lt(z, s->map->nzones);
	zwd_board_put(s->board, z, ZWD_WALKER, 1);
	take_card(s, l, ZWD_PACK0 + 1, "lightning");
	snprintf(line, sizeof(line), "attack lorna %s lightning", s->map->zone[z].label);
	no(s, 1, line, "in the Hands");
	ck_assert(!zwd_can_attack(s, l, NULL));
	give_skill(s, l, ZWD_SK_SPELLBOOK);
	at_rev(s, 3);
	no(s, 1, line, "in the Hands");
	at_rev(s, ZWD_REV);
	ck_assert(zwd_can_attack(s, l, &ex));
	ck_assert(strstr(ex, "lightning") != NULL);
	free(ex);
	zwd_attack_setup(s, l, ZWD_PACK0 + 1, z, &a);
	ck_assert_int_ne(a.hands, 2);
	ck_assert_int_eq(a.loaded, 1);
	/* A second Lightning in the Backpack: a Dual pair. */
	take_card(s, l, ZWD_PACK0 + 3, "lightning");
	zwd_attack_setup(s, l, ZWD_PACK0 + 1, z, &a);
	ck_assert_int_eq(a.hands, 2);
	ck_assert_int_eq(a.bonus_die, 0);
	/* Energy Discharge in its place: its die. */
	zwd_discard(s, s->surv[l].slot[ZWD_PACK0 + 3]);
	s->surv[l].slot[ZWD_PACK0 + 3] = -1;
	for (k = 0; k < s->nsurv * ZWD_SLOTS; k++) /* a Starting card another holds */
		if (s->surv[k / ZWD_SLOTS].slot[k % ZWD_SLOTS]
		    == zwd_equip_find(s->pack->cards, "energy-discharge")) {
			s->surv[l].slot[ZWD_PACK0 + 4] = s->surv[k / ZWD_SLOTS].slot[k % ZWD_SLOTS];
			s->surv[k / ZWD_SLOTS].slot[k % ZWD_SLOTS] = -1;
			break;
		}
	ck_assert_int_lt(k, s->nsurv * ZWD_SLOTS);
	zwd_attack_setup(s, l, ZWD_PACK0 + 1, z, &a);
	ck_assert_int_ne(a.hands, 2);
	ck_assert_int_eq(a.bonus_die, 1);
	k = s->surv[l].actions - s->surv[l].nspent;
	ok(s, 1, line);
	/* One Action paid: Spellcaster's free one, else one of the Turn's. */
	ck_assert_int_eq(s->surv[l].actions - s->surv[l].nspent, k - 1);
	ck_assert_int_eq(
	    s->surv[l].slot[ZWD_PACK0 + 1], zwd_equip_find(s->pack->cards, "lightning"));
	zwd_free(s);
}
END_TEST

/* khan_burnt - survivor j burns the Khan put in a2 (next to it) with Dragon
 * Fire: a Crypt Weapon lies there */

static void
khan_burnt(struct zwd_state *s, int j, int a2)
{
	clear(s);
	bare(s, j);
	take_card(s, j, ZWD_PACK0, "dragon-bile");
	take_card(s, j, ZWD_PACK0 + 1, "torch");
	zwd_board_put(s->board, a2, ZWD_KHAN, 1);
	ok(s, 1, "attack jenia A2 dragon-bile");
	ck_assert_int_ge(zwd_drop_here(s, a2), 0);
}

/* Crypt Raider (rules 2): a Crypt Weapon dropped at Range 1 in sight, a
 * step away, is taken from where the survivor stands; without it, not. */
START_TEST(skill_crypt_raider)
{
	struct zwd_state *s = game(1, 8, NULL);
	int               j = surv(s, "jenia"), a2 = zone(s, "A2");

	khan_burnt(s, j, a2);
	ck_assert_int_ne(zwd_surv_zone(s, j), a2);
	no(s, 1, "take jenia", "cannot take");
	give_skill(s, j, ZWD_SK_CRYPTRAIDER);
	ok(s, 1, "take jenia");
	ck_assert_int_lt(zwd_drop_here(s, a2), 0);
	ck_assert_int_ne(zwd_surv_zone(s, j), a2);
	zwd_free(s);
}
END_TEST

/* Born Leader (rules 2): once a Turn, free, another survivor whose turn
 * has not ended gets a free Action of any kind, which its next Action
 * spends; its standing choice may refuse it. */
START_TEST(skill_born_leader)
{
	struct zwd_state *s = game(1, 8, NULL), *t;
	int j = surv(s, "jenia"), o = surv(s, "ogon"), a, b, n, f;
	char line[80];

	clear(s);
	no(s, 1, "lead jenia ogon", "has not the skill Born Leader");
	give_skill(s, j, ZWD_SK_LEADER);
	ck_assert(zwd_can_lead(s, j, NULL));
	no(s, 1, "lead jenia jenia", "another survivor");
	ok(s, 1, "stance yasuke leader refuse");
	no(s, 1, "lead jenia yasuke", "refuses");
	f = zwd_free_left(s, o);
	ok(s, 1, "lead jenia ogon");
	ck_assert_int_eq(zwd_free_left(s, o), f + 1);
	t = reload(s, 8, NULL); /* the gift and the once bit saved */
	ck_assert_int_eq(zwd_free_left(t, o), f + 1);
	ck_assert(t->surv[j].once & ZWD_ONCE_LEADER);
	zwd_free(t);
	ck_assert_int_eq(s->surv[j].actions, 3);
	no(s, 1, "lead jenia ogon", "once a Turn");
	ck_assert(!zwd_can_lead(s, j, NULL));
	/* Ogon's next Move is the free Action. */
	a = zwd_surv_zone(s, o);
	n = s->map->nzones;
	for (b = 0; b < n && (b == a || !zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, b, 0)); b++)
		;
	ck_assert_int_lt(b, n);
	snprintf(line, sizeof(line), "move ogon %s", s->map->zone[b].label);
	ok(s, 1, line);
	ck_assert_int_eq(s->surv[o].actions, 3);
	ck_assert_int_eq(zwd_free_left(s, o), f);
	zwd_free(s);
}
END_TEST

/* Taunt (rules 2): once a Turn, free, the zombies of a zone in sight at
 * Range 1 or more step one zone along their way to the taunter; not its
 * own zone; a Freeze token holds them. */
START_TEST(skill_taunt)
{
	struct zwd_state *s = game(1, 8, NULL);
	int  j = surv(s, "jenia"), a, z, k, n = s->map->nzones;
	char line[80];

	clear(s);
	a = zwd_surv_zone(s, j);
	for (z = 0; z < n
	     && (zwd_map_los(s->map, a, z, 0) != 2
	         || zwd_map_dist(s->map, ZWD_MOVER_ZOMBIE, z, a, 0) != 2);
	     z++)
		;
	ck_assert_int_lt(z, n);
	zwd_board_put(s->board, z, ZWD_WALKER, 2);
	snprintf(line, sizeof(line), "taunt jenia %s", s->map->zone[z].label);
	no(s, 1, line, "has not the skill Taunt");
	give_skill(s, j, ZWD_SK_TAUNT);
	snprintf(line, sizeof(line), "taunt jenia %s", s->map->zone[a].label);
	no(s, 1, line, "not its own zone");
	snprintf(line, sizeof(line), "taunt jenia %s", s->map->zone[z].label);
	ok(s, 1, line);
	ck_assert_int_eq(zwd_board_zombies(s->board, z), 0);
	for (k = 0; k < n && zwd_board_zombies(s->board, k) == 0; k++)
		;
	ck_assert_int_lt(k, n);
	ck_assert_int_eq(zwd_board_at(s->board, k, ZWD_WALKER), 2);
	ck_assert_int_eq(zwd_map_dist(s->map, ZWD_MOVER_ZOMBIE, k, a, 0), 1);
	ck_assert_int_eq(s->surv[j].actions, 3);
	no(s, 1, line, "once a Turn");
	zwd_free(s);
}
END_TEST

/* crypt-1: the Khan burnt by Dragon Fire drops a Crypt Weapon face down
 * in its zone (zwd_crypt_drop(), told with the attack); a survivor there
 * takes it. */
START_TEST(crypt_dropped)
{
	struct zwd_state *s = game(1, 8, NULL), *t;
	int               j = surv(s, "jenia"), a2 = zone(s, "A2"), n;

	khan_burnt(s, j, a2);
	t = reload(s, 8, NULL);
	ck_assert_int_ge(zwd_drop_here(t, a2), 0);
	zwd_free(t);
	ok(s, 1, "move jenia A2");
	ok(s, 1, "take jenia");
	ck_assert_int_lt(zwd_drop_here(s, a2), 0);
	for (n = 0; n < ZWD_SLOTS && s->surv[j].slot[n] < 0; n++)
		;
	ck_assert_int_lt(n, ZWD_SLOTS); /* she holds it */
	zwd_free(s);
}
END_TEST

/* move-1: moves of more than one zone: Jenia's Sprint (Blue) goes 2 zones
 * for one Move Action, once a Turn; Charge is free, 1 or 2 zones to
 * zombies; Jump goes to a zone in sight at Range 2; none in rules 0. */
START_TEST(long_moves)
{
	struct zwd_state    *s = game(1, 9, NULL);
	struct zwd_skill_ref ch = { .fam = ZWD_SK_CHARGE, .fam2 = -1 };
	struct zwd_skill_ref ju = { .fam = ZWD_SK_JUMP, .fam2 = -1 };
	int   j = surv(s, "jenia"), y = surv(s, "yasuke"), o = surv(s, "ogon"), a5 = zone(s, "A5"),
	    z, k, w;
	char *line;

	clear(s);
	no(s, 1, "move jenia A2 A9", "next to the one before");
	ok(s, 1, "move jenia A2 A1");
	ck_assert_int_eq(zwd_surv_zone(s, j), zone(s, "A1"));
	ck_assert_int_eq(s->surv[j].actions, 2);
	no(s, 1, "move jenia A2 A5", "1 zone a Move");
	no(s, 1, "move yasuke A2 A1", "1 zone a Move");
	/* Charge, Yasuke's Orange: free, to the zombies. */
	s->surv[y].ap = ZWD_AP_ORANGE;
	s->surv[y].npick = 1;
	s->surv[y].pick[0] = ch;
	zwd_danger(s);
	no(s, 1, "charge yasuke A2", "zone with zombies");
	zwd_board_put(s->board, zone(s, "A2"), ZWD_WALKER, 1);
	ok(s, 1, "charge yasuke A2");
	ck_assert_int_eq(zwd_surv_zone(s, y), zone(s, "A2"));
	ck_assert_int_eq(s->surv[y].actions, 3);
	no(s, 1, "charge yasuke A5", "once a Turn");
	/* Jump, given to Ogon: a zone in sight at Range 2. */
	s->surv[o].ap = ZWD_AP_ORANGE;
	s->surv[o].npick = 1;
	s->surv[o].pick[0] = ju;
	for (z = 0; z < s->map->nzones && zwd_map_los(s->map, a5, z, 0) != 2; z++)
		;
	ck_assert_int_lt(z, s->map->nzones);
	no(s, 1, "jump ogon A2", "Range 2");
	line = pb_asprintf("jump ogon %s", s->map->zone[z].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(zwd_surv_zone(s, o), z);
	ck_assert_int_eq(s->surv[o].actions, 2);
	/* Hit & Run, given to Ogon: right after a kill, a free Move. */
	s->surv[o].pick[0] = (struct zwd_skill_ref){ .fam = ZWD_SK_HITRUN, .fam2 = -1 };
	bare(s, o);
	take_card(s, o, ZWD_HAND0, "great-sword");
	clear(s);
	zwd_board_put(s->board, z, ZWD_WALKER, 3);
	line = pb_asprintf("attack ogon %s great-sword", s->map->zone[z].label);
	ok(s, 1, line);
	free(line);
	ck_assert(zwd_board_zombies(s->board, z) < 3); /* seed 9: it killed */
	ck_assert_uint_eq(s->surv[o].once & ZWD_ONCE_HITRUN, ZWD_ONCE_HITRUN);
	k = s->surv[o].actions;
	for (w = 0; w < s->map->nzones && (w == z || !zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, z, w, 0)); w++)
		;
	line = pb_asprintf("move ogon %s", s->map->zone[w].label);
	ok(s, 1, line); /* with zombies left in z: free all the same */
	free(line);
	ck_assert_int_eq(s->surv[o].actions, k);
	ck_assert_uint_eq(s->surv[o].once & ZWD_ONCE_HITRUN, 0);
	/* Bloodlust, Ogon's Orange (bloodlust-melee): then a free Melee Action. */
	s->surv[o].pick[0] = (struct zwd_skill_ref){ .fam = ZWD_SK_BLOODLUST, .arg = ZWD_PA_MELEE,
		.fam2 = -1 };
	clear(s);
	line = pb_asprintf("bloodlust ogon %s", s->map->zone[z].label);
	no(s, 1, line, "zone with zombies");
	zwd_board_put(s->board, z, ZWD_BRUTE, 2);
	k = s->surv[o].actions;
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->surv[o].actions, k - 1);
	ck_assert_uint_eq(s->surv[o].bonus, ZWD_K_MELEE);
	line = pb_asprintf("attack ogon %s great-sword", s->map->zone[z].label);
	ok(s, 1, line);
	free(line);
	ck_assert_int_eq(s->surv[o].actions, k - 1); /* the free Melee Action */
	/* Corruption Walker, given to Yasuke: a free Move out of Corruption. */
	clear(s);
	s->surv[y].pick[0] = (struct zwd_skill_ref){ .fam = ZWD_SK_CORRWALKER, .fam2 = -1 };
	zwd_map_corrupt(s->map, zwd_surv_zone(s, y));
	k = s->surv[y].actions;
	ok(s, 1, "move yasuke A5");
	ck_assert_int_eq(s->surv[y].actions, k);
	ck_assert_uint_eq(s->surv[y].spent[0], ZWD_K_MOVE | ZWD_K_CORRWALK);
	/* Slippery (Jenia's Orange): the zombies left cost nothing. */
	s->board->surv[j] = a5;
	zwd_board_put(s->board, a5, ZWD_WALKER, 2);
	s->surv[j].ap = ZWD_AP_ORANGE;
	s->surv[j].npick = 1;
	s->surv[j].pick[0] = (struct zwd_skill_ref){ .fam = ZWD_SK_SLIPPERY, .fam2 = -1 };
	ok(s, 1, "move jenia A2");
	ck_assert_int_eq(s->surv[j].actions, 1);
	zwd_free(s);
}
END_TEST

/* on_top - put the first copy of card in the Equipment deck on its top */

static void
on_top(struct zwd_state *s, const char *card)
{
	int e = zwd_equip_find(s->pack->cards, card), k;

	for (k = 0; k < s->edeck.n && s->edeck.v[k] != e; k++)
		;
	ck_assert_msg(k < s->edeck.n, "no %s in the deck", card);
	memmove(&s->edeck.v[k], &s->edeck.v[k + 1], sizeof(int) * (size_t)(s->edeck.n - k - 1));
	s->edeck.v[s->edeck.n - 1] = e;
}

/* search-1: a Search with a Torch draws 2 cards; an Aaahh!! card puts its
 * zombies in the zone and is discarded; a Search is once a Turn. */
START_TEST(search_skills)
{
	struct zwd_state *s = game(1, 10, NULL);
	int               j = surv(s, "jenia"), a1 = zone(s, "A1"), k, n;

	clear(s);
	bare(s, j);
	for (k = 0; k < s->nobj; k++)
		deck_append(&s->edeck, &s->piles[k]); /* no Intro pile: the main deck */
	s->board->surv[j] = a1;
	take_card(s, j, ZWD_PACK0, "torch");
	on_top(s, "great-sword");
	on_top(s, "aaahh-walker");
	n = s->edeck.n;
	ok(s, 1, "search jenia");
	ck_assert_int_eq(s->edeck.n, n - 2);
	ck_assert_int_gt(zwd_board_zombies(s->board, a1), 0);
	ck_assert(zwd_slot_of(s, j, "great-sword") >= 0);
	ck_assert_int_eq(s->ediscard.v[s->ediscard.n - 1], zwd_equip_find(s->pack->cards, "aaahh-walker"));
	clear(s);
	no(s, 1, "search jenia", "one Search a turn");
	/* Transmutation, given to Jenia: not a Search, again and again. */
	no(s, 1, "transmute jenia great-sword", "has not the skill Transmutation");
	s->surv[j].ap = ZWD_AP_ORANGE;
	s->surv[j].npick = 1;
	s->surv[j].pick[0] = (struct zwd_skill_ref){ .fam = ZWD_SK_TRANSMUTATION, .fam2 = -1 };
	on_top(s, "crossbow");
	ok(s, 1, "transmute jenia great-sword");
	ck_assert_int_eq(zwd_slot_of(s, j, "great-sword"), -1);
	ck_assert(zwd_slot_of(s, j, "crossbow") >= 0);
	zwd_free(s);
}
END_TEST

/* skills that draw or reload (rules 2): Destiny redraws an Aaahh!! card in
 * its own Turn, once; Hold Your Nose draws when the last zombie of its
 * zone dies, by anyone's attack; Free Reload leaves no weapon unloaded. */
START_TEST(skills_draw)
{
	struct zwd_state *s = game(1, 10, NULL);
	struct pb_buf     b;
	int j = surv(s, "jenia"), o = surv(s, "ogon"), a1 = zone(s, "A1"), k, n;

	ck_assert_int_ge(s->pack->rev, 2);
	clear(s);
	bare(s, j);
	bare(s, o);
	for (k = 0; k < s->nobj; k++)
		deck_append(&s->edeck, &s->piles[k]); /* no Intro pile: the main deck */
	s->board->surv[j] = s->board->surv[o] = a1;
	give_skill(s, j, ZWD_SK_DESTINY);
	on_top(s, "great-sword");
	on_top(s, "aaahh-walker");
	n = s->edeck.n;
	ok(s, 1, "search jenia");
	ck_assert_int_eq(s->edeck.n, n - 2);
	ck_assert_int_eq(zwd_board_zombies(s->board, a1), 0);
	ck_assert(zwd_slot_of(s, j, "great-sword") >= 0);
	ck_assert(s->surv[j].once & ZWD_ONCE_DESTINY);
	/* Once a Turn: a second Aaahh!! stays. */
	on_top(s, "aaahh-runner");
	pb_buf_init(&b);
	k = zwd_destiny(s, j, zwd_draw(s), &b);
	ck_assert_int_eq(s->pack->cards->equips[k].kind, ZWD_AAAHH);
	zwd_discard(s, k);
	/* Hold Your Nose, given to Ogon: nothing while a zombie is left. */
	give_skill(s, o, ZWD_SK_HOLDNOSE);
	zwd_board_put(s->board, a1, ZWD_WALKER, 1);
	on_top(s, "crossbow");
	zwd_hold_nose(s, a1, 1, &b);
	ck_assert_int_eq(zwd_slot_of(s, o, "crossbow"), -1);
	for (k = 0; k < 3 && zwd_board_zombies(s->board, a1) > 0; k++)
		ok(s, 1, "attack jenia A1 great-sword");
	ck_assert_int_eq(zwd_board_zombies(s->board, a1), 0); /* this seed's rolls */
	ck_assert(zwd_slot_of(s, o, "crossbow") >= 0);
	ck_assert(zwd_slot_of(s, j, "crossbow") < 0); /* only the skill's owner draws */
	pb_buf_free(&b);
	zwd_free(s);
}
END_TEST

/* Free Reload: a Reload weapon fired stays loaded (rules 2). */
START_TEST(skill_free_reload)
{
	struct zwd_state *s = game(1, 6, NULL);
	int               j = surv(s, "jenia");

	clear(s);
	bare(s, j);
	take_card(s, j, ZWD_HAND0, "triple-crossbow");
	give_skill(s, j, ZWD_SK_FREERELOAD);
	ok(s, 1, "attack jenia A2 triple-crossbow");
	ck_assert_int_eq(s->surv[j].unloaded, 0);
	no(s, 1, "reload jenia", "nothing to reload");
	ok(s, 1, "attack jenia A2 triple-crossbow");
	zwd_free(s);
}
END_TEST

START_TEST(pause_outcomes)
{
	struct zwd_state  *s = game(1, 5, NULL);
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	int o = surv(s, "ogon"), z = zone(s, "A2"), k, struck = 0;

	/* Rules 4: a move's outcome is known, a Search's is not: the mail
	 * pauses after it (game.h res->pause), the reply says what to do. */
	ck_assert(run(s, 1, "move jenia A2", &res, &err) == PB_OK);
	ck_assert_int_eq(res.pause, 0);
	game_result_clear(&res);
	ok(s, 1, "move jenia A1");
	ck_assert(run(s, 1, "search jenia", &res, &err) == PB_OK);
	ck_assert_int_eq(res.pause, 1);
	ck_assert_ptr_nonnull(strstr(res.text, "What Jenia found is told below"));
	ck_assert_ptr_nonnull(strstr(res.event, "Jenia finds "));
	game_result_clear(&res);
	/* The team's standing pause off: the mail plays on; saved only then. */
	no(s, 1, "standing pause maybe", "standing pause on|off");
	ok(s, 1, "standing pause off");
	ck_assert_int_eq(s->play_on, 1);
	ok(s, 1, "move yasuke A2");
	ok(s, 1, "move yasuke A1");
	ck_assert(run(s, 1, "search yasuke", &res, &err) == PB_OK);
	ck_assert_int_eq(res.pause, 0);
	game_result_clear(&res);
	ok(s, 1, "standing pause on");
	ck_assert_int_eq(s->play_on, 0);
	/* Rules 3: no pause, the reply as it was. */
	at_rev(s, 3);
	no(s, 1, "standing pause off", "revision 4");
	ok(s, 1, "move lorna A2");
	ok(s, 1, "move lorna A1");
	ck_assert(run(s, 1, "search lorna", &res, &err) == PB_OK);
	ck_assert_int_eq(res.pause, 0);
	ck_assert_ptr_null(res.text);
	game_result_clear(&res);
	at_rev(s, ZWD_REV);
	zwd_free(s);

	/* Friendly fire (as attack_ff): a miss that strikes Ogon pauses the
	 * mail, naming him; an attack that strikes nobody does not. */
	s = game(1, 5, NULL);
	o = surv(s, "ogon");
	ff_setup(s, z, ZWD_BRUTE, 3);
	for (k = 0; k < 3 && !s->surv[o].out; k++) {
		ck_assert(run(s, 1, "attack jenia A2 ice-storm", &res, &err) == PB_OK);
		if (res.pause) {
			ck_assert_ptr_nonnull(strstr(res.text, "Friendly fire struck Ogon"));
			struck++;
		} else
			ck_assert_ptr_null(res.text);
		game_result_clear(&res);
	}
	ck_assert_int_gt(struck, 0);
	zwd_free(s);
}
END_TEST

START_TEST(attack_ff)
{
	struct zwd_state  *s = game(1, 5, NULL);
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	int o = surv(s, "ogon"), z = zone(s, "A2"), k, wounds = 0;

	/* Brutes shrug off Damage 1: every success is wasted, every miss
	 * hits Ogon, the only one there. */
	ff_setup(s, z, ZWD_BRUTE, 3);
	for (k = 0; k < 3; k++) {
		ck_assert(run(s, 1, "attack jenia A2 ice-storm", &res, &err) == PB_OK);
		game_result_clear(&res);
		if (s->surv[o].out)
			break;
	}
	wounds = s->board->wounds[o];
	ck_assert_int_gt(wounds, 0);
	ck_assert_int_eq(zwd_board_zombies(s->board, z), 3);
	ck_assert_int_eq(s->board->noise[zone(s, "A5")], k + (k < 3));
	zwd_free(s);
}
END_TEST

START_TEST(armour_zombies)
{
	struct zwd_state  *s = game(1, 7, NULL);
	struct zwd_defence d;
	int                i, k, spared = 0, z = zone(s, "A5");

	clear(s);
	for (i = 0; i < s->nsurv; i++) {
		bare(s, i);
		s->board->surv[i] = z;
	}
	take_card(s, 0, ZWD_BODYSLOT, "heavy-armour");
	zwd_defence(s, 0, &d);
	ck_assert_int_eq(d.armour, 3);
	s->wound_rule = ZWD_WOUND_ORDER;
	s->norder = 1;
	s->order[0] = 0;
	zwd_board_put(s->board, z, ZWD_WALKER, 2);
	ok(s, 1, "end");
	for (k = 0; k < s->last.n; k++)
		if (s->last.v[k].kind == ZWD_EV_ARMOUR && s->last.v[k].target == 0)
			spared += s->last.v[k].n;
	ck_assert_int_gt(spared, 0);
	zwd_free(s);
}
END_TEST

START_TEST(skill_chosen)
{
	struct zwd_state   *s = game(1, 2, NULL), *t;
	struct zwd_skillset set;
	int                 j = surv(s, "jenia"), o = surv(s, "ogon");

	s->surv[j].ap = s->surv[o].ap = ZWD_AP_ORANGE;
	zwd_danger(s);
	no(s, 1, "skill jenia iron-skin", "");
	ck_assert_int_eq(s->surv[j].npick, 0);
	ok(s, 1, "skill jenia slippery");
	ck_assert_int_eq(s->surv[j].npick, 1);
	no(s, 1, "skill jenia plus1-die-melee", "no skill to choose now");
	zwd_skills(s, j, &set);
	ck_assert(zwd_skillset_has(&set, ZWD_SK_SLIPPERY));
	t = reload(s, 2, NULL);
	ck_assert_int_eq(t->surv[j].npick, 1);
	zwd_free(t);
	/* Ogon chose nothing: the first of his tree stands when the round passes. */
	clear(s);
	ok(s, 1, "end");
	ck_assert_int_eq(s->round, 2);
	ck_assert_int_eq(s->surv[o].npick, 1);
	zwd_skills(s, o, &set);
	ck_assert(!zwd_skillset_has(&set, ZWD_SK_IRONSKIN));
	zwd_free(s);
}
END_TEST

/* choose_in - survivor i's Orange option k chosen by its name in lang */

static void
choose_in(struct zwd_state *s, int i, int k, int lang)
{
	const struct zwd_survivor *sv = &s->pack->cards->survivors[s->surv[i].card];
	char *name = zwd_skill_name(s->pack->cards, &sv->skill[ZWD_ORANGE][k], lang);
	char *slug = zwd_slug(name), *line = pb_asprintf("skill %s %s", zwd_surv_id(s, i), slug);

	ck_assert_int_gt(sv->nskill[ZWD_ORANGE], k);
	ok(s, s->surv[i].seat, line);
	ck_assert_int_eq(s->surv[i].npick, 1);
	ck_assert(zwd_skill_same(&s->surv[i].pick[0], &sv->skill[ZWD_ORANGE][k]));
	free(line);
	free(slug);
	free(name);
}

/* A choice at Orange named in Italian (Jenia's second option) and in
 * Spanish (Ogon's second), as players write them. */
START_TEST(skill_chosen_words)
{
	struct zwd_state *s = game(1, 2, NULL);
	int               j = surv(s, "jenia"), o = surv(s, "ogon");

	s->surv[j].ap = s->surv[o].ap = ZWD_AP_ORANGE;
	zwd_danger(s);
	choose_in(s, j, 1, 1);
	choose_in(s, o, 1, 2);
	zwd_free(s);
}
END_TEST

/* ---- the round ----------------------------------------------------- */

START_TEST(zombie_phase)
{
	struct zwd_state  *s = game(2, 11, NULL), *t;
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	int                z, n = 0;

	ok(s, 1, "end");
	ck_assert_int_eq(s->round, 1);
	ck_assert_int_eq(s->last.n, 0);
	/* The last end of turn runs the zombie phase and the end phase. */
	ck_assert(run(s, 2, "end", &res, &err) == PB_OK);
	ck_assert_msg(strstr(res.event, "The zombies played round 1.") != NULL, "%s", res.event);
	game_result_clear(&res);
	ck_assert_int_eq(s->round, 2);
	ck_assert_int_eq(s->first, s->first); /* passed to the next seat */
	ck_assert_int_gt(s->last.n, 0);
	for (z = 0; z < s->map->nzones; z++)
		n += zwd_board_zombies(s->board, z);
	ck_assert_int_gt(n, 0);
	ck_assert_int_eq(s->surv[0].actions, 3);
	ck_assert(!s->surv[0].done);
	ck_assert_str_eq(zwd_ops.decision(s, 1), "turn");
	/* The narrative reaches the view in the reader's language. */
	{
		json_t *v = zwd_ops.view(s, 1, "it");
		json_t *b = json_object_get(v, "board");

		ck_assert(json_is_true(json_object_get(b, "has_zombie_phase")));
		ck_assert_int_gt(json_array_size(json_object_get(b, "zombie_phase")), 0);
		json_decref(v);
	}
	t = reload(s, 11, NULL);
	zwd_free(t);
	zwd_free(s);
}
END_TEST

START_TEST(first_player)
{
	struct zwd_state *s = game(3, 21, NULL);
	int               f = s->first;

	ok(s, 1, "end");
	ok(s, 2, "end");
	ok(s, 3, "end");
	ck_assert_int_eq(s->first, f % 3 + 1);
	zwd_free(s);
}
END_TEST

/* script - a fixed game of seat 1 on the Intro */

static const char *const script[] = {
	"noise jenia",
	"move jenia A2",
	"end jenia",
	"move ogon A6",
	"end",
	NULL,
};

START_TEST(save_replay)
{
	struct zwd_state *a = game(1, 33, NULL), *b = game(1, 33, NULL), *t;
	char             *x, *y;
	int               i, r;

	for (r = 0; r < 3 && a->phase != ZWD_PH_ENDED; r++)
		for (i = 0; script[i] != NULL && a->phase != ZWD_PH_ENDED; i++) {
			struct game_result res = { 0 };
			struct pb_err      err = { 0 };
			enum pb_rc         ra = run(a, 1, script[i], &res, &err), rb;

			game_result_clear(&res);
			rb = run(b, 1, script[i], &res, &err);
			game_result_clear(&res);
			ck_assert_int_eq(ra, rb);
			t = reload(a, 33, NULL);
			zwd_free(a);
			a = t;
		}
	x = zwd_ops.save(a);
	y = zwd_ops.save(b);
	ck_assert_str_eq(x, y);
	ck_assert(strstr(x, "\"survivors\"") != NULL);
	free(x);
	free(y);
	/* A state that does not fit is refused. */
	{
		unsigned char seed[PB_SEED_LEN] = { 0 };
		struct pb_err err = { 0 };
		json_t       *o = json_loads("{\"mission\": \"intro\"}", 0, NULL);
		void         *g = NULL;

		ck_assert(zwd_ops.load(the_pack(), o, 1, seed, "{}", &g, &err) != PB_OK);
		ck_assert(zwd_ops.load(the_pack(), o, 1, seed, "[", &g, &err) != PB_OK);
		json_decref(o);
	}
	zwd_free(a);
	zwd_free(b);
}
END_TEST

/* ---- the end ------------------------------------------------------- */

START_TEST(intro_won)
{
	struct zwd_state *s = game(1, 41, NULL);
	const char *const who[] = { "jenia", "ogon", "yasuke", "lorna", "dragomir", "sarnai" };
	const char *const toward_b9[] = { "A2", "A5", "A6", "B4", "B5", "B6", "B9" };
	char             *line;
	int               i, k, step[6] = { 0 };

	/* Round 1: everyone to A1, each searches its pile. */
	for (i = 0; i < 6; i++) {
		line = pb_asprintf("move %s A2", who[i]);
		ok(s, 1, line);
		free(line);
		line = pb_asprintf("move %s A1", who[i]);
		ok(s, 1, line);
		free(line);
		line = pb_asprintf("search %s", who[i]);
		ok(s, 1, line);
		free(line);
	}
	ck_assert_int_eq(s->round, 2);
	/* From here the zombies are taken off before each command: combat
	 * is not in this version, a scripted game stands in for it. */
	clear(s);
	ok(s, 1, "take jenia");
	/* Ogon walks to B9, searches its pile empty, takes it. */
	for (k = 0; s->phase != ZWD_PH_ENDED && k < 60; k++) {
		clear(s);
		if (step[1] < 7) {
			line = pb_asprintf("move ogon %s", toward_b9[step[1]++]);
			ok(s, 1, line);
			free(line);
		} else if (s->piles[zwd_map_zone(s->map, "B9") == s->obj[0].zone ? 0 : 1].n > 0) {
			ok(s, 1, "search ogon");
		} else {
			ok(s, 1, "take ogon");
			break;
		}
		if (s->surv[surv(s, "ogon")].done)
			ok(s, 1, "end");
	}
	ck_assert_int_eq(s->phase, ZWD_PH_ENDED);
	ck_assert_int_eq(s->outcome, ZWD_WON);
	ck_assert_str_eq(zwd_ops.status(s), "ended");
	no(s, 1, "end", "over");
	{
		char *h = zwd_ops.headline(s, 1, "es");

		ck_assert_str_eq(h, "La misión está ganada");
		free(h);
	}
	zwd_free(s);
}
END_TEST

START_TEST(idle_lost)
{
	struct zwd_state *s = game(1, 51, NULL);
	int               r;

	/* Survivors who make noise and never fight: the zombies come. */
	for (r = 0; r < 40 && s->phase != ZWD_PH_ENDED; r++) {
		ok(s, 1, "noise jenia");
		ok(s, 1, "end");
	}
	ck_assert_int_eq(s->phase, ZWD_PH_ENDED);
	ck_assert_int_eq(s->outcome, ZWD_LOST);
	ck_assert_msg(strstr(s->reason, "eliminated") != NULL, "%s", s->reason);
	ck_assert(zwd_ops.decision(s, 1) == NULL);
	zwd_free(s);
}
END_TEST

START_TEST(moderator)
{
	struct zwd_state  *s = game(2, 61, NULL);
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	struct lex_line   *l;

	ck_assert(lex_line("remove 2", &l, &err) == PB_OK);
	ck_assert(zwd_ops.moderate(s, l, &res, &err) == PB_OK);
	lex_free(l);
	game_result_clear(&res);
	ck_assert_int_eq(s->surv[1].seat, 1);
	ck_assert(zwd_ops.decision(s, 2) == NULL);
	/* moderate-1: a word after end or abandon is refused, the game goes on. */
	ck_assert(lex_line("end foo", &l, &err) == PB_OK);
	ck_assert(zwd_ops.moderate(s, l, &res, &err) != PB_OK);
	ck_assert_msg(strstr(err.msg, "takes no word after it") != NULL, "%s", err.msg);
	lex_free(l);
	ck_assert(lex_line("abandon now", &l, &err) == PB_OK);
	ck_assert(zwd_ops.moderate(s, l, &res, &err) != PB_OK);
	lex_free(l);
	ck_assert_str_ne(zwd_ops.status(s), "ended");
	ck_assert(lex_line("end", &l, &err) == PB_OK);
	ck_assert(zwd_ops.moderate(s, l, &res, &err) == PB_OK);
	lex_free(l);
	game_result_clear(&res);
	ck_assert_str_eq(zwd_ops.status(s), "ended");
	zwd_free(s);
}
END_TEST

/* ---- view and picture ---------------------------------------------- */

/* notes_text - the board's notes in a locale, one a line; caller frees */

static char *
notes_text(struct zwd_state *s, const char *locale)
{
	return (board_lines(s, locale, "notes", NULL));
}

/* view-1: every board mail tells the Tomes held (2), the Crypt Weapons
 * lying face down and not which (digest 7), and the Empress: where she
 * is or who carries her (5), where she walks and her Wounds (9); from
 * revision 3 the picture's scene marks the Crypt Weapons and the Empress
 * too (a revision 2 game's view is as it was recorded). */
START_TEST(view_notes)
{
	struct zwd_state *s = game(1, 41, "{\"mission\": \"9\", \"survivors\": \"jenia,ogon\"}");
	int               z = s->board->surv[s->mp.empress];
	char             *t, *want;
	json_t           *v, *sc;

	t = notes_text(s, "it");
	want = pb_asprintf("L'Imperatrice è nella Zona %s con 0 Ferite.\n", s->map->zone[z].label);
	ck_assert_str_eq(t, want);
	free(t);
	free(want);
	s->mp.tomes = 1;
	s->ndrops = 1;
	s->drop_zone[0] = zone(s, "A1");
	s->drop_card[0] = 0;
	t = notes_text(s, "es");
	ck_assert_msg(strstr(t, "El equipo tiene 1 Tomo de Purificación.\n") == t, "%s", t);
	ck_assert_msg(
	    strstr(t, "Un Arma de la Cripta yace boca abajo en la Zona A1") != NULL, "%s", t);
	ck_assert_msg(strstr(t, zwd_name(&s->pack->cards->equips[0].n, 2)) == NULL, "%s", t);
	free(t);
	/* The picture's scene marks them too, from revision 3 only. */
	v = zwd_ops.view(s, 1, "en");
	sc = json_object_get(json_object_get(v, "board"), "scene");
	ck_assert_int_eq(
	    json_integer_value(json_array_get(json_object_get(sc, "crypt"), (size_t)zone(s, "A1"))), 1);
	ck_assert_int_eq(json_integer_value(json_object_get(sc, "empress")), z);
	json_decref(v);
	((struct zwd_pack *)s->pack)->rev = 2; /* as at_rev() */
	v = zwd_ops.view(s, 1, "en");
	sc = json_object_get(json_object_get(v, "board"), "scene");
	ck_assert_ptr_null(json_object_get(sc, "crypt"));
	ck_assert_ptr_null(json_object_get(sc, "empress"));
	json_decref(v);
	((struct zwd_pack *)s->pack)->rev = ZWD_REV;
	s->ndrops = 0;
	s->mp.tomes = 0;
	zwd_free(s);
	s = game(1, 31, "{\"mission\": \"5\", \"survivors\": \"jenia,ogon\"}");
	t = notes_text(s, "en");
	want = pb_asprintf("The Empress is in %s.\n", s->map->zone[s->map->setup.signaller].label);
	ck_assert_str_eq(t, want);
	free(t);
	free(want);
	place_at(s, 0, s->map->setup.signaller);
	ok(s, 1, "empress jenia");
	t = notes_text(s, "en");
	ck_assert_str_eq(t, "Jenia carries the Empress.\n");
	free(t);
	zwd_free(s);
	/* The intro has none: its mails are as they were. */
	s = game(1, 4, NULL);
	t = notes_text(s, "en");
	ck_assert_str_eq(t, "");
	free(t);
	zwd_free(s);
}
END_TEST

START_TEST(view_picture)
{
	struct zwd_state         *s = game(2, 71, NULL);
	struct zwd_scene         *sc;
	struct zwd_scene_survivor sv[ZWD_SURVIVORS];
	struct picture           *p1, *p2;
	struct pb_err             err = { 0 };
	unsigned char            *png1, *png2;
	size_t                    n1, n2;
	json_t                   *v, *b;
	int                       i;

	ok(s, 1, "end");
	ok(s, 2, "end"); /* zombies on the board */
	v = zwd_ops.view(s, 2, "en");
	b = json_object_get(v, "board");
	ck_assert_int_eq(json_array_size(json_object_get(b, "survivors")), 6);
	ck_assert_int_eq(json_integer_value(json_object_get(json_object_get(v, "me"), "seat")), 2);
	ck_assert_int_eq(
	    json_array_size(json_object_get(json_object_get(v, "me"), "survivors")), 3);
	ck_assert_int_gt(json_array_size(json_object_get(b, "zones")), 0);
	/* The picture drawn from the view is the picture of the state. */
	p1 = picture_new(PICTURE_WIDTH);
	ck_assert_msg(zwd_ops.picture(v, "en", p1, &err) == PB_OK, "%s", err.msg);
	sc = zwd_scene_new(s->map);
	for (i = 0; i < s->nsurv; i++) {
		sv[i].name = zwd_surv_name(s, i);
		sv[i].colour = s->surv[i].seat - 1;
	}
	sc->survivors = sv;
	sc->nsurvivors = s->nsurv;
	zwd_scene_board(sc, s->board);
	p2 = picture_new(PICTURE_WIDTH);
	ck_assert(zwd_picture(s->map, sc, "en", p2, NULL, &err) == PB_OK);
	ck_assert(picture_png(p1, &png1, &n1, &err) == PB_OK);
	ck_assert(picture_png(p2, &png2, &n2, &err) == PB_OK);
	ck_assert(n1 == n2 && memcmp(png1, png2, n1) == 0);
	free(png1);
	free(png2);
	picture_free(p1);
	picture_free(p2);
	zwd_scene_free(sc);
	json_decref(v);
	/* A view without a map has no picture. */
	v = json_pack("{s:{}}", "board");
	p1 = picture_new(PICTURE_WIDTH);
	ck_assert_int_eq(zwd_ops.picture(v, "en", p1, &err), PB_ENOENT);
	picture_free(p1);
	json_decref(v);
	zwd_free(s);
}
END_TEST

/* ---- bots ---------------------------------------------------------- */

/* bot_line - a line help offers seat, picked by the game's own count;
 * an attack offered is taken one time in two */

static char *
bot_line(struct zwd_state *s, int seat, unsigned pick)
{
	json_t     *h = zwd_ops.help(s, seat, "en", NULL);
	const char *ex, *line = NULL;
	size_t      n = json_array_size(h), i;

	for (i = 0; i < n && (pick & 8); i++) {
		ex = json_string_value(json_object_get(json_array_get(h, i), "example"));
		if (ex != NULL && strncmp(ex, "attack ", 7) == 0)
			line = ex;
	}
	if (line == NULL && n > 0)
		line = json_string_value(json_object_get(json_array_get(h, pick % n), "example"));
	line = line != NULL ? pb_strdup(line) : NULL;
	json_decref(h);
	return ((char *)line);
}

/* Every mission, seats 1 to 6: bots send what help offers (examples
 * accepted, the invariants after each line) until the game ends or 25
 * rounds have gone; a state saved at the end loads to the same bytes.
 * The bots attack when they can one time in two; they check the
 * invariants, not the balance (ZWD_BOTS_SAY=1 prints each end). */
/* bot_play - bots play s to its end (25 rounds, 3000 lines at most), told with
 * ZWD_BOTS_SAY; the invariants hold after every line (ok()) */

static void
bot_play(struct zwd_state *s, const char *what, unsigned pick)
{
	int   lines = 0, seat, any, attacks = 0;
	char *line;

	while (s->phase != ZWD_PH_ENDED && s->round <= 25 && lines < 3000) {
		for (seat = 1, any = 0; seat <= s->nseats; seat++) {
			if (zwd_ops.decision(s, seat) == NULL)
				continue;
			any = 1;
			/* One time in four a seat ends its survivors' turn. */
			pick = pick * 1103515245u + 12345u;
			line = (pick >> 16) % 4 == 0 ? pb_strdup("end")
			                             : bot_line(s, seat, pick >> 16);
			ck_assert_msg(
			    line != NULL, "seat %d must act and help offers nothing", seat);
			ok(s, seat, line);
			attacks += strncmp(line, "attack ", 7) == 0;
			free(line);
			lines++;
		}
		ck_assert_msg(any || s->phase == ZWD_PH_ENDED, "nobody must act");
	}
	ck_assert_int_gt(lines, 10);
	if (getenv("ZWD_BOTS_SAY") != NULL)
		fprintf(stderr, "%s: %d lines, %d attacks, round %d, outcome %d: %s\n", what, lines,
		    attacks, s->round, s->outcome, s->reason ? s->reason : "");
}

static const char *const bot_missions[] = { "intro", "1", "2", "3", "4", "5", "6", "7", "8",
	"9", "10" };

START_TEST(bots)
{
	char             *opts = pb_asprintf("{\"mission\": \"%s\"}", bot_missions[_i]);
	struct zwd_state *s = game(_i % 6 + 1, 100 + (unsigned)_i, opts), *t;

	bot_play(s, bot_missions[_i], (unsigned)_i);
	t = reload(s, 100 + (unsigned)_i, opts);
	zwd_free(t);
	zwd_free(s);
	free(opts);
}
END_TEST

/* The same with the modes on: Abomination Festival, Multiple Necromancers. */
START_TEST(bots_modes)
{
	char *opts = pb_asprintf("{\"mission\": \"%s\", \"abominations\": \"festival\", "
	                         "\"necromancers\": \"multiple\"}",
	    bot_missions[_i]);
	struct zwd_state *s = game(_i % 3 + 1, 200 + (unsigned)_i, opts), *t;

	ck_assert_int_eq(s->mp.modes, ZWD_MODE_FESTIVAL | ZWD_MODE_NECROS);
	bot_play(s, bot_missions[_i], 7u * (unsigned)_i);
	t = reload(s, 200 + (unsigned)_i, opts);
	zwd_free(t);
	zwd_free(s);
	free(opts);
}
END_TEST

/* The zombies that threaten a survivor (rules 4): those in its line of
 * sight at Range 0-1, zone by zone, in the reader's language; none
 * farther; no line in a game of revision 3. */
START_TEST(view_threats)
{
	struct zwd_state *s = game(1, 8, NULL);
	int               j = surv(s, "jenia"), a5 = zone(s, "A5"), w, far;
	json_t           *o;
	char             *en, *it;

	clear(s);
	for (w = 0; w < s->map->nzones && zwd_map_los(s->map, a5, w, 0) != 1; w++)
		;
	for (far = 0; far < s->map->nzones && zwd_map_los(s->map, a5, far, 0) >= 0
	     && zwd_map_los(s->map, a5, far, 0) <= 1;
	     far++)
		;
	ck_assert(w < s->map->nzones && far < s->map->nzones);
	s->board->surv[j] = a5;
	o = survivor_view(s, 1, j, "en");
	ck_assert(json_object_get(o, "threats") == NULL);
	json_decref(o);
	zwd_board_put(s->board, a5, ZWD_WALKER, 2);
	zwd_board_put(s->board, w, ZWD_BRUTE, 1);
	zwd_board_put(s->board, far, ZWD_RUNNER, 3);
	/* Zone by zone in the map's order. */
	en = w < a5 ? pb_asprintf("%s: 1 brute; A5: 2 walkers", s->map->zone[w].label)
	            : pb_asprintf("A5: 2 walkers; %s: 1 brute", s->map->zone[w].label);
	o = survivor_view(s, 1, j, "en");
	ck_assert_str_eq(json_string_value(json_object_get(o, "threats")), en);
	json_decref(o);
	o = survivor_view(s, 1, j, "it");
	it = pb_asprintf("%s", json_string_value(json_object_get(o, "threats")));
	ck_assert_msg(
	    strstr(it, "A5: 2 Deambulanti") != NULL && strstr(it, "1 Bruto") != NULL, "%s", it);
	json_decref(o);
	at_rev(s, 3);
	o = survivor_view(s, 1, j, "en");
	ck_assert(json_object_get(o, "threats") == NULL);
	json_decref(o);
	at_rev(s, ZWD_REV);
	free(en);
	free(it);
	zwd_free(s);
}
END_TEST

/* Granted free Actions (rules 3): each stays until spent or the round
 * ends, beside Bloodlust's and another leader's; revision 2 kept one at
 * a time and refuses a second. */
START_TEST(skill_gifts_stay)
{
	struct zwd_state *s = game(1, 8, NULL), *t;
	int               j = surv(s, "jenia"), y = surv(s, "yasuke"), o = surv(s, "ogon"), f;

	clear(s);
	give_skill(s, j, ZWD_SK_LEADER);
	give_skill(s, y, ZWD_SK_LEADER);
	f = zwd_free_left(s, o);
	s->surv[o].bonus = ZWD_K_MELEE; /* Bloodlust's, waiting */
	ok(s, 1, "lead jenia ogon");
	ok(s, 1, "lead yasuke ogon");
	ck_assert_int_eq(zwd_free_left(s, o), f + 3);
	ck_assert_int_eq(s->surv[o].bonus, ZWD_K_MELEE);
	t = reload(s, 8, NULL); /* the leaders' gifts saved */
	ck_assert_int_eq(t->surv[o].led, 2);
	ck_assert_int_eq(zwd_free_left(t, o), f + 3);
	zwd_free(t);
	zwd_free(s);

	s = game(1, 8, NULL);
	at_rev(s, 2);
	clear(s);
	give_skill(s, j, ZWD_SK_LEADER);
	give_skill(s, y, ZWD_SK_LEADER);
	ok(s, 1, "lead jenia ogon");
	no(s, 1, "lead yasuke ogon", "waiting already");
	ck_assert_int_eq(s->surv[o].led, 0);
	ck_assert_int_eq(zwd_free_left(s, o), f + 1);
	at_rev(s, ZWD_REV);
	zwd_free(s);
}
END_TEST

/* sworded - survivor j gains skill sk and holds only a Great Sword */

static void
sworded(struct zwd_state *s, int j, int sk)
{
	give_skill(s, j, sk);
	bare(s, j);
	take_card(s, j, ZWD_HAND0, "great-sword");
}

/* reflexes_round - Jenia (Combat Reflexes, a Great Sword) stands on the
 * spawn zone as the round ends, until her reflex kills; 1 when it did */

static int
reflexes_round(struct zwd_state *s, int j, int z)
{
	int i, k, round;

	for (round = 0; round < 12 && s->phase != ZWD_PH_ENDED; round++) {
		clear(s);
		for (i = 0; i < s->nsurv; i++)
			s->board->wounds[i] = 0;
		s->board->surv[j] = z;
		ok(s, 1, "end");
		for (k = 0; k < s->nfights; k++)
			if (s->fight[k].round == s->round - 1 && s->fight[k].who == j)
				return (1);
	}
	return (0);
}

/* Combat Reflexes told (rules 3): its attack is an event of the zombie
 * phase, after the card's spawn, in the reader's language; revision 2
 * tells it only in the public lines and the last attacks. */
START_TEST(react_reflexes_told)
{
	static const char *const want[3][2] = { { "en", "at once (Combat Reflexes)" },
		{ "it", "Riflessi da combattimento" }, { "es", "Reflejos de combate" } };
	struct zwd_state        *s;
	char                    *t;
	int                      rev, j, k, z, seen;

	for (rev = 2; rev <= 3; rev++) {
		s = game(1, 5, NULL);
		at_rev(s, rev);
		j = surv(s, "jenia");
		z = s->board->spawn[0];
		sworded(s, j, ZWD_SK_REFLEXES);
		ck_assert(reflexes_round(s, j, z));
		for (k = seen = 0; k < s->last.n; k++)
			if (s->last.v[k].kind == ZWD_EV_REFLEX) {
				ck_assert_int_eq(s->last.v[k].target, j);
				ck_assert_int_eq(s->last.v[k].to, z);
				ck_assert_int_gt(k, 0);
				ck_assert_int_eq(s->last.v[k - 1].kind, ZWD_EV_SPAWN);
				seen++;
			}
		ck_assert_int_eq(seen > 0, rev >= 3);
		for (k = 0; k < 3 && rev >= 3; k++) {
			t = zwd_events_text(s->map, s->pack->cards, &s->last, NULL, want[k][0]);
			ck_assert_msg(strstr(t, want[k][1]) != NULL, "%s: %s", want[k][0], t);
			free(t);
		}
		at_rev(s, ZWD_REV);
		zwd_free(s);
	}
}
END_TEST

/* offered - HELP's enchant row for seat 1 (NULL: not offered): its
 * example is accepted; *cards its targets, ", " between */

static json_t *
offered(struct zwd_state *s, char *cards, size_t len)
{
	struct game_result res = { 0 };
	struct pb_err      err = { 0 };
	struct zwd_state  *t;
	json_t            *h = zwd_ops.help(s, 1, "en", NULL), *e, *found = NULL, *c;
	const char        *ex;
	size_t             i, k;

	*cards = 0;
	json_array_foreach(h, i, e)
	{
		if (strcmp(json_string_value(json_object_get(e, "word")), "enchant") != 0)
			continue;
		found = json_incref(e);
		ck_assert((ex = json_string_value(json_object_get(e, "example"))) != NULL);
		t = reload(s, 8, NULL);
		ck_assert_msg(run(t, 1, ex, &res, &err) == PB_OK, "\"%s\": %s", ex, err.msg);
		game_result_clear(&res);
		zwd_free(t);
		json_array_foreach(json_object_get(e, "targets"), k, c)
		{
			strncat(cards, k ? ", " : "", len - strlen(cards) - 1);
			strncat(cards, json_string_value(c), len - strlen(cards) - 1);
		}
	}
	json_decref(h);
	return (found);
}

/* HELP offers each Enchantment that would do something now (a Wound to
 * heal, zombies to push, a move: rules 2), not a copy cast this Turn
 * nor one in the Backpack, and its example is accepted. */
START_TEST(help_enchantments)
{
	struct zwd_state *s = game(1, 8, NULL);
	int     l = surv(s, "lorna"), j = surv(s, "jenia"), a5 = zone(s, "A5"), a2 = zone(s, "A2");
	char    cards[80];
	json_t *e;

	clear(s);
	bare(s, l);
	s->board->surv[l] = s->board->surv[j] = a5;
	take_card(s, l, ZWD_HAND0, "healing");
	take_card(s, l, ZWD_HAND0 + 1, "repulse");
	take_card(s, l, ZWD_PACK0, "jump");
	ck_assert_ptr_null(offered(s, cards, sizeof(cards))); /* nothing to do */
	zwd_board_put(s->board, a2, ZWD_WALKER, 2);
	ck_assert_ptr_nonnull(e = offered(s, cards, sizeof(cards)));
	ck_assert_str_eq(
	    json_string_value(json_object_get(e, "example")), "enchant lorna repulse A2");
	json_decref(e);
	ck_assert_str_eq(cards, "repulse");
	s->board->wounds[j] = 1;
	json_decref(offered(s, cards, sizeof(cards)));
	ck_assert_str_eq(cards, "healing, repulse");
	ok(s, 1, "enchant lorna healing jenia");
	json_decref(offered(s, cards, sizeof(cards)));
	ck_assert_str_eq(cards, "repulse"); /* healing cast this Turn */
	ok(s, 1, "enchant lorna repulse A2");
	ck_assert_ptr_null(offered(s, cards, sizeof(cards)));
	s->surv[l].ncast = 0; /* a new Turn, as it were */
	s->surv[l].slot[ZWD_HAND0] = s->surv[l].slot[ZWD_PACK0];
	s->surv[l].slot[ZWD_PACK0] = -1;
	s->surv[l].actions = 3;
	ck_assert_ptr_nonnull(e = offered(s, cards, sizeof(cards)));
	ck_assert(
	    strncmp(json_string_value(json_object_get(e, "example")), "enchant lorna jump ", 19)
	    == 0);
	json_decref(e);
	ck_assert_str_eq(cards, "jump");
	zwd_free(s);
}
END_TEST

/* siege_on_top - every Zombie Siege card of the zombie deck's piles on its top */

static void
siege_on_top(struct zwd_state *s)
{
	struct deck *d = &s->board->zdeck;
	int          k, c, m = d->n;

	while (s->board->zdiscard.n > 0)
		deck_push(d, deck_pop(&s->board->zdiscard));
	for (k = m = 0; k < d->n; k++)
		if (s->pack->cards->zombies[d->v[k]].kind != ZWD_ZSIEGE) {
			c = d->v[m];
			d->v[m++] = d->v[k];
			d->v[k] = c;
		}
	ck_assert_int_lt(m, d->n);
}

/* linked - survivor i's Zombie Link events of the last zombie phase: the
 * Turns, attacks and moves */

static void
linked(const struct zwd_state *s, int i, int *turns, int *hits, int *walks)
{
	int k;

	*turns = *hits = *walks = 0;
	for (k = 0; k < s->last.n; k++)
		if (s->last.v[k].target == i) {
			*turns += s->last.v[k].kind == ZWD_EV_LINK;
			*hits += s->last.v[k].kind == ZWD_EV_LINKHIT;
			*walks += s->last.v[k].kind == ZWD_EV_LINKMOVE;
		}
}

/* Zombie Link (rules 3): at a Zombie Siege card, before it acts, the
 * survivor takes a Turn its player's standing order makes: attack (the
 * default) the nearest zombies its weapons reach, flee a zone with
 * zombies, or nothing; told in the zombie phase's events, in Italian and
 * Spanish too.  Revision 2 plays no such Turn. */
START_TEST(react_zombie_link)
{
	struct zwd_state *s, *t;
	struct pb_buf     b;
	struct zwd_reflex rx;
	int               j, z, rev, turns, hits, walks;
	char             *text;

	for (rev = 2; rev <= 3; rev++) {
		s = game(1, 5, NULL);
		at_rev(s, rev);
		j = surv(s, "jenia");
		z = zwd_surv_zone(s, j);
		sworded(s, j, ZWD_SK_ZOMBIELINK);
		clear(s);
		s->board->surv[j] = z;
		zwd_board_put(s->board, z, ZWD_WALKER, 1);
		siege_on_top(s);
		ok(s, 1, "end");
		linked(s, j, &turns, &hits, &walks);
		ck_assert_int_eq(turns > 0, rev >= 3);
		ck_assert_int_eq(hits > 0, rev >= 3);
		ck_assert_int_eq(walks, 0);
		if (rev >= 3) {
			text = zwd_events_text(s->map, s->pack->cards, &s->last, NULL, "it");
			ck_assert_msg(strstr(text, "(Legame con gli Zombie)") != NULL, "%s", text);
			free(text);
			t = reload(s, 5, NULL); /* the events saved */
			linked(t, j, &turns, &hits, &walks);
			ck_assert_int_gt(hits, 0);
			zwd_free(t);
		}
		at_rev(s, ZWD_REV);
		zwd_free(s);
	}

	/* By hand: flee a zone with zombies, at a Move's cost; off: nothing. */
	s = game(1, 5, NULL);
	j = surv(s, "jenia");
	z = zwd_surv_zone(s, j);
	give_skill(s, j, ZWD_SK_ZOMBIELINK);
	clear(s);
	zwd_board_put(s->board, z, ZWD_WALKER, 1);
	rx.s = s;
	rx.pub = &b;
	ok(s, 1, "stance jenia legame fuggi");
	zwd_events_clear(&s->last);
	pb_buf_init(&b);
	zwd_link(&rx);
	ck_assert_msg(strstr(b.s, "Zombie Link: Jenia moves from") != NULL, "%s", b.s);
	pb_buf_free(&b);
	linked(s, j, &turns, &hits, &walks);
	ck_assert(turns == 1 && hits == 0 && walks == 1);
	ck_assert_int_ne(zwd_surv_zone(s, j), z);
	ck_assert_int_eq(zwd_board_zombies(s->board, zwd_surv_zone(s, j)), 0);
	ok(s, 1, "stance jenia vinculo no");
	zwd_events_clear(&s->last);
	pb_buf_init(&b);
	zwd_link(&rx);
	ck_assert_int_eq(s->last.n, 0);
	pb_buf_free(&b);
	ok(s, 1, "stance jenia link orders"); /* revision 2's word: the default */
	ck_assert_int_eq(s->surv[j].stance.v[ZWD_ST_ZLINK], 0);
	zwd_free(s);
}
END_TEST

/* Abominations per card (rules 3): each figure is killed by its own
 * card's Damage and gives its AP, and drops a Crypt Weapon only when the
 * card says so; revision 2 killed every one as the first card. */
START_TEST(abom_card_kills)
{
	struct zwd_horror *h = &((struct zwd_pack *)the_pack())->cards->aboms[1], keep = *h;
	struct zwd_state  *s, *t;
	char               line[80], *text;
	int                rev, j, z, n, ap = 0;

	h->damage = 1;
	h->ap = 7;
	h->traits &= ~ZWD_CRYPTDROP;
	for (rev = 2; rev <= 3; rev++) {
		s = game(1, 2, NULL);
		at_rev(s, rev);
		s->board->abom_own = rev >= 3; /* as the game sets it */
		j = surv(s, "jenia");
		z = zwd_surv_zone(s, j);
		clear(s);
		bare(s, j);
		take_card(s, j, ZWD_HAND0, "great-sword");
		ck_assert(zwd_board_abom_put(s->board, z, 1));
		snprintf(line, sizeof(line), "attack jenia %s great-sword", zwd_label(s, z));
		for (n = 0; n < 10 && zwd_board_at(s->board, z, ZWD_KHAN) > 0; n++) {
			s->surv[j].actions = 3;
			ap = s->surv[j].ap;
			ok(s, 1, line);
		}
		ck_assert_int_eq(zwd_board_at(s->board, z, ZWD_KHAN), rev >= 3 ? 0 : 1);
		if (rev >= 3) {
			ck_assert_int_eq(s->surv[j].ap - ap, 7);
			ck_assert_int_lt(zwd_drop_here(s, z), 0);
			ck_assert_int_lt(zwd_board_abom_zone(s->board, 1), 0);
			t = reload(s, 2, NULL); /* the kept attack names the card */
			text = zwd_fight_text(t, t->nfights - 1, "it");
			snprintf(line, sizeof(line), "Abominio eliminato: %s (A2).", h->n.name_it);
			ck_assert_msg(strstr(text, line) != NULL, "%s", text);
			free(text);
			zwd_free(t);
		}
		at_rev(s, ZWD_REV);
		zwd_free(s);
	}
	*h = keep;
}
END_TEST

/* Abominations by card (rules 3): the picture draws each figure as its
 * card's chip (A2: the pack's second card), and the zone line names it
 * with its chip; revision 2 drew a count ("1A") and no chip. */
START_TEST(abom_card_labels)
{
	struct zwd_state *s;
	struct zwd_scene *sc;
	struct picture   *p;
	struct pb_buf     log;
	struct pb_err     err = { 0 };
	json_t           *v, *zs, *e;
	char              want[40];
	size_t            i;
	int               rev, z, named;

	for (rev = 2; rev <= 3; rev++) {
		s = game(1, 2, NULL);
		s->board->abom_own = rev >= 3; /* as the game sets it */
		z = zwd_surv_zone(s, surv(s, "jenia"));
		clear(s);
		ck_assert(zwd_board_abom_put(s->board, z, 1));
		sc = zwd_scene_new(s->map);
		zwd_scene_board(sc, s->board);
		p = picture_new(PICTURE_WIDTH);
		pb_buf_init(&log);
		ck_assert_msg(zwd_picture(s->map, sc, "en", p, &log, &err) == PB_OK, "%s", err.msg);
		snprintf(want, sizeof(want), "\n%s %s\n", zwd_label(s, z), rev >= 3 ? "A2" : "1A");
		ck_assert_msg(strstr(log.s, want) != NULL, "%s", log.s);
		pb_buf_free(&log);
		picture_free(p);
		zwd_scene_free(sc);
		v = zwd_ops.view(s, 1, "it");
		ck_assert_int_eq(
		    json_object_get(json_object_get(json_object_get(v, "board"), "scene"), "aboms")
		        != NULL,
		    rev >= 3);
		zs = json_object_get(json_object_get(v, "board"), "zones");
		named = 0;
		json_array_foreach(zs, i, e) named +=
		    strstr(json_string_value(json_object_get(e, "what")), "(A2)") != NULL;
		ck_assert_int_eq(named, rev >= 3);
		p = picture_new(PICTURE_WIDTH); /* the view's scene fits */
		ck_assert_msg(zwd_ops.picture(v, "it", p, &err) == PB_OK, "%s", err.msg);
		picture_free(p);
		json_decref(v);
		zwd_free(s);
	}
}
END_TEST

/* man_has - whether word stands in the man page as a word of its own */

static int
man_has(const char *man, const char *word, size_t len)
{
	const char *p;

	for (p = man; (p = strstr(p, word)) != NULL; p++)
		if ((p == man || !isalnum((unsigned char)p[-1])
		        || (p - man >= 3 && p[-3] == '\\' && p[-2] == 'f')) /* \fB */
		    && !isalnum((unsigned char)p[len]) && p[len] != '_')
			return (1);
	return (0);
}

/* ascii - whether w is plain ASCII (the man page writes accents as
 * escapes: elecci\('on; each such word has an ASCII twin) */

static int
ascii(const char *w)
{
	for (; *w; w++)
		if ((unsigned char)*w > 127)
			return (0);
	return (1);
}

/* man_has_ref - whether the man page names skill reference id, its
 * dashes written \- (the free Actions' list writes "plus1\-free\-combat",
 * then each other kind as "\-magic") */

static int
man_has_ref(const char *man, const char *id)
{
	struct pb_buf b;
	const char   *p = id;
	int           has;

	pb_buf_init(&b);
	if (strncmp(id, "plus1-free-", 11) == 0 && strcmp(id, "plus1-free-combat") != 0)
		p = id + 10; /* "-magic" */
	for (; *p; p++)
		pb_buf_add(&b, *p == '-' ? "\\-" : p, *p == '-' ? 2 : 1);
	has = man_has(man, b.s, b.len);
	pb_buf_free(&b);
	return (has);
}

/* Issue 17: man/pbemd-zwd.7 names every Italian and Spanish word the
   commands read (zwd_words: subcommands, places, synonyms), every
   skill by its reference (82 families), and every standing choice of
   stance, key and value, in each language. */
START_TEST(man_names_words)
{
	struct pb_err err;
	char         *man = pb_file_read(PB_SRCDIR "/man/pbemd-zwd.7", NULL, &err);
	const char   *w;
	int           i, k, v, l;

	ck_assert_msg(man != NULL, "%s", err.msg);
	for (i = 0; zwd_words[i].locale != NULL; i++) {
		w = zwd_words[i].phrase;
		ck_assert_msg(!ascii(w) || man_has(man, w, strlen(w)), "man page lacks %s (%s)", w,
		    zwd_words[i].canon);
	}
	for (k = 0; k < ZWD_SK_N; k++)
		ck_assert_msg(man_has_ref(man, zwd_skill_id(k)), "man page lacks the skill %s",
		    zwd_skill_id(k));
	for (k = 0; k < ZWD_ST_N; k++)
		for (l = 0; l < ZWD_NLANGS; l++)
			for (v = -1; v < zwd_stance_values(k); v++) {
				w = zwd_stance_word(k, v, l);
				ck_assert_msg(man_has(man, w, strlen(w)),
				    "man page lacks the standing choice word %s", w);
			}
	free(man);
}
END_TEST

/* Issue 17: man/pbemd-zwd.7 names every command, in each language (the
   first word of its usage), and every option with each of its values. */
START_TEST(man_names_all)
{
	struct pb_err err;
	char         *man = pb_file_read(PB_SRCDIR "/man/pbemd-zwd.7", NULL, &err), word[64];
	const struct game_option *o;
	const char               *v;
	int                       i, l;
	size_t                    n;

	ck_assert_msg(man != NULL, "%s", err.msg);
	for (i = 0; i < zwd_ncmds; i++)
		for (l = 0; l < LANG_N; l++) {
			n = strcspn(zwd_cmds[i].usage[l], " ");
			ck_assert(n < sizeof(word));
			memcpy(word, zwd_cmds[i].usage[l], n);
			word[n] = 0;
			ck_assert_msg(man_has(man, word, n), "man page lacks command %s", word);
		}
	for (o = zwd_ops.options; o->name != NULL; o++) {
		ck_assert_msg(
		    man_has(man, o->name, strlen(o->name)), "man lacks option %s", o->name);
		for (v = o->allowed; v != NULL && *v; v += n + (v[n] == '|')) {
			n = strcspn(v, "|");
			ck_assert(n < sizeof(word));
			memcpy(word, v, n);
			word[n] = 0;
			ck_assert_msg(man_has(man, word, n), "man lacks %s=%s", o->name, word);
		}
	}
	free(man);
}
END_TEST

static Suite *
zwd_game_suite(void)
{
	Suite *s = suite_create("zwd_game");
	TCase *tc = tcase_create("setup");

	tcase_add_test(tc, pack_subdirs);
	tcase_add_test(tc, purge_tome);
	tcase_add_test(tc, empress_walk);
	tcase_add_test(tc, exit_guards_rev);
	tcase_add_test(tc, rev0_intro_won);
	tcase_add_test(tc, exit_mission6);
	tcase_add_test(tc, crypt_drop);
	tcase_add_test(tc, mission_words);
	tcase_add_test(tc, burn_reds);
	tcase_add_test(tc, mode_necromancers);
	tcase_add_test(tc, mode_abominations);
	tcase_add_test(tc, setup_intro);
	tcase_add_test(tc, setup_split);
	suite_add_tcase(s, tc);
	tc = tcase_create("actions");
	tcase_add_test(tc, moves);
	tcase_add_test(tc, search_take);
	tcase_add_test(tc, inventory);
	tcase_add_test(tc, refusals);
	tcase_add_test(tc, ladders);
	tcase_add_test(tc, standing);
	tcase_add_test(tc, rewards);
	tcase_add_test(tc, relics_won);
	tcase_add_test(tc, empress_won);
	tcase_add_test(tc, empress_traded);
	tcase_add_test(tc, tokens_traded);
	tcase_add_test(tc, help_offers);
	suite_add_tcase(s, tc);
	tc = tcase_create("combat");
	tcase_add_test(tc, attack_melee);
	tcase_add_test(tc, standing_targets);
	tcase_add_test(tc, standing_cards);
	tcase_add_test(tc, dragon_fire);
	tcase_add_test(tc, reload_weapon);
	tcase_add_test(tc, guard_action);
	tcase_add_test(tc, attack_ff);
	tcase_add_test(tc, pause_outcomes);
	tcase_add_test(tc, free_actions);
	tcase_add_test(tc, fights_told);
	tcase_add_test(tc, cauldron_survivor);
	tcase_add_test(tc, guard_options);
	tcase_add_test(tc, guards_stay);
	tcase_add_test(tc, stance_isthatall);
	tcase_add_test(tc, react_heal);
	tcase_add_test(tc, react_sidestep);
	tcase_add_test(tc, react_reflexes);
	tcase_add_test(tc, specials);
	tcase_add_test(tc, enchantments);
	tcase_add_test(tc, crypt_dropped);
	tcase_add_test(tc, long_moves);
	tcase_add_test(tc, search_skills);
	tcase_add_test(tc, skills_draw);
	tcase_add_test(tc, skill_free_reload);
	tcase_add_test(tc, skill_wall_climber);
	tcase_add_test(tc, skill_enchant_more);
	tcase_add_test(tc, skill_spellbook);
	tcase_add_test(tc, skill_spellbook_attack);
	tcase_add_test(tc, skill_crypt_raider);
	tcase_add_test(tc, skill_born_leader);
	tcase_add_test(tc, skill_taunt);
	tcase_add_test(tc, improvised_free);
	tcase_add_test(tc, armour_zombies);
	tcase_add_test(tc, skill_chosen);
	tcase_add_test(tc, skill_chosen_words);
	tcase_add_test(tc, skill_gifts_stay);
	tcase_add_test(tc, react_reflexes_told);
	tcase_add_test(tc, help_enchantments);
	tcase_add_test(tc, react_zombie_link);
	tcase_add_test(tc, abom_card_kills);
	tcase_add_test(tc, abom_card_labels);
	tcase_add_test(tc, man_names_all);
	tcase_add_test(tc, man_names_words);
	suite_add_tcase(s, tc);
	tc = tcase_create("round");
	tcase_add_test(tc, zombie_phase);
	tcase_add_test(tc, first_player);
	tcase_add_test(tc, save_replay);
	tcase_add_test(tc, intro_won);
	tcase_add_test(tc, idle_lost);
	tcase_add_test(tc, moderator);
	tcase_add_test(tc, view_picture);
	tcase_add_test(tc, view_notes);
	tcase_add_test(tc, view_threats);
	suite_add_tcase(s, tc);
	tc = tcase_create("bots");
	tcase_add_loop_test(tc, bots, 0, 11);
	tcase_add_loop_test(tc, bots_modes, 0, 11);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_game_suite);

	zwd_ops.pack_free(pack);
	zwd_ops.pack_free(p0);
	free(pack_text);
	return (rc);
}
