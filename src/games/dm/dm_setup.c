/*++
/* NAME
/*	dm_setup 3
/* SUMMARY
/*	Dark Moon: options and set-up
/* SYNOPSIS
/*	#include "games/dm/dm.h"
/*
/*	enum pb_rc dm_create(const void *pack, json_t *options, int nseats,
/*			const unsigned char *seed, void **state, json_t **canon,
/*			struct pb_err *err);
/*	enum pb_rc dm_state_new(const void *pack, json_t *options,
/*			int nseats, struct dm_state **out, json_t **canon,
/*			struct pb_err *err);
/*	void	dm_free(void *state);
/*	int	dm_limit(const struct dm_state *s, int seat);
/*	int	dm_held(const struct dm_state *s, int seat);
/*	int	dm_is_infected(const struct dm_state *s, int seat);
/*	int	dm_fatigued(const struct dm_state *s, int seat);
/*	int	dm_seat_of_character(const struct dm_state *s, int c);
/* DESCRIPTION
/*	dm_state_new() is an empty state on a pack with the options read
/*	(dm_ops.options: status_cards, event_cube, successor, final,
/*	variant, expansion, threats, company_man); dm_create() performs the rulebook's set-up with the
/*	seed's stream, in the rulebook's order:
/* .IP 1.
/*	shield_start Shield tokens on the track;
/* .IP 2.
/*	the Outpost tokens shuffled face down, outposts_start of them
/*	placed;
/* .IP 3.
/*	the Fatigue tokens (one per character that has one) shuffled;
/* .IP 6.
/*	a character dealt to each seat at random;
/* .IP 8.
/*	each seat takes half its die limit in strong dice, the rest in
/*	weak ones; the other dice are Available;
/* .IP 10.
/*	Fatigue tokens drawn one at a time until one names a character
/*	in play: that seat is Commander and takes the blue die; the
/*	tokens drawn go back and the pile is shuffled again;
/* .IP 11.
/*	the Final Event, as the option says or at random, on camera 4;
/* .IP 12.
/*	the Infected status cards (the three, or four with status_cards
/*	8) shuffled, as many as the table needs taken unseen, shuffled
/*	with as many of the Uninfected ones, one dealt to each seat;
/* .IP 13.
/*	the Task deck of the table's colour, without the cards whose
/*	min_players is above the table, nor, with the Threats module,
/*	those whose threats_out is at or below it, shuffled;
/* .IP 14.
/*	the Event deck shuffled; the Commander then draws 2 (phase
/*	DM_P_EVENT, turn 0: the one not chosen goes to the bottom of the
/*	deck).
/* .PP
/*	Only the cards of the game's set are dealt or shuffled (dm_in_set():
/*	Shadow Corporation's with expansion=sc; its Task decks then replace
/*	the base ones); with the expansion the Fatigue reserve is built
/*	after step 6 (dm_sc_reserve()), and the Company Man module adds the
/*	new Uninfected cards and the Company Man to the Uninfected ones.
/* .PP
/*	dm_limit() is a seat's die limit: a revealed Infected's
/*	infected_limit less its Amputation token; else die_limit, plus the
/*	Die tokens, less the quarantine cut and the Amputation token, plus
/*	1 for the Commander's blue die; never below 1.  dm_held() counts the dice behind its screen.  dm_is_infected()
/*	is its status card's team, dm_fatigued() whether the Fatigue
/*	token of its character is out (never for a revealed seat).
/*	dm_seat_of_character() is the seat playing a character, 0 when
/*	none.
/* DIAGNOSTICS
/*	PB_EDATA for a table outside 3 to 7, an option out of place.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/game.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dm/dm.h"

const char *const dm_variant_names[DM_NVARIANTS + 1] = { "nerfed-extreme", "nerfed-normal",
	"safe-orders", "fatigued-infected", "costly-actions", "expensive-voting", "first-is-last",
	"flimsy-quarantine", "telepathic", "deadly-events", "no-more-complications", NULL };

/* variants_parse - the variant list into bits; 0 with err */

