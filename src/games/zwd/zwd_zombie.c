/*++
/* NAME
/*	zwd_zombie 3
/* SUMMARY
/*	Zombicide: White Death, the zombies' activation
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/*
/*	void	zwd_zombie_phase(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards, const struct zwd_prefs *p,
/*			struct pb_rng *rng, struct zwd_events *ev);
/*	void	zwd_zombie_activate(struct zwd_board *b,
/*			struct zwd_map *map, const struct zwd_prefs *p,
/*			int only, struct zwd_events *ev);
/*	void	zwd_events_clear(struct zwd_events *ev);
/*	void	zwd_event_add(struct zwd_events *ev, int kind, int type,
/*			int n, int from, int to, int target, int card);
/*	int	zwd_steer(const struct zwd_prefs *p, const int *alt,
/*			int nalt, int dflt);
/* DESCRIPTION
/*	Digest 2.2 and 2.4, readings in pbemd-zwd(7), THE ZOMBIE PHASE.
/*	An activation is one pass (every zombie's first Action), then a
/*	second pass of the runners only.  A pass resolves every attack,
/*	then every move: each group (the zombies of one zone that share a
/*	movement graph: walkers, runners and brutes; the Khan alone) gets
/*	its destination and its step from the board as it was before any
/*	of them moved; then all step at once; then each Desecrator that
/*	did not attack moves its spawn token one zone toward the
/*	Signaller, putting Corruption there.  In the first pass of a whole
/*	activation the extra Necromancers of Multiple Necromancers attack
/*	with the zombies and move after them (zwd_zombie_necros.c).
/*
/*	A Freeze token is discarded by the first pass that would activate
/*	zombies in its zone; the zombies then in that zone skip both
/*	passes of this activation (zombies entering later act).  After an
/*	activation a Freeze token on a zone without zombies is removed.
/*
/*	zwd_steer() picks among tied zones: the first of p->steer that is
/*	among alt, else dflt.  zwd_event_add() appends one event.
/*--*/

#include <stdlib.h>
#include <string.h>

#include "core/pb.h"

#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_zombie.h"

void
zwd_event_add(
    struct zwd_events *ev, int kind, int type, int n, int from, int to, int target, int card)
{
	struct zwd_event *e;

	if (ev == NULL)
		return;
	if (ev->n == ev->cap) {
		ev->cap = ev->cap ? 2 * ev->cap : 32;
		ev->v = pb_realloc(ev->v, sizeof(*ev->v) * (size_t)ev->cap);
	}
	e = &ev->v[ev->n++];
	e->kind = kind;
	e->type = type;
	e->n = n;
	e->from = from;
	e->to = to;
	e->target = target;
	e->card = card;
}

void
zwd_events_clear(struct zwd_events *ev)
{
	free(ev->v);
	memset(ev, 0, sizeof(*ev));
}

int
zwd_steer(const struct zwd_prefs *p, const int *alt, int nalt, int dflt)
{
	int i, j;

	for (i = 0; p != NULL && i < p->nsteer; i++)
		for (j = 0; j < nalt; j++)
			if (alt[j] == p->steer[i])
				return (alt[j]);
	return (dflt);
}

#define ALL_TYPES ((1u << ZWD_NZOMBIES) - 1) /* an activation of every zombie */

/* ---- one pass ------------------------------------------------------- */

struct pass {
	struct zwd_board       *b;
	struct zwd_map         *m;
	const struct zwd_prefs *p;
	struct zwd_events      *ev;
	unsigned                types;  /* bit per type acting in this pass */
	unsigned                abact;  /* rules 2: Abomination cards acting */
	unsigned                abheld; /* rules 2: and frozen */
	int                    *held;   /* nzones * ZWD_NZOMBIES frozen counts */
	int                    *alt;    /* nzones scratch */
};

/* acting - the zombies of type t in z that act in this pass */

/* abacting - rules 2: the Abomination cards of z that act in this pass */

static unsigned
abacting(const struct pass *ps, int z)
{
	if (!(ps->types & (1u << ZWD_KHAN)))
		return (0);
	return (zwd_board_aboms_at(ps->b, z) & ps->abact & ~ps->abheld);
}

static int
acting(const struct pass *ps, int z, int t)
{
	if (!(ps->types & (1u << t)))
		return (0);
	if (t == ZWD_KHAN && ps->b->abom != NULL)
		return (zwd_board_aboms_count(abacting(ps, z)));
	return (zwd_board_at(ps->b, z, t) - ps->held[z * ZWD_NZOMBIES + t]);
}

