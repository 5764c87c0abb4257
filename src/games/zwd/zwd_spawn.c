/*++
/* NAME
/*	zwd_spawn 3
/* SUMMARY
/*	Zombicide: White Death, the spawn step
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/*
/*	void	zwd_zombie_spawn(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards, const struct zwd_prefs *p,
/*			struct pb_rng *rng, struct zwd_events *ev);
/* DESCRIPTION
/*	Digest 2.3, readings in pbemd-zwd(7), THE ZOMBIE PHASE.  One
/*	zombie card per spawn zone: the numbered spawn tokens on the
/*	board in ascending order, then the Desecrator's spawn zone (also
/*	on the round it came); with 7 or more survivors one more card per
/*	two survivors beyond 6, rounded up, continuing the numbered tokens
/*	from #1 (the Desecrator's zone not in that cycle).  A card is
/*	drawn from the top of the deck (the discard shuffled back, with
/*	the game's stream, when it is empty) and discarded once resolved.
/*	Counts are those of the danger level b->danger.
/*
/*	Spawn: the card's count of its type in the zone; when the box
/*	has fewer, what is left, then the shortage rule.  Extra
/*	activation: nothing at Blue; else every zombie of the type gets
/*	an activation (runners both Actions).  Abomination: the Khan in
/*	the zone, or when one is already on the board the Khan's Extra
/*	Activation (counts as the card's shortage rule); under the modes
/*	zwd_mode_abomination() says which (Festival: every Abomination
/*	activates, then one more is placed while the box has one).
/*	Necromancer: the Desecrator in the zone, its spawn token and
/*	Corruption there (the numbered token that spawned it is the one
/*	it moves), or when on the board already its Extra Activation;
/*	with Multiple Necromancers one more Necromancer then stands in the
/*	zone (zwd_necros_add(), p->mp->necro).  Zombie Siege: the card's count in every Corruption
/*	zone (steer list first, then by zone), the shortage rule placing
/*	the Khan in a Corruption zone that got none; then the climb (each
/*	group of walkers, runners, brutes in a zone whose way to its
/*	target is barred climbs onto the walkway zwd_map_siege_climb()
/*	gives, decided from the board before anyone climbs).  Before the
/*	Siege card acts, p->link (rules 3): the survivors with Zombie Link
/*	take their Turn.
/*
/*	Sidestep (p->react, rules 1): after a Spawn, Abomination or
/*	Necromancer card, each survivor of the card's zone whose defence
/*	(p->def) has Sidestep takes the free Move zwd_react_sidestep()
/*	chooses by its stance, once per card (ZWD_EV_SIDESTEP).
/*
/*	Shortage (at most once per card): the Khan in the zone when no
/*	Abomination is on the board, else the Khan's Extra Activation when it is on the
/*	board.
/*--*/

#include <stdlib.h>
#include <string.h>

#include "core/deck.h"
#include "core/pb.h"

#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_mission.h"
#include "games/zwd/zwd_skill.h"
#include "games/zwd/zwd_zombie.h"

struct spawn {
	struct zwd_board       *b;
	struct zwd_map         *m;
	const struct zwd_cards *c;
	const struct zwd_prefs *p;
	struct pb_rng          *rng;
	struct zwd_events      *ev;
	int                     card;
	int                     short_done; /* the shortage rule ran for this card */
};

static int
draw(struct spawn *s)
{
	int card;

	if (s->b->zdeck.n == 0) {
		if (s->b->zdiscard.n == 0)
			return (-1);
		deck_append(&s->b->zdeck, &s->b->zdiscard);
		deck_shuffle(&s->b->zdeck, s->rng);
		zwd_event_add(s->ev, ZWD_EV_RESHUFFLE, -1, s->b->zdeck.n, -1, -1, -1, -1);
	}
	card = deck_pop(&s->b->zdeck);
	deck_push(&s->b->zdiscard, card);
	return (card);
}

