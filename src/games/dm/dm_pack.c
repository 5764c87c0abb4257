/*++
/* NAME
/*	dm_pack 3
/* SUMMARY
/*	parse and check a Dark Moon content pack
/* SYNOPSIS
/*	#include "games/dm/dm.h"
/*
/*	void	*dm_pack_parse(const char *text, struct pb_err *err);
/*	void	dm_pack_free(void *pack);
/*	json_t	*dm_pack_summary(const void *pack);
/*	const char *dm_name(const struct dm_names *n, int lang);
/*	const char *dm_text(const struct dm_names *n, int lang);
/* DESCRIPTION
/*	Each card is an INI section "[TYPE ID]" read by packini(3) with the
/*	field tables below; pbemd-dm(7) documents every key.  The types:
/*	die (the three colours, in the order strong, weak, commander),
/*	board (one: tracks and the per-player-count table), character,
/*	outpost, status, task, event, final.  Effects (power, bonus,
/*	accept, refuse, start, complete) are texts in the effect language
/*	(dm_fx.c), compiled once the pack is read.
/*
/*	The checks after parsing: exactly three dice, with faces, counts
/*	that a 7-player table can hold; one board whose texts parse and
/*	whose table covers 3 to 7 players; at least 7 characters, 6
/*	Outposts (one per blocked action), 4 Uninfected and 3 Infected
/*	status cards besides at most one extra; for each Task deck enough
/*	cards for two draws a turn; at least DM_CAMERAS + 1 Events and one
/*	Final Event.  dm_name() is a card's name in a language (0 en, 1
/*	it, 2 es), English when the pack has none; dm_text() its text.
/* DIAGNOSTICS
/*	NULL with err: "FILE:LINE: ..." for what packini refuses, "[TYPE
/*	ID]: KEY: ..." for an effect that does not compile or a value out
/*	of place, "the pack needs ..." for a missing part.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm.h"

static const char *const team_words[] = { "uninfected", "infected", "company", NULL };
static const char *const deck_words[] = { "silver", "black", NULL };
static const char *const kind_words[] = { "malfunction", "complication", "failure", NULL };
static const char *const threat_words[] = { "reckless", "isolate", "sample", "exposure", NULL };
static const char *const system_words[] = { "outpost", "life", "shield", "any", NULL };
static const char *const who_words[] = { "active", "named", "commander", NULL };
static const char *const block_words[] = { "repair-shield", "repair-life", "vote", "order",
	"lone-wolf", "pass", "evac", NULL };
static const char *const ability_words[] = { "none", "passer", "reroll", "steady", "keepdie",
	"medic", "shields", "scout", "corporate", "pilot", NULL };

/* Short names of the rows of packini.h, for the tables below. */
#define STR PACKINI_ROW_STR
#define INT PACKINI_ROW_INT
#define WORD PACKINI_ROW_WORD
#define BOOL PACKINI_ROW_BOOL
#define END PACKINI_ROW_END

