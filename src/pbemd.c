/*++
/* NAME
/*	pbemd 8
/* SUMMARY
/*	play-by-email arbiter daemon
/* SYNOPSIS
/*	pbemd -c FILE [-n] [--once] [--foreground] [--deliver] [-q]
/* DESCRIPTION
/*	Wiring only: the work is in arbiter/.  See man/pbemd.8.
/*
/*	Main loop: one pass reads every waiting message of the inbox
/*	source and arbitrates it, each in a savepoint of its own inside a
/*	group of at most GROUP_MAX messages of a Maildir (one of a
/*	network source) (S12 in store.c: atomic per message, durable per
/*	group), and only after the group's COMMIT marks its messages done
/*	at the source (D2); a message that fails ends its group there
/*	(the others commit), and the pass's last group ends when the
/*	source has no more; then the clock runs (deadline.h: reminders,
/*	late notices, default actions, one transaction per game), and
/*	the outbox is flushed.  A message whose transaction failed
/*	temporarily stays where it is and comes back on the next pass.
/*	Between passes
/*	the daemon waits in source_wait() (IMAP IDLE, or a sleep) for at
/*	most poll_interval seconds.  An inbox server that cannot be reached
/*	is never a reason to exit: the pass still flushes the outbox, the
/*	reason is logged with the delay, and the next attempt comes after
/*	poll_interval, then twice that, and so on up to 5 minutes (or
/*	poll_interval when it is longer).  Neither is a full disk under the
/*	database (S10 in store.c): the pass stops at the first write that
/*	finds no room, and the daemon waits for space, at start-up too
/*	(space.h); each pass ends with a checkpoint that keeps the
/*	write-ahead log short (S9).
/* DIAGNOSTICS
/*	Exit status per sysexits(3): EX_OK; EX_USAGE; EX_CONFIG for a bad
/*	configuration; EX_TEMPFAIL when --deliver could not open its
/*	database or commit (the MTA will retry; a message already committed
/*	exits 0 even when its reply could not be handed to the sink yet);
/*	EX_SOFTWARE for anything else.
/*--*/

/* Build. */
#include "config.h" /* PACKAGE_VERSION */

/* System. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/daemon.h"
#include "arbiter/deadline.h"
#include "arbiter/drawer.h"
#include "arbiter/flush.h"
#include "arbiter/needs.h"
#include "arbiter/notify.h"
#include "arbiter/sent.h"
#include "arbiter/space.h"
#include "core/clock.h"
#include "core/fonts.h"
#include "core/heap.h"
#include "core/pb.h"
#include "mail/sink.h"
#include "mail/source.h"
#include "store/store.h"

#define RETRY_MAX 300 /* seconds: the longest wait for an inbox server */
#define GROUP_MAX 16  /* messages in one transaction group (S12), at most */

/*
  * The messages of the open transaction group, to mark done after its
  * COMMIT (D2).  Only a local source's messages (Maildir) are grouped:
  * the next message of a network source is fetched while the group is
  * open, and a slow server would hold the database's write lock for up
  * to GROUP_MAX fetches (pbemctl waiting, then saying the database is
  * busy); a fetch costs more than the commit a group saves anyway.  So
  * a network source's message is marked done before the next is asked
  * for, as source.h wants (POP3 QUITs when its list runs out).
  */
struct group {
	struct source_item *it[GROUP_MAX];
	int                 n;
	int                 max;  /* GROUP_MAX, or 1 for a network source */
	int                 open; /* store_group_begin() succeeded */
};

static volatile sig_atomic_t stopping;    /* leave run() after the message in hand */
static volatile sig_atomic_t terminating; /* SIGTERM, SIGINT: then exit */
static volatile sig_atomic_t reloading;   /* SIGHUP: then read the configuration again */
static volatile sig_atomic_t waking;      /* SIGUSR1: a pass now (pbemd --deliver, P1) */
static int64_t               started;     /* when the daemon started, pb_now() */
static struct drawer        *drawer;      /* the daemon's pictures drawn beside it (drawer.h) */

/* on_signal - finish the message in hand, then stop or reload */

static void
on_signal(int sig)
{
	if (sig == SIGHUP)
		reloading = 1;
	else if (sig == SIGUSR1)
		waking = 1;
	else
		terminating = 1;
	stopping = 1;
}

