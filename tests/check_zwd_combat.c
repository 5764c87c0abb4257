/*++
/* NAME
/*	check_zwd_combat 1
/* SUMMARY
/*	Zombicide: White Death, the survivors' attacks, on the authored
/*	missions and the open cards
/* SYNOPSIS
/*	tests/check_zwd_combat
/* DESCRIPTION
/*	Test ids:
/*	zwdc-1.*	the rulebook's worked examples: melee (L1330), target
/*			priority (L1398), friendly fire 1 and 2 (L1428-1430),
/*			Dual dice (L1290-1300, L1560), Noise (L694), Armor
/*			against zombie attacks (L1160)
/*	zwdc-2.*	a rules test for each rule: the checks (range, line
/*			of sight, melee, polearms, Reload, Dual, guards), the
/*			dice, Damage and kill thresholds, priority and free
/*			targets, friendly fire and its sharing, Armor, the
/*			skills' modifiers, Dragon Fire and mission 4's fire,
/*			AP and danger levels, the zombie phase's Armor rolls,
/*			the Enchantments
/*	zwdc-3.*	soak: thousands of random attacks on every authored
/*			mission (a third with skills through the bridge),
/*			checking conservation, AP, friendly fire's
/*			bounds, the board's invariants and determinism
/*	zwdc-4.*	the narrative in en, it, es
/*	zwdc-5.*	skills through zwd_combat_mods(): the rulebook's
/*			Escalation (L2157) and Sarnai's Guards: +1 die,
/*			Range 2+, the Horn Bow's Hawk Eye, Brothers in Arms,
/*			a defence from skills (Iron Skin, Tough, Lucky and
/*			its standing choice), the Improvised weapons
/*
/*	The dice of an example come from a seed found by trying seeds
/*	until the stream's first dice are the example's (rigged()): the
/*	rules, not the search, decide what they do.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_zombie.h"
#include "check_zwd_lib.h"
#include "testrun.h"

/* ---- helpers --------------------------------------------------------- */

/* rigged - a stream whose first n dice are want[] */

static void
rigged(struct pb_rng *r, const int *want, int n)
{
	int k, i;

	for (k = 0; k < 1 << 20; k++) {
		zwt_seed(r, k);
		for (i = 0; i < n && pb_rng_die(r, 6) == want[i]; i++)
			;
		if (i == n) {
			zwt_seed(r, k);
			return;
		}
	}
	ck_abort_msg("no seed gives those dice");
}

/* seen - the first zone in sight of z at range r, -1 none */

static int
seen(const struct zwd_map *m, int z, int r)
{
	int t;

	for (t = 0; t < m->nzones; t++)
		if (zwd_map_los(m, z, t, 0) == r)
			return (t);
	return (-1);
}

/* at_range - seen(), or fail */

static int
at_range(const struct zwd_map *m, int z, int r)
{
	int t = seen(m, z, r);

	ck_assert_msg(t >= 0, "no zone at range %d of %s", r, m->zone[z].label);
	return (t);
}

/* street - a street that sees 3 zones away, or fail */

static int
street(const struct zwd_map *m)
{
	int z;

	for (z = 0; z < m->nzones; z++)
		if (zwd_map_kind(m, z) == ZWD_STREET && seen(m, z, 3) >= 0)
			return (z);
	ck_abort_msg("no long street");
	return (-1);
}

/* mission 1's street C5 and what it sees */
struct scene {
	struct zwd_map   *m;
	struct zwd_board *b;
	int               here, near, far;
};

/* fire - the attack, the stream rigged to give want[] first */

static int
fire(struct scene *sc, const struct zwd_attack *a, const int *want, int n,
    struct zwd_combat_result *r)
{
	struct pb_rng rng;

	rigged(&rng, want, n);
	return (zwd_combat(sc->b, sc->m, zwt_cards(), a, &rng, r));
}

/* card - a card's weapon */

static struct zwd_weapon
card(const char *id)
{
	struct zwd_weapon w;
	int               i = zwd_equip_find(zwt_cards(), id);

	ck_assert_msg(i >= 0, "no card %s", id);
	zwd_weapon_of(&zwt_cards()->equips[i], &w);
	return (w);
}

/* attack - a single weapon from survivor s's zone onto to */

static struct zwd_attack
attack(const struct zwd_board *b, int s, int to, const char *id)
{
	struct zwd_attack a;

	memset(&a, 0, sizeof(a));
	a.who = s;
	a.from = b->surv[s];
	a.to = to;
	a.w = card(id);
	a.hands = 1;
	a.loaded = 2;
	return (a);
}

static char *
saved(const struct zwd_board *b, const struct zwd_map *m)
{
	return (jfield_dumps(zwd_board_save(b, m))); /* it takes j */
}

static void
ok(const struct zwd_board *b, const struct zwd_map *m)
{
	char why[128];

	ck_assert_msg(zwd_board_invariants(b, m, why, sizeof(why)), "%s", why);
}

static void
scene(struct scene *sc, const char *mission, const char *zone)
{
	sc->m = zwt_map(mission);
	sc->b = zwt_empty(sc->m);
	sc->here = zone != NULL ? zwt_zone(sc->m, zone) : street(sc->m);
	sc->near = at_range(sc->m, sc->here, 1);
	sc->far = at_range(sc->m, sc->here, 2);
}

static void
unscene(struct scene *sc)
{
	zwd_board_free(sc->b);
	zwd_map_free(sc->m);
}

/* ---- 1 the rulebook's examples --------------------------------------- */

