/*++
/* NAME
/*	zwd_combat 3h
/* SUMMARY
/*	Zombicide: White Death, the survivors' attacks: melee, ranged,
/*	magic, Guard Actions, Dragon Fire; friendly fire and Armor rolls
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/*
/*	void	zwd_weapon_of(const struct zwd_equip *e,
/*			struct zwd_weapon *w);
/*	void	zwd_weapon_guards(const struct zwd_cards *cards, int kind,
/*			int nguards, struct zwd_weapon *w);
/*	int	zwd_combat_check(const struct zwd_map *map,
/*			const struct zwd_board *b, const struct zwd_attack *a);
/*	int	zwd_combat(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards, const struct zwd_attack *a,
/*			struct pb_rng *rng, struct zwd_combat_result *r);
/*	int	zwd_armour_roll(struct pb_rng *rng,
/*			const struct zwd_defence *d, int hits, int *dice);
/*	int	zwd_armour_attacks(struct zwd_board *b,
/*			const struct zwd_defence *d, struct pb_rng *rng, int s,
/*			int n, int proof);
/*	int	zwd_armour_wounds(const struct zwd_defence *d, int wounds,
/*			int taken);
/*	void	zwd_cauldron_pour(struct zwd_board *b,
/*			const struct zwd_cards *c, int z,
/*			struct zwd_combat_result *r);
/*
/*	int	zwd_combat_mods(const struct zwd_map *map,
/*			const struct zwd_board *b,
/*			const struct zwd_skillset *s, int streak,
/*			const struct zwd_equip *const *weapon,
/*			struct zwd_attack *a);
/*	void	zwd_combat_defence(const struct zwd_skillset *s, int mates,
/*			int armour, const struct zwd_stance *st,
/*			struct zwd_defence *d);
/*
/*	int	zwd_level_of(int ap);
/*	int	zwd_zombie_ap(const struct zwd_cards *cards, int type);
/*	char	*zwd_combat_text(const struct zwd_map *map,
/*			const struct zwd_attack *a,
/*			const struct zwd_combat_result *r,
/*			const char *const *names, const char *locale,
/*			int rev);
/*	const char *zwd_combat_why(int code);
/*
/*	int	zwd_enchant(struct zwd_board *b, const struct zwd_map *map,
/*			const struct zwd_spell *sp, struct zwd_spell_result *r);
/*	char	*zwd_spell_text(const struct zwd_map *map,
/*			const struct zwd_spell *sp,
/*			const struct zwd_spell_result *r,
/*			const char *const *names, const char *locale);
/* DESCRIPTION
/*	One Combat Action of White Death (issue 17; digest 3.2, 3.7-3.9,
/*	1.3; pbemd-zwd(7), COMBAT), pure and deterministic: the only
/*	chance is the game's stream.  The game (zwd_surv, the spine) says
/*	what attacks and with what; this module checks it, rolls, assigns
/*	the successes, shares the misses out as friendly fire, rolls the
/*	Armor of those hit, and changes the board: zombies killed go back
/*	to the box (zwd_board_take()), guards fall, survivors take Wounds,
/*	a Noise token is put down, a burning building becomes ruins
/*	(zwd_map_burn()).  What the survivor gains (AP) and what the game
/*	must do next (reload state, a Crypt Weapon to drop, a survivor
/*	eliminated) is in the result.
/*
/*	A weapon (struct zwd_weapon) is a card's combat stats: from an
/*	equipment or improvised card, zwd_weapon_of(); for a Guard
/*	Action, zwd_weapon_guards() (ZWD_MELEE or ZWD_RANGED: one die per
/*	guard, the guard card's accuracy, damage, range, noise).  Dragon
/*	Fire is the kind ZWD_BILE (Range 1, kills everything, silent).
/*	Skills are zwd_skill(3h)'s struct zwd_mods in a->m, the one
/*	modifier struct of both modules; the rolls read it through
/*	zwd_skill_dice(), zwd_skill_hit() and zwd_skill_damage(), so a
/*	skill's arithmetic has one home.  zwd_combat_mods() (the bridge,
/*	zwd_combat_mods.c) fills a->m, a->see from a survivor's skill
/*	set and the attack's context: the weapon kind, the range by line
/*	of sight (Range 2+), the zone mates (Brothers in Arms), the
/*	zombies there (Barbarian, Iron and Mana Rain), streak, the
/*	Actions of the same kind just before it this Turn (Escalation),
/*	and the weapons' own skills (the Horn Bow's Hawk Eye); in a Guard
/*	Action only the Guards: skills.  It returns the range, or -1 out
/*	of sight.  The other Hand's Dagger or Energy Discharge is
/*	bonus_die; hands 2 is a Dual pair; loaded counts the loaded
/*	Reload weapons; stance is the attacker's standing choices (Lucky).
/*
/*	zwd_combat_check() says whether the attack may be made: ZWD_CR_OK
/*	or the reason (ZWD_CR_*); zwd_combat_why() is that reason in
/*	English (the game translates it with zwd_combat_msgs).
/*	zwd_combat() checks then resolves; it returns the check's code and
/*	changes nothing when refused.  r is filled in either case.
/*
/*	A survivor's defence is its Armor value and its skills' ZWD_T_*
/*	traits: zwd_combat_defence() fills it from a skill set.  Armor
/*	has one implementation for friendly fire and the zombie phase:
/*	zwd_armour_roll() is one Armor roll against hits attacks, at the
/*	value zwd_react_armour() gives (Iron Skin), rerolled once when
/*	zwd_react_lucky() says so (Lucky and its standing choice): the
/*	number prevented; dice (hits ints, or NULL) gets the dice rolled.
/*	zwd_armour_wounds() the Wounds kept of taken after the roll, by
/*	zwd_react_wounds() (Tough: the first Wound of an attack step).
/*	zwd_armour_attacks() is the zombie phase's (zwd_wounds(), when
/*	zwd_prefs has def and rng): survivor s took n attacks as Wounds,
/*	proof of them beyond Armor (the Khan's); it rolls, takes back the
/*	Wounds prevented or ignored and returns the Wounds kept.
/*	zwd_cauldron_pour() is a Cauldron poured on zone z (digest 3.4):
/*	every character there is eliminated, Abominations, guards and
/*	survivors too, no Armor roll; r says what died and the AP (the
/*	kind of its narrative's weapon is ZWD_CAULDRON).
/*
/*	zwd_level_of() is the danger level of an AP count (0-6 Blue, 7-18
/*	Yellow, 19-42 Orange, 43 and more Red).  zwd_zombie_ap() is the
/*	AP a kill of a type gives (the Khan's and the Desecrator's from
/*	the pack's first Abomination and Necromancer cards, else 5 and
/*	1).  From rules 3 (the board's abom_own) a combat kills each
/*	Abomination by its own card: Damage, AP and Crypt Weapon drop
/*	(r->abom_killed, the cards).
/*
/*	zwd_combat_text() tells an attack in en, it or es (caller frees;
/*	zwd_combat_text.c, catalogue zwd_combat_msgs with the rulebook's
/*	words); rev is the game's rules revision (from 4 a roll of no
/*	dice says so in every language).
/*
/*	zwd_enchant() is one Enchantment Action (heal, heal-all, jump,
/*	sprint, repulse: zwd_combat_enchant.c), zwd_spell_text() its
/*	narrative.
/*
/*	Invariants of a resolved attack (checked by check_zwd_combat):
/*	(K1) zombies are never made: each type's count on the board falls
/*	by exactly r->killed[type], and the box gains them;
/*	(K2) r->hits + r->misses == r->ndice; every die is 1-6;
/*	(K3) r->ap is the sum of zwd_zombie_ap() over the killed (rules 3,
/*	b->abom_own: each Abomination card its own AP; plus 5 for an
/*	objective burnt), never negative;
/*	(K4) friendly fire: sum of r->ff[] + r->ff_guards <= r->misses,
/*	0 for melee; r->prevented[s] <= r->ff[s]; the shooter never.
/*	(K5) a refused attack changes nothing (board, map, stream).
/* SEE ALSO
/*	pbemd-zwd(7), COMBAT; zwd_board(3h), zwd_cards(3h), zwd_map(3h).
/*--*/

