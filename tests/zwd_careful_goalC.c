/*++
/* NAME
/*	zwd_careful_goalC 3
/* SUMMARY
/*	Zombicide: White Death: the careful bot's ways with the Desecrator
/*	and the Khan where the guards need not escape (mission 3)
/* SYNOPSIS
/*	#include "zwd_careful.h"
/*
/*	int	zwd_careful_trophy(const struct zwd_state *s);
/*
/*	char	*zwd_careful_pour(const struct zwd_state *s, int i);
/*
/*	char	*zwd_careful_blaze(const struct zwd_state *s, int i);
/* DESCRIPTION
/*	The Desecrator and the Khan each drop a Crypt Weapon when killed,
/*	which mission 3 counts toward its 8; the Desecrator dies to one
/*	hit, the Khan to a Damage 3 that no weapon of the open pack has,
/*	Dragon Fire or a poured Cauldron.
/*
/*	zwd_careful_trophy() is the team's goal where 8 Crypt Weapons win
/*	and the guards need not escape (3; 10 hunts it as an escape does,
/*	zwd_careful_goalB(3)): the Desecrator's zone, however far (its
/*	Corruption stops walking to the Signaller when it dies); -1 when
/*	it is not on the board.  The Crypt Weapon it drops is the goal's
/*	next (a face-down Crypt Weapon, zwd_careful(3h)).
/*
/*	zwd_careful_pour() is survivor i's Guard Action where the guards
/*	need not escape: 3 guards or more with a Cauldron on a walkway
/*	pour it onto a zone below in their sight where the Desecrator or
/*	the Khan stands and no survivor (every character there dies); the
/*	caller frees it; NULL when there is none or its Guard Action is
/*	spent.
/*
/*	zwd_careful_blaze() is survivor i's Dragon Fire where 8 Crypt
/*	Weapons win and the guards need not escape: when it holds a
/*	Dragon Bile and a Torch, on a zone at range 1 in its sight where
/*	the Desecrator or the Khan stands and no survivor; the caller
/*	frees it; NULL otherwise.
/*--*/

/* System. */
#include <stddef.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

/* trophies - a mission where Crypt Weapons win and the guards stay */

static int
trophies(const struct zwd_state *s)
{
	return ((s->map->setup.win & ZWD_WIN_CRYPT8) && !(s->map->setup.win & ZWD_WIN_ESCAPE));
}

/* prey - zone z holds the Desecrator or the Khan and no survivor in play */

static int
prey(const struct zwd_state *s, int z)
{
	int j;

	if (zwd_board_at(s->board, z, ZWD_DESECRATOR) + zwd_board_at(s->board, z, ZWD_KHAN) == 0)
		return (0);
	for (j = 0; j < s->nsurv; j++)
		if (!s->surv[j].out && zwd_surv_zone(s, j) == z)
			return (0);
	return (1);
}

int
zwd_careful_trophy(const struct zwd_state *s)
{
	int z;

	if (!trophies(s))
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_board_at(s->board, z, ZWD_DESECRATOR) > 0)
			return (z);
	return (-1);
}

char *
zwd_careful_pour(const struct zwd_state *s, int i)
{
	int k, g, t;

	if ((s->map->setup.win & ZWD_WIN_ESCAPE) || s->surv[i].guarded || s->surv[i].actions < 1)
		return (NULL);
	for (k = 0; k < zwd_ncauldrons(s); k++)
		if ((g = zwd_cauldron_zone(s, k)) >= 0 && s->board->guards[g] >= 3)
			for (t = 0; t < s->map->nzones; t++)
				if (zwd_map_pour_ok(s->map, g, t) && prey(s, t))
					return (pb_asprintf("guard %s cauldron %s pour %s",
					    zwd_surv_id(s, i), zwd_label(s, g), zwd_label(s, t)));
	return (NULL);
}

char *
zwd_careful_blaze(const struct zwd_state *s, int i)
{
	int here = zwd_surv_zone(s, i), z;

	if (!trophies(s) || !zwd_careful_fire_kit(s, i))
		return (NULL);
	for (z = 0; z < s->map->nzones; z++)
		if (prey(s, z) && zwd_map_los(s->map, here, z, 0) == 1)
			return (pb_asprintf(
			    "attack %s %s dragon-bile", zwd_surv_id(s, i), zwd_label(s, z)));
	return (NULL);
}
