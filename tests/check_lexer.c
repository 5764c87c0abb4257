/*++
/* NAME
/*	check_lexer 1
/* SUMMARY
/*	unit tests for the command line lexer and name matching
/* SYNOPSIS
/*	Suite	*lexer_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Test ids:
/*
/*	lexer-1.1 .. 1.24	lex_line: white space, commas, "double
/*				quotes" and typographic quotes, trailing
/*				punctuation dropped (outside quotes only),
/*				ASCII lower-casing, empty words and lines.
/*	lexer-2.1 .. 2.8	lex_line limits and errors: 1000 bytes and
/*				64 words pass, 1001 bytes and 65 words are
/*				refused, unclosed quotes of both kinds;
/*				nothing is returned on error.
/*	lexer-3.1 .. 3.19	lex_match over {"Forest Plum", "Mike Cho",
/*				"Ashley Ross", "Alexis Grey"} and their ids:
/*				full name, first and last name, id, prefixes
/*				of 3 letters or more, 1 and 2 letters match
/*				nothing, words consumed, no match.
/*	lexer-3.20 .. 3.26	lex_match ambiguity (-2) over names sharing
/*				a word or a prefix; the longest match wins;
/*				names without ids.
/*	lexer-3.27 .. 3.29	names of 5 to 7 words read unquoted (up to
/*				LEX_NAME_WORDS), before other words; a
/*				word of a long name.
/*	lexer-4.1 .. 4.3	lex_join; lex_free(NULL).
/*	lexer-5.1 .. 5.9	lists as people write them: "and", "&",
/*				Italian "e" and "ed", Spanish "y" between
/*				names pass over to the next name; a whole
/*				name holding "and" wins; a joining word
/*				wins over a prefix ("and" of "Andrew"); a
/*				joining word last on the line names nobody;
/*				names
/*				compare folded ("ZOÉ" is "Zoe", "zoe" is
/*				"Zoé"); a list of three names read in turn.
/*	lexer-6.1 .. 6.7	lex_near(): the name clearly closest to a
/*				mistyped word, by a word of the name or its
/*				id; none for a word far from every name, a
/*				word as close to two names, or a joining
/*				word.
/* SEE ALSO
/*	src/core/lexer.c, the module under test.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/lexer.h"

/* Local. */
#include "suites.h"

/* words_join - argv joined by '|', caller frees */

static char *
words_join(const struct lex_line *l)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < l->argc; i++) {
		if (i > 0)
			pb_buf_putc(&b, '|');
		pb_buf_puts(&b, l->argv[i]);
	}
	return (pb_buf_steal(&b));
}

/* ---- lexer-1, lexer-2: lex_line --------------------------------------- */

struct line_case {
	const char *id;
	const char *label;
	const char *line;
	int         repeat; /* line is LINE times REPEAT (0: once) */
	enum pb_rc  rc;
	int         argc;
	const char *want; /* words joined by '|', or error text */
};

#define LQ "\xe2\x80\x9c" /* U+201C left double quotation mark */
#define RQ "\xe2\x80\x9d" /* U+201D right double quotation mark */

