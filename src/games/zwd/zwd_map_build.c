/*++
/* NAME
/*	zwd_map_build 3
/* SUMMARY
/*	Zombicide: White Death, a mission's tiles placed into one map
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	enum pb_rc zwd_map_build(const struct zwd_mappack *mp,
/*			const char *mission, struct zwd_map **map,
/*			struct pb_err *err);
/*	struct zwd_map *zwd_map_dup(const struct zwd_map *map);
/*	void	zwd_map_free(struct zwd_map *map);
/*	int	zwd_map_zone(const struct zwd_map *map, const char *label);
/*	int	zwd_map_invariants(const struct zwd_map *map, char *why,
/*			size_t len);
/* DESCRIPTION
/*	zwd_map_build() lays the mission's tile sides on its grid, each
/*	turned clockwise by its rotation, numbers the zones (position
/*	letter, then the zone's number on its tile), joins the zones that
/*	face each other across tile borders (zwd_map.h), and reads the
/*	mission's tokens into map->setup (zwd_map_setup.c).  *map is
/*	written only on success; caller frees with zwd_map_free().
/*
/*	zwd_map_dup() is a deep copy (the mission stays borrowed).
/*	zwd_map_zone() is the zone of a label, -1 when none.
/*	zwd_map_invariants() checks (M1)-(M4) of zwd_map.h: 1, or 0 with
/*	the first broken one in why.
/* DIAGNOSTICS
/*	PB_ENOENT: no such mission.  PB_EDATA "[mission ID]: tiles: ..."
/*	for a grid that does not read, an unknown tile side, a tile used
/*	twice, a rotation that is not 0, 90, 180 or 270 or that does not
/*	fit; "[mission ID]: KEY: ..." for tokens (zwd_map_setup.c).
/*--*/

/* System. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map_private.h"

#define N ZWD_TILE_CELLS

struct placed {
	const struct zwd_tile *tile; /* NULL: an empty position */
	int                    rot;  /* degrees clockwise */
	int                    base; /* index of its zone 1 */
};

/* grid_word - the next word of a grid row: up to a space or a "/" */

static int
grid_word(const char **s, char *w, size_t len)
{
	size_t n = 0;

	while (**s != 0 && !isspace((unsigned char)**s) && **s != '/') {
		if (n + 1 < len)
			w[n++] = **s;
		(*s)++;
	}
	w[n] = 0;
	return (n > 0);
}

/* read_grid - the "tiles" key: rows of "ID[@ROT]" or "-" */

static int
read_grid(const struct zwd_mappack *mp, const struct zwd_mission *m, struct placed *pl, int *rows,
    int *cols, struct pb_err *err)
{
	const char *s = m->tiles != NULL ? m->tiles : "";
	char        w[32], *at;
	int         r = 0, c = 0, k = 0;

	if (m->tiles == NULL)
		return (pb_err_set(err, PB_EDATA, "[mission %s]: tiles: needed", m->id), 0);
	for (;;) {
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '/' || *s == 0) {
			if (c == 0 || (r > 0 && c != *cols))
				return (pb_err_set(err, PB_EDATA,
				            "[mission %s]: tiles: rows of one length, \"/\" "
				            "between them",
				            m->id),
				    0);
			*cols = c;
			r++;
			c = 0;
			if (*s++ == 0)
				break;
			continue;
		}
		if (r >= ZWD_GRID_MAX || c >= ZWD_GRID_MAX || !grid_word(&s, w, sizeof(w)))
			return (pb_err_set(err, PB_EDATA, "[mission %s]: tiles: at most %d by %d",
			            m->id, ZWD_GRID_MAX, ZWD_GRID_MAX),
			    0);
		k = r * ZWD_GRID_MAX + c++;
		pl[k].rot = 0;
		pl[k].tile = NULL;
		if ((at = strchr(w, '@')) != NULL) {
			*at++ = 0;
			pl[k].rot = atoi(at);
			if (strcmp(at, "0") != 0 && strcmp(at, "90") != 0 && strcmp(at, "180") != 0
			    && strcmp(at, "270") != 0)
				return (
				    pb_err_set(err, PB_EDATA,
				        "[mission %s]: tiles: %s: a rotation is 0, 90, 180 or 270",
				        m->id, at),
				    0);
		}
		if (strcmp(w, "-") != 0 && (pl[k].tile = zwd_mappack_tile(mp, w)) == NULL)
			return (pb_err_set(err, PB_EDATA, "[mission %s]: tiles: no tile side %s",
			            m->id, w),
			    0);
		if (pl[k].tile != NULL && !pl[k].tile->ready)
			return (pb_err_set(err, PB_EDATA,
			            "[mission %s]: tiles: tile side %s is broken", m->id, w),
			    0);
	}
	*rows = r;
	return (1);
}

