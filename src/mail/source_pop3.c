/*++
/* NAME
/*	source_pop3 3
/* SUMMARY
/*	read incoming mail from a POP3 maildrop (libetpan)
/* SYNOPSIS
/*	#include "mail/source.h"
/*
/*	extern const struct source_ops source_pop3_ops;
/*	extern const struct source_ops source_pop3s_ops;
/*	extern const struct source_ops source_pop3_starttls_ops;
/* DESCRIPTION
/*	The pop3://USER@HOST[:PORT], pop3s:// and pop3+starttls:// sources
/*	(mailurl(3)).  open parses the URL and reads the password file; it
/*	does not connect.
/*
/*	A POP3 session sees the maildrop as it was when it began, so each
/*	pass is one session.  next connects when there is no session
/*	(pop3s: TLS at once; pop3+starttls: STLS or fail; pop3: STLS when
/*	the server lists it in CAPA), checks the certificate
/*	(mailnet_verify()), logs in with USER and PASS, lists the messages
/*	with their UIDLs, then returns them in maildrop order with RETR.
/*	The item id is the UIDL.  At the end of the list next ends the
/*	session with QUIT and returns PB_ENOENT.
/*
/*	done, by default, marks the message deleted (DELE); the server
/*	removes it at QUIT, at the end of the pass.  With opts->keep the
/*	message stays on the server and done records its UIDL with
/*	opts->remember(); next skips UIDLs for which opts->seen() is true.
/*	Invariant D2: done is called only after the message's transaction
/*	committed.  A session lost before QUIT undeletes everything: those
/*	messages are read again and found duplicates by the arbiter.
/*
/*	rewind and close end the session with QUIT (which commits the
/*	deletions of done messages).  There is no wait method: POP3 has no
/*	way to wait for mail, so the daemon polls.
/* DIAGNOSTICS
/*	open: PB_ECONFIG.  next and done: PB_ETEMP for the network and the
/*	server (a server without UIDL is one), with the server's reply;
/*	PB_ENOENT from next at the end of a pass; what opts->remember()
/*	returns.
/* SEE ALSO
/*	source(3), mailurl(3), mailnet(3), RFC 1939, RFC 2595 (STLS)
/*--*/

/* System. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <libetpan/libetpan.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/mailnet.h"
#include "mail/mailurl.h"
#include "mail/source.h"

#define POP3_TIMEOUT 60

struct source_pop3 {
	struct mailurl           *url;
	char                     *where;   /* the URL, for messages */
	char                     *account; /* key of the seen UIDLs */
	char                     *password;
	const struct source_opts *opts;
	mailpop3                 *pop;  /* NULL: no session */
	carray                   *list; /* the session's, from LIST and UIDL */
	unsigned int              next; /* index into list */
};

/* pop3_disconnect - end the session; QUIT commits the DELEs */

static void
pop3_disconnect(struct source_pop3 *sp, int polite)
{
	if (sp->pop == NULL)
		return;
	if (polite)
		(void)mailpop3_quit(sp->pop);
	mailpop3_free(sp->pop);
	sp->pop = NULL;
	sp->list = NULL;
	sp->next = 0;
}

/* pop3_fail - close the session and say why: always PB_ETEMP */

static enum pb_rc
pop3_fail(struct source_pop3 *sp, const char *what, int r, struct pb_err *err)
{
	const char *resp = NULL;

	if (sp->pop != NULL && sp->pop->pop3_response != NULL && *sp->pop->pop3_response)
		resp = sp->pop->pop3_response;
	pb_err_set(err, PB_ETEMP, "pop3: %s: %s failed (%s%s%s)", sp->where, what,
	    r == MAILPOP3_ERROR_STREAM ? "connection lost" : "error", resp ? ": " : "",
	    resp ? resp : "");
	pop3_disconnect(sp, 0);
	return (PB_ETEMP);
}

/* pop3_has_stls - does CAPA list STLS? */

static int
pop3_has_stls(mailpop3 *pop)
{
	struct mailpop3_capa *c;
	clist                *caps = NULL;
	clistiter            *it;
	int                   found = 0;

	if (mailpop3_capa(pop, &caps) != MAILPOP3_NO_ERROR)
		return (0);
	for (it = clist_begin(caps); it != NULL && !found; it = clist_next(it)) {
		c = clist_content(it);
		found = c->cap_name != NULL && strcasecmp(c->cap_name, "STLS") == 0;
	}
	mailpop3_capa_resp_free(caps);
	return (found);
}

/* pop3_connect_tcp - TCP (and TLS for pop3s:) and the greeting */

