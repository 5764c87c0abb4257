/*++
/* NAME
/*	check_zwd_skill 1
/* SUMMARY
/*	Zombicide: White Death, what each skill does
/* SYNOPSIS
/*	tests/check_zwd_skill
/* DESCRIPTION
/*	Test ids:
/*	zs-1.*	the families: the module's table is the chapter's, every
/*		family and every skill the open pack names has an effect,
/*		references written back, names and HELP in en, it, es
/*	zs-2.*	combat modifiers: dice, results, Damage, range, targets,
/*		the wrapping skills (Guards, Range 2+, Brothers in Arms),
/*		weapon skills; the rulebook's Escalation example
/*	zs-3.*	the Turn's Actions: extra and free Actions, what pays
/*	zs-4.*	standing effects, special Actions, set-up
/*	zs-5.*	reactive skills and their standing choices
/*	zs-6.*	skills gained: the rulebook's Ultrared example (Ogon),
/*		mailed choices and defaults; a choice refused names the
/*		choices in the reader's language
/*	zs-7.*	the pack checker refuses what the game cannot play, one
/*		floor above the cards loader (zwd_skill_pack_check())
/*	zs-8.*	determinism
/*	zs-9.*	the JSON forms saved games keep
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_skill.h"
#include "check_zwd_lib.h"
#include "testrun.h"

/* attack - an attack's context: kind, range, the rest 0 */

static struct zwd_context
attack(int kind, int range)
{
	struct zwd_context a;

	memset(&a, 0, sizeof(a));
	a.kind = kind;
	a.range = range;
	return (a);
}

/* mods_of - the modifiers of s on a */

static struct zwd_mods
mods_of(const struct zwd_skillset *s, const struct zwd_context *a)
{
	struct zwd_mods m;

	zwd_skill_mods(s, a, &m);
	return (m);
}

/* ---- zs-1: the families ------------------------------------------------- */

/* The contexts an effect may show in (zs-1.2). */
static const struct {
	int kind, range, guard;
} probes[] = {
	{ ZWD_MELEE, 0, 0 },
	{ ZWD_RANGED, 0, 0 },
	{ ZWD_RANGED, 2, 0 },
	{ ZWD_MAGIC, 1, 0 },
	{ ZWD_MAGIC, 3, 0 },
	{ ZWD_MELEE, 0, 1 },
	{ ZWD_RANGED, 1, 1 },
};

/* The fingerprint of a set: every query's answer, in a zone with a mate. */
struct print {
	struct zwd_mods    m[PB_NELEM(probes)];
	struct zwd_budget  b;
	struct zwd_traits  t;
	struct zwd_special x[ZWD_MAXSPECIAL];
	int                nx, start[4], nstart, ap;
};

static void
fingerprint(const struct zwd_skillset *s, struct print *p)
{
	struct zwd_context a;
	size_t            i;

	memset(p, 0, sizeof(*p));
	for (i = 0; i < PB_NELEM(probes); i++) {
		a = attack(probes[i].kind, probes[i].range);
		a.guard = probes[i].guard;
		a.mates = 1;
		a.streak = 1;
		a.here = a.there = 5;
		zwd_skill_mods(s, &a, &p->m[i]);
	}
	zwd_skill_budget(s, 1, &p->b);
	zwd_skill_traits(s, 1, &p->t);
	p->nx = zwd_skill_specials(s, 1, p->x, ZWD_MAXSPECIAL);
	p->nstart = zwd_skill_start(s, p->start, 4, &p->ap);
}

/* has_effect - some query answers differently with r than without */

static int
has_effect(const struct zwd_skill_ref *r)
{
	struct zwd_skillset none = { .n = 0 }, one = { .n = 0 };
	struct print        a, b;

	zwd_skillset_add(&one, r);
	fingerprint(&none, &a);
	fingerprint(&one, &b);
	return (memcmp(&a, &b, sizeof(a)) != 0);
}

/* sample - a reference of family sk with a parameter that fits */

static struct zwd_skill_ref
sample(int sk)
{
	struct zwd_skill_ref r = { sk, 0, -1, 0 };

	if (sk == ZWD_SK_IMPROVISED)
		r.arg = ZWD_PA_MELEE;
	if (zwd_families[sk].param == ZWD_P_SKILL) {
		r.fam2 = ZWD_SK_DIE;
		r.arg2 = ZWD_PA_COMBAT;
	}
	return (r);
}

START_TEST(families)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skill_ref    r;
	char                   *h;
	int                     sk, l, i, lv;

	/* zs-1.1: the module's table is the chapter's, in its order. */
	ck_assert_int_eq(ZWD_SK_N, zwd_nfamilies);
	for (sk = 0; sk < ZWD_SK_N; sk++)
		ck_assert_str_eq(zwd_skill_id(sk), zwd_families[sk].id);

	/* zs-1.2: every family has an effect some query shows. */
	for (sk = 0; sk < ZWD_SK_N; sk++) {
		r = sample(sk);
		ck_assert_msg(has_effect(&r), "%s has no effect", zwd_skill_id(sk));
	}

	/* zs-1.3: every skill the open pack names has an effect. */
	for (i = 0; i < c->nsurvivors; i++)
		for (lv = 0; lv < ZWD_NLEVELS; lv++)
			for (l = 0; l < c->survivors[i].nskill[lv]; l++)
				ck_assert_msg(has_effect(&c->survivors[i].skill[lv][l]),
				    "%s level %d", c->survivors[i].n.id, lv);
	for (i = 0; i < c->nequips; i++)
		for (l = 0; l < c->equips[i].nskill; l++)
			ck_assert_msg(has_effect(&c->equips[i].skill[l]), "%s", c->equips[i].n.id);
	for (i = 0; i < c->ngskills; i++)
		ck_assert_msg(has_effect(&c->gskills[i].skill), "%s", c->gskills[i].n.id);

	/* zs-1.4: a reference written back reads the same. */
	for (i = 0; i < c->nsurvivors; i++)
		for (lv = 0; lv < ZWD_NLEVELS; lv++)
			for (l = 0; l < c->survivors[i].nskill[lv]; l++) {
				h = zwd_skill_ref_text(c, &c->survivors[i].skill[lv][l]);
				r = zwt_ref(h);
				ck_assert_msg(
				    zwd_skill_same(&r, &c->survivors[i].skill[lv][l]), "%s", h);
				free(h);
			}
	for (i = 0; i < c->ngskills; i++) {
		h = zwd_skill_ref_text(c, &c->gskills[i].skill);
		ck_assert_str_eq(h, c->gskills[i].skill_ref);
		free(h);
	}

	/* zs-1.5: names and a HELP line in every language. */
	for (sk = 0; sk < ZWD_SK_N; sk++)
		for (l = 0; l < ZWD_NLANGS; l++) {
			ck_assert_msg(
			    c->skills[sk].name[l] != NULL && c->skills[sk].text[l] != NULL,
			    "%s lang %d", zwd_skill_id(sk), l);
			r = sample(sk);
			h = zwd_skill_help(c, &r, l);
			ck_assert_msg(strlen(h) > strlen(c->skills[sk].name[l]) + 10, "%s", h);
			free(h);
		}
	r = zwt_ref("iron-skin");
	h = zwd_skill_help(c, &r, 1);
	ck_assert_msg(strncmp(h, "Pelle di ferro: ", 16) == 0, "%s", h);
	free(h);
}
END_TEST