START_TEST(ex_melee)
{
	static const int         dice[] = { 5, 2 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      jenia, ogon;

	/* zwdc-1.1 Jenia's Sword in a zone of a brute, a walker, a
	 * runner, with Ogon: 1 success of Damage 1 kills the runner (the
	 * brute cannot be hurt); her miss spares Ogon. */
	scene(&sc, "1", "C5");
	jenia = zwt_add_surv(sc.b, sc.here);
	ogon = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.here, ZWD_BRUTE, 1);
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	zwd_board_put(sc.b, sc.here, ZWD_RUNNER, 1);
	a = attack(sc.b, jenia, sc.here, "sword");
	ck_assert_int_eq(fire(&sc, &a, dice, 2, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.hits, 1);
	ck_assert_int_eq(r.killed[ZWD_RUNNER], 1);
	ck_assert_int_eq(zwd_board_at(sc.b, sc.here, ZWD_BRUTE), 1);
	ck_assert_int_eq(zwd_board_at(sc.b, sc.here, ZWD_WALKER), 1);
	ck_assert_int_eq(sc.b->wounds[ogon], 0);
	ck_assert_int_eq(r.ap, 1);
	ck_assert_int_eq(r.noise, 0); /* the Sword is silent */
	unscene(&sc);
}
END_TEST

START_TEST(ex_priority)
{
	static const int         first[] = { 5, 6 }, second[] = { 4, 4 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      ogon;

	/* zwdc-1.2 Ogon's Crossbow (2 Damage) at a brute, 2 walkers, 2
	 * runners: 2 successes kill the brute then a walker; 2 more kill
	 * the walker and a runner; one runner is left. */
	scene(&sc, "1", "C5");
	ogon = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.near, ZWD_BRUTE, 1);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 2);
	zwd_board_put(sc.b, sc.near, ZWD_RUNNER, 2);
	a = attack(sc.b, ogon, sc.near, "crossbow");
	ck_assert_int_eq(fire(&sc, &a, first, 2, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 1);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 1);
	ck_assert_int_eq(r.killed[ZWD_RUNNER], 0);
	ck_assert_int_eq(fire(&sc, &a, second, 2, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 1);
	ck_assert_int_eq(r.killed[ZWD_RUNNER], 1);
	ck_assert_int_eq(zwd_board_zombies(sc.b, sc.near), 1);
	ck_assert_int_eq(zwd_board_at(sc.b, sc.near, ZWD_RUNNER), 1);
	ok(sc.b, sc.m);
	unscene(&sc);
}
END_TEST

START_TEST(ex_friendly_fire)
{
	static const int         miss[] = { 2 }, two[] = { 4, 6 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      lorna, yasuke, ogon, jenia;

	/* zwdc-1.3 example 1: Lorna's War Bow (the example's one die)
	 * misses at a zone of Yasuke and a walker: Yasuke takes 1 Wound. */
	scene(&sc, "1", "C5");
	lorna = zwt_add_surv(sc.b, sc.here);
	yasuke = zwt_add_surv(sc.b, sc.near);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 1);
	a = attack(sc.b, lorna, sc.near, "war-bow");
	a.w.dice = 1;
	ck_assert_int_eq(fire(&sc, &a, miss, 1, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.ff[yasuke], 1);
	ck_assert_int_eq(sc.b->wounds[yasuke], 1);
	ck_assert_int_eq(zwd_board_at(sc.b, sc.near, ZWD_WALKER), 1);

	/* zwdc-1.4 example 2: Ogon's Crossbow, 2 successes at Jenia and a
	 * runner: the runner dies, the other success is lost, Jenia is
	 * safe (only misses hit survivors). */
	zwd_board_take(sc.b, sc.near, ZWD_WALKER, 1);
	sc.b->surv[yasuke] = -1;
	ogon = zwt_add_surv(sc.b, sc.here);
	jenia = zwt_add_surv(sc.b, sc.near);
	zwd_board_put(sc.b, sc.near, ZWD_RUNNER, 1);
	a = attack(sc.b, ogon, sc.near, "crossbow");
	ck_assert_int_eq(fire(&sc, &a, two, 2, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.killed[ZWD_RUNNER], 1);
	ck_assert_int_eq(r.wasted, 1);
	ck_assert_int_eq(r.ff[jenia], 0);
	ck_assert_int_eq(sc.b->wounds[jenia], 0);
	unscene(&sc);
}
END_TEST

START_TEST(ex_dual)
{
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	int                      s;

	/* zwdc-1.5 Sarnaï's 2 Lightnings: 2 dice with one Action, one
	 * Noise token; Lorna's 2 Daggers: 4 dice (the bonus is mutual);
	 * 2 Energy Discharges: 4 dice. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwt_seed(&rng, 1);
	a = attack(sc.b, s, sc.near, "lightning");
	a.hands = 2;
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ndice, 2);
	ck_assert_int_eq(r.noise, 1);
	ck_assert_int_eq(sc.b->noise[sc.here], 1);
	a = attack(sc.b, s, sc.here, "dagger");
	a.hands = 2;
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ndice, 4);
	a = attack(sc.b, s, sc.here, "energy-discharge");
	a.hands = 2;
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ndice, 4);
	/* One Dagger gives its die to a Sword in the other Hand. */
	a = attack(sc.b, s, sc.here, "sword");
	a.bonus_die = 1;
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ndice, 3);
	unscene(&sc);
}
END_TEST

START_TEST(ex_noise)
{
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	int                      lorna;

	/* zwdc-1.6 Lorna's Sword makes no Noise; her Ice Storm, several
	 * dice, one token in her zone, which stays when she moves. */
	scene(&sc, "1", "C5");
	lorna = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	zwt_seed(&rng, 2);
	a = attack(sc.b, lorna, sc.here, "sword");
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(sc.b->noise[sc.here], 0);
	a = attack(sc.b, lorna, sc.near, "ice-storm");
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ndice, 3);
	ck_assert_int_eq(sc.b->noise[sc.here], 1);
	ck_assert_int_eq(sc.b->noise[sc.near], 0);
	sc.b->surv[lorna] = sc.near;
	ck_assert_int_eq(sc.b->noise[sc.here], 1);
	unscene(&sc);
}
END_TEST

START_TEST(ex_armour)
{
	static const int   dice[] = { 1, 2, 3, 4 };
	struct zwd_defence heavy = { 3, 0, NULL, 0, NULL };
	struct scene       sc;
	struct pb_rng      rng;
	int                yasuke, got[4];

	/* zwdc-1.7 Yasuke (Heavy Armor 3+) takes 4 attacks, rolls 1 2 3
	 * 4: 2 prevented, 2 Wounds; Sarnaï (no armour) keeps her 2. */
	scene(&sc, "1", "C5");
	yasuke = zwt_add_surv(sc.b, sc.here);
	rigged(&rng, dice, 4);
	ck_assert_int_eq(zwd_armour_roll(&rng, &heavy, 4, got), 2);
	ck_assert_int_eq(got[0], 1);
	ck_assert_int_eq(got[3], 4);
	/* The zombie phase's roll: the 4 attacks were dealt as Wounds
	 * (the phase eliminates after the roll), 2 are taken back. */
	rigged(&rng, dice, 4);
	sc.b->wounds[yasuke] = 4;
	ck_assert_int_eq(zwd_armour_attacks(sc.b, &heavy, &rng, yasuke, 4, 0), 2);
	ck_assert_int_eq(sc.b->wounds[yasuke], 2);
	ck_assert_int_eq(zwd_armour_roll(&rng, NULL, 2, NULL), 0);
	unscene(&sc);
}
END_TEST

/* ---- 2 rules --------------------------------------------------------- */

START_TEST(checks)
{
	struct scene      sc;
	struct zwd_attack a;
	int               s, t, blind = -1;

	/* zwdc-2.1 melee only in its own zone; a polearm exactly at 1,
	 * the Partisan 0-1, Reach 0-1, Close-Combat Master a polearm at 0. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	a = attack(sc.b, s, sc.near, "sword");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.m.flags = ZWD_M_REACH;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	a = attack(sc.b, s, sc.here, "halberd");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.m.flags = ZWD_M_POLEARM0;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	a = attack(sc.b, s, sc.near, "halberd");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	a.to = sc.far;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a = attack(sc.b, s, sc.here, "partisan");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);

	/* zwdc-2.2 ranged: within range (+1 max Range), in sight;
	 * Point-Blank reaches range 0 whatever the minimum. */
	a = attack(sc.b, s, sc.here, "war-bow");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.m.flags = ZWD_M_RANGE0;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	a = attack(sc.b, s, at_range(sc.m, sc.here, 3), "crossbow");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.m.range_max = 1;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	for (t = 0; t < sc.m->nzones && blind < 0; t++)
		if (zwd_map_los(sc.m, sc.here, t, 0) < 0)
			blind = t;
	a.to = blind;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_SIGHT);

	/* zwdc-2.3 Reload, Dual, guards, the attacker's zone. */
	a = attack(sc.b, s, sc.near, "triple-crossbow");
	a.loaded = 0;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_UNLOADED);
	a.loaded = 1;
	a.hands = 2;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_DUAL);
	a.m.flags = ZWD_M_DUAL;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_UNLOADED);
	a.loaded = 2;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	a.from = sc.near;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_ZONE);
	a = attack(sc.b, s, sc.near, "war-bow");
	zwd_weapon_guards(zwt_cards(), ZWD_RANGED, 2, &a.w);
	a.guards = 2;
	sc.b->guards[sc.here] = 1;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_GUARDS);
	sc.b->guards[sc.here] = 2;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_OK);
	a.w = card("torch");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_WEAPON);
	unscene(&sc);
}
END_TEST

