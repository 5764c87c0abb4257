/*++
/* NAME
/*	zwd_mission_end 3
/* SUMMARY
/*	Zombicide: White Death, victory and defeat
/* SYNOPSIS
/*	#include "games/zwd/zwd_mission.h"
/*
/*	int	zwd_mission_won(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*	int	zwd_mission_lost(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*DESCRIPTION
/*	zwd_mission_won(): every ZWD_WIN_* test of the mission holds at
/*	once (digest 5; pbemd-zwd(7), MISSIONS AND MODES).
/*	zwd_mission_lost(): the general defeats (a survivor eliminated,
/*	Corruption on the Signaller, a Necromancer of the mode there), the
/*	mission's (a guard eliminated, the Empress wounded), and "the
/*	objectives can no longer be completed": a token the win needs lost
/*	to Corruption, Corruption left and no Tome to be had (2), too few
/*	Crypt Weapons left, too few relics for the
/*	tokens away from the Standard, everyone out by the exit before the
/*	other tests held (guards left behind included: none can follow).
/*--*/

/* Local. */
#include "games/zwd/zwd_mission.h"

/* every - every token of colour c (-1: any) is in state s */

static int
every(const struct zwd_mprog *p, int c, int s)
{
	int i;

	for (i = 0; i < p->nobj; i++)
		if ((c < 0 || p->colour[i] == c) && p->state[i] != s)
			return (0);
	return (1);
}

/* some - some token of colour c (-1: any) is in state s */

static int
some(const struct zwd_mprog *p, int c, int s)
{
	int i;

	for (i = 0; i < p->nobj; i++)
		if ((c < 0 || p->colour[i] == c) && p->state[i] == s)
			return (1);
	return (0);
}

/* on_walkways - survivors and guards on walkways, no zombie there */

static int
on_walkways(const struct zwd_map *m, const struct zwd_board *b)
{
	int z, k, walk;

	for (z = 0; z < m->nzones; z++) {
		walk = zwd_map_kind(m, z) == ZWD_WALKWAY;
		if (walk && zwd_board_zombies(b, z) > 0)
			return (0);
		if (!walk && b->guards[z] > 0)
			return (0);
	}
	for (k = 0; k < b->nsurv; k++)
		if (b->surv[k] >= 0 && zwd_map_kind(m, b->surv[k]) != ZWD_WALKWAY)
			return (0);
	return (1);
}

/* corruption - Corruption tokens on the map */

static int
corruption(const struct zwd_map *m)
{
	int z, n = 0;

	for (z = 0; z < m->nzones; z++)
		n += m->corrupt[z] != 0;
	return (n);
}

/* all_out - every survivor off the board, one at least by the exit */

static int
all_out(const struct zwd_mprog *p, const struct zwd_board *b)
{
	int k, out = 0;

	for (k = 0; k < b->nsurv; k++) {
		if (b->surv[k] >= 0)
			return (0);
		out += p->out[k];
	}
	return (out > 0);
}

/* escaped - everyone out by the exit, no guard left on the board */

static int
escaped(const struct zwd_mprog *p, const struct zwd_board *b)
{
	int z;

	for (z = 0; z < b->nzones; z++)
		if (b->guards[z] > 0)
			return (0);
	return (all_out(p, b));
}

/* away - numbered spawn tokens not on the Standard */

static int
away(const struct zwd_map *m, const struct zwd_board *b)
{
	int k, n = 0;

	for (k = 0; k < ZWD_SPAWNS; k++)
		n += b->spawn[k] >= 0 && b->spawn[k] != m->setup.standard;
	return (n);
}

/* reds_on - Red tokens still on the board */

static int
reds_on(const struct zwd_mprog *p)
{
	int i, n = 0;

	for (i = 0; i < p->nobj; i++)
		n += p->colour[i] == ZWD_OBJ_RED && p->state[i] == ZWD_OBJ_ON;
	return (n);
}

/* signaller_out - the Signaller in the exit: taken first and no zombie
 * there under empress-take (5: the seed asks no more), else no zombie */

static int
signaller_out(
    const struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b, int sig)
{
	if (sig != m->setup.exit)
		return (0);
	if (m->setup.rules & ZWD_RULE_EMPRESS_TAKE)
		return (p->carrier >= 0);
	return (zwd_board_zombies(b, sig) == 0);
}

/* zwd_mission_won - every win test holds */

