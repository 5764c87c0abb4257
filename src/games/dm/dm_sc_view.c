/*++
/* NAME
/*	dm_sc_view 3
/* SUMMARY
/*	Dark Moon: what the views show of Shadow Corporation
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	void	dm_sc_board_json(const struct dm_state *s, json_t *board,
/*			int lang);
/*	void	dm_sc_me_json(const struct dm_state *s, int seat, json_t *me,
/*			int lang);
/* DESCRIPTION
/*	dm_sc_board_json() adds to the public board (a game with the
/*	expansion only) "sc": the Evacuation cube and its track, Refueling
/*	or ready, the Evacuation Failure, the Authorized board's capacity
/*	and the characters on it, the Corporation die revealed this turn;
/*	and to each player: amputated, authorized, the Threat token taken
/*	(its kind, Jolly or not).  Never a Threat card, never a hidden
/*	Corporation die.
/*
/*	dm_sc_me_json() adds to a seat's own view its Threat card and,
/*	while it is the active seat of the turn they were rolled in, its
/*	Corporation dice: all of them, the revealed one marked.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"

static const char *const kind_words[DM_NTHREATS] = { "reckless", "isolate", "sample", "exposure" };

/* dm_sc_board_json - the expansion's public board */

void
dm_sc_board_json(const struct dm_state *s, json_t *o, int lang)
{
	const struct die *d;
	json_t           *sc, *a, *players = json_object_get(o, "players"), *p;
	size_t            i;
	int               k;

	if (!s->sc)
		return;
	d = &s->pack->dice[DM_CORP].die;
	a = json_array();
	for (k = 1; k <= s->nseats; k++)
		if (s->seat[k].authorized)
			json_array_append_new(a, json_string(dm_name(&s->pack->chars[s->seat[k].character].n,
			    lang)));
	sc = json_pack("{s:i, s:i, s:b, s:b, s:i, s:i, s:o}", "evac", s->evac, "evac_spaces",
	    s->pack->board->evac_spaces, "ready", s->evac_ready, "failed", s->evac_failed, "capacity",
	    s->pack->board->evac_cap[s->nseats], "authorized_count", dm_authorized(s), "authorized", a);
	if (s->corp_shown >= 0)
		json_object_set_new(sc, "corp", json_string(d->name[s->corp_shown]));
	json_object_set_new(o, "sc", sc);
	json_array_foreach(players, i, p)
	{
		const struct dm_seat *t = &s->seat[i + 1];

		json_object_set_new(p, "amputated", json_boolean(t->amputated));
		json_object_set_new(p, "authorized", json_boolean(t->authorized));
		if (t->claim > 0)
			json_object_set_new(p, "threat_token", json_pack("{s:s, s:b}", "kind",
			    kind_words[t->claim - 1], "jolly", t->jolly));
	}
	if (s->phase == DM_P_ENDED && s->winner == DM_WIN_COMPANY)
		json_object_set_new(json_object_get(o, "end"), "winner", json_string("Company Man"));
}

/* dm_sc_me_json - the expansion's secrets of one seat */

void
dm_sc_me_json(const struct dm_state *s, int k, json_t *o, int lang)
{
	const struct dm_seat *t = &s->seat[k];
	const struct die     *d;
	json_t               *a;
	int                   i;

	if (!s->sc)
		return;
	if (t->threat > 0) {
		const struct dm_threat *th = &s->pack->threats[t->threat - 1];

		json_object_set_new(o, "threat", json_pack("{s:s, s:s, s:s}", "name",
		    dm_name(&th->n, lang), "kind", kind_words[th->kind], "text",
		    th->n.text ? dm_text(&th->n, lang) : ""));
	}
	if (s->pack->statuses[t->status].team == DM_COMPANY)
		json_object_set_new(o, "team", json_string("Company Man"));
	json_object_set_new(o, "has_corp", json_boolean(k == s->active && s->corp_n > 0));
	if (k != s->active || s->corp_n == 0)
		return;
	d = &s->pack->dice[DM_CORP].die;
	a = json_array();
	for (i = 0; i < s->corp_n; i++)
		json_array_append_new(a, json_string(d->name[s->corp_face[i]]));
	json_object_set_new(o, "corp", a);
}
