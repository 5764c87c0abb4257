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
/*	dow_help.c	HELP: the commands a seat may give now, tried
/*	dow_view.c	public, private and omniscient views
/*	dow_picture.c	a picture of the board, from a view
/*	dow_words.c	Italian and Spanish: command words, texts, names
/*
/*	The game-free toolkit of core it is built on: decks and piles
/*	(deck(3): every pile of the state), dice as face tables (dice(3):
/*	the exposure die, the d6), the order round the table and sealed
/*	ballots (seats(3): turns, exile votes, requests), the INI pack
/*	loader (packini(3)) and the JSON state fields (jfield(3)).
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
#include "core/deck.h"
#include "core/game.h"
#include "core/rng.h"
#include "core/seats.h"

extern const struct game_ops dow_ops;
struct dow_state;
struct dow_state *dow_game_state(void *);

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

/* A card's words in another language, read from an overlay section
 * "[LANG TYPE ID]" (dow_content.c): the text at offset off of the card
 * struct (its name, an ability, an option ...) in language lang
 * (lang_index(): 1 it, 2 es).  Words only: never a rule. */
struct dow_tr {
	int            lang;
	size_t         off;
	char          *text;
	struct dow_tr *next;
};

struct dow_names {
	char          *id;
	char          *name;
	unsigned       flags;
	struct dow_tr *tr; /* this card's translations, or NULL */
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
	int   kill_die; /* a killed zombie goes on the card on a d6 of this or more, 0 never */
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

/* Board geometry.  The colony has 6 numbered entrances; every other
 * location has 1.  Space counts are not in the rulebooks' text (their
 * boards are pictures): a pack may set them in [location ID] sections,
 * and pbemd-dow(7) gives the defaults (dow_content.c loc_defaults). */
#define DOW_MAXENTR 6
#define DOW_NOISE_MAX 4 /* noise tokens per location per round */

struct dow_location {
	int spaces;          /* survivor spaces (helpless included) */
	int entrance_spaces; /* spaces of each entrance */
	int entrances;       /* 6 for the colony, 1 elsewhere */
};

/* The exposure die: how many faces of each result.  Not stated in the
 * texts (shared/rules E, A2); an option, default 6 blank, 3 wound, 2
 * frostbite, 1 bite. */
enum dow_exposure { DOW_BLANK, DOW_WOUND, DOW_FROSTBITE, DOW_BITE };

/*
 * The rules revision.  A game keeps the rules it was created under: its
 * stored pack is its own and its log replays byte for byte (DESIGN:
 * event sourcing), so a change that would play an old game's commands
 * differently is taken only when the game's pack says "rules = N" in its
 * [pack] section (content/dow/pack.ini) with N >= the revision that
 * brought it.  Packs stored before the key existed read as revision 0;
 * a pack may not ask for more than DOW_REV.  Raise DOW_REV and
 * content/dow's key with each such change, and say what it brought:
 *   1  a card played "on" a survivor takes only one the player controls
 *      (dow_play.c; 28 Nov 2026)
 */
#define DOW_REV 1

struct dow_pack {
	char                  *name;
	char                  *version;
	int                    rev; /* [pack] rules: the rules revision, 0 before (DOW_REV) */
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
	struct dow_location    loc[DOW_NLOCS]; /* geometry: defaults or [location ID] */
	struct dow_fx         *fx;             /* compiled card data: dow_effect.h */
	struct dow_overlay    *overlay;        /* overlay keys read, until attached */
};

enum pb_rc  dow_pack_parse(const char *text, struct dow_pack **, struct pb_err *);
json_t     *dow_pack_summary(const struct dow_pack *);
void        dow_pack_free(struct dow_pack *);
const char *dow_type_name(int);
const char *dow_loc_name(int);
const char *dow_kind_name(int);

/* ---- state ------------------------------------------------------ */

/* Piles are core decks (deck(3)). */

enum dow_phase { DOW_PHASE_SETUP, DOW_PHASE_ROUND, DOW_PHASE_ENDED };

#define DOW_MAXSEATS 5
#define DOW_OFFER 4

struct dow_options {
	char *objective; /* main objective id, or "random" */
	int   cooperative;
	int   expert;
	int   traitors;
	int   elimination;
	int   mature;      /* keep the mature crossroads cards */
	int   exposure[4]; /* faces of the exposure die: blank, wound, frostbite, bite */
	int   rules;       /* the edition of the rules the game was made under */
	int   exiled_help; /* 1: a helpless-survivor card an exiled player plays
	                    * still gives its other effects (morale), 0: not */
};

/* Editions of the rules (dow_options.rules, saved with the canonical
 * options; a game keeps the one it was made under, so old games replay
 * byte for byte): 1 pbemd 0.1 and 0.2; 2 the non-cooperative survivors
 * leave the survivor deck in cooperative and two-player games. */
#define DOW_RULES 2

struct dow_player {
	struct deck offered;     /* survivors dealt at set-up */
	struct deck kept;        /* survivors chosen (set-up) */
	int         leader;      /* survivor index, -1 none (set-up only) */
	int         ready;       /* set-up choice complete */
	struct deck hand;        /* item instances */
	int         secret;      /* objective index, -1 none */
	struct deck dice;        /* unused action dice, their results */
	int         exiled;      /* exiled by a vote */
	int         exiled_obj;  /* exiled objective drawn, -1 none */
	int         out;         /* eliminated (elimination variant) */
	int         xroads;      /* crossroads card drawn this turn, -1 none */
	int         given;       /* cards added to the crisis this round (public) */
	int         won;         /* at the end: 1 won, 0 lost */
	int         auto_bite;   /* standing answer to a bite: 0 none, 1 die, 2 roll */
	int         auto_give;   /* standing answer to requests: 1 give nothing */
	int         auto_vote;   /* standing vote: 0 none, DOW_VOTE_YES, DOW_VOTE_NO */
	int         auto_choose; /* standing crossroads choice: 0 none, 1 or 2 */
	int         relead;      /* the leader died: the seat may name another (leader) */
};

/* A survivor in play: on the board, controlled by a seat. */
struct dow_group {
	int         card;
	int         seat;
	int         loc;
	int         leader;
	int         wounds; /* wound tokens, frostbite ones included */
	int         frost;  /* of which frostbite */
	int         moved;  /* has moved this turn */
	unsigned    used;   /* once-per-round uses: bit 0 its ability, bit 1+i equip i */
	struct deck equip;  /* equipped item instances */
};

/* The decision the game waits for, if any.  Only the seats named may
 * answer; every other seat is told who the game waits for. */
enum dow_wait_kind {
	DOW_W_NONE,
	DOW_W_SEARCH,  /* seat: keep one of cards, or make noise for another */
	DOW_W_BITE,    /* seat: the bitten survivor dies, or rolls exposure */
	DOW_W_VOTE,    /* every seat with votes[k] == DOW_VOTE_DUE */
	DOW_W_XROADS,  /* seat (the active player) chooses option 1 or 2 of xcard */
	DOW_W_REQUEST, /* every seat with votes[k] == DOW_VOTE_DUE answers seat's request */
	DOW_W_SEND     /* seat (exiled) says where its survivors in the colony go */
};

/* votes[] is a ballot box of seats(3), saved as these numbers. */
#define DOW_YES 0                           /* the choices of a ballot */
#define DOW_NO 1                            /* (or of an answer to a request) */
#define DOW_VOTE_NONE SEATS_NONE            /* 0: may not vote */
#define DOW_VOTE_DUE SEATS_DUE              /* 1: must vote */
#define DOW_VOTE_YES (SEATS_CAST + DOW_YES) /* 2 */
#define DOW_VOTE_NO (SEATS_CAST + DOW_NO)   /* 3 */

struct dow_wait {
	int         kind;
	int         seat;     /* who answers (not VOTE) */
	int         survivor; /* SEARCH, BITE: survivor card concerned */
	int         loc;      /* SEARCH: deck; BITE: where */
	struct deck cards;    /* SEARCH: cards seen, in draw order */
	int         target;   /* VOTE: the seat to exile */
	int         xcard;    /* XROADS: the crossroads card revealed */
	int         keeps;    /* SEARCH: cards still to keep (search_keep: more than 1) */
	int         votes[DOW_MAXSEATS + 1];
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
	int                    starvation;   /* starvation tokens in the food supply */
	int                    first_player; /* seat, 0 before set-up ends */
	int                    active;       /* seat whose turn it is, 0 outside turns */
	int                    turns;        /* turns taken this round */
	int                    exile_called; /* an exile vote was called this turn */
	int                    crisis;       /* crisis card revealed this round, -1 none */
	int                    samples;      /* tokens on the main objective card */
	int                    kills;        /* zombies killed in the game */
	int                    no_move;      /* round until which survivors cannot move (0 none) */
	int                    hunted;       /* every move also rolls a die: 2- is a wound */
	int                    ended_by;     /* how the game ended: see dow_round.c */
	int                    acted;        /* the active seat has acted this turn */
	int                    zombies[DOW_NLOCS][DOW_MAXENTR];
	int                    barricades[DOW_NLOCS][DOW_MAXENTR];
	int                    noise[DOW_NLOCS];
	int                    helpless[DOW_NLOCS];
	struct deck            deck[DOW_NLOCS]; /* item decks; [COLONY] unused */
	struct deck            box;             /* item instances out of the game */
	struct deck            waste;
	struct deck            contrib; /* crisis contributions, face down */
	struct deck            crises;
	struct deck            crises_out; /* removed or resolved crisis cards */
	struct deck            xroads;
	struct deck            xroads_out;           /* removed (mature, non-cooperative) */
	struct deck            survivors;            /* survivor deck */
	struct deck            surv_out;             /* survivors out of the game */
	struct deck            exiled;               /* exiled objective deck */
	struct deck            obj_box;              /* objectives returned unseen */
	struct dow_player      pl[DOW_MAXSEATS + 1]; /* [1..nseats] */
	struct dow_group      *group;
	int                    ngroup;
	struct dow_wait        wait;
	struct pb_buf          journal; /* public events since the last mail to everyone */
	/* Events of the turn not yet matched against the crossroads cards
	 * (dow_play.c): those of the command being applied, and those that
	 * a decision (a bite, a choice) held back until it is answered. */
	struct {
		int kind, surv, loc, from, type, n;
	} evq[64];
	int nevq;
};

struct dow_state *dow_state_new(const struct dow_pack *);
void              dow_state_free(struct dow_state *);
struct dow_state *dow_state_clone(const struct dow_state *);
char             *dow_state_save(const struct dow_state *);
json_t           *dow_state_json(const struct dow_state *);
enum pb_rc        dow_state_load(struct dow_state *, const char *, struct pb_err *);
int               dow_state_check(const struct dow_state *);

enum pb_rc dow_options_parse(
    const struct dow_pack *, json_t *, int nseats, struct dow_options *, struct pb_err *);
json_t    *dow_options_json(const struct dow_options *);
void       dow_options_clear(struct dow_options *);
enum pb_rc dow_setup(struct dow_state *, struct pb_err *);
void       dow_setup_finish(struct dow_state *);
int        dow_keep_count(const struct dow_state *);
int        dow_removed(const struct dow_state *, unsigned flags);

/* ---- the rules (dow_harm.c, dow_colony.c, dow_round.c, dow_action.c) ----
 *
 * Every rule function is pure: it changes the state and appends what
 * happened, in English sentences a player reads, to a public log (a
 * struct pb_buf every seat sees).  Private facts (the cards a search
 * shows) never go to that log.  Group indices (gi) index s->group[];
 * they change when a survivor leaves play, so never keep one across a
 * call that can kill. */

int         dow_group_find(const struct dow_state *, int card);
int         dow_loc_people(const struct dow_state *, int loc);
int         dow_loc_room(const struct dow_state *, int loc);
int         dow_entr_room(const struct dow_state *, int loc, int e);
int         dow_loc_zombies(const struct dow_state *, int loc);
int         dow_seat_survivors(const struct dow_state *, int seat);
const char *dow_surv_name(const struct dow_state *, int card);
const char *dow_item_name(const struct dow_state *, int inst);
int         dow_pile_match(
            const struct dow_state *, const struct deck *, char *const *argv, int argc, int *used);
const char *dow_pile_near(
    const struct dow_state *, const struct deck *, char *const *argv, int argc);
const char *dow_loc_title(int loc);

int        dow_d6(struct dow_state *);
int        dow_exposure(struct dow_state *, int gi, struct pb_buf *log);
int        dow_exposure_best(struct dow_state *, int gi, int best, struct pb_buf *log);
void       dow_wound(struct dow_state *, int gi, int frostbite, struct pb_buf *log);
void       dow_kill(struct dow_state *, int gi, const char *why, struct pb_buf *log);
void       dow_bite(struct dow_state *, int gi, struct pb_buf *log);
void       dow_remove(struct dow_state *, int gi, const char *why, struct pb_buf *log);
void       dow_seat_remove(struct dow_state *, int seat, struct pb_buf *log);
enum pb_rc dow_bite_answer(
    struct dow_state *, int seat, int roll, struct pb_buf *log, struct pb_err *);
void dow_frostbite_turn(struct dow_state *, int seat, struct pb_buf *log);
void dow_morale(struct dow_state *, int delta, struct pb_buf *log);
void dow_add_zombies(struct dow_state *, int loc, int n, struct pb_buf *log);
int  dow_kill_zombie(struct dow_state *, int loc, struct pb_buf *log);
int  dow_kill_zombie_at(struct dow_state *, int loc, int entrance, struct pb_buf *log);
void dow_add_survivor(struct dow_state *, int seat, int card, int loc, struct pb_buf *log);

unsigned dow_seats_out(const struct dow_state *);
int      dow_next_seat(const struct dow_state *, int seat, int dir);
int      dow_seats_in(const struct dow_state *);
void     dow_round_start(struct dow_state *, struct pb_buf *log);
void     dow_turn_start(struct dow_state *, int seat, struct pb_buf *log);
void     dow_turn_end(struct dow_state *, struct pb_buf *log);

void dow_colony_phase(struct dow_state *, struct pb_buf *log);
void dow_crisis_resolve(struct dow_state *, struct pb_buf *log);
void dow_game_over(struct dow_state *, const char *why, struct pb_buf *log);

/* Turn actions (dow_action.c): the signature of dow_command(). */
#define DOW_ACTION(name)                                                                           \
	enum pb_rc name(struct dow_state *, int seat, const struct lex_line *,                     \
	    struct game_result *, struct pb_err *)
DOW_ACTION(dow_act_move);
DOW_ACTION(dow_act_attack);
DOW_ACTION(dow_act_search);
DOW_ACTION(dow_act_noise);
DOW_ACTION(dow_act_keep);
DOW_ACTION(dow_act_barricade);
DOW_ACTION(dow_act_clean);
DOW_ACTION(dow_act_attract);
DOW_ACTION(dow_act_food);
DOW_ACTION(dow_act_crisis);
DOW_ACTION(dow_act_equip);
DOW_ACTION(dow_act_handoff);
DOW_ACTION(dow_act_end);
DOW_ACTION(dow_act_bite);
DOW_ACTION(dow_act_play);
DOW_ACTION(dow_act_use);
DOW_ACTION(dow_act_place);
DOW_ACTION(dow_act_choose);
DOW_ACTION(dow_act_exile);
DOW_ACTION(dow_act_vote);
DOW_ACTION(dow_act_request);
DOW_ACTION(dow_act_give);
DOW_ACTION(dow_act_standing);
DOW_ACTION(dow_act_reveal);
DOW_ACTION(dow_act_send);
DOW_ACTION(dow_act_relead);
void dow_send_wait(struct dow_state *);
void dow_emit(struct dow_state *, int kind, int surv, int loc, int from, int type, int n);
void dow_emit_flush(struct dow_state *);
int  dow_word_loc(const char *);
const char *dow_loc_word(int);

enum pb_rc dow_command(
    struct dow_state *, int seat, const struct lex_line *, struct game_result *, struct pb_err *);
json_t *dow_help(const struct dow_state *, int seat, int lang, const char *word);
json_t *dow_actions(const struct dow_state *, int seat, int lang, size_t max);
int        dow_knows(const struct dow_state *, int seat, const char *word);
int        dow_help_fill(
    const struct dow_state *, int seat, const char *word, int example, json_t *entry);
json_t *dow_view(const struct dow_state *, int seat, int lang);
char   *dow_headline(const struct dow_state *, int seat, int lang);

/* A picture of the board from a view (dow_picture.c). */
struct picture;
enum pb_rc dow_picture(const json_t *view, const char *locale, struct picture *, struct pb_err *);

/* Time and moderation (dow_time.c). */
const char *dow_decision(const void *, int seat);
long        dow_decision_round(const void *, int seat);
char       *dow_default_line(const void *, int seat, int attempt);
enum pb_rc  dow_moderate(void *, const struct lex_line *, struct game_result *, struct pb_err *);
/* ---- languages (dow_words.c): lang 0 en, 1 it, 2 es ---------------- */

extern const struct lang_word dow_words[];
extern const struct lang_msg  dow_msgs[];
void        dow_names(const struct dow_state *, const char *locale, struct lang_dict *);
const char *dow_name_in(const struct dow_names *, int lang);
const char *dow_card_text(const struct dow_names *, char *const *en, int lang);
const char *dow_card_words(const struct dow_state *, const char *en, int lang);
const char *dow_loc_in(int loc, int lang);
const char *dow_type_in(int type, int lang);
const char *dow_kind_in(int kind, int lang);
const char *dow_text_in(const char *en, int lang);
const char *dow_more(const char *word, int lang);

#endif
