/*++
/* NAME
/*	dm_vote 3
/* SUMMARY
/*	Dark Moon: sealed votes, the Commander's tie-break, Complications
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	int	dm_complication_step(struct dm_ctx *x);
/* DESCRIPTION
/*	Votes.  Every unrevealed seat votes in secret (dm_open_vote()):
/*	"vote black" (free or keep free) with a strong die it holds, "vote
/*	red" (quarantine or keep in) with a weak one, "vote none".  The
/*	arbiter keeps each ballot sealed (res->ballot) and reveals them
/*	together when the last is in (res->reveal_ballots).  More red
/*	than black quarantines the target; more black releases it; a tie
/*	goes to the Commander ("break quarantine|free"), after the reveal.
/*	With expensive-voting the dice shown go to Available.  A
/*	quarantined Commander passes the card (dm_quarantine()).
/*
/*	Complications.  The card's who says who names the player (the
/*	active player for named, the Commander for commander) and who then
/*	chooses: the active player (active), the player named (named) or
/*	the Commander's choice is the naming itself (commander).  The
/*	chooser pays one price ("accept", "accept 2" ...: the Task
/*	succeeds) or, when the card allows it, refuses (the failure).  A
/*	single price that cannot be refused is paid at once.
/*	dm_complication_step() does that when no one need decide, and
/*	returns 1 when a seat must.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/seats.h"

/* Local. */
#include "games/dm/dm_cmd.h"

static const char *const ballot_words[] = { "black", "red", "none" };

enum { B_BLACK, B_RED, B_NONE };

/* box_of - the seats' ballots as a seats.h box */

static void
box_of(const struct dm_state *s, int *box)
{
	int k;

	box[0] = SEATS_NONE;
	for (k = 1; k <= s->nseats; k++)
		box[k] = s->seat[k].ballot;
}

void
dm_vote_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (s->phase != DM_P_VOTE || s->seat[seat].ballot != SEATS_DUE)
		return;
	if (s->seat[seat].dice[DM_STRONG] > 0)
		dm_lines_add(l, "vote black");
	if (s->seat[seat].dice[DM_WEAK] > 0)
		dm_lines_add(l, "vote red");
	dm_lines_add(l, "vote none");
}

/* vote_result - apply the vote's outcome: 1 quarantine, 0 free */

static void
vote_result(struct dm_ctx *x, int quarantine)
{
	struct dm_state *s = x->s;
	int              k;

	if (s->vote_kind != DM_VK_QUARANTINE)
		dm_sc_vote_result(x, quarantine); /* Shadow Corporation: red won */
	else if (quarantine)
		dm_quarantine(x, s->vote_target, s->vote_caller);
	else
		dm_release(x, s->vote_target);
	if (s->phase == DM_P_ENDED)
		return; /* takeoff */
	if (s->vote_kind == DM_VK_QUARANTINE && quarantine && !s->seat[s->vote_target].quarantined)
		dm_say(x, "%s stays free.", dm_seat_name(s, s->vote_target)); /* revealed meanwhile */
	for (k = 1; k <= s->nseats; k++)
		s->seat[k].ballot = SEATS_NONE;
	s->stage = s->vote_return;
	s->phase = DM_P_ACTION; /* dm_advance() sets the next */
	if (s->vote_return == DM_S_ACTION_DONE && s->ordered && s->order_left > 0)
		s->order_left--;
}

/* sc_ballot - Shadow Corporation: a Threat's act (the caller, active,
 * votes red on its own Quarantine or Amputation vote); the pilot's
 * ballot counts twice in a Takeoff vote */

static void
sc_ballot(struct dm_state *s, int k, int c, int *count)
{
	if (c == B_RED && k == s->vote_caller && s->vote_kind == DM_VK_QUARANTINE)
		dm_sc_did(s, k, DM_TH_ISOLATE);
	if (c == B_RED && k == s->vote_caller && s->vote_kind == DM_VK_AMPUTATE)
		dm_sc_did(s, k, DM_TH_SAMPLE);
	if (s->vote_kind == DM_VK_TAKEOFF && c != B_NONE && !dm_fatigued(s, k)
	    && s->pack->chars[s->seat[k].character].ability == DM_AB_PILOT)
		count[c]++;
}

