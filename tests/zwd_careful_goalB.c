/*++
/* NAME
/*	zwd_careful_goalB 3
/* SUMMARY
/*	Zombicide: White Death: the careful bot's goals where the guards
/*	must escape (missions 6, 7 and 10)
/* SYNOPSIS
/*	#include "zwd_careful.h"
/*
/*	int	zwd_careful_hunt(const struct zwd_state *s);
/*
/*	char	*zwd_careful_volley(const struct zwd_state *s, int i);
/*
/*	int	zwd_careful_trapped(const struct zwd_state *s, int i);
/*
/*	int	zwd_careful_tether(const struct zwd_state *s, int lz, int to);
/*
/*	int	zwd_careful_escort(const struct zwd_state *s, int i, int to,
/*			char **line);
/*
/*	int	zwd_careful_spent(const struct zwd_state *s);
/* DESCRIPTION
/*	zwd_careful_hunt() is the Desecrator's zone when the guards must
/*	escape and it is on the board within reach (zwd_careful_prey(),
/*	zwd_careful_goalE(3)): the team's goal and each survivor's,
/*	without waiting for the others (the guards' last escort aside):
/*	its spawn token walks
/*	Corruption to the Signaller (the start zone when the mission has
/*	none) in as few zombie phases as it has steps to go, and one hit
/*	kills it (it comes first in the order of the hits); -1 otherwise.
/*
/*	zwd_careful_volley() is survivor i's Guard Action where the guards
/*	must escape, the caller frees it; NULL when none is worth it or
/*	its Guard Action is spent: the guards of a zone shoot (every
/*	guard a die, 4+, Range 0-1) at the zone in their sight where their
/*	hits kill most (the Desecrator first: a hit takes it before the
/*	others; none past a Brute or the Khan, whom a hit of 1 Damage
/*	does not kill and who take the hits first), never where a
/*	survivor stands (friendly fire); at Range 0 the guards fight in
/*	melee instead, with no friendly fire.  The last survivor with the
/*	guards of a zone with no zombie keeps its Guard Action to take
/*	them along (the Desecrator aside): the team's way on waits for it.
/*
/*	zwd_careful_trapped() is true when survivor i is the last with the
/*	guards of a spawn zone, where zombies come every round: its Guard
/*	Action is kept to take them out.
/*
/*	zwd_careful_tether() is true when, where the guards must escape,
/*	a step toward the goal to zone to takes a survivor more than a
/*	step from its leader's zone lz: it would come back with its next
/*	Action, and the Actions go to and fro.
/*
/*	zwd_careful_escort() says whether survivor i may step to zone to
/*	where the guards must escape: the last survivor of a zone with
/*	guards takes them along first (*line, the Guard Action's move,
/*	the caller frees it; the step comes once they are there), or
/*	stays when its Guard Action is spent or too dear: guards left
/*	alone take the Wounds of the zombies that come (the mission is
/*	lost), with a survivor there they take them last.  It returns 0
/*	when i stays, else 1 (with *line NULL: the step itself).
/*
/*	zwd_careful_spent() is true when the objectives left are no goal:
/*	the escape wants Blue and Green only (6, 7) and both are taken,
/*	so the team heads for the exit (a Red's Crypt Weapon is not
/*	worth the zombies that come meanwhile).
/*--*/

/* System. */
#include <stddef.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

int
zwd_careful_hunt(const struct zwd_state *s)
{
	int z;

	if (!(s->map->setup.win & ZWD_WIN_ESCAPE))
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_board_at(s->board, z, ZWD_DESECRATOR) > 0 && zwd_careful_prey(s, z))
			return (z);
	return (-1);
}

int
zwd_careful_tether(const struct zwd_state *s, int lz, int to)
{
	return ((s->map->setup.win & ZWD_WIN_ESCAPE)
	    && zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, to, lz, 0) > 1);
}

/* felled - what the 1-Damage hits of the guards are worth on zone z:
 * the walkers and runners, the Desecrator above all; 0 behind a Brute
 * or the Khan */

