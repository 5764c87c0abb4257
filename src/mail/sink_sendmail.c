/*++
/* NAME
/*	sink_sendmail 3
/* SUMMARY
/*	hand outgoing mail to a sendmail(1)-compatible program
/* SYNOPSIS
/*	#include "mail/sink.h"
/*
/*	extern const struct sink_ops sink_sendmail_ops;
/* DESCRIPTION
/*	The "sendmail:PATH" sink.  open checks that PATH is an absolute
/*	path to an executable file.
/*
/*	send checks both addresses (compose_addr_ok(), and no leading '-'
/*	although "--" and -f already keep them from being read as options;
/*	from may be "" for the null sender, passed as "<>"), then runs
/*
/*	    PATH -i -f FROM -- TO
/*
/*	with fork(2) and execv(2) (no shell, so no quoting issue) and writes
/*	the message with LF line ends into a pipe on its standard input.
/*	The pipe is close-on-exec in the parent; SIGPIPE is blocked around
/*	the write (and a pending one consumed) so that a program that exits
/*	early cannot kill pbemd; the child gets SIGPIPE back at its default.
/*	Then waitpid(2) maps the outcome:
/* .IP \(bu
/*	exit 0, whole message written: PB_OK;
/* .IP \(bu
/*	exit EX_TEMPFAIL (75), EX_OSERR (71, "system resource problem",
/*	as Postfix reads it) or EX_IOERR (74, which sendmail itself reports
/*	as a 4xx), death by a signal, or exit 0 without reading the whole
/*	message: PB_ETEMP (try again later): a sendmail whose queue is on a
/*	full disk exits 75 or 74, and the mail stays queued;
/* .IP \(bu
/*	any other exit status: PB_EDATA (permanent).
/* .PP
/*	XXX Other descriptors of pbemd are inherited by the program unless
/*	their owners made them close-on-exec (SQLite opens its files with
/*	O_CLOEXEC).
/* DIAGNOSTICS
/*	open: PB_ECONFIG.  send: as above; PB_EDATA for a bad address;
/*	PB_ETEMP when pipe(2) or fork(2) fails; an exec failure in the child
/*	exits EX_TEMPFAIL, so it is retried.
/* SEE ALSO
/*	sink(3), sendmail(1), sysexits(3)
/*--*/

/* System. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <sysexits.h>
#include <time.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/compose.h"
#include "mail/sink.h"

/* sink_sendmail_open - "sendmail:PATH" */

static enum pb_rc
sink_sendmail_open(
    struct sink *s, const char *arg, const struct sink_opts *opts, struct pb_err *err)
{
	(void)opts;
	if (arg[0] != '/' || access(arg, X_OK) != 0)
		return (pb_err_set(err, PB_ECONFIG,
		    "sendmail program \"%s\": "
		    "not an absolute path to an executable",
		    arg));
	s->ctx = pb_strdup(arg);
	return (PB_OK);
}

/* sink_sendmail_child - in the child: stdin from the pipe, exec */

static void PB_NORETURN
sink_sendmail_child(const char *path, int rfd, const char *from, const char *to)
{
	char *argv[7];

	argv[0] = (char *)path;
	argv[1] = "-i";
	argv[2] = "-f";
	argv[3] = (char *)(*from ? from : "<>");
	argv[4] = "--";
	argv[5] = (char *)to;
	argv[6] = NULL;
	signal(SIGPIPE, SIG_DFL);
	if (dup2(rfd, STDIN_FILENO) < 0)
		_exit(EX_TEMPFAIL);
	execv(path, argv);
	_exit(EX_TEMPFAIL);
}

/* sink_sendmail_write - write all, SIGPIPE blocked; 0 on success */

