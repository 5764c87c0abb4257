/*++
/* NAME
/*	check_zwd_map 1
/* SUMMARY
/*	Zombicide: White Death, the board: format, checker, line of sight,
/*	paths, on the authored tiles and missions
/* SYNOPSIS
/*	tests/check_zwd_map
/* DESCRIPTION
/*	Test ids:
/*	zwdmap-1.*	the authored pack: 18 tile sides, the Intro and
/*			missions 1-10 with the rulebook's grids, each loads
/*			and checks clean, keeps the map invariants, keeps
/*			spawns away from starts and the Signaller
/*	zwdmap-2.*	the loader and the checker refuse, with clear
/*			errors: a table of broken packs
/*	zwdmap-3.*	rotations: a turned tile's cells and labels
/*	zwdmap-4.*	line of sight: a table of pairs of zones, visible
/*			or not, and the range
/*	zwdmap-5.*	movement: distances per mover, the path a zombie
/*			takes, destinations by sight, clear path and noise
/*	zwdmap-6.*	changes in play: Corruption, fire, rope ladders,
/*			Cauldrons, saved and loaded
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/pack.h"
#include "core/pb.h"
#include "games/zwd/zwd_map.h"
#include "check_zwd_lib.h"
#include "testrun.h"

/* ---- zwdmap-1: the authored pack ---------------------------------- */

static const struct {
	const char *mission, *tiles; /* the rulebook's grid, row by row */
} seed_grids[] = {
	{ "intro", "31R 32R" },
	{ "1", "31V 27V 28R 29R 32R 34R" },
	{ "2", "32R 26V 28V 34R 33V 29R" },
	{ "3", "30V 31R 28R 29R 26R 32R" },
	{ "4", "29R 33V 32V 27R 31R 26V" },
	{ "5", "33V 28R 26R 27R 29V 30V" },
	{ "6", "26V 27R 30V 34V 32V 31V 28R 33V" },
	{ "7", "28R 29R 33V 30R 26V 32R 34V 31R 27R" },
	{ "8", "30V 32V 26R 28V 29R 33V" },
	{ "9", "32R 26V 33V 29R 27V 28V" },
	{ "10", "30V 29V 28V 33R 34V 31V" },
};

START_TEST(pack_counts)
{
	const struct zwd_mappack *mp = zwt_mappack();
	struct pb_err             err = { 0 };
	static const char *sides[] = { "26r", "26v", "27r", "27v", "28r", "28v", "29r", "29v",
		"30r", "30v", "31r", "31v", "32r", "32v", "33r", "33v", "34r", "34v" };
	size_t             i;

	/* zwdmap-1.1 the 18 sides, 11 missions, and the whole pack checks. */
	ck_assert_int_eq(mp->ntiles, 18);
	ck_assert_int_eq(mp->nmissions, 11);
	for (i = 0; i < PB_NELEM(sides); i++)
		ck_assert_msg(zwd_mappack_tile(mp, sides[i]) != NULL, "no tile side %s", sides[i]);
	ck_assert_msg(zwd_map_check(mp, &err) == PB_OK, "%s", err.msg);
}
END_TEST

START_TEST(pack_grids)
{
	/* zwdmap-1.2 each mission lays the rulebook's tiles in its order. */
	struct zwd_map *m = zwt_map(seed_grids[_i].mission);
	char            got[200] = "", why[200];
	int             k;

	for (k = 0; k < m->rows * m->cols; k++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "%s%.2s%c", k ? " " : "",
		    m->place[k].tile->id, m->place[k].tile->id[2] - 'a' + 'A');
	ck_assert_str_eq(got, seed_grids[_i].tiles);
	ck_assert_msg(
	    zwd_map_invariants(m, why, sizeof(why)), "%s: %s", seed_grids[_i].mission, why);

	/* zwdmap-1.3 fair: zombies of each spawn need at least 4 steps to
	 * each start; a spawn token needs at least 4 to corrupt the
	 * Signaller's zone. */
	for (k = 0; k < ZWD_SPAWNS && m->setup.spawn[k] >= 0; k++) {
		int j, s = m->setup.spawn[k];

		for (j = 0; j < m->setup.nstart; j++)
			ck_assert_msg(
			    zwd_map_dist(m, ZWD_MOVER_ZOMBIE, s, m->setup.start[j], 0) >= 4,
			    "%s: spawn %d near start %s", seed_grids[_i].mission, k + 1,
			    m->zone[m->setup.start[j]].label);
		ck_assert_msg(zwd_map_dist(m, ZWD_MOVER_GEO, s, m->setup.signaller, 0) >= 4,
		    "%s: spawn %d near the Signaller", seed_grids[_i].mission, k + 1);
	}

	/* zwdmap-1.4 where spawn tokens gather (mission 8's Standard), as
	 * far from the Signaller. */
	if (m->setup.rules & ZWD_RULE_RELICS)
		ck_assert_int_ge(
		    zwd_map_dist(m, ZWD_MOVER_GEO, m->setup.standard, m->setup.signaller, 0), 4);
	zwd_map_free(m);
}
END_TEST

/* ---- zwdmap-2: the loader and the checker refuse ------------------- */

/* A tile side with a street L (1, 2, 3) and a building (4). */
#define T90                                                                                        \
	"[tile 90r]\nname = T\ncells = 111222\n 111222\n 111222\n 333444\n 333444\n 333444\n"      \
	"streets = 1 2 3\nbuildings = 4\nopenings = 4-3\nobjectives = 4\n"
/* A tile side with a walkway (2) on its east border. */
#define T91                                                                                        \
	"[tile 91r]\nname = U\ncells = 111122\n 111122\n 111122\n 333322\n 333322\n 333322\n"      \
	"streets = 1 3\nwalkways = 2\nstairs = 2-1\n"
