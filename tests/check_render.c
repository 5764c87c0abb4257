/*++
/* NAME
/*	check_render 1
/* SUMMARY
/*	unit tests for the template renderer
/* SYNOPSIS
/*	Suite	*render_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Test ids:
/*
/*	render-1.1 .. 1.20	variables: every JSON type, no escaping,
/*				dotted paths, lookup outwards, {{.}},
/*				padded names, text without tags, a count
/*				and its noun ({{n|one|many}}).
/*	render-2.1 .. 2.19	sections over arrays, objects, booleans,
/*				numbers, strings, null, empty arrays and
/*				missing keys; inverted sections; nesting.
/*	render-3.1 .. 3.16	standalone lines (indented, tabs, at start
/*				and end of file, CRLF), tags that are not
/*				standalone, comments.
/*	render-4.1 .. 4.9	partials from a set: inline, standalone and
/*				indented, nested indentation, context,
/*				missing partial, recursion limit (16 deep
/*				works, 17 and infinite fail).
/*	render-5.1 .. 5.20	errors: missing or unprintable variables
/*				naming the path, unclosed, mismatched and
/*				stray sections with line numbers, bad tags.
/*	render-6.1 .. 6.14	render_open: locale over en fallback, a
/*				missing locale directory, unreadable
/*				directories, bad locale, load-time syntax
/*				and partial errors, skipped files;
/*				render_has; render_close(NULL).
/*	render-7.1 .. 7.11	render_mail: Subject and body split, locale
/*				and fallback, no Subject line, unknown
/*				template, multi-line subject, errors leave
/*				the outputs untouched.
/*	render-8.1 .. 8.17	render_open with a game kind: the four
/*				directories in order (LOCALE/KIND, LOCALE,
/*				en/KIND, en), locale en, no kind, a shared
/*				template taking the game's partial, a set
/*				for no game leaving out what needs a game,
/*				a kind without directories, a bad kind, a
/*				kind directory that is a file.
/*	render-9.1 .. 9.11	render_open_lazy: the same sets, a game's
/*				templates parsed when first rendered (as a
/*				partial, or by render_mail): a syntax error
/*				or a missing partial fails that render, each
/*				time, not the open, and the set's other
/*				templates render; a set for no game, a bad
/*				kind and an unreadable directory as
/*				render_open.
/*
/*	Sets live in temporary directories made by a checked fixture
/*	(render-4.*, render-6.14, render-7.*) or by the test itself
/*	(render-6.1 .. 6.12).
/* SEE ALSO
/*	src/core/render.c, the module under test.
/*--*/

/* System. */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/render.h"

/* Local. */
#include "suites.h"

/* A template rendered from text, with the expected output or error. */

struct string_case {
	const char *id;
	const char *label;
	const char *tmpl;
	const char *view; /* JSON text */
	enum pb_rc  rc;
	const char *want; /* output, or an error substring */
};

/* A file of a template tree; a path ending in "/" is a directory. */

struct file {
	const char *path;
	const char *text;
};

/* ---- helpers -------------------------------------------------------- */

/* view_load - parse a JSON view, failing the test on bad JSON */

static json_t *
view_load(const char *id, const char *text)
{
	json_error_t jerr;
	json_t      *v;

	v = json_loads(text, JSON_DECODE_ANY, &jerr);
	ck_assert_msg(v != NULL, "%s: bad view JSON: %s", id, jerr.text);
	return (v);
}

/* tree_make - a temporary directory holding FILES; caller tree_rm()s */

static char *
tree_make(const struct file *files, size_t n)
{
	char  *dir, *path;
	FILE  *fp;
	size_t i, len;

	dir = pb_strdup("/tmp/check_render.XXXXXX");
	ck_assert_msg(mkdtemp(dir) != NULL, "mkdtemp failed");
	for (i = 0; i < n; i++) {
		path = pb_asprintf("%s/%s", dir, files[i].path);
		len = strlen(path);
		if (path[len - 1] == '/') {
			ck_assert_msg(mkdir(path, 0755) == 0, "mkdir %s", path);
		} else {
			fp = fopen(path, "w");
			ck_assert_msg(fp != NULL, "fopen %s", path);
			fputs(files[i].text, fp);
			ck_assert_msg(fclose(fp) == 0, "fclose %s", path);
		}
		free(path);
	}
	return (dir);
}

/* tree_rm_one - nftw callback: remove one entry */

static int
tree_rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return (remove(path));
}

/* tree_rm - remove a temporary tree and free its name */

static void
tree_rm(char *dir)
{
	if (dir == NULL)
		return;
	nftw(dir, tree_rm_one, 8, FTW_DEPTH | FTW_PHYS);
	free(dir);
}

/* string_run - run one string case against set R (may be NULL) */

static void
string_run(const struct string_case *c, const struct render *r)
{
	struct pb_err err;
	json_t       *view;
	char         *out = NULL;
	enum pb_rc    rc;

	pb_err_clear(&err);
	view = view_load(c->id, c->view);
	rc = render_string(r, c->tmpl, view, &out, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc == PB_OK) {
		ck_assert_msg(strcmp(out, c->want) == 0, "%s (%s): got \"%s\", want \"%s\"", c->id,
		    c->label, out, c->want);
	} else {
		ck_assert_msg(out == NULL, "%s (%s): out written on error", c->id, c->label);
		ck_assert_msg(strstr(err.msg, c->want) != NULL,
		    "%s (%s): error \"%s\" lacks \"%s\"", c->id, c->label, err.msg, c->want);
	}
	free(out);
	json_decref(view);
}

/* ---- render-1 .. render-3, render-5: templates as text ---------------- */

