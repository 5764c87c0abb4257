/*++
/* NAME
/*	check_mime 1
/* SUMMARY
/*	unit tests for MIME parsing, charset conversion and HTML to text
/* SYNOPSIS
/*	Suite	*mime_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Test ids:
/*
/*	mime-1.0		every tests/data/mime/NAME.eml has a row in
/*				the golden table (none is forgotten).
/*	mime-1.1 .. 1.36	golden files: NAME.eml is parsed, dumped
/*				(rc, the fields one "field: value" a line,
/*				the flags, a blank line, the text) and
/*				compared with NAME.ref.  PB_REGEN=1 writes
/*				the .ref files instead: read each by eye.
/*				The .eml files have CRLF line ends except
/*				lf-only and mbox-from (LF) and
/*				unknown-charset and malformed-from (8-bit).
/*	mime-2.1 .. 2.19	charset_to_utf8(): UTF-8 cleaning (overlong,
/*				surrogate, cut sequences, NUL), iconv
/*				charsets, the windows-1252 fallback and its
/*				*unknown flag, names that are not tokens.
/*	mime-2.20 .. 2.27	charset_utf8_valid().
/*	mime-3.1 .. 3.16	html_to_text(): paragraphs, breaks, blank
/*				line collapsing, entities, dropped elements,
/*				quotes at depth 1 and 2, <pre>, cells,
/*				no-break spaces, empty and broken input.
/*	mime-3.17		html_to_text() on 100000 nested elements
/*				(no recursion).
/*	mime-4.1		every prefix of every golden file parses
/*				without crash (truncated messages).
/*	mime-4.2		2000 seeded random mutations of each golden
/*				file parse without crash.
/*	mime-4.3		LF and CRLF forms of a message parse alike.
/*	mime-4.4		multipart nesting: 40 levels parse and find
/*				the text; 600 levels are not taken apart but
/*				keep From and Subject, the raw body as text,
/*				MIME_RAWBODY and MIME_TRUNCATED.
/*	mime-4.5		mime_msg_free(NULL).
/*	mime-4.6		a plain body with 600 lines starting
/*				"Content-Type": headers kept (From, Subject,
/*				Message-ID), the body whole as text.
/*	mime-4.7		a NUL, and a bare CR, in the Subject read as
/*				spaces: the word after them stays; a message
/*				with CR line ends only still parses.
/*	mime-4.8		no header section at all is still PB_EDATA.
/* SEE ALSO
/*	src/mail/mime.c, src/mail/charset.c, src/mail/html.c
/*--*/

/* System. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/charset.h"
#include "mail/html.h"
#include "mail/mime.h"

/* Local. */
#include "suites.h"

#define MIME_DATA PB_SRCDIR "/tests/data/mime"

/* ---- golden files ------------------------------------------------------ */

struct golden_case {
	const char *id;
	const char *label;
	const char *name; /* tests/data/mime/NAME.eml */
};

