/*++
/* NAME
/*	testrun 3h
/* SUMMARY
/*	the harness side of every check program
/* SYNOPSIS
/*	#include "testrun.h"
/*
/*	void	test_timeouts(void);
/*	int	test_run_suite(Suite *s);
/*	int	test_main(Suite *(*make)(void));
/* DESCRIPTION
/*	test_timeouts() sets check's per-test timeout for every case the
/*	program creates after it (CK_DEFAULT_TIMEOUT, unless the caller's
/*	environment sets one): TEST_TIMEOUT seconds, a bound no honest run
/*	reaches even on a machine whose cores are all busy with other work.
/*	It exists to stop a hung test, never to measure speed: no suite sets
/*	a timeout of its own (tcase_set_timeout), so that no test depends on
/*	how fast the machine is.  A timed-out case is named by check in its
/*	report.  Every main() calls it first, before it creates a TCase.
/*
/*	test_run_suite() runs every case of s and returns the exit status
/*	for main().
/*
/*	test_main() is the whole main() of a program with one suite:
/*	test_timeouts(), libsodium, then make()'s suite run.
/*--*/
#ifndef TESTRUN_H
#define TESTRUN_H

#include <stdlib.h>

#include <check.h>
#include <sodium.h>

#define TEST_TIMEOUT "3600" /* seconds per case: a hang, never slowness */

/* test_timeouts - the harness's timeout for every case created after it */

static inline void
test_timeouts(void)
{
	setenv("CK_DEFAULT_TIMEOUT", TEST_TIMEOUT, 0);
}

/* test_run_suite - run every case of s; the exit status for main() */

static inline int
test_run_suite(Suite *s)
{
	SRunner *sr = srunner_create(s);
	int      failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}

/* test_main - timeouts, libsodium, then the suite make() builds */

static inline int
test_main(Suite *(*make)(void))
{
	test_timeouts(); /* before make() creates a TCase */
	if (sodium_init() < 0)
		return (EXIT_FAILURE);
	return (test_run_suite(make()));
}

#endif
