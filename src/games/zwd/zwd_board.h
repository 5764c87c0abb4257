/*++
/* NAME
/*	zwd_board 3h
/* SUMMARY
/*	Zombicide: White Death, what stands on the board: zombies,
/*	survivors, guards, noise, freeze, the zombie deck; the zombie phase
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/*
/*	struct zwd_board *zwd_board_new(const struct zwd_map *map,
/*			const struct zwd_cards *cards);
/*	struct zwd_board *zwd_board_dup(const struct zwd_board *b);
/*	void	zwd_board_free(struct zwd_board *b);
/*	int	zwd_board_at(const struct zwd_board *b, int z, int type);
/*	int	zwd_board_zombies(const struct zwd_board *b, int z);
/*	int	zwd_board_onboard(const struct zwd_board *b, int type);
/*	int	zwd_board_left(const struct zwd_board *b, int type);
/*	int	zwd_board_people(const struct zwd_board *b, int z);
/*	void	zwd_board_noise(const struct zwd_board *b, int *noise);
/*	int	zwd_board_put(struct zwd_board *b, int z, int type, int n);
/*	void	zwd_board_take(struct zwd_board *b, int z, int type, int n);
/*	void	zwd_board_freeze(struct zwd_board *b, int z);
/*	void	zwd_board_end_round(struct zwd_board *b);
/*	void	zwd_board_aboms_on(struct zwd_board *b,
/*			const struct zwd_cards *cards);
/*	unsigned zwd_board_aboms_at(const struct zwd_board *b, int z);
/*	int	zwd_board_abom_zone(const struct zwd_board *b, int k);
/*	int	zwd_board_aboms_count(unsigned mask);
/*	int	zwd_board_abom_put(struct zwd_board *b, int z, int k);
/*	void	zwd_board_aboms_move(struct zwd_board *b, int from, int to,
/*			unsigned mask);
/*	int	zwd_board_invariants(const struct zwd_board *b,
/*			const struct zwd_map *map, char *why, size_t len);
/*	json_t	*zwd_board_save(const struct zwd_board *b,
/*			const struct zwd_map *map);
/*	struct zwd_board *zwd_board_load(const json_t *j,
/*			const struct zwd_map *map, const struct zwd_cards *cards,
/*			struct pb_err *err);
/*
/*	void	zwd_zombie_phase(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards, const struct zwd_prefs *p,
/*			struct pb_rng *rng, struct zwd_events *ev);
/*	void	zwd_zombie_activate(struct zwd_board *b,
/*			struct zwd_map *map, const struct zwd_prefs *p,
/*			int only, struct zwd_events *ev);
/*	void	zwd_zombie_spawn(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards, const struct zwd_prefs *p,
/*			struct pb_rng *rng, struct zwd_events *ev);
/*	void	zwd_events_clear(struct zwd_events *ev);
/*	int	zwd_necros_at(const struct zwd_mprog *mp, int z);
/*	void	zwd_necros_join(struct zwd_board *b,
/*			const struct zwd_mprog *mp, const struct zwd_cards *cards,
/*			int z,
/*			struct zwd_necro_join *j);
/*	void	zwd_necros_part(struct zwd_board *b, struct zwd_mprog *mp,
/*			const struct zwd_cards *cards,
/*			struct zwd_necro_join *j,
/*			struct zwd_combat_result *r);
/*	void	zwd_necros_burnt(struct zwd_mprog *mp,
/*			const struct zwd_cards *cards,
/*			const struct zwd_map *map, const unsigned char *was,
/*			struct zwd_necro_join *j, struct zwd_combat_result *r);
/*	void	zwd_necros_tell(const struct zwd_necro_join *j,
/*			const char *zone, struct pb_buf *pub);
/*	char	*zwd_events_text(const struct zwd_map *map,
/*			const struct zwd_cards *cards,
/*			const struct zwd_events *ev, const char *const *names,
/*			const char *locale);
/* DESCRIPTION
/*	The population of a White Death board (issue 16), apart from the
/*	map (zwd_map(3h): zones, edges, Corruption, fire, ladders), which
/*	the game saves beside it.  Pure: no I/O, no clock; the only chance
/*	is the game's stream, when the zombie deck runs out.
/*
/*	Zombie types on the board (ZWD_NZOMBIES): the three of the cards
/*	(ZWD_WALKER, ZWD_RUNNER, ZWD_BRUTE of zwd_cards(3h)), then
/*	ZWD_KHAN (the Abomination) and ZWD_DESECRATOR (the Necromancer).
/*	The box supply of each type comes from the cards pack ("[supply
/*	box]": 35 walkers, 14 runners, 14 brutes) and is 1 for the
/*	Desecrator.  That of ZWD_KHAN is the pack's Abomination cards (the
/*	deck of the Abomination modes), played as the Khan in games of
/*	rules 0 and 1, each as its card from rules 2 (below); without
/*	those modes at most one is on the board.
/*
/*	Survivors are ids 0 .. nsurv-1 with a zone each (-1: out of the
/*	game); their stats are the game's (issue 17): the board keeps only
/*	the Wounds the zombies dealt them and the danger level the game
/*	sets (the highest of the survivors, ZWD_BLUE ... ZWD_RED).  Guards
/*	are a count per zone.  Noise tokens are a count per zone; a zone
/*	has at most one Freeze token.
/*
/*	The zombie deck is a pair of piles (deck(3)) of indices into the
/*	pack's zombie cards: draw and discard.  The numbered spawn tokens
/*	#1-#4 lie on zones (they move: the Desecrator's, mission 8's
/*	relics); the Desecrator's own spawn token on its zone, -1 when
/*	none, and desecrator_from is the numbered token that brought it
/*	(the game that kills the Desecrator takes it back to the box and
/*	sets both to -1).
/*
/*	zwd_board_new() makes the board of a mission at set-up: nothing
/*	on it but the guards and spawn tokens the mission places, the deck
/*	in pack order (the game shuffles it); nsurv is 0 (the game adds
/*	its survivors).  zwd_board_at() is the number of zombies of a type
/*	in zone z; zwd_board_zombies() of every type; zwd_board_onboard()
/*	and zwd_board_left() the number of a type on the board and in the
/*	box.  zwd_board_people() counts survivors and guards in z.
/*	zwd_board_noise() writes the noise of every zone (tokens,
/*	survivors and guards: digest 2.2).  zwd_board_put() puts up to n
/*	of a type from the box in z and returns how many it put (fewer
/*	when the box runs out); zwd_board_take() puts n back in the box.
/*	zwd_board_freeze() puts a Freeze token on z (at most one).
/*	zwd_board_end_round() is the End Phase's part here: Noise and
/*	Freeze tokens are removed.
/*
/*	Rules 2 (zwd_board_abom.c): the board knows which Abomination
/*	card of the pack each ZWD_KHAN figure is, once the game has called
/*	zwd_board_aboms_on() (the pack's Abomination cards, at most 31;
/*	their traits as sets: abom_proof, abom_ramparts, abom_twice; and
/*	necro_twice, the Necromancer cards of 2 Actions).
/*	zwd_board_aboms_at() is the set of cards in z (bit k: card k;
/*	0 when not known), zwd_board_abom_zone() the zone of card k's
/*	figure (-1 in the box).  zwd_board_abom_put() puts card k's figure
/*	on z (0 when it is on the board already).  zwd_board_aboms_move()
/*	moves the figures of mask from one zone to another;
/*	zwd_board_aboms_count() is the number of cards in a set.
/*	zwd_board_aboms_kill() takes exactly the figures of mask in z back
/*	to the box (a combat of rules 3, abom_own).  Without a
/*	card named, zwd_board_take() of ZWD_KHAN takes the figures of the
/*	lowest cards of z (the Khan first: the players' default choice)
/*	and zwd_board_put() puts back those taken last (a push, a move by
/*	a Guard Action), else the lowest cards in the box.
/*
/*	zwd_board_save() is the board as JSON, zones by label (canonical
/*	with jfield_dumps(); zwd_board_save.c); zwd_board_load() reads it back onto a map built
/*	from the same mission, NULL with err when it does not fit.
/*
/*	The zombie phase (zwd_zombie.c, zwd_spawn.c; pbemd-zwd(7), THE
/*	ZOMBIE PHASE) is zwd_zombie_phase(): the activation step
/*	(zwd_zombie_activate() with only -1: every zombie; a type: that
/*	type's Extra Activation) then the spawn step (zwd_zombie_spawn()).
/*	Each appends what happened to ev (NULL: not told);
/*	zwd_events_text() tells it in en, it or es (zwd_zombie_text.c),
/*	zwd_events_clear() releases it.  Where the rules let the players
/*	choose, p holds their standing choices (NULL: the defaults);
/*	p->mp, the game's modes and its extra Necromancers.
/*
/*	Invariants (zwd_board_invariants()):
/*	(B1) for each type, the zombies on the board plus those left in the
/*	box equal the box supply; no count is negative;
/*	(B2) at most one Freeze token per zone, only on a zone with zombies
/*	during the zombie phase (removed when its zone empties);
/*	(B3) every card of the pack's zombie deck is in exactly one of the
/*	two piles;
/*	(B4) every zone index held is a zone of the map or -1;
/*	(B5) when the cards are known, each card is in at most one zone
/*	and the cards in a zone are as many as its ZWD_KHAN figures.
/* SEE ALSO
/*	zwd_map(3h), zwd_cards(3h), pbemd-zwd(7).
/*--*/