static int
variants_parse(struct dm_state *s, const char *text, struct pb_err *err)
{
	char *copy = pb_strdup(text), *w, *save = NULL;
	int   i, ok = 1;

	for (w = strtok_r(copy, " ,", &save); w && ok; w = strtok_r(NULL, " ,", &save)) {
		for (i = 0; dm_variant_names[i] && strcmp(dm_variant_names[i], w) != 0; i++)
			;
		if (dm_variant_names[i] == NULL)
			ok = 0, pb_err_set(err, PB_EDATA, "variant: no variant \"%s\"", w);
		else
			s->variants |= 1u << i;
	}
	free(copy);
	if (ok && (s->variants & DM_VAR_TELEPATHIC) && s->nseats < 5)
		ok = 0, pb_err_set(err, PB_EDATA, "variant telepathic: for 5 to 7 players");
	return (ok);
}

/* options_read - the canonical options into s; 0 with err */

static int
options_read(struct dm_state *s, json_t *c, struct pb_err *err)
{
	const struct dm_pack *p = s->pack;
	const char           *v;
	int                   i;

	s->status_cards = (int)strtol(json_string_value(json_object_get(c, "status_cards")), NULL, 10);
	s->cube_icon = strcmp(json_string_value(json_object_get(c, "event_cube")), "icon") == 0;
	s->successor = strcmp(json_string_value(json_object_get(c, "successor")), "uninfected") == 0
	    ? DM_SUCC_UNINFECTED
	    : DM_SUCC_FREE;
	v = json_string_value(json_object_get(c, "final"));
	s->final_opt = -1;
	if (strcmp(v, "random") != 0) {
		for (i = 0; i < p->nfinals && strcmp(p->finals[i].n.id, v) != 0; i++)
			;
		if (i == p->nfinals)
			return (pb_err_set(err, PB_EDATA, "final: random or a Final Event of the pack, "
			                                  "not \"%s\"",
			            v),
			    0);
		s->final_opt = i;
	}
	if (!dm_sc_options(s, c, err))
		return (0);
	if (s->final_opt >= 0 && !dm_in_set(s, p->finals[s->final_opt].sc))
		return (pb_err_set(err, PB_EDATA, "final %s: a Final Event of expansion=sc", v), 0);
	if (s->status_cards == 8) {
		for (i = 0; i < p->nstatuses && !p->statuses[i].extra; i++)
			;
		if (i == p->nstatuses)
			return (pb_err_set(err, PB_EDATA,
			            "status_cards 8: the pack has no extra Infected card"),
			    0);
	}
	return (variants_parse(s, json_string_value(json_object_get(c, "variant")), err));
}

/* dm_free - release a state, not its pack; NULL is a no-op */

void
dm_free(void *g)
{
	struct dm_state *s = g;

	if (s == NULL)
		return;
	deck_clear(&s->tasks);
	deck_clear(&s->task_disc);
	deck_clear(&s->task_out);
	deck_clear(&s->drawn);
	deck_clear(&s->events);
	deck_clear(&s->event_disc);
	deck_clear(&s->finals_out);
	deck_clear(&s->outposts);
	deck_clear(&s->outposts_on);
	deck_clear(&s->fatigue);
	deck_clear(&s->fatigue_on);
	deck_clear(&s->fatigue_out);
	deck_clear(&s->event_out);
	deck_clear(&s->outposts_out);
	free(s);
}

/* dm_state_new - an empty state on a pack, options read */

enum pb_rc
dm_state_new(const void *pack, json_t *options, int nseats, struct dm_state **out,
    json_t **canon, struct pb_err *err)
{
	struct dm_state *s;
	json_t          *c;
	enum pb_rc       rc;

	if (nseats < DM_MIN_SEATS || nseats > DM_MAX_SEATS)
		return (pb_err_set(err, PB_EDATA, "Dark Moon is for %d to %d players, not %d",
		    DM_MIN_SEATS, DM_MAX_SEATS, nseats));
	if ((rc = game_options_canon(&dm_ops, options, &c, err)) != PB_OK)
		return (rc);
	s = pb_calloc(1, sizeof(*s));
	s->pack = pack;
	s->nseats = nseats;
	if (!options_read(s, c, err)) {
		json_decref(c);
		dm_free(s);
		return (PB_EDATA);
	}
	if (canon != NULL)
		*canon = json_incref(c);
	json_decref(c);
	*out = s;
	return (PB_OK);
}

