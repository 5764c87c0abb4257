/*++
/* NAME
/*	check_testgame 1
/* SUMMARY
/*	the Tiny Test Game module alone, and its registration
/* DESCRIPTION
/*	The game the arbiter's tests play (tests/testgame/, tiny.h) must
/*	itself keep the interface's promises (game.h), or those tests
/*	would test it instead of the arbiter.  Test ids:
/*
/*	testgame-1.*	set-up, options, the pack, saving and loading
/*	testgame-2.*	commands: turns, peek, the vote, moderation, defaults
/*	testgame-3.*	views and headlines: no seat reads another's card
/*	testgame-4.*	help offers exactly what apply accepts
/*	testgame-5.*	bots over 1000 seeds play every game to its end
/*	testgame-6.*	the registry finds it: game_register(), game_find()
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "suites.h"
#include "testgame/tiny.h"
#include "testrun.h"

/* A game under test: its own pack, options as understood, a state. */
struct tg {
	void   *pack;
	json_t *canon;
	int     n;
	void   *s;
};

/* pack_text - the pack of tests/testgame/content, caller frees */

static char *
pack_text(void)
{
	struct pb_err err;
	char         *text;

	ck_assert_msg(pack_read_dir(PB_SRCDIR "/tests/testgame/content", &text, &err) == PB_OK,
	    "%s", err.msg);
	return (text);
}

/* seed_of - a seed from a number */

static void
seed_of(unsigned n, unsigned char seed[32])
{
	memset(seed, 0, 32);
	memcpy(seed, &n, sizeof(n));
}

/* tg_new - a game of n seats on seed number, options a JSON text */

static struct tg *
tg_new(int n, unsigned seedno, const char *opts)
{
	struct tg    *t = pb_calloc(1, sizeof(*t));
	struct pb_err err;
	unsigned char seed[32];
	json_t       *o = json_loads(opts ? opts : "{}", 0, NULL);
	char         *text = pack_text();

	ck_assert_ptr_nonnull(t->pack = tiny_ops.pack_parse(text, &err));
	seed_of(seedno, seed);
	ck_assert_msg(tiny_ops.create(t->pack, o, n, seed, &t->s, &t->canon, &err) == PB_OK, "%s",
	    err.msg);
	t->n = n;
	json_decref(o);
	free(text);
	return (t);
}

/* tg_free - release */

static void
tg_free(struct tg *t)
{
	tiny_ops.free(t->s);
	tiny_ops.pack_free(t->pack);
	json_decref(t->canon);
	free(t);
}

/* tg_copy - a state loaded from s's save, on the same pack */

static void *
tg_copy(const struct tg *t)
{
	struct pb_err err;
	unsigned char seed[32] = { 0 };
	void         *c;
	char         *saved = tiny_ops.save(t->s);

	ck_assert_msg(tiny_ops.load(t->pack, t->canon, t->n, seed, saved, &c, &err) == PB_OK, "%s",
	    err.msg);
	free(saved);
	return (c);
}

/* try - apply text for seat to state s; rc, res filled (caller clears) */

static enum pb_rc
try(void *s, int seat, const char *text, struct game_result *res, struct pb_err *err)
{
	struct lex_line *l;
	enum pb_rc       rc;

	ck_assert(lex_line(text, &l, err) == PB_OK);
	rc = tiny_ops.apply(s, seat, l, res, err);
	lex_free(l);
	return (rc);
}

/* must - apply text, which must be done; atomicity checked on refusal */

static void
must(struct tg *t, int seat, const char *text)
{
	struct game_result res = { 0 };
	struct pb_err      err;

	ck_assert_msg(try(t->s, seat, text, &res, &err) == PB_OK, "%d: %s: %s", seat, text, err.msg);
	game_result_clear(&res);
}

/* refused - apply text, which must be refused with the state unchanged */

