/*++
/* NAME
/*	dm_picture 3
/* SUMMARY
/*	Dark Moon: a picture of the board, from a seat's view
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	enum pb_rc dm_picture(const json_t *view, const char *locale,
/*				struct picture *pic, struct pb_err *err);
/* DESCRIPTION
/*	dm_picture() is the game's picture() (game.h): it draws, from the
/*	JSON of dm_view() for one seat (or the public view) and nothing
/*	else, top down on a canvas PICTURE_WIDTH wide:
/* .IP \(bu
/*	the headline of the mail (mail.headline, already in the reader's
/*	language) or the title; at the end, who won and why;
/* .IP \(bu
/*	the tracks: Shield (with the next Failure Condition), Outpost
/*	tokens, Fatigue tokens (each to the loss) and Suspicion; the
/*	Outpost tokens out with what they block, the characters fatigued,
/*	the Sabotage token;
/* .IP \(bu
/*	the Event cameras: each Event with its cubes, the current one
/*	outlined, the Final Event so marked;
/* .IP \(bu
/*	the pools: the dice in Available and Spent Resources, by colour;
/*	the Task being resolved with its Success cube; a vote under way;
/* .IP \(bu
/*	the crew: each seat's number, character, and what the table sees
/*	of it (Commander, active, quarantined, fatigued, revealed with its
/*	status, IN or OUT, voted, removed);
/* .IP \(bu
/*	for a seat's view, its own status, dice and roll (from "me").
/* .PP
/*	Names are those of the view, already in the locale; the picture's
/*	own words are in labels[] below, in the rulebooks' terms.
/* DIAGNOSTICS
/*	PB_EDATA: the view lacks the board.
/* SEE ALSO
/*	picture(3), dm_view.c, game.h.
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
#include "games/dm/dm_cmd.h"

#define M PICTURE_MARGIN
#define W (PICTURE_WIDTH - 2 * PICTURE_MARGIN) /* the width drawn on */
#define GAP 12                                 /* between boxes */
#define LINE 30                                /* one line of a list */
#define R 13                                   /* a counter's radius */

enum label {
	L_SHIELD,
	L_OUTPOSTS,
	L_FATIGUE,
	L_SUSPICION,
	L_NEXT,
	L_SABOTAGE,
	L_EVENTS,
	L_CAMERA,
	L_FINAL,
	L_CUBES,
	L_AVAILABLE,
	L_SPENT,
	L_STRONG,
	L_WEAK,
	L_BLUE,
	L_TASK,
	L_SUCCESS,
	L_VOTE,
	L_CREW,
	L_COMMANDER,
	L_ACTIVE,
	L_QUARANTINE,
	L_FATIGUED,
	L_REVEALED,
	L_VOTED,
	L_GONE,
	L_YOU,
	L_STATUS,
	L_SCREEN,
	L_ROLL,
	L_ENDED,
	L_BLOCKS,
	L_UNINFECTED,
	L_INFECTED,
};

/* The words of the picture (the board's, as the templates say them). */
static const struct lang_msg labels[] = {
	[L_SHIELD] = { "Shield", "Scudo", "Escudo" },
	[L_OUTPOSTS] = { "Outpost tokens", "Segnalini Avamposto", "Fichas de Puesto" },
	[L_FATIGUE] = { "Fatigue tokens", "Segnalini Affaticamento", "Fichas de Fatiga" },
	[L_SUSPICION] = { "Suspicion", "Sospetto", "Sospecha" },
	[L_NEXT] = { "next test", "prossima prova", "próxima prueba" },
	[L_SABOTAGE] = { "Sabotage", "Sabotaggio", "Sabotaje" },
	[L_EVENTS] = { "Events", "Eventi", "Eventos" },
	[L_CAMERA] = { "camera %d", "telecamera %d", "cámara %d" },
	[L_FINAL] = { "FINAL", "FINALE", "FINAL" },
	[L_CUBES] = { "cubes %d of %d", "cubi %d su %d", "cubos %d de %d" },
	[L_AVAILABLE] = { "Available", "Disponibili", "Disponibles" },
	[L_SPENT] = { "Spent", "Spesi", "Gastados" },
	[L_STRONG] = { "strong", "forti", "fuertes" },
	[L_WEAK] = { "weak", "deboli", "débiles" },
	[L_BLUE] = { "blue", "blu", "azul" },
	[L_TASK] = { "Task", "Compito", "Tarea" },
	[L_SUCCESS] = { "success %d of %d", "successo %d su %d", "éxito %d de %d" },
	[L_VOTE] = { "Vote on %s, called by %s", "Voto su %s, chiamato da %s",
	    "Votación sobre %s, convocada por %s" },
	[L_CREW] = { "Crew", "Equipaggio", "Tripulación" },
	[L_COMMANDER] = { "Commander", "Comandante", "Comandante" },
	[L_ACTIVE] = { "active", "attivo", "activo" },
	[L_QUARANTINE] = { "quarantine", "quarantena", "cuarentena" },
	[L_FATIGUED] = { "fatigued", "affaticato", "fatigado" },
	[L_REVEALED] = { "revealed", "rivelato", "revelado" },
	[L_VOTED] = { "voted", "ha votato", "ha votado" },
	[L_GONE] = { "left the game", "ha lasciato la partita", "ha dejado la partida" },
	[L_YOU] = { "Only you, seat %d", "Solo per te, posto %d", "Solo para ti, puesto %d" },
	[L_STATUS] = { "Status", "Stato", "Estado" },
	[L_SCREEN] = { "Behind your screen", "Dietro il tuo schermo", "Tras tu pantalla" },
	[L_ROLL] = { "Your roll", "Il tuo tiro", "Tu tirada" },
	[L_ENDED] = { "The game is over", "La partita è finita", "La partida ha terminado" },
	[L_BLOCKS] = { "blocks", "blocca", "bloquea" },
	[L_UNINFECTED] = { "Uninfected", "Non Infetto", "No Infectado" },
	[L_INFECTED] = { "Infected", "Infetto", "Infectado" },
};

