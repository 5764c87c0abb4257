/*++
/* NAME
/*	zwd_combat_enchant 3
/* SUMMARY
/*	Zombicide: White Death, the Enchantment Action
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/*
/*	int	zwd_enchant(struct zwd_board *b, const struct zwd_map *map,
/*			const struct zwd_spell *sp, struct zwd_spell_result *r);
/*	int	zwd_enchant_check(const struct zwd_board *b,
/*			const struct zwd_map *map, const struct zwd_spell *sp);
/*	char	*zwd_spell_text(const struct zwd_map *map,
/*			const struct zwd_spell *sp,
/*			const struct zwd_spell_result *r,
/*			const char *const *names, const char *locale);
/* DESCRIPTION
/*	An Enchantment (digest 1.3, 3: Enchantment Action) acts on
/*	characters or zones in the caster's line of sight, the caster
/*	too, never a guard; "once per Turn" is per copy (sp->used: the game
/*	keeps which copies were cast this Turn).  The effects are the
/*	pack's (the rulebook's cards are missing; pbemd-zwd-cards(5)):
/*
/*	heal, heal-all: a survivor in sight at range 0-1 loses 1 Wound,
/*	or all of them.  jump, sprint: a survivor in sight may make a free
/*	Jump, or a free Move of up to 3 zones; the game moves it
/*	(r->grant).  repulse: every zombie of a zone in sight at range 0-1
/*	is pushed one zone away from the caster: to a zone adjacent to it
/*	and in its sight at range 1 (a push, not a Move: walls stop it,
/*	walkways do not) that lies farther from the caster's zone by the
/*	map's plain distance; the players' steer list picks among several,
/*	else the lowest zone.  With none, the zombies stay.  A Freeze token
/*	on the emptied zone goes.
/*
/*	zwd_enchant() returns ZWD_CR_OK or why not (ZWD_CR_*) and then
/*	changes nothing; r is filled in either case.  zwd_enchant_check()
/*	is that answer alone (Double Enchantment's second target is
/*	checked before the first is cast).  zwd_spell_text() is
/*	what it did in en, it or es (caller frees).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_zombie.h"

/* reach - the farthest range of an effect, -1 any */

static int
reach(int effect)
{
	return (effect == ZWD_FX_JUMP || effect == ZWD_FX_SPRINT ? -1 : 1);
}

/* zwd_enchant_check - may the spell be cast (ZWD_CR_OK) or why not */

int
zwd_enchant_check(const struct zwd_board *b, const struct zwd_map *m, const struct zwd_spell *sp)
{
	int from, to, range;

	if (sp->effect <= ZWD_FX_NONE || sp->effect > ZWD_FX_REPULSE)
		return (ZWD_CR_WEAPON);
	if (sp->used)
		return (ZWD_CR_USED);
	if (sp->who < 0 || sp->who >= b->nsurv || (from = b->surv[sp->who]) < 0)
		return (ZWD_CR_ZONE);
	if (sp->effect == ZWD_FX_REPULSE)
		to = sp->zone >= 0 && sp->zone < m->nzones ? sp->zone : -1;
	else
		to = sp->target >= 0 && sp->target < b->nsurv ? b->surv[sp->target] : -1;
	if (to < 0)
		return (sp->effect == ZWD_FX_REPULSE ? ZWD_CR_ZONE : ZWD_CR_TARGET);
	if ((range = zwd_map_los(m, from, to, sp->see)) < 0)
		return (ZWD_CR_SIGHT);
	return (reach(sp->effect) >= 0 && range > reach(sp->effect) ? ZWD_CR_RANGE : ZWD_CR_OK);
}

/* away - where the zombies of z are pushed, away from zone c; -1 none */

static int
away(const struct zwd_map *m, const struct zwd_prefs *p, int c, int z)
{
	int *alt = pb_malloc(sizeof(int) * (size_t)m->nzones), n = 0, t, d;

	d = zwd_map_dist(m, ZWD_MOVER_GEO, c, z, 0);
	for (t = 0; t < m->nzones; t++)
		if (zwd_map_edge(m, z, t) != ZWD_E_NONE && zwd_map_los(m, z, t, 0) == 1
		    && zwd_map_dist(m, ZWD_MOVER_GEO, c, t, 0) > d)
			alt[n++] = t;
	t = n > 0 ? zwd_steer(p, alt, n, alt[0]) : -1;
	free(alt);
	return (t);
}

