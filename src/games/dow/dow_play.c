/*++
/* NAME
/*	dow_play 3
/* SUMMARY
/*	Dead of Winter: playing cards, survivor powers, crossroads
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	The actions that run a card's data (dow_effect.h):
/*
/*	play CARD [on SURVIVOR] [at LOCATION] [with CARD] [DIE]
/*		a waste or event card from the hand: to the waste pile, or
/*		out of the game for an event [IT p.10].
/*	use SURVIVOR|CARD [on SURVIVOR] [at LOCATION] [with CARD] [DIE]
/*		a survivor's power (with its die threshold, once per
/*		round when it says so, where it must stand), or an
/*		equipped card's own action.
/*	place CARD
/*		a card of the hand onto the main objective, when the
/*		objective takes cards of its type.
/*	choose 1|2
/*		the active player's choice of a revealed crossroads card.
/*	reveal
/*		the holder of a crossroads card whose trigger is "declared"
/*		(one the data cannot check) says that it happened.
/*
/*	Crossroads [IT p.11]: the card the player to the right holds is
/*	matched against every event of the turn, after the action that
/*	caused it is resolved (dow_emit()).  A card that fits is revealed
/*	to everyone and removed from the game; with one option it applies
/*	at once, with two the active player chooses (IT: the active player;
/*	the digest's combined reading B11), and an option that cannot
/*	happen may not be chosen while the other can.  Events are queued
/*	while a command runs and matched when it is done, in order.  The
/*	game holds one decision at a time: while one waits (a bite, a
/*	choice) the rest of the queue waits with it, in the state, and is
/*	matched once the decision is answered (dow_emit_flush() runs after
/*	every command).  The queue holds the events of one turn only.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* ---- naming ----------------------------------------------------------- */

/* hand_pos - the hand card the words name; *used */

static int
hand_pos(const struct dow_state *s, int seat, char *const *argv, int argc, int *used)
{
	return (dow_pile_match(s, &s->pl[seat].hand, argv, argc, used));
}

/* survivor_card - a survivor in play named by the words (own first) */

static int
survivor_card(const struct dow_state *s, int seat, int own, char *const *argv, int argc, int *used)
{
	const char *names[64] = { 0 }, *ids[64] = { 0 };
	int         cards[64], n = 0, i, hit;

	for (i = 0; i < s->ngroup && n < 64; i++)
		if (!own || s->group[i].seat == seat) {
			cards[n] = s->group[i].card;
			names[n] = s->pack->surv[s->group[i].card].n.name;
			ids[n++] = s->pack->surv[s->group[i].card].n.id;
		}
	hit = lex_match(names, ids, (size_t)n, argv, argc, used);
	return (hit >= 0 ? cards[hit] : -1);
}

/* parse_target - "on SURVIVOR", "at LOCATION", "with CARD", a die value */

static enum pb_rc
parse_target(const struct dow_state *s, int seat, const struct lex_line *l, int i,
    struct dow_target *t, struct pb_err *err)
{
	char *end;
	long  v;
	int   used;

	while (i < l->argc) {
		v = strtol(l->argv[i], &end, 10);
		if (*end == '\0' && v >= 1 && v <= 6) {
			for (t->die = 0; t->die < s->pl[seat].dice.n; t->die++)
				if (s->pl[seat].dice.v[t->die] == v)
					break;
			if (t->die == s->pl[seat].dice.n)
				return (pb_err_set(
				    err, PB_EDATA, "you have no unused die showing %ld", v));
			i++;
		} else if (strcmp(l->argv[i], "on") == 0 && i + 1 < l->argc) {
			if ((t->surv = survivor_card(
			         s, seat, 0, l->argv + i + 1, l->argc - i - 1, &used))
			    < 0)
				return (pb_err_set(err, PB_EDATA, "\"%s\" is no survivor in play",
				    l->argv[i + 1]));
			i += 1 + used;
		} else if (strcmp(l->argv[i], "at") == 0 && i + 1 < l->argc) {
			if ((t->loc = dow_word_loc(l->argv[i + 1])) < 0)
				return (pb_err_set(
				    err, PB_EDATA, "\"%s\" is no location", l->argv[i + 1]));
			i += 2;
		} else if (strcmp(l->argv[i], "with") == 0 && i + 1 < l->argc) {
			if ((v = hand_pos(s, seat, l->argv + i + 1, l->argc - i - 1, &used)) < 0)
				return (pb_err_set(
				    err, PB_EDATA, "\"%s\" is not in your hand", l->argv[i + 1]));
			t->cost = s->pl[seat].hand.v[v];
			i += 1 + used;
		} else
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\": expected on SURVIVOR, at LOCATION,"
			    " with CARD or a die",
			    l->argv[i]));
	}
	return (PB_OK);
}