static void
refused(struct tg *t, int seat, const char *text, const char *why)
{
	struct game_result res = { 0 };
	struct pb_err      err;
	char              *before = tiny_ops.save(t->s), *after;
	enum pb_rc         rc = try(t->s, seat, text, &res, &err);

	after = tiny_ops.save(t->s);
	ck_assert_msg(rc != PB_OK, "%d: %s was done", seat, text);
	ck_assert_str_eq(before, after);
	if (why != NULL)
		ck_assert_str_eq(err.msg, why);
	game_result_clear(&res);
	free(before);
	free(after);
}

/* moderate - a moderator's line; its rc */

static enum pb_rc
moderate(struct tg *t, const char *text, struct game_result *res)
{
	struct lex_line *l;
	struct pb_err    err;
	enum pb_rc       rc;

	ck_assert(lex_line(text, &l, &err) == PB_OK);
	rc = tiny_ops.moderate(t->s, l, res, &err);
	lex_free(l);
	return (rc);
}

/* ---- 1: set-up, options, pack, saving ---------------------------- */

/* testgame-1.1: save, load, save gives the same bytes; one seed, one deal */
START_TEST(test_roundtrip)
{
	struct tg *a = tg_new(4, 7, NULL), *b = tg_new(4, 7, NULL), *c = tg_new(4, 8, NULL);
	void      *copy;
	json_t    *want;
	char      *sa, *sb, *sc, *s2;

	sa = tiny_ops.save(a->s);
	sb = tiny_ops.save(b->s);
	sc = tiny_ops.save(c->s);
	ck_assert_str_eq(sa, sb);
	ck_assert_str_ne(sa, sc);
	copy = tg_copy(a);
	s2 = tiny_ops.save(copy);
	ck_assert_str_eq(sa, s2);
	want = json_pack("{s:s, s:s, s:s}", "first", "1", "rounds", "3", "variant", "");
	ck_assert(json_equal(a->canon, want));
	json_decref(want);
	ck_assert_str_eq(tiny_ops.status(a->s), "running");
	tiny_ops.free(copy);
	free(sa);
	free(sb);
	free(sc);
	free(s2);
	tg_free(a);
	tg_free(b);
	tg_free(c);
}
END_TEST

/* testgame-1.2: options refused, seats out of range, bad saved states */
START_TEST(test_refusals)
{
	static const char *const bad[] = { "{\"rounds\":\"0\"}", "{\"rounds\":\"x\"}",
		"{\"first\":\"9\"}", "{\"first\":\"two\"}", "{\"variant\":\"quiet\"}",
		"{\"colour\":\"red\"}" };
	static const char *const saves[] = { "", "{}", "[1]",
		"{\"ballots\":[0,0],\"called\":0,\"deck\":[\"fox\",\"fox\",\"owl\",\"hare\","
		"\"wolf\",\"bear\"],\"first\":1,\"hands\":[\"crow\",\"lynx\"],\"out\":[0,0],"
		"\"peeked\":0,\"played\":[],\"reason\":\"\",\"round\":1,\"scores\":[0,0],"
		"\"turn\":1,\"vote_by\":0}" };
	struct tg    *t = tg_new(2, 1, NULL);
	struct pb_err err;
	unsigned char seed[32] = { 0 };
	json_t       *o, *canon = NULL;
	void         *s = NULL;
	size_t        i;

	for (i = 0; i < PB_NELEM(bad); i++) {
		o = json_loads(bad[i], 0, NULL);
		ck_assert_msg(tiny_ops.create(t->pack, o, 3, seed, &s, &canon, &err) == PB_EDATA,
		    "%s", bad[i]);
		ck_assert_ptr_null(s);
		json_decref(o);
	}
	o = json_object();
	ck_assert(tiny_ops.create(t->pack, o, 1, seed, &s, &canon, &err) == PB_EDATA);
	ck_assert(tiny_ops.create(t->pack, o, 7, seed, &s, &canon, &err) == PB_EDATA);
	ck_assert_ptr_null(canon);
	json_decref(o);
	for (i = 0; i < PB_NELEM(saves); i++)
		ck_assert_msg(tiny_ops.load(t->pack, t->canon, 2, seed, saves[i], &s, &err)
		        == PB_EDATA,
		    "%s", saves[i]);
	ck_assert_ptr_null(s);
	tg_free(t);
}
END_TEST

