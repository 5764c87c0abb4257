/*++
/* NAME
/*	deflate_runs 3
/* SUMMARY
/*	a zlib stream of rows given as runs of one byte
/* SYNOPSIS
/*	#include "core/deflate_runs.h"
/*
/*	void	deflate_runs(struct pb_buf *z, const struct deflate_run *run,
/*			const int *map, const struct deflate_series *ser,
/*			size_t nser, int lead, size_t width)
/* DESCRIPTION
/*	deflate_runs() appends to z the zlib stream (RFC 1950, its
/*	deflate data by RFC 1951) of the rows that ser and run describe:
/*	for each series ser[s], ser[s].rows equal rows, each the byte
/*	lead (none when lead is negative) then the runs run[ser[s - 1].end]
/*	up to run[ser[s].end] (from run[0] for the first series), the
/*	lens of each series' runs adding up to width.  A run's byte is its
/*	val, or map[val] when map is not NULL (png(3) gives its runs'
/*	colour numbers and their palette indices: read here as each row is
/*	laid out, not in a pass of their own over the runs).  It never sees the
/*	bytes themselves: what zlib finds by hashing them, the runs say.
/*	A row is shorter than 2 ** 28 bytes.
/*
/*	The symbols (RFC 1951 3.2.5) come from the runs: a run is a
/*	literal and a copy of distance 1 (a copy only, when the byte
/*	before is already its value); the rows of a series after its
/*	first are one copy of distance the row's length; the first row
/*	of a series copies, from the row above, the spans where it equals
/*	it and where a copy costs fewer symbols than the runs (span_up()):
/*	the two rows are laid out as bytes and compared 16 at a time
/*	(SSE2, where there is) into a bit a byte.
/*	Symbols are kept DR_BLOCK at a time, and each such block is written
/*	with its own Huffman codes (RFC 1951 3.2.7), limited to 15 bits (7
/*	for the code lengths' code).  The Adler-32 is counted from the runs
/*	too: a run of n bytes and a series of rows each in a few
/*	multiplications.
/*
/*	Same runs, same bytes: nothing depends on anything but them.
/* DIAGNOSTICS
/*	None: the memory it needs it gets from pb_malloc(), which does not
/*	fail.
/* SEE ALSO
/*	png(3), RFC 1950, RFC 1951.
/*--*/

/* System. */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/deflate_runs.h"

#define DR_BLOCK 8192 /* symbols in a block, then new codes */
#define DR_MAXLEN 258 /* the longest copy */
#define DR_MAXDIST 32768
#define DR_NLIT 286 /* literal/length symbols: 0..255, 256 end, 257..285 */
#define DR_NDIST 30
#define DR_NCL 19         /* the code lengths' symbols */
#define DR_OUT (1 << 17)  /* room for a block (8 bytes a symbol at most) and more */
#define DR_ROOM (1 << 16) /* less room than this left: flushed before a block */
#define DR_ADLER 65521u

/* A symbol kept: a literal (its byte), or DR_COPY | (length - 3) << 16 |
 * (distance - 1). */
#define DR_COPY 0x80000000u

/* A run the encoder holds back while the next may lengthen it. */
struct dr_pending {
	uint16_t val; /* DR_NONE: none yet */
	size_t   len; /* 0: none */
};

#define DR_NONE 256 /* no byte: before the first */

struct dr_enc {
	struct pb_buf    *z;
	uint64_t          acc; /* bits not yet written, nacc of them */
	int               nacc;
	unsigned char     out[DR_OUT];
	size_t            nout;
	uint32_t         *sym; /* DR_BLOCK of them */
	size_t            nsym;
	uint32_t          flit[DR_NLIT], fdist[DR_NDIST];
	uint16_t          prev; /* the last byte put, DR_NONE before any */
	struct dr_pending pend;
	uint32_t          s1, s2; /* Adler-32 */
};

/* A Huffman code: each symbol's length and its code, bits reversed
 * (deflate sends a code's top bit first, the writer the low bit). */
struct dr_code {
	uint8_t  len[DR_NLIT];
	uint16_t code[DR_NLIT];
};

/* ---- bits out ---- */

/* out_flush - the bytes written so far onto z */

static void
out_flush(struct dr_enc *e)
{
	pb_buf_add(e->z, (const char *)e->out, e->nout);
	e->nout = 0;
}

