/*++
/* NAME
/*	check_dow_lang 1
/* SUMMARY
/*	Dead of Winter: the pack's Italian and Spanish overlays
/* SYNOPSIS
/*	tests/check_dow_lang
/* DESCRIPTION
/*	Test ids:
/*	dowlang-1.*	overlay errors: each names the file, line and card
/*	dowlang-2.1	an overlay gives a card its words; a key left out
/*			is English; an older pack's name_it is still read
/*	dowlang-3.1	every card of the stock pack has every text in
/*			lang-it.ini, and in lang-es.ini when the file is there
/*	dowlang-3.2	a seat in Italian sees the Italian texts of its
/*			survivors, items, secret and main objective
/*	dowlang-3.3	the stock pack, and it with an older card (name_it,
/*			name_es, continuation lines in a card and in an
/*			overlay), read into the tables main read at c177f18
/*			(session 32 changed how): the SHA-256 of a dump of
/*			every field of every card, its translations in
/*			their order, the geometry and the deck.  A change
/*			to content/dow changes the digests: check that the
/*			change is the content's, then take the new ones the
/*			failure prints.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pack.h"
#include "core/pb.h"
#include "games/dow/dow.h"
#include "testrun.h"

/* A pack of 8 survivors, a crisis and a main objective: the least the
 * loader takes; OVERLAY follows it. */
#define SURV(id, n)                                                                                \
	"[survivor " id "]\nname = " id "\noccupation = Cook\ninfluence = " n                      \
	"\nattack = 2\nsearch = 2\nability = Once per round, cook.\npassive = free barricade\n"
#define SURVS                                                                                      \
	SURV("a", "1")                                                                             \
	SURV("b", "2") SURV("c", "3") SURV("d", "4") SURV("e", "5") SURV("f", "6") SURV("g", "7")  \
	    SURV("h", "8")
#define CRISIS                                                                                     \
	"[crisis cold]\nname = Cold\neffect = Lose 1 morale.\nprevent = fuel\nfail = morale -1\n"
#define MAIN                                                                                       \
	"[main m]\nname = Main\nmorale = 5\nrounds = 6\nexpert_morale = 4\nexpert_rounds = 5\n"    \
	"victory = Win.\nexpert_victory = Win all.\nwin = morale >= 1\nexpert_win = morale >= 1\n"
#define SECRET "[secret s]\nname = Hoard\ngoal = Keep it.\nwin = main\n"
#define BASE "[file base.ini]\n" SURVS CRISIS MAIN SECRET
#define OVERLAY "[file lang-it.ini]\n; Italian\n"

static const struct {
	const char *label;
	const char *text;
	const char *want; /* substring of the error */
} bad[] = {
	{ "dowlang-1.1 no such card", BASE OVERLAY "[it survivor zz]\nname = Zeta\n",
	    "lang-it.ini:3: [it survivor zz]: name translates no card" },
	{ "dowlang-1.2 unknown key", BASE OVERLAY "[it survivor a]\ncolour = rosso\n",
	    "lang-it.ini:3: [it survivor a]: unknown key colour" },
	{ "dowlang-1.3 a data key", BASE OVERLAY "[it survivor a]\ninfluence = 9\n",
	    "lang-it.ini:3: [it survivor a]: influence is a data key" },
	{ "dowlang-1.4 an effect key", BASE OVERLAY "[it crisis cold]\nfail = morale -2\n",
	    "lang-it.ini:3: [it crisis cold]: fail is a data key" },
	{ "dowlang-1.5 unknown language", BASE OVERLAY "[fr survivor a]\nname = Aa\n",
	    "lang-it.ini:3: [fr survivor a]: an overlay's language is it or es" },
	{ "dowlang-1.6 unknown type", BASE OVERLAY "[it monster a]\nname = Aa\n",
	    "lang-it.ini:3: [it monster a]: unknown card type" },
	{ "dowlang-1.7 a text the card lacks",
	    BASE OVERLAY "[it crisis cold]\noptional = Di più.\n",
	    "lang-it.ini:3: [it crisis cold]: optional translates nothing" },
	{ "dowlang-1.8 translated twice",
	    BASE OVERLAY "[it survivor a]\nname = Aa\n[it survivor b]\nname = Bb\n"
	                 "[it survivor a]\nname = Ab\n",
	    "[it survivor a]: name is translated twice" },
	{ "dowlang-1.9 the wrong objective type", BASE OVERLAY "[it betrayal s]\nname = Ss\n",
	    "lang-it.ini:3: [it betrayal s]: name translates no card" },
	{ "dowlang-1.10 name_it in an overlay", BASE OVERLAY "[it survivor a]\nname_it = Aa\n",
	    "[it survivor a]: name_it: in an overlay the card's name is \"name\"" },
	{ "dowlang-1.11 one Italian name, two types",
	    BASE OVERLAY "[it survivor a]\nname = Freddo\n[it crisis cold]\nname = freddo\n",
	    "[crisis cold]: its name in it, \"freddo\", is also a card of another type" },
};

