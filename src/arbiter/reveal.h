/*++
/* NAME
/*	reveal 3h
/* SUMMARY
/*	the end of a game: everything, to everyone
/* SYNOPSIS
/*	#include "arbiter/reveal.h"
/* DESCRIPTION
/*	reveal_json() builds the full reveal of a loaded game, cards named
/*	in a locale, with the envelope of a public mail (notify(3)) (caller
/*	frees): the moderator's view (game_ops view() with GAME_VIEW_ALL),
/*	the seed, the press and diaries as the policy lets them be shown
/*	(press.h), the ballot receipts, the policy, "final" (seq and
/*	last_hash of the log); plus "mail" with game, title, status,
/*	seed_hash and the arbiter's address.  It is
/*	what the end-of-game mails and `pbemctl game replay --omniscient`
/*	show, and it must never be built for a game that has not ended
/*	(a broken invariant: panic).
/*
/*	reveal_end() mails the reveal (template "reveal") to every seat
/*	and every active observer of a game that has just ended, when the
/*	policy's end_reveal is yes, inside the caller's transaction; key
/*	makes the Message-IDs unique.  Whoever ends a game (the last
/*	command, or a moderator) calls it once.
/*--*/

#ifndef REVEAL_H
#define REVEAL_H

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"

enum pb_rc reveal_json(
    struct pbemd *, struct gamectl *, const char *locale, json_t **, struct pb_err *);
enum pb_rc reveal_end(struct pbemd *, struct gamectl *, const char *key, struct pb_err *);

#endif
