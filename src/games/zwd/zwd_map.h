/*++
/* NAME
/*	zwd_map 3h
/* SUMMARY
/*	Zombicide: White Death, the board: tiles, zones, edges, missions
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	struct zwd_mappack *zwd_mappack_parse(const char *text,
/*			struct pb_err *err);
/*	void	zwd_mappack_free(struct zwd_mappack *mp);
/*	enum pb_rc zwd_map_check(const struct zwd_mappack *mp,
/*			struct pb_err *err);
/*	enum pb_rc zwd_tile_read(struct zwd_tile *t, struct pb_err *err);
/*	const struct zwd_tile *zwd_mappack_tile(
/*			const struct zwd_mappack *mp, const char *id);
/*	const struct zwd_mission *zwd_mappack_mission(
/*			const struct zwd_mappack *mp, const char *id);
/*
/*	enum pb_rc zwd_map_build(const struct zwd_mappack *mp,
/*			const char *mission, struct zwd_map **map,
/*			struct pb_err *err);
/*	struct zwd_map *zwd_map_dup(const struct zwd_map *map);
/*	void	zwd_map_free(struct zwd_map *map);
/*	int	zwd_map_zone(const struct zwd_map *map, const char *label);
/*	int	zwd_map_kind(const struct zwd_map *map, int z);
/*	int	zwd_map_edge(const struct zwd_map *map, int a, int b);
/*	int	zwd_map_invariants(const struct zwd_map *map, char *why,
/*			size_t len);
/*
/*	void	zwd_map_corrupt(struct zwd_map *map, int z);
/*	void	zwd_map_purge(struct zwd_map *map, int z);
/*	void	zwd_map_burn(struct zwd_map *map, int z);
/*	enum pb_rc zwd_map_ladder_put(struct zwd_map *map, int a, int b);
/*	enum pb_rc zwd_map_ladder_take(struct zwd_map *map, int a, int b);
/*
/*	int	zwd_map_los(const struct zwd_map *map, int a, int b,
/*			unsigned see);
/*	int	zwd_map_step_ok(const struct zwd_map *map, int mover,
/*			int a, int b, unsigned how);
/*	int	zwd_map_dist(const struct zwd_map *map, int mover,
/*			int a, int b, unsigned how);
/*	int	*zwd_map_reach(const struct zwd_map *map, int mover,
/*			int a, unsigned how);
/*	int	zwd_map_next(const struct zwd_map *map, int mover, int a,
/*			int b, unsigned how, int *alt, int *nalt);
/*	int	zwd_map_destination(const struct zwd_map *map, int mover,
/*			int z, const int *survivors, const int *noise,
/*			unsigned see, int *alt, int *nalt);
/*	int	zwd_map_zombie_step(const struct zwd_map *map, int mover,
/*			int z, int dest, unsigned how);
/*	int	zwd_map_siege_climb(const struct zwd_map *map, int z,
/*			int dest);
/*	int	zwd_map_move_cost(int zombies_here);
/*	int	zwd_map_cauldron_ok(const struct zwd_map *map, int a, int b);
/*	int	zwd_map_pour_ok(const struct zwd_map *map, int a, int b);
/*	int	zwd_map_corruption_group(const struct zwd_map *map, int z,
/*			int *out);
/*	int	zwd_map_cell_side(const struct zwd_map *map, int x, int y,
/*			int d);
/*	json_t	*zwd_map_changes_save(const struct zwd_map *map);
/*	enum pb_rc zwd_map_changes_load(struct zwd_map *map,
/*			const json_t *changes, struct pb_err *err);
/* DESCRIPTION
/*	The board of Zombicide: White Death (issue 16), as data and as
/*	pure functions: no I/O, no clock, no chance.  Rules digest:
/*	shared/rules/zombicide-white-death.md sections 2, 3.5-3.6, 5, 8;
/*	the format and every reading chosen: pbemd-zwd-map(5).
/*
/*	Files: zwd_map_pack.c (the pack: tile sides and missions read by
/*	packini(3)), zwd_map_tile.c (a tile side's cells and edges),
/*	zwd_map_check.c (the checker), zwd_map_build.c (a mission's tiles
/*	placed into one map), zwd_map_setup.c (its tokens),
/*	zwd_map_play.c (the changes in play),
/*	zwd_los.c (line of sight), zwd_path.c (movement graphs, distances,
/*	shortest paths, the zombies' destination).
/*
/*	Tile sides.  A tile side (26R ... 34V) is a square of
/*	ZWD_TILE_CELLS x ZWD_TILE_CELLS cells.  Each cell belongs to one
/*	zone of the tile, numbered 1 to ZWD_TILE_ZONES; a zone is a
/*	4-connected set of cells of one kind (street, building, walkway,
/*	ruin).  Two zones are adjacent when a cell of one shares a side
/*	with a cell of the other (corners never count).  Each adjacent
/*	pair has one edge (enum zwd_edge) for its whole shared boundary:
/*	by default street-street and walkway-walkway OPEN, walkway-street
/*	RAMPART, anything with a building or ruin WALL; the tile file
/*	names the exceptions (openings, stairs, walls across a street,
/*	rampart spots where a rope ladder may go).  Zones with a printed
/*	objective spot are marked.
/*
/*	Missions.  A mission lays tile sides on a grid of at most
/*	ZWD_GRID_MAX x ZWD_GRID_MAX positions, each with a rotation (0,
/*	90, 180, 270 degrees clockwise).  Positions are lettered A, B, C
/*	... in reading order; a zone's label is the letter of its
/*	position and its number on the tile: "A3", "F12".  Across a tile
/*	border two zones that face each other get an edge by their kinds:
/*	street-street and walkway-walkway BORDER (open), anything else
/*	WALL; a walkway cell facing a cell that is not a walkway is a
/*	rotation that does not fit.  The mission puts tokens on zones
/*	(struct zwd_setup) and names its special rules and its win and
/*	lose tests by word (ZWD_RULE_*, ZWD_WIN_*, ZWD_LOSE_*).
/*
/*	The map.  struct zwd_map is one mission's board: the zones with
/*	their labels, kinds and cells, the edge of every pair, the setup,
/*	and what play changed: Corruption (the zone is a street from then
/*	on, for line of sight and everything else; walls between two
/*	corrupted zones vanish; a rampart whose walkway side is corrupted
/*	opens), fire (a building zone becomes a ruin) and rope ladders
/*	placed on ladder spots (a passage for survivors only).  The
/*	changes are operations on the map; a state saves them as JSON
/*	(zwd_map_changes_save(), zwd_map_save.c) and loads them onto a map
/*	freshly built from its mission (zwd_map_changes_load()).
/*
/*	Functions.  zwd_mappack_parse() reads a pack text (pack(3): the
/*	*.ini files each after a "[file NAME]" line) holding [tile ID] and
/*	[mission ID] sections; zwd_map_check() checks every tile side and
/*	every mission of it (unknown zone, unreachable zone, a rotation
/*	that does not fit, a spawn outside a street, cells of a zone not
/*	connected ...), the first error in err.  zwd_tile_read() reads one
/*	tile side's text (zwd_map_tile.c; the parser calls it);
/*	zwd_mappack_tile() and zwd_mappack_mission() find a section by ID.  zwd_map_build() makes
/*	the map of one mission, caller frees with zwd_map_free();
/*	zwd_map_dup() copies one.  zwd_map_zone() is the index of a
/*	label (case does not matter), -1 when none.  zwd_map_kind() is a
/*	zone's kind now (Corruption and fire applied); zwd_map_edge() the
/*	edge between two zones now, ZWD_E_NONE when not adjacent.
/*
/*	zwd_map_corrupt() puts Corruption on a zone, zwd_map_purge() takes
/*	it off (the token goes back to the box: the caller counts it);
/*	zwd_map_burn() turns a building zone and the rooms joined to it
/*	by openings to ruins;
/*	zwd_map_ladder_put() places a rope ladder on the ladder spot
/*	between zones a and b (PB_EDATA when there is none, or one is
/*	there already), zwd_map_ladder_take() takes it back.
/*
/*	zwd_map_los() is the range from a to b when b is in a's line of
/*	sight (the number of zone boundaries the line crosses; 0 for a
/*	itself), -1 when it is not; see holds ZWD_SEE_* skills.  Line of
/*	sight is symmetric.  zwd_map_step_ok() says whether a mover
/*	(ZWD_MOVER_*) may go from a to the adjacent zone b; zwd_map_dist()
/*	is the number of steps of a shortest path from a to b in the
/*	mover's graph, -1 when there is none (no "clear path");
/*	zwd_map_reach() is that number from a to every zone at once (a
/*	check of every zone or of many pairs: one search, not one a
/*	zone), caller frees.  zwd_map_next() is the first step of a shortest path (-1 when
/*	none, a when a == b); with alt it also gives every first step of
/*	a shortest path, in tie-break order, for a game that lets a
/*	player choose.  The tie-break: the lowest zone index, i.e. the
/*	label's position letter, then its number.
/*
/*	zwd_map_destination() picks where the zombies of a zone go (digest
/*	2.2): the visible zones with survivors first, among those the ones
/*	with a clear path, the noisiest; else the noisiest zone with a
/*	clear path, else the noisiest; survivors[] and noise[] are per
/*	zone (noise counts tokens and survivors).  It returns -1 when
/*	nothing makes noise; alt gets the tied candidates.
/*	zwd_map_zombie_step() is the zone the zombies of z move to toward
/*	dest: along a clear path when there is one; else along a shortest
/*	path as if there were no obstacles, stopped (returns z) when its
/*	first step is not one they may take (ZWD_PATH_DETOUR: an equally
/*	short first step they may take, when there is one).
/*	zwd_map_siege_climb() is the walkway a zombie of z climbs onto
/*	under a Zombie Siege card, -1 when it does not (zwd_path.c).
/*	zwd_map_move_cost() is the Actions a survivor's Move costs: 1, +1
/*	per zombie in the zone it leaves.  zwd_map_cauldron_ok(): a
/*	Cauldron moves to an adjacent zone a survivor could walk to, Stairs
/*	but never a rope ladder; zwd_map_pour_ok(): it is poured from a
/*	walkway onto an adjacent zone in sight that is not a walkway.
/*	zwd_map_corruption_group() writes into out (map->nzones ints) the
/*	corrupted zones joined to z by adjacency, z first, and returns
/*	their count (0 when z is not corrupted): the Corruption
/*	"attributable" to a spawn zone (mission 2).
/*
/*	zwd_map_cell_side() is the edge on side d (0 east, 1 west, 2
/*	south, 3 north) of cell (x, y): ZWD_E_NONE inside a zone, -1 at
/*	the board's edge or an empty position; for drawing walls.
/*
/*	Invariants (zwd_map_invariants() in zwd_map_build.c):
/*	(M1) every cell of the map is in exactly one zone or in none
/*	(an empty grid position); a zone's cells are 4-connected (checked
/*	when its tile side is read, zwd_tile_read());
/*	(M2) edge[a][b] == edge[b][a]; edge[a][a] == ZWD_E_NONE; two zones
/*	have an edge other than NONE iff they share a cell side;
/*	(M3) a placed ladder is on a ladder spot (ZWD_EF_SPOT);
/*	(M4) a burnt zone was printed a building; the kind of a corrupted
/*	zone is ZWD_STREET.
/* DIAGNOSTICS
/*	zwd_mappack_parse(): NULL with "FILE:LINE: ..." (packini(3)) or
/*	"[tile ID]: ..." / "[mission ID]: ...".  zwd_map_check() and
/*	zwd_map_build(): PB_EDATA with the section and what is wrong.
/*	A zone index out of range passed by a caller: pb_panic().
/* SEE ALSO
/*	pbemd-zwd-map(5), the format and the rule readings.
/*--*/

