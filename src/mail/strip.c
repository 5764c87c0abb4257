/*++
/* NAME
/*	strip 3
/* SUMMARY
/*	classify the lines of a reply: commands, quotes, signatures
/* SYNOPSIS
/*	#include "mail/strip.h"
/*
/*	struct strip_result *strip_reply(const char *text)
/*
/*	void	strip_free(struct strip_result *res)
/*
/*	const char *strip_kind_str(enum strip_kind kind)
/* DESCRIPTION
/*	strip_reply() splits text at LF (a CR before the LF and trailing
/*	white space are dropped) and classifies each line, top to bottom.
/*	Patterns are matched on a normalised copy of the line: lower case
/*	(ASCII, Latin-1, Latin Extended-A and Cyrillic letters), '*'
/*	removed (Outlook's bold "*From:*"), U+00A0 and U+202F (the
/*	no-break spaces of French punctuation and Gmail's "10:00 AM") read
/*	as spaces, the full-width colon of CJK mailers read as ':', runs of
/*	spaces collapsed.  The words of each language are in the tables
/*	below (strip_leads, strip_verbs, strip_markers, strip_fields,
/*	strip_mobile): a new language is new table rows, not new code.
/*
/*	First, a line that holds a reply header after some text of the
/*	player ("move 1 On Mon, 5 Jan 2026 ... wrote:", a word of
/*	strip_leads followed by a date or time; or "end From: Ann <a@b.c>
/*	Sent: ...", a From field that starts a header block) is split in
/*	two lines with the same number: the text before the header, and
/*	the header.  At most STRIP_SPLIT_TRIES places of a line are tried
/*	for each kind, so that no line costs more than a few headers.
/*	Then the rules, in order:
/* .IP 1.
/*	After an ORIGINAL or SIGNATURE line every line has that kind.
/* .IP 2.
/*	Empty, or only spaces, tabs and no-break spaces: BLANK.
/* .IP 3.
/*	"--" or "-- " alone: SIGNATURE.
/* .IP 4.
/*	ORIGINAL: a separator, that is a line of dashes around one of
/*	strip_markers ("-----Original Message-----", "Ursprüngliche
/*	Nachricht", "Reply Message", "Forwarded message" in a dozen
/*	languages) or a line of strip_forward ("Begin forwarded message:"
/*	and its translations); or a header block: a line that starts with
/*	a field of strip_fields ("From:", "Von:", "Da:", "De :", "От:" ...
/*	or "Sent:", "Gesendet:", "Date:" ...; any order) and, within
/*	STRIP_BLOCK_LINES lines (blank lines and one continuation line
/*	between fields allowed) or on the same line, more fields, among
/*	them a From field and a date, to or subject field, with a digit
/*	in the date, an address in some field, or three fields at least.
/*	A line of underscores just above (Outlook's separator) becomes
/*	ORIGINAL too.
/* .IP 5.
/*	">" after optional white space: QUOTE.
/* .IP 6.
/*	ATTRIBUTION: a reply header, on one line or wrapped over up to
/*	STRIP_ATTR_WRAP lines (the first must look like the start of one:
/*	a word of strip_leads, a date or time, or an address; unless it
/*	starts with a word of strip_leads or a date, no later line may be a
/*	whole header of its own), at most STRIP_ATTR_MAX bytes.  A reply
/*	header is (a) a line ending with ':' that holds a verb of
/*	strip_verbs as a word ("wrote", "ha scritto", "schrieb",
/*	"napisał(a)", "skrev", "написал(а)", "đã viết" ...), and an address,
/*	or a date or time together with a leading word ("On", "Am", "Den"
/*	...) or a leading date; (b) "---- Ann wrote ----": dashes around
/*	text ending with such a verb; (c) a date or time and an address
/*	that ends the line before the ':' ("2014-10-17 12:34 GMT+02:00 Ann
/*	<a@b.c>:", "05.01.2026, 10:00, \(dqAnna\(dq <a@b.ru>:"); or (d) a
/*	line that starts with a numeric date and ends with an address
/*	("2011/4/7 Ann <a@b.c>").  When the next non-blank line is quoted,
/*	the lines after the quote are read as usual (bottom posting,
/*	interleaved answers); otherwise the old mail follows unquoted (HTML
/*	mailers that put it in a <div>), and the header becomes ORIGINAL:
/*	it and every line after it.
/* .IP 7.
/*	MOBILE: a line of at most STRIP_MOBILE_MAX bytes starting with one
/*	of strip_mobile ("Sent from my ", "Von meinem ", "Отправлено с "
/*	...).
/* .IP 8.
/*	Anything else: TEXT.
/* .PP
/*	Lines of other kinds are never taken for commands.  A player's line
/*	such as "from Forest to police" or "move Ann to school" is no
/*	header: a header needs its structure (the colon, an address or a
/*	date, a second field), not just a word.
/*
/*	The result is owned by the caller: strip_free() (NULL is a no-op).
/*	NULL or empty text gives zero lines; a final LF does not start a
/*	line.  Every line has old = 0 (see oldtext(3)).
/*
/*	strip_kind_str() names a kind ("text", "blank", ...) for logs and
/*	tests.
/* DIAGNOSTICS
/*	None.
/* SEE ALSO
/*	mime(3), html(3), oldtext(3)
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/strip.h"

#define STRIP_ATTR_MAX 400    /* longest reply header, bytes */
#define STRIP_ATTR_WRAP 3     /* lines a reply header may be wrapped over */
#define STRIP_MOBILE_MAX 100  /* longest mobile footer, bytes */
#define STRIP_MARKER_MAX 40   /* longest separator text between dashes */
#define STRIP_BLOCK_LINES 10  /* lines a header block may span */
#define STRIP_BLOCK_SPAN 600  /* bytes of one line searched for fields */
#define STRIP_SPLIT_TRIES 8   /* "From:", "On" in one line tried as a header */
#define STRIP_FIELD_MAX 24    /* bytes of a field name with its colon */

