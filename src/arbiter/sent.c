/*++
/* NAME
/*	sent 3
/* SUMMARY
/*	sent mail kept compact; the seed hash a mail showed
/* SYNOPSIS
/*	#include "arbiter/sent.h"
/*
/*	enum pb_rc sent_compact(struct pbemd *p, int *n,
/*				struct pb_err *err);
/*
/*	enum pb_rc sent_at_once(struct pbemd *p, int *yes,
/*				struct pb_err *err);
/*
/*	enum pb_rc sent_pack(struct pbemd *p, int64_t id,
/*				const char *message, const char *seed_hash,
/*				struct pb_err *err);
/*	char	*sent_seed_hash(const char *message);
/*
/*	char	*sent_seed_in(const char *text);
/* DESCRIPTION
/*	A sent mail with its picture weighs tens of kilobytes, and the
/*	outbox keeps every mail of every game: without care it would be
/*	nearly all of the database.  What is still read of a sent mail is
/*	its text and the seed hash it showed (store_sent.c), so once a
/*	mail has been sent for [archive] sent_whole_days days (0: at once),
/*	the daemon keeps only that.
/*
/*	sent_compact() makes at most SENT_PER_PASS sent mails compact,
/*	the oldest first, in transactions of 100, and sets *n to how many.
/*	Mails are alike, so they are compressed with a dictionary made of
/*	the text of earlier ones (store_zip.c): a new installation keeps
/*	its mails whole until 20 of them are due to be made compact, and
/*	makes its first dictionary of them.
/*	pbemd runs it at the end of each pass, so a database from an
/*	older version is made compact over its first passes.  The text
/*	part is kept byte for byte (textpart_only()), so HISTORY and
/*	verify read the same words from it.
/*
/*	The daemon's flush (flush.c F4) makes a mail compact as soon as
/*	it marks it sent, in the same transaction, when sent_at_once()
/*	says so: p->pack_sent (the daemon's passes, not pbemd --deliver
/*	nor pbemctl), sent_whole_days 0 and a dictionary, made then of
/*	the mails sent before if there is none yet.
/*	sent_pack() makes the sent mail id compact, whose whole text is
/*	message, inside the caller's transaction: with the seed hash kept
/*	when it was queued, or read from the mail when that is NULL.
/*
/*	sent_seed_hash() returns the seed hash a mail showed its reader
/*	("Seed hash:" in the footer of every locale, read as its reader
/*	does: decoded, unflowed), or NULL when it shows none or does not
/*	parse; the caller frees it.  sent_seed_in() reads it from the
/*	text itself (the body a mail is composed of, as its reader sees
/*	it once decoded): the arbiter keeps it with the mail it queues
/*	(notify.c), so that neither the flush nor verify parse the mail
/*	for it.
/* DIAGNOSTICS
/*	Store errors as store.h; a mail that cannot be read is kept
/*	compact with no seed hash.
/* SEE ALSO
/*	store_sent.c; pbemd.conf(5), [archive] sent_whole_days.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"
#include "mail/mime.h"
#include "mail/textpart.h"

/* Local. */
#include "arbiter/sent.h"

#define SENT_BATCH 100   /* mails per transaction */
#define SENT_DICT_MIN 20 /* mails the first dictionary is made of */

/* sent_seed_in - the seed hash the text a reader sees shows, or NULL */

char *
sent_seed_in(const char *text)
{
	static const char *const labels[] = {
		"Seed hash: ", "Hash del seme: ", "Hash de la semilla: "
	};
	const char *at = NULL;
	size_t      i, len = 0;

	for (i = 0; at == NULL && i < PB_NELEM(labels); i++)
		if ((at = strstr(text, labels[i])) != NULL)
			len = strlen(labels[i]);
	return (at ? pb_strndup(at + len, strspn(at + len, "0123456789abcdef")) : NULL);
}

/* sent_seed_hash - the seed hash a mail showed, or NULL */

