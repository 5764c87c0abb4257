/*++
/* NAME
/*	zwd_picture 3h
/* SUMMARY
/*	Zombicide: White Death, the map as a picture
/* SYNOPSIS
/*	#include "games/zwd/zwd_picture.h"
/*
/*	struct zwd_scene *zwd_scene_new(const struct zwd_map *map);
/*	void	zwd_scene_board(struct zwd_scene *sc,
/*			const struct zwd_board *b);
/*	void	zwd_scene_free(struct zwd_scene *sc);
/*
/*	enum pb_rc zwd_picture(const struct zwd_map *map,
/*			const struct zwd_scene *sc, const char *locale,
/*			struct picture *pic, struct pb_buf *log,
/*			struct pb_err *err);
/* DESCRIPTION
/*	The current map of a mission, drawn for a mail (issue 16, "The
/*	map as a picture"; pbemd-zwd-map(5), THE PICTURE).
/*
/*	struct zwd_scene is what stands on the map, public only: the
/*	tokens where they lie now, the zombies per zone and type (the
/*	board's types, zwd_board(3h): walkers, runners, brutes, the
/*	Abomination, the Necromancer), the survivors (a name and a
/*	colour), the noise and Freeze tokens.  Objectives are
/*	counts of face-down tokens per zone: what is under them is not
/*	in a scene, so no picture can show it (the Blue and Green of a
/*	"fixed" deal are public, the mission names their zones).
/*
/*	zwd_scene_new() makes the scene of a mission at set-up, from its
/*	map's setup: no zombie, no survivor, no noise yet (the game
/*	puts them); caller frees with zwd_scene_free() (NULL: nothing).
/*	zwd_scene_board() copies onto sc what a board holds (zwd_board(3h)):
/*	zombies, guards, noise, Freeze, the spawn tokens where they lie
/*	now, and the zone of each of sc's survivors (the board's survivor
/*	i is sc's survivors[i]; the names and colours are the game's);
/*	from rules 3 (the board's abom_own) which Abomination card each
/*	figure is, drawn as its own chip A1, A2... (the pack's order, as
/*	the mail's zone lines name them).  From rules 3 too, the Crypt
/*	Weapons lying face down (crypt, drawn "\u2020" each) and the
/*	Empress (empress, her zone, drawn "\u265b"), which the mail's
/*	text tells as notes; the game fills them, zwd_scene_board() does
/*	not.
/*
/*	zwd_picture() draws, top down on pic (PICTURE_WIDTH wide), the
/*	mission's name in the reader's language (locale: "en", "it",
/*	"es"), the map with what sc holds, the zones that hold too much
/*	to draw as a line of text each, and the legend.  When log is not
/*	NULL each thing drawn is appended to it as a line: "map X Y S"
/*	(the map's top left and a cell's side, in pixels), "ZONE TEXT"
/*	for a zone's label and marks ("A3 A3", "A3 #1", "B9 3W"),
/*	"more ZONE TEXT" for a mark listed under the map, "legend TEXT".
/* DIAGNOSTICS
/*	zwd_picture(): PB_EDATA when sc was not made for this map (its
/*	zone count differs).
/* SEE ALSO
/*	zwd_map(3h), picture(3), pbemd-zwd-map(5).
/*--*/

#ifndef ZWD_PICTURE_H
#define ZWD_PICTURE_H

#include "core/pb.h"
#include "core/picture.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_map.h"

struct zwd_scene_survivor {
	int         zone;
	const char *name;   /* borrowed; its first letter is drawn */
	int         colour; /* the player's: 0, 1, ... */
};

/* What stands on the map now; every array has nzones entries. */
struct zwd_scene {
	int                        nzones;
	int                       *zombies; /* nzones * ZWD_NZOMBIES */
	int                       *noise;
	unsigned char             *freeze;
	int                       *guards;
	int                       *cauldrons;
	int                       *ladders;     /* rope ladder tokens to take */
	int                       *objectives;  /* face down */
	int                        blue, green; /* a fixed deal's, face up; -1 */
	int                        spawn[ZWD_SPAWNS], desecrator;
	int                        exit, signaller, standard;
	struct zwd_scene_survivor *survivors; /* borrowed */
	int                        nsurvivors;
	/* Rules 3: per zone, bit k its Abomination card k's figure, drawn
	 * "A<k+1>"; NULL: a count, "2A". */
	unsigned *aboms;
	/* Rules 3: the Crypt Weapons lying face down per zone (NULL: none),
	 * and the zone where the Empress stands or waits to be taken (-1). */
	int *crypt;
	int  empress;
};

#define ZWD_SCENE_ZOMBIES(sc, z, t) ((sc)->zombies[(z)*ZWD_NZOMBIES + (t)])

struct zwd_scene *zwd_scene_new(const struct zwd_map *);
void              zwd_scene_board(struct zwd_scene *, const struct zwd_board *);
void              zwd_scene_free(struct zwd_scene *);
enum pb_rc        zwd_picture(const struct zwd_map *, const struct zwd_scene *, const char *locale,
           struct picture *, struct pb_buf *log, struct pb_err *);

#endif
