/*++
/* NAME
/*	zwd_picture 3h
/* SUMMARY
/*	Zombicide: White Death, the map as a picture
/* SYNOPSIS
/*	#include "games/zwd/zwd_picture.h"
/*
/*	struct zwd_scene *zwd_scene_new(const struct zwd_map *map);
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
/*	tokens where they lie now, the zombies per zone and type, the
/*	survivors (a name and a colour), the noise.  Objectives are
/*	counts of face-down tokens per zone: what is under them is not
/*	in a scene, so no picture can show it (the Blue and Green of a
/*	"fixed" deal are public, the mission names their zones).
/*
/*	zwd_scene_new() makes the scene of a mission at set-up, from its
/*	map's setup: no zombie, no survivor, no noise yet (the game
/*	puts them); caller frees with zwd_scene_free() (NULL: nothing).
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
#include "games/zwd/zwd_map.h"

/* Zombies as the picture counts them: W/R/B, Abomination, Necromancer. */
enum zwd_pic_zombie {
	ZWD_PIC_WALKER,
	ZWD_PIC_RUNNER,
	ZWD_PIC_BRUTE,
	ZWD_PIC_ABOMINATION,
	ZWD_PIC_NECROMANCER,
	ZWD_PIC_NZOMBIES
};

struct zwd_scene_survivor {
	int         zone;
	const char *name;   /* borrowed; its first letter is drawn */
	int         colour; /* the player's: 0, 1, ... */
};

/* What stands on the map now; every array has nzones entries. */
struct zwd_scene {
	int                        nzones;
	int                       *zombies; /* nzones * ZWD_PIC_NZOMBIES */
	int                       *noise;
	int                       *guards;
	int                       *cauldrons;
	int                       *ladders;    /* rope ladder tokens to take */
	int                       *objectives; /* face down */
	int                        blue, green; /* a fixed deal's, face up; -1 */
	int                        spawn[ZWD_SPAWNS], desecrator;
	int                        exit, signaller, standard;
	struct zwd_scene_survivor *survivors; /* borrowed */
	int                        nsurvivors;
};

#define ZWD_SCENE_ZOMBIES(sc, z, t) ((sc)->zombies[(z) * ZWD_PIC_NZOMBIES + (t)])

struct zwd_scene *zwd_scene_new(const struct zwd_map *);
void              zwd_scene_free(struct zwd_scene *);
enum pb_rc        zwd_picture(const struct zwd_map *, const struct zwd_scene *, const char *locale,
           struct picture *, struct pb_buf *log, struct pb_err *);

#endif
