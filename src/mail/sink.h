/*++
/* NAME
/*	sink 3h
/* SUMMARY
/*	where outgoing mail goes (Maildir, sendmail; SMTP later)
/* SYNOPSIS
/*	#include "mail/sink.h"
/* DESCRIPTION
/*	sink_open() parses a spec ("maildir:PATH" or "sendmail:PATH") and
/*	opens the sink.  sink_send() hands one whole message (CRLF line
/*	ends) for one envelope recipient to the sink.  PB_ETEMP means try
/*	again later; PB_EDATA or PB_EPERM mean the message can never be
/*	delivered.
/*
/*	Maildir: delivers the message into PATH/new with the Maildir
/*	protocol (CRLF converted to LF, as a local mailbox holds it).
/*	sendmail: runs PATH -i -f FROM -- TO with the message on stdin (LF
/*	line ends); exit status EX_TEMPFAIL and signals are temporary,
/*	other non-zero statuses permanent.
/*--*/

#ifndef SINK_H
#define SINK_H

#include <stddef.h>

#include "core/pb.h"

struct sink;

struct sink_ops {
	const char *scheme;
	enum pb_rc (*open)(struct sink *, const char *arg, struct pb_err *);
	enum pb_rc (*send)(struct sink *, const char *from, const char *to, const char *msg,
	    size_t len, struct pb_err *);
	void (*close)(struct sink *);
};

struct sink {
	const struct sink_ops *ops;
	void                  *ctx;
};

enum pb_rc sink_open(const char *spec, struct sink **, struct pb_err *);
enum pb_rc sink_send(
    struct sink *, const char *from, const char *to, const char *msg, size_t len, struct pb_err *);
void sink_close(struct sink *);

extern const struct sink_ops sink_maildir_ops;
extern const struct sink_ops sink_sendmail_ops;

#endif