#define USAGE                                                                                      \
	"usage: pbemd -c FILE [-n] [--once | --foreground | --deliver] [-q]\n"                     \
	"       pbemd --help | --version\n"

/* usage - how to call */

static void
usage(void)
{
	fputs(USAGE, stderr);
	exit(EX_USAGE);
}

/* help - --help: what each option does */

static void
help(void)
{
	fputs(USAGE
	    "\n"
	    "  -c FILE        the configuration, pbemd.conf(5)\n"
	    "  -n             check the configuration and what the daemon needs\n"
	    "                 (database, key, templates, content, Maildirs), then exit\n"
	    "  --once         one pass over the inbox, the clock and the outbox, then exit\n"
	    "  --foreground   run in the foreground, logging to standard error\n"
	    "  --deliver      arbitrate one message read on standard input (an MDA)\n"
	    "  -q             log no informational lines\n"
	    "  --help         this text\n"
	    "  --version      the version\n"
	    "\nWithout --foreground, --once or --deliver, pbemd detaches and logs to\n"
	    "syslog (facility mail).  SIGHUP reads the configuration and templates\n"
	    "again; SIGTERM finishes the message in hand and exits 0.  See pbemd(8).\n",
	    stdout);
	exit(EX_OK);
}

/* exit_code - sysexits code for a status */

static int
exit_code(enum pb_rc rc)
{
	switch (rc) {
	case PB_OK:
		return (EX_OK);
	case PB_ETEMP:
		return (EX_TEMPFAIL);
	case PB_ECONFIG:
	case PB_ENOENT:
		return (EX_CONFIG);
	default:
		return (EX_SOFTWARE);
	}
}

/* group_end - COMMIT the group, then mark its messages done (D2, S12);
 * without the COMMIT they stay in the inbox, for the next pass */

static enum pb_rc
group_end(struct pbemd *p, struct source *src, struct group *g, struct pb_err *err)
{
	struct pb_err derr;
	enum pb_rc    rc, drc;
	int           i;

	if (!g->open)
		return (PB_OK);
	g->open = 0;
	if ((rc = store_group_commit(p->st, err)) != PB_OK && g->n > 0 && !store_disk_full(p->st))
		pb_warn("%s (%d message%s left in the inbox for the next pass)", err->msg, g->n,
		    g->n > 1 ? "s" : "");
	for (i = 0; i < g->n; i++) {
		if (rc == PB_OK && (drc = source_done(src, g->it[i], &derr)) != PB_OK) {
			*err = derr; /* it comes back, a duplicate (D3) */
			rc = drc;
		}
		source_item_free(g->it[i]);
	}
	g->n = 0;
	return (rc);
}

/* one_message - arbitrate one message from the source in the open group
 * (opened here when none is); takes ownership of it, kept by the group
 * until its COMMIT (D2); a failure leaves the group open, for group_end() */

static enum pb_rc
one_message(struct pbemd *p, struct group *g, struct source_item *it, struct pb_err *err)
{
	const char *outcome;
	enum pb_rc  rc = PB_OK;

	if (!g->open && (rc = store_group_begin(p->st, err)) == PB_OK)
		g->open = 1;
	if (rc == PB_OK && (rc = arbiter_process(p, it->raw, it->len, &outcome, err)) == PB_OK) {
		pb_info("%s: %s", it->id, outcome);
		g->it[g->n++] = it;
		return (PB_OK);
	}
	if (!store_disk_full(p->st)) /* a full disk: run() says it once */
		pb_warn("%s: %s (left in the inbox for the next pass)", it->id, err->msg);
	source_item_free(it);
	return (rc);
}

/* full - did this status come from a full disk under the database? */

static int
full(struct pbemd *p, enum pb_rc rc)
{
	return (rc == PB_ETEMP && store_disk_full(p->st));
}

/* checkpoint - end of a pass: the write-ahead log into the database
 * (S9); only a full disk stops the daemon's passes */

static enum pb_rc
checkpoint(struct pbemd *p, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = store_checkpoint(p->st, err)) == PB_OK || full(p, rc))
		return (rc);
	pb_warn("%s (the log is checkpointed later)", err->msg);
	return (PB_OK);
}

/* pass - every waiting message once, then the outbox; *down: unreadable;
 * PB_ETEMP with store_disk_full() when it stopped on a full disk */