/* ---- play ------------------------------------------------------------ */

/* item_fx - the compiled data of an item instance */

static const struct dow_item_fx *
item_fx(const struct dow_state *s, int inst)
{
	return (&s->pack->fx->item[s->pack->inst[inst]]);
}

/* dow_act_play - a card from the hand */

enum pb_rc
dow_act_play(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_item    *it;
	const struct dow_item_fx *fx;
	struct dow_target         t;
	struct pb_buf             priv;
	enum pb_rc                rc;
	int                       pos, used, inst, gi;

	if ((pos = hand_pos(s, seat, l->argv + 1, l->argc - 1, &used)) < 0)
		return (pb_err_set(err, PB_EDATA, "name a card in your hand"));
	inst = s->pl[seat].hand.v[pos];
	it = &s->pack->item[s->pack->inst[inst]];
	fx = item_fx(s, inst);
	if (fx->play == NULL)
		return (pb_err_set(err, PB_EDATA, "%s is equipment: equip it", it->n.name));
	if (fx->when == DOW_WHEN_MOVE)
		return (pb_err_set(err, PB_EDATA,
		    "%s is played with a move: move SURVIVOR to"
		    " LOCATION with %s",
		    it->n.name, it->n.name));
	dow_target_init(&t);
	t.card = inst;
	if ((rc = parse_target(s, seat, l, 1 + used, &t, err)) != PB_OK)
		return (rc);
	t.self = t.surv;
	/* Every item names "a survivor you control" (rules 1; before, any
	 * survivor in play, against the card's text). */
	if (s->pack->rev >= 1 && t.surv >= 0 && (gi = dow_group_find(s, t.surv)) >= 0
	    && s->group[gi].seat != seat)
		return (pb_err_set(
		    err, PB_EDATA, "%s is not your survivor.", s->pack->surv[t.surv].n.name));
	if (fx->req && !dow_cond_eval(s, seat, fx->req))
		return (pb_err_set(err, PB_EDATA, "%s cannot be played now", it->n.name));
	/* The card leaves the hand before its effect (it is not in the hand). */
	deck_remove_at(&s->pl[seat].hand, pos);
	if ((rc = dow_effect_check(s, seat, fx->play, &t, err)) != PB_OK) {
		deck_push(&s->pl[seat].hand, 0);
		memmove(s->pl[seat].hand.v + pos + 1, s->pl[seat].hand.v + pos,
		    (size_t)(s->pl[seat].hand.n - pos - 1) * sizeof(int));
		s->pl[seat].hand.v[pos] = inst;
		return (rc);
	}
	pb_buf_printf(&s->journal, "Player %d plays %s.\n", seat, it->n.name);
	/* Events leave the game; so does every card an exiled player plays. */
	deck_push(it->kind == DOW_EVENT || s->pl[seat].exiled ? &s->box : &s->waste, inst);
	pb_buf_init(&priv);
	t.priv = &priv;
	dow_effect_apply_to(s, seat, fx->play, &t, &s->journal, err);
	if (priv.len > 0) {
		free(res->text);
		res->text = pb_buf_steal(&priv);
	}
	pb_buf_free(&priv);
	dow_emit(s, DOW_EV_PLAY, t.self, t.loc, -1, it->type, 0);
	return (PB_OK);
}

/* ---- use: powers and equipment actions ---------------------------------- */

/* use_power - a survivor's power */