/* ---- zs-2: combat ----------------------------------------------------- */

START_TEST(dice_and_damage)
{
	struct zwd_skillset s = zwt_skills("plus1-die-melee", "plus1-dice-result-ranged", NULL);
	struct zwd_context  a = attack(ZWD_MELEE, 0);
	struct zwd_mods     m = mods_of(&s, &a);

	/* zs-2.1: +1 die: each weapon, so Dual rolls 2 more; not Ranged. */
	ck_assert_int_eq(zwd_skill_dice(&m, 2, 1), 3);
	ck_assert_int_eq(zwd_skill_dice(&m, 4, 2), 6);
	ck_assert_int_eq(m.result, 0);
	a = attack(ZWD_RANGED, 1);
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 2, 1), 2);

	/* zs-2.2: +1 to the result: 6 at most, a natural 1 always fails. */
	ck_assert(zwd_skill_hit(&m, 5, 6));
	ck_assert(zwd_skill_hit(&m, 6, 6));
	ck_assert(!zwd_skill_hit(&m, 1, 2));
	ck_assert(!zwd_skill_hit(&m, 4, 6));

	/* zs-2.3: Damage: Super Strength sets 3, 2 Damage lifts a 1, +1 adds. */
	s = zwt_skills("super-strength", "plus1-damage-melee", NULL);
	a = attack(ZWD_MELEE, 0);
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_damage(&m, 1, 0), 4);
	a = attack(ZWD_RANGED, 1);
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_damage(&m, 1, 0), 1);
	s = zwt_skills("two-damage-combat", NULL);
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_damage(&m, 1, 0), 2);
	ck_assert_int_eq(zwd_skill_damage(&m, 2, 0), 2);
	s = zwt_skills("roll6-damage-ranged", "roll6-die-ranged", NULL);
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_damage(&m, 1, 2), 3);
	ck_assert(m.flags & ZWD_M_ROLL6DIE);

	/* zs-2.4: Barbarian, Iron Rain, Mana Rain: the zombies' count when
	 * larger, and "+1 die" still adds. */
	s = zwt_skills("barbarian", "plus1-die-combat", "iron-rain", NULL);
	a = attack(ZWD_MELEE, 0);
	a.here = 5;
	a.there = 9;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 2, 1), 6);
	a.here = 1;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 2, 1), 3);
	a = attack(ZWD_RANGED, 1);
	a.there = 4;
	a.here = 7;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 5);
	a.kind = ZWD_MAGIC;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 2);
	s = zwt_skills("mana-rain", NULL);
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 4);
}
END_TEST

START_TEST(escalation)
{
	struct zwd_skillset s = zwt_skills("escalation-ranged", NULL);
	struct zwd_context  a = attack(ZWD_RANGED, 2);
	struct zwd_mods     m;

	/* zs-2.5: the rulebook's example: a Long Bow (1 die), then a second
	 * Ranged Action rolls 2; after a Move the bonus is gone (streak 0). */
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 1);
	a.streak = 1;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 2);
	a.streak = 2;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 3);
	a.kind = ZWD_MELEE;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 1, 1), 1);
}
END_TEST

START_TEST(targets)
{
	struct zwd_skillset s = zwt_skills("point-blank", NULL);
	struct zwd_context  a = attack(ZWD_RANGED, 0);
	struct zwd_mods     m = mods_of(&s, &a);

	/* zs-2.6: Point-Blank: Range 0 whatever the minimum; at Range 0 free
	 * targets and no friendly fire; further, neither. */
	ck_assert_uint_eq(m.flags, ZWD_M_RANGE0 | ZWD_M_FREETARGET | ZWD_M_NOFF);
	a.range = 1;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_RANGE0);

	/* zs-2.7: Hawk Eye and Steady Hand on Ranged and Magic, never Melee;
	 * Low Profile is the target's (a trait). */
	s = zwt_skills("hawk-eye", NULL);
	a.kind = ZWD_MAGIC;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_FREETARGET | ZWD_M_NOFF);
	a.kind = ZWD_MELEE;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, 0);
	s = zwt_skills("steady-hand", NULL);
	a.kind = ZWD_RANGED;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_NOFF);

	/* zs-2.8: range and reach; Dual; Freeze, Reaper, Lucky. */
	s = zwt_skills("plus1-max-range", "reach", "close-combat-master", "swordmaster", NULL);
	m = mods_of(&s, &a);
	ck_assert_int_eq(m.range_max, 1);
	ck_assert_uint_eq(m.flags, 0);
	a.kind = ZWD_MELEE;
	m = mods_of(&s, &a);
	ck_assert_int_eq(m.range_max, 0);
	ck_assert_uint_eq(m.flags, ZWD_M_REACH | ZWD_M_POLEARM0 | ZWD_M_DUAL);
	s = zwt_skills("ambidextrous", "freeze-melee", "reaper-combat", "lucky", NULL);
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_DUAL | ZWD_M_FREEZE | ZWD_M_REAPER | ZWD_M_REROLL);
	a.kind = ZWD_MAGIC;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_DUAL | ZWD_M_REAPER | ZWD_M_REROLL);
}
END_TEST

START_TEST(wrapped)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skillset s = zwt_skills("guards-plus1-die-melee", "plus1-damage-melee", NULL);
	struct zwd_skillset mate = zwt_skills("brothers-in-arms-lucky", NULL), me = { .n = 0 };
	struct zwd_context  a = attack(ZWD_MELEE, 0);
	struct zwd_mods         m;
	int                     i;

	/* zs-2.9: Guards: S helps only the Guards' roll; the survivor's own
	 * skills never do. */
	m = mods_of(&s, &a);
	ck_assert_int_eq(m.dice, 0);
	ck_assert_int_eq(m.damage, 1);
	a.guard = 1;
	m = mods_of(&s, &a);
	ck_assert_int_eq(m.dice, 1);
	ck_assert_int_eq(m.damage, 0);

	/* zs-2.10: Range 2+: Hawk Eye from Range 2 on. */
	s = zwt_skills("range2-hawk-eye", NULL);
	a = attack(ZWD_RANGED, 1);
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, 0);
	a.range = 2;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_FREETARGET | ZWD_M_NOFF);

	/* zs-2.11: Brothers in Arms: the owner and its Zone mates, while
	 * there are two; joined once. */
	zwd_skillset_join(&me, &mate);
	zwd_skillset_join(&me, &mate);
	ck_assert_int_eq(me.n, 1);
	m = mods_of(&me, &a);
	ck_assert_uint_eq(m.flags, 0);
	a.mates = 1;
	m = mods_of(&me, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_REROLL);
	m = mods_of(&mate, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_REROLL);

	/* zs-2.12: a weapon's skill in its own Action, not in a Guard Action
	 * (the pack's first weapon with Reaper). */
	for (i = 0; i < c->nequips; i++)
		if (c->equips[i].nskill > 0 && c->equips[i].skill[0].fam == ZWD_SK_REAPER)
			break;
	ck_assert(i < c->nequips);
	s.n = 0;
	a = attack(ZWD_MELEE, 0);
	a.weapon[0] = &c->equips[i];
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_REAPER);
	a.guard = 1;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, 0);

	/* zs-2.13: the rulebook's examples: Sarnai orders 4 Guards to shoot,
	 * 4 dice, and her Guards: +1 die: Ranged makes 5; Clovis's Guard
	 * Skill card, Guards: Freeze: Ranged, freezes the Guards' target, not
	 * his own. */
	s = zwt_skills("guards-plus1-die-ranged", NULL);
	a = attack(ZWD_RANGED, 1);
	a.guard = 1;
	m = mods_of(&s, &a);
	ck_assert_int_eq(zwd_skill_dice(&m, 4, 1), 5);
	s.n = 0;
	for (i = 0; i < c->ngskills; i++)
		if (strcmp(c->gskills[i].n.id, "gs-freeze-ranged") == 0)
			zwd_skillset_add(&s, &c->gskills[i].skill);
	ck_assert_int_eq(s.n, 1);
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, ZWD_M_FREEZE);
	a.guard = 0;
	m = mods_of(&s, &a);
	ck_assert_uint_eq(m.flags, 0);
}
END_TEST

