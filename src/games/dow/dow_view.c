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
/*	survivors dealt to it and its choice ("has_kept" once it chose;
/*	in set-up "keep_example" and "leader_example", the lines the
/*	welcome suggests, made of its own survivors).  GAME_VIEW_ALL adds "seats",
/*	the "me" of every seat, for the moderator and the end of the game.
/*
/*	The names of cards, locations, item types and kinds, the variant
/*	and what the game waits for are in a language (0 en, 1 it, 2 es;
/*	dow_words.c), and so are the texts of the cards (abilities, item
/*	texts, crises, crossroads triggers and options, objectives): the
/*	pack's overlay for the language (dow_card_text()), English where it
/*	has none.
/*
/*	dow_headline() is the state of play in one line for a seat, the
/*	subject of its mails (game.h, the view contract): the game has
/*	ended, the seat must decide, it is the seat's turn, or whose turn
/*	it is in which round.
/*--*/

/* System. */
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

static const char *const okind_titles[] = { "secret", "betrayal", "exiled" };

/* The text f of card c in the seat's language (the pack's overlay, else
 * English); TEXT_OR is "" for a text the card does not have. */
#define TEXT(c, f, lang) dow_card_text(&(c)->n, &(c)->f, (lang))
#define TEXT_OR(c, f, lang) ((c)->f != NULL ? TEXT(c, f, lang) : "")

/* must_decide - the game waits on a decision of seat other than its turn */

static int
must_decide(const struct dow_state *s, int seat)
{
	return (s->phase == DOW_PHASE_ROUND
	    && ((s->wait.kind != DOW_W_NONE && s->wait.seat == seat
	            && s->wait.kind != DOW_W_REQUEST)
	        || ((s->wait.kind == DOW_W_VOTE || s->wait.kind == DOW_W_REQUEST)
	            && s->wait.votes[seat] == DOW_VOTE_DUE)));
}

/* my_turn - it is seat's turn and nothing else is waited on */

static int
my_turn(const struct dow_state *s, int seat)
{
	return (s->active == seat && s->wait.kind == DOW_W_NONE);
}

/*
  * The members of the objects a view is most made of (a survivor in
  * play, an item, a location), set one by one: json_pack() read its
  * format again for every one, a third of what each cost.
  */

/* put_s - member k of o, the string v */

static void
put_s(json_t *o, const char *k, const char *v)
{
	json_object_set_new(o, k, json_string(v));
}

/* put_i - member k of o, the integer v */

static void
put_i(json_t *o, const char *k, int v)
{
	json_object_set_new(o, k, json_integer(v));
}

/* survivor_json - a survivor card, face up */

static json_t *
survivor_json(const struct dow_state *s, int card, int lang)
{
	const struct dow_survivor *v = &s->pack->surv[card];
	json_t                    *o = json_object();

	put_s(o, "id", v->n.id);
	put_s(o, "name", dow_name_in(&v->n, lang));
	put_s(o, "occupation", TEXT_OR(v, occupation, lang));
	put_i(o, "influence", v->influence);
	put_i(o, "attack", v->attack);
	put_i(o, "search", v->search);
	put_s(o, "where", dow_loc_in(v->where, lang));
	put_s(o, "ability", TEXT(v, ability, lang));
	return (o);
}

/* item_json - an item card instance, face up */

static json_t *
item_json(const struct dow_state *s, int inst, int lang)
{
	const struct dow_item *it = &s->pack->item[s->pack->inst[inst]];
	json_t                *o = json_object();

	put_s(o, "name", dow_name_in(&it->n, lang));
	put_s(o, "type", dow_type_in(it->type, lang));
	put_s(o, "kind", dow_kind_in(it->kind, lang));
	put_s(o, "text", TEXT(it, text, lang));
	return (o);
}

/* variant_text - "standard", or the variants in play */

