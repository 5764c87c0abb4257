/*++
/* NAME
/*	zwd_skill 3
/* SUMMARY
/*	Zombicide: White Death, what each skill does
/* SYNOPSIS
/*	#include "games/zwd/zwd_skill.h"
/* DESCRIPTION
/*	The queries of zwd_skill(3h): skill sets, combat modifiers, the
/*	Turn's Actions, standing effects, special Actions, set-up, the
/*	pack checker's test and HELP.  The effect of each family is one
/*	case of one of the switches below; rows[] gives its class.
/*
/*	Invariants:
/*	(S1) rows[sk].id is zwd_families[sk].id for every family (the
/*	tests check), so ZWD_SK_* index both;
/*	(S2) a skill set holds no reference twice;
/*	(S3) the queries read nothing but their arguments: the same set
/*	and context give the same answer.
/* SEE ALSO
/*	zwd_skill(3h), pbemd-zwd(7) SKILLS.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_skill.h"

struct row {
	const char *id;
	int         cls; /* enum zwd_sclass */
};

#define M ZWD_SC_MOD
#define A ZWD_SC_ACTIONS
#define X ZWD_SC_SPECIAL
#define T ZWD_SC_TRAIT
#define R ZWD_SC_REACT
#define G ZWD_SC_GUARD
#define S ZWD_SC_SETUP
#define W ZWD_SC_WRAP

static const struct row rows[ZWD_SK_N] = {
	{ "plus1-dice-result", M },
	{ "plus1-action", A },
	{ "plus1-free-combat", A },
	{ "plus1-free-enchantment", A },
	{ "plus1-free-guards", A },
	{ "plus1-free-magic", A },
	{ "plus1-free-melee", A },
	{ "plus1-free-move", A },
	{ "plus1-free-ranged", A },
	{ "plus1-free-search", A },
	{ "plus1-die", M },
	{ "plus1-damage", M },
	{ "plus1-max-range", M },
	{ "plus1-zone-per-move", T },
	{ "two-damage", M },
	{ "ambidextrous", M },
	{ "improvised", X },
	{ "wall-climber", T },
	{ "greedy", T },
	{ "barbarian", M },
	{ "low-profile", T },
	{ "point-blank", M },
	{ "charge", X },
	{ "search-2-cards", T },
	{ "careful-searcher", T },
	{ "corruption-searcher", T },
	{ "ruin-searcher", T },
	{ "freeze", M },
	{ "perfect-pair", T },
	{ "tough", R },
	{ "destiny", R },
	{ "escalation", M },
	{ "dual-expert", A },
	{ "lucky", M },
	{ "brothers-in-arms", W },
	{ "range2", W },
	{ "guards", W },
	{ "guards-dodge", G },
	{ "guards-shove", G },
	{ "slippery", T },
	{ "double-enchantment", T },
	{ "spellcaster", A },
	{ "born-leader", X },
	{ "zombie-link", R },
	{ "spellbook", T },
	{ "close-combat-master", M },
	{ "steady-hand", M },
	{ "medic", T },
	{ "reaper", M },
	{ "hit-and-run", X },
	{ "hawk-eye", M },
	{ "starts-with", S },
	{ "starts-with-2ap", S },
	{ "iron-skin", T },
	{ "iron-rain", M },
	{ "mana-rain", M },
	{ "reach", M },
	{ "taunt", X },
	{ "crypt-raider", T },
	{ "free-reload", T },
	{ "safe-search", T },
	{ "scavenger", T },
	{ "combat-reflexes", R },
	{ "regeneration", T },
	{ "roll6-die", M },
	{ "roll6-damage", M },
	{ "jump", X },
	{ "rescue", X },
	{ "sidestep", R },
	{ "sprint", X },
	{ "bloodlust", X },
	{ "swordmaster", M },
	{ "push", X },
	{ "super-strength", M },
	{ "tactician", R },
	{ "fearless", T },
	{ "transmutation", X },
	{ "hold-your-nose", R },
	{ "is-that-all", R },
	{ "corruption-walker", X },
	{ "ghost-vision", T },
	{ "ruin-sight", T },
};

