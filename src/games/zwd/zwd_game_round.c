/*++
/* NAME
/*	zwd_game_round 3
/* SUMMARY
/*	Zombicide: White Death, the round: end of turn, zombie phase,
/*	end phase, victory and defeat
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	void	zwd_new_round(struct zwd_state *s);
/*	void	zwd_turn_ended(struct zwd_state *s, struct pb_buf *pub);
/*	int	zwd_check_end(struct zwd_state *s, struct pb_buf *pub);
/*	void	zwd_prefs_of(struct zwd_state *s, struct zwd_prefs *p,
/*			struct zwd_defence *def);
/* DESCRIPTION
/*	zwd_new_round() gives every survivor in play its Actions for the
/*	players phase (3, 4 from Yellow on) and clears its Search, its
/*	Escalation streak, its fired Reload weapons and its end of turn;
/*	a skill not chosen at Orange or Red becomes the standing default
/*	(zwd_skills_fix()).
/*
/*	zwd_prefs_of() fills p with the team's standing choices, each
/*	survivor's defence in def (ZWD_SURVIVORS of them, zwd_defence():
/*	Armor and skills) and the game's stream: what the zombie phase
/*	and friendly fire read.
/*
/*	zwd_empress_sync() puts the Signaller of mission 5 where the
/*	survivor carrying the Empress stands (the map's setup is the
/*	state's: load calls it again).
/*
/*	zwd_turn_ended() is called after each command: a trade offered
/*	by a survivor whose turn has ended lapses; when every
/*	survivor has ended its turn, the zombie phase runs by itself
/*	(zwd_zombie_phase(), with the players' standing choices: who takes
/*	Wounds first, the zones the zombies prefer on a tie), its events
/*	are kept for the views (the narrative in each reader's language),
/*	the eliminated survivors leave the game, objectives under new
/*	Corruption are lost; then, unless the game
/*	ended, the end phase: Noise and Freeze tokens removed, the First
/*	Player token passes to the next seat, a new round.  With the
/*	mission rule exit-turn-end (missions 7 and 10) a survivor that
/*	ends its turn in the exit zone with no zombie there leaves the
/*	board by it.
/*
/*	zwd_check_end() decides the game, at once after every command and
/*	after the zombie phase: lost when a survivor is eliminated,
/*	Corruption reached the Signaller, a guard fell where the mission
/*	loses on it, or an objective the victory needs was lost; won when
/*	every win test of the mission holds (pbemd-zwd(7), VICTORY AND
/*	DEFEAT).  It returns 1 when the game has ended, with a public line
/*	in pub.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_combat.h"

/* zwd_new_round - the survivors' Actions of a players phase */

void
zwd_new_round(struct zwd_state *s)
{
	int i;

	for (i = 0; i < s->nsurv; i++) {
		s->surv[i].searched = 0;
		s->surv[i].streak = s->surv[i].unloaded = s->surv[i].guarded = 0;
		zwd_turn_reset(&s->surv[i]); /* free Actions, once-a-Turn skills, spells */
		zwd_skills_fix(s, i);
		s->surv[i].done = s->surv[i].out != 0;
		s->surv[i].actions = s->surv[i].out ? 0 : zwd_actions_per_turn(s, i);
	}
}

/* taken - every objective token of the colours in mask taken */

static int
taken(const struct zwd_state *s, unsigned mask)
{
	int i;

	for (i = 0; i < s->nobj; i++)
		if ((mask & (1u << s->obj[i].colour)) && s->obj[i].state != ZWD_OBJ_TAKEN)
			return (0);
	return (1);
}

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

/* held - cards of a kind (or, kind < 0, of the crypt deck) the survivors hold */

