/*++
/* NAME
/*	zwd_skill 3h
/* SUMMARY
/*	Zombicide: White Death, what each skill does
/* SYNOPSIS
/*	#include "games/zwd/zwd_skill.h"
/*
/*	int	zwd_skillset_add(struct zwd_skillset *s,
/*			const struct zwd_skill_ref *r);
/*	int	zwd_skillset_has(const struct zwd_skillset *s, int sk);
/*	int	zwd_skillset_holds(const struct zwd_skillset *s,
/*			const struct zwd_skill_ref *r);
/*	int	zwd_skill_same(const struct zwd_skill_ref *a,
/*			const struct zwd_skill_ref *b);
/*	void	zwd_skillset_join(struct zwd_skillset *s,
/*			const struct zwd_skillset *mate);
/*
/*	void	zwd_skill_mods(const struct zwd_skillset *s,
/*			const struct zwd_context *a, struct zwd_mods *m);
/*	int	zwd_skill_dice(const struct zwd_mods *m, int dice,
/*			int weapons);
/*	int	zwd_skill_damage(const struct zwd_mods *m, int damage,
/*			int sixes);
/*	int	zwd_skill_hit(const struct zwd_mods *m, int face,
/*			int accuracy);
/*	void	zwd_skill_budget(const struct zwd_skillset *s, int mates,
/*			struct zwd_budget *b);
/*	int	zwd_skill_pay(struct zwd_budget *b, unsigned kind, int dual);
/*	void	zwd_skill_traits(const struct zwd_skillset *s, int mates,
/*			struct zwd_traits *t);
/*	int	zwd_skill_specials(const struct zwd_skillset *s, int mates,
/*			struct zwd_special *out, int max);
/*	int	zwd_skill_start(const struct zwd_skillset *s, int *equip,
/*			int max, int *ap);
/*	void	zwd_skill_move(const struct zwd_traits *t, int sk,
/*			struct zwd_move *mv);
/*	const struct zwd_equip *zwd_skill_improvised(
/*			const struct zwd_cards *c, int arg);
/*	int	zwd_skill_class(int sk);
/*	const char *zwd_skill_id(int sk);
/*	int	zwd_skill_valid(const struct zwd_skill_ref *r,
/*			const char *ref, struct pb_err *err);
/*	int	zwd_skill_weapon_ok(const struct zwd_skill_ref *r,
/*			const char *ref, struct pb_err *err);
/*	int	zwd_skill_pack_check(const struct zwd_cards *c,
/*			const char *text, struct pb_err *err);
/*	char	*zwd_skill_help(const struct zwd_cards *c,
/*			const struct zwd_skill_ref *r, int lang);
/*	char	*zwd_skill_ref_text(const struct zwd_cards *c,
/*			const struct zwd_skill_ref *r);
/* DESCRIPTION
/*	The skills of the rulebook's chapter (digest section 4) as
/*	queries that the survivors' Actions (the spine) and combat ask.
/*	The module is pure: no clock, no random, no I/O, no map.  A
/*	skill is a struct zwd_skill_ref of zwd_cards(3h); ZWD_SK_* below
/*	are its family indices, in zwd_families[] order (a test checks).
/*	Every family has a class (ZWD_SC_*) and an effect that one of the
/*	queries shows.
/*
/*	A survivor's skills are a struct zwd_skillset: the spine fills it
/*	with the skills of its tree it has reached (zwd_skill_gain(),
/*	zwd_skill_level.c), a Guard Skill card, the skills of non-weapon
/*	equipment in its proper slot, and, with zwd_skillset_join(), the
/*	Brothers in Arms skills of the other survivors of its Zone.  A
/*	weapon's skills count only in a combat Action with it: they come
/*	with the attack (struct zwd_context).  zwd_skillset_add() adds a
/*	reference (0 when already there or full); zwd_skillset_has()
/*	whether a family is there, any parameter; zwd_skillset_holds()
/*	whether that very skill is (zwd_skill_same(): the same family,
/*	parameter and inner skill).
/*
/*	Three kinds of skill take a skill: Guards: S applies S to the
/*	Guards' rolls of a Guard Action the survivor orders (and only
/*	there: a survivor's own skills never help its Guards); Range 2+:
/*	S applies S to Actions at Range 2 or more; Brothers in Arms: S
/*	gives S to every survivor of the Zone while it holds at least 2
/*	(mates > 0), the owner included.
/*
/*	zwd_skill_mods() is what skills add to one combat Action (Melee,
/*	Ranged or Magic, or a Guard Action's roll), described by a struct
/*	zwd_context; for an attack on the board zwd_combat_mods()
/*	(zwd_combat(3h)) fills the context and puts the result, the one
/*	struct zwd_mods of both modules, in the attack.  zwd_skill_dice() the
/*	dice the Action rolls: the weapons' dice, or the alternative
/*	count (Barbarian, Iron Rain, Mana Rain) when it is larger, plus
/*	"+1 die" and Escalation once per weapon.  zwd_skill_damage() the
/*	Damage of each success: Super Strength sets 3, "2 Damage" lifts a
/*	1 to 2, then "+1 Damage" and Roll 6: +1 Damage add.
/*	zwd_skill_hit() whether a die succeeds: a natural 1 never does;
/*	"+1 to dice result" adds, 6 at most.
/*
/*	zwd_skill_budget() is a survivor's Actions for its Turn: the
/*	ordinary ones (3, "+1 Action" adds) and each free Action with the
/*	kinds it pays for (ZWD_K_*), and the per-Turn limits of Search.
/*	zwd_skill_pay() spends one Action of a kind: a free Action that
/*	allows it, the narrowest first (fewest kinds; then the first), or
/*	else an ordinary one; 1, or 0 when none is left.
/*
/*	zwd_skill_traits() the standing effects: Move, Search, inventory,
/*	line of sight, armour, wounds, End Phase, the reactive skills.
/*	zwd_skill_specials() the special Actions and moves the skills
/*	give (Charge, Jump, Push, Taunt...), each with its cost and its
/*	rule as data; the count.  One with a cost is paid with
/*	zwd_skill_pay(b, x.pays, dual) (Sprint, Jump and Bloodlust are
/*	Move Actions; Transmutation an Action of its own kind).
/*	zwd_skill_move() how a Move goes for a survivor of traits t: a
/*	Move Action (sk -1), or the move of skill sk (Sprint, Jump,
/*	Charge, Bloodlust, Hit & Run, Corruption Walker, Sidestep):
/*	Zones, the extra Actions per zombie left behind, whether zombies
/*	stop it.  Slippery frees every move but Jump, which ignores Move
/*	skills and pays for zombies left behind but stops nowhere.
/*	zwd_skill_start() the equipment cards (indices) and the AP a
/*	survivor starts with; the count of cards.
/*	zwd_skill_improvised() the Improvised weapon card (the pack's
/*	[improvised melee] or [improvised ranged]) of an Improvised weapon
/*	skill's parameter, ZWD_PA_MELEE or ZWD_PA_RANGED.
/*
/*	zwd_skill_class() is a family's class, zwd_skill_id() its id
/*	(the same as zwd_families[sk].id).  zwd_skill_valid() refuses a
/*	reference the game cannot play (a Guards skill that is not a
/*	roll's modifier, a Range 2+ skill that is not one, Brothers in
/*	Arms of a Guard or set-up skill); zwd_skill_weapon_ok() a weapon
/*	skill that is not a combat modifier.  zwd_skill_pack_check() asks
/*	both of every skill a card pack names (survivors' trees, equipment
/*	and improvised weapons, Guard Skill cards): 1, or 0 with err
/*	"FILE:LINE: [TYPE ID]: KEY: skill REF: ..." (zwd_cards_err(), the
/*	place found in text, the pack's text, or none when NULL).  The
/*	game's pack loader (zwd_pack_parse()) calls it after the cards
/*	loader, which knows references but not what the game plays; the
/*	readers of players' and saved words (zwd_skill_choose(),
/*	zwd_skillset_load()) call zwd_skill_valid() after
/*	zwd_skill_parse().  zwd_skill_help() is
/*	the one-line HELP of a skill, "NAME: TEXT", caller frees.
/*	zwd_skill_ref_text() is a skill's reference as a pack writes it
/*	("reaper-melee"), for saved games and replies; zwd_skill_parse()
/*	reads it back.  Caller frees.
/*
/*	The reactive skills, their standing choices, the JSON forms and
/*	the skills gained at Orange and Red: zwd_skill_react.c,
/*	zwd_skill_save.c and zwd_skill_level.c, declared below.  The
/*	readings: pbemd-zwd(7), SKILLS.
/* SEE ALSO
/*	zwd_cards(3h), pbemd-zwd(7).
/*--*/