static const struct packini_field name_fields[] = {
	STR("name", struct dm_names, name),
	STR("name_it", struct dm_names, name_it),
	STR("name_es", struct dm_names, name_es),
	STR("text", struct dm_names, text),
	STR("text_it", struct dm_names, text_it),
	STR("text_es", struct dm_names, text_es),
	END,
};
static const struct packini_field die_fields[] = {
	STR("faces", struct dm_die, faces),
	INT("count", struct dm_die, count, 1, 99),
	END,
};
static const struct packini_field board_fields[] = {
	INT("shield_spots", struct dm_board, spots, 2, DM_MAXTRACK),
	INT("shield_start", struct dm_board, shield_start, 0, DM_MAXTRACK - 1),
	STR("shield_tests", struct dm_board, tests),
	INT("die_limit", struct dm_board, die_limit, 1, 8),
	INT("infected_limit", struct dm_board, infected_limit, 1, 8),
	INT("quarantine_cut", struct dm_board, quarantine, 0, 8),
	INT("outposts_start", struct dm_board, outposts_start, 0, 5),
	INT("suspicion_spaces", struct dm_board, suspicion, 1, 20),
	INT("pass_take", struct dm_board, pass_take, 0, 6),
	INT("lose_at", struct dm_board, lose_at, 1, 20),
	STR("infected", struct dm_board, infected),
	STR("decks", struct dm_board, decks),
	INT("evac_spaces", struct dm_board, evac_spaces, 1, 20),
	STR("evac_seats", struct dm_board, evac_seats),
	INT("jolly", struct dm_board, jolly, 0, 20),
	INT("reserve", struct dm_board, reserve, 1, 20),
	END,
};
static const struct packini_field char_fields[] = {
	WORD("ability", struct dm_character, ability, ability_words),
	BOOL("fatigue_token", struct dm_character, fatigue),
	BOOL("sc", struct dm_character, sc),
	END,
};
static const struct packini_field outpost_fields[] = {
	WORD("blocks", struct dm_outpost, blocks, block_words),
	BOOL("sc", struct dm_outpost, sc),
	END,
};
static const struct packini_field status_fields[] = {
	WORD("team", struct dm_status, team, team_words),
	BOOL("extra", struct dm_status, extra),
	STR("power", struct dm_status, power),
	BOOL("sc", struct dm_status, sc),
	END,
};
static const struct packini_field task_fields[] = {
	WORD("deck", struct dm_task, deck, deck_words),
	WORD("kind", struct dm_task, kind, kind_words),
	WORD("system", struct dm_task, system, system_words),
	INT("difficulty", struct dm_task, difficulty, -10, 40),
	INT("consequence", struct dm_task, consequence, 0, 6),
	BOOL("suspicious", struct dm_task, suspicious),
	BOOL("cube", struct dm_task, cube),
	INT("min_players", struct dm_task, min_players, DM_MIN_SEATS, DM_MAX_SEATS),
	INT("threats_out", struct dm_task, threats_out, DM_MIN_SEATS, DM_MAX_SEATS),
	WORD("who", struct dm_task, who, who_words),
	STR("bonus", struct dm_task, bonus),
	STR("accept", struct dm_task, accept[0]),
	STR("accept2", struct dm_task, accept[1]),
	STR("accept3", struct dm_task, accept[2]),
	STR("refuse", struct dm_task, refuse),
	BOOL("sc", struct dm_task, sc),
	BOOL("evacuate", struct dm_task, evacuate),
	END,
};
static const struct packini_field event_fields[] = {
	INT("cubes", struct dm_event, cubes, 1, 9),
	INT("harder", struct dm_event, harder, -5, 5),
	STR("start", struct dm_event, start),
	STR("complete", struct dm_event, complete),
	BOOL("sc", struct dm_event, sc),
	END,
};
static const struct packini_field threat_fields[] = {
	WORD("kind", struct dm_threat, kind, threat_words),
	INT("count", struct dm_threat, count, 1, 7),
	INT("tokens", struct dm_threat, tokens, 0, 11),
	END,
};

enum { T_DIE, T_BOARD, T_CHAR, T_OUTPOST, T_STATUS, T_TASK, T_EVENT, T_FINAL, T_THREAT, T_N };

#define TYPE(w, fl, s, a, c, t) PACKINI_TYPE_ROW(w, fl, s, struct dm_pack, a, c, t)

static const struct packini_type dm_types[T_N] = {
	TYPE("die", die_fields, struct dm_die, dice, ndice, T_DIE),
	TYPE("board", board_fields, struct dm_board, board, nboard, T_BOARD),
	TYPE("character", char_fields, struct dm_character, chars, nchars, T_CHAR),
	TYPE("outpost", outpost_fields, struct dm_outpost, outposts, noutposts, T_OUTPOST),
	TYPE("status", status_fields, struct dm_status, statuses, nstatuses, T_STATUS),
	TYPE("task", task_fields, struct dm_task, tasks, ntasks, T_TASK),
	TYPE("event", event_fields, struct dm_event, events, nevents, T_EVENT),
	TYPE("final", event_fields, struct dm_event, finals, nfinals, T_FINAL),
	TYPE("threat", threat_fields, struct dm_threat, threats, nthreats, T_THREAT),
};