static const struct string_case string_cases[] = {
	/* render-1: variables. */
	{ "render-1.1", "string", "Hello {{name}}!", "{\"name\":\"Ann\"}", PB_OK, "Hello Ann!" },
	{ "render-1.2", "integer", "{{n}}", "{\"n\":42}", PB_OK, "42" },
	{ "render-1.3", "large negative integer", "{{n}}", "{\"n\":-9007199254740993}", PB_OK,
	    "-9007199254740993" },
	{ "render-1.4", "real", "{{x}}", "{\"x\":2.5}", PB_OK, "2.5" },
	{ "render-1.5", "true and false", "{{a}}/{{b}}", "{\"a\":true,\"b\":false}", PB_OK,
	    "yes/no" },
	{ "render-1.6", "no HTML escaping, UTF-8 as is", "{{s}}",
	    "{\"s\":\"citt\\u00e0 <b>&amp; \\\"q\\\"\"}", PB_OK, "citt\xc3\xa0 <b>&amp; \"q\"" },
	{ "render-1.7", "dotted path", "{{game.turn.number}}",
	    "{\"game\":{\"turn\":{\"number\":7}}}", PB_OK, "7" },
	{ "render-1.8", "lookup outwards from a section",
	    "{{#player}}{{name}} in {{game}}{{/player}}",
	    "{\"game\":\"g1\",\"player\":{\"name\":\"Ann\"}}", PB_OK, "Ann in g1" },
	{ "render-1.9", "inner context shadows outer", "{{name}}{{#p}}{{name}}{{/p}}{{name}}",
	    "{\"name\":\"o\",\"p\":{\"name\":\"i\"}}", PB_OK, "oio" },
	{ "render-1.10", "dotted path's first component found outwards", "{{#p}}{{game.id}}{{/p}}",
	    "{\"game\":{\"id\":\"g7\"},\"p\":{\"x\":1}}", PB_OK, "g7" },
	{ "render-1.11", "{{.}} in a list of strings", "{{#l}}[{{.}}]{{/l}}",
	    "{\"l\":[\"a\",\"b\"]}", PB_OK, "[a][b]" },
	{ "render-1.12", "{{.}} in a list of numbers", "{{#l}}[{{.}}]{{/l}}",
	    "{\"l\":[1,2.5,true]}", PB_OK, "[1][2.5][yes]" },
	{ "render-1.13", "lookup outwards from a string element", "{{#l}}{{.}}{{sep}}{{/l}}",
	    "{\"l\":[\"a\",\"b\"],\"sep\":\";\"}", PB_OK, "a;b;" },
	{ "render-1.14", "padded tag names", "{{ name }}{{# l }}{{\t.\t}}{{/ l }}",
	    "{\"name\":\"n\",\"l\":[\"x\"]}", PB_OK, "nx" },
	{ "render-1.15", "text with lone braces", "a } b { c }} d", "{}", PB_OK, "a } b { c }} d" },
	{ "render-1.16", "empty template", "", "{}", PB_OK, "" },
	{ "render-1.17", "names with digits, - and _", "{{a_1}}{{b-2.c_3}}",
	    "{\"a_1\":1,\"b-2\":{\"c_3\":2}}", PB_OK, "12" },
	{ "render-1.18", "a count and its noun", "{{a|carta|carte}}, {{b|carta|carte}}, "
	    "{{c|card|cards}}", "{\"a\":1,\"b\":3,\"c\":0}", PB_OK, "1 carta, 3 carte, 0 cards" },
	{ "render-1.19", "a count's forms may hold spaces", "{{n|carta aggiunta|carte aggiunte}}",
	    "{\"n\":2}", PB_OK, "2 carte aggiunte" },
	{ "render-1.20", "one form only is an error", "{{n|carta}}", "{\"n\":2}", PB_EDATA,
	    "bad tag name" },

	/* render-2: sections. */
	{ "render-2.1", "array of objects", "{{#p}}{{n}},{{/p}}", "{\"p\":[{\"n\":1},{\"n\":2}]}",
	    PB_OK, "1,2," },
	{ "render-2.2", "object: once, as context", "{{#o}}{{a}}{{/o}}", "{\"o\":{\"a\":\"x\"}}",
	    PB_OK, "x" },
	{ "render-2.3", "empty object is truthy", "{{#o}}x{{/o}}", "{\"o\":{}}", PB_OK, "x" },
	{ "render-2.4", "true: once", "{{#t}}yes{{/t}}", "{\"t\":true}", PB_OK, "yes" },
	{ "render-2.5", "false: nothing", "a{{#f}}x{{/f}}b", "{\"f\":false}", PB_OK, "ab" },
	{ "render-2.6", "null: nothing", "a{{#f}}x{{/f}}b", "{\"f\":null}", PB_OK, "ab" },
	{ "render-2.7", "empty array: nothing", "a{{#f}}x{{/f}}b", "{\"f\":[]}", PB_OK, "ab" },
	{ "render-2.8", "missing key: nothing", "a{{#f}}{{nope}}{{/f}}b", "{}", PB_OK, "ab" },
	{ "render-2.9", "zero and 0.0: nothing", "a{{#z}}x{{/z}}{{#r}}y{{/r}}b",
	    "{\"z\":0,\"r\":0.0}", PB_OK, "ab" },
	{ "render-2.10", "non-zero number: once, current context",
	    "{{#n}}{{n}}!{{/n}}{{#r}}{{r}}{{/r}}", "{\"n\":3,\"r\":-0.5}", PB_OK, "3!-0.5" },
	{ "render-2.11", "strings: empty nothing, non-empty once",
	    "{{#e}}x{{/e}}{{#s}}<{{s}}>{{/s}}", "{\"e\":\"\",\"s\":\"hi\"}", PB_OK, "<hi>" },
	{ "render-2.12", "truthy scalar keeps the enclosing {{.}}",
	    "{{#l}}{{#flag}}{{.}}{{/flag}}{{/l}}", "{\"l\":[\"a\"],\"flag\":true}", PB_OK, "a" },
	{ "render-2.13", "inverted: empty array", "{{^l}}none{{/l}}", "{\"l\":[]}", PB_OK, "none" },
	{ "render-2.14", "inverted: non-empty array", "a{{^l}}none{{/l}}b", "{\"l\":[1]}", PB_OK,
	    "ab" },
	{ "render-2.15", "inverted: falsy values and missing",
	    "{{^a}}A{{/a}}{{^b}}B{{/b}}{{^c}}C{{/c}}{{^d}}D{{/d}}{{^m}}M{{/m}}",
	    "{\"a\":false,\"b\":null,\"c\":0,\"d\":\"\"}", PB_OK, "ABCDM" },
	{ "render-2.16", "inverted: truthy values", "-{{^a}}A{{/a}}{{^o}}O{{/o}}{{^s}}S{{/s}}-",
	    "{\"a\":true,\"o\":{},\"s\":\"x\"}", PB_OK, "--" },
	{ "render-2.17", "nested sections, same name", "{{#a}}{{#a}}x{{/a}}{{/a}}", "{\"a\":true}",
	    PB_OK, "x" },
	{ "render-2.18", "dotted section name", "{{#a.b}}{{c}}{{/a.b}}",
	    "{\"a\":{\"b\":{\"c\":1}}}", PB_OK, "1" },
	{ "render-2.19", "nested arrays, outer values inside",
	    "{{#p}}{{n}}:{{#o}}{{.}}{{n}}{{/o}};{{/p}}",
	    "{\"p\":[{\"n\":1,\"o\":[\"a\",\"b\"]},{\"n\":2,\"o\":[]}]}", PB_OK, "1:a1b1;2:;" },

	/* render-3: standalone lines and comments. */
	{ "render-3.1", "standalone section lines removed", "A\n{{#l}}\n- {{.}}\n{{/l}}\nB\n",
	    "{\"l\":[\"x\",\"y\"]}", PB_OK, "A\n- x\n- y\nB\n" },
	{ "render-3.2", "indented standalone tags", "A\n  {{#l}}\n- {{.}}\n    {{/l}}\nB\n",
	    "{\"l\":[\"x\",\"y\"]}", PB_OK, "A\n- x\n- y\nB\n" },
	{ "render-3.3", "tabs and trailing white space", "A\n\t{{#t}} \t\nx\n{{/t}}  \nB",
	    "{\"t\":true}", PB_OK, "A\nx\nB" },
	{ "render-3.4", "false section leaves no blank line", "A\n{{#f}}\nx\n{{/f}}\nB\n",
	    "{\"f\":false}", PB_OK, "A\nB\n" },
	{ "render-3.5", "standalone inverted", "{{^l}}\nnone\n{{/l}}\n", "{\"l\":[]}", PB_OK,
	    "none\n" },
	{ "render-3.6", "standalone comment", "A\n  {{! note }}\nB\n", "{}", PB_OK, "A\nB\n" },
	{ "render-3.7", "multi-line standalone comment", "A\n{{! one\ntwo }}\nB\n", "{}", PB_OK,
	    "A\nB\n" },
	{ "render-3.8", "inline comment", "A{{! x }}B\n", "{}", PB_OK, "AB\n" },
	{ "render-3.9", "standalone on the first line", "{{#t}}\nx\n{{/t}}\n", "{\"t\":true}",
	    PB_OK, "x\n" },
	{ "render-3.10", "standalone on the last line, no line end", "x\n{{#t}}\ny\n  {{/t}}",
	    "{\"t\":true}", PB_OK, "x\ny\n" },
	{ "render-3.11", "text on the line: not standalone", "A {{#t}}x{{/t}} B\n", "{\"t\":true}",
	    PB_OK, "A x B\n" },
	{ "render-3.12", "two tags on a line: not standalone", "{{#t}}{{/t}}\nx", "{\"t\":true}",
	    PB_OK, "\nx" },
	{ "render-3.13", "a variable is never standalone", "A\n{{v}}\nB", "{\"v\":\"\"}", PB_OK,
	    "A\n\nB" },
	{ "render-3.14", "CRLF line ends", "A\r\n{{#t}}\r\nx\r\n{{/t}}\r\nB", "{\"t\":true}", PB_OK,
	    "A\r\nx\r\nB" },
	{ "render-3.15", "nested lists leave no blank lines",
	    "{{#p}}\n{{name}}:\n  {{#orders}}\n  {{.}}\n  {{/orders}}\n"
	    "  {{^orders}}\n  (none)\n  {{/orders}}\n{{/p}}\n",
	    "{\"p\":[{\"name\":\"a\",\"orders\":[\"x\",\"y\"]},"
	    "{\"name\":\"b\",\"orders\":[]}]}",
	    PB_OK, "a:\n  x\n  y\nb:\n  (none)\n" },
	{ "render-3.16", "blank lines in the text are kept", "A\n\n{{#t}}\n\nx\n{{/t}}\n\nB\n",
	    "{\"t\":true}", PB_OK, "A\n\n\nx\n\nB\n" },

	/* render-5: errors. */
	{ "render-5.1", "missing variable", "Hi {{name}}", "{}", PB_EDATA,
	    "template (string) line 1: no value for \"name\"" },
	{ "render-5.2", "missing dotted path", "{{a.b.c}}", "{\"a\":{\"b\":{}}}", PB_EDATA,
	    "\"a.b.c\"" },
	{ "render-5.3", "path not resolved further out after a.", "{{#p}}{{a.b}}{{/p}}",
	    "{\"a\":{\"b\":1},\"p\":{\"a\":{}}}", PB_EDATA, "\"a.b\"" },
	{ "render-5.4", "path through a scalar", "{{a.b}}", "{\"a\":\"s\"}", PB_EDATA, "\"a.b\"" },
	{ "render-5.5", "line number after standalone lines", "{{#t}}\n{{/t}}\n{{! c\n}}\n{{x}}",
	    "{\"t\":true}", PB_EDATA, "line 5: no value for \"x\"" },
	{ "render-5.6", "null variable", "{{n}}", "{\"n\":null}", PB_EDATA, "\"n\" is null" },
	{ "render-5.7", "array variable", "{{n}}", "{\"n\":[1]}", PB_EDATA, "\"n\" is an array" },
	{ "render-5.8", "{{.}} on an object", "{{.}}", "{}", PB_EDATA, "\".\" is an object" },
	{ "render-5.9", "unclosed section", "a\n{{#x}}\nb\n", "{}", PB_EDATA,
	    "line 2: section \"x\" is never closed" },
	{ "render-5.10", "unclosed inverted section", "{{^x}}", "{}", PB_EDATA,
	    "line 1: section \"x\" is never closed" },
	{ "render-5.11", "mismatched sections", "{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}", "{}", PB_EDATA,
	    "line 3: {{/a}} does not close section \"b\" opened at line 2" },
	{ "render-5.12", "closing without opening", "x\n{{/a}}", "{}", PB_EDATA,
	    "line 2: {{/a}} closes no section" },
	{ "render-5.13", "unterminated tag", "a\n{{name", "{}", PB_EDATA,
	    "line 2: unterminated tag" },
	{ "render-5.14", "empty tag", "{{ }}", "{}", PB_EDATA, "bad tag name \"\"" },
	{ "render-5.15", "triple mustache", "{{{x}}}", "{\"x\":1}", PB_EDATA, "bad tag name" },
	{ "render-5.16", "ampersand tag", "{{&x}}", "{\"x\":1}", PB_EDATA, "bad tag name \"&x\"" },
	{ "render-5.17", "set delimiters", "{{=<% %>=}}", "{}", PB_EDATA, "bad tag name" },
	{ "render-5.18", "empty path components", "{{a..b}}{{.a}}", "{}", PB_EDATA,
	    "bad tag name \"a..b\"" },
	{ "render-5.19", "error inside a section body names its line", "{{#l}}\nx {{y}}\n{{/l}}",
	    "{\"l\":[{}]}", PB_EDATA, "line 2: no value for \"y\"" },
	{ "render-5.20", "partial without a set", "{{>footer}}", "{}", PB_EDATA,
	    "no template \"footer\" for a partial" },
};