/*
  * put_bits - the n low bits of v (n at most 32, the bits above them
  * zero), low bit first, into the bits held in *acc (*nacc of them,
  * fewer than 32): 32 of them, when there are, written at *p (low byte
  * first) and *p moved past them.  The caller sees to the room:
  * block_write() to DR_ROOM bytes before each block, whose symbols take
  * at most 6 bytes each.
  */

static inline void
put_bits(uint64_t *acc, int *nacc, unsigned char **p, uint64_t v, int n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	uint32_t low;
#endif

	*acc |= v << *nacc;
	*nacc += n;
	if (*nacc >= 32) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
		low = (uint32_t)*acc;
		memcpy(*p, &low, sizeof(low));
#else
		(*p)[0] = (unsigned char)*acc, (*p)[1] = (unsigned char)(*acc >> 8);
		(*p)[2] = (unsigned char)(*acc >> 16), (*p)[3] = (unsigned char)(*acc >> 24);
#endif
		*p += 4;
		*acc >>= 32;
		*nacc -= 32;
	}
}

/* put - put_bits() into e's bits held and bytes */

static void
put(struct dr_enc *e, uint64_t v, int n)
{
	unsigned char *p = e->out + e->nout;

	put_bits(&e->acc, &e->nacc, &p, v, n);
	e->nout = (size_t)(p - e->out);
}

/* put_align - the bits held written, to a whole byte */

static void
put_align(struct dr_enc *e)
{
	for (; e->nacc > 0; e->nacc -= e->nacc < 8 ? e->nacc : 8) {
		e->out[e->nout++] = (unsigned char)e->acc;
		e->acc >>= 8;
	}
	e->nacc = 0;
}

/* ---- length and distance symbols (RFC 1951 3.2.5) ---- */

/* floor_log2 - the index of x's top bit (x > 0) */

static inline int
floor_log2(uint32_t x)
{
	return (31 - __builtin_clz(x));
}

/* len_sym - the symbol of a copy's length less 3 (x, 0..255), its extra
 * bits' count in *nx */

static inline int
len_sym(uint32_t x, int *nx)
{
	int nb;

	if (x < 8) {
		*nx = 0;
		return (257 + (int)x);
	}
	if (x == 255) {
		*nx = 0;
		return (285);
	}
	nb = floor_log2(x);
	*nx = nb - 2;
	return (265 + 4 * (nb - 3) + (int)(x >> (nb - 2) & 3));
}

/* dist_sym - the symbol of a distance less 1 (x, 0..32767), its extra
 * bits' count in *nx */

static inline int
dist_sym(uint32_t x, int *nx)
{
	int nb;

	if (x < 4) {
		*nx = 0;
		return ((int)x);
	}
	nb = floor_log2(x);
	*nx = nb - 1;
	return (2 * nb + (int)(x >> (nb - 1) & 1));
}

/* ---- Huffman codes ---- */

/*
  * sort_weight - the n keys in w (a weight below 2 ** 16 in the top 32
  * bits, a symbol below) put in increasing order, by two stable passes
  * of counting on the weight's bytes, tmp as large as w.  Symbols given
  * in increasing order stay so among equal weights: the keys are
  * distinct, any sort gives this order.
  */

static void
sort_weight(uint64_t *w, uint64_t *tmp, int n)
{
	int count[256], i, pass, sh, k, t;

	for (pass = 0; pass < 2; pass++) {
		sh = 32 + 8 * pass;
		memset(count, 0, sizeof(count));
		for (i = 0; i < n; i++)
			count[w[i] >> sh & 0xff]++;
		for (i = 0, k = 0; i < 256; i++) {
			t = count[i];
			count[i] = k;
			k += t;
		}
		for (i = 0; i < n; i++)
			tmp[count[w[i] >> sh & 0xff]++] = w[i];
		memcpy(w, tmp, (size_t)n * sizeof(*w));
	}
}

/*
  * tree_depths - the depth of each of the n (2 or more) leaves of a
  * Huffman tree, given their weights in a[] in increasing order; the
  * depths replace the weights, the deepest first.  In place, with no
  * other memory (Moffat and Katajainen, "In-place calculation of
  * minimum-redundancy codes", 1995): the first pass merges, keeping
  * the inner nodes' weights then their parents' indices at the front;
  * the second makes the parents' indices depths; the third the leaves'
  * depths from the count of inner nodes at each depth.
  */