static const struct line_case line_cases[] = {
	/* lexer-1: words. */
	{ "lexer-1.1", "one word", "move", 0, PB_OK, 1, "move" },
	{ "lexer-1.2", "runs of spaces", "  move   north  ", 0, PB_OK, 2, "move|north" },
	{ "lexer-1.3", "tabs and a line end", "move\tnorth\n", 0, PB_OK, 2, "move|north" },
	{ "lexer-1.4", "CRLF", "move north\r\n", 0, PB_OK, 2, "move|north" },
	{ "lexer-1.5", "commas separate", "a,b, c ,d,,e", 0, PB_OK, 5, "a|b|c|d|e" },
	{ "lexer-1.6", "lower-casing", "MOVE Forest PLUM", 0, PB_OK, 3, "move|forest|plum" },
	{ "lexer-1.7", "double quotes group words", "give \"Forest Plum\" food", 0, PB_OK, 3,
	    "give|forest plum|food" },
	{ "lexer-1.8", "typographic quotes group words", "give " LQ "Forest Plum" RQ " food", 0,
	    PB_OK, 3, "give|forest plum|food" },
	{ "lexer-1.9", "mixed quote kinds",
	    LQ "Mike Cho\" "
	       "\"Ashley Ross" RQ,
	    0, PB_OK, 2, "mike cho|ashley ross" },
	{ "lexer-1.10", "quotes glued to words", "give\"Forest Plum\"food", 0, PB_OK, 3,
	    "give|forest plum|food" },
	{ "lexer-1.11", "commas and spaces kept inside quotes", "say \"a, b  c\"", 0, PB_OK, 2,
	    "say|a, b  c" },
	{ "lexer-1.12", "trailing full stop dropped", "keep forest.", 0, PB_OK, 2, "keep|forest" },
	{ "lexer-1.13", "trailing ; : ! dropped", "a; b: c! d.", 0, PB_OK, 4, "a|b|c|d" },
	{ "lexer-1.14", "several trailing marks dropped", "stop!!! forest.;:", 0, PB_OK, 2,
	    "stop|forest" },
	{ "lexer-1.15", "inner marks kept", "e.g. x.y a:b", 0, PB_OK, 3, "e.g|x.y|a:b" },
	{ "lexer-1.16", "other punctuation kept", "what? (yes) -", 0, PB_OK, 3, "what?|(yes)|-" },
	{ "lexer-1.17", "a word of marks only vanishes", "a . b ... ! c", 0, PB_OK, 3, "a|b|c" },
	{ "lexer-1.18", "quoted words keep their marks", "\"stop.\" " LQ "go!" RQ, 0, PB_OK, 2,
	    "stop.|go!" },
	{ "lexer-1.19", "quoted words are lower-cased", "\"MIKE Cho\"", 0, PB_OK, 1, "mike cho" },
	{ "lexer-1.20", "empty quotes give no word", "a \"\" " LQ RQ " b", 0, PB_OK, 2, "a|b" },
	{ "lexer-1.21", "empty line", "", 0, PB_OK, 0, "" },
	{ "lexer-1.22", "separators only", " , ,\t\r\n", 0, PB_OK, 0, "" },
	{ "lexer-1.23", "only ASCII is lower-cased", "CITT\xc3\x80 \xc3\x89T\xc3\x89", 0, PB_OK, 2,
	    "citt\xc3\x80|\xc3\x89t\xc3\x89" },
	{ "lexer-1.24", "a word ends where a quote starts", "plum" LQ "x" RQ "y", 0, PB_OK, 3,
	    "plum|x|y" },

	/* lexer-2: limits and errors. */
	{ "lexer-2.1", "a line of 1000 bytes", "x", 1000, PB_OK, 1, NULL },
	{ "lexer-2.2", "a line of 1001 bytes", "x", 1001, PB_EDATA, 0,
	    "line longer than 1000 characters" },
	{ "lexer-2.3", "64 words", "w ", 64, PB_OK, 64, NULL },
	{ "lexer-2.4", "65 words", "w ", 65, PB_EDATA, 0, "more than 64 words on one line" },
	{ "lexer-2.5", "unclosed double quote", "give \"Forest Plum", 0, PB_EDATA, 0,
	    "unclosed quote" },
	{ "lexer-2.6", "unclosed typographic quote", "give " LQ "Forest", 0, PB_EDATA, 0,
	    "unclosed quote" },
	{ "lexer-2.7", "a lone closing quote opens one", "a b" RQ, 0, PB_EDATA, 0,
	    "unclosed quote" },
	{ "lexer-2.8", "unclosed after a closed pair", "\"a\" \"b\" \"c", 0, PB_EDATA, 0,
	    "unclosed quote" },
};

START_TEST(test_line)
{
	const struct line_case *c = &line_cases[_i];
	struct lex_line        *l = NULL;
	struct pb_buf           line;
	struct pb_err           err;
	enum pb_rc              rc;
	char                   *got;
	int                     i;

	pb_err_clear(&err);
	pb_buf_init(&line);
	for (i = 0; i < (c->repeat ? c->repeat : 1); i++)
		pb_buf_puts(&line, c->line);
	rc = lex_line(line.s, &l, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc != PB_OK) {
		ck_assert_msg(l == NULL, "%s (%s): result written on error", c->id, c->label);
		ck_assert_msg(strstr(err.msg, c->want) != NULL,
		    "%s (%s): error"
		    " \"%s\" lacks \"%s\"",
		    c->id, c->label, err.msg, c->want);
		pb_buf_free(&line);
		return;
	}
	got = words_join(l);
	ck_assert_msg(l->argc == c->argc, "%s (%s): %d words, want %d: %s", c->id, c->label,
	    l->argc, c->argc, got);
	ck_assert_msg(l->argv[l->argc] == NULL, "%s: argv not NULL-terminated", c->id);
	if (c->want != NULL)
		ck_assert_msg(strcmp(got, c->want) == 0,
		    "%s (%s): \"%s\", want"
		    " \"%s\"",
		    c->id, c->label, got, c->want);
	free(got);
	lex_free(l);
	pb_buf_free(&line);
}
END_TEST