START_TEST(test_string)
{
	string_run(&string_cases[_i], NULL);
}
END_TEST

/* ---- the shared set: en/ and it/, it/ lacking some -------------------- */

static const struct file set_files[] = {
	{ "en/", NULL },
	{ "it/", NULL },
	{ "en/turn.txt",
	    "Subject: Turn {{turn}} of {{game}}\n\n"
	    "Hello {{player}},\n{{#orders}}\n  - {{.}}\n{{/orders}}\n"
	    "{{^orders}}\n  (no orders)\n{{/orders}}\n{{>footer}}\n" },
	{ "it/turn.txt",
	    "Subject: Turno {{turn}} di {{game}}\n\n"
	    "Ciao {{player}},\n{{#orders}}\n  - {{.}}\n{{/orders}}\n"
	    "{{>footer}}\n" },
	{ "en/welcome.txt", "Subject: Welcome to {{game}}\n\nYou play {{power}}.\n" },
	{ "en/footer.txt", "-- \nThe arbiter\n" },
	{ "en/nosubject.txt", "Just a body\n" },
	{ "en/title.txt", "subject:{{title}}\r\n\r\nbody {{n}}\n" },
	{ "en/empty.txt", "Subject: nothing\n" },
	{ "en/list.txt", "{{#items}}\n* {{name}}\n{{/items}}\n" },
	{ "en/tree.txt", "{{name}}\n{{#kids}}\n  {{>tree}}\n{{/kids}}\n" },
	{ "en/person.txt", "{{name}} plays in {{game}}\n" },
	{ "en/para.txt", "{{text}}\n\nend\n" },
	{ "en/broken.txt", "ok\n{{missing}}\n" },
	{ "en/loop.txt", "{{>loop}}" },
	{ "en/chain.txt", "{{#next}}{{>chain}}{{/next}}" },
	{ "en/sub.txt/", NULL },
	{ "it/README", "not a template {{\n" },
	{ "it/.hidden.txt", "{{#never closed\n" },
};

