/*++
/* NAME
/*	deadline 3
/* SUMMARY
/*	the clock of games: deadlines, reminders, late notices, defaults
/* SYNOPSIS
/*	#include "arbiter/deadline.h"
/* DESCRIPTION
/*	See deadline.h for the settings, the state diagram of a wait and
/*	the invariants T1-T3.  Every time is pb_now(): PBEMD_FAKE_NOW
/*	moves the clock in tests.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/config.h"
#include "core/game.h"
#include "core/pb.h"
#include "core/tzone.h"
#include "store/store.h"

/* Local. */
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/notify_level.h"

#define DL_HOUR 3600
#define DL_DAY 86400
#define DL_MAXSTEPS 64 /* clock actions in one game in one pass */

/* Effective settings of one game. */
struct dl_set {
	json_t     *json; /* the stored object */
	int64_t     reminder, grace, absence_max;
	int         late_notices;
	unsigned    days_off;
	const char *tz; /* borrowed from json */
};

/* ---- settings ----------------------------------------------------- */

/* deadline_default_tz - the zone of new players and games */

const char *
deadline_default_tz(const struct pbemd *p)
{
	return (p->cf->time_tz ? p->cf->time_tz : "UTC");
}

/* deadline_locale_ok - a language pbemd writes */

int
deadline_locale_ok(const char *l)
{
	return (l && (strcmp(l, "en") == 0 || strcmp(l, "it") == 0 || strcmp(l, "es") == 0));
}

/* secs_of - a [time] duration, or dflt when unset */

static int64_t
secs_of(const char *text, int64_t dflt)
{
	int64_t v;

	return (text && tz_duration(text, &v, NULL) == PB_OK ? v : dflt);
}

/* defaults_json - the settings of a new game of ops from pbemd.conf */

static json_t *
defaults_json(const struct pbemd *p, const struct game_ops *ops)
{
	const struct pb_config     *cf = p->cf;
	const struct game_decision *k;
	const char                 *v;
	json_t                     *o = json_object(), *d = json_object();
	unsigned                    days = 0;

	/* The game's decisions: [time] deadline.KIND, else deadline. */
	for (k = ops->decisions; k && k->kind; k++)
		if ((v = config_time_kind(cf, k->kind)) != NULL || (v = cf->time_deadline) != NULL)
			json_object_set_new(d, k->kind, json_integer(secs_of(v, 0)));
	if (cf->time_days_off)
		(void)tz_days(cf->time_days_off, &days, NULL);
	json_object_set_new(o, "deadline", d);
	json_object_set_new(o, "reminder", json_integer(secs_of(cf->time_reminder, 12 * DL_HOUR)));
	json_object_set_new(o, "grace", json_integer(secs_of(cf->time_grace, 12 * DL_HOUR)));
	json_object_set_new(o, "late_notices", json_boolean(cf->time_late_notices));
	json_object_set_new(o, "days_off", json_integer(days));
	json_object_set_new(
	    o, "absence_max", json_integer(secs_of(cf->time_absence_max, 14 * DL_DAY)));
	json_object_set_new(o, "tz", json_string(deadline_default_tz(p)));
	return (o);
}

/* set_parse - dl_set from a stored object (takes a reference) */

static void
set_parse(struct dl_set *s, json_t *o)
{
	s->json = o;
	s->reminder = json_integer_value(json_object_get(o, "reminder"));
	s->grace = json_integer_value(json_object_get(o, "grace"));
	s->absence_max = json_integer_value(json_object_get(o, "absence_max"));
	s->late_notices = json_is_true(json_object_get(o, "late_notices"));
	s->days_off = (unsigned)json_integer_value(json_object_get(o, "days_off"));
	s->tz = json_string_value(json_object_get(o, "tz"));
	if (s->tz == NULL || !tz_ok(s->tz))
		s->tz = "UTC";
}

/* set_load - a game's clock row and its settings */

static enum pb_rc
set_load(struct pbemd *p, const struct game_ops *ops, int64_t game, struct store_clock **cp,
    struct dl_set *s, struct pb_err *err)
{
	json_t    *o;
	enum pb_rc rc;