/* ---- lexer-3: lex_match ----------------------------------------------- */

static const char *const survivors[] = {
	"Forest Plum",
	"Mike Cho",
	"Ashley Ross",
	"Alexis Grey",
};
static const char *const survivor_ids[] = {
	"forest-plum",
	"mike-cho",
	"ashley-ross",
	"alexis-grey",
};
static const char *const clash[] = {
	"Ashley Ross",
	"Ashton Grey",
	"Mike",
	"Mike Cho",
};

static const char *const listed[] = {
	"Andrew Evans",
	"Armed and Ready",
	"Otis Blake",
	"Zoé Martin",
};

#define SET_IDS 0   /* survivors with ids */
#define SET_NOIDS 1 /* survivors, ids NULL */
#define SET_CLASH 2 /* clash, ids NULL */
#define SET_LIST 3  /* listed, ids NULL */
#define SET_LONG 4  /* longnames, ids NULL */

static const char *const longnames[] = {
	"Field Guide to Edible Plants",
	"+1 Acción de Cuerpo a cuerpo gratuita",
	"Guida alle Conserve Fatte in Casa",
	"Field Radio",
};

struct match_case {
	const char *id;
	const char *label;
	int         set;
	const char *words; /* split at single spaces */
	int         want;  /* index, -1 or -2 */
	int         used;  /* when want >= 0 */
};