#undef M
#undef A
#undef X
#undef T
#undef R
#undef G
#undef S
#undef W

/* The standing effects that are one flag each. */
static const struct {
	int      sk;
	unsigned flag;
} flag_rows[] = {
	{ ZWD_SK_SLIPPERY, ZWD_T_SLIPPERY },
	{ ZWD_SK_CLIMBER, ZWD_T_CLIMBER },
	{ ZWD_SK_LOWPROFILE, ZWD_T_LOWPROFILE },
	{ ZWD_SK_CAREFUL, ZWD_T_CAREFUL },
	{ ZWD_SK_CORRSEARCH, ZWD_T_SEARCH_CORR },
	{ ZWD_SK_RUINSEARCH, ZWD_T_SEARCH_RUIN },
	{ ZWD_SK_SCAVENGER, ZWD_T_SEARCH_ANY },
	{ ZWD_SK_PERFECTPAIR, ZWD_T_PERFECTPAIR },
	{ ZWD_SK_DESTINY, ZWD_T_DESTINY },
	{ ZWD_SK_SAFESEARCH, ZWD_T_SAFESEARCH },
	{ ZWD_SK_SPELLBOOK, ZWD_T_SPELLBOOK },
	{ ZWD_SK_FREERELOAD, ZWD_T_FREERELOAD },
	{ ZWD_SK_CRYPTRAIDER, ZWD_T_CRYPTRAIDER },
	{ ZWD_SK_GHOSTVISION, ZWD_T_GHOSTVISION },
	{ ZWD_SK_RUINSIGHT, ZWD_T_RUINSIGHT },
	{ ZWD_SK_DOUBLEENCHANT, ZWD_T_DOUBLEENCHANT },
	{ ZWD_SK_TOUGH, ZWD_T_TOUGH },
	{ ZWD_SK_HOLDNOSE, ZWD_T_HOLDNOSE },
	{ ZWD_SK_ISTHATALL, ZWD_T_ISTHATALL },
	{ ZWD_SK_MEDIC, ZWD_T_MEDIC },
	{ ZWD_SK_REGEN, ZWD_T_REGEN },
	{ ZWD_SK_TACTICIAN, ZWD_T_TACTICIAN },
	{ ZWD_SK_ZOMBIELINK, ZWD_T_ZOMBIELINK },
	{ ZWD_SK_REFLEXES, ZWD_T_REFLEXES },
	{ ZWD_SK_SIDESTEP, ZWD_T_SIDESTEP },
	{ ZWD_SK_LUCKY, ZWD_T_LUCKYARMOUR },
	{ ZWD_SK_IRONSKIN, ZWD_T_IRONSKIN },
	{ ZWD_SK_GUARDS_DODGE, ZWD_T_GUARDS_DODGE },
	{ ZWD_SK_GUARDS_SHOVE, ZWD_T_GUARDS_SHOVE },
};

/* A skill in force: a family and its parameter. */
struct eff {
	int sk, arg;
};

#define NOT_AN_ATTACK (-1) /* in_force()'s range outside combat */

/* ---- skill sets -------------------------------------------------------- */

/* zwd_skill_same - two references name the same skill */

int
zwd_skill_same(const struct zwd_skill_ref *a, const struct zwd_skill_ref *b)
{
	return (a->fam == b->fam && a->arg == b->arg && a->fam2 == b->fam2
	    && (a->fam2 < 0 || a->arg2 == b->arg2));
}

/* zwd_skillset_add - add r unless there (S2); 1 added, 0 not */

int
zwd_skillset_add(struct zwd_skillset *s, const struct zwd_skill_ref *r)
{
	if (r->fam < 0 || r->fam >= ZWD_SK_N)
		pb_panic("zwd_skillset_add: family %d", r->fam);
	if (zwd_skillset_holds(s, r) || s->n == ZWD_SETMAX)
		return (0);
	s->r[s->n++] = *r;
	return (1);
}

/* zwd_skillset_holds - the very skill r is in s */

