/*++
/* NAME
/*	bench_stages 3
/* SUMMARY
/*	the arbiter's pipeline for an applied mail, timed stage by stage
/* SYNOPSIS
/*	#include "bench.h"
/*
/*	extern const char *const bench_stage_names[BENCH_NSTAGES];
/*
/*	int	bench_stages_process(struct pbemd *p, const char *raw,
/*				size_t len, struct bench_time *acc);
/* DESCRIPTION
/*	bench_stages_process() does what arbiter_process() does with a
/*	mail that carries a valid move token, in the same order and with
/*	the same functions (mime_parse, strip_reply, token_verify, the
/*	store, the game module's apply, save and view, render_mail,
/*	compose_message), but with a clock read between the steps, so
/*	that the time of each goes to its stage: acc[stage] grows by it:
/*
/*	mime	mime_parse() and the Message-ID
/*	strip	strip_reply()
/*	auth	Message-ID seen before, auto-reply test, finding the token
/*		and checking its MAC, the seat's checks (stale and misused
/*		tokens), the dedupe digest
/*	load	gamectl_load(): the game row, its seats, and the live state
/*		(kept from the last mail, or loaded on the shared parsed
/*		pack), and gamectl_free()
/*	apply	lexing each command line and the game module's apply();
/*		the new state's save(), its hash and the hash chain
/*	render	each recipient's view, the template, the composed mail
/*	commit	every SQLite write (inbox row, move log, game row, outbox
/*		rows) and BEGIN and COMMIT
/*	other	a mail that leaves the applied path (no token, a bad one,
/*		a duplicate): it is rolled back and given whole to
/*		arbiter_process(); the bench reports how many
/*
/*	The copy of the arbiter's glue here must stay in step with
/*	src/arbiter/arbiter.c, gamectl.c and notify.c: pbemd-bench runs the
/*	same mails through arbiter_process() on a copy of the store and
/*	compares the two stores row for row at the end (bench.c), so a
/*	difference is reported, never silently measured.
/* DIAGNOSTICS
/*	A failure of the store or of a template ends the program.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"
#include "core/clock.h"
#include "core/digest.h"
#include "core/game.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "mail/compose.h"
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

#define ARB_MAXCOMMANDS 100 /* as arbiter.c */

const char *const bench_stage_names[BENCH_NSTAGES] = { "mime", "strip", "auth", "load", "apply",
	"render", "commit", "other" };

struct st {
	struct pbemd        *p;
	struct bench_time   *acc;
	struct bench_time    t; /* start of the step being timed */
	const char          *raw;
	size_t               len;
	struct mime_msg     *m;
	struct strip_result *sr;
	char                *message_id;
	struct token         tok;
	struct gamectl      *g;
	struct store_inbox   in;
	struct pb_err        err;
};

/* lap - the time since the last lap goes to a stage */

static void
lap(struct st *a, enum bench_stage stage)
{
	bench_lap(&a->acc[stage], &a->t);
}

/* must - a store or template failure ends the benchmark */

static void
must(struct st *a, enum pb_rc rc, const char *what)
{
	if (rc != PB_OK)
		bench_die("%s: %s", what, a->err.msg);
}

/* ---- copies of the arbiter's glue (arbiter.c) -------------------------- */

/* is_auto - as arbiter.c */

static int
is_auto(const struct mime_msg *m, const char *self)
{
	if (m->x_loop && strcasestr(m->x_loop, self) != NULL)
		return (1);
	if (m->auto_submitted && strncasecmp(m->auto_submitted, "no", 2) != 0)
		return (1);
	if (m->precedence
	    && (strcasecmp(m->precedence, "bulk") == 0 || strcasecmp(m->precedence, "junk") == 0
	        || strcasecmp(m->precedence, "list") == 0))
		return (1);
	return (m->from_addr == NULL || strncasecmp(m->from_addr, "mailer-daemon@", 14) == 0);
}

/* find_token - as arbiter.c */

static int
find_token(const struct mime_msg *m, const struct strip_result *sr, struct token *t)
{
	size_t i;

	if (token_find(m->subject, t))
		return (1);
	for (i = 0; i < sr->n; i++)
		if (token_find(sr->lines[i].text, t))
			return (1);
	return (0);
}

/* misuse - as arbiter.c */

