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
/*	and writes it as an indexed PNG with zlib (see png_indexed()).
/*
/*	Invariants: (P1) bottom is at least the lowest y any primitive
/*	drew at; (P2) every pango layout is made with the font options of
/*	picture_fonts(), which are what make the bytes deterministic.
/* DIAGNOSTICS
/*	See picture.h.
/* SEE ALSO
/*	cairo_recording_surface_create(3), pango_cairo_create_layout(3),
/*	RFC 2083 (PNG), zlib(3).
/*--*/

/* System. */
#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <zlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/picture.h"

#define PICTURE_FONT "DejaVu Sans"
#define PICTURE_RADIUS 8.0 /* rounded corners */

struct picture {
	cairo_surface_t *rec;
	cairo_t         *cr;
	int              width;
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
	    && pic->bottom >= 0);
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

/* picture_free - release a canvas; NULL is a no-op */

void
picture_free(struct picture *pic)
{
	if (pic == NULL)
		return;
	cairo_destroy(pic->cr);
	cairo_surface_destroy(pic->rec);
	free(pic);
}

/* picture_layout - a pango layout of text (P2); caller unrefs */

static PangoLayout *
picture_layout(struct picture *pic, double w, const char *text, double size, int flags)
{
	PangoFontDescription *fd;
	PangoLayout          *lay;

	if (text == NULL)
		pb_panic("picture_layout: no text");
	lay = pango_cairo_create_layout(pic->cr);
	fd = pango_font_description_from_string(PICTURE_FONT);
	pango_font_description_set_absolute_size(fd, size * PANGO_SCALE);
	if (flags & PICTURE_BOLD)
		pango_font_description_set_weight(fd, PANGO_WEIGHT_BOLD);
	pango_layout_set_font_description(lay, fd);
	pango_font_description_free(fd);
	pango_layout_set_width(lay, (int)(w * PANGO_SCALE));
	pango_layout_set_wrap(lay, PANGO_WRAP_WORD_CHAR);
	if (flags & PICTURE_ONE_LINE)
		pango_layout_set_ellipsize(lay, PANGO_ELLIPSIZE_END);
	if (flags & PICTURE_CENTRE)
		pango_layout_set_alignment(lay, PANGO_ALIGN_CENTER);
	pango_layout_set_text(lay, text, -1);
	return (lay);
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
	g_object_unref(lay);
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
	g_object_unref(lay);
	return (ph);
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

/* picture_region - a box with a label band; the y of its contents */

double
picture_region(struct picture *pic, double x, double y, double w, double h, const char *label,
    enum picture_colour c, int highlight)
{
	double pad = 8, band;

	assert(picture_check(pic));
	band = picture_text_height(pic, w - 2 * pad, label, PICTURE_SIZE_LABEL, PICTURE_BOLD) + pad;
	picture_box(pic, x, y, w, h, PICTURE_LIGHT(c), c, highlight ? 5 : 2);
	/* The band: the colour itself, clipped to the box's top corners. */
	cairo_save(pic->cr);
	picture_path(pic->cr, x, y, w, h, PICTURE_RADIUS);
	cairo_clip(pic->cr);
	cairo_rectangle(pic->cr, x, y, w, band);
	picture_colour(pic->cr, c);
	cairo_fill(pic->cr);
	cairo_restore(pic->cr);
	picture_text(pic, x + pad, y + pad / 2, w - 2 * pad, label, PICTURE_SIZE_LABEL,
	    c == PICTURE_BLUE || c == PICTURE_BLACK || c == PICTURE_GREEN ? PICTURE_WHITE
	                                                                  : PICTURE_BLACK,
	    PICTURE_BOLD | PICTURE_ONE_LINE);
	return (y + band + pad / 2);
}

/* picture_track - a labelled row of numbered cells, value marked */

double
picture_track(struct picture *pic, double x, double y, double w, const char *label, int lo, int hi,
    int value, enum picture_colour c)
{
	double lw, cw, ch = 32, cx, th;
	char   num[16];
	int    v, n;

	assert(picture_check(pic));
	if (hi < lo)
		pb_panic("picture_track: %d..%d", lo, hi);
	n = hi - lo + 1;
	lw = w * 0.28;
	th = picture_text(pic, x, y + 4, lw - 8, label, PICTURE_SIZE_TEXT, PICTURE_BLACK,
	    PICTURE_BOLD | PICTURE_ONE_LINE);
	(void)th;
	cw = (w - lw) / n;
	for (v = lo; v <= hi; v++) {
		cx = x + lw + (v - lo) * cw;
		picture_box(pic, cx + 1, y, cw - 2, ch, v == value ? c : PICTURE_WHITE,
		    v == value ? PICTURE_BLACK : PICTURE_GREY, v == value ? 3 : 1);
		snprintf(num, sizeof(num), "%d", v);
		if (cw >= 18 || v == value)
			picture_text(pic, cx, y + (ch - PICTURE_SIZE_SMALL * 1.2) / 2, cw, num,
			    PICTURE_SIZE_SMALL, PICTURE_BLACK,
			    PICTURE_CENTRE | (v == value ? PICTURE_BOLD : 0));
	}
	picture_below(pic, y + ch);
	return (ch);
}

/* picture_token - a disc with a short text in it */

void
picture_token(
    struct picture *pic, double x, double y, double r, const char *text, enum picture_colour c)
{
	double size = r * 1.1;

	assert(picture_check(pic));
	cairo_new_path(pic->cr);
	cairo_arc(pic->cr, x, y, r, 0, 2 * M_PI);
	picture_colour(pic->cr, c);
	cairo_fill_preserve(pic->cr);
	picture_colour(pic->cr, PICTURE_BLACK);
	cairo_set_line_width(pic->cr, 2);
	cairo_stroke(pic->cr);
	picture_text(pic, x - r, y - size * 0.62, 2 * r, text, size,
	    c == PICTURE_BLUE || c == PICTURE_BLACK || c == PICTURE_GREEN ? PICTURE_WHITE
	                                                                  : PICTURE_BLACK,
	    PICTURE_BOLD | PICTURE_CENTRE | PICTURE_ONE_LINE);
	picture_below(pic, y + r + 1);
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

/*
  * The PNG is written here, not by cairo_surface_write_to_png_stream(),
  * which writes 24-bit colour: 130 KB for a board.  A board is flat
  * colours and the greys of antialiased text, so an indexed PNG of at
  * most 256 colours holds it at a third of that.  When a picture has
  * more colours, the 256 most frequent (ties: the lower RGB value)
  * make the palette and every other colour is drawn as its nearest;
  * those are the rarest shades of antialiased edges.  The colours are
  * counted in an open-addressing hash table (struct colour_table);
  * everything that decides a byte of the PNG depends on the pixels
  * only, never on the table's order: same picture, same bytes.
  */
struct colour_count {
	uint32_t rgb; /* COLOUR_EMPTY: a free slot of the table */
	size_t   n;   /* pixels of that colour */
	int      idx; /* its palette index */
};

struct colour_table {
	struct colour_count *slot;
	size_t               cap; /* a power of two */
	size_t               n;   /* slots used, at most cap / 2 */
};

#define COLOUR_EMPTY 0xffffffffu /* no 0xRRGGBB is that */

/* colour_slot - the slot of rgb in the table, free if it is not there */

static struct colour_count *
colour_slot(const struct colour_table *t, uint32_t rgb)
{
	size_t i = (rgb * 2654435761u) & (t->cap - 1);

	while (t->slot[i].rgb != COLOUR_EMPTY && t->slot[i].rgb != rgb)
		i = (i + 1) & (t->cap - 1);
	return (&t->slot[i]);
}

/* colour_table_init - an empty table of cap slots */

static void
colour_table_init(struct colour_table *t, size_t cap)
{
	size_t i;

	t->slot = pb_malloc(cap * sizeof(*t->slot));
	t->cap = cap;
	t->n = 0;
	for (i = 0; i < cap; i++)
		t->slot[i].rgb = COLOUR_EMPTY;
}

/* colour_add - count n pixels of rgb, growing the table when half full */

static void
colour_add(struct colour_table *t, uint32_t rgb, size_t n)
{
	struct colour_table bigger;
	struct colour_count *c;
	size_t               i;

	if (2 * (t->n + 1) > t->cap) {
		colour_table_init(&bigger, 2 * t->cap);
		for (i = 0; i < t->cap; i++)
			if (t->slot[i].rgb != COLOUR_EMPTY) {
				*colour_slot(&bigger, t->slot[i].rgb) = t->slot[i];
				bigger.n++;
			}
		free(t->slot);
		*t = bigger;
	}
	c = colour_slot(t, rgb);
	if (c->rgb == COLOUR_EMPTY) {
		c->rgb = rgb;
		c->n = 0;
		t->n++;
	}
	c->n += n;
}

/* cmp_popular - qsort: most pixels first, then the lower RGB */

static int
cmp_popular(const void *a, const void *b)
{
	const struct colour_count *x = a, *y = b;

	if (x->n != y->n)
		return (x->n > y->n ? -1 : 1);
	return (x->rgb < y->rgb ? -1 : x->rgb > y->rgb);
}

/* rgb_distance - squared distance of two colours */

static long
rgb_distance(uint32_t a, uint32_t b)
{
	long dr = (long)(a >> 16 & 0xff) - (long)(b >> 16 & 0xff);
	long dg = (long)(a >> 8 & 0xff) - (long)(b >> 8 & 0xff);
	long db = (long)(a & 0xff) - (long)(b & 0xff);

	return (dr * dr + dg * dg + db * db);
}

/* palette_make - count the colours of px in t, the palette index of each
 * in its idx; the palette (*pal, *npal) is the 256 most frequent.  Runs
 * of one colour along a row are counted at once. */

static void
palette_make(struct colour_table *t, const uint32_t *px, size_t npx, uint32_t pal[256], int *npal)
{
	struct colour_count *all;
	size_t               i, run, n = 0;
	long                 d, best;
	int                  k, idx;

	/* Count. */
	colour_table_init(t, 1024);
	for (i = 0; i < npx; i += run) {
		for (run = 1; i + run < npx && px[i + run] == px[i]; run++)
			;
		colour_add(t, px[i], run);
	}

	/* The palette: the most frequent; the others to their nearest. */
	all = pb_malloc(t->n * sizeof(*all));
	for (i = 0; i < t->cap; i++)
		if (t->slot[i].rgb != COLOUR_EMPTY)
			all[n++] = t->slot[i];
	qsort(all, n, sizeof(*all), cmp_popular);
	*npal = n < 256 ? (int)n : 256;
	for (k = 0; k < *npal; k++)
		pal[k] = all[k].rgb;
	for (i = 0; i < n; i++) {
		idx = 0;
		if (i < (size_t)*npal)
			idx = (int)i;
		else
			for (k = 0, best = -1; k < *npal; k++)
				if ((d = rgb_distance(all[i].rgb, pal[k])) < best || best < 0) {
					best = d;
					idx = k;
				}
		colour_slot(t, all[i].rgb)->idx = idx;
	}
	free(all);
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

/* png_indexed - an indexed PNG of w x h pixels px (0xRRGGBB) into b */

static enum pb_rc
png_indexed(struct pb_buf *b, const uint32_t *px, int w, int h, struct pb_err *err)
{
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	unsigned char              ihdr[13] = { 0 }, plte[3 * 256], *raw, *z;
	struct colour_count       *hit = NULL;
	struct colour_table        t;
	uint32_t                   pal[256], rgb;
	size_t                     rowlen = (size_t)w + 1, i;
	uLongf                     zlen;
	int                        npal, x, y, zrc;

	/* Palette, then each row: filter 0 (none) and the indices. */
	palette_make(&t, px, (size_t)w * h, pal, &npal);
	raw = pb_malloc(rowlen * h);
	for (y = 0; y < h; y++) {
		raw[rowlen * y] = 0;
		for (x = 0; x < w; x++) {
			rgb = px[(size_t)y * w + x];
			if (hit == NULL || hit->rgb != rgb)
				hit = colour_slot(&t, rgb);
			raw[rowlen * y + 1 + x] = (unsigned char)hit->idx;
		}
	}
	free(t.slot);
	zlen = compressBound(rowlen * h);
	z = pb_malloc(zlen);
	zrc = compress2(z, &zlen, raw, rowlen * h, Z_DEFAULT_COMPRESSION);
	free(raw);
	if (zrc != Z_OK) {
		free(z);
		return (pb_err_set(err, PB_ESYS, "picture_png: zlib error %d", zrc));
	}

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
	png_chunk(b, "IDAT", z, zlen);
	png_chunk(b, "IEND", (const unsigned char *)"", 0);
	free(z);
	return (PB_OK);
}

/* picture_pixels - the image's pixels as 0xRRGGBB, w per row; caller frees */

static uint32_t *
picture_pixels(cairo_surface_t *img, int w, int h)
{
	const unsigned char *data;
	uint32_t            *px;
	int                  stride, y, x;

	cairo_surface_flush(img);
	data = cairo_image_surface_get_data(img);
	stride = cairo_image_surface_get_stride(img);
	px = pb_malloc((size_t)w * h * sizeof(*px));
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++)
			px[(size_t)y * w + x] =
			    *(const uint32_t *)(const void *)(data + (size_t)y * stride + 4 * x)
			    & 0xffffff;
	return (px);
}

/* picture_png - the PNG of the picture; *png (caller frees), *len */

enum pb_rc
picture_png(struct picture *pic, unsigned char **png, size_t *len, struct pb_err *err)
{
	cairo_surface_t *img;
	cairo_status_t   st;
	struct pb_buf    b;
	enum pb_rc       rc;
	uint32_t        *px;
	cairo_t         *cr;
	int              h;

	/* Sanity checks. */
	assert(picture_check(pic));
	if ((st = cairo_status(pic->cr)) != CAIRO_STATUS_SUCCESS)
		return (pb_err_set(err, PB_ESYS, "picture_png: %s", cairo_status_to_string(st)));

	/* Replay the drawing on white, as tall as what was drawn. */
	h = picture_height(pic);
	img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, pic->width, h);
	cr = cairo_create(img);
	cairo_set_source_rgb(cr, 1, 1, 1);
	cairo_paint(cr);
	cairo_set_source_surface(cr, pic->rec, 0, 0);
	cairo_paint(cr);
	cairo_destroy(cr);

	/* Encode. */
	px = picture_pixels(img, pic->width, h);
	cairo_surface_destroy(img);
	pb_buf_init(&b);
	rc = png_indexed(&b, px, pic->width, h, err);
	free(px);
	if (rc != PB_OK) {
		pb_buf_free(&b);
		return (rc);
	}
	*len = b.len;
	*png = (unsigned char *)pb_buf_steal(&b);
	return (PB_OK);
}
