/*++
/* NAME
/*	sink 3h
/* SUMMARY
/*	where outgoing mail goes: Maildir, sendmail, SMTP
/* SYNOPSIS
/*	#include "mail/sink.h"
/* DESCRIPTION
/*	sink_open() parses a spec ("maildir:PATH", "sendmail:PATH", or an
/*	smtp://, smtps:// or smtp+starttls:// URL) and opens the sink;
/*	sink_open_opts() also passes the options of SMTP (struct sink_opts,
/*	borrowed until sink_close()).  An SMTP sink connects on the first
/*	send.  sink_send() hands one whole message (CRLF line
/*	ends) for one envelope recipient to the sink.  PB_ETEMP means try
/*	again later; PB_EDATA or PB_EPERM mean the message can never be
/*	delivered.  sink_sync() makes what the sends accepted durable:
/*	only after it returns PB_OK may the caller count them delivered
/*	(flush(3) marks them sent then).  A failure there is PB_ETEMP or
/*	PB_ESYS for every mail sent since the sink's last sync.
/*
/*	Maildir: delivers the message into PATH/new with the Maildir
/*	protocol (CRLF converted to LF, as a local mailbox holds it): the
/*	file is written into tmp/, and sink_sync() makes all of them
/*	durable with one syncfs(2), renames them into new/ and fsyncs new/
/*	once (a mail sent and never synced is removed at sink_close()); a
/*	full disk (ENOSPC, EDQUOT) and EIO are temporary.  sendmail and SMTP need no sync: the
/*	program's exit status 0 or the server's 250 after DATA is its
/*	promise to keep the mail.
/*	sendmail: runs PATH -i -f FROM -- TO with the message on stdin (LF
/*	line ends); exit statuses EX_TEMPFAIL, EX_OSERR and EX_IOERR and
/*	signals are temporary, other non-zero statuses permanent.
/*
/*	SMTP (libcurl): a reply 5xx is PB_EPERM with the server's words;
/*	4xx, a failed connection, TLS or authentication is PB_ETEMP.
/*	sink_smtp_rc() is that mapping (curl's CURLcode and the last reply
/*	code), for the tests.  sink_check() parses a spec and reads the
/*	password file, without connecting (pbemd -n).
/*--*/

#ifndef SINK_H
#define SINK_H

#include <stddef.h>

#include "core/pb.h"

struct sink;

struct sink_opts {
	const char *password_file; /* AUTH password, first line */
	const char *ca_file;       /* PEM CAs; NULL: the system's */
	int         timeout;       /* seconds; 0: 60 to connect, 300 in all */
};

struct sink_ops {
	const char *scheme;
	enum pb_rc (*open)(
	    struct sink *, const char *arg, const struct sink_opts *, struct pb_err *);
	enum pb_rc (*send)(struct sink *, const char *from, const char *to, const char *msg,
	    size_t len, struct pb_err *);
	void (*close)(struct sink *);
	enum pb_rc (*sync)(struct sink *, struct pb_err *); /* NULL: nothing to do */
};

struct sink {
	const struct sink_ops *ops;
	void                  *ctx;
};

enum pb_rc sink_open(const char *spec, struct sink **, struct pb_err *);
enum pb_rc sink_open_opts(
    const char *spec, const struct sink_opts *, struct sink **, struct pb_err *);
enum pb_rc sink_check(const char *spec, const struct sink_opts *, struct pb_err *);
enum pb_rc sink_smtp_rc(int curlcode, long reply);
enum pb_rc sink_send(
    struct sink *, const char *from, const char *to, const char *msg, size_t len, struct pb_err *);
enum pb_rc sink_sync(struct sink *, struct pb_err *);
void       sink_close(struct sink *);

extern const struct sink_ops sink_maildir_ops;
extern const struct sink_ops sink_sendmail_ops;
extern const struct sink_ops sink_smtp_ops;
extern const struct sink_ops sink_smtps_ops;
extern const struct sink_ops sink_smtp_starttls_ops;

#endif
