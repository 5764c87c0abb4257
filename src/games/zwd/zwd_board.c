/*++
/* NAME
/*	zwd_board 3
/* SUMMARY
/*	Zombicide: White Death, the board's population
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/* DESCRIPTION
/*	zwd_board_new() ... zwd_board_invariants(): see zwd_board(3h).
/*--*/

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "core/deck.h"
#include "core/pb.h"

#include "games/zwd/zwd_board.h"

static void
zone_ok(const struct zwd_board *b, int z)
{
	if (z < 0 || z >= b->nzones)
		pb_panic("zwd_board: zone %d out of range", z);
}

static void
type_ok(int type)
{
	if (type < 0 || type >= ZWD_NZOMBIES)
		pb_panic("zwd_board: zombie type %d out of range", type);
}

static struct zwd_board *
board_alloc(int nzones)
{
	struct zwd_board *b = pb_calloc(1, sizeof(*b));
	size_t            n = (size_t)nzones + 1;

	b->nzones = nzones;
	b->zombies = pb_calloc(n * ZWD_NZOMBIES, sizeof(int));
	b->guards = pb_calloc(n, sizeof(int));
	b->noise = pb_calloc(n, sizeof(int));
	b->freeze = pb_calloc(n, 1);
	b->desecrator_spawn = -1;
	b->desecrator_from = -1;
	return (b);
}

static void
supply_from(struct zwd_board *b, const struct zwd_cards *c)
{
	int t;

	for (t = 0; t < ZWD_NZTYPES; t++)
		b->supply[t] = c->nsupply > 0 ? c->supply[0].minis[t] : 0;
	b->supply[ZWD_KHAN] = c->naboms; /* the modes' deck; the Khan first */
	b->supply[ZWD_DESECRATOR] = c->nnecros > 0 ? 1 : 0;
	b->ncards = c->nzombies;
}

struct zwd_board *
zwd_board_new(const struct zwd_map *m, const struct zwd_cards *c)
{
	struct zwd_board *b = board_alloc(m->nzones);
	int               i;

	supply_from(b, c);
	b->corruption_left = c->nsupply > 0 ? c->supply[0].corruption : 15;
	b->corruption_left -= m->setup.ncorruption;
	for (i = 0; i < m->setup.nguards; i++)
		b->guards[m->setup.guards[i].zone] += m->setup.guards[i].count;
	for (i = 0; i < ZWD_SPAWNS; i++)
		b->spawn[i] = m->setup.spawn[i];
	for (i = 0; i < c->nzombies; i++)
		deck_push(&b->zdeck, i);
	b->danger = ZWD_BLUE;
	return (b);
}

struct zwd_board *
zwd_board_dup(const struct zwd_board *s)
{
	struct zwd_board *b = board_alloc(s->nzones);
	size_t            n = (size_t)s->nzones;
	int              *zombies = b->zombies, *guards = b->guards, *noise = b->noise;
	unsigned char    *freeze = b->freeze;

	memcpy(zombies, s->zombies, n * ZWD_NZOMBIES * sizeof(int));
	memcpy(guards, s->guards, n * sizeof(int));
	memcpy(noise, s->noise, n * sizeof(int));
	memcpy(freeze, s->freeze, n);
	*b = *s;
	b->zombies = zombies;
	b->guards = guards;
	b->noise = noise;
	b->freeze = freeze;
	b->abom = NULL;
	if (s->abom != NULL) {
		b->abom = pb_malloc(sizeof(unsigned) * (n + 1));
		memcpy(b->abom, s->abom, sizeof(unsigned) * (n + 1));
	}
	memset(&b->zdeck, 0, sizeof(b->zdeck));
	memset(&b->zdiscard, 0, sizeof(b->zdiscard));
	deck_copy(&b->zdeck, &s->zdeck);
	deck_copy(&b->zdiscard, &s->zdiscard);
	return (b);
}

void
zwd_board_free(struct zwd_board *b)
{
	if (b == NULL)
		return;
	free(b->zombies);
	free(b->guards);
	free(b->noise);
	free(b->freeze);
	free(b->abom);
	deck_clear(&b->zdeck);
	deck_clear(&b->zdiscard);
	free(b);
}

