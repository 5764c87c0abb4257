/*++
/* NAME
/*	drawer 3
/* SUMMARY
/*	the daemon's pictures drawn beside it, by a process of their own
/* SYNOPSIS
/*	#include "arbiter/drawer.h"
/* DESCRIPTION
/*	See drawer.h.  A job's life, in the daemon:
/*
/*	    (none) --drawer_send()--> SENT --reply read--> DONE
/*	               |                |                    |
/*	               |      worker lost (dies, breaks      |
/*	               |      the protocol, hangs)           |
/*	               |                v                    |
/*	               +-- refused: --> (none) <--drawer_forget()
/*	                   bounds        (drawn in-process when taken)
/*
/*	transition		function
/*	(none) -> SENT		job_add(), from drawer_send()
/*	SENT -> DONE		reply_read(), from drawer_pump()
/*	SENT -> (none)		drawer_lost()
/*	DONE -> (none)		drawer_forget()
/*	SENT -> orphan		drawer_forget(): dropped when its reply comes
/*
/*	The worker is a fork(2) of the daemon, started at the first job,
/*	that closes what the daemon holds open (the database, the pid
/*	file's lock, the inbox's connection: close_range(2)) but its two
/*	pipes, and, in pbemd (drawer_exec()), execs pbemd again in its
/*	drawing mode (pbemd --drawer CONTENT: the games' code is the
/*	program's own, the fonts' configuration the content directory's).
/*	A fork alone (tests: drawer_exec() not called) shares the daemon's
/*	pages, and each that either writes then is copied: over the bench's
/*	pass the worker forked at the first picture cost 1.22x the processor
/*	of drawing in-process, exec'd 1.08x (its libraries loaded again,
/*	some 4 ms once).  It starts at the first job, not at the daemon's
/*	start, so that a pass without a picture (a daemon's pass that finds
/*	no mail, a site with pictures off) starts nothing: forked at the
/*	start, the bench's pass without pictures took 570 page faults more.  The worker never touches SQLite, and cairo and
/*	pango are loaded by its first drawing, so a daemon that never draws
/*	itself never loads them.
/*
/*	The protocol (both ways: fixed header, then bytes; every length
/*	checked against its bound, DRAWER_MAGIC first):
/*
/*	    job:   magic 'PBDJ', seq, len(kind), len(locale), len(text),
/*	           then kind, locale and text (each without its NUL)
/*	    reply: magic 'PBDR', seq, rc, len, then len bytes: the PNG
/*	           when rc is PB_OK, else why there is none
/*
/*	The worker answers the jobs in the order they came, so a reply's
/*	seq is that of the oldest job sent; one that is not is a protocol
/*	error.
/*
/*	Invariants:
/*	(W1) the daemon never blocks on the worker except in drawer_take()
/*	for a job it sent, and there at most DRAWER_WAIT seconds without
/*	a byte from it: the job pipe is non-blocking, with what does not
/*	fit kept in d->out; the reply pipe is read non-blocking.
/*	(W2) a picture the drawer does not have is drawn in-process by the
/*	caller: no mail goes without its picture because of the worker.
/*	(W3) the daemon's memory: at most DRAWER_JOBS jobs, DRAWER_HELD
/*	bytes of PNG held, DRAWER_OUT bytes waiting for the job pipe.
/*--*/

/* System. */
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "arbiter/drawer.h"

#define DRAWER_JOBS 128                  /* jobs known at once (W3) */
#define DRAWER_HELD (8 << 20)            /* bytes of PNG held (W3) */
#define DRAWER_OUT (1 << 20)             /* bytes waiting for the job pipe (W3) */
#define DRAWER_PIPE (1 << 20)            /* each pipe's size, when the kernel allows */
#define DRAWER_WAIT 60                   /* seconds without a byte: the worker hangs */
#define DRAWER_STARTS 8                  /* workers in a daemon's life, at most */
#define DRAWER_NAME_MAX 64               /* a kind's or a locale's length */
#define DRAWER_TEXT_MAX (16 << 20)       /* a view text's */
#define DRAWER_REPLY_MAX (64 << 20)      /* a PNG's */
#define DRAWER_JOB_MAGIC 0x4a444250u     /* "PBDJ" */
#define DRAWER_REPLY_MAGIC 0x52444250u   /* "PBDR" */
#define DRAWER_JOB_FD 3                  /* the worker's fds */
#define DRAWER_REPLY_FD 4

int drawer_fault; /* tests only */

