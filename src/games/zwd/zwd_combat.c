/*++
/* NAME
/*	zwd_combat 3
/* SUMMARY
/*	Zombicide: White Death, one Combat Action: checked, rolled,
/*	resolved
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/* DESCRIPTION
/*	zwd_combat(3h) documents the interface; this file holds the
/*	weapons, the check, the roll and the order of resolution: the
/*	successes (zwd_combat_assign.c), the misses (zwd_combat_ff.c),
/*	then Noise, Freeze and Reload.  Dragon Fire has no roll: it kills
/*	every character of its zone (and, in mission 4, of the building it
/*	sets on fire).
/*
/*	The roll: one die per weapon die (a Dual pair rolls both, +1 die
/*	per weapon from a skill, +1 per weapon from a Dagger or Energy
/*	Discharge in the other Hand, mutual in a Dual pair of them); a die
/*	is a success when it is not a natural 1 and, +result, capped at
/*	6, reaches the accuracy (zwd_skill_hit()).  Lucky rerolls the
/*	whole roll once when zwd_react_lucky() says so for the attacker's
/*	standing choice (by default: fewer than half the dice succeed);
/*	Roll 6: +1 die adds a die per 6, chained, after the reroll.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/zwd/zwd_combat.h"

/* zwd_weapon_of - the combat stats of an equipment card */

void
zwd_weapon_of(const struct zwd_equip *e, struct zwd_weapon *w)
{
	w->kind = e->kind;
	w->dice = e->dice;
	w->accuracy = e->accuracy;
	w->damage = e->damage;
	w->range_min = e->range_min;
	w->range_max = e->range_max;
	w->traits = e->traits;
	if (e->kind == ZWD_BILE) {
		w->range_min = w->range_max = 1; /* Dragon Fire: Range 1 */
		w->traits &= ~(unsigned)ZWD_NOISY;
	}
}

/* zwd_weapon_guards - the dice of n guards for a Guard Action */

void
zwd_weapon_guards(const struct zwd_cards *c, int kind, int n, struct zwd_weapon *w)
{
	const struct zwd_guard *g = c->nguards > 0 ? &c->guards[0] : NULL;

	memset(w, 0, sizeof(*w));
	w->kind = kind;
	w->dice = n * (g != NULL ? g->dice : 1);
	if (kind == ZWD_MELEE) {
		w->accuracy = g != NULL ? g->melee_accuracy : 4;
		w->damage = g != NULL ? g->melee_damage : 1;
		return;
	}
	w->accuracy = g != NULL ? g->ranged_accuracy : 4;
	w->damage = g != NULL ? g->ranged_damage : 1;
	w->range_min = g != NULL ? g->range_min : 0;
	w->range_max = g != NULL ? g->range_max : 1;
	w->traits = g != NULL && g->ranged_noisy ? ZWD_NOISY : 0;
}

/* span - the range the attack may reach, by weapon and skills */

static void
span(const struct zwd_attack *a, int *min, int *max)
{
	*min = a->w.range_min;
	*max = a->w.range_max;
	if (a->w.kind == ZWD_MELEE) {
		if (a->m.flags & ZWD_M_REACH)
			*max = *max > 1 ? *max : 1;
		if ((a->w.traits & ZWD_POLEARM) && (a->m.flags & ZWD_M_POLEARM0))
			*min = 0;
	} else if (a->w.kind != ZWD_BILE) {
		*max += a->m.range_max;
		if (a->m.flags & ZWD_M_RANGE0)
			*min = 0;
	}
}

static int
check_who(const struct zwd_board *b, const struct zwd_attack *a)
{
	if (a->guards > 0)
		return (b->guards[a->from] >= a->guards ? ZWD_CR_OK : ZWD_CR_GUARDS);
	if (a->who < 0 || a->who >= b->nsurv || b->surv[a->who] != a->from)
		return (ZWD_CR_ZONE);
	return (ZWD_CR_OK);
}

/* zwd_combat_check - may the attack be made (ZWD_CR_OK) or why not */

int
zwd_combat_check(const struct zwd_map *m, const struct zwd_board *b, const struct zwd_attack *a)
{
	int k = a->w.kind, hands = a->hands > 1 ? 2 : 1, code, range, min, max;

	if (k != ZWD_MELEE && k != ZWD_RANGED && k != ZWD_MAGIC && k != ZWD_BILE)
		return (ZWD_CR_WEAPON);
	if (a->from < 0 || a->from >= m->nzones || a->to < 0 || a->to >= m->nzones)
		return (ZWD_CR_ZONE);
	if ((code = check_who(b, a)) != ZWD_CR_OK)
		return (code);
	if (hands == 2 && !(a->w.traits & ZWD_DUAL) && !(a->m.flags & ZWD_M_DUAL))
		return (ZWD_CR_DUAL);
	if ((a->w.traits & ZWD_RELOAD) && a->loaded < hands)
		return (ZWD_CR_UNLOADED);
	if ((range = zwd_map_los(m, a->from, a->to, a->see)) < 0)
		return (ZWD_CR_SIGHT);
	span(a, &min, &max);
	return (range < min || range > max ? ZWD_CR_RANGE : ZWD_CR_OK);
}