int
zwd_skillset_holds(const struct zwd_skillset *s, const struct zwd_skill_ref *r)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (zwd_skill_same(&s->r[i], r))
			return (1);
	return (0);
}

/* zwd_skillset_has - a family is in s, with any parameter */

int
zwd_skillset_has(const struct zwd_skillset *s, int sk)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (s->r[i].fam == sk)
			return (1);
	return (0);
}

/* zwd_skillset_join - the Brothers in Arms skills of a Zone mate */

void
zwd_skillset_join(struct zwd_skillset *s, const struct zwd_skillset *mate)
{
	int i;

	for (i = 0; i < mate->n; i++)
		if (mate->r[i].fam == ZWD_SK_BROTHERS)
			zwd_skillset_add(s, &mate->r[i]);
}

/* in_force - the skills of s in force: in a Guard Action only the
 * Guards' skills; Brothers in Arms with mates; Range 2+ at Range 2
 * or more of an attack.  Fills out (ZWD_SETMAX); the count. */

static int
in_force(const struct zwd_skillset *s, int mates, int guard, int range, struct eff *out)
{
	const struct zwd_skill_ref *r;
	int                         i, n = 0, on;

	for (i = 0; i < s->n; i++) {
		r = &s->r[i];
		switch (r->fam) {
		case ZWD_SK_GUARDS:
			on = guard;
			break;
		case ZWD_SK_BROTHERS:
			on = !guard && mates > 0;
			break;
		case ZWD_SK_RANGE2:
			on = !guard && range >= 2;
			break;
		default:
			on = !guard;
			break;
		}
		if (!on)
			continue;
		out[n].sk = r->fam2 >= 0 ? r->fam2 : r->fam;
		out[n++].arg = r->fam2 >= 0 ? r->arg2 : r->arg;
	}
	return (n);
}

/* ---- combat ------------------------------------------------------------ */

/* covers - an action parameter covers an attack's kind */

static int
covers(int arg, int kind)
{
	switch (arg) {
	case ZWD_PA_COMBAT:
		return (1);
	case ZWD_PA_MAGIC:
		return (kind == ZWD_MAGIC);
	case ZWD_PA_MELEE:
		return (kind == ZWD_MELEE);
	case ZWD_PA_RANGED:
		return (kind == ZWD_RANGED);
	}
	return (0);
}

/* mod_rolls - the skills of the dice and their Damage */

static int
mod_rolls(const struct eff *e, const struct zwd_context *a, struct zwd_mods *m)
{
	int c = covers(e->arg, a->kind);

	switch (e->sk) {
	case ZWD_SK_RESULT:
		m->result += c;
		break;
	case ZWD_SK_DIE:
		m->dice += c;
		break;
	case ZWD_SK_ESCALATION:
		m->dice += c ? a->streak : 0;
		break;
	case ZWD_SK_DAMAGE:
		m->damage += c;
		break;
	case ZWD_SK_TWODAMAGE:
		m->damage_min = c ? 2 : m->damage_min;
		break;
	case ZWD_SK_SUPERSTRENGTH:
		m->damage_set = a->kind == ZWD_MELEE ? 3 : m->damage_set;
		break;
	case ZWD_SK_BARBARIAN:
		if (a->kind == ZWD_MELEE && a->here > m->dice_alt)
			m->dice_alt = a->here;
		break;
	case ZWD_SK_IRONRAIN:
	case ZWD_SK_MANARAIN:
		if (a->kind == (e->sk == ZWD_SK_IRONRAIN ? ZWD_RANGED : ZWD_MAGIC)
		    && a->there > m->dice_alt)
			m->dice_alt = a->there;
		break;
	default:
		return (0);
	}
	return (1);
}

/* mod_flag - the skill's flag for an attack of its kind, or 0 */

