/*++
/* NAME
/*	apply 3
/* SUMMARY
/*	the command lines of one authenticated mail
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/* DESCRIPTION
/*	The apply step of arbiter(3): apply_all() runs every command line of
/*	a player's mail (core commands first, corecmd(3), then the game
/*	module through gamectl_apply()), saves the game once, and queues the
/*	reply to the seat, the updates to the others and the observers, and
/*	the final reveal when the game ends with this mail.
/*	apply_readonly() tells whether a player's mail holds commands that
/*	only read (corecmd_readonly(): HELP, SHOW, HISTORY ...), in the
/*	seat's words, and no other command of the arbiter or the game
/*	(lines that are neither, prose and signatures, are refused by
/*	both and change nothing): such a mail is no move, and is answered
/*	each time it is sent (auth.c keeps no dedupe key for it), while a
/*	mail holding a move sent twice is applied once.
/*	moderator_lines() runs the lines of a game moderator's mail through
/*	moderate(3) and queues the reply to the moderator address.
/*
/*	A reply is capped ([limits] in pbemd.conf(5)): it lists every line
/*	done and the first reply_lines lines refused, and counts the rest
/*	("more_refused"); each echoed line, and the text of a refusal (it
/*	may quote the line), is cut to reply_line_length characters and
/*	"...".  The JSON part of a
/*	player's reply lists the same; its digest is still that of the
/*	whole lines done.  So 19,000 command lines or a 1 MB line get a
/*	reply of a few kilobytes.
/*
/*	A line whose outcome nobody could know when the mail was written
/*	(the game sets res->pause, game.h: a card drawn, a friend hit)
/*	stops the mail there: every later line that would change the
/*	game is held, neither applied nor logged, and the reply lists it
/*	as "held" and quotes the held lines again under "held_lines",
/*	plain, for the player to copy into the next mail ("paused": the
/*	line that paused; "held_n" counts them; capped as refused lines
/*	are, "more_held" the rest).  The lines after it that change
/*	nothing still run (HELP, SHOW, HISTORY: the player asked to see,
/*	and seeing is what the pause is for), and prose stays prose.  A
/*	paused reply shows the board and the seat's cards.  Replay reads
/*	the move log, which holds only what was applied; a mail sent
/*	twice is still applied once (auth.c), held lines included: they
/*	come back only in a new mail.
/*
/*	A line that begins with no command word (corecmd_look(): prose,
/*	"Thanks all!") is neither done nor refused: the reply data and its
/*	JSON part list it under "prose" (cut and capped as refused lines
/*	are; "prose_n" counts them for the template), for the sender
/*	only.  A near miss of a command word is refused with the word
/*	meant.
/* SEE ALSO
/*	arbiter(3), the pipeline and its outcomes
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/digest.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/ballot.h"
#include "arbiter/corecmd.h"
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/notify.h"
#include "arbiter/notify_level.h"
#include "arbiter/observe.h"
#include "arbiter/reveal.h"

/* add_events - a game's event text, one event a line */

static void
add_events(json_t *events, const char *text)
{
	const char *p, *nl;

	for (p = text; *p; p = nl + (*nl != '\0')) {
		nl = strchr(p, '\n');
		if (nl == NULL)
			nl = p + strlen(p);
		if (nl > p)
			json_array_append_new(events, json_stringn(p, (size_t)(nl - p)));
	}
}

/* proofs_of - extra's "proofs": the commitments and nonces a mail's
 * footer shows (ballot(3)), created empty when first asked for */

static json_t *
proofs_of(json_t *extra)
{
	json_t *a = json_object_get(extra, "proofs");

	if (a == NULL) {
		a = json_array();
		json_object_set_new(extra, "proofs", a);
	}
	return (a);
}

/* What the lines of one mail ask to tell some seats only (game.h). */
struct arb_notices {
	unsigned mail;                       /* GAME_MAIL(seat): an update to it */
	json_t  *lines[GAME_MAX_SEATS + 1]; /* [seat]: private lines, or NULL */
};

/* notices_add - a result's private notices and mail requests */

