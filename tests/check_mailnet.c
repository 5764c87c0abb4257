/*++
/* NAME
/*	check_mailnet 1
/* SUMMARY
/*	unit tests for mail server URLs, password files and the network
/*	sources and sink without a server
/* SYNOPSIS
/*	Suite	*mailnet_suite(void)
/* DESCRIPTION
/*	Table-driven; each case carries its id and a label.  The real
/*	servers are exercised by tests/e2e-servers.sh; these cases need no
/*	server (port 1 of 127.0.0.1 refuses connections).  Test ids:
/*
/*	mailnet-1.1 .. 1.2	mailurl_parse(): schemes, default ports, TLS
/*				modes, users with '@', IPv6, folders.
/*	mailnet-1.3		bad URLs refused with a reason; a password in
/*				the URL is refused and never quoted.
/*	mailnet-1.4		mailurl_str() and mailurl_loopback().
/*	mailnet-2.1		sink_smtp_rc(): 5xx permanent, 4xx and
/*				connection, TLS and login failures temporary.
/*	mailnet-3.1 .. 3.4	mailnet_password(): first line; a file others
/*				can read, a missing file, an empty first line.
/*	mailnet-4.1		open does not connect; next to a closed port is
/*				PB_ETEMP naming HOST:PORT and the reason.
/*	mailnet-4.2		the SMTP sink: PB_ETEMP, then the same reason
/*				at once for the next mail.
/*	mailnet-4.3		no user, or no password file: PB_ECONFIG.
/*	mailnet-4.4		source_check() and sink_check().
/*	mailnet-4.5		the SMTP sink to the host's MTA (a loopback
/*				host, no user: smtp_plain.c, no libcurl) the
/*				same: PB_ETEMP "unusable", then at once.
/*	mailnet-4.6		that sink against a scripted server on
/*				loopback: a 550 to RCPT is PB_EPERM quoting
/*				the reply, the connection RSET and kept for
/*				the next mail (a leading dot doubled); a 451
/*				after DATA is PB_ETEMP; a connection lost is
/*				PB_ETEMP and the next mail connects again.
/*	mailnet-5.1		mailnet_tls_verify(): no chain, a chain that is
/*				not DER, a CA file that does not exist.
/* SEE ALSO
/*	src/mail/mailurl.c, src/mail/mailnet.c, src/mail/source_imap.c,
/*	src/mail/source_pop3.c, src/mail/sink_smtp.c
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>

/* Third party. */
#include <check.h>
#include <curl/curl.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/mailnet.h"
#include "mail/mailurl.h"
#include "mail/sink.h"
#include "mail/source.h"

/* Local. */
#include "suites.h"

/* ---- mailnet-1: URLs ----------------------------------------------------- */

struct url_case {
	const char        *id, *label, *url;
	enum mailurl_proto proto;
	enum mailurl_tls   tls;
	const char        *user, *host;
	int                port;
	const char        *path;
};

