/*++
/* NAME
/*	check_zwd_mission 1
/* SUMMARY
/*	Zombicide: White Death, the missions' special rules, victory and
/*	defeat, and the modes, on the authored missions
/* SYNOPSIS
/*	tests/check_zwd_mission
/* DESCRIPTION
/*	Test ids:
/*	zwdm-1.*	set-up: the objectives' deal (shuffled, fixed, red),
/*			its determinism, the Intro piles, the Empress;
/*			the checker refusing what the game does not play
/*	zwdm-2.*	each mission: a scripted win and a scripted loss
/*			through the API, each special rule at its hook
/*	zwdm-4.*	the progress saved and loaded byte for byte, refused
/*			when broken; soak: random hooks on every mission keep
/*			the invariants, and a seed gives the same progress
/*	zwdm-3.*	the modes: Abomination deck and Festival, Multiple
/*			Necromancers, 7+ survivors, Guard Skill cards
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_map.h"
#include "games/zwd/zwd_mission.h"
#include "check_zwd_lib.h"
#include "testrun.h"

/* A mission set up: map, board with survivors on the start, progress. */
struct game {
	struct zwd_map   *m;
	struct zwd_board *b;
	struct zwd_mprog  p;
};

/* start - mission id with n survivors on its starting zone(s), seed k */

static void
start(struct game *g, const char *id, int n, int k)
{
	struct pb_rng r;
	int           i;

	zwt_seed(&r, k);
	g->m = zwt_map(id);
	g->b = zwt_empty(g->m);
	for (i = 0; i < n; i++)
		zwt_add_surv(g->b, g->m->setup.start[i % g->m->setup.nstart]);
	memset(&g->p, 0, sizeof(g->p));
	zwd_mission_setup(&g->p, g->m, g->b, &r);
}

static void
done(struct game *g)
{
	zwd_board_free(g->b);
	zwd_map_free(g->m);
}

/* take - survivor 0 goes to objective i's zone and takes it */

static int
take(struct game *g, int i, struct zwd_reward *r)
{
	g->b->surv[0] = g->p.zone[i];
	return (zwd_mission_take(&g->p, g->m, g->b, 0, r));
}

/* of_colour - the first objective of colour c */

static int
of_colour(const struct game *g, int c)
{
	int i;

	for (i = 0; i < g->p.nobj; i++)
		if (g->p.colour[i] == c)
			return (i);
	ck_abort_msg("no objective of colour %d", c);
	return (-1);
}

/* of_kind - the first zone of kind k now, other than not */

static int
of_kind(const struct zwd_map *m, int k, int not )
{
	int z;

	for (z = 0; z < m->nzones; z++)
		if (z != not &&zwd_map_kind(m, z) == k)
			return (z);
	ck_abort_msg("no zone of kind %d", k);
	return (-1);
}

/* zwdm-1.1: the deal */

START_TEST(deal)
{
	struct game g, h;
	int         k, i, blue = 0, green = 0, moved = 0, first = -1;

	for (k = 0; k < 40; k++) {
		start(&g, "1", 6, k);
		start(&h, "1", 6, k);
		blue = green = 0;
		for (i = 0; i < g.p.nobj; i++) {
			blue += g.p.colour[i] == ZWD_OBJ_BLUE;
			green += g.p.colour[i] == ZWD_OBJ_GREEN;
			ck_assert_int_eq(g.p.colour[i], h.p.colour[i]);
			ck_assert_int_eq(g.p.state[i], ZWD_OBJ_ON);
		}
		ck_assert_int_eq(blue, 1);
		ck_assert_int_eq(green, 1);
		if (k == 0)
			first = of_colour(&g, ZWD_OBJ_BLUE);
		else
			moved += of_colour(&g, ZWD_OBJ_BLUE) != first;
		done(&g);
		done(&h);
	}
	ck_assert_int_gt(moved, 0);
	start(&g, "4", 6, 0);
	ck_assert_int_eq(g.p.zone[of_colour(&g, ZWD_OBJ_BLUE)], zwt_zone(g.m, "C1"));
	ck_assert_int_eq(g.p.zone[of_colour(&g, ZWD_OBJ_GREEN)], zwt_zone(g.m, "D1"));
	done(&g);
	start(&g, "5", 6, 0);
	for (i = 0; i < g.p.nobj; i++)
		ck_assert_int_eq(g.p.colour[i], ZWD_OBJ_RED);
	done(&g);
}
END_TEST

/* zwdm-1.2: the checker refuses a word the game does not play */