static const struct golden_case golden_cases[] = {
	{ "mime-1.1", "plain UTF-8, 8bit, folded References", "plain-utf8" },
	{ "mime-1.2", "quoted-printable ISO-8859-1, Q-encoded name", "qp-latin1" },
	{ "mime-1.3", "base64 windows-1252", "b64-cp1252" },
	{ "mime-1.4", "HTML only, blockquote between commands", "html-only" },
	{ "mime-1.5", "alternative inside mixed, PDF attachment", "alt-in-mixed" },
	{ "mime-1.6", "RFC 2047 subject: B and Q, UTF-8 and Latin-1", "rfc2047-subject" },
	{ "mime-1.7", "unknown charset read as windows-1252", "unknown-charset" },
	{ "mime-1.8", "multipart cut: no close delimiter, base64 cut", "truncated-multipart" },
	{ "mime-1.9", "body uses another boundary than declared", "wrong-boundary" },
	{ "mime-1.10", "multipart without boundary parameter", "no-boundary" },
	{ "mime-1.11", "no Message-ID", "no-message-id" },
	{ "mime-1.12", "LF-only line ends, soft line break", "lf-only" },
	{ "mime-1.13", "empty body", "empty-body" },
	{ "mime-1.14", "Gmail HTML reply with gmail_quote", "html-gmail" },
	{ "mime-1.15", "only an image and a text attachment", "attachment-only" },
	{ "mime-1.16", "forwarded message/rfc822 is not searched", "forwarded-rfc822" },
	{ "mime-1.17", "Auto-Submitted, Precedence, two In-Reply-To ids", "auto-submitted" },
	{ "mime-1.18", "no header section at all", "no-headers" },
	{ "mime-1.19", "mbox From_ line on top", "mbox-from" },
	{ "mime-1.20", "From without '>', raw 8-bit subject", "malformed-from" },
	{ "mime-1.21", "nested alternative with a wrong boundary, repaired",
	    "wrong-boundary-nested" },
	{ "mime-1.22", "multipart body without any delimiter: raw text", "no-delimiter" },
	{ "mime-1.23", "Postfix RFC 3464 report, message/rfc822 returned", "dsn-postfix" },
	{ "mime-1.24", "Gmail report, nested related/alternative, headers only", "dsn-gmail" },
	{ "mime-1.25", "qmail failure notice, no MIME", "bounce-qmail" },
	{ "mime-1.26", "Exim failure, address on its own line", "bounce-exim" },
	{ "mime-1.27", "RFC 3464 report of a delay", "dsn-delayed" },
	{ "mime-1.28", "Italian vacation reply, X-Autoreply", "auto-vacation-it" },
	{ "mime-1.29", "Outlook automatic reply, X-Auto-Response-Suppress", "auto-outlook" },
	{ "mime-1.30", "mailing list mail: List-Id, List-Unsubscribe", "auto-list" },
	{ "mime-1.31", "null Return-Path", "null-return-path" },
	{ "mime-1.32", "base64 garbage in text and attachment", "base64-garbage" },
	{ "mime-1.33", "NUL bytes in header and body", "nul-bytes" },
	{ "mime-1.34", "a 4000-byte line", "huge-line" },
	{ "mime-1.35", "format=flowed: a wrapped command, stuffing, quotes, signature",
	    "flowed" },
	{ "mime-1.36", "format=flowed with DelSp=yes, quoted-printable", "flowed-delsp" },
};

/* golden_flags - the flag names, or "none" */

static void
golden_flags(struct pb_buf *b, int flags)
{
	static const char *const names[] = {
		"from_html",
		"notext",
		"badcharset",
		"truncated",
		"attachment",
	};
	size_t i;
	int    any = 0;

	pb_buf_puts(b, "flags:");
	for (i = 0; i < PB_NELEM(names); i++)
		if (flags & (1 << i)) {
			pb_buf_printf(b, " %s", names[i]);
			any = 1;
		}
	pb_buf_puts(b, any ? "\n" : " none\n");
}

/* golden_dump - a parse result as text, caller frees */