static int
misuse(const struct st *a)
{
	size_t k;

	if (a->m->from_addr == NULL)
		return (0);
	for (k = 0; k < a->g->nseats; k++)
		if ((int)k + 1 != a->tok.seat
		    && strcmp(a->g->seats[k]->address, a->m->from_addr) == 0
		    && strcmp(a->g->seats[a->tok.seat - 1]->address, a->m->from_addr) != 0)
			return (1);
	return (0);
}

/* dedupe_key - as arbiter.c */

static char *
dedupe_key(const struct st *a)
{
	struct pb_buf b;
	char         *h;
	size_t        i;

	pb_buf_init(&b);
	pb_buf_printf(
	    &b, "%lld\n%d\n%lld\n", (long long)a->tok.game, a->tok.seat, (long long)a->tok.seq);
	for (i = 0; i < a->sr->n; i++)
		if (a->sr->lines[i].kind == STRIP_TEXT)
			pb_buf_printf(&b, "%s\n", a->sr->lines[i].text);
	h = digest_hex(b.s, b.len);
	pb_buf_free(&b);
	return (h);
}

/* result - as arbiter.c */

static void
result(json_t *results, const char *line, const char *status, const char *text)
{
	json_array_append_new(results,
	    json_pack("{s:s, s:s, s:s, s:b}", "line", line, "status", status, "text", text, "done",
	        strcmp(status, "done") == 0));
}

/* add_events - as arbiter.c */

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

/* ignored_json - as arbiter.c */

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

/* ---- copies of gamectl.c and notify.c, cut at the SQLite calls --------- */

/* load_game - gamectl_load(): the row, the seats, the live state */

static enum pb_rc
load_game(struct st *a)
{
	enum pb_rc rc;

	rc = gamectl_load(a->p, a->tok.game, &a->g, &a->err);
	lap(a, BENCH_LOAD);
	return (rc);
}

/* apply_cmd - gamectl_apply(): rules (apply), the log entry (commit) */

static enum pb_rc
apply_cmd(struct st *a, const struct lex_line *l, const char *line, struct game_result *res)
{
	struct gamectl   *g = a->g;
	struct store_move mv = { 0 };
	char             *state, *hash, *chain;
	enum pb_rc        rc;

	if ((rc = g->ops->apply(g->state, a->tok.seat, l, res, &a->err)) != PB_OK)
		return (rc);
	state = g->ops->save(g->state);
	hash = digest_hex(state, strlen(state));
	chain = digest_chain(g->row->last_hash, g->row->seq + 1, a->tok.seat, line, hash);
	mv.game_id = g->row->id;
	mv.seq = g->row->seq + 1;
	mv.seat = a->tok.seat;
	mv.command = (char *)line;
	mv.prev_hash = g->row->last_hash;
	mv.state_hash = hash;
	mv.hash = chain;
	mv.inbox_id = a->in.id;
	mv.created = pb_now();
	lap(a, BENCH_APPLY);
	must(a, store_move_append(a->p->st, &mv, &a->err), "move");
	lap(a, BENCH_COMMIT);
	g->row->seq++;
	free(g->row->state);
	free(g->row->state_hash);
	free(g->row->last_hash);
	free(g->row->status);
	g->row->state = state;
	g->row->state_hash = hash;
	g->row->last_hash = chain;
	g->row->status = pb_strdup(g->ops->status(g->state));
	g->row->updated = mv.created;
	g->dirty = 1;
	return (PB_OK);
}

/* domain_of - as notify.c */

static const char *
domain_of(const char *addr)
{
	const char *at = strrchr(addr, '@');

	return (at ? at + 1 : "localhost");
}

/* queue - notify.c's queue_message(): compose (render), insert (commit) */

static void
queue(struct st *a, int seat, const char *to, const char *subject, const char *body,
    const char *in_reply_to, const char *key)
{
	struct pbemd    *p = a->p;
	struct compose   c = { 0 };
	struct store_out out = { 0 };
	char            *from, *msgid, *refs;
	int64_t          game = a->g->row->id;

	from = pb_asprintf("%s <%s>", p->cf->from_name, p->cf->address);
	msgid = pb_asprintf("pbemd.%lld.%s@%s", (long long)game, key, domain_of(p->cf->address));
	refs = pb_asprintf("pbemd.%lld.thread@%s", (long long)game, domain_of(p->cf->address));
	c.from = from;
	c.to = to;
	c.subject = subject;
	c.message_id = msgid;
	c.in_reply_to = in_reply_to;
	c.references = refs;
	c.loop_tag = p->cf->address;
	c.auto_replied = in_reply_to != NULL;
	c.date = pb_now();
	c.body = body;
	out.game_id = game;
	out.seat = seat;
	out.to_addr = (char *)to;
	out.message = compose_message(&c);
	out.message_id = msgid;
	out.state = (char *)"queued";
	out.next_attempt = out.created = c.date;
	lap(a, BENCH_RENDER);
	must(a, store_out_insert(p->st, &out, &a->err), "outbox");
	lap(a, BENCH_COMMIT);
	free(out.message);
	free(refs);
	free(msgid);
	free(from);
}

