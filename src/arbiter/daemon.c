/*++
/* NAME
/*	daemon 3
/* SUMMARY
/*	the daemon's pid file, its heartbeat, and what pbemctl status shows
/* SYNOPSIS
/*	#include "arbiter/daemon.h"
/*
/*	enum pb_rc daemon_pidfile_lock(const char *path, int *fdp,
/*				struct pb_err *err);
/*	enum pb_rc daemon_pidfile_write(int fd, struct pb_err *err);
/*
/*	pid_t	daemon_running(struct pbemd *p);
/*	void	daemon_pidfile_release(const char *path, int fd);
/*	enum pb_rc daemon_heartbeat(struct pbemd *p, int64_t started,
/*				int ok, struct pb_err *err);
/*	void	daemon_stopped(struct pbemd *p);
/*	enum pb_rc daemon_status(struct pbemd *p, int64_t now,
/*				struct daemon_status *ds, struct pb_err *err);
/* DESCRIPTION
/*	The pid file is the daemon's lock, as Postfix's master.pid is: the
/*	daemon holds an exclusive flock(2) on it for as long as it runs, so
/*	a second daemon on the same file refuses to start, and a pid file
/*	left by a daemon killed with SIGKILL is stale by construction (no
/*	process holds its lock).  It is created 0600, like every file of
/*	pbemd's (pbemd(8), FILES): the pid of a daemon is no secret, but
/*	only its owner and root need it, and one rule is easier to check.
/*
/*	daemon_pidfile_lock() opens or creates path (0600) and takes the
/*	lock without waiting; it is called before the daemon detaches, so
/*	that a refusal reaches the terminal.  On success *fdp is the open
/*	file (close-on-exec), which the detached child inherits with its
/*	lock.  Returns PB_ETEMP, "another pbemd (pid N) holds PATH", when
/*	the lock is held, PB_ESYS when the file cannot be opened.
/*
/*	daemon_pidfile_write() writes the calling process's pid into the
/*	locked file, after the daemon detached.
/*
/*	daemon_pidfile_release() removes the file and closes fd, at a clean
/*	exit; fd < 0 does nothing.
/*
/*	daemon_heartbeat() records in the store's table server that the
/*	daemon with this pid, started at started, ended a pass now, and
/*	whether the pass went well (keys daemon_pid, daemon_started,
/*	daemon_pass, daemon_pass_ok), in a transaction of its own.  A
/*	failure changes nothing else; the caller may ignore it.
/*
/*	daemon_stopped() records that the daemon stopped cleanly
/*	(daemon_pid 0), ignoring a failure.
/*
/*	daemon_running() returns the pid of a daemon other than the caller
/*	that runs, as daemon_status() finds it, or 0 (pbemd --deliver:
/*	notify.c P1).
/*
/*	daemon_status() fills ds for `pbemctl status`: whether a daemon
/*	runs (the pid file's lock is held when [pbemd] pid_file is set;
/*	else the pid of the last heartbeat is alive), its heartbeat, the
/*	mails waiting in a Maildir inbox (new/; -1 for IMAP and POP3,
/*	which only the daemon reads), and store_server_counts() over the
/*	last day.
/* DIAGNOSTICS
/*	As above; a store error as store.h.
/* SEE ALSO
/*	pbemd(8), pbemctl(1) status, flock(2).
/*--*/

/* System. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/config.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/daemon.h"

#define DAEMON_DAY 86400

/* pidfile_read - the pid written in an open pid file, or 0 */

static pid_t
pidfile_read(int fd)
{
	char    buf[32];
	ssize_t n;

	if ((n = pread(fd, buf, sizeof(buf) - 1, 0)) <= 0)
		return (0);
	buf[n] = '\0';
	return ((pid_t)atol(buf));
}

/* daemon_pidfile_lock - open and lock the pid file, before detaching */

enum pb_rc
daemon_pidfile_lock(const char *path, int *fdp, struct pb_err *err)
{
	int fd;

	if ((fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600)) < 0)
		return (pb_err_set(err, PB_ESYS, "pid file %s: %s", path, strerror(errno)));
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		enum pb_rc rc = errno == EWOULDBLOCK
		    ? pb_err_set(err, PB_ETEMP, "another pbemd (pid %ld) holds %s", (long)pidfile_read(fd),
		          path)
		    : pb_err_set(err, PB_ESYS, "pid file %s: lock: %s", path, strerror(errno));

		close(fd);
		return (rc);
	}
	*fdp = fd;
	return (PB_OK);
}

/* daemon_pidfile_write - our pid into the locked file */

enum pb_rc
daemon_pidfile_write(int fd, struct pb_err *err)
{
	char buf[32];
	int  len = snprintf(buf, sizeof(buf), "%ld\n", (long)getpid());

	if (ftruncate(fd, 0) != 0 || pwrite(fd, buf, (size_t)len, 0) != len || fsync(fd) != 0)
		return (pb_err_set(err, PB_ESYS, "pid file: write: %s", strerror(errno)));
	return (PB_OK);
}

