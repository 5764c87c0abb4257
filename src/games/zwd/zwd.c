/*++
/* NAME
/*	zwd 3
/* SUMMARY
/*	Zombicide: White Death, the ops table and the pack
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	extern const struct game_ops zwd_ops;
/*
/*	void	*zwd_pack_parse(const char *text, struct pb_err *err);
/*	void	zwd_pack_free(void *pack);
/*	json_t	*zwd_pack_summary(const void *pack);
/*
/*	void	zwd_modes_read(struct zwd_state *s, const json_t *options);
/* DESCRIPTION
/*	The module's declarations (decisions, options) and the functions
/*	of struct game_ops that are not rules.
/*
/*	zwd_pack_parse() splits a pack text (pack(3)) by its "[file
/*	PATH]" lines: the files under cards/ go to zwd_cards_parse(),
/*	the others to zwd_mappack_parse(), then every tile side and
/*	mission is checked (zwd_map_check()) and every skill the cards
/*	name is one the game plays (zwd_skill_pack_check()); the [pack] key "rules" is
/*	the rules revision of the pack's games, read by packini(3h) into
/*	the cards (zwd_cards.h, ZWD_REV; 0 when absent, as in packs stored
/*	before it): "pbemctl pack check zwd
/*	DIR" gives the checkers' first error.  zwd_pack_summary() counts
/*	what the pack holds.
/*
/*	zwd_modes_read() sets the state's modes from the game's
/*	options (create and load): ultrared (yes|no) and guard_skills
/*	(draw|choose|off); abominations (off|deck|festival) and
/*	necromancers (single|multiple), the zombie phase's, in s->mp.modes
/*	(ZWD_MODE_* of zwd_mission(3h)).  A game stored before these
/*	options has none, and plays as it did: all off.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/jfield.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"

/* The decision as every seat reads it: its own ("your deadline (...) has
 * passed") and another's ("The game waits for Player 2 (...)"). */
static const struct game_decision zwd_decisions[] = {
	{ "turn", 48,
	    { "the survivors' turn", "il turno dei sopravvissuti",
	        "el turno de los supervivientes" } },
	{ NULL, 0, { NULL, NULL, NULL } },
};

static const struct game_option zwd_options[] = {
	{ "mission", GAME_OPT_TEXT, "intro", "intro|1|2|3|4|5|6|7|8|9|10",
	    "the mission: intro or 1 to 10" },
	{ "survivors", GAME_OPT_TEXT, "all", NULL,
	    "the survivors, comma-separated ids (jenia,ogon,...), or all: as many as the mission "
	    "says, in pack order; split among the players in turn" },
	{ "abominations", GAME_OPT_TEXT, "off", "off|deck|festival",
	    "the Abomination modes: off (an Abomination card places the Khan), deck (the "
	    "Abomination deck: one drawn when none is on the board, else its Extra Activation) or "
	    "festival (every Abomination activates, then one more is drawn)" },
	{ "necromancers", GAME_OPT_TEXT, "single", "single|multiple",
	    "multiple: Multiple Necromancers (a Necromancer card with the Desecrator on the board "
	    "activates it and brings one more Necromancer, corrupting its way to the Signaller)" },
	{ "ultrared", GAME_OPT_TEXT, "no", "yes|no",
	    "Ultrared: at Red a survivor's AP count anew, its tree's other skills come on later "
	    "passes, then any skill" },
	{ "guard_skills", GAME_OPT_TEXT, "off", "draw|choose|off",
	    "Guard Skill cards for the survivors without a Guard skill: drawn at set-up, chosen "
	    "by their players (guardskill) before they act, or none" },
	{ NULL, GAME_OPT_TEXT, NULL, NULL, NULL },
};

/* split - the files of text under cards/ into *cards, the others into *maps */

static void
split(const char *text, char **maps, char **cards)
{
	struct pb_buf m, c;
	const char   *p = text, *e;
	int           in_cards = 0;

	pb_buf_init(&m);
	pb_buf_init(&c);
	while (*p) {
		e = strchr(p, '\n');
		e = e ? e + 1 : p + strlen(p);
		if (strncmp(p, "[file ", 6) == 0)
			in_cards = strncmp(p + 6, "cards/", 6) == 0;
		pb_buf_add(in_cards ? &c : &m, p, (size_t)(e - p));
		p = e;
	}
	*maps = pb_buf_steal(&m);
	*cards = pb_buf_steal(&c);
	pb_buf_free(&m);
	pb_buf_free(&c);
}

/* zwd_pack_parse - the tiles, missions and cards of a pack text */

