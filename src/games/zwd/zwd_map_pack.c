/*++
/* NAME
/*	zwd_map_pack 3
/* SUMMARY
/*	Zombicide: White Death, read the tile sides and missions of a pack
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	struct zwd_mappack *zwd_mappack_parse(const char *text,
/*			struct pb_err *err);
/*	void	zwd_mappack_free(struct zwd_mappack *mp);
/*	const struct zwd_tile *zwd_mappack_tile(
/*			const struct zwd_mappack *mp, const char *id);
/*	const struct zwd_mission *zwd_mappack_mission(
/*			const struct zwd_mappack *mp, const char *id);
/* DESCRIPTION
/*	A map pack is INI (packini(3)): [pack] with name and version,
/*	[tile ID] for each tile side (ID "26r" ... "34v"), [mission ID]
/*	for each mission; pbemd-zwd-map(5) documents every key.
/*	zwd_mappack_parse() reads the text, then each tile side's cells
/*	and edges (zwd_tile_read(), zwd_map_tile.c); the missions' zones
/*	are read when a map is built (zwd_map_build()) or checked
/*	(zwd_map_check()).  Caller frees with zwd_mappack_free().
/*	zwd_mappack_tile() and zwd_mappack_mission() find a section by
/*	its ID (case does not matter), NULL when absent.
/* DIAGNOSTICS
/*	NULL with "FILE:LINE: ..." from packini, or "[tile ID]: ..." for
/*	cells or edges that do not read.
/*--*/

/* System. */
#include <stddef.h>
#include <strings.h>
#include <stdlib.h>

/* pbemd-wide. */
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map.h"

static const char *const difficulty_words[] = { "easy", "medium", "hard", NULL };
static const char *const duration_words[] = { "short", "medium", "moderate", "long", NULL };
static const char *const deal_words[] = { "shuffled", "fixed", "red", NULL };

/* In the order of the ZWD_RULE_* bits. */
static const char *const rule_words[] = { "intro-piles", "bile-supply", "tomes", "burn",
	"empress-take", "guards-stay", "ladder-objectives", "exit-turn-end", "relics",
	"empress-walk", "crypt-red", "crypt-colour", NULL };

/* In the order of the ZWD_WIN_* bits. */
static const char *const win_words[] = { "objectives", "bile4", "on-walkways", "no-corruption",
	"crypt8", "burnt", "signaller-exit", "blue-green", "escape", "spawns-standard", NULL };

/* In the order of the ZWD_LOSE_* bits. */
static const char *const lose_words[] = { "guard", "empress", NULL };

#define STR(k, f) PACKINI_ROW_STR(k, struct zwd_tile, f)
#define MSTR(k, f) PACKINI_ROW_STR(k, struct zwd_mission, f)

/* The names sit at the same offsets in both section structs. */
_Static_assert(
    offsetof(struct zwd_tile, name) == offsetof(struct zwd_mission, name), "names at one offset");
_Static_assert(offsetof(struct zwd_tile, name_es) == offsetof(struct zwd_mission, name_es),
    "names at one offset");
_Static_assert(offsetof(struct zwd_tile, id) == 0 && offsetof(struct zwd_mission, id) == 0,
    "ids first (find())");