	if ((rc = store_clock_get(p->st, game, cp, err)) == PB_ENOENT) {
		/* A game from before schema 005: the defaults, stored now. */
		*cp = pb_calloc(1, sizeof(**cp));
		(*cp)->game_id = game;
		o = defaults_json(p, ops);
		(*cp)->settings = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
		json_decref(o);
		rc = store_clock_put(p->st, *cp, err);
	}
	if (rc != PB_OK)
		return (rc);
	if ((o = json_loads((*cp)->settings, 0, NULL)) == NULL)
		o = defaults_json(p, ops);
	set_parse(s, o);
	return (PB_OK);
}

/* kind_secs - the time a decision gets */

static int64_t
kind_secs(const struct dl_set *s, const struct gamectl *g, int seat, const char *kind)
{
	const struct game_decision *d = game_decision_find(g->ops, kind);
	json_t                     *v = json_object_get(json_object_get(s->json, "deadline"), kind);

	(void)seat;
	if (json_is_integer(v) && json_integer_value(v) > 0)
		return (json_integer_value(v));
	return ((int64_t)(d && d->hours > 0 ? d->hours : 24) * DL_HOUR);
}

/* set_key - "set KEY VALUE" into a settings object */

static enum pb_rc
set_key(const struct game_ops *ops, json_t *o, const char *key, const char *value,
    struct pb_err *err)
{
	const struct game_decision *k;
	char                       *kinds;
	unsigned                    days;
	int64_t                     secs;

	if (strncmp(key, "deadline", 8) == 0 && (key[8] == '\0' || key[8] == '.')) {
		if (key[8] && game_decision_find(ops, key + 9) == NULL) {
			kinds = game_decision_kinds(ops);
			pb_err_set(
			    err, PB_EDATA, "\"%s\": the decisions of %s are %s", key, ops->title, kinds);
			free(kinds);
			return (PB_EDATA);
		}
		if (tz_duration(value, &secs, err) != PB_OK)
			return (PB_EDATA);
		if (secs < DL_HOUR)
			return (pb_err_set(err, PB_EDATA, "a deadline is one hour at least"));
		for (k = ops->decisions; k && k->kind; k++)
			if (key[8] == '\0' || strcmp(key + 9, k->kind) == 0)
				json_object_set_new(
				    json_object_get(o, "deadline"), k->kind, json_integer(secs));
		return (PB_OK);
	}
	if (strcmp(key, "reminder") == 0 || strcmp(key, "grace") == 0
	    || strcmp(key, "absence_max") == 0) {
		if (tz_duration(value, &secs, err) != PB_OK)
			return (PB_EDATA);
		json_object_set_new(o, key, json_integer(secs));
		return (PB_OK);
	}
	if (strcmp(key, "late_notices") == 0) {
		if (strcasecmp(value, "yes") != 0 && strcasecmp(value, "no") != 0)
			return (pb_err_set(err, PB_EDATA, "late_notices is yes or no"));
		json_object_set_new(o, key, json_boolean(strcasecmp(value, "yes") == 0));
		return (PB_OK);
	}
	if (strcmp(key, "days_off") == 0) {
		if (tz_days(value, &days, err) != PB_OK)
			return (PB_EDATA);
		if (days == 0x7f)
			return (pb_err_set(err, PB_EDATA,
			    "every day off would stop the clock:"
			    " pause the game instead"));
		json_object_set_new(o, key, json_integer(days));
		return (PB_OK);
	}
	if (strcmp(key, "tz") == 0) {
		if (!tz_ok(value))
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\" is not a time zone (such as UTC or Europe/Rome)", value));
		json_object_set_new(o, key, json_string(value));
		return (PB_OK);
	}
	return (pb_err_set(err, PB_EDATA,
	    "\"%s\" is no setting: deadline[.KIND], reminder, grace, late_notices, days_off,"
	    " absence_max, tz, moderator",
	    key));
}

/* deadline_game_new - a new game's clock, its waits synced */

