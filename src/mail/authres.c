/*++
/* NAME
/*	authres 3
/* SUMMARY
/*	Authentication-Results header fields (RFC 8601), trusted ones only
/* SYNOPSIS
/*	#include "mail/authres.h"
/* DESCRIPTION
/*	See authres.h.  The grammar, from RFC 8601 section 2.2, with
/*	CFWS (white space, folding and nested comments) allowed between
/*	any two items:
/*
/*	  payload  = authserv-id [version] (";" "none" | 1*resinfo)
/*	  resinfo  = ";" method ["/" version] "=" result
/*	             ["reason" "=" value] *(ptype "." property "=" pvalue)
/*	  value    = token | quoted-string
/*	  pvalue   = value | [[local-part] "@"] domain-name
/*
/*	A hand-written parser: no library here reads this header, and
/*	the grammar is small.  Any other key "=" value in a resinfo (a
/*	"reason", or the "policy.*" and "action" of some checkers) is
/*	read and skipped.
/* DIAGNOSTICS
/*	PB_EDATA with the reason for a field off the grammar.
/*--*/

/* System. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/authres.h"

#define AUTHRES_KEYWORD 64 /* bytes of a method, result, ptype, property */

/* ar_skip - past CFWS (RFC 5322): white space, line ends and nested
 * comments; NULL for a comment left open */

static const char *
ar_skip(const char *p)
{
	int depth;

	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
			p++;
		if (*p != '(')
			return (p);
		for (depth = 0; *p != '\0'; p++) {
			if (*p == '\\' && p[1] != '\0')
				p++;
			else if (*p == '(')
				depth++;
			else if (*p == ')' && --depth == 0)
				break;
		}
		if (*p == '\0')
			return (NULL);
		p++;
	}
}

/* ar_keyword - a Keyword (letters, digits, "-", "_") into buf, lower
 * case; the end of it, or NULL for none or one too long */

static const char *
ar_keyword(const char *p, char *buf, size_t size)
{
	size_t n = 0;

	while (isalnum((unsigned char)p[n]) || p[n] == '-' || p[n] == '_') {
		if (n + 1 >= size)
			return (NULL);
		buf[n] = (char)tolower((unsigned char)p[n]);
		n++;
	}
	buf[n] = '\0';
	return (n > 0 ? p + n : NULL);
}

/* ar_quoted - a quoted-string at p into b, unescaped; the end of it, or
 * NULL when it is left open */

static const char *
ar_quoted(const char *p, struct pb_buf *b)
{
	for (p++; *p != '"'; p++) {
		if (*p == '\\' && p[1] != '\0')
			p++;
		if (*p == '\0')
			return (NULL);
		pb_buf_putc(b, *p);
	}
	return (p + 1);
}

/* ar_value - a value or pvalue: quoted strings and runs of anything but
 * white space, ";", "(" and '"'; *out is new (caller frees), "" for none;
 * the end of it, or NULL for a quoted string left open */

static const char *
ar_value(const char *p, char **out)
{
	struct pb_buf b;

	pb_buf_init(&b);
	while (p != NULL && *p != '\0' && strchr(" \t\r\n;(", *p) == NULL) {
		if (*p == '"')
			p = ar_quoted(p, &b);
		else
			pb_buf_putc(&b, *p++);
	}
	if (p == NULL) {
		pb_buf_free(&b);
		return (NULL);
	}
	*out = pb_buf_steal(&b);
	return (p);
}

/* ar_domain - the domain of an address, a "@domain" or a domain, lower
 * case without a final dot; new (caller frees), NULL when empty or when
 * it holds anything but letters, digits, ".", "-" and "_" (a sender
 * chooses a DKIM d=: it must not bring odd bytes to the records) */