static const struct url_case url_cases[] = {
	{ "mailnet-1.1", "imaps, defaults", "imaps://arbiter@mail.example.org", MAILURL_IMAP,
	    MAILURL_TLS_IMPLICIT, "arbiter", "mail.example.org", 993, "INBOX" },
	{ "mailnet-1.1", "imap, folder", "imap://a@h/Games/PBEM", MAILURL_IMAP, MAILURL_TLS_TRY,
	    "a", "h", 143, "Games/PBEM" },
	{ "mailnet-1.1", "imap+starttls, port", "imap+starttls://a@h:1143/", MAILURL_IMAP,
	    MAILURL_TLS_STARTTLS, "a", "h", 1143, "INBOX" },
	{ "mailnet-1.1", "folder percent-decoded", "imaps://a@h/My%20Games", MAILURL_IMAP,
	    MAILURL_TLS_IMPLICIT, "a", "h", 993, "My Games" },
	{ "mailnet-1.1", "scheme in capitals", "IMAPS://a@h", MAILURL_IMAP, MAILURL_TLS_IMPLICIT,
	    "a", "h", 993, "INBOX" },
	{ "mailnet-1.2", "user with '@', last '@' ends it", "pop3s://arbiter@example.org@127.0.0.1",
	    MAILURL_POP3, MAILURL_TLS_IMPLICIT, "arbiter@example.org", "127.0.0.1", 995, NULL },
	{ "mailnet-1.2", "user with %40", "pop3://arbiter%40example.org@h:1110", MAILURL_POP3,
	    MAILURL_TLS_TRY, "arbiter@example.org", "h", 1110, NULL },
	{ "mailnet-1.2", "pop3+starttls", "pop3+starttls://u@h", MAILURL_POP3, MAILURL_TLS_STARTTLS,
	    "u", "h", 110, NULL },
	{ "mailnet-1.2", "smtp without user", "smtp://relay.example.org", MAILURL_SMTP,
	    MAILURL_TLS_TRY, NULL, "relay.example.org", 25, NULL },
	{ "mailnet-1.2", "smtp+starttls submission", "smtp+starttls://u@h", MAILURL_SMTP,
	    MAILURL_TLS_STARTTLS, "u", "h", 587, NULL },
	{ "mailnet-1.2", "smtps, IPv6", "smtps://u@[::1]:4650", MAILURL_SMTP, MAILURL_TLS_IMPLICIT,
	    "u", "::1", 4650, NULL },
	{ "mailnet-1.2", "smtp, trailing slash", "smtp://h/", MAILURL_SMTP, MAILURL_TLS_TRY, NULL,
	    "h", 25, NULL },
};

START_TEST(test_url_ok)
{
	const struct url_case *c = &url_cases[_i];
	struct mailurl        *u = NULL;
	struct pb_err          err;

	ck_assert_msg(
	    mailurl_parse(c->url, &u, &err) == PB_OK, "%s (%s): %s", c->id, c->label, err.msg);
	ck_assert_msg(
	    u->proto == c->proto && u->tls == c->tls, "%s (%s): proto/tls", c->id, c->label);
	ck_assert_msg((c->user == NULL && u->user == NULL)
	        || (c->user != NULL && u->user != NULL && strcmp(c->user, u->user) == 0),
	    "%s (%s): user \"%s\"", c->id, c->label, u->user ? u->user : "(null)");
	ck_assert_msg(strcmp(u->host, c->host) == 0, "%s (%s): host %s", c->id, c->label, u->host);
	ck_assert_msg(u->port == c->port, "%s (%s): port %d", c->id, c->label, u->port);
	ck_assert_msg((c->path == NULL && u->path == NULL)
	        || (c->path != NULL && u->path != NULL && strcmp(c->path, u->path) == 0),
	    "%s (%s): path \"%s\"", c->id, c->label, u->path ? u->path : "(null)");
	mailurl_free(u);
}
END_TEST

struct bad_case {
	const char *id, *label, *url, *want;
};

static const struct bad_case bad_cases[] = {
	{ "mailnet-1.3", "unknown scheme", "ftp://h", "not a mail server URL" },
	{ "mailnet-1.3", "no //", "imap:h", "not a mail server URL" },
	{ "mailnet-1.3", "no host", "imap://u@", "no host" },
	{ "mailnet-1.3", "empty", "imaps://", "no host" },
	{ "mailnet-1.3", "port 0", "imap://h:0", "bad port" },
	{ "mailnet-1.3", "port too big", "imap://h:65536", "bad port" },
	{ "mailnet-1.3", "port not a number", "imap://h:imap", "bad port" },
	{ "mailnet-1.3", "empty port", "imap://h:", "bad port" },
	{ "mailnet-1.3", "password in the URL", "imaps://u:hunter2@h", "a password in the URL" },
	{ "mailnet-1.3", "a path on POP3", "pop3://u@h/INBOX", "take no path" },
	{ "mailnet-1.3", "a path on SMTP", "smtp://h/x", "take no path" },
	{ "mailnet-1.3", "query", "imap://u@h/INBOX?x", "'?' and '#'" },
	{ "mailnet-1.3", "white space", "imap://u@h/My Games", "white space" },
	{ "mailnet-1.3", "bad escape", "imap://u%4@h", "bad user name" },
	{ "mailnet-1.3", "NUL escape", "imap://u@h/a%00b", "bad folder name" },
	{ "mailnet-1.3", "unclosed [", "imap://[::1", "unclosed" },
	{ "mailnet-1.3", "junk after ]", "imap://[::1]x", "junk after ]" },
	{ "mailnet-1.3", "bad host", "imap://h_st", "bad host" },
	{ "mailnet-1.3", "empty user", "imap://@h", "bad user name" },
};

