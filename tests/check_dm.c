/*++
/* NAME
/*	check_dm 1
/* SUMMARY
/*	Dark Moon module: content pack, effect language, set-up, saving
/* SYNOPSIS
/*	tests/check_dm
/* DESCRIPTION
/*	Test ids:
/*	dm-1.*	the content pack: counts to the component list, rulebook
/*		facts kept, refusals with the file and line or the card
/*	dm-2.*	the effect language: compile, print back, refusals
/*	dm-3.*	set-up: every player count, the rulebook's table, dice
/*		and tokens conserved, determinism, options
/*	dm-4.*	save and load: byte for byte, a broken state refused
/*	dm-5.*	the templates: board, me and show render every view in
/*		en, it, es; no English left in it/es labels and card texts
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
#include "core/pack.h"
#include "core/pb.h"
#include "core/render.h"
#include "games/dm/dm.h"
#include "testrun.h"
#include "check_dm_lib.h"


/* new_game - set up a game or fail the test */

static struct dm_state *
new_game(int nseats, unsigned seedno, const char *opts)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *options = json_loads(opts ? opts : "{}", 0, NULL), *canon = NULL;
	void         *g = NULL;

	dmt_seed(seed, seedno);
	ck_assert_msg(game_create(&dm_ops, dmt_pack_text(), options, nseats, seed, &g, &canon, &err)
	        == PB_OK,
	    "create: %s", err.msg);
	json_decref(options);
	json_decref(canon);
	return (g);
}

/* with_edit - the pack with "from" replaced by "to" (first copy) */

static char *
with_edit(const char *from, const char *to)
{
	const char *text = dmt_pack_text(), *at = strstr(text, from);

	ck_assert_msg(at != NULL, "no \"%s\" in the pack", from);
	return (pb_asprintf("%.*s%s%s", (int)(at - text), text, to, at + strlen(from)));
}

/* refused - parsing text fails with a message holding want */

static void
refused(const char *text, const char *want)
{
	struct pb_err err;
	void         *p = dm_pack_parse(text, &err);

	ck_assert_msg(p == NULL, "pack accepted, wanted \"%s\"", want);
	ck_assert_msg(strstr(err.msg, want) != NULL, "\"%s\" lacks \"%s\"", err.msg, want);
}

/* ---- dm-1: the content pack ------------------------------------- */

START_TEST(pack_counts)
{
	struct dm_pack *p;
	struct pb_err   err;
	json_t         *s;
	int             i, named = 0;

	/* dm-1.1: complete to the component list of the base box. */
	ck_assert_msg((p = dm_pack_parse(dmt_pack_text(), &err)) != NULL, "%s", err.msg);
	s = dm_pack_summary(p);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "tasks_silver")), 21);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "tasks_black")), 21);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "events")), 16);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "final_events")), 6);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "characters")), 7);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "outposts")), 6);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "status_cards")), 8);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "dice")), 29);
	json_decref(s);
	/* dm-1.2: rulebook facts: dice faces of [PG], the board's table. */
	ck_assert_int_eq(p->dice[DM_STRONG].die.nfaces, 4);
	ck_assert_int_eq(p->dice[DM_STRONG].die.value[0], 4);
	ck_assert_int_eq(p->dice[DM_STRONG].die.value[2], -1);
	ck_assert_int_eq(p->dice[DM_STRONG].die.count[3], 3);
	ck_assert_int_eq(p->dice[DM_BLUE].die.value[0], 5);
	ck_assert_int_eq(p->dice[DM_WEAK].die.value[0], 3);
	ck_assert_int_eq(p->board->ninfected[3], 1);
	ck_assert_int_eq(p->board->ninfected[7], 3);
	ck_assert_int_eq(p->board->deck[4], DM_BLACK);
	ck_assert_int_eq(p->board->deck[7], DM_SILVER);
	ck_assert_int_eq(p->board->test[3], DM_TEST_POS);
	ck_assert_int_eq(p->board->test[4], -2);
	ck_assert_int_eq(p->board->test[1], DM_TEST_NONE);
	/* Daniel alone has no Fatigue token; the names the sources give. */
	for (i = 0; i < p->nchars; i++)
		ck_assert_int_eq(p->chars[i].fatigue, strcmp(p->chars[i].n.id, "daniel") != 0);
	for (i = 0; i < p->ntasks; i++)
		named += strcmp(p->tasks[i].n.name, "Act of Trust") == 0
		    || strcmp(p->tasks[i].n.name, "Voluntary Blood Testing") == 0;
	ck_assert_int_eq(named, 2);
	for (i = 0; i < p->ntasks; i++)
		if (strncmp(p->tasks[i].n.id, "voluntary-blood-testing", 23) == 0)
			ck_assert_int_eq(p->tasks[i].min_players, 5);
	dm_pack_free(p);
}
END_TEST

