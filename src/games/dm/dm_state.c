/*++
/* NAME
/*	dm_state 3
/* SUMMARY
/*	Dark Moon: saving, loading, the invariants of a state
/* SYNOPSIS
/*	#include "games/dm/dm.h"
/*
/*	char	*dm_save(const void *state);
/*	enum pb_rc dm_load(const void *pack, json_t *options, int nseats,
/*			const unsigned char *seed, const char *saved,
/*			void **state, struct pb_err *err);
/*	int	dm_state_check(const struct dm_state *s, char *why,
/*			size_t len);
/* DESCRIPTION
/*	dm_save() writes the state as canonical JSON (jfield(3)): the
/*	integer fields by name, the decks as arrays of card indices of the
/*	game's pack (the store keeps the pack with the game), "seats" an
/*	array of one object per seat, "rng" the bytes of the stream used,
/*	"reason" the end's word.  A field added later is read with a
/*	default when absent, so that older saves load.
/*
/*	dm_load() reads it back and refuses a state that breaks an
/*	invariant.  dm_state_check() checks the invariants (D1)-(D6) of
/*	dm.h and the ranges of every index; on failure it writes which
/*	into why and returns 0.
/*--*/

/* System. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm.h"

#define G(f) JFIELD_INT(struct dm_state, f)
static const struct jfield_int state_ints[] = {
	G(phase),
	G(active),
	G(commander),
	G(first),
	G(turn),
	G(ordered),
	G(order_left),
	G(roller),
	G(roll_for),
	G(roll_submit),
	G(task),
	G(task_result),
	G(difficulty),
	G(success),
	G(named),
	G(stage),
	G(cursor),
	G(system),
	G(pending),
	G(chooser),
	G(vote_return),
	G(event_return),
	G(judge_return),
	G(want_event),
	G(want_judge),
	G(want_vote),
	G(shield),
	G(suspicion),
	G(sabotage),
	G(camera),
	G(vote_target),
	G(vote_caller),
	G(vote_forced),
	G(vote_release),
	G(all_revealed),
	G(winner),
};

#define S(f) JFIELD_INT(struct dm_seat, f)
static const struct jfield_int seat_ints[] = {
	S(character),
	S(status),
	S(revealed),
	S(quarantined),
	S(tokens),
	S(inout),
	S(submitted),
	S(rerolled),
	S(nroll),
	S(ballot),
	S(finished),
	S(stand_out),
};

/* Shadow Corporation's members: saved only in its games, so that a
 * base game saves as it always did. */
static const struct jfield_int sc_ints[] = {
	G(vote_kind),
	G(evac),
	G(evac_ready),
	G(evac_failed),
	G(corp_n),
	G(corp_shown),
};

static const struct jfield_int sc_seat_ints[] = {
	S(authorized),
	S(amputated),
	S(threat),
	S(claim),
	S(jolly),
	S(did),
};

enum { W_TASK, W_EVENT, W_FINAL, W_OUTPOST, W_CHAR };

#define D(n, f, w) JFIELD_DECK(n, struct dm_state, f, w)
static const struct jfield_deck state_decks[] = {
	D("tasks", tasks, W_TASK),
	D("task_disc", task_disc, W_TASK),
	D("task_out", task_out, W_TASK),
	D("drawn", drawn, W_TASK), /* or Events, in DM_P_EVENT: checked below */
	D("events", events, W_EVENT),
	D("event_disc", event_disc, W_EVENT),
	D("finals_out", finals_out, W_FINAL),
	D("outposts", outposts, W_OUTPOST),
	D("outposts_on", outposts_on, W_OUTPOST),
	D("fatigue", fatigue, W_CHAR),
	D("fatigue_on", fatigue_on, W_CHAR),
};

static const struct jfield_deck sc_decks[] = {
	D("fatigue_out", fatigue_out, W_CHAR),
	D("event_out", event_out, W_EVENT),
	D("outposts_out", outposts_out, W_OUTPOST),
};

/* dm_save - canonical JSON of the state, caller frees */

