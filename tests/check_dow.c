/*++
/* NAME
/*	check_dow 1
/* SUMMARY
/*	Dead of Winter module: content pack, set-up, commands, views
/* SYNOPSIS
/*	tests/check_dow
/* DESCRIPTION
/*	Test ids:
/*	dow-1.*	the content pack: counts, rulebook facts, errors
/*	dow-2.*	set-up: every player count and variant, determinism,
/*		save/load, invariants
/*	dow-3.*	set-up commands: keep, leader, refusals change nothing,
/*		completion and first player; "did you mean" a name (3.7);
/*		names joined by "and", in capitals (3.8)
/*	dow-4.*	privacy of views across many seeds
/*	dow-5.*	the registry (src/games/registry.c) knows the game
/*	dow-6.*	HELP tells the truth: the cases testers found (noise with
/*		no noise space, exile in 2-player and cooperative games,
/*		reveal of a watched crossroads card, crisis from an exiled
/*		player, food from an empty supply, clean with no waste,
/*		search with everyone in the colony, place on an objective
/*		that takes nothing), each offered or not as apply() would
/*		accept it; every example offered is accepted
/*	dow-7.*	the rules review of issue 14: non-cooperative survivors
/*		out of 2-player and cooperative games (an old game's
/*		options keep them, 7.1); refusals of a vote: exiled, already
/*		voted by hand or by a standing instruction, the tie the
/*		first player breaks, and the last ballot (7.2, 7.3); the
/*		order of play in the round's first lines (7.4); a
/*		helpless-survivor card played by an exiled player, option
/*		exiled_helpless (7.5)
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "testrun.h"

static char *pack_text;

/* jget - o[a][b] */

static json_t *
jget(json_t *o, const char *a, const char *b)
{
	return (json_object_get(json_object_get(o, a), b));
}

/* load_pack - the real content/dow pack, once */

static const char *
load_pack(void)
{
	struct pb_err err;

	if (pack_text == NULL)
		ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/dow", &pack_text, &err) == PB_OK,
		    "%s", err.msg);
	return (pack_text);
}

/* seed_of - a 32-byte seed from a small number */

static void
seed_of(unsigned char seed[32], unsigned n)
{
	memset(seed, 0, 32);
	memcpy(seed, &n, sizeof(n));
}

/* new_game - set up a game or fail the test */

static void *
new_game(int nseats, unsigned seedno, const char *opts)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *options, *canon = NULL;
	void         *g = NULL;

	options = json_loads(opts ? opts : "{}", 0, NULL);
	seed_of(seed, seedno);
	ck_assert_msg(game_create(&dow_ops, load_pack(), options, nseats, seed, &g, &canon, &err) == PB_OK,
	    "create: %s", err.msg);
	json_decref(options);
	json_decref(canon);
	return (g);
}

/* run - apply one line; returns the status, err filled */

static enum pb_rc
run(void *g, int seat, const char *line, struct game_result *res, struct pb_err *err)
{
	struct lex_line *l;
	enum pb_rc       rc;

	ck_assert(lex_line(line, &l, err) == PB_OK);
	memset(res, 0, sizeof(*res));
	rc = dow_ops.apply(g, seat, l, res, err);
	lex_free(l);
	return (rc);
}

/* offered - name i of the survivors dealt to a seat */

static char *
offered(void *g, int seat, int i)
{
	json_t *v = dow_ops.view(g, seat, NULL);
	char   *name;

	name = pb_strdup(json_string_value(json_object_get(
	    json_array_get(json_object_get(json_object_get(v, "me"), "offered"), (size_t)i),
	    "name")));
	json_decref(v);
	return (name);
}

/* ---- dow-1: the content pack ------------------------------------ */

START_TEST(pack_counts)
{
	struct dow_pack *p;
	struct pb_err    err;
	json_t          *s;

	/* dow-1.1: complete to the component list. */
	ck_assert_msg(dow_pack_parse(load_pack(), &p, &err) == PB_OK, "%s", err.msg);
	s = dow_pack_summary(p);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "survivors")), 30);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "crises")), 20);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "crossroads")), 80);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "main_objectives")), 10);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "secret_objectives")), 24);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "betrayal_objectives")), 10);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "exiled_objectives")), 10);
	ck_assert_int_eq(json_integer_value(jget(s, "items", "starting")), 25);
	ck_assert_int_eq(p->ninst, 25 + 6 * 20);
	json_decref(s);
	dow_pack_free(p);
}
END_TEST

/* find_surv - a survivor of the pack by name */

static const struct dow_survivor *
find_surv(const struct dow_pack *p, const char *name)
{
	int i;

	for (i = 0; i < p->nsurv; i++)
		if (strcmp(p->surv[i].n.name, name) == 0)
			return (&p->surv[i]);
	return (NULL);
}

START_TEST(pack_facts)
{
	const struct dow_survivor *s;
	struct dow_pack           *p;
	struct pb_err              err;
	int                        i, fuel = 0;

	/* dow-1.2: the facts the rulebooks give survive in the pack. */
	ck_assert(dow_pack_parse(load_pack(), &p, &err) == PB_OK);
	ck_assert_ptr_nonnull(s = find_surv(p, "Forest Plum"));
	ck_assert_int_eq(s->search, 5);
	ck_assert_int_eq(s->influence, 14);
	ck_assert_ptr_nonnull(s = find_surv(p, "Ashley Ross"));
	ck_assert_int_eq(s->attack, 2);
	ck_assert_ptr_nonnull(strstr(s->ability, "barricade action without using an action die"));
	ck_assert_ptr_nonnull(s = find_surv(p, "Mike Cho"));
	ck_assert_int_eq(s->attack, 2);
	ck_assert_ptr_nonnull(s = find_surv(p, "Gabriel Diaz"));
	/* A continuation line joins with one space. */
	ck_assert_ptr_nonnull(strstr(s->ability, "search deck. If you revealed"));
	ck_assert_ptr_nonnull(s = find_surv(p, "Alexis Grey"));
	ck_assert_int_eq(s->where, DOW_LIBRARY);
	for (i = 0; i < p->nitem; i++)
		if (strcmp(p->item[i].n.name, "Fuel") == 0 && p->item[i].deck == DOW_GAS)
			fuel = 1;
	ck_assert(fuel);
	dow_pack_free(p);
}
END_TEST