static void
tree_depths(uint32_t *a, int n)
{
	int root = 0, leaf = 2, next, avail, used, depth;

	/* Merge: each inner node the two lightest of leaves and nodes. */
	a[0] += a[1];
	for (next = 1; next < n - 1; next++) {
		if (leaf >= n || a[root] < a[leaf]) {
			a[next] = a[root];
			a[root++] = (uint32_t)next;
		} else
			a[next] = a[leaf++];
		if (leaf >= n || (root < next && a[root] < a[leaf])) {
			a[next] += a[root];
			a[root++] = (uint32_t)next;
		} else
			a[next] += a[leaf++];
	}

	/* The inner nodes' depths, from the root down. */
	a[n - 2] = 0;
	for (next = n - 3; next >= 0; next--)
		a[next] = a[a[next]] + 1;

	/* The leaves' depths. */
	avail = 1, used = 0, depth = 0, root = n - 2, next = n - 1;
	while (avail > 0) {
		while (root >= 0 && (int)a[root] == depth) {
			used++;
			root--;
		}
		while (avail > used) {
			a[next--] = (uint32_t)depth;
			avail--;
		}
		avail = 2 * used;
		depth++;
		used = 0;
	}
}

/*
  * limit_counts - the counts of codes of each length (count[1..64])
  * made to fit limit bits: the longer ones made limit bits long, then,
  * while the code is over-full (Kraft's sum over 1), a code of limit bits
  * taken away and one a shorter one split in two one bit longer: same
  * number of codes, each step one 2 ** -limit less.
  */

static void
limit_counts(int *count, int limit)
{
	uint32_t kraft = 0;
	int      i;

	for (i = limit + 1; i <= 64; i++) {
		count[limit] += count[i];
		count[i] = 0;
	}
	for (i = 1; i <= limit; i++)
		kraft += (uint32_t)count[i] << (limit - i);
	while (kraft > (uint32_t)1 << limit) {
		count[limit]--;
		for (i = limit - 1; i > 0; i--)
			if (count[i] > 0) {
				count[i]--;
				count[i + 1] += 2;
				break;
			}
		kraft--;
	}
}

/* code_canonical - each used symbol's code from the lengths (RFC 1951
 * 3.2.2), its bits reversed */

static void
code_canonical(struct dr_code *c, int n)
{
	int      count[16] = { 0 }, i;
	uint32_t next[16], code = 0, rev;

	for (i = 0; i < n; i++)
		count[c->len[i]]++;
	count[0] = 0;
	for (i = 1; i < 16; i++) {
		code = (code + (uint32_t)count[i - 1]) << 1;
		next[i] = code;
	}
	for (i = 0; i < n; i++) {
		if (c->len[i] == 0)
			continue;
		code = next[c->len[i]]++;
		rev = (code & 0x5555) << 1 | (code >> 1 & 0x5555);
		rev = (rev & 0x3333) << 2 | (rev >> 2 & 0x3333);
		rev = (rev & 0x0f0f) << 4 | (rev >> 4 & 0x0f0f);
		rev = (rev & 0x00ff) << 8 | (rev >> 8 & 0x00ff);
		c->code[i] = (uint16_t)(rev >> (16 - c->len[i]));
	}
}

/*
  * code_make - a Huffman code of at most limit bits for the n symbols
  * of frequencies freq (no more than DR_NLIT).  At least two symbols get
  * a code, used or not: inflate takes a code of one symbol only for
  * distances, and this keeps every code complete.
  */

static void
code_make(struct dr_code *c, const uint32_t *freq, int n, int limit)
{
	uint64_t ws[DR_NLIT], tmp[DR_NLIT];
	uint32_t a[DR_NLIT];
	int      count[65] = { 0 }, i, m = 0, len;

	/* The used symbols (two at least), lightest first. */
	for (i = 0; i < n; i++)
		if (freq[i] > 0)
			ws[m++] = (uint64_t)freq[i] << 32 | (uint32_t)i;
	for (i = 0; m < 2; i++)
		if (freq[i] == 0)
			ws[m++] = (uint32_t)i;
	sort_weight(ws, tmp, m);

	/* Depths, fitted to limit, given back to the lightest deepest. */
	for (i = 0; i < m; i++)
		a[i] = (uint32_t)(ws[i] >> 32);
	tree_depths(a, m);
	for (i = 0; i < m; i++)
		count[a[i] < 64 ? a[i] : 64]++;
	limit_counts(count, limit);
	memset(c->len, 0, sizeof(c->len));
	for (i = 0, len = limit; i < m; i++) {
		while (count[len] == 0)
			len--;
		c->len[ws[i] & 0xffff] = (uint8_t)len;
		count[len]--;
	}
	code_canonical(c, n);
}