START_TEST(refused)
{
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	char                    *before, *after;
	int                      s;

	/* zwdc-2.4 a refused attack changes nothing: board, stream. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 3);
	zwt_seed(&rng, 3);
	before = saved(sc.b, sc.m);
	a = attack(sc.b, s, sc.near, "sword");
	ck_assert_int_eq(zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r), ZWD_CR_RANGE);
	ck_assert_int_eq(r.code, ZWD_CR_RANGE);
	after = saved(sc.b, sc.m);
	ck_assert_str_eq(before, after);
	ck_assert_int_eq(pb_rng_pos(&rng), 0);
	free(before);
	free(after);
	unscene(&sc);
}
END_TEST

START_TEST(dice_rules)
{
	static const int         ones[] = { 1, 1 }, fives[] = { 5, 5 }, sixes[] = { 6, 3, 6 };
	static const int         six5[] = { 6, 5 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	int                      s, t;

	/* zwdc-2.5 a natural 1 always fails, whatever +result; results
	 * are capped at 6. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 10);
	a = attack(sc.b, s, sc.here, "sword");
	a.m.result = 5;
	fire(&sc, &a, ones, 2, &r);
	ck_assert_int_eq(r.hits, 0);
	a.m.result = 1;
	a.w.accuracy = 6;
	fire(&sc, &a, fives, 2, &r);
	ck_assert_int_eq(r.hits, 2);

	/* zwdc-2.6 Roll 6: +1 die, chained (one die per 6); Roll 6: +1
	 * Damage (a 6 kills a brute with a Sword). */
	a = attack(sc.b, s, sc.here, "sword");
	a.m.flags = ZWD_M_ROLL6DIE;
	fire(&sc, &a, sixes, 3, &r);
	ck_assert_int_ge(r.ndice, 3);
	ck_assert_int_eq(r.dice[2], 6);
	ck_assert_int_eq(r.hits + r.misses, r.ndice);
	zwd_board_take(sc.b, sc.here, ZWD_WALKER, zwd_board_at(sc.b, sc.here, ZWD_WALKER));
	zwd_board_put(sc.b, sc.here, ZWD_BRUTE, 2);
	a.m.flags = ZWD_M_ROLL6DMG;
	fire(&sc, &a, sixes, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 1);
	ck_assert_int_eq(r.wasted, 0); /* the 3 is a miss at 4+ */
	/* The weapon's Damage rises by 1 per 6 of the roll, for every
	 * success of the Action (the rulebook's "per ogni 6 ottenuto"):
	 * 6 and 5 kill 2 brutes. */
	zwd_board_put(sc.b, sc.here, ZWD_BRUTE, 2);
	fire(&sc, &a, six5, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 2);

	/* zwdc-2.7 Lucky rerolls a roll with fewer than half successes. */
	a.m.flags = ZWD_M_REROLL;
	fire(&sc, &a, ones, 2, &r);
	ck_assert_int_eq(r.rerolled, 1);
	fire(&sc, &a, fives, 2, &r);
	ck_assert_int_eq(r.rerolled, 0);

	/* zwdc-2.8 Barbarian: the dice are the zombies of the zone when
	 * more than the weapon's, then +1 die. */
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 4);
	a.m.flags = 0;
	a.m.dice_alt = zwd_board_zombies(sc.b, sc.here);
	a.m.dice = 1;
	t = zwd_board_zombies(sc.b, sc.here);
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ndice, t + 1);
	unscene(&sc);
}
END_TEST

START_TEST(damage_rules)
{
	static const int         hit2[] = { 6, 6 }, hit1[] = { 6 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      s;

	/* zwdc-2.9 Damage 1 never hurts a brute, however many hits; the
	 * Shashka used Dual deals 2; "2 Damage" makes 1 into 2. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.here, ZWD_BRUTE, 2);
	a = attack(sc.b, s, sc.here, "sword");
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 0);
	ck_assert_int_eq(r.wasted, 2);
	a = attack(sc.b, s, sc.here, "shashka");
	fire(&sc, &a, hit1, 1, &r);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 0); /* one Shashka: Damage 1 */
	a.hands = 2;
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 2);
	zwd_board_put(sc.b, sc.here, ZWD_BRUTE, 1);
	a = attack(sc.b, s, sc.here, "shashka");
	a.m.damage_min = 2; /* "2 Damage" */
	fire(&sc, &a, hit1, 1, &r);
	ck_assert_int_eq(r.killed[ZWD_BRUTE], 1);

	/* zwdc-2.10 the Khan needs 3 (Super Strength in melee, or +1
	 * Damage on a 2): 5 AP and a Crypt Weapon; the Desecrator dies to
	 * 1, takes its spawn zone token with it, drops a Crypt Weapon. */
	zwd_board_put(sc.b, sc.here, ZWD_KHAN, 1);
	a = attack(sc.b, s, sc.here, "double-axe");
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_KHAN], 0);
	a.m.damage_set = 3; /* Super Strength */
	fire(&sc, &a, hit1, 1, &r);
	ck_assert_int_eq(r.killed[ZWD_KHAN], 1);
	ck_assert_int_eq(r.ap, 5);
	ck_assert_int_eq(r.crypt, 1);
	zwd_board_put(sc.b, sc.near, ZWD_DESECRATOR, 1);
	sc.b->desecrator_spawn = sc.near;
	sc.b->desecrator_from = 0;
	a = attack(sc.b, s, sc.near, "war-bow");
	fire(&sc, &a, hit1, 1, &r);
	ck_assert_int_eq(r.killed[ZWD_DESECRATOR], 1);
	ck_assert_int_eq(r.crypt, 1);
	ck_assert_int_eq(sc.b->desecrator_spawn, -1);
	ck_assert_int_eq(sc.b->desecrator_from, -1);
	ok(sc.b, sc.m);
	unscene(&sc);
}
END_TEST

START_TEST(targets)
{
	static const int         hit2[] = { 6, 6 }, hit3[] = { 6, 6, 6 };
	static const int         walkers_first[] = { ZWD_WALKER };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      s;

	/* zwdc-2.11 a brute shields walkers from 1-Damage shots: both
	 * successes wasted on it; in melee they kill walkers. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.near, ZWD_BRUTE, 1);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 2);
	a = attack(sc.b, s, sc.near, "war-bow");
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.wasted, 2);
	ck_assert_int_eq(zwd_board_zombies(sc.b, sc.near), 3);

	/* zwdc-2.12 Hawk Eye chooses freely: walkers. */
	a.m.flags = (ZWD_M_FREETARGET | ZWD_M_NOFF);
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 2);

	/* zwdc-2.13 priority: walkers before runners before the
	 * Desecrator, whatever the players' order. */
	zwd_board_take(sc.b, sc.near, ZWD_BRUTE, 1);
	zwd_board_put(sc.b, sc.near, ZWD_DESECRATOR, 1);
	zwd_board_put(sc.b, sc.near, ZWD_RUNNER, 1);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 1);
	a = attack(sc.b, s, sc.near, "crossbow");
	a.order = walkers_first;
	a.norder = 1;
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 1);
	ck_assert_int_eq(r.killed[ZWD_RUNNER], 1);
	ck_assert_int_eq(r.killed[ZWD_DESECRATOR], 0);

	/* zwdc-2.14 melee goes by the players' order, then the default
	 * (the Desecrator first). */
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 2);
	zwd_board_put(sc.b, sc.here, ZWD_DESECRATOR, 0);
	sc.b->surv[s] = sc.near;
	a = attack(sc.b, s, sc.near, "sword");
	a.order = walkers_first;
	a.norder = 1;
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 1);
	fire(&sc, &a, hit2, 2, &r);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 1);
	ck_assert_int_eq(r.killed[ZWD_DESECRATOR], 1);

	/* zwdc-2.15 Reaper: one success kills a twin as well, once. */
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 5);
	a.order = NULL;
	a.norder = 0;
	a.m.flags = ZWD_M_REAPER;
	a.w.dice = 3;
	fire(&sc, &a, hit3, 3, &r);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 4);
	ck_assert_int_eq(r.ap, 4);
	ok(sc.b, sc.m);
	unscene(&sc);
}
END_TEST

