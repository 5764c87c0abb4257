/*++
/* NAME
/*	rng 3
/* SUMMARY
/*	deterministic random stream (ChaCha20 via libsodium)
/* SYNOPSIS
/*	#include "core/rng.h"
/* DESCRIPTION
/*	See rng.h.  The 64-byte keystream block that holds byte pos is
/*	regenerated on demand, so a struct pb_rng is fully described by
/*	(seed, pos).
/*--*/

/* System. */
#include <string.h>

/* Third party. */
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

static const unsigned char rng_nonce[crypto_stream_chacha20_NONCEBYTES] = { 'p', 'b', 'e', 'm', 'd',
	'r', 'n', 'g' };

/* rng_fill - compute the keystream block holding byte pos */

static void
rng_fill(struct pb_rng *r)
{
	static const unsigned char zero[64];

	crypto_stream_chacha20_xor_ic(
	    r->block, zero, sizeof(r->block), rng_nonce, r->pos / 64, r->key);
}

/* pb_rng_init - start (or resume) the stream of a seed at pos */

void
pb_rng_init(struct pb_rng *r, const unsigned char seed[PB_SEED_LEN], uint64_t pos)
{
	memcpy(r->key, seed, PB_SEED_LEN);
	r->pos = pos;
	rng_fill(r);
}

/* pb_rng_pos - bytes consumed so far */

uint64_t
pb_rng_pos(const struct pb_rng *r)
{
	return (r->pos);
}

/* pb_rng_byte - next keystream byte */

static unsigned char
pb_rng_byte(struct pb_rng *r)
{
	unsigned char c;

	c = r->block[r->pos % 64];
	r->pos++;
	if (r->pos % 64 == 0)
		rng_fill(r);
	return (c);
}

/* pb_rng_u32 - next 32 bits, little-endian */

uint32_t
pb_rng_u32(struct pb_rng *r)
{
	uint32_t v = 0;
	int      i;

	for (i = 0; i < 4; i++)
		v |= (uint32_t)pb_rng_byte(r) << (8 * i);
	return (v);
}

/* pb_rng_below - uniform integer in [0, n) */

uint32_t
pb_rng_below(struct pb_rng *r, uint32_t n)
{
	uint32_t limit, v;

	if (n == 0)
		pb_panic("pb_rng_below: empty range");
	limit = UINT32_MAX - (UINT32_MAX % n);
	do {
		v = pb_rng_u32(r);
	} while (v >= limit);
	return (v % n);
}

/* pb_rng_die - roll a die with the given number of sides */

int
pb_rng_die(struct pb_rng *r, int sides)
{
	return (1 + (int)pb_rng_below(r, (uint32_t)sides));
}

/* pb_rng_shuffle - Fisher-Yates shuffle in place */

void
pb_rng_shuffle(struct pb_rng *r, int *v, size_t n)
{
	size_t i, j;
	int    t;

	for (i = n; i > 1; i--) {
		j = pb_rng_below(r, (uint32_t)i);
		t = v[i - 1];
		v[i - 1] = v[j];
		v[j] = t;
	}
}