/* ---- blocks ---- */

/* code lengths' order in the header (RFC 1951 3.2.7) */
static const uint8_t cl_order[DR_NCL] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14,
	1, 15 };

/* cl_add - one symbol of the code lengths' alphabet, with its extra bits'
 * value, into cl (as sym | extra << 8) */

static void
cl_add(uint16_t *cl, int *ncl, uint32_t *freq, int sym, int extra)
{
	cl[(*ncl)++] = (uint16_t)(sym | extra << 8);
	freq[sym]++;
}

/* cl_runs - the n code lengths in lens as the code lengths' alphabet:
 * runs of zeros by 17 and 18, repeats of the one before by 16 */

static int
cl_runs(const uint8_t *lens, int n, uint16_t *cl, uint32_t *freq)
{
	int i = 0, j, run, ncl = 0, k;

	while (i < n) {
		for (j = i + 1; j < n && lens[j] == lens[i]; j++)
			continue;
		run = j - i;
		if (lens[i] == 0) {
			for (; run >= 11; run -= k) {
				k = run > 138 ? 138 : run;
				cl_add(cl, &ncl, freq, 18, k - 11);
			}
			if (run >= 3) {
				cl_add(cl, &ncl, freq, 17, run - 3);
				run = 0;
			}
		} else {
			cl_add(cl, &ncl, freq, lens[i], 0);
			for (run--; run >= 3; run -= k) {
				k = run > 6 ? 6 : run;
				cl_add(cl, &ncl, freq, 16, k - 3);
			}
		}
		for (; run > 0; run--)
			cl_add(cl, &ncl, freq, lens[i], 0);
		i = j;
	}
	return (ncl);
}

/* block_header - the header of a block of dynamic codes lit and dist */

static void
block_header(struct dr_enc *e, const struct dr_code *lit, const struct dr_code *dist, int last)
{
	static const int cl_extra[DR_NCL] = { [16] = 2, [17] = 3, [18] = 7 };
	uint8_t          lens[DR_NLIT + DR_NDIST];
	uint16_t         cl[DR_NLIT + DR_NDIST];
	uint32_t         freq[DR_NCL] = { 0 };
	struct dr_code   clc;
	int              hlit = DR_NLIT, hdist = DR_NDIST, hclen = DR_NCL, ncl, i, s;

	/* Sanity checks. */
	while (hlit > 257 && lit->len[hlit - 1] == 0)
		hlit--;
	while (hdist > 1 && dist->len[hdist - 1] == 0)
		hdist--;

	/* The lengths, as runs, and their own code. */
	memcpy(lens, lit->len, (size_t)hlit);
	memcpy(lens + hlit, dist->len, (size_t)hdist);
	ncl = cl_runs(lens, hlit + hdist, cl, freq);
	code_make(&clc, freq, DR_NCL, 7);
	while (hclen > 4 && clc.len[cl_order[hclen - 1]] == 0)
		hclen--;

	/* Written out. */
	put(e, (uint64_t)(last ? 1 : 0) | 2u << 1, 3);
	put(e, (uint64_t)(hlit - 257) | (uint64_t)(hdist - 1) << 5 | (uint64_t)(hclen - 4) << 10,
	    14);
	for (i = 0; i < hclen; i++)
		put(e, clc.len[cl_order[i]], 3);
	for (i = 0; i < ncl; i++) {
		s = cl[i] & 0xff;
		put(e, clc.code[s] | (uint64_t)(cl[i] >> 8) << clc.len[s],
		    clc.len[s] + cl_extra[s]);
	}
}

/* block_write - the symbols kept as one block, with codes of their own;
 * last: the stream's final block */

