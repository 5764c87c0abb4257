/*++
/* NAME
/*	compose 3
/* SUMMARY
/*	build an outgoing RFC 5322 message
/* SYNOPSIS
/*	#include "mail/compose.h"
/*
/*	char	*compose_message(const struct compose *c)
/*
/*	int	compose_addr_ok(const char *addr)
/* DESCRIPTION
/*	compose_message() returns a whole message with CRLF line ends; the
/*	caller frees it.  c->from, c->to and c->message_id are required
/*	(NULL is a broken invariant: panic); a NULL subject or body is "".
/*	Headers, in this order:
/* .IP Date:
/*	c->date in UTC, "Sat, 21 Nov 2026 23:07:36 +0000" (English names,
/*	whatever the locale).
/* .IP From:
/*	c->from is "Name <addr>" or a bare addr; the name may already be a
/*	quoted string.  A printable ASCII name of at most
/*	COMPOSE_NAME_QUOTED (60) bytes is written as a quoted string, any
/*	other as RFC 2047 encoded words.
/* .IP "To:, Message-ID:, In-Reply-To:, References:"
/*	Ids are given without brackets and written as "<id>"; References
/*	is split at white space and folded between ids.
/* .IP "Subject:, X-Loop:"
/*	Printable ASCII that holds no "=?" is written as it is, folded at
/*	spaces to keep lines within COMPOSE_LINE_MAX (78) bytes; anything
/*	else (non-ASCII, or a word too long to fold) becomes UTF-8 encoded
/*	words, Q or B whichever is shorter, each at most 75 bytes, split
/*	only between characters, and folded so that no line exceeds 78
/*	bytes.
/* .IP "MIME-Version:, Content-Type:, Content-Transfer-Encoding:"
/*	1.0, text/plain; charset=utf-8; format=flowed; delsp=no (the
/*	body as flowed(3) makes it: lines of at most FLOWED_WIDTH (72)
/*	columns that a phone joins again and wraps to its screen),
/*	quoted-printable.  With c->json,
/*	multipart/mixed instead: the text part as above, then c->json as
/*	application/json, quoted-printable, Content-Disposition:
/*	attachment with c->json_name; the boundary "=_pbemd_part_=" can
/*	never occur in a quoted-printable part (RFC 2045, 6.7).
/*
/*	With c->image (a PNG of c->image_len bytes), the text becomes
/*	multipart/related (type="text/plain"): the text part as above,
/*	complete on its own, then the picture as image/png, base64,
/*	Content-ID <picture.MESSAGE-ID>, Content-Disposition: inline with
/*	c->image_name ("board.png" when NULL).  With c->json as well, that
/*	multipart/related is the first part of the multipart/mixed and
/*	the JSON the second.
/* .IP "Auto-Submitted:"
/*	auto-replied, when c->auto_replied.
/* .PP
/*	Header injection: every header value is first made valid UTF-8 and
/*	has CR, LF and other control characters replaced by a space; in ids
/*	and addresses every byte that is not printable ASCII (spaces and
/*	angle brackets included) becomes '_'.  A value can therefore never
/*	end its header line.
/*
/*	Body: LF line ends in (a CR before an LF is dropped), CRLF out,
/*	quoted-printable with lines of at most 76 bytes.  '=', control
/*	characters other than TAB, bytes above 126, white space at the end
/*	of a line, a '.' that starts a line and the F of a line starting
/*	"From " are encoded, so the body survives any relay, SMTP dot
/*	handling and mbox "From " quoting.  The body always ends with CRLF
/*	unless it is empty.
/*
/*	compose_addr_ok() is the *_ok() predicate for a bare addr-spec:
/*	at most 254 bytes, exactly one '@', a dot-atom local part (ASCII
/*	letters, digits and !#$%&'*+-/=?^_`{|}~, dots only between atoms)
/*	and a domain of letters, digits, '-' and dots (no empty label).
/*	Quoted local parts and address literals are refused: pbemd does
/*	not need them, and they are the usual carriers of tricks.
/* DIAGNOSTICS
/*	None: bad values are neutralised, never refused.
/* SEE ALSO
/*	RFC 5322, RFC 2045, RFC 2047, mime(3)
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/charset.h"
#include "mail/compose.h"
#include "mail/flowed.h"

#define COMPOSE_LINE_MAX 78    /* header line length, RFC 5322 */
#define COMPOSE_WORD_MAX 75    /* encoded word length, RFC 2047 */
#define COMPOSE_WORD_OVER 12   /* strlen("=?UTF-8?Q?") + strlen("?=") */
#define COMPOSE_QP_MAX 76      /* body line length, RFC 2045 */
#define COMPOSE_NAME_QUOTED 60 /* longest name written quoted */
#define COMPOSE_ADDR_MAX 254
#define COMPOSE_BOUNDARY "=_pbemd_part_=" /* see compose_parts() */
#define COMPOSE_RELATED "=_pbemd_related_="
#define COMPOSE_B64_LINE 57  /* bytes: 76 characters of base64 */
#define COMPOSE_B64_LINES 64 /* lines of base64 added at once */
#define COMPOSE_TEXT_TYPE COMPOSE_TEXT_CT "\r\n" COMPOSE_TEXT_CTE "\r\n"