/* card_new - a card's defaults */

static void
card_new(void *pack, const struct packini_type *t, void *card)
{
	struct dm_board *b = card;
	struct dm_task  *k = card;
	struct dm_event *e = card;

	(void)pack;
	switch (t->tag) {
	case T_BOARD:
		b->spots = 6;
		b->shield_start = 2;
		b->die_limit = 4;
		b->infected_limit = 2;
		b->quarantine = 2;
		b->outposts_start = 2;
		b->suspicion = 4;
		b->pass_take = 2;
		b->lose_at = 6;
		b->evac_spaces = 4;
		b->jolly = 4;
		b->reserve = 6;
		break;
	case T_THREAT:
		((struct dm_threat *)card)->count = 1;
		((struct dm_threat *)card)->tokens = 1;
		break;
	case T_CHAR:
		((struct dm_character *)card)->fatigue = 1;
		break;
	case T_TASK:
		k->min_players = DM_MIN_SEATS;
		k->difficulty = 5;
		k->consequence = 1;
		k->cube = 1;
		break;
	case T_EVENT:
	case T_FINAL:
		e->final = t->tag == T_FINAL;
		e->cubes = 3;
		break;
	}
}

static const struct packini_game dm_game = {
	.types = dm_types,
	.ntypes = T_N,
	.common = name_fields,
	.id = offsetof(struct dm_names, id),
	.name = offsetof(struct dm_names, name),
	.pack_name = offsetof(struct dm_pack, name),
	.pack_version = offsetof(struct dm_pack, version),
	.card_new = card_new,
};

/* dm_name - a card's name in a language, English if none */

const char *
dm_name(const struct dm_names *n, int lang)
{
	if (lang == 1 && n->name_it != NULL)
		return (n->name_it);
	if (lang == 2 && n->name_es != NULL)
		return (n->name_es);
	return (n->name);
}

/* dm_text - a card's rules text in a language, English if none; NULL
 * when the card has none */

const char *
dm_text(const struct dm_names *n, int lang)
{
	if (lang == 1 && n->text_it != NULL)
		return (n->text_it);
	if (lang == 2 && n->text_es != NULL)
		return (n->text_es);
	return (n->text);
}

/* fx_of - compile one effect key of a card; NULL text is no effect */

static int
fx_of(const char *word, const struct dm_names *n, const char *key, const char *text,
    struct dm_fx **out, struct pb_err *err)
{
	struct pb_err e;

	if (text == NULL)
		return (1);
	if ((*out = dm_fx_compile(text, &e)) == NULL) {
		pb_err_set(err, PB_EDATA, "[%s %s]: %s: %s", word, n->id, key, e.msg);
		return (0);
	}
	return (1);
}

/* board_parse - the board's texts into its tables; 0 with err */

