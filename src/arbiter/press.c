/*++
/* NAME
/*	press 3
/* SUMMARY
/*	press relayed by the arbiter, and private diaries
/* SYNOPSIS
/*	#include "arbiter/press.h"
/* DESCRIPTION
/*	Commands, written to fit a phone's keyboard:
/*
/*	press TO... : TEXT
/*		one line to the seats TO (numbers, "p2" or "player 2",
/*		separated by spaces or commas) or "all" (every other
/*		seat).  The colon may be left out when TEXT does not
/*		start with a digit.
/*	press TO...
/*	TEXT LINES
/*	end press
/*		several lines: everything after the press line, up to a
/*		line "end press" (or "end"), or to the end of the mail.
/*	press anonymous TO... [: TEXT]
/*		the same without naming the writer, when the game's
/*		policy allows anonymous press; with anonymous = always
/*		every press is anonymous.
/*	diary [:] TEXT, or diary and lines up to "end diary"
/*		a private note, shown to nobody until the end of the
/*		game, when it is revealed to every player.
/*
/*	Refusals, each with its reason in the reply: press is off in this
/*	game (policy press = no); more press in the last hour than the
/*	policy's per_hour; no recipient, an unknown seat, only oneself;
/*	anonymous press where the policy says no; an empty text, or a
/*	text over PRESS_MAXBYTES.  A refused press reaches nobody.
/*
/*	Privacy: the mail comes From the arbiter; its text names the
/*	writer as "Player N" (or nobody), and addresses only with the
/*	policy's show_addresses.  The moderator's copy (moderator_reads)
/*	names the writer even of anonymous press: that setting is
/*	announced to the players (policy.h) and printed in every mail.
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/policy.h"
#include "arbiter/press.h"

#define PRESS_MAXBYTES 8000 /* of one press text */
#define PRESS_WINDOW 3600   /* seconds: per_hour */

/*
  * One press command, parsed.
  */
struct press_msg {
	int    to[64]; /* to[k]: seat k is a recipient */
	int    all;
	int    anonymous;
	char  *text; /* the whole text, LF-separated */
	size_t used; /* lines of rest taken */
};

/* skip_space - past white space and commas */

static const char *
skip_space(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == ',')
		p++;
	return (p);
}

/* after_word - past the command's word (whatever its language) */

static const char *
after_word(const char *line)
{
	const char *p = skip_space(line);

	while (*p && *p != ' ' && *p != '\t' && *p != ':' && *p != ',')
		p++;
	return (p);
}

/* word_is - the word at p is w (case-insensitive), followed by a break */

static int
word_is(const char *p, const char *w)
{
	size_t n = strlen(w);

	return (strncasecmp(p, w, n) == 0
	    && (p[n] == '\0' || p[n] == ' ' || p[n] == '\t' || p[n] == ',' || p[n] == ':'));
}

/* block - the lines of rest up to an end line; *used includes it */

static char *
block(const struct corecmd_ctx *c, const char *end, size_t *used)
{
	struct pb_buf b;
	const char   *l;
	size_t        i;

	pb_buf_init(&b);
	for (i = 0; i < c->nrest; i++) {
		l = skip_space(c->rest[i]);
		if (strcasecmp(l, end) == 0 || strcasecmp(l, "end") == 0) {
			i++;
			break;
		}
		pb_buf_printf(&b, "%s%s", b.len ? "\n" : "", c->rest[i]);
	}
	*used = i;
	return (pb_buf_steal(&b));
}

/* text_of - the text after the recipients: the rest of the line, or a
 * block; NULL with *why when there is none */

static char *
text_of(const struct corecmd_ctx *c, const char *p, const char *end, size_t *used)
{
	char  *t;
	size_t n;

	*used = 0;
	p = skip_space(p);
	if (*p == ':')
		p = skip_space(p + 1);
	if (*p != '\0')
		return (pb_strdup(p));
	t = block(c, end, used);
	/* Trailing empty lines are no part of the message. */
	for (n = strlen(t); n > 0 && (t[n - 1] == '\n' || t[n - 1] == ' '); n--)
		t[n - 1] = '\0';
	return (t);
}

