/*++
/* NAME
/*	mailurl 3
/* SUMMARY
/*	parse the URL of an IMAP, POP3 or SMTP server
/* SYNOPSIS
/*	#include "mail/mailurl.h"
/*
/*	enum pb_rc mailurl_parse(const char *url, struct mailurl **up,
/*				struct pb_err *err)
/*
/*	char	*mailurl_str(const struct mailurl *u)
/*
/*	int	mailurl_loopback(const char *host)
/*
/*	int	mailurl_is_url(const char *spec)
/*
/*	void	mailurl_free(struct mailurl *u)
/* DESCRIPTION
/*	See mailurl.h for the syntax and the table of schemes.
/*	mailurl_parse() writes *up only on success.  mailurl_is_url() is
/*	true when spec starts with one of the schemes and "://".
/*	mailurl_free(NULL) is a no-op.
/* DIAGNOSTICS
/*	mailurl_parse(): PB_ECONFIG naming the part that is wrong.  The
/*	message never quotes what follows a ':' in the user part, which
/*	may be a password.
/* SEE ALSO
/*	source_imap(3), source_pop3(3), sink_smtp(3)
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/mailurl.h"

struct mailurl_scheme {
	const char        *name;
	enum mailurl_proto proto;
	enum mailurl_tls   tls;
	int                port;
};

static const struct mailurl_scheme mailurl_schemes[] = {
	{ "imap", MAILURL_IMAP, MAILURL_TLS_TRY, 143 },
	{ "imap+starttls", MAILURL_IMAP, MAILURL_TLS_STARTTLS, 143 },
	{ "imaps", MAILURL_IMAP, MAILURL_TLS_IMPLICIT, 993 },
	{ "pop3", MAILURL_POP3, MAILURL_TLS_TRY, 110 },
	{ "pop3+starttls", MAILURL_POP3, MAILURL_TLS_STARTTLS, 110 },
	{ "pop3s", MAILURL_POP3, MAILURL_TLS_IMPLICIT, 995 },
	{ "smtp", MAILURL_SMTP, MAILURL_TLS_TRY, 25 },
	{ "smtp+starttls", MAILURL_SMTP, MAILURL_TLS_STARTTLS, 587 },
	{ "smtps", MAILURL_SMTP, MAILURL_TLS_IMPLICIT, 465 },
};

/* mailurl_scheme - the table entry for the scheme url starts with */

static const struct mailurl_scheme *
mailurl_scheme(const char *url)
{
	size_t i, len;

	for (i = 0; i < PB_NELEM(mailurl_schemes); i++) {
		len = strlen(mailurl_schemes[i].name);
		if (strncasecmp(url, mailurl_schemes[i].name, len) == 0
		    && strncmp(url + len, "://", 3) == 0)
			return (&mailurl_schemes[i]);
	}
	return (NULL);
}

/* mailurl_is_url - does spec start with a known scheme and "://"? */

int
mailurl_is_url(const char *spec)
{
	return (spec != NULL && mailurl_scheme(spec) != NULL);
}

/* mailurl_hex - value of a hex digit, or -1 */

static int
mailurl_hex(int c)
{
	if (c >= '0' && c <= '9')
		return (c - '0');
	c = tolower(c);
	if (c >= 'a' && c <= 'f')
		return (c - 'a' + 10);
	return (-1);
}

/* mailurl_decode - percent-decode s[0..len); NULL on a bad escape or NUL */

static char *
mailurl_decode(const char *s, size_t len)
{
	char  *out = pb_malloc(len + 1), *o = out;
	size_t i;
	int    hi, lo;

	for (i = 0; i < len; i++) {
		if (s[i] != '%') {
			*o++ = s[i];
			continue;
		}
		if (i + 2 >= len)
			goto bad;
		if ((hi = mailurl_hex((unsigned char)s[i + 1])) < 0
		    || (lo = mailurl_hex((unsigned char)s[i + 2])) < 0 || (hi == 0 && lo == 0))
			goto bad;
		*o++ = (char)(hi * 16 + lo);
		i += 2;
	}
	*o = '\0';
	return (out);
bad:
	free(out);
	return (NULL);
}

/* mailurl_chars_ok - printable ASCII only, no white space */

static int
mailurl_chars_ok(const char *s)
{
	for (; *s; s++)
		if (!isgraph((unsigned char)*s))
			return (0);
	return (1);
}

/* mailurl_host - HOST[:PORT] of [a, end) into u */

