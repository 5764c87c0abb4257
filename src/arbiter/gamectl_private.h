/*++
/* NAME
/*	gamectl_private 3h
/* SUMMARY
/*	what the files of gamectl(3) share
/* SYNOPSIS
/*	#include "arbiter/gamectl_private.h"
/* DESCRIPTION
/*	load_state() (gamectl.c) makes a game module's state from a row:
/*	from a saved state, or fresh from the set-up when saved is NULL.
/*	rebuild_state() (gamectl_replay.c) rebuilds g->state from the
/*	move log.  Not for use outside gamectl*.c.
/*--*/

#ifndef GAMECTL_PRIVATE_H
#define GAMECTL_PRIVATE_H

#include "arbiter/gamectl.h"

enum pb_rc load_state(
    struct pbemd *, struct gamectl *, const char *saved, void **state, struct pb_err *);
enum pb_rc rebuild_state(struct pbemd *, struct gamectl *, struct pb_err *);

#endif
