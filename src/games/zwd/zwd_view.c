/*++
/* NAME
/*	zwd_view 3
/* SUMMARY
/*	Zombicide: White Death, the view, the headline and the picture
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	json_t	*zwd_view(const void *state, int seat, const char *locale);
/*	char	*zwd_headline(const void *state, int seat,
/*			const char *locale);
/*	enum pb_rc zwd_picture_view(const json_t *view,
/*			const char *locale, struct picture *pic,
/*			struct pb_err *err);
/* DESCRIPTION
/*	zwd_view() is what a template sees (the same for every seat but
/*	"me": White Death has no secret but the face-down objectives and
/*	the decks' order, which no view holds).  "board": the mission,
/*	round, First Player, danger level, the end; each survivor (zone,
/*	AP, level, Actions left, Wounds, the cards in hand, body and
/*	backpack, in the reader's language); each occupied zone as a line
/*	(zombies by type, survivors, guards, noise, objectives); the last
/*	zombie phase told in the reader's language (zwd_events_text());
/*	the last attacks, each told in the reader's language ("fights":
/*	round and text, zwd_fight(3); only when any); a survivor's free
/*	Actions left ("free", only when any); "notes", the mission's
/*	sentences: Tomes held, Crypt Weapons lying face down (not which),
/*	the Empress (where, who carries her, her Wounds), only when any
/*	and in games of rules revision 1 on; a survivor's "threats", the
/*	zombies in its line of sight at Range 0-1, zone by zone (only
/*	when any, rules 4);
/*	"map" and "scene", the map's geometry and what stands on it, for
/*	the picture.  "me": the reader's seat and survivors.
/*
/*	zwd_picture_view() rebuilds from "map" and "scene" the map and
/*	scene of zwd_picture(3h) and draws them: a picture shows nothing
/*	the view does not hold.  PB_ENOENT when the view has no map.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_picture.h"

static const char *const levels[LANG_N][ZWD_NLEVELS] = {
	{ "Blue", "Yellow", "Orange", "Red" },
	{ "Blu", "Giallo", "Arancione", "Rosso" },
	{ "Azul", "Amarillo", "Naranja", "Rojo" },
};

static const char *const kinds[LANG_N][ZWD_NKINDS] = {
	{ "street", "building", "walkway", "ruin" },
	{ "strada", "edificio", "cammino di ronda", "rovine" },
	{ "calle", "edificio", "adarve", "ruinas" },
};

/* Zombie types, one and many. */
static const char *const ztypes[LANG_N][ZWD_NZOMBIES][2] = {
	{ { "walker", "walkers" }, { "runner", "runners" }, { "brute", "brutes" },
	    { "Khan", "Khan" }, { "Desecrator", "Desecrator" } },
	{ { "Deambulante", "Deambulanti" }, { "Corridore", "Corridori" }, { "Bruto", "Bruti" },
	    { "Khan", "Khan" }, { "Profanatore", "Profanatore" } },
	{ { "caminante", "caminantes" }, { "corredor", "corredores" }, { "bruto", "brutos" },
	    { "Khan", "Khan" }, { "Profanador", "Profanador" } },
};

static const char *const guardw[LANG_N][2] = { { "guard", "guards" }, { "Guardia", "Guardie" },
	{ "guardia", "guardias" } };

/* card - an equipment card's name in a language */

static const char *
card(const struct zwd_state *s, int e, int lang)
{
	return (zwd_name(&s->pack->cards->equips[e].n, lang));
}

/* zombies_in - the zombies of zone z by type into b, each after *sep */

static void
zombies_in(const struct zwd_state *s, int z, int lang, struct pb_buf *b, const char **sep)
{
	int t, n, i;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		if (t == ZWD_KHAN && s->board->abom != NULL) /* rules 2: by card */
			for (i = 0; i < s->board->naboms; i++) {
				if (zwd_board_aboms_at(s->board, z) >> i & 1) {
					pb_buf_printf(b, "%s%s", *sep,
					    zwd_name(&s->pack->cards->aboms[i].n, lang));
					if (s->board->abom_own) /* rules 3: its chip */
						pb_buf_printf(b, " (A%d)", i + 1);
					*sep = ", ";
				}
			}
		else if ((n = zwd_board_at(s->board, z, t)) > 0) {
			pb_buf_printf(b, "%s%d %s", *sep, n, ztypes[lang][t][n != 1]);
			*sep = ", ";
		}
}