static void
block_write(struct dr_enc *e, int last)
{
	struct dr_code lit, dist;
	uint32_t       lbits[DR_MAXLEN - 2], s, x, d;
	uint8_t        lnb[DR_MAXLEN - 2];
	uint64_t       acc;
	unsigned char *p;
	size_t         i;
	int            ls, lx, ds, dx, nacc;

	/* Room, codes. */
	if (DR_OUT - e->nout < DR_ROOM)
		out_flush(e);
	e->flit[256] = 1;
	code_make(&lit, e->flit, DR_NLIT, 15);
	code_make(&dist, e->fdist, DR_NDIST, 15);
	block_header(e, &lit, &dist, last);

	/* Each length's code and extra bits, as one. */
	acc = e->acc, nacc = e->nacc, p = e->out + e->nout;
	for (x = 0; x < DR_MAXLEN - 2; x++) {
		ls = len_sym(x, &lx);
		lbits[x] = lit.code[ls] | (x & ((1u << lx) - 1)) << lit.len[ls];
		lnb[x] = (uint8_t)(lit.len[ls] + lx);
	}

	/* Symbols, then the end of block. */
	for (i = 0; i < e->nsym; i++) {
		s = e->sym[i];
		if (!(s & DR_COPY)) {
			put_bits(&acc, &nacc, &p, lit.code[s], lit.len[s]);
			continue;
		}
		x = s >> 16 & 0xff;
		d = s & 0xffff;
		ds = dist_sym(d, &dx);
		put_bits(&acc, &nacc, &p, lbits[x], lnb[x]);
		put_bits(&acc, &nacc, &p, dist.code[ds] | (d & ((1u << dx) - 1)) << dist.len[ds],
		    dist.len[ds] + dx);
	}
	put_bits(&acc, &nacc, &p, lit.code[256], lit.len[256]);
	e->acc = acc, e->nacc = nacc, e->nout = (size_t)(p - e->out);
	e->nsym = 0;
	memset(e->flit, 0, sizeof(e->flit));
	memset(e->fdist, 0, sizeof(e->fdist));
}

/* ---- symbols ---- */

/* sym_lit - a literal byte */

static inline void
sym_lit(struct dr_enc *e, unsigned v)
{
	if (e->nsym == DR_BLOCK)
		block_write(e, 0);
	e->sym[e->nsym++] = v;
	e->flit[v]++;
	e->prev = (uint16_t)v;
}

/* sym_copy - a copy of len bytes (3 or more) dist back, in copies of
 * 3..258 (its distance's symbol found once) */

static void
sym_copy(struct dr_enc *e, size_t len, uint32_t dist)
{
	size_t k;
	int    ds, nx;

	assert(len >= 3 && dist >= 1 && dist <= DR_MAXDIST);
	ds = dist_sym(dist - 1, &nx);
	for (; len > 0; len -= k) {
		k = len <= DR_MAXLEN ? len : len - DR_MAXLEN >= 3 ? DR_MAXLEN : len - 3;
		if (e->nsym == DR_BLOCK)
			block_write(e, 0);
		e->sym[e->nsym++] = DR_COPY | (uint32_t)(k - 3) << 16 | (dist - 1);
		e->flit[len_sym((uint32_t)k - 3, &nx)]++;
		e->fdist[ds]++;
	}
}

/* run_emit - n bytes of v (n > 0) as a literal (unless the byte before
 * is v) and a copy of distance 1, or literals when fewer than 3 are left */

static void
run_emit(struct dr_enc *e, unsigned v, size_t n)
{
	if (e->prev != v) {
		sym_lit(e, v);
		n--;
	}
	if (n >= 3)
		sym_copy(e, n, 1);
	else
		for (; n > 0; n--)
			sym_lit(e, v);
}

/* run_flush - the run held back, by run_emit(); one byte other than the
 * one before, the common case, kept here when the block has room */

static inline void
run_flush(struct dr_enc *e)
{
	size_t   n = e->pend.len;
	unsigned v = e->pend.val;

	e->pend.len = 0;
	if (n == 1 && e->prev != v && e->nsym < DR_BLOCK) {
		e->sym[e->nsym++] = v;
		e->flit[v]++;
		e->prev = (uint16_t)v;
	} else if (n > 0)
		run_emit(e, v, n);
}

/* ---- rows ---- */

/*
  * eq_mask - the bits (bit p % 64 of mask[p / 64]) of the places p
  * (0..len) where the rows of bytes cur and above hold the same byte;
  * none past len.  Both rows are readable to a multiple of 64 bytes.
  */

static void
eq_mask(uint64_t *mask, const uint8_t *cur, const uint8_t *above, size_t len)
{
	size_t   w, k;
	uint64_t x;

	for (w = 0; w * 64 < len; w++) {
#ifdef __SSE2__
		for (x = 0, k = 0; k < 64; k += 16)
			x |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(
			         _mm_loadu_si128((const __m128i *)(cur + 64 * w + k)),
			         _mm_loadu_si128((const __m128i *)(above + 64 * w + k))))
			    << k;
#else
		for (x = 0, k = 0; k < 64; k++)
			x |= (uint64_t)(cur[64 * w + k] == above[64 * w + k]) << k;
#endif
		mask[w] = x;
	}
	if (len % 64 != 0)
		mask[len / 64] &= ((uint64_t)1 << len % 64) - 1;
}