static json_t *
variant_text(const struct dow_state *s, int lang)
{
	struct pb_buf b;
	json_t       *v;

	pb_buf_init(&b);
	if (s->nseats == 2)
		pb_buf_printf(&b, "%s, ", dow_text_in("two players (cooperative)", lang));
	else if (s->opt.cooperative)
		pb_buf_printf(&b, "%s, ", dow_text_in("cooperative", lang));
	if (s->opt.expert)
		pb_buf_printf(&b, "%s, ", dow_text_in("expert", lang));
	if (s->opt.traitors)
		pb_buf_printf(&b, "%s, ", dow_text_in("traitors", lang));
	if (s->opt.elimination)
		pb_buf_printf(&b, "%s, ", dow_text_in("elimination", lang));
	if (!s->opt.mature)
		pb_buf_printf(&b, "%s, ", dow_text_in("no mature crossroads", lang));
	if (b.len == 0)
		pb_buf_printf(&b, "%s, ", dow_text_in("standard", lang));
	b.s[b.len - 2] = '\0';
	v = json_string(b.s);
	pb_buf_free(&b);
	return (v);
}

/* main_json - the main objective, face up */

static json_t *
main_json(const struct dow_state *s, int lang)
{
	const struct dow_main *m = &s->pack->main[s->main];

	return (json_pack("{s:s, s:s, s:s, s:s, s:s}", "name", dow_name_in(&m->n, lang), "side",
	    dow_text_in(s->expert_side ? "expert" : "standard", lang), "time",
	    TEXT_OR(m, time, lang), "setup", TEXT_OR(m, side[s->expert_side].setup, lang),
	    "victory", TEXT_OR(m, side[s->expert_side].victory, lang)));
}

/* in_play_json - a survivor in play: its card, where, wounds, equipment */

static json_t *
in_play_json(const struct dow_state *s, const struct dow_group *g, int lang)
{
	json_t *v = survivor_json(s, g->card, lang), *eq = json_array();
	int     i;

	for (i = 0; i < g->equip.n; i++)
		json_array_append_new(eq, item_json(s, g->equip.v[i], lang));
	put_s(v, "at", dow_loc_in(g->loc, lang));
	put_i(v, "wounds", g->wounds);
	put_i(v, "frostbite", g->frost);
	json_object_set_new(v, "equipment", eq);
	return (v);
}

/* group_of - a seat's survivors in play: leader and followers */

static void
group_of(const struct dow_state *s, int seat, json_t *player, int lang)
{
	json_t *followers = json_array();
	int     i;

	json_t *v;

	for (i = 0; i < s->ngroup; i++) {
		if (s->group[i].seat != seat)
			continue;
		v = in_play_json(s, &s->group[i], lang);
		if (s->group[i].leader)
			json_object_set_new(player, "leader", v);
		else
			json_array_append_new(followers, v);
	}
	json_object_set_new(player, "followers", followers);
}

/* dice_json - unused action dice: public at the table */

static json_t *
dice_json(const struct deck *d)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < d->n; i++)
		json_array_append_new(a, json_integer(d->v[i]));
	return (a);
}

/* players_json - each seat as the table sees it */

static json_t *
players_json(const struct dow_state *s, int lang)
{
	json_t *a = json_array(), *p;
	int     k;

	for (k = 1; k <= s->nseats; k++) {
		p = json_pack("{s:i, s:b, s:i, s:b, s:b, s:b, s:b, s:i, s:o}", "seat", k, "chosen",
		    s->phase != DOW_PHASE_SETUP || s->pl[k].ready, "hand_count", s->pl[k].hand.n,
		    "first", k == s->first_player, "active", k == s->active, "exiled",
		    s->pl[k].exiled, "out", s->pl[k].out, "given", s->pl[k].given, "dice",
		    dice_json(&s->pl[k].dice));
		if (s->phase != DOW_PHASE_SETUP)
			group_of(s, k, p, lang);
		json_array_append_new(a, p);
	}
	return (a);
}

/* sum - total of the first n entries */

