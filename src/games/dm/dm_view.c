/*++
/* NAME
/*	dm_view 3
/* SUMMARY
/*	Dark Moon: views and headlines
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	json_t	*dm_view(const void *state, int seat, const char *locale);
/*	char	*dm_headline(const void *state, int seat, const char *locale);
/* DESCRIPTION
/*	dm_view() builds what a template may show, privacy by
/*	construction:
/* .IP "the board (every view)"
/*	turn, active seat, Commander, phase; the Shield track with the
/*	next Failure Condition; the Outpost tokens out and what they
/*	block; the Fatigue tokens out; the Suspicion cube; the cameras
/*	with their cubes and the Final Event; the dice in Available and
/*	Spent; the current Task with its difficulty and the Success cube;
/*	the Sabotage token; each seat's character, ability, quarantine,
/*	Die tokens, fatigue, participation, and, once revealed only, its
/*	status card; a vote's target and who has voted (not how); who
/*	the game waits on.  No seat's dice, status or roll.
/* .IP "me (a seat's view)"
/*	its status card and power, its dice and limit, its private roll,
/*	the cards only it has drawn (the Tasks of its turn, the Events the
/*	Commander draws, the Tasks Interference shows), its own ballot;
/*	with the variant telepathic, an Infected's fellow Infected.
/* .IP "seats (GAME_VIEW_ALL: the moderator, the end)"
/*	every seat's status, dice and roll.
/* .PP
/*	Names are in the reader's language (the pack's name_it, name_es).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"

static const char *const phase_words[LANG_N][DM_NPHASES] = {
	{ "retrieve", "action", "roll", "repair choice", "order", "task", "in or out",
	    "complication", "damage choice", "event choice", "vote", "tie-break", "forced vote",
	    "damage choice", "interference", "ended", "judgement", "Corporation die",
	    "evacuation vote" },
	{ "recupero", "azione", "tiro", "scelta della riparazione", "ordine", "compito",
	    "dentro o fuori", "complicazione", "scelta del danno", "scelta dell'evento", "voto",
	    "spareggio", "voto obbligatorio", "scelta del danno", "interferenza", "finita",
	    "giudizio", "dado della Corporazione", "voto di evacuazione" },
	{ "recuperación", "acción", "tirada", "elección de reparación", "orden", "tarea",
	    "dentro o fuera", "complicación", "elección de daño", "elección de evento", "votación",
	    "desempate", "votación obligatoria", "elección de daño", "interferencia", "terminada",
	    "juicio", "dado de la Corporación", "votación de evacuación" },
};

static const char *const block_words[LANG_N][DM_NBLOCKS] = {
	{ "Repair Shield", "Repair Life Support", "Call a Vote", "Issue Order", "Lone Wolf",
	    "one die fewer when passing", "Authorization and Takeoff votes as an action" },
	{ "Riparare lo Scudo", "Riparare il Supporto Vitale", "Chiamare un Voto", "Impartire Ordine",
	    "Lupo Solitario", "un dado in meno quando si passa",
	    "voti di Autorizzazione e di Decollo come azione" },
	{ "Reparar el Escudo", "Reparar el Soporte Vital", "Convocar una Votación", "Dar Orden",
	    "Lobo Solitario", "un dado menos al pasar",
	    "votaciones de Autorización y de Despegue como acción" },
};

static const char *const test_words[] = { "none", "any +", "any -" };

/* The area of the Sabotage token (s->sabotage 1, 2, 3), in each language. */
static const char *const sabotage_words[LANG_N][3] = {
	{ "Shield", "Life Support", "Outpost" },
	{ "Scudo", "Supporto Vitale", "Avamposto" },
	{ "Escudo", "Soporte Vital", "Puesto" },
};

/* The winners, as dm_msgs.c has them (translated there). */
static const char *const winner_words[3] = { "Uninfected", "Infected", "Company Man" };

/* test_text - a Failure Condition as text */