/* threats - the zombies in survivor i's line of sight at Range 0-1, zone
 * by zone ("A5: 2 walkers; A4: 1 brute"), NULL when none (rules 4) */

static char *
threats(const struct zwd_state *s, int i, int lang)
{
	struct pb_buf b;
	const char   *sep, *zsep = "";
	int           z = zwd_surv_zone(s, i), w, r;

	if (z < 0)
		return (NULL);
	pb_buf_init(&b);
	for (w = 0; w < s->map->nzones; w++) {
		if (zwd_board_zombies(s->board, w) == 0 || (r = zwd_map_los(s->map, z, w, 0)) < 0
		    || r > 1)
			continue;
		pb_buf_printf(&b, "%s%s: ", zsep, s->map->zone[w].label);
		sep = "";
		zombies_in(s, w, lang, &b, &sep);
		zsep = "; ";
	}
	if (*zsep == '\0') {
		pb_buf_free(&b);
		return (NULL);
	}
	return (pb_buf_steal(&b));
}

/* survivor - one survivor's public part */

static json_t *
survivor(const struct zwd_state *s, int i, int lang)
{
	const struct zwd_surv *sv = &s->surv[i];
	json_t                *o, *hands = json_array(), *pack = json_array();
	int                    k, z = zwd_surv_zone(s, i);
	char                  *spare = NULL;

	for (k = ZWD_HAND0; k < ZWD_BODYSLOT; k++)
		if (sv->slot[k] >= 0)
			json_array_append_new(hands, json_string(card(s, sv->slot[k], lang)));
	for (k = ZWD_PACK0; k < ZWD_SLOTS; k++)
		if (sv->slot[k] >= 0)
			json_array_append_new(pack, json_string(card(s, sv->slot[k], lang)));
	o = json_pack("{s:s, s:s, s:i, s:s, s:i, s:s, s:i, s:b, s:b, s:b, s:i, s:o, s:o}", "id",
	    zwd_surv_id(s, i), "name", zwd_name(&s->pack->cards->survivors[sv->card].n, lang),
	    "seat", sv->seat, "zone", z >= 0 ? s->map->zone[z].label : "", "ap", sv->ap, "level",
	    levels[lang][zwd_level(sv->ap)], "actions", sv->actions, "done", sv->done && !sv->out,
	    "dead", sv->out == 1, "escaped", sv->out == 2, "wounds", s->board->wounds[i], "hands",
	    hands, "pack", pack);
	if (sv->slot[ZWD_BODYSLOT] >= 0)
		json_object_set_new(o, "body", json_string(card(s, sv->slot[ZWD_BODYSLOT], lang)));
	json_object_set_new(o, "has_pack", json_boolean(json_array_size(pack) > 0));
	json_object_set_new(o, "acting", json_boolean(!sv->done && !sv->out));
	if (!sv->done && (spare = zwd_free_text(s, i, lang)) != NULL) /* only then: old mails */
		json_object_set_new(o, "free", json_string(spare));
	free(spare);
	spare = NULL;
	json_object_set_new(o, "relics", json_integer(sv->relics));
	if (sv->gcard >= 0) /* Guard Skill cards */
		json_object_set_new(o, "guard_skill",
		    json_string(zwd_name(&s->pack->cards->gskills[sv->gcard].n, lang)));
	if (s->ultrared && sv->ap >= ZWD_AP_RED) { /* the pass, its AP */
		json_object_set_new(o, "pass", json_integer(1 + sv->ap / ZWD_AP_RED));
		json_object_set_new(o, "pass_ap", json_integer(sv->ap % ZWD_AP_RED));
	}
	for (k = 0; k < s->nladders && s->ladder[k].carrier != i; k++)
		;
	json_object_set_new(o, "ladder", json_boolean(k < s->nladders));
	if (s->pack->rev >= 4 && !sv->out && (spare = threats(s, i, lang)) != NULL)
		json_object_set_new(o, "threats", json_string(spare));
	free(spare);
	return (o);
}