int
zwd_mission_won(const struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b)
{
	unsigned w = m->setup.win;
	int      sig = zwd_mission_signaller(p, m, b);

	if (w & ZWD_WIN_OBJECTIVES && !every(p, -1, ZWD_OBJ_TAKEN))
		return (0);
	if (w & ZWD_WIN_BILE4 && p->bile < 4)
		return (0);
	if (w & ZWD_WIN_ON_WALKWAYS && !on_walkways(m, b))
		return (0);
	if (w & ZWD_WIN_NO_CORRUPTION && corruption(m) > 0)
		return (0);
	if (w & ZWD_WIN_CRYPT8 && p->crypt < 8)
		return (0);
	if (w & ZWD_WIN_BURNT && !every(p, ZWD_OBJ_RED, ZWD_OBJ_TAKEN))
		return (0);
	if (w & ZWD_WIN_SIGNALLER_EXIT && !signaller_out(p, m, b, sig))
		return (0);
	if (w & ZWD_WIN_BLUE_GREEN && (p->taken[ZWD_OBJ_BLUE] == 0 || p->taken[ZWD_OBJ_GREEN] == 0))
		return (0);
	if (w & ZWD_WIN_ESCAPE && !escaped(p, b))
		return (0);
	if (w & ZWD_WIN_SPAWNS_STANDARD
	    && (away(m, b) > 0
	        || (b->desecrator_spawn >= 0 && b->desecrator_spawn != m->setup.standard)))
		return (0);
	return (1);
}

/* tomes_to_come - Tomes held or still to be had (2) */

static int
tomes_to_come(const struct zwd_mprog *p)
{
	int n = p->tomes, i, red_on = 0, red_lost = 0;

	for (i = 0; i < p->nobj; i++) {
		n += p->colour[i] != ZWD_OBJ_RED && p->state[i] == ZWD_OBJ_ON;
		red_on += p->colour[i] == ZWD_OBJ_RED && p->state[i] == ZWD_OBJ_ON;
		red_lost += p->colour[i] == ZWD_OBJ_RED && p->state[i] == ZWD_OBJ_LOST;
	}
	return (n + (red_on > 0 && red_lost == 0));
}

/* impossible - the objectives can no longer be completed */

static int
impossible(const struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b)
{
	unsigned w = m->setup.win;

	if (w & ZWD_WIN_OBJECTIVES && some(p, -1, ZWD_OBJ_LOST))
		return (1);
	if (w & ZWD_WIN_BLUE_GREEN
	    && (some(p, ZWD_OBJ_BLUE, ZWD_OBJ_LOST) || some(p, ZWD_OBJ_GREEN, ZWD_OBJ_LOST)))
		return (1);
	if (w & ZWD_WIN_BURNT && some(p, ZWD_OBJ_RED, ZWD_OBJ_LOST))
		return (1);
	if (w & ZWD_WIN_NO_CORRUPTION && m->setup.rules & ZWD_RULE_TOMES && corruption(m) > 0
	    && tomes_to_come(p) == 0)
		return (1);
	if (w & ZWD_WIN_CRYPT8 && p->crypt_left >= 0 && p->crypt + p->crypt_left < 8)
		return (1);
	if (w & ZWD_WIN_SPAWNS_STANDARD && away(m, b) > p->relics + reds_on(p))
		return (1);
	if (w & ZWD_WIN_ESCAPE && all_out(p, b) && !zwd_mission_won(p, m, b))
		return (1);
	return (0);
}

/* zwd_mission_lost - the first defeat that holds, 0 when none */

int
zwd_mission_lost(const struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b)
{
	int sig = zwd_mission_signaller(p, m, b), i;

	if (m->setup.lose & ZWD_LOSE_EMPRESS && p->empress >= 0
	    && (b->wounds[p->empress] > 0 || b->surv[p->empress] < 0))
		return (ZWD_LOST_EMPRESS);
	if (p->dead > 0)
		return (ZWD_LOST_SURVIVOR);
	if (m->setup.lose & ZWD_LOSE_GUARD && b->guards_lost > 0)
		return (ZWD_LOST_GUARD);
	if (sig >= 0 && m->corrupt[sig])
		return (ZWD_LOST_SIGNALLER);
	for (i = 0; i < ZWD_MP_NECROS; i++)
		if (p->necro[i] >= 0 && p->necro[i] == sig)
			return (ZWD_LOST_NECRO);
	if (impossible(p, m, b))
		return (ZWD_LOST_OBJECTIVES);
	return (0);
}