/* dm_held - the dice behind a seat's screen */

int
dm_held(const struct dm_state *s, int seat)
{
	return (s->seat[seat].dice[DM_STRONG] + s->seat[seat].dice[DM_WEAK]
	    + s->seat[seat].dice[DM_BLUE]);
}

/* dm_limit - a seat's die limit now */

int
dm_limit(const struct dm_state *s, int seat)
{
	const struct dm_board *b = s->pack->board;
	const struct dm_seat  *t = &s->seat[seat];
	int                    n;

	if (t->gone)
		return (0);
	if (t->revealed)
		return (b->infected_limit - t->amputated > 0 ? b->infected_limit - t->amputated : 1);
	n = b->die_limit + t->tokens - (t->quarantined ? b->quarantine : 0) - t->amputated;
	if (n < 1)
		n = 1;
	return (n + (s->commander == seat));
}

/* dm_is_infected - the team of a seat's status card */

int
dm_is_infected(const struct dm_state *s, int seat)
{
	return (s->pack->statuses[s->seat[seat].status].team == DM_INFECTED);
}

/* dm_fatigued - the seat's character is fatigued */

int
dm_fatigued(const struct dm_state *s, int seat)
{
	return (!s->seat[seat].revealed && deck_find(&s->fatigue_on, s->seat[seat].character) >= 0);
}

/* deck_of - cards 0..n-1 that pass keep into d, shuffled */

static void
deck_of(struct dm_state *s, struct deck *d, int n, int (*keep)(const struct dm_state *, int))
{
	int i;

	for (i = 0; i < n; i++)
		if (keep == NULL || keep(s, i))
			deck_push(d, i);
	deck_shuffle(d, &s->rng);
}

static int
has_fatigue(const struct dm_state *s, int c)
{
	return (s->pack->chars[c].fatigue);
}

static int
char_in(const struct dm_state *s, int c)
{
	return (dm_in_set(s, s->pack->chars[c].sc));
}

static int
outpost_in(const struct dm_state *s, int o)
{
	return (dm_in_set(s, s->pack->outposts[o].sc));
}

static int
event_in(const struct dm_state *s, int e)
{
	return (dm_in_set(s, s->pack->events[e].sc));
}

static int
in_deck(const struct dm_state *s, int t)
{
	const struct dm_task *k = &s->pack->tasks[t];

	return (k->deck == s->pack->board->deck[s->nseats] && k->min_players <= s->nseats
	    && !(s->threats && k->threats_out && s->nseats >= k->threats_out)
	    && k->kind != DM_EVAC_FAILURE && k->sc == s->sc);
}

static int
has_base_fatigue(const struct dm_state *s, int c)
{
	return (s->pack->chars[c].fatigue && !s->pack->chars[c].sc);
}

/* final_random - a Final Event of the game's cards at random */

static int
final_random(struct dm_state *s)
{
	int i, n = 0, r;

	for (i = 0; i < s->pack->nfinals; i++)
		n += dm_in_set(s, s->pack->finals[i].sc);
	r = (int)pb_rng_below(&s->rng, (uint32_t)n);
	for (i = 0; i < s->pack->nfinals; i++)
		if (dm_in_set(s, s->pack->finals[i].sc) && r-- == 0)
			break;
	return (i);
}

/* dm_seat_of_character - the seat playing character c, 0 when none */

int
dm_seat_of_character(const struct dm_state *s, int c)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (s->seat[k].character == c)
			return (k);
	return (0);
}

/* deal_status - status cards, step 12 */

static void
deal_status(struct dm_state *s)
{
	const struct dm_pack *p = s->pack;
	struct deck           inf = { 0 }, uninf = { 0 }, deal = { 0 };
	int                   i, need = p->board->ninfected[s->nseats];

	for (i = 0; i < p->nstatuses; i++)
		if (p->statuses[i].sc && (!s->sc || (p->statuses[i].team != DM_INFECTED && !s->company)))
			continue; /* the Company Man module uses the new Uninfected cards */
		else if (p->statuses[i].team != DM_INFECTED)
			deck_push(&uninf, i);
		else if (!p->statuses[i].extra || s->status_cards == 8)
			deck_push(&inf, i);
	deck_shuffle(&inf, &s->rng);
	deck_shuffle(&uninf, &s->rng);
	for (i = 0; i < need; i++)
		deck_deal(&inf, &deal);
	for (i = need; i < s->nseats; i++)
		deck_deal(&uninf, &deal);
	deck_shuffle(&deal, &s->rng);
	for (i = 1; i <= s->nseats; i++)
		s->seat[i].status = deck_pop(&deal);
	deck_clear(&inf);
	deck_clear(&uninf);
	deck_clear(&deal);
}