/* The same, its walkway reached only by a rope ladder. */
#define T92                                                                                        \
	"[tile 92r]\nname = W\ncells = 111122\n 111122\n 111122\n 333322\n 333322\n 333322\n"      \
	"streets = 1 3\nwalkways = 2\nladder_spots = 2-1\n"
#define M "[mission t]\nname = M\n"

static const struct {
	const char *label, *text, *want; /* want: in the error */
	int         parse;               /* refused by the parser (else by the checker) */
} bad_packs[] = {
	{ "2.1 cell", "[tile 90r]\nname = T\ncells = 11.222 111222 111222 333444 333444 333444\n",
	    "[tile 90r]: cells: '.' is not a zone", 1 },
	{ "2.2 rows", "[tile 90r]\nname = T\ncells = 111222 111222\n", "6 rows of 6 cells", 1 },
	{ "2.3 no kind",
	    "[tile 90r]\nname = T\ncells = 111222 111222 111222 333444 333444 333444\n"
	    "streets = 1 2 3\n",
	    "[tile 90r]: zone 4 has no kind", 1 },
	{ "2.4 split zone",
	    "[tile 90r]\nname = T\ncells = 111111 222222 111111 333333 333333 333333\n"
	    "streets = 1 2 3\n",
	    "[tile 90r]: cells of zone 1 are not connected", 1 },
	{ "2.5 far opening",
	    "[tile 90r]\nname = T\ncells = 111222 111222 111222 333444 333444 333444\n"
	    "streets = 1 2 3\nbuildings = 4\nopenings = 4-1\n",
	    "openings: zones 4 and 1 do not touch", 1 },
	{ "2.6 stairs off a rampart", T90 "stairs = 1-2\n", "stairs: 1-2 cannot be one", 1 },
	{ "2.7 kind twice",
	    "[tile 90r]\nname = T\ncells = 111222 111222 111222 333444 333444 333444\n"
	    "streets = 1 2 3 4\nbuildings = 4\n",
	    "zone 4 has a kind already", 1 },
	{ "2.8 unknown word", T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nrules = flying\n",
	    "flying", 1 },
	{ "2.9 unknown zone", T90 M "tiles = 90R\nstart = A1\nspawn1 = A9\n",
	    "[mission t]: spawn1: unknown zone A9", 0 },
	{ "2.10 unknown tile side", T90 M "tiles = 90R 95V\nstart = A1\nspawn1 = A2\n",
	    "no tile side 95V", 0 },
	{ "2.11 rotation", T90 M "tiles = 90R@45\nstart = A1\nspawn1 = A2\n",
	    "a rotation is 0, 90, 180 or 270", 0 },
	{ "2.12 does not fit", T90 T91 M "tiles = 91R 90R\nstart = A1\nspawn1 = B2\n",
	    "a rotation does not fit: walkway A2 faces street B1", 0 },
	{ "2.13 fits turned", T90 T91 M "tiles = 91R@180 90R\nstart = A1\nspawn1 = B2\n", NULL, 0 },
	{ "2.14 spawn in a building", T90 M "tiles = 90R\nstart = A1\nspawn1 = A4\n",
	    "a spawn outside a street: spawn A4 is a building", 0 },
	{ "2.15 unreachable", T90 "walls = 1-3 2-1\n" M "tiles = 90R\nstart = A1\nspawn1 = A1\n",
	    "unreachable zone A2", 0 },
	{ "2.16 objective off a spot",
	    T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nobjectives = A3\n",
	    "objective in A3: no objective spot", 0 },
	{ "2.17 extra spot",
	    T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nobjectives = A4\n"
	          "extra_objectives = A3\n",
	    NULL, 0 },
	{ "2.18 one tile twice",
	    T90 "[tile 90v]\nname = V\ncells = 111111 111111 111111 111111 111111 111111\n"
	        "streets = 1\n" M "tiles = 90R 90V\nstart = A1\nspawn1 = A2\n",
	    "one tile used twice (90r, 90v)", 0 },
	{ "2.19 no spawn", T90 M "tiles = 90R\nstart = A1\n", "spawn1: needed", 0 },
	{ "2.20 no start", T90 M "tiles = 90R\nspawn1 = A1\n", "start: 1 or 2 zones", 0 },
	{ "2.21 no clear path", T92 M "tiles = 92R\nstart = A2\nspawn1 = A3\n",
	    "zombies of spawn 1 (A3) have no clear path to the start A2", 0 },
	{ "2.22 rows", T90 M "tiles = 90R 90R / 90R\nstart = A1\nspawn1 = A2\n",
	    "rows of one length", 0 },
	{ "2.23 fixed colours",
	    T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nobjectives = A4\n"
	          "deal = fixed\nblue = A4\n",
	    "blue and green are given when, and only when, deal = fixed", 0 },
	{ "2.24 too many guards", T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nguards = A1:12 A2\n",
	    "more tokens than the box holds (guards 13/12", 0 },
	{ "2.25 no mission", T90, "the pack needs [tile ...] and [mission ...]", 0 },
	{ "2.28 no standard", T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nrules = relics\n",
	    "[mission t]: standard: needed by its rules", 0 },
	{ "2.29 no exit", T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nwin = escape\n",
	    "exit: needed", 0 },
	{ "2.30 no blue",
	    T90 M "tiles = 90R\nstart = A1\nspawn1 = A2\nobjectives = A4\n"
	          "deal = red\nwin = blue-green\n",
	    "deal: red has no Blue and Green", 0 },
	{ "2.26 no tiles", T90 M "start = A1\nspawn1 = A2\n", "[mission t]: tiles: needed", 0 },
	{ "2.27 an empty position", T90 M "tiles = 90R - / - -\nstart = A1\nspawn1 = A2\n", NULL,
	    0 },
};

