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
/*	strip-6.1 .. 6.19	reply headers in other languages (de, nl, pl,
/*				sv, da, no, pt, ru, vi), date-only headers,
/*				"---- X wrote ----", wrapped over three lines,
/*				an unquoted old mail under a header.
/*	strip-7.1 .. 7.14	header blocks in other languages and orders
/*				(Date first, From then To, From and Date on
/*				one line) and separators in other languages.
/*	strip-8.1 .. 8.8	players' lines that look like headers stay
/*				text.
/*	strip-9.1 .. 9.4	a header after the player's text on one line
/*				splits it (texts and line numbers too).
/*	oldtext-1.1 .. 1.12	old-text matching (oldtext(3)): the old mail
/*				pasted unquoted, re-wrapped, with typographic
/*				quotes, changed lines; short commands that
/*				also appear in it are still read; quoted lines
/*				continued without ">"; oldtext_of_message().
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
#include "mail/mime.h"
#include "mail/oldtext.h"
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

	/* Other languages, date-only and wrapped headers. */
	{ "strip-6.1", "German Gmail",
	    "move 1\n\nAm Mi., 25. Nov. 2026 um 08:10\xc2\xa0Uhr schrieb Anna <a@b.de>:\n> alt\n",
	    "TBAQ" },
	{ "strip-6.2", "Dutch Gmail",
	    "move 1\nOp wo 25 nov 2026 om 08:10 schreef Anna <a@b.nl>:\n> oud\n", "TAQ" },
	{ "strip-6.3", "Polish Gmail",
	    "move 1\nW dniu \xc5\x9br., 25.11.2026 o 08:10 Anna <a@b.pl> napisa\xc5\x82(a):\n> x\n",
	    "TAQ" },
	{ "strip-6.4", "Swedish Gmail",
	    "move 1\nDen ons 25 nov. 2026 kl 08:10 skrev Anna <a@b.se>:\n> x\n", "TAQ" },
	{ "strip-6.5", "Danish Apple Mail",
	    "move 1\nDen 25. nov. 2026 kl. 08.10 skrev Anna <a@b.dk>:\n> x\n", "TAQ" },
	{ "strip-6.6", "Norwegian Gmail, no leading word",
	    "move 1\nons. 25. nov. 2026 kl. 08:10 skrev Anna <a@b.no>:\n> x\n", "TAQ" },
	{ "strip-6.7", "Portuguese Gmail",
	    "move 1\nEm qua., 25 de nov. de 2026 \xc3\xa0s 08:10, Ana <a@b.pt> escreveu:\n> x\n",
	    "TAQ" },
	{ "strip-6.8", "Russian Apple Mail",
	    "move 1\n25 \xd0\xbd\xd0\xbe\xd1\x8f\xd0\xb1. 2026 \xd0\xb3., \xd0\xb2 8:10, "
	    "Anna <a@b.ru> \xd0\xbd\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb0\xd0\xbb(\xd0\xb0):\n"
	    "> x\n",
	    "TAQ" },
	{ "strip-6.9", "Russian Gmail: date and address only",
	    "move 1\n\xd1\x81\xd1\x80, 25 \xd0\xbd\xd0\xbe\xd1\x8f\xd0\xb1. 2026 \xd0\xb3. "
	    "\xd0\xb2 08:10, Anna <a@b.ru>:\n> x\n",
	    "TAQ" },
	{ "strip-6.10", "Russian Thunderbird, no address",
	    "move 1\n25.11.2026 8:10, Anna \xd0\xbf\xd0\xb8\xd1\x88\xd0\xb5\xd1\x82:\n> x\n",
	    "TAQ" },
	{ "strip-6.11", "Vietnamese Gmail",
	    "move 1\nV\xc3\xa0o Th 4, 25 thg 11, 2026 v\xc3\xa0o l\xc3\xba" "c 08:10 Anna <a@b.vn> "
	    "\xc4\x91\xc3\xa3 vi\xe1\xba\xbft:\n> x\n",
	    "TAQ" },
	{ "strip-6.12", "German Gmail for Android: the verb in the middle",
	    "move 1\nAnna <a@b.de> schrieb am Mi., 25. Nov. 2026, 08:10:\n> x\n", "TAQ" },
	{ "strip-6.13", "Yandex", "move 1\n25.11.2026, 10:10, \"Anna\" <a@b.ru>:\n> x\n", "TAQ" },
	{ "strip-6.14", "old Gmail ISO date",
	    "move 1\n2014-10-17 12:34 GMT+02:00 Ann <a@b.c>:\n> x\n", "TAQ" },
	{ "strip-6.15", "old Gmail slashed date, no colon", "move 1\n2011/4/7 Ann <a@b.c>\n> x\n",
	    "TAQ" },
	{ "strip-6.16", "---- X wrote ---- over an unquoted old mail",
	    "move 1\n\n---- Ann wrote ----\n\nold\nmove 2\n", "TBOOOO" },
	{ "strip-6.17", "wrapped over three lines",
	    "move 1\nOn Wednesday, November 25, 2026 at\n08:10:06 AM GMT+1, Ann\n<a@b.c> wrote:\n> x\n",
	    "TAAAQ" },
	{ "strip-6.18", "a header over an unquoted old mail: all old",
	    "move 1\nOn Sat, 21 Nov 2026, Ann <a@b.c> wrote:\n\nkeep Forest\nmove 2\n", "TOOOO" },
	{ "strip-6.19", "Russian Gmail wrapped before the address",
	    "move 1\n\xd1\x81\xd1\x80, 25 \xd0\xbd\xd0\xbe\xd1\x8f\xd0\xb1. 2026 \xd0\xb3. "
	    "\xd0\xb2 08:10, Anna Ivanova\n<anna@example.ru>:\n> x\n",
	    "TAAQ" },

	/* Header blocks and separators. */
	{ "strip-7.1", "Outlook de",
	    "move 1\nVon: Anna <a@b.de>\nGesendet: Mittwoch, 25. November 2026 08:10\nAn: x\n"
	    "Betreff: y\nold\n",
	    "TOOOOO" },
	{ "strip-7.2", "Outlook sv, no address",
	    "move 1\nFr\xc3\xa5n: Anna\nSkickat: den 25 november 2026 08:10\nTill: x\n"
	    "\xc3\x84mne: y\n",
	    "TOOOO" },
	{ "strip-7.3", "Outlook ru",
	    "move 1\n\xd0\x9e\xd1\x82: Anna\n\xd0\x9e\xd1\x82\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2"
	    "\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbe: 25.11.2026 8:10\n\xd0\x9a\xd0\xbe\xd0\xbc\xd1\x83: x\n",
	    "TOOO" },
	{ "strip-7.4", "Date first",
	    "move 1\nDate: Wed, 25 Nov 2026 08:10\nFrom: Ann <a@b.c>\nTo: x\nSubject: y\n", "TOOOO" },
	{ "strip-7.5", "From then To (AOL)",
	    "move 1\nFrom: Ann <a@b.c>\nTo: x\nSent: Wed, Nov 25, 2026 8:10 am\nSubject: y\n",
	    "TOOOO" },
	{ "strip-7.6", "From and Date on one line",
	    "move 1\nFrom: Ann <a@b.c> Date: Wed, 25 Nov 2026 08:10\nold\n", "TOO" },
	{ "strip-7.7", "Outlook pl",
	    "move 1\nOd: Anna\nWys\xc5\x82" "ane: \xc5\x9broda, 25 listopada 2026 08:10\nDo: x\n",
	    "TOOO" },
	{ "strip-7.8", "Outlook fr with no-break spaces",
	    "move 1\nDe\xc2\xa0: Anne\nEnvoy\xc3\xa9\xc2\xa0: mercredi 25 novembre 2026 08:10\n",
	    "TOO" },
	{ "strip-7.9", "Urspr\xc3\xbcngliche Nachricht",
	    "move 1\n-----Urspr\xc3\xbcngliche Nachricht-----\nx\n", "TOO" },
	{ "strip-7.10", "Oprindelig meddelelse", "move 1\n-----Oprindelig meddelelse-----\nx\n",
	    "TOO" },
	{ "strip-7.11", "Opprinnelig melding", "move 1\n-----Opprinnelig melding-----\n", "TO" },
	{ "strip-7.12", "Ursprungligt meddelande",
	    "move 1\n-----Ursprungligt meddelande-----\n", "TO" },
	{ "strip-7.13", "Reply Message",
	    "move 1\n------------------ Reply Message ------------------\n", "TO" },
	{ "strip-7.14", "Anfang der weitergeleiteten Nachricht",
	    "move 1\nAnfang der weitergeleiteten Nachricht:\n\nVon: x\n", "TOOO" },

	/* Players' lines are not headers. */
	{ "strip-8.1", "commands with from and to", "from Forest to police\nmove Ann to school\n",
	    "TT" },
	{ "strip-8.2", "two fields without address or date", "from: Forest\nto: police\n", "TT" },
	{ "strip-8.3", "Italian look-alikes", "Da: capire\nA: domani\n", "TT" },
	{ "strip-8.4", "a leading word and a verb, no date", "Den 5 skrev jeg:\nmove 1\n", "TT" },
	{ "strip-8.5", "a time above a whole header is no part of it",
	    "bid 10:00\nAnn <a@b.c> wrote:\n> q\n", "TAQ" },
	{ "strip-8.6", "press text with a verb and a time",
	    "press all: Ann wrote to me at 10:00 about this:\nmove 1\n", "TT" },
	{ "strip-8.7", "fields without address or date", "Sent: 3 cards\nFrom: the colony\n",
	    "TT" },
	{ "strip-8.8", "a dashed line without a verb", "---- my orders ----\nmove 1\n", "TT" },

	/* A header after the player's text. */
	{ "strip-9.1", "Gmail header after a command",
	    "leader Ann On Wed, Nov 25, 2026 at 8:10 AM Bob <b@c.d> wrote:\n> old\n", "TAQ" },
	{ "strip-9.2", "Outlook block after a command",
	    "end From: Bob <b@c.d> Sent: Wednesday, November 25, 2026 8:10 AM\nold\n", "TOO" },
	{ "strip-9.3", "a wrapped header after a command",
	    "end On Wed, Nov 25, 2026 at 8:10 AM Bob Smith <\nb@c.d> wrote:\n> old\n", "TAAQ" },
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