/* parse_to - recipients at *pp; 0 and a reason when one is bad */

static int
parse_to(const struct corecmd_ctx *c, const char **pp, struct press_msg *m, char **why)
{
	const char *p = skip_space(*pp);
	char       *end;
	long        k;
	int         n = 0;

	for (;; p = skip_space(p)) {
		if (word_is(p, "all")) {
			m->all = 1;
			p += 3;
			n++;
			continue;
		}
		if (word_is(p, "player"))
			p = skip_space(p + 6);
		else if ((*p == 'p' || *p == 'P') && isdigit((unsigned char)p[1]))
			p++;
		if (!isdigit((unsigned char)*p))
			break;
		k = strtol(p, &end, 10);
		if (k < 1 || (size_t)k > c->g->nseats) {
			*why = pb_asprintf(
			    "there is no Player %ld: seats are 1 to %zu, or all", k, c->g->nseats);
			return (0);
		}
		m->to[k] = 1;
		n++;
		p = end;
	}
	if (n == 0) {
		*why = pb_strdup("name the players: press 2 3: TEXT, or press all: TEXT");
		return (0);
	}
	*pp = p;
	return (1);
}

/* recipients_text - "all" or "1,3": the press row's recipients */

static char *
recipients_text(const struct press_msg *m, size_t nseats)
{
	struct pb_buf b;
	size_t        k;

	if (m->all)
		return (pb_strdup("all"));
	pb_buf_init(&b);
	for (k = 1; k <= nseats; k++)
		if (m->to[k])
			pb_buf_printf(&b, "%s%zu", b.len ? "," : "", k);
	return (pb_buf_steal(&b));
}

/* to_words - "Player 1 and Player 3", or "every player" */

static char *
to_words(const struct press_msg *m, const struct gamectl *g, int writer)
{
	struct pb_buf b;
	size_t        k, n = 0, i = 0;

	if (m->all)
		return (pb_strdup("every player"));
	for (k = 1; k <= g->nseats; k++)
		n += m->to[k] && (int)k != writer;
	pb_buf_init(&b);
	for (k = 1; k <= g->nseats; k++)
		if (m->to[k] && (int)k != writer) {
			i++;
			pb_buf_printf(&b, "%s%s",
			    i == 1       ? ""
			        : i == n ? " and "
			                 : ", ",
			    g->seats[k - 1]->name);
		}
	return (pb_buf_steal(&b));
}

/* lines_json - a text as an array of lines, for templates */

static json_t *
lines_json(const char *text)
{
	json_t     *a = json_array();
	const char *p, *nl;

	for (p = text; *p; p = *nl ? nl + 1 : nl) {
		nl = strchr(p, '\n');
		if (nl == NULL)
			nl = p + strlen(p);
		json_array_append_new(a, json_stringn(p, (size_t)(nl - p)));
	}
	return (a);
}

/* press_view - what a recipient's template gets */

static json_t *
press_view(const struct corecmd_ctx *c, const struct press_msg *m, const struct pb_policy *pol,
    int64_t id, int for_moderator)
{
	const struct store_seat *w = c->g->seats[c->seat - 1];
	json_t                  *o;
	char                    *to = to_words(m, c->g, c->seat);

	o = json_pack("{s:I, s:b, s:s, s:o, s:s}", "id", (json_int_t)id, "anonymous", m->anonymous,
	    "to", to, "lines", lines_json(m->text), "text", m->text);
	if (!m->anonymous || for_moderator) {
		json_object_set_new(o, "from", json_string(w->name));
		json_object_set_new(o, "from_seat", json_integer(c->seat));
		if (pol->show_addresses)
			json_object_set_new(o, "address", json_string(w->address));
	}
	free(to);
	return (o);
}

/* relay - mail the press to each recipient, and to the moderator */

