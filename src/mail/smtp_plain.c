/*++
/* NAME
/*	smtp_plain 3
/* SUMMARY
/*	SMTP without TLS to the host's own MTA (libetpan)
/* SYNOPSIS
/*	#include "mail/smtp_plain.h"
/*
/*	struct smtp_plain *smtp_plain_new(const char *host, int port,
/*				const char *where, int timeout)
/*
/*	enum pb_rc smtp_plain_send(struct smtp_plain *sp, const char *from,
/*				const char *to, const char *msg, size_t len,
/*				struct pb_err *err)
/*
/*	void	smtp_plain_free(struct smtp_plain *sp)
/* DESCRIPTION
/*	The transport of sink_smtp(3) for the one case that never starts
/*	TLS: smtp:// to a loopback host without a USER (the MTA of this
/*	host).  It speaks SMTP through libetpan, which pbemd is linked
/*	with for its sources, so that such a sink does not load libcurl
/*	and what libcurl loads (GnuTLS's and OpenSSL's setup through
/*	libssh2, Kerberos, LDAP, RTMP): the bench's pbemd --once to a
/*	loopback SMTP server peaked 5 MB above the same pass to a Maildir,
/*	all of it in those libraries' pages.
/*
/*	smtp_plain_new() copies host, where (the URL, for messages) and
/*	the timeout (seconds; 0: 60 to connect, 300 for each reply); it
/*	does not connect.  smtp_plain_free() QUITs and frees; NULL is a
/*	no-op.
/*
/*	smtp_plain_send() hands one message to the server: it connects
/*	on first use (EHLO, or HELO when EHLO is refused), then MAIL FROM
/*	the envelope sender (<> for the null sender), RCPT TO the
/*	recipient and DATA, libetpan doubling a leading dot; the
/*	connection is kept for the next message.  The message's last
/*	line end is libetpan's (it ends DATA with CRLF "." CRLF), so the
/*	server receives the bytes libcurl sent.  from and to must be
/*	addresses compose_addr_ok() accepts (at most 254 bytes: they fit
/*	libetpan's command buffer).
/* DIAGNOSTICS
/*	smtp_plain_send(): PB_OK; PB_EPERM for a reply 5xx to MAIL FROM,
/*	RCPT TO or DATA, with the server's reply in the message (the
/*	transaction is RSET and the connection kept); PB_ETEMP for a
/*	4xx or a lost connection (dropped; the next send connects
/*	again).  A failure to connect or a refused greeting or EHLO is
/*	PB_ETEMP too, and every later send of this transport fails at
/*	once with the same message (flush(3) stops at the first
/*	temporary failure anyway).
/* SEE ALSO
/*	sink_smtp(3), mailnet(3), RFC 5321
/*--*/

/* System. */
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

/* Third party. */
#include <libetpan/libetpan.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/mailnet.h"
#include "mail/smtp_plain.h"

#define SMTP_PLAIN_CONNECT 60 /* seconds to connect, by default */
#define SMTP_PLAIN_REPLY 300  /* seconds for each reply, by default */
#define SMTP_PLAIN_SAID 400   /* bytes of a reply quoted in a message */

struct smtp_plain {
	char         *host;
	int           port;
	char         *where;   /* the URL, for messages */
	int           timeout; /* seconds; 0: the defaults above */
	mailsmtp     *smtp;    /* NULL: not connected */
	struct pb_err down;    /* set: the server cannot be used */
};

/* smtp_plain_new - a transport to host:port, not connected yet */

struct smtp_plain *
smtp_plain_new(const char *host, int port, const char *where, int timeout)
{
	struct smtp_plain *sp;

	sp = pb_calloc(1, sizeof(*sp));
	sp->host = pb_strdup(host);
	sp->port = port;
	sp->where = pb_strdup(where);
	sp->timeout = timeout;
	return (sp);
}

/* smtp_plain_said - "; server said: " and the server's last reply on
 * one line (at most SMTP_PLAIN_SAID bytes of it) into buf (of
 * SMTP_PLAIN_SAID + 32); "" when it said nothing */

static const char *
smtp_plain_said(const struct smtp_plain *sp, char *buf)
{
	const char *r;
	size_t      i, n;

	if (sp->smtp == NULL || sp->smtp->response_code == 0 || (r = sp->smtp->response) == NULL)
		return ("");
	n = (size_t)snprintf(buf, 32, "; server said: %d ", sp->smtp->response_code);
	for (i = 0; r[i] != '\0' && i < SMTP_PLAIN_SAID; i++)
		buf[n++] = r[i] == '\r' || r[i] == '\n' ? ' ' : r[i];
	while (buf[n - 1] == ' ')
		n--;
	buf[n] = '\0';
	return (buf);
}

/* smtp_plain_drop - forget the connection: closed, not QUIT (lost) */

static void
smtp_plain_drop(struct smtp_plain *sp)
{
	if (sp->smtp == NULL)
		return;
	if (sp->smtp->stream != NULL) {
		mailstream_close(sp->smtp->stream);
		sp->smtp->stream = NULL;
	}
	mailsmtp_free(sp->smtp);
	sp->smtp = NULL;
}

/* smtp_plain_unusable - a connection, greeting or EHLO that failed:
 * this send and every later one fail (PB_ETEMP) */

