/*++
/* NAME
/*	mime 3
/* SUMMARY
/*	RFC 5322/MIME message to the fields and UTF-8 text pbemd needs
/* SYNOPSIS
/*	#include "mail/mime.h"
/*
/*	enum pb_rc mime_parse(const char *raw, size_t len,
/*				struct mime_msg **out, struct pb_err *err)
/*
/*	void	mime_msg_free(struct mime_msg *msg)
/* DESCRIPTION
/*	mime_parse() parses one raw message and, on success, stores a new
/*	struct mime_msg in *out (caller frees with mime_msg_free()).  The
/*	steps:
/*
/*	1. Line ends are normalised to CRLF (libetpan wants CRLF; mail from
/*	a Maildir has LF, mail from IMAP has CRLF) and an mbox "From " line
/*	at the very top is skipped.  In the header section a NUL byte
/*	becomes a space, and so does a bare CR when the message has LFs: a
/*	NUL or a CR in the Subject must not hide what follows (a move
/*	token); only a message without any LF reads bare CRs as line ends.
/*
/*	2. A message with more than MIME_MAX_TYPES (500) lines starting
/*	"Content-Type" is not taken apart: libetpan parses nested parts by
/*	recursion, every level of nesting needs such a line, and a hostile
/*	message 30000 levels deep (2 MB) exhausts an 8 MB stack.  It is
/*	read as in step 3's fallback.
/*
/*	3. mailmime_parse() builds the tree.  When it refuses the
/*	message, and for step 2, the fallback: the header section alone
/*	is parsed with mailimf_fields_parse() (step 4), and the raw body,
/*	as UTF-8 or else windows-1252, is the text, with MIME_RAWBODY and
/*	MIME_TRUNCATED set (nothing valid is dropped: the sender is known
/*	and answered).  A message with no header field at all fails with
/*	PB_EDATA; anything else succeeds.
/*
/*	4. Header values: From (first mailbox: address lower-cased, which
/*	must hold an '@'; display name), Subject, Message-ID, In-Reply-To
/*	(first id), References (the parsed ids, re-joined as "<a> <b>"),
/*	Auto-Submitted, Precedence, List-Id, List-Unsubscribe, X-Autoreply
/*	(or X-Autorespond) and X-Auto-Response-Suppress (raw), Return-Path
/*	(the address lower-cased, "" for the null path <>), and X-Loop
/*	(every instance, one a line).  Otherwise the first instance of a header wins.  Values are unfolded; bytes that are not UTF-8 are read
/*	as windows-1252; RFC 2047 encoded words are decoded with
/*	mailmime_encoded_phrase_parse(); control characters become spaces;
/*	white space at both ends is trimmed.
/*
/*	5. Broken multiparts are repaired: when no line of a multipart's
/*	body starts with "--" and the declared boundary, libetpan's parts
/*	are garbage, so the body is parsed again with the first boundary
/*	that the body does use (a "--X" line that occurs at least twice).
/*	When none is found, the multipart's raw body is read as text/plain,
/*	and so is the body of a multipart without boundary parameter.
/*
/*	6. Body: the first text/plain part in document order, at any depth
/*	of multipart nesting and not marked Content-Disposition: attachment;
/*	failing that, the first such text/html part, through html_to_text().
/*	Parts of an attached message/rfc822 are not searched (a forwarded
/*	mail is not the sender's text).  The part is decoded (base64,
/*	quoted-printable) with mailmime_part_parse(), converted to UTF-8
/*	with charset_to_utf8(), and its line ends become LF; a text that is
/*	not empty ends with LF.  A text/plain part labelled format=flowed
/*	is unflowed (flowed_unflow(), its DelSp parameter obeyed): a line
/*	its mailer wrapped is one line again.
/*
/*	7. Flags: MIME_FROM_HTML, MIME_NOTEXT (text is ""), MIME_BADCHARSET
/*	(the body's charset is unknown, read as windows-1252),
/*	MIME_TRUNCATED (a multipart with no close delimiter or no part, a
/*	repaired or raw-read multipart as in step 5, base64 cut in the
/*	middle of a quantum), MIME_ATTACHMENT (a part other than text/plain
/*	and text/html, an attached message, or any part marked attachment,
/*	was ignored), MIME_RAWBODY (step 3's fallback: the raw body).
/*
/*	8. Reports: when the top part is multipart/report, its report-type
/*	parameter (lower case).  Anywhere in the tree outside attached
/*	messages: the first message/delivery-status (or
/*	message/global-delivery-status) part, decoded, as dsn; the first
/*	message/rfc822, text/rfc822-headers or message/global-headers
/*	part, raw and cut to MIME_MAX_RETURNED bytes, as returned.
/*
/*	mime_msg_free() releases a message; NULL is a no-op.
/* DIAGNOSTICS
/*	PB_EDATA: no header section.
/*	PB_ESYS: libetpan failed for another reason (out of memory).
/* SEE ALSO
/*	RFC 5322, RFC 2045-2047, charset(3), html(3), strip(3)
/*--*/

/* System. */
#include <ctype.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <libetpan/mailimf.h>
#include <libetpan/mailmime.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/charset.h"
#include "mail/flowed.h"
#include "mail/html.h"
#include "mail/mime.h"

#define MIME_MAX_TYPES 500

/* mime_crlf - copy with CRLF line ends, skipping an mbox From_ line;
 * in the header section NUL bytes, and bare CRs of a message that has
 * LFs, become spaces (step 1) */