static const struct {
	const char *label;
	const char *text;
	const char *want; /* substring of the error */
} bad_packs[] = {
	{ "dow-1.3 unknown type", "[file a.ini]\n[monster x]\nname = X\n",
	    "a.ini:2: unknown card type" },
	{ "dow-1.4 unknown key", "[file a.ini]\n[crisis x]\nname = X\ncolour = red\n",
	    "a.ini:3: [crisis x]: unknown key colour" },
	{ "dow-1.5 bad type word", "[file b.ini]\n; c\n[crisis x]\nname = X\nprevent = gold\n",
	    "b.ini:4: [crisis x]: bad value for prevent" },
	{ "dow-1.6 bad id", "[file a.ini]\n[crisis Big X]\nname = X\n",
	    "a.ini:2: section [crisis Big X]" },
	{ "dow-1.7 no name", "[file a.ini]\n[crisis x]\neffect = boom\n",
	    "[crisis x]: has no name" },
	{ "dow-1.8 same influence",
	    "[file a.ini]\n[survivor a]\nname = A\ninfluence = 5\nattack = 2\nsearch = 2\nability "
	    "= x\n"
	    "[survivor b]\nname = B\ninfluence = 5\nattack = 2\nsearch = 2\nability = y\n",
	    "[survivor b]: influence equal to another" },
	{ "dow-1.9 attack out of range",
	    "[file a.ini]\n[survivor a]\nname = A\ninfluence = 5\nattack = 9\nsearch = 2\nability "
	    "= x\n",
	    "attack and search must be 1 to 6" },
	{ "dow-1.11 one name, two types",
	    "[file a.ini]\n[crisis x]\nname = Cold\neffect = y\nprevent = fuel\nfail = morale -1\n"
	    "[secret y]\nname = cold\ngoal = z\nwin = main\n",
	    "its name is also a card of another type" },
	{ "dow-1.10 too small", "[file a.ini]\n[crisis x]\nname = X\neffect = y\nprevent = fuel\n",
	    "a pack needs at least 8 survivors" },
};

START_TEST(pack_errors)
{
	struct dow_pack *p = NULL;
	struct pb_err    err;

	/* dow-1.3 to 1.10: each error names the file, line and card. */
	ck_assert_msg(
	    dow_pack_parse(bad_packs[_i].text, &p, &err) == PB_EDATA, "%s", bad_packs[_i].label);
	ck_assert_msg(strstr(err.msg, bad_packs[_i].want) != NULL, "%s: got \"%s\"",
	    bad_packs[_i].label, err.msg);
	ck_assert_ptr_null(p);
}
END_TEST

/* ---- dow-2: set-up ----------------------------------------------- */

static const struct {
	const char *label;
	int         seats;
	const char *opts;
	int         hand;
	int         keep;
	int         secret; /* secret objectives dealt */
	int         box;    /* objectives returned to the box */
} setups[] = {
	{ "dow-2.1 two players", 2, NULL, 7, 3, 0, 34 },
	{ "dow-2.2 three players", 3, NULL, 5, 2, 1, 31 },
	{ "dow-2.3 four players", 4, NULL, 5, 2, 1, 30 },
	{ "dow-2.4 five players", 5, NULL, 5, 2, 1, 29 },
	{ "dow-2.5 cooperative", 4, "{\"variant\":\"cooperative\"}", 5, 2, 0, 34 },
	{ "dow-2.6 traitors", 4, "{\"variant\":\"traitors\"}", 5, 2, 1, 30 },
	{ "dow-2.7 expert", 3, "{\"variant\":\"expert,no-mature\"}", 5, 2, 1, 31 },
};

START_TEST(setup_variants)
{
	json_t *v, *me, *dec;
	void   *g;
	int     k;

	g = new_game(setups[_i].seats, 7, setups[_i].opts);
	for (k = 1; k <= setups[_i].seats; k++) {
		v = dow_ops.view(g, k, NULL);
		me = json_object_get(v, "me");
		ck_assert_int_eq(
		    json_array_size(json_object_get(me, "hand")), (size_t)setups[_i].hand);
		ck_assert_int_eq(json_array_size(json_object_get(me, "offered")), 4);
		ck_assert_int_eq(json_integer_value(json_object_get(me, "keep")), setups[_i].keep);
		ck_assert_int_eq(!json_is_null(json_object_get(me, "secret")), setups[_i].secret);
		ck_assert(dow_ops.decision(g, k) != NULL);
		json_decref(v);
	}
	v = dow_ops.view(g, GAME_VIEW_PUBLIC, NULL);
	dec = json_object_get(v, "decks");
	/* Harriet Vance (noncoop) is out of cooperative and 2-player games. */
	ck_assert_int_eq(json_integer_value(json_object_get(dec, "survivors")),
	    30 - 4 * setups[_i].seats - (setups[_i].seats == 2
	                                  || (setups[_i].opts != NULL
	                                      && strstr(setups[_i].opts, "cooperative") != NULL)));
	ck_assert_int_eq(json_integer_value(json_object_get(dec, "exiled")), 10);
	ck_assert_str_eq(dow_ops.status(g), "setup");
	/* Every objective not dealt, but the exiled deck, went back unseen. */
	ck_assert_int_eq(dow_game_state(g)->obj_box.n, setups[_i].box);
	json_decref(v);
	game_free(&dow_ops, g);
}
END_TEST

