/*++
/* NAME
/*	policy_set 3
/* SUMMARY
/*	change a game's policy and tell every seat
/* SYNOPSIS
/*	#include "arbiter/policy.h"
/*
/*	enum pb_rc policy_set(struct pbemd *p, struct gamectl *g,
/*				const char *key, const char *value,
/*				struct pb_err *err);
/* DESCRIPTION
/*	policy_set() checks and stores one key (policy_put(), policy.c)
/*	and mails every seat the whole policy with the key changed
/*	(template "policy"), inside the caller's transaction.  The
/*	command half of policy(3): it sits above notify(3), the policy
/*	it reads below (arbiter.h, LAYERS).
/* DIAGNOSTICS
/*	As policy_put(): PB_EDATA with a reason for an unknown key or a
/*	bad value; store errors as store.h.
/*--*/

/* System. */
#include <stdlib.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"

/* Local. */
#include "arbiter/gamectl.h"
#include "arbiter/notify.h"
#include "arbiter/policy.h"

/* policy_announce - every seat gets the whole policy, the change named */

static enum pb_rc
policy_announce(struct pbemd *p, struct gamectl *g, const char *key, const char *value,
    const struct pb_policy *pol, struct pb_err *err)
{
	json_t    *extra;
	enum pb_rc rc = PB_OK;
	char      *mkey;
	size_t     k;

	extra = json_pack(
	    "{s:o, s:s, s:s}", "policy", policy_json(pol), "changed", key, "value", value);
	mkey = pb_asprintf("policy.%s.%lld", key, (long long)pb_now());
	for (k = 1; k <= g->nseats && rc == PB_OK; k++)
		rc = notify_seat(p, g, (int)k, "policy", extra, NULL, mkey, err);
	free(mkey);
	json_decref(extra);
	return (rc);
}

/* policy_set - check, store and announce one key */

enum pb_rc
policy_set(
    struct pbemd *p, struct gamectl *g, const char *key, const char *value, struct pb_err *err)
{
	struct pb_policy pol;
	enum pb_rc       rc;

	if ((rc = policy_put(p, g->row->id, key, value, &pol, err)) != PB_OK)
		return (rc);
	return (policy_announce(p, g, key, value, &pol, err));
}