enum pb_rc
deadline_game_new(struct pbemd *p, struct gamectl *g, json_t *settings, const char *moderator,
    int max_seats, struct pb_err *err)
{
	struct store_clock c = { 0 };
	json_t            *o = defaults_json(p, g->ops), *v;
	const char        *key;
	enum pb_rc         rc = PB_OK;
	char              *text = NULL;

	json_object_foreach(settings, key, v)
	{
		free(text);
		text = json_is_string(v) ? pb_strdup(json_string_value(v))
		                         : json_dumps(v, JSON_ENCODE_ANY);
		if ((rc = set_key(g->ops, o, key, text, err)) != PB_OK)
			break;
	}
	free(text);
	if (rc == PB_OK && moderator && !strchr(moderator, '@'))
		rc = pb_err_set(err, PB_EDATA, "\"%s\" is not a moderator address", moderator);
	if (rc == PB_OK) {
		c.game_id = g->row->id;
		c.settings = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
		c.moderator = moderator ? pb_strdup(moderator) : NULL;
		if (c.moderator)
			pb_strlower(c.moderator);
		c.max_seats = max_seats;
		if ((rc = store_clock_put(p->st, &c, err)) == PB_OK && g->state)
			rc = deadline_sync(p, g, err);
		free(c.settings);
		free(c.moderator);
	}
	json_decref(o);
	return (rc);
}

/* ---- waits -------------------------------------------------------- */

/* next_due - when the clock must next look at a wait */

static int64_t
next_due(const struct dl_set *s, const struct store_wait *w)
{
	if (w->stage == 0 && s->reminder > 0 && w->deadline - s->reminder > w->since)
		return (w->deadline - s->reminder);
	if (w->stage <= 1)
		return (w->deadline);
	return (w->deadline + s->grace);
}

/* place_deadline - since + secs on working days, past any absence */

static enum pb_rc
place_deadline(struct pbemd *p, const struct dl_set *s, int64_t game, int seat, int64_t since,
    int64_t secs, int64_t *out, struct pb_err *err)
{
	int64_t    d = tz_add(since, secs, s->tz, s->days_off), end;
	enum pb_rc rc;

	rc = store_absence_at(p->st, game, seat, d, &end, err);
	if (rc == PB_OK)
		d = tz_add(end, secs < DL_DAY ? secs : DL_DAY, s->tz, s->days_off);
	else if (rc != PB_ENOENT)
		return (rc);
	*out = d;
	return (PB_OK);
}

/* sync_seat - one seat's wait in line with the game (T1, T2) */

static enum pb_rc
sync_seat(struct pbemd *p, struct gamectl *g, const struct dl_set *s, struct store_wait *old,
    int seat, int64_t now, struct pb_err *err)
{
	struct store_wait w = { 0 };
	const char       *kind;
	long              round;
	enum pb_rc        rc;

	kind = strcmp(g->row->status, "ended") == 0 ? NULL : g->ops->decision(g->state, seat);
	if (kind == NULL)
		return (old ? store_wait_delete(p->st, g->row->id, seat, err) : PB_OK);
	round = g->ops->decision_round ? g->ops->decision_round(g->state, seat) : 0;
	if (old && strcmp(old->kind, kind) == 0 && (old->round < 0 || old->round == round))
		return (PB_OK); /* T2 */
	w.game_id = g->row->id;
	w.seat = seat;
	w.kind = (char *)kind;
	w.round = round;
	w.since = now;
	if ((rc = place_deadline(
	         p, s, g->row->id, seat, now, kind_secs(s, g, seat, kind), &w.deadline, err))
	    != PB_OK)
		return (rc);
	w.due = next_due(s, &w);
	return (store_wait_put(p->st, &w, err));
}

/* deadline_sync - the waits of a loaded game in line with it (T1) */

enum pb_rc
deadline_sync(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct store_wait **v = NULL;
	struct dl_set       s = { 0 };
	size_t              n = 0, k;
	int64_t             now = pb_now();
	enum pb_rc          rc;

	if (g->state == NULL)
		return (PB_OK);
	if ((rc = set_load(p, g->ops, g->row->id, &c, &s, err)) != PB_OK
	    || (rc = store_wait_list(p->st, g->row->id, &v, &n, err)) != PB_OK)
		goto out;
	for (k = 1; k <= g->nseats && rc == PB_OK; k++)
		rc = sync_seat(p, g, &s, deadline_wait_find(v, n, (int)k), (int)k, now, err);
out:
	store_wait_list_free(v, n);
	store_clock_free(c);
	json_decref(s.json);
	return (rc);
}

/* ---- the clock ---------------------------------------------------- */

