/*++
/* NAME
/*	check_png 1
/* SUMMARY
/*	unit tests for png(3) and deflate_runs(3)
/* SYNOPSIS
/*	check_png
/* DESCRIPTION
/*	Inflates (zlib) what deflate_runs() and png_indexed() write and
/*	compares it with the bytes and the pixels they were given.  Test ids:
/*
/*	png-1.1	3000 images of random runs from seeds 1..3000 (widths
/*		1..2000, 1..256 values, 1 to 12 series of 1 to 8 rows, runs as
/*		the row above or not, with a lead byte or without):
/*		inflate gives back each row's bytes, the Adler-32 right.
/*	png-1.2	the edges: one byte; one row; width 1 (rows of 2
/*		bytes with the lead); a row as long as the window
/*		(32768 with the lead) and one longer (no copy from the
/*		row above); a run of 100000 bytes; 70000 equal rows
/*		(the Adler-32 of many rows at once, several blocks);
/*		50000 rows each other than the one above (several
/*		blocks of literals).
/*	png-2.1	png_indexed() of 300 images of at most 64 colours
/*		from seeds (boxes on a background, noise, stride more
/*		than the width, 1 to 600 wide): the PNG decodes to the
/*		very pixels.
/*	png-2.2	an image of 64 frequent colours and 20 rare ones: the
/*		frequent decode exact, every rare one to a palette
/*		colour.
/*	png-2.3	0 pixels wide or tall is PB_EDATA, the buffer as it was.
/*	png-2.4	widths 1..130 (the edges of 16- and 64-pixel steps) of
/*		stripes of 1 to 17 pixels, the top byte random: the PNG
/*		decodes to the very pixels.
/*	png-2.5	64 greys 4 apart and 400 colours of one pixel each (the
/*		greys between two of them, ties, and random ones): each
/*		decodes to its nearest in the palette, ties to the lower
/*		index.
/* SEE ALSO
/*	src/core/png.c, src/core/deflate_runs.c
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <zlib.h>

/* pbemd-wide. */
#include "core/deflate_runs.h"
#include "core/pb.h"
#include "core/png.h"

/* rnd - the next of a xorshift64 series */

static uint64_t
rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return (*s);
}

/* below - a number in 0..n-1 */

static uint32_t
below(uint64_t *s, uint32_t n)
{
	return ((uint32_t)(rnd(s) % n));
}

/* inflated - zlib's inflate of z, which must end the stream there
 * (Adler-32 checked); *n its length; caller frees */

static unsigned char *
inflated(const unsigned char *z, size_t nz, size_t cap, size_t *n, const char *id)
{
	unsigned char *out = malloc(cap + 1);
	z_stream       zs;
	int            zrc;

	memset(&zs, 0, sizeof(zs));
	ck_assert(out != NULL && inflateInit(&zs) == Z_OK);
	zs.next_in = (unsigned char *)z;
	zs.avail_in = (uInt)nz;
	zs.next_out = out;
	zs.avail_out = (uInt)cap + 1;
	zrc = inflate(&zs, Z_FINISH);
	ck_assert_msg(zrc == Z_STREAM_END, "%s: inflate %d (%s)", id, zrc, zs.msg ? zs.msg : "");
	ck_assert_msg(zs.avail_in == 0, "%s: %u bytes after the stream", id, zs.avail_in);
	*n = zs.total_out;
	inflateEnd(&zs);
	return (out);
}

/* An image of runs, and its bytes as expected. */
struct runimg {
	struct deflate_run    *run;
	size_t                 nrun;
	struct deflate_series *ser;
	size_t                 nser;
	unsigned char         *bytes;
	size_t                 nbytes;
	size_t                 caprun, capser, capbytes;
};

/* grown - p made room for n items of size each, doubling its *cap */

static void *
grown(void *p, size_t *cap, size_t n, size_t size)
{
	if (n > *cap) {
		*cap = 2 * n;
		p = realloc(p, *cap * size);
		ck_assert(p != NULL);
	}
	return (p);
}

/* runimg_row - one more series of rows of the runs from run[from] on,
 * each after lead (none if negative), into the bytes expected */

