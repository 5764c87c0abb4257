/*++
/* NAME
/*	png 3
/* SUMMARY
/*	an indexed PNG of RGB pixels
/* SYNOPSIS
/*	#include "core/deflate_runs.h"
#include "core/png.h"
/*
/*	enum pb_rc png_indexed(struct pb_buf *b, const uint32_t *px,
/*				int w, int h, size_t stride, struct pb_err *err)
/* DESCRIPTION
/*	png_indexed() appends to b the PNG (RFC 2083) of the w x h pixels
/*	px, row by row, a row stride pixels after the one before (w or
/*	more: a cairo image surface's own memory will do), each 0xRRGGBB
/*	(the top byte is ignored): 8-bit indexed colour, a palette of
/*	at most PNG_COLOURS (64) colours, every row unfiltered, deflated
/*	by deflate_runs(3) from the pixels' runs, no other chunk (no time:
/*	same pixels, same bytes).  A picture with more colours is drawn in
/*	the PNG_COLOURS most frequent, each other colour as its nearest of
/*	them.
/* DIAGNOSTICS
/*	PB_EDATA when w or h is not positive; b is then as it was.
/* SEE ALSO
/*	picture(3), deflate_runs(3), RFC 2083.
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Third party. */
#include <zlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/deflate_runs.h"
#include "core/png.h"

#define PNG_COLOURS 64 /* at most 256: 8-bit indices */

/* PNG_RGB - a pixel's colour: its top byte (cairo's RGB24 leaves it
 * undefined) is not part of it */
#define PNG_RGB(px) ((px)&0xffffffu)

/*
  * Why not cairo_surface_write_to_png_stream(): it writes 24-bit colour,
  * 130 KB for a board.  A board is flat colours and the greys of
  * antialiased text, so an indexed PNG holds it at a third of that.
  * A palette of 64 colours, not 256, makes a board a fifth smaller
  * again (40 KB, not 50) with no loss one sees.  When a picture has
  * more colours, the PNG_COLOURS most frequent (ties: the lower RGB
  * value) make the palette and every other colour is drawn as its
  * nearest: those are the rarest shades of antialiased edges.  The colours are
  * numbered in an open-addressing hash table (struct colour_table) in
  * the order first met, and counted by their number; everything that
  * decides a byte of the PNG depends on the pixels only, never on the
  * table's order or the numbers: same picture, same bytes.
  */
struct colour_count {
	uint32_t rgb;
	size_t   n; /* pixels of that colour */
};

struct colour_slot {
	uint32_t rgb; /* COLOUR_EMPTY: a free slot */
	uint32_t id;  /* its number */
};

struct colour_table {
	struct colour_slot *slot;
	size_t              cap;   /* a power of two, 2 ** shift */
	int                 shift; /* at least 1, at most 31 */
	int                 drop;  /* 32 - shift: a hash's bits not used */
	uint32_t           *rgb;   /* the colours, by number */
	size_t             *count; /* their pixels, by number */
	int                *idx;   /* their palette indices, by number */
	size_t              n;     /* colours (slots used), at most cap / 2 */
};

#define COLOUR_EMPTY 0xffffffffu /* no 0xRRGGBB is that */

/*
  * colour_slot - the slot of rgb in the table, free if it is not there.
  * The slot is the top bits of the Fibonacci product: its low bits
  * depend only on the low bits of rgb (blue), so all the greys and reds
  * of a board would crowd into one long probe chain.
  */

static struct colour_slot *
colour_slot(const struct colour_table *t, uint32_t rgb)
{
	size_t i = (uint32_t)(rgb * 2654435761u) >> t->drop;

	while (t->slot[i].rgb != COLOUR_EMPTY && t->slot[i].rgb != rgb)
		i = (i + 1) & (t->cap - 1);
	return (&t->slot[i]);
}

/* colour_slots - t's slots, 2 ** shift of them, all free */

static void
colour_slots(struct colour_table *t, int shift)
{
	size_t i;

	t->cap = (size_t)1 << shift;
	t->shift = shift;
	t->drop = 32 - shift;
	t->slot = pb_malloc(t->cap * sizeof(*t->slot));
	for (i = 0; i < t->cap; i++)
		t->slot[i].rgb = COLOUR_EMPTY;
}

/* colour_room - room for a colour of each of t's slots */

static void
colour_room(struct colour_table *t)
{
	t->rgb = pb_realloc(t->rgb, t->cap * sizeof(*t->rgb));
	t->count = pb_realloc(t->count, t->cap * sizeof(*t->count));
	t->idx = pb_realloc(t->idx, t->cap * sizeof(*t->idx));
}