static void
notices_add(struct arb_notices *nt, const struct game_result *res)
{
	int k;

	nt->mail |= res->mail;
	for (k = 1; k <= GAME_MAX_SEATS; k++)
		if (res->notice[k] != NULL) {
			if (nt->lines[k] == NULL)
				nt->lines[k] = json_array();
			json_array_append_new(nt->lines[k], json_string(res->notice[k]));
			nt->mail |= GAME_MAIL(k);
		}
}

/* notices_for - extra's "notices": seat's private lines (an empty list) */

static void
notices_for(const struct arb_notices *nt, int seat, json_t *extra)
{
	json_t *v = seat >= 1 && seat <= GAME_MAX_SEATS ? nt->lines[seat] : NULL;

	json_object_set_new(extra, "notices", v ? json_incref(v) : json_array());
}

/* notices_free - release */

static void
notices_free(struct arb_notices *nt)
{
	int k;

	for (k = 0; k <= GAME_MAX_SEATS; k++)
		json_decref(nt->lines[k]);
}

/* not_command - a line that is no command: prose (listed, 1) or a near
 * miss of a command word (refused, "did you mean"); 0 for a command */

static int
not_command(
    struct arb *a, const struct lex_line *l, const char *line, json_t *results, json_t *prose)
{
	enum corecmd_look look;
	char             *near, *text, *word;

	look = corecmd_look(a->g, a->tok.seat, l, line, &near);
	if (look == CORECMD_PROSE)
		json_array_append_new(prose, json_string(line));
	if (look == CORECMD_NEAR) {
		word = l != NULL ? pb_strdup(l->argv[0]) : pb_strndup(line, strcspn(line, " \t"));
		text = pb_asprintf("\"%s\" is no command" LANG_DIDYOU "%s?", word, near);
		corecmd_result(results, line, "refused", text);
		free(text);
		free(word);
	}
	free(near);
	return (look != CORECMD_COMMAND);
}

/* apply_line - one command line: done, refused, or prose; *pause: the
 * game asks the mail to stop after it */

static enum pb_rc
apply_line(struct arb *a, const char *line, const char *const *rest, size_t nrest, size_t *consumed,
    json_t *results, json_t *events, json_t *extra, int *broadcast, struct arb_notices *nt,
    int *pause)
{
	struct game_result res = { 0 };
	struct corecmd_ctx c;
	struct lex_line   *l = NULL;
	struct pb_err      lerr;
	enum pb_rc         rc;
	int                handled;
	char              *canon = NULL; /* the line in English words, if not already */
	char              *receipt = NULL;
	json_t            *prose = json_object_get(extra, "prose");

	if (corecmd_lex(a->g, a->tok.seat, line, &l, &canon, &lerr) != PB_OK) {
		if (!not_command(a, NULL, line, results, prose))
			corecmd_result(results, line, "refused", lerr.msg);
		return (PB_OK);
	}
	if (l->argc == 0 || not_command(a, l, line, results, prose)) {
		lex_free(l);
		free(canon);
		return (PB_OK);
	}
	c = (struct corecmd_ctx){ .p = a->p,
		.g = a->g,
		.seat = a->tok.seat,
		.inbox_id = a->in.id,
		.m = a->m,
		.results = results,
		.extra = extra,
		.events = events,
		.rest = rest,
		.nrest = nrest,
		.err = a->err };
	if ((rc = corecmd_run(&c, l, line, &handled)) != PB_OK || handled) {
		*broadcast |= c.broadcast;
		*consumed = c.consumed;
		lex_free(l);
		free(canon);
		return (rc);
	}
	rc = gamectl_apply(a->p, a->g, a->tok.seat, l, canon ? canon : line, a->in.id, &res, &lerr);
	if (rc == PB_OK) {
		/* A secret ballot: its receipt, the commitment public (ballot.h). */
		if (res.ballot != NULL
		    && (rc = ballot_cast(a->p, a->g, a->tok.seat, res.ballot, &receipt, events,
		            proofs_of(extra), a->err))
		        == PB_OK)
			*broadcast = 1;
		/* No text: what it did is in the events the reply lists. */
		corecmd_result(results, line, "done", res.text ? res.text : "");
		/* The receipt: for the voter's reply only, in its footer. */
		if (receipt != NULL)
			json_object_set_new(extra, "receipt", json_string(receipt));
		free(receipt);
		if (res.event)
			add_events(events, res.event);
		if (rc == PB_OK && res.reveal_ballots)
			rc = ballot_reveal(a->p, a->g, events, proofs_of(extra), a->err);
		*broadcast |= res.broadcast;
		*pause = res.pause;
		notices_add(nt, &res);
	} else if (rc == PB_EDATA || rc == PB_EPERM || rc == PB_EWAIT) {
		corecmd_result(results, line, "refused", lerr.msg);
		rc = PB_OK;
	} else {
		pb_err_set(a->err, rc, "%s", lerr.msg);
	}
	game_result_clear(&res);
	lex_free(l);
	free(canon);
	return (rc);
}

