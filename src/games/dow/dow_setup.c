/*++
/* NAME
/*	dow_setup 3
/* SUMMARY
/*	Dead of Winter options and rulebook set-up steps 1-14
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	dow_options_parse() reads the game's options: "objective" (a main
/*	objective id or "random"), "variant" (a comma list of cooperative,
/*	expert, traitors, elimination, no-mature) or the same names as
/*	booleans, "exiled_helpless" (morale or nothing), and "rules", the
/*	edition of the rules (DOW_RULES) the canonical options of a game
/*	carry: absent, a new game takes today's and a game saved before
/*	editions existed the first.  Two players always play the
/*	cooperative rules [IT/ES].
/*
/*	dow_setup() performs the set-up up to the survivor choice.  The
/*	random stream is used in exactly this order, which pbemd-dow(7)
/*	documents so that anyone can re-derive a set-up from the seed:
/*	(3) a random main objective, when asked for; (4) shuffle the
/*	non-betrayal secret objectives, then the betrayal ones, then the
/*	set-aside pile, deal one each from the top; (5) shuffle the crisis
/*	deck; (6) shuffle the survivor (from edition 2 without the noncoop
/*	survivors of a cooperative game), exiled and crossroads decks; (7)
/*	shuffle the starting items, deal 5 each (7 with two players) from
/*	the top, one card at a time to seats 1..N in turn; (8) shuffle the
/*	six location decks in the order police, grocery, school, gas,
/*	library, hospital; (9) deal 4 survivors each, one at a time.  "Top"
/*	is the end of a pile array.
/*
/*	dow_setup_finish() is steps 10-14 once every seat has chosen: the
/*	returned survivors go back and the survivor deck is reshuffled,
/*	the kept ones go to the colony, and the seat whose leader has the
/*	highest influence becomes first player (influence is unique in a
/*	valid pack, so there is no tie: see E4 in pbemd-dow(7)).
/* DIAGNOSTICS
/*	PB_EDATA: unknown option or objective, conflicting variants, or a
/*	pack too small for the number of players.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"

/* variant_word - set one variant flag by name */

static int
variant_word(struct dow_options *o, const char *w, int on)
{
	if (strcmp(w, "cooperative") == 0)
		o->cooperative = on;
	else if (strcmp(w, "expert") == 0)
		o->expert = on;
	else if (strcmp(w, "traitors") == 0)
		o->traitors = on;
	else if (strcmp(w, "elimination") == 0)
		o->elimination = on;
	else if (strcmp(w, "no-mature") == 0)
		o->mature = !on;
	else if (strcmp(w, "mature") == 0)
		o->mature = on;
	else if (strcmp(w, "standard") != 0)
		return (0);
	return (1);
}

/* parse_variants - "cooperative,expert" */

static enum pb_rc
parse_variants(struct dow_options *o, const char *list, struct pb_err *err)
{
	char      *copy, *tok, *save;
	enum pb_rc rc = PB_OK;

	copy = pb_strdup(list);
	for (tok = strtok_r(copy, ", ", &save); tok && rc == PB_OK;
	     tok = strtok_r(NULL, ", ", &save))
		if (!variant_word(o, tok, 1))
			rc = pb_err_set(err, PB_EDATA,
			    "unknown variant \"%s\" (known: cooperative,"
			    " expert, traitors, elimination, no-mature)",
			    tok);
	free(copy);
	return (rc);
}

/* The exposure die: blank, wound, frostbite, bite faces.  The texts do not
 * give them (shared/rules A2); 6/3/2/1 of a d12 is the common reading. */
static const int exposure_default[4] = { 6, 3, 2, 1 };

/* parse_exposure - "B,W,F,X" or [B, W, F, X]: the faces of the exposure die */

static enum pb_rc
parse_exposure(json_t *v, struct dow_options *o, struct pb_err *err)
{
	int n[4], total = 0, i;

	if (json_is_string(v)) {
		if (sscanf(json_string_value(v), "%d,%d,%d,%d", &n[0], &n[1], &n[2], &n[3]) != 4)
			return (
			    pb_err_set(err, PB_EDATA, "exposure takes BLANK,WOUND,FROSTBITE,BITE"));
	} else if (json_unpack(v, "[iiii]", &n[0], &n[1], &n[2], &n[3]) != 0)
		return (pb_err_set(err, PB_EDATA, "exposure takes BLANK,WOUND,FROSTBITE,BITE"));
	for (i = 0; i < 4; i++) {
		if (n[i] < 0 || n[i] > 100)
			return (pb_err_set(err, PB_EDATA, "exposure faces must be 0 to 100"));
		total += n[i];
	}
	if (total == 0)
		return (pb_err_set(err, PB_EDATA, "the exposure die needs a face"));
	memcpy(o->exposure, n, sizeof(n));
	return (PB_OK);
}