START_TEST(pack_refusals)
{
	char *t;

	/* dm-1.3: a bad effect names the card and key. */
	t = with_edit("power = outpost 1", "power = outpost two");
	refused(t, "[status infected-sabotage]: power: expected a count");
	free(t);
	t = with_edit("complete = salvage", "complete = salvage + explode 2");
	refused(t, "[event salvage-parts]: complete: unknown verb \"explode\"");
	free(t);
	/* dm-1.4: dice, board and counts. */
	t = with_edit("faces = +4 +2 -1 -2*3", "faces = ");
	refused(t, "[die strong]: faces");
	free(t);
	t = with_edit("count = 1\n", "count = 2\n");
	refused(t, "the Commander die is one");
	free(t);
	t = with_edit("shield_tests = none -1 any+ -2 any- none", "shield_tests = none -1 any+");
	refused(t, "shield_tests: one test per spot (6)");
	free(t);
	t = with_edit("shield_tests = none -1 any+", "shield_tests = none -7 any+");
	refused(t, "shield_tests");
	free(t);
	t = with_edit("infected = 1 1 2 2 3", "infected = 1 1 2 2");
	refused(t, "infected: 5 numbers");
	free(t);
	t = with_edit("decks = silver black", "decks = gold black");
	refused(t, "decks: 5 words");
	free(t);
	t = with_edit("blocks = lone-wolf", "blocks = vote");
	refused(t, "one [outpost] for each");
	free(t);
	t = with_edit("kind = complication\nwho = named\naccept = give", "kind = complication\nwho = named");
	refused(t, "needs accept");
	free(t);
	t = with_edit("team = infected\nextra = yes", "team = uninfected\nextra = yes");
	refused(t, "only an Infected card is extra");
	free(t);
	/* dm-1.5: packini's own errors carry the file and line. */
	t = with_edit("difficulty = 4", "difficulty = 99");
	refused(t, "tasks.ini:");
	free(t);
}
END_TEST

/* ---- dm-2: the effect language ---------------------------------- */

/* round_trip - text compiles and prints back as want */

static void
round_trip(const char *text, const char *want)
{
	struct pb_err err;
	struct dm_fx *fx = dm_fx_compile(text, &err);
	char         *back;

	ck_assert_msg(fx != NULL, "\"%s\": %s", text, err.msg);
	back = dm_fx_print(fx);
	ck_assert_str_eq(back, want);
	free(back);
	dm_fx_free(fx);
}