START_TEST(test_url_bad)
{
	const struct bad_case *c = &bad_cases[_i];
	struct mailurl        *u = NULL;
	struct pb_err          err;

	ck_assert_msg(
	    mailurl_parse(c->url, &u, &err) == PB_ECONFIG, "%s (%s): accepted", c->id, c->label);
	ck_assert_ptr_null(u);
	ck_assert_msg(strstr(err.msg, c->want) != NULL, "%s (%s): \"%s\" lacks \"%s\"", c->id,
	    c->label, err.msg, c->want);
	ck_assert_msg(
	    strstr(err.msg, "hunter2") == NULL, "%s (%s): password quoted", c->id, c->label);
}
END_TEST

START_TEST(test_url_str)
{
	struct mailurl *u;
	struct pb_err   err;
	char           *s;

	/* mailnet-1.4 */
	ck_assert(mailurl_parse("imaps://a%40b@h/X", &u, &err) == PB_OK);
	s = mailurl_str(u);
	ck_assert_str_eq(s, "imaps://a@b@h:993/X");
	free(s);
	mailurl_free(u);
	ck_assert(mailurl_parse("smtp://[::1]", &u, &err) == PB_OK);
	s = mailurl_str(u);
	ck_assert_str_eq(s, "smtp://[::1]:25");
	free(s);
	mailurl_free(u);
	mailurl_free(NULL);
	ck_assert(mailurl_loopback("127.0.0.1") && mailurl_loopback("127.1.2.3")
	    && mailurl_loopback("::1") && mailurl_loopback("LOCALHOST"));
	ck_assert(!mailurl_loopback("10.0.0.1") && !mailurl_loopback("localhost.example.org")
	    && !mailurl_loopback("::2"));
	ck_assert(mailurl_is_url("pop3s://h") && !mailurl_is_url("maildir:/x")
	    && !mailurl_is_url("imap:x") && !mailurl_is_url(NULL));
}
END_TEST

/* ---- mailnet-2: SMTP outcomes -------------------------------------------- */

struct smtp_case {
	const char *label;
	int         curlcode;
	long        reply;
	enum pb_rc  want;
};

static const struct smtp_case smtp_cases[] = {
	{ "sent", CURLE_OK, 250, PB_OK },
	{ "RCPT 550", CURLE_SEND_ERROR, 550, PB_EPERM },
	{ "RCPT 553", CURLE_SEND_ERROR, 553, PB_EPERM },
	{ "end of DATA 554", CURLE_WEIRD_SERVER_REPLY, 554, PB_EPERM },
	{ "RCPT 450 greylisted", CURLE_SEND_ERROR, 450, PB_ETEMP },
	{ "MAIL 421 closing", CURLE_SEND_ERROR, 421, PB_ETEMP },
	{ "connection refused", CURLE_COULDNT_CONNECT, 0, PB_ETEMP },
	{ "no such host", CURLE_COULDNT_RESOLVE_HOST, 0, PB_ETEMP },
	{ "timeout", CURLE_OPERATION_TIMEDOUT, 0, PB_ETEMP },
	{ "AUTH 535: the operator's password", CURLE_LOGIN_DENIED, 535, PB_ETEMP },
	{ "no STARTTLS offered", CURLE_USE_SSL_FAILED, 0, PB_ETEMP },
	{ "certificate not trusted", CURLE_PEER_FAILED_VERIFICATION, 0, PB_ETEMP },
	{ "connection lost", CURLE_RECV_ERROR, 0, PB_ETEMP },
};