static int
sink_sendmail_write(int fd, const char *data, size_t len)
{
	struct timespec zero = { 0, 0 };
	sigset_t        pipe_set, old, pending;
	int             was_pending, epipe = 0;
	ssize_t         n;

	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	sigpending(&pending);
	was_pending = sigismember(&pending, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
	while (len > 0) {
		if ((n = write(fd, data, len)) < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			epipe = (errno == EPIPE);
			break;
		}
		data += n;
		len -= (size_t)n;
	}
	/* Consume the SIGPIPE we caused, not one that was there before. */
	if (epipe && !was_pending)
		(void)sigtimedwait(&pipe_set, NULL, &zero);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	return (len > 0 ? -1 : 0);
}

/* sink_sendmail_status - map the wait status and the write result */

static enum pb_rc
sink_sendmail_status(const char *path, int status, int wrote, struct pb_err *err)
{
	if (WIFSIGNALED(status))
		return (
		    pb_err_set(err, PB_ETEMP, "%s killed by signal %d", path, WTERMSIG(status)));
	if (!WIFEXITED(status))
		return (pb_err_set(err, PB_ETEMP, "%s: wait status %#x", path, (unsigned)status));
	if (WEXITSTATUS(status) == EX_TEMPFAIL || WEXITSTATUS(status) == EX_OSERR
	    || WEXITSTATUS(status) == EX_IOERR)
		return (pb_err_set(err, PB_ETEMP,
		    "%s: temporary failure "
		    "(exit status %d)",
		    path, WEXITSTATUS(status)));
	if (WEXITSTATUS(status) != 0)
		return (pb_err_set(err, PB_EDATA, "%s: exit status %d", path, WEXITSTATUS(status)));
	if (!wrote)
		return (pb_err_set(err, PB_ETEMP,
		    "%s exited before reading "
		    "the whole message",
		    path));
	return (PB_OK);
}

/* sink_sendmail_run - fork, exec, feed and reap the program */

static enum pb_rc
sink_sendmail_run(const char *path, const char *from, const char *to, const struct pb_buf *msg,
    struct pb_err *err)
{
	int   fds[2], status, wrote;
	pid_t pid;

	if (pipe2(fds, O_CLOEXEC) != 0)
		return (pb_err_set(err, PB_ETEMP, "pipe: %s", strerror(errno)));
	if ((pid = fork()) < 0) {
		pb_err_set(err, PB_ETEMP, "fork: %s", strerror(errno));
		close(fds[0]);
		close(fds[1]);
		return (PB_ETEMP);
	}
	if (pid == 0)
		sink_sendmail_child(path, fds[0], from, to);
	close(fds[0]);
	wrote = sink_sendmail_write(fds[1], msg->s, msg->len) == 0;
	close(fds[1]);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return (pb_err_set(err, PB_ESYS, "waitpid %s: %s", path, strerror(errno)));
	return (sink_sendmail_status(path, status, wrote, err));
}

/* sink_sendmail_send - check the envelope, LF line ends, run */

static enum pb_rc
sink_sendmail_send(struct sink *s, const char *from, const char *to, const char *msg, size_t len,
    struct pb_err *err)
{
	struct pb_buf b;
	enum pb_rc    rc;
	size_t        i;

	/* Sanity checks: these become arguments of another program. */
	if ((*from != '\0' && !compose_addr_ok(from)) || !compose_addr_ok(to) || *from == '-'
	    || *to == '-')
		return (pb_err_set(err, PB_EDATA,
		    "bad envelope address "
		    "(from \"%.100s\", to \"%.100s\")",
		    from, to));

	/* CRLF to LF, as sendmail -i expects. */
	pb_buf_init(&b);
	for (i = 0; i < len; i++)
		if (!(msg[i] == '\r' && i + 1 < len && msg[i + 1] == '\n'))
			pb_buf_putc(&b, msg[i]);
	rc = sink_sendmail_run(s->ctx, from, to, &b, err);
	pb_buf_free(&b);
	return (rc);
}

/* sink_sendmail_close - free the path */

static void
sink_sendmail_close(struct sink *s)
{
	free(s->ctx);
	s->ctx = NULL;
}

const struct sink_ops sink_sendmail_ops = {
	"sendmail",
	sink_sendmail_open,
	sink_sendmail_send,
	sink_sendmail_close,
	NULL, /* exit status 0: sendmail keeps the mail */
};
