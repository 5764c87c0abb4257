/*++
/* NAME
/*	charset 3
/* SUMMARY
/*	convert text in a named charset to UTF-8
/* SYNOPSIS
/*	#include "mail/charset.h"
/*
/*	char	*charset_to_utf8(const char *in, size_t len,
/*				const char *charset, int *unknown)
/*
/*	int	charset_utf8_valid(const char *s, size_t len)
/* DESCRIPTION
/*	charset_to_utf8() converts len bytes of in, written in charset,
/*	to a new NUL-terminated UTF-8 string that the caller frees.  It
/*	never fails and never returns NULL.
/*
/*	us-ascii, utf-8 and their aliases (and a NULL or empty charset)
/*	are read as UTF-8: mailers often send unlabelled UTF-8, and ASCII
/*	is a subset of it.  Every other name goes to iconv(3) after a few
/*	aliases that glibc does not know (ks_c_5601-1987, x-sjis, ...).
/*	Every byte that cannot be decoded becomes U+FFFD, and so does a
/*	NUL character, which would otherwise end the C string early.  A
/*	charset that iconv does not know (or a name that is not a plain
/*	token) is read as windows-1252, with a built-in table so that this
/*	fallback works even without gconv modules; *unknown (when not NULL)
/*	receives 1 then, 0 otherwise.
/*
/*	charset_utf8_valid() returns 1 when len bytes at s are well-formed
/*	UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF),
/*	0 otherwise.  NUL bytes are valid UTF-8.
/* DIAGNOSTICS
/*	None: bad input is replaced, never refused.
/* SEE ALSO
/*	iconv(3), RFC 3629 (UTF-8), mime(3)
/*--*/

/* System. */
#include <ctype.h>
#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/charset.h"

#define CHARSET_NAME_MAX 40
#define CHARSET_FFFD "\xef\xbf\xbd"

/*
  * Names read as UTF-8.  us-ascii is here on purpose: see DESCRIPTION.
  */
static const char *const charset_utf8_names[] = {
	"utf-8",
	"utf8",
	"us-ascii",
	"ascii",
	"ansi_x3.4-1968",
	"iso646-us",
	"us",
	"csascii",
	"iso-ir-6",
	"cp367",
	"ibm367",
	"7bit",
	"8bit",
};

/*
  * MIME names that glibc iconv does not know, mapped to names it knows.
  */
static const char *const charset_aliases[][2] = {
	{ "ks_c_5601-1987", "CP949" },
	{ "x-sjis", "SHIFT_JIS" },
	{ "x-euc-jp", "EUC-JP" },
	{ "gb2312", "GBK" },
	{ "x-gbk", "GBK" },
	{ "iso-8859-8-i", "ISO-8859-8" },
	{ "x-mac-roman", "MACINTOSH" },
	{ "ansi_x3.110-1983", "ISO-8859-1" },
};

/*
  * windows-1252 bytes 0x80-0x9f as code points; 0 marks the five
  * undefined bytes, which become U+FFFD.
  */
static const unsigned short charset_cp1252_c1[32] = {
	0x20ac,
	0,
	0x201a,
	0x0192,
	0x201e,
	0x2026,
	0x2020,
	0x2021,
	0x02c6,
	0x2030,
	0x0160,
	0x2039,
	0x0152,
	0,
	0x017d,
	0,
	0,
	0x2018,
	0x2019,
	0x201c,
	0x201d,
	0x2022,
	0x2013,
	0x2014,
	0x02dc,
	0x2122,
	0x0161,
	0x203a,
	0x0153,
	0,
	0x017e,
	0x0178,
};

/* charset_seq_len - length of the valid UTF-8 sequence at s, 0 if none */

static size_t
charset_seq_len(const unsigned char *s, size_t len)
{
	size_t   n, i;
	unsigned lo = 0x80, hi = 0xbf;

	if (s[0] < 0x80)
		return (1);
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return (0);
	if (n > len)
		return (0);
	/* The second byte has a narrower range for these leads. */
	if (s[0] == 0xe0)
		lo = 0xa0;
	else if (s[0] == 0xed)
		hi = 0x9f;
	else if (s[0] == 0xf0)
		lo = 0x90;
	else if (s[0] == 0xf4)
		hi = 0x8f;
	if (s[1] < lo || s[1] > hi)
		return (0);
	for (i = 2; i < n; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return (0);
	return (n);
}

/* charset_ascii_run - the bytes from s (at most len) that are ASCII but
 * NUL, looked at eight at a time; where a sequence must be read */

static size_t
charset_ascii_run(const unsigned char *s, size_t len)
{
	const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
	uint64_t       w;
	size_t         i;

	/* A byte with its high bit set, or a NUL byte, ends the run. */
	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&w, s + i, 8);
		if ((w | ((w - ones) & ~w)) & highs)
			break;
	}
	return (i);
}

/* charset_utf8_valid - well-formed UTF-8? */

int
charset_utf8_valid(const char *s, size_t len)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t               i, n;

	for (i = 0; i < len; i += n) {
		if ((i += charset_ascii_run(p + i, len - i)) == len)
			break;
		if ((n = charset_seq_len(p + i, len - i)) == 0)
			return (0);
	}
	return (1);
}