START_TEST(ff_rules)
{
	static const int         miss2[] = { 1, 2 }, miss3[] = { 1, 2, 2 };
	struct zwd_defence       def[4] = { { 0, 0, NULL, 0, NULL }, { 0, 0, NULL, 0, NULL }, { 0, 0, NULL, 0, NULL },
		      { 0, 0, NULL, 0, NULL } };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct zwd_prefs         p = { 0 };
	struct pb_rng            rng;
	int                      s, t, u;

	/* zwdc-2.16 guards take the misses first (each falls), no AP. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	t = zwt_add_surv(sc.b, sc.near);
	u = zwt_add_surv(sc.b, sc.near);
	sc.b->guards[sc.near] = 1;
	a = attack(sc.b, s, sc.near, "crossbow");
	a.def = def;
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff_guards, 1);
	ck_assert_int_eq(sc.b->guards[sc.near], 0);
	ck_assert_int_eq(sc.b->guards_lost, 1);
	ck_assert_int_eq(r.ff[t] + r.ff[u], 1);
	ck_assert_int_eq(sc.b->wounds[t] + sc.b->wounds[u], 2); /* Damage 2 */
	ck_assert_int_eq(r.ap, 0);

	/* zwdc-2.17 the spread goes to the fewest Wounds; Damage 2 on 2
	 * Wounds eliminates: the game is lost. */
	rigged(&rng, miss3, 3);
	a.w.dice = 3;
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.ff[t] + r.ff[u], 3);
	ck_assert(r.lost);
	ck_assert(sc.b->surv[t] < 0 || sc.b->surv[u] < 0);

	/* zwdc-2.18 Armor cancels hits one for one; Low Profile is never
	 * hit; Tough ignores the first Wound; Steady Hand, Hawk Eye,
	 * Point-Blank at 0 spare everyone. */
	sc.b->nsurv = 0;
	s = zwt_add_surv(sc.b, sc.here);
	t = zwt_add_surv(sc.b, sc.near);
	u = zwt_add_surv(sc.b, sc.near);
	def[u].flags = ZWD_T_LOWPROFILE;
	def[t].armour = 2;
	def[t].flags = ZWD_T_TOUGH;
	a.w.dice = 2;
	for (int k = 0; k < 20; k++) {
		zwt_seed(&rng, k);
		sc.b->wounds[t] = 0;
		sc.b->surv[t] = sc.near;
		zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
		ck_assert_int_eq(r.ff[u], 0);
		ck_assert_int_eq(r.ff[t], r.misses);
		ck_assert_int_le(r.prevented[t], r.ff[t]);
		ck_assert_int_eq(
		    r.wounds[t], (r.ff[t] - r.prevented[t]) * 2 - ((r.ff[t] - r.prevented[t]) > 0));
	}
	a.m.flags = ZWD_M_NOFF;
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff[t], 0);
	a.m.flags = (ZWD_M_FREETARGET | ZWD_M_NOFF);
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff[t], 0);

	/* zwdc-2.19 the shooter never hits itself: range 0 with Point-
	 * Blank spares the others; without it they take the misses. */
	sc.b->wounds[t] = 0;
	sc.b->surv[t] = sc.here;
	a = attack(sc.b, s, sc.here, "short-bow");
	a.w.dice = 2;
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff[s], 0);
	ck_assert_int_eq(r.ff[t], 2);
	a.m.flags = ZWD_M_RANGE0 | ZWD_M_FREETARGET | ZWD_M_NOFF; /* Point-Blank at 0 */
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff[t], 0);

	/* zwdc-2.20 melee misses never hit anyone. */
	a = attack(sc.b, s, sc.here, "sword");
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff[t], 0);

	/* zwdc-2.21 the order rule: the listed survivor first while the
	 * hit does not eliminate it; guards last when a guard's death
	 * loses the mission (mission 4). */
	sc.b->wounds[t] = 0;
	p.wound_rule = ZWD_WOUND_ORDER;
	p.order[0] = t;
	p.norder = 1;
	sc.b->surv[t] = sc.near;
	zwt_add_surv(sc.b, sc.near);
	a = attack(sc.b, s, sc.near, "war-bow");
	a.prefs = &p;
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff[t], 2);
	unscene(&sc);

	scene(&sc, "4", NULL);
	s = zwt_add_surv(sc.b, sc.here);
	t = zwt_add_surv(sc.b, sc.near);
	sc.b->guards[sc.near] = 2;
	a = attack(sc.b, s, sc.near, "war-bow");
	fire(&sc, &a, miss2, 2, &r);
	ck_assert_int_eq(r.ff_guards, 0);
	ck_assert_int_eq(r.ff[t], 2);
	unscene(&sc);
}
END_TEST

START_TEST(guard_action)
{
	static const int         hits[] = { 6, 6, 1 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      s, t;

	/* zwdc-2.22 three guards, one die each, pooled: the ordering
	 * survivor gets the AP; the miss hits a survivor there. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.far);
	t = zwt_add_surv(sc.b, sc.near);
	sc.b->guards[sc.here] = 3;
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 3);
	memset(&a, 0, sizeof(a));
	a.who = s;
	a.from = sc.here;
	a.to = sc.near;
	a.guards = 3;
	a.hands = 1;
	zwd_weapon_guards(zwt_cards(), ZWD_RANGED, 3, &a.w);
	ck_assert_int_eq(fire(&sc, &a, hits, 3, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.ndice, 3);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 2);
	ck_assert_int_eq(r.ap, 2);
	ck_assert_int_eq(r.ff[t], 1);
	unscene(&sc);
}
END_TEST

START_TEST(reload_freeze)
{
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	int                      s;

	/* zwdc-2.23 a Reload weapon fires and is unloaded (a Dual pair:
	 * both); Freeze puts a token where zombies are left, none where
	 * none is. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.near, ZWD_BRUTE, 14);
	zwt_seed(&rng, 4);
	a = attack(sc.b, s, sc.near, "triple-crossbow");
	a.loaded = 1;
	a.m.flags = ZWD_M_FREEZE;
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.fired, 1);
	ck_assert_int_eq(sc.b->freeze[sc.near], 1);
	a.to = sc.far;
	a.w = card("crossbow");
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	ck_assert_int_eq(r.fired, 0);
	ck_assert_int_eq(sc.b->freeze[sc.far], 0);
	unscene(&sc);
}
END_TEST

START_TEST(dragon_fire)
{
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	int                      s, t, i, obj = -1, from = -1, z, ruins = 0;

	/* zwdc-2.24 Dragon Fire: Range 1 only; everything in the zone
	 * dies, the Khan too (5 AP), guards and survivors (the game is
	 * lost); no Noise, no dice. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	a = attack(sc.b, s, sc.far, "dragon-bile");
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.to = sc.near;
	t = zwt_add_surv(sc.b, sc.near);
	sc.b->guards[sc.near] = 2;
	zwd_board_put(sc.b, sc.near, ZWD_KHAN, 1);
	zwd_board_put(sc.b, sc.near, ZWD_BRUTE, 2);
	zwt_seed(&rng, 5);
	ck_assert_int_eq(zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r), ZWD_CR_OK);
	ck_assert_int_eq(zwd_board_zombies(sc.b, sc.near), 0);
	ck_assert_int_eq(r.ap, 7);
	ck_assert_int_eq(r.burnt_guards, 2);
	ck_assert(r.dead[t] && r.lost);
	ck_assert_int_eq(r.noise + r.ndice, 0);
	ck_assert_int_eq(pb_rng_pos(&rng), 0);
	unscene(&sc);

	/* zwdc-2.25 mission 4: Dragon Fire on an objective's building
	 * burns it: its rooms become ruins, all in them die, +5 AP. */
	sc.m = zwt_map("4");
	sc.b = zwt_empty(sc.m);
	for (i = 0; i < sc.m->setup.nobjectives && obj < 0; i++) {
		z = sc.m->setup.objectives[i];
		if (zwd_map_kind(sc.m, z) == ZWD_BUILDING)
			for (from = 0; from < sc.m->nzones; from++)
				if (zwd_map_los(sc.m, from, z, 0) == 1) {
					obj = z;
					break;
				}
	}
	ck_assert(obj >= 0);
	s = zwt_add_surv(sc.b, from);
	zwd_board_put(sc.b, obj, ZWD_WALKER, 2);
	a = attack(sc.b, s, obj, "dragon-bile");
	a.objective = 1;
	ck_assert_int_eq(zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r), ZWD_CR_OK);
	ck_assert_int_eq(zwd_map_kind(sc.m, obj), ZWD_RUIN);
	for (z = 0; z < sc.m->nzones; z++)
		ruins += sc.m->burnt[z];
	ck_assert_int_eq(r.burnt, ruins);
	ck_assert_int_ge(r.burnt, 1);
	ck_assert_int_eq(r.ap, 2 + 5);
	ok(sc.b, sc.m);
	unscene(&sc);
}
END_TEST

START_TEST(levels)
{
	/* zwdc-2.26 danger levels: 0-6 Blue, 7-18 Yellow, 19-42 Orange,
	 * 43+ Red; AP of a kill: 1, the Khan 5. */
	ck_assert_int_eq(zwd_level_of(0), ZWD_BLUE);
	ck_assert_int_eq(zwd_level_of(6), ZWD_BLUE);
	ck_assert_int_eq(zwd_level_of(7), ZWD_YELLOW);
	ck_assert_int_eq(zwd_level_of(18), ZWD_YELLOW);
	ck_assert_int_eq(zwd_level_of(19), ZWD_ORANGE);
	ck_assert_int_eq(zwd_level_of(42), ZWD_ORANGE);
	ck_assert_int_eq(zwd_level_of(43), ZWD_RED);
	ck_assert_int_eq(zwd_zombie_ap(zwt_cards(), ZWD_KHAN), 5);
	ck_assert_int_eq(zwd_zombie_ap(zwt_cards(), ZWD_BRUTE), 1);
	ck_assert_int_eq(zwd_zombie_ap(zwt_cards(), ZWD_DESECRATOR), 1);
}
END_TEST

