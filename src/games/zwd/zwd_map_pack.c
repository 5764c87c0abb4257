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
static const char *const win_words[] = { "objectives", "bile4", "on-walkways",
	"no-corruption", "crypt8", "burnt", "signaller-exit", "blue-green", "escape",
	"spawns-standard", NULL };

/* In the order of the ZWD_LOSE_* bits. */
static const char *const lose_words[] = { "guard", "empress", NULL };

#define F(k, s, f, kind, lo, hi, w)                                                                \
	{                                                                                          \
		k, offsetof(s, f), kind, lo, hi, w                                                 \
	}
#define STR(k, s, f) F(k, s, f, PACKINI_STR, 0, 0, NULL)
#define INT(k, s, f, lo, hi) F(k, s, f, PACKINI_INT, lo, hi, NULL)
#define WORD(k, s, f, w) F(k, s, f, PACKINI_WORD, 0, 0, w)
#define FLAGS(k, s, f, w) F(k, s, f, PACKINI_FLAGS, 0, 0, w)
#define END                                                                                        \
	{                                                                                          \
		NULL, 0, 0, 0, 0, NULL                                                             \
	}

/* The names sit at the same offsets in both section structs. */
_Static_assert(offsetof(struct zwd_tile, name) == offsetof(struct zwd_mission, name),
    "names at one offset");
_Static_assert(offsetof(struct zwd_tile, name_es) == offsetof(struct zwd_mission, name_es),
    "names at one offset");
_Static_assert(offsetof(struct zwd_tile, id) == offsetof(struct zwd_mission, id),
    "ids at one offset");

static const struct packini_field name_fields[] = {
	STR("name", struct zwd_tile, name),
	STR("name_it", struct zwd_tile, name_it),
	STR("name_es", struct zwd_tile, name_es),
	END,
};
static const struct packini_field tile_fields[] = {
	STR("cells", struct zwd_tile, cells),
	STR("streets", struct zwd_tile, streets),
	STR("buildings", struct zwd_tile, buildings),
	STR("walkways", struct zwd_tile, walkways),
	STR("ruins", struct zwd_tile, ruins),
	STR("openings", struct zwd_tile, openings),
	STR("stairs", struct zwd_tile, stairs),
	STR("ladder_spots", struct zwd_tile, spots),
	STR("walls", struct zwd_tile, walls),
	STR("objectives", struct zwd_tile, objectives),
	END,
};
static const struct packini_field mission_fields[] = {
	WORD("difficulty", struct zwd_mission, difficulty, difficulty_words),
	WORD("duration", struct zwd_mission, duration, duration_words),
	INT("survivors", struct zwd_mission, survivors, 1, 12),
	STR("tiles", struct zwd_mission, tiles),
	STR("start", struct zwd_mission, start),
	STR("signaller", struct zwd_mission, signaller),
	STR("standard", struct zwd_mission, standard),
	STR("exit", struct zwd_mission, exit),
	STR("spawn1", struct zwd_mission, spawn[0]),
	STR("spawn2", struct zwd_mission, spawn[1]),
	STR("spawn3", struct zwd_mission, spawn[2]),
	STR("spawn4", struct zwd_mission, spawn[3]),
	STR("desecrator", struct zwd_mission, desecrator),
	STR("guards", struct zwd_mission, guards),
	STR("cauldrons", struct zwd_mission, cauldrons),
	STR("ladders", struct zwd_mission, ladders),
	STR("corruption", struct zwd_mission, corruption),
	STR("objectives", struct zwd_mission, objectives),
	STR("extra_objectives", struct zwd_mission, extra),
	STR("blue", struct zwd_mission, blue),
	STR("green", struct zwd_mission, green),
	WORD("deal", struct zwd_mission, deal, deal_words),
	FLAGS("rules", struct zwd_mission, rules, rule_words),
	FLAGS("win", struct zwd_mission, win, win_words),
	FLAGS("lose", struct zwd_mission, lose, lose_words),
	END,
};

enum { T_TILE, T_MISSION, T_N };

#define TYPE(w, fl, s, a, c, t)                                                                    \
	{                                                                                          \
		w, fl, sizeof(s), offsetof(struct zwd_mappack, a),                                 \
		    offsetof(struct zwd_mappack, c), t                                             \
	}

static const struct packini_type zwd_map_types[T_N] = {
	TYPE("tile", tile_fields, struct zwd_tile, tiles, ntiles, T_TILE),
	TYPE("mission", mission_fields, struct zwd_mission, missions, nmissions, T_MISSION),
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

/* zwd_mappack_tile - a tile side by its ID, NULL when absent */

const struct zwd_tile *
zwd_mappack_tile(const struct zwd_mappack *mp, const char *id)
{
	int i;

	for (i = 0; i < mp->ntiles; i++)
		if (strcasecmp(mp->tiles[i].id, id) == 0)
			return (&mp->tiles[i]);
	return (NULL);
}

/* zwd_mappack_mission - a mission by its ID, NULL when absent */

const struct zwd_mission *
zwd_mappack_mission(const struct zwd_mappack *mp, const char *id)
{
	int i;

	for (i = 0; i < mp->nmissions; i++)
		if (strcasecmp(mp->missions[i].id, id) == 0)
			return (&mp->missions[i]);
	return (NULL);
}
