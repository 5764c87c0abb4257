/*++
/* NAME
/*	zwd_path 3
/* SUMMARY
/*	Zombicide: White Death, movement graphs, shortest paths, where
/*	zombies go
/* SYNOPSIS
/*	#include "games/zwd/zwd_map.h"
/*
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
/* DESCRIPTION
/*	The graphs (digest 2.2, 3.6, 3.11), one step from zone a to a zone
/*	b it shares an edge with:
/*
/*	mover         OPEN BORDER OPENING  STAIRS  RAMPART           WALL
/*	SURVIVOR      yes  yes    yes      yes     placed ladder,    no
/*	                                           Wall Climber
/*	ZOMBIE        yes  yes    yes      yes     walkway to street no
/*	ABOMINATION   yes  yes    yes      yes     yes               no
/*	GEO           yes  yes    yes      yes     yes               yes
/*
/*	A clear path is a path in the mover's graph.  Distances count
/*	steps (zombies and survivors in the way do not change them).
/*
/*	Tie-break.  Among first steps of equally short paths, and among
/*	equally noisy destinations, the lowest zone index wins: the
/*	position letter of the label, then its number.  Every function
/*	that breaks a tie can give all the tied candidates in that order
/*	(alt, nalt; alt holds map->nzones ints), so a game may let a
/*	player's standing choice decide instead.
/*
/*	zwd_map_destination() follows the digest's choose_destination():
/*	visible zones with survivors (other than z) come first, those with
/*	a clear path before the others, the noisiest; else the noisiest
/*	zone with a clear path, else the noisiest; z itself counts when it
/*	is noisy (the zombies then stay).  -1 when no zone is noisy.
/*
/*	zwd_map_zombie_step(): the next zone on a shortest clear path to
/*	dest; without one, the first step of a shortest path in the GEO
/*	graph ("as if there were no obstacles"): taken when the mover may,
/*	else the zombies stay (z), or with ZWD_PATH_DETOUR the first of
/*	the equally short GEO first steps the mover may take.
/*
/*	zwd_map_siege_climb() is the walkway a zombie of z climbs onto
/*	under a Zombie Siege card: when z has no clear path to dest, the
/*	first walkway next to z (by rampart or Stairs) that is closer to
/*	dest in the GEO graph than z is; -1 when none.
/*
/*	Cauldrons (rule readings of pbemd-zwd-map(5)): zwd_map_cauldron_ok()
/*	an adjacent zone by an open edge, an opening or Stairs (never a rope
/*	ladder); zwd_map_pour_ok() from a walkway onto an adjacent zone in
/*	sight that is not a walkway.  zwd_map_corruption_group() is the
/*	Corruption joined to z (zwd_map.h).
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_map.h"

/* zones_ok - panic on a zone index out of range */

static void
zones_ok(const struct zwd_map *m, int a, int b)
{
	if (a < 0 || b < 0 || a >= m->nzones || b >= m->nzones)
		pb_panic("zwd_path: zone %d or %d out of 0..%d", a, b, m->nzones - 1);
}

/* zwd_map_step_ok - whether mover may go from a to b in one step */

int
zwd_map_step_ok(const struct zwd_map *m, int mover, int a, int b, unsigned how)
{
	int e = zwd_map_edge(m, a, b);

	switch (e) {
	case ZWD_E_NONE:
		return (0);
	case ZWD_E_WALL:
		return (mover == ZWD_MOVER_GEO);
	case ZWD_E_RAMPART:
		if (mover == ZWD_MOVER_SURVIVOR)
			return ((how & ZWD_HOW_CLIMBER) != 0
			    || (m->eflag[a * m->nzones + b] & ZWD_EF_LADDER) != 0);
		if (mover == ZWD_MOVER_ZOMBIE)
			return (zwd_map_kind(m, a) == ZWD_WALKWAY);
		return (1);
	default:
		return (1);
	}
}

/* bfs - steps from every zone to b (forward: from b to every zone);
 * -1 for no path; caller frees */

