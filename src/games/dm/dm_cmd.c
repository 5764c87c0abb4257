/*++
/* NAME
/*	dm_cmd 3
/* SUMMARY
/*	Dark Moon: the commands, help, decisions and defaults
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"
/* DESCRIPTION
/*	Every command is a row of dm_cmds: its word, its usage, args and
/*	text in three languages, the decision kind it answers, lines()
/*	that lists the lines a seat may send now with it (every one
/*	accepted by run()), and run().  help() offers the rows that have a
/*	line, with the first as its example (issue 12); the bots choose
/*	among all of them (dm_lines()); default_line() takes the first of
/*	the seat's decision.  So help never offers what apply refuses.
/*
/*	dm_apply() runs a line on a copy of nothing: it saves the state,
/*	runs the row, and on a refusal restores the saved state, so that
/*	a refusal changes nothing (the random stream included).
/*
/*	Players are named by seat number, character id or a word of the
/*	character's name ("luba").  Dice are "2 strong 1 weak", "strong
/*	weak", "blue"; submitted dice are "strong +4" or "+4".
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/seats.h"

/* Local. */
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"

/* ---- lines ------------------------------------------------------- */

/* dm_lines_add - a line to the list, when there is room */

void
dm_lines_add(struct dm_lines *l, const char *fmt, ...)
{
	va_list ap;

	if (l->n == DM_MAXLINES)
		return;
	va_start(ap, fmt);
	l->v[l->n++] = pb_vasprintf(fmt, ap);
	va_end(ap);
}

/* dm_lines_free - release a list */

void
dm_lines_free(struct dm_lines *l)
{
	int i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	l->n = 0;
}

/* dice_text - "2 strong 1 weak blue" */

static char *
dice_text(int st, int wk, int bl)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (st)
		pb_buf_printf(&b, "%d strong", st);
	if (wk)
		pb_buf_printf(&b, "%s%d weak", st ? " " : "", wk);
	if (bl)
		pb_buf_printf(&b, "%sblue", st || wk ? " " : "");
	return (pb_buf_steal(&b));
}

/* dice_lines - every choice of 1..max dice a seat holds, after prefix */

static void
dice_lines(const struct dm_state *s, int seat, int min, int max, const char *prefix,
    struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   a, b, c;
	char                 *d;

	for (a = t->dice[DM_STRONG]; a >= 0; a--)
		for (b = t->dice[DM_WEAK]; b >= 0; b--)
			for (c = t->dice[DM_BLUE]; c >= 0; c--)
				if (a + b + c >= min && a + b + c <= max) {
					d = dice_text(a, b, c);
					dm_lines_add(l, "%s %s", prefix, d);
					free(d);
				}
}

/* dm_player_id - a seat's word in commands */

const char *
dm_player_id(const struct dm_state *s, int seat)
{
	return (s->pack->chars[s->seat[seat].character].n.id);
}

/* split_lines - "PREFIX a strong b weak" for every split of n dice
 * that Available can give */

static void
split_lines(const struct dm_state *s, const char *prefix, int n, struct dm_lines *l)
{
	int   a;
	char *d;

	for (a = n; a >= 0; a--)
		if (a <= s->avail[DM_STRONG] && n - a <= s->avail[DM_WEAK]) {
			d = dice_text(a, n - a, 0);
			dm_lines_add(l, "%s %s", prefix, d);
			free(d);
		}
}

/* dm_player_lines - "WORD ID" for every seat not revealed, but skip */

void
dm_player_lines(const struct dm_state *s, const char *word, int skip, struct dm_lines *l)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (k != skip && !s->seat[k].revealed && !s->seat[k].gone)
			dm_lines_add(l, "%s %s", word, dm_player_id(s, k));
}

/* ---- parsing ----------------------------------------------------- */

/* dm_parse_player - argv[*i] names a seat; 0 when none */

int
dm_parse_player(const struct dm_state *s, const struct lex_line *l, int *i)
{
	const char *names[DM_MAX_SEATS], *ids[DM_MAX_SEATS];
	int         k, used, m;
	char       *end;

	if (*i >= l->argc)
		return (0);
	k = (int)strtol(l->argv[*i], &end, 10);
	if (*end == '\0' && k >= 1 && k <= s->nseats) {
		(*i)++;
		return (s->seat[k].gone ? 0 : k); /* a removed seat is no one's to name */
	}
	for (k = 0; k < s->nseats; k++) {
		names[k] = s->pack->chars[s->seat[k + 1].character].n.name;
		ids[k] = s->pack->chars[s->seat[k + 1].character].n.id;
	}
	m = lex_match(names, ids, (size_t)s->nseats, l->argv + *i, l->argc - *i, &used);
	if (m < 0 || s->seat[m + 1].gone)
		return (0);
	*i += used;
	return (m + 1);
}

/* colour_of - a colour word, -1 when none */

static int
colour_of(const char *w)
{
	if (strcmp(w, "strong") == 0 || strcmp(w, "black") == 0)
		return (DM_STRONG);
	if (strcmp(w, "weak") == 0 || strcmp(w, "red") == 0)
		return (DM_WEAK);
	if (strcmp(w, "blue") == 0 || strcmp(w, "commander") == 0)
		return (DM_BLUE);
	return (-1);
}

/* parse_dice - "2 strong 1 weak blue" from argv[i]; 0 on a bad word */

static int
parse_dice(const struct lex_line *l, int i, int *n)
{
	int   c, k;
	char *end;

	n[0] = n[1] = n[2] = 0;
	if (i < l->argc && strcmp(l->argv[i], "with") == 0)
		i++;
	for (; i < l->argc; i++) {
		k = (int)strtol(l->argv[i], &end, 10);
		if (*end == '\0' && k > 0 && k < 10 && i + 1 < l->argc) {
			if ((c = colour_of(l->argv[++i])) < 0)
				return (0);
			n[c] += k;
		} else if ((c = colour_of(l->argv[i])) >= 0)
			n[c]++;
		else
			return (0);
	}
	return (1);
}

/* holds - seat holds n[] */

static int
holds(const struct dm_state *s, int seat, const int *n)
{
	int c;

	for (c = 0; c < DM_NCOLOURS; c++)
		if (n[c] > s->seat[seat].dice[c])
			return (0);
	return (1);
}