/* zone_line - what stands in zone z, "" when nothing */

static char *
zone_line(const struct zwd_state *s, int z, int lang)
{
	struct pb_buf b;
	const char   *sep = "";
	int           n, i;

	pb_buf_init(&b);
	zombies_in(s, z, lang, &b, &sep);
	for (i = 0; i < s->nsurv; i++)
		if (zwd_surv_zone(s, i) == z) {
			pb_buf_printf(&b, "%s%s", sep, zwd_surv_name(s, i));
			sep = ", ";
		}
	if ((n = s->board->guards[z]) > 0) {
		pb_buf_printf(&b, "%s%d %s", sep, n, guardw[lang][n != 1]);
		sep = ", ";
	}
	if ((n = s->board->noise[z]) > 0) {
		pb_buf_printf(&b, "%s%s %d", sep,
		    lang == 1       ? "rumore"
		        : lang == 2 ? "ruido"
		                    : "noise",
		    n);
		sep = ", ";
	}
	for (i = n = 0; i < s->nobj; i++)
		n += s->obj[i].zone == z && s->obj[i].state == ZWD_OBJ_ON;
	if (n > 0)
		pb_buf_printf(&b, "%s%s %d", sep,
		    lang == 1       ? "obiettivi"
		        : lang == 2 ? "objetivos"
		                    : "objectives",
		    n);
	return (pb_buf_steal(&b));
}

/* zones - the occupied zones, one line each */

static json_t *
zones(const struct zwd_state *s, int lang)
{
	json_t *a = json_array();
	char   *line;
	int     z;

	for (z = 0; z < s->map->nzones; z++) {
		line = zone_line(s, z, lang);
		if (*line)
			json_array_append_new(a,
			    json_pack("{s:s, s:s, s:s}", "label", s->map->zone[z].label, "kind",
			        kinds[lang][zwd_map_kind(s->map, z)], "what", line));
		free(line);
	}
	return (a);
}

/* geometry - the map as the picture needs it */

static json_t *
geometry(const struct zwd_state *s)
{
	const struct zwd_map *m = s->map;
	json_t               *zs = json_array(), *es = json_array(), *ps = json_array(), *o;
	int                   a, b;

	for (a = 0; a < m->nzones; a++) {
		const struct zwd_zone *z = &m->zone[a];

		json_array_append_new(zs,
		    json_pack("{s:s, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, "
		              "s:b, s:b}",
		        "label", z->label, "pos", z->pos, "local", z->local, "kind", z->kind,
		        "ncells", z->ncells, "x0", z->x0, "y0", z->y0, "x1", z->x1, "y1", z->y1,
		        "spot", z->spot, "corrupt", m->corrupt[a] != 0, "burnt", m->burnt[a] != 0));
		for (b = a + 1; b < m->nzones; b++)
			if (m->edge[a * m->nzones + b] != ZWD_E_NONE)
				json_array_append_new(es,
				    json_pack("[i, i, i, i]", a, b, m->edge[a * m->nzones + b],
				        m->eflag[a * m->nzones + b]));
	}
	for (a = 0; a < m->rows * m->cols; a++)
		json_array_append_new(
		    ps, json_integer(m->place[a].tile != NULL ? m->place[a].rot : -1));
	o = json_pack("{s:i, s:i, s:o, s:i, s:i, s:o, s:o, s:o, s:s?, s:s?, s:s?}", "rows", m->rows,
	    "cols", m->cols, "places", ps, "w", m->w, "h", m->h, "cells",
	    jfield_ints_json(m->cell, m->w * m->h), "zones", zs, "edges", es, "name",
	    m->mission->name, "name_it", m->mission->name_it, "name_es", m->mission->name_es);
	return (o);
}

/* empress_zone - where the Empress stands (9) or waits to be taken
 * (5), or -1 (carried, or no Empress) */

