/*++
/* NAME
/*	dow 3
/* SUMMARY
/*	Dead of Winter: the game module's ops table
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	extern const struct game_ops dow_ops;
/* DESCRIPTION
/*	What Dead of Winter declares to the arbiter (game.h, version 2):
/*	its decisions with their default time (three days for the set-up
/*	choices, two for a turn, one for anything else) and their names,
/*	its options, and the functions of the interface.  A state is a
/*	struct dow_state; it borrows its parsed pack (core glue: game.c).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/game.h"

/* Local. */
#include "games/dow/dow.h"

/* The decisions the game waits on (dow_time.c, dow_decision()). */
static const struct game_decision dow_decisions[] = {
	{ "setup", 72, { "set-up choices", "scelte di preparazione", "elecciones de preparación" } },
	{ "turn", 48, { "turn", "turno", "turno" } },
	{ "vote", 24, { "exile vote", "voto di esilio", "votación de exilio" } },
	{ "request", 24, { "answer to a request for cards", "risposta a una richiesta di carte",
	                     "respuesta a una petición de cartas" } },
	{ "bite", 24, { "bitten survivor", "sopravvissuto morso", "superviviente mordido" } },
	{ "search", 24, { "card to keep from a search", "carta da tenere dalla ricerca",
	                    "carta que quedarse de la búsqueda" } },
	{ "choose", 24, { "crossroads choice", "scelta della carta storia",
	                    "elección de Encrucijada" } },
	{ "send", 24, { "survivors to send out", "sopravvissuti da mandare fuori",
	                  "supervivientes que enviar fuera" } },
	{ NULL, 0, { NULL, NULL, NULL } },
};

/* The options of "game new dow" (dow_setup.c, dow_options_parse()). */
static const struct game_option dow_options[] = {
	{ "objective", GAME_OPT_TEXT, "random", NULL,
	    "the main objective: a card id or name of the pack, or random" },
	{ "variant", GAME_OPT_LIST, "standard",
	    "standard|cooperative|expert|traitors|elimination|mature|no-mature",
	    "variants, comma-separated: cooperative, expert, traitors, elimination, no-mature" },
	{ "exposure", GAME_OPT_TEXT, "6,3,2,1", NULL,
	    "faces of the exposure die: BLANK,WOUND,FROSTBITE,BITE" },
	{ "exiled_helpless", GAME_OPT_LIST, "morale", "morale|nothing",
	    "a helpless-survivor card played by an exiled player: morale (it still gives its"
	    " morale) or nothing" },
	{ NULL, GAME_OPT_TEXT, NULL, NULL, NULL },
};

/* dow_game_state - the state of a game (a cast: tests, dow_time.c) */

struct dow_state *
dow_game_state(void *g)
{
	return (g);
}

/* dow_game_free - release a state, not its pack; NULL is a no-op */

static void
dow_game_free(void *g)
{
	struct dow_state *s = g;

	if (s == NULL)
		return;
	dow_options_clear(&s->opt);
	dow_state_free(s);
}

/* dow_game_new - an empty state on a parsed pack, options parsed */

static enum pb_rc
dow_game_new(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    struct dow_state **out, struct pb_err *err)
{
	struct dow_state *s;
	enum pb_rc        rc;

	if (nseats < dow_ops.min_seats || nseats > dow_ops.max_seats)
		return (pb_err_set(err, PB_EDATA, "Dead of Winter is for %d to %d players, not %d",
		    dow_ops.min_seats, dow_ops.max_seats, nseats));
	/* The pack is borrowed and never written: the state holds it const. */
	s = dow_state_new(pack);
	s->nseats = nseats;
	pb_rng_init(&s->rng, seed, 0);
	if ((rc = dow_options_parse(pack, options, nseats, &s->opt, err)) != PB_OK) {
		dow_game_free(s);
		return (rc);
	}
	*out = s;
	return (PB_OK);
}

/* dow_create - set-up of a new game */

static enum pb_rc
dow_create(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    void **state, json_t **canon, struct pb_err *err)
{
	struct dow_state *s;
	enum pb_rc        rc;

	if ((rc = dow_game_new(pack, options, nseats, seed, &s, err)) != PB_OK)
		return (rc);
	if ((rc = dow_setup(s, err)) != PB_OK) {
		dow_game_free(s);
		return (rc);
	}
	*canon = dow_options_json(&s->opt);
	*state = s;
	return (PB_OK);
}