static int *
bfs(const struct zwd_map *m, int mover, int b, unsigned how, int forward)
{
	int *d = pb_malloc(sizeof(int) * (size_t)m->nzones);
	int *queue = pb_malloc(sizeof(int) * (size_t)m->nzones);
	int  head = 0, tail = 0, x, y, n = m->nzones;

	for (x = 0; x < n; x++)
		d[x] = -1;
	d[b] = 0;
	queue[tail++] = b;
	while (head < tail) {
		y = queue[head++];
		for (x = 0; x < n; x++)
			if (d[x] < 0 && m->edge[x * n + y] != ZWD_E_NONE
			    && (forward ? zwd_map_step_ok(m, mover, y, x, how)
			                : zwd_map_step_ok(m, mover, x, y, how))) {
				d[x] = d[y] + 1;
				queue[tail++] = x;
			}
	}
	free(queue);
	return (d);
}

/* zwd_map_dist - steps of a shortest path from a to b, -1 when none */

int
zwd_map_dist(const struct zwd_map *m, int mover, int a, int b, unsigned how)
{
	int *d, r;

	zones_ok(m, a, b);
	d = bfs(m, mover, b, how, 0);
	r = d[a];
	free(d);
	return (r);
}

/* zwd_map_reach - steps of a shortest path from a to every zone, -1
 * where none; caller frees */

int *
zwd_map_reach(const struct zwd_map *m, int mover, int a, unsigned how)
{
	zones_ok(m, a, a);
	return (bfs(m, mover, a, how, 1));
}

/* first_steps - the first steps of the shortest paths by d, in order */

static int
first_steps(
    const struct zwd_map *m, int mover, int a, const int *d, unsigned how, int *alt, int *nalt)
{
	int x, first = -1, n = 0;

	for (x = 0; x < m->nzones; x++)
		if (d[x] >= 0 && d[x] == d[a] - 1 && m->edge[a * m->nzones + x] != ZWD_E_NONE
		    && zwd_map_step_ok(m, mover, a, x, how)) {
			if (first < 0)
				first = x;
			if (alt != NULL)
				alt[n++] = x;
		}
	if (nalt != NULL)
		*nalt = n;
	return (first);
}

/* zwd_map_next - the first step of a shortest path from a to b */

int
zwd_map_next(const struct zwd_map *m, int mover, int a, int b, unsigned how, int *alt, int *nalt)
{
	int *d, r;

	zones_ok(m, a, b);
	if (nalt != NULL)
		*nalt = 0;
	if (a == b)
		return (a);
	d = bfs(m, mover, b, how, 0);
	r = d[a] > 0 ? first_steps(m, mover, a, d, how, alt, nalt) : -1;
	free(d);
	return (r);
}

/* noisiest - the noisiest zone of those marked, ties in alt */

static int
noisiest(const struct zwd_map *m, const unsigned char *in, const int *noise, int *alt, int *nalt)
{
	int x, best = -1, n = 0;

	for (x = 0; x < m->nzones; x++)
		if (in[x] && (best < 0 || noise[x] > noise[best]))
			best = x;
	for (x = 0; best >= 0 && x < m->nzones; x++)
		if (in[x] && noise[x] == noise[best] && alt != NULL)
			alt[n++] = x;
	if (nalt != NULL)
		*nalt = n;
	return (best);
}

/* pick - the noisiest of the reachable ones if any, else of all */

static int
pick(
    const struct zwd_map *m, unsigned char *in, const int *d, const int *noise, int *alt, int *nalt)
{
	unsigned char *reach = pb_calloc((size_t)m->nzones, 1);
	int            x, any = 0, r;

	for (x = 0; x < m->nzones; x++)
		if (in[x] && d[x] >= 0)
			any = reach[x] = 1;
	r = noisiest(m, any ? reach : in, noise, alt, nalt);
	free(reach);
	return (r);
}

/* zwd_map_destination - where the zombies of z go, -1 when nowhere */