/* ---- zs-3: the Turn's Actions ------------------------------------------ */

START_TEST(budget)
{
	struct zwd_skillset s = zwt_skills("plus1-action", "plus1-free-combat", NULL);
	struct zwd_budget   b;

	/* zs-3.1: 3 Actions, +1 Action adds; a free Combat Action pays a
	 * Ranged one, not a Move. */
	zwd_skill_budget(&s, 0, &b);
	ck_assert_int_eq(b.actions, 4);
	ck_assert_int_eq(b.nfree, 1);
	ck_assert_int_eq(b.searches, 1);
	ck_assert_int_eq(b.guards, 1);
	ck_assert(zwd_skill_pay(&b, ZWD_K_MOVE, 0));
	ck_assert_int_eq(b.actions, 3);
	ck_assert(zwd_skill_pay(&b, ZWD_K_RANGED, 0));
	ck_assert_int_eq(b.actions, 3);
	ck_assert_uint_eq(b.free[0], 0);

	/* zs-3.2: the narrowest free Action pays first: Magic, then the
	 * Spellcaster's for an Enchantment. */
	s = zwt_skills("spellcaster", "plus1-free-magic", NULL);
	zwd_skill_budget(&s, 0, &b);
	ck_assert(zwd_skill_pay(&b, ZWD_K_MAGIC, 0));
	ck_assert_uint_eq(b.free[1], 0);
	ck_assert(zwd_skill_pay(&b, ZWD_K_ENCHANT, 0));
	ck_assert_int_eq(b.actions, 3);
	ck_assert(zwd_skill_pay(&b, ZWD_K_ENCHANT, 0));
	ck_assert_int_eq(b.actions, 2);

	/* zs-3.3: Dual Expert only with Dual weapons; none left: refused. */
	s = zwt_skills("dual-expert", NULL);
	zwd_skill_budget(&s, 0, &b);
	ck_assert(zwd_skill_pay(&b, ZWD_K_MELEE, 0));
	ck_assert_int_eq(b.actions, 2);
	ck_assert(zwd_skill_pay(&b, ZWD_K_MELEE, 1));
	ck_assert_int_eq(b.actions, 2);
	b.actions = 0;
	ck_assert(!zwd_skill_pay(&b, ZWD_K_MELEE, 1));

	/* zs-3.4: every free kind; Careful Searcher lifts the Search limit. */
	s = zwt_skills("plus1-free-enchantment", "plus1-free-guards", "plus1-free-melee",
	    "plus1-free-move", "plus1-free-ranged", "plus1-free-search", "careful-searcher", NULL);
	zwd_skill_budget(&s, 0, &b);
	ck_assert_int_eq(b.nfree, 6);
	ck_assert_int_eq(b.searches, 0);
	ck_assert_uint_eq(b.free[0] | b.free[1] | b.free[2] | b.free[3] | b.free[4] | b.free[5],
	    ZWD_K_ENCHANT | ZWD_K_GUARD | ZWD_K_MELEE | ZWD_K_MOVE | ZWD_K_RANGED | ZWD_K_SEARCH);
}
END_TEST

/* ---- zs-4: standing effects, specials, set-up -------------------------- */

START_TEST(traits)
{
	struct zwd_skillset s = zwt_skills("plus1-zone-per-move", "greedy", "search-2-cards",
	    "fearless-walker", "fearless-brute", "slippery", "tough", NULL);
	struct zwd_traits   t;

	/* zs-4.1: Moves, inventory, Search, Fearless, flags. */
	zwd_skill_traits(&s, 0, &t);
	ck_assert_int_eq(t.zones, 2);
	ck_assert_int_eq(t.backpack, 7);
	ck_assert_int_eq(t.draws, 2);
	ck_assert(zwd_react_fearless(&t, ZWD_WALKER) && zwd_react_fearless(&t, ZWD_BRUTE));
	ck_assert(!zwd_react_fearless(&t, ZWD_RUNNER));
	ck_assert_uint_eq(t.flags, ZWD_T_SLIPPERY | ZWD_T_TOUGH);
	s.n = 0;
	zwd_skill_traits(&s, 0, &t);
	ck_assert_int_eq(t.zones, 1);
	ck_assert_int_eq(t.backpack, 5);
	ck_assert_int_eq(t.draws, 1);

	/* zs-4.2: the Search skills, sight, the Guard options. */
	s = zwt_skills("careful-searcher", "corruption-searcher", "ruin-searcher", "scavenger",
	    "ghost-vision", "ruin-sight", "guards-dodge", "guards-shove", NULL);
	zwd_skill_traits(&s, 0, &t);
	ck_assert_uint_eq(t.flags,
	    ZWD_T_CAREFUL | ZWD_T_SEARCH_CORR | ZWD_T_SEARCH_RUIN | ZWD_T_SEARCH_ANY
	        | ZWD_T_GHOSTVISION | ZWD_T_RUINSIGHT | ZWD_T_GUARDS_DODGE | ZWD_T_GUARDS_SHOVE);
}
END_TEST

/* special - the special of family sk in s, or fail */

static struct zwd_special
special(const struct zwd_skillset *s, int sk)
{
	struct zwd_special x[ZWD_MAXSPECIAL];
	int                i, n = zwd_skill_specials(s, 0, x, ZWD_MAXSPECIAL);

	for (i = 0; i < n; i++)
		if (x[i].sk == sk)
			return (x[i]);
	ck_abort_msg("no special %s", zwd_skill_id(sk));
	return (x[0]);
}

