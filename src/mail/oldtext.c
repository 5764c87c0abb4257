/*++
/* NAME
/*	oldtext 3
/* SUMMARY
/*	lines of a reply that repeat the mail it answers
/* SYNOPSIS
/*	#include "mail/oldtext.h"
/*
/*	size_t	oldtext_mark(struct strip_result *sr, const char *old)
/*
/*	char	*oldtext_of_message(const char *raw, size_t len)
/* DESCRIPTION
/*	pbemd knows the exact text of every mail it sent.  A reply that
/*	pastes that mail back without quoting it (HTML mailers that put it
/*	in a <div>, quoted lines wrapped without ">" on the continuation,
/*	a header strip(3) does not know) would otherwise have pbemd read
/*	its old lines, and the example commands in them ("keep Forest
/*	Plum, Mike Cho"), as commands.
/*
/*	oldtext_mark() marks the TEXT lines of sr that are old: their kind
/*	becomes STRIP_QUOTE and their old flag 1.  It returns how many it
/*	marked.  old is the text of the mail answered (UTF-8, LF line ends,
/*	as mime(3) gives it); NULL or "" marks nothing.  It may be called
/*	once for each mail answered.
/*
/*	Both texts are compared as sequences of words, so that a line the
/*	mailer re-wrapped still matches: quoting marks at the start of a
/*	line ('>', '|', white space) are dropped, typographic quotes, dashes
/*	and ellipses read as their ASCII forms (' " - ...), no-break and
/*	thin spaces as spaces, zero-width characters and soft hyphens as
/*	nothing, ASCII letters in lower case; a word is what lies between
/*	spaces.
/*
/*	A reply line matches when its words occur, in order and one after
/*	the other, in the mail answered.  A run is a sequence of matching
/*	non-blank lines of the reply (TEXT and QUOTE alike; blank lines
/*	between them do not count) such that each continues the previous
/*	one in the mail answered, word after word.  A run is old:
/* .IP 1.
/*	when it holds at least OLDTEXT_RUN_WORDS words of the mail
/*	answered, not counting the lines of that mail that start with
/*	'>' (pbemd's echo of the player's own commands: a player may send
/*	a refused command again); or
/* .IP 2.
/*	when it continues an old run that holds unquoted lines (the mail
/*	answered, pasted without quoting), after at most two lines that do
/*	not match, and starts at most OLDTEXT_GAP_WORDS words after the
/*	end of that run in the mail answered: a pasted copy whose mailer
/*	changed or dropped a line.  Those lines in between are old too.
/* .PP
/*	So a player's short line ("end", "show", "keep Forest Plum, Mike
/*	Cho"), even one that also appears in the mail answered, is read
/*	as a command; the same line inside a pasted copy of that mail is
/*	not.  A player who answers between quoted lines of the old mail
/*	with exactly the words of its next line is taken for old text: the
/*	two cannot be told apart.
/*
/*	Cost: the mail answered is read once into an index of its words
/*	(a hash table; each word's places chained in order); each reply
/*	line is looked up by its rarest word, at most OT_SCAN places each.  A mail answered longer than
/*	OLDTEXT_MAX_WORDS words is compared on its first OLDTEXT_MAX_WORDS.
/*
/*	oldtext_of_message() returns the body text of a whole message as
/*	mime(3) reads it (quoted-printable and charsets decoded, the first
/*	text part), caller frees; NULL when it cannot be parsed.  A text
/*	part alone as compose(3) writes it and textpart(3) keeps it (the
/*	sent mails a reply answers: UTF-8, quoted-printable, format=flowed,
/*	DelSp=no, line ends CRLF or LF) is decoded here, to the same text,
/*	without mime_parse() (a tenth of the cost); anything else, or
/*	anything in it compose(3) would not write, goes to mime_parse().
/* DIAGNOSTICS
/*	None.
/* SEE ALSO
/*	strip(3), mime(3)
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/charset.h"
#include "mail/compose.h"
#include "mail/flowed.h"
#include "mail/mime.h"
#include "mail/oldtext.h"
#include "mail/strip.h"

#define OT_SCAN 256    /* places of a word tried for one line */
#define OT_CAND 64     /* places a run may continue at */
#define OT_GAP_LINES 2 /* lines that do not match inside a pasted copy */

