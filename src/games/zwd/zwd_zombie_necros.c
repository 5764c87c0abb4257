/*++
/* NAME
/*	zwd_zombie_necros 3
/* SUMMARY
/*	Zombicide: White Death, the extra Necromancers in the zombie phase
/* SYNOPSIS
/*	#include "games/zwd/zwd_zombie.h"
/*
/*	void	zwd_necros_add(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards,
/*			const struct zwd_prefs *p, int z,
/*			struct zwd_events *ev);
/*	void	zwd_necros_attack(struct zwd_board *b,
/*			const struct zwd_map *map, const struct zwd_prefs *p,
/*			struct zwd_events *ev);
/*	void	zwd_necros_move(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_prefs *p, struct zwd_events *ev);
/* DESCRIPTION
/*	Multiple Necromancers (digest 6; pbemd-zwd(7), MISSIONS AND
/*	MODES).  The extra Necromancers are the mission progress's
/*	(p->mp->necro, zwd_mission(3h)); with p or p->mp NULL, or the mode
/*	off, these do nothing.  Each is a card of the Necromancer deck
/*	(cards->necros, p->mp->necro_card), told by its own name in
/*	the events (ZWD_EV_NECRO).
/*
/*	zwd_necros_add() puts one more Necromancer on z (a Necromancer
/*	card with the Desecrator on the board), Corruption there; nothing
/*	when ZWD_MP_NECROS stand already or no card is left.  Its card is
/*	drawn from the Necromancer deck as if shuffled (the game's stream,
/*	p->rng): the cards not on the board, without the Desecrator and
/*	those with wall or spawn rules (digest 6).  zwd_necros_attack() is their
/*	part of an activation's attacks: each with survivors or guards in
/*	its zone attacks, one Wound (Damage 1).  zwd_necros_move() is
/*	their move (zwd_mode_necro_move(): one zone toward the Signaller,
/*	those with people in their zone stay), with the events: the move
/*	and the Corruption put (as zwd_corrupt() tells it); from rules 2
/*	a Necromancer of 2 actions (b->necro_twice) then acts once more:
/*	it attacks where survivors or guards stand, else moves again.
/*
/*	Rules 2: the extra Necromancers can be attacked and killed as the
/*	Desecrator is (digest 3.6: the Necromancer tier, last; a hit of 1
/*	Damage; a Crypt Weapon dropped; no spawn zone to remove); a card of
/*	damage 2 (the Grave Caller, "a Brute's armour") stands as a Brute
/*	(its tier, a hit of 2).  The game calls zwd_necros_join() before a
/*	combat on zone z: those of z stand on the board as Desecrator (or
/*	Brute) figures, the box's supply raised as much, and
/*	zwd_necros_part() after it, before the result is told: the board's
/*	own figures die first (the players' default within a tier: the
/*	Desecrator's spawn zone goes with it), then the extra ones in mp
/*	order, each taken off (its card back in the
/*	deck), AP as its card says in r->ap; the board as it was else, the
/*	Desecrator's tokens kept when it survived.  j->killed is how many
/*	extra Necromancers died.  zwd_necros_burnt() kills those standing
/*	in the other zones a Dragon Fire set alight (mission 4: the whole
/*	building; was, the map's burnt zones before), each a Crypt Weapon
/*	and its AP, counted in j->killed.  zwd_necros_at() is how many stand on z
/*	(0 when mp is NULL); zwd_necros_tell() says it on pub (the
/*	mail's catalogue translates it).
/*--*/

#include <stdlib.h>

#include "core/pb.h"
#include "core/rng.h"

#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_mission.h"
#include "games/zwd/zwd_zombie.h"

static struct zwd_mprog *
necros(const struct zwd_prefs *p)
{
	if (p == NULL || p->mp == NULL || !(p->mp->modes & ZWD_MODE_NECROS))
		return (NULL);
	return (p->mp);
}

/* drawable - Necromancer card k may come: in the mode's deck, not on the board */

static int
drawable(const struct zwd_cards *c, const struct zwd_mprog *mp, int k)
{
	int i;

	if (c->necros[k].traits & (ZWD_SPAWNZONE | ZWD_WALLRULES | ZWD_SPAWNRULES))
		return (0);
	for (i = 0; i < ZWD_MP_NECROS; i++)
		if (mp->necro[i] >= 0 && mp->necro_card[i] == k)
			return (0);
	return (1);
}

/* draw - a Necromancer card of the mode's deck not on the board, by the
 * stream: the deck shuffled and drawn (cards with wall or spawn rules,
 * and the Desecrator, left out); -1 when none */