/* ignored_json - what was not read, as counts */

static json_t *
ignored_json(const struct strip_result *sr)
{
	int    n[STRIP_MOBILE + 1] = { 0 };
	size_t i;

	for (i = 0; i < sr->n; i++)
		n[sr->lines[i].kind]++;
	return (json_pack("{s:i, s:b, s:b, s:b, s:b}", "quoted", n[STRIP_QUOTE], "original",
	    n[STRIP_ORIGINAL] > 0, "signature", n[STRIP_SIGNATURE] > 0, "mobile",
	    n[STRIP_MOBILE] > 0, "any",
	    n[STRIP_QUOTE] + n[STRIP_ORIGINAL] + n[STRIP_SIGNATURE] + n[STRIP_MOBILE] > 0));
}

/* unreadable_json - what of the mail could not be read, for the reply */

static json_t *
unreadable_json(const struct mime_msg *m)
{
	json_t *notes = json_array();

	if (m->flags & MIME_RAWBODY)
		json_array_append_new(notes,
		    json_string("The MIME structure of your mail could not be taken apart (too "
		                "many parts, or nested too deep): its raw text was read as plain "
		                "text, and its MIME lines are not read as commands."));
	else if (m->flags & MIME_TRUNCATED)
		json_array_append_new(notes,
		    json_string(
		        "Part of your mail is cut off or its MIME structure is broken (a "
		        "missing or wrong boundary, or bad base64): only what could be read "
		        "was read."));
	if (m->flags & MIME_BADCHARSET)
		json_array_append_new(notes,
		    json_string("Your mail names a character set this server does not know: it was "
		                "read as Windows-1252, so accented letters may be wrong."));
	if (m->flags & MIME_NOTEXT)
		json_array_append_new(notes,
		    json_string("Your mail has no text part: write your commands as plain text."));
	else if (m->flags & MIME_ATTACHMENT)
		json_array_append_new(notes,
		    json_string("Attachments and parts other than text were not read: write your "
		                "commands in the text of the mail."));
	if (strstr(m->text, "\xef\xbf\xbd") != NULL)
		json_array_append_new(notes,
		    json_string(
		        "Some bytes of your mail could not be decoded and show as \xef\xbf\xbd: "
		        "a line holding one is refused."));
	return (notes);
}

/* reply_cut - at most max characters of s (UTF-8), "..." after a cut
 * one; 0: no limit; caller frees */

static char *
reply_cut(const char *s, int max)
{
	size_t i, n = 0;

	for (i = 0; s[i] != '\0'; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80 && max > 0 && n++ == (size_t)max)
			return (pb_asprintf("%.*s...", (int)i, s));
	return (pb_strdup(s));
}

/* reply_results - the results as a reply echoes them ([limits]
 * reply_lines, reply_line_length): every line done, the first
 * reply_lines refused and the first reply_lines held, each line and
 * the text of a refusal cut; *more counts the refused lines left out,
 * *more_held the held ones */