#ifndef ZWD_SKILL_H
#define ZWD_SKILL_H

#include "core/pb.h"
#include "games/zwd/zwd_cards.h"

/* The families, in zwd_families[] order. */
enum zwd_sk {
	ZWD_SK_RESULT,        /* plus1-dice-result */
	ZWD_SK_ACTION,        /* plus1-action */
	ZWD_SK_FREE_COMBAT,   /* plus1-free-combat */
	ZWD_SK_FREE_ENCHANT,  /* plus1-free-enchantment */
	ZWD_SK_FREE_GUARDS,   /* plus1-free-guards */
	ZWD_SK_FREE_MAGIC,    /* plus1-free-magic */
	ZWD_SK_FREE_MELEE,    /* plus1-free-melee */
	ZWD_SK_FREE_MOVE,     /* plus1-free-move */
	ZWD_SK_FREE_RANGED,   /* plus1-free-ranged */
	ZWD_SK_FREE_SEARCH,   /* plus1-free-search */
	ZWD_SK_DIE,           /* plus1-die */
	ZWD_SK_DAMAGE,        /* plus1-damage */
	ZWD_SK_MAXRANGE,      /* plus1-max-range */
	ZWD_SK_ZONE,          /* plus1-zone-per-move */
	ZWD_SK_TWODAMAGE,     /* two-damage */
	ZWD_SK_AMBIDEXTROUS,  /* ambidextrous */
	ZWD_SK_IMPROVISED,    /* improvised */
	ZWD_SK_CLIMBER,       /* wall-climber */
	ZWD_SK_GREEDY,        /* greedy */
	ZWD_SK_BARBARIAN,     /* barbarian */
	ZWD_SK_LOWPROFILE,    /* low-profile */
	ZWD_SK_POINTBLANK,    /* point-blank */
	ZWD_SK_CHARGE,        /* charge */
	ZWD_SK_SEARCH2,       /* search-2-cards */
	ZWD_SK_CAREFUL,       /* careful-searcher */
	ZWD_SK_CORRSEARCH,    /* corruption-searcher */
	ZWD_SK_RUINSEARCH,    /* ruin-searcher */
	ZWD_SK_FREEZE,        /* freeze */
	ZWD_SK_PERFECTPAIR,   /* perfect-pair */
	ZWD_SK_TOUGH,         /* tough */
	ZWD_SK_DESTINY,       /* destiny */
	ZWD_SK_ESCALATION,    /* escalation */
	ZWD_SK_DUALEXPERT,    /* dual-expert */
	ZWD_SK_LUCKY,         /* lucky */
	ZWD_SK_BROTHERS,      /* brothers-in-arms */
	ZWD_SK_RANGE2,        /* range2 */
	ZWD_SK_GUARDS,        /* guards */
	ZWD_SK_GUARDS_DODGE,  /* guards-dodge */
	ZWD_SK_GUARDS_SHOVE,  /* guards-shove */
	ZWD_SK_SLIPPERY,      /* slippery */
	ZWD_SK_DOUBLEENCHANT, /* double-enchantment */
	ZWD_SK_SPELLCASTER,   /* spellcaster */
	ZWD_SK_LEADER,        /* born-leader */
	ZWD_SK_ZOMBIELINK,    /* zombie-link */
	ZWD_SK_SPELLBOOK,     /* spellbook */
	ZWD_SK_CLOSECOMBAT,   /* close-combat-master */
	ZWD_SK_STEADY,        /* steady-hand */
	ZWD_SK_MEDIC,         /* medic */
	ZWD_SK_REAPER,        /* reaper */
	ZWD_SK_HITRUN,        /* hit-and-run */
	ZWD_SK_HAWKEYE,       /* hawk-eye */
	ZWD_SK_STARTS,        /* starts-with */
	ZWD_SK_STARTS2AP,     /* starts-with-2ap */
	ZWD_SK_IRONSKIN,      /* iron-skin */
	ZWD_SK_IRONRAIN,      /* iron-rain */
	ZWD_SK_MANARAIN,      /* mana-rain */
	ZWD_SK_REACH,         /* reach */
	ZWD_SK_TAUNT,         /* taunt */
	ZWD_SK_CRYPTRAIDER,   /* crypt-raider */
	ZWD_SK_FREERELOAD,    /* free-reload */
	ZWD_SK_SAFESEARCH,    /* safe-search */
	ZWD_SK_SCAVENGER,     /* scavenger */
	ZWD_SK_REFLEXES,      /* combat-reflexes */
	ZWD_SK_REGEN,         /* regeneration */
	ZWD_SK_ROLL6DIE,      /* roll6-die */
	ZWD_SK_ROLL6DAMAGE,   /* roll6-damage */
	ZWD_SK_JUMP,          /* jump */
	ZWD_SK_RESCUE,        /* rescue */
	ZWD_SK_SIDESTEP,      /* sidestep */
	ZWD_SK_SPRINT,        /* sprint */
	ZWD_SK_BLOODLUST,     /* bloodlust */
	ZWD_SK_SWORDMASTER,   /* swordmaster */
	ZWD_SK_PUSH,          /* push */
	ZWD_SK_SUPERSTRENGTH, /* super-strength */
	ZWD_SK_TACTICIAN,     /* tactician */
	ZWD_SK_FEARLESS,      /* fearless */
	ZWD_SK_TRANSMUTATION, /* transmutation */
	ZWD_SK_HOLDNOSE,      /* hold-your-nose */
	ZWD_SK_ISTHATALL,     /* is-that-all */
	ZWD_SK_CORRWALKER,    /* corruption-walker */
	ZWD_SK_GHOSTVISION,   /* ghost-vision */
	ZWD_SK_RUINSIGHT,     /* ruin-sight */
	ZWD_SK_N
};

