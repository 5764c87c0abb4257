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
/*	Glue between core/game.h and the dow_* files: a game object owns
/*	its parsed pack and its state, and the state borrows the pack; a
/*	game made by load_parsed() borrows its pack too (game.h).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/game.h"

/* Local. */
#include "games/dow/dow.h"

struct dow_game {
	struct dow_pack  *pack;
	struct dow_state *state;
	int               borrowed; /* pack belongs to the caller (load_parsed) */
};

#define STATE(g) (((const struct dow_game *)(g))->state)

/* dow_game_state - the state inside a game object (tests, views) */

struct dow_state *
dow_game_state(void *g)
{
	return (((struct dow_game *)g)->state);
}

/* dow_game_free - release a game object; NULL is a no-op */

static void
dow_game_free(void *arg)
{
	struct dow_game *g = arg;

	if (g == NULL)
		return;
	if (g->state)
		dow_options_clear(&g->state->opt);
	dow_state_free(g->state);
	if (!g->borrowed)
		dow_pack_free(g->pack);
	free(g);
}

/* dow_game_with - a game object on a parsed pack (owned unless
 * borrowed), options parsed, an empty state */

static enum pb_rc
dow_game_with(struct dow_pack *pack, int borrowed, json_t *options, int nseats,
    const unsigned char *seed, struct dow_game **out, struct pb_err *err)
{
	struct dow_game *g;
	enum pb_rc       rc;

	g = pb_calloc(1, sizeof(*g));
	g->pack = pack;
	g->borrowed = borrowed;
	if (nseats < dow_ops.min_seats || nseats > dow_ops.max_seats) {
		dow_game_free(g);
		return (pb_err_set(err, PB_EDATA, "Dead of Winter is for %d to %d players, not %d",
		    dow_ops.min_seats, dow_ops.max_seats, nseats));
	}
	g->state = dow_state_new(g->pack);
	g->state->nseats = nseats;
	pb_rng_init(&g->state->rng, seed, 0);
	if ((rc = dow_options_parse(g->pack, options, nseats, &g->state->opt, err)) != PB_OK) {
		dow_game_free(g);
		return (rc);
	}
	*out = g;
	return (PB_OK);
}

/* dow_game_new - parse pack and options, prepare an empty state */

static enum pb_rc
dow_game_new(const char *pack, json_t *options, int nseats, const unsigned char *seed,
    struct dow_game **out, struct pb_err *err)
{
	struct dow_pack *p;
	enum pb_rc       rc;

	if ((rc = dow_pack_parse(pack, &p, err)) != PB_OK)
		return (rc);
	return (dow_game_with(p, 0, options, nseats, seed, out, err));
}

/* dow_create - set-up of a new game */

static enum pb_rc
dow_create(const char *pack, json_t *options, int nseats, const unsigned char *seed, void **state,
    json_t **canon, struct pb_err *err)
{
	struct dow_game *g;
	enum pb_rc       rc;

	if ((rc = dow_game_new(pack, options, nseats, seed, &g, err)) != PB_OK)
		return (rc);
	if ((rc = dow_setup(g->state, err)) != PB_OK) {
		dow_game_free(g);
		return (rc);
	}
	*canon = dow_options_json(&g->state->opt);
	*state = g;
	return (PB_OK);
}

/* dow_load - a saved game */

static enum pb_rc
dow_load(const char *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *err)
{
	struct dow_game *g;
	enum pb_rc       rc;

	if ((rc = dow_game_new(pack, options, nseats, seed, &g, err)) != PB_OK)
		return (rc);
	if ((rc = dow_state_load(g->state, saved, err)) != PB_OK) {
		dow_game_free(g);
		return (rc);
	}
	*state = g;
	return (PB_OK);
}

/* dow_load_parsed - a saved game on a shared parsed pack (game.h) */

static enum pb_rc
dow_load_parsed(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *err)
{
	struct dow_game *g;
	enum pb_rc       rc;

	/* The pack is borrowed and never written: the state holds it const. */
	if ((rc = dow_game_with((struct dow_pack *)pack, 1, options, nseats, seed, &g, err))
	    != PB_OK)
		return (rc);
	if ((rc = dow_state_load(g->state, saved, err)) != PB_OK) {
		dow_game_free(g);
		return (rc);
	}
	*state = g;
	return (PB_OK);
}