static enum pb_rc
pop3_connect_tcp(struct source_pop3 *sp, struct pb_err *err)
{
	mailstream *stream;
	int         fd, r, t = sp->opts->timeout > 0 ? sp->opts->timeout : POP3_TIMEOUT;

	if ((fd = mailnet_connect("pop3", sp->url->host, sp->url->port, t, err)) < 0)
		return (PB_ETEMP);
	stream = mailnet_stream(fd, sp->url->tls == MAILURL_TLS_IMPLICIT, sp->url->host, t);
	if (stream == NULL)
		return (pb_err_set(err, PB_ETEMP, "pop3: %s:%d: TLS handshake failed",
		    sp->url->host, sp->url->port));
	sp->pop = mailpop3_new(0, NULL);
	mailpop3_set_timeout(sp->pop, t);
	/* The session owns the stream from here, whatever the outcome. */
	if ((r = mailpop3_connect(sp->pop, stream)) != MAILPOP3_NO_ERROR)
		return (pop3_fail(sp, "greeting", r, err));
	return (PB_OK);
}

/* pop3_tls - STLS when asked or offered; verify any TLS */

static enum pb_rc
pop3_tls(struct source_pop3 *sp, struct pb_err *err)
{
	struct pb_err verr;
	enum pb_rc    rc;
	int           r, tls = sp->url->tls == MAILURL_TLS_IMPLICIT;

	if (!tls && pop3_has_stls(sp->pop)) {
		r = mailpop3_socket_starttls_with_callback(sp->pop, mailnet_sni, sp->url->host);
		if (r != MAILPOP3_NO_ERROR)
			return (pop3_fail(sp, "STLS", r, err));
		tls = 1;
	} else if (!tls && sp->url->tls == MAILURL_TLS_STARTTLS) {
		pb_err_set(err, PB_ETEMP, "pop3: %s: the server offers no STLS", sp->where);
		pop3_disconnect(sp, 1);
		return (PB_ETEMP);
	}
	if (!tls && !mailurl_loopback(sp->url->host)) {
		pb_err_set(err, PB_ETEMP,
		    "pop3: %s: no TLS; the password is not sent in clear (use pop3s://)",
		    sp->where);
		pop3_disconnect(sp, 1);
		return (PB_ETEMP);
	}
	if (tls
	    && (rc = mailnet_verify(sp->pop->pop3_stream, sp->url->host, sp->opts->ca_file, &verr))
	        != PB_OK) {
		pb_err_set(err, rc, "pop3: %s: %s", sp->where, verr.msg);
		pop3_disconnect(sp, 0);
		return (rc);
	}
	return (PB_OK);
}

/* pop3_open_session - connect, TLS, USER and PASS, LIST and UIDL */

static enum pb_rc
pop3_open_session(struct source_pop3 *sp, struct pb_err *err)
{
	enum pb_rc rc;
	int        r;

	if ((rc = pop3_connect_tcp(sp, err)) != PB_OK || (rc = pop3_tls(sp, err)) != PB_OK)
		return (rc);
	if ((r = mailpop3_user(sp->pop, sp->url->user)) != MAILPOP3_NO_ERROR)
		return (pop3_fail(sp, "USER", r, err));
	if ((r = mailpop3_pass(sp->pop, sp->password)) != MAILPOP3_NO_ERROR)
		return (pop3_fail(sp, "login", r, err));
	if ((r = mailpop3_list(sp->pop, &sp->list)) != MAILPOP3_NO_ERROR)
		return (pop3_fail(sp, "LIST", r, err));
	sp->next = 0;
	return (PB_OK);
}

/* pop3_wanted - is this listing entry one to read in this pass? */

static int
pop3_wanted(const struct source_pop3 *sp, const struct mailpop3_msg_info *info)
{
	if (info == NULL || info->msg_deleted)
		return (0);
	if (sp->opts->keep && sp->opts->seen != NULL
	    && sp->opts->seen(sp->opts->arg, sp->account, info->msg_uidl))
		return (0);
	return (1);
}

/* pop3_retr - RETR one message into a new item */

static enum pb_rc
pop3_retr(struct source_pop3 *sp, const struct mailpop3_msg_info *info, struct source_item **itemp,
    struct pb_err *err)
{
	struct source_item *item;
	char               *msg = NULL;
	size_t              len = 0;
	int                 r;

	if ((r = mailpop3_retr(sp->pop, info->msg_index, &msg, &len)) != MAILPOP3_NO_ERROR)
		return (pop3_fail(sp, "RETR", r, err));
	item = pb_calloc(1, sizeof(*item));
	item->id = pb_strdup(info->msg_uidl);
	item->raw = pb_strndup(msg, len);
	item->len = len;
	mailpop3_retr_free(msg);
	*itemp = item;
	return (PB_OK);
}

/* pop3_forget - kept mode: tell which UIDLs the maildrop still holds */

static void
pop3_forget(const struct source_pop3 *sp)
{
	struct mailpop3_msg_info *info;
	const char              **uids;
	size_t                    i, n = 0;

	if (!sp->opts->keep || sp->opts->forget == NULL || sp->list == NULL)
		return;
	uids = pb_calloc(carray_count(sp->list) + 1, sizeof(*uids));
	for (i = 0; i < carray_count(sp->list); i++)
		if ((info = carray_get(sp->list, (unsigned)i)) != NULL && info->msg_uidl != NULL)
			uids[n++] = info->msg_uidl;
	sp->opts->forget(sp->opts->arg, sp->account, uids, n);
	free(uids);
}