/*
  * A header being written: the message so far and the current column.
  */
struct compose_hdr {
	struct pb_buf *out;
	size_t         col;
};

/* compose_clean - valid UTF-8, controls to spaces; caller frees */

static char *
compose_clean(const char *s)
{
	char *u, *p;

	u = charset_to_utf8(s ? s : "", s ? strlen(s) : 0, "utf-8", NULL);
	for (p = u; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = ' ';
	return (u);
}

/* compose_token - printable ASCII without space or <>; caller frees */

static char *
compose_token(const char *s)
{
	char *t, *p;

	t = pb_strdup(s);
	for (p = t; *p; p++)
		if ((unsigned char)*p <= 0x20 || (unsigned char)*p >= 0x7f || *p == '<'
		    || *p == '>')
			*p = '_';
	return (t);
}

/* compose_q_safe - may this byte stand for itself in a Q encoded word? */

static int
compose_q_safe(unsigned char c)
{
	return (c != 0 && c < 0x80 && (isalnum(c) || strchr("!*+-/", c) != NULL));
}

/* compose_char_len - bytes of the UTF-8 character at s (valid input) */

static size_t
compose_char_len(const char *s)
{
	unsigned char c = (unsigned char)*s;

	if (c < 0xc0)
		return (1);
	if (c < 0xe0)
		return (2);
	return (c < 0xf0 ? 3 : 4);
}

/* compose_enc_len - encoded length of n bytes */

static size_t
compose_enc_len(const char *s, size_t n, int b64)
{
	size_t i, len = 0;

	if (b64)
		return ((n + 2) / 3 * 4);
	for (i = 0; i < n; i++)
		len += (compose_q_safe((unsigned char)s[i]) || s[i] == ' ') ? 1 : 3;
	return (len);
}

/*
  * Base64 two characters at a time: the pair of the 12 bits i is at
  * 2 * i of compose_b64_pairs, rows of 64 pairs without a NUL.
  */
#define COMPOSE_B64_ROW(c)                                                                         \
	c "A" c "B" c "C" c "D" c "E" c "F" c "G" c "H" c "I" c "J" c "K" c "L" c "M" c "N" c      \
	  "O" c "P" c "Q" c "R" c "S" c "T" c "U" c "V" c "W" c "X" c "Y" c "Z" c "a" c "b" c      \
	  "c" c "d" c "e" c "f" c "g" c "h" c "i" c "j" c "k" c "l" c "m" c "n" c "o" c "p" c      \
	  "q" c "r" c "s" c "t" c "u" c "v" c "w" c "x" c "y" c "z" c "0" c "1" c "2" c "3" c      \
	  "4" c "5" c "6" c "7" c "8" c "9" c "+" c "/"

static const char compose_b64_pairs[64][128] = { COMPOSE_B64_ROW("A"), COMPOSE_B64_ROW("B"),
	COMPOSE_B64_ROW("C"), COMPOSE_B64_ROW("D"), COMPOSE_B64_ROW("E"), COMPOSE_B64_ROW("F"),
	COMPOSE_B64_ROW("G"), COMPOSE_B64_ROW("H"), COMPOSE_B64_ROW("I"), COMPOSE_B64_ROW("J"),
	COMPOSE_B64_ROW("K"), COMPOSE_B64_ROW("L"), COMPOSE_B64_ROW("M"), COMPOSE_B64_ROW("N"),
	COMPOSE_B64_ROW("O"), COMPOSE_B64_ROW("P"), COMPOSE_B64_ROW("Q"), COMPOSE_B64_ROW("R"),
	COMPOSE_B64_ROW("S"), COMPOSE_B64_ROW("T"), COMPOSE_B64_ROW("U"), COMPOSE_B64_ROW("V"),
	COMPOSE_B64_ROW("W"), COMPOSE_B64_ROW("X"), COMPOSE_B64_ROW("Y"), COMPOSE_B64_ROW("Z"),
	COMPOSE_B64_ROW("a"), COMPOSE_B64_ROW("b"), COMPOSE_B64_ROW("c"), COMPOSE_B64_ROW("d"),
	COMPOSE_B64_ROW("e"), COMPOSE_B64_ROW("f"), COMPOSE_B64_ROW("g"), COMPOSE_B64_ROW("h"),
	COMPOSE_B64_ROW("i"), COMPOSE_B64_ROW("j"), COMPOSE_B64_ROW("k"), COMPOSE_B64_ROW("l"),
	COMPOSE_B64_ROW("m"), COMPOSE_B64_ROW("n"), COMPOSE_B64_ROW("o"), COMPOSE_B64_ROW("p"),
	COMPOSE_B64_ROW("q"), COMPOSE_B64_ROW("r"), COMPOSE_B64_ROW("s"), COMPOSE_B64_ROW("t"),
	COMPOSE_B64_ROW("u"), COMPOSE_B64_ROW("v"), COMPOSE_B64_ROW("w"), COMPOSE_B64_ROW("x"),
	COMPOSE_B64_ROW("y"), COMPOSE_B64_ROW("z"), COMPOSE_B64_ROW("0"), COMPOSE_B64_ROW("1"),
	COMPOSE_B64_ROW("2"), COMPOSE_B64_ROW("3"), COMPOSE_B64_ROW("4"), COMPOSE_B64_ROW("5"),
	COMPOSE_B64_ROW("6"), COMPOSE_B64_ROW("7"), COMPOSE_B64_ROW("8"), COMPOSE_B64_ROW("9"),
	COMPOSE_B64_ROW("+"), COMPOSE_B64_ROW("/") };

/* compose_b64_pair - the two characters of the 12 bits v at d */

static void
compose_b64_pair(char *d, unsigned long v)
{
	memcpy(d, (const char *)compose_b64_pairs + 2 * v, 2);
}

/* compose_b64 - n bytes as base64 at dst, padded; the characters written */

static size_t
compose_b64(char *dst, const unsigned char *s, size_t n)
{
	const unsigned char *end = s + n / 3 * 3;
	unsigned long        v;
	char                *d = dst;

	for (; s < end; s += 3, d += 4) {
		v = (unsigned long)s[0] << 16 | (unsigned long)s[1] << 8 | s[2];
		compose_b64_pair(d, v >> 12);
		compose_b64_pair(d + 2, v & 4095);
	}
	if (n % 3 != 0) { /* one or two bytes left, padded */
		v = (unsigned long)s[0] << 16 | (n % 3 == 2 ? (unsigned long)s[1] << 8 : 0);
		compose_b64_pair(d, v >> 12);
		compose_b64_pair(d + 2, v & 4095);
		d[3] = '=';
		if (n % 3 == 1)
			d[2] = '=';
		d += 4;
	}
	return ((size_t)(d - dst));
}

/* compose_enc_put - append n bytes, Q or B encoded */

static void
compose_enc_put(struct pb_buf *out, const unsigned char *s, size_t n, int b64)
{
	char   q[4 * 32];
	size_t i, k;

	for (i = 0; !b64 && i < n; i++) {
		if (compose_q_safe(s[i]))
			pb_buf_putc(out, s[i]);
		else if (s[i] == ' ')
			pb_buf_putc(out, '_');
		else
			pb_buf_printf(out, "=%02X", s[i]);
	}
	for (i = 0; b64 && i < n; i += k) {
		k = n - i < sizeof(q) / 4 * 3 ? n - i : sizeof(q) / 4 * 3;
		pb_buf_add(out, q, compose_b64(q, s + i, k));
	}
}

/* compose_words - text as folded RFC 2047 encoded words */

static void
compose_words(struct compose_hdr *h, const char *text)
{
	size_t n, c, room, len = strlen(text);
	int    b64;

	b64 = compose_enc_len(text, len, 1) < compose_enc_len(text, len, 0);
	while (*text) {
		/* Fold unless a word of one character (at most 12 bytes
		 * encoded) still fits after the space that precedes it. */
		if (h->col + 1 + COMPOSE_WORD_OVER + 12 > COMPOSE_LINE_MAX) {
			pb_buf_puts(h->out, "\r\n");
			h->col = 0;
		}
		room = COMPOSE_LINE_MAX - h->col - 1;
		if (room > COMPOSE_WORD_MAX)
			room = COMPOSE_WORD_MAX;
		/* As many whole characters as fit. */
		for (n = 0; text[n]; n += c) {
			c = compose_char_len(text + n);
			if (COMPOSE_WORD_OVER + compose_enc_len(text, n + c, b64) > room)
				break;
		}
		pb_buf_puts(h->out, b64 ? " =?UTF-8?B?" : " =?UTF-8?Q?");
		compose_enc_put(h->out, (const unsigned char *)text, n, b64);
		pb_buf_puts(h->out, "?=");
		h->col += 1 + COMPOSE_WORD_OVER + compose_enc_len(text, n, b64);
		text += n;
	}
}

/* compose_foldable - printable ASCII, no "=?", every word fits a line? */

static int
compose_foldable(const char *text, size_t col)
{
	const char *p;

	if (strstr(text, "=?") != NULL)
		return (0);
	for (p = text; *p; p++)
		if ((unsigned char)*p < 0x20 || (unsigned char)*p > 0x7e)
			return (0);
	/* The first word follows the header name; the others may be
	 * folded onto a line of their own, after " " or "  ". */
	for (p = text; p != NULL; p = strchr(p, ' ') ? strchr(p, ' ') + 1 : NULL)
		if ((p == text ? col : 1) + 1 + strcspn(p, " ") > COMPOSE_LINE_MAX)
			return (0);
	return (1);
}

/* compose_fold - printable ASCII words, folded before a space */

static void
compose_fold(struct compose_hdr *h, const char *text)
{
	const char *p = text, *sp;
	size_t      n;

	do {
		sp = strchr(p, ' ');
		n = sp ? (size_t)(sp - p) : strlen(p);
		if (h->col + 1 + n > COMPOSE_LINE_MAX && h->col > 1) {
			pb_buf_puts(h->out, "\r\n");
			h->col = 0;
		}
		pb_buf_putc(h->out, ' ');
		pb_buf_add(h->out, p, n);
		h->col += 1 + n;
		p = sp ? sp + 1 : NULL;
	} while (p != NULL);
}

/* compose_text_header - "Name: text", folded or encoded */

static void
compose_text_header(struct pb_buf *out, const char *name, const char *value)
{
	struct compose_hdr h;
	char              *text;

	text = compose_clean(value);
	pb_buf_printf(out, "%s:", name);
	h.out = out;
	h.col = strlen(name) + 1;
	if (compose_foldable(text, h.col))
		compose_fold(&h, text);
	else
		compose_words(&h, text);
	pb_buf_puts(out, "\r\n");
	free(text);
}

/* compose_unquote - "a \"b\"" to a "b", in place */

static char *
compose_unquote(char *name)
{
	size_t len = strlen(name);
	char  *r, *w;

	if (len < 2 || name[0] != '"' || name[len - 1] != '"')
		return (name);
	name[len - 1] = '\0';
	for (r = w = name + 1; *r; r++) {
		if (*r == '\\' && r[1] != '\0')
			r++;
		*w++ = *r;
	}
	*w = '\0';
	return (name + 1);
}

/* compose_name - a display name, quoted when plain, else encoded */

static void
compose_name(struct compose_hdr *h, const char *name)
{
	const char *p;

	if (!compose_foldable(name, 0) || strlen(name) > COMPOSE_NAME_QUOTED) {
		compose_words(h, name);
		return;
	}
	pb_buf_puts(h->out, " \"");
	for (p = name; *p; p++) {
		if (*p == '"' || *p == '\\') {
			pb_buf_putc(h->out, '\\');
			h->col++;
		}
		pb_buf_putc(h->out, *p);
	}
	pb_buf_putc(h->out, '"');
	h->col += 3 + strlen(name);
}

/* compose_id - an id without brackets, made a safe token; caller frees */

static char *
compose_id(const char *id)
{
	size_t len = strlen(id);
	char  *bare, *tok;

	if (len >= 2 && id[0] == '<' && id[len - 1] == '>')
		bare = pb_strndup(id + 1, len - 2);
	else
		bare = pb_strdup(id);
	tok = compose_token(bare);
	free(bare);
	return (tok);
}

/* compose_from - "From: Name <addr>" or "From: addr" */

static void
compose_from(struct pb_buf *out, const char *from)
{
	struct compose_hdr h = { out, 5 };
	char              *text, *name = NULL, *addr, *lt;

	/* Split "Name <addr>"; without '<' it is all address. */
	text = compose_clean(from);
	if ((lt = strrchr(text, '<')) != NULL) {
		*lt++ = '\0';
		lt[strcspn(lt, ">")] = '\0';
		name = compose_unquote(pb_trim(text));
		addr = compose_token(pb_trim(lt));
	} else {
		addr = compose_token(pb_trim(text));
	}

	/* Write, folding before the address if it does not fit. */
	pb_buf_puts(out, "From:");
	if (name != NULL && *name != '\0')
		compose_name(&h, name);
	if (h.col > 5 && h.col + 3 + strlen(addr) > COMPOSE_LINE_MAX)
		pb_buf_puts(out, "\r\n");
	pb_buf_printf(out, name != NULL ? " <%s>\r\n" : " %s\r\n", addr);
	free(addr);
	free(text);
}

/* compose_ids - "Name: <a> <b>", folded between ids */

static void
compose_ids(struct pb_buf *out, const char *name, const char *ids)
{
	struct compose_hdr h = { out, 0 };
	struct pb_buf      b;
	char              *text, *tok, *save = NULL, *id;

	text = compose_clean(ids);
	pb_buf_init(&b);
	for (tok = strtok_r(text, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
		id = compose_id(tok);
		pb_buf_printf(&b, "%s<%s>", b.len ? " " : "", id);
		free(id);
	}
	pb_buf_printf(out, "%s:", name);
	h.col = strlen(name) + 1;
	compose_fold(&h, b.s);
	pb_buf_puts(out, "\r\n");
	pb_buf_free(&b);
	free(text);
}

/* compose_date - "Date: Sat, 21 Nov 2026 23:07:36 +0000" */

static void
compose_date(struct pb_buf *out, int64_t date)
{
	static const char days[][4] = { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
	static const char months[][4] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
		"Sep", "Oct", "Nov", "Dec" };
	struct tm         tm;
	time_t            t = (time_t)date;

	if (gmtime_r(&t, &tm) == NULL)
		pb_panic("compose_date: bad time %lld", (long long)date);
	pb_buf_printf(out, "Date: %s, %d %s %04d %02d:%02d:%02d +0000\r\n", days[tm.tm_wday],
	    tm.tm_mday, months[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
}

/* The digits of a quoted-printable byte (RFC 2045 6.7: upper case). */
static const char qp_hex[] = "0123456789ABCDEF";

/* compose_qp_plain - one body line as it is (its last blank encoded)
 * and CRLF, when nothing else in it needs encoding and it fits on one
 * line: most lines of a mail (format=flowed ends a line cut with a
 * blank); 0, nothing written, for any other line */

static int
compose_qp_plain(struct pb_buf *out, const char *s, size_t len)
{
	unsigned char c;
	size_t        i, n = len;
	char          end[5];

	if (len == 0 || s[0] == '.' || (len >= 5 && strncmp(s, "From ", 5) == 0))
		return (0);
	if (s[len - 1] == ' ' || s[len - 1] == '\t')
		n--;
	if (n + (n < len ? 3 : 0) > COMPOSE_QP_MAX - 1)
		return (0);
	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		if ((c < 0x20 && c != '\t') || c > 0x7e || c == '=')
			return (0);
	}
	pb_buf_add(out, s, n);
	if (n < len) {
		end[0] = '=';
		end[1] = qp_hex[(unsigned char)s[n] >> 4];
		end[2] = qp_hex[(unsigned char)s[n] & 15];
		end[3] = '\r';
		end[4] = '\n';
		pb_buf_add(out, end, 5);
	} else
		pb_buf_add(out, "\r\n", 2);
	return (1);
}

/* compose_qp_line - one body line, quoted-printable, then CRLF; written
 * through a chunk of q, not a byte at a time (the bodies of a pass are
 * a megabyte) */

static void
compose_qp_line(struct pb_buf *out, const char *s, size_t len)
{
	unsigned char c;
	size_t        i, k = 0, col = 0, tlen;
	int           enc, from = len >= 5 && strncmp(s, "From ", 5) == 0;
	char          q[512];

	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		enc = c == '=' || (c < 0x20 && c != '\t') || c > 0x7e
		    || ((c == ' ' || c == '\t') && i + 1 == len) || (i == 0 && (c == '.' || from));
		tlen = enc ? 3 : 1;
		if (k + 6 > sizeof(q)) { /* a soft break and an encoded byte */
			pb_buf_add(out, q, k);
			k = 0;
		}
		if (col + tlen > COMPOSE_QP_MAX - 1) {
			memcpy(q + k, "=\r\n", 3);
			k += 3;
			col = 0;
		}
		if (enc) {
			q[k++] = '=';
			q[k++] = qp_hex[c >> 4];
			q[k++] = qp_hex[c & 15];
		} else
			q[k++] = (char)c;
		col += tlen;
	}
	if (k + 2 > sizeof(q)) {
		pb_buf_add(out, q, k);
		k = 0;
	}
	q[k++] = '\r';
	q[k++] = '\n';
	pb_buf_add(out, q, k);
}

/* compose_body - LF lines to quoted-printable CRLF lines */

static void
compose_body(struct pb_buf *out, const char *body)
{
	const char *p, *nl;
	size_t      len;

	for (p = body; *p; p = nl ? nl + 1 : p + len) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		if (nl && len > 0 && p[len - 1] == '\r')
			len--;
		if (!compose_qp_plain(out, p, len))
			compose_qp_line(out, p, len);
	}
}

/*
  * The text part of the last body composed, kept: a mail whose picture is
  * drawn late is composed twice, without its picture and with an empty
  * one (notify.c P1), from the same body.
  */
static struct {
	char         *body;
	struct pb_buf text;
} compose_last;

/* compose_text - the text part's body: format=flowed, quoted-printable */

static void
compose_text(struct pb_buf *out, const char *body)
{
	char *flowed;

	body = body ? body : "";
	if (compose_last.body == NULL || strcmp(compose_last.body, body) != 0) {
		free(compose_last.body);
		pb_buf_free(&compose_last.text);
		compose_last.body = pb_strdup(body);
		pb_buf_init(&compose_last.text);
		flowed = flowed_text(body, FLOWED_WIDTH);
		compose_body(&compose_last.text, flowed);
		free(flowed);
	}
	pb_buf_add(out, compose_last.text.s, compose_last.text.len);
}

/* compose_id_header - "Name: <id>" */

static void
compose_id_header(struct pb_buf *out, const char *name, const char *id)
{
	char *tok;

	tok = compose_id(id);
	pb_buf_printf(out, "%s: <%s>\r\n", name, tok);
	free(tok);
}

/* compose_base64 - bytes as base64 lines of 76 characters, CRLF ends;
 * written COMPOSE_B64_LINES lines at a time (a picture is 60 KB) */

static void
compose_base64(struct pb_buf *out, const unsigned char *data, size_t len)
{
	char   chunk[COMPOSE_B64_LINES * (COMPOSE_B64_LINE / 3 * 4 + 2)];
	size_t i, k = 0, n;

	for (i = 0; i < len; i += COMPOSE_B64_LINE) {
		n = len - i < COMPOSE_B64_LINE ? len - i : COMPOSE_B64_LINE;
		k += compose_b64(chunk + k, data + i, n);
		chunk[k++] = '\r';
		chunk[k++] = '\n';
		if (k == sizeof(chunk) || i + n == len) {
			pb_buf_add(out, chunk, k);
			k = 0;
		}
	}
}

/* compose_type - the Content-Type (and encoding) of the text: text/plain,
 * or multipart/related when a picture goes with it */

static void
compose_type(struct pb_buf *out, const struct compose *c)
{
	if (c->image == NULL)
		pb_buf_puts(out, COMPOSE_TEXT_TYPE);
	else
		pb_buf_puts(out,
		    "Content-Type: multipart/related; type=\"text/plain\";\r\n"
		    " boundary=\"" COMPOSE_RELATED "\"\r\n");
}

/* compose_content - the body of compose_type()'s entity: the text, then
 * the picture inline (its Content-ID made from the Message-ID) */

static void
compose_content(struct pb_buf *out, const struct compose *c)
{
	char *name, *cid;

	if (c->image == NULL) {
		compose_text(out, c->body);
		return;
	}
	name = compose_token(c->image_name ? c->image_name : "board.png");
	cid = compose_id(c->message_id);
	pb_buf_puts(out, "--" COMPOSE_RELATED "\r\n" COMPOSE_TEXT_TYPE "\r\n");
	compose_text(out, c->body);
	pb_buf_printf(out,
	    "\r\n--" COMPOSE_RELATED "\r\n"
	    "Content-Type: image/png; name=\"%s\"\r\n"
	    "Content-Transfer-Encoding: base64\r\n"
	    "Content-ID: <picture.%s>\r\n"
	    "Content-Disposition: inline; filename=\"%s\"\r\n\r\n",
	    name, cid, name);
	compose_base64(out, c->image, c->image_len);
	pb_buf_puts(out, "\r\n--" COMPOSE_RELATED "--\r\n");
	free(cid);
	free(name);
}

/* compose_parts - the text (with its picture), then the JSON attachment.
 * The boundaries hold "=_", which neither quoted-printable nor base64
 * ever leaves in a part, so no part can end a multipart early (RFC
 * 2045, 6.7). */

static void
compose_parts(struct pb_buf *out, const struct compose *c)
{
	char *name;

	name = compose_token(c->json_name ? c->json_name : "data.json");
	pb_buf_puts(out,
	    "This is a MIME message: a text part, and a JSON copy for programs.\r\n"
	    "\r\n--" COMPOSE_BOUNDARY "\r\n");
	compose_type(out, c);
	pb_buf_puts(out, "\r\n");
	compose_content(out, c);
	pb_buf_printf(out,
	    "\r\n--" COMPOSE_BOUNDARY "\r\n"
	    "Content-Type: application/json; charset=utf-8; name=\"%s\"\r\n"
	    "Content-Disposition: attachment; filename=\"%s\"\r\n"
	    "Content-Transfer-Encoding: quoted-printable\r\n\r\n",
	    name, name);
	compose_body(out, c->json);
	pb_buf_puts(out, "\r\n--" COMPOSE_BOUNDARY "--\r\n");
	free(name);
}

/* compose_message - the whole message, CRLF line ends; caller frees */

char *
compose_message(const struct compose *c)
{
	struct pb_buf out;
	char         *to;

	/* Sanity checks. */
	if (c == NULL || c->from == NULL || c->to == NULL || c->message_id == NULL)
		pb_panic("compose_message: missing from, to or message_id");

	/* Headers. */
	pb_buf_init(&out);
	compose_date(&out, c->date);
	compose_from(&out, c->from);
	to = compose_token(c->to);
	pb_buf_printf(&out, "To: %s\r\n", to);
	free(to);
	compose_text_header(&out, "Subject", c->subject ? c->subject : "");
	compose_id_header(&out, "Message-ID", c->message_id);
	if (c->in_reply_to != NULL)
		compose_id_header(&out, "In-Reply-To", c->in_reply_to);
	if (c->references != NULL && c->references[strspn(c->references, " \t")])
		compose_ids(&out, "References", c->references);
	pb_buf_puts(&out, "MIME-Version: 1.0\r\n");
	if (c->json == NULL)
		compose_type(&out, c);
	else
		pb_buf_puts(
		    &out, "Content-Type: multipart/mixed; boundary=\"" COMPOSE_BOUNDARY "\"\r\n");
	if (c->auto_replied)
		pb_buf_puts(&out, "Auto-Submitted: auto-replied\r\n");
	if (c->loop_tag != NULL)
		compose_text_header(&out, "X-Loop", c->loop_tag);

	/* Body. */
	pb_buf_puts(&out, "\r\n");
	if (c->json == NULL) {
		compose_content(&out, c);
		return (pb_buf_steal(&out));
	}
	compose_parts(&out, c);
	return (pb_buf_steal(&out));
}

/* compose_picture_into - a mail composed with an empty picture (image
 * non-NULL, image_len 0), with the PNG's base64 put in: the same bytes
 * compose_message() makes with that PNG; NULL if mail has no empty
 * picture (caller frees) */

char *
compose_picture_into(const char *mail, const unsigned char *png, size_t len)
{
	static const char end[] = "\r\n\r\n\r\n--" COMPOSE_RELATED "--\r\n";
	struct pb_buf     out;
	const char       *at;
	size_t            head;

	if ((at = strstr(mail, end)) == NULL)
		return (NULL);
	head = (size_t)(at - mail) + 4; /* the picture's headers end with an empty line */
	pb_buf_init(&out);
	pb_buf_add(&out, mail, head);
	compose_base64(&out, png, len);
	pb_buf_puts(&out, mail + head);
	return (pb_buf_steal(&out));
}

/* compose_addr_ok - a bare dot-atom addr-spec pbemd can use */

int
compose_addr_ok(const char *addr)
{
	static const char atext[] = "!#$%&'*+-/=?^_`{|}~.";
	const char       *at, *p;

	if (addr == NULL || strlen(addr) > COMPOSE_ADDR_MAX || (at = strchr(addr, '@')) == NULL
	    || strchr(at + 1, '@') != NULL || at == addr || at[1] == '\0')
		return (0);
	/* Local part: dot-atom. */
	if (*addr == '.' || at[-1] == '.')
		return (0);
	for (p = addr; p < at; p++)
		if ((!isalnum((unsigned char)*p) && strchr(atext, *p) == NULL)
		    || (unsigned char)*p >= 0x80 || (p[0] == '.' && p[1] == '.'))
			return (0);
	/* Domain: labels of letters, digits and '-'. */
	if (at[1] == '.' || addr[strlen(addr) - 1] == '.')
		return (0);
	for (p = at + 1; *p; p++)
		if ((!isalnum((unsigned char)*p) && *p != '-' && *p != '.')
		    || (unsigned char)*p >= 0x80 || (p[0] == '.' && p[1] == '.'))
			return (0);
	return (1);
}