static enum pb_rc
smtp_plain_unusable(struct smtp_plain *sp, const char *what, int r, struct pb_err *err)
{
	char said[SMTP_PLAIN_SAID + 32];

	pb_err_set(err, PB_ETEMP, "smtp: %s:%d unusable (%s: %s%s)", sp->host, sp->port, what,
	    mailsmtp_strerror(r), smtp_plain_said(sp, said));
	sp->down = *err;
	smtp_plain_drop(sp);
	return (PB_ETEMP);
}

/* smtp_plain_connect - TCP, the greeting and EHLO (or HELO) */

static enum pb_rc
smtp_plain_connect(struct smtp_plain *sp, struct pb_err *err)
{
	struct pb_err why;
	mailstream   *stream;
	const char   *how;
	int           fd, r, t = sp->timeout;

	/* "smtp: HOST:PORT unreachable (why)": "... unusable (unreachable (why))". */
	if ((fd = mailnet_connect("smtp", sp->host, sp->port, t > 0 ? t : SMTP_PLAIN_CONNECT, &why))
	    < 0) {
		how = strstr(why.msg, " unreachable ");
		pb_err_set(err, PB_ETEMP, "smtp: %s:%d unusable (%s)", sp->host, sp->port,
		    how != NULL ? how + 1 : why.msg);
		sp->down = *err;
		return (PB_ETEMP);
	}
	/* Each command and the data's end go out at once, not held by Nagle
	 * until the server acknowledges the segment before (it waits for the
	 * whole command, and delays its acknowledgement: 40 ms a mail). */
	(void)setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &(int){ 1 }, sizeof(int));
	if ((stream = mailnet_stream(fd, 0, sp->host, t > 0 ? 5 * t : SMTP_PLAIN_REPLY)) == NULL)
		return (smtp_plain_unusable(sp, "stream", MAILSMTP_ERROR_MEMORY, err));
	sp->smtp = mailsmtp_new(0, NULL);
	if (sp->smtp == NULL)
		pb_fatal("smtp_plain_connect: out of memory");
	/* The session owns the stream from here, whatever the outcome. */
	if ((r = mailsmtp_connect(sp->smtp, stream)) != MAILSMTP_NO_ERROR)
		return (smtp_plain_unusable(sp, "greeting", r, err));
	if ((r = mailsmtp_init(sp->smtp)) != MAILSMTP_NO_ERROR)
		return (smtp_plain_unusable(sp, "EHLO", r, err));
	return (PB_OK);
}

/* smtp_plain_failed - the outcome of a transaction that failed at
 * what: 5xx permanent, else temporary; reset, or dropped when lost */

static enum pb_rc
smtp_plain_failed(
    struct smtp_plain *sp, const char *what, int r, const char *to, struct pb_err *err)
{
	char       said[SMTP_PLAIN_SAID + 32];
	int        code = sp->smtp->response_code;
	enum pb_rc rc = code >= 500 && code <= 599 ? PB_EPERM : PB_ETEMP;

	pb_err_set(err, rc, "smtp: %s: mail to %s: %s failed (%s)%s", sp->where, to, what,
	    r == MAILSMTP_ERROR_STREAM ? "connection lost" : mailsmtp_strerror(r),
	    smtp_plain_said(sp, said));
	if (r == MAILSMTP_ERROR_STREAM || mailsmtp_reset(sp->smtp) != MAILSMTP_NO_ERROR)
		smtp_plain_drop(sp);
	return (rc);
}

/* smtp_plain_send - one transaction for one recipient (see above) */

enum pb_rc
smtp_plain_send(struct smtp_plain *sp, const char *from, const char *to, const char *msg,
    size_t len, struct pb_err *err)
{
	enum pb_rc rc;
	int        r;

	/* Sanity checks. */
	if (sp->down.rc != PB_OK)
		return (pb_err_set(err, sp->down.rc, "%s", sp->down.msg));
	if (sp->smtp == NULL && (rc = smtp_plain_connect(sp, err)) != PB_OK)
		return (rc);

	/* The last line end is libetpan's (CRLF "." CRLF). */
	if (len > 0 && msg[len - 1] == '\n')
		len -= len > 1 && msg[len - 2] == '\r' ? 2 : 1;

	/* One transaction. */
	if ((r = mailsmtp_mail(sp->smtp, from)) != MAILSMTP_NO_ERROR)
		return (smtp_plain_failed(sp, "MAIL FROM", r, to, err));
	if ((r = mailsmtp_rcpt(sp->smtp, to)) != MAILSMTP_NO_ERROR)
		return (smtp_plain_failed(sp, "RCPT TO", r, to, err));
	if ((r = mailsmtp_data(sp->smtp)) != MAILSMTP_NO_ERROR)
		return (smtp_plain_failed(sp, "DATA", r, to, err));
	if ((r = mailsmtp_data_message(sp->smtp, msg, len)) != MAILSMTP_NO_ERROR)
		return (smtp_plain_failed(sp, "the message", r, to, err));
	return (PB_OK);
}

/* smtp_plain_free - QUIT when connected, and free; NULL is a no-op */

void
smtp_plain_free(struct smtp_plain *sp)
{
	if (sp == NULL)
		return;
	if (sp->smtp != NULL)
		mailsmtp_free(sp->smtp); /* QUIT, close */
	free(sp->host);
	free(sp->where);
	free(sp);
}
