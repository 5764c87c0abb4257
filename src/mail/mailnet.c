/*++
/* NAME
/*	mailnet 3
/* SUMMARY
/*	password files and TLS certificate checks for the network sources
/* SYNOPSIS
/*	#include "mail/mailnet.h"
/*
/*	char	*mailnet_password(const char *path, struct pb_err *err)
/*
/*	enum pb_rc mailnet_verify(mailstream *s, const char *host,
/*				const char *ca_file, struct pb_err *err)
/*
/*	enum pb_rc mailnet_tls_verify(const struct mailnet_der *chain,
/*				size_t n, const char *host,
/*				const char *ca_file, struct pb_err *err)
/*
/*	int	mailnet_connect(const char *proto, const char *host,
/*				int port, int timeout, struct pb_err *err)
/*
/*	mailstream *mailnet_stream(int fd, int tls, const char *host,
/*				int timeout)
/*
/*	void	mailnet_sni(struct mailstream_ssl_context *ctx, void *host)
/*
/*	void	mailnet_wipe(char *s)
/* DESCRIPTION
/*	See mailnet.h.  mailnet_wipe() overwrites s with zeros and frees it
/*	(NULL is a no-op).
/*
/*	XXX libetpan's GnuTLS build returns an uninitialised pointer from
/*	mailstream_get_certificate_chain() when the server sent no X.509
/*	certificate at all; GnuTLS's default priorities make such a
/*	handshake fail first, so the case is not reached in practice.
/* DIAGNOSTICS
/*	See mailnet.h.
/* SEE ALSO
/*	source_imap(3), source_pop3(3), gnutls_x509_trust_list_verify_crt2(3)
/*--*/

/* System. */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>
#include <libetpan/libetpan.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/mailnet.h"
#include "mail/mailurl.h"

#define MAILNET_MAXCHAIN 16

/* mailnet_login - a source URL with its user and the password file's line */

enum pb_rc
mailnet_login(
    const char *url, const char *password_file, struct mailurl **up, char **pwp, struct pb_err *err)
{
	struct mailurl *u = NULL;
	char           *pw = NULL;
	enum pb_rc      rc;

	*up = NULL;
	*pwp = NULL;
	if ((rc = mailurl_parse(url, &u, err)) != PB_OK)
		return (rc);
	if (u->user == NULL)
		rc = pb_err_set(err, PB_ECONFIG, "%s: no user to log in as (%s://USER@HOST)",
		    u->scheme, u->scheme);
	else if ((pw = mailnet_password(password_file, err)) == NULL)
		rc = PB_ECONFIG;
	if (rc != PB_OK) {
		mailurl_free(u);
		return (rc);
	}
	*up = u;
	*pwp = pw;
	return (PB_OK);
}

/* mailnet_wipe - zero and free a secret */

void
mailnet_wipe(char *s)
{
	if (s == NULL)
		return;
	explicit_bzero(s, strlen(s));
	free(s);
}

/* mailnet_password - the first line of a file others cannot read */

char *
mailnet_password(const char *path, struct pb_err *err)
{
	struct stat st;
	char       *text;

	if (path == NULL) {
		pb_err_set(err, PB_ECONFIG, "a user is given but no password file");
		return (NULL);
	}
	if (stat(path, &st) != 0) {
		pb_err_set(err, PB_ECONFIG, "password file %s: %s", path, strerror(errno));
		return (NULL);
	}
	if (!S_ISREG(st.st_mode) || (st.st_mode & S_IRWXO) != 0) {
		pb_err_set(err, PB_ECONFIG,
		    "password file %s: must be a regular file that others cannot read "
		    "(chmod o-rwx)",
		    path);
		return (NULL);
	}
	if ((text = pb_file_read(path, NULL, err)) == NULL) {
		err->rc = PB_ECONFIG;
		return (NULL);
	}
	text[strcspn(text, "\r\n")] = '\0';
	if (text[0] == '\0') {
		mailnet_wipe(text);
		pb_err_set(err, PB_ECONFIG, "password file %s: empty first line", path);
		return (NULL);
	}
	return (text);
}

/* mailnet_try - connect one address within timeout; 0, or an errno */

static int
mailnet_try(const struct addrinfo *ai, int timeout, int *fdp)
{
	struct pollfd pfd;
	socklen_t     len = sizeof(int);
	int           fd, e = 0, r;

	fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, ai->ai_protocol);
	if (fd < 0)
		return (errno);
	if (connect(fd, ai->ai_addr, ai->ai_addrlen) != 0) {
		if ((e = errno) == EINPROGRESS) {
			pfd.fd = fd;
			pfd.events = POLLOUT;
			while ((r = poll(&pfd, 1, timeout * 1000)) < 0 && errno == EINTR)
				;
			if (r == 0)
				e = ETIMEDOUT;
			else if (r < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &e, &len) != 0)
				e = errno;
		}
	}
	/* libetpan wants a blocking descriptor. */
	if (e == 0 && fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
		e = errno;
	if (e != 0)
		close(fd);
	else
		*fdp = fd;
	return (e);
}

/* mailnet_connect - a TCP connection to host:port, or -1 and why */

int
mailnet_connect(const char *proto, const char *host, int port, int timeout, struct pb_err *err)
{
	struct addrinfo hints = { 0 }, *res = NULL, *ai;
	char            service[16];
	int             fd = -1, e = 0, r;

	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_ADDRCONFIG;
	snprintf(service, sizeof(service), "%d", port);
	if ((r = getaddrinfo(host, service, &hints, &res)) != 0) {
		pb_err_set(err, PB_ETEMP, "%s: %s:%d unreachable (%s)", proto, host, port,
		    r == EAI_SYSTEM ? strerror(errno) : gai_strerror(r));
		return (-1);
	}
	for (ai = res; ai != NULL && fd < 0; ai = ai->ai_next)
		e = mailnet_try(ai, timeout, &fd);
	freeaddrinfo(res);
	if (fd < 0)
		pb_err_set(err, PB_ETEMP, "%s: %s:%d unreachable (%s)", proto, host, port,
		    strerror(e ? e : EHOSTUNREACH));
	return (fd);
}