START_TEST(checker)
{
	struct pb_err       err = { 0 };
	struct zwd_mappack *mp;
	char               *text, *at;
	int                 i;

	ck_assert_int_eq(zwd_map_check(zwt_mappack(), &err), PB_OK);
	for (i = 0; i < 3; i++)
		ck_assert_uint_eq(zwd_mission_known(i), i == 2 ? 0x3u : i ? 0x3ffu : 0xfffu);
	text = pb_strdup(zwt_map_text);
	at = strstr(text, "rules = intro-piles");
	memcpy(at, "rules = intro-pilez", 19);
	ck_assert_ptr_null(zwd_mappack_parse(text, &err));
	ck_assert_msg(strstr(err.msg, "rules") != NULL, "%s", err.msg);
	memcpy(at, "rules = intro-piles", 19);
	at = strstr(strstr(text, "[mission 9]"), "signaller = A9");
	memcpy(at, ";", 1);
	mp = zwd_mappack_parse(text, &err);
	ck_assert_ptr_nonnull(mp);
	ck_assert_int_eq(zwd_map_check(mp, &err), PB_EDATA);
	ck_assert_str_eq(err.msg, "[mission 9]: signaller: needed by its rules");
	zwd_mappack_free(mp);
	free(text);
}
END_TEST

/* zwdm-2.0: the Intro: piles, objectives, a survivor lost */

START_TEST(intro)
{
	struct game       g;
	struct zwd_reward r;
	int               i, n;

	start(&g, "intro", 4, 0);
	ck_assert_int_eq(g.p.nobj, 2);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(g.p.pile[i], 4);
		ck_assert_int_eq(take(&g, i, &r), 0); /* the pile first */
		for (n = 0; n < 4; n++)
			ck_assert_int_eq(zwd_mission_pile_take(&g.p, g.p.zone[i]), 1);
		ck_assert_int_eq(zwd_mission_pile_take(&g.p, g.p.zone[i]), 0);
		ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
		ck_assert_int_eq(take(&g, i, &r), 1);
		ck_assert_int_eq(r.ap, 5);
		ck_assert_int_eq(r.crypt, 0);
		ck_assert_int_eq(take(&g, i, &r), 0); /* once */
	}
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	zwd_mission_eliminated(&g.p, 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_SURVIVOR);
	done(&g);
}
END_TEST

/* zwdm-2.1: mission 1: objectives, 4 Dragon Bile, all on walkways */

START_TEST(mission1)
{
	struct game       g;
	struct zwd_reward r;
	int               i, w, s, z;

	start(&g, "1", 2, 1);
	s = g.m->setup.standard;
	ck_assert_int_eq(zwd_mission_bile_ok(&g.p, g.m, g.b, 0), 0);
	g.b->surv[0] = s;
	ck_assert_int_eq(zwd_mission_bile_ok(&g.p, g.m, g.b, 0), 1);
	for (i = 0; i < g.p.nobj; i++) {
		ck_assert_int_eq(take(&g, i, &r), 1);
		ck_assert_int_eq(r.crypt, g.p.colour[i] != ZWD_OBJ_RED);
		ck_assert_int_eq(r.ap, g.p.colour[i] == ZWD_OBJ_RED ? 5 : 0);
	}
	w = of_kind(g.m, ZWD_WALKWAY, -1);
	g.b->surv[0] = g.b->surv[1] = w;
	g.b->guards[w] = 2;
	g.p.bile = 3;
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	g.p.bile = 4;
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	zwd_board_put(g.b, w, ZWD_WALKER, 1); /* no zombie on walkways */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	zwd_board_take(g.b, w, ZWD_WALKER, 1);
	g.b->guards[of_kind(g.m, ZWD_STREET, -1)] = 1; /* guards too */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	done(&g);

	/* Loss: Corruption discards an objective that is needed. */
	start(&g, "1", 2, 1);
	z = g.p.zone[0];
	zwd_map_corrupt(g.m, z);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	zwd_mission_zombies_done(&g.p, g.m, g.b);
	ck_assert_int_eq(g.p.state[0], ZWD_OBJ_LOST);
	ck_assert_int_eq(zwd_mission_objective(&g.p, z), -1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_OBJECTIVES);
	done(&g);
}
END_TEST

/* zwdm-2.2: mission 2: Tomes, fragments, purging */

