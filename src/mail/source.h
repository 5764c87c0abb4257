/*++
/* NAME
/*	source 3h
/* SUMMARY
/*	where incoming mail comes from: Maildir, IMAP, POP3
/* SYNOPSIS
/*	#include "mail/source.h"
/* DESCRIPTION
/*	source_open() parses a spec ("maildir:PATH", or an imap://,
/*	imaps://, imap+starttls://, pop3://, pop3s:// or pop3+starttls://
/*	URL; see mailurl(3)) and opens the source; source_open_opts() also
/*	passes the options of a network source (struct source_opts,
/*	borrowed until source_close()).  Opening a network source does not
/*	connect: the first source_next() does, and a server that cannot be
/*	reached is PB_ETEMP from source_next(), never a reason to exit.
/*	source_next() returns the next waiting message or PB_ENOENT when
/*	none is left in this pass; the item is owned by the caller
/*	(source_item_free).  Messages are returned in a stable order
/*	(Maildir: by file name).  A message returned stays where it is
/*	until source_done() (invariant D2: a message leaves new/ only after
/*	its transaction has committed); a crash before source_done() makes
/*	it come back on the next pass, and the inbox table makes that
/*	second pass a no-op.  source_rewind() starts a new pass.  A
/*	network source's message is marked done before the next
/*	source_next() (POP3's last one QUITs); a Maildir's may be marked
/*	later (source_local(): the daemon commits those in groups).
/*
/*	Maildir: source_next() reads new/NAME; source_done() renames it to
/*	cur/NAME:2,S.  ENOENT on rename means another process finished it.
/*
/*	IMAP: the id is the UID; source_done() sets \Seen (or moves the
/*	message to opts->done_folder).  POP3: the id is the UIDL;
/*	source_done() deletes the message (the deletion takes effect when
/*	the pass ends), or with opts->keep records the UIDL through
/*	opts->remember so that later passes skip it (opts->seen).
/*
/*	source_wait() returns when new mail may have arrived, after at most
/*	timeout seconds, or soon after *stop became non-zero: IMAP waits
/*	with IDLE when the server has it, every other source sleeps.
/*	source_check() parses a spec and checks its options without
/*	opening anything (pbemd -n).
/*--*/

#ifndef SOURCE_H
#define SOURCE_H

#include <signal.h>
#include <stddef.h>

#include "core/pb.h"

struct source_opts {
	const char *password_file; /* login password, first line */
	const char *ca_file;       /* PEM CAs; NULL: the system's */
	const char *done_folder;   /* IMAP: move here, not just \Seen */
	int         keep;          /* POP3: keep messages on the server */
	int         timeout;       /* network timeout, seconds; 0: 60 */
	/* POP3 with keep: has this account seen uid / remember it (D2). */
	int (*seen)(void *arg, const char *account, const char *uid);
	enum pb_rc (*remember)(void *arg, const char *account, const char *uid, struct pb_err *);
	/* POP3 with keep, at the end of a pass: the maildrop holds only
	 * these uids now; the others may be forgotten.  May be NULL. */
	void (*forget)(void *arg, const char *account, const char *const *uids, size_t n);
	void *arg;
};

struct source_item {
	char  *id;  /* source-specific handle (Maildir: file name) */
	char  *raw; /* the message, NUL-terminated */
	size_t len;
};

struct source;

struct source_ops {
	const char *scheme;
	enum pb_rc (*open)(
	    struct source *, const char *arg, const struct source_opts *, struct pb_err *);
	enum pb_rc (*next)(struct source *, struct source_item **, struct pb_err *);
	enum pb_rc (*done)(struct source *, const struct source_item *, struct pb_err *);
	void (*rewind)(struct source *);
	void (*close)(struct source *);
	/* Optional: NULL means sleep. */
	enum pb_rc (*wait)(
	    struct source *, int timeout, volatile sig_atomic_t *stop, struct pb_err *);
};

struct source {
	const struct source_ops *ops;
	void                    *ctx;
};

enum pb_rc source_open(const char *spec, struct source **, struct pb_err *);
enum pb_rc source_open_opts(
    const char *spec, const struct source_opts *, struct source **, struct pb_err *);
enum pb_rc source_check(const char *spec, const struct source_opts *, struct pb_err *);
enum pb_rc source_wait(struct source *, int timeout, volatile sig_atomic_t *stop, struct pb_err *);
enum pb_rc source_next(struct source *, struct source_item **, struct pb_err *);
enum pb_rc source_done(struct source *, const struct source_item *, struct pb_err *);
void       source_rewind(struct source *);
int        source_local(const struct source *);
void       source_close(struct source *);
void       source_item_free(struct source_item *);

extern const struct source_ops source_maildir_ops;
extern const struct source_ops source_imap_ops;
extern const struct source_ops source_imaps_ops;
extern const struct source_ops source_imap_starttls_ops;
extern const struct source_ops source_pop3_ops;
extern const struct source_ops source_pop3s_ops;
extern const struct source_ops source_pop3_starttls_ops;

#endif