START_TEST(overlay_errors)
{
	struct dow_pack *p = NULL;
	struct pb_err    err;

	/* dowlang-1.*: each error names the file, line and card. */
	ck_assert_msg(dow_pack_parse(bad[_i].text, &p, &err) == PB_EDATA, "%s", bad[_i].label);
	ck_assert_msg(
	    strstr(err.msg, bad[_i].want) != NULL, "%s: got \"%s\"", bad[_i].label, err.msg);
	ck_assert_ptr_null(p);
}
END_TEST

START_TEST(overlay_words)
{
	static const char text[] =
	    BASE OVERLAY "[it survivor a]\nname = Aldo\nability = Una volta per round,\n  cucina.\n"
	                 "[it main m]\nexpert_victory = Vinci.\n"
	                 "[file old.ini]\n[survivor z]\nname = Zed\nname_es = Zeta\ninfluence = 9\n"
	                 "attack = 2\nsearch = 2\nability = x\npassive = free barricade\n";
	const struct dow_survivor *a, *z;
	const struct dow_main     *m;
	struct dow_pack           *p;
	struct pb_err              err;

	/* dowlang-2.1: the words of a card; a continuation line joins with
	 * one space; what the overlay leaves out is English; the data stay. */
	ck_assert_msg(dow_pack_parse(text, &p, &err) == PB_OK, "%s", err.msg);
	a = &p->surv[0];
	z = &p->surv[8];
	m = &p->main[0];
	ck_assert_str_eq(dow_name_in(&a->n, 1), "Aldo");
	ck_assert_str_eq(dow_name_in(&a->n, 2), "a");
	ck_assert_str_eq(dow_name_in(&a->n, 0), "a");
	ck_assert_str_eq(dow_card_text(&a->n, &a->ability, 1), "Una volta per round, cucina.");
	ck_assert_str_eq(dow_card_text(&a->n, &a->ability, 0), "Once per round, cook.");
	ck_assert_str_eq(dow_card_text(&a->n, &a->occupation, 1), "Cook");
	ck_assert_str_eq(dow_card_text(&m->n, &m->side[1].victory, 1), "Vinci.");
	ck_assert_ptr_null(dow_card_text(&m->n, &m->side[0].setup, 1));
	ck_assert_int_eq(a->influence, 1);
	/* An older pack's name_es is its Spanish name. */
	ck_assert_str_eq(dow_name_in(&z->n, 2), "Zeta");
	ck_assert_str_eq(dow_name_in(&z->n, 1), "Zed");
	dow_pack_free(p);
}
END_TEST

/* missing - the first text of a card without its translation in lang,
 * NULL when every text it has is translated */

static const char *
missing(const struct dow_names *n, char *const *const *texts, const char *const *keys, int lang)
{
	for (; *keys != NULL; keys++, texts++)
		if (**texts != NULL && dow_card_text(n, *texts, lang) == **texts)
			return (*keys);
	return (NULL);
}

#define CHECK(n, texts, keys, type)                                                                \
	do {                                                                                       \
		const char *k_ = missing(n, texts, keys, lang);                                    \
		ck_assert_msg(k_ == NULL, "dowlang-3.1: [%s %s %s]: %s untranslated",              \
		    lang == 1 ? "it" : "es", type, (n)->id, k_);                                   \
	} while (0)

