/*++
/* NAME
/*	zwd_cards 3h
/* SUMMARY
/*	Zombicide: White Death, the cards: zombie, equipment, survivors,
/*	skills, guards, Abomination and Necromancer cards
/* SYNOPSIS
/*	#include "games/zwd/zwd_cards.h"
/*
/*	struct zwd_cards *zwd_cards_parse(const char *text,
/*			struct pb_err *err);
/*	void	zwd_cards_free(struct zwd_cards *c);
/*	json_t	*zwd_cards_summary(const struct zwd_cards *c);
/*	int	zwd_cards_expected(const struct zwd_cards *c, int type,
/*			int level);
/*
/*	const char *zwd_name(const struct zwd_names *n, int lang);
/*	const char *zwd_text(const struct zwd_names *n, int lang);
/*	char	*zwd_slug(const char *name);
/*	int	zwd_skill_parse(const struct zwd_cards *c, const char *ref,
/*			struct zwd_skill_ref *out, struct pb_err *err);
/*	char	*zwd_skill_name(const struct zwd_cards *c,
/*			const struct zwd_skill_ref *r, int lang);
/*	int	zwd_skill_is_guard(const struct zwd_skill_ref *r);
/*	int	zwd_equip_find(const struct zwd_cards *c, const char *id);
/*	int	zwd_cards_err(const char *text, struct pb_err *err,
/*			const char *word, const char *id, const char *key,
/*			const char *fmt, ...);
/* DESCRIPTION
/*	The card content of White Death as data (issues 16 and 17): the
/*	game module is built on it later, so this module is pure (no
/*	I/O) and knows no map.  pbemd-zwd-cards(5) documents the format;
/*	content/zwd/cards/ is the project's open pack.
/*
/*	zwd_cards_parse() reads a pack text (pack(3): the *.ini files of
/*	a directory) with packini(3) and checks it (zwd_cards_check.c);
/*	NULL with err when refused; caller frees with zwd_cards_free()
/*	(NULL is a no-op).  A parsed pack is immutable.  Whether the game
/*	can play each skill the pack names is not the cards' to say: the
/*	game's pack loader asks zwd_skill_pack_check() (zwd_skill(3h)).
/*
/*	Files, from the ground floor up: zwd_cards.c (names, look-ups,
/*	zwd_cards_err()), zwd_cards_skill.c (the families, references
/*	and their names), zwd_cards_check.c (the checks),
/*	zwd_cards_load.c (the card types, zwd_cards_parse()); none calls
/*	a floor above its own.
/*
/*	Skills are not cards: a survivor, a weapon or a Guard Skill card
/*	names a skill by a reference, "FAMILY" or "FAMILY-PARAM"
/*	("plus1-die-melee", "guards-freeze-ranged", "starts-with-katana",
/*	"fearless-walker").  The families are the rulebook's skill chapter,
/*	a table of this module (zwd_cards_skill.c): the game implements
/*	each, the pack gives each its names and text in a "[skill FAMILY]"
/*	section.  zwd_skill_parse() resolves a reference (1, or 0 with
/*	err); zwd_skill_name() composes its name in a language ("Guardie:
/*	Congelamento: Distanza"), caller frees; zwd_skill_is_guard() says
/*	whether it is a Guard skill (the second Blue skill of a survivor,
/*	a Guard Skill card).
/*
/*	zwd_name() is a card's name in a language (0 en, 1 it, 2 es:
/*	lang_index()), English when the pack has none; zwd_text() its
/*	text, NULL when it has none.  zwd_slug() is a name as one word a
/*	player types ("Risultato 6: +1 dado Mischia" is
/*	"risultato-6-+1-dado-mischia"), caller frees.  zwd_equip_find() is the index of an
/*	equipment card by id, -1 if none.  zwd_cards_err() sets err to a
/*	card's diagnostic, "FILE:LINE: [WORD ID]: KEY: MSG", the place
/*	found in text (the pack text; NULL: none), and returns 0.
/*
/*	zwd_cards_expected() is the mean number of zombies of a type that
/*	one draw of the zombie deck spawns in one spawn zone at a danger
/*	level, in thousandths (spawn cards only: sieges depend on the
/*	map).  zwd_cards_summary() gives the counts for pbemctl pack
/*	check.
/*
/*	Invariants of a parsed pack (zwd_cards_check.c):
/*	(C1) every skill reference resolves (a family and its
/*	parameter), and every family has its names;
/*	(C2) every weapon has dice 1-6, accuracy 2-6, damage 1-3 and a
/*	range that fits its kind;
/*	(C3) a spawn or siege zombie card has a type and four counts, one
/*	per danger level, that never fall as the level rises;
/*	(C4) each survivor has 2 Blue skills (the second a Guard skill),
/*	or 1 that is no Guard skill (a survivor of another box: Guard
/*	Skill cards give it one), 1 Yellow, 2 Orange, 3 Red.
/* DIAGNOSTICS
/*	zwd_cards_parse(): "FILE:LINE: ..." for what packini refuses;
/*	"[TYPE ID]: KEY: ..." for a value out of place; "the pack needs
/*	..." for a missing part.
/* SEE ALSO
/*	pbemd-zwd-cards(5), packini(3), pack(3).
/*--*/