/*
  * The words an attribution starts with ("On Mon, 5 Jan 2026 ..."),
  * lower case, with the space after them.
  */
static const char *const strip_leads[] = {
	"on ",                  /* en */
	"il ", "il giorno ",    /* it */
	"el ",                  /* es */
	"le ",                  /* fr */
	"am ",                  /* de */
	"em ", "no dia ",       /* pt */
	"op ",                  /* nl */
	"w dniu ", "dnia ",     /* pl */
	"den ",                 /* sv, da, no */
	"dne ",                 /* cs */
	"v\xc3\xa0o ",          /* vi: vào */
};

/*
  * The verb of an attribution ("Ann wrote:", "Am ... schrieb Anna:"),
  * lower case.  Matched as a word: not inside another word.
  */
static const char *const strip_verbs[] = {
	"wrote",                                        /* en */
	"ha scritto",                                   /* it */
	"escribi\xc3\xb3", "escribio",                  /* es: escribió */
	"a \xc3\xa9" "crit", "a ecrit",                 /* fr: a écrit */
	"schrieb", "geschrieben",                       /* de */
	"escreveu",                                     /* pt */
	"schreef", "geschreven",                        /* nl */
	"napisa\xc5\x82(a)", "napisa\xc5\x82",          /* pl: napisał(a) */
	"napisa\xc5\x82" "a", "napisana", "pisze",      /* pl: napisała */
	"skrev",                                        /* sv, da, no */
	"\xd0\xbd\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb0\xd0\xbb(\xd0\xb0)", /* ru: написал(а) */
	"\xd0\xbd\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb0\xd0\xbb",           /* ru: написал */
	"\xd0\xbd\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x81\xd0\xb0\xd0\xbb\xd0\xb0",   /* ru: написала */
	"\xd0\xbf\xd0\xb8\xd1\x88\xd0\xb5\xd1\x82",                           /* ru: пишет */
	"\xc4\x91\xc3\xa3 vi\xe1\xba\xbft",             /* vi: đã viết */
	"napsal(a)", "napsal", "napsala",               /* cs */
	"kirjoitti",                                    /* fi */
	"yazd\xc4\xb1",                                 /* tr: yazdı */
	"\xc3\xadrta",                                  /* hu: írta */
	"\xe5\x86\x99\xe9\x81\x93",                     /* zh: 写道 */
};

/*
  * Separators: the text between dashes ("-----Original Message-----",
  * "---------- Forwarded message ---------"), lower case.
  */
static const char *const strip_markers[] = {
	"original message", "forwarded message", "reply message", "original", /* en */
	"replied message",                                          /* en */
	"messaggio originale", "messaggio inoltrato",               /* it */
	"mensaje original", "mensaje reenviado",                    /* es */
	"message d'origine", "message transf\xc3\xa9r\xc3\xa9",     /* fr */
	"urspr\xc3\xbcngliche nachricht", "weitergeleitete nachricht", /* de */
	"originalnachricht", "nachricht im original",               /* de */
	"mensagem original", "mensagem encaminhada",                /* pt */
	"oorspronkelijk bericht", "doorgestuurd bericht",           /* nl */
	"wiadomo\xc5\x9b\xc4\x87 oryginalna",                       /* pl */
	"wiadomo\xc5\x9b\xc4\x87 przekazana dalej",                 /* pl */
	"ursprungligt meddelande", "vidarebefordrat meddelande",    /* sv */
	"oprindelig meddelelse", "videresendt meddelelse",          /* da */
	"opprinnelig melding", "videresendt melding",               /* no */
	"\xd0\xb8\xd1\x81\xd1\x85\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xbe\xd0\xb5 "
	"\xd1\x81\xd0\xbe\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5", /* ru */
	"\xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd1\x81\xd1\x8b\xd0\xbb\xd0\xb0\xd0\xb5"
	"\xd0\xbc\xd0\xbe\xd0\xb5 \xd1\x81\xd0\xbe\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5"
	"\xd0\xbd\xd0\xb8\xd0\xb5",                                 /* ru */
	"p\xc5\xafvodn\xc3\xad zpr\xc3\xa1va",                      /* cs */
	"alkuper\xc3\xa4inen viesti",                               /* fi */
};

/*
  * Separators that are a line of their own, ending with ':' (Apple Mail
  * and iOS forwards), lower case, without the colon.
  */
