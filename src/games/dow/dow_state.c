/*++
/* NAME
/*	dow_state 3
/* SUMMARY
/*	Dead of Winter state: canonical JSON, invariant checks
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	dow_state_save() writes the state as compact JSON with sorted keys,
/*	so that equal states give equal bytes (the move log hashes them and
/*	replay compares them byte for byte); the fields are written and
/*	read by the tables below with jfield(3).  It writes the text
/*	straight into a buffer (jdump(3h)): replay --verify saves the state
/*	after every move of a log.  dow_state_json() is the same state as a
/*	JSON tree, the form it was first saved from: the text is
/*	jfield_dumps() of that tree, byte for byte (check_dow_bots bots-9
/*	compares them after every command of its games).  The options and
/*	the seed are not part of it: the store keeps them beside the state,
/*	and the seed stays secret until the game ends.
/*
/*	dow_state_load() reads it back and rejects any card index out of
/*	range, so a damaged row can never index outside the pack.
/*
/*	dow_state_clone() is a copy of a state that shares nothing with
/*	it but the pack and the options (both borrowed, never written by
/*	a command): HELP tries command lines on it (dow_help.c).  Its
/*	journal starts empty.  Caller frees with dow_state_free().
/*
/*	dow_state_check() verifies invariants S1-S3 of dow.h; callers use
/*	it as assert(dow_state_check(s)) and the bot tests call it after
/*	every command.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* The version of the saved form; a state of another version is rebuilt
 * from the move log (gamectl.c).  3: the held-back events, search_keep,
 * the standing crossroads choice, the leader to name again. */
#define DOW_STATE_VERSION 3

static const char *const phase_names[] = { "setup", "round", "ended" };

/* dow_item_name - the name of an item instance */

const char *
dow_item_name(const struct dow_state *s, int inst)
{
	return (s->pack->item[s->pack->inst[inst]].n.name);
}

/* dow_pile_match - the position in a pile of item instances of the card
 * the words name (lex_match(): copies of one name are one answer), -1
 * none, -2 ambiguous; *used words consumed */

int
dow_pile_match(
    const struct dow_state *s, const struct deck *p, char *const *argv, int argc, int *used)
{
	const char *names[64] = { 0 };
	int         n;

	for (n = 0; n < p->n && n < 64; n++)
		names[n] = dow_item_name(s, p->v[n]);
	return (lex_match(names, NULL, (size_t)n, argv, argc, used));
}

/* dow_pile_near - the name of the card of a pile the first word was
 * clearly meant for (lex_near(): "fule" for Fuel), or NULL */

const char *
dow_pile_near(const struct dow_state *s, const struct deck *p, char *const *argv, int argc)
{
	const char *names[64] = { 0 };
	int         n, k;

	for (n = 0; n < p->n && n < 64; n++)
		names[n] = dow_item_name(s, p->v[n]);
	k = lex_near(names, NULL, (size_t)n, argv, argc);
	return (k >= 0 ? names[k] : NULL);
}

/* dow_state_new - an empty state for a pack (borrowed) */

struct dow_state *
dow_state_new(const struct dow_pack *pack)
{
	struct dow_state *s;
	int               i;

	s = pb_calloc(1, sizeof(*s));
	s->pack = pack;
	for (i = 0; i <= DOW_MAXSEATS; i++) {
		s->pl[i].leader = -1;
		s->pl[i].secret = -1;
		s->pl[i].exiled_obj = -1;
		s->pl[i].xroads = -1;
	}
	s->crisis = -1;
	s->wait.survivor = -1;
	s->wait.xcard = -1;
	return (s);
}

/* state_piles - every pile of the state, for save, load and free; what
 * a pile's cards index: 0 item inst, 1 survivor, 2 crisis, 3 xroads,
 * 4 objective (pile_max()) */

#define SP(n, f, w) JFIELD_DECK(n, struct dow_state, f, w)