static char *
golden_dump(enum pb_rc rc, const struct mime_msg *m)
{
	struct pb_buf b;

#define FIELD(name) pb_buf_printf(&b, "%s: %s\n", #name, m->name ? m->name : "(none)")
#define OPTIONAL(name)                                                                             \
	if (m->name)                                                                               \
	pb_buf_printf(&b, "%s: %s\n", #name, m->name)
	pb_buf_init(&b);
	pb_buf_printf(&b, "rc: %s\n", pb_rc_str(rc));
	if (rc == PB_OK) {
		FIELD(message_id);
		FIELD(from_addr);
		FIELD(from_name);
		FIELD(subject);
		FIELD(in_reply_to);
		FIELD(references);
		FIELD(auto_submitted);
		FIELD(precedence);
		/* Fields added with the intake work: only when present, so
		 * that the older .ref files stay as they were. */
		OPTIONAL(return_path);
		OPTIONAL(list_id);
		OPTIONAL(list_unsubscribe);
		OPTIONAL(x_autoreply);
		OPTIONAL(x_auto_suppress);
		OPTIONAL(report_type);
		if (m->dsn)
			pb_buf_printf(&b, "dsn:\n%s%s", m->dsn,
			    *m->dsn && m->dsn[strlen(m->dsn) - 1] != '\n' ? "\n" : "");
		if (m->returned)
			pb_buf_printf(&b, "returned: %zu bytes\n", strlen(m->returned));
		golden_flags(&b, m->flags);
		pb_buf_printf(&b, "\n%s", m->text);
	}
#undef FIELD
#undef OPTIONAL
	return (pb_buf_steal(&b));
}

/* golden_parse - parse a file and dump the result, caller frees */

static char *
golden_parse(const char *path)
{
	struct mime_msg *m = NULL;
	struct pb_err    err;
	enum pb_rc       rc;
	char            *raw, *dump;
	size_t           len;

	raw = pb_file_read(path, &len, &err);
	ck_assert_msg(raw != NULL, "%s", err.msg);
	rc = mime_parse(raw, len, &m, &err);
	dump = golden_dump(rc, m);
	mime_msg_free(m);
	free(raw);
	return (dump);
}

/* golden_write - PB_REGEN=1: write the .ref file */

static void
golden_write(const char *path, const char *text)
{
	FILE *fp;

	fp = fopen(path, "wb");
	ck_assert_msg(fp != NULL, "cannot write %s", path);
	fputs(text, fp);
	ck_assert_int_eq(fclose(fp), 0);
}

START_TEST(test_golden)
{
	const struct golden_case *tc = golden_cases + _i;
	struct pb_err             err;
	char                     *eml, *ref, *got, *want;
	const char               *regen = getenv("PB_REGEN");

	eml = pb_asprintf("%s/%s.eml", MIME_DATA, tc->name);
	ref = pb_asprintf("%s/%s.ref", MIME_DATA, tc->name);
	got = golden_parse(eml);
	if (regen != NULL && strcmp(regen, "1") == 0)
		golden_write(ref, got);
	want = pb_file_read(ref, NULL, &err);
	ck_assert_msg(want != NULL, "%s (%s): %s", tc->id, tc->label, err.msg);
	ck_assert_msg(strcmp(got, want) == 0, "%s (%s): %s differs.\n--- got:\n%s--- want:\n%s",
	    tc->id, tc->label, ref, got, want);
	free(want);
	free(got);
	free(ref);
	free(eml);
}
END_TEST

START_TEST(test_golden_all_listed)
{
	struct dirent *de;
	DIR           *dp;
	size_t         i, len;
	int            found;

	dp = opendir(MIME_DATA);
	ck_assert_msg(dp != NULL, "mime-1.0: cannot open %s", MIME_DATA);
	while ((de = readdir(dp)) != NULL) {
		len = strlen(de->d_name);
		if (len < 4 || strcmp(de->d_name + len - 4, ".eml") != 0)
			continue;
		for (found = 0, i = 0; i < PB_NELEM(golden_cases); i++)
			if (strlen(golden_cases[i].name) == len - 4
			    && strncmp(golden_cases[i].name, de->d_name, len - 4) == 0)
				found = 1;
		ck_assert_msg(found, "mime-1.0: %s has no row in golden_cases", de->d_name);
	}
	closedir(dp);
}
END_TEST

/* ---- charset ----------------------------------------------------------- */

struct charset_case {
	const char *id;
	const char *label;
	const char *in;
	size_t      len;
	const char *charset;
	const char *want;
	int         unknown;
};

#define S(s) s, sizeof(s) - 1
#define FFFD "\xef\xbf\xbd"

static const struct charset_case charset_cases[] = {
	{ "mime-2.1", "UTF-8 kept", S("citt\xc3\xa0 \xe2\x82\xac"), "utf-8",
	    "citt\xc3\xa0 \xe2\x82\xac", 0 },
	{ "mime-2.2", "NULL charset is UTF-8", S("gi\xc3\xa0"), NULL, "gi\xc3\xa0", 0 },
	{ "mime-2.3", "us-ascii label on UTF-8 text", S("s\xc3\xac"), "US-ASCII", "s\xc3\xac", 0 },
	{ "mime-2.4", "lone Latin-1 byte in UTF-8", S("caf\xe9!"), "utf-8", "caf" FFFD "!", 0 },
	{ "mime-2.5", "overlong slash", S("a\xc0\xaf"), "utf-8", "a" FFFD FFFD, 0 },
	{ "mime-2.6", "surrogate", S("\xed\xa0\x80"), "utf-8", FFFD FFFD FFFD, 0 },
	{ "mime-2.7", "sequence cut at the end", S("x\xe2\x82"), "utf-8", "x" FFFD FFFD, 0 },
	{ "mime-2.8", "NUL in the middle", S("a\0b"), "utf-8", "a" FFFD "b", 0 },
	{ "mime-2.9", "above U+10FFFF", S("\xf4\x90\x80\x80"), "utf8", FFFD FFFD FFFD FFFD, 0 },
	{ "mime-2.10", "ISO-8859-1", S("caf\xe9"), "iso-8859-1", "caf\xc3\xa9", 0 },
	{ "mime-2.11", "ISO-8859-15 euro", S("\xa4"), "ISO-8859-15", "\xe2\x82\xac", 0 },
	{ "mime-2.12", "windows-1252 quotes", S("\x93x\x94"), "windows-1252",
	    "\xe2\x80\x9cx\xe2\x80\x9d", 0 },
	{ "mime-2.13", "windows-1252 undefined byte", S("a\x81z"), "windows-1252", "a" FFFD "z",
	    0 },
	{ "mime-2.14", "unknown charset", S("caf\xe9 \x80"), "x-klingon",
	    "caf\xc3\xa9 \xe2\x82\xac", 1 },
	{ "mime-2.15", "name with a slash", S("abc"), "../../etc/passwd", "abc", 1 },
	{ "mime-2.16", "name with //TRANSLIT", S("abc"), "utf-16//TRANSLIT", "abc", 1 },
	{ "mime-2.17", "UTF-16LE", S("a\0\xe9\0"), "utf-16le", "a\xc3\xa9", 0 },
	{ "mime-2.18", "UTF-16LE cut in a unit", S("a\0b"), "utf-16le", "a" FFFD, 0 },
	{ "mime-2.19", "empty input", S(""), "iso-8859-2", "", 0 },
};

START_TEST(test_charset)
{
	const struct charset_case *tc = charset_cases + _i;
	char                      *got;
	int                        unknown = -1;

	got = charset_to_utf8(tc->in, tc->len, tc->charset, &unknown);
	ck_assert_msg(strcmp(got, tc->want) == 0, "%s (%s): got \"%s\"", tc->id, tc->label, got);
	ck_assert_msg(unknown == tc->unknown, "%s (%s): unknown %d", tc->id, tc->label, unknown);
	free(got);
}
END_TEST

struct valid_case {
	const char *id;
	const char *in;
	size_t      len;
	int         want;
};

static const struct valid_case valid_cases[] = {
	{ "mime-2.20", S(""), 1 },
	{ "mime-2.21", S("plain"), 1 },
	{ "mime-2.22", S("\xc3\xa0\xe2\x82\xac\xf0\x9f\x98\x80"), 1 },
	{ "mime-2.23", S("\xc3"), 0 },
	{ "mime-2.24", S("\xe0\x80\x80"), 0 },
	{ "mime-2.25", S("\xed\xbf\xbf"), 0 },
	{ "mime-2.26", S("\xff"), 0 },
	{ "mime-2.27", S("a\0b"), 1 },
};

START_TEST(test_utf8_valid)
{
	const struct valid_case *tc = valid_cases + _i;

	ck_assert_msg(
	    charset_utf8_valid(tc->in, tc->len) == tc->want, "%s: expected %d", tc->id, tc->want);
}
END_TEST

/* ---- html -------------------------------------------------------------- */

struct html_case {
	const char *id;
	const char *label;
	const char *html;
	const char *want;
};

static const struct html_case html_cases[] = {
	{ "mime-3.1", "paragraphs", "<p>one</p><p>two</p>", "one\n\ntwo\n" },
	{ "mime-3.2", "br and div", "<div>a<br>b<div>c</div>d</div>", "a\nb\nc\nd\n" },
	{ "mime-3.3", "Gmail blank line", "<div>a</div><div><br></div><div>b</div>", "a\n\nb\n" },
	{ "mime-3.4", "blank runs collapse", "a<br><br><br><br>b", "a\n\nb\n" },
	{ "mime-3.5", "entities", "x &amp; y &lt;z&gt; &eacute;&#8364;&quot;",
	    "x & y <z> \xc3\xa9\xe2\x82\xac\"\n" },
	{ "mime-3.6", "dropped elements",
	    "<head><title>t</title><style>p{}</style></head>"
	    "<body>a<script>evil()</script>b</body>",
	    "ab\n" },
	{ "mime-3.7", "quote", "top<blockquote>old<br>mail</blockquote>bottom",
	    "top\n\n> old\n> mail\n\nbottom\n" },
	{ "mime-3.8", "nested quote with paragraphs",
	    "<blockquote><p>a</p><blockquote>b</blockquote></blockquote>", "> a\n>\n> > b\n" },
	{ "mime-3.9", "pre keeps white space", "<pre>a  b\n  c</pre>d", "a  b\n  c\n\nd\n" },
	{ "mime-3.10", "white space collapses", "  a \n\t b   c  ", "a b c\n" },
	{ "mime-3.11", "no-break spaces", "a&nbsp;&nbsp;b", "a b\n" },
	{ "mime-3.12", "table cells",
	    "<table><tr><td>a</td><td>b</td></tr>"
	    "<tr><td>c</td></tr></table>",
	    "a b\nc\n" },
	{ "mime-3.13", "list items", "<ul><li>one</li><li>two</li></ul>", "one\ntwo\n" },
	{ "mime-3.14", "empty input", "", "" },
	{ "mime-3.15", "unclosed tags", "<div><p>a<b>b<blockquote>c", "ab\n\n> c\n" },
	{ "mime-3.16", "comments dropped", "a<!-- hidden -->b", "ab\n" },
};

START_TEST(test_html)
{
	const struct html_case *tc = html_cases + _i;
	char                   *got;

	got = html_to_text(tc->html, strlen(tc->html));
	ck_assert_msg(strcmp(got, tc->want) == 0, "%s (%s): got \"%s\" want \"%s\"", tc->id,
	    tc->label, got, tc->want);
	free(got);
}
END_TEST

START_TEST(test_html_deep)
{
	struct pb_buf b;
	char         *got;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < 100000; i++)
		pb_buf_puts(&b, i % 2 ? "<div>" : "<blockquote>");
	pb_buf_puts(&b, "deep");
	got = html_to_text(b.s, b.len);
	ck_assert_msg(strstr(got, "deep") != NULL || *got == '\0', "mime-3.17: unexpected text");
	free(got);
	pb_buf_free(&b);
}
END_TEST