static char *
mime_crlf(const char *raw, size_t len, size_t *outlen)
{
	struct pb_buf b;
	size_t        i = 0, run;
	int           header = 1, lf = memchr(raw, '\n', len) != NULL;

	if (len >= 5 && memcmp(raw, "From ", 5) == 0) {
		while (i < len && raw[i] != '\n')
			i++;
		i++;
	}
	pb_buf_init(&b);
	for (; i < len; i++) {
		/* A run of other bytes at once (the same bytes, fewer calls). */
		for (run = i; run < len && raw[run] != '\r' && raw[run] != '\n' && raw[run] != '\0';
		     run++)
			;
		if (run > i) {
			pb_buf_add(&b, raw + i, run - i);
			if ((i = run) == len)
				break;
		}
		if (raw[i] == '\r' && i + 1 < len && raw[i + 1] == '\n')
			continue;
		if (raw[i] == '\r' && header && lf) {
			pb_buf_putc(&b, ' ');
		} else if (raw[i] == '\r' || raw[i] == '\n') {
			/* An empty line ends the header section. */
			if (b.len == 0 || (b.len >= 2 && b.s[b.len - 1] == '\n'))
				header = 0;
			pb_buf_add(&b, "\r\n", 2);
		} else
			pb_buf_putc(&b, raw[i] == '\0' && header ? ' ' : raw[i]);
	}
	*outlen = b.len;
	return (pb_buf_steal(&b));
}

/* mime_too_deep - more Content-Type lines than MIME_MAX_TYPES? */

static int
mime_too_deep(const char *buf, size_t len)
{
	static const char name[] = "content-type";
	const char       *p = buf;
	size_t            count = 0;

	while (p != NULL && (size_t)(p - buf) + sizeof(name) - 1 <= len) {
		if (strncasecmp(p, name, sizeof(name) - 1) == 0)
			count++;
		if ((p = memchr(p, '\n', len - (size_t)(p - buf))) != NULL)
			p++;
	}
	return (count > MIME_MAX_TYPES);
}

/* mime_clean - valid UTF-8, controls to spaces, trimmed; caller frees */

