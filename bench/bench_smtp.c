/*++
/* NAME
/*	bench_smtp 3
/* SUMMARY
/*	pbemd-bench: an SMTP sink on loopback
/* SYNOPSIS
/*	#include "bench.h"
/*
/*	void	bench_smtp_start(struct bench_smtp *s);
/*	void	bench_smtp_stop(struct bench_smtp *s);
/* DESCRIPTION
/*	The daemon's SMTP sink (libcurl) needs a server to talk to; no
/*	Postfix need be set up for the bench.  bench_smtp_start() listens
/*	on 127.0.0.1 at a port the kernel picks (s->port) and forks a
/*	child (s->pid) that serves one connection at a time: 220, then
/*	250 to EHLO, HELO, MAIL, RCPT, RSET and NOOP, 354 to DATA, 250
/*	after the lone dot, when it adds one to *s->count (memory shared
/*	with the bench), 221 to QUIT.  The message is read and thrown
/*	away: what is measured is the daemon's side.  Its processor time
/*	is not the daemon's (the bench measures the daemon's rusage only),
/*	but it shares the machine, as a local MTA would.
/*
/*	The child ends with the bench (PR_SET_PDEATHSIG).
/*
/*	bench_smtp_stop() ends that child (SIGTERM to its pid) and waits
/*	for it.
/* DIAGNOSTICS
/*	A failure to listen or fork ends the bench with bench_die().
/*--*/

/* System. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

/* Local. */
#include "bench.h"

/* reply - one reply line */

static void
reply(FILE *fp, const char *line)
{
	fprintf(fp, "%s\r\n", line);
	fflush(fp);
}

/* data - the message, up to the lone dot; 0 if the peer left */

static int
data(FILE *fp, char **line, size_t *cap)
{
	while (getline(line, cap, fp) > 0)
		if (strcmp(*line, ".\r\n") == 0 || strcmp(*line, ".\n") == 0)
			return (1);
	return (0);
}

/* session - one SMTP connection */

static void
session(int fd, unsigned *count)
{
	FILE  *fp = fdopen(fd, "r+");
	char  *line = NULL;
	size_t cap = 0;

	if (fp == NULL)
		return;
	reply(fp, "220 bench.example ESMTP pbemd-bench");
	while (getline(&line, &cap, fp) > 0) {
		if (strncasecmp(line, "EHLO", 4) == 0)
			reply(fp, "250-bench.example\r\n250 8BITMIME");
		else if (strncasecmp(line, "DATA", 4) == 0) {
			reply(fp, "354 go on");
			if (!data(fp, &line, &cap))
				break;
			__atomic_add_fetch(count, 1, __ATOMIC_SEQ_CST);
			reply(fp, "250 2.0.0 taken");
		} else if (strncasecmp(line, "QUIT", 4) == 0) {
			reply(fp, "221 bye");
			break;
		} else
			reply(fp, "250 ok");
	}
	free(line);
	fclose(fp);
}

/* bench_smtp_start - listen, fork the server */

void
bench_smtp_start(struct bench_smtp *s)
{
	struct sockaddr_in sa;
	socklen_t          len = sizeof(sa);
	int                fd, c, one = 1;

	s->count = mmap(
	    NULL, sizeof(*s->count), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (s->count == MAP_FAILED)
		bench_die("mmap: %m");
	*s->count = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if ((fd = socket(AF_INET, SOCK_STREAM, 0)) < 0
	    || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) < 0
	    || bind(fd, (struct sockaddr *)&sa, sizeof(sa)) < 0 || listen(fd, 16) < 0
	    || getsockname(fd, (struct sockaddr *)&sa, &len) < 0)
		bench_die("smtp sink: %m");
	s->port = ntohs(sa.sin_port);
	fflush(stdout);
	if ((s->pid = fork()) < 0)
		bench_die("fork: %m");
	if (s->pid == 0) {
		/* A bench that dies (bench_die()) takes its sink along. */
		signal(SIGTERM, SIG_DFL);
		prctl(PR_SET_PDEATHSIG, SIGTERM);
		for (;;)
			if ((c = accept(fd, NULL, NULL)) >= 0)
				session(c, s->count);
	}
	close(fd);
}

/* bench_smtp_stop - end the server */

void
bench_smtp_stop(struct bench_smtp *s)
{
	if (s->pid <= 0)
		return;
	kill(s->pid, SIGTERM);
	waitpid(s->pid, NULL, 0);
	munmap(s->count, sizeof(*s->count));
	s->pid = 0;
}
