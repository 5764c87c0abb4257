/*++
/* NAME
/*	policy 3
/* SUMMARY
/*	a game's visibility policy
/* SYNOPSIS
/*	#include "arbiter/policy.h"
/* DESCRIPTION
/*	See policy.h.  The keys, their kinds and defaults are one table,
/*	policy_keytab[]: loading, checking, JSON and usage all read it.
/*	This file reads and writes the table policy and mails nobody: it
/*	sits below notify(3), which says the policy in every mail;
/*	policy_set.c, which announces a change, sits above (arbiter.h,
/*	LAYERS).
/*--*/

/* System. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/policy.h"

#define POLICY_BOOL 0
#define POLICY_COUNT 1
#define POLICY_ANON 2
#define POLICY_AUTH 3 /* none|dkim|dmarc (authres_check(3)) */

/*
  * One policy key: its kind, where it lives in struct pb_policy, and
  * where its default lives in struct pb_config.
  */
static const struct policy_key {
	const char *name;
	int         kind;
	size_t      offset;
	size_t      conf;
	const char *values;
} policy_keytab[] = {
	{ "press", POLICY_BOOL, offsetof(struct pb_policy, press),
	    offsetof(struct pb_config, press_enabled), "yes|no" },
	{ "per_hour", POLICY_COUNT, offsetof(struct pb_policy, per_hour),
	    offsetof(struct pb_config, press_per_hour), "N (0: no limit)" },
	{ "anonymous", POLICY_ANON, offsetof(struct pb_policy, anonymous),
	    offsetof(struct pb_config, press_anonymous), "no|allowed|always" },
	{ "show_addresses", POLICY_BOOL, offsetof(struct pb_policy, show_addresses),
	    offsetof(struct pb_config, press_show_addresses), "yes|no" },
	{ "moderator_reads", POLICY_BOOL, offsetof(struct pb_policy, moderator_reads),
	    offsetof(struct pb_config, press_moderator_reads), "yes|no" },
	{ "reveal_anonymous", POLICY_BOOL, offsetof(struct pb_policy, reveal_anonymous),
	    offsetof(struct pb_config, press_reveal_anonymous), "yes|no" },
	{ "observers", POLICY_BOOL, offsetof(struct pb_policy, observers),
	    offsetof(struct pb_config, observers), "yes|no" },
	{ "end_reveal", POLICY_BOOL, offsetof(struct pb_policy, end_reveal),
	    offsetof(struct pb_config, end_reveal), "yes|no" },
	{ "require_auth", POLICY_AUTH, offsetof(struct pb_policy, require_auth),
	    offsetof(struct pb_config, require_auth), "none|dkim|dmarc" },
};

/* policy_value - store one textual value; 0 when it is not valid */

static int
policy_value(struct pb_policy *pol, const struct policy_key *k, const char *v)
{
	char *slot = (char *)pol + k->offset, *end;
	long  n;

	switch (k->kind) {
	case POLICY_BOOL:
		if (strcmp(v, "yes") != 0 && strcmp(v, "no") != 0)
			return (0);
		*(int *)slot = v[0] == 'y';
		return (1);
	case POLICY_COUNT:
		n = strtol(v, &end, 10);
		if (*v == '\0' || *end != '\0' || n < 0 || n > 100000)
			return (0);
		*(int *)slot = (int)n;
		return (1);
	case POLICY_AUTH:
		if (strcmp(v, "none") != 0 && strcmp(v, "dkim") != 0 && strcmp(v, "dmarc") != 0)
			return (0);
		snprintf(slot, sizeof(pol->require_auth), "%s", v);
		return (1);
	default:
		if (strcmp(v, "no") != 0 && strcmp(v, "allowed") != 0 && strcmp(v, "always") != 0)
			return (0);
		snprintf(slot, sizeof(pol->anonymous), "%s", v);
		return (1);
	}
}

/* policy_default - one key's default from the configuration */

static void
policy_default(struct pb_policy *pol, const struct policy_key *k, const struct pb_config *cf)
{
	const char *conf = (const char *)cf + k->conf;

	if (k->kind == POLICY_ANON || k->kind == POLICY_AUTH)
		snprintf(
		    (char *)pol + k->offset,
		    k->kind == POLICY_ANON ? sizeof(pol->anonymous) : sizeof(pol->require_auth), "%s",
		    *(char *const *)conf);
	else
		*(int *)((char *)pol + k->offset) = *(const int *)conf;
}