static char          *set_dir;
static struct render *set_it;

/* set_setup - checked fixture: make the tree, open it in Italian */

static void
set_setup(void)
{
	struct pb_err err;
	enum pb_rc    rc;

	pb_err_clear(&err);
	set_dir = tree_make(set_files, PB_NELEM(set_files));
	rc = render_open(set_dir, "it", NULL, &set_it, &err);
	ck_assert_msg(rc == PB_OK, "render_open %s it: %s", set_dir, err.msg);
}

/* set_teardown - close the set, remove the tree */

static void
set_teardown(void)
{
	render_close(set_it);
	set_it = NULL;
	tree_rm(set_dir);
	set_dir = NULL;
}

/* ---- render-4: partials ----------------------------------------------- */

static const struct string_case partial_cases[] = {
	{ "render-4.1", "inline partial", "[{{>footer}}]", "{}", PB_OK, "[-- \nThe arbiter\n]" },
	{ "render-4.2", "standalone partial, indented", "Items:\n  {{>list}}\nEnd\n",
	    "{\"items\":[{\"name\":\"a\"},{\"name\":\"b\"}]}", PB_OK,
	    "Items:\n  * a\n  * b\nEnd\n" },
	{ "render-4.3", "nested partials add up indentation", "{{>tree}}",
	    "{\"name\":\"a\",\"kids\":[{\"name\":\"b\",\"kids\":"
	    "[{\"name\":\"c\",\"kids\":[]}]},{\"name\":\"d\",\"kids\":[]}]}",
	    PB_OK, "a\n  b\n    c\n  d\n" },
	{ "render-4.4", "partial sees the whole context stack",
	    "{{#people}}\n{{>person}}\n{{/people}}",
	    "{\"game\":\"g1\",\"people\":[{\"name\":\"Ann\"},{\"name\":\"Bo\"}]}", PB_OK,
	    "Ann plays in g1\nBo plays in g1\n" },
	{ "render-4.5", "no indent on empty lines or inside values", "  {{>para}}\n",
	    "{\"text\":\"a\\nb\"}", PB_OK, "  a\nb\n\n  end\n" },
	{ "render-4.6", "missing variable names the partial", "x\n{{>broken}}\n", "{}", PB_EDATA,
	    "template broken line 2: no value for \"missing\"" },
	{ "render-4.7", "missing partial", "a\n{{>nothere}}", "{}", PB_EDATA,
	    "template (string) line 2: no template \"nothere\" for a partial" },
	{ "render-4.8", "infinite recursion stops", "{{>loop}}", "{}", PB_EDATA,
	    "partials nested deeper than 16" },
};

