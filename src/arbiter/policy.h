/*++
/* NAME
/*	policy 3h
/* SUMMARY
/*	a game's visibility policy: who may see what, beyond the game
/* SYNOPSIS
/*	#include "arbiter/policy.h"
/* DESCRIPTION
/*	The game module decides what each seat, the public and the end of
/*	the game may see of the board (game.h, view()).  The policy decides
/*	everything else that reaches a mail: press (allowed, how often,
/*	anonymous, addresses shown, copies to the moderator), observers,
/*	and what the end-of-game reveal names.  Every mail pbemd queues is
/*	built from a game view and this policy only (anchors section 4
/*	#5); both are announced, never hidden.
/*
/*	Readers, and what they get:
/*
/*	reader		game view		press		at the end
/*	seat N		view(N)			to N, from N	reveal (*)
/*	observer	view(PUBLIC)		none		reveal (*)
/*	moderator	view(ALL)		all, if		reveal
/*						moderator_reads
/*	export		nothing before the	none before	view(ALL), seed,
/*			end but the log		the end		press, diaries,
/*							ballots
/*	(*) when end_reveal is yes; anonymous press keeps its writer
/*	hidden unless reveal_anonymous is yes.
/*
/*	policy_load() fills a struct pb_policy for a game: each key the
/*	game sets (table policy), else the [press] and [archive] default
/*	of pbemd.conf(5).
/*
/*	policy_put() checks and stores one key of a game; *out receives
/*	the game's policy with the key changed.  policy_set() does the
/*	same for a loaded game and mails every seat the whole policy with
/*	the key changed (template "policy"), inside the caller's
/*	transaction (policy_set.c, above notify(3)).  Both return
/*	PB_EDATA with a reason for an unknown key or a bad value.
/*
/*	policy_json() returns the policy as JSON (caller frees): one member
/*	per key, for templates and exports (require_auth only when it is
/*	not "none": older exports stay byte for byte).  require_auth is
/*	the transport authentication a seat's mail needs
/*	(authres_check(3)); its default is [mail] require_auth, and it
/*	cannot be set without [mail] authserv_id.  policy_keys() lists the keys,
/*	each with its values, for usage messages.
/*--*/

#ifndef POLICY_H
#define POLICY_H

#include <stdint.h>

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"

struct pb_policy {
	int  press;            /* players may send press */
	int  per_hour;         /* press per seat per hour; 0: no limit */
	char anonymous[8];     /* "no", "allowed" or "always" */
	int  show_addresses;   /* press and reveal name addresses */
	int  moderator_reads;  /* the moderator gets a copy of all press */
	int  reveal_anonymous; /* the reveal names writers of anonymous press */
	int  observers;        /* addresses may subscribe to the public view */
	int  end_reveal;       /* everything is mailed to all at the end */
	char require_auth[8];  /* "none", "dkim" or "dmarc": authres_check(3) */
};

enum pb_rc policy_load(struct pbemd *, int64_t game, struct pb_policy *, struct pb_err *);
enum pb_rc policy_put(struct pbemd *, int64_t game, const char *key, const char *value,
    struct pb_policy *, struct pb_err *);
enum pb_rc policy_set(
    struct pbemd *, struct gamectl *, const char *key, const char *value, struct pb_err *);
json_t     *policy_json(const struct pb_policy *);
const char *policy_keys(void);

#endif