static char *
mime_clean(const char *s, size_t len)
{
	char *u, *p, *res;

	u = charset_to_utf8(s, len, "utf-8", NULL);
	for (p = u; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = ' ';
	res = pb_strdup(pb_trim(u));
	free(u);
	return (res);
}

/* mime_words - a UTF-8 header value without encoded words, cleaned, as
 * mailmime_encoded_phrase_parse() leaves it: its words, split at runs
 * of spaces and tabs, joined by one space (the parse cost as much as
 * the rest of a mail's headers) */

static char *
mime_words(const char *text)
{
	char  *joined = pb_malloc(strlen(text) + 1), *res;
	size_t n = 0;

	for (; *text; text++)
		if (*text != ' ' && *text != '\t')
			joined[n++] = *text;
		else if (n == 0 || joined[n - 1] != ' ')
			joined[n++] = ' ';
	res = mime_clean(joined, n);
	free(joined);
	return (res);
}

/* mime_decode - unfold, fix 8-bit, RFC 2047 decode, clean; caller frees */

static char *
mime_decode(const char *raw)
{
	struct pb_buf b;
	char         *text, *dec = NULL, *res;
	size_t        i, idx = 0;

	/* Unfold: in a parsed header value, CR and LF only fold. */
	pb_buf_init(&b);
	for (i = 0; raw[i]; i++)
		if (raw[i] != '\r' && raw[i] != '\n')
			pb_buf_putc(&b, raw[i]);

	/* Raw 8-bit words that are not UTF-8: read them as windows-1252. */
	if (charset_utf8_valid(b.s, b.len))
		text = pb_buf_steal(&b);
	else
		text = charset_to_utf8(b.s, b.len, "windows-1252", NULL);
	pb_buf_free(&b);

	/* Encoded words; keep the text as it is if libetpan refuses it. */
	if (strstr(text, "=?") == NULL)
		res = mime_words(text);
	else if (mailmime_encoded_phrase_parse("utf-8", text, strlen(text), &idx, "utf-8", &dec)
	    == MAILIMF_NO_ERROR) {
		res = mime_clean(dec, strlen(dec));
		free(dec);
	} else {
		res = mime_clean(text, strlen(text));
	}
	free(text);
	return (res);
}

/* mime_addr - the address part of an addr-spec, lower case, or NULL */

static char *
mime_addr(const char *spec)
{
	const char *p;
	char       *addr;

	/* libetpan keeps "Ann<ann@x" when the '>' is missing. */
	if ((p = strrchr(spec, '<')) != NULL)
		spec = p + 1;
	addr = mime_clean(spec, strcspn(spec, ">"));
	if (strchr(addr, '@') == NULL || strchr(addr, ' ') != NULL) {
		free(addr);
		return (NULL);
	}
	return (pb_strlower(addr));
}

/* mime_from - address and display name of the first From mailbox */

static void
mime_from(struct mime_msg *msg, const struct mailimf_from *from)
{
	struct mailimf_mailbox *mb;
	clistiter              *cur;

	if (from->frm_mb_list == NULL)
		return;
	cur = clist_begin(from->frm_mb_list->mb_list);
	if (cur == NULL)
		return;
	mb = clist_content(cur);
	if (mb->mb_addr_spec != NULL)
		msg->from_addr = mime_addr(mb->mb_addr_spec);
	if (mb->mb_display_name != NULL)
		msg->from_name = mime_decode(mb->mb_display_name);
	if (msg->from_name != NULL && *msg->from_name == '\0') {
		free(msg->from_name);
		msg->from_name = NULL;
	}
}

/* mime_ids - the ids of a msg-id list as "<a> <b>", or the first one */

static char *
mime_ids(clist *list, int first_only)
{
	struct pb_buf b;
	clistiter    *cur;
	char         *id, *res;

	if (list == NULL)
		return (NULL);
	pb_buf_init(&b);
	for (cur = clist_begin(list); cur != NULL; cur = clist_next(cur)) {
		if ((id = clist_content(cur)) == NULL || *id == '\0')
			continue;
		pb_buf_printf(&b, first_only ? "%s%s" : "%s<%s>", b.len ? " " : "", id);
		if (first_only)
			break;
	}
	res = b.len > 0 ? mime_clean(b.s, b.len) : NULL;
	pb_buf_free(&b);
	return (res);
}

/*
  * Optional header fields kept raw: the first instance wins.
  */
static const struct {
	const char *name;
	size_t      offset;
} mime_raw_fields[] = {
	{ "Auto-Submitted", offsetof(struct mime_msg, auto_submitted) },
	{ "Precedence", offsetof(struct mime_msg, precedence) },
	{ "List-Id", offsetof(struct mime_msg, list_id) },
	{ "List-Unsubscribe", offsetof(struct mime_msg, list_unsubscribe) },
	{ "X-Autoreply", offsetof(struct mime_msg, x_autoreply) },
	{ "X-Autorespond", offsetof(struct mime_msg, x_autoreply) },
	{ "X-Auto-Response-Suppress", offsetof(struct mime_msg, x_auto_suppress) },
};

/* mime_optional - the fields of mime_raw_fields[], and every X-Loop */

static void
mime_optional(struct mime_msg *msg, const struct mailimf_optional_field *f)
{
	char  *v, *joined, **slot;
	size_t i;

	for (i = 0; i < PB_NELEM(mime_raw_fields); i++) {
		if (strcasecmp(f->fld_name, mime_raw_fields[i].name) != 0)
			continue;
		slot = (char **)((char *)msg + mime_raw_fields[i].offset);
		if (*slot == NULL)
			*slot = mime_decode(f->fld_value);
		return;
	}
	if (strcasecmp(f->fld_name, "Return-Path") == 0 && msg->return_path == NULL) {
		/* libetpan leaves a Return-Path it cannot parse, <> among them. */
		v = mime_decode(f->fld_value);
		if (strcmp(v, "<>") == 0 || *v == '\0')
			msg->return_path = pb_strdup("");
		free(v);
	} else if (strcasecmp(f->fld_name, "X-Loop") == 0) {
		v = mime_decode(f->fld_value);
		joined = msg->x_loop ? pb_asprintf("%s\n%s", msg->x_loop, v) : pb_strdup(v);
		free(msg->x_loop);
		free(v);
		msg->x_loop = joined;
	}
}

/* mime_return_path - Return-Path: the address, "" for <> */

static void
mime_return_path(struct mime_msg *msg, const struct mailimf_return *r)
{
	char *addr;

	if (msg->return_path != NULL || r == NULL || r->ret_path == NULL)
		return;
	if (r->ret_path->pt_addr_spec == NULL || *r->ret_path->pt_addr_spec == '\0') {
		msg->return_path = pb_strdup("");
		return;
	}
	addr = mime_clean(r->ret_path->pt_addr_spec, strlen(r->ret_path->pt_addr_spec));
	msg->return_path = pb_strlower(addr);
}

/* mime_headers - the header values pbemd needs; the first instance wins */

static void
mime_headers(struct mime_msg *msg, const struct mailimf_fields *fields)
{
	struct mailimf_field *f;
	clistiter            *cur;

	for (cur = clist_begin(fields->fld_list); cur; cur = clist_next(cur)) {
		f = clist_content(cur);
		switch (f->fld_type) {
		case MAILIMF_FIELD_FROM:
			if (msg->from_addr == NULL && msg->from_name == NULL)
				mime_from(msg, f->fld_data.fld_from);
			break;
		case MAILIMF_FIELD_SUBJECT:
			if (msg->subject == NULL)
				msg->subject = mime_decode(f->fld_data.fld_subject->sbj_value);
			break;
		case MAILIMF_FIELD_MESSAGE_ID:
			if (msg->message_id == NULL)
				msg->message_id =
				    mime_decode(f->fld_data.fld_message_id->mid_value);
			break;
		case MAILIMF_FIELD_IN_REPLY_TO:
			if (msg->in_reply_to == NULL)
				msg->in_reply_to =
				    mime_ids(f->fld_data.fld_in_reply_to->mid_list, 1);
			break;
		case MAILIMF_FIELD_REFERENCES:
			if (msg->references == NULL)
				msg->references = mime_ids(f->fld_data.fld_references->mid_list, 0);
			break;
		case MAILIMF_FIELD_OPTIONAL_FIELD:
			mime_optional(msg, f->fld_data.fld_optional_field);
			break;
		case MAILIMF_FIELD_RETURN_PATH:
			mime_return_path(msg, f->fld_data.fld_return_path);
			break;
		default:
			break;
		}
	}
	if (msg->subject == NULL)
		msg->subject = pb_strdup("");
	if (msg->message_id != NULL && *msg->message_id == '\0') {
		free(msg->message_id);
		msg->message_id = NULL;
	}
}

/* mime_is_attachment - Content-Disposition: attachment? */

static int
mime_is_attachment(const struct mailmime *part)
{
	struct mailmime_field *f;
	clistiter             *cur;

	if (part->mm_mime_fields == NULL)
		return (0);
	for (cur = clist_begin(part->mm_mime_fields->fld_list); cur; cur = clist_next(cur)) {
		f = clist_content(cur);
		if (f->fld_type == MAILMIME_FIELD_DISPOSITION && f->fld_data.fld_disposition != NULL
		    && f->fld_data.fld_disposition->dsp_type != NULL
		    && f->fld_data.fld_disposition->dsp_type->dsp_type
		        == MAILMIME_DISPOSITION_TYPE_ATTACHMENT)
			return (1);
	}
	return (0);
}

/* mime_is_multipart - a Content-Type of multipart/ANY */

static int
mime_is_multipart(const struct mailmime_content *ct)
{
	return (ct->ct_type->tp_type == MAILMIME_TYPE_COMPOSITE_TYPE
	    && ct->ct_type->tp_data.tp_composite_type->ct_type
	        == MAILMIME_COMPOSITE_TYPE_MULTIPART);
}

/* mime_lines - how many lines of body start with s? */

static size_t
mime_lines(const char *body, size_t len, const char *s)
{
	const char *p = body;
	size_t      slen = strlen(s), count = 0;

	while (p != NULL && (size_t)(p - body) + slen <= len) {
		if (memcmp(p, s, slen) == 0)
			count++;
		if ((p = memchr(p, '\n', len - (size_t)(p - body))) != NULL)
			p++;
	}
	return (count);
}

/* mime_text_of - the raw body of a part, or NULL */

static const struct mailmime_data *
mime_text_of(const struct mailmime *mime)
{
	const struct mailmime_data *d;

	d = mime->mm_type == MAILMIME_SINGLE ? mime->mm_data.mm_single : mime->mm_body;
	return (d != NULL && d->dt_type == MAILMIME_DATA_TEXT ? d : NULL);
}

/* mime_delim_count - lines of a multipart's body that start "--B" */

static size_t
mime_delim_count(const struct mailmime *mime, const char *suffix)
{
	const struct mailmime_data *d = mime_text_of(mime);
	char                       *boundary, *delim;
	size_t                      count;

	if (d == NULL || mime->mm_content_type == NULL
	    || (boundary = mailmime_extract_boundary(mime->mm_content_type)) == NULL)
		return (0);
	delim = pb_asprintf("--%s%s", boundary, suffix);
	count = mime_lines(d->dt_data.dt_text.dt_data, d->dt_data.dt_text.dt_length, delim);
	free(delim);
	free(boundary);
	return (count);
}

/* mime_bchars - may these n bytes be a boundary (RFC 2046)? */

static int
mime_bchars(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || n > 70 || s[n - 1] == ' ')
		return (0);
	for (i = 0; i < n; i++)
		if (s[i] == '\0'
		    || (!isalnum((unsigned char)s[i]) && strchr("'()+_,-./:=? ", s[i]) == NULL))
			return (0);
	return (1);
}

