/*++
/* NAME
/*	gamectl_export 3
/* SUMMARY
/*	game lifecycle: export as JSON
/* SYNOPSIS
/*	#include "arbiter/gamectl.h"
/* DESCRIPTION
/*	gamectl_export() writes a game as JSON (pbemctl(1), EXPORT FORMAT):
/*	options, seats, pack, seed hash, the move log with its hashes, the
/*	policy, the ballot receipts, and once the game has ended its seed,
/*	final state, press and diaries.
/* SEE ALSO
/*	gamectl.h, the contract of each function
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "arbiter/ballot.h"
#include "arbiter/gamectl.h"
#include "arbiter/policy.h"
#include "arbiter/press.h"

struct export
{
	json_t *moves;
};

/* export_move - one log entry as JSON */

static enum pb_rc
export_move(const struct store_move *mv, void *arg)
{
	struct export *x = arg;

	json_array_append_new(x->moves,
	    json_pack("{s:I, s:i, s:s, s:s, s:s, s:s}", "seq", (json_int_t)mv->seq, "seat",
	        mv->seat, "command", mv->command, "prev_hash", mv->prev_hash, "state_hash",
	        mv->state_hash, "hash", mv->hash));
	return (PB_OK);
}

/* export_seats - seats, with addresses only when asked */

static json_t *
export_seats(const struct gamectl *g, int with_addresses)
{
	json_t *a = json_array(), *s;
	size_t  k;

	for (k = 0; k < g->nseats; k++) {
		s = json_pack("{s:i, s:s, s:s}", "seat", g->seats[k]->seat, "name",
		    g->seats[k]->name, "locale", g->seats[k]->locale);
		if (with_addresses)
			json_object_set_new(s, "address", json_string(g->seats[k]->address));
		json_array_append_new(a, s);
	}
	return (a);
}

/* export_archive - the policy, the ballot receipts the players may see,
 * and once the game has ended its press and diaries (policy.h) */

static enum pb_rc
export_archive(struct pbemd *p, const struct gamectl *g, json_t *o, struct pb_err *err)
{
	struct pb_policy pol;
	json_t          *v;
	enum pb_rc       rc;
	int              ended = strcmp(g->row->status, "ended") == 0;

	if ((rc = policy_load(p, g->row->id, &pol, err)) != PB_OK)
		return (rc);
	json_object_set_new(o, "policy", policy_json(&pol));
	if ((rc = ballot_json(p, g->row->id, ended, &v, err)) != PB_OK)
		return (rc);
	json_object_set_new(o, "ballots", v);
	if (ended && (rc = press_reveal_json(p, g->row->id, &pol, &v, err)) == PB_OK)
		json_object_set_new(o, "press", v);
	return (rc);
}

/* gamectl_export - the game as JSON (pbemctl(1), EXPORT FORMAT) */

enum pb_rc
gamectl_export(struct pbemd *p, int64_t id, int with_addresses, json_t **out, struct pb_err *err)
{
	struct export x;
	struct gamectl *g;
	json_t         *o, *options;
	enum pb_rc      rc;
	char           *seed, *pack;

	if ((rc = gamectl_load(p, id, &g, err)) != PB_OK)
		return (rc);
	x.moves = json_array();
	if ((rc = store_move_each(p->st, id, export_move, &x, err)) != PB_OK) {
		json_decref(x.moves);
		gamectl_free(g);
		return (rc);
	}
	options = json_loads(g->row->options, 0, NULL);
	if (g->state == NULL) { /* open: nothing set up yet */
		o = json_pack("{s:s, s:I, s:s, s:s, s:s, s:o, s:o, s:s, s:I, s:o}", "format",
		    "pbemd-export-1", "game", (json_int_t)id, "kind", g->row->kind, "title",
		    g->ops->title, "status", g->row->status, "options",
		    options ? options : json_object(), "seats", export_seats(g, with_addresses),
		    "seed_hash", g->row->seed_hash, "seq", (json_int_t)0, "moves", x.moves);
		*out = o;
		gamectl_free(g);
		return (PB_OK);
	}
	o = json_pack("{s:s, s:I, s:s, s:s, s:s, s:o, s:o, s:s, s:s, s:I, s:s, s:s, s:o}", "format",
	    "pbemd-export-1", "game", (json_int_t)id, "kind", g->row->kind, "title", g->ops->title,
	    "status", g->row->status, "options", options ? options : json_object(), "seats",
	    export_seats(g, with_addresses), "pack_hash", g->row->pack_hash, "seed_hash",
	    g->row->seed_hash, "seq", (json_int_t)g->row->seq, "state_hash", g->row->state_hash,
	    "last_hash", g->row->last_hash, "moves", x.moves);
	if (store_pack_get(p->st, g->row->pack_hash, &pack, err) == PB_OK) {
		json_object_set_new(o, "pack", json_string(pack));
		free(pack);
	}
	if (strcmp(g->row->status, "ended") == 0) {
		seed = pb_hex(g->row->seed, sizeof(g->row->seed));
		json_object_set_new(o, "seed", json_string(seed));
		json_object_set_new(o, "state", json_string(g->row->state));
		free(seed);
	}
	if ((rc = export_archive(p, g, o, err)) != PB_OK) {
		json_decref(o);
		gamectl_free(g);
		return (rc);
	}
	*out = o;
	gamectl_free(g);
	return (PB_OK);
}