#ifndef ZWD_MAP_H
#define ZWD_MAP_H

#include <jansson.h>

#include "core/pb.h"

#define ZWD_TILE_CELLS 6  /* a tile side is 6 x 6 cells */
#define ZWD_TILE_ZONES 35 /* zones of a tile: 1-9, a-z in the cells */
#define ZWD_GRID_MAX 4    /* tile positions per row and per column */
#define ZWD_SPAWNS 4      /* numbered spawn tokens #1 - #4 */
#define ZWD_STARTS 2      /* starting zones of a mission */
#define ZWD_LABEL 8       /* bytes of a zone label with its NUL */

/* The kind of a zone. */
enum zwd_kind { ZWD_STREET, ZWD_BUILDING, ZWD_WALKWAY, ZWD_RUIN, ZWD_NKINDS };

/* The edge between two zones. */
enum zwd_edge {
	ZWD_E_NONE,    /* not adjacent */
	ZWD_E_OPEN,    /* open street line (or walkway to walkway) */
	ZWD_E_BORDER,  /* open, across a tile border */
	ZWD_E_WALL,    /* a wall: no passage, blocks line of sight */
	ZWD_E_OPENING, /* a wall with an opening */
	ZWD_E_RAMPART, /* a walkway's rampart over a street: down for zombies */
	ZWD_E_STAIRS   /* a rampart with Stairs: up and down */
};

