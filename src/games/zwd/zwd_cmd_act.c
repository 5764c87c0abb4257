/*++
/* NAME
/*	zwd_cmd_act 3
/* SUMMARY
/*	Zombicide: White Death, the players' actions
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	extern const struct zwd_cmd zwd_cmds[];
/*	extern const int zwd_ncmds;
/* DESCRIPTION
/*	The command table: each row's word, its usage and explanation in
/*	en, it, es, the action (run) and the test that it can be done now
/*	by survivor i (can, which writes an example line).  An action
/*	checks everything before it changes anything: a refusal leaves
/*	the state as it was.  Costs and readings: pbemd-zwd(7), ACTIONS.
/*
/*	move SURV ZONE (1 Action, +1 per zombie in the zone left; Stairs
/*	and placed rope ladders are the way up and down), search SURV (a
/*	building zone with no zombie, once per turn; the Intro's piles:
/*	an objective zone's pile, again and again), take SURV (the
/*	objective in the zone: 5 AP, or the crypt weapon the mission gives;
/*	mission 6's Blue and Green a rope ladder too), bile SURV (mission
/*	1: a Dragon Bile at the Standard), relic SURV N (mission 8: a red
/*	kept moves spawn token #N to the Standard), empress SURV (mission
/*	5: the carrier is the Signaller from then on), noise SURV, reorganise SURV CARD
/*	hand|body|pack (1 Action), trade SURV OTHER CARD [for CARD] (1
/*	Action, a survivor of the same player in the zone), ladder SURV
/*	take|put ZONE (1 Action: a rope ladder token taken, or placed on a
/*	ladder spot of a rampart), drop SURV CARD (free), end [SURV] (the rest of the turn is lost).  attack and
/*	guard are in the table and refused: combat and Guard actions come
/*	with zwd_combat(3).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"

#define S(x) (x)->s
#define SV(x) (&(x)->s->surv[(x)->who])
#define NAME(x) zwd_surv_name((x)->s, (x)->who)

/* label - a zone's label */

static const char *
label(const struct zwd_state *s, int z)
{
	return (s->map->zone[z].label);
}

/* upper - a zone label as the map writes it ("a3" is A3), in a static buffer */

static const char *
upper(const char *w)
{
	static char buf[ZWD_LABEL];
	size_t      i;

	for (i = 0; w[i] && i < sizeof(buf) - 1; i++)
		buf[i] = (char)(w[i] >= 'a' && w[i] <= 'z' ? w[i] - 'a' + 'A' : w[i]);
	buf[i] = '\0';
	return (buf);
}

/* card_name - an equipment card's English name */

static const char *
card_name(const struct zwd_state *s, int e)
{
	return (s->pack->cards->equips[e].n.name);
}

/* need_actions - refuse when the survivor has fewer Actions than n */

static enum pb_rc
need_actions(struct zwd_ctx *x, int n, struct pb_err *err)
{
	if (SV(x)->actions >= n)
		return (PB_OK);
	return (pb_err_set(err, PB_EPERM, "%s has %d Action%s left; this takes %d.", NAME(x),
	    SV(x)->actions, SV(x)->actions == 1 ? "" : "s", n));
}

/* first_card - the id of survivor i's first card, NULL when it holds none; at its slot */

static const char *
first_card(const struct zwd_state *s, int i, int *at)
{
	int k;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[k] >= 0) {
			if (at != NULL)
				*at = k;
			return (s->pack->cards->equips[s->surv[i].slot[k]].n.id);
		}
	return (NULL);
}

/* ---- move ------------------------------------------------------- */

/* first_step - the first zone survivor i can move to now, -1 */

static int
first_step(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), z;

	if (zwd_map_move_cost(zwd_board_zombies(s->board, a)) > s->surv[i].actions)
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (z != a && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, 0))
			return (z);
	return (-1);
}

static int
can_move(const struct zwd_state *s, int i, char **ex)
{
	int z = first_step(s, i);

	if (z >= 0 && ex)
		*ex = pb_asprintf("move %s %s", zwd_surv_id(s, i), label(s, z));
	return (z >= 0);
}

/* move_targets - the zones survivor i can move to now */

static json_t *
move_targets(const struct zwd_state *s, int i)
{
	json_t *a = json_array();
	int     from = zwd_surv_zone(s, i), z;

	if (zwd_map_move_cost(zwd_board_zombies(s->board, from)) > s->surv[i].actions)
		return (a);
	for (z = 0; z < s->map->nzones; z++)
		if (z != from && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, from, z, 0))
			json_array_append_new(a, json_string(label(s, z)));
	return (a);
}

static enum pb_rc
run_move(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               a = zwd_surv_zone(s, x->who), z, cost, e;
	enum pb_rc        rc;

	if ((z = zwd_map_zone(s->map, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EDATA, "There is no zone %s on this map.", upper(x->l->argv[2])));
	if (z == a)
		return (pb_err_set(err, PB_EDATA, "%s is in %s already.", NAME(x), label(s, z)));
	if (!zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, 0)) {
		e = zwd_map_edge(s->map, a, z);
		if (e == ZWD_E_NONE)
			return (pb_err_set(err, PB_EPERM, "%s is not next to %s: one zone at a time.",
			    label(s, z), label(s, a)));
		return (pb_err_set(err, PB_EPERM, "%s cannot go from %s to %s: %s.", NAME(x), label(s, a),
		    label(s, z),
		    e == ZWD_E_RAMPART ? "a rampart with no Stairs or rope ladder"
		                       : "a wall between them"));
	}
	cost = zwd_map_move_cost(zwd_board_zombies(s->board, a));
	if ((rc = need_actions(x, cost, err)) != PB_OK)
		return (rc);
	s->board->surv[x->who] = z;
	SV(x)->actions -= cost;
	pb_buf_line(&x->pub, "%s moves from %s to %s.", NAME(x), label(s, a), label(s, z));
	return (PB_OK);
}

