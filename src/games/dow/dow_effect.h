/*++
/* NAME
/*	dow_effect 3h
/* SUMMARY
/*	Dead of Winter: the card effect vocabulary (conditions, triggers,
/*	costs, effects, modifiers) and its evaluation
/* SYNOPSIS
/*	#include "games/dow/dow_effect.h"
/* DESCRIPTION
/*	Every card of a pack carries, beside its English text, data keys
/*	that say the same thing in a small language; the engine plays the
/*	data, never the text.  This comment is the reference for pack
/*	authors (pbemd-dow(7) copies it).  Text and data of a card must
/*	agree: when they cannot, rewrite the text of your own design.
/*
/*	DATA KEYS, per card type
/*	survivor	power = EFFECTS   an ability used as a turn action
/*			(the existing keys apply: die N needs an unused
/*			action die of N or more, once_per_round, and
/*			ability_where, where the survivor must stand);
/*			passive = MODIFIERS   always on (once_per_round
/*			and ability_where apply too);
/*			when = turn_start   the power is used only at the
/*			start of your turn (Forest Plum);
/*			require = CONDITION   the power only when it holds
/*			(here is the survivor's location).
/*			Every survivor has power, passive or both.
/*	item		play = EFFECTS   waste and event cards (required);
/*			when = turn | move   move: played with a move of
/*			the named survivor, whose move it changes (Fuel);
/*			equip = MODIFIERS   equip cards (required);
/*			use = EFFECTS   an equip card's own action;
/*			require = CONDITION   play (or use) only when it
/*			holds (here is the named survivor's location).
/*			A food card's play must add exactly its food key.
/*	crisis		fail = EFFECTS   when the crisis is not prevented
/*			(required); bonus = EFFECTS   when the points
/*			exceed the need by 2 or more: it replaces the
/*			general +1 morale (E32: the card wins, no stacking).
/*	crossroads	on = EVENT [QUALIFIERS]   the trigger (required);
/*			if = CONDITION   more of the trigger;
/*			do1 = EFFECTS, do2 = EFFECTS   the options, do2
/*			exactly when the card has option2.
/*	main		win = CONDITION, expert_win = CONDITION (required);
/*			kill_die = N, expert_kill_die = N   every killed
/*			zombie goes on the card (samples) on a d6 of N or
/*			more (We Need More Samples: 4); place = TYPE, ...
/*			the item types a player may place from hand on the
/*			card (each adds 1 to samples; none by default).
/*	secret, betrayal, exiled
/*			win = CONDITION (required).
/*
/*	CONDITIONS
/*	An integer expression read for one seat ("you"): comparisons
/*	(>= <= > < == !=), + - * / and parentheses over numbers and
/*	the quantities below, joined by "and", "or", "not" (or "!").
/*	A quantity alone is true when it is not 0.  Put spaces around a
/*	minus sign (a word may contain "-": survivor ids do).  LOC is
/*	colony, police, grocery, school, gas, library, hospital, or a
/*	sum: outside (every non-colony location), all (the 7), mine
/*	(the non-colony locations where you control a survivor), here
/*	(a crossroads: where the trigger happened).  TYPE is weapon,
/*	fuel, medicine, food, tool, survivor, education or any.
/*	game	morale, rounds (the round track), round, food, starvation,
/*		waste (cards in the waste pile), samples (on the main
/*		objective), kills (zombies killed in the game), players
/*		(seats that started the game), players_in (neither exiled
/*		nor out), exiled_players, main (the main objective is
/*		completed: while playing, its win condition holds; once
/*		the game is over, it ended by the objective).
/*	board	zombies LOC, barricades LOC, barricaded LOC (entrances
/*		holding a barricade), noise LOC, helpless LOC, people LOC
/*		(survivors in play and helpless), frostbitten LOC
/*		(survivors with a frostbite token), max_zombies [LOC]
/*		(the most at one location of LOC, default outside),
/*		wounded_all (survivors in play with a wound token),
/*		colony_players (players controlling a survivor in the
/*		colony).
/*	you	hand TYPE, equipped TYPE, carried TYPE (hand and
/*		equipped), hand_types (different types in hand),
/*		survivors [LOC], others [LOC] (survivors of the other
/*		players), wounded (your survivors with a wound token),
/*		max_wounds (the most wound tokens on one of yours),
/*		unequipped (yours with nothing equipped), dice V|any
/*		(unused action dice showing V), exiled, leader_highest,
/*		leader_lowest (your leader's influence among all leaders),
/*		controls ID [LOC] (the survivor card ID, at LOC).
/*	event	count (a crossroads: the number the event carries,
/*		e.g. noise tokens placed).
/*	A main objective's win may not use "you" quantities or main.
/*	Hunger: win = main and hand food >= 3.  We Need More Samples:
/*	win = samples >= 3 * players.
/*
/*	EFFECTS
/*	Steps joined by " + ", done in order.  A gate takes the rest:
/*	"roll N then STEPS [else STEPS]" (an independent d6 of N or
/*	more, B8) or "if CONDITION then STEPS [else STEPS]".  N is a
/*	number, signed where it can be negative, or all.  WHO names
/*	survivors: target (one you control, named by the player), near
/*	(one at self's location, named by the player, any controller,
/*	self included), self (the survivor using its power or its
/*	equipment, the survivor the crossroads trigger names, or for a
/*	played card the target), each LOC (every survivor there), yours
/*	[LOC] (every survivor you control), lowest LOC, highest LOC
/*	(influence), worst [LOC] (most wound tokens, then lowest
/*	influence; no LOC: among yours).  LOC as in conditions, where
/*	here is self's location (a played card: the target's; a
/*	crossroads: where the trigger happened) and there is a location
/*	the player names.
/*	supplies  food N, morale N, starvation N, helpless N [LOC] (a
/*		negative N removes, not kills), kill_helpless N [LOC],
/*		clean N (waste pile to the box), discard N (random cards
/*		of your hand to the waste pile), pay TYPE (a TYPE card of
/*		your hand to the waste pile: the player names it, or the
/*		first one), discard_each N (every non-exiled player,
/*		random cards, as many as they have).
/*	decks	draw LOC N (top cards to your hand), fetch LOC TYPE (the
/*		first TYPE card of the deck to your hand, then shuffle it),
/*		mill LOC N (top cards to the waste pile), peek LOC N,
/*		peek_crisis N (private look, put back in the same order),
/*		peek_contrib (private look at the cards added to the
/*		crisis so far),
/*		reveal LOC N TYPE (Gabriel: show the top N, take the first
/*		TYPE card shown, shuffle the rest back).
/*	board	zombies LOC N, kill LOC N (zombies, up to N: rolls no
/*		exposure, add expose), move_zombies LOC LOC N, noise LOC
/*		N (the colony takes none: nothing happens there),
/*		barricade LOC N (negative removes).
/*	survivors wound WHO N, frostbite WHO N, heal WHO N (any wound
/*		tokens), unfrost WHO N (frostbite tokens), expose [WHO [N]]
/*		(roll for exposure N times for each, default self once),
/*		kill_survivor WHO, retire WHO (removed from the game, not
/*		killed: no morale loss), send WHO LOC (moves there without
/*		exposure; not the turn's move), survivor [LOC] (the top of
/*		the survivor deck joins you, default colony; an exiled
/*		player names a location outside the colony).
/*	dice	die N (raise one unused die you control, max 6: the one
/*		the player names, or the lowest below 6), reroll N (your
/*		N lowest unused dice), lose_die N (your N lowest unused
/*		dice are spent).
/*	rules	no_move N (Blizzard: survivors of non-exiled players
/*		cannot move until the end of round + N), hunted (Hunted
/*		option 2: every move also rolls a d6, 2 or less is a
/*		wound), vote first|active (a crossroads calls an exile
/*		vote on that player), cancel_vote, nothing.
/*	move	no_exposure, best_exposure (only on when = move cards:
/*		that move rolls no exposure / rolls twice and keeps the
/*		better face: blank, wound, frostbite, bite).
/*	A step refuses, and with it the whole effect before anything
/*	changes, when it cannot do what it is for: a cost it cannot pay
/*	(food -N, starvation -N, helpless -N, discard, pay, lose_die),
/*	nothing to take or to look at (draw, fetch, mill, peek, reveal,
/*	clean), nothing to kill (kill, kill_helpless, kill_survivor,
/*	retire), nobody to heal, no room (helpless N, survivor, send,
/*	barricade), no die to change, no named target.  Gains and
/*	harms never refuse: food N, morale, zombies, noise N, wound,
/*	frostbite, expose when someone is there.  kill, draw, mill,
/*	clean, heal and unfrost do as much as they can.  Each step is
/*	checked against what the steps before it leave; a gate checks
/*	both branches.
/*
/*	MODIFIERS (equip and passive)
/*	Joined by " + "; LOCS is a list of locations where the survivor
/*	must be for the modifier to work (default anywhere; outside is
/*	every non-colony location).  once and cost concern uses: the
/*	standing rules (wounds_to_kill, no_frostbite, upkeep, votes,
/*	food_die, no_equip) always work.
/*	once (one use per round), cost TYPE (each use pays a TYPE card
/*	from your hand into the waste pile, its own ability unused: the
/*	card is optional, used only when the player says so),
/*	attack -N [LOCS] (attack succeeds on a die N lower, minimum 1),
/*	kills +N [LOCS] (an attack kills N more zombies there, one
/*	exposure roll), attack_kills N [LOCS] (an attack kills N
/*	instead of 1), no_exposure attack|move [LOCS], best_exposure
/*	(every exposure roll: roll twice, keep the better face),
/*	save_exposure N (after an attack roll a d6 first: N or more
/*	rolls no exposure), wounds_to_kill N, no_frostbite (a frostbite
/*	wound is a regular one instead), search_look +N [LOCS] (see N
/*	more cards without noise), search_keep +N [LOCS] (see and keep
/*	N more), free barricade|clean|attract [LOCS] (that action needs
/*	no die), barricade +N [LOCS] (a barricade action places N
/*	more), food_die N (a food token raises a die by N), upkeep -N
/*	(the colony eats N fewer food), votes N (your exile vote counts
/*	N), no_equip.
/*	Lighter: equip = once + cost fuel + attack_kills 4 +
/*	no_exposure attack.
/*
/*	TRIGGERS (crossroads "on")
/*	EVENT [LOC ...] [TYPE] [SURVIVOR-ID]: the event happened to the
/*	active player (a survivor they control), at one of the LOCs (a
/*	move: the destination; leave: the origin; other events: where
/*	it happened), for a card of TYPE, to that survivor.  With a
/*	survivor id, turn_start and anytime need the active player to
/*	control it (at LOC), and it is self for the options.  Events:
/*	turn_start, anytime (after every action, with "if"), move,
/*	leave, search, noise (count: tokens placed in one search),
/*	keep (a card kept from a search), attack, kill, attack_survivor,
/*	barricade, clean, attract, handoff (to another player's
/*	survivor), request_given, request_refused, spend_food, play,
/*	vote (the active player calls an exile vote), vote_any (any
/*	exile vote in the turn), exiled, move_wound (Hunted: a regular
/*	wound from the exposure roll of a move), attack_wound,
/*	frostbite, bitten, killed, declared (never by itself: the
/*	card's holder says with "reveal" that the trigger happened, for
/*	a trigger the data cannot check; "if" still has to hold).
/*
/*	FUNCTIONS
/*	dow_fx_key(), dow_fx_set() and dow_fx_compile() are for the
/*	pack parser: the first says whether a key is data for a card
/*	kind; the second stores its raw text (append joins a
/*	continuation line); the third compiles every stored key once
/*	the pack is read and checks that every card has its data.  On
/*	error it fills struct dow_fx_error (the card and key) for the
/*	parser to name FILE:LINE.
/*
/*	dow_cond_eval() is a condition for a seat (0: no seat, then the
/*	"you" quantities are 0); dow_cond_eval_ev() with the event of a
/*	crossroads.  dow_main_met() is the main objective's win on the
/*	side in play.  dow_objective_met() is the seat's own win: the
/*	exiled objective when it has one (it replaces the secret one,
/*	E41), else its secret or betrayal card, else (no secret
/*	objective: cooperative and 2-player games) the main objective.
/*
/*	dow_effect_check() says whether an effect can happen for a seat
/*	with the target the player gave, changing nothing.
/*	dow_effect_apply_to() checks, then applies: PB_EDATA with the
/*	reason, state unchanged, when a step refuses.  A step whose
/*	subject died in between (an exposure roll) is skipped; a bite
/*	that waits for its decision stops further exposure rolls.
/*	dow_effect_apply() is the same with only a named survivor and
/*	location.  dow_effect_move() says what a when = move card does to
/*	its move (DOW_MOVE_NOEXP, DOW_MOVE_BEST): the move code applies it,
/*	then dow_effect_apply() does nothing more for those steps.
/*	dow_crisis_fail() applies a crisis's fail steps that
/*	can happen, skipping the others; dow_crisis_bonus() its bonus
/*	(or the general +1 morale).  dow_effect_needs() says what a
/*	player must name (DOW_NEED_*).
/*
/*	dow_xroads_match() says whether crossroads card fits an event
/*	(its "on" and "if"), and fills the target its options use.
/*
/*	dow_equip_mod() is a modifier of survivor gi from its equipped
/*	cards and its passive power that work now (location, once per
/*	round not spent), without the optional ones (cost): a sum, or
/*	for wounds_to_kill, attack_kills, food_die and votes the
/*	largest, for save_exposure the smallest, for the yes/no ones 1.
/*	dow_seat_mod() sums it over a seat's survivors (0: every seat).
/*	dow_seat_best() is the largest over a seat's survivors, at
/*	least dflt (food_die, votes: a seat's standing rule).
/*	dow_take_mod() is the modifier of survivor gi for one action: the
/*	sum of its sources that need no card, spending the once ones (for
/*	a yes/no modifier the first source is enough).
/*	dow_mod_sources() lists each source with its value, once and
/*	cost; dow_mod_spend() marks a once source used (bit 0 of
/*	group.used for the survivor's own power, bit 1 + i for equip i)
/*	and pays its cost.
/*
/*	dow_effect_compile() and dow_cond_compile() compile one text as
/*	the effect or condition of a card of that kind would be (the
/*	contexts: a crisis has no "you", a main objective no main ...);
/*	NULL with the message in err.  Caller frees with dow_effect_free()
/*	or dow_cond_free().
/*
/*	dow_effect_str(), dow_cond_str(), dow_mods_str() and
/*	dow_trigger_str() print the compiled forms canonically (caller
/*	frees): what the engine understood, for tests and views.
/* DIAGNOSTICS
/*	Compilation: "KEY: MESSAGE", naming the word that is wrong.
/*	Application: PB_EDATA and a sentence for the player.
/* SEE ALSO
/*	dow_content(3), the pack parser; dow_end(3), the end of the game;
/*	expr(3h), the grammar of conditions and steps without the game;
/*	shared/rules/dead-of-winter.md sections A, C and E.
/*--*/