static const struct packini_field name_fields[] = {
	STR("name", name),
	STR("name_it", name_it),
	STR("name_es", name_es),
	PACKINI_ROW_END,
};
static const struct packini_field tile_fields[] = {
	STR("cells", cells),
	STR("streets", streets),
	STR("buildings", buildings),
	STR("walkways", walkways),
	STR("ruins", ruins),
	STR("openings", openings),
	STR("stairs", stairs),
	STR("ladder_spots", spots),
	STR("walls", walls),
	STR("objectives", objectives),
	PACKINI_ROW_END,
};
static const struct packini_field mission_fields[] = {
	PACKINI_ROW_WORD("difficulty", struct zwd_mission, difficulty, difficulty_words),
	PACKINI_ROW_WORD("duration", struct zwd_mission, duration, duration_words),
	PACKINI_ROW_INT("survivors", struct zwd_mission, survivors, 1, 12),
	MSTR("tiles", tiles),
	MSTR("start", start),
	MSTR("signaller", signaller),
	MSTR("standard", standard),
	MSTR("exit", exit),
	MSTR("spawn1", spawn[0]),
	MSTR("spawn2", spawn[1]),
	MSTR("spawn3", spawn[2]),
	MSTR("spawn4", spawn[3]),
	MSTR("desecrator", desecrator),
	MSTR("guards", guards),
	MSTR("cauldrons", cauldrons),
	MSTR("ladders", ladders),
	MSTR("corruption", corruption),
	MSTR("objectives", objectives),
	MSTR("extra_objectives", extra),
	MSTR("blue", blue),
	MSTR("green", green),
	PACKINI_ROW_WORD("deal", struct zwd_mission, deal, deal_words),
	PACKINI_ROW_FLAGS("rules", struct zwd_mission, rules, rule_words),
	PACKINI_ROW_FLAGS("win", struct zwd_mission, win, win_words),
	PACKINI_ROW_FLAGS("lose", struct zwd_mission, lose, lose_words),
	PACKINI_ROW_END,
};

enum { T_TILE, T_MISSION, T_N };

static const struct packini_type zwd_map_types[T_N] = {
	PACKINI_TYPE_ROW(
	    "tile", tile_fields, struct zwd_tile, struct zwd_mappack, tiles, ntiles, T_TILE),
	PACKINI_TYPE_ROW("mission", mission_fields, struct zwd_mission, struct zwd_mappack,
	    missions, nmissions, T_MISSION),
};

/* card_new - a section's defaults */

static void
card_new(void *pack, const struct packini_type *t, void *card)
{
	struct zwd_mission *m = card;

	(void)pack;
	if (t->tag == T_MISSION)
		m->survivors = 6;
}

static const struct packini_game zwd_map_game = {
	.types = zwd_map_types,
	.ntypes = T_N,
	.common = name_fields,
	.id = offsetof(struct zwd_tile, id),
	.name = offsetof(struct zwd_tile, name),
	.pack_name = offsetof(struct zwd_mappack, name),
	.pack_version = offsetof(struct zwd_mappack, version),
	.card_new = card_new,
};

/* zwd_mappack_parse - read a map pack, caller frees */

struct zwd_mappack *
zwd_mappack_parse(const char *text, struct pb_err *err)
{
	struct zwd_mappack *mp = pb_calloc(1, sizeof(*mp));
	int                 i;

	if (packini_parse(text, &zwd_map_game, mp, err) != PB_OK
	    || packini_check_names(&zwd_map_game, mp, err) != PB_OK)
		goto bad;
	for (i = 0; i < mp->ntiles; i++)
		if (zwd_tile_read(&mp->tiles[i], err) != PB_OK)
			goto bad;
	return (mp);

bad:
	zwd_mappack_free(mp);
	return (NULL);
}

/* zwd_mappack_free - release a map pack; NULL is a no-op */

void
zwd_mappack_free(struct zwd_mappack *mp)
{
	if (mp == NULL)
		return;
	packini_free(&zwd_map_game, mp);
	free(mp);
}

/* find - the section of an array whose id (its first member) is id */

static const void *
find(const void *arr, int n, size_t size, const char *id)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcasecmp(*(char *const *)((const char *)arr + (size_t)i * size), id) == 0)
			return ((const char *)arr + (size_t)i * size);
	return (NULL);
}

/* zwd_mappack_tile - a tile side by its ID, NULL when absent */

const struct zwd_tile *
zwd_mappack_tile(const struct zwd_mappack *mp, const char *id)
{
	return (find(mp->tiles, mp->ntiles, sizeof(*mp->tiles), id));
}

/* zwd_mappack_mission - a mission by its ID, NULL when absent */

const struct zwd_mission *
zwd_mappack_mission(const struct zwd_mappack *mp, const char *id)
{
	return (find(mp->missions, mp->nmissions, sizeof(*mp->missions), id));
}
