/*++
/* NAME
/*	source 3
/* SUMMARY
/*	where incoming mail comes from: spec parsing and dispatch
/* SYNOPSIS
/*	#include "mail/source.h"
/*
/*	enum pb_rc source_open(const char *spec, struct source **sp,
/*				struct pb_err *err)
/*
/*	enum pb_rc source_open_opts(const char *spec,
/*				const struct source_opts *opts,
/*				struct source **sp, struct pb_err *err)
/*
/*	enum pb_rc source_check(const char *spec,
/*				const struct source_opts *opts,
/*				struct pb_err *err)
/*
/*	enum pb_rc source_wait(struct source *s, int timeout,
/*				volatile sig_atomic_t *stop,
/*				struct pb_err *err)
/*
/*	enum pb_rc source_next(struct source *s, struct source_item **itemp,
/*				struct pb_err *err)
/*
/*	enum pb_rc source_done(struct source *s,
/*				const struct source_item *item,
/*				struct pb_err *err)
/*
/*	void	source_rewind(struct source *s)
/*
/*	int	source_local(const struct source *s)
/*
/*	void	source_close(struct source *s)
/*
/*	void	source_item_free(struct source_item *item)
/* DESCRIPTION
/*	source_open() splits spec at the first ':' into a scheme and an
/*	argument, finds the scheme in the table of implementations
/*	(source_maildir_ops, the IMAP and the POP3 ones), and calls its
/*	open method.  On success *sp receives the source (caller closes
/*	with source_close()); on failure *sp is untouched.
/*	source_open_opts() passes opts (NULL: all defaults) to the open
/*	method; opts must outlive the source.
/*
/*	source_check() finds the scheme like source_open() and, for a URL,
/*	parses it and reads the password file, without connecting.
/*
/*	source_wait() calls the wait method of the implementation, or,
/*	when it has none, sleeps one second at a time until timeout
/*	seconds have passed or *stop is set.
/*
/*	source_next(), source_done() and source_rewind() call the methods
/*	of the implementation; their contracts are in source.h.  *itemp is
/*	written only on PB_OK; the caller frees the item with
/*	source_item_free().
/*
/*	source_local() tells whether the source's messages are read from
/*	this host's files (Maildir), not fetched from a server: the
/*	daemon groups the commits of local messages only (pbemd.c).
/*
/*	source_close() and source_item_free() release; NULL is a no-op.
/* DIAGNOSTICS
/*	PB_ECONFIG: no ':' in spec, an empty argument, or an unknown scheme.
/*	Other codes come from the implementation.
/* SEE ALSO
/*	source_maildir(3), sink(3)
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/mailnet.h"
#include "mail/mailurl.h"
#include "mail/source.h"

static const struct source_ops *const source_impls[] = {
	&source_maildir_ops,
	&source_imap_ops,
	&source_imaps_ops,
	&source_imap_starttls_ops,
	&source_pop3_ops,
	&source_pop3s_ops,
	&source_pop3_starttls_ops,
};

/* source_find - the implementation of spec's scheme, and its argument */

static enum pb_rc
source_find(const char *spec, const struct source_ops **opsp, const char **argp, struct pb_err *err)
{
	const char *arg;
	size_t      i;

	for (i = 0; i < PB_NELEM(source_impls); i++) {
		if ((arg = pb_spec_arg(spec, source_impls[i]->scheme)) != NULL) {
			*opsp = source_impls[i];
			*argp = arg;
			return (PB_OK);
		}
	}
	return (pb_err_set(err, PB_ECONFIG,
	    "bad mail source \"%.200s\": expected maildir:PATH or an "
	    "imap://, imaps://, imap+starttls://, pop3://, pop3s:// or "
	    "pop3+starttls:// URL",
	    spec));
}

/* source_open - parse "scheme:arg" and open that source */

enum pb_rc
source_open(const char *spec, struct source **sp, struct pb_err *err)
{
	return (source_open_opts(spec, NULL, sp, err));
}

/* source_open_opts - source_open() with the options of a network source */

enum pb_rc
source_open_opts(
    const char *spec, const struct source_opts *opts, struct source **sp, struct pb_err *err)
{
	static const struct source_opts none;
	const struct source_ops        *ops = NULL;
	struct source                  *s = NULL;
	const char                     *arg = NULL;
	enum pb_rc                      rc = PB_OK;

	/* Sanity checks. */
	if (spec == NULL || sp == NULL)
		pb_panic("source_open: NULL argument");

	/* Find the scheme. */
	if ((rc = source_find(spec, &ops, &arg, err)) != PB_OK)
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

/* source_check - parse spec, read its password file; no connection */

enum pb_rc
source_check(const char *spec, const struct source_opts *opts, struct pb_err *err)
{
	const struct source_ops *ops;
	const char              *arg;
	struct mailurl          *u = NULL;
	char                    *pw = NULL;
	enum pb_rc               rc;

	if ((rc = source_find(spec, &ops, &arg, err)) != PB_OK || !mailurl_is_url(spec))
		return (rc);
	rc = mailnet_login(spec, opts ? opts->password_file : NULL, &u, &pw, err);
	mailnet_wipe(pw);
	mailurl_free(u);
	return (rc);
}

/* source_wait - until mail may have come, timeout seconds, or *stop */

enum pb_rc
source_wait(struct source *s, int timeout, volatile sig_atomic_t *stop, struct pb_err *err)
{
	int i;

	if (s == NULL || stop == NULL)
		pb_panic("source_wait: NULL argument");
	if (s->ops->wait != NULL)
		return (s->ops->wait(s, timeout, stop, err));
	for (i = 0; i < timeout && !*stop; i++)
		sleep(1);
	return (PB_OK);
}

/* source_next - the next waiting message, or PB_ENOENT */

enum pb_rc
source_next(struct source *s, struct source_item **itemp, struct pb_err *err)
{
	if (s == NULL || itemp == NULL)
		pb_panic("source_next: NULL argument");
	return (s->ops->next(s, itemp, err));
}

/* source_done - the message is processed: let it go */

enum pb_rc
source_done(struct source *s, const struct source_item *item, struct pb_err *err)
{
	if (s == NULL || item == NULL)
		pb_panic("source_done: NULL argument");
	return (s->ops->done(s, item, err));
}

/* source_rewind - start a new pass */

void
source_rewind(struct source *s)
{
	if (s == NULL)
		pb_panic("source_rewind: NULL source");
	s->ops->rewind(s);
}

/* source_local - are the messages this host's files (Maildir)? */

int
source_local(const struct source *s)
{
	return (s->ops == &source_maildir_ops);
}

/* source_close - close and free; NULL is a no-op */

void
source_close(struct source *s)
{
	if (s == NULL)
		return;
	s->ops->close(s);
	free(s);
}

/* source_item_free - free one item; NULL is a no-op */

void
source_item_free(struct source_item *item)
{
	if (item == NULL)
		return;
	free(item->id);
	free(item->raw);
	free(item);
}
