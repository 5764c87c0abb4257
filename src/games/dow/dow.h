/*++
/* NAME
/*	dow 3h
/* SUMMARY
/*	Dead of Winter: content pack, state, and the module's internals
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	Files of the module:
/*	dow.c		the game_ops table and glue
/*	dow_content.c	the content pack (INI) to struct dow_pack
/*	dow_state.c	struct dow_state to and from canonical JSON
/*	dow_setup.c	rulebook set-up steps 1-14
/*	dow_cmd.c	player commands
/*	dow_view.c	public, private and omniscient views
/*
/*	Card references in the state are indices into the pack's arrays;
/*	the pack of a game never changes (the store keeps it by hash), so
/*	an index names one card for the life of the game.  Item cards are
/*	expanded into instances (one per physical copy): state refers to
/*	instance numbers, pack->inst[i] gives the item definition.
/*
/*	Invariants of a state (dow_state_check()):
/*	(S1) every item instance is in exactly one pile: a location deck,
/*	a hand, the box (out of the game), the waste pile, a crisis
/*	contribution, or equipped;
/*	(S2) every survivor card is in exactly one place: the survivor
/*	deck, a seat's offer, a seat's group in play, or out of the game;
/*	(S3) every objective card is in the secret deck box, dealt to
/*	exactly one seat, or in its deck.
/*--*/

#ifndef DOW_H
#define DOW_H

#include <jansson.h>

#include "core/pb.h"
#include "core/game.h"
#include "core/rng.h"

extern const struct game_ops dow_ops;

/* ---- content ---------------------------------------------------- */

enum dow_itype {
	DOW_WEAPON,
	DOW_FUEL,
	DOW_MEDICINE,
	DOW_FOOD,
	DOW_TOOL,
	DOW_OUTSIDER,
	DOW_EDUCATION,
	DOW_NTYPES
};

/* Locations; DOW_STARTING is a deck, not a place. */
enum dow_loc {
	DOW_COLONY,
	DOW_POLICE,
	DOW_GROCERY,
	DOW_SCHOOL,
	DOW_GAS,
	DOW_LIBRARY,
	DOW_HOSPITAL,
	DOW_NLOCS,
	DOW_STARTING = DOW_NLOCS,
	DOW_ANYWHERE
};

enum dow_ikind { DOW_WASTE, DOW_EQUIP, DOW_EVENT };

enum dow_okind { DOW_SECRET, DOW_BETRAYAL, DOW_EXILED };

#define DOW_NONCOOP (1 << 0)
#define DOW_MATURE (1 << 1)

struct dow_names {
	char    *id;
	char    *name;
	char    *name_it;
	char    *name_es;
	unsigned flags;
};

struct dow_survivor {
	struct dow_names n;
	char            *occupation;
	char            *ability;
	int              influence;
	int              attack;
	int              search;
	int              where; /* enum dow_loc or DOW_ANYWHERE */
	int              die;
	int              once;
};

struct dow_item {
	struct dow_names n;
	char            *text;
	int              type; /* enum dow_itype */
	int              deck; /* enum dow_loc, DOW_STARTING */
	int              kind; /* enum dow_ikind */
	int              copies;
	int              food;
};

struct dow_crisis {
	struct dow_names n;
	char            *effect;
	char            *optional;
	int              prevent; /* enum dow_itype */
};

struct dow_crossroads {
	struct dow_names n;
	char            *trigger;
	char            *option1;
	char            *option2;
};

struct dow_side {
	int   morale;
	int   rounds;
	int   zombies_colony;
	int   zombies_locations;
	int   helpless;
	char *setup;
	char *victory;
};

struct dow_main {
	struct dow_names n;
	char            *time;
	struct dow_side  side[2]; /* standard, expert */
};

struct dow_objective {
	struct dow_names n;
	char            *goal;
	int              kind; /* enum dow_okind */
};

struct dow_pack {
	char                  *name;
	char                  *version;
	struct dow_survivor   *surv;
	int                    nsurv;
	struct dow_item       *item;
	int                    nitem;
	struct dow_crisis     *crisis;
	int                    ncrisis;
	struct dow_crossroads *xroads;
	int                    nxroads;
	struct dow_main       *main;
	int                    nmain;
	struct dow_objective  *obj;
	int                    nobj;
	int                   *inst; /* item instance -> item index */
	int                    ninst;
};