/* setup - the rulebook's set-up on an empty state */

static void
setup(struct dm_state *s)
{
	const struct dm_pack  *p = s->pack;
	const struct dm_board *b = p->board;
	struct deck            chars = { 0 }, drawn = { 0 };
	int                    i, k, c;

	s->shield = b->shield_start;
	deck_of(s, &s->outposts, p->noutposts, outpost_in);
	for (i = 0; i < b->outposts_start; i++)
		deck_deal(&s->outposts, &s->outposts_on);
	deck_of(s, &s->fatigue, p->nchars, s->sc ? has_fatigue : has_base_fatigue);
	deck_of(s, &chars, p->nchars, char_in);
	for (k = 1; k <= s->nseats; k++)
		s->seat[k].character = deck_pop(&chars);
	deck_clear(&chars);
	if (s->sc)
		dm_sc_reserve(s);
	dm_sc_rebuild(s);
	for (i = 0; i < DM_NCOLOURS; i++)
		s->avail[i] = p->dice[i].count;
	for (k = 1; k <= s->nseats; k++) {
		s->seat[k].dice[DM_STRONG] = b->die_limit / 2;
		s->seat[k].dice[DM_WEAK] = b->die_limit - b->die_limit / 2;
		s->avail[DM_STRONG] -= b->die_limit / 2;
		s->avail[DM_WEAK] -= b->die_limit - b->die_limit / 2;
	}
	do {
		c = deck_deal(&s->fatigue, &drawn);
	} while ((s->commander = dm_seat_of_character(s, c)) == 0 && s->fatigue.n > 0);
	if (s->commander == 0) /* no character in play has a token */
		s->commander = 1 + (int)pb_rng_below(&s->rng, (uint32_t)s->nseats);
	deck_append(&s->fatigue, &drawn);
	deck_shuffle(&s->fatigue, &s->rng);
	deck_clear(&drawn);
	s->seat[s->commander].dice[DM_BLUE] = 1;
	s->avail[DM_BLUE] = 0;
	for (i = 0; i <= DM_CAMERAS; i++)
		s->cams[i] = -1;
	s->cams[DM_CAMERAS] = s->final_opt >= 0 ? s->final_opt : final_random(s);
	for (i = 0; i < p->nfinals; i++)
		if (i != s->cams[DM_CAMERAS])
			deck_push(&s->finals_out, i);
	deal_status(s);
	deck_of(s, &s->tasks, p->ntasks, in_deck);
	for (i = 0; i < p->ntasks; i++)
		if (!in_deck(s, i))
			deck_push(&s->task_out, i);
	deck_of(s, &s->events, p->nevents, event_in);
	deck_deal(&s->events, &s->drawn);
	deck_deal(&s->events, &s->drawn);
	s->first = seats_next(s->nseats, 0, s->commander, SEATS_CLOCKWISE);
	s->active = s->first;
	s->task = -1;
	s->task_result = -1;
	s->phase = DM_P_EVENT;
	s->turn = 0;
	for (k = 1; k <= s->nseats; k++)
		s->seat[k].ballot = SEATS_NONE;
	s->corp_shown = -1;
}

/* dm_create - a new game: the set-up from the seed */

enum pb_rc
dm_create(const void *pack, json_t *options, int nseats, const unsigned char *seed, void **state,
    json_t **canon, struct pb_err *err)
{
	struct dm_state *s;
	enum pb_rc       rc;

	if ((rc = dm_state_new(pack, options, nseats, &s, canon, err)) != PB_OK)
		return (rc);
	pb_rng_init(&s->rng, seed, 0);
	setup(s);
	*state = s;
	return (PB_OK);
}