START_TEST(refusals)
{
	struct pb_err       err = { 0 };
	struct zwd_mappack *mp = zwd_mappack_parse(bad_packs[_i].text, &err);
	enum pb_rc          rc = PB_EDATA;

	if (bad_packs[_i].parse) {
		ck_assert_msg(mp == NULL, "%s: parsed", bad_packs[_i].label);
	} else {
		ck_assert_msg(mp != NULL, "%s: %s", bad_packs[_i].label, err.msg);
		rc = zwd_map_check(mp, &err);
		ck_assert_msg((rc == PB_OK) == (bad_packs[_i].want == NULL), "%s: rc %d %s",
		    bad_packs[_i].label, rc, err.msg);
	}
	if (bad_packs[_i].want != NULL)
		ck_assert_msg(strstr(err.msg, bad_packs[_i].want) != NULL,
		    "%s: \"%s\" lacks \"%s\"", bad_packs[_i].label, err.msg, bad_packs[_i].want);
	zwd_mappack_free(mp);
}
END_TEST

/* ---- zwdmap-3: rotations ----------------------------------------- */

START_TEST(rotations)
{
	static const struct {
		const char *tiles, *corners[4]; /* NW, NE, SE, SW cells' zones */
	} t[] = {
		{ "90R", { "A1", "A2", "A4", "A3" } },
		{ "90R@90", { "A3", "A1", "A2", "A4" } },
		{ "90R@180", { "A4", "A3", "A1", "A2" } },
		{ "90R@270", { "A2", "A4", "A3", "A1" } },
	};
	struct pb_err       err = { 0 };
	struct zwd_mappack *mp;
	struct zwd_map     *m = NULL;
	char               *text;
	size_t              i;
	int                 k, at[4][2] = { { 0, 0 }, { 5, 0 }, { 5, 5 }, { 0, 5 } };

	/* zwdmap-3.1 a tile turned clockwise: its corners, its labels. */
	for (i = 0; i < PB_NELEM(t); i++) {
		text = pb_asprintf(T90 M "tiles = %s\nstart = A1\nspawn1 = A2\n", t[i].tiles);
		ck_assert_msg((mp = zwd_mappack_parse(text, &err)) != NULL, "%s", err.msg);
		ck_assert_msg(zwd_map_build(mp, "t", &m, &err) == PB_OK, "%s", err.msg);
		for (k = 0; k < 4; k++)
			ck_assert_str_eq(
			    m->zone[m->cell[at[k][1] * m->w + at[k][0]]].label, t[i].corners[k]);
		ck_assert_int_eq(zwd_map_edge(m, zwt_zone(m, "A4"), zwt_zone(m, "A3")), ZWD_E_OPENING);
		ck_assert_int_eq(zwd_map_edge(m, zwt_zone(m, "A4"), zwt_zone(m, "A2")), ZWD_E_WALL);
		ck_assert_int_eq(zwd_map_edge(m, zwt_zone(m, "A1"), zwt_zone(m, "A4")), ZWD_E_NONE);
		zwd_map_free(m);
		zwd_mappack_free(mp);
		free(text);
	}
}
END_TEST

/* ---- zwdmap-4: line of sight ------------------------------------- */

static const struct {
	const char *label, *mission, *a, *b;
	unsigned    see;
	int         range; /* -1: not visible */
} sights[] = {
	{ "4.1 own zone", "intro", "A5", "A5", 0, 0 },
	{ "4.2 a street across a tile border", "intro", "A5", "B6", 0, 4 },
	{ "4.3 down a street", "intro", "A2", "A8", 0, 2 },
	{ "4.4 a building through its opening", "intro", "A1", "A2", 0, 1 },
	{ "4.5 no diagonal out of a building", "intro", "A1", "A5", 0, -1 },
	{ "4.6 a wall", "intro", "A1", "A4", 0, -1 },
	{ "4.7 a building without a line", "intro", "A3", "B3", 0, -1 },
	{ "4.8 into a building, one zone", "intro", "B6", "B9", 0, 1 },
	{ "4.9 not past the building's wall", "intro", "B9", "B5", 0, -1 },
	{ "4.10 a street sees a walkway", "1", "C5", "A5", 0, 3 },
	{ "4.11 the walkway sees the street back", "1", "A5", "C5", 0, 3 },
	{ "4.12 a walkway sees over a building", "1", "F10", "B1", 0, 5 },
	{ "4.13 the street sees the walkway back", "1", "B1", "F10", 0, 5 },
	{ "4.14 a walkway never sees inside a building", "1", "F10", "D3", 0, -1 },
	{ "4.15 the ground does not see past a building", "1", "B1", "F3", 0, -1 },
	{ "4.16 the walkway blocks the ground", "1", "A2", "A8", 0, -1 },
	{ "4.17 Ghost Vision through the wall", "intro", "A1", "A4", ZWD_SEE_GHOST, 1 },
	{ "4.18 Ghost Vision over the walkway", "1", "A2", "A8", ZWD_SEE_GHOST, 2 },
	{ "4.19 no line through a building's wall", "1", "F6", "F5", 0, -1 },
	{ "4.20 one room, then no further", "1", "C2", "C1", 0, -1 },
	{ "4.21 rooms joined by an opening", "1", "C1", "C10", 0, 1 },
};

START_TEST(sight)
{
	struct zwd_map *m = zwt_map(sights[_i].mission);
	int             a = zwt_zone(m, sights[_i].a), b = zwt_zone(m, sights[_i].b);

	ck_assert_msg(zwd_map_los(m, a, b, sights[_i].see) == sights[_i].range, "%s: %d, not %d",
	    sights[_i].label, zwd_map_los(m, a, b, sights[_i].see), sights[_i].range);
	ck_assert_int_eq(zwd_map_los(m, b, a, sights[_i].see), sights[_i].range);
	zwd_map_free(m);
}
END_TEST

