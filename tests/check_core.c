/*++
/* NAME
/*	check_core 1
/* SUMMARY
/*	run the unit tests of the core layer
/* SYNOPSIS
/*	check_core
/* DESCRIPTION
/*	Runs the check suites of src/core in one runner: rng, token,
/*	lexer, render and config.  The test ids of each suite are listed
/*	in the header of its file.
/*
/*	libsodium is initialized first (the rng and token suites use it),
/*	and pb_info() is silenced.  The environment variables of check
/*	apply (CK_FORK=no to run under valgrind or a debugger,
/*	CK_RUN_SUITE, CK_RUN_CASE, CK_VERBOSITY).
/* DIAGNOSTICS
/*	Exit status EXIT_FAILURE when any test failed or libsodium cannot
/*	be initialized.
/* SEE ALSO
/*	check_rng.c, check_token.c, check_lexer.c, check_render.c,
/*	check_config.c
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>

/* Third party. */
#include <check.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "suites.h"
#include "testrun.h"

/* main - run every suite of the core layer */

int
main(void)
{
	SRunner *sr;
	int      failed;

	/* Initialize. */
	test_timeouts();
	if (sodium_init() < 0) {
		fprintf(stderr, "check_core: sodium_init failed\n");
		return (EXIT_FAILURE);
	}
	pb_log_quiet = 1;

	/* Run. */
	sr = srunner_create(rng_suite());
	srunner_add_suite(sr, token_suite());
	srunner_add_suite(sr, lexer_suite());
	srunner_add_suite(sr, render_suite());
	srunner_add_suite(sr, config_suite());
	srunner_add_suite(sr, lang_suite());
	srunner_add_suite(sr, jdump_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);

	/* Cleanup. */
	srunner_free(sr);
	return (failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE);
}