START_TEST(test_partial)
{
	string_run(&partial_cases[_i], set_it);
}
END_TEST

/* chain_view - {"next": {"next": ... {"next": false}}}, N objects */

static json_t *
chain_view(int n)
{
	json_t *v = json_false();
	json_t *o;

	while (n-- > 0) {
		o = json_object();
		json_object_set_new(o, "next", v);
		v = o;
	}
	return (v);
}

/* render-4.9: 16 nested partials work, 17 fail */

START_TEST(test_partial_depth)
{
	struct pb_err err;
	json_t       *view;
	char         *out = NULL;
	enum pb_rc    rc;

	pb_err_clear(&err);
	view = chain_view(16);
	rc = render_string(set_it, "{{>chain}}", view, &out, &err);
	ck_assert_msg(rc == PB_OK, "render-4.9 (16 deep): %s", err.msg);
	ck_assert_str_eq(out, "");
	free(out);
	out = NULL;
	json_decref(view);

	view = chain_view(17);
	rc = render_string(set_it, "{{>chain}}", view, &out, &err);
	ck_assert_msg(rc == PB_EDATA, "render-4.9 (17 deep): rc %d", rc);
	ck_assert_ptr_null(out);
	ck_assert_msg(strstr(err.msg,
	                  "template chain line 1: partials nested"
	                  " deeper than 16")
	        != NULL,
	    "render-4.9: %s", err.msg);
	json_decref(view);
}
END_TEST

/* ---- render-6: render_open -------------------------------------------- */

struct open_case {
	const char        *id;
	const char        *label;
	const struct file *files;
	size_t             nfiles;
	const char        *locale;
	enum pb_rc         rc;
	const char        *want; /* error substring, or a template */
};

static const struct file open_en[] = {
	{ "en/", NULL },
	{ "en/a.txt", "Subject: a\n\nA\n" },
};
static const struct file open_no_en[] = {
	{ "it/", NULL },
	{ "it/a.txt", "A\n" },
};
static const struct file open_en_file[] = {
	{ "en", "not a directory\n" },
};
static const struct file open_it_file[] = {
	{ "en/", NULL },
	{ "en/a.txt", "A\n" },
	{ "it", "not a directory\n" },
};
static const struct file open_syntax[] = {
	{ "en/", NULL },
	{ "en/a.txt", "A\n" },
	{ "en/bad.txt", "one\n{{#x}}\n" },
};
static const struct file open_body_line[] = {
	{ "en/", NULL },
	{ "en/m.txt", "Subject: x\n\nline 3\n{{/y}}\n" },
};
static const struct file open_partial[] = {
	{ "en/", NULL },
	{ "en/a.txt", "A\n{{#x}}\n{{>nope}}\n{{/x}}\n" },
};
static const struct file open_no_blank[] = {
	{ "en/", NULL },
	{ "en/m.txt", "Subject: x\nbody\n" },
};
static const struct file open_it_bad[] = {
	{ "en/", NULL },
	{ "it/", NULL },
	{ "en/a.txt", "A\n" },
	{ "it/a.txt", "{{a b}}\n" },
};
static const struct file open_empty[] = {
	{ "en/", NULL },
};
static const struct file open_it_partial[] = {
	{ "en/", NULL },
	{ "it/", NULL },
	{ "en/f.txt", "F\n" },
	{ "it/a.txt", "{{>f}}\n" },
};

static const struct open_case open_cases[] = {
	{ "render-6.1", "en only", open_en, PB_NELEM(open_en), "en", PB_OK, "a" },
	{ "render-6.2", "missing locale directory: all en", open_en, PB_NELEM(open_en), "de", PB_OK,
	    "a" },
	{ "render-6.3", "missing en directory", open_no_en, PB_NELEM(open_no_en), "it", PB_ESYS,
	    "/en: " },
	{ "render-6.4", "en is a file", open_en_file, PB_NELEM(open_en_file), "en", PB_ESYS,
	    "opendir" },
	{ "render-6.5", "locale is a file", open_it_file, PB_NELEM(open_it_file), "it", PB_ESYS,
	    "/it: " },
	{ "render-6.6", "bad locale name", open_en, PB_NELEM(open_en), "../en", PB_EDATA,
	    "bad locale name \"../en\"" },
	{ "render-6.7", "syntax error at load", open_syntax, PB_NELEM(open_syntax), "en", PB_EDATA,
	    "template bad line 2: section \"x\" is never closed" },
	{ "render-6.8", "body line numbers count the Subject lines", open_body_line,
	    PB_NELEM(open_body_line), "en", PB_EDATA,
	    "template m line 4: {{/y}} closes no section" },
	{ "render-6.9", "partial naming no template", open_partial, PB_NELEM(open_partial), "en",
	    PB_EDATA, "template a line 3: no template \"nope\" for a partial" },
	{ "render-6.10", "Subject line not followed by a blank line", open_no_blank,
	    PB_NELEM(open_no_blank), "en", PB_EDATA, "template m line 2: expected a blank line" },
	{ "render-6.11", "locale template with a syntax error", open_it_bad, PB_NELEM(open_it_bad),
	    "it", PB_EDATA, "template a line 1" },
	{ "render-6.12", "empty en directory", open_empty, PB_NELEM(open_empty), "en", PB_OK,
	    NULL },
	{ "render-6.13", "locale partial resolved in en", open_it_partial,
	    PB_NELEM(open_it_partial), "it", PB_OK, "a" },
};