START_TEST(setup_deterministic)
{
	void *a, *b, *c;
	char *sa, *sb, *sc;

	/* dow-2.8: same seed, same bytes; another seed, another deal. */
	a = new_game(4, 42, NULL);
	b = new_game(4, 42, NULL);
	c = new_game(4, 43, NULL);
	sa = dow_ops.save(a);
	sb = dow_ops.save(b);
	sc = dow_ops.save(c);
	ck_assert_str_eq(sa, sb);
	ck_assert_str_ne(sa, sc);
	free(sa);
	free(sb);
	free(sc);
	game_free(&dow_ops, a);
	game_free(&dow_ops, b);
	game_free(&dow_ops, c);
}
END_TEST

START_TEST(setup_save_load)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *opts = json_object();
	void         *a, *b;
	char         *sa, *sb;

	/* dow-2.9: a saved state loads back to the same bytes. */
	a = new_game(3, 9, NULL);
	sa = dow_ops.save(a);
	seed_of(seed, 9);
	ck_assert_msg(
	    game_load(&dow_ops, load_pack(), opts, 3, seed, sa, &b, &err) == PB_OK, "%s", err.msg);
	sb = dow_ops.save(b);
	ck_assert_str_eq(sa, sb);
	/* dow-2.10: a damaged state is refused, not trusted. */
	free(sb);
	sb = pb_strdup(sa);
	memcpy(strstr(sb, "\"morale\":"), "\"morale\":\"", 10);
	game_free(&dow_ops, b);
	ck_assert(game_load(&dow_ops, load_pack(), opts, 3, seed, sb, &b, &err) == PB_EDATA);
	free(sa);
	free(sb);
	json_decref(opts);
	game_free(&dow_ops, a);
}
END_TEST

static const struct {
	const char *label;
	int         seats;
	const char *opts;
	const char *want;
} bad_options[] = {
	{ "dow-2.11 unknown variant", 4, "{\"variant\":\"speedy\"}", "unknown variant \"speedy\"" },
	{ "dow-2.12 traitors cooperative", 4, "{\"variant\":\"traitors,cooperative\"}",
	    "cannot be cooperative" },
	{ "dow-2.13 traitors with two", 2, "{\"variant\":\"traitors\"}", "cannot be cooperative" },
	{ "dow-2.14 unknown objective", 4, "{\"objective\":\"world-peace\"}", "no main objective" },
	{ "dow-2.15 six players", 6, "{}", "2 to 5 players" },
	{ "dow-2.16 one player", 1, "{}", "2 to 5 players" },
};

START_TEST(setup_bad_options)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *opts, *canon = NULL;
	void         *g = NULL;

	seed_of(seed, 1);
	opts = json_loads(bad_options[_i].opts, 0, NULL);
	ck_assert(game_create(&dow_ops, load_pack(), opts, bad_options[_i].seats, seed, &g, &canon, &err)
	    == PB_EDATA);
	ck_assert_msg(strstr(err.msg, bad_options[_i].want) != NULL, "%s: %s",
	    bad_options[_i].label, err.msg);
	ck_assert_ptr_null(g);
	json_decref(opts);
}
END_TEST

START_TEST(setup_objective)
{
	json_t *v;
	void   *g;

	/* dow-2.17: We Need More Samples: morale 18 (the box's 6, raised by
	 * the open pack: pbemd-dow(7) CONTENT PACKS), rounds 6, 1 zombie a
	 * location. */
	g = new_game(4, 3, "{\"objective\":\"we-need-more-samples\"}");
	v = dow_ops.view(g, GAME_VIEW_PUBLIC, NULL);
	ck_assert_str_eq(
	    json_string_value(jget(v, "main_objective", "name")), "We Need More Samples");
	ck_assert_int_eq(json_integer_value(json_object_get(v, "morale")), 18);
	ck_assert_int_eq(json_integer_value(json_object_get(v, "rounds")), 6);
	ck_assert_int_eq(json_integer_value(json_object_get(
	                     json_array_get(json_object_get(v, "locations"), 1), "zombies")),
	    1);
	ck_assert_int_eq(json_integer_value(json_object_get(
	                     json_array_get(json_object_get(v, "locations"), 0), "zombies")),
	    0);
	json_decref(v);
	game_free(&dow_ops, g);
}
END_TEST

/* ---- dow-3: set-up commands --------------------------------------- */

/* refused - the line is refused with why, and the state does not move */

static void
refused(void *g, int seat, const char *line, const char *why)
{
	struct game_result res;
	struct pb_err      err;
	char              *before, *after;

	before = dow_ops.save(g);
	ck_assert_msg(run(g, seat, line, &res, &err) == PB_EDATA, "\"%s\" was accepted", line);
	ck_assert_msg(strstr(err.msg, why) != NULL, "\"%s\": %s", line, err.msg);
	after = dow_ops.save(g);
	ck_assert_str_eq(before, after);
	game_result_clear(&res);
	free(before);
	free(after);
}

/* done - the line is applied */

static void
done(void *g, int seat, const char *line, struct game_result *res)
{
	struct pb_err err;

	ck_assert_msg(run(g, seat, line, res, &err) == PB_OK, "\"%s\": %s", line, err.msg);
}

