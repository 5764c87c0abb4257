/*++
/* NAME
/*	zwd_map_tile 3
/* SUMMARY
/*	Zombicide: White Death, read one tile side's cells and edges
/* SYNOPSIS
/*	#include "games/zwd/zwd_map_private.h"
/*
/*	enum pb_rc zwd_tile_read(struct zwd_tile *t, struct pb_err *err);
/* DESCRIPTION
/*	zwd_tile_read() reads the pack text of a tile side into its grid,
/*	kinds, edges and objective spots (pbemd-zwd-map(5)):
/*
/*	cells: ZWD_TILE_CELLS rows of ZWD_TILE_CELLS characters, each the
/*	zone of a cell: 1-9 for zones 1 to 9, a-z for zones 10 to 35.
/*	The zones are numbered from 1 without a gap; each is 4-connected.
/*	streets, buildings, walkways, ruins: the zones of each kind;
/*	every zone has exactly one.
/*	openings, stairs, ladder_spots, walls: pairs "3-1" of zones that
/*	touch: a wall with an opening (one side a building or a ruin),
/*	Stairs and a rope ladder spot (a walkway and a street), a wall
/*	across what would be open (street-street, walkway-walkway).
/*	objectives: the zones with a printed objective spot.
/*
/*	On success t->ready is 1.
/* DIAGNOSTICS
/*	PB_EDATA "[tile ID]: KEY: ..." for the first thing wrong.
/*--*/

/* System. */
#include <ctype.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map_private.h"

#define N ZWD_TILE_CELLS

static const char *const kind_keys[ZWD_NKINDS] = { "streets", "buildings", "walkways", "ruins" };

/* zone_of - the zone number of a cell character, 0 when none */

static int
zone_of(int c)
{
	if (c >= '1' && c <= '9')
		return (c - '0');
	if (c >= 'a' && c <= 'z')
		return (c - 'a' + 10);
	return (0);
}

/* zwd_word - the next word of *s (at most len - 1 bytes), 0 at the end */

int
zwd_word(const char **s, char *w, size_t len)
{
	size_t n = 0;

	while (**s != 0 && (isspace((unsigned char)**s) || **s == ','))
		(*s)++;
	if (**s == 0)
		return (0);
	while (**s != 0 && !isspace((unsigned char)**s) && **s != ',') {
		if (n + 1 < len)
			w[n++] = **s;
		(*s)++;
	}
	w[n] = 0;
	return (1);
}

/* read_cells - the grid, and the highest zone */

static int
read_cells(struct zwd_tile *t, struct pb_err *err)
{
	const char *s = t->cells != NULL ? t->cells : "";
	char        w[64];
	int         row = 0, x, z, seen[ZWD_TILE_ZONES + 1] = { 0 };

	while (zwd_word(&s, w, sizeof(w))) {
		if (row == N || strlen(w) != N)
			return (pb_err_set(err, PB_EDATA, "[tile %s]: cells: %d rows of %d cells",
			            t->id, N, N),
			    0);
		for (x = 0; x < N; x++) {
			if ((z = zone_of(w[x])) == 0)
				return (pb_err_set(err, PB_EDATA,
				            "[tile %s]: cells: '%c' is not a zone (1-9, a-z)",
				            t->id, w[x]),
				    0);
			t->grid[row][x] = (unsigned char)z;
			seen[z] = 1;
			if (z > t->nzones)
				t->nzones = z;
		}
		row++;
	}
	if (row != N)
		return (
		    pb_err_set(err, PB_EDATA, "[tile %s]: cells: %d rows of %d cells", t->id, N, N),
		    0);
	for (z = 1; z <= t->nzones; z++)
		if (!seen[z])
			return (pb_err_set(err, PB_EDATA, "[tile %s]: cells: no cell of zone %d",
			            t->id, z),
			    0);
	return (1);
}

/* connected - whether the cells of zone z are 4-connected */

