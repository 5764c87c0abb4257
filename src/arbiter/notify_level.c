/*++
/* NAME
/*	notify_level 3
/* SUMMARY
/*	fewer mails: notification levels, queued news, held notices
/* SYNOPSIS
/*	#include "arbiter/notify_level.h"
/* DESCRIPTION
/*	See notify_level.h.  Every write runs in the caller's transaction,
/*	with the move or the mail it belongs to (D1), except
/*	notify_level_pass(), which opens one per seat.  What notify.c calls
/*	for every mail is in notify_since.c, below notify.c: no circle of
/*	calls (tests/arbiter-layers.sh).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/game.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/notify_level.h"

#define NL_DAY 86400

/* level_get - a seat's settings, with [notify] level when it never chose */

static enum pb_rc
level_get(struct pbemd *p, int64_t game, int seat, struct store_notify *n, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = store_notify_get(p->st, game, seat, n, err)) == PB_OK && n->level == NULL)
		n->level = pb_strdup(p->cf->notify_level);
	return (rc);
}

/* push_lines - the strings of an array of extra, queued as news */

static enum pb_rc
push_lines(struct pbemd *p, int64_t game, int seat, json_t *a, int64_t now, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	json_t    *v;
	size_t     i;

	for (i = 0; i < json_array_size(a) && rc == PB_OK; i++)
		if (json_is_string(v = json_array_get(a, i)))
			rc = store_notify_push(
			    p->st, game, seat, "news", "", json_string_value(v), now, err);
	return (rc);
}

/* queue_news - what a news mail would have told the seat, kept */

static enum pb_rc
queue_news(struct pbemd *p, struct gamectl *g, int seat, json_t *extra, struct pb_err *err)
{
	json_t     *events = json_object_get(extra, "events");
	const char *note = json_string_value(json_object_get(extra, "note"));
	int64_t     now = pb_now();
	enum pb_rc  rc;

	if (json_array_size(events) == 0 && note != NULL)
		rc = store_notify_push(p->st, g->row->id, seat, "news", "", note, now, err);
	else
		rc = push_lines(p, g->row->id, seat, events, now, err);
	if (rc == PB_OK)
		rc = push_lines(p, g->row->id, seat, json_object_get(extra, "notices"), now, err);
	return (rc);
}

/* concerns - at level waiting: the game starts to wait on the seat */

static int
concerns(const struct gamectl *g, int seat, const struct store_notify *n)
{
	const char *d = g->state ? g->ops->decision(g->state, seat) : NULL;

	return (d != NULL && (n->waits == NULL || strcmp(n->waits, d) != 0));
}

/* ended - the game is over (or not begun): every seat hears of it */

static int
ended(const struct gamectl *g)
{
	return (g->state == NULL || strcmp(g->ops->status(g->state), "ended") == 0);
}

/* notify_news - a news mail, sent now or kept by the seat's level */

enum pb_rc
notify_news(struct pbemd *p, struct gamectl *g, int seat, const char *tmpl, json_t *extra,
    const char *key, int asked, struct pb_err *err)
{
	struct store_notify n;
	enum pb_rc          rc;
	int                 now;

	if ((rc = level_get(p, g->row->id, seat, &n, err)) != PB_OK)
		return (rc);
	if (strcmp(n.level, "every") == 0 || ended(g))
		now = 1;
	else if (strcmp(n.level, "waiting") == 0)
		now = asked || concerns(g, seat, &n);
	else
		now = 0;
	store_notify_clear(&n);
	if (now)
		return (notify_seat(p, g, seat, tmpl, extra, NULL, key, err));
	return (queue_news(p, g, seat, extra, err));
}

/* mod_now - a moderator's notice mailed at once (hold_minutes 0) */

static enum pb_rc
mod_now(struct pbemd *p, struct gamectl *g, int seat, const char *note, struct pb_err *err)
{
	json_t    *extra = json_pack("{s:s, s:[s]}", "note", note, "events", note);
	enum pb_rc rc;

	rc = notify_seat(p, g, seat, "modnote", extra, NULL, "mod", err);
	json_decref(extra);
	return (rc);
}

/* notify_mod - a moderator's notice: held, paired, or kept */