static int
draw(const struct zwd_cards *c, const struct zwd_mprog *mp, struct pb_rng *rng)
{
	int k, n = 0, pick;

	for (k = 0; k < c->nnecros; k++)
		n += drawable(c, mp, k);
	if (n == 0)
		return (-1);
	pick = rng != NULL ? (int)pb_rng_below(rng, (uint32_t)n) : 0;
	for (k = 0; k < c->nnecros; k++)
		if (drawable(c, mp, k) && pick-- == 0)
			return (k);
	return (-1);
}

void
zwd_necros_add(struct zwd_board *b, struct zwd_map *m, const struct zwd_cards *c,
    const struct zwd_prefs *p, int z, struct zwd_events *ev)
{
	struct zwd_mprog *mp = necros(p);
	int               had = m->corrupt[z], i, card;

	if (mp == NULL || (card = draw(c, mp, p->rng)) < 0 || !zwd_mode_necro_add(mp, m, b, z))
		return;
	for (i = 0; i < ZWD_MP_NECROS; i++)
		if (mp->necro[i] >= 0 && mp->necro_card[i] < 0)
			mp->necro_card[i] = card; /* the one just placed */
	zwd_event_add(ev, ZWD_EV_NECRO, -1, 0, -1, z, -1, card);
	if (!had && m->corrupt[z])
		zwd_corrupt_tell(m, z, ev);
}

void
zwd_necros_attack(
    struct zwd_board *b, const struct zwd_map *m, const struct zwd_prefs *p, struct zwd_events *ev)
{
	struct zwd_mprog *mp = necros(p);
	int               i, z;

	for (i = 0; mp != NULL && i < ZWD_MP_NECROS; i++)
		if ((z = mp->necro[i]) >= 0 && zwd_board_people(b, z) > 0) {
			zwd_event_add(ev, ZWD_EV_ATTACK, -1, 1, z, -1, -1, -1);
			zwd_wounds(b, m, p, z, 1, 0, ev);
		}
}

/* step - every extra Necromancer standing on a zone moves, with the events */

static void
step(struct zwd_board *b, struct zwd_map *m, struct zwd_mprog *mp, struct zwd_events *ev)
{
	unsigned char *had;
	int            from[ZWD_MP_NECROS], i, to;

	had = pb_malloc((size_t)m->nzones + 1);
	for (i = 0; i < m->nzones; i++)
		had[i] = m->corrupt[i] != 0;
	for (i = 0; i < ZWD_MP_NECROS; i++)
		from[i] = mp->necro[i];
	zwd_mode_necro_move(mp, m, b);
	for (i = 0; i < ZWD_MP_NECROS; i++) {
		if ((to = mp->necro[i]) == from[i])
			continue;
		zwd_event_add(ev, ZWD_EV_NECRO, -1, 1, from[i], to, -1, mp->necro_card[i]);
		if (!had[to] && m->corrupt[to]) {
			zwd_corrupt_tell(m, to, ev);
			had[to] = 1;
		}
	}
	free(had);
}

/* second - rules 2: those of 2 Actions (b->necro_twice) act once more:
 * attack where people stand, else move; the others stay off meanwhile */

static void
second(struct zwd_board *b, struct zwd_map *m, const struct zwd_prefs *p, struct zwd_mprog *mp,
    struct zwd_events *ev)
{
	int keep[ZWD_MP_NECROS], i, z, card;

	for (i = 0; i < ZWD_MP_NECROS; i++) {
		keep[i] = z = mp->necro[i];
		card = mp->necro_card[i];
		if (z < 0)
			continue;
		mp->necro[i] = -1;
		if (card < 0 || !(b->necro_twice >> card & 1))
			continue;
		if (zwd_board_people(b, z) > 0) {
			zwd_event_add(ev, ZWD_EV_ATTACK, -1, 1, z, -1, -1, -1);
			zwd_wounds(b, m, p, z, 1, 0, ev);
		} else
			mp->necro[i] = z;
	}
	step(b, m, mp, ev);
	for (i = 0; i < ZWD_MP_NECROS; i++)
		if (mp->necro[i] < 0)
			mp->necro[i] = keep[i];
}

void
zwd_necros_move(
    struct zwd_board *b, struct zwd_map *m, const struct zwd_prefs *p, struct zwd_events *ev)
{
	struct zwd_mprog *mp = necros(p);

	if (mp == NULL)
		return;
	step(b, m, mp, ev);
	if (b->necro_twice != 0)
		second(b, m, p, mp, ev);
}

