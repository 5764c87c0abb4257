/*++
/* NAME
/*	history 3
/* SUMMARY
/*	HISTORY by mail: a player's own past mails
/* SYNOPSIS
/*	#include "arbiter/history.h"
/* DESCRIPTION
/*	history
/*	history FROM
/*	history FROM TO
/*		the mails this seat of this game was sent while the game
/*		was at moves FROM to TO (default: from the set-up to now),
/*		the latest [archive] history_max of them, in one digest
/*		mail (template "history") queued with the reply.
/*
/*	Of each mail the digest gives the subject (without the game's tag
/*	and the move token) and the lines that say what happened, as the
/*	shared templates write them whatever the language: the events
/*	("* "), the commands echoed ("> ") and the line under each that
/*	says what it did, the lines of a press message ("| "); never the
/*	board nor the rest, which the newest mail shows.  The text is
/*	read unflowed (mime(3); RFC 3676: a line ending in a space goes on
/*	in the next), as flowed(3) wrote it.
/*
/*	Only the outbox rows of the sender's own seat are read (table
/*	outbox, index outbox_seat): a player never gets a mail sent to
/*	another seat, whatever it held.  Earlier HISTORY digests are left
/*	out, so digests do not nest.  The move a mail belongs to is read
/*	from its Message-ID ("pbemd.GAME.SEQ.SEAT.KEY@..." of notify(3));
/*	mails without one (warnings about a bad token, for instance) are
/*	listed only when no range is given.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/history.h"
#include "arbiter/notify.h"

#define HISTORY_MAXTEXT 20000 /* bytes of one mail's text in a digest */

/* seq_of - the move a mail was sent at, or -1 */

static long long
seq_of(const char *message_id)
{
	long long game, seq;
	int       seat, n = 0;

	if (message_id == NULL
	    || sscanf(message_id, "pbemd.%lld.%lld.%d.%n", &game, &seq, &seat, &n) != 3 || n == 0)
		return (-1);
	return (seq);
}

/* is_history - a digest of an earlier HISTORY */

static int
is_history(const char *message_id)
{
	return (message_id != NULL && strstr(message_id, ".history") != NULL);
}

/* short_subject - a subject without "[Title #N] " and the move token;
 * caller frees */

static char *
short_subject(const char *subject)
{
	const char *p = subject, *e;
	char       *s, *tok;

	if (*p == '[' && (e = strchr(p, ']')) != NULL)
		p = e + 1 + (e[1] == ' ');
	else if (strncmp(p, "Re: [", 5) == 0 && (e = strchr(p, ']')) != NULL)
		p = e + 1 + (e[1] == ' ');
	s = pb_strdup(p);
	if ((tok = strstr(s, " PBEM-")) != NULL)
		*tok = '\0';
	return (s);
}

/* told_lines - what a mail's text said happened: its event lines, its
 * echoed commands and the line under each, press lines, unflowed; at most
 * HISTORY_MAXTEXT bytes (*cut is set when more) */

static json_t *
told_lines(const char *flat, int *cut)
{
	json_t     *a = json_array();
	const char *p, *nl;
	size_t      len, bytes = 0;
	int         after_cmd = 0, told;

	*cut = 0;
	for (p = flat; *p; p = nl ? nl + 1 : p + len) {
		nl = strchr(p, '\n');
		len = nl ? (size_t)(nl - p) : strlen(p);
		told = len >= 2
		    && (strncmp(p, "* ", 2) == 0 || strncmp(p, "> ", 2) == 0
		        || strncmp(p, "| ", 2) == 0);
		if (told || (after_cmd && len > 0)) {
			if ((bytes += len) > HISTORY_MAXTEXT)
				*cut = 1;
			else
				json_array_append_new(a, json_stringn(p, len));
		}
		after_cmd = len >= 2 && strncmp(p, "> ", 2) == 0;
	}
	return (a);
}

/* entry_json - one mail of the digest, or NULL when unreadable */