/* ---- who acts ---------------------------------------------------- */

/* actor - the seat that takes actions now, 0 when none */

static int
actor(const struct dm_state *s)
{
	if (s->phase != DM_P_ACTION)
		return (0);
	return (s->ordered ? s->ordered : s->active);
}

/* normal_actor - seat acts now and may take the Uninfected's actions */

static int
normal_actor(const struct dm_state *s, int seat)
{
	return (actor(s) == seat && !s->seat[seat].revealed);
}

/* free_actor - and is not limited by quarantine */

static int
free_actor(const struct dm_state *s, int seat)
{
	return (normal_actor(s, seat)
	    && (!s->seat[seat].quarantined || (s->variants & DM_VAR_FLIMSY)));
}

/* repair_max - dice a seat may roll to repair what */

static int
repair_max(const struct dm_state *s, int seat, int what)
{
	int ab = s->pack->chars[s->seat[seat].character].ability;

	if (dm_fatigued(s, seat) || seat != s->active)
		ab = DM_AB_NONE; /* an ordered seat is not active: no ability */
	if ((what == DM_R_LIFE && ab == DM_AB_MEDIC) || (what == DM_R_SHIELD && ab == DM_AB_SHIELDS))
		return (4);
	return (3);
}

static const char *const repair_words[] = { "shield", "life", "outpost" };

/* repair_open - Repair what is possible now */

static int
repair_open(const struct dm_state *s, int what)
{
	switch (what) {
	case DM_R_SHIELD:
		return (s->shield > 0 && !dm_blocked(s, DM_BLOCK_SHIELD));
	case DM_R_LIFE:
		return (s->fatigue_on.n > 0 && !dm_blocked(s, DM_BLOCK_LIFE));
	default:
		return (s->outposts_on.n > 0);
	}
}

/* ---- the commands ------------------------------------------------ */

static enum pb_rc
refuse(struct pb_err *err, const char *why)
{
	return (pb_err_set(err, PB_EDATA, "%s", why));
}

/* event: the Commander plays one of the Events drawn */

static void
event_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int i;

	if (s->phase != DM_P_EVENT || seat != s->commander)
		return;
	for (i = s->drawn.n - 1; i >= 0; i--)
		dm_lines_add(l, "event %s", s->pack->events[s->drawn.v[i]].n.id);
}

static enum pb_rc
event_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	const char      *names[2], *ids[2];
	int              i, m, used, card, other;

	(void)seat;
	for (i = 0; i < s->drawn.n && i < 2; i++) {
		names[i] = s->pack->events[s->drawn.v[i]].n.name;
		ids[i] = s->pack->events[s->drawn.v[i]].n.id;
	}
	m = lex_match(names, ids, (size_t)s->drawn.n, l->argv + 1, l->argc - 1, &used);
	if (m < 0 || used != l->argc - 1)
		return (refuse(err, "Name one of the two Events you drew."));
	card = s->drawn.v[m];
	other = s->drawn.n == 2 ? s->drawn.v[1 - m] : -1;
	s->drawn.n = 0;
	if (other >= 0) {
		if (s->turn == 0)
			deck_put_bottom(&s->events, other);
		else
			deck_push(&s->event_disc, other);
	}
	dm_place_event(x, card);
	if (s->turn == 0) {
		s->turn = 1;
		s->stage = DM_S_START;
		dm_say(x, "%s's turn.", dm_seat_name(s, s->active));
	} else
		s->stage = s->event_return;
	return (PB_OK);
}

/* take: retrieve dice */

static int
take_room(const struct dm_state *s, int seat)
{
	int room = dm_limit(s, seat) - dm_held(s, seat);

	if (s->phase == DM_P_ACTION && s->ordered == seat)
		return (s->order_left == 2 ? (room < 2 ? room : 2) : 0);
	if (s->phase == DM_P_RETRIEVE && s->active == seat)
		return (room);
	return (0);
}

static void
take_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int room = take_room(s, seat), total = s->avail[DM_STRONG] + s->avail[DM_WEAK];

	if (room > 0 && total > 0)
		split_lines(s, "take", room < total ? room : total, l);
}

static enum pb_rc
take_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              n[3], room = take_room(s, seat), total;

	total = s->avail[DM_STRONG] + s->avail[DM_WEAK];
	if (!parse_dice(l, 1, n) || n[DM_BLUE] > 0)
		return (refuse(err, "Say which dice: take 2 strong 1 weak."));
	if (n[0] > s->avail[0] || n[1] > s->avail[1])
		return (refuse(err, "Available Resources do not have those dice."));
	if (n[0] + n[1] != (room < total ? room : total))
		return (pb_err_set(err, PB_EDATA, "Take %d dice.", room < total ? room : total));
	s->avail[0] -= n[0];
	s->avail[1] -= n[1];
	s->seat[seat].dice[0] += n[0];
	s->seat[seat].dice[1] += n[1];
	dm_say(x, "%s retrieves %d dice.", dm_seat_name(s, seat), n[0] + n[1]);
	if (s->phase == DM_P_ACTION) {
		s->order_left = 0;
		s->stage = DM_S_ACTION_DONE;
	} else
		s->stage = DM_S_ACTION;
	return (PB_OK);
}

/* start_roll - an action's private roll of n[] dice; submit: how many */

static void
start_roll(struct dm_ctx *x, int seat, int what, int submit, const int *n)
{
	struct dm_state *s = x->s;

	s->roller = seat;
	s->roll_for = what;
	s->roll_submit = submit;
	s->stage = DM_S_WAIT;
	s->phase = DM_P_ROLL;
	dm_roll(x, seat, n);
}

/* repair: roll up to 3 dice, submit 1 */

/* stuck - a quarantined seat whose Call Vote and Issue Order are
 * blocked may Repair Outpost, the action never blocked (our reading:
 * else every seat in quarantine stalls the game) */

static int
stuck(const struct dm_state *s, int seat)
{
	return (normal_actor(s, seat) && s->seat[seat].quarantined && dm_blocked(s, DM_BLOCK_VOTE)
	    && (dm_blocked(s, DM_BLOCK_ORDER) || s->ordered));
}