START_TEST(ruin_sight)
{
	struct zwd_map     *m = zwt_map("3");
	struct pb_err       err = { 0 };
	struct zwd_mappack *mp;

	/* zwdmap-4.22 30V's ruin (A8) is seen from the street, one zone in,
	 * and from the walkway (A10), which never sees a building (A3). */
	ck_assert_int_eq(zwd_map_los(m, zwt_zone(m, "A6"), zwt_zone(m, "A8"), 0), 2);
	ck_assert_int_lt(zwd_map_los(m, zwt_zone(m, "A7"), zwt_zone(m, "B7"), 0), 0);
	ck_assert_int_eq(zwd_map_los(m, zwt_zone(m, "A10"), zwt_zone(m, "A8"), 0), 1);
	ck_assert_int_lt(zwd_map_los(m, zwt_zone(m, "A10"), zwt_zone(m, "A3"), 0), 0);
	zwd_map_free(m);

	/* zwdmap-4.23 a ruin between two streets: Ruin Sight sees through. */
	mp = zwd_mappack_parse("[tile 93r]\nname = R\ncells = 112233 112233 112233 112233 "
	                       "112233 112233\nstreets = 1 3\nruins = 2\nopenings = 2-1 2-3\n"
	                       "[mission r]\nname = Q\ntiles = 93R\nstart = A1\nspawn1 = A3\n",
	    &err);
	ck_assert_msg(mp != NULL, "%s", err.msg);
	ck_assert_int_eq(zwd_map_build(mp, "r", &m, &err), PB_OK);
	ck_assert_int_eq(zwd_map_los(m, zwt_zone(m, "A1"), zwt_zone(m, "A2"), 0), 1);
	ck_assert_int_lt(zwd_map_los(m, zwt_zone(m, "A1"), zwt_zone(m, "A3"), 0), 0);
	ck_assert_int_eq(zwd_map_los(m, zwt_zone(m, "A1"), zwt_zone(m, "A3"), ZWD_SEE_RUINS), 2);
	zwd_map_burn(m, zwt_zone(m, "A2")); /* a ruin does not burn again */
	ck_assert_int_eq(zwd_map_kind(m, zwt_zone(m, "A2")), ZWD_RUIN);
	zwd_map_free(m);
	zwd_mappack_free(mp);
}
END_TEST

/* ---- zwdmap-5: movement ------------------------------------------ */

static const struct {
	const char *label, *mission, *a, *b;
	int         mover, step; /* zwd_map_step_ok() */
	unsigned    how;
} steps[] = {
	{ "5.1 zombies fall off a rampart", "1", "B10", "B5", ZWD_MOVER_ZOMBIE, 1, 0 },
	{ "5.2 zombies do not climb it", "1", "B5", "B10", ZWD_MOVER_ZOMBIE, 0, 0 },
	{ "5.3 the Abomination does", "1", "B5", "B10", ZWD_MOVER_ABOMINATION, 1, 0 },
	{ "5.4 survivors do not", "1", "B5", "B10", ZWD_MOVER_SURVIVOR, 0, 0 },
	{ "5.5 Wall Climber does", "1", "B5", "B10", ZWD_MOVER_SURVIVOR, 1, ZWD_HOW_CLIMBER },
	{ "5.6 survivors go down only by stairs", "1", "B10", "B5", ZWD_MOVER_SURVIVOR, 0, 0 },
	{ "5.7 zombies climb stairs", "1", "B2", "B10", ZWD_MOVER_ZOMBIE, 1, 0 },
	{ "5.8 survivors climb stairs", "1", "B2", "B10", ZWD_MOVER_SURVIVOR, 1, 0 },
	{ "5.9 a wall stops the Abomination", "intro", "A1", "A4", ZWD_MOVER_ABOMINATION, 0, 0 },
	{ "5.10 not the geometry", "intro", "A1", "A4", ZWD_MOVER_GEO, 1, 0 },
	{ "5.11 an opening", "intro", "A1", "A2", ZWD_MOVER_ZOMBIE, 1, 0 },
	{ "5.12 not adjacent", "intro", "A1", "A5", ZWD_MOVER_GEO, 0, 0 },
	{ "5.13 across a tile border", "intro", "A6", "B4", ZWD_MOVER_ZOMBIE, 1, 0 },
};

START_TEST(step)
{
	struct zwd_map *m = zwt_map(steps[_i].mission);

	ck_assert_msg(zwd_map_step_ok(m, steps[_i].mover, zwt_zone(m, steps[_i].a),
	                  zwt_zone(m, steps[_i].b), steps[_i].how)
	        == steps[_i].step,
	    "%s", steps[_i].label);
	zwd_map_free(m);
}
END_TEST

static const struct {
	const char *label, *mission, *a, *b;
	int         dist[ZWD_NMOVERS]; /* survivor, zombie, abomination, geo */
	const char *next;              /* a zombie's first step */
} paths[] = {
	{ "5.20 along a street", "intro", "A5", "B6", { 4, 4, 4, 4 }, "A6" },
	{ "5.21 around a bastion", "1", "A2", "A8", { 4, 4, 2, 2 }, "A1" },
	{ "5.22 into a building by its opening", "intro", "A5", "B9", { 5, 5, 5, 5 }, "A6" },
	{ "5.23 rooms in a row", "1", "C2", "C1", { 2, 2, 2, 2 }, "C10" },
	{ "5.24 up the stairs, not the rampart", "1", "B7", "B10", { 2, 2, 1, 1 }, "B9" },
	{ "5.25 the tie-break: the lowest label", "intro", "A7", "A5", { 2, 2, 2, 2 }, "A4" },
};

START_TEST(path)
{
	struct zwd_map *m = zwt_map(paths[_i].mission);
	int             a = zwt_zone(m, paths[_i].a), b = zwt_zone(m, paths[_i].b), k;

	for (k = 0; k < ZWD_NMOVERS; k++)
		ck_assert_msg(zwd_map_dist(m, k, a, b, 0) == paths[_i].dist[k], "%s: mover %d: %d",
		    paths[_i].label, k, zwd_map_dist(m, k, a, b, 0));
	ck_assert_str_eq(
	    m->zone[zwd_map_next(m, ZWD_MOVER_ZOMBIE, a, b, 0, NULL, NULL)].label, paths[_i].next);
	ck_assert_str_eq(
	    m->zone[zwd_map_zombie_step(m, ZWD_MOVER_ZOMBIE, a, b, 0)].label, paths[_i].next);
	zwd_map_free(m);
}
END_TEST