static enum pb_rc
use_power(struct dow_state *s, int seat, int gi, struct dow_target *t, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_survivor *v = &s->pack->surv[s->group[gi].card];
	const struct dow_surv_fx  *fx = &s->pack->fx->surv[s->group[gi].card];
	struct pb_buf              priv;
	enum pb_rc                 rc;
	int                        die = -1;

	if (fx->power == NULL)
		return (pb_err_set(
		    err, PB_EDATA, "%s has no power to use: it works by itself", v->n.name));
	if (fx->when == DOW_WHEN_TURN_START && s->acted)
		return (pb_err_set(
		    err, PB_EDATA, "%s's power is used at the start of your turn", v->n.name));
	if (v->once && (s->group[gi].used & 1u))
		return (pb_err_set(err, PB_EDATA, "%s has used the power this round", v->n.name));
	if (v->where != DOW_ANYWHERE && v->where != s->group[gi].loc)
		return (pb_err_set(
		    err, PB_EDATA, "%s must be at the %s", v->n.name, dow_loc_title(v->where)));
	if (fx->req && !dow_cond_eval(s, seat, fx->req))
		return (pb_err_set(err, PB_EDATA, "%s's power cannot be used now", v->n.name));
	if (v->die > 0) {
		die = t->die;
		if (die < 0)
			for (die = 0; die < s->pl[seat].dice.n && s->pl[seat].dice.v[die] < v->die;
			     die++)
				;
		if (die >= s->pl[seat].dice.n || s->pl[seat].dice.v[die] < v->die)
			return (pb_err_set(
			    err, PB_EDATA, "the power needs a die of %d or more", v->die));
		t->die = -1; /* the power's die is not the effect's */
	}
	if ((rc = dow_effect_check(s, seat, fx->power, t, err)) != PB_OK)
		return (rc);
	if (die >= 0)
		deck_remove_at(&s->pl[seat].dice, die);
	if (v->once)
		s->group[gi].used |= 1u;
	pb_buf_printf(&s->journal, "%s uses a power.\n", v->n.name);
	pb_buf_init(&priv);
	t->priv = &priv;
	dow_effect_apply_to(s, seat, fx->power, t, &s->journal, err);
	if (priv.len > 0) {
		free(res->text);
		res->text = pb_buf_steal(&priv);
	}
	pb_buf_free(&priv);
	return (PB_OK);
}

/* use_equipment - an equipped card's own action ("use CARD") */

static enum pb_rc
use_equipment(
    struct dow_state *s, int seat, int gi, int slot, struct dow_target *t, struct pb_err *err)
{
	int                       inst = s->group[gi].equip.v[slot];
	const struct dow_item_fx *fx = item_fx(s, inst);
	enum pb_rc                rc;

	if (fx->use == NULL)
		return (pb_err_set(err, PB_EDATA, "%s works by itself",
		    s->pack->item[s->pack->inst[inst]].n.name));
	if (s->group[gi].used & (2u << slot))
		return (pb_err_set(err, PB_EDATA, "that card has been used this round"));
	if ((rc = dow_effect_check(s, seat, fx->use, t, err)) != PB_OK)
		return (rc);
	s->group[gi].used |= 2u << slot;
	pb_buf_printf(&s->journal, "%s uses %s.\n", dow_surv_name(s, s->group[gi].card),
	    s->pack->item[s->pack->inst[inst]].n.name);
	dow_effect_apply_to(s, seat, fx->use, t, &s->journal, err);
	return (PB_OK);
}

/* find_equipped - an equipped card of seat named by the words */

static int
find_equipped(
    const struct dow_state *s, int seat, char *const *argv, int argc, int *slot, int *used)
{
	int i;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat
		    && (*slot = dow_pile_match(s, &s->group[i].equip, argv, argc, used)) >= 0)
			return (i);
	return (-1);
}

/* dow_act_use - "use SURVIVOR ..." or "use CARD ..." */

enum pb_rc
dow_act_use(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_target t;
	enum pb_rc        rc;
	int               card, gi, used, slot;

	dow_target_init(&t);
	if ((card = survivor_card(s, seat, 1, l->argv + 1, l->argc - 1, &used)) >= 0) {
		gi = dow_group_find(s, card);
		t.self = card;
		if ((rc = parse_target(s, seat, l, 1 + used, &t, err)) != PB_OK)
			return (rc);
		return (use_power(s, seat, gi, &t, res, err));
	}
	if ((gi = find_equipped(s, seat, l->argv + 1, l->argc - 1, &slot, &used)) >= 0) {
		t.self = s->group[gi].card;
		if ((rc = parse_target(s, seat, l, 1 + used, &t, err)) != PB_OK)
			return (rc);
		return (use_equipment(s, seat, gi, slot, &t, err));
	}
	return (pb_err_set(err, PB_EDATA, "name one of your survivors or an equipped card"));
}

