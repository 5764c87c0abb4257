/*++
/* NAME
/*	sink 3
/* SUMMARY
/*	where outgoing mail goes: spec parsing and dispatch
/* SYNOPSIS
/*	#include "mail/sink.h"
/*
/*	enum pb_rc sink_open(const char *spec, struct sink **sp,
/*				struct pb_err *err)
/*
/*	enum pb_rc sink_send(struct sink *s, const char *from,
/*				const char *to, const char *msg, size_t len,
/*				struct pb_err *err)
/*
/*	void	sink_close(struct sink *s)
/* DESCRIPTION
/*	sink_open() splits spec at the first ':' into a scheme and an
/*	argument, finds the scheme among the implementations
/*	(sink_maildir_ops, sink_sendmail_ops) and calls its open method.
/*	On success *sp receives the sink (caller closes it with
/*	sink_close()); on failure *sp is untouched.
/*
/*	sink_send() hands one whole message (CRLF line ends) for one
/*	envelope recipient to the implementation.  from is the envelope
/*	sender ("" for the null sender), to the recipient.
/*
/*	sink_close() releases the sink; NULL is a no-op.
/* DIAGNOSTICS
/*	PB_ECONFIG: no ':' in spec, an empty argument, or an unknown scheme.
/*	sink_send(): PB_ETEMP means try again later; PB_EDATA and PB_EPERM
/*	mean the message can never be delivered.
/* SEE ALSO
/*	sink_maildir(3), sink_sendmail(3), source(3)
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/sink.h"

static const struct sink_ops *const sink_impls[] = {
	&sink_maildir_ops,
	&sink_sendmail_ops,
};

/* sink_open - parse "scheme:arg" and open that sink */

enum pb_rc
sink_open(const char *spec, struct sink **sp, struct pb_err *err)
{
	const struct sink_ops *ops = NULL;
	struct sink           *s = NULL;
	const char            *arg = NULL;
	enum pb_rc             rc = PB_OK;
	size_t                 i;

	/* Sanity checks. */
	if (spec == NULL || sp == NULL)
		pb_panic("sink_open: NULL argument");

	/* Find the scheme. */
	for (i = 0; i < PB_NELEM(sink_impls) && ops == NULL; i++)
		if ((arg = pb_spec_arg(spec, sink_impls[i]->scheme)) != NULL)
			ops = sink_impls[i];
	if (ops == NULL) {
		rc = pb_err_set(err, PB_ECONFIG,
		    "bad mail sink \"%s\": expected "
		    "SCHEME:ARGUMENT with a known scheme",
		    spec);
		goto out;
	}

	/* Open. */
	s = pb_calloc(1, sizeof(*s));
	s->ops = ops;
	if ((rc = ops->open(s, arg, err)) != PB_OK)
		goto out;
	*sp = s;
	s = NULL;

out:
	free(s);
	return (rc);
}

/* sink_send - deliver one message to one recipient */

enum pb_rc
sink_send(struct sink *s, const char *from, const char *to, const char *msg, size_t len,
    struct pb_err *err)
{
	if (s == NULL || from == NULL || to == NULL || msg == NULL)
		pb_panic("sink_send: NULL argument");
	return (s->ops->send(s, from, to, msg, len, err));
}

/* sink_close - close and free; NULL is a no-op */

void
sink_close(struct sink *s)
{
	if (s == NULL)
		return;
	s->ops->close(s);
	free(s);
}
