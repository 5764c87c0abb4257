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
/*	enum pb_rc source_next(struct source *s, struct source_item **itemp,
/*				struct pb_err *err)
/*
/*	enum pb_rc source_done(struct source *s,
/*				const struct source_item *item,
/*				struct pb_err *err)
/*
/*	void	source_rewind(struct source *s)
/*
/*	void	source_close(struct source *s)
/*
/*	void	source_item_free(struct source_item *item)
/* DESCRIPTION
/*	source_open() splits spec at the first ':' into a scheme and an
/*	argument, finds the scheme in the table of implementations
/*	(source_maildir_ops), and calls its open method.  On success *sp
/*	receives the source (caller closes with source_close()); on failure
/*	*sp is untouched.
/*
/*	source_next(), source_done() and source_rewind() call the methods
/*	of the implementation; their contracts are in source.h.  *itemp is
/*	written only on PB_OK; the caller frees the item with
/*	source_item_free().
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

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/source.h"

static const struct source_ops *const source_impls[] = {
	&source_maildir_ops,
};

/* source_open - parse "scheme:arg" and open that source */

enum pb_rc
source_open(const char *spec, struct source **sp, struct pb_err *err)
{
	const struct source_ops *ops = NULL;
	struct source           *s = NULL;
	const char              *arg = NULL;
	enum pb_rc               rc = PB_OK;
	size_t                   i;

	/* Sanity checks. */
	if (spec == NULL || sp == NULL)
		pb_panic("source_open: NULL argument");

	/* Find the scheme. */
	for (i = 0; i < PB_NELEM(source_impls) && ops == NULL; i++)
		if ((arg = pb_spec_arg(spec, source_impls[i]->scheme)) != NULL)
			ops = source_impls[i];
	if (ops == NULL) {
		rc = pb_err_set(err, PB_ECONFIG,
		    "bad mail source \"%s\": expected "
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