static int
empress_zone(const struct zwd_state *s)
{
	int e = s->mp.empress;

	if (e >= 0 && s->board->surv[e] >= 0)
		return (s->board->surv[e]);
	if (e < 0 && s->empress < 0 && s->map->setup.rules & ZWD_RULE_EMPRESS_TAKE
	    && s->phase != ZWD_PH_ENDED)
		return (s->map->setup.signaller);
	return (-1);
}

/* scene_notes - rules 3: the notes the picture marks too, the Crypt
 * Weapons face down and the Empress, each only when any */

static void
scene_notes(const struct zwd_state *s, json_t *o)
{
	json_t *a;
	int     k, z;

	if (s->ndrops > 0) {
		a = json_array();
		for (z = 0; z < s->map->nzones; z++)
			json_array_append_new(a, json_integer(0));
		for (k = 0; k < s->ndrops; k++) {
			z = s->drop_zone[k];
			json_array_set_new(a, (size_t)z,
			    json_integer(json_integer_value(json_array_get(a, (size_t)z)) + 1));
		}
		json_object_set_new(o, "crypt", a);
	}
	if ((z = empress_zone(s)) >= 0)
		json_object_set_new(o, "empress", json_integer(z));
}

/* scene - what stands on the map, for the picture */

static json_t *
scene(const struct zwd_state *s)
{
	struct zwd_scene *sc = zwd_scene_new(s->map);
	json_t           *o;
	int               i, n = s->map->nzones;

	zwd_scene_board(sc, s->board);
	memset(sc->objectives, 0, (size_t)n * sizeof(int));
	memset(sc->ladders, 0, (size_t)n * sizeof(int));
	memset(sc->cauldrons, 0, (size_t)n * sizeof(int));
	for (i = 0; i < zwd_ncauldrons(s); i++)
		if (zwd_cauldron_zone(s, i) >= 0)
			sc->cauldrons[zwd_cauldron_zone(s, i)]++;
	for (i = 0; i < s->nladders; i++)
		if (s->ladder[i].zone >= 0)
			sc->ladders[s->ladder[i].zone]++;
	for (i = 0; i < s->nobj; i++)
		if (s->obj[i].state == ZWD_OBJ_ON && s->obj[i].zone != sc->blue
		    && s->obj[i].zone != sc->green)
			sc->objectives[s->obj[i].zone]++;
	o = json_pack("{s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:i, s:i, s:o, s:i, s:i, s:i, s:i}",
	    "zombies", jfield_ints_json(sc->zombies, n * ZWD_NZOMBIES), "noise",
	    jfield_ints_json(sc->noise, n), "freeze", json_array(), "guards",
	    jfield_ints_json(sc->guards, n), "cauldrons", jfield_ints_json(sc->cauldrons, n),
	    "ladders", jfield_ints_json(sc->ladders, n), "objectives",
	    jfield_ints_json(sc->objectives, n), "blue", sc->blue, "green", sc->green, "spawn",
	    jfield_ints_json(sc->spawn, ZWD_SPAWNS), "desecrator", sc->desecrator, "exit", sc->exit,
	    "signaller", sc->signaller, "standard", sc->standard);
	for (i = 0; i < n; i++)
		json_array_append_new(json_object_get(o, "freeze"), json_integer(sc->freeze[i]));
	if (sc->aboms != NULL) { /* rules 3: only then */
		json_object_set_new(o, "aboms", json_array());
		for (i = 0; i < n; i++)
			json_array_append_new(
			    json_object_get(o, "aboms"), json_integer(sc->aboms[i]));
	}
	zwd_scene_free(sc);
	if (s->pack->rev >= 3) /* old games' views stay as they were recorded */
		scene_notes(s, o);
	return (o);
}

/* standing - the team's standing choices: wounds (guards, spread or
 * the names in order), steer (zone labels) and, only when set (rules
 * 4), targets (zombie types in the reader's language), cards_pack
 * (weapons found go to the Backpack first) and play_on (no pause in a
 * mail) */

