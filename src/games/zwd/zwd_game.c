/*++
/* NAME
/*	zwd_game 3
/* SUMMARY
/*	Zombicide: White Death, the set-up
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	enum pb_rc zwd_create(const void *pack, json_t *options,
/*			int nseats, const unsigned char *seed, void **state,
/*			json_t **canon, struct pb_err *err);
/*	struct zwd_state *zwd_alloc(const struct zwd_pack *pack,
/*			const char *mission, int nseats,
/*			const unsigned char *seed, struct pb_err *err);
/*	void	zwd_free(void *state);
/*	int	zwd_invariants(const struct zwd_state *s, char *why,
/*			size_t len);
/* DESCRIPTION
/*	zwd_create() is the set-up of the digest (2.0), every choice the
/*	team would make taken by a documented rule or the game's random
/*	stream (pbemd-zwd(7), SET-UP):
/* .IP \(bu
/*	the mission's map, its Corruption tokens placed, its guards and
/*	spawn tokens (zwd_board_new()); the zombie deck shuffled;
/* .IP \(bu
/*	the survivors of option "survivors" (all: as many as the mission
/*	says, in pack order), survivor i to seat i mod N + 1, and to the
/*	mission's starting zones in turn;
/* .IP \(bu
/*	the Starting Equipment shuffled and dealt one card a survivor in
/*	turn, into a Hand, until none is left; "Starts with" skills take
/*	their card from the main deck; the main deck and the Crypt Weapon
/*	deck shuffled;
/* .IP \(bu
/*	the objectives dealt (red, shuffled Blue and Green among them, or
/*	fixed), the Intro's piles of equipment on its objectives;
/* .IP \(bu
/*	the First Player drawn among the seats.
/* .PP
/*	zwd_alloc() makes the parts every state has (map, board, stream)
/*	for create and load: the map as built, without the mission's
/*	Corruption (create puts it; load reads it from the saved changes).
/*	zwd_free() releases a state, not its pack.
/*	zwd_invariants() checks (G1)-(G7) of zwd.h, 1 when they hold.
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

/* zwd_alloc - map, board and stream of a mission */

struct zwd_state *
zwd_alloc(const struct zwd_pack *p, const char *mission, int nseats, const unsigned char *seed,
    struct pb_err *err)
{
	struct zwd_state *s;
	struct zwd_map   *m = NULL;
	int               i;

	if (zwd_map_build(p->maps, mission, &m, err) != PB_OK)
		return (NULL);
	s = pb_calloc(1, sizeof(*s));
	s->pack = p;
	s->map = m;
	s->board = zwd_board_new(m, p->cards);
	if (p->rev >= 2) /* each Abomination its own card */
		zwd_board_aboms_on(s->board, p->cards);
	s->board->abom_own = p->rev >= 3 && s->board->abom != NULL; /* killed as its card */
	pb_rng_init(&s->rng, seed, 0);
	s->mission = pb_strdup(mission);
	s->nseats = nseats;
	s->round = 1;
	s->first = 1;
	s->last_round = 0;
	s->offer[0] = s->offer[1] = s->offer[2] = s->offer[3] = -1;
	s->empress = -1;
	s->mp.carrier = s->mp.empress = s->mp.crypt_left = -1;
	for (i = 0; i < ZWD_MP_NECROS; i++)
		s->mp.necro[i] = s->mp.necro_card[i] = -1;
	return (s);
}

/* pick_survivors - the cards of option survivors, in s->surv */

