/*++
/* NAME
/*	check_lang 1
/* SUMMARY
/*	players' languages: words to English, message catalogues
/* SYNOPSIS
/*	tests/check_core (suite lang)
/* DESCRIPTION
/*	Test ids:
/*
/*	lang-1.1 .. 1.24	lang_translate() with the Dead of Winter
/*				dictionary: Italian and Spanish commands,
/*				accents and case folded, English words mixed
/*				in, prepositions scoped to their command,
/*				elisions, quoted names, an English seat left
/*				alone; each result also survives lang_line()
/*				and lex_line() unchanged (the move log)
/*	lang-2.1 .. 2.8		lang_message(): captures, a capture translated
/*				in turn, no match, English, lang_fold()
/*	lang-4.1 .. 4.11	lang_text(): a journal's sentences one by one,
/*				lines kept, plurals both ways, a location
/*				with its article, a card's text left whole
/*				(the sentences after it too), a list between
/*				"; ", the most particular entry, %#N numbers
/*	lang-3.1 .. 3.3		the catalogue: every translation keeps the
/*				placeholders of its English text; HELP of
/*				every command of the game is translated, with
/*				its full explanation, in both languages; the
/*				pack's Italian card names reach the dictionary
/*	lang-4.1 .. 4.4		lang_distance(): letters put in, taken out,
/*				changed, two neighbours swapped
/*	lang-4.5 .. 4.14	lang_nearest(): the candidate clearly
/*				closest, folded; strict (command words): one
/*				edit from 5 letters, two from 8, a short word
/*				only by a swap ("good" is not "food"); loose
/*				(names) from 3 letters; two as close give
/*				none unless their keys are one
/*	lang-4.15		lang_dict_word(): one-word phrases without a
/*				scope only
/*	lang-5.1 .. 5.4		lang_localise(): an example in the words of
/*				the locale, scopes kept ("a" is "to" after
/*				move, "at" after play), card names too, and
/*				read back by lang_translate()
/*--*/

/* System. */
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
#include "games/dow/dow.h"

/* Local. */
#include "suites.h"

struct tr_case {
	const char *id;
	const char *label;
	const char *locale;
	const char *line;
	const char *want; /* lang_line() of the result */
	int         changed;
};

