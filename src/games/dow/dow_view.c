/*++
/* NAME
/*	dow_view 3
/* SUMMARY
/*	Dead of Winter views: what each reader may see
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	dow_view() builds the JSON a template receives (privacy by
/*	construction, DESIGN.md).  The public part holds what sits face up
/*	on the table: the main objective, morale, rounds, food, the board,
/*	deck sizes, how many cards each hand holds, and, once set-up is
/*	over, every group.  During set-up it tells who has chosen, not
/*	what.  A seat's view adds "me": its hand, its secret objective, the
/*	survivors dealt to it and its choice.  GAME_VIEW_ALL adds "seats",
/*	the "me" of every seat, for the moderator and the end of the game.
/*--*/

/* System. */
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"

static const char *const loc_titles[DOW_NLOCS + 2] = { "Colony", "Police Station", "Grocery Store",
	"School", "Gas Station", "Library", "Hospital", "starting items", "Anywhere" };
static const char *const okind_titles[] = { "secret", "betrayal", "exiled" };

/* survivor_json - a survivor card, face up */

static json_t *
survivor_json(const struct dow_state *s, int card)
{
	const struct dow_survivor *v = &s->pack->surv[card];

	return (json_pack("{s:s, s:s, s:s, s:i, s:i, s:i, s:s, s:s}", "id", v->n.id, "name",
	    v->n.name, "occupation", v->occupation ? v->occupation : "", "influence", v->influence,
	    "attack", v->attack, "search", v->search, "where", loc_titles[v->where], "ability",
	    v->ability));
}

/* item_json - an item card instance, face up */

static json_t *
item_json(const struct dow_state *s, int inst)
{
	const struct dow_item *it = &s->pack->item[s->pack->inst[inst]];

	return (json_pack("{s:s, s:s, s:s, s:s}", "name", it->n.name, "type",
	    dow_type_name(it->type), "kind", dow_kind_name(it->kind), "text", it->text));
}

/* variant_text - "standard", or the variants in play */

static json_t *
variant_text(const struct dow_state *s)
{
	struct pb_buf b;
	json_t       *v;

	pb_buf_init(&b);
	if (s->nseats == 2)
		pb_buf_puts(&b, "two players (cooperative), ");
	else if (s->opt.cooperative)
		pb_buf_puts(&b, "cooperative, ");
	if (s->opt.expert)
		pb_buf_puts(&b, "expert, ");
	if (s->opt.traitors)
		pb_buf_puts(&b, "traitors, ");
	if (s->opt.elimination)
		pb_buf_puts(&b, "elimination, ");
	if (!s->opt.mature)
		pb_buf_puts(&b, "no mature crossroads, ");
	if (b.len == 0)
		pb_buf_puts(&b, "standard, ");
	b.s[b.len - 2] = '\0';
	v = json_string(b.s);
	pb_buf_free(&b);
	return (v);
}

/* main_json - the main objective, face up */

static json_t *
main_json(const struct dow_state *s)
{
	const struct dow_main *m = &s->pack->main[s->main];
	const struct dow_side *d = &m->side[s->expert_side];

	return (json_pack("{s:s, s:s, s:s, s:s, s:s}", "name", m->n.name, "side",
	    s->expert_side ? "expert" : "standard", "time", m->time ? m->time : "", "setup",
	    d->setup ? d->setup : "", "victory", d->victory ? d->victory : ""));
}

/* group_of - a seat's survivors in play: leader and followers */

static void
group_of(const struct dow_state *s, int seat, json_t *player)
{
	json_t *followers = json_array();
	int     i;

	for (i = 0; i < s->ngroup; i++) {
		if (s->group[i].seat != seat)
			continue;
		if (s->group[i].leader)
			json_object_set_new(player, "leader", survivor_json(s, s->group[i].card));
		else
			json_array_append_new(followers, survivor_json(s, s->group[i].card));
	}
	json_object_set_new(player, "followers", followers);
}

/* players_json - each seat as the table sees it */

static json_t *
players_json(const struct dow_state *s)
{
	json_t *a = json_array(), *p;
	int     k;

	for (k = 1; k <= s->nseats; k++) {
		p = json_pack("{s:i, s:b, s:i, s:b}", "seat", k, "chosen",
		    s->phase != DOW_PHASE_SETUP || s->pl[k].ready, "hand_count", s->pl[k].hand.n,
		    "first", k == s->first_player);
		if (s->phase != DOW_PHASE_SETUP)
			group_of(s, k, p);
		json_array_append_new(a, p);
	}
	return (a);
}

/* locations_json - the colony and the six locations */