/* testgame-1.3: packs refused; the summary and game_pack_check() */
START_TEST(test_pack)
{
	static const char *const bad[] = { "[card a]\ncolour = red\n",
		"[thing a]\nname = A\n", "[card a]\nname = A\npoints = -1\n",
		"[card a]\nname = A\n[card b]\nname = B\n", "[card a]\npoints = 1\n" };
	struct pb_err err;
	json_t       *sum;
	char         *text = pack_text();
	size_t        i;

	for (i = 0; i < PB_NELEM(bad); i++) {
		err.rc = PB_OK;
		ck_assert_msg(game_pack_check(&tiny_ops, bad[i], &err) == NULL, "%s", bad[i]);
		ck_assert_int_eq(err.rc, PB_EDATA);
	}
	ck_assert_ptr_nonnull(sum = game_pack_check(&tiny_ops, text, &err));
	ck_assert_int_eq(json_integer_value(json_object_get(sum, "cards")), 8);
	json_decref(sum);
	free(text);
}
END_TEST

/* ---- 2: commands ------------------------------------------------- */

/* testgame-2.1: turns in order, rounds counted from the first seat */
START_TEST(test_turns)
{
	struct tg               *t = tg_new(3, 2, "{\"rounds\":\"2\",\"first\":\"2\"}");
	const struct tiny_state *s = tiny_game_state(t->s);

	ck_assert_int_eq(s->turn, 2);
	ck_assert_str_eq(tiny_ops.decision(t->s, 2), "turn");
	ck_assert_ptr_null(tiny_ops.decision(t->s, 1));
	refused(t, 1, "pass", "It is not your turn.");
	refused(t, 2, "pass now", NULL);
	refused(t, 2, "dance", "Unknown command: dance.");
	must(t, 2, "play");
	ck_assert_int_eq(s->turn, 3);
	ck_assert_int_eq(s->nplayed, 1);
	ck_assert_int_gt(s->score[2] + 1, 0);
	must(t, 3, "pass");
	must(t, 1, "pass");
	ck_assert_int_eq(s->round, 2);
	must(t, 2, "pass");
	must(t, 3, "pass");
	must(t, 1, "pass");
	ck_assert_str_eq(tiny_ops.status(t->s), "ended");
	ck_assert_str_eq(s->reason, "rounds");
	refused(t, 1, "pass", "The game has ended.");
	tg_free(t);
}
END_TEST

/* testgame-2.2: play names the card held; in Spanish by its name there */
START_TEST(test_play_card)
{
	struct tg               *t = tg_new(2, 3, NULL);
	const struct tiny_state *s = tiny_game_state(t->s);
	const struct tiny_card  *mine = &s->pack->card[s->hand[1]];
	const struct tiny_card  *other = &s->pack->card[s->hand[2]];
	struct lang_dict        *d = lang_dict_new("es");
	struct lex_line         *l;
	struct game_result       res = { 0 };
	struct pb_err            err;
	char                    *line;
	int                      changed = 0;

	line = pb_asprintf("play %s", other->name[0]);
	refused(t, 1, line, "That is not your card.");
	free(line);
	lang_dict_table(d, tiny_ops.words);
	tiny_ops.names(t->s, "es", d);
	line = pb_asprintf("juega %s", mine->name[2]);
	ck_assert(lex_line(line, &l, &err) == PB_OK);
	lang_translate(d, l, &changed);
	ck_assert(changed);
	ck_assert_str_eq(l->argv[0], "play");
	ck_assert_int_eq(tiny_ops.apply(t->s, 1, l, &res, &err), PB_OK);
	ck_assert_int_eq(res.broadcast, 1);
	ck_assert_ptr_nonnull(strstr(res.event, mine->name[0]));
	game_result_clear(&res);
	lex_free(l);
	free(line);
	lang_dict_free(d);
	tg_free(t);
}
END_TEST

/* testgame-2.3: peek: the peeker reads the card, the peeked seat alone
 * gets a notice and a mail, nobody else anything */