static void
repair_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int  w, stuck_now = stuck(s, seat);
	char prefix[32];

	if ((!free_actor(s, seat) && !stuck_now) || dm_held(s, seat) == 0)
		return;
	for (w = DM_R_SHIELD; w <= DM_R_OUTPOST; w++)
		if (repair_open(s, w) && (!stuck_now || w == DM_R_OUTPOST)) {
			snprintf(prefix, sizeof(prefix), "repair %s", repair_words[w]);
			dice_lines(s, seat, 1, repair_max(s, seat, w), prefix, l);
		}
}

static enum pb_rc
repair_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              w, n[3];

	for (w = 0; w < 3 && (l->argc < 2 || strcmp(l->argv[1], repair_words[w]) != 0); w++)
		;
	if (w == 3)
		return (refuse(err, "Repair shield, life or outpost."));
	if (!repair_open(s, w) || (stuck(s, seat) && w != DM_R_OUTPOST))
		return (refuse(err, "There is nothing to repair there, or an Outpost token blocks it."));
	if (!parse_dice(l, 2, n) || n[0] + n[1] + n[2] == 0)
		return (refuse(err, "Say which dice you roll: repair shield 2 strong 1 weak."));
	if (!holds(s, seat, n))
		return (refuse(err, "You do not hold those dice."));
	if (n[0] + n[1] + n[2] > repair_max(s, seat, w))
		return (pb_err_set(err, PB_EDATA, "Roll at most %d dice.", repair_max(s, seat, w)));
	dm_say(x, "%s repairs %s.", dm_seat_name(s, seat), repair_words[w]);
	start_roll(x, seat, w, 1, n);
	return (PB_OK);
}

/* wolf: Lone Wolf, roll up to 3, submit 2 */

static void
wolf_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (free_actor(s, seat) && !dm_blocked(s, DM_BLOCK_WOLF) && dm_held(s, seat) >= 2)
		dice_lines(s, seat, 2, 3, "wolf", l);
}

static enum pb_rc
wolf_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              n[3];

	if (dm_blocked(s, DM_BLOCK_WOLF))
		return (refuse(err, "The Hangar Bay token blocks Lone Wolf."));
	if (!parse_dice(l, 1, n) || n[0] + n[1] + n[2] < 2 || n[0] + n[1] + n[2] > 3)
		return (refuse(err, "Roll 2 or 3 dice: wolf 2 strong 1 weak."));
	if (!holds(s, seat, n))
		return (refuse(err, "You do not hold those dice."));
	dm_say(x, "%s goes Lone Wolf.", dm_seat_name(s, seat));
	start_roll(x, seat, DM_R_WOLF, 2, n);
	return (PB_OK);
}

/* call: a vote on a player (the action, or the forced vote) */

static int
may_call(const struct dm_state *s, int seat)
{
	if (s->phase == DM_P_FORCED)
		return (seat == s->active);
	return (normal_actor(s, seat) && !dm_blocked(s, DM_BLOCK_VOTE));
}

static void
call_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (may_call(s, seat))
		dm_player_lines(s, "call", 0, l);
}

static enum pb_rc
call_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              i = 1, k = dm_parse_player(s, l, &i);

	if (k == 0 || i != l->argc)
		return (refuse(err, "Name the player the vote is on."));
	if (s->seat[k].revealed)
		return (refuse(err, "A revealed Infected cannot be voted on."));
	if (s->phase == DM_P_FORCED) {
		s->suspicion = 0;
		dm_open_vote(x, seat, k, s->sc ? DM_S_EVAC : DM_S_NEXT);
	} else
		dm_open_vote(x, seat, k, DM_S_ACTION_DONE);
	return (PB_OK);
}

/* order: Issue Order */

static void
order_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (normal_actor(s, seat) && !s->ordered && !dm_blocked(s, DM_BLOCK_ORDER))
		dm_player_lines(s, "order", seat, l);
}

static enum pb_rc
order_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              i = 1, k = dm_parse_player(s, l, &i);

	if (k == 0 || i != l->argc || k == seat || s->seat[k].revealed)
		return (refuse(err, "Name another player who has not revealed."));
	s->ordered = k;
	s->order_left = 2;
	s->stage = DM_S_ACTION;
	dm_say(x, "%s orders %s: retrieve 2 dice or take 2 actions.", dm_seat_name(s, seat),
	    dm_seat_name(s, k));
	return (PB_OK);
}

/* play: the Task played; the others discarded face down */

static void
play_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int i, w;

	if (s->phase != DM_P_TASK || seat != s->active)
		return;
	for (i = s->drawn.n - 1; i >= 0; i--) {
		const struct dm_task *t = &s->pack->tasks[s->drawn.v[i]];

		if (t->kind == DM_MALFUNCTION && t->system == DM_SYS_ANY)
			for (w = 0; w < 3; w++)
				dm_lines_add(l, "play %s %s", t->n.id, repair_words[w]);
		else
			dm_lines_add(l, "play %s", t->n.id);
	}
}

static const int system_of_word[] = { DM_SYS_SHIELD, DM_SYS_LIFE, DM_SYS_OUTPOST };