static json_t *
standing(const struct zwd_state *s, int lang)
{
	static const char *const rule[LANG_N][2] = { { "guards first", "survivors, spread" },
		{ "prima le Guardie", "sopravvissuti, distribuite" },
		{ "primero las Guardias", "supervivientes, repartidas" } };
	json_t *order = json_array(), *steer = json_array(), *targets = json_array(), *o;
	int     i;

	for (i = 0; i < s->norder; i++)
		json_array_append_new(order, json_string(zwd_surv_name(s, s->order[i])));
	for (i = 0; i < s->nsteer; i++)
		json_array_append_new(steer, json_string(s->map->zone[s->steer[i]].label));
	o = json_pack("{s:s?, s:o, s:o, s:b}", "wounds",
	    s->wound_rule == ZWD_WOUND_ORDER ? NULL : rule[lang][s->wound_rule], "order", order,
	    "steer", steer, "has_steer", s->nsteer > 0);
	if (s->ntarget > 0) {
		for (i = 0; i < s->ntarget; i++)
			json_array_append_new(targets, json_string(ztypes[lang][s->target[i]][0]));
		json_object_set_new(o, "targets", targets);
		json_object_set_new(o, "has_targets", json_true());
	} else
		json_decref(targets);
	if (s->to_pack) /* rules 4, only when set */
		json_object_set_new(o, "cards_pack", json_true());
	if (s->play_on) /* rules 4, only when set */
		json_object_set_new(o, "play_on", json_true());
	return (o);
}

/* narrative - the last zombie phase in a locale */

static json_t *
narrative(const struct zwd_state *s, const char *locale)
{
	const char *names[ZWD_SURVIVORS];
	json_t     *a = json_array();
	char       *t, *p, *e;
	int         i;

	for (i = 0; i < s->nsurv; i++)
		names[i] = zwd_surv_name(s, i);
	t = zwd_events_text(s->map, s->pack->cards, &s->last, names, locale);
	for (p = t; *p; p = *e ? e + 1 : e) {
		e = strchr(p, '\n');
		if (e == NULL)
			e = p + strlen(p);
		if (e > p)
			json_array_append_new(a, json_stringn(p, (size_t)(e - p)));
	}
	free(t);
	return (a);
}

/* fights - the last attacks in a locale: [{round, text}] */

static json_t *
fights(const struct zwd_state *s, const char *locale)
{
	json_t *a = json_array();
	char   *t;
	int     k;

	for (k = 0; k < s->nfights; k++) {
		t = zwd_fight_text(s, k, locale);
		json_array_append_new(a, json_pack("{s:i, s:s}", "round", s->fight[k].round, "text", t));
		free(t);
	}
	return (a);
}

/* zwd_view - the JSON a template sees */

/* note - one sentence of the mission's notes, in the reader's language */

static void
note(json_t *a, const char *locale, char *en)
{
	const struct lang_msg *const cats[] = { zwd_msgs };
	char                        *t = lang_text(cats, 1, locale, en);

	json_array_append_new(a, json_string(t));
	free(t);
	free(en);
}

/* notes - what the mission puts on the table besides the zones' lines:
 * the Tomes held (2), the Crypt Weapons lying face down (which ones is
 * hidden, digest 7), the Empress (5: where she is or who carries her;
 * 9: where she walks, her Wounds).  The view holds them only when any,
 * in games of rules revision 1 on: old games show as recorded. */

static json_t *
notes(const struct zwd_state *s, const char *locale)
{
	json_t *a = json_array();
	int     k, e = s->mp.empress;

	if (s->mp.tomes > 0)
		note(a, locale,
		    pb_asprintf("The team has %d Tome%s of Purging.", s->mp.tomes,
		        s->mp.tomes == 1 ? "" : "s"));
	for (k = 0; k < s->ndrops; k++)
		note(a, locale,
		    pb_asprintf("A Crypt Weapon lies face down in %s: take it to see it.",
		        s->map->zone[s->drop_zone[k]].label));
	if (e >= 0 && s->board->surv[e] >= 0)
		note(a, locale,
		    pb_asprintf("The Empress is in %s with %d Wound%s.",
		        s->map->zone[s->board->surv[e]].label, s->board->wounds[e],
		        s->board->wounds[e] == 1 ? "" : "s"));
	else if (s->empress >= 0)
		note(a, locale,
		    pb_asprintf("%s carries the Empress.", zwd_surv_name(s, s->empress)));
	else if (s->map->setup.rules & ZWD_RULE_EMPRESS_TAKE && s->phase != ZWD_PH_ENDED)
		note(a, locale,
		    pb_asprintf(
		        "The Empress is in %s.", s->map->zone[s->map->setup.signaller].label));
	return (a);
}