/* colour_new - number rgb, which the slot s is free for; the slots
 * twice as many when half full */

static uint32_t
colour_new(struct colour_table *t, struct colour_slot *s, uint32_t rgb)
{
	struct colour_slot *old = t->slot;
	size_t              i, cap = t->cap;

	if (2 * (t->n + 1) > t->cap) {
		colour_slots(t, t->shift + 1);
		for (i = 0; i < cap; i++)
			if (old[i].rgb != COLOUR_EMPTY)
				*colour_slot(t, old[i].rgb) = old[i];
		free(old);
		colour_room(t);
		s = colour_slot(t, rgb);
	}
	s->rgb = rgb;
	s->id = (uint32_t)t->n;
	t->rgb[t->n] = rgb;
	t->count[t->n] = 0;
	t->idx[t->n] = -1;
	return ((uint32_t)t->n++);
}

/* colour_id - the number of rgb, numbered now if new; most are found
 * at the first slot they hash to */

static inline uint32_t
colour_id(struct colour_table *t, uint32_t rgb)
{
	struct colour_slot *s = &t->slot[(uint32_t)(rgb * 2654435761u) >> t->drop];

	if (s->rgb == rgb)
		return (s->id);
	s = colour_slot(t, rgb);
	return (s->rgb == rgb ? s->id : colour_new(t, s, rgb));
}

/* cmp_popular - the order of popularity: most pixels first, then the
 * lower RGB */

static int
cmp_popular(const void *a, const void *b)
{
	const struct colour_count *x = a, *y = b;

	if (x->n != y->n)
		return (x->n > y->n ? -1 : 1);
	return (x->rgb < y->rgb ? -1 : x->rgb > y->rgb);
}

/*
  * A colour left out of the palette is drawn as its nearest (the least
  * squared distance; ties: the lower index).  The palette's channels are
  * kept as 16-bit pairs, red and green of each colour side by side, blue
  * beside a zero, PNG_COLOURS of them, those past its end far from any
  * colour: with SSE2 (every x86-64) one multiply-add gives two channels'
  * squares summed for four colours at once (a board has some 1600 such
  * shades, each measured against the 64), and the least of distance x 64
  * + index is the nearest, ties to the lower index.
  */
#define PNG_FAR 1024 /* a channel of no colour: (1024 - 255) ** 2 > 3 * 255 ** 2 */

struct png_channels {
	int16_t rg[2 * PNG_COLOURS]; /* red, green of each colour */
	int16_t b0[2 * PNG_COLOURS]; /* blue, 0 of each colour */
};

/* channels_set - colour k of ch is red r, green g, blue b */

static void
channels_set(struct png_channels *ch, int k, int r, int g, int b)
{
	ch->rg[2 * k] = (int16_t)r;
	ch->rg[2 * k + 1] = (int16_t)g;
	ch->b0[2 * k] = (int16_t)b;
	ch->b0[2 * k + 1] = 0;
}

#if defined(__SSE2__)

/* nearest - the palette index nearest to rgb of those in ch (SSE2) */

static int
nearest(const struct png_channels *ch, uint32_t rgb)
{
	const __m128i qrg = _mm_set1_epi32((int)((rgb >> 8 & 0xff) << 16 | (rgb >> 16 & 0xff)));
	const __m128i qb = _mm_set1_epi32((int)(rgb & 0xff));
	__m128i       k4 = _mm_setr_epi32(0, 1, 2, 3), best = _mm_set1_epi32(INT32_MAX);
	__m128i       drg, db, key, lt;
	int32_t       least[4];
	int           k;

	for (k = 0; k < PNG_COLOURS; k += 4) {
		drg = _mm_sub_epi16(qrg, _mm_loadu_si128((const __m128i *)(ch->rg + 2 * k)));
		db = _mm_sub_epi16(qb, _mm_loadu_si128((const __m128i *)(ch->b0 + 2 * k)));
		key = _mm_add_epi32(_mm_madd_epi16(drg, drg), _mm_madd_epi16(db, db));
		key = _mm_or_si128(_mm_slli_epi32(key, 6), k4);
		lt = _mm_cmplt_epi32(key, best);
		best = _mm_or_si128(_mm_and_si128(lt, key), _mm_andnot_si128(lt, best));
		k4 = _mm_add_epi32(k4, _mm_set1_epi32(4));
	}
	_mm_storeu_si128((__m128i *)least, best);
	for (k = 1; k < 4; k++)
		if (least[k] < least[0])
			least[0] = least[k];
	return (least[0] & (PNG_COLOURS - 1));
}