static int
felled(const struct zwd_state *s, int z)
{
	const struct zwd_board *b = s->board;

	if (zwd_board_at(b, z, ZWD_DESECRATOR) > 0)
		return (100);
	if (zwd_board_at(b, z, ZWD_BRUTE) + zwd_board_at(b, z, ZWD_KHAN) > 0)
		return (0);
	return (zwd_board_at(b, z, ZWD_WALKER) + zwd_board_at(b, z, ZWD_RUNNER));
}

/* stands - a survivor in play stands in zone z */

static int
stands(const struct zwd_state *s, int z)
{
	int j;

	for (j = 0; j < s->nsurv; j++)
		if (!s->surv[j].out && zwd_surv_zone(s, j) == z)
			return (1);
	return (0);
}

/* last_one - survivor i is the only survivor in play in its zone */

static int
last_one(const struct zwd_state *s, int i)
{
	int j, a = zwd_surv_zone(s, i);

	for (j = 0; j < s->nsurv; j++)
		if (j != i && !s->surv[j].out && zwd_surv_zone(s, j) == a)
			return (0);
	return (1);
}

int
zwd_careful_trapped(const struct zwd_state *s, int i)
{
	int k, a = zwd_surv_zone(s, i);

	if (a < 0 || s->board->guards[a] == 0 || !last_one(s, i))
		return (0);
	for (k = 0; k < ZWD_SPAWNS; k++)
		if (s->board->spawn[k] == a)
			return (1);
	return (s->board->desecrator_spawn == a);
}

/* escorts - survivor i is the last with the guards of its zone and no
 * zombie is there: its Guard Action is kept to take them along */

static int
escorts(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i);

	return (a >= 0 && s->board->guards[a] > 0 && zwd_board_zombies(s->board, a) == 0
	    && last_one(s, i));
}

char *
zwd_careful_volley(const struct zwd_state *s, int i)
{
	int g, t, r, v, best = 0, bg = -1, bt = -1;

	if (!(s->map->setup.win & ZWD_WIN_ESCAPE) || s->surv[i].guarded || s->surv[i].actions < 1)
		return (NULL);
	if (zwd_careful_trapped(s, i))
		return (NULL); /* its Guard Action takes them out */
	for (g = 0; g < s->map->nzones; g++)
		for (t = 0; s->board->guards[g] > 0 && t < s->map->nzones; t++)
			if ((r = zwd_map_los(s->map, g, t, 0)) >= 0 && r <= 1 && (r == 0 || !stands(s, t))
			    && (v = felled(s, t) * (s->board->guards[g] < 6 ? s->board->guards[g] : 6)) > best)
				best = v, bg = g, bt = t;
	if (bg < 0 || (best < 100 && escorts(s, i)))
		return (NULL);
	if (bg == bt)
		return (pb_asprintf("guard %s melee %s", zwd_surv_id(s, i), zwd_label(s, bg)));
	return (pb_asprintf("guard %s ranged %s %s", zwd_surv_id(s, i), zwd_label(s, bg), zwd_label(s, bt)));
}

int
zwd_careful_escort(const struct zwd_state *s, int i, int to, char **line)
{
	int a = zwd_surv_zone(s, i);

	*line = NULL;
	if (!(s->map->setup.win & ZWD_WIN_ESCAPE) || a < 0 || s->board->guards[a] == 0
	    || !last_one(s, i))
		return (1);
	if (s->surv[i].guarded || s->surv[i].actions < 2 + zwd_board_zombies(s->board, a))
		return (0); /* the Guard Action and the step after it */
	*line = pb_asprintf("guard %s move %s %s", zwd_surv_id(s, i), zwd_label(s, a), zwd_label(s, to));
	return (1);
}

int
zwd_careful_spent(const struct zwd_state *s)
{
	int k, n = 0;

	if (!(s->map->setup.win & ZWD_WIN_ESCAPE) || !(s->map->setup.win & ZWD_WIN_BLUE_GREEN)
	    || (s->map->setup.win & ZWD_WIN_CRYPT8))
		return (0);
	for (k = 0; k < s->nobj; k++)
		n += s->obj[k].state == ZWD_OBJ_TAKEN && s->obj[k].colour != ZWD_OBJ_RED;
	return (n >= 2);
}