static const struct tr_case tr_cases[] = {
	{ "lang-1.1", "Italian move", "it", "muovi Forest Plum alla stazione di polizia",
	    "move forest plum to police", 1 },
	{ "lang-1.2", "Spanish move", "es", "mover Forest Plum a la comisaría",
	    "move forest plum to police", 1 },
	{ "lang-1.3", "no accent", "es", "mover forest a la comisaria", "move forest to police",
	    1 },
	{ "lang-1.4", "upper case", "it", "MUOVI Forest ALLA Stazione Di Polizia",
	    "move forest to police", 1 },
	{ "lang-1.5", "upper case accented", "es", "MOVER Forest A LA COMISARÍA",
	    "move forest to police", 1 },
	{ "lang-1.6", "sì", "it", "vota sì", "vote yes", 1 },
	{ "lang-1.7", "si without accent", "it", "vota si", "vote yes", 1 },
	{ "lang-1.8", "SÌ upper case", "it", "Vota SÌ", "vote yes", 1 },
	{ "lang-1.9", "English command, Italian place", "it", "move Forest alla scuola",
	    "move forest to school", 1 },
	{ "lang-1.10", "Italian command, English place", "it", "muovi forest to school",
	    "move forest to school", 1 },
	{ "lang-1.11", "all English from an Italian seat", "it", "move forest to school",
	    "move forest to school", 0 },
	{ "lang-1.12", "a after play is at", "it", "gioca Lighter alla scuola",
	    "play lighter at school", 1 },
	{ "lang-1.13", "elision", "it", "muovi Forest all'ospedale", "move forest to hospital", 1 },
	{ "lang-1.14", "typographic apostrophe", "it", "muovi Forest all\xe2\x80\x99Ospedale",
	    "move forest to hospital", 1 },
	{ "lang-1.15", "search in one line", "it", "cerca Forest tieni cibo rumore 2",
	    "search forest keep food noise 2", 1 },
	{ "lang-1.16", "Spanish search", "es", "buscar Forest quedar combustible ruido 1",
	    "search forest keep fuel noise 1", 1 },
	{ "lang-1.17", "give nothing", "it", "dai niente", "give nothing", 1 },
	{ "lang-1.18", "dar nada", "es", "dar nada", "give nothing", 1 },
	{ "lang-1.19", "choose", "es", "elegir 1", "choose 1", 1 },
	{ "lang-1.20", "three-word phrase with an article inside", "es",
	    "llamar la atención Forest desde la escuela", "attract forest from school", 1 },
	{ "lang-1.21", "standing answers", "it", "sempre morso tira", "standing bite roll", 1 },
	{ "lang-1.22", "quoted name kept whole", "it", "muovi \"Forest Plum\" alla scuola",
	    "move \"forest plum\" to school", 1 },
	{ "lang-1.23", "an English seat is not translated", "en", "muovi forest alla scuola",
	    "muovi forest alla scuola", 0 },
	{ "lang-1.24", "a first word is never dropped", "it", "la scuola", "la school", 1 },
	{ "lang-1.25", "a list joined by e stays a list", "it", "tieni Ashley e Thomas",
	    "keep ashley e thomas", 1 },
	{ "lang-1.26", "Quedar, capital, a list joined by y", "es", "Quedar Lenny y Sparky",
	    "keep lenny y sparky", 1 },
};

/* translate - a line of a locale through the game's dictionary */

static char *
translate(const char *locale, const char *line, int *changed)
{
	struct lang_dict *d = lang_dict_new(locale);
	struct lex_line  *l;
	struct pb_err     err;
	char             *out;

	lang_dict_table(d, dow_words);
	ck_assert(lex_line(line, &l, &err) == PB_OK);
	if (strcmp(locale, "en") != 0)
		lang_translate(d, l, changed);
	else
		*changed = 0;
	out = lang_line(l);
	lex_free(l);
	lang_dict_free(d);
	return (out);
}

START_TEST(test_translate)
{
	const struct tr_case *c = &tr_cases[_i];
	struct lex_line      *l;
	struct pb_err         err;
	char                 *got, *again;
	int                   changed = -1;

	got = translate(c->locale, c->line, &changed);
	ck_assert_msg(strcmp(got, c->want) == 0, "%s %s: got \"%s\", want \"%s\"", c->id, c->label,
	    got, c->want);
	ck_assert_msg(changed == c->changed, "%s %s: changed %d", c->id, c->label, changed);
	/* The move log keeps this line: lexing it gives the same words. */
	ck_assert(lex_line(got, &l, &err) == PB_OK);
	again = lang_line(l);
	ck_assert_msg(strcmp(again, got) == 0, "%s: relexed \"%s\"", c->id, again);
	lex_free(l);
	free(again);
	free(got);
}
END_TEST

struct msg_case {
	const char *id;
	const char *label;
	const char *locale;
	const char *text;
	const char *want; /* NULL: no translation */
};

static const struct msg_case msg_cases[] = {
	{ "lang-2.1", "one capture", "it", "it is Player 2's turn", "è il turno del Giocatore 2" },
	{ "lang-2.2", "one capture, Spanish", "es", "it is Player 3's turn",
	    "es el turno del Jugador 3" },
	{ "lang-2.3", "a capture translated in turn", "es",
	    "not done: the game waits for Player 3 to choose a crossroads option (choose 1 or "
	    "choose 2)",
	    "no hecho: la partida espera al Jugador 3 (debe elegir una opción de la carta de "
	    "Encrucijada: elegir 1 o elegir 2)" },
	{ "lang-2.4", "captures in another order", "it",
	    "keep exactly 3 of your 4 survivors (you named 2)",
	    "tieni esattamente 3 dei tuoi 4 sopravvissuti (ne hai nominati 2)" },
	{ "lang-2.5", "no entry", "it", "Forest Plum dances in the snow.", NULL },
	{ "lang-2.6", "English is never translated", "en", "it is Player 2's turn", NULL },
	{ "lang-2.7", "a whole match only", "it", "it is Player 2's turn, really", NULL },
};