/* parse_objective - an id of the pack or "random" */

static enum pb_rc
parse_objective(
    const struct dow_pack *pk, const char *name, struct dow_options *o, struct pb_err *err)
{
	int i;

	for (i = 0; i < pk->nmain; i++)
		if (strcasecmp(pk->main[i].n.id, name) == 0
		    || strcasecmp(pk->main[i].n.name, name) == 0) {
			o->objective = pb_strdup(pk->main[i].n.id);
			return (PB_OK);
		}
	if (strcmp(name, "random") == 0) {
		o->objective = pb_strdup("random");
		return (PB_OK);
	}
	return (pb_err_set(err, PB_EDATA, "no main objective \"%s\" in the pack", name));
}

/* parse_helpless - "morale" (the card's morale still counts) or "nothing" */

static enum pb_rc
parse_helpless(struct dow_options *o, const char *w, struct pb_err *err)
{
	if (strcmp(w, "morale") == 0)
		o->exiled_help = 1;
	else if (strcmp(w, "nothing") == 0)
		o->exiled_help = 0;
	else
		return (pb_err_set(err, PB_EDATA, "exiled_helpless takes morale or nothing"));
	return (PB_OK);
}

/* dow_options_parse - options JSON to struct, defaults filled in */

enum pb_rc
dow_options_parse(
    const struct dow_pack *pk, json_t *in, int nseats, struct dow_options *o, struct pb_err *err)
{
	const char *key;
	json_t     *v;
	enum pb_rc  rc = PB_OK;

	memset(o, 0, sizeof(*o));
	o->mature = 1;
	o->exiled_help = 1;
	memcpy(o->exposure, exposure_default, sizeof(o->exposure));
	json_object_foreach(in, key, v)
	{
		if (strcmp(key, "objective") == 0 && json_is_string(v))
			rc = parse_objective(pk, json_string_value(v), o, err);
		else if (strcmp(key, "exposure") == 0)
			rc = parse_exposure(v, o, err);
		else if (strcmp(key, "variant") == 0 && json_is_string(v))
			rc = parse_variants(o, json_string_value(v), err);
		else if (strcmp(key, "rules") == 0 && json_is_integer(v))
			o->rules = (int)json_integer_value(v);
		else if (strcmp(key, "exiled_helpless") == 0 && json_is_string(v))
			rc = parse_helpless(o, json_string_value(v), err);
		else if (!json_is_boolean(v) || !variant_word(o, key, json_is_true(v)))
			rc = pb_err_set(err, PB_EDATA, "unknown option \"%s\"", key);
		if (rc != PB_OK)
			break;
	}
	if (rc == PB_OK && o->objective == NULL)
		o->objective = pb_strdup("random");
	/* No edition: a moderator's new game has today's; the canonical
	 * options of a game made before editions (they hold "cooperative")
	 * have the first. */
	if (rc == PB_OK && o->rules == 0)
		o->rules = json_object_get(in, "cooperative") ? 1 : DOW_RULES;
	if (rc == PB_OK && (o->rules < 1 || o->rules > DOW_RULES))
		rc = pb_err_set(err, PB_EDATA, "rules edition %d is not known (1 to %d)", o->rules,
		    DOW_RULES);
	if (rc == PB_OK && nseats == 2)
		o->cooperative = 1;
	if (rc == PB_OK && o->cooperative && o->traitors)
		rc = pb_err_set(err, PB_EDATA,
		    "the traitors variant needs secret objectives:"
		    " it cannot be cooperative (two players always are)");
	if (rc != PB_OK)
		dow_options_clear(o);
	return (rc);
}

/* dow_options_json - canonical options */

json_t *
dow_options_json(const struct dow_options *o)
{
	json_t *j;

	j = json_pack("{s:s, s:b, s:b, s:b, s:b, s:b, s:[iiii]}", "objective", o->objective,
	    "cooperative", o->cooperative, "expert", o->expert, "traitors", o->traitors,
	    "elimination", o->elimination, "mature", o->mature, "exposure", o->exposure[0],
	    o->exposure[1], o->exposure[2], o->exposure[3]);
	/* Keys a game of the first edition never had stay out of it. */
	if (o->rules > 1)
		json_object_set_new(j, "rules", json_integer(o->rules));
	if (!o->exiled_help)
		json_object_set_new(j, "exiled_helpless", json_string("nothing"));
	return (j);
}