/* source_pop3_next - the next message of this session, or QUIT */

static enum pb_rc
source_pop3_next(struct source *s, struct source_item **itemp, struct pb_err *err)
{
	struct mailpop3_msg_info *info;
	struct source_pop3       *sp = s->ctx;
	enum pb_rc                rc;

	if (sp->pop == NULL && (rc = pop3_open_session(sp, err)) != PB_OK)
		return (rc);
	while (sp->next < carray_count(sp->list)) {
		info = carray_get(sp->list, sp->next++);
		if (info != NULL && info->msg_uidl == NULL)
			return (pop3_fail(sp, "UIDL (the server must support it)", 0, err));
		if (pop3_wanted(sp, info))
			return (pop3_retr(sp, info, itemp, err));
	}
	/* End of the pass: the UIDLs of mail gone from the server are
	 * forgotten (kept mode); QUIT commits the deletions. */
	pop3_forget(sp);
	pop3_disconnect(sp, 1);
	return (pb_err_set(err, PB_ENOENT, "pop3: no more messages in %s", sp->where));
}

/* pop3_index - the message number of a UIDL in this session, or 0 */

static unsigned int
pop3_index(const struct source_pop3 *sp, const char *uidl)
{
	struct mailpop3_msg_info *info;
	unsigned int              i;

	for (i = 0; sp->list != NULL && i < carray_count(sp->list); i++) {
		info = carray_get(sp->list, i);
		if (info != NULL && info->msg_uidl != NULL && strcmp(info->msg_uidl, uidl) == 0)
			return (info->msg_index);
	}
	return (0);
}

/* source_pop3_done - DELE, or remember the UIDL (D2: after the commit) */

static enum pb_rc
source_pop3_done(struct source *s, const struct source_item *item, struct pb_err *err)
{
	struct source_pop3 *sp = s->ctx;
	unsigned int        idx;
	int                 r;

	if (item->id == NULL || *item->id == '\0')
		pb_panic("source_pop3_done: empty UIDL");
	if (sp->opts->keep)
		return (sp->opts->remember != NULL
		        ? sp->opts->remember(sp->opts->arg, sp->account, item->id, err)
		        : PB_OK);
	if (sp->pop == NULL || (idx = pop3_index(sp, item->id)) == 0)
		return (pb_err_set(err, PB_ETEMP,
		    "pop3: %s: session lost before %s was deleted; it will be read again",
		    sp->where, item->id));
	if ((r = mailpop3_dele(sp->pop, idx)) != MAILPOP3_NO_ERROR)
		return (pop3_fail(sp, "DELE", r, err));
	return (PB_OK);
}

/* source_pop3_rewind - a new pass is a new session */

static void
source_pop3_rewind(struct source *s)
{
	pop3_disconnect(s->ctx, 1);
}

/* source_pop3_open - parse the URL, read the password; no connection */

static enum pb_rc
source_pop3_open(
    struct source *s, const char *arg, const struct source_opts *opts, struct pb_err *err)
{
	struct source_pop3 *sp;
	struct mailurl     *u = NULL;
	char               *url, *pw = NULL;
	enum pb_rc          rc;

	url = pb_asprintf("%s:%s", s->ops->scheme, arg);
	rc = mailnet_login(url, opts->password_file, &u, &pw, err);
	free(url);
	if (rc != PB_OK)
		return (rc);
	sp = pb_calloc(1, sizeof(*sp));
	sp->url = u;
	sp->where = mailurl_str(u);
	sp->account = pb_asprintf("%s@%s:%d", u->user, u->host, u->port);
	sp->password = pw;
	sp->opts = opts;
	s->ctx = sp;
	return (PB_OK);
}

/* source_pop3_close - QUIT and free */

static void
source_pop3_close(struct source *s)
{
	struct source_pop3 *sp = s->ctx;

	if (sp == NULL)
		return;
	pop3_disconnect(sp, 1);
	mailurl_free(sp->url);
	free(sp->where);
	free(sp->account);
	mailnet_wipe(sp->password);
	free(sp);
	s->ctx = NULL;
}

#define SOURCE_POP3_OPS(name)                                                                      \
	{                                                                                          \
		name, source_pop3_open, source_pop3_next, source_pop3_done, source_pop3_rewind,    \
		    source_pop3_close, NULL                                                        \
	}

const struct source_ops source_pop3_ops = SOURCE_POP3_OPS("pop3");
const struct source_ops source_pop3s_ops = SOURCE_POP3_OPS("pop3s");
const struct source_ops source_pop3_starttls_ops = SOURCE_POP3_OPS("pop3+starttls");
