/*++
/* NAME
/*	picture 3
/* SUMMARY
/*	pictures of a board for mails: drawing primitives and PNG
/* SYNOPSIS
/*	#include "core/picture.h"
/* DESCRIPTION
/*	See picture.h.  Everything is drawn on a cairo recording surface,
/*	which has no size; picture_png() replays it on an image surface
/*	as tall as the lowest thing drawn (struct picture's bottom), so a
/*	game draws from the top down without knowing its height first,
/*	and writes it as an indexed PNG (png(3): a third of the size of
/*	cairo's 24-bit PNG).
/*
/*	picture_new_tall() draws straight on a white image surface of a
/*	given height instead, which picture_png() encodes as it is: no
/*	recording kept, none replayed (the replay cost as much as drawing:
/*	the recording is played into a surface of its own, then that is
/*	painted), and it holds no recording: pbemd --once's peak memory
/*	went from 39 to 28 MB.  Its memory is the canvas's own (pixels),
/*	on huge pages where it may be (canvas_alloc()) and painted white
/*	once: cairo_image_surface_create() would clear it to zero first,
/*	a second pass over 4 MB.  The pixels
/*	do not depend on the image's height, as long as the picture ends
/*	within it: picture_fits() says whether it does, and when it does
/*	not the caller draws it again on a canvas picture_height() tall.
/*	They may differ a little from a
/*	recording's (translucent edges over white, not over transparent
/*	then white: of 154 boards of Dead of Winter, 0.03% of the pixels
/*	differ, in the shades of antialiased edges).
/*
/*	Invariants: (P1) bottom is at least the lowest y any primitive
/*	drew at; (P2) every pango layout is made with the font options of
/*	picture_fonts(), which are what make the bytes deterministic; (P3)
/*	tall is 0 and rec a recording surface, or tall > 0 and rec an RGB24
/*	image surface width x tall on pixels, painted white before anything
/*	else; (L1) a text's pango layout is kept for the next text of the
/*	same key, on this canvas or the next (picture_layout()); (S1) a
/*	token, track cell or region drawn on an image is kept as a stamp,
/*	copied only onto a block of the same pixels as it was drawn on, for
/*	the same key (picture_stamped()).
/* DIAGNOSTICS
/*	See picture.h.
/* SEE ALSO
/*	cairo_recording_surface_create(3), pango_cairo_create_layout(3),
/*	png(3).
/*--*/

/* System. */
#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <wchar.h>

/* Third party. */
#include <cairo.h>
#include <pango/pangocairo.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/lazy_cairo.h"
#include "core/picture.h"
#include "core/png.h"

#define PICTURE_FONT "DejaVu Sans"
#define PICTURE_RADIUS 8.0 /* rounded corners */

struct picture {
	cairo_surface_t *rec; /* what is drawn: a recording, or (P3) */
	cairo_t         *cr;
	int              width;
	int              tall;   /* (P3): the image's height; 0: recording */
	int              stride; /* (P3): bytes from a row to the next */
	unsigned char   *pixels; /* (P3): the image's memory; NULL: recording */
	double           bottom; /* (P1) */
};

/* The Okabe-Ito palette (0..255), then white, grey and none. */
static const unsigned char palette[PICTURE_NCOLOURS][3] = {
	{ 0, 0, 0 },       /* black */
	{ 230, 159, 0 },   /* orange */
	{ 86, 180, 233 },  /* sky blue */
	{ 0, 158, 115 },   /* bluish green */
	{ 240, 228, 66 },  /* yellow */
	{ 0, 114, 178 },   /* blue */
	{ 213, 94, 0 },    /* vermilion */
	{ 204, 121, 167 }, /* reddish purple */
	{ 255, 255, 255 }, /* white */
	{ 153, 153, 153 }, /* grey */
	{ 255, 255, 255 }, /* none: never painted */
};

/* picture_check - the invariants of a canvas */

static int
picture_check(const struct picture *pic)
{
	return (pic != NULL && pic->rec != NULL && pic->cr != NULL && pic->width > 0
	    && pic->tall >= 0 && (pic->tall > 0) == (pic->pixels != NULL) && pic->bottom >= 0);
}

/* picture_colour - set the source to a colour of the palette or its tint */

static void
picture_colour(cairo_t *cr, enum picture_colour c)
{
	unsigned idx = (unsigned)c & 0xff, light = ((unsigned)c & 0x100) != 0;
	double   rgb[3];
	int      i;

	if (idx >= PICTURE_NCOLOURS)
		pb_panic("picture_colour: colour %u", idx);
	/* A tint is a quarter of the colour on white. */
	for (i = 0; i < 3; i++)
		rgb[i] = light ? (palette[idx][i] + 3.0 * 255) / 4 / 255 : palette[idx][i] / 255.0;
	cairo_set_source_rgb(cr, rgb[0], rgb[1], rgb[2]);
}

/* picture_below - (P1): the picture reaches down to y at least */

static void
picture_below(struct picture *pic, double y)
{
	if (y > pic->bottom)
		pic->bottom = y;
}

/* picture_fonts - the font options that make text deterministic (P2) */