/* dow_options_clear - release */

void
dow_options_clear(struct dow_options *o)
{
	free(o->objective);
	o->objective = NULL;
}

/* dow_keep_count - survivors each seat keeps: 2, or 3 of 4 with two players */

int
dow_keep_count(const struct dow_state *s)
{
	return (s->nseats == 2 ? 3 : 2);
}

/* start_items - starting items per seat */

static int
start_items(const struct dow_state *s)
{
	return (s->nseats == 2 ? 7 : 5);
}

/* step_main - step 3: the main objective and its set-up */

static void
step_main(struct dow_state *s)
{
	const struct dow_side *side;
	int                    i;

	s->main = 0;
	if (strcmp(s->opt.objective, "random") == 0)
		s->main = (int)pb_rng_below(&s->rng, (uint32_t)s->pack->nmain);
	else
		for (i = 0; i < s->pack->nmain; i++)
			if (strcmp(s->pack->main[i].n.id, s->opt.objective) == 0)
				s->main = i;
	/* The expert side: expert, cooperative and two-player games [IT/ES]. */
	s->expert_side = s->opt.expert || s->opt.cooperative;
	side = &s->pack->main[s->main].side[s->expert_side];
	s->morale = side->morale;
	s->rounds = side->rounds;
	s->helpless[DOW_COLONY] = side->helpless;
	/* Colony zombies go to entrances 1, 2, ... 6, 1, ... (Adding Zombies). */
	for (i = 0; i < side->zombies_colony; i++)
		s->zombies[DOW_COLONY][i % s->pack->loc[DOW_COLONY].entrances]++;
	for (i = DOW_POLICE; i < DOW_NLOCS; i++)
		s->zombies[i][0] = side->zombies_locations;
}

/* step_secrets - step 4: deal secret objectives, the rest unseen */

static void
step_secrets(struct dow_state *s)
{
	struct deck normal = { 0 }, betrayal = { 0 }, aside = { 0 };
	int         i, k, per = s->opt.traitors ? 1 : 2;

	for (i = 0; i < s->pack->nobj; i++) {
		if (s->pack->obj[i].kind == DOW_EXILED)
			deck_push(&s->exiled, i);
		else if (s->opt.cooperative)
			deck_push(&s->obj_box, i);
		else
			deck_push(s->pack->obj[i].kind == DOW_SECRET ? &normal : &betrayal, i);
	}
	if (!s->opt.cooperative) {
		deck_shuffle(&normal, &s->rng);
		deck_shuffle(&betrayal, &s->rng);
		for (i = 0; i < per * s->nseats; i++)
			deck_deal(&normal, &aside);
		deck_deal(&betrayal, &aside);
		deck_shuffle(&aside, &s->rng);
		for (k = 1; k <= s->nseats; k++)
			s->pl[k].secret = deck_pop(&aside);
		/* The rest go back to the box unseen: nobody knows if a betrayal was dealt. */
		deck_append(&s->obj_box, &normal);
		deck_append(&s->obj_box, &betrayal);
		deck_append(&s->obj_box, &aside);
	}
	deck_clear(&normal);
	deck_clear(&betrayal);
	deck_clear(&aside);
}

/* dow_removed - is a card with these flags out of this game? */

int
dow_removed(const struct dow_state *s, unsigned flags)
{
	return (((flags & DOW_NONCOOP) && s->opt.cooperative)
	    || ((flags & DOW_MATURE) && !s->opt.mature));
}

/* check_sizes - is the pack big enough for this many seats, once the
 * cards this game removes (non-cooperative, mature) are out? */

static enum pb_rc
check_sizes(const struct dow_state *s, struct pb_err *err)
{
	const struct dow_pack *pk = s->pack;
	int                    i, starting = 0, secret = 0, betrayal = 0, surv = 0;

	for (i = 0; i < pk->nsurv; i++)
		surv += s->opt.rules < 2 || !dow_removed(s, pk->surv[i].n.flags);
	for (i = 0; i < pk->ninst; i++)
		starting += pk->item[pk->inst[i]].deck == DOW_STARTING
		    && !dow_removed(s, pk->item[pk->inst[i]].n.flags);
	for (i = 0; i < pk->nobj; i++) {
		secret += pk->obj[i].kind == DOW_SECRET;
		betrayal += pk->obj[i].kind == DOW_BETRAYAL;
	}
	if (surv < DOW_OFFER * s->nseats)
		return (pb_err_set(err, PB_EDATA, "the pack has %d survivors: %d players need %d",
		    surv, s->nseats, DOW_OFFER * s->nseats));
	if (starting < start_items(s) * s->nseats)
		return (
		    pb_err_set(err, PB_EDATA, "the pack has %d starting items: %d players need %d",
		        starting, s->nseats, start_items(s) * s->nseats));
	if (!s->opt.cooperative && (secret < (s->opt.traitors ? 1 : 2) * s->nseats || betrayal < 1))
		return (pb_err_set(err, PB_EDATA,
		    "the pack has %d secret and %d betrayal"
		    " objectives: too few for %d players",
		    secret, betrayal, s->nseats));
	return (PB_OK);
}