static void
extra(struct spawn *s, int type)
{
	int cards = type == ZWD_KHAN && s->b->abom != NULL; /* rules 2: told as theirs */

	zwd_event_add(s->ev, ZWD_EV_EXTRA, type, 1, -1, -1, cards ? 0 : -1, s->card);
	zwd_zombie_activate(s->b, s->m, s->p, type, s->ev);
}

/* put - n of type in z from the box, with its events; how many */

static int
put(struct spawn *s, int z, int type, int n)
{
	int got = zwd_board_put(s->b, z, type, n);

	if (got > 0)
		zwd_event_add(s->ev, ZWD_EV_SPAWN, type, got, -1, z, -1, s->card);
	if (got < n)
		zwd_event_add(s->ev, ZWD_EV_SHORTAGE, type, n - got, -1, z, -1, s->card);
	return (got);
}

static unsigned
modes(const struct spawn *s)
{
	return (s->p != NULL && s->p->mp != NULL ? (unsigned)s->p->mp->modes : 0);
}

/* abom_card - rules 2: the Abomination card to place, -1 none.  Without
 * the deck modes the Khan (the pack's first); with them one drawn from
 * the cards not on the board, without wall or spawn rules (digest 6). */

static int
abom_card(struct spawn *s)
{
	int k, n = 0, pick, cand[32];

	if (!(modes(s) & (ZWD_MODE_ABOM_DECK | ZWD_MODE_FESTIVAL)))
		return (zwd_board_abom_zone(s->b, 0) < 0 ? 0 : -1);
	for (k = 0; k < s->b->naboms; k++)
		if (zwd_board_abom_zone(s->b, k) < 0
		    && !(s->c->aboms[k].traits & (ZWD_WALLRULES | ZWD_SPAWNRULES)))
			cand[n++] = k;
	if (n == 0)
		return (-1);
	pick = s->rng != NULL ? (int)pb_rng_below(s->rng, (uint32_t)n) : 0;
	return (cand[pick]);
}

/* put_abom - an Abomination in z from the box, with its event */

static void
put_abom(struct spawn *s, int z)
{
	int k;

	if (s->b->abom == NULL) {
		put(s, z, ZWD_KHAN, 1);
		return;
	}
	if ((k = abom_card(s)) >= 0 && zwd_board_abom_put(s->b, z, k))
		zwd_event_add(s->ev, ZWD_EV_SPAWN, ZWD_KHAN, 1, -1, z, k, s->card);
	else
		zwd_event_add(s->ev, ZWD_EV_SHORTAGE, ZWD_KHAN, 1, -1, z, -1, s->card);
}

/* shortage - the rule, once per card: the Khan in z, or its activation */

static void
shortage(struct spawn *s, int z)
{
	if (s->short_done)
		return;
	s->short_done = 1;
	if (zwd_board_onboard(s->b, ZWD_KHAN) == 0 && zwd_board_left(s->b, ZWD_KHAN) > 0 && z >= 0)
		put_abom(s, z);
	else if (zwd_board_onboard(s->b, ZWD_KHAN) > 0)
		extra(s, ZWD_KHAN);
}

/* abomination - the card, by the modes: placed, drawn, activated */

static void
abomination(struct spawn *s, int z)
{
	unsigned what = zwd_mode_abomination(modes(s), zwd_board_onboard(s->b, ZWD_KHAN));

	if (what & ZWD_HORROR_EXTRA) {
		s->short_done = 1;
		extra(s, ZWD_KHAN);
	}
	if (what & (ZWD_HORROR_PLACE | ZWD_HORROR_DRAW) && zwd_board_left(s->b, ZWD_KHAN) > 0)
		put_abom(s, z);
}

/* necromancer - the card, by the modes: placed, activated, one more */

