/*++
/* NAME
/*	zwd_picture 3
/* SUMMARY
/*	Zombicide: White Death, the map as a picture
/* SYNOPSIS
/*	#include "games/zwd/zwd_picture.h"
/* DESCRIPTION
/*	See zwd_picture.h.  The map is drawn cell by cell, s pixels a
/*	cell (the most that fits PICTURE_WIDTH, at most CELL_MAX), in
/*	layers: the cells tinted by their zone's kind now (ruins and
/*	Corruption hatched too, so colour is never the only sign), the
/*	tile frames, the edges on cell sides, then each zone's marks.
/*
/*	An edge is one per pair of zones (zwd_map(3h)) but runs along
/*	several cell sides; its one-place signs (the gap of an opening,
/*	the rungs of Stairs, a ladder spot, a placed rope ladder) go on
/*	its "door side", the middle one of its cell sides in reading
/*	order (door_sides()).
/*
/*	A zone's marks (its label first, then survivors, zombies and
/*	tokens) flow left to right in bands BAND pixels tall across the
/*	zone's cells, as words flow in lines (flow_runs(), flow_place());
/*	a mark that does not fit is listed under the map instead.
/*
/*	Invariants: (Z1) nothing drawn comes from outside the map and the
/*	scene, and the scene holds no hidden objective; (Z2) every zone
/*	of the map gets its label drawn in it (the label is the first
/*	mark of its zone, and a zone holds at least one band).
/* DIAGNOSTICS
/*	See zwd_picture.h.
/* SEE ALSO
/*	picture(3), zwd_map(3h), pbemd-zwd-map(5).
/*--*/

/* System. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"
#include "core/picture.h"

/* Local. */
#include "games/zwd/zwd_board.h"
#include "games/zwd/zwd_map.h"
#include "games/zwd/zwd_picture.h"

#define M PICTURE_MARGIN
#define W (PICTURE_WIDTH - 2 * PICTURE_MARGIN) /* the width drawn on */
#define CELL_MAX 64                            /* pixels a cell, at most */
#define BAND 24                                /* a row of marks */
#define PAD 4                                  /* marks keep off walls */
#define MARK_SIZE 15                           /* text in a mark */
#define WALL 5                                 /* a wall's width */
#define MAX_MARKS 64                           /* per zone */
#define MAX_RUNS 64                            /* per zone */

enum label {
	L_STREET,
	L_BUILDING,
	L_WALKWAY,
	L_RUIN,
	L_CORRUPTION,
	L_WALL,
	L_OPENING,
	L_RAMPART,
	L_STAIRS,
	L_SPOT,
	L_LADDER,
	L_SURVIVOR,
	L_WALKER,
	L_RUNNER,
	L_BRUTE,
	L_ABOMINATION,
	L_NECROMANCER,
	L_NOISE,
	L_FREEZE,
	L_OBJECTIVE,
	L_BLUE,
	L_GREEN,
	L_SPAWN,
	L_DESECRATOR,
	L_EXIT,
	L_SIGNALLER,
	L_STANDARD,
	L_GUARDS,
	L_CAULDRON,
	L_LADDER_TOKEN,
	L_CRYPT,
	L_EMPRESS,
	L_MORE,
	L_NLABELS
};

/* The words of the legend, in the rulebook's terms (seed 003). */
static const struct lang_msg labels[] = {
	[L_STREET] = { "Street", "Strada", "Calle" },
	[L_BUILDING] = { "Building", "Edificio", "Edificio" },
	[L_WALKWAY] = { "Walkway", "Camminamento", "Pasarela" },
	[L_RUIN] = { "Ruins", "Rovine", "Ruinas" },
	[L_CORRUPTION] = { "Corruption", "Corruzione", "Corrupción" },
	[L_WALL] = { "Wall", "Muro", "Muro" },
	[L_OPENING] = { "Opening", "Apertura", "Abertura" },
	[L_RAMPART] = { "Rampart", "Bastione", "Baluarte" },
	[L_STAIRS] = { "Stairs", "Scale", "Escaleras" },
	[L_SPOT] = { "Rope ladder spot", "Posto per scala di corda", "Sitio de escala de cuerda" },
	[L_LADDER] = { "Rope ladder placed", "Scala di corda posata", "Escala de cuerda puesta" },
	[L_SURVIVOR] = { "Survivor (initial)", "Sopravvissuto (iniziale)",
	    "Superviviente (inicial)" },
	[L_WALKER] = { "Walkers", "Deambulanti", "Caminantes" },
	[L_RUNNER] = { "Runners", "Corridori", "Corredores" },
	[L_BRUTE] = { "Brutes", "Bruti", "Brutos" },
	[L_ABOMINATION] = { "Abomination", "Abominio", "Abominación" },
	[L_NECROMANCER] = { "Necromancer", "Necromante", "Nigromante" },
	[L_NOISE] = { "Noise tokens", "Segnalini Rumore", "Fichas de Ruido" },
	[L_FREEZE] = { "Freeze", "Congelamento", "Congelación" },
	[L_OBJECTIVE] = { "Objective, face down", "Obiettivo, coperto", "Objetivo, boca abajo" },
	[L_BLUE] = { "Blue objective", "Obiettivo blu", "Objetivo azul" },
	[L_GREEN] = { "Green objective", "Obiettivo verde", "Objetivo verde" },
	[L_SPAWN] = { "Zombie Spawn #1-#4", "Generazione di Zombie #1-#4",
	    "Generación de Zombis #1-#4" },
	[L_DESECRATOR] = { "Desecrator Spawn", "Generazione di Profanatori",
	    "Generación de Profanadores" },
	[L_EXIT] = { "Exit", "Uscita", "Salida" },
	[L_SIGNALLER] = { "Signaller", "Segnalatore", "Señalizador" },
	[L_STANDARD] = { "Standard", "Stendardo", "Estandarte" },
	[L_GUARDS] = { "Guards", "Guardie", "Guardias" },
	[L_CAULDRON] = { "Cauldron", "Calderone", "Caldero" },
	[L_LADDER_TOKEN] = { "Rope ladder token", "Segnalino Scala di Corda",
	    "Ficha de Escala de Cuerda" },
	[L_CRYPT] = { "Crypt Weapon, face down", "Arma della Cripta, coperta",
	    "Arma de la Cripta, boca abajo" },
	[L_EMPRESS] = { "The Empress", "L'Imperatrice", "La Emperatriz" },
	[L_MORE] = { "More than fits in the zone:", "Quel che non sta nella zona:",
	    "Lo que no cabe en la zona:" },
};