static json_t *
reply_results(const struct pb_config *cf, json_t *results, int *more, int *more_held)
{
	json_t *out = json_array(), *r;
	size_t  i;
	int     n[2] = { 0, 0 }, held;
	char   *line, *text;

	*more = *more_held = 0;
	json_array_foreach(results, i, r)
	{
		held = json_is_true(json_object_get(r, "held"));
		if (!json_is_true(json_object_get(r, "done")) && cf->reply_lines > 0
		    && n[held]++ >= cf->reply_lines) {
			(*(held ? more_held : more))++;
			continue;
		}
		line = reply_cut(json_string_value(json_object_get(r, "line")), cf->reply_line_length);
		text = reply_cut(json_string_value(json_object_get(r, "text")),
		    json_is_true(json_object_get(r, "done")) ? 0 : cf->reply_line_length);
		r = json_deep_copy(r);
		json_object_set_new(r, "line", json_string(line));
		json_object_set_new(r, "text", json_string(text));
		json_array_append_new(out, r);
		free(line);
		free(text);
	}
	return (out);
}

/* prose_cut - the lines of prose as a reply echoes them: each cut to
 * reply_line_length, at most reply_lines of them */

static void
prose_cut(const struct pb_config *cf, json_t *prose)
{
	size_t i;
	char  *line;

	while (cf->reply_lines > 0 && json_array_size(prose) > (size_t)cf->reply_lines)
		json_array_remove(prose, json_array_size(prose) - 1);
	for (i = 0; i < json_array_size(prose); i++) {
		line =
		    reply_cut(json_string_value(json_array_get(prose, i)), cf->reply_line_length);
		json_array_set_new(prose, i, json_string(line));
		free(line);
	}
}

/* ack_json - the accepted commands, their digest and the log head: the
 * structured acknowledgement (anchors section 4 #10); *part receives
 * the JSON attachment of the reply.  The digest is that of the whole
 * lines done (results); the part lists them as echoed (shown, cut by
 * reply_results()), with more the refused lines left out */

static json_t *
ack_json(const struct arb *a, json_t *results, json_t *shown, int more, json_t **part)
{
	struct pb_buf b;
	json_t       *accepted = json_array(), *r, *ack;
	size_t        i, count = 0;
	char         *digest;

	pb_buf_init(&b);
	json_array_foreach(results, i, r) if (json_is_true(json_object_get(r, "done")))
	{
		pb_buf_printf(&b, "%s%s", count++ ? "\n" : "",
		    json_string_value(json_object_get(r, "line")));
	}
	json_array_foreach(shown, i, r) if (json_is_true(json_object_get(r, "done")))
		json_array_append(accepted, json_object_get(r, "line"));
	digest = digest_hex(b.s ? b.s : "", b.len);
	ack = json_pack("{s:i, s:s, s:I, s:s}", "count", (int)count, "digest", digest, "seq",
	    (json_int_t)a->g->row->seq, "last_hash", a->g->row->last_hash);
	*part = json_pack("{s:s, s:I, s:i, s:s?, s:O, s:i, s:o, s:s, s:I, s:s, s:s}", "format",
	    "pbemd-ack-1", "game", (json_int_t)a->g->row->id, "seat", a->tok.seat, "in_reply_to",
	    a->m->message_id, "results", shown, "more_refused", more, "accepted", accepted,
	    "digest", digest, "seq", (json_int_t)a->g->row->seq, "last_hash",
	    a->g->row->last_hash, "status", a->g->row->status);
	free(digest);
	pb_buf_free(&b);
	return (ack);
}

/* is_command - a line of the mail read as a command (not the token's) */

static int
is_command(const struct strip_line *l)
{
	return (l->kind == STRIP_TEXT && !token_find(l->text, &(struct token){ 0 }));
}

/* line_kind - 1 a command that only reads, 0 another command (a move,
 * or one that might be), -1 no command of the arbiter nor the game */

static int
line_kind(const struct arb *a, const char *line)
{
	struct lex_line *l;
	struct pb_err    err;
	char            *canon;
	int              kind;

	if (corecmd_lex(a->g, a->tok.seat, line, &l, &canon, &err) != PB_OK)
		return (-1); /* refused whole, changes nothing */
	kind = l->argc > 0 ? corecmd_readonly(l->argv[0]) : -1;
	if (kind < 0 && l->argc > 0)
		kind = game_knows(a->g->ops, a->g->state, a->tok.seat, l->argv[0]) ? 0 : -1;
	lex_free(l);
	free(canon);
	return (kind);
}