#else

/* nearest - the palette index nearest to rgb of those in ch */

static int
nearest(const struct png_channels *ch, uint32_t rgb)
{
	int32_t d, dr, dg, db, least = INT32_MAX;
	int     k, best = 0;

	for (k = 0; k < PNG_COLOURS; k++) {
		dr = (int32_t)(rgb >> 16 & 0xff) - ch->rg[2 * k];
		dg = (int32_t)(rgb >> 8 & 0xff) - ch->rg[2 * k + 1];
		db = (int32_t)(rgb & 0xff) - ch->b0[2 * k];
		d = dr * dr + dg * dg + db * db;
		if (d < least)
			least = d, best = k;
	}
	return (best);
}

#endif

/* popular_add - c among the top, the most popular (cmp_popular()) *ntop
 * of those added so far, at most PNG_COLOURS, in that order */

static void
popular_add(struct colour_count *top, int *ntop, const struct colour_count *c)
{
	int i = *ntop;

	if (i == PNG_COLOURS && cmp_popular(c, &top[i - 1]) > 0)
		return;
	if (i == PNG_COLOURS)
		i--;
	else
		(*ntop)++;
	for (; i > 0 && cmp_popular(c, &top[i - 1]) < 0; i--)
		top[i] = top[i - 1];
	top[i] = *c;
}

/*
  * A row's runs are read from its edges, one bit a pixel, set where its
  * colour is not that of the pixel before: with SSE2 sixteen pixels
  * compared with their left neighbours a step, else two (one by one
  * only where one of them differs); the runs are then the distances
  * between set bits.
  */

/* edge_bit - whether pixel x > 0 of row is of another colour than x - 1,
 * as the bit of x in its word */

static inline uint64_t
edge_bit(const uint32_t *row, int x)
{
	return ((uint64_t)(PNG_RGB(row[x] ^ row[x - 1]) != 0) << (x & 63));
}

#if defined(__SSE2__)

/* same4 - of the four pixels from p on, those of the colour of the pixel
 * before each: all ones, the others zero */

static inline __m128i
same4(const uint32_t *p)
{
	const __m128i mask = _mm_set1_epi32(0xffffff);

	return (_mm_cmpeq_epi32(_mm_setzero_si128(),
	    _mm_and_si128(mask,
	        _mm_xor_si128(_mm_loadu_si128((const __m128i *)p),
	            _mm_loadu_si128((const __m128i *)(p - 1))))));
}

/* edges16 - the edge bits of the sixteen pixels from p on (SSE2) */

static inline uint64_t
edges16(const uint32_t *p)
{
	return (
	    (uint64_t)(~_mm_movemask_epi8(_mm_packs_epi16(_mm_packs_epi32(same4(p), same4(p + 4)),
	                   _mm_packs_epi32(same4(p + 8), same4(p + 12))))
	        & 0xffff));
}

#endif

/* row_edges - the edges of the w pixels of row into bit (w / 64 words,
 * rounded up): bit x set where pixel x's colour is not pixel x - 1's,
 * bit 0 and those past w clear */

static void
row_edges(const uint32_t *row, int w, uint64_t *bit)
{
#if !defined(__SSE2__)
	uint64_t two, left;
#endif
	int x = 1;

	memset(bit, 0, (size_t)(w + 63) / 64 * sizeof(*bit));
#if defined(__SSE2__)
	if (w > 16) /* pixels 1..16 (16 again below: the same bit) */
		bit[0] = edges16(row + 1) << 1, x = 16;
	for (; x < w && x < 16; x++)
		bit[0] |= edge_bit(row, x);
	for (; x + 16 <= w && x < 64; x += 16)
		bit[0] |= edges16(row + x) << x;
	/* Whole words: a word's four steps held in a register. */
	for (; x + 64 <= w; x += 64)
		bit[x / 64] = edges16(row + x) | edges16(row + x + 16) << 16
		    | edges16(row + x + 32) << 32 | edges16(row + x + 48) << 48;
	for (; x + 16 <= w; x += 16)
		bit[x / 64] |= edges16(row + x) << (x & 63);
#else
	for (; x < w && x < 2; x++)
		bit[0] |= edge_bit(row, x);
	for (; x + 2 <= w; x += 2) {
		memcpy(&two, row + x, sizeof(two));
		memcpy(&left, row + x - 1, sizeof(left));
		if (((two ^ left) & 0x00ffffff00ffffffull) != 0)
			bit[x / 64] |= edge_bit(row, x) | edge_bit(row, x + 1);
	}
#endif
	for (; x < w; x++)
		bit[x / 64] |= edge_bit(row, x);
}