START_TEST(test_open)
{
	const struct open_case *c = &open_cases[_i];
	struct render          *r = NULL;
	struct pb_err           err;
	enum pb_rc              rc;
	char                   *dir;

	pb_err_clear(&err);
	dir = tree_make(c->files, c->nfiles);
	rc = render_open(dir, c->locale, NULL, &r, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc != PB_OK) {
		ck_assert_msg(r == NULL, "%s: *rp written on error", c->id);
		ck_assert_msg(strstr(err.msg, c->want) != NULL,
		    "%s (%s): error \"%s\" lacks \"%s\"", c->id, c->label, err.msg, c->want);
	} else if (c->want != NULL) {
		ck_assert_msg(
		    render_has(r, c->want), "%s (%s): no template %s", c->id, c->label, c->want);
	} else {
		ck_assert_msg(!render_has(r, "a"), "%s: unexpected a", c->id);
	}
	render_close(r);
	tree_rm(dir);
}
END_TEST

/* render-6.14: render_has on the it set; NULL sets */

START_TEST(test_has)
{
	static const char *yes[] = { "turn", "welcome", "footer", "chain" };
	static const char *no[] = { "nothere", ".hidden", "hidden", "README", "sub", "turn.txt",
		"" };
	size_t             i;

	for (i = 0; i < PB_NELEM(yes); i++)
		ck_assert_msg(render_has(set_it, yes[i]), "render-6.14: no template %s", yes[i]);
	for (i = 0; i < PB_NELEM(no); i++)
		ck_assert_msg(
		    !render_has(set_it, no[i]), "render-6.14: unexpected template \"%s\"", no[i]);
	ck_assert_msg(!render_has(NULL, "turn"), "render-6.14: NULL set");
	render_close(NULL);
}
END_TEST

/* ---- render-7: render_mail -------------------------------------------- */

struct mail_case {
	const char *id;
	const char *label;
	const char *locale;
	const char *name;
	const char *view;
	enum pb_rc  rc;
	const char *subject; /* or an error substring */
	const char *body;
};

#define TURN_VIEW                                                                                  \
	"{\"turn\":3,\"game\":\"g1\",\"player\":\"Ann\","                                          \
	"\"orders\":[\"A-B\",\"C-D\"]}"

static const struct mail_case mail_cases[] = {
	{ "render-7.1", "Subject and body", "en", "turn", TURN_VIEW, PB_OK, "Turn 3 of g1",
	    "Hello Ann,\n  - A-B\n  - C-D\n-- \nThe arbiter\n" },
	{ "render-7.2", "inverted section in the body", "en", "turn",
	    "{\"turn\":4,\"game\":\"g1\",\"player\":\"Bo\",\"orders\":[]}", PB_OK, "Turn 4 of g1",
	    "Hello Bo,\n  (no orders)\n-- \nThe arbiter\n" },
	{ "render-7.3", "locale template, en partial", "it", "turn", TURN_VIEW, PB_OK,
	    "Turno 3 di g1", "Ciao Ann,\n  - A-B\n  - C-D\n-- \nThe arbiter\n" },
	{ "render-7.4", "template missing in it falls back to en", "it", "welcome",
	    "{\"game\":\"g1\",\"power\":\"France\"}", PB_OK, "Welcome to g1",
	    "You play France.\n" },
	{ "render-7.5", "lower-case subject:, CRLF, no padding", "en", "title",
	    "{\"title\":\"T\",\"n\":1}", PB_OK, "T", "body 1\n" },
	{ "render-7.6", "Subject line and nothing else", "en", "empty", "{}", PB_OK, "nothing",
	    "" },
	{ "render-7.7", "template without a Subject line", "en", "nosubject", "{}", PB_EDATA,
	    "template nosubject has no Subject line", NULL },
	{ "render-7.8", "unknown template", "it", "nothere", "{}", PB_ENOENT,
	    "no template \"nothere\"", NULL },
	{ "render-7.9", "subject spanning lines", "en", "title",
	    "{\"title\":\"a\\nBcc: x\",\"n\":1}", PB_EDATA, "the subject spans several lines",
	    NULL },
	{ "render-7.10", "missing variable in the subject", "en", "title", "{\"n\":1}", PB_EDATA,
	    "template title line 1: no value for \"title\"", NULL },
	{ "render-7.11", "missing variable in the body", "it", "turn",
	    "{\"turn\":3,\"game\":\"g1\"}", PB_EDATA,
	    "template turn line 3: no value for \"player\"", NULL },
};

