/*++
/* NAME
/*	dm_standing 3
/* SUMMARY
/*	Dark Moon: standing instructions, to save round trips by mail
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	void	dm_standing_lines(const struct dm_state *s, int seat,
/*			struct dm_lines *l);
/*	enum pb_rc dm_standing_run(struct dm_ctx *x, int seat,
/*			const struct lex_line *l, struct pb_err *err);
/*
/*	int	dm_standing_roll(struct dm_ctx *x, int seat);
/*	void	dm_standing_votes(struct dm_ctx *x);
/*	enum pb_rc dm_run_line(struct dm_ctx *x, int seat, const char *line);
/* DESCRIPTION
/*	A seat may leave instructions that the arbiter follows when the
/*	game reaches the decision, so the game does not wait on it there
/*	(issue 13).  They are kept in the seat's stand_out member (saved
/*	as it always was: old games load unchanged), as bits:
/* .IP "DM_STAND_OUT(system)"
/*	"standing out shield|life|outpost ...": OUT of the Malfunctions
/*	of those systems, taking dice as "out" alone does (dm_turn.c);
/* .IP DM_STAND_BEST
/*	"standing best": in a Malfunction the seat is IN, the arbiter
/*	submits the best die of each private roll (the highest face; of
/*	equal faces, the weak die first, keeping strong dice), rolls
/*	again while the Success cube is short of the difficulty and the
/*	seat may roll, and stops when it is reached.  The public lines
/*	are those of a seat that did it by hand: a standing instruction
/*	to submit the best die would otherwise be a public proof of
/*	loyalty, which the arbiter never gives;
/* .IP "DM_STAND_VOTE (2 bits)"
/*	"standing vote black|red|none": the sealed ballot cast as soon as
/*	a quarantine vote opens (not the votes of Shadow Corporation),
/*	when the seat holds a die of that colour (else the seat is asked
/*	as usual).
/* .PP
/*	An instruction holds from the next time the game reaches its
/*	decision: setting one moves nothing on (a seat asked IN or OUT
/*	now still answers).
/*	"standing clear [out|best|vote]" (or "standing none") clears all
/*	of them or one kind; "standing" alone lists them (the reply to
/*	the seat).  None is public: only the seat's own view shows them.
/*
/*	dm_standing_lines() and dm_standing_run() are the row of the
/*	command table (no decision: any time before the end).
/*	dm_standing_roll() acts for a seat whose Malfunction roll is due
/*	(stage_rolls(), dm_turn.c): 1 when it submitted, rolled or
/*	stopped for the seat (the stage runs again), 0 when the seat has
/*	no such instruction or the roll is not a Malfunction's.
/*	dm_standing_votes() casts the standing ballots of a vote just
/*	opened (dm_open_vote()).  dm_run_line() runs a line for a seat
/*	through the row of the command table its first word names (the
/*	row's run(), without the check that the row is open): what the
/*	arbiter decides for a seat.
/* BUGS
/*	A ballot a standing instruction casts gets no receipt (ballot(3)):
/*	it is cast inside another seat's command.
/* SEE ALSO
/*	pbemd-dm(7), STANDING INSTRUCTIONS.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"
#include "core/seats.h"

/* Local. */
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"

static const char *const sys_words[] = { "outpost", "life", "shield" };
static const char *const vote_words[] = { "black", "red", "none" };

#define ALL_OUT (DM_STAND_OUT(0) | DM_STAND_OUT(1) | DM_STAND_OUT(2))

/* vote_of - the standing ballot: 0 black, 1 red, 2 none; -1 when unset */

static int
vote_of(int bits)
{
	return (((bits & DM_STAND_VOTE) / DM_STAND_VOTE1) - 1);
}

/* ---- the command ---------------------------------------------------- */

void
dm_standing_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int bits = s->seat[seat].stand_out, w;

	if (s->phase == DM_P_ENDED || seat < 1 || seat > s->nseats)
		return;
	dm_lines_add(l, "standing");
	for (w = 0; w < 3; w++)
		if (!(bits & DM_STAND_OUT(w)))
			dm_lines_add(l, "standing out %s", sys_words[w]);
	if (!(bits & DM_STAND_BEST))
		dm_lines_add(l, "standing best");
	for (w = 0; w < 3; w++)
		if (vote_of(bits) != w)
			dm_lines_add(l, "standing vote %s", vote_words[w]);
	if (bits != 0)
		dm_lines_add(l, "standing clear");
	dm_lines_add(l, "standing out outpost life shield");
}

/* list - the seat's instructions, a line each */

static char *
list(int bits)
{
	struct pb_buf b;
	int           w;

	pb_buf_init(&b);
	for (w = 0; w < 3; w++)
		if (bits & DM_STAND_OUT(w))
			pb_buf_printf(&b, "%sStanding: OUT of %s Malfunctions.", b.len ? "\n" : "",
			    sys_words[w]);
	if (bits & DM_STAND_BEST)
		pb_buf_printf(&b, "%sStanding: your best die in Malfunctions.", b.len ? "\n" : "");
	if (vote_of(bits) >= 0)
		pb_buf_printf(&b, "%sStanding: vote %s.", b.len ? "\n" : "", vote_words[vote_of(bits)]);
	if (b.len == 0)
		pb_buf_puts(&b, "No standing instructions.");
	return (pb_buf_steal(&b));
}

/* word_at - the index of argv[i] in words, -1 when none */

