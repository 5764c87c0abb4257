/*++
/* NAME
/*	deck 3h
/* SUMMARY
/*	piles and decks of cards: push, draw, shuffle, refill
/* SYNOPSIS
/*	#include "core/deck.h"
/*
/*	struct deck { int *v; int n; int cap; };
/*
/*	void	deck_push(struct deck *d, int card);
/*	int	deck_pop(struct deck *d);
/*	int	deck_draw(struct deck *d);
/*	int	deck_deal(struct deck *from, struct deck *to);
/*	void	deck_put_bottom(struct deck *d, int card);
/*	int	deck_find(const struct deck *d, int card);
/*	int	deck_pick(const struct deck *d, struct pb_rng *rng);
/*	void	deck_remove_at(struct deck *d, int i);
/*	void	deck_append(struct deck *dst, struct deck *src);
/*	void	deck_copy(struct deck *dst, const struct deck *src);
/*	void	deck_clear(struct deck *d);
/*	void	deck_shuffle(struct deck *d, struct pb_rng *rng);
/*	int	deck_refill(struct deck *d, struct deck *discard,
/*			int (*out)(int card, const void *arg), const void *arg,
/*			struct pb_rng *rng);
/* DESCRIPTION
/*	A deck is any ordered pile of cards: a deck to draw from, a discard
/*	pile, a hand, the cards out of the game, a face-down pile of
/*	contributions.  A card is a small integer of the game's choosing
/*	(an index into its content pack, a die result); the deck only
/*	keeps the order.  v[0] is the bottom, v[n - 1] the top: drawing
/*	takes the top.  A zeroed struct deck is an empty deck; it owns v
/*	(deck_clear() releases it).  The module draws no random number of
/*	its own: deck_shuffle() and deck_refill() use the game's stream, so
/*	the order of a game's shuffles is the order of its calls (rng(3)).
/*
/*	deck_push() puts card on top.  deck_pop() takes the top card; the
/*	deck must not be empty (pb_panic).  deck_draw() is deck_pop() that
/*	returns -1 for an empty deck.  deck_deal() moves the top card of
/*	from onto to and returns it (from must not be empty).
/*	deck_put_bottom() slides card under the others.
/*
/*	deck_find() is the position of the first copy of card, -1 when
/*	absent.  deck_pick() is a position at random, one pb_rng_below(n)
/*	(a card taken blind from a hand); the deck must not be empty.  deck_remove_at() takes out position i, keeping the order
/*	of the rest (i must be a position: pb_panic).  deck_append() puts
/*	every card of src, in its order, on top of dst and leaves src
/*	empty.  deck_copy() makes dst hold the cards of src (dst's own are
/*	dropped).  deck_clear() releases the storage: the deck is empty
/*	and may be used again.
/*
/*	deck_shuffle() is pb_rng_shuffle() of the whole deck: one
/*	pb_rng_below() per card but the last, Fisher-Yates from the top
/*	down.  Face-down contributions (cards players add to a common pile
/*	in secret, revealed together) are shuffled so before they are
/*	turned: nobody can tell who gave which card.
/*
/*	deck_refill() shuffles the discard pile back into d: every card of
/*	discard for which out() returns 0 goes, bottom first, on top of d,
/*	and the cards out() excludes (out of this game) stay in discard in
/*	their order; then d is shuffled.  With out NULL every card goes.
/*	Returns the number of cards moved.
/* DIAGNOSTICS
/*	pb_panic() when a card is taken from an empty deck or a position
/*	outside it: the caller's rules must not let that happen.
/* SEE ALSO
/*	rng(3), the random stream.
/*--*/

#ifndef DECK_H
#define DECK_H

#include "core/rng.h"

struct deck {
	int *v; /* v[0] the bottom, v[n - 1] the top */
	int  n;
	int  cap;
};

void deck_push(struct deck *, int card);
int  deck_pop(struct deck *);
int  deck_draw(struct deck *);
int  deck_deal(struct deck *from, struct deck *to);
void deck_put_bottom(struct deck *, int card);
int  deck_find(const struct deck *, int card);
int  deck_pick(const struct deck *, struct pb_rng *);
void deck_remove_at(struct deck *, int i);
void deck_append(struct deck *dst, struct deck *src);
void deck_copy(struct deck *dst, const struct deck *src);
void deck_clear(struct deck *);
void deck_shuffle(struct deck *, struct pb_rng *);
int  deck_refill(struct deck *, struct deck *discard, int (*out)(int card, const void *arg),
     const void *arg, struct pb_rng *);

#endif