/* ---- robustness -------------------------------------------------------- */

/* robust_parse - parse must succeed or fail cleanly */

static void
robust_parse(const char *id, const char *raw, size_t len)
{
	struct mime_msg *m = NULL;
	struct pb_err    err;
	enum pb_rc       rc;

	rc = mime_parse(raw, len, &m, &err);
	ck_assert_msg(rc == PB_OK || rc == PB_EDATA, "%s: rc %d", id, rc);
	if (rc == PB_OK) {
		ck_assert_msg(m->text != NULL && m->subject != NULL, "%s", id);
		ck_assert_msg(
		    charset_utf8_valid(m->text, strlen(m->text)), "%s: text is not UTF-8", id);
	}
	mime_msg_free(m);
}

/* golden_index - the row of a golden file */

static size_t
golden_index(const char *name)
{
	size_t i;

	for (i = 0; i < PB_NELEM(golden_cases); i++)
		if (strcmp(golden_cases[i].name, name) == 0)
			return (i);
	ck_abort_msg("no golden case %s", name);
	return (0);
}

/* robust_read - a golden file, caller frees */

static char *
robust_read(size_t i, size_t *len)
{
	struct pb_err err;
	char         *path, *raw;

	path = pb_asprintf("%s/%s.eml", MIME_DATA, golden_cases[i].name);
	raw = pb_file_read(path, len, &err);
	ck_assert_msg(raw != NULL, "%s", err.msg);
	free(path);
	return (raw);
}

