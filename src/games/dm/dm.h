/*++
/* NAME
/*	dm 3h
/* SUMMARY
/*	Dark Moon: content pack, state model, set-up
/* SYNOPSIS
/*	#include "games/dm/dm.h"
/* DESCRIPTION
/*	Dark Moon (issue 13): 3 to 7 crew on a moon base, some of them
/*	secretly Infected; dice behind screens, Tasks resolved with dice
/*	rolled in private and submitted in public, sealed votes.  Rules:
/*	shared/rules/dark-moon-base.md; readings chosen: pbemd-dm(7).
/*
/*	Files: dm_pack.c (the pack: card types and checks), dm_fx.c (the
/*	effect language of the cards, on core/expr.h), dm_state.c (saving,
/*	loading, the invariants), dm_setup.c (options and set-up), dm.c
/*	(the ops table); dm_sc.c, dm_sc_cmd.c, dm_sc_view.c: Shadow
/*	Corporation (option expansion=sc), whose cards carry sc = yes and
/*	are out of base games (event_out, outposts_out, fatigue_out).
/*	By mail: dm_standing.c (standing instructions), dm_remove.c (the
/*	moderator removes a seat), dm_msgs.c (the narration in Italian and
/*	Spanish), dm_picture.c (the board as a picture).
/*
/*	The state model, sized for Shadow Corporation too (the Corporation
/*	die is a fourth colour, Evacuation and the Company Man fit in the
/*	seat and global fields as new members with defaults).
/*
/*	Dice.  A die is a colour (enum dm_colour); a seat holds counts per
/*	colour behind its screen; the pools Available and Spent hold counts
/*	per colour.  A private roll (struct dm_seat roll) names dice the
/*	seat holds: they stay counted in the seat until submitted.
/*
/*	Invariants (dm_state_check()):
/*	(D1) dice are conserved: for every colour, the seats, Available
/*	and Spent together hold the pack's count of that colour;
/*	(D2) every Task card is in exactly one place: the deck, the
/*	discards, out of the game, the two drawn, or the current Task;
/*	every Event likewise (deck, discards, cameras, drawn, out);
/*	(D3) Damage tokens: every Outpost token is in the face-down pile,
/*	on the board or out of the game, every Fatigue token in the pile,
/*	drawn or out of the reserve; the Shield track holds 0 to spots
/*	tokens;
/*	(D4) one Commander, who is a seat not revealed as Infected (unless
/*	every seat is revealed); only the Commander holds the blue die;
/*	(D5) a seat holds no more dice than its limit outside the moments
/*	when the rules let it wait (never: excess is discarded at once);
/*	(D6) a revealed seat's status card is Infected;
/*	(D7) Shadow Corporation: at most the board's capacity of
/*	Authorized Evacuation tokens, none on a seat in quarantine or after
/*	the Evacuation Failure; a Threat card and token in range, a Jolly
/*	only on a claim.
/*--*/

#ifndef DM_H
#define DM_H

#include <stdint.h>

#include <jansson.h>

#include "core/deck.h"
#include "core/dice.h"
#include "core/expr.h"
#include "core/game.h"
#include "core/pb.h"
#include "core/rng.h"
#include "core/seats.h"

#define DM_MIN_SEATS 3
#define DM_MAX_SEATS 7
#define DM_MAXTRACK 12 /* spots of the Shield track, at most */
#define DM_MAXROLL 6   /* dice in one private roll */
#define DM_CAMERAS 3   /* Events before the Final Event */

extern const struct game_ops dm_ops;

/* ---- content ---------------------------------------------------- */

/* Die colours; the order is that of the pack's [die] cards. */
enum dm_colour { DM_STRONG, DM_WEAK, DM_BLUE, DM_NCOLOURS };