/* mime_guess_boundary - the first "--X" line used twice, or NULL */

static char *
mime_guess_boundary(const char *body, size_t len)
{
	const char *p, *end = body + len, *eol;
	char       *cand, *delim;
	size_t      n, uses;

	for (p = body; p < end; p = eol + 1) {
		if ((eol = memchr(p, '\n', (size_t)(end - p))) == NULL)
			eol = end;
		n = (size_t)(eol - p);
		if (n > 0 && p[n - 1] == '\r')
			n--;
		if (n < 3 || p[0] != '-' || p[1] != '-' || !mime_bchars(p + 2, n - 2))
			continue;
		cand = pb_strndup(p + 2, n - 2);
		if (n - 2 > 2 && strcmp(cand + n - 4, "--") == 0)
			cand[n - 4] = '\0'; /* from a close delimiter */
		delim = pb_asprintf("--%s", cand);
		uses = mime_lines(body, len, delim);
		free(delim);
		if (uses >= 2 && *cand != '\0')
			return (cand);
		free(cand);
	}
	return (NULL);
}

/*
  * A multipart whose body never uses its declared boundary is broken;
  * it is reparsed with the boundary its body does use, when one can be
  * guessed.  The reparsed message refers to buf, so both are freed
  * together, after the tree.
  */
#define MIME_MAX_REPAIR 8

struct mime_repair {
	const struct mailmime *broken; /* in the original tree */
	struct mailmime       *top;    /* the reparsed message, or NULL */
	char                  *buf;    /* its text */
};

struct mime_body {
	struct mime_repair fix[MIME_MAX_REPAIR];
	size_t             n;     /* entries in fix */
	int                flags; /* MIME_* */
};

/* mime_repair_one - reparse a broken multipart with a guessed boundary */

