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
/*	puts it into new/ with maildir_put(): written, fsynced, renamed.
/*	sync fsyncs new/ once for every send since the last sync
/*	(maildir_sync_new()), so that a flush of many mails costs one fsync
/*	of the folder, not one per mail; a sink with nothing put does not
/*	sync.  The envelope is not recorded: the message is stored exactly
/*	as composed.
/* DIAGNOSTICS
/*	What maildir_create(), maildir_put() or maildir_sync_new() return: PB_ETEMP for a
/*	full disk or quota (ENOSPC, EDQUOT) and for EIO, so that the mail
/*	stays queued and is retried with backoff (flush(3)) until space
/*	comes back; PB_ESYS for the rest (a folder that cannot be made or
/*	written for want of permission), which an operator must fix and then
/*	requeue with pbemctl mail outbox --retry or --failed.
/* SEE ALSO
/*	sink(3), maildir(3)
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/maildir.h"
#include "mail/sink.h"

struct sink_maildir {
	char *path;
	int   unsynced; /* messages put since the last sync */
};

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

/* sink_maildir_send - CRLF to LF, then put into new/ (synced later) */

static enum pb_rc
sink_maildir_send(struct sink *s, const char *from, const char *to, const char *msg, size_t len,
    struct pb_err *err)
{
	struct sink_maildir *sm = s->ctx;
	struct pb_buf        b;
	enum pb_rc           rc;

	(void)from;
	(void)to;
	pb_buf_init(&b);
	lf_lines(&b, msg, len);
	if ((rc = maildir_put(sm->path, b.s, b.len, NULL, err)) == PB_OK)
		sm->unsynced++;
	pb_buf_free(&b);
	return (rc);
}

/* sink_maildir_sync - one fsync of new/ for the messages put since the
 * last one */

static enum pb_rc
sink_maildir_sync(struct sink *s, struct pb_err *err)
{
	struct sink_maildir *sm = s->ctx;
	enum pb_rc           rc;

	if (sm->unsynced == 0)
		return (PB_OK);
	if ((rc = maildir_sync_new(sm->path, err)) == PB_OK)
		sm->unsynced = 0;
	return (rc);
}

/* sink_maildir_close - free the path */

static void
sink_maildir_close(struct sink *s)
{
	struct sink_maildir *sm = s->ctx;

	if (sm != NULL)
		free(sm->path);
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
