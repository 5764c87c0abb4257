/*++
/* NAME
/*	dm 3
/* SUMMARY
/*	Dark Moon: the ops table
/* SYNOPSIS
/*	#include "games/dm/dm.h"
/*
/*	extern const struct game_ops dm_ops;
/* DESCRIPTION
/*	The module's declarations (decisions, options) and the functions
/*	of struct game_ops that are not rules.  Work in progress (issue
/*	13): the module is not in the registry yet (dm.h lists the files).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"

static const struct game_decision dm_decisions[] = {
	{ "turn", 48, { "turn", "turno", "turno" } },
	{ "task", 24, { "Task", "Compito", "Tarea" } },
	{ "inout", 12, { "IN or OUT", "DENTRO o FUORI", "DENTRO o FUERA" } },
	{ "roll", 12, { "roll", "tiro", "tirada" } },
	{ "order", 24, { "order", "ordine", "orden" } },
	{ "vote", 24, { "vote", "voto", "voto" } },
	{ "event", 24, { "the Event", "l'Evento", "el Evento" } },
	{ "choice", 12, { "choice", "scelta", "elección" } },
	{ NULL, 0, { NULL, NULL, NULL } },
};

static const struct game_option dm_options[] = {
	{ "status_cards", GAME_OPT_TEXT, "8", "7|8",
	    "7: the three Infected cards; 8: four, the unused ones stay secret" },
	{ "event_cube", GAME_OPT_TEXT, "every", "every|icon",
	    "every successful Task adds an Event cube, or only those with the icon" },
	{ "successor", GAME_OPT_TEXT, "free", "free|uninfected",
	    "who takes the Commander card when the caller cannot: first to the left not in "
	    "quarantine, or first unrevealed" },
	{ "final", GAME_OPT_TEXT, "random", NULL, "the Final Event's id, or random" },
	{ "variant", GAME_OPT_LIST, "",
	    "nerfed-extreme|nerfed-normal|safe-orders|fatigued-infected|costly-actions|"
	    "expensive-voting|first-is-last|flimsy-quarantine|telepathic|deadly-events|"
	    "no-more-complications",
	    "comma-separated variants of the rulebook" },
	{ "expansion", GAME_OPT_TEXT, "none", "none|sc",
	    "sc: Shadow Corporation (evacuation, amputation, Corporation dice, its cards)" },
	{ "threats", GAME_OPT_BOOL, "no", NULL, "Shadow Corporation's module 1: the Threat cards" },
	{ "company_man", GAME_OPT_BOOL, "no", NULL,
	    "Shadow Corporation's module 2: the Company Man, a third faction" },
	{ "company_takeoff", GAME_OPT_TEXT, "in_play", "in_play|aboard",
	    "an Infected aboard at takeoff: the Company Man wins when dealt, or only when aboard" },
	{ NULL, GAME_OPT_TEXT, NULL, NULL, NULL },
};

/* dm_pack_of - the pack a state was made on */

static const void *
dm_pack_of(const void *g)
{
	return (((const struct dm_state *)g)->pack);
}

/* dm_status - running or ended */

static const char *
dm_status(const void *g)
{
	return (((const struct dm_state *)g)->phase == DM_P_ENDED ? "ended" : "running");
}

const struct game_ops dm_ops = {
	.kind = "dm",
	.title = "Dark Moon",
	.min_seats = DM_MIN_SEATS,
	.max_seats = DM_MAX_SEATS,
	.decisions = dm_decisions,
	.options = dm_options,
	.pack_parse = dm_pack_parse,
	.pack_free = dm_pack_free,
	.pack_summary = dm_pack_summary,
	.pack_of = dm_pack_of,
	.create = dm_create,
	.load = dm_load,
	.save = dm_save,
	.free = dm_free,
	.apply = dm_apply,
	.view = dm_view,
	.headline = dm_headline,
	.status = dm_status,
	.help = dm_help,
	.decision = dm_decision,
	.decision_round = dm_decision_round,
	.default_line = dm_default_line,
	.moderate = dm_moderate,
	.words = dm_words,
	.msgs = dm_msgs,
	.names = dm_names,
	.words_of = dm_words_of,
	.picture = dm_picture,
};
