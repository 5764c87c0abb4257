/*++
/* NAME
/*	sink_maildir 3
/* SUMMARY
/*	deliver outgoing mail into a Maildir
/* SYNOPSIS
/*	#include "mail/sink.h"
/*
/*	extern const struct sink_ops sink_maildir_ops;
/* DESCRIPTION
/*	The "maildir:PATH" sink, for tests, demos and local players.  open
/*	creates PATH and its folders when missing.  send converts the
/*	message's CRLF line ends to LF, as a local mailbox holds it, and
/*	stages it in tmp/ with maildir_stage(): written, not synced, not
/*	yet visible.  sync publishes every message staged since the last
/*	sync with maildir_publish(): one syncfs(2) for all their data (M1)
/*	(one message alone: an fsync(2) of its file),
/*	their renames into new/, one fsync of new/ (M2), so that a flush of
/*	many mails costs two syncs, not one per mail; a sink with nothing
/*	staged does not sync.  close removes what was staged and never
/*	synced (flush(3) marks a row sent only after a sync: such a mail is
/*	sent again).  The envelope is not recorded: the message is stored
/*	exactly as composed.
/*
/*	XXX syncfs(2) syncs the whole file system the Maildir is on, other
/*	programs' writes too: on a busy disk one sync may wait longer than
/*	the fsyncs of a batch's own files would have, but it costs one
/*	cache flush of the device, not one per mail.
/* DIAGNOSTICS
/*	What maildir_create(), maildir_stage() or maildir_publish() return: PB_ETEMP for a
/*	full disk or quota (ENOSPC, EDQUOT) and for EIO, so that the mail
/*	stays queued and is retried with backoff (flush(3)) until space
/*	comes back; PB_ESYS for the rest (a folder that cannot be made or
/*	written for want of permission), which an operator must fix and then
/*	requeue with pbemctl mail outbox --retry or --failed.
/* SEE ALSO
/*	sink(3), maildir(3)
/*--*/

/* System. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/maildir.h"
#include "mail/sink.h"

struct sink_maildir {
	char  *path;
	int    tmpfd;  /* tmp/, open while messages are staged; else -1 */
	char **staged; /* base names in tmp/ since the last sync */
	size_t n, cap;
};

/* open_tmp - the sink's tmp/ folder open for maildir_publish(), from
 * the first message staged after a sync on */

static enum pb_rc
open_tmp(struct sink_maildir *sm, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	char      *tmp;

	if (sm->tmpfd >= 0)
		return (PB_OK);
	tmp = pb_asprintf("%s/tmp", sm->path);
	if ((sm->tmpfd = open(tmp, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		rc = pb_err_set(err, maildir_errno_rc(errno), "open %s: %s", tmp, strerror(errno));
	free(tmp);
	return (rc);
}

/* staged_clear - forget the staged names and close tmp/ */

static void
staged_clear(struct sink_maildir *sm)
{
	size_t i;

	for (i = 0; i < sm->n; i++)
		free(sm->staged[i]);
	sm->n = 0;
	if (sm->tmpfd >= 0)
		(void)close(sm->tmpfd);
	sm->tmpfd = -1;
}

/* sink_maildir_open - "maildir:PATH" */

static enum pb_rc
sink_maildir_open(struct sink *s, const char *arg, const struct sink_opts *opts, struct pb_err *err)
{
	struct sink_maildir *sm;
	enum pb_rc           rc;

	(void)opts;
	if ((rc = maildir_create(arg, err)) == PB_OK) {
		sm = pb_calloc(1, sizeof(*sm));
		sm->path = pb_strdup(arg);
		sm->tmpfd = -1;
		s->ctx = sm;
	}
	return (rc);
}

/* lf_lines - msg with each CRLF as LF, appended to b */

static void
lf_lines(struct pb_buf *b, const char *msg, size_t len)
{
	const char *p = msg, *end = msg + len, *cr;

	while ((cr = memchr(p, '\r', (size_t)(end - p))) != NULL) {
		/* Up to the CR of a CRLF, or through a lone CR. */
		pb_buf_add(b, p, (size_t)(cr - p) + !(cr + 1 < end && cr[1] == '\n'));
		p = cr + 1;
	}
	pb_buf_add(b, p, (size_t)(end - p));
}

/* sink_maildir_send - CRLF to LF, then staged in tmp/ (published by sync) */

static enum pb_rc
sink_maildir_send(struct sink *s, const char *from, const char *to, const char *msg, size_t len,
    struct pb_err *err)
{
	struct sink_maildir *sm = s->ctx;
	struct pb_buf        b;
	enum pb_rc           rc;
	char                *name;

	(void)from;
	(void)to;
	if ((rc = open_tmp(sm, err)) != PB_OK)
		return (rc);
	pb_buf_init(&b);
	lf_lines(&b, msg, len);
	if ((rc = maildir_stage(sm->path, b.s, b.len, &name, err)) == PB_OK) {
		if (sm->n == sm->cap) {
			sm->cap = sm->cap ? 2 * sm->cap : 16;
			sm->staged = pb_realloc(sm->staged, sm->cap * sizeof(*sm->staged));
		}
		sm->staged[sm->n++] = name;
	} else if (sm->n == 0)
		staged_clear(sm); /* tmp/ closed: nothing staged */
	pb_buf_free(&b);
	return (rc);
}

/* sink_maildir_sync - the messages staged since the last sync, made
 * durable and visible at once */

static enum pb_rc
sink_maildir_sync(struct sink *s, struct pb_err *err)
{
	struct sink_maildir *sm = s->ctx;
	enum pb_rc           rc;

	if (sm->n == 0)
		return (PB_OK);
	rc = maildir_publish(sm->path, sm->tmpfd, sm->staged, sm->n, err);
	staged_clear(sm); /* published, or removed from tmp/ */
	return (rc);
}

/* sink_maildir_close - free the path */

static void
sink_maildir_close(struct sink *s)
{
	struct sink_maildir *sm = s->ctx;

	if (sm != NULL) {
		maildir_unstage(sm->path, sm->staged, sm->n); /* never synced: not sent */
		staged_clear(sm);
		free(sm->staged);
		free(sm->path);
	}
	free(sm);
	s->ctx = NULL;
}

const struct sink_ops sink_maildir_ops = {
	"maildir",
	sink_maildir_open,
	sink_maildir_send,
	sink_maildir_close,
	sink_maildir_sync,
};
