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
/*
/*	struct zwd_board *zwt_empty(const struct zwd_map *map);
/*	int	zwt_add_surv(struct zwd_board *b, int z);
/*	void	zwt_seed(struct pb_rng *r, int k);
/*	int	zwt_translated(const char *en, const char *tr,
/*			const char *locale);
/*	struct zwd_skill_ref zwt_ref(const char *text);
/*	struct zwd_skillset zwt_skills(const char *first, ...);
/* DESCRIPTION
/*	zwt_mappack() is the authored board pack (content/zwd/tiles and
/*	content/zwd/missions), read and parsed once; zwt_cards() the
/*	authored cards (content/zwd/cards), likewise.  zwt_map() builds the
/*	map of a mission (caller frees with zwd_map_free()); zwt_zone() is
/*	the zone of a label.  Each fails the test case on an error.
/*	zwt_done() releases the packs, at exit.
/*
/*	zwt_empty() is a board of the mission with nothing on it, not even
/*	guards; zwt_add_surv() puts a survivor with no Wound on zone z
/*	and returns its id; zwt_seed() starts r on a seed made of k.
/*	zwt_translated() fails unless tr has as many lines as en, each
/*	other than its English; it returns the count.
/*	zwt_ref() is a skill reference of the authored cards
/*	("reaper-melee"), zwt_skills() a skill set of the references
/*	listed up to NULL (check_zwd_skill and check_zwd_combat).
/*--*/

#ifndef CHECK_ZWD_LIB_H
#define CHECK_ZWD_LIB_H

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_map.h"
#include "games/zwd/zwd_skill.h"

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

/* zwt_empty - a board of the mission with nothing on it, not even guards */

static inline struct zwd_board *
zwt_empty(const struct zwd_map *m)
{
	struct zwd_board *b = zwd_board_new(m, zwt_cards());

	memset(b->guards, 0, sizeof(int) * (size_t)b->nzones);
	return (b);
}

static inline int
zwt_add_surv(struct zwd_board *b, int z)
{
	b->surv[b->nsurv] = z;
	b->wounds[b->nsurv] = 0;
	return (b->nsurv++);
}

static inline void
zwt_seed(struct pb_rng *r, int k)
{
	unsigned char s[PB_SEED_LEN] = { 0 };

	s[0] = (unsigned char)k;
	s[1] = (unsigned char)(k >> 8);
	s[2] = (unsigned char)(k >> 16);
	pb_rng_init(r, s, 0);
}

/* zwt_translated - every line of en translated in tr, or fail */

static inline int
zwt_translated(const char *en, const char *tr, const char *locale)
{
	const char *a, *b, *ea, *eb;
	int         lines = 0;

	for (a = en, b = tr; *a && *b; a = ea + 1, b = eb + 1, lines++) {
		ea = strchr(a, '\n');
		eb = strchr(b, '\n');
		ck_assert(ea != NULL && eb != NULL);
		ck_assert_msg(ea - a != eb - b || strncmp(a, b, (size_t)(ea - a)) != 0,
		    "%s: not translated: %.*s", locale, (int)(ea - a), a);
	}
	ck_assert(*a == '\0' && *b == '\0');
	return (lines);
}

/* zwt_ref - a skill reference of the open pack, or fail */

static inline struct zwd_skill_ref
zwt_ref(const char *text)
{
	struct zwd_skill_ref r;
	struct pb_err        err;

	ck_assert_msg(zwd_skill_parse(zwt_cards(), text, &r, &err), "%s: %s", text, err.msg);
	return (r);
}

/* zwt_skills - a skill set of references, NULL-ended */

static inline struct zwd_skillset
zwt_skills(const char *first, ...)
{
	struct zwd_skillset  s = { .n = 0 };
	struct zwd_skill_ref r;
	const char          *t;
	va_list              ap;

	va_start(ap, first);
	for (t = first; t != NULL; t = va_arg(ap, const char *)) {
		r = zwt_ref(t);
		ck_assert(zwd_skillset_add(&s, &r));
	}
	va_end(ap);
	return (s);
}

#endif