json_t *
zwd_view(const void *g, int seat, const char *locale)
{
	const struct zwd_state      *s = g;
	int                          lang = lang_index(locale), i, left = 0, took = 0;
	json_t                      *b, *ss = json_array(), *me, *mine = json_array(), *n = NULL;
	const struct zwd_mission    *mi = s->map->mission;
	const char                  *mname[LANG_N] = { mi->name, mi->name_it, mi->name_es };
	const struct lang_msg *const cats[] = { zwd_msgs };
	char                        *reason;

	for (i = 0; i < s->nsurv; i++) {
		json_array_append_new(ss, survivor(s, i, lang));
		if (seat > 0 && s->surv[i].seat == seat)
			json_array_append_new(mine, survivor(s, i, lang));
	}
	reason = lang_text(cats, 1, locale, s->reason ? s->reason : "");
	for (i = 0; i < s->nobj; i++) {
		left += s->obj[i].state == ZWD_OBJ_ON;
		took += s->obj[i].state == ZWD_OBJ_TAKEN;
	}
	b = json_pack("{s:s, s:s, s:i, s:i, s:s, s:b, s:b, s:b, s:s, s:o, s:o, s:i, s:i, s:o, s:b, "
	              "s:i}",
	    "mission", mname[lang] ? mname[lang] : mi->name, "mission_id", s->mission, "round",
	    s->round, "first", s->first, "danger", levels[lang][s->board->danger], "ended",
	    s->phase == ZWD_PH_ENDED, "won", s->outcome == ZWD_WON, "lost", s->outcome == ZWD_LOST,
	    "reason", reason, "survivors", ss, "zones", zones(s, lang), "objectives_left", left,
	    "objectives_taken", took, "zombie_phase", narrative(s, locale), "has_zombie_phase",
	    s->last.n > 0, "zombie_round", s->last_round);
	free(reason);
	json_object_set_new(b, "standing", standing(s, lang));
	if (s->pack->rev >= 1 && json_array_size(n = notes(s, locale)) > 0)
		json_object_set_new(b, "notes", n); /* only then: old games' views as they were */
	else if (n != NULL)
		json_decref(n);
	if (s->nfights > 0) { /* only then: old games' mails as they were */
		json_object_set_new(b, "fights", fights(s, locale));
		json_object_set_new(b, "has_fights", json_true());
	}
	json_object_set_new(b, "map", geometry(s));
	json_object_set_new(b, "scene", scene(s));
	me = json_pack("{s:i, s:o, s:b}", "seat", seat > 0 ? seat : 0, "survivors", mine,
	    "has_survivors", json_array_size(mine) > 0);
	return (json_pack("{s:o, s:o}", "board", b, "me", me));
}

/* zwd_headline - one line, the state of play for a seat */

char *
zwd_headline(const void *g, int seat, const char *locale)
{
	static const char *const fmt[][LANG_N] = {
		{ "Round %d: your survivors' turn", "Turno %d: tocca ai tuoi sopravvissuti",
		    "Ronda %d: turno de tus supervivientes" },
		{ "Round %d: the players phase", "Turno %d: la fase dei giocatori",
		    "Ronda %d: la fase de los jugadores" },
		{ "The mission is won", "La missione è vinta", "La misión está ganada" },
		{ "The mission is lost", "La missione è persa", "La misión está perdida" },
	};
	const struct zwd_state *s = g;
	int                     lang = lang_index(locale);

	if (s->phase == ZWD_PH_ENDED)
		return (pb_strdup(fmt[s->outcome == ZWD_WON ? 2 : 3][lang]));
	return (pb_asprintf(fmt[zwd_decision(s, seat) != NULL ? 0 : 1][lang], s->round));
}