START_TEST(test_prefixes)
{
	char  *raw, *cut;
	size_t len, n;

	raw = robust_read((size_t)_i, &len);
	for (n = 0; n <= len; n++) {
		cut = pb_malloc(n + 1); /* exact size: ASan sees overreads */
		memcpy(cut, raw, n);
		robust_parse("mime-4.1", cut, n);
		free(cut);
	}
	free(raw);
}
END_TEST

START_TEST(test_mutations)
{
	static const char bytes[] = "\0\r\n-=?<>\"\\:; \t\x80\xff\xc3";
	uint32_t          seed = 2463534242u + (uint32_t)_i;
	char             *raw, *mut;
	size_t            len, k, j;

	raw = robust_read((size_t)_i, &len);
	mut = pb_malloc(len + 1);
	for (k = 0; k < 2000 && len > 0; k++) {
		memcpy(mut, raw, len);
		for (j = 0; j < 1 + k % 8; j++) {
			seed ^= seed << 13;
			seed ^= seed >> 17;
			seed ^= seed << 5;
			mut[seed % len] = bytes[(seed >> 16) % (sizeof(bytes) - 1)];
		}
		robust_parse("mime-4.2", mut, len - (k % 3 == 0 ? seed % len : 0));
	}
	free(mut);
	free(raw);
}
END_TEST