static void
runimg_row(struct runimg *im, size_t from, int rows, int lead, size_t width)
{
	size_t k, len = width + (lead >= 0), at;
	int    y;

	im->ser = grown(im->ser, &im->capser, im->nser + 1, sizeof(*im->ser));
	im->ser[im->nser].end = im->nrun;
	im->ser[im->nser++].rows = rows;
	im->bytes = grown(im->bytes, &im->capbytes, im->nbytes + (size_t)rows * len, 1);
	for (y = 0; y < rows; y++) {
		if (lead >= 0)
			im->bytes[im->nbytes++] = (unsigned char)lead;
		for (k = from, at = 0; k < im->nrun; at += im->run[k++].len)
			memset(im->bytes + im->nbytes + at, (int)im->run[k].val, im->run[k].len);
		im->nbytes += at;
	}
}

/* runimg_add - a run of len bytes of val */

static void
runimg_add(struct runimg *im, uint32_t val, uint32_t len)
{
	im->run = grown(im->run, &im->caprun, im->nrun + 1, sizeof(*im->run));
	im->run[im->nrun].val = val;
	im->run[im->nrun++].len = len;
}

/* runimg_check - deflate_runs() of im inflates to its bytes */

static void
runimg_check(struct runimg *im, int lead, size_t width, const char *id)
{
	struct pb_buf  z;
	unsigned char *out;
	size_t         n;

	pb_buf_init(&z);
	deflate_runs(&z, im->run, NULL, im->ser, im->nser, lead, width);
	out = inflated((unsigned char *)z.s, z.len, im->nbytes, &n, id);
	ck_assert_msg(n == im->nbytes, "%s: %zu bytes, not %zu", id, n, im->nbytes);
	ck_assert_msg(memcmp(out, im->bytes, n) == 0, "%s: other bytes", id);
	free(out);
	pb_buf_free(&z);
	free(im->run);
	free(im->ser);
	free(im->bytes);
	memset(im, 0, sizeof(*im));
}

/* random_row - a row of width bytes of at most ncol values, as runs:
 * often the row before with a few pieces changed */

static void
random_row(struct runimg *im, uint64_t *s, size_t from_above, size_t width, uint32_t ncol)
{
	size_t   x = 0, k = from_above, start = im->nrun;
	uint32_t len, top = below(s, 4) == 0 ? 3 : below(s, 2) ? 40 : (uint32_t)width;
	int      copy = from_above < start && below(s, 2);

	while (x < width) {
		len = 1 + below(s, top);
		if (len > width - x)
			len = (uint32_t)(width - x);
		if (copy && k < start && below(s, 8) != 0) {
			len = im->run[k].len <= width - x ? im->run[k].len : (uint32_t)(width - x);
			runimg_add(im, im->run[k].val, len);
		} else
			runimg_add(im, below(s, ncol), len);
		x += len;
		for (; k < start && len > 0; k++)
			len = len >= im->run[k].len ? len - im->run[k].len : 0;
	}
}

START_TEST(runs_random)
{
	struct runimg im = { 0 };
	uint64_t      s = (uint64_t)_i * 0x9e3779b97f4a7c15ull + 1;
	size_t        width, prev;
	uint32_t      ncol;
	int           h, y, lead, seed;
	char          id[32];

	for (seed = 0; seed < 100; seed++) {
		rnd(&s);
		width = below(&s, 3) == 0 ? 1 + below(&s, 8) : 1 + below(&s, 2000);
		ncol = 1 + below(&s, 256);
		h = below(&s, 5) == 0 ? 1 : 1 + (int)below(&s, 12);
		lead = below(&s, 3) == 0 ? -1 : (int)below(&s, 5);
		for (y = 0, prev = 0; y < h; y++) {
			size_t from = im.nrun;

			random_row(&im, &s, prev, width, ncol);
			runimg_row(
			    &im, from, below(&s, 3) == 0 ? 1 + (int)below(&s, 8) : 1, lead, width);
			prev = from;
		}
		snprintf(id, sizeof(id), "png-1.1 seed %d", _i * 100 + seed + 1);
		runimg_check(&im, lead, width, id);
	}
}
END_TEST