char *
dm_save(const void *g)
{
	const struct dm_state *s = g;
	json_t                *o = json_object(), *seats = json_array(), *t;
	int                    k;

	jfield_obj_json(o, s, state_ints, PB_NELEM(state_ints));
	jfield_decks_json(o, s, state_decks, PB_NELEM(state_decks));
	json_object_set_new(o, "avail", jfield_ints_json(s->avail, DM_NCOLOURS));
	json_object_set_new(o, "spent", jfield_ints_json(s->spent, DM_NCOLOURS));
	json_object_set_new(o, "cams", jfield_ints_json(s->cams, DM_CAMERAS + 1));
	json_object_set_new(o, "cubes", jfield_ints_json(s->cubes, DM_CAMERAS + 1));
	json_object_set_new(o, "rng", json_integer((json_int_t)pb_rng_pos(&s->rng)));
	json_object_set_new(o, "reason", json_string(s->reason));
	if (s->sc) {
		jfield_obj_json(o, s, sc_ints, PB_NELEM(sc_ints));
		jfield_decks_json(o, s, sc_decks, PB_NELEM(sc_decks));
		json_object_set_new(o, "corp_face", jfield_ints_json(s->corp_face, 3));
	}
	for (k = 1; k <= s->nseats; k++) {
		t = jfield_obj_json(json_object(), &s->seat[k], seat_ints, PB_NELEM(seat_ints));
		if (s->sc)
			jfield_obj_json(t, &s->seat[k], sc_seat_ints, PB_NELEM(sc_seat_ints));
		json_object_set_new(t, "dice", jfield_ints_json(s->seat[k].dice, DM_NCOLOURS));
		json_object_set_new(t, "roll_col", jfield_ints_json(s->seat[k].roll_col, DM_MAXROLL));
		json_object_set_new(
		    t, "roll_face", jfield_ints_json(s->seat[k].roll_face, DM_MAXROLL));
		if (s->seat[k].gone) /* only when set: older saves keep their bytes */
			json_object_set_new(t, "gone", json_integer(1));
		json_array_append_new(seats, t);
	}
	json_object_set_new(o, "seats", seats);
	return (jfield_dumps(o));
}

/* deck_bound - how many cards a deck's entries may index */

static int
deck_bound(const void *base, int what)
{
	const struct dm_state *s = base;
	const struct dm_pack  *p = s->pack;

	switch (what) {
	case W_TASK:
		return (p->ntasks > p->nevents ? p->ntasks : p->nevents);
	case W_EVENT:
		return (p->nevents);
	case W_FINAL:
		return (p->nfinals);
	case W_OUTPOST:
		return (p->noutposts);
	default:
		return (p->nchars);
	}
}

/* state_read - the members of a saved state into s; 0 if bad */

static int
state_read(struct dm_state *s, json_t *o, const unsigned char *seed)
{
	json_t     *seats = json_object_get(o, "seats"), *t;
	json_t     *rng = json_object_get(o, "rng"), *reason = json_object_get(o, "reason");
	size_t      k;

	if (!jfield_obj_load(o, s, state_ints, PB_NELEM(state_ints))
	    || !jfield_decks_load(o, s, state_decks, PB_NELEM(state_decks), deck_bound)
	    || !jfield_ints_load(json_object_get(o, "avail"), s->avail, DM_NCOLOURS)
	    || !jfield_ints_load(json_object_get(o, "spent"), s->spent, DM_NCOLOURS)
	    || !jfield_ints_load(json_object_get(o, "cams"), s->cams, DM_CAMERAS + 1)
	    || !jfield_ints_load(json_object_get(o, "cubes"), s->cubes, DM_CAMERAS + 1)
	    || !json_is_integer(rng) || json_integer_value(rng) < 0 || !json_is_string(reason)
	    || strlen(json_string_value(reason)) >= sizeof(s->reason) || !json_is_array(seats)
	    || json_array_size(seats) != (size_t)s->nseats)
		return (0);
	if (s->sc
	    && (!jfield_obj_load(o, s, sc_ints, PB_NELEM(sc_ints))
	        || !jfield_decks_load(o, s, sc_decks, PB_NELEM(sc_decks), deck_bound)
	        || !jfield_ints_load(json_object_get(o, "corp_face"), s->corp_face, 3)))
		return (0);
	if (!s->sc)
		s->corp_shown = -1;
	dm_sc_rebuild(s);
	strcpy(s->reason, json_string_value(reason));
	pb_rng_init(&s->rng, seed, (uint64_t)json_integer_value(rng));
	json_array_foreach(seats, k, t)
	{
		struct dm_seat *st = &s->seat[k + 1];

		if (!jfield_obj_load(t, st, seat_ints, PB_NELEM(seat_ints))
		    || !jfield_ints_load(json_object_get(t, "dice"), st->dice, DM_NCOLOURS)
		    || !jfield_ints_load(json_object_get(t, "roll_col"), st->roll_col, DM_MAXROLL)
		    || !jfield_ints_load(json_object_get(t, "roll_face"), st->roll_face, DM_MAXROLL)
		    || (s->sc && !jfield_obj_load(t, st, sc_seat_ints, PB_NELEM(sc_seat_ints))))
			return (0);
		st->gone = json_object_get(t, "gone") != NULL; /* absent: 0 */
	}
	return (1);
}

/* dm_load - a state saved by dm_save() */