static void
picture_fonts(cairo_t *cr)
{
	cairo_font_options_t *fo = cairo_font_options_create();

	cairo_font_options_set_antialias(fo, CAIRO_ANTIALIAS_GRAY);
	cairo_font_options_set_hint_style(fo, CAIRO_HINT_STYLE_NONE);
	cairo_font_options_set_hint_metrics(fo, CAIRO_HINT_METRICS_OFF);
	cairo_set_font_options(cr, fo);
	cairo_font_options_destroy(fo);
}

/* picture_open - cairo and pango loaded (lazy_cairo.c), or why not */

enum pb_rc
picture_open(struct pb_err *err)
{
	return (lazy_cairo_open(err));
}

/* picture_new - an empty canvas width pixels wide */

struct picture *
picture_new(int width)
{
	struct picture *pic;

	if (width <= 0)
		pb_panic("picture_new: width %d", width);
	pic = pb_calloc(1, sizeof(*pic));
	pic->width = width;
	pic->rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
	pic->cr = cairo_create(pic->rec);
	picture_fonts(pic->cr);
	return (pic);
}

/*
  * A canvas's pixels (P3), about 3.5 MB for a board, are on huge pages
  * where the system gives them to a process that asks (Linux's
  * transparent huge pages, "madvise"): painting them white took a page
  * fault for every 4 KB, 850 faults, some 12 ms of processor time in a
  * process that draws one picture (pbemd --deliver: a sixth of its
  * time); on 2 MB pages it is two.  The memory is rounded up to whole
  * huge pages and starts on one.  Where there are none, they are
  * ordinary pages.
  */
#define PICTURE_HUGE_PAGE (2u << 20)

/* A white pixel of an RGB24 image as cairo paints it: its unused top
 * byte too, so that the canvas's memory is what cairo_paint() left. */
#define PICTURE_WHITE_PIXEL 0xffffffffu

/* canvas_alloc - memory for n bytes of pixels, on huge pages if it may */

static unsigned char *
canvas_alloc(size_t n)
{
	void *p;

	n = (n + PICTURE_HUGE_PAGE - 1) & ~(size_t)(PICTURE_HUGE_PAGE - 1);
	if (posix_memalign(&p, PICTURE_HUGE_PAGE, n) != 0)
		pb_fatal("out of memory allocating %zu bytes", n);
#ifdef MADV_HUGEPAGE
	(void)madvise(p, n, MADV_HUGEPAGE); /* a hint: failing, small pages */
#endif
	return (p);
}

/* picture_new_tall - an empty canvas drawn straight on a white image
 * width x tall pixels (P3); tall at most PICTURE_MAX_HEIGHT */

struct picture *
picture_new_tall(int width, int tall)
{
	struct picture *pic;

	if (width <= 0 || tall <= 0 || tall > PICTURE_MAX_HEIGHT)
		pb_panic("picture_new_tall: %d x %d", width, tall);
	pic = pb_calloc(1, sizeof(*pic));
	pic->width = width;
	pic->tall = tall;
	/* Not cleared: painting it white is the one pass over it, before
	 * cairo sees it, by wmemset() (half the instructions of
	 * cairo_paint(), which writes the same 0xffffffff a pixel). */
	pic->stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, width);
	pic->pixels = canvas_alloc((size_t)pic->stride * (size_t)tall);
	wmemset((wchar_t *)(void *)pic->pixels, (wchar_t)PICTURE_WHITE_PIXEL,
	    (size_t)pic->stride / 4 * (size_t)tall);
	pic->rec = cairo_image_surface_create_for_data(
	    pic->pixels, CAIRO_FORMAT_RGB24, width, tall, pic->stride);
	pic->cr = cairo_create(pic->rec);
	picture_fonts(pic->cr);
	return (pic);
}

/* picture_fits - 1 when the canvas holds the whole picture: always for
 * a recording, for an image when it ends within it */

int
picture_fits(const struct picture *pic)
{
	assert(picture_check(pic));
	return (pic->tall == 0 || picture_height(pic) <= pic->tall);
}

/* picture_free - release a canvas; NULL is a no-op */

void
picture_free(struct picture *pic)
{
	if (pic == NULL)
		return;
	cairo_destroy(pic->cr);
	cairo_surface_destroy(pic->rec); /* before its memory (P3) */
	free(pic->pixels);
	free(pic);
}

/*
  * (L1) The layouts made last, for the next text of the same words, width,
  * size and flags on a canvas of the same kind: a layout is a pure
  * function of those, of the font options (P2, the same on every canvas
  * of a kind) and of the canvas's transformation (none: nothing here
  * transforms one), not of where it is drawn.  The boards of one game
  * name the same places, cards and labels mail after mail; laying them
  * out again (itemising, shaping) was a tenth of a picture's cost.  At
  * most PICTURE_LAYOUTS are kept: when full, the table is emptied.
  */
#define PICTURE_LAYOUT_BUCKETS 1024 /* a power of two */
#define PICTURE_LAYOUTS 2048

struct picture_laid {
	struct picture_laid *next;
	char                *text;
	double               w, size;
	int                  flags, image; /* image: 1 on a canvas drawn straight (P3) */
	PangoLayout         *lay;
};

static struct picture_laid *laid[PICTURE_LAYOUT_BUCKETS];
static size_t               nlaid;