static unsigned
mod_flag(const struct eff *e, const struct zwd_context *a)
{
	int melee = a->kind == ZWD_MELEE, c = covers(e->arg, a->kind);

	switch (e->sk) {
	case ZWD_SK_AMBIDEXTROUS:
		return (ZWD_M_DUAL);
	case ZWD_SK_SWORDMASTER:
		return (melee ? ZWD_M_DUAL : 0);
	case ZWD_SK_POINTBLANK:
		return (melee           ? 0
		        : a->range == 0 ? ZWD_M_RANGE0 | ZWD_M_FREETARGET | ZWD_M_NOFF
		                        : ZWD_M_RANGE0);
	case ZWD_SK_HAWKEYE:
		return (melee ? 0 : ZWD_M_FREETARGET | ZWD_M_NOFF);
	case ZWD_SK_STEADY:
		return (melee ? 0 : ZWD_M_NOFF);
	case ZWD_SK_FREEZE:
		return (c ? ZWD_M_FREEZE : 0);
	case ZWD_SK_REAPER:
		return (c ? ZWD_M_REAPER : 0);
	case ZWD_SK_ROLL6DIE:
		return (c ? ZWD_M_ROLL6DIE : 0);
	case ZWD_SK_ROLL6DAMAGE:
		return (c ? ZWD_M_ROLL6DMG : 0);
	case ZWD_SK_LUCKY:
		return (ZWD_M_REROLL);
	case ZWD_SK_REACH:
		return (melee ? ZWD_M_REACH : 0);
	case ZWD_SK_CLOSECOMBAT:
		return (melee ? ZWD_M_POLEARM0 : 0);
	}
	return (0);
}

/* mod_one - one skill in force on an attack */

static void
mod_one(const struct eff *e, const struct zwd_context *a, struct zwd_mods *m)
{
	if (mod_rolls(e, a, m))
		return;
	if (e->sk == ZWD_SK_MAXRANGE)
		m->range_max += a->kind != ZWD_MELEE;
	else
		m->flags |= mod_flag(e, a);
}

/* zwd_skill_mods - what the skills in force add to an attack */

void
zwd_skill_mods(const struct zwd_skillset *s, const struct zwd_context *a, struct zwd_mods *m)
{
	struct zwd_skillset all = *s;
	struct eff          e[ZWD_SETMAX];
	int                 i, j, n;

	/* A weapon's skills, in its own Action only (not a Guard Action). */
	memset(m, 0, sizeof(*m));
	for (i = 0; i < 2 && !a->guard; i++)
		for (j = 0; a->weapon[i] != NULL && j < a->weapon[i]->nskill; j++)
			zwd_skillset_add(&all, &a->weapon[i]->skill[j]);
	n = in_force(&all, a->mates, a->guard, a->range, e);
	for (i = 0; i < n; i++)
		mod_one(&e[i], a, m);
}

/* zwd_skill_dice - the dice of an attack with its weapons' dice */

int
zwd_skill_dice(const struct zwd_mods *m, int dice, int weapons)
{
	if (m->dice_alt > dice)
		dice = m->dice_alt;
	return (dice + m->dice * (weapons > 0 ? weapons : 1));
}

/* zwd_skill_damage - a success's Damage from the weapon's */

int
zwd_skill_damage(const struct zwd_mods *m, int damage, int sixes)
{
	if (m->damage_set > 0)
		damage = m->damage_set;
	if (damage < m->damage_min)
		damage = m->damage_min;
	damage += m->damage;
	if (m->flags & ZWD_M_ROLL6DMG)
		damage += sixes;
	return (damage);
}

/* zwd_skill_hit - a die's face succeeds at an accuracy */

int
zwd_skill_hit(const struct zwd_mods *m, int face, int accuracy)
{
	if (face <= 1)
		return (0);
	face += m->result;
	return ((face > 6 ? 6 : face) >= accuracy);
}

/* ---- the Turn's Actions ---------------------------------------------- */

/* free_kinds - what a free Action of family sk pays for, 0 none */