START_TEST(specials)
{
	struct zwd_skillset s = zwt_skills("sprint", "jump", "charge", "bloodlust-melee", "push",
	    "rescue", "hit-and-run", "taunt", "transmutation", "corruption-walker", NULL);
	struct zwd_special  x;

	/* zs-4.3: each special's rule. */
	x = special(&s, ZWD_SK_SPRINT);
	ck_assert(x.cost == 1 && x.pays == ZWD_K_MOVE && x.per_turn == 1);
	ck_assert(x.zmin == 2 && x.zmax == 3 && x.flags == ZWD_X_MOVE);
	x = special(&s, ZWD_SK_JUMP);
	ck_assert(x.cost == 1 && x.zmin == 2 && x.zmax == 2);
	ck_assert(x.flags & ZWD_X_OVER && x.flags & ZWD_X_NOSKILLS && !(x.flags & ZWD_X_NOEXIT));
	x = special(&s, ZWD_SK_CHARGE);
	ck_assert(x.cost == 0 && x.per_turn == 1 && x.zmax == 2 && (x.flags & ZWD_X_TOZOMBIES));
	x = special(&s, ZWD_SK_BLOODLUST);
	ck_assert(x.cost == 1 && x.arg == ZWD_PA_MELEE && (x.flags & ZWD_X_THENFREE));
	x = special(&s, ZWD_SK_PUSH);
	ck_assert(
	    x.cost == 0 && x.zmax == 1 && (x.flags & ZWD_X_NOPATH) && !(x.flags & ZWD_X_MOVE));
	x = special(&s, ZWD_SK_RESCUE);
	ck_assert((x.flags & ZWD_X_PEOPLE) && (x.flags & ZWD_X_NOPATH));
	x = special(&s, ZWD_SK_HITRUN);
	ck_assert(x.per_turn == 0 && (x.flags & ZWD_X_AFTERKILL) && (x.flags & ZWD_X_NOEXIT));
	x = special(&s, ZWD_SK_TAUNT);
	ck_assert(x.zmax == ZWD_RANGE_ANY && (x.flags & ZWD_X_LOS));
	x = special(&s, ZWD_SK_TRANSMUTATION);
	ck_assert(x.cost == 1 && x.per_turn == 0);
	x = special(&s, ZWD_SK_CORRWALKER);
	ck_assert(x.cost == 0 && (x.flags & ZWD_X_CORRUPT));

	/* zs-4.4: Improvised weapons, one per parameter, with the pack's
	 * stats. */
	s = zwt_skills("improvised-melee", "improvised-ranged", NULL);
	ck_assert_int_eq(zwd_skill_specials(&s, 0, &x, 1), 1);
	ck_assert_int_eq(x.arg, ZWD_PA_MELEE);
	ck_assert_int_eq(zwd_skill_improvised(zwt_cards(), ZWD_PA_MELEE)->kind, ZWD_MELEE);
	ck_assert_int_eq(zwd_skill_improvised(zwt_cards(), ZWD_PA_RANGED)->kind, ZWD_RANGED);
}
END_TEST

START_TEST(moves)
{
	struct zwd_skillset s = { .n = 0 };
	struct zwd_traits   t;
	struct zwd_move     mv;

	/* zs-4.6: a Move: 1 Zone, +1 per zombie left, zombies stop it. */
	zwd_skill_traits(&s, 0, &t);
	zwd_skill_move(&t, -1, &mv);
	ck_assert(mv.zmin == 1 && mv.zmax == 1 && mv.exit == 1 && mv.stops == 1);
	zwd_skill_move(&t, ZWD_SK_SPRINT, &mv);
	ck_assert(mv.zmin == 2 && mv.zmax == 3 && mv.exit == 1 && mv.stops == 1);
	zwd_skill_move(&t, ZWD_SK_HITRUN, &mv);
	ck_assert(mv.zmax == 1 && mv.exit == 0 && mv.stops == 1);
	zwd_skill_move(&t, ZWD_SK_SIDESTEP, &mv);
	ck_assert(mv.exit == 0);
	zwd_skill_move(&t, ZWD_SK_CHARGE, &mv);
	ck_assert(mv.zmin == 1 && mv.zmax == 2 && mv.exit == 1);

	/* zs-4.7: +1 Zone per Move and Slippery; Jump ignores both. */
	s = zwt_skills("plus1-zone-per-move", "slippery", NULL);
	zwd_skill_traits(&s, 0, &t);
	zwd_skill_move(&t, -1, &mv);
	ck_assert(mv.zmin == 1 && mv.zmax == 2 && mv.exit == 0 && mv.stops == 0);
	zwd_skill_move(&t, ZWD_SK_CORRWALKER, &mv);
	ck_assert(mv.zmax == 2 && mv.exit == 0);
	zwd_skill_move(&t, ZWD_SK_SPRINT, &mv);
	ck_assert(mv.zmax == 3 && mv.exit == 0 && mv.stops == 0);
	zwd_skill_move(&t, ZWD_SK_JUMP, &mv);
	ck_assert(mv.zmin == 2 && mv.zmax == 2 && mv.exit == 1 && mv.stops == 0);
}
END_TEST

START_TEST(start)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skillset     s = zwt_skills("starts-with-katana", "starts-with-2ap", NULL);
	int                     equip[2], ap;

	/* zs-4.5: Yasuke's Katana and 2 AP. */
	ck_assert_int_eq(zwd_skill_start(&s, equip, 2, &ap), 1);
	ck_assert_int_eq(equip[0], zwd_equip_find(c, "katana"));
	ck_assert_int_eq(ap, 2);
}
END_TEST

/* ---- zs-5: reactive skills ----------------------------------------------- */

START_TEST(react)
{
	struct zwd_skillset s = zwt_skills("combat-reflexes", "sidestep", NULL);
	struct zwd_stance   st = { { 0 } };
	struct zwd_traits   t;
	struct pb_err       err;
	int                 dice[3] = { 2, 2, 3 }, z[3] = { 2, -1, 0 }, k, v, l;

	/* zs-5.1: Combat Reflexes: the attack with the most dice at Range 0-1,
	 * Melee on a tie; off by choice; never at Range 2. */
	zwd_skill_traits(&s, 0, &t);
	ck_assert_int_eq(zwd_react_reflexes(&t, &st, 0, dice), ZWD_MAGIC);
	dice[ZWD_MAGIC] = 0;
	ck_assert_int_eq(zwd_react_reflexes(&t, &st, 1, dice), ZWD_MELEE);
	ck_assert_int_eq(zwd_react_reflexes(&t, &st, 2, dice), -1);
	ck_assert(zwd_stance_set(&st, "riflessi", "NO", &err));
	ck_assert_int_eq(zwd_react_reflexes(&t, &st, 0, dice), -1);

	/* zs-5.2: Sidestep flees a spawn in its own Zone to the fewest. */
	ck_assert_int_eq(zwd_react_sidestep(&t, &st, 0, 3, z, 3), 2);
	ck_assert_int_eq(zwd_react_sidestep(&t, &st, 1, 3, z, 3), -1);
	z[2] = 4;
	ck_assert_int_eq(zwd_react_sidestep(&t, &st, 0, 3, z, 3), 0);
	ck_assert_int_eq(zwd_react_sidestep(&t, &st, 0, 2, z, 3), -1);
	ck_assert(zwd_stance_set(&st, "sidestep", "off", &err));
	ck_assert_int_eq(zwd_react_sidestep(&t, &st, 0, 3, z, 3), -1);
	s.n = 0;
	zwd_skill_traits(&s, 0, &t);
	memset(&st, 0, sizeof(st));
	ck_assert_int_eq(zwd_react_reflexes(&t, &st, 0, dice), -1);

	/* zs-5.3: Lucky: half (default), fail, off. */
	ck_assert(zwd_react_lucky(&st, 3, 1));
	ck_assert(!zwd_react_lucky(&st, 4, 2));
	ck_assert(zwd_stance_set(&st, "lucky", "fail", &err));
	ck_assert(zwd_react_lucky(&st, 4, 3));
	ck_assert(!zwd_react_lucky(&st, 4, 4));
	ck_assert(zwd_stance_set(&st, "afortunado", "no", &err));
	ck_assert(!zwd_react_lucky(&st, 4, 0));

	/* zs-5.4: words refused, with the choices. */
	ck_assert(!zwd_stance_set(&st, "lucky", "maybe", &err));
	ck_assert_str_eq(err.msg, "lucky takes half, fail or off");
	ck_assert(!zwd_stance_set(&st, "reflexes", "maybe", &err));
	ck_assert_str_eq(err.msg, "reflexes takes attack or off");
	ck_assert(!zwd_stance_set(&st, "courage", "on", &err));
	ck_assert_str_eq(zwd_stance_word(ZWD_ST_TACTICIAN, 1, 2), "primero");
	ck_assert_str_eq(zwd_stance_word(ZWD_ST_ZLINK, -1, 1), "legame");

	/* zs-5.5: every word of every choice, in every language, reads back. */
	for (k = 0; k < ZWD_ST_N; k++)
		for (v = 0; v < zwd_stance_values(k); v++)
			for (l = 0; l < ZWD_NLANGS; l++) {
				memset(&st, 0, sizeof(st));
				st.v[k] = -1;
				ck_assert(zwd_stance_set(&st, zwd_stance_word(k, -1, l),
				    zwd_stance_word(k, v, l), &err));
				ck_assert_int_eq(st.v[k], v);
			}
}
END_TEST

