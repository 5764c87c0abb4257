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
/*	zwd_empress_sync() puts the Signaller where zwd_mission says
/*	(zwd_mission_zombies_begin(): mission 5, where the survivor
/*	carrying the Empress stands; 9, where she stands; the map's setup
/*	is the state's: load calls it again).
/*
/*	zwd_turn_ended() is called after each command: a trade offered
/*	by a survivor whose turn has ended lapses; when every
/*	survivor has ended its turn, the zombie phase runs by itself
/*	(zwd_zombie_phase(), with the players' standing choices: who takes
/*	Wounds first, the zones the zombies prefer on a tie), its events
/*	are kept for the views (the narrative in each reader's language),
/*	the eliminated survivors leave the game, objectives under
/*	Corruption are lost (zwd_mprog_zombies_done(); revision 0: under
/*	new Corruption); then, unless the game
/*	ended, the end phase: Medics heal 1 Wound of each survivor of
/*	their Zone, 1 AP each per Wound (shared in seat order), then
/*	Regeneration heals the rest (zwd_react_heal(); rules 1, told as
/*	events of the zombie phase); Noise and Freeze tokens removed, the First
/*	Player token passes to the next seat, a new round.  With the
/*	mission rule exit-turn-end (missions 7 and 10) a survivor that
/*	ends its turn in the exit zone with no zombie there leaves the
/*	board by it (zwd_mprog_exit(), the guards there with it;
/*	revision 0: zwd_rev0_escape()).
/*
/*	zwd_check_end() decides the game, at once after every command and
/*	after the zombie phase: by zwd_mission_lost() then
/*	zwd_mission_won() (zwd_mprog_outcome()), or for a game of rules
/*	revision 0 as it did then (zwd_rev0_outcome()); pbemd-zwd(7),
/*	VICTORY AND DEFEAT.  It returns 1 when the game has ended, with a
/*	public line in pub.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_zombie.h"

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
	char *why = NULL;
	int   outcome;

	if (s->phase == ZWD_PH_ENDED)
		return (1);
	outcome = s->pack->rev >= 1 ? zwd_mprog_outcome(s, &why) : zwd_rev0_outcome(s, &why);
	if (outcome == ZWD_PLAYING)
		return (0);
	return (end_game(s, outcome, why, pub));
}

/* escape - survivor i's turn ended: out by the exit, where the mission has one */

static void
escape(struct zwd_state *s, int i, struct pb_buf *pub)
{
	if (s->pack->rev >= 1)
		(void)zwd_mprog_exit(s, i, 1, pub);
	else
		zwd_rev0_escape(s, i, pub);
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
	p->mp = &s->mp;
	p->react = s->pack->rev >= 1;
}

/* end_heal - the End Phase's Medics and Regeneration (rules 1), told in s->last */

static void
end_heal(struct zwd_state *s, struct pb_buf *pub)
{
	struct zwd_skillset set;
	struct zwd_traits   t[ZWD_SURVIVORS];
	int                 i, k, m, z, w, left, healed, ap[ZWD_SURVIVORS] = { 0 };

	memset(t, 0, sizeof(t));

	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out) {
			zwd_skills(s, i, &set);
			zwd_skill_traits(&set, zwd_mates(s, i), &t[i]);
		}
	for (i = 0; i < s->nsurv; i++) {
		if ((z = zwd_surv_zone(s, i)) < 0 || (w = s->board->wounds[i]) == 0)
			continue;
		for (k = m = 0; k < s->nsurv; k++)
			m += zwd_surv_zone(s, k) == z && (t[k].flags & ZWD_T_MEDIC);
		left = zwd_react_heal(&t[i], w, m, &healed);
		s->board->wounds[i] = left;
		if (healed > 0)
			zwd_event_add(&s->last, ZWD_EV_MEDIC, -1, healed, z, -1, i, -1);
		if (w - healed - left > 0)
			zwd_event_add(&s->last, ZWD_EV_REGEN, -1, w - healed - left, z, -1, i, -1);
		/* The Medics share the Wounds healed, 1 AP each, in seat order. */
		for (k = 0; k < s->nsurv && healed > 0; k++)
			if (zwd_surv_zone(s, k) == z && (t[k].flags & ZWD_T_MEDIC))
				ap[k]++, healed--;
	}
	for (k = 0; k < s->nsurv; k++)
		if (ap[k] > 0)
			zwd_gain_ap(s, k, ap[k], pub);
}

/* zombie_phase - the zombies play, the end phase follows */

static void
zombie_phase(struct zwd_state *s, struct pb_buf *pub)
{
	const struct zwd_event *e;
	int                     i, k;
	struct zwd_prefs        p;
	struct zwd_defence      def[ZWD_SURVIVORS];
	struct zwd_reflex       rx;

	zwd_prefs_of(s, &p, def);
	if (s->pack->rev >= 2) { /* Combat Reflexes: zwd_surv_reflex.c */
		rx.s = s;
		rx.pub = pub;
		p.reflex = zwd_reflexes;
		p.reflex_arg = &rx;
	}
	if (s->pack->rev >= 3) /* Zombie Link's Turn: zwd_surv_reflex.c */
		p.link = zwd_link;
	zwd_events_clear(&s->last);
	zwd_zombie_phase(s->board, s->map, s->pack->cards, &p, &s->rng, &s->last);
	zwd_shed(s, pub);
	s->last_round = s->round;
	pb_buf_line(pub, "The zombies played round %d.", s->round);
	for (i = 0; i < s->last.n; i++) {
		e = &s->last.v[i];
		if (e->kind == ZWD_EV_DEAD && e->target >= 0 && e->target < s->nsurv)
			s->surv[e->target].out = 1;
		if (e->kind == ZWD_EV_OBJLOST && s->pack->rev < 1)
			for (k = 0; k < s->nobj; k++)
				if (s->obj[k].zone == e->to && s->obj[k].state == ZWD_OBJ_ON)
					s->obj[k].state = ZWD_OBJ_LOST;
	}
	if (s->pack->rev >= 1)
		zwd_mprog_zombies_done(s);
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].out)
			s->surv[i].actions = 0;
	zwd_danger(s);
	if (zwd_check_end(s, pub))
		return;
	if (s->pack->rev >= 1)
		end_heal(s, pub);
	zwd_board_end_round(s->board);
	s->first = s->first % s->nseats + 1;
	s->round++;
	zwd_new_round(s);
}

/* zwd_empress_sync - the Signaller stands where zwd_mission says (5: her carrier) */

void
zwd_empress_sync(struct zwd_state *s)
{
	zwd_mprog_sync(s);
	zwd_mission_zombies_begin(&s->mp, s->map, s->board);
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
