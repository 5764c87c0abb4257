/*++
/* NAME
/*	check_rng 1
/* SUMMARY
/*	unit tests for the deterministic random stream
/* SYNOPSIS
/*	Suite	*rng_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Test ids:
/*
/*	rng-1.1 .. 1.6	determinism: same seed same stream, different
/*			seeds differ, pb_rng_init(seed, pos) resumes a
/*			stream that consumed pos bytes, pos counts bytes,
/*			a used struct re-initialized starts afresh.
/*	rng-2.1 .. 2.6	known answers: the keystream equals libsodium's
/*			crypto_stream_chacha20(nonce "pbemdrng") for
/*			every test seed over 16 blocks; golden values
/*			from an independent ChaCha20 (Python) for two
/*			seeds at pos 0, at a block counter above 2^32,
/*			across the 2^32 carry of the block counter, and
/*			at an unaligned pos straddling two blocks.
/*	rng-3.1 .. 3.5	pb_rng_below: range for small and huge n,
/*			n = 1, exact face counts of 60000 draws of n = 6
/*			with a fixed seed (and their chi-square), the
/*			rejection path (golden values and bytes used),
/*			agreement with the documented algorithm.
/*	rng-4.1 .. 4.5	pb_rng_shuffle: a permutation, deterministic,
/*			golden orders of 10 and 52 elements, 0 and 1
/*			elements draw nothing.
/*	rng-5.1 .. 5.3	pb_rng_die: in 1..sides, golden d20 rolls,
/*			every face of a d6 shows up.
/*
/*	The golden values were computed once by a separate Python
/*	ChaCha20 (checked against the published all-zero test vector)
/*	following the algorithms documented in rng.h; a change in them
/*	means every stored game would replay differently.
/* SEE ALSO
/*	src/core/rng.c, the module under test.
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "suites.h"

/* ---- seeds ------------------------------------------------------------ */

#define SEED_A 0  /* bytes 0, 1, ..., 31 */
#define SEED_B 1  /* 32 x 0xa5 */
#define SEED_Z 2  /* 32 x 0 */
#define SEED_A1 3 /* SEED_A with one bit flipped */
#define NSEEDS 4

/* seed_get - one of the fixed test seeds */

static void
seed_get(int which, unsigned char seed[PB_SEED_LEN])
{
	int i;

	for (i = 0; i < PB_SEED_LEN; i++) {
		switch (which) {
		case SEED_A:
		case SEED_A1:
			seed[i] = (unsigned char)i;
			break;
		case SEED_B:
			seed[i] = 0xa5;
			break;
		default:
			seed[i] = 0;
			break;
		}
	}
	if (which == SEED_A1)
		seed[PB_SEED_LEN - 1] ^= 0x80;
}

/* rng_new - a stream of a test seed at pos */

static void
rng_new(struct pb_rng *r, int which, uint64_t pos)
{
	unsigned char seed[PB_SEED_LEN];

	seed_get(which, seed);
	pb_rng_init(r, seed, pos);
}

/* keystream - the first len bytes of the ChaCha20 keystream, by libsodium */

static unsigned char *
keystream(int which, size_t len)
{
	static const unsigned char nonce[crypto_stream_chacha20_NONCEBYTES] = { 'p', 'b', 'e', 'm',
		'd', 'r', 'n', 'g' };
	unsigned char              seed[PB_SEED_LEN];
	unsigned char             *out;

	seed_get(which, seed);
	out = pb_malloc(len);
	ck_assert_int_eq(crypto_stream_chacha20(out, len, nonce, seed), 0);
	return (out);
}

/* le32 - little-endian 32-bit integer at p */