START_TEST(wounds)
{
	struct zwd_skillset s = zwt_skills("tough", "is-that-all", NULL);
	struct zwd_stance   st = { { 0 } };
	struct zwd_traits   t;
	struct pb_err       err;
	int                 d;

	/* zs-5.6: Tough ignores the first Wound of an attack; Is That All?
	 * by default discards only to stay alive (3 Wounds eliminate). */
	zwd_skill_traits(&s, 0, &t);
	ck_assert_int_eq(zwd_react_wounds(&t, &st, 0, 1, 3, 5, &d), 0);
	ck_assert_int_eq(d, 0);
	ck_assert_int_eq(zwd_react_wounds(&t, &st, 1, 3, 3, 5, &d), 1);
	ck_assert_int_eq(d, 1);
	ck_assert_int_eq(zwd_react_wounds(&t, &st, 2, 4, 3, 1, &d), 2);
	ck_assert_int_eq(d, 1);
	ck_assert(zwd_stance_set(&st, "isthatall", "always", &err));
	ck_assert_int_eq(zwd_react_wounds(&t, &st, 0, 3, 3, 5, &d), 0);
	ck_assert_int_eq(d, 2);
	ck_assert(zwd_stance_set(&st, "isthatall", "off", &err));
	ck_assert_int_eq(zwd_react_wounds(&t, &st, 0, 3, 3, 5, &d), 2);
	ck_assert_int_eq(d, 0);
	s.n = 0;
	zwd_skill_traits(&s, 0, &t);
	ck_assert_int_eq(zwd_react_wounds(&t, &st, 0, 3, 3, 5, &d), 3);

	/* zs-5.7: Iron Skin: 5+ bare, one better armoured, 2+ at best. */
	ck_assert_int_eq(zwd_react_armour(&t, 4), 4);
	ck_assert_int_eq(zwd_react_armour(&t, 0), 0);
	s = zwt_skills("iron-skin", NULL);
	zwd_skill_traits(&s, 0, &t);
	ck_assert_int_eq(zwd_react_armour(&t, 0), 5);
	ck_assert_int_eq(zwd_react_armour(&t, 4), 3);
	ck_assert_int_eq(zwd_react_armour(&t, 2), 2);
	s.n = 0;
	zwd_skill_traits(&s, 0, &t);

	/* zs-5.8: the End Phase: two Medics heal 2, Regeneration the rest. */
	ck_assert_int_eq(zwd_react_heal(&t, 2, 1, &d), 1);
	ck_assert_int_eq(d, 1);
	ck_assert_int_eq(zwd_react_heal(&t, 1, 2, &d), 0);
	ck_assert_int_eq(d, 1);
	s = zwt_skills("regeneration", "medic", NULL);
	zwd_skill_traits(&s, 0, &t);
	ck_assert(t.flags & ZWD_T_MEDIC);
	ck_assert_int_eq(zwd_react_heal(&t, 2, 1, &d), 0);
	ck_assert_int_eq(d, 1);
}
END_TEST

START_TEST(order)
{
	struct zwd_stance        a = { { 0 } }, b = { { 0 } }, c = { { 0 } };
	const struct zwd_stance *st[4] = { &a, &b, &c, &a };
	unsigned                 flags[4] = { 0, ZWD_T_TACTICIAN, ZWD_T_TACTICIAN, 0 };
	int                      o[4];
	struct pb_err            err;

	/* zs-5.9: Tactician: first, seat, last. */
	zwd_react_order(st, flags, 4, o);
	ck_assert(o[0] == 0 && o[1] == 1 && o[2] == 2 && o[3] == 3);
	ck_assert(zwd_stance_set(&b, "tactician", "last", &err));
	ck_assert(zwd_stance_set(&c, "tattico", "primo", &err));
	zwd_react_order(st, flags, 4, o);
	ck_assert(o[0] == 2 && o[1] == 0 && o[2] == 3 && o[3] == 1);

	/* zs-5.10: the other reactive skills are flags the phases read. */
	{
		struct zwd_skillset s = zwt_skills("zombie-link", "born-leader", "hold-your-nose",
		    "destiny", "safe-search", "perfect-pair", "lucky", "iron-skin", NULL);
		struct zwd_traits   t, t0;

		zwd_skill_traits(&s, 0, &t);
		memset(&t0, 0, sizeof(t0));
		ck_assert_uint_eq(t.flags,
		    ZWD_T_ZOMBIELINK | ZWD_T_HOLDNOSE | ZWD_T_DESTINY | ZWD_T_SAFESEARCH
		        | ZWD_T_PERFECTPAIR | ZWD_T_LUCKYARMOUR | ZWD_T_IRONSKIN);
		ck_assert_int_eq(special(&s, ZWD_SK_LEADER).flags, ZWD_X_OTHER);

		/* zs-5.11: Zombie Link's Turn, Born Leader's gift, Rescue. */
		ck_assert(zwd_react_link(&t, &a));
		ck_assert(zwd_react_willing(&a, ZWD_ST_LEADER));
		ck_assert(zwd_react_willing(&a, ZWD_ST_RESCUE));
		ck_assert(zwd_stance_set(&a, "link", "off", &err));
		ck_assert(zwd_stance_set(&a, "leader", "refuse", &err));
		ck_assert(zwd_stance_set(&a, "salvador", "quedarse", &err));
		ck_assert(!zwd_react_link(&t, &a));
		ck_assert(!zwd_react_willing(&a, ZWD_ST_LEADER));
		ck_assert(!zwd_react_willing(&a, ZWD_ST_RESCUE));
		memset(&a, 0, sizeof(a));
		ck_assert(!zwd_react_link(&t0, &a));

		/* zs-5.12: Destiny out of the mail: an Aaahh!! card, once. */
		ck_assert(zwd_react_destiny(&t, &a, 1, 0));
		ck_assert(!zwd_react_destiny(&t, &a, 0, 0));
		ck_assert(!zwd_react_destiny(&t, &a, 1, 1));
		ck_assert(zwd_stance_set(&a, "destino", "no", &err));
		ck_assert(!zwd_react_destiny(&t, &a, 1, 0));
	}
}
END_TEST

/* ---- zs-6: skills gained --------------------------------------------------- */

/* gain - the options of Ogon at a level, as one string of ids */