static const struct jfield_deck state_piles[] = {
	SP("police", deck[DOW_POLICE], 0),
	SP("grocery", deck[DOW_GROCERY], 0),
	SP("school", deck[DOW_SCHOOL], 0),
	SP("gas", deck[DOW_GAS], 0),
	SP("library", deck[DOW_LIBRARY], 0),
	SP("hospital", deck[DOW_HOSPITAL], 0),
	SP("box", box, 0),
	SP("waste", waste, 0),
	SP("contrib", contrib, 0),
	SP("crises", crises, 2),
	SP("crises_out", crises_out, 2),
	SP("xroads", xroads, 3),
	SP("xroads_out", xroads_out, 3),
	SP("survivors", survivors, 1),
	SP("surv_out", surv_out, 1),
	SP("exiled", exiled, 4),
	SP("obj_box", obj_box, 4),
};

#define PILE(s, r) ((struct deck *)((char *)(s) + (r)->off))

/* dow_state_free - release; NULL is a no-op */

void
dow_state_free(struct dow_state *s)
{
	size_t i;
	int    k;

	if (s == NULL)
		return;
	for (i = 0; i < PB_NELEM(state_piles); i++)
		deck_clear(PILE(s, &state_piles[i]));
	for (k = 0; k <= DOW_MAXSEATS; k++) {
		deck_clear(&s->pl[k].offered);
		deck_clear(&s->pl[k].kept);
		deck_clear(&s->pl[k].hand);
		deck_clear(&s->pl[k].dice);
	}
	for (k = 0; k < s->ngroup; k++)
		deck_clear(&s->group[k].equip);
	deck_clear(&s->wait.cards);
	pb_buf_free(&s->journal);
	free(s->group);
	free(s);
}

/* deck_dup - dst (garbage) becomes a copy of src owning its own cards,
 * allocated once (HELP clones the state for every command it offers) */

static void
deck_dup(struct deck *dst, const struct deck *src)
{
	memset(dst, 0, sizeof(*dst));
	if (src->n == 0)
		return;
	dst->v = pb_malloc((size_t)src->n * sizeof(*dst->v));
	memcpy(dst->v, src->v, (size_t)src->n * sizeof(*dst->v));
	dst->n = dst->cap = src->n;
}

/* dow_state_clone - a copy to try commands on; caller frees */

struct dow_state *
dow_state_clone(const struct dow_state *s)
{
	struct dow_state *c = pb_malloc(sizeof(*c));
	size_t            i;
	int               k;

	/* The integers, the pack and the options as they are... */
	memcpy(c, s, sizeof(*c));
	/* ...then every owned pile and array copied. */
	for (i = 0; i < PB_NELEM(state_piles); i++)
		deck_dup(PILE(c, &state_piles[i]), PILE(s, &state_piles[i]));
	for (k = 0; k <= DOW_MAXSEATS; k++) {
		deck_dup(&c->pl[k].offered, &s->pl[k].offered);
		deck_dup(&c->pl[k].kept, &s->pl[k].kept);
		deck_dup(&c->pl[k].hand, &s->pl[k].hand);
		deck_dup(&c->pl[k].dice, &s->pl[k].dice);
	}
	c->group = NULL;
	if (s->ngroup > 0) {
		c->group = pb_malloc((size_t)s->ngroup * sizeof(*c->group));
		memcpy(c->group, s->group, (size_t)s->ngroup * sizeof(*c->group));
	}
	for (k = 0; k < s->ngroup; k++)
		deck_dup(&c->group[k].equip, &s->group[k].equip);
	deck_dup(&c->wait.cards, &s->wait.cards);
	memset(&c->journal, 0, sizeof(c->journal));
	return (c);
}

/* Integer fields, by name, of the structs the state is made of: the
 * save and load code walks these tables, so a new field is one line. */
