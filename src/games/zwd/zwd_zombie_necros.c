/*++
/* NAME
/*	zwd_zombie_necros 3
/* SUMMARY
/*	Zombicide: White Death, the extra Necromancers in the zombie phase
/* SYNOPSIS
/*	#include "games/zwd/zwd_zombie.h"
/*
/*	void	zwd_necros_add(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_prefs *p, int z, int card,
/*			struct zwd_events *ev);
/*	void	zwd_necros_attack(struct zwd_board *b,
/*			const struct zwd_map *map, const struct zwd_prefs *p,
/*			struct zwd_events *ev);
/*	void	zwd_necros_move(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_prefs *p, struct zwd_events *ev);
/* DESCRIPTION
/*	Multiple Necromancers (digest 6; pbemd-zwd(7), MISSIONS AND
/*	MODES).  The extra Necromancers are the mission progress's
/*	(p->mp->necro, zwd_mission(3h)); with p or p->mp NULL, or the mode
/*	off, these do nothing.  They are told as Desecrators (ZWD_DESECRATOR
/*	in the events): the same card stats.
/*
/*	zwd_necros_add() puts one more Necromancer on z (a Necromancer
/*	card with the Desecrator on the board), Corruption there; nothing
/*	when ZWD_MP_NECROS stand already.  zwd_necros_attack() is their
/*	part of an activation's attacks: each with survivors or guards in
/*	its zone attacks, one Wound (Damage 1).  zwd_necros_move() is
/*	their move (zwd_mode_necro_move(): one zone toward the Signaller,
/*	those with people in their zone stay), with the events: the move
/*	and the Corruption put (as zwd_corrupt() tells it).
/*--*/

#include <stdlib.h>

#include "core/pb.h"

#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_mission.h"
#include "games/zwd/zwd_zombie.h"

static struct zwd_mprog *
necros(const struct zwd_prefs *p)
{
	if (p == NULL || p->mp == NULL || !(p->mp->modes & ZWD_MODE_NECROS))
		return (NULL);
	return (p->mp);
}

void
zwd_necros_add(struct zwd_board *b, struct zwd_map *m, const struct zwd_prefs *p, int z, int card,
    struct zwd_events *ev)
{
	struct zwd_mprog *mp = necros(p);
	int               had = m->corrupt[z];

	if (mp == NULL || !zwd_mode_necro_add(mp, m, b, z))
		return;
	zwd_event_add(ev, ZWD_EV_SPAWN, ZWD_DESECRATOR, 1, -1, z, -1, card);
	if (!had && m->corrupt[z])
		zwd_corrupt_tell(m, z, ev);
}

void
zwd_necros_attack(
    struct zwd_board *b, const struct zwd_map *m, const struct zwd_prefs *p, struct zwd_events *ev)
{
	struct zwd_mprog *mp = necros(p);
	int               i, z;

	for (i = 0; mp != NULL && i < ZWD_MP_NECROS; i++)
		if ((z = mp->necro[i]) >= 0 && zwd_board_people(b, z) > 0) {
			zwd_event_add(ev, ZWD_EV_ATTACK, -1, 1, z, -1, -1, -1);
			zwd_wounds(b, m, p, z, 1, 0, ev);
		}
}

void
zwd_necros_move(
    struct zwd_board *b, struct zwd_map *m, const struct zwd_prefs *p, struct zwd_events *ev)
{
	struct zwd_mprog *mp = necros(p);
	unsigned char    *had;
	int               from[ZWD_MP_NECROS], i, to;

	if (mp == NULL)
		return;
	had = pb_malloc((size_t)m->nzones + 1);
	for (i = 0; i < m->nzones; i++)
		had[i] = m->corrupt[i] != 0;
	for (i = 0; i < ZWD_MP_NECROS; i++)
		from[i] = mp->necro[i];
	zwd_mode_necro_move(mp, m, b);
	for (i = 0; i < ZWD_MP_NECROS; i++) {
		if ((to = mp->necro[i]) == from[i])
			continue;
		zwd_event_add(ev, ZWD_EV_MOVE, ZWD_DESECRATOR, 1, from[i], to, -1, -1);
		if (!had[to] && m->corrupt[to]) {
			zwd_corrupt_tell(m, to, ev);
			had[to] = 1;
		}
	}
	free(had);
}
