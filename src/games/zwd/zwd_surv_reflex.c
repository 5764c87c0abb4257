/*++
/* NAME
/*	zwd_surv_reflex 3
/* SUMMARY
/*	Zombicide: White Death, the skills Combat Reflexes and Zombie Link
/*	in the zombie phase
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	void	zwd_reflexes(void *arg, int z);
/*	void	zwd_link(void *arg);
/* DESCRIPTION
/*	zwd_reflexes() is struct zwd_prefs' reflex callback (rules 2),
/*	arg a struct zwd_reflex (the state and the public lines of the
/*	zombie phase): the spawn code calls it after each card that spawns
/*	in zone z, before Sidestep.  Every survivor in play with Combat
/*	Reflexes, z at Range 0-1 in its sight, whose player's standing
/*	choice is "reflexes attack" (the default), attacks z at once, free:
/*	with the weapon of its Hands of the kind zwd_react_reflexes()
/*	picks (the most dice; Melee, then Ranged, then Magic on a tie),
/*	the first Hand that can reach z; none, no attack.  In seat order,
/*	while z has zombies.  The attack is an ordinary one otherwise: its
/*	modifiers, target priority, friendly fire by the team's rule, the
/*	AP, a Reload weapon left unloaded (not with Free Reload), a Crypt
/*	Weapon dropped, Hold Your Nose; told in the public lines and kept
/*	for the mails (zwd_fight_keep()); from revision 3 also told among
/*	the zombie phase's events (ZWD_EV_REFLEX, after the card's spawn),
/*	in the reader's language.  It may kill more zombies than the card
/*	spawned.
/*
/*	zwd_link() is struct zwd_prefs' link callback (rules 3), arg a
/*	struct zwd_reflex: the spawn code calls it at each Zombie Siege
/*	card, before the card acts.  Every survivor in play with Zombie
/*	Link, in seat order, takes a Turn of its Actions (3, 4 from
/*	Yellow; no free ones), told among the zombie phase's events and in
/*	the public lines, made of its player's standing order (stance SURV
/*	link): attack (the default): one attack an Action, each on the
/*	nearest zone in sight with zombies that a weapon of its Hands
/*	reaches (the lowest zone on a tie), with the one of most dice (the
/*	first Hand on a tie), an ordinary attack as above, until none
/*	reaches; flee: while its zone has zombies, a Move (at its usual
/*	cost) to the zone Sidestep would take (fewer zombies); off:
/*	nothing, no Turn.
/* SEE ALSO
/*	zwd_spawn(3), zwd_skill(3h), pbemd-zwd(7), SKILLS.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_zombie.h"

/* hand - the Hand slot survivor i attacks z with by Combat Reflexes, a set up; -1 */

static int
hand(const struct zwd_state *s, int i, int z, struct zwd_attack *a)
{
	const struct zwd_equip *e;
	struct zwd_traits       t = { 0 };
	int dice[ZWD_MAGIC + 1] = { 0 }, h, kind, range = zwd_map_los(s->map, s->board->surv[i], z, 0);

	for (h = ZWD_HAND0; h < ZWD_BODYSLOT; h++)
		if (s->surv[i].slot[h] >= 0
		    && (e = &s->pack->cards->equips[s->surv[i].slot[h]])->kind <= ZWD_MAGIC
		    && e->dice > dice[e->kind])
			dice[e->kind] = e->dice;
	t.flags = zwd_surv_flags(s, i);
	if ((kind = zwd_react_reflexes(&t, &s->surv[i].stance, range, dice)) < 0)
		return (-1);
	for (h = ZWD_HAND0; h < ZWD_BODYSLOT; h++) {
		if (s->surv[i].slot[h] < 0 || s->pack->cards->equips[s->surv[i].slot[h]].kind != kind)
			continue;
		zwd_attack_setup(s, i, h, z, a);
		if (zwd_combat_check(s->map, s->board, a) == ZWD_CR_OK)
			return (h);
	}
	return (-1);
}

/* strike - survivor i's free attack a from Hand h, resolved and told: by
 * Combat Reflexes (ZWD_EV_REFLEX) or in a Zombie Link Turn (ZWD_EV_LINKHIT) */

static void
strike(struct zwd_state *s, struct pb_buf *pub, int i, int h, struct zwd_attack *a, int ev)
{
	struct zwd_combat_result r;
	struct zwd_prefs         p;
	struct zwd_defence       def[ZWD_SURVIVORS];
	int                      k, n = 0;

	zwd_prefs_of(s, &p, def);
	a->def = def;
	a->prefs = &p;
	if (zwd_combat(s->board, s->map, s->pack->cards, a, &s->rng, &r) != ZWD_CR_OK)
		return; /* checked by the caller */
	a->def = NULL;
	a->prefs = NULL;
	for (k = 0; k < ZWD_NZOMBIES; k++)
		n += r.killed[k];
	if (ev == ZWD_EV_REFLEX)
		pb_buf_line(pub,
		    "Combat Reflexes: %s attacks %s as zombies spawn: %d zombie%s killed.",
		    zwd_surv_name(s, i), zwd_label(s, a->to), n, n == 1 ? "" : "s");
	else
		pb_buf_line(pub, "Zombie Link: %s attacks %s: %d zombie%s killed.",
		    zwd_surv_name(s, i), zwd_label(s, a->to), n, n == 1 ? "" : "s");
	if (ev != ZWD_EV_REFLEX || s->pack->rev >= 3) /* among the phase's events, in order */
		zwd_event_add(&s->last, ev, -1, n, a->from, a->to, i, -1);
	zwd_fight_keep(s, a, &r);
	zwd_crypt_drop(s, a->to, r.crypt, pub);
	if (r.fired && !(zwd_surv_flags(s, i) & ZWD_T_FREERELOAD))
		s->surv[i].unloaded |= a->hands == 2 ? 3 : 1 << h;
	for (k = 0; k < s->nsurv; k++)
		if (r.dead[k]) {
			s->surv[k].out = 1;
			s->surv[k].done = 1;
			s->surv[k].actions = 0;
		}
	if (r.ap > 0 && !s->surv[i].out)
		zwd_gain_ap(s, i, r.ap, pub);
	zwd_danger(s);
	zwd_hold_nose(s, a->to, n, pub);
}

