/*++
/* NAME
/*	moderate 3
/* SUMMARY
/*	the moderator's commands, by mail and by pbemctl
/* SYNOPSIS
/*	#include "arbiter/moderate.h"
/* DESCRIPTION
/*	See moderate.h.  Each command checks everything it can before it
/*	changes anything; what it changes is logged by gamectl_system()
/*	(a move of seat 0) in the same transaction as its mails (D1).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"
#include "core/token.h"
#include "core/tzone.h"
#include "mail/compose.h"
#include "store/store.h"

/* Local. */
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/notify.h"
#include "arbiter/notify_level.h"
#include "arbiter/reveal.h"

/* moderate_token - a moderator token for the game as it is now */

char *
moderate_token(struct pbemd *p, const struct gamectl *g)
{
	return (token_make(p->key, g->row->id, 0, g->row->seq));
}

/* announce - a mail to every seat: tmpl with a note and events (a change
 * of the game by the moderator concerns every seat, whatever its level) */

static enum pb_rc
announce(struct pbemd *p, struct gamectl *g, const char *tmpl, const char *note,
    const struct game_result *res, struct pb_err *err)
{
	json_t    *extra, *events = json_array();
	enum pb_rc rc = PB_OK;
	size_t     k;

	json_array_append_new(events, json_string(note));
	if (res && res->event)
		json_array_append_new(events, json_string(res->event));
	extra = json_pack("{s:s, s:o}", "note", note, "events", events);
	for (k = 1; k <= g->nseats && rc == PB_OK; k++) {
		notify_notices(res, (int)k, extra);
		rc = notify_seat(p, g, (int)k, tmpl, extra, NULL, "mod", err);
	}
	json_decref(extra);
	return (rc);
}

/* seat_arg - a seat number word of the game, or 0 */

static int
seat_arg(const struct gamectl *g, const char *w)
{
	char *end;
	long  v = strtol(w, &end, 10);

	return (*w && *end == '\0' && v >= 1 && (size_t)v <= g->nseats ? (int)v : 0);
}

/* logged - a note move of seat 0, then its announcement */

static enum pb_rc
logged(struct pbemd *p, struct gamectl *g, const char *move, const char *note, int64_t inbox_id,
    struct pb_err *err)
{
	struct game_result res = { 0 };
	enum pb_rc         rc;
	size_t             k;

	/* Held a few minutes: a pause and a resume make one mail or none. */
	if ((rc = gamectl_system(p, g, move, inbox_id, &res, err)) == PB_OK)
		for (k = 1; k <= g->nseats && rc == PB_OK; k++)
			rc = notify_mod(p, g, (int)k, move, note, err);
	game_result_clear(&res);
	return (rc);
}

/* game_change - a move of seat 0 that changes the game; everyone sees
 * the news with the board, and the final reveal when the move ends the
 * game (as when a player's mail ends it) */

static enum pb_rc
game_change(struct pbemd *p, struct gamectl *g, const char *move, const char *note,
    int64_t inbox_id, char **text, struct pb_err *err)
{
	struct game_result res = { 0 };
	enum pb_rc         rc;
	int                was_ended = strcmp(g->row->status, "ended") == 0;
	char              *key;

	if ((rc = gamectl_system(p, g, move, inbox_id, &res, err)) == PB_OK
	    && (rc = deadline_sync(p, g, err)) == PB_OK)
		rc = announce(p, g, deadline_news(g), note, &res, err);
	if (rc == PB_OK && !was_ended && strcmp(g->row->status, "ended") == 0) {
		key = pb_asprintf("mod%lld", (long long)g->row->seq);
		rc = reveal_end(p, g, key, err);
		free(key);
	}
	if (rc == PB_OK)
		*text = pb_strdup(res.text ? res.text : note);
	game_result_clear(&res);
	return (rc);
}

/* do_extend - "extend SEAT|all DURATION" */