#define SF(f) JFIELD_INT(struct dow_state, f)
#define PF(f) JFIELD_INT(struct dow_player, f)
#define GF(f) JFIELD_INT(struct dow_group, f)
#define WF(f) JFIELD_INT(struct dow_wait, f)

static const struct jfield_int state_ints[] = { SF(main), SF(expert_side), SF(morale), SF(rounds),
	SF(round), SF(food), SF(starvation), SF(first_player), SF(active), SF(turns),
	SF(exile_called), SF(crisis), SF(samples), SF(kills), SF(no_move), SF(hunted), SF(ended_by),
	SF(acted) };
static const struct jfield_int player_ints[] = { PF(leader), PF(ready), PF(secret), PF(exiled),
	PF(exiled_obj), PF(out), PF(xroads), PF(given), PF(won), PF(auto_bite), PF(auto_give),
	PF(auto_vote), PF(auto_choose), PF(relead) };
static const struct jfield_int group_ints[] = { GF(card), GF(seat), GF(loc), GF(leader), GF(wounds),
	GF(frost), GF(moved), GF(used) };
static const struct jfield_int wait_ints[] = { WF(kind), WF(seat), WF(survivor), WF(loc),
	WF(target), WF(xcard), WF(keeps) };

/* grid_json - a [location][entrance] table */

static json_t *
grid_json(const int g[DOW_NLOCS][DOW_MAXENTR])
{
	return (jfield_grid_json(&g[0][0], DOW_NLOCS, DOW_MAXENTR));
}

/* grid_load - a [location][entrance] table from JSON */

static int
grid_load(json_t *a, int g[DOW_NLOCS][DOW_MAXENTR])
{
	return (jfield_grid_load(a, &g[0][0], DOW_NLOCS, DOW_MAXENTR));
}

/* players_json - the seats */

static json_t *
players_json(const struct dow_state *s)
{
	const struct dow_player *p;
	json_t                  *a = json_array(), *o;
	int                      k;

	for (k = 1; k <= s->nseats; k++) {
		p = &s->pl[k];
		o = json_pack("{s:o, s:o, s:o, s:o}", "offered", jfield_deck_json(&p->offered),
		    "kept", jfield_deck_json(&p->kept), "hand", jfield_deck_json(&p->hand), "dice",
		    jfield_deck_json(&p->dice));
		json_array_append_new(a, jfield_obj_json(o, p, player_ints, PB_NELEM(player_ints)));
	}
	return (a);
}

/* groups_json - survivors in play */

static json_t *
groups_json(const struct dow_state *s)
{
	json_t *a = json_array(), *o;
	int     i;

	for (i = 0; i < s->ngroup; i++) {
		o = json_pack("{s:o}", "equip", jfield_deck_json(&s->group[i].equip));
		json_array_append_new(
		    a, jfield_obj_json(o, &s->group[i], group_ints, PB_NELEM(group_ints)));
	}
	return (a);
}

/* events_json - the turn's events not matched yet: [[kind, surv, loc,
 * from, type, n], ...] */

static json_t *
events_json(const struct dow_state *s)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < s->nevq; i++)
		json_array_append_new(a,
		    json_pack("[i, i, i, i, i, i]", s->evq[i].kind, s->evq[i].surv, s->evq[i].loc,
		        s->evq[i].from, s->evq[i].type, s->evq[i].n));
	return (a);
}

/* load_events - the reverse, each value in range */