START_TEST(test_smtp_rc)
{
	const struct smtp_case *c = &smtp_cases[_i];

	ck_assert_msg(sink_smtp_rc(c->curlcode, c->reply) == c->want, "mailnet-2.1 (%s): %d",
	    c->label, sink_smtp_rc(c->curlcode, c->reply));
}
END_TEST

/* ---- mailnet-3: password files ------------------------------------------- */

static char tdir[64];

/* setup - a private directory per test */

static void
setup(void)
{
	strcpy(tdir, "/tmp/check_mailnet.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tdir));
}

/* teardown - remove what the tests made */

static void
teardown(void)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tdir);
	ck_assert_int_eq(system(cmd), 0);
}

/* put - write text into tdir/name with mode; the path, caller frees */

static char *
put(const char *name, const char *text, mode_t mode)
{
	char *path = pb_asprintf("%s/%s", tdir, name);
	FILE *fp = fopen(path, "w");

	ck_assert_ptr_nonnull(fp);
	fputs(text, fp);
	fclose(fp);
	chmod(path, mode);
	return (path);
}

START_TEST(test_password)
{
	struct pb_err err;
	char         *path, *pw;

	/* mailnet-3.1: the first line, without its end. */
	path = put("pw", "s3cret\r\nsecond line\n", 0600);
	pw = mailnet_password(path, &err);
	ck_assert_str_eq(pw, "s3cret");
	mailnet_wipe(pw);
	free(path);
	path = put("pw-group", "s3cret", 0640);
	pw = mailnet_password(path, &err);
	ck_assert_str_eq(pw, "s3cret");
	mailnet_wipe(pw);
	free(path);

	/* mailnet-3.2: others may not read it. */
	path = put("pw-open", "s3cret\n", 0604);
	ck_assert_ptr_null(mailnet_password(path, &err));
	ck_assert_int_eq(err.rc, PB_ECONFIG);
	ck_assert_ptr_nonnull(strstr(err.msg, "others cannot read"));
	free(path);

	/* mailnet-3.3: missing; none configured. */
	ck_assert_ptr_null(mailnet_password("/nonexistent/pw", &err));
	ck_assert_int_eq(err.rc, PB_ECONFIG);
	ck_assert_ptr_null(mailnet_password(NULL, &err));
	ck_assert_int_eq(err.rc, PB_ECONFIG);

	/* mailnet-3.4: an empty first line. */
	path = put("pw-empty", "\nsecret\n", 0600);
	ck_assert_ptr_null(mailnet_password(path, &err));
	ck_assert_ptr_nonnull(strstr(err.msg, "empty first line"));
	free(path);
	mailnet_wipe(NULL);
}
END_TEST

/* ---- mailnet-4: sources and sink without a server ------------------------ */

START_TEST(test_unreachable)
{
	static const char *const specs[] = { "imaps://u@127.0.0.1:1/INBOX",
		"imap+starttls://u@127.0.0.1:1", "pop3s://u@127.0.0.1:1", "pop3://u@127.0.0.1:1" };
	struct source_opts       so = { 0 };
	struct source_item      *it = NULL;
	struct source           *src;
	struct pb_err            err;
	volatile sig_atomic_t    stop = 1;
	size_t                   i;

	/* mailnet-4.1 */
	so.password_file = put("pw", "x\n", 0600);
	for (i = 0; i < PB_NELEM(specs); i++) {
		ck_assert_msg(source_open_opts(specs[i], &so, &src, &err) == PB_OK, "%s: %s",
		    specs[i], err.msg);
		ck_assert_int_eq(source_next(src, &it, &err), PB_ETEMP);
		ck_assert_ptr_null(it);
		ck_assert_msg(
		    strstr(err.msg, "127.0.0.1:1 unreachable (Connection refused)") != NULL,
		    "%s: %s", specs[i], err.msg);
		ck_assert_int_eq(source_wait(src, 5, &stop, &err), PB_OK);
		source_rewind(src);
		source_close(src);
	}
	free((char *)so.password_file);
}
END_TEST