/* The players' colours, as Dead of Winter's (a letter is on each). */
static const enum picture_colour seat_colours[] = { PICTURE_ORANGE, PICTURE_SKY, PICTURE_GREEN,
	PICTURE_YELLOW, PICTURE_PURPLE, PICTURE_VERMILION };

/* The letters of the zombie types. */
static const char *const zombie_letters[ZWD_NZOMBIES] = { "W", "R", "B", "A", "N" };

/* A mark: a disc (a token), a chip (a box), a survivor (a box with a
 * thick outline) or a bare label. */
enum shape { S_LABEL, S_DISC, S_CHIP, S_SURVIVOR };

struct mark {
	char                text[24];
	enum shape          shape;
	enum picture_colour fill;
	double              w;
};

/* A horizontal stretch of a zone where marks go. */
struct run {
	double x0, x1, y;
};

/* What every drawing function needs. */
struct draw {
	struct picture         *pic;
	const struct zwd_map   *map;
	const struct zwd_scene *sc;
	const char             *locale;
	struct pb_buf          *log;
	double                  ox, oy, s; /* the map's top left, a cell's side */
	struct pb_buf           more;      /* marks that did not fit */
};

/* label - a word of the picture in the reader's language */

static const char *
label(const struct draw *d, enum label l)
{
	return (lang_pick(&labels[l], d->locale));
}

/* note - one line of the log, when there is one */

static void note(const struct draw *, const char *, ...) PB_PRINTF(2, 3);

