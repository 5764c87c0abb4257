/*++
/* NAME
/*	zwd_game_save 3
/* SUMMARY
/*	Zombicide: White Death, a state saved and loaded
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
#include "games/zwd/zwd_zombie.h"
/*
/*	char	*zwd_save(const void *state);
/*	enum pb_rc zwd_load(const void *pack, json_t *options, int nseats,
/*			const unsigned char *seed, const char *saved,
/*			void **state, struct pb_err *err);
/* DESCRIPTION
/*	zwd_save() is the state as canonical JSON (jfield(3)): the
/*	mission's map is not saved, only its changes in play
/*	(zwd_map_changes_save()) and the board (zwd_board_save()), the
/*	stream's position, the round, the survivors (card, seat, AP,
/*	actions, flags, the 8 slots: equipment indices of the pack, -1
/*	empty; "free": the once-a-Turn bits, the kinds of the free Action
/*	a skill granted this Turn (0 none) and of the free Actions spent
/*	this Turn, only when any; "led": the Born Leaders' free Actions
/*	waiting, only when any (rules 3); "cast": the Enchantment
/*	copies cast this Turn, only when any; "stance": its player's
/*	standing choices that are not the default, zwd_stance_save()), the objective tokens ([zone, colour, state, pile]), the
/*	rope ladder tokens ([zone, carrier, a, b]), the trade offered to
/*	another player ([from, to, give, get], -1 none; from rules 4 give
/*	and get may be a dashboard token, ZWD_TOKEN_*), the standing
/*	choices (wound_rule, order: survivors, steer: zones; targets:
/*	zombie types, to_pack and play_on, rules 4, only when set), the
/*	Empress's carrier (mission 5: the Signaller's zone follows it), the
/*	equipment piles and the last zombie phase's events
/*	([kind, type, n, from, to, target, card]), the last attacks when
/*	any (zwd_fights_save(); "fight_aboms", rules 3, the Abomination
/*	cards they killed, when any), the Cauldrons' zones once one was moved
/*	or poured (-1 poured).  A
/*	survivor has "gcard" (its Guard Skill card) and "prefer" (the
/*	skills its player prefers) only when it has them.
/*
/*	zwd_load() rebuilds the map from the mission of options, applies
/*	the changes and reads the rest; every index is checked against
/*	the pack and the map, and a state that does not fit is refused.
/* DIAGNOSTICS
/*	PB_EDATA "saved state: ..." naming the part that does not fit.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/jfield.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_zombie.h"

static const struct jfield_int state_ints[] = {
	JFIELD_INT(struct zwd_state, phase),
	JFIELD_INT(struct zwd_state, outcome),
	JFIELD_INT(struct zwd_state, round),
	JFIELD_INT(struct zwd_state, first),
	JFIELD_INT(struct zwd_state, last_round),
	JFIELD_INT(struct zwd_state, wound_rule),
	JFIELD_INT(struct zwd_state, empress),
};

static const struct jfield_int surv_ints[] = {
	JFIELD_INT(struct zwd_surv, card),
	JFIELD_INT(struct zwd_surv, seat),
	JFIELD_INT(struct zwd_surv, ap),
	JFIELD_INT(struct zwd_surv, actions),
	JFIELD_INT(struct zwd_surv, searched),
	JFIELD_INT(struct zwd_surv, done),
	JFIELD_INT(struct zwd_surv, out),
	JFIELD_INT(struct zwd_surv, relics),
};

static const struct jfield_deck state_decks[] = {
	JFIELD_DECK("edeck", struct zwd_state, edeck, 0),
	JFIELD_DECK("ediscard", struct zwd_state, ediscard, 0),
	JFIELD_DECK("eout", struct zwd_state, eout, 0),
	JFIELD_DECK("cdeck", struct zwd_state, cdeck, 0),
};

/* save_fight - a survivor's combat state and skill choices, when any
 * (absent in games saved before combat: all zero).  From rules 4 the
 * kind of a streak broken (0 Actions) is saved as 0, the kind a game
 * loaded without "fight" has: the kind of no streak plays no part, and
 * the state saved is the same whether the game was loaded between two
 * mails or not (before, replay --verify could find a game played by
 * mail differ from its log). */

