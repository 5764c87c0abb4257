/*++
/* NAME
/*	zwd_game_rev0 3
/* SUMMARY
/*	Zombicide: White Death, victory, defeat and the exit of a game
/*	of rules revision 0, as they were
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	int	zwd_rev0_outcome(struct zwd_state *s, char **why);
/*	void	zwd_rev0_escape(struct zwd_state *s, int i,
/*			struct pb_buf *pub);
/* DESCRIPTION
/*	A game made before the spine called zwd_mission(3h) (its pack has
/*	no "rules" key: tests/data/db-zwd.db) replays byte for byte only
/*	if it ends when it ended then (zwd.h, the rules revision).  This
/*	file keeps those readings where zwd_mission(3h) reads otherwise,
/*	and nothing else: do not change them, and do not call them for a
/*	game of revision 1 or later.
/*
/*	zwd_rev0_outcome() is ZWD_LOST, ZWD_WON or ZWD_PLAYING, with the
/*	reason (English, caller frees) in *why when the game ended: lost
/*	when a survivor is eliminated, Corruption reached the Signaller in
/*	this round's zombie phase, a guard fell where the mission loses on
/*	it, or an objective the victory needs was lost; won when every win
/*	test holds: those zwd_mission_won() reads the same way by it, the
/*	others from the state (Crypt Weapons held, every objective zone
/*	burnt, the Signaller's zone the exit with no zombie, everyone in
/*	the exit with no guard elsewhere).
/*	zwd_rev0_escape() is the exit-turn-end rule (7, 10): survivor i,
/*	its turn ended in the exit with no zombie there, leaves; the
/*	guards stay.
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"

/* lost - an objective token of the colours in mask lost */

static int
lost(const struct zwd_state *s, unsigned mask)
{
	int i;

	for (i = 0; i < s->nobj; i++)
		if ((mask & (1u << s->obj[i].colour)) && s->obj[i].state == ZWD_OBJ_LOST)
			return (1);
	return (0);
}

/* everyone_at - survivors in play (and guards) in zone z, no zombie there */

static int
everyone_at(const struct zwd_state *s, int z, int guards)
{
	int i, g = 0;

	if (z < 0 || zwd_board_zombies(s->board, z) > 0)
		return (0);
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].out != 2 && zwd_surv_zone(s, i) != z)
			return (0);
	for (i = 0; guards && i < s->map->nzones; i++)
		g += i != z && s->board->guards[i] > 0;
	return (g == 0);
}

/* The win tests revision 0 read as zwd_mission_won() does; the others
 * (crypt8, burnt, signaller-exit, escape) are win_test()'s. */
#define SAME_WINS (ZWD_WIN_OBJECTIVES | ZWD_WIN_BILE4 | ZWD_WIN_ON_WALKWAYS \
    | ZWD_WIN_NO_CORRUPTION | ZWD_WIN_BLUE_GREEN | ZWD_WIN_SPAWNS_STANDARD)

/* win_test - one win test of the mission that revision 0 read its own way */

static int
win_test(const struct zwd_state *s, unsigned t)
{
	const struct zwd_setup *st = &s->map->setup;
	int                     i;

	switch (t) {
	case ZWD_WIN_CRYPT8:
		return (zwd_held(s, -1) >= 8);
	case ZWD_WIN_BURNT:
		for (i = 0; i < s->nobj; i++)
			if (!s->map->burnt[s->obj[i].zone])
				return (0);
		return (1);
	case ZWD_WIN_SIGNALLER_EXIT:
		return (st->signaller >= 0 && st->signaller == st->exit
		    && zwd_board_zombies(s->board, st->exit) == 0);
	case ZWD_WIN_ESCAPE:
		return (everyone_at(s, st->exit, 1));
	}
	return (0);
}

/* won - every win test holds: the shared ones by zwd_mission_won() */

static int
won(struct zwd_state *s)
{
	unsigned win = s->map->setup.win, t;
	int      ok;

	zwd_mprog_sync(s);
	s->map->setup.win = win & SAME_WINS; /* restored below */
	ok = zwd_mission_won(&s->mp, s->map, s->board);
	s->map->setup.win = win;
	for (t = 1; ok && t <= ZWD_WIN_SPAWNS_STANDARD; t <<= 1)
		if ((win & t & ~SAME_WINS) && !win_test(s, t))
			ok = 0;
	return (ok);
}

/* zwd_rev0_outcome - lost, won or playing, as revision 0 read it */

int
zwd_rev0_outcome(struct zwd_state *s, char **why)
{
	const struct zwd_setup *st = &s->map->setup;
	int                     i;

	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].out == 1) {
			*why = pb_asprintf("%s is eliminated.", zwd_surv_name(s, i));
			return (ZWD_LOST);
		}
	for (i = 0; i < s->last.n && s->last_round == s->round; i++)
		if (s->last.v[i].kind == ZWD_EV_SIGNALLER) {
			*why = pb_strdup("Corruption reached the Signaller.");
			return (ZWD_LOST);
		}
	if ((st->lose & ZWD_LOSE_GUARD) && s->board->guards_lost > 0) {
		*why = pb_strdup("a guard is eliminated.");
		return (ZWD_LOST);
	}
	if (((st->win & ZWD_WIN_OBJECTIVES) && lost(s, 7u))
	    || ((st->win & ZWD_WIN_BLUE_GREEN)
	        && lost(s, 1u << ZWD_OBJ_BLUE | 1u << ZWD_OBJ_GREEN))) {
		*why = pb_strdup("an objective the victory needs is lost under Corruption.");
		return (ZWD_LOST);
	}
	if (st->win == 0 || !won(s))
		return (ZWD_PLAYING);
	*why = pb_strdup("every win test of the mission holds.");
	return (ZWD_WON);
}

/* zwd_rev0_escape - exit-turn-end: leave by the exit at the end of a turn */

void
zwd_rev0_escape(struct zwd_state *s, int i, struct pb_buf *pub)
{
	int z = zwd_surv_zone(s, i), ex = s->map->setup.exit;

	if (!(s->map->setup.rules & ZWD_RULE_EXIT_TURN_END) || z < 0 || z != ex
	    || zwd_board_zombies(s->board, z) > 0)
		return;
	s->surv[i].out = 2;
	s->surv[i].actions = 0;
	s->board->surv[i] = -1;
	pb_buf_line(pub, "%s leaves by the exit.", zwd_surv_name(s, i));
}