static enum pb_rc
pick_survivors(struct zwd_state *s, const char *opt, struct pb_err *err)
{
	const struct zwd_cards *c = s->pack->cards;
	char                   *list, *w, *save = NULL;
	int                     i, want;

	if (strcmp(opt, "all") == 0) {
		want = s->map->mission->survivors > 0 ? s->map->mission->survivors : c->nsurvivors;
		for (i = 0; i < want && i < c->nsurvivors && i < ZWD_SURVIVORS; i++)
			s->surv[s->nsurv++].card = i;
		return (PB_OK);
	}
	list = pb_strdup(opt);
	for (w = strtok_r(list, ", ", &save); w != NULL; w = strtok_r(NULL, ", ", &save)) {
		for (i = 0; i < c->nsurvivors && strcmp(c->survivors[i].n.id, w) != 0; i++)
			;
		if (i == c->nsurvivors || s->nsurv == ZWD_SURVIVORS) {
			pb_err_set(
			    err, PB_EDATA, "survivors: \"%s\" is no survivor of the pack", w);
			free(list);
			return (PB_EDATA);
		}
		s->surv[s->nsurv++].card = i;
	}
	free(list);
	for (i = 0; i < s->nsurv; i++)
		for (want = i + 1; want < s->nsurv; want++)
			if (s->surv[i].card == s->surv[want].card)
				return (pb_err_set(err, PB_EDATA, "survivors: %s is named twice",
				    c->survivors[s->surv[i].card].n.id));
	if (s->nsurv == 0)
		return (pb_err_set(err, PB_EDATA, "survivors: name at least one"));
	return (PB_OK);
}

/* place - seats, zones and empty inventories */

static enum pb_rc
place(struct zwd_state *s, struct pb_err *err)
{
	const struct zwd_setup *st = &s->map->setup;
	int                     i, k;

	if (s->nsurv < s->nseats)
		return (pb_err_set(err, PB_EDATA, "%d players need at least as many survivors (%d)",
		    s->nseats, s->nsurv));
	s->board->nsurv = s->nsurv;
	for (i = 0; i < s->nsurv; i++) {
		s->surv[i].seat = i % s->nseats + 1;
		for (k = 0; k < ZWD_SLOTS; k++)
			s->surv[i].slot[k] = -1;
		s->board->surv[i] = st->start[i % (st->nstart > 0 ? st->nstart : 1)];
	}
	return (PB_OK);
}

/* hand - a card to a free Hand of survivor i, else where it fits, else discarded */

static void
hand(struct zwd_state *s, int i, int card)
{
	int at = zwd_slot_free(&s->surv[i], ZWD_HAND0, ZWD_BODYSLOT);

	if (at >= 0 && zwd_slot_fits(s, i, card, at))
		s->surv[i].slot[at] = card;
	else if (zwd_give(s, i, card) < 0)
		zwd_discard(s, card);
}

/* equip - the decks, the Starting Equipment dealt, "Starts with" cards */

static void
equip(struct zwd_state *s)
{
	const struct zwd_cards *c = s->pack->cards;
	struct deck             start = { 0 };
	int                     i, k, n, at, fam;

	for (i = 0; i < c->nequips; i++)
		for (k = 0; k < (c->equips[i].copies > 0 ? c->equips[i].copies : 1); k++) {
			if (c->equips[i].deck == ZWD_MAIN)
				deck_push(&s->edeck, i);
			else if (c->equips[i].deck == ZWD_STARTING)
				deck_push(&start, i);
			else if (c->equips[i].deck == ZWD_CRYPT)
				deck_push(&s->cdeck, i);
		}
	deck_shuffle(&start, &s->rng);
	for (n = 0; start.n > 0; n++)
		hand(s, n % s->nsurv, deck_draw(&start));
	deck_clear(&start);
	for (fam = 0; fam < zwd_nfamilies && strcmp(zwd_families[fam].id, "starts-with"); fam++)
		;
	for (i = 0; i < s->nsurv; i++) {
		const struct zwd_survivor *sv = &c->survivors[s->surv[i].card];

		for (k = 0; k < sv->nskill[ZWD_BLUE]; k++)
			if (sv->skill[ZWD_BLUE][k].fam == fam
			    && (at = deck_find(&s->edeck, sv->skill[ZWD_BLUE][k].arg)) >= 0) {
				deck_remove_at(&s->edeck, at);
				hand(s, i, sv->skill[ZWD_BLUE][k].arg);
			}
	}
	deck_shuffle(&s->edeck, &s->rng);
	deck_shuffle(&s->cdeck, &s->rng);
}

/* objectives - revision 0: the tokens and their colours; the Intro's piles */