static const struct {
	const char *label, *mission;
	int         mover;
	const char *walk; /* from the first zone to the last, step by step */
} walks[] = {
	{ "5.50 spawn 1 to the start", "1", ZWD_MOVER_ZOMBIE, "E8 E5 E2 C8 C5" },
	{ "5.51 spawn 2, round the wall", "1", ZWD_MOVER_ZOMBIE, "F5 F3 F2 D8 D5 D4 C6 C5" },
	{ "5.52 through a house, up the stairs, off the bastion", "1", ZWD_MOVER_ZOMBIE,
	    "A2 A1 A4 A5 A8" },
	{ "5.53 the Abomination over the rampart", "1", ZWD_MOVER_ABOMINATION, "A2 A5 A8" },
	{ "5.54 across three tiles", "7", ZWD_MOVER_ZOMBIE, "A4 A5 A6 B4 B5 B8 E2 E5 E8 H2 H5" },
	{ "5.55 through the stables", "7", ZWD_MOVER_ZOMBIE, "I5 I8 I7 I6 H9 H6 H5" },
};

START_TEST(walk)
{
	struct zwd_map *m = zwt_map(walks[_i].mission);
	const char     *last = strrchr(walks[_i].walk, ' ') + 1;
	char            got[200], first[8];
	int             z, dest = zwt_zone(m, last), k;

	snprintf(first, sizeof(first), "%.*s", (int)strcspn(walks[_i].walk, " "), walks[_i].walk);
	z = zwt_zone(m, first);
	snprintf(got, sizeof(got), "%s", m->zone[z].label);

	/* zwdmap-5.5x the path a zombie takes, one step a move. */
	for (k = 0; k < 30 && z != dest; k++) {
		z = zwd_map_zombie_step(m, walks[_i].mover, z, dest, 0);
		snprintf(got + strlen(got), sizeof(got) - strlen(got), " %s", m->zone[z].label);
	}
	ck_assert_msg(strcmp(got, walks[_i].walk) == 0, "%s: %s", walks[_i].label, got);
	zwd_map_free(m);
}
END_TEST

START_TEST(ties)
{
	struct zwd_map *m = zwt_map("intro");
	int             alt[64], nalt = 0;

	/* zwdmap-5.26 every first step of a shortest path, in order. */
	ck_assert_int_eq(
	    zwd_map_next(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "A7"), zwt_zone(m, "A5"), 0, alt, &nalt),
	    zwt_zone(m, "A4"));
	ck_assert_int_eq(nalt, 2);
	ck_assert_int_eq(alt[0], zwt_zone(m, "A4"));
	ck_assert_int_eq(alt[1], zwt_zone(m, "A8"));
	ck_assert_int_eq(
	    zwd_map_next(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "A7"), zwt_zone(m, "A7"), 0, alt, &nalt),
	    zwt_zone(m, "A7"));

	/* zwdmap-5.27 a Move costs 1, +1 per zombie in the zone left. */
	ck_assert_int_eq(zwd_map_move_cost(0), 1);
	ck_assert_int_eq(zwd_map_move_cost(2), 3);
	zwd_map_free(m);
}
END_TEST

/* Walkways 1, 2 (2 by a rope ladder only), streets 3, 4. */
#define T94                                                                                        \
	"[tile 94r]\nname = D\ncells = 333222\n 333222\n 333222\n 444111\n 444111\n 444111\n"      \
	"walkways = 1 2\nstreets = 3 4\nladder_spots = 2-3\n"                                      \
	"[mission d]\nname = DD\ntiles = 94R\nstart = A3\nspawn1 = A4\n"

START_TEST(blocked)
{
	struct pb_err       err = { 0 };
	struct zwd_mappack *mp = zwd_mappack_parse(T94, &err);
	struct zwd_map     *m = NULL;
	int                 a1, a2, a3, a4;

	ck_assert_msg(mp != NULL, "%s", err.msg);
	ck_assert_msg(zwd_map_check(mp, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_eq(zwd_map_build(mp, "d", &m, &err), PB_OK);
	a1 = zwt_zone(m, "A1"), a2 = zwt_zone(m, "A2"), a3 = zwt_zone(m, "A3"), a4 = zwt_zone(m, "A4");

	/* zwdmap-5.30 no clear path to A2: the shortest path as if there were
	 * no obstacles starts up the rampart (A1): the zombies stay. */
	ck_assert_int_lt(zwd_map_dist(m, ZWD_MOVER_ZOMBIE, a4, a2, 0), 0);
	ck_assert_int_eq(zwd_map_next(m, ZWD_MOVER_GEO, a4, a2, 0, NULL, NULL), a1);
	ck_assert_int_eq(zwd_map_zombie_step(m, ZWD_MOVER_ZOMBIE, a4, a2, 0), a4);

	/* zwdmap-5.31 ZWD_PATH_DETOUR: the equally short first step they may take. */
	ck_assert_int_eq(zwd_map_zombie_step(m, ZWD_MOVER_ZOMBIE, a4, a2, ZWD_PATH_DETOUR), a3);

	/* zwdmap-5.32 the Abomination climbs; a Zombie Siege climbs too. */
	ck_assert_int_eq(zwd_map_zombie_step(m, ZWD_MOVER_ABOMINATION, a4, a2, 0), a1);
	ck_assert_int_eq(zwd_map_siege_climb(m, a4, a2), a1);
	ck_assert_int_eq(zwd_map_siege_climb(m, a4, a3), -1);
	zwd_map_free(m);
	zwd_mappack_free(mp);
}
END_TEST

START_TEST(destinations)
{
	struct zwd_map *m = zwt_map("intro");
	int             surv[64] = { 0 }, noise[64] = { 0 }, alt[64], nalt;

	/* zwdmap-5.40 survivors in sight come first, whatever the noise. */
	surv[zwt_zone(m, "A5")] = 1;
	noise[zwt_zone(m, "A5")] = 1;
	noise[zwt_zone(m, "A1")] = 3;
	ck_assert_int_eq(
	    zwd_map_destination(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "B6"), surv, noise, 0, alt, &nalt),
	    zwt_zone(m, "A5"));

	/* zwdmap-5.41 none in sight (from a building): the noisiest. */
	ck_assert_int_eq(
	    zwd_map_destination(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "B9"), surv, noise, 0, alt, &nalt),
	    zwt_zone(m, "A1"));

	/* zwdmap-5.42 a tie: the lowest label, every candidate in alt. */
	noise[zwt_zone(m, "A1")] = 1;
	ck_assert_int_eq(
	    zwd_map_destination(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "B9"), surv, noise, 0, alt, &nalt),
	    zwt_zone(m, "A1"));
	ck_assert_int_eq(nalt, 2);
	ck_assert_int_eq(alt[1], zwt_zone(m, "A5"));

	/* zwdmap-5.43 nothing makes noise: nowhere. */
	memset(surv, 0, sizeof(surv));
	memset(noise, 0, sizeof(noise));
	ck_assert_int_eq(
	    zwd_map_destination(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "B9"), surv, noise, 0, alt, &nalt),
	    -1);
	zwd_map_free(m);
}
END_TEST