/* down_again - a sink found down says the same reason at once for the
 * next mail, and still refuses a bad address first */

static void
down_again(struct sink *snk, const char *first)
{
	struct pb_err err;

	ck_assert_int_eq(
	    sink_send(snk, "a@example.org", "c@example.org", "x\r\n", 3, &err), PB_ETEMP);
	ck_assert_str_eq(err.msg, first);
	ck_assert_int_eq(
	    sink_send(snk, "a@example.org", "not an address", "x\r\n", 3, &err), PB_EDATA);
}

START_TEST(test_smtp_down)
{
	struct sink_opts ko = { 0 };
	struct sink     *snk;
	struct pb_err    err;

	/* mailnet-4.2 */
	ko.password_file = put("pw", "x\n", 0600);
	ck_assert(sink_open_opts("smtp://u@127.0.0.1:1", &ko, &snk, &err) == PB_OK);
	ck_assert_int_eq(
	    sink_send(snk, "a@example.org", "b@example.org", "x\r\n", 3, &err), PB_ETEMP);
	ck_assert_msg(strstr(err.msg, "127.0.0.1:1 unusable") != NULL, "%s", err.msg);
	down_again(snk, err.msg);
	sink_close(snk);
	free((char *)ko.password_file);
}
END_TEST

START_TEST(test_smtp_plain_down)
{
	struct sink_opts ko = { 0 };
	struct sink     *snk;
	struct pb_err    err;

	/* mailnet-4.5 */
	ck_assert(sink_open_opts("smtp://127.0.0.1:1", &ko, &snk, &err) == PB_OK);
	ck_assert_int_eq(sink_send(snk, "", "b@example.org", "x\r\n", 3, &err), PB_ETEMP);
	ck_assert_msg(
	    strstr(err.msg, "127.0.0.1:1 unusable (unreachable (Connection refused))") != NULL,
	    "%s", err.msg);
	down_again(snk, err.msg);
	sink_close(snk);
}
END_TEST

/*
  * A scripted SMTP server (mailnet-4.6), in a child: each step reads one
  * command line and checks its first word, then answers; "." reads a
  * message's data up to its lone dot; "!" closes the connection; "="
  * waits for the next connection.  The child exits with the number of
  * the step that went wrong (0: the whole script ran).
  */
struct smtp_step {
	const char *expect; /* a command's first word, ".", "!" or "=" */
	const char *reply;  /* NULL: none */
};

static const struct smtp_step smtp_script[] = {
	{ "=", "220 test ESMTP" },
	{ "EHLO", "250 test" },
	{ "MAIL", "250 ok" }, /* mail 1: refused at RCPT */
	{ "RCPT", "550 5.1.1 no such user here" },
	{ "RSET", "250 ok" },
	{ "MAIL", "250 ok" }, /* mail 2: sent, its dot doubled */
	{ "RCPT", "250 ok" },
	{ "DATA", "354 go on" },
	{ ".", "250 queued" },
	{ "MAIL", "250 ok" }, /* mail 3: 451 after its data */
	{ "RCPT", "250 ok" },
	{ "DATA", "354 go on" },
	{ ".", "451 4.3.0 try again later" },
	{ "RSET", "250 ok" },
	{ "MAIL", NULL }, /* mail 4: the connection lost */
	{ "!", NULL },
	{ "=", "220 test ESMTP" }, /* mail 5: connects again */
	{ "EHLO", "250 test" },
	{ "MAIL", "250 ok" },
	{ "RCPT", "250 ok" },
	{ "DATA", "354 go on" },
	{ ".", "250 queued" },
};

/* smtp_serve - run smtp_script on the listening socket ls; exit code */