#ifndef ZWD_CARDS_H
#define ZWD_CARDS_H

#include <jansson.h>

#include "core/pb.h"

enum zwd_level { ZWD_BLUE, ZWD_YELLOW, ZWD_ORANGE, ZWD_RED, ZWD_NLEVELS };

/* Zombie types a card spawns (the Abomination and Necromancer come by
 * their own cards). */
enum zwd_ztype { ZWD_WALKER, ZWD_RUNNER, ZWD_BRUTE, ZWD_NZTYPES };

enum zwd_zkind { ZWD_ZSPAWN, ZWD_ZEXTRA, ZWD_ZSIEGE, ZWD_ZABOM, ZWD_ZNECRO };

enum zwd_deck { ZWD_STARTING, ZWD_MAIN, ZWD_CRYPT, ZWD_NDECKS };

enum zwd_ekind {
	ZWD_MELEE,
	ZWD_RANGED,
	ZWD_MAGIC,
	ZWD_ENCHANT,
	ZWD_ARMOUR,
	ZWD_SHIELD,
	ZWD_FOOD,
	ZWD_BILE,
	ZWD_TORCH,
	ZWD_AAAHH
};

enum zwd_slot { ZWD_HAND, ZWD_BODY, ZWD_ANY };

/* Equipment traits (bits of zwd_equip.traits). */
#define ZWD_DUAL 0x01     /* two of the same name act as one */
#define ZWD_NOISY 0x02    /* one Noise token per Action */
#define ZWD_RELOAD 0x04   /* an Action to reload after firing */
#define ZWD_POLEARM 0x08  /* melee at Range 1 */
#define ZWD_BONUSDIE 0x10 /* +1 die to another equipped weapon of its kind */
#define ZWD_DUALDMG2 0x20 /* Damage 2 when used Dual (Shashka) */
#define ZWD_BACKPACK 0x40 /* usable in the Backpack */
#define ZWD_ONCE 0x80     /* enchantment: once per Turn per copy */

/* Enchantment effects. */
enum zwd_effect {
	ZWD_FX_NONE,
	ZWD_FX_HEAL,
	ZWD_FX_HEALALL,
	ZWD_FX_JUMP,
	ZWD_FX_SPRINT,
	ZWD_FX_REPULSE
};

/* Abomination and Necromancer traits (bits). */
#define ZWD_ARMOURPROOF 0x01 /* its Wounds ignore Armor rolls */
#define ZWD_RAMPARTS 0x02    /* ignores ramparts, needs no Stairs */
#define ZWD_CRYPTDROP 0x04   /* drops a Crypt Weapon when killed */
#define ZWD_WALLRULES 0x08   /* its rules involve walls: not in the modes */
#define ZWD_SPAWNZONE 0x10   /* brings a spawn zone (the Desecrator) */
#define ZWD_CORRUPTS 0x20    /* puts Corruption where it goes */
#define ZWD_SPAWNRULES 0x40  /* its rules involve spawning: not in the modes */

#define ZWD_MAXSKILLS 4 /* skill references in one list */
#define ZWD_NLANGS 3

struct zwd_names {
	char *id;
	char *name;
	char *name_it;
	char *name_es;
	char *text;
	char *text_it;
	char *text_es;
};

/* A skill: a family of the rulebook's chapter and its parameter (an
 * action, a zombie type, an equipment card or, for the families that
 * take a skill, a second family and its parameter). */
struct zwd_skill_ref {
	int fam;  /* index in zwd_families, -1 none */
	int arg;  /* by the family's parameter kind */
	int fam2; /* a skill parameter's family, -1 none */
	int arg2;
};

/* The names of one family ("[skill FAMILY]"). */
struct zwd_skill {
	char *name[ZWD_NLANGS];
	char *text[ZWD_NLANGS];
	int   seen; /* its section was read */
};

struct zwd_zcard {
	struct zwd_names n;
	int              kind;  /* enum zwd_zkind */
	int              type;  /* enum zwd_ztype, or -1 */
	char            *spawn; /* "1 2 4 6" */
	int              count[ZWD_NLEVELS];
};

struct zwd_equip {
	struct zwd_names     n;
	int                  deck; /* enum zwd_deck (improvised: -1) */
	int                  copies;
	int                  kind; /* enum zwd_ekind */
	int                  slot; /* enum zwd_slot */
	unsigned             traits;
	int                  dice, accuracy, damage, range_min, range_max;
	int                  armour;        /* Armor roll value, 0 none */
	int                  ap;            /* food */
	int                  effect;        /* enum zwd_effect */
	int                  ztype, zcount; /* Aaahh!! */
	char                *skills;
	struct zwd_skill_ref skill[ZWD_MAXSKILLS];
	int                  nskill;
};

