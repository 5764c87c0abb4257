/*++
/* NAME
/*	pbemd-run 1
/* SUMMARY
/*	run a program, and say what it cost
/* SYNOPSIS
/*	bench/pbemd-run IN LOG PROGRAM [ARG...]
/* DESCRIPTION
/*	pbemd-bench(1) runs every program it measures through this one.
/*	It runs PROGRAM (a path) with its standard input the file IN and
/*	its standard output and error appended to the file LOG, waits for
/*	it, and writes one line to its own standard output:
/*
/*	    WALL CPU MAXRSS STATUS
/*
/*	the nanoseconds from fork(2) to the end of wait4(2), the processor
/*	nanoseconds of the child (user and system, from its rusage), its
/*	peak resident set size in KiB, and its wait status.
/*
/*	Why a program of its own: Linux counts in a child's peak memory
/*	the memory of the process it was forked from (the peak of the old
/*	image is kept across execve(2)); forked from the bench, which holds
/*	whole stores, every child would seem as large as the bench.  This
/*	program is small and links nothing but the C library.
/* DIAGNOSTICS
/*	Exit status 0 when the line was written (whatever PROGRAM's
/*	status), 1 otherwise.
/*--*/

/* System. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ns - monotonic nanoseconds */

static uint64_t
ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec);
}

/* tv_ns - a timeval in nanoseconds */

static uint64_t
tv_ns(struct timeval tv)
{
	return ((uint64_t)tv.tv_sec * 1000000000u + (uint64_t)tv.tv_usec * 1000u);
}

/* child - redirect, then exec; never returns */

static void
child(char **argv)
{
	int fd;

	if ((fd = open(argv[1], O_RDONLY)) < 0 || dup2(fd, 0) < 0)
		_exit(126);
	close(fd);
	if ((fd = open(argv[2], O_WRONLY | O_CREAT | O_APPEND, 0600)) < 0 || dup2(fd, 1) < 0
	    || dup2(fd, 2) < 0)
		_exit(126);
	close(fd);
	execv(argv[3], argv + 3);
	_exit(127);
}

int
main(int argc, char **argv)
{
	struct rusage ru;
	uint64_t      t0;
	pid_t         pid;
	int           status;

	if (argc < 4) {
		fprintf(stderr, "usage: pbemd-run IN LOG PROGRAM [ARG...]\n");
		return (1);
	}
	t0 = ns();
	if ((pid = fork()) < 0)
		return (1);
	if (pid == 0)
		child(argv);
	if (wait4(pid, &status, 0, &ru) != pid)
		return (1);
	printf("%llu %llu %ld %d\n", (unsigned long long)(ns() - t0),
	    (unsigned long long)(tv_ns(ru.ru_utime) + tv_ns(ru.ru_stime)), ru.ru_maxrss, status);
	return (fflush(stdout) == 0 ? 0 : 1);
}