/* tiles_once - each physical tile (both its sides) at most once */

static int
tiles_once(const struct zwd_mission *m, const struct placed *pl, struct pb_err *err)
{
	int i, j;

	for (i = 0; i < ZWD_GRID_MAX * ZWD_GRID_MAX; i++)
		for (j = i + 1; pl[i].tile != NULL && j < ZWD_GRID_MAX * ZWD_GRID_MAX; j++)
			if (pl[j].tile != NULL && strlen(pl[i].tile->id) == strlen(pl[j].tile->id)
			    && strncasecmp(
			           pl[i].tile->id, pl[j].tile->id, strlen(pl[i].tile->id) - 1)
			        == 0)
				return (pb_err_set(err, PB_EDATA,
				            "[mission %s]: tiles: one tile used twice (%s, %s)",
				            m->id, pl[i].tile->id, pl[j].tile->id),
				    0);
	return (1);
}

/* tile_cell - the tile's zone under map-local cell (lx, ly) */

static int
tile_cell(const struct placed *p, int lx, int ly)
{
	switch (p->rot) {
	case 90:
		return (p->tile->grid[N - 1 - lx][ly]);
	case 180:
		return (p->tile->grid[N - 1 - ly][N - 1 - lx]);
	case 270:
		return (p->tile->grid[lx][N - 1 - ly]);
	default:
		return (p->tile->grid[ly][lx]);
	}
}

/* lay_zones - zones and cells of every placed tile */

static void
lay_zones(struct zwd_map *m, struct placed *pl)
{
	int r, c, k, z, lx, ly, x, y;

	for (r = 0; r < m->rows; r++)
		for (c = 0; c < m->cols; c++)
			if ((pl[r * ZWD_GRID_MAX + c].tile) != NULL) {
				pl[r * ZWD_GRID_MAX + c].base = m->nzones;
				m->nzones += pl[r * ZWD_GRID_MAX + c].tile->nzones;
			}
	m->zone = pb_calloc((size_t)m->nzones + 1, sizeof(*m->zone));
	m->cell = pb_malloc(sizeof(int) * (size_t)(m->w * m->h));
	for (k = 0; k < m->w * m->h; k++)
		m->cell[k] = -1;
	for (r = 0; r < m->rows; r++)
		for (c = 0; c < m->cols; c++) {
			const struct placed *p = &pl[r * ZWD_GRID_MAX + c];

			if (p->tile == NULL)
				continue;
			for (z = 1; z <= p->tile->nzones; z++) {
				struct zwd_zone *zo = &m->zone[p->base + z - 1];

				snprintf(
				    zo->label, sizeof(zo->label), "%c%d", 'A' + r * m->cols + c, z);
				zo->pos = r * m->cols + c;
				zo->local = z;
				zo->kind = p->tile->kind[z];
				zo->spot = p->tile->objective[z];
				zo->x0 = m->w;
				zo->y0 = m->h;
			}
			for (ly = 0; ly < N; ly++)
				for (lx = 0; lx < N; lx++) {
					struct zwd_zone *zo;

					z = p->base + tile_cell(p, lx, ly) - 1;
					x = c * N + lx;
					y = r * N + ly;
					m->cell[y * m->w + x] = z;
					zo = &m->zone[z];
					zo->ncells++;
					zo->x0 = x < zo->x0 ? x : zo->x0;
					zo->y0 = y < zo->y0 ? y : zo->y0;
					zo->x1 = x > zo->x1 ? x : zo->x1;
					zo->y1 = y > zo->y1 ? y : zo->y1;
				}
		}
}

/* tile_edges - the printed edges within each tile */

static void
tile_edges(struct zwd_map *m, const struct placed *pl)
{
	int k, a, b, n = m->nzones;

	for (k = 0; k < ZWD_GRID_MAX * ZWD_GRID_MAX; k++) {
		const struct placed *p = &pl[k];

		for (a = 1; p->tile != NULL && a <= p->tile->nzones; a++)
			for (b = 1; b <= p->tile->nzones; b++) {
				m->edge[(p->base + a - 1) * n + p->base + b - 1] =
				    p->tile->edge[a][b];
				m->eflag[(p->base + a - 1) * n + p->base + b - 1] =
				    p->tile->eflag[a][b];
			}
	}
}

