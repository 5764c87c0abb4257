/*++
/* NAME
/*	check_compose 1
/* SUMMARY
/*	unit tests for outgoing message composition
/* SYNOPSIS
/*	Suite	*compose_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Every composed message is also checked for
/*	form: CRLF line ends only, 7-bit bytes only, header lines of at
/*	most 78 bytes (unless a single word is longer), body lines of at
/*	most 76.  Test ids:
/*
/*	compose-1.1 .. 1.12	header injection: CR, LF and other controls
/*				in the subject, the display name, the
/*				address, the ids (In-Reply-To and
/*				References too), an encoded word that
/*				decodes to CRLF, a CRLF where a long
/*				subject folds, and the X-Loop tag never
/*				add a header; the message parsed back with
/*				mime_parse() has the expected values.
/*	compose-2.1 .. 2.10	RFC 2047: Italian and Spanish subjects and
/*				names, long subjects folded into several
/*				encoded words, long ASCII subjects folded
/*				at spaces, "=?" in ASCII, a word too long
/*				to fold, round trip through mime_parse().
/*	compose-3.1 .. 3.9	quoted-printable and format=flowed body
/*				round trip, as a flowed reader joins it
/*				(mime(3) unflows it): accents, long lines cut
/*				at spaces into lines of at most 72
/*				columns (a word longer stays whole),
/*				trailing white space dropped, "From ",
/*				"." and indented lines, '=', CR, empty
/*				body.
/*	compose-4.1		the header set and order, Date in RFC 5322
/*				form, optional headers present or absent.
/*	compose-4.2		a one-digit day and the epoch.
/*	compose-5.1 .. 5.22	compose_addr_ok() table.
/*	compose-5.23		compose_addr_ok(): 254 and 255 bytes, NULL.
/*	compose-6.1 .. 6.3	a picture: multipart/related, the text then
/*				image/png in base64 lines of 76, inline,
/*				Content-ID from the Message-ID; with JSON
/*				nested in multipart/mixed before it; none
/*				without a picture.
/*	compose-6.4		base64 of 1 to 10001 bytes, every byte value,
/*				around a line (57 bytes) and a chunk of
/*				lines, as a byte-at-a-time encoder writes it.
/* SEE ALSO
/*	src/mail/compose.c, src/mail/mime.c
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/compose.h"
#include "mail/mime.h"

/* Local. */
#include "suites.h"

#define DATE 1795302456 /* Sat, 21 Nov 2026 23:07:36 +0000 */

/* compose_defaults - a valid message description */

static struct compose
compose_defaults(void)
{
	struct compose c;

	memset(&c, 0, sizeof(c));
	c.from = "Arbiter <arbiter@pbem.example>";
	c.to = "ann@example.com";
	c.subject = "turn 3";
	c.message_id = "t3.g12@pbem.example";
	c.date = DATE;
	c.body = "hello\n";
	return (c);
}

/* check_form - line ends, bytes and line lengths of a composed message */

static void
check_form(const char *id, const char *msg)
{
	const char *p, *eol;
	size_t      len, max = 78;

	for (p = msg; *p; p = eol + 2) {
		eol = strstr(p, "\r\n");
		ck_assert_msg(eol != NULL, "%s: no CRLF at the end", id);
		len = (size_t)(eol - p);
		ck_assert_msg(memchr(p, '\n', len) == NULL && memchr(p, '\r', len) == NULL,
		    "%s: bare CR or LF", id);
		for (size_t i = 0; i < len; i++)
			ck_assert_msg((unsigned char)p[i] < 0x80, "%s: 8-bit byte", id);
		if (max == 78 && len > 78 && memchr(p, ' ', len) != NULL
		    && strncmp(p, "References:", 11) != 0)
			ck_abort_msg("%s: header line of %zu bytes: %.*s", id, len, (int)len, p);
		if (max == 76)
			ck_assert_msg(len <= 76, "%s: body line of %zu bytes", id, len);
		if (len == 0)
			max = 76; /* the body starts */
	}
}

/* header_lines - does the header section hold a line starting so? */