/* apply_readonly - does the mail hold commands that change nothing, and
 * no other? */

int
apply_readonly(const struct arb *a)
{
	size_t i;
	int    n = 0, kind = 1;

	for (i = 0; kind != 0 && i < a->sr->n; i++)
		if (is_command(&a->sr->lines[i])
		    && (kind = line_kind(a, a->sr->lines[i].text)) == 1)
			n++;
	return (kind != 0 && n > 0);
}

/* held_view - what a reply tells of a mail that paused (the line
 * paused) with lines held after it: extra's "paused", "held_lines" (as
 * echoed in shown), "held_n" and "more_held", the board shown; part's
 * "paused_after" and "more_held" */

static void
held_view(const struct pb_config *cf, const char *paused, json_t *shown, int n, int more_held,
    json_t *extra, json_t *part)
{
	json_t *lines = json_array(), *r;
	size_t  i;
	char   *cut = reply_cut(paused, cf->reply_line_length);

	json_array_foreach(shown, i, r) if (json_is_true(json_object_get(r, "held")))
		json_array_append(lines, json_object_get(r, "line"));
	json_object_set_new(extra, "paused", json_string(cut));
	json_object_set_new(extra, "held_lines", lines);
	json_object_set_new(extra, "held_n", json_integer(n));
	json_object_set_new(extra, "more_held", json_integer(more_held));
	json_object_set_new(extra, "show_board", json_true());
	json_object_set_new(part, "paused_after", json_string(cut));
	json_object_set_new(part, "more_held", json_integer(more_held));
	free(cut);
}

/* apply_all - every command line of the message, then the mails */

enum pb_rc
apply_all(struct arb *a)
{
	json_t      *results = json_array(), *events = json_array(), *extra = json_object();
	json_t      *part = NULL, *shown, *prose;
	const char **cmds;
	enum pb_rc   rc = PB_OK;
	size_t       i, k, n = 0, used;
	int          broadcast = 0, lines = 0, was_ended, more = 0, more_held = 0, pause, held = 0;
	const char  *paused = NULL; /* the line after which the mail stopped */
	int64_t      seq0;
	struct arb_notices nt = { 0 };
	char        *key;

	/* Lines of prose among the commands are listed, not refused. */
	json_object_set_new(extra, "prose", json_array());
	/* The command lines; a press or a diary may take those after it. */
	was_ended = strcmp(a->g->row->status, "ended") == 0;
	seq0 = a->g->row->seq;
	cmds = pb_calloc(a->sr->n + 1, sizeof(*cmds));
	for (i = 0; i < a->sr->n; i++)
		if (is_command(&a->sr->lines[i]))
			cmds[n++] = a->sr->lines[i].text;
	for (i = 0; i < n && rc == PB_OK; i++) {
		if (++lines > ARB_MAXCOMMANDS) {
			corecmd_result(
			    results, cmds[i], "refused", "too many command lines in one mail");
			continue;
		}
		if (paused != NULL && line_kind(a, cmds[i]) == 0) {
			corecmd_result(results, cmds[i], "held", "");
			held++;
			continue;
		}
		used = 0;
		pause = 0;
		rc = apply_line(a, cmds[i], cmds + i + 1, n - i - 1, &used, results, events, extra,
		    &broadcast, &nt, &pause);
		if (pause && paused == NULL)
			paused = cmds[i];
		i += used;
	}
	shown = reply_results(a->p->cf, results, &more, &more_held);
	prose = json_object_get(extra, "prose");
	prose_cut(a->p->cf, prose);
	json_object_set_new(extra, "ack", ack_json(a, results, shown, more, &part));
	if (held > 0)
		held_view(a->p->cf, paused, shown, held, more_held, extra, part);
	free(cmds);
	json_object_set(part, "prose", prose);
	json_object_set_new(extra, "prose_n", json_integer((json_int_t)json_array_size(prose)));
	json_decref(results);
	json_object_set_new(extra, "results", shown);
	json_object_set_new(extra, "more_refused", json_integer(more));
	json_object_set_new(extra, "events", events);
	json_object_set_new(extra, "ignored", ignored_json(a->sr));
	json_object_set_new(extra, "unreadable", unreadable_json(a->m));
	/* The board only when asked for (show), or when the game changed
	 * beyond what the lines' results tell (events: a turn ended, a
	 * colony phase, news for all). */
	if (a->g->row->seq != seq0 && json_array_size(events) > 0)
		json_object_set_new(extra, "show_board", json_true());
	/* A token used from another address: its owner learns it here. */
	if (a->m->from_addr && strcmp(a->m->from_addr, a->g->seats[a->tok.seat - 1]->address) != 0)
		json_object_set_new(extra, "sender", json_string(a->m->from_addr));
	key = pb_asprintf("r%lld", (long long)a->in.id);
	if (rc == PB_OK)
		rc = gamectl_save(a->p, a->g, a->err);
	if (rc == PB_OK)
		rc = deadline_sync(a->p, a->g, a->err);
	notices_for(&nt, a->tok.seat, extra);
	if (rc == PB_OK)
		rc = notify_seat_json(
		    a->p, a->g, a->tok.seat, "reply", extra, a->m->message_id, key, part, a->err);
	/* The others: all on a broadcast, else those the game asked for;
	 * the sender's prose, receipt and held lines are for the sender
	 * alone. */
	json_object_del(extra, "prose");
	json_object_del(extra, "prose_n");
	json_object_del(extra, "receipt");
	json_object_del(extra, "paused");
	json_object_del(extra, "held_lines");
	for (k = 1; rc == PB_OK && k <= a->g->nseats; k++)
		if ((int)k != a->tok.seat && (broadcast || (nt.mail & GAME_MAIL(k)))) {
			notices_for(&nt, (int)k, extra);
			rc = notify_news(a->p, a->g, (int)k, "update", extra, key,
			    (nt.mail & GAME_MAIL(k)) != 0, a->err);
		}
	notices_free(&nt);
	/* Observers: the public view, whenever the players get an update. */
	if (rc == PB_OK && broadcast)
		rc = observe_update(a->p, a->g, events, key, a->err);
	/* The game ended with this mail: everything, to everyone. */
	if (rc == PB_OK && !was_ended && strcmp(a->g->row->status, "ended") == 0)
		rc = reveal_end(a->p, a->g, key, a->err);
	free(key);
	json_decref(part);
	json_decref(extra);
	return (rc);
}