static enum pb_rc
relay(struct corecmd_ctx *c, const struct press_msg *m, const struct pb_policy *pol, int64_t id)
{
	const char *mod = c->p->cf->moderator;
	json_t     *extra, *view;
	char       *key;
	enum pb_rc  rc = PB_OK;
	size_t      k;

	key = pb_asprintf("press%lld", (long long)id);
	extra = json_pack(
	    "{s:o, s:o}", "press", press_view(c, m, pol, id, 0), "policy", policy_json(pol));
	for (k = 1; k <= c->g->nseats && rc == PB_OK; k++)
		if ((int)k != c->seat && (m->all || m->to[k]))
			rc = notify_seat(c->p, c->g, (int)k, "press", extra, NULL, key, c->err);
	json_decref(extra);
	if (rc == PB_OK && pol->moderator_reads && mod != NULL) {
		view = json_pack("{s:o, s:o, s:{s:I, s:s, s:s}}", "press",
		    press_view(c, m, pol, id, 1), "policy", policy_json(pol), "mail", "game",
		    (json_int_t)c->g->row->id, "title", c->g->ops->title, "address",
		    c->p->cf->address);
		rc = notify_address(c->p, c->g->row->id, 0, mod, c->p->cf->locale, "presscopy",
		    view, NULL, key, c->err);
		json_decref(view);
	}
	free(key);
	return (rc);
}

/* may_press - the policy and the rate limit allow one more; else why */

static enum pb_rc
may_press(struct corecmd_ctx *c, const struct pb_policy *pol, char **why)
{
	enum pb_rc rc;
	int        n = 0;

	*why = NULL;
	if (!pol->press) {
		*why = pb_strdup("press is off in this game (the moderator's choice)");
		return (PB_OK);
	}
	if (pol->per_hour == 0)
		return (PB_OK);
	rc = store_press_count(
	    c->p->st, c->g->row->id, c->seat, pb_now() - PRESS_WINDOW + 1, &n, c->err);
	if (rc == PB_OK && n >= pol->per_hour)
		*why = pb_asprintf("you sent %d press messages within the last hour, the most this "
		                   "game allows: try again later",
		    n);
	return (rc);
}

/* check_msg - a parsed press that may go; else why */

static char *
check_msg(const struct corecmd_ctx *c, struct press_msg *m, const struct pb_policy *pol)
{
	size_t k, n = 0;

	if (m->anonymous && strcmp(pol->anonymous, "no") == 0)
		return (pb_strdup("anonymous press is not allowed in this game"));
	if (strcmp(pol->anonymous, "always") == 0)
		m->anonymous = 1;
	for (k = 1; k <= c->g->nseats; k++)
		n += (m->all || m->to[k]) && (int)k != c->seat;
	if (n == 0)
		return (pb_strdup("write to another player (a note for yourself is a diary)"));
	if (m->text[0] == '\0')
		return (pb_strdup("the press has no text: write it after a colon, or on the next "
		                  "lines"));
	if (strlen(m->text) > PRESS_MAXBYTES)
		return (pb_asprintf(
		    "the press is %zu bytes long, more than %d", strlen(m->text), PRESS_MAXBYTES));
	return (NULL);
}

/* store_msg - the press row; *id receives its number */

static enum pb_rc
store_msg(struct corecmd_ctx *c, const char *kind, const char *recipients, int anonymous,
    const char *text, int64_t *id)
{
	struct store_press row = { 0 };
	enum pb_rc         rc;

	row.game_id = c->g->row->id;
	row.seq = c->g->row->seq;
	row.seat = c->seat;
	row.kind = (char *)kind;
	row.recipients = (char *)recipients;
	row.anonymous = anonymous;
	row.body = (char *)text;
	row.inbox_id = c->inbox_id;
	row.created = pb_now();
	if ((rc = store_press_insert(c->p->st, &row, c->err)) == PB_OK)
		*id = row.id;
	return (rc);
}

/* cmd_press - "press [anonymous] TO... [: TEXT]" */

