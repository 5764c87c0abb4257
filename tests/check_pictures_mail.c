/*++
/* NAME
/*	check_pictures_mail 1
/* SUMMARY
/*	pictures of the board in game mails, end to end
/* SYNOPSIS
/*	tests/check_pictures_mail
/* DESCRIPTION
/*	A 3-player Dead of Winter game is set up and played a little by
/*	mail through the real pipeline of a pbemd installation in a
/*	temporary directory (testmail.h), watching every mail rendered
/*	(notify_trace) and every picture drawn (notify_picture_trace).
/*	Test ids:
/*
/*	pictmail-1.1  every welcome (it shows the board) is
/*		      multipart/related: the text part first, then one
/*		      image/png, base64, inline, with a Content-ID; the PNG
/*		      decodes, has the PNG signature, is PICTURE_WIDTH wide
/*		      and under 60 KB; the text part still reads alone
/*	pictmail-1.2  a reply with its JSON attachment nests them:
/*		      multipart/mixed { multipart/related { text/plain,
/*		      image/png }, application/json }
/*	pictmail-1.3  privacy: every picture of a seat's mail is drawn
/*		      from the game's public view (notify.c R2): it has no
/*		      "me", no "seats" (the omniscient view), no move token,
/*		      and it holds no seat's secret objective, in any of the
/*		      three languages
/*	pictmail-1.4  "pictures off": the reply to that mail and the later
/*		      board mails of that seat carry no picture, while the
/*		      other seats' still do; without a word PICTURES says
/*		      which is in force; "pictures on" brings it back
/*	pictmail-1.5  an Italian seat: "immagini no" and "immagini sì"
/*	pictmail-1.6  a mail that shows no board (HISTORY) has no picture:
/*		      none is drawn for the template "history"
/*
/*	pictmail-1.7  three observers of a game get one picture drawn per
/*		      update, each mail a copy of it (the same PNG bytes)
/*	pictmail-1.8  a picture that does not fit the image it is drawn on
/*		      at first (notify_picture_tall lowered to 64) is drawn
/*		      again, whole: the same bytes as the game's picture of
/*		      that view on an image of the greatest height.
/*	pictmail-1.9  the seats of one update share one drawing (R1, R2):
/*		      the three welcomes carry the same PNG, drawn once.
/*
/*	The size of every PNG is printed (PBEMD_PICTURE_SIZES=1).
/* SEE ALSO
/*	src/arbiter/notify.c, src/mail/compose.c, src/core/picture.c,
/*	src/games/dow/dow_picture.c
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
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/observe.h"
#include "core/game.h"
#include "core/pb.h"
#include "core/picture.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define PM_SEATS 3
#define PM_MAX_PICTURES 400

/* What the seams saw. */
static int     pm_rendered_seat;          /* the seat of the last mail rendered */
static char   *pm_dumps[PM_MAX_PICTURES]; /* the views pictures were drawn from */
static int     pm_seats[PM_MAX_PICTURES]; /* the mail's seat of each */
static int     pm_npictures;
static char    pm_tmpl[64];         /* the template of the last mail rendered */
static int     pm_history;          /* HISTORY mails rendered */
static int     pm_history_pictures; /* pictures drawn for them */
static int     pm_observed_pictures; /* pictures drawn for observers */

/* on_render - notify_trace: remember the mail being rendered */

static void
on_render(const char *tmpl, const char *locale, json_t *view)
{
	(void)locale;
	pm_rendered_seat =
	    (int)json_integer_value(json_object_get(json_object_get(view, "mail"), "seat"));
	snprintf(pm_tmpl, sizeof(pm_tmpl), "%s", tmpl);
	pm_history += strcmp(tmpl, "history") == 0;
}

/* on_picture - notify_picture_trace: the view a picture is drawn from */

static void
on_picture(const json_t *view, size_t len)
{
	if (len != 0) /* drawn: the second call */
		return;
	pm_history_pictures += strcmp(pm_tmpl, "history") == 0;
	pm_observed_pictures += strcmp(pm_tmpl, "observed") == 0;
	ck_assert_int_lt(pm_npictures, PM_MAX_PICTURES);
	pm_dumps[pm_npictures] = json_dumps(view, JSON_COMPACT | JSON_SORT_KEYS);
	pm_seats[pm_npictures] = pm_rendered_seat;
	pm_npictures++;
}