int
zwd_map_destination(const struct zwd_map *m, int mover, int z, const int *survivors,
    const int *noise, unsigned see, int *alt, int *nalt)
{
	unsigned char *seen = pb_calloc((size_t)m->nzones, 1);
	unsigned char *loud = pb_calloc((size_t)m->nzones, 1);
	int           *d;
	int            x, nseen = 0, r;

	zones_ok(m, z, z);
	d = bfs(m, mover, z, 0, 1); /* clear paths from z */

	for (x = 0; x < m->nzones; x++) {
		if (x != z && survivors[x] > 0 && zwd_map_los(m, z, x, see) >= 0)
			nseen += seen[x] = 1;
		loud[x] = noise[x] > 0;
	}
	if (nalt != NULL)
		*nalt = 0;
	r = nseen > 0 ? pick(m, seen, d, noise, alt, nalt) : pick(m, loud, d, noise, alt, nalt);
	free(seen);
	free(loud);
	free(d);
	return (r);
}

/* zwd_map_zombie_step - where the zombies of z move toward dest */

int
zwd_map_zombie_step(const struct zwd_map *m, int mover, int z, int dest, unsigned how)
{
	int *alt, nalt = 0, r, i;

	if (z == dest)
		return (z);
	if ((r = zwd_map_next(m, mover, z, dest, how, NULL, NULL)) >= 0)
		return (r);
	alt = pb_malloc(sizeof(int) * (size_t)m->nzones);
	r = zwd_map_next(m, ZWD_MOVER_GEO, z, dest, 0, alt, &nalt);
	if (r >= 0 && !zwd_map_step_ok(m, mover, z, r, how)) {
		r = z;
		for (i = 0; (how & ZWD_PATH_DETOUR) && i < nalt && r == z; i++)
			if (zwd_map_step_ok(m, mover, z, alt[i], how))
				r = alt[i];
	}
	free(alt);
	return (r < 0 ? z : r);
}

/* zwd_map_siege_climb - the walkway a sieging zombie climbs, -1 none */

int
zwd_map_siege_climb(const struct zwd_map *m, int z, int dest)
{
	int x, e, here;

	if (zwd_map_dist(m, ZWD_MOVER_ZOMBIE, z, dest, 0) >= 0)
		return (-1);
	here = zwd_map_dist(m, ZWD_MOVER_GEO, z, dest, 0);
	for (x = 0; x < m->nzones; x++) {
		e = zwd_map_edge(m, z, x);
		if ((e == ZWD_E_RAMPART || e == ZWD_E_STAIRS) && zwd_map_kind(m, x) == ZWD_WALKWAY
		    && zwd_map_dist(m, ZWD_MOVER_GEO, x, dest, 0) < here)
			return (x);
	}
	return (-1);
}

/* zwd_map_move_cost - Actions of a survivor's Move leaving a zone */

int
zwd_map_move_cost(int zombies_here)
{
	return (1 + (zombies_here > 0 ? zombies_here : 0));
}

/* zwd_map_cauldron_ok - whether a Cauldron may be moved from a to b */

int
zwd_map_cauldron_ok(const struct zwd_map *m, int a, int b)
{
	int e = zwd_map_edge(m, a, b);

	return (e == ZWD_E_OPEN || e == ZWD_E_BORDER || e == ZWD_E_OPENING || e == ZWD_E_STAIRS);
}

/* zwd_map_pour_ok - whether a Cauldron on walkway a may be poured on b */

int
zwd_map_pour_ok(const struct zwd_map *m, int a, int b)
{
	return (zwd_map_kind(m, a) == ZWD_WALKWAY && zwd_map_edge(m, a, b) != ZWD_E_NONE
	    && zwd_map_kind(m, b) != ZWD_WALKWAY && zwd_map_los(m, a, b, 0) == 1);
}

/* zwd_map_corruption_group - the corrupted zones joined to z, in out */

int
zwd_map_corruption_group(const struct zwd_map *m, int z, int *out)
{
	unsigned char *in = pb_calloc((size_t)m->nzones, 1);
	int            n = 0, head = 0, x;

	if (m->corrupt[z]) {
		in[z] = 1;
		out[n++] = z;
	}
	while (head < n) {
		z = out[head++];
		for (x = 0; x < m->nzones; x++)
			if (!in[x] && m->corrupt[x] && m->edge[z * m->nzones + x] != ZWD_E_NONE) {
				in[x] = 1;
				out[n++] = x;
			}
	}
	free(in);
	return (n);
}