static uint32_t
le32(const unsigned char *p)
{
	return ((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24);
}

/* ---- rng-1: determinism ----------------------------------------------- */

/* rng-1.1: two streams of one seed agree */

START_TEST(test_same_seed)
{
	struct pb_rng r1, r2;
	int           i;
	uint32_t      a, b;

	rng_new(&r1, SEED_B, 0);
	rng_new(&r2, SEED_B, 0);
	for (i = 0; i < 1000; i++) {
		a = pb_rng_u32(&r1);
		b = pb_rng_u32(&r2);
		ck_assert_msg(a == b, "rng-1.1 (same seed): draw %d: %08x != %08x", i, a, b);
	}
}
END_TEST

/* rng-1.2: different seeds give different streams */

START_TEST(test_different_seeds)
{
	static const int pairs[][2] = {
		{ SEED_A, SEED_B },
		{ SEED_A, SEED_Z },
		{ SEED_B, SEED_Z },
		{ SEED_A, SEED_A1 },
	};
	struct pb_rng r1, r2;
	size_t        i;
	int           j, same;

	for (i = 0; i < PB_NELEM(pairs); i++) {
		rng_new(&r1, pairs[i][0], 0);
		rng_new(&r2, pairs[i][1], 0);
		for (same = 0, j = 0; j < 64; j++)
			same += pb_rng_u32(&r1) == pb_rng_u32(&r2);
		ck_assert_msg(same < 4,
		    "rng-1.2 (seeds %d and %d differ): %d of"
		    " 64 draws equal",
		    pairs[i][0], pairs[i][1], same);
	}
}
END_TEST

/* rng-1.3: pb_rng_init(seed, pos) resumes a stream that consumed pos */

static const uint64_t resume_pos[] = {
	0,
	4,
	60,
	64,
	68,
	124,
	128,
	252,
	256,
	1000,
	4096,
	65536 + 12,
};

START_TEST(test_resume)
{
	struct pb_rng run, resumed;
	uint64_t      want = resume_pos[_i];
	int           i;

	rng_new(&run, SEED_A, 0);
	while (pb_rng_pos(&run) < want)
		(void)pb_rng_u32(&run);
	ck_assert_msg(pb_rng_pos(&run) == want, "rng-1.3 (pos %llu): at %llu",
	    (unsigned long long)want, (unsigned long long)pb_rng_pos(&run));
	rng_new(&resumed, SEED_A, want);
	ck_assert_msg(pb_rng_pos(&resumed) == want,
	    "rng-1.3 (pos %llu): init"
	    " pos %llu",
	    (unsigned long long)want, (unsigned long long)pb_rng_pos(&resumed));
	for (i = 0; i < 40; i++)
		ck_assert_msg(pb_rng_u32(&run) == pb_rng_u32(&resumed),
		    "rng-1.3 (resume at %llu): draw %d differs", (unsigned long long)want, i);
	ck_assert(pb_rng_pos(&run) == pb_rng_pos(&resumed));
}
END_TEST

/* rng-1.4: every u32, die and below(2^k) consumes exactly 4 bytes */

START_TEST(test_pos_counts)
{
	struct pb_rng r;
	int           i;

	rng_new(&r, SEED_Z, 0);
	ck_assert_msg(pb_rng_pos(&r) == 0, "rng-1.4: fresh stream not at 0");
	for (i = 1; i <= 100; i++) {
		(void)pb_rng_u32(&r);
		ck_assert_msg(pb_rng_pos(&r) == (uint64_t)(4 * i),
		    "rng-1.4 (u32 counts 4 bytes): after %d draws pos %llu", i,
		    (unsigned long long)pb_rng_pos(&r));
	}
	/* below(2): UINT32_MAX % 2 == 1, only 0xffffffff is rejected. */
	rng_new(&r, SEED_A, 0);
	for (i = 1; i <= 100; i++)
		(void)pb_rng_below(&r, 2);
	ck_assert_msg(pb_rng_pos(&r) == 400, "rng-1.4 (below(2)): pos %llu",
	    (unsigned long long)pb_rng_pos(&r));
}
END_TEST

/* rng-1.5: init at unaligned pos reads the keystream from that byte */

static const uint64_t unaligned_pos[] = { 1, 2, 3, 61, 62, 63, 125, 190, 511 };

START_TEST(test_unaligned)
{
	struct pb_rng  r;
	uint64_t       pos = unaligned_pos[_i];
	unsigned char *ks;
	int            i;

	ks = keystream(SEED_B, 1024);
	rng_new(&r, SEED_B, pos);
	for (i = 0; i < 16; i++)
		ck_assert_msg(pb_rng_u32(&r) == le32(ks + pos + 4 * i),
		    "rng-1.5 (unaligned pos %llu): draw %d", (unsigned long long)pos, i);
	free(ks);
}
END_TEST

/* rng-1.6: re-initializing a used struct forgets its past */

START_TEST(test_reinit)
{
	struct pb_rng used, fresh;
	unsigned char seed[PB_SEED_LEN];
	int           i;

	rng_new(&used, SEED_B, 0);
	for (i = 0; i < 37; i++)
		(void)pb_rng_u32(&used);
	seed_get(SEED_A, seed);
	pb_rng_init(&used, seed, 8);
	memset(seed, 0, sizeof(seed)); /* the key is copied */
	rng_new(&fresh, SEED_A, 8);
	for (i = 0; i < 32; i++)
		ck_assert_msg(
		    pb_rng_u32(&used) == pb_rng_u32(&fresh), "rng-1.6 (re-init): draw %d", i);
}
END_TEST

/* ---- rng-2: known answers --------------------------------------------- */

/* rng-2.1: 16 blocks of each seed equal libsodium's keystream */

START_TEST(test_keystream)
{
	struct pb_rng  r;
	unsigned char *ks;
	int            which, i;
	uint32_t       got;

	for (which = 0; which < NSEEDS; which++) {
		ks = keystream(which, 1024);
		rng_new(&r, which, 0);
		for (i = 0; i < 256; i++) {
			got = pb_rng_u32(&r);
			ck_assert_msg(got == le32(ks + 4 * i),
			    "rng-2.1 (keystream"
			    " of seed %d): word %d: %08x, want %08x",
			    which, i, got, le32(ks + 4 * i));
		}
		free(ks);
	}
}
END_TEST

/* Golden words from an independent ChaCha20. */

struct golden_case {
	const char *id;
	const char *label;
	int         seed;
	uint64_t    pos;
	int         nwant;
	uint32_t    want[4];
};

static const struct golden_case golden_cases[] = {
	{ "rng-2.2", "seed 0..31 at pos 0", SEED_A, 0, 4,
	    { 0x83aac147, 0x3fdeecb2, 0x4a33f0f4, 0x501c8d1d } },
	{ "rng-2.3", "seed 0xa5.. at pos 0", SEED_B, 0, 4,
	    { 0x607321c8, 0x23a8507e, 0x9870891a, 0x15eef596 } },
	{ "rng-2.4", "block counter 2^32 + 5", SEED_A, ((1ULL << 32) + 5) * 64, 4,
	    { 0xf7ab468b, 0x90893a5c, 0xceb06bc8, 0xdf9e95f9 } },
	{ "rng-2.5", "u32 straddling the counter carry 2^32 - 1 to 2^32", SEED_A,
	    (1ULL << 32) * 64 - 2, 2, { 0xbc147424, 0xfb10c3d8 } },
	{ "rng-2.6", "unaligned, straddling blocks 0 and 1", SEED_A, 61, 2,
	    { 0x9643e51d, 0xf462da7f } },
};

START_TEST(test_golden)
{
	const struct golden_case *c = &golden_cases[_i];
	struct pb_rng             r;
	uint32_t                  got;
	int                       i;

	rng_new(&r, c->seed, c->pos);
	for (i = 0; i < c->nwant; i++) {
		got = pb_rng_u32(&r);
		ck_assert_msg(got == c->want[i],
		    "%s (%s): word %d: %08x, want"
		    " %08x",
		    c->id, c->label, i, got, c->want[i]);
	}
	ck_assert_msg(pb_rng_pos(&r) == c->pos + 4 * (uint64_t)i, "%s (%s): pos", c->id, c->label);
}
END_TEST

/* ---- rng-3: pb_rng_below ---------------------------------------------- */

/* rng-3.1: values stay in [0, n) */

static const uint32_t below_n[] = {
	1,
	2,
	3,
	5,
	6,
	7,
	10,
	52,
	100,
	1000,
	65537,
	1U << 31,
	(1U << 31) + 1,
	3221225472U,
	UINT32_MAX - 1,
	UINT32_MAX,
};

START_TEST(test_below_range)
{
	uint32_t      n = below_n[_i];
	struct pb_rng r;
	uint32_t      v;
	int           i;

	rng_new(&r, SEED_B, 0);
	for (i = 0; i < 3000; i++) {
		v = pb_rng_below(&r, n);
		ck_assert_msg(v < n, "rng-3.1 (range of below(%u)): draw %d is %u", n, i, v);
	}
}
END_TEST

/* rng-3.2: below(1) is always 0 */

START_TEST(test_below_one)
{
	struct pb_rng r;
	int           i;

	rng_new(&r, SEED_A, 0);
	for (i = 0; i < 100; i++)
		ck_assert_msg(pb_rng_below(&r, 1) == 0, "rng-3.2 (below(1)): %d", i);
}
END_TEST

/* rng-3.3: 60000 draws of below(6), seed 0..31: exact counts */

START_TEST(test_below_six)
{
	static const int want[6] = { 10075, 9963, 9897, 10026, 10015, 10024 };
	struct pb_rng    r;
	int              count[6] = { 0 };
	double           chi2 = 0, d;
	int              i;

	rng_new(&r, SEED_A, 0);
	for (i = 0; i < 60000; i++)
		count[pb_rng_below(&r, 6)]++;
	for (i = 0; i < 6; i++) {
		/* 10000 +- 500 is over 5 standard deviations (91.3). */
		ck_assert_msg(count[i] > 9500 && count[i] < 10500,
		    "rng-3.3 (fair die): face %d seen %d times", i, count[i]);
		d = count[i] - 10000;
		chi2 += d * d / 10000;
	}
	/* 20.52 is the 0.999 quantile of chi-square with 5 degrees. */
	ck_assert_msg(chi2 < 20.52, "rng-3.3 (chi-square): %.3f", chi2);
	for (i = 0; i < 6; i++)
		ck_assert_msg(count[i] == want[i],
		    "rng-3.3 (exact counts): face"
		    " %d seen %d times, want %d",
		    i, count[i], want[i]);
	ck_assert_msg(
	    pb_rng_pos(&r) == 240000, "rng-3.3: pos %llu", (unsigned long long)pb_rng_pos(&r));
}
END_TEST

/* rng-3.4: n = 3 * 2^30 rejects a quarter of the draws */

START_TEST(test_below_reject)
{
	static const uint32_t want[] = {
		2209005895U,
		1071574194U,
		1244918004U,
		1344048413U,
	};
	struct pb_rng r;
	uint32_t      sum = 0, v;
	int           i;

	rng_new(&r, SEED_A, 0);
	for (i = 0; i < 1000; i++) {
		v = pb_rng_below(&r, 3221225472U);
		if (i < 4)
			ck_assert_msg(v == want[i],
			    "rng-3.4 (big n): draw %d is"
			    " %u, want %u",
			    i, v, want[i]);
		sum += v;
	}
	ck_assert_msg(sum == 1166346720U, "rng-3.4 (big n): sum mod 2^32 %u", sum);
	/* 1346 words were drawn, 346 of them rejected. */
	ck_assert_msg(pb_rng_pos(&r) == 5384,
	    "rng-3.4 (rejections use bytes):"
	    " pos %llu, want 5384",
	    (unsigned long long)pb_rng_pos(&r));
}
END_TEST

/* rng-3.5: below(n) follows rng.h: reject v >= UINT32_MAX - UINT32_MAX % n */

START_TEST(test_below_algorithm)
{
	uint32_t      n = below_n[_i];
	struct pb_rng r, shadow;
	uint32_t      limit, v, got;
	int           i;

	rng_new(&r, SEED_Z, 0);
	rng_new(&shadow, SEED_Z, 0);
	limit = UINT32_MAX - UINT32_MAX % n;
	for (i = 0; i < 500; i++) {
		do {
			v = pb_rng_u32(&shadow);
		} while (v >= limit);
		got = pb_rng_below(&r, n);
		ck_assert_msg(got == v % n,
		    "rng-3.5 (algorithm of below(%u)):"
		    " draw %d: %u, want %u",
		    n, i, got, v % n);
		ck_assert(pb_rng_pos(&r) == pb_rng_pos(&shadow));
	}
}
END_TEST

/* ---- rng-4: pb_rng_shuffle -------------------------------------------- */

/* rng-4.1: the result is a permutation, for many sizes and seeds */

START_TEST(test_shuffle_perm)
{
	struct pb_rng r;
	int           v[100], seen[100];
	size_t        n, i;
	int           which;

	for (which = 0; which < NSEEDS; which++) {
		rng_new(&r, which, 0);
		for (n = 0; n <= 100; n++) {
			for (i = 0; i < n; i++)
				v[i] = (int)i;
			pb_rng_shuffle(&r, v, n);
			memset(seen, 0, sizeof(seen));
			for (i = 0; i < n; i++) {
				ck_assert_msg(v[i] >= 0 && v[i] < (int)n && !seen[v[i]],
				    "rng-4.1 (permutation): seed %d"
				    " n %zu: v[%zu] = %d",
				    which, n, i, v[i]);
				seen[v[i]] = 1;
			}
		}
	}
}
END_TEST

/* rng-4.2: one seed and pos, one order; another seed, another order */

START_TEST(test_shuffle_determinism)
{
	struct pb_rng r1, r2, r3;
	int           a[52], b[52], c[52];
	int           i;

	for (i = 0; i < 52; i++)
		a[i] = b[i] = c[i] = i * 10;
	rng_new(&r1, SEED_B, 100);
	rng_new(&r2, SEED_B, 100);
	rng_new(&r3, SEED_A, 100);
	pb_rng_shuffle(&r1, a, 52);
	pb_rng_shuffle(&r2, b, 52);
	pb_rng_shuffle(&r3, c, 52);
	ck_assert_msg(memcmp(a, b, sizeof(a)) == 0,
	    "rng-4.2 (same seed):"
	    " orders differ");
	ck_assert_msg(memcmp(a, c, sizeof(a)) != 0,
	    "rng-4.2 (other seed):"
	    " same order");
	ck_assert(pb_rng_pos(&r1) == pb_rng_pos(&r2));
}
END_TEST

/* Golden shuffles of 0..n-1, seed 0..31, pos 0. */

static const int shuffle10[] = { 6, 8, 9, 0, 2, 7, 1, 4, 3, 5 };
static const int shuffle52[] = {
	37,
	6,
	32,
	28,
	1,
	38,
	44,
	47,
	24,
	23,
	29,
	43,
	46,
	25,
	11,
	50,
	7,
	15,
	19,
	2,
	41,
	35,
	26,
	42,
	8,
	48,
	51,
	27,
	13,
	45,
	17,
	12,
	34,
	21,
	39,
	14,
	30,
	9,
	3,
	0,
	40,
	33,
	16,
	20,
	5,
	18,
	49,
	10,
	22,
	4,
	36,
	31,
};

struct shuffle_case {
	const char *id;
	const char *label;
	const int  *want;
	size_t      n;
	uint64_t    pos; /* after the shuffle */
};

static const struct shuffle_case shuffle_cases[] = {
	{ "rng-4.3", "10 elements", shuffle10, PB_NELEM(shuffle10), 36 },
	{ "rng-4.4", "52 cards", shuffle52, PB_NELEM(shuffle52), 204 },
};

START_TEST(test_shuffle_golden)
{
	const struct shuffle_case *c = &shuffle_cases[_i];
	struct pb_rng              r;
	int                        v[64];
	size_t                     i;

	for (i = 0; i < c->n; i++)
		v[i] = (int)i;
	rng_new(&r, SEED_A, 0);
	pb_rng_shuffle(&r, v, c->n);
	for (i = 0; i < c->n; i++)
		ck_assert_msg(v[i] == c->want[i], "%s (%s): v[%zu] = %d, want %d", c->id, c->label,
		    i, v[i], c->want[i]);
	ck_assert_msg(pb_rng_pos(&r) == c->pos, "%s (%s): pos %llu, want %llu", c->id, c->label,
	    (unsigned long long)pb_rng_pos(&r), (unsigned long long)c->pos);
}
END_TEST

/* rng-4.5: nothing to shuffle, nothing drawn */

START_TEST(test_shuffle_trivial)
{
	struct pb_rng r;
	int           v[1] = { 7 };

	rng_new(&r, SEED_A, 12);
	pb_rng_shuffle(&r, NULL, 0);
	pb_rng_shuffle(&r, v, 1);
	ck_assert_msg(v[0] == 7, "rng-4.5 (one element): %d", v[0]);
	ck_assert_msg(pb_rng_pos(&r) == 12, "rng-4.5 (no draws): pos %llu",
	    (unsigned long long)pb_rng_pos(&r));
}
END_TEST

/* ---- rng-5: pb_rng_die ------------------------------------------------ */

/* rng-5.1: rolls stay in 1..sides */

static const int die_sides[] = { 1, 2, 3, 4, 6, 8, 10, 12, 20, 100 };

START_TEST(test_die_range)
{
	int           sides = die_sides[_i];
	struct pb_rng r;
	int           i, v;

	rng_new(&r, SEED_B, 0);
	for (i = 0; i < 2000; i++) {
		v = pb_rng_die(&r, sides);
		ck_assert_msg(v >= 1 && v <= sides,
		    "rng-5.1 (d%d in range): roll"
		    " %d is %d",
		    sides, i, v);
	}
}
END_TEST

/* rng-5.2: golden d20 rolls, seed 0..31 */

START_TEST(test_die_golden)
{
	static const int want[] = { 16, 15, 5, 14, 7, 18, 13, 1, 17, 15 };
	struct pb_rng    r;
	size_t           i;
	int              v;

	rng_new(&r, SEED_A, 0);
	for (i = 0; i < PB_NELEM(want); i++) {
		v = pb_rng_die(&r, 20);
		ck_assert_msg(v == want[i],
		    "rng-5.2 (golden d20): roll %zu is %d,"
		    " want %d",
		    i, v, want[i]);
	}
	ck_assert(pb_rng_pos(&r) == 40);
}
END_TEST

/* rng-5.3: every face of a d6 turns up in 600 rolls */

START_TEST(test_die_faces)
{
	struct pb_rng r;
	int           seen[7] = { 0 };
	int           i;

	rng_new(&r, SEED_Z, 0);
	for (i = 0; i < 600; i++)
		seen[pb_rng_die(&r, 6)]++;
	ck_assert_msg(seen[0] == 0, "rng-5.3: rolled 0");
	for (i = 1; i <= 6; i++)
		ck_assert_msg(seen[i] > 50,
		    "rng-5.3 (all faces): %d rolled %d"
		    " times",
		    i, seen[i]);
}
END_TEST

/* ---- suite ------------------------------------------------------------ */

/* rng_suite - every rng-* test */

Suite *
rng_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("rng");

	tc = tcase_create("determinism");
	tcase_add_test(tc, test_same_seed);
	tcase_add_test(tc, test_different_seeds);
	tcase_add_loop_test(tc, test_resume, 0, PB_NELEM(resume_pos));
	tcase_add_test(tc, test_pos_counts);
	tcase_add_loop_test(tc, test_unaligned, 0, PB_NELEM(unaligned_pos));
	tcase_add_test(tc, test_reinit);
	suite_add_tcase(s, tc);

	tc = tcase_create("known answers");
	tcase_add_test(tc, test_keystream);
	tcase_add_loop_test(tc, test_golden, 0, PB_NELEM(golden_cases));
	suite_add_tcase(s, tc);

	tc = tcase_create("below");
	tcase_add_loop_test(tc, test_below_range, 0, PB_NELEM(below_n));
	tcase_add_test(tc, test_below_one);
	tcase_add_test(tc, test_below_six);
	tcase_add_test(tc, test_below_reject);
	tcase_add_loop_test(tc, test_below_algorithm, 0, PB_NELEM(below_n));
	suite_add_tcase(s, tc);

	tc = tcase_create("shuffle and die");
	tcase_add_test(tc, test_shuffle_perm);
	tcase_add_test(tc, test_shuffle_determinism);
	tcase_add_loop_test(tc, test_shuffle_golden, 0, PB_NELEM(shuffle_cases));
	tcase_add_test(tc, test_shuffle_trivial);
	tcase_add_loop_test(tc, test_die_range, 0, PB_NELEM(die_sides));
	tcase_add_test(tc, test_die_golden);
	tcase_add_test(tc, test_die_faces);
	suite_add_tcase(s, tc);
	return (s);
}