/* policy_load - a game's policy: its own keys, else the defaults */

enum pb_rc
policy_load(struct pbemd *p, int64_t game, struct pb_policy *out, struct pb_err *err)
{
	struct pb_policy pol;
	enum pb_rc       rc = PB_OK;
	size_t           i;
	char            *v;

	memset(&pol, 0, sizeof(pol));
	for (i = 0; i < PB_NELEM(policy_keytab) && rc == PB_OK; i++) {
		policy_default(&pol, &policy_keytab[i], p->cf);
		rc = store_policy_get(p->st, game, policy_keytab[i].name, &v, err);
		if (rc == PB_OK) {
			/* A value written by policy_set() is valid; keep the
			 * default if someone wrote another by hand. */
			if (!policy_value(&pol, &policy_keytab[i], v))
				pb_warn("game %lld: policy %s = \"%s\" is not valid: using the "
				        "default",
				    (long long)game, policy_keytab[i].name, v);
			free(v);
		} else if (rc == PB_ENOENT)
			rc = PB_OK;
	}
	if (rc == PB_OK)
		*out = pol;
	return (rc);
}

/* policy_json - one member per key; require_auth only when it is not
 * "none", so that the exports of games made before it stay as they were */

json_t *
policy_json(const struct pb_policy *pol)
{
	json_t     *o = json_object();
	const char *slot;
	size_t      i;

	for (i = 0; i < PB_NELEM(policy_keytab); i++) {
		slot = (const char *)pol + policy_keytab[i].offset;
		if (policy_keytab[i].kind == POLICY_BOOL)
			json_object_set_new(
			    o, policy_keytab[i].name, json_boolean(*(const int *)slot));
		else if (policy_keytab[i].kind == POLICY_COUNT)
			json_object_set_new(
			    o, policy_keytab[i].name, json_integer(*(const int *)slot));
		else if (policy_keytab[i].kind != POLICY_AUTH || strcmp(slot, "none") != 0)
			json_object_set_new(o, policy_keytab[i].name, json_string(slot));
	}
	/* For templates: the anonymous setting as flags. */
	json_object_set_new(
	    o, "anonymous_allowed", json_boolean(strcmp(pol->anonymous, "no") != 0));
	json_object_set_new(
	    o, "anonymous_always", json_boolean(strcmp(pol->anonymous, "always") == 0));
	return (o);
}

/* policy_keys - "key=values ..." for usage messages; static text */

const char *
policy_keys(void)
{
	return ("press=yes|no per_hour=N anonymous=no|allowed|always show_addresses=yes|no "
	        "moderator_reads=yes|no reveal_anonymous=yes|no observers=yes|no "
	        "end_reveal=yes|no require_auth=none|dkim|dmarc");
}

/* policy_put - check and store one key; *out receives the policy with it */

enum pb_rc
policy_put(struct pbemd *p, int64_t game, const char *key, const char *value, struct pb_policy *out,
    struct pb_err *err)
{
	const struct policy_key *k = NULL;
	struct pb_policy         pol;
	enum pb_rc               rc;
	size_t                   i;

	for (i = 0; i < PB_NELEM(policy_keytab); i++)
		if (strcmp(policy_keytab[i].name, key) == 0)
			k = &policy_keytab[i];
	if (k == NULL)
		return (pb_err_set(
		    err, PB_EDATA, "unknown policy key \"%s\" (keys: %s)", key, policy_keys()));
	if ((rc = policy_load(p, game, &pol, err)) != PB_OK)
		return (rc);
	if (!policy_value(&pol, k, value))
		return (pb_err_set(
		    err, PB_EDATA, "policy %s takes %s, not \"%s\"", key, k->values, value));
	if (k->kind == POLICY_AUTH && strcmp(value, "none") != 0
	    && (p->cf->authserv_id == NULL || *p->cf->authserv_id == '\0'))
		return (pb_err_set(err, PB_EDATA,
		    "policy require_auth %s needs [mail] authserv_id in pbemd.conf", value));
	if ((rc = store_policy_put(p->st, game, key, value, pb_now(), err)) != PB_OK)
		return (rc);
	*out = pol;
	return (PB_OK);
}
