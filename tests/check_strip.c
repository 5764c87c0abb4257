/*++
/* NAME
/*	check_strip 1
/* SUMMARY
/*	unit tests for reply line classification
/* SYNOPSIS
/*	Suite	*strip_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  A case gives a text and the expected kinds,
/*	one letter a line: T text, B blank, Q quote, A attribution,
/*	O original, S signature, M mobile.  Test ids:
/*
/*	strip-1.1 .. 1.14	attributions: Gmail EN on one and two lines
/*				(wrapped before "wrote:" and inside the
/*				address), Apple Mail, Thunderbird, Italian,
/*				Spanish, French, name and address only,
/*				U+202F before AM, and lines that only look
/*				alike.
/*	strip-2.1 .. 2.11	Outlook and forwards: Original Message in
/*				EN/IT/ES, From/Sent, Da/Inviato, De/Enviado
/*				blocks with the underscore separator, bold
/*				"*From:*", Gmail and Apple forwards, a lone
/*				"From:" line.
/*	strip-3.1 .. 3.7	signatures and mobile footers.
/*	strip-4.1 .. 4.9	layout: bottom posting, interleaved
/*				replies, CRLF, white space, indented quotes,
/*				no final LF, quoted attribution.
/*	strip-5.1 .. 5.4	line texts and numbers, NULL and "" input,
/*				strip_kind_str(), strip_free(NULL).
/* SEE ALSO
/*	src/mail/strip.c
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/strip.h"

/* Local. */
#include "suites.h"

struct strip_case {
	const char *id;
	const char *label;
	const char *text;
	const char *kinds; /* one letter a line */
};