static void
save_fight(json_t *e, const struct zwd_surv *sv, int rev)
{
	int f[4 + 4 * ZWD_MAXPICK], k;

	if (sv->streak == 0 && sv->unloaded == 0 && sv->guarded == 0 && sv->npick == 0)
		return;
	f[0] = sv->streak;
	f[1] = rev >= 4 && sv->streak == 0 ? 0 : sv->streak_kind;
	f[2] = sv->unloaded;
	f[3] = sv->guarded;
	for (k = 0; k < sv->npick; k++) {
		f[4 + 4 * k] = sv->pick[k].fam;
		f[5 + 4 * k] = sv->pick[k].arg;
		f[6 + 4 * k] = sv->pick[k].fam2;
		f[7 + 4 * k] = sv->pick[k].arg2;
	}
	json_object_set_new(e, "fight", jfield_ints_json(f, 4 + 4 * sv->npick));
}

/* save_free - the free Actions spent and the once-a-Turn things done, when
 * any (rules 1; absent before: none) */

static void
save_free(json_t *e, const struct zwd_surv *sv)
{
	int f[2 + ZWD_MAXFREE], k;

	if (sv->nspent == 0 && sv->once == 0 && sv->bonus == 0)
		return;
	f[0] = (int)sv->once;
	f[1] = (int)sv->bonus;
	for (k = 0; k < sv->nspent; k++)
		f[2 + k] = (int)sv->spent[k];
	json_object_set_new(e, "free", jfield_ints_json(f, 2 + sv->nspent));
}

/* load_free - back; 0 when it does not fit */

static int
load_free(json_t *a, struct zwd_surv *sv)
{
	int    f[2 + ZWD_MAXFREE], k;
	size_t n = json_array_size(a);

	if (a == NULL)
		return (1);
	if (n < 2 || n > PB_NELEM(f) || !jfield_ints_load(a, f, (int)n)
	    || !jfield_in_range(f[0], 0, ZWD_ONCE_ALL + 1)
	    || !jfield_in_range(f[1], 0, ZWD_K_ANY + ZWD_K_DUALONLY + 1))
		return (0);
	sv->once = (unsigned)f[0];
	sv->bonus = (unsigned)f[1];
	sv->nspent = (int)n - 2;
	for (k = 0; k < sv->nspent; k++) {
		if (!jfield_in_range(f[2 + k], 1, 2 * ZWD_K_CORRWALK))
			return (0);
		sv->spent[k] = (unsigned)f[2 + k];
	}
	return (1);
}

/* load_led - the Born Leaders' free Actions waiting, when any (rules 3) */

static int
load_led(json_t *o, struct zwd_surv *sv)
{
	if (o == NULL)
		return (1);
	sv->led = (int)json_integer_value(o);
	return (json_is_integer(o) && jfield_in_range(sv->led, 1, ZWD_SURVIVORS));
}

/* load_stance - its player's standing choices, when any */

static int
load_stance(json_t *o, struct zwd_surv *sv)
{
	return (o == NULL || zwd_stance_load(o, &sv->stance, NULL));
}

/* load_cast - the Enchantment copies cast this Turn, when any */

static int
load_cast(json_t *a, struct zwd_surv *sv, int nequips)
{
	int k, n = (int)json_array_size(a);

	if (a == NULL)
		return (1);
	if (n < 1 || n > ZWD_SLOTS || !jfield_ints_load(a, sv->cast, n))
		return (0);
	sv->ncast = n;
	for (k = 0; k < n; k++)
		if (!jfield_in_range(sv->cast[k], 0, nequips))
			return (0);
	return (1);
}

/* load_fight - back; 0 when it does not fit */