char *
sent_seed_hash(const char *message)
{
	struct mime_msg *m;
	struct pb_err    err;
	char            *h;

	if (mime_parse(message, strlen(message), &m, &err) != PB_OK)
		return (NULL);
	h = sent_seed_in(m->text ? m->text : "");
	mime_msg_free(m);
	return (h);
}

/* sent_pack - make the sent mail id compact, in the caller's transaction */

enum pb_rc
sent_pack(
    struct pbemd *p, int64_t id, const char *message, const char *seed_hash, struct pb_err *err)
{
	char      *compact, *seed = NULL;
	enum pb_rc rc;

	compact = textpart_only(message, strlen(message));
	if (seed_hash == NULL && (seed = sent_seed_hash(compact)) == NULL)
		seed = pb_strdup("");
	rc = store_sent_pack(p->st, id, compact, seed, err); /* seed NULL: seed_hash kept */
	free(seed);
	free(compact);
	return (rc);
}

/* compact_batch - make up to SENT_BATCH mails compact, one transaction */

static enum pb_rc
compact_batch(struct pbemd *p, int64_t before, int *n, struct pb_err *err)
{
	struct store_whole *rows = NULL;
	size_t              nrows = 0, i;
	enum pb_rc          rc;

	if ((rc = store_begin(p->st, err)) != PB_OK)
		return (rc);
	rc = store_sent_whole(p->st, before, SENT_BATCH, &rows, &nrows, err);
	for (i = 0; rc == PB_OK && i < nrows; i++)
		rc = sent_pack(p, rows[i].id, rows[i].message, rows[i].seed_hash, err);
	if (rc == PB_OK)
		rc = store_commit(p->st, err);
	if (rc != PB_OK)
		store_rollback(p->st);
	else
		*n = (int)nrows;
	store_whole_free(rows, nrows);
	return (rc);
}

/* dictionary - the store's first compression dictionary, made of the
 * text of the first mails to be kept compact; *ready: there is one */

static enum pb_rc
dictionary(struct pbemd *p, int64_t before, int *ready, struct pb_err *err)
{
	struct store_whole *rows = NULL;
	struct pb_buf       b;
	size_t              nrows = 0, i;
	enum pb_rc          rc;
	char               *text;
	int                 id;

	if ((rc = store_zip_dict(p->st, &id, err)) != PB_OK || (*ready = id > 0))
		return (rc);
	if ((rc = store_sent_whole(p->st, before, SENT_BATCH, &rows, &nrows, err)) != PB_OK)
		return (rc);
	pb_buf_init(&b);
	for (i = 0; i < nrows; i++) {
		text = textpart_only(rows[i].message, strlen(rows[i].message));
		pb_buf_puts(&b, text);
		free(text);
	}
	if (nrows >= SENT_DICT_MIN && (rc = store_zip_dict_make(p->st, b.s, b.len, err)) == PB_OK)
		*ready = 1;
	pb_buf_free(&b);
	store_whole_free(rows, nrows);
	return (rc);
}

/* sent_at_once - *yes: a mail is made compact when it is marked sent;
 * the first dictionary is made now when enough mails were sent */

enum pb_rc
sent_at_once(struct pbemd *p, int *yes, struct pb_err *err)
{
	*yes = 0;
	if (!p->pack_sent || p->cf->sent_whole_days != 0)
		return (PB_OK);
	return (dictionary(p, pb_now(), yes, err));
}

/* sent_compact - keep the mails sent long enough ago compact */

enum pb_rc
sent_compact(struct pbemd *p, int *n, struct pb_err *err)
{
	int64_t    before = pb_now() - (int64_t)p->cf->sent_whole_days * 86400;
	int        got = SENT_BATCH, ready;
	enum pb_rc rc;

	*n = 0;
	if ((rc = dictionary(p, before, &ready, err)) != PB_OK || !ready)
		return (rc);
	while (rc == PB_OK && got == SENT_BATCH && *n < SENT_PER_PASS)
		if ((rc = compact_batch(p, before, &got, err)) == PB_OK)
			*n += got;
	return (rc);
}