static int
header_has(const char *msg, const char *start)
{
	const char *p = msg, *end;

	end = strstr(msg, "\r\n\r\n");
	ck_assert_ptr_nonnull(end);
	while (p < end) {
		if (strncmp(p, start, strlen(start)) == 0)
			return (1);
		p = strstr(p, "\r\n") + 2;
	}
	return (0);
}

/* compose_parse - compose, check the form, parse back; caller frees */

static struct mime_msg *
compose_parse(const char *id, const struct compose *c, char **msgp)
{
	struct mime_msg *m = NULL;
	struct pb_err    err;
	char            *msg;

	msg = compose_message(c);
	check_form(id, msg);
	ck_assert_msg(mime_parse(msg, strlen(msg), &m, &err) == PB_OK, "%s: %s", id, err.msg);
	if (msgp != NULL)
		*msgp = msg;
	else
		free(msg);
	return (m);
}

/* ---- header injection -------------------------------------------------- */

struct inject_case {
	const char *id;
	const char *label;
	const char *subject;
	const char *from;
	const char *to;
	const char *message_id;
	const char *loop_tag;
	const char *want_subject; /* after mime_parse */
	const char *want_from;    /* from_addr after mime_parse */
	const char *in_reply_to;
	const char *references;
};

static const struct inject_case inject_cases[] = {
	{ "compose-1.1", "CRLF in the subject", "hello\r\nBcc: victim@example.com", NULL, NULL,
	    NULL, NULL, "hello Bcc: victim@example.com", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.2", "bare LF and header-like text in the subject", "x\nBcc: v@x.y\n\nbody",
	    NULL, NULL, NULL, NULL, "x Bcc: v@x.y body", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.3", "CR, LF, NUL-free controls in non-ASCII subject",
	    "citt\xc3\xa0\r\nBcc: v@x.y\x01\x7f", NULL, NULL, NULL, NULL,
	    "citt\xc3\xa0  Bcc: v@x.y", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.4", "CRLF in the display name", NULL,
	    "Evil\r\nBcc: v@x.y <arbiter@pbem.example>", NULL, NULL, NULL, "turn 3",
	    "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.5", "CRLF in the address", NULL, "a@b.c\r\nBcc: v@x.y",
	    "ann@example.com\r\nBcc: v@x.y", NULL, NULL, "turn 3", NULL, NULL, NULL },
	{ "compose-1.6", "CRLF in the Message-ID", NULL, NULL, NULL, "id@x\r\nBcc: v@x.y", NULL,
	    "turn 3", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.7", "CRLF in the X-Loop tag", NULL, NULL, NULL, NULL, "pbemd\r\nBcc: v@x.y",
	    "turn 3", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.8", "lone CR in the subject", "a\rBcc: v@x.y", NULL, NULL, NULL, NULL,
	    "a Bcc: v@x.y", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.9", "CRLF in In-Reply-To (a player's Message-ID)", NULL, NULL, NULL, NULL,
	    NULL, "turn 3", "arbiter@pbem.example", "<a@x>\r\nBcc: v@x.y", NULL },
	{ "compose-1.10", "CRLF in References", NULL, NULL, NULL, NULL, NULL, "turn 3",
	    "arbiter@pbem.example", NULL, "a@x\r\nBcc: v@x.y\nTo: w@x.y" },
	{ "compose-1.11", "an encoded word that decodes to CRLF",
	    "=?utf-8?q?x=0D=0ABcc:_v@x.y?=", NULL, NULL, NULL, NULL,
	    "=?utf-8?q?x=0D=0ABcc:_v@x.y?=", "arbiter@pbem.example", NULL, NULL },
	{ "compose-1.12", "a 200-byte subject with CRLF where it folds",
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\nBcc: v@x.y "
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bb"
	    "\r\n",
	    NULL, NULL, NULL, NULL,
	    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa  Bcc: v@x.y "
	    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	    "bb",
	    "arbiter@pbem.example", NULL, NULL },
};

START_TEST(test_inject)
{
	const struct inject_case *tc = inject_cases + _i;
	struct compose            c = compose_defaults();
	struct mime_msg          *m;
	char                     *msg;

	if (tc->subject)
		c.subject = tc->subject;
	if (tc->from)
		c.from = tc->from;
	if (tc->to)
		c.to = tc->to;
	if (tc->message_id)
		c.message_id = tc->message_id;
	c.loop_tag = tc->loop_tag;
	c.in_reply_to = tc->in_reply_to;
	c.references = tc->references;
	m = compose_parse(tc->id, &c, &msg);
	ck_assert_msg(!header_has(msg, "Bcc:"), "%s (%s): injected:\n%s", tc->id, tc->label, msg);
	ck_assert_msg(!header_has(msg, "To: w@"), "%s (%s): injected:\n%s", tc->id, tc->label, msg);
	ck_assert_msg(strcmp(m->subject, tc->want_subject) == 0, "%s (%s): subject \"%s\"", tc->id,
	    tc->label, m->subject);
	if (tc->want_from)
		ck_assert_msg(m->from_addr && strcmp(m->from_addr, tc->want_from) == 0,
		    "%s (%s): from \"%s\"", tc->id, tc->label,
		    m->from_addr ? m->from_addr : "(none)");
	ck_assert_str_eq(m->text, "hello\n");
	mime_msg_free(m);
	free(msg);
}
END_TEST

/* ---- RFC 2047 ---------------------------------------------------------- */

struct subject_case {
	const char *id;
	const char *label;
	const char *subject;
	const char *name;      /* display name or NULL */
	int         encoded;   /* expect "=?UTF-8?" in the header */
	const char *want_name; /* from_name if not name */
};

static const struct subject_case subject_cases[] = {
	{ "compose-2.1", "Italian subject",
	    "Mossa n\xc2\xb0 3: citt\xc3\xa0 gi\xc3\xa0 presa \xe2\x80\x94 "
	    "perch\xc3\xa9?",
	    NULL, 1, NULL },
	{ "compose-2.2", "Spanish subject",
	    "\xc2\xbf\xc3\x93rdenes del turno? \xc2\xa1S\xc3\xad, "
	    "se\xc3\xb1or! \xc3\x91"
	    "and\xc3\xba",
	    NULL, 1, NULL },
	{ "compose-2.3", "long Italian subject, several encoded words",
	    "[dow-12] Turno 14: la citt\xc3\xa0 di Forl\xc3\xac \xc3\xa8 caduta, "
	    "perch\xc3\xa9 nessuno l'ha difesa? Ordini entro luned\xc3\xac "
	    "alle 23:59, poi si procede senza di te \xe2\x80\x94 gi\xc3\xa0 "
	    "detto.",
	    NULL, 1, NULL },
	{ "compose-2.4", "Greek subject (B is shorter)",
	    "\xce\x93\xce\xb5\xce\xb9\xce\xb1 \xcf\x83\xce\xbf\xcf\x85 "
	    "\xce\xba\xcf\x8c\xcf\x83\xce\xbc\xce\xb5 \xce\xb3\xce\xb5\xce\xb9"
	    "\xce\xb1 \xcf\x83\xce\xbf\xcf\x85 \xce\xba\xcf\x8c\xcf\x83\xce\xbc"
	    "\xce\xb5 \xce\xb3\xce\xb5\xce\xb9\xce\xb1 \xcf\x83\xce\xbf\xcf\x85",
	    NULL, 1, NULL },
	{ "compose-2.5", "long ASCII subject folded at spaces",
	    "[dow-12] Turn 14 of the game: the city has fallen and nobody "
	    "defended it; orders are due on Monday at 23:59 UTC or you are out",
	    NULL, 0, NULL },
	{ "compose-2.6", "ASCII with =? is encoded", "what is =?utf-8?q?x?= anyway", NULL, 1,
	    NULL },
	{ "compose-2.7", "ASCII word too long to fold",
	    "x01234567890123456789012345678901234567890123456789"
	    "01234567890123456789012345678901234567890123456789"
	    "0123456789",
	    NULL, 1, NULL },
	{ "compose-2.8", "Spanish display name", "turno",
	    "Jos\xc3\xa9 Garc\xc3\xad"
	    "a",
	    1, NULL },
	{ "compose-2.9", "ASCII name with quotes and backslash", "turno",
	    "Ann \"the\" \\Smith, Jr.", 0, NULL },
	{ "compose-2.10", "name given as a quoted string", "turno", "\"Smith, Ann\"", 0,
	    "Smith, Ann" },
};

START_TEST(test_subject)
{
	const struct subject_case *tc = subject_cases + _i;
	struct compose             c = compose_defaults();
	struct mime_msg           *m;
	char                      *msg, *from = NULL;

	c.subject = tc->subject;
	if (tc->name != NULL) {
		from = pb_asprintf("%s <arbiter@pbem.example>", tc->name);
		c.from = from;
	}
	m = compose_parse(tc->id, &c, &msg);
	ck_assert_msg(strcmp(m->subject, tc->subject) == 0, "%s (%s): subject \"%s\"\n%s", tc->id,
	    tc->label, m->subject, msg);
	if (tc->name != NULL)
		ck_assert_msg(m->from_name
		        && strcmp(m->from_name, tc->want_name ? tc->want_name : tc->name) == 0,
		    "%s (%s): name \"%s\"\n%s", tc->id, tc->label,
		    m->from_name ? m->from_name : "(none)", msg);
	ck_assert_str_eq(m->from_addr, "arbiter@pbem.example");
	ck_assert_msg((strstr(msg, "=?UTF-8?") != NULL) == tc->encoded, "%s (%s): encoding\n%s",
	    tc->id, tc->label, msg);
	mime_msg_free(m);
	free(msg);
	free(from);
}
END_TEST

/* ---- body -------------------------------------------------------------- */

struct body_case {
	const char *id;
	const char *label;
	const char *body;
	const char *want; /* text after mime_parse */
};

static const struct body_case body_cases[] = {
	{ "compose-3.1", "accents and euro",
	    "Citt\xc3\xa0 presa: 5 \xe2\x82\xac\n\xc2\xbfS\xc3\xad?\n",
	    "Citt\xc3\xa0 presa: 5 \xe2\x82\xac\n\xc2\xbfS\xc3\xad?\n" },
	{ "compose-3.2", "a line of 300 bytes with accents",
	    "\xc3\xa0"
	    "123456789\xc3\xa8"
	    "123456789\xc3\xac"
	    "123456789\xc3\xb2"
	    "123456789\xc3\xb9"
	    "123456789 123456789 123456789 123456789 "
	    "123456789 123456789 123456789 123456789 123456789 123456789 "
	    "123456789 123456789 123456789 123456789 123456789 123456789 "
	    "123456789 123456789 123456789 123456789 123456789 123456789=\n",
	    "\xc3\xa0"
	    "123456789\xc3\xa8"
	    "123456789\xc3\xac"
	    "123456789\xc3\xb2"
	    "123456789\xc3\xb9"
	    "123456789 123456789 123456789 123456789 "
	    "123456789 123456789 123456789 123456789 123456789 123456789 "
	    "123456789 123456789 123456789 123456789 123456789 123456789 "
	    "123456789 123456789 123456789 123456789 123456789 123456789=\n" },
	{ "compose-3.3", "trailing white space dropped", "move 1 \nhold\t\n-- \n",
	    "move 1\nhold\n-- \n" },
	{ "compose-3.4", "From and dot lines", "From the north\n.\n..x\n",
	    "From the north\n.\n..x\n" },
	{ "compose-3.5", "equals signs and no final LF", "a=b\n=3D", "a=b\n=3D\n" },
	{ "compose-3.6", "CRLF in and a lone CR", "a\r\nb\rc\n", "a\nb\nc\n" },
	{ "compose-3.7", "empty body", "", "" },
	{ "compose-3.8", "indented and quote-like lines",
	    "  * an indented line\n> move Ann to school\n",
	    "  * an indented line\n> move Ann to school\n" },
	{ "compose-3.9", "one word longer than a line",
	    "see https://example.com/a/very/long/path/that/goes/on/and/on/and/on/and/on/x.html "
	    "now\n",
	    "see https://example.com/a/very/long/path/that/goes/on/and/on/and/on/and/on/x.html "
	    "now\n" },
};

START_TEST(test_body)
{
	const struct body_case *tc = body_cases + _i;
	struct compose          c = compose_defaults();
	struct mime_msg        *m, *raw;
	struct pb_err           err;
	const char             *p, *nl;
	char                   *msg, *at;
	size_t                  cols, i;

	c.body = tc->body;
	m = compose_parse(tc->id, &c, &msg);
	/* As sent, read by a client that does not know format=flowed: no
	 * line wider than 72 columns unless it is one word. */
	ck_assert_ptr_nonnull(at = strstr(msg, "format=flowed"));
	*at = 'x'; /* "xormat": a parameter of no meaning */
	ck_assert(mime_parse(msg, strlen(msg), &raw, &err) == PB_OK);
	for (p = raw->text; *p; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p) - 1;
		for (i = 0, cols = 0; p + i < nl; i++)
			cols += ((unsigned char)p[i] & 0xc0) != 0x80;
		ck_assert_msg(cols <= 72 || memchr(p + 1, ' ', (size_t)(nl - p) - 2) == NULL,
		    "%s: a line of %zu columns", tc->id, cols);
	}
	mime_msg_free(raw);
	free(msg);
	/* As a reader's client shows it: mime(3) unflows it. */
	ck_assert_msg(
	    strcmp(m->text, tc->want) == 0, "%s (%s): text \"%s\"", tc->id, tc->label, m->text);
	mime_msg_free(m);
}
END_TEST