static enum pb_rc
play_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state      *s = x->s;
	const char           *names[3], *ids[3];
	const struct dm_task *t;
	int                   i, m, used, w = -1, k;

	for (i = 0; i < s->drawn.n; i++) {
		names[i] = s->pack->tasks[s->drawn.v[i]].n.name;
		ids[i] = s->pack->tasks[s->drawn.v[i]].n.id;
	}
	m = lex_match(names, ids, (size_t)s->drawn.n, l->argv + 1, l->argc - 1, &used);
	if (m < 0)
		return (refuse(err, "Name one of the Tasks you drew."));
	t = &s->pack->tasks[s->drawn.v[m]];
	if (t->kind == DM_MALFUNCTION && t->system == DM_SYS_ANY) {
		for (w = 0; w < 3 && (l->argc != 2 + used || strcmp(l->argv[1 + used], repair_words[w]) != 0); w++)
			;
		if (w == 3)
			return (refuse(err, "This Malfunction needs a system: shield, life or outpost."));
	} else if (l->argc != 1 + used)
		return (refuse(err, "Name one of the Tasks you drew, and nothing else."));
	s->task = s->drawn.v[m];
	deck_remove_at(&s->drawn, m);
	while (s->drawn.n > 0)
		deck_deal(&s->drawn, &s->task_disc);
	s->task_result = -1;
	dm_say(x, "%s plays %s.", dm_seat_name(s, seat), t->n.name);
	if (t->kind == DM_COMPLICATION) {
		s->named = t->who == DM_WHO_ACTIVE ? s->active : 0;
		s->stage = DM_S_COMPLICATION;
		return (PB_OK);
	}
	s->system = w >= 0 ? system_of_word[w] : t->system;
	s->difficulty = dm_malf_difficulty(s);
	s->success = 0;
	for (k = 1; k <= s->nseats; k++) {
		s->seat[k].inout = DM_UNDECLARED;
		s->seat[k].submitted = s->seat[k].finished = 0;
	}
	s->cursor = (s->variants & DM_VAR_FIRST_IS_LAST)
	    ? seats_next(s->nseats, 0, s->active, SEATS_CLOCKWISE)
	    : s->active;
	s->stage = DM_S_INOUT;
	dm_say(x, "Difficulty %d.", s->difficulty);
	dm_corp_start(x); /* Shadow Corporation */
	return (PB_OK);
}

/* in, out: participation */

static int
pass_take(const struct dm_state *s, int seat)
{
	int n = s->pack->board->pass_take;

	if (s->seat[seat].revealed)
		return (n);
	if (s->pack->chars[s->seat[seat].character].ability == DM_AB_PASSER && !dm_fatigued(s, seat))
		n++;
	if (dm_blocked(s, DM_BLOCK_PASS))
		n--;
	return (n);
}

static void
in_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (s->phase == DM_P_INOUT && s->cursor == seat && dm_held(s, seat) > 0)
		dm_lines_add(l, "in");
}

static enum pb_rc
in_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	if (l->argc != 1)
		return (refuse(err, "Just: in."));
	x->s->seat[seat].inout = DM_IN;
	dm_say(x, "%s is IN.", dm_seat_name(x->s, seat));
	return (PB_OK);
}

int
dm_out_room(const struct dm_state *s, int seat)
{
	int room = dm_limit(s, seat) - dm_held(s, seat), n = pass_take(s, seat);

	return (room < n ? room : n);
}

static void
out_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int room, total = s->avail[DM_STRONG] + s->avail[DM_WEAK];

	if (s->phase != DM_P_INOUT || s->cursor != seat)
		return;
	room = dm_out_room(s, seat);
	if (room > 0 && total > 0)
		split_lines(s, "out", room < total ? room : total, l);
	dm_lines_add(l, "out");
}

static enum pb_rc
out_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              n[3], room = dm_out_room(s, seat), got;

	if (!parse_dice(l, 1, n) || n[DM_BLUE])
		return (refuse(err, "Say which dice you take: out 1 strong 1 weak, or just out."));
	if (n[0] + n[1] > room)
		return (pb_err_set(err, PB_EDATA, "Take at most %d dice.", room < 0 ? 0 : room));
	if (n[0] > s->avail[0] || n[1] > s->avail[1])
		return (refuse(err, "Available Resources do not have those dice."));
	s->seat[seat].inout = DM_OUT;
	if (l->argc == 1)
		got = dm_take_any(s, seat, room);
	else {
		got = dm_take(s, seat, DM_STRONG, n[0]);
		got += dm_take(s, seat, DM_WEAK, n[1]);
	}
	dm_say(x, "%s is OUT and takes %d dice.", dm_seat_name(s, seat), got);
	return (PB_OK);
}

/* judge: the Commander quarantines or releases a player (Blood Testing) */

static void
judge_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (s->phase != DM_P_JUDGE || seat != s->commander)
		return;
	dm_player_lines(s, "judge", 0, l);
	dm_lines_add(l, "judge none");
}

static enum pb_rc
judge_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              i = 1, k;

	if (l->argc == 2 && strcmp(l->argv[1], "none") == 0)
		k = 0;
	else if ((k = dm_parse_player(s, l, &i)) == 0 || i != l->argc || s->seat[k].revealed)
		return (refuse(err, "judge PLAYER (quarantined: released; free: quarantined), or judge none."));
	if (k == 0)
		dm_say(x, "The Commander judges no one.");
	else if (s->seat[k].quarantined)
		dm_release(x, k);
	else
		dm_quarantine(x, k, seat);
	s->stage = s->judge_return;
	s->phase = DM_P_ACTION; /* dm_advance() sets the next */
	return (PB_OK);
}

/* submit, roll, done, reroll: private rolls, public submissions */

static int
roller_now(const struct dm_state *s, int seat)
{
	return (s->phase == DM_P_ROLL && s->roller == seat);
}

static int
malf_limit(const struct dm_state *s, int seat)
{
	if (dm_fatigued(s, seat))
		return (1);
	if (s->seat[seat].revealed && (s->variants & DM_VAR_FATIGUED_INFECTED))
		return (1);
	return (DM_MAXROLL * 2);
}

static void
submit_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   i, j;

	if (!roller_now(s, seat) || t->nroll == 0)
		return;
	if (s->roll_for == DM_R_WOLF && t->nroll >= 2) {
		for (i = 0; i < t->nroll; i++)
			for (j = i + 1; j < t->nroll; j++)
				dm_lines_add(l, "submit %s %s %s %s", dm_colour_word(t->roll_col[i]),
				    s->pack->dice[t->roll_col[i]].die.name[t->roll_face[i]],
				    dm_colour_word(t->roll_col[j]),
				    s->pack->dice[t->roll_col[j]].die.name[t->roll_face[j]]);
		return;
	}
	for (i = 0; i < t->nroll; i++)
		dm_lines_add(l, "submit %s %s", dm_colour_word(t->roll_col[i]),
		    s->pack->dice[t->roll_col[i]].die.name[t->roll_face[i]]);
}

/* take_submitted - the dice named from argv[1] out of the roll; the
 * count, -1 when one is not in it */

