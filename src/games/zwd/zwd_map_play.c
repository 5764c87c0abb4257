/*++
/* NAME
/*	zwd_map_play 3
/* SUMMARY
/*	Zombicide: White Death, the board's changes in play
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	int	zwd_map_kind(const struct zwd_map *map, int z);
/*	int	zwd_map_edge(const struct zwd_map *map, int a, int b);
/*	void	zwd_map_corrupt(struct zwd_map *map, int z);
/*	void	zwd_map_purge(struct zwd_map *map, int z);
/*	void	zwd_map_burn(struct zwd_map *map, int z);
/*	enum pb_rc zwd_map_ladder_put(struct zwd_map *map, int a, int b);
/*	enum pb_rc zwd_map_ladder_take(struct zwd_map *map, int a, int b);
/*	int	zwd_map_cell_side(const struct zwd_map *map, int x, int y,
/*			int d);
/* DESCRIPTION
/*	The printed board and what play did to it (digest 2.5, 3.11, 5):
/*
/*	Corruption.  A corrupted zone is a street for line of sight,
/*	movement and everything else: a walkway stops being one, a
/*	building too.  The wall between two corrupted zones is ignored
/*	(the edge reads OPEN); a wall between a corrupted zone and one
/*	that is not stays a wall (pbemd-zwd-map(5), RULE READINGS); the
/*	rampart or Stairs of a corrupted walkway over a street read OPEN
/*	(a street beside a street).
/*
/*	Fire.  zwd_map_burn() turns the building of a printed building
/*	zone into ruins (mission 4): the zone and every building zone
/*	joined to it by openings, room to room (rooms behind a plain wall
/*	are another building); any other zone is left as it is.
/*
/*	Rope ladders.  A ladder goes on a rampart printed as a ladder spot
/*	(ZWD_EF_SPOT); it is a passage for survivors only.
/*
/*	zwd_map_kind() and zwd_map_edge() are the kind and edge now;
/*	zwd_map_cell_side() the edge on one side of a cell (zwd_map.h).
/* DIAGNOSTICS
/*	zwd_map_ladder_put(): PB_EDATA when a-b is no ladder spot or holds
/*	a ladder already; zwd_map_ladder_take(): PB_EDATA when it holds
/*	none.  A zone index out of range: pb_panic().
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map.h"

/* zone_ok - panic on a zone index out of range */

static void
zone_ok(const struct zwd_map *m, int z)
{
	if (z < 0 || z >= m->nzones)
		pb_panic("zwd_map: zone %d out of 0..%d", z, m->nzones - 1);
}

/* zwd_map_kind - a zone's kind now */

int
zwd_map_kind(const struct zwd_map *m, int z)
{
	zone_ok(m, z);
	if (m->corrupt[z])
		return (ZWD_STREET);
	if (m->burnt[z])
		return (ZWD_RUIN);
	return (m->zone[z].kind);
}

/* zwd_map_edge - the edge between two zones now */

int
zwd_map_edge(const struct zwd_map *m, int a, int b)
{
	int e;

	zone_ok(m, a);
	zone_ok(m, b);
	e = m->edge[a * m->nzones + b];
	if (e == ZWD_E_NONE)
		return (e);
	if (m->corrupt[a] && m->corrupt[b])
		return (ZWD_E_OPEN);
	if ((e == ZWD_E_RAMPART || e == ZWD_E_STAIRS)
	    && ((m->corrupt[a] && m->zone[a].kind == ZWD_WALKWAY)
	        || (m->corrupt[b] && m->zone[b].kind == ZWD_WALKWAY)))
		return (ZWD_E_OPEN);
	return (e);
}

/* zwd_map_corrupt - put Corruption on a zone */

void
zwd_map_corrupt(struct zwd_map *m, int z)
{
	zone_ok(m, z);
	m->corrupt[z] = 1;
}

/* zwd_map_purge - take Corruption off a zone (mission 2's Tomes) */

void
zwd_map_purge(struct zwd_map *m, int z)
{
	zone_ok(m, z);
	m->corrupt[z] = 0;
}

/* zwd_map_burn - the building of zone z becomes ruins */

void
zwd_map_burn(struct zwd_map *m, int z)
{
	int *stack, n = 0, a, b;

	zone_ok(m, z);
	if (m->zone[z].kind != ZWD_BUILDING || m->burnt[z])
		return;
	stack = pb_malloc(sizeof(int) * (size_t)m->nzones);
	m->burnt[z] = 1;
	stack[n++] = z;
	while (n > 0) {
		a = stack[--n];
		for (b = 0; b < m->nzones; b++)
			if (!m->burnt[b] && m->zone[b].kind == ZWD_BUILDING
			    && m->edge[a * m->nzones + b] == ZWD_E_OPENING) {
				m->burnt[b] = 1;
				stack[n++] = b;
			}
	}
	free(stack);
}

/* ladder_set - put (on) or take (off) the ladder between a and b */

static enum pb_rc
ladder_set(struct zwd_map *m, int a, int b, int on)
{
	unsigned char *f, *g;

	zone_ok(m, a);
	zone_ok(m, b);
	f = &m->eflag[a * m->nzones + b];
	g = &m->eflag[b * m->nzones + a];
	if (!(*f & ZWD_EF_SPOT) || ((*f & ZWD_EF_LADDER) != 0) == on)
		return (PB_EDATA);
	*f ^= ZWD_EF_LADDER;
	*g ^= ZWD_EF_LADDER;
	return (PB_OK);
}

/* zwd_map_ladder_put - a rope ladder on the spot between a and b */

enum pb_rc
zwd_map_ladder_put(struct zwd_map *m, int a, int b)
{
	return (ladder_set(m, a, b, 1));
}

/* zwd_map_ladder_take - take back the rope ladder between a and b */

enum pb_rc
zwd_map_ladder_take(struct zwd_map *m, int a, int b)
{
	return (ladder_set(m, a, b, 0));
}

/* zwd_map_cell_side - the edge on side d of cell (x, y), for drawing */

int
zwd_map_cell_side(const struct zwd_map *m, int x, int y, int d)
{
	static const int dx[4] = { 1, -1, 0, 0 }, dy[4] = { 0, 0, 1, -1 };
	int              a, b, nx = x + dx[d], ny = y + dy[d];

	if (x < 0 || y < 0 || x >= m->w || y >= m->h || d < 0 || d > 3)
		pb_panic("zwd_map_cell_side: cell %d,%d side %d out of range", x, y, d);
	if ((a = m->cell[y * m->w + x]) < 0)
		return (-1);
	if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h || (b = m->cell[ny * m->w + nx]) < 0)
		return (-1);
	return (a == b ? ZWD_E_NONE : zwd_map_edge(m, a, b));
}