START_TEST(test_lf_crlf)
{
	struct pb_buf    crlf;
	struct mime_msg *a = NULL, *b = NULL;
	char            *raw, *da, *db;
	size_t           len, i;

	raw = robust_read(golden_index("lf-only"), &len);
	pb_buf_init(&crlf);
	for (i = 0; i < len; i++) {
		if (raw[i] == '\n')
			pb_buf_putc(&crlf, '\r');
		pb_buf_putc(&crlf, raw[i]);
	}
	ck_assert_int_eq(mime_parse(raw, len, &a, NULL), PB_OK);
	ck_assert_int_eq(mime_parse(crlf.s, crlf.len, &b, NULL), PB_OK);
	da = golden_dump(PB_OK, a);
	db = golden_dump(PB_OK, b);
	ck_assert_msg(strcmp(da, db) == 0, "mime-4.3: LF and CRLF differ");
	free(da);
	free(db);
	mime_msg_free(a);
	mime_msg_free(b);
	pb_buf_free(&crlf);
	free(raw);
}
END_TEST

/* nested_message - multipart nested depth times around a text part */

static char *
nested_message(int depth)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	pb_buf_puts(&b, "From: a@b.c\nSubject: deep\n");
	for (i = 0; i < depth; i++)
		pb_buf_printf(&b,
		    "Content-Type: multipart/mixed; boundary=b%d\n"
		    "\n--b%d\n",
		    i, i);
	pb_buf_puts(&b, "Content-Type: text/plain\n\nhold\n");
	for (i = depth - 1; i >= 0; i--)
		pb_buf_printf(&b, "--b%d--\n", i);
	return (pb_buf_steal(&b));
}

START_TEST(test_nesting)
{
	struct mime_msg *m = NULL;
	struct pb_err    err;
	char            *raw;

	raw = nested_message(40);
	ck_assert_int_eq(mime_parse(raw, strlen(raw), &m, &err), PB_OK);
	ck_assert_str_eq(m->text, "hold\n");
	ck_assert_int_eq(m->flags, 0);
	mime_msg_free(m);
	free(raw);
	raw = nested_message(600);
	m = NULL;
	ck_assert_int_eq(mime_parse(raw, strlen(raw), &m, &err), PB_OK);
	ck_assert_str_eq(m->from_addr, "a@b.c");
	ck_assert_str_eq(m->subject, "deep");
	ck_assert_ptr_nonnull(strstr(m->text, "\nhold\n"));
	ck_assert_int_eq(m->flags & (MIME_RAWBODY | MIME_TRUNCATED), MIME_RAWBODY | MIME_TRUNCATED);
	mime_msg_free(m);
	free(raw);
}
END_TEST

