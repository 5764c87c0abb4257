/*++
/* NAME
/*	zwd 3h
/* SUMMARY
/*	Zombicide: White Death, the game module (kind zwd)
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	extern const struct game_ops zwd_ops;
/* DESCRIPTION
/*	The game of issue 17 on the board of issue 16 (zwd_map(3h),
/*	zwd_board(3h), zwd_cards(3h)): 1 to 6 players share the
/*	mission's survivors and play the players phase by mail; the
/*	zombie phase and the end phase run by themselves when every
/*	survivor has ended its turn.  pbemd-zwd(7) is the players' guide.
/*
/*	Files: zwd.c (the ops table, options, the pack), zwd_game.c
/*	(set-up, free), zwd_game_save.c (save, load), zwd_game_round.c
/*	(end of turn, zombie phase, end phase, victory and defeat),
/*	zwd_game_mission.c (the mission rules, victory and defeat by
/*	zwd_mission(3h); Crypt Weapons lying face down), zwd_game_rev0.c
/*	(the end tests of a game of rules revision 0, frozen),
/*	zwd_surv.c (a survivor's level, actions and inventory),
/*	zwd_cmd.c (the command table, apply, help, decisions),
/*	zwd_cmd_act.c (the actions and the table), zwd_cmd_fight.c
/*	(attack, guard, skill), zwd_cmd_inv.c (the
/*	inventory's), zwd_cmd_mission.c (the missions' own, rope ladders,
/*	standing choices), zwd_view.c (view, headline, the
/*	picture), zwd_words.c (Italian and Spanish words, the catalogue),
/*	zwd_modes.c (Guard Skill cards, 7+ survivors, the standing skill
/*	preferences; Ultrared is zwd_surv.c's zwd_picks_due()),
/*	zwd_surv_free.c (free Actions), zwd_fight.c (the last attacks,
/*	told in each reader's language), zwd_cmd_guard.c (Cauldrons, the
/*	Guard Action's move, shove and cauldron), zwd_cmd_special.c (push,
/*	rescue, eat, enchant), zwd_cmd_move.c
/*	(moves of several zones, charge, jump), zwd_cmd_search.c (a
/*	Search by the skills).
/*
/*	The pack is a directory with subdirectories (pack(3)): the files
/*	under cards/ are the cards (zwd_cards_parse()), every other file
/*	the tiles and missions (zwd_mappack_parse()).
/*
/*	Combat (melee, ranged, magic, Dragon Fire, the Guard Action's
/*	attacks) and the skills chosen at Orange and Red are
/*	zwd_cmd_fight.c's (through zwd_combat(3h) and zwd_skill(3h));
/*	reload is there too; from rules 1 the files above add the rest of
/*	the players' Actions (pbemd-zwd(7), COMMANDS).
/*
/*	Invariants of a state (zwd_invariants()):
/*	(G1) every equipment card of the pack is in exactly one place: a
/*	survivor's slot, the main deck, its discard, the crypt deck, an
/*	Intro pile or out of the game (starting and crypt cards discarded);
/*	(G2) 0 <= actions of a survivor <= its actions per turn; a
/*	survivor that is out (dead or escaped) has no action and is done;
/*	(G3) the board's danger level is the highest level of the
/*	survivors still in play (before rules 2 it may stay at the level
/*	of one gone by the exit, until the next Adrenaline);
/*	(G4) the board's and the map's invariants hold;
/*	(G5) each rope ladder token is lying in a zone, carried by a
/*	survivor, or placed on the map, exactly one of them;
/*	(G6) a Guard Skill card is held by one survivor at most, one
/*	without a Guard skill of its own, and only when the game plays
/*	them (zwd_gskills_invariant());
/*	(G7) a Crypt Weapon lying face down (s->drop_*) is a crypt card
/*	in a zone of the map, counted by (G1).
/*--*/

#ifndef ZWD_H
#define ZWD_H

#include <jansson.h>

#include "core/deck.h"
#include "core/game.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_map.h"
#include "games/zwd/zwd_mission.h"
#include "games/zwd/zwd_skill.h"

#define ZWD_MIN_SEATS 1
#define ZWD_MAX_SEATS 6

