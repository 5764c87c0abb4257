/*++
/* NAME
/*	observe 3
/* SUMMARY
/*	observers: subscriptions by mail to a game's public view
/* SYNOPSIS
/*	#include "arbiter/observe.h"
/* DESCRIPTION
/*	Open commands (no move token; the first line of the mail, or its
/*	Subject after "Re:"):
/*
/*	observe GAME
/*		asks to follow GAME.  The arbiter mails the From address
/*		a code, in a mail whose Subject is "observe GAME CODE":
/*		replying to it (any text, or none) confirms.  So nobody
/*		can subscribe a third party: only who reads that mailbox
/*		learns the code.
/*	observe GAME CODE
/*		confirms; from then on the address gets the public view
/*		whenever the players get an update, and the reveal at
/*		the end (policy end_reveal).
/*	unobserve GAME CODE
/*		ends it at once; CODE is printed in every observer mail.
/*	unobserve GAME
/*		mails the subscribed address a mail whose Subject is
/*		"unobserve GAME CODE": replying to it ends it.
/*
/*	State of one (game, address):
/*
/* .nf
/*	          observe G            observe G CODE
/*	  (none) -----------> pending ----------------> active
/*	    ^                                             |
/*	    +------------- unobserve G CODE --------------+
/* .fi
/*
/*	Transition			Function
/*	(none) -> pending		observe_ask()
/*	pending -> active		observe_confirm()
/*	active -> (none)		unobserve_cmd()
/*
/*	Answers that a forged From could provoke (the code mail, "you
/*	already observe", "no such game", "observers are not allowed")
/*	go at most once an hour to one address (table notices, kind
/*	"observe"): no backscatter beyond one short reply.  A wrong code
/*	gets no answer at all.  A player of the game cannot observe it.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "mail/compose.h"
#include "store/store.h"

/* Local. */
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/observe.h"
#include "arbiter/policy.h"

#define OBSERVE_WINDOW 3600 /* seconds between two unasked answers */

/* new_code - 32 random hex digits; caller frees */

static char *
new_code(void)
{
	unsigned char b[16];

	randombytes_buf(b, sizeof(b));
	return (pb_hex(b, sizeof(b)));
}

/* sender - the From address, lower case, if usable; caller frees */

static char *
sender(const struct corecmd_open_ctx *c)
{
	char *a;

	if (c->m->from_addr == NULL)
		return (NULL);
	a = pb_strdup(c->m->from_addr);
	pb_strlower(a);
	if (!compose_addr_ok(a)) {
		free(a);
		return (NULL);
	}
	return (a);
}

/* answer - one mail of template "observe" to addr; with limited, at
 * most once an hour per address */

static enum pb_rc
answer(struct corecmd_open_ctx *c, const char *addr, int64_t game, const char *what,
    const char *code, int limited)
{
	json_t    *view;
	int64_t    sent, now = pb_now();
	char      *key;
	enum pb_rc rc = PB_OK;

	if (limited) {
		rc = store_notice_get(c->p->st, addr, "observe", &sent, c->err);
		if (rc == PB_OK && now - sent < OBSERVE_WINDOW)
			return (PB_OK);
		if (rc != PB_OK && rc != PB_ENOENT)
			return (rc);
		if ((rc = store_notice_put(c->p->st, addr, "observe", now, c->err)) != PB_OK)
			return (rc);
	}
	view = json_pack("{s:I, s:s, s:s, s:b}", "game", (json_int_t)game, "address",
	    c->p->cf->address, "code", code ? code : "", what, 1);
	key = pb_asprintf("observe.%lld", (long long)c->inbox_id);
	rc = notify_address(
	    c->p, game, 0, addr, c->p->cf->locale, "observe", view, NULL, key, c->err);
	free(key);
	json_decref(view);
	return (rc);
}

/* parse_game - argv[1] as a game id, or 0 */

static int64_t
parse_game(const struct lex_line *l)
{
	char     *end;
	long long v;

	if (l->argc < 2)
		return (0);
	v = strtoll(l->argv[1], &end, 10);
	return (*end == '\0' && v > 0 ? (int64_t)v : 0);
}

/* observe_ask - "observe GAME": a code to confirm with */

static enum pb_rc
observe_ask(struct corecmd_open_ctx *c, const char *addr, int64_t game)
{
	struct store_observer *o = NULL, row;
	struct pb_policy       pol;
	enum pb_rc             rc;
	int                    seat;
	char                  *code;

	if ((rc = policy_load(c->p, game, &pol, c->err)) != PB_OK)
		return (rc);
	if (!pol.observers)
		return (answer(c, addr, game, "closed", NULL, 1));
	if ((rc = store_seat_find(c->p->st, game, addr, &seat, c->err)) == PB_OK)
		return (answer(c, addr, game, "player", NULL, 1));
	if (rc != PB_ENOENT)
		return (rc);
	if ((rc = store_observer_get(c->p->st, game, addr, &o, c->err)) == PB_OK) {
		rc = strcmp(o->state, "active") == 0 ? answer(c, addr, game, "already", o->code, 1)
		                                     : answer(c, addr, game, "confirm", o->code, 1);
		store_observer_free(o);
		return (rc);
	}
	if (rc != PB_ENOENT)
		return (rc);
	code = new_code();
	row = (struct store_observer){ .game_id = game,
		.address = (char *)addr,
		.state = (char *)"pending",
		.code = code,
		.created = pb_now() };
	if ((rc = store_observer_put(c->p->st, &row, c->err)) == PB_OK)
		rc = answer(c, addr, game, "confirm", code, 1);
	free(code);
	return (rc);
}

