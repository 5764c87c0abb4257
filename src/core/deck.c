/*++
/* NAME
/*	deck 3
/* SUMMARY
/*	piles and decks of cards
/* SYNOPSIS
/*	#include "core/deck.h"
/* DESCRIPTION
/*	See deck.h.
/* DIAGNOSTICS
/*	pb_panic() on a card taken from an empty deck or a position
/*	outside it.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"
#include "core/deck.h"

/* deck_push - put a card on top */

void
deck_push(struct deck *d, int card)
{
	if (d->n == d->cap) {
		d->cap = d->cap ? 2 * d->cap : 8;
		d->v = pb_realloc(d->v, (size_t)d->cap * sizeof(int));
	}
	d->v[d->n++] = card;
}

/* deck_pop - take the top card; the deck must not be empty */

int
deck_pop(struct deck *d)
{
	if (d->n == 0)
		pb_panic("deck_pop: empty deck");
	return (d->v[--d->n]);
}

/* deck_draw - the top card, or -1 when the deck is empty */

int
deck_draw(struct deck *d)
{
	return (d->n > 0 ? d->v[--d->n] : -1);
}

/* deck_deal - move the top card of from onto to; returns it */

int
deck_deal(struct deck *from, struct deck *to)
{
	int card = deck_pop(from);

	deck_push(to, card);
	return (card);
}

/* deck_put_bottom - slide a card under the others */

void
deck_put_bottom(struct deck *d, int card)
{
	deck_push(d, card);
	memmove(d->v + 1, d->v, (size_t)(d->n - 1) * sizeof(int));
	d->v[0] = card;
}

/* deck_find - position of the first copy of card, or -1 */

int
deck_find(const struct deck *d, int card)
{
	int i;

	for (i = 0; i < d->n; i++)
		if (d->v[i] == card)
			return (i);
	return (-1);
}

/* deck_pick - a position at random; the deck must not be empty */

int
deck_pick(const struct deck *d, struct pb_rng *rng)
{
	if (d->n == 0)
		pb_panic("deck_pick: empty deck");
	return ((int)pb_rng_below(rng, (uint32_t)d->n));
}

/* deck_remove_at - take out position i, keeping the order of the rest */

void
deck_remove_at(struct deck *d, int i)
{
	if (i < 0 || i >= d->n)
		pb_panic("deck_remove_at: %d out of %d", i, d->n);
	memmove(d->v + i, d->v + i + 1, (size_t)(d->n - i - 1) * sizeof(int));
	d->n--;
}

/* deck_append - every card of src, in order, on top of dst; src empty */

void
deck_append(struct deck *dst, struct deck *src)
{
	int i;

	if (dst == src)
		pb_panic("deck_append: a deck onto itself");
	for (i = 0; i < src->n; i++)
		deck_push(dst, src->v[i]);
	src->n = 0;
}

/* deck_copy - dst becomes a copy of src */

void
deck_copy(struct deck *dst, const struct deck *src)
{
	int i;

	dst->n = 0;
	for (i = 0; i < src->n; i++)
		deck_push(dst, src->v[i]);
}

/* deck_clear - release the storage; the deck is empty */

void
deck_clear(struct deck *d)
{
	free(d->v);
	d->v = NULL;
	d->n = d->cap = 0;
}

/* deck_shuffle - the whole deck, with the game's stream */

void
deck_shuffle(struct deck *d, struct pb_rng *rng)
{
	pb_rng_shuffle(rng, d->v, (size_t)d->n);
}

/* deck_refill - the discard pile, less what out() keeps out, shuffled
 * into d; the number of cards moved */

int
deck_refill(struct deck *d, struct deck *discard, int (*out)(int card, const void *arg),
    const void *arg, struct pb_rng *rng)
{
	int i, kept = 0, moved = 0;

	/* Sanity checks. */
	if (d == discard)
		pb_panic("deck_refill: a deck into itself");

	/* Move, bottom first; the excluded close up in their order. */
	for (i = 0; i < discard->n; i++) {
		if (out != NULL && out(discard->v[i], arg))
			discard->v[kept++] = discard->v[i];
		else {
			deck_push(d, discard->v[i]);
			moved++;
		}
	}
	discard->n = kept;
	deck_shuffle(d, rng);
	return (moved);
}
