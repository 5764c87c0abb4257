/*++
/* NAME
/*	zwd_combat_ff 3
/* SUMMARY
/*	Zombicide: White Death, friendly fire and Armor rolls
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/*
/*	void	zwd_combat_ff(struct zwd_board *b, const struct zwd_map *map,
/*			const struct zwd_attack *a, struct pb_rng *rng,
/*			struct zwd_combat_result *r);
/*	int	zwd_armour_roll(struct pb_rng *rng,
/*			const struct zwd_defence *d, int hits, int *dice);
/*	int	zwd_armour_wounds(const struct zwd_defence *d, int wounds,
/*			int taken);
/*	int	zwd_armour_attacks(struct zwd_board *b,
/*			const struct zwd_defence *d, struct pb_rng *rng, int s,
/*			int n, int proof);
/* DESCRIPTION
/*	Friendly fire (digest 3.8): each miss of a ranged, magic or Guard
/*	ranged attack hits someone in the target zone: a survivor other
/*	than the shooter, or a guard.  None with ZWD_M_NOFF (Hawk Eye,
/*	Steady Hand, Point-Blank at range 0); never a survivor with Low
/*	Profile; never in melee.  Misses with nobody to hit are lost.
/*
/*	The players share the hits; the phase never waits, so their
/*	standing wound rule (zwd_prefs, the one of the zombies' attacks)
/*	shares them one hit at a time: with the default rule a guard takes
/*	each hit while one stands there (guards last in a mission lost
/*	when a guard dies); then the survivor with the fewest Wounds
/*	counting the hits already given, the lowest id on a tie.  The
/*	order rule gives hits first to the first survivor listed whom the
/*	hit does not eliminate.  A guard dies of any hit.
/*
/*	Then each survivor hit makes one Armor roll against its hits, in
/*	id order; each hit left deals the weapon's Damage in Wounds;
/*	zwd_armour_wounds() keeps them (Tough ignores the first; Is That
/*	All? ignores one a card discarded, of the d->cards the survivor
/*	holds, counted in *d->shed for the game to take; no d->shed, none).  At 3 Wounds the survivor is eliminated
/*	(its zone -1) and the game is lost; killing a survivor or a guard
/*	gives no AP.
/*
/*	zwd_armour_roll(): one die per hit; a die prevents a hit when it
/*	is not a natural 1 and reaches the Armor value.  Armour and a
/*	shield together: the best value, one roll (the reading of
/*	pbemd-zwd(7)).  The skills are zwd_skill(3h)'s, not a copy:
/*	zwd_react_armour() gives the value (Iron Skin: 5+ with no armour,
/*	one less with it, a 1 still failing), zwd_react_lucky() whether
/*	Lucky rerolls (by default when fewer than half its dice prevent),
/*	zwd_react_wounds() what Tough leaves.
/*--*/

/* System. */
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/zwd/zwd_combat.h"

static int
armour_dice(struct pb_rng *rng, int value, int hits, int *dice)
{
	int i, die, n = 0;

	for (i = 0; i < hits; i++) {
		die = pb_rng_die(rng, 6);
		if (dice != NULL)
			dice[i] = die;
		n += die != 1 && die >= value;
	}
	return (n);
}

/* zwd_armour_roll - hits prevented by one Armor roll */

int
zwd_armour_roll(struct pb_rng *rng, const struct zwd_defence *d, int hits, int *dice)
{
	static const struct zwd_stance dflt;
	struct zwd_traits              t;
	int                            value, n;

	if (d == NULL || hits <= 0)
		return (0);
	memset(&t, 0, sizeof(t));
	t.flags = d->flags;
	if ((value = zwd_react_armour(&t, d->armour)) <= 0)
		return (0);
	n = armour_dice(rng, value, hits, dice);
	if ((d->flags & ZWD_T_LUCKYARMOUR)
	    && zwd_react_lucky(d->stance != NULL ? d->stance : &dflt, hits, n))
		n = armour_dice(rng, value, hits, dice);
	return (n);
}

/* zwd_armour_wounds - the Wounds kept of taken after the Armor roll */

int
zwd_armour_wounds(const struct zwd_defence *d, int wounds, int taken)
{
	static const struct zwd_stance dflt;
	struct zwd_traits              t;
	int                            discard = 0, kept, cards;

	if (d == NULL)
		return (taken);
	memset(&t, 0, sizeof(t));
	t.flags = d->flags;
	cards = d->shed != NULL ? d->cards - *d->shed : 0;
	kept = zwd_react_wounds(&t, d->stance != NULL ? d->stance : &dflt, wounds, taken,
	    ZWD_MAXWOUNDS, cards > 0 ? cards : 0, &discard);
	if (d->shed != NULL)
		*d->shed += discard;
	return (kept);
}