START_TEST(cmd_refusals)
{
	char *a, *b, *c, *line;
	void *g = new_game(4, 11, NULL);

	a = offered(g, 1, 0);
	b = offered(g, 1, 1);
	/* dow-3.1 to 3.6 */
	refused(g, 1, "leader x", "first say which survivors you keep");
	line = pb_asprintf("keep \"%s\"", a);
	refused(g, 1, line, "keep exactly 2");
	free(line);
	refused(g, 1, "keep nobody somebody", "not one of the survivors dealt to you");
	line = pb_asprintf("keep \"%s\", \"%s\"", a, a);
	refused(g, 1, line, "named twice");
	free(line);
	refused(g, 1, "dance", "unknown command");
	/* dow-3.7: a name mistyped after "and": that word, and the name
	 * clearly closest to it. */
	line = pb_asprintf("keep %s and %c%s", a, b[0], b);
	c = pb_asprintf("; did you mean %s?", b);
	refused(g, 1, line, c);
	free(c);
	free(line);
	line = pb_asprintf("keep \"%s\" \"%s\"", a, b);
	{
		struct game_result res;

		done(g, 1, line, &res);
		game_result_clear(&res);
		/* dow-3.8: the survivors joined as people write, any case. */
		free(line);
		line = pb_asprintf("KEEP %s AND %s", b, a);
		done(g, 1, line, &res);
		game_result_clear(&res);
	}
	free(line);
	line = offered(g, 1, 2);
	free(a);
	a = pb_asprintf("leader \"%s\"", line);
	refused(g, 1, a, "is not among the survivors you keep");
	free(line);
	free(a);
	free(b);
	game_free(&dow_ops, g);
}
END_TEST

START_TEST(cmd_full_setup)
{
	struct game_result res;
	json_t            *v, *p;
	char              *a, *b, *line;
	void              *g = new_game(4, 12, NULL);
	int                k, best = 0, first = 0;
	size_t             i;

	/* dow-3.7: four seats choose; the last choice ends the set-up. */
	for (k = 1; k <= 4; k++) {
		a = offered(g, k, 0);
		b = offered(g, k, 3);
		line = pb_asprintf("keep %s, %s", a, b);
		done(g, k, line, &res);
		ck_assert_int_eq(res.broadcast, 0);
		game_result_clear(&res);
		free(line);
		/* dow-3.8: a changed mind before the end is allowed. */
		if (k == 2) {
			line = pb_asprintf("keep \"%s\" \"%s\"", b, a);
			done(g, k, line, &res);
			game_result_clear(&res);
			free(line);
		}
		line = pb_asprintf("leader \"%s\"", b);
		done(g, k, line, &res);
		ck_assert_int_eq(res.broadcast, k == 4);
		ck_assert(k < 4 || strstr(res.event, "Round 1 begins") != NULL);
		game_result_clear(&res);
		free(line);
		free(a);
		free(b);
	}
	ck_assert_str_eq(dow_ops.status(g), "running");
	/* dow-3.9: the first player has the leader of highest influence. */
	v = dow_ops.view(g, GAME_VIEW_PUBLIC, NULL);
	json_array_foreach(json_object_get(v, "players"), i, p)
	{
		k = (int)json_integer_value(jget(p, "leader", "influence"));
		ck_assert_int_eq(json_array_size(json_object_get(p, "followers")), 1);
		if (k > best) {
			best = k;
			first = (int)i + 1;
		}
	}
	ck_assert_int_eq(json_integer_value(json_object_get(v, "first_player")), first);
	ck_assert_int_eq(json_integer_value(jget(v, "decks", "survivors")), 30 - 8);
	json_decref(v);
	/* dow-3.10: set-up commands are over. */
	refused(g, 1, "keep a b", "nothing waits for \"keep\" now");
	refused(g, 1, "leader a", "changes only when it leaves play");
	game_free(&dow_ops, g);
}
END_TEST

/* ---- dow-6: HELP tells the truth ----------------------------------- */

/* A game for the HELP cases, and what makes a copy of it. */
struct hgame {
	void       *g;
	int         nseats;
	unsigned    seedno;
	const char *opts;
};

/* chosen - a game whose set-up is over: every seat keeps its first
 * survivors, led by the first; every die of the active seat a 6 */

static void
chosen(struct hgame *h, int nseats, unsigned seedno, const char *opts)
{
	struct game_result res;
	struct dow_state  *s;
	char              *a, *b, *c, *line;
	int                k, i;

	h->g = new_game(nseats, seedno, opts);
	h->nseats = nseats;
	h->seedno = seedno;
	h->opts = opts;
	for (k = 1; k <= nseats; k++) {
		a = offered(h->g, k, 0);
		b = offered(h->g, k, 1);
		c = offered(h->g, k, 2);
		line = nseats == 2 ? pb_asprintf("keep \"%s\" \"%s\" \"%s\"", a, b, c)
		                   : pb_asprintf("keep \"%s\" \"%s\"", a, b);
		done(h->g, k, line, &res);
		game_result_clear(&res);
		free(line);
		line = pb_asprintf("leader \"%s\"", a);
		done(h->g, k, line, &res);
		game_result_clear(&res);
		free(line);
		free(a);
		free(b);
		free(c);
	}
	s = dow_game_state(h->g);
	for (i = 0; i < s->pl[s->active].dice.n; i++)
		s->pl[s->active].dice.v[i] = 6;
}

/* on_copy - a line applied to a copy of the game, loaded from its save */

