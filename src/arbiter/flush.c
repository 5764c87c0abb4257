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
/*
/*	A flush goes batch by batch (STORE_OUT_DUE_MAX rows, oldest first):
/* .IP (F1)
/*	the batch's rows are handed to the sink one after the other, then
/*	sink_sync() makes them durable (the Maildir sink's one syncfs(2)
/*	and one fsync of new/), then one transaction records every outcome.  A row is marked
/*	sent only after the sink synced it; a crash before the COMMIT sends
/*	the batch's mails again (at least once, same Message-ID: DESIGN's
/*	"exactly once" allows it for replies), and a failed sync makes the
/*	rows it covered temporary failures, sent again later.  So that
/*	transaction is lazy (store_begin_lazy(), S13 in store.c): a power loss
/*	before the next sync of the log (the next commit, or the checkpoint
/*	at the pass's end or when pbemd --deliver closes the store) only
/*	sends the batch again, as a crash before its COMMIT does, and a
/*	flush costs one sync of the log the fewer.
/* .IP (F2)
/*	the first temporary failure stops the flush: the server or disk
/*	that refused one mail now would refuse the next.  The batch's rows
/*	not tried share that failure (an attempt each, the same backoff
/*	rule), with one log line and the same transaction, and no further
/*	batch is read until the next flush.  A permanent failure stops
/*	nothing: it is that mail's.
/* .PP
/*	XXX Two flushes at once (pbemd --deliver run twice in parallel by
/*	the MTA, or pbemctl mail outbox --flush beside the daemon) may both
/*	read the same due rows and both send them: at least once still
/*	holds, and the Message-ID is the same, but with (F1) the window is a
/*	batch's sending time, not one mail's.  A claim (a lease written
/*	before sending) would close it at the price of one more commit per
/*	batch and a delay after a crash; not done.
/*
/* .IP (F3)
/*	a row queued by pbemd --deliver beside a running daemon may wait
/*	for its picture (notify.c P1): a flush of that --deliver leaves it
/*	(p->late_pictures), any other flush draws it just before handing
/*	it to the sink (flush_one()), and the batch's transaction keeps
/*	the mail with its picture, or the mail without one when none could
/*	be drawn.  Not sent, it is sent again as kept: the picture is
/*	drawn once.
/* .IP (F4)
/*	in the daemon, with [archive] sent_whole_days 0, the transaction
/*	that marks a row sent also makes it compact (sent_pack()): its
/*	text is in hand, and its seed hash was kept when it was queued,
/*	so the mail is not read back, parsed, nor committed again at the
/*	end of the pass (sent_compact() does the rest: older rows, and
/*	the first dictionary).  The mail is gone from the sink's side
/*	already; what the row keeps is what sent_compact() would keep a
/*	moment later, and a crash before the COMMIT leaves the row queued
/*	and whole, as (F1).  The daemon then queues its pictures late
/*	(notify.c P1, p->draw_at_flush): a row whose picture is drawn
/*	now (F3), sent and made compact is not first given its mail with
/*	the picture, so that the picture's base64 is never written to the
/*	database: the mail with its picture is dropped as soon as the
/*	sink took it (a flush holds one at a time, not a batch of them
/*	beside the canvas: the pass's peak memory).  A crash before the
/*	COMMIT, or a sync that fails after, leaves the row waiting for
/*	its picture, with its view, and the next flush draws it again.
/* .IP (F5)
/*	in the daemon, the pictures of (F3) were sent to its drawer as they
/*	were queued (notify.c P2): flush_one() takes them from it, and the
/*	end of the flush drops what the drawer still holds (drawer_forget():
/*	mails of a transaction that rolled back, or not sent now, whose
/*	pictures a later flush draws in-process), so that the daemon holds
/*	no picture between passes.
/* .PP
/*	The SMTP sink keeps one connection for all the mails of a flush
/*	(sink_smtp(3)).
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
#include "arbiter/drawer.h"
#include "arbiter/flush.h"
#include "arbiter/notify.h"
#include "arbiter/sent.h"

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

/*
  * The outcome of one row in a batch, recorded after the sink synced.
  */