/* laid_bucket - the bucket of a layout's key (FNV-1a of its words, the
 * rest of the key compared on a hit) */

static size_t
laid_bucket(const char *text, int flags)
{
	uint32_t h = 2166136261u ^ (uint32_t)flags;

	for (; *text; text++)
		h = (h ^ (unsigned char)*text) * 16777619u;
	return (h & (PICTURE_LAYOUT_BUCKETS - 1));
}

/* laid_flush - forget every layout kept */

static void
laid_flush(void)
{
	struct picture_laid *l, *next;
	size_t               i;

	for (i = 0; i < PICTURE_LAYOUT_BUCKETS; i++) {
		for (l = laid[i]; l != NULL; l = next) {
			next = l->next;
			g_object_unref(l->lay);
			free(l->text);
			free(l);
		}
		laid[i] = NULL;
	}
	nlaid = 0;
}

/* picture_layout - a pango layout of text (P2, L1); borrowed: kept for
 * the next text of the same key */

static PangoLayout *
picture_layout(struct picture *pic, double w, const char *text, double size, int flags)
{
	PangoFontDescription *fd;
	struct picture_laid  *l;
	size_t                b;
	int                   image = pic->tall > 0;

	if (text == NULL)
		pb_panic("picture_layout: no text");
	b = laid_bucket(text, flags);
	for (l = laid[b]; l != NULL; l = l->next)
		if (l->w == w && l->size == size && l->flags == flags && l->image == image
		    && strcmp(l->text, text) == 0)
			return (l->lay);
	if (nlaid == PICTURE_LAYOUTS)
		laid_flush();
	l = pb_malloc(sizeof(*l));
	l->text = pb_strdup(text);
	l->w = w;
	l->size = size;
	l->flags = flags;
	l->image = image;
	l->lay = pango_cairo_create_layout(pic->cr);
	fd = pango_font_description_from_string(PICTURE_FONT);
	pango_font_description_set_absolute_size(fd, size * PANGO_SCALE);
	if (flags & PICTURE_BOLD)
		pango_font_description_set_weight(fd, PANGO_WEIGHT_BOLD);
	pango_layout_set_font_description(l->lay, fd);
	pango_font_description_free(fd);
	pango_layout_set_width(l->lay, w < 0 ? -1 : (int)(w * PANGO_SCALE)); /* -1: no wrap */
	pango_layout_set_wrap(l->lay, PANGO_WRAP_WORD_CHAR);
	if (flags & PICTURE_ONE_LINE)
		pango_layout_set_ellipsize(l->lay, PANGO_ELLIPSIZE_END);
	if (flags & PICTURE_CENTRE)
		pango_layout_set_alignment(l->lay, PANGO_ALIGN_CENTER);
	pango_layout_set_text(l->lay, text, -1);
	l->next = laid[b];
	laid[b] = l;
	nlaid++;
	return (l->lay);
}

/* picture_text - text wrapped to w at x, y; the height it took */

double
picture_text(struct picture *pic, double x, double y, double w, const char *text, double size,
    enum picture_colour c, int flags)
{
	PangoLayout *lay;
	int          pw, ph;

	assert(picture_check(pic));
	lay = picture_layout(pic, w, text, size, flags);
	pango_layout_get_pixel_size(lay, &pw, &ph);
	picture_colour(pic->cr, c);
	cairo_move_to(pic->cr, x, y);
	pango_cairo_show_layout(pic->cr, lay);
	picture_below(pic, y + ph);
	return (ph);
}

/* picture_text_height - the height text would take, not drawn */

double
picture_text_height(struct picture *pic, double w, const char *text, double size, int flags)
{
	PangoLayout *lay;
	int          pw, ph;

	assert(picture_check(pic));
	lay = picture_layout(pic, w, text, size, flags);
	pango_layout_get_pixel_size(lay, &pw, &ph);
	return (ph);
}

/* picture_text_width - the width text takes on one line, not drawn */

double
picture_text_width(struct picture *pic, const char *text, double size, int flags)
{
	PangoLayout *lay;
	int          pw, ph;

	assert(picture_check(pic));
	lay = picture_layout(pic, -1, text, size, flags & ~PICTURE_ONE_LINE);
	pango_layout_get_pixel_size(lay, &pw, &ph);
	return (pw);
}

/*
  * (S1) Stamps: a token, a track's cell with its number, or a region's
  * box, band and label drawn on a block of pixels is a pure function of
  * those pixels, of what it draws and of where within a pixel it starts:
  * cairo and pango draw the same pixels moved by whole pixels when
  * everything moves by whole pixels.  On a canvas drawn straight (P3),
  * the block it can change (its ink: the geometry's bounds, its texts'
  * ink extents and a pixel around them for the glyphs' rounding to whole
  * pixels) is read before it is drawn and kept after, keyed by all
  * three, and the next time the same key lands on the same pixels the
  * block is copied instead of drawn: cairo's scan converter spent 70,000
  * to 250,000 instructions on each disc, ring, box and cell, a copy
  * costs a few thousand.  Most blocks are of one colour (a hit is that
  * colour); a block that is not (a track's cell beside the marked one,
  * which overlaps it by a pixel column) is kept with its pixels before,
  * and a hit is those pixels, compared whole.  At most
  * PICTURE_STAMP_BYTES of pixels are kept: when full, all are forgotten.
  */
