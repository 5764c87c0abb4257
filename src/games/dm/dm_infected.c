/*++
/* NAME
/*	dm_infected 3
/* SUMMARY
/*	Dark Moon: Reveal as Infected and the five Infected actions
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/* DESCRIPTION
/*	"reveal" (a seat whose status card is Infected, as its action or
/*	an ordered action; not ordered with safe-orders), in the
/*	rulebook's order: the Infection Power of its card unless it is
/*	quarantined (none with nerfed-extreme); a die from the board
/*	rolled in public, positive: the power again (not with
/*	nerfed-normal); the character, quarantine and Die tokens
/*	discarded; the Commander card to the first unrevealed seat on the
/*	left, the blue die to Available; down to the Infected limit; the
/*	turn ends, unless the reveal was the first ordered action: then
/*	one Infected action.  When every Infected has revealed the
/*	Suspicion cube leaves the game (and, with no-more-complications,
/*	the Complications).
/*
/*	A revealed seat's actions: "sabotage shield|life|outpost" (the
/*	Sabotage token there; a repair there costs 2 more dice),
/*	"test" (Test Commander: the Commander rolls all its dice in private
/*	and submits 1; negative, or no dice, and the Infected draws a
/*	Damage token of its choice), "demoralize" (from its left, each
/*	unrevealed seat swaps its strong dice for weak ones from Available
/*	while there are some), "interfere" (3 Tasks seen in private: "keep
/*	A B" puts those back on top, B on top, the rest discarded face
/*	down), "spike" (Energy Spike: a Shield token when 0 or 1 are out,
/*	else a shield test, its Damage the Infected's choice).  With
/*	costly-actions each first costs a die to Available.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/seats.h"

/* Local. */
#include "games/dm/dm_cmd.h"

/* acted - an action of the actor is over */

static void
acted(struct dm_state *s)
{
	if (s->ordered && s->order_left > 0)
		s->order_left--;
	s->stage = DM_S_ACTION_DONE;
}

/* ---- reveal ------------------------------------------------------ */

void
dm_reveal_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (s->phase != DM_P_ACTION || (s->ordered ? s->ordered : s->active) != seat)
		return;
	if (s->seat[seat].revealed || !dm_is_infected(s, seat))
		return;
	if (s->ordered == seat && (s->variants & DM_VAR_SAFE_ORDERS))
		return;
	dm_lines_add(l, "reveal");
}

/* all_revealed - every Infected has revealed: no more Suspicion */

static void
check_all_revealed(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              k;

	for (k = 1; k <= s->nseats; k++)
		if (dm_is_infected(s, k) && !s->seat[k].revealed)
			return;
	if (s->all_revealed)
		return;
	s->all_revealed = 1;
	s->suspicion = 0;
	dm_say(x, "Every Infected has revealed: the Suspicion cube leaves the game.");
	if (s->variants & DM_VAR_NO_COMPLICATIONS)
		dm_no_complications(x);
}

enum pb_rc
dm_reveal_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state        *s = x->s;
	struct dm_seat         *t = &s->seat[seat];
	const struct dm_status *st = &s->pack->statuses[t->status];
	int                     v, c, first = s->ordered == seat && s->order_left == 2;

	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: reveal."));
	dm_say(x, "%s reveals: %s.", dm_seat_name(s, seat), st->n.name);
	if (!t->quarantined && !(s->variants & DM_VAR_NERF_EXTREME)) {
		dm_run(x, st->fx, seat, 0);
		if (!(s->variants & DM_VAR_NERF_NORMAL) && s->phase != DM_P_ENDED) {
			v = dm_board_die(s, seat, &c);
			dm_say(x, "Bonus roll: a %s die shows %+d%s.", dm_colour_word(c), v,
			    v > 0 ? ": the power again" : "");
			if (v > 0)
				dm_run(x, st->fx, seat, 0);
		}
	}
	t->revealed = 1;
	t->quarantined = 0;
	t->tokens = 0;
	if (t->authorized) { /* Shadow Corporation: no one boards a revealed Infected */
		t->authorized = 0;
		dm_say(x, "%s's Authorized Evacuation token goes back.", dm_seat_name(s, seat));
	}
	if (s->commander == seat) {
		int next = dm_successor(s, seat, 1);

		if (next != seat)
			dm_commander(x, next);
	}
	dm_trim(s, seat);
	check_all_revealed(x);
	if (first)
		s->order_left = 1;
	else
		s->order_left = 0;
	s->stage = DM_S_ACTION_DONE;
	if (s->pending > 0)
		s->chooser = seat;
	return (PB_OK);
}