/* dow_load - a saved game */

static enum pb_rc
dow_load(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *err)
{
	struct dow_state *s;
	enum pb_rc        rc;

	if ((rc = dow_game_new(pack, options, nseats, seed, &s, err)) != PB_OK)
		return (rc);
	if ((rc = dow_state_load(s, saved, err)) != PB_OK) {
		dow_game_free(s);
		return (rc);
	}
	*state = s;
	return (PB_OK);
}

/* dow_pack_parse_ops - a pack text parsed once, to share */

static void *
dow_pack_parse_ops(const char *text, struct pb_err *err)
{
	struct dow_pack *pack;

	if (dow_pack_parse(text, &pack, err) != PB_OK)
		return (NULL);
	return (pack);
}

/* dow_pack_free_ops - release a parsed pack */

static void
dow_pack_free_ops(void *pack)
{
	dow_pack_free(pack);
}

/* dow_pack_summary_ops - the cards of a pack */

static json_t *
dow_pack_summary_ops(const void *pack)
{
	return (dow_pack_summary(pack));
}

/* dow_pack_of - the pack a state was made on */

static const void *
dow_pack_of(const void *g)
{
	return (((const struct dow_state *)g)->pack);
}

/* dow_save - canonical JSON of the state */

static char *
dow_save(const void *g)
{
	return (dow_state_save(g));
}

/* dow_apply - one command line */

static enum pb_rc
dow_apply(void *g, int seat, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	enum pb_rc rc;

	rc = dow_command(g, seat, l, res, err);
	if (!dow_state_check(g))
		pb_panic("dow_apply: state invariants broken after \"%s\"", l->argv[0]);
	return (rc);
}

/* dow_view_ops - a view for a reader, texts in a locale */

static json_t *
dow_view_ops(const void *g, int seat, const char *locale)
{
	return (dow_view(g, seat, lang_index(locale)));
}

/* dow_headline_ops - the state of play in a line, for the subject */

static char *
dow_headline_ops(const void *g, int seat, const char *locale)
{
	return (dow_headline(g, seat, lang_index(locale)));
}

/* dow_status - setup, running, ended */

static const char *
dow_status(const void *g)
{
	static const char *const names[] = { "setup", "running", "ended" };

	return (names[((const struct dow_state *)g)->phase]);
}

/* dow_help_ops - HELP in a locale */

static json_t *
dow_help_ops(const void *g, int seat, const char *locale, const char *word)
{
	return (dow_help(g, seat, lang_index(locale), word));
}

/* dow_actions_ops - the first entries of HELP, examples only */

static json_t *
dow_actions_ops(const void *g, int seat, const char *locale, size_t max)
{
	return (dow_actions(g, seat, lang_index(locale), max));
}

/* dow_knows_ops - is word a command (game.h knows()) */

static int
dow_knows_ops(const void *g, int seat, const char *word)
{
	return (dow_knows(g, seat, word));
}

/* dow_words_ops - a card's name or text in a locale (game.h words_of) */

static const char *
dow_words_ops(const void *g, const char *en, const char *locale)
{
	return (dow_card_words(g, en, lang_index(locale)));
}

/* dow_names_ops - the pack's card names in a locale, for the dictionary */

static void
dow_names_ops(const void *g, const char *locale, struct lang_dict *d)
{
	dow_names(g, locale, d);
}

const struct game_ops dow_ops = {
	.kind = "dow",
	.title = "Dead of Winter",
	.min_seats = 2,
	.max_seats = 5,
	.decisions = dow_decisions,
	.options = dow_options,
	.pack_parse = dow_pack_parse_ops,
	.pack_free = dow_pack_free_ops,
	.pack_summary = dow_pack_summary_ops,
	.pack_of = dow_pack_of,
	.create = dow_create,
	.load = dow_load,
	.save = dow_save,
	.free = dow_game_free,
	.apply = dow_apply,
	.view = dow_view_ops,
	.headline = dow_headline_ops,
	.status = dow_status,
	.help = dow_help_ops,
	.actions = dow_actions_ops,
	.knows = dow_knows_ops,
	.decision = dow_decision,
	.decision_round = dow_decision_round,
	.default_line = dow_default_line,
	.moderate = dow_moderate,
	.words = dow_words,
	.msgs = dow_msgs,
	.names = dow_names_ops,
	.picture = dow_picture,
	.words_of = dow_words_ops,
};
