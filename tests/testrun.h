/* testrun.h - the main() of a check program with one suite */
#ifndef TESTRUN_H
#define TESTRUN_H

#include <stdlib.h>

#include <check.h>

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

#endif
