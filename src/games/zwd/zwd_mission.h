/*++
/* NAME
/*	zwd_mission 3h
/* SUMMARY
/*	Zombicide: White Death, the missions' special rules, victory and
/*	defeat, and the additional modes
/* SYNOPSIS
/*	#include "games/zwd/zwd_mission.h"
/*
/*	unsigned zwd_mission_known(int what);
/*	void	zwd_mission_setup(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			struct pb_rng *rng);
/*	int	zwd_mission_objective(const struct zwd_mprog *p, int z);
/*	int	zwd_mission_pile_take(struct zwd_mprog *p, int z);
/*	int	zwd_mission_take(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int surv, struct zwd_reward *r);
/*	int	zwd_mission_bile_ok(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b,
/*			int surv);
/*	int	zwd_mission_purge(struct zwd_mprog *p, struct zwd_map *map,
/*			struct zwd_board *b, int surv, int token);
/*	int	zwd_mission_relic(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int surv, int token);
/*	int	zwd_mission_fire(struct zwd_mprog *p, struct zwd_map *map,
/*			struct zwd_board *b, int z, struct zwd_burn *out);
/*	int	zwd_mission_empress_take(struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b,
/*			int surv);
/*	int	zwd_mission_empress_give(struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b,
/*			int from, int to);
/*	int	zwd_mission_guards_move(const struct zwd_mprog *p,
/*			const struct zwd_map *map, int z);
/*	int	zwd_mission_empress_walk(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int to);
/*	int	zwd_mission_exit(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int surv, int turn_end);
/*	int	zwd_mission_signaller(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*	void	zwd_mission_zombies_begin(const struct zwd_mprog *p,
/*			struct zwd_map *map, const struct zwd_board *b);
/*	void	zwd_mission_zombies_done(struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*	void	zwd_mission_eliminated(struct zwd_mprog *p, int surv);
/*	void	zwd_mission_end_round(struct zwd_mprog *p);
/*	int	zwd_mission_won(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*	int	zwd_mission_lost(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b);
/*
/*	json_t	*zwd_mission_save(const struct zwd_mprog *p,
/*			const struct zwd_map *map);
/*	enum pb_rc zwd_mission_load(struct zwd_mprog *p, const json_t *j,
/*			const struct zwd_map *map, struct pb_err *err);
/*
/*	unsigned zwd_mode_abomination(unsigned modes, int onboard);
/*	unsigned zwd_mode_necromancer(unsigned modes, int onboard);
/*	int	zwd_mode_necro_add(struct zwd_mprog *p,
/*			struct zwd_map *map, struct zwd_board *b, int z);
/*	void	zwd_mode_necro_move(struct zwd_mprog *p,
/*			struct zwd_map *map, struct zwd_board *b);
/*	int	zwd_mode_extra_starting(int nsurv);
/*	int	zwd_mode_extra_draws(int nsurv);
/*	int	zwd_mode_guard_skills(unsigned modes, int nsurv,
/*			const int *has, const int *order, int norder,
/*			int *out);
/* DESCRIPTION
/*	The Intro and missions 1-10 of White Death (issue 17; digest
/*	section 5) as pure functions over the map (zwd_map(3h)), the board
/*	(zwd_board(3h)) and a small progress record, struct zwd_mprog,
/*	that the game keeps beside them: the colour of every objective
/*	token (dealt at set-up, hidden until taken), which are taken or
/*	lost to Corruption, the items that matter (Crypt Weapons taken,
/*	Dragon Bile held, tomes, fragments and relics, rope ladders), the
/*	Empress, who went out by the exit, the round.  No I/O, no clock;
/*	the only chance is the objectives' deal at set-up, from the game's
/*	stream.  Every reading chosen: pbemd-zwd(7), MISSIONS AND MODES.
/*
/*	Hooks.  The game calls each at its moment: zwd_mission_setup()
/*	at set-up, after zwd_board_new() and the survivors' placement
/*	(mission 9 adds the Empress to the board as one more survivor);
/*	zwd_mission_take() when a survivor takes the objective of its
/*	zone (1 Action); the mission Actions zwd_mission_pile_take()
/*	(Intro), zwd_mission_bile_ok() (1), zwd_mission_purge() (2),
/*	zwd_mission_fire() on every Dragon Fire (4),
/*	zwd_mission_empress_take() (5), zwd_mission_relic() (8);
/*	zwd_mission_empress_give() when her carrier trades her (5, rules 4);
/*	zwd_mission_guards_move() before a Guard moves (5);
/*	zwd_mission_empress_walk() at the start of a players phase (9);
/*	zwd_mission_exit() when a survivor leaves by the exit (6, 7, 10);
/*	zwd_mission_zombies_begin() before each zombie phase (the
/*	Signaller the Desecrator's token walks to and Corruption must not
/*	reach is the Empress's carrier (5) or the Empress (9): the map's
/*	setup.signaller is set to her zone, which a map rebuilt on loading
/*	forgets until the next call); zwd_mission_zombies_done() after each
/*	zombie phase (objectives in corrupted zones are lost); zwd_mission_eliminated() when a
/*	survivor is eliminated; zwd_mission_end_round() in the end phase.
/*	After every event it asks zwd_mission_lost() then
/*	zwd_mission_won().  Each mission hook refuses (returns 0, changes
/*	nothing) what the mission does not allow; 1 when done.
/*
/*	zwd_mission_known() is the set of ZWD_RULE_*, ZWD_WIN_* or
/*	ZWD_LOSE_* bits (what: 0, 1, 2) this module implements; the map
/*	pack checker refuses a mission naming any other.
/*	zwd_mission_objective() is the index of the objective token still
/*	on zone z, -1 when none.  zwd_mission_signaller() is the
/*	Signaller's zone now: the carrier's (mission 5), the Empress's
/*	(mission 9), the mission's, else its first starting zone.
/*
/*	zwd_mission_won() is 1 when every win test of the mission holds;
/*	zwd_mission_lost() is the first defeat that holds (ZWD_LOST_*),
/*	0 when none.
/*
/*	zwd_mission_save() is the progress as JSON (canonical with
/*	jfield_dumps(); zwd_mission_save.c); zwd_mission_load() reads it
/*	back for a map of the same mission, PB_EDATA when it does not fit.
/*
/*	Modes (zwd_mission_mode.c).  ZWD_MODE_* are the options the game
/*	is created with.  zwd_mode_abomination() is what an Abomination
/*	zombie card does (ZWD_HORROR_*) given how many Abominations are on
/*	the board; zwd_mode_necromancer() the same for a Necromancer card
/*	and the Desecrator.  zwd_mode_necro_add() puts one more
/*	Necromancer (Multiple Necromancers) on z with Corruption there
/*	(returns 0 when ZWD_MP_NECROS are out); zwd_mode_necro_move() moves
/*	each one zone toward the Signaller by the Abomination's graph
/*	(ramparts climbed freely), corrupting where it enters.
/*	zwd_mode_extra_starting() and zwd_mode_extra_draws() are the extra
/*	Starting Equipment cards and zombie cards of 7+ survivors (the
/*	spawn step draws them already: zwd_spawn.c).
/*	zwd_mode_guard_skills() deals Guard Skill cards: out[k] is the card
/*	(from order, the shuffled deck) of survivor k, -1 for a survivor
/*	with a Guard skill of its own (has[k]); it returns the cards dealt.
/*	Ultrared is zwd_skill_level(3h).
/* SEE ALSO
/*	zwd_map(3h), zwd_board(3h), pbemd-zwd(7), pbemd-zwd-map(5).
/*--*/