int
zwd_board_at(const struct zwd_board *b, int z, int type)
{
	zone_ok(b, z);
	type_ok(type);
	return (b->zombies[z * ZWD_NZOMBIES + type]);
}

int
zwd_board_zombies(const struct zwd_board *b, int z)
{
	int t, n = 0;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		n += zwd_board_at(b, z, t);
	return (n);
}

int
zwd_board_onboard(const struct zwd_board *b, int type)
{
	int z, n = 0;

	for (z = 0; z < b->nzones; z++)
		n += zwd_board_at(b, z, type);
	return (n);
}

int
zwd_board_left(const struct zwd_board *b, int type)
{
	return (b->supply[type] - zwd_board_onboard(b, type));
}

int
zwd_board_people(const struct zwd_board *b, int z)
{
	int i, n;

	zone_ok(b, z);
	n = b->guards[z];
	for (i = 0; i < b->nsurv; i++)
		n += b->surv[i] == z;
	return (n);
}

void
zwd_board_noise(const struct zwd_board *b, int *noise)
{
	int z;

	for (z = 0; z < b->nzones; z++)
		noise[z] = b->noise[z] + zwd_board_people(b, z);
}

int
zwd_board_put(struct zwd_board *b, int z, int type, int n)
{
	int left = zwd_board_left(b, type);

	zone_ok(b, z);
	if (n > left)
		n = left;
	if (n > 0 && type == ZWD_KHAN)
		zwd_board_aboms_put(b, z, n);
	if (n > 0)
		b->zombies[z * ZWD_NZOMBIES + type] += n;
	return (n > 0 ? n : 0);
}

void
zwd_board_take(struct zwd_board *b, int z, int type, int n)
{
	if (n < 0 || n > zwd_board_at(b, z, type))
		pb_panic("zwd_board_take: %d of type %d not in zone %d", n, type, z);
	if (type == ZWD_KHAN)
		zwd_board_aboms_take(b, z, n);
	b->zombies[z * ZWD_NZOMBIES + type] -= n;
}

void
zwd_board_freeze(struct zwd_board *b, int z)
{
	zone_ok(b, z);
	b->freeze[z] = 1;
}

void
zwd_board_end_round(struct zwd_board *b)
{
	memset(b->noise, 0, sizeof(int) * (size_t)b->nzones);
	memset(b->freeze, 0, (size_t)b->nzones);
}

static int
why_set(char *why, size_t len, const char *what)
{
	snprintf(why, len, "%s", what);
	return (0);
}

int
zwd_board_invariants(const struct zwd_board *b, const struct zwd_map *m, char *why, size_t len)
{
	int t, z, i, c;

	if (b->nzones != m->nzones)
		return (why_set(why, len, "B4: the board is not of this map"));
	for (t = 0; t < ZWD_NZOMBIES; t++) {
		for (z = 0; z < b->nzones; z++)
			if (zwd_board_at(b, z, t) < 0)
				return (why_set(why, len, "B1: a negative count"));
		if (zwd_board_left(b, t) < 0)
			return (why_set(why, len, "B1: more zombies than the box holds"));
	}
	for (z = 0; z < b->nzones; z++)
		if (b->freeze[z] > 1 || b->guards[z] < 0 || b->noise[z] < 0)
			return (why_set(why, len, "B2: a token count out of range"));
	if (b->zdeck.n + b->zdiscard.n != b->ncards)
		return (why_set(why, len, "B3: zombie cards lost or made"));
	for (c = 0; c < b->ncards; c++)
		if ((deck_find(&b->zdeck, c) < 0) == (deck_find(&b->zdiscard, c) < 0))
			return (why_set(why, len, "B3: a zombie card not in exactly one pile"));
	for (i = 0; i < ZWD_SPAWNS; i++)
		if (b->spawn[i] < -1 || b->spawn[i] >= b->nzones)
			return (why_set(why, len, "B4: a spawn token off the map"));
	for (i = 0; i < b->nsurv; i++)
		if (b->surv[i] < -1 || b->surv[i] >= b->nzones)
			return (why_set(why, len, "B4: a survivor off the map"));
	if (b->desecrator_spawn < -1 || b->desecrator_spawn >= b->nzones)
		return (why_set(why, len, "B4: the Desecrator's token off the map"));
	return (zwd_board_aboms_check(b, why, len));
}