START_TEST(runs_edges)
{
	struct runimg im = { 0 };
	uint64_t      s = 7;
	size_t        w;
	int           y, k;

	/* One byte, one row. */
	runimg_add(&im, 9, 1);
	runimg_row(&im, 0, 1, -1, 1);
	runimg_check(&im, -1, 1, "png-1.2 one byte");
	for (k = 0; k < 5; k++)
		runimg_add(&im, (uint32_t)k, 3);
	runimg_row(&im, 0, 1, 0, 15);
	runimg_check(&im, 0, 15, "png-1.2 one row");

	/* Width 1 with the lead: rows of 2 bytes. */
	for (y = 0; y < 40; y++) {
		runimg_add(&im, y % 3 == 0 ? 0 : 5, 1);
		runimg_row(&im, im.nrun - 1, y % 4 + 1, 0, 1);
	}
	runimg_check(&im, 0, 1, "png-1.2 width 1");

	/* Rows as long as the window, and longer. */
	for (w = 32767; w <= 40000; w += 40000 - 32767) {
		for (y = 0; y < 6; y++) {
			size_t from = im.nrun;

			runimg_add(&im, 1, (uint32_t)(w / 2));
			runimg_add(&im, (uint32_t)(y % 2 + 2), 7);
			runimg_add(&im, 1, (uint32_t)(w - w / 2 - 7));
			runimg_row(&im, from, 1 + y % 3, 0, w);
		}
		runimg_check(&im, 0, w, w < 40000 ? "png-1.2 window" : "png-1.2 past the window");
	}

	/* A long run; many equal rows. */
	runimg_add(&im, 200, 100000);
	runimg_row(&im, 0, 2, 0, 100000);
	runimg_check(&im, 0, 100000, "png-1.2 long run");
	runimg_add(&im, 3, 5);
	runimg_add(&im, 255, 95);
	runimg_row(&im, 0, 70000, 0, 100);
	runimg_check(&im, 0, 100, "png-1.2 70000 rows");

	/* Many rows, none as the one above. */
	for (y = 0; y < 50000; y++) {
		size_t from = im.nrun;

		for (w = 0; w < 12; w += 3)
			runimg_add(&im, below(&s, 256), 3);
		runimg_row(&im, from, 1, -1, 12);
	}
	runimg_check(&im, -1, 12, "png-1.2 50000 rows");
}
END_TEST

/* decoded - the pixels (0xRRGGBB) of an 8-bit indexed PNG of w x h of
 * png_indexed(); caller frees */

static uint32_t *
decoded(const unsigned char *png, size_t len, int w, int h, const char *id)
{
	const unsigned char *p = png + 8, *plte = NULL;
	unsigned char       *idat = NULL, *raw;
	uint32_t            *px = malloc((size_t)w * (size_t)h * sizeof(*px)), n;
	size_t               nidat = 0, nraw, x, y, npal = 0;

	ck_assert(px != NULL && memcmp(png, "\x89PNG\r\n\x1a\n", 8) == 0);
	while (p + 12 <= png + len) {
		n = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
		ck_assert_uint_eq(crc32(0, p + 4, n + 4),
		    (uint32_t)p[n + 8] << 24 | (uint32_t)p[n + 9] << 16 | (uint32_t)p[n + 10] << 8
		        | p[n + 11]);
		if (memcmp(p + 4, "PLTE", 4) == 0)
			plte = p + 8, npal = n / 3;
		if (memcmp(p + 4, "IDAT", 4) == 0) {
			idat = realloc(idat, nidat + n);
			memcpy(idat + nidat, p + 8, n);
			nidat += n;
		}
		p += 12 + n;
	}
	ck_assert_msg(p == png + len && plte != NULL && idat != NULL, "%s: chunks", id);
	raw = inflated(idat, nidat, (size_t)h * ((size_t)w + 1), &nraw, id);
	ck_assert_msg(nraw == (size_t)h * ((size_t)w + 1), "%s: %zu bytes", id, nraw);
	for (y = 0; y < (size_t)h; y++) {
		ck_assert_msg(raw[y * ((size_t)w + 1)] == 0, "%s: filter", id);
		for (x = 0; x < (size_t)w; x++) {
			const unsigned char k = raw[y * ((size_t)w + 1) + 1 + x];

			ck_assert_msg(k < npal, "%s: index %u of %zu", id, k, npal);
			px[y * (size_t)w + x] = (uint32_t)plte[3 * k] << 16
			    | (uint32_t)plte[3 * k + 1] << 8 | plte[3 * k + 2];
		}
	}
	free(raw);
	free(idat);
	return (px);
}

/* round_trip - the PNG of the w x h pixels px (stride apart) decodes
 * to their colours, the top byte of each not part of it */

