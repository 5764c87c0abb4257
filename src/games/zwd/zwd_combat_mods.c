/*++
/* NAME
/*	zwd_combat_mods 3
/* SUMMARY
/*	Zombicide: White Death, a survivor's skills made into an attack's
/*	modifiers and a defence
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/*
/*	int	zwd_combat_mods(const struct zwd_map *map,
/*			const struct zwd_board *b,
/*			const struct zwd_skillset *s, int streak,
/*			const struct zwd_equip *const *weapon,
/*			struct zwd_attack *a);
/*	void	zwd_combat_defence(const struct zwd_skillset *s, int mates,
/*			int armour, const struct zwd_stance *st,
/*			struct zwd_defence *d);
/* DESCRIPTION
/*	The one place where skills meet combat.  zwd_combat_mods() reads
/*	the attack's context off the board and asks zwd_skill_mods() what
/*	s adds: the kind of a->w; a Guard Action when a->guards > 0 (only
/*	the Guards: skills then); the range by line of sight (Range 2+,
/*	Point-Blank), seen with the survivor's Ghost Vision and Ruin Sight;
/*	the other survivors of a->from (Brothers in Arms, which the
/*	caller joined into s with zwd_skillset_join()); the zombies of
/*	a->from (Barbarian) and a->to (Iron Rain, Mana Rain); streak, the
/*	Actions of the same kind the survivor made just before this one in
/*	its Turn (Escalation); weapon[0] and weapon[1], the cards used, or
/*	NULL, whose own skills count in this Action only.  It sets a->m
/*	and a->see and returns the range, -1 when a zone is off the map or
/*	out of sight (zwd_combat_check() then refuses it).
/*
/*	zwd_combat_defence() is a survivor's defence: its best Armor
/*	value, the ZWD_T_* traits of s with mates others in its zone
/*	(Iron Skin, Lucky, Tough, Low Profile) and its standing choices
/*	(st, or NULL for the defaults).
/*
/*	Neither holds a rule of its own: the skills' readings are
/*	zwd_skill.c's, the dice's zwd_combat.c's.
/* SEE ALSO
/*	zwd_combat(3h), zwd_skill(3h), pbemd-zwd(7) COMBAT and SKILLS.
/*--*/

/* System. */
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_combat.h"

/* mates_of - the other survivors in survivor s's zone z */

static int
mates_of(const struct zwd_board *b, int s, int z)
{
	int i, n = 0;

	for (i = 0; i < b->nsurv; i++)
		n += i != s && b->surv[i] == z;
	return (n);
}

/* sight - the line-of-sight skills of traits t */

static unsigned
sight(const struct zwd_traits *t)
{
	return ((t->flags & ZWD_T_GHOSTVISION ? ZWD_SEE_GHOST : 0)
	    | (t->flags & ZWD_T_RUINSIGHT ? ZWD_SEE_RUINS : 0));
}

/* zwd_combat_mods - what s adds to attack a, and the range */

int
zwd_combat_mods(const struct zwd_map *m, const struct zwd_board *b, const struct zwd_skillset *s,
    int streak, const struct zwd_equip *const *weapon, struct zwd_attack *a)
{
	struct zwd_context c;
	struct zwd_traits  t;

	memset(&c, 0, sizeof(c));
	memset(&a->m, 0, sizeof(a->m));
	a->see = 0;
	if (a->from < 0 || a->from >= m->nzones || a->to < 0 || a->to >= m->nzones)
		return (-1);
	c.kind = a->w.kind;
	c.guard = a->guards > 0;
	c.mates = mates_of(b, a->who, a->from);
	zwd_skill_traits(s, c.mates, &t);
	a->see = sight(&t);
	c.range = zwd_map_los(m, a->from, a->to, a->see);
	c.streak = streak;
	c.here = zwd_board_zombies(b, a->from);
	c.there = zwd_board_zombies(b, a->to);
	c.weapon[0] = weapon != NULL ? weapon[0] : NULL;
	c.weapon[1] = weapon != NULL ? weapon[1] : NULL;
	zwd_skill_mods(s, &c, &a->m);
	return (c.range);
}

/* zwd_combat_defence - a survivor's Armor and the skills that bear on it */

void
zwd_combat_defence(const struct zwd_skillset *s, int mates, int armour, const struct zwd_stance *st,
    struct zwd_defence *d)
{
	struct zwd_traits t;

	zwd_skill_traits(s, mates, &t);
	memset(d, 0, sizeof(*d)); /* no cards for Is That All?: the game's to say */
	d->armour = armour;
	d->flags = t.flags;
	d->stance = st;
}