/* zwd_combat_hit - a die that hits (zwd_skill_hit()) */

int
zwd_combat_hit(const struct zwd_attack *a, int die)
{
	return (zwd_skill_hit(&a->m, die, a->w.accuracy));
}

/* dice_count - the dice of the roll: the skills' count of the weapons'
 * dice (zwd_skill_dice()), then the other Hand's bonus die per weapon */

static int
dice_count(const struct zwd_attack *a)
{
	int hands = a->hands > 1 ? 2 : 1, n, bonus;

	bonus = a->bonus_die || (hands == 2 && (a->w.traits & ZWD_BONUSDIE));
	n = zwd_skill_dice(&a->m, a->w.dice * hands, hands) + bonus * hands;
	return (n < 0 ? 0 : n > ZWD_COMBAT_DICE ? ZWD_COMBAT_DICE : n);
}

static int
roll_into(struct pb_rng *rng, const struct zwd_attack *a, int *dice, int n)
{
	int i, hits = 0;

	for (i = 0; i < n; i++) {
		dice[i] = pb_rng_die(rng, 6);
		hits += zwd_combat_hit(a, dice[i]);
	}
	return (hits);
}

/* roll - the dice that count, after Lucky and Roll 6 */

static void
roll(const struct zwd_attack *a, struct pb_rng *rng, struct zwd_combat_result *r)
{
	static const struct zwd_stance dflt;
	int                            n = dice_count(a), i, hits;

	hits = roll_into(rng, a, r->dice, n);
	if ((a->m.flags & ZWD_M_REROLL)
	    && zwd_react_lucky(a->stance != NULL ? a->stance : &dflt, n, hits)) {
		hits = roll_into(rng, a, r->dice, n);
		r->rerolled = 1;
	}
	for (i = 0; (a->m.flags & ZWD_M_ROLL6DIE) && i < n && n < ZWD_COMBAT_DICE; i++)
		if (r->dice[i] == 6)
			hits += roll_into(rng, a, r->dice + n++, 1);
	r->ndice = n;
	r->hits = hits;
	r->misses = n - hits;
}

/* zwd_combat_damage - the weapon's Damage in this Action, for every
 * success and friendly-fire hit: the card's (the Shashka's 2 in a Dual
 * pair), then the skills' (zwd_skill_damage(): Roll 6: +1 Damage adds
 * one per 6 of r's roll) */

int
zwd_combat_damage(const struct zwd_attack *a, const struct zwd_combat_result *r)
{
	int d = a->w.damage, i, sixes = 0;

	if ((a->w.traits & ZWD_DUALDMG2) && a->hands > 1 && d < 2)
		d = 2;
	for (i = 0; i < r->ndice; i++)
		sixes += r->dice[i] == 6;
	return (zwd_skill_damage(&a->m, d, sixes));
}

/* zwd_zombie_ap - the AP of a kill */

int
zwd_zombie_ap(const struct zwd_cards *c, int type)
{
	if (type == ZWD_KHAN)
		return (c != NULL && c->naboms > 0 ? c->aboms[0].ap : 5);
	if (type == ZWD_DESECRATOR)
		return (c != NULL && c->nnecros > 0 ? c->necros[0].ap : 1);
	return (1);
}

/* zwd_level_of - the danger level of an AP count (digest 3.12) */

int
zwd_level_of(int ap)
{
	return (ap >= 43 ? ZWD_RED : ap >= 19 ? ZWD_ORANGE : ap >= 7 ? ZWD_YELLOW : ZWD_BLUE);
}

/* zwd_combat_aboms_kill - rules 3: the Abomination cards of mask in z
 * killed, each with its own AP */

void
zwd_combat_aboms_kill(struct zwd_board *b, const struct zwd_cards *c, int z, unsigned mask,
    struct zwd_combat_result *r)
{
	int k;

	if (mask == 0)
		return;
	zwd_board_aboms_kill(b, z, mask);
	r->abom_killed |= mask;
	for (k = 0; k < c->naboms; k++)
		if (mask >> k & 1)
			r->ap += c->aboms[k].ap;
}

/* slay - every zombie of z back to the box, with its AP */

static void
slay(struct zwd_board *b, const struct zwd_cards *c, int z, struct zwd_combat_result *r)
{
	int t, n;

	if (b->abom_own && (n = zwd_board_at(b, z, ZWD_KHAN)) > 0) { /* rules 3 */
		r->killed[ZWD_KHAN] += n;
		zwd_combat_aboms_kill(b, c, z, zwd_board_aboms_at(b, z), r);
	}
	for (t = 0; t < ZWD_NZOMBIES; t++)
		if ((n = zwd_board_at(b, z, t)) > 0) {
			zwd_board_take(b, z, t, n);
			r->killed[t] += n;
			r->ap += n * zwd_zombie_ap(c, t);
		}
}

