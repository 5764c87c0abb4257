/*++
/* NAME
/*	source_imap 3
/* SUMMARY
/*	read incoming mail from an IMAP folder (libetpan)
/* SYNOPSIS
/*	#include "mail/source.h"
/*
/*	extern const struct source_ops source_imap_ops;
/*	extern const struct source_ops source_imaps_ops;
/*	extern const struct source_ops source_imap_starttls_ops;
/* DESCRIPTION
/*	The imap://USER@HOST[:PORT][/FOLDER], imaps:// and imap+starttls://
/*	sources (mailurl(3)).  open parses the URL and reads the password
/*	file; it does not connect.
/*
/*	The session is made on demand by next: connect (imaps: TLS at once;
/*	imap+starttls: STARTTLS or fail; imap: STARTTLS when the server
/*	offers it), check the server's certificate (mailnet_verify()), log
/*	in, select the folder.  A password is never sent without TLS except
/*	to a loopback address.  Any failure closes the session and returns
/*	PB_ETEMP, whose message says which server could not be reached and
/*	why; the caller retries later and the next call connects again.
/*
/*	next: at the start of a pass UID SEARCH UNSEEN lists the waiting
/*	messages, sorted by UID; then each call fetches the next one with
/*	BODY.PEEK[] (which leaves \Seen unset).  A message expunged since
/*	the search is skipped.  The item id is the UID in decimal.
/*
/*	done sets \Seen on the UID and, when opts->done_folder is set,
/*	moves the message there (MOVE, or COPY, \Deleted and UID EXPUNGE).
/*	Invariant D2: done is called only after the message's transaction
/*	committed, so a crash before it leaves the message unseen, and it
/*	is read again (and found a duplicate) on the next pass.  done
/*	refuses a UID fetched under another UIDVALIDITY (the folder was
/*	recreated) rather than flag the wrong message.
/*
/*	wait: with the IDLE capability, IDLE until the server says anything
/*	(new mail: EXISTS), timeout seconds pass or *stop is set (checked
/*	every second); without it, or without a session, sleep.
/*
/*	State of the session, and who moves it:
/* .nf
/*
/*	  closed --next: connect, login, select--> selected
/*	  selected --wait: IDLE ... DONE--> selected
/*	  selected --any protocol or stream error--> closed
/*	  selected, closed --close--> (freed)
/* .fi
/* DIAGNOSTICS
/*	open: PB_ECONFIG (bad URL, no user, no readable password file).
/*	next, done, wait: PB_ETEMP for anything the network or the server
/*	did; PB_ENOENT from next at the end of a pass.  A bad item id given
/*	to done is a broken invariant: panic.
/* SEE ALSO
/*	source(3), mailurl(3), mailnet(3), RFC 3501, RFC 2177 (IDLE)
/*--*/

/* System. */
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Third party. */
#include <libetpan/libetpan.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/mailnet.h"
#include "mail/mailurl.h"
#include "mail/source.h"

#define IMAP_TIMEOUT 60
#define IMAP_IDLE_MAX (25 * 60) /* RFC 2177: re-issue IDLE within 29 minutes */

struct source_imap {
	struct mailurl           *url;
	char                     *where; /* the URL, for messages */
	char                     *password;
	const struct source_opts *opts;
	mailimap                 *imap;        /* NULL: no session */
	uint32_t                  uidvalidity; /* of the selected folder */
	int                       has_idle;
	int                       has_move;
	int                       has_uidplus;
	uint32_t                 *uids; /* this pass's UID SEARCH UNSEEN */
	size_t                    n, next;
	int                       listed;
	uint32_t                  fetched_validity; /* UIDVALIDITY of the last fetch */
};

/* imap_check - the invariants of a source_imap */

static int
imap_check(const struct source_imap *si)
{
	return (si != NULL && si->url != NULL && si->password != NULL && si->next <= si->n
	    && (si->listed || si->n == 0));
}

/* imap_forget - drop this pass's listing */

static void
imap_forget(struct source_imap *si)
{
	free(si->uids);
	si->uids = NULL;
	si->n = si->next = 0;
	si->listed = 0;
}

/* imap_disconnect - end the session; polite only when it is healthy */