#ifndef ZWD_MISSION_H
#define ZWD_MISSION_H

#include <jansson.h>

#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_map.h"

#define ZWD_MP_OBJ 16   /* objective tokens of a mission, at most */
#define ZWD_MP_NECROS 4 /* extra Necromancers on the board, at most */

/* The state of an objective token. */
enum zwd_objstate { ZWD_OBJ_ON, ZWD_OBJ_TAKEN, ZWD_OBJ_LOST };

/* The progress of a mission. */
struct zwd_mprog {
	int nobj;                 /* = setup.nobjectives */
	int zone[ZWD_MP_OBJ];     /* each token's zone */
	int colour[ZWD_MP_OBJ];   /* enum zwd_colour, hidden until taken */
	int state[ZWD_MP_OBJ];    /* enum zwd_objstate */
	int pile[ZWD_MP_OBJ];     /* Intro: Equipment cards left there */
	int taken[3];             /* taken, by colour */
	int crypt;                /* Crypt Weapons taken (3, 10) */
	int crypt_left;           /* in the Crypt deck, -1 not told */
	int bile;                 /* Dragon Bile the survivors hold (1) */
	int tomes;                /* intact Tomes held (2) */
	int fragments;            /* Red fragments held (2) */
	int relics;               /* Red relics held (8) */
	int ladders;              /* rope ladder tokens held (6) */
	int burnt;                /* buildings burnt (4) */
	int carrier;              /* who carries the Empress (5), -1 */
	int empress;              /* the Empress's survivor id (9), -1 */
	int out[ZWD_SURVIVORS];   /* went out by the exit */
	int guards_out;           /* guards that went out with them */
	int dead;                 /* survivors eliminated */
	int round;                /* rounds ended */
	int modes;                /* ZWD_MODE_* */
	int necro[ZWD_MP_NECROS]; /* extra Necromancers' zones, -1 */
	int walked;               /* the game's round the Empress last walked (9), 0 */
	int necro_card[ZWD_MP_NECROS]; /* each one's card (zwd_cards necros), -1 */
};