void
zwd_reflexes(void *arg, int z)
{
	struct zwd_reflex *rx = arg;
	struct zwd_state  *s = rx->s;
	struct zwd_attack  a;
	int                i, h;

	for (i = 0; i < s->nsurv && zwd_board_zombies(s->board, z) > 0; i++)
		if (!s->surv[i].out && zwd_surv_zone(s, i) >= 0 && (h = hand(s, i, z, &a)) >= 0)
			strike(s, rx->pub, i, h, &a, ZWD_EV_REFLEX);
}

/* ---- Zombie Link (rules 3) ------------------------------------------- */

/* best_hand - survivor i's weapon of the Hands with the most dice that
 * can attack z now (the first on a tie), a set up; -1 */

static int
best_hand(const struct zwd_state *s, int i, int z, struct zwd_attack *a)
{
	const struct zwd_equip *e;
	struct zwd_attack       t;
	int                     h, best = -1, most = 0;

	for (h = ZWD_HAND0; h < ZWD_BODYSLOT; h++) {
		if (s->surv[i].slot[h] < 0
		    || (e = &s->pack->cards->equips[s->surv[i].slot[h]])->kind > ZWD_MAGIC
		    || e->dice <= most)
			continue;
		zwd_attack_setup(s, i, h, z, &t);
		if (zwd_combat_check(s->map, s->board, &t) == ZWD_CR_OK) {
			best = h;
			most = e->dice;
			*a = t;
		}
	}
	return (best);
}

/* link_attack - the Hand survivor i attacks with in its Zombie Link Turn:
 * the nearest zone in sight with zombies that a weapon reaches (the
 * lowest on a tie), a set up; -1 */

static int
link_attack(const struct zwd_state *s, int i, struct zwd_attack *a)
{
	struct zwd_attack t;
	int               from = zwd_surv_zone(s, i), z, r, h, best = -1, near = 0;

	for (z = 0; z < s->map->nzones; z++) {
		if (zwd_board_zombies(s->board, z) == 0 || (r = zwd_map_los(s->map, from, z, 0)) < 0
		    || (best >= 0 && r >= near))
			continue;
		if ((h = best_hand(s, i, z, &t)) >= 0) {
			best = h;
			near = r;
			*a = t;
		}
	}
	return (best);
}

/* flee_to - the zone survivor i's Move flees to (Sidestep's choice), -1 */

static int
flee_to(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), n = s->map->nzones, *zs = pb_malloc(sizeof(*zs) * (size_t)n);
	int k, to;

	for (k = 0; k < n; k++)
		zs[k] =
		    k != a && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, k, zwd_surv_how(s, i))
		    ? zwd_board_zombies(s->board, k)
		    : -1;
	to = zwd_react_flee(zwd_board_zombies(s->board, a), zs, n);
	free(zs);
	return (to);
}

/* link_turn - survivor i's Turn of n Actions by its standing order mode */

static void
link_turn(struct zwd_state *s, struct pb_buf *pub, int i, int mode, int n)
{
	struct zwd_attack a;
	int               h, z, to, cost;

	while (n > 0 && !s->surv[i].out) {
		z = zwd_surv_zone(s, i);
		if (mode == ZWD_LINK_ATTACK && (h = link_attack(s, i, &a)) >= 0) {
			strike(s, pub, i, h, &a, ZWD_EV_LINKHIT);
			n--;
			continue;
		}
		cost = zwd_surv_flags(s, i) & ZWD_T_SLIPPERY
		    ? 1
		    : zwd_map_move_cost(zwd_board_zombies(s->board, z));
		if (mode != ZWD_LINK_FLEE || (to = flee_to(s, i)) < 0 || cost > n)
			return;
		s->board->surv[i] = to;
		zwd_event_add(&s->last, ZWD_EV_LINKMOVE, -1, 1, z, to, i, -1);
		pb_buf_line(pub, "Zombie Link: %s moves from %s to %s.", zwd_surv_name(s, i),
		    zwd_label(s, z), zwd_label(s, to));
		n -= cost;
	}
}

void
zwd_link(void *arg)
{
	struct zwd_reflex *rx = arg;
	struct zwd_state  *s = rx->s;
	struct zwd_traits  t = { 0 };
	int                i, mode, z;

	for (i = 0; i < s->nsurv; i++) {
		if (s->surv[i].out || (z = zwd_surv_zone(s, i)) < 0)
			continue;
		t.flags = zwd_surv_flags(s, i);
		if ((mode = zwd_react_link(&t, &s->surv[i].stance)) == ZWD_LINK_NONE)
			continue;
		zwd_event_add(&s->last, ZWD_EV_LINK, -1, zwd_actions_per_turn(s, i), z, -1, i, -1);
		pb_buf_line(rx->pub, "Zombie Link: %s takes a Turn.", zwd_surv_name(s, i));
		link_turn(s, rx->pub, i, mode, zwd_actions_per_turn(s, i));
	}
}