START_TEST(sight_first)
{
	struct pb_err       err = { 0 };
	struct zwd_mappack *mp = zwd_mappack_parse(T94, &err);
	struct zwd_map     *m = NULL;
	int                 surv[8] = { 0 }, noise[8] = { 0 };

	ck_assert_int_eq(zwd_map_build(mp, "d", &m, &err), PB_OK);

	/* zwdmap-5.44 in sight: those with a clear path first (A3), though
	 * the ladder-only walkway (A2) is noisier. */
	surv[zwt_zone(m, "A3")] = noise[zwt_zone(m, "A3")] = 1;
	surv[zwt_zone(m, "A2")] = noise[zwt_zone(m, "A2")] = 3;
	ck_assert_int_eq(
	    zwd_map_destination(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "A4"), surv, noise, 0, NULL, NULL),
	    zwt_zone(m, "A3"));

	/* zwdmap-5.45 sight before clear path: only A2 in sight, they go for
	 * it, and stay, blocked. */
	surv[zwt_zone(m, "A3")] = noise[zwt_zone(m, "A3")] = 0;
	ck_assert_int_eq(
	    zwd_map_destination(m, ZWD_MOVER_ZOMBIE, zwt_zone(m, "A4"), surv, noise, 0, NULL, NULL),
	    zwt_zone(m, "A2"));
	zwd_map_free(m);
	zwd_mappack_free(mp);
}
END_TEST

/* ---- zwdmap-6: changes in play ----------------------------------- */

START_TEST(corruption)
{
	struct zwd_map *m = zwt_map("1"), *d;
	struct zwd_map *i = zwt_map("intro");
	char            why[200];

	/* zwdmap-6.1 a corrupted walkway is a street: open to the street,
	 * zombies walk on, the street's line of sight goes through. */
	d = zwd_map_dup(m);
	zwd_map_corrupt(d, zwt_zone(d, "A5"));
	ck_assert_int_eq(zwd_map_kind(d, zwt_zone(d, "A5")), ZWD_STREET);
	ck_assert_int_eq(zwd_map_edge(d, zwt_zone(d, "A5"), zwt_zone(d, "A2")), ZWD_E_OPEN);
	ck_assert(zwd_map_step_ok(d, ZWD_MOVER_ZOMBIE, zwt_zone(d, "A2"), zwt_zone(d, "A5"), 0));
	ck_assert_int_eq(zwd_map_los(d, zwt_zone(d, "A2"), zwt_zone(d, "A8"), 0), 2);
	ck_assert_int_eq(zwd_map_dist(d, ZWD_MOVER_ZOMBIE, zwt_zone(d, "A2"), zwt_zone(d, "A8"), 0), 2);

	/* zwdmap-6.2 the copy changed, not the map it was copied from. */
	ck_assert_int_eq(zwd_map_kind(m, zwt_zone(m, "A5")), ZWD_WALKWAY);
	ck_assert_int_eq(zwd_map_edge(m, zwt_zone(m, "A5"), zwt_zone(m, "A2")), ZWD_E_RAMPART);
	ck_assert(zwd_map_invariants(d, why, sizeof(why)));
	zwd_map_free(d);

	/* zwdmap-6.3 a wall stays between a corrupted zone and one that is
	 * not; it goes between two corrupted zones. */
	zwd_map_corrupt(i, zwt_zone(i, "A1"));
	ck_assert_int_eq(zwd_map_edge(i, zwt_zone(i, "A1"), zwt_zone(i, "A4")), ZWD_E_WALL);
	ck_assert_int_lt(zwd_map_los(i, zwt_zone(i, "A1"), zwt_zone(i, "A4"), 0), 0);
	zwd_map_corrupt(i, zwt_zone(i, "A4"));
	ck_assert_int_eq(zwd_map_edge(i, zwt_zone(i, "A1"), zwt_zone(i, "A4")), ZWD_E_OPEN);
	ck_assert_int_eq(zwd_map_los(i, zwt_zone(i, "A1"), zwt_zone(i, "A4"), 0), 1);
	ck_assert(zwd_map_step_ok(i, ZWD_MOVER_ZOMBIE, zwt_zone(i, "A4"), zwt_zone(i, "A1"), 0));
	zwd_map_free(i);
	zwd_map_free(m);
}
END_TEST