static json_t *
entry_json(const struct store_out *o, long long seq)
{
	struct mime_msg *m;
	struct pb_err    err;
	json_t          *e, *lines;
	char            *subject;
	int              cut;

	if (mime_parse(o->message, strlen(o->message), &m, &err) != PB_OK)
		return (NULL);
	subject = short_subject(m->subject ? m->subject : "");
	lines = told_lines(m->text ? m->text : "", &cut);
	e = json_pack("{s:I, s:s, s:o, s:b}", "seq", (json_int_t)(seq < 0 ? 0 : seq), "subject",
	    subject, "lines", lines, "cut", cut);
	json_object_set_new(e, "known_seq", json_boolean(seq >= 0));
	free(subject);
	mime_msg_free(m);
	return (e);
}

/* parse_range - FROM and TO; 0 and a reason when not numbers */

static int
parse_range(const struct lex_line *l, long long last, long long *from, long long *to, char **why)
{
	char     *end;
	long long v[2] = { 0, last };
	int       i;

	if (l->argc > 3) {
		*why = pb_strdup("write history, history FROM or history FROM TO (move numbers)");
		return (0);
	}
	for (i = 1; i < l->argc; i++) {
		v[i - 1] = strtoll(l->argv[i], &end, 10);
		if (*l->argv[i] == '\0' || *end != '\0' || v[i - 1] < 0) {
			*why = pb_asprintf("\"%s\" is not a move number", l->argv[i]);
			return (0);
		}
	}
	if (v[0] > v[1]) {
		*why = pb_asprintf("move %lld comes after move %lld", v[0], v[1]);
		return (0);
	}
	*from = v[0];
	*to = v[1];
	return (1);
}

/* collect - the seat's mails in the range, the latest max of them */

static json_t *
collect(struct store_out **rows, size_t n, long long from, long long to, int ranged, int max)
{
	json_t   *a = json_array(), *e;
	long long seq;
	size_t    i;

	for (i = n; i > 0 && (int)json_array_size(a) < max; i--) {
		seq = seq_of(rows[i - 1]->message_id);
		if (is_history(rows[i - 1]->message_id) || (ranged && (seq < from || seq > to))
		    || (e = entry_json(rows[i - 1], seq)) == NULL)
			continue;
		json_array_insert_new(a, 0, e);
	}
	return (a);
}

/* cmd_history - "history [FROM [TO]]" */

static enum pb_rc
cmd_history(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_out **rows = NULL;
	long long          from = 0, to = 0;
	json_t            *extra, *mails;
	size_t             n = 0;
	char              *why = NULL, *key, *done;
	enum pb_rc         rc;

	if (!parse_range(l, (long long)c->g->row->seq, &from, &to, &why)) {
		corecmd_result(c->results, line, "refused", why);
		free(why);
		return (PB_OK);
	}
	if ((rc = store_out_list_seat(c->p->st, c->g->row->id, c->seat, &rows, &n, c->err))
	    != PB_OK)
		return (rc);
	mails = collect(rows, n, from, to, l->argc > 1, c->p->cf->history_max);
	store_out_list_free(rows, n);
	extra = json_pack("{s:{s:I, s:I, s:i, s:o, s:b}}", "history", "from", (json_int_t)from,
	    "to", (json_int_t)to, "count", (int)json_array_size(mails), "mails", mails, "max",
	    (int)json_array_size(mails) >= c->p->cf->history_max);
	key = pb_asprintf("history%lld", (long long)c->inbox_id);
	rc = notify_seat(c->p, c->g, c->seat, "history", extra, NULL, key, c->err);
	if (rc == PB_OK) {
		done = pb_asprintf("%zu of your mails of moves %lld to %lld follow in another mail",
		    json_array_size(json_object_get(json_object_get(extra, "history"), "mails")),
		    from, to);
		corecmd_result(c->results, line, "done", done);
		free(done);
	}
	free(key);
	json_decref(extra);
	return (rc);
}

const struct corecmd history_cmds[] = {
	{ "history", "history [FROM [TO]]", "your own past mails of moves FROM to TO, in one mail",
	    cmd_history, NULL },
	{ NULL, NULL, NULL, NULL, NULL },
};