static unsigned
free_kinds(int sk)
{
	switch (sk) {
	case ZWD_SK_FREE_COMBAT:
		return (ZWD_K_COMBAT);
	case ZWD_SK_FREE_ENCHANT:
		return (ZWD_K_ENCHANT);
	case ZWD_SK_FREE_GUARDS:
		return (ZWD_K_GUARD);
	case ZWD_SK_FREE_MAGIC:
		return (ZWD_K_MAGIC);
	case ZWD_SK_FREE_MELEE:
		return (ZWD_K_MELEE);
	case ZWD_SK_FREE_MOVE:
		return (ZWD_K_MOVE);
	case ZWD_SK_FREE_RANGED:
		return (ZWD_K_RANGED);
	case ZWD_SK_FREE_SEARCH:
		return (ZWD_K_SEARCH);
	case ZWD_SK_SPELLCASTER:
		return (ZWD_K_MAGIC | ZWD_K_ENCHANT);
	case ZWD_SK_DUALEXPERT:
		return (ZWD_K_COMBAT | ZWD_K_DUALONLY);
	}
	return (0);
}

/* zwd_skill_budget - the Actions of a Turn */

void
zwd_skill_budget(const struct zwd_skillset *s, int mates, struct zwd_budget *b)
{
	struct eff e[ZWD_SETMAX];
	unsigned   k;
	int        i, n = in_force(s, mates, 0, NOT_AN_ATTACK, e);

	memset(b, 0, sizeof(*b));
	b->actions = 3;
	b->searches = 1;
	b->guards = 1;
	for (i = 0; i < n; i++) {
		if (e[i].sk == ZWD_SK_ACTION)
			b->actions++;
		else if (e[i].sk == ZWD_SK_CAREFUL)
			b->searches = 0;
		else if ((k = free_kinds(e[i].sk)) != 0 && b->nfree < ZWD_MAXFREE)
			b->free[b->nfree++] = k;
	}
}

/* width - how many kinds a free Action pays for */

static int
width(unsigned k)
{
	int n = 0;

	for (k &= ZWD_K_ANY; k != 0; k &= k - 1)
		n++;
	return (n);
}

/* zwd_skill_pay - spend an Action of a kind: 1, or 0 none left */

int
zwd_skill_pay(struct zwd_budget *b, unsigned kind, int dual)
{
	int i, best = -1;

	for (i = 0; i < b->nfree; i++) {
		if ((b->free[i] & kind) == 0 || ((b->free[i] & ZWD_K_DUALONLY) && !dual))
			continue;
		if (best < 0 || width(b->free[i]) < width(b->free[best]))
			best = i;
	}
	if (best >= 0) {
		b->free[best] = 0;
		return (1);
	}
	if (b->actions > 0) {
		b->actions--;
		return (1);
	}
	return (0);
}

/* ---- standing effects -------------------------------------------------- */

/* trait_flag - a family's ZWD_T_* flag, 0 none */

static unsigned
trait_flag(int sk)
{
	size_t i;

	for (i = 0; i < PB_NELEM(flag_rows); i++)
		if (flag_rows[i].sk == sk)
			return (flag_rows[i].flag);
	return (0);
}

/* zwd_skill_traits - the standing effects of a set */

void
zwd_skill_traits(const struct zwd_skillset *s, int mates, struct zwd_traits *t)
{
	struct eff e[ZWD_SETMAX];
	int        i, n = in_force(s, mates, 0, NOT_AN_ATTACK, e);

	memset(t, 0, sizeof(*t));
	t->zones = 1;
	t->backpack = 5;
	t->draws = 1;
	for (i = 0; i < n; i++) {
		t->flags |= trait_flag(e[i].sk);
		if (e[i].sk == ZWD_SK_ZONE)
			t->zones = 2;
		else if (e[i].sk == ZWD_SK_GREEDY)
			t->backpack = 7;
		else if (e[i].sk == ZWD_SK_SEARCH2)
			t->draws = 2;
		else if (e[i].sk == ZWD_SK_FEARLESS)
			t->fearless |= 1 << e[i].arg;
	}
}

/* ---- special Actions ----------------------------------------------------- */