START_TEST(test_mail)
{
	const struct mail_case *c = &mail_cases[_i];
	struct render          *r = NULL;
	struct pb_err           err;
	char                   *subject = NULL, *body = NULL;
	json_t                 *view;
	enum pb_rc              rc;

	pb_err_clear(&err);
	rc = render_open(set_dir, c->locale, NULL, &r, &err);
	ck_assert_msg(rc == PB_OK, "%s: render_open: %s", c->id, err.msg);
	view = view_load(c->id, c->view);
	rc = render_mail(r, c->name, view, &subject, &body, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc == PB_OK) {
		ck_assert_msg(strcmp(subject, c->subject) == 0, "%s (%s): subject \"%s\"", c->id,
		    c->label, subject);
		ck_assert_msg(
		    strcmp(body, c->body) == 0, "%s (%s): body \"%s\"", c->id, c->label, body);
	} else {
		ck_assert_msg(subject == NULL && body == NULL, "%s (%s): outputs written on error",
		    c->id, c->label);
		ck_assert_msg(strstr(err.msg, c->subject) != NULL,
		    "%s (%s): error \"%s\" lacks \"%s\"", c->id, c->label, err.msg, c->subject);
	}
	free(subject);
	free(body);
	json_decref(view);
	render_close(r);
}
END_TEST

/* ---- render-8: game kinds ---------------------------------------------- */

/*
 * x1 is in all four directories, x2 in all but it/kk, x3 in en/kk and en,
 * x4 in en only, x5 in en/kk only.  p is shared and takes the game's
 * partial "part"; q takes p.  A kind "zz" has no directories.
 */
static const struct file kind_files[] = {
	{ "en/", NULL },
	{ "en/kk/", NULL },
	{ "it/", NULL },
	{ "it/kk/", NULL },
	{ "it/kk/x1.txt", "it/kk\n" },
	{ "it/x1.txt", "it\n" },
	{ "en/kk/x1.txt", "en/kk\n" },
	{ "en/x1.txt", "en\n" },
	{ "it/x2.txt", "it\n" },
	{ "en/kk/x2.txt", "en/kk\n" },
	{ "en/x2.txt", "en\n" },
	{ "en/kk/x3.txt", "en/kk\n" },
	{ "en/x3.txt", "en\n" },
	{ "en/x4.txt", "en\n" },
	{ "en/kk/x5.txt", "en/kk\n" },
	{ "en/p.txt", "[{{>part}}]\n" },
	{ "en/q.txt", "{{>p}}" },
	{ "en/kk/part.txt", "kk part" },
	{ "it/kk/part.txt", "it kk part" },
	{ "en/bad/", NULL },
	{ "en/bad/x1.txt", "{{#never closed\n" },
	{ "en/file", "not a directory\n" },
	{ "en/kk/m.txt", "Subject: hi {{>part}}\n\nbody {{>x5}}\n" },
};

struct kind_case {
	const char *id;
	const char *label;
	const char *locale;
	const char *kind;
	enum pb_rc  rc;   /* of render_open() */
	const char *name; /* a template to render, or NULL */
	const char *want; /* its text; NULL: the set lacks it; or an error */
};

static const struct kind_case kind_cases[] = {
	{ "render-8.1", "LOCALE/KIND first", "it", "kk", PB_OK, "x1", "it/kk\n" },
	{ "render-8.2", "LOCALE over en/KIND", "it", "kk", PB_OK, "x2", "it\n" },
	{ "render-8.3", "en/KIND over en", "it", "kk", PB_OK, "x3", "en/kk\n" },
	{ "render-8.4", "en last", "it", "kk", PB_OK, "x4", "en\n" },
	{ "render-8.5", "a game's own, in English only", "it", "kk", PB_OK, "x5", "en/kk\n" },
	{ "render-8.6", "locale en: en/KIND over en", "en", "kk", PB_OK, "x1", "en/kk\n" },
	{ "render-8.7", "a locale without a directory", "de", "kk", PB_OK, "x2", "en/kk\n" },
	{ "render-8.8", "no kind: the kind directories are not read", "it", NULL, PB_OK, "x1",
	    "it\n" },
	{ "render-8.9", "a shared template takes the game's partial", "it", "kk", PB_OK, "p",
	    "[it kk part]\n" },
	{ "render-8.10", "the same in English", "en", "kk", PB_OK, "q", "[kk part]\n" },
	{ "render-8.11", "no kind: a template needing a game's partial is left out", "it", NULL,
	    PB_OK, "p", NULL },
	{ "render-8.12", "no kind: and one that takes it", "en", NULL, PB_OK, "q", NULL },
	{ "render-8.13", "no kind: a game's own is not in the set", "en", NULL, PB_OK, "x5", NULL },
	{ "render-8.14", "a kind without directories lacks the partial", "it", "zz", PB_EDATA, NULL,
	    "template p line 1: no template \"part\" for a partial" },
	{ "render-8.15", "bad kind name", "it", "../kk", PB_EDATA, NULL,
	    "bad game kind \"../kk\"" },
	{ "render-8.16", "a kind directory that is a file", "it", "file", PB_ESYS, NULL,
	    "/en/file: " },
	{ "render-8.17", "a syntax error in a kind directory", "en", "bad", PB_EDATA, NULL,
	    "template x1 line 1" },
};

START_TEST(test_kind)
{
	const struct kind_case *c = &kind_cases[_i];
	struct render          *r = NULL;
	struct pb_err           err;
	enum pb_rc              rc;
	char                   *dir, *tmpl, *out = NULL;

	pb_err_clear(&err);
	dir = tree_make(kind_files, PB_NELEM(kind_files));
	rc = render_open(dir, c->locale, c->kind, &r, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc != PB_OK) {
		ck_assert_msg(r == NULL, "%s: *rp written on error", c->id);
		ck_assert_msg(strstr(err.msg, c->want) != NULL,
		    "%s (%s): error \"%s\" lacks \"%s\"", c->id, c->label, err.msg, c->want);
	} else if (c->want == NULL) {
		ck_assert_msg(!render_has(r, c->name), "%s (%s): unexpected template %s", c->id,
		    c->label, c->name);
	} else {
		tmpl = pb_asprintf("{{>%s}}", c->name);
		rc = render_string(r, tmpl, NULL, &out, &err);
		ck_assert_msg(rc == PB_OK, "%s (%s): %s", c->id, c->label, err.msg);
		ck_assert_msg(strcmp(out, c->want) == 0, "%s (%s): got \"%s\", want \"%s\"", c->id,
		    c->label, out, c->want);
		free(out);
		free(tmpl);
	}
	render_close(r);
	tree_rm(dir);
}
END_TEST