static int
smtp_serve(int ls)
{
	char   line[1024];
	FILE  *in = NULL, *out = NULL;
	size_t i;
	int    fd, dots = 0;

	for (i = 0; i < PB_NELEM(smtp_script); i++) {
		const struct smtp_step *st = &smtp_script[i];

		if (strcmp(st->expect, "=") == 0) {
			if ((fd = accept(ls, NULL, NULL)) < 0)
				return ((int)i + 1);
			in = fdopen(fd, "r");
			out = fdopen(dup(fd), "w");
		} else if (strcmp(st->expect, "!") == 0) {
			fclose(in);
			fclose(out);
			continue;
		} else if (strcmp(st->expect, ".") == 0) {
			while (fgets(line, sizeof(line), in) != NULL && strcmp(line, ".\r\n") != 0)
				dots += strncmp(line, "..hidden", 8) == 0;
		} else if (fgets(line, sizeof(line), in) == NULL
		    || strncmp(line, st->expect, strlen(st->expect)) != 0)
			return ((int)i + 1);
		if (st->reply != NULL) {
			fprintf(out, "%s\r\n", st->reply);
			fflush(out);
		}
	}
	/* QUIT at the end, then the doubled dot seen once. */
	if (fgets(line, sizeof(line), in) == NULL || strncmp(line, "QUIT", 4) != 0)
		return (100);
	fprintf(out, "221 bye\r\n");
	fclose(out);
	fclose(in);
	return (dots == 1 ? 0 : 101);
}

