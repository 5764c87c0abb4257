/*++
/* NAME
/*	flush 3h
/* SUMMARY
/*	hand queued outbox mail to the sink
/* SYNOPSIS
/*	#include "arbiter/flush.h"
/* DESCRIPTION
/*	flush_outbox() sends every outbox row that is due to the
/*	configured sink and records the outcome: sent; or a temporary
/*	failure retried after 1, 2, 4, ... minutes (capped at 6 hours)
/*	and given up after 5 days and at least 10 tries; or a permanent
/*	failure shown by `pbemctl mail outbox` (and requeued by hand with
/*	its --retry or --failed).  The rows are read in batches of
/*	STORE_OUT_DUE_MAX, as many as are due; each batch is handed to the
/*	sink, synced (sink_sync()), and its outcomes recorded in one
/*	transaction, so a mail is marked sent only after the sink accepted
/*	it and made it durable, and a crash in between sends the batch
/*	again (at least once, with the same Message-IDs).  The first
/*	temporary failure ends the flush: the batch's mails not tried
/*	share it, in one log line.  *sent counts the mails sent.
/*--*/

#ifndef FLUSH_H
#define FLUSH_H

#include "arbiter/arbiter.h"

enum pb_rc flush_outbox(struct pbemd *, int *sent, struct pb_err *);

#endif
