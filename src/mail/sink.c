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
/*	enum pb_rc sink_open_opts(const char *spec,
/*				const struct sink_opts *opts,
/*				struct sink **sp, struct pb_err *err)
/*
/*	enum pb_rc sink_check(const char *spec,
/*				const struct sink_opts *opts,
/*				struct pb_err *err)
/*
/*	enum pb_rc sink_send(struct sink *s, const char *from,
/*				const char *to, const char *msg, size_t len,
/*				struct pb_err *err)
/*
/*	enum pb_rc sink_sync(struct sink *s, struct pb_err *err)
/*
/*	void	sink_close(struct sink *s)
/* DESCRIPTION
/*	sink_open() splits spec at the first ':' into a scheme and an
/*	argument, finds the scheme among the implementations
/*	(sink_maildir_ops, sink_sendmail_ops, the SMTP ones) and calls its
/*	open method.  On success *sp receives the sink (caller closes it
/*	with sink_close()); on failure *sp is untouched.  sink_open_opts()
/*	passes opts (NULL: defaults), which must outlive the sink.
/*
/*	sink_check() finds the scheme and, for an SMTP URL with a user,
/*	reads the password file; it does not connect.
/*
/*	sink_send() hands one whole message (CRLF line ends) for one
/*	envelope recipient to the implementation.  from is the envelope
/*	sender ("" for the null sender), to the recipient.
/*
/*	sink_sync() calls the implementation's sync method, when it has
/*	one: what the sends since the last sync accepted is durable once it
/*	returns PB_OK.
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
#include "mail/mailnet.h"
#include "mail/mailurl.h"
#include "mail/sink.h"

static const struct sink_ops *const sink_impls[] = {
	&sink_maildir_ops,
	&sink_sendmail_ops,
	&sink_smtp_ops,
	&sink_smtps_ops,
	&sink_smtp_starttls_ops,
};

/* sink_find - the implementation of spec's scheme, and its argument */

static enum pb_rc
sink_find(const char *spec, const struct sink_ops **opsp, const char **argp, struct pb_err *err)
{
	const char *arg;
	size_t      i;

	for (i = 0; i < PB_NELEM(sink_impls); i++) {
		if ((arg = pb_spec_arg(spec, sink_impls[i]->scheme)) != NULL) {
			*opsp = sink_impls[i];
			*argp = arg;
			return (PB_OK);
		}
	}
	return (pb_err_set(err, PB_ECONFIG,
	    "bad mail sink \"%.200s\": expected maildir:PATH, sendmail:PATH or an "
	    "smtp://, smtps:// or smtp+starttls:// URL",
	    spec));
}

/* sink_open - parse "scheme:arg" and open that sink */

enum pb_rc
sink_open(const char *spec, struct sink **sp, struct pb_err *err)
{
	return (sink_open_opts(spec, NULL, sp, err));
}

/* sink_open_opts - sink_open() with the options of SMTP */

enum pb_rc
sink_open_opts(const char *spec, const struct sink_opts *opts, struct sink **sp, struct pb_err *err)
{
	static const struct sink_opts none;
	const struct sink_ops        *ops = NULL;
	struct sink                  *s = NULL;
	const char                   *arg = NULL;
	enum pb_rc                    rc = PB_OK;

	/* Sanity checks. */
	if (spec == NULL || sp == NULL)
		pb_panic("sink_open: NULL argument");

	/* Find the scheme. */
	if ((rc = sink_find(spec, &ops, &arg, err)) != PB_OK)
		goto out;

	/* Open. */
	s = pb_calloc(1, sizeof(*s));
	s->ops = ops;
	if ((rc = ops->open(s, arg, opts ? opts : &none, err)) != PB_OK)
		goto out;
	*sp = s;
	s = NULL;

out:
	free(s);
	return (rc);
}

/* sink_check - parse spec, read its password file; no connection */

enum pb_rc
sink_check(const char *spec, const struct sink_opts *opts, struct pb_err *err)
{
	const struct sink_ops *ops;
	const char            *arg;
	struct mailurl        *u = NULL;
	char                  *pw = NULL;
	enum pb_rc             rc;

	if ((rc = sink_find(spec, &ops, &arg, err)) != PB_OK || !mailurl_is_url(spec))
		return (rc);
	if ((rc = mailurl_parse(spec, &u, err)) != PB_OK)
		return (rc);
	if (u->user != NULL
	    && (pw = mailnet_password(opts ? opts->password_file : NULL, err)) == NULL)
		rc = PB_ECONFIG;
	mailnet_wipe(pw);
	mailurl_free(u);
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

/* sink_sync - make the accepted sends durable */

enum pb_rc
sink_sync(struct sink *s, struct pb_err *err)
{
	if (s == NULL)
		pb_panic("sink_sync: NULL argument");
	return (s->ops->sync != NULL ? s->ops->sync(s, err) : PB_OK);
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