START_TEST(mission2)
{
	struct game       g;
	struct zwd_reward r;
	int               i, k, reds = 0, left;

	start(&g, "2", 6, 2);
	ck_assert_int_eq(g.b->surv[0], g.m->setup.start[0]);
	ck_assert_int_eq(g.b->surv[1], g.m->setup.start[1]);
	for (i = 0; i < g.m->setup.ncorruption; i++) {
		zwd_map_corrupt(g.m, g.m->setup.corruption[i]);
		g.b->corruption_left--;
	}
	left = g.b->corruption_left;
	ck_assert_int_eq(zwd_mission_purge(&g.p, g.m, g.b, 0, 1), 0); /* no Tome */
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_BLUE), &r), 1);
	ck_assert_int_eq(r.tome, 1);
	ck_assert_int_eq(r.ap, 5);
	ck_assert_int_eq(g.p.tomes, 1);
	g.b->surv[0] = g.p.zone[0] == g.b->spawn[1] ? g.p.zone[1] : g.p.zone[0];
	g.b->surv[0] = g.m->setup.start[0];
	ck_assert_int_eq(zwd_mission_purge(&g.p, g.m, g.b, 0, 1), 0); /* too far */
	g.b->surv[0] = g.b->spawn[1];
	ck_assert_int_eq(zwd_mission_purge(&g.p, g.m, g.b, 0, 1), 1);
	ck_assert_int_eq(g.b->spawn[1], g.m->setup.spawn[0]);
	ck_assert_int_eq(g.m->corrupt[g.m->setup.spawn[1]], 0);
	ck_assert_int_gt(g.b->corruption_left, left);
	ck_assert_int_eq(g.p.tomes, 0);
	/* Every fragment restores the last Tome. */
	for (i = 0; i < g.p.nobj; i++)
		if (g.p.colour[i] == ZWD_OBJ_RED) {
			reds++;
			ck_assert_int_eq(take(&g, i, &r), 1);
			ck_assert_int_eq(r.item, 1);
		}
	ck_assert_int_eq(reds, g.p.nobj - 2);
	ck_assert_int_eq(g.p.tomes, 1);
	ck_assert_int_eq(g.p.fragments, 0);
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_GREEN), &r), 1);
	ck_assert_int_eq(g.p.tomes, 2);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	for (k = 0; k < ZWD_SPAWNS; k++) /* the tokens still on Corruption */
		if (g.b->spawn[k] >= 0 && g.m->corrupt[g.b->spawn[k]]) {
			g.b->surv[0] = g.b->spawn[k];
			ck_assert_int_eq(zwd_mission_purge(&g.p, g.m, g.b, 0, k), 1);
		}
	for (i = 0; i < g.m->nzones; i++)
		ck_assert_msg(!g.m->corrupt[i], "%s still corrupted", g.m->zone[i].label);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	/* Loss: Corruption left and no Tome to be had. */
	zwd_map_corrupt(g.m, g.m->setup.spawn[1]);
	g.p.tomes = 0; /* revision 3's two spawn zones leave one Tome */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_OBJECTIVES);
	g.p.tomes = 1;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	/* Loss: Corruption on the Signaller, off the start since revision 3's map. */
	ck_assert_int_ne(g.m->setup.signaller, g.m->setup.start[0]);
	zwd_map_corrupt(g.m, g.m->setup.signaller);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_SIGNALLER);
	done(&g);
}
END_TEST

/* zwdm-2.3: missions 3 and 10: 8 Crypt Weapons */

START_TEST(mission3)
{
	struct game       g;
	struct zwd_reward r;

	start(&g, "3", 6, 3);
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_RED), &r), 1);
	ck_assert_int_eq(r.crypt, 1);
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_BLUE), &r), 1);
	ck_assert_int_eq(r.crypt, 0);
	ck_assert_int_eq(r.ap, 5);
	g.p.crypt = 7;
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	g.p.crypt = 8;
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	/* Loss: not enough left in the Crypt deck. */
	g.p.crypt = 5;
	g.p.crypt_left = 3;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	g.p.crypt_left = 2;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_OBJECTIVES);
	done(&g);
}
END_TEST

/* zwdm-2.4: mission 4: the Reds are burnt, not taken */