static void
necromancer(struct spawn *s, int z, int token)
{
	unsigned what = zwd_mode_necromancer(modes(s), zwd_board_onboard(s->b, ZWD_DESECRATOR));

	if (what & ZWD_HORROR_EXTRA)
		extra(s, ZWD_DESECRATOR);
	if (what & ZWD_HORROR_DRAW)
		zwd_necros_add(s->b, s->m, s->c, s->p, z, s->ev);
	if (!(what & ZWD_HORROR_PLACE) || zwd_board_left(s->b, ZWD_DESECRATOR) <= 0)
		return;
	put(s, z, ZWD_DESECRATOR, 1);
	s->b->desecrator_spawn = z;
	s->b->desecrator_from = token;
	zwd_corrupt(s->b, s->m, z, s->ev);
}

/* corrupted - the Corruption zones, steer list first, in out */

static int
corrupted(struct spawn *s, int *out)
{
	int i, z, n = 0;

	for (i = 0; s->p != NULL && i < s->p->nsteer; i++)
		if ((z = s->p->steer[i]) >= 0 && z < s->m->nzones && s->m->corrupt[z])
			out[n++] = z;
	for (z = 0; z < s->m->nzones; z++) {
		for (i = 0; i < n && out[i] != z; i++)
			;
		if (i == n && s->m->corrupt[z])
			out[n++] = z;
	}
	return (n);
}

static void
climb(struct spawn *s)
{
	int  nz = s->m->nzones;
	int *people = pb_calloc((size_t)nz, sizeof(int));
	int *noise = pb_malloc(sizeof(int) * (size_t)nz);
	int *to = pb_malloc(sizeof(int) * (size_t)nz);
	int *n = pb_calloc((size_t)nz * ZWD_KHAN, sizeof(int));
	int  z, t, dest;

	for (z = 0; z < nz; z++)
		people[z] = zwd_board_people(s->b, z);
	zwd_board_noise(s->b, noise);
	for (z = 0; z < nz; z++) { /* decided from the board as it is */
		to[z] = -1;
		for (t = 0; t < ZWD_KHAN; t++)
			n[z * ZWD_KHAN + t] = zwd_board_at(s->b, z, t);
		if (zwd_board_zombies(s->b, z)
		        == zwd_board_at(s->b, z, ZWD_KHAN) + zwd_board_at(s->b, z, ZWD_DESECRATOR)
		    || people[z] > 0)
			continue;
		dest = zwd_map_destination(s->m, ZWD_MOVER_ZOMBIE, z, people, noise, 0, NULL, NULL);
		if (dest >= 0 && dest != z)
			to[z] = zwd_map_siege_climb(s->m, z, dest);
	}
	for (z = 0; z < nz; z++)
		for (t = 0; t < ZWD_KHAN && to[z] >= 0; t++)
			if (n[z * ZWD_KHAN + t] > 0)
				zwd_board_take(s->b, z, t, n[z * ZWD_KHAN + t]);
	for (z = 0; z < nz; z++)
		for (t = 0; t < ZWD_KHAN && to[z] >= 0; t++)
			if (n[z * ZWD_KHAN + t] > 0) {
				s->b->zombies[to[z] * ZWD_NZOMBIES + t] += n[z * ZWD_KHAN + t];
				zwd_event_add(s->ev, ZWD_EV_CLIMB, t, n[z * ZWD_KHAN + t], z, to[z],
				    -1, s->card);
			}
	free(people);
	free(noise);
	free(to);
	free(n);
}

static void
siege(struct spawn *s, const struct zwd_zcard *zc)
{
	int *zones = pb_malloc(sizeof(int) * ((size_t)s->m->nzones + 1));
	int  nzones = corrupted(s, zones), want = zc->count[s->b->danger];
	int  i, got, none = -1, shortz = -1;

	for (i = 0; i < nzones; i++) {
		got = put(s, zones[i], zc->type, want);
		if (got < want && shortz < 0)
			shortz = zones[i];
		if (got == 0 && want > 0 && none < 0)
			none = zones[i];
	}
	if (shortz >= 0)
		shortage(s, none >= 0 ? none : shortz);
	free(zones);
	climb(s);
}

/* sidestep - rules 1: the survivors of z with Sidestep flee its spawn */

