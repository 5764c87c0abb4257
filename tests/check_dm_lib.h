/*++
/* NAME
/*	check_dm_lib 3h
/* SUMMARY
/*	what the Dark Moon check programs share
/* SYNOPSIS
/*	#include "check_dm_lib.h"
/*
/*	const char *dmt_pack_text(void);
/*	void	*dmt_pack(void);
/*	void	dmt_seed(unsigned char seed[32], unsigned n);
/*	enum pb_rc dmt_run(void *state, int seat, const char *line,
/*			struct game_result *res, struct pb_err *err);
/*	void	dmt_done(void);
/*
/*	void	*dmt_setup(int nseats, unsigned seedno, const char *opts);
/*	void	*dmt_game(int nseats, unsigned seedno, const char *opts);
/*	void	dmt_ok(void *state, int seat, const char *line,
/*			struct game_result *res);
/*	int	dmt_task_of(const struct dm_state *s, const char *id);
/*	void	dmt_to_task(struct dm_state *s, const char *a, const char *b);
/* DESCRIPTION
/*	dmt_pack_text() is the text of the real pack (content/dm), read
/*	once; dmt_pack() the same parsed once.  dmt_seed() makes a seed of
/*	a small number.  dmt_run() applies a line (res cleared first, the
/*	caller clears it after).  dmt_done() releases the pack, at exit.
/*
/*	dmt_setup() is a game of nseats on the real pack, options opts (JSON
/*	text, NULL for none), as set up; dmt_game() the same after the
/*	Commander chose the first Event.
/*	dmt_ok() is dmt_run() of a line that must be accepted.
/*	dmt_task_of() is a Task's index by id; dmt_to_task() makes the
/*	next decision the active seat's choice between Tasks a and b,
/*	moving them from wherever they are.
/*--*/

#ifndef CHECK_DM_LIB_H
#define CHECK_DM_LIB_H

#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "core/deck.h"
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "games/dm/dm.h"

static char *dmt_text;
static void *dmt_parsed;

static inline const char *
dmt_pack_text(void)
{
	struct pb_err err;

	if (dmt_text == NULL)
		ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/dm", &dmt_text, &err) == PB_OK, "%s",
		    err.msg);
	return (dmt_text);
}

static inline void *
dmt_pack(void)
{
	struct pb_err err;

	if (dmt_parsed == NULL)
		ck_assert_msg((dmt_parsed = dm_pack_parse(dmt_pack_text(), &err)) != NULL, "%s",
		    err.msg);
	return (dmt_parsed);
}

static inline void
dmt_seed(unsigned char seed[32], unsigned n)
{
	memset(seed, 0, 32);
	memcpy(seed, &n, sizeof(n));
}

static inline enum pb_rc
dmt_run(void *g, int seat, const char *line, struct game_result *res, struct pb_err *err)
{
	struct lex_line *l;
	enum pb_rc       rc;

	game_result_clear(res);
	ck_assert(lex_line(line, &l, err) == PB_OK);
	rc = dm_ops.apply(g, seat, l, res, err);
	lex_free(l);
	return (rc);
}

static inline void
dmt_ok(void *g, int seat, const char *line, struct game_result *res)
{
	struct pb_err err;

	ck_assert_msg(dmt_run(g, seat, line, res, &err) == PB_OK, "\"%s\": %s", line, err.msg);
}

static inline struct dm_state *
dmt_setup(int n, unsigned seedno, const char *opts)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *o = json_loads(opts ? opts : "{}", 0, NULL), *canon = NULL;
	void         *g;

	dmt_seed(seed, seedno);
	ck_assert_msg(dm_ops.create(dmt_pack(), o, n, seed, &g, &canon, &err) == PB_OK, "%s",
	    err.msg);
	json_decref(o);
	json_decref(canon);
	return (g);
}

static inline struct dm_state *
dmt_game(int n, unsigned seedno, const char *opts)
{
	struct game_result res = { 0 };
	struct dm_state   *s = dmt_setup(n, seedno, opts);
	char              *line;

	line = pb_asprintf("event %s", s->pack->events[s->drawn.v[0]].n.id);
	dmt_ok(s, s->commander, line, &res);
	game_result_clear(&res);
	free(line);
	return (s);
}

static inline int
dmt_task_of(const struct dm_state *s, const char *id)
{
	int i;

	for (i = 0; i < s->pack->ntasks; i++)
		if (strcmp(s->pack->tasks[i].n.id, id) == 0)
			return (i);
	ck_abort_msg("no task %s", id);
	return (-1);
}

static inline void
dmt_to_task(struct dm_state *s, const char *a, const char *b)
{
	int          ids[2] = { dmt_task_of(s, a), dmt_task_of(s, b) }, i, j, at;
	struct deck *piles[] = { &s->tasks, &s->task_disc, &s->task_out, &s->drawn };

	for (i = 0; i < 2; i++)
		for (j = 0; j < 4; j++)
			if ((at = deck_find(piles[j], ids[i])) >= 0)
				deck_remove_at(piles[j], at);
	while (s->drawn.n > 0)
		deck_deal(&s->drawn, &s->tasks);
	deck_push(&s->drawn, ids[0]);
	deck_push(&s->drawn, ids[1]);
	s->phase = DM_P_TASK;
	s->stage = DM_S_TASK;
}

static inline void
dmt_done(void)
{
	dm_pack_free(dmt_parsed);
	free(dmt_text);
}

#endif