/* Inventory slots: 2 Hands, 1 Body, 5 Backpack. */
#define ZWD_HAND0 0
#define ZWD_BODYSLOT 2
#define ZWD_PACK0 3
#define ZWD_SLOTS 8

#define ZWD_MAXPICK 12 /* Orange and Red picks of one survivor (Ultrared: 6 passes) */

/* Option guard_skills: Guard Skill cards off, drawn, or chosen. */
enum zwd_gsmode { ZWD_GS_OFF, ZWD_GS_DRAW, ZWD_GS_CHOOSE };

#define ZWD_OBJ_AP 5  /* AP for an objective taken */
#define ZWD_DEAD_AT 3 /* Wounds that eliminate a survivor */

/* Adrenaline thresholds of Yellow, Orange, Red. */
#define ZWD_AP_YELLOW 7
#define ZWD_AP_ORANGE 19
#define ZWD_AP_RED 43

enum zwd_phase { ZWD_PH_PLAYERS, ZWD_PH_ENDED };

enum zwd_outcome { ZWD_PLAYING, ZWD_WON, ZWD_LOST };

struct zwd_pack {
	struct zwd_mappack *maps;
	struct zwd_cards   *cards;
	int                 rev; /* cards->rev: the rules revision (ZWD_REV) */
};

struct zwd_surv {
	int card;            /* index in cards->survivors */
	int seat;            /* 1 .. nseats */
	int ap;              /* Adrenaline points */
	int actions;         /* left in this turn */
	int searched;        /* searched in this turn */
	int done;            /* ended this turn */
	int out;             /* 1 dead, 2 escaped by the exit */
	int relics;          /* mission 8: red objectives kept on the dashboard */
	int slot[ZWD_SLOTS]; /* equipment card index, -1 empty */
	int streak;          /* combat Actions of streak_kind just made in a row, this Turn */
	int streak_kind;     /* ZWD_MELEE, ZWD_RANGED, ZWD_MAGIC; -1 none */
	int unloaded;        /* bits of the Hand slots whose Reload weapon was fired this round */
	int guarded;         /* made its Guard Action this turn */
	int npick;           /* skills chosen at Orange, then Red (Ultrared: again and again) */
	struct zwd_skill_ref pick[ZWD_MAXPICK]; /* fam -1: nothing was left to gain */
	int                  gcard; /* its Guard Skill card (cards->gskills), -1 none */
	struct zwd_skillset  prefer; /* standing: the picks its player prefers */
	int      nspent;             /* free Actions spent this Turn (rules 1) */
	unsigned spent[ZWD_MAXFREE]; /* the kinds each of them paid for (ZWD_K_*) */
	unsigned once;               /* ZWD_ONCE_*: once-a-Turn things done this Turn */
	struct zwd_stance stance;    /* its player's standing choices (rules 1) */
	int               ncast;     /* Enchantment copies cast this Turn (rules 1) */
	int               cast[ZWD_SLOTS]; /* their card indices */
	int               shed;      /* cards Is That All? discarded, not yet taken */
	unsigned          bonus;     /* a free Action granted this Turn (Bloodlust): its kinds */
	int               led;       /* Born Leaders' free Actions waiting (rules 3) */
};

/* A free Move of Corruption Walker, told apart from the skills' others. */
#define ZWD_K_CORRWALK 0x200

#define ZWD_ONCE_IMPROVISED 0x01 /* the Improvised weapon's free Action */
#define ZWD_ONCE_PUSH 0x02       /* Push */
#define ZWD_ONCE_RESCUE 0x04     /* Rescue */
#define ZWD_ONCE_SPRINT 0x08     /* Sprint */
#define ZWD_ONCE_CHARGE 0x10     /* Charge */
#define ZWD_ONCE_JUMP 0x20       /* Jump */
#define ZWD_ONCE_SAFESEARCH 0x40 /* Safe Search */
#define ZWD_ONCE_HITRUN 0x80     /* Hit & Run: a free Move is due, right after a kill */
#define ZWD_ONCE_BLOODLUST 0x100 /* Bloodlust */
#define ZWD_ONCE_DESTINY 0x200   /* Destiny (rules 2) */
#define ZWD_ONCE_LEADER 0x400    /* Born Leader (rules 2) */
#define ZWD_ONCE_TAUNT 0x800     /* Taunt (rules 2) */
#define ZWD_ONCE_ALL 0xfff