static void
sidestep(struct spawn *s, int z)
{
	static const struct zwd_stance dflt;
	const struct zwd_defence      *d;
	struct zwd_traits              t;
	int                           *zs, i, k, to;

	if (s->p == NULL || !s->p->react || s->p->def == NULL)
		return;
	zs = pb_malloc(sizeof(*zs) * s->m->nzones);
	for (i = 0; i < s->b->nsurv; i++) {
		if (s->b->surv[i] != z)
			continue;
		d = &s->p->def[i];
		memset(&t, 0, sizeof(t));
		t.flags = d->flags;
		for (k = 0; k < s->m->nzones; k++)
			zs[k] = k != z && zwd_map_step_ok(s->m, ZWD_MOVER_SURVIVOR, z, k, 0)
			    ? zwd_board_zombies(s->b, k)
			    : -1;
		to = zwd_react_sidestep(&t, d->stance != NULL ? d->stance : &dflt, 0,
		    zwd_board_zombies(s->b, z), zs, s->m->nzones);
		if (to >= 0) {
			s->b->surv[i] = to;
			zwd_event_add(s->ev, ZWD_EV_SIDESTEP, -1, 1, z, to, i, -1);
		}
	}
	free(zs);
}

static void
resolve(struct spawn *s, int z, int token)
{
	const struct zwd_zcard *zc;
	int                     want;

	if ((s->card = draw(s)) < 0)
		return;
	s->short_done = 0;
	zc = &s->c->zombies[s->card];
	zwd_event_add(s->ev, ZWD_EV_CARD, zc->type, token + 1, -1, z, -1, s->card);
	switch (zc->kind) {
	case ZWD_ZSPAWN:
		want = zc->count[s->b->danger];
		if (put(s, z, zc->type, want) < want)
			shortage(s, z);
		break;
	case ZWD_ZEXTRA:
		if (s->b->danger != ZWD_BLUE)
			extra(s, zc->type);
		break;
	case ZWD_ZABOM:
		abomination(s, z);
		break;
	case ZWD_ZNECRO:
		necromancer(s, z, token);
		break;
	case ZWD_ZSIEGE:
		if (s->p != NULL && s->p->link)
			s->p->link(s->p->reflex_arg); /* Zombie Link, before (rules 3) */
		siege(s, zc);
		break;
	}
	if (zc->kind != ZWD_ZEXTRA && zc->kind != ZWD_ZSIEGE && s->p != NULL && s->p->reflex)
		s->p->reflex(s->p->reflex_arg, z); /* Combat Reflexes, once per card (rules 2) */
	if (zc->kind != ZWD_ZEXTRA && zc->kind != ZWD_ZSIEGE)
		sidestep(s, z); /* once per card (rules 1) */
}

static int
tokens(const struct zwd_board *b)
{
	int k, n = 0;

	for (k = 0; k < ZWD_SPAWNS; k++)
		n += b->spawn[k] >= 0;
	return (n);
}

void
zwd_zombie_spawn(struct zwd_board *b, struct zwd_map *m, const struct zwd_cards *c,
    const struct zwd_prefs *p, struct pb_rng *rng, struct zwd_events *ev)
{
	struct spawn s = { b, m, c, p, rng, ev, -1, 0 };
	int          k, more, z, alive = 0;

	for (k = 0; k < ZWD_SPAWNS; k++)
		if (b->spawn[k] >= 0)
			resolve(&s, b->spawn[k], k);
	if (b->desecrator_spawn >= 0)
		resolve(&s, b->desecrator_spawn, -1);
	for (k = 0; k < b->nsurv; k++)
		alive += b->surv[k] >= 0;
	more = zwd_mode_extra_draws(alive); /* 7+ survivors */
	for (k = 0; more > 0 && tokens(b) > 0; k = (k + 1) % ZWD_SPAWNS)
		if (b->spawn[k] >= 0) {
			resolve(&s, b->spawn[k], k);
			more--;
		}
	for (z = 0; z < b->nzones; z++)
		if (zwd_board_zombies(b, z) == 0)
			b->freeze[z] = 0;
}
