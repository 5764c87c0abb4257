/*++
/* NAME
/*	mailnet 3h
/* SUMMARY
/*	what the IMAP and POP3 sources share: password files, TLS checks
/* SYNOPSIS
/*	#include "mail/mailnet.h"
/* DESCRIPTION
/*	mailnet_password() reads the password file: its first line, without
/*	the line end.  The file must be a regular file that others cannot
/*	read (mode o-rwx).  Caller frees (and should wipe) the result.
/*	mailnet_login() parses a source URL that must name a user and
/*	reads its password file: both for the caller (mailurl_free(),
/*	mailnet_wipe()), or PB_ECONFIG and nothing.
/*
/*	mailnet_verify() checks the certificate chain the server sent on a
/*	TLS stream of libetpan against the CA file (when not NULL) or the
/*	system's trust store, and that the first certificate is for host
/*	(a name, or an IP address in the certificate's subjectAltName).
/*	libetpan does no verification of its own with GnuTLS: every TLS
/*	connection of a source calls this before it sends a password.
/*
/*	mailnet_connect() opens a TCP connection to host:port within
/*	timeout seconds, trying each address of the name, and returns the
/*	blocking socket (close-on-exec), or -1 with the reason: "PROTO:
/*	HOST:PORT unreachable (Connection refused)".  mailnet_stream() puts
/*	a libetpan stream on it, TLS first when tls is set (with SNI); it
/*	takes ownership of fd, and returns NULL when the TLS handshake
/*	fails.  libetpan's own connect functions lose the reason a
/*	connection failed, which an operator needs in the log.
/*
/*	mailnet_sni() is the libetpan TLS callback that sends host (the
/*	data argument) as the server name (SNI).
/*
/*	mailnet_tls_verify() is the GnuTLS check behind mailnet_verify(),
/*	on DER certificates, for the tests.
/* DIAGNOSTICS
/*	mailnet_password(): PB_ECONFIG.  mailnet_verify(): PB_ETEMP with
/*	GnuTLS's reason (an operator must act, but a retry may succeed once
/*	the server's certificate is fixed).
/*--*/

#ifndef MAILNET_H
#define MAILNET_H

#include <stddef.h>

#include "core/pb.h"

struct mailstream_ssl_context;
struct _mailstream;

struct mailnet_der {
	const unsigned char *data;
	size_t               len;
};

struct mailurl;

char      *mailnet_password(const char *path, struct pb_err *);
enum pb_rc mailnet_login(
    const char *url, const char *password_file, struct mailurl **, char **, struct pb_err *);
int mailnet_connect(const char *proto, const char *host, int port, int timeout, struct pb_err *);
struct _mailstream *mailnet_stream(int fd, int tls, const char *host, int timeout);
enum pb_rc          mailnet_verify(
             struct _mailstream *, const char *host, const char *ca_file, struct pb_err *);
enum pb_rc mailnet_tls_verify(
    const struct mailnet_der *, size_t n, const char *host, const char *ca_file, struct pb_err *);
void mailnet_sni(struct mailstream_ssl_context *, void *host);
void mailnet_wipe(char *);

#endif