static enum pb_rc
mailurl_host(struct mailurl *u, const char *a, const char *end, struct pb_err *err)
{
	const char *hend, *colon = NULL;
	char       *stop;
	long        port;

	/* Host: a bracketed IPv6 address, or up to the last ':'. */
	if (*a == '[') {
		if ((hend = memchr(a, ']', (size_t)(end - a))) == NULL || hend == a + 1)
			return (pb_err_set(err, PB_ECONFIG, "unclosed or empty [IPv6 address]"));
		u->host = pb_strndup(a + 1, (size_t)(hend - a - 1));
		if (++hend < end && *hend != ':')
			return (pb_err_set(err, PB_ECONFIG, "junk after ]"));
		colon = hend < end ? hend : NULL;
	} else {
		for (hend = a; hend < end && *hend != ':'; hend++)
			;
		if (hend == a)
			return (pb_err_set(err, PB_ECONFIG, "no host"));
		u->host = pb_strndup(a, (size_t)(hend - a));
		colon = hend < end ? hend : NULL;
	}
	if (strspn(u->host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:")
	    != strlen(u->host))
		return (pb_err_set(err, PB_ECONFIG, "bad host \"%s\"", u->host));

	/* Port: 1 to 65535, decimal. */
	if (colon != NULL) {
		if (colon + 1 == end || !isdigit((unsigned char)colon[1]))
			return (pb_err_set(err, PB_ECONFIG, "bad port"));
		port = strtol(colon + 1, &stop, 10);
		if (stop != end || port < 1 || port > 65535)
			return (pb_err_set(err, PB_ECONFIG, "bad port"));
		u->port = (int)port;
	}
	return (PB_OK);
}

/* mailurl_user - the USER of USER@ in [a, at) into u; no password */

static enum pb_rc
mailurl_user(struct mailurl *u, const char *a, const char *at, struct pb_err *err)
{
	if (memchr(a, ':', (size_t)(at - a)) != NULL)
		return (pb_err_set(err, PB_ECONFIG,
		    "a password in the URL is refused: put it in the password file "
		    "([mail] inbox_password_file or outbox_password_file)"));
	if (at == a || (u->user = mailurl_decode(a, (size_t)(at - a))) == NULL)
		return (pb_err_set(err, PB_ECONFIG, "bad user name"));
	return (PB_OK);
}

/* mailurl_path - the folder (IMAP) or nothing (POP3, SMTP) */

static enum pb_rc
mailurl_path(struct mailurl *u, const char *slash, struct pb_err *err)
{
	if (slash == NULL || slash[1] == '\0') {
		if (u->proto == MAILURL_IMAP)
			u->path = pb_strdup("INBOX");
		return (PB_OK);
	}
	if (u->proto != MAILURL_IMAP)
		return (pb_err_set(err, PB_ECONFIG, "%s URLs take no path", u->scheme));
	if ((u->path = mailurl_decode(slash + 1, strlen(slash + 1))) == NULL)
		return (pb_err_set(err, PB_ECONFIG, "bad folder name"));
	return (PB_OK);
}

/* mailurl_parse - SCHEME://[USER@]HOST[:PORT][/PATH] */

enum pb_rc
mailurl_parse(const char *url, struct mailurl **up, struct pb_err *err)
{
	const struct mailurl_scheme *sch;
	struct mailurl              *u;
	const char                  *auth, *slash, *at, *hp;
	enum pb_rc                   rc = PB_OK;
	struct pb_err                lerr;

	/* Sanity checks. */
	if (url == NULL || up == NULL)
		pb_panic("mailurl_parse: NULL argument");
	if ((sch = mailurl_scheme(url)) == NULL)
		return (pb_err_set(err, PB_ECONFIG,
		    "not a mail server URL (imap://, imaps://, "
		    "pop3://, pop3s://, smtp://, smtps://, or X+starttls://)"));
	if (!mailurl_chars_ok(url) || strpbrk(url, "?#") != NULL)
		return (pb_err_set(err, PB_ECONFIG,
		    "bad %s URL: white space, control characters, '?' and '#' are not allowed",
		    sch->name));

	/* Initialize. */
	u = pb_calloc(1, sizeof(*u));
	u->scheme = pb_strdup(sch->name);
	u->proto = sch->proto;
	u->tls = sch->tls;
	u->port = sch->port;

	/* [USER@]HOST[:PORT] up to the first '/'; the last '@' ends USER. */
	auth = url + strlen(sch->name) + 3;
	slash = strchr(auth, '/');
	hp = auth;
	for (at = slash ? slash : auth + strlen(auth); at > auth && at[-1] != '@'; at--)
		;
	if (at > auth) {
		if ((rc = mailurl_user(u, auth, at - 1, &lerr)) != PB_OK)
			goto out;
		hp = at;
	}
	if ((rc = mailurl_host(u, hp, slash ? slash : hp + strlen(hp), &lerr)) != PB_OK
	    || (rc = mailurl_path(u, slash, &lerr)) != PB_OK)
		goto out;
	*up = u;
	u = NULL;

out:
	if (rc != PB_OK)
		pb_err_set(err, rc, "bad %s URL: %s", sch->name, lerr.msg);
	mailurl_free(u);
	return (rc);
}

/* mailurl_str - the URL for logs, port explicit, never a password */

char *
mailurl_str(const struct mailurl *u)
{
	int v6 = strchr(u->host, ':') != NULL;

	return (pb_asprintf("%s://%s%s%s%s%s:%d%s%s", u->scheme, u->user ? u->user : "",
	    u->user ? "@" : "", v6 ? "[" : "", u->host, v6 ? "]" : "", u->port, u->path ? "/" : "",
	    u->path ? u->path : ""));
}

/* mailurl_loopback - localhost, 127.0.0.0/8 or ::1 */

int
mailurl_loopback(const char *host)
{
	return (strcasecmp(host, "localhost") == 0 || strncmp(host, "127.", 4) == 0
	    || strcmp(host, "::1") == 0);
}

/* mailurl_free - release; NULL is a no-op */

void
mailurl_free(struct mailurl *u)
{
	if (u == NULL)
		return;
	free(u->scheme);
	free(u->user);
	free(u->host);
	free(u->path);
	free(u);
}
