/*++
/* NAME
/*	check_zwd_picture 1
/* SUMMARY
/*	Zombicide: White Death, the map as a picture
/* SYNOPSIS
/*	tests/check_zwd_picture
/* DESCRIPTION
/*	Draws the authored missions (content/zwd/tiles, missions) with
/*	zwd_picture(3h) and reads the pictures back with cairo's own PNG
/*	reader.  Test ids:
/*
/*	zwdpic-1.1	every mission at set-up, in en, it and es, decodes
/*			as a PNG PICTURE_WIDTH wide and as tall as
/*			picture_height(), under 100 KB; every zone's label is
/*			drawn in its zone (the drawer's log), the mission's
/*			tokens too (spawns, exit, Signaller, Standard,
/*			guards, Cauldrons) and nothing is left over.
/*	zwdpic-1.2	the same drawing twice is the same bytes; another
/*			language is other bytes (the legend follows it).
/*	zwdpic-1.3	objectives are face down: a shuffled deal draws
/*			"?" marks, as many as the mission's objective
/*			tokens, and no Blue or Green; mission 4's fixed
/*			deal draws its Blue and Green in their zones.
/*	zwdpic-1.4	what the state holds shows: survivors (initials),
/*			zombies by type with counts, noise, Corruption,
/*			fire and a rope ladder change the picture, and the
/*			log holds each mark in its zone (drawn from a
/*			zwd_board(3h)); a corrupted cell is mostly
/*			Corruption's tint, and was not before.
/*	zwdpic-1.5	a crowded zone: what does not fit is listed under
/*			the map, nothing is lost.
/*	zwdpic-1.6	a scene made for another map is PB_EDATA.
/*	zwdpic-1.7	every mission after three scripted zombie phases
/*			(zwd_board(3h), six survivors at the start): the
/*			picture decodes, and every zombie group of the
/*			board (zone, count, type) and every survivor is
/*			drawn in its zone or listed under the map.
/*	zwdpic-1.8	rules 3's notes: two Crypt Weapons face down in a
/*			zone draw two daggers there, the Empress a crown in
/*			hers; a scene without them draws neither, and the
/*			legend names both.
/*
/*	With ZWD_PICTURE_SAMPLE=FILE in the environment, zwdpic-1.4 also
/*	writes its picture of mission 1 there (for review), and with
/*	ZWD_PICTURE_SAMPLE_CROWDED=FILE zwdpic-1.5 its crowded mission 7.
/* SEE ALSO
/*	src/games/zwd/zwd_picture.c, pbemd-zwd-map(5) THE PICTURE.
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <cairo.h>
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/picture.h"
#include "core/rng.h"
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_cards.h"
#include "games/zwd/zwd_map.h"
#include "games/zwd/zwd_picture.h"

/* Local. */
#include "check_zwd_lib.h"
#include "testrun.h"

static const char *const missions[] = { "intro", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	"10" };
static const char *const locales[] = { "en", "it", "es" };

/* A picture drawn: its PNG and the drawer's log. */
struct drawn {
	unsigned char *png;
	size_t         len;
	int            height;
	char          *log;
};

/* draw - the picture of a map and scene in a locale, or fail */

static struct drawn
draw(const struct zwd_map *m, const struct zwd_scene *sc, const char *locale)
{
	struct picture *pic = picture_new(PICTURE_WIDTH);
	struct pb_err   err = { 0 };
	struct pb_buf   log;
	struct drawn    dr = { 0 };

	pb_buf_init(&log);
	ck_assert_msg(zwd_picture(m, sc, locale, pic, &log, &err) == PB_OK, "%s", err.msg);
	dr.height = picture_height(pic);
	ck_assert_msg(picture_png(pic, &dr.png, &dr.len, &err) == PB_OK, "%s", err.msg);
	picture_free(pic);
	dr.log = pb_buf_steal(&log);
	return (dr);
}

/* drawn_free - release a drawn picture */

static void
drawn_free(struct drawn *dr)
{
	free(dr->png);
	free(dr->log);
}

/* A PNG being read back. */
struct reader {
	const unsigned char *p;
	size_t               left;
};

/* read_png - cairo's read callback */

static cairo_status_t
read_png(void *arg, unsigned char *data, unsigned int len)
{
	struct reader *r = arg;

	if (len > r->left)
		return (CAIRO_STATUS_READ_ERROR);
	memcpy(data, r->p, len);
	r->p += len;
	r->left -= len;
	return (CAIRO_STATUS_SUCCESS);
}