static const char *const strip_forward[] = {
	"begin forwarded message",                                   /* en */
	"inizio messaggio inoltrato",                                /* it */
	"comienzo del mensaje reenviado",                            /* es */
	"d\xc3\xa9" "but du message r\xc3\xa9" "exp\xc3\xa9" "di\xc3\xa9", /* fr */
	"anfang der weitergeleiteten nachricht",                     /* de */
	"in\xc3\xad" "cio da mensagem reencaminhada",                /* pt */
	"in\xc3\xad" "cio da mensagem encaminhada",                  /* pt */
	"begin doorgestuurd bericht",                                /* nl */
	"pocz\xc4\x85tek przekazywanej wiadomo\xc5\x9b" "ci",        /* pl */
	"vidarebefordrat mejl",                                      /* sv */
	"videresendt besked", "videresendt melding",                 /* da, no */
	"\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb0\xd0\xbb\xd0\xbe "
	"\xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb0\xd0\xb4\xd1\x80\xd0\xb5\xd1\x81"
	"\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbd\xd0\xbe\xd0\xb3\xd0\xbe "
	"\xd1\x81\xd0\xbe\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f", /* ru */
};

/*
  * The fields of a quoted header block (Outlook, Windows Mail, Yahoo,
  * AOL, Samsung, Thunderbird forwards), lower case, without the colon.
  */
enum strip_field_kind {
	STRIP_F_FROM = 1,
	STRIP_F_DATE = 2,
	STRIP_F_TO = 4,
	STRIP_F_SUBJECT = 8,
	STRIP_F_CC = 16
};

struct strip_field {
	const char           *name;
	enum strip_field_kind kind;
};

#define F_FROM STRIP_F_FROM
#define F_DATE STRIP_F_DATE
#define F_TO STRIP_F_TO
#define F_SUBJ STRIP_F_SUBJECT
#define F_CC STRIP_F_CC

static const struct strip_field strip_fields[] = {
	/* en */
	{ "from", F_FROM }, { "sent", F_DATE }, { "date", F_DATE }, { "to", F_TO },
	{ "subject", F_SUBJ }, { "cc", F_CC }, { "reply-to", F_CC },
	/* it */
	{ "da", F_FROM }, { "inviato", F_DATE }, { "data", F_DATE }, { "a", F_TO },
	{ "oggetto", F_SUBJ },
	/* es, pt */
	{ "de", F_FROM }, { "enviado", F_DATE }, { "enviada", F_DATE }, { "enviado el", F_DATE },
	{ "fecha", F_DATE }, { "para", F_TO }, { "asunto", F_SUBJ }, { "assunto", F_SUBJ },
	/* fr */
	{ "envoy\xc3\xa9", F_DATE }, { "envoy\xc3\xa9 le", F_DATE }, { "\xc3\xa0", F_TO },
	{ "objet", F_SUBJ },
	/* de */
	{ "von", F_FROM }, { "gesendet", F_DATE }, { "datum", F_DATE }, { "an", F_TO },
	{ "betreff", F_SUBJ },
	/* nl */
	{ "van", F_FROM }, { "verzonden", F_DATE }, { "aan", F_TO }, { "onderwerp", F_SUBJ },
	/* pl */
	{ "od", F_FROM }, { "wys\xc5\x82" "ane", F_DATE }, { "wys\xc5\x82" "ano", F_DATE },
	{ "do", F_TO }, { "temat", F_SUBJ }, { "dw", F_CC },
	/* sv */
	{ "fr\xc3\xa5n", F_FROM }, { "skickat", F_DATE }, { "till", F_TO },
	{ "\xc3\xa4mne", F_SUBJ }, { "kopia", F_CC },
	/* da, no */
	{ "fra", F_FROM }, { "sendt", F_DATE }, { "dato", F_DATE }, { "til", F_TO },
	{ "emne", F_SUBJ }, { "kopi", F_CC },
	/* ru: от, отправлено, дата, кому, тема, копия */
	{ "\xd0\xbe\xd1\x82", F_FROM },
	{ "\xd0\xbe\xd1\x82\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbe",
	    F_DATE },
	{ "\xd0\xb4\xd0\xb0\xd1\x82\xd0\xb0", F_DATE },
	{ "\xd0\xba\xd0\xbe\xd0\xbc\xd1\x83", F_TO },
	{ "\xd1\x82\xd0\xb5\xd0\xbc\xd0\xb0", F_SUBJ },
	{ "\xd0\xba\xd0\xbe\xd0\xbf\xd0\xb8\xd1\x8f", F_CC },
	/* cs */
	{ "odesl\xc3\xa1no", F_DATE }, { "komu", F_TO }, { "p\xc5\x99" "edm\xc4\x9bt", F_SUBJ },
	/* fi */
	{ "l\xc3\xa4hett\xc3\xa4j\xc3\xa4", F_FROM }, { "l\xc3\xa4hetetty", F_DATE },
	{ "vastaanottaja", F_TO }, { "aihe", F_SUBJ },
	/* tr */
	{ "kimden", F_FROM }, { "g\xc3\xb6nderildi", F_DATE }, { "kime", F_TO }, { "konu", F_SUBJ },
	/* vi: từ, đã gửi, đến, chủ đề */
	{ "t\xe1\xbb\xab", F_FROM }, { "\xc4\x91\xc3\xa3 g\xe1\xbb\xadi", F_DATE },
	{ "\xc4\x91\xe1\xba\xbfn", F_TO }, { "ch\xe1\xbb\xa7 \xc4\x91\xe1\xbb\x81", F_SUBJ },
};

