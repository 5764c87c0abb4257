/*++
/* NAME
/*	arbiter_private 3h
/* SUMMARY
/*	what the steps of arbiter(3) share
/* SYNOPSIS
/*	#include "arbiter/arbiter_private.h"
/* DESCRIPTION
/*	struct arb is one message on its way through arbiter_process():
/*	arbiter.c (the flow), limits.c, bounce.c, auth.c, apply.c and
/*	outcome.c (record(), warn_address()) each take it.  Not for use outside
/*	those files.
/*--*/

#ifndef ARBITER_PRIVATE_H
#define ARBITER_PRIVATE_H

#include <stddef.h>
#include <stdint.h>

#include "arbiter/arbiter.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/classify.h"
#include "mail/mime.h"
#include "mail/strip.h"
#include "store/store.h"

struct authres;
struct gamectl;

#define ARB_MAXCOMMANDS 100 /* command lines read from one message */
#define ARB_WINDOW 3600     /* seconds: mails per hour, one notice an hour */

struct arb {
	struct pbemd        *p;
	struct mime_msg     *m;
	struct strip_result *sr;
	char                *message_id;
	struct token         tok;
	int                  has_token;
	struct gamectl      *g;
	struct store_inbox   in;
	struct classify      cl;
	size_t               len;      /* bytes of the raw message */
	size_t               lines;    /* lines of the raw message */
	int                  oversize; /* only the header section was parsed */
	int64_t              until;    /* a game's rate limit: when one more mail fits */
	int                  resent;   /* same text, seat and token as a mail applied */
	const char          *outcome;
	struct authres      *ar; /* our MTA's Authentication-Results, or NULL */
	struct pb_err       *err;
};

/* outcome.c */
enum pb_rc record(struct arb *, const char *status, const char *note);
enum pb_rc warn_address(
    struct arb *, int64_t game, int seat, const char *to, const char *locale, const char *tmpl);
enum pb_rc tell_sender(struct arb *);

/* limits.c */
enum pb_rc over_limit(struct arb *, const char **kind, char **reason, int *limit);
enum pb_rc limited(struct arb *, const char *kind, const char *reason, int limit);

/* bounce.c */
enum pb_rc bounce(struct arb *);

/* auth.c */
int        find_token(const struct mime_msg *, const struct strip_result *, struct token *);
enum pb_rc open_or_no_token(struct arb *);
enum pb_rc verify(struct arb *);

/* authres_check.c */
void authres_check_read(struct arb *, const char *raw, size_t len);
void authres_check_clear(struct arb *);
int  authres_refused(struct arb *, const struct store_seat *, enum pb_rc *rc);

/* apply.c */
enum pb_rc apply_all(struct arb *);
enum pb_rc moderator_lines(struct arb *, const char *to);

#endif