/* decode - the PNG read back by cairo, or fail; caller destroys */

static cairo_surface_t *
decode(const struct drawn *dr, const char *what)
{
	struct reader    r = { dr->png, dr->len };
	cairo_surface_t *img = cairo_image_surface_create_from_png_stream(read_png, &r);

	ck_assert_msg(cairo_surface_status(img) == CAIRO_STATUS_SUCCESS, "%s: %s", what,
	    cairo_status_to_string(cairo_surface_status(img)));
	ck_assert_msg(cairo_image_surface_get_width(img) == PICTURE_WIDTH, "%s: width %d", what,
	    cairo_image_surface_get_width(img));
	ck_assert_msg(cairo_image_surface_get_height(img) == dr->height, "%s: height %d not %d",
	    what, cairo_image_surface_get_height(img), dr->height);
	return (img);
}

/* pixel - the 0xRRGGBB at x, y of a decoded picture */

static uint32_t
pixel(cairo_surface_t *img, int x, int y)
{
	const unsigned char *data;

	cairo_surface_flush(img);
	data = cairo_image_surface_get_data(img);
	return (*(const uint32_t *)(const void *)(data
	            + (size_t)y * cairo_image_surface_get_stride(img) + 4 * (size_t)x)
	    & 0xffffff);
}

/* tinted - the share of cell (cx, cy)'s pixels in Corruption's tint:
 * a quarter of purple (204, 121, 167) on white, give or take 1 */

static double
tinted(cairo_surface_t *img, const char *log, int cx, int cy)
{
	static const int want[3] = { 242, 222, 233 };
	const char      *p = strstr(log, "map ");
	int              ox, oy, s, x, y, n = 0, all = 0, i, ok;
	uint32_t         px;

	ck_assert_msg(p != NULL && sscanf(p, "map %d %d %d", &ox, &oy, &s) == 3, "no map line");
	for (y = oy + cy * s + 4; y < oy + (cy + 1) * s - 4; y++)
		for (x = ox + cx * s + 4; x < ox + (cx + 1) * s - 4; x++, all++) {
			px = pixel(img, x, y);
			for (ok = 1, i = 0; i < 3; i++)
				ok &= abs((int)(px >> (16 - 8 * i) & 0xff) - want[i]) <= 1;
			n += ok;
		}
	return (all ? (double)n / all : 0);
}

/* has_line - does the log hold this line? */

static int
has_line(const char *log, const char *line)
{
	size_t      n = strlen(line);
	const char *p;

	for (p = log; (p = strstr(p, line)) != NULL; p += n)
		if ((p == log || p[-1] == '\n') && p[n] == '\n')
			return (1);
	return (0);
}

/* count_lines - how many lines of the log end with " " + mark */

static int
count_marks(const char *log, const char *mark)
{
	char       *end = pb_asprintf(" %s\n", mark);
	const char *p;
	int         n = 0;

	for (p = log; (p = strstr(p, end)) != NULL; p += strlen(end))
		n++;
	free(end);
	return (n);
}

/* expect_mark - the log holds "ZONE MARK" for zone z, or fail */

static void
expect_mark(const struct zwd_map *m, const char *log, int z, const char *mark, const char *id)
{
	char *line = pb_asprintf("%s %s", m->zone[z].label, mark);

	ck_assert_msg(has_line(log, line), "%s: no \"%s\" drawn", id, line);
	free(line);
}

/* setup_tokens - every token of a mission's set-up is drawn in its zone */

static void
setup_tokens(const struct zwd_map *m, const char *log, const char *id)
{
	const struct zwd_setup *su = &m->setup;
	char                    buf[16];
	int                     i;

	for (i = 0; i < ZWD_SPAWNS; i++)
		if (su->spawn[i] >= 0) {
			snprintf(buf, sizeof(buf), "#%d", i + 1);
			expect_mark(m, log, su->spawn[i], buf, id);
		}
	if (su->exit >= 0)
		expect_mark(m, log, su->exit, "X", id);
	if (su->standard >= 0)
		expect_mark(m, log, su->standard, "\u2691", id);
	if (su->desecrator >= 0)
		expect_mark(m, log, su->desecrator, "#D", id);
	expect_mark(m, log, su->signaller >= 0 ? su->signaller : su->start[0], "S", id);
	for (i = 0; i < su->ncauldrons; i++)
		expect_mark(m, log, su->cauldrons[i], "C", id);
	for (i = 0; i < su->nladders; i++)
		expect_mark(m, log, su->ladders[i], "L", id);
	for (i = 0; i < su->nguards; i++)
		ck_assert_msg(strstr(log, "\u2694") != NULL, "%s: no guards drawn", id);
}

