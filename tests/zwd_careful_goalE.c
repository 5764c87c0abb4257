/*++
/* NAME
/*	zwd_careful_goalE 3
/* SUMMARY
/*	Zombicide: White Death: how far the careful bot hunts the
/*	Desecrator where the guards must escape (missions 6, 7, 10)
/* SYNOPSIS
/*	#include "zwd_careful.h"
/*
/*	int	zwd_careful_prey(const struct zwd_state *s, int z);
/* DESCRIPTION
/*	Where the guards must escape every survivor heads for the
/*	Desecrator (zwd_careful_goalB(3)).  Hunted anywhere on the map,
/*	it led the team onto the spawn zones, where survivors fell; its
/*	Corruption loses the game only when it reaches the Signaller.
/*
/*	zwd_careful_prey() is true when the Desecrator on zone z is worth
/*	the hunt: within NEAR steps of the team's leader (the first
/*	survivor in play), or its spawn token, walking its Corruption to
/*	the Signaller, within THREAT zones of the Signaller's zone.
/* SEE ALSO
/*	zwd_careful(3h), pbemd-zwd(7) BALANCE.
/*--*/

/* System. */
#include <stddef.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_zombie.h"

/* Local. */
#include "zwd_careful.h"

#define NEAR 3   /* steps from the leader: the Desecrator is hunted */
#define THREAT 9 /* zones from the token to the Signaller: hunted anywhere */

/* threat - the Desecrator's spawn token stands within THREAT zones of
 * the Signaller's zone, on the road its Corruption walks */

static int
threat(const struct zwd_state *s)
{
	int k = s->board->desecrator_from, sig = zwd_signaller(s->map), d;

	if (k < 0 || k >= ZWD_SPAWNS || s->board->spawn[k] < 0 || sig < 0)
		return (0);
	d = zwd_map_dist(s->map, ZWD_MOVER_GEO, s->board->spawn[k], sig, 0);
	return (d >= 0 && d <= THREAT);
}

int
zwd_careful_prey(const struct zwd_state *s, int z)
{
	int j, d;

	if (threat(s))
		return (1);
	for (j = 0; j < s->nsurv; j++)
		if (!s->surv[j].out) {
			d = zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, zwd_surv_zone(s, j), z, 0);
			return (d >= 0 && d <= NEAR);
		}
	return (0);
}
