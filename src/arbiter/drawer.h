/*++
/* NAME
/*	drawer 3h
/* SUMMARY
/*	the daemon's pictures drawn beside it, by a process of their own
/* SYNOPSIS
/*	#include "arbiter/drawer.h"
/*
/*	struct drawer *drawer_new(drawer_fn draw);
/*	void	drawer_exec(struct drawer *d, const char *path,
/*				char *const argv[]);
/*	int	drawer_work(drawer_fn draw);
/*	void	drawer_free(struct drawer *d);
/*
/*	void	drawer_send(struct drawer *d, const char *kind,
/*				const char *locale, const char *text);
/*	int	drawer_take(struct drawer *d, const char *kind,
/*				const char *locale, const char *text,
/*				unsigned char **png, size_t *len,
/*				struct pb_err *why);
/*	void	drawer_forget(struct drawer *d);
/*	pid_t	drawer_pid(const struct drawer *d);
/*
/*	extern int drawer_fault;
/* DESCRIPTION
/*	A picture is a pure function of (game kind, locale, view text)
/*	(notify.c R1, P1).  The daemon queues each mail that shows the
/*	board with an empty picture and the view saved as text, and its
/*	flush draws it (flush.c F3).  A drawer draws those pictures in a
/*	child process, the worker, while the daemon arbitrates the next
/*	mails: the machine's other core.  The flush then takes the PNG the
/*	worker drew, the very bytes it would have drawn itself (the worker
/*	runs draw(), the daemon's own code, on the same text), and draws
/*	in-process whatever the worker does not have.
/*
/*	drawer_new() makes a drawer that draws with draw (notify_draw_text()
/*	in the daemon); no process is started until the first job.
/*	drawer_exec() makes the forked worker exec path with argv (pbemd
/*	--drawer CONTENT, drawn by drawer_work() in it) rather than run draw()
/*	in the fork (which only the tests do: their games are not pbemd's).
/*	An exec that fails ends the worker: its EOF, and the daemon draws
/*	in-process (W2).  Why an exec, and why at the first job rather than
/*	at the daemon's start: drawer.c.
/*
/*	drawer_free(NULL) is a no-op; else the worker's job pipe is closed
/*	(its EOF: it exits) and drawer_free() waits for it (DRAWER_WAIT
/*	seconds at most, then kills it), so that a
/*	pbemd --once ends after its worker (and its processor time is the
/*	pass's, for the bench).
/*
/*	drawer_send() asks for the picture of (kind, locale, text) to be
/*	drawn, once (a job already sent for the same three is not sent
/*	again).  It never blocks: the job is written to the pipe as far as
/*	it goes, the rest when the daemon next calls the drawer; results
/*	that came back are read on the way.  The first job starts the
/*	worker.  A
/*	job is not sent, and its picture is drawn in-process when taken,
/*	when DRAWER_JOBS are known, DRAWER_HELD bytes of PNG are held, or
/*	DRAWER_OUT bytes wait for the pipe (the daemon's memory).
/*
/*	drawer_take() returns 1 when the worker drew (kind, locale, text):
/*	*png (caller frees) and *len, or *png NULL and why (why->rc, its
/*	reason) when the game drew none; it waits for a job the worker has
/*	not finished.  It returns 0 when the drawer has no such job (never
/*	sent, the worker died, or it broke the protocol, or took more than
/*	DRAWER_WAIT seconds): the caller draws it in-process.  A copy is
/*	kept for the next mails of the same picture, until drawer_forget().
/*
/*	drawer_forget() drops every result held, at the end of a flush:
/*	a job the flush did not take belonged to a mail whose transaction
/*	rolled back, or to one that waits for a later flush (which draws it
/*	in-process).  A job still being drawn is dropped when it comes.
/*
/*	drawer_pid() is the worker's pid, or 0 when none runs (tests).
/*
/*	drawer_fault is a seam for the tests, read by the worker when it
/*	starts: N > 0 makes its Nth reply malformed (a protocol error).
/* DIAGNOSTICS
/*	A worker that dies, breaks the protocol or hangs is logged once
/*	(pb_warn(), with its pid and why), and killed if it still runs;
/*	every job it had is drawn in-process.  The next job starts another,
/*	DRAWER_STARTS times in the daemon's life at most; then every
/*	picture is drawn in-process, which is logged once too.
/* SEE ALSO
/*	notify(3) P1, flush(3) F3, pbemd(8).
/*--*/

#ifndef DRAWER_H
#define DRAWER_H

#include <stddef.h>
#include <sys/types.h>

#include "core/pb.h"

/* What the worker runs for a job: the PNG of text's picture (*png:
 * caller frees), or why it has none. */
typedef enum pb_rc (*drawer_fn)(const char *kind, const char *locale, const char *text,
    unsigned char **png, size_t *len, struct pb_err *why);

struct drawer;

struct drawer *drawer_new(drawer_fn);
void           drawer_exec(struct drawer *, const char *, char *const[]);
int            drawer_work(drawer_fn);
void           drawer_free(struct drawer *);
void           drawer_send(struct drawer *, const char *kind, const char *locale, const char *text);
int   drawer_take(struct drawer *, const char *kind, const char *locale, const char *text,
      unsigned char **png, size_t *len, struct pb_err *why);
void  drawer_forget(struct drawer *);
pid_t drawer_pid(const struct drawer *);

extern int drawer_fault; /* tests only */

#endif