/* What taking an objective gives. */
struct zwd_reward {
	int colour; /* revealed */
	int ap;     /* Adrenaline Points to the taker */
	int crypt;  /* Crypt Weapons to draw (each: 5 AP when none left) */
	int ladder; /* a rope ladder token (6) */
	int tome;   /* an intact Tome (2) */
	int item;   /* a fragment (2) or a relic (8) on the dashboard */
};

/* What a Dragon Fire in an objective building did (4). */
struct zwd_burn {
	int ap;                         /* to the fire's creator: 5 + 1 per zombie */
	int zombies;                    /* zombies eliminated */
	int guards;                     /* guards eliminated */
	int surv[ZWD_SURVIVORS], nsurv; /* survivors eliminated */
};

/* Defeats (zwd_mission_lost()). */
#define ZWD_LOST_SURVIVOR 1   /* a survivor eliminated */
#define ZWD_LOST_SIGNALLER 2  /* Corruption on the Signaller */
#define ZWD_LOST_OBJECTIVES 3 /* the objectives can no longer be done */
#define ZWD_LOST_GUARD 4      /* a guard eliminated */
#define ZWD_LOST_EMPRESS 5    /* the Empress wounded */
#define ZWD_LOST_NECRO 6      /* a Necromancer at the Signaller */

/* Modes, the game's options. */
#define ZWD_MODE_ABOM_DECK 0x01    /* Abomination deck */
#define ZWD_MODE_FESTIVAL 0x02     /* Abomination Festival */
#define ZWD_MODE_NECROS 0x04       /* Multiple Necromancers */
#define ZWD_MODE_ULTRARED 0x08     /* Ultrared (zwd_skill_level) */
#define ZWD_MODE_GUARD_SKILLS 0x10 /* Guard Skill cards */

/* What an Abomination or Necromancer card does. */
#define ZWD_HORROR_PLACE 0x01 /* the box's one (Khan, Desecrator) is placed */
#define ZWD_HORROR_EXTRA 0x02 /* those on the board get an Extra Activation */
#define ZWD_HORROR_DRAW 0x04  /* one is drawn from the mode's deck, placed */

unsigned zwd_mission_known(int what);
void     zwd_mission_setup(
        struct zwd_mprog *, const struct zwd_map *, struct zwd_board *, struct pb_rng *);
int zwd_mission_objective(const struct zwd_mprog *, int z);
int zwd_mission_pile_take(struct zwd_mprog *, int z);
int zwd_mission_take(
    struct zwd_mprog *, const struct zwd_map *, struct zwd_board *, int surv, struct zwd_reward *);
int zwd_mission_bile_ok(
    const struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *, int surv);
int zwd_mission_purge(
    struct zwd_mprog *, struct zwd_map *, struct zwd_board *, int surv, int token);
int zwd_mission_relic(
    struct zwd_mprog *, const struct zwd_map *, struct zwd_board *, int surv, int token);
int zwd_mission_fire(
    struct zwd_mprog *, struct zwd_map *, struct zwd_board *, int z, struct zwd_burn *);
int zwd_mission_empress_take(
    struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *, int surv);
int zwd_mission_empress_give(
    struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *, int from, int to);
int zwd_mission_guards_move(const struct zwd_mprog *, const struct zwd_map *, int z);
int zwd_mission_empress_walk(
    struct zwd_mprog *, const struct zwd_map *, struct zwd_board *, int to);
int zwd_mission_exit(
    struct zwd_mprog *, const struct zwd_map *, struct zwd_board *, int surv, int turn_end);
int zwd_mission_signaller(
    const struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *);
void zwd_mission_zombies_begin(
    const struct zwd_mprog *, struct zwd_map *, const struct zwd_board *);
void zwd_mission_zombies_done(struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *);
void zwd_mission_eliminated(struct zwd_mprog *, int surv);
void zwd_mission_end_round(struct zwd_mprog *);
int  zwd_mission_won(const struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *);
int  zwd_mission_lost(const struct zwd_mprog *, const struct zwd_map *, const struct zwd_board *);

json_t    *zwd_mission_save(const struct zwd_mprog *, const struct zwd_map *);
enum pb_rc zwd_mission_load(
    struct zwd_mprog *, const json_t *, const struct zwd_map *, struct pb_err *);

unsigned zwd_mode_abomination(unsigned modes, int onboard);
unsigned zwd_mode_necromancer(unsigned modes, int onboard);
int      zwd_mode_necro_add(struct zwd_mprog *, struct zwd_map *, struct zwd_board *, int z);
void     zwd_mode_necro_move(struct zwd_mprog *, struct zwd_map *, struct zwd_board *);
int      zwd_mode_extra_starting(int nsurv);
int      zwd_mode_extra_draws(int nsurv);
int      zwd_mode_guard_skills(
         unsigned modes, int nsurv, const int *has, const int *order, int norder, int *out);

#endif