/* ---- the picture, from the view alone ------------------------------ */

/* ints - an array member into n ints, 0 when it does not fit */

static int
ints(const json_t *o, const char *key, int *v, int n)
{
	return (jfield_ints_load(json_object_get(o, key), v, n));
}

/* The tile of a place that has one: the picture needs no more of it. */
static const struct zwd_tile no_tile;

/* view_map - the map of a view's "map", NULL when it does not fit */

static struct zwd_map *
view_map(const json_t *j, struct zwd_mission *mi)
{
	struct zwd_map *m;
	const json_t   *zs = json_object_get(j, "zones"), *e, *z;
	size_t          i, n;
	int             a, b, w = jfield_int(j, "w"), h = jfield_int(j, "h");

	if (!json_is_array(zs) || (n = json_array_size(zs)) == 0 || w <= 0 || h <= 0 || w > 64
	    || h > 64)
		return (NULL);
	m = pb_calloc(1, sizeof(*m));
	m->w = w;
	m->h = h;
	m->nzones = (int)n;
	m->mission = mi;
	m->cell = pb_calloc((size_t)(w * h), sizeof(int));
	m->zone = pb_calloc(n, sizeof(*m->zone));
	m->edge = pb_calloc(n * n, 1);
	m->eflag = pb_calloc(n * n, 1);
	m->corrupt = pb_calloc(n + 1, 1);
	m->burnt = pb_calloc(n + 1, 1);
	m->rows = jfield_int(j, "rows");
	m->cols = jfield_int(j, "cols");
	if (m->rows < 0 || m->cols < 0 || m->rows > ZWD_GRID_MAX || m->cols > ZWD_GRID_MAX
	    || json_array_size(json_object_get(j, "places")) != (size_t)(m->rows * m->cols)
	    || !ints(j, "cells", m->cell, w * h)) {
		zwd_map_free(m);
		return (NULL);
	}
	for (i = 0; i < n; i++) {
		z = json_array_get(zs, i);
		snprintf(m->zone[i].label, sizeof(m->zone[i].label), "%s", jfield_str(z, "label"));
		m->zone[i].pos = jfield_int(z, "pos");
		m->zone[i].local = jfield_int(z, "local");
		m->zone[i].kind = jfield_int(z, "kind") % ZWD_NKINDS;
		m->zone[i].ncells = jfield_int(z, "ncells");
		m->zone[i].x0 = jfield_int(z, "x0");
		m->zone[i].y0 = jfield_int(z, "y0");
		m->zone[i].x1 = jfield_int(z, "x1");
		m->zone[i].y1 = jfield_int(z, "y1");
		m->zone[i].spot = jfield_int(z, "spot");
		m->corrupt[i] = json_is_true(json_object_get(z, "corrupt"));
		m->burnt[i] = json_is_true(json_object_get(z, "burnt"));
	}
	for (i = 0; i < (size_t)(m->rows * m->cols); i++) {
		e = json_array_get(json_object_get(j, "places"), i);
		m->place[i].tile = json_integer_value(e) >= 0 ? &no_tile : NULL;
		m->place[i].rot = (int)json_integer_value(e);
	}
	for (i = 0; i < (size_t)(w * h); i++)
		if (m->cell[i] < -1 || m->cell[i] >= (int)n)
			m->cell[i] = -1;
	json_array_foreach(json_object_get(j, "edges"), i, e)
	{
		a = (int)json_integer_value(json_array_get(e, 0));
		b = (int)json_integer_value(json_array_get(e, 1));
		if (a < 0 || b < 0 || a >= (int)n || b >= (int)n)
			continue;
		m->edge[a * n + b] = m->edge[b * n + a] =
		    (unsigned char)json_integer_value(json_array_get(e, 2));
		m->eflag[a * n + b] = m->eflag[b * n + a] =
		    (unsigned char)json_integer_value(json_array_get(e, 3));
	}
	return (m);
}

