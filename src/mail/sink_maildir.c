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
/*	PB_ESYS from maildir_create() or maildir_deliver().  A full disk or
/*	a missing folder is PB_ESYS, not PB_ETEMP: an operator must act.
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