/* envelope - as notify.c */

static json_t *
envelope(struct pbemd *p, const struct gamectl *g, int seat)
{
	char   *token;
	json_t *o;

	token = token_make(p->key, g->row->id, seat, g->row->seq);
	o = json_pack("{s:I, s:s, s:i, s:s, s:s, s:s, s:s, s:s}", "game", (json_int_t)g->row->id,
	    "title", g->ops->title, "seat", seat, "name", g->seats[seat - 1]->name, "token", token,
	    "seed_hash", g->row->seed_hash, "address", p->cf->address, "status", g->row->status);
	free(token);
	return (o);
}

/* notify - notify_seat() and notify_address() */

static void
notify(struct st *a, int seat, const char *tmpl, json_t *extra, const char *in_reply_to,
    const char *key)
{
	const struct store_seat *ss = a->g->seats[seat - 1];
	const struct render     *set;
	json_t                  *view;
	char                    *mkey, *subject = NULL, *body = NULL;

	view = a->g->ops->view(a->g->state, seat);
	json_object_set_new(view, "mail", envelope(a->p, a->g, seat));
	json_object_update(view, extra);
	mkey = pb_asprintf("%lld.%d.%s", (long long)a->g->row->seq, seat, key);
	must(a, pbemd_render(a->p, ss->locale, &set, &a->err), "templates");
	must(a, render_mail(set, tmpl, view, &subject, &body, &a->err), tmpl);
	queue(a, seat, ss->address, subject, body, in_reply_to, mkey);
	free(subject);
	free(body);
	free(mkey);
	json_decref(view);
	lap(a, BENCH_RENDER);
}

/* ---- the pipeline ------------------------------------------------------ */

/* apply_line - as arbiter.c, with apply_cmd() for gamectl_apply() */

static void
apply_line(
    struct st *a, const char *line, json_t *results, json_t *events, json_t *extra, int *broadcast)
{
	struct game_result res = { 0 };
	struct lex_line   *l = NULL;
	struct pb_err      lerr;
	enum pb_rc         rc;

	if (lex_line(line, &l, &lerr) != PB_OK) {
		result(results, line, "refused", lerr.msg);
		return;
	}
	if (l->argc == 0 || strcmp(l->argv[0], "show") == 0 || strcmp(l->argv[0], "board") == 0) {
		if (l->argc > 0)
			result(results, line, "done", "the board and your cards are below");
		lex_free(l);
		return;
	}
	if (strcmp(l->argv[0], "help") == 0) {
		json_object_set_new(extra, "help",
		    json_pack("{s:o}", "commands", a->g->ops->help(a->g->state, a->tok.seat)));
		result(results, line, "done", "the commands you can give now are listed below");
		lex_free(l);
		return;
	}
	rc = apply_cmd(a, l, line, &res);
	if (rc == PB_OK) {
		result(results, line, "done", res.text ? res.text : "done");
		if (res.event)
			add_events(events, res.event);
		*broadcast |= res.broadcast;
	} else if (rc == PB_EDATA || rc == PB_EPERM || rc == PB_EWAIT)
		result(results, line, "refused", a->err.msg);
	else
		bench_die("apply: %s", a->err.msg);
	game_result_clear(&res);
	lex_free(l);
}

/* apply_all - as arbiter.c: every line, the game row, then the mails */