static enum pb_rc
on_copy(const struct hgame *h, int seat, const char *line, struct pb_err *err)
{
	struct game_result res;
	unsigned char      seed[32];
	json_t            *options = json_loads(h->opts ? h->opts : "{}", 0, NULL);
	char              *saved = dow_ops.save(h->g);
	void              *copy;
	enum pb_rc         rc;

	seed_of(seed, h->seedno);
	ck_assert(
	    game_load(&dow_ops, load_pack(), options, h->nseats, seed, saved, &copy, err) == PB_OK);
	rc = run(copy, seat, line, &res, err);
	game_result_clear(&res);
	game_free(&dow_ops, copy);
	json_decref(options);
	free(saved);
	return (rc);
}

/* help_entry - the entry of word in a HELP, or NULL */

static json_t *
help_entry(json_t *h, const char *word)
{
	json_t *e;
	size_t  i;

	json_array_foreach(h, i, e)
		if (strcmp(json_string_value(json_object_get(e, "word")), word) == 0)
			return (e);
	return (NULL);
}

/* knows_truth - knows() says word is a command exactly when HELP WORD
 * lists anything */

static void
knows_truth(const struct hgame *h, int seat, const char *word, const char *label)
{
	json_t *forms = dow_ops.help(h->g, seat, NULL, word);

	ck_assert_msg(dow_ops.knows(h->g, seat, word) == (json_array_size(forms) > 0),
	    "%s: knows \"%s\" and HELP differ", label, word);
	json_decref(forms);
}

/* help_truth - HELP offers word to seat exactly when apply() accepts
 * line (want says which); every example HELP gives is accepted; knows()
 * agrees with HELP WORD */

static void
help_truth(const struct hgame *h, int seat, const char *word, const char *line, int want,
    const char *label)
{
	struct pb_err err;
	json_t       *help = dow_ops.help(h->g, seat, NULL, NULL), *e;
	const char   *ex;
	size_t        i;

	ck_assert_msg((on_copy(h, seat, line, &err) == PB_OK) == want, "%s: \"%s\" %s", label, line,
	    want ? err.msg : "accepted");
	ck_assert_msg((help_entry(help, word) != NULL) == want, "%s: HELP %s \"%s\"", label,
	    want ? "leaves out" : "offers", word);
	knows_truth(h, seat, word, label);
	knows_truth(h, seat, "thanks", label);
	json_array_foreach(help, i, e)
	{
		ex = json_string_value(json_object_get(e, "example"));
		ck_assert_msg(ex != NULL, "%s: no example", label);
		ck_assert_msg(on_copy(h, seat, ex, &err) == PB_OK, "%s: HELP's \"%s\": %s", label,
		    ex, err.msg);
	}
	json_decref(help);
}

/* own - the name of the first survivor of seat in play */

static const char *
own(const struct dow_state *s, int seat)
{
	int i;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat)
			return (s->pack->surv[s->group[i].card].n.name);
	return ("nobody");
}

START_TEST(help_search_noise)
{
	struct game_result res;
	struct hgame       h;
	struct dow_state  *s;
	char              *line;
	int                i, seat;

	/* dow-6.1: every survivor in the colony: no search. */
	chosen(&h, 4, 21, NULL);
	s = dow_game_state(h.g);
	seat = s->active;
	line = pb_asprintf("search \"%s\"", own(s, seat));
	help_truth(&h, seat, "search", line, 0, "dow-6.1");
	/* dow-6.2: one at the police station: search, and noise while a
	 * noise space is left, not after. */
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat)
			s->group[i].loc = DOW_POLICE;
	help_truth(&h, seat, "search", line, 1, "dow-6.2");
	done(h.g, seat, line, &res);
	game_result_clear(&res);
	help_truth(&h, seat, "noise", "noise", 1, "dow-6.2");
	s->noise[DOW_POLICE] = DOW_NOISE_MAX;
	help_truth(&h, seat, "noise", "noise", 0, "dow-6.2");
	help_truth(&h, seat, "keep", "keep", s->wait.cards.n == 1, "dow-6.2");
	free(line);
	game_free(&dow_ops, h.g);
}
END_TEST

START_TEST(help_exile)
{
	struct hgame h;
	int          seat;

	/* dow-6.3: no exile in a 2-player game, nor a cooperative one; one
	 * in a 4-player standard game. */
	chosen(&h, 2, 22, NULL);
	seat = dow_game_state(h.g)->active;
	help_truth(&h, seat, "exile", seat == 1 ? "exile 2" : "exile 1", 0, "dow-6.3 2p");
	game_free(&dow_ops, h.g);
	chosen(&h, 4, 22, "{\"variant\":\"cooperative\"}");
	seat = dow_game_state(h.g)->active;
	help_truth(&h, seat, "exile", seat == 1 ? "exile 2" : "exile 1", 0, "dow-6.3 coop");
	game_free(&dow_ops, h.g);
	chosen(&h, 4, 22, NULL);
	seat = dow_game_state(h.g)->active;
	help_truth(&h, seat, "exile", seat == 1 ? "exile 2" : "exile 1", 1, "dow-6.3 4p");
	game_free(&dow_ops, h.g);
}
END_TEST