static int
load_fight(json_t *a, struct zwd_surv *sv)
{
	int    f[4 + 4 * ZWD_MAXPICK], k;
	size_t n = json_array_size(a);

	if (a == NULL)
		return (1);
	if (n < 4 || (n - 4) % 4 != 0 || n > PB_NELEM(f) || !jfield_ints_load(a, f, (int)n))
		return (0);
	sv->streak = f[0];
	sv->streak_kind = f[1];
	sv->unloaded = f[2];
	sv->guarded = f[3];
	sv->npick = (int)(n - 4) / 4;
	for (k = 0; k < sv->npick; k++) {
		sv->pick[k].fam = f[4 + 4 * k];
		sv->pick[k].arg = f[5 + 4 * k];
		sv->pick[k].fam2 = f[6 + 4 * k];
		sv->pick[k].arg2 = f[7 + 4 * k];
		if (!jfield_in_range(sv->pick[k].fam, -1, zwd_nfamilies)
		    || !jfield_in_range(sv->pick[k].fam2, -1, zwd_nfamilies))
			return (0);
	}
	return (jfield_in_range(sv->streak, 0, 64) && jfield_in_range(sv->unloaded, 0, 4)
	    && jfield_in_range(sv->guarded, 0, 2));
}

/* save_mprog - what s->mp holds that the state does not (revision 1 on):
 * [tomes, fragments, guards gone out, the round the Empress last walked (9),
 * each extra Necromancer's zone and card...] */

static json_t *
save_mprog(const struct zwd_mprog *p)
{
	int f[4 + 2 * ZWD_MP_NECROS] = { p->tomes, p->fragments, p->guards_out, p->walked }, i;

	for (i = 0; i < ZWD_MP_NECROS; i++) {
		f[4 + 2 * i] = p->necro[i];
		f[5 + 2 * i] = p->necro_card[i];
	}
	return (jfield_ints_json(f, 4 + 2 * ZWD_MP_NECROS));
}

/* load_mprog - save_mprog() read back into s->mp; 0 when it does not fit */

static int
load_mprog(struct zwd_state *s, json_t *a)
{
	int f[4 + 2 * ZWD_MP_NECROS], i;

	if (s->pack->rev < 1)
		return (1);
	if (!jfield_ints_load(a, f, 4 + 2 * ZWD_MP_NECROS) || f[0] < 0 || f[1] < 0 || f[2] < 0
	    || f[3] < 0)
		return (0);
	s->mp.tomes = f[0];
	s->mp.fragments = f[1];
	s->mp.guards_out = f[2];
	s->mp.walked = f[3];
	for (i = 0; i < ZWD_MP_NECROS; i++) {
		if (!jfield_in_range(f[4 + 2 * i], -1, s->map->nzones)
		    || !jfield_in_range(f[5 + 2 * i], -1, s->pack->cards->nnecros))
			return (0);
		s->mp.necro[i] = f[4 + 2 * i];
		s->mp.necro_card[i] = f[5 + 2 * i];
	}
	return (1);
}

/* load_drops - the Crypt Weapons lying face down (revision 1 on); 0 when one does not fit */

static int
load_drops(struct zwd_state *s, json_t *a)
{
	size_t i;

	if (s->pack->rev < 1)
		return (1);
	if (!json_is_array(a) || json_array_size(a) > ZWD_DROPS)
		return (0);
	s->ndrops = (int)json_array_size(a);
	for (i = 0; i < json_array_size(a); i++) {
		int f[2];

		if (!jfield_ints_load(json_array_get(a, i), f, 2)
		    || !jfield_in_range(f[0], 0, s->map->nzones)
		    || !jfield_in_range(f[1], 0, s->pack->cards->nequips)
		    || s->pack->cards->equips[f[1]].deck != ZWD_CRYPT)
			return (0);
		s->drop_zone[i] = f[0];
		s->drop_card[i] = f[1];
	}
	return (1);
}

/* zwd_save - canonical JSON of a state, caller frees */