START_TEST(test_peek)
{
	struct tg               *t = tg_new(3, 4, NULL);
	const struct tiny_state *s = tiny_game_state(t->s);
	struct game_result       res = { 0 };
	struct pb_err            err;
	int                      k;

	refused(t, 1, "peek 1", "You know your own card.");
	refused(t, 1, "peek 4", "There is no Player 4.");
	refused(t, 1, "peek", NULL);
	ck_assert_int_eq(try(t->s, 1, "peek 3", &res, &err), PB_OK);
	ck_assert_ptr_nonnull(strstr(res.text, s->pack->card[s->hand[3]].name[0]));
	ck_assert_ptr_null(res.event);
	ck_assert_int_eq(res.broadcast, 0);
	ck_assert_uint_eq(res.mail, GAME_MAIL(3));
	for (k = 0; k <= GAME_MAX_SEATS; k++)
		if (k != 3)
			ck_assert_ptr_null(res.notice[k]);
	ck_assert_str_eq(res.notice[3], "Player 1 looked at your card.");
	game_result_clear(&res);
	refused(t, 1, "peek 2", "You have peeked already this turn.");
	must(t, 1, "pass");
	must(t, 2, "peek 1");
	tg_free(t);

	t = tg_new(2, 4, "{\"variant\":\"nopeek\"}");
	refused(t, 1, "peek 2", "Peeking is off in this game.");
	tg_free(t);
}
END_TEST

/* testgame-2.4: a vote: every seat a secret ballot, the last reveals;
 * a majority of yes ends the game, else it goes on */
START_TEST(test_vote)
{
	struct tg               *t = tg_new(3, 5, NULL);
	const struct tiny_state *s = tiny_game_state(t->s);
	struct game_result       res = { 0 };
	struct pb_err            err;
	int                      k;

	refused(t, 1, "vote yes", "No vote is open.");
	must(t, 1, "call");
	for (k = 1; k <= 3; k++)
		ck_assert_str_eq(tiny_ops.decision(t->s, k), "ballot");
	refused(t, 1, "pass", "A vote is open: wait until every ballot is in.");
	refused(t, 2, "vote maybe", "Vote yes or vote no.");
	ck_assert_int_eq(try(t->s, 2, "vote yes", &res, &err), PB_OK);
	ck_assert_str_eq(res.ballot, "yes");
	ck_assert_int_eq(res.reveal_ballots, 0);
	ck_assert_ptr_null(res.event);
	game_result_clear(&res);
	refused(t, 2, "vote no", "You have voted already.");
	ck_assert_ptr_null(tiny_ops.decision(t->s, 2));
	must(t, 1, "vote no");
	ck_assert_int_eq(try(t->s, 3, "vote no", &res, &err), PB_OK);
	ck_assert_str_eq(res.ballot, "no");
	ck_assert_int_eq(res.reveal_ballots, 1);
	ck_assert_int_eq(res.broadcast, 1);
	ck_assert_str_eq(res.event, "Every ballot is in: 1 yes, 2 no.\nThe game goes on.");
	game_result_clear(&res);
	ck_assert_int_eq(s->turn, 1);
	refused(t, 1, "call", "You have called a vote already this turn.");
	must(t, 1, "pass");
	must(t, 2, "call");
	must(t, 1, "vote yes");
	must(t, 2, "vote yes");
	must(t, 3, "vote no");
	ck_assert_str_eq(tiny_ops.status(t->s), "ended");
	ck_assert_str_eq(s->reason, "vote");
	tg_free(t);

	t = tg_new(2, 5, "{\"variant\":\"novote,nopeek\"}");
	refused(t, 1, "call", "Votes are off in this game.");
	tg_free(t);
}
END_TEST

/* testgame-2.5: the moderator: remove a seat (its turn passes, an open
 * vote may close), end, abandon; refusals change nothing */