enum pb_rc  dow_pack_parse(const char *text, struct dow_pack **, struct pb_err *);
json_t     *dow_pack_summary(const struct dow_pack *);
void        dow_pack_free(struct dow_pack *);
const char *dow_type_name(int);
const char *dow_loc_name(int);
const char *dow_kind_name(int);

/* ---- state ------------------------------------------------------ */

struct dow_pile {
	int *v;
	int  n;
	int  cap;
};

enum dow_phase { DOW_PHASE_SETUP, DOW_PHASE_ROUND, DOW_PHASE_ENDED };

#define DOW_MAXSEATS 5
#define DOW_OFFER 4

struct dow_options {
	char *objective; /* main objective id, or "random" */
	int   cooperative;
	int   expert;
	int   traitors;
	int   elimination;
	int   mature; /* keep the mature crossroads cards */
};

struct dow_player {
	struct dow_pile offered; /* survivors dealt at set-up */
	struct dow_pile kept;    /* survivors chosen (set-up) */
	int             leader;  /* survivor index, -1 none */
	int             ready;   /* set-up choice complete */
	struct dow_pile hand;    /* item instances */
	int             secret;  /* objective index, -1 none */
};

/* A survivor in play: on the board, controlled by a seat. */
struct dow_group {
	int card;
	int seat;
	int loc;
	int leader;
};

struct dow_state {
	const struct dow_pack *pack; /* borrowed from dow_game */
	struct pb_rng          rng;
	struct dow_options     opt;
	int                    nseats;
	int                    phase;
	int                    main; /* main objective index */
	int                    expert_side;
	int                    morale;
	int                    rounds;
	int                    round;
	int                    food;
	int                    first_player; /* seat, 0 before set-up ends */
	int                    zombies[DOW_NLOCS];
	int                    barricades[DOW_NLOCS];
	int                    noise[DOW_NLOCS];
	int                    helpless;
	struct dow_pile        deck[DOW_NLOCS]; /* item decks; [COLONY] unused */
	struct dow_pile        box;             /* item instances out of the game */
	struct dow_pile        waste;
	struct dow_pile        crises;
	struct dow_pile        crises_out; /* removed crisis cards */
	struct dow_pile        xroads;
	struct dow_pile        xroads_out;           /* removed (mature, non-cooperative) */
	struct dow_pile        survivors;            /* survivor deck */
	struct dow_pile        surv_out;             /* survivors out of the game */
	struct dow_pile        exiled;               /* exiled objective deck */
	struct dow_pile        obj_box;              /* objectives returned unseen */
	struct dow_player      pl[DOW_MAXSEATS + 1]; /* [1..nseats] */
	struct dow_group      *group;
	int                    ngroup;
};

void dow_pile_push(struct dow_pile *, int);
int  dow_pile_pop(struct dow_pile *);
int  dow_pile_find(const struct dow_pile *, int);
void dow_pile_remove_at(struct dow_pile *, int);
void dow_pile_clear(struct dow_pile *);
void dow_pile_copy(struct dow_pile *, const struct dow_pile *);

struct dow_state *dow_state_new(const struct dow_pack *);
void              dow_state_free(struct dow_state *);
char             *dow_state_save(const struct dow_state *);
enum pb_rc        dow_state_load(struct dow_state *, const char *, struct pb_err *);
int               dow_state_check(const struct dow_state *);

enum pb_rc dow_options_parse(
    const struct dow_pack *, json_t *, int nseats, struct dow_options *, struct pb_err *);
json_t    *dow_options_json(const struct dow_options *);
void       dow_options_clear(struct dow_options *);
enum pb_rc dow_setup(struct dow_state *, struct pb_err *);
void       dow_setup_finish(struct dow_state *);
int        dow_keep_count(const struct dow_state *);

enum pb_rc dow_command(
    struct dow_state *, int seat, const struct lex_line *, struct game_result *, struct pb_err *);
json_t *dow_help(const struct dow_state *, int seat);
json_t *dow_view(const struct dow_state *, int seat);

#endif