static enum pb_rc
do_extend(struct pbemd *p, struct gamectl *g, const struct lex_line *l, int64_t inbox_id,
    char **text, struct pb_err *err)
{
	int64_t    secs;
	int        seat = 0;
	char      *d, *move, *note;
	enum pb_rc rc;

	if (l->argc != 3 || (strcmp(l->argv[1], "all") != 0 && !(seat = seat_arg(g, l->argv[1]))))
		return (
		    pb_err_set(err, PB_EDATA, "write: extend SEAT DURATION (or extend all 24h)"));
	if (tz_duration(l->argv[2], &secs, err) != PB_OK)
		return (PB_EDATA);
	if (secs <= 0)
		return (pb_err_set(err, PB_EDATA, "extend by some time: 24h, 2d ..."));
	d = tz_duration_str(secs);
	move = seat ? pb_asprintf("extend %d %s", seat, d) : pb_asprintf("extend all %s", d);
	note = seat
	    ? pb_asprintf("The moderator gave Player %d %s more for the current decision.", seat, d)
	    : pb_asprintf("The moderator gave every player %s more.", d);
	if ((rc = deadline_extend(p, g, seat, secs, err)) == PB_OK
	    && (rc = logged(p, g, move, note, inbox_id, err)) == PB_OK)
		*text = pb_strdup(note);
	free(note);
	free(move);
	free(d);
	return (rc);
}

/* replace_mails - the new address gets the seat's whole view, the old
 * one a notice without secrets or tokens, the others the news */

static enum pb_rc
replace_mails(struct pbemd *p, struct gamectl *g, int seat, const char *old, const char *note,
    struct pb_err *err)
{
	const struct store_seat *st = g->seats[seat - 1];
	json_t                  *view;
	char                    *key;
	enum pb_rc               rc;
	size_t                   k;

	view = json_pack("{s:I, s:s, s:i, s:s}", "game", (json_int_t)g->row->id, "title",
	    g->ops->title, "seat", seat, "address", p->cf->address);
	key = pb_asprintf("released.%lld.%d", (long long)g->row->seq, seat);
	rc = notify_address(p, g->row->id, seat, old, st->locale, "released", view, NULL, key, err);
	free(key);
	json_decref(view);
	if (rc == PB_OK)
		rc = notify_seat(p, g, seat, "replaced", NULL, NULL, "replaced", err);
	view = json_pack("{s:s, s:[s]}", "note", note, "events", note);
	for (k = 1; rc == PB_OK && k <= g->nseats; k++)
		if ((int)k != seat)
			rc = notify_seat(p, g, (int)k, "modnote", view, NULL, "mod", err);
	json_decref(view);
	return (rc);
}

/* raw_word - word n (0-based) of a line as written, caller frees */

static char *
raw_word(const char *line, int n)
{
	const char *s = line + strspn(line, " \t");

	while (n-- > 0 && *s) {
		s += strcspn(s, " \t");
		s += strspn(s, " \t");
	}
	return (pb_strndup(s, strcspn(s, " \t")));
}

/* do_replace - "replace SEAT ADDR[:ZONE[:LANG]]" */

static enum pb_rc
do_replace(struct pbemd *p, struct gamectl *g, const struct lex_line *l, const char *line,
    int64_t inbox_id, char **text, struct pb_err *err)
{
	struct game_result res = { 0 };
	struct store_seat *st;
	char              *addr, *tz = NULL, *loc = NULL, *old = NULL, *move = NULL, *note = NULL;
	enum pb_rc         rc;
	size_t             k;
	int                seat;

	if (l->argc != 3 || !(seat = seat_arg(g, l->argv[1])))
		return (pb_err_set(err, PB_EDATA, "write: replace SEAT ADDRESS"));
	/* As written: the lexer folds the case of the zone. */
	addr = raw_word(line, 2);
	if ((rc = gamectl_seat_specs(&addr, 1, &tz, &loc, err)) != PB_OK)
		goto out;
	pb_strlower(addr);
	if (!compose_addr_ok(addr)) {
		rc = pb_err_set(err, PB_EDATA, "\"%s\" is not a mail address", addr);
		goto out;
	}
	for (k = 0; k < g->nseats; k++)
		if (strcmp(g->seats[k]->address, addr) == 0) {
			rc = pb_err_set(
			    err, PB_EDATA, "%s plays Player %zu of this game already", addr, k + 1);
			goto out;
		}
	move = pb_asprintf("replace %d", seat);
	note = pb_asprintf("The moderator gave Player %d's seat to a new player.", seat);
	if ((rc = gamectl_system(p, g, move, inbox_id, &res, err)) != PB_OK)
		goto out;
	/* The seat passes; tokens minted before this move die. */
	st = g->seats[seat - 1];
	old = st->address;
	st->address = pb_strdup(addr);
	st->token_epoch = g->row->seq;
	if (tz) {
		free(st->tz);
		st->tz = pb_strdup(tz);
	}
	if (loc) {
		free(st->locale);
		st->locale = pb_strdup(loc);
	}
	if ((rc = store_seat_set(p->st, g->row->id, seat, "address", addr, 0, err)) == PB_OK
	    && (rc = store_seat_set(
	            p->st, g->row->id, seat, "token_epoch", NULL, st->token_epoch, err))
	        == PB_OK
	    && (rc = store_seat_set(p->st, g->row->id, seat, "tz", st->tz ? st->tz : "UTC", 0, err))
	        == PB_OK
	    && (rc = store_seat_set(p->st, g->row->id, seat, "locale", st->locale, 0, err)) == PB_OK
	    && (rc = store_seat_set(p->st, g->row->id, seat, "abandon", NULL, 0, err)) == PB_OK
	    && (rc = replace_mails(p, g, seat, old, note, err)) == PB_OK)
		*text = pb_asprintf(
		    "Player %d is now %s; the old tokens of the seat are dead", seat, addr);
out:
	game_result_clear(&res);
	free(addr);
	free(tz);
	free(loc);
	free(old);
	free(move);
	free(note);
	return (rc);
}