static int
load_events(struct dow_state *s, json_t *a)
{
	json_t *e;
	size_t  i;

	if (!json_is_array(a) || json_array_size(a) > PB_NELEM(s->evq))
		return (0);
	json_array_foreach(a, i, e)
	{
		if (json_unpack(e, "[i, i, i, i, i, i]", &s->evq[i].kind, &s->evq[i].surv,
		        &s->evq[i].loc, &s->evq[i].from, &s->evq[i].type, &s->evq[i].n)
		        != 0
		    || s->evq[i].kind < 0 || s->evq[i].kind >= DOW_EV_NKINDS || s->evq[i].surv < -1
		    || s->evq[i].surv >= s->pack->nsurv || s->evq[i].loc < -1
		    || s->evq[i].loc >= DOW_NLOCS || s->evq[i].from < -1
		    || s->evq[i].from >= DOW_NLOCS || s->evq[i].type < -1
		    || s->evq[i].type >= DOW_NTYPES)
			return (0);
	}
	s->nevq = (int)json_array_size(a);
	return (1);
}

/* wait_json - the decision waited for */

static json_t *
wait_json(const struct dow_wait *w)
{
	json_t *o;

	o = json_pack("{s:o, s:o}", "cards", jfield_deck_json(&w->cards), "votes",
	    jfield_ints_json(w->votes, DOW_MAXSEATS + 1));
	return (jfield_obj_json(o, w, wait_ints, PB_NELEM(wait_ints)));
}

/* dow_state_json - the state as a tree, caller frees: the reference
 * dow_state_save() writes the text of */

json_t *
dow_state_json(const struct dow_state *s)
{
	json_t *root, *piles;

	piles = json_object();
	jfield_decks_json(piles, s, state_piles, PB_NELEM(state_piles));
	root = json_pack("{s:i, s:I, s:s, s:s, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o}", "v",
	    DOW_STATE_VERSION, "rng", (json_int_t)pb_rng_pos(&s->rng), "phase",
	    phase_names[s->phase], "journal", s->journal.s ? s->journal.s : "", "zombies",
	    grid_json(s->zombies), "barricades", grid_json(s->barricades), "noise",
	    jfield_ints_json(s->noise, DOW_NLOCS), "helpless",
	    jfield_ints_json(s->helpless, DOW_NLOCS), "piles", piles, "players", players_json(s),
	    "groups", groups_json(s), "wait", wait_json(&s->wait), "events", events_json(s));
	return (jfield_obj_json(root, s, state_ints, PB_NELEM(state_ints)));
}

/* players_put - the seats, as players_json() */

static void
players_put(struct jdump *j, const struct dow_state *s)
{
	const struct dow_player *p;
	int                      k;

	jdump_open_array(j);
	for (k = 1; k <= s->nseats; k++) {
		p = &s->pl[k];
		jdump_open_object(j);
		jdump_key(j, "dice");
		jfield_deck_put(j, &p->dice);
		jdump_key(j, "hand");
		jfield_deck_put(j, &p->hand);
		jdump_key(j, "kept");
		jfield_deck_put(j, &p->kept);
		jdump_key(j, "offered");
		jfield_deck_put(j, &p->offered);
		jfield_obj_put(j, p, player_ints, PB_NELEM(player_ints));
		jdump_close(j);
	}
	jdump_close(j);
}

/* groups_put - survivors in play, as groups_json() */

static void
groups_put(struct jdump *j, const struct dow_state *s)
{
	int i;

	jdump_open_array(j);
	for (i = 0; i < s->ngroup; i++) {
		jdump_open_object(j);
		jdump_key(j, "equip");
		jfield_deck_put(j, &s->group[i].equip);
		jfield_obj_put(j, &s->group[i], group_ints, PB_NELEM(group_ints));
		jdump_close(j);
	}
	jdump_close(j);
}

/* events_put - the events not matched yet, as events_json() */

static void
events_put(struct jdump *j, const struct dow_state *s)
{
	int i;

	jdump_open_array(j);
	for (i = 0; i < s->nevq; i++) {
		jdump_open_array(j);
		jdump_put_int(j, s->evq[i].kind);
		jdump_put_int(j, s->evq[i].surv);
		jdump_put_int(j, s->evq[i].loc);
		jdump_put_int(j, s->evq[i].from);
		jdump_put_int(j, s->evq[i].type);
		jdump_put_int(j, s->evq[i].n);
		jdump_close(j);
	}
	jdump_close(j);
}