START_TEST(test_split_texts)
{
	struct strip_result *res;

	/* strip-9.4 */
	res = strip_reply("move 1\nleader Ann  On Wed, Nov 25, 2026 at 8:10 AM Bob <b@c.d> "
	                  "wrote:\n> old\n");
	ck_assert_uint_eq(res->n, 4);
	ck_assert_str_eq(res->lines[1].text, "leader Ann");
	ck_assert_str_eq(res->lines[2].text, "On Wed, Nov 25, 2026 at 8:10 AM Bob <b@c.d> wrote:");
	ck_assert_int_eq(res->lines[1].lineno, 2);
	ck_assert_int_eq(res->lines[2].lineno, 2);
	ck_assert_int_eq(res->lines[3].lineno, 3);
	strip_free(res);
}
END_TEST

/*
  * Old-text matching: a mail pbemd sent, and replies to it.
  */
static const char oldtext_mail[] =
    "Player 1, welcome to the game.\n"
    "\n"
    "HOW TO ANSWER\n"
    "Reply to this mail with one command per line, for example:\n"
    "\n"
    "  keep Forest Plum, Mike Cho\n"
    "  leader Forest\n"
    "\n"
    "A first name, a last name or the first letters are enough when they\n"
    "fit only one of your survivors. Write HELP for the list of commands.\n"
    "\n"
    "> show\n"
    "  done: the board and the player\xe2\x80\x99s cards are below\n"
    "  end\n"
    "    end your turn\n";

