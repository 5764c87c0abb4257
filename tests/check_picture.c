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
/*	picture-1.6	drawn straight on an image (picture_new_tall()) 4000
/*			or 1000 pixels tall, it fits and is the same bytes
/*			as on an image just as tall as the picture, and as
/*			tall as drawn recorded.
/*	picture-1.7	on an image a pixel short, it does not fit and
/*			picture_png() fails; picture_height() says how tall
/*			to draw it again.
/*	picture-2.1	Dead of Winter's picture() draws the public view
/*			and every seat's, in set-up and in round 1, in en,
/*			it and es: PICTURE_WIDTH wide, under 60 KB, the
/*			same bytes twice, and the same bytes from the view
/*			sent through JSON text and back (it draws from the
/*			JSON alone).
/*	picture-2.2	the labels follow the reader's language (the it and
/*			en pictures differ), and a seat's picture differs
/*			from another's (its own hand).
/*	picture-2.3	a view without locations is PB_EDATA.
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
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/picture.h"
#include "games/dow/dow.h"

/* Local. */
#include "picture_lib.h"
#include "testrun.h"

/* draw_on - every primitive once on pic, with a word that varies */

static struct picture *
draw_on(struct picture *pic, const char *word)
{
	double y;
	int    i;

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

/* draw_board - the same on a recorded canvas */

static struct picture *
draw_board(const char *word)
{
	return (draw_on(picture_new(PICTURE_WIDTH), word));
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

/* ---- Dead of Winter's picture() ---------------------------------- */

/* dow_game - a 3-seat game, after steps moves the arbiter would default */

static void *
dow_game(int steps)
{
	unsigned char    seed[32] = { 7 };
	struct pb_err    err;
	json_t          *options = json_object(), *canon = NULL;
	char            *pack = NULL, *line;
	void            *g = NULL;
	struct lex_line *l;
	int              i, k, a, moved;

	ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/dow", &pack, &err) == PB_OK, "%s", err.msg);
	ck_assert(game_create(&dow_ops, pack, options, 3, seed, &g, &canon, &err) == PB_OK);
	for (i = 0, moved = 1; i < steps && moved; i++)
		for (k = 1, moved = 0; k <= 3 && !moved; k++)
			for (a = 0; !moved && dow_ops.decision(g, k) != NULL
			     && (line = dow_ops.default_line(g, k, a)) != NULL;
			     a++) {
				struct game_result res = { 0 };

				ck_assert(lex_line(line, &l, &err) == PB_OK);
				moved = dow_ops.apply(g, k, l, &res, &err) == PB_OK;
				game_result_clear(&res);
				lex_free(l);
				free(line);
			}
	json_decref(options);
	json_decref(canon);
	free(pack);
	return (g);
}

START_TEST(test_dow)
{
	static const char *const locales[] = { "en", "it", "es" };
	static const int         steps[] = { 0, 8 };
	unsigned char           *a, *b;
	json_t                  *view, *copy;
	size_t                   na, nb, i, k;
	void                    *g;
	char                    *text;
	int                      seat;

	/* picture-2.1 */
	for (i = 0; i < PB_NELEM(steps); i++) {
		g = dow_game(steps[i]);
		for (seat = GAME_VIEW_PUBLIC; seat <= 3; seat++)
			for (k = 0; k < PB_NELEM(locales); k++) {
				view = dow_ops.view(g, seat, locales[k]);
				a = game_png(&dow_ops, view, locales[k], &na);
				ck_assert_msg(na < 60000, "picture-2.1: %zu bytes", na);
				ck_assert_uint_eq(be32(a + 16), PICTURE_WIDTH);
				b = game_png(&dow_ops, view, locales[k], &nb);
				ck_assert_msg(
				    same_png(a, na, b, nb), "picture-2.1: not the same twice");
				text = json_dumps(view, JSON_COMPACT);
				copy = json_loads(text, 0, NULL);
				a = game_png(&dow_ops, view, locales[k], &na);
				b = game_png(&dow_ops, copy, locales[k], &nb);
				ck_assert_msg(
				    same_png(a, na, b, nb), "picture-2.1: not from the JSON");
				free(text);
				json_decref(copy);
				json_decref(view);
			}
		game_free(&dow_ops, g);
	}

	/* picture-2.2 */
	g = dow_game(8);
	view = dow_ops.view(g, 1, "en");
	copy = dow_ops.view(g, 1, "it");
	a = game_png(&dow_ops, view, "en", &na);
	b = game_png(&dow_ops, copy, "it", &nb);
	ck_assert_msg(!same_png(a, na, b, nb), "picture-2.2: it and en alike");
	json_decref(copy);
	copy = dow_ops.view(g, 2, "en");
	a = game_png(&dow_ops, view, "en", &na);
	b = game_png(&dow_ops, copy, "en", &nb);
	ck_assert_msg(!same_png(a, na, b, nb), "picture-2.2: seats 1 and 2 alike");
	json_decref(copy);

	/* picture-2.3 */
	json_object_del(view, "locations");
	{
		struct picture *pic = picture_new(PICTURE_WIDTH);
		struct pb_err   err;

		ck_assert_int_eq(dow_ops.picture(view, "en", pic, &err), PB_EDATA);
		picture_free(pic);
	}
	json_decref(view);
	game_free(&dow_ops, g);
}
END_TEST

START_TEST(test_tall)
{
	static const int tall[] = { 4000, 1000 };
	struct picture  *pic;
	struct pb_err    err;
	unsigned char   *a, *b, *png = NULL;
	size_t           na, nb, len, i;
	int              h, hb;

	/* picture-1.6 */
	free(png_of(draw_board("Dead of Winter"), &na, &h));
	for (i = 0; i < PB_NELEM(tall); i++) {
		pic = draw_on(picture_new_tall(PICTURE_WIDTH, h), "Dead of Winter");
		a = png_of(pic, &na, &hb);
		ck_assert_int_eq(hb, h);
		pic = draw_on(picture_new_tall(PICTURE_WIDTH, tall[i]), "Dead of Winter");
		ck_assert_msg(picture_fits(pic), "picture-1.6: %d pixels tall, no room", tall[i]);
		b = png_of(pic, &nb, &hb);
		ck_assert_int_eq(hb, h);
		ck_assert_uint_eq(be32(b + 20), (uint32_t)h);
		ck_assert_msg(
		    same_png(a, na, b, nb), "picture-1.6: on %d pixels, not the same", tall[i]);
	}
	a = png_of(draw_board("Dead of Winter"), &na, &h);
	pic = draw_on(picture_new_tall(PICTURE_WIDTH, h), "Dead of Winter");
	ck_assert_msg(picture_fits(pic), "picture-1.6: as tall as it, no room");
	b = png_of(pic, &nb, &hb);
	ck_assert_int_eq(hb, h);
	ck_assert_uint_eq(be32(b + 20), be32(a + 20)); /* the pixels may differ a little */
	free(a);
	free(b);

	/* picture-1.7 */
	pic = draw_on(picture_new_tall(PICTURE_WIDTH, h - 1), "Dead of Winter");
	ck_assert_msg(!picture_fits(pic), "picture-1.7: fits one pixel short");
	ck_assert_int_ne(picture_png(pic, &png, &len, &err), PB_OK);
	ck_assert_ptr_null(png);
	ck_assert_int_eq(picture_height(pic), h);
	picture_free(pic);
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
	tcase_add_test(tc, test_tall);
	tcase_add_test(tc, test_dow);
	suite_add_tcase(s, tc);
	return (s);
}

/* main - run the suite */

int
main(void)
{
	return (test_main(picture_suite));
}