/* border_edge - join two zones facing each other across a tile border */

static int
border_edge(struct zwd_map *m, const struct zwd_mission *mi, int a, int b, struct pb_err *err)
{
	int ka = m->zone[a].kind, kb = m->zone[b].kind, e;

	if ((ka == ZWD_WALKWAY) != (kb == ZWD_WALKWAY))
		return (pb_err_set(err, PB_EDATA,
		            "[mission %s]: tiles: a rotation does not fit: walkway %s faces %s %s "
		            "across a "
		            "tile border",
		            mi->id, m->zone[ka == ZWD_WALKWAY ? a : b].label,
		            ka == ZWD_WALKWAY ? zwd_kind_word(kb) : zwd_kind_word(ka),
		            m->zone[ka == ZWD_WALKWAY ? b : a].label),
		    0);
	e = (ka == kb && (ka == ZWD_STREET || ka == ZWD_WALKWAY)) ? ZWD_E_BORDER : ZWD_E_WALL;
	m->edge[a * m->nzones + b] = m->edge[b * m->nzones + a] = (unsigned char)e;
	return (1);
}

/* border_edges - every pair of cells across a tile border */

static int
border_edges(struct zwd_map *m, const struct zwd_mission *mi, struct pb_err *err)
{
	int x, y, a, b;

	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			if ((a = m->cell[y * m->w + x]) < 0)
				continue;
			if (x + 1 < m->w && (x + 1) % N == 0 && (b = m->cell[y * m->w + x + 1]) >= 0
			    && !border_edge(m, mi, a, b, err))
				return (0);
			if (y + 1 < m->h && (y + 1) % N == 0
			    && (b = m->cell[(y + 1) * m->w + x]) >= 0
			    && !border_edge(m, mi, a, b, err))
				return (0);
		}
	return (1);
}

/* zwd_map_build - the map of one mission of the pack */

enum pb_rc
zwd_map_build(
    const struct zwd_mappack *mp, const char *mission, struct zwd_map **out, struct pb_err *err)
{
	struct placed             pl[ZWD_GRID_MAX * ZWD_GRID_MAX];
	const struct zwd_mission *mi;
	struct zwd_map           *m;
	int                       r, c;

	/* Sanity checks. */
	if ((mi = zwd_mappack_mission(mp, mission)) == NULL)
		return (pb_err_set(err, PB_ENOENT, "no mission %s", mission));

	/* Initialize. */
	memset(pl, 0, sizeof(pl));
	m = pb_calloc(1, sizeof(*m));
	m->mission = mi;
	if (!read_grid(mp, mi, pl, &m->rows, &m->cols, err) || !tiles_once(mi, pl, err))
		goto bad;
	m->w = m->cols * N;
	m->h = m->rows * N;
	for (r = 0; r < m->rows; r++)
		for (c = 0; c < m->cols; c++) {
			m->place[r * m->cols + c].tile = pl[r * ZWD_GRID_MAX + c].tile;
			m->place[r * m->cols + c].rot = pl[r * ZWD_GRID_MAX + c].rot;
		}

	/* Zones, cells, edges, tokens. */
	lay_zones(m, pl);
	m->edge = pb_calloc((size_t)m->nzones * (size_t)m->nzones + 1, 1);
	m->eflag = pb_calloc((size_t)m->nzones * (size_t)m->nzones + 1, 1);
	m->corrupt = pb_calloc((size_t)m->nzones + 1, 1);
	m->burnt = pb_calloc((size_t)m->nzones + 1, 1);
	tile_edges(m, pl);
	if (!border_edges(m, mi, err) || zwd_map_setup(m, err) != PB_OK)
		goto bad;
	*out = m;
	return (PB_OK);

bad:
	zwd_map_free(m);
	return (PB_EDATA);
}

/* dup_ints - a copy of n ints, NULL for none */

static int *
dup_ints(const int *v, int n)
{
	int *d;

	if (v == NULL)
		return (NULL);
	d = pb_malloc(sizeof(int) * (size_t)(n + 1));
	memcpy(d, v, sizeof(int) * (size_t)n);
	return (d);
}

/* zwd_map_dup - a deep copy of a map, caller frees */

