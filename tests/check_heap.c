/*++
/* NAME
/*	check_heap 1
/* SUMMARY
/*	unit tests for the heap's start on huge pages
/* SYNOPSIS
/*	tests/check_heap
/* DESCRIPTION
/*	heap_init() (src/core/heap.c).  This program and its copy of
/*	heap.c are built without sanitizers (Makefile.am), as the
/*	production pbemd is: AddressSanitizer's malloc would leave
/*	heap_init() nothing to do.  Each test runs heap_init() in a
/*	fresh process: tests/check_heap --child N, executed before
/*	anything allocates (as pbemd's main() calls it), and, for
/*	heap-1.3, in a process whose malloc is already in use.
/*	On a kernel without transparent huge pages (or set to "never")
/*	the tests are skipped (exit 77).
/*	Test ids:
/*
/*	heap-1.1	heap_init() before the first allocation returns 1;
/*			the region is a mapping of the heap, advised
/*			(VmFlags hg), HEAP_HUGE long at a 2 MB boundary
/*	heap-1.2	2 MB of small blocks land in the region, below
/*			a first huge page malloc had not written before
/*			the advice: at most 1 fault per huge page, and a
/*			few more for the lead pages
/*	heap-1.3	heap_init() after malloc has been used: still 1,
/*			and the region is advised
/*	heap-1.4	(H1): a block larger than the trim threshold
/*			freed, the heap still covers the region
/* SEE ALSO
/*	src/core/heap.h, the module under test.
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/heap.h"

static const char *self; /* argv[0], for the children */

/* thp_off - 1 when the kernel gives no transparent huge pages */

static int
thp_off(void)
{
	char  line[128] = "";
	FILE *f;

	if ((f = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r")) == NULL)
		return (1);
	if (fgets(line, sizeof(line), f) == NULL)
		line[0] = '\0';
	fclose(f);
	return (strstr(line, "[never]") != NULL || line[0] == '\0');
}

/* region_find - the advised mapping (VmFlags hg) of this process: its
 * start and length, or 0 */

static int
region_find(uintptr_t *start, size_t *len)
{
	char          line[512];
	unsigned long lo = 0, hi = 0, a, b;
	FILE         *f;
	int           found = 0;

	if ((f = fopen("/proc/self/smaps", "r")) == NULL)
		return (0);
	while (!found && fgets(line, sizeof(line), f) != NULL) {
		if (sscanf(line, "%lx-%lx ", &a, &b) == 2) { /* a mapping's first line */
			lo = a;
			hi = b;
			continue;
		}
		if (strncmp(line, "VmFlags:", 8) == 0 && strstr(line, " hg") != NULL)
			found = 1;
	}
	fclose(f);
	if (found) {
		*start = lo;
		*len = hi - lo;
	}
	return (found);
}

/* faults - minor page faults of this process so far */

static long
faults(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (ru.ru_minflt);
}

/* child - the tests proper, in a process of their own; 0 when passed */

static int
child(int test)
{
	uintptr_t start = 0, brk;
	size_t    len = 0;
	long      before;
	char     *p = NULL, *big;
	int       i, in = 0;

	/* Before anything allocates, unless the test wants otherwise. */
	if (test == 3)
		free(strdup("malloc in use"));
	if (heap_init() != 1)
		return (fprintf(stderr, "heap_init() did not advise\n"), 1);
	if (!region_find(&start, &len))
		return (fprintf(stderr, "no advised mapping\n"), 2);
	if (start % HEAP_HUGE_PAGE != 0 || len < HEAP_HUGE)
		return (fprintf(stderr, "region %#lx+%zu\n", (unsigned long)start, len), 3);
	if (test == 2) {
		before = faults();
		for (i = 0; i < 20000; i++) {
			p = malloc(96); /* 2 MB with malloc's headers */
			memset(p, 1, 96);
			in += (uintptr_t)p >= start && (uintptr_t)p < start + HEAP_HUGE;
		}
		if (in < 19000 || faults() - before > 8)
			return (fprintf(stderr, "%d blocks in, %ld faults\n", in,
			            faults() - before),
			    4);
	}
	if (test == 4) {
		big = malloc(3 * HEAP_HUGE);
		memset(big, 1, 3 * HEAP_HUGE);
		free(big);
		brk = (uintptr_t)sbrk(0);
		if (brk < start + HEAP_HUGE || !region_find(&start, &len) || len < HEAP_HUGE)
			return (fprintf(stderr, "trimmed into the region\n"), 5);
	}
	return (0);
}

/* run_child - tests/check_heap --child TEST, its exit status */

static int
run_child(int test)
{
	char  arg[16];
	pid_t pid;
	int   status;

	snprintf(arg, sizeof(arg), "%d", test);
	if ((pid = fork()) == 0) {
		execl(self, self, "--child", arg, (char *)NULL);
		_exit(127);
	}
	ck_assert_int_gt(pid, 0);
	ck_assert_int_eq(waitpid(pid, &status, 0), pid);
	return (WIFEXITED(status) ? WEXITSTATUS(status) : 128);
}

START_TEST(heap_1_1)
{
	ck_assert_int_eq(run_child(1), 0);
}
END_TEST

START_TEST(heap_1_2)
{
	ck_assert_int_eq(run_child(2), 0);
}
END_TEST

START_TEST(heap_1_3)
{
	ck_assert_int_eq(run_child(3), 0);
}
END_TEST

START_TEST(heap_1_4)
{
	ck_assert_int_eq(run_child(4), 0);
}
END_TEST

int
main(int argc, char **argv)
{
	Suite   *s;
	TCase   *tc;
	SRunner *sr;
	int      failed;

	if (argc == 3 && strcmp(argv[1], "--child") == 0)
		return (child(atoi(argv[2])));
	if (thp_off()) {
		puts("SKIP: no transparent huge pages");
		return (77);
	}
	self = argv[0];
	s = suite_create("heap");
	tc = tcase_create("heap-1");
	tcase_add_test(tc, heap_1_1);
	tcase_add_test(tc, heap_1_2);
	tcase_add_test(tc, heap_1_3);
	tcase_add_test(tc, heap_1_4);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_VERBOSE);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return (failed == 0 ? 0 : 1);
}