START_TEST(fire)
{
	struct zwd_map *m = zwt_map("1");
	char            why[200];

	/* zwdmap-6.4 the chapel burns, both its rooms; not the building next
	 * door; a street does not burn. */
	zwd_map_burn(m, zwt_zone(m, "C1"));
	ck_assert_int_eq(zwd_map_kind(m, zwt_zone(m, "C1")), ZWD_RUIN);
	ck_assert_int_eq(zwd_map_kind(m, zwt_zone(m, "C10")), ZWD_RUIN);
	ck_assert_int_eq(zwd_map_kind(m, zwt_zone(m, "C3")), ZWD_BUILDING);
	zwd_map_burn(m, zwt_zone(m, "C2"));
	ck_assert_int_eq(zwd_map_kind(m, zwt_zone(m, "C2")), ZWD_STREET);
	ck_assert(zwd_map_invariants(m, why, sizeof(why)));

	/* zwdmap-6.5 ruins seen from a walkway, buildings not (A5 over C2). */
	ck_assert_int_eq(zwd_map_los(m, zwt_zone(m, "A5"), zwt_zone(m, "C2"), 0), 2);
	zwd_map_free(m);
}
END_TEST

START_TEST(ladders)
{
	struct zwd_map *m = zwt_map("1");
	int             a5 = zwt_zone(m, "A5"), a6 = zwt_zone(m, "A6"), a2 = zwt_zone(m, "A2");
	char            why[200];

	/* zwdmap-6.6 a rope ladder on the spot: survivors only, both ways. */
	ck_assert(!zwd_map_step_ok(m, ZWD_MOVER_SURVIVOR, a6, a5, 0));
	ck_assert_int_eq(zwd_map_ladder_put(m, a5, a6), PB_OK);
	ck_assert(zwd_map_step_ok(m, ZWD_MOVER_SURVIVOR, a6, a5, 0));
	ck_assert(zwd_map_step_ok(m, ZWD_MOVER_SURVIVOR, a5, a6, 0));
	ck_assert(!zwd_map_step_ok(m, ZWD_MOVER_ZOMBIE, a6, a5, 0));
	ck_assert(zwd_map_invariants(m, why, sizeof(why)));

	/* zwdmap-6.7 refused: a second ladder, a rampart with no spot. */
	ck_assert_int_eq(zwd_map_ladder_put(m, a6, a5), PB_EDATA);
	ck_assert_int_eq(zwd_map_ladder_put(m, a5, a2), PB_EDATA);

	/* zwdmap-6.8 taken back: gone; not twice. */
	ck_assert_int_eq(zwd_map_ladder_take(m, a6, a5), PB_OK);
	ck_assert(!zwd_map_step_ok(m, ZWD_MOVER_SURVIVOR, a6, a5, 0));
	ck_assert_int_eq(zwd_map_ladder_take(m, a6, a5), PB_EDATA);
	zwd_map_free(m);
}
END_TEST

START_TEST(setup)
{
	struct zwd_map *m = zwt_map("6");

	/* zwdmap-6.9 mission 6's legend: 12 guards, 2 cauldrons, exit, 9
	 * Corruption, 8 objectives (2 extra); the Signaller.  From revision
	 * 4's open pack two spawn zones, not the legend's three (BALANCE). */
	ck_assert_int_eq(m->setup.nguards, 3);
	ck_assert_int_eq(
	    m->setup.guards[0].count + m->setup.guards[1].count + m->setup.guards[2].count, 12);
	ck_assert_int_eq(m->setup.ncauldrons, 2);
	ck_assert_int_ge(m->setup.exit, 0);
	ck_assert_int_eq(m->setup.ncorruption, 9);
	ck_assert_int_eq(m->setup.nobjectives, 8);
	ck_assert_int_ge(m->setup.spawn[1], 0);
	ck_assert_int_lt(m->setup.spawn[2], 0);
	ck_assert_str_eq(m->zone[m->setup.signaller].label, "H8");
	ck_assert_int_eq(m->setup.win, ZWD_WIN_BLUE_GREEN | ZWD_WIN_ESCAPE);
	ck_assert_int_eq(m->setup.lose, ZWD_LOSE_GUARD);
	zwd_map_free(m);

	/* zwdmap-6.10 mission 3's legend; with no Signaller key the
	 * Signaller is in the start (the Intro). */
	m = zwt_map("3");
	ck_assert_int_eq(m->setup.ncorruption, 5);
	ck_assert_int_eq(m->setup.nladders, 2);
	ck_assert_int_eq(m->setup.nobjectives, 7);
	ck_assert_int_eq(m->setup.ncauldrons, 2);
	zwd_map_free(m);
	m = zwt_map("intro");
	ck_assert_int_eq(m->setup.signaller, m->setup.start[0]);
	ck_assert_int_eq(m->setup.deal, ZWD_DEAL_RED);
	zwd_map_free(m);
	m = zwt_map("4");
	ck_assert_str_eq(m->zone[m->setup.blue].label, "C1");
	ck_assert_str_eq(m->zone[m->setup.green].label, "D1");
	zwd_map_free(m);
}
END_TEST