#ifndef ZWD_BOARD_H
#define ZWD_BOARD_H

#include <stddef.h>

#include <jansson.h>

#include "core/deck.h"
#include "core/lang.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_map.h"

/* Zombie types on the board: enum zwd_ztype, then these. */
#define ZWD_KHAN 3       /* the Abomination */
#define ZWD_DESECRATOR 4 /* the Desecrator Necromancer */
#define ZWD_NZOMBIES 5

#define ZWD_SURVIVORS 12 /* survivors in one game, at most */

struct zwd_board {
	int            nzones;
	int            supply[ZWD_NZOMBIES]; /* the box's minis of each type */
	int           *zombies;              /* nzones * ZWD_NZOMBIES */
	int           *guards;               /* per zone */
	int           *noise;                /* Noise tokens per zone */
	unsigned char *freeze;               /* per zone, 0 or 1 */
	int            nsurv;
	int            surv[ZWD_SURVIVORS];   /* zone of each survivor, -1 out */
	int            wounds[ZWD_SURVIVORS]; /* Wounds the zombies dealt */
	int            danger;                /* enum zwd_level: highest survivor */
	int            spawn[ZWD_SPAWNS];     /* numbered spawn tokens, -1 none */
	int            desecrator_spawn;      /* its spawn zone token, -1 none */
	int            desecrator_from;       /* the numbered token that brought it */
	int            guards_lost;           /* guards removed by Wounds */
	int            corruption_left;       /* Corruption tokens in the box */
	struct deck    zdeck;                 /* zombie cards to draw */
	struct deck    zdiscard;              /* and drawn */
	int            ncards;                /* the pack's zombie cards */
	/* Rules 2: which Abomination card each ZWD_KHAN figure is; NULL
	 * in a game of revision 0 or 1 (every figure played as the Khan). */
	unsigned *abom;          /* per zone, bit k: card k there */
	unsigned  abom_loose;    /* taken, not yet put back */
	int       naboms;        /* the pack's Abomination cards */
	unsigned  abom_proof;    /* cards armour-proof */
	unsigned  abom_ramparts; /* cards that ignore ramparts */
	unsigned  abom_twice;    /* cards of 2 Actions an activation */
	unsigned  necro_twice;   /* and Necromancer cards of 2 */
	unsigned  abom_crypt;    /* cards that drop a Crypt Weapon */
	/* Rules 3 (the game sets it, not saved): a combat kills each card
	 * by its own Damage, AP and Crypt Weapon drop. */
	int abom_own;
};

