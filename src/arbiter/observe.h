/*++
/* NAME
/*	observe 3h
/* SUMMARY
/*	observers: subscriptions by mail to a game's public view
/* SYNOPSIS
/*	#include "arbiter/observe.h"
/* DESCRIPTION
/*	observe_open_cmds[] is the table of open commands (corecmd.h)
/*	OBSERVE and UNOBSERVE, which any address may send without a move
/*	token; observe.c describes them.
/*
/*	observe_update() mails every active observer of a loaded game the
/*	public view (game_ops view() with GAME_VIEW_PUBLIC) and the public
/*	events (borrowed), inside the caller's transaction; key makes the
/*	Message-IDs unique.  Nothing else reaches an observer: no seat's
/*	view, no press, no reply text; at the end, the reveal (reveal(3)).
/*--*/

#ifndef OBSERVE_H
#define OBSERVE_H

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"

extern const struct corecmd_open observe_open_cmds[];

enum pb_rc observe_update(
    struct pbemd *, struct gamectl *, json_t *events, const char *key, struct pb_err *);

#endif