START_TEST(armour_rules)
{
	static const int   fives[] = { 5, 5, 5 }, fours[] = { 4, 4 };
	struct zwd_defence skin = { 0, ZWD_T_IRONSKIN, NULL, 0, NULL }, plated = { 5, ZWD_T_IRONSKIN, NULL, 0, NULL };
	struct zwd_defence lucky = { 6, ZWD_T_LUCKYARMOUR, NULL, 0, NULL };
	struct pb_rng      rng;

	/* zwdc-2.27 Iron Skin: 5+ bare; +1 per die with armour. */
	rigged(&rng, fives, 3);
	ck_assert_int_eq(zwd_armour_roll(&rng, &skin, 3, NULL), 3);
	rigged(&rng, fours, 2);
	ck_assert_int_eq(zwd_armour_roll(&rng, &skin, 2, NULL), 0);
	rigged(&rng, fours, 2);
	ck_assert_int_eq(zwd_armour_roll(&rng, &plated, 2, NULL), 2);
	/* Lucky rerolls a roll that prevents fewer than half: the stream
	 * moves on by a second roll. */
	rigged(&rng, fours, 2);
	zwd_armour_roll(&rng, &lucky, 2, NULL);
	ck_assert_int_ge(pb_rng_pos(&rng), 8);
}
END_TEST

START_TEST(zombie_armour)
{
	static const int         six[] = { 6 };
	static const char *const loc[] = { "en", "it", "es" };
	static const char *const spared[] = { "survivor 1 is spared 1 Wound (Armor).\n",
		"evita 1 Ferita (Armatura).\n", "evita 1 Herida (Armadura).\n" };
	static const char *const wound[] = { "takes", "subisce", "sufre" };
	struct zwd_defence       def[2] = { { 2, 0, NULL, 0, NULL }, { 2, 0, NULL, 0, NULL } };
	struct zwd_prefs         p = { 0 };
	char                    *text;
	struct pb_rng            rng;
	struct zwd_events        ev = { 0 };
	struct scene             sc;
	int                      k, s, none = 0;

	/* zwdc-2.28 the zombie phase rolls Armor when the game gives
	 * defences: the Khan's attack always wounds; a walker's is
	 * sometimes prevented; without def nothing changes. */
	p.def = def;
	p.rng = &rng;
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.here, ZWD_KHAN, 1);
	for (k = 0; k < 30; k++) {
		zwt_seed(&rng, k);
		sc.b->wounds[s] = 0;
		zwd_zombie_activate(sc.b, sc.m, &p, -1, &ev);
		ck_assert_int_eq(sc.b->wounds[s], 1);
	}
	zwd_board_take(sc.b, sc.here, ZWD_KHAN, 1);
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	for (k = 0; k < 30; k++) {
		zwt_seed(&rng, k);
		sc.b->wounds[s] = 0;
		zwd_zombie_activate(sc.b, sc.m, &p, -1, &ev);
		none += sc.b->wounds[s] == 0;
		ck_assert_int_le(sc.b->wounds[s], 1);
	}
	ck_assert(none > 10 && none < 30);
	sc.b->wounds[s] = 0;
	zwd_zombie_activate(sc.b, sc.m, NULL, -1, &ev);
	ck_assert_int_eq(sc.b->wounds[s], 1);
	/* Tough ignores the first Wound of an attack step. */
	def[s].armour = 0;
	def[s].flags = ZWD_T_TOUGH;
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	sc.b->wounds[s] = 0;
	zwd_zombie_activate(sc.b, sc.m, &p, -1, &ev);
	ck_assert_int_eq(sc.b->wounds[s], 1);
	zwd_events_clear(&ev);

	/* zwdc-2.29 the Wounds the Armor spares are a line of their own,
	 * before the Wounds kept, in en, it, es. */
	def[s].armour = 2;
	def[s].flags = 0;
	zwd_board_take(sc.b, sc.here, ZWD_WALKER, zwd_board_at(sc.b, sc.here, ZWD_WALKER));
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	sc.b->wounds[s] = 0;
	rigged(&rng, six, 1);
	zwd_zombie_activate(sc.b, sc.m, &p, -1, &ev);
	ck_assert_int_eq(sc.b->wounds[s], 0);
	for (k = 0; k < 3; k++) {
		text = zwd_events_text(sc.m, zwt_cards(), &ev, NULL, loc[k]);
		ck_assert_msg(strstr(text, spared[k]) != NULL, "%s", text);
		ck_assert_msg(strstr(text, wound[k]) == NULL, "%s", text);
		free(text);
	}
	zwd_events_clear(&ev);
	unscene(&sc);
}
END_TEST

START_TEST(enchant)
{
	static const char *const names[] = { "Ogon", "Jenia", "Lorna", NULL };
	struct scene             sc;
	struct zwd_spell         sp;
	struct zwd_spell_result  r;
	char                    *tx;
	int                      s, t, u, blind;

	/* zwdc-2.29 Healing: a survivor in sight at 0-1 loses 1 Wound;
	 * Baba Yaga's Blessing all; once per Turn per copy; never a
	 * guard or a survivor off the board. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	t = zwt_add_surv(sc.b, sc.near);
	u = zwt_add_surv(sc.b, sc.far);
	memset(&sp, 0, sizeof(sp));
	sp.who = s;
	sp.effect = ZWD_FX_HEAL;
	sp.target = t;
	sc.b->wounds[t] = 2;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_OK);
	ck_assert_int_eq(sc.b->wounds[t], 1);
	tx = zwd_spell_text(sc.m, &sp, &r, names, "it");
	ck_assert_str_eq(tx, "Jenia guarisce 1 Ferita.\n");
	free(tx);
	sp.used = 1;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_USED);
	sp.used = 0;
	sp.effect = ZWD_FX_HEALALL;
	sc.b->wounds[t] = 2;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.healed, 2);
	ck_assert_int_eq(sc.b->wounds[t], 0);
	sp.target = u;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_RANGE);
	sp.target = 7;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_TARGET);

	/* zwdc-2.30 Jump and Sprint: any survivor in sight, the game
	 * makes the move. */
	sp.effect = ZWD_FX_JUMP;
	sp.target = u;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.grant, 1);
	for (blind = 0; zwd_map_los(sc.m, sc.here, blind, 0) >= 0; blind++)
		;
	sc.b->surv[u] = blind;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_SIGHT);

	/* zwdc-2.31 Repulse: every zombie of a zone at 0-1 goes one zone
	 * farther from the caster; nothing is made or lost. */
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 3);
	zwd_board_put(sc.b, sc.near, ZWD_BRUTE, 1);
	zwd_board_freeze(sc.b, sc.near);
	sp.effect = ZWD_FX_REPULSE;
	sp.zone = sc.near;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_OK);
	ck_assert_int_ge(r.to, 0);
	ck_assert_int_eq(zwd_board_zombies(sc.b, sc.near), 0);
	ck_assert_int_eq(sc.b->freeze[sc.near], 0);
	ck_assert_int_eq(zwd_board_at(sc.b, r.to, ZWD_WALKER), 3);
	ck_assert_int_eq(r.pushed[ZWD_BRUTE], 1);
	ck_assert_int_ne(zwd_map_edge(sc.m, sc.near, r.to), ZWD_E_NONE);
	ck_assert_int_gt(zwd_map_dist(sc.m, ZWD_MOVER_GEO, sc.here, r.to, 0),
	    zwd_map_dist(sc.m, ZWD_MOVER_GEO, sc.here, sc.near, 0));
	ok(sc.b, sc.m);
	tx = zwd_spell_text(sc.m, &sp, &r, names, "it");
	ck_assert_msg(strstr(tx, "3 Deambulanti: respinti dalla Zona") != NULL, "%s", tx);
	free(tx);
	sp.zone = sc.far;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_RANGE);
	zwd_board_put(sc.b, sc.here, ZWD_RUNNER, 2);
	sp.zone = sc.here;
	ck_assert_int_eq(zwd_enchant(sc.b, sc.m, &sp, &r), ZWD_CR_OK);
	ck_assert_int_eq(zwd_board_zombies(sc.b, sc.here), 0);
	ck_assert_int_eq(zwd_map_dist(sc.m, ZWD_MOVER_GEO, sc.here, r.to, 0), 1);
	unscene(&sc);
}
END_TEST

/* ---- 3 soak ---------------------------------------------------------- */