static enum pb_rc
pass(struct pbemd *p, struct source *src, struct pb_err *down, struct pb_err *err)
{
	struct source_item *it;
	struct group        g = { .n = 0, .max = source_local(src) ? GROUP_MAX : 1, .open = 0 };
	struct pb_err       gerr;
	enum pb_rc          rc = PB_OK, grc;
	int                 sent;

	pb_err_clear(down);
	source_rewind(src);
	while (!stopping) {
		if ((rc = source_next(src, &it, err)) != PB_OK)
			break;
		/* A failure ends the group too: the messages before it commit. */
		if ((rc = one_message(p, &g, it, err)) == PB_OK && g.n < g.max)
			continue;
		grc = group_end(p, src, &g, rc == PB_OK ? err : &gerr);
		if (full(p, rc) || full(p, grc))
			return (full(p, rc) ? rc : grc); /* the mails stay in the inbox (D2) */
		if (rc == PB_OK)
			rc = grc;
		if (rc != PB_OK && rc != PB_ETEMP)
			return (rc);
		rc = PB_OK;
	}
	/* The last group: no message waits for others (S12). */
	if ((grc = group_end(p, src, &g, &gerr)) != PB_OK && (full(p, grc) || grc != PB_ETEMP))
		return (pb_err_set(err, grc, "%s", gerr.msg));
	/* The inbox server is down: say so, but send what is due. */
	if (rc == PB_ETEMP)
		*down = *err;
	else if (rc != PB_ENOENT && rc != PB_OK)
		return (rc);
	/* The clock: reminders, late notices, default actions (deadline.h). */
	if (!stopping && (rc = deadline_pass(p, &sent, err)) == PB_OK && sent > 0)
		pb_info("clock: %d game%s moved", sent, sent > 1 ? "s" : "");
	if (full(p, rc))
		return (rc);
	if ((rc = flush_outbox(p, &sent, err)) == PB_OK && sent > 0)
		pb_info("outbox: %d sent", sent);
	if (full(p, rc))
		return (rc);
	/* Sent mail kept compact ([archive] sent_whole_days, sent.h). */
	if (rc == PB_OK && (rc = sent_compact(p, &sent, err)) == PB_OK && sent > 0)
		pb_info("outbox: %d sent mail%s kept compact", sent, sent > 1 ? "s" : "");
	if (full(p, rc))
		return (rc);
	return (rc == PB_ETEMP || rc == PB_OK ? checkpoint(p, err) : rc);
}

/* retry_delay - seconds before attempt n+1 at a server that is down */

static int
retry_delay(int n, int poll)
{
	int cap = poll > RETRY_MAX ? poll : RETRY_MAX, d = poll;

	while (--n > 0 && d < cap)
		d *= 2;
	return (d < cap ? d : cap);
}

/* heartbeat - the daemon ended a pass: for pbemctl status (daemon.h) */

static void
heartbeat(struct pbemd *p, int ok)
{
	struct pb_err err;

	/* XXX A full or locked disk loses a heartbeat, not a mail: status
	 * shows an older last pass, which is the truth about the store. */
	(void)daemon_heartbeat(p, started, ok, &err);
}

/* run - the loop: pass, then wait for mail or the next retry */

static enum pb_rc
run(struct pbemd *p, const struct source_opts *so, int once, struct pb_err *err)
{
	struct source *src;
	struct space   sp = { 0 };
	struct pb_err  down = { 0 }, werr;
	enum pb_rc     rc;
	int            fails = 0, delay;

	if ((rc = source_open_opts(p->cf->inbox, so, &src, err)) != PB_OK)
		return (rc);
	p->pack_sent = 1; /* the flush makes sent mail compact (sent.c) */
	p->draw_at_flush = p->cf->sent_whole_days == 0; /* and draws the pictures (notify.c) */
	p->drawer = p->draw_at_flush ? drawer : NULL;   /* beside it (notify.c P2) */
	do {
		delay = p->cf->poll_interval;
		if (!space_ready(&sp, p, &delay))
			; /* the disk is still full: said once (space.h) */
		else if (full(p, rc = pass(p, src, &down, err)) && !once) {
			space_filled(&sp, p, err, &delay);
			rc = PB_OK;
		} else if (rc != PB_OK)
			break;
		else if (down.rc != PB_OK) {
			delay = retry_delay(++fails, p->cf->poll_interval);
			if (!once)
				pb_warn("%s; retrying in %ds", down.msg, delay);
		} else if (fails > 0) {
			pb_info("inbox: reachable again after %d attempt%s", fails,
			    fails > 1 ? "s" : "");
			fails = 0;
		}
		if (!once)
			heartbeat(p, rc == PB_OK && down.rc == PB_OK);
		if (!once && !stopping && source_wait(src, delay, &stopping, &werr) != PB_OK)
			pb_warn("%s", werr.msg); /* the next pass reconnects */
		/* SIGUSR1 ends the wait (or the pass), not run(): a pass now.
		 * A SIGTERM or SIGHUP at any moment here is not lost: its
		 * handler sets terminating or reloading, which only it writes
		 * and the loop's test reads. */
		if (waking && !once) {
			waking = 0;
			stopping = terminating || reloading;
		}
	} while (!once && !stopping && !terminating && !reloading);
	source_close(src);
	if (rc == PB_OK && once && down.rc != PB_OK)
		rc = pb_err_set(err, down.rc, "%s", down.msg);
	return (rc);
}