enum pb_rc
dm_load(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *err)
{
	struct dm_state *s;
	json_error_t     jerr;
	json_t          *o;
	enum pb_rc       rc;
	char             why[200];

	if ((rc = dm_state_new(pack, options, nseats, &s, NULL, err)) != PB_OK)
		return (rc);
	if ((o = json_loads(saved, 0, &jerr)) == NULL || !state_read(s, o, seed)) {
		json_decref(o);
		dm_free(s);
		return (pb_err_set(err, PB_EDATA, "not a saved Dark Moon game"));
	}
	json_decref(o);
	if (!dm_state_check(s, why, sizeof(why))) {
		dm_free(s);
		return (pb_err_set(err, PB_EDATA, "a saved Dark Moon game that breaks a rule: %s", why));
	}
	*state = s;
	return (PB_OK);
}

/* bad - write why, return 0 */

static int
bad(char *why, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, len, fmt, ap);
	va_end(ap);
	return (0);
}

/* count_in - add each card of d to seen[] */

static void
count_in(const struct deck *d, int *seen)
{
	int i;

	for (i = 0; i < d->n; i++)
		seen[d->v[i]]++;
}

/* once_each - every index below n seen exactly once */

static int
once_each(const int *seen, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (seen[i] != 1)
			return (0);
	return (1);
}

/* cards_as - (D2) and (D3), the cards drawn being Events (event_draw)
 * or Tasks */

static int
cards_as(const struct dm_state *s, int event_draw, char *why, size_t len)
{
	const struct dm_pack *p = s->pack;
	int                   n = p->ntasks + p->nevents + p->nchars + p->noutposts + p->nfinals;
	int                  *seen = pb_calloc((size_t)n + 1, sizeof(int)), i, ok = 0;

	count_in(&s->tasks, seen);
	count_in(&s->task_disc, seen);
	count_in(&s->task_out, seen);
	if (!event_draw)
		count_in(&s->drawn, seen);
	if (s->task >= 0)
		seen[s->task] += s->task < p->ntasks ? 1 : 2;
	if (!once_each(seen, p->ntasks)) {
		bad(why, len, "a Task card is lost or in two places");
		goto out;
	}
	memset(seen, 0, (size_t)n * sizeof(int));
	count_in(&s->events, seen);
	count_in(&s->event_disc, seen);
	count_in(&s->event_out, seen);
	if (event_draw)
		count_in(&s->drawn, seen);
	for (i = 0; i < DM_CAMERAS; i++)
		if (s->cams[i] >= 0)
			seen[s->cams[i]] += s->cams[i] < p->nevents ? 1 : 2;
	if (!once_each(seen, p->nevents)) {
		bad(why, len, "an Event card is lost or in two places");
		goto out;
	}
	memset(seen, 0, (size_t)n * sizeof(int));
	count_in(&s->finals_out, seen);
	if (s->cams[DM_CAMERAS] < 0 || s->cams[DM_CAMERAS] >= p->nfinals)
		seen[0] += 2;
	else
		seen[s->cams[DM_CAMERAS]]++;
	if (!once_each(seen, p->nfinals)) {
		bad(why, len, "the Final Events are not all in one place");
		goto out;
	}
	memset(seen, 0, (size_t)n * sizeof(int));
	count_in(&s->outposts, seen);
	count_in(&s->outposts_on, seen);
	count_in(&s->outposts_out, seen);
	if (!once_each(seen, p->noutposts) || s->outposts_on.n > p->board->lose_at) {
		bad(why, len, "an Outpost token is lost or in two places");
		goto out;
	}
	memset(seen, 0, (size_t)n * sizeof(int));
	count_in(&s->fatigue, seen);
	count_in(&s->fatigue_on, seen);
	count_in(&s->fatigue_out, seen);
	for (i = 0; i < p->nchars; i++)
		if (seen[i] != p->chars[i].fatigue) {
			bad(why, len, "a Fatigue token is lost or in two places");
			goto out;
		}
	if (s->shield < 0 || s->shield > p->board->spots) {
		bad(why, len, "the Shield track holds %d", s->shield);
		goto out;
	}
	ok = 1;
out:
	free(seen);
	return (ok);
}

/* check_cards - (D2) and (D3): the cards drawn are Events while the
 * Commander chooses one, else Tasks; a game ended (by the moderator)
 * while the Commander chose keeps its Events drawn */

static int
check_cards(const struct dm_state *s, char *why, size_t len)
{
	if (s->phase == DM_P_ENDED && cards_as(s, 0, why, len))
		return (1);
	return (cards_as(s, s->phase == DM_P_EVENT || s->phase == DM_P_ENDED, why, len));
}

/* check_dice - (D1), (D4), (D5) */