START_TEST(test_moderate)
{
	struct tg               *t = tg_new(3, 6, NULL);
	const struct tiny_state *s = tiny_game_state(t->s);
	struct game_result       res = { 0 };
	json_t                  *v;
	char                    *before, *after;

	before = tiny_ops.save(t->s);
	ck_assert_int_eq(moderate(t, "remove 4", &res), PB_EDATA);
	ck_assert_int_eq(moderate(t, "kick 1", &res), PB_EDATA);
	ck_assert_int_eq(moderate(t, "end now", &res), PB_EDATA);
	after = tiny_ops.save(t->s);
	ck_assert_str_eq(before, after);
	free(before);
	free(after);
	must(t, 1, "call");
	must(t, 1, "vote yes");
	must(t, 2, "vote yes");
	ck_assert_int_eq(moderate(t, "remove 3", &res), PB_OK);
	ck_assert_int_eq(res.reveal_ballots, 1);
	ck_assert_str_eq(tiny_ops.status(t->s), "ended");
	ck_assert_str_eq(s->reason, "vote");
	game_result_clear(&res);
	ck_assert_int_eq(moderate(t, "end", &res), PB_EDATA);
	tg_free(t);

	t = tg_new(3, 6, NULL);
	s = tiny_game_state(t->s);
	ck_assert_int_eq(moderate(t, "remove 1", &res), PB_OK);
	ck_assert_int_eq(s->turn, 2);
	ck_assert_ptr_null(tiny_ops.decision(t->s, 1));
	refused(t, 1, "pass", NULL);
	game_result_clear(&res);
	ck_assert_int_eq(moderate(t, "remove 3", &res), PB_OK);
	ck_assert_str_eq(s->reason, "alone");
	game_result_clear(&res);
	tg_free(t);

	t = tg_new(2, 6, NULL);
	ck_assert_int_eq(moderate(t, "abandon", &res), PB_OK);
	ck_assert_int_eq(res.broadcast, 1);
	v = tiny_ops.view(t->s, GAME_VIEW_PUBLIC, NULL);
	ck_assert_int_eq(json_array_size(json_object_get(v, "winners")), 0);
	json_decref(v);
	game_result_clear(&res);
	tg_free(t);
}
END_TEST

/* testgame-2.6: the default lines apply: pass a turn, vote no */
START_TEST(test_defaults)
{
	struct tg *t = tg_new(2, 9, NULL);
	char      *line;

	ck_assert_ptr_null(tiny_ops.default_line(t->s, 2, 0));
	line = tiny_ops.default_line(t->s, 1, 0);
	ck_assert_str_eq(line, "pass");
	ck_assert_ptr_null(tiny_ops.default_line(t->s, 1, 1));
	must(t, 1, line);
	free(line);
	must(t, 2, "call");
	line = tiny_ops.default_line(t->s, 1, 0);
	ck_assert_str_eq(line, "vote no");
	must(t, 1, line);
	free(line);
	tg_free(t);
}
END_TEST

/* ---- 3: views ---------------------------------------------------- */

/* leaks - does the view's text name card (in any language)? */

static int
leaks(json_t *view, const struct tiny_pack *p, int card)
{
	char *text = json_dumps(view, JSON_COMPACT), *q;
	int   lang, found = 0;

	for (lang = 0; lang < LANG_N && !found; lang++) {
		q = pb_asprintf("\"%s\"", tiny_name(p, card, lang));
		found = strstr(text, q) != NULL;
		free(q);
	}
	free(text);
	return (found);
}

/* check_views - no view shows a card held by another seat, nor another
 * seat's ballot; "me" only in a seat's view, "seats" only in all */