enum dm_team { DM_UNINFECTED, DM_INFECTED, DM_COMPANY };
enum dm_deckback { DM_SILVER, DM_BLACK };
enum dm_kind { DM_MALFUNCTION, DM_COMPLICATION, DM_EVAC_FAILURE };
enum dm_system { DM_SYS_OUTPOST, DM_SYS_LIFE, DM_SYS_SHIELD, DM_SYS_ANY };
enum dm_who { DM_WHO_ACTIVE, DM_WHO_NAMED, DM_WHO_COMMANDER };

/* What an Outpost token blocks. */
enum dm_block {
	DM_BLOCK_SHIELD, /* Repair Shield */
	DM_BLOCK_LIFE,   /* Repair Life Support */
	DM_BLOCK_VOTE,   /* Call a Vote (not the forced one) */
	DM_BLOCK_ORDER,  /* Issue Order */
	DM_BLOCK_WOLF,   /* Lone Wolf */
	DM_BLOCK_PASS,   /* one die fewer when passing */
	DM_BLOCK_EVAC,   /* Shadow Corporation: Authorization and Takeoff votes as actions */
	DM_NBLOCKS
};

/* Character abilities (pbemd-dm(7), CHARACTERS). */
enum dm_ability {
	DM_AB_NONE,
	DM_AB_PASSER,   /* takes 1 more die when OUT (Jon Reed) */
	DM_AB_REROLL,   /* once per turn as active, re-roll instead of submitting (Luba) */
	DM_AB_STEADY,   /* no Fatigue token: never fatigued (Daniel) */
	DM_AB_KEEPDIE,  /* a successful repair's die goes back behind the screen */
	DM_AB_MEDIC,    /* Repair Life Support with up to 4 dice */
	DM_AB_SHIELDS,  /* Repair Shield with up to 4 dice */
	DM_AB_SCOUT,    /* draws 3 Tasks and plays 1 */
	DM_AB_CORPORATE, /* Shadow Corporation: rolls 3 Corporation dice, reveals 1 */
	DM_AB_PILOT,    /* Shadow Corporation: its ballot counts twice in a Takeoff vote */
	DM_NABILITIES
};

/* The names every card starts with (packini common keys). */
struct dm_names {
	char *id;
	char *name;
	char *name_it;
	char *name_es;
	char *text; /* rules text, English */
	char *text_it;
	char *text_es;
};

struct dm_fx; /* a compiled effect, dm_fx.c */

struct dm_die {
	struct dm_names n;
	char           *faces; /* "+4 +2 -1 -2*3" */
	int             count; /* dice of this colour in the box */
	struct die      die;
};

/* The board: tracks and the per-player-count table. */
struct dm_board {
	struct dm_names n;
	int             spots;      /* Shield track length: the last is a loss */
	int             shield_start;
	char           *tests;      /* Failure Condition per spot: none, any+, any-, or a face */
	int             die_limit;  /* an Uninfected player's */
	int             infected_limit;
	int             quarantine; /* the limit cut */
	int             outposts_start;
	int             suspicion;  /* spaces after the start: the last forces a vote */
	int             pass_take;  /* dice taken when OUT */
	int             lose_at;    /* the Outpost or Fatigue token that loses */
	char           *infected;   /* Infected cards for 3..7 players: "1 1 2 2 3" */
	char           *decks;      /* Task deck for 3..7: "silver black ..." */
	int             evac_spaces; /* Shadow Corporation: the Evacuation Vote track */
	char           *evac_seats;  /* the Authorized board's capacity for 3..7 */
	int             jolly;       /* Jolly Threat tokens */
	int             reserve;     /* the Fatigue reserve with Shadow Corporation */
	/* Parsed. */
	int test[DM_MAXTRACK + 1];  /* [spot] DM_TEST_* or a face value */
	int ninfected[DM_MAX_SEATS + 1];
	int deck[DM_MAX_SEATS + 1];
	int evac_cap[DM_MAX_SEATS + 1];
};

#define DM_TEST_NONE 100
#define DM_TEST_POS 101
#define DM_TEST_NEG 102

struct dm_character {
	struct dm_names n;
	int             ability; /* enum dm_ability */
	int             fatigue; /* has a Fatigue token */
	int             sc;      /* Shadow Corporation's card: only with the expansion */
};