static const struct strip_case strip_cases[] = {
	/* Attributions. */
	{ "strip-1.1", "Gmail EN one line",
	    "move 1\n\nOn Sat, Nov 21, 2026 at 10:00 AM Ann Smith "
	    "<ann@example.com> wrote:\n> old\n> text\n",
	    "TBAQQ" },
	{ "strip-1.2", "Gmail EN wrapped before wrote:",
	    "move 1\n\nOn Sat, Nov 21, 2026 at 10:00 AM Ann Smith "
	    "<ann@example.com>\nwrote:\n\n> old\n",
	    "TBAABQ" },
	{ "strip-1.3", "Gmail EN wrapped inside the address",
	    "hold\nOn Sat, 21 Nov 2026 at 10:00, Ann Smith <\nann@example.com> "
	    "wrote:\n> old\n",
	    "TAAQ" },
	{ "strip-1.4", "Apple Mail",
	    "hold\n\nOn 21 Nov 2026, at 10:00, Ann <a@b.c> wrote:\n\n> old\n", "TBABQ" },
	{ "strip-1.5", "Thunderbird", "hold\nOn 21/11/2026 10:00, Ann wrote:\n> old\n", "TAQ" },
	{ "strip-1.6", "Italian Gmail",
	    "muovi 1\n\nIl giorno sab 21 nov 2026 alle ore 10:00 Anna <a@b.it> "
	    "ha scritto:\n> vecchio\n",
	    "TBAQ" },
	{ "strip-1.7", "Italian wrapped",
	    "muovi 1\nIl giorno sab 21 nov 2026 alle ore 10:00 Anna Rossi "
	    "<a@b.it>\nha scritto:\n> vecchio\n",
	    "TAAQ" },
	{ "strip-1.8", "Spanish Gmail",
	    "mover 1\n\nEl s\xc3\xa1"
	    "b, 21 nov 2026 a las 10:00, Ana (<a@b.es>) escribi\xc3\xb3:\n> viejo\n",
	    "TBAQ" },
	{ "strip-1.9", "Spanish without accent",
	    "mover 1\nEl 21/11/2026 a las 10:00, Ana escribio:\n> viejo\n", "TAQ" },
	{ "strip-1.10", "French with a no-break space",
	    "bouge 1\nLe sam. 21 nov. 2026 \xc3\xa0 10:00, Anne <a@b.fr> a \xc3\xa9"
	    "crit\xc2\xa0:\n> vieux\n",
	    "TAQ" },
	{ "strip-1.11", "name and address only",
	    "hold\nAnn Smith <ann@example.com> wrote:\n> old\n", "TAQ" },
	{ "strip-1.12", "Gmail with U+202F before AM",
	    "hold\nOn Sat, Nov 21, 2026 at 10:00\xe2\x80\xaf"
	    "AM Ann <a@b.c> wrote:\n> old\n",
	    "TAQ" },
	{ "strip-1.13", "look-alikes are text",
	    "On Monday I attack\nI wrote: move 1\nmove 2\nwrote:\n", "TTTT" },
	{ "strip-1.14", "start without end on the next line is text", "On the left flank\nmove 3\n",
	    "TT" },

	/* Outlook and forwards. */
	{ "strip-2.1", "Outlook EN Original Message",
	    "move 1\n\n-----Original Message-----\nFrom: Ann <a@b.c>\nSent: "
	    "Saturday\nhold\n",
	    "TBOOOO" },
	{ "strip-2.2", "Outlook IT Messaggio originale",
	    "muovi 1\n-----Messaggio originale-----\nDa: Anna\nmuovi 2\n", "TOOO" },
	{ "strip-2.3", "Outlook ES Mensaje original",
	    "mover 1\n-----Mensaje original-----\nDe: Ana\n", "TOO" },
	{ "strip-2.4", "Outlook EN From/Sent block",
	    "move 1\n\n________________________________\nFrom: Ann <a@b.c>\n"
	    "Sent: Saturday, November 21, 2026 10:00 AM\nTo: x@y.z\nSubject: "
	    "turn\n\nold\n",
	    "TBOOOOOOO" },
	{ "strip-2.5", "Outlook IT Da/Inviato block",
	    "muovi 1\nDa: Anna Rossi <a@b.it>\nInviato: sabato 21 novembre 2026 "
	    "10:00\n"
	    "A: x@y.z\nOggetto: turno\n",
	    "TOOOO" },
	{ "strip-2.6", "Outlook ES De/Enviado block",
	    "mover 1\nDe: Ana <a@b.es>\nEnviado: s\xc3\xa1"
	    "bado, 21 de noviembre de 2026 10:00\n"
	    "Para: x@y.z\nAsunto: turno\n",
	    "TOOOO" },
	{ "strip-2.7", "Outlook bold headers", "move 1\n*From:* Ann <a@b.c>\n*Sent:* Saturday\n",
	    "TOO" },
	{ "strip-2.8", "Gmail forward",
	    "see below\n\n---------- Forwarded message ---------\nFrom: Bob "
	    "<b@c.d>\nDate: Sat\n",
	    "TBOOO" },
	{ "strip-2.9", "Apple forward",
	    "see below\nBegin forwarded message:\n\nFrom: Bob <b@c.d>\n", "TOOO" },
	{ "strip-2.10", "a lone From: line is text", "From: north\nmove 1\n", "TT" },
	{ "strip-2.11", "dashes alone are text", "----\nmove 1\n------ my orders ------\n", "TTT" },

	/* Signatures and mobile footers. */
	{ "strip-3.1", "signature with trailing space",
	    "move 1\n-- \nAnn Smith\nhttp://example.com\n", "TSSS" },
	{ "strip-3.2", "signature without trailing space", "move 1\n--\nAnn\n", "TSS" },
	{ "strip-3.3", "signature swallows quotes", "hold\n-- \n> q\n\n", "TSSS" },
	{ "strip-3.4", "Sent from my iPhone", "hold\n\nSent from my iPhone\n", "TBM" },
	{ "strip-3.5", "Italian and Spanish mobile",
	    "hold\nInviato da iPhone\nEnviado desde mi iPhone\nInviato dal mio "
	    "dispositivo Galaxy\n",
	    "TMMM" },
	{ "strip-3.6", "Get Outlook for Android",
	    "hold\nGet Outlook for Android<https://aka.ms/ghei36>\n", "TM" },
	{ "strip-3.7", "a command starting like a footer is text when long",
	    "Sent from my iPhone "
	    "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	    "xxx\n",
	    "T" },

	/* Layout. */
	{ "strip-4.1", "bottom posting: commands under the quote",
	    "On Sat, 21 Nov 2026, Ann <a@b.c> wrote:\n> turn 2\n> over\n\nmove "
	    "1\nhold\n",
	    "AQQBTT" },
	{ "strip-4.2", "interleaved reply", "> your move?\nmove 1\n> and then?\nhold\n", "QTQT" },
	{ "strip-4.3", "CRLF text", "move 1\r\n\r\n> q\r\n", "TBQ" },
	{ "strip-4.4", "blank lines with white space", "a\n \t \n\xc2\xa0\nb\n", "TBBT" },
	{ "strip-4.5", "indented quote", "  > q\n\t>q\n", "QQ" },
	{ "strip-4.6", "no final LF", "a\nb", "TT" },
	{ "strip-4.7", "quoted attribution is a quote", "> On Sat, Ann <a@b.c> wrote:\n>> old\n",
	    "QQ" },
	{ "strip-4.8", "only blank lines", "\n\n\n", "BBB" },
	{ "strip-4.9", "original after a quote",
	    "> q\nmove 1\n-----Original Message-----\nmove 2\n", "QTOO" },
};