/* check_lang - every text of every card translated in lang */

static void
check_lang(const struct dow_pack *p, int lang)
{
	static const char *const sk[] = { "occupation", "ability", NULL };
	static const char *const ik[] = { "text", NULL };
	static const char *const ck[] = { "effect", "optional", NULL };
	static const char *const xk[] = { "trigger", "option1", "option2", NULL };
	static const char *const mk[] = { "time", "setup", "victory", "expert_setup",
		"expert_victory", NULL };
	static const char *const ok[] = { "goal", NULL };
	int                      i;

	for (i = 0; i < p->nsurv; i++) {
		const struct dow_survivor *c = &p->surv[i];
		char *const *const         t[] = { &c->occupation, &c->ability };
		CHECK(&c->n, t, sk, "survivor");
	}
	for (i = 0; i < p->nitem; i++) {
		char *const *const t[] = { &p->item[i].text };
		CHECK(&p->item[i].n, t, ik, "item");
	}
	for (i = 0; i < p->ncrisis; i++) {
		const struct dow_crisis *c = &p->crisis[i];
		char *const *const       t[] = { &c->effect, &c->optional };
		CHECK(&c->n, t, ck, "crisis");
	}
	for (i = 0; i < p->nxroads; i++) {
		const struct dow_crossroads *c = &p->xroads[i];
		char *const *const           t[] = { &c->trigger, &c->option1, &c->option2 };
		CHECK(&c->n, t, xk, "crossroads");
	}
	for (i = 0; i < p->nmain; i++) {
		const struct dow_main *c = &p->main[i];
		char *const *const     t[] = { &c->time, &c->side[0].setup, &c->side[0].victory,
			    &c->side[1].setup, &c->side[1].victory };
		CHECK(&c->n, t, mk, "main");
	}
	for (i = 0; i < p->nobj; i++) {
		char *const *const t[] = { &p->obj[i].goal };
		CHECK(&p->obj[i].n, t, ok, "objective");
	}
}

static char *pack_text;

/* load_pack - the stock pack, once */

static const char *
load_pack(void)
{
	struct pb_err err;

	if (pack_text == NULL)
		ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/dow", &pack_text, &err) == PB_OK,
		    "%s", err.msg);
	return (pack_text);
}

START_TEST(stock_complete)
{
	struct dow_pack *p;
	struct pb_err    err;

	/* dowlang-3.1: Italian always; Spanish once lang-es.ini is there. */
	ck_assert_msg(dow_pack_parse(load_pack(), &p, &err) == PB_OK, "%s", err.msg);
	check_lang(p, 1);
	if (access(PB_SRCDIR "/content/dow/lang-es.ini", R_OK) == 0)
		check_lang(p, 2);
	dow_pack_free(p);
}
END_TEST

/* texts_of - every text of every card in lang, one JSON set */

static json_t *
texts_of(const struct dow_pack *p, int lang)
{
	json_t *set = json_object();
	int     i, k;

#define ADD(c, f) json_object_set_new(set, dow_card_text(&(c)->n, &(c)->f, lang), json_true())
	for (i = 0; i < p->nsurv; i++) {
		ADD(&p->surv[i], ability);
		ADD(&p->surv[i], occupation);
	}
	for (i = 0; i < p->nitem; i++)
		ADD(&p->item[i], text);
	for (i = 0; i < p->nobj; i++)
		ADD(&p->obj[i], goal);
	for (i = 0; i < p->nmain; i++)
		for (k = 0; k < 2; k++) {
			ADD(&p->main[i], side[k].setup);
			ADD(&p->main[i], side[k].victory);
		}
#undef ADD
	return (set);
}

/* italian - s is an Italian text of the pack and, long enough to tell,
 * none of its English ones */

