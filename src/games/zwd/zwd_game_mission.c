/*++
/* NAME
/*	zwd_game_mission 3
/* SUMMARY
/*	Zombicide: White Death, the spine's side of zwd_mission(3h)
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	int	zwd_held(const struct zwd_state *s, int kind);
/*	void	zwd_mprog_deal(struct zwd_state *s);
/*	void	zwd_mprog_sync(struct zwd_state *s);
/*	int	zwd_mprog_outcome(struct zwd_state *s, char **why);
/*	void	zwd_mprog_zombies_done(struct zwd_state *s);
/*	int	zwd_mprog_exit(struct zwd_state *s, int i, int turn_end,
/*			struct pb_buf *pub);
/*	void	zwd_objective_take(struct zwd_state *s, int i, int k,
/*			struct pb_buf *pub);
/*	int	zwd_fire_objective(const struct zwd_state *s, int z);
/*	void	zwd_crypt_drop(struct zwd_state *s, int z, int n,
/*			struct pb_buf *pub);
/*	int	zwd_drop_here(const struct zwd_state *s, int z);
/*	void	zwd_drop_take(struct zwd_state *s, int i, int k,
/*			struct pb_buf *pub);
/* DESCRIPTION
/*	The mission rules, victory and defeat are zwd_mission(3h)'s; the
/*	state keeps what they read (the objective tokens s->obj, the
/*	equipment, the carrier of the Empress, who is out) and the rest in
/*	s->mp (the modes, the Tomes and fragments of mission 2, the guards
/*	gone out by the exit, the extra Necromancers).  Invariant (MP1):
/*	after zwd_mprog_sync() every field of s->mp that the state also
/*	holds says what the state says; the game calls it before each
/*	zwd_mission_*() call.  (MP2) what a zwd_mission_*() call changes in
/*	s->mp goes back to the state before the command returns
/*	(zwd_mprog_put()).
/*
/*	zwd_held() counts the cards of an equipment kind the survivors
/*	hold (kind < 0: the Crypt Weapons).
/*	zwd_mprog_deal() is the set-up's part (zwd_mission_setup(): the
/*	colours of the objectives, the Intro's piles counted) for a game
/*	of revision 1 or later; s->obj is made from it.
/*	zwd_mprog_outcome() is ZWD_LOST (zwd_mission_lost()), ZWD_WON
/*	(zwd_mission_won()) or ZWD_PLAYING, with the reason in *why
/*	(English, caller frees) when the game ended.
/*	zwd_mprog_zombies_done() is the end of a zombie phase: objectives
/*	under Corruption lost; a Red whose building burnt is taken (4).
/*	zwd_mprog_exit() lets survivor i leave by the exit
/*	(zwd_mission_exit(): the guards there go out with it): with
/*	turn_end, its turn ended, under exit-turn-end (7, 10); without,
/*	when it chooses, where the rule is not (6); 1 when it left.
/*	zwd_fire_objective() says whether a Dragon Fire in zone z burns
/*	its building under the rule burn (4): from revision 1 only on the
/*	zone of a Red objective still there (zwd_mission_fire()'s reading;
/*	the fire takes it), in a game of revision 0 in any building.
/*	zwd_crypt_drop() is n Crypt Weapons dropped in zone z by the
/*	Abominations and Necromancers killed there (revision 1 on): each
/*	drawn from the Crypt deck at the drop, lying face down until taken
/*	(digest 7; none when the deck is empty).  zwd_drop_here() is the
/*	first lying in zone z, -1; zwd_drop_take() gives it to survivor i
/*	(with no room it is lost) and tells which it was.
/*	zwd_objective_take() gives survivor i what objective k gives
/*	(zwd_mission_take()): a Crypt Weapon (5 AP when none is left) or 5
/*	AP, a relic kept (8), a rope ladder (6), a Tome or fragment (2).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/jfield.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* crypt_cards - copies of Crypt Weapon cards in the pack */

static int
crypt_cards(const struct zwd_cards *c)
{
	int i, n = 0;

	for (i = 0; i < c->nequips; i++)
		if (c->equips[i].deck == ZWD_CRYPT)
			n += c->equips[i].copies > 0 ? c->equips[i].copies : 1;
	return (n);
}

