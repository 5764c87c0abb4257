/*++
/* NAME
/*	zwd_careful_play 3
/* SUMMARY
/*	Zombicide: White Death: one whole game of careful bots
/* SYNOPSIS
/*	#include "zwd_careful.h"
/* DESCRIPTION
/*	zwd_careful_pack(), zwd_careful_game() and zwd_careful_game_opts(),
/*	as zwd_careful(3h) describes them: the game
/*	is made and played through zwd_ops as the arbiter does, each line
/*	lexed as a mail's line is.  The seats act in turn, 1 first; each
/*	sends the first of its lines the game accepts.
/*
/*	zwd_careful_seed() is the game's seed zwd_careful_game() makes of
/*	seedno and nseats; zwd_careful_taken, when set, is called with
/*	each line the game accepts, after it (tests/zwd_mailscript.c).
/*
/*	With ZWD_CAREFUL_RELOAD set in the environment each game has a
/*	twin, saved and loaded anew before each line as the daemon loads
/*	a game between two mails: the twin must take every line the game
/*	takes and then save the same state (pb_fatal() when not), else a
/*	game played by mail would fail replay --verify.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

void (*zwd_careful_taken)(const struct zwd_state *, int, const char *);

void *
zwd_careful_pack(const char *dir, char **text)
{
	struct pb_err err;
	void         *pack;

	if (pack_read_dir(dir, text, &err) != PB_OK || (pack = zwd_pack_parse(*text, &err)) == NULL)
		pb_fatal("zwd_careful: %s: %s", dir, err.msg);
	return (pack);
}

/* trace - a line taken and what it did, the zombie phase after it */

static void
trace(const struct zwd_state *s, int seat, const char *line, const char *event, int round)
{
	const char *names[ZWD_SURVIVORS];
	char       *z;
	int         i;

	fprintf(stderr, "r%d s%d> %s\n%s", round, seat, line, event != NULL ? event : "");
	if (s->round == round && s->phase != ZWD_PH_ENDED)
		return;
	for (i = 0; i < s->nsurv; i++)
		names[i] = zwd_surv_name(s, i);
	z = zwd_events_text(s->map, s->pack->cards, &s->last, names, "en");
	fprintf(stderr, "== zombies ==\n%s== ==\n", z);
	free(z);
}

/* The twin of ZWD_CAREFUL_RELOAD. */
static struct {
	void         *g;
	const void   *pack;
	json_t       *o;
	int           nseats;
	unsigned char seed[PB_SEED_LEN];
} twin;

/* twin_line - the line on the twin, loaded anew from its save; pb_fatal()
 * when it refuses the line or then saves another state than s */

static void
twin_line(const struct zwd_state *s, int seat, const char *line)
{
	struct game_result res;
	struct pb_err      err;
	struct lex_line   *l;
	char              *saved = zwd_ops.save(twin.g), *a, *b;
	void              *g;

	if (zwd_ops.load(twin.pack, twin.o, twin.nseats, twin.seed, saved, &g, &err) != PB_OK)
		pb_fatal("zwd_careful: mission %s, reload: %s", s->mission, err.msg);
	free(saved);
	zwd_ops.free(twin.g);
	twin.g = g;
	memset(&res, 0, sizeof(res));
	if (lex_line(line, &l, &err) != PB_OK || zwd_ops.apply(g, seat, l, &res, &err) != PB_OK)
		pb_fatal("zwd_careful: mission %s, \"%s\" refused after a reload: %s", s->mission,
		    line, err.msg);
	lex_free(l);
	game_result_clear(&res);
	a = zwd_ops.save(s);
	b = zwd_ops.save(g);
	if (strcmp(a, b) != 0)
		pb_fatal("zwd_careful: mission %s, after \"%s\": another state after a reload",
		    s->mission, line);
	free(a);
	free(b);
}

/* apply - one line of a seat; the status */