static void
imap_disconnect(struct source_imap *si, int polite)
{
	if (si->imap == NULL)
		return;
	if (polite)
		(void)mailimap_logout(si->imap);
	mailimap_free(si->imap);
	si->imap = NULL;
	imap_forget(si);
}

/* imap_fail - close the session and say why: always PB_ETEMP */

static enum pb_rc
imap_fail(struct source_imap *si, const char *what, int r, struct pb_err *err)
{
	const char *resp = NULL;

	if (si->imap != NULL && si->imap->imap_response != NULL && *si->imap->imap_response)
		resp = si->imap->imap_response;
	pb_err_set(err, PB_ETEMP, "imap: %s: %s failed (%s%s%s)", si->where, what,
	    r == MAILIMAP_ERROR_STREAM ? "connection lost" : "error", resp ? ": " : "",
	    resp ? resp : "");
	imap_disconnect(si, 0);
	return (PB_ETEMP);
}

/* imap_connect_tcp - TCP (and TLS for imaps:) and the greeting */

static enum pb_rc
imap_connect_tcp(struct source_imap *si, struct pb_err *err)
{
	mailstream *stream;
	int         fd, r, t = si->opts->timeout > 0 ? si->opts->timeout : IMAP_TIMEOUT;

	if ((fd = mailnet_connect("imap", si->url->host, si->url->port, t, err)) < 0)
		return (PB_ETEMP);
	stream = mailnet_stream(fd, si->url->tls == MAILURL_TLS_IMPLICIT, si->url->host, t);
	if (stream == NULL)
		return (pb_err_set(err, PB_ETEMP, "imap: %s:%d: TLS handshake failed",
		    si->url->host, si->url->port));
	si->imap = mailimap_new(0, NULL);
	mailimap_set_timeout(si->imap, t);
	/* The session owns the stream from here, whatever the outcome. */
	r = mailimap_connect(si->imap, stream);
	if (r != MAILIMAP_NO_ERROR_AUTHENTICATED && r != MAILIMAP_NO_ERROR_NON_AUTHENTICATED)
		return (imap_fail(si, "greeting", r, err));
	return (PB_OK);
}

/* imap_capability - refresh the capabilities the session keeps */

static enum pb_rc
imap_capability(struct source_imap *si, struct pb_err *err)
{
	struct mailimap_capability_data *cap = NULL;
	int                              r;

	if ((r = mailimap_capability(si->imap, &cap)) != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "CAPABILITY", r, err));
	mailimap_capability_data_free(cap);
	si->has_idle = mailimap_has_idle(si->imap);
	si->has_move = mailimap_has_extension(si->imap, "MOVE");
	si->has_uidplus = mailimap_has_extension(si->imap, "UIDPLUS");
	return (PB_OK);
}

/* imap_tls - STARTTLS when asked or offered; verify any TLS */

static enum pb_rc
imap_tls(struct source_imap *si, struct pb_err *err)
{
	struct pb_err verr;
	enum pb_rc    rc;
	int           r, tls = si->url->tls == MAILURL_TLS_IMPLICIT;

	if (!tls) {
		if ((rc = imap_capability(si, err)) != PB_OK)
			return (rc);
		if (mailimap_has_extension(si->imap, "STARTTLS")) {
			r = mailimap_socket_starttls_with_callback(
			    si->imap, mailnet_sni, si->url->host);
			if (r != MAILIMAP_NO_ERROR)
				return (imap_fail(si, "STARTTLS", r, err));
			tls = 1;
		} else if (si->url->tls == MAILURL_TLS_STARTTLS) {
			pb_err_set(
			    err, PB_ETEMP, "imap: %s: the server offers no STARTTLS", si->where);
			imap_disconnect(si, 1);
			return (PB_ETEMP);
		}
	}
	if (!tls && !mailurl_loopback(si->url->host)) {
		pb_err_set(err, PB_ETEMP,
		    "imap: %s: no TLS; the password is not sent in clear (use imaps://)",
		    si->where);
		imap_disconnect(si, 1);
		return (PB_ETEMP);
	}
	if (tls
	    && (rc = mailnet_verify(si->imap->imap_stream, si->url->host, si->opts->ca_file, &verr))
	        != PB_OK) {
		pb_err_set(err, rc, "imap: %s: %s", si->where, verr.msg);
		imap_disconnect(si, 0);
		return (rc);
	}
	return (PB_OK);
}