enum job_state { JOB_SENT = 1, JOB_DONE };

struct drawer_job {
	uint32_t       seq;
	uint64_t       hash; /* of kind, locale and text: looked up by it first */
	char          *kind;
	char          *locale;
	char          *text;
	enum job_state state;
	int            orphan; /* forgotten while SENT: dropped when it comes */
	enum pb_rc     rc;     /* DONE: PB_OK, png; else why */
	unsigned char *png;
	size_t         len;
	char          *why;
};

struct drawer {
	drawer_fn          draw;
	char              *path;   /* the program the worker execs (drawer_exec()), or NULL */
	char             **argv;   /* its arguments */
	pid_t              pid;    /* the worker, or 0 */
	int                jobs;   /* its job pipe (non-blocking), or -1 */
	int                replies; /* its reply pipe (non-blocking), or -1 */
	int                starts; /* workers started */
	uint32_t           seq;    /* the last job's */
	struct drawer_job *job[DRAWER_JOBS];
	int                njob;
	size_t             held; /* bytes of PNG in DONE jobs */
	struct pb_buf      out;  /* job bytes not written yet, from out_off */
	size_t             out_off;
	struct pb_buf      in; /* reply bytes read, not parsed yet */
};

struct drawer_head {
	uint32_t magic;
	uint32_t seq;
	uint32_t a, b, c; /* job: the three lengths; reply: rc, len, 0 */
};

/* drawer_check - the drawer's invariants hold; 1 */

static int
drawer_check(const struct drawer *d)
{
	return (d != NULL && d->njob >= 0 && d->njob <= DRAWER_JOBS && d->out_off <= d->out.len
	    && (d->pid == 0) == (d->jobs < 0) && (d->jobs < 0) == (d->replies < 0));
}

/* hash_of - FNV-1a over kind, locale and text, NULs between */

static uint64_t
hash_of(const char *kind, const char *locale, const char *text)
{
	const char *s[3] = { kind, locale, text };
	uint64_t    h = 14695981039346656037ull;
	int         i;

	for (i = 0; i < 3; i++) {
		for (const unsigned char *c = (const unsigned char *)s[i]; *c; c++)
			h = (h ^ *c) * 1099511628211ull;
		h = (h ^ 0xff) * 1099511628211ull;
	}
	return (h);
}

/* ============================================================ the worker */

/* read_full - exactly len bytes from fd; 0 at EOF or an error */