static void
check_views(struct tg *t)
{
	static const char *const locales[] = { "en", "it", "es" };
	const struct tiny_state *s = tiny_game_state(t->s);
	json_t                  *v;
	char                    *h;
	int                      r, k, i, b;

	for (i = 0; i < LANG_N; i++)
		for (r = 0; r <= t->n; r++) {
			v = tiny_ops.view(t->s, r, locales[i]);
			for (k = 1; k <= t->n; k++)
				if (k != r && s->hand[k] != TINY_NOCARD)
					ck_assert_msg(!leaks(v, s->pack, s->hand[k]),
					    "seat %d reads the card of %d", r, k);
			for (k = 0; k < s->ndeck; k++)
				ck_assert(!leaks(v, s->pack, s->deck[k]));
			ck_assert((json_object_get(v, "me") != NULL) == (r > 0));
			ck_assert_ptr_null(json_object_get(v, "seats"));
			for (k = 1, b = 0; k <= t->n; k++)
				b += s->ballot[k] != TINY_NONE && k != r;
			if (b > 0) { /* others' ballots appear nowhere */
				h = json_dumps(v, JSON_COMPACT);
				ck_assert(strstr(h, "\"ballot\"") == NULL || r > 0);
				free(h);
			}
			json_decref(v);
			h = tiny_ops.headline(t->s, r, locales[i]);
			ck_assert(h[0] != '\0');
			free(h);
		}
	v = tiny_ops.view(t->s, GAME_VIEW_ALL, NULL);
	ck_assert_int_eq(json_array_size(json_object_get(v, "seats")), (size_t)t->n);
	json_decref(v);
}

/* testgame-3.1: views at the start, after a peek and during a vote */
START_TEST(test_views)
{
	struct tg *t = tg_new(4, 10, NULL);
	char      *en, *it;

	check_views(t);
	must(t, 1, "peek 2");
	check_views(t);
	must(t, 1, "call");
	must(t, 3, "vote yes");
	check_views(t);
	en = tiny_ops.headline(t->s, 3, "en");
	it = tiny_ops.headline(t->s, 1, "it");
	ck_assert_str_eq(en, "Round 1, a vote called by Player 1");
	ck_assert_str_eq(it, "Tocca a te votare");
	free(en);
	free(it);
	tg_free(t);
}
END_TEST

/* ---- 4: help ----------------------------------------------------- */

/* offered_ok - every command help offers seat is one apply accepts */

static void
offered_ok(struct tg *t, int seat)
{
	json_t            *h = tiny_ops.help(t->s, seat, "en", NULL), *e;
	struct game_result res;
	struct pb_err      err;
	size_t             i;
	int                k, ok;
	void              *c;
	char              *line;

	json_array_foreach(h, i, e)
	{
		const char *usage = json_string_value(json_object_get(e, "usage"));

		ok = 0;
		for (k = 1; k <= (strstr(usage, "SEAT") ? t->n : 1) && !ok; k++) {
			line = strstr(usage, "SEAT") ? pb_asprintf("peek %d", k) : pb_strdup(usage);
			c = tg_copy(t);
			memset(&res, 0, sizeof(res));
			ok = try(c, seat, line, &res, &err) == PB_OK;
			game_result_clear(&res);
			tiny_ops.free(c);
			free(line);
		}
		ck_assert_msg(ok, "help offers %s to seat %d, apply refuses it: %s", usage, seat,
		    err.msg);
	}
	json_decref(h);
}

/* accepted_offered - what apply accepts, help offers */

static void
accepted_offered(struct tg *t, int seat)
{
	static const char *const lines[] = { "play", "pass", "peek 1", "peek 2", "peek 3", "call",
		"vote yes", "vote no" };
	json_t            *h = tiny_ops.help(t->s, seat, "en", NULL), *e;
	struct game_result res;
	struct pb_err      err;
	size_t             i, j;
	void              *c;
	int                found;

	for (i = 0; i < PB_NELEM(lines); i++) {
		c = tg_copy(t);
		memset(&res, 0, sizeof(res));
		if (try(c, seat, lines[i], &res, &err) == PB_OK) {
			found = 0;
			json_array_foreach(h, j, e)
			found |= strncmp(lines[i], json_string_value(json_object_get(e, "word")),
			             strlen(json_string_value(json_object_get(e, "word"))))
			    == 0;
			ck_assert_msg(found, "seat %d may %s, help does not say so", seat, lines[i]);
		}
		game_result_clear(&res);
		tiny_ops.free(c);
	}
	json_decref(h);
}