static int
board_parse(struct dm_board *b, const struct dm_pack *p, struct pb_err *err)
{
	char *copy, *w, *save = NULL;
	int   i, k, face;

	if (b->shield_start >= b->spots)
		return (pb_err_set(err, PB_EDATA, "[board %s]: shield_start %d is a loss", b->n.id,
		    b->shield_start), 0);
	for (i = 0; i <= DM_MAXTRACK; i++)
		b->test[i] = DM_TEST_NONE;
	copy = pb_strdup(b->tests ? b->tests : "");
	for (i = 1, w = strtok_r(copy, " ,", &save); w; w = strtok_r(NULL, " ,", &save), i++) {
		if (i > b->spots)
			break;
		if (strcmp(w, "none") == 0)
			b->test[i] = DM_TEST_NONE;
		else if (strcmp(w, "any+") == 0)
			b->test[i] = DM_TEST_POS;
		else if (strcmp(w, "any-") == 0)
			b->test[i] = DM_TEST_NEG;
		else {
			for (face = -1, k = 0; k < p->ndice && face < 0; k++)
				face = die_face(&p->dice[k].die, w);
			if (face < 0)
				break;
			b->test[i] = (int)strtol(w, NULL, 10);
		}
	}
	free(copy);
	if (i != b->spots + 1)
		return (pb_err_set(err, PB_EDATA,
		            "[board %s]: shield_tests: one test per spot (%d): none, any+, any- or a "
		            "face",
		            b->n.id, b->spots),
		    0);
	copy = pb_strdup(b->infected ? b->infected : "");
	for (i = DM_MIN_SEATS, w = strtok_r(copy, " ,", &save); w && i <= DM_MAX_SEATS;
	     w = strtok_r(NULL, " ,", &save), i++)
		if ((b->ninfected[i] = (int)strtol(w, NULL, 10)) < 1 || b->ninfected[i] >= i - 1)
			break;
	free(copy);
	if (i != DM_MAX_SEATS + 1 || w != NULL)
		return (pb_err_set(err, PB_EDATA,
		            "[board %s]: infected: 5 numbers for 3 to 7 players, each at least 1 and "
		            "fewer than half the table",
		            b->n.id),
		    0);
	copy = pb_strdup(b->evac_seats ? b->evac_seats : "1 2 2 3 3");
	for (i = DM_MIN_SEATS, w = strtok_r(copy, " ,", &save); w && i <= DM_MAX_SEATS;
	     w = strtok_r(NULL, " ,", &save), i++)
		if ((b->evac_cap[i] = (int)strtol(w, NULL, 10)) < 1 || b->evac_cap[i] >= i)
			break;
	free(copy);
	if (i != DM_MAX_SEATS + 1 || w != NULL)
		return (pb_err_set(err, PB_EDATA,
		            "[board %s]: evac_seats: 5 numbers for 3 to 7 players, each at least 1 "
		            "and fewer than the table",
		            b->n.id),
		    0);
	copy = pb_strdup(b->decks ? b->decks : "");
	for (i = DM_MIN_SEATS, w = strtok_r(copy, " ,", &save); w && i <= DM_MAX_SEATS;
	     w = strtok_r(NULL, " ,", &save), i++)
		if ((b->deck[i] = strcmp(w, "silver") == 0 ? DM_SILVER
		            : strcmp(w, "black") == 0     ? DM_BLACK
		                                          : -1)
		    < 0)
			break;
	free(copy);
	if (i != DM_MAX_SEATS + 1 || w != NULL)
		return (pb_err_set(err, PB_EDATA,
		            "[board %s]: decks: 5 words silver or black for 3 to 7 players", b->n.id),
		    0);
	return (1);
}

/* dice_check - the three dice */

static int
dice_check(struct dm_pack *p, struct pb_err *err)
{
	struct pb_err e;
	int           i;

	if (p->ndice != DM_NCOLOURS && p->ndice != DM_NCOLOURS + 1)
		return (pb_err_set(err, PB_EDATA,
		            "the pack needs 3 [die] cards (strong, weak, commander) and may have a "
		            "fourth (Corporation), it has %d",
		            p->ndice),
		    0);
	for (i = 0; i < p->ndice; i++)
		if (p->dice[i].faces == NULL
		    || die_parse(&p->dice[i].die, p->dice[i].faces, &e) != PB_OK)
			return (pb_err_set(err, PB_EDATA, "[die %s]: faces: %s", p->dice[i].n.id,
			            p->dice[i].faces ? e.msg : "missing"),
			    0);
	if (p->dice[DM_BLUE].count != 1)
		return (pb_err_set(err, PB_EDATA, "[die %s]: count: the Commander die is one",
		            p->dice[DM_BLUE].n.id),
		    0);
	if (p->dice[DM_STRONG].count < 2 * DM_MAX_SEATS || p->dice[DM_WEAK].count < 2 * DM_MAX_SEATS)
		return (pb_err_set(err, PB_EDATA, "the pack needs %d strong and %d weak dice",
		            2 * DM_MAX_SEATS, 2 * DM_MAX_SEATS),
		    0);
	return (1);
}

