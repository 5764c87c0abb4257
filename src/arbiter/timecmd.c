/*++
/* NAME
/*	timecmd 3
/* SUMMARY
/*	players' commands about time and the table: zone, language,
/*	absences, abandoning, joining; moderator words refused
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/*
/*	extern const struct corecmd time_cmds[];
/*	extern const struct corecmd_open time_open_cmds[];
/* DESCRIPTION
/*	Commands of an authenticated player's mail (corecmd.h):
/*
/*	timezone ZONE		deadlines written in ZONE (Europe/Rome)
/*	language en|it|es	mails written in that language
/*	deadline		the current deadline, in the player's time
/*	absent FROM TO		away from day FROM to day TO included
/*				(YYYY-MM-DD, the player's zone), or
/*	absent DURATION		from now (absent 5d): deadlines falling
/*				within move past the end (deadline.h); the
/*				days are capped per game
/*	back			back early: the absences end now
/*	abandon [no]		agree (or no longer) to abandon the game;
/*				when every player still in agrees, the
/*				game ends with no winner (a move of seat 0)
/*
/*	The moderator's words (pause, resume, extend, replace, remove,
/*	undo, force, start, set, token) from a player are refused with a
/*	reply saying who may give them; they are not listed by HELP.
/*
/*	Open command (a mail without a token): "join GAME [ZONE] [LANG]"
/*	adds the sender's address as the next seat of an open game, and
/*	answers that address (template "joined"): done, or why not.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/tzone.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"

#define TC_DAY 86400

/* refused - a refusal in the reply; a refusal is data (PB_OK) */

static enum pb_rc
refused(struct corecmd_ctx *c, const char *line, const struct pb_err *why)
{
	corecmd_result(c->results, line, "refused", why->msg);
	return (PB_OK);
}

/* word_at - word n (0-based) of a line as written, caller frees */

static char *
word_at(const char *line, int n)
{
	const char *s = line + strspn(line, " \t,");

	while (n-- > 0 && *s) {
		s += strcspn(s, " \t,");
		s += strspn(s, " \t,");
	}
	return (pb_strndup(s, strcspn(s, " \t,")));
}

/* my_seat - the sender's seat row, borrowed */

static struct store_seat *
my_seat(struct corecmd_ctx *c)
{
	return (c->g->seats[c->seat - 1]);
}

/* cmd_timezone - "timezone ZONE" */

static enum pb_rc
cmd_timezone(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_seat *st = my_seat(c);
	struct pb_err      why;
	char              *zone, *text;
	enum pb_rc         rc;

	/* The lexer folds case: take the zone as written in the line. */
	zone = word_at(line, 1);
	if (l->argc != 2 || !tz_ok(zone)) {
		pb_err_set(&why, PB_EDATA,
		    "\"%s\" is not a time zone: write one such as Europe/Rome, America/New_York or"
		    " UTC",
		    zone);
		free(zone);
		return (refused(c, line, &why));
	}
	if ((rc = store_seat_set(c->p->st, c->g->row->id, c->seat, "tz", zone, 0, c->err))
	    == PB_OK) {
		free(st->tz);
		st->tz = pb_strdup(zone);
		text = pb_asprintf("your deadlines are now written in %s time", zone);
		corecmd_result(c->results, line, "done", text);
		free(text);
	}
	free(zone);
	return (rc);
}

/* cmd_deadline - "deadline": the current one, in the reply */

static enum pb_rc
cmd_deadline(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	(void)l;
	corecmd_result(c->results, line, "done",
	    "your deadline, if the game waits on you, is"
	    " at the end of this mail");
	return (PB_OK);
}

/* absence_span - "FROM TO" days, or a DURATION from now */

static enum pb_rc
absence_span(
    const struct lex_line *l, const char *zone, int64_t *start, int64_t *end, struct pb_err *err)
{
	int64_t secs;

	if (l->argc == 2 && strchr(l->argv[1], '-') == NULL) {
		if (tz_duration(l->argv[1], &secs, err) != PB_OK)
			return (PB_EDATA);
		*start = pb_now();
		*end = *start + secs;
		return (PB_OK);
	}
	if (l->argc != 3)
		return (pb_err_set(err, PB_EDATA,
		    "write: absent 2026-12-20 2026-12-27 (the days you are away), or absent 5d"));
	if (tz_date(l->argv[1], zone, start, err) != PB_OK
	    || tz_date(l->argv[2], zone, end, err) != PB_OK)
		return (PB_EDATA);
	*end = tz_add(*end, TC_DAY, zone, 0); /* the last day included */
	if (*start < pb_now())
		*start = pb_now();
	return (PB_OK);
}