/* wait_put - the decision waited for, as wait_json() */

static void
wait_put(struct jdump *j, const struct dow_wait *w)
{
	jdump_open_object(j);
	jdump_key(j, "cards");
	jfield_deck_put(j, &w->cards);
	jfield_obj_put(j, w, wait_ints, PB_NELEM(wait_ints));
	jdump_key(j, "votes");
	jfield_ints_put(j, w->votes, DOW_MAXSEATS + 1);
	jdump_close(j);
}

/* dow_state_save - canonical JSON, caller frees: the text of
 * dow_state_json(), written without the tree (jdump(3h)) */

char *
dow_state_save(const struct dow_state *s)
{
	struct jdump j;

	jdump_init(&j);
	jdump_open_object(&j);
	jdump_key(&j, "barricades");
	jfield_grid_put(&j, &s->barricades[0][0], DOW_NLOCS, DOW_MAXENTR);
	jdump_key(&j, "events");
	events_put(&j, s);
	jdump_key(&j, "groups");
	groups_put(&j, s);
	jdump_key(&j, "helpless");
	jfield_ints_put(&j, s->helpless, DOW_NLOCS);
	jdump_key(&j, "journal");
	jdump_put_str(&j, s->journal.s ? s->journal.s : "");
	jdump_key(&j, "noise");
	jfield_ints_put(&j, s->noise, DOW_NLOCS);
	jdump_key(&j, "phase");
	jdump_put_str(&j, phase_names[s->phase]);
	jdump_key(&j, "piles");
	jdump_open_object(&j);
	jfield_decks_put(&j, s, state_piles, PB_NELEM(state_piles));
	jdump_close(&j);
	jdump_key(&j, "players");
	players_put(&j, s);
	jdump_key(&j, "rng");
	jdump_put_int(&j, (json_int_t)pb_rng_pos(&s->rng));
	jdump_key(&j, "v");
	jdump_put_int(&j, DOW_STATE_VERSION);
	jdump_key(&j, "wait");
	wait_put(&j, &s->wait);
	jdump_key(&j, "zombies");
	jfield_grid_put(&j, &s->zombies[0][0], DOW_NLOCS, DOW_MAXENTR);
	jfield_obj_put(&j, s, state_ints, PB_NELEM(state_ints));
	jdump_close(&j);
	return (jdump_text(&j));
}

/* pile_max - the exclusive bound of a pile's indices */

static int
pile_max(const void *base, int what)
{
	const struct dow_state *s = base;

	switch (what) {
	case 0:
		return (s->pack->ninst);
	case 1:
		return (s->pack->nsurv);
	case 2:
		return (s->pack->ncrisis);
	case 3:
		return (s->pack->nxroads);
	default:
		return (s->pack->nobj);
	}
}

/* load_players - seats from JSON */

static int
load_players(struct dow_state *s, json_t *a)
{
	struct dow_player *p;
	json_t            *o;
	int                k;

	if (!json_is_array(a) || (int)json_array_size(a) != s->nseats)
		return (0);
	for (k = 1; k <= s->nseats; k++) {
		p = &s->pl[k];
		o = json_array_get(a, (size_t)k - 1);
		if (!jfield_obj_load(o, p, player_ints, PB_NELEM(player_ints))
		    || !jfield_deck_load(json_object_get(o, "offered"), s->pack->nsurv, &p->offered)
		    || !jfield_deck_load(json_object_get(o, "kept"), s->pack->nsurv, &p->kept)
		    || !jfield_deck_load(json_object_get(o, "hand"), s->pack->ninst, &p->hand)
		    || !jfield_deck_load(json_object_get(o, "dice"), 7, &p->dice))
			return (0);
	}
	return (1);
}

/* load_groups - survivors in play from JSON */