/* strip_letters - the kinds of a result as letters, caller frees */

static char *
strip_letters(const struct strip_result *res)
{
	static const char letters[] = "TBQAOSM";
	char             *s;
	size_t            i;

	s = pb_malloc(res->n + 1);
	for (i = 0; i < res->n; i++)
		s[i] = letters[res->lines[i].kind];
	s[res->n] = '\0';
	return (s);
}

START_TEST(test_strip)
{
	const struct strip_case *tc = strip_cases + _i;
	struct strip_result     *res;
	char                    *got;

	res = strip_reply(tc->text);
	got = strip_letters(res);
	ck_assert_msg(strcmp(got, tc->kinds) == 0, "%s (%s): got %s want %s", tc->id, tc->label,
	    got, tc->kinds);
	free(got);
	strip_free(res);
}
END_TEST

START_TEST(test_texts)
{
	struct strip_result *res;

	res = strip_reply("  move 1  \r\n\r\n> q\t\nlast");
	ck_assert_uint_eq(res->n, 4);
	ck_assert_str_eq(res->lines[0].text, "  move 1");
	ck_assert_str_eq(res->lines[1].text, "");
	ck_assert_str_eq(res->lines[2].text, "> q");
	ck_assert_str_eq(res->lines[3].text, "last");
	ck_assert_int_eq(res->lines[0].lineno, 1);
	ck_assert_int_eq(res->lines[3].lineno, 4);
	strip_free(res);
}
END_TEST

START_TEST(test_empty)
{
	struct strip_result *res;

	res = strip_reply(NULL);
	ck_assert_uint_eq(res->n, 0);
	strip_free(res);
	res = strip_reply("");
	ck_assert_uint_eq(res->n, 0);
	strip_free(res);
}
END_TEST

START_TEST(test_kind_str)
{
	ck_assert_str_eq(strip_kind_str(STRIP_TEXT), "text");
	ck_assert_str_eq(strip_kind_str(STRIP_ATTRIBUTION), "attribution");
	ck_assert_str_eq(strip_kind_str(STRIP_MOBILE), "mobile");
	ck_assert_str_eq(strip_kind_str((enum strip_kind)99), "unknown");
}
END_TEST

START_TEST(test_free_null)
{
	strip_free(NULL);
}
END_TEST

/* strip_suite - the strip tests */

Suite *
strip_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("strip");
	tc = tcase_create("classify");
	tcase_add_loop_test(tc, test_strip, 0, PB_NELEM(strip_cases));
	suite_add_tcase(s, tc);
	tc = tcase_create("api");
	tcase_add_test(tc, test_texts);     /* strip-5.1 */
	tcase_add_test(tc, test_empty);     /* strip-5.2 */
	tcase_add_test(tc, test_kind_str);  /* strip-5.3 */
	tcase_add_test(tc, test_free_null); /* strip-5.4 */
	suite_add_tcase(s, tc);
	return (s);
}
