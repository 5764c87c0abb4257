/*++
/* NAME
/*	bench_proc 3
/* SUMMARY
/*	pbemd-bench: a program run as a process, and what it cost
/* SYNOPSIS
/*	#include "bench.h"
/*
/*	void	bench_spawn(char *const argv[], const char *in,
/*				const char *log, struct bench_cost *acc);
/*	void	bench_cost_add(struct bench_cost *acc,
/*				const struct bench_cost *c);
/* DESCRIPTION
/*	bench_spawn() runs ARGV[0] (a path) with ARGV, its standard input
/*	the file IN (NULL: /dev/null), its standard output and error
/*	appended to the file LOG, and waits for it, through pbemd-run(1)
/*	(found beside the bench's own program), which measures it: to
/*	*acc it adds the wall clock time from fork(2) to the end of
/*	wait4(2), the processor time of the child (user and system, from
/*	its rusage: loading its libraries included), and keeps the largest
/*	resident set size.  The child inherits the environment
/*	(PBEMD_FAKE_NOW among it).
/*
/*	bench_cost_add() adds C to ACC.
/* DIAGNOSTICS
/*	A program that cannot be run, or that exits with a status other
/*	than 0, ends the bench with bench_die(): a run that failed
/*	measures nothing.  Its log says why.
/*--*/

/* System. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "bench.h"

/* runner - pbemd-run, beside this program */

static const char *
runner(void)
{
	static char path[PATH_MAX];
	char       *slash;
	ssize_t     n;

	if (path[0] != '\0')
		return (path);
	if ((n = readlink("/proc/self/exe", path, sizeof(path) - 16)) <= 0)
		bench_die("/proc/self/exe: %m");
	path[n] = '\0';
	slash = strrchr(path, '/');
	strcpy(slash + 1, "pbemd-run");
	return (path);
}

/* start - ARGS in a process whose standard output we read */

static FILE *
start(char **args, pid_t *pid)
{
	int fd[2];

	if (pipe(fd) != 0 || (*pid = fork()) < 0)
		bench_die("fork: %m");
	if (*pid == 0) {
		close(fd[0]);
		if (dup2(fd[1], 1) < 0)
			_exit(126);
		close(fd[1]);
		execv(args[0], args);
		_exit(127);
	}
	close(fd[1]);
	return (fdopen(fd[0], "r"));
}

/* finish - its end: 1 when it exited 0 */

static int
finish(FILE *fp, pid_t pid)
{
	int status;

	fclose(fp);
	return (waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

/* bench_spawn - run a program through pbemd-run, add what it cost */

void
bench_spawn(char *const argv[], const char *in, const char *log, struct bench_cost *acc)
{
	unsigned long long wall, cpu;
	char              *args[16], line[128];
	FILE              *fp;
	pid_t              pid;
	long               rss;
	int                n, status, k;

	args[0] = (char *)runner();
	args[1] = (char *)(in ? in : "/dev/null");
	args[2] = (char *)log;
	for (n = 0; argv[n] != NULL && n < 12; n++)
		args[n + 3] = argv[n];
	args[n + 3] = NULL;
	fflush(stdout);
	if ((fp = start(args, &pid)) == NULL)
		bench_die("%s: %m", args[0]);
	k = fgets(line, sizeof(line), fp) != NULL
	    && sscanf(line, "%llu %llu %ld %d", &wall, &cpu, &rss, &status) == 4;
	if (!finish(fp, pid) || !k)
		bench_die("%s could not run %s", args[0], argv[0]);
	acc->wall += wall;
	acc->cpu += cpu;
	if (rss > acc->maxrss)
		acc->maxrss = rss;
	acc->runs++;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		bench_die("%s exited with status %d (signal %d): see %s", argv[0],
		    WIFEXITED(status) ? WEXITSTATUS(status) : -1,
		    WIFSIGNALED(status) ? WTERMSIG(status) : 0, log);
}

/* bench_cost_add - sums, and the larger peak */

void
bench_cost_add(struct bench_cost *acc, const struct bench_cost *c)
{
	acc->wall += c->wall;
	acc->cpu += c->cpu;
	acc->runs += c->runs;
	if (c->maxrss > acc->maxrss)
		acc->maxrss = c->maxrss;
}
