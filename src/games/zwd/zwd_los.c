/*++
/* NAME
/*	zwd_los 3
/* SUMMARY
/*	Zombicide: White Death, line of sight on the cells of a map
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
/*	int	zwd_map_los(const struct zwd_map *map, int a, int b,
/*			unsigned see);
/* DESCRIPTION
/*	Line of sight follows straight lines of cells parallel to the
/*	board's edges, never diagonals (digest 3.5).  A line starts at any
/*	cell of a zone and goes cell by cell; each time it passes from one
/*	zone into another it crosses one zone boundary, which counts 1 of
/*	range.  zwd_map_los() is the shortest range of a line from a that
/*	reaches b, or from b that reaches a (line of sight is symmetric),
/*	-1 when none does; 0 when a == b.
/*
/*	From the ground (a street, a building, a ruin): a line stops at a
/*	wall, at a rampart or Stairs (it sees nothing on or beyond the
/*	walkway: the walkway's own rule below decides that pair), and at
/*	the board's edge; it goes through openings.  Inside the zone it
/*	starts from it moves freely.  It goes through any number of street
/*	zones; the first building or ruin it enters other than its own is
/*	seen and ends it ("one zone inside", and from a building "one zone
/*	through an opening").
/*
/*	From a walkway: a line sees over buildings, so nothing stops it
/*	but the board's edge; it sees the street zones, ruins and walkways
/*	it crosses, never a building.  When a or b is a walkway (a
/*	corrupted one is a street) the pair is decided from the walkway's
/*	side.
/*
/*	Skills (see): ZWD_SEE_RUINS, ruins are streets; ZWD_SEE_GHOST,
/*	walls, ramparts, walkways and buildings stop nothing and buildings
/*	are seen as streets.  Corruption and fire act through zwd_map_kind() and
/*	zwd_map_edge().
/*--*/

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map.h"

static const int dx[4] = { 1, -1, 0, 0 };
static const int dy[4] = { 0, 0, 1, -1 };

/* seen_kind - a zone's kind for line of sight, skills applied */

static int
seen_kind(const struct zwd_map *m, int z, unsigned see)
{
	int k = zwd_map_kind(m, z);

	if ((see & ZWD_SEE_GHOST) && (k == ZWD_BUILDING || k == ZWD_RUIN))
		return (ZWD_STREET);
	if ((see & ZWD_SEE_RUINS) && k == ZWD_RUIN)
		return (ZWD_STREET);
	return (k);
}

/* room - a building or a ruin, as line of sight sees it */

static int
room(int k)
{
	return (k == ZWD_BUILDING || k == ZWD_RUIN);
}

/* next_cell - one cell on in direction d: its zone, -1 off the board */

static int
next_cell(const struct zwd_map *m, int *x, int *y, int d)
{
	*x += dx[d];
	*y += dy[d];
	if (*x < 0 || *y < 0 || *x >= m->w || *y >= m->h)
		return (-1);
	return (m->cell[*y * m->w + *x]);
}

/* ground_line - the range at which a line from (x, y) meets t, or -1 */

static int
ground_line(const struct zwd_map *m, int o, int t, int x, int y, int d, unsigned see)
{
	int cur = o, range = 0, nz, e;

	while ((nz = next_cell(m, &x, &y, d)) >= 0) {
		if (nz == cur)
			continue;
		e = zwd_map_edge(m, cur, nz);
		if (!(see & ZWD_SEE_GHOST)
		    && (e == ZWD_E_WALL || e == ZWD_E_RAMPART || e == ZWD_E_STAIRS))
			return (-1);
		range++;
		if (nz == t)
			return (range);
		if (!(see & ZWD_SEE_GHOST)
		    && (room(seen_kind(m, nz, see)) || seen_kind(m, nz, see) == ZWD_WALKWAY))
			return (-1);
		cur = nz;
	}
	return (-1);
}

/* walkway_line - the same from a walkway: over everything */

static int
walkway_line(const struct zwd_map *m, int o, int t, int x, int y, int d, unsigned see)
{
	int cur = o, range = 0, nz;

	while ((nz = next_cell(m, &x, &y, d)) >= 0) {
		if (nz == cur)
			continue;
		range++;
		cur = nz;
		if (nz == t)
			return (seen_kind(m, nz, see) == ZWD_BUILDING ? -1 : range);
	}
	return (-1);
}

/* lines - the shortest range of the lines from o that meet t, or -1 */

static int
lines(const struct zwd_map *m, int o, int t, unsigned see)
{
	int x, y, d, r, best = -1, walk = seen_kind(m, o, see) == ZWD_WALKWAY;

	for (y = m->zone[o].y0; y <= m->zone[o].y1; y++)
		for (x = m->zone[o].x0; x <= m->zone[o].x1; x++) {
			if (m->cell[y * m->w + x] != o)
				continue;
			for (d = 0; d < 4; d++) {
				r = walk ? walkway_line(m, o, t, x, y, d, see)
				         : ground_line(m, o, t, x, y, d, see);
				if (r >= 0 && (best < 0 || r < best))
					best = r;
			}
		}
	return (best);
}

/* zwd_map_los - the range from a to b in line of sight, -1 when none */

int
zwd_map_los(const struct zwd_map *m, int a, int b, unsigned see)
{
	int wa, wb, r1, r2;

	if (a < 0 || b < 0 || a >= m->nzones || b >= m->nzones)
		pb_panic("zwd_map_los: zone %d or %d out of range", a, b);
	if (a == b)
		return (0);
	wa = seen_kind(m, a, see) == ZWD_WALKWAY;
	wb = seen_kind(m, b, see) == ZWD_WALKWAY;
	if (wa)
		return (lines(m, a, b, see));
	if (wb)
		return (lines(m, b, a, see));
	r1 = lines(m, a, b, see);
	r2 = lines(m, b, a, see);
	if (r1 < 0 || (r2 >= 0 && r2 < r1))
		return (r2);
	return (r1);
}
