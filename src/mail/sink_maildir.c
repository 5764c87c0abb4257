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
/*	delivers it with maildir_deliver().  The envelope is not recorded:
/*	the message is stored exactly as composed.
/* DIAGNOSTICS
/*	What maildir_create() or maildir_deliver() return: PB_ETEMP for a
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

/* sink_maildir_open - "maildir:PATH" */

static enum pb_rc
sink_maildir_open(struct sink *s, const char *arg, const struct sink_opts *opts, struct pb_err *err)
{
	enum pb_rc rc;

	(void)opts;
	if ((rc = maildir_create(arg, err)) == PB_OK)
		s->ctx = pb_strdup(arg);
	return (rc);
}

/* sink_maildir_send - CRLF to LF, then deliver into new/ */

static enum pb_rc
sink_maildir_send(struct sink *s, const char *from, const char *to, const char *msg, size_t len,
    struct pb_err *err)
{
	struct pb_buf b;
	enum pb_rc    rc;
	size_t        i;

	(void)from;
	(void)to;
	pb_buf_init(&b);
	for (i = 0; i < len; i++)
		if (!(msg[i] == '\r' && i + 1 < len && msg[i + 1] == '\n'))
			pb_buf_putc(&b, msg[i]);
	rc = maildir_deliver(s->ctx, b.s, b.len, NULL, err);
	pb_buf_free(&b);
	return (rc);
}

/* sink_maildir_close - free the path */

static void
sink_maildir_close(struct sink *s)
{
	free(s->ctx);
	s->ctx = NULL;
}

const struct sink_ops sink_maildir_ops = {
	"maildir",
	sink_maildir_open,
	sink_maildir_send,
	sink_maildir_close,
};