/* reveal - every ballot is in */

static void
reveal(struct dm_ctx *x)
{
	struct dm_state *s = x->s;
	int              box[DM_MAX_SEATS + 1], count[3] = { 0 }, k, c;

	box_of(s, box);
	seats_vote_tally(box, s->nseats, NULL, count, 3);
	x->res->reveal_ballots = 1;
	for (k = 1; k <= s->nseats; k++)
		if ((c = seats_vote_choice(box, k)) >= 0) {
			dm_say(x, "%s voted %s.", dm_seat_name(s, k), ballot_words[c]);
			sc_ballot(s, k, c, count);
			if ((s->variants & DM_VAR_EXPENSIVE_VOTING) && c != B_NONE) {
				s->seat[k].dice[c == B_BLACK ? DM_STRONG : DM_WEAK]--;
				s->avail[c == B_BLACK ? DM_STRONG : DM_WEAK]++;
			}
		}
	dm_say(x, "Black %d, red %d.", count[B_BLACK], count[B_RED]);
	if (count[B_RED] == count[B_BLACK]) {
		s->phase = DM_P_TIE;
		dm_say(x, "A tie: the Commander, %s, decides.", dm_seat_name(s, s->commander));
		return;
	}
	vote_result(x, count[B_RED] > count[B_BLACK]);
}

enum pb_rc
dm_vote_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              box[DM_MAX_SEATS + 1], c, k, left = 0;

	for (c = 0; c < 3 && (l->argc != 2 || strcmp(l->argv[1], ballot_words[c]) != 0); c++)
		;
	if (c == 3)
		return (pb_err_set(err, PB_EDATA, "vote black, vote red or vote none."));
	if (c != B_NONE && s->seat[seat].dice[c == B_BLACK ? DM_STRONG : DM_WEAK] == 0)
		return (pb_err_set(err, PB_EDATA, "You hold no %s die: vote with a die you hold, or none.",
		    c == B_BLACK ? "strong (black)" : "weak (red)"));
	box_of(s, box);
	seats_vote_cast(box, seat, c);
	s->seat[seat].ballot = box[seat];
	x->res->ballot = pb_strdup(ballot_words[c]);
	for (k = 1; k <= s->nseats; k++)
		left += s->seat[k].ballot == SEATS_DUE;
	dm_say(x, "%s has voted; %d to go.", dm_seat_name(s, seat), left);
	if (left == 0)
		reveal(x);
	return (PB_OK);
}

void
dm_break_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (s->phase != DM_P_TIE || seat != s->commander)
		return;
	if (s->vote_kind != DM_VK_QUARANTINE) { /* the first, the default, changes nothing */
		int keep = s->vote_kind == DM_VK_AMPUTATE
		    || (s->vote_kind == DM_VK_AUTHORIZE && s->seat[s->vote_target].authorized);

		dm_lines_add(l, "break %s", keep ? "black" : "red");
		dm_lines_add(l, "break %s", keep ? "red" : "black");
		return;
	}
	dm_lines_add(l, "break quarantine");
	dm_lines_add(l, "break free");
}

enum pb_rc
dm_break_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	if (x->s->vote_kind != DM_VK_QUARANTINE) {
		if (l->argc != 2 || (strcmp(l->argv[1], "red") != 0 && strcmp(l->argv[1], "black") != 0))
			return (pb_err_set(err, PB_EDATA, "break black, or break red."));
		dm_say(x, "The Commander, %s, breaks the tie: %s.", dm_seat_name(x->s, seat),
		    l->argv[1]);
		vote_result(x, l->argv[1][0] == 'r');
		return (PB_OK);
	}
	if (l->argc != 2 || (strcmp(l->argv[1], "quarantine") != 0 && strcmp(l->argv[1], "free") != 0))
		return (pb_err_set(err, PB_EDATA, "break quarantine, or break free."));
	dm_say(x, "The Commander, %s, breaks the tie: %s.", dm_seat_name(x->s, seat), l->argv[1]);
	vote_result(x, l->argv[1][0] == 'q');
	return (PB_OK);
}