/* MIME-Version as compose(3) writes it (the text part's fields: compose.h). */
#define OT_MIME "MIME-Version: 1.0"

/*
  * Characters read as others before words are compared.
  */
static const struct {
	const char *from;
	const char *to;
} ot_marks[] = {
	{ "\xe2\x80\x98", "'" }, { "\xe2\x80\x99", "'" },   /* ‘ ’ */
	{ "\xe2\x80\x9a", "'" }, { "\xe2\x80\x9b", "'" },   /* ‚ ‛ */
	{ "\xe2\x80\xb9", "'" }, { "\xe2\x80\xba", "'" },   /* ‹ › */
	{ "\xe2\x80\x9c", "\"" }, { "\xe2\x80\x9d", "\"" }, /* “ ” */
	{ "\xe2\x80\x9e", "\"" }, { "\xc2\xab", "\"" },     /* „ « */
	{ "\xc2\xbb", "\"" },                               /* » */
	{ "\xe2\x80\x93", "-" }, { "\xe2\x80\x94", "-" },   /* – — */
	{ "\xe2\x88\x92", "-" }, { "\xe2\x80\xa6", "..." }, /* − … */
	{ "\xc2\xa0", " " }, { "\xe2\x80\xaf", " " },       /* no-break spaces */
	{ "\xe2\x80\x89", " " }, { "\xe2\x80\x87", " " },   /* thin, figure */
	{ "\t", " " }, { "\r", " " }, { "\f", " " }, { "\v", " " }, { "\xe2\x80\x8b", "" },
	{ "\xe2\x80\x8c", "" },                         /* zero-width */
	{ "\xe2\x80\x8d", "" }, { "\xef\xbb\xbf", "" }, /* ZWJ, BOM */
	{ "\xc2\xad", "" },                             /* soft hyphen */
};

/*
  * Words as 64-bit hashes (FNV-1a of the normalised word).
  */
struct ot_words {
	uint64_t      *h;
	unsigned char *echo; /* the word is on a line starting with '>' */
	size_t         n, cap;
};

/*
  * A word of the mail answered: where it first occurs, and how often.
  */
struct ot_slot {
	uint64_t h;
	size_t   first, last; /* places; last: where its chain goes on */
	size_t   count;       /* 0: an empty slot */
};

/*
  * The mail answered.
  */
struct ot_old {
	struct ot_words w;
	struct ot_slot *slot; /* open addressing by hash, nslot a power of 2 */
	size_t          nslot;
	size_t         *next; /* the next place of the same word, SIZE_MAX: none */
};

/*
  * A run of reply lines that continue each other in the mail answered.
  */
struct ot_run {
	int    active;
	size_t first, last;   /* line indexes in the reply */
	size_t cand[OT_CAND]; /* where the next line may start */
	size_t ncand;
	size_t start; /* where the run starts in the mail answered */
	size_t own;   /* words from lines not starting with '>' */
	int    text;  /* holds a TEXT line */
};

/*
  * What the runs before the current one left.
  */
struct ot_state {
	int    prev;              /* an old run with unquoted lines was seen */
	size_t prev_end;          /* where it ended in the mail answered */
	size_t gap[OT_GAP_LINES]; /* lines since, that did not match */
	size_t ngap;
	int    gap_over; /* more lines than that */
	size_t marked;
};

/* ---- words -------------------------------------------------------- */

/* ot_push - append one word hash */

static void
ot_push(struct ot_words *w, uint64_t h, int echo)
{
	if (w->n == w->cap) {
		w->cap = w->cap ? 2 * w->cap : 64;
		w->h = pb_realloc(w->h, w->cap * sizeof(*w->h));
		w->echo = pb_realloc(w->echo, w->cap);
	}
	w->h[w->n] = h;
	w->echo[w->n++] = (unsigned char)echo;
}

/* ot_mark_at - the replacement of a character at s, or NULL; *len
 * receives its bytes */