/* ---- headers ----------------------------------------------------------- */

START_TEST(test_headers)
{
	struct compose    c = compose_defaults();
	char             *msg;
	static const char want[] = "Date: Sat, 21 Nov 2026 23:07:36 +0000\r\n"
	                           "From: \"Arbiter\" <arbiter@pbem.example>\r\n"
	                           "To: ann@example.com\r\n"
	                           "Subject: turn 3\r\n"
	                           "Message-ID: <t3.g12@pbem.example>\r\n"
	                           "In-Reply-To: <m1@example.com>\r\n"
	                           "References: <m0@example.com> <m1@example.com>\r\n"
	                           "MIME-Version: 1.0\r\n"
	                           "Content-Type: text/plain; charset=utf-8; format=flowed; "
	                           "delsp=no\r\n"
	                           "Content-Transfer-Encoding: quoted-printable\r\n"
	                           "Auto-Submitted: auto-replied\r\n"
	                           "X-Loop: pbemd@pbem.example\r\n"
	                           "\r\n"
	                           "hello\r\n";

	c.in_reply_to = "m1@example.com";
	c.references = " m0@example.com\t<m1@example.com> ";
	c.auto_replied = 1;
	c.loop_tag = "pbemd@pbem.example";
	msg = compose_message(&c);
	ck_assert_str_eq(msg, want);
	free(msg);

	/* Optional headers absent, bare address. */
	c = compose_defaults();
	c.from = "arbiter@pbem.example";
	c.references = "   ";
	msg = compose_message(&c);
	ck_assert_ptr_nonnull(strstr(msg, "\r\nFrom: arbiter@pbem.example\r\n"));
	ck_assert_ptr_null(strstr(msg, "In-Reply-To:"));
	ck_assert_ptr_null(strstr(msg, "References:"));
	ck_assert_ptr_null(strstr(msg, "Auto-Submitted:"));
	ck_assert_ptr_null(strstr(msg, "X-Loop:"));
	free(msg);
}
END_TEST