/* A seat's colour: its number is always written on it too. */
static const enum picture_colour seat_colours[] = { PICTURE_ORANGE, PICTURE_SKY, PICTURE_GREEN,
	PICTURE_YELLOW, PICTURE_PURPLE, PICTURE_BLUE, PICTURE_VERMILION };

/* What every drawing function needs. */
struct draw {
	struct picture *pic;
	const json_t   *board;
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

/* yes - a true member */

static int
yes(const json_t *o, const char *key)
{
	return (json_is_true(json_object_get(o, key)));
}

/* header - the headline, and at the end the winner; the y below */

static double
header(const struct draw *d, double y)
{
	const char   *head = jfield_str(json_object_get(d->view, "mail"), "headline");
	const json_t *end = json_object_get(d->board, "end");
	char         *text;

	y += picture_text(d->pic, M, y, W, *head ? head : "Dark Moon", PICTURE_SIZE_TITLE,
	    PICTURE_BLACK, PICTURE_BOLD) + 8;
	if (end != NULL) {
		text = pb_asprintf("%s: %s (%s)", label(d, L_ENDED), jfield_str(end, "winner"),
		    jfield_str(end, "reason"));
		y += picture_text(d->pic, M, y, W, text, PICTURE_SIZE_LABEL, PICTURE_VERMILION,
		    PICTURE_BOLD) + 8;
		free(text);
	}
	return (y);
}

/* list_line - a line of a list, wrapped; the y below */

static double
list_line(const struct draw *d, double y, const char *text)
{
	return (y + picture_text(d->pic, M + 10, y, W - 20, text, PICTURE_SIZE_SMALL, PICTURE_BLACK,
	    0) + 2);
}

/* tracks - Shield, Outposts, Fatigue, Suspicion, and what is out */

static double
tracks(const struct draw *d, double y)
{
	const json_t *b = d->board, *v;
	char         *text;
	size_t        i;

	y += picture_track(d->pic, M, y, W, label(d, L_SHIELD), 0, jfield_int(b, "shield_spots"),
	    jfield_int(b, "shield"), PICTURE_SKY) + 4;
	text = pb_asprintf("%s: %s", label(d, L_NEXT), jfield_str(b, "next_test"));
	y = list_line(d, y, text) + 4;
	free(text);
	y += picture_track(d->pic, M, y, W, label(d, L_OUTPOSTS), 0, jfield_int(b, "lose_at"),
	    jfield_int(b, "outposts_count"), PICTURE_ORANGE) + 4;
	json_array_foreach(json_object_get(b, "outposts"), i, v)
	{
		text = pb_asprintf("%s: %s %s", jfield_str(v, "name"), label(d, L_BLOCKS), jfield_str(v, "blocks"));
		y = list_line(d, y, text);
		free(text);
	}
	y += picture_track(d->pic, M, y + 4, W, label(d, L_FATIGUE), 0, jfield_int(b, "lose_at"),
	    jfield_int(b, "fatigue_count"), PICTURE_VERMILION) + 8;
	json_array_foreach(json_object_get(b, "fatigue"), i, v)
	    y = list_line(d, y, json_string_value(v) ? json_string_value(v) : "");
	y += picture_track(d->pic, M, y + 4, W, label(d, L_SUSPICION), 0, jfield_int(b, "suspicion_max"),
	    jfield_int(b, "suspicion"), PICTURE_PURPLE) + 8;
	if (json_object_get(b, "sabotage") != NULL) {
		text = pb_asprintf("%s: %s", label(d, L_SABOTAGE), jfield_str(b, "sabotage"));
		y = list_line(d, y, text);
		free(text);
	}
	return (y + GAP);
}

/* cameras - the Events, the current one outlined */

static double
cameras(const struct draw *d, double y)
{
	const json_t *cams = json_object_get(d->board, "cameras"), *c;
	size_t        i, n = json_array_size(cams);
	double        top;
	char         *text, *cubes, *cam;

	if (n == 0)
		return (y);
	top = picture_region(d->pic, M, y, W, 50 + LINE * n, label(d, L_EVENTS), PICTURE_BLUE, 0);
	json_array_foreach(cams, i, c)
	{
		cubes = pb_asprintf(lang_pick(&labels[L_CUBES], d->locale), jfield_int(c, "cubes"),
		    jfield_int(c, "need"));
		cam = pb_asprintf(lang_pick(&labels[L_CAMERA], d->locale), jfield_int(c, "camera"));
		text = pb_asprintf("%s%s%s: %s, %s", cam, yes(c, "final") ? " " : "",
		    yes(c, "final") ? label(d, L_FINAL) : "", jfield_str(c, "name"), cubes);
		picture_text(d->pic, M + 10, top + LINE * i, W - 20, text, PICTURE_SIZE_TEXT,
		    PICTURE_BLACK, PICTURE_ONE_LINE | (yes(c, "current") ? PICTURE_BOLD : 0));
		free(text);
		free(cubes);
		free(cam);
	}
	return (y + 50 + LINE * n + GAP);
}

/* dice_text - "4 strong, 2 weak, 0 blue"; caller frees */

static char *
dice_text(const struct draw *d, const json_t *dice)
{
	return (pb_asprintf("%d %s, %d %s, %d %s", jfield_int(dice, "strong"), label(d, L_STRONG),
	    jfield_int(dice, "weak"), label(d, L_WEAK), jfield_int(dice, "blue"), label(d, L_BLUE)));
}

/* pools - Available and Spent, the Task, the vote */

static double
pools(const struct draw *d, double y)
{
	const json_t *b = d->board, *t = json_object_get(b, "task"), *v = json_object_get(b, "vote");
	char         *a, *s, *text;

	a = dice_text(d, json_object_get(b, "available"));
	s = dice_text(d, json_object_get(b, "spent"));
	text = pb_asprintf("%s: %s. %s: %s.", label(d, L_AVAILABLE), a, label(d, L_SPENT), s);
	y += picture_text(d->pic, M, y, W, text, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0) + 8;
	free(text);
	free(a);
	free(s);
	if (t != NULL) {
		char *succ = pb_asprintf(lang_pick(&labels[L_SUCCESS], d->locale), jfield_int(t, "success"),
		    jfield_int(t, "difficulty"));

		text = pb_asprintf("%s: %s (%s)", label(d, L_TASK), jfield_str(t, "name"), succ);
		y += picture_text(d->pic, M, y, W, text, PICTURE_SIZE_TEXT, PICTURE_BLACK,
		    PICTURE_BOLD) + 8;
		free(text);
		free(succ);
	}
	if (v != NULL) {
		text = pb_asprintf(lang_pick(&labels[L_VOTE], d->locale), jfield_str(v, "target"),
		    jfield_str(v, "caller"));
		y += picture_text(d->pic, M, y, W, text, PICTURE_SIZE_TEXT, PICTURE_VERMILION,
		    PICTURE_BOLD) + 8;
		free(text);
	}
	return (y + GAP / 2);
}

/* marks - what the table sees of a seat, ", " between; caller frees */

static char *
marks(const struct draw *d, const json_t *p)
{
	static const struct {
		const char *key;
		enum label  l;
	} flags[] = { { "commander", L_COMMANDER }, { "active", L_ACTIVE },
		{ "quarantined", L_QUARANTINE }, { "fatigued", L_FATIGUED }, { "voted", L_VOTED },
		{ "gone", L_GONE } };
	struct pb_buf b;
	size_t        i;

	pb_buf_init(&b);
	pb_buf_puts(&b, jfield_str(p, "character"));
	for (i = 0; i < PB_NELEM(flags); i++)
		if (yes(p, flags[i].key))
			pb_buf_printf(&b, ", %s", label(d, flags[i].l));
	if (yes(p, "revealed"))
		pb_buf_printf(&b, ", %s: %s", label(d, L_REVEALED), jfield_str(p, "status"));
	if (*jfield_str(p, "inout"))
		pb_buf_printf(&b, ", %s", jfield_str(p, "inout"));
	return (pb_buf_steal(&b));
}

/* crew - a line per seat, its number on its colour */

static double
crew(const struct draw *d, double y)
{
	const json_t *players = json_object_get(d->board, "players"), *p;
	size_t        i, n = json_array_size(players);
	double        top;
	char          seatno[16], *text;
	int           k;

	top = picture_region(d->pic, M, y, W, 50 + LINE * n, label(d, L_CREW), PICTURE_GREY, 0);
	json_array_foreach(players, i, p)
	{
		k = jfield_int(p, "seat");
		snprintf(seatno, sizeof(seatno), "%d", k);
		picture_token(d->pic, M + 10 + R, top + LINE * i + R, R, seatno,
		    k >= 1 ? seat_colours[(k - 1) % PB_NELEM(seat_colours)] : PICTURE_GREY);
		text = marks(d, p);
		picture_text(d->pic, M + 16 + 2 * R, top + LINE * i, W - 26 - 2 * R, text,
		    PICTURE_SIZE_TEXT, PICTURE_BLACK, PICTURE_ONE_LINE | (k == d->me ? PICTURE_BOLD : 0));
		free(text);
	}
	return (y + 50 + LINE * n + GAP);
}

/* mine - the reader's own status, screen and roll */

static double
mine(const struct draw *d, double y)
{
	const json_t *me = json_object_get(d->view, "me"), *r;
	struct pb_buf b;
	char         *title, *dice;
	double        top, h;
	size_t        i;

	if (me == NULL)
		return (y);
	pb_buf_init(&b);
	dice = dice_text(d, json_object_get(me, "dice"));
	pb_buf_printf(&b, "%s: %s (%s)\n%s: %s (%d/%d)", label(d, L_STATUS), jfield_str(me, "status"),
	    label(d, strcmp(jfield_str(me, "team"), "Infected") == 0 ? L_INFECTED : L_UNINFECTED),
	    label(d, L_SCREEN), dice, jfield_int(me, "held"), jfield_int(me, "limit"));
	free(dice);
	if (json_array_size(json_object_get(me, "roll")) > 0) {
		pb_buf_printf(&b, "\n%s:", label(d, L_ROLL));
		json_array_foreach(json_object_get(me, "roll"), i, r)
		    pb_buf_printf(&b, "%s %s %s", i ? "," : "",
		        label(d, strcmp(jfield_str(r, "colour"), "strong") == 0 ? L_STRONG
		                : strcmp(jfield_str(r, "colour"), "weak") == 0  ? L_WEAK
		                                                          : L_BLUE),
		        jfield_str(r, "face"));
	}
	h = picture_text_height(d->pic, W - 20, b.s, PICTURE_SIZE_TEXT, 0);
	title = pb_asprintf(lang_pick(&labels[L_YOU], d->locale), d->me);
	top = picture_region(d->pic, M, y, W, 52 + h, title,
	    seat_colours[(d->me - 1) % PB_NELEM(seat_colours)], 1);
	picture_text(d->pic, M + 10, top, W - 20, b.s, PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	free(title);
	pb_buf_free(&b);
	return (y + 52 + h + GAP);
}

/* dm_picture - the board of a view, drawn on pic */

enum pb_rc
dm_picture(const json_t *view, const char *locale, struct picture *pic, struct pb_err *err)
{
	struct draw d = { pic, json_object_get(view, "board"), view, locale, 0 };
	double      y = M;

	/* Sanity checks. */
	if (!json_is_object(d.board) || !json_is_array(json_object_get(d.board, "players")))
		return (pb_err_set(err, PB_EDATA, "dm_picture: the view has no board"));
	d.me = jfield_int(json_object_get(view, "me"), "seat");

	/* Top down. */
	y = header(&d, y);
	y = tracks(&d, y);
	y = cameras(&d, y);
	y = pools(&d, y);
	y = crew(&d, y);
	(void)mine(&d, y);
	return (PB_OK);
}