#ifndef ZWD_COMBAT_H
#define ZWD_COMBAT_H

#include "core/lang.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_map.h"
#include "games/zwd/zwd_skill.h"

#define ZWD_COMBAT_DICE 64 /* dice of one roll, at most (Roll 6 chains) */
#define ZWD_MAXWOUNDS 3    /* a survivor is eliminated at 3 Wounds */

/* A weapon's combat stats. */
struct zwd_weapon {
	int      kind; /* ZWD_MELEE, ZWD_RANGED, ZWD_MAGIC, ZWD_BILE */
	int      dice, accuracy, damage, range_min, range_max;
	unsigned traits; /* ZWD_DUAL, ZWD_NOISY, ZWD_RELOAD, ZWD_POLEARM ... */
};

/* How one survivor stands friendly fire and zombie attacks
 * (zwd_combat_defence() fills it from its skills). */
struct zwd_defence {
	int                      armour; /* the best Armor value (X+) in Body or Hand, 0 none */
	unsigned                 flags;  /* ZWD_T_* of zwd_skill_traits(): Iron Skin, Lucky... */
	const struct zwd_stance *stance; /* Lucky's standing choice, NULL the default */
	int                      cards;  /* cards Is That All? may discard */
	int                     *shed;   /* where it counts those it discards, NULL none */
};