#ifndef DOW_EFFECT_H
#define DOW_EFFECT_H

#include "core/pb.h"
#include "games/dow/dow.h"

/* Card kinds that carry data. */
enum dow_fx_kind {
	DOW_FX_SURV,
	DOW_FX_ITEM,
	DOW_FX_CRISIS,
	DOW_FX_XROADS,
	DOW_FX_MAIN,
	DOW_FX_OBJ,
	DOW_FX_NKINDS
};

struct dow_cond;   /* compiled condition */
struct dow_effect; /* compiled steps */
struct dow_mods;   /* compiled modifiers */
struct fx_raw;     /* raw key text, during parsing */

enum dow_when { DOW_WHEN_TURN, DOW_WHEN_MOVE, DOW_WHEN_TURN_START };

/* Events of crossroads triggers. */
enum dow_event_kind {
	DOW_EV_TURN_START,
	DOW_EV_ANYTIME,
	DOW_EV_MOVE,
	DOW_EV_LEAVE,
	DOW_EV_SEARCH,
	DOW_EV_NOISE,
	DOW_EV_KEEP,
	DOW_EV_ATTACK,
	DOW_EV_KILL,
	DOW_EV_ATTACK_SURVIVOR,
	DOW_EV_BARRICADE,
	DOW_EV_CLEAN,
	DOW_EV_ATTRACT,
	DOW_EV_HANDOFF,
	DOW_EV_REQUEST_GIVEN,
	DOW_EV_REQUEST_REFUSED,
	DOW_EV_SPEND_FOOD,
	DOW_EV_PLAY,
	DOW_EV_VOTE,
	DOW_EV_VOTE_ANY,
	DOW_EV_EXILED,
	DOW_EV_MOVE_WOUND,
	DOW_EV_ATTACK_WOUND,
	DOW_EV_FROSTBITE,
	DOW_EV_BITTEN,
	DOW_EV_KILLED,
	DOW_EV_DECLARED, /* the holder says the trigger happened (reveal) */
	DOW_EV_NKINDS
};