static const char *const missions[] = { "intro", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	"10" };
static const char *const weapons[] = { "sword", "dagger", "shashka", "great-sword", "halberd",
	"partisan", "crossbow", "war-bow", "short-bow", "triple-crossbow", "ice-storm", "lightning",
	"energy-discharge", "fire-dart", "disintegrate", "dragon-bile", "horn-bow" };

/* populate - zombies, survivors and guards at random */

static void
populate(struct zwd_board *b, const struct zwd_map *m, struct pb_rng *rng)
{
	int i, z;

	for (i = 0; i < 40; i++)
		zwd_board_put(b, (int)pb_rng_below(rng, (uint32_t)m->nzones),
		    (int)pb_rng_below(rng, ZWD_NZOMBIES), 1 + (int)pb_rng_below(rng, 3));
	for (i = 0; i < 6; i++) {
		z = (int)pb_rng_below(rng, (uint32_t)m->nzones);
		zwt_add_surv(b, z);
		b->guards[z] += (int)pb_rng_below(rng, 2);
	}
}

/* skilled - a's modifiers from a few combat skills through the bridge */

static void
skilled(const struct zwd_board *b, const struct zwd_map *m, struct pb_rng *rng,
    struct zwd_attack *a, const char *id)
{
	static const char *const refs[] = { "barbarian", "iron-rain", "mana-rain",
		"plus1-die-combat", "escalation-ranged", "roll6-die-combat", "roll6-damage-melee",
		"super-strength", "two-damage-ranged", "lucky", "point-blank", "reach",
		"range2-plus1-damage-ranged", "guards-plus1-die-ranged", "ambidextrous", "reaper-combat",
		"brothers-in-arms-plus1-die-melee", "freeze-magic", "plus1-max-range" };
	const struct zwd_equip  *w[2] = { NULL, NULL };
	struct zwd_skillset      k = { .n = 0 };
	struct zwd_skill_ref     r;
	int                      i;

	for (i = 0; i < 4; i++) {
		r = zwt_ref(refs[pb_rng_below(rng, PB_NELEM(refs))]);
		zwd_skillset_add(&k, &r);
	}
	w[0] = &zwt_cards()->equips[zwd_equip_find(zwt_cards(), id)];
	zwd_combat_mods(m, b, &k, (int)pb_rng_below(rng, 4), w, a);
}

/* random_attack - some attack from survivor s, maybe refused */

static void
random_attack(
    const struct zwd_board *b, const struct zwd_map *m, struct pb_rng *rng, struct zwd_attack *a)
{
	static const unsigned flags[] = { 0, (ZWD_M_FREETARGET | ZWD_M_NOFF),
		ZWD_M_REROLL | ZWD_M_ROLL6DIE, ZWD_M_REAPER, ZWD_M_POLEARM0, ZWD_M_ROLL6DMG,
		ZWD_M_NOFF, ZWD_M_REACH };
	int                   s = (int)pb_rng_below(rng, (uint32_t)b->nsurv), to, r;
	const char           *id;

	/* Mostly a zone in sight within 3 (some refused all the same). */
	to = (int)pb_rng_below(rng, (uint32_t)m->nzones);
	for (r = 0; r < 8 && b->surv[s] >= 0 && zwd_map_los(m, b->surv[s], to, 0) < 0; r++)
		to = (int)pb_rng_below(rng, (uint32_t)m->nzones);
	id = weapons[pb_rng_below(rng, PB_NELEM(weapons))];
	*a = attack(b, s, to, id);
	if (a->from < 0)
		a->from = 0;
	if (pb_rng_below(rng, 3) == 0)
		a->to = a->from;
	else if (pb_rng_below(rng, 2) == 0 && (r = seen(m, a->from, 1)) >= 0)
		a->to = r;
	a->hands = 1 + (int)pb_rng_below(rng, 2);
	a->m.flags = flags[pb_rng_below(rng, PB_NELEM(flags))];
	a->m.dice = (int)pb_rng_below(rng, 2);
	a->m.damage = (int)pb_rng_below(rng, 2);
	a->m.damage_set = pb_rng_below(rng, 4) == 0 ? 3 : 0; /* Super Strength */
	if (b->guards[a->from] > 0 && pb_rng_below(rng, 4) == 0) {
		a->guards = b->guards[a->from];
		zwd_weapon_guards(zwt_cards(), ZWD_RANGED, a->guards, &a->w);
	}
	if (pb_rng_below(rng, 3) == 0)
		skilled(b, m, rng, a, id); /* instead of the modifiers above */
}

/* conserved - the K invariants of one resolved attack */

static void
conserved(const int *before, const struct zwd_board *b, const struct zwd_attack *a,
    const struct zwd_combat_result *r)
{
	int t, s, ff = r->ff_guards, ap = 0;

	for (t = 0; t < ZWD_NZOMBIES; t++) {
		ck_assert_int_eq(zwd_board_onboard(b, t), before[t] - r->killed[t]);
		ck_assert_int_ge(r->killed[t], 0);
		ap += r->killed[t] * zwd_zombie_ap(zwt_cards(), t);
	}
	ck_assert_int_eq(r->ap, ap + (r->burnt > 0 ? 5 : 0));
	if (a->w.kind == ZWD_BILE)
		return;
	ck_assert_int_eq(r->hits + r->misses, r->ndice);
	for (t = 0; t < r->ndice; t++)
		ck_assert(r->dice[t] >= 1 && r->dice[t] <= 6);
	for (s = 0; s < ZWD_SURVIVORS; s++) {
		ff += r->ff[s];
		ck_assert_int_le(r->prevented[s], r->ff[s]);
		ck_assert(b->wounds[s] >= 0 && b->wounds[s] <= ZWD_MAXWOUNDS);
	}
	ck_assert_int_le(ff, r->misses);
	if (a->w.kind == ZWD_MELEE)
		ck_assert_int_eq(ff, 0);
	if (a->guards == 0)
		ck_assert_int_eq(r->ff[a->who], 0);
}

static long soak_kills, soak_ff, soak_refused, soak_done;

/* soak_one - many attacks on a mission; the board at the end */

static char *
soak_one(const char *mission, int k)
{
	struct zwd_map          *m = zwt_map(mission);
	struct zwd_board        *b = zwt_empty(m);
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	char                     why[128], *out;
	int                      i, t, before[ZWD_NZOMBIES];

	zwt_seed(&rng, 1000 + k);
	populate(b, m, &rng);
	for (i = 0; i < 300; i++) {
		if (i % 60 == 59)
			populate(b, m, &rng);
		if (b->nsurv == 0 || b->nsurv > ZWD_SURVIVORS - 6)
			b->nsurv = 0, populate(b, m, &rng);
		random_attack(b, m, &rng, &a);
		for (t = 0; t < ZWD_NZOMBIES; t++)
			before[t] = zwd_board_onboard(b, t);
		if (zwd_combat(b, m, zwt_cards(), &a, &rng, &r) != ZWD_CR_OK) {
			soak_refused++;
			continue;
		}
		conserved(before, b, &a, &r);
		soak_done++;
		ck_assert_msg(zwd_board_invariants(b, m, why, sizeof(why)), "%s", why);
		for (t = 0; t < ZWD_NZOMBIES; t++)
			soak_kills += r.killed[t];
		soak_ff += r.ff_guards;
		for (t = 0; t < ZWD_SURVIVORS; t++)
			soak_ff += r.ff[t];
	}
	out = saved(b, m);
	zwd_board_free(b);
	zwd_map_free(m);
	return (out);
}

START_TEST(soak)
{
	char *x, *y;
	int   k;

	/* zwdc-3.1 every mission: random attacks keep every invariant,
	 * and the same seed gives the same board. */
	for (k = 0; k < 2; k++) {
		x = soak_one(missions[_i], k);
		if (k == 0) {
			y = soak_one(missions[_i], k);
			ck_assert_str_eq(x, y);
			free(y);
		}
		free(x);
	}
	/* zwdc-3.2 and no idle soak: kills, friendly fire, refusals. */
	if (getenv("ZWDC_SHOW") != NULL)
		fprintf(stderr,
		    "%s: %ld resolved, %ld refused, %ld kills, %ld hit by friendly fire\n",
		    missions[_i], soak_done, soak_refused, soak_kills, soak_ff);
	ck_assert(soak_kills > 0 && soak_ff > 0 && soak_refused > 0);
}
END_TEST

/* ---- 4 narrative ----------------------------------------------------- */