/*
  * The pixels are read once (palette_make()): each series of equal rows
  * is kept as its runs of one colour (struct rle), which deflate_runs(3)
  * deflates as they are, each colour's number mapped to its palette
  * index: a run, a row as the one above, are what a deflate stream
  * says with a copy, and zlib found them again by hashing every byte
  * (deflate and adler32 were 73% of the PNG's instructions at level 3).
  */
struct rle {
	struct deflate_run    *run; /* val: a colour's number */
	size_t                 nrun, caprun;
	struct deflate_series *ser;
	size_t                 nser, capser;
};

#define PNG_RUNS 65536 /* room for runs at first: a board has some 61000 */

/* rle_room - room for n more runs of the series being read, twice as
 * much as before when it grows */

static void
rle_room(struct rle *r, size_t n)
{
	if (r->caprun - r->nrun < n) {
		r->caprun = 2 * r->caprun > r->nrun + n ? 2 * r->caprun : r->nrun + n;
		r->run = pb_realloc(r->run, r->caprun * sizeof(*r->run));
	}
}

/* rle_end - the series read ends: rows rows of the runs added since */

static void
rle_end(struct rle *r, int rows)
{
	if (r->nser == r->capser) {
		r->capser = r->capser ? 2 * r->capser : 256;
		r->ser = pb_realloc(r->ser, r->capser * sizeof(*r->ser));
	}
	r->ser[r->nser].end = r->nrun;
	r->ser[r->nser++].rows = rows;
}

/* run_add - a run of the series being read at out, len pixels of rgb
 * in each of its rows rows; the next run's place */

static inline struct deflate_run *
run_add(struct colour_table *t, struct deflate_run *out, uint32_t rgb, int len, size_t rows)
{
	uint32_t id = colour_id(t, rgb);

	t->count[id] += (size_t)len * rows;
	out->val = id;
	out->len = (uint32_t)len;
	return (out + 1);
}

/* row_runs - the runs of row (w pixels, its edges in bit) after out,
 * each pixel counted rows times; past the last.  Inlined twice, rows
 * 1 (most rows) known to be 1: no multiply. */

static inline __attribute__((always_inline)) struct deflate_run *
row_runs(struct colour_table *t, struct deflate_run *out, const uint32_t *row, int w,
    const uint64_t *bit, size_t rows)
{
	uint64_t m;
	int      k, x, end;

	for (x = 0, k = 0; k < (w + 63) / 64; k++)
		for (m = bit[k]; m != 0; m &= m - 1, x = end) {
			end = 64 * k + __builtin_ctzll(m);
			out = run_add(t, out, PNG_RGB(row[x]), end - x, rows);
		}
	return (run_add(t, out, PNG_RGB(row[x]), w - x, rows));
}

/* palette_make - number the colours of the w x h pixels px (stride
 * pixels apart from row to row) in t, count them, the palette index of
 * each in its idx, and keep their runs in r, each of its colour's
 * number; the palette (*pal, *npal) is the PNG_COLOURS most frequent.
 * Runs of one colour along a row are counted at once. */

static void
palette_make(struct colour_table *t, struct rle *r, const uint32_t *px, int w, int h, size_t stride,
    uint32_t pal[256], int *npal)
{
	struct colour_count top[PNG_COLOURS], c;
	struct png_channels ch;
	const uint32_t     *row;
	uint64_t           *bit = pb_malloc((size_t)(w + 63) / 64 * sizeof(*bit));
	struct deflate_run *out;
	size_t              i, same;
	int                 k, y;

	/* Count: a row as the one below (a board's margins and flat boxes)
	 * joins its series; at the last row of a series (same rows) its runs
	 * are counted for all of it, and kept once. */
	memset(t, 0, sizeof(*t));
	colour_slots(t, 10);
	colour_room(t);
	for (y = 0, row = px, same = 1; y < h; y++, row += stride) {
		if (y + 1 < h && memcmp(row, row + stride, (size_t)w * sizeof(*row)) == 0) {
			same++;
			continue;
		}
		rle_room(r, (size_t)w);
		row_edges(row, w, bit);
		out = r->run + r->nrun;
		if (same == 1)
			out = row_runs(t, out, row, w, bit, 1);
		else
			out = row_runs(t, out, row, w, bit, same);
		r->nrun = (size_t)(out - r->run);
		rle_end(r, (int)same);
		same = 1;
	}
	free(bit);

	/* The palette: the most frequent; the others to their nearest. */
	*npal = 0;
	for (i = 0; i < t->n; i++) {
		c.rgb = t->rgb[i];
		c.n = t->count[i];
		popular_add(top, npal, &c);
	}
	for (k = 0; k < PNG_COLOURS; k++) {
		pal[k] = k < *npal ? top[k].rgb : 0;
		if (k < *npal) {
			channels_set(&ch, k, (int)(pal[k] >> 16 & 0xff), (int)(pal[k] >> 8 & 0xff),
			    (int)(pal[k] & 0xff));
			t->idx[colour_slot(t, pal[k])->id] = k;
		} else
			channels_set(&ch, k, PNG_FAR, PNG_FAR, PNG_FAR);
	}
	for (i = 0; i < t->n; i++)
		if (t->idx[i] < 0)
			t->idx[i] = nearest(&ch, t->rgb[i]);
}