/*
  * Mobile footers, lower case: a short line that starts so.
  */
static const char *const strip_mobile[] = {
	"sent from my ", "sent from mail for windows", "sent from outlook",  /* en */
	"sent from yahoo mail", "sent from aol", "get outlook for ",        /* en */
	"inviato da ", "inviato dal mio ", "scarica outlook per ",          /* it */
	"enviado desde ", "obtener outlook para ",                          /* es */
	"envoy\xc3\xa9 de mon ", "envoy\xc3\xa9 depuis mon ",               /* fr */
	"obtenir outlook pour ",                                            /* fr */
	"von meinem ", "gesendet von ", "holen sie sich outlook f\xc3\xbcr ", /* de */
	"enviado do meu ", "enviado de meu ", "obter o outlook para ",      /* pt */
	"verzonden vanaf mijn ", "verzonden met ", "verzonden vanuit ",     /* nl */
	"wys\xc5\x82" "ane z ", "wys\xc5\x82" "ano z ",                     /* pl */
	"skickat fr\xc3\xa5n ", "h\xc3\xa4mta outlook f\xc3\xb6r ",         /* sv */
	"sendt fra ", "hent outlook til ", "f\xc3\xa5 outlook for ",        /* da, no */
	"\xd0\xbe\xd1\x82\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbe "
	"\xd1\x81 ",                                                        /* ru: отправлено с */
	"\xd0\xbe\xd1\x82\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbe "
	"\xd0\xb8\xd0\xb7 ",                                                /* ru: отправлено из */
};

/* ---- normalising -------------------------------------------------- */

/* strip_fold - lower case of a letter: ASCII, Latin-1, Latin
 * Extended-A, Cyrillic */

static unsigned
strip_fold(unsigned c)
{
	if ((c >= 'A' && c <= 'Z') || (c >= 0xc0 && c <= 0xde && c != 0xd7)
	    || (c >= 0x410 && c <= 0x42f))
		return (c + 0x20);
	if (c >= 0x400 && c <= 0x40f)
		return (c + 0x50);
	if ((c >= 0x100 && c <= 0x137) || (c >= 0x14a && c <= 0x177))
		return (c | 1);
	if (((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e)) && (c & 1))
		return (c + 1);
	return (c);
}

/* strip_space - bytes of a space at s: ' ', TAB, U+00A0, U+202F; or 0 */

static size_t
strip_space(const char *s)
{
	if (*s == ' ' || *s == '\t')
		return (1);
	if (strncmp(s, "\xc2\xa0", 2) == 0)
		return (2);
	if (strncmp(s, "\xe2\x80\xaf", 3) == 0)
		return (3);
	return (0);
}

/* strip_norm - the matching copy of s, caller frees; map[k], when map is
 * not NULL, receives the offset in s of byte k of the copy (caller frees).
 * The copy is never longer than s (a run of spaces becomes one, a
 * character keeps or shortens its bytes): written in one allocation. */

static char *
strip_norm(const char *s, size_t **map)
{
	const char *p = s;
	char       *res = pb_malloc(strlen(s) + 1);
	size_t     *m = NULL, cap = 0, len = 0, n;
	unsigned    c;
	int         space = 0;

	while (*p) {
		if ((n = strip_space(p)) > 0 || *p == '*') {
			space |= n > 0;
			p += n > 0 ? n : 1;
			continue;
		}
		if (space && len > 0) {
			if (map && len + 1 > cap)
				m = pb_realloc(m, (cap = 2 * len + 16) * sizeof(*m));
			if (map)
				m[len] = (size_t)(p - s);
			res[len++] = ' ';
		}
		space = 0;
		if (map && len + 2 > cap)
			m = pb_realloc(m, (cap = 2 * len + 16) * sizeof(*m));
		if (map)
			m[len] = m[len + 1] = (size_t)(p - s);
		if ((unsigned char)p[0] >= 0xc2 && (unsigned char)p[0] <= 0xdf
		    && ((unsigned char)p[1] & 0xc0) == 0x80) {
			c = strip_fold((((unsigned)p[0] & 0x1f) << 6) | ((unsigned)p[1] & 0x3f));
			res[len++] = (char)(0xc0 | (c >> 6));
			res[len++] = (char)(0x80 | (c & 0x3f));
			p += 2;
		} else if (strncmp(p, "\xef\xbc\x9a", 3) == 0) { /* U+FF1A */
			res[len++] = ':';
			p += 3;
		} else
			res[len++] = (char)strip_fold((unsigned char)*p++);
	}
	res[len] = '\0';
	if (map)
		*map = m;
	return (res);
}

/* ---- small predicates on normalised text ------------------------- */

/* strip_starts - does s start with one of the strings? */

static int
strip_starts(const char *s, const char *const *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strncmp(s, list[i], strlen(list[i])) == 0)
			return (1);
	return (0);
}

/* strip_is_blank - only spaces, tabs and no-break spaces? */

static int
strip_is_blank(const char *s)
{
	size_t n;

	while ((n = strip_space(s)) > 0)
		s += n;
	return (*s == '\0');
}

/* strip_is_quote - '>' after optional white space? */

static int
strip_is_quote(const char *raw)
{
	return (raw[strspn(raw, " \t")] == '>');
}

/* strip_word_at - does word w occur in s at p, not inside a word? */