/* Something that happened during the active player's turn. */
struct dow_event {
	int kind; /* enum dow_event_kind */
	int seat; /* the active player */
	int surv; /* survivor card concerned, -1 */
	int loc;  /* where (a move: the destination), -1 */
	int from; /* a move: the origin, -1 */
	int type; /* item type (play, keep), -1 */
	int n;    /* the count it carries (noise placed ...), 0 */
};

struct dow_trigger {
	int      event; /* enum dow_event_kind */
	unsigned locs;  /* bit per location, 0 any */
	int      type;  /* item type, -1 any */
	int      surv;  /* survivor card, -1 any */
};

/* What a player names when an effect is used. */
struct dow_target {
	int            self; /* survivor card acting (power, equip, trigger), -1 */
	int            surv; /* survivor card named, -1 */
	int            loc;  /* location named, -1 */
	int            card; /* item instance being played: not in the hand, -1 */
	int            cost; /* item instance named to pay with, -1: the first fit */
	int            die;  /* position in the seat's unused dice, -1: the lowest */
	int            at;   /* where a crossroads trigger happened, -1 */
	struct pb_buf *priv; /* private facts for the seat (peek, draw), NULL discards */
};

#define DOW_NEED_SURV (1u << 0) /* a survivor you control */
#define DOW_NEED_NEAR (1u << 1) /* a survivor at self's location */
#define DOW_NEED_LOC (1u << 2)  /* a location */
#define DOW_NEED_SELF (1u << 3) /* an acting survivor (played card: the target) */