static int
sum(const int *v, int n)
{
	int i, t = 0;

	for (i = 0; i < n; i++)
		t += v[i];
	return (t);
}

/* entrances_json - the colony's entrances, numbered from 1 */

static json_t *
entrances_json(const struct dow_state *s)
{
	json_t *a = json_array();
	int     e;

	for (e = 0; e < s->pack->loc[DOW_COLONY].entrances; e++)
		if (s->zombies[DOW_COLONY][e] + s->barricades[DOW_COLONY][e] > 0)
			json_array_append_new(a,
			    json_pack("{s:i, s:i, s:i}", "number", e + 1, "zombies",
			        s->zombies[DOW_COLONY][e], "barricades",
			        s->barricades[DOW_COLONY][e]));
	return (a);
}

/* here_json - the survivors in play at a location */

static json_t *
here_json(const struct dow_state *s, int l, int lang)
{
	const struct dow_group *g;
	json_t                 *a = json_array(), *o;
	int                     i;

	for (i = 0; i < s->ngroup; i++) {
		g = &s->group[i];
		if (g->loc != l)
			continue;
		o = json_object();
		put_s(o, "name", dow_name_in(&s->pack->surv[g->card].n, lang));
		put_i(o, "seat", g->seat);
		json_object_set_new(o, "leader", json_boolean(g->leader));
		put_i(o, "wounds", g->wounds);
		put_i(o, "frostbite", g->frost);
		json_array_append_new(a, o);
	}
	return (a);
}

/* locations_json - the colony and the six locations */

static json_t *
locations_json(const struct dow_state *s, int lang)
{
	json_t *a = json_array(), *loc;
	int     l, ne;

	for (l = 0; l < DOW_NLOCS; l++) {
		ne = s->pack->loc[l].entrances;
		loc = json_object();
		put_s(loc, "name", dow_loc_in(l, lang));
		put_i(loc, "zombies", sum(s->zombies[l], ne));
		put_i(loc, "barricades", sum(s->barricades[l], ne));
		put_i(loc, "noise", s->noise[l]);
		put_i(loc, "helpless", s->helpless[l]);
		json_object_set_new(loc, "survivors", here_json(s, l, lang));
		if (l != DOW_COLONY)
			put_i(loc, "deck", s->deck[l].n);
		else
			json_object_set_new(loc, "entrances", entrances_json(s));
		json_array_append_new(a, loc);
	}
	return (a);
}

/* waiting_json - seats the game waits for */

static json_t *
waiting_json(const struct dow_state *s, int lang)
{
	json_t *a = json_array();
	int     k;

	static const char *const what[] = { "", "to finish a search",
		"to decide a bitten survivor's fate", "to vote", "to choose a crossroads option",
		"to answer a request for cards", "to send survivors out of the colony" };

	for (k = 1; k <= s->nseats && s->phase == DOW_PHASE_SETUP; k++)
		if (!s->pl[k].ready)
			json_array_append_new(a,
			    json_pack("{s:i, s:s}", "seat", k, "what",
			        dow_text_in("to choose survivors", lang)));
	if (s->phase == DOW_PHASE_ROUND
	    && (s->wait.kind == DOW_W_VOTE || s->wait.kind == DOW_W_REQUEST)) {
		for (k = 1; k <= s->nseats; k++)
			if (s->wait.votes[k] == DOW_VOTE_DUE)
				json_array_append_new(a,
				    json_pack("{s:i, s:s}", "seat", k, "what",
				        dow_text_in(what[s->wait.kind], lang)));
	} else if (s->phase == DOW_PHASE_ROUND && s->wait.kind != DOW_W_NONE)
		json_array_append_new(a,
		    json_pack("{s:i, s:s}", "seat", s->wait.seat, "what",
		        dow_text_in(what[s->wait.kind], lang)));
	else if (s->phase == DOW_PHASE_ROUND)
		json_array_append_new(a,
		    json_pack("{s:i, s:s}", "seat", s->active, "what",
		        dow_text_in("to play a turn", lang)));
	return (a);
}