static void
mime_repair_one(struct mime_body *mb, const struct mailmime *mime)
{
	const struct mailmime_data *d = mime_text_of(mime);
	struct mime_repair         *fix = mb->fix + mb->n++;
	struct mailmime            *top = NULL;
	struct pb_buf               b;
	char                       *boundary;
	size_t                      idx = 0, len;

	fix->broken = mime;
	mb->flags |= MIME_TRUNCATED;
	if (d == NULL)
		return;
	boundary = mime_guess_boundary(d->dt_data.dt_text.dt_data, d->dt_data.dt_text.dt_length);
	if (boundary == NULL)
		return;
	pb_buf_init(&b);
	pb_buf_printf(&b,
	    "Content-Type: multipart/mixed; "
	    "boundary=\"%s\"\r\n\r\n",
	    boundary);
	pb_buf_add(&b, d->dt_data.dt_text.dt_data, d->dt_data.dt_text.dt_length);
	len = b.len;
	fix->buf = pb_buf_steal(&b);
	if (mailmime_parse(fix->buf, len, &idx, &top) == MAILIMF_NO_ERROR)
		fix->top = top;
	free(boundary);
}

/* mime_fixed - the repaired form of a broken multipart, or NULL */

static struct mailmime *
mime_fixed(const struct mime_body *mb, const struct mailmime *mime, int *broken)
{
	const struct mailmime *top;
	size_t                 i;

	for (i = 0; i < mb->n; i++) {
		if (mb->fix[i].broken != mime)
			continue;
		*broken = 1;
		top = mb->fix[i].top;
		return (top != NULL && top->mm_type == MAILMIME_MESSAGE
		        ? top->mm_data.mm_message.mm_msg_mime
		        : NULL);
	}
	*broken = 0;
	return (NULL);
}

/* mime_repair - find and reparse the broken multiparts of a tree */

static void
mime_repair(struct mime_body *mb, struct mailmime *mime)
{
	struct mailmime *fixed;
	clistiter       *cur;
	int              broken;

	if (mime == NULL || mime->mm_type != MAILMIME_MULTIPLE)
		return;
	if (mb->n < MIME_MAX_REPAIR && mime_delim_count(mime, "") == 0)
		mime_repair_one(mb, mime);
	if ((fixed = mime_fixed(mb, mime, &broken)) != NULL)
		mime_repair(mb, fixed);
	else if (!broken)
		for (cur = clist_begin(mime->mm_data.mm_multipart.mm_mp_list); cur != NULL;
		     cur = clist_next(cur))
			mime_repair(mb, clist_content(cur));
}

/* mime_is_text - an inline part to read as text/SUBTYPE? */

static int
mime_is_text(const struct mime_body *mb, const struct mailmime *part, const char *subtype)
{
	const struct mailmime_content *ct = part->mm_content_type;
	int                            broken;

	if (ct == NULL || ct->ct_type == NULL || mime_is_attachment(part))
		return (0);
	/* A multipart without boundary, or broken beyond repair: raw text. */
	if (mime_is_multipart(ct))
		return (strcmp(subtype, "plain") == 0
		    && (part->mm_type == MAILMIME_SINGLE
		        || (mime_fixed(mb, part, &broken) == NULL && broken)));
	if (part->mm_type != MAILMIME_SINGLE || ct->ct_type->tp_type != MAILMIME_TYPE_DISCRETE_TYPE
	    || ct->ct_type->tp_data.tp_discrete_type->dt_type != MAILMIME_DISCRETE_TYPE_TEXT
	    || ct->ct_subtype == NULL)
		return (0);
	return (strcasecmp(ct->ct_subtype, subtype) == 0);
}

/* mime_find - first part to read as text/SUBTYPE, document order */

static struct mailmime *
mime_find(const struct mime_body *mb, struct mailmime *mime, const char *subtype)
{
	struct mailmime *found = NULL, *fixed;
	clistiter       *cur;
	int              broken;

	if (mime_is_text(mb, mime, subtype))
		return (mime);
	if (mime->mm_type != MAILMIME_MULTIPLE)
		return (NULL);
	if ((fixed = mime_fixed(mb, mime, &broken)) != NULL)
		return (mime_find(mb, fixed, subtype));
	if (broken)
		return (NULL);
	for (cur = clist_begin(mime->mm_data.mm_multipart.mm_mp_list); cur != NULL && found == NULL;
	     cur = clist_next(cur))
		found = mime_find(mb, clist_content(cur), subtype);
	return (found);
}

/* mime_scan - flags for cut multiparts and ignored parts */

static void
mime_scan(struct mime_body *mb, struct mailmime *mime, const struct mailmime *chosen)
{
	struct mailmime *fixed;
	clistiter       *cur;
	clist           *list;
	int              broken;

	if (mime->mm_type == MAILMIME_MULTIPLE && (fixed = mime_fixed(mb, mime, &broken)) != NULL) {
		mime_scan(mb, fixed, chosen);
	} else if (mime->mm_type == MAILMIME_MULTIPLE && !broken) {
		list = mime->mm_data.mm_multipart.mm_mp_list;
		if (list == NULL || clist_begin(list) == NULL || mime_delim_count(mime, "--") == 0)
			mb->flags |= MIME_TRUNCATED;
		for (cur = list ? clist_begin(list) : NULL; cur; cur = clist_next(cur))
			mime_scan(mb, clist_content(cur), chosen);
	} else if (mime->mm_type == MAILMIME_SINGLE) {
		if (mime->mm_content_type != NULL && mime_is_multipart(mime->mm_content_type))
			mb->flags |= MIME_TRUNCATED;
		if (mime != chosen && !mime_is_text(mb, mime, "plain")
		    && !mime_is_text(mb, mime, "html"))
			mb->flags |= MIME_ATTACHMENT;
	} else if (mime->mm_type == MAILMIME_MESSAGE) {
		mb->flags |= MIME_ATTACHMENT;
	}
}