static int
strip_word_at(const char *s, const char *p, const char *w)
{
	size_t      l = strlen(w);
	const char *e = p + l;

	if (strncmp(p, w, l) != 0)
		return (0);
	if (p > s && ((unsigned char)p[-1] >= 0x80 || isalnum((unsigned char)p[-1]))
	    && (unsigned char)w[0] < 0xe3)
		return (0); /* inside a word (CJK verbs have no spaces) */
	return (*e == '\0' || strchr(" :,(.", *e) != NULL);
}

/* strip_has_verb - does s hold an attribution verb as a word? */

static int
strip_has_verb(const char *s)
{
	const char *p;
	size_t      i;

	for (i = 0; i < PB_NELEM(strip_verbs); i++)
		for (p = s; (p = strstr(p, strip_verbs[i])) != NULL; p++)
			if (strip_word_at(s, p, strip_verbs[i]))
				return (1);
	return (0);
}

/* strip_ends_verb - does s end with a verb, a word of its own? */

static int
strip_ends_verb(const char *s)
{
	size_t i, len = strlen(s), l;

	for (i = 0; i < PB_NELEM(strip_verbs); i++) {
		l = strlen(strip_verbs[i]);
		if (len >= l && strip_word_at(s, s + len - l, strip_verbs[i]))
			return (1);
	}
	return (0);
}

/* strip_has_addr - an address: '@' between two non-space bytes? */

static int
strip_has_addr(const char *s)
{
	const char *at;

	for (at = strchr(s, '@'); at != NULL; at = strchr(at + 1, '@'))
		if (at > s && at[-1] != ' ' && at[1] != '\0' && at[1] != ' ')
			return (1);
	return (0);
}

/* strip_ends_addr - does s end with "<...@...>" (spaces allowed)? */

static int
strip_ends_addr(const char *s)
{
	size_t      len = strlen(s);
	const char *lt;

	while (len > 0 && s[len - 1] == ' ')
		len--;
	if (len == 0 || s[len - 1] != '>' || (lt = strrchr(s, '<')) == NULL)
		return (0);
	return (memchr(lt, '@', (size_t)(s + len - lt)) != NULL);
}

/* strip_digits - length of the run of digits at s */

static size_t
strip_digits(const char *s)
{
	return (strspn(s, "0123456789"));
}

/* strip_is_date - a numeric date at s: 5/1/2026, 2026-01-05, 05.01.26 */

static int
strip_is_date(const char *s)
{
	size_t a, b, c;

	if ((a = strip_digits(s)) < 1 || a > 4 || strchr("/-.", s[a]) == NULL || s[a] == '\0')
		return (0);
	if ((b = strip_digits(s + a + 1)) < 1 || b > 2 || s[a + 1 + b] != s[a])
		return (0);
	c = strip_digits(s + a + b + 2);
	return (a == 4 ? c >= 1 && c <= 2 : c >= 2 && c <= 4);
}

/* strip_when_at - does a time (10:00, 10.00), a numeric date or a year
 * (1900-2099) start at p, the start of a run of digits? */

static int
strip_when_at(const char *p)
{
	size_t n = strip_digits(p);

	if (strip_is_date(p))
		return (1);
	if (n == 4 && (strncmp(p, "19", 2) == 0 || strncmp(p, "20", 2) == 0))
		return (1);
	return (n >= 1 && n <= 2 && (p[n] == ':' || p[n] == '.') && strip_digits(p + n + 1) == 2);
}

/* strip_when_end - one past the offset in s of the last time, date or
 * year; 0 when there is none */

static size_t
strip_when_end(const char *s)
{
	const char *p;
	size_t      n, end = 0;

	for (p = s; *p; p += n ? n : 1)
		if ((n = strip_digits(p)) > 0 && strip_when_at(p))
			end = (size_t)(p - s) + 1;
	return (end);
}

/* strip_when - does s hold a time, a numeric date or a year? */

static int
strip_when(const char *s)
{
	return (strip_when_end(s) > 0);
}

/* ---- separators and header blocks ------------------------------ */

/* strip_is_marker - an Original/Forwarded message separator line? */

static int
strip_is_marker(const char *raw, const char *norm)
{
	char  *core, *p;
	size_t i, len = strlen(norm);
	int    hit = 0;

	/* "Begin forwarded message:" */
	for (i = 0; i < PB_NELEM(strip_forward); i++)
		if (len == strlen(strip_forward[i]) + 1 && norm[len - 1] == ':'
		    && strncmp(norm, strip_forward[i], len - 1) == 0)
			return (1);
	raw += strspn(raw, " \t");
	if (strncmp(raw, "--", 2) != 0 && strncmp(raw, "__", 2) != 0)
		return (0);

	/* "-----Original Message-----": the text between the dashes. */
	core = pb_strdup(norm + strspn(norm, "-_ "));
	for (p = core + strlen(core); p > core && strchr("-_ ", p[-1]); p--)
		p[-1] = '\0';
	if (strlen(core) <= STRIP_MARKER_MAX)
		for (i = 0; i < PB_NELEM(strip_markers) && !hit; i++)
			hit = strcmp(core, strip_markers[i]) == 0;
	free(core);
	return (hit);
}

/* strip_field_at - the kind of a header field "NAME:" at s, or 0; *used
 * receives the bytes of the name and the colon */