static int
applies(const struct zwd_attack *a, const struct zwd_combat_result *r)
{
	if (a->w.kind != ZWD_RANGED && a->w.kind != ZWD_MAGIC)
		return (0);
	return (!(a->m.flags & ZWD_M_NOFF) && r->misses > 0);
}

/* open_to - survivor s may be hit by this attack's misses */

static int
open_to(const struct zwd_board *b, const struct zwd_attack *a, int s)
{
	if (b->surv[s] != a->to || (a->guards == 0 && s == a->who))
		return (0);
	return (a->def == NULL || !(a->def[s].flags & ZWD_T_LOWPROFILE));
}

/* next - the survivor the next hit of Damage d goes to, -1 none */

static int
next(const struct zwd_board *b, const struct zwd_attack *a, const int *ff, int d)
{
	const struct zwd_prefs *p = a->prefs;
	int                     i, s, best = -1;

	for (i = 0; p != NULL && p->wound_rule == ZWD_WOUND_ORDER && i < p->norder; i++) {
		s = p->order[i];
		if (s >= 0 && s < b->nsurv && open_to(b, a, s)
		    && b->wounds[s] + (ff[s] + 1) * d < ZWD_MAXWOUNDS)
			return (s);
	}
	for (s = 0; s < b->nsurv; s++)
		if (open_to(b, a, s)
		    && (best < 0 || b->wounds[s] + ff[s] * d < b->wounds[best] + ff[best] * d))
			best = s;
	return (best);
}

static int
guards_first(const struct zwd_map *m, const struct zwd_prefs *p)
{
	int rule = p != NULL ? p->wound_rule : ZWD_WOUND_GUARDS;

	return (rule == ZWD_WOUND_GUARDS && !(m->setup.lose & ZWD_LOSE_GUARD));
}

/* share - the misses to survivors and guards */

static void
share(const struct zwd_board *b, const struct zwd_map *m, const struct zwd_attack *a,
    struct zwd_combat_result *r, int d)
{
	int i, s;

	for (i = 0; i < r->misses; i++) {
		s = next(b, a, r->ff, d);
		if (b->guards[a->to] > r->ff_guards && (s < 0 || guards_first(m, a->prefs)))
			r->ff_guards++;
		else if (s >= 0)
			r->ff[s]++;
	}
}

/* wound - survivor s takes w Wounds */

static void
wound(struct zwd_board *b, int s, int w, struct zwd_combat_result *r)
{
	if (b->wounds[s] + w > ZWD_MAXWOUNDS)
		w = ZWD_MAXWOUNDS - b->wounds[s];
	b->wounds[s] += w;
	r->wounds[s] += w;
	if (b->wounds[s] >= ZWD_MAXWOUNDS) {
		b->surv[s] = -1;
		r->dead[s] = r->lost = 1;
	}
}

void
zwd_combat_ff(struct zwd_board *b, const struct zwd_map *m, const struct zwd_attack *a,
    struct pb_rng *rng, struct zwd_combat_result *r)
{
	const struct zwd_defence *def;
	int                       d = zwd_combat_damage(a, r), s, w;

	if (!applies(a, r))
		return;
	share(b, m, a, r, d);
	b->guards[a->to] -= r->ff_guards;
	b->guards_lost += r->ff_guards;
	for (s = 0; s < b->nsurv; s++) {
		if (r->ff[s] == 0)
			continue;
		def = a->def != NULL ? &a->def[s] : NULL;
		r->prevented[s] = zwd_armour_roll(rng, def, r->ff[s], NULL);
		w = zwd_armour_wounds(def, b->wounds[s], (r->ff[s] - r->prevented[s]) * d);
		if (w > 0)
			wound(b, s, w, r);
	}
}

/* zwd_armour_attacks - the zombie phase's Armor roll of survivor s */

int
zwd_armour_attacks(
    struct zwd_board *b, const struct zwd_defence *d, struct pb_rng *rng, int s, int n, int proof)
{
	int kept = n - zwd_armour_roll(rng, d, n - proof, NULL);

	/* The n Wounds are on the board already: the roll's and Tough's back. */
	kept = zwd_armour_wounds(d, b->wounds[s] - n, kept);
	b->wounds[s] -= n - kept;
	return (kept);
}