/* deadline_news - the template that tells the others of a change: the
 * board once the game runs, a short note during the set-up (whose
 * choices are secret) */

const char *
deadline_news(const struct gamectl *g)
{
	return (strcmp(g->row->status, "setup") == 0 ? "modnote" : "update");
}

/* decision_in - extra's "decision": the name of kind in seat's language */

static void
decision_in(const struct gamectl *g, int seat, const char *kind, json_t *extra)
{
	json_object_set_new(extra, "decision",
	    json_string(game_decision_name(g->ops, kind, g->seats[seat - 1]->locale)));
}

/* others_mail - a template to every seat but one, with extra (and the
 * name of decision kind in each one's language, unless NULL) */

static enum pb_rc
others_mail(struct pbemd *p, struct gamectl *g, int but, const char *tmpl, json_t *extra,
    const char *kind, const char *key, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	size_t     k;

	for (k = 1; k <= g->nseats && rc == PB_OK; k++)
		if ((int)k != but) {
			if (kind != NULL)
				decision_in(g, (int)k, kind, extra);
			rc = notify_seat(p, g, (int)k, tmpl, extra, NULL, key, err);
		}
	return (rc);
}

/* clock_remind - the reminder before a deadline, to the seat only */

static enum pb_rc
clock_remind(struct pbemd *p, struct gamectl *g, const struct store_wait *w, struct pb_err *err)
{
	json_t    *extra = json_object();
	char      *key = pb_asprintf("remind.%lld", (long long)w->deadline);
	enum pb_rc rc;

	decision_in(g, w->seat, w->kind, extra);
	rc = notify_seat(p, g, w->seat, "reminder", extra, NULL, key, err);
	free(key);
	json_decref(extra);
	return (rc);
}

/* clock_late - the deadline has passed: the seat is told, and everyone
 * when the game publishes late notices */

static enum pb_rc
clock_late(struct pbemd *p, struct gamectl *g, const struct dl_set *s, const struct store_wait *w,
    struct pb_err *err)
{
	char      *grace = tz_duration_str(s->grace);
	char      *key = pb_asprintf("late.%lld", (long long)w->deadline);
	json_t    *extra;
	enum pb_rc rc;

	extra = json_pack("{s:i, s:s, s:b}", "late_seat", w->seat, "grace", grace, "mine", 1);
	decision_in(g, w->seat, w->kind, extra);
	rc = notify_seat(p, g, w->seat, "late", extra, NULL, key, err);
	json_object_set_new(extra, "mine", json_false());
	if (rc == PB_OK && s->late_notices)
		rc = others_mail(p, g, w->seat, "late", extra, w->kind, key, err);
	json_decref(extra);
	free(key);
	free(grace);
	return (rc);
}

/* default_mails - what a default action did: the seat sees its line,
 * the others the public events */

static enum pb_rc
default_mails(struct pbemd *p, struct gamectl *g, int seat, const char *line, const char *kind,
    const struct game_result *res, int forced, struct pb_err *err)
{
	json_t    *mine, *events = json_array(), *theirs;
	enum pb_rc rc;
	char      *ev;
	size_t     k;

	mine = json_pack("{s:s, s:s, s:b}", "line", line, "text", res->text ? res->text : "done",
	    "forced", forced);
	decision_in(g, seat, kind, mine);
	ev = pb_asprintf(forced ? "The moderator forced the default action for Player %d (%s)."
	                        : "Player %d did not answer in time (%s): the default action was"
	                          " taken.",
	    seat, game_decision_name(g->ops, kind, "en"));
	json_array_append_new(events, json_string(ev));
	free(ev);
	if (res->event)
		json_array_append_new(events, json_string(res->event));
	theirs = json_pack(
	    "{s:s, s:o}", "note", json_string_value(json_array_get(events, 0)), "events", events);
	notify_notices(res, seat, mine);
	rc = notify_seat(p, g, seat, "defaulted", mine, NULL, "default", err);
	for (k = 1; rc == PB_OK && k <= g->nseats; k++)
		if ((int)k != seat) {
			notify_notices(res, (int)k, theirs);
			rc = notify_news(p, g, (int)k, deadline_news(g), theirs, "default",
			    (res->mail & GAME_MAIL(k)) != 0, err);
		}
	json_decref(mine);
	json_decref(theirs);
	return (rc);
}