static void
apply_all(struct st *a)
{
	json_t *results = json_array(), *events = json_array(), *extra = json_object();
	size_t  i, k;
	int     broadcast = 0, lines = 0;
	char   *key;

	for (i = 0; i < a->sr->n; i++) {
		if (a->sr->lines[i].kind != STRIP_TEXT
		    || token_find(a->sr->lines[i].text, &(struct token){ 0 }))
			continue;
		if (++lines > ARB_MAXCOMMANDS) {
			result(results, a->sr->lines[i].text, "refused",
			    "too many command lines in one mail");
			continue;
		}
		apply_line(a, a->sr->lines[i].text, results, events, extra, &broadcast);
	}
	lap(a, BENCH_APPLY);
	json_object_set_new(extra, "results", results);
	json_object_set_new(extra, "events", events);
	json_object_set_new(extra, "ignored", ignored_json(a->sr));
	if (a->m->from_addr && strcmp(a->m->from_addr, a->g->seats[a->tok.seat - 1]->address) != 0)
		json_object_set_new(extra, "sender", json_string(a->m->from_addr));
	key = pb_asprintf("r%lld", (long long)a->in.id);
	lap(a, BENCH_RENDER);
	if (a->g->dirty) {
		must(a, store_game_update(a->p->st, a->g->row, &a->err), "game");
		a->g->dirty = 0;
	}
	lap(a, BENCH_COMMIT);
	notify(a, a->tok.seat, "reply", extra, a->m->message_id, key);
	for (k = 1; broadcast && k <= a->g->nseats; k++)
		if ((int)k != a->tok.seat)
			notify(a, (int)k, "update", extra, NULL, key);
	free(key);
	json_decref(extra);
	lap(a, BENCH_RENDER);
}

/* applied_path - arbitrate() for a mail with a valid token; 0 when the
 * mail leaves that path (the caller rolls back and hands it over) */

static int
applied_path(struct st *a)
{
	const struct store_seat *seat;
	char                    *dedupe;
	enum pb_rc               rc;

	if (store_inbox_seen(a->p->st, a->message_id, &a->err) != PB_OK
	    || is_auto(a->m, a->p->cf->address))
		return (0);
	lap(a, BENCH_AUTH);
	a->sr = strip_reply(a->m->text);
	lap(a, BENCH_STRIP);
	if (!find_token(a->m, a->sr, &a->tok) || token_verify(a->p->key, &a->tok) != PB_OK)
		return (0);
	lap(a, BENCH_AUTH);
	if (load_game(a) != PB_OK || a->tok.seat > (int)a->g->nseats)
		return (0);
	seat = a->g->seats[a->tok.seat - 1];
	if (a->tok.seq < seat->token_epoch || a->tok.seq > a->g->row->seq || misuse(a))
		return (0);
	dedupe = dedupe_key(a);
	lap(a, BENCH_AUTH);
	a->in.message_id = a->message_id;
	a->in.dedupe = dedupe;
	a->in.from_addr = a->m->from_addr;
	a->in.subject = a->m->subject;
	a->in.game_id = a->tok.game;
	a->in.seat = a->tok.seat;
	a->in.status = (char *)"applied";
	a->in.received = pb_now();
	rc = store_inbox_insert(a->p->st, &a->in, &a->err);
	a->in.dedupe = NULL;
	free(dedupe);
	lap(a, BENCH_COMMIT);
	if (rc != PB_OK)
		return (0);
	apply_all(a);
	return (1);
}

/* bench_stages_process - one mail, its time spread over the stages */

int
bench_stages_process(struct pbemd *p, const char *raw, size_t len, struct bench_time *acc)
{
	struct st   a;
	const char *outcome;
	char       *h;
	int         ok;

	memset(&a, 0, sizeof(a));
	a.p = p;
	a.acc = acc;
	a.t = bench_now();
	if (mime_parse(raw, len, &a.m, &a.err) != PB_OK)
		bench_die("a bench mail does not parse: %s", a.err.msg);
	if (a.m->message_id && *a.m->message_id)
		a.message_id = pb_strdup(a.m->message_id);
	else {
		h = digest_hex(raw, len);
		a.message_id = pb_asprintf("sha256:%s", h);
		free(h);
	}
	lap(&a, BENCH_MIME);
	must(&a, store_begin(p->st, &a.err), "begin");
	lap(&a, BENCH_COMMIT);
	if ((ok = applied_path(&a)) != 0) {
		must(&a, store_commit(p->st, &a.err), "commit");
		lap(&a, BENCH_COMMIT);
	} else
		store_rollback(p->st);
	gamectl_free(a.g);
	lap(&a, BENCH_LOAD);
	strip_free(a.sr);
	lap(&a, BENCH_STRIP);
	mime_msg_free(a.m);
	free(a.message_id);
	lap(&a, BENCH_MIME);
	if (!ok) {
		if (arbiter_process(p, raw, len, &outcome, &a.err) != PB_OK)
			bench_die("arbiter_process: %s", a.err.msg);
		lap(&a, BENCH_OTHER);
	}
	return (ok);
}