#define PICTURE_STAMP_BUCKETS 256 /* a power of two */
/* A run is painted by wmemset(): a pixel is a wchar_t wide. */
_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wmemset() paints pixels");
#define PICTURE_STAMP_BYTES (2 << 20)

/* What a drawing can change (pixels) and how low it reaches (P1). */
struct picture_ink {
	double x0, y0, x1, y1; /* empty: x0 > x1 */
	double below;
};

/* A block of the canvas, in whole pixels. */
struct picture_block {
	int x, y, w, h;
};

/* A row of a stamp: pre pixels from px + at, run pixels of colour v,
 * suf pixels from px + at + pre (run: its longest run of one colour). */
struct picture_strip {
	size_t   at;
	int      pre, run, suf;
	uint32_t v;
};

/* A block's pixels, a strip a row; a row equal to the one above shares
 * its strip. */
struct picture_image {
	struct picture_strip *row; /* h */
	uint32_t             *px;  /* the rows' pixels but their runs */
	size_t                bytes;
};

struct picture_stamp {
	struct picture_stamp *next;
	unsigned char        *key; /* what is drawn, where within a pixel */
	size_t                keylen;
	int                   uniform; /* the block was of one colour, bg */
	uint32_t              bg;      /* that colour, or a hash of was */
	int                   w, h;
	struct picture_image  was; /* the block before, unless uniform */
	struct picture_image  now; /* the block after */
};

static struct picture_stamp *stamps[PICTURE_STAMP_BUCKETS];
static size_t                stamp_bytes;

/* A drawing that can be stamped: draws on pic, or, given ink, only
 * measures what it would change. */
typedef void picture_drawer(struct picture *, const void *, struct picture_ink *);

/* A stamp's key: what is drawn and where within a pixel, in bytes;
 * len past PICTURE_KEY_MAX: too long, not stamped. */
#define PICTURE_KEY_MAX 256

struct picture_key {
	size_t        len;
	unsigned char b[PICTURE_KEY_MAX];
};

/* ink_add - what a drawing changes reaches over x0, y0 - x1, y1 */

static void
ink_add(struct picture_ink *ink, double x0, double y0, double x1, double y1)
{
	if (x0 < ink->x0)
		ink->x0 = x0;
	if (y0 < ink->y0)
		ink->y0 = y0;
	if (x1 > ink->x1)
		ink->x1 = x1;
	if (y1 > ink->y1)
		ink->y1 = y1;
}

/* image_free - release a block's pixels (none: nothing) */

static void
image_free(struct picture_image *img)
{
	free(img->row);
	free(img->px);
}

/* stamp_flush - forget every stamp kept */

static void
stamp_flush(void)
{
	struct picture_stamp *st, *next;
	size_t                i;

	for (i = 0; i < PICTURE_STAMP_BUCKETS; i++) {
		for (st = stamps[i]; st != NULL; st = next) {
			next = st->next;
			free(st->key);
			image_free(&st->was);
			image_free(&st->now);
			free(st);
		}
		stamps[i] = NULL;
	}
	stamp_bytes = 0;
}

/* key_put - add n bytes to a key */

static void
key_put(struct picture_key *k, const void *p, size_t n)
{
	if (k->len <= PICTURE_KEY_MAX && n <= PICTURE_KEY_MAX - k->len)
		memcpy(k->b + k->len, p, n);
	k->len = k->len <= PICTURE_KEY_MAX ? k->len + n : k->len;
}

/* key_at - a key of what kind draws at x, y: where within a pixel */

static void
key_at(struct picture_key *k, int kind, double x, double y)
{
	double fx = x - floor(x), fy = y - floor(y);

	k->len = 0;
	key_put(k, &kind, sizeof(kind));
	key_put(k, &fx, sizeof(fx));
	key_put(k, &fy, sizeof(fy));
}

/* key_num - add a number to a key */

static void
key_num(struct picture_key *k, double v)
{
	key_put(k, &v, sizeof(v));
}

/* stamp_bucket - the bucket of a key on a colour (FNV-1a) */

static size_t
stamp_bucket(const struct picture_key *k, uint32_t bg)
{
	uint32_t h = 2166136261u ^ bg;
	size_t   i;

	for (i = 0; i < k->len; i++)
		h = (h ^ k->b[i]) * 16777619u;
	return (h & (PICTURE_STAMP_BUCKETS - 1));
}

/* stamp_row - the first pixel of a block's row */

static uint32_t *
stamp_row(const struct picture *pic, const struct picture_block *b, int row)
{
	return (
	    (uint32_t *)(void *)(pic->pixels + (size_t)(b->y + row) * (size_t)pic->stride) + b->x);
}

/* stamp_block - the block of pixels ink covers, if on the canvas (P3) */

