/*++
/* NAME
/*	daemon 3h
/* SUMMARY
/*	the daemon's pid file, its heartbeat, and what pbemctl status shows
/* SYNOPSIS
/*	#include "arbiter/daemon.h"
/* DESCRIPTION
/*	See daemon.c.
/*--*/

#ifndef DAEMON_H
#define DAEMON_H

#include <stdint.h>
#include <sys/types.h>

#include "arbiter/arbiter.h"
#include "core/pb.h"

/* What `pbemctl status` reports (daemon_status()). */
struct daemon_status {
	int     running;       /* a daemon holds the pid file, or its pid is alive */
	pid_t   pid;           /* its pid, or 0 */
	int64_t started;       /* when it started (pb_now()), or 0 */
	int64_t last_pass;     /* when its last pass ended, or 0 */
	int     last_pass_ok;  /* that pass ended without an error */
	int     inbox;         /* mails waiting in a Maildir inbox; -1: not counted */
	int     queued;        /* outbox rows waiting to be sent */
	int     failed;        /* outbox rows given up */
	int     bounces;       /* bounces received in the last day */
	int64_t next_deadline; /* the earliest deadline of a running game, or 0 */
	int64_t next_game;     /* its game, seat and decision */
	int     next_seat;
	char    next_kind[32];
};

enum pb_rc daemon_pidfile_lock(const char *path, int *fdp, struct pb_err *err);
enum pb_rc daemon_pidfile_write(int fd, struct pb_err *err);
void       daemon_pidfile_release(const char *path, int fd);
enum pb_rc daemon_heartbeat(struct pbemd *, int64_t started, int ok, struct pb_err *);
void       daemon_stopped(struct pbemd *);
pid_t      daemon_running(struct pbemd *);
enum pb_rc daemon_status(struct pbemd *, int64_t now, struct daemon_status *, struct pb_err *);

#endif