char *
zwd_save(const void *v)
{
	const struct zwd_state *s = v;
	json_t                 *o = json_object(), *a, *e, *st;
	int                     i;

	jfield_obj_json(o, s, state_ints, PB_NELEM(state_ints));
	jfield_decks_json(o, s, state_decks, PB_NELEM(state_decks));
	json_object_set_new(o, "reason", json_string(s->reason ? s->reason : ""));
	json_object_set_new(o, "rng", json_integer((json_int_t)pb_rng_pos(&s->rng)));
	json_object_set_new(o, "map", zwd_map_changes_save(s->map));
	json_object_set_new(o, "board", zwd_board_save(s->board, s->map));
	a = json_array();
	for (i = 0; i < s->nsurv; i++) {
		e = jfield_obj_json(json_object(), &s->surv[i], surv_ints, PB_NELEM(surv_ints));
		json_object_set_new(e, "slot", jfield_ints_json(s->surv[i].slot, ZWD_SLOTS));
		save_fight(e, &s->surv[i], s->pack->rev);
		save_free(e, &s->surv[i]);
		if (s->surv[i].led > 0) /* rules 3: only when any */
			json_object_set_new(e, "led", json_integer(s->surv[i].led));
		if (s->surv[i].ncast > 0) /* rules 1: only when any */
			json_object_set_new(
			    e, "cast", jfield_ints_json(s->surv[i].cast, s->surv[i].ncast));
		if ((st = zwd_stance_save(&s->surv[i].stance)) != NULL && json_object_size(st) > 0)
			json_object_set_new(e, "stance", st); /* rules 1: only when chosen */
		else
			json_decref(st);
		if (s->surv[i].gcard >= 0) /* Guard Skill cards: absent when none */
			json_object_set_new(e, "gcard", json_integer(s->surv[i].gcard));
		if (s->surv[i].prefer.n > 0) /* standing picks: absent when none */
			json_object_set_new(
			    e, "prefer", zwd_skillset_save(s->pack->cards, &s->surv[i].prefer));
		json_array_append_new(a, e);
	}
	json_object_set_new(o, "survivors", a);
	a = json_array();
	for (i = 0; i < s->nobj; i++)
		json_array_append_new(a,
		    json_pack("[i, i, i, o]", s->obj[i].zone, s->obj[i].colour, s->obj[i].state,
		        jfield_deck_json(&s->piles[i])));
	json_object_set_new(o, "objectives", a);
	a = json_array();
	for (i = 0; i < s->nladders; i++) {
		int f[4] = { s->ladder[i].zone, s->ladder[i].carrier, s->ladder[i].a,
			s->ladder[i].b };

		json_array_append_new(a, jfield_ints_json(f, 4));
	}
	json_object_set_new(o, "ladders", a);
	json_object_set_new(o, "offer", jfield_ints_json(s->offer, 4));
	json_object_set_new(o, "order", jfield_ints_json(s->order, s->norder));
	json_object_set_new(o, "steer", jfield_ints_json(s->steer, s->nsteer));
	if (s->ntarget > 0) /* rules 4, only when set: older games save as they did */
		json_object_set_new(o, "targets", jfield_ints_json(s->target, s->ntarget));
	if (s->to_pack) /* rules 4, only when set */
		json_object_set_new(o, "to_pack", json_true());
	if (s->play_on) /* rules 4, only when set */
		json_object_set_new(o, "play_on", json_true());
	a = json_array();
	for (i = 0; i < s->last.n; i++) {
		const struct zwd_event *ev = &s->last.v[i];
		int f[7] = { ev->kind, ev->type, ev->n, ev->from, ev->to, ev->target, ev->card };

		json_array_append_new(a, jfield_ints_json(f, 7));
	}
	json_object_set_new(o, "last", a);
	if ((a = zwd_fights_save(s)) != NULL) /* rules 1: absent in older games */
		json_object_set_new(o, "fights", a);
	if ((a = zwd_fight_aboms_save(s)) != NULL) /* rules 3: only when any */
		json_object_set_new(o, "fight_aboms", a);
	if (s->cauldron_set) /* once one was moved or poured */
		json_object_set_new(
		    o, "cauldrons", jfield_ints_json(s->cauldron, zwd_ncauldrons(s)));
	if (s->pack->rev >= 1) {
		json_object_set_new(o, "mission", save_mprog(&s->mp));
		a = json_array();
		for (i = 0; i < s->ndrops; i++)
			json_array_append_new(
			    a, json_pack("[i, i]", s->drop_zone[i], s->drop_card[i]));
		json_object_set_new(o, "drops", a);
	}
	return (jfield_dumps(o));
}

/* max_card - the bound of an equipment deck's cards */

static int
max_card(const void *base, int what)
{
	(void)what;
	return (((const struct zwd_state *)base)->pack->cards->nequips);
}

