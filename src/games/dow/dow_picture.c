/*++
/* NAME
/*	dow_picture 3
/* SUMMARY
/*	Dead of Winter: a picture of the board, from a seat's view
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	enum pb_rc dow_picture(const json_t *view, const char *locale,
/*				struct picture *pic, struct pb_err *err);
/* DESCRIPTION
/*	dow_picture() is the game's picture() (game.h): it draws, from
/*	the JSON of dow_view() for one seat (or the public view) and
/*	nothing else, top down on a canvas PICTURE_WIDTH wide:
/* .IP \(bu
/*	the headline of the mail (mail.headline, already in the reader's
/*	language) or the title, and the main objective;
/* .IP \(bu
/*	the morale and rounds-left tracks, and counters for the food
/*	supply, starvation tokens, the waste pile and the helpless
/*	survivors of the colony;
/* .IP \(bu
/*	the crisis: its name, the card type that prevents it and the
/*	cards added so far;
/* .IP \(bu
/*	the colony, then the other locations two by two, each with its
/*	zombies, barricades, noise and cards left, and its survivors,
/*	each marked by its player's number on the player's colour (the
/*	reader's own in bold, the leader so named);
/* .IP \(bu
/*	for a seat's view, that seat's survivors and hand (from "me");
/*	at the end of the game, who won.
/* .PP
/*	Card and place names are those of the view, already in the
/*	locale; the few words of the picture itself are in labels[]
/*	below, in the rulebooks' terms.  In set-up (survivors being
/*	chosen) the board is drawn as it stands, without survivors.
/* DIAGNOSTICS
/*	PB_EDATA: the view lacks the board (no "locations" array).
/* SEE ALSO
/*	picture(3), dow_view.c, game.h.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"
#include "core/jfield.h"
#include "core/picture.h"

/* Local. */
#include "games/dow/dow.h"

#define M PICTURE_MARGIN
#define W (PICTURE_WIDTH - 2 * PICTURE_MARGIN) /* the width drawn on */
#define GAP 12                                 /* between boxes */
#define LINE 32                                /* one survivor's line */
#define CHIP 34                                /* a row of counters */
#define CHIP_GAP 14                            /* between counters */
#define R 13                                   /* a counter's radius */

enum label {
	L_MORALE,
	L_ROUNDS,
	L_FOOD,
	L_STARVATION,
	L_WASTE,
	L_HELPLESS,
	L_ZOMBIES,
	L_BARRICADES,
	L_NOISE,
	L_CARDS,
	L_CRISIS,
	L_PREVENT,
	L_ADDED,
	L_ENTRANCE,
	L_LEADER,
	L_WOUNDS,
	L_YOU,
	L_HAND,
	L_ENDED,
	L_WINS,
	L_LOSES,
	L_OBJECTIVE,
	L_NONE,
};

/* The words of the picture, in the rulebooks' terms (seeds 000, 002). */
static const struct lang_msg labels[] = {
	[L_MORALE] = { "Morale", "Morale", "Moral" },
	[L_ROUNDS] = { "Rounds left", "Round rimasti", "Rondas restantes" },
	[L_FOOD] = { "Food", "Cibo", "Comida" },
	[L_STARVATION] = { "Starvation", "Fame", "Hambre" },
	[L_WASTE] = { "Waste", "Rifiuti", "Vertedero" },
	[L_HELPLESS] = { "Helpless", "Indifesi", "Indefensos" },
	[L_ZOMBIES] = { "Zombies", "Zombie", "Zombis" },
	[L_BARRICADES] = { "Barricades", "Barricate", "Barricadas" },
	[L_NOISE] = { "Noise", "Rumore", "Ruido" },
	[L_CARDS] = { "Cards", "Carte", "Cartas" },
	[L_CRISIS] = { "Crisis", "Crisi", "Crisis" },
	[L_PREVENT] = { "prevented by %s cards, %d added", "si previene con carte %s, %d aggiunte",
	    "se evita con cartas de %s, %d añadidas" },
	[L_ADDED] = { "added", "aggiunte", "añadidas" },
	[L_ENTRANCE] = { "Entrance", "Ingresso", "Entrada" },
	[L_LEADER] = { "leader", "leader", "líder" },
	[L_WOUNDS] = { "wounds", "ferite", "heridas" },
	[L_YOU] = { "You, Player %d", "Tu, Giocatore %d", "Tú, Jugador %d" },
	[L_HAND] = { "Your hand", "La tua mano", "Tu mano" },
	[L_ENDED] = { "The game has ended", "La partita è finita", "La partida ha terminado" },
	[L_WINS] = { "Player %d wins", "Il Giocatore %d vince", "El Jugador %d gana" },
	[L_LOSES] = { "Player %d loses", "Il Giocatore %d perde", "El Jugador %d pierde" },
	[L_OBJECTIVE] = { "Objective", "Obiettivo", "Objetivo" },
	[L_NONE] = { "none", "nessuna", "ninguna" },
};