/* bit_next - the first place from from on (len: none) whose bit in mask
 * is set (set) or clear (!set) */

static inline size_t
bit_next(const uint64_t *mask, size_t from, size_t len, int set)
{
	size_t   w = from / 64;
	uint64_t x;

	if (from >= len)
		return (len);
	x = (set ? mask[w] : ~mask[w]) & ~(uint64_t)0 << from % 64;
	while (x == 0) {
		if (++w * 64 >= len)
			return (len);
		x = set ? mask[w] : ~mask[w];
	}
	from = w * 64 + (size_t)__builtin_ctzll(x);
	return (from < len ? from : len);
}

/*
  * span_up - whether the m bytes (3 or more) from the first left bytes
  * of run[0] on, equal to the row above, are better copied from it than
  * put as runs: the symbols each would take, a copy from above counted
  * as two (its distance is long), and one more when the run after the
  * span goes on with its last value (it then needs a copy of its own).
  */

static int
span_up(const struct dr_enc *e, const struct deflate_run *run, size_t left, size_t m, int goes_on)
{
	size_t   t, k, runs = 0, up;
	unsigned p = e->pend.len > 0 ? e->pend.val : e->prev, v;
	int      first = 1;

	if (left >= m) /* one run: 3 symbols against 2, or 2 or fewer */
		return (run->val != p && m == 3 && !goes_on);
	up = 2 * ((m + DR_MAXLEN - 1) / DR_MAXLEN) + (goes_on ? 1 : 0);
	for (; m > 0 && runs <= up; first = 0) {
		v = run->val;
		for (t = 0; m > 0 && run->val == v; t += k, m -= k) {
			k = left < m ? left : m;
			if (k == left && m > k)
				left = (++run)->len;
		}
		if (v != p)
			runs += 1 + (t - 1 >= 3 ? 1 : t - 1);
		else if (!(first && e->pend.len > 0))
			runs += t >= 3 ? 1 : t;
		p = v;
	}
	return (runs > up);
}

/* A place in a row of runs: the run, and what is left of it. */
struct dr_at {
	const struct deflate_run *run;
	size_t                    left;
	size_t                    at; /* where that left begins */
};

/*
  * at_put - the row's runs from *a up to the place to: each held back
  * (e->pend) while the next may lengthen it (same value), else the one
  * held put as run_emit() puts it and the next held instead.  What the
  * encoder keeps of them is held in locals; a run of at most DR_MAXLEN
  * + 1 bytes is put here when the block has room for its 3 symbols at
  * most (a run of one byte after a run of one byte, the common case, in
  * a loop of their own), anything else by run_emit().
  */

static void
at_put(struct dr_enc *e, struct dr_at *a, size_t to)
{
	const struct deflate_run *r = a->run;
	size_t                    left = a->left, at = a->at, pl = e->pend.len, nsym = e->nsym;
	unsigned                  pv = e->pend.val, prev = e->prev, v;
	uint32_t                 *sym = e->sym;
	size_t                    k, lim;
	int                       nx;

	while (at < to) {
		/* Runs of one byte after a run of one byte: literals. */
		if (pl == 1 && prev != pv) {
			lim = to - at < DR_BLOCK - nsym ? to - at : DR_BLOCK - nsym;
			for (k = 0; k < lim && left == 1 && r->val != pv; k++) {
				sym[nsym + k] = pv;
				e->flit[pv]++;
				pv = r->val;
				left = (++r)->len;
			}
			if (k > 0) {
				prev = sym[nsym + k - 1];
				nsym += k, at += k;
				continue;
			}
		}
		v = r->val;
		if (v != pv && pl > 0) {
			if (pl <= DR_MAXLEN + 1 && nsym + 3 <= DR_BLOCK) {
				if (prev != pv) {
					sym[nsym++] = pv;
					e->flit[pv]++;
					pl--;
				}
				if (pl >= 3) {
					sym[nsym++] = DR_COPY | (uint32_t)(pl - 3) << 16;
					e->flit[len_sym((uint32_t)pl - 3, &nx)]++;
					e->fdist[0]++;
				} else
					for (; pl > 0; pl--) {
						sym[nsym++] = pv;
						e->flit[pv]++;
					}
				prev = pv;
			} else {
				e->nsym = nsym, e->prev = (uint16_t)prev;
				run_emit(e, pv, pl);
				nsym = e->nsym, prev = e->prev;
			}
			pl = 0;
		}
		pv = v;
		if (at + left > to) {
			pl += to - at;
			left -= to - at;
			at = to;
			break;
		}
		pl += left;
		at += left;
		left = (++r)->len;
	}
	a->run = r, a->left = left, a->at = at;
	e->pend.val = (uint16_t)pv, e->pend.len = pl;
	e->nsym = nsym, e->prev = (uint16_t)prev;
}