static void
note(const struct draw *d, const char *fmt, ...)
{
	va_list ap;
	char    line[256];

	if (d->log == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	pb_buf_printf(d->log, "%s\n", line);
}

/* ink - black or white, whichever reads on a fill */

static enum picture_colour
ink(enum picture_colour fill)
{
	return (fill == PICTURE_BLUE || fill == PICTURE_BLACK || fill == PICTURE_GREEN
	            || fill == PICTURE_PURPLE || fill == PICTURE_VERMILION
	        ? PICTURE_WHITE
	        : PICTURE_BLACK);
}

/* ---- the scene ----------------------------------------------------- */

/* zwd_scene_new - the scene of a mission at set-up; caller frees */

struct zwd_scene *
zwd_scene_new(const struct zwd_map *map)
{
	const struct zwd_setup *su = &map->setup;
	struct zwd_scene       *sc = pb_calloc(1, sizeof(*sc));
	int                     i, n = map->nzones;

	sc->nzones = n;
	sc->zombies = pb_calloc((size_t)n * ZWD_NZOMBIES, sizeof(int));
	sc->noise = pb_calloc(n, sizeof(int));
	sc->freeze = pb_calloc(n, 1);
	sc->guards = pb_calloc(n, sizeof(int));
	sc->cauldrons = pb_calloc(n, sizeof(int));
	sc->ladders = pb_calloc(n, sizeof(int));
	sc->objectives = pb_calloc(n, sizeof(int));
	sc->empress = -1;
	for (i = 0; i < su->nguards; i++)
		sc->guards[su->guards[i].zone] += su->guards[i].count;
	for (i = 0; i < su->ncauldrons; i++)
		sc->cauldrons[su->cauldrons[i]]++;
	for (i = 0; i < su->nladders; i++)
		sc->ladders[su->ladders[i]]++;
	for (i = 0; i < su->nobjectives; i++)
		sc->objectives[su->objectives[i]]++;
	/* A fixed deal's Blue and Green are public: face up, not counted down. */
	sc->blue = sc->green = -1;
	if (su->deal == ZWD_DEAL_FIXED) {
		if ((sc->blue = su->blue) >= 0 && sc->objectives[sc->blue] > 0)
			sc->objectives[sc->blue]--;
		if ((sc->green = su->green) >= 0 && sc->objectives[sc->green] > 0)
			sc->objectives[sc->green]--;
	}
	memcpy(sc->spawn, su->spawn, sizeof(sc->spawn));
	sc->desecrator = su->desecrator;
	sc->exit = su->exit;
	sc->standard = su->standard;
	/* Without a Signaller zone it stands in the first starting zone. */
	sc->signaller = su->signaller >= 0 ? su->signaller : su->nstart > 0 ? su->start[0] : -1;
	return (sc);
}

/* zwd_scene_board - what a board holds, onto a scene of the same map */

void
zwd_scene_board(struct zwd_scene *sc, const struct zwd_board *b)
{
	size_t n = (size_t)sc->nzones;
	int    i;

	if (b->nzones != sc->nzones)
		pb_panic(
		    "zwd_scene_board: a board of %d zones, a scene of %d", b->nzones, sc->nzones);
	memcpy(sc->zombies, b->zombies, n * ZWD_NZOMBIES * sizeof(int));
	memcpy(sc->guards, b->guards, n * sizeof(int));
	memcpy(sc->noise, b->noise, n * sizeof(int));
	memcpy(sc->freeze, b->freeze, n);
	memcpy(sc->spawn, b->spawn, sizeof(sc->spawn));
	sc->desecrator = b->desecrator_spawn;
	for (i = 0; i < sc->nsurvivors; i++)
		sc->survivors[i].zone = i < b->nsurv ? b->surv[i] : -1;
	free(sc->aboms);
	sc->aboms = NULL;
	if (b->abom_own && b->abom != NULL) {
		sc->aboms = pb_malloc(n * sizeof(unsigned));
		memcpy(sc->aboms, b->abom, n * sizeof(unsigned));
	}
}

/* zwd_scene_free - release a scene; NULL is a no-op */

void
zwd_scene_free(struct zwd_scene *sc)
{
	if (sc == NULL)
		return;
	free(sc->zombies);
	free(sc->noise);
	free(sc->freeze);
	free(sc->guards);
	free(sc->cauldrons);
	free(sc->ladders);
	free(sc->objectives);
	free(sc->aboms);
	free(sc->crypt);
	free(sc);
}

/* ---- the title ----------------------------------------------------- */

/* title - the mission's name in the reader's language; the y below */

static double
title(const struct draw *d, double y)
{
	const struct zwd_mission *mi = d->map->mission;
	struct lang_msg           name = { mi->name, mi->name_it, mi->name_es };
	char                     *text;

	text = pb_asprintf("%s", lang_pick(&name, d->locale));
	y += picture_text(d->pic, M, y, W, text, PICTURE_SIZE_TITLE, PICTURE_BLACK, PICTURE_BOLD);
	note(d, "title %s", text);
	free(text);
	return (y + 8);
}

/* ---- the cells ------------------------------------------------------- */

/* kind_tint - the tint of a zone's kind now */

static enum picture_colour
kind_tint(int kind)
{
	switch (kind) {
	case ZWD_BUILDING:
		return (PICTURE_LIGHT(PICTURE_ORANGE));
	case ZWD_WALKWAY:
		return (PICTURE_LIGHT(PICTURE_SKY));
	case ZWD_RUIN:
		return (PICTURE_LIGHT(PICTURE_YELLOW));
	default:
		return (PICTURE_LIGHT(PICTURE_GREY));
	}
}

/* hatch - diagonal lines across a square, down-left (dir 1) or down-right */

static void
hatch(const struct draw *d, double x, double y, double s, int dir, enum picture_colour c)
{
	double t, step = s / 4;

	for (t = step; t < 2 * s; t += step) {
		double ax = t < s ? t : s, ay = t < s ? 0 : t - s;
		double bx = t < s ? 0 : t - s, by = t < s ? t : s;

		if (dir)
			picture_line(d->pic, x + ax, y + ay, x + bx, y + by, c, 1.5);
		else
			picture_line(d->pic, x + s - ax, y + ay, x + s - bx, y + by, c, 1.5);
	}
}

/* cells - every cell tinted by its zone's kind; ruins, Corruption hatched */

static void
cells(const struct draw *d)
{
	const struct zwd_map *m = d->map;
	int                   x, y, z;

	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			double px = d->ox + x * d->s, py = d->oy + y * d->s;

			if ((z = m->cell[y * m->w + x]) < 0)
				continue;
			if (m->corrupt[z]) {
				picture_rect(
				    d->pic, px, py, d->s, d->s, PICTURE_LIGHT(PICTURE_PURPLE));
				hatch(d, px, py, d->s, 0, PICTURE_PURPLE);
				continue;
			}
			picture_rect(d->pic, px, py, d->s, d->s, kind_tint(zwd_map_kind(m, z)));
			if (zwd_map_kind(m, z) == ZWD_RUIN)
				hatch(d, px, py, d->s, 1, PICTURE_GREY);
		}
}

