/*++
/* NAME
/*	zwd_mission 3
/* SUMMARY
/*	Zombicide: White Death, a mission's set-up, objectives and hooks
/* SYNOPSIS
/*	#include "games/zwd/zwd_mission.h"
/*
/*	unsigned zwd_mission_known(int what);
/*	void	zwd_mission_setup(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			struct pb_rng *rng);
/*	int	zwd_mission_objective(const struct zwd_mprog *p, int z);
/*	int	zwd_mission_take(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int surv, struct zwd_reward *r);
/*	int	zwd_mission_signaller(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*	void	zwd_mission_zombies_begin(const struct zwd_mprog *p,
/*			struct zwd_map *map, const struct zwd_board *b);
/*	void	zwd_mission_zombies_done(struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*	void	zwd_mission_eliminated(struct zwd_mprog *p, int surv);
/*	void	zwd_mission_end_round(struct zwd_mprog *p);
/* DESCRIPTION
/*	Set-up deals the objectives' colours (digest 5): "shuffled", one
/*	Blue and one Green face down among the Reds, at random from the
/*	game's stream (one draw each); "fixed", in the zones the mission
/*	names; "red", all Red.  The Intro puts a pile of as many Equipment
/*	cards as there are survivors on each objective (the game deals the
/*	cards; the progress counts them).  Mission 9 adds the Empress to
/*	the board as a survivor on the Signaller's zone.
/*
/*	Taking an objective (1 Action in its zone) reveals it and gives by
/*	the mission's rules: crypt-red, a Red gives a Crypt Weapon and a
/*	Blue or Green 5 AP; crypt-colour, the other way round; neither, 5
/*	AP.  Tomes (2): Blue and Green are Tomes, Reds fragments; relics
/*	(8): a Red is a relic kept; ladder-objectives (6): Blue and Green
/*	a rope ladder token too.  Refused: no objective token there, an
/*	Intro pile not empty, a Red under burn (4).
/*
/*	Invariants: (P1) each token is ON, TAKEN or LOST once and for all;
/*	taken[] counts the TAKEN ones by colour; (P2) with "shuffled" and
/*	"fixed" exactly one token is Blue and one Green.
/*--*/

/* System. */
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/zwd/zwd_mission.h"

/* zwd_mission_known - the rule, win or lose bits implemented here */

unsigned
zwd_mission_known(int what)
{
	switch (what) {
	case 0:
		return (ZWD_RULE_INTRO_PILES | ZWD_RULE_BILE_SUPPLY | ZWD_RULE_TOMES | ZWD_RULE_BURN
		    | ZWD_RULE_EMPRESS_TAKE | ZWD_RULE_GUARDS_STAY | ZWD_RULE_LADDER_OBJ
		    | ZWD_RULE_EXIT_TURN_END | ZWD_RULE_RELICS | ZWD_RULE_EMPRESS_WALK
		    | ZWD_RULE_CRYPT_RED | ZWD_RULE_CRYPT_COLOUR);
	case 1:
		return (ZWD_WIN_OBJECTIVES | ZWD_WIN_BILE4 | ZWD_WIN_ON_WALKWAYS
		    | ZWD_WIN_NO_CORRUPTION | ZWD_WIN_CRYPT8 | ZWD_WIN_BURNT
		    | ZWD_WIN_SIGNALLER_EXIT | ZWD_WIN_BLUE_GREEN | ZWD_WIN_ESCAPE
		    | ZWD_WIN_SPAWNS_STANDARD);
	case 2:
		return (ZWD_LOSE_GUARD | ZWD_LOSE_EMPRESS);
	}
	return (0);
}

/* deal - the colours of the objective tokens */

static void
deal(struct zwd_mprog *p, const struct zwd_setup *st, struct pb_rng *rng)
{
	int i, blue, green;

	for (i = 0; i < p->nobj; i++)
		p->colour[i] = ZWD_OBJ_RED;
	if (st->deal == ZWD_DEAL_RED || p->nobj < 2)
		return;
	if (st->deal == ZWD_DEAL_FIXED) {
		for (i = 0; i < p->nobj; i++)
			if (p->zone[i] == st->blue)
				p->colour[i] = ZWD_OBJ_BLUE;
			else if (p->zone[i] == st->green)
				p->colour[i] = ZWD_OBJ_GREEN;
		return;
	}
	blue = (int)pb_rng_below(rng, (uint32_t)p->nobj);
	green = (int)pb_rng_below(rng, (uint32_t)p->nobj - 1);
	if (green >= blue)
		green++;
	p->colour[blue] = ZWD_OBJ_BLUE;
	p->colour[green] = ZWD_OBJ_GREEN;
}

/* zwd_mission_setup - the progress at set-up */

void
zwd_mission_setup(
    struct zwd_mprog *p, const struct zwd_map *m, struct zwd_board *b, struct pb_rng *rng)
{
	const struct zwd_setup *st = &m->setup;
	int                     modes = p->modes;
	int                     i;