/* load_surv - the survivors; 0 when one does not fit */

static int
load_surv(struct zwd_state *s, json_t *a)
{
	const struct zwd_cards *c = s->pack->cards;
	struct pb_err           e2;
	json_t                 *g;
	size_t                  i;
	int                     k;

	/* Mission 9 from revision 1: the Empress is the board's survivor after the last. */
	if (json_is_array(a) && s->pack->rev >= 1 && (s->map->setup.rules & ZWD_RULE_EMPRESS_WALK)
	    && (int)json_array_size(a) + 1 == s->board->nsurv)
		s->mp.empress = s->board->nsurv - 1;
	if (!json_is_array(a) || json_array_size(a) > ZWD_SURVIVORS
	    || (int)json_array_size(a) != s->board->nsurv - (s->mp.empress >= 0))
		return (0);
	s->nsurv = (int)json_array_size(a);
	for (i = 0; i < json_array_size(a); i++) {
		struct zwd_surv *sv = &s->surv[i];

		if (!jfield_obj_load(json_array_get(a, i), sv, surv_ints, PB_NELEM(surv_ints))
		    || !jfield_ints_load(
		        json_object_get(json_array_get(a, i), "slot"), sv->slot, ZWD_SLOTS)
		    || !load_fight(json_object_get(json_array_get(a, i), "fight"), sv)
		    || !load_free(json_object_get(json_array_get(a, i), "free"), sv)
		    || !load_led(json_object_get(json_array_get(a, i), "led"), sv)
		    || !load_stance(json_object_get(json_array_get(a, i), "stance"), sv)
		    || !load_cast(json_object_get(json_array_get(a, i), "cast"), sv, c->nequips)
		    || !jfield_in_range(sv->card, 0, c->nsurvivors)
		    || !jfield_in_range(sv->seat, 1, s->nseats + 1))
			return (0);
		for (k = 0; k < ZWD_SLOTS; k++)
			if (!jfield_in_range(sv->slot[k], -1, c->nequips))
				return (0);
		g = json_object_get(json_array_get(a, i), "gcard");
		sv->gcard = g != NULL ? (int)json_integer_value(g) : -1;
		if (g != NULL
		    && (!json_is_integer(g) || !jfield_in_range(sv->gcard, 0, c->ngskills)))
			return (0);
		g = json_object_get(json_array_get(a, i), "prefer");
		if (g != NULL && !zwd_skillset_load(c, g, &sv->prefer, &e2))
			return (0);
	}
	return (1);
}

/* load_obj - the objective tokens and their piles */

static int
load_obj(struct zwd_state *s, json_t *a)
{
	json_t *t;
	size_t  i;

	if (!json_is_array(a) || (int)json_array_size(a) != s->map->setup.nobjectives)
		return (0);
	s->nobj = (int)json_array_size(a);
	s->obj = pb_calloc((size_t)s->nobj + 1, sizeof(*s->obj));
	s->piles = pb_calloc((size_t)s->nobj + 1, sizeof(*s->piles));
	json_array_foreach(a, i, t)
	{
		if (!json_is_array(t) || json_array_size(t) != 4)
			return (0);
		s->obj[i].zone = (int)json_integer_value(json_array_get(t, 0));
		s->obj[i].colour = (int)json_integer_value(json_array_get(t, 1));
		s->obj[i].state = (int)json_integer_value(json_array_get(t, 2));
		if (!jfield_in_range(s->obj[i].zone, 0, s->map->nzones)
		    || !jfield_in_range(s->obj[i].colour, ZWD_OBJ_RED, ZWD_OBJ_GREEN + 1)
		    || !jfield_in_range(s->obj[i].state, ZWD_OBJ_ON, ZWD_OBJ_LOST + 1)
		    || !jfield_deck_load(
		        json_array_get(t, 3), s->pack->cards->nequips, &s->piles[i]))
			return (0);
	}
	return (1);
}

/* item_min - the least item a trade offer may hold: a dashboard token from rules 4 */

static int
item_min(const struct zwd_state *s)
{
	return (s->pack->rev >= 4 ? ZWD_TOKEN_RELIC : -1);
}

