/*++
/* NAME
/*	dm_play 3h
/* SUMMARY
/*	Dark Moon: what the rules files share
/* SYNOPSIS
/*	#include "games/dm/dm_play.h"
/* DESCRIPTION
/*	struct dm_ctx is one command's work: the state, the public lines
/*	it adds (one event for the table), the private notices of the
/*	result.  What an effect asks of the turn (a vote, a new Event,
/*	the Commander's judgement) is kept in the state (want_*), since
/*	one may wait while another is decided.  dm_rules.c: the mechanics; dm_turn.c: the course of a
/*	turn (dm_advance()); dm_cmd.c: the commands.
/*--*/

#ifndef DM_PLAY_H
#define DM_PLAY_H

#include <stdarg.h>

#include "core/game.h"
#include "core/pb.h"
#include "games/dm/dm.h"

struct dm_ctx {
	struct dm_state    *s;
	struct pb_buf       pub;     /* public lines */
	struct game_result *res;     /* notices */
	int                 subject; /* an effect's subject */
};

/* dm_rules.c */
const char *dm_colour_word(int);
void        dm_say(struct dm_ctx *, const char *, ...) PB_PRINTF(2, 3);
const char *dm_seat_name(const struct dm_state *, int);
void        dm_end(struct dm_ctx *, int, const char *);
int         dm_take(struct dm_state *, int, int, int);
int         dm_take_any(struct dm_state *, int, int);
void        dm_trim(struct dm_state *, int);
void        dm_discard(struct dm_state *, int, int);
void        dm_spent_back(struct dm_state *);
void        dm_commander(struct dm_ctx *, int);
int         dm_successor(const struct dm_state *, int, int);
void        dm_quarantine(struct dm_ctx *, int, int);
void        dm_release(struct dm_ctx *, int);
int         dm_board_die(struct dm_state *, int, int *);
void        dm_test(struct dm_ctx *);
void        dm_shield(struct dm_ctx *, int, int);
void        dm_outpost(struct dm_ctx *, int, int);
void        dm_fatigue(struct dm_ctx *, int, int);
void        dm_unfatigue_at(struct dm_ctx *, int);
void        dm_unoutpost_at(struct dm_ctx *, int);
void        dm_run(struct dm_ctx *, const struct dm_fx *, int, int);
const struct dm_event *dm_event_card(const struct dm_state *, int);
void        dm_no_complications(struct dm_ctx *);
void        dm_place_event(struct dm_ctx *, int);
void        dm_cube(struct dm_ctx *);
void        dm_draw_events(struct dm_state *);

/* dm_sc.c */
void dm_corp_start(struct dm_ctx *);
void dm_sc_next(struct dm_ctx *);
void dm_sc_evac_cube(struct dm_ctx *);
int  dm_sc_evac_step(struct dm_ctx *);
void dm_sc_vote_result(struct dm_ctx *, int red);
void dm_sc_final(struct dm_ctx *, const char *reason);
void dm_sc_failure_in(struct dm_ctx *);
void dm_sc_drawn(struct dm_ctx *);

/* dm_vote.c */
int dm_complication_step(struct dm_ctx *);

/* dm_turn.c */
void dm_advance(struct dm_ctx *);
void dm_roll(struct dm_ctx *, int seat, const int *n);
void dm_open_vote(struct dm_ctx *, int caller, int target, int ret);
void dm_open_vote_kind(struct dm_ctx *, int caller, int target, int ret, int kind);
int  dm_blocked(const struct dm_state *, int block);
int  dm_may_act(const struct dm_state *, int seat);
int  dm_malf_difficulty(const struct dm_state *);

#endif