static int
strip_field_at(const char *s, size_t *used)
{
	size_t i, l;

	/* Every name is short: no colon near, no field. */
	for (l = 0; s[l] != ':' && l < STRIP_FIELD_MAX; l++)
		if (s[l] == '\0')
			return (0);
	if (s[l] != ':')
		return (0);
	for (i = 0; i < PB_NELEM(strip_fields); i++) {
		if (strip_fields[i].name[0] != s[0])
			continue;
		l = strlen(strip_fields[i].name);
		if (strncmp(s, strip_fields[i].name, l) != 0)
			continue;
		if (s[l] == ' ' && s[l + 1] == ':')
			l++;
		if (s[l] == ':') {
			*used = l + 1;
			return (strip_fields[i].kind);
		}
	}
	return (0);
}

/*
  * What a header block holds so far.
  */
struct strip_block {
	int kinds;  /* STRIP_F_* seen */
	int fields; /* field lines or fields on a line */
	int when;   /* a date field holds a date or time */
	int addr;   /* some field holds an address */
};

/* strip_block_scan - the fields at the word starts of s, the first at s
 * itself, at most STRIP_BLOCK_SPAN bytes; 0 when s starts with none */

static int
strip_block_scan(const char *s, struct strip_block *b)
{
	const char *p, *end, *next;
	size_t      used, len = strlen(s);
	int         kind, found = 0;
	char       *value;

	end = s + (len < STRIP_BLOCK_SPAN ? len : STRIP_BLOCK_SPAN);
	for (p = s; p < end && (kind = strip_field_at(p, &used)) != 0; p = next) {
		/* The value runs to the next field on the line, if any. */
		for (next = p + used; next < end; next++) {
			if (next[-1] == ' ' && strip_field_at(next, &(size_t){ 0 }) != 0)
				break;
		}
		value = pb_strndup(p + used, (size_t)(next - p - used));
		b->kinds |= kind;
		b->fields++;
		b->when |= kind == STRIP_F_DATE && strip_when(value);
		b->addr |= strip_has_addr(value);
		free(value);
		found = 1;
	}
	return (found);
}

/* strip_block_ok - is what was seen a header block? */

static int
strip_block_ok(const struct strip_block *b)
{
	return ((b->kinds & STRIP_F_FROM) && (b->kinds & ~STRIP_F_FROM) && b->fields >= 2
	    && (b->when || b->addr || b->fields >= 3));
}

/* strip_block - does a header block start at byte pos of line i? */

static int
strip_block(const struct strip_result *res, char **norms, size_t i, size_t pos)
{
	struct strip_block b = { 0 };
	size_t             j, cont = 0;

	if (!strip_block_scan(norms[i] + pos, &b))
		return (0);
	for (j = i + 1; j < res->n && j <= i + STRIP_BLOCK_LINES && !strip_block_ok(&b); j++) {
		if (*norms[j] == '\0')
			continue;
		if (strip_block_scan(norms[j], &b))
			cont = 0;
		else if (++cont > 1 || strip_is_quote(res->lines[j].text))
			break; /* one continuation line (a wrapped To:) at most */
	}
	return (strip_block_ok(&b));
}

/* ---- attributions ------------------------------------------------ */

/* strip_attr_dashes - "---- Ann wrote ----" */

static int
strip_attr_dashes(const char *s, size_t len)
{
	char *core, *p;
	int   hit;

	if (len < 6 || strncmp(s, "--", 2) != 0 || strcmp(s + len - 2, "--") != 0)
		return (0);
	core = pb_strdup(s + strspn(s, "- "));
	for (p = core + strlen(core); p > core && strchr("- ", p[-1]); p--)
		p[-1] = '\0';
	hit = strip_ends_verb(core);
	free(core);
	return (hit);
}

/* strip_is_attr - is the normalised text s a whole reply header? */

static int
strip_is_attr(const char *s)
{
	size_t len = strlen(s);
	char  *body;
	int    hit, lead, when;

	if (len == 0 || len > STRIP_ATTR_MAX)
		return (0);
	if (strip_attr_dashes(s, len))
		return (1);
	lead = strip_starts(s, strip_leads, PB_NELEM(strip_leads)) || strip_is_date(s);
	when = strip_when(s);
	if (s[len - 1] != ':')
		return (strip_is_date(s) && strip_ends_addr(s)); /* "2011/4/7 Ann <a@b>" */
	body = pb_strndup(s, len - 1);
	if (strip_has_verb(body))
		hit = strip_has_addr(body) || (when && lead);
	else
		hit = when && strip_ends_addr(body); /* "2014-10-17 12:34 Ann <a@b>:" */
	free(body);
	return (hit);
}

/* strip_attr_start - may s be the first line of a wrapped header? */

static int
strip_attr_start(const char *s)
{
	return (strip_starts(s, strip_leads, PB_NELEM(strip_leads)) || strip_when(s)
	    || strchr(s, '<') != NULL || strchr(s, '@') != NULL);
}

/* strip_attr_whole - a header that needs nothing before it: with a
 * leading word, a leading date or a whole "<address>" */

static int
strip_attr_whole(const char *s)
{
	return (strip_is_attr(s)
	    && (strip_starts(s, strip_leads, PB_NELEM(strip_leads)) || strip_is_date(s)
	        || strchr(s, '<') != NULL));
}