/* ---- the Infected actions ---------------------------------------- */

/* infected_actor - a revealed seat that acts now and can pay */

static int
infected_actor(const struct dm_state *s, int seat)
{
	if (s->phase != DM_P_ACTION || (s->ordered ? s->ordered : s->active) != seat)
		return (0);
	if (!s->seat[seat].revealed)
		return (0);
	return (!(s->variants & DM_VAR_COSTLY) || dm_held(s, seat) > 0);
}

/* pay - costly-actions: a die to Available */

static void
pay(struct dm_ctx *x, int seat)
{
	if (x->s->variants & DM_VAR_COSTLY) {
		dm_discard(x->s, seat, 1);
		dm_say(x, "%s pays a die.", dm_seat_name(x->s, seat));
	}
}

static const char *const areas[] = { "shield", "life", "outpost" };

void
dm_sabotage_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int a;

	if (!infected_actor(s, seat))
		return;
	for (a = 0; a < 3; a++)
		if (s->sabotage != a + 1)
			dm_lines_add(l, "sabotage %s", areas[a]);
}

enum pb_rc
dm_sabotage_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	int a;

	for (a = 0; a < 3 && (l->argc != 2 || strcmp(l->argv[1], areas[a]) != 0); a++)
		;
	if (a == 3 || x->s->sabotage == a + 1)
		return (pb_err_set(err, PB_EDATA, "sabotage shield, life or outpost, where it is not."));
	pay(x, seat);
	x->s->sabotage = a + 1;
	dm_say(x, "%s sabotages %s.", dm_seat_name(x->s, seat), areas[a]);
	acted(x->s);
	return (PB_OK);
}

void
dm_test_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (infected_actor(s, seat) && !s->seat[s->commander].revealed)
		dm_lines_add(l, "test");
}

enum pb_rc
dm_test_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;

	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: test."));
	pay(x, seat);
	dm_say(x, "%s tests the Commander, %s.", dm_seat_name(s, seat), dm_seat_name(s, s->commander));
	s->chooser = seat;
	if (dm_held(s, s->commander) == 0) {
		dm_say(x, "The Commander has no dice: a Damage token.");
		s->pending++;
		acted(s);
		return (PB_OK);
	}
	s->roller = s->commander;
	s->roll_for = DM_R_TESTCMD;
	s->roll_submit = 1;
	s->stage = DM_S_WAIT;
	s->phase = DM_P_ROLL;
	dm_roll(x, s->commander, s->seat[s->commander].dice);
	return (PB_OK);
}

/* dm_testcmd_done - the Commander submitted v */

void
dm_testcmd_done(struct dm_ctx *x, int v)
{
	struct dm_state *s = x->s;

	dm_spent_back(s);
	if (v > 0)
		dm_say(x, "Positive: nothing happens.");
	else {
		dm_say(x, "Not positive: the Infected draws a Damage token.");
		s->pending++;
	}
	s->stage = DM_S_ACTION_DONE; /* submit_run() counts the ordered action */
}

void
dm_demoralize_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (infected_actor(s, seat))
		dm_lines_add(l, "demoralize");
}

enum pb_rc
dm_demoralize_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              k = seat, i, n;

	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: demoralize."));
	pay(x, seat);
	dm_say(x, "%s demoralizes the crew.", dm_seat_name(s, seat));
	for (i = 1; i < s->nseats && s->avail[DM_WEAK] > 0; i++) {
		k = seats_next(s->nseats, 0, k, SEATS_CLOCKWISE);
		if (s->seat[k].revealed)
			continue;
		for (n = 0; s->seat[k].dice[DM_STRONG] > 0 && s->avail[DM_WEAK] > 0; n++) {
			s->seat[k].dice[DM_STRONG]--;
			s->avail[DM_STRONG]++;
			s->seat[k].dice[DM_WEAK]++;
			s->avail[DM_WEAK]--;
		}
		if (n > 0)
			dm_say(x, "%s swaps strong dice for weak ones.", dm_seat_name(s, k));
	}
	acted(s);
	return (PB_OK);
}