/* daemon_pidfile_release - remove and unlock, at a clean exit */

void
daemon_pidfile_release(const char *path, int fd)
{
	if (fd < 0)
		return;
	if (unlink(path) != 0)
		pb_warn("pid file %s: unlink: %s", path, strerror(errno));
	close(fd);
}

/* daemon_heartbeat - a pass ended: record it */

enum pb_rc
daemon_heartbeat(struct pbemd *p, int64_t started, int ok, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = store_begin(p->st, err)) != PB_OK)
		return (rc);
	if ((rc = store_server_put(p->st, "daemon_pid", (int64_t)getpid(), err)) != PB_OK
	    || (rc = store_server_put(p->st, "daemon_started", started, err)) != PB_OK
	    || (rc = store_server_put(p->st, "daemon_pass", pb_now(), err)) != PB_OK
	    || (rc = store_server_put(p->st, "daemon_pass_ok", ok, err)) != PB_OK
	    || (rc = store_commit(p->st, err)) != PB_OK)
		store_rollback(p->st);
	return (rc);
}

/* daemon_stopped - a clean exit: no daemon any more */

void
daemon_stopped(struct pbemd *p)
{
	struct pb_err err;

	if (store_begin(p->st, &err) != PB_OK)
		return;
	if (store_server_put(p->st, "daemon_pid", 0, &err) != PB_OK
	    || store_commit(p->st, &err) != PB_OK)
		store_rollback(p->st);
}

/* status_running - does a daemon run? from the pid file, else the pid */

static void
status_running(const struct pb_config *cf, struct daemon_status *ds)
{
	int fd;

	if (cf->pid_file == NULL) {
		ds->running = ds->pid > 0 && (kill(ds->pid, 0) == 0 || errno == EPERM);
		return;
	}
	ds->running = 0;
	if ((fd = open(cf->pid_file, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	if (flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
		ds->running = 1;
		ds->pid = pidfile_read(fd);
	}
	close(fd);
}

/* daemon_running - the pid of a daemon that runs beside us, or 0
 * (status_running()) */

pid_t
daemon_running(struct pbemd *p)
{
	struct daemon_status ds = { 0 };
	struct pb_err        err;
	int64_t              pid = 0;

	if (p->cf->pid_file == NULL && store_server_get(p->st, "daemon_pid", &pid, &err) != PB_OK)
		return (0);
	ds.pid = (pid_t)pid;
	status_running(p->cf, &ds);
	return (ds.running && ds.pid > 0 && ds.pid != getpid() ? ds.pid : 0);
}

/* status_inbox - the mails waiting in a Maildir inbox, or -1 */

static int
status_inbox(const char *inbox)
{
	const char    *path = pb_spec_arg(inbox, "maildir");
	struct dirent *de;
	char          *dir;
	DIR           *d;
	int            n = 0;

	if (path == NULL)
		return (-1);
	dir = pb_asprintf("%s/new", path);
	if ((d = opendir(dir)) == NULL)
		n = -1;
	while (d != NULL && (de = readdir(d)) != NULL)
		if (de->d_name[0] != '.')
			n++;
	if (d != NULL)
		closedir(d);
	free(dir);
	return (n);
}

/* daemon_status - what pbemctl status shows */

enum pb_rc
daemon_status(struct pbemd *p, int64_t now, struct daemon_status *ds, struct pb_err *err)
{
	struct store_counts c;
	int64_t             pid = 0, ok = 0;
	enum pb_rc          rc;

	memset(ds, 0, sizeof(*ds));
	if ((rc = store_server_get(p->st, "daemon_pid", &pid, err)) != PB_OK
	    || (rc = store_server_get(p->st, "daemon_started", &ds->started, err)) != PB_OK
	    || (rc = store_server_get(p->st, "daemon_pass", &ds->last_pass, err)) != PB_OK
	    || (rc = store_server_get(p->st, "daemon_pass_ok", &ok, err)) != PB_OK
	    || (rc = store_server_counts(p->st, now - DAEMON_DAY, &c, err)) != PB_OK)
		return (rc);
	ds->pid = (pid_t)pid;
	ds->last_pass_ok = ok != 0;
	status_running(p->cf, ds);
	ds->inbox = status_inbox(p->cf->inbox);
	ds->queued = c.queued;
	ds->failed = c.failed;
	ds->bounces = c.bounces;
	ds->next_deadline = c.deadline;
	ds->next_game = c.game;
	ds->next_seat = c.seat;
	memcpy(ds->next_kind, c.kind, sizeof(ds->next_kind));
	return (PB_OK);
}