/* ---- render-9: sets parsed when first used --------------------------------- */

/* As render-8's; a want starting with "!" is the error of the render. */
static const struct kind_case lazy_cases[] = {
	{ "render-9.1", "LOCALE/KIND first", "it", "kk", PB_OK, "x1", "it/kk\n" },
	{ "render-9.2", "en last", "it", "kk", PB_OK, "x4", "en\n" },
	{ "render-9.3", "a shared template takes the game's partial", "it", "kk", PB_OK, "p",
	    "[it kk part]\n" },
	{ "render-9.4", "the same through a shared partial", "en", "kk", PB_OK, "q",
	    "[kk part]\n" },
	{ "render-9.5", "no kind: render_open()'s set, without what needs a game", "it", NULL,
	    PB_OK, "p", NULL },
	{ "render-9.6", "a missing partial fails the render, not the open", "it", "zz", PB_OK,
	    "p", "!template p line 1: no template \"part\" for a partial" },
	{ "render-9.7", "a syntax error fails the render, not the open", "en", "bad", PB_OK, "x1",
	    "!template x1 line 1" },
	{ "render-9.8", "the broken set's other templates render", "en", "bad", PB_OK, "x4",
	    "en\n" },
	{ "render-9.9", "bad kind name", "it", "../kk", PB_EDATA, NULL, "bad game kind \"../kk\"" },
	{ "render-9.10", "a kind directory that is a file", "it", "file", PB_ESYS, NULL,
	    "/en/file: " },
};

START_TEST(test_lazy)
{
	const struct kind_case *c = &lazy_cases[_i];
	struct render          *r = NULL;
	struct pb_err           err;
	enum pb_rc              rc;
	char                   *dir, *tmpl, *out = NULL;
	int                     k;

	pb_err_clear(&err);
	dir = tree_make(kind_files, PB_NELEM(kind_files));
	rc = render_open_lazy(dir, c->locale, c->kind, &r, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc != PB_OK) {
		ck_assert_msg(r == NULL, "%s: *rp written on error", c->id);
		ck_assert_msg(strstr(err.msg, c->want) != NULL,
		    "%s (%s): error \"%s\" lacks \"%s\"", c->id, c->label, err.msg, c->want);
	} else if (c->want == NULL) {
		ck_assert_msg(!render_has(r, c->name), "%s (%s): unexpected template %s", c->id,
		    c->label, c->name);
	} else {
		/* Twice: parsed once, or failing each time. */
		tmpl = pb_asprintf("{{>%s}}", c->name);
		for (k = 0; k < 2; k++) {
			rc = render_string(r, tmpl, NULL, &out, &err);
			if (c->want[0] == '!') {
				ck_assert_msg(rc == PB_EDATA && strstr(err.msg, c->want + 1) != NULL,
				    "%s (%s): rc %d, \"%s\"", c->id, c->label, rc, err.msg);
				continue;
			}
			ck_assert_msg(rc == PB_OK, "%s (%s): %s", c->id, c->label, err.msg);
			ck_assert_msg(strcmp(out, c->want) == 0, "%s (%s): got \"%s\", want \"%s\"",
			    c->id, c->label, out, c->want);
			free(out);
			out = NULL;
		}
		free(tmpl);
	}
	render_close(r);
	tree_rm(dir);
}
END_TEST

/* render-9.11: render_mail parses a game's template, its partials too */

START_TEST(test_lazy_mail)
{
	struct render *r = NULL;
	struct pb_err  err;
	char          *dir, *subject = NULL, *body = NULL;

	pb_err_clear(&err);
	dir = tree_make(kind_files, PB_NELEM(kind_files));
	ck_assert_msg(render_open_lazy(dir, "it", "kk", &r, &err) == PB_OK, "render-9.11: %s",
	    err.msg);
	ck_assert_msg(render_mail(r, "m", NULL, &subject, &body, &err) == PB_OK, "render-9.11: %s",
	    err.msg);
	ck_assert_str_eq(subject, "hi it kk part");
	ck_assert_str_eq(body, "body en/kk\n\n");
	free(subject);
	free(body);
	render_close(r);
	tree_rm(dir);
}
END_TEST

/* ---- suite ------------------------------------------------------------ */

/* render_suite - every render-* test */

Suite *
render_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("render");

	tc = tcase_create("text");
	tcase_add_loop_test(tc, test_string, 0, PB_NELEM(string_cases));
	tcase_add_loop_test(tc, test_open, 0, PB_NELEM(open_cases));
	tcase_add_loop_test(tc, test_kind, 0, PB_NELEM(kind_cases));
	tcase_add_loop_test(tc, test_lazy, 0, PB_NELEM(lazy_cases));
	tcase_add_test(tc, test_lazy_mail);
	suite_add_tcase(s, tc);

	tc = tcase_create("set");
	tcase_add_checked_fixture(tc, set_setup, set_teardown);
	tcase_add_loop_test(tc, test_partial, 0, PB_NELEM(partial_cases));
	tcase_add_test(tc, test_partial_depth);
	tcase_add_test(tc, test_has);
	tcase_add_loop_test(tc, test_mail, 0, PB_NELEM(mail_cases));
	suite_add_tcase(s, tc);
	return (s);
}