static int
take_submitted(const struct dm_state *s, int seat, const struct lex_line *l, int *idx)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   used[DM_MAXROLL] = { 0 }, n = 0, i, c, k;

	for (i = 1; i < l->argc; i++) {
		c = colour_of(l->argv[i]);
		if (c >= 0 && ++i >= l->argc)
			return (-1);
		for (k = 0; k < t->nroll; k++)
			if (!used[k] && (c < 0 || t->roll_col[k] == c)
			    && strcmp(s->pack->dice[t->roll_col[k]].die.name[t->roll_face[k]], l->argv[i])
			        == 0)
				break;
		if (k == t->nroll || n == DM_MAXROLL)
			return (-1);
		used[k] = 1;
		idx[n++] = k;
	}
	return (n);
}

static int repair_done(struct dm_ctx *, int, int, int);

static enum pb_rc
submit_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	struct dm_seat  *t = &s->seat[seat];
	int              idx[DM_MAXROLL], n = take_submitted(s, seat, l, idx), i, c, v, pos = 0;
	int              want = s->roll_for == DM_R_WOLF ? (t->nroll < 2 ? t->nroll : 2) : 1;
	struct pb_buf    b;
	char            *shown;

	if (n <= 0)
		return (refuse(err, "Submit dice of your roll: submit strong +4."));
	if (s->roll_for != DM_R_MALF && n != want)
		return (pb_err_set(
		    err, PB_EDATA, want == 1 ? "Submit 1 die." : "Submit %d dice.", want));
	if (s->roll_for == DM_R_MALF && t->submitted + n > malf_limit(s, seat))
		return (refuse(err, "Fatigued: you submit 1 die in the whole Malfunction."));
	pb_buf_init(&b);
	for (i = 0; i < n; i++) {
		c = t->roll_col[idx[i]];
		v = s->pack->dice[c].die.value[t->roll_face[idx[i]]];
		pb_buf_printf(&b, "%s%s %+d", i ? ", " : "", dm_colour_word(c), v);
		t->dice[c]--;
		s->spent[c]++;
		pos += v > 0;
		if (s->roll_for == DM_R_MALF)
			s->success += v;
	}
	shown = pb_buf_steal(&b);
	dm_say(x, "%s submits %s.", dm_seat_name(s, seat), shown);
	free(shown);
	t->nroll = 0;
	switch (s->roll_for) {
	case DM_R_MALF:
		t->submitted += n;
		dm_say(x, "Success cube at %d of %d.", s->success, s->difficulty);
		if (dm_held(s, seat) == 0)
			dm_sc_did(s, seat, DM_TH_RECKLESS);
		if (dm_held(s, seat) == 0 || t->submitted >= malf_limit(s, seat))
			t->finished = 1;
		s->stage = DM_S_ROLLS;
		return (PB_OK);
	case DM_R_WOLF:
		dm_spent_back(s);
		s->stage = DM_S_ACTION_DONE;
		if (n == 2 && pos == 2) {
			dm_say(x, "Both positive: an Event cube.");
			dm_cube(x);
		} else
			dm_say(x, "Lone Wolf fails.");
		break;
	case DM_R_TESTCMD:
		dm_testcmd_done(x, pos > 0 ? 1 : -1);
		break;
	default:
		repair_done(x, seat, s->roll_for, pos > 0);
		break;
	}
	if (s->ordered && s->order_left > 0)
		s->order_left--;
	return (PB_OK);
}

/* repair_done - a repair's result; ask which token when there is a choice */

static int
repair_done(struct dm_ctx *x, int seat, int what, int ok)
{
	struct dm_state *s = x->s;
	int              keep = ok && !dm_fatigued(s, seat) && seat == s->active
	    && s->pack->chars[s->seat[seat].character].ability == DM_AB_KEEPDIE;
	int              c;

	if (keep)
		for (c = 0; c < DM_NCOLOURS; c++)
			if (s->spent[c] > 0) {
				s->spent[c]--;
				s->seat[seat].dice[c]++;
			}
	dm_spent_back(s);
	s->stage = DM_S_ACTION_DONE;
	if (s->sabotage == what + 1) {
		dm_discard(s, seat, 2);
		s->sabotage = 0;
		dm_say(x, "Sabotage: %s discards 2 more dice; the Sabotage token is removed.",
		    dm_seat_name(s, seat));
	}
	if (!ok) {
		dm_say(x, "The repair fails.");
		return (0);
	}
	if (what == DM_R_SHIELD) {
		s->shield--;
		dm_say(x, "The repair succeeds: a Shield token is removed (%d left).", s->shield);
		return (0);
	}
	if ((what == DM_R_LIFE ? s->fatigue_on.n : s->outposts_on.n) == 1) {
		if (what == DM_R_LIFE)
			dm_unfatigue_at(x, 0);
		else
			dm_unoutpost_at(x, 0);
		return (0);
	}
	dm_say(x, "The repair succeeds: %s chooses the token.", dm_seat_name(s, seat));
	s->phase = DM_P_REPAIRPICK;
	s->roll_for = what;
	s->stage = DM_S_WAIT;
	return (1);
}

static void
roll_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];

	if (roller_now(s, seat) && s->roll_for == DM_R_MALF && t->nroll == 0 && !t->finished
	    && dm_held(s, seat) > 0 && t->submitted < malf_limit(s, seat))
		dm_lines_add(l, "roll");
}

static enum pb_rc
roll_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	if (l->argc != 1)
		return (refuse(err, "Just: roll."));
	dm_roll(x, seat, x->s->seat[seat].dice);
	return (PB_OK);
}

static void
done_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];

	if (roller_now(s, seat) && s->roll_for == DM_R_MALF && t->nroll == 0 && t->submitted > 0)
		dm_lines_add(l, "done");
}

static enum pb_rc
done_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	if (l->argc != 1)
		return (refuse(err, "Just: done."));
	x->s->seat[seat].finished = 1;
	x->s->stage = DM_S_ROLLS;
	dm_say(x, "%s is done.", dm_seat_name(x->s, seat));
	return (PB_OK);
}

static void
reroll_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];

	if (roller_now(s, seat) && t->nroll > 0 && seat == s->active && !t->rerolled
	    && !dm_fatigued(s, seat) && !t->revealed
	    && s->pack->chars[t->character].ability == DM_AB_REROLL
	    && (s->roll_for == DM_R_MALF || s->roll_for <= DM_R_OUTPOST))
		dm_lines_add(l, "reroll");
}