/* tiles - a thin frame around each tile side placed */

static void
tiles(const struct draw *d)
{
	const struct zwd_map *m = d->map;
	double                t = ZWD_TILE_CELLS * d->s, x, y;
	int                   p;

	for (p = 0; p < m->rows * m->cols; p++) {
		if (m->place[p].tile == NULL)
			continue;
		x = d->ox + (p % m->cols) * t;
		y = d->oy + (p / m->cols) * t;
		picture_line(d->pic, x, y, x + t, y, PICTURE_GREY, 1);
		picture_line(d->pic, x, y + t, x + t, y + t, PICTURE_GREY, 1);
		picture_line(d->pic, x, y, x, y + t, PICTURE_GREY, 1);
		picture_line(d->pic, x + t, y, x + t, y + t, PICTURE_GREY, 1);
	}
}

/* ---- the edges ------------------------------------------------------- */

/* pair - the key of an unordered pair of zones */

static size_t
pair(const struct zwd_map *m, int a, int b)
{
	return (a < b ? (size_t)a * m->nzones + b : (size_t)b * m->nzones + a);
}

/* neighbour - the zone beyond side d (0 east, 2 south) of a cell, -1 none */

static int
neighbour(const struct zwd_map *m, int x, int y, int d)
{
	int nx = x + (d == 0), ny = y + (d == 2);

	if (nx >= m->w || ny >= m->h)
		return (-1);
	return (m->cell[ny * m->w + nx]);
}

/* door_sides - per cell side (x, y, d/2 for d 0 and 2) whether it is
 * its edge's middle side; caller frees */

static unsigned char *
door_sides(const struct zwd_map *m)
{
	unsigned char *door = pb_calloc((size_t)m->w * m->h * 2, 1);
	int           *count = pb_calloc((size_t)m->nzones * m->nzones, sizeof(int));
	int           *seen = pb_calloc((size_t)m->nzones * m->nzones, sizeof(int));
	int            pass, x, y, d, a, b;

	for (pass = 0; pass < 2; pass++)
		for (y = 0; y < m->h; y++)
			for (x = 0; x < m->w; x++)
				for (d = 0; d <= 2; d += 2) {
					a = m->cell[y * m->w + x];
					b = neighbour(m, x, y, d);
					if (a < 0 || b < 0 || a == b)
						continue;
					if (pass == 0)
						count[pair(m, a, b)]++;
					else if (seen[pair(m, a, b)]++ == count[pair(m, a, b)] / 2)
						door[(y * m->w + x) * 2 + d / 2] = 1;
				}
	free(count);
	free(seen);
	return (door);
}

/* rungs - short bars across a side from (x0, y0) to (x1, y1) */

static void
rungs(const struct draw *d, double x0, double y0, double x1, double y1, enum picture_colour c)
{
	double t, h = d->s / 6, vx = x1 - x0, vy = y1 - y0;
	/* (nx, ny): across the side, h long. */
	double nx = vx == 0 ? h : 0, ny = vy == 0 ? h : 0;

	for (t = 0.3; t < 0.75; t += 0.1)
		picture_line(d->pic, x0 + t * vx - nx, y0 + t * vy - ny, x0 + t * vx + nx,
		    y0 + t * vy + ny, c, 2);
}

/* side - the edge e on one cell side from (x0, y0) to (x1, y1) */

static void
side(const struct draw *d, double x0, double y0, double x1, double y1, int e, int flags, int door)
{
	double vx = x1 - x0, vy = y1 - y0;

	switch (e) {
	case ZWD_E_OPEN:
		picture_line(d->pic, x0, y0, x1, y1, PICTURE_GREY, 1);
		break;
	case ZWD_E_WALL:
		picture_line(d->pic, x0, y0, x1, y1, PICTURE_BLACK, WALL);
		break;
	case ZWD_E_OPENING:
		if (!door) {
			picture_line(d->pic, x0, y0, x1, y1, PICTURE_BLACK, WALL);
			break;
		}
		/* The gap: the middle half of the side is open. */
		picture_line(d->pic, x0, y0, x0 + vx / 4, y0 + vy / 4, PICTURE_BLACK, WALL);
		picture_line(d->pic, x1 - vx / 4, y1 - vy / 4, x1, y1, PICTURE_BLACK, WALL);
		break;
	case ZWD_E_RAMPART:
		picture_line(d->pic, x0, y0, x1, y1, PICTURE_BLUE, WALL);
		if (door && (flags & ZWD_EF_LADDER))
			rungs(d, x0, y0, x1, y1, PICTURE_ORANGE);
		else if (door && (flags & ZWD_EF_SPOT))
			picture_line(d->pic, x0 + 0.3 * vx, y0 + 0.3 * vy, x0 + 0.7 * vx,
			    y0 + 0.7 * vy, PICTURE_ORANGE, WALL);
		break;
	case ZWD_E_STAIRS:
		picture_line(d->pic, x0, y0, x1, y1, PICTURE_BLUE, WALL);
		if (door)
			rungs(d, x0, y0, x1, y1, PICTURE_BLACK);
		break;
	default: /* NONE, BORDER: the tile frame shows it */
		break;
	}
}