static char *
test_text(int t)
{
	if (t >= DM_TEST_NONE)
		return (pb_strdup(test_words[t - DM_TEST_NONE]));
	return (pb_asprintf("%+d", t));
}

/* dice_json - counts per colour */

static json_t *
dice_json(const int *n)
{
	return (json_pack("{s:i, s:i, s:i}", "strong", n[DM_STRONG], "weak", n[DM_WEAK], "blue",
	    n[DM_BLUE]));
}

/* roll_json - a private roll */

static json_t *
roll_json(const struct dm_state *s, const struct dm_seat *t)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < t->nroll; i++)
		json_array_append_new(a, json_pack("{s:s, s:s}", "colour",
		    dm_colour_word(t->roll_col[i]),
		    "face", s->pack->dice[t->roll_col[i]].die.name[t->roll_face[i]]));
	return (a);
}

/* seat_json - the public part of a seat */

static json_t *
seat_json(const struct dm_state *s, int k, int lang)
{
	const struct dm_seat      *t = &s->seat[k];
	const struct dm_character *c = &s->pack->chars[t->character];
	static const char *const   io[] = { "", "IN", "OUT" };
	json_t                    *o;

	o = json_pack("{s:i, s:s, s:s, s:b, s:b, s:i, s:b, s:s, s:b, s:b}", "seat", k, "character",
	    dm_name(&c->n, lang), "id", c->n.id, "quarantined", t->quarantined, "revealed",
	    t->revealed, "tokens", t->tokens, "fatigued", dm_fatigued(s, k), "inout", io[t->inout],
	    "commander", k == s->commander, "active", k == s->active);
	if (c->n.text != NULL && !t->revealed)
		json_object_set_new(o, "ability", json_string(dm_text(&c->n, lang)));
	if (t->revealed)
		json_object_set_new(o, "status", json_string(dm_name(&s->pack->statuses[t->status].n, lang)));
	if (s->phase == DM_P_VOTE)
		json_object_set_new(o, "voted", json_boolean(t->ballot >= SEATS_CAST));
	json_object_set_new(o, "gone", json_boolean(t->gone)); /* removed by the moderator */
	return (o);
}

/* board_json - the public board */