/* pop3_seen - source_opts callback: has this kept UIDL been done? */

static int
pop3_seen(void *arg, const char *account, const char *uidl)
{
	struct pbemd *p = arg;
	struct pb_err err;

	return (store_pop3_seen(p->st, account, uidl, &err) == PB_EDUP);
}

/* pop3_remember - source_opts callback: this kept UIDL is done (D2) */

static enum pb_rc
pop3_remember(void *arg, const char *account, const char *uidl, struct pb_err *err)
{
	struct pbemd *p = arg;

	return (store_pop3_mark(p->st, account, uidl, pb_now(), err));
}

/* pop3_forget - source_opts callback: UIDLs gone from the maildrop */

static void
pop3_forget(void *arg, const char *account, const char *const *uids, size_t n)
{
	struct pbemd *p = arg;
	struct pb_err err;

	if (store_pop3_forget(p->st, account, uids, n, &err) != PB_OK)
		pb_warn("pop3: %s (old UIDLs kept for now)", err.msg);
}

/* source_opts_of - the inbox options of a configuration */

static void
source_opts_of(const struct pb_config *cf, struct pbemd *p, struct source_opts *so)
{
	memset(so, 0, sizeof(*so));
	so->password_file = cf->inbox_password_file;
	so->ca_file = cf->ca_file;
	so->timeout = cf->mail_timeout;
	so->done_folder = cf->imap_done_folder;
	so->keep = cf->pop3_keep;
	so->seen = pop3_seen;
	so->remember = pop3_remember;
	so->forget = pop3_forget;
	so->arg = p;
}

/* check_mail_specs - pbemd -n: parse the URLs, read the password files */

static enum pb_rc
check_mail_specs(const struct pb_config *cf, struct pb_err *err)
{
	struct source_opts so;
	struct sink_opts   ko = { 0 };
	struct pb_err      why;
	enum pb_rc         rc;

	source_opts_of(cf, NULL, &so);
	ko.password_file = cf->outbox_password_file;
	ko.ca_file = cf->ca_file;
	if ((rc = source_check(cf->inbox, &so, &why)) != PB_OK)
		return (pb_err_set(err, rc, "%s: [mail] inbox: %.400s", cf->path, why.msg));
	if ((rc = sink_check(cf->outbox, &ko, &why)) != PB_OK)
		return (pb_err_set(err, rc, "%s: [mail] outbox: %.400s", cf->path, why.msg));
	return (PB_OK);
}

/* deliver - MDA mode: one message on stdin */