/* do_set - "set KEY VALUE" */

static enum pb_rc
do_set(struct pbemd *p, struct gamectl *g, const struct lex_line *l, int64_t inbox_id, char **text,
    struct pb_err *err)
{
	char      *move, *note;
	enum pb_rc rc;

	if (l->argc != 3)
		return (
		    pb_err_set(err, PB_EDATA, "write: set KEY VALUE (for example set grace 24h)"));
	if ((rc = deadline_set(p, g, l->argv[1], l->argv[2], err)) != PB_OK)
		return (rc);
	move = pb_asprintf("set %s %s", l->argv[1], l->argv[2]);
	note = strcmp(l->argv[1], "moderator") == 0
	    ? pb_strdup("The game has a new moderator.")
	    : pb_asprintf("The moderator set %s to %s.", l->argv[1], l->argv[2]);
	if ((rc = logged(p, g, move, note, inbox_id, err)) == PB_OK)
		*text = pb_strdup(note);
	free(move);
	free(note);
	return (rc);
}

/* do_simple - start, pause, resume, remove, undo, force, end, token */

static enum pb_rc
do_simple(struct pbemd *p, struct gamectl *g, const struct lex_line *l, int64_t inbox_id,
    char **text, struct pb_err *err)
{
	const char *w = l->argv[0];
	char        move[64], note[160];
	enum pb_rc  rc;
	int         seat;

	if (strcmp(w, "token") == 0) {
		*text = moderate_token(p, g);
		return (PB_OK);
	}
	if (strcmp(w, "start") == 0) {
		if ((rc = gamectl_start(p, g, err)) == PB_OK)
			*text = pb_asprintf("game %lld has started with %zu players",
			    (long long)g->row->id, g->nseats);
		return (rc);
	}
	if (g->state == NULL)
		return (pb_err_set(err, PB_EDATA, "game %lld is open for joining: start it first",
		    (long long)g->row->id));
	if (strcmp(w, "pause") == 0 || strcmp(w, "resume") == 0) {
		snprintf(note, sizeof(note),
		    *w == 'p' ? "The moderator paused the game: the deadlines are stopped."
		              : "The moderator resumed the game: the deadlines run again, moved by"
		                " the time the game was paused.");
		rc = *w == 'p' ? deadline_pause(p, g, err) : deadline_resume(p, g, err);
		if (rc == PB_OK && (rc = logged(p, g, w, note, inbox_id, err)) == PB_OK)
			*text = pb_strdup(note);
		return (rc);
	}
	if (strcmp(w, "end") == 0 && l->argc <= 2) { /* "end WINNER": the game says if it has one */
		snprintf(move, sizeof(move), "end%s%.20s", l->argc == 2 ? " " : "",
		    l->argc == 2 ? l->argv[1] : "");
		return (
		    game_change(p, g, move, "The moderator ended the game.", inbox_id, text, err));
	}
	if (strcmp(w, "undo") == 0 && l->argc == 2) {
		snprintf(move, sizeof(move), "undo %.20s", l->argv[1]);
		return (game_change(p, g, move, "The moderator undid moves.", inbox_id, text, err));
	}
	if ((strcmp(w, "remove") == 0 || strcmp(w, "force") == 0) && l->argc == 2
	    && (seat = seat_arg(g, l->argv[1])) != 0) {
		if (*w == 'f') {
			if ((rc = deadline_default(p, g, seat, 1, err)) == PB_OK)
				*text =
				    pb_asprintf("the default action of Player %d was taken", seat);
			return (rc);
		}
		snprintf(move, sizeof(move), "remove %d", seat);
		snprintf(
		    note, sizeof(note), "The moderator removed Player %d from the game.", seat);
		return (game_change(p, g, move, note, inbox_id, text, err));
	}
	return (pb_err_set(err, PB_EDATA, "write: %s",
	    strcmp(w, "undo") == 0      ? "undo MOVE"
	        : strcmp(w, "end") == 0 ? "end [WINNER]"
	                                : "remove SEAT | force SEAT"));
}