/* ---- the main objective ---------------------------------------------- */

/* dow_act_place - a card of the hand onto the main objective */

enum pb_rc
dow_act_place(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_item *it;
	int                    pos, used, inst;

	(void)res;
	if ((pos = hand_pos(s, seat, l->argv + 1, l->argc - 1, &used)) < 0)
		return (pb_err_set(err, PB_EDATA, "name a card in your hand"));
	inst = s->pl[seat].hand.v[pos];
	it = &s->pack->item[s->pack->inst[inst]];
	if (!(s->pack->fx->main[s->main].place & (1u << it->type)))
		return (pb_err_set(err, PB_EDATA, "the main objective takes no %s cards",
		    dow_type_name(it->type)));
	deck_remove_at(&s->pl[seat].hand, pos);
	deck_push(&s->box, inst);
	s->samples++;
	pb_buf_printf(&s->journal, "Player %d places %s on the main objective (%d there).\n", seat,
	    it->n.name, s->samples);
	return (PB_OK);
}

/* ---- crossroads ------------------------------------------------------ */

/* reveal - a crossroads card fits: everyone reads it */

static void
reveal(struct dow_state *s, int holder, int card, const struct dow_target *t)
{
	const struct dow_crossroads *x = &s->pack->xroads[card];
	const struct dow_xroads_fx  *fx = &s->pack->fx->xroads[card];
	struct pb_err                err;

	s->pl[holder].xroads = -1;
	deck_push(&s->xroads_out, card);
	pb_buf_printf(&s->journal, "Player %d reveals the crossroads card %s: %s\n", holder,
	    x->n.name, x->trigger);
	if (fx->opt[1] == NULL) {
		pb_buf_printf(&s->journal, "It happens: %s\n", x->option1);
		dow_effect_apply_to(s, s->active, fx->opt[0], t, &s->journal, &err);
		return;
	}
	pb_buf_printf(&s->journal, "Option 1: %s\nOption 2: %s\nPlayer %d chooses.\n", x->option1,
	    x->option2, s->active);
	s->wait.kind = DOW_W_XROADS;
	s->wait.seat = s->active;
	s->wait.xcard = card;
	s->wait.survivor = t->self;
	s->wait.loc = t->at >= 0 ? t->at : 0;
}

/* dow_emit - something happened in the turn: queue it for the crossroads */

void
dow_emit(struct dow_state *s, int kind, int surv, int loc, int from, int type, int n)
{
	if (s->phase != DOW_PHASE_ROUND || s->active == 0)
		return;
	if (kind != DOW_EV_TURN_START)
		s->acted = 1;
	if (s->nevq == (int)PB_NELEM(s->evq))
		return; /* more than 64 events held in one turn: the rest are not matched */
	s->evq[s->nevq].kind = kind;
	s->evq[s->nevq].surv = surv;
	s->evq[s->nevq].loc = loc;
	s->evq[s->nevq].from = from;
	s->evq[s->nevq].type = type;
	s->evq[s->nevq].n = n;
	s->nevq++;
}

/* match - does a crossroads card held fit one event (or "anytime")? */

static void
match(struct dow_state *s, int i, int anytime)
{
	struct dow_event  ev;
	struct dow_target t;
	int               k, card;

	ev.kind = anytime ? DOW_EV_ANYTIME : s->evq[i].kind;
	ev.seat = s->active;
	ev.surv = s->evq[i].surv;
	ev.loc = s->evq[i].loc;
	ev.from = s->evq[i].from;
	ev.type = s->evq[i].type;
	ev.n = s->evq[i].n;
	for (k = 1; k <= s->nseats && s->wait.kind == DOW_W_NONE; k++)
		if ((card = s->pl[k].xroads) >= 0 && dow_xroads_match(s, card, &ev, &t))
			reveal(s, k, card, &t);
}