START_TEST(narrative)
{
	static const char *const names[] = { "Ogon", "Jenia", NULL };
	static const char *const loc[] = { "it", "es" };
	static const int         dice[] = { 6, 1 };
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	char                    *en, *tr;
	int                      l, s, t;

	/* zwdc-4.1 an attack told in English, every line translated. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	t = zwt_add_surv(sc.b, sc.near);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 2);
	sc.b->guards[sc.near] = 0;
	a = attack(sc.b, s, sc.near, "ice-storm");
	a.w.dice = 2;
	fire(&sc, &a, dice, 2, &r);
	ck_assert_int_eq(r.ff[t], 1);
	en = zwd_combat_text(sc.m, &a, &r, names, "en", ZWD_REV);
	ck_assert_msg(strstr(en, "Ogon attacks ") != NULL, "%s", en);
	ck_assert_msg(strstr(en, "dice 6 1, 1 hit.") != NULL, "%s", en);
	ck_assert_msg(strstr(en, "1 walker killed in ") != NULL, "%s", en);
	ck_assert_msg(strstr(en, "Friendly fire: Jenia is hit 1 time.") != NULL, "%s", en);
	ck_assert_msg(strstr(en, "Jenia takes 1 Wound.") != NULL, "%s", en);
	ck_assert_msg(strstr(en, "Ogon gains 1 AP.") != NULL, "%s", en);
	ck_assert_msg(strstr(en, "A Noise token in C5.") != NULL, "%s", en);
	for (l = 0; l < 2; l++) {
		tr = zwd_combat_text(sc.m, &a, &r, names, loc[l], ZWD_REV);
		if (getenv("ZWDC_SHOW") != NULL)
			fprintf(stderr, "%s\n%s\n", en, tr);
		ck_assert_int_eq(zwt_translated(en, tr, loc[l]), 6);
		if (l == 0) {
			ck_assert_msg(
			    strstr(tr, "Fuoco Amico: Jenia viene colpito 1 volta.") != NULL, "%s",
			    tr);
			ck_assert_msg(strstr(tr, "Deambulante") != NULL, "%s", tr);
		}
		free(tr);
	}
	free(en);

	/* zwdc-4.2 a refusal, translated; Dragon Fire's line. */
	a = attack(sc.b, s, sc.near, "sword");
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	tr = zwd_combat_text(sc.m, &a, &r, names, "it", ZWD_REV);
	ck_assert_str_eq(tr, "La Zona bersaglio è fuori dalla Gittata dell'arma.\n");
	free(tr);
	a = attack(sc.b, s, sc.near, "dragon-bile");
	zwd_combat(sc.b, sc.m, zwt_cards(), &a, &rng, &r);
	tr = zwd_combat_text(sc.m, &a, &r, names, "it", ZWD_REV);
	ck_assert_msg(strstr(tr, "Ogon scatena il Fuoco di Drago") != NULL, "%s", tr);
	free(tr);

	/* zwdc-4.3 a roll of no dice: "nessun dado", "ningún dado" from
	 * rules 4; revision 3's games tell "dice none" as they did. */
	a = attack(sc.b, s, sc.near, "ice-storm");
	memset(&r, 0, sizeof(r));
	r.code = ZWD_CR_OK;
	r.range = 1;
	tr = zwd_combat_text(sc.m, &a, &r, names, "en", ZWD_REV);
	ck_assert_msg(strstr(tr, " (range 1): no dice, 0 hits.\n") != NULL, "%s", tr);
	free(tr);
	tr = zwd_combat_text(sc.m, &a, &r, names, "it", ZWD_REV);
	ck_assert_msg(strstr(tr, " (Gittata 1): nessun dado, 0 successi.\n") != NULL, "%s", tr);
	free(tr);
	tr = zwd_combat_text(sc.m, &a, &r, names, "es", ZWD_REV);
	ck_assert_msg(strstr(tr, " (Alcance 1): ningún dado, 0 éxitos.\n") != NULL, "%s", tr);
	free(tr);
	tr = zwd_combat_text(sc.m, &a, &r, names, "it", 3);
	ck_assert_msg(strstr(tr, "dadi none") != NULL, "%s", tr);
	free(tr);
	unscene(&sc);
}
END_TEST

/* ---- 5 skills through the bridge (zwd_combat_mods) -------------------- */

/* bridged - attack a of survivor s with skill set k after streak
 * Actions of its kind, the weapon's own skills from card id (or none),
 * resolved on want[]; the dice rolled */

static int
bridged(struct scene *sc, struct zwd_attack *a, const struct zwd_skillset *k, int streak,
    const char *id, const int *want, int n, struct zwd_combat_result *r)
{
	const struct zwd_equip *w[2] = { NULL, NULL };

	if (id != NULL)
		w[0] = &zwt_cards()->equips[zwd_equip_find(zwt_cards(), id)];
	ck_assert_int_ge(zwd_combat_mods(sc->m, sc->b, k, streak, w, a), 0);
	ck_assert_int_eq(fire(sc, a, want, n, r), ZWD_CR_OK);
	return (r->ndice);
}

/* survivor_skills - the skills a survivor of the pack starts with (Blue) */

static struct zwd_skillset
survivor_skills(const char *id)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skill_ref    opts[8];
	struct zwd_skillset     k = { .n = 0 };
	int                     i, n;

	for (i = 0; i < c->nsurvivors && strcmp(c->survivors[i].n.id, id) != 0; i++)
		;
	ck_assert_msg(i < c->nsurvivors, "no survivor %s", id);
	n = zwd_skill_gain(c, i, ZWD_BLUE, &k, opts, 8);
	while (n-- > 0)
		ck_assert(zwd_skillset_add(&k, &opts[n]));
	return (k);
}

START_TEST(ex_escalation)
{
	static const int         miss[] = { 2, 2, 2, 2 };
	struct zwd_skillset      k = zwt_skills("escalation-ranged", NULL);
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      s;

	/* zwdc-5.1 the rulebook's Escalation: Ranged (L2157): a first
	 * Ranged Action with a 1-die bow rolls 1 die, the second 2; a Move
	 * between loses the bonus (the game's streak is 0 again).  The
	 * Short Bow stands for the example's Long Bow, a card the box has
	 * not.  A Melee Action after Ranged ones gets nothing (the
	 * Sword's 2 dice). */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 6);
	a = attack(sc.b, s, sc.near, "short-bow");
	ck_assert_int_eq(bridged(&sc, &a, &k, 0, NULL, miss, 1, &r), 1);
	ck_assert_int_eq(bridged(&sc, &a, &k, 1, NULL, miss, 2, &r), 2);
	ck_assert_int_eq(bridged(&sc, &a, &k, 2, NULL, miss, 3, &r), 3);
	ck_assert_int_eq(bridged(&sc, &a, &k, 0, NULL, miss, 1, &r), 1);
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	a = attack(sc.b, s, sc.here, "sword");
	ck_assert_int_eq(bridged(&sc, &a, &k, 2, NULL, miss, 2, &r), 2);
	unscene(&sc);
}
END_TEST

START_TEST(ex_sarnai_guards)
{
	static const int         miss[] = { 2, 2, 2, 2, 2 };
	struct zwd_skillset      k = survivor_skills("sarnai");
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      sarnai, mate;

	/* zwdc-5.2 the rulebook's Guards example: Sarnai orders 4 Guards
	 * to shoot: 4 dice, and her Guards: +1 die: Ranged makes 5.  Her
	 * own Steady Hand is not theirs: their misses hit the survivor in
	 * the target zone; her own shot with the Short Bow rolls 1 die and
	 * spares him. */
	scene(&sc, "1", "C5");
	sarnai = zwt_add_surv(sc.b, sc.here);
	mate = zwt_add_surv(sc.b, sc.near);
	sc.b->guards[sc.here] = 4;
	memset(&a, 0, sizeof(a));
	a.who = sarnai;
	a.from = sc.here;
	a.to = sc.near;
	a.hands = 1;
	a.guards = 4;
	zwd_weapon_guards(zwt_cards(), ZWD_RANGED, 4, &a.w);
	ck_assert_int_eq(bridged(&sc, &a, &k, 0, NULL, miss, 5, &r), 5);
	ck_assert_int_eq(r.ff[mate], 5);
	sc.b->wounds[mate] = 0;
	sc.b->surv[mate] = sc.near;
	a = attack(sc.b, sarnai, sc.near, "short-bow");
	ck_assert_int_eq(bridged(&sc, &a, &k, 0, NULL, miss, 1, &r), 1);
	ck_assert_int_eq(r.ff[mate], 0);
	unscene(&sc);
}
END_TEST