/* A player's colour: its number is always written on it too. */
static const enum picture_colour seat_colours[] = { PICTURE_ORANGE, PICTURE_SKY, PICTURE_GREEN,
	PICTURE_YELLOW, PICTURE_PURPLE };

/* What every drawing function needs. */
struct draw {
	struct picture *pic;
	const json_t   *view;
	const char     *locale;
	int             me; /* the reader's seat, 0 for the public view */
};

/* label - a word of the picture in the reader's language */

static const char *
label(const struct draw *d, enum label l)
{
	return (lang_pick(&labels[l], d->locale));
}

/* seat_colour - a player's colour */

static enum picture_colour
seat_colour(int seat)
{
	return (seat >= 1 ? seat_colours[(seat - 1) % PB_NELEM(seat_colours)] : PICTURE_GREY);
}

/* chip - a counter and its label at x, y (top left), at most w wide;
 * the width it took, with the gap after it */

static double
chip(const struct draw *d, double x, double y, double w, int n, const char *what,
    enum picture_colour c)
{
	char   num[16];
	double tw;

	snprintf(num, sizeof(num), "%d", n);
	picture_token(d->pic, x + R + 2, y + R + 2, R, num, c);
	tw = picture_text_width(d->pic, what, PICTURE_SIZE_SMALL, 0);
	if (tw > w - 2 * R - 12)
		tw = w - 2 * R - 12;
	picture_text(d->pic, x + 2 * R + 10, y + 4, tw, what, PICTURE_SIZE_SMALL, PICTURE_BLACK,
	    PICTURE_ONE_LINE);
	return (2 * R + 10 + tw + CHIP_GAP);
}

/* header - headline, main objective; the y below */

static double
header(const struct draw *d, double y)
{
	const json_t *mail = json_object_get(d->view, "mail");
	const char   *head = jfield_str(mail, "headline");
	char         *obj;

	y += picture_text(d->pic, M, y, W, *head ? head : jfield_str(d->view, "title"),
	    PICTURE_SIZE_TITLE, PICTURE_BLACK, PICTURE_BOLD);
	obj = pb_asprintf("%s: %s", label(d, L_OBJECTIVE),
	    jfield_str(json_object_get(d->view, "main_objective"), "name"));
	y += picture_text(d->pic, M, y + 4, W, obj, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0) + 12;
	free(obj);
	return (y);
}

/* tracks - morale and rounds left, then the colony's counters */

static double
tracks(const struct draw *d, double y)
{
	int morale = jfield_int(d->view, "morale"), rounds = jfield_int(d->view, "rounds");

	y += picture_track(d->pic, M, y, W, label(d, L_MORALE), 0, morale > 10 ? morale : 10,
	         morale, PICTURE_VERMILION)
	    + 8;
	y += picture_track(d->pic, M, y, W, label(d, L_ROUNDS), 0, rounds > 10 ? rounds : 10,
	         rounds, PICTURE_SKY)
	    + 10;
	chip(d, M, y, W / 4, jfield_int(d->view, "food"), label(d, L_FOOD), PICTURE_GREEN);
	chip(d, M + W / 4, y, W / 4, jfield_int(d->view, "starvation"), label(d, L_STARVATION),
	    PICTURE_VERMILION);
	chip(d, M + W / 2, y, W / 4, jfield_int(json_object_get(d->view, "decks"), "waste"),
	    label(d, L_WASTE), PICTURE_GREY);
	chip(d, M + 3 * W / 4, y, W / 4, jfield_int(d->view, "helpless"), label(d, L_HELPLESS),
	    PICTURE_YELLOW);
	return (y + CHIP + GAP);
}

/* crisis - the crisis of the round, if any */

