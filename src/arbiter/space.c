/*++
/* NAME
/*	space 3
/* SUMMARY
/*	the daemon waits out a full disk under its database
/* SYNOPSIS
/*	#include "arbiter/space.h"
/*
/*	int	space_delay(int tries, int poll);
/*	void	space_filled(struct space *sp, struct pbemd *p,
/*				const struct pb_err *why, int *delay);
/*	int	space_ready(struct space *sp, struct pbemd *p, int *delay);
/*	enum pb_rc space_open(struct pb_config *cf, struct pbemd **pp,
/*				struct pb_err *err);
/* DESCRIPTION
/*	With the database's disk full, every write fails with PB_ETEMP
/*	and store_disk_full() (S10 in store.c).  Exiting would not help:
/*	a supervisor restarts the daemon on the same full disk.  So the
/*	daemon waits, in this state machine that pbemd.c's run() drives:
/*
/* .nf
/*	             space_filled(): says it once
/*	  +---------+ -----------------------------> +------+
/*	  | writing |                                | full | --+ probe fails:
/*	  +---------+ <----------------------------- +------+ <-+ wait longer
/*	          space_ready(): the probe writes; says it once
/* .fi
/*
/*	While full, no pass runs: the mails stay in the inbox (D2 in
/*	arbiter.h) and are arbitrated once each when space is back (D3),
/*	no clock step is taken, and no queued reply is sent (the sink
/*	would accept it while its row could not be marked sent, so it
/*	would go again at every try).
/*
/*	space_delay() is the wait before try tries + 1: the shorter of
/*	poll and 10 seconds, doubled at each try, up to 5 minutes (or poll
/*	when that is longer), like the inbox's retry in pbemd.c.
/*
/*	space_filled() enters the full state after a pass stopped on a full
/*	disk (why: the store's message) and logs one warning that says what
/*	the daemon waits for and when it tries again.  *delay receives the
/*	first wait.  Already full: only *delay.
/*
/*	space_ready() returns 1 when a pass may run: the disk was not full,
/*	or store_writable() now succeeds (1 MiB free, a checkpoint and a
/*	write), which is logged once with the wait it took.  Otherwise it
/*	returns 0, logs nothing (a failure that is not the disk is logged),
/*	and sets *delay to the next wait.
/*
/*	space_open() is pbemd_open_cf() that waits out a full disk at
/*	start-up: while opening fails on a full disk, or opens on a disk
/*	that store_writable() refuses, it says so once, sleeps
/*	space_delay() seconds and tries again.  Any other outcome is
/*	returned as pbemd_open_cf() returns it; cf as there (the context
/*	takes it on success only).  XXX It runs before main() installs its
/*	signal handlers, so SIGTERM ends a start-up wait at once: nothing
/*	is in hand then.
/* DIAGNOSTICS
/*	The warning "disk full: DIR (the database's file system has N bytes
/*	free): ...; waiting for free space on DIR; mail stays in the inbox
/*	and is applied once space is back; retrying in Ns", once per
/*	episode; the line "disk space back: going on" when it ends.
/* SEE ALSO
/*	store(3) (S9, S10), pbemd(8) DIAGNOSTICS.
/*--*/

/* System. */
#include <stdlib.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/space.h"

#define SPACE_FIRST 10 /* seconds: the longest first wait */
#define SPACE_MAX 300  /* seconds: the longest wait, unless poll is longer */

/* space_delay - seconds before try tries + 1 */

int
space_delay(int tries, int poll)
{
	int cap = poll > SPACE_MAX ? poll : SPACE_MAX;
	int d = poll < SPACE_FIRST ? poll : SPACE_FIRST;

	if (d < 1)
		d = 1;
	while (--tries > 0 && d < cap)
		d *= 2;
	return (d < cap ? d : cap);
}

/* space_say_full - the one warning of an episode */

static void
space_say_full(const char *database, const struct pb_err *why, int delay)
{
	char *dir = store_dir_of(database);

	pb_warn("%s; waiting for free space on %s; mail stays in the inbox and is applied once "
	        "space is back; retrying in %ds",
	    why->msg, dir, delay);
	free(dir);
}

/* space_say_back - the closing line of an episode */

static void
space_say_back(const char *database, int64_t since, int tries)
{
	char *dir = store_dir_of(database);

	pb_info("disk space back: going on (%s has %lld bytes free; waited %llds, %d tr%s)", dir,
	    (long long)store_space_free(dir), (long long)(pb_now() - since), tries,
	    tries == 1 ? "y" : "ies");
	free(dir);
}

/* space_filled - a pass stopped on a full disk: wait, say it once */

void
space_filled(struct space *sp, struct pbemd *p, const struct pb_err *why, int *delay)
{
	if (!sp->full) {
		sp->full = 1;
		sp->tries = 1;
		sp->since = pb_now();
		sp->why = *why;
		*delay = space_delay(sp->tries, p->cf->poll_interval);
		space_say_full(p->cf->database, why, *delay);
		return;
	}
	*delay = space_delay(++sp->tries, p->cf->poll_interval);
}

/* space_ready - may a pass run? probe when full */

int
space_ready(struct space *sp, struct pbemd *p, int *delay)
{
	struct pb_err err;
	enum pb_rc    rc;

	if (!sp->full)
		return (1);
	if ((rc = store_writable(p->st, &err)) == PB_OK) {
		space_say_back(p->cf->database, sp->since, sp->tries);
		sp->full = 0;
		return (1);
	}
	if (!store_disk_full(p->st))
		pb_warn("%s (still waiting for space)", err.msg);
	*delay = space_delay(++sp->tries, p->cf->poll_interval);
	return (0);
}

/* space_try_open - open and, after a full disk, probe; a full disk is
 * PB_ETEMP with store_err_full() */

static enum pb_rc
space_try_open(struct pb_config *cf, struct pbemd **pp, int probe, struct pb_err *err)
{
	struct pbemd *p = NULL;
	enum pb_rc    rc;

	if ((rc = pbemd_open_cf(cf, &p, err)) != PB_OK)
		return (rc);
	if (probe && (rc = store_writable(p->st, err)) != PB_OK) {
		p->cf = NULL; /* the caller's still */
		pbemd_close(p);
		return (rc);
	}
	*pp = p;
	return (PB_OK);
}

/* space_open - pbemd_open_cf(), waiting out a full disk */

enum pb_rc
space_open(struct pb_config *cf, struct pbemd **pp, struct pb_err *err)
{
	enum pb_rc rc;
	int64_t    since = pb_now();
	int        tries = 0, delay;

	while ((rc = space_try_open(cf, pp, tries > 0, err)) == PB_ETEMP && store_err_full(err)) {
		delay = space_delay(++tries, cf->poll_interval);
		if (tries == 1)
			space_say_full(cf->database, err, delay);
		while ((delay = (int)sleep((unsigned)delay)) > 0)
			continue;
	}
	if (rc == PB_OK && tries > 0)
		space_say_back(cf->database, since, tries);
	return (rc);
}