/* burn - every character of z dies (Dragon Fire) */

static void
burn(struct zwd_board *b, const struct zwd_cards *c, int z, struct zwd_combat_result *r)
{
	int s;

	slay(b, c, z, r);
	r->burnt_guards += b->guards[z];
	b->guards_lost += b->guards[z];
	b->guards[z] = 0;
	for (s = 0; s < b->nsurv; s++)
		if (b->surv[s] == z) {
			r->wounds[s] += ZWD_MAXWOUNDS - b->wounds[s];
			b->wounds[s] = ZWD_MAXWOUNDS;
			b->surv[s] = -1;
			r->dead[s] = r->lost = 1;
		}
}

/* dragon_fire - the zone, and in mission 4 the building it sets alight */

static void
dragon_fire(struct zwd_board *b, struct zwd_map *m, const struct zwd_cards *c,
    const struct zwd_attack *a, struct zwd_combat_result *r)
{
	unsigned char *was;
	int            z;

	burn(b, c, a->to, r);
	if (!(m->setup.rules & ZWD_RULE_BURN) || !a->objective
	    || zwd_map_kind(m, a->to) != ZWD_BUILDING)
		return;
	was = pb_malloc((size_t)m->nzones);
	memcpy(was, m->burnt, (size_t)m->nzones);
	zwd_map_burn(m, a->to);
	for (z = 0; z < m->nzones; z++)
		if (m->burnt[z] && !was[z]) {
			burn(b, c, z, r);
			r->burnt++;
		}
	r->ap += 5; /* the objective burnt with it */
	free(was);
}

/* horrors - the Abominations and Necromancers killed: Crypt Weapons, no spawn token */

static void
horrors(struct zwd_board *b, struct zwd_combat_result *r)
{
	r->crypt = b->abom_own ? zwd_board_aboms_count(r->abom_killed & b->abom_crypt)
	                       : r->killed[ZWD_KHAN];
	r->crypt += r->killed[ZWD_DESECRATOR];
	if (r->killed[ZWD_DESECRATOR] > 0)
		b->desecrator_spawn = b->desecrator_from = -1;
}

/* zwd_cauldron_pour - a Cauldron poured on zone z: every character there dies */

void
zwd_cauldron_pour(
    struct zwd_board *b, const struct zwd_cards *c, int z, struct zwd_combat_result *r)
{
	memset(r, 0, sizeof(*r));
	r->range = 1;
	burn(b, c, z, r);
	horrors(b, r);
}

/* after - what follows any attack: the dead horrors, Noise, Freeze, Reload */

static void
after(struct zwd_board *b, const struct zwd_attack *a, struct zwd_combat_result *r)
{
	horrors(b, r);
	if ((a->w.traits & ZWD_NOISY) && a->w.kind != ZWD_BILE) {
		b->noise[a->from]++;
		r->noise = 1;
	}
	if ((a->m.flags & ZWD_M_FREEZE) && zwd_board_zombies(b, a->to) > 0)
		zwd_board_freeze(b, a->to);
	if (a->w.traits & ZWD_RELOAD)
		r->fired = a->hands > 1 ? 2 : 1;
}

/* zwd_combat - check and resolve one Combat Action */

int
zwd_combat(struct zwd_board *b, struct zwd_map *m, const struct zwd_cards *c,
    const struct zwd_attack *a, struct pb_rng *rng, struct zwd_combat_result *r)
{
	memset(r, 0, sizeof(*r));
	if ((r->code = zwd_combat_check(m, b, a)) != ZWD_CR_OK)
		return (r->code);
	r->range = zwd_map_los(m, a->from, a->to, a->see);
	if (a->w.kind == ZWD_BILE) {
		dragon_fire(b, m, c, a, r);
	} else {
		roll(a, rng, r);
		zwd_combat_assign(b, c, a, r);
		zwd_combat_ff(b, m, a, rng, r);
	}
	after(b, a, r);
	return (ZWD_CR_OK);
}

/* zwd_combat_why - a refusal in English */

const char *
zwd_combat_why(int code)
{
	static const char *const why[ZWD_NCODES] = {
		"",
		"That is not a combat weapon.",
		"No such zone.",
		"The target zone is not in line of sight.",
		"The target zone is out of the weapon's range.",
		"The weapon must be reloaded first.",
		"There are not that many guards there.",
		"Only two identical Dual weapons fire as one.",
		"That Enchantment was cast this Turn already.",
		"No such survivor on the board.",
	};

	return (code >= 0 && code < ZWD_NCODES ? why[code] : "?");
}
