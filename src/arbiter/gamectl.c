/*++
/* NAME
/*	gamectl 3
/* SUMMARY
/*	game lifecycle: live games, load, apply, save
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/* DESCRIPTION
/*	See gamectl.h.  Event sourcing (DESIGN.md): a game is its pack,
/*	options and seed plus its move log; the stored state is a cache
/*	that gamectl_replay() must reproduce byte for byte.
/*
/*	This file keeps the live games (the states kept between mails),
/*	gamectl_load(), gamectl_apply() and gamectl_save();
/*	gamectl_system.c below it the states made from the row and the
/*	log, the moves of seat 0 and gamectl_log(); above it
/*	gamectl_new.c creates games and seats, gamectl_replay.c
/*	verifies them, gamectl_export.c exports them
/*	(gamectl_private.h declares what they share).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "arbiter/gamectl.h"
#include "arbiter/gamectl_private.h"

/* live_keep - keep a loaded game's live state for its next mail */

static void
live_keep(struct gamectl *g)
{
	struct pbemd_live *e, *old = NULL;
	size_t             i;

	for (i = 0; i < PBEMD_LIVE; i++) {
		e = &g->p->live[i];
		if (e->id == g->row->id)
			pbemd_live_drop(e);
		if (old == NULL || (old->id != 0 && (e->id == 0 || e->used < old->used)))
			old = e;
	}
	if (old->id != 0)
		pbemd_live_drop(old);
	old->id = g->row->id;
	old->state_hash = pb_strdup(g->row->state_hash);
	old->ops = g->ops;
	old->state = g->state;
	old->pack = g->pack;
	old->used = ++g->p->live_clock;
	g->state = NULL;
	g->pack = NULL;
}

/* live_take - the kept live state of the stored state a row names */

static int
live_take(struct pbemd *p, struct gamectl *g)
{
	struct pbemd_live *e;
	size_t             i;

	for (i = 0; i < PBEMD_LIVE; i++) {
		e = &p->live[i];
		if (e->id != g->row->id)
			continue;
		if (e->ops != g->ops || g->row->state_hash == NULL
		    || strcmp(e->state_hash, g->row->state_hash) != 0) {
			pbemd_live_drop(e);
			return (0);
		}
		g->state = e->state;
		g->pack = e->pack;
		free(e->state_hash);
		memset(e, 0, sizeof(*e));
		return (1);
	}
	return (0);
}

/* gamectl_free - release a game, keeping a loaded one's live state;
 * NULL is a no-op */

void
gamectl_free(struct gamectl *g)
{
	if (g == NULL)
		return;
	if (g->p != NULL && g->state != NULL && g->row != NULL && g->row->state_hash != NULL)
		live_keep(g);
	if (g->state)
		g->ops->free(g->state);
	pbemd_pack_release(g->pack); /* from load_state(), after the state */
	store_seat_list_free(g->seats, g->nseats);
	store_game_free(g->row);
	free(g);
}

/* gamectl_load - row, seats, module and state of a game */

enum pb_rc
gamectl_load(struct pbemd *p, int64_t id, struct gamectl **out, struct pb_err *err)
{
	struct gamectl *g;
	enum pb_rc      rc;

	g = pb_calloc(1, sizeof(*g));
	if ((rc = store_game_get(p->st, id, &g->row, err)) != PB_OK)
		goto out;
	if ((g->ops = game_find(g->row->kind)) == NULL) {
		rc = pb_err_set(
		    err, PB_EDATA, "game %lld: unknown kind %s", (long long)id, g->row->kind);
		goto out;
	}
	if ((rc = store_seat_list(p->st, id, &g->seats, &g->nseats, err)) != PB_OK)
		goto out;
	/* An open game has no state until it starts (gamectl_start()). */
	if (strcmp(g->row->status, "open") == 0) {
		*out = g;
		return (PB_OK);
	}
	/* The live state kept from the game's last mail, if still current;
	 * else the stored state, a cache of the log (event sourcing): one
	 * this version cannot read, say from before an upgrade, is rebuilt. */
	if (live_take(p, g))
		rc = PB_OK;
	else if ((rc = load_state(p, g, g->row->state, &g->state, err)) == PB_EDATA) {
		pb_warn("game %lld: the stored state does not load (%s): rebuilding it from the"
		        " move log",
		    (long long)id, err->msg);
		rc = rebuild_state(p, g, err);
	}
	if (rc != PB_OK)
		goto out;
	g->p = p;
	*out = g;
	g = NULL;
out:
	gamectl_free(g);
	return (rc);
}

/* gamectl_apply - one command; on success log it and update the row in
 * memory (gamectl_save() writes it once for all the lines of a mail) */

enum pb_rc
gamectl_apply(struct pbemd *p, struct gamectl *g, int seat, const struct lex_line *l,
    const char *line, int64_t inbox_id, struct game_result *res, struct pb_err *err)
{
	enum pb_rc rc;

	if (g->state == NULL)
		return (pb_err_set(err, PB_EDATA, "the game has not started yet"));
	if ((rc = g->ops->apply(g->state, seat, l, res, err)) != PB_OK)
		return (rc);
	return (gamectl_log(p, g, seat, line, inbox_id, err));
}

/* gamectl_save - write the game row if commands changed it */

enum pb_rc
gamectl_save(struct pbemd *p, struct gamectl *g, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;

	if (g->dirty && (rc = store_game_update(p->st, g->row, err)) == PB_OK)
		g->dirty = 0;
	return (rc);
}