START_TEST(test_dates)
{
	struct compose c = compose_defaults();
	char          *msg;

	c.date = 1793491200; /* 2026-11-01 00:00:00 */
	msg = compose_message(&c);
	ck_assert_msg(strncmp(msg, "Date: Sun, 1 Nov 2026 00:00:00 +0000\r\n", 38) == 0,
	    "compose-4.2: %.40s", msg);
	free(msg);
	c.date = 0;
	msg = compose_message(&c);
	ck_assert_msg(strncmp(msg, "Date: Thu, 1 Jan 1970 00:00:00 +0000\r\n", 38) == 0,
	    "compose-4.2: %.40s", msg);
	free(msg);
}
END_TEST

/* ---- addresses --------------------------------------------------------- */

struct addr_case {
	const char *id;
	const char *addr;
	int         ok;
};

static const struct addr_case addr_cases[] = {
	{ "compose-5.1", "a@b.c", 1 },
	{ "compose-5.2", "ann.smith+pbem@example.com", 1 },
	{ "compose-5.3", "o'brien@example.ie", 1 },
	{ "compose-5.4", "root@localhost", 1 },
	{ "compose-5.5", "", 0 },
	{ "compose-5.6", "ann", 0 },
	{ "compose-5.7", "@example.com", 0 },
	{ "compose-5.8", "ann@", 0 },
	{ "compose-5.9", "a b@example.com", 0 },
	{ "compose-5.10", "<ann@example.com>", 0 },
	{ "compose-5.11", "ann@b@example.com", 0 },
	{ "compose-5.12", "ann@example.com\r\nBcc: v@x.y", 0 },
	{ "compose-5.13", "\"a b\"@example.com", 0 },
	{ "compose-5.14", "ann@[192.0.2.1]", 0 },
	{ "compose-5.15", "jos\xc3\xa9@example.es", 0 },
	{ "compose-5.16", ".ann@example.com", 0 },
	{ "compose-5.17", "ann.@example.com", 0 },
	{ "compose-5.18", "a..b@example.com", 0 },
	{ "compose-5.19", "ann@example..com", 0 },
	{ "compose-5.20", "ann@.example.com", 0 },
	{ "compose-5.21", "ann@example.com.", 0 },
	{ "compose-5.22", "ann@exa_mple.com", 0 },
};