struct dm_outpost {
	struct dm_names n;
	int             blocks; /* enum dm_block */
	int             sc;
};

struct dm_status {
	struct dm_names n;
	int             team;  /* enum dm_team */
	int             extra; /* the eighth card: used only with status_cards 8 */
	char           *power; /* effect on reveal */
	struct dm_fx   *fx;
	int             sc;
};

struct dm_task {
	struct dm_names n;
	int             deck; /* enum dm_deckback */
	int             kind; /* enum dm_kind */
	int             system;
	int             difficulty;
	int             consequence;
	int             suspicious;
	int             cube;        /* shows the Event cube icon */
	int             min_players; /* removed below this count */
	int             threats_out; /* with Threats, removed from this count; 0 never */
	int             who;         /* complication: who chooses */
	int             sc;
	int             evacuate;    /* "Evacuate Evacuate": the Evacuation cube moves */
	char           *bonus;       /* on success */
	char           *accept[3];   /* complication: the prices, one paid: success */
	char           *refuse;      /* complication: the failure, NULL: no choice */
	struct dm_fx   *fx_bonus, *fx_accept[3], *fx_refuse;
};

struct dm_event {
	struct dm_names n;
	int             final;
	int             cubes;
	int             harder; /* During: Malfunctions are this much harder */
	int             sc;
	char           *start, *complete;
	struct dm_fx   *fx_start, *fx_complete;
};

/* Shadow Corporation's Threat cards: what the Company asks. */
enum dm_threat_kind { DM_TH_RECKLESS, DM_TH_ISOLATE, DM_TH_SAMPLE, DM_TH_EXPOSURE, DM_NTHREATS };

struct dm_threat {
	struct dm_names n;
	int             kind;   /* enum dm_threat_kind */
	int             count;  /* cards of this kind */
	int             tokens; /* Threat tokens of this kind */
};

struct dm_pack {
	char                *name, *version;
	struct dm_die       *dice;
	int                  ndice;
	struct dm_board     *board;
	int                  nboard;
	struct dm_character *chars;
	int                  nchars;
	struct dm_outpost   *outposts;
	int                  noutposts;
	struct dm_status    *statuses;
	int                  nstatuses;
	struct dm_task      *tasks;
	int                  ntasks;
	struct dm_event     *events;
	int                  nevents;
	struct dm_event     *finals;
	int                  nfinals;
	struct dm_threat    *threats;
	int                  nthreats;
};

#define DM_CORP 3 /* the Corporation die: the pack's fourth [die], not a colour */

void           *dm_pack_parse(const char *, struct pb_err *);
void            dm_pack_free(void *);
json_t         *dm_pack_summary(const void *);
const char     *dm_name(const struct dm_names *, int lang);
const char     *dm_text(const struct dm_names *, int lang);

/* ---- the effect language (dm_fx.c) ------------------------------ */

enum dm_verb {
	DM_V_SHIELD,    /* N Shield tokens, then a shield test */
	DM_V_UNSHIELD,
	DM_V_OUTPOST,   /* N Outpost tokens drawn */
	DM_V_UNOUTPOST, /* the last N placed go back, shuffled */
	DM_V_FATIGUE,
	DM_V_UNFATIGUE,
	DM_V_CUBE,      /* Event cubes on the current Event */
	DM_V_SUSPICION, /* signed */
	DM_V_RETRIEVE,  /* every unrevealed player takes up to N */
	DM_V_TOKEN,     /* the subject takes a Die token, signed */
	DM_V_TOKENS,    /* every unrevealed player */
	DM_V_DISCARD,   /* the subject puts N dice in Available */
	DM_V_GIVE,      /* the subject takes a -1 Die token, the active player a +1 */
	DM_V_QUARANTINE,
	DM_V_RELEASE,
	DM_V_VOTE,      /* a forced vote on the subject */
	DM_V_COMMANDER, /* the subject becomes Commander */
	DM_V_TEST,      /* a shield test */
	DM_V_SALVAGE,   /* Outpost and Fatigue tokens out reshuffled and redrawn */
	DM_V_JUDGE,     /* the Commander quarantines or releases a player, no vote */
	DM_V_WIN,       /* the Uninfected win */
	DM_V_LOSE,      /* the Infected win */
	DM_V_IF,
	DM_V_EVAC,      /* Shadow Corporation: the Evacuation cube, signed */
	DM_V_GROUND,    /* the subject's Authorized Evacuation token goes back */
	DM_NVERBS
};