static json_t *
board_json(const struct dm_state *s, int lang)
{
	const struct dm_pack *p = s->pack;
	json_t               *o, *a, *cams = json_array();
	char                 *next;
	int                   i, k;

	next = test_text(s->shield < p->board->spots - 1 ? p->board->test[s->shield + 1] : DM_TEST_NONE);
	o = json_pack("{s:i, s:i, s:i, s:s, s:i, s:i, s:s, s:i, s:i, s:o, s:o}", "turn", s->turn,
	    "active", s->active, "commander", s->commander, "phase", phase_words[lang][s->phase], "shield",
	    s->shield, "shield_spots", p->board->spots, "next_test", next, "suspicion", s->suspicion,
	    "suspicion_max", p->board->suspicion, "available", dice_json(s->avail), "spent",
	    dice_json(s->spent));
	free(next);
	a = json_array();
	for (i = 0; i < s->outposts_on.n; i++) {
		const struct dm_outpost *op = &p->outposts[s->outposts_on.v[i]];

		json_array_append_new(a, json_pack("{s:s, s:s}", "name", dm_name(&op->n, lang), "blocks",
		    block_words[lang][op->blocks]));
	}
	json_object_set_new(o, "outposts", a);
	json_object_set_new(o, "outposts_count", json_integer(s->outposts_on.n));
	a = json_array();
	for (i = 0; i < s->fatigue_on.n; i++)
		json_array_append_new(a, json_string(dm_name(&p->chars[s->fatigue_on.v[i]].n, lang)));
	json_object_set_new(o, "fatigue", a);
	json_object_set_new(o, "fatigue_count", json_integer(s->fatigue_on.n));
	json_object_set_new(o, "lose_at", json_integer(p->board->lose_at));
	for (i = 0; i <= DM_CAMERAS; i++) {
		const struct dm_event *e = dm_event_card(s, i);

		if (e == NULL)
			continue;
		json_array_append_new(cams, json_pack("{s:i, s:s, s:s, s:i, s:i, s:b, s:b}", "camera",
		    i + 1, "name", dm_name(&e->n, lang), "text", e->n.text ? dm_text(&e->n, lang) : "", "cubes",
		    s->cubes[i],
		    "need", e->cubes, "current", i == s->camera, "final", i == DM_CAMERAS));
	}
	json_object_set_new(o, "cameras", cams);
	if (s->task >= 0) {
		const struct dm_task *t = &p->tasks[s->task];

		json_object_set_new(o, "task", json_pack("{s:s, s:s, s:s?, s:b, s:i, s:i}", "name",
		    dm_name(&t->n, lang), "kind", t->kind == DM_MALFUNCTION ? "Malfunction" : "Complication",
		    "text", dm_text(&t->n, lang), "suspicious", t->suspicious, "difficulty", s->difficulty,
		    "success", s->success));
	}
	if (s->sabotage > 0)
		json_object_set_new(o, "sabotage", json_string(sabotage_words[lang][s->sabotage - 1]));
	if (s->phase == DM_P_VOTE || s->phase == DM_P_TIE)
		json_object_set_new(o, "vote", json_pack("{s:s, s:s}", "target",
		    dm_seat_name(s, s->vote_target), "caller", dm_seat_name(s, s->vote_caller)));
	a = json_array();
	for (k = 1; k <= s->nseats; k++)
		json_array_append_new(a, seat_json(s, k, lang));
	json_object_set_new(o, "players", a);
	if (s->phase == DM_P_ENDED) {
		/* In the reader's words (dm_msgs.c has the teams and reasons). */
		const struct lang_msg *cat[1] = { dm_msgs };
		char *w = lang_text(cat, 1, (const char *[]){ "en", "it", "es" }[lang],
		    winner_words[s->winner - DM_WIN_UNINFECTED]);
		char *r = lang_text(cat, 1, (const char *[]){ "en", "it", "es" }[lang], s->reason);

		/* The Company Man wins alone: a sentence of its own (board.txt). */
		json_object_set_new(o, "end", json_pack("{s:s, s:s, s:b, s:b}", "winner", w, "reason", r,
		    "company", s->winner == DM_WIN_COMPANY, "infected", s->winner == DM_WIN_INFECTED));
		free(w);
		free(r);
	}
	dm_sc_board_json(s, o, lang); /* Shadow Corporation */
	return (o);
}

/* me_json - one seat's own secrets */