static void
repulse(struct zwd_board *b, const struct zwd_map *m, const struct zwd_spell *sp,
    struct zwd_spell_result *r)
{
	int t, n;

	if (zwd_board_zombies(b, sp->zone) == 0
	    || (r->to = away(m, sp->prefs, b->surv[sp->who], sp->zone)) < 0)
		return;
	for (t = 0; t < ZWD_NZOMBIES; t++)
		if ((n = zwd_board_at(b, sp->zone, t)) > 0) {
			zwd_board_take(b, sp->zone, t, n);
			r->pushed[t] = zwd_board_put(b, r->to, t, n);
		}
	b->freeze[sp->zone] = 0;
}

/* zwd_enchant - cast one Enchantment */

int
zwd_enchant(struct zwd_board *b, const struct zwd_map *m, const struct zwd_spell *sp,
    struct zwd_spell_result *r)
{
	int s = sp->target;

	memset(r, 0, sizeof(*r));
	r->to = -1;
	if ((r->code = zwd_enchant_check(b, m, sp)) != ZWD_CR_OK)
		return (r->code);
	switch (sp->effect) {
	case ZWD_FX_HEAL:
	case ZWD_FX_HEALALL:
		r->healed = sp->effect == ZWD_FX_HEAL && b->wounds[s] > 0 ? 1 : b->wounds[s];
		b->wounds[s] -= r->healed;
		break;
	case ZWD_FX_JUMP:
	case ZWD_FX_SPRINT:
		r->grant = 1;
		break;
	default:
		repulse(b, m, sp, r);
	}
	return (ZWD_CR_OK);
}

static char *
name_of(int s, const char *const *names)
{
	if (names != NULL && names[s] != NULL)
		return (pb_strdup(names[s]));
	return (pb_asprintf("survivor %d", s + 1));
}

static void
pushed(struct pb_buf *b, const struct zwd_map *m, const struct zwd_spell *sp,
    const struct zwd_spell_result *r)
{
	static const char *const one[ZWD_NZOMBIES] = { "walker", "runner", "brute", "the Khan",
		"the Desecrator" };
	int                      t, n, any = 0;

	for (t = 0; t < ZWD_NZOMBIES; t++) {
		if ((n = r->pushed[t]) == 0)
			continue;
		any = 1;
		if (t >= ZWD_KHAN)
			pb_buf_line(b, "%s pushed from %s to %s.", one[t], m->zone[sp->zone].label,
			    m->zone[r->to].label);
		else
			pb_buf_line(b, "%d %s%s pushed from %s to %s.", n, one[t],
			    n == 1 ? "" : "s", m->zone[sp->zone].label, m->zone[r->to].label);
	}
	if (!any)
		pb_buf_line(b, "Nothing is pushed from %s.", m->zone[sp->zone].label);
}

/* zwd_spell_text - what an Enchantment did, in the locale */

char *
zwd_spell_text(const struct zwd_map *m, const struct zwd_spell *sp,
    const struct zwd_spell_result *r, const char *const *names, const char *locale)
{
	const struct lang_msg *const cats[] = { zwd_combat_msgs, zwd_zombie_msgs };
	struct pb_buf                b;
	char                        *who = NULL, *t, *out;

	pb_buf_init(&b);
	if (r->code != ZWD_CR_OK)
		pb_buf_line(&b, "%s", zwd_combat_why(r->code));
	else if (sp->effect == ZWD_FX_REPULSE)
		pushed(&b, m, sp, r);
	else
		who = name_of(sp->target, names);
	if (who != NULL && r->grant)
		pb_buf_line(&b,
		    sp->effect == ZWD_FX_JUMP ? "%s may make a free Jump."
		                              : "%s may make a free Move of up to 3 zones.",
		    who);
	else if (who != NULL)
		pb_buf_line(&b, "%s heals %d Wound%s.", who, r->healed, r->healed == 1 ? "" : "s");
	free(who);
	t = pb_buf_steal(&b);
	out = lang_text(cats, 2, locale, t);
	free(t);
	return (out);
}