/* Quantities a condition reads. */
enum dm_quantity {
	DM_Q_SHIELD,
	DM_Q_OUTPOSTS,
	DM_Q_FATIGUE,
	DM_Q_SUSPICION,
	DM_Q_PLAYERS,
	DM_Q_QUARANTINED,
	DM_Q_REVEALED,
	DM_Q_COMMANDER_INFECTED,
	DM_Q_COMMANDER_FATIGUED,
	DM_Q_SUBJECT_INFECTED,
	DM_Q_EVAC,
	DM_Q_AUTHORIZED,
	DM_Q_AMPUTATED,
	DM_NQUANTITIES
};

struct dm_step {
	int           verb;
	int           n;
	struct expr   cond; /* DM_V_IF */
	struct dm_fx *then, *els;
};

struct dm_fx {
	struct dm_step *st;
	int             n;
};

struct dm_fx *dm_fx_compile(const char *, struct pb_err *);
void          dm_fx_free(struct dm_fx *);
char         *dm_fx_print(const struct dm_fx *);

/* ---- the state -------------------------------------------------- */

/* Phases: what the game waits on.  Saved as numbers: never renumber. */
enum dm_phase {
	DM_P_RETRIEVE,   /* the active seat takes its dice */
	DM_P_ACTION,     /* the active seat acts */
	DM_P_ROLL,       /* a seat rolled in private and submits */
	DM_P_REPAIRPICK, /* which token a repair removes */
	DM_P_ORDER,      /* the ordered seat chooses */
	DM_P_TASK,       /* the active seat plays 1 of the Tasks drawn */
	DM_P_INOUT,      /* IN or OUT, clockwise */
	DM_P_COMPLICATION,
	DM_P_TEST,       /* a shield test matched: which damage */
	DM_P_EVENT,      /* the Commander picks 1 of 2 Events */
	DM_P_VOTE,       /* sealed ballots */
	DM_P_TIE,        /* the Commander breaks a tie */
	DM_P_FORCED,     /* the active seat names the forced vote's target */
	DM_P_DAMAGE,     /* Test Commander failed: the Infected picks */
	DM_P_INTERFERE,  /* a revealed Infected orders 3 Tasks */
	DM_P_ENDED,
	DM_P_JUDGE,      /* the Commander quarantines or releases a player (an Event) */
	DM_P_CORP,       /* Shadow Corporation: the active seat reveals a Corporation die */
	DM_P_EVAC        /* the active seat calls the forced evacuation vote */
};
#define DM_NPHASES (DM_P_EVAC + 1)

/* Stages of a turn, for dm_advance().  Saved: never renumber. */
enum dm_stage {
	DM_S_START,       /* retrieve */
	DM_S_ACTION,      /* the action, or the ordered seat's */
	DM_S_ACTION_DONE, /* the action resolved */
	DM_S_TASK,        /* the Tasks drawn, one to play */
	DM_S_INOUT,       /* IN or OUT from cursor */
	DM_S_ROLLS,       /* IN players roll from cursor */
	DM_S_COMPLICATION,
	DM_S_CUBE,        /* step 5, then 6 and 7 */
	DM_S_SUSPICION,   /* step 8 */
	DM_S_FORCED,      /* step 9 */
	DM_S_NEXT,        /* the next player's turn */
	DM_S_WAIT,        /* a sub-decision (vote, roll, pick, event) is open */
	DM_S_EVAC         /* Shadow Corporation: the forced evacuation vote */
};