START_TEST(test_missions)
{
	struct zwd_map   *m;
	struct zwd_scene *sc;
	struct drawn      dr;
	cairo_surface_t  *img;
	char              id[64];
	size_t            mi, li;
	int               z;

	/* zwdpic-1.1 */
	for (mi = 0; mi < PB_NELEM(missions); mi++) {
		m = zwt_map(missions[mi]);
		sc = zwd_scene_new(m);
		for (li = 0; li < PB_NELEM(locales); li++) {
			snprintf(
			    id, sizeof(id), "zwdpic-1.1 mission %s %s", missions[mi], locales[li]);
			dr = draw(m, sc, locales[li]);
			img = decode(&dr, id);
			cairo_surface_destroy(img);
			ck_assert_msg(dr.len < 100 * 1024, "%s: %zu bytes", id, dr.len);
			for (z = 0; z < m->nzones; z++)
				expect_mark(m, dr.log, z, m->zone[z].label, id);
			setup_tokens(m, dr.log, id);
			ck_assert_msg(
			    strstr(dr.log, "more ") == NULL, "%s: left over:\n%s", id, dr.log);
			drawn_free(&dr);
		}
		zwd_scene_free(sc);
		zwd_map_free(m);
	}
}
END_TEST

START_TEST(test_deterministic)
{
	struct zwd_map   *m = zwt_map("7");
	struct zwd_scene *sc = zwd_scene_new(m);
	struct drawn      a, b, c;

	/* zwdpic-1.2 */
	a = draw(m, sc, "en");
	b = draw(m, sc, "en");
	c = draw(m, sc, "it");
	ck_assert_msg(
	    a.len == b.len && memcmp(a.png, b.png, a.len) == 0, "zwdpic-1.2: two drawings differ");
	ck_assert_msg(
	    a.len != c.len || memcmp(a.png, c.png, a.len) != 0, "zwdpic-1.2: en and it alike");
	ck_assert_msg(has_line(c.log, "legend Camminamento"), "zwdpic-1.2: no Italian legend");
	drawn_free(&a);
	drawn_free(&b);
	drawn_free(&c);
	zwd_scene_free(sc);
	zwd_map_free(m);
}
END_TEST

START_TEST(test_face_down)
{
	struct zwd_map   *m;
	struct zwd_scene *sc;
	struct drawn      dr;
	size_t            mi;

	/* zwdpic-1.3 */
	for (mi = 0; mi < PB_NELEM(missions); mi++) {
		m = zwt_map(missions[mi]);
		sc = zwd_scene_new(m);
		dr = draw(m, sc, "en");
		if (m->setup.deal == ZWD_DEAL_FIXED) {
			ck_assert_int_eq(count_marks(dr.log, "?"), m->setup.nobjectives - 2);
			expect_mark(m, dr.log, m->setup.blue, "B", "zwdpic-1.3");
			expect_mark(m, dr.log, m->setup.green, "G", "zwdpic-1.3");
		} else {
			ck_assert_msg(count_marks(dr.log, "?") == m->setup.nobjectives,
			    "zwdpic-1.3 mission %s: %d of %d objectives", missions[mi],
			    count_marks(dr.log, "?"), m->setup.nobjectives);
			ck_assert_int_eq(count_marks(dr.log, "B"), 0);
			ck_assert_int_eq(count_marks(dr.log, "G"), 0);
		}
		drawn_free(&dr);
		zwd_scene_free(sc);
		zwd_map_free(m);
	}
	m = zwt_map("4");
	ck_assert_int_eq(m->setup.deal, ZWD_DEAL_FIXED);
	zwd_map_free(m);
}
END_TEST

/* sample - write a picture where the environment variable var says, if it does */

static void
sample(const struct drawn *dr, const char *var)
{
	const char *path = getenv(var);
	FILE       *f;

	if (path == NULL || *path == 0)
		return;
	ck_assert_msg((f = fopen(path, "wb")) != NULL, "cannot write %s", path);
	ck_assert_uint_eq(fwrite(dr->png, 1, dr->len, f), dr->len);
	ck_assert_int_eq(fclose(f), 0);
}