/* at_skip - *a moved on to the place to */

static inline void
at_skip(struct dr_at *a, size_t to)
{
	while (a->left > 0 && a->at + a->left <= to) {
		a->at += a->left;
		a->left = (++a->run)->len;
	}
	a->left -= to - a->at;
	a->at = to;
}

/*
  * row_against - the row cur (its runs, one past the last of length 0;
  * its len bytes in bytes) after the row above: each span of 3 bytes or
  * more equal to above (mask, by eq_mask()) copied when span_up() says
  * so, the rest as runs.  (A span of fewer bytes is never copied.)
  */

static void
row_against(struct dr_enc *e, const struct deflate_run *cur, const uint8_t *bytes,
    const uint64_t *mask, size_t len)
{
	struct dr_at a = { cur, cur[0].len, 0 };
	size_t       s, t = 0;

	while ((s = bit_next(mask, t, len, 1)) < len) {
		t = bit_next(mask, s, len, 0);
		if (t - s < 3)
			continue;
		at_put(e, &a, s);
		if (!span_up(e, a.run, a.left, t - s, t < len && bytes[t] == bytes[t - 1]))
			continue;
		run_flush(e);
		sym_copy(e, t - s, (uint32_t)len);
		e->prev = bytes[t - 1];
		at_skip(&a, t);
	}
	at_put(e, &a, len);
}

/* ---- Adler-32 ---- */

/*
  * line_make - the row of the byte lead (none: lead < 0) then the n runs
  * run, each of the byte map[val] (val: map NULL): its runs into line
  * (then one of length 0), its bytes into bytes (16 more written).  Its
  * own Adler-32 sums
  * (from 0, 0) into *a and *b: a run of t bytes of v adds t * v to the
  * first, t times the first so far and t v (t + 1) / 2 to the second
  * (t (t + 1) is even).
  * No modulo but at the end: with a row shorter than DR_WIDEST the sums
  * stay below 255 * 2 ** 55.
  */
#define DR_WIDEST ((size_t)1 << 28)

static inline __attribute__((always_inline)) void
line_make(struct deflate_run *line, uint8_t *bytes, int lead, const struct deflate_run *run,
    const int *map, size_t n, uint32_t *a, uint32_t *b)
{
	uint64_t s1 = 0, s2 = 0, t, v, tv, all;
	size_t   i, k = 0, at = 0;

	if (lead >= 0) {
		line[k++] = (struct deflate_run){ (uint32_t)lead, 1 };
		bytes[at++] = (uint8_t)lead;
		s1 = s2 = (uint64_t)lead;
	}
	for (i = 0; i < n; i++) {
		t = run[i].len;
		v = map != NULL ? (uint64_t)map[run[i].val] : run[i].val;
		tv = t * v;
		s2 += t * s1 + (tv * (t + 1) >> 1);
		s1 += tv;
		line[k++] = (struct deflate_run){ (uint32_t)v, (uint32_t)t };
		all = v * 0x0101010101010101u;
		memcpy(bytes + at, &all, sizeof(all));
		if (t > 8) {
			memcpy(bytes + at + 8, &all, sizeof(all));
			if (t > 16)
				memset(bytes + at + 16, (int)v, t - 16);
		}
		at += t;
	}
	line[k] = (struct deflate_run){ 0, 0 };
	*a = (uint32_t)(s1 % DR_ADLER);
	*b = (uint32_t)(s2 % DR_ADLER);
}

/* adler_rows - the sums after k rows of len bytes each, a row's own sums
 * (from 0, 0) being a and b */