START_TEST(mission4)
{
	struct game       g;
	struct zwd_reward r;
	struct zwd_burn   out;
	int               i, z, nred = 0;

	start(&g, "4", 2, 4);
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_RED), &r), 0);
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_BLUE), &r), 1);
	ck_assert_int_eq(r.crypt, 1);
	ck_assert_int_eq(
	    zwd_mission_fire(&g.p, g.m, g.b, g.p.zone[of_colour(&g, ZWD_OBJ_GREEN)], &out),
	    0); /* not a Red */
	g.b->surv[0] = g.b->surv[1] = g.m->setup.start[0];
	for (i = 0; i < g.p.nobj; i++) {
		if (g.p.colour[i] != ZWD_OBJ_RED)
			continue;
		z = g.p.zone[i];
		ck_assert_int_eq(zwd_map_kind(g.m, z), ZWD_BUILDING);
		zwd_board_put(g.b, z, ZWD_WALKER, 2);
		ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
		ck_assert_int_eq(zwd_mission_fire(&g.p, g.m, g.b, z, &out), 1);
		ck_assert_int_eq(out.ap, 5);
		ck_assert_int_eq(out.zombies, 2);
		ck_assert_int_eq(zwd_board_zombies(g.b, z), 0);
		ck_assert_int_eq(zwd_map_kind(g.m, z), ZWD_RUIN);
		ck_assert_int_eq(zwd_mission_fire(&g.p, g.m, g.b, z, &out), 0);
		nred++;
	}
	ck_assert_int_eq(nred, 3);
	ck_assert_int_eq(g.p.burnt, 3);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	done(&g);

	/* Loss: a guard in the burning building. */
	start(&g, "4", 2, 4);
	z = g.p.zone[of_colour(&g, ZWD_OBJ_RED)];
	g.b->guards[z] = 1;
	g.b->surv[1] = z;
	ck_assert_int_eq(zwd_mission_fire(&g.p, g.m, g.b, z, &out), 1);
	ck_assert_int_eq(out.guards, 1);
	ck_assert_int_eq(out.nsurv, 1);
	ck_assert_int_eq(out.surv[0], 1);
	ck_assert_int_eq(g.b->surv[1], -1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_SURVIVOR);
	g.p.dead = 0;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_GUARD);
	done(&g);
}
END_TEST

/* zwdm-2.5: mission 5: the Empress taken (and traded) to the exit */

START_TEST(mission5)
{
	struct game       g;
	struct zwd_reward r;
	int               sig, x;

	start(&g, "5", 2, 5);
	sig = g.m->setup.signaller;
	x = g.m->setup.exit;
	ck_assert_int_eq(zwd_mission_guards_move(&g.p, g.m, sig), 0);
	ck_assert_int_eq(zwd_mission_guards_move(&g.p, g.m, x), 1);
	ck_assert_int_eq(take(&g, 0, &r), 1);
	ck_assert_int_eq(r.crypt, 1);
	ck_assert_int_eq(zwd_mission_empress_take(&g.p, g.m, g.b, 1), 0); /* not there */
	g.b->surv[1] = sig;
	ck_assert_int_eq(zwd_mission_empress_take(&g.p, g.m, g.b, 1), 1);
	ck_assert_int_eq(zwd_mission_empress_take(&g.p, g.m, g.b, 0), 0);
	ck_assert_int_eq(zwd_mission_guards_move(&g.p, g.m, sig), 1);
	/* Her carrier trades her (rules 4) to a survivor of its zone only. */
	g.b->surv[0] = g.m->setup.start[0];
	ck_assert_int_eq(zwd_mission_empress_give(&g.p, g.m, g.b, 1, 0), 0);
	g.b->surv[0] = sig;
	ck_assert_int_eq(zwd_mission_empress_give(&g.p, g.m, g.b, 0, 1), 0); /* not hers */
	ck_assert_int_eq(zwd_mission_empress_give(&g.p, g.m, g.b, 1, 0), 1);
	ck_assert_int_eq(g.p.carrier, 0);
	ck_assert_int_eq(zwd_mission_empress_give(&g.p, g.m, g.b, 0, 1), 1);
	ck_assert_int_eq(g.p.carrier, 1);
	g.b->surv[1] = g.m->setup.start[0];
	ck_assert_int_eq(zwd_mission_signaller(&g.p, g.m, g.b), g.m->setup.start[0]);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	g.b->surv[1] = x;
	zwd_board_put(g.b, x, ZWD_RUNNER, 1); /* mission 5 does not ask */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	zwd_board_take(g.b, x, ZWD_RUNNER, 1);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	g.p.carrier = -1; /* not taken: the Signaller is back on its zone */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	g.p.carrier = 1;
	/* Loss: Corruption reaches the carrier. */
	zwd_map_corrupt(g.m, x);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_SIGNALLER);
	done(&g);
}
END_TEST

/* zwdm-2.6: missions 6, 7, 10: blue and green, then out with the guards */

