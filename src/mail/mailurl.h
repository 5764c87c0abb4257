/*++
/* NAME
/*	mailurl 3h
/* SUMMARY
/*	URLs of mail servers: imap://, pop3://, smtp:// and their TLS forms
/* SYNOPSIS
/*	#include "mail/mailurl.h"
/* DESCRIPTION
/*	mailurl_parse() splits SCHEME://[USER@]HOST[:PORT][/PATH] into a new
/*	struct mailurl, caller frees with mailurl_free().  The schemes:
/*
/* .nf
/*	scheme		protocol  TLS			default port
/*	imap		IMAP      STARTTLS if offered	143
/*	imap+starttls	IMAP      STARTTLS required	143
/*	imaps		IMAP      implicit TLS		993
/*	pop3		POP3      STLS if offered	110
/*	pop3+starttls	POP3      STLS required		110
/*	pop3s		POP3      implicit TLS		995
/*	smtp		SMTP      STARTTLS if offered	25
/*	smtp+starttls	SMTP      STARTTLS required	587
/*	smtps		SMTP      implicit TLS		465
/* .fi
/*
/*	USER is percent-decoded (so a login with an '@' is written with %40,
/*	or with the last '@' separating it from HOST).  A password in the
/*	URL (USER:PASSWORD@) is refused: it belongs in a password file, so
/*	that it never reaches a log.  HOST is a name, an IPv4 address or an
/*	IPv6 address in brackets.  PATH is the IMAP folder, percent-decoded
/*	(default INBOX); POP3 and SMTP URLs take no path.  The URL may not
/*	hold a query, a fragment, white space or control characters.
/*
/*	mailurl_str() gives the URL back for logs, with the port made
/*	explicit; caller frees.
/*
/*	mailurl_loopback() is true when HOST is "localhost", an address in
/*	127.0.0.0/8 or ::1: the only hosts to which a password may travel
/*	without TLS.
/* DIAGNOSTICS
/*	PB_ECONFIG with the reason.
/*--*/

#ifndef MAILURL_H
#define MAILURL_H

#include "core/pb.h"

enum mailurl_proto { MAILURL_IMAP, MAILURL_POP3, MAILURL_SMTP };

enum mailurl_tls {
	MAILURL_TLS_TRY,      /* STARTTLS when the server offers it */
	MAILURL_TLS_STARTTLS, /* STARTTLS or fail */
	MAILURL_TLS_IMPLICIT  /* TLS from the first byte */
};

struct mailurl {
	char              *scheme; /* as written, lower case */
	enum mailurl_proto proto;
	enum mailurl_tls   tls;
	char              *user; /* NULL when none */
	char              *host; /* without brackets */
	int                port;
	char              *path; /* IMAP folder; NULL for POP3 and SMTP */
};

enum pb_rc mailurl_parse(const char *, struct mailurl **, struct pb_err *);
char      *mailurl_str(const struct mailurl *);
int        mailurl_loopback(const char *host);
int        mailurl_is_url(const char *spec);
void       mailurl_free(struct mailurl *);

#endif