static int
load_groups(struct dow_state *s, json_t *a)
{
	size_t  i;
	json_t *o;

	if (!json_is_array(a))
		return (0);
	s->ngroup = (int)json_array_size(a);
	s->group = pb_calloc((size_t)s->ngroup + 1, sizeof(*s->group));
	json_array_foreach(a, i, o)
	{
		if (!jfield_obj_load(o, &s->group[i], group_ints, PB_NELEM(group_ints))
		    || !jfield_deck_load(
		        json_object_get(o, "equip"), s->pack->ninst, &s->group[i].equip))
			return (0);
	}
	return (1);
}

/* load_wait - the decision waited for */

static int
load_wait(struct dow_state *s, json_t *o)
{
	return (jfield_obj_load(o, &s->wait, wait_ints, PB_NELEM(wait_ints))
	    && jfield_deck_load(json_object_get(o, "cards"), s->pack->ninst, &s->wait.cards)
	    && jfield_ints_load(json_object_get(o, "votes"), s->wait.votes, DOW_MAXSEATS + 1));
}

/* load_bounds - every index read is inside the pack and the table */

static int
load_bounds(const struct dow_state *s)
{
	const struct dow_pack *pk = s->pack;
	int                    k, i, ok;

	ok = jfield_in_range(s->main, 0, pk->nmain) && jfield_in_range(s->crisis, -1, pk->ncrisis)
	    && jfield_in_range(s->first_player, 0, s->nseats + 1)
	    && jfield_in_range(s->active, 0, s->nseats + 1)
	    && jfield_in_range(s->wait.seat, 0, s->nseats + 1)
	    && jfield_in_range(s->wait.target, 0, s->nseats + 1)
	    && jfield_in_range(s->wait.loc, s->wait.kind == DOW_W_REQUEST ? -1 : 0, DOW_NLOCS)
	    && jfield_in_range(s->wait.survivor, -1, pk->nsurv)
	    && jfield_in_range(s->wait.xcard, -1, pk->nxroads);
	for (k = 1; ok && k <= s->nseats; k++)
		ok = jfield_in_range(s->pl[k].leader, -1, pk->nsurv)
		    && jfield_in_range(s->pl[k].secret, -1, pk->nobj)
		    && jfield_in_range(s->pl[k].exiled_obj, -1, pk->nobj)
		    && jfield_in_range(s->pl[k].xroads, -1, pk->nxroads);
	for (i = 0; ok && i < s->ngroup; i++)
		ok = jfield_in_range(s->group[i].card, 0, pk->nsurv)
		    && jfield_in_range(s->group[i].seat, 1, s->nseats + 1)
		    && jfield_in_range(s->group[i].loc, 0, DOW_NLOCS);
	return (ok);
}

/* load_scalars - the top-level numbers */

static int
load_scalars(struct dow_state *s, json_t *root)
{
	json_int_t  pos;
	const char *phase, *journal;
	int         v;
	size_t      i;

	if (json_unpack(root, "{s:i, s:I, s:s, s:s}", "v", &v, "rng", &pos, "phase", &phase,
	        "journal", &journal)
	        != 0
	    || v != DOW_STATE_VERSION || pos < 0
	    || !jfield_obj_load(root, s, state_ints, PB_NELEM(state_ints)))
		return (0);
	pb_rng_init(&s->rng, s->rng.key, (uint64_t)pos);
	pb_buf_free(&s->journal);
	pb_buf_init(&s->journal);
	pb_buf_puts(&s->journal, journal);
	for (i = 0; i < PB_NELEM(phase_names); i++)
		if (strcmp(phase, phase_names[i]) == 0)
			s->phase = (int)i;
	return (strcmp(phase, phase_names[s->phase]) == 0);
}

/* dow_state_load - read saved JSON into s (pack, nseats, rng key set) */