static int
gain(int surv, int level, const struct zwd_skillset *owned, struct zwd_skill_ref *o)
{
	return (zwd_skill_gain(zwt_cards(), surv, level, owned, o, 8));
}

/* refusal_read - zs-6.2: a choice refused, read in Italian and Spanish as
 * the arbiter translates it (zwd_msgs, the skills' names by
 * zwd_words_of()): the choices o[0], o[1] by their names there */

static void
refusal_read(const struct zwd_cards *c, const char *en, const struct zwd_skill_ref *o)
{
	static const char *const head[] = {
		"plus1-free-combat non si può scegliere qui; le scelte: ",
		"plus1-free-combat no se puede elegir aquí; las opciones: "
	};
	const struct lang_msg *const cats[] = { zwd_msgs };
	struct zwd_pack              pk = { .cards = (struct zwd_cards *)c };
	struct zwd_state             st = { .pack = &pk };
	char                        *tr, *n0, *n1, *want;
	int                          l;

	for (l = 1; l < LANG_N; l++) {
		tr = lang_text_names(cats, 1, l == 1 ? "it" : "es", en, zwd_words_of, &st);
		n0 = zwd_skill_name(c, &o[0], l);
		n1 = zwd_skill_name(c, &o[1], l);
		want = pb_asprintf("%s%s; %s.", head[l - 1], n0, n1);
		ck_assert_str_ne(n0, "Combat Reflexes"); /* not left in English */
		ck_assert_str_eq(tr, want);
		free(want);
		free(n0);
		free(n1);
		free(tr);
	}
}

START_TEST(ultrared)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skillset     own = { .n = 0 };
	struct zwd_skill_ref    o[8], r;
	struct pb_err           err;
	int                     ogon, i, n;

	for (ogon = 0; ogon < c->nsurvivors; ogon++)
		if (strcmp(c->survivors[ogon].n.id, "ogon") == 0)
			break;
	ck_assert(ogon < c->nsurvivors);

	/* zs-6.1: the rulebook's example.  Blue and Yellow: everything, no
	 * choice. */
	ck_assert(!zwd_skill_choose(c, ogon, ZWD_BLUE, &own, "push", &r, &err));
	for (i = 0; i < 2; i++) {
		n = gain(ogon, i, &own, o);
		ck_assert_int_eq(n, i == 0 ? 2 : 1);
		while (n-- > 0)
			zwd_skillset_add(&own, &o[n]);
	}
	/* Orange: one of 2, Bloodlust: Melee by its Italian name. */
	ck_assert_int_eq(gain(ogon, ZWD_ORANGE, &own, o), 2);
	ck_assert(zwd_skill_choose(c, ogon, ZWD_ORANGE, &own, "Sete di sangue: Mischia", &r, &err));
	ck_assert_int_eq(r.fam, ZWD_SK_BLOODLUST);
	zwd_skillset_add(&own, &r);
	/* Red: one of 3, +1 free Combat Action by its reference. */
	ck_assert_int_eq(gain(ogon, ZWD_RED, &own, o), 3);
	ck_assert(zwd_skill_choose(c, ogon, ZWD_RED, &own, "plus1-free-combat", &r, &err));
	zwd_skillset_add(&own, &r);
	/* Around again: nothing at Blue and Yellow, Iron Skin at Orange with
	 * no choice, then a choice of 2 at Red: Combat Reflexes. */
	ck_assert_int_eq(gain(ogon, ZWD_BLUE, &own, o), 0);
	ck_assert_int_eq(gain(ogon, ZWD_YELLOW, &own, o), 0);
	ck_assert_int_eq(gain(ogon, ZWD_ORANGE, &own, o), 1);
	ck_assert_int_eq(o[0].fam, ZWD_SK_IRONSKIN);
	zwd_skillset_add(&own, &o[0]);
	ck_assert_int_eq(gain(ogon, ZWD_RED, &own, o), 2);
	ck_assert(!zwd_skill_choose(c, ogon, ZWD_RED, &own, "plus1-free-combat", &r, &err));
	ck_assert_str_eq(err.msg,
	    "plus1-free-combat is not a choice here; the choices: Combat Reflexes; Reaper: Melee.");
	refusal_read(c, err.msg, o);
	ck_assert(zwd_skill_choose(c, ogon, ZWD_RED, &own, "combat reflexes", &r, &err));
	zwd_skillset_add(&own, &r);
	/* Third time: nothing at Orange; Reaper: Melee at Red. */
	ck_assert_int_eq(gain(ogon, ZWD_ORANGE, &own, o), 0);
	ck_assert_int_eq(gain(ogon, ZWD_RED, &own, o), 1);
	ck_assert_int_eq(o[0].fam, ZWD_SK_REAPER);
	zwd_skillset_add(&own, &o[0]);
	/* From then on, any skill of the list at Orange and Red. */
	ck_assert_int_eq(gain(ogon, ZWD_YELLOW, &own, o), 0);
	ck_assert_int_eq(gain(ogon, ZWD_ORANGE, &own, o), ZWD_OPEN);
	ck_assert_int_eq(gain(ogon, ZWD_RED, &own, o), ZWD_OPEN);
	ck_assert(zwd_skill_choose(c, ogon, ZWD_RED, &own, "hawk-eye", &r, &err));
	ck_assert(!zwd_skill_choose(c, ogon, ZWD_RED, &own, "iron-skin", &r, &err));
	ck_assert(!zwd_skill_choose(c, ogon, ZWD_RED, &own, "starts-with-2ap", &r, &err));
	ck_assert(!zwd_skill_choose(c, ogon, ZWD_RED, &own, "flying", &r, &err));
	ck_assert(!zwd_skill_choose(c, ogon, ZWD_YELLOW, &own, "hawk-eye", &r, &err));
	ck_assert_str_eq(err.msg, "no skill to choose at this level");
}
END_TEST

START_TEST(defaults)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skillset     own = { .n = 0 };
	struct zwd_skill_ref    r, pref[2];
	int                     l, i, n;

	/* zs-6.2: no preference: the first option of the tree; a preference
	 * that is an option wins; nothing to gain: none. */
	zwd_skill_default(c, 0, ZWD_ORANGE, &own, NULL, 0, &r);
	ck_assert(zwd_skill_same(&r, &c->survivors[0].skill[ZWD_ORANGE][0]));
	pref[0] = zwt_ref("hawk-eye");
	pref[1] = c->survivors[0].skill[ZWD_ORANGE][1];
	zwd_skill_default(c, 0, ZWD_ORANGE, &own, pref, 2, &r);
	ck_assert(zwd_skill_same(&r, &pref[1]));
	zwd_skillset_add(&own, &c->survivors[0].skill[ZWD_YELLOW][0]);
	zwd_skill_default(c, 0, ZWD_YELLOW, &own, NULL, 0, &r);
	ck_assert_int_eq(r.fam, -1);

	/* zs-6.3: the whole tree held: the preference if free, else the
	 * chapter's first skill not held. */
	for (l = 0; l < ZWD_NLEVELS; l++)
		for (i = 0; i < c->survivors[0].nskill[l]; i++)
			zwd_skillset_add(&own, &c->survivors[0].skill[l][i]);
	zwd_skill_default(c, 0, ZWD_RED, &own, pref, 1, &r);
	ck_assert_int_eq(r.fam, ZWD_SK_HAWKEYE);
	zwd_skill_default(c, 0, ZWD_RED, &own, NULL, 0, &r);
	ck_assert(r.fam == ZWD_SK_RESULT && r.arg == ZWD_PA_COMBAT);
	zwd_skillset_add(&own, &r);
	zwd_skill_default(c, 0, ZWD_RED, &own, NULL, 0, &r);
	ck_assert(r.fam == ZWD_SK_RESULT && r.arg == ZWD_PA_MELEE);

	/* zs-6.4: every survivor's default at every level is an option. */
	for (i = 0; i < c->nsurvivors; i++) {
		own.n = 0;
		for (l = 0; l < ZWD_NLEVELS; l++) {
			struct zwd_skill_ref o[8];

			n = gain(i, l, &own, o);
			zwd_skill_default(c, i, l, &own, NULL, 0, &r);
			ck_assert(n > 0 && zwd_skill_same(&r, &o[0]));
			zwd_skillset_add(&own, &r);
		}
	}
}
END_TEST

