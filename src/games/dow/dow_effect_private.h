/*++
/* NAME
/*	dow_effect_private 3h
/* SUMMARY
/*	Dead of Winter: the effect vocabulary's private declarations
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	What the files of the effect module share and nothing else
/*	includes: the compiled forms of conditions, effects and
/*	modifiers, the word tables (Dead of Winter's quantities and
/*	verbs for the game-free language of expr(3h)), and the check
/*	and apply contexts.  The module is split by its parts:
/*
/*	dow_effect_lex.c	words: locations, item types, survivor
/*				ids, read from the lexer of expr(3h);
/*	dow_effect_compile.c	conditions, effects, modifiers and
/*				triggers compiled from text;
/*	dow_effect_keys.c	the raw keys of a pack: stored, compiled
/*				onto their cards, checked;
/*	dow_effect_print.c	the canonical text of compiled forms;
/*	dow_effect_eval.c	conditions evaluated for a seat;
/*	dow_effect_check.c	the check pass of an effect (a budget);
/*	dow_effect_apply.c	the apply pass of an effect;
/*	dow_effect.c		the entry points: check, then apply;
/*	dow_effect_query.c	crossroads triggers and modifiers.
/*
/*	Names shared between these files start with fx_; the invariants
/*	(F1) to (F3) are in dow_effect.c.
/* SEE ALSO
/*	dow_effect(3h), the public interface; expr(3h), the grammar.
/*--*/

#ifndef DOW_EFFECT_PRIVATE_H
#define DOW_EFFECT_PRIVATE_H

/* System. */
#include <stddef.h>

/* pbemd-wide. */
#include "core/expr.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

#define NL DOW_NLOCS
#define N_ALL EXPR_ALL /* the count "all" */

/* ==== words ========================================================= */

/* Location words beyond the seven: sums or sets, and names from the target. */
enum { L_OUTSIDE = NL, L_ALL, L_MINE, L_OCCUPIED, L_HERE, L_THERE, L_NWORDS };

#define LA_ONE (1u << 0)  /* one of the seven */
#define LA_SUM (1u << 1)  /* outside, all, mine (sums or sets) */
#define LA_OCC (1u << 2)  /* occupied */
#define LA_HERE (1u << 3) /* here */
#define LA_THERE (1u << 4)

#define TYPE_ANY DOW_NTYPES

/* ==== raw keys ======================================================= */

struct fx_raw {
	int         kind;
	int         card;
	const char *key; /* borrowed from fx_keys[kind] */
	char       *value;
};

/* ==== compiled forms ================================================= */

struct dow_cond {
	struct expr x;
};

struct step {
	int                verb;
	int                n;
	int                loc, loc2;
	int                who, wloc;
	int                type;
	struct dow_cond   *cond; /* V_IF */
	struct dow_effect *then, *els;
};

struct dow_effect {
	struct step           *st;
	int                    n;
	const struct dow_cond *req; /* borrowed from the card's require key */
};

struct mod {
	int      kind;
	int      value;
	unsigned locs;
};

struct dow_mods {
	struct mod *m;
	int         n;
	int         once;
	int         cost; /* item type, -1 */
};

/* ==== contexts and quantities ========================================= */

/* Contexts: what a key may use. */
#define CX_SEAT (1u << 0)  /* a seat is "you" */
#define CX_MAIN (1u << 1)  /* the quantity main */
#define CX_EVENT (1u << 2) /* count, here: crossroads */
#define CX_MOVE (1u << 3)  /* move verbs */
#define CX_SELF (1u << 4)  /* a survivor may act */

enum q {
	Q_MORALE,
	Q_ROUNDS,
	Q_ROUND,
	Q_FOOD,
	Q_STARVATION,
	Q_WASTE,
	Q_SAMPLES,
	Q_KILLS,
	Q_PLAYERS,
	Q_PLAYERS_IN,
	Q_EXILED_PLAYERS,
	Q_MAIN,
	Q_ZOMBIES,
	Q_BARRICADES,
	Q_BARRICADED,
	Q_NOISE,
	Q_HELPLESS,
	Q_PEOPLE,
	Q_FROSTBITTEN,
	Q_MAX_ZOMBIES,
	Q_WOUNDED_ALL,
	Q_COLONY_PLAYERS,
	Q_HAND,
	Q_EQUIPPED,
	Q_CARRIED,
	Q_HAND_TYPES,
	Q_SURVIVORS,
	Q_OTHERS,
	Q_WOUNDED,
	Q_MAX_WOUNDS,
	Q_UNEQUIPPED,
	Q_DICE,
	Q_EXILED,
	Q_LEADER_HIGHEST,
	Q_LEADER_LOWEST,
	Q_CONTROLS,
	Q_COUNT
};

enum qarg { QA_NONE, QA_LOC, QA_LOCOPT, QA_TYPE, QA_DIE, QA_SURV };

/* What a quantity needs (struct expr_quantity's needs): context bits. */
#define QF_SEAT CX_SEAT
#define QF_MAIN CX_MAIN
#define QF_EVENT CX_EVENT

#define NOLOC (-1)