/* deadline_default - the game's default action for a seat, the first
 * of its choices the game accepts, and the mails about it */

enum pb_rc
deadline_default(struct pbemd *p, struct gamectl *g, int seat, int forced, struct pb_err *err)
{
	struct game_result res = { 0 };
	struct pb_err      why = { 0 };
	const char        *kind = g->ops->decision(g->state, seat);
	char              *line, *move = NULL, *kcopy;
	enum pb_rc         rc = PB_EDATA;
	int                attempt;

	if (kind == NULL)
		return (
		    pb_err_set(err, PB_EDATA, "the game waits on nothing from Player %d", seat));
	kcopy = pb_strdup(kind);
	for (attempt = 0; rc == PB_EDATA; attempt++) {
		if ((line = g->ops->default_line(g->state, seat, attempt)) == NULL)
			break;
		free(move);
		move = pb_asprintf("%s %d %s", forced ? "force" : "default", seat, line);
		game_result_clear(&res);
		rc = gamectl_system(p, g, move, 0, &res, &why);
		free(line);
	}
	if (rc == PB_EDATA)
		pb_err_set(err, PB_EDATA, "no default action of Player %d applies%s%s", seat,
		    why.msg[0] ? ": " : "", why.msg);
	else if (rc != PB_OK)
		pb_err_set(err, rc, "%s", why.msg);
	else if ((rc = deadline_sync(p, g, err)) == PB_OK)
		rc = default_mails(
		    p, g, seat, strchr(strchr(move, ' ') + 1, ' ') + 1, kcopy, &res, forced, err);
	game_result_clear(&res);
	free(move);
	free(kcopy);
	return (rc);
}

/* clock_wait - what one due wait needs now; *changed when the game moved */

static enum pb_rc
clock_wait(struct pbemd *p, struct gamectl *g, const struct dl_set *s, struct store_wait *w,
    int64_t now, int *changed, struct pb_err *err)
{
	enum pb_rc rc;

	if (w->stage == 0 && now < w->deadline) {
		w->stage = 1;
		if ((rc = clock_remind(p, g, w, err)) != PB_OK)
			return (rc);
	} else if (w->stage <= 1 && now < w->deadline + s->grace) {
		w->stage = 2;
		if ((rc = clock_late(p, g, s, w, err)) != PB_OK)
			return (rc);
	} else {
		rc = deadline_default(p, g, w->seat, 0, err);
		if (rc == PB_EDATA) { /* XXX: a game without a default: look again in a day */
			pb_warn("game %lld: %s", (long long)g->row->id, err->msg);
			w->stage = 2;
			w->due = now + DL_DAY;
			return (store_wait_put(p->st, w, err));
		}
		*changed = 1;
		return (rc);
	}
	w->due = next_due(s, w);
	return (store_wait_put(p->st, w, err));
}

/* clock_game - every due wait of one game, in one transaction (T3) */

static enum pb_rc
clock_game(struct pbemd *p, int64_t id, int *acted, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct store_wait **v = NULL, *w;
	struct gamectl     *g = NULL;
	struct dl_set       s = { 0 };
	size_t              n = 0, i;
	int64_t             now = pb_now();
	int                 steps, changed = 0, did;
	enum pb_rc          rc;

	if ((rc = store_begin(p->st, err)) != PB_OK)
		return (rc);
	if ((rc = gamectl_load(p, id, &g, err)) != PB_OK
	    || (rc = set_load(p, g->ops, id, &c, &s, err)) != PB_OK)
		goto out;
	for (steps = 0, did = 1; did && steps < DL_MAXSTEPS && rc == PB_OK && c->paused == 0;) {
		did = 0;
		store_wait_list_free(v, n);
		v = NULL;
		n = 0;
		if ((rc = store_wait_list(p->st, id, &v, &n, err)) != PB_OK)
			break;
		for (i = 0; i < n && !did; i++) {
			w = v[i];
			if (w->due > now)
				continue;
			rc = clock_wait(p, g, &s, w, now, &changed, err);
			did = rc == PB_OK;
			steps++;
		}
	}
	if (rc == PB_OK && (rc = gamectl_save(p, g, err)) == PB_OK)
		rc = store_commit(p->st, err);
	if (rc == PB_OK)
		*acted += steps > 0;
out:
	if (rc != PB_OK)
		store_rollback(p->st);
	store_wait_list_free(v, n);
	store_clock_free(c);
	json_decref(s.json);
	gamectl_free(g);
	return (rc);
}