/* What a vote decides (s->vote_kind). */
enum dm_vote_kind { DM_VK_QUARANTINE, DM_VK_AMPUTATE, DM_VK_AUTHORIZE, DM_VK_TAKEOFF };

/* What a private roll is for. */
enum dm_rollfor {
	DM_R_SHIELD, /* Repair Shield, Life Support, Outpost: as enum dm_system */
	DM_R_LIFE,
	DM_R_OUTPOST,
	DM_R_WOLF,
	DM_R_MALF,
	DM_R_TESTCMD
};

enum dm_inout { DM_UNDECLARED, DM_IN, DM_OUT };

struct dm_seat {
	int character;   /* index in pack chars */
	int status;      /* index in pack statuses */
	int revealed;
	int quarantined;
	int tokens;      /* the sum of the Die tokens, signed */
	int dice[DM_NCOLOURS];
	int inout;       /* enum dm_inout */
	int submitted;   /* dice submitted in this Malfunction */
	int rerolled;    /* Luba's re-roll used this turn */
	int nroll;       /* the private roll: dice rolled, not submitted */
	int roll_col[DM_MAXROLL];
	int roll_face[DM_MAXROLL];
	int ballot;      /* seats.h ballot box entry */
	int finished;    /* done rolling in this Malfunction */
	int stand_out;   /* standing instructions: DM_STAND_* bits (dm_standing.c) */
	int gone;        /* the moderator removed the seat (dm_remove.c): it never acts again */
	/* Shadow Corporation (saved only with the expansion). */
	int authorized;  /* its Authorized Evacuation token is on the board */
	int amputated;   /* holds an Amputation token */
	int threat;      /* 1 + its Threat card, 0: none */
	int claim;       /* 1 + the kind of the Threat token it took, 0: none */
	int jolly;       /* that token is a Jolly */
	int did;         /* acts done as active player: bit 1 << enum dm_threat_kind */
};

/* Standing instructions (dm_standing.c), the bits of stand_out. */
#define DM_STAND_OUT(sys) (1 << (sys)) /* OUT of the system's Malfunctions */
#define DM_STAND_BEST (1 << 8)         /* submit the best die */
#define DM_STAND_VOTE1 (1 << 9)        /* the ballot: 1 + black, red, none */
#define DM_STAND_VOTE (3 << 9)

enum dm_winner { DM_NOBODY, DM_WIN_UNINFECTED, DM_WIN_INFECTED, DM_WIN_COMPANY };

struct dm_state {
	const struct dm_pack *pack; /* borrowed */
	int                   nseats;
	struct pb_rng         rng;
	/* Options. */
	int      status_cards; /* 7 or 8 */
	int      cube_icon;    /* only Tasks with the cube icon add a cube */
	int      successor;    /* DM_SUCC_* */
	int      final_opt;    /* the Final Event chosen, -1: random */
	unsigned variants;     /* DM_VAR_* */
	int      sc;           /* expansion=sc: Shadow Corporation */
	int      threats;      /* its module 1 */
	int      company;      /* its module 2, the Company Man */
	int      company_aboard; /* company_takeoff=aboard: it must be aboard to win */
	/* The turn. */
	int phase, active, commander, first, turn;
	int ordered, order_left; /* Issue Order: the seat and its actions left */
	int roller, roll_for, roll_submit; /* a private roll: whose, what for, dice to submit */
	int task, task_result; /* the current Task (-1), success 1, failure 0, -1 open */
	int difficulty, success;
	int named;   /* the player a Complication or vote names */
	int stage;   /* where the turn is (enum dm_stage) */
	int cursor;  /* the seat declaring or rolling in a Malfunction */
	int system;  /* the Malfunction's system (the any card's choice) */
	int pending; /* damage choices owed after a shield test matched */
	int chooser; /* who makes them */
	int vote_return, event_return; /* the stage after a vote, an Event pick */
	int judge_return;              /* the stage after the Commander's judgement */
	int want_event, want_judge, want_vote; /* asked by an effect, not yet begun */
	/* The board. */
	int shield, suspicion, sabotage; /* sabotage: 0 or 1 + enum dm_system */
	int cams[DM_CAMERAS + 1];        /* Event per camera, the Final Event last; -1 */
	int cubes[DM_CAMERAS + 1];
	int camera;                      /* the current camera 0..3 */
	int avail[DM_NCOLOURS], spent[DM_NCOLOURS];
	int vote_target, vote_caller, vote_forced, vote_release;
	int all_revealed;
	/* Shadow Corporation (dm_sc.c). */
	int vote_kind;                 /* enum dm_vote_kind */
	int evac, evac_ready, evac_failed; /* the Evacuation cube; Refueling done; the Failure seen */
	int corp_n, corp_face[3];      /* the Corporation dice rolled, faces; only the roller sees */
	int corp_shown;                /* the face revealed, -1 none */
	/* Decks. */
	struct deck tasks, task_disc, task_out, drawn;
	struct deck events, event_disc, finals_out;
	struct deck outposts, outposts_on, fatigue, fatigue_on;
	struct deck fatigue_out;     /* tokens out of the reserve (Shadow Corporation) */
	struct deck event_out;       /* the expansion's Events in a base game */
	struct deck outposts_out;    /* the expansion's Outpost token in a base game */
	/* The end. */
	int  winner; /* enum dm_winner */
	char reason[32];
	struct dm_seat seat[DM_MAX_SEATS + 1];
};

