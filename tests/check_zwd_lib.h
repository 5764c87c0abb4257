/*++
/* NAME
/*	check_zwd_lib 3h
/* SUMMARY
/*	what the Zombicide: White Death check programs share
/* SYNOPSIS
/*	#include "check_zwd_lib.h"
/*
/*	const struct zwd_mappack *zwt_mappack(void);
/*	const struct zwd_cards *zwt_cards(void);
/*	struct zwd_map *zwt_map(const char *mission);
/*	int	zwt_zone(const struct zwd_map *map, const char *label);
/*	void	zwt_done(void);
/* DESCRIPTION
/*	zwt_mappack() is the authored board pack (content/zwd/tiles and
/*	content/zwd/missions), read and parsed once; zwt_cards() the
/*	authored cards (content/zwd/cards), likewise.  zwt_map() builds the
/*	map of a mission (caller frees with zwd_map_free()); zwt_zone() is
/*	the zone of a label.  Each fails the test case on an error.
/*	zwt_done() releases the packs, at exit.
/*--*/

#ifndef CHECK_ZWD_LIB_H
#define CHECK_ZWD_LIB_H

#include <stdlib.h>

#include <check.h>

#include "core/pack.h"
#include "core/pb.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_map.h"

static char               *zwt_map_text, *zwt_cards_text;
static struct zwd_mappack *zwt_maps;
static struct zwd_cards   *zwt_deck;

/* zwt_mappack - the authored tiles and missions, read once */

static inline const struct zwd_mappack *
zwt_mappack(void)
{
	struct pb_err err = { 0 };
	char         *tiles = NULL, *missions = NULL;

	if (zwt_maps != NULL)
		return (zwt_maps);
	ck_assert_msg(
	    pack_read_dir(PB_SRCDIR "/content/zwd/tiles", &tiles, &err) == PB_OK, "%s", err.msg);
	ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd/missions", &missions, &err) == PB_OK,
	    "%s", err.msg);
	zwt_map_text = pb_asprintf("%s%s", tiles, missions);
	free(tiles);
	free(missions);
	zwt_maps = zwd_mappack_parse(zwt_map_text, &err);
	ck_assert_msg(zwt_maps != NULL, "%s", err.msg);
	return (zwt_maps);
}

/* zwt_cards - the authored cards, read once */

static inline const struct zwd_cards *
zwt_cards(void)
{
	struct pb_err err = { 0 };

	if (zwt_deck != NULL)
		return (zwt_deck);
	ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd/cards", &zwt_cards_text, &err) == PB_OK,
	    "%s", err.msg);
	zwt_deck = zwd_cards_parse(zwt_cards_text, &err);
	ck_assert_msg(zwt_deck != NULL, "%s", err.msg);
	return (zwt_deck);
}

/* zwt_map - the map of an authored mission, or fail; caller frees */

static inline struct zwd_map *
zwt_map(const char *mission)
{
	struct pb_err   err = { 0 };
	struct zwd_map *m = NULL;

	ck_assert_msg(zwd_map_build(zwt_mappack(), mission, &m, &err) == PB_OK, "%s", err.msg);
	return (m);
}

/* zwt_zone - a label's zone, or fail */

static inline int
zwt_zone(const struct zwd_map *m, const char *label)
{
	int z = zwd_map_zone(m, label);

	ck_assert_msg(z >= 0, "no zone %s", label);
	return (z);
}

/* zwt_done - release the packs */

static inline void
zwt_done(void)
{
	zwd_mappack_free(zwt_maps);
	free(zwt_map_text);
	zwd_cards_free(zwt_deck);
	free(zwt_cards_text);
	zwt_maps = NULL;
	zwt_deck = NULL;
	zwt_map_text = zwt_cards_text = NULL;
}

#endif