static void
escape(const char *id, int turn_end_rule)
{
	struct game       g;
	struct zwd_reward r;
	int               x, ladder;

	start(&g, id, 2, 6);
	x = g.m->setup.exit;
	ladder = !strcmp(id, "6");
	if (!strcmp(id, "10")) {
		g.p.crypt = 8;
	} else {
		ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_BLUE), &r), 1);
		ck_assert_int_eq(r.ladder, ladder);
		ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_GREEN), &r), 1);
		ck_assert_int_eq(g.p.ladders, 2 * ladder);
		ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_RED), &r), 1);
		ck_assert_int_eq(r.crypt, 1);
	}
	g.b->surv[0] = g.b->surv[1] = x;
	g.b->guards[x] = 3;
	zwd_board_put(g.b, x, ZWD_WALKER, 1);
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 0, 1), 0); /* zombies */
	zwd_board_take(g.b, x, ZWD_WALKER, 1);
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 0, 0), !turn_end_rule);
	if (turn_end_rule)
		ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 0, 1), 1);
	ck_assert_int_eq(g.b->surv[0], -1);
	ck_assert_int_eq(g.p.guards_out, 3);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 1, 1), 1);
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	g.b->guards_lost = 1;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_GUARD);
	done(&g);

	/* Loss: everyone out before the objectives. */
	start(&g, id, 2, 6);
	g.b->surv[0] = g.b->surv[1] = x;
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 0, 1), 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 1, 1), 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_OBJECTIVES);
	done(&g);
}

START_TEST(mission6)
{
	escape("6", 0);
}
END_TEST

START_TEST(mission7)
{
	escape("7", 1);
}
END_TEST

START_TEST(mission10)
{
	struct game g;

	escape("10", 1);
	start(&g, "10", 2, 10);
	g.b->guards[g.m->setup.exit] = 1;
	g.b->surv[0] = g.b->surv[1] = g.m->setup.exit;
	g.p.crypt = 8;
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 0, 1), 1);
	ck_assert_int_eq(zwd_mission_exit(&g.p, g.m, g.b, 1, 1), 1);
	g.b->guards[g.m->setup.start[0]] = 1; /* a guard left behind */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	/* Nobody is left to bring it: lost. */
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_OBJECTIVES);
	done(&g);
}
END_TEST

/* zwdm-2.8: mission 8: relics send the spawn tokens to the Standard */

START_TEST(mission8)
{
	struct game       g;
	struct zwd_reward r;
	int               i, k, st, away;

	start(&g, "8", 2, 8);
	st = g.m->setup.standard;
	ck_assert_int_eq(take(&g, of_colour(&g, ZWD_OBJ_BLUE), &r), 1);
	ck_assert_int_eq(r.crypt, 1);
	for (i = 0; i < g.p.nobj; i++)
		if (g.p.colour[i] == ZWD_OBJ_RED) {
			ck_assert_int_eq(take(&g, i, &r), 1);
			ck_assert_int_eq(r.ap, 5);
			ck_assert_int_eq(r.item, 1);
			break;
		}
	ck_assert_int_eq(g.p.relics, 1);
	g.b->surv[1] = g.m->setup.start[0];
	ck_assert_int_eq(zwd_mission_relic(&g.p, g.m, g.b, 1, 0), 0); /* too far */
	g.p.relics = 4;
	for (k = 0, away = 0; k < ZWD_SPAWNS && g.b->spawn[k] >= 0; k++) {
		away += g.b->spawn[k] != st; /* revision 3's #1 starts on the Standard */
		g.b->surv[1] = g.b->spawn[k];
		ck_assert_int_eq(zwd_mission_relic(&g.p, g.m, g.b, 1, k), 1);
		ck_assert_int_eq(g.b->spawn[k], st);
	}
	ck_assert_int_ge(away, 2);
	ck_assert_int_eq(g.p.relics, 4 - k);
	g.b->desecrator_spawn = g.m->setup.start[0];
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	g.b->desecrator_spawn = -1; /* the Desecrator killed */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 1);
	done(&g);

	/* Loss: fewer relics than tokens away. */
	start(&g, "8", 2, 8);
	for (i = 0; i < g.p.nobj; i++)
		if (g.p.colour[i] == ZWD_OBJ_RED)
			g.p.state[i] = ZWD_OBJ_LOST;
	g.p.relics = away - 1;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_OBJECTIVES);
	g.p.relics = away;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	done(&g);
}
END_TEST

/* zwdm-2.9: mission 9: the Empress walks to the exit */