/* Who takes the Commander card when the caller cannot (conflict 5). */
#define DM_SUCC_FREE 0      /* the first player to the left not in quarantine */
#define DM_SUCC_UNINFECTED 1 /* the first unrevealed player to the left */

/* Variants (option "variant"). */
#define DM_VAR_NERF_EXTREME (1u << 0)
#define DM_VAR_NERF_NORMAL (1u << 1)
#define DM_VAR_SAFE_ORDERS (1u << 2)
#define DM_VAR_FATIGUED_INFECTED (1u << 3)
#define DM_VAR_COSTLY (1u << 4)
#define DM_VAR_EXPENSIVE_VOTING (1u << 5)
#define DM_VAR_FIRST_IS_LAST (1u << 6)
#define DM_VAR_FLIMSY (1u << 7)
#define DM_VAR_TELEPATHIC (1u << 8)
#define DM_VAR_DEADLY (1u << 9)
#define DM_VAR_NO_COMPLICATIONS (1u << 10)
#define DM_NVARIANTS 11

extern const char *const dm_variant_names[DM_NVARIANTS + 1];

/* dm_setup.c */
enum pb_rc dm_create(const void *, json_t *, int, const unsigned char *, void **, json_t **,
    struct pb_err *);
enum pb_rc dm_state_new(const void *, json_t *, int, struct dm_state **, json_t **,
    struct pb_err *);
void       dm_free(void *);
int        dm_limit(const struct dm_state *, int seat);
int        dm_held(const struct dm_state *, int seat);
int        dm_is_infected(const struct dm_state *, int seat);
int        dm_fatigued(const struct dm_state *, int seat);
int        dm_seat_of_character(const struct dm_state *, int);

/* dm_sc.c */
int dm_in_set(const struct dm_state *, int sc);
int dm_sc_options(struct dm_state *, json_t *, struct pb_err *);
void dm_sc_reserve(struct dm_state *);
void dm_sc_rebuild(struct dm_state *);
int  dm_authorized(const struct dm_state *);
int  dm_may_authorize(const struct dm_state *, int);
int  dm_may_takeoff(const struct dm_state *);
int  dm_sc_evac_due(const struct dm_state *);
void dm_sc_did(struct dm_state *, int seat, int kind);
int  dm_sc_company(const struct dm_state *);

/* dm_state.c */
char      *dm_save(const void *);
enum pb_rc dm_load(const void *, json_t *, int, const unsigned char *, const char *, void **,
    struct pb_err *);
int        dm_state_check(const struct dm_state *, char *why, size_t len);

#endif
