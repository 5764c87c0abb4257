/*++
/* NAME
/*	picture 3h
/* SUMMARY
/*	pictures of a board for mails: drawing primitives and PNG
/* SYNOPSIS
/*	#include "core/picture.h"
/* DESCRIPTION
/*	A game draws a picture of its board from a seat's view (game.h,
/*	picture()) with these primitives, which know nothing of any game:
/*	a canvas PICTURE_WIDTH pixels wide (readable on a phone) whose
/*	height grows with what is drawn on it, text wrapped by pango in a
/*	font every Debian has (DejaVu Sans, fonts-dejavu-core), boxes,
/*	regions with a label, tracks with a marker, tokens (a disc with a
/*	number or a word in it), and the PNG of the whole.
/*
/*	Colours are the Okabe-Ito palette, which readers with any common
/*	colour blindness tell apart; PICTURE_LIGHT(c) is a pale tint of c
/*	for backgrounds, on which black text stays legible.  Colour never
/*	carries meaning alone: every mark has a label or a number too.
/*
/*	Same drawing, same bytes: fonts are drawn without hinting, with
/*	grey antialiasing, metrics unhinted, and the PNG holds no time.
/*
/*	picture_open() loads cairo and pango, which pbemd is not linked
/*	with (lazy_cairo(3): a process that draws no picture does not pay
/*	for them), and says whether it could; the first drawing loads them
/*	anyway, and panics when they are missing: a caller that must go on
/*	without a picture calls picture_open() first.
/*
/*	picture_new() returns an empty white canvas width pixels wide;
/*	picture_free() releases it (NULL: nothing).  picture_new_tall()
/*	is the same canvas drawn straight on an image tall pixels high,
/*	faster to encode; picture_fits() says whether the picture drawn on
/*	it ends within it (always, on picture_new()'s): if not,
/*	picture_png() fails and the picture must be drawn again on a
/*	canvas picture_height() tall.  Coordinates are in
/*	pixels from the top left; nothing limits y: the picture is as tall
/*	as the lowest thing drawn plus a margin (PICTURE_MARGIN), at most
/*	PICTURE_MAX_HEIGHT (what is below is cut off).
/*
/*	picture_text() draws text (UTF-8) at x, y, wrapped to width w, in
/*	size pixels, with flags (PICTURE_BOLD, PICTURE_CENTRE,
/*	PICTURE_ONE_LINE: one line, ended by an ellipsis when too long);
/*	it returns the height it took.  picture_text_height() measures the
/*	same without drawing; picture_text_width() the width of text on
/*	one line, unwrapped.
/*
/*	picture_box() fills a rectangle with rounded corners and, unless
/*	edge is PICTURE_NONE, outlines it with a line that many pixels
/*	wide.  picture_region() is a box with a label in a band across its
/*	top (bold when highlight, and then the outline is thick); it
/*	returns the y below the band, where its contents go.
/*
/*	picture_track() draws a labelled row of cells numbered lo to hi
/*	across width w, the cell of value filled with colour (values
/*	outside lo..hi mark no cell) and returns its height.
/*	picture_token() draws a disc of radius r centred at x, y with a
/*	short text in it (a count), filled with colour.
/*
/*	picture_rect() fills a rectangle with square corners (map cells);
/*	picture_line() draws a straight line width pixels wide (walls).
/*
/*	picture_height() is the height the picture has so far.
/*	picture_png() encodes the picture as PNG: *png (caller frees) and
/*	*len are written only on success.
/* DIAGNOSTICS
/*	picture_open(): PB_ESYS when cairo or pango cannot be loaded.
/*	picture_png(): PB_ESYS when cairo or zlib fails (err says why).  Drawing
/*	functions panic on a NULL picture or text.
/* SEE ALSO
/*	game.h (picture()), cairo(3), pango(3),
/*	https://jfly.uni-koeln.de/color/ (Okabe and Ito).
/*--*/

#ifndef PICTURE_H
#define PICTURE_H

#include <stddef.h>

#include "core/pb.h"

#define PICTURE_WIDTH 800
#define PICTURE_MARGIN 16
#define PICTURE_MAX_HEIGHT 4000

/* Font sizes, in pixels, legible on a phone showing 800 px in ~360. */
#define PICTURE_SIZE_TITLE 30
#define PICTURE_SIZE_LABEL 22
#define PICTURE_SIZE_TEXT 20
#define PICTURE_SIZE_SMALL 17

/* Okabe-Ito, plus white, grey, and none (no outline). */
enum picture_colour {
	PICTURE_BLACK,
	PICTURE_ORANGE,
	PICTURE_SKY,
	PICTURE_GREEN,
	PICTURE_YELLOW,
	PICTURE_BLUE,
	PICTURE_VERMILION,
	PICTURE_PURPLE,
	PICTURE_WHITE,
	PICTURE_GREY,
	PICTURE_NONE,
	PICTURE_NCOLOURS
};
#define PICTURE_LIGHT(c) ((enum picture_colour)((c) | 0x100))

/* picture_text() flags. */
#define PICTURE_BOLD 1
#define PICTURE_CENTRE 2
#define PICTURE_ONE_LINE 4

struct picture;

enum pb_rc      picture_open(struct pb_err *);
struct picture *picture_new(int width);
struct picture *picture_new_tall(int width, int tall);
int             picture_fits(const struct picture *);
void            picture_free(struct picture *);
double picture_text(struct picture *, double x, double y, double w, const char *text, double size,
    enum picture_colour, int flags);
double picture_text_height(struct picture *, double w, const char *text, double size, int flags);
double picture_text_width(struct picture *, const char *text, double size, int flags);
void picture_box(struct picture *, double x, double y, double w, double h, enum picture_colour fill,
    enum picture_colour edge, double line);
double picture_region(struct picture *, double x, double y, double w, double h, const char *label,
    enum picture_colour, int highlight);
double picture_track(struct picture *, double x, double y, double w, const char *label, int lo,
    int hi, int value, enum picture_colour);
void   picture_token(
      struct picture *, double x, double y, double r, const char *text, enum picture_colour);
void picture_rect(
    struct picture *, double x, double y, double w, double h, enum picture_colour fill);
void picture_line(struct picture *, double x0, double y0, double x1, double y1, enum picture_colour,
    double width);
int  picture_height(const struct picture *);
enum pb_rc picture_png(struct picture *, unsigned char **png, size_t *len, struct pb_err *);

#endif