/* imap_open_session - connect, TLS, login, select */

static enum pb_rc
imap_open_session(struct source_imap *si, struct pb_err *err)
{
	enum pb_rc rc;
	int        r;

	if ((rc = imap_connect_tcp(si, err)) != PB_OK || (rc = imap_tls(si, err)) != PB_OK)
		return (rc);
	if ((r = mailimap_login(si->imap, si->url->user, si->password)) != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "login", r, err));
	if ((rc = imap_capability(si, err)) != PB_OK)
		return (rc);
	if ((r = mailimap_select(si->imap, si->url->path)) != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "SELECT", r, err));
	si->uidvalidity = si->imap->imap_selection_info != NULL
	    ? si->imap->imap_selection_info->sel_uidvalidity
	    : 0;
	return (PB_OK);
}

/* imap_uid_cmp - qsort order of UIDs */

static int
imap_uid_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x < y ? -1 : x > y);
}

/* imap_list - UID SEARCH UNSEEN, sorted */

static enum pb_rc
imap_list(struct source_imap *si, struct pb_err *err)
{
	struct mailimap_search_key *key;
	clist                      *result = NULL;
	clistiter                  *it;
	int                         r;

	key = mailimap_search_key_new(MAILIMAP_SEARCH_KEY_UNSEEN, NULL, NULL, NULL, NULL, NULL,
	    NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL,
	    NULL, 0, NULL, NULL, NULL);
	r = mailimap_uid_search(si->imap, NULL, key, &result);
	mailimap_search_key_free(key);
	if (r != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "UID SEARCH UNSEEN", r, err));
	si->uids = pb_calloc((size_t)clist_count(result) + 1, sizeof(uint32_t));
	for (it = clist_begin(result); it != NULL; it = clist_next(it))
		si->uids[si->n++] = *(uint32_t *)clist_content(it);
	mailimap_search_result_free(result);
	qsort(si->uids, si->n, sizeof(uint32_t), imap_uid_cmp);
	si->listed = 1;
	return (PB_OK);
}

/* imap_body - the BODY[] of uid in a FETCH result, or NULL */

static struct mailimap_msg_att_body_section *
imap_body(clist *result, uint32_t uid)
{
	struct mailimap_msg_att_static *st, *body;
	struct mailimap_msg_att        *ma;
	struct mailimap_msg_att_item   *item;
	clistiter                      *i, *j;
	uint32_t                        got;

	for (i = clist_begin(result); i != NULL; i = clist_next(i)) {
		ma = clist_content(i);
		got = 0;
		body = NULL;
		for (j = clist_begin(ma->att_list); j != NULL; j = clist_next(j)) {
			item = clist_content(j);
			if (item->att_type != MAILIMAP_MSG_ATT_ITEM_STATIC)
				continue;
			st = item->att_data.att_static;
			if (st->att_type == MAILIMAP_MSG_ATT_UID)
				got = st->att_data.att_uid;
			else if (st->att_type == MAILIMAP_MSG_ATT_BODY_SECTION)
				body = st;
		}
		if (got == uid && body != NULL)
			return (body->att_data.att_body_section);
	}
	return (NULL);
}

/* imap_fetch - UID FETCH uid (UID BODY.PEEK[]); PB_ENOENT if expunged */