/* The action parameter (zwd_actions[]): which Actions it covers. */
enum zwd_sparam { ZWD_PA_COMBAT, ZWD_PA_MAGIC, ZWD_PA_MELEE, ZWD_PA_RANGED };

/* A family's class: where its effect shows. */
enum zwd_sclass {
	ZWD_SC_MOD,     /* a combat roll's modifier: zwd_skill_mods() */
	ZWD_SC_ACTIONS, /* Actions of the Turn: zwd_skill_budget() */
	ZWD_SC_SPECIAL, /* a special Action or move: zwd_skill_specials() */
	ZWD_SC_TRAIT,   /* a standing effect: zwd_skill_traits() */
	ZWD_SC_REACT,   /* acts out of Turn: zwd_skill_traits(), zwd_react_*() */
	ZWD_SC_GUARD,   /* a Guard Action's own option: zwd_skill_traits() */
	ZWD_SC_SETUP,   /* at set-up: zwd_skill_start() */
	ZWD_SC_WRAP     /* takes a skill: Guards, Range 2+, Brothers in Arms */
};

#define ZWD_SETMAX 24 /* skills of one survivor, with its zone's F.I.A. */

struct zwd_skillset {
	struct zwd_skill_ref r[ZWD_SETMAX];
	int                  n;
};