#define DOW_MOVE_NOEXP (1u << 0) /* a move card: that move rolls no exposure */
#define DOW_MOVE_BEST (1u << 1)  /* a move card: roll twice, keep the better */

struct dow_surv_fx {
	struct dow_effect *power;
	struct dow_mods   *passive;
	struct dow_cond   *req;  /* require: power only when it holds, NULL */
	int                when; /* enum dow_when */
};

struct dow_item_fx {
	struct dow_effect *play;
	struct dow_mods   *equip;
	struct dow_effect *use;
	struct dow_cond   *req;  /* require: play or use only when it holds, NULL */
	int                when; /* enum dow_when */
};

struct dow_crisis_fx {
	struct dow_effect *fail;
	struct dow_effect *bonus; /* NULL: the general +1 morale */
};

struct dow_xroads_fx {
	struct dow_trigger on;
	struct dow_cond   *cond; /* NULL: none */
	struct dow_effect *opt[2];
};

struct dow_main_fx {
	struct dow_cond *win[2]; /* standard, expert */
	unsigned         place;  /* bit per item type that may go on the card */
};

struct dow_obj_fx {
	struct dow_cond *win;
};

/* Compiled data of a pack: arrays parallel to the pack's card arrays. */
struct dow_fx {
	struct dow_surv_fx   *surv;
	struct dow_item_fx   *item;
	struct dow_crisis_fx *crisis;
	struct dow_xroads_fx *xroads;
	struct dow_main_fx   *main;
	struct dow_obj_fx    *obj;
	int                   nsurv, nitem, ncrisis, nxroads, nmain, nobj;
	struct fx_raw        *raw; /* the keys as read, until compiled */
	int                   nraw;
};