static json_t *secret_json(const struct dow_state *, int, int);

/* reveal_json - at the end, every seat's objective and whether it won */

static json_t *
reveal_json(const struct dow_state *s, int lang)
{
	json_t *a = json_array(), *o;
	int     k;

	for (k = 1; k <= s->nseats; k++) {
		o = json_pack(
		    "{s:i, s:b, s:b}", "seat", k, "won", s->pl[k].won, "exiled", s->pl[k].exiled);
		json_object_set_new(o, "objective", secret_json(s, k, lang));
		json_array_append_new(a, o);
	}
	return (a);
}

/* crisis_json - the crisis of the round, face up, and how many cards it has */

static json_t *
crisis_json(const struct dow_state *s, int lang)
{
	const struct dow_crisis *c = &s->pack->crisis[s->crisis];

	return (json_pack("{s:s, s:s, s:s, s:s, s:i}", "name", dow_name_in(&c->n, lang), "prevent",
	    dow_type_in(c->prevent, lang), "effect", TEXT(c, effect, lang), "optional",
	    TEXT_OR(c, optional, lang), "cards", s->contrib.n));
}

/* public_json - the table */

static json_t *
public_json(const struct dow_state *s, int lang)
{
	static const char *const phases[] = { "setup", "round", "ended" };
	json_t                  *v;

	v = json_pack("{s:s, s:s, s:b, s:b, s:o, s:o, s:i, s:i, s:i, s:i, s:i,"
	              " s:b, s:o, s:o, s:o, s:{s:i, s:i, s:i, s:i, s:i}}",
	    "title", "Dead of Winter", "phase", phases[s->phase], "in_setup",
	    s->phase == DOW_PHASE_SETUP, "ready", s->phase == DOW_PHASE_ROUND, "variant",
	    variant_text(s, lang), "main_objective", main_json(s, lang), "morale", s->morale,
	    "rounds", s->rounds, "round", s->round, "food", s->food, "helpless",
	    s->helpless[DOW_COLONY], "secret_objectives", !s->opt.cooperative, "players",
	    players_json(s, lang), "waiting", waiting_json(s, lang), "locations",
	    locations_json(s, lang), "decks", "crises", s->crises.n, "crossroads", s->xroads.n,
	    "survivors", s->survivors.n, "exiled", s->exiled.n, "waste", s->waste.n);
	if (s->first_player > 0)
		json_object_set_new(v, "first_player", json_integer(s->first_player));
	if (s->active > 0)
		json_object_set_new(v, "active", json_integer(s->active));
	if (s->crisis >= 0)
		json_object_set_new(v, "crisis", crisis_json(s, lang));
	json_object_set_new(v, "starvation", json_integer(s->starvation));
	json_object_set_new(v, "samples", json_integer(s->samples));
	json_object_set_new(v, "ended", json_boolean(s->phase == DOW_PHASE_ENDED));
	if (s->phase == DOW_PHASE_ENDED)
		json_object_set_new(v, "reveal", reveal_json(s, lang));
	return (v);
}

/* secret_json - a seat's secret objective, or null */

static json_t *
secret_json(const struct dow_state *s, int seat, int lang)
{
	const struct dow_objective *o;
	int                         card = s->pl[seat].secret;

	/* An exiled objective replaces the secret one (E41). */
	if (s->pl[seat].exiled_obj >= 0)
		card = s->pl[seat].exiled_obj;
	if (card < 0)
		return (json_null());
	o = &s->pack->obj[card];
	return (json_pack("{s:s, s:s, s:s, s:b}", "name", dow_name_in(&o->n, lang), "goal",
	    TEXT(o, goal, lang), "kind", dow_text_in(okind_titles[o->kind], lang), "betrayal",
	    o->kind == DOW_BETRAYAL));
}

/* xroads_json - the crossroads card a seat holds, secretly */