static void
adler_rows(struct dr_enc *e, uint32_t a, uint32_t b, size_t len, uint64_t k)
{
	uint64_t km = k % DR_ADLER, lm = len % DR_ADLER;
	uint64_t pairs = (k % 2 == 0 ? (k / 2 % DR_ADLER) * ((k - 1) % DR_ADLER)
	                             : (k % DR_ADLER) * ((k - 1) / 2 % DR_ADLER))
	    % DR_ADLER;

	e->s2 = (uint32_t)((e->s2 + km * lm % DR_ADLER * e->s1 + km * b + pairs * a % DR_ADLER * lm)
	    % DR_ADLER);
	e->s1 = (uint32_t)((e->s1 + km * a) % DR_ADLER);
}

/* ---- the stream ---- */

/* series_write - a series of rows times the row cur (its runs, then
 * one of length 0), whose len bytes are bytes: its first row (against
 * the row above, its bytes above, if any and near enough), the others
 * one copy of the row before */

static void
series_write(struct dr_enc *e, uint64_t *mask, const struct deflate_run *cur, const uint8_t *bytes,
    const uint8_t *above, size_t len, int rows)
{
	struct dr_at a = { cur, cur[0].len, 0 };
	int          y;

	/* Its first row. */
	if (above != NULL && len <= DR_MAXDIST) {
		eq_mask(mask, bytes, above, len);
		row_against(e, cur, bytes, mask, len);
	} else {
		at_put(e, &a, len);
	}

	/* The others. */
	if (len <= DR_MAXDIST && (size_t)(rows - 1) * len >= 3) {
		run_flush(e);
		sym_copy(e, (size_t)(rows - 1) * len, (uint32_t)len);
	} else
		for (y = 1; y < rows; y++) {
			a = (struct dr_at){ cur, cur[0].len, 0 };
			at_put(e, &a, len);
		}
}

/* deflate_runs - the zlib stream of the rows of runs run (each of the
 * byte map[val], or val if map is NULL), in series ser, each row after
 * the byte lead (none: lead < 0), into z */

void
deflate_runs(struct pb_buf *z, const struct deflate_run *run, const int *map,
    const struct deflate_series *ser, size_t nser, int lead, size_t width)
{
	struct dr_enc      *e = pb_malloc(sizeof(*e));
	struct deflate_run *line = NULL;
	size_t              cap = 0, start, k, len = width + (lead >= 0), room, s;
	uint8_t            *bytes[2];
	uint64_t           *mask;
	uint32_t            a, b;
	int                 c = 0;

	/* Initialize. */
	assert(lead < 256 && len > 0 && len < DR_WIDEST);
	memset(e, 0, offsetof(struct dr_enc, out));
	e->z = z;
	e->nout = 0;
	e->sym = pb_malloc(DR_BLOCK * sizeof(*e->sym));
	e->nsym = 0;
	memset(e->flit, 0, sizeof(e->flit));
	memset(e->fdist, 0, sizeof(e->fdist));
	e->prev = DR_NONE;
	e->pend.val = DR_NONE;
	e->pend.len = 0;
	e->s1 = 1, e->s2 = 0;
	room = (len + 16 + 63) / 64 * 64;
	bytes[0] = pb_malloc(2 * room);
	memset(bytes[0], 0, 2 * room);
	bytes[1] = bytes[0] + room;
	mask = pb_malloc(room / 64 * sizeof(*mask));
	put(e, 0x78 | 0x01 << 8, 16); /* deflate, 32K window; no dictionary */

	/* Each series' line (after its lead), against the one before. */
	for (s = 0, start = 0; s < nser; start = ser[s++].end) {
		k = ser[s].end - start + 2;
		if (k > cap) {
			cap = 2 * k;
			line = pb_realloc(line, cap * sizeof(*line));
		}
		if (map != NULL) /* two loops: the test not made for each run */
			line_make(
			    line, bytes[c], lead, run + start, map, ser[s].end - start, &a, &b);
		else
			line_make(
			    line, bytes[c], lead, run + start, NULL, ser[s].end - start, &a, &b);
		series_write(e, mask, line, bytes[c], s > 0 ? bytes[!c] : NULL, len, ser[s].rows);
		adler_rows(e, a, b, len, (uint64_t)ser[s].rows);
		c = !c;
	}

	/* The last block, the checksum. */
	run_flush(e);
	block_write(e, 1);
	put_align(e);
	put(e, e->s2 >> 8 & 0xff, 8), put(e, e->s2 & 0xff, 8);
	put(e, e->s1 >> 8 & 0xff, 8), put(e, e->s1 & 0xff, 8);
	out_flush(e);

	/* Cleanup. */
	free(mask);
	free(bytes[0]);
	free(line);
	free(e->sym);
	free(e);
}