static enum pb_rc
imap_fetch(struct source_imap *si, uint32_t uid, struct source_item **itemp, struct pb_err *err)
{
	struct mailimap_msg_att_body_section *sec;
	struct mailimap_fetch_type           *ft;
	struct mailimap_set                  *set;
	struct source_item                   *item;
	clist                                *result = NULL;
	enum pb_rc                            rc = PB_OK;
	int                                   r;

	set = mailimap_set_new_single(uid);
	ft = mailimap_fetch_type_new_fetch_att_list_empty();
	mailimap_fetch_type_new_fetch_att_list_add(ft, mailimap_fetch_att_new_uid());
	mailimap_fetch_type_new_fetch_att_list_add(
	    ft, mailimap_fetch_att_new_body_peek_section(mailimap_section_new(NULL)));
	r = mailimap_uid_fetch(si->imap, set, ft, &result);
	mailimap_fetch_type_free(ft);
	mailimap_set_free(set);
	if (r != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "UID FETCH", r, err));
	if ((sec = imap_body(result, uid)) == NULL || sec->sec_body_part == NULL) {
		rc = PB_ENOENT;
	} else {
		item = pb_calloc(1, sizeof(*item));
		item->id = pb_asprintf("%u", (unsigned)uid);
		item->raw = pb_strndup(sec->sec_body_part, sec->sec_length);
		item->len = sec->sec_length;
		si->fetched_validity = si->uidvalidity;
		*itemp = item;
	}
	mailimap_fetch_list_free(result);
	return (rc);
}

/* source_imap_next - fetch the next unseen message of this pass */

static enum pb_rc
source_imap_next(struct source *s, struct source_item **itemp, struct pb_err *err)
{
	struct source_imap *si = s->ctx;
	enum pb_rc          rc = PB_ENOENT;

	if (!imap_check(si))
		pb_panic("source_imap_next: bad state");
	if (si->imap == NULL && (rc = imap_open_session(si, err)) != PB_OK)
		return (rc);
	if (!si->listed && (rc = imap_list(si, err)) != PB_OK)
		return (rc);
	rc = PB_ENOENT;
	while (rc == PB_ENOENT && si->next < si->n)
		rc = imap_fetch(si, si->uids[si->next++], itemp, err);
	if (rc == PB_ENOENT)
		pb_err_set(err, PB_ENOENT, "imap: no more unseen messages in %s", si->where);
	return (rc);
}

/* imap_uid_ok - parse an item id made by imap_fetch() */

static uint32_t
imap_uid_ok(const char *id)
{
	unsigned long v;
	char         *end;

	errno = 0;
	v = strtoul(id, &end, 10);
	if (*id < '1' || *id > '9' || *end != '\0' || errno != 0 || v > UINT32_MAX)
		pb_panic("source_imap_done: bad UID \"%s\"", id);
	return ((uint32_t)v);
}

/* imap_flag - UID STORE uid +FLAGS.SILENT (flag) */

static int
imap_flag(mailimap *imap, uint32_t uid, struct mailimap_flag *flag)
{
	struct mailimap_store_att_flags *sa;
	struct mailimap_flag_list       *fl;
	struct mailimap_set             *set;
	int                              r;

	fl = mailimap_flag_list_new_empty();
	mailimap_flag_list_add(fl, flag);
	sa = mailimap_store_att_flags_new_add_flags_silent(fl);
	set = mailimap_set_new_single(uid);
	r = mailimap_uid_store(imap, set, sa);
	mailimap_set_free(set);
	mailimap_store_att_flags_free(sa);
	return (r);
}

/* imap_move - to the done folder: MOVE, or COPY + \Deleted + expunge */

static enum pb_rc
imap_move(struct source_imap *si, uint32_t uid, struct pb_err *err)
{
	struct mailimap_set *set = mailimap_set_new_single(uid);
	const char          *what = "UID MOVE";
	int                  r;

	if (si->has_move) {
		r = mailimap_uid_move(si->imap, set, si->opts->done_folder);
	} else if ((what = "UID COPY", r = mailimap_uid_copy(si->imap, set, si->opts->done_folder))
	    == MAILIMAP_NO_ERROR) {
		what = "UID STORE \\Deleted";
		if ((r = imap_flag(si->imap, uid, mailimap_flag_new_deleted()))
		    == MAILIMAP_NO_ERROR) {
			/* XXX Without UIDPLUS, EXPUNGE also removes other
			 * messages marked \Deleted in this folder. */
			what = "EXPUNGE";
			r = si->has_uidplus ? mailimap_uid_expunge(si->imap, set)
			                    : mailimap_expunge(si->imap);
		}
	}
	mailimap_set_free(set);
	return (r == MAILIMAP_NO_ERROR ? PB_OK : imap_fail(si, what, r, err));
}

/* source_imap_done - \Seen, and move when asked (D2: after the commit) */