START_TEST(cauldrons)
{
	struct zwd_map *m = zwt_map("1");
	struct zwd_map *c = zwt_map("3");
	struct zwd_map *i = zwt_map("intro");
	int             out[128], n;

	/* zwdmap-6.11 a Cauldron moves by Stairs, not down a rampart; it is
	 * poured from a walkway on the street below, not along the walkway. */
	ck_assert(zwd_map_cauldron_ok(m, zwt_zone(m, "B9"), zwt_zone(m, "B7")));
	ck_assert(zwd_map_cauldron_ok(m, zwt_zone(m, "B9"), zwt_zone(m, "B10")));
	ck_assert(!zwd_map_cauldron_ok(m, zwt_zone(m, "B10"), zwt_zone(m, "B5")));
	ck_assert(zwd_map_pour_ok(m, zwt_zone(m, "B10"), zwt_zone(m, "B5")));
	ck_assert(!zwd_map_pour_ok(m, zwt_zone(m, "B9"), zwt_zone(m, "B10")));
	ck_assert(!zwd_map_pour_ok(m, zwt_zone(m, "B5"), zwt_zone(m, "B10")));

	/* zwdmap-6.12 the Corruption joined to a spawn zone (mission 2's
	 * "attributable"), read on mission 3's five tokens. */
	for (n = 0; n < c->setup.ncorruption; n++)
		zwd_map_corrupt(c, c->setup.corruption[n]);
	ck_assert_int_eq(zwd_map_corruption_group(c, zwt_zone(c, "A2"), out), 2);
	ck_assert_int_eq(out[1], zwt_zone(c, "A1"));
	ck_assert_int_eq(zwd_map_corruption_group(c, zwt_zone(c, "B6"), out), 2);
	ck_assert_int_eq(zwd_map_corruption_group(c, zwt_zone(c, "A5"), out), 1);
	ck_assert_int_eq(zwd_map_corruption_group(c, zwt_zone(c, "C5"), out), 0);

	/* zwdmap-6.13 the sides of cells, for drawing: an opening, inside a
	 * zone, the board's edge, a tile border. */
	ck_assert_int_eq(zwd_map_cell_side(i, 1, 0, 0), ZWD_E_OPENING);
	ck_assert_int_eq(zwd_map_cell_side(i, 0, 0, 0), ZWD_E_NONE);
	ck_assert_int_eq(zwd_map_cell_side(i, 0, 0, 3), -1);
	ck_assert_int_eq(zwd_map_cell_side(i, 5, 2, 0), ZWD_E_BORDER);
	ck_assert_int_eq(zwd_map_cell_side(i, 1, 1, 2), ZWD_E_WALL);
	zwd_map_free(m);
	zwd_map_free(c);
	zwd_map_free(i);
}
END_TEST

START_TEST(save_load)
{
	struct zwd_map *m = zwt_map("1"), *n = zwt_map("1");
	struct pb_err   err = { 0 };
	json_t         *j, *bad;
	char           *s1, *s2;

	/* zwdmap-6.14 the changes saved, loaded on a fresh map, saved again:
	 * the same bytes, the same board. */
	zwd_map_corrupt(m, zwt_zone(m, "A5"));
	zwd_map_corrupt(m, zwt_zone(m, "B2"));
	zwd_map_burn(m, zwt_zone(m, "C1"));
	ck_assert_int_eq(zwd_map_ladder_put(m, zwt_zone(m, "F9"), zwt_zone(m, "F7")), PB_OK);
	j = zwd_map_changes_save(m);
	s1 = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	ck_assert_str_eq(s1,
	    "{\"burnt\":[\"C1\",\"C10\"],\"corrupt\":[\"A5\",\"B2\"],"
	    "\"ladders\":[[\"F7\",\"F9\"]]}");
	ck_assert_int_eq(zwd_map_changes_load(n, j, &err), PB_OK);
	json_decref(j);
	j = zwd_map_changes_save(n);
	s2 = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	ck_assert_str_eq(s1, s2);
	ck_assert_int_eq(zwd_map_kind(n, zwt_zone(n, "C10")), ZWD_RUIN);
	ck_assert(zwd_map_step_ok(n, ZWD_MOVER_SURVIVOR, zwt_zone(n, "F7"), zwt_zone(n, "F9"), 0));
	json_decref(j);
	free(s1);
	free(s2);

	/* zwdmap-6.15 refused, and the map left as it was. */
	bad = json_pack("{s:[s], s:[s]}", "corrupt", "A1", "burnt", "A2");
	ck_assert_int_eq(zwd_map_changes_load(n, bad, &err), PB_EDATA);
	ck_assert_msg(strstr(err.msg, "no such building") != NULL, "%s", err.msg);
	ck_assert_int_eq(zwd_map_kind(n, zwt_zone(n, "A1")), ZWD_BUILDING);
	json_decref(bad);
	bad = json_pack("{s:[[ss]]}", "ladders", "A5", "A2");
	ck_assert_int_eq(zwd_map_changes_load(n, bad, &err), PB_EDATA);
	json_decref(bad);
	zwd_map_free(m);
	zwd_map_free(n);
}
END_TEST

/* ---- the suite ------------------------------------------------------ */

static Suite *
zwd_map_suite(void)
{
	Suite *s = suite_create("zwd_map");
	TCase *tc = tcase_create("pack");

	tcase_add_test(tc, pack_counts);
	tcase_add_loop_test(tc, pack_grids, 0, (int)PB_NELEM(seed_grids));
	suite_add_tcase(s, tc);
	tc = tcase_create("format");
	tcase_add_loop_test(tc, refusals, 0, (int)PB_NELEM(bad_packs));
	tcase_add_test(tc, rotations);
	suite_add_tcase(s, tc);
	tc = tcase_create("sight");
	tcase_add_loop_test(tc, sight, 0, (int)PB_NELEM(sights));
	tcase_add_test(tc, ruin_sight);
	suite_add_tcase(s, tc);
	tc = tcase_create("move");
	tcase_add_loop_test(tc, step, 0, (int)PB_NELEM(steps));
	tcase_add_loop_test(tc, path, 0, (int)PB_NELEM(paths));
	tcase_add_loop_test(tc, walk, 0, (int)PB_NELEM(walks));
	tcase_add_test(tc, ties);
	tcase_add_test(tc, blocked);
	tcase_add_test(tc, destinations);
	tcase_add_test(tc, sight_first);
	suite_add_tcase(s, tc);
	tc = tcase_create("play");
	tcase_add_test(tc, corruption);
	tcase_add_test(tc, fire);
	tcase_add_test(tc, ladders);
	tcase_add_test(tc, setup);
	tcase_add_test(tc, cauldrons);
	tcase_add_test(tc, save_load);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_map_suite);

	zwt_done();
	return (rc);
}