START_TEST(bridge_context)
{
	static const int         miss[] = { 2, 2, 2, 2 };
	struct zwd_skillset      k = zwt_skills("range2-plus1-die-ranged", NULL);
	struct zwd_skillset      bro = zwt_skills("brothers-in-arms-plus1-die-melee", NULL), me;
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      s, mate;

	/* zwdc-5.3 Range 2+: +1 die: Ranged: the War Bow's 2 dice at
	 * Range 1, 3 at Range 2. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 2);
	zwd_board_put(sc.b, sc.far, ZWD_WALKER, 2);
	a = attack(sc.b, s, sc.near, "war-bow");
	ck_assert_int_eq(bridged(&sc, &a, &k, 0, NULL, miss, 2, &r), 2);
	a.to = sc.far;
	ck_assert_int_eq(bridged(&sc, &a, &k, 0, NULL, miss, 3, &r), 3);

	/* zwdc-5.4 the Horn Bow's Hawk Eye comes with the card: no
	 * friendly fire; without the card's skills, the misses hit the
	 * mate. */
	mate = zwt_add_surv(sc.b, sc.near);
	k.n = 0;
	a = attack(sc.b, s, sc.near, "horn-bow");
	bridged(&sc, &a, &k, 0, "horn-bow", miss, 2, &r);
	ck_assert_uint_eq(a.m.flags, ZWD_M_FREETARGET | ZWD_M_NOFF);
	ck_assert_int_eq(r.ff[mate], 0);
	bridged(&sc, &a, &k, 0, NULL, miss, 2, &r);
	ck_assert_int_eq(r.ff[mate], 2);
	sc.b->wounds[mate] = 0;
	sc.b->surv[mate] = sc.near;

	/* zwdc-5.5 Brothers in Arms: +1 die: Melee, joined from a mate:
	 * the Sword rolls 3 while the mate shares the zone, its 2 alone. */
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 2);
	me = zwt_skills("plus1-damage-ranged", NULL);
	zwd_skillset_join(&me, &bro);
	a = attack(sc.b, s, sc.here, "sword");
	ck_assert_int_eq(bridged(&sc, &a, &me, 0, NULL, miss, 2, &r), 2);
	sc.b->surv[mate] = sc.here;
	ck_assert_int_eq(bridged(&sc, &a, &me, 0, NULL, miss, 3, &r), 3);
	unscene(&sc);
}
END_TEST

START_TEST(bridge_defence)
{
	static const int    miss[] = { 2, 2 }, fives[] = { 2, 2, 5, 5 }, fours[] = { 2, 2, 4, 4 };
	struct zwd_skillset k = zwt_skills("iron-skin", "tough", NULL);
	struct zwd_defence  def[2];
	struct zwd_stance   st = { { 0 } };
	struct pb_err       err;
	struct scene        sc;
	struct zwd_attack   a;
	struct zwd_combat_result r;
	struct pb_rng            rng;
	int                      s, t;

	/* zwdc-5.6 a defence from skills: Iron Skin rolls 5+ bare for
	 * the friendly fire; 4s get through and Tough ignores the first
	 * of the 2 Wounds.  The same defence in the zombie phase. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	t = zwt_add_surv(sc.b, sc.near);
	zwd_combat_defence(&k, 0, 0, NULL, &def[t]);
	zwd_combat_defence(&k, 0, 0, NULL, &def[s]);
	ck_assert(def[t].flags & ZWD_T_IRONSKIN);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 1);
	a = attack(sc.b, s, sc.near, "short-bow");
	a.w.dice = 2;
	a.def = def;
	fire(&sc, &a, fives, 4, &r);
	ck_assert_int_eq(r.prevented[t], 2);
	ck_assert_int_eq(r.wounds[t], 0);
	fire(&sc, &a, fours, 4, &r);
	ck_assert_int_eq(r.prevented[t], 0);
	ck_assert_int_eq(r.wounds[t], 1);
	rigged(&rng, fours + 2, 2);
	sc.b->wounds[t] = 2;
	ck_assert_int_eq(zwd_armour_attacks(sc.b, &def[t], &rng, t, 2, 0), 1);
	ck_assert_int_eq(sc.b->wounds[t], 1);

	/* zwdc-5.7 Lucky: the attack rerolls a roll with fewer than half
	 * successes; a player whose standing choice is "off" keeps it. */
	k = zwt_skills("lucky", NULL);
	sc.b->surv[t] = sc.far;
	a = attack(sc.b, s, sc.near, "short-bow");
	bridged(&sc, &a, &k, 0, NULL, miss, 1, &r);
	ck_assert_int_eq(r.rerolled, 1);
	ck_assert(zwd_stance_set(&st, "lucky", "off", &err));
	a.stance = &st;
	fire(&sc, &a, miss, 1, &r);
	ck_assert_int_eq(r.rerolled, 0);
	unscene(&sc);
}
END_TEST

START_TEST(improvised)
{
	static const int         four[] = { 4 };
	const struct zwd_equip  *e;
	struct scene             sc;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      s;

	/* zwdc-5.8 the Improvised weapons (the pack's cards): melee in its
	 * own zone only, ranged at 0-1; each kills a walker on a 4. */
	scene(&sc, "1", "C5");
	s = zwt_add_surv(sc.b, sc.here);
	zwd_board_put(sc.b, sc.here, ZWD_WALKER, 1);
	zwd_board_put(sc.b, sc.near, ZWD_WALKER, 1);
	e = zwd_skill_improvised(zwt_cards(), ZWD_PA_MELEE);
	a = attack(sc.b, s, sc.near, "sword");
	zwd_weapon_of(e, &a.w);
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.to = sc.here;
	ck_assert_int_eq(fire(&sc, &a, four, 1, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 1);
	e = zwd_skill_improvised(zwt_cards(), ZWD_PA_RANGED);
	zwd_weapon_of(e, &a.w);
	a.to = sc.far;
	ck_assert_int_eq(zwd_combat_check(sc.m, sc.b, &a), ZWD_CR_RANGE);
	a.to = sc.near;
	ck_assert_int_eq(fire(&sc, &a, four, 1, &r), ZWD_CR_OK);
	ck_assert_int_eq(r.killed[ZWD_WALKER], 1);
	ck_assert_int_eq(zwd_board_zombies(sc.b, sc.near), 0);
	unscene(&sc);
}
END_TEST

/* ---- the suite ------------------------------------------------------- */

static Suite *
zwd_combat_suite(void)
{
	Suite *s = suite_create("zwd_combat");
	TCase *tc = tcase_create("examples");

	tcase_add_test(tc, ex_melee);
	tcase_add_test(tc, ex_priority);
	tcase_add_test(tc, ex_friendly_fire);
	tcase_add_test(tc, ex_dual);
	tcase_add_test(tc, ex_noise);
	tcase_add_test(tc, ex_armour);
	suite_add_tcase(s, tc);
	tc = tcase_create("rules");
	tcase_add_test(tc, checks);
	tcase_add_test(tc, refused);
	tcase_add_test(tc, dice_rules);
	tcase_add_test(tc, damage_rules);
	tcase_add_test(tc, targets);
	tcase_add_test(tc, ff_rules);
	tcase_add_test(tc, guard_action);
	tcase_add_test(tc, reload_freeze);
	tcase_add_test(tc, dragon_fire);
	tcase_add_test(tc, levels);
	tcase_add_test(tc, armour_rules);
	tcase_add_test(tc, zombie_armour);
	tcase_add_test(tc, enchant);
	suite_add_tcase(s, tc);
	tc = tcase_create("soak");
	tcase_add_loop_test(tc, soak, 0, (int)PB_NELEM(missions));
	suite_add_tcase(s, tc);
	tc = tcase_create("narrative");
	tcase_add_test(tc, narrative);
	suite_add_tcase(s, tc);
	tc = tcase_create("bridge");
	tcase_add_test(tc, ex_escalation);
	tcase_add_test(tc, ex_sarnai_guards);
	tcase_add_test(tc, bridge_context);
	tcase_add_test(tc, bridge_defence);
	tcase_add_test(tc, improvised);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_combat_suite);

	zwt_done();
	return (rc);
}