static int
stamp_block(const struct picture *pic, const struct picture_ink *ink, struct picture_block *b)
{
	if (pic->pixels == NULL || ink->x0 > ink->x1 || ink->y0 > ink->y1)
		return (0);
	b->x = (int)floor(ink->x0);
	b->y = (int)floor(ink->y0);
	b->w = (int)ceil(ink->x1) - b->x;
	b->h = (int)ceil(ink->y1) - b->y;
	return (ink->x0 >= 0 && ink->y0 >= 0 && ink->x1 <= pic->width && ink->y1 <= pic->tall
	    && b->w > 0 && b->h > 0);
}

/* stamp_before - is the block all one colour, *bg?  If not, *bg is a
 * hash of its pixels (FNV-1a) */

static int
stamp_before(struct picture *pic, const struct picture_block *b, uint32_t *bg)
{
	const uint32_t *top = stamp_row(pic, b, 0), *px;
	uint32_t        h = 2166136261u;
	int             i, j;

	cairo_surface_flush(pic->rec);
	*bg = top[0];
	for (i = 1; i < b->w; i++)
		if (top[i] != *bg)
			break;
	if (i == b->w) {
		for (i = 1; i < b->h; i++)
			if (memcmp(stamp_row(pic, b, i), top, (size_t)b->w * 4) != 0)
				break;
		if (i == b->h)
			return (1);
	}
	for (i = 0; i < b->h; i++)
		for (px = stamp_row(pic, b, i), j = 0; j < b->w; j++)
			h = (h ^ px[j]) * 16777619u;
	*bg = h;
	return (0);
}

/* stamp_find - the stamp of key on a block like b (uniform, bg), or NULL */

static const struct picture_stamp *
stamp_find(const struct picture_key *key, int uniform, uint32_t bg, const struct picture_block *b)
{
	const struct picture_stamp *st;

	for (st = stamps[stamp_bucket(key, bg)]; st != NULL; st = st->next)
		if (st->bg == bg && st->uniform == uniform && st->w == b->w && st->h == b->h
		    && st->keylen == key->len && memcmp(st->key, key->b, key->len) == 0)
			return (st);
	return (NULL);
}

/* stamp_strip - a row of w pixels as a strip: its longest run */

static void
stamp_strip(const uint32_t *px, int w, struct picture_strip *sp)
{
	int i, start = 0;

	sp->pre = 0;
	sp->run = 0;
	for (i = 1; i <= w; i++) {
		if (i < w && px[i] == px[start])
			continue;
		if (i - start > sp->run) {
			sp->pre = start;
			sp->run = i - start;
		}
		start = i;
	}
	sp->v = px[sp->pre];
	sp->suf = w - sp->pre - sp->run;
}

/* image_take - block b's pixels: each row as its longest run and the
 * pixels around it, a row equal to the one above it once (a box's
 * sides and inside: most of a region) */

static void
image_take(struct picture *pic, const struct picture_block *b, struct picture_image *img)
{
	struct picture_strip *sp;
	size_t                len = (size_t)b->w * 4, n = 0;
	const uint32_t       *px;
	int                   i;

	cairo_surface_flush(pic->rec);
	img->row = pb_malloc((size_t)b->h * sizeof(*img->row));
	for (i = 0; i < b->h; i++) {
		sp = &img->row[i];
		if (i > 0 && memcmp(stamp_row(pic, b, i), stamp_row(pic, b, i - 1), len) == 0) {
			*sp = sp[-1];
			continue;
		}
		stamp_strip(stamp_row(pic, b, i), b->w, sp);
		sp->at = n;
		n += (size_t)(sp->pre + sp->suf);
	}
	img->px = pb_malloc(n * 4 + 4);
	for (i = 0; i < b->h; i++) {
		sp = &img->row[i];
		px = stamp_row(pic, b, i);
		memcpy(img->px + sp->at, px, (size_t)sp->pre * 4);
		memcpy(img->px + sp->at + sp->pre, px + sp->pre + sp->run, (size_t)sp->suf * 4);
	}
	img->bytes = n * 4 + (size_t)b->h * sizeof(*img->row);
}

/* image_same - does block b hold these pixels? */

static int
image_same(struct picture *pic, const struct picture_block *b, const struct picture_image *img)
{
	const struct picture_strip *sp;
	const uint32_t             *px;
	int                         i, j;

	for (i = 0; i < b->h; i++) {
		sp = &img->row[i];
		px = stamp_row(pic, b, i);
		if (memcmp(px, img->px + sp->at, (size_t)sp->pre * 4) != 0
		    || memcmp(
		           px + sp->pre + sp->run, img->px + sp->at + sp->pre, (size_t)sp->suf * 4)
		        != 0)
			return (0);
		for (j = sp->pre; j < sp->pre + sp->run; j++)
			if (px[j] != sp->v)
				return (0);
	}
	return (1);
}

/* stamp_keep - keep block b as the stamp of key on a block like it was
 * (uniform, bg; was: its pixels, taken, unless uniform) */

static void
stamp_keep(struct picture *pic, const struct picture_block *b, const struct picture_key *key,
    int uniform, uint32_t bg, struct picture_image *was)
{
	struct picture_stamp *st;
	size_t                bucket = stamp_bucket(key, bg);

	st = pb_calloc(1, sizeof(*st));
	image_take(pic, b, &st->now);
	if (!uniform)
		st->was = *was;
	if (stamp_bytes + st->now.bytes + st->was.bytes > PICTURE_STAMP_BYTES)
		stamp_flush();
	st->key = pb_malloc(key->len);
	memcpy(st->key, key->b, key->len);
	st->keylen = key->len;
	st->uniform = uniform;
	st->bg = bg;
	st->w = b->w;
	st->h = b->h;
	st->next = stamps[bucket];
	stamps[bucket] = st;
	stamp_bytes += st->now.bytes + st->was.bytes;
}

