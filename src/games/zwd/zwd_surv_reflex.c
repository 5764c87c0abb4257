/*++
/* NAME
/*	zwd_surv_reflex 3
/* SUMMARY
/*	Zombicide: White Death, the skill Combat Reflexes in the zombie
/*	phase
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	void	zwd_reflexes(void *arg, int z);
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

/* reflex - survivor i's attack a from Hand h on z, resolved and told */

static void
reflex(struct zwd_state *s, struct pb_buf *pub, int i, int h, struct zwd_attack *a)
{
	struct zwd_combat_result r;
	struct zwd_prefs         p;
	struct zwd_defence       def[ZWD_SURVIVORS];
	int                      k, n = 0;

	zwd_prefs_of(s, &p, def);
	a->def = def;
	a->prefs = &p;
	if (zwd_combat(s->board, s->map, s->pack->cards, a, &s->rng, &r) != ZWD_CR_OK)
		return; /* checked by hand() */
	a->def = NULL;
	a->prefs = NULL;
	for (k = 0; k < ZWD_NZOMBIES; k++)
		n += r.killed[k];
	pb_buf_line(pub, "Combat Reflexes: %s attacks %s as zombies spawn: %d zombie%s killed.",
	    zwd_surv_name(s, i), zwd_label(s, a->to), n, n == 1 ? "" : "s");
	if (s->pack->rev >= 3) /* among the zombie phase's events, where it happened */
		zwd_event_add(&s->last, ZWD_EV_REFLEX, -1, n, a->from, a->to, i, -1);
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
			reflex(s, rx->pub, i, h, &a);
}