/* view_scene - the scene of a view's "scene" and survivors */

static struct zwd_scene *
view_scene(const json_t *j, const json_t *survivors, const struct zwd_map *m,
    struct zwd_scene_survivor *sv)
{
	struct zwd_scene *sc = zwd_scene_new(m); /* m has no setup: an empty scene */
	const json_t     *o, *a;
	size_t            i;
	int               n = m->nzones, f, ok;

	ok = ints(j, "zombies", sc->zombies, n * ZWD_NZOMBIES) && ints(j, "noise", sc->noise, n)
	    && ints(j, "guards", sc->guards, n) && ints(j, "cauldrons", sc->cauldrons, n)
	    && ints(j, "ladders", sc->ladders, n) && ints(j, "objectives", sc->objectives, n)
	    && ints(j, "spawn", sc->spawn, ZWD_SPAWNS);
	for (i = 0; ok && i < (size_t)n; i++) {
		f = (int)json_integer_value(json_array_get(json_object_get(j, "freeze"), i));
		sc->freeze[i] = f != 0;
	}
	if (ok && (a = json_object_get(j, "aboms")) != NULL) { /* rules 3 */
		ok = json_array_size(a) == (size_t)n;
		sc->aboms = pb_calloc((size_t)n, sizeof(unsigned));
		for (i = 0; ok && i < (size_t)n; i++)
			sc->aboms[i] = (unsigned)json_integer_value(json_array_get(a, i));
	}
	if (ok && (a = json_object_get(j, "crypt")) != NULL) { /* rules 3 */
		ok = json_array_size(a) == (size_t)n;
		sc->crypt = pb_calloc((size_t)n, sizeof(int));
		for (i = 0; ok && i < (size_t)n; i++)
			sc->crypt[i] = (int)json_integer_value(json_array_get(a, i));
	}
	sc->empress = json_object_get(j, "empress") ? jfield_int(j, "empress") : -1;
	sc->blue = jfield_int(j, "blue");
	sc->green = jfield_int(j, "green");
	sc->desecrator = jfield_int(j, "desecrator");
	sc->exit = jfield_int(j, "exit");
	sc->signaller = jfield_int(j, "signaller");
	sc->standard = jfield_int(j, "standard");
	json_array_foreach(survivors, i, o)
	{
		if (i >= ZWD_SURVIVORS)
			break;
		sv[i].name = jfield_str(o, "name");
		sv[i].colour = jfield_int(o, "seat") - 1;
		sv[i].zone = zwd_map_zone(m, jfield_str(o, "zone"));
		sc->nsurvivors = (int)i + 1;
	}
	sc->survivors = sv;
	if (!ok) {
		zwd_scene_free(sc);
		return (NULL);
	}
	return (sc);
}

/* zwd_picture_view - the map of a view, drawn */

enum pb_rc
zwd_picture_view(const json_t *view, const char *locale, struct picture *pic, struct pb_err *err)
{
	const json_t             *b = json_object_get(view, "board"), *j;
	struct zwd_scene_survivor sv[ZWD_SURVIVORS];
	struct zwd_mission        mi = { 0 };
	struct zwd_map           *m;
	struct zwd_scene         *sc;
	enum pb_rc                rc;

	if (!json_is_object(j = json_object_get(b, "map")))
		return (PB_ENOENT);
	mi.name = (char *)jfield_str(j, "name");
	mi.name_it = (char *)jfield_str(j, "name_it");
	mi.name_es = (char *)jfield_str(j, "name_es");
	if ((m = view_map(j, &mi)) == NULL)
		return (pb_err_set(err, PB_EDATA, "zwd_picture: the view's map does not fit"));
	if ((sc = view_scene(json_object_get(b, "scene"), json_object_get(b, "survivors"), m, sv))
	    == NULL) {
		zwd_map_free(m);
		return (pb_err_set(err, PB_EDATA, "zwd_picture: the view's scene does not fit"));
	}
	rc = zwd_picture(m, sc, locale, pic, NULL, err);
	zwd_scene_free(sc);
	m->mission = NULL;
	zwd_map_free(m);
	return (rc);
}
