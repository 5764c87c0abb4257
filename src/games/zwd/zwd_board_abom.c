/*++
/* NAME
/*	zwd_board_abom 3
/* SUMMARY
/*	Zombicide: White Death, which Abomination card each figure is
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/* DESCRIPTION
/*	Rules revision 2 (issue 17): with the modes Abomination deck and
/*	Abomination Festival several Abominations of different cards stand
/*	on the board, each played as its card says.  The board keeps, per
/*	zone, the set of cards whose figures stand there (bit k: the
/*	pack's Abomination card k); b->abom is NULL in games of revision 0
/*	and 1, whose states save the same bytes as before.
/*
/*	Invariant (B5 of zwd_board(3h)): every card in at most one zone;
/*	the number of cards in a zone is its count of ZWD_KHAN figures,
/*	so the counts stay what the rest of the zombie phase reads.
/* SEE ALSO
/*	zwd_board(3h), pbemd-zwd(7) MODES, pbemd-zwd-cards(5).
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_board.h"

#define ABOM_MAX 31 /* cards a per-zone set holds */

int
zwd_board_aboms_count(unsigned m)
{
	int n = 0;

	for (; m; m &= m - 1)
		n++;
	return (n);
}

/* on_board - the cards of every zone */

static unsigned
on_board(const struct zwd_board *b)
{
	unsigned m = 0;
	int      z;

	for (z = 0; z < b->nzones; z++)
		m |= b->abom[z];
	return (m);
}

void
zwd_board_aboms_on(struct zwd_board *b, const struct zwd_cards *c)
{
	int z, n, k, naboms = c->naboms;

	for (k = 0; k < c->nnecros && k < ABOM_MAX; k++)
		if (c->necros[k].actions >= 2)
			b->necro_twice |= 1u << k;
	if (b->abom != NULL || naboms <= 0 || naboms > ABOM_MAX)
		return;
	b->abom = pb_calloc((size_t)b->nzones + 1, sizeof(unsigned));
	b->naboms = naboms;
	for (k = 0; k < naboms; k++) {
		if (c->aboms[k].traits & ZWD_ARMOURPROOF)
			b->abom_proof |= 1u << k;
		if (c->aboms[k].traits & ZWD_RAMPARTS)
			b->abom_ramparts |= 1u << k;
		if (c->aboms[k].actions >= 2)
			b->abom_twice |= 1u << k;
		if (c->aboms[k].traits & ZWD_CRYPTDROP)
			b->abom_crypt |= 1u << k;
	}
	/* Figures on the board before (none in a saved game of rules 2):
	 * the lowest cards free. */
	for (z = 0; z < b->nzones; z++)
		for (n = zwd_board_at(b, z, ZWD_KHAN); n > 0; n--) {
			for (k = 0; k < naboms && (on_board(b) >> k & 1); k++)
				;
			if (k < naboms)
				b->abom[z] |= 1u << k;
		}
}

unsigned
zwd_board_aboms_at(const struct zwd_board *b, int z)
{
	return (b->abom != NULL && z >= 0 && z < b->nzones ? b->abom[z] : 0);
}

int
zwd_board_abom_zone(const struct zwd_board *b, int k)
{
	int z;

	for (z = 0; b->abom != NULL && k >= 0 && z < b->nzones; z++)
		if (b->abom[z] >> k & 1)
			return (z);
	return (-1);
}

int
zwd_board_abom_put(struct zwd_board *b, int z, int k)
{
	if (b->abom == NULL || k < 0 || k >= b->naboms || zwd_board_abom_zone(b, k) >= 0
	    || zwd_board_left(b, ZWD_KHAN) <= 0)
		return (0);
	b->abom[z] |= 1u << k;
	b->abom_loose &= ~(1u << k);
	b->zombies[z * ZWD_NZOMBIES + ZWD_KHAN]++;
	return (1);
}

void
zwd_board_aboms_move(struct zwd_board *b, int from, int to, unsigned mask)
{
	int n;

	if (b->abom == NULL || (mask & ~b->abom[from]) != 0)
		pb_panic("zwd_board_aboms_move: cards %#x not in zone %d", mask, from);
	n = zwd_board_aboms_count(mask);
	b->abom[from] &= ~mask;
	b->zombies[from * ZWD_NZOMBIES + ZWD_KHAN] -= n;
	b->abom[to] |= mask;
	b->zombies[to * ZWD_NZOMBIES + ZWD_KHAN] += n;
}

/* zwd_board_aboms_take - zwd_board_take()'s part: the lowest cards of z */

void
zwd_board_aboms_take(struct zwd_board *b, int z, int n)
{
	int k;

	if (b->abom == NULL)
		return;
	b->abom_loose = 0;
	for (k = 0; k < b->naboms && n > 0; k++)
		if (b->abom[z] >> k & 1) {
			b->abom[z] &= ~(1u << k);
			b->abom_loose |= 1u << k;
			n--;
		}
}

void
zwd_board_aboms_kill(struct zwd_board *b, int z, unsigned mask)
{
	if (b->abom == NULL || (mask & ~b->abom[z]) != 0)
		pb_panic("zwd_board_aboms_kill: cards %#x not in zone %d", mask, z);
	b->abom[z] &= ~mask;
	b->abom_loose = 0;
	b->zombies[z * ZWD_NZOMBIES + ZWD_KHAN] -= zwd_board_aboms_count(mask);
}

/* zwd_board_aboms_put - zwd_board_put()'s part: those taken last, else the lowest */

void
zwd_board_aboms_put(struct zwd_board *b, int z, int n)
{
	unsigned on;
	int      k, pass;

	if (b->abom == NULL)
		return;
	for (pass = 0; pass < 2; pass++)
		for (k = 0; k < b->naboms && n > 0; k++) {
			on = on_board(b);
			if (!(on >> k & 1) && (pass || b->abom_loose >> k & 1)) {
				b->abom[z] |= 1u << k;
				b->abom_loose &= ~(1u << k);
				n--;
			}
		}
}

int
zwd_board_aboms_check(const struct zwd_board *b, char *why, size_t len)
{
	unsigned seen = 0;
	int      z;

	for (z = 0; b->abom != NULL && z < b->nzones; z++) {
		if ((seen & b->abom[z]) != 0 || (b->abom[z] >> b->naboms) != 0
		    || zwd_board_aboms_count(b->abom[z]) != zwd_board_at(b, z, ZWD_KHAN)) {
			snprintf(why, len, "B5: the Abomination cards of zone %d", z);
			return (0);
		}
		seen |= b->abom[z];
	}
	return (1);
}