/* The specials, their rule as data (pbemd-zwd(7), SKILLS). */
static const struct zwd_special specials[] = {
	{ ZWD_SK_IMPROVISED, 0, 0, 0, 1, 0, 0, ZWD_X_ATTACK },
	{ ZWD_SK_CHARGE, 0, 0, 0, 1, 1, 2, ZWD_X_MOVE | ZWD_X_TOZOMBIES },
	{ ZWD_SK_LEADER, 0, 0, 0, 1, 0, 0, ZWD_X_OTHER },
	{ ZWD_SK_HITRUN, 0, 0, 0, 0, 1, 1, ZWD_X_MOVE | ZWD_X_NOEXIT | ZWD_X_AFTERKILL },
	{ ZWD_SK_TAUNT, 0, 0, 0, 1, 0, ZWD_RANGE_ANY, ZWD_X_LOS | ZWD_X_TAUNT },
	{ ZWD_SK_JUMP, 0, 1, ZWD_K_MOVE, 1, 2, 2,
	    ZWD_X_MOVE | ZWD_X_LOS | ZWD_X_OVER | ZWD_X_NOSKILLS },
	{ ZWD_SK_RESCUE, 0, 0, 0, 1, 1, 1, ZWD_X_LOS | ZWD_X_PEOPLE | ZWD_X_NOPATH },
	{ ZWD_SK_SPRINT, 0, 1, ZWD_K_MOVE, 1, 2, 3, ZWD_X_MOVE },
	{ ZWD_SK_BLOODLUST, 0, 1, ZWD_K_MOVE, 1, 1, 2,
	    ZWD_X_MOVE | ZWD_X_TOZOMBIES | ZWD_X_THENFREE },
	{ ZWD_SK_PUSH, 0, 0, 0, 1, 1, 1, ZWD_X_LOS | ZWD_X_ZOMBIES | ZWD_X_NOPATH },
	{ ZWD_SK_TRANSMUTATION, 0, 1, ZWD_K_OTHER, 0, 0, 0, ZWD_X_DRAW },
	{ ZWD_SK_CORRWALKER, 0, 0, 0, 1, 1, 1, ZWD_X_MOVE | ZWD_X_CORRUPT },
};

/* special_of - the row of family sk, NULL */

static const struct zwd_special *
special_of(int sk)
{
	size_t i;

	for (i = 0; i < PB_NELEM(specials); i++)
		if (specials[i].sk == sk)
			return (&specials[i]);
	return (NULL);
}

/* zwd_skill_specials - the special Actions of a set; the count */

int
zwd_skill_specials(const struct zwd_skillset *s, int mates, struct zwd_special *out, int max)
{
	const struct zwd_special *x;
	struct eff                e[ZWD_SETMAX];
	int                       i, j, n = in_force(s, mates, 0, NOT_AN_ATTACK, e), got = 0;

	for (i = 0; i < n && got < max; i++) {
		if ((x = special_of(e[i].sk)) == NULL)
			continue;
		for (j = 0; j < got; j++)
			if (out[j].sk == e[i].sk && out[j].arg == e[i].arg)
				break;
		if (j < got)
			continue;
		out[got] = *x;
		out[got++].arg = e[i].arg;
	}
	return (got);
}

/* zwd_skill_improvised - the Improvised weapon of an action parameter */

const struct zwd_equip *
zwd_skill_improvised(const struct zwd_cards *c, int arg)
{
	int i, kind = arg == ZWD_PA_MELEE ? ZWD_MELEE : ZWD_RANGED;

	for (i = 0; i < c->nimprovised; i++)
		if (c->improvised[i].kind == kind)
			return (&c->improvised[i]);
	pb_panic("zwd_skill_improvised: no improvised weapon of kind %d", kind);
}

/* zwd_skill_move - the rule of a Move: plain (sk -1) or a skill's */