static int
connected(const struct zwd_tile *t, int z)
{
	unsigned char    mark[N][N] = { { 0 } };
	int              stack[N * N], n = 0, x, y, i, total = 0, reached = 0;
	static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };

	for (y = 0; y < N; y++)
		for (x = 0; x < N; x++)
			if (t->grid[y][x] == z && total++ == 0) {
				mark[y][x] = 1;
				stack[n++] = y * N + x;
			}
	while (n > 0) {
		y = stack[--n] / N;
		x = stack[n] % N;
		reached++;
		for (i = 0; i < 4; i++) {
			int nx = x + dx[i], ny = y + dy[i];

			if (nx >= 0 && nx < N && ny >= 0 && ny < N && !mark[ny][nx]
			    && t->grid[ny][nx] == z) {
				mark[ny][nx] = 1;
				stack[n++] = ny * N + nx;
			}
		}
	}
	return (reached == total);
}

/* read_kinds - each zone's kind, exactly one each */

static int
read_kinds(struct zwd_tile *t, struct pb_err *err)
{
	char *const lists[ZWD_NKINDS] = { t->streets, t->buildings, t->walkways, t->ruins };
	int         given[ZWD_TILE_ZONES + 1] = { 0 }, k, z;
	const char *s;
	char        w[64];

	for (k = 0; k < ZWD_NKINDS; k++)
		for (s = lists[k] != NULL ? lists[k] : ""; zwd_word(&s, w, sizeof(w));) {
			z = strlen(w) == 1 ? zone_of(w[0]) : 0;
			if (z == 0 || z > t->nzones)
				return (pb_err_set(err, PB_EDATA, "[tile %s]: %s: unknown zone %s",
				            t->id, kind_keys[k], w),
				    0);
			if (given[z]++)
				return (pb_err_set(err, PB_EDATA,
				            "[tile %s]: %s: zone %s has a kind already", t->id,
				            kind_keys[k], w),
				    0);
			t->kind[z] = (unsigned char)k;
		}
	for (z = 1; z <= t->nzones; z++) {
		if (!given[z])
			return (
			    pb_err_set(err, PB_EDATA, "[tile %s]: zone %d has no kind", t->id, z),
			    0);
		if (!connected(t, z))
			return (pb_err_set(err, PB_EDATA,
			            "[tile %s]: cells of zone %d are not connected", t->id, z),
			    0);
	}
	return (1);
}

/* zwd_kind_word - the word of a zone kind */

const char *
zwd_kind_word(int k)
{
	static const char *const words[ZWD_NKINDS] = { "street", "building", "walkway", "ruin" };

	return (k >= 0 && k < ZWD_NKINDS ? words[k] : "?");
}

/* default_edge - the edge two touching zones get by their kinds */

static int
default_edge(int a, int b)
{
	if (a == ZWD_STREET && b == ZWD_STREET)
		return (ZWD_E_OPEN);
	if (a == ZWD_WALKWAY && b == ZWD_WALKWAY)
		return (ZWD_E_OPEN);
	if ((a == ZWD_WALKWAY && b == ZWD_STREET) || (a == ZWD_STREET && b == ZWD_WALKWAY))
		return (ZWD_E_RAMPART);
	return (ZWD_E_WALL);
}

/* default_edges - every touching pair gets its default edge */

static void
default_edges(struct zwd_tile *t)
{
	int x, y, a, b;

	for (y = 0; y < N; y++)
		for (x = 0; x < N; x++) {
			a = t->grid[y][x];
			if (x + 1 < N && (b = t->grid[y][x + 1]) != a)
				t->edge[a][b] = t->edge[b][a] =
				    (unsigned char)default_edge(t->kind[a], t->kind[b]);
			if (y + 1 < N && (b = t->grid[y + 1][x]) != a)
				t->edge[a][b] = t->edge[b][a] =
				    (unsigned char)default_edge(t->kind[a], t->kind[b]);
		}
}

/* pair_ok - the edge a pair of key may change, and to what */