/* outline - the board's edge around a cell, where it has no neighbour */

static void
outline(const struct draw *d, int x, int y)
{
	double px = d->ox + x * d->s, py = d->oy + y * d->s, s = d->s;

	if (zwd_map_cell_side(d->map, x, y, 0) < 0)
		picture_line(d->pic, px + s, py, px + s, py + s, PICTURE_BLACK, 2);
	if (zwd_map_cell_side(d->map, x, y, 1) < 0)
		picture_line(d->pic, px, py, px, py + s, PICTURE_BLACK, 2);
	if (zwd_map_cell_side(d->map, x, y, 2) < 0)
		picture_line(d->pic, px, py + s, px + s, py + s, PICTURE_BLACK, 2);
	if (zwd_map_cell_side(d->map, x, y, 3) < 0)
		picture_line(d->pic, px, py, px + s, py, PICTURE_BLACK, 2);
}

/* edges - walls, openings, ramparts, stairs, ladders on every cell side */

static void
edges(const struct draw *d)
{
	const struct zwd_map *m = d->map;
	unsigned char        *door = door_sides(m);
	int                   x, y, a, b, e;
	double                px, py, s = d->s;

	for (y = 0; y < m->h; y++)
		for (x = 0; x < m->w; x++) {
			if ((a = m->cell[y * m->w + x]) < 0)
				continue;
			outline(d, x, y);
			px = d->ox + x * s;
			py = d->oy + y * s;
			if ((b = neighbour(m, x, y, 0)) >= 0
			    && (e = zwd_map_cell_side(m, x, y, 0)) > 0)
				side(d, px + s, py, px + s, py + s, e, m->eflag[a * m->nzones + b],
				    door[(y * m->w + x) * 2]);
			if ((b = neighbour(m, x, y, 2)) >= 0
			    && (e = zwd_map_cell_side(m, x, y, 2)) > 0)
				side(d, px, py + s, px + s, py + s, e, m->eflag[a * m->nzones + b],
				    door[(y * m->w + x) * 2 + 1]);
		}
	free(door);
}

/* ---- a zone's marks ---------------------------------------------------- */

/* mark_add - append a mark, sized to its text */

static void mark_add(const struct draw *d, struct mark *mk, int *n, enum shape shape,
    enum picture_colour fill, const char *fmt, ...) PB_PRINTF(6, 7);

static void
mark_add(const struct draw *d, struct mark *mk, int *n, enum shape shape, enum picture_colour fill,
    const char *fmt, ...)
{
	struct mark *k;
	va_list      ap;
	double       tw;

	if (*n >= MAX_MARKS)
		return;
	k = &mk[(*n)++];
	va_start(ap, fmt);
	vsnprintf(k->text, sizeof(k->text), fmt, ap);
	va_end(ap);
	k->shape = shape;
	k->fill = fill;
	tw = picture_text_width(d->pic, k->text, MARK_SIZE, PICTURE_BOLD);
	k->w = shape == S_DISC && tw <= BAND - 6 ? BAND : tw + (shape == S_LABEL ? 4 : 10);
}

/* initial - the first character (UTF-8) of a name, into buf */

static const char *
initial(const char *name, char *buf, size_t len)
{
	size_t n = 1;

	if (name == NULL || *name == 0)
		return ("?");
	while (name[n] != 0 && ((unsigned char)name[n] & 0xc0) == 0x80)
		n++;
	if (n >= len)
		n = len - 1;
	memcpy(buf, name, n);
	buf[n] = 0;
	return (buf);
}

/* people - survivors and zombies of a zone */

static void
people(const struct draw *d, int z, struct mark *mk, int *n)
{
	const struct zwd_scene *sc = d->sc;
	char                    buf[8];
	int                     i, c;

	for (i = 0; i < sc->nsurvivors; i++) {
		if (sc->survivors[i].zone != z)
			continue;
		c = sc->survivors[i].colour;
		mark_add(d, mk, n, S_SURVIVOR,
		    seat_colours[(c < 0 ? 0 : c) % PB_NELEM(seat_colours)], "%s",
		    initial(sc->survivors[i].name, buf, sizeof(buf)));
	}
	for (i = 0; i < ZWD_NZOMBIES; i++)
		if (i == ZWD_KHAN && sc->aboms != NULL) /* rules 3: each its card */
			for (c = 0; c < 32 && (sc->aboms[z] >> c) != 0; c++) {
				if (sc->aboms[z] >> c & 1)
					mark_add(d, mk, n, S_CHIP, PICTURE_BLACK, "A%d", c + 1);
			}
		else if (ZWD_SCENE_ZOMBIES(sc, z, i) > 0)
			mark_add(d, mk, n, S_CHIP, PICTURE_BLACK, "%d%s",
			    ZWD_SCENE_ZOMBIES(sc, z, i), zombie_letters[i]);
}