enum pb_rc
dow_state_load(struct dow_state *s, const char *text, struct pb_err *err)
{
	json_t      *root, *piles;
	json_error_t jerr;
	int          ok;

	if ((root = json_loads(text, 0, &jerr)) == NULL)
		return (pb_err_set(err, PB_EDATA, "state: %s at %d", jerr.text, jerr.line));
	piles = json_object_get(root, "piles");
	ok = load_scalars(s, root) && grid_load(json_object_get(root, "zombies"), s->zombies)
	    && grid_load(json_object_get(root, "barricades"), s->barricades)
	    && jfield_ints_load(json_object_get(root, "noise"), s->noise, DOW_NLOCS)
	    && jfield_ints_load(json_object_get(root, "helpless"), s->helpless, DOW_NLOCS)
	    && load_players(s, json_object_get(root, "players"))
	    && load_groups(s, json_object_get(root, "groups"))
	    && load_wait(s, json_object_get(root, "wait"))
	    && load_events(s, json_object_get(root, "events"))
	    && jfield_decks_load(piles, s, state_piles, PB_NELEM(state_piles), pile_max);
	json_decref(root);
	if (!ok || !load_bounds(s))
		return (pb_err_set(err, PB_EDATA, "state: a field is missing or out of range"));
	return (PB_OK);
}

/* count_in - add one to seen[] for every card of a pile */

static int
count_in(const struct deck *p, int *seen, int max)
{
	int i;

	for (i = 0; i < p->n; i++) {
		if (p->v[i] < 0 || p->v[i] >= max)
			return (0);
		seen[p->v[i]]++;
	}
	return (1);
}

/* check_once - every counter is exactly 1 */

static int
check_once(const int *seen, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (seen[i] != 1)
			return (0);
	return (1);
}

/* dow_state_check - invariants S1-S3; returns 1 when they hold */

int
dow_state_check(const struct dow_state *s)
{
	const struct dow_pack *pk = s->pack;
	int                   *items, *surv, *objs, ok = 1, k, i, xheld = 0;

	items = pb_calloc((size_t)pk->ninst + 1, sizeof(int));
	surv = pb_calloc((size_t)pk->nsurv + 1, sizeof(int));
	objs = pb_calloc((size_t)pk->nobj + 1, sizeof(int));
	for (i = DOW_POLICE; i < DOW_NLOCS; i++)
		ok &= count_in(&s->deck[i], items, pk->ninst);
	ok &= count_in(&s->box, items, pk->ninst) & count_in(&s->waste, items, pk->ninst);
	ok &= count_in(&s->contrib, items, pk->ninst) & count_in(&s->wait.cards, items, pk->ninst);
	ok &= count_in(&s->survivors, surv, pk->nsurv) & count_in(&s->surv_out, surv, pk->nsurv);
	ok &= count_in(&s->exiled, objs, pk->nobj) & count_in(&s->obj_box, objs, pk->nobj);
	for (k = 1; k <= s->nseats; k++) {
		ok &= count_in(&s->pl[k].hand, items, pk->ninst);
		ok &= count_in(&s->pl[k].offered, surv, pk->nsurv);
		if (s->pl[k].secret >= 0)
			objs[s->pl[k].secret]++;
		if (s->pl[k].exiled_obj >= 0)
			objs[s->pl[k].exiled_obj]++;
		xheld += s->pl[k].xroads >= 0;
	}
	for (i = 0; i < s->ngroup; i++) {
		surv[s->group[i].card]++;
		ok &= count_in(&s->group[i].equip, items, pk->ninst);
	}
	ok = ok && check_once(items, pk->ninst) && check_once(surv, pk->nsurv)
	    && check_once(objs, pk->nobj)
	    && s->crises.n + s->crises_out.n + (s->crisis >= 0) == pk->ncrisis
	    && s->xroads.n + s->xroads_out.n + xheld == pk->nxroads && s->morale >= 0
	    && s->food >= 0;
	free(items);
	free(surv);
	free(objs);
	return (ok);
}