static void
objectives(struct zwd_state *s)
{
	const struct zwd_setup *st = &s->map->setup;
	int                     i, k, *order;

	s->nobj = st->nobjectives;
	s->obj = pb_calloc((size_t)s->nobj + 1, sizeof(*s->obj));
	s->piles = pb_calloc((size_t)s->nobj + 1, sizeof(*s->piles));
	for (i = 0; i < s->nobj; i++) {
		s->obj[i].zone = st->objectives[i];
		s->obj[i].colour = ZWD_OBJ_RED;
	}
	if (st->deal == ZWD_DEAL_FIXED) {
		for (i = 0; i < s->nobj && s->obj[i].zone != st->blue; i++)
			;
		if (i < s->nobj)
			s->obj[i].colour = ZWD_OBJ_BLUE;
		for (i = 0; i < s->nobj && (s->obj[i].zone != st->green || s->obj[i].colour); i++)
			;
		if (i < s->nobj)
			s->obj[i].colour = ZWD_OBJ_GREEN;
	} else if (st->deal == ZWD_DEAL_SHUFFLED && s->nobj >= 2) {
		order = pb_calloc((size_t)s->nobj, sizeof(int));
		for (i = 0; i < s->nobj; i++)
			order[i] = i;
		pb_rng_shuffle(&s->rng, order, (size_t)s->nobj);
		s->obj[order[0]].colour = ZWD_OBJ_BLUE;
		s->obj[order[1]].colour = ZWD_OBJ_GREEN;
		free(order);
	}
	if (st->rules & ZWD_RULE_INTRO_PILES)
		for (i = 0; i < s->nobj; i++)
			for (k = 0; k < s->nsurv && s->edeck.n > 0; k++)
				deck_push(&s->piles[i], deck_draw(&s->edeck));
}

/* zwd_create - the set-up */

enum pb_rc
zwd_create(const void *pack, json_t *options, int nseats, const unsigned char *seed, void **state,
    json_t **canon, struct pb_err *err)
{
	const struct zwd_pack *p = pack;
	struct zwd_state      *s;
	json_t                *o = NULL;
	enum pb_rc             rc;
	int                    i;

	if (nseats < ZWD_MIN_SEATS || nseats > ZWD_MAX_SEATS)
		return (
		    pb_err_set(err, PB_EDATA, "White Death is for 1 to 6 players, not %d", nseats));
	if ((rc = game_options_canon(&zwd_ops, options, &o, err)) != PB_OK)
		return (rc);
	if (zwd_mappack_mission(p->maps, jfield_str(o, "mission")) == NULL) {
		rc = pb_err_set(
		    err, PB_EDATA, "mission %s is not in the pack", jfield_str(o, "mission"));
		json_decref(o);
		return (rc);
	}
	if ((s = zwd_alloc(p, jfield_str(o, "mission"), nseats, seed, err)) == NULL) {
		json_decref(o);
		return (err ? err->rc : PB_EDATA);
	}
	zwd_modes_read(s, o);
	for (i = 0; i < s->map->setup.ncorruption; i++)
		zwd_map_corrupt(s->map, s->map->setup.corruption[i]);
	deck_shuffle(&s->board->zdeck, &s->rng);
	if ((rc = pick_survivors(s, jfield_str(o, "survivors"), err)) != PB_OK
	    || (rc = zwd_starting_check(s, err)) != PB_OK || (rc = place(s, err)) != PB_OK) {
		zwd_free(s);
		json_decref(o);
		return (rc);
	}
	equip(s);
	if (p->rev >= 1)
		zwd_mprog_deal(s);
	else
		objectives(s);
	for (i = 0; i < s->map->setup.nladders && i < ZWD_LADDERS; i++) {
		s->ladder[i].zone = s->map->setup.ladders[i];
		s->ladder[i].carrier = s->ladder[i].a = s->ladder[i].b = -1;
	}
	s->nladders = i;
	s->first = (int)pb_rng_below(&s->rng, (uint32_t)nseats) + 1;
	zwd_gskills_deal(s); /* Guard Skill cards: the stream only when drawn */
	zwd_new_round(s);
	s->round = 1;
	*state = s;
	*canon = o;
	return (PB_OK);
}

/* zwd_free - release a state, not its pack */