static enum pb_rc
reroll_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_seat *t = &x->s->seat[seat];
	int             n[DM_NCOLOURS] = { 0 }, i;

	if (l->argc != 1)
		return (refuse(err, "Just: reroll."));
	for (i = 0; i < t->nroll; i++)
		n[t->roll_col[i]]++;
	t->rerolled = 1;
	if (x->s->roll_for == DM_R_MALF)
		dm_roll(x, seat, t->dice);
	else
		dm_roll(x, seat, n);
	return (PB_OK);
}

/* clear: which token a repair removes ("remove" is the moderator's word) */

static void
clear_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int i;

	if (s->phase != DM_P_REPAIRPICK || seat != s->roller)
		return;
	if (s->roll_for == DM_R_LIFE)
		for (i = 0; i < s->fatigue_on.n; i++)
			dm_lines_add(l, "clear %s", s->pack->chars[s->fatigue_on.v[i]].n.id);
	else
		for (i = 0; i < s->outposts_on.n; i++)
			dm_lines_add(l, "clear %s", s->pack->outposts[s->outposts_on.v[i]].n.id);
}

static enum pb_rc
clear_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	const struct deck *on = s->roll_for == DM_R_LIFE ? &s->fatigue_on : &s->outposts_on;
	const char      *names[DM_MAXTRACK * 2], *ids[DM_MAXTRACK * 2];
	int              i, m, used;

	(void)seat;
	for (i = 0; i < on->n && i < DM_MAXTRACK * 2; i++) {
		const struct dm_names *n = s->roll_for == DM_R_LIFE ? &s->pack->chars[on->v[i]].n
		                                                    : &s->pack->outposts[on->v[i]].n;
		names[i] = n->name;
		ids[i] = n->id;
	}
	m = lex_match(names, ids, (size_t)i, l->argv + 1, l->argc - 1, &used);
	if (m < 0 || used != l->argc - 1)
		return (refuse(err, "Name one of the tokens out."));
	if (s->roll_for == DM_R_LIFE)
		dm_unfatigue_at(x, m);
	else
		dm_unoutpost_at(x, m);
	s->stage = DM_S_ACTION_DONE;
	return (PB_OK);
}

/* damage: a shield test matched, or Test Commander failed */

static void
damage_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (s->phase != DM_P_TEST || seat != s->chooser)
		return;
	dm_lines_add(l, "damage fatigue");
	dm_lines_add(l, "damage outpost");
}

static enum pb_rc
damage_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	(void)seat;
	if (l->argc != 2 || (strcmp(l->argv[1], "fatigue") != 0 && strcmp(l->argv[1], "outpost") != 0))
		return (refuse(err, "damage fatigue, or damage outpost."));
	x->s->pending--;
	if (l->argv[1][0] == 'f')
		dm_fatigue(x, 1, 0);
	else
		dm_outpost(x, 1, 0);
	return (PB_OK);
}

/* ---- the table -------------------------------------------------- */

#define CMD(w, kind, u0, u1, u2, a0, a1, a2, t0, t1, t2, f)                                       \
	{                                                                                          \
		w, kind, { u0, u1, u2 }, { a0, a1, a2 }, { t0, t1, t2 }, f##_lines, f##_run        \
	}