static enum pb_rc
cmd_press(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	struct press_msg m;
	struct pb_policy pol;
	const char      *p = after_word(line);
	char            *why = NULL, *recips = NULL, *to, *done;
	int64_t          id;
	enum pb_rc       rc;

	(void)l;
	memset(&m, 0, sizeof(m));
	if ((rc = policy_load(c->p, c->g->row->id, &pol, c->err)) != PB_OK
	    || (rc = may_press(c, &pol, &why)) != PB_OK || why != NULL)
		goto out;
	p = skip_space(p);
	if (word_is(p, "anonymous") || word_is(p, "anon")) {
		m.anonymous = 1;
		p += strncasecmp(p, "anonymous", 9) == 0 ? 9 : 4;
	}
	if (!parse_to(c, &p, &m, &why))
		goto out;
	m.text = text_of(c, p, "end press", &m.used);
	c->consumed = m.used;
	if ((why = check_msg(c, &m, &pol)) != NULL)
		goto out;
	recips = recipients_text(&m, c->g->nseats);
	if ((rc = store_msg(c, "press", recips, m.anonymous, m.text, &id)) != PB_OK
	    || (rc = relay(c, &m, &pol, id)) != PB_OK)
		goto out;
	to = to_words(&m, c->g, c->seat);
	done = pb_asprintf("sent to %s%s%s", to, m.anonymous ? ", without your name" : "",
	    pol.moderator_reads ? " (the moderator reads all press in this game)" : "");
	corecmd_result(c->results, line, "done", done);
	free(done);
	free(to);
out:
	if (rc == PB_OK && why != NULL)
		corecmd_result(c->results, line, "refused", why);
	free(why);
	free(recips);
	free(m.text);
	return (rc);
}

/* cmd_diary - "diary [:] TEXT" or a block up to "end diary" */

static enum pb_rc
cmd_diary(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	char      *text;
	size_t     used;
	int64_t    id;
	enum pb_rc rc = PB_OK;

	(void)l;
	text = text_of(c, after_word(line), "end diary", &used);
	c->consumed = used;
	if (text[0] == '\0')
		corecmd_result(c->results, line, "refused",
		    "the diary entry has no text: write it after the word diary");
	else if (strlen(text) > PRESS_MAXBYTES)
		corecmd_result(c->results, line, "refused", "the diary entry is too long");
	else if ((rc = store_msg(c, "diary", "", 0, text, &id)) == PB_OK)
		corecmd_result(c->results, line, "done",
		    "written in your diary: nobody reads it before the game ends, then every "
		    "player does");
	free(text);
	return (rc);
}

const struct corecmd press_cmds[] = {
	{ "press", "press 2 3: TEXT | press all: TEXT | press 2 (lines) end press",
	    "a message to other players, relayed by the arbiter", cmd_press, NULL },
	{ "diary", "diary: TEXT", "a private note, revealed to every player when the game ends",
	    cmd_diary, NULL },
	{ NULL, NULL, NULL, NULL, NULL },
};

/* press_reveal_json - press and diaries as the reveal shows them */

enum pb_rc
press_reveal_json(
    struct pbemd *p, int64_t game, const struct pb_policy *pol, json_t **out, struct pb_err *err)
{
	struct store_press **rows = NULL;
	json_t              *a;
	size_t               n = 0, i;
	enum pb_rc           rc;
	int                  named;

	if ((rc = store_press_list(p->st, game, &rows, &n, err)) != PB_OK)
		return (rc);
	a = json_array();
	for (i = 0; i < n; i++) {
		named = !rows[i]->anonymous || pol->reveal_anonymous;
		json_array_append_new(a,
		    json_pack("{s:s, s:b, s:I, s:i, s:s, s:b, s:o, s:s}", "kind", rows[i]->kind,
		        "diary", strcmp(rows[i]->kind, "diary") == 0, "seq",
		        (json_int_t)rows[i]->seq, "from", named ? rows[i]->seat : 0, "to",
		        rows[i]->recipients, "anonymous", rows[i]->anonymous, "lines",
		        lines_json(rows[i]->body), "text", rows[i]->body));
	}
	store_press_list_free(rows, n);
	*out = a;
	return (PB_OK);
}