/* mime_b64_cut - base64 text whose length is not whole quanta? */

static int
mime_b64_cut(const char *s, size_t len)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		if (isalnum((unsigned char)s[i]) || s[i] == '+' || s[i] == '/' || s[i] == '=')
			n++;
	return (n % 4 != 0);
}

/* mime_lf - CRLF and lone CR to LF, LF at the end; caller frees.  The
 * text never grows but for that LF: one allocation, the runs between
 * CRs copied whole (a mail's text is most of its bytes). */

static char *
mime_lf(const char *s)
{
	size_t      len = strlen(s), run;
	char       *res = pb_malloc(len + 2), *d = res;
	const char *cr;

	while ((cr = memchr(s, '\r', len)) != NULL) {
		run = (size_t)(cr - s);
		memcpy(d, s, run);
		d += run;
		*d++ = '\n';
		run += cr[1] == '\n' ? 2 : 1;
		s += run;
		len -= run;
	}
	memcpy(d, s, len);
	d += len;
	if (d > res && d[-1] != '\n')
		*d++ = '\n';
	*d = '\0';
	return (res);
}

/* mime_part_text - decode, convert, render one part; caller frees */

static char *
mime_part_text(struct mime_body *mb, struct mailmime *part, int html)
{
	const struct mailmime_data *d = mime_text_of(part);
	char                       *dec = NULL, *text, *tmp;
	const char                 *charset, *format, *delsp;
	size_t                      idx = 0, declen = 0;
	int                         unknown;

	/* Decode the transfer encoding. */
	if (d == NULL)
		return (pb_strdup(""));
	if (d->dt_encoding == MAILMIME_MECHANISM_BASE64
	    && mime_b64_cut(d->dt_data.dt_text.dt_data, d->dt_data.dt_text.dt_length))
		mb->flags |= MIME_TRUNCATED;
	if (mailmime_part_parse(d->dt_data.dt_text.dt_data, d->dt_data.dt_text.dt_length, &idx,
	        d->dt_encoding, &dec, &declen)
	    != MAILIMF_NO_ERROR) {
		mb->flags |= MIME_TRUNCATED;
		return (pb_strdup(""));
	}

	/* To UTF-8, to plain text, to LF line ends. */
	charset = mailmime_content_param_get(part->mm_content_type, "charset");
	text = charset_to_utf8(dec, declen, charset, &unknown);
	mailmime_decoded_part_free(dec);
	if (unknown)
		mb->flags |= MIME_BADCHARSET;
	if (html) {
		tmp = html_to_text(text, strlen(text));
		free(text);
		text = tmp;
	}
	tmp = mime_lf(text);
	free(text);
	format = mailmime_content_param_get(part->mm_content_type, "format");
	if (!html && format != NULL && strcasecmp(format, "flowed") == 0) {
		delsp = mailmime_content_param_get(part->mm_content_type, "delsp");
		text = flowed_unflow(tmp, delsp != NULL && strcasecmp(delsp, "yes") == 0);
		free(tmp);
		tmp = text;
	}
	return (tmp);
}

/* mime_type_name - the type of a Content-Type, "" if unknown */

static const char *
mime_type_name(const struct mailmime_content *ct)
{
	static const char *const              discrete[] = { "", "text", "image", "audio", "video",
		             "application" };
	const struct mailmime_discrete_type  *d;
	const struct mailmime_composite_type *c;

	if (ct->ct_type->tp_type == MAILMIME_TYPE_DISCRETE_TYPE) {
		d = ct->ct_type->tp_data.tp_discrete_type;
		if (d->dt_type == MAILMIME_DISCRETE_TYPE_EXTENSION)
			return (d->dt_extension ? d->dt_extension : "");
		return (d->dt_type >= 0 && (size_t)d->dt_type < PB_NELEM(discrete)
		        ? discrete[d->dt_type]
		        : "");
	}
	c = ct->ct_type->tp_data.tp_composite_type;
	if (c->ct_type == MAILMIME_COMPOSITE_TYPE_MESSAGE)
		return ("message");
	if (c->ct_type == MAILMIME_COMPOSITE_TYPE_MULTIPART)
		return ("multipart");
	return (c->ct_token ? c->ct_token : "");
}

/* mime_type_is - is a part's Content-Type type/subtype? */

static int
mime_type_is(const struct mailmime *part, const char *type, const char *subtype)
{
	const struct mailmime_content *ct = part->mm_content_type;

	if (ct == NULL || ct->ct_type == NULL || ct->ct_subtype == NULL)
		return (0);
	return (
	    strcasecmp(mime_type_name(ct), type) == 0 && strcasecmp(ct->ct_subtype, subtype) == 0);
}

/* mime_raw_body - the undecoded body of any part, or NULL */

static const struct mailmime_data *
mime_raw_body(const struct mailmime *part)
{
	const struct mailmime_data *d;

	d = part->mm_type == MAILMIME_SINGLE ? part->mm_data.mm_single : part->mm_body;
	return (d != NULL && d->dt_type == MAILMIME_DATA_TEXT ? d : NULL);
}