static const char *
ot_mark_at(const char *s, size_t *len)
{
	unsigned char c = (unsigned char)*s;
	size_t        i, l;

	/* ASCII but tab, CR, FF and VT: itself (no strchr() a byte). */
	if (c < 0x80 && (c < '\t' || c > '\r' || c == '\n'))
		return (NULL);
	for (i = 0; i < PB_NELEM(ot_marks); i++) {
		l = strlen(ot_marks[i].from);
		if (strncmp(s, ot_marks[i].from, l) == 0) {
			*len = l;
			return (ot_marks[i].to);
		}
	}
	return (NULL);
}

/* ot_char - one byte of normalised text into the word being hashed */

static void
ot_char(struct ot_words *w, uint64_t *h, int *inword, int c, int echo)
{
	if (c == ' ') {
		if (*inword)
			ot_push(w, *h, echo);
		*inword = 0;
		return;
	}
	if (!*inword)
		*h = 1469598103934665603ULL; /* FNV-1a */
	*inword = 1;
	*h ^= (unsigned char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
	*h *= 1099511628211ULL;
}

/* ot_words_add - the words of one line (len bytes at s) */

static void
ot_words_add(struct ot_words *w, const char *s, size_t len, int echo)
{
	const char *end = s + len, *to;
	uint64_t    h = 0;
	size_t      n;
	int         inword = 0;

	/* Quoting marks and indentation. */
	while (s < end && (*s == ' ' || *s == '\t' || *s == '>' || *s == '|'))
		s++;

	/* The words. */
	for (; s < end; s += n) {
		n = 1;
		if ((to = ot_mark_at(s, &n)) == NULL)
			ot_char(w, &h, &inword, *s, echo);
		else
			for (; *to; to++)
				ot_char(w, &h, &inword, *to, echo);
	}
	ot_char(w, &h, &inword, ' ', echo);
}

/* ot_line_words - the words of one reply line, into w (emptied first) */

static void
ot_line_words(struct ot_words *w, const char *line)
{
	w->n = 0;
	ot_words_add(w, line, strlen(line), 0);
}

/* ot_slot_of - the slot of word h: its own, or the empty one it gets */

static struct ot_slot *
ot_slot_of(const struct ot_old *o, uint64_t h)
{
	size_t i;

	for (i = (size_t)h & (o->nslot - 1); o->slot[i].count > 0 && o->slot[i].h != h;
	     i = (i + 1) & (o->nslot - 1))
		;
	return (&o->slot[i]);
}

/* ot_old_load - the words of the mail answered and their index: each
 * word's places, first to last, chained (a table rather than a sorted
 * array: qsort() was a third of the cost of a mail answered) */

static void
ot_old_load(struct ot_old *o, const char *text)
{
	struct ot_slot *sl;
	const char     *p, *nl;
	size_t          i, len;

	memset(o, 0, sizeof(*o));
	for (p = text; *p && o->w.n < OLDTEXT_MAX_WORDS; p = nl + (*nl != '\0')) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		if (nl == NULL)
			nl = p + len;
		ot_words_add(&o->w, p, len, p[strspn(p, " \t")] == '>');
	}
	if (o->w.n > OLDTEXT_MAX_WORDS)
		o->w.n = OLDTEXT_MAX_WORDS;
	for (o->nslot = 16; o->nslot < o->w.n + o->w.n / 2; o->nslot *= 2)
		;
	o->slot = pb_calloc(o->nslot, sizeof(*o->slot));
	o->next = pb_calloc(o->w.n + 1, sizeof(*o->next));
	for (i = 0; i < o->w.n; i++) {
		o->next[i] = SIZE_MAX;
		if ((sl = ot_slot_of(o, o->w.h[i]))->count++ == 0) {
			sl->h = o->w.h[i];
			sl->first = i;
		} else
			o->next[sl->last] = i;
		sl->last = i;
	}
}

/* ot_old_free - release what ot_old_load() made */

static void
ot_old_free(struct ot_old *o)
{
	free(o->w.h);
	free(o->w.echo);
	free(o->slot);
	free(o->next);
}

/* ot_match_at - do the words of a line occur at pos of the old mail? */