/* zwd_held - cards of a kind (kind < 0: of the Crypt deck) the survivors hold */

int
zwd_held(const struct zwd_state *s, int kind)
{
	const struct zwd_equip *e;
	int                     i, k, n = 0;

	for (i = 0; i < s->nsurv; i++)
		for (k = 0; k < ZWD_SLOTS; k++)
			if (s->surv[i].slot[k] >= 0) {
				e = &s->pack->cards->equips[s->surv[i].slot[k]];
				n += kind < 0 ? e->deck == ZWD_CRYPT : e->kind == kind;
			}
	return (n);
}

/* zwd_mprog_sync - s->mp says what the state says (MP1) */

void
zwd_mprog_sync(struct zwd_state *s)
{
	struct zwd_mprog *p = &s->mp;
	int               i;

	p->nobj = s->nobj < ZWD_MP_OBJ ? s->nobj : ZWD_MP_OBJ;
	memset(p->taken, 0, sizeof(p->taken));
	for (i = 0; i < p->nobj; i++) {
		p->zone[i] = s->obj[i].zone;
		p->colour[i] = s->obj[i].colour;
		p->state[i] = s->obj[i].state; /* ZWD_OBJ_ON is ZWD_OBJ_ON */
		p->pile[i] = s->piles[i].n;
		p->taken[p->colour[i]] += p->state[i] == ZWD_OBJ_TAKEN;
	}
	p->crypt_left = s->cdeck.n + s->ndrops; /* a dropped one may still be taken */
	p->crypt = crypt_cards(s->pack->cards) - p->crypt_left;
	p->bile = zwd_held(s, ZWD_BILE);
	p->relics = p->ladders = p->dead = 0;
	for (i = 0; i < s->nsurv; i++) {
		p->relics += s->surv[i].relics;
		p->out[i] = s->surv[i].out == 2;
		p->dead += s->surv[i].out == 1;
	}
	p->ladders = s->nladders - s->map->setup.nladders;
	p->carrier = s->empress;
	p->round = s->round - 1;
}

/* zwd_mprog_put - what a zwd_mission call changed goes back to the state (MP2) */

static void
zwd_mprog_put(struct zwd_state *s)
{
	int i;

	for (i = 0; i < s->mp.nobj; i++)
		s->obj[i].state = s->mp.state[i];
	s->empress = s->mp.carrier;
}

/* zwd_mprog_deal - the objectives of a new game, by zwd_mission_setup() */

void
zwd_mprog_deal(struct zwd_state *s)
{
	int i;

	zwd_mission_setup(&s->mp, s->map, s->board, &s->rng);
	s->nobj = s->mp.nobj;
	s->obj = pb_calloc((size_t)s->nobj + 1, sizeof(*s->obj));
	s->piles = pb_calloc((size_t)s->nobj + 1, sizeof(*s->piles));
	for (i = 0; i < s->nobj; i++) {
		s->obj[i].zone = s->mp.zone[i];
		s->obj[i].colour = s->mp.colour[i];
		s->obj[i].state = ZWD_OBJ_ON;
		while (s->piles[i].n < s->mp.pile[i] && s->edeck.n > 0)
			deck_push(&s->piles[i], deck_draw(&s->edeck));
	}
}

/* burnt_reds - mission 4: a Red whose building burnt was taken by the fire */

static void
burnt_reds(struct zwd_state *s)
{
	int i;

	if (!(s->map->setup.rules & ZWD_RULE_BURN))
		return;
	for (i = 0; i < s->nobj; i++)
		if (s->obj[i].colour == ZWD_OBJ_RED && s->obj[i].state == ZWD_OBJ_ON
		    && s->map->burnt[s->obj[i].zone])
			s->obj[i].state = ZWD_OBJ_TAKEN;
}

/* zwd_mprog_zombies_done - objectives under Corruption lost */

void
zwd_mprog_zombies_done(struct zwd_state *s)
{
	burnt_reds(s);
	zwd_mprog_sync(s);
	zwd_mission_zombies_done(&s->mp, s->map, s->board);
	zwd_mprog_put(s);
}

/* zwd_mprog_outcome - lost, won or playing, by zwd_mission */