/* ---- combat ---------------------------------------------------------- */

/* One combat Action, as skills see it (zwd_combat_mods() fills it
 * from the board for a real attack). */
struct zwd_context {
	int                     kind;      /* ZWD_MELEE, ZWD_RANGED, ZWD_MAGIC */
	int                     range;     /* to the target Zone */
	int                     guard;     /* a Guard Action's roll */
	int                     mates;     /* other survivors in its Zone */
	int                     streak;    /* Actions of this kind just before it, this Turn */
	int                     here;      /* zombies in its own Zone (Barbarian) */
	int                     there;     /* zombies in the target Zone (Iron/Mana Rain) */
	const struct zwd_equip *weapon[2]; /* the weapons used (their skills), or NULL */
};

/* What skills add to it: the one modifier struct, which zwd_combat(3h)
 * reads in struct zwd_attack (a test sets it by hand, the game through
 * zwd_combat_mods()). */
struct zwd_mods {
	int      dice;       /* more dice per weapon */
	int      dice_alt;   /* may replace the weapons' dice; 0 none */
	int      result;     /* added to each die */
	int      damage;     /* added to the Damage */
	int      damage_min; /* the Damage at least ("2 Damage") */
	int      damage_set; /* the Damage becomes (Super Strength); 0 none */
	int      range_max;  /* added to the maximum Range */
	unsigned flags;      /* ZWD_M_* */
};