enum verb {
	V_FOOD,
	V_MORALE,
	V_STARVATION,
	V_HELPLESS,
	V_KILL_HELPLESS,
	V_CLEAN,
	V_DISCARD,
	V_PAY,
	V_DISCARD_EACH,
	V_DRAW,
	V_FETCH,
	V_MILL,
	V_PEEK,
	V_PEEK_CRISIS,
	V_PEEK_CONTRIB,
	V_REVEAL,
	V_ZOMBIES,
	V_KILL,
	V_MOVE_ZOMBIES,
	V_NOISE,
	V_BARRICADE,
	V_WOUND,
	V_FROSTBITE,
	V_HEAL,
	V_UNFROST,
	V_EXPOSE,
	V_KILL_SURVIVOR,
	V_RETIRE,
	V_SEND,
	V_SURVIVOR,
	V_DIE,
	V_REROLL,
	V_LOSE_DIE,
	V_NO_MOVE,
	V_HUNTED,
	V_VOTE,
	V_CANCEL_VOTE,
	V_NOTHING,
	V_NO_EXPOSURE,
	V_BEST_EXPOSURE,
	V_ROLL,
	V_IF
};

/*
 * Argument specs, one character per argument:
 * N signed count (all, -all), P positive count or all, p optional
 * positive count (1), L location, l optional location (colony),
 * K location of a deck (not the colony), W who, w optional who (self),
 * T item type, V vote target.
 */
#define VF_SEAT (1u << 0) /* needs a seat */
#define VF_MOVE (1u << 1) /* only on when = move */
#define VF_SETS (1u << 2) /* sums and occupied allowed */

/* Who words. */
enum who { W_TARGET, W_NEAR, W_SELF, W_EACH, W_YOURS, W_LOWEST, W_HIGHEST, W_WORST, W_NWORDS };

struct mdef {
	const char *word;
	const char *arg; /* "-" negative count, "+" positive, "n" number, "" none */
};

/* ==== the check and apply passes ====================================== */

struct budget {
	int  food, starv, waste, crises, survdeck, vote;
	int  hand, dice, dice_low;
	int  handtype[DOW_NTYPES];
	int  helpless[NL], people[NL], zombies[NL], barr[NL], eroom[NL], noise[NL], deck[NL];
	int  ngroup;
	int *wounds, *frost, *loc, *gone;
};

struct ectx {
	struct dow_state        *s; /* NULL in the check pass */
	const struct dow_state  *cs;
	int                      seat;
	const struct dow_target *t;
	int                      self;  /* acting survivor card, -1 */
	int                      there; /* named location, -1 */
	int                      here;  /* self's location, else where the trigger happened */
	struct budget           *b;
	struct pb_buf           *log;
	struct pb_err           *err;
	int                      lenient; /* crisis: skip a refused step */
	int                      no_gain; /* helpless refused to an exiled player with
	                                   * exiled_helpless=nothing: no morale gained */
};

/* ==== the word tables ================================================== */

extern const char *const          fx_loc_words[NL];
extern const char *const          fx_type_words[DOW_NTYPES];
extern const char *const          fx_lset_words[L_NWORDS - NL];
extern const struct expr_quantity fx_qdefs[Q_COUNT + 1];
extern const struct expr_verb     fx_vdefs[V_IF + 1];
extern const char *const          fx_who_words[W_NWORDS];
extern const struct mdef          fx_mdefs[DOW_MOD_NKINDS];
extern const char *const          fx_event_words[DOW_EV_NKINDS];
extern const struct expr_lang     fx_lang; /* the quantities and verbs */

/* ==== dow_effect_lex.c ================================================== */

void fx_lex_start(struct expr_lex *lx, const struct dow_pack *p, const char *value, unsigned ctx);
int  fx_word_index(const char *const *t, int n, const char *w);
int  fx_loc_word(const char *w);
int  fx_parse_loc(struct expr_lex *lx, unsigned la);
int  fx_parse_type(struct expr_lex *lx, int any);
int  fx_surv_index(const struct dow_pack *p, const char *id);

/* ==== dow_effect_compile.c ============================================== */

struct dow_cond   *fx_compile_cond(struct expr_lex *lx);
struct dow_effect *fx_compile_effect(struct expr_lex *lx);
struct dow_mods   *fx_compile_mods(struct expr_lex *lx);
void               fx_trigger_parse(struct expr_lex *lx, struct dow_trigger *t);
unsigned           fx_kind_ctx(int kind);
void               fx_cond_free(struct dow_cond *c);
void               fx_effect_free(struct dow_effect *e);
void               fx_mods_free(struct dow_mods *m);

/* ==== dow_effect_print.c ================================================ */

void fx_qprint(struct pb_buf *b, const struct expr_node *n);

/* ==== dow_effect_eval.c ================================================= */

int fx_item_type(const struct dow_state *s, int inst);
int fx_cards_of(const struct dow_state *s, const struct deck *p, int type, int except);

/* ==== dow_effect_check.c ================================================ */

int         fx_refuse(struct ectx *c, const char *fmt, ...) PB_PRINTF(2, 3);
void        fx_budget_init(struct budget *b, const struct dow_state *s, int seat, int except);
void        fx_budget_free(struct budget *b);
const char *fx_where(int l);
int         fx_one_loc(struct ectx *c, int w);
unsigned    fx_locs_of(struct ectx *c, int w, int *ok);
int         fx_who_list(struct ectx *c, const struct step *st, int *v);
int         fx_chk_step(struct ectx *c, const struct step *st);
int         fx_chk_effect(struct ectx *c, const struct dow_effect *e);

/* ==== dow_effect_apply.c ================================================ */

void fx_ap_effect(struct ectx *c, const struct dow_effect *e);

#endif
