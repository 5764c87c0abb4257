/*++
/* NAME
/*	bounce 3
/* SUMMARY
/*	a delivery failure report: recorded, never answered
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/* DESCRIPTION
/*	The bounce step of arbiter(3): bounce() finds the seats whose
/*	registered address a delivery failure report names (in the game the
/*	returned mail names, else in every game), records one bounces row per
/*	seat, and tells the [pbemd] moderator once an hour per address (or
/*	logs a WARN without one).  A bounce is never answered.
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
#include "mail/classify.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/arbiter_private.h"
#include "arbiter/notify.h"

/* ---- bounces -------------------------------------------------------- */

/*
  * A seat whose registered address a bounce reports failing.
  */
struct arb_hit {
	int64_t                     game;
	int                         seat; /* 0: the address is no seat's */
	const struct classify_rcpt *rcpt;
};

#define ARB_MAXHITS 40

/* hit_add - one (game, seat) a recipient failed for, once */

static void
hit_add(struct arb_hit *hits, size_t *n, int64_t game, int seat, const struct classify_rcpt *r)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (hits[i].game == game && hits[i].seat == seat && hits[i].rcpt == r)
			return;
	if (*n < ARB_MAXHITS)
		hits[(*n)++] = (struct arb_hit){ game, seat, r };
}

/* bounce_seats - the seats one failed recipient belongs to */

static enum pb_rc
bounce_seats(struct arb *a, const struct classify_rcpt *r, int64_t game, const struct token *tok,
    struct arb_hit *hits, size_t *n)
{
	int64_t   *games = NULL;
	size_t     ng = 0, i;
	int        seat, found = 0;
	enum pb_rc rc;

	/* In the game the returned mail names, else in every game. */
	if (game != 0) {
		games = pb_malloc(sizeof(*games));
		games[0] = game;
		ng = 1;
	} else if ((rc = store_seat_games(a->p->st, r->address, &games, &ng, a->err)) != PB_OK)
		return (rc);
	for (i = 0, rc = PB_OK; i < ng && rc == PB_OK; i++) {
		rc = store_seat_find(a->p->st, games[i], r->address, &seat, a->err);
		if (rc == PB_OK) {
			hit_add(hits, n, games[i], seat, r);
			found = 1;
		}
		rc = rc == PB_ENOENT ? PB_OK : rc;
	}
	free(games);

	/* Not a registered address: a verified token says whose mail it
	 * was (a forwarding address failed); a DSN recipient is kept. */
	if (rc == PB_OK && !found && tok != NULL)
		hit_add(hits, n, tok->game, tok->seat, r);
	else if (rc == PB_OK && !found && r->reported)
		hit_add(hits, n, 0, 0, r);
	return (rc);
}

/* bounce_notify - tell the moderator, once an hour per address */

static enum pb_rc
bounce_notify(struct arb *a, const struct arb_hit *h, size_t k)
{
	const char        *mod = a->p->cf->moderator;
	struct store_seat *seat = NULL;
	json_t            *view;
	int64_t            sent, now = pb_now();
	char              *key, *kind;
	enum pb_rc         rc;

	/* Who, and whether told lately. */
	if ((rc = store_seat_get(a->p->st, h->game, h->seat, &seat, a->err)) != PB_OK)
		return (rc == PB_ENOENT ? PB_OK : rc);
	kind = pb_asprintf("bounce %s", h->rcpt->address);
	rc = mod ? store_notice_get(a->p->st, mod, kind, &sent, a->err) : PB_ENOENT;
	if (rc == PB_OK && now - sent < ARB_WINDOW)
		goto out;
	if (rc != PB_OK && rc != PB_ENOENT)
		goto out;
	if (mod == NULL) {
		pb_warn("bounce %s: mail to %s, Player %d of game %lld, failed (%s); set [pbemd] "
		        "moderator to be told by mail",
		    a->message_id, h->rcpt->address, h->seat, (long long)h->game,
		    h->rcpt->diagnostic ? h->rcpt->diagnostic : "no diagnostic");
		rc = PB_OK;
		goto out;
	}

	/* The notice. */
	view = json_pack("{s:I, s:i, s:s, s:s, s:s, s:s, s:s, s:s, s:s}", "game",
	    (json_int_t)h->game, "seat", h->seat, "name", seat->name, "bounced", h->rcpt->address,
	    "status", h->rcpt->status ? h->rcpt->status : "", "diagnostic",
	    h->rcpt->diagnostic ? h->rcpt->diagnostic : "", "from",
	    a->m->from_addr ? a->m->from_addr : "(none)", "subject", a->m->subject, "arbiter",
	    a->p->cf->address);
	key = pb_asprintf("bounce.%lld.%zu", (long long)a->in.id, k);
	rc = notify_address(
	    a->p, h->game, 0, mod, a->p->cf->locale, "bounce", view, NULL, key, a->err);
	if (rc == PB_OK)
		rc = store_notice_put(a->p->st, mod, kind, now, a->err);
	free(key);
	json_decref(view);
out:
	free(kind);
	store_seat_free(seat);
	return (rc);
}

/* bounce - record who bounced, tell the moderator; never answered */

enum pb_rc
bounce(struct arb *a)
{
	struct store_bounce b;
	struct arb_hit      hits[ARB_MAXHITS];
	const struct token *tok = NULL;
	int64_t             game = a->cl.game;
	size_t              n = 0, i;
	enum pb_rc          rc = PB_OK;

	/* Which game: a token that verifies, else a pbemd Message-ID. */
	if (a->cl.has_token && token_verify(a->p->key, &a->cl.tok) == PB_OK) {
		tok = &a->cl.tok;
		game = tok->game;
	}
	for (i = 0; i < a->cl.nrcpt && rc == PB_OK; i++)
		rc = bounce_seats(a, &a->cl.rcpt[i], game, tok, hits, &n);
	if (rc != PB_OK)
		return (rc);

	/* The inbox row, then one bounces row per seat. */
	a->in.game_id = n > 0 ? hits[0].game : 0;
	a->in.seat = n > 0 ? hits[0].seat : 0;
	if ((rc = record(a, "bounce", a->cl.reason)) != PB_OK)
		return (rc);
	for (i = 0; i < n && rc == PB_OK; i++) {
		memset(&b, 0, sizeof(b));
		b.inbox_id = a->in.id;
		b.game_id = hits[i].game;
		b.seat = hits[i].seat;
		b.address = hits[i].rcpt->address;
		b.status = hits[i].rcpt->status;
		b.diagnostic = hits[i].rcpt->diagnostic;
		b.received = a->in.received;
		if ((rc = store_bounce_insert(a->p->st, &b, a->err)) == PB_OK && b.seat > 0)
			rc = bounce_notify(a, &hits[i], i);
	}
	return (rc);
}