/* tokens - the tokens of a zone, objectives face down */

static void
tokens(const struct draw *d, int z, struct mark *mk, int *n)
{
	const struct zwd_scene *sc = d->sc;
	int                     i;

	if (sc->noise[z] > 0)
		mark_add(d, mk, n, S_DISC, PICTURE_YELLOW, "!%d", sc->noise[z]);
	if (sc->freeze[z])
		mark_add(d, mk, n, S_DISC, PICTURE_SKY, "\u2744");
	if (sc->signaller == z)
		mark_add(d, mk, n, S_DISC, PICTURE_ORANGE, "S");
	if (sc->standard == z)
		mark_add(d, mk, n, S_DISC, PICTURE_YELLOW, "\u2691");
	if (sc->exit == z)
		mark_add(d, mk, n, S_DISC, PICTURE_SKY, "X");
	for (i = 0; i < ZWD_SPAWNS; i++)
		if (sc->spawn[i] == z)
			mark_add(d, mk, n, S_DISC, PICTURE_VERMILION, "#%d", i + 1);
	if (sc->desecrator == z)
		mark_add(d, mk, n, S_DISC, PICTURE_PURPLE, "#D");
	if (sc->guards[z] > 0)
		mark_add(d, mk, n, S_CHIP, PICTURE_GREEN, "\u2694%d", sc->guards[z]);
	for (i = 0; i < sc->cauldrons[z]; i++)
		mark_add(d, mk, n, S_DISC, PICTURE_GREY, "C");
	for (i = 0; i < sc->ladders[z]; i++)
		mark_add(d, mk, n, S_DISC, PICTURE_GREY, "L");
	/* (Z1) face down: the scene knows only how many. */
	for (i = 0; i < sc->objectives[z]; i++)
		mark_add(d, mk, n, S_DISC, PICTURE_WHITE, "?");
	if (sc->blue == z)
		mark_add(d, mk, n, S_DISC, PICTURE_BLUE, "B");
	if (sc->green == z)
		mark_add(d, mk, n, S_DISC, PICTURE_GREEN, "G");
	for (i = 0; sc->crypt != NULL && i < sc->crypt[z]; i++)
		mark_add(d, mk, n, S_DISC, PICTURE_PURPLE, "\u2020");
	if (sc->empress == z)
		mark_add(d, mk, n, S_DISC, PICTURE_YELLOW, "\u265b");
}

/* in_zone - is cell (x, y) of zone z? */

static int
in_zone(const struct zwd_map *m, int x, int y, int z)
{
	return (x >= 0 && y >= 0 && x < m->w && y < m->h && m->cell[y * m->w + x] == z);
}

/* flow_runs - the stretches of zone z where marks go, band by band */

static int
flow_runs(const struct draw *d, int z, struct run *run)
{
	const struct zwd_zone *zn = &d->map->zone[z];
	double                 by, bottom = d->oy + (zn->y1 + 1) * d->s - PAD;
	int                    n = 0, cx, cy, cy0, cy1, start, ok;

	for (by = d->oy + zn->y0 * d->s + PAD; by + BAND <= bottom; by += BAND + 2) {
		cy0 = (int)((by - d->oy) / d->s);
		cy1 = (int)((by + BAND - 1 - d->oy) / d->s);
		for (start = -1, cx = zn->x0; cx <= zn->x1 + 1; cx++) {
			for (ok = cx <= zn->x1, cy = cy0; ok && cy <= cy1; cy++)
				ok = in_zone(d->map, cx, cy, z);
			if (ok && start < 0)
				start = cx;
			if (!ok && start >= 0 && n < MAX_RUNS) {
				run[n].x0 = d->ox + start * d->s + PAD;
				run[n].x1 = d->ox + cx * d->s - PAD;
				run[n++].y = by;
				start = -1;
			}
		}
	}
	return (n);
}

/* mark_draw - one mark with its top left at x, y */

static void
mark_draw(const struct draw *d, const struct mark *k, double x, double y)
{
	double ty = y + (BAND - MARK_SIZE * 1.2) / 2;

	if (k->shape == S_LABEL)
		picture_text(d->pic, x, ty, k->w, k->text, MARK_SIZE, PICTURE_BLACK, PICTURE_BOLD);
	else if (k->shape == S_DISC && k->w <= BAND)
		picture_token(
		    d->pic, x + BAND / 2.0, y + BAND / 2.0, BAND / 2.0 - 1, k->text, k->fill);
	else { /* a chip, or a disc too narrow for its text */
		picture_box(d->pic, x, y + 1, k->w, BAND - 2, k->fill, PICTURE_BLACK,
		    k->shape == S_SURVIVOR ? 3 : 1.5);
		picture_text(d->pic, x, ty, k->w, k->text, MARK_SIZE, ink(k->fill),
		    PICTURE_BOLD | PICTURE_CENTRE);
	}
}