/* stamp_paste - copy a stamp onto block b */

static void
stamp_paste(struct picture *pic, const struct picture_block *b, const struct picture_stamp *st)
{
	const struct picture_strip *sp;
	uint32_t                   *px;
	int                         i;

	for (i = 0; i < b->h; i++) {
		sp = &st->now.row[i];
		px = stamp_row(pic, b, i);
		memcpy(px, st->now.px + sp->at, (size_t)sp->pre * 4);
		wmemset((wchar_t *)(void *)(px + sp->pre), (wchar_t)sp->v, (size_t)sp->run);
		memcpy(px + sp->pre + sp->run, st->now.px + sp->at + sp->pre, (size_t)sp->suf * 4);
	}
	cairo_surface_mark_dirty_rectangle(pic->rec, b->x, b->y, b->w, b->h);
}

/* picture_stamped - draw(pic, arg) or, on a block of pixels where the
 * same key was drawn before on the same pixels, its stamp (S1); key
 * names everything draw() draws and where within a pixel it starts */

static void
picture_stamped(
    struct picture *pic, const struct picture_key *key, picture_drawer *draw, const void *arg)
{
	struct picture_ink          ink = { INFINITY, INFINITY, -INFINITY, -INFINITY, 0 };
	struct picture_image        was = { NULL, NULL, 0 };
	const struct picture_stamp *st;
	struct picture_block        b;
	uint32_t                    bg;
	int                         uniform;

	if (pic->pixels == NULL || key->len > PICTURE_KEY_MAX) {
		draw(pic, arg, NULL);
		return;
	}
	draw(pic, arg, &ink);
	if (!stamp_block(pic, &ink, &b)) {
		draw(pic, arg, NULL);
		return;
	}
	uniform = stamp_before(pic, &b, &bg);
	if ((st = stamp_find(key, uniform, bg, &b)) != NULL
	    && (uniform || image_same(pic, &b, &st->was))) {
		stamp_paste(pic, &b, st);
		picture_below(pic, ink.below);
		return;
	}
	if (!uniform)
		image_take(pic, &b, &was);
	draw(pic, arg, NULL);
	stamp_keep(pic, &b, key, uniform, bg, &was);
}

/* stamp_text - picture_text(), or given ink what it would change: its
 * ink extents and a pixel around (glyphs land on whole pixels) */

static void
stamp_text(struct picture *pic, struct picture_ink *ink, double x, double y, double w,
    const char *text, double size, enum picture_colour c, int flags)
{
	PangoRectangle r;
	PangoLayout   *lay;
	int            pw, ph;

	if (ink == NULL) {
		(void)picture_text(pic, x, y, w, text, size, c, flags);
		return;
	}
	lay = picture_layout(pic, w, text, size, flags);
	pango_layout_get_pixel_extents(lay, &r, NULL);
	pango_layout_get_pixel_size(lay, &pw, &ph);
	ink_add(ink, x + r.x - 1, y + r.y - 1, x + r.x + r.width + 1, y + r.y + r.height + 1);
	if (y + ph > ink->below)
		ink->below = y + ph;
}

/* picture_path - a rectangle with rounded corners as the current path */

static void
picture_path(cairo_t *cr, double x, double y, double w, double h, double r)
{
	if (r > w / 2)
		r = w / 2;
	if (r > h / 2)
		r = h / 2;
	cairo_new_sub_path(cr);
	cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
	cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
	cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
	cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
	cairo_close_path(cr);
}

/* picture_box - a filled rectangle, outlined unless edge is NONE */

void
picture_box(struct picture *pic, double x, double y, double w, double h, enum picture_colour fill,
    enum picture_colour edge, double line)
{
	assert(picture_check(pic));
	picture_path(pic->cr, x, y, w, h, PICTURE_RADIUS);
	if (fill != PICTURE_NONE) {
		picture_colour(pic->cr, fill);
		cairo_fill_preserve(pic->cr);
	}
	if (edge != PICTURE_NONE && line > 0) {
		picture_colour(pic->cr, edge);
		cairo_set_line_width(pic->cr, line);
		cairo_stroke_preserve(pic->cr);
	}
	cairo_new_path(pic->cr);
	picture_below(pic, y + h + line / 2);
}

/* stamp_box - picture_box(), or given ink what it would change */

static void
stamp_box(struct picture *pic, struct picture_ink *ink, double x, double y, double w, double h,
    enum picture_colour fill, enum picture_colour edge, double line)
{
	if (ink == NULL) {
		picture_box(pic, x, y, w, h, fill, edge, line);
		return;
	}
	ink_add(ink, x - line / 2, y - line / 2, x + w + line / 2, y + h + line / 2);
	if (y + h + line / 2 > ink->below)
		ink->below = y + h + line / 2;
}