/* Edge flags. */
#define ZWD_EF_SPOT 0x01   /* a rampart where a rope ladder may go */
#define ZWD_EF_LADDER 0x02 /* a rope ladder is placed there */

/* Who moves: each has its own directed graph. */
enum zwd_mover {
	ZWD_MOVER_SURVIVOR,    /* stairs, placed rope ladders */
	ZWD_MOVER_ZOMBIE,      /* walkers, runners, brutes: up by stairs only */
	ZWD_MOVER_ABOMINATION, /* ignores ramparts; walls still block */
	ZWD_MOVER_GEO,         /* "as if there were no obstacles" */
	ZWD_NMOVERS
};

/* Skills that change line of sight (zwd_map_los() see). */
#define ZWD_SEE_GHOST 0x01 /* Ghost Vision: through walls and buildings */
#define ZWD_SEE_RUINS 0x02 /* Ruin Sight: ruins are streets */

/* Movement options (how). */
#define ZWD_HOW_CLIMBER 0x01 /* Wall Climber: ramparts without stairs */
#define ZWD_PATH_DETOUR 0x02 /* a blocked zombie takes an equal legal step */

/* Objective colours. */
enum zwd_colour { ZWD_OBJ_RED, ZWD_OBJ_BLUE, ZWD_OBJ_GREEN };