/* deadline_pass - the clock: every game with a wait due */

enum pb_rc
deadline_pass(struct pbemd *p, int *acted, struct pb_err *err)
{
	int64_t   *ids = NULL;
	size_t     n = 0, i;
	enum pb_rc rc;

	*acted = 0;
	if ((rc = store_wait_due(p->st, pb_now(), &ids, &n, err)) != PB_OK)
		return (rc);
	for (i = 0; i < n && rc == PB_OK; i++)
		if ((rc = clock_game(p, ids[i], acted, err)) != PB_OK && rc != PB_ETEMP)
			pb_warn("game %lld: clock: %s", (long long)ids[i], err->msg);
	free(ids);
	/* Held moderator notices and daily digests (notify_level.h). */
	if (rc != PB_ETEMP)
		rc = notify_level_pass(p, acted, err);
	return (rc == PB_ETEMP ? rc : PB_OK);
}

/* ---- moderator and player changes --------------------------------- */

/* deadline_set - "set KEY VALUE" for a game */

enum pb_rc
deadline_set(
    struct pbemd *p, struct gamectl *g, const char *key, const char *value, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct dl_set       s = { 0 };
	enum pb_rc          rc;

	if ((rc = set_load(p, g->ops, g->row->id, &c, &s, err)) != PB_OK)
		goto out;
	if (strcmp(key, "moderator") == 0) {
		if (strchr(value, '@') == NULL || strcspn(value, " \t<>\"") != strlen(value)) {
			rc = pb_err_set(err, PB_EDATA, "\"%s\" is not an address", value);
			goto out;
		}
		free(c->moderator);
		c->moderator = pb_strdup(value);
		pb_strlower(c->moderator);
		c->mod_epoch = g->row->seq + 1; /* the old moderator's tokens die */
	} else if ((rc = set_key(g->ops, s.json, key, value, err)) != PB_OK)
		goto out;
	free(c->settings);
	c->settings = json_dumps(s.json, JSON_COMPACT | JSON_SORT_KEYS);
	rc = store_clock_put(p->st, c, err);
out:
	store_clock_free(c);
	json_decref(s.json);
	return (rc);
}

/* shift_waits - move every wait of a game by secs; seat 0: all */

static enum pb_rc
shift_waits(struct pbemd *p, struct gamectl *g, const struct dl_set *s, int seat, int64_t secs,
    int restage, struct pb_err *err)
{
	struct store_wait **v = NULL;
	size_t              n = 0, i;
	enum pb_rc          rc;

	if ((rc = store_wait_list(p->st, g->row->id, &v, &n, err)) != PB_OK)
		return (rc);
	for (i = 0; i < n && rc == PB_OK; i++) {
		if (seat != 0 && v[i]->seat != seat)
			continue;
		v[i]->deadline += secs;
		v[i]->since += restage ? 0 : secs;
		if (restage)
			v[i]->stage = pb_now() < v[i]->deadline - s->reminder ? 0 : 1;
		v[i]->due = next_due(s, v[i]);
		rc = store_wait_put(p->st, v[i], err);
	}
	store_wait_list_free(v, n);
	return (rc);
}

/* deadline_pause - stop the game's deadlines */

enum pb_rc
deadline_pause(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct dl_set       s = { 0 };
	enum pb_rc          rc;

	if ((rc = set_load(p, g->ops, g->row->id, &c, &s, err)) == PB_OK) {
		if (c->paused)
			rc = pb_err_set(err, PB_EDATA, "the game is paused already");
		else {
			c->paused = pb_now() > 0 ? pb_now() : 1;
			rc = store_clock_put(p->st, c, err);
		}
	}
	store_clock_free(c);
	json_decref(s.json);
	return (rc);
}

/* deadline_resume - restart them, moved by the time paused */