/* testgame-4.1: help on one word, in three languages; none for a non-word */
START_TEST(test_help_word)
{
	struct tg  *t = tg_new(2, 11, NULL);
	json_t     *h;
	const char *loc[] = { "en", "it", "es" };
	int         i;

	for (i = 0; i < 3; i++) {
		h = tiny_ops.help(t->s, 2, loc[i], "vote");
		ck_assert_int_eq(json_array_size(h), 2);
		ck_assert_ptr_nonnull(json_object_get(json_array_get(h, 0), "more"));
		ck_assert_ptr_null(json_object_get(json_array_get(h, 1), "more"));
		json_decref(h);
	}
	h = tiny_ops.help(t->s, 1, "it", "play");
	ck_assert_str_eq(json_string_value(json_object_get(json_array_get(h, 0), "usage")), "gioca");
	json_decref(h);
	h = tiny_ops.help(t->s, 1, "en", "dance");
	ck_assert_int_eq(json_array_size(h), 0);
	json_decref(h);
	h = tiny_ops.help(t->s, 2, "en", NULL); /* not its turn: nothing */
	ck_assert_int_eq(json_array_size(h), 0);
	json_decref(h);
	tg_free(t);
}
END_TEST

/* ---- 5: bots ----------------------------------------------------- */

/* bot_step - one random move of a seat help offers something to (from a
 * random seat on), or of the moderator now and then; 0 when nobody can
 * move */

static int
bot_step(struct tg *t, struct pb_rng *rng)
{
	struct game_result res = { 0 };
	struct pb_err      err;
	json_t            *h;
	const char        *usage;
	char              *line;
	int                i, k, seat, start = (int)pb_rng_below(rng, (uint32_t)t->n), done = 0;

	if (pb_rng_below(rng, 200) == 0) {
		line = pb_asprintf("remove %u", 1 + pb_rng_below(rng, (uint32_t)t->n));
		(void)moderate(t, line, &res);
		game_result_clear(&res);
		free(line);
		return (1);
	}
	for (i = 0; i < t->n && !done; i++) {
		seat = (start + i) % t->n + 1;
		h = tiny_ops.help(t->s, seat, "en", NULL);
		if (json_array_size(h) == 0) {
			json_decref(h);
			continue;
		}
		usage = json_string_value(json_object_get(
		    json_array_get(h, pb_rng_below(rng, (uint32_t)json_array_size(h))), "usage"));
		if (strstr(usage, "SEAT") == NULL)
			must(t, seat, usage);
		for (k = 0; strstr(usage, "SEAT") != NULL && k < t->n; k++) {
			line = pb_asprintf("peek %d", (start + k) % t->n + 1);
			if (try(t->s, seat, line, &res, &err) == PB_OK)
				k = t->n; /* done; else a seat without a card, or its own */
			game_result_clear(&res);
			free(line);
		}
		json_decref(h);
		done = 1;
	}
	return (done);
}

/* any_line - a random line, legal now or not: a refusal must change
 * nothing, whoever sends it */

static void
any_line(struct tg *t, struct pb_rng *rng)
{
	static const char *const lines[] = { "play", "play fox", "play bear", "pass", "pass on",
		"peek 1", "peek 2", "peek 3", "peek 7", "peek", "call", "call now", "vote yes",
		"vote no", "vote maybe", "dance", "play Lynx" };
	struct game_result res = { 0 };
	struct pb_err      err;
	const char        *line = lines[pb_rng_below(rng, PB_NELEM(lines))];
	char              *before = tiny_ops.save(t->s), *after;
	void              *c = tg_copy(t);
	int                seat = (int)pb_rng_below(rng, (uint32_t)t->n + 2); /* 0, n+1 too */

	if (try(c, seat, line, &res, &err) != PB_OK) {
		after = tiny_ops.save(c);
		ck_assert_msg(strcmp(before, after) == 0, "%d: %s refused, yet changed the game",
		    seat, line);
		free(after);
	}
	game_result_clear(&res);
	tiny_ops.free(c);
	free(before);
}

/* testgame-5.1: 1000 seeds, 2 to 6 seats, random options: every game
 * ends; at every step the invariants, the save round trip and the
 * atomicity of a refusal (any_line) hold, and on a tenth of the games
 * the views' privacy and help's honesty */