static const struct match_case match_cases[] = {
	{ "lexer-3.1", "full name", SET_IDS, "forest plum", 0, 2 },
	{ "lexer-3.1", "full name, other case", SET_IDS, "Alexis GREY", 3, 2 },
	{ "lexer-3.2", "first name", SET_IDS, "mike", 1, 1 },
	{ "lexer-3.3", "last name", SET_IDS, "ross", 2, 1 },
	{ "lexer-3.4", "id", SET_IDS, "alexis-grey", 3, 1 },
	{ "lexer-3.4", "id, other case", SET_IDS, "Forest-Plum", 0, 1 },
	{ "lexer-3.5", "3-letter prefix of a first name", SET_IDS, "ale", 3, 1 },
	{ "lexer-3.5", "3-letter prefix of a last name", SET_IDS, "gre", 3, 1 },
	{ "lexer-3.5", "3-letter last name", SET_IDS, "cho", 1, 1 },
	{ "lexer-3.6", "longer prefix", SET_IDS, "ashle", 2, 1 },
	{ "lexer-3.7", "2-letter prefix: no match", SET_IDS, "mi", -1, 0 },
	{ "lexer-3.7", "2-letter prefix of two names: no match", SET_IDS, "al", -1, 0 },
	{ "lexer-3.8", "1 letter shared by two names: no match", SET_IDS, "a", -1, 0 },
	{ "lexer-3.9", "a name then other words: 2 used", SET_IDS, "forest plum moves north", 0,
	    2 },
	{ "lexer-3.10", "two names: the first, 2 used", SET_IDS, "mike cho forest plum", 1, 2 },
	{ "lexer-3.11", "first name then another name: 1 used", SET_IDS, "mike forest", 1, 1 },
	{ "lexer-3.11", "first and last names of two people", SET_IDS, "forest grey", 0, 1 },
	{ "lexer-3.12", "id then other words: 1 used", SET_IDS, "forest-plum north", 0, 1 },
	{ "lexer-3.13", "full name repeated", SET_IDS, "ashley ross ross", 2, 2 },
	{ "lexer-3.14", "no such name", SET_IDS, "bob", -1, 0 },
	{ "lexer-3.15", "a suffix is not a prefix", SET_IDS, "lum", -1, 0 },
	{ "lexer-3.16", "a word longer than the name's word", SET_IDS, "forests", -1, 0 },
	{ "lexer-3.17", "a name not at the start", SET_IDS, "move mike", -1, 0 },
	{ "lexer-3.18", "prefixes of two words are not a name", SET_IDS, "for plu", 0, 1 },
	{ "lexer-3.19", "no words", SET_IDS, "", -1, 0 },

	{ "lexer-3.20", "3-letter prefix of two names: ambiguous", SET_CLASH, "ash", -2, 0 },
	{ "lexer-3.21", "a longer prefix decides", SET_CLASH, "ashl", 0, 1 },
	{ "lexer-3.21", "a whole first name decides", SET_CLASH, "ashton", 1, 1 },
	{ "lexer-3.22", "the longest match wins", SET_CLASH, "mike cho", 3, 2 },
	{ "lexer-3.23", "a whole one-word name wins over a word of another", SET_CLASH, "mike", 2,
	    1 },
	{ "lexer-3.24", "last name", SET_CLASH, "grey", 1, 1 },
	{ "lexer-3.25", "without ids, a full name", SET_NOIDS, "mike cho", 1, 2 },
	{ "lexer-3.26", "without ids, an id is no name", SET_NOIDS, "forest-plum", -1, 0 },
	{ "lexer-3.27", "a name of 5 words, unquoted", SET_LONG, "field guide to edible plants",
	    0, 5 },
	{ "lexer-3.27", "a name of 7 words, unquoted", SET_LONG,
	    "+1 acción de cuerpo a cuerpo gratuita", 1, 7 },
	{ "lexer-3.27", "a name of 6 words, other case", SET_LONG,
	    "GUIDA ALLE CONSERVE FATTE IN CASA", 2, 6 },
	{ "lexer-3.28", "a long name then other words", SET_LONG,
	    "field guide to edible plants on otis", 0, 5 },
	{ "lexer-3.29", "a long name's first word shared: ambiguous", SET_LONG, "field", -2, 0 },
	{ "lexer-3.29", "a long name's own word", SET_LONG, "edible", 0, 1 },

	{ "lexer-5.1", "and, then a name", SET_LIST, "and otis", 2, 2 },
	{ "lexer-5.2", "&, then a name", SET_LIST, "& zoe", 3, 2 },
	{ "lexer-5.3", "Italian e and ed", SET_LIST, "e otis", 2, 2 },
	{ "lexer-5.3", "Italian ed", SET_LIST, "ed otis blake", 2, 3 },
	{ "lexer-5.4", "Spanish y", SET_LIST, "y andrew", 0, 2 },
	{ "lexer-5.5", "a whole name holding and", SET_LIST, "armed and ready otis", 1, 3 },
	{ "lexer-5.6", "a joining word, not a prefix of Andrew", SET_LIST, "and zoe", 3, 2 },
	{ "lexer-5.6", "a joining word before no name", SET_LIST, "and bob", -1, 0 },
	{ "lexer-5.7", "a joining word last names nobody (not Andrew)", SET_LIST, "and", -1, 0 },
	{ "lexer-5.8", "folded: upper case accented", SET_LIST, "ZO\xc3\x89", 3, 1 },
	{ "lexer-5.8", "folded: no accent, whole name", SET_LIST, "zoe martin", 3, 2 },
	{ "lexer-5.8", "folded: accent typed, name without", SET_LIST, "\xc3\xb3tis", 2, 1 },
};

/* words_split - WORDS split at spaces into a NULL-terminated argv */

static int
words_split(const char *words, char **argv, int max)
{
	char *copy, *tok, *save;
	int   argc = 0;

	copy = pb_strdup(words);
	for (tok = strtok_r(copy, " ", &save); tok && argc < max; tok = strtok_r(NULL, " ", &save))
		argv[argc++] = pb_strdup(tok);
	argv[argc] = NULL;
	free(copy);
	return (argc);
}

/* run_case - lex_match() (or lex_near(), near) of a case's words */

static int
run_case(const struct match_case *c, int near, int *used)
{
	const char *const *names = c->set == SET_CLASH ? clash
	                         : c->set == SET_LIST  ? listed
	                         : c->set == SET_LONG  ? longnames
	                                               : survivors;
	const char *const *ids = c->set == SET_IDS ? survivor_ids : NULL;
	char              *argv[9];
	int                argc, got, i;

	argc = words_split(c->words, argv, 8);
	got = near ? lex_near(names, ids, 4, argv, argc) : lex_match(names, ids, 4, argv, argc, used);
	for (i = 0; i < argc; i++)
		free(argv[i]);
	return (got);
}