/* ---- zs-7: the pack checker ------------------------------------------------ */

/* The cards loader resolves references (loader 1: it refuses); whether
 * the game can play one is zwd_skill_pack_check(), one floor up. */
static const struct {
	const char *label, *from, *to, *want;
	int         loader;
} bad[] = {
	{ "zs-7.1 Guards of a non-roll skill", "skill = guards-lucky", "skill = guards-medic",
	    "[guardskill gs-lucky]: skill: skill guards-medic: guards takes a skill that "
	    "changes a combat roll, not medic",
	    0 },
	{ "zs-7.2 Range 2+ of a move", "blue = push, guards-shove",
	    "blue = range2-sprint, guards-shove",
	    "blue: skill range2-sprint: range2 takes a skill that changes a combat roll, not sprint",
	    0 },
	{ "zs-7.3 Brothers in Arms of a Guard skill", "blue = push, guards-shove",
	    "blue = brothers-in-arms-guards-dodge, guards-shove",
	    "blue: skill brothers-in-arms-guards-dodge: brothers-in-arms cannot give guards-dodge",
	    0 },
	{ "zs-7.4 a weapon's skill that is not of its Action", "skills = hawk-eye",
	    "skills = sprint", "skills: skill sprint: a weapon gives its skill only in its Action",
	    0 },
	{ "zs-7.5 a skill unknown to the code", "blue = push, guards-shove",
	    "blue = backflip, guards-shove", "unknown skill backflip", 1 },
};

START_TEST(checker)
{
	struct pb_err     err;
	struct zwd_cards *c;
	const char       *t, *at;
	char             *edited;
	size_t            i;

	(void)zwt_cards();
	t = zwt_cards_text;
	for (i = 0; i < PB_NELEM(bad); i++) {
		ck_assert_msg((at = strstr(t, bad[i].from)) != NULL, "%s", bad[i].label);
		edited =
		    pb_asprintf("%.*s%s%s", (int)(at - t), t, bad[i].to, at + strlen(bad[i].from));
		c = zwd_cards_parse(edited, &err);
		ck_assert_msg((c == NULL) == bad[i].loader, "%s: the cards loader %s", bad[i].label,
		    c == NULL ? "refused" : "accepted");
		ck_assert_msg(c == NULL || !zwd_skill_pack_check(c, edited, &err),
		    "%s: accepted", bad[i].label);
		ck_assert_msg(strstr(err.msg, bad[i].want) != NULL, "%s: \"%s\" lacks \"%s\"",
		    bad[i].label, err.msg, bad[i].want);
		ck_assert_msg(bad[i].loader || strstr(err.msg, ".ini:") != NULL,
		    "%s: \"%s\" names no file and line", bad[i].label, err.msg);
		zwd_cards_free(c);
		free(edited);
	}
}
END_TEST

/* zs-7.6: the game's pack loader asks the skill check of the cards it loaded */
START_TEST(pack_loader)
{
	struct pb_err err;
	char         *text = NULL, *edited, *at;
	void         *p;

	ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd", &text, &err) == PB_OK, "%s", err.msg);
	p = zwd_pack_parse(text, &err);
	ck_assert_msg(p != NULL, "%s", err.msg);
	zwd_pack_free(p);
	ck_assert((at = strstr(text, "skill = guards-lucky")) != NULL);
	edited = pb_asprintf("%.*sskill = guards-medic%s", (int)(at - text), text,
	    at + strlen("skill = guards-lucky"));
	ck_assert(zwd_pack_parse(edited, &err) == NULL);
	ck_assert_msg(strstr(err.msg, "cards/") == err.msg
	        && strstr(err.msg, "[guardskill gs-lucky]: skill: skill guards-medic: guards "
	                           "takes a skill that changes a combat roll")
	            != NULL,
	    "%s", err.msg);
	free(edited);
	free(text);
}
END_TEST

/* ---- zs-8: determinism ---------------------------------------------------- */

/* next - a fixed pseudo-random sequence (the test's own, no rng) */

static unsigned
next(unsigned *x)
{
	*x = *x * 1103515245u + 12345u;
	return (*x >> 16);
}

/* shuffled - case i of zs-8.2 */

static void
shuffled(int i)
{
	struct zwd_skillset  s = { .n = 0 }, rev = { .n = 0 }, less = { .n = 0 };
	struct zwd_skill_ref r;
	struct print         a, b, c;
	unsigned             x = (unsigned)i;
	int                  k, n = 1 + (int)(next(&x) % 6);
	size_t               p;

	for (k = 0; k < n; k++) {
		r = sample((int)(next(&x) % ZWD_SK_N));
		if (zwd_families[r.fam].param == ZWD_P_ACTION && r.fam != ZWD_SK_IMPROVISED)
			r.arg = (int)(next(&x) % 4);
		zwd_skillset_add(&s, &r);
	}
	for (k = s.n - 1; k >= 0; k--)
		zwd_skillset_add(&rev, &s.r[k]);
	for (k = 1; k < s.n; k++)
		zwd_skillset_add(&less, &s.r[k]);
	fingerprint(&s, &a);
	fingerprint(&rev, &b);
	fingerprint(&less, &c);
	ck_assert_msg(memcmp(&a.m, &b.m, sizeof(a.m)) == 0, "case %d: mods", i);
	ck_assert_msg(memcmp(&a.t, &b.t, sizeof(a.t)) == 0, "case %d: traits", i);
	ck_assert(a.b.actions == b.b.actions && a.b.nfree == b.b.nfree && a.nx == b.nx);
	for (p = 0; p < PB_NELEM(probes); p++)
		ck_assert_msg(zwd_skill_dice(&a.m[p], 2, 1) >= zwd_skill_dice(&c.m[p], 2, 1)
		        && zwd_skill_damage(&a.m[p], 1, 1) >= zwd_skill_damage(&c.m[p], 1, 1),
		    "case %d probe %zu", i, p);
	ck_assert(a.t.zones >= c.t.zones && a.b.actions >= c.b.actions && a.b.nfree >= c.b.nfree);
	ck_assert((a.t.flags & c.t.flags) == c.t.flags);
}

