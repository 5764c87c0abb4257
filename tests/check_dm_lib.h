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
/* DESCRIPTION
/*	dmt_pack_text() is the text of the real pack (content/dm), read
/*	once; dmt_pack() the same parsed once.  dmt_seed() makes a seed of
/*	a small number.  dmt_run() applies a line (res cleared first, the
/*	caller clears it after).  dmt_done() releases the pack, at exit.
/*--*/

#ifndef CHECK_DM_LIB_H
#define CHECK_DM_LIB_H

#include <stdlib.h>
#include <string.h>

#include <check.h>

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
dmt_done(void)
{
	dm_pack_free(dmt_parsed);
	free(dmt_text);
}

#endif