struct flush_try {
	struct pb_err why;    /* why.rc: PB_OK sent, else the sink's failure */
	int           shared; /* the failure of many rows, logged once (F2) */
	int           late;   /* its picture drawn now (F3): 1 none, 2 kept, 3 sent, dropped */
	int           pack;   /* made compact once marked sent (F4) */
};

/* flush_record - one row's outcome into the batch's transaction */

static enum pb_rc
flush_record(struct pbemd *p, const struct store_out *o, const struct flush_try *t, int64_t now,
    struct pb_err *err)
{
	enum pb_rc rc;
	int        permanent;

	if (t->why.rc == PB_OK) {
		rc = store_out_sent(p->st, o->id, now, err);
	} else {
		permanent = t->why.rc != PB_ETEMP
		    || (now - o->created > FLUSH_GIVEUP && o->attempts + 1 >= FLUSH_MINTRIES);
		if (!t->shared || permanent)
			pb_warn("outbox %lld to %s: %s%s", (long long)o->id, o->to_addr, t->why.msg,
			    permanent ? " (given up)" : " (will retry)");
		rc = store_out_failed(p->st, o->id, o->attempts + 1, now + backoff(o->attempts + 1),
		    t->why.msg, permanent, err);
	}
	/* XXX Another flush (pbemctl mail outbox --flush beside the daemon)
	 * took the row in the meantime: its outcome stands, and the mail
	 * may have gone twice (at least once, same Message-ID). */
	return (rc == PB_ENOENT ? PB_OK : rc);
}

/* flush_share - the rows from..n-1 the sink took or did not try fail
 * with why, said in one line; 1 */

static int
flush_share(struct flush_try *t, size_t from, size_t n, const struct pb_err *why)
{
	size_t i, k = 0;

	for (i = from; i < n; i++)
		if (t[i].why.rc == PB_OK || t[i].why.rc == PB_ETEMP) {
			t[i].why = *why;
			t[i].shared = 1;
			k++;
		}
	pb_warn("outbox: %zu mail%s not sent: %s (will retry)", k, k > 1 ? "s" : "", why->msg);
	return (1);
}

/* flush_one - row o's mail to the sink, its picture drawn first when it
 * waits for one (F3).  The mail with its picture is kept in the row
 * (t->late 2), unless the sink took it and the row is made compact now
 * (F4): then it is dropped at once (t->late 3), the row keeps the mail
 * as queued, whose text is the same, and a flush holds one mail with a
 * picture at a time, not a batch of them beside the canvas */

static enum pb_rc
flush_one(
    struct pbemd *p, struct sink *sk, struct store_out *o, struct flush_try *t, struct pb_err *err)
{
	enum pb_rc rc;
	char      *mail = NULL;

	pb_err_clear(&t->why);
	if (o->picture) {
		if ((rc = notify_late(p, o, &mail, err)) != PB_OK)
			return (rc);
		t->late = 1;
	}
	(void)sink_send(sk, p->cf->address, o->to_addr, mail ? mail : o->message,
	    strlen(mail ? mail : o->message), &t->why);
	if (mail == NULL)
		return (PB_OK);
	if (t->pack && t->why.rc == PB_OK) {
		free(mail);
		t->late = 3;
	} else {
		free(o->message);
		o->message = mail;
		t->late = 2;
	}
	return (PB_OK);
}

/* flush_send - hand rows to the sink, stopping at the first temporary
 * failure (F2), then sync those it took (F1); *stop set when the sink
 * failed for a while */

static enum pb_rc
flush_send(struct pbemd *p, struct sink *sk, struct store_out **rows, size_t n, struct flush_try *t,
    int *stop, struct pb_err *err)
{
	struct pb_err why;
	enum pb_rc    rc;
	size_t        i;

	*stop = 0;
	for (i = 0; i < n && !*stop; i++) {
		if ((rc = flush_one(p, sk, rows[i], &t[i], err)) != PB_OK)
			return (rc);
		if (t[i].why.rc == PB_ETEMP) {
			why = t[i].why;
			*stop = flush_share(t, i, n, &why);
		}
	}
	/* The mails taken before a stop are synced too. */
	if (sink_sync(sk, &why) != PB_OK) {
		why.rc = PB_ETEMP; /* they may be there: send them again */
		*stop = flush_share(t, 0, *stop ? i - 1 : n, &why);
	}
	return (PB_OK);
}