/* An objective token: its zone, its colour, taken or lost. */
struct zwd_obj {
	int zone;
	int colour; /* enum zwd_colour */
	int state;  /* enum zwd_objstate (zwd_mission.h) */
};

/* A rope ladder token: lying in a zone, carried, or placed between a and b. */
struct zwd_ladder {
	int zone;    /* lying there, -1 */
	int carrier; /* the survivor carrying it, -1 */
	int a, b;    /* placed on the map between them, -1 */
};

#define ZWD_LADDERS 4

/* Dashboard tokens traded like Equipment (rules 4): what a trade or an
 * offer (s->offer[2], [3]) gives or gets besides a card index; -1 none. */
#define ZWD_TOKEN_EMPRESS (-2) /* mission 5 */
#define ZWD_TOKEN_LADDER (-3)  /* a rope ladder token */
#define ZWD_TOKEN_RELIC (-4)   /* mission 8 */

#define ZWD_DROPS 16 /* Crypt Weapons lying face down, at most */
#define ZWD_STEER 8 /* zones of a standing steer list */

/* An attack as the mails tell it, in each reader's language (rules 1):
 * what zwd_combat_text() reads of the attack, and its result. */
struct zwd_fight {
	int                      round;
	int                      who, from, to, kind, guards;
	struct zwd_combat_result r;
};

#define ZWD_CAULDRONS 4 /* tokens in the box */
#define ZWD_FIGHTS 12 /* attacks kept: this round's and the last's, the latest */

struct zwd_state {
	const struct zwd_pack *pack;
	struct zwd_map        *map;
	struct zwd_board      *board;
	struct pb_rng          rng;
	char                  *mission;
	int                    nseats;
	int                    phase;   /* enum zwd_phase */
	int                    outcome; /* enum zwd_outcome */
	char                  *reason;  /* why it ended, English */
	int                    round;   /* 1 .. */
	int                    first;   /* the First Player's seat */
	int                    nsurv;
	struct zwd_surv        surv[ZWD_SURVIVORS];
	int                    nobj;
	struct zwd_obj        *obj;
	struct deck            edeck;    /* main Equipment deck */
	struct deck            ediscard; /* its discard */
	struct deck            eout;     /* out of the game: Starting Equipment, crypt weapons */
	struct deck            cdeck;    /* the Crypt Weapon deck */
	struct deck           *piles;    /* nobj Intro piles */
	int                    nladders;
	struct zwd_ladder      ladder[ZWD_LADDERS];
	int                    offer[4];   /* a trade offered: from, to, give, get (ZWD_TOKEN_*); -1 */
	int                    empress;    /* mission 5: the survivor carrying her, -1 */
	int                    wound_rule; /* standing: ZWD_WOUND_* */
	int                    norder;     /* ZWD_WOUND_ORDER: who first */
	int                    order[ZWD_SURVIVORS];
	int                    nsteer; /* standing: zones the zombies prefer */
	int                    steer[ZWD_STEER];
	int                    ntarget; /* standing (rules 4): zombie types, free targets first */
	int                    target[ZWD_NZOMBIES];
	int                    to_pack; /* standing (rules 4): weapons to the Backpack first */
	int                    play_on; /* standing (rules 4): no pause in a mail (game.h) */
	struct zwd_events      last; /* the last zombie phase */
	int                    last_round;
	int                    cauldron_set; /* cauldron[] holds them, else the mission's set-up */
	int                    cauldron[ZWD_CAULDRONS]; /* each Cauldron's zone, -1 poured */
	int                    nfights; /* the last attacks, oldest first (rules 1) */
	struct zwd_fight       fight[ZWD_FIGHTS];
	/* The mission's progress (zwd_mission(3h)): what the state holds
	 * already is copied in by zwd_mprog_sync() before each call; its
	 * own are the modes (options), the Tomes and fragments (2), the
	 * guards gone out by the exit and the extra Necromancers. */
	struct zwd_mprog mp;
	/* Crypt Weapons dropped by Abominations and Necromancers (revision
	 * 1 on): drawn at the drop, face down until taken (digest 7). */
	int ndrops;
	int drop_zone[ZWD_DROPS];
	int drop_card[ZWD_DROPS];
	int                    ultrared; /* option ultrared (zwd_modes_read()) */
	int                    gsmode;   /* option guard_skills: enum zwd_gsmode */
};