static int
acting_all(const struct pass *ps, int z)
{
	int t, n = 0;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		n += acting(ps, z, t);
	return (n);
}

/* freeze - discard the tokens of zones about to activate; hold them */

static void
freeze(struct pass *ps)
{
	int z, t;

	for (z = 0; z < ps->b->nzones; z++)
		if (ps->b->freeze[z] && acting_all(ps, z) > 0) {
			ps->b->freeze[z] = 0;
			for (t = 0; t < ZWD_NZOMBIES; t++)
				ps->held[z * ZWD_NZOMBIES + t] = zwd_board_at(ps->b, z, t);
			ps->abheld |= zwd_board_aboms_at(ps->b, z);
			zwd_event_add(
			    ps->ev, ZWD_EV_FROZEN, -1, zwd_board_zombies(ps->b, z), z, -1, -1, -1);
		}
}

/* proof - the attackers of z whose Wounds ignore Armor rolls */

static int
proof(const struct pass *ps, int z)
{
	if (ps->b->abom != NULL)
		return (zwd_board_aboms_count(abacting(ps, z) & ps->b->abom_proof));
	return (acting(ps, z, ZWD_KHAN));
}

static void
attacks(struct pass *ps)
{
	int z, n;

	for (z = 0; z < ps->b->nzones; z++)
		if (zwd_board_people(ps->b, z) > 0 && (n = acting_all(ps, z)) > 0) {
			zwd_event_add(ps->ev, ZWD_EV_ATTACK, -1, n, z, -1, -1, -1);
			zwd_wounds(ps->b, ps->m, ps->p, z, n, proof(ps, z), ps->ev);
		}
}

/* One group's move, decided before anyone moves. */
struct step {
	int      from, to, mover;
	int      n[ZWD_NZOMBIES];
	unsigned abm; /* rules 2: the Abomination cards in it */
};

static int
group_step(struct pass *ps, int z, int mover)
{
	int *people = pb_calloc((size_t)ps->b->nzones, sizeof(int));
	int *noise = pb_malloc(sizeof(int) * (size_t)ps->b->nzones);
	int  dest, nalt = 0, x, to;

	for (x = 0; x < ps->b->nzones; x++)
		people[x] = zwd_board_people(ps->b, x);
	zwd_board_noise(ps->b, noise);
	dest = zwd_map_destination(ps->m, mover, z, people, noise, 0, ps->alt, &nalt);
	dest = zwd_steer(ps->p, ps->alt, nalt, dest);
	free(people);
	free(noise);
	if (dest < 0 || dest == z)
		return (-1); /* nowhere to go: it stays, nothing to tell */
	if (zwd_map_dist(ps->m, mover, z, dest, 0) >= 0) {
		to = zwd_map_next(ps->m, mover, z, dest, 0, ps->alt, &nalt);
		return (zwd_steer(ps->p, ps->alt, nalt, to));
	}
	return (zwd_map_zombie_step(ps->m, mover, z, dest, 0));
}

/* group - the zombies of z that move by mover's graph in this pass */

static int
group(const struct pass *ps, int z, int mover, struct step *s)
{
	int t, n = 0;

	s->from = z;
	s->mover = mover;
	s->abm = 0;
	for (t = 0; t < ZWD_NZOMBIES; t++) {
		s->n[t] = 0;
		if (t != ZWD_DESECRATOR && (t == ZWD_KHAN) == (mover == ZWD_MOVER_ABOMINATION))
			n += s->n[t] = acting(ps, z, t);
	}
	if (ps->b->abom != NULL) { /* rules 2: by each card's graph */
		s->abm = abacting(ps, z) & ps->b->abom_ramparts;
		if (mover != ZWD_MOVER_ABOMINATION)
			s->abm = abacting(ps, z) & ~ps->b->abom_ramparts;
		n += zwd_board_aboms_count(s->abm) - s->n[ZWD_KHAN];
		s->n[ZWD_KHAN] = zwd_board_aboms_count(s->abm);
	}
	return (n);
}

/* moved_aboms - rules 2: an event per Abomination card of a step (target: its card) */

static void
moved_aboms(struct pass *ps, const struct step *st)
{
	int k;

	for (k = 0; k < ps->b->naboms; k++)
		if (st->abm >> k & 1)
			zwd_event_add(ps->ev, st->to == st->from ? ZWD_EV_STOPPED : ZWD_EV_MOVE,
			    ZWD_KHAN, 1, st->from, st->to, k, -1);
}