/* charset_utf8_clean - copy UTF-8; bad bytes and NUL become U+FFFD */

static char *
charset_utf8_clean(const char *in, size_t len)
{
	const unsigned char *p = (const unsigned char *)in;
	struct pb_buf        b;
	size_t               i, n, good;

	/* The valid sequences since good are added at once, before a
	 * replacement character or at the end. */
	pb_buf_init(&b);
	for (i = 0, good = 0; i < len; i += n) {
		if ((i += charset_ascii_run(p + i, len - i)) == len)
			break;
		n = charset_seq_len(p + i, len - i);
		if (n == 0 || p[i] == 0) {
			pb_buf_add(&b, in + good, i - good);
			pb_buf_puts(&b, CHARSET_FFFD);
			n = 1;
			good = i + 1;
		}
	}
	pb_buf_add(&b, in + good, len - good);
	return (pb_buf_steal(&b));
}

/* charset_put_cp - append one code point (below U+10000) as UTF-8 */

static void
charset_put_cp(struct pb_buf *b, unsigned cp)
{
	if (cp < 0x80) {
		pb_buf_putc(b, (int)cp);
	} else if (cp < 0x800) {
		pb_buf_putc(b, (int)(0xc0 | cp >> 6));
		pb_buf_putc(b, (int)(0x80 | (cp & 0x3f)));
	} else {
		pb_buf_putc(b, (int)(0xe0 | cp >> 12));
		pb_buf_putc(b, (int)(0x80 | ((cp >> 6) & 0x3f)));
		pb_buf_putc(b, (int)(0x80 | (cp & 0x3f)));
	}
}

/* charset_cp1252 - windows-1252 to UTF-8 without iconv */

static char *
charset_cp1252(const char *in, size_t len)
{
	const unsigned char *p = (const unsigned char *)in;
	struct pb_buf        b;
	size_t               i;
	unsigned             cp;

	pb_buf_init(&b);
	for (i = 0; i < len; i++) {
		cp = p[i];
		if (cp >= 0x80 && cp <= 0x9f)
			cp = charset_cp1252_c1[cp - 0x80];
		if (cp == 0)
			pb_buf_puts(&b, CHARSET_FFFD);
		else
			charset_put_cp(&b, cp);
	}
	return (pb_buf_steal(&b));
}

/* charset_name_ok - a plain token that may be shown to iconv_open() */

static int
charset_name_ok(const char *name)
{
	const char *p;

	if (*name == '\0' || strlen(name) > CHARSET_NAME_MAX)
		return (0);
	for (p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && strchr("-_.:+()", *p) == NULL)
			return (0);
	return (1);
}

/* charset_in_list - case-insensitive membership */

static int
charset_in_list(const char *name, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcasecmp(name, list[i]) == 0)
			return (1);
	return (0);
}

/* charset_iconv - convert with an open descriptor, bad input to U+FFFD */

static char *
charset_iconv(iconv_t cd, const char *in, size_t len)
{
	struct pb_buf b;
	char          chunk[4096], *inp = (char *)in, *outp, *res;
	size_t        inleft = len, outleft;

	pb_buf_init(&b);
	while (inleft > 0) {
		outp = chunk;
		outleft = sizeof(chunk);
		if (iconv(cd, &inp, &inleft, &outp, &outleft) == (size_t)-1 && errno != E2BIG) {
			/* EILSEQ: skip one byte; EINVAL: cut at the end. */
			pb_buf_add(&b, chunk, sizeof(chunk) - outleft);
			pb_buf_puts(&b, CHARSET_FFFD);
			if (errno == EILSEQ) {
				inp++;
				inleft--;
			} else {
				inleft = 0;
			}
			continue;
		}
		pb_buf_add(&b, chunk, sizeof(chunk) - outleft);
	}
	/* Flush the shift state (ISO-2022-JP). */
	outp = chunk;
	outleft = sizeof(chunk);
	(void)iconv(cd, NULL, NULL, &outp, &outleft);
	pb_buf_add(&b, chunk, sizeof(chunk) - outleft);
	/* iconv output is UTF-8, but may hold NUL characters. */
	res = charset_utf8_clean(b.s, b.len);
	pb_buf_free(&b);
	return (res);
}

/* charset_to_utf8 - convert len bytes in charset to UTF-8, caller frees */

char *
charset_to_utf8(const char *in, size_t len, const char *charset, int *unknown)
{
	const char *name = charset;
	iconv_t     cd = (iconv_t)-1;
	char       *res;
	size_t      i;

	if (unknown != NULL)
		*unknown = 0;
	if (name == NULL || *name == '\0'
	    || charset_in_list(name, charset_utf8_names, PB_NELEM(charset_utf8_names)))
		return (charset_utf8_clean(in, len));
	for (i = 0; i < PB_NELEM(charset_aliases); i++)
		if (strcasecmp(name, charset_aliases[i][0]) == 0)
			name = charset_aliases[i][1];
	if (charset_name_ok(name))
		cd = iconv_open("UTF-8", name);
	if (cd == (iconv_t)-1) {
		if (unknown != NULL)
			*unknown = 1;
		return (charset_cp1252(in, len));
	}
	res = charset_iconv(cd, in, len);
	iconv_close(cd);
	return (res);
}