/* cmd_absent - "absent FROM TO" or "absent DURATION" */

static enum pb_rc
cmd_absent(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_seat *st = my_seat(c);
	struct pb_err      why;
	int64_t            start, end;
	char              *from, *to, *text;
	enum pb_rc         rc;

	if (absence_span(l, st->tz, &start, &end, &why) != PB_OK)
		return (refused(c, line, &why));
	rc = deadline_absent(c->p, c->g, c->seat, start, end, &why);
	if (rc == PB_EDATA)
		return (refused(c, line, &why));
	if (rc != PB_OK)
		return (pb_err_set(c->err, rc, "%s", why.msg));
	from = tz_format(start, st->tz, st->locale);
	to = tz_format(end, st->tz, st->locale);
	text = pb_asprintf(
	    "you are away from %s to %s: deadlines that fall then move past it", from, to);
	corecmd_result(c->results, line, "done", text);
	free(text);
	free(from);
	free(to);
	return (PB_OK);
}

/* cmd_back - "back": the absences end now */

static enum pb_rc
cmd_back(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	enum pb_rc rc;

	(void)l;
	if ((rc = deadline_back(c->p, c->g, c->seat, c->err)) == PB_OK)
		corecmd_result(c->results, line, "done", "welcome back: your absences end now");
	return (rc);
}

/* abandon_all - does every player still in agree?  then it ends */

static enum pb_rc
abandon_all(struct corecmd_ctx *c, const char *line)
{
	struct game_result res = { 0 };
	struct pb_err      why;
	enum pb_rc         rc;
	size_t             k;

	for (k = 0; k < c->g->nseats; k++)
		if (!c->g->seats[k]->abandon && c->g->ops->decision != NULL
		    && strcmp(c->g->row->status, "ended") != 0)
			return (PB_OK);
	rc = gamectl_system(c->p, c->g, "abandon", c->inbox_id, &res, &why);
	if (rc == PB_EDATA)
		corecmd_result(c->results, line, "refused", why.msg);
	else if (rc != PB_OK)
		pb_err_set(c->err, rc, "%s", why.msg);
	else {
		if (res.event && c->events)
			json_array_append_new(c->events, json_string(res.event));
		corecmd_result(
		    c->results, line, "done", "every player agreed: the game is abandoned");
	}
	game_result_clear(&res);
	return (rc == PB_EDATA ? PB_OK : rc);
}

/* cmd_abandon - "abandon" or "abandon no" */

static enum pb_rc
cmd_abandon(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	struct pb_err why;
	enum pb_rc    rc;
	int           yes = l->argc == 1;
	char         *ev;

	if (!yes && (l->argc != 2 || strcmp(l->argv[1], "no") != 0)) {
		pb_err_set(&why, PB_EDATA, "write: abandon (to agree) or abandon no");
		return (refused(c, line, &why));
	}
	if (strcmp(c->g->row->status, "ended") == 0) {
		pb_err_set(&why, PB_EDATA, "the game has ended");
		return (refused(c, line, &why));
	}
	if ((rc = store_seat_set(c->p->st, c->g->row->id, c->seat, "abandon", NULL, yes, c->err))
	    != PB_OK)
		return (rc);
	my_seat(c)->abandon = yes;
	ev = pb_asprintf(yes ? "Player %d agrees to abandon the game (every player must agree:"
	                       " write ABANDON to agree, ABANDON NO to withdraw)."
	                     : "Player %d no longer agrees to abandon the game.",
	    c->seat);
	if (c->events)
		json_array_append_new(c->events, json_string(ev));
	free(ev);
	c->broadcast = 1;
	corecmd_result(c->results, line, "done",
	    yes ? "you agree to abandon the game" : "you no longer agree to abandon the game");
	return (yes ? abandon_all(c, line) : PB_OK);
}

/* cmd_moderator_only - a moderator's word in a player's mail */

static enum pb_rc
cmd_moderator_only(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	char *text;

	text = pb_asprintf("only the moderator of this game may %s: this mail comes from Player"
	                   " %d's seat",
	    l->argv[0], c->seat);
	corecmd_result(c->results, line, "refused", text);
	free(text);
	return (PB_OK);
}