/* moderate_exec - one moderator command on a loaded game */

enum pb_rc
moderate_exec(struct pbemd *p, struct gamectl *g, const char *line, int64_t inbox_id, char **text,
    struct pb_err *err)
{
	static const char *const simple[] = { "start", "pause", "resume", "remove", "undo", "force",
		"end", "token" };
	struct lex_line         *l;
	enum pb_rc               rc;
	size_t                   i;

	if ((rc = lex_line(line, &l, err)) != PB_OK)
		return (rc);
	if (l->argc == 0)
		rc = pb_err_set(err, PB_EDATA, "an empty line");
	else if (strcmp(l->argv[0], "extend") == 0)
		rc = do_extend(p, g, l, inbox_id, text, err);
	else if (strcmp(l->argv[0], "replace") == 0)
		rc = g->state ? do_replace(p, g, l, line, inbox_id, text, err)
		              : pb_err_set(err, PB_EDATA, "the game has not started");
	else if (strcmp(l->argv[0], "set") == 0)
		rc = g->state ? do_set(p, g, l, inbox_id, text, err)
		              : pb_err_set(err, PB_EDATA, "the game has not started");
	else {
		for (i = 0; i < PB_NELEM(simple) && strcmp(simple[i], l->argv[0]) != 0; i++)
			;
		rc = i < PB_NELEM(simple)
		    ? do_simple(p, g, l, inbox_id, text, err)
		    : pb_err_set(err, PB_EDATA,
		        "\"%s\" is no moderator command (start, pause, resume, extend, replace,"
		        " remove, undo, force, end, set, token)",
		        l->argv[0]);
	}
	if (rc == PB_OK && g->state != NULL && strcmp(l->argv[0], "start") != 0)
		rc = gamectl_save(p, g, err);
	lex_free(l);
	return (rc);
}

/* moderate_run - one command in a transaction of its own (pbemctl) */

enum pb_rc
moderate_run(struct pbemd *p, int64_t game, const char *line, char **text, struct pb_err *err)
{
	struct gamectl *g = NULL;
	enum pb_rc      rc;

	if ((rc = store_begin(p->st, err)) != PB_OK)
		return (rc);
	if ((rc = gamectl_load(p, game, &g, err)) == PB_OK
	    && (rc = moderate_exec(p, g, line, 0, text, err)) == PB_OK)
		rc = store_commit(p->st, err);
	if (rc != PB_OK)
		store_rollback(p->st);
	gamectl_free(g);
	return (rc);
}

/* ---- the server's moderator: games created by mail ----------------- */

#define SERVER_EPOCH "moderator_epoch"

/* moderate_server_token - the server moderator's token (game 0, seat 0);
 * fresh: a new epoch first, which kills every older token */

enum pb_rc
moderate_server_token(struct pbemd *p, int fresh, char **tok, struct pb_err *err)
{
	int64_t    epoch;
	enum pb_rc rc;

	*tok = NULL;
	if ((rc = store_server_get(p->st, SERVER_EPOCH, &epoch, err)) != PB_OK)
		return (rc);
	if (fresh && (rc = store_server_put(p->st, SERVER_EPOCH, ++epoch, err)) != PB_OK)
		return (rc);
	*tok = token_make(p->key, 0, 0, epoch);
	return (PB_OK);
}

/* moderate_server_valid - is seq the current epoch? */

enum pb_rc
moderate_server_valid(struct pbemd *p, int64_t seq, int *valid, struct pb_err *err)
{
	int64_t    epoch;
	enum pb_rc rc;

	if ((rc = store_server_get(p->st, SERVER_EPOCH, &epoch, err)) == PB_OK)
		*valid = seq == epoch;
	return (rc);
}

/* server_split - "a,b,c": new strings, *n of them */

static char **
server_split(const char *list, int *n)
{
	char **v = NULL, *copy = pb_strdup(list), *save = NULL, *t;

	*n = 0;
	for (t = strtok_r(copy, ",", &save); t != NULL; t = strtok_r(NULL, ",", &save)) {
		v = pb_realloc(v, (size_t)(*n + 1) * sizeof(*v));
		v[(*n)++] = pb_strdup(t);
	}
	free(copy);
	return (v);
}