/* load_ladders - the rope ladder tokens */

static int
load_ladders(struct zwd_state *s, json_t *a)
{
	json_t *t;
	size_t  i;
	int     f[4], n = s->map->nzones;

	if (!json_is_array(a) || json_array_size(a) > ZWD_LADDERS)
		return (0);
	json_array_foreach(a, i, t)
	{
		if (!jfield_ints_load(t, f, 4) || !jfield_in_range(f[0], -1, n)
		    || !jfield_in_range(f[1], -1, s->nsurv) || !jfield_in_range(f[2], -1, n)
		    || !jfield_in_range(f[3], -1, n) || (f[2] < 0) != (f[3] < 0))
			return (0);
		s->ladder[i].zone = f[0];
		s->ladder[i].carrier = f[1];
		s->ladder[i].a = f[2];
		s->ladder[i].b = f[3];
	}
	s->nladders = (int)json_array_size(a);
	return (1);
}

/* load_list - an array of at most max ints in [lo, hi) into v, its length in *n */

static int
load_list(json_t *a, int *v, int *n, int max, int lo, int hi)
{
	int i;

	if (!json_is_array(a) || json_array_size(a) > (size_t)max
	    || !jfield_ints_load(a, v, (int)json_array_size(a)))
		return (0);
	*n = (int)json_array_size(a);
	for (i = 0; i < *n; i++)
		if (!jfield_in_range(v[i], lo, hi))
			return (0);
	return (1);
}

/* load_standing - the players' standing choices for the zombie phase */

static int
load_standing(struct zwd_state *s, json_t *o)
{
	s->to_pack = json_is_true(json_object_get(o, "to_pack")); /* rules 4, when set */
	s->play_on = json_is_true(json_object_get(o, "play_on")); /* rules 4, when set */
	return (jfield_in_range(s->wound_rule, ZWD_WOUND_GUARDS, ZWD_WOUND_ORDER + 1)
	    && load_list(
	        json_object_get(o, "order"), s->order, &s->norder, ZWD_SURVIVORS, 0, s->nsurv)
	    && load_list(
	        json_object_get(o, "steer"), s->steer, &s->nsteer, ZWD_STEER, 0, s->map->nzones)
	    && (json_object_get(o, "targets") == NULL /* rules 4, when set */
	        || load_list(json_object_get(o, "targets"), s->target, &s->ntarget, ZWD_NZOMBIES, 0,
	            ZWD_NZOMBIES)));
}

/* target_max - an event's target bound: a survivor, or (rules 2) the
 * card of an Abomination's spawn, move or Extra Activation (zwd_board(3h)) */

static int
target_max(const struct zwd_state *s, int kind, int type)
{
	if (s->pack->rev >= 2 && type == ZWD_KHAN
	    && (kind == ZWD_EV_SPAWN || kind == ZWD_EV_MOVE || kind == ZWD_EV_STOPPED
	        || kind == ZWD_EV_EXTRA)
	    && s->pack->cards->naboms > s->nsurv)
		return (s->pack->cards->naboms);
	return (s->nsurv);
}

/* load_last - the last zombie phase's events */

static int
load_last(struct zwd_state *s, json_t *a)
{
	json_t *t;
	size_t  i;
	int     f[7];

	if (!json_is_array(a))
		return (0);
	json_array_foreach(a, i, t)
	{
		if (!jfield_ints_load(t, f, 7) || !jfield_in_range(f[0], 0, ZWD_NEVKINDS)
		    || !jfield_in_range(f[3], -1, s->map->nzones)
		    || !jfield_in_range(f[4], -1, s->map->nzones)
		    || !jfield_in_range(f[5], -1, target_max(s, f[0], f[1]))
		    || !jfield_in_range(f[6], -1, s->pack->cards->nzombies))
			return (0);
		zwd_event_add(&s->last, f[0], f[1], f[2], f[3], f[4], f[5], f[6]);
	}
	return (1);
}

/* load_cauldrons - the Cauldrons' zones, when one was moved or poured */