struct oldtext_case {
	const char *id;
	const char *label;
	const char *text;
	const char *kinds; /* as strip_cases, X an old line (QUOTE, old) */
};

static const struct oldtext_case oldtext_cases[] = {
	{ "oldtext-1.1", "the old mail pasted below, unquoted",
	    "keep Ann\n\nPlayer 1, welcome to the game.\n\nHOW TO ANSWER\nReply to this mail "
	    "with one command per line, for example:\n\n  keep Forest Plum, Mike Cho\n  leader "
	    "Forest\n",
	    "TBXBXXBXX" },
	{ "oldtext-1.2", "end alone is a command", "end\n", "T" },
	{ "oldtext-1.3", "the example commands sent as commands",
	    "keep Forest Plum, Mike Cho\nleader Forest\n", "TT" },
	{ "oldtext-1.4", "a command the old mail echoes", "show\n", "T" },
	{ "oldtext-1.5", "the sentence and the examples pasted",
	    "keep Ann\nReply to this mail with one command per line, for example:\n  keep Forest "
	    "Plum, Mike Cho\n  leader Forest\n",
	    "TXXX" },
	{ "oldtext-1.6", "a quoted line continued without >",
	    "keep Ann\n> Reply to this mail with one command per line,\nfor example:\n", "TQX" },
	{ "oldtext-1.7", "typographic quotes and no-break spaces",
	    "keep Ann\n  done: the board and the player's cards are below\n  end\n", "TXX" },
	{ "oldtext-1.8", "re-wrapped at 30 columns",
	    "keep Ann\nA first name, a last name or\nthe first letters are enough\nwhen they fit "
	    "only one of\nyour survivors.\n",
	    "TXXXX" },
	{ "oldtext-1.9", "a pasted copy with a line changed",
	    "end\n\nPlayer 1, welcome to the game.\n\nHOW TO ANSWER\nReply to this mail, for "
	    "example:\n\n  keep Forest Plum, Mike Cho\n  leader Forest\n",
	    "TBXBXXBXX" },
	{ "oldtext-1.10", "interleaved answers between quoted lines",
	    "> HOW TO ANSWER\n> Reply to this mail with one command per line, for example:\nkeep "
	    "Ann, Bob\n> A first name, a last name or the first letters are enough when they\n",
	    "QQTQ" },
	{ "oldtext-1.11", "a short line far from a pasted copy is a command",
	    "Player 1, welcome to the game.\nHOW TO ANSWER\nsomething else\nmore of mine\nend\n",
	    "XXTTT" },
};