/* flow_place - the marks of zone z in its runs; the rest listed below */

static void
flow_place(struct draw *d, int z, const struct mark *mk, int n)
{
	struct run  run[MAX_RUNS];
	int         nrun = flow_runs(d, z, run), r = 0, i, more = 0;
	double      x = nrun > 0 ? run[0].x0 : 0;
	const char *lab = d->map->zone[z].label;

	for (i = 0; i < n; i++) {
		while (r < nrun && x + mk[i].w > run[r].x1 && !(i == 0 && x == run[r].x0))
			if (++r < nrun)
				x = run[r].x0;
		if (r >= nrun) {
			if (more++ == 0)
				pb_buf_printf(&d->more, "%s:", lab);
			pb_buf_printf(&d->more, " %s", mk[i].text);
			note(d, "more %s %s", lab, mk[i].text);
			continue;
		}
		mark_draw(d, &mk[i], x, run[r].y);
		note(d, "%s %s", lab, mk[i].text);
		x += mk[i].w + 3;
	}
	if (more)
		pb_buf_puts(&d->more, "\n");
}

/* zone_marks - every zone's label and marks (Z2) */

static void
zone_marks(struct draw *d)
{
	struct mark mk[MAX_MARKS];
	int         z, n;

	for (z = 0; z < d->map->nzones; z++) {
		n = 0;
		mark_add(d, mk, &n, S_LABEL, PICTURE_NONE, "%s", d->map->zone[z].label);
		people(d, z, mk, &n);
		tokens(d, z, mk, &n);
		flow_place(d, z, mk, n);
	}
}

/* ---- under the map ------------------------------------------------- */

/* more - the marks that did not fit their zones; the y below */

static double
more(const struct draw *d, double y)
{
	if (d->more.len == 0)
		return (y);
	y += picture_text(
	    d->pic, M, y, W, label(d, L_MORE), PICTURE_SIZE_SMALL, PICTURE_BLACK, PICTURE_BOLD);
	y += picture_text(d->pic, M, y, W, d->more.s, PICTURE_SIZE_SMALL, PICTURE_BLACK, 0);
	return (y + 8);
}

/* The legend: a sample of each tint, line and mark, and its word. */
static const struct legend {
	enum label          l;
	int                 kind;  /* 0 tint, 1 line (c: the edge), 2 mark */
	int                 flags; /* a line's ZWD_EF_* */
	enum picture_colour c;
	enum shape          shape;
	const char         *text;
} legends[] = {
	{ L_STREET, 0, 0, PICTURE_LIGHT(PICTURE_GREY), 0, NULL },
	{ L_BUILDING, 0, 0, PICTURE_LIGHT(PICTURE_ORANGE), 0, NULL },
	{ L_WALKWAY, 0, 0, PICTURE_LIGHT(PICTURE_SKY), 0, NULL },
	{ L_RUIN, 0, 0, PICTURE_LIGHT(PICTURE_YELLOW), 0, NULL },
	{ L_CORRUPTION, 0, 0, PICTURE_LIGHT(PICTURE_PURPLE), 0, NULL },
	{ L_WALL, 1, 0, (enum picture_colour)ZWD_E_WALL, 0, NULL },
	{ L_OPENING, 1, 0, (enum picture_colour)ZWD_E_OPENING, 0, NULL },
	{ L_RAMPART, 1, 0, (enum picture_colour)ZWD_E_RAMPART, 0, NULL },
	{ L_STAIRS, 1, 0, (enum picture_colour)ZWD_E_STAIRS, 0, NULL },
	{ L_SPOT, 1, ZWD_EF_SPOT, (enum picture_colour)ZWD_E_RAMPART, 0, NULL },
	{ L_LADDER, 1, ZWD_EF_LADDER, (enum picture_colour)ZWD_E_RAMPART, 0, NULL },
	{ L_SURVIVOR, 2, 0, PICTURE_ORANGE, S_SURVIVOR, "A" },
	{ L_WALKER, 2, 0, PICTURE_BLACK, S_CHIP, "3W" },
	{ L_RUNNER, 2, 0, PICTURE_BLACK, S_CHIP, "2R" },
	{ L_BRUTE, 2, 0, PICTURE_BLACK, S_CHIP, "1B" },
	{ L_ABOMINATION, 2, 0, PICTURE_BLACK, S_CHIP, "1A" },
	{ L_NECROMANCER, 2, 0, PICTURE_BLACK, S_CHIP, "1N" },
	{ L_NOISE, 2, 0, PICTURE_YELLOW, S_DISC, "!2" },
	{ L_FREEZE, 2, 0, PICTURE_SKY, S_DISC, "\u2744" },
	{ L_OBJECTIVE, 2, 0, PICTURE_WHITE, S_DISC, "?" },
	{ L_BLUE, 2, 0, PICTURE_BLUE, S_DISC, "B" },
	{ L_GREEN, 2, 0, PICTURE_GREEN, S_DISC, "G" },
	{ L_SPAWN, 2, 0, PICTURE_VERMILION, S_DISC, "#1" },
	{ L_DESECRATOR, 2, 0, PICTURE_PURPLE, S_DISC, "#D" },
	{ L_EXIT, 2, 0, PICTURE_SKY, S_DISC, "X" },
	{ L_SIGNALLER, 2, 0, PICTURE_ORANGE, S_DISC, "S" },
	{ L_STANDARD, 2, 0, PICTURE_YELLOW, S_DISC, "\u2691" },
	{ L_GUARDS, 2, 0, PICTURE_GREEN, S_CHIP, "\u26942" },
	{ L_CAULDRON, 2, 0, PICTURE_GREY, S_DISC, "C" },
	{ L_LADDER_TOKEN, 2, 0, PICTURE_GREY, S_DISC, "L" },
	{ L_CRYPT, 2, 0, PICTURE_PURPLE, S_DISC, "\u2020" },
	{ L_EMPRESS, 2, 0, PICTURE_YELLOW, S_DISC, "\u265b" },
};