/* How a mission's objectives are dealt. */
enum zwd_deal {
	ZWD_DEAL_SHUFFLED, /* blue and green face down among the reds */
	ZWD_DEAL_FIXED,    /* blue and green in the zones the mission names */
	ZWD_DEAL_RED       /* all red */
};

/* Special rules (mission key rules). */
#define ZWD_RULE_INTRO_PILES 0x0001   /* Intro: equipment piles on objectives */
#define ZWD_RULE_BILE_SUPPLY 0x0002   /* 1: Dragon Bile at the Standard */
#define ZWD_RULE_TOMES 0x0004         /* 2: tomes purge Corruption */
#define ZWD_RULE_BURN 0x0008          /* 4: Dragon Fire burns a building */
#define ZWD_RULE_EMPRESS_TAKE 0x0010  /* 5: the Signaller is carried */
#define ZWD_RULE_GUARDS_STAY 0x0020   /* 5: guards at the Signaller stay */
#define ZWD_RULE_LADDER_OBJ 0x0040    /* 6: blue, green give rope ladders */
#define ZWD_RULE_EXIT_TURN_END 0x0080 /* 7, 10: exit at the end of a Turn */
#define ZWD_RULE_RELICS 0x0100        /* 8: reds move spawn tokens */
#define ZWD_RULE_EMPRESS_WALK 0x0200  /* 9: the Signaller is a survivor */
#define ZWD_RULE_CRYPT_RED 0x0400     /* reds give a crypt weapon */
#define ZWD_RULE_CRYPT_COLOUR 0x0800  /* blue and green give a crypt weapon */

