/*++
/* NAME
/*	deadline_view 3
/* SUMMARY
/*	what a mail shows of a game's clock (read only)
/* SYNOPSIS
/*	#include "arbiter/deadline.h"
/*
/*	json_t *deadline_view(struct pbemd *p, const struct gamectl *g,
/*				int seat);
/*	struct store_wait *deadline_wait_find(struct store_wait **v,
/*				size_t n, int seat);
/* DESCRIPTION
/*	The read side of deadline(3), below notify(3): deadline_view() is
/*	the "time" member of every seat's mail (deadline.h);
/*	deadline_wait_find() is the wait of seat in a list of waits, or
/*	NULL (borrowed from the list).  Nothing here writes or mails:
/*	the clock that does (deadline.c) sits above notify(3)
/*	(arbiter.h, LAYERS).
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
#include "core/tzone.h"
#include "store/store.h"

/* Local. */
#include "arbiter/deadline.h"
#include "arbiter/gamectl.h"

/* deadline_wait_find - the wait of seat in a list, or NULL */

struct store_wait *
deadline_wait_find(struct store_wait **v, size_t n, int seat)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (v[i]->seat == seat)
			return (v[i]);
	return (NULL);
}

/* ---- what a mail shows -------------------------------------------- */

struct modlog {
	json_t *a;
};

/* modlog_one - a move of seat 0 after the set-up */

static enum pb_rc
modlog_one(const struct store_move *mv, void *arg)
{
	struct modlog *m = arg;

	if (mv->seat == 0 && mv->seq > 0)
		json_array_append_new(m->a,
		    json_pack("{s:I, s:s}", "seq", (json_int_t)mv->seq, "command", mv->command));
	return (PB_OK);
}

/* deadline_view - the "time" member of a seat's mail */

json_t *
deadline_view(struct pbemd *p, const struct gamectl *g, int seat)
{
	const struct store_seat *st = g->seats[seat - 1];
	struct store_clock      *c = NULL;
	struct store_wait      **v = NULL, *w;
	struct modlog            m = { NULL };
	struct pb_err            err;
	size_t                   n = 0;
	json_t                  *o = json_object();
	char                    *when, *left;
	int64_t                  now = pb_now();

	if (store_clock_get(p->st, g->row->id, &c, &err) == PB_OK)
		json_object_set_new(o, "paused", json_boolean(c->paused > 0));
	else
		json_object_set_new(o, "paused", json_false());
	json_object_set_new(o, "tz", json_string(st->tz ? st->tz : "UTC"));
	if (store_wait_list(p->st, g->row->id, &v, &n, &err) == PB_OK
	    && (w = deadline_wait_find(v, n, seat)) != NULL) {
		when = tz_format(w->deadline, st->tz, st->locale);
		left = tz_duration_str(w->deadline > now ? (w->deadline - now) / 60 * 60 : 0);
		json_object_set_new(o, "waiting", json_true());
		json_object_set_new(o, "kind",
		    json_string(game_decision_name(g->ops, w->kind, st->locale)));
		json_object_set_new(o, "deadline", json_string(when));
		json_object_set_new(o, "left", json_string(left));
		json_object_set_new(o, "late", json_boolean(now >= w->deadline));
		free(when);
		free(left);
	} else
		json_object_set_new(o, "waiting", json_false());
	/* At the end, every moderator action is revealed with the rest. */
	m.a = json_array();
	if (strcmp(g->row->status, "ended") == 0)
		(void)store_move_each(p->st, g->row->id, modlog_one, &m, &err);
	json_object_set_new(o, "moderated", json_boolean(json_array_size(m.a) > 0));
	json_object_set_new(o, "moderation", m.a);
	store_wait_list_free(v, n);
	store_clock_free(c);
	return (o);
}