/* dow_pack_parse_ops - a pack parsed once, to share */

static void *
dow_pack_parse_ops(const char *text, struct pb_err *err)
{
	struct dow_pack *pack;

	if (dow_pack_parse(text, &pack, err) != PB_OK)
		return (NULL);
	return (pack);
}

/* dow_pack_free_ops - release a shared pack */

static void
dow_pack_free_ops(void *pack)
{
	dow_pack_free(pack);
}

/* dow_save - canonical JSON of the state */

static char *
dow_save(const void *g)
{
	return (dow_state_save(STATE(g)));
}

/* dow_apply - one command line */

static enum pb_rc
dow_apply(void *g, int seat, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	enum pb_rc rc;

	rc = dow_command(((struct dow_game *)g)->state, seat, l, res, err);
	if (!dow_state_check(STATE(g)))
		pb_panic("dow_apply: state invariants broken after \"%s\"", l->argv[0]);
	return (rc);
}

/* dow_view_ops - view for a reader */

static json_t *
dow_view_ops(const void *g, int seat)
{
	return (dow_view(STATE(g), seat));
}

/* dow_status - setup, running, ended */

static const char *
dow_status(const void *g)
{
	static const char *const names[] = { "setup", "running", "ended" };

	return (names[STATE(g)->phase]);
}

/* dow_waiting - does the game wait on a decision of this seat? */

static int
dow_waiting(const void *g, int seat)
{
	return (dow_decision(g, seat) != NULL);
}

/* dow_deadline_hours - default time for the decision waited on */

static int
dow_deadline_hours(const void *g, int seat)
{
	const char *what = dow_decision(g, seat);

	/* Set-up choices get three days, turns two, other decisions one. */
	if (what == NULL || strcmp(what, "turn") == 0)
		return (48);
	return (strcmp(what, "setup") == 0 ? 72 : 24);
}

/* dow_help_ops - commands a seat can give now */

static json_t *
dow_help_ops(const void *g, int seat)
{
	return (dow_help(STATE(g), seat));
}

/* dow_names_ops - the pack's card names in a locale, for the dictionary */

static void
dow_names_ops(const void *g, const char *locale, struct lang_dict *d)
{
	dow_names(STATE(g), locale, d);
}

/* dow_view_in_ops - a view with texts in a locale */

static json_t *
dow_view_in_ops(const void *g, int seat, const char *locale)
{
	return (dow_view_in(STATE(g), seat, lang_index(locale)));
}

/* dow_help_in_ops - HELP in a locale */

static json_t *
dow_help_in_ops(const void *g, int seat, const char *locale, const char *word)
{
	return (dow_help_in(STATE(g), seat, lang_index(locale), word));
}

/* dow_pack_check - parse a pack text, summary of its cards */

static json_t *
dow_pack_check(const char *text, struct pb_err *err)
{
	struct dow_pack *pack;
	json_t          *summary;

	if (dow_pack_parse(text, &pack, err) != PB_OK)
		return (NULL);
	summary = dow_pack_summary(pack);
	dow_pack_free(pack);
	return (summary);
}

const struct game_ops dow_ops = {
	.kind = "dow",
	.title = "Dead of Winter",
	.min_seats = 2,
	.max_seats = 5,
	.create = dow_create,
	.load = dow_load,
	.save = dow_save,
	.apply = dow_apply,
	.view = dow_view_ops,
	.status = dow_status,
	.waiting = dow_waiting,
	.deadline_hours = dow_deadline_hours,
	.help = dow_help_ops,
	.pack_check = dow_pack_check,
	.free = dow_game_free,
	.pack_parse = dow_pack_parse_ops,
	.pack_free = dow_pack_free_ops,
	.load_parsed = dow_load_parsed,
	.decision = dow_decision,
	.default_line = dow_default_line,
	.moderate = dow_moderate,
	.words = dow_words,
	.msgs = dow_msgs,
	.names = dow_names_ops,
	.view_in = dow_view_in_ops,
	.help_in = dow_help_in_ops,
};