/* moderator_lines - every command line of a moderator's mail, then the
 * reply to the moderator address */

enum pb_rc
moderator_lines(struct arb *a, const char *to)
{
	json_t       *results = json_array(), *view, *shown;
	struct pb_err why;
	enum pb_rc    rc = PB_OK;
	char         *text, *key, *token;
	size_t        i;
	int           more = 0, more_held = 0;

	for (i = 0; a->sr != NULL && i < a->sr->n && rc == PB_OK; i++) {
		if (a->sr->lines[i].kind != STRIP_TEXT
		    || token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			continue;
		text = NULL;
		rc = moderate_exec(a->p, a->g, a->sr->lines[i].text, a->in.id, &text, &why);
		if (rc == PB_OK)
			corecmd_result(results, a->sr->lines[i].text, "done", text);
		else if (rc == PB_EDATA || rc == PB_EDUP) {
			corecmd_result(results, a->sr->lines[i].text, "refused", why.msg);
			rc = PB_OK;
		} else
			pb_err_set(a->err, rc, "%s", why.msg);
		free(text);
	}
	token = moderate_token(a->p, a->g);
	shown = reply_results(a->p->cf, results, &more, &more_held);
	json_decref(results);
	view = json_pack("{s:I, s:s, s:s, s:s, s:s, s:o, s:i}", "game", (json_int_t)a->g->row->id,
	    "title", a->g->ops->title, "token", token, "address", a->p->cf->address, "status",
	    a->g->row->status, "results", shown, "more_refused", more);
	key = pb_asprintf("mod.%lld", (long long)a->in.id);
	if (rc == PB_OK)
		rc = notify_address(a->p, a->g->row->id, 0, to, a->p->cf->locale, "modreply", view,
		    a->m->message_id, key, a->err);
	free(key);
	free(token);
	json_decref(view);
	return (rc);
}