/* mime_dsn_text - a delivery-status part, decoded, or NULL */

static char *
mime_dsn_text(const struct mailmime *part)
{
	const struct mailmime_data *d = mime_raw_body(part);
	char                       *dec = NULL, *text;
	size_t                      idx = 0, declen = 0;

	if (d == NULL)
		return (NULL);
	/* The header fields of a DSN are parsed as a message by some
	 * versions of libetpan: the part's raw text holds them all. */
	if (part->mm_type == MAILMIME_MESSAGE && part->mm_mime_start != NULL)
		text = charset_to_utf8(part->mm_mime_start, part->mm_length, "utf-8", NULL);
	else if (mailmime_part_parse(d->dt_data.dt_text.dt_data, d->dt_data.dt_text.dt_length, &idx,
	             d->dt_encoding, &dec, &declen)
	    == MAILIMF_NO_ERROR) {
		text = charset_to_utf8(dec, declen, "utf-8", NULL);
		mailmime_decoded_part_free(dec);
	} else
		return (NULL);
	dec = mime_lf(text);
	free(text);
	return (dec);
}

/* mime_returned_text - a returned message or its headers, cut */

static char *
mime_returned_text(const struct mailmime *part)
{
	const char                 *s = part->mm_mime_start;
	size_t                      len = part->mm_length;
	const struct mailmime_data *d;

	if ((d = mime_raw_body(part)) != NULL) {
		s = d->dt_data.dt_text.dt_data;
		len = d->dt_data.dt_text.dt_length;
	}
	if (s == NULL)
		return (NULL);
	if (len > MIME_MAX_RETURNED)
		len = MIME_MAX_RETURNED;
	return (charset_to_utf8(s, len, "utf-8", NULL));
}

/* mime_report - the parts of a delivery status report, document order */

static void
mime_report(struct mime_msg *msg, const struct mime_body *mb, struct mailmime *mime)
{
	struct mailmime *fixed;
	clistiter       *cur;
	int              broken;

	if (msg->dsn == NULL
	    && (mime_type_is(mime, "message", "delivery-status")
	        || mime_type_is(mime, "message", "global-delivery-status"))) {
		msg->dsn = mime_dsn_text(mime);
		return;
	}
	if (msg->returned == NULL
	    && (mime_type_is(mime, "message", "rfc822")
	        || mime_type_is(mime, "text", "rfc822-headers")
	        || mime_type_is(mime, "message", "global-headers")
	        || mime_type_is(mime, "message", "global"))) {
		msg->returned = mime_returned_text(mime);
		return;
	}
	if (mime->mm_type != MAILMIME_MULTIPLE)
		return;
	if ((fixed = mime_fixed(mb, mime, &broken)) != NULL) {
		mime_report(msg, mb, fixed);
		return;
	}
	for (cur = broken ? NULL : clist_begin(mime->mm_data.mm_multipart.mm_mp_list); cur != NULL;
	     cur = clist_next(cur))
		mime_report(msg, mb, clist_content(cur));
}

/* mime_report_type - report-type of a top-level multipart/report */

static void
mime_report_type(struct mime_msg *msg, const struct mailmime *root)
{
	char *v;

	if (!mime_type_is(root, "multipart", "report"))
		return;
	if ((v = mailmime_content_param_get(root->mm_content_type, "report-type")) != NULL)
		msg->report_type = pb_strlower(mime_clean(v, strlen(v)));
	else
		msg->report_type = pb_strdup("");
}

/* mime_body - choose, decode and flag the body text */

static void
mime_body(struct mime_msg *msg, struct mailmime *root)
{
	struct mime_body mb;
	struct mailmime *part = NULL;
	size_t           i;

	/* Initialize: repair broken multiparts. */
	memset(&mb, 0, sizeof(mb));
	if (root != NULL)
		mime_repair(&mb, root);

	/* The first text/plain, else the first text/html. */
	if (root != NULL && (part = mime_find(&mb, root, "plain")) == NULL
	    && (part = mime_find(&mb, root, "html")) != NULL)
		mb.flags |= MIME_FROM_HTML;
	if (part != NULL) {
		msg->text = mime_part_text(&mb, part, mb.flags & MIME_FROM_HTML);
	} else {
		msg->text = pb_strdup("");
		mb.flags |= MIME_NOTEXT;
	}
	if (root != NULL) {
		mime_scan(&mb, root, part);
		mime_report_type(msg, root);
		mime_report(msg, &mb, root);
	}
	msg->flags = mb.flags;

	/* Cleanup: each reparsed tree before its text. */
	for (i = 0; i < mb.n; i++) {
		if (mb.fix[i].top != NULL)
			mailmime_free(mb.fix[i].top);
		free(mb.fix[i].buf);
	}
}

/*
 * unclosed_return_path - the Return-Path field of the header section
 * buf[0..hlen) that opens an angle bracket it never closes, or NULL.
 * libetpan 1.9.4's mailimf_fields_parse() leaks the address it read of
 * such a field ("Return-Path: <anna@exa", then a new line; the fuzzer
 * found it: tests/fuzz/regress/return-path-unclosed.eml), and then keeps
 * it as an optional field, which mime_optional() reads as no address.
 */

