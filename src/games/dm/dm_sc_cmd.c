/*++
/* NAME
/*	dm_sc_cmd 3
/* SUMMARY
/*	Dark Moon: Shadow Corporation's commands
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/* DESCRIPTION
/*	The rows of dm_cmds for the expansion, each lines() and run() as
/*	dm_cmd(3) says (every line offered is accepted):
/* .IP "amputate PLAYER"
/*	an action: an Amputation vote on another player, not revealed,
/*	not amputated (red amputates);
/* .IP "authorize PLAYER"
/*	an action, or the forced evacuation vote: an Authorization vote
/*	on a player not in quarantine, not revealed (itself allowed); when
/*	the board is full, only on an authorized one (black grants or
/*	keeps, red denies or revokes);
/* .IP takeoff
/*	an action, or the forced vote: the board full, Refueling done, no
/*	Evacuation Failure (black: the ship leaves);
/* .IP "corp FACE"
/*	the active seat reveals one of its Corporation dice;
/* .IP "claim KIND"
/*	any time (no decision): "I did what the Company asked me"; the
/*	arbiter accepts it only when the seat really did that act as
/*	active player since its Threat card was dealt, and gives a Threat
/*	token of that kind, a Jolly when none is left.  The refusal goes
/*	to the claimer alone and is the same whatever its card is;
/* .IP "expose PLAYER"
/*	in its action phase, once a game, no action spent: the active
/*	seat shows its status card to one other player (a private notice
/*	to that player; the table reads only who showed it to whom).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"
#include "games/dm/dm_play.h"

static const char *const threat_words[DM_NTHREATS] = { "reckless", "isolate", "sample",
	"exposure" };

/* sc_actor - seat takes an action now and may call the new votes */

static int
sc_actor(const struct dm_state *s, int seat)
{
	const struct dm_seat *t = &s->seat[seat];

	return (s->sc && s->phase == DM_P_ACTION && (s->ordered ? s->ordered : s->active) == seat
	    && !t->revealed && (!t->quarantined || (s->variants & DM_VAR_FLIMSY)));
}

/* forced - the active seat calls the forced evacuation vote (first,
 * if it likes, when the forced Quarantine vote is owed too) */

static int
forced(const struct dm_state *s, int seat)
{
	return (seat == s->active
	    && (s->phase == DM_P_EVAC || (s->phase == DM_P_FORCED && dm_sc_evac_due(s) > 0)));
}

/* amputate */

static int
may_amputate(const struct dm_state *s, int seat, int k)
{
	return (k != seat && !s->seat[k].revealed && !s->seat[k].amputated);
}

void
dm_amputate_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int k;

	if (!sc_actor(s, seat))
		return;
	for (k = 1; k <= s->nseats; k++)
		if (may_amputate(s, seat, k))
			dm_lines_add(l, "amputate %s", dm_player_id(s, k));
}

enum pb_rc
dm_amputate_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	int i = 1, k = dm_parse_player(x->s, l, &i);

	if (k == 0 || i != l->argc || !may_amputate(x->s, seat, k))
		return (pb_err_set(err, PB_EDATA,
		    "Name another player, not revealed, without an Amputation token."));
	dm_open_vote_kind(x, seat, k, DM_S_ACTION_DONE, DM_VK_AMPUTATE);
	return (PB_OK);
}

/* evac_vote - an evacuation vote: the forced one (the cube goes back
 * to the start; then the turn ends) or an action */

static void
evac_vote(struct dm_ctx *x, int seat, int target, int kind)
{
	if (x->s->phase == DM_P_EVAC || x->s->phase == DM_P_FORCED) {
		x->s->evac = 0;
		dm_open_vote_kind(x, seat, target,
		    x->s->phase == DM_P_EVAC ? DM_S_NEXT : DM_S_FORCED, kind);
	} else
		dm_open_vote_kind(x, seat, target, DM_S_ACTION_DONE, kind);
}

/* authorize */

void
dm_authorize_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int k;

	if (!(sc_actor(s, seat) && !dm_blocked(s, DM_BLOCK_EVAC)) && !forced(s, seat))
		return;
	for (k = 1; k <= s->nseats; k++)
		if (dm_may_authorize(s, k))
			dm_lines_add(l, "authorize %s", dm_player_id(s, k));
}

enum pb_rc
dm_authorize_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              i = 1, k = dm_parse_player(s, l, &i);

	if (k == 0 || i != l->argc || !dm_may_authorize(s, k))
		return (pb_err_set(err, PB_EDATA, "Name a player not in quarantine and not revealed; "
		                                  "when the board is full, an authorized one."));
	evac_vote(x, seat, k, DM_VK_AUTHORIZE);
	return (PB_OK);
}

/* takeoff */

void
dm_takeoff_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	if (((sc_actor(s, seat) && !dm_blocked(s, DM_BLOCK_EVAC)) || forced(s, seat))
	    && dm_may_takeoff(s))
		dm_lines_add(l, "takeoff");
}

enum pb_rc
dm_takeoff_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	if (l->argc != 1)
		return (pb_err_set(err, PB_EDATA, "Just: takeoff."));
	evac_vote(x, seat, seat, DM_VK_TAKEOFF);
	return (PB_OK);
}