/* flush_kept - the mail a row drawn now (F3) keeps: with its picture
 * when flush_one() kept it there (t->late 2: not sent, or not made
 * compact now); NULL: the mail as queued, which sent_pack() replaces
 * when it is (F4) */

static const char *
flush_kept(const struct flush_try *t, const struct store_out *o)
{
	return (t->late == 2 ? o->message : NULL);
}

/* flush_drawn - does row's outcome end its wait for a picture?  Not when
 * its mail with the picture was dropped (t->late 3) and the sink's sync
 * then failed: it waits still, and is drawn again when sent again */

static int
flush_drawn(const struct flush_try *t)
{
	return (t->late != 0 && !(t->late == 3 && t->why.rc != PB_OK));
}

/* flush_commit - every outcome of a batch in one transaction (F1) */

static enum pb_rc
flush_commit(struct pbemd *p, struct store_out **rows, size_t n, const struct flush_try *t,
    int *sent, struct pb_err *err)
{
	int64_t    now = pb_now();
	enum pb_rc rc;
	size_t     i;
	int        ok = 0;

	if ((rc = store_begin_lazy(p->st, err)) != PB_OK)
		return (rc);
	for (i = 0; i < n && rc == PB_OK; i++) {
		if (flush_drawn(&t[i]))
			rc = store_outpic_done(p->st, rows[i]->id, flush_kept(&t[i], rows[i]), err);
		if (rc == PB_OK)
			rc = flush_record(p, rows[i], &t[i], now, err);
		if (rc == PB_OK && t[i].why.rc == PB_OK && t[i].pack)
			rc = sent_pack(p, rows[i]->id, rows[i]->message, rows[i]->seed_hash, err);
		ok += t[i].why.rc == PB_OK;
	}
	if (rc == PB_OK && (rc = store_commit(p->st, err)) == PB_OK)
		*sent += ok;
	if (rc != PB_OK)
		store_rollback(p->st);
	return (rc);
}

/* flush_batch - the oldest due rows, at most a batch of the store's;
 * *n the rows due, *stopped set when the sink failed for a while */

static enum pb_rc
flush_batch(struct pbemd *p, int *sent, size_t *n, int *stopped, struct pb_err *err)
{
	struct store_out **rows = NULL;
	struct flush_try  *t = NULL;
	struct sink_opts   so = { 0 };
	struct sink       *sk = NULL;
	enum pb_rc         rc;
	size_t             i;
	int                pack;

	*n = 0;
	rc = p->late_pictures ? store_out_due_plain(p->st, pb_now(), &rows, n, err)
	                      : store_out_due(p->st, pb_now(), &rows, n, err);
	if (rc != PB_OK || *n == 0)
		goto out;
	t = pb_calloc(*n, sizeof(*t));
	if ((rc = sent_at_once(p, &pack, err)) != PB_OK)
		goto out;
	for (i = 0; i < *n; i++)
		t[i].pack = pack;
	so.password_file = p->cf->outbox_password_file;
	so.ca_file = p->cf->ca_file;
	so.timeout = p->cf->mail_timeout;
	if ((rc = sink_open_opts(p->cf->outbox, &so, &sk, err)) != PB_OK)
		goto out;
	if ((rc = flush_send(p, sk, rows, *n, t, stopped, err)) == PB_OK)
		rc = flush_commit(p, rows, *n, t, sent, err);
out:
	free(t);
	sink_close(sk);
	store_out_list_free(rows, *n);
	return (rc);
}

/* flush_outbox - every due row, once: batch after batch while a whole
 * batch was due and the sink took it (each row tried is sent, failed,
 * or due later, so the loop ends; the bound is a guard) */

enum pb_rc
flush_outbox(struct pbemd *p, int *sent, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	size_t     n;
	int        guard, stopped = 0;

	*sent = 0;
	for (guard = 0; guard < 10000; guard++)
		if ((rc = flush_batch(p, sent, &n, &stopped, err)) != PB_OK || n < STORE_OUT_DUE_MAX
		    || stopped)
			break;
	drawer_forget(p->drawer); /* (F5) */
	return (rc);
}