int
zwd_mprog_outcome(struct zwd_state *s, char **why)
{
	static const char *const lost[] = {
		[ZWD_LOST_SURVIVOR] = "a survivor is eliminated.",
		[ZWD_LOST_SIGNALLER] = "Corruption reached the Signaller.",
		[ZWD_LOST_OBJECTIVES] = "the mission's objectives can no longer be completed.",
		[ZWD_LOST_GUARD] = "a guard is eliminated.",
		[ZWD_LOST_EMPRESS] = "the Empress is wounded.",
		[ZWD_LOST_NECRO] = "a Necromancer reached the Signaller.",
	};
	int i, l;

	burnt_reds(s);
	zwd_mprog_sync(s);
	if ((l = zwd_mission_lost(&s->mp, s->map, s->board)) != 0) {
		for (i = 0; l == ZWD_LOST_SURVIVOR && i < s->nsurv; i++)
			if (s->surv[i].out == 1) {
				*why = pb_asprintf("%s is eliminated.", zwd_surv_name(s, i));
				return (ZWD_LOST);
			}
		*why = pb_strdup(lost[l]);
		return (ZWD_LOST);
	}
	if (s->map->setup.win == 0 || !zwd_mission_won(&s->mp, s->map, s->board))
		return (ZWD_PLAYING);
	*why = pb_strdup("every win test of the mission holds.");
	return (ZWD_WON);
}

/* zwd_mprog_exit - survivor i leaves by the exit: at the end of its
 * turn (turn_end, exit-turn-end: 7, 10) or when it chooses (6) */

int
zwd_mprog_exit(struct zwd_state *s, int i, int turn_end, struct pb_buf *pub)
{
	int x = s->map->setup.exit, g = x >= 0 ? s->board->guards[x] : 0;

	if (turn_end != ((s->map->setup.rules & ZWD_RULE_EXIT_TURN_END) != 0))
		return (0);
	zwd_mprog_sync(s);
	if (!zwd_mission_exit(&s->mp, s->map, s->board, i, turn_end))
		return (0);
	s->surv[i].out = 2;
	s->surv[i].actions = 0;
	s->surv[i].done = 1;
	if (s->pack->rev >= 2) /* the Danger Level of those still on the board */
		zwd_danger(s);
	if (g > 0)
		pb_buf_line(pub, "%s leaves by the exit with %d guard%s.", zwd_surv_name(s, i), g,
		    g == 1 ? "" : "s");
	else
		pb_buf_line(pub, "%s leaves by the exit.", zwd_surv_name(s, i));
	return (1);
}

/* ap_reward - the AP objective k gives survivor i */

static void
ap_reward(struct zwd_state *s, int i, int k, struct pb_buf *pub)
{
	static const char *const colour[] = { "red", "blue", "green" };

	pb_buf_line(pub, "%s takes the %s objective in %s: %d AP.", zwd_surv_name(s, i),
	    colour[s->obj[k].colour], zwd_label(s, s->obj[k].zone), ZWD_OBJ_AP);
	zwd_gain_ap(s, i, ZWD_OBJ_AP, pub);
}

/* crypt_reward - a Crypt Weapon to survivor i, or the AP when none is left */

static void
crypt_reward(struct zwd_state *s, int i, int k, struct pb_buf *pub)
{
	int card;

	if (s->cdeck.n == 0) {
		ap_reward(s, i, k, pub);
		return;
	}
	card = deck_draw(&s->cdeck);
	if (zwd_give(s, i, card) < 0) {
		zwd_discard(s, card);
		pb_buf_line(pub,
		    "%s takes the objective: the crypt weapon %s, no room for it, is lost.",
		    zwd_surv_name(s, i), zwd_card_name(s, card));
	} else
		pb_buf_line(pub, "%s takes the objective: the crypt weapon %s.",
		    zwd_surv_name(s, i), zwd_card_name(s, card));
}

/* zwd_fire_objective - mission 4: a Dragon Fire in z burns its building */

int
zwd_fire_objective(const struct zwd_state *s, int z)
{
	int i;

	if (s->pack->rev < 1)
		return (1); /* revision 0: any building zone burnt */
	for (i = 0; i < s->nobj; i++)
		if (s->obj[i].zone == z && s->obj[i].colour == ZWD_OBJ_RED
		    && s->obj[i].state == ZWD_OBJ_ON)
			return (1);
	return (0);
}

