/*++
/* NAME
/*	sink_smtp 3
/* SUMMARY
/*	send outgoing mail to an SMTP server (libcurl)
/* SYNOPSIS
/*	#include "mail/sink.h"
/*
/*	extern const struct sink_ops sink_smtp_ops;
/*	extern const struct sink_ops sink_smtps_ops;
/*	extern const struct sink_ops sink_smtp_starttls_ops;
/*
/*	enum pb_rc sink_smtp_rc(int curlcode, long reply)
/* DESCRIPTION
/*	The smtp://[USER@]HOST[:PORT], smtps:// and smtp+starttls:// sinks
/*	(mailurl(3)): a relay or smarthost.  open parses the URL and, when
/*	it names a USER, reads opts->password_file; it does not connect.
/*
/*	send hands one message to the server with one libcurl handle per
/*	sink, so that the mails of one flush share a connection: MAIL FROM
/*	the envelope sender (<> for the null sender), RCPT TO the
/*	recipient, DATA (libcurl does the dot-stuffing), and AUTH as USER
/*	when the URL names one.  TLS: smtps: from the first byte;
/*	smtp+starttls: STARTTLS or fail; smtp: STARTTLS when offered, and
/*	required when a password would otherwise leave the host in clear
/*	(a USER and a host that is not a loopback address).  The server's
/*	certificate is verified against opts->ca_file, or the system's
/*	CAs, and must match HOST.  smtp://localhost (a loopback host, no
/*	USER: the MTA of this host, the installed example's outbox) never
/*	starts TLS, since nothing leaves the host: a Debian Postfix offers
/*	STARTTLS with a self-signed certificate, which would fail every
/*	mail.  Such a sink does not use libcurl either, but libetpan
/*	(smtp_plain(3)): libcurl loads TLS libraries (and OpenSSL's setup
/*	through libssh2), 5 MB of a pass's peak memory, for nothing.
/*
/*	The outcome (sink_smtp_rc()):
/* .IP \(bu
/*	a reply 5xx to MAIL FROM, RCPT TO or DATA: PB_EPERM, with the
/*	server's reply in the message: the mail can never be delivered;
/* .IP \(bu
/*	a reply 4xx, no connection, a timeout, a TLS failure (including a
/*	certificate that does not verify), a refused login: PB_ETEMP (the
/*	outbox retries later; a refused login or certificate needs the
/*	operator, who sees the reason in the log and in pbemctl mail
/*	outbox).
/* .PP
/*	After a failure to connect, log in or set up TLS, later sends of
/*	the same sink fail at once with the same reason, so that a flush of
/*	many mails to a server that is down costs one attempt (and flush(3)
/*	stops at the first temporary failure anyway).  libcurl reuses the
/*	connection for the next mail but does not pipeline the commands
/*	(RFC 2920): each waits for its reply, a round trip on loopback or a
/*	LAN.
/* DIAGNOSTICS
/*	open: PB_ECONFIG.  send: as above; PB_EDATA for a bad envelope
/*	address.
/* SEE ALSO
/*	sink(3), flush(3), mailurl(3), RFC 5321, libcurl-tutorial(3)
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <curl/curl.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/compose.h"
#include "mail/mailnet.h"
#include "mail/mailurl.h"
#include "mail/sink.h"
#include "mail/smtp_plain.h"

#define SMTP_CONNECT_TIMEOUT 60
#define SMTP_TIMEOUT 300
#define SMTP_REPLY_MAX 400

struct sink_smtp {
	struct mailurl         *url;
	char                   *where;    /* the URL, for messages */
	char                   *curl_url; /* what libcurl is given */
	char                   *password; /* NULL without a user */
	const struct sink_opts *opts;
	CURL                   *curl;
	char                    errbuf[CURL_ERROR_SIZE];
	struct pb_buf           reply;    /* the server's last reply */
	int                     last_out; /* the debug callback saw a command last */
	struct pb_err           down;     /* set: the server cannot be used */
	struct smtp_plain      *plain;    /* set: no libcurl (smtp_plain_wanted()) */
};

struct smtp_upload {
	const char *msg;
	size_t      len, off;
};

/* sink_smtp_rc - the outbox's view of a libcurl result */

enum pb_rc
sink_smtp_rc(int curlcode, long reply)
{
	switch (curlcode) {
	case CURLE_OK:
		return (PB_OK);
	case CURLE_LOGIN_DENIED:   /* the operator's password: retry */
	case CURLE_USE_SSL_FAILED: /* no STARTTLS: the operator's choice */
	case CURLE_PEER_FAILED_VERIFICATION:
		return (PB_ETEMP);
	default:
		return (reply >= 500 && reply <= 599 ? PB_EPERM : PB_ETEMP);
	}
}

/* smtp_broken - a result that makes every later send fail too */