START_TEST(help_reveal_crisis)
{
	struct hgame      h;
	struct dow_state *s;
	int               c, i, seat;

	chosen(&h, 4, 23, NULL);
	s = dow_game_state(h.g);
	seat = s->active;
	/* dow-6.4: a crossroads card whose trigger the arbiter watches is
	 * not revealed by hand. */
	for (i = 0; i < s->xroads.n; i++)
		if (s->pack->fx->xroads[s->xroads.v[i]].on.event != DOW_EV_DECLARED)
			break;
	ck_assert_int_lt(i, s->xroads.n);
	c = s->xroads.v[i];
	deck_remove_at(&s->xroads, i);
	s->pl[seat].xroads = c;
	help_truth(&h, seat, "reveal", "reveal", 0, "dow-6.4");
	s->pl[seat].xroads = -1;
	deck_push(&s->xroads, c);
	/* dow-6.5: an exiled player adds nothing to the crisis. */
	ck_assert_int_ge(s->crisis, 0);
	ck_assert_int_gt(s->pl[seat].hand.n, 0);
	{
		char *line = pb_asprintf(
		    "crisis \"%s\"", s->pack->item[s->pack->inst[s->pl[seat].hand.v[0]]].n.name);

		help_truth(&h, seat, "crisis", line, 1, "dow-6.5");
		s->pl[seat].exiled = 1;
		help_truth(&h, seat, "crisis", line, 0, "dow-6.5 exiled");
		s->pl[seat].exiled = 0;
		free(line);
	}
	game_free(&dow_ops, h.g);
}
END_TEST

START_TEST(help_food_clean)
{
	struct hgame      h;
	struct dow_state *s;
	int               seat;

	chosen(&h, 3, 24, NULL);
	s = dow_game_state(h.g);
	seat = s->active;
	s->pl[seat].dice.v[0] = 2;
	/* dow-6.6: food only from a supply that holds some. */
	s->food = 0;
	help_truth(&h, seat, "food", "food 2", 0, "dow-6.6 empty");
	s->food = 2;
	help_truth(&h, seat, "food", "food 2", 1, "dow-6.6");
	/* dow-6.7: clean only a waste pile that holds cards. */
	ck_assert_int_eq(s->waste.n, 0);
	help_truth(&h, seat, "clean", "clean", 0, "dow-6.7 empty");
	deck_push(&s->waste, deck_pop(&s->deck[DOW_POLICE]));
	help_truth(&h, seat, "clean", "clean", 1, "dow-6.7");
	game_free(&dow_ops, h.g);
}
END_TEST

START_TEST(help_place)
{
	struct hgame      h;
	struct dow_state *s;
	char             *opts, *line;
	int               m, seat, k, i;

	/* dow-6.8: "place" only on an objective that takes the card's type. */
	for (k = 0; k < 2; k++) {
		h.g = new_game(3, 25, NULL);
		s = dow_game_state(h.g);
		for (m = 0; m < s->pack->nmain && (s->pack->fx->main[m].place != 0) != k; m++)
			;
		ck_assert_int_lt(m, s->pack->nmain);
		opts = pb_asprintf("{\"objective\":\"%s\"}", s->pack->main[m].n.id);
		game_free(&dow_ops, h.g);
		chosen(&h, 3, 25, opts);
		s = dow_game_state(h.g);
		seat = s->active;
		for (i = 0; k && i < s->pl[seat].hand.n; i++)
			if (s->pack->fx->main[m].place
			    & (1u << s->pack->item[s->pack->inst[s->pl[seat].hand.v[i]]].type))
				break;
		if (k && i == s->pl[seat].hand.n) { /* none in hand: take one from a deck */
			for (i = 0; i < s->deck[DOW_POLICE].n; i++) {
				int inst = s->deck[DOW_POLICE].v[i];

				if (s->pack->fx->main[m].place
				    & (1u << s->pack->item[s->pack->inst[inst]].type)) {
					deck_remove_at(&s->deck[DOW_POLICE], i);
					deck_push(&s->pl[seat].hand, inst);
					break;
				}
			}
			i = s->pl[seat].hand.n - 1;
		}
		if (i >= s->pl[seat].hand.n)
			i = 0;
		line = pb_asprintf(
		    "place \"%s\"", s->pack->item[s->pack->inst[s->pl[seat].hand.v[i]]].n.name);
		help_truth(&h, seat, "place", line, k, k ? "dow-6.8 takes" : "dow-6.8 takes none");
		free(line);
		free(opts);
		game_free(&dow_ops, h.g);
	}
}
END_TEST

/* ---- dow-4: privacy ----------------------------------------------- */

/* names_of - the "name" of each element of an array */

static void
names_of(json_t *a, const char *out[], int *n)
{
	size_t  i;
	json_t *e;

	json_array_foreach(a, i, e) out[(*n)++] = json_string_value(json_object_get(e, "name"));
}

/* leaks - does text (compact JSON) hold a name that is B's secret and
 * not A's own?  Names are matched as "name":"X" values, since a card name
 * may be an ordinary word in another card's text. */

static int
leaks(const char *text, const char *const *theirs, int nt, const char *const *mine, int nm)
{
	char *pat;
	int   i, j, own, hit;

	for (i = 0; i < nt; i++) {
		for (own = 0, j = 0; j < nm; j++)
			own |= strcmp(theirs[i], mine[j]) == 0;
		pat = pb_asprintf("\"name\":\"%s\"", theirs[i]);
		hit = !own && strstr(text, pat) != NULL;
		free(pat);
		if (hit) {
			fprintf(stderr, "leaked: %s\n", theirs[i]);
			return (1);
		}
	}
	return (0);
}

/* secrets_of - hand, offer and objective names of one seat */

static json_t *
secrets_of(void *g, int seat, const char *out[], int *n)
{
	json_t *v = dow_ops.view(g, seat, NULL), *me = json_object_get(v, "me");

	*n = 0;
	names_of(json_object_get(me, "hand"), out, n);
	names_of(json_object_get(me, "offered"), out, n);
	if (!json_is_null(json_object_get(me, "secret")))
		out[(*n)++] = json_string_value(jget(me, "secret", "name"));
	return (v);
}