/* Win tests, all of which must hold at once. */
#define ZWD_WIN_OBJECTIVES 0x0001  /* every objective taken */
#define ZWD_WIN_BILE4 0x0002       /* 4 Dragon Bile among the survivors */
#define ZWD_WIN_ON_WALKWAYS 0x0004 /* survivors, guards on walkways, no zombie */
#define ZWD_WIN_NO_CORRUPTION 0x0008
#define ZWD_WIN_CRYPT8 0x0010          /* 8 crypt weapons taken */
#define ZWD_WIN_BURNT 0x0020           /* every objective building burnt */
#define ZWD_WIN_SIGNALLER_EXIT 0x0040  /* the Signaller in the exit, no zombie */
#define ZWD_WIN_BLUE_GREEN 0x0080      /* blue and green taken */
#define ZWD_WIN_ESCAPE 0x0100          /* all out by the exit with the guards */
#define ZWD_WIN_SPAWNS_STANDARD 0x0200 /* spawn tokens at the Standard */

/* Lose tests besides the general ones. */
#define ZWD_LOSE_GUARD 0x0001   /* a guard eliminated */
#define ZWD_LOSE_EMPRESS 0x0002 /* the Signaller wounded */

/* ---- the pack: tile sides and missions (zwd_map_pack.c) ---------- */

struct zwd_tile {
	char *id; /* "26r" */
	char *name, *name_it, *name_es;
	char *cells, *streets, *buildings, *walkways, *ruins; /* pack text */
	char *openings, *stairs, *spots, *walls, *objectives;

	/* Read from the text by zwd_map_check() and zwd_map_build(). */
	unsigned char grid[ZWD_TILE_CELLS][ZWD_TILE_CELLS]; /* zone 1.. */
	int           nzones;                               /* highest zone */
	unsigned char kind[ZWD_TILE_ZONES + 1];
	unsigned char edge[ZWD_TILE_ZONES + 1][ZWD_TILE_ZONES + 1];
	unsigned char eflag[ZWD_TILE_ZONES + 1][ZWD_TILE_ZONES + 1];
	unsigned char objective[ZWD_TILE_ZONES + 1];
	int           ready; /* read without error */
};

struct zwd_mission {
	char    *id; /* "intro", "1" ... "10" */
	char    *name, *name_it, *name_es;
	int      difficulty, duration, survivors;
	char    *tiles; /* "30V 31R@90 / 28R 29R / ..." */
	char    *start, *signaller, *standard, *exit;
	char    *spawn[ZWD_SPAWNS], *desecrator;
	char    *guards, *cauldrons, *ladders, *corruption;
	char    *objectives, *extra, *blue, *green;
	int      deal;             /* enum zwd_deal */
	unsigned rules, win, lose; /* ZWD_RULE_*, ZWD_WIN_*, ZWD_LOSE_* */
};

struct zwd_mappack {
	char               *name, *version;
	struct zwd_tile    *tiles;
	int                 ntiles;
	struct zwd_mission *missions;
	int                 nmissions;
};

struct zwd_mappack       *zwd_mappack_parse(const char *, struct pb_err *);
void                      zwd_mappack_free(struct zwd_mappack *);
enum pb_rc                zwd_map_check(const struct zwd_mappack *, struct pb_err *);
enum pb_rc                zwd_tile_read(struct zwd_tile *, struct pb_err *);
const struct zwd_tile    *zwd_mappack_tile(const struct zwd_mappack *, const char *id);
const struct zwd_mission *zwd_mappack_mission(const struct zwd_mappack *, const char *id);

/* ---- one mission's board (zwd_map_build.c) ----------------------- */

struct zwd_zone {
	char label[ZWD_LABEL]; /* "A3" */
	int  pos;              /* grid position, 0 = A */
	int  local;            /* the zone's number on its tile */
	int  kind;             /* printed kind, enum zwd_kind */
	int  ncells;
	int  x0, y0, x1, y1; /* bounding box in map cells, inclusive */
	int  spot;           /* a printed objective spot */
};