START_TEST(mission9)
{
	struct game g;
	int         e, sig, x, to;

	start(&g, "9", 2, 9);
	sig = g.m->setup.signaller;
	x = g.m->setup.exit;
	e = g.p.empress;
	ck_assert_int_eq(e, 2);
	ck_assert_int_eq(g.b->nsurv, 3);
	ck_assert_int_eq(g.b->surv[e], sig);
	ck_assert_int_eq(zwd_mission_signaller(&g.p, g.m, g.b), sig);
	to = zwd_map_next(g.m, ZWD_MOVER_SURVIVOR, sig, x, 0, NULL, NULL);
	ck_assert_int_eq(zwd_mission_empress_walk(&g.p, g.m, g.b, to), 0); /* alone */
	g.b->surv[0] = sig;
	zwd_board_put(g.b, sig, ZWD_WALKER, 1);
	ck_assert_int_eq(zwd_mission_empress_walk(&g.p, g.m, g.b, to), 0); /* zombie */
	zwd_board_take(g.b, sig, ZWD_WALKER, 1);
	ck_assert_int_eq(zwd_mission_empress_walk(&g.p, g.m, g.b, sig), 0); /* not a step */
	while (g.b->surv[e] != x) {
		to = zwd_map_next(g.m, ZWD_MOVER_SURVIVOR, g.b->surv[e], x, 0, NULL, NULL);
		g.b->surv[0] = g.b->surv[e];
		ck_assert_int_eq(zwd_mission_empress_walk(&g.p, g.m, g.b, to), 1);
		ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), g.b->surv[e] == x);
	}
	ck_assert_int_eq(g.m->setup.signaller, sig);
	zwd_mission_zombies_begin(&g.p, g.m, g.b); /* the zombies' Signaller */
	ck_assert_int_eq(g.m->setup.signaller, x);
	zwd_board_put(g.b, x, ZWD_WALKER, 1); /* mission 9: no zombie there */
	ck_assert_int_eq(zwd_mission_won(&g.p, g.m, g.b), 0);
	zwd_board_take(g.b, x, ZWD_WALKER, 1);
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
	g.b->wounds[e] = 1;
	ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), ZWD_LOST_EMPRESS);
	done(&g);
}
END_TEST

/* zwdm-3.1: Abomination deck, Festival, Multiple Necromancers */

START_TEST(modes_horror)
{
	ck_assert_uint_eq(zwd_mode_abomination(0, 0), ZWD_HORROR_PLACE);
	ck_assert_uint_eq(zwd_mode_abomination(0, 1), ZWD_HORROR_EXTRA);
	ck_assert_uint_eq(zwd_mode_abomination(ZWD_MODE_ABOM_DECK, 0), ZWD_HORROR_DRAW);
	ck_assert_uint_eq(zwd_mode_abomination(ZWD_MODE_ABOM_DECK, 2), ZWD_HORROR_EXTRA);
	ck_assert_uint_eq(zwd_mode_abomination(ZWD_MODE_FESTIVAL, 0), ZWD_HORROR_DRAW);
	ck_assert_uint_eq(
	    zwd_mode_abomination(ZWD_MODE_FESTIVAL, 1), ZWD_HORROR_EXTRA | ZWD_HORROR_DRAW);
	ck_assert_uint_eq(zwd_mode_necromancer(0, 0), ZWD_HORROR_PLACE);
	ck_assert_uint_eq(zwd_mode_necromancer(0, 1), ZWD_HORROR_EXTRA);
	ck_assert_uint_eq(zwd_mode_necromancer(ZWD_MODE_NECROS, 0), ZWD_HORROR_PLACE);
	ck_assert_uint_eq(
	    zwd_mode_necromancer(ZWD_MODE_NECROS, 1), ZWD_HORROR_EXTRA | ZWD_HORROR_DRAW);
}
END_TEST