START_TEST(test_match)
{
	const struct match_case *c = &match_cases[_i];
	int                      got, used = -99;

	got = run_case(c, 0, &used);
	ck_assert_msg(got == c->want, "%s (%s): \"%s\" gives %d, want %d", c->id, c->label,
	    c->words, got, c->want);
	if (got >= 0)
		ck_assert_msg(used == c->used,
		    "%s (%s): \"%s\" used %d words,"
		    " want %d",
		    c->id, c->label, c->words, used, c->used);
}
END_TEST

/* lexer-5.9: a whole list, read as a command reads it */

START_TEST(test_list)
{
	static const char *const lines[] = { "keep Otis and Zoé & Andrew",
		"tieni Otis, Zoé e Andrew", "Quedar otis zoe y andrew", "keep otis,zoe and andrew" };
	struct lex_line         *l;
	struct pb_err            err;
	size_t                   k;
	int                      i, n, hit, used, got[3];

	for (k = 0; k < PB_NELEM(lines); k++) {
		ck_assert(lex_line(lines[k], &l, &err) == PB_OK);
		for (i = 1, n = 0; i < l->argc && n < 3; i += used) {
			hit = lex_match(listed, NULL, 4, l->argv + i, l->argc - i, &used);
			ck_assert_msg(hit >= 0, "lexer-5.9: \"%s\" at word %d", lines[k], i);
			got[n++] = hit;
		}
		ck_assert_msg(n == 3 && i == l->argc && got[0] == 2 && got[1] == 3 && got[2] == 0,
		    "lexer-5.9: \"%s\" read %d names", lines[k], n);
		lex_free(l);
	}
}
END_TEST

/* ---- lexer-6: lex_near ------------------------------------------------ */

static const struct match_case near_cases[] = {
	{ "lexer-6.1", "one letter off a first name", SET_IDS, "ashly", 2, 0 },
	{ "lexer-6.2", "one letter too many", SET_IDS, "forrest", 0, 0 },
	{ "lexer-6.3", "two letters swapped", SET_IDS, "mkie", 1, 0 },
	{ "lexer-6.4", "a last name, upper case", SET_IDS, "GRYE", 3, 0 },
	{ "lexer-6.5", "far from every name", SET_IDS, "bob", -1, 0 },
	{ "lexer-6.6", "a word of two names", SET_CLASH, "mikr", -1, 0 },
	{ "lexer-6.7", "a joining word", SET_LIST, "and", -1, 0 },
};

START_TEST(test_near)
{
	const struct match_case *c = &near_cases[_i];
	int                      got = run_case(c, 1, NULL);

	ck_assert_msg(got == c->want, "%s (%s): \"%s\" gives %d, want %d", c->id, c->label,
	    c->words, got, c->want);
}
END_TEST

/* ---- lexer-4: lex_join, lex_free -------------------------------------- */

START_TEST(test_join)
{
	char  w1[] = "move", w2[] = "forest plum", w3[] = "north";
	char *argv[] = { w1, w2, w3, NULL };
	char *s;

	/* lexer-4.1: words joined by single spaces. */
	s = lex_join(argv, 3);
	ck_assert_msg(strcmp(s, "move forest plum north") == 0,
	    "lexer-4.1: "
	    "\"%s\"",
	    s);
	free(s);

	/* lexer-4.2: no words, the empty string. */
	s = lex_join(argv, 0);
	ck_assert_msg(strcmp(s, "") == 0, "lexer-4.2: \"%s\"", s);
	free(s);

	/* lexer-4.3: lex_free(NULL) is a no-op. */
	lex_free(NULL);
}
END_TEST

/* ---- suite ------------------------------------------------------------ */

/* lexer_suite - every lexer-* test */

Suite *
lexer_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("lexer");

	tc = tcase_create("line");
	tcase_add_loop_test(tc, test_line, 0, PB_NELEM(line_cases));
	suite_add_tcase(s, tc);

	tc = tcase_create("match");
	tcase_add_loop_test(tc, test_match, 0, PB_NELEM(match_cases));
	tcase_add_test(tc, test_join);
	tcase_add_test(tc, test_list);
	tcase_add_loop_test(tc, test_near, 0, PB_NELEM(near_cases));
	suite_add_tcase(s, tc);
	return (s);
}
