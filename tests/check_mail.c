/*++
/* NAME
/*	check_mail 1
/* SUMMARY
/*	run the unit tests of the mail layer
/* SYNOPSIS
/*	check_mail
/* DESCRIPTION
/*	Runs the check suites of the mail layer: mime (with charset and
/*	html), strip, compose, and maildir (with the Maildir source and
/*	the Maildir and sendmail sinks), and mailnet (server URLs, password
/*	files, the IMAP, POP3 and SMTP modules without a server).  The test ids of each suite are
/*	listed in the header of its file.
/*
/*	The environment variables of check apply (CK_FORK=no to run under
/*	valgrind or a debugger, CK_RUN_SUITE, CK_RUN_CASE, CK_VERBOSITY);
/*	PB_REGEN=1 rewrites the golden .ref files of the mime suite.
/* DIAGNOSTICS
/*	Exit status EXIT_FAILURE when any test failed.
/* SEE ALSO
/*	check_mime.c, check_strip.c, check_compose.c, check_maildir.c,
/*	check_mailnet.c
/*--*/

/* System. */
#include <stdlib.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "suites.h"
#include "testrun.h"

/* main - run every suite of the mail layer */

int
main(void)
{
	SRunner *sr;
	int      failed;

	test_timeouts();
	pb_log_quiet = 1;
	sr = srunner_create(mime_suite());
	srunner_add_suite(sr, strip_suite());
	srunner_add_suite(sr, compose_suite());
	srunner_add_suite(sr, maildir_suite());
	srunner_add_suite(sr, mailnet_suite());
	srunner_add_suite(sr, classify_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