/* oldtext_letters - kinds after old-text matching, X for old lines */

static char *
oldtext_letters(const struct strip_result *res)
{
	char  *s = strip_letters(res);
	size_t i;

	for (i = 0; i < res->n; i++)
		if (res->lines[i].old) {
			ck_assert_int_eq(res->lines[i].kind, STRIP_QUOTE);
			s[i] = 'X';
		}
	return (s);
}

START_TEST(test_oldtext)
{
	const struct oldtext_case *tc = oldtext_cases + _i;
	struct strip_result       *res;
	char                      *got;

	res = strip_reply(tc->text);
	(void)oldtext_mark(res, oldtext_mail);
	got = oldtext_letters(res);
	ck_assert_msg(strcmp(got, tc->kinds) == 0, "%s (%s): got %s want %s", tc->id, tc->label,
	    got, tc->kinds);
	free(got);
	strip_free(res);
}
END_TEST

START_TEST(test_oldtext_none)
{
	struct strip_result *res;

	/* oldtext-1.12 */
	res = strip_reply("keep Forest Plum, Mike Cho\n");
	ck_assert_uint_eq(oldtext_mark(res, NULL), 0);
	ck_assert_uint_eq(oldtext_mark(res, ""), 0);
	ck_assert_uint_eq(oldtext_mark(NULL, oldtext_mail), 0);
	ck_assert_int_eq(res->lines[0].kind, STRIP_TEXT);
	strip_free(res);
	ck_assert_ptr_null(oldtext_of_message(NULL, 0));
}
END_TEST