static int
ot_match_at(const struct ot_old *o, size_t pos, const struct ot_words *l)
{
	size_t k;

	if (pos > o->w.n || o->w.n - pos < l->n)
		return (0);
	for (k = 0; k < l->n; k++)
		if (o->w.h[pos + k] != l->h[k])
			return (0);
	return (1);
}

/* ot_own - words at pos .. pos + n - 1 that are not on echo lines */

static size_t
ot_own(const struct ot_old *o, size_t pos, size_t n)
{
	size_t k, own = 0;

	for (k = 0; k < n; k++)
		own += !o->w.echo[pos + k];
	return (own);
}

/* ot_places - where the whole line occurs in the old mail, at most max
 * places, found through its rarest word; their number */

static size_t
ot_places(const struct ot_old *o, const struct ot_words *l, size_t *out, size_t max)
{
	const struct ot_slot *sl;
	size_t                k, best = 0, bestn = SIZE_MAX, count, pos, n = 0, tried;

	for (k = 0; k < l->n; k++)
		if ((count = ot_slot_of(o, l->h[k])->count) < bestn) {
			bestn = count;
			best = k;
		}
	if (bestn == 0)
		return (0);
	sl = ot_slot_of(o, l->h[best]);
	for (pos = sl->first, tried = 0; pos != SIZE_MAX && tried < OT_SCAN && n < max;
	     pos = o->next[pos], tried++)
		if (pos >= best && ot_match_at(o, pos - best, l))
			out[n++] = pos - best;
	return (n);
}

/* ---- runs --------------------------------------------------------- */

/* ot_mark_line - a TEXT line becomes old */

static void
ot_mark_line(struct strip_result *sr, size_t i, struct ot_state *st)
{
	if (sr->lines[i].kind != STRIP_TEXT)
		return;
	sr->lines[i].kind = STRIP_QUOTE;
	sr->lines[i].old = 1;
	st->marked++;
}

/* ot_run_end - where a run ends in the old mail (its first candidate) */

static size_t
ot_run_end(const struct ot_run *r)
{
	size_t i, end = SIZE_MAX;

	for (i = 0; i < r->ncand; i++)
		if (r->cand[i] < end)
			end = r->cand[i];
	return (end);
}

/* ot_flush - judge the run that just ended (rules 1 and 2) */

static void
ot_flush(struct strip_result *sr, struct ot_run *r, struct ot_state *st)
{
	size_t i;
	int    old, follows;

	if (!r->active)
		return;
	r->active = 0;
	follows = st->prev && !st->gap_over && r->start >= st->prev_end
	    && r->start - st->prev_end <= OLDTEXT_GAP_WORDS;
	old = r->own >= OLDTEXT_RUN_WORDS || (follows && r->text);
	if (!old) {
		/* Lines that did not make an old run: a gap, for rule 2. */
		for (i = r->first; i <= r->last; i++)
			if (sr->lines[i].kind == STRIP_TEXT && st->ngap < OT_GAP_LINES)
				st->gap[st->ngap++] = i;
			else if (sr->lines[i].kind != STRIP_BLANK)
				st->gap_over = 1;
		return;
	}
	if (follows && r->text)
		for (i = 0; i < st->ngap; i++)
			ot_mark_line(sr, st->gap[i], st);
	for (i = r->first; i <= r->last; i++)
		ot_mark_line(sr, i, st);
	/* Only an unquoted old run is a pasted copy that may go on. */
	st->prev = r->text;
	st->prev_end = ot_run_end(r);
	st->ngap = 0;
	st->gap_over = 0;
}

/* ot_unmatched - a non-blank line that is in no run */

static void
ot_unmatched(struct strip_result *sr, size_t i, struct ot_run *r, struct ot_state *st)
{
	ot_flush(sr, r, st);
	if (sr->lines[i].kind != STRIP_TEXT || st->ngap >= OT_GAP_LINES)
		st->gap_over = 1;
	else
		st->gap[st->ngap++] = i;
}

/* ot_extend - does line i (words l) continue the run? */

