/*++
/* NAME
/*	dm_cmd 3h
/* SUMMARY
/*	Dark Moon: the command table
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/* DESCRIPTION
/*	struct dm_cmd is a command (dm_cmd.c): lines() lists the lines a
/*	seat may send with it now, every one accepted by run().  struct
/*	dm_lines holds at most DM_MAXLINES of them.  dm_vote.c has the
/*	votes and Complications; dm_apply.c runs the table (apply, help,
/*	decision, default line) and dm_lines() gathers every line of a
/*	decision a seat may send now, for the bots and the tests (rows
/*	without a kind, standing instructions, are in HELP only).
/*--*/

#ifndef DM_CMD_H
#define DM_CMD_H

#include "core/game.h"
#include "core/lexer.h"
#include "games/dm/dm.h"
#include "games/dm/dm_play.h"

#define DM_MAXLINES 64

struct dm_lines {
	char *v[DM_MAXLINES];
	int   n;
};

struct dm_cmd {
	const char *word;
	const char *kind; /* the decision it answers; NULL: no decision (standing) */
	const char *usage[LANG_N];
	const char *args[LANG_N];
	const char *text[LANG_N];
	void (*lines)(const struct dm_state *, int seat, struct dm_lines *);
	enum pb_rc (*run)(struct dm_ctx *, int seat, const struct lex_line *, struct pb_err *);
};

extern const struct dm_cmd dm_cmds[];
extern const int           dm_ncmds;

void dm_lines_add(struct dm_lines *, const char *, ...) PB_PRINTF(2, 3);
void dm_lines_free(struct dm_lines *);
void dm_lines(const struct dm_state *, int seat, struct dm_lines *);
int  dm_out_room(const struct dm_state *, int seat);
int  dm_parse_player(const struct dm_state *, const struct lex_line *, int *);
const char *dm_player_id(const struct dm_state *, int);
void        dm_player_lines(const struct dm_state *, const char *, int, struct dm_lines *);

/* dm_vote.c */
void       dm_vote_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_vote_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_break_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_break_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_name_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_name_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_accept_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_accept_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_refuse_cmd_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_refuse_cmd_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);

/* dm_standing.c */
void       dm_standing_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_standing_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
int        dm_standing_roll(struct dm_ctx *, int);
void       dm_standing_votes(struct dm_ctx *);
enum pb_rc dm_run_line(struct dm_ctx *, int, const char *);

/* dm_remove.c */
enum pb_rc dm_remove_seat(struct dm_ctx *, const struct lex_line *, struct pb_err *);
int        dm_gone_turn(struct dm_ctx *);

/* dm_sc_cmd.c */
void       dm_amputate_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_amputate_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_authorize_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_authorize_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_takeoff_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_takeoff_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_corp_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_corp_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_claim_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_claim_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_expose_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_expose_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);

/* dm_infected.c */
void       dm_reveal_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_reveal_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_sabotage_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_sabotage_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_test_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_test_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_demoralize_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_demoralize_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_interfere_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_interfere_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_keep_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_keep_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_spike_lines(const struct dm_state *, int, struct dm_lines *);
enum pb_rc dm_spike_run(struct dm_ctx *, int, const struct lex_line *, struct pb_err *);
void       dm_testcmd_done(struct dm_ctx *, int);

/* dm_view.c */
json_t *dm_view(const void *, int, const char *);
char   *dm_headline(const void *, int, const char *);

/* dm_sc_view.c */
void dm_sc_board_json(const struct dm_state *, json_t *, int);
void dm_sc_me_json(const struct dm_state *, int, json_t *, int);

/* dm_words.c */
extern const struct lang_word dm_words[];
void                          dm_names(const void *, const char *, struct lang_dict *);

/* dm_picture.c */
enum pb_rc dm_picture(const json_t *, const char *, struct picture *, struct pb_err *);

/* dm_msgs.c */
extern const struct lang_msg dm_msgs[];
const char                  *dm_words_of(const void *, const char *, const char *);

/* dm_apply.c */
enum pb_rc  dm_apply(void *, int, const struct lex_line *, struct game_result *, struct pb_err *);
json_t     *dm_help(const void *, int, const char *, const char *);
const char *dm_decision(const void *, int);
long        dm_decision_round(const void *, int);
char       *dm_default_line(const void *, int, int);
enum pb_rc  dm_moderate(void *, const struct lex_line *, struct game_result *, struct pb_err *);

#endif