static double
crisis(const struct draw *d, double y)
{
	const json_t *c = json_object_get(d->view, "crisis");
	char         *text;
	double        h, top;

	if (c == NULL)
		return (y);
	text = pb_asprintf(
	    lang_pick(&labels[L_PREVENT], d->locale), jfield_str(c, "prevent"), jfield_int(c, "cards"));
	h = picture_text_height(d->pic, W - 20, text, PICTURE_SIZE_TEXT, 0);
	top = picture_region(d->pic, M, y, W, 52 + h, jfield_str(c, "name"), PICTURE_PURPLE, 0);
	picture_text(d->pic, M + 10, top, W - 20, text, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	free(text);
	return (y + 52 + h + GAP);
}

/* survivor_line - one survivor at a location: its player's mark, name */

static void
survivor_line(const struct draw *d, const json_t *v, double x, double y, double w)
{
	struct pb_buf b;
	char          num[16];
	int           seat = jfield_int(v, "seat");

	snprintf(num, sizeof(num), "%d", seat);
	picture_token(d->pic, x + 13, y + 13, 13, num, seat_colour(seat));
	pb_buf_init(&b);
	pb_buf_puts(&b, jfield_str(v, "name"));
	if (json_is_true(json_object_get(v, "leader")))
		pb_buf_printf(&b, ", %s", label(d, L_LEADER));
	if (jfield_int(v, "wounds") > 0)
		pb_buf_printf(&b, ", %s %d", label(d, L_WOUNDS), jfield_int(v, "wounds"));
	picture_text(d->pic, x + 32, y, w - 34, b.s, PICTURE_SIZE_TEXT, PICTURE_BLACK,
	    PICTURE_ONE_LINE | (seat == d->me ? PICTURE_BOLD : 0));
	pb_buf_free(&b);
}

/* mine_at - is one of the reader's survivors at this location? */

static int
mine_at(const struct draw *d, const json_t *loc)
{
	const json_t *v;
	size_t        i;

	json_array_foreach(json_object_get(loc, "survivors"), i, v)
	{
		if (d->me > 0 && jfield_int(v, "seat") == d->me)
			return (1);
	}
	return (0);
}

/* entrances_text - "Entrance 1: 3 zombies, 1 barricades" ...; caller frees */

static char *
entrances_text(const struct draw *d, const json_t *loc)
{
	struct pb_buf b;
	const json_t *e;
	size_t        i;

	pb_buf_init(&b);
	json_array_foreach(json_object_get(loc, "entrances"), i, e)
	{
		pb_buf_printf(&b, "%s%s %d: %s %d", i ? " · " : "", label(d, L_ENTRANCE),
		    jfield_int(e, "number"), label(d, L_ZOMBIES), jfield_int(e, "zombies"));
		if (jfield_int(e, "barricades") > 0)
			pb_buf_printf(&b, ", %s %d", label(d, L_BARRICADES), jfield_int(e, "barricades"));
	}
	return (pb_buf_steal(&b));
}

/* location_height - the height a location's box needs, w wide */

static double
location_height(const struct draw *d, const json_t *loc, double w)
{
	double h = 48 + CHIP + LINE * json_array_size(json_object_get(loc, "survivors"));
	char  *ent;

	if (json_array_size(json_object_get(loc, "entrances")) > 0) {
		ent = entrances_text(d, loc);
		h += picture_text_height(d->pic, w - 20, ent, PICTURE_SIZE_SMALL, 0) + 6;
		free(ent);
	}
	return (h + 6);
}

/* location - one location's box: counters, entrances, survivors */

static void
location(const struct draw *d, const json_t *loc, double x, double y, double w, double h,
    enum picture_colour c)
{
	const json_t *v;
	double        top, cx;
	char         *ent;
	size_t        i;

	top = picture_region(d->pic, x, y, w, h, jfield_str(loc, "name"), c, mine_at(d, loc));
	cx = x + 10;
	cx += chip(d, cx, top, x + w - 10 - cx, jfield_int(loc, "zombies"), label(d, L_ZOMBIES),
	    PICTURE_VERMILION);
	if (jfield_int(loc, "barricades") > 0)
		cx += chip(d, cx, top, x + w - 10 - cx, jfield_int(loc, "barricades"),
		    label(d, L_BARRICADES), PICTURE_SKY);
	if (jfield_int(loc, "noise") > 0)
		cx += chip(d, cx, top, x + w - 10 - cx, jfield_int(loc, "noise"), label(d, L_NOISE),
		    PICTURE_YELLOW);
	/* The cards left, the least of them, only when they fit whole. */
	if (json_object_get(loc, "deck") != NULL
	    && x + w - 10 - cx >= 2 * R + 12
	            + picture_text_width(d->pic, label(d, L_CARDS), PICTURE_SIZE_SMALL, 0))
		chip(d, cx, top, x + w - 10 - cx, jfield_int(loc, "deck"), label(d, L_CARDS),
		    PICTURE_WHITE);
	top += CHIP;
	if (json_array_size(json_object_get(loc, "entrances")) > 0) {
		ent = entrances_text(d, loc);
		top += picture_text(
		           d->pic, x + 10, top, w - 20, ent, PICTURE_SIZE_SMALL, PICTURE_BLACK, 0)
		    + 6;
		free(ent);
	}
	json_array_foreach(json_object_get(loc, "survivors"), i, v)
	    survivor_line(d, v, x + 10, top + LINE * i, w - 20);
}

/* locations - the colony across, then the others two by two */

static double
locations(const struct draw *d, const json_t *locs, double y)
{
	double cw = (W - GAP) / 2, h, h2;
	size_t i;

	/* The colony is the first location of the view. */
	h = location_height(d, json_array_get(locs, 0), W);
	location(d, json_array_get(locs, 0), M, y, W, h, PICTURE_BLUE);
	y += h + GAP;
	for (i = 1; i < json_array_size(locs); i += 2) {
		h = location_height(d, json_array_get(locs, i), cw);
		if (i + 1 < json_array_size(locs)
		    && (h2 = location_height(d, json_array_get(locs, i + 1), cw)) > h)
			h = h2;
		location(d, json_array_get(locs, i), M, y, cw, h, PICTURE_GREY);
		if (i + 1 < json_array_size(locs))
			location(
			    d, json_array_get(locs, i + 1), M + cw + GAP, y, cw, h, PICTURE_GREY);
		y += h + GAP;
	}
	return (y);
}

/* names_of - the "name" of each element of an array, ", " between;
 * caller frees */

static char *
names_of(const struct draw *d, const json_t *a)
{
	struct pb_buf b;
	const json_t *v;
	size_t        i;

	pb_buf_init(&b);
	json_array_foreach(a, i, v) pb_buf_printf(&b, "%s%s", i ? ", " : "", jfield_str(v, "name"));
	if (b.len == 0)
		pb_buf_puts(&b, label(d, L_NONE));
	return (pb_buf_steal(&b));
}

/* mine - the reader's own survivors and hand, from its "me" */

static double
mine(const struct draw *d, double y)
{
	const json_t *me = json_object_get(d->view, "me"), *v;
	double        h, top;
	char         *title, *hand, *line;
	size_t        i, n;

	if (me == NULL)
		return (y);
	n = json_array_size(json_object_get(me, "survivors"));
	hand = names_of(d, json_object_get(me, "hand"));
	line = pb_asprintf("%s: %s", label(d, L_HAND), hand);
	h = 54 + LINE * n + picture_text_height(d->pic, W - 20, line, PICTURE_SIZE_TEXT, 0);
	title = pb_asprintf(lang_pick(&labels[L_YOU], d->locale), d->me);
	top = picture_region(d->pic, M, y, W, h, title, seat_colour(d->me), 1);
	json_array_foreach(json_object_get(me, "survivors"), i, v)
	{
		char *at = pb_asprintf("%s (%s)", jfield_str(v, "name"), jfield_str(v, "at"));

		picture_text(d->pic, M + 10, top + LINE * i, W - 20, at, PICTURE_SIZE_TEXT,
		    PICTURE_BLACK, PICTURE_BOLD | PICTURE_ONE_LINE);
		free(at);
	}
	picture_text(
	    d->pic, M + 10, top + LINE * n + 4, W - 20, line, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	free(title);
	free(line);
	free(hand);
	return (y + h + GAP);
}

/* ended - who won, when the game is over */

static double
ended(const struct draw *d, double y)
{
	const json_t *r;
	double        top;
	size_t        i, n = json_array_size(json_object_get(d->view, "reveal"));
	char         *text;

	if (!json_is_true(json_object_get(d->view, "ended")))
		return (y);
	top = picture_region(d->pic, M, y, W, 50 + LINE * n, label(d, L_ENDED), PICTURE_BLACK, 0);
	json_array_foreach(json_object_get(d->view, "reveal"), i, r)
	{
		text = pb_asprintf(
		    lang_pick(&labels[json_is_true(json_object_get(r, "won")) ? L_WINS : L_LOSES],
		        d->locale),
		    jfield_int(r, "seat"));
		picture_text(d->pic, M + 10, top + LINE * i, W - 20, text, PICTURE_SIZE_TEXT,
		    PICTURE_BLACK, json_is_true(json_object_get(r, "won")) ? PICTURE_BOLD : 0);
		free(text);
	}
	return (y + 50 + LINE * n + GAP);
}

/* dow_picture - the board of a view, drawn on pic */

enum pb_rc
dow_picture(const json_t *view, const char *locale, struct picture *pic, struct pb_err *err)
{
	const json_t *locs = json_object_get(view, "locations");
	struct draw   d = { pic, view, locale, 0 };
	double        y = M;

	/* Sanity checks. */
	if (!json_is_array(locs) || json_array_size(locs) == 0)
		return (pb_err_set(err, PB_EDATA, "dow_picture: the view has no locations"));
	d.me = jfield_int(json_object_get(view, "me"), "seat");

	/* Top down. */
	y = header(&d, y);
	y = tracks(&d, y);
	y = crisis(&d, y);
	y = locations(&d, locs, y);
	y = mine(&d, y);
	(void)ended(&d, y);
	return (PB_OK);
}
