/*++
/* NAME
/*	check_picture 1
/* SUMMARY
/*	unit tests for the picture module
/* SYNOPSIS
/*	check_picture
/* DESCRIPTION
/*	Draws a small board with every primitive of picture(3) and checks
/*	what a mail needs of it.  Test ids:
/*
/*	picture-1.1	the PNG starts with the PNG signature and its IHDR
/*			says PICTURE_WIDTH wide and as tall as picture_height().
/*	picture-1.2	the same drawing twice gives the same bytes
/*			(deterministic output), a different drawing others.
/*	picture-1.3	the height grows with what is drawn: text wrapped
/*			in a narrow column takes more lines (more height)
/*			than in a wide one; an empty canvas is a margin.
/*	picture-1.4	the picture is small: under 60 KB for a board.
/*	picture-1.5	accented (Italian, Spanish) text is drawn: its
/*			picture differs from the same length in ASCII.
/* SEE ALSO
/*	src/core/picture.c
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/picture.h"

/* Local. */
#include "testrun.h"

/* be32 - a big-endian 32-bit number */

static uint32_t
be32(const unsigned char *p)
{
	return ((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* draw_board - every primitive once, with a word that varies */

static struct picture *
draw_board(const char *word)
{
	struct picture *pic = picture_new(PICTURE_WIDTH);
	double          y;
	int             i;

	picture_text(pic, 16, 16, 768, word, PICTURE_SIZE_TITLE, PICTURE_BLACK, PICTURE_BOLD);
	picture_track(pic, 16, 70, 768, "Morale", 0, 10, 4, PICTURE_VERMILION);
	picture_track(pic, 16, 110, 768, "Round", 1, 8, 2, PICTURE_SKY);
	for (i = 0; i < 6; i++) {
		y = picture_region(pic, 16 + (i % 2) * 392, 160 + (i / 2) * 170, 376, 160,
		    "Police station", (enum picture_colour)(PICTURE_ORANGE + i), i == 0);
		picture_token(pic, 40 + (i % 2) * 392, y + 24, 18, "3", PICTURE_GREEN);
		picture_text(pic, 70 + (i % 2) * 392, y + 10, 300, "Forest Plum, leader",
		    PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	}
	picture_box(pic, 16, 680, 768, 40, PICTURE_LIGHT(PICTURE_YELLOW), PICTURE_BLACK, 2);
	return (pic);
}

/* png_of - the PNG of a picture; frees the picture */

static unsigned char *
png_of(struct picture *pic, size_t *len, int *height)
{
	struct pb_err  err;
	unsigned char *png = NULL;

	*height = picture_height(pic);
	ck_assert_int_eq(picture_png(pic, &png, len, &err), PB_OK);
	picture_free(pic);
	return (png);
}

START_TEST(test_signature)
{
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	unsigned char             *png;
	size_t                     len;
	int                        h;

	/* picture-1.1 */
	png = png_of(draw_board("Dead of Winter"), &len, &h);
	ck_assert_msg(len > 33, "picture-1.1: %zu bytes", len);
	ck_assert_msg(memcmp(png, sig, 8) == 0, "picture-1.1: no PNG signature");
	ck_assert_msg(memcmp(png + 12, "IHDR", 4) == 0, "picture-1.1: no IHDR first");
	ck_assert_uint_eq(be32(png + 16), PICTURE_WIDTH);
	ck_assert_uint_eq(be32(png + 20), (uint32_t)h);
	ck_assert_msg(h > 720 && h < 800, "picture-1.1: height %d", h);
	/* picture-1.4 */
	ck_assert_msg(len < 60000, "picture-1.4: %zu bytes", len);
	free(png);
}
END_TEST

START_TEST(test_deterministic)
{
	unsigned char *a, *b, *c;
	size_t         na, nb, nc;
	int            h;

	/* picture-1.2 */
	a = png_of(draw_board("Dead of Winter"), &na, &h);
	b = png_of(draw_board("Dead of Winter"), &nb, &h);
	c = png_of(draw_board("Dead of Summer"), &nc, &h);
	ck_assert_msg(na == nb && memcmp(a, b, na) == 0, "picture-1.2: two drawings differ");
	ck_assert_msg(na != nc || memcmp(a, c, na) != 0, "picture-1.2: a change drew nothing");
	free(a);
	free(b);
	free(c);
}
END_TEST

START_TEST(test_height)
{
	static const char text[] = "The zombies come through the entrances of the colony, "
	                           "one barricade at a time, while the food runs out.";
	struct picture   *wide, *narrow, *empty;
	double            hw, hn;

	/* picture-1.3 */
	wide = picture_new(PICTURE_WIDTH);
	narrow = picture_new(PICTURE_WIDTH);
	empty = picture_new(PICTURE_WIDTH);
	hw = picture_text(wide, 10, 10, 700, text, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	hn = picture_text(narrow, 10, 10, 150, text, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	ck_assert_msg(hn > 2 * hw, "picture-1.3: narrow %g, wide %g", hn, hw);
	ck_assert_msg(hn == picture_text_height(narrow, 150, text, PICTURE_SIZE_TEXT, 0),
	    "picture-1.3: measured and drawn heights differ");
	ck_assert_int_gt(picture_height(narrow), picture_height(wide));
	ck_assert_int_eq(picture_height(empty), PICTURE_MARGIN);
	picture_free(wide);
	picture_free(narrow);
	picture_free(empty);
	picture_free(NULL);
}
END_TEST

START_TEST(test_accents)
{
	unsigned char *a, *b;
	size_t         na, nb;
	int            h;

	/* picture-1.5: same length in bytes, other glyphs */
	a = png_of(draw_board("Stazione di polizia: città, perché"), &na, &h);
	b = png_of(draw_board("Stazione di polizia: citta., perche."), &nb, &h);
	ck_assert_msg(na != nb || memcmp(a, b, na) != 0, "picture-1.5: accents drew nothing");
	free(a);
	free(b);
}
END_TEST

/* picture_suite - every case */

static Suite *
picture_suite(void)
{
	Suite *s = suite_create("picture");
	TCase *tc = tcase_create("picture");

	tcase_add_test(tc, test_signature);
	tcase_add_test(tc, test_deterministic);
	tcase_add_test(tc, test_height);
	tcase_add_test(tc, test_accents);
	suite_add_tcase(s, tc);
	return (s);
}

/* main - run the suite */

int
main(void)
{
	return (test_main(picture_suite));
}