START_TEST(test_smtp_plain_script)
{
	struct sockaddr_in sin = { 0 };
	socklen_t          len = sizeof(sin);
	struct sink_opts   ko = { 0 };
	struct sink       *snk;
	struct pb_err      err;
	char               url[64];
	pid_t              pid;
	int                ls, status;

	/* mailnet-4.6 */
	sin.sin_family = AF_INET;
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ck_assert((ls = socket(AF_INET, SOCK_STREAM, 0)) >= 0);
	ck_assert(bind(ls, (struct sockaddr *)&sin, sizeof(sin)) == 0 && listen(ls, 2) == 0);
	ck_assert(getsockname(ls, (struct sockaddr *)&sin, &len) == 0);
	if ((pid = fork()) == 0)
		_exit(smtp_serve(ls));
	close(ls);
	snprintf(url, sizeof(url), "smtp://127.0.0.1:%d", ntohs(sin.sin_port));
	ck_assert(sink_open_opts(url, &ko, &snk, &err) == PB_OK);
	ck_assert_int_eq(
	    sink_send(snk, "a@example.org", "x@example.org", "1\r\n", 3, &err), PB_EPERM);
	ck_assert_msg(strstr(err.msg, "RCPT TO failed") != NULL
	        && strstr(err.msg, "server said: 550 5.1.1 no such user here") != NULL,
	    "%s", err.msg);
	ck_assert_int_eq(sink_send(snk, "a@example.org", "b@example.org",
	                     "Subject: 2\r\n\r\n.hidden\r\nend\r\n", 28, &err),
	    PB_OK);
	ck_assert_int_eq(
	    sink_send(snk, "a@example.org", "b@example.org", "3\r\n", 3, &err), PB_ETEMP);
	ck_assert_msg(strstr(err.msg, "451 4.3.0 try again later") != NULL, "%s", err.msg);
	ck_assert_int_eq(
	    sink_send(snk, "a@example.org", "b@example.org", "4\r\n", 3, &err), PB_ETEMP);
	ck_assert_msg(strstr(err.msg, "connection lost") != NULL, "%s", err.msg);
	ck_assert_int_eq(sink_send(snk, "a@example.org", "b@example.org", "5\r\n", 3, &err), PB_OK);
	sink_close(snk);
	ck_assert(waitpid(pid, &status, 0) == pid);
	ck_assert_msg(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the server's script: step %d",
	    WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}
END_TEST

START_TEST(test_config_errors)
{
	struct source_opts so = { 0 };
	struct sink_opts   ko = { 0 };
	struct source     *src = NULL;
	struct sink       *snk = NULL;
	struct pb_err      err;

	/* mailnet-4.3 */
	ck_assert_int_eq(source_open_opts("imaps://h", &so, &src, &err), PB_ECONFIG);
	ck_assert_ptr_nonnull(strstr(err.msg, "no user"));
	ck_assert_int_eq(source_open_opts("pop3s://u@h", &so, &src, &err), PB_ECONFIG);
	ck_assert_ptr_nonnull(strstr(err.msg, "no password file"));
	ck_assert_int_eq(sink_open_opts("smtps://u@h", &ko, &snk, &err), PB_ECONFIG);
	ck_assert_int_eq(source_open("smtp://h", &src, &err), PB_ECONFIG);
	ck_assert_int_eq(sink_open("imaps://u@h", &snk, &err), PB_ECONFIG);
	ck_assert_ptr_null(src);
	ck_assert_ptr_null(snk);
	/* No user, no AUTH: the relay needs no password. */
	ck_assert_int_eq(sink_open_opts("smtp://relay", &ko, &snk, &err), PB_OK);
	sink_close(snk);

	/* mailnet-4.4 */
	so.password_file = ko.password_file = put("pw", "x\n", 0600);
	ck_assert_int_eq(source_check("imaps://u@h/INBOX", &so, &err), PB_OK);
	ck_assert_int_eq(source_check("maildir:/x", &so, &err), PB_OK);
	ck_assert_int_eq(source_check("imaps://u:p@h", &so, &err), PB_ECONFIG);
	ck_assert_int_eq(sink_check("smtp+starttls://u@h", &ko, &err), PB_OK);
	ck_assert_int_eq(sink_check("sendmail:/usr/sbin/sendmail", &ko, &err), PB_OK);
	ck_assert_int_eq(sink_check("smtp://h/path", &ko, &err), PB_ECONFIG);
	free((char *)so.password_file);
	so.password_file = NULL;
	ck_assert_int_eq(source_check("imaps://u@h/INBOX", &so, &err), PB_ECONFIG);
}
END_TEST

/* ---- mailnet-5: certificate checks --------------------------------------- */

START_TEST(test_tls_verify)
{
	static const unsigned char junk[] = "not a certificate";
	struct mailnet_der         der = { junk, sizeof(junk) };
	struct pb_err              err;

	/* mailnet-5.1 */
	ck_assert_int_eq(mailnet_tls_verify(&der, 0, "h", NULL, &err), PB_ETEMP);
	ck_assert_ptr_nonnull(strstr(err.msg, "no certificate"));
	ck_assert_int_eq(mailnet_tls_verify(&der, 1, "h", "/nonexistent/ca.pem", &err), PB_ECONFIG);
	ck_assert_ptr_nonnull(strstr(err.msg, "/nonexistent/ca.pem"));
	if (mailnet_tls_verify(&der, 1, "h", NULL, &err) != PB_ECONFIG) { /* no system CAs */
		ck_assert_int_eq(err.rc, PB_ETEMP);
		ck_assert_ptr_nonnull(strstr(err.msg, "bad server certificate"));
	}
}
END_TEST

/* mailnet_suite - every mailnet-* test */

Suite *
mailnet_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("mailnet");
	tc = tcase_create("url");
	tcase_add_loop_test(tc, test_url_ok, 0, PB_NELEM(url_cases));
	tcase_add_loop_test(tc, test_url_bad, 0, PB_NELEM(bad_cases));
	tcase_add_test(tc, test_url_str);
	tcase_add_loop_test(tc, test_smtp_rc, 0, PB_NELEM(smtp_cases));
	tcase_add_test(tc, test_tls_verify);
	suite_add_tcase(s, tc);
	tc = tcase_create("net");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_password);
	tcase_add_test(tc, test_unreachable);
	tcase_add_test(tc, test_smtp_down);
	tcase_add_test(tc, test_smtp_plain_down);
	tcase_add_test(tc, test_smtp_plain_script);
	tcase_add_test(tc, test_config_errors);
	suite_add_tcase(s, tc);
	return (s);
}