struct dow_fx_error {
	int  kind;    /* enum dow_fx_kind */
	int  card;    /* index in its array */
	char key[32]; /* the key, "" for the whole card */
	char msg[400];
};

/* Modifiers. */
enum dow_mod_kind {
	DOW_MOD_ATTACK,
	DOW_MOD_KILLS,
	DOW_MOD_ATTACK_KILLS,
	DOW_MOD_NOEXP_ATTACK,
	DOW_MOD_NOEXP_MOVE,
	DOW_MOD_BEST_EXPOSURE,
	DOW_MOD_SAVE_EXPOSURE,
	DOW_MOD_WOUNDS_TO_KILL,
	DOW_MOD_NO_FROSTBITE,
	DOW_MOD_SEARCH_LOOK,
	DOW_MOD_SEARCH_KEEP,
	DOW_MOD_FREE_BARRICADE,
	DOW_MOD_FREE_CLEAN,
	DOW_MOD_FREE_ATTRACT,
	DOW_MOD_BARRICADE,
	DOW_MOD_FOOD_DIE,
	DOW_MOD_UPKEEP,
	DOW_MOD_VOTES,
	DOW_MOD_NO_EQUIP,
	DOW_MOD_NKINDS
};

struct dow_mod_src {
	int inst; /* equipped item instance, -1 the survivor's passive */
	int slot; /* bit of group.used */
	int value;
	int once;
	int cost; /* item type each use pays, -1 none */
};