enum pb_rc
notify_mod(struct pbemd *p, struct gamectl *g, int seat, const char *word, const char *note,
    struct pb_err *err)
{
	struct store_notify n;
	enum pb_rc          rc;
	int                 hold, undone = 0;
	const char         *kind;

	if ((rc = level_get(p, g->row->id, seat, &n, err)) != PB_OK)
		return (rc);
	hold = strcmp(n.level, "every") == 0 || g->state == NULL
	    || (strcmp(n.level, "waiting") == 0 && g->ops->decision(g->state, seat) != NULL);
	store_notify_clear(&n);
	/* Held notices go out from a started game only (flush_seat()). */
	if (hold && (p->cf->notify_hold_minutes == 0 || g->state == NULL))
		return (mod_now(p, g, seat, note, err));
	if (hold && strcmp(word, "resume") == 0
	    && (rc = store_notify_cancel(p->st, g->row->id, seat, "pause", &undone, err)) != PB_OK)
		return (rc);
	kind = hold && !undone ? "mod" : "news";
	return (store_notify_push(p->st, g->row->id, seat, kind, word, note, pb_now(), err));
}

/* digest_since - the start of the current digest day: the latest
 * digest_hour (UTC) at or before now; news older than that are due */

static int64_t
digest_since(const struct pbemd *p, int64_t now)
{
	int64_t t = now - now % NL_DAY + (int64_t)p->cf->notify_digest_hour * 3600;

	return (t > now ? t - NL_DAY : t);
}

/* flush_seat - the held notices of one seat in one mail, or its digest */

static enum pb_rc
flush_seat(
    struct pbemd *p, const struct store_notify_seat *w, int64_t now, int *acted, struct pb_err *err)
{
	struct store_notify n = { 0 };
	struct gamectl     *g = NULL;
	struct pb_buf       b;
	json_t             *extra, *events = json_array();
	char              **lines = NULL, *key;
	size_t              k = 0, i;
	enum pb_rc          rc;

	if ((rc = store_begin(p->st, err)) != PB_OK)
		return (rc);
	pb_buf_init(&b);
	if ((rc = gamectl_load(p, w->game_id, &g, err)) != PB_OK || g->state == NULL
	    || (rc = level_get(p, w->game_id, w->seat, &n, err)) != PB_OK
	    || (rc = store_notify_take(p->st, w->game_id, w->seat, "mod", &lines, &k, err))
	        != PB_OK)
		goto out;
	for (i = 0; i < k; i++) {
		json_array_append_new(events, json_string(lines[i]));
		pb_buf_printf(&b, "%s%s", i ? "\n" : "", lines[i]);
		free(lines[i]);
	}
	free(lines);
	key = pb_asprintf("%s.%lld", k ? "held" : "digest", (long long)now);
	extra = json_pack("{s:s, s:O}", "note", b.s ? b.s : "", "events", events);
	rc = notify_seat(p, g, w->seat, k ? "modnote" : "update", extra, NULL, key, err);
	json_decref(extra);
	free(key);
	*acted += rc == PB_OK;
	/* The mail above moved the seat's news into it, and its decision. */
	if (rc == PB_OK && k == 0 && strcmp(n.level, "digest") == 0) {
		store_notify_clear(&n);
		if ((rc = store_notify_get(p->st, w->game_id, w->seat, &n, err)) == PB_OK) {
			n.digest = now;
			rc = store_notify_put(p->st, w->game_id, w->seat, &n, err);
		}
	}
out:
	if (rc == PB_OK)
		rc = store_commit(p->st, err);
	if (rc != PB_OK)
		store_rollback(p->st);
	store_notify_clear(&n);
	json_decref(events);
	pb_buf_free(&b);
	gamectl_free(g);
	return (rc);
}

/* notify_level_pass - held notices and digests that are due */