START_TEST(test_oldtext_message)
{
	static const char raw[] = "From: pbemd <a@b.c>\r\nSubject: x\r\nMIME-Version: 1.0\r\n"
	                          "Content-Type: text/plain; charset=utf-8\r\n"
	                          "Content-Transfer-Encoding: quoted-printable\r\n\r\n"
	                          "A long line that the sender had to cut with a soft=\r\n"
	                          " break, and caf=C3=A9.\r\n";
	char *text;

	/* oldtext-1.12 */
	text = oldtext_of_message(raw, strlen(raw));
	ck_assert_str_eq(text, "A long line that the sender had to cut with a soft break, and "
	                       "caf\xc3\xa9.\n");
	free(text);
}
END_TEST

/*
 * Sent mails as textpart(3) keeps them: oldtext_of_message() reads the
 * ones in compose(3)'s form itself, the others with mime_parse(); both
 * give mime_parse()'s text.
 */
#define OWN_HEAD                                                                                   \
	"From: pbemd <a@b.c>\r\nSubject: x\r\nMIME-Version: 1.0\r\n"                               \
	"Content-Type: text/plain; charset=utf-8; format=flowed; delsp=no\r\n"
#define OWN_QP "Content-Transfer-Encoding: quoted-printable\r\n"
#define OWN_BODY                                                                                   \
	" > attack \"Pete Lindqvist\"\r\n   done: a zombie is=20\r\nkilled. It=E2=80=99s=20\r\n"   \
	"your turn=3D.\r\n\r\n-- \r\nSeed hash:=20\r\n01d0fa\r\nlong soft=\r\nbreak"
static const char *const own_mails[] = {
	OWN_HEAD OWN_QP "\r\n" OWN_BODY,            /* read here */
	OWN_HEAD OWN_QP "\r\n" OWN_BODY "\r\n\r\n", /* read here */
	"To: a@b.c\nMIME-Version: 1.0\n"
	"Content-Type: text/plain; charset=utf-8; format=flowed; delsp=no\n"
	"Content-Transfer-Encoding: quoted-printable\n\nIt=E2=80=99s=20\nmine.\n", /* LF */
	OWN_HEAD OWN_QP "\r\nIt=e2=80=99s lower case hex.\r\n",                    /* mime(3) */
	OWN_HEAD OWN_QP "Content-Disposition: inline\r\n\r\n" OWN_BODY,            /* mime(3) */
	OWN_HEAD " name=x\r\n" OWN_QP "\r\n" OWN_BODY,                             /* mime(3) */
	OWN_HEAD OWN_QP "\r\ntrailing space \r\nand a bare\rCR\r\n",               /* mime(3) */
	OWN_HEAD "\r\nno transfer encoding=20\r\n",                                /* mime(3) */
};

START_TEST(test_oldtext_own)
{
	const char      *raw = own_mails[_i];
	struct mime_msg *m;
	struct pb_err    err;
	char            *text;

	/* oldtext-1.12 */
	ck_assert_int_eq(mime_parse(raw, strlen(raw), &m, &err), PB_OK);
	text = oldtext_of_message(raw, strlen(raw));
	ck_assert_ptr_nonnull(text);
	ck_assert_str_eq(text, m->text);
	free(text);
	mime_msg_free(m);
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
	tcase_add_test(tc, test_split_texts);
	suite_add_tcase(s, tc);
	tc = tcase_create("oldtext");
	tcase_add_loop_test(tc, test_oldtext, 0, PB_NELEM(oldtext_cases));
	tcase_add_test(tc, test_oldtext_none);
	tcase_add_test(tc, test_oldtext_message);
	tcase_add_loop_test(tc, test_oldtext_own, 0, PB_NELEM(own_mails));
	suite_add_tcase(s, tc);
	return (s);
}