static int
pair_ok(const struct zwd_tile *t, const char *key, int a, int b)
{
	int ka = t->kind[a], kb = t->kind[b], e = t->edge[a][b];
	int room = ka == ZWD_BUILDING || ka == ZWD_RUIN || kb == ZWD_BUILDING || kb == ZWD_RUIN;

	if (strcmp(key, "openings") == 0)
		return (e == ZWD_E_WALL && room);
	if (strcmp(key, "stairs") == 0 || strcmp(key, "ladder_spots") == 0)
		return (e == ZWD_E_RAMPART);
	return (e == ZWD_E_OPEN); /* walls */
}

/* read_pairs - one of the keys of pairs */

static int
read_pairs(struct zwd_tile *t, const char *key, const char *text, struct pb_err *err)
{
	const char *s = text != NULL ? text : "";
	char        w[64];
	int         a, b;

	while (zwd_word(&s, w, sizeof(w))) {
		if (strlen(w) != 3 || w[1] != '-' || (a = zone_of(w[0])) == 0 || a > t->nzones
		    || (b = zone_of(w[2])) == 0 || b > t->nzones)
			return (
			    pb_err_set(err, PB_EDATA,
			        "[tile %s]: %s: %s is not a pair of zones (3-1)", t->id, key, w),
			    0);
		if (t->edge[a][b] == ZWD_E_NONE)
			return (
			    pb_err_set(err, PB_EDATA, "[tile %s]: %s: zones %c and %c do not touch",
			        t->id, key, w[0], w[2]),
			    0);
		if (!pair_ok(t, key, a, b))
			return (
			    pb_err_set(err, PB_EDATA, "[tile %s]: %s: %s cannot be one (%s to %s)",
			        t->id, key, w, kind_keys[t->kind[a]], kind_keys[t->kind[b]]),
			    0);
		if (strcmp(key, "openings") == 0)
			t->edge[a][b] = t->edge[b][a] = ZWD_E_OPENING;
		else if (strcmp(key, "stairs") == 0)
			t->edge[a][b] = t->edge[b][a] = ZWD_E_STAIRS;
		else if (strcmp(key, "walls") == 0)
			t->edge[a][b] = t->edge[b][a] = ZWD_E_WALL;
		else
			t->eflag[a][b] = t->eflag[b][a] = ZWD_EF_SPOT;
	}
	return (1);
}

/* read_objectives - the printed objective spots */

static int
read_objectives(struct zwd_tile *t, struct pb_err *err)
{
	const char *s = t->objectives != NULL ? t->objectives : "";
	char        w[64];
	int         z;

	while (zwd_word(&s, w, sizeof(w))) {
		z = strlen(w) == 1 ? zone_of(w[0]) : 0;
		if (z == 0 || z > t->nzones)
			return (pb_err_set(err, PB_EDATA, "[tile %s]: objectives: unknown zone %s",
			            t->id, w),
			    0);
		t->objective[z] = 1;
	}
	return (1);
}

/* zwd_tile_read - read a tile side's text into its grid and edges */

enum pb_rc
zwd_tile_read(struct zwd_tile *t, struct pb_err *err)
{
	memset(t->grid, 0, sizeof(t->grid));
	memset(t->edge, 0, sizeof(t->edge));
	memset(t->eflag, 0, sizeof(t->eflag));
	memset(t->objective, 0, sizeof(t->objective));
	t->nzones = 0;
	t->ready = 0;
	if (!read_cells(t, err) || !read_kinds(t, err))
		return (PB_EDATA);
	default_edges(t);
	if (!read_pairs(t, "walls", t->walls, err) || !read_pairs(t, "openings", t->openings, err)
	    || !read_pairs(t, "stairs", t->stairs, err)
	    || !read_pairs(t, "ladder_spots", t->spots, err) || !read_objectives(t, err))
		return (PB_EDATA);
	t->ready = 1;
	return (PB_OK);
}