void
zwd_skill_move(const struct zwd_traits *t, int sk, struct zwd_move *mv)
{
	const struct zwd_special *x = sk >= 0 ? special_of(sk) : NULL;
	int                       slippery = (t->flags & ZWD_T_SLIPPERY) != 0;

	/* A Move Action: its Zones, Slippery's freedom. */
	mv->zmin = 1;
	mv->zmax = t->zones;
	mv->exit = !slippery;
	mv->stops = !slippery;
	switch (sk) {
	case -1:
	case ZWD_SK_CORRWALKER:
		break;
	case ZWD_SK_HITRUN:
	case ZWD_SK_SIDESTEP:
		mv->exit = 0;
		break;
	case ZWD_SK_SPRINT:
	case ZWD_SK_CHARGE:
	case ZWD_SK_BLOODLUST:
		mv->zmin = x->zmin;
		mv->zmax = x->zmax;
		break;
	case ZWD_SK_JUMP:
		mv->zmin = mv->zmax = 2;
		mv->exit = 1;
		mv->stops = 0;
		break;
	default:
		pb_panic("zwd_skill_move: %s is not a move", zwd_skill_id(sk));
	}
}

/* zwd_skill_start - the cards and AP a survivor starts with */

int
zwd_skill_start(const struct zwd_skillset *s, int *equip, int max, int *ap)
{
	int i, n = 0;

	*ap = 0;
	for (i = 0; i < s->n; i++)
		if (s->r[i].fam == ZWD_SK_STARTS && n < max)
			equip[n++] = s->r[i].arg;
		else if (s->r[i].fam == ZWD_SK_STARTS2AP)
			*ap = 2;
	return (n);
}

/* ---- the families ------------------------------------------------------ */

/* zwd_skill_class - a family's class */

int
zwd_skill_class(int sk)
{
	if (sk < 0 || sk >= ZWD_SK_N)
		pb_panic("zwd_skill_class: family %d", sk);
	return (rows[sk].cls);
}

/* zwd_skill_id - a family's id (S1) */

const char *
zwd_skill_id(int sk)
{
	if (sk < 0 || sk >= ZWD_SK_N)
		pb_panic("zwd_skill_id: family %d", sk);
	return (rows[sk].id);
}

/* zwd_skill_valid - the game can play r; 1, or 0 with err */

int
zwd_skill_valid(const struct zwd_skill_ref *r, const char *ref, struct pb_err *err)
{
	int inner;

	if (r->fam < 0 || r->fam >= ZWD_SK_N)
		return (pb_err_set(err, PB_EDATA, "skill %s: the game does not know it", ref), 0);
	if (r->fam2 < 0)
		return (1);
	inner = rows[r->fam2].cls;
	if ((r->fam == ZWD_SK_GUARDS || r->fam == ZWD_SK_RANGE2) && inner != ZWD_SC_MOD)
		return (pb_err_set(err, PB_EDATA,
		            "skill %s: %s takes a skill that changes a combat roll, not %s", ref,
		            rows[r->fam].id, rows[r->fam2].id),
		    0);
	if (r->fam == ZWD_SK_BROTHERS && (inner == ZWD_SC_GUARD || inner == ZWD_SC_SETUP))
		return (pb_err_set(err, PB_EDATA,
		            "skill %s: brothers-in-arms cannot give %s (Guard and set-up skills "
		            "do not pass to the Zone)",
		            ref, rows[r->fam2].id),
		    0);
	return (1);
}

/* zwd_skill_weapon_ok - a weapon's skill: one of its Action; 1, or 0 */

int
zwd_skill_weapon_ok(const struct zwd_skill_ref *r, const char *ref, struct pb_err *err)
{
	if (rows[r->fam].cls == ZWD_SC_MOD || r->fam == ZWD_SK_RANGE2)
		return (1);
	return (pb_err_set(err, PB_EDATA,
	            "skill %s: a weapon gives its skill only in its Action: a skill that "
	            "changes a combat roll",
	            ref),
	    0);
}

/* refs_ok - every reference of a list can be played; 1, or 0 with
 * err on the card (weapon: each must be of its Action) */