static char *
ar_domain(const char *v)
{
	const char *at = strrchr(v, '@');
	char       *d;
	size_t      i, n;
	int         bad;

	d = pb_strdup(at ? at + 1 : v);
	for (i = 0, bad = 0; d[i] != '\0'; i++) {
		d[i] = (char)tolower((unsigned char)d[i]);
		bad |= !isalnum((unsigned char)d[i]) && strchr(".-_", d[i]) == NULL;
	}
	if ((n = strlen(d)) > 0 && d[n - 1] == '.')
		d[n - 1] = '\0';
	if (*d == '\0' || bad) {
		free(d);
		d = NULL;
	}
	return (d);
}

/* ar_known - the methods kept; 1 for dkim, spf, dmarc and arc */

static int
ar_known(const char *method)
{
	return (strcmp(method, "dkim") == 0 || strcmp(method, "spf") == 0
	    || strcmp(method, "dmarc") == 0 || strcmp(method, "arc") == 0);
}

/* ar_relevant - 2 when ptype.property gives the method's domain, 1 when
 * it is the second choice (dkim's header.i), 0 when it does not */

static int
ar_relevant(const char *method, const char *ptype, const char *property)
{
	if (strcmp(method, "dkim") == 0 && strcmp(ptype, "header") == 0)
		return (strcmp(property, "d") == 0 ? 2 : strcmp(property, "i") == 0);
	if (strcmp(method, "spf") == 0 && strcmp(ptype, "smtp") == 0)
		return (strcmp(property, "mailfrom") == 0 ? 2 : 0);
	if (strcmp(method, "dmarc") == 0 && strcmp(ptype, "header") == 0)
		return (strcmp(property, "from") == 0 ? 2 : 0);
	return (0);
}

/* ar_property - one "ptype.property=pvalue" or "key=value" at p, the
 * domain kept in *domain when it is the method's (rank in *rank); the
 * end, or NULL with the reason in err */

static const char *
ar_property(const char *p, const char *method, char **domain, int *rank, struct pb_err *err)
{
	char  ptype[AUTHRES_KEYWORD], property[AUTHRES_KEYWORD], *v = NULL;
	int   r = 0;

	if ((p = ar_keyword(p, ptype, sizeof(ptype))) == NULL || (p = ar_skip(p)) == NULL)
		goto bad;
	*property = '\0';
	if (*p == '.' && ((p = ar_skip(p + 1)) == NULL
	        || (p = ar_keyword(p, property, sizeof(property))) == NULL
	        || (p = ar_skip(p)) == NULL))
		goto bad;
	if (*p != '=' || (p = ar_skip(p + 1)) == NULL || (p = ar_value(p, &v)) == NULL)
		goto bad;
	if (*property != '\0' && (r = ar_relevant(method, ptype, property)) > *rank && *v != '\0') {
		free(*domain);
		*domain = ar_domain(v);
		*rank = r;
	}
	free(v);
	return (ar_skip(p));
bad:
	pb_err_set(err, PB_EDATA, "a property of %s is not ptype.property=value", method);
	return (NULL);
}

/* ar_resinfo - one resinfo at p, past its ";": kept in ar when its method
 * is known and there is room; the end, or NULL with the reason in err */

static const char *
ar_resinfo(const char *p, struct authres *ar, struct pb_err *err)
{
	char  method[AUTHRES_KEYWORD], version[AUTHRES_KEYWORD], result[AUTHRES_KEYWORD];
	char *domain = NULL;
	int   rank = 0;

	if ((p = ar_keyword(p, method, sizeof(method))) == NULL || (p = ar_skip(p)) == NULL)
		goto bad;
	if (*p == '/' && ((p = ar_skip(p + 1)) == NULL
	        || (p = ar_keyword(p, version, sizeof(version))) == NULL
	        || (p = ar_skip(p)) == NULL))
		goto bad;
	if (*p != '=' || (p = ar_skip(p + 1)) == NULL
	    || (p = ar_keyword(p, result, sizeof(result))) == NULL || (p = ar_skip(p)) == NULL)
		goto bad;
	while (p != NULL && *p != '\0' && *p != ';')
		p = ar_property(p, method, &domain, &rank, err);
	if (p != NULL && ar_known(method) && ar->n < AUTHRES_MAX
	    && strlen(result) < sizeof(ar->r[0].result)) {
		snprintf(ar->r[ar->n].method, sizeof(ar->r[0].method), "%.7s", method);
		snprintf(ar->r[ar->n].result, sizeof(ar->r[0].result), "%.15s", result);
		ar->r[ar->n++].domain = domain;
		domain = NULL;
	}
	free(domain);
	return (p);
bad:
	pb_err_set(err, PB_EDATA, "a result is not method=result");
	return (NULL);
}