/* legend_entry - one entry: its sample at x, y, then its word */

static void
legend_entry(const struct draw *d, double x, double y, double w, int i)
{
	struct mark mk;
	const char *word = label(d, legends[i].l);
	double      sw = 40;

	switch (legends[i].kind) {
	case 0:
		picture_rect(d->pic, x, y + 2, sw, BAND - 4, legends[i].c);
		if (legends[i].l == L_RUIN || legends[i].l == L_CORRUPTION)
			hatch(d, x + sw / 2 - 10, y + 2, BAND - 4, legends[i].l == L_RUIN,
			    legends[i].l == L_RUIN ? PICTURE_GREY : PICTURE_PURPLE);
		break;
	case 1:
		side(d, x, y + BAND / 2.0, x + sw, y + BAND / 2.0, (int)legends[i].c,
		    legends[i].flags, 1);
		break;
	default:
		snprintf(mk.text, sizeof(mk.text), "%s", legends[i].text);
		mk.shape = legends[i].shape;
		mk.fill = legends[i].c;
		mk.w = legends[i].shape == S_DISC
		    ? BAND
		    : picture_text_width(d->pic, mk.text, MARK_SIZE, PICTURE_BOLD) + 10;
		mark_draw(d, &mk, x + (sw - mk.w) / 2, y);
		break;
	}
	picture_text(d->pic, x + sw + 8, y + (BAND - PICTURE_SIZE_SMALL * 1.2) / 2, w - sw - 12,
	    word, PICTURE_SIZE_SMALL, PICTURE_BLACK, PICTURE_ONE_LINE);
	note(d, "legend %s", word);
}

/* legend - what each tint, line and mark means, in two columns */

static double
legend(const struct draw *d, double y)
{
	int    i, n = (int)PB_NELEM(legends), rows = (n + 1) / 2;
	double cw = W / 2.0;

	for (i = 0; i < n; i++)
		legend_entry(d, M + (i / rows) * cw, y + (i % rows) * (BAND + 4), cw, i);
	return (y + rows * (BAND + 4));
}

/* ---- the picture ----------------------------------------------------- */

/* zwd_picture - the map of a mission with what stands on it, on pic */

enum pb_rc
zwd_picture(const struct zwd_map *map, const struct zwd_scene *sc, const char *locale,
    struct picture *pic, struct pb_buf *log, struct pb_err *err)
{
	struct draw d = { pic, map, sc, locale, log, 0, 0, 0, { 0 } };
	double      y = M, s;

	/* Sanity checks. */
	if (map == NULL || sc == NULL || pic == NULL)
		pb_panic("zwd_picture: nothing to draw");
	if (sc->nzones != map->nzones)
		return (pb_err_set(err, PB_EDATA,
		    "zwd_picture: a scene of %d zones for a map of %d", sc->nzones, map->nzones));

	/* The title, then the map as wide as fits. */
	pb_buf_init(&d.more);
	y = title(&d, y);
	s = (double)(W / map->w); /* whole pixels: cells on the pixel grid */
	d.s = s > CELL_MAX ? CELL_MAX : s;
	d.ox = M + (int)(W - d.s * map->w) / 2;
	d.oy = y;
	note(&d, "map %d %d %d", (int)d.ox, (int)d.oy, (int)d.s);
	cells(&d);
	tiles(&d);
	edges(&d);
	zone_marks(&d);
	y += d.s * map->h + 12;

	/* Under it, what did not fit, and the legend. */
	y = more(&d, y);
	(void)legend(&d, y);
	pb_buf_free(&d.more);
	return (PB_OK);
}