static int
read_full(int fd, void *buf, size_t len)
{
	char   *p = buf;
	ssize_t n;

	while (len > 0) {
		if ((n = read(fd, p, len)) < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return (0);
		p += n;
		len -= (size_t)n;
	}
	return (1);
}

/* write_full - len bytes to fd; 0 on an error (the daemon is gone) */

static int
write_full(int fd, const void *buf, size_t len)
{
	const char *p = buf;
	ssize_t     n;

	while (len > 0) {
		if ((n = write(fd, p, len)) < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return (0);
		p += n;
		len -= (size_t)n;
	}
	return (1);
}

/* work_read - the next job's three strings (caller frees); 0 at EOF or
 * on a job that breaks the protocol: the worker then exits, and the
 * daemon draws what it had (W2) */

static int
work_read(uint32_t *seq, char **kind, char **locale, char **text)
{
	struct drawer_head h;
	char              *s[3] = { NULL, NULL, NULL };
	uint32_t           len[3];
	int                i, ok;

	if (!read_full(DRAWER_JOB_FD, &h, sizeof(h)) || h.magic != DRAWER_JOB_MAGIC
	    || h.a > DRAWER_NAME_MAX || h.b > DRAWER_NAME_MAX || h.c > DRAWER_TEXT_MAX)
		return (0);
	len[0] = h.a, len[1] = h.b, len[2] = h.c;
	for (ok = 1, i = 0; i < 3; i++) {
		s[i] = pb_malloc((size_t)len[i] + 1);
		ok = ok && read_full(DRAWER_JOB_FD, s[i], len[i]);
		s[i][len[i]] = '\0';
	}
	if (!ok) {
		for (i = 0; i < 3; i++)
			free(s[i]);
		return (0);
	}
	*seq = h.seq, *kind = s[0], *locale = s[1], *text = s[2];
	return (1);
}

/* work_reply - one job's reply; 0 when the daemon is gone */

static int
work_reply(uint32_t seq, enum pb_rc rc, const void *bytes, size_t len, int n)
{
	struct drawer_head h = { DRAWER_REPLY_MAGIC, seq, (uint32_t)rc, (uint32_t)len, 0 };

	if (drawer_fault > 0 && n == drawer_fault)
		h.magic = ~h.magic; /* the tests' protocol error */
	return (write_full(DRAWER_REPLY_FD, &h, sizeof(h)) && write_full(DRAWER_REPLY_FD, bytes, len));
}

/* work - the worker's life: a job, its drawing, its reply, until EOF */

static void
work(drawer_fn draw)
{
	struct pb_err  why;
	unsigned char *png;
	size_t         len;
	char          *kind, *locale, *text;
	uint32_t       seq;
	enum pb_rc     rc;
	int            n, ok;

	for (n = 1; work_read(&seq, &kind, &locale, &text); n++) {
		png = NULL, len = 0;
		pb_err_clear(&why);
		if ((rc = draw(kind, locale, text, &png, &len, &why)) == PB_OK && len > DRAWER_REPLY_MAX)
			rc = pb_err_set(&why, PB_ESYS, "a picture of %zu bytes", len);
		ok = rc == PB_OK ? work_reply(seq, rc, png, len, n)
		                 : work_reply(seq, rc, why.msg, strlen(why.msg), n);
		free(png);
		free(kind);
		free(locale);
		free(text);
		if (!ok)
			break;
	}
	_exit(0);
}

/* worker_enter - in the child: the pipes to DRAWER_JOB_FD and
 * DRAWER_REPLY_FD, every other file of the daemon's closed, the
 * daemon's signals ignored (its EOF stops us: a SIGTERM or SIGINT sent
 * to the process group lets the daemon finish its message first, with
 * its worker), a name for ps(1) */

static void
worker_enter(int jobs, int replies)
{
	int j = fcntl(jobs, F_DUPFD, 10), r = fcntl(replies, F_DUPFD, 10);

	if (j < 0 || r < 0 || dup2(j, DRAWER_JOB_FD) < 0 || dup2(r, DRAWER_REPLY_FD) < 0)
		_exit(1);
	(void)close_range(DRAWER_REPLY_FD + 1, ~0U, 0);
	signal(SIGHUP, SIG_IGN);
	signal(SIGINT, SIG_IGN);
	signal(SIGUSR1, SIG_IGN);
	signal(SIGPIPE, SIG_IGN);
	signal(SIGTERM, SIG_IGN); /* a group's SIGTERM is the daemon's to take */
	(void)prctl(PR_SET_NAME, "pbemd-drawer", 0, 0, 0);
}

/* ============================================================ the daemon */

/* job_free - a job and what it holds, its bytes taken off d->held */

static void
job_free(struct drawer *d, struct drawer_job *j)
{
	if (j->state == JOB_DONE)
		d->held -= j->len;
	free(j->kind);
	free(j->locale);
	free(j->text);
	free(j->png);
	free(j->why);
	free(j);
}

/* job_drop - job i gone from the table (the last one takes its place) */

static void
job_drop(struct drawer *d, int i)
{
	job_free(d, d->job[i]);
	d->job[i] = d->job[--d->njob];
}

/* job_find - the job of (kind, locale, text) not forgotten, or -1 */

static int
job_find(const struct drawer *d, uint64_t hash, const char *kind, const char *locale,
    const char *text)
{
	int i;

	for (i = 0; i < d->njob; i++)
		if (d->job[i]->hash == hash && !d->job[i]->orphan && strcmp(d->job[i]->text, text) == 0
		    && strcmp(d->job[i]->kind, kind) == 0 && strcmp(d->job[i]->locale, locale) == 0)
			return (i);
	return (-1);
}

/* drawer_lost - the worker is gone, or must go (why): logged once, killed
 * if it runs, waited for; its jobs not done forgotten (W2) */

static void
drawer_lost(struct drawer *d, const char *why)
{
	pid_t got;
	int   status, i;

	/* Dead already: how?  Else killed, so that no job of it comes late. */
	while ((got = waitpid(d->pid, &status, WNOHANG)) < 0 && errno == EINTR)
		;
	if (got == d->pid && WIFSIGNALED(status))
		pb_warn("drawer pid %ld: %s, killed by signal %d; its pictures are drawn in-process",
		    (long)d->pid, why, WTERMSIG(status));
	else if (got == d->pid)
		pb_warn("drawer pid %ld: %s, status %d; its pictures are drawn in-process",
		    (long)d->pid, why, WEXITSTATUS(status));
	else
		pb_warn("drawer pid %ld: %s; its pictures are drawn in-process", (long)d->pid, why);
	if (got != d->pid) {
		(void)kill(d->pid, SIGKILL);
		while (waitpid(d->pid, &status, 0) < 0 && errno == EINTR)
			;
	}
	close(d->jobs);
	close(d->replies);
	d->jobs = d->replies = -1;
	d->pid = 0;
	d->out.len = d->out_off = 0;
	d->in.len = 0;
	for (i = d->njob - 1; i >= 0; i--)
		if (d->job[i]->state == JOB_SENT)
			job_drop(d, i);
	if (d->starts == DRAWER_STARTS)
		pb_warn("drawer: %d workers lost; every picture is drawn in-process now", d->starts);
}

/* drawer_start - fork the worker; 0 when it cannot (logged) */

static int
drawer_start(struct drawer *d)
{
	int jobs[2], replies[2];

	if (pipe2(jobs, O_CLOEXEC) != 0) {
		pb_warn("drawer: pipe: %m; pictures drawn in-process");
		return (0);
	}
	if (pipe2(replies, O_CLOEXEC) != 0) {
		pb_warn("drawer: pipe: %m; pictures drawn in-process");
		close(jobs[0]), close(jobs[1]);
		return (0);
	}
	(void)fcntl(jobs[1], F_SETPIPE_SZ, DRAWER_PIPE); /* best effort: the pipes work as they are */
	(void)fcntl(replies[1], F_SETPIPE_SZ, DRAWER_PIPE);
	d->starts++;
	if ((d->pid = fork()) == 0) {
		worker_enter(jobs[0], replies[1]);
		if (d->path != NULL) {
			(void)execv(d->path, d->argv);
			_exit(127); /* its EOF: the daemon draws in-process (W2) */
		}
		work(d->draw);
	}
	close(jobs[0]);
	close(replies[1]);
	if (d->pid < 0) {
		pb_warn("drawer: fork: %m; pictures drawn in-process");
		d->pid = 0;
		close(jobs[1]), close(replies[0]);
		return (0);
	}
	d->jobs = jobs[1];
	d->replies = replies[0];
	(void)fcntl(d->jobs, F_SETFL, O_NONBLOCK);
	(void)fcntl(d->replies, F_SETFL, O_NONBLOCK);
	return (1);
}

/* reply_take - the oldest job sent gets its reply (h, bytes b); 0 on a
 * protocol error */

static int
reply_take(struct drawer *d, const struct drawer_head *h, const char *b)
{
	int i, oldest = -1;

	for (i = 0; i < d->njob; i++)
		if (d->job[i]->state == JOB_SENT
		    && (oldest < 0 || d->job[i]->seq - d->job[oldest]->seq > (1u << 31)))
			oldest = i;
	if (oldest < 0 || d->job[oldest]->seq != h->seq)
		return (0);
	if (d->job[oldest]->orphan) {
		job_drop(d, oldest);
		return (1);
	}
	struct drawer_job *j = d->job[oldest];

	j->state = JOB_DONE;
	j->rc = (enum pb_rc)h->a;
	if (j->rc == PB_OK) {
		j->png = pb_malloc(h->b ? h->b : 1);
		memcpy(j->png, b, h->b);
		j->len = h->b;
		d->held += j->len;
	} else {
		j->why = pb_malloc((size_t)h->b + 1);
		memcpy(j->why, b, h->b);
		j->why[h->b] = '\0';
	}
	return (1);
}

/* reply_read - every whole reply in d->in taken; 0 on a protocol error */

static int
reply_read(struct drawer *d)
{
	struct drawer_head h;
	size_t             off = 0;

	while (d->in.len - off >= sizeof(h)) {
		memcpy(&h, d->in.s + off, sizeof(h));
		if (h.magic != DRAWER_REPLY_MAGIC || h.b > DRAWER_REPLY_MAX || h.c != 0
		    || (h.a == PB_OK && h.b == 0))
			return (0);
		if (d->in.len - off - sizeof(h) < h.b)
			break;
		if (!reply_take(d, &h, d->in.s + off + sizeof(h)))
			return (0);
		off += sizeof(h) + h.b;
	}
	memmove(d->in.s, d->in.s + off, d->in.len - off);
	d->in.len -= off;
	return (1);
}

/* drawer_io - what can be written of d->out and read of the replies,
 * without blocking; 0 when the worker is lost (logged, drawer_lost()) */

static int
drawer_io(struct drawer *d)
{
	char    buf[65536];
	ssize_t n;

	while (d->out_off < d->out.len) {
		if ((n = write(d->jobs, d->out.s + d->out_off, d->out.len - d->out_off)) < 0
		    && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			break;
		if (n <= 0) {
			drawer_lost(d, "its job pipe is closed");
			return (0);
		}
		d->out_off += (size_t)n;
	}
	if (d->out_off == d->out.len)
		d->out.len = d->out_off = 0;
	for (;;) {
		if ((n = read(d->replies, buf, sizeof(buf))) < 0 && errno == EINTR)
			continue;
		if (n < 0 && errno == EAGAIN)
			break;
		if (n <= 0) {
			drawer_lost(d, n == 0 ? "it is gone" : "its reply pipe failed");
			return (0);
		}
		pb_buf_add(&d->in, buf, (size_t)n);
	}
	if (!reply_read(d)) {
		drawer_lost(d, "a reply broke the protocol");
		return (0);
	}
	return (1);
}

/* drawer_pump - drawer_io() once, after waiting up to ms for the worker
 * (W1); 0 when the worker is lost, or did not answer within ms (a
 * positive ms: then it is killed) */

static int
drawer_pump(struct drawer *d, int ms)
{
	struct pollfd fd[2] = { { d->replies, POLLIN, 0 }, { d->jobs, POLLOUT, 0 } };
	int           n;

	if (ms > 0) {
		while ((n = poll(fd, d->out_off < d->out.len ? 2 : 1, ms)) < 0 && errno == EINTR)
			;
		if (n == 0) {
			drawer_lost(d, "no answer for a minute");
			return (0);
		}
	}
	return (drawer_io(d));
}

/* drawer_new - a drawer that draws with draw; no worker yet */

struct drawer *
drawer_new(drawer_fn draw)
{
	struct drawer *d = pb_calloc(1, sizeof(*d));

	d->draw = draw;
	d->jobs = d->replies = -1;
	pb_buf_init(&d->out);
	pb_buf_init(&d->in);
	assert(drawer_check(d));
	return (d);
}

/* drawer_exec - the worker to exec path with argv (argv[0] its name)
 * once forked, rather than run draw() in the fork: a fresh process,
 * whose memory is its own, where a fork shares the daemon's pages and
 * each that either then writes is copied (the pass of the bench: 4,950
 * page faults with a forked worker, 2,700 drawing in-process) */

void
drawer_exec(struct drawer *d, const char *path, char *const argv[])
{
	size_t n;

	for (n = 0; argv[n] != NULL; n++)
		continue;
	d->path = pb_strdup(path);
	d->argv = pb_calloc(n + 1, sizeof(*d->argv));
	while (n-- > 0)
		d->argv[n] = pb_strdup(argv[n]);
}

/* drawer_work - the exec'd worker's life, with its pipes at
 * DRAWER_JOB_FD and DRAWER_REPLY_FD (drawer_exec()): draw each job
 * with draw until EOF; 1 when the pipes are not there */

int
drawer_work(drawer_fn draw)
{
	if (fcntl(DRAWER_JOB_FD, F_GETFD) < 0 || fcntl(DRAWER_REPLY_FD, F_GETFD) < 0)
		return (1);
	(void)prctl(PR_SET_NAME, "pbemd-drawer", 0, 0, 0);
	work(draw);
	return (0); /* not reached: work() exits */
}

/* drawer_end - the end of the worker's reply pipe, which its exit
 * closes, waited for at most DRAWER_WAIT seconds, the replies still
 * coming read and dropped; 1 if it came.  (A poll of waitpid(WNOHANG)
 * every 10 ms made every --once 10 ms longer.) */

static int
drawer_end(struct drawer *d)
{
	struct pollfd fd = { d->replies, POLLIN, 0 };
	char          buf[4096];
	ssize_t       got;
	int           n, waits = 0;

	for (;;) {
		while ((n = poll(&fd, 1, 1000)) < 0 && errno == EINTR)
			;
		if (n < 0 || (n == 0 && ++waits >= DRAWER_WAIT))
			return (0);
		if (n == 0)
			continue;
		while ((got = read(d->replies, buf, sizeof(buf))) > 0)
			continue;
		if (got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
			return (1);
	}
}

/* drawer_free - EOF to the worker, wait for it, free; NULL: no-op */

void
drawer_free(struct drawer *d)
{
	int status, i;

	if (d == NULL)
		return;
	if (d->pid > 0) {
		close(d->jobs); /* its EOF: it exits after the job in hand */
		/* XXX A worker that hangs in a drawing is killed after
		 * DRAWER_WAIT seconds: the daemon's exit waits no longer. */
		if (!drawer_end(d)) {
			pb_warn("drawer pid %ld: no end after %ds; killed", (long)d->pid, DRAWER_WAIT);
			(void)kill(d->pid, SIGKILL);
		}
		close(d->replies);
		while (waitpid(d->pid, &status, 0) < 0 && errno == EINTR)
			;
	}
	while (d->njob > 0)
		job_drop(d, d->njob - 1);
	for (i = 0; d->argv != NULL && d->argv[i] != NULL; i++)
		free(d->argv[i]);
	free(d->argv);
	free(d->path);
	pb_buf_free(&d->out);
	pb_buf_free(&d->in);
	free(d);
}

/* drawer_send - the picture of (kind, locale, text) asked for, once;
 * never blocks (W1), refused beyond the bounds (W3) */

void
drawer_send(struct drawer *d, const char *kind, const char *locale, const char *text)
{
	struct drawer_head h = { DRAWER_JOB_MAGIC, 0, 0, 0, 0 };
	struct drawer_job *j;
	uint64_t           hash = hash_of(kind, locale, text);

	assert(drawer_check(d));
	if (d->pid > 0)
		(void)drawer_io(d);
	if (job_find(d, hash, kind, locale, text) >= 0 || d->njob == DRAWER_JOBS
	    || d->held >= DRAWER_HELD || d->out.len - d->out_off >= DRAWER_OUT
	    || strlen(kind) > DRAWER_NAME_MAX || strlen(locale) > DRAWER_NAME_MAX
	    || strlen(text) > DRAWER_TEXT_MAX)
		return;
	if (d->pid == 0 && (d->starts >= DRAWER_STARTS || !drawer_start(d)))
		return;
	j = pb_calloc(1, sizeof(*j));
	j->seq = h.seq = ++d->seq;
	j->hash = hash;
	j->kind = pb_strdup(kind);
	j->locale = pb_strdup(locale);
	j->text = pb_strdup(text);
	j->state = JOB_SENT;
	d->job[d->njob++] = j;
	h.a = (uint32_t)strlen(kind), h.b = (uint32_t)strlen(locale), h.c = (uint32_t)strlen(text);
	pb_buf_add(&d->out, (const char *)&h, sizeof(h));
	pb_buf_add(&d->out, kind, h.a);
	pb_buf_add(&d->out, locale, h.b);
	pb_buf_add(&d->out, text, h.c);
	(void)drawer_io(d);
}

/* drawer_take - the worker's picture of (kind, locale, text), waited
 * for when it is being drawn; 1 if any (*png caller frees, or NULL and
 * why), 0 when the caller must draw it (W2) */

int
drawer_take(struct drawer *d, const char *kind, const char *locale, const char *text,
    unsigned char **png, size_t *len, struct pb_err *why)
{
	struct drawer_job *j;
	uint64_t           hash;
	int                i;

	if (d == NULL)
		return (0);
	assert(drawer_check(d));
	hash = hash_of(kind, locale, text);
	while ((i = job_find(d, hash, kind, locale, text)) >= 0 && d->job[i]->state == JOB_SENT)
		if (!drawer_pump(d, DRAWER_WAIT * 1000))
			return (0);
	if (i < 0)
		return (0);
	j = d->job[i];
	if (j->rc == PB_OK) {
		*png = pb_malloc(j->len);
		memcpy(*png, j->png, j->len);
		*len = j->len;
	} else {
		*png = NULL;
		*len = 0;
		pb_err_set(why, j->rc, "%s", j->why);
	}
	return (1);
}

/* drawer_forget - every result dropped; jobs being drawn orphaned */

void
drawer_forget(struct drawer *d)
{
	int i;

	if (d == NULL)
		return;
	if (d->pid > 0)
		(void)drawer_io(d);
	for (i = d->njob - 1; i >= 0; i--)
		if (d->job[i]->state == JOB_DONE)
			job_drop(d, i);
		else
			d->job[i]->orphan = 1;
}

/* drawer_pid - the worker's pid, or 0 */

pid_t
drawer_pid(const struct drawer *d)
{
	return (d != NULL ? d->pid : 0);
}