START_TEST(test_state)
{
	struct zwd_map           *m = zwt_map("1");
	struct zwd_scene         *sc = zwd_scene_new(m);
	struct zwd_scene_survivor sv[] = { { -1, "Ann", 0 }, { -1, "Bors", 1 },
		{ -1, "Élodie", 2 } };
	struct zwd_board         *bd;
	struct drawn              before, after;
	cairo_surface_t          *img;
	int                       c5 = zwt_zone(m, "C5"), b2 = zwt_zone(m, "B2"), cz, x, y, a, b, i;

	/* zwdpic-1.4: the set-up, then a board's state. */
	before = draw(m, sc, "en");
	bd = zwd_board_new(m, zwt_cards());
	for (i = 0; i < 3; i++)
		bd->surv[bd->nsurv++] = c5;
	ck_assert_int_eq(zwd_board_put(bd, b2, ZWD_WALKER, 3), 3);
	ck_assert_int_eq(zwd_board_put(bd, b2, ZWD_RUNNER, 2), 2);
	ck_assert_int_eq(zwd_board_put(bd, b2, ZWD_BRUTE, 1), 1);
	ck_assert_int_eq(zwd_board_put(bd, zwt_zone(m, "E8"), ZWD_KHAN, 1), 1);
	ck_assert_int_eq(zwd_board_put(bd, zwt_zone(m, "F5"), ZWD_DESECRATOR, 1), 1);
	zwd_board_freeze(bd, b2);
	bd->noise[c5] = 2;
	sc->survivors = sv;
	sc->nsurvivors = 3;
	zwd_scene_board(sc, bd);
	zwd_board_free(bd);
	cz = zwt_zone(m, "E5");
	zwd_map_corrupt(m, cz);
	for (a = 0; a < m->nzones; a++)
		for (b = 0; b < m->nzones; b++)
			if ((m->eflag[a * m->nzones + b] & ZWD_EF_SPOT) && a < b
			    && zwd_map_ladder_put(m, a, b) == PB_OK)
				a = b = m->nzones; /* one is enough */
	after = draw(m, sc, "en");
	sample(&after, "ZWD_PICTURE_SAMPLE");
	ck_assert_msg(before.len != after.len || memcmp(before.png, after.png, before.len) != 0,
	    "zwdpic-1.4: the state changed nothing");
	expect_mark(m, after.log, c5, "A", "zwdpic-1.4");
	expect_mark(m, after.log, c5, "B", "zwdpic-1.4");
	expect_mark(m, after.log, c5, "\u00c9", "zwdpic-1.4");
	expect_mark(m, after.log, c5, "!2", "zwdpic-1.4");
	expect_mark(m, after.log, b2, "3W", "zwdpic-1.4");
	expect_mark(m, after.log, b2, "2R", "zwdpic-1.4");
	expect_mark(m, after.log, b2, "1B", "zwdpic-1.4");
	expect_mark(m, after.log, b2, "\u2744", "zwdpic-1.4");
	expect_mark(m, after.log, zwt_zone(m, "E8"), "1A", "zwdpic-1.4");
	expect_mark(m, after.log, zwt_zone(m, "F5"), "1N", "zwdpic-1.4");

	/* Corruption's tint fills most of a corrupted cell, not before. */
	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++)
			if (m->cell[y * m->w + x] == cz)
				goto found;
	ck_abort_msg("zwdpic-1.4: E5 has no cell");
found:
	img = decode(&after, "zwdpic-1.4");
	ck_assert_msg(tinted(img, after.log, x, y) > 0.3, "zwdpic-1.4: %.2f of E5 is Corruption's",
	    tinted(img, after.log, x, y));
	cairo_surface_destroy(img);
	img = decode(&before, "zwdpic-1.4");
	ck_assert_msg(tinted(img, before.log, x, y) < 0.05, "zwdpic-1.4: E5 was corrupted");
	cairo_surface_destroy(img);
	drawn_free(&before);
	drawn_free(&after);
	zwd_scene_free(sc);
	zwd_map_free(m);
}
END_TEST