START_TEST(test_bots)
{
	static const char *const variants[] = { "", "novote", "nopeek", "novote,nopeek" };
	struct pb_rng rng;
	unsigned char seed[32];
	struct tg    *t;
	unsigned      n;
	char         *opts, *a, *b;
	void         *c;
	int           steps, k, ended = 0;

	for (n = 0; n < 1000; n++) {
		seed_of(n + 1000, seed);
		pb_rng_init(&rng, seed, 0);
		opts = pb_asprintf("{\"rounds\":\"%u\",\"variant\":\"%s\",\"first\":\"%s\"}",
		    1 + pb_rng_below(&rng, 4), variants[pb_rng_below(&rng, 4)],
		    pb_rng_below(&rng, 2) ? "random" : "1");
		t = tg_new(2 + (int)pb_rng_below(&rng, 5), n, opts);
		for (steps = 0; steps < 500 && strcmp(tiny_ops.status(t->s), "ended") != 0; steps++) {
			ck_assert(tiny_state_check(tiny_game_state(t->s)));
			if (n % 10 == 0) { /* the costly checks on a tenth of the games */
				check_views(t);
				for (k = 1; k <= t->n; k++) {
					offered_ok(t, k);
					accepted_offered(t, k);
				}
			}
			any_line(t, &rng);
			c = tg_copy(t);
			a = tiny_ops.save(t->s);
			b = tiny_ops.save(c);
			ck_assert_str_eq(a, b);
			free(a);
			free(b);
			tiny_ops.free(c);
			ck_assert_msg(bot_step(t, &rng), "seed %u: nobody can move", n);
		}
		ck_assert_msg(strcmp(tiny_ops.status(t->s), "ended") == 0, "seed %u never ends", n);
		for (k = 1; k <= t->n; k++)
			ck_assert_ptr_null(tiny_ops.decision(t->s, k));
		check_views(t);
		ended++;
		tg_free(t);
		free(opts);
	}
	ck_assert_int_eq(ended, 1000);
}
END_TEST

/* ---- 6: the registry --------------------------------------------- */

/* testgame-6.1: registered at run time, found by kind, its decisions
 * known to the arbiter; a second registration refused */
START_TEST(test_registry)
{
	struct pb_err err;
	char         *kinds;

	ck_assert_ptr_null(game_find("tiny"));
	ck_assert(!game_kind_known("ballot")); /* Dead of Winter has none */
	ck_assert_int_eq(game_register(&tiny_ops, &err), PB_OK);
	ck_assert(game_kind_known("ballot"));
	ck_assert_ptr_eq(game_find("tiny"), &tiny_ops);
	ck_assert_int_eq(game_register(&tiny_ops, &err), PB_EDATA);
	kinds = game_kinds();
	ck_assert_ptr_nonnull(strstr(kinds, "tiny"));
	free(kinds);
	ck_assert_str_eq(game_decision_name(&tiny_ops, "ballot", "it"), "il tuo voto");
	ck_assert_str_eq(game_decision_name(&tiny_ops, "turn", "es"), "tu turno");
	ck_assert(game_option_check(game_option_find(&tiny_ops, "variant"), "nopeek,novote", &err)
	    == PB_OK);
	ck_assert(game_option_check(game_option_find(&tiny_ops, "rounds"), "three", &err)
	    == PB_EDATA);
}
END_TEST

/* testgame_suite - the cases */

static Suite *
testgame_suite(void)
{
	Suite *s = suite_create("testgame");
	TCase *tc = tcase_create("module");

	tcase_add_test(tc, test_roundtrip);
	tcase_add_test(tc, test_refusals);
	tcase_add_test(tc, test_pack);
	tcase_add_test(tc, test_turns);
	tcase_add_test(tc, test_play_card);
	tcase_add_test(tc, test_peek);
	tcase_add_test(tc, test_vote);
	tcase_add_test(tc, test_moderate);
	tcase_add_test(tc, test_defaults);
	tcase_add_test(tc, test_views);
	tcase_add_test(tc, test_help_word);
	tcase_add_test(tc, test_bots);
	suite_add_tcase(s, tc);
	tc = tcase_create("registry");
	tcase_add_test(tc, test_registry);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (test_main(testgame_suite));
}