START_TEST(fx_language)
{
	struct pb_err err;

	/* dm-2.1: steps, signed numbers, gates. */
	round_trip("outpost 1 + suspicion +1", "outpost 1 + suspicion +1");
	round_trip("suspicion -2", "suspicion -2");
	round_trip("tokens -1", "tokens -1");
	round_trip("if commander_infected or commander_fatigued then lose else win",
	    "if commander_infected or commander_fatigued then lose else win");
	round_trip("if shield >= 3 then fatigue 1 else shield 1",
	    "if shield >= 3 then fatigue 1 else shield 1");
	round_trip("vote", "vote");
	/* dm-2.2: refusals. */
	ck_assert(dm_fx_compile("token 2", &err) == NULL);
	ck_assert(strstr(err.msg, "+1 or -1") != NULL);
	ck_assert(dm_fx_compile("shield", &err) == NULL);
	ck_assert(dm_fx_compile("shield 1 shield 2", &err) == NULL);
	ck_assert(strstr(err.msg, "\"+\" or the end") != NULL);
	ck_assert(dm_fx_compile("if morale > 1 then win", &err) == NULL);
	ck_assert(strstr(err.msg, "unknown quantity") != NULL);
	ck_assert(dm_fx_compile("if shield > 1 win", &err) == NULL);
}
END_TEST

/* ---- dm-3: set-up ----------------------------------------------- */

/* check_setup - the rulebook's set-up holds for a fresh game */

static void
check_setup(struct dm_state *s)
{
	const struct dm_pack *p = s->pack;
	char                  why[200];
	int                   k, inf = 0, c, held;

	ck_assert_msg(dm_state_check(s, why, sizeof(why)), "%s", why);
	ck_assert_int_eq(s->shield, 2);
	ck_assert_int_eq(s->outposts_on.n, 2);
	ck_assert_int_eq(s->phase, DM_P_EVENT);
	ck_assert_int_eq(s->drawn.n, 2);
	ck_assert_int_eq(s->events.n, p->nevents - 2 - s->event_out.n); /* not Shadow Corporation's */
	ck_assert_int_eq(s->first, s->commander % s->nseats + 1);
	/* The first Commander is never Daniel (no Fatigue token). */
	ck_assert(p->chars[s->seat[s->commander].character].fatigue);
	ck_assert_int_eq(s->seat[s->commander].dice[DM_BLUE], 1);
	for (k = 1; k <= s->nseats; k++) {
		inf += dm_is_infected(s, k);
		held = dm_held(s, k);
		ck_assert_int_eq(held, 4 + (k == s->commander));
		ck_assert_int_eq(held, dm_limit(s, k));
		ck_assert_int_eq(s->seat[k].dice[DM_STRONG], 2);
		for (c = 1; c < k; c++)
			ck_assert_int_ne(s->seat[c].character, s->seat[k].character);
	}
	ck_assert_int_eq(inf, p->board->ninfected[s->nseats]);
	ck_assert_int_eq(s->avail[DM_STRONG], 14 - 2 * s->nseats);
	/* The Task deck: the table's colour, Blood Testing only from 5. */
	for (k = 0; k < s->tasks.n; k++) {
		ck_assert_int_eq(p->tasks[s->tasks.v[k]].deck, p->board->deck[s->nseats]);
		ck_assert_int_le(p->tasks[s->tasks.v[k]].min_players, s->nseats);
	}
	/* Every card of that back whose min_players the table reaches
	 * (Blood Testing from 5; the pack's tuning, pbemd-dm(7) BALANCE). */
	for (c = 0, k = 0; k < p->ntasks; k++)
		c += p->tasks[k].deck == p->board->deck[s->nseats]
		    && p->tasks[k].min_players <= s->nseats && p->tasks[k].kind != DM_EVAC_FAILURE
		    && p->tasks[k].sc == s->sc;
	ck_assert_int_eq(s->tasks.n, c);
	ck_assert_int_ge(s->tasks.n, 12);
}

START_TEST(setup_tables)
{
	struct dm_state *s;
	int              n;
	unsigned         seed;

	/* dm-3.1: every player count, many seeds. */
	for (n = DM_MIN_SEATS; n <= DM_MAX_SEATS; n++)
		for (seed = 0; seed < 60; seed++) {
			s = new_game(n, seed, NULL);
			check_setup(s);
			game_free(&dm_ops, s);
		}
}
END_TEST

