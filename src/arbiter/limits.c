/*++
/* NAME
/*	limits 3
/* SUMMARY
/*	[limits]: size, lines and mails per hour
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/* DESCRIPTION
/*	The limits step of arbiter(3): over_limit() says which of [limits]
/*	max_size, max_lines, max_per_hour, seat_per_hour and game_per_hour
/*	a mail exceeds; limited() records it and tells the registered
/*	address of the token's seat, or of From when it is a seat's, once
/*	an hour per limit, and when it can go on.  Nothing of a mail over a
/*	limit is read, but for its move token.
/*
/*	A mail carrying a token that verifies (its MAC, whatever its age)
/*	is counted per seat and per game, never per address, so that a
/*	live session is not stalled by max_per_hour: at most seat_per_hour
/*	mails of that seat (inbox rows of its game and seat) and
/*	game_per_hour of every seat of the game within the hour.  Mails
/*	without such a token are counted per From address (max_per_hour).
/* SEE ALSO
/*	arbiter(3), the pipeline and its outcomes
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "core/token.h"
#include "core/tzone.h"
#include "mail/strip.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/notify.h"

/* ---- limits --------------------------------------------------------- */

/* game_token - the mail carries a token of a game's seat that verifies
 * (the reply's lines are read for it, and kept in a->sr) */

static int
game_token(struct arb *a, struct token *t)
{
	if (a->sr == NULL)
		a->sr = strip_reply(a->m->text);
	return (find_token(a->m, a->sr, t) && t->game > 0 && t->seat > 0
	    && token_verify(a->p->key, t) == PB_OK);
}

/* over_game_rate - a seat's token: over seat_per_hour or game_per_hour?
 * a->until is when one more mail fits */

static enum pb_rc
over_game_rate(struct arb *a, const struct token *t, const char **kind, char **reason, int *limit)
{
	const struct pb_config *cf = a->p->cf;
	int64_t                 since = pb_now() - ARB_WINDOW + 1, oldest;
	enum pb_rc              rc = PB_OK;
	int                     n = 0, k;

	for (k = 0; k < 2 && rc == PB_OK && *kind == NULL; k++) {
		*limit = k == 0 ? cf->seat_per_hour : cf->game_per_hour;
		if (*limit <= 0)
			continue;
		rc = store_inbox_count_seat(
		    a->p->st, t->game, k == 0 ? t->seat : 0, since, &n, &oldest, a->err);
		if (rc != PB_OK || n < *limit)
			continue;
		*kind = k == 0 ? "seat-rate" : "game-rate";
		a->until = oldest + ARB_WINDOW;
		*reason = k == 0 ? pb_asprintf("it is mail number %d of Player %d of game %lld within"
		                               " an hour, more than %d",
		                       n + 1, t->seat, (long long)t->game, *limit)
		                 : pb_asprintf("it is mail number %d of game %lld within an hour, more"
		                               " than %d",
		                       n + 1, (long long)t->game, *limit);
	}
	return (rc);
}

/* over_limit - which limit the mail exceeds: "size", "lines", "rate",
 * "seat-rate", "game-rate" or NULL; *reason is a new line for the
 * sender, *limit the limit */

enum pb_rc
over_limit(struct arb *a, const char **kind, char **reason, int *limit)
{
	const struct pb_config *cf = a->p->cf;
	struct token            t;
	enum pb_rc              rc;
	int                     n = 0;

	*kind = NULL;
	if (a->oversize) {
		*kind = "size";
		*limit = cf->max_size;
		*reason = pb_asprintf("it is %zu bytes long, more than %d", a->len, cf->max_size);
		return (PB_OK);
	}
	if (cf->max_lines > 0 && a->lines > (size_t)cf->max_lines) {
		*kind = "lines";
		*limit = cf->max_lines;
		*reason = pb_asprintf("it has %zu lines, more than %d", a->lines, cf->max_lines);
		return (PB_OK);
	}
	if (game_token(a, &t))
		return (over_game_rate(a, &t, kind, reason, limit));
	if (cf->max_per_hour <= 0 || a->m->from_addr == NULL)
		return (PB_OK);
	rc = store_inbox_count_from(
	    a->p->st, a->m->from_addr, pb_now() - ARB_WINDOW + 1, &n, a->err);
	if (rc == PB_OK && n >= cf->max_per_hour) {
		*kind = "rate";
		*limit = cf->max_per_hour;
		*reason = pb_asprintf("it is mail number %d from %s within an hour, more than %d",
		    n + 1, a->m->from_addr, cf->max_per_hour);
	}
	return (rc);
}