/* ---- Complications ----------------------------------------------- */

/* namer - who names the player, 0 when nobody must now */

static int
namer(const struct dm_state *s)
{
	const struct dm_task *t = &s->pack->tasks[s->task];

	if (s->phase != DM_P_COMPLICATION || s->named != 0)
		return (0);
	return (t->who == DM_WHO_COMMANDER ? s->commander : s->active);
}

/* chooser - who pays or refuses, 0 when nobody must now */

static int
chooser(const struct dm_state *s)
{
	if (s->phase != DM_P_COMPLICATION || s->named == 0)
		return (0);
	return (s->pack->tasks[s->task].who == DM_WHO_ACTIVE ? s->active : s->named);
}

/* prices - how many prices the card has */

static int
prices(const struct dm_task *t)
{
	int n = 0;

	while (n < 3 && t->fx_accept[n] != NULL)
		n++;
	return (n);
}

/* settle - pay price i (0..2), or refuse (-1) */

static void
settle(struct dm_ctx *x, int i)
{
	struct dm_state      *s = x->s;
	const struct dm_task *t = &s->pack->tasks[s->task];
	int                   who = chooser(s);

	s->stage = DM_S_CUBE;
	s->phase = DM_P_ACTION; /* dm_advance() sets the next */
	if (i < 0) {
		dm_say(x, "%s refuses: %s fails.", dm_seat_name(s, who ? who : s->named), t->n.name);
		s->task_result = 0;
		dm_run(x, t->fx_refuse, s->named, 0);
	} else {
		s->task_result = 1;
		dm_say(x, "%s succeeds.", t->n.name);
		dm_run(x, t->fx_accept[i], s->named, 0);
	}
}

int
dm_complication_step(struct dm_ctx *x)
{
	struct dm_state      *s = x->s;
	const struct dm_task *t = &s->pack->tasks[s->task];

	s->phase = DM_P_COMPLICATION;
	if (s->named != 0 && (t->who == DM_WHO_COMMANDER || (prices(t) == 1 && t->fx_refuse == NULL))) {
		settle(x, 0);
		return (0);
	}
	return (1);
}

void
dm_name_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (namer(s) == seat)
		dm_player_lines(s, "name", 0, l);
}

enum pb_rc
dm_name_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              i = 1, k = dm_parse_player(s, l, &i);

	if (k == 0 || i != l->argc || s->seat[k].revealed)
		return (pb_err_set(err, PB_EDATA, "Name a player who has not revealed."));
	s->named = k;
	dm_say(x, "%s names %s.", dm_seat_name(s, seat), dm_seat_name(s, k));
	s->stage = DM_S_COMPLICATION;
	return (PB_OK);
}

void
dm_accept_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int i, n;

	if (chooser(s) != seat)
		return;
	n = prices(&s->pack->tasks[s->task]);
	for (i = 0; i < n; i++)
		if (i == 0)
			dm_lines_add(l, "accept");
		else
			dm_lines_add(l, "accept %d", i + 1);
}

enum pb_rc
dm_accept_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	int n = prices(&x->s->pack->tasks[x->s->task]), i = 1;

	(void)seat;
	if (l->argc == 2)
		i = atoi(l->argv[1]);
	if (l->argc > 2 || i < 1 || i > n)
		return (pb_err_set(err, PB_EDATA, "accept, or accept 1 to %d.", n));
	settle(x, i - 1);
	return (PB_OK);
}

void
dm_refuse_cmd_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (chooser(s) == seat && s->pack->tasks[s->task].fx_refuse != NULL)
		dm_lines_add(l, "refuse");
}

enum pb_rc
dm_refuse_cmd_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	(void)seat;
	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: refuse."));
	settle(x, -1);
	return (PB_OK);
}