START_TEST(privacy_seeds)
{
	const char *mine[32], *theirs[32];
	json_t     *va, *vb, *pub;
	char       *text, *ptext;
	void       *g;
	int         a, b, nm, nt, seeds = 0, nseats;

	/* dow-4.1: over 300 deals, no seat's view and no public view holds
	 * another seat's hand card, dealt survivor or secret objective. */
	for (seeds = 0; seeds < 300; seeds++) {
		nseats = 2 + seeds % 4;
		g = new_game(nseats, 1000 + (unsigned)seeds, NULL);
		pub = dow_ops.view(g, GAME_VIEW_PUBLIC, NULL);
		ptext = json_dumps(pub, JSON_COMPACT);
		for (a = 1; a <= nseats; a++) {
			va = secrets_of(g, a, mine, &nm);
			text = json_dumps(va, JSON_COMPACT);
			for (b = 1; b <= nseats; b++) {
				if (b == a)
					continue;
				vb = secrets_of(g, b, theirs, &nt);
				ck_assert_msg(!leaks(text, theirs, nt, mine, nm),
				    "seed %d: seat %d sees a secret of seat %d", seeds, a, b);
				ck_assert_msg(!leaks(ptext, theirs, nt, NULL, 0),
				    "seed %d: the public view shows a secret of seat %d", seeds, b);
				json_decref(vb);
			}
			free(text);
			json_decref(va);
		}
		free(ptext);
		json_decref(pub);
		game_free(&dow_ops, g);
	}
}
END_TEST

/* dow_suite - every case */

/* dow-5.1: the registry finds the game by its kind, lists it among the
 * known games, and knows no other kind. */
START_TEST(registry_knows_dow)
{
	char *known = game_kinds();

	ck_assert_ptr_eq(game_find("dow"), &dow_ops);
	ck_assert_ptr_null(game_find("chess"));
	ck_assert_ptr_nonnull(strstr(known, "dow"));
	free(known);
}
END_TEST

/* ---- dow-7: the rules review of issue 14 ----------------------------- */

/* surv_where - 1 survivor id in the deck or dealt, 2 out of the game, 0 else */

static int
surv_where(void *g, const char *id)
{
	const struct dow_state *s = dow_game_state(g);
	int                     i, k;

	for (i = 0; i < s->pack->nsurv && strcmp(s->pack->surv[i].n.id, id) != 0; i++)
		;
	ck_assert_int_lt(i, s->pack->nsurv);
	if (deck_find(&s->survivors, i) >= 0)
		return (1);
	for (k = 1; k <= s->nseats; k++)
		if (deck_find(&s->pl[k].offered, i) >= 0)
			return (1);
	return (deck_find(&s->surv_out, i) >= 0 ? 2 : 0);
}

START_TEST(review_noncoop)
{
	void *g;

	/* dow-7.1: Harriet Vance (noncoop) is out of 2-player and
	 * cooperative games, in a standard one; a game whose stored
	 * options come from before the editions (no "rules") keeps her. */
	g = new_game(2, 71, NULL);
	ck_assert_int_eq(dow_game_state(g)->opt.rules, DOW_RULES);
	ck_assert_int_eq(surv_where(g, "harriet-vance"), 2);
	game_free(&dow_ops, g);
	g = new_game(4, 71, "{\"variant\":\"cooperative\"}");
	ck_assert_int_eq(surv_where(g, "harriet-vance"), 2);
	game_free(&dow_ops, g);
	g = new_game(4, 71, NULL);
	ck_assert_int_eq(surv_where(g, "harriet-vance"), 1);
	game_free(&dow_ops, g);
	g = new_game(2, 71,
	    "{\"objective\":\"random\",\"cooperative\":true,\"expert\":false,"
	    "\"traitors\":false,\"elimination\":false,\"mature\":true,"
	    "\"exposure\":[6,3,2,1]}");
	ck_assert_int_eq(dow_game_state(g)->opt.rules, 1);
	ck_assert_int_eq(surv_where(g, "harriet-vance"), 1);
	game_free(&dow_ops, g);
}
END_TEST

/* controls_votes2 - does a seat's survivor count its vote twice? */

static int
controls_votes2(const struct dow_state *s)
{
	int i;

	for (i = 0; i < s->ngroup; i++)
		if (strcmp(s->pack->surv[s->group[i].card].n.id, "harriet-vance") == 0)
			return (1);
	return (0);
}

START_TEST(review_votes)
{
	struct game_result res;
	struct hgame       h;
	struct dow_state  *s;
	char               line[32];
	int                a, t, o1, o2, other;

	/* dow-7.2: 4 voters, one answers by a standing instruction. */
	chosen(&h, 4, 72, NULL);
	s = dow_game_state(h.g);
	ck_assert(!controls_votes2(s));
	a = s->active;
	t = a % 4 + 1;
	o1 = t % 4 + 1;
	o2 = o1 % 4 + 1;
	done(h.g, o1, "standing vote yes", &res);
	game_result_clear(&res);
	snprintf(line, sizeof(line), "exile %d", t);
	done(h.g, a, line, &res);
	game_result_clear(&res);
	ck_assert_int_eq(s->wait.kind, DOW_W_VOTE);
	refused(h.g, o1, "vote no", "already answered this vote by your standing instruction");
	done(h.g, a, "vote yes", &res);
	game_result_clear(&res);
	refused(h.g, a, "vote no", "you have already voted on exiling Player");
	/* dow-7.3: the last ballot makes a tie: the votes are out, the
	 * first player breaks it, nobody else may. */
	done(h.g, t, "vote no", &res);
	ck_assert(strstr(res.text, "secret until every vote is in") != NULL);
	game_result_clear(&res);
	done(h.g, o2, "vote no", &res);
	ck_assert_msg(strstr(res.text, "secret") == NULL, "last ballot: %s", res.text);
	ck_assert(res.event != NULL && strstr(res.event, "A tie") != NULL);
	game_result_clear(&res);
	ck_assert_int_eq(s->wait.loc, 1);
	other = s->first_player % 4 + 1;
	refused(h.g, other, "vote yes", "the first player, breaks the tie");
	done(h.g, s->first_player, "vote no", &res);
	game_result_clear(&res);
	game_free(&dow_ops, h.g);
	/* dow-7.2: an exiled player may not vote. */
	chosen(&h, 4, 73, NULL);
	s = dow_game_state(h.g);
	a = s->active;
	t = a % 4 + 1;
	o1 = t % 4 + 1;
	s->pl[o1].exiled = 1;
	snprintf(line, sizeof(line), "exile %d", t);
	done(h.g, a, line, &res);
	game_result_clear(&res);
	refused(h.g, o1, "vote yes", "exiled players cannot vote");
	game_free(&dow_ops, h.g);
}
END_TEST