static enum pb_rc
deliver(struct pbemd *p, struct pb_err *err)
{
	struct pb_buf b;
	const char   *outcome;
	char          chunk[8192];
	size_t        n;
	enum pb_rc    rc;
	pid_t         dpid;
	int           sent;

	/* Beside a running daemon, pictures are its flush's to draw (P1 in
	 * notify.c): fontconfig warm there; this process sends the rest. */
	dpid = daemon_running(p);
	p->late_pictures = dpid > 0;
	pb_buf_init(&b);
	while ((n = fread(chunk, 1, sizeof(chunk), stdin)) > 0)
		pb_buf_add(&b, chunk, n);
	if (ferror(stdin))
		rc = pb_err_set(err, PB_ETEMP, "reading standard input failed");
	else if ((rc = arbiter_process(p, b.s, b.len, &outcome, err)) == PB_OK)
		pb_info("stdin: %s", outcome);
	/* Committed: the message is applied.  A reply the sink refuses now
	 * stays queued for the daemon; the MTA must not deliver it again. */
	if (rc == PB_OK && flush_outbox(p, &sent, err) != PB_OK) {
		pb_warn("outbox: %s (replies stay queued)", err->msg);
		rc = PB_OK;
	}
	/* The daemon draws and sends what waits for a picture now, not at
	 * its next pass; if it is gone, its next start or pbemd --once does. */
	if (rc == PB_OK && p->late_queued > 0 && kill(dpid, SIGUSR1) != 0)
		pb_warn("daemon pid %ld: %m; %d repl%s wait%s for a pass", (long)dpid,
		    p->late_queued, p->late_queued > 1 ? "ies" : "y",
		    p->late_queued > 1 ? "" : "s");
	pb_buf_free(&b);
	return (rc);
}

/* reload - SIGHUP: the configuration and templates again, or the old */

static void
reload(const char *conf, struct pbemd **pp, struct source_opts *so)
{
	struct pb_config *cf;
	struct pbemd     *p;
	struct pb_err     err;

	if (config_load(conf, &cf, &err) != PB_OK) {
		pb_warn("reload: %s; going on with the configuration read before", err.msg);
		return;
	}
	if (config_check(cf, &err) != PB_OK || pbemd_open_cf(cf, &p, &err) != PB_OK) {
		config_free(cf);
		pb_warn("reload: %s; going on with the configuration read before", err.msg);
		return;
	}
	pbemd_close(*pp);
	*pp = p;
	source_opts_of(p->cf, p, so);
	pb_info("reloaded %s", conf);
}

/* detach - daemon mode: into the background, stdio to /dev/null, syslog */

static void
detach(int pidfd)
{
	struct pb_err err;

	if (daemon(0, 0) != 0)
		pb_fatal("cannot detach: %m; use --foreground");
	pb_log_syslog();
	if (pidfd >= 0 && daemon_pidfile_write(pidfd, &err) != PB_OK)
		pb_warn("%s", err.msg);
}

/* serve - the daemon's life: run, reload on SIGHUP, until SIGTERM */