static enum pb_rc
source_imap_done(struct source *s, const struct source_item *item, struct pb_err *err)
{
	struct source_imap *si = s->ctx;
	uint32_t            uid = imap_uid_ok(item->id);
	int                 r;

	if (si->imap == NULL)
		return (pb_err_set(err, PB_ETEMP,
		    "imap: %s: session lost before UID %u was marked; it will be read again",
		    si->where, (unsigned)uid));
	if (si->fetched_validity != si->uidvalidity)
		return (pb_err_set(err, PB_ETEMP,
		    "imap: %s: UIDVALIDITY changed; UID %u not marked", si->where, (unsigned)uid));
	if ((r = imap_flag(si->imap, uid, mailimap_flag_new_seen())) != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "UID STORE \\Seen", r, err));
	if (si->opts->done_folder != NULL && *si->opts->done_folder != '\0')
		return (imap_move(si, uid, err));
	return (PB_OK);
}

/* imap_idle - IDLE until the server speaks, timeout or *stop */

static enum pb_rc
imap_idle(struct source_imap *si, int timeout, volatile sig_atomic_t *stop, struct pb_err *err)
{
	struct pollfd pfd;
	int           r, i, woke = 0;

	if ((r = mailimap_idle(si->imap)) != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "IDLE", r, err));
	pfd.fd = mailimap_idle_get_fd(si->imap);
	pfd.events = POLLIN;
	for (i = 0; i < timeout && !*stop && !woke; i++) {
		/* Something may already sit in libetpan's buffer. */
		if (si->imap->imap_stream->read_buffer_len > 0)
			break;
		r = poll(&pfd, 1, 1000);
		woke = r > 0 || (r < 0 && errno != EINTR);
	}
	if ((r = mailimap_idle_done(si->imap)) != MAILIMAP_NO_ERROR)
		return (imap_fail(si, "IDLE DONE", r, err));
	return (PB_OK);
}

/* source_imap_wait - IDLE when the server has it, else sleep */

static enum pb_rc
source_imap_wait(struct source *s, int timeout, volatile sig_atomic_t *stop, struct pb_err *err)
{
	struct source_imap *si = s->ctx;
	int                 i;

	if (si->imap != NULL && si->has_idle)
		return (
		    imap_idle(si, timeout < IMAP_IDLE_MAX ? timeout : IMAP_IDLE_MAX, stop, err));
	for (i = 0; i < timeout && !*stop; i++)
		sleep(1);
	return (PB_OK);
}

/* source_imap_rewind - the next call to next searches again */

static void
source_imap_rewind(struct source *s)
{
	imap_forget(s->ctx);
}

/* source_imap_open - parse the URL, read the password; no connection */

static enum pb_rc
source_imap_open(
    struct source *s, const char *arg, const struct source_opts *opts, struct pb_err *err)
{
	struct source_imap *si;
	struct mailurl     *u = NULL;
	char               *url, *pw = NULL;
	enum pb_rc          rc;

	url = pb_asprintf("%s:%s", s->ops->scheme, arg);
	rc = mailnet_login(url, opts->password_file, &u, &pw, err);
	free(url);
	if (rc != PB_OK)
		return (rc);
	si = pb_calloc(1, sizeof(*si));
	si->url = u;
	si->where = mailurl_str(u);
	si->password = pw;
	si->opts = opts;
	s->ctx = si;
	return (PB_OK);
}

/* source_imap_close - log out and free */

static void
source_imap_close(struct source *s)
{
	struct source_imap *si = s->ctx;

	if (si == NULL)
		return;
	imap_disconnect(si, 1);
	mailurl_free(si->url);
	free(si->where);
	mailnet_wipe(si->password);
	free(si);
	s->ctx = NULL;
}

#define SOURCE_IMAP_OPS(name)                                                                      \
	{                                                                                          \
		name, source_imap_open, source_imap_next, source_imap_done, source_imap_rewind,    \
		    source_imap_close, source_imap_wait                                            \
	}

const struct source_ops source_imap_ops = SOURCE_IMAP_OPS("imap");
const struct source_ops source_imaps_ops = SOURCE_IMAP_OPS("imaps");
const struct source_ops source_imap_starttls_ops = SOURCE_IMAP_OPS("imap+starttls");