#define ZWD_M_FREETARGET 0x001 /* choose targets freely, any type (no priority) */
#define ZWD_M_NOFF 0x002       /* misses never hit survivors */
#define ZWD_M_DUAL 0x004       /* every weapon of the kind counts as Dual */
#define ZWD_M_FREEZE 0x008     /* a Freeze token in the target Zone, hit or miss */
#define ZWD_M_REAPER 0x010     /* one success kills one more identical zombie */
#define ZWD_M_ROLL6DIE 0x020   /* one more die per 6, again and again */
#define ZWD_M_ROLL6DMG 0x040   /* +1 Damage per 6 rolled */
#define ZWD_M_REROLL 0x080     /* Lucky: reroll every die once */
#define ZWD_M_RANGE0 0x100     /* Ranged or Magic at Range 0, whatever the minimum */
#define ZWD_M_REACH 0x200      /* Melee at Range 0-1 */
#define ZWD_M_POLEARM0 0x400   /* a Polearm also in its own Zone */

/* ---- Actions ----------------------------------------------------------- */

/* Kinds of Action (bits). */
#define ZWD_K_MOVE 0x001
#define ZWD_K_SEARCH 0x002
#define ZWD_K_MELEE 0x004
#define ZWD_K_RANGED 0x008
#define ZWD_K_MAGIC 0x010
#define ZWD_K_ENCHANT 0x020
#define ZWD_K_GUARD 0x040
#define ZWD_K_OTHER 0x080 /* reorganise, objective, noise, cauldron... */
#define ZWD_K_COMBAT (ZWD_K_MELEE | ZWD_K_RANGED | ZWD_K_MAGIC)
#define ZWD_K_ANY 0x0ff
#define ZWD_K_DUALONLY 0x100 /* only with Dual weapons (Dual Expert) */

#define ZWD_MAXFREE 12

struct zwd_budget {
	int      actions;           /* ordinary Actions */
	unsigned free[ZWD_MAXFREE]; /* free Actions: the kinds each pays; 0 spent */
	int      nfree;
	int      searches; /* Searches per Turn; 0 no limit */
	int      guards;   /* Guard Actions per Turn */
};