static void
italian(json_t *it, json_t *en, json_t *v, const char *what)
{
	const char *s = json_string_value(v);

	ck_assert_msg(s != NULL, "dowlang-3.2: no %s", what);
	ck_assert_msg(
	    json_object_get(it, s) != NULL, "dowlang-3.2: %s \"%s\" is not Italian", what, s);
	ck_assert_msg(strlen(s) < 20 || json_object_get(en, s) == NULL,
	    "dowlang-3.2: %s \"%s\" is English", what, s);
}

START_TEST(seat_sees_italian)
{
	unsigned char    seed[32] = { 0 };
	struct dow_pack *p;
	struct pb_err    err;
	json_t          *opts = json_object(), *canon = NULL, *it, *en, *v, *me, *e;
	void            *g;
	size_t           k;
	int              seat;

	/* dowlang-3.2: a seat in Italian reads its cards in Italian. */
	ck_assert_msg(dow_pack_parse(load_pack(), &p, &err) == PB_OK, "%s", err.msg);
	it = texts_of(p, 1);
	en = texts_of(p, 0);
	seed[0] = (unsigned char)_i;
	ck_assert_msg(game_create(&dow_ops, load_pack(), opts, 4, seed, &g, &canon, &err) == PB_OK,
	    "%s", err.msg);
	for (seat = 1; seat <= 4; seat++) {
		v = dow_ops.view(g, seat, "it");
		me = json_object_get(v, "me");
		json_array_foreach(json_object_get(me, "offered"), k, e)
		{
			italian(it, en, json_object_get(e, "ability"), "ability");
			italian(it, en, json_object_get(e, "occupation"), "occupation");
		}
		json_array_foreach(json_object_get(me, "hand"), k, e)
		    italian(it, en, json_object_get(e, "text"), "item text");
		italian(it, en, json_object_get(json_object_get(me, "secret"), "goal"), "goal");
		e = json_object_get(json_object_get(v, "main_objective"), "victory");
		if (e == NULL)
			e = json_object_get(
			    json_object_get(json_object_get(v, "public"), "main_objective"),
			    "victory");
		italian(it, en, e, "main objective");
		json_decref(v);
	}
	game_free(&dow_ops, g);
	json_decref(it);
	json_decref(en);
	json_decref(opts);
	json_decref(canon);
	dow_pack_free(p);
}
END_TEST

/* dump_names - a card's id, names, flags and translations (in their
 * order in the list) */

static void
dump_names(struct pb_buf *b, const char *type, const struct dow_names *n)
{
	const struct dow_tr *t;

	pb_buf_printf(b, "[%s %s] name={%s} flags=%u\n", type, n->id, n->name, n->flags);
	for (t = n->tr; t != NULL; t = t->next)
		pb_buf_printf(b, "  tr %d @%zu {%s}\n", t->lang, t->off, t->text);
}

#define S(x) ((x) != NULL ? (x) : "(null)")

/* dump_side - one side of a main objective */

static void
dump_side(struct pb_buf *b, const struct dow_side *d)
{
	pb_buf_printf(b, "  side %d %d %d %d %d {%s} {%s} %d\n", d->morale, d->rounds,
	    d->zombies_colony, d->zombies_locations, d->helpless, S(d->setup), S(d->victory),
	    d->kill_die);
}

/* pack_digest - hex SHA-256 of a dump of the parsed pack's tables */

