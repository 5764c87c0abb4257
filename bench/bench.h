/*++
/* NAME
/*	bench 3h
/* SUMMARY
/*	pbemd-bench: installations, player mail, stages, baseline
/* SYNOPSIS
/*	#include "bench.h"
/* DESCRIPTION
/*	The parts of pbemd-bench(1) (bench.c), one concern per file:
/*
/*	bench_site.c	an installation in a directory: configuration,
/*			database (WAL, synchronous as store_open() sets
/*			it), key, Maildirs; a copy of one; games cloned
/*			with SQL; the query plan of every statement used
/*	bench_play.c	live Dead of Winter games and the player mail
/*			that answers them: the seat the game waits for
/*			replies to its newest mail in the outbox, quoting
/*			it, with commands read off the game state
/*	bench_stages.c	the arbiter's pipeline for an applied mail, cut
/*			into stages that are timed one by one
/*	bench_bare.c	the baseline: parse a mail, commit one row
/*
/*	Times are nanoseconds, of the wall clock (CLOCK_MONOTONIC) and of
/*	the processor time of the thread (CLOCK_THREAD_CPUTIME_ID): the
/*	first includes waiting for the disk (fsync at COMMIT), the second
/*	is the work.  bench_lap() adds the time since *since to *acc and
/*	moves *since to now.
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

struct bench_time {
	uint64_t wall;
	uint64_t cpu;
};

uint64_t           bench_ns(void);
struct bench_time  bench_now(void);
void               bench_lap(struct bench_time *acc, struct bench_time *since);
void               bench_die(const char *, ...) PB_PRINTF(1, 2) PB_NORETURN;
struct bench_site *bench_site_new(const char *dir, const char *key);
struct bench_site *bench_site_copy(struct bench_site *, const char *dir);
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

/* bench_stages.c: the pipeline, stage by stage */
enum bench_stage {
	BENCH_MIME,
	BENCH_STRIP,
	BENCH_AUTH,
	BENCH_LOAD,
	BENCH_APPLY,
	BENCH_RENDER,
	BENCH_COMMIT,
	BENCH_OTHER, /* a mail that left the applied path: arbiter_process() */
	BENCH_NSTAGES
};

extern const char *const bench_stage_names[BENCH_NSTAGES];

int bench_stages_process(struct pbemd *, const char *raw, size_t len, struct bench_time *);

/* bench_bare.c: the baseline */
struct bench_bare;

struct bench_bare *bench_bare_open(const char *path);
void bench_bare_one(struct bench_bare *, const char *raw, size_t len, struct bench_time *);
void bench_bare_close(struct bench_bare *);

#endif
