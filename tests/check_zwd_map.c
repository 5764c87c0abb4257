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
/*			and checks clean, keeps the map invariants
/*	zwdmap-2.*	the loader and the checker refuse, with clear
/*			errors: a table of broken packs
/*	zwdmap-3.*	rotations: a turned tile's cells and labels
/*	zwdmap-4.*	line of sight: a table of pairs of zones, visible
/*			or not, and the range
/*	zwdmap-5.*	movement: distances per mover, the path a zombie
/*			takes, destinations by sight, clear path and noise
/*	zwdmap-6.*	changes in play: Corruption, fire, rope ladders
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pack.h"
#include "core/pb.h"
#include "games/zwd/zwd_map.h"
#include "testrun.h"

static char               *pack_text; /* content/zwd/tiles and missions */
static struct zwd_mappack *pack;

/* real_pack - the authored tiles and missions, read once */

static const struct zwd_mappack *
real_pack(void)
{
	struct pb_err err = { 0 };
	char         *tiles = NULL, *missions = NULL;

	if (pack != NULL)
		return (pack);
	ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd/tiles", &tiles, &err) == PB_OK, "%s",
	    err.msg);
	ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd/missions", &missions, &err) == PB_OK,
	    "%s", err.msg);
	pack_text = pb_asprintf("%s%s", tiles, missions);
	free(tiles);
	free(missions);
	pack = zwd_mappack_parse(pack_text, &err);
	ck_assert_msg(pack != NULL, "%s", err.msg);
	return (pack);
}

/* map_of - the map of an authored mission, or fail */

static struct zwd_map *
map_of(const char *mission)
{
	struct pb_err   err = { 0 };
	struct zwd_map *m = NULL;

	ck_assert_msg(zwd_map_build(real_pack(), mission, &m, &err) == PB_OK, "%s", err.msg);
	return (m);
}

/* zone - a label's zone, or fail */

static int __attribute__((unused))
zone(const struct zwd_map *m, const char *label)
{
	int z = zwd_map_zone(m, label);

	ck_assert_msg(z >= 0, "no zone %s", label);
	return (z);
}

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
	const struct zwd_mappack *mp = real_pack();
	struct pb_err             err = { 0 };
	static const char        *sides[] = { "26r", "26v", "27r", "27v", "28r", "28v", "29r",
		       "29v", "30r", "30v", "31r", "31v", "32r", "32v", "33r", "33v", "34r", "34v" };
	size_t                    i;

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
	struct zwd_map *m = map_of(seed_grids[_i].mission);
	char            got[200] = "", why[200];
	int             k;

	for (k = 0; k < m->rows * m->cols; k++)
		snprintf(got + strlen(got), sizeof(got) - strlen(got), "%s%.2s%c", k ? " " : "",
		    m->place[k].tile->id, m->place[k].tile->id[2] - 'a' + 'A');
	ck_assert_str_eq(got, seed_grids[_i].tiles);
	ck_assert_msg(zwd_map_invariants(m, why, sizeof(why)), "%s: %s", seed_grids[_i].mission,
	    why);
	zwd_map_free(m);
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
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_map_suite);

	zwd_mappack_free(pack);
	free(pack_text);
	return (rc);
}