static int
refs_ok(const struct zwd_cards *c, const char *text, const char *word, const char *id,
    const char *key, const struct zwd_skill_ref *r, int n, int weapon, struct pb_err *err)
{
	struct pb_err e2;
	char         *ref;
	int           i, ok = 1;

	for (i = 0; i < n && ok; i++) {
		ref = zwd_skill_ref_text(c, &r[i]);
		if (!zwd_skill_valid(&r[i], ref, &e2)
		    || (weapon && !zwd_skill_weapon_ok(&r[i], ref, &e2)))
			ok = zwd_cards_err(text, err, word, id, key, "%s", e2.msg);
		free(ref);
	}
	return (ok);
}

/* equips_ok - the skills of a list of equipment cards */

static int
equips_ok(const struct zwd_cards *c, const char *text, const char *word, const struct zwd_equip *e,
    int n, struct pb_err *err)
{
	int i;

	for (i = 0; i < n; i++)
		if (!refs_ok(c, text, word, e[i].n.id, "skills", e[i].skill, e[i].nskill,
		        e[i].kind <= ZWD_MAGIC, err))
			return (0);
	return (1);
}

/* zwd_skill_pack_check - the game can play every skill of a pack; 1,
 * or 0 with err */

int
zwd_skill_pack_check(const struct zwd_cards *c, const char *text, struct pb_err *err)
{
	static const char *const   level_keys[ZWD_NLEVELS] = { "blue", "yellow", "orange", "red" };
	const struct zwd_survivor *s;
	int                        i, l;

	if (!equips_ok(c, text, "equipment", c->equips, c->nequips, err)
	    || !equips_ok(c, text, "improvised", c->improvised, c->nimprovised, err))
		return (0);
	for (i = 0; i < c->nsurvivors; i++)
		for (l = 0, s = &c->survivors[i]; l < ZWD_NLEVELS; l++)
			if (!refs_ok(c, text, "survivor", s->n.id, level_keys[l], s->skill[l],
			        s->nskill[l], 0, err))
				return (0);
	for (i = 0; i < c->ngskills; i++)
		if (!refs_ok(c, text, "guardskill", c->gskills[i].n.id, "skill",
		        &c->gskills[i].skill, 1, 0, err))
			return (0);
	return (1);
}

/* one_ref - the reference of family f with parameter a, caller frees */

static char *
one_ref(const struct zwd_cards *c, int f, int a)
{
	const char *id = zwd_families[f].id;

	switch (zwd_families[f].param) {
	case ZWD_P_ACTION:
		return (pb_asprintf("%s-%s", id, zwd_actions[a]));
	case ZWD_P_ZOMBIE:
		return (pb_asprintf("%s-%s", id, zwd_ztype_words[a]));
	case ZWD_P_EQUIP:
		return (pb_asprintf("%s-%s", id, c->equips[a].n.id));
	}
	return (pb_strdup(id));
}

/* zwd_skill_ref_text - a skill's reference, as a pack writes it */

char *
zwd_skill_ref_text(const struct zwd_cards *c, const struct zwd_skill_ref *r)
{
	char *inner, *text;

	if (r->fam2 < 0)
		return (one_ref(c, r->fam, r->arg));
	inner = one_ref(c, r->fam2, r->arg2);
	text = pb_asprintf("%s-%s", zwd_families[r->fam].id, inner);
	free(inner);
	return (text);
}

/* help_text - a family's text in lang, English if none, "" */

static const char *
help_text(const struct zwd_cards *c, int f, int lang)
{
	const struct zwd_skill *s = &c->skills[f];

	return (s->text[lang] != NULL ? s->text[lang] : s->text[0] != NULL ? s->text[0] : "");
}

/* zwd_skill_help - "NAME: TEXT" of a skill, caller frees */

char *
zwd_skill_help(const struct zwd_cards *c, const struct zwd_skill_ref *r, int lang)
{
	char *name, *help;

	if (lang < 0 || lang >= ZWD_NLANGS)
		lang = 0;
	name = zwd_skill_name(c, r, lang);
	if (r->fam2 >= 0)
		help = pb_asprintf(
		    "%s: %s %s", name, help_text(c, r->fam, lang), help_text(c, r->fam2, lang));
	else
		help = pb_asprintf("%s: %s", name, help_text(c, r->fam, lang));
	free(name);
	return (help);
}