/* ---- standing effects -------------------------------------------------- */

#define ZWD_T_SLIPPERY 0x00000001      /* no exit cost; zombies never stop its Moves */
#define ZWD_T_CLIMBER 0x00000002       /* on and off walkways anywhere */
#define ZWD_T_LOWPROFILE 0x00000004    /* never hit by friendly fire */
#define ZWD_T_CAREFUL 0x00000008       /* Search any number of times */
#define ZWD_T_SEARCH_CORR 0x00000010   /* Search in Corruption Zones */
#define ZWD_T_SEARCH_RUIN 0x00000020   /* Search in Ruins */
#define ZWD_T_SEARCH_ANY 0x00000040    /* Search in any building or street Zone */
#define ZWD_T_PERFECTPAIR 0x00000080   /* a Dual card found brings its twin */
#define ZWD_T_DESTINY 0x00000100       /* once per Turn, redraw a card */
#define ZWD_T_SAFESEARCH 0x00000200    /* once per Turn, an Aaahh!! redrawn */
#define ZWD_T_SPELLBOOK 0x00000400     /* spells in the Backpack count as in Hand */
#define ZWD_T_FREERELOAD 0x00000800    /* reloads for free */
#define ZWD_T_CRYPTRAIDER 0x00001000   /* takes Crypt Weapons at Range 0-1 */
#define ZWD_T_GHOSTVISION 0x00002000   /* sight through walls and buildings */
#define ZWD_T_RUINSIGHT 0x00004000     /* Ruins are streets for its sight */
#define ZWD_T_DOUBLEENCHANT 0x00008000 /* an Enchantment takes 2 targets */
#define ZWD_T_TOUGH 0x00010000         /* first Wound of each attack ignored */
#define ZWD_T_HOLDNOSE 0x00020000      /* draws when its Zone's last zombie dies */
#define ZWD_T_ISTHATALL 0x00040000     /* discards cards to ignore Wounds */
#define ZWD_T_MEDIC 0x00080000         /* End Phase: heals its Zone by 1 */
#define ZWD_T_REGEN 0x00100000         /* End Phase: heals fully */
#define ZWD_T_TACTICIAN 0x00200000     /* takes its Turn at any point */
#define ZWD_T_ZOMBIELINK 0x00400000    /* a Turn when a Siege card is drawn */
#define ZWD_T_REFLEXES 0x00800000      /* a free attack on a spawn at 0-1 */
#define ZWD_T_SIDESTEP 0x01000000      /* a free Move on a spawn at 0-1 */
#define ZWD_T_LUCKYARMOUR 0x02000000   /* rerolls an Armor roll */
#define ZWD_T_IRONSKIN 0x04000000      /* Armor 5+ bare, +1 per die armoured */
#define ZWD_T_GUARDS_DODGE 0x08000000  /* its Guards' Move ignores zombies */
#define ZWD_T_GUARDS_SHOVE 0x10000000  /* its Guards may shove instead */

struct zwd_traits {
	int      zones;    /* Zones per Move Action */
	int      backpack; /* Backpack slots */
	int      draws;    /* cards a Search draws without a Torch */
	int      fearless; /* bits (1 << zwd_ztype): Wounds of those ignored */
	unsigned flags;    /* ZWD_T_* */
};

/* ---- special Actions ----------------------------------------------------- */

struct zwd_special {
	int      sk;         /* the family */
	int      arg;        /* its parameter (Bloodlust's, Improvised's) */
	int      cost;       /* ordinary Actions it costs: 0 free */
	unsigned pays;       /* with cost: the kinds of free Action that may pay it */
	int      per_turn;   /* uses per Turn; 0 any number */
	int      zmin, zmax; /* Zones moved, or the Range of the Zone chosen */
	unsigned flags;      /* ZWD_X_* */
};