static int
held(const struct zwd_state *s, int kind)
{
	const struct zwd_equip *e;
	int                     i, k, n = 0;

	for (i = 0; i < s->nsurv; i++)
		for (k = 0; k < ZWD_SLOTS; k++)
			if (s->surv[i].slot[k] >= 0) {
				e = &s->pack->cards->equips[s->surv[i].slot[k]];
				n += kind < 0 ? e->deck == ZWD_CRYPT : e->kind == kind;
			}
	return (n);
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

/* on_walkways - survivors and guards on walkways, no zombie on one */

static int
on_walkways(const struct zwd_state *s)
{
	int z, i;

	for (z = 0; z < s->map->nzones; z++)
		if (zwd_map_kind(s->map, z) == ZWD_WALKWAY ? zwd_board_zombies(s->board, z) > 0
		                                           : s->board->guards[z] > 0)
			return (0);
	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out && zwd_map_kind(s->map, zwd_surv_zone(s, i)) != ZWD_WALKWAY)
			return (0);
	return (1);
}

/* win_test - one win test of the mission holds */

static int
win_test(const struct zwd_state *s, unsigned t)
{
	const struct zwd_setup *st = &s->map->setup;
	int                     z, i;

	switch (t) {
	case ZWD_WIN_OBJECTIVES:
		return (taken(s, 7u));
	case ZWD_WIN_BLUE_GREEN:
		return (taken(s, 1u << ZWD_OBJ_BLUE | 1u << ZWD_OBJ_GREEN));
	case ZWD_WIN_BILE4:
		return (held(s, ZWD_BILE) >= 4);
	case ZWD_WIN_ON_WALKWAYS:
		return (on_walkways(s));
	case ZWD_WIN_NO_CORRUPTION:
		for (z = 0; z < s->map->nzones; z++)
			if (s->map->corrupt[z])
				return (0);
		return (1);
	case ZWD_WIN_CRYPT8:
		return (held(s, -1) >= 8);
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
	case ZWD_WIN_SPAWNS_STANDARD:
		for (i = 0; i < ZWD_SPAWNS; i++)
			if (s->board->spawn[i] >= 0 && s->board->spawn[i] != st->standard)
				return (0);
		return (
		    s->board->desecrator_spawn < 0 || s->board->desecrator_spawn == st->standard);
	}
	return (0);
}

/* end_game - the game is over */

static int
end_game(struct zwd_state *s, int outcome, char *why, struct pb_buf *pub)
{
	int i;

	s->phase = ZWD_PH_ENDED;
	s->outcome = outcome;
	free(s->reason);
	s->reason = why;
	for (i = 0; i < s->nsurv; i++) {
		s->surv[i].actions = 0;
		s->surv[i].done = 1;
	}
	pb_buf_line(
	    pub, "%s %s", outcome == ZWD_WON ? "The mission is won:" : "The mission is lost:", why);
	return (1);
}

/* zwd_check_end - lost or won now; 1 when the game ended */

int
zwd_check_end(struct zwd_state *s, struct pb_buf *pub)
{
	const struct zwd_setup *st = &s->map->setup;
	unsigned                t;
	int                     i, all = 1;

	if (s->phase == ZWD_PH_ENDED)
		return (1);
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].out == 1)
			return (end_game(s, ZWD_LOST,
			    pb_asprintf("%s is eliminated.", zwd_surv_name(s, i)), pub));
	for (i = 0; i < s->last.n && s->last_round == s->round; i++)
		if (s->last.v[i].kind == ZWD_EV_SIGNALLER)
			return (end_game(
			    s, ZWD_LOST, pb_strdup("Corruption reached the Signaller."), pub));
	if ((st->lose & ZWD_LOSE_GUARD) && s->board->guards_lost > 0)
		return (end_game(s, ZWD_LOST, pb_strdup("a guard is eliminated."), pub));
	if (((st->win & ZWD_WIN_OBJECTIVES) && lost(s, 7u))
	    || ((st->win & ZWD_WIN_BLUE_GREEN)
	        && lost(s, 1u << ZWD_OBJ_BLUE | 1u << ZWD_OBJ_GREEN)))
		return (end_game(s, ZWD_LOST,
		    pb_strdup("an objective the victory needs is lost under Corruption."), pub));
	if (st->win == 0)
		return (0);
	for (t = 1; t <= ZWD_WIN_SPAWNS_STANDARD; t <<= 1)
		if ((st->win & t) && !win_test(s, t))
			all = 0;
	if (all)
		return (
		    end_game(s, ZWD_WON, pb_strdup("every win test of the mission holds."), pub));
	return (0);
}

