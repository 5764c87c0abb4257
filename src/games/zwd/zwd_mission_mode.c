/*++
/* NAME
/*	zwd_mission_mode 3
/* SUMMARY
/*	Zombicide: White Death, the additional modes
/* SYNOPSIS
/*	#include "games/zwd/zwd_mission.h"
/*
/*	unsigned zwd_mode_abomination(unsigned modes, int onboard);
/*	unsigned zwd_mode_necromancer(unsigned modes, int onboard);
/*	int	zwd_mode_necro_add(struct zwd_mprog *p, struct zwd_map *map,
/*			struct zwd_board *b, int z);
/*	void	zwd_mode_necro_move(struct zwd_mprog *p,
/*			struct zwd_map *map, struct zwd_board *b);
/*	int	zwd_mode_extra_starting(int nsurv);
/*	int	zwd_mode_extra_draws(int nsurv);
/*	int	zwd_mode_guard_skills(unsigned modes, int nsurv,
/*			const int *has, const int *order, int norder,
/*			int *out);
/* DESCRIPTION
/*	Digest 6.  An Abomination card: without a mode, the Khan is
/*	placed, or when it is on the board it gets an Extra Activation
/*	(zwd_spawn.c's shortage reading); Abomination deck, one is drawn
/*	from the deck instead of the Khan; Festival, when one is on the
/*	board every Abomination gets an Extra Activation and then one more
/*	is drawn.  A Necromancer card: the Desecrator is placed, or gets an
/*	Extra Activation; Multiple Necromancers, another one is then drawn
/*	and placed (zwd_mode_necro_add(): no spawn zone of its own,
/*	Corruption where it stands).  Extra Necromancers walk toward the
/*	Signaller by the Abomination's graph (ramparts climbed freely,
/*	walls block), one zone a move, Corruption where they enter; one
/*	with survivors or guards in its zone stays (it attacks: the
/*	zombie phase's part, zwd_zombie_necros.c, which calls these with
/*	the modes of zwd_prefs.mp).  From rules 2 the Abomination placed
/*	is a card (zwd_spawn.c, zwd_board(3h)) and the extra Necromancers
/*	can be killed (zwd_necros_join(), zwd_necros_part()).
/*
/*	7+ survivors: one expansion Starting Equipment card per survivor
/*	beyond 6; one more zombie card per 2 survivors beyond 6, rounded
/*	up (zwd_spawn.c draws them).  Guard Skill cards: one per survivor
/*	without a Guard skill, in survivor order from the shuffled deck.
/*--*/

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_mission.h"

/* zwd_mode_abomination - what an Abomination card does */

unsigned
zwd_mode_abomination(unsigned modes, int onboard)
{
	if (modes & ZWD_MODE_FESTIVAL)
		return (onboard > 0 ? ZWD_HORROR_EXTRA | ZWD_HORROR_DRAW : ZWD_HORROR_DRAW);
	if (modes & ZWD_MODE_ABOM_DECK)
		return (onboard > 0 ? ZWD_HORROR_EXTRA : ZWD_HORROR_DRAW);
	return (onboard > 0 ? ZWD_HORROR_EXTRA : ZWD_HORROR_PLACE);
}

/* zwd_mode_necromancer - what a Necromancer card does */

unsigned
zwd_mode_necromancer(unsigned modes, int onboard)
{
	if (onboard == 0)
		return (ZWD_HORROR_PLACE);
	if (modes & ZWD_MODE_NECROS)
		return (ZWD_HORROR_EXTRA | ZWD_HORROR_DRAW);
	return (ZWD_HORROR_EXTRA);
}

/* corrupt - Corruption on z when it has none and a token is left */

static void
corrupt(struct zwd_map *m, struct zwd_board *b, int z)
{
	if (m->corrupt[z] || b->corruption_left <= 0)
		return;
	zwd_map_corrupt(m, z);
	b->corruption_left--;
}

/* zwd_mode_necro_add - one more Necromancer on z */

int
zwd_mode_necro_add(struct zwd_mprog *p, struct zwd_map *m, struct zwd_board *b, int z)
{
	int i;

	if (!(p->modes & ZWD_MODE_NECROS))
		return (0);
	for (i = 0; i < ZWD_MP_NECROS && p->necro[i] >= 0; i++)
		;
	if (i == ZWD_MP_NECROS)
		return (0);
	p->necro[i] = z;
	corrupt(m, b, z);
	return (1);
}

/* zwd_mode_necro_move - every extra Necromancer moves toward the Signaller */

void
zwd_mode_necro_move(struct zwd_mprog *p, struct zwd_map *m, struct zwd_board *b)
{
	int i, z, to, sig = zwd_mission_signaller(p, m, b);

	for (i = 0; i < ZWD_MP_NECROS; i++) {
		if ((z = p->necro[i]) < 0 || z == sig || zwd_board_people(b, z) > 0)
			continue;
		to = zwd_map_next(m, ZWD_MOVER_ABOMINATION, z, sig, 0, NULL, NULL);
		if (to < 0 || to == z)
			continue;
		p->necro[i] = to;
		corrupt(m, b, to);
	}
}

/* zwd_mode_extra_starting - expansion Starting Equipment cards */

int
zwd_mode_extra_starting(int nsurv)
{
	return (nsurv > 6 ? nsurv - 6 : 0);
}

/* zwd_mode_extra_draws - extra zombie cards per spawn step */

int
zwd_mode_extra_draws(int nsurv)
{
	return (nsurv > 6 ? (nsurv - 6 + 1) / 2 : 0);
}

/* zwd_mode_guard_skills - deal Guard Skill cards */

int
zwd_mode_guard_skills(
    unsigned modes, int nsurv, const int *has, const int *order, int norder, int *out)
{
	int k, j = 0;

	for (k = 0; k < nsurv; k++) {
		out[k] = -1;
		if (modes & ZWD_MODE_GUARD_SKILLS && !has[k] && j < norder)
			out[k] = order[j++];
	}
	return (j);
}
