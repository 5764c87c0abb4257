/*++
/* NAME
/*	space 3h
/* SUMMARY
/*	the daemon waits out a full disk under its database
/* SYNOPSIS
/*	#include "arbiter/space.h"
/* DESCRIPTION
/*	A full disk under the database is temporary (S10 in store.c): the
/*	daemon says so once, stops its passes, tries again after a delay
/*	that doubles, says once when it goes on, and goes on by itself.
/*	See space.c.
/*--*/

#ifndef SPACE_H
#define SPACE_H

#include <stdint.h>

#include "arbiter/arbiter.h"
#include "core/pb.h"

struct space {
	int           full;  /* waiting: passes stop until a probe succeeds */
	int           tries; /* tries that failed since the disk filled */
	int64_t       since; /* when it filled, pb_now() */
	struct pb_err why;   /* what filled it, as the store said */
};

int        space_delay(int tries, int poll);
void       space_filled(struct space *, struct pbemd *, const struct pb_err *why, int *delay);
int        space_ready(struct space *, struct pbemd *, int *delay);
enum pb_rc space_open(struct pb_config *, struct pbemd **, struct pb_err *);

#endif