static void
round_trip(const uint32_t *px, int w, int h, size_t stride, const char *id)
{
	struct pb_buf b;
	struct pb_err err;
	uint32_t     *back;
	int           x, y;

	pb_buf_init(&b);
	ck_assert_int_eq(png_indexed(&b, px, w, h, stride, &err), PB_OK);
	back = decoded((unsigned char *)b.s, b.len, w, h, id);
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++)
			ck_assert_msg(back[(size_t)y * (size_t)w + (size_t)x]
			        == (px[(size_t)y * stride + (size_t)x] & 0xffffff),
			    "%s: pixel %d,%d", id, x, y);
	free(back);
	pb_buf_free(&b);
}

/* random_image - w x h pixels (stride apart) of ncol colours: boxes
 * on a background, some noise; the top byte random (it is not part of
 * the colour) */

static void
random_image(uint32_t *px, int w, int h, size_t stride, int ncol, uint64_t *s)
{
	uint32_t col[64];
	int      i, x, y, x0, y0, x1, y1, c;

	for (i = 0; i < ncol; i++)
		col[i] = (uint32_t)rnd(s) & 0xffffff;
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++)
			px[(size_t)y * stride + (size_t)x] = col[0] | (uint32_t)(rnd(s) & 1) << 24;
	for (i = (int)below(s, 20); i > 0; i--) {
		x0 = (int)below(s, (uint32_t)w), x1 = x0 + (int)below(s, (uint32_t)(w - x0)) + 1;
		y0 = (int)below(s, (uint32_t)h), y1 = y0 + (int)below(s, (uint32_t)(h - y0)) + 1;
		c = (int)below(s, (uint32_t)ncol);
		for (y = y0; y < y1; y++)
			for (x = x0; x < x1; x++)
				px[(size_t)y * stride + (size_t)x] = col[c];
	}
	for (i = (int)below(s, (uint32_t)(w * h / 8 + 1)); i > 0; i--)
		px[below(s, (uint32_t)h) * stride + below(s, (uint32_t)w)] =
		    col[below(s, (uint32_t)ncol)];
}

START_TEST(png_random)
{
	uint64_t  s = 12345;
	uint32_t *px;
	size_t    stride;
	int       w, h, seed;
	char      id[32];

	for (seed = 1; seed <= 300; seed++) {
		w = seed % 7 == 0 ? 1 : 1 + (int)below(&s, 600);
		h = seed % 5 == 0 ? 1 : 1 + (int)below(&s, 60);
		stride = (size_t)w + below(&s, 3);
		px = malloc(stride * (size_t)h * sizeof(*px));
		ck_assert(px != NULL);
		random_image(px, w, h, stride, 1 + (int)below(&s, 64), &s);
		snprintf(id, sizeof(id), "png-2.1 seed %d", seed);
		round_trip(px, w, h, stride, id);
		free(px);
	}
}
END_TEST

START_TEST(png_rare)
{
	struct pb_buf b;
	struct pb_err err;
	uint32_t      px[84 * 100], *back;
	int           x, y;

	/* Colours 0..63: 100 pixels of each; 64..83: one. */
	for (y = 0; y < 100; y++)
		for (x = 0; x < 84; x++)
			px[y * 84 + x] = (uint32_t)(x < 64 || y == 0 ? x * 0x030201 : 0);
	pb_buf_init(&b);
	ck_assert_int_eq(png_indexed(&b, px, 84, 100, 84, &err), PB_OK);
	back = decoded((unsigned char *)b.s, b.len, 84, 100, "png-2.2");
	for (y = 0; y < 100; y++)
		for (x = 0; x < 84; x++)
			if (x < 64 || y > 0)
				ck_assert_uint_eq(back[y * 84 + x], px[y * 84 + x]);
			else
				ck_assert_uint_eq(back[y * 84 + x], 63 * 0x030201);
	free(back);
	pb_buf_free(&b);
}
END_TEST

/* stripes - w x h pixels (stride apart): stripes of 1 to 17 pixels,
 * each row's of its own colours and widths, the top byte random */

static void
stripes(uint32_t *px, int w, int h, size_t stride, uint64_t *s)
{
	uint32_t c = 0;
	int      x, y, left;

	for (y = 0; y < h; y++)
		for (x = 0, left = 0; x < w; x++, left--) {
			if (left == 0)
				c = (c + 1 + below(s, 7)) % 50 * 0x050301,
				left = 1 + (int)below(s, 17);
			px[(size_t)y * stride + (size_t)x] = c | (uint32_t)(rnd(s) & 0xff) << 24;
		}
}

