/*++
/* NAME
/*	reveal 3
/* SUMMARY
/*	the end of a game: everything, to everyone
/* SYNOPSIS
/*	#include "arbiter/reveal.h"
/* DESCRIPTION
/*	See reveal.h.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/ballot.h"
#include "arbiter/notify.h"
#include "arbiter/policy.h"
#include "arbiter/press.h"
#include "arbiter/reveal.h"

/* reveal_json - the whole game, for the end */

enum pb_rc
reveal_json(struct pbemd *p, struct gamectl *g, const char *locale, json_t **out, struct pb_err *err)
{
	struct pb_policy pol;
	json_t          *v, *press = NULL, *ballots = NULL;
	enum pb_rc       rc;
	char            *seed;

	if (strcmp(g->row->status, "ended") != 0)
		pb_panic("reveal_json: game %lld has not ended", (long long)g->row->id);
	if ((rc = policy_load(p, g->row->id, &pol, err)) != PB_OK
	    || (rc = press_reveal_json(p, g->row->id, &pol, &press, err)) != PB_OK
	    || (rc = ballot_json(p, g->row->id, 1, &ballots, err)) != PB_OK) {
		json_decref(press);
		return (rc);
	}
	seed = pb_hex(g->row->seed, sizeof(g->row->seed));
	v = g->ops->view(g->state, GAME_VIEW_ALL, locale);
	json_object_set_new(v, "mail", notify_public_mail(p, g, locale));
	json_object_set_new(v, "final",
	    json_pack(
	        "{s:I, s:s}", "seq", (json_int_t)g->row->seq, "last_hash", g->row->last_hash));
	json_object_set_new(v, "seed", json_string(seed));
	json_object_set_new(v, "press", press);
	json_object_set_new(v, "any_ballots", json_boolean(json_array_size(ballots) > 0));
	json_object_set_new(v, "ballots", ballots);
	json_object_set_new(v, "policy", policy_json(&pol));
	free(seed);
	*out = v;
	return (PB_OK);
}

/* reveal_end - the reveal to every seat and observer */

enum pb_rc
reveal_end(struct pbemd *p, struct gamectl *g, const char *key, struct pb_err *err)
{
	struct store_observer **obs = NULL;
	struct pb_policy        pol;
	json_t                 *v = NULL, *extra = NULL;
	size_t                  n = 0, i;
	enum pb_rc              rc;
	char                   *mkey;

	if ((rc = policy_load(p, g->row->id, &pol, err)) != PB_OK || !pol.end_reveal)
		return (rc);
	if ((rc = reveal_json(p, g, p->cf->locale, &v, err)) != PB_OK
	    || (rc = store_observer_list(p->st, g->row->id, &obs, &n, err)) != PB_OK)
		goto out;
	/* A seat's reveal is one of its game mails: its envelope, its
	 * footer and move token, "me" beside everyone's "seats", the
	 * cards named in its language. */
	mkey = pb_asprintf("reveal.%s", key);
	for (i = 0; i < g->nseats && rc == PB_OK; i++) {
		json_decref(extra);
		extra = NULL;
		if ((rc = reveal_json(p, g, g->seats[i]->locale, &extra, err)) != PB_OK)
			break;
		json_object_del(extra, "mail");
		rc = notify_seat(p, g, (int)i + 1, "reveal", extra, NULL, mkey, err);
	}
	free(mkey);
	for (i = 0; i < n && rc == PB_OK; i++) {
		mkey = pb_asprintf(
		    "%lld.obs.reveal.%s.%.8s", (long long)g->row->seq, key, obs[i]->code);
		rc = notify_address(
		    p, g->row->id, 0, obs[i]->address, p->cf->locale, "reveal", v, NULL, mkey, err);
		free(mkey);
	}
out:
	store_observer_list_free(obs, n);
	json_decref(extra);
	json_decref(v);
	return (rc);
}
