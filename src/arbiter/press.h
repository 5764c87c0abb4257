/*++
/* NAME
/*	press 3h
/* SUMMARY
/*	players talking: press relayed by the arbiter, and diaries
/* SYNOPSIS
/*	#include "arbiter/press.h"
/* DESCRIPTION
/*	press_cmds[] is the corecmd table (corecmd.h) of PRESS and DIARY;
/*	press.c describes the syntax.  Press is mailed From the arbiter
/*	to each recipient seat's registered address, never with the
/*	writer's address unless the game's policy shows addresses
/*	(policy.h), and logged in the press table, not in the game state.
/*
/*	press_reveal_json() returns a game's press and diaries as the
/*	end-of-game reveal and the export show them (caller frees): an
/*	array of {kind, seq, from, to, anonymous, text}, where from is
/*	the writer's seat, or 0 for anonymous press unless the policy's
/*	reveal_anonymous is yes.
/*--*/

#ifndef PRESS_H
#define PRESS_H

#include <stdint.h>

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/policy.h"

extern const struct corecmd press_cmds[];

enum pb_rc press_reveal_json(
    struct pbemd *, int64_t game, const struct pb_policy *, json_t **, struct pb_err *);

#endif