static void
moves(struct pass *ps, const unsigned char *attacked)
{
	struct step *st = pb_malloc(sizeof(*st) * 2 * (size_t)ps->b->nzones);
	int          z, k, t, ns = 0;

	for (z = 0; z < ps->b->nzones; z++)
		for (k = 0; k < 2 && !attacked[z]; k++)
			if (group(ps, z, k ? ZWD_MOVER_ABOMINATION : ZWD_MOVER_ZOMBIE, &st[ns]) > 0
			    && (st[ns].to = group_step(ps, z, st[ns].mover)) >= 0)
				ns++;
	/* All step at once, from the board as it was. */
	for (k = 0; k < ns; k++)
		for (t = 0; t < ZWD_NZOMBIES; t++)
			if (t != ZWD_KHAN || ps->b->abom == NULL)
				zwd_board_take(ps->b, st[k].from, t, st[k].n[t]);
	for (k = 0; k < ns; k++) /* disjoint sets: one after the other is all at once */
		if (st[k].abm != 0)
			zwd_board_aboms_move(ps->b, st[k].from, st[k].to, st[k].abm);
	for (k = 0; k < ns; k++)
		for (t = 0; t < ZWD_NZOMBIES; t++) {
			if (st[k].n[t] == 0)
				continue;
			if (t == ZWD_KHAN && ps->b->abom != NULL) { /* rules 2: each by its card */
				moved_aboms(ps, &st[k]);
				continue;
			}
			ps->b->zombies[st[k].to * ZWD_NZOMBIES + t] += st[k].n[t];
			zwd_event_add(ps->ev, st[k].to == st[k].from ? ZWD_EV_STOPPED : ZWD_EV_MOVE,
			    t, st[k].n[t], st[k].from, st[k].to, -1, -1);
		}
	free(st);
}

/* necromancers - each Desecrator that did not attack moves its token */

static void
necromancers(struct pass *ps, const unsigned char *attacked)
{
	int z;

	for (z = 0; z < ps->b->nzones; z++)
		if (acting(ps, z, ZWD_DESECRATOR) > 0 && !attacked[z])
			zwd_desecrator_token(ps->b, ps->m, ps->p, ps->ev);
}

static void
one_pass(struct pass *ps, int first)
{
	unsigned char *attacked = pb_calloc((size_t)ps->b->nzones, 1);
	int            z;

	if (first) /* a runner that entered a frozen zone acts on */
		freeze(ps);
	for (z = 0; z < ps->b->nzones; z++)
		attacked[z] = zwd_board_people(ps->b, z) > 0;
	attacks(ps);
	if (first && ps->types == ALL_TYPES)
		zwd_necros_attack(ps->b, ps->m, ps->p, ps->ev);
	moves(ps, attacked);
	necromancers(ps, attacked);
	if (first && ps->types == ALL_TYPES)
		zwd_necros_move(ps->b, ps->m, ps->p, ps->ev);
	free(attacked);
}

void
zwd_zombie_activate(struct zwd_board *b, struct zwd_map *m, const struct zwd_prefs *p, int only,
    struct zwd_events *ev)
{
	struct pass ps;
	int         z;

	ps.b = b;
	ps.m = m;
	ps.p = p;
	ps.ev = ev;
	ps.held = pb_calloc((size_t)b->nzones * ZWD_NZOMBIES, sizeof(int));
	ps.alt = pb_malloc(sizeof(int) * ((size_t)b->nzones + 1));
	ps.types = only < 0 ? ALL_TYPES : 1u << only;
	ps.abact = ~0u;
	ps.abheld = 0;
	one_pass(&ps, 1);
	if (ps.types & (1u << ZWD_RUNNER | 1u << ZWD_KHAN)) { /* the second Action */
		ps.abact = b->abom_twice;
		ps.types &=
		    1u << ZWD_RUNNER | (b->abom != NULL && b->abom_twice ? 1u << ZWD_KHAN : 0);
		if (ps.types)
			one_pass(&ps, 0);
	}
	for (z = 0; z < b->nzones; z++)
		if (zwd_board_zombies(b, z) == 0)
			b->freeze[z] = 0;
	free(ps.held);
	free(ps.alt);
}

void
zwd_zombie_phase(struct zwd_board *b, struct zwd_map *m, const struct zwd_cards *c,
    const struct zwd_prefs *p, struct pb_rng *rng, struct zwd_events *ev)
{
	zwd_zombie_activate(b, m, p, -1, ev);
	zwd_zombie_spawn(b, m, c, p, rng, ev);
}