enum pb_rc
deadline_resume(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct dl_set       s = { 0 };
	enum pb_rc          rc;

	if ((rc = set_load(p, g->ops, g->row->id, &c, &s, err)) == PB_OK) {
		if (c->paused == 0)
			rc = pb_err_set(err, PB_EDATA, "the game is not paused");
		else if ((rc = shift_waits(p, g, &s, 0, pb_now() - c->paused, 0, err)) == PB_OK) {
			c->paused = 0;
			rc = store_clock_put(p->st, c, err);
		}
	}
	store_clock_free(c);
	json_decref(s.json);
	return (rc);
}

/* deadline_extend - more time for one seat, or all (seat 0) */

enum pb_rc
deadline_extend(struct pbemd *p, struct gamectl *g, int seat, int64_t secs, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct dl_set       s = { 0 };
	enum pb_rc          rc;

	if ((rc = set_load(p, g->ops, g->row->id, &c, &s, err)) == PB_OK)
		rc = shift_waits(p, g, &s, seat, secs, 1, err);
	store_clock_free(c);
	json_decref(s.json);
	return (rc);
}

/* deadline_absent - a seat away from start to end, within the cap */

enum pb_rc
deadline_absent(
    struct pbemd *p, struct gamectl *g, int seat, int64_t start, int64_t end, struct pb_err *err)
{
	struct store_clock *c = NULL;
	struct store_wait **v = NULL, *w;
	struct dl_set       s = { 0 };
	size_t              n = 0;
	int64_t             used = 0;
	char               *cap = NULL, *left = NULL;
	enum pb_rc          rc;

	if ((rc = set_load(p, g->ops, g->row->id, &c, &s, err)) != PB_OK
	    || (rc = store_absence_total(p->st, g->row->id, seat, &used, err)) != PB_OK)
		goto out;
	if (end <= start || end <= pb_now()) {
		rc =
		    pb_err_set(err, PB_EDATA, "an absence must end in the future, after it starts");
		goto out;
	}
	if (used + (end - start) > s.absence_max) {
		cap = tz_duration_str(s.absence_max);
		left = tz_duration_str(used < s.absence_max ? s.absence_max - used : 0);
		rc = pb_err_set(err, PB_EDATA,
		    "absences are capped at %s per player in this game: %s remain", cap, left);
		goto out;
	}
	if ((rc = store_absence_add(p->st, g->row->id, seat, start, end, err)) != PB_OK
	    || (rc = store_wait_list(p->st, g->row->id, &v, &n, err)) != PB_OK)
		goto out;
	/* The current deadline may now fall in the absence. */
	if ((w = deadline_wait_find(v, n, seat)) != NULL && w->deadline >= start
	    && w->deadline < end) {
		w->deadline =
		    tz_add(end, w->deadline - w->since < DL_DAY ? w->deadline - w->since : DL_DAY,
		        s.tz, s.days_off);
		w->stage = 0;
		w->due = next_due(&s, w);
		rc = store_wait_put(p->st, w, err);
	}
out:
	free(cap);
	free(left);
	store_wait_list_free(v, n);
	store_clock_free(c);
	json_decref(s.json);
	return (rc);
}

/* deadline_back - the seat is back: its absences end now */

enum pb_rc
deadline_back(struct pbemd *p, struct gamectl *g, int seat, struct pb_err *err)
{
	return (store_absence_cut(p->st, g->row->id, seat, pb_now(), err));
}

/* deadline_moderator - the moderator address of a game, caller frees */

char *
deadline_moderator(struct pbemd *p, int64_t game)
{
	struct store_clock *c = NULL;
	struct pb_err       err;
	char               *m = NULL;

	if (store_clock_get(p->st, game, &c, &err) == PB_OK && c->moderator)
		m = pb_strdup(c->moderator);
	else if (p->cf->moderator)
		m = pb_strdup(p->cf->moderator);
	store_clock_free(c);
	return (m);
}

/* deadline_settings_json - a game's settings, caller frees */

json_t *
deadline_settings_json(struct pbemd *p, int64_t game)
{
	struct store_clock *c = NULL;
	struct pb_err       err;
	json_t             *o = NULL;

	if (store_clock_get(p->st, game, &c, &err) == PB_OK)
		o = json_loads(c->settings, 0, NULL);
	store_clock_free(c);
	return (o ? o : json_object());
}