START_TEST(review_order)
{
	struct hgame      h;
	struct dow_state *s;
	struct pb_buf     log;

	/* dow-7.4: round 2 starts with Player 3: the order, and why. */
	chosen(&h, 4, 74, NULL);
	s = dow_game_state(h.g);
	pb_buf_init(&log);
	s->round = 2;
	s->first_player = 3;
	dow_round_start(s, &log);
	ck_assert_msg(strstr(log.s, "Order of play in round 2: players 3, 4, 1, 2.\n") != NULL,
	    "%s", log.s);
	ck_assert_msg(strstr(log.s, "Player 3 played last in round 1 and plays first") != NULL,
	    "%s", log.s);
	pb_buf_free(&log);
	game_free(&dow_ops, h.g);
}
END_TEST

/* give_card - move the instance of item id into seat's hand */

static void
give_card(struct dow_state *s, int seat, const char *id)
{
	struct deck *piles[DOW_MAXSEATS + DOW_NLOCS + 2];
	int          n = 0, k, i, at;

	piles[n++] = &s->box;
	for (k = 1; k <= s->nseats; k++)
		piles[n++] = &s->pl[k].hand;
	for (k = DOW_POLICE; k < DOW_NLOCS; k++)
		piles[n++] = &s->deck[k];
	for (i = 0; i < s->pack->ninst; i++) {
		if (strcmp(s->pack->item[s->pack->inst[i]].n.id, id) != 0)
			continue;
		for (k = 0; k < n; k++)
			if ((at = deck_find(piles[k], i)) >= 0) {
				deck_remove_at(piles[k], at);
				deck_push(&s->pl[seat].hand, i);
				return;
			}
	}
	ck_abort_msg("no card %s to give", id);
}

START_TEST(review_helpless)
{
	static const char *const opts[] = { NULL, "{\"exiled_helpless\":\"nothing\"}" };
	struct game_result       res;
	struct hgame             h;
	struct dow_state        *s;
	int                      a, x, helpless;

	/* dow-7.5: an exiled player plays Orphans: no helpless survivors;
	 * its morale counts by default, not with exiled_helpless=nothing. */
	for (x = 0; x < 2; x++) {
		chosen(&h, 4, 75, opts[x]);
		s = dow_game_state(h.g);
		a = s->active;
		s->pl[a].exiled = 1;
		s->morale = 5;
		helpless = s->helpless[DOW_COLONY];
		give_card(s, a, "start-orphans");
		done(h.g, a, "play Orphans", &res);
		ck_assert_int_eq(s->helpless[DOW_COLONY], helpless);
		ck_assert_int_eq(s->morale, x ? 5 : 6);
		game_result_clear(&res);
		game_free(&dow_ops, h.g);
	}
}
END_TEST

static Suite *
dow_suite(void)
{
	Suite *s = suite_create("dow");
	TCase *t;

	t = tcase_create("pack");
	tcase_add_test(t, pack_counts);
	tcase_add_test(t, pack_facts);
	tcase_add_loop_test(t, pack_errors, 0, PB_NELEM(bad_packs));
	tcase_add_test(t, registry_knows_dow);
	suite_add_tcase(s, t);
	t = tcase_create("setup");
	tcase_add_loop_test(t, setup_variants, 0, PB_NELEM(setups));
	tcase_add_test(t, setup_deterministic);
	tcase_add_test(t, setup_save_load);
	tcase_add_loop_test(t, setup_bad_options, 0, PB_NELEM(bad_options));
	tcase_add_test(t, setup_objective);
	suite_add_tcase(s, t);
	t = tcase_create("commands");
	tcase_add_test(t, cmd_refusals);
	tcase_add_test(t, cmd_full_setup);
	suite_add_tcase(s, t);
	t = tcase_create("privacy");
	tcase_add_test(t, privacy_seeds);
	suite_add_tcase(s, t);
	t = tcase_create("help");
	tcase_add_test(t, help_search_noise);
	tcase_add_test(t, help_exile);
	tcase_add_test(t, help_reveal_crisis);
	tcase_add_test(t, help_food_clean);
	tcase_add_test(t, help_place);
	suite_add_tcase(s, t);
	t = tcase_create("review");
	tcase_add_test(t, review_noncoop);
	tcase_add_test(t, review_votes);
	tcase_add_test(t, review_order);
	tcase_add_test(t, review_helpless);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	int rc;

	test_timeouts();
	if (sodium_init() < 0)
		return (EXIT_FAILURE);
	rc = test_run_suite(dow_suite());
	free(pack_text);
	return (rc);
}