static json_t *
xroads_json(const struct dow_state *s, int card, int lang)
{
	const struct dow_crossroads *x = &s->pack->xroads[card];

	return (json_pack("{s:s, s:s, s:s, s:s, s:b}", "name", dow_name_in(&x->n, lang), "trigger",
	    TEXT(x, trigger, lang), "option1", TEXT(x, option1, lang), "option2",
	    TEXT_OR(x, option2, lang), "declared",
	    s->pack->fx != NULL && s->pack->fx->xroads[card].on.event == DOW_EV_DECLARED));
}

/* seen_json - the cards a search of this seat shows */

static json_t *
seen_json(const struct dow_state *s, int lang)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < s->wait.cards.n; i++)
		json_array_append_new(a, item_json(s, s->wait.cards.v[i], lang));
	return (a);
}

/* colony_json - the names of a seat's survivors in the colony */

static json_t *
colony_json(const struct dow_state *s, int seat, int lang)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && s->group[i].loc == DOW_COLONY)
			json_array_append_new(
			    a, json_string(dow_name_in(&s->pack->surv[s->group[i].card].n, lang)));
	return (a);
}

/* mine_json - a seat's survivors in play, with their whole cards */

static json_t *
mine_json(const struct dow_state *s, int seat, int lang)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat)
			json_array_append_new(a, in_play_json(s, &s->group[i], lang));
	return (a);
}

/* setup_example - the set-up lines of the welcome, with the survivors
 * dealt to this seat: "keep_example" the names of the first ones it may
 * keep ("Forest Plum, Mike Cho"), "leader_example" the first word of the
 * first of them ("Forest") */

static void
setup_example(const struct dow_state *s, int seat, int lang, json_t *me)
{
	const struct deck *o = &s->pl[seat].offered;
	struct pb_buf      b;
	const char        *first;
	int                i;

	if (o->n == 0)
		return;
	pb_buf_init(&b);
	for (i = 0; i < dow_keep_count(s) && i < o->n; i++)
		pb_buf_printf(
		    &b, "%s%s", i ? ", " : "", dow_name_in(&s->pack->surv[o->v[i]].n, lang));
	json_object_set_new(me, "keep_example", json_string(b.s));
	pb_buf_free(&b);
	first = dow_name_in(&s->pack->surv[o->v[0]].n, lang);
	json_object_set_new(me, "leader_example", json_stringn(first, strcspn(first, " ")));
}

/* me_json - what only this seat sees */