static char *
unclosed_return_path(char *buf, size_t hlen)
{
	char *line = buf, *end = buf + hlen, *p;
	int   open;

	while (line < end) {
		if ((size_t)(end - line) > 12 && strncasecmp(line, "Return-Path:", 12) == 0) {
			open = 0;
			for (p = line + 12; p < end; p++) {
				if (*p == '<')
					open++;
				else if (*p == '>' && open > 0)
					open--;
				else if (*p == '\n'
				    && (p + 1 >= end || (p[1] != ' ' && p[1] != '\t')))
					break; /* the field ends; a folded line goes on */
			}
			if (open > 0)
				return (line);
		}
		if ((p = memchr(line, '\n', (size_t)(end - line))) == NULL)
			break;
		line = p + 1;
	}
	return (NULL);
}

/* mime_fallback - headers only, and the raw body as plain text: the
 * message that mailmime_parse() cannot take apart (step 3) */

static enum pb_rc
mime_fallback(const char *buf, size_t len, struct mime_msg **out, struct pb_err *err)
{
	struct mailimf_fields *fields = NULL;
	struct mime_msg       *msg;
	const char            *end;
	char                  *text, *head, *rp;
	size_t                 hlen, idx = 0;
	int                    rc;

	/* The header section: up to the first empty line. */
	if (len >= 2 && memcmp(buf, "\r\n", 2) == 0)
		return (pb_err_set(err, PB_EDATA, "message has no header section"));
	end = memmem(buf, len, "\r\n\r\n", 4);
	hlen = end != NULL ? (size_t)(end - buf) + 2 : len;
	head = pb_malloc(hlen + 1);
	memcpy(head, buf, hlen);
	head[hlen] = '\0';
	while ((rp = unclosed_return_path(head, hlen)) != NULL)
		*rp = 'X'; /* "Xeturn-Path": read as the optional field it ends as */
	rc = mailimf_fields_parse(head, hlen, &idx, &fields);
	free(head);
	if (rc != MAILIMF_NO_ERROR || clist_begin(fields->fld_list) == NULL) {
		if (fields != NULL)
			mailimf_fields_free(fields);
		return (pb_err_set(err, PB_EDATA, "message has no header section"));
	}
	msg = pb_calloc(1, sizeof(*msg));
	mime_headers(msg, fields);
	mailimf_fields_free(fields);

	/* The body as it is, read as UTF-8 (windows-1252 if it is not). */
	if (end != NULL) {
		end += 4;
		if (charset_utf8_valid(end, len - (size_t)(end - buf)))
			text = charset_to_utf8(end, len - (size_t)(end - buf), "utf-8", NULL);
		else
			text =
			    charset_to_utf8(end, len - (size_t)(end - buf), "windows-1252", NULL);
	} else
		text = pb_strdup("");
	msg->text = mime_lf(text);
	free(text);
	msg->report_type = pb_strdup("");
	msg->flags = MIME_TRUNCATED | MIME_RAWBODY | (*msg->text ? 0 : MIME_NOTEXT);
	*out = msg;
	return (PB_OK);
}

/* mime_parse - parse a raw message; *out on success, caller frees */

enum pb_rc
mime_parse(const char *raw, size_t len, struct mime_msg **out, struct pb_err *err)
{
	struct mailmime       *top = NULL;
	struct mailimf_fields *fields;
	struct mime_msg       *msg;
	enum pb_rc             rc = PB_OK;
	char                  *buf;
	size_t                 buflen, idx = 0;
	int                    r;

	/* Sanity checks. */
	if (raw == NULL || out == NULL)
		pb_panic("mime_parse: NULL argument");

	/* Normalise, guard against deep nesting, parse. */
	buf = mime_crlf(raw, len, &buflen);
	if (mime_too_deep(buf, buflen)) {
		rc = mime_fallback(buf, buflen, out, err);
		goto out;
	}
	if ((r = mailmime_parse(buf, buflen, &idx, &top)) != MAILIMF_NO_ERROR) {
		top = NULL;
		if (r == MAILIMF_ERROR_PARSE)
			rc = mime_fallback(buf, buflen, out, err);
		else
			rc =
			    pb_err_set(err, PB_ESYS, "cannot parse message (libetpan error %d)", r);
		goto out;
	}
	fields = top->mm_type == MAILMIME_MESSAGE ? top->mm_data.mm_message.mm_fields : NULL;
	if (fields == NULL || clist_begin(fields->fld_list) == NULL) {
		rc = pb_err_set(err, PB_EDATA, "message has no header section");
		goto out;
	}

	/* Extract. */
	msg = pb_calloc(1, sizeof(*msg));
	mime_headers(msg, fields);
	mime_body(msg, top->mm_data.mm_message.mm_msg_mime);
	*out = msg;

out:
	if (top != NULL)
		mailmime_free(top);
	free(buf);
	return (rc);
}

/* mime_msg_free - release a parsed message */

void
mime_msg_free(struct mime_msg *msg)
{
	if (msg == NULL)
		return;
	free(msg->message_id);
	free(msg->from_addr);
	free(msg->from_name);
	free(msg->subject);
	free(msg->in_reply_to);
	free(msg->references);
	free(msg->auto_submitted);
	free(msg->precedence);
	free(msg->x_loop);
	free(msg->return_path);
	free(msg->list_id);
	free(msg->list_unsubscribe);
	free(msg->x_autoreply);
	free(msg->x_auto_suppress);
	free(msg->report_type);
	free(msg->dsn);
	free(msg->returned);
	free(msg->text);
	free(msg);
}