/* One Combat Action. */
struct zwd_attack {
	int                       who;  /* the survivor acting (ordering guards) */
	int                       from; /* the zone it attacks from */
	int                       to;   /* the target zone */
	struct zwd_weapon         w;
	int                       hands;     /* 2: a Dual pair fires as one */
	int                       bonus_die; /* the other Hand gives +1 die (Dagger) */
	int                       loaded;    /* Reload weapons: how many are loaded */
	int                       guards;    /* a Guard Action: guards rolling */
	int                       objective; /* an objective lies in to (mission 4) */
	struct zwd_mods           m;         /* zwd_skill(3h)'s, by zwd_combat_mods() */
	unsigned                  see;       /* ZWD_SEE_* for line of sight */
	const struct zwd_stance  *stance;    /* the attacker's (Lucky), NULL the default */
	const int                *order; /* free targets: types in order, NULL default */
	int                       norder;
	const struct zwd_defence *def;   /* per survivor id, NULL none */
	const struct zwd_prefs   *prefs; /* friendly fire shares by its rule */
};

/* Refusals. */
enum zwd_combat_code {
	ZWD_CR_OK,
	ZWD_CR_WEAPON,   /* not a combat weapon */
	ZWD_CR_ZONE,     /* a zone out of the map */
	ZWD_CR_SIGHT,    /* the target is not in line of sight */
	ZWD_CR_RANGE,    /* out of the weapon's range */
	ZWD_CR_UNLOADED, /* a Reload weapon not reloaded */
	ZWD_CR_GUARDS,   /* fewer guards there */
	ZWD_CR_DUAL,     /* two hands but not a Dual weapon */
	ZWD_CR_USED,     /* an Enchantment: this copy was cast this Turn */
	ZWD_CR_TARGET,   /* an Enchantment: no such survivor on the board */
	ZWD_NCODES
};

/* What one Combat Action did. */
struct zwd_combat_result {
	int      code; /* enum zwd_combat_code */
	int      range;
	int      ndice, dice[ZWD_COMBAT_DICE]; /* the roll that counts */
	int      rerolled;                     /* Lucky rerolled the first roll */
	int      hits, misses;
	int      killed[ZWD_NZOMBIES];
	int      wasted;                   /* successes that killed nothing */
	int      ff[ZWD_SURVIVORS];        /* friendly-fire hits on each survivor */
	int      prevented[ZWD_SURVIVORS]; /* of those, cancelled by Armor */
	int      wounds[ZWD_SURVIVORS];    /* Wounds dealt */
	int      dead[ZWD_SURVIVORS];      /* eliminated by this Action */
	int      ff_guards;                /* guards hit (each falls) */
	int      burnt_guards;             /* guards killed by Dragon Fire */
	int      ap;                       /* for the attacker (guards' AP too) */
	int      noise;                    /* Noise tokens put in from (0 or 1) */
	int      fired;                    /* Reload weapons now unloaded */
	int      burnt;                    /* zones turned to ruins (mission 4) */
	int      crypt;                    /* Crypt Weapons to drop in to */
	unsigned abom_killed;              /* rules 3: the Abomination cards killed */
	int      lost;                     /* a survivor eliminated: game lost */
};