START_TEST(modes_necros)
{
	struct game g;
	int         sig, z, steps = 0, before;

	start(&g, "3", 1, 0);
	/* A5, its one spawn zone */
	z = g.m->setup.spawn[0];
	ck_assert_int_eq(zwd_mode_necro_add(&g.p, g.m, g.b, z), 0); /* mode off */
	g.p.modes = ZWD_MODE_NECROS;
	before = g.b->corruption_left;
	ck_assert_int_eq(zwd_mode_necro_add(&g.p, g.m, g.b, z), 1);
	ck_assert_int_eq(g.m->corrupt[z], 1);
	ck_assert_int_eq(g.b->corruption_left, before - 1);
	sig = zwd_mission_signaller(&g.p, g.m, g.b);
	g.b->surv[0] = z; /* a survivor holds it */
	zwd_mode_necro_move(&g.p, g.m, g.b);
	ck_assert_int_eq(g.p.necro[0], z);
	g.b->surv[0] = sig;
	while (g.p.necro[0] != sig && steps < 50) {
		ck_assert_int_eq(zwd_mission_lost(&g.p, g.m, g.b), 0);
		zwd_mode_necro_move(&g.p, g.m, g.b);
		ck_assert_int_eq(g.m->corrupt[g.p.necro[0]], g.b->corruption_left >= 0);
		steps++;
		if (zwd_board_people(g.b, g.p.necro[0]) > 0)
			break;
	}
	ck_assert_int_eq(g.p.necro[0], sig);
	ck_assert_int_eq(steps, zwd_map_dist(g.m, ZWD_MOVER_ABOMINATION, z, sig, 0));
	ck_assert_int_ne(zwd_mission_lost(&g.p, g.m, g.b), 0);
	done(&g);
}
END_TEST

/* zwdm-3.2: 7+ survivors, Guard Skill cards */

START_TEST(modes_counts)
{
	int has[8] = { 0, 1, 0, 0, 1, 0, 0, 0 }, order[14], out[8], i;

	ck_assert_int_eq(zwd_mode_extra_starting(6), 0);
	ck_assert_int_eq(zwd_mode_extra_starting(8), 2);
	ck_assert_int_eq(zwd_mode_extra_draws(6), 0);
	ck_assert_int_eq(zwd_mode_extra_draws(7), 1);
	ck_assert_int_eq(zwd_mode_extra_draws(8), 1);
	ck_assert_int_eq(zwd_mode_extra_draws(9), 2);
	for (i = 0; i < 14; i++)
		order[i] = 13 - i;
	ck_assert_int_eq(zwd_mode_guard_skills(0, 8, has, order, 14, out), 0);
	for (i = 0; i < 8; i++)
		ck_assert_int_eq(out[i], -1);
	ck_assert_int_eq(zwd_mode_guard_skills(ZWD_MODE_GUARD_SKILLS, 8, has, order, 14, out), 6);
	ck_assert_int_eq(out[0], 13);
	ck_assert_int_eq(out[1], -1);
	ck_assert_int_eq(out[2], 12);
	ck_assert_int_eq(out[4], -1);
	ck_assert_int_eq(out[7], 8);
}
END_TEST

/* zwdm-4.1: saved and loaded byte for byte, refused when broken */

START_TEST(save)
{
	static const char *const ids[] = { "intro", "4", "5", "9" };
	struct pb_err            err = { 0 };
	struct game              g;
	struct zwd_reward        r;
	struct zwd_mprog         q;
	json_t                  *j, *bad;
	char                    *a, *b;
	size_t                   k;

	for (k = 0; k < PB_NELEM(ids); k++) {
		start(&g, ids[k], 3, (int)k);
		g.p.pile[0] = 0;
		ck_assert_int_eq(take(&g, 0, &r), ids[k][0] != '4');
		g.p.crypt = 3;
		g.p.modes = ZWD_MODE_NECROS;
		ck_assert_int_eq(zwd_mode_necro_add(&g.p, g.m, g.b, g.m->setup.spawn[0]), 1);
		g.p.out[2] = 1;
		j = zwd_mission_save(&g.p, g.m);
		ck_assert_int_eq(zwd_mission_load(&q, j, g.m, &err), PB_OK);
		ck_assert_int_eq(memcmp(&q, &g.p, sizeof(q)), 0);
		a = jfield_dumps(json_incref(j));
		b = jfield_dumps(zwd_mission_save(&q, g.m));
		ck_assert_str_eq(a, b);
		bad = json_deep_copy(j);
		json_object_set_new(bad, "taken", jfield_ints_json((int[]){ 0, 1, 0 }, 3));
		ck_assert_int_eq(zwd_mission_load(&q, bad, g.m, &err), PB_EDATA);
		ck_assert_str_eq(err.msg, "mission progress: not a saved progress of this mission");
		json_decref(bad);
		bad = json_deep_copy(j);
		json_object_set_new(bad, "necro", json_pack("[s,n,n,n]", "Z99"));
		ck_assert_int_eq(zwd_mission_load(&q, bad, g.m, &err), PB_EDATA);
		json_decref(bad);
		bad = json_deep_copy(j);
		json_object_del(bad, "round");
		ck_assert_int_eq(zwd_mission_load(&q, bad, g.m, &err), PB_EDATA);
		json_decref(bad);
		json_decref(j);
		free(a);
		free(b);
		done(&g);
	}
}
END_TEST

