/*++
/* NAME
/*	flush 3
/* SUMMARY
/*	deliver due outbox rows to the sink
/* SYNOPSIS
/*	#include "arbiter/flush.h"
/* DESCRIPTION
/*	See flush.h.  Each outbox row moves through these states:
/*
/*	    queued --sink accepts--> sent
/*	      |  ^
/*	      |  +--temporary failure (attempts++, next_attempt later)
/*	      |  +--pbemctl mail outbox --retry ID | --failed ----+
/*	      |                                                   |
/*	      +--permanent failure, or temporary ones for 5 days--> failed
/*	         and at least 10 tries
/*
/*	transition			function
/*	queued -> sent			store_out_sent()
/*	queued -> queued (retry)	store_out_failed(permanent = 0)
/*	queued -> failed		store_out_failed(permanent = 1)
/*	failed -> queued (by hand)	store_out_requeue(), from pbemctl
/*
/*	A temporary failure is what the sink calls PB_ETEMP: an SMTP 4xx
/*	or a server that cannot be reached, a sendmail that exits 75, 74 or
/*	71, a Maildir on a full disk.  The give-up needs both the age and
/*	the tries, so that a mail requeued by hand (its attempts back at 0)
/*	or one that waited while pbemd was stopped still gets a series of
/*	retries, about 8 hours of them, before it fails again.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "mail/sink.h"
#include "store/store.h"

/* Local. */
#include "arbiter/flush.h"

#define FLUSH_MAXDELAY (6 * 3600)
#define FLUSH_GIVEUP (5 * 86400) /* seconds since the mail was queued ... */
#define FLUSH_MINTRIES 10        /* ... and tries, before giving up */

/* backoff - seconds before attempt number n (1-based) */

static int64_t
backoff(int n)
{
	int64_t d = 60;

	while (--n > 0 && d < FLUSH_MAXDELAY)
		d *= 2;
	return (d < FLUSH_MAXDELAY ? d : FLUSH_MAXDELAY);
}

/* flush_one - send one row and record the outcome */

static enum pb_rc
flush_one(
    struct pbemd *p, struct sink *sk, const struct store_out *o, int *sent, struct pb_err *err)
{
	struct pb_err serr;
	enum pb_rc    rc;
	int64_t       now;
	int           permanent;

	rc = sink_send(sk, p->cf->address, o->to_addr, o->message, strlen(o->message), &serr);
	now = pb_now();
	if (rc == PB_OK) {
		(*sent)++;
		rc = store_out_sent(p->st, o->id, now, err);
	} else {
		permanent = rc != PB_ETEMP
		    || (now - o->created > FLUSH_GIVEUP && o->attempts + 1 >= FLUSH_MINTRIES);
		pb_warn("outbox %lld to %s: %s%s", (long long)o->id, o->to_addr, serr.msg,
		    permanent ? " (given up)" : " (will retry)");
		rc = store_out_failed(p->st, o->id, o->attempts + 1, now + backoff(o->attempts + 1),
		    serr.msg, permanent, err);
	}
	/* XXX Another flush (pbemctl mail outbox --flush beside the daemon)
	 * took the row in the meantime: its outcome stands, and the mail
	 * may have gone twice (at least once, same Message-ID). */
	return (rc == PB_ENOENT ? PB_OK : rc);
}

/* flush_batch - the oldest due rows, at most a batch of the store's;
 * *n the rows tried */

static enum pb_rc
flush_batch(struct pbemd *p, int *sent, size_t *n, struct pb_err *err)
{
	struct store_out **rows = NULL;
	struct sink_opts   so = { 0 };
	struct sink       *sk = NULL;
	size_t             i;
	enum pb_rc         rc;

	*n = 0;
	if ((rc = store_out_due(p->st, pb_now(), &rows, n, err)) != PB_OK || *n == 0)
		goto out;
	so.password_file = p->cf->outbox_password_file;
	so.ca_file = p->cf->ca_file;
	so.timeout = p->cf->mail_timeout;
	if ((rc = sink_open_opts(p->cf->outbox, &so, &sk, err)) != PB_OK)
		goto out;
	for (i = 0; i < *n && rc == PB_OK; i++)
		rc = flush_one(p, sk, rows[i], sent, err);
out:
	sink_close(sk);
	store_out_list_free(rows, *n);
	return (rc);
}

/* flush_outbox - every due row, once: batch after batch while a whole
 * batch was due (each row tried is sent, failed, or due later, so the
 * loop ends; the bound is a guard) */

enum pb_rc
flush_outbox(struct pbemd *p, int *sent, struct pb_err *err)
{
	enum pb_rc rc;
	size_t     n;
	int        guard;

	*sent = 0;
	for (guard = 0; guard < 10000; guard++)
		if ((rc = flush_batch(p, sent, &n, err)) != PB_OK || n < STORE_OUT_DUE_MAX)
			return (rc);
	return (PB_OK);
}