/* One Enchantment Action (zwd_combat_enchant.c). */
struct zwd_spell {
	int                     who;    /* the caster */
	int                     effect; /* enum zwd_effect */
	int                     target; /* heal, heal-all, jump, sprint: a survivor */
	int                     zone;   /* repulse: the zone pushed */
	int                     used;   /* the copy was cast this Turn */
	unsigned                see;    /* ZWD_SEE_* */
	const struct zwd_prefs *prefs;  /* repulse: the steer list */
};

struct zwd_spell_result {
	int code;
	int healed;               /* Wounds */
	int grant;                /* a free Jump or Move for the game to make */
	int to;                   /* repulse: where the zombies went, -1 */
	int pushed[ZWD_NZOMBIES]; /* by type */
};

void zwd_weapon_of(const struct zwd_equip *, struct zwd_weapon *);
void zwd_weapon_guards(const struct zwd_cards *, int kind, int nguards, struct zwd_weapon *);
int  zwd_combat_check(const struct zwd_map *, const struct zwd_board *, const struct zwd_attack *);
int  zwd_combat(struct zwd_board *, struct zwd_map *, const struct zwd_cards *,
     const struct zwd_attack *, struct pb_rng *, struct zwd_combat_result *);
int  zwd_armour_roll(struct pb_rng *, const struct zwd_defence *, int hits, int *dice);
int  zwd_armour_attacks(
     struct zwd_board *, const struct zwd_defence *, struct pb_rng *, int s, int n, int proof);
int zwd_armour_wounds(const struct zwd_defence *, int wounds, int taken);
void zwd_cauldron_pour(struct zwd_board *, const struct zwd_cards *, int z,
    struct zwd_combat_result *);

/* The kind of a poured Cauldron's "weapon", for the narrative (not a card's). */
#define ZWD_CAULDRON 100

/* Skills to combat (zwd_combat_mods.c). */
int  zwd_combat_mods(const struct zwd_map *, const struct zwd_board *, const struct zwd_skillset *,
     int streak, const struct zwd_equip *const *weapon, struct zwd_attack *);
void zwd_combat_defence(const struct zwd_skillset *, int mates, int armour,
    const struct zwd_stance *, struct zwd_defence *);
int         zwd_level_of(int ap);
int         zwd_zombie_ap(const struct zwd_cards *, int type);
const char *zwd_combat_why(int code);

int   zwd_enchant_check(const struct zwd_board *, const struct zwd_map *, const struct zwd_spell *);
int   zwd_enchant(struct zwd_board *, const struct zwd_map *, const struct zwd_spell *,
      struct zwd_spell_result *);
char *zwd_spell_text(const struct zwd_map *, const struct zwd_spell *,
    const struct zwd_spell_result *, const char *const *names, const char *locale);

/* The narrative (zwd_combat_text.c). */
extern const struct lang_msg zwd_combat_msgs[];
char                        *zwd_combat_text(const struct zwd_map *, const struct zwd_attack *,
                           const struct zwd_combat_result *, const char *const *names, const char *locale, int rev);

/* Internal: the module's parts (zwd_combat_assign.c, zwd_combat_ff.c). */
int  zwd_combat_hit(const struct zwd_attack *, int die);
int  zwd_combat_damage(const struct zwd_attack *, const struct zwd_combat_result *);
void zwd_combat_assign(struct zwd_board *, const struct zwd_cards *, const struct zwd_attack *,
    struct zwd_combat_result *);
void zwd_combat_ff(struct zwd_board *, const struct zwd_map *, const struct zwd_attack *,
    struct pb_rng *, struct zwd_combat_result *);
void zwd_combat_aboms_kill(struct zwd_board *, const struct zwd_cards *, int z, unsigned mask,
    struct zwd_combat_result *);

#endif