extern const struct game_ops zwd_ops;

/* zwd.c: the pack, the options of the skill modes. */
void   *zwd_pack_parse(const char *, struct pb_err *);
void    zwd_modes_read(struct zwd_state *, const json_t *options);
void    zwd_pack_free(void *);
json_t *zwd_pack_summary(const void *);

/* zwd_modes.c: Guard Skill cards, 7+ survivors. */
int        zwd_gskill_owner(const struct zwd_state *, int i);
void       zwd_gskills_deal(struct zwd_state *);
enum pb_rc zwd_starting_check(const struct zwd_state *, struct pb_err *);
int        zwd_gskills_invariant(const struct zwd_state *, char *why, size_t len);

/* zwd_game.c, zwd_game_save.c. */
enum pb_rc zwd_create(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    void **state, json_t **canon, struct pb_err *);
enum pb_rc zwd_load(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *);
char      *zwd_save(const void *);
void       zwd_free(void *);
struct zwd_state *zwd_alloc(const struct zwd_pack *, const char *mission, int nseats,
    const unsigned char *seed, struct pb_err *);
int               zwd_invariants(const struct zwd_state *, char *why, size_t len);

/* zwd_surv.c. */
int         zwd_level(int ap);
int         zwd_picks_due(const struct zwd_state *, int i);
int         zwd_pick_level(int k);
int         zwd_actions_per_turn(const struct zwd_state *, int i);
const char *zwd_surv_name(const struct zwd_state *, int i);
const char *zwd_surv_id(const struct zwd_state *, int i);
const char *zwd_label(const struct zwd_state *, int z);
const char *zwd_card_name(const struct zwd_state *, int e);
int         zwd_surv_find(const struct zwd_state *, const char *word);
int         zwd_surv_zone(const struct zwd_state *, int i);
int         zwd_slot_free(const struct zwd_surv *, int from, int to);
int         zwd_slot_of(const struct zwd_state *, int i, const char *card);
int         zwd_slot_fits(const struct zwd_state *, int i, int card, int slot);
int         zwd_give(struct zwd_state *, int i, int card);
void        zwd_discard(struct zwd_state *, int card);
void        zwd_danger(struct zwd_state *);
struct zwd_defence;
void        zwd_gain_ap(struct zwd_state *, int i, int ap, struct pb_buf *pub);
void        zwd_skills(const struct zwd_state *, int i, struct zwd_skillset *);
void        zwd_skills_owned(const struct zwd_state *, int i, int k, struct zwd_skillset *);
void        zwd_defence(const struct zwd_state *, int i, struct zwd_defence *);
void        zwd_skills_fix(struct zwd_state *, int i);
void        zwd_prefs_of(struct zwd_state *, struct zwd_prefs *, struct zwd_defence *def);
int         zwd_mates(const struct zwd_state *, int i);
int         zwd_special_arg(const struct zwd_state *, int i, int sk);
void        zwd_budget_left(const struct zwd_state *, int i, struct zwd_budget *);
int         zwd_can_pay(const struct zwd_state *, int i, unsigned kind, int dual, int n);
int         zwd_pay(struct zwd_state *, int i, unsigned kind, int dual, int n);
int         zwd_free_left(const struct zwd_state *, int i);
char       *zwd_free_text(const struct zwd_state *, int i, int lang);
void        zwd_shed(struct zwd_state *, struct pb_buf *pub);
void        zwd_turn_reset(struct zwd_surv *);
unsigned    zwd_surv_flags(const struct zwd_state *, int i);
unsigned    zwd_surv_how(const struct zwd_state *, int i);
int         zwd_draw(struct zwd_state *);
int         zwd_destiny(struct zwd_state *, int i, int card, struct pb_buf *pub);
void        zwd_hold_nose(struct zwd_state *, int z, int killed, struct pb_buf *pub);
int         zwd_drop_near(const struct zwd_state *, int i);
struct zwd_reflex {
	struct zwd_state *s;
	struct pb_buf    *pub;
};
void zwd_reflexes(void *arg, int z);
void zwd_link(void *arg);
void zwd_attack_setup(const struct zwd_state *, int i, int h, int z, struct zwd_attack *);