#define ZWD_X_MOVE 0x0001      /* a Move: a Move's rules and costs */
#define ZWD_X_TOZOMBIES 0x0002 /* ends in a Zone with zombies */
#define ZWD_X_LOS 0x0004       /* the Zone chosen is in sight */
#define ZWD_X_NOEXIT 0x0008    /* no extra Actions for zombies left behind */
#define ZWD_X_OVER 0x0010      /* ignores what lies between, but walls */
#define ZWD_X_NOSKILLS 0x0020  /* Move skills (+1 Zone, Slippery) do not apply */
#define ZWD_X_CORRUPT 0x0040   /* only from a Corruption Zone */
#define ZWD_X_AFTERKILL 0x0080 /* right after a combat Action that killed */
#define ZWD_X_THENFREE 0x0100  /* then a free Action of arg's kind */
#define ZWD_X_NOPATH 0x0200    /* no clear path needed */
#define ZWD_X_ZOMBIES 0x0400   /* acts on the zombies of its own Zone (Push) */
#define ZWD_X_PEOPLE 0x0800    /* acts on survivors of a Zone with zombies (Rescue) */
#define ZWD_X_OTHER 0x1000     /* gives another survivor a free Action (Born Leader) */
#define ZWD_X_DRAW 0x2000      /* discards a card and draws one (Transmutation) */
#define ZWD_X_ATTACK 0x4000    /* a combat Action with the Improvised weapon */
#define ZWD_X_TAUNT 0x8000     /* an Extra Activation toward it */

/* How a Move goes (zwd_skill_move()). */
struct zwd_move {
	int zmin, zmax; /* Zones it goes */
	int exit;       /* extra Actions per zombie in the Zone it leaves */
	int stops;      /* entering a Zone with zombies ends it */
};

#define ZWD_MAXSPECIAL 16
#define ZWD_RANGE_ANY 99 /* zmax: any Range in sight */

/* ---- the module's functions ------------------------------------------ */

int  zwd_skillset_add(struct zwd_skillset *, const struct zwd_skill_ref *);
int  zwd_skillset_has(const struct zwd_skillset *, int sk);
int  zwd_skillset_holds(const struct zwd_skillset *, const struct zwd_skill_ref *);
int  zwd_skill_same(const struct zwd_skill_ref *, const struct zwd_skill_ref *);
void zwd_skillset_join(struct zwd_skillset *, const struct zwd_skillset *mate);

void zwd_skill_mods(const struct zwd_skillset *, const struct zwd_context *, struct zwd_mods *);
int  zwd_skill_dice(const struct zwd_mods *, int dice, int weapons);
int  zwd_skill_damage(const struct zwd_mods *, int damage, int sixes);
int  zwd_skill_hit(const struct zwd_mods *, int face, int accuracy);
void zwd_skill_budget(const struct zwd_skillset *, int mates, struct zwd_budget *);
int  zwd_skill_pay(struct zwd_budget *, unsigned kind, int dual);
void zwd_skill_traits(const struct zwd_skillset *, int mates, struct zwd_traits *);
int  zwd_skill_specials(const struct zwd_skillset *, int mates, struct zwd_special *, int max);
int  zwd_skill_start(const struct zwd_skillset *, int *equip, int max, int *ap);
void zwd_skill_move(const struct zwd_traits *, int sk, struct zwd_move *);
const struct zwd_equip *zwd_skill_improvised(const struct zwd_cards *, int arg);
int                     zwd_skill_class(int sk);
const char             *zwd_skill_id(int sk);
int   zwd_skill_valid(const struct zwd_skill_ref *, const char *ref, struct pb_err *);
int   zwd_skill_weapon_ok(const struct zwd_skill_ref *, const char *ref, struct pb_err *);
int   zwd_skill_pack_check(const struct zwd_cards *, const char *text, struct pb_err *);
char *zwd_skill_help(const struct zwd_cards *, const struct zwd_skill_ref *, int lang);
char *zwd_skill_ref_text(const struct zwd_cards *, const struct zwd_skill_ref *);