struct zwd_defence; /* zwd_combat.h */
struct zwd_mprog;   /* zwd_mission.h */
struct zwd_combat_result;

/* Rules 2: the extra Necromancers of a zone stand in a combat as
 * Desecrator figures (zwd_zombie_necros.c). */
struct zwd_necro_join {
	int z;                   /* the zone attacked */
	int real;                /* Desecrators of the board there */
	int added;               /* extra Necromancers joined */
	int spawn, from;         /* the Desecrator's tokens before */
	int who[ZWD_SURVIVORS];  /* the mp->necro index of each joined */
	int type[ZWD_SURVIVORS]; /* and the figure it stands as */
	int killed;              /* after zwd_necros_part(): extra ones killed */
};

/* The players' standing choices (NULL: every default). */
struct zwd_prefs {
	/* Zones to prefer when the zombies' destination or route ties:
	 * the first listed among the tied wins; else the lowest index. */
	const int *steer;
	int        nsteer;
	/* Wounds in a zone: ZWD_WOUND_* */
	int wound_rule;
	/* With ZWD_WOUND_ORDER: survivors in the order they take Wounds. */
	int order[ZWD_SURVIVORS];
	int norder;
	/* Armor rolls against the attacks (zwd_combat(3h)): each
	 * survivor's defence by id, and the game's stream; NULL: none. */
	const struct zwd_defence *def;
	struct pb_rng            *rng;
	/* The game's modes (ZWD_MODE_* of zwd_mission(3h), mp->modes)
	 * and the extra Necromancers (mp->necro); NULL: no mode. */
	struct zwd_mprog *mp;
	/* Rules 1: the reactive skills of def act (Sidestep). */
	int react;
	/* Rules 2: Combat Reflexes, called after each card that spawns in
	 * zone z (the game's; NULL none). */
	void (*reflex)(void *arg, int z);
	void *reflex_arg;
	/* Rules 3: Zombie Link, called with reflex_arg at each Zombie
	 * Siege card before it acts (NULL none). */
	void (*link)(void *arg);
};