static int
ot_extend(const struct ot_old *o, struct ot_run *r, const struct ot_words *l, size_t i, int text)
{
	size_t k, n = 0, own = 0;

	if (!r->active)
		return (0);
	for (k = 0; k < r->ncand; k++)
		if (ot_match_at(o, r->cand[k], l)) {
			if (ot_own(o, r->cand[k], l->n) > own)
				own = ot_own(o, r->cand[k], l->n);
			r->cand[n++] = r->cand[k] + l->n;
		}
	if (n == 0)
		return (0);
	r->ncand = n;
	r->own += own;
	r->last = i;
	r->text |= text;
	return (1);
}

/* ot_start - line i (words l) starts a run, if it matches at all */

static int
ot_start(const struct ot_old *o, struct ot_run *r, const struct ot_words *l, size_t i, int text)
{
	size_t k;

	if ((r->ncand = ot_places(o, l, r->cand, OT_CAND)) == 0)
		return (0);
	r->active = 1;
	r->first = r->last = i;
	r->start = r->cand[0];
	r->own = 0;
	r->text = text;
	for (k = 0; k < r->ncand; k++) {
		if (ot_own(o, r->cand[k], l->n) > r->own)
			r->own = ot_own(o, r->cand[k], l->n);
		r->cand[k] += l->n;
	}
	return (1);
}

/* oldtext_mark - mark the TEXT lines of sr that repeat old */

size_t
oldtext_mark(struct strip_result *sr, const char *old)
{
	struct ot_state st = { 0 };
	struct ot_run   r = { 0 };
	struct ot_words l = { 0 };
	struct ot_old   o;
	size_t          i;
	int             text;

	/* Sanity checks. */
	if (sr == NULL || old == NULL || *old == '\0')
		return (0);

	/* Initialize. */
	ot_old_load(&o, old);

	/* The runs, top to bottom. */
	for (i = 0; i < sr->n && o.w.n > 0; i++) {
		text = sr->lines[i].kind == STRIP_TEXT;
		if (sr->lines[i].kind == STRIP_BLANK)
			continue;
		if (!text && sr->lines[i].kind != STRIP_QUOTE) {
			ot_unmatched(sr, i, &r, &st);
			continue;
		}
		ot_line_words(&l, sr->lines[i].text);
		if (l.n == 0 || ot_extend(&o, &r, &l, i, text))
			continue;
		ot_flush(sr, &r, &st);
		if (!ot_start(&o, &r, &l, i, text))
			ot_unmatched(sr, i, &r, &st);
	}
	ot_flush(sr, &r, &st);

	/* Cleanup. */
	free(l.h);
	free(l.echo);
	ot_old_free(&o);
	return (st.marked);
}

/* ot_eol - the bytes of a line end at p (CRLF or LF), 0 for none */

static size_t
ot_eol(const char *p, const char *end)
{
	if (p < end && *p == '\n')
		return (1);
	return (end - p >= 2 && p[0] == '\r' && p[1] == '\n' ? 2 : 0);
}

/* ot_field - is the header line [p, p + len) "Name: value"? */

static int
ot_field(const char *p, size_t len)
{
	size_t n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-");

	return (n > 0 && n + 1 < len && p[n] == ':' && p[n + 1] == ' ');
}

/* ot_own_header - does the header [p, end) (whole lines) name one text
 * part as compose(3) writes it (COMPOSE_TEXT_CT, COMPOSE_TEXT_CTE, MIME 1.0: each on a
 * line of its own, no other Content- field) and hold other fields, each
 * "Name: value" (else mime_parse() may find no header section)? */

static int
ot_own_header(const char *p, const char *end)
{
	const char *nl;
	size_t      len;
	int         seen = 0, mime = 0;

	for (; p < end; p = nl + 1) {
		nl = memchr(p, '\n', (size_t)(end - p));
		len = (size_t)(nl - p) - (nl > p && nl[-1] == '\r');
		if (*p == ' ' || *p == '\t') {
			if (mime) /* a field of ours goes on: not as compose writes it */
				return (0);
			continue;
		}
		mime = 1;
		if (len == sizeof(COMPOSE_TEXT_CT) - 1 && memcmp(p, COMPOSE_TEXT_CT, len) == 0)
			seen |= 1;
		else if (len == sizeof(COMPOSE_TEXT_CTE) - 1
		    && memcmp(p, COMPOSE_TEXT_CTE, len) == 0)
			seen |= 2;
		else if (len == sizeof(OT_MIME) - 1 && memcmp(p, OT_MIME, len) == 0)
			seen |= 4;
		else if ((len >= 8 && strncasecmp(p, "Content-", 8) == 0) || !ot_field(p, len))
			return (0);
		else {
			seen |= 8;
			mime = 0;
		}
	}
	return (seen == 15);
}