START_TEST(png_stripes)
{
	uint64_t  s = 4242;
	uint32_t *px;
	size_t    stride;
	int       w, h;
	char      id[32];

	for (w = 1; w <= 130; w++) {
		h = 1 + (int)below(&s, 4);
		stride = (size_t)w + below(&s, 2);
		px = malloc(stride * (size_t)h * sizeof(*px));
		ck_assert(px != NULL);
		stripes(px, w, h, stride, &s);
		snprintf(id, sizeof(id), "png-2.4 width %d", w);
		round_trip(px, w, h, stride, id);
		free(px);
	}
}
END_TEST

/* palette - the PLTE of a PNG of png_indexed(): *n colours into pal */

static void
palette(const unsigned char *png, size_t len, uint32_t pal[256], size_t *n)
{
	const unsigned char *p = png + 8;
	uint32_t             clen;
	size_t               k;

	*n = 0;
	for (; p + 12 <= png + len; p += 12 + clen) {
		clen = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
		if (memcmp(p + 4, "PLTE", 4) == 0)
			for (*n = clen / 3, k = 0; k < *n; k++)
				pal[k] = (uint32_t)p[8 + 3 * k] << 16 | (uint32_t)p[9 + 3 * k] << 8
				    | p[10 + 3 * k];
	}
}

/* dist2 - the squared distance of two colours */

static int
dist2(uint32_t a, uint32_t b)
{
	int dr = (int)(a >> 16 & 0xff) - (int)(b >> 16 & 0xff);
	int dg = (int)(a >> 8 & 0xff) - (int)(b >> 8 & 0xff);
	int db = (int)(a & 0xff) - (int)(b & 0xff);

	return (dr * dr + dg * dg + db * db);
}

START_TEST(png_nearest)
{
	struct pb_buf b;
	struct pb_err err;
	uint64_t      s = 777;
	uint32_t      px[64 * 40], *back, pal[256], want;
	size_t        npal, k, best;
	int           i;

	/* Greys 4 apart, 20 to 38 pixels each (rows 0..38); then 400 other
	 * colours once: the greys between two (ties) and random ones. */
	for (i = 0; i < 64 * 40; i++)
		px[i] = i % 64 * 4 * 0x010101u;
	for (i = 0; i < 64; i++)
		px[i + 64 * (20 + i % 19)] = 0;
	for (i = 0; i < 400; i++)
		px[64 * 39 + i % 64 - 64 * (i / 64)] =
		    i < 63 ? (uint32_t)(4 * i + 2) * 0x010101u : (uint32_t)rnd(&s) & 0xffffff;
	pb_buf_init(&b);
	ck_assert_int_eq(png_indexed(&b, px, 64, 40, 64, &err), PB_OK);
	palette((unsigned char *)b.s, b.len, pal, &npal);
	ck_assert_uint_eq(npal, 64);
	back = decoded((unsigned char *)b.s, b.len, 64, 40, "png-2.5");
	for (i = 0; i < 64 * 40; i++) {
		for (best = 0, k = 1; k < npal; k++)
			if (dist2(px[i], pal[k]) < dist2(px[i], pal[best]))
				best = k;
		want = pal[best];
		ck_assert_msg(back[i] == want, "png-2.5: pixel %d: %06x as %06x, not %06x", i,
		    px[i], back[i], want);
	}
	free(back);
	pb_buf_free(&b);
}
END_TEST

START_TEST(png_empty)
{
	struct pb_buf b;
	struct pb_err err;
	uint32_t      px[4] = { 0 };

	pb_buf_init(&b);
	ck_assert_int_eq(png_indexed(&b, px, 0, 4, 4, &err), PB_EDATA);
	ck_assert_int_eq(png_indexed(&b, px, 4, 0, 4, &err), PB_EDATA);
	ck_assert_uint_eq(b.len, 0);
	pb_buf_free(&b);
}
END_TEST

int
main(void)
{
	Suite   *s = suite_create("png");
	TCase   *tc = tcase_create("png");
	SRunner *sr;
	int      failed;

	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, runs_random, 0, 30);
	tcase_add_test(tc, runs_edges);
	tcase_add_test(tc, png_random);
	tcase_add_test(tc, png_rare);
	tcase_add_test(tc, png_stripes);
	tcase_add_test(tc, png_nearest);
	tcase_add_test(tc, png_empty);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