void *
zwd_pack_parse(const char *text, struct pb_err *err)
{
	struct zwd_pack *p = pb_calloc(1, sizeof(*p));
	char            *maps, *cards;

	split(text, &maps, &cards);
	if (*cards == '\0')
		pb_err_set(err, PB_EDATA, "the pack has no cards/ directory (pbemd-zwd-cards(5))");
	else if (*maps == '\0')
		pb_err_set(err, PB_EDATA,
		    "the pack has no tiles and missions (tiles/, missions/: pbemd-zwd-map(5))");
	else if ((p->maps = zwd_mappack_parse(maps, err)) != NULL
	    && zwd_map_check(p->maps, err) == PB_OK) {
		if ((p->cards = zwd_cards_parse(cards, err)) != NULL
		    && !zwd_skill_pack_check(p->cards, cards, err)) {
			zwd_cards_free(p->cards);
			p->cards = NULL;
		}
		if (p->cards != NULL)
			p->rev = p->cards->rev; /* [pack] rules, read by packini */
	}
	free(maps);
	free(cards);
	if (p->cards == NULL) {
		zwd_pack_free(p);
		return (NULL);
	}
	return (p);
}

/* zwd_modes_read - the skill modes of a game's options; a game stored
 * before the options existed has neither: both off */

void
zwd_modes_read(struct zwd_state *s, const json_t *o)
{
	const char *gs = jfield_str(o, "guard_skills");

	s->ultrared = strcmp(jfield_str(o, "ultrared"), "yes") == 0;
	s->gsmode = strcmp(gs, "draw") == 0 ? ZWD_GS_DRAW
	    : strcmp(gs, "choose") == 0     ? ZWD_GS_CHOOSE
	                                    : ZWD_GS_OFF;
	s->mp.modes = 0; /* the zombie phase's modes (zwd_mission(3h)) */
	if (strcmp(jfield_str(o, "abominations"), "deck") == 0)
		s->mp.modes |= ZWD_MODE_ABOM_DECK;
	else if (strcmp(jfield_str(o, "abominations"), "festival") == 0)
		s->mp.modes |= ZWD_MODE_FESTIVAL;
	if (strcmp(jfield_str(o, "necromancers"), "multiple") == 0)
		s->mp.modes |= ZWD_MODE_NECROS;
}

/* zwd_pack_free - release a parsed pack */

void
zwd_pack_free(void *v)
{
	struct zwd_pack *p = v;

	if (p == NULL)
		return;
	zwd_mappack_free(p->maps);
	zwd_cards_free(p->cards);
	free(p);
}

/* zwd_pack_summary - the cards' counts and the board's */

json_t *
zwd_pack_summary(const void *v)
{
	const struct zwd_pack *p = v;
	json_t                *s = zwd_cards_summary(p->cards), *m = json_array();
	int                    i;

	for (i = 0; i < p->maps->nmissions; i++)
		json_array_append_new(m, json_string(p->maps->missions[i].id));
	json_object_set_new(s, "tiles", json_integer(p->maps->ntiles));
	json_object_set_new(s, "missions", m);
	return (s);
}

/* zwd_pack_of - the pack a state was made on */

static const void *
zwd_pack_of(const void *g)
{
	return (((const struct zwd_state *)g)->pack);
}

/* zwd_status - running or ended */

static const char *
zwd_status(const void *g)
{
	return (((const struct zwd_state *)g)->phase == ZWD_PH_ENDED ? "ended" : "running");
}

const struct game_ops zwd_ops = {
	.kind = "zwd",
	.title = "Zombicide: White Death",
	.min_seats = ZWD_MIN_SEATS,
	.max_seats = ZWD_MAX_SEATS,
	.decisions = zwd_decisions,
	.options = zwd_options,
	.pack_parse = zwd_pack_parse,
	.pack_free = zwd_pack_free,
	.pack_summary = zwd_pack_summary,
	.pack_of = zwd_pack_of,
	.create = zwd_create,
	.load = zwd_load,
	.save = zwd_save,
	.free = zwd_free,
	.apply = zwd_apply,
	.view = zwd_view,
	.headline = zwd_headline,
	.status = zwd_status,
	.help = zwd_help,
	.decision = zwd_decision,
	.decision_round = zwd_decision_round,
	.default_line = zwd_default_line,
	.moderate = zwd_moderate,
	.words = zwd_words,
	.msgs = zwd_msgs,
	.names = zwd_names,
	.words_of = zwd_words_of,
	.picture = zwd_picture_view,
};
