/*++
/* NAME
/*	zwd_zombie_necro 3
/* SUMMARY
/*	Zombicide: White Death, the Desecrator's spawn token and Corruption
/* SYNOPSIS
/*	#include "games/zwd/zwd_zombie.h"
/*
/*	void	zwd_desecrator_token(struct zwd_board *b,
/*			struct zwd_map *map, const struct zwd_prefs *p,
/*			struct zwd_events *ev);
/*	void	zwd_corrupt(struct zwd_board *b, struct zwd_map *map, int z,
/*			struct zwd_events *ev);
/*	void	zwd_corrupt_tell(const struct zwd_map *map, int z,
/*			struct zwd_events *ev);
/*	int	zwd_signaller(const struct zwd_map *map);
/* DESCRIPTION
/*	Digest 2.5.  Whenever the Desecrator would move, it stays and
/*	the numbered spawn token that brought it moves one zone toward the
/*	Signaller along a shortest path as if there were no obstacles
/*	(ZWD_MOVER_GEO: through walls, onto walkways); ties by the
/*	players' steer list, else the lowest zone.  Where it lands gets
/*	Corruption if it has none.  A token already in the Signaller's
/*	zone stays.
/*
/*	Corruption (zwd_corrupt()): the zone turns to street
/*	(zwd_map_corrupt()); an objective token printed there by the
/*	mission is lost (ZWD_EV_OBJLOST: the game, which knows which are
/*	still on the board, discards it); on the Signaller's zone the game
/*	is lost (ZWD_EV_SIGNALLER).  With no Corruption token left in the
/*	box (15) nothing is put: the rules do not say, we read "no token,
/*	no Corruption".  zwd_corrupt_tell() is the events alone, for
/*	Corruption put elsewhere (the extra Necromancers').
/*--*/

#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_zombie.h"

int
zwd_signaller(const struct zwd_map *m)
{
	if (m->setup.signaller >= 0)
		return (m->setup.signaller);
	return (m->setup.nstart > 0 ? m->setup.start[0] : -1);
}

void
zwd_corrupt(struct zwd_board *b, struct zwd_map *m, int z, struct zwd_events *ev)
{
	if (m->corrupt[z] || b->corruption_left <= 0)
		return;
	b->corruption_left--;
	zwd_map_corrupt(m, z);
	zwd_corrupt_tell(m, z, ev);
}

void
zwd_corrupt_tell(const struct zwd_map *m, int z, struct zwd_events *ev)
{
	int i;

	zwd_event_add(ev, ZWD_EV_CORRUPT, -1, 1, -1, z, -1, -1);
	for (i = 0; i < m->setup.nobjectives; i++)
		if (m->setup.objectives[i] == z)
			zwd_event_add(ev, ZWD_EV_OBJLOST, -1, 1, -1, z, -1, -1);
	if (z == zwd_signaller(m))
		zwd_event_add(ev, ZWD_EV_SIGNALLER, -1, 1, -1, z, -1, -1);
}

void
zwd_desecrator_token(
    struct zwd_board *b, struct zwd_map *m, const struct zwd_prefs *p, struct zwd_events *ev)
{
	int k = b->desecrator_from, sig = zwd_signaller(m), at, to, nalt = 0;
	int alt[ZWD_TILE_ZONES * ZWD_GRID_MAX * ZWD_GRID_MAX];

	if (k < 0 || k >= ZWD_SPAWNS || (at = b->spawn[k]) < 0 || sig < 0 || at == sig)
		return;
	if (m->nzones > (int)(sizeof(alt) / sizeof(alt[0])))
		pb_panic("zwd_desecrator_token: %d zones", m->nzones);
	to = zwd_map_next(m, ZWD_MOVER_GEO, at, sig, 0, alt, &nalt);
	if (to < 0)
		return;
	to = zwd_steer(p, alt, nalt, to);
	b->spawn[k] = to;
	zwd_event_add(ev, ZWD_EV_TOKEN, -1, k + 1, at, to, -1, -1);
	zwd_corrupt(b, m, to, ev);
}