/* server_words - the words of a line as written (addresses and zones
 * keep their case), at most max */

static int
server_words(char *line, char **w, int max)
{
	int   n = 0;
	char *save = NULL, *t;

	for (t = strtok_r(line, " \t", &save); t != NULL && n < max;
	     t = strtok_r(NULL, " \t", &save))
		w[n++] = t;
	return (n);
}

/* moderate_server_exec - one line of the server moderator's mail:
 * "new KIND --players A,B,... [--opt NAME=VALUE ...] [--seed HEX]" or
 * "open KIND [--max N] [--opt NAME=VALUE ...]", where "--NAME VALUE" is
 * the older form of "--opt NAME=VALUE" (gamectl checks NAME), in the
 * caller's transaction (a savepoint: a refused line leaves nothing);
 * *text says what was done, and *game the game made */

enum pb_rc
moderate_server_exec(
    struct pbemd *p, const char *line, char **text, int64_t *game, struct pb_err *err)
{
	unsigned char seed[32];
	json_t       *opts = json_object();
	char         *copy = pb_strdup(line), *w[32], **addrs = NULL, *tok, *eq;
	int           n, i, naddr = 0, max = 0, have_seed = 0;
	enum pb_rc    rc = PB_OK;

	*text = NULL;
	*game = 0;
	n = server_words(copy, w, (int)PB_NELEM(w));
	if (n < 2 || (strcasecmp(w[0], "new") != 0 && strcasecmp(w[0], "open") != 0)) {
		rc = pb_err_set(err, PB_EDATA,
		    "write: new KIND --players ADDR,ADDR,... [--opt NAME=VALUE ...], or"
		    " open KIND [--max N] [--opt NAME=VALUE ...]");
		goto out;
	}
	if (p->cf->moderator != NULL)
		json_object_set_new(opts, "moderator", json_string(p->cf->moderator));
	for (i = 2; i < n && rc == PB_OK; i += 2) {
		if (i + 1 >= n)
			rc = pb_err_set(err, PB_EDATA, "%s needs a value", w[i]);
		else if (strcmp(w[i], "--players") == 0 && addrs == NULL)
			addrs = server_split(w[i + 1], &naddr);
		else if (strcmp(w[i], "--max") == 0)
			max = atoi(w[i + 1]);
		else if (strcmp(w[i], "--seed") == 0 && pb_unhex(w[i + 1], seed, sizeof(seed)) == 0)
			have_seed = 1;
		else if (strcmp(w[i], "--opt") == 0 && (eq = strchr(w[i + 1], '=')) != NULL
		    && eq > w[i + 1]) {
			*eq = '\0';
			json_object_set_new(opts, w[i + 1], json_string(eq + 1));
		} else if (strncmp(w[i], "--", 2) == 0 && w[i][2] != '\0'
		    && strcmp(w[i], "--players") != 0 && strcmp(w[i], "--opt") != 0
		    && strcmp(w[i], "--seed") != 0 && json_object_get(opts, w[i] + 2) == NULL)
			json_object_set_new(opts, w[i] + 2, json_string(w[i + 1]));
		else
			rc = pb_err_set(err, PB_EDATA, "\"%s\" is not an option of %s", w[i], w[0]);
	}
	if (rc != PB_OK)
		goto out;
	if (strcasecmp(w[0], "new") == 0) {
		if (addrs == NULL) {
			rc = pb_err_set(err, PB_EDATA, "new needs --players ADDR,ADDR,...");
			goto out;
		}
		rc =
		    gamectl_create(p, w[1], addrs, naddr, opts, have_seed ? seed : NULL, game, err);
	} else
		rc = gamectl_open(p, w[1], opts, max, have_seed ? seed : NULL, game, err);
	if (rc == PB_OK) {
		tok = token_make(p->key, *game, 0, 0);
		if (strcasecmp(w[0], "new") == 0)
			*text = pb_asprintf("game %lld is set up and its players are mailed; its"
			                    " moderator token: %s",
			    (long long)*game, tok);
		else
			*text = pb_asprintf("game %lld is open: players write \"join %lld\" to %s;"
			                    " its moderator token: %s",
			    (long long)*game, (long long)*game, p->cf->address, tok);
		free(tok);
	}
out:
	for (i = 0; addrs != NULL && i < naddr; i++)
		free(addrs[i]);
	free(addrs);
	json_decref(opts);
	free(copy);
	return (rc);
}