/* cards_check - counts and effects of the cards */

static int
cards_check(struct dm_pack *p, struct pb_err *err)
{
	int i, n[2][3] = { { 0 } }, teams[3] = { 0 }, blocks[DM_NBLOCKS] = { 0 }, extra = 0, base = 0;

	for (i = 0; i < p->nchars; i++)
		base += !p->chars[i].sc;
	if (base < DM_MAX_SEATS)
		return (pb_err_set(err, PB_EDATA, "the pack needs %d characters, it has %d",
		            DM_MAX_SEATS, p->nchars),
		    0);
	for (i = 0; i < p->noutposts; i++)
		blocks[p->outposts[i].blocks] += !p->outposts[i].sc;
	for (i = 0; i < DM_BLOCK_EVAC; i++) /* the base game's six */
		if (blocks[i] != 1)
			return (pb_err_set(err, PB_EDATA,
			            "the pack needs one [outpost] for each of %s, %s, %s, %s, %s, %s",
			            block_words[0], block_words[1], block_words[2], block_words[3],
			            block_words[4], block_words[5]),
			    0);
	for (i = 0; i < p->nstatuses; i++) {
		teams[p->statuses[i].team] += !p->statuses[i].extra && !p->statuses[i].sc;
		extra += p->statuses[i].extra;
		if (p->statuses[i].extra && p->statuses[i].team != DM_INFECTED)
			return (pb_err_set(err, PB_EDATA, "[status %s]: only an Infected card is extra",
			            p->statuses[i].n.id),
			    0);
		if (!fx_of("status", &p->statuses[i].n, "power", p->statuses[i].power,
		        &p->statuses[i].fx, err))
			return (0);
	}
	if (teams[DM_UNINFECTED] < 4 || teams[DM_INFECTED] < 3 || extra > 1)
		return (pb_err_set(err, PB_EDATA,
		            "the pack needs 4 Uninfected and 3 Infected status cards, and at most "
		            "one extra"),
		    0);
	for (i = 0; i < p->ntasks; i++) {
		struct dm_task *t = &p->tasks[i];

		n[t->deck][t->kind] += !t->sc;
		if (!fx_of("task", &t->n, "bonus", t->bonus, &t->fx_bonus, err)
		    || !fx_of("task", &t->n, "accept", t->accept[0], &t->fx_accept[0], err)
		    || !fx_of("task", &t->n, "accept2", t->accept[1], &t->fx_accept[1], err)
		    || !fx_of("task", &t->n, "accept3", t->accept[2], &t->fx_accept[2], err)
		    || !fx_of("task", &t->n, "refuse", t->refuse, &t->fx_refuse, err))
			return (0);
		if (t->kind == DM_COMPLICATION && t->accept[0] == NULL)
			return (pb_err_set(err, PB_EDATA, "[task %s]: a complication needs accept",
			            t->n.id),
			    0);
	}
	for (i = 0; i < 2; i++)
		if (n[i][DM_MALFUNCTION] < 6)
			return (pb_err_set(err, PB_EDATA,
			            "the %s Task deck needs at least 6 malfunctions, it has %d",
			            deck_words[i], n[i][DM_MALFUNCTION]),
			    0);
	for (i = 0; i < p->nevents + p->nfinals; i++) {
		struct dm_event *e = i < p->nevents ? &p->events[i] : &p->finals[i - p->nevents];
		const char      *w = e->final ? "final" : "event";

		if (!fx_of(w, &e->n, "start", e->start, &e->fx_start, err)
		    || !fx_of(w, &e->n, "complete", e->complete, &e->fx_complete, err))
			return (0);
	}
	if (p->nevents < 2 * DM_CAMERAS || p->nfinals < 1)
		return (pb_err_set(err, PB_EDATA, "the pack needs %d Events and a Final Event",
		            2 * DM_CAMERAS),
		    0);
	return (1);
}