START_TEST(test_addr)
{
	const struct addr_case *tc = addr_cases + _i;

	ck_assert_msg(
	    compose_addr_ok(tc->addr) == tc->ok, "%s: \"%s\" not %d", tc->id, tc->addr, tc->ok);
}
END_TEST

START_TEST(test_addr_long)
{
	char addr[300];

	memset(addr, 'a', sizeof(addr));
	memcpy(addr + 250, "@b.c", 5); /* 254 bytes */
	ck_assert_int_eq(compose_addr_ok(addr), 1);
	memset(addr, 'a', sizeof(addr));
	memcpy(addr + 251, "@b.c", 5); /* 255 bytes */
	ck_assert_int_eq(compose_addr_ok(addr), 0);
	ck_assert_int_eq(compose_addr_ok(NULL), 0);
}
END_TEST

/* ---- a picture inline --------------------------------------------------- */

START_TEST(test_picture)
{
	static const char line[] =
	    "QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB";
	unsigned char    img[60];
	struct compose   c = compose_defaults();
	struct mime_msg *m;
	const char      *rel, *text, *png, *end, *json;
	char            *msg;

	/* compose-6.1: text and picture, multipart/related. */
	memset(img, 'A', sizeof(img));
	c.image = img;
	c.image_len = sizeof(img);
	m = compose_parse("compose-6.1", &c, &msg);
	ck_assert_str_eq(m->text, "hello\n");
	ck_assert(header_has(msg, "Content-Type: multipart/related; type=\"text/plain\""));
	text = strstr(msg, "Content-Type: text/plain");
	png = strstr(msg, "Content-Type: image/png; name=\"board.png\"\r\n");
	ck_assert_msg(text != NULL && png != NULL && text < png, "compose-6.1: text, then PNG");
	ck_assert_ptr_nonnull(strstr(png, "Content-ID: <picture.t3.g12@pbem.example>\r\n"));
	ck_assert_ptr_nonnull(strstr(png, "Content-Disposition: inline; filename=\"board.png\""));
	ck_assert_ptr_nonnull(strstr(png, "\r\n\r\n"));
	ck_assert_msg(strncmp(strstr(png, "\r\n\r\n") + 4, line, 76) == 0
	        && strncmp(strstr(png, "\r\n\r\n") + 80,
	               "\r\nQUFB\r\n\r\n--=_pbemd_related_=--\r\n", 33)
	            == 0,
	    "compose-6.1: base64");
	ck_assert_ptr_null(strstr(msg, "multipart/mixed"));
	mime_msg_free(m);
	free(msg);

	/* compose-6.2: with JSON, mixed { related { text, png }, json }. */
	c.json = "{\"a\": 1}\n";
	c.image_name = "x y.png";
	m = compose_parse("compose-6.2", &c, &msg);
	ck_assert_str_eq(m->text, "hello\n");
	ck_assert(header_has(msg, "Content-Type: multipart/mixed"));
	rel = strstr(msg, "Content-Type: multipart/related");
	png = strstr(msg, "Content-Type: image/png; name=\"x_y.png\"");
	end = strstr(msg, "\r\n--=_pbemd_related_=--\r\n");
	json = strstr(msg, "Content-Type: application/json");
	ck_assert_msg(rel && png && end && json && rel < png && png < end && end < json,
	    "compose-6.2: nesting");
	ck_assert_ptr_nonnull(strstr(json, "\r\n--=_pbemd_part_=--\r\n"));
	mime_msg_free(m);
	free(msg);

	/* compose-6.3: no picture, no multipart/related. */
	c.image = NULL;
	m = compose_parse("compose-6.3", &c, &msg);
	ck_assert_ptr_null(strstr(msg, "related"));
	ck_assert_ptr_null(strstr(msg, "image/png"));
	mime_msg_free(m);
	free(msg);
}
END_TEST

