/*++
/* NAME
/*	source 3h
/* SUMMARY
/*	where incoming mail comes from (Maildir now; IMAP, POP3 later)
/* SYNOPSIS
/*	#include "mail/source.h"
/* DESCRIPTION
/*	source_open() parses a spec ("maildir:PATH") and opens the source.
/*	source_next() returns the next waiting message or PB_ENOENT when
/*	none is left in this pass; the item is owned by the caller
/*	(source_item_free).  Messages are returned in a stable order
/*	(Maildir: by file name).  A message returned stays where it is
/*	until source_done() (invariant D2: a message leaves new/ only after
/*	its transaction has committed); a crash before source_done() makes
/*	it come back on the next pass, and the inbox table makes that
/*	second pass a no-op.  source_rewind() starts a new pass.
/*
/*	Maildir: source_next() reads new/NAME; source_done() renames it to
/*	cur/NAME:2,S.  ENOENT on rename means another process finished it.
/*--*/

#ifndef SOURCE_H
#define SOURCE_H

#include <stddef.h>

#include "core/pb.h"

struct source_item {
	char  *id;  /* source-specific handle (Maildir: file name) */
	char  *raw; /* the message, NUL-terminated */
	size_t len;
};

struct source;

struct source_ops {
	const char *scheme;
	enum pb_rc (*open)(struct source *, const char *arg, struct pb_err *);
	enum pb_rc (*next)(struct source *, struct source_item **, struct pb_err *);
	enum pb_rc (*done)(struct source *, const struct source_item *, struct pb_err *);
	void (*rewind)(struct source *);
	void (*close)(struct source *);
};

struct source {
	const struct source_ops *ops;
	void                    *ctx;
};

enum pb_rc source_open(const char *spec, struct source **, struct pb_err *);
enum pb_rc source_next(struct source *, struct source_item **, struct pb_err *);
enum pb_rc source_done(struct source *, const struct source_item *, struct pb_err *);
void       source_rewind(struct source *);
void       source_close(struct source *);
void       source_item_free(struct source_item *);

extern const struct source_ops source_maildir_ops;

#endif