static int
load_cauldrons(struct zwd_state *s, json_t *a)
{
	int k;

	if (a == NULL)
		return (1);
	if (json_array_size(a) != (size_t)zwd_ncauldrons(s)
	    || !jfield_ints_load(a, s->cauldron, zwd_ncauldrons(s)))
		return (0);
	for (k = 0; k < zwd_ncauldrons(s); k++)
		if (!jfield_in_range(s->cauldron[k], -1, s->map->nzones))
			return (0);
	s->cauldron_set = 1;
	return (1);
}

/* zwd_load - a state from its saved text */

enum pb_rc
zwd_load(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *err)
{
	struct zwd_state *s;
	struct zwd_board *b;
	json_t           *o;
	json_error_t      je;
	const char       *what = NULL;

	if ((o = json_loads(saved, 0, &je)) == NULL)
		return (pb_err_set(err, PB_EDATA, "saved state: %s", je.text));
	if ((s = zwd_alloc(pack, jfield_str(options, "mission"), nseats, seed, err)) == NULL) {
		json_decref(o);
		return (err ? err->rc : PB_EDATA);
	}
	if (zwd_map_changes_load(s->map, json_object_get(o, "map"), err) != PB_OK)
		what = "map";
	else if ((b = zwd_board_load(json_object_get(o, "board"), s->map, s->pack->cards, err))
	    == NULL)
		what = "board";
	else {
		zwd_board_free(s->board);
		s->board = b;
		if (s->pack->rev >= 2) /* no "aboms" saved: none on the board */
			zwd_board_aboms_on(s->board, s->pack->cards);
		s->board->abom_own = s->pack->rev >= 3 && s->board->abom != NULL;
		if (!jfield_obj_load(o, s, state_ints, PB_NELEM(state_ints))
		    || !jfield_in_range(s->first, 1, nseats + 1)
		    || !jfield_in_range(s->phase, 0, 2))
			what = "round";
		else if (!jfield_decks_load(o, s, state_decks, PB_NELEM(state_decks), max_card))
			what = "equipment decks";
		else if (!load_surv(s, json_object_get(o, "survivors")))
			what = "survivors";
		else if (!load_obj(s, json_object_get(o, "objectives")))
			what = "objectives";
		else if (!load_ladders(s, json_object_get(o, "ladders")))
			what = "rope ladders";
		else if (!jfield_ints_load(json_object_get(o, "offer"), s->offer, 4)
		    || !jfield_in_range(s->offer[0], -1, s->nsurv)
		    || !jfield_in_range(s->offer[1], s->offer[0] < 0 ? -1 : 0, s->nsurv)
		    || !jfield_in_range(s->offer[2], item_min(s), s->pack->cards->nequips)
		    || !jfield_in_range(s->offer[3], item_min(s), s->pack->cards->nequips))
			what = "trade offer";
		else if (!jfield_in_range(s->empress, -1, s->nsurv))
			what = "the Empress";
		else if (!load_standing(s, o))
			what = "standing choices";
		else if (!load_last(s, json_object_get(o, "last")))
			what = "last zombie phase";
		else if (!zwd_fights_load(s, json_object_get(o, "fights")))
			what = "last attacks";
		else if (!zwd_fight_aboms_load(s, json_object_get(o, "fight_aboms")))
			what = "last attacks' Abominations";
		else if (!load_cauldrons(s, json_object_get(o, "cauldrons")))
			what = "cauldrons";
		else if (!load_mprog(s, json_object_get(o, "mission")))
			what = "mission progress";
		else if (!load_drops(s, json_object_get(o, "drops")))
			what = "Crypt Weapons lying";
		else if (!json_is_integer(json_object_get(o, "rng"))
		    || json_integer_value(json_object_get(o, "rng")) < 0)
			what = "rng";
	}
	if (what == NULL) {
		zwd_modes_read(s, options);
		zwd_empress_sync(s);
		pb_rng_init(&s->rng, seed, (uint64_t)json_integer_value(json_object_get(o, "rng")));
		if (*jfield_str(o, "reason"))
			s->reason = pb_strdup(jfield_str(o, "reason"));
	}
	json_decref(o);
	if (what != NULL) {
		zwd_free(s);
		return (pb_err_set(err, PB_EDATA, "saved state: %s does not fit", what));
	}
	*state = s;
	return (PB_OK);
}