/* ---- lang-4: did you mean ---------------------------------------------- */

START_TEST(test_distance)
{
	ck_assert_int_eq(lang_distance("kitten", "sitting"), 3); /* lang-4.1 */
	ck_assert_int_eq(lang_distance("serach", "search"), 1);  /* lang-4.2 */
	ck_assert_int_eq(lang_distance("", "abc"), 3);           /* lang-4.3 */
	ck_assert_int_eq(lang_distance("keep", "keep"), 0);      /* lang-4.4 */
	ck_assert_int_eq(lang_distance("a", "abcdefghijklmnop"), LANG_FAR);
}
END_TEST

struct near_case {
	const char *id;
	const char *label;
	const char *word;
	int         loose;
	int         want;
};

static const char *const near_cmds[] = { "keep", "move", "search", "food", "vote", "clean",
	"clear", "barricade", "tieni", "vota", "voto" };
static const char *const near_keys[] = { "keep", "move", "search", "food", "vote", "clean",
	"clear", "barricade", "keep", "vote", "vote" };

static const struct near_case near_cases[] = {
	{ "lang-4.5", "one letter too many", "keeep", LANG_STRICT, 0 },
	{ "lang-4.6", "two letters swapped, 4 letters", "mvoe", LANG_STRICT, 1 },
	{ "lang-4.6", "two letters swapped, 6 letters", "serach", LANG_STRICT, 2 },
	{ "lang-4.7", "a short word one letter off: strict, none", "good", LANG_STRICT, -1 },
	{ "lang-4.7", "a short word one letter off: loose", "good", LANG_LOOSE, 3 },
	{ "lang-4.8", "note is not vote (strict)", "note", LANG_STRICT, -1 },
	{ "lang-4.9", "two edits, 8 letters", "barikade", LANG_STRICT, 7 },
	{ "lang-4.10", "two edits, 5 letters: none", "sarcj", LANG_STRICT, -1 },
	{ "lang-4.10", "two edits, 7 letters: none", "barcade", LANG_STRICT, -1 },
	{ "lang-4.11", "as close to two: none", "cleaz", LANG_STRICT, -1 },
	{ "lang-4.12", "as close to two of one key: the first", "votq", LANG_LOOSE, 4 },
	{ "lang-4.13", "folded, upper case accented", "TIÉNII", LANG_STRICT, 8 },
	{ "lang-4.14", "prose: far from all", "thanks", LANG_STRICT, -1 },
};

START_TEST(test_nearest)
{
	const struct near_case *c = &near_cases[_i];
	int got = lang_nearest(near_cmds, near_keys, PB_NELEM(near_cmds), c->word, c->loose);

	ck_assert_msg(got == c->want, "%s %s: \"%s\" gives %d, want %d", c->id, c->label, c->word,
	    got, c->want);
}
END_TEST

/* lang-4.15 */

START_TEST(test_dict_word)
{
	struct lang_dict *d = lang_dict_new("it");
	const char       *canon = NULL;

	lang_dict_add(d, "Tieni", "keep", NULL);
	lang_dict_add(d, "fai rumore", "noise", NULL);
	lang_dict_add(d, "alla", "to", "move");
	ck_assert_str_eq(lang_dict_word(d, 0, &canon), "tieni");
	ck_assert_str_eq(canon, "keep");
	ck_assert(lang_dict_word(d, 1, &canon) == NULL);
	ck_assert(lang_dict_word(d, 2, &canon) == NULL);
	ck_assert(lang_dict_word(d, 3, &canon) == NULL);
	lang_dict_free(d);
}
END_TEST

