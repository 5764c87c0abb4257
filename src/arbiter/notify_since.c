/*++
/* NAME
/*	notify_since 3
/* SUMMARY
/*	what a seat mail carries of the seat's queued news
/* SYNOPSIS
/*	#include "arbiter/notify_level.h"
/* DESCRIPTION
/*	See notify_level.h: notify_level_since() and notify_level_shows(),
/*	which notify_seat_json() calls for every seat mail.  It reads and
/*	writes the store only, never mails (notify_level.c, above notify.c,
/*	does).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"
#include "arbiter/notify_level.h"

/* The templates that show the partial "since" (through "notices"). */
static const char *const shows[] = { "reply", "update", "defaulted", "modnote", NULL };

/* notify_level_shows - whether a seat mail of tmpl carries the queue */

int
notify_level_shows(const char *tmpl)
{
	size_t i;

	for (i = 0; shows[i] != NULL; i++)
		if (strcmp(shows[i], tmpl) == 0)
			return (1);
	return (0);
}

/* notify_level_since - the seat is mailed: its decision, its queue */

enum pb_rc
notify_level_since(struct pbemd *p, struct gamectl *g, int seat, const char *tmpl, json_t *view,
    struct pb_err *err)
{
	struct store_notify n;
	const char         *d = g->state ? g->ops->decision(g->state, seat) : NULL;
	json_t             *since;
	char              **lines = NULL;
	size_t              k = 0, i;
	enum pb_rc          rc;

	if ((rc = store_notify_get(p->st, g->row->id, seat, &n, err)) != PB_OK)
		return (rc);
	if ((d == NULL) != (n.waits == NULL) || (d != NULL && strcmp(d, n.waits) != 0)) {
		free(n.waits);
		n.waits = d ? pb_strdup(d) : NULL;
		rc = store_notify_put(p->st, g->row->id, seat, &n, err);
	}
	store_notify_clear(&n);
	if (rc != PB_OK || !notify_level_shows(tmpl))
		return (rc);
	if ((rc = store_notify_take(p->st, g->row->id, seat, NULL, &lines, &k, err)) != PB_OK)
		return (rc);
	since = json_array();
	for (i = 0; i < k; i++) {
		json_array_append_new(since, json_string(lines[i]));
		free(lines[i]);
	}
	free(lines);
	json_object_set_new(view, "since_news", json_boolean(k > 0));
	json_object_set_new(view, "since", since);
	return (PB_OK);
}