static int
word_at(const struct lex_line *l, int i, const char *const *words, int n)
{
	int w;

	for (w = 0; i < l->argc && w < n; w++)
		if (strcmp(l->argv[i], words[w]) == 0)
			return (w);
	return (-1);
}

/* parse - the new bits of a "standing ..." line; -1 when bad */

static int
parse(int bits, const struct lex_line *l)
{
	static const char *const kinds[] = { "out", "best", "vote" };
	int                      i, w;

	if (l->argc == 2 && strcmp(l->argv[1], "none") == 0)
		return (0);
	if (l->argc >= 2 && strcmp(l->argv[1], "clear") == 0) {
		if (l->argc == 2)
			return (0);
		if (l->argc != 3 || (w = word_at(l, 2, kinds, 3)) < 0)
			return (-1);
		return (bits & ~(w == 0 ? ALL_OUT : w == 1 ? DM_STAND_BEST : DM_STAND_VOTE));
	}
	if (l->argc == 2 && strcmp(l->argv[1], "best") == 0)
		return (bits | DM_STAND_BEST);
	if (l->argc == 3 && strcmp(l->argv[1], "vote") == 0) {
		if ((w = word_at(l, 2, vote_words, 3)) < 0)
			return (-1);
		return ((bits & ~DM_STAND_VOTE) | (w + 1) * DM_STAND_VOTE1);
	}
	if (l->argc < 3 || strcmp(l->argv[1], "out") != 0)
		return (-1);
	for (i = 2; i < l->argc; i++) {
		if ((w = word_at(l, i, sys_words, 3)) < 0)
			return (-1);
		bits |= DM_STAND_OUT(w);
	}
	return (bits);
}

enum pb_rc
dm_standing_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	int bits = x->s->seat[seat].stand_out;

	if (l->argc > 1 && (bits = parse(bits, l)) < 0)
		return (pb_err_set(err, PB_EDATA,
		    "standing out shield|life|outpost, standing best, standing vote black|red|none, "
		    "standing clear, or standing alone for the list."));
	x->s->seat[seat].stand_out = bits;
	free(x->res->text);
	x->res->text = list(bits);
	return (PB_OK);
}

/* ---- acting for a seat ---------------------------------------------- */

/* best_die - the index of the roll's best die: highest face, weak first */

static int
best_die(const struct dm_state *s, const struct dm_seat *t)
{
	int i, best = 0, v, bv = -100;

	for (i = 0; i < t->nroll; i++) {
		v = s->pack->dice[t->roll_col[i]].die.value[t->roll_face[i]] * 4
		    + (t->roll_col[i] == DM_WEAK ? 1 : t->roll_col[i] == DM_STRONG ? 0 : -1);
		if (v > bv) {
			bv = v;
			best = i;
		}
	}
	return (best);
}

/* dm_run_line - run the command table's row of a line for a seat,
 * as the arbiter decides for it (a standing instruction, a removed
 * seat's last decisions); the status */

enum pb_rc
dm_run_line(struct dm_ctx *x, int seat, const char *line)
{
	struct lex_line *l;
	struct pb_err    err;
	enum pb_rc       rc;
	int              i;

	if (lex_line(line, &l, &err) != PB_OK)
		pb_panic("dm_standing: bad line \"%s\"", line);
	for (i = 0; i < dm_ncmds && strcmp(dm_cmds[i].word, l->argv[0]) != 0; i++)
		;
	if (i == dm_ncmds)
		pb_panic("dm_standing: no row for \"%s\"", line);
	rc = dm_cmds[i].run(x, seat, l, &err);
	lex_free(l);
	return (rc);
}

int
dm_standing_roll(struct dm_ctx *x, int seat)
{
	struct dm_state      *s = x->s;
	const struct dm_seat *t = &s->seat[seat];
	char                 *line;
	int                   i;

	if (!(t->stand_out & DM_STAND_BEST) || s->phase != DM_P_ROLL || s->roller != seat
	    || s->roll_for != DM_R_MALF)
		return (0);
	if (t->nroll > 0) {
		i = best_die(s, t);
		line = pb_asprintf("submit %s %s", dm_colour_word(t->roll_col[i]),
		    s->pack->dice[t->roll_col[i]].die.name[t->roll_face[i]]);
	} else if (t->submitted > 0 && s->success < s->difficulty && dm_held(s, seat) > 0)
		line = pb_strdup("roll");
	else
		line = pb_strdup("done");
	if (dm_run_line(x, seat, line) != PB_OK)
		pb_panic("dm_standing_roll: \"%s\" refused", line);
	free(line);
	return (1);
}

void
dm_standing_votes(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	char            *mine = x->res->ballot, *line;
	int              k, v;

	for (k = 1; k <= s->nseats && s->phase == DM_P_VOTE; k++) {
		if (s->seat[k].ballot != SEATS_DUE || (v = vote_of(s->seat[k].stand_out)) < 0)
			continue;
		if (v < 2 && s->seat[k].dice[v == 0 ? DM_STRONG : DM_WEAK] == 0)
			continue;
		/* Not the ballot of the seat whose command this is (res->ballot). */
		x->res->ballot = NULL;
		line = pb_asprintf("vote %s", vote_words[v]);
		if (dm_run_line(x, k, line) != PB_OK)
			pb_panic("dm_standing_votes: \"%s\" refused", line);
		free(line);
		free(x->res->ballot);
	}
	x->res->ballot = mine;
}
