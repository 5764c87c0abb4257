/*++
/* NAME
/*	smtp_plain 3h
/* SUMMARY
/*	SMTP without TLS to the host's own MTA (libetpan)
/* SYNOPSIS
/*	#include "mail/smtp_plain.h"
/* DESCRIPTION
/*	See smtp_plain.c.
/*--*/

#ifndef SMTP_PLAIN_H
#define SMTP_PLAIN_H

#include <stddef.h>

#include "core/pb.h"

struct smtp_plain;

struct smtp_plain *smtp_plain_new(const char *host, int port, const char *where, int timeout);
enum pb_rc smtp_plain_send(struct smtp_plain *, const char *from, const char *to, const char *msg,
    size_t len, struct pb_err *);
void       smtp_plain_free(struct smtp_plain *);

#endif