/* raw_mail - mail nth (-1: the newest) to seat, as sent; caller frees */

static char *
raw_mail(struct test_env *e, int seat, int nth)
{
	struct store_out **rows;
	struct pb_err      err;
	char              *addr = test_addr(seat), *raw;
	size_t             n;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	ck_assert_msg(n > 0, "no mail to %s", addr);
	raw = pb_strdup(rows[nth < 0 ? (int)n - 1 : nth]->message);
	store_out_list_free(rows, n);
	free(addr);
	return (raw);
}

/* b64_value - the value of a base64 character, -1 for none */

static int
b64_value(int c)
{
	static const char set[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const char *p = c ? strchr(set, c) : NULL;

	return (p ? (int)(p - set) : -1);
}

/* b64_decode - base64 text up to the next "--" line; caller frees */

static unsigned char *
b64_decode(const char *s, size_t *len)
{
	unsigned char *out = pb_malloc(strlen(s));
	unsigned long  acc = 0;
	int            bits = 0, v;

	*len = 0;
	for (; *s && strncmp(s, "\r\n--", 4) != 0; s++) {
		if ((v = b64_value((unsigned char)*s)) < 0)
			continue;
		acc = (acc << 6) | (unsigned long)v;
		if ((bits += 6) >= 8) {
			bits -= 8;
			out[(*len)++] = (unsigned char)(acc >> bits & 0xff);
		}
	}
	return (out);
}

/* png_of - the PNG of a raw mail, checked (pictmail-1.1); its size, or
 * 0 when the mail has no picture */

static size_t
png_of(const char *raw, const char *what)
{
	static const unsigned char sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	const char                *rel, *text, *img, *body;
	unsigned char             *png;
	size_t                     len;

	if ((img = strstr(raw, "Content-Type: image/png")) == NULL) {
		ck_assert_msg(
		    strstr(raw, "multipart/related") == NULL, "%s: related, no PNG", what);
		return (0);
	}
	rel = strstr(raw, "Content-Type: multipart/related; type=\"text/plain\"");
	text = rel ? strstr(rel, "Content-Type: text/plain") : NULL;
	ck_assert_msg(rel != NULL && text != NULL && text < img, "%s: text, then picture", what);
	ck_assert_msg(strstr(img, "Content-Transfer-Encoding: base64\r\n") != NULL, "%s", what);
	ck_assert_msg(strstr(img, "Content-ID: <picture.pbemd.") != NULL, "%s: Content-ID", what);
	ck_assert_msg(strstr(img, "Content-Disposition: inline;") != NULL, "%s: inline", what);
	ck_assert_msg(strstr(img + 1, "Content-Type: image/png") == NULL, "%s: two PNGs", what);
	body = strstr(img, "\r\n\r\n");
	ck_assert(body != NULL);
	png = b64_decode(body + 4, &len);
	ck_assert_msg(len > 24 && memcmp(png, sig, 8) == 0, "%s: not a PNG", what);
	ck_assert_msg(png[16] == 0 && png[17] == 0 && png[18] * 256 + png[19] == PICTURE_WIDTH,
	    "%s: not %d wide", what, PICTURE_WIDTH);
	ck_assert_msg(len < 60000, "%s: PNG of %zu bytes", what, len);
	if (getenv("PBEMD_PICTURE_SIZES") != NULL)
		printf("%s: PNG %zu bytes, message %zu bytes\n", what, len, strlen(raw));
	free(png);
	return (len);
}

/* png_text - the base64 text of a raw mail's PNG, caller frees; NULL
 * when it has none */

static char *
png_text(const char *raw)
{
	const char *img = strstr(raw, "Content-Type: image/png"), *body, *end;

	if (img == NULL || (body = strstr(img, "\r\n\r\n")) == NULL
	    || (end = strstr(body, "\r\n--")) == NULL)
		return (NULL);
	return (pb_strndup(body + 4, (size_t)(end - body - 4)));
}

/* redrawn - pictmail-1.8: the picture of seat's welcome raw, drawn twice
 * (notify_picture_tall lowered: it did not fit at first), is the one
 * the game draws from its view (the first drawn: the welcomes share
 * it, pictmail-1.9) on an image of the greatest height */

static void
redrawn(struct test_env *e, int64_t game, const char *raw, int seat)
{
	struct picture *pic;
	struct gamectl *g;
	struct pb_err   err;
	unsigned char  *mine, *want = NULL;
	json_t         *view;
	size_t          nmine, nwant;
	char           *text;
	int             i;

	i = 0;
	ck_assert_msg(i < pm_npictures, "pictmail-1.8: no picture drawn for seat %d", seat);
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	ck_assert((view = json_loads(pm_dumps[i], 0, NULL)) != NULL);
	pic = picture_new_tall(PICTURE_WIDTH, PICTURE_MAX_HEIGHT);
	ck_assert(g->ops->picture(view, g->seats[seat - 1]->locale, pic, &err) == PB_OK);
	ck_assert(picture_png(pic, &want, &nwant, &err) == PB_OK);
	picture_free(pic);
	ck_assert((text = png_text(raw)) != NULL);
	mine = b64_decode(text, &nmine);
	ck_assert_msg(nmine > 24
	        && (mine[20] << 24 | mine[21] << 16 | mine[22] << 8 | mine[23]) > 64,
	    "pictmail-1.8: seat %d, a picture cut at 64 pixels", seat);
	ck_assert_msg(nmine == nwant && memcmp(mine, want, nwant) == 0,
	    "pictmail-1.8: seat %d, drawn again, not the same picture", seat);
	free(mine);
	free(want);
	free(text);
	json_decref(view);
	gamectl_free(g);
}

/* text_of - the text part of a raw mail, as a mail client reads it */

static char *
text_of(const char *raw)
{
	struct mime_msg *m;
	struct pb_err    err;
	char            *text;

	ck_assert(mime_parse(raw, strlen(raw), &m, &err) == PB_OK);
	text = pb_strdup(m->text);
	mime_msg_free(m);
	return (text);
}

/* send - a seat's mail with body, processed */

static void
send(struct test_env *e, int seat, const char *body)
{
	static int  n;
	const char *outcome;
	char        msgid[64];

	snprintf(msgid, sizeof(msgid), "pm.%d@players.example", ++n);
	test_reply(e, seat, NULL, msgid, body);
	ck_assert_int_eq(test_run(e, &outcome), 1);
}

/* secrets - every seat's secret objective name, in every language */

static json_t *
secrets(struct test_env *e, int64_t game)
{
	static const char *const locales[] = { "en", "it", "es" };
	struct gamectl          *g;
	struct pb_err            err;
	json_t                  *all, *names = json_array(), *v;
	size_t                   i, k;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	for (k = 0; k < PB_NELEM(locales); k++) {
		all = g->ops->view(g->state, GAME_VIEW_ALL, locales[k]);
		json_array_foreach(json_object_get(all, "seats"), i, v) json_array_append_new(names,
		    json_pack("{s:I, s:O}", "seat",
		        json_object_get(json_object_get(v, "me"), "seat"), "name",
		        json_object_get(
		            json_object_get(json_object_get(v, "me"), "secret"), "name")));
		json_decref(all);
	}
	gamectl_free(g);
	return (names);
}

/* check_privacy - pictmail-1.3 over every picture drawn so far */

static void
check_privacy(struct test_env *e, int64_t game)
{
	json_t     *names = secrets(e, game), *v, *view;
	const char *name;
	char        needle[256];
	size_t      i;
	int         k, seat;

	ck_assert_int_ge(pm_npictures, PM_SEATS);
	for (k = 0; k < pm_npictures; k++) {
		view = json_loads(pm_dumps[k], 0, NULL);
		ck_assert(view != NULL);
		seat = pm_seats[k];
		ck_assert_msg(
		    seat >= 1 && seat <= PM_SEATS, "pictmail-1.3: picture of seat %d", seat);
		ck_assert_msg(json_object_get(view, "me") == NULL, "pictmail-1.3: a seat's view");
		ck_assert_msg(json_object_get(view, "seats") == NULL, "pictmail-1.3: all seats");
		ck_assert_msg(json_object_get(json_object_get(view, "mail"), "token") == NULL,
		    "pictmail-1.3: a move token");
		json_array_foreach(names, i, v)
		{
			name = json_string_value(json_object_get(v, "name"));
			snprintf(needle, sizeof(needle), "\"%s\"", name);
			ck_assert_msg(strstr(pm_dumps[k], needle) == NULL,
			    "pictmail-1.3: seat %d's picture holds %s", seat, name);
		}
		json_decref(view);
	}
	json_decref(names);
}

START_TEST(test_pictures)
{
	struct test_env *e = test_env_new_conf("[notify]\nlevel = every\n"); /* each seat gets the round's board */
	const char      *outcome;
	char            *raw, *text, *first, *addr1 = test_addr(1), what[64];
	int64_t          game;
	int              k, before;

	notify_trace = on_render;
	notify_picture_trace = on_picture;
	notify_picture_tall = 64; /* pictmail-1.8: each welcome drawn twice */
	game = test_game(e, PM_SEATS, 7, NULL);

	/* pictmail-1.9: one drawing for the welcomes, the same PNG in each. */
	ck_assert_int_eq(pm_npictures, 1);
	raw = raw_mail(e, 1, -1);
	first = png_text(raw);
	free(raw);
	for (k = 2; k <= PM_SEATS; k++) {
		raw = raw_mail(e, k, -1);
		text = png_text(raw);
		ck_assert_msg(first && text && strcmp(first, text) == 0,
		    "pictmail-1.9: seat %d's welcome, another picture", k);
		free(text);
		free(raw);
	}
	free(first);

	/* pictmail-1.1: the welcomes. */
	for (k = 1; k <= PM_SEATS; k++) {
		raw = raw_mail(e, k, -1);
		snprintf(what, sizeof(what), "pictmail-1.1 welcome %d", k);
		ck_assert_msg(png_of(raw, what) > 0, "%s: no picture", what);
		text = text_of(raw);
		ck_assert_msg(strstr(text, "Survivors dealt to you") != NULL, "%s: text", what);
		free(text);
		redrawn(e, game, raw, k);
		free(raw);
	}

	/* pictmail-1.2: the set-up's replies, with their JSON. */
	for (k = 1; k <= PM_SEATS; k++) {
		snprintf(what, sizeof(what), "pc%d@players.example", k);
		test_choose(e, k, what);
		ck_assert_int_eq(test_run(e, &outcome), 1);
	}
	for (k = 1; k <= PM_SEATS; k++) {
		raw = raw_mail(e, k, -1);
		snprintf(what, sizeof(what), "pictmail-1.2 round 1, seat %d", k);
		ck_assert_msg(png_of(raw, what) > 0, "%s: no picture", what);
		free(raw);
	}
	send(e, 1, "show\n"); /* a reply that shows the board */
	raw = raw_mail(e, 1, -1);
	ck_assert_msg(strstr(raw, "multipart/mixed") != NULL, "pictmail-1.2: no JSON part");
	{
		const char *mixed = strstr(raw, "Content-Type: multipart/mixed");
		const char *rel = strstr(raw, "Content-Type: multipart/related");
		const char *png = strstr(raw, "Content-Type: image/png");
		const char *end = strstr(raw, "--=_pbemd_related_=--");
		const char *json = strstr(raw, "Content-Type: application/json");

		ck_assert_msg(mixed && rel && png && end && json && mixed < rel && rel < png
		        && png < end && end < json,
		    "pictmail-1.2: not mixed { related { text, png }, json }");
	}
	free(raw);

	/* pictmail-1.4: pictures off for seat 1. */
	send(e, 1, "pictures\n");
	raw = raw_mail(e, 1, -1);
	text = text_of(raw);
	ck_assert_msg(strstr(text, "carry a picture of the board (pictures off") != NULL,
	    "pictmail-1.4: %s", text);
	free(text);
	free(raw);
	send(e, 1, "pictures off\nshow\n");
	raw = raw_mail(e, 1, -1);
	ck_assert_uint_eq(png_of(raw, "pictmail-1.4 off"), 0);
	text = text_of(raw);
	ck_assert_msg(strstr(text, "from now on your mails carry no picture") != NULL, "%s", text);
	ck_assert_msg(strstr(text, "LOCATIONS") != NULL, "pictmail-1.4: no board in the text");
	free(text);
	free(raw);
	before = test_mail_count(e, addr1);
	send(e, 2, "show\n");
	send(e, 3, "pictures\nshow\n");
	raw = raw_mail(e, 3, -1);
	ck_assert_uint_gt(png_of(raw, "pictmail-1.4 others keep theirs"), 0);
	free(raw);
	send(e, 1, "show\n");
	raw = raw_mail(e, 1, -1);
	ck_assert_uint_eq(png_of(raw, "pictmail-1.4 still off"), 0);
	free(raw);
	ck_assert_int_gt(test_mail_count(e, addr1), before);
	send(e, 1, "pictures on\nshow\n");
	raw = raw_mail(e, 1, -1);
	ck_assert_uint_gt(png_of(raw, "pictmail-1.4 on again"), 0);
	free(raw);

	/* pictmail-1.5: an Italian seat. */
	send(e, 2, "language it\n");
	send(e, 2, "immagini no\n");
	raw = raw_mail(e, 2, -1);
	text = text_of(raw);
	ck_assert_msg(png_of(raw, "pictmail-1.5 immagini no") == 0, "pictmail-1.5: %s", text);
	ck_assert_msg(strstr(text, "non hanno l'immagine del tabellone") != NULL, "%s", text);
	free(text);
	free(raw);
	send(e, 2, "immagini sì\nmostra\n");
	raw = raw_mail(e, 2, -1);
	ck_assert_uint_gt(png_of(raw, "pictmail-1.5 immagini sì"), 0);
	free(raw);

	/* pictmail-1.6: HISTORY shows no board. */
	send(e, 3, "history 1 2\n");
	ck_assert_int_ge(pm_history, 1);
	ck_assert_int_eq(pm_history_pictures, 0);

	/* pictmail-1.3: privacy, over every picture drawn. */
	check_privacy(e, game);
	for (k = 0; k < pm_npictures; k++)
		free(pm_dumps[k]);
	notify_trace = NULL;
	notify_picture_trace = NULL;
	free(addr1);
	test_env_free(e);
}
END_TEST

START_TEST(test_observers)
{
	struct test_env       *e = test_env_new();
	struct store_observer  o = { 0 };
	struct store_out     **rows;
	struct gamectl        *g;
	struct pb_err          err;
	char                  *addr, *first = NULL, *png, what[64];
	int64_t                game;
	size_t                 n;
	int                    k;

	/* pictmail-1.7: three observers, one drawing per update. */
	notify_trace = on_render;
	notify_picture_trace = on_picture;
	game = test_game(e, PM_SEATS, 7, NULL);
	for (k = 1; k <= 3; k++) {
		addr = pb_asprintf("obs%d@observers.example", k);
		o.game_id = game;
		o.address = addr;
		o.state = "active";
		o.code = k == 1 ? "c0de1c0de1c0de1c0de1" : k == 2 ? "c0de2c0de2c0de2c0de2"
		                                                : "c0de3c0de3c0de3c0de3";
		o.created = o.confirmed = 1;
		ck_assert_msg(store_observer_put(e->p->st, &o, &err) == PB_OK, "%s", err.msg);
		free(addr);
	}
	pm_observed_pictures = 0;
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	snprintf(pm_tmpl, sizeof(pm_tmpl), "observed");
	ck_assert_msg(observe_update(e->p, g, NULL, "t", &err) == PB_OK, "%s", err.msg);
	gamectl_free(g);
	ck_assert_int_eq(pm_observed_pictures, 1);
	for (k = 1; k <= 3; k++) {
		addr = pb_asprintf("obs%d@observers.example", k);
		ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
		ck_assert_uint_eq(n, (size_t)pm_observed_pictures);
		png = png_text(rows[n - 1]->message);
		ck_assert_msg(png != NULL, "pictmail-1.7: observer %d has no picture", k);
		if (first == NULL)
			first = png;
		else {
			ck_assert_str_eq(png, first);
			free(png);
		}
		snprintf(what, sizeof(what), "c0de%dc0de%d", k, k); /* its own text */
		ck_assert_msg(strstr(rows[n - 1]->message, what) != NULL, "pictmail-1.7: no %s", what);
		store_out_list_free(rows, n);
		free(addr);
	}
	free(first);
	for (k = 0; k < pm_npictures; k++)
		free(pm_dumps[k]);
	pm_npictures = 0;
	notify_trace = NULL;
	notify_picture_trace = NULL;
	test_env_free(e);
}
END_TEST

/* pictures_suite - every case */

static Suite *
pictures_suite(void)
{
	Suite *s = suite_create("pictures_mail");
	TCase *tc = tcase_create("pictures_mail");

	tcase_add_test(tc, test_pictures);
	tcase_add_test(tc, test_observers);
	suite_add_tcase(s, tc);
	return (s);
}

/* main - run the suite */

int
main(void)
{
	return (test_main(pictures_suite));
}