START_TEST(test_many_types)
{
	struct mime_msg *m = NULL;
	struct pb_err    err;
	struct pb_buf    b;
	int              i;

	pb_buf_init(&b);
	pb_buf_puts(&b, "From: Ann <Ann@Example.org>\nSubject: my move PBEM-1-2-3-abc\n"
	                "Message-ID: <m1@example.org>\n\nhold all\n");
	for (i = 0; i < 600; i++)
		pb_buf_printf(&b, "Content-Type line %d\n", i);
	pb_buf_puts(&b, "support a\n");
	ck_assert_msg(mime_parse(b.s, b.len, &m, &err) == PB_OK, "mime-4.6: %s", err.msg);
	ck_assert_str_eq(m->from_addr, "ann@example.org");
	ck_assert_str_eq(m->subject, "my move PBEM-1-2-3-abc");
	ck_assert_str_eq(m->message_id, "m1@example.org");
	ck_assert_msg(strncmp(m->text, "hold all\nContent-Type line 0\n", 29) == 0, "mime-4.6: %.40s",
	    m->text);
	ck_assert_ptr_nonnull(strstr(m->text, "Content-Type line 599\nsupport a\n"));
	ck_assert(m->flags & MIME_RAWBODY);
	mime_msg_free(m);
	pb_buf_free(&b);
}
END_TEST

START_TEST(test_subject_controls)
{
	static const char nul[] = "From: a@b.c\nSubject: hi\0PBEM-1-2-3-abc\n\nhold\n";
	static const char cr[] = "From: a@b.c\nSubject: hi\rPBEM-1-2-3-abc\n\nhold\n";
	static const char cronly[] = "From: a@b.c\rSubject: old mac\r\rhold\r";
	struct mime_msg  *m = NULL;
	struct pb_err     err;

	ck_assert_int_eq(mime_parse(nul, sizeof(nul) - 1, &m, &err), PB_OK);
	ck_assert_msg(strcmp(m->subject, "hi PBEM-1-2-3-abc") == 0, "mime-4.7 NUL: '%s'", m->subject);
	ck_assert_str_eq(m->text, "hold\n");
	mime_msg_free(m);
	ck_assert_int_eq(mime_parse(cr, sizeof(cr) - 1, &m, &err), PB_OK);
	ck_assert_msg(strcmp(m->subject, "hi PBEM-1-2-3-abc") == 0, "mime-4.7 CR: '%s'", m->subject);
	ck_assert_str_eq(m->text, "hold\n");
	mime_msg_free(m);
	ck_assert_int_eq(mime_parse(cronly, sizeof(cronly) - 1, &m, &err), PB_OK);
	ck_assert_str_eq(m->subject, "old mac");
	ck_assert_str_eq(m->text, "hold\n");
	mime_msg_free(m);
}
END_TEST

START_TEST(test_no_header)
{
	static const char raw[] = "\nno header at all\nContent-Type: x\n";
	struct mime_msg  *m = NULL;
	struct pb_err     err;

	ck_assert_int_eq(mime_parse(raw, sizeof(raw) - 1, &m, &err), PB_EDATA);
	ck_assert_ptr_null(m);
}
END_TEST

START_TEST(test_free_null)
{
	mime_msg_free(NULL);
}
END_TEST

/* mime_suite - the mime, charset and html tests */

Suite *
mime_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("mime");
	tc = tcase_create("golden");
	tcase_add_test(tc, test_golden_all_listed);
	tcase_add_loop_test(tc, test_golden, 0, PB_NELEM(golden_cases));
	suite_add_tcase(s, tc);
	tc = tcase_create("charset");
	tcase_add_loop_test(tc, test_charset, 0, PB_NELEM(charset_cases));
	tcase_add_loop_test(tc, test_utf8_valid, 0, PB_NELEM(valid_cases));
	suite_add_tcase(s, tc);
	tc = tcase_create("html");
	tcase_add_loop_test(tc, test_html, 0, PB_NELEM(html_cases));
	tcase_add_test(tc, test_html_deep);
	suite_add_tcase(s, tc);
	tc = tcase_create("robust");
	tcase_add_loop_test(tc, test_prefixes, 0, PB_NELEM(golden_cases));
	tcase_add_loop_test(tc, test_mutations, 0, PB_NELEM(golden_cases));
	tcase_add_test(tc, test_lf_crlf);
	tcase_add_test(tc, test_nesting);
	tcase_add_test(tc, test_free_null);
	tcase_add_test(tc, test_many_types);
	tcase_add_test(tc, test_subject_controls);
	tcase_add_test(tc, test_no_header);
	suite_add_tcase(s, tc);
	return (s);
}