/* strip_attr_end - may a header end with s: ':', '>' or "--"? */

static int
strip_attr_end(const char *s)
{
	size_t len = strlen(s);

	return (len > 0 && (s[len - 1] == ':' || s[len - 1] == '>' || s[len - 1] == '-'));
}

/* strip_attr_join - the normalised lines i .. i + k - 1 joined with
 * spaces, from byte pos of line i; NULL when one is missing, blank or
 * quoted, or the whole is too long for a header; caller frees */

static char *
strip_attr_join(const struct strip_result *res, char **norms, size_t i, size_t pos, size_t k)
{
	struct pb_buf b;
	size_t        j;

	pb_buf_init(&b);
	for (j = i; j < i + k; j++) {
		if (j >= res->n || *norms[j] == '\0' || strip_is_quote(res->lines[j].text)
		    || b.len + strlen(norms[j] + (j == i ? pos : 0)) > STRIP_ATTR_MAX) {
			pb_buf_free(&b);
			return (NULL);
		}
		pb_buf_printf(&b, "%s%s", j > i ? " " : "", norms[j] + (j == i ? pos : 0));
	}
	return (pb_buf_steal(&b));
}

/* strip_attr_lines - the number of lines of a reply header that starts
 * at byte pos of line i, or 0.  A wrapped header must start like one;
 * unless it starts with a leading word or a date, no line after its
 * first may begin a whole header of its own ("bid 10:00" above "Ann
 * <a@b.c> wrote:" is no part of it). */

static size_t
strip_attr_lines(const struct strip_result *res, char **norms, size_t i, size_t pos)
{
	const char *first = norms[i] + pos;
	size_t      k, j;
	char       *s;
	int         hit = 0, strong;

	strong = strip_starts(first, strip_leads, PB_NELEM(strip_leads)) || strip_is_date(first);
	for (k = 1; k <= STRIP_ATTR_WRAP && !hit; k++) {
		if (i + k - 1 >= res->n || !strip_attr_end(norms[i + k - 1]))
			continue; /* no header ends on that line */
		if ((s = strip_attr_join(res, norms, i, pos, k)) == NULL)
			break;
		hit = strip_is_attr(s) && (k == 1 || strip_attr_start(first));
		free(s);
		for (j = 1; j < k && hit && !strong; j++) {
			s = strip_attr_join(res, norms, i + j, 0, k - j);
			hit = s == NULL || !strip_attr_whole(s);
			free(s);
		}
	}
	return (hit ? k - 1 : 0);
}

/* ---- a header after the player's text, on the same line ---------- */

/* strip_split_at - where in line i a header starts after the player's
 * text (a byte offset into its normalised copy), or 0 */

static size_t
strip_split_at(const struct strip_result *res, char **norms, size_t i)
{
	const char *n = norms[i];
	size_t      q, len = strlen(n), used, tries = 0, leads = 0, when;

	if (strip_is_quote(res->lines[i].text) || strip_block(res, norms, i, 0))
		return (0);
	if ((strip_starts(n, strip_leads, PB_NELEM(strip_leads)) || strip_is_date(n))
	    && strip_attr_lines(res, norms, i, 0) > 0)
		return (0); /* a whole header that starts like one */
	when = strip_when_end(n);
	for (q = 1; q < len; q++) {
		if (n[q - 1] != ' ')
			continue;
		/* "move 1 On Mon, 5 Jan 2026 at 10:00, Ann <a@b.c> wrote:" */
		if (len - q <= STRIP_ATTR_MAX && q < when
		    && strip_starts(n + q, strip_leads, PB_NELEM(strip_leads))
		    && leads++ < STRIP_SPLIT_TRIES && strip_attr_lines(res, norms, i, q) > 0)
			return (q);
		/* "end From: Ann <a@b.c> Sent: Monday, 5 January 2026 10:00" */
		if (strip_field_at(n + q, &used) == STRIP_F_FROM && tries++ < STRIP_SPLIT_TRIES
		    && strip_block(res, norms, i, q))
			return (q);
	}
	return (0);
}

/* strip_split_lines - split the lines that hold a header after text */

static void
strip_split_lines(struct strip_result *res, char ***normsp)
{
	struct strip_line *lines;
	char             **norms = *normsp, **nn, *norm, *raw;
	size_t            *at, i, k, n = 0, *map;

	/* Where each line splits (raw offsets), found on the lines as read. */
	at = pb_calloc(res->n + 1, sizeof(*at));
	for (i = 0; i < res->n; i++) {
		if ((k = strip_split_at(res, norms, i)) == 0)
			continue;
		norm = strip_norm(res->lines[i].text, &map);
		at[i] = map[k];
		free(map);
		free(norm);
		n++;
	}

	/* The new lines, each split line as two with the same number. */
	if (n > 0) {
		lines = pb_calloc(res->n + n, sizeof(*lines));
		nn = pb_calloc(res->n + n + 1, sizeof(*nn));
		for (i = k = 0; i < res->n; i++) {
			lines[k] = res->lines[i];
			nn[k] = norms[i];
			if (at[i] == 0) {
				k++;
				continue;
			}
			raw = res->lines[i].text;
			lines[k + 1] = lines[k];
			lines[k + 1].text = pb_strdup(raw + at[i]);
			while (at[i] > 0 && isspace((unsigned char)raw[at[i] - 1]))
				at[i]--;
			lines[k].text = pb_strndup(raw, at[i]);
			free(raw);
			free(norms[i]);
			nn[k] = strip_norm(lines[k].text, NULL);
			nn[k + 1] = strip_norm(lines[k + 1].text, NULL);
			k += 2;
		}
		free(res->lines);
		free(norms);
		res->lines = lines;
		res->n = k;
		*normsp = nn;
	}
	free(at);
}