/* ar_head - the authserv-id and the optional version; the end of them,
 * or NULL with the reason in err */

static const char *
ar_head(const char *p, struct authres *ar, struct pb_err *err)
{
	const char *q;

	if ((p = ar_skip(p)) == NULL || (p = ar_value(p, &ar->authserv_id)) == NULL
	    || *ar->authserv_id == '\0' || (p = ar_skip(p)) == NULL) {
		pb_err_set(err, PB_EDATA, "no authserv-id");
		return (NULL);
	}
	for (q = p; isdigit((unsigned char)*q); q++)
		;
	if (q > p && (*q == '\0' || strchr(" \t\r\n;(", *q) != NULL))
		p = ar_skip(q);
	if (p == NULL)
		pb_err_set(err, PB_EDATA, "a comment left open");
	return (p);
}

/* authres_parse - the body of one Authentication-Results field */

enum pb_rc
authres_parse(const char *value, struct authres **out, struct pb_err *err)
{
	struct authres *ar = pb_calloc(1, sizeof(*ar));
	const char     *p;
	char            kw[AUTHRES_KEYWORD];
	enum pb_rc      rc = PB_OK;

	/* The authserv-id, then "; none" or one resinfo after each ";". */
	if ((p = ar_head(value, ar, err)) == NULL) {
		rc = PB_EDATA;
		goto out;
	}
	if (*p != ';') {
		rc = pb_err_set(err, PB_EDATA, "no \";\" after the authserv-id");
		goto out;
	}
	if ((p = ar_skip(p + 1)) != NULL && ar_keyword(p, kw, sizeof(kw)) != NULL
	    && strcmp(kw, "none") == 0 && (p = ar_skip(p + 4)) != NULL && *p == '\0')
		goto out;
	while (p != NULL && *p != '\0') {
		if ((p = ar_resinfo(p, ar, err)) != NULL && *p == ';')
			p = ar_skip(p + 1);
	}
	if (p == NULL)
		rc = PB_EDATA;

	/* Cleanup. */
out:
	if (rc == PB_OK)
		*out = ar;
	else
		authres_free(ar);
	return (rc);
}

/* ar_field_end - the end of the header field starting at p: the line end
 * not followed by white space (folding), or end */