#define ZWD_WOUND_GUARDS 0 /* default: guards first, then spread */
#define ZWD_WOUND_SPREAD 1 /* survivors, fewest Wounds first, no guards first */
#define ZWD_WOUND_ORDER 2  /* survivors in prefs order, guards last */

/* What the zombie phase did, one event each. */
enum zwd_evkind {
	ZWD_EV_ATTACK,    /* n zombies of zone from: who took wounds */
	ZWD_EV_WOUND,     /* target survivor took n Wounds */
	ZWD_EV_GUARD,     /* n guards of zone from removed */
	ZWD_EV_MOVE,      /* n of type from -> to */
	ZWD_EV_STOPPED,   /* n of type in from stay: no way to their target */
	ZWD_EV_FROZEN,    /* zombies of from skip activation; token gone */
	ZWD_EV_CARD,      /* card drawn for zone to: n token #, 0 Desecrator's */
	ZWD_EV_SPAWN,     /* n of type appear in to; rules 2, an Abomination: target its card */
	ZWD_EV_SHORTAGE,  /* type ran out in to: n fewer than the card says */
	ZWD_EV_EXTRA,     /* Extra Activation of type; rules 2, Abominations: target 0 */
	ZWD_EV_RESHUFFLE, /* the discard becomes the deck */
	ZWD_EV_TOKEN,     /* spawn token #n moves from -> to */
	ZWD_EV_CORRUPT,   /* Corruption on zone to */
	ZWD_EV_OBJLOST,   /* an objective at to is discarded by Corruption */
	ZWD_EV_SIGNALLER, /* Corruption reached the Signaller: lost */
	ZWD_EV_CLIMB,     /* n of type climb from -> to (Siege) */
	ZWD_EV_DEAD,      /* target survivor has 3 Wounds: lost */
	ZWD_EV_ARMOUR,    /* target survivor's Armor roll (and Tough) spared n Wounds */
	ZWD_EV_NECRO,     /* an extra Necromancer, card (cards->necros): n 0 appears in
	                   * to, 1 moves from -> to */
	ZWD_EV_MEDIC,     /* End Phase: target survivor healed n Wounds by Medics (rules 1) */
	ZWD_EV_REGEN,     /* End Phase: target survivor healed n Wounds by Regeneration */
	ZWD_EV_SIDESTEP,  /* target survivor's Sidestep from -> to at a spawn */
	ZWD_EV_REFLEX,    /* target survivor's Combat Reflexes from -> to killed n (rules 3) */
	ZWD_EV_LINK,      /* target survivor's Zombie Link Turn of n Actions, in from (rules 3) */
	ZWD_EV_LINKHIT,   /* in it, target attacks from -> to, killed n */
	ZWD_EV_LINKMOVE,  /* in it, target moves from -> to */
	ZWD_NEVKINDS
};

