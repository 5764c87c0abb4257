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
/*	source, arbitrates it (one transaction each), and only after that
/*	transaction committed marks it done at the source (D2); then the
/*	outbox is flushed.  A message whose transaction failed temporarily
/*	stays where it is and comes back on the next pass.
/* DIAGNOSTICS
/*	Exit status per sysexits(3): EX_OK; EX_USAGE; EX_CONFIG for a bad
/*	configuration; EX_TEMPFAIL when --deliver could not open its
/*	database or commit (the MTA will retry; a message already committed
/*	exits 0 even when its reply could not be handed to the sink yet);
/*	EX_SOFTWARE for anything else.
/*--*/

/* System. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <unistd.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/flush.h"
#include "core/pb.h"
#include "mail/source.h"

static volatile sig_atomic_t stopping;

/* on_signal - finish the current message, then stop */

static void
on_signal(int sig)
{
	(void)sig;
	stopping = 1;
}

/* usage - how to call */

static void
usage(void)
{
	fprintf(stderr, "usage: pbemd -c FILE [-n] [--once] [--foreground] [--deliver] [-q]\n");
	exit(EX_USAGE);
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

/* one_message - arbitrate one message from the source, then mark it (D2) */

static enum pb_rc
one_message(struct pbemd *p, struct source *src, struct source_item *it, struct pb_err *err)
{
	const char *outcome;
	enum pb_rc  rc;

	rc = arbiter_process(p, it->raw, it->len, &outcome, err);
	if (rc == PB_OK) {
		pb_info("%s: %s", it->id, outcome);
		rc = source_done(src, it, err);
	} else {
		pb_warn("%s: %s (left in the inbox for the next pass)", it->id, err->msg);
	}
	return (rc);
}

/* pass - every waiting message once, then the outbox */

static enum pb_rc
pass(struct pbemd *p, struct source *src, struct pb_err *err)
{
	struct source_item *it;
	enum pb_rc          rc;
	int                 sent;

	source_rewind(src);
	while (!stopping && (rc = source_next(src, &it, err)) == PB_OK) {
		rc = one_message(p, src, it, err);
		source_item_free(it);
		if (rc != PB_OK && rc != PB_ETEMP)
			return (rc);
	}
	if (rc != PB_ENOENT && rc != PB_OK && rc != PB_ETEMP)
		return (rc);
	if ((rc = flush_outbox(p, &sent, err)) == PB_OK && sent > 0)
		pb_info("outbox: %d sent", sent);
	return (rc == PB_ETEMP ? PB_OK : rc);
}

/* run - the polling loop */

static enum pb_rc
run(struct pbemd *p, int once, struct pb_err *err)
{
	struct source *src;
	enum pb_rc     rc;
	int            i;

	if ((rc = source_open(p->cf->inbox, &src, err)) != PB_OK)
		return (rc);
	do {
		if ((rc = pass(p, src, err)) != PB_OK && rc != PB_ETEMP)
			break;
		if (rc == PB_ETEMP)
			pb_warn("waiting for the database: %s", err->msg);
		for (i = 0; !once && !stopping && i < p->cf->poll_interval; i++)
			sleep(1);
	} while (!once && !stopping);
	source_close(src);
	return (rc == PB_ETEMP ? PB_OK : rc);
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
	int           sent;

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
	pb_buf_free(&b);
	return (rc);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = { { "once", no_argument, NULL, 'o' },
		{ "foreground", no_argument, NULL, 'f' }, { "deliver", no_argument, NULL, 'd' },
		{ NULL, 0, NULL, 0 } };
	struct pb_config          *cf;
	struct pbemd              *p;
	struct pb_err              err = { 0 };
	const char                *conf = NULL;
	int                        c, once = 0, foreground = 0, mda = 0, check = 0;
	enum pb_rc                 rc;

	pb_progname = "pbemd";
	while ((c = getopt_long(argc, argv, "c:nq", longopts, NULL)) != -1) {
		switch (c) {
		case 'c':
			conf = optarg;
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
		default:
			usage();
		}
	}
	if (conf == NULL || optind != argc)
		usage();
	if ((rc = config_load(conf, &cf, &err)) != PB_OK || (rc = config_check(cf, &err)) != PB_OK)
		pb_fatal("%s", err.msg);
	if (check) {
		printf("%s: configuration OK\n", conf);
		config_free(cf);
		return (EX_OK);
	}
	if ((rc = pbemd_open_cf(cf, &p, &err)) != PB_OK) {
		config_free(cf);
		pb_warn("%s", err.msg);
		/* In MDA mode a set-up problem must make the MTA retry, not bounce. */
		return (mda ? EX_TEMPFAIL : exit_code(rc));
	}
	signal(SIGTERM, on_signal);
	signal(SIGINT, on_signal);
	signal(SIGHUP, SIG_IGN); /* no reload: restart to read a new configuration */
	signal(SIGPIPE, SIG_IGN);
	if (!mda && !once && !foreground && daemon(1, 1) != 0)
		pb_fatal("cannot detach: use --foreground");
	rc = mda ? deliver(p, &err) : run(p, once, &err);
	if (rc != PB_OK)
		pb_warn("%s", err.msg);
	pbemd_close(p);
	return (exit_code(rc));
}
