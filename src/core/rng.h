/*++
/* NAME
/*	rng 3h
/* SUMMARY
/*	deterministic random stream: ChaCha20 keyed by the game's seed
/* SYNOPSIS
/*	#include "core/rng.h"
/* DESCRIPTION
/*	The stream is the ChaCha20 keystream (libsodium
/*	crypto_stream_chacha20, 64-bit nonce "pbemdrng", block counter
/*	from 0) under the 32-byte game seed as key.  pb_rng_pos() is the
/*	number of keystream bytes consumed; a game stores it in its state
/*	so that play continues the same stream after a reload, and anyone
/*	with the seed can re-derive every shuffle and die roll (the export
/*	format documents this, see pbemctl(1)).
/*
/*	pb_rng_u32(): the next 4 bytes, little-endian.
/*	pb_rng_below(n): uniform in [0, n) by rejection: draw u32 values
/*	until one is below the largest multiple of n that fits, return it
/*	modulo n.  pb_rng_die(sides): 1 + pb_rng_below(sides).
/*	pb_rng_shuffle(): Fisher-Yates from the last element down, swapping
/*	element i with element pb_rng_below(i + 1).
/*
/*	No clock, no address of memory, no global state (DESIGN.md).
/*--*/

#ifndef RNG_H
#define RNG_H

#include <stddef.h>
#include <stdint.h>

#define PB_SEED_LEN 32

struct pb_rng {
	unsigned char key[PB_SEED_LEN];
	unsigned char block[64];
	uint64_t      pos; /* bytes consumed */
};

void     pb_rng_init(struct pb_rng *, const unsigned char seed[PB_SEED_LEN], uint64_t pos);
uint64_t pb_rng_pos(const struct pb_rng *);
uint32_t pb_rng_u32(struct pb_rng *);
uint32_t pb_rng_below(struct pb_rng *, uint32_t n);
int      pb_rng_die(struct pb_rng *, int sides);
void     pb_rng_shuffle(struct pb_rng *, int *v, size_t n);

#endif