static const char *
ar_field_end(const char *p, const char *end)
{
	const char *nl;

	while ((nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		if (nl + 1 >= end || (nl[1] != ' ' && nl[1] != '\t'))
			return (nl + 1);
		p = nl + 1;
	}
	return (end);
}

/* ar_field - the field body of [p, q) if its name is
 * Authentication-Results, NUL-terminated and new; else NULL */

static char *
ar_field(const char *p, const char *q)
{
	static const char name[] = "Authentication-Results";
	const char       *v = p + sizeof(name) - 1;

	if ((size_t)(q - p) < sizeof(name) || strncasecmp(p, name, sizeof(name) - 1) != 0)
		return (NULL);
	while (v < q && (*v == ' ' || *v == '\t'))
		v++;
	if (v >= q || *v != ':')
		return (NULL);
	v++;
	/* A NUL in the field ends it: what follows is not read. */
	return (pb_strndup(v, (size_t)(q - v)));
}

/* ar_trusted_id - 1 when the field body names authserv_id, even if the
 * rest does not parse */

static int
ar_trusted_id(const char *value, const char *authserv_id)
{
	const char *p;
	char       *id = NULL;
	int         yes;

	if ((p = ar_skip(value)) == NULL || ar_value(p, &id) == NULL)
		return (0);
	yes = strcasecmp(id, authserv_id) == 0;
	free(id);
	return (yes);
}

/* ar_bit - a method as a bit of a set */

static int
ar_bit(const char *method)
{
	return (strcmp(method, "dkim") == 0 ? 1
	        : strcmp(method, "spf") == 0 ? 2
	        : strcmp(method, "dmarc") == 0 ? 4
	                                       : 8);
}

/* ar_merge - into *ar, the results of field f for the methods no trusted
 * field above it reported (the set *above); then f's methods join it */

static void
ar_merge(struct authres **ar, struct authres *f, int *above)
{
	size_t i;
	int    here = 0;

	if (*ar == NULL) {
		*ar = pb_calloc(1, sizeof(**ar));
		(*ar)->authserv_id = pb_strdup(f->authserv_id);
	}
	for (i = 0; i < f->n; i++) {
		here |= ar_bit(f->r[i].method);
		if ((*above & ar_bit(f->r[i].method)) == 0 && (*ar)->n < AUTHRES_MAX) {
			(*ar)->r[(*ar)->n++] = f->r[i];
			f->r[i].domain = NULL; /* moved */
		}
	}
	*above |= here;
}

/* authres_read - per method, the topmost trusted field that reports it */

struct authres *
authres_read(const char *raw, size_t len, const char *authserv_id)
{
	struct authres *ar = NULL, *f;
	struct pb_err   err;
	const char     *p = raw, *q, *end = raw + len;
	char           *v;
	int             stop = 0, above = 0;

	if (authserv_id == NULL || *authserv_id == '\0' || raw == NULL)
		return (NULL);
	while (!stop && p < end && *p != '\n' && !(*p == '\r' && p + 1 < end && p[1] == '\n')) {
		q = ar_field_end(p, end);
		if ((v = ar_field(p, q)) != NULL && ar_trusted_id(v, authserv_id)) {
			/* A trusted field that does not parse: nothing below it
			 * counts, it may be forged. */
			if (authres_parse(v, &f, &err) != PB_OK)
				stop = 1;
			else {
				ar_merge(&ar, f, &above);
				authres_free(f);
			}
		}
		free(v);
		p = q;
	}
	return (ar);
}

/* ar_covers - 1 when domain d is from or a parent domain of it */

static int
ar_covers(const char *d, const char *from, int parents)
{
	size_t dn = strlen(d), fn = strlen(from);

	if (strcasecmp(d, from) == 0)
		return (1);
	return (parents && fn > dn && from[fn - dn - 1] == '.' && strcasecmp(from + fn - dn, d) == 0
	    && strchr(d, '.') != NULL);
}

/* authres_pass - a pass of method covering from_domain */

int
authres_pass(const struct authres *ar, const char *method, const char *from_domain)
{
	size_t i;

	if (ar == NULL || from_domain == NULL || *from_domain == '\0')
		return (0);
	for (i = 0; i < ar->n; i++)
		if (strcmp(ar->r[i].method, method) == 0 && strcmp(ar->r[i].result, "pass") == 0
		    && ar->r[i].domain != NULL
		    && ar_covers(ar->r[i].domain, from_domain, strcmp(method, "dkim") == 0))
			return (1);
	return (0);
}

/* authres_summary - one line for the records; caller frees */

char *
authres_summary(const struct authres *ar)
{
	struct pb_buf b;
	size_t        i;

	if (ar == NULL)
		return (NULL);
	if (ar->n == 0)
		return (pb_strdup("none"));
	pb_buf_init(&b);
	for (i = 0; i < ar->n; i++) {
		pb_buf_printf(&b, "%s%s=%s", i ? " " : "", ar->r[i].method, ar->r[i].result);
		if (ar->r[i].domain != NULL)
			pb_buf_printf(&b, "(%s)", ar->r[i].domain);
	}
	return (pb_buf_steal(&b));
}

/* authres_free - release ar; NULL is a no-op */

void
authres_free(struct authres *ar)
{
	size_t i;

	if (ar == NULL)
		return;
	for (i = 0; i < ar->n; i++)
		free(ar->r[i].domain);
	free(ar->authserv_id);
	free(ar);
}