/* b64_lines - base64 of n bytes in lines of 76 with CRLF, a byte a time
 * (the reference compose-6.4 checks against); caller frees */

static char *
b64_lines(const unsigned char *s, size_t n)
{
	static const char b64c[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	char  *out = malloc(n / 57 * 78 + 80), *d = out;
	size_t i;

	for (i = 0; i < n; i += 3) {
		*d++ = b64c[s[i] >> 2];
		*d++ = b64c[(s[i] & 3) << 4 | (i + 1 < n ? s[i + 1] >> 4 : 0)];
		*d++ =
		    i + 1 < n ? b64c[(s[i + 1] & 15) << 2 | (i + 2 < n ? s[i + 2] >> 6 : 0)] : '=';
		*d++ = i + 2 < n ? b64c[s[i + 2] & 63] : '=';
		if ((i + 3) % 57 == 0 || i + 3 >= n) {
			*d++ = '\r';
			*d++ = '\n';
		}
	}
	*d = '\0';
	return (out);
}

START_TEST(test_base64_lengths)
{
	static const size_t lens[] = { 1, 2, 3, 4, 56, 57, 58, 59, 114, 3647, 3648, 3649, 3650,
		7296, 7297, 7298, 10001 };
	unsigned char       img[10001];
	struct compose      c = compose_defaults();
	const char         *b, *end = "\r\n--=_pbemd_related_=--\r\n";
	char               *msg, *want;
	size_t              i, k;

	/* compose-6.4: every byte value, lengths around a line and a chunk. */
	for (i = 0; i < sizeof(img); i++)
		img[i] = (unsigned char)(i * 7 + i / 256);
	c.image = img;
	for (k = 0; k < sizeof(lens) / sizeof(lens[0]); k++) {
		c.image_len = lens[k];
		msg = compose_message(&c);
		want = b64_lines(img, lens[k]);
		b = strstr(strstr(msg, "Content-Type: image/png"), "\r\n\r\n") + 4;
		ck_assert_msg(strncmp(b, want, strlen(want)) == 0
		        && strncmp(b + strlen(want), end, strlen(end)) == 0,
		    "compose-6.4: %zu bytes", lens[k]);
		free(want);
		free(msg);
	}
}
END_TEST

/* compose_suite - the compose tests */

Suite *
compose_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("compose");
	tc = tcase_create("inject");
	tcase_add_loop_test(tc, test_inject, 0, PB_NELEM(inject_cases));
	suite_add_tcase(s, tc);
	tc = tcase_create("rfc2047");
	tcase_add_loop_test(tc, test_subject, 0, PB_NELEM(subject_cases));
	suite_add_tcase(s, tc);
	tc = tcase_create("body");
	tcase_add_loop_test(tc, test_body, 0, PB_NELEM(body_cases));
	suite_add_tcase(s, tc);
	tc = tcase_create("headers");
	tcase_add_test(tc, test_headers); /* compose-4.1 */
	tcase_add_test(tc, test_dates);   /* compose-4.2 */
	suite_add_tcase(s, tc);
	tc = tcase_create("addr");
	tcase_add_loop_test(tc, test_addr, 0, PB_NELEM(addr_cases));
	tcase_add_test(tc, test_addr_long); /* compose-5.23 */
	suite_add_tcase(s, tc);
	tc = tcase_create("picture");
	tcase_add_test(tc, test_picture);        /* compose-6.1 .. 6.3 */
	tcase_add_test(tc, test_base64_lengths); /* compose-6.4 */
	suite_add_tcase(s, tc);
	return (s);
}