/* zwd_crypt_drop - n Crypt Weapons dropped in z, face down (revision 1 on) */

void
zwd_crypt_drop(struct zwd_state *s, int z, int n, struct pb_buf *pub)
{
	int k;

	if (s->pack->rev < 1 || z < 0)
		return;
	for (k = 0; k < n && s->cdeck.n > 0 && s->ndrops < ZWD_DROPS; k++) {
		s->drop_zone[s->ndrops] = z;
		s->drop_card[s->ndrops++] = deck_draw(&s->cdeck);
		pb_buf_line(pub, "A Crypt Weapon lies face down in %s: take it to see it.",
		    zwd_label(s, z));
	}
}

/* zwd_drop_here - the first Crypt Weapon lying in z, -1 */

int
zwd_drop_here(const struct zwd_state *s, int z)
{
	int k;

	for (k = 0; k < s->ndrops; k++)
		if (s->drop_zone[k] == z)
			return (k);
	return (-1);
}

/* zwd_drop_take - survivor i takes the Crypt Weapon k lying in its zone */

void
zwd_drop_take(struct zwd_state *s, int i, int k, struct pb_buf *pub)
{
	int card = s->drop_card[k], z = s->drop_zone[k];

	s->ndrops--;
	memmove(&s->drop_zone[k], &s->drop_zone[k + 1], sizeof(int) * (size_t)(s->ndrops - k));
	memmove(&s->drop_card[k], &s->drop_card[k + 1], sizeof(int) * (size_t)(s->ndrops - k));
	if (zwd_give(s, i, card) < 0) {
		zwd_discard(s, card);
		pb_buf_line(pub, "%s takes the Crypt Weapon in %s: %s, no room for it, is lost.",
		    zwd_surv_name(s, i), zwd_label(s, z), zwd_card_name(s, card));
	} else
		pb_buf_line(pub, "%s takes the Crypt Weapon in %s: %s.", zwd_surv_name(s, i),
		    zwd_label(s, z), zwd_card_name(s, card));
}

/* zwd_objective_take - survivor i takes objective k: what the mission gives */

void
zwd_objective_take(struct zwd_state *s, int i, int k, struct pb_buf *pub)
{
	struct zwd_reward r;
	int               tomes, j, ok;

	zwd_mprog_sync(s);
	tomes = s->mp.tomes;
	for (j = 0; j < k; j++) /* zwd_mission_take() takes the zone's first: k */
		if (s->mp.zone[j] == s->mp.zone[k] && s->mp.state[j] == ZWD_OBJ_ON)
			s->mp.state[j] = ZWD_OBJ_LOST;
	ok = zwd_mission_take(&s->mp, s->map, s->board, i, &r);
	zwd_mprog_sync(s);
	if (!ok)
		pb_panic("zwd_objective_take: objective %d refused", k);
	s->obj[k].state = ZWD_OBJ_TAKEN;
	if (r.crypt)
		crypt_reward(s, i, k, pub);
	else
		ap_reward(s, i, k, pub);
	if (r.item && (s->map->setup.rules & ZWD_RULE_RELICS)) {
		s->surv[i].relics++;
		pb_buf_line(pub, "%s keeps the relic.", zwd_surv_name(s, i));
	}
	if (r.ladder && s->nladders < ZWD_LADDERS) {
		s->ladder[s->nladders].carrier = i;
		s->ladder[s->nladders].zone = s->ladder[s->nladders].a = -1;
		s->ladder[s->nladders++].b = -1;
		pb_buf_line(pub, "%s gets a rope ladder.", zwd_surv_name(s, i));
	}
	if (s->pack->rev >= 1 && s->mp.tomes > tomes)
		pb_buf_line(pub, "The team has %d Tome%s of Purging.", s->mp.tomes,
		    s->mp.tomes == 1 ? "" : "s");
	else if (s->pack->rev >= 1 && r.item && (s->map->setup.rules & ZWD_RULE_TOMES))
		pb_buf_line(pub, "The team holds %d fragment%s of the last Tome.", s->mp.fragments,
		    s->mp.fragments == 1 ? "" : "s");
}