static int
smtp_broken(CURLcode cc)
{
	switch (cc) {
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_CONNECT:
	case CURLE_OPERATION_TIMEDOUT:
	case CURLE_SSL_CONNECT_ERROR:
	case CURLE_PEER_FAILED_VERIFICATION:
	case CURLE_SSL_CACERT_BADFILE:
	case CURLE_LOGIN_DENIED:
	case CURLE_USE_SSL_FAILED:
		return (1);
	default:
		return (0);
	}
}

/* smtp_read - libcurl read callback: the next piece of the message */

static size_t
smtp_read(char *buf, size_t size, size_t nitems, void *arg)
{
	struct smtp_upload *up = arg;
	size_t              n = size * nitems;

	if (n > up->len - up->off)
		n = up->len - up->off;
	memcpy(buf, up->msg + up->off, n);
	up->off += n;
	return (n);
}

/* smtp_debug - libcurl debug callback: keep the server's last 4xx/5xx reply */

static int
smtp_debug(CURL *h, curl_infotype type, char *data, size_t len, void *arg)
{
	struct sink_smtp *ss = arg;
	size_t            i;

	(void)h;
	if (type == CURLINFO_HEADER_OUT) {
		ss->last_out = 1;
	} else if (type == CURLINFO_HEADER_IN && len > 0 && (data[0] == '4' || data[0] == '5')) {
		/* A new reply after a command replaces the one kept. */
		if (ss->last_out) {
			ss->reply.len = 0;
			ss->reply.s[0] = '\0';
			ss->last_out = 0;
		}
		for (i = 0; i < len && ss->reply.len < SMTP_REPLY_MAX; i++)
			pb_buf_putc(&ss->reply,
			    data[i] == '\r' || data[i] == '\n' ? ' ' : (unsigned char)data[i]);
	}
	return (0);
}

/* smtp_plain_wanted - 1 for the host's own MTA (smtp://, a loopback host,
 * no USER): nothing to protect, so no TLS, and no libcurl (smtp_plain(3)) */

static int
smtp_plain_wanted(const struct mailurl *u)
{
	return (u->tls == MAILURL_TLS_TRY && u->user == NULL && mailurl_loopback(u->host));
}

/* smtp_setup - the options that do not change between mails */

static void
smtp_setup(struct sink_smtp *ss)
{
	CURL *h = ss->curl;
	int   t = ss->opts->timeout;
	long  ssl = CURLUSESSL_TRY;

	if (ss->url->tls == MAILURL_TLS_STARTTLS
	    || (ss->url->tls == MAILURL_TLS_TRY && ss->url->user != NULL
	        && !mailurl_loopback(ss->url->host)))
		ssl = CURLUSESSL_ALL;
	curl_easy_setopt(h, CURLOPT_URL, ss->curl_url);
	curl_easy_setopt(h, CURLOPT_USE_SSL, ssl);
	curl_easy_setopt(h, CURLOPT_SSL_VERIFYPEER, 1L);
	curl_easy_setopt(h, CURLOPT_SSL_VERIFYHOST, 2L);
	if (ss->opts->ca_file != NULL)
		curl_easy_setopt(h, CURLOPT_CAINFO, ss->opts->ca_file);
	if (ss->url->user != NULL) {
		curl_easy_setopt(h, CURLOPT_USERNAME, ss->url->user);
		curl_easy_setopt(h, CURLOPT_PASSWORD, ss->password);
	}
	curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT, (long)(t > 0 ? t : SMTP_CONNECT_TIMEOUT));
	curl_easy_setopt(h, CURLOPT_TIMEOUT, (long)(t > 0 ? 5 * t : SMTP_TIMEOUT));
	curl_easy_setopt(h, CURLOPT_ERRORBUFFER, ss->errbuf);
	curl_easy_setopt(h, CURLOPT_DEBUGFUNCTION, smtp_debug);
	curl_easy_setopt(h, CURLOPT_DEBUGDATA, ss);
	curl_easy_setopt(h, CURLOPT_VERBOSE, 1L); /* feeds smtp_debug only */
	curl_easy_setopt(h, CURLOPT_READFUNCTION, smtp_read);
	curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
}

/* smtp_outcome - map the result of one transaction, with the reply */

static enum pb_rc
smtp_outcome(struct sink_smtp *ss, CURLcode cc, const char *to, struct pb_err *err)
{
	enum pb_rc rc;
	long       reply = 0;

	curl_easy_getinfo(ss->curl, CURLINFO_RESPONSE_CODE, &reply);
	if ((rc = sink_smtp_rc(cc, reply)) == PB_OK)
		return (PB_OK);
	if (smtp_broken(cc)) {
		pb_err_set(err, rc, "smtp: %s:%d unusable (%s%s%s)", ss->url->host, ss->url->port,
		    ss->errbuf[0] ? ss->errbuf : curl_easy_strerror(cc),
		    ss->reply.len ? "; server said: " : "", ss->reply.len ? ss->reply.s : "");
		ss->down = *err;
	} else {
		pb_err_set(err, rc, "smtp: %s: mail to %s: %s%s%s", ss->where, to,
		    ss->errbuf[0] ? ss->errbuf : curl_easy_strerror(cc),
		    ss->reply.len ? "; server said: " : "", ss->reply.len ? ss->reply.s : "");
	}
	return (rc);
}