static enum pb_rc
apply(struct zwd_state *s, int seat, const char *line)
{
	struct game_result res;
	struct pb_err      err;
	struct lex_line   *l;
	enum pb_rc         rc;
	char               why[200];
	int                round = s->round;

	memset(&res, 0, sizeof(res));
	if (lex_line(line, &l, &err) != PB_OK)
		pb_fatal("zwd_careful: \"%s\": %s", line, err.msg);
	rc = zwd_ops.apply(s, seat, l, &res, &err);
	lex_free(l);
	if (rc == PB_OK && getenv("ZWD_CAREFUL_TRACE") != NULL)
		trace(s, seat, line, res.event, round);
	if (rc == PB_OK && zwd_careful_taken != NULL)
		zwd_careful_taken(s, seat, line);
	if (rc == PB_OK && twin.g != NULL)
		twin_line(s, seat, line);
	game_result_clear(&res);
	if (rc == PB_OK && !zwd_invariants(s, why, sizeof(why)))
		pb_fatal("zwd_careful: mission %s, after \"%s\": %s", s->mission, line, why);
	return (rc);
}

/* act - seat sends its first line the game takes; 0 when it has none */

static int
act(struct zwd_state *s, int seat)
{
	char *v[ZWD_CAREFUL_LINES];
	int   n = zwd_careful_lines(s, seat, v, ZWD_CAREFUL_LINES), k, done = 0;

	for (k = 0; k < n; k++) {
		if (!done && apply(s, seat, v[k]) == PB_OK)
			done = 1;
		free(v[k]);
	}
	if (n > 0 && !done)
		pb_fatal("zwd_careful: mission %s, round %d: seat %d has no line the game takes",
		    s->mission, s->round, seat);
	return (done);
}

int
zwd_careful_game(
    const void *pack, const char *mission, int nseats, unsigned seedno, struct zwd_careful_end *e)
{
	json_t *o = json_pack("{s:s}", "mission", mission);
	int     won = zwd_careful_game_opts(pack, o, nseats, seedno, e);

	json_decref(o);
	return (won);
}

void
zwd_careful_seed(unsigned seedno, int nseats, unsigned char *seed)
{
	memset(seed, 0, PB_SEED_LEN);
	memcpy(seed, &seedno, sizeof(seedno));
	seed[8] = (unsigned char)nseats;
}

int
zwd_careful_game_opts(
    const void *pack, json_t *o, int nseats, unsigned seedno, struct zwd_careful_end *e)
{
	unsigned char     seed[PB_SEED_LEN];
	struct pb_err     err;
	const char       *mission = json_string_value(json_object_get(o, "mission"));
	json_t           *canon = NULL;
	void             *g = NULL;
	struct zwd_state *s;
	int               seat, any;

	zwd_careful_seed(seedno, nseats, seed);
	if (zwd_ops.create(pack, o, nseats, seed, &g, &canon, &err) != PB_OK)
		pb_fatal("zwd_careful: mission %s: %s", mission, err.msg);
	json_decref(canon);
	s = g;
	if (getenv("ZWD_CAREFUL_RELOAD") != NULL) {
		canon = NULL;
		if (zwd_ops.create(pack, o, nseats, seed, &twin.g, &canon, &err) != PB_OK)
			pb_fatal("zwd_careful: mission %s: %s", mission, err.msg);
		json_decref(canon);
		twin.pack = pack, twin.o = o, twin.nseats = nseats;
		memcpy(twin.seed, seed, sizeof(seed));
	}
	memset(e, 0, sizeof(*e));
	while (s->phase != ZWD_PH_ENDED && s->round <= ZWD_CAREFUL_ROUNDS) {
		for (any = 0, seat = 1; seat <= nseats; seat++)
			while (zwd_ops.decision(s, seat) != NULL && s->phase != ZWD_PH_ENDED) {
				if (!act(s, seat))
					break;
				any = 1;
				e->commands++;
			}
		if (!any)
			pb_fatal(
			    "zwd_careful: mission %s, round %d: nobody acts", mission, s->round);
	}
	e->outcome = s->phase == ZWD_PH_ENDED ? s->outcome : ZWD_PLAYING;
	e->rounds = s->round;
	snprintf(e->reason, sizeof(e->reason), "%s", s->reason != NULL ? s->reason : "unfinished");
	zwd_free(s);
	if (twin.g != NULL)
		zwd_ops.free(twin.g);
	twin.g = NULL;
	return (e->outcome == ZWD_WON);
}