START_TEST(test_crowded)
{
	struct zwd_map           *m = zwt_map("7");
	struct zwd_scene         *sc = zwd_scene_new(m);
	struct zwd_scene_survivor sv[6] = { { 0, "Ann", 0 }, { 0, "Bors", 1 }, { 0, "Cid", 2 },
		{ 0, "Dana", 3 }, { 0, "Eli", 4 }, { 0, "Fay", 5 } };
	struct drawn              dr;
	int                       z = zwt_zone(m, "A1"), i, t;
	char                     *more;

	/* zwdpic-1.5 */
	for (i = 0; i < 6; i++)
		sv[i].zone = z;
	sc->survivors = sv;
	sc->nsurvivors = 6;
	for (t = 0; t < ZWD_NZOMBIES; t++)
		ZWD_SCENE_ZOMBIES(sc, z, t) = 10 + t;
	sc->noise[z] = 3;
	sc->guards[z] = 4;
	sc->objectives[z] += 2;
	dr = draw(m, sc, "es");
	sample(&dr, "ZWD_PICTURE_SAMPLE_CROWDED");
	ck_assert_msg(strstr(dr.log, "more A1 ") != NULL, "zwdpic-1.5: all fit?\n%s", dr.log);
	/* Each mark once, in the zone or under the map. */
	for (i = 0; i < 6; i++) {
		char mark[2] = { sv[i].name[0], 0 };

		ck_assert_int_eq(count_marks(dr.log, mark), 1);
	}
	ck_assert_int_eq(count_marks(dr.log, "10W"), 1);
	ck_assert_int_eq(count_marks(dr.log, "14N"), 1);
	ck_assert_int_eq(count_marks(dr.log, "!3"), 1);
	ck_assert_int_eq(count_marks(dr.log, "\u26944"), 1);
	more = strstr(dr.log, "more A1 ");
	ck_assert_msg(strstr(dr.log, "A1 A1\n") < more, "zwdpic-1.5: the label not first");
	drawn_free(&dr);
	zwd_scene_free(sc);
	zwd_map_free(m);
}
END_TEST

/* add_survivor - one more survivor on a board, in zone z */

static void
add_survivor(struct zwd_board *b, int z)
{
	b->surv[b->nsurv] = z;
	b->wounds[b->nsurv++] = 0;
}

/* board_marks - every zombie group, Freeze and survivor of a board is
 * drawn in its zone or listed under the map */

static void
board_marks(const struct zwd_map *m, const struct zwd_board *b, const struct zwd_scene_survivor *sv,
    const char *log, const char *id)
{
	char *in, *more;
	int   z, t, i;

	for (z = 0; z < m->nzones; z++)
		for (t = 0; t < ZWD_NZOMBIES; t++) {
			if (zwd_board_at(b, z, t) == 0)
				continue;
			in = pb_asprintf("%s %d%s", m->zone[z].label, zwd_board_at(b, z, t),
			    t == ZWD_WALKER       ? "W"
			        : t == ZWD_RUNNER ? "R"
			        : t == ZWD_BRUTE  ? "B"
			        : t == ZWD_KHAN   ? "A"
			                          : "N");
			more = pb_asprintf("more %s", in);
			ck_assert_msg(
			    has_line(log, in) || has_line(log, more), "%s: no %s", id, in);
			free(in);
			free(more);
		}
	for (i = 0; i < b->nsurv; i++)
		if (b->surv[i] >= 0) {
			in = pb_asprintf("%s %.1s", m->zone[b->surv[i]].label, sv[i].name);
			more = pb_asprintf("more %s", in);
			ck_assert_msg(
			    has_line(log, in) || has_line(log, more), "%s: no %s", id, in);
			free(in);
			free(more);
		}
}