static json_t *
me_json(const struct dow_state *s, int seat, int lang)
{
	const struct dow_player *p = &s->pl[seat];
	json_t                  *hand = json_array(), *offered = json_array(), *kept = json_array();
	json_t                  *me;
	int                      i;

	for (i = 0; i < p->hand.n; i++)
		json_array_append_new(hand, item_json(s, p->hand.v[i], lang));
	for (i = 0; i < p->offered.n; i++)
		json_array_append_new(offered, survivor_json(s, p->offered.v[i], lang));
	for (i = 0; i < p->kept.n; i++)
		json_array_append_new(
		    kept, json_string(dow_name_in(&s->pack->surv[p->kept.v[i]].n, lang)));
	me = json_pack("{s:i, s:o, s:i, s:o, s:o, s:o, s:i, s:b, s:b}", "seat", seat, "hand", hand,
	    "hand_count", p->hand.n, "secret", secret_json(s, seat, lang), "offered", offered,
	    "kept", kept, "keep", dow_keep_count(s), "ready", p->ready, "choosing",
	    s->phase == DOW_PHASE_SETUP);
	if (p->leader >= 0 && s->phase == DOW_PHASE_SETUP)
		json_object_set_new(
		    me, "leader", json_string(dow_name_in(&s->pack->surv[p->leader].n, lang)));
	json_object_set_new(me, "has_kept", json_boolean(p->kept.n > 0));
	if (s->phase == DOW_PHASE_SETUP)
		setup_example(s, seat, lang, me);
	json_object_set_new(me, "dice", dice_json(&p->dice));
	json_object_set_new(me, "survivors", mine_json(s, seat, lang));
	json_object_set_new(me, "decide", json_boolean(must_decide(s, seat)));
	json_object_set_new(me, "my_turn", json_boolean(my_turn(s, seat)));
	if (p->xroads >= 0)
		json_object_set_new(me, "crossroads", xroads_json(s, p->xroads, lang));
	if (s->wait.kind == DOW_W_SEARCH && s->wait.seat == seat) {
		json_object_set_new(me, "searching", seen_json(s, lang));
		if (s->wait.keeps > 1)
			json_object_set_new(me, "keeps", json_integer(s->wait.keeps));
	}
	if (s->wait.kind == DOW_W_SEND && s->wait.seat == seat)
		json_object_set_new(
		    me, "sending", json_pack("{s:o}", "names", colony_json(s, seat, lang)));
	if (p->relead && s->phase == DOW_PHASE_ROUND)
		json_object_set_new(me, "relead", json_true());
	if (s->wait.kind == DOW_W_REQUEST && s->wait.votes[seat] == DOW_VOTE_DUE)
		json_object_set_new(me, "request_from", json_integer(s->wait.seat));
	if (s->wait.kind == DOW_W_VOTE && s->wait.votes[seat] == DOW_VOTE_DUE)
		json_object_set_new(me, "vote_on",
		    json_pack("{s:i, s:b}", "target", s->wait.target, "tie", s->wait.loc == 1));
	if (s->wait.kind == DOW_W_XROADS && s->wait.seat == seat)
		json_object_set_new(me, "xchoice", xroads_json(s, s->wait.xcard, lang));
	if (s->wait.kind == DOW_W_BITE && s->wait.seat == seat)
		json_object_set_new(me, "bitten",
		    json_string(dow_name_in(&s->pack->surv[s->wait.survivor].n, lang)));
	return (me);
}

/* dow_view - public, one seat's, or everything, texts in a language */

json_t *
dow_view(const struct dow_state *s, int seat, int lang)
{
	json_t *v = public_json(s, lang), *all;
	int     k;

	if (seat > 0 && seat <= s->nseats)
		json_object_set_new(v, "me", me_json(s, seat, lang));
	if (seat == GAME_VIEW_ALL) {
		all = json_array();
		for (k = 1; k <= s->nseats; k++)
			json_array_append_new(all, me_json(s, k, lang));
		json_object_set_new(v, "seats", all);
	}
	return (v);
}

/* dow_headline - the state of play in a line for a seat (caller frees) */

char *
dow_headline(const struct dow_state *s, int seat, int lang)
{
	static const char *const ended[] = { "The game has ended", "La partita è finita",
		"La partida ha terminado" };
	static const char *const decide[] = { "Your decision", "Tocca a te decidere",
		"Te toca decidir" };
	static const char *const turn[] = { "Your turn", "È il tuo turno", "Es tu turno" };
	static const char *const setup[] = { "Set-up", "Preparazione", "Preparación" };

	if (lang < 0 || lang >= LANG_N)
		lang = 0;
	if (s->phase == DOW_PHASE_ENDED)
		return (pb_strdup(ended[lang]));
	if (seat > 0 && seat <= s->nseats && must_decide(s, seat))
		return (pb_strdup(decide[lang]));
	if (seat > 0 && seat <= s->nseats && my_turn(s, seat))
		return (pb_strdup(turn[lang]));
	if (s->active <= 0)
		return (pb_strdup(setup[lang]));
	switch (lang) {
	case 1:
		return (pb_asprintf("Round %d, turno del Giocatore %d", s->round, s->active));
	case 2:
		return (pb_asprintf("Ronda %d, turno del Jugador %d", s->round, s->active));
	default:
		return (pb_asprintf("Round %d, Player %d's turn", s->round, s->active));
	}
}
