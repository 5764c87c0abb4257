/*++
/* NAME
/*	zwd_careful_goalA 3
/* SUMMARY
/*	Zombicide: White Death: the careful bot's ways in mission 4
/* SYNOPSIS
/*	#include "zwd_careful.h"
/*
/*	int	zwd_careful_keep_guards(const struct zwd_state *s);
/*
/*	char	*zwd_careful_room(const struct zwd_state *s, int i);
/*
/*	int	zwd_careful_search_goal(const struct zwd_state *s, int a);
/*
/*	int	zwd_careful_fire_goal(const struct zwd_state *s, int i);
/* DESCRIPTION
/*	zwd_careful_keep_guards() says whether the guards of the mission
/*	must live though they need not escape (4: a guard eliminated loses
/*	the game): the bot then keeps them with its leader as it does the
/*	guards of an escape.
/*
/*	zwd_careful_room() is the line that makes room before survivor i
/*	Searches with a full inventory in a mission that burns buildings
/*	(4): the card of least worth dropped, never a Dragon Bile, a Torch
/*	or a Crypt Weapon (a card found with no room is discarded, and the
/*	three fires need three of the four Biles and Torches); NULL.
/*
/*	zwd_careful_search_goal() is the team's goal in a mission that
/*	burns buildings (4) once its Blue and Green are taken and while no
/*	survivor holds a Dragon Bile and a Torch: the building zone nearest
/*	to zone a with no zombie, where each survivor Searches a turn; -1
/*	otherwise.
/*
/*	zwd_careful_fire_goal() is the zone survivor i heads for, on its
/*	own, when it holds a Dragon Bile and a Torch in a mission that
/*	burns buildings: the nearest street or walkway at range 1 in sight
/*	of a Red objective not taken; -1 otherwise (or when it stands in
/*	one: it throws from there).
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

int
zwd_careful_keep_guards(const struct zwd_state *s)
{
	return ((s->map->setup.lose & ZWD_LOSE_GUARD) && !(s->map->setup.win & ZWD_WIN_ESCAPE));
}

/* keeps - a card the fires need, or one the deck gives no more */

static int
keeps(const struct zwd_equip *e)
{
	return (e->kind == ZWD_BILE || e->kind == ZWD_TORCH || e->deck == ZWD_CRYPT);
}

/* worth - the hits a card is worth (a weapon's dice times its chance) */

static int
worth(const struct zwd_equip *e)
{
	if (e->kind != ZWD_MELEE && e->kind != ZWD_RANGED && e->kind != ZWD_MAGIC)
		return (0);
	return (e->dice * (7 - e->accuracy) * (e->damage > 1 ? 2 : 1));
}

char *
zwd_careful_room(const struct zwd_state *s, int i)
{
	const struct zwd_equip *e, *low = NULL;
	int                     k;

	if (!(s->map->setup.rules & ZWD_RULE_BURN))
		return (NULL);
	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[k] < 0)
			return (NULL);
	for (k = 0; k < ZWD_SLOTS; k++) {
		e = &s->pack->cards->equips[s->surv[i].slot[k]];
		if (!keeps(e) && (low == NULL || worth(e) < worth(low)))
			low = e;
	}
	return (low == NULL ? NULL : pb_asprintf("drop %s %s", zwd_surv_id(s, i), low->n.id));
}

int
zwd_careful_search_goal(const struct zwd_state *s, int a)
{
	int i, k, z, d, best = -1, bd = 1 << 20;

	if (!(s->map->setup.rules & ZWD_RULE_BURN))
		return (-1);
	for (k = 0; k < s->nobj; k++)
		if (s->obj[k].state == ZWD_OBJ_ON && s->obj[k].colour != ZWD_OBJ_RED)
			return (-1);
	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out && zwd_careful_fire_kit(s, i))
			return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_map_kind(s->map, z) == ZWD_BUILDING && zwd_board_zombies(s->board, z) == 0
		    && (d = zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, a, z, 0)) >= 0 && d < bd)
			best = z, bd = d;
	return (best);
}

int
zwd_careful_fire_goal(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), k, z, d, best = -1, bd = 1 << 20;

	if (!(s->map->setup.rules & ZWD_RULE_BURN) || !zwd_careful_fire_kit(s, i))
		return (-1);
	for (k = 0; k < s->nobj; k++)
		if (s->obj[k].state == ZWD_OBJ_ON && s->obj[k].colour == ZWD_OBJ_RED)
			for (z = 0; z < s->map->nzones; z++)
				if (zwd_map_kind(s->map, z) != ZWD_BUILDING
				    && zwd_map_los(s->map, z, s->obj[k].zone, 0) == 1
				    && (d = zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, a, z, 0)) >= 0 && d < bd)
					best = z, bd = d;
	return (best == a ? -1 : best);
}