const struct corecmd time_cmds[] = {
	{ "timezone", "timezone ZONE", "write your deadlines in that time zone (Europe/Rome)",
	    cmd_timezone, NULL },
	{ "deadline", "deadline", "your current deadline", cmd_deadline, NULL },
	{ "absent", "absent FROM TO | absent DURATION",
	    "you are away (days as 2026-12-24, or 5d from now): deadlines wait", cmd_absent, NULL },
	{ "back", "back", "you are back early from an absence", cmd_back, NULL },
	{ "abandon", "abandon [no]", "agree (or not) to abandon the game; all must agree",
	    cmd_abandon, NULL },
	{ "pause", NULL, NULL, cmd_moderator_only, NULL },
	{ "resume", NULL, NULL, cmd_moderator_only, NULL },
	{ "extend", NULL, NULL, cmd_moderator_only, NULL },
	{ "replace", NULL, NULL, cmd_moderator_only, NULL },
	{ "remove", NULL, NULL, cmd_moderator_only, NULL },
	{ "undo", NULL, NULL, cmd_moderator_only, NULL },
	{ "force", NULL, NULL, cmd_moderator_only, NULL },
	{ "start", NULL, NULL, cmd_moderator_only, NULL },
	{ "set", NULL, NULL, cmd_moderator_only, NULL },
	{ "token", NULL, NULL, cmd_moderator_only, NULL },
	{ NULL, NULL, NULL, NULL, NULL },
};

/* ---- joining an open game ------------------------------------------ */

/* join_reply - the answer to a join, to the address that asked */

static enum pb_rc
join_reply(struct corecmd_open_ctx *c, const struct lex_line *l, int64_t game, int seat,
    const char *title, const char *why)
{
	const char *locale = c->p->cf->locale;
	json_t     *view;
	char       *key;
	enum pb_rc  rc;

	view = json_pack("{s:I, s:i, s:s, s:b, s:s, s:s}", "game", (json_int_t)game, "seat", seat,
	    "title", title, "joined", why == NULL, "why", why ? why : "", "address",
	    c->p->cf->address);
	key = pb_asprintf("join.%lld", (long long)c->inbox_id);
	if (l->argc == 4 && deadline_locale_ok(l->argv[3]))
		locale = l->argv[3];
	rc = notify_address(c->p, game, seat, c->m->from_addr, locale, "joined", view,
	    c->m->message_id, key, c->err);
	free(key);
	json_decref(view);
	return (rc);
}

/* open_join - "join GAME [ZONE] [LANG]" */

static enum pb_rc
open_join(struct corecmd_open_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_clock *clk = NULL;
	struct gamectl     *g = NULL;
	struct pb_err       why = { 0 };
	char               *end, *spec = NULL, *zone;
	long long           id;
	int                 seat = 0;
	enum pb_rc          rc;

	(void)line;
	if (c->m->from_addr == NULL)
		return (PB_OK);
	id = l->argc >= 2 ? strtoll(l->argv[1], &end, 10) : 0;
	if (l->argc < 2 || l->argc > 4 || *end != '\0' || id < 1)
		return (
		    join_reply(c, l, 0, 0, "pbemd", "write: join GAME (the number of the game)"));
	if ((rc = gamectl_load(c->p, (int64_t)id, &g, &why)) == PB_ENOENT)
		return (join_reply(c, l, 0, 0, "pbemd", "there is no such game"));
	if (rc != PB_OK)
		return (pb_err_set(c->err, rc, "%s", why.msg));
	if (g->state != NULL)
		rc = pb_err_set(&why, PB_EDATA, "the game has started: it takes no more players");
	else if ((rc = store_clock_get(c->p->st, g->row->id, &clk, c->err)) == PB_OK
	    && clk->max_seats > 0 && (int)g->nseats >= clk->max_seats)
		rc = pb_err_set(&why, PB_EDATA, "the game is full (%d players)", clk->max_seats);
	if (rc == PB_OK) {
		/* The zone is taken as written; the lexer folds case. */
		zone = l->argc >= 3 ? word_at(line, 2) : pb_strdup("");
		spec =
		    pb_asprintf("%s:%s:%s", c->m->from_addr, zone, l->argc == 4 ? l->argv[3] : "");
		free(zone);
		if (spec[strlen(spec) - 1] == ':')
			spec[strlen(spec) - 1] = '\0';
		rc = gamectl_join(c->p, g, spec, &seat, &why);
	}
	if (rc == PB_OK || rc == PB_EDATA || rc == PB_EDUP)
		rc =
		    join_reply(c, l, g->row->id, seat, g->ops->title, rc == PB_OK ? NULL : why.msg);
	free(spec);
	store_clock_free(clk);
	gamectl_free(g);
	return (rc);
}

const struct corecmd_open time_open_cmds[] = {
	{ "join", open_join },
	{ NULL, NULL },
};