/* observe_confirm - "observe GAME CODE": pending becomes active */

static enum pb_rc
observe_confirm(struct corecmd_open_ctx *c, const char *addr, int64_t game, const char *code)
{
	struct store_observer *o = NULL;
	struct gamectl        *g = NULL;
	json_t                *view;
	enum pb_rc             rc;
	char                  *key;

	if ((rc = store_observer_get(c->p->st, game, addr, &o, c->err)) == PB_ENOENT)
		return (PB_OK);
	if (rc != PB_OK)
		return (rc);
	/* A wrong code, or one already used: no answer at all. */
	if (strcmp(o->state, "pending") != 0 || strcasecmp(o->code, code) != 0)
		goto out;
	free(o->state);
	free(o->code);
	o->state = pb_strdup("active");
	o->code = new_code();
	o->confirmed = pb_now();
	if ((rc = store_observer_put(c->p->st, o, c->err)) != PB_OK
	    || (rc = gamectl_load(c->p, game, &g, c->err)) != PB_OK)
		goto out;
	view = g->ops->view(g->state, GAME_VIEW_PUBLIC, c->p->cf->locale);
	json_object_set_new(view, "mail", notify_public_mail(c->p, g, c->p->cf->locale));
	json_object_set_new(
	    view, "observer", json_pack("{s:s, s:b}", "code", o->code, "welcome", 1));
	json_object_set_new(view, "events", json_array());
	key = pb_asprintf("observed.%lld", (long long)c->inbox_id);
	rc = notify_address(
	    c->p, game, 0, addr, c->p->cf->locale, "observed", view, NULL, key, c->err);
	free(key);
	json_decref(view);
out:
	gamectl_free(g);
	store_observer_free(o);
	return (rc);
}

/* observe_cmd - "observe GAME [CODE]" */

static enum pb_rc
observe_cmd(struct corecmd_open_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_game *row = NULL;
	int64_t            game = parse_game(l);
	char              *addr;
	enum pb_rc         rc = PB_OK;

	(void)line;
	if ((addr = sender(c)) == NULL)
		return (PB_OK);
	if (game == 0 || (rc = store_game_get(c->p->st, game, &row, c->err)) == PB_ENOENT)
		rc = answer(c, addr, game, "unknown", NULL, 1);
	else if (rc == PB_OK && l->argc >= 3)
		rc = observe_confirm(c, addr, game, l->argv[2]);
	else if (rc == PB_OK)
		rc = observe_ask(c, addr, game);
	store_game_free(row);
	free(addr);
	return (rc);
}

/* unobserve_cmd - "unobserve GAME [CODE]" */

static enum pb_rc
unobserve_cmd(struct corecmd_open_ctx *c, const struct lex_line *l, const char *line)
{
	struct store_observer *o = NULL;
	int64_t                game = parse_game(l);
	char                  *addr;
	enum pb_rc             rc;

	(void)line;
	if ((addr = sender(c)) == NULL)
		return (PB_OK);
	rc = game ? store_observer_get(c->p->st, game, addr, &o, c->err) : PB_ENOENT;
	if (rc == PB_ENOENT)
		rc = PB_OK; /* not an observer: nothing to say to a stranger */
	else if (rc == PB_OK && strcmp(o->state, "active") != 0)
		rc = store_observer_delete(c->p->st, game, addr, c->err);
	else if (rc == PB_OK && l->argc >= 3 && strcasecmp(o->code, l->argv[2]) == 0) {
		if ((rc = store_observer_delete(c->p->st, game, addr, c->err)) == PB_OK)
			rc = answer(c, addr, game, "stopped", NULL, 0);
	} else if (rc == PB_OK && l->argc < 3)
		rc = answer(c, addr, game, "leave", o->code, 1);
	store_observer_free(o);
	free(addr);
	return (rc);
}

const struct corecmd_open observe_open_cmds[] = {
	{ "observe", observe_cmd },
	{ "unobserve", unobserve_cmd },
	{ NULL, NULL },
};

/* observe_update - the public view and events to every observer */

enum pb_rc
observe_update(
    struct pbemd *p, struct gamectl *g, json_t *events, const char *key, struct pb_err *err)
{
	struct store_observer **obs = NULL;
	json_t                 *view;
	size_t                  n = 0, i;
	enum pb_rc              rc;
	char                   *mkey;

	if ((rc = store_observer_list(p->st, g->row->id, &obs, &n, err)) != PB_OK || n == 0)
		return (rc);
	view = g->ops->view(g->state, GAME_VIEW_PUBLIC, p->cf->locale);
	json_object_set_new(view, "mail", notify_public_mail(p, g, p->cf->locale));
	json_object_set_new(view, "events", events ? json_incref(events) : json_array());
	for (i = 0; i < n && rc == PB_OK; i++) {
		json_object_set_new(
		    view, "observer", json_pack("{s:s, s:b}", "code", obs[i]->code, "welcome", 0));
		mkey = pb_asprintf("%lld.obs.%s.%.8s", (long long)g->row->seq, key, obs[i]->code);
		rc = notify_address(p, g->row->id, 0, obs[i]->address, p->cf->locale, "observed",
		    view, NULL, mkey, err);
		free(mkey);
	}
	json_decref(view);
	store_observer_list_free(obs, n);
	return (rc);
}