	memset(p, 0, sizeof(*p));
	p->modes = modes;
	p->carrier = p->empress = p->crypt_left = -1;
	for (i = 0; i < ZWD_MP_NECROS; i++)
		p->necro[i] = p->necro_card[i] = -1;
	if (st->nobjectives > ZWD_MP_OBJ)
		pb_panic("zwd_mission_setup: %d objectives", st->nobjectives);
	p->nobj = st->nobjectives;
	for (i = 0; i < p->nobj; i++) {
		p->zone[i] = st->objectives[i];
		p->state[i] = ZWD_OBJ_ON;
		if (st->rules & ZWD_RULE_INTRO_PILES)
			p->pile[i] = b->nsurv;
	}
	deal(p, st, rng);
	if (st->rules & ZWD_RULE_EMPRESS_WALK && b->nsurv < ZWD_SURVIVORS) {
		p->empress = b->nsurv++;
		b->surv[p->empress] = st->signaller;
		b->wounds[p->empress] = 0;
	}
}

/* zwd_mission_objective - the token still on zone z, -1 */

int
zwd_mission_objective(const struct zwd_mprog *p, int z)
{
	int i;

	for (i = 0; i < p->nobj; i++)
		if (p->zone[i] == z && p->state[i] == ZWD_OBJ_ON)
			return (i);
	return (-1);
}

/* reward - what the objective of colour c gives under the rules */

static void
reward(unsigned rules, int c, struct zwd_reward *r)
{
	int red = c == ZWD_OBJ_RED;

	memset(r, 0, sizeof(*r));
	r->colour = c;
	if ((rules & ZWD_RULE_CRYPT_RED && red) || (rules & ZWD_RULE_CRYPT_COLOUR && !red))
		r->crypt = 1;
	else
		r->ap = 5;
	if (rules & ZWD_RULE_TOMES) {
		r->tome = !red;
		r->item = red;
	}
	if (rules & ZWD_RULE_RELICS)
		r->item = red;
	if (rules & ZWD_RULE_LADDER_OBJ)
		r->ladder = !red;
}

/* zwd_mission_take - survivor surv takes the objective of its zone */

int
zwd_mission_take(struct zwd_mprog *p, const struct zwd_map *m, struct zwd_board *b, int surv,
    struct zwd_reward *r)
{
	unsigned rules = m->setup.rules;
	int      i, reds = 0, k;

	if (surv < 0 || surv >= b->nsurv || surv == p->empress
	    || (i = zwd_mission_objective(p, b->surv[surv])) < 0 || p->pile[i] > 0
	    || (rules & ZWD_RULE_BURN && p->colour[i] == ZWD_OBJ_RED))
		return (0);
	p->state[i] = ZWD_OBJ_TAKEN;
	p->taken[p->colour[i]]++;
	reward(rules, p->colour[i], r);
	p->tomes += r->tome;
	p->ladders += r->ladder;
	if (rules & ZWD_RULE_RELICS)
		p->relics += r->item;
	if (rules & ZWD_RULE_TOMES && r->item) {
		p->fragments++;
		for (k = 0; k < p->nobj; k++)
			reds += p->colour[k] == ZWD_OBJ_RED;
		if (p->fragments == reds) {
			p->fragments = 0;
			p->tomes++;
		}
	}
	return (1);
}

/* zwd_mission_signaller - the Signaller's zone now */

int
zwd_mission_signaller(const struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b)
{
	if (p->carrier >= 0 && b->surv[p->carrier] >= 0)
		return (b->surv[p->carrier]);
	if (p->empress >= 0 && b->surv[p->empress] >= 0)
		return (b->surv[p->empress]);
	return (m->setup.signaller >= 0 ? m->setup.signaller : m->setup.start[0]);
}

/* zwd_mission_zombies_begin - the zombie phase sees the Signaller now */

void
zwd_mission_zombies_begin(const struct zwd_mprog *p, struct zwd_map *m, const struct zwd_board *b)
{
	if (p->carrier >= 0 || p->empress >= 0)
		m->setup.signaller = zwd_mission_signaller(p, m, b);
}

/* zwd_mission_zombies_done - objectives under Corruption are lost */

void
zwd_mission_zombies_done(struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b)
{
	int i;

	(void)b;
	for (i = 0; i < p->nobj; i++)
		if (p->state[i] == ZWD_OBJ_ON && m->corrupt[p->zone[i]])
			p->state[i] = ZWD_OBJ_LOST;
}

/* zwd_mission_eliminated - a survivor is out of the game */

void
zwd_mission_eliminated(struct zwd_mprog *p, int surv)
{
	(void)surv;
	p->dead++;
}

/* zwd_mission_end_round - the end phase's part */

void
zwd_mission_end_round(struct zwd_mprog *p)
{
	p->round++;
}