/* step_decks - steps 5 and 6: crisis, survivor, exiled, crossroads */

static void
step_decks(struct dow_state *s)
{
	const struct dow_pack *pk = s->pack;
	int                    i;

	for (i = 0; i < pk->ncrisis; i++)
		deck_push(dow_removed(s, pk->crisis[i].n.flags) ? &s->crises_out : &s->crises, i);
	deck_shuffle(&s->crises, &s->rng);
	for (i = 0; i < pk->nsurv; i++)
		deck_push(s->opt.rules >= 2 && dow_removed(s, pk->surv[i].n.flags) ? &s->surv_out
		                                                                 : &s->survivors,
		    i);
	for (i = 0; i < pk->nxroads; i++)
		deck_push(dow_removed(s, pk->xroads[i].n.flags) ? &s->xroads_out : &s->xroads, i);
	deck_shuffle(&s->survivors, &s->rng);
	deck_shuffle(&s->exiled, &s->rng);
	deck_shuffle(&s->xroads, &s->rng);
}

/* step_items - steps 7 and 8: starting hands and location decks */

static void
step_items(struct dow_state *s)
{
	const struct dow_pack *pk = s->pack;
	struct deck            start = { 0 };
	const struct dow_item *it;
	int                    i, k, loc;

	for (i = 0; i < pk->ninst; i++) {
		it = &pk->item[pk->inst[i]];
		if (dow_removed(s, it->n.flags))
			deck_push(&s->box, i);
		else
			deck_push(it->deck == DOW_STARTING ? &start : &s->deck[it->deck], i);
	}
	deck_shuffle(&start, &s->rng);
	for (i = 0; i < start_items(s); i++)
		for (k = 1; k <= s->nseats; k++)
			deck_deal(&start, &s->pl[k].hand);
	deck_append(&s->box, &start);
	deck_clear(&start);
	for (loc = DOW_POLICE; loc < DOW_NLOCS; loc++)
		deck_shuffle(&s->deck[loc], &s->rng);
}

/* dow_setup - steps 1 to 9; the game then waits for the survivor choice */

enum pb_rc
dow_setup(struct dow_state *s, struct pb_err *err)
{
	enum pb_rc rc;
	int        i, k;

	if ((rc = check_sizes(s, err)) != PB_OK)
		return (rc);
	step_main(s);
	step_secrets(s);
	step_decks(s);
	step_items(s);
	for (i = 0; i < DOW_OFFER; i++)
		for (k = 1; k <= s->nseats; k++)
			deck_deal(&s->survivors, &s->pl[k].offered);
	s->phase = DOW_PHASE_SETUP;
	s->round = 0;
	return (PB_OK);
}

/* dow_setup_finish - steps 10 to 14, once every seat is ready */

void
dow_setup_finish(struct dow_state *s)
{
	struct dow_player *p;
	struct dow_group  *g;
	int                k, i, best = -1;

	s->group = pb_realloc(s->group, (size_t)(s->nseats * 3 + 1) * sizeof(*s->group));
	for (k = 1; k <= s->nseats; k++) {
		p = &s->pl[k];
		for (i = 0; i < p->offered.n; i++) {
			if (deck_find(&p->kept, p->offered.v[i]) < 0) {
				deck_push(&s->survivors, p->offered.v[i]);
				continue;
			}
			g = &s->group[s->ngroup++];
			memset(g, 0, sizeof(*g));
			g->card = p->offered.v[i];
			g->seat = k;
			g->loc = DOW_COLONY;
			g->leader = g->card == p->leader;
		}
		deck_clear(&p->offered);
		deck_clear(&p->kept);
		if (best < 0
		    || s->pack->surv[p->leader].influence > s->pack->surv[best].influence) {
			best = p->leader;
			s->first_player = k;
		}
	}
	deck_shuffle(&s->survivors, &s->rng);
	s->phase = DOW_PHASE_ROUND;
	s->round = 1;
}