START_TEST(test_phase)
{
	static struct zwd_scene_survivor sv[] = { { -1, "Ann", 0 }, { -1, "Bors", 1 },
		{ -1, "Cid", 2 }, { -1, "Dana", 3 }, { -1, "Eli", 4 }, { -1, "Fay", 5 } };
	unsigned char                    seed[PB_SEED_LEN] = { 16 };
	struct zwd_events                ev = { 0 };
	struct zwd_scene                *sc;
	struct zwd_board                *b;
	struct zwd_map                  *m;
	struct pb_rng                    r;
	struct drawn                     dr;
	cairo_surface_t                 *img;
	char                             id[64];
	size_t                           mi;
	int                              i, round, total, t;

	/* zwdpic-1.7 */
	for (mi = 0; mi < PB_NELEM(missions); mi++) {
		snprintf(id, sizeof(id), "zwdpic-1.7 mission %s", missions[mi]);
		m = zwt_map(missions[mi]);
		b = zwd_board_new(m, zwt_cards());
		seed[1] = (unsigned char)mi;
		pb_rng_init(&r, seed, 0);
		deck_shuffle(&b->zdeck, &r);
		for (i = 0; i < 6; i++)
			add_survivor(b, m->setup.start[i % m->setup.nstart]);
		b->danger = ZWD_YELLOW;
		for (round = 0; round < 3; round++) {
			b->noise[m->setup.start[0]]++;
			zwd_zombie_phase(b, m, zwt_cards(), NULL, &r, &ev);
		}
		sc = zwd_scene_new(m);
		sc->survivors = sv;
		sc->nsurvivors = 6;
		zwd_scene_board(sc, b);
		dr = draw(m, sc, "it");
		img = decode(&dr, id);
		cairo_surface_destroy(img);
		board_marks(m, b, sv, dr.log, id);
		for (total = 0, t = 0; t < ZWD_NZOMBIES; t++)
			total += zwd_board_onboard(b, t);
		ck_assert_msg(total > 0 && count_marks(dr.log, "?") > 0, "%s: nothing to see", id);
		drawn_free(&dr);
		zwd_events_clear(&ev);
		zwd_scene_free(sc);
		zwd_board_free(b);
		zwd_map_free(m);
	}
}
END_TEST

START_TEST(test_mismatch)
{
	struct zwd_map   *m1 = zwt_map("intro"), *m7 = zwt_map("7");
	struct zwd_scene *sc = zwd_scene_new(m1);
	struct picture   *pic = picture_new(PICTURE_WIDTH);
	struct pb_err     err = { 0 };

	/* zwdpic-1.6 */
	ck_assert_int_ne(m1->nzones, m7->nzones);
	ck_assert_int_eq(zwd_picture(m7, sc, "en", pic, NULL, &err), PB_EDATA);
	ck_assert_msg(strstr(err.msg, "scene") != NULL, "zwdpic-1.6: %s", err.msg);
	picture_free(pic);
	zwd_scene_free(sc);
	zwd_map_free(m1);
	zwd_map_free(m7);
}
END_TEST

START_TEST(test_notes)
{
	struct zwd_map   *m = zwt_map("5");
	struct zwd_scene *sc = zwd_scene_new(m);
	struct drawn      dr;

	/* zwdpic-1.8 */
	dr = draw(m, sc, "it");
	ck_assert_int_eq(count_marks(dr.log, "\u2020"), 0);
	ck_assert_int_eq(count_marks(dr.log, "\u265b"), 0);
	ck_assert_msg(has_line(dr.log, "legend Arma della Cripta, coperta"), "zwdpic-1.8: legend");
	ck_assert_msg(has_line(dr.log, "legend L'Imperatrice"), "zwdpic-1.8: legend");
	drawn_free(&dr);
	sc->crypt = pb_calloc((size_t)m->nzones, sizeof(int));
	sc->crypt[2] = 2;
	sc->empress = m->setup.signaller;
	dr = draw(m, sc, "it");
	ck_assert_int_eq(count_marks(dr.log, "\u2020"), 2);
	expect_mark(m, dr.log, 2, "\u2020", "zwdpic-1.8");
	expect_mark(m, dr.log, m->setup.signaller, "\u265b", "zwdpic-1.8");
	drawn_free(&dr);
	zwd_scene_free(sc);
	zwd_map_free(m);
}
END_TEST

/* zwd_picture_suite - every case */

static Suite *
zwd_picture_suite(void)
{
	Suite *s = suite_create("zwd_picture");
	TCase *tc = tcase_create("zwd_picture");

	tcase_add_test(tc, test_missions);
	tcase_add_test(tc, test_deterministic);
	tcase_add_test(tc, test_face_down);
	tcase_add_test(tc, test_state);
	tcase_add_test(tc, test_crowded);
	tcase_add_test(tc, test_mismatch);
	tcase_add_test(tc, test_phase);
	tcase_add_test(tc, test_notes);
	suite_add_tcase(s, tc);
	return (s);
}

/* main - run the suite */

int
main(void)
{
	int rc = test_main(zwd_picture_suite);

	zwt_done();
	return (rc);
}