static enum pb_rc
serve(const char *conf, struct pbemd **pp, struct source_opts *so, int once, struct pb_err *err)
{
	enum pb_rc rc;

	/* The daemon's pictures drawn beside it (notify.c P2): its worker
	 * forked at the first picture (drawer_send()), so that a pass
	 * without one (most passes of a daemon run from cron, and every
	 * pass of a site with pictures off) forks nothing: forked here,
	 * before the first pass, a --once over 300 mails without pictures
	 * took 570 more page faults (the parent's pages copied on write)
	 * and some 10% longer; forked at the first picture, a pass with
	 * pictures takes some 450 more than forked here, 1% of it. */
	drawer = drawer_new(notify_draw_text);
	{
		/* A fresh process rather than a fork's shared pages (drawer.h):
		 * this program again, in its drawing mode (main()). */
		char *argv[] = { (char *)"pbemd-drawer", (char *)"--drawer",
			(*pp)->cf->content ? (*pp)->cf->content : (char *)"", NULL };

		drawer_exec(drawer, "/proc/self/exe", argv);
	}
	for (;;) {
		rc = run(*pp, so, once, err);
		if (rc != PB_OK || once || terminating || !reloading)
			break;
		/* XXX A SIGHUP that comes between these lines and run()'s
		 * first pass is taken as this one: it reloads once, not twice. */
		reloading = stopping = 0;
		reload(conf, pp, so);
	}
	(*pp)->drawer = NULL;
	drawer_free(drawer); /* its EOF; waited for: --once counts its time */
	drawer = NULL;
	return (rc);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = { { "once", no_argument, NULL, 'o' },
		{ "foreground", no_argument, NULL, 'f' }, { "deliver", no_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' }, { "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 } };
	struct pb_config          *cf;
	struct source_opts         so;
	struct pbemd              *p;
	struct pb_err              err = { 0 };
	char                      *conf = NULL, *pidpath = NULL;
	int                        c, once = 0, foreground = 0, mda = 0, check = 0, pidfd = -1;
	enum pb_rc                 rc;

	/* Before the first allocation: the heap's start on huge pages,
	 * two faults rather than some 450 (heap.c; --deliver is a process
	 * per mail). */
	(void)heap_init();
	/* The daemon's drawing process (drawer(3)), which it execs as
	 * "pbemd --drawer CONTENT" with its pipes open: not for people. */
	if (argc == 3 && strcmp(argv[1], "--drawer") == 0) {
		pb_progname = "pbemd-drawer";
		fonts_conf(*argv[2] ? argv[2] : NULL);
		return (drawer_work(notify_draw_text) ? EX_USAGE : 0);
	}
	/* Every file pbemd creates is its owner's alone (pbemd(8), FILES). */
	umask(077);
	pb_progname = "pbemd";
	while ((c = getopt_long(argc, argv, "c:nq", longopts, NULL)) != -1) {
		switch (c) {
		case 'c':
			free(conf);
			/* Absolute: the daemon leaves its directory, and SIGHUP reads it again. */
			if ((conf = realpath(optarg, NULL)) == NULL)
				conf = pb_strdup(optarg); /* config_load() says what is wrong */
			break;
		case 'n':
			check = 1;
			break;
		case 'q':
			pb_log_quiet = 1;
			break;
		case 'o':
			once = 1;
			break;
		case 'f':
			foreground = 1;
			break;
		case 'd':
			mda = 1;
			break;
		case 'h':
			help();
			break;
		case 'V':
			printf("pbemd %s\n", PACKAGE_VERSION);
			return (EX_OK);
		default:
			usage();
		}
	}
	if (conf == NULL || optind != argc)
		usage();
	if ((rc = config_load(conf, &cf, &err)) != PB_OK || (rc = config_check(cf, &err)) != PB_OK
	    || (check && (rc = check_mail_specs(cf, &err)) != PB_OK))
		pb_fatal("%s", err.msg);
	if (check) {
		(void)needs_warn_private(cf);
		rc = needs_check(cf, &err);
		config_free(cf);
		if (rc != PB_OK)
			pb_fatal("%s", err.msg);
		printf("%s: configuration OK\n", conf);
		free(conf);
		return (EX_OK);
	}
	/* The pid file is the daemon's lock: taken before detaching, so that a
	 * second daemon says so on the terminal (daemon.h). */
	if (!mda && !once && cf->pid_file != NULL) {
		if (daemon_pidfile_lock(cf->pid_file, &pidfd, &err) != PB_OK) {
			pb_warn("%s", err.msg);
			config_free(cf);
			free(conf);
			return (EX_TEMPFAIL);
		}
		pidpath = pb_strdup(cf->pid_file); /* a reload keeps it */
	}
	/* The daemon waits out a full disk (space.h); --once and the MDA tell.
	 * XXX The wait comes before detaching: a daemon started by hand on a
	 * full disk keeps the terminal until there is space (systemd runs it
	 * in the foreground anyway). */
	rc = mda || once ? pbemd_open_cf(cf, &p, &err) : space_open(cf, &p, &err);
	if (rc != PB_OK) {
		config_free(cf);
		pb_warn("%s", err.msg);
		daemon_pidfile_release(pidpath, pidfd);
		free(pidpath);
		free(conf);
		/* In MDA mode a set-up problem must make the MTA retry, not bounce. */
		return (mda ? EX_TEMPFAIL : exit_code(rc));
	}
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	signal(SIGHUP, mda || once ? SIG_IGN : on_signal);
	signal(SIGUSR1, mda || once ? SIG_IGN : on_signal);
	signal(SIGPIPE, SIG_IGN);
	if (!mda && !once && !foreground)
		detach(pidfd);
	else if (pidfd >= 0 && daemon_pidfile_write(pidfd, &err) != PB_OK)
		pb_warn("%s", err.msg);
	started = pb_now();
	if (!mda && !once)
		pb_info("pbemd %s started, pid %ld", PACKAGE_VERSION, (long)getpid());
	source_opts_of(p->cf, p, &so);
	rc = mda ? deliver(p, &err) : serve(conf, &p, &so, once, &err);
	if (rc != PB_OK)
		pb_warn("%s", err.msg);
	else if (terminating)
		pb_info("stopped by a signal, with no message in hand");
	if (!mda && !once)
		daemon_stopped(p);
	pbemd_close(p);
	daemon_pidfile_release(pidpath, pidfd);
	free(pidpath);
	free(conf);
	return (exit_code(rc));
}