/* The pack parser. */
struct dow_fx *dow_fx_new(void);
void           dow_fx_free(struct dow_fx *);
int            dow_fx_key(int kind, const char *key);
void           dow_fx_set(
              struct dow_fx *, int kind, int card, const char *key, const char *value, int append);
enum pb_rc dow_fx_compile(struct dow_pack *, struct dow_fx_error *);

/* Conditions and objectives. */
int dow_cond_eval(const struct dow_state *, int seat, const struct dow_cond *);
int dow_cond_eval_ev(
    const struct dow_state *, int seat, const struct dow_cond *, const struct dow_event *);
int dow_main_met(const struct dow_state *);
int dow_objective_met(const struct dow_state *, int seat);

/* Effects. */
void       dow_target_init(struct dow_target *);
unsigned   dow_effect_needs(const struct dow_effect *);
unsigned   dow_effect_move(const struct dow_effect *);
enum pb_rc dow_effect_check(const struct dow_state *, int seat, const struct dow_effect *,
    const struct dow_target *, struct pb_err *);
enum pb_rc dow_effect_apply_to(struct dow_state *, int seat, const struct dow_effect *,
    const struct dow_target *, struct pb_buf          *log, struct pb_err *);
enum pb_rc dow_effect_apply(struct dow_state *, int seat, const struct dow_effect *,
    int target_card, int target_loc, struct pb_buf *log, struct pb_err *);
void       dow_crisis_fail(struct dow_state *, int crisis, struct pb_buf *log);
void       dow_crisis_bonus(struct dow_state *, int crisis, struct pb_buf *log);
int        dow_xroads_match(
           const struct dow_state *, int card, const struct dow_event *, struct dow_target *);

/* Modifiers. */
int dow_equip_mod(const struct dow_state *, int gi, int mod);
int dow_seat_mod(const struct dow_state *, int seat, int mod);
int dow_take_mod(struct dow_state *, int gi, int mod, int yesno);
int dow_seat_best(const struct dow_state *, int seat, int mod, int dflt);
int dow_mod_sources(const struct dow_state *, int gi, int mod, struct dow_mod_src *, int max);
enum pb_rc dow_mod_spend(
    struct dow_state *, int gi, const struct dow_mod_src *, struct pb_buf *log, struct pb_err *);

/* Compiling one text outside a pack (tests, tools). */
struct dow_effect *dow_effect_compile(
    const struct dow_pack *, int kind, const char *text, char *err, size_t errlen);
struct dow_cond *dow_cond_compile(
    const struct dow_pack *, int kind, const char *text, char *err, size_t errlen);
void dow_effect_free(struct dow_effect *);
void dow_cond_free(struct dow_cond *);

/* Printing. */
char *dow_effect_str(const struct dow_effect *);
char *dow_cond_str(const struct dow_cond *);
char *dow_mods_str(const struct dow_mods *);
char *dow_trigger_str(const struct dow_pack *, const struct dow_trigger *);

#endif