/* ---- rules 2: attacked ------------------------------------------------ */

int
zwd_necros_at(const struct zwd_mprog *mp, int z)
{
	int i, n = 0;

	for (i = 0; mp != NULL && z >= 0 && i < ZWD_MP_NECROS; i++)
		n += mp->necro[i] == z;
	return (n);
}

/* as_type - the figure an extra Necromancer of card k stands as in a
 * combat: a Brute when a hit of 2 kills it (the Grave Caller) */

static int
as_type(const struct zwd_cards *c, int k)
{
	return (c != NULL && k >= 0 && k < c->nnecros && c->necros[k].damage >= 2 ? ZWD_BRUTE
	                                                                          : ZWD_DESECRATOR);
}

void
zwd_necros_join(struct zwd_board *b, const struct zwd_mprog *mp, const struct zwd_cards *c, int z,
    struct zwd_necro_join *j)
{
	int i, t;

	j->z = z;
	j->real = z >= 0 ? zwd_board_at(b, z, ZWD_DESECRATOR) : 0;
	j->added = j->killed = 0;
	j->spawn = b->desecrator_spawn;
	j->from = b->desecrator_from;
	for (i = 0; z >= 0 && mp != NULL && i < ZWD_MP_NECROS; i++)
		if (mp->necro[i] == z) {
			t = j->type[j->added] = as_type(c, mp->necro_card[i]);
			j->who[j->added++] = i;
			b->supply[t]++;
			b->zombies[z * ZWD_NZOMBIES + t]++;
		}
}

/* settle - those of type t back off the board; the board's own die
 * first (the players' default within a tier); how many extra ones died */

static int
settle(struct zwd_board *b, const struct zwd_necro_join *j, int t, int *dead)
{
	int k, n = 0, left, real, killed;

	for (k = 0; k < j->added; k++)
		n += j->type[k] == t;
	left = zwd_board_at(b, j->z, t);
	real = left > n ? left - n : 0;
	killed = n - (left - real);
	b->zombies[j->z * ZWD_NZOMBIES + t] = real;
	b->supply[t] -= n;
	for (k = 0; k < j->added && killed > 0; k++)
		if (j->type[k] == t) {
			dead[k] = 1;
			killed--;
		}
	return (n - (left - real));
}

void
zwd_necros_part(struct zwd_board *b, struct zwd_mprog *mp, const struct zwd_cards *c,
    struct zwd_necro_join *j, struct zwd_combat_result *r)
{
	int dead[ZWD_SURVIVORS] = { 0 }, k, card, t;

	if (j->added == 0)
		return;
	j->killed = settle(b, j, ZWD_DESECRATOR, dead) + settle(b, j, ZWD_BRUTE, dead);
	if (zwd_board_at(b, j->z, ZWD_DESECRATOR) == j->real) { /* its tokens stay */
		b->desecrator_spawn = j->spawn;
		b->desecrator_from = j->from;
	}
	for (k = 0; k < j->added; k++) {
		if (!dead[k])
			continue;
		card = mp->necro_card[j->who[k]];
		t = j->type[k];
		if (card >= 0 && card < c->nnecros && c->necros[card].ap > 0)
			r->ap += c->necros[card].ap - zwd_zombie_ap(c, t);
		if (t == ZWD_BRUTE) /* not counted by the combat as a horror */
			r->crypt++;
		mp->necro[j->who[k]] = mp->necro_card[j->who[k]] = -1;
	}
}

void
zwd_necros_burnt(struct zwd_mprog *mp, const struct zwd_cards *c, const struct zwd_map *m,
    const unsigned char *was, struct zwd_necro_join *j, struct zwd_combat_result *r)
{
	int i, z, card;

	for (i = 0; mp != NULL && was != NULL && i < ZWD_MP_NECROS; i++) {
		if ((z = mp->necro[i]) < 0 || z == j->z || !m->burnt[z] || was[z])
			continue;
		card = mp->necro_card[i];
		r->ap += card >= 0 && card < c->nnecros && c->necros[card].ap > 0
		    ? c->necros[card].ap
		    : zwd_zombie_ap(c, ZWD_DESECRATOR);
		r->crypt++;
		j->killed++;
		mp->necro[i] = mp->necro_card[i] = -1;
	}
}

void
zwd_necros_tell(const struct zwd_necro_join *j, const char *zone, struct pb_buf *pub)
{
	if (j->killed > 0)
		pb_buf_line(pub, "%d extra Necromancer%s killed in %s.", j->killed,
		    j->killed == 1 ? "" : "s", zone);
}