START_TEST(setup_options)
{
	unsigned char seed[32];
	struct pb_err err;
	struct dm_state *s;
	json_t       *o, *canon = NULL;
	void         *g;
	unsigned      n;
	int           k, extra = 0;

	/* dm-3.2: status_cards 7 never deals the extra Infected card; 8 does. */
	for (n = 0; n < 80; n++) {
		s = new_game(7, n, "{\"status_cards\": \"7\"}");
		for (k = 1; k <= 7; k++)
			ck_assert(!s->pack->statuses[s->seat[k].status].extra);
		game_free(&dm_ops, s);
		s = new_game(7, n, NULL);
		for (k = 1; k <= 7; k++)
			extra += s->pack->statuses[s->seat[k].status].extra;
		game_free(&dm_ops, s);
	}
	ck_assert_int_gt(extra, 0);
	/* dm-3.3: a chosen Final Event. */
	s = new_game(5, 1, "{\"final\": \"last-stand\"}");
	ck_assert_str_eq(s->pack->finals[s->cams[DM_CAMERAS]].n.id, "last-stand");
	ck_assert_int_eq(s->finals_out.n, s->pack->nfinals - 1); /* Shadow Corporation's too */
	game_free(&dm_ops, s);
	/* dm-3.4: refusals: player count, options. */
	dmt_seed(seed, 1);
	o = json_loads("{\"final\": \"nope\"}", 0, NULL);
	ck_assert(game_create(&dm_ops, dmt_pack_text(), o, 5, seed, &g, &canon, &err) == PB_EDATA);
	ck_assert(strstr(err.msg, "final:") != NULL);
	json_decref(o);
	o = json_loads("{\"variant\": \"telepathic\"}", 0, NULL);
	ck_assert(game_create(&dm_ops, dmt_pack_text(), o, 4, seed, &g, &canon, &err) == PB_EDATA);
	ck_assert(strstr(err.msg, "5 to 7") != NULL);
	json_decref(o);
	o = json_loads("{\"colour\": \"blue\"}", 0, NULL);
	ck_assert(game_create(&dm_ops, dmt_pack_text(), o, 4, seed, &g, &canon, &err) == PB_EDATA);
	json_decref(o);
	o = json_object();
	ck_assert(game_create(&dm_ops, dmt_pack_text(), o, 2, seed, &g, &canon, &err) == PB_EDATA);
	ck_assert(strstr(err.msg, "3 to 7") != NULL);
	ck_assert(game_create(&dm_ops, dmt_pack_text(), o, 8, seed, &g, &canon, &err) == PB_EDATA);
	/* dm-3.5: the canonical options hold every default. */
	ck_assert(game_create(&dm_ops, dmt_pack_text(), o, 6, seed, &g, &canon, &err) == PB_OK);
	ck_assert_str_eq(json_string_value(json_object_get(canon, "status_cards")), "8");
	ck_assert_str_eq(json_string_value(json_object_get(canon, "event_cube")), "every");
	ck_assert_str_eq(json_string_value(json_object_get(canon, "final")), "random");
	json_decref(canon);
	json_decref(o);
	game_free(&dm_ops, g);
}
END_TEST

/* ---- dm-4: saving ----------------------------------------------- */