/* ot_hex - the value of an upper-case hex digit, -1 for another byte */

static int
ot_hex(int c)
{
	return (c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1);
}

/* ot_unqp - the quoted-printable body [p, end) decoded into out (room
 * for end - p + 2 bytes), LF line ends, one at the end; its length, or
 * SIZE_MAX for what is left to mime(3): a byte compose(3) would have
 * encoded, a decoded NUL, CR or LF, white space at a line's end; *high:
 * a byte above 0x7f was decoded (the text may not be ASCII) */

static size_t
ot_unqp(const char *p, const char *end, char *out, int *high)
{
	const char *start = p;
	size_t      n = 0, eol;
	int         c, hi, lo;

	for (; p < end; p++) {
		c = (unsigned char)*p;
		if ((eol = ot_eol(p, end)) > 0) {
			if (p > start && (p[-1] == ' ' || p[-1] == '\t'))
				return (SIZE_MAX);
			out[n++] = '\n';
			p += eol - 1;
		} else if (c == '=' && (eol = ot_eol(p + 1, end)) > 0) {
			p += eol; /* a soft line break */
		} else if (c == '=') {
			if (end - p < 3 || (hi = ot_hex(p[1])) < 0 || (lo = ot_hex(p[2])) < 0
			    || (c = hi << 4 | lo) == 0 || c == '\r' || c == '\n')
				return (SIZE_MAX);
			*high |= c > 0x7f;
			out[n++] = (char)c;
			p += 2;
		} else if (c >= 0x7f || (c < ' ' && c != '\t'))
			return (SIZE_MAX);
		else
			out[n++] = (char)c;
	}
	if (p > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '='))
		return (SIZE_MAX);
	if (n > 0 && out[n - 1] != '\n')
		out[n++] = '\n';
	out[n] = '\0';
	return (n);
}

/* ot_own_text - the text of a message as compose(3) made it and
 * textpart(3) keeps it (one part: UTF-8, format=flowed, DelSp=no,
 * quoted-printable), or NULL for any other: what mime(3) reads in it
 * (its text decoded, LF line ends, unflowed), without parsing its
 * header (libetpan) at a tenth of the cost */

static char *
ot_own_text(const char *raw, size_t len)
{
	const char *end = raw + len, *body, *nl;
	char       *dec, *text = NULL;
	size_t      n;
	int         high = 0;

	if (len < 5 || memcmp(raw, "From ", 5) == 0 || memchr(raw, '\0', len) != NULL)
		return (NULL);
	for (body = raw;
	     (nl = memchr(body, '\n', (size_t)(end - body))) != NULL && nl > body + (*body == '\r');
	     body = nl + 1)
		;
	if (nl == NULL || nl + 1 >= end || body == raw || !ot_own_header(raw, body))
		return (NULL);
	body = nl + 1;
	dec = pb_malloc((size_t)(end - body) + 2);
	if ((n = ot_unqp(body, end, dec, &high)) != SIZE_MAX
	    && (!high || charset_utf8_valid(dec, n)))
		text = flowed_unflow(dec, 0);
	free(dec);
	return (text);
}

/* oldtext_of_message - the decoded text of a whole message, or NULL */

char *
oldtext_of_message(const char *raw, size_t len)
{
	struct mime_msg *m;
	struct pb_err    err;
	char            *text;

	if (raw == NULL)
		return (NULL);
	if ((text = ot_own_text(raw, len)) != NULL)
		return (text);
	if (mime_parse(raw, len, &m, &err) != PB_OK)
		return (NULL);
	text = m->text;
	m->text = NULL;
	mime_msg_free(m);
	return (text);
}