struct zwd_survivor {
	struct zwd_names     n;
	char                *level[ZWD_NLEVELS]; /* the keys blue ... red */
	char                *body;               /* an equipment id or kind the Body slot takes */
	char                *colour;
	struct zwd_skill_ref skill[ZWD_NLEVELS][ZWD_MAXSKILLS];
	int                  nskill[ZWD_NLEVELS];
};

struct zwd_guard {
	struct zwd_names n;
	int              dice; /* per Guard */
	int              melee_accuracy, melee_damage;
	int              ranged_accuracy, ranged_damage, range_min, range_max;
	int              ranged_noisy;
	int              wounds; /* a Guard dies at this many */
};

struct zwd_gskill {
	struct zwd_names     n;
	char                *skill_ref;
	struct zwd_skill_ref skill;
};

struct zwd_horror {
	struct zwd_names n;
	int              damage; /* a hit of at least this kills it */
	int              actions;
	int              ap;
	unsigned         traits;
};

struct zwd_supply {
	struct zwd_names n;
	int              minis[ZWD_NZTYPES];
	int              guards, corruption;
};

/*
 * The rules revision.  A game keeps the rules it was created under: its
 * stored pack is its own (DESIGN: event sourcing; the log replays byte
 * for byte), so a change that would play an old game's commands
 * differently is taken only when the game's pack says "rules = N" in
 * its [pack] section (cards/pack.ini) with N >= the revision that
 * brought the change.  Packs stored before the key existed (main at
 * b96952c, tests/data/db-zwd.db) read as revision 0; a pack may not ask
 * for more than ZWD_REV.  Raise ZWD_REV and content/zwd's key with each
 * such change, and say what it brought here:
 *   1  the spine calls zwd_mission (issue 17, 28 Nov 2026)
 *   2  issue 17's next session (tests/data/db-zwd1.db holds games of 1)
 *   3  issue 17, session 24 (tests/data/db-zwd2.db holds games of 2)
 *   4  issue 17, session 25 (tests/data/db-zwd3.db holds games of 3)
 */
#define ZWD_REV 4

struct zwd_cards {
	char                *name, *version;
	int                  rev; /* [pack] rules = N (packini), 0 without */
	struct zwd_zcard    *zombies;
	int                  nzombies;
	struct zwd_equip    *equips;
	int                  nequips;
	struct zwd_equip    *improvised; /* melee and ranged */
	int                  nimprovised;
	struct zwd_survivor *survivors;
	int                  nsurvivors;
	struct zwd_guard    *guards;
	int                  nguards;
	struct zwd_gskill   *gskills;
	int                  ngskills;
	struct zwd_horror   *aboms;
	int                  naboms;
	struct zwd_horror   *necros;
	int                  nnecros;
	struct zwd_supply   *supply;
	int                  nsupply;
	struct zwd_skill    *skills; /* one per family, zwd_nfamilies */
	char                *text;   /* borrowed during parsing, for lines */
};

/* The skill families (zwd_cards_skill.c). */
enum zwd_param { ZWD_P_NONE, ZWD_P_ACTION, ZWD_P_ZOMBIE, ZWD_P_EQUIP, ZWD_P_SKILL };

struct zwd_family {
	const char *id;
	int         param; /* enum zwd_param */
	int         guard; /* a Guard skill */
};

extern const struct zwd_family zwd_families[];
extern const int               zwd_nfamilies;
extern const char *const       zwd_actions[];     /* "combat", ... NULL */
extern const char *const       zwd_ztype_words[]; /* "walker", ... NULL */

struct zwd_cards *zwd_cards_parse(const char *text, struct pb_err *);
void              zwd_cards_free(struct zwd_cards *);
json_t           *zwd_cards_summary(const struct zwd_cards *);
int               zwd_cards_expected(const struct zwd_cards *, int type, int level);
const char       *zwd_name(const struct zwd_names *, int lang);
const char       *zwd_text(const struct zwd_names *, int lang);
char             *zwd_slug(const char *name);
int               zwd_skill_parse(
                  const struct zwd_cards *, const char *ref, struct zwd_skill_ref *, struct pb_err *);
char *zwd_skill_name(const struct zwd_cards *, const struct zwd_skill_ref *, int lang);
int   zwd_skill_read(
      const struct zwd_cards *, const char *word, struct zwd_skill_ref *, struct pb_err *);
int zwd_skill_is_guard(const struct zwd_skill_ref *);
int zwd_equip_find(const struct zwd_cards *, const char *id);
int zwd_cards_err(const char *text, struct pb_err *, const char *word, const char *id,
    const char *key, const char *fmt, ...) PB_PRINTF(6, 7);

/* Internal to the module: the section hooks of "[skill FAMILY]"
 * (zwd_cards_skill.c) and the checks (zwd_cards_check.c). */
int zwd_skill_section(void *cards, const char *section, struct pb_err *);
int zwd_skill_key(
    void *cards, const char *section, const char *key, const char *value, struct pb_err *);
void zwd_skills_free(struct zwd_cards *);
int  zwd_cards_check(struct zwd_cards *, struct pb_err *);

#endif