START_TEST(save_load)
{
	unsigned char    seed[32];
	struct pb_err    err;
	struct dm_state *s;
	json_t          *o = json_object(), *j;
	char            *a, *b, *c, *bad;
	void            *g;
	unsigned         n;
	int              k;

	/* dm-4.1: save, load, save: the same bytes; same seed, same game. */
	for (n = 0; n < 20; n++)
		for (k = DM_MIN_SEATS; k <= DM_MAX_SEATS; k++) {
			s = new_game(k, n, NULL);
			a = dm_save(s);
			dmt_seed(seed, n);
			ck_assert_msg(game_load(&dm_ops, dmt_pack_text(), o, k, seed, a, &g, &err) == PB_OK,
			    "%s", err.msg);
			b = dm_save(g);
			ck_assert_str_eq(a, b);
			game_free(&dm_ops, g);
			g = new_game(k, n, NULL);
			c = dm_save(g);
			ck_assert_str_eq(a, c);
			game_free(&dm_ops, g);
			free(a);
			free(b);
			free(c);
			game_free(&dm_ops, s);
		}
	/* dm-4.2: a state with a die too many, or a lost card, is refused. */
	s = new_game(4, 3, NULL);
	a = dm_save(s);
	j = json_loads(a, 0, NULL);
	json_array_set_new(json_object_get(j, "avail"), 0, json_integer(s->avail[0] + 1));
	bad = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	dmt_seed(seed, 3);
	ck_assert(game_load(&dm_ops, dmt_pack_text(), o, 4, seed, bad, &g, &err) == PB_EDATA);
	ck_assert_msg(strstr(err.msg, "dice of colour 0") != NULL, "%s", err.msg);
	free(bad);
	json_decref(j);
	j = json_loads(a, 0, NULL);
	json_array_remove(json_object_get(j, "tasks"), 0);
	bad = json_dumps(j, JSON_COMPACT | JSON_SORT_KEYS);
	ck_assert(game_load(&dm_ops, dmt_pack_text(), o, 4, seed, bad, &g, &err) == PB_EDATA);
	ck_assert_msg(strstr(err.msg, "Task card") != NULL, "%s", err.msg);
	free(bad);
	json_decref(j);
	ck_assert(game_load(&dm_ops, dmt_pack_text(), o, 4, seed, "{}", &g, &err) == PB_EDATA);
	free(a);
	game_free(&dm_ops, s);
	json_decref(o);
}
END_TEST

/* ---- dm-5: templates ------------------------------------------- */

START_TEST(templates)
{
	static const char *const locs[] = { "en", "it", "es" };
	struct render   *set;
	struct pb_err    err;
	struct dm_state *s;
	json_t          *v;
	char            *out;
	size_t           i;
	int              k, n;

	/* dm-5.1: every view of a few games renders in every language. */
	for (n = DM_MIN_SEATS; n <= DM_MAX_SEATS; n += 2) {
		s = new_game(n, (unsigned)n, n >= 5 ? "{\"variant\": \"telepathic\"}" : NULL);
		for (i = 0; i < PB_NELEM(locs); i++) {
			ck_assert_msg(render_open(PB_SRCDIR "/templates", locs[i], "dm", &set, &err)
			        == PB_OK,
			    "%s", err.msg);
			for (k = GAME_VIEW_ALL; k <= n; k++) {
				v = dm_ops.view(s, k, locs[i]);
				json_object_set_new(v, "mail",
				    json_pack("{s:i, s:s, s:i}", "game", 1, "title", "Dark Moon", "seat",
				        k > 0 ? k : 0));
				ck_assert_msg(render_string(set, "{{>show}}", v, &out, &err) == PB_OK,
				    "%s view %d: %s", locs[i], k, err.msg);
				ck_assert(strstr(out, "Shield") != NULL || strstr(out, "Scudo") != NULL
				    || strstr(out, "Escudo") != NULL);
				if (i > 0)
					ck_assert_msg(strstr(out, "Behind your screen") == NULL
					        && strstr(out, "Available dice") == NULL
					        && strstr(out, "Upon completion") == NULL,
					    "%s: English left", locs[i]);
				free(out);
				json_decref(v);
			}
			render_close(set);
		}
		game_free(&dm_ops, s);
	}
}
END_TEST

static Suite *
dm_suite(void)
{
	Suite *s = suite_create("dm");
	TCase *tc = tcase_create("dm");

	tcase_add_test(tc, pack_counts);
	tcase_add_test(tc, pack_refusals);
	tcase_add_test(tc, fx_language);
	tcase_add_test(tc, setup_tables);
	tcase_add_test(tc, setup_options);
	tcase_add_test(tc, save_load);
	tcase_add_test(tc, templates);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(dm_suite);

	dmt_done();
	return (rc);
}
