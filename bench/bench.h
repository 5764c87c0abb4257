/*++
/* NAME
/*	bench 3h
/* SUMMARY
/*	pbemd-bench: installations, player mail, processes, SMTP sink
/* SYNOPSIS
/*	#include "bench.h"
/* DESCRIPTION
/*	The parts of pbemd-bench(1) (bench.c), one concern per file:
/*
/*	bench_site.c	an installation in a directory: configuration,
/*			database (WAL, synchronous as store_open() sets
/*			it), key, Maildirs; its database saved and another
/*			installation made around the copy; games cloned
/*			and logs stretched with SQL; the query plan of
/*			every statement used
/*	bench_play.c	live Dead of Winter games and the player mail
/*			that answers them: the seat the game waits for
/*			replies to its newest mail in the outbox, quoting
/*			it, with commands read off the game state
/*	bench_proc.c	a program run as a process through pbemd-run(1)
/*			(run.c): wall clock, processor time and peak
/*			memory of the child
/*	bench_smtp.c	a small SMTP sink on 127.0.0.1 that accepts and
/*			counts every message (no Postfix needed)
/*	bare.c		pbemd-bare(1), the baseline: parse a mail,
/*			commit one row (a program of its own)
/*
/*	Times are nanoseconds, of the wall clock (CLOCK_MONOTONIC) and of
/*	the processor time of a child (its rusage, user and system): the
/*	first includes waiting for the disk (fsync at COMMIT), the second
/*	is the work.  bench_ns() is the monotonic clock.
/*--*/

#ifndef BENCH_H
#define BENCH_H

/* System. */
#include <stddef.h>
#include <stdint.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "core/pb.h"
#include "core/rng.h"

#define BENCH_ADDRESS "arbiter@bench.example"

/* bench_site.c */
struct bench_site {
	char         *dir;
	char         *conf;
	struct pbemd *p;
};

uint64_t           bench_ns(void);
void               bench_die(const char *, ...) PB_PRINTF(1, 2) PB_NORETURN;
struct bench_site *bench_site_new(const char *dir, const char *key);
struct bench_site *bench_site_copy(struct bench_site *, const char *dir);
struct bench_site *bench_site_at(const char *dir, const char *key, const char *outbox,
    const char *db);
void               bench_site_open(struct bench_site *);
void               bench_site_save(struct bench_site *, const char *path);
int64_t            bench_stretch_game(struct bench_site *, int64_t game, int64_t moves);
void               bench_site_free(struct bench_site *);
int64_t            bench_clone_games(struct bench_site *, int64_t game, int64_t count);
int                bench_query_plans(struct bench_site *, int verbose);
char              *bench_site_digest(struct bench_site *);
int64_t            bench_db_bytes(struct bench_site *);

/* bench_play.c: live games and their players */
struct bench_game {
	int64_t  id;
	int      nseats;
	unsigned seed;
	int64_t  seq;    /* after the last mail */
	int      stalls; /* mails in a row that changed nothing */
	int      ended;
};

struct bench_mail {
	char   *raw;
	size_t  len;
	int64_t game;
	int     lines; /* command lines written */
};

struct bench_play {
	struct bench_game  *games;
	int                 ngames;
	unsigned            next_seed;
	struct pb_rng       rng;   /* the players' choices */
	const char         *tag;   /* in player addresses: several sites, one key */
	struct bench_site **sites; /* [0] is read; games are created in all */
	int                 nsites;
	int                 created, replaced, stuck, mails;
	int                 seats_min, seats_span; /* seats of new games: 3, 3 */
	const char         *langs;                 /* "en,it,es" or NULL */
};

void    bench_play_init(struct bench_play *, int ngames, unsigned first_seed, const char *tag,
       struct bench_site **, int nsites);
void    bench_play_free(struct bench_play *);
int64_t bench_game_new(struct bench_site *, unsigned seed, const char *tag);
int64_t bench_game_new_as(struct bench_site *, unsigned seed, const char *tag, int nseats,
    const char *langs);
void    bench_play_start(struct bench_play *);
void    bench_play_next(struct bench_play *, int slot, struct bench_mail *);
int     bench_play_after(struct bench_play *, int slot);
void    bench_play_ask(struct bench_play *, int slot, int seat, const char *lines,
       struct bench_mail *);
void    bench_mail_clear(struct bench_mail *);

/* bench_proc.c: a program as a process, what it cost */
struct bench_cost {
	uint64_t wall;   /* ns, fork to exit */
	uint64_t cpu;    /* ns, user + system of the child (rusage) */
	long     maxrss; /* KiB, the largest of the runs */
	int      runs;
};

void bench_spawn(char *const argv[], const char *in, const char *log, struct bench_cost *);
void bench_cost_add(struct bench_cost *, const struct bench_cost *);

/* bench_smtp.c: an SMTP sink on loopback */
struct bench_smtp {
	int       pid;
	int       port;
	unsigned *count; /* messages accepted (shared with the child) */
};

void bench_smtp_start(struct bench_smtp *);
void bench_smtp_stop(struct bench_smtp *);

#endif
