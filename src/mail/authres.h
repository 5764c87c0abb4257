/*++
/* NAME
/*	authres 3h
/* SUMMARY
/*	Authentication-Results header fields (RFC 8601), trusted ones only
/* SYNOPSIS
/*	#include "mail/authres.h"
/*
/*	enum pb_rc authres_parse(const char *value, struct authres **out,
/*				struct pb_err *err);
/*	struct authres *authres_read(const char *raw, size_t len,
/*				const char *authserv_id);
/*	int	authres_pass(const struct authres *ar, const char *method,
/*				const char *from_domain);
/*	char	*authres_summary(const struct authres *ar);
/*	void	authres_free(struct authres *ar);
/* DESCRIPTION
/*	A sender can write any header field, so an Authentication-Results
/*	field means something only when the receiving MTA wrote it: its
/*	authserv-id is the one pbemd.conf(5) names ([mail] authserv_id).
/*
/*	authres_parse() parses the body of one field (folded or not,
/*	with comments and quoted strings) into a new struct authres:
/*	its authserv-id and, per resinfo of the methods dkim, spf, dmarc
/*	and arc, the result and the domain it is about (dkim: header.d,
/*	else the domain of header.i; spf: the domain of smtp.mailfrom;
/*	dmarc: header.from; arc: none).  Other methods are skipped.
/*	Method names, results and domains are lower case.  Caller frees.
/*
/*	authres_read() finds the Authentication-Results fields in the
/*	header section of a raw message (it stops at the first empty
/*	line) whose authserv-id is authserv_id (compared without case),
/*	and returns, for each method, the results of the topmost such
/*	field that reports that method; NULL for none, or an unset
/*	authserv_id.  The topmost, because an MTA prepends its fields
/*	(RFC 8601 section 7), so the topmost trusted one is the last our
/*	MTA added; a field further down with the same id came from
/*	outside, unless the MTA removed it (section 5: it should).  Per
/*	method, because one MTA often runs several checkers under one
/*	authserv-id, each adding its own field (OpenDKIM's dkim=,
/*	OpenDMARC's spf= and dmarc=): a checker that reports on every
/*	mail hides whatever a sender wrote below it for its method.  A
/*	trusted field that does not parse ends the search: the fields
/*	below it may be forged.  Caller frees.
/*
/*	authres_pass() is 1 when ar holds a pass of method covering
/*	from_domain: for "dkim", a dkim=pass whose domain is from_domain
/*	or a parent domain of it; for "dmarc", a dmarc=pass whose
/*	header.from is from_domain; for "spf", an spf=pass of that very
/*	domain.  0 otherwise, and for a NULL ar or from_domain.
/*
/*	authres_summary() is one line for the records, "dkim=pass
/*	(example.org) spf=none dmarc=pass(example.org)" without the
/*	space before "(", or "none" for an ar without results; NULL for
/*	a NULL ar.  Caller frees.
/*
/*	authres_free() releases ar; NULL is a no-op.
/* DIAGNOSTICS
/*	authres_parse() returns PB_EDATA with the reason when the field
/*	does not follow the grammar of RFC 8601 section 2.2.
/* SEE ALSO
/*	RFC 8601, Message Header Field for Indicating Message
/*	Authentication Status; authres_check(3), the requirement.
/*--*/

#ifndef AUTHRES_H
#define AUTHRES_H

#include <stddef.h>

#include "core/pb.h"

#define AUTHRES_MAX 32 /* results kept from one field */

struct authres_result {
	char  method[8];  /* "dkim", "spf", "dmarc" or "arc" */
	char  result[16]; /* "pass", "fail", "none", ... (lower case) */
	char *domain;     /* lower case, or NULL */
};

struct authres {
	char                 *authserv_id;
	size_t                n;
	struct authres_result r[AUTHRES_MAX];
};

enum pb_rc      authres_parse(const char *value, struct authres **out, struct pb_err *err);
struct authres *authres_read(const char *raw, size_t len, const char *authserv_id);
int             authres_pass(const struct authres *, const char *method, const char *from_domain);
char           *authres_summary(const struct authres *);
void            authres_free(struct authres *);

#endif