/* escape - mission rule exit-turn-end: leave by the exit at the end of a turn */

static void
escape(struct zwd_state *s, int i, struct pb_buf *pub)
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

/* zwd_prefs_of - the team's standing choices, each survivor's defence in def, the stream */

void
zwd_prefs_of(struct zwd_state *s, struct zwd_prefs *p, struct zwd_defence *def)
{
	int i;

	memset(p, 0, sizeof(*p));
	memset(def, 0, sizeof(*def) * ZWD_SURVIVORS);
	p->steer = s->steer;
	p->nsteer = s->nsteer;
	p->wound_rule = s->wound_rule;
	p->norder = s->norder;
	memcpy(p->order, s->order, sizeof(p->order));
	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out) {
			zwd_defence(s, i, &def[i]);
			def[i].shed = &s->surv[i].shed; /* zwd_shed() takes them */
		}
	p->def = def;
	p->rng = &s->rng;
}

/* zombie_phase - the zombies play, the end phase follows */

static void
zombie_phase(struct zwd_state *s, struct pb_buf *pub)
{
	const struct zwd_event *e;
	int                     i, k;
	struct zwd_prefs        p;
	struct zwd_defence      def[ZWD_SURVIVORS];

	zwd_prefs_of(s, &p, def);
	zwd_events_clear(&s->last);
	zwd_zombie_phase(s->board, s->map, s->pack->cards, &p, &s->rng, &s->last);
	zwd_shed(s, pub);
	s->last_round = s->round;
	pb_buf_line(pub, "The zombies played round %d.", s->round);
	for (i = 0; i < s->last.n; i++) {
		e = &s->last.v[i];
		if (e->kind == ZWD_EV_DEAD && e->target >= 0 && e->target < s->nsurv)
			s->surv[e->target].out = 1;
		if (e->kind == ZWD_EV_OBJLOST)
			for (k = 0; k < s->nobj; k++)
				if (s->obj[k].zone == e->to && s->obj[k].state == ZWD_OBJ_DOWN)
					s->obj[k].state = ZWD_OBJ_LOST;
	}
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].out)
			s->surv[i].actions = 0;
	zwd_danger(s);
	if (zwd_check_end(s, pub))
		return;
	zwd_board_end_round(s->board);
	s->first = s->first % s->nseats + 1;
	s->round++;
	zwd_new_round(s);
}

/* zwd_empress_sync - mission 5: the Signaller stands where her carrier is */

void
zwd_empress_sync(struct zwd_state *s)
{
	if (s->empress >= 0 && zwd_surv_zone(s, s->empress) >= 0)
		s->map->setup.signaller = zwd_surv_zone(s, s->empress);
}

/* zwd_turn_ended - after a command: the zombie phase when all have ended */

void
zwd_turn_ended(struct zwd_state *s, struct pb_buf *pub)
{
	int i;

	zwd_empress_sync(s);

	if (zwd_check_end(s, pub))
		return;
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].done && !s->surv[i].out)
			escape(s, i, pub);
	if (zwd_check_end(s, pub))
		return;
	if (s->offer[0] >= 0 && s->surv[s->offer[0]].done) {
		pb_buf_line(pub, "The trade %s offered lapses.", zwd_surv_name(s, s->offer[0]));
		s->offer[0] = s->offer[1] = s->offer[2] = s->offer[3] = -1;
	}
	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].done)
			return;
	zombie_phase(s, pub);
}