START_TEST(test_message)
{
	const struct msg_case       *c = &msg_cases[_i];
	const struct lang_msg *const cats[] = { dow_msgs };
	char                        *got;

	got = lang_message(cats, 1, c->locale, c->text);
	if (c->want == NULL)
		ck_assert_msg(got == NULL, "%s %s: got \"%s\"", c->id, c->label, got);
	else
		ck_assert_msg(got != NULL && strcmp(got, c->want) == 0, "%s %s: got \"%s\"", c->id,
		    c->label, got ? got : "(null)");
	free(got);
}
END_TEST

static const struct msg_case text_cases[] = {
	{ "lang-4.1", "sentence by sentence", "it", "Player 1 ends the turn. Player 2's turn.",
	    "Il Giocatore 1 termina il turno. Turno del Giocatore 2." },
	{ "lang-4.2", "lines kept", "it", "Colony phase.\nMorale falls by 1 to 4.\n",
	    "Fase colonia.\nIl morale scende di 1 a 4.\n" },
	{ "lang-4.3", "singular", "it", "Player 1 adds 1 card face down to the crisis.",
	    "Il Giocatore 1 aggiunge 1 carta a faccia in giù alla crisi." },
	{ "lang-4.4", "plural", "es", "Player 1 adds 3 cards face down to the crisis.",
	    "El Jugador 1 añade 3 cartas boca abajo a la Crisis." },
	{ "lang-4.5", "a location with its article", "es", "Forest Plum moves to the School.",
	    "Forest Plum se mueve hasta el Colegio." },
	{ "lang-4.6", "a card's text left whole, up to the next narration", "it",
	    "Crisis: Raiders. Prevent it with weapon cards. If not prevented: Each non-exiled "
	    "player puts 2 random cards from their hand into the waste pile. Lose 1 morale. Player "
	    "1 rolls 3 action dice: 5 6 6.",
	    "Crisi: Raiders. Si previene con carte arma. Se non è prevenuta: Each non-exiled "
	    "player puts 2 random cards from their hand into the waste pile. Lose 1 morale. Il "
	    "Giocatore 1 tira 3 dadi azione: 5 6 6." },
	{ "lang-4.7", "a list between \"; \", numbers", "es",
	    "The votes: Player 1 yes; Player 2 no; 1 yes, 1 no.",
	    "Los votos: Jugador 1 sí; Jugador 2 no; 1 sí, 1 no." },
	{ "lang-4.8", "what no entry holds stays", "it", "Forest Plum dances. Player 2's turn.",
	    "Forest Plum dances. Turno del Giocatore 2." },
	{ "lang-4.9", "English stays English", "en", "Player 2's turn.", "Player 2's turn." },
	{ "lang-4.10", "an empty second option left out", "it",
	    "Option 1: Say nothing.\nOption 2: \nPlayer 2 chooses.\n",
	    "Opzione 1: Say nothing.\n\nSceglie il Giocatore 2.\n" },
	{ "lang-4.11", "the same, joined in one paragraph", "es",
	    "Option 1: Say nothing. Option 2:  Player 2 chooses.",
	    "Opción 1: Say nothing. Elige el Jugador 2." },
};

START_TEST(test_text)
{
	const struct msg_case       *c = &text_cases[_i];
	const struct lang_msg *const cats[] = { dow_msgs };
	char                        *got;

	got = lang_text(cats, 1, c->locale, c->text);
	ck_assert_msg(strcmp(got, c->want) == 0, "%s %s: got \"%s\"", c->id, c->label, got);
	free(got);
}
END_TEST