/* idat - the rows kept in r (w pixels each) as palette indices, each
 * after its filter byte 0 (none), deflated into z; r's runs are of
 * colour numbers, deflate_runs(3) maps them to their indices */

static void
idat(struct pb_buf *z, const struct colour_table *t, const struct rle *r, int w)
{
	deflate_runs(z, r->run, t->idx, r->ser, r->nser, 0, (size_t)w);
}

/* png_chunk - one chunk: length, type, data, CRC */

static void
png_chunk(struct pb_buf *b, const char *type, const unsigned char *data, size_t len)
{
	unsigned char be[4];
	uLong         crc;

	be[0] = len >> 24 & 0xff, be[1] = len >> 16 & 0xff, be[2] = len >> 8 & 0xff;
	be[3] = len & 0xff;
	pb_buf_add(b, (const char *)be, 4);
	pb_buf_add(b, type, 4);
	pb_buf_add(b, (const char *)data, len);
	crc = crc32(crc32(0L, Z_NULL, 0), (const Bytef *)type, 4);
	crc = crc32(crc, data, (uInt)len);
	be[0] = crc >> 24 & 0xff, be[1] = crc >> 16 & 0xff, be[2] = crc >> 8 & 0xff;
	be[3] = crc & 0xff;
	pb_buf_add(b, (const char *)be, 4);
}

/* png_indexed - an indexed PNG of w x h pixels px (0x..RRGGBB, stride
 * pixels from a row to the next) into b */

enum pb_rc
png_indexed(struct pb_buf *b, const uint32_t *px, int w, int h, size_t stride, struct pb_err *err)
{
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	unsigned char              ihdr[13] = { 0 }, plte[3 * 256];
	struct colour_table        t;
	struct rle                 r = { 0 };
	struct pb_buf              z;
	uint32_t                   pal[256];
	size_t                     i;
	int                        npal;

	/* Sanity checks. */
	if (w <= 0 || h <= 0)
		return (pb_err_set(err, PB_EDATA, "png_indexed: %d x %d pixels", w, h));

	/* Palette, then the rows, deflated. */
	rle_room(&r, (size_t)w * (size_t)h < PNG_RUNS ? (size_t)w * (size_t)h : PNG_RUNS);
	palette_make(&t, &r, px, w, h, stride, pal, &npal);
	pb_buf_init(&z);
	idat(&z, &t, &r, w);
	free(t.slot);
	free(t.rgb);
	free(t.count);
	free(t.idx);
	free(r.run);
	free(r.ser);

	/* Signature, IHDR (8-bit indexed), PLTE, IDAT, IEND. */
	ihdr[0] = w >> 24 & 0xff, ihdr[1] = w >> 16 & 0xff, ihdr[2] = w >> 8 & 0xff;
	ihdr[3] = w & 0xff;
	ihdr[4] = h >> 24 & 0xff, ihdr[5] = h >> 16 & 0xff, ihdr[6] = h >> 8 & 0xff;
	ihdr[7] = h & 0xff;
	ihdr[8] = 8;
	ihdr[9] = 3;
	for (i = 0; i < (size_t)npal; i++) {
		plte[3 * i] = pal[i] >> 16 & 0xff;
		plte[3 * i + 1] = pal[i] >> 8 & 0xff;
		plte[3 * i + 2] = pal[i] & 0xff;
	}
	pb_buf_add(b, (const char *)sig, 8);
	png_chunk(b, "IHDR", ihdr, sizeof(ihdr));
	png_chunk(b, "PLTE", plte, 3 * (size_t)npal);
	png_chunk(b, "IDAT", (const unsigned char *)z.s, z.len);
	png_chunk(b, "IEND", (const unsigned char *)"", 0);
	pb_buf_free(&z);
	return (PB_OK);
}
