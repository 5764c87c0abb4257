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
/*	char	*sent_seed_hash(const char *message);
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
/*	sent_seed_hash() returns the seed hash a mail showed its reader
/*	("Seed hash:" in the footer of every locale, read as its reader
/*	does: decoded, unflowed), or NULL when it shows none or does not
/*	parse; the caller frees it.
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

/* sent_seed_hash - the seed hash a mail showed, or NULL */

char *
sent_seed_hash(const char *message)
{
	static const char *const labels[] = {
		"Seed hash: ", "Hash del seme: ", "Hash de la semilla: "
	};
	struct mime_msg *m;
	struct pb_err    err;
	const char      *at = NULL;
	const char      *text;
	char            *h = NULL;
	size_t           i, len = 0;

	if (mime_parse(message, strlen(message), &m, &err) != PB_OK)
		return (NULL);
	text = m->text ? m->text : "";
	for (i = 0; at == NULL && i < PB_NELEM(labels); i++)
		if ((at = strstr(text, labels[i])) != NULL)
			len = strlen(labels[i]);
	if (at != NULL)
		h = pb_strndup(at + len, strspn(at + len, "0123456789abcdef"));
	mime_msg_free(m);
	return (h);
}

/* compact_batch - make up to SENT_BATCH mails compact, one transaction */

static enum pb_rc
compact_batch(struct pbemd *p, int64_t before, int *n, struct pb_err *err)
{
	struct store_whole *rows = NULL;
	size_t              nrows = 0, i;
	char               *compact, *seed;
	enum pb_rc          rc;

	if ((rc = store_begin(p->st, err)) != PB_OK)
		return (rc);
	rc = store_sent_whole(p->st, before, SENT_BATCH, &rows, &nrows, err);
	for (i = 0; rc == PB_OK && i < nrows; i++) {
		compact = textpart_only(rows[i].message, strlen(rows[i].message));
		seed = sent_seed_hash(compact);
		rc = store_sent_pack(p->st, rows[i].id, compact, seed ? seed : "", err);
		free(seed);
		free(compact);
	}
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