/* ---- reactive skills and standing choices (zwd_skill_react.c) -------- */

/* The standing choices a player sets for a survivor, each defaulting
 * to 0 (the documented default). */
enum zwd_stkey {
	ZWD_ST_REFLEXES,  /* attack (0) | off */
	ZWD_ST_SIDESTEP,  /* flee (0) | off */
	ZWD_ST_LUCKY,     /* half (0) | fail | off */
	ZWD_ST_ZLINK,     /* attack (0) | off | flee */
	ZWD_ST_LEADER,    /* accept (0) | refuse: a Born Leader's gift */
	ZWD_ST_TACTICIAN, /* seat (0) | first | last */
	ZWD_ST_ISTHATALL, /* save (0) | always | off */
	ZWD_ST_DESTINY,   /* aaahh (0) | off */
	ZWD_ST_RESCUE,    /* willing (0) | stay: being rescued */
	ZWD_ST_N
};

struct zwd_stance {
	int v[ZWD_ST_N];
};

int zwd_stance_set(struct zwd_stance *, const char *key, const char *value, struct pb_err *);
const char *zwd_stance_word(int key, int value, int lang);
int         zwd_stance_values(int key);

int zwd_react_reflexes(
    const struct zwd_traits *, const struct zwd_stance *, int range, const int *dice);
int  zwd_react_sidestep(const struct zwd_traits *, const struct zwd_stance *, int range, int own,
     const int *zombies, int n);
int  zwd_react_lucky(const struct zwd_stance *, int dice, int successes);
int  zwd_react_fearless(const struct zwd_traits *, int ztype);
int  zwd_react_flee(int own, const int *zombies, int n);
int  zwd_react_link(const struct zwd_traits *, const struct zwd_stance *);

/* Zombie Link's Turn (zwd_react_link()). */
#define ZWD_LINK_NONE 0
#define ZWD_LINK_ATTACK 1
#define ZWD_LINK_FLEE 2
int  zwd_react_willing(const struct zwd_stance *, int key);
int  zwd_react_armour(const struct zwd_traits *, int armour);
int  zwd_react_destiny(const struct zwd_traits *, const struct zwd_stance *, int aaahh, int used);
int  zwd_react_wounds(const struct zwd_traits *, const struct zwd_stance *, int wounds, int taken,
     int limit, int cards, int *discard);
int  zwd_react_heal(const struct zwd_traits *, int wounds, int medics, int *healed);
void zwd_react_order(const struct zwd_stance *const *st, const unsigned *flags, int n, int *order);

/* ---- as JSON (zwd_skill_save.c) ------------------------------------ */

json_t *zwd_skillset_save(const struct zwd_cards *, const struct zwd_skillset *);
int     zwd_skillset_load(
        const struct zwd_cards *, const json_t *, struct zwd_skillset *, struct pb_err *);
json_t *zwd_stance_save(const struct zwd_stance *);
int     zwd_stance_load(const json_t *, struct zwd_stance *, struct pb_err *);

/* ---- skills gained at Orange and Red (zwd_skill_level.c) -------------- */

#define ZWD_OPEN (-1) /* any skill of the chapter may be chosen */

int  zwd_skill_gain(const struct zwd_cards *, int surv, int level, const struct zwd_skillset *owned,
     struct zwd_skill_ref *opts, int max);
int  zwd_skill_choose(const struct zwd_cards *, int surv, int level,
     const struct zwd_skillset *owned, const char *word, struct zwd_skill_ref *out, struct pb_err *);
void zwd_skill_default(const struct zwd_cards *, int surv, int level,
    const struct zwd_skillset *owned, const struct zwd_skill_ref *prefs, int nprefs,
    struct zwd_skill_ref *out);

#endif