struct zwd_event {
	int kind;   /* enum zwd_evkind */
	int type;   /* zombie type, -1 */
	int n;      /* count */
	int from;   /* zone, -1 */
	int to;     /* zone, -1 */
	int target; /* survivor, -1 */
	int card;   /* zombie card index, -1 */
};

struct zwd_events {
	struct zwd_event *v;
	int               n, cap;
};

struct zwd_board *zwd_board_new(const struct zwd_map *, const struct zwd_cards *);
struct zwd_board *zwd_board_dup(const struct zwd_board *);
void              zwd_board_free(struct zwd_board *);
int               zwd_board_at(const struct zwd_board *, int z, int type);
int               zwd_board_zombies(const struct zwd_board *, int z);
int               zwd_board_onboard(const struct zwd_board *, int type);
int               zwd_board_left(const struct zwd_board *, int type);
int               zwd_board_people(const struct zwd_board *, int z);
void              zwd_board_noise(const struct zwd_board *, int *noise);
int               zwd_board_put(struct zwd_board *, int z, int type, int n);
void              zwd_board_take(struct zwd_board *, int z, int type, int n);
void              zwd_board_freeze(struct zwd_board *, int z);
void              zwd_board_end_round(struct zwd_board *);
void              zwd_board_aboms_on(struct zwd_board *, const struct zwd_cards *);
unsigned          zwd_board_aboms_at(const struct zwd_board *, int z);
int               zwd_board_abom_zone(const struct zwd_board *, int k);
int               zwd_board_abom_put(struct zwd_board *, int z, int k);
void              zwd_board_aboms_move(struct zwd_board *, int from, int to, unsigned mask);
void              zwd_board_aboms_kill(struct zwd_board *, int z, unsigned mask);
int               zwd_board_aboms_count(unsigned mask);
int               zwd_board_aboms_check(const struct zwd_board *, char *why, size_t len);
/* zwd_board.c's part (zwd_board_abom.c). */
void zwd_board_aboms_take(struct zwd_board *, int z, int n);
void zwd_board_aboms_put(struct zwd_board *, int z, int n);
int  zwd_board_invariants(const struct zwd_board *, const struct zwd_map *, char *why, size_t len);
json_t           *zwd_board_save(const struct zwd_board *, const struct zwd_map *);
struct zwd_board *zwd_board_load(
    const json_t *, const struct zwd_map *, const struct zwd_cards *, struct pb_err *);

void zwd_zombie_phase(struct zwd_board *, struct zwd_map *, const struct zwd_cards *,
    const struct zwd_prefs *, struct pb_rng *, struct zwd_events *);
void zwd_zombie_activate(
    struct zwd_board *, struct zwd_map *, const struct zwd_prefs *, int only, struct zwd_events *);
void zwd_zombie_spawn(struct zwd_board *, struct zwd_map *, const struct zwd_cards *,
    const struct zwd_prefs *, struct pb_rng *, struct zwd_events *);
void zwd_events_clear(struct zwd_events *);

int  zwd_necros_at(const struct zwd_mprog *, int z);
void zwd_necros_join(struct zwd_board *, const struct zwd_mprog *, const struct zwd_cards *, int z,
    struct zwd_necro_join *);
void zwd_necros_part(struct zwd_board *, struct zwd_mprog *, const struct zwd_cards *,
    struct zwd_necro_join *, struct zwd_combat_result *);
void zwd_necros_burnt(struct zwd_mprog *, const struct zwd_cards *, const struct zwd_map *,
    const unsigned char *was, struct zwd_necro_join *, struct zwd_combat_result *);
void zwd_necros_tell(const struct zwd_necro_join *, const char *zone, struct pb_buf *);

/* The narrative (zwd_zombie_text.c). */
extern const struct lang_msg zwd_zombie_msgs[];
char *zwd_event_text(const struct zwd_map *, const struct zwd_cards *, const struct zwd_event *,
    const char *const *names);
char *zwd_events_text(const struct zwd_map *, const struct zwd_cards *, const struct zwd_events *,
    const char *const *names, const char *locale);

#endif