/* dow_emit_flush - match the queued events in order, then "anytime";
 * one decision at a time: a pending one keeps the rest queued */

void
dow_emit_flush(struct dow_state *s)
{
	int i;

#define FREE_TO_MATCH(s) ((s)->wait.kind == DOW_W_NONE && (s)->phase == DOW_PHASE_ROUND)
	if (s->phase != DOW_PHASE_ROUND) {
		s->nevq = 0;
		return;
	}
	for (i = 0; i < s->nevq && FREE_TO_MATCH(s); i++)
		match(s, i, 0);
	if (i == s->nevq) {
		if (s->nevq > 0 && FREE_TO_MATCH(s))
			match(s, s->nevq - 1, 1);
		s->nevq = 0;
		return;
	}
	memmove(s->evq, s->evq + i, (size_t)(s->nevq - i) * sizeof(s->evq[0]));
	s->nevq -= i;
#undef FREE_TO_MATCH
}

/* dow_act_reveal - "reveal": the holder says a declared trigger happened */

enum pb_rc
dow_act_reveal(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_xroads_fx *fx;
	struct dow_event            ev;
	struct dow_target           t;
	char                       *on;
	int                         card = s->pl[seat].xroads;

	(void)l;
	(void)res;
	if (card < 0)
		return (pb_err_set(err, PB_EDATA, "you hold no crossroads card"));
	fx = &s->pack->fx->xroads[card];
	if (fx->on.event != DOW_EV_DECLARED) {
		on = dow_trigger_str(s->pack, &fx->on);
		pb_err_set(err, PB_EDATA,
		    "the arbiter watches the trigger of %s itself (%s) and reveals it when that"
		    " happens",
		    s->pack->xroads[card].n.name, on);
		free(on);
		return (PB_EDATA);
	}
	memset(&ev, 0, sizeof(ev));
	ev.kind = DOW_EV_DECLARED;
	ev.seat = s->active;
	ev.surv = ev.loc = ev.from = ev.type = -1;
	if (!dow_xroads_match(s, card, &ev, &t))
		return (pb_err_set(err, PB_EDATA, "%s does not apply now: %s",
		    s->pack->xroads[card].n.name, s->pack->xroads[card].trigger));
	pb_buf_printf(&s->journal, "Player %d says the trigger happened.\n", seat);
	reveal(s, seat, card, &t);
	return (PB_OK);
}

/* dow_act_choose - "choose 1" or "choose 2": the crossroads option */

enum pb_rc
dow_act_choose(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_xroads_fx *fx;
	struct dow_target           t;
	struct pb_err               other;
	int                         n;

	(void)res;
	if (s->wait.kind != DOW_W_XROADS || s->wait.seat != seat)
		return (pb_err_set(err, PB_EDATA, "no crossroads card waits for your choice"));
	if (l->argc < 2 || (n = atoi(l->argv[1])) < 1 || n > 2)
		return (pb_err_set(err, PB_EDATA, "answer choose 1 or choose 2"));
	fx = &s->pack->fx->xroads[s->wait.xcard];
	dow_target_init(&t);
	t.self = s->wait.survivor;
	t.at = s->wait.loc;
	if (l->argc > 3 && strcmp(l->argv[2], "at") == 0 && (t.loc = dow_word_loc(l->argv[3])) < 0)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no location", l->argv[3]));
	/* An option that cannot happen may not be chosen while the other can.
	 * The choice itself is not a decision that stops an option (a vote). */
	s->wait.kind = DOW_W_NONE;
	if (dow_effect_check(s, seat, fx->opt[n - 1], &t, err) != PB_OK
	    && dow_effect_check(s, seat, fx->opt[2 - n], &t, &other) == PB_OK) {
		s->wait.kind = DOW_W_XROADS;
		return (PB_EDATA);
	}
	s->wait.seat = 0;
	s->wait.xcard = -1;
	s->wait.survivor = -1;
	pb_buf_printf(&s->journal, "Player %d chooses option %d.\n", seat, n);
	dow_effect_apply_to(s, seat, fx->opt[n - 1], &t, &s->journal, err);
	return (PB_OK);
}