/* limit_to - the registered address to tell: the seat of a token that
 * verifies, else From when it is a seat's; NULL for a stranger */

static enum pb_rc
limit_to(struct arb *a, struct store_seat **out)
{
	struct token t;
	int64_t     *games = NULL;
	size_t       n = 0;
	int          seat;
	enum pb_rc   rc;

	*out = NULL;
	if (find_token(a->m, a->sr, &t) && token_verify(a->p->key, &t) == PB_OK) {
		rc = store_seat_get(a->p->st, t.game, t.seat, out, a->err);
		return (rc == PB_ENOENT ? PB_OK : rc);
	}
	if (a->m->from_addr == NULL
	    || (rc = store_seat_games(a->p->st, a->m->from_addr, &games, &n, a->err)) != PB_OK)
		return (PB_OK);
	if (n > 0
	    && (rc = store_seat_find(a->p->st, games[n - 1], a->m->from_addr, &seat, a->err))
	        == PB_OK)
		rc = store_seat_get(a->p->st, games[n - 1], seat, out, a->err);
	free(games);
	return (rc == PB_ENOENT ? PB_OK : rc);
}

/* limited - over a limit: record, answer once an hour per limit */

enum pb_rc
limited(struct arb *a, const char *kind, const char *reason, int limit)
{
	static const char *const what[][2] = { { "size", "too long" },
		{ "lines", "too many lines" }, { "rate", "too many mails" },
		{ "seat-rate", "too many mails" }, { "game-rate", "too many mails" } };
	struct store_seat       *seat = NULL;
	json_t                  *view;
	int64_t                  sent, now = pb_now();
	char                    *key, *until;
	enum pb_rc               rc;
	size_t                   i;

	if ((rc = record(a, "over-limit", reason)) != PB_OK || (rc = limit_to(a, &seat)) != PB_OK
	    || seat == NULL)
		goto out;
	rc = store_notice_get(a->p->st, seat->address, kind, &sent, a->err);
	if (rc == PB_OK && now - sent < ARB_WINDOW)
		goto out; /* told within the hour */
	if (rc != PB_OK && rc != PB_ENOENT)
		goto out;
	for (i = 0; strcmp(what[i][0], kind) != 0; i++)
		;
	view = json_pack("{s:s, s:s, s:s, s:s, s:s, s:i, s:b, s:b, s:b, s:b, s:b}", "from",
	    a->m->from_addr ? a->m->from_addr : "", "subject", a->m->subject, "address",
	    a->p->cf->address, "reason", reason, "what", what[i][1], "limit", limit, "size",
	    strcmp(kind, "size") == 0, "lines", strcmp(kind, "lines") == 0, "rate",
	    strcmp(kind, "rate") == 0, "seat_rate", strcmp(kind, "seat-rate") == 0, "game_rate",
	    strcmp(kind, "game-rate") == 0);
	/* A game's limit: when the player can go on, in its own time. */
	if (a->until > 0) {
		until = tz_format(a->until, seat->tz ? seat->tz : "UTC", seat->locale);
		json_object_set_new(view, "until", json_string(until));
		free(until);
	}
	key = pb_asprintf("limit.%lld", (long long)a->in.id);
	rc = notify_address(a->p, seat->game_id, seat->seat, seat->address, seat->locale,
	    "overlimit", view, NULL, key, a->err);
	if (rc == PB_OK)
		rc = store_notice_put(a->p->st, seat->address, kind, now, a->err);
	free(key);
	json_decref(view);
out:
	store_seat_free(seat);
	return (rc);
}