/* zwdm-4.2: soak, one mission, random hooks; the progress as text */

static const char *const soak_ids[] = { "intro", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	"10" };

static char *
soak_run(const char *id, int seed)
{
	struct pb_err     err = { 0 };
	struct pb_rng     r;
	struct game       g;
	struct zwd_reward rw;
	struct zwd_burn   burn;
	struct zwd_mprog  q;
	json_t           *j;
	char             *text;
	int               step, z, k;

	start(&g, id, 6, seed);
	g.p.modes = ZWD_MODE_NECROS;
	zwt_seed(&r, seed + 1000);
	for (step = 0; step < 200 && !zwd_mission_lost(&g.p, g.m, g.b); step++) {
		z = (int)pb_rng_below(&r, (uint32_t)g.m->nzones);
		k = (int)pb_rng_below(&r, 6);
		g.b->surv[k] = z;
		switch (pb_rng_below(&r, 8)) {
		case 0:
			(void)zwd_mission_pile_take(&g.p, z);
			(void)zwd_mission_take(&g.p, g.m, g.b, k, &rw);
			break;
		case 1:
			(void)zwd_mission_fire(&g.p, g.m, g.b, z, &burn);
			break;
		case 2:
			(void)zwd_mission_purge(&g.p, g.m, g.b, k, (int)pb_rng_below(&r, 4));
			(void)zwd_mission_relic(&g.p, g.m, g.b, k, (int)pb_rng_below(&r, 4));
			break;
		case 3:
			(void)zwd_mission_empress_take(&g.p, g.m, g.b, k);
			(void)zwd_mission_empress_walk(&g.p, g.m, g.b, z);
			break;
		case 4:
			(void)zwd_mode_necro_add(&g.p, g.m, g.b, z);
			zwd_mode_necro_move(&g.p, g.m, g.b);
			break;
		case 5:
			if (g.b->corruption_left > 0 && step % 7 == 0) {
				zwd_map_corrupt(g.m, z);
				g.b->corruption_left--;
			}
			zwd_mission_zombies_begin(&g.p, g.m, g.b);
			zwd_mission_zombies_done(&g.p, g.m, g.b);
			break;
		case 6:
			(void)zwd_mission_exit(&g.p, g.m, g.b, k, 1);
			break;
		default:
			zwd_mission_end_round(&g.p);
		}
		j = zwd_mission_save(&g.p, g.m);
		ck_assert_msg(zwd_mission_load(&q, j, g.m, &err) == PB_OK, "%s step %d", id, step);
		json_decref(j);
		(void)zwd_mission_won(&g.p, g.m, g.b);
	}
	text = jfield_dumps(zwd_mission_save(&g.p, g.m));
	done(&g);
	return (text);
}

START_TEST(soak)
{
	const char *id = soak_ids[_i];
	char       *a, *b;
	int         seed;

	for (seed = 0; seed < 30; seed++) {
		a = soak_run(id, seed);
		b = soak_run(id, seed);
		ck_assert_str_eq(a, b);
		free(a);
		free(b);
	}
}
END_TEST

static Suite *
zwd_mission_suite(void)
{
	Suite *s = suite_create("zwd_mission");
	TCase *tc = tcase_create("setup");

	tcase_add_test(tc, deal);
	tcase_add_test(tc, checker);
	suite_add_tcase(s, tc);
	tc = tcase_create("missions");
	tcase_add_test(tc, intro);
	tcase_add_test(tc, mission1);
	tcase_add_test(tc, mission2);
	tcase_add_test(tc, mission3);
	tcase_add_test(tc, mission4);
	tcase_add_test(tc, mission5);
	tcase_add_test(tc, mission6);
	tcase_add_test(tc, mission7);
	tcase_add_test(tc, mission8);
	tcase_add_test(tc, mission9);
	tcase_add_test(tc, mission10);
	suite_add_tcase(s, tc);
	tc = tcase_create("modes");
	tcase_add_test(tc, modes_horror);
	tcase_add_test(tc, modes_necros);
	tcase_add_test(tc, modes_counts);
	suite_add_tcase(s, tc);
	tc = tcase_create("save");
	tcase_add_test(tc, save);
	tcase_add_loop_test(tc, soak, 0, (int)PB_NELEM(soak_ids));
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_mission_suite);

	zwt_done();
	return (rc);
}