const struct dm_cmd dm_cmds[] = {
	CMD("event", "event", "event EVENT", "event EVENTO", "event EVENTO", "EVENT: one of the two drawn",
	    "EVENTO: uno dei due pescati", "EVENTO: uno de los dos robados",
	    "Play one of the two Events you drew; the other is discarded unseen.",
	    "Gioca uno dei due Eventi pescati; l'altro è scartato coperto.",
	    "Juega uno de los dos Eventos robados; el otro se descarta sin mostrarlo.", event),
	CMD("take", "turn", "take N strong M weak", "prendi N forti M deboli", "toma N fuertes M débiles",
	    "the dice you take from Available Resources", "i dadi che prendi dalle Risorse Disponibili",
	    "los dados que tomas de los Recursos Disponibles",
	    "Retrieve dice up to your die limit.", "Recupera dadi fino al tuo limite.",
	    "Recupera dados hasta tu límite.", take),
	CMD("repair", "turn", "repair shield|life|outpost DICE", "ripara scudo|vita|avamposto DADI",
	    "repara escudo|vida|puesto DADOS", "what you repair, and up to 3 of your dice to roll",
	    "cosa ripari, e fino a 3 dei tuoi dadi da tirare",
	    "qué reparas, y hasta 3 de tus dados para tirar",
	    "Roll in private, submit 1 die: positive repairs.",
	    "Tira in privato, consegna 1 dado: positivo ripara.",
	    "Tira en privado, entrega 1 dado: positivo repara.", repair),
	CMD("wolf", "turn", "wolf DICE", "lupo DADI", "lobo DADOS", "2 or 3 of your dice to roll",
	    "2 o 3 dei tuoi dadi da tirare", "2 o 3 de tus dados para tirar",
	    "Lone Wolf: roll in private, submit 2; both positive add an Event cube.",
	    "Lupo Solitario: tira in privato, consegna 2; entrambi positivi aggiungono un cubo Evento.",
	    "Lobo Solitario: tira en privado, entrega 2; ambos positivos añaden un cubo de Evento.",
	    wolf),
	CMD("call", "turn", "call PLAYER", "chiama GIOCATORE", "llama JUGADOR",
	    "the player the vote is on", "il giocatore su cui si vota", "el jugador sobre el que se vota",
	    "Call a vote to quarantine or release a player.",
	    "Chiama un voto per mettere o togliere dalla quarantena.",
	    "Convoca una votación para poner o quitar la cuarentena.", call),
	CMD("order", "turn", "order PLAYER", "ordina GIOCATORE", "ordena JUGADOR",
	    "another player", "un altro giocatore", "otro jugador",
	    "Issue Order: they retrieve 2 dice or take 2 actions.",
	    "Impartire Ordine: recupera 2 dadi o svolge 2 azioni.",
	    "Dar Orden: recupera 2 dados o realiza 2 acciones.", order),
	CMD("play", "task", "play TASK [shield|life|outpost]", "gioca COMPITO [scudo|vita|avamposto]",
	    "juega TAREA [escudo|vida|puesto]", "one of the Tasks you drew",
	    "uno dei Compiti pescati", "una de las Tareas robadas",
	    "Play one Task; the other is discarded face down, never shown.",
	    "Gioca un Compito; l'altro è scartato coperto, mai mostrato.",
	    "Juega una Tarea; la otra se descarta boca abajo, nunca se muestra.", play),
	CMD("in", "inout", "in", "dentro", "dentro", "", "", "", "Take part in the Malfunction.",
	    "Partecipa al Malfunzionamento.", "Participa en el Fallo.", in),
	CMD("out", "inout", "out [DICE]", "fuori [DADI]", "fuera [DADOS]",
	    "the dice you take (strong first when not said)", "i dadi che prendi (forti prima se non detto)",
	    "los dados que tomas (fuertes primero si no se dice)",
	    "Pass, and take up to 2 dice.", "Passa, e prendi fino a 2 dadi.",
	    "Pasa, y toma hasta 2 dados.", out),
	CMD("judge", "choice", "judge PLAYER|none", "giudica GIOCATORE|nessuno", "juzga JUGADOR|nadie",
	    "a player to quarantine, or to release if in quarantine",
	    "un giocatore da mettere in quarantena, o da liberare se lo è",
	    "un jugador para poner en cuarentena, o liberar si lo está",
	    "The Commander's judgement of an Event: no vote.",
	    "Il giudizio del Comandante per un Evento: senza voto.",
	    "El juicio del Comandante por un Evento: sin votación.", judge),
	CMD("standing", NULL,
	    "standing [out shield|life|outpost... | best | vote black|red|none | clear [out|best|vote]]",
	    "permanente [fuori scudo|vita|avamposto... | migliore | vota nero|rosso|nessuno | "
	    "rimuovi [fuori|migliore|vota]]",
	    "permanente [fuera escudo|vida|puesto... | mejor | vota negro|rojo|nada | "
	    "quita [fuera|mejor|vota]]",
	    "out: the systems whose Malfunctions you pass; best: your best die submitted; vote: "
	    "your ballot when a vote opens; clear: forget them; alone: the list",
	    "fuori: i sistemi dei cui Malfunzionamenti passi; migliore: il tuo dado migliore "
	    "consegnato; vota: il tuo voto quando si apre una votazione; rimuovi: dimenticale; "
	    "da solo: l'elenco",
	    "fuera: los sistemas de cuyos Fallos pasas; mejor: tu mejor dado entregado; vota: tu "
	    "voto cuando se abre una votación; quita: olvídalas; sola: la lista",
	    "Standing instructions: the arbiter decides for you, so the game does not wait.",
	    "Istruzioni permanenti: l'arbitro decide per te, così la partita non ti aspetta.",
	    "Instrucciones permanentes: el árbitro decide por ti, así la partida no te espera.",
	    dm_standing),
	CMD("submit", "roll", "submit DIE...", "consegna DADO...", "entrega DADO...",
	    "dice of your roll: colour and face", "dadi del tuo tiro: colore e faccia",
	    "dados de tu tirada: color y cara", "Submit dice of your private roll, in public.",
	    "Consegna in pubblico dadi del tuo tiro privato.",
	    "Entrega en público dados de tu tirada privada.", submit),
	CMD("roll", "roll", "roll", "tira", "tira", "", "", "",
	    "Roll your remaining dice again, in private.", "Ritira in privato i dadi rimasti.",
	    "Vuelve a tirar en privado los dados que te quedan.", roll),
	CMD("done", "roll", "done", "fatto", "hecho", "", "", "", "Stop rolling in this Malfunction.",
	    "Smetti di tirare in questo Malfunzionamento.", "Deja de tirar en este Fallo.", done),
	CMD("reroll", "roll", "reroll", "ritira", "repite", "", "", "",
	    "Luba: re-roll all your dice instead of submitting.",
	    "Luba: ritira tutti i dadi invece di consegnare.",
	    "Luba: repite la tirada en vez de entregar.", reroll),
	CMD("clear", "choice", "clear TOKEN", "rimuovi SEGNALINO", "quita FICHA", "a token out",
	    "un segnalino in gioco", "una ficha en juego", "The token your repair removes.",
	    "Il segnalino che la riparazione rimuove.", "La ficha que tu reparación quita.", clear),
	CMD("damage", "choice", "damage fatigue|outpost", "danno fatica|avamposto",
	    "daño fatiga|puesto", "the kind of Damage token", "il tipo di segnalino Danno",
	    "el tipo de ficha de Daño", "Draw a Fatigue or an Outpost token.",
	    "Pesca un segnalino Affaticamento o Avamposto.", "Roba una ficha de Fatiga o de Puesto.",
	    damage),
	CMD("vote", "vote", "vote black|red|none", "vota nero|rosso|nessuno", "vota negro|rojo|nada",
	    "black: free; red: quarantine; none: abstain", "nero: libero; rosso: quarantena; nessuno: astensione",
	    "negro: libre; rojo: cuarentena; nada: abstención",
	    "Your sealed ballot: a die of that colour you hold.",
	    "Il tuo voto segreto: un dado di quel colore che hai.",
	    "Tu voto secreto: un dado de ese color que tengas.", dm_vote),
	CMD("break", "choice", "break quarantine|free", "spareggia quarantena|libero",
	    "desempata cuarentena|libre", "the Commander's choice", "la scelta del Comandante",
	    "la elección del Comandante", "Break a tied vote.", "Spareggia un voto in parità.",
	    "Desempata una votación.", dm_break),
	CMD("name", "choice", "name PLAYER", "nomina GIOCATORE", "nombra JUGADOR",
	    "the player the Complication names", "il giocatore che la Complicazione nomina",
	    "el jugador que la Complicación nombra", "Name the player of the Complication.",
	    "Nomina il giocatore della Complicazione.", "Nombra al jugador de la Complicación.", dm_name),
	CMD("accept", "choice", "accept [N]", "accetta [N]", "acepta [N]",
	    "which price, when there are several", "quale prezzo, se più d'uno",
	    "qué precio, si hay varios", "Pay the Complication's price: the Task succeeds.",
	    "Paga il prezzo della Complicazione: il Compito riesce.",
	    "Paga el precio de la Complicación: la Tarea tiene éxito.", dm_accept),
	CMD("reveal", "turn", "reveal", "rivelati", "revélate", "", "", "",
	    "Reveal as Infected: your Infection Power, then only the Infected actions.",
	    "Rivelati come Infetto: il tuo Potere d'Infezione, poi solo le azioni degli Infetti.",
	    "Revélate como Infectado: tu Poder de Infección, luego solo las acciones de Infectado.",
	    dm_reveal),
	CMD("sabotage", "turn", "sabotage shield|life|outpost", "sabota scudo|vita|avamposto",
	    "sabotea escudo|vida|puesto", "the area", "l'area", "el área",
	    "Put the Sabotage token there: a repair there costs 2 more dice.",
	    "Metti lì il segnalino Sabotaggio: ripararla costa 2 dadi in più.",
	    "Pon ahí la ficha de Sabotaje: repararla cuesta 2 dados más.", dm_sabotage),
	CMD("test", "turn", "test", "metti-alla-prova", "pon-a-prueba", "", "", "",
	    "Test Commander: not positive, and you draw a Damage token.",
	    "Mettere alla prova il Comandante: se non positivo, peschi un segnalino Danno.",
	    "Poner a prueba al Comandante: si no es positivo, robas una ficha de Daño.", dm_test),
	CMD("demoralize", "turn", "demoralize", "demoralizza", "desmoraliza", "", "", "",
	    "Every player swaps strong dice for weak ones.",
	    "Ogni giocatore scambia i dadi forti con deboli.",
	    "Cada jugador cambia sus dados fuertes por débiles.", dm_demoralize),
	CMD("interfere", "turn", "interfere", "interferisci", "interfiere", "", "", "",
	    "See 3 Tasks in private; keep some on top, discard the rest.",
	    "Guarda 3 Compiti in privato; tienine alcuni in cima, scarta il resto.",
	    "Mira 3 Tareas en privado; deja algunas encima, descarta el resto.", dm_interfere),
	CMD("keep", "choice", "keep [TASK...]", "tieni [COMPITO...]", "deja [TAREA...]",
	    "the Tasks back on the deck, the last on top", "i Compiti rimessi sul mazzo, l'ultimo in cima",
	    "las Tareas devueltas al mazo, la última encima",
	    "The Tasks you put back; the others are discarded face down.",
	    "I Compiti che rimetti; gli altri sono scartati coperti.",
	    "Las Tareas que devuelves; las otras se descartan boca abajo.", dm_keep),
	CMD("spike", "turn", "spike", "sovraccarico", "sobrecarga", "", "", "",
	    "Energy Spike: a Shield token, or a shield test.",
	    "Picco di Energia: un segnalino Scudo, o una prova dello scudo.",
	    "Pico de Energía: una ficha de Escudo, o una prueba del escudo.", dm_spike),
	CMD("refuse", "choice", "refuse", "rifiuta", "rechaza", "", "", "",
	    "Refuse: the Complication fails.", "Rifiuta: la Complicazione fallisce.",
	    "Rechaza: la Complicación falla.", dm_refuse_cmd),
	/* Shadow Corporation (dm_sc_cmd.c). */
	CMD("corp", "task", "corp FACE", "corporazione FACCIA", "corporación CARA",
	    "the Corporation die you reveal", "il dado della Corporazione che riveli",
	    "el dado de la Corporación que revelas",
	    "Reveal one of your Corporation dice; the other stays hidden.",
	    "Rivela uno dei tuoi dadi della Corporazione; l'altro resta nascosto.",
	    "Revela uno de tus dados de la Corporación; el otro queda oculto.", dm_corp),
	CMD("amputate", "turn", "amputate PLAYER", "amputa GIOCATORE", "amputa JUGADOR",
	    "another player", "un altro giocatore", "otro jugador",
	    "Amputation vote: red amputates (one die fewer for good).",
	    "Voto di Amputazione: rosso amputa (un dado in meno per sempre).",
	    "Votación de Amputación: rojo amputa (un dado menos para siempre).", dm_amputate),
	CMD("authorize", "turn", "authorize PLAYER", "autorizza GIOCATORE", "autoriza JUGADOR",
	    "a player not in quarantine", "un giocatore non in quarantena",
	    "un jugador no en cuarentena",
	    "Authorization vote: black authorizes to evacuate, red denies or revokes.",
	    "Voto di Autorizzazione: nero autorizza l'evacuazione, rosso nega o revoca.",
	    "Votación de Autorización: negro autoriza la evacuación, rojo niega o revoca.",
	    dm_authorize),
	CMD("takeoff", "turn", "takeoff", "decolla", "despega", "", "", "",
	    "Takeoff vote: black, the ship leaves with the authorized and the game ends.",
	    "Voto di Decollo: nero, la nave parte con gli autorizzati e la partita finisce.",
	    "Votación de Despegue: negro, la nave parte con los autorizados y la partida termina.",
	    dm_takeoff),
	CMD("claim", NULL, "claim reckless|isolate|sample|exposure",
	    "rivendica spericolato|isola|prelievo|esposizione",
	    "reclama temerario|aísla|muestra|exposición", "the Threat you fulfilled",
	    "la Minaccia che hai soddisfatto", "la Amenaza que cumpliste",
	    "I did what the Company asked me: take a Threat token.",
	    "Ho fatto quello che la Compagnia mi ha chiesto: prendi un segnalino Minaccia.",
	    "Hice lo que la Compañía me pidió: toma una ficha de Amenaza.", dm_claim),
	CMD("expose", NULL, "expose PLAYER", "esponi GIOCATORE", "expón JUGADOR", "another player",
	    "un altro giocatore", "otro jugador",
	    "Show your status card to one player, in private (once a game).",
	    "Mostra in privato la tua carta Stato a un giocatore (una volta a partita).",
	    "Muestra en privado tu carta de Estado a un jugador (una vez por partida).", dm_expose),
};

const int dm_ncmds = (int)PB_NELEM(dm_cmds);