struct zwd_map *
zwd_map_dup(const struct zwd_map *m)
{
	struct zwd_map *d = pb_malloc(sizeof(*d));
	size_t          nn = (size_t)m->nzones * (size_t)m->nzones + 1;

	*d = *m;
	d->cell = dup_ints(m->cell, m->w * m->h);
	d->zone = pb_malloc(sizeof(*d->zone) * ((size_t)m->nzones + 1));
	memcpy(d->zone, m->zone, sizeof(*d->zone) * ((size_t)m->nzones + 1));
	d->edge = pb_malloc(nn);
	memcpy(d->edge, m->edge, nn);
	d->eflag = pb_malloc(nn);
	memcpy(d->eflag, m->eflag, nn);
	d->corrupt = pb_malloc((size_t)m->nzones + 1);
	memcpy(d->corrupt, m->corrupt, (size_t)m->nzones + 1);
	d->burnt = pb_malloc((size_t)m->nzones + 1);
	memcpy(d->burnt, m->burnt, (size_t)m->nzones + 1);
	d->setup.guards = pb_malloc(sizeof(*d->setup.guards) * ((size_t)m->setup.nguards + 1));
	if (m->setup.nguards > 0)
		memcpy(d->setup.guards, m->setup.guards,
		    sizeof(*d->setup.guards) * (size_t)m->setup.nguards);
	d->setup.cauldrons = dup_ints(m->setup.cauldrons, m->setup.ncauldrons);
	d->setup.ladders = dup_ints(m->setup.ladders, m->setup.nladders);
	d->setup.corruption = dup_ints(m->setup.corruption, m->setup.ncorruption);
	d->setup.objectives = dup_ints(m->setup.objectives, m->setup.nobjectives);
	return (d);
}

/* zwd_map_free - release a map; NULL is a no-op */

void
zwd_map_free(struct zwd_map *m)
{
	if (m == NULL)
		return;
	free(m->cell);
	free(m->zone);
	free(m->edge);
	free(m->eflag);
	free(m->corrupt);
	free(m->burnt);
	free(m->setup.guards);
	free(m->setup.cauldrons);
	free(m->setup.ladders);
	free(m->setup.corruption);
	free(m->setup.objectives);
	free(m);
}

/* zwd_map_zone - the zone of a label, -1 when none */

int
zwd_map_zone(const struct zwd_map *m, const char *label)
{
	int z;

	for (z = 0; z < m->nzones; z++)
		if (strcasecmp(m->zone[z].label, label) == 0)
			return (z);
	return (-1);
}

/* zwd_map_invariants - (M1)-(M4): 1, or 0 with why */

int
zwd_map_invariants(const struct zwd_map *m, char *why, size_t len)
{
	int a, b, x, y, k, touch, n = m->nzones;

	for (a = 0; a < n; a++) {
		if (m->edge[a * n + a] != ZWD_E_NONE)
			return (snprintf(why, len, "(M2) zone %s has an edge to itself",
			            m->zone[a].label),
			    0);
		if (m->burnt[a] && m->zone[a].kind != ZWD_BUILDING)
			return (snprintf(why, len, "(M4) zone %s burnt but no building",
			            m->zone[a].label),
			    0);
		for (b = 0; b < n; b++) {
			if (m->edge[a * n + b] != m->edge[b * n + a])
				return (snprintf(why, len, "(M2) edge %s-%s not symmetric",
				            m->zone[a].label, m->zone[b].label),
				    0);
			if ((m->eflag[a * n + b] & ZWD_EF_LADDER)
			    && !(m->eflag[a * n + b] & ZWD_EF_SPOT))
				return (snprintf(why, len, "(M3) ladder off a spot at %s-%s",
				            m->zone[a].label, m->zone[b].label),
				    0);
		}
	}
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			a = m->cell[y * m->w + x];
			for (k = 0; k < 2; k++) {
				b = k == 0 ? (x + 1 < m->w ? m->cell[y * m->w + x + 1] : -1)
				           : (y + 1 < m->h ? m->cell[(y + 1) * m->w + x] : -1);
				touch = a >= 0 && b >= 0 && a != b;
				if (touch && m->edge[a * n + b] == ZWD_E_NONE)
					return (
					    snprintf(why, len, "(M2) %s and %s touch with no edge",
					        m->zone[a].label, m->zone[b].label),
					    0);
			}
		}
	return (1);
}