START_TEST(determinism)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skillset     s = { .n = 0 };
	struct print            a, b;
	int                     i, l, j;

	/* zs-8.1: a survivor's whole tree, twice, gives the same answers; and
	 * a set's order does not matter. */
	for (i = 0; i < c->nsurvivors; i++) {
		s.n = 0;
		for (l = 0; l < ZWD_NLEVELS; l++)
			for (j = 0; j < c->survivors[i].nskill[l]; j++)
				zwd_skillset_add(&s, &c->survivors[i].skill[l][j]);
		fingerprint(&s, &a);
		fingerprint(&s, &b);
		ck_assert(memcmp(&a, &b, sizeof(a)) == 0);
	}
	s = zwt_skills("plus1-die-melee", "lucky", "hawk-eye", "plus1-action", NULL);
	fingerprint(&s, &a);
	s = zwt_skills("plus1-action", "hawk-eye", "lucky", "plus1-die-melee", NULL);
	fingerprint(&s, &b);
	ck_assert(memcmp(&a.m, &b.m, sizeof(a.m)) == 0);
	ck_assert(memcmp(&a.t, &b.t, sizeof(a.t)) == 0);

	/* zs-8.2: many sets of sampled skills: the answers do not hang on the
	 * order, and a skill more never takes a die, a Zone or an Action away. */
	for (i = 0; i < 3000; i++)
		shuffled(i);
}
END_TEST

/* ---- zs-9: JSON ---------------------------------------------------------- */

/* dumps - compact JSON of j, which it releases; caller frees */

static char *
dumps(json_t *j)
{
	char *t = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);

	json_decref(j);
	return (t);
}

/* refused_set - a skill set's JSON refused with want */

static void
refused_set(const char *text, const char *want)
{
	struct zwd_skillset s;
	struct pb_err       err;
	json_t             *j = json_loads(text, 0, NULL);

	ck_assert(j != NULL);
	ck_assert_msg(!zwd_skillset_load(zwt_cards(), j, &s, &err), "%s accepted", text);
	ck_assert_msg(strstr(err.msg, want) != NULL, "%s: \"%s\"", text, err.msg);
	json_decref(j);
}

START_TEST(json)
{
	const struct zwd_cards *c = zwt_cards();
	struct zwd_skillset s = zwt_skills("push", "guards-shove", "bloodlust-melee", NULL), back;
	struct zwd_stance       st = { { 0 } }, st2;
	struct pb_err           err;
	json_t                 *j;
	char                   *t;
	int                     i, l, k;

	/* zs-9.1: Ogon's skills by reference, and back. */
	t = dumps(zwd_skillset_save(c, &s));
	ck_assert_str_eq(t, "[\"push\",\"guards-shove\",\"bloodlust-melee\"]");
	free(t);
	for (i = 0; i < c->nsurvivors; i++) {
		s.n = 0;
		for (l = 0; l < ZWD_NLEVELS; l++)
			for (k = 0; k < c->survivors[i].nskill[l]; k++)
				zwd_skillset_add(&s, &c->survivors[i].skill[l][k]);
		j = zwd_skillset_save(c, &s);
		ck_assert_msg(zwd_skillset_load(c, j, &back, &err), "%s", err.msg);
		json_decref(j);
		ck_assert_int_eq(back.n, s.n);
		for (k = 0; k < s.n; k++)
			ck_assert(zwd_skill_same(&back.r[k], &s.r[k]));
	}

	/* zs-9.2: a stance keeps what is not the default, in English. */
	t = dumps(zwd_stance_save(&st));
	ck_assert_str_eq(t, "{}");
	free(t);
	ck_assert(zwd_stance_set(&st, "fortunato", "no", &err));
	ck_assert(zwd_stance_set(&st, "tattico", "ultimo", &err));
	t = dumps(zwd_stance_save(&st));
	ck_assert_str_eq(t, "{\"lucky\":\"off\",\"tactician\":\"last\"}");
	j = json_loads(t, 0, NULL);
	ck_assert(zwd_stance_load(j, &st2, &err));
	ck_assert(memcmp(&st, &st2, sizeof(st)) == 0);
	json_decref(j);
	free(t);

	/* zs-9.3: refusals. */
	refused_set("[\"push\", \"flying\"]", "skills: unknown skill flying");
	refused_set("[\"push\", \"push\"]", "skills: push twice");
	refused_set("{}", "skills: an array");
	refused_set("[3]", "skills: 0: not a reference");
	j = json_loads("{\"lucky\": \"often\"}", 0, NULL);
	ck_assert(!zwd_stance_load(j, &st2, &err));
	ck_assert_str_eq(err.msg, "stance: lucky takes half, fail or off");
	json_decref(j);
}
END_TEST

/* zs-5.13 (rules 3): Zombie Link's standing order: attack by default,
 * flee or off, in the three languages; revision 2's "orders" is the
 * default, saved as nothing; flee takes the Zone with the fewest
 * zombies, if fewer than its own. */
START_TEST(link_orders)
{
	static const struct {
		const char *key, *value, *saved;
		int         link;
	} set[] = {
		{ "legame", "fuggi", "{\"link\":\"flee\"}", ZWD_LINK_FLEE },
		{ "vinculo", "no", "{\"link\":\"off\"}", ZWD_LINK_NONE },
		{ "link", "ordenes", "{}", ZWD_LINK_ATTACK },
		{ "link", "attack", "{}", ZWD_LINK_ATTACK },
	};
	struct zwd_skillset s = zwt_skills("zombie-link", NULL);
	struct zwd_traits   t, t0;
	struct zwd_stance   st = { { 0 } };
	struct pb_err       err;
	static const int    zs[] = { 2, -1, 1, 1 }, none[] = { 3, -1, 4 };
	char               *j;
	size_t              k;

	zwd_skill_traits(&s, 0, &t);
	memset(&t0, 0, sizeof(t0));
	ck_assert_int_eq(zwd_react_link(&t, &st), ZWD_LINK_ATTACK);
	ck_assert_int_eq(zwd_react_link(&t0, &st), ZWD_LINK_NONE);
	for (k = 0; k < PB_NELEM(set); k++) {
		ck_assert(zwd_stance_set(&st, set[k].key, set[k].value, &err));
		ck_assert_int_eq(zwd_react_link(&t, &st), set[k].link);
		j = dumps(zwd_stance_save(&st));
		ck_assert_str_eq(j, set[k].saved);
		free(j);
	}
	ck_assert(!zwd_stance_set(&st, "link", "hide", &err));
	ck_assert_str_eq(err.msg, "link takes attack, off or flee");
	ck_assert_int_eq(zwd_react_flee(2, zs, 4), 2);
	ck_assert_int_eq(zwd_react_flee(2, none, 3), -1);
}
END_TEST

static Suite *
zwd_skill_suite(void)
{
	Suite *s = suite_create("zwd_skill");
	TCase *tc = tcase_create("zwd_skill");

	tcase_add_test(tc, families);
	tcase_add_test(tc, dice_and_damage);
	tcase_add_test(tc, escalation);
	tcase_add_test(tc, targets);
	tcase_add_test(tc, wrapped);
	tcase_add_test(tc, budget);
	tcase_add_test(tc, traits);
	tcase_add_test(tc, specials);
	tcase_add_test(tc, moves);
	tcase_add_test(tc, start);
	tcase_add_test(tc, react);
	tcase_add_test(tc, wounds);
	tcase_add_test(tc, order);
	tcase_add_test(tc, ultrared);
	tcase_add_test(tc, defaults);
	tcase_add_test(tc, checker);
	tcase_add_test(tc, pack_loader);
	tcase_add_test(tc, determinism);
	tcase_add_test(tc, json);
	tcase_add_test(tc, link_orders);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_skill_suite);

	zwt_done();
	return (rc);
}