static json_t *
me_json(const struct dm_state *s, int k, int lang)
{
	const struct dm_seat   *t = &s->seat[k];
	const struct dm_status *st = &s->pack->statuses[t->status];
	json_t                 *o, *a;
	int                     i, j;

	o = json_pack("{s:i, s:s, s:s, s:o, s:i, s:i, s:o}", "seat", k, "status",
	    dm_name(&st->n, lang), "team", st->team == DM_INFECTED ? "Infected" : "Uninfected",
	    "dice", dice_json(t->dice), "held", dm_held(s, k), "limit", dm_limit(s, k), "roll",
	    roll_json(s, t));
	if (st->team == DM_INFECTED && st->n.text != NULL)
		json_object_set_new(o, "power", json_string(dm_text(&st->n, lang)));
	a = json_array();
	if ((s->phase == DM_P_TASK && k == s->active)
	    || (s->phase == DM_P_INTERFERE && k == s->roller))
		for (i = 0; i < s->drawn.n; i++)
			json_array_append_new(a, json_pack("{s:s, s:s, s:s?}", "name",
			    dm_name(&s->pack->tasks[s->drawn.v[i]].n, lang), "id",
			    s->pack->tasks[s->drawn.v[i]].n.id, "text", dm_text(&s->pack->tasks[s->drawn.v[i]].n, lang)));
	if (s->phase == DM_P_EVENT && k == s->commander)
		for (i = 0; i < s->drawn.n; i++)
			json_array_append_new(a, json_pack("{s:s, s:s, s:s?}", "name",
			    dm_name(&s->pack->events[s->drawn.v[i]].n, lang), "id",
			    s->pack->events[s->drawn.v[i]].n.id, "text", dm_text(&s->pack->events[s->drawn.v[i]].n, lang)));
	json_object_set_new(o, "has_drawn", json_boolean(json_array_size(a) > 0));
	json_object_set_new(o, "drawn", a);
	json_object_set_new(o, "has_roll", json_boolean(t->nroll > 0));
	json_object_set_new(o, "standing_out",
	    json_pack("{s:b, s:b, s:b}", "outpost", (t->stand_out & 1) != 0, "life",
	        (t->stand_out & 2) != 0, "shield", (t->stand_out & 4) != 0));
	json_object_set_new(o, "standing_best", json_boolean((t->stand_out & DM_STAND_BEST) != 0));
	if (t->stand_out & DM_STAND_VOTE)
		json_object_set_new(o, "standing_vote", json_string((const char *[]){ "black", "red",
		    "none" }[(t->stand_out & DM_STAND_VOTE) / DM_STAND_VOTE1 - 1]));
	if (t->ballot >= SEATS_CAST)
		json_object_set_new(o, "ballot",
		    json_string((const char *[]){ "black", "red", "none" }[t->ballot - SEATS_CAST]));
	if ((s->variants & DM_VAR_TELEPATHIC) && st->team == DM_INFECTED) {
		a = json_array();
		for (j = 1; j <= s->nseats; j++)
			if (j != k && dm_is_infected(s, j))
				json_array_append_new(a, json_string(dm_seat_name(s, j)));
		json_object_set_new(o, "has_allies", json_boolean(json_array_size(a) > 0));
		json_object_set_new(o, "allies", a);
	}
	dm_sc_me_json(s, k, o, lang); /* Shadow Corporation */
	return (o);
}

/* dm_view - the JSON a reader may see */

json_t *
dm_view(const void *g, int seat, const char *locale)
{
	const struct dm_state *s = g;
	int                    lang = lang_index(locale), k;
	json_t                *o = json_object(), *a;

	json_object_set_new(o, "board", board_json(s, lang));
	if (seat >= 1 && seat <= s->nseats)
		json_object_set_new(o, "me", me_json(s, seat, lang));
	if (seat == GAME_VIEW_ALL) {
		a = json_array();
		for (k = 1; k <= s->nseats; k++)
			json_array_append_new(a, me_json(s, k, lang));
		json_object_set_new(o, "seats", a);
	}
	return (o);
}

/* dm_headline - the state of play in one line */

char *
dm_headline(const void *g, int seat, const char *locale)
{
	const struct dm_state *s = g;

	static const char *const over[LANG_N][3] = {
		{ "The game is over: the Uninfected win", "The game is over: the Infected win",
		    "The game is over: the Company Man wins alone" },
		{ "La partita è finita: vincono i Non Infetti", "La partita è finita: vincono gli Infetti",
		    "La partita è finita: vince l'Uomo della Compagnia, da solo" },
		{ "La partida ha terminado: ganan los No Infectados",
		    "La partida ha terminado: ganan los Infectados",
		    "La partida ha terminado: gana el Hombre de la Compañía, solo" } };
	static const char *const turn[LANG_N] = { "Turn %d, %s's turn: %s", "Turno %d, tocca a %s: %s",
		"Turno %d, le toca a %s: %s" };
	int lang = lang_index(locale);

	(void)seat;
	if (s->phase == DM_P_ENDED)
		return (pb_strdup(over[lang][s->winner - DM_WIN_UNINFECTED]));
	return (pb_asprintf(turn[lang], s->turn, dm_seat_name(s, s->active),
	    phase_words[lang][s->phase]));
}