/* corp: reveal one Corporation die */

void
dm_corp_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct die *d;
	int               i, j, v[3], n = 0, t;

	if (s->phase != DM_P_CORP || seat != s->active)
		return;
	d = &s->pack->dice[DM_CORP].die;
	for (i = 0; i < s->corp_n; i++) {
		t = d->value[s->corp_face[i]];
		for (j = 0; j < n && v[j] != t; j++)
			;
		if (j == n)
			v[n++] = t;
	}
	for (i = 0; i < n; i++) /* the best first: the default helps the Task */
		for (j = i + 1; j < n; j++)
			if (v[j] > v[i])
				t = v[i], v[i] = v[j], v[j] = t;
	for (i = 0; i < n; i++)
		dm_lines_add(l, "corp %+d", v[i]);
}

enum pb_rc
dm_corp_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state  *s = x->s;
	const struct die *d = &s->pack->dice[DM_CORP].die;
	char             *end;
	int               i, v;

	v = l->argc == 2 ? (int)strtol(l->argv[1], &end, 10) : 0;
	if (l->argc != 2 || *end != '\0')
		return (pb_err_set(err, PB_EDATA, "Reveal one of your Corporation dice: corp -1."));
	for (i = 0; i < s->corp_n && d->value[s->corp_face[i]] != v; i++)
		;
	if (i == s->corp_n)
		return (pb_err_set(err, PB_EDATA, "You rolled no Corporation die showing %+d.", v));
	s->corp_shown = s->corp_face[i];
	s->success += v < 0 ? v : 0;
	dm_say(x, "%s reveals a Corporation die: %+d; the Success cube at %d of %d.",
	    dm_seat_name(s, seat), v, s->success, s->difficulty);
	s->stage = DM_S_INOUT;
	return (PB_OK);
}

/* claim: a Threat token */

/* tokens_left - Threat tokens of a kind not taken */

static int
tokens_left(const struct dm_state *s, int kind)
{
	int i, n = 0, k;

	for (i = 0; i < s->pack->nthreats; i++)
		if (s->pack->threats[i].kind == kind)
			n += s->pack->threats[i].tokens;
	for (k = 1; k <= s->nseats; k++)
		n -= s->seat[k].claim == 1 + kind && !s->seat[k].jolly;
	return (n);
}

/* token_for - the token a claim of kind takes: 1 its kind, 2 a Jolly,
 * 0 none left */

static int
token_for(const struct dm_state *s, int kind)
{
	int k, jollies = 0;

	if (tokens_left(s, kind) > 0)
		return (1);
	for (k = 1; k <= s->nseats; k++)
		jollies += s->seat[k].jolly;
	return (jollies < s->pack->board->jolly ? 2 : 0);
}


void
dm_claim_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   i;

	if (s->phase == DM_P_ENDED || !s->threats || t->threat == 0 || t->claim != 0)
		return;
	for (i = 0; i < DM_NTHREATS; i++)
		if ((t->did & (1 << i)) && token_for(s, i))
			dm_lines_add(l, "claim %s", threat_words[i]);
}

enum pb_rc
dm_claim_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	struct dm_seat  *t = &s->seat[seat];
	int              i, k;

	for (i = 0; i < DM_NTHREATS && (l->argc != 2 || strcmp(l->argv[1], threat_words[i]) != 0); i++)
		;
	if (i == DM_NTHREATS)
		return (pb_err_set(err, PB_EDATA, "claim reckless, isolate, sample or exposure."));
	if (!(t->did & (1 << i)))
		return (pb_err_set(err, PB_EDATA,
		    "You have not done that as active player since the Threat cards were dealt."));
	if ((k = token_for(s, i)) == 0)
		return (pb_err_set(err, PB_EDATA, "No Threat token is left."));
	t->claim = 1 + i;
	t->jolly = k == 2;
	dm_say(x, "%s: \"I did what the Company asked me\" (%s), and takes a %s token.",
	    dm_seat_name(s, seat), threat_words[i], t->jolly ? "Jolly" : threat_words[i]);
	return (PB_OK);
}

/* expose: show the status card to one other player */

void
dm_expose_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   k;

	if (!s->threats || t->threat == 0 || (t->did & (1 << DM_TH_EXPOSURE)) || seat != s->active
	    || s->ordered || s->phase != DM_P_ACTION)
		return;
	for (k = 1; k <= s->nseats; k++)
		if (k != seat)
			dm_lines_add(l, "expose %s", dm_player_id(s, k));
}

enum pb_rc
dm_expose_run(struct dm_ctx *x, int seat, const struct lex_line *l, struct pb_err *err)
{
	struct dm_state *s = x->s;
	int              i = 1, k = dm_parse_player(s, l, &i);

	if (k == 0 || i != l->argc || k == seat)
		return (pb_err_set(err, PB_EDATA, "Name another player."));
	dm_sc_did(s, seat, DM_TH_EXPOSURE);
	if (x->res != NULL)
		game_result_notice(x->res, k, "%s shows you their status card: %s.",
		    dm_seat_name(s, seat), s->pack->statuses[s->seat[seat].status].n.name);
	dm_say(x, "%s shows their status card to %s.", dm_seat_name(s, seat), dm_seat_name(s, k));
	return (PB_OK);
}