/* A region: its box, band and label. */
struct picture_area {
	double              x, y, w, h, band, pad;
	const char         *label;
	enum picture_colour c;
	int                 highlight;
};

/* region_draw - a region without its contents (picture_drawer) */

static void
region_draw(struct picture *pic, const void *arg, struct picture_ink *ink)
{
	const struct picture_area *a = arg;

	stamp_box(
	    pic, ink, a->x, a->y, a->w, a->h, PICTURE_LIGHT(a->c), a->c, a->highlight ? 5 : 2);
	/* The band: the colour itself, clipped to the box's top corners. */
	if (ink == NULL) {
		cairo_save(pic->cr);
		picture_path(pic->cr, a->x, a->y, a->w, a->h, PICTURE_RADIUS);
		cairo_clip(pic->cr);
		cairo_rectangle(pic->cr, a->x, a->y, a->w, a->band);
		picture_colour(pic->cr, a->c);
		cairo_fill(pic->cr);
		cairo_restore(pic->cr);
	}
	stamp_text(pic, ink, a->x + a->pad, a->y + a->pad / 2, a->w - 2 * a->pad, a->label,
	    PICTURE_SIZE_LABEL,
	    a->c == PICTURE_BLUE || a->c == PICTURE_BLACK || a->c == PICTURE_GREEN ? PICTURE_WHITE
	                                                                           : PICTURE_BLACK,
	    PICTURE_BOLD | PICTURE_ONE_LINE);
}

/* picture_region - a box with a label band; the y of its contents */

double
picture_region(struct picture *pic, double x, double y, double w, double h, const char *label,
    enum picture_colour c, int highlight)
{
	struct picture_area a = { x, y, w, h, 0, 8, label, c, highlight };
	struct picture_key  key;

	assert(picture_check(pic));
	a.band = picture_text_height(pic, w - 2 * a.pad, label, PICTURE_SIZE_LABEL, PICTURE_BOLD)
	    + a.pad;
	key_at(&key, 'r', x, y);
	key_num(&key, w);
	key_num(&key, h);
	key_num(&key, c);
	key_num(&key, highlight);
	key_put(&key, label, strlen(label) + 1);
	picture_stamped(pic, &key, region_draw, &a);
	return (y + a.band + a.pad / 2);
}

/* A track's cell: its box and number. */
struct picture_cell {
	double              x, y, w, h;
	int                 v, marked, numbered;
	enum picture_colour c; /* when marked */
};

/* cell_draw - a track's cell (picture_drawer) */

static void
cell_draw(struct picture *pic, const void *arg, struct picture_ink *ink)
{
	const struct picture_cell *k = arg;
	char                       num[16];

	stamp_box(pic, ink, k->x + 1, k->y, k->w - 2, k->h, k->marked ? k->c : PICTURE_WHITE,
	    k->marked ? PICTURE_BLACK : PICTURE_GREY, k->marked ? 3 : 1);
	snprintf(num, sizeof(num), "%d", k->v);
	if (k->numbered)
		stamp_text(pic, ink, k->x, k->y + (k->h - PICTURE_SIZE_SMALL * 1.2) / 2, k->w, num,
		    PICTURE_SIZE_SMALL, PICTURE_BLACK,
		    PICTURE_CENTRE | (k->marked ? PICTURE_BOLD : 0));
}

/* picture_track - a labelled row of numbered cells, value marked */

double
picture_track(struct picture *pic, double x, double y, double w, const char *label, int lo, int hi,
    int value, enum picture_colour c)
{
	struct picture_cell k;
	double              lw, cw, ch = 32;
	struct picture_key  key;
	int                 v, n;

	assert(picture_check(pic));
	if (hi < lo)
		pb_panic("picture_track: %d..%d", lo, hi);
	n = hi - lo + 1;
	lw = w * 0.28;
	(void)picture_text(pic, x, y + 4, lw - 8, label, PICTURE_SIZE_TEXT, PICTURE_BLACK,
	    PICTURE_BOLD | PICTURE_ONE_LINE);
	cw = (w - lw) / n;
	for (v = lo; v <= hi; v++) {
		k.x = x + lw + (v - lo) * cw;
		k.y = y;
		k.w = cw;
		k.h = ch;
		k.v = v;
		k.marked = v == value;
		k.numbered = cw >= 18 || v == value;
		k.c = c;
		key_at(&key, 'c', k.x, k.y);
		key_num(&key, k.w);
		key_num(&key, k.h);
		key_num(&key, k.v);
		key_num(&key, k.numbered);
		key_num(&key, k.marked ? (int)c : -1);
		picture_stamped(pic, &key, cell_draw, &k);
	}
	picture_below(pic, y + ch);
	return (ch);
}

/* A token: a disc with a short text in it. */
struct picture_disc {
	double              x, y, r;
	const char         *text;
	enum picture_colour c;
};

/* token_draw - a token (picture_drawer) */