/* sink_smtp_send - one SMTP transaction for one recipient */

static enum pb_rc
sink_smtp_send(struct sink *s, const char *from, const char *to, const char *msg, size_t len,
    struct pb_err *err)
{
	struct sink_smtp  *ss = s->ctx;
	struct smtp_upload up = { msg, len, 0 };
	struct curl_slist *rcpt = NULL;
	char              *mfrom, *rto;
	CURLcode           cc;

	/* Sanity checks: these go into SMTP commands. */
	if ((*from != '\0' && !compose_addr_ok(from)) || !compose_addr_ok(to))
		return (pb_err_set(err, PB_EDATA,
		    "bad envelope address (from \"%.100s\", to \"%.100s\")", from, to));
	if (ss->plain != NULL)
		return (smtp_plain_send(ss->plain, from, to, msg, len, err));
	if (ss->down.rc != PB_OK)
		return (pb_err_set(err, ss->down.rc, "%s", ss->down.msg));

	/* One transaction. */
	mfrom = pb_asprintf("<%s>", from);
	rto = pb_asprintf("<%s>", to);
	rcpt = curl_slist_append(rcpt, rto);
	ss->errbuf[0] = '\0';
	ss->reply.len = 0;
	ss->reply.s[0] = '\0';
	curl_easy_setopt(ss->curl, CURLOPT_MAIL_FROM, mfrom);
	curl_easy_setopt(ss->curl, CURLOPT_MAIL_RCPT, rcpt);
	curl_easy_setopt(ss->curl, CURLOPT_READDATA, &up);
	cc = curl_easy_perform(ss->curl);
	curl_slist_free_all(rcpt);
	free(rto);
	free(mfrom);
	return (smtp_outcome(ss, cc, to, err));
}

/* smtp_curl_url - what libcurl connects to: scheme, host, port, EHLO */

static char *
smtp_curl_url(const struct mailurl *u)
{
	int v6 = strchr(u->host, ':') != NULL;

	/* libcurl's path is the EHLO name; its default is fine. */
	return (pb_asprintf("%s://%s%s%s:%d", u->tls == MAILURL_TLS_IMPLICIT ? "smtps" : "smtp",
	    v6 ? "[" : "", u->host, v6 ? "]" : "", u->port));
}

/* sink_smtp_open - parse the URL, read the password; no connection */

static enum pb_rc
sink_smtp_open(struct sink *s, const char *arg, const struct sink_opts *opts, struct pb_err *err)
{
	struct sink_smtp *ss;
	struct mailurl   *u = NULL;
	char             *url, *pw = NULL;
	enum pb_rc        rc;

	url = pb_asprintf("%s:%s", s->ops->scheme, arg);
	rc = mailurl_parse(url, &u, err);
	free(url);
	if (rc != PB_OK)
		return (rc);
	if (u->user != NULL && (pw = mailnet_password(opts->password_file, err)) == NULL) {
		mailurl_free(u);
		return (PB_ECONFIG);
	}
	ss = pb_calloc(1, sizeof(*ss));
	ss->url = u;
	ss->where = mailurl_str(u);
	ss->curl_url = smtp_curl_url(u);
	ss->password = pw;
	ss->opts = opts;
	pb_buf_init(&ss->reply);
	pb_buf_putc(&ss->reply, ' ');
	if (smtp_plain_wanted(u))
		ss->plain = smtp_plain_new(u->host, u->port, ss->where, opts->timeout);
	else if ((ss->curl = curl_easy_init()) == NULL)
		pb_panic("sink_smtp_open: curl_easy_init failed");
	else
		smtp_setup(ss);
	s->ctx = ss;
	return (PB_OK);
}

/* sink_smtp_close - QUIT (libcurl does it) and free */

static void
sink_smtp_close(struct sink *s)
{
	struct sink_smtp *ss = s->ctx;

	if (ss == NULL)
		return;
	if (ss->curl != NULL)
		curl_easy_cleanup(ss->curl);
	smtp_plain_free(ss->plain);
	pb_buf_free(&ss->reply);
	mailurl_free(ss->url);
	free(ss->where);
	free(ss->curl_url);
	mailnet_wipe(ss->password);
	free(ss);
	s->ctx = NULL;
}

/* The server's 250 after DATA is its promise to keep the mail: no sync. */
const struct sink_ops sink_smtp_ops = { "smtp", sink_smtp_open, sink_smtp_send, sink_smtp_close,
	NULL };
const struct sink_ops sink_smtps_ops = { "smtps", sink_smtp_open, sink_smtp_send, sink_smtp_close,
	NULL };
const struct sink_ops sink_smtp_starttls_ops = { "smtp+starttls", sink_smtp_open, sink_smtp_send,
	sink_smtp_close, NULL };