void
zwd_free(void *v)
{
	struct zwd_state *s = v;
	int               i;

	if (s == NULL)
		return;
	zwd_board_free(s->board);
	zwd_map_free(s->map);
	free(s->mission);
	free(s->reason);
	for (i = 0; i < s->nobj; i++)
		deck_clear(&s->piles[i]);
	free(s->piles);
	free(s->obj);
	deck_clear(&s->edeck);
	deck_clear(&s->ediscard);
	deck_clear(&s->eout);
	deck_clear(&s->cdeck);
	zwd_events_clear(&s->last);
	free(s);
}

/* count - copies of card e in the state's places */

static int
count(const struct zwd_state *s, int e)
{
	int i, k, n = 0;

	for (i = 0; i < s->nsurv; i++)
		for (k = 0; k < ZWD_SLOTS; k++)
			n += s->surv[i].slot[k] == e;
	for (i = 0; i < s->edeck.n; i++)
		n += s->edeck.v[i] == e;
	for (i = 0; i < s->ediscard.n; i++)
		n += s->ediscard.v[i] == e;
	for (i = 0; i < s->eout.n; i++)
		n += s->eout.v[i] == e;
	for (i = 0; i < s->cdeck.n; i++)
		n += s->cdeck.v[i] == e;
	for (k = 0; k < s->nobj; k++)
		for (i = 0; i < s->piles[k].n; i++)
			n += s->piles[k].v[i] == e;
	for (k = 0; k < s->ndrops; k++)
		n += s->drop_card[k] == e;
	return (n);
}

/* zwd_invariants - (G1)-(G7) of zwd.h */

int
zwd_invariants(const struct zwd_state *s, char *why, size_t len)
{
	const struct zwd_cards *c = s->pack->cards;
	int                     i, d = ZWD_BLUE, gone = ZWD_BLUE;

	for (i = 0; i < c->nequips; i++)
		if (c->equips[i].deck >= 0
		    && count(s, i) != (c->equips[i].copies > 0 ? c->equips[i].copies : 1)) {
			snprintf(why, len, "G1: %d copies of %s", count(s, i), c->equips[i].n.id);
			return (0);
		}
	for (i = 0; i < s->nsurv; i++) {
		if (s->surv[i].actions < 0 || s->surv[i].actions > zwd_actions_per_turn(s, i)
		    || (s->surv[i].out && (s->surv[i].actions != 0 || !s->surv[i].done))) {
			snprintf(why, len, "G2: survivor %d has %d actions", i, s->surv[i].actions);
			return (0);
		}
		if (!s->surv[i].out && zwd_level(s->surv[i].ap) > d)
			d = zwd_level(s->surv[i].ap);
		if (s->surv[i].out == 2 && zwd_level(s->surv[i].ap) > gone)
			gone = zwd_level(s->surv[i].ap);
	}
	for (i = 0; i < s->nladders; i++) {
		const struct zwd_ladder *l = &s->ladder[i];

		if ((l->zone >= 0) + (l->carrier >= 0) + (l->a >= 0) != 1
		    || (l->a >= 0
		        && !(s->map->eflag[l->a * s->map->nzones + l->b] & ZWD_EF_LADDER))) {
			snprintf(why, len, "G5: rope ladder %d", i);
			return (0);
		}
	}
	for (i = 0; i < s->ndrops; i++)
		if (s->drop_zone[i] < 0 || s->drop_zone[i] >= s->map->nzones
		    || c->equips[s->drop_card[i]].deck != ZWD_CRYPT) {
			snprintf(why, len, "G7: Crypt Weapon %d lying", i);
			return (0);
		}
	/* Before revision 2 the Danger Level of a survivor gone by the exit
	 * stayed until the next Adrenaline gained. */
	if (d != s->board->danger
	    && !(s->pack->rev < 2 && s->board->danger > d && s->board->danger <= gone)) {
		snprintf(why, len, "G3: danger %d, survivors' %d", s->board->danger, d);
		return (0);
	}
	return (zwd_gskills_invariant(s, why, len) && zwd_board_invariants(s->board, s->map, why, len)
	    && zwd_map_invariants(s->map, why, len));
}