/* ---- lines ---------------------------------------------------------- */

/* strip_is_underline - Outlook's "____" separator? */

static int
strip_is_underline(const char *s)
{
	s += strspn(s, " \t");
	return (strlen(s) >= 5 && strspn(s, "_") == strlen(s));
}

/* strip_split - the lines of text, CR and trailing white space removed */

static struct strip_result *
strip_split(const char *text)
{
	struct strip_result *res;
	const char          *p, *nl;
	size_t               len, cap = 0;

	res = pb_calloc(1, sizeof(*res));
	for (p = text; p != NULL && *p; p = nl ? nl + 1 : NULL) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		while (len > 0 && isspace((unsigned char)p[len - 1]))
			len--;
		if (res->n == cap) {
			cap = cap ? 2 * cap : 32;
			res->lines = pb_realloc(res->lines, cap * sizeof(*res->lines));
		}
		res->lines[res->n].text = pb_strndup(p, len);
		res->lines[res->n].kind = STRIP_TEXT;
		res->lines[res->n].lineno = (int)res->n + 1;
		res->lines[res->n].old = 0;
		res->n++;
	}
	return (res);
}

/* strip_original - does an ORIGINAL part start at line i? */

static int
strip_original(const struct strip_result *res, char **norms, size_t i)
{
	return (strip_is_marker(res->lines[i].text, norms[i]) || strip_block(res, norms, i, 0));
}

/* strip_unquoted - is the next non-blank line after line i unquoted? */

static int
strip_unquoted(const struct strip_result *res, size_t i)
{
	for (i++; i < res->n; i++)
		if (!strip_is_blank(res->lines[i].text))
			return (!strip_is_quote(res->lines[i].text));
	return (0);
}

/* strip_classify - give line i (and maybe those after) a kind; lines used */

static size_t
strip_classify(struct strip_result *res, char **norms, size_t i)
{
	struct strip_line *l = res->lines + i;
	size_t             k, n;

	if (strip_is_blank(l->text))
		l->kind = STRIP_BLANK;
	else if (strcmp(l->text, "--") == 0)
		l->kind = STRIP_SIGNATURE;
	else if (strip_original(res, norms, i)) {
		l->kind = STRIP_ORIGINAL;
		if (i > 0 && strip_is_underline(l[-1].text))
			l[-1].kind = STRIP_ORIGINAL;
	} else if (strip_is_quote(l->text))
		l->kind = STRIP_QUOTE;
	else if ((n = strip_attr_lines(res, norms, i, 0)) > 0) {
		/* Quoted old mail below: bottom posting stays possible.  The
		 * old mail unquoted: it is all old. */
		for (k = 0; k < n; k++)
			l[k].kind = strip_unquoted(res, i + n - 1) ? STRIP_ORIGINAL : STRIP_ATTRIBUTION;
		return (n);
	} else if (strlen(norms[i]) <= STRIP_MOBILE_MAX
	    && strip_starts(norms[i], strip_mobile, PB_NELEM(strip_mobile)))
		l->kind = STRIP_MOBILE;
	else
		l->kind = STRIP_TEXT;
	return (1);
}

/* strip_reply - split and classify, caller frees with strip_free() */

struct strip_result *
strip_reply(const char *text)
{
	struct strip_result *res;
	enum strip_kind      sticky = STRIP_TEXT;
	char               **norms;
	size_t               i;

	/* Initialize. */
	res = strip_split(text);
	norms = pb_calloc(res->n + 1, sizeof(char *));
	for (i = 0; i < res->n; i++)
		norms[i] = strip_norm(res->lines[i].text, NULL);
	strip_split_lines(res, &norms);

	/* Classify; ORIGINAL and SIGNATURE hold to the end. */
	for (i = 0; i < res->n;) {
		if (sticky != STRIP_TEXT) {
			res->lines[i++].kind = sticky;
			continue;
		}
		i += strip_classify(res, norms, i);
		if (res->lines[i - 1].kind == STRIP_ORIGINAL
		    || res->lines[i - 1].kind == STRIP_SIGNATURE)
			sticky = res->lines[i - 1].kind;
	}

	/* Cleanup. */
	for (i = 0; i < res->n; i++)
		free(norms[i]);
	free(norms);
	return (res);
}

/* strip_free - release a result; NULL is a no-op */

void
strip_free(struct strip_result *res)
{
	size_t i;

	if (res == NULL)
		return;
	for (i = 0; i < res->n; i++)
		free(res->lines[i].text);
	free(res->lines);
	free(res);
}

/* strip_kind_str - the name of a kind */

const char *
strip_kind_str(enum strip_kind kind)
{
	static const char *const names[] = {
		"text",
		"blank",
		"quote",
		"attribution",
		"original",
		"signature",
		"mobile",
	};

	if ((size_t)kind < PB_NELEM(names))
		return (names[kind]);
	return ("unknown");
}