static void
pack_digest(const struct dow_pack *p, char hex[65])
{
	struct pb_buf b;
	unsigned char h[crypto_hash_sha256_BYTES];
	int           i;

	pb_buf_init(&b);
	pb_buf_printf(&b, "pack {%s} {%s} rev %d\n", S(p->name), S(p->version), p->rev);
	for (i = 0; i < p->nsurv; i++) {
		dump_names(&b, "survivor", &p->surv[i].n);
		pb_buf_printf(&b, "  {%s} {%s} %d %d %d %d %d %d\n", S(p->surv[i].occupation),
		    S(p->surv[i].ability), p->surv[i].influence, p->surv[i].attack,
		    p->surv[i].search, p->surv[i].where, p->surv[i].die, p->surv[i].once);
	}
	for (i = 0; i < p->nitem; i++) {
		dump_names(&b, "item", &p->item[i].n);
		pb_buf_printf(&b, "  {%s} %d %d %d %d %d\n", S(p->item[i].text), p->item[i].type,
		    p->item[i].deck, p->item[i].kind, p->item[i].copies, p->item[i].food);
	}
	for (i = 0; i < p->ncrisis; i++) {
		dump_names(&b, "crisis", &p->crisis[i].n);
		pb_buf_printf(&b, "  {%s} {%s} %d\n", S(p->crisis[i].effect),
		    S(p->crisis[i].optional), p->crisis[i].prevent);
	}
	for (i = 0; i < p->nxroads; i++) {
		dump_names(&b, "crossroads", &p->xroads[i].n);
		pb_buf_printf(&b, "  {%s} {%s} {%s}\n", S(p->xroads[i].trigger),
		    S(p->xroads[i].option1), S(p->xroads[i].option2));
	}
	for (i = 0; i < p->nmain; i++) {
		dump_names(&b, "main", &p->main[i].n);
		pb_buf_printf(&b, "  {%s}\n", S(p->main[i].time));
		dump_side(&b, &p->main[i].side[0]);
		dump_side(&b, &p->main[i].side[1]);
	}
	for (i = 0; i < p->nobj; i++) {
		dump_names(&b, "objective", &p->obj[i].n);
		pb_buf_printf(&b, "  {%s} %d\n", S(p->obj[i].goal), p->obj[i].kind);
	}
	for (i = 0; i < DOW_NLOCS; i++)
		pb_buf_printf(&b, "loc %d %d %d\n", p->loc[i].spaces, p->loc[i].entrance_spaces,
		    p->loc[i].entrances);
	for (i = 0; i < p->ninst; i++)
		pb_buf_printf(&b, "%d%c", p->inst[i], i + 1 < p->ninst ? ' ' : '\n');
	crypto_hash_sha256(h, (const unsigned char *)b.s, b.len);
	sodium_bin2hex(hex, 65, h, sizeof(h));
	pb_buf_free(&b);
}

/* An older card, after the stock pack: names in the card, continued
 * lines in the card and in its overlay. */
#define OLD_CARD                                                                                   \
	"[file zz-old.ini]\n[survivor zz-old]\nname = Old Timer\nname_it = Vecchio\n"              \
	"  Saggio\nname_es = Viejo\ninfluence = 97\nattack = 3\nsearch = 3\n"                      \
	"ability = Once per round\n  he remembers.\npower = heal near\n  1\n"                      \
	"[it survivor zz-old]\nability = Una volta per round\n  ricorda.\n  Sempre.\n"

START_TEST(stock_tables)
{
	/* dowlang-3.3: digests of main at c177f18 (session 31's merge). */
	static const char *const want[2] = {
		"eb2c80a271ed9ef1c7c7f253918227bce7495c3a4ce4c324db8d25be2f5042ab",
		"5fb8ef5cf5eecfdd2da374c7fe991e442abdb01e89f466823f96b316caf902e6",
	};
	struct dow_pack *p;
	struct pb_err    err;
	char            *text, hex[65];

	text = _i ? pb_asprintf("%s%s", load_pack(), OLD_CARD) : pb_strdup(load_pack());
	ck_assert_msg(dow_pack_parse(text, &p, &err) == PB_OK, "%s", err.msg);
	pack_digest(p, hex);
	ck_assert_msg(strcmp(hex, want[_i]) == 0, "pack %d: tables %s, not %s", _i, hex, want[_i]);
	dow_pack_free(p);
	free(text);
}
END_TEST

static Suite *
dow_lang_suite(void)
{
	Suite *s = suite_create("dow_lang");
	TCase *t = tcase_create("overlay");

	tcase_add_loop_test(t, overlay_errors, 0, PB_NELEM(bad));
	tcase_add_test(t, overlay_words);
	tcase_add_test(t, stock_complete);
	tcase_add_loop_test(t, seat_sees_italian, 0, 4);
	tcase_add_loop_test(t, stock_tables, 0, 2);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	int rc = test_main(dow_lang_suite);

	free(pack_text);
	return (rc);
}