static void
token_draw(struct picture *pic, const void *arg, struct picture_ink *ink)
{
	const struct picture_disc *t = arg;
	double                     size = t->r * 1.2;

	if (ink != NULL) {
		ink_add(ink, t->x - t->r - 1, t->y - t->r - 1, t->x + t->r + 1, t->y + t->r + 1);
	} else {
		cairo_new_path(pic->cr);
		cairo_arc(pic->cr, t->x, t->y, t->r, 0, 2 * M_PI);
		picture_colour(pic->cr, t->c);
		cairo_fill_preserve(pic->cr);
		picture_colour(pic->cr, PICTURE_BLACK);
		cairo_set_line_width(pic->cr, 2);
		cairo_stroke(pic->cr);
	}
	stamp_text(pic, ink, t->x - t->r, t->y - size * 0.62, 2 * t->r, t->text, size,
	    t->c == PICTURE_BLUE || t->c == PICTURE_BLACK || t->c == PICTURE_GREEN ? PICTURE_WHITE
	                                                                           : PICTURE_BLACK,
	    PICTURE_BOLD | PICTURE_CENTRE | PICTURE_ONE_LINE);
	if (ink == NULL)
		picture_below(pic, t->y + t->r + 1);
	else if (t->y + t->r + 1 > ink->below)
		ink->below = t->y + t->r + 1;
}

/* picture_token - a disc with a short text in it */

void
picture_token(
    struct picture *pic, double x, double y, double r, const char *text, enum picture_colour c)
{
	struct picture_disc t = { x, y, r, text, c };
	struct picture_key  key;

	assert(picture_check(pic));
	if (text == NULL)
		pb_panic("picture_token: no text");
	key_at(&key, 't', x, y);
	key_num(&key, r);
	key_num(&key, c);
	key_put(&key, text, strlen(text) + 1);
	picture_stamped(pic, &key, token_draw, &t);
}

/* picture_rect - a filled rectangle with square corners, no outline */

void
picture_rect(struct picture *pic, double x, double y, double w, double h, enum picture_colour fill)
{
	assert(picture_check(pic));
	cairo_rectangle(pic->cr, x, y, w, h);
	picture_colour(pic->cr, fill);
	cairo_fill(pic->cr);
	picture_below(pic, y + h);
}

/* picture_line - a straight line width pixels wide, square-ended (walls meet at corners) */

void
picture_line(struct picture *pic, double x0, double y0, double x1, double y1, enum picture_colour c,
    double width)
{
	assert(picture_check(pic));
	cairo_new_path(pic->cr);
	cairo_move_to(pic->cr, x0, y0);
	cairo_line_to(pic->cr, x1, y1);
	picture_colour(pic->cr, c);
	cairo_set_line_width(pic->cr, width);
	cairo_set_line_cap(pic->cr, CAIRO_LINE_CAP_SQUARE);
	cairo_stroke(pic->cr);
	cairo_set_line_cap(pic->cr, CAIRO_LINE_CAP_BUTT);
	picture_below(pic, (y0 > y1 ? y0 : y1) + width / 2);
}

/* picture_height - the height of the picture so far */

int
picture_height(const struct picture *pic)
{
	int h;

	assert(picture_check(pic));
	h = (int)ceil(pic->bottom) + PICTURE_MARGIN;
	return (h > PICTURE_MAX_HEIGHT ? PICTURE_MAX_HEIGHT : h);
}

/* picture_png - the PNG of the picture; *png (caller frees), *len */

enum pb_rc
picture_png(struct picture *pic, unsigned char **png, size_t *len, struct pb_err *err)
{
	cairo_surface_t *img;
	cairo_status_t   st;
	struct pb_buf    b;
	enum pb_rc       rc;
	const uint32_t  *px;
	cairo_t         *cr;
	int              h;

	/* Sanity checks. */
	assert(picture_check(pic));
	if ((st = cairo_status(pic->cr)) != CAIRO_STATUS_SUCCESS)
		return (pb_err_set(err, PB_ESYS, "picture_png: %s", cairo_status_to_string(st)));

	/* Drawn on an image (P3): its top rows, if it holds them all. */
	h = picture_height(pic);
	if (pic->tall > 0) {
		if (h > pic->tall)
			return (pb_err_set(err, PB_ESYS, "picture_png: drawn %d pixels down, on %d",
			    h, pic->tall));
		img = cairo_surface_reference(pic->rec);
	} else {
		/* Replay the drawing on white, as tall as what was drawn. */
		img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pic->width, h);
		cr = cairo_create(img);
		cairo_set_source_rgb(cr, 1, 1, 1);
		cairo_paint(cr);
		cairo_set_source_surface(cr, pic->rec, 0, 0);
		cairo_paint(cr);
		cairo_destroy(cr);
	}

	/* Encode, from the surface's own memory: RGB24 is a uint32_t a
	 * pixel, 0x..RRGGBB in the machine's byte order, rows a stride (a
	 * multiple of 4 bytes) apart. */
	cairo_surface_flush(img);
	px = (const uint32_t *)(const void *)cairo_image_surface_get_data(img);
	pb_buf_init(&b);
	rc = png_indexed(
	    &b, px, pic->width, h, (size_t)cairo_image_surface_get_stride(img) / 4, err);
	cairo_surface_destroy(img);
	if (rc != PB_OK) {
		pb_buf_free(&b);
		return (rc);
	}
	*len = b.len;
	*png = (unsigned char *)pb_buf_steal(&b);
	return (PB_OK);
}