void
dm_interfere_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (infected_actor(s, seat) && s->tasks.n + s->task_disc.n >= 1)
		dm_lines_add(l, "interfere");
}

enum pb_rc
dm_interfere_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	struct pb_buf    b;
	char            *seen;
	int              i;

	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: interfere."));
	pay(x, seat);
	deck_clear(&s->drawn);
	while (s->drawn.n < 3) {
		if (s->tasks.n == 0 && deck_refill(&s->tasks, &s->task_disc, NULL, NULL, &s->rng) == 0)
			break;
		deck_deal(&s->tasks, &s->drawn);
	}
	pb_buf_init(&b);
	for (i = 0; i < s->drawn.n; i++)
		pb_buf_printf(&b, "%s%s (%s)", i ? ", " : "", s->pack->tasks[s->drawn.v[i]].n.name,
		    s->pack->tasks[s->drawn.v[i]].n.id);
	seen = pb_buf_steal(&b);
	game_result_notice(x->res, seat, "Interference: you see %s.", seen);
	free(seen);
	dm_say(x, "%s interferes with the Task deck (%d cards seen in private).",
	    dm_seat_name(s, seat), s->drawn.n);
	s->roller = seat;
	s->stage = DM_S_WAIT;
	s->phase = DM_P_INTERFERE;
	return (PB_OK);
}

void
dm_keep_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_pack *p = s->pack;
	int                   n = s->drawn.n, i, j, k;

	if (s->phase != DM_P_INTERFERE || seat != s->roller)
		return;
	dm_lines_add(l, "keep");
	for (i = 0; i < n; i++) {
		dm_lines_add(l, "keep %s", p->tasks[s->drawn.v[i]].n.id);
		for (j = 0; j < n; j++) {
			if (j == i)
				continue;
			dm_lines_add(l, "keep %s %s", p->tasks[s->drawn.v[i]].n.id,
			    p->tasks[s->drawn.v[j]].n.id);
			for (k = 0; k < n; k++)
				if (k != i && k != j)
					dm_lines_add(l, "keep %s %s %s", p->tasks[s->drawn.v[i]].n.id,
					    p->tasks[s->drawn.v[j]].n.id, p->tasks[s->drawn.v[k]].n.id);
		}
	}
}

enum pb_rc
dm_keep_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              order[3], n = 0, i, j, k, seen = s->drawn.n;

	for (i = 1; i < l->argc; i++) {
		for (k = 0; k < s->drawn.n && strcmp(s->pack->tasks[s->drawn.v[k]].n.id, l->argv[i]) != 0; k++)
			;
		if (k == s->drawn.n || n == 3)
			return (pb_err_set(err, PB_EDATA, "keep the ids of cards you saw, each once."));
		for (j = 0; j < n; j++)
			if (order[j] == k)
				return (pb_err_set(err, PB_EDATA, "keep each card once."));
		order[n++] = k;
	}
	for (i = 0; i < n; i++)
		deck_push(&s->tasks, s->drawn.v[order[i]]);
	for (k = 0; k < s->drawn.n; k++) {
		for (i = 0; i < n && order[i] != k; i++)
			;
		if (i == n)
			deck_push(&s->task_disc, s->drawn.v[k]);
	}
	s->drawn.n = 0;
	dm_say(x, "%s puts %d cards back on the Task deck and discards %d face down.",
	    dm_seat_name(s, seat), n, seen - n);
	acted(s);
	return (PB_OK);
}

void
dm_spike_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (infected_actor(s, seat))
		dm_lines_add(l, "spike");
}

enum pb_rc
dm_spike_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;

	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: spike."));
	pay(x, seat);
	dm_say(x, "%s causes an Energy Spike.", dm_seat_name(s, seat));
	if (s->shield <= 1)
		dm_shield(x, 1, 0);
	else
		dm_test(x);
	if (s->pending > 0)
		s->chooser = seat;
	acted(s);
	return (PB_OK);
}