/* ---- search ----------------------------------------------------- */

/* pile_here - the Intro pile with cards in zone z, -1 */

static int
pile_here(const struct zwd_state *s, int z)
{
	int k;

	for (k = 0; k < s->nobj; k++)
		if (s->obj[k].zone == z && s->piles[k].n > 0)
			return (k);
	return (-1);
}

/* search_why - why survivor i cannot search now, NULL when it can */

static const char *
search_why(const struct zwd_state *s, int i)
{
	int z = zwd_surv_zone(s, i);

	if (s->surv[i].actions < 1)
		return ("no Action left");
	if (zwd_board_zombies(s->board, z) > 0)
		return ("there are zombies in the zone");
	if (pile_here(s, z) >= 0)
		return (NULL);
	if (zwd_map_kind(s->map, z) != ZWD_BUILDING)
		return ("one searches only in a building zone");
	if (s->surv[i].searched)
		return ("one Search a turn");
	if (s->edeck.n + s->ediscard.n == 0)
		return ("the Equipment deck is empty");
	return (NULL);
}

static int
can_search(const struct zwd_state *s, int i, char **ex)
{
	if (search_why(s, i) != NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("search %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_search(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	const char       *why = search_why(s, x->who);
	int               z = zwd_surv_zone(s, x->who), k, card, slot;

	if (why != NULL)
		return (pb_err_set(err, PB_EPERM, "%s cannot search: %s.", NAME(x), why));
	if ((k = pile_here(s, z)) >= 0)
		card = deck_draw(&s->piles[k]);
	else {
		if (s->edeck.n == 0) {
			deck_append(&s->edeck, &s->ediscard);
			deck_shuffle(&s->edeck, &s->rng);
		}
		card = deck_draw(&s->edeck);
		SV(x)->searched = 1;
	}
	SV(x)->actions--;
	if ((slot = zwd_give(s, x->who, card)) < 0) {
		zwd_discard(s, card);
		pb_buf_line(&x->pub, "%s finds %s, has no room for it and discards it.", NAME(x),
		    card_name(s, card));
	} else
		pb_buf_line(&x->pub, "%s finds %s.", NAME(x), card_name(s, card));
	return (PB_OK);
}

/* ---- take an objective ------------------------------------------ */

/* obj_here - an objective survivor i may take now, -1; why when none */

static int
obj_here(const struct zwd_state *s, int i, const char **why)
{
	int z = zwd_surv_zone(s, i), k, red = 0;

	*why = "there is no objective in the zone";
	if (pile_here(s, z) >= 0) {
		*why = "the equipment pile on it must be searched first";
		return (-1);
	}
	for (k = 0; k < s->nobj; k++) {
		if (s->obj[k].zone != z || s->obj[k].state != ZWD_OBJ_DOWN)
			continue;
		if ((s->map->setup.win & ZWD_WIN_BURNT) && s->obj[k].colour == ZWD_OBJ_RED) {
			red = 1;
			continue;
		}
		return (k);
	}
	if (red)
		*why = "red objectives cannot be taken in this mission";
	return (-1);
}

/* reward - a crypt weapon for an objective of a colour, when the mission
 * gives one and one is left: its index, or -1 (the 5 AP instead) */

static int
reward(struct zwd_state *s, int i, int colour, struct pb_buf *pub)
{
	unsigned rules = s->map->setup.rules;
	int      card;

	if (!(colour == ZWD_OBJ_RED ? rules & ZWD_RULE_CRYPT_RED : rules & ZWD_RULE_CRYPT_COLOUR)
	    || s->cdeck.n == 0)
		return (-1);
	card = deck_draw(&s->cdeck);
	if (zwd_give(s, i, card) < 0) {
		zwd_discard(s, card);
		pb_buf_line(pub, "%s takes the objective: the crypt weapon %s, no room for it, is lost.",
		    zwd_surv_name(s, i), card_name(s, card));
	} else
		pb_buf_line(pub, "%s takes the objective: the crypt weapon %s.", zwd_surv_name(s, i),
		    card_name(s, card));
	return (card);
}

static int
can_take(const struct zwd_state *s, int i, char **ex)
{
	const char *why;

	if (s->surv[i].actions < 1 || obj_here(s, i, &why) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("take %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_take(struct zwd_ctx *x, struct pb_err *err)
{
	static const char *const colour[] = { "red", "blue", "green" };
	struct zwd_state        *s = S(x);
	const char              *why;
	int                      k, before = zwd_level(SV(x)->ap);
	enum pb_rc               rc;

	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if ((k = obj_here(s, x->who, &why)) < 0)
		return (pb_err_set(err, PB_EPERM, "%s cannot take an objective: %s.", NAME(x), why));
	s->obj[k].state = ZWD_OBJ_TAKEN;
	SV(x)->actions--;
	if (reward(s, x->who, s->obj[k].colour, &x->pub) < 0) {
		SV(x)->ap += ZWD_OBJ_AP;
		pb_buf_line(&x->pub, "%s takes the %s objective in %s: %d AP.", NAME(x),
		    colour[s->obj[k].colour], label(s, s->obj[k].zone), ZWD_OBJ_AP);
	}
	if ((s->map->setup.rules & ZWD_RULE_RELICS) && s->obj[k].colour == ZWD_OBJ_RED) {
		SV(x)->relics++;
		pb_buf_line(&x->pub, "%s keeps the relic.", NAME(x));
	}
	if ((s->map->setup.rules & ZWD_RULE_LADDER_OBJ) && s->obj[k].colour != ZWD_OBJ_RED
	    && s->nladders < ZWD_LADDERS) {
		s->ladder[s->nladders].carrier = x->who;
		s->ladder[s->nladders].zone = s->ladder[s->nladders].a = -1;
		s->ladder[s->nladders++].b = -1;
		pb_buf_line(&x->pub, "%s gets a rope ladder.", NAME(x));
	}
	if (zwd_level(SV(x)->ap) > before) {
		SV(x)->actions += zwd_actions_per_turn(s, x->who) - 3 - (before >= ZWD_YELLOW);
		pb_buf_line(&x->pub, "%s reaches a new danger level.", NAME(x));
	}
	zwd_danger(s);
	return (PB_OK);
}

/* ---- Dragon Bile at the Standard (mission 1) -------------------- */

/* bile_where - the deck holding a Dragon Bile (discard first) and its place, NULL */

static struct deck *
bile_where(const struct zwd_state *s, int *at)
{
	struct deck *const d[2] = { (struct deck *)&s->ediscard, (struct deck *)&s->edeck };
	int                k, i;

	for (k = 0; k < 2; k++)
		for (i = d[k]->n - 1; i >= 0; i--)
			if (s->pack->cards->equips[d[k]->v[i]].kind == ZWD_BILE) {
				*at = i;
				return (d[k]);
			}
	return (NULL);
}

static int
can_bile(const struct zwd_state *s, int i, char **ex)
{
	int at;

	if (!(s->map->setup.rules & ZWD_RULE_BILE_SUPPLY) || s->surv[i].actions < 1
	    || zwd_surv_zone(s, i) != s->map->setup.standard || bile_where(s, &at) == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("bile %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_bile(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	struct deck      *d;
	int               at, card;
	enum pb_rc        rc;

	if (!(s->map->setup.rules & ZWD_RULE_BILE_SUPPLY))
		return (pb_err_set(err, PB_EPERM, "This mission has no Dragon Bile supply."));
	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (zwd_surv_zone(s, x->who) != s->map->setup.standard)
		return (pb_err_set(err, PB_EPERM, "The Dragon Bile supply is at the Standard, in %s.",
		    label(s, s->map->setup.standard)));
	if ((d = bile_where(s, &at)) == NULL)
		return (pb_err_set(err, PB_EPERM, "No Dragon Bile is left in the deck or its discard."));
	card = d->v[at];
	if (zwd_give(s, x->who, card) < 0)
		return (pb_err_set(err, PB_EPERM, "No room for the cards: drop one first."));
	deck_remove_at(d, at);
	if (d == &s->edeck)
		deck_shuffle(&s->edeck, &s->rng);
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s takes a Dragon Bile at the Standard.", NAME(x));
	return (PB_OK);
}

/* ---- relics (mission 8) ---------------------------------------- */

/* relic_token - a numbered spawn token within Range 0-1 of survivor i
 * and not at the Standard yet, its index, -1 */

static int
relic_token(const struct zwd_state *s, int i)
{
	int z = zwd_surv_zone(s, i), k, r;

	for (k = 0; k < ZWD_SPAWNS; k++)
		if (s->board->spawn[k] >= 0 && s->board->spawn[k] != s->map->setup.standard
		    && (r = zwd_map_los(s->map, z, s->board->spawn[k], 0)) >= 0 && r <= 1)
			return (k);
	return (-1);
}

static int
can_relic(const struct zwd_state *s, int i, char **ex)
{
	int k;

	if (!(s->map->setup.rules & ZWD_RULE_RELICS) || s->surv[i].actions < 1
	    || s->surv[i].relics < 1 || (k = relic_token(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("relic %s %d", zwd_surv_id(s, i), k + 1);
	return (1);
}

static enum pb_rc
run_relic(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k = atoi(x->l->argv[2]) - 1, z = zwd_surv_zone(s, x->who), r;
	enum pb_rc        rc;

	if (!(s->map->setup.rules & ZWD_RULE_RELICS))
		return (pb_err_set(err, PB_EPERM, "This mission has no relics."));
	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (SV(x)->relics < 1)
		return (pb_err_set(err, PB_EPERM, "%s holds no relic.", NAME(x)));
	if (k < 0 || k >= ZWD_SPAWNS || s->board->spawn[k] < 0)
		return (pb_err_set(err, PB_EDATA, "There is no spawn token #%s.", x->l->argv[2]));
	if ((r = zwd_map_los(s->map, z, s->board->spawn[k], 0)) < 0 || r > 1)
		return (pb_err_set(err, PB_EPERM, "Spawn token #%d is not within Range 0-1 of %s.",
		    k + 1, NAME(x)));
	if (s->board->spawn[k] == s->map->setup.standard)
		return (pb_err_set(err, PB_EPERM, "Spawn token #%d is at the Standard already.", k + 1));
	pb_buf_line(&x->pub, "%s gives up a relic: spawn token #%d moves from %s to the Standard in %s.",
	    NAME(x), k + 1, label(s, s->board->spawn[k]), label(s, s->map->setup.standard));
	s->board->spawn[k] = s->map->setup.standard;
	SV(x)->relics--;
	SV(x)->actions--;
	return (PB_OK);
}

/* ---- the Empress (mission 5) ----------------------------------- */

static int
can_empress(const struct zwd_state *s, int i, char **ex)
{
	if (!(s->map->setup.rules & ZWD_RULE_EMPRESS_TAKE) || s->empress >= 0
	    || s->surv[i].actions < 1 || zwd_surv_zone(s, i) != s->map->setup.signaller)
		return (0);
	if (ex)
		*ex = pb_asprintf("empress %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_empress(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	enum pb_rc        rc;

	if (!(s->map->setup.rules & ZWD_RULE_EMPRESS_TAKE))
		return (pb_err_set(err, PB_EPERM, "There is no Empress to take in this mission."));
	if (s->empress >= 0)
		return (pb_err_set(err, PB_EPERM, "%s carries the Empress already.",
		    zwd_surv_name(s, s->empress)));
	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (zwd_surv_zone(s, x->who) != s->map->setup.signaller)
		return (pb_err_set(err, PB_EPERM, "The Empress is in %s.",
		    label(s, s->map->setup.signaller)));
	s->empress = x->who;
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s takes the Empress: where %s goes, the Signaller goes.", NAME(x),
	    NAME(x));
	return (PB_OK);
}

/* ---- noise ------------------------------------------------------ */

static int
can_noise(const struct zwd_state *s, int i, char **ex)
{
	if (s->surv[i].actions < 1)
		return (0);
	if (ex)
		*ex = pb_asprintf("noise %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_noise(struct zwd_ctx *x, struct pb_err *err)
{
	enum pb_rc rc;
	int        z = zwd_surv_zone(S(x), x->who);

	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	S(x)->board->noise[z]++;
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s makes noise in %s.", NAME(x), label(S(x), z));
	return (PB_OK);
}

/* ---- reorganise, trade, drop ------------------------------------ */

/* area - the slots [*from, *to) of a word, 0 when none */

static int
area(const char *w, int *from, int *to)
{
	if (strcmp(w, "hand") == 0 || strcmp(w, "hands") == 0)
		*from = ZWD_HAND0, *to = ZWD_BODYSLOT;
	else if (strcmp(w, "body") == 0)
		*from = ZWD_BODYSLOT, *to = ZWD_PACK0;
	else if (strcmp(w, "pack") == 0 || strcmp(w, "backpack") == 0)
		*from = ZWD_PACK0, *to = ZWD_SLOTS;
	else
		return (0);
	return (1);
}

static int
can_reorganise(const struct zwd_state *s, int i, char **ex)
{
	const char *c;
	int         k;

	if (s->surv[i].actions < 1 || (c = first_card(s, i, &k)) == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("reorganise %s %s %s", zwd_surv_id(s, i), c,
		    k < ZWD_BODYSLOT ? "pack" : "hand");
	return (1);
}

static enum pb_rc
run_reorganise(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	struct zwd_surv  *sv = SV(x);
	int               k, from, to, t, card, other;
	enum pb_rc        rc;

	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if ((k = zwd_slot_of(s, x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", NAME(x), x->l->argv[2]));
	if (!area(x->l->argv[3], &from, &to))
		return (pb_err_set(err, PB_EDATA, "Put a card in hand, body or pack, not \"%s\".",
		    x->l->argv[3]));
	card = sv->slot[k];
	if (k >= from && k < to)
		return (pb_err_set(err, PB_EDATA, "%s is in %s's %s already.", card_name(s, card),
		    NAME(x), x->l->argv[3]));
	if (!zwd_slot_fits(s, x->who, card, from))
		return (pb_err_set(err, PB_EPERM, "%s does not go in the %s.", card_name(s, card),
		    x->l->argv[3]));
	if ((t = zwd_slot_free(sv, from, to)) < 0) {
		t = from; /* swap with the first card there */
		other = sv->slot[t];
		if (!zwd_slot_fits(s, x->who, other, k))
			return (pb_err_set(err, PB_EPERM, "No room in the %s: drop or move %s first.",
			    x->l->argv[3], card_name(s, other)));
		sv->slot[k] = other;
	} else
		sv->slot[k] = -1;
	sv->slot[t] = card;
	sv->actions--;
	pb_buf_line(&x->pub, "%s reorganises: %s in %s.", NAME(x), card_name(s, card),
	    t < ZWD_BODYSLOT ? "hand" : t == ZWD_BODYSLOT ? "body" : "pack");
	return (PB_OK);
}

/* partner - a survivor of the same seat in i's zone, -1 */

static int
partner(const struct zwd_state *s, int i)
{
	int j;

	for (j = 0; j < s->nsurv; j++)
		if (j != i && !s->surv[j].out && s->surv[j].seat == s->surv[i].seat
		    && zwd_surv_zone(s, j) == zwd_surv_zone(s, i))
			return (j);
	return (-1);
}

static int
can_trade(const struct zwd_state *s, int i, char **ex)
{
	const char *c = first_card(s, i, NULL);
	int         j = partner(s, i);

	if (s->surv[i].actions < 1 || j < 0 || c == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("trade %s %s %s", zwd_surv_id(s, i), zwd_surv_id(s, j), c);
	return (1);
}

/* swap - survivor i gives card give (an equipment index) to j, for get (-1 none) */

static enum pb_rc
swap(struct zwd_state *s, int i, int j, int give, int get, struct pb_buf *pub, struct pb_err *err)
{
	struct zwd_surv a = s->surv[i], b = s->surv[j];
	int             k, m = -1;

	for (k = 0; k < ZWD_SLOTS && s->surv[i].slot[k] != give; k++)
		;
	if (get >= 0)
		for (m = 0; m < ZWD_SLOTS && s->surv[j].slot[m] != get; m++)
			;
	if (k == ZWD_SLOTS || m == ZWD_SLOTS)
		return (pb_err_set(err, PB_EPERM, "The cards of the trade are not there any more."));
	s->surv[i].slot[k] = -1;
	if (m >= 0)
		s->surv[j].slot[m] = -1;
	if (zwd_give(s, j, give) < 0 || (get >= 0 && zwd_give(s, i, get) < 0)) {
		s->surv[i] = a;
		s->surv[j] = b;
		return (pb_err_set(err, PB_EPERM, "No room for the cards: drop one first."));
	}
	s->surv[i].actions--;
	if (get >= 0)
		pb_buf_line(pub, "%s gives %s to %s for %s.", zwd_surv_name(s, i), card_name(s, give),
		    zwd_surv_name(s, j), card_name(s, get));
	else
		pb_buf_line(pub, "%s gives %s to %s.", zwd_surv_name(s, i), card_name(s, give),
		    zwd_surv_name(s, j));
	return (PB_OK);
}

/* trade_ok - survivors i and j may trade now: in play, in one zone, i with an Action */

static enum pb_rc
trade_ok(const struct zwd_state *s, int i, int j, struct pb_err *err)
{
	if (s->surv[i].out || s->surv[j].out || s->surv[i].done || s->surv[i].actions < 1)
		return (pb_err_set(err, PB_EPERM, "%s cannot trade now.", zwd_surv_name(s, i)));
	if (zwd_surv_zone(s, j) != zwd_surv_zone(s, i))
		return (pb_err_set(err, PB_EPERM, "%s and %s are not in the same zone.",
		    zwd_surv_name(s, i), zwd_surv_name(s, j)));
	return (PB_OK);
}

static enum pb_rc
run_trade(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               j, k, m = -1, get;
	enum pb_rc        rc;

	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if ((j = zwd_surv_find(s, x->l->argv[2])) < 0 || j == x->who || s->surv[j].out)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no other survivor in play.",
		    x->l->argv[2]));
	if ((rc = trade_ok(s, x->who, j, err)) != PB_OK)
		return (rc);
	if ((k = zwd_slot_of(s, x->who, x->l->argv[3])) < 0)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", NAME(x), x->l->argv[3]));
	if (x->l->argc >= 6 && strcmp(x->l->argv[4], "for") == 0
	    && (m = zwd_slot_of(s, j, x->l->argv[5])) < 0)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", zwd_surv_name(s, j),
		    x->l->argv[5]));
	if (x->l->argc > 4 && m < 0)
		return (pb_err_set(err, PB_EDATA, "Trade as: trade SURVIVOR OTHER CARD [for CARD]."));
	get = m >= 0 ? s->surv[j].slot[m] : -1;
	if (s->surv[j].seat == x->seat)
		return (swap(s, x->who, j, s->surv[x->who].slot[k], get, &x->pub, err));
	/* Another player's survivor: an offer, until they answer or the turn ends. */
	s->offer[0] = x->who;
	s->offer[1] = j;
	s->offer[2] = s->surv[x->who].slot[k];
	s->offer[3] = get;
	if (get >= 0)
		pb_buf_line(&x->pub, "%s offers %s to %s for %s: player %d answers accept or refuse.",
		    NAME(x), card_name(s, s->offer[2]), zwd_surv_name(s, j), card_name(s, get),
		    s->surv[j].seat);
	else
		pb_buf_line(&x->pub, "%s offers %s to %s: player %d answers accept or refuse.", NAME(x),
		    card_name(s, s->offer[2]), zwd_surv_name(s, j), s->surv[j].seat);
	return (PB_OK);
}

/* offered - the survivor of seat an offer waits on, -1 */

static int
offered(const struct zwd_state *s, int seat)
{
	return (s->offer[0] >= 0 && s->surv[s->offer[1]].seat == seat ? s->offer[1] : -1);
}

static int
can_answer(const struct zwd_state *s, int i, char **ex, const char *word)
{
	if (s->offer[0] < 0 || s->offer[1] != i)
		return (0);
	if (ex)
		*ex = pb_strdup(word);
	return (1);
}

static int
can_accept(const struct zwd_state *s, int i, char **ex)
{
	return (can_answer(s, i, ex, "accept"));
}

static int
can_refuse(const struct zwd_state *s, int i, char **ex)
{
	return (can_answer(s, i, ex, "refuse"));
}

static enum pb_rc
run_accept(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	enum pb_rc        rc;

	if (offered(s, x->seat) < 0)
		return (pb_err_set(err, PB_EPERM, "No trade waits on your answer."));
	if ((rc = trade_ok(s, s->offer[0], s->offer[1], err)) != PB_OK
	    || (rc = swap(s, s->offer[0], s->offer[1], s->offer[2], s->offer[3], &x->pub, err))
	        != PB_OK)
		return (rc);
	s->offer[0] = s->offer[1] = s->offer[2] = s->offer[3] = -1;
	return (PB_OK);
}

static enum pb_rc
run_refuse(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);

	if (offered(s, x->seat) < 0)
		return (pb_err_set(err, PB_EPERM, "No trade waits on your answer."));
	pb_buf_line(&x->pub, "%s refuses the trade.", zwd_surv_name(s, s->offer[1]));
	s->offer[0] = s->offer[1] = s->offer[2] = s->offer[3] = -1;
	return (PB_OK);
}

static int
can_drop(const struct zwd_state *s, int i, char **ex)
{
	const char *c = first_card(s, i, NULL);

	if (c == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("drop %s %s", zwd_surv_id(s, i), c);
	return (1);
}

static enum pb_rc
run_drop(struct zwd_ctx *x, struct pb_err *err)
{
	int k, card;

	if ((k = zwd_slot_of(S(x), x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", NAME(x), x->l->argv[2]));
	card = SV(x)->slot[k];
	SV(x)->slot[k] = -1;
	zwd_discard(S(x), card);
	pb_buf_line(&x->pub, "%s discards %s.", NAME(x), card_name(S(x), card));
	return (PB_OK);
}

/* ---- rope ladders ----------------------------------------------- */

/* ladder_here - a ladder survivor i can take: lying or placed at its zone, -1 */

static int
ladder_here(const struct zwd_state *s, int i)
{
	int z = zwd_surv_zone(s, i), k;

	for (k = 0; k < s->nladders; k++)
		if (s->ladder[k].zone == z || s->ladder[k].a == z || s->ladder[k].b == z)
			return (k);
	return (-1);
}

/* ladder_carried - the ladder survivor i carries, -1 */

static int
ladder_carried(const struct zwd_state *s, int i)
{
	int k;

	for (k = 0; k < s->nladders; k++)
		if (s->ladder[k].carrier == i)
			return (k);
	return (-1);
}

/* ladder_spot - a free ladder spot from survivor i's zone, -1 */

static int
ladder_spot(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), b, n = s->map->nzones;

	for (b = 0; b < n; b++)
		if ((s->map->eflag[a * n + b] & (ZWD_EF_SPOT | ZWD_EF_LADDER)) == ZWD_EF_SPOT)
			return (b);
	return (-1);
}

static int
can_ladder(const struct zwd_state *s, int i, char **ex)
{
	int z;

	if (s->surv[i].actions < 1)
		return (0);
	if (ladder_here(s, i) >= 0) {
		if (ex)
			*ex = pb_asprintf("ladder %s take", zwd_surv_id(s, i));
		return (1);
	}
	if (ladder_carried(s, i) < 0 || (z = ladder_spot(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("ladder %s put %s", zwd_surv_id(s, i), label(s, z));
	return (1);
}

/* ladder_take - survivor x->who takes a rope ladder in its zone */

static enum pb_rc
ladder_take(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state  *s = S(x);
	struct zwd_ladder *l;
	int                k;

	if ((k = ladder_here(s, x->who)) < 0)
		return (pb_err_set(err, PB_EPERM, "There is no rope ladder in %s to take.",
		    label(s, zwd_surv_zone(s, x->who))));
	l = &s->ladder[k];
	if (l->a >= 0) {
		(void)zwd_map_ladder_take(s->map, l->a, l->b);
		pb_buf_line(&x->pub, "%s takes back the rope ladder between %s and %s.", NAME(x),
		    label(s, l->a), label(s, l->b));
	} else
		pb_buf_line(&x->pub, "%s takes the rope ladder in %s.", NAME(x), label(s, l->zone));
	l->zone = l->a = l->b = -1;
	l->carrier = x->who;
	SV(x)->actions--;
	return (PB_OK);
}

/* ladder_put - survivor x->who places its rope ladder toward a zone */

static enum pb_rc
ladder_put(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k, a = zwd_surv_zone(s, x->who), b;

	if ((k = ladder_carried(s, x->who)) < 0)
		return (pb_err_set(err, PB_EPERM, "%s carries no rope ladder.", NAME(x)));
	if (x->l->argc < 4 || (b = zwd_map_zone(s->map, x->l->argv[3])) < 0)
		return (pb_err_set(err, PB_EDATA, "Put it as: ladder SURVIVOR put ZONE."));
	if (zwd_map_ladder_put(s->map, a, b) != PB_OK)
		return (pb_err_set(err, PB_EPERM,
		    "A rope ladder goes only on a rampart's ladder spot, and one at most: none free "
		    "between %s and %s.",
		    label(s, a), label(s, b)));
	s->ladder[k].carrier = -1;
	s->ladder[k].a = a < b ? a : b;
	s->ladder[k].b = a < b ? b : a;
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s places a rope ladder between %s and %s.", NAME(x), label(s, a),
	    label(s, b));
	return (PB_OK);
}

static enum pb_rc
run_ladder(struct zwd_ctx *x, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (strcmp(x->l->argv[2], "take") == 0)
		return (ladder_take(x, err));
	if (strcmp(x->l->argv[2], "put") == 0)
		return (ladder_put(x, err));
	return (pb_err_set(err, PB_EDATA, "A rope ladder: ladder SURVIVOR take, or ladder SURVIVOR "
	                                  "put ZONE."));
}

/* ---- end of turn ------------------------------------------------ */

static int
can_end(const struct zwd_state *s, int i, char **ex)
{
	if (s->surv[i].done)
		return (0);
	if (ex)
		*ex = pb_asprintf("end %s", zwd_surv_id(s, i));
	return (1);
}

/* end_one - survivor i ends its turn */

static void
end_one(struct zwd_ctx *x, int i)
{
	x->s->surv[i].done = 1;
	x->s->surv[i].actions = 0;
	pb_buf_line(&x->pub, "%s ends the turn.", zwd_surv_name(x->s, i));
}

static enum pb_rc
run_end(struct zwd_ctx *x, struct pb_err *err)
{
	int i, n = 0;

	if (x->who >= 0) {
		end_one(x, x->who);
		return (PB_OK);
	}
	for (i = 0; i < x->s->nsurv; i++)
		if (x->s->surv[i].seat == x->seat && !x->s->surv[i].done) {
			end_one(x, i);
			n++;
		}
	if (n == 0)
		return (pb_err_set(err, PB_EPERM, "Your survivors have all ended their turn."));
	return (PB_OK);
}

/* ---- standing choices for the zombie phase ---------------------- */

static int
can_standing(const struct zwd_state *s, int i, char **ex)
{
	(void)s;
	(void)i;
	if (ex)
		*ex = pb_strdup("standing wounds spread");
	return (1);
}

/* standing_wounds - "standing wounds guards|spread|SURVIVOR ..." */

static enum pb_rc
standing_wounds(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               order[ZWD_SURVIVORS], n = 0, i, k;

	if (strcmp(x->l->argv[2], "guards") == 0 || strcmp(x->l->argv[2], "spread") == 0) {
		s->wound_rule = x->l->argv[2][0] == 'g' ? ZWD_WOUND_GUARDS : ZWD_WOUND_SPREAD;
		s->norder = 0;
		pb_buf_line(&x->pub, "Standing: Wounds go %s.",
		    s->wound_rule == ZWD_WOUND_GUARDS ? "to the guards first" : "to the survivors, spread");
		return (PB_OK);
	}
	for (k = 2; k < x->l->argc; k++) {
		if ((i = zwd_surv_find(s, x->l->argv[k])) < 0)
			return (pb_err_set(err, PB_EDATA, "\"%s\" is no survivor of this game.",
			    x->l->argv[k]));
		if (n < ZWD_SURVIVORS)
			order[n++] = i;
	}
	memcpy(s->order, order, sizeof(order));
	s->norder = n;
	s->wound_rule = ZWD_WOUND_ORDER;
	pb_buf_line(&x->pub, "Standing: Wounds go first to %s, in the order given.",
	    zwd_surv_name(s, order[0]));
	return (PB_OK);
}

/* standing_steer - "standing steer ZONE ..." or "standing steer none" */

static enum pb_rc
standing_steer(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               steer[ZWD_STEER], n = 0, k, z;

	for (k = strcmp(x->l->argv[2], "none") == 0 ? x->l->argc : 2; k < x->l->argc; k++) {
		if ((z = zwd_map_zone(s->map, x->l->argv[k])) < 0)
			return (pb_err_set(err, PB_EDATA, "There is no zone %s on this map.",
			    upper(x->l->argv[k])));
		if (n == ZWD_STEER)
			return (pb_err_set(err, PB_EDATA, "Name at most %d zones.", ZWD_STEER));
		steer[n++] = z;
	}
	memcpy(s->steer, steer, sizeof(steer));
	s->nsteer = n;
	if (n == 0)
		pb_buf_line(&x->pub, "Standing: the zombies' ties go by the lowest zone.");
	else
		pb_buf_line(&x->pub, "Standing: on a tie the zombies go toward %s first.",
		    label(s, steer[0]));
	return (PB_OK);
}

static enum pb_rc
run_standing(struct zwd_ctx *x, struct pb_err *err)
{
	if (strcmp(x->l->argv[1], "wounds") == 0)
		return (standing_wounds(x, err));
	if (strcmp(x->l->argv[1], "steer") == 0)
		return (standing_steer(x, err));
	return (pb_err_set(err, PB_EDATA,
	    "Standing choices: standing wounds guards|spread|SURVIVOR..., standing steer ZONE...|none."));
}

/* ---- what comes with zwd_combat(3) ------------------------------ */

static int
can_never(const struct zwd_state *s, int i, char **ex)
{
	(void)s;
	(void)i;
	(void)ex;
	return (0);
}

static enum pb_rc
run_combat(struct zwd_ctx *x, struct pb_err *err)
{
	(void)x;
	return (pb_err_set(err, PB_EPERM,
	    "Combat (melee, ranged and magic) is not in this version of White Death yet: move, "
	    "search, take objectives, make noise or end the turn."));
}

static enum pb_rc
run_guard(struct zwd_ctx *x, struct pb_err *err)
{
	(void)x;
	return (pb_err_set(err, PB_EPERM,
	    "Guard Actions and Cauldrons are not in this version of White Death yet."));
}

const struct zwd_cmd zwd_cmds[] = {
	{ "move", 1, 2, { "move SURVIVOR ZONE", "muovi SOPRAVVISSUTO ZONA", "mueve SUPERVIVIENTE ZONA" },
	    { "Move to an adjacent zone: 1 Action, +1 for each zombie in the zone left.",
	        "Muovi in una Zona adiacente: 1 Azione, +1 per ogni zombie nella Zona che lasci.",
	        "Muévete a una Zona adyacente: 1 Acción, +1 por cada zombi en la Zona que dejas." },
	    run_move, can_move, move_targets },
	{ "search", 1, 1, { "search SURVIVOR", "cerca SOPRAVVISSUTO", "busca SUPERVIVIENTE" },
	    { "Search a building zone with no zombie, once a turn: 1 Action, 1 Equipment card.",
	        "Cerca in una Zona di edificio senza zombie, una volta per turno: 1 Azione, 1 carta "
	        "Equipaggiamento.",
	        "Busca en una Zona de edificio sin zombis, una vez por turno: 1 Acción, 1 carta de "
	        "Equipo." },
	    run_search, can_search, NULL },
	{ "take", 1, 1, { "take SURVIVOR", "prendi SOPRAVVISSUTO", "coge SUPERVIVIENTE" },
	    { "Take the objective in the zone: 1 Action, 5 AP.",
	        "Prendi l'Obiettivo nella Zona: 1 Azione, 5 PA.",
	        "Coge el Objetivo de la Zona: 1 Acción, 5 PA." },
	    run_take, can_take, NULL },
	{ "bile", 1, 1, { "bile SURVIVOR", "bile SOPRAVVISSUTO", "bilis SUPERVIVIENTE" },
	    { "Mission 1: at the Standard, take a Dragon Bile from the deck or its discard: 1 "
	      "Action, not a Search.",
	        "Missione 1: allo Stendardo, prendi una Bile di Drago dal mazzo o dagli scarti: 1 "
	        "Azione, non è una Ricerca.",
	        "Misión 1: en el Estandarte, coge una Bilis de Dragón del mazo o de los descartes: "
	        "1 Acción, no es una Búsqueda." },
	    run_bile, can_bile, NULL },
	{ "relic", 1, 2, { "relic SURVIVOR N", "reliquia SOPRAVVISSUTO N", "reliquia SUPERVIVIENTE N" },
	    { "Mission 8: give up a relic to move spawn token #N, within Range 0-1, to the "
	      "Standard: 1 Action.",
	        "Missione 8: rinuncia a una reliquia per spostare il segnalino di generazione #N, a "
	        "Gittata 0-1, allo Stendardo: 1 Azione.",
	        "Misión 8: renuncia a una reliquia para mover la ficha de generación #N, a Alcance "
	        "0-1, al Estandarte: 1 Acción." },
	    run_relic, can_relic, NULL },
	{ "empress", 1, 1,
	    { "empress SURVIVOR", "imperatrice SOPRAVVISSUTO", "emperatriz SUPERVIVIENTE" },
	    { "Mission 5: take the Empress in her zone: 1 Action; the survivor is the Signaller "
	      "from then on.",
	        "Missione 5: prendi l'Imperatrice nella sua Zona: 1 Azione; da allora il "
	        "sopravvissuto è il Segnalatore.",
	        "Misión 5: coge a la Emperatriz en su Zona: 1 Acción; desde entonces el "
	        "superviviente es el Señalizador." },
	    run_empress, can_empress, NULL },
	{ "noise", 1, 1, { "noise SURVIVOR", "rumore SOPRAVVISSUTO", "ruido SUPERVIVIENTE" },
	    { "Make noise: 1 Action, a Noise token in the zone.",
	        "Fai rumore: 1 Azione, un segnalino Rumore nella Zona.",
	        "Haz ruido: 1 Acción, una ficha de Ruido en la Zona." },
	    run_noise, can_noise, NULL },
	{ "reorganise", 1, 3,
	    { "reorganise SURVIVOR CARD hand|body|pack",
	        "riorganizza SOPRAVVISSUTO CARTA mano|corpo|zaino",
	        "reorganiza SUPERVIVIENTE CARTA mano|cuerpo|mochila" },
	    { "Move a card to the hands, the body or the backpack: 1 Action.",
	        "Sposta una carta nelle mani, nel corpo o nello zaino: 1 Azione.",
	        "Mueve una carta a las manos, el cuerpo o la mochila: 1 Acción." },
	    run_reorganise, can_reorganise, NULL },
	{ "trade", 1, 3,
	    { "trade SURVIVOR OTHER CARD [for CARD]", "scambia SOPRAVVISSUTO ALTRO CARTA [per CARTA]",
	        "intercambia SUPERVIVIENTE OTRO CARTA [por CARTA]" },
	    { "Give a card to another survivor in the zone, or swap two: 1 Action; another "
	      "player's survivor must accept.",
	        "Dai una carta a un altro sopravvissuto nella Zona, o scambiane due: 1 Azione; il "
	        "sopravvissuto di un altro giocatore deve accettare.",
	        "Da una carta a otro superviviente en la Zona, o cambia dos: 1 Acción; el "
	        "superviviente de otro jugador debe aceptar." },
	    run_trade, can_trade, NULL },
	{ "drop", 1, 2, { "drop SURVIVOR CARD", "scarta SOPRAVVISSUTO CARTA", "descarta SUPERVIVIENTE CARTA" },
	    { "Discard a card: free.", "Scarta una carta: gratis.", "Descarta una carta: gratis." },
	    run_drop, can_drop, NULL },
	{ "ladder", 1, 2,
	    { "ladder SURVIVOR take|put ZONE", "scala SOPRAVVISSUTO prendi|posa ZONA",
	        "escala SUPERVIVIENTE coge|pon ZONA" },
	    { "Take a rope ladder in your zone, or place yours on a rampart's ladder spot toward a "
	      "zone: 1 Action. Survivors climb it both ways.",
	        "Prendi una scala di corda nella tua Zona, o posa la tua su un punto del bastione "
	        "verso una Zona: 1 Azione. I sopravvissuti la salgono e scendono.",
	        "Coge una escala de cuerda en tu Zona, o pon la tuya en un punto del parapeto hacia "
	        "una Zona: 1 Acción. Los supervivientes la suben y bajan." },
	    run_ladder, can_ladder, NULL },
	{ "end", 2, 0, { "end [SURVIVOR]", "fine [SOPRAVVISSUTO]", "fin [SUPERVIVIENTE]" },
	    { "End a survivor's turn, or all of yours: the Actions left are lost.",
	        "Termina il turno di un sopravvissuto, o di tutti i tuoi: le Azioni rimaste sono "
	        "perse.",
	        "Termina el turno de un superviviente, o de todos los tuyos: las Acciones que "
	        "quedan se pierden." },
	    run_end, can_end, NULL },
	{ "accept", 0, 0, { "accept", "accetta", "acepta" },
	    { "Accept the trade another player offers one of your survivors.",
	        "Accetta lo scambio che un altro giocatore offre a un tuo sopravvissuto.",
	        "Acepta el intercambio que otro jugador ofrece a uno de tus supervivientes." },
	    run_accept, can_accept, NULL },
	{ "refuse", 0, 0, { "refuse", "rifiuta", "rechaza" },
	    { "Refuse that trade.", "Rifiuta quello scambio.", "Rechaza ese intercambio." },
	    run_refuse, can_refuse, NULL },
	{ "standing", 0, 2,
	    { "standing wounds guards|spread|SURVIVOR... / standing steer ZONE...|none",
	        "permanente ferite guardie|distribuite|SOPRAVVISSUTO... / permanente verso ZONA...|nessuna",
	        "permanente heridas guardias|repartidas|SUPERVIVIENTE... / permanente hacia "
	        "ZONA...|ninguna" },
	    { "Standing choices for the zombie phase, for the whole team: who takes Wounds first "
	      "(the guards, the survivors spread, or survivors in your order), and the zones the "
	      "zombies go toward on a tie.",
	        "Scelte permanenti per la fase degli zombie, per tutta la squadra: chi subisce prima "
	        "le Ferite (le Guardie, i sopravvissuti distribuite, o i sopravvissuti nel tuo "
	        "ordine) e le Zone verso cui vanno gli zombie in caso di parità.",
	        "Elecciones permanentes para la fase de los zombis, para todo el equipo: quién sufre "
	        "primero las Heridas (las Guardias, los supervivientes repartidas, o los "
	        "supervivientes en tu orden) y las Zonas hacia las que van los zombis en caso de "
	        "empate." },
	    run_standing, can_standing, NULL },
	{ "attack", 1, -1,
	    { "attack SURVIVOR ...", "attacca SOPRAVVISSUTO ...", "ataca SUPERVIVIENTE ..." },
	    { "Melee, ranged and magic combat: not in this version yet.",
	        "Combattimento in mischia, a distanza e magico: non ancora in questa versione.",
	        "Combate cuerpo a cuerpo, a distancia y mágico: aún no en esta versión." },
	    run_combat, can_never, NULL },
	{ "guard", 1, -1, { "guard SURVIVOR ...", "guardie SOPRAVVISSUTO ...", "guardias SUPERVIVIENTE ..." },
	    { "Guard Actions and Cauldrons: not in this version yet.",
	        "Azioni delle Guardie e Calderoni: non ancora in questa versione.",
	        "Acciones de Guardias y Calderos: aún no en esta versión." },
	    run_guard, can_never, NULL },
};

const int zwd_ncmds = (int)PB_NELEM(zwd_cmds);