START_TEST(test_fold)
{
	static const char *const in[][2] = { { "Comisaría", "comisaria" }, { "SÌ", "si" },
		{ "ESPAÑOL", "espanol" }, { "all\xe2\x80\x99", "all'" },
		{ "\xc2\xbfqu\xc3\xa9", "que" }, { "Gesù", "gesu" } };
	size_t                   i;
	char                    *f;

	/* lang-2.8 */
	for (i = 0; i < PB_NELEM(in); i++) {
		f = lang_fold(in[i][0]);
		ck_assert_msg(strcmp(f, in[i][1]) == 0, "lang-2.8: %s folds to %s", in[i][0], f);
		free(f);
	}
	ck_assert(lang_ok("it") && lang_ok("es") && lang_ok("en") && !lang_ok("de"));
	ck_assert_int_eq(lang_index("es"), 2);
	ck_assert_int_eq(lang_index(NULL), 0);
}
END_TEST

/* placeholders - the set of %N in a text, as bits */

static unsigned
placeholders(const char *s)
{
	unsigned bits = 0;

	for (; s && *s; s++)
		if (s[0] == '%' && s[1] == '#' && s[2] >= '1' && s[2] <= '9')
			bits |= 1u << (s[2] - '0');
		else if (s[0] == '%' && s[1] >= '1' && s[1] <= '9')
			bits |= 1u << (s[1] - '0');
	return (bits);
}

START_TEST(test_catalogue)
{
	const struct lang_msg *m;

	/* lang-3.1 */
	for (m = dow_msgs; m->en != NULL; m++) {
		ck_assert_msg(
		    m->it != NULL && m->es != NULL, "lang-3.1: \"%s\" untranslated", m->en);
		ck_assert_msg(placeholders(m->it) == placeholders(m->en)
		        && placeholders(m->es) == placeholders(m->en),
		    "lang-3.1: \"%s\": placeholders differ", m->en);
	}
}
END_TEST

/* new_game - a 3-seat game of the real pack */

static void *
new_game(void)
{
	unsigned char seed[32] = { 7 };
	struct pb_err err;
	json_t       *opts = json_object(), *canon = NULL;
	char         *pack;
	void         *g;

	ck_assert(pack_read_dir(PB_SRCDIR "/content/dow", &pack, &err) == PB_OK);
	ck_assert_msg(
	    game_create(&dow_ops, pack, opts, 3, seed, &g, &canon, &err) == PB_OK, "%s", err.msg);
	json_decref(opts);
	json_decref(canon);
	free(pack);
	return (g);
}

START_TEST(test_help)
{
	static const char *const words[] = { "keep", "leader", "move", "attack", "search", "noise",
		"barricade", "clean", "attract", "food", "crisis", "equip", "handoff", "end",
		"done", "play", "use", "place", "choose", "exile", "vote", "request", "give",
		"standing", "bite", "reveal", "send" };
	json_t                  *en, *tr, *e, *t;
	size_t                   i, k, loc;

	/* lang-3.2 */
	void *g = new_game();
	for (i = 0; i < PB_NELEM(words); i++) {
		en = dow_ops.help(g, 1, "en", words[i]);
		ck_assert_msg(json_array_size(en) > 0, "lang-3.2: no command %s", words[i]);
		ck_assert_msg(json_is_string(json_object_get(json_array_get(en, 0), "more")),
		    "lang-3.2: %s has no explanation", words[i]);
		for (loc = 1; loc < LANG_N; loc++) {
			tr = dow_ops.help(g, 1, loc == 1 ? "it" : "es", words[i]);
			json_array_foreach(en, k, e)
			{
				t = json_array_get(tr, k);
				ck_assert_msg(strcmp(json_string_value(json_object_get(e, "text")),
				                  json_string_value(json_object_get(t, "text")))
				        != 0,
				    "lang-3.2: %s text untranslated (%s)", words[i],
				    loc == 1 ? "it" : "es");
				ck_assert_msg(strcmp(json_string_value(json_object_get(e, "usage")),
				                  json_string_value(json_object_get(t, "usage")))
				        != 0,
				    "lang-3.2: %s usage untranslated", words[i]);
			}
			ck_assert(
			    strcmp(
			        json_string_value(json_object_get(json_array_get(en, 0), "more")),
			        json_string_value(json_object_get(json_array_get(tr, 0), "more")))
			    != 0);
			json_decref(tr);
		}
		json_decref(en);
	}
	en = dow_ops.help(g, 1, "it", "frobnicate");
	ck_assert_int_eq(json_array_size(en), 0);
	json_decref(en);
	game_free(&dow_ops, g);
}
END_TEST