static int
check_dice(const struct dm_state *s, char *why, size_t len)
{
	int c, k, n, i;

	for (c = 0; c < DM_NCOLOURS; c++) {
		n = s->avail[c] + s->spent[c];
		if (s->avail[c] < 0 || s->spent[c] < 0)
			return (bad(why, len, "a negative pool"));
		for (k = 1; k <= s->nseats; k++) {
			if (s->seat[k].dice[c] < 0)
				return (bad(why, len, "seat %d holds negative dice", k));
			n += s->seat[k].dice[c];
		}
		if (n != s->pack->dice[c].count)
			return (bad(why, len, "%d dice of colour %d, the box has %d", n, c,
			    s->pack->dice[c].count));
	}
	for (k = 1; k <= s->nseats; k++) {
		const struct dm_seat *t = &s->seat[k];

		if (t->dice[DM_BLUE] && k != s->commander)
			return (bad(why, len, "seat %d holds the blue die, not Commander", k));
		if (s->phase != DM_P_ENDED && dm_held(s, k) > dm_limit(s, k))
			return (bad(why, len, "seat %d holds %d dice, limit %d", k, dm_held(s, k),
			    dm_limit(s, k)));
		if (t->nroll < 0 || t->nroll > DM_MAXROLL)
			return (bad(why, len, "seat %d: a roll of %d dice", k, t->nroll));
		for (i = 0; i < t->nroll; i++)
			if (t->roll_col[i] < 0 || t->roll_col[i] >= DM_NCOLOURS || t->roll_face[i] < 0
			    || t->roll_face[i] >= s->pack->dice[t->roll_col[i]].die.nfaces)
				return (bad(why, len, "seat %d: a die rolled out of range", k));
	}
	return (1);
}

/* check_sc - Shadow Corporation's members in range */

static int
check_sc(const struct dm_state *s, char *why, size_t len)
{
	int k, i, n = 0;

	if (s->vote_kind < DM_VK_QUARANTINE || s->vote_kind > DM_VK_TAKEOFF || s->corp_n < 0
	    || s->corp_n > 3 || s->evac < 0 || s->evac > s->pack->board->evac_spaces)
		return (bad(why, len, "an expansion field out of range"));
	for (i = 0; i < s->corp_n; i++)
		if (s->corp_face[i] < 0 || s->corp_face[i] >= s->pack->dice[DM_CORP].die.nfaces)
			return (bad(why, len, "a Corporation die out of range"));
	for (k = 1; k <= s->nseats; k++) {
		const struct dm_seat *t = &s->seat[k];

		if (t->threat < 0 || t->threat > s->pack->nthreats || t->claim < 0
		    || t->claim > DM_NTHREATS || (t->jolly && !t->claim))
			return (bad(why, len, "seat %d: a Threat out of range", k));
		if (t->authorized && (t->quarantined || s->evac_failed))
			return (bad(why, len, "seat %d authorized in quarantine or after the Failure", k));
		n += t->authorized;
	}
	if (s->sc && n > s->pack->board->evac_cap[s->nseats])
		return (bad(why, len, "%d Authorized Evacuation tokens on the board", n));
	return (1);
}

/* dm_state_check - the invariants of dm.h */

int
dm_state_check(const struct dm_state *s, char *why, size_t len)
{
	int k;

	if (s->phase < DM_P_RETRIEVE || s->phase >= DM_NPHASES)
		return (bad(why, len, "no phase %d", s->phase));
	if (s->active < 1 || s->active > s->nseats || s->first < 1 || s->first > s->nseats
	    || s->commander < 1 || s->commander > s->nseats)
		return (bad(why, len, "a seat out of range"));
	if (s->task < -1 || s->task >= s->pack->ntasks || s->camera < 0
	    || s->camera > DM_CAMERAS)
		return (bad(why, len, "a card out of range"));
	for (k = 1; k <= s->nseats; k++) {
		const struct dm_seat *t = &s->seat[k];

		if (t->character < 0 || t->character >= s->pack->nchars || t->status < 0
		    || t->status >= s->pack->nstatuses)
			return (bad(why, len, "seat %d: a card out of range", k));
		if (t->revealed && !dm_is_infected(s, k))
			return (bad(why, len, "seat %d revealed but Uninfected", k));
		if (t->inout < DM_UNDECLARED || t->inout > DM_OUT)
			return (bad(why, len, "seat %d: participation %d", k, t->inout));
		if (t->gone && (dm_held(s, k) > 0 || t->nroll > 0 || k == s->commander))
			return (bad(why, len, "seat %d removed, yet holds dice or the Commander card", k));
	}
	if (s->seat[s->commander].revealed) {
		for (k = 1; k <= s->nseats && (s->seat[k].revealed || s->seat[k].gone); k++)
			;
		if (k <= s->nseats)
			return (bad(why, len, "the Commander is a revealed Infected"));
	}
	if ((s->phase == DM_P_ENDED) != (s->winner != DM_NOBODY))
		return (bad(why, len, "a winner without an end, or an end without one"));
	return (check_dice(s, why, len) && check_cards(s, why, len) && check_sc(s, why, len));
}