static json_t *
locations_json(const struct dow_state *s)
{
	json_t *a = json_array(), *loc, *here;
	int     l, i;

	for (l = 0; l < DOW_NLOCS; l++) {
		here = json_array();
		for (i = 0; i < s->ngroup; i++)
			if (s->group[i].loc == l)
				json_array_append_new(here,
				    json_pack("{s:s, s:i, s:b}", "name",
				        s->pack->surv[s->group[i].card].n.name, "seat",
				        s->group[i].seat, "leader", s->group[i].leader));
		loc = json_pack("{s:s, s:i, s:i, s:i, s:o}", "name", loc_titles[l], "zombies",
		    s->zombies[l], "barricades", s->barricades[l], "noise", s->noise[l],
		    "survivors", here);
		if (l != DOW_COLONY)
			json_object_set_new(loc, "deck", json_integer(s->deck[l].n));
		json_array_append_new(a, loc);
	}
	return (a);
}

/* waiting_json - seats the game waits for */

static json_t *
waiting_json(const struct dow_state *s)
{
	json_t *a = json_array();
	int     k;

	for (k = 1; k <= s->nseats && s->phase == DOW_PHASE_SETUP; k++)
		if (!s->pl[k].ready)
			json_array_append_new(a, json_pack("{s:i}", "seat", k));
	return (a);
}

/* public_json - the table */

static json_t *
public_json(const struct dow_state *s)
{
	static const char *const phases[] = { "setup", "round", "ended" };
	json_t                  *v;

	v = json_pack("{s:s, s:s, s:b, s:b, s:o, s:o, s:i, s:i, s:i, s:i, s:i,"
	              " s:b, s:o, s:o, s:o, s:{s:i, s:i, s:i, s:i, s:i}}",
	    "title", "Dead of Winter", "phase", phases[s->phase], "in_setup",
	    s->phase == DOW_PHASE_SETUP, "ready", s->phase == DOW_PHASE_ROUND, "variant",
	    variant_text(s), "main_objective", main_json(s), "morale", s->morale, "rounds",
	    s->rounds, "round", s->round, "food", s->food, "helpless", s->helpless,
	    "secret_objectives", !s->opt.cooperative, "players", players_json(s), "waiting",
	    waiting_json(s), "locations", locations_json(s), "decks", "crises", s->crises.n,
	    "crossroads", s->xroads.n, "survivors", s->survivors.n, "exiled", s->exiled.n, "waste",
	    s->waste.n);
	if (s->first_player > 0)
		json_object_set_new(v, "first_player", json_integer(s->first_player));
	return (v);
}

/* secret_json - a seat's secret objective, or null */

static json_t *
secret_json(const struct dow_state *s, int seat)
{
	const struct dow_objective *o;

	if (s->pl[seat].secret < 0)
		return (json_null());
	o = &s->pack->obj[s->pl[seat].secret];
	return (json_pack("{s:s, s:s, s:s, s:b}", "name", o->n.name, "goal", o->goal, "kind",
	    okind_titles[o->kind], "betrayal", o->kind == DOW_BETRAYAL));
}

/* me_json - what only this seat sees */

static json_t *
me_json(const struct dow_state *s, int seat)
{
	const struct dow_player *p = &s->pl[seat];
	json_t                  *hand = json_array(), *offered = json_array(), *kept = json_array();
	json_t                  *me;
	int                      i;

	for (i = 0; i < p->hand.n; i++)
		json_array_append_new(hand, item_json(s, p->hand.v[i]));
	for (i = 0; i < p->offered.n; i++)
		json_array_append_new(offered, survivor_json(s, p->offered.v[i]));
	for (i = 0; i < p->kept.n; i++)
		json_array_append_new(kept, json_string(s->pack->surv[p->kept.v[i]].n.name));
	me = json_pack("{s:i, s:o, s:i, s:o, s:o, s:o, s:i, s:b, s:b}", "seat", seat, "hand", hand,
	    "hand_count", p->hand.n, "secret", secret_json(s, seat), "offered", offered, "kept",
	    kept, "keep", dow_keep_count(s), "ready", p->ready, "choosing",
	    s->phase == DOW_PHASE_SETUP);
	if (p->leader >= 0 && s->phase == DOW_PHASE_SETUP)
		json_object_set_new(me, "leader", json_string(s->pack->surv[p->leader].n.name));
	return (me);
}

/* dow_view - public, one seat's, or everything */

json_t *
dow_view(const struct dow_state *s, int seat)
{
	json_t *v = public_json(s), *all;
	int     k;

	if (seat > 0 && seat <= s->nseats)
		json_object_set_new(v, "me", me_json(s, seat));
	if (seat == GAME_VIEW_ALL) {
		all = json_array();
		for (k = 1; k <= s->nseats; k++)
			json_array_append_new(all, me_json(s, k));
		json_object_set_new(v, "seats", all);
	}
	return (v);
}