/* zwd_fight.c: the last attacks, for the mails. */
void    zwd_fight_keep(struct zwd_state *, const struct zwd_attack *,
       const struct zwd_combat_result *);
char   *zwd_fight_text(const struct zwd_state *, int k, const char *locale);
json_t *zwd_fights_save(const struct zwd_state *);
int     zwd_fights_load(struct zwd_state *, const json_t *);
json_t *zwd_fight_aboms_save(const struct zwd_state *);
int     zwd_fight_aboms_load(struct zwd_state *, const json_t *);

/* zwd_cmd_guard.c: the Cauldrons. */
int zwd_ncauldrons(const struct zwd_state *);
int zwd_cauldron_zone(const struct zwd_state *, int k);

/* zwd_game_mission.c: the spine's side of zwd_mission(3h). */
void zwd_mprog_sync(struct zwd_state *);
void zwd_mprog_deal(struct zwd_state *);
int  zwd_mprog_outcome(struct zwd_state *, char **why);
void zwd_mprog_zombies_done(struct zwd_state *);
int  zwd_mprog_exit(struct zwd_state *, int i, int turn_end, struct pb_buf *pub);
void zwd_objective_take(struct zwd_state *, int i, int k, struct pb_buf *pub);
int  zwd_fire_objective(const struct zwd_state *, int z);
void zwd_crypt_drop(struct zwd_state *, int z, int n, struct pb_buf *pub);
int  zwd_drop_here(const struct zwd_state *, int z);
void zwd_drop_take(struct zwd_state *, int i, int k, struct pb_buf *pub);
int      zwd_held(const struct zwd_state *, int kind);

/* zwd_game_rev0.c: the end of a revision-0 game, as it was. */
int zwd_rev0_outcome(struct zwd_state *, char **why);
void zwd_rev0_escape(struct zwd_state *, int i, struct pb_buf *pub);

/* zwd_game_round.c. */
void zwd_empress_sync(struct zwd_state *);
void zwd_turn_ended(struct zwd_state *, struct pb_buf *pub);
int  zwd_check_end(struct zwd_state *, struct pb_buf *pub);
void zwd_new_round(struct zwd_state *);

/* zwd_cmd.c, zwd_cmd_act.c: one command being applied. */
struct zwd_ctx {
	struct zwd_state      *s;
	int                    seat;
	int                    who; /* the survivor named, -1 none */
	const struct lex_line *l;
	struct pb_buf          pub;  /* public lines */
	char                  *text; /* the reply, or NULL: "Done." */
	int                    pause; /* rules 4: an outcome nobody could know (game.h) */
};

struct zwd_cmd {
	const char *word;  /* canonical English */
	int         surv;  /* argv[1] one of the seat's survivors: 1, 2 optional */
	int         nargs; /* words after the command, at least; -1 refused */
	const char *usage[LANG_N];
	const char *text[LANG_N];
	enum pb_rc (*run)(struct zwd_ctx *, struct pb_err *);
	int (*can)(const struct zwd_state *, int i, char **example);
	json_t *(*targets)(
	    const struct zwd_state *, int i); /* its second argument's values, or NULL */
};

extern const struct zwd_cmd zwd_cmds[];
extern const int            zwd_ncmds;

/* zwd_cmd.c. */
enum pb_rc zwd_apply(
    void *, int seat, const struct lex_line *, struct game_result *, struct pb_err *);
json_t     *zwd_help(const void *, int seat, const char *locale, const char *word);
const char *zwd_decision(const void *, int seat);
long        zwd_decision_round(const void *, int seat);
char       *zwd_default_line(const void *, int seat, int attempt);
enum pb_rc  zwd_moderate(void *, const struct lex_line *, struct game_result *, struct pb_err *);

/* zwd_view.c. */
json_t    *zwd_view(const void *, int seat, const char *locale);
char      *zwd_headline(const void *, int seat, const char *locale);
enum pb_rc zwd_picture_view(const json_t *, const char *locale, struct picture *, struct pb_err *);

/* zwd_words.c. */
extern const struct lang_word zwd_words[];
extern const struct lang_msg  zwd_msgs[];
const char                   *zwd_words_of(const void *, const char *en, const char *locale);
void zwd_names(const void *, const char *locale, struct lang_dict *);

#endif