/* mailnet_stream - a libetpan stream on fd, TLS when asked */

mailstream *
mailnet_stream(int fd, int tls, const char *host, int timeout)
{
	mailstream *s;

	if (tls)
		s = mailstream_ssl_open_with_callback_timeout(
		    fd, timeout, mailnet_sni, (void *)host);
	else
		s = mailstream_socket_open_timeout(fd, timeout);
	if (s == NULL)
		close(fd);
	return (s);
}

/* mailnet_sni - libetpan TLS callback: send the server name */

void
mailnet_sni(struct mailstream_ssl_context *ctx, void *host)
{
	/* Not an address: SNI carries names only (RFC 6066). */
	if (strspn(host, "0123456789.:") != strlen(host))
		(void)mailstream_ssl_set_server_name(ctx, host);
}

/* mailnet_trust - the trust list: the CA file or the system's */

static enum pb_rc
mailnet_trust(gnutls_x509_trust_list_t *tl, const char *ca_file, struct pb_err *err)
{
	int r;

	if ((r = gnutls_x509_trust_list_init(tl, 0)) < 0)
		return (pb_err_set(err, PB_ESYS, "gnutls: %s", gnutls_strerror(r)));
	if (ca_file != NULL)
		r = gnutls_x509_trust_list_add_trust_file(
		    *tl, ca_file, NULL, GNUTLS_X509_FMT_PEM, 0, 0);
	else
		r = gnutls_x509_trust_list_add_system_trust(*tl, 0, 0);
	if (r <= 0) {
		gnutls_x509_trust_list_deinit(*tl, 1);
		return (pb_err_set(err, PB_ECONFIG, "no CA certificate could be read from %s%s%s",
		    ca_file ? ca_file : "the system's trust store", r < 0 ? ": " : "",
		    r < 0 ? gnutls_strerror(r) : ""));
	}
	return (PB_OK);
}

/* mailnet_tls_verify - chain (leaf first) against the trust list and host */

enum pb_rc
mailnet_tls_verify(const struct mailnet_der *chain, size_t n, const char *host, const char *ca_file,
    struct pb_err *err)
{
	gnutls_x509_trust_list_t tl;
	gnutls_x509_crt_t        crts[MAILNET_MAXCHAIN];
	gnutls_typed_vdata_st    vd;
	gnutls_datum_t           d, text = { NULL, 0 };
	unsigned int             status = 0, done = 0;
	enum pb_rc               rc;
	int                      r = 0;

	/* Sanity checks. */
	if (n == 0)
		return (pb_err_set(err, PB_ETEMP, "the server sent no certificate"));
	if (n > MAILNET_MAXCHAIN)
		n = MAILNET_MAXCHAIN;
	if ((rc = mailnet_trust(&tl, ca_file, err)) != PB_OK)
		return (rc);

	/* Import the chain. */
	for (done = 0; done < n && r >= 0; done++) {
		d.data = (unsigned char *)chain[done].data;
		d.size = (unsigned int)chain[done].len;
		if ((r = gnutls_x509_crt_init(&crts[done])) >= 0
		    && (r = gnutls_x509_crt_import(crts[done], &d, GNUTLS_X509_FMT_DER)) < 0)
			gnutls_x509_crt_deinit(crts[done]);
	}
	if (r < 0) {
		done--;
		rc = pb_err_set(err, PB_ETEMP, "bad server certificate: %s", gnutls_strerror(r));
		goto out;
	}

	/* Verify: signatures, dates, the CA, the host name. */
	vd.type = GNUTLS_DT_DNS_HOSTNAME;
	vd.data = (unsigned char *)host;
	vd.size = 0;
	r = gnutls_x509_trust_list_verify_crt2(tl, crts, (unsigned int)n, &vd, 1, 0, &status, NULL);
	if (r < 0)
		rc = pb_err_set(err, PB_ETEMP, "certificate check failed: %s", gnutls_strerror(r));
	else if (status != 0) {
		gnutls_certificate_verification_status_print(status, GNUTLS_CRT_X509, &text, 0);
		rc = pb_err_set(err, PB_ETEMP, "certificate of %s not trusted: %s", host,
		    text.data ? (char *)text.data : "unknown reason");
		gnutls_free(text.data);
	}

out:
	while (done > 0)
		gnutls_x509_crt_deinit(crts[--done]);
	gnutls_x509_trust_list_deinit(tl, 1);
	return (rc);
}

/* mailnet_verify - the chain of a libetpan TLS stream */

enum pb_rc
mailnet_verify(mailstream *s, const char *host, const char *ca_file, struct pb_err *err)
{
	struct mailnet_der der[MAILNET_MAXCHAIN];
	carray            *chain;
	MMAPString        *str;
	unsigned int       i, n;
	enum pb_rc         rc;

	if ((chain = mailstream_get_certificate_chain(s)) == NULL)
		return (pb_err_set(err, PB_ETEMP, "%s sent no certificate", host));
	n = carray_count(chain);
	for (i = 0; i < n && i < MAILNET_MAXCHAIN; i++) {
		str = carray_get(chain, i);
		der[i].data = (const unsigned char *)str->str;
		der[i].len = str->len;
	}
	rc = mailnet_tls_verify(der, i, host, ca_file, err);
	mailstream_certificate_chain_free(chain);
	return (rc);
}
