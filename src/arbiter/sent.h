/*++
/* NAME
/*	sent 3h
/* SUMMARY
/*	sent mail kept compact; the seed hash a mail showed
/* SYNOPSIS
/*	#include "arbiter/sent.h"
/* DESCRIPTION
/*	See sent.c.
/*--*/

#ifndef SENT_H
#define SENT_H

#include "arbiter/arbiter.h"

#define SENT_PER_PASS 1000 /* mails made compact by one call */

enum pb_rc sent_compact(struct pbemd *, int *n, struct pb_err *);
enum pb_rc sent_at_once(struct pbemd *, int *yes, struct pb_err *);
enum pb_rc sent_pack(
    struct pbemd *, int64_t id, const char *message, const char *seed_hash, struct pb_err *);
char *sent_seed_hash(const char *message);
char *sent_seed_in(const char *text);

#endif