struct zwd_guardpost {
	int zone, count;
};

/* What the mission puts on the board (zone indices, -1 for none). */
struct zwd_setup {
	int               start[ZWD_STARTS], nstart;
	int               signaller, standard, exit;
	int               spawn[ZWD_SPAWNS], desecrator;
	struct zwd_guardpost *guards;
	int               nguards;
	int              *cauldrons, ncauldrons;
	int              *ladders, nladders; /* where the tokens lie */
	int              *corruption, ncorruption;
	int              *objectives, nobjectives; /* every objective token */
	int               blue, green;             /* ZWD_DEAL_FIXED */
	int               deal;
	unsigned          rules, win, lose;
};

struct zwd_place {
	const struct zwd_tile *tile; /* borrowed from the pack; NULL: empty */
	int                    rot;  /* degrees clockwise */
};

struct zwd_map {
	const struct zwd_mission *mission;                            /* borrowed from the pack */
	int                       rows, cols;                         /* tile positions */
	struct zwd_place          place[ZWD_GRID_MAX * ZWD_GRID_MAX]; /* by position */
	int                       w, h;                               /* cells */
	int                      *cell; /* w*h zone indices, -1 none */
	int                       nzones;
	struct zwd_zone          *zone;
	unsigned char            *edge;  /* nzones*nzones enum zwd_edge, printed */
	unsigned char            *eflag; /* nzones*nzones ZWD_EF_* */
	struct zwd_setup          setup;

	/* Changes in play. */
	unsigned char *corrupt; /* per zone */
	unsigned char *burnt;   /* per zone */
};

enum pb_rc zwd_map_build(
    const struct zwd_mappack *, const char *mission, struct zwd_map **, struct pb_err *);
struct zwd_map *zwd_map_dup(const struct zwd_map *);
void            zwd_map_free(struct zwd_map *);
int             zwd_map_zone(const struct zwd_map *, const char *label);
int             zwd_map_kind(const struct zwd_map *, int z);
int             zwd_map_edge(const struct zwd_map *, int a, int b);
int             zwd_map_invariants(const struct zwd_map *, char *why, size_t len);

void       zwd_map_corrupt(struct zwd_map *, int z);
void       zwd_map_purge(struct zwd_map *, int z);
void       zwd_map_burn(struct zwd_map *, int z);
enum pb_rc zwd_map_ladder_put(struct zwd_map *, int a, int b);
enum pb_rc zwd_map_ladder_take(struct zwd_map *, int a, int b);
int        zwd_map_cell_side(const struct zwd_map *, int x, int y, int d);
json_t    *zwd_map_changes_save(const struct zwd_map *);
enum pb_rc zwd_map_changes_load(struct zwd_map *, const json_t *, struct pb_err *);

/* ---- line of sight (zwd_los.c) ----------------------------------- */

int zwd_map_los(const struct zwd_map *, int a, int b, unsigned see);

/* ---- movement and paths (zwd_path.c) ----------------------------- */

int zwd_map_step_ok(const struct zwd_map *, int mover, int a, int b, unsigned how);
int  zwd_map_dist(const struct zwd_map *, int mover, int a, int b, unsigned how);
int *zwd_map_reach(const struct zwd_map *, int mover, int a, unsigned how);
int zwd_map_next(
    const struct zwd_map *, int mover, int a, int b, unsigned how, int *alt, int *nalt);
int zwd_map_destination(const struct zwd_map *, int mover, int z, const int *survivors,
    const int *noise, unsigned see, int *alt, int *nalt);
int zwd_map_zombie_step(const struct zwd_map *, int mover, int z, int dest, unsigned how);
int zwd_map_siege_climb(const struct zwd_map *, int z, int dest);
int zwd_map_move_cost(int zombies_here);
int zwd_map_cauldron_ok(const struct zwd_map *, int a, int b);
int zwd_map_pour_ok(const struct zwd_map *, int a, int b);
int zwd_map_corruption_group(const struct zwd_map *, int z, int *out);

#endif