enum pb_rc
notify_level_pass(struct pbemd *p, int *acted, struct pb_err *err)
{
	struct store_notify_seat *v = NULL;
	int64_t                   now = pb_now();
	size_t                    n = 0, i;
	enum pb_rc                rc;

	rc = store_notify_due(p->st, now - (int64_t)p->cf->notify_hold_minutes * 60 + 1,
	    digest_since(p, now), p->cf->notify_level, &v, &n, err);
	for (i = 0; i < n && rc == PB_OK; i++)
		if ((rc = flush_seat(p, &v[i], now, acted, err)) != PB_OK && rc != PB_ETEMP) {
			pb_warn("game %lld seat %d: held news: %s", (long long)v[i].game_id,
			    v[i].seat, err->msg);
			rc = PB_OK;
		}
	free(v);
	return (rc);
}

/* ---- the command MAIL ------------------------------------------------ */

/* The levels, as the three languages write them. */
static const struct {
	const char *word;
	const char *level;
} level_words[] = {
	{ "every", "every" },
	{ "all", "every" },
	{ "waiting", "waiting" },
	{ "turn", "waiting" },
	{ "digest", "digest" },
	{ "daily", "digest" },
	{ "ogni", "every" },
	{ "tutto", "every" },
	{ "tutte", "every" },
	{ "attesa", "waiting" },
	{ "turno", "waiting" },
	{ "riassunto", "digest" },
	{ "todo", "every" },
	{ "todos", "every" },
	{ "cada", "every" },
	{ "espera", "waiting" },
	{ "resumen", "digest" },
	{ NULL, NULL },
};

/* What the reply says, per locale (en, it, es). */
static const char *const said[][4] = {
	{ "every", "from now on you get a mail for every event",
	    "d'ora in poi ricevi una mail per ogni evento",
	    "a partir de ahora recibes un correo por cada evento" },
	{ "waiting",
	    "from now on you get a mail when the game waits for you, with everything since your"
	    " last mail",
	    "d'ora in poi ricevi una mail quando la partita aspetta te, con tutto ciò che è"
	    " successo dalla tua ultima mail",
	    "a partir de ahora recibes un correo cuando la partida te espera, con todo lo ocurrido"
	    " desde tu último correo" },
	{ "digest", "from now on you get one mail a day with everything since the last",
	    "d'ora in poi ricevi una mail al giorno con tutto ciò che è successo dall'ultima",
	    "a partir de ahora recibes un correo al día con todo lo ocurrido desde el último" },
	{ NULL, "write: mail every, mail waiting or mail digest",
	    "scrivi: posta ogni, posta attesa o posta riassunto",
	    "escribe: correo todo, correo espera o correo resumen" },
};

/* said_in - a text of said[] in the seat's language */

static const char *
said_in(const struct corecmd_ctx *c, const char *level)
{
	const char *loc = c->g->seats[c->seat - 1]->locale;
	size_t      i, l = strcmp(loc, "it") == 0 ? 2 : strcmp(loc, "es") == 0 ? 3 : 1;

	for (i = 0; said[i][0] != NULL && (level == NULL || strcmp(said[i][0], level) != 0); i++)
		;
	return (said[i][l]);
}

/* cmd_mail - "mail every|waiting|digest" */

static enum pb_rc
cmd_mail(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_notify n;
	const char         *level = NULL;
	enum pb_rc          rc;
	size_t              i;

	for (i = 0; l->argc == 2 && level_words[i].word != NULL; i++)
		if (strcmp(l->argv[1], level_words[i].word) == 0)
			level = level_words[i].level;
	if (level == NULL) {
		corecmd_result(c->results, line, "refused", said_in(c, NULL));
		return (PB_OK);
	}
	if ((rc = level_get(c->p, c->g->row->id, c->seat, &n, c->err)) != PB_OK)
		return (rc);
	free(n.level);
	n.level = pb_strdup(level);
	rc = store_notify_put(c->p->st, c->g->row->id, c->seat, &n, c->err);
	store_notify_clear(&n);
	if (rc == PB_OK)
		corecmd_result(c->results, line, "done", said_in(c, level));
	return (rc);
}

const struct corecmd notify_cmds[] = {
	{ "mail", "mail every|waiting|digest",
	    "how often you are mailed: every event, when the game waits for you, or once a day",
	    cmd_mail, NULL },
	{ "posta", NULL, NULL, cmd_mail, NULL },
	{ "correo", NULL, NULL, cmd_mail, NULL },
	{ NULL, NULL, NULL, NULL, NULL },
};