START_TEST(test_names)
{
	struct lang_dict *d = lang_dict_new("it");
	struct lex_line  *l;
	struct pb_err     err;
	char             *s;
	void             *g = new_game();
	int               changed;

	/* lang-3.3: the pack's Italian names: Fuel is Benzina, Sparky Saetta. */
	lang_dict_table(d, dow_words);
	dow_ops.names(g, "it", d);
	ck_assert(lang_dict_size(d) > PB_NELEM(tr_cases));
	ck_assert(lex_line("gioca Benzina su Saetta", &l, &err) == PB_OK);
	lang_translate(d, l, &changed);
	s = lang_line(l);
	ck_assert_msg(strcmp(s, "play fuel on sparky") == 0, "lang-3.3: %s", s);
	free(s);
	lex_free(l);
	lang_dict_free(d);
	game_free(&dow_ops, g);
}
END_TEST

static const struct {
	const char *id, *locale, *en;
} loc_cases[] = {
	{ "lang-5.1", "it", "move Ingrid Solberg to colony" },
	{ "lang-5.2", "es", "play Fuel at police" },
	{ "lang-5.3", "it", "play Fuel on Sparky at police" },
	{ "lang-5.4", "es", "vote yes" },
};

START_TEST(test_localise)
{
	struct lang_dict *d = lang_dict_new(loc_cases[_i].locale);
	struct lex_line  *a, *b;
	struct pb_err     err;
	char             *s, *x, *y;
	void             *g = new_game();

	lang_dict_table(d, dow_words);
	dow_ops.names(g, loc_cases[_i].locale, d);
	s = lang_localise(d, loc_cases[_i].en);
	ck_assert(lex_line(s, &a, &err) == PB_OK);
	ck_assert(lex_line(loc_cases[_i].en, &b, &err) == PB_OK);
	lang_translate(d, a, NULL);
	x = lang_line(a);
	y = lang_line(b);
	ck_assert_msg(strcmp(s, loc_cases[_i].en) != 0, "%s: %s not localised", loc_cases[_i].id, s);
	ck_assert_msg(
	    strcmp(x, y) == 0, "%s: \"%s\" reads \"%s\", not \"%s\"", loc_cases[_i].id, s, x, y);
	free(x);
	free(y);
	free(s);
	lex_free(a);
	lex_free(b);
	lang_dict_free(d);
	game_free(&dow_ops, g);
}
END_TEST

Suite *
lang_suite(void)
{
	Suite *s = suite_create("lang");
	TCase *tc = tcase_create("lang");

	tcase_add_loop_test(tc, test_translate, 0, (int)PB_NELEM(tr_cases));
	tcase_add_loop_test(tc, test_message, 0, (int)PB_NELEM(msg_cases));
	tcase_add_loop_test(tc, test_text, 0, (int)PB_NELEM(text_cases));
	tcase_add_test(tc, test_fold);
	tcase_add_test(tc, test_catalogue);
	tcase_add_test(tc, test_help);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_distance);
	tcase_add_loop_test(tc, test_nearest, 0, (int)PB_NELEM(near_cases));
	tcase_add_test(tc, test_dict_word);
	tcase_add_loop_test(tc, test_localise, 0, (int)PB_NELEM(loc_cases));
	suite_add_tcase(s, tc);
	return (s);
}