/* dm_pack_free - release a parsed pack; NULL is a no-op */

void
dm_pack_free(void *v)
{
	struct dm_pack *p = v;
	int             i;

	if (p == NULL)
		return;
	for (i = 0; i < p->nstatuses; i++)
		dm_fx_free(p->statuses[i].fx);
	for (i = 0; i < p->ntasks; i++) {
		dm_fx_free(p->tasks[i].fx_bonus);
		dm_fx_free(p->tasks[i].fx_accept[0]);
		dm_fx_free(p->tasks[i].fx_accept[1]);
		dm_fx_free(p->tasks[i].fx_accept[2]);
		dm_fx_free(p->tasks[i].fx_refuse);
	}
	for (i = 0; i < p->nevents; i++) {
		dm_fx_free(p->events[i].fx_start);
		dm_fx_free(p->events[i].fx_complete);
	}
	for (i = 0; i < p->nfinals; i++) {
		dm_fx_free(p->finals[i].fx_start);
		dm_fx_free(p->finals[i].fx_complete);
	}
	packini_free(&dm_game, p);
	free(p);
}

/* dm_pack_parse - a pack text parsed and checked, NULL with err */

void *
dm_pack_parse(const char *text, struct pb_err *err)
{
	struct dm_pack *p = pb_calloc(1, sizeof(*p));

	if (packini_parse(text, &dm_game, p, err) == PB_OK
	    && packini_check_names(&dm_game, p, err) == PB_OK && dice_check(p, err)) {
		if (p->nboard != 1)
			pb_err_set(err, PB_EDATA, "the pack needs one [board], it has %d", p->nboard);
		else if (board_parse(p->board, p, err) && cards_check(p, err))
			return (p);
	}
	dm_pack_free(p);
	return (NULL);
}

/* dm_pack_summary - the counts of a pack, for pbemctl pack check: the
 * base game's cards, and under "sc" Shadow Corporation's */

json_t *
dm_pack_summary(const void *v)
{
	const struct dm_pack *p = v;
	int                   i, x, n[2][9] = { { 0 } };

	for (i = 0; i < p->ntasks; i++) {
		x = p->tasks[i].sc;
		n[x][0] += p->tasks[i].deck == DM_SILVER && p->tasks[i].kind != DM_EVAC_FAILURE;
		n[x][1] += p->tasks[i].deck == DM_BLACK && p->tasks[i].kind != DM_EVAC_FAILURE;
		n[x][2] += p->tasks[i].kind == DM_COMPLICATION;
		n[x][7] += p->tasks[i].kind == DM_EVAC_FAILURE;
	}
	for (i = 0; i < p->nevents; i++)
		n[p->events[i].sc][3]++;
	for (i = 0; i < p->nfinals; i++)
		n[p->finals[i].sc][4]++;
	for (i = 0; i < p->nchars; i++)
		n[p->chars[i].sc][5]++;
	for (i = 0; i < p->nstatuses; i++)
		n[p->statuses[i].sc][6]++;
	for (i = 0; i < p->noutposts; i++)
		n[p->outposts[i].sc][8]++;
	return (json_pack("{s:s?, s:s?, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:{s:i, s:i, "
	                  "s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:b}}",
	    "name", p->name, "version", p->version, "characters", n[0][5], "outposts", n[0][8],
	    "status_cards", n[0][6], "tasks_silver", n[0][0], "tasks_black", n[0][1],
	    "complications", n[0][2], "events", n[0][3], "final_events", n[0][4], "dice",
	    p->dice[DM_STRONG].count + p->dice[DM_WEAK].count + p->dice[DM_BLUE].count, "sc",
	    "tasks_silver", n[1][0], "tasks_black", n[1][1], "complications", n[1][2],
	    "evacuation_failures", n[1][7], "events", n[1][3], "final_events", n[1][4], "characters",
	    n[1][5], "status_cards", n[1][6], "outposts", n[1][8], "threat_kinds", p->nthreats,
	    "corporation_die",
	    p->ndice > DM_CORP));
}
