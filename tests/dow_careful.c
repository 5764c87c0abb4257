/*++
/* NAME
/*	dow_careful 3
/* SUMMARY
/*	Dead of Winter bots that play to win: careful and betrayer
/* SYNOPSIS
/*	#include "dow_careful.h"
/*
/*	void	dow_bot_init(struct dow_bot *b, int seat, const unsigned char *seed);
/*	char	*dow_bot_line(struct dow_bot *b, const json_t *view, const json_t *help);
/*	void	dow_bot_told(struct dow_bot *b, const char *line, int accepted);
/*	int	dow_bot_play(const struct game_ops *ops, void *game, int nseats,
/*		const unsigned char *seed, int max_lines, struct dow_bot_game *out);
/* DESCRIPTION
/*	A bot sees what its seat sees and nothing else: the seat's view in
/*	English (game.h view(state, seat, NULL)), the commands help()
/*	lists for it now (when given) and whether the game took its line.
/*	It reads its goals from the texts of that view (the main
/*	objective's set-up and victory, its secret, betrayal or exiled
/*	goal), and knows what the location cards show: which item
/*	type each location's deck leans to.
/*
/*	A loyal seat plays as a careful cooperative group would: it fills
/*	the crisis with matching cards, plays food, places the cards the
/*	main objective takes, keeps one survivor home to clean, barricade
/*	and kill, sends the others (apart: a bite spreads) where the cards
/*	it needs are, barricades or kills where an entrance would be
/*	overrun, fills the colony's next entrances with barricades when
/*	the objective wants no zombie there, searches, equips, heals, uses
/*	the survivor abilities that kill, heal, feed or cheer, asks for
/*	food and gives it (a card given is played at once), votes to exile
/*	a seat that hoards while morale falls, and keeps back the cards its
/*	secret objective needs.  A seat holding a
/*	betrayal card plays that goal: it hoards, feeds the crisis wrong
/*	cards, lets the zombies in or leaves the colony as its goal wants,
/*	calls exile votes, and gives nothing.  An exiled seat plays its
/*	exiled goal.
/*
/*	dow_bot_line() returns the next line the bot would send (caller
/*	frees), never one refused since its last accepted line; the last
/*	resort of a turn is "end".  dow_bot_told() says whether the game
/*	took it.  The bot's own choices (few: ties) come from a ChaCha20
/*	stream of its seed, so a game is reproduced by its seed.
/*
/*	dow_bot_play() plays a set-up game to its end with one bot per
/*	seat, at most max_lines accepted lines, and fills out from the
/*	public view of the end (the last journal in out->last).  It does
/*	not ask help(), which tries every command on a copy of the game
/*	and cost nine tenths of a game: a line the game refuses is not
/*	tried again, so the bots make the same choices (the same games,
/*	measured on 600 seeds) at a tenth of the cost.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "dow_careful.h"

#define NT 7  /* item types */
#define NL 7  /* colony and 6 locations */
#define NS 16 /* survivors of a seat */
#define NH 48 /* cards in hand */

static const char *const type_words[NT] = { "weapon", "fuel", "medicine", "food", "tool",
	"survivor", "education" };
static const char *const loc_words[NL] = { "colony", "police", "grocery", "school", "gas",
	"library", "hospital" };

/* Where each type is likeliest: the order of the symbols on the
 * location cards (public). */
static const int type_home[NT] = { 1, 4, 6, 2, 4, 3, 5 };

struct surv {
	const char *name;
	int         loc, attack, search, wounds, influence, nequip;
	int         useful; /* its ability kills, heals, feeds or cheers */
};

struct card {
	const char *name;
	int         type, equip, kept; /* kept: the goal holds it back */
};

/* What the bot reads from its view. */
struct seen {
	int         seat, nseats, round, rounds, morale, food, waste, starvation, in_players;
	int         prevent, crisis_cards, start_morale;
	int         zombies[NL], barricades[NL], noise[NL], helpless[NL], deck[NL], people[NL];
	int         ez[7], eb[7]; /* colony entrances 1-6: zombies, barricades */
	int         exiled, betrayal, hand_count[6], exiled_seat[6], out_seat[6];
	struct surv s[NS];
	int         ns;
	struct card h[NH];
	int         nh;
	/* goals */
	int want[NT], want_any, want_kinds, want_equip; /* cards the goal keeps */
	int want_group; /* the goal counts the survivors you control */
	int place[NT];                                  /* types the main objective takes */
	int kill_focus, barricade_focus, food_focus, clear_colony;
	/* betrayal or exiled goal words */
	int no_food, zombies_in, leave_colony, exile_others, morale_zero, not_main;
};

/* ---- reading the view -------------------------------------------- */

static int
iget(const json_t *o, const char *k)
{
	return ((int)json_integer_value(json_object_get(o, k)));
}

static const char *
sget(const json_t *o, const char *k)
{
	const char *v = json_string_value(json_object_get(o, k));

	return (v ? v : "");
}

static int
type_of(const char *w)
{
	int t;

	for (t = 0; t < NT; t++)
		if (strcmp(w, type_words[t]) == 0)
			return (t);
	return (-1);
}

/* loc_of - a location's index from its name in the view's locations */

static int
loc_of(const json_t *v, const char *name)
{
	const json_t *locs = json_object_get(v, "locations");
	size_t        i;

	for (i = 0; i < json_array_size(locs) && i < NL; i++)
		if (strcmp(sget(json_array_get(locs, i), "name"), name) == 0)
			return ((int)i);
	return (0);
}

/* words - split a text into lower-case words of letters and digits */

static int
words(const char *text, char w[][16], int max)
{
	int n = 0, k = 0;

	for (;; text++) {
		if (*text
		    && ((*text >= 'a' && *text <= 'z') || (*text >= 'A' && *text <= 'Z')
		        || (*text >= '0' && *text <= '9'))) {
			if (k < 15)
				w[n][k++] =
				    (char)(*text | ((*text >= 'A' && *text <= 'Z') ? 0x20 : 0));
			continue;
		}
		if (k > 0) {
			w[n][k] = '\0';
			k = 0;
			if (++n == max)
				return (n);
		}
		if (*text == '\0')
			return (n);
	}
}

/* parse_goal - the cards a goal text wants held: "at least 3 food cards",
 * "1 fuel card and 5 other item cards", "4 different item types" */

static void
parse_goal(struct seen *e, const char *text)
{
	char w[96][16];
	int  n = words(text, w, 96), i, num, t, sum = 0;

	for (i = 0; i + 1 < n; i++) {
		num = atoi(w[i]);
		if (num <= 0)
			continue;
		if ((t = type_of(w[i + 1])) >= 0 && i + 2 < n
		    && strncmp(w[i + 2], "card", 4) == 0) {
			if (num > e->want[t])
				e->want[t] = num;
			sum += num;
		} else if (strcmp(w[i + 1], "other") == 0 && i + 2 < n
		    && strcmp(w[i + 2], "item") == 0)
			e->want_any = num + sum;
		else if (strcmp(w[i + 1], "item") == 0 && i + 2 < n
		    && strncmp(w[i + 2], "card", 4) == 0)
			e->want_any = num;
		else if (strcmp(w[i + 1], "different") == 0)
			e->want_kinds = num;
	}
	e->want_equip = strstr(text, "equipped to survivors") != NULL;
	e->want_group = strstr(text, "you control at least") != NULL;
	e->no_food = strstr(text, "holds no food") != NULL;
	e->zombies_in =
	    strstr(text, "zombies") != NULL && strstr(text, "colony holds at least") != NULL;
	e->leave_colony = strstr(text, "no survivor you control is in the colony") != NULL
	    || strstr(text, "none of them is in the colony") != NULL;
	e->exile_others = strstr(text, "other players are exiled") != NULL;
	e->morale_zero = strstr(text, "Morale has reached 0") != NULL;
	e->not_main = strstr(text, "has not been completed") != NULL
	    || strstr(text, "without the main objective") != NULL || e->morale_zero;
}

/* parse_main - what the main objective's texts ask */

static void
parse_main(struct seen *e, const json_t *m)
{
	const char *setup = sget(m, "setup"), *victory = sget(m, "victory"), *p;
	char        w[96][16];
	int         n, i, t;

	if ((p = strstr(setup, "place ")) != NULL) {
		n = words(p, w, 96);
		for (i = 1; i < n && strncmp(w[i], "card", 4) != 0; i++)
			if ((t = type_of(w[i])) >= 0)
				e->place[t] = 1;
	}
	e->kill_focus = strstr(victory, "killed") != NULL;
	e->barricade_focus = strstr(victory, "barricade") != NULL;
	e->food_focus = strstr(victory, "food token") != NULL;
	e->clear_colony = strstr(victory, "colony holds no zombies") != NULL;
	if (sscanf(setup, "Morale starts at %d", &e->start_morale) != 1)
		e->start_morale = 6;
}

/* useful - an ability worth a die: it kills, heals, feeds or cheers, and
 * brings no zombie */

static int
useful(const char *text)
{
	if (strstr(text, "attract") || strstr(text, "Attract") || strstr(text, "move 1 zombie")
	    || strstr(text, "zombies to"))
		return (0);
	return (strstr(text, "ill ") || strstr(text, "wound") || strstr(text, "food")
	    || strstr(text, "morale") || strstr(text, "search"));
}

/* read_me - the seat's own survivors and hand */

static void
read_me(struct seen *e, const json_t *v, const json_t *me)
{
	const json_t *a, *c, *sec;
	size_t        i;

	a = json_object_get(me, "survivors");
	for (i = 0; i < json_array_size(a) && e->ns < NS; i++) {
		c = json_array_get(a, i);
		e->s[e->ns].name = sget(c, "name");
		e->s[e->ns].loc = loc_of(v, sget(c, "at"));
		e->s[e->ns].attack = iget(c, "attack");
		e->s[e->ns].search = iget(c, "search");
		e->s[e->ns].wounds = iget(c, "wounds");
		e->s[e->ns].influence = iget(c, "influence");
		e->s[e->ns].nequip = (int)json_array_size(json_object_get(c, "equipment"));
		e->s[e->ns].useful = useful(sget(c, "ability"));
		e->ns++;
	}
	a = json_object_get(me, "hand");
	for (i = 0; i < json_array_size(a) && e->nh < NH; i++) {
		c = json_array_get(a, i);
		e->h[e->nh].name = sget(c, "name");
		e->h[e->nh].type = type_of(sget(c, "type"));
		e->h[e->nh].equip = strcmp(sget(c, "kind"), "equip") == 0;
		e->nh++;
	}
	sec = json_object_get(me, "secret");
	if (json_is_object(sec)) {
		parse_goal(e, sget(sec, "goal"));
		e->betrayal = json_is_true(json_object_get(sec, "betrayal"));
	}
}

/* hold_back - mark the cards the goal keeps in hand */

static void
hold_back(struct seen *e)
{
	int have[NT] = { 0 }, kinds = 0, kept = 0, i, t;

	/* In an emergency a loyal seat gives everything to the colony. */
	if (!e->betrayal && !e->exiled && e->morale <= 2)
		return;
	for (i = 0; i < e->nh; i++) {
		t = e->h[i].type;
		if (t < 0)
			continue;
		if (have[t] < e->want[t] && !(e->want_equip && e->h[i].equip)) {
			have[t]++;
			e->h[i].kept = 1;
			kept++;
		} else if (e->want_kinds > 0 && have[t] == 0 && kinds < e->want_kinds) {
			have[t]++;
			kinds++;
			e->h[i].kept = 1;
			kept++;
		}
	}
	for (i = 0; i < e->nh && kept < e->want_any; i++)
		if (!e->h[i].kept) {
			e->h[i].kept = 1;
			kept++;
		}
}

/* read_view - everything the bot reads; 0 when the view is not a seat's */

static int
read_view(struct seen *e, const json_t *v)
{
	const json_t *me = json_object_get(v, "me"), *a, *c, *cr;
	size_t        i;
	int           l, k;

	memset(e, 0, sizeof(*e));
	if (!json_is_object(me))
		return (0);
	e->seat = iget(me, "seat");
	e->round = iget(v, "round");
	e->rounds = iget(v, "rounds");
	e->morale = iget(v, "morale");
	e->food = iget(v, "food");
	e->starvation = iget(v, "starvation");
	e->waste = iget(json_object_get(v, "decks"), "waste");
	e->prevent = -1;
	if (json_is_object(cr = json_object_get(v, "crisis"))) {
		e->prevent = type_of(sget(cr, "prevent"));
		e->crisis_cards = iget(cr, "cards");
	}
	a = json_object_get(v, "locations");
	for (l = 0; l < NL && l < (int)json_array_size(a); l++) {
		c = json_array_get(a, l);
		e->zombies[l] = iget(c, "zombies");
		e->barricades[l] = iget(c, "barricades");
		e->noise[l] = iget(c, "noise");
		e->helpless[l] = iget(c, "helpless");
		e->deck[l] = iget(c, "deck");
		e->people[l] =
		    e->helpless[l] + (int)json_array_size(json_object_get(c, "survivors"));
	}
	a = json_object_get(json_array_get(json_object_get(v, "locations"), 0), "entrances");
	for (i = 0; i < json_array_size(a); i++) {
		c = json_array_get(a, i);
		k = iget(c, "number");
		if (k >= 1 && k <= 6) {
			e->ez[k] = iget(c, "zombies");
			e->eb[k] = iget(c, "barricades");
		}
	}
	a = json_object_get(v, "players");
	for (i = 0; i < json_array_size(a); i++) {
		c = json_array_get(a, i);
		k = iget(c, "seat");
		if (k < 1 || k > 5)
			continue;
		e->nseats++;
		e->hand_count[k] = iget(c, "hand_count");
		e->exiled_seat[k] = json_is_true(json_object_get(c, "exiled"));
		e->out_seat[k] = json_is_true(json_object_get(c, "out"));
		if (!e->exiled_seat[k] && !e->out_seat[k])
			e->in_players++;
	}
	e->exiled = e->seat >= 1 && e->seat <= 5 && e->exiled_seat[e->seat];
	parse_main(e, json_object_get(v, "main_objective"));
	read_me(e, v, me);
	hold_back(e);
	return (1);
}

/* ---- candidate lines --------------------------------------------- */

struct cands {
	char *v[256];
	int   n;
};

static void
add(struct cands *c, char *line)
{
	if (c->n < 256)
		c->v[c->n++] = line;
	else
		free(line);
}

/* need - food the colony eats at the next colony phase */

static int
need(const struct seen *e)
{
	return ((e->people[0] + 1) / 2);
}

/* disloyal - the seat plays against the colony now */

static int
disloyal(const struct seen *e)
{
	return ((e->betrayal && !e->exiled) || (e->exiled && e->not_main));
}

/* card_score - how much the seat wants an item card it may keep */

static int
card_score(const struct seen *e, int t, int have_t)
{
	int sc = 1;

	if (t < 0)
		return (0);
	if (have_t < e->want[t])
		sc += 12;
	if (disloyal(e))
		return (sc + (e->want_any > 0 ? 3 : 0));
	if (t == e->prevent && e->crisis_cards < e->in_players + 2)
		sc += 8;
	if (e->place[t])
		sc += 9;
	if (t == 3)
		sc += e->food < 2 * need(e) + 2 || e->food_focus ? 8 : 4;
	if (t == 0)
		sc += e->kill_focus || e->clear_colony ? 5 : 2;
	if (t == 2)
		sc += 2;
	return (sc);
}

/* best_loc - the location whose deck holds what the seat needs most, away
 * from survivor seat's survivors other than skip (a bite spreads) */

static int
best_loc(const struct seen *e, int skip)
{
	int sc[NL] = { 0 }, t, l, best = 0, i, have[NT] = { 0 };

	for (i = 0; i < e->nh; i++)
		if (e->h[i].type >= 0)
			have[e->h[i].type]++;
	for (t = 0; t < NT; t++)
		sc[type_home[t]] += card_score(e, t, have[t]);
	for (i = 0; i < e->ns; i++)
		if (i != skip)
			sc[e->s[i].loc] -= 6;
	for (l = 1; l < NL; l++) {
		if (e->deck[l] == 0)
			sc[l] = -100;
		sc[l] -= 3 * e->zombies[l] + 3 * e->people[l];
		if (best == 0 || sc[l] > sc[best])
			best = l;
	}
	return (best);
}

/* move_line - a move, without exposure when a fuel card is spare */

static void
move_line(struct cands *c, const struct seen *e, int i, int to)
{
	int j;

	for (j = 0; j < e->nh; j++)
		if (e->h[j].type == 1 && !e->h[j].kept && e->prevent != 1)
			add(c,
			    pb_asprintf("move \"%s\" to %s with \"%s\"", e->s[i].name,
			        loc_words[to], e->h[j].name));
	add(c, pb_asprintf("move \"%s\" to %s", e->s[i].name, loc_words[to]));
}

/* home - the survivor a loyal seat keeps in the colony: the best fighter */

static int
home(const struct seen *e)
{
	int i, h = -1;

	if (e->ns < 2 || e->exiled)
		return (-1);
	for (i = 0; i < e->ns; i++)
		if (h < 0 || e->s[i].attack < e->s[h].attack
		    || (e->s[i].attack == e->s[h].attack && e->s[i].search > e->s[h].search))
			h = i;
	return (h);
}

/* cards_lines - the cards a turn plays, places, gives the crisis, equips */

static void
cards_lines(struct cands *c, const struct seen *e, int *sabotage)
{
	int i, j, t, given = 0;

	for (i = 0; i < e->nh; i++) {
		t = e->h[i].type;
		if (e->h[i].kept || t < 0)
			continue;
		if (disloyal(e)) {
			/* A wrong card to the crisis, once a round. */
			if (e->prevent >= 0 && t != e->prevent && !*sabotage && !e->exiled) {
				add(c, pb_asprintf("crisis \"%s\"", e->h[i].name));
				*sabotage = 1;
			}
			continue;
		}
		if (t == e->prevent && e->crisis_cards + given < e->in_players + 2) {
			add(c, pb_asprintf("crisis \"%s\"", e->h[i].name));
			given++;
		}
		if (e->place[t])
			add(c, pb_asprintf("place \"%s\"", e->h[i].name));
		if (t == 3)
			add(c, pb_asprintf("play \"%s\"", e->h[i].name));
		if (t == 2)
			for (j = 0; j < e->ns; j++)
				if (e->s[j].wounds > 0)
					add(c,
					    pb_asprintf("play \"%s\" on \"%s\"", e->h[i].name,
					        e->s[j].name));
		if (t == 5 && (e->food >= need(e) || e->want_group))
			add(c, pb_asprintf("play \"%s\"", e->h[i].name));
		if (e->h[i].equip)
			for (j = 0; j < e->ns; j++)
				if (e->s[j].nequip < 2)
					add(c,
					    pb_asprintf("equip \"%s\" to \"%s\"", e->h[i].name,
					        e->s[j].name));
	}
	/* Disloyal seats still play the cards their goal wants equipped. */
	for (i = 0; i < e->nh && e->want_equip; i++)
		if (e->h[i].equip && e->h[i].type >= 0 && e->want[e->h[i].type] > 0)
			add(c, pb_asprintf("equip \"%s\" to \"%s\"", e->h[i].name, e->s[0].name));
}

/* move_lines - where the survivors go this turn */

static void
move_lines(struct cands *c, const struct seen *e)
{
	int i, h = home(e), to;

	for (i = 0; i < e->ns; i++) {
		to = best_loc(e, i);
		if (disloyal(e) && (e->leave_colony || e->exiled)) {
			if (e->s[i].loc == 0)
				move_line(c, e, i, to);
			continue;
		}
		if (i == h && !(disloyal(e) && e->zombies_in)) {
			if (e->s[i].loc != 0)
				move_line(c, e, i, 0);
			continue;
		}
		/* A hurt survivor comes home; the others search. */
		if (e->s[i].wounds >= 2 && e->s[i].loc != 0 && !e->exiled)
			move_line(c, e, i, 0);
		else if (e->s[i].wounds < 2
		    && (e->s[i].loc == 0 || e->deck[e->s[i].loc] == 0
		        || e->zombies[e->s[i].loc] >= 3))
			if (to != e->s[i].loc)
				move_line(c, e, i, to);
	}
}

/* dice_lines - the actions that take a die, most urgent first */

static void
dice_lines(struct cands *c, const struct seen *e)
{
	int i, l, f, n, loyal = !disloyal(e);

	/* Threats: an entrance the colony phase would overrun (a barricade
	 * costs no exposure roll), a waste pile near 10. */
	for (i = 0; i < e->ns; i++) {
		l = e->s[i].loc;
		if ((l == 0 && !loyal) || l == 0)
			continue;
		if (e->zombies[l] + e->people[l] > 3 + e->barricades[l]) {
			add(c, pb_asprintf("barricade \"%s\"", e->s[i].name));
			if (e->s[i].wounds < 2)
				add(c, pb_asprintf("attack \"%s\"", e->s[i].name));
		}
	}
	/* No zombie in the colony at the objective's check: a zombie that
	 * comes to a full entrance with a barricade only breaks it, so fill
	 * the entrances the next zombies come to (from 1 on) with barricades,
	 * after clearing them. */
	for (n = 1; n <= 6 && n <= need(e) && e->clear_colony; n++)
		for (i = 0; i < e->ns && loyal; i++) {
			if (e->s[i].loc != 0)
				continue;
			if (e->ez[n] > 0 && e->s[i].wounds < 2)
				add(c, pb_asprintf("attack \"%s\" entrance %d", e->s[i].name, n));
			else if (e->ez[n] == 0 && e->eb[n] < 3)
				add(c, pb_asprintf("barricade \"%s\" at %d", e->s[i].name, n));
		}
	/* The colony's entrances take the next zombies from entrance 1 on. */
	for (n = 1; n <= 6 && n <= need(e) + 1; n++)
		for (i = 0; i < e->ns && loyal; i++) {
			if (e->s[i].loc != 0 || e->eb[n] > 0)
				continue;
			if (e->ez[n] >= 3 && e->s[i].wounds < 2)
				add(c, pb_asprintf("attack \"%s\" entrance %d", e->s[i].name, n));
			else if (e->ez[n] >= 1 || e->clear_colony)
				add(c, pb_asprintf("barricade \"%s\" at %d", e->s[i].name, n));
		}
	for (i = 0; i < e->ns && loyal; i++)
		if (e->s[i].loc == 0 && e->s[i].wounds < 2
		    && (e->zombies[0] >= 8 || (e->zombies[0] > 0 && e->clear_colony)))
			add(c, pb_asprintf("attack \"%s\"", e->s[i].name));
	for (i = 0; i < e->ns && loyal; i++)
		if (e->s[i].loc == 0 && e->waste >= 7)
			add(c, pb_strdup("clean"));
	/* A kill objective: every zombie within reach, by a fit survivor. */
	for (i = 0; i < e->ns && loyal && e->kill_focus; i++)
		if (e->zombies[e->s[i].loc] > 0 && e->s[i].wounds < 2)
			add(c, pb_asprintf("attack \"%s\"", e->s[i].name));
	/* Cards: one search for each survivor out. */
	for (i = 0; i < e->ns; i++)
		if (e->s[i].loc != 0 && e->deck[e->s[i].loc] > 0)
			add(c, pb_asprintf("search \"%s\"", e->s[i].name));
	for (i = 0; i < e->ns && loyal; i++) {
		l = e->s[i].loc;
		if (e->barricades[l] < (l == 0 ? need(e) : e->people[l]))
			add(c, pb_asprintf("barricade \"%s\"", e->s[i].name));
	}
	for (i = 0; i < e->ns; i++)
		if (e->s[i].useful)
			add(c, pb_asprintf("use \"%s\"", e->s[i].name));
	for (i = 0; i < e->ns; i++) {
		l = e->s[i].loc;
		if (!loyal && e->zombies_in && l == 0)
			for (f = 1; f < NL; f++)
				if (e->zombies[f] > 0)
					add(c,
					    pb_asprintf("attract \"%s\" from %s", e->s[i].name,
					        loc_words[f]));
		if (loyal && e->zombies[l] > 0 && e->s[i].wounds < 2
		    && (e->kill_focus || (l == 0 && e->clear_colony)))
			add(c, pb_asprintf("attack \"%s\"", e->s[i].name));
	}
	/* The objective's barricades: an unbarricaded entrance first. */
	for (i = 0; i < e->ns && loyal; i++)
		for (n = 1; n <= 6 && e->s[i].loc == 0 && e->barricade_focus; n++)
			if (e->eb[n] == 0)
				add(c, pb_asprintf("barricade \"%s\" at %d", e->s[i].name, n));
	for (i = 0; i < e->ns && loyal; i++)
		if (e->s[i].loc == 0 && (e->barricade_focus || e->barricades[0] < need(e) + 2))
			add(c, pb_asprintf("barricade \"%s\"", e->s[i].name));
	for (i = 0; i < e->ns && loyal; i++)
		if (e->s[i].loc == 0 && e->waste >= 3)
			add(c, pb_strdup("clean"));
}

/* vote_lines - exile votes the seat calls */

static void
vote_lines(struct cands *c, struct dow_bot *b, const struct seen *e)
{
	int k;

	if (e->exiled || e->nseats < 3)
		return;
	for (k = 1; k <= e->nseats; k++) {
		if (k == e->seat || e->exiled_seat[k] || e->out_seat[k])
			continue;
		if (disloyal(e) && e->exile_others && b->exiles_called < 6)
			add(c, pb_asprintf("exile %d", k));
		else if (!disloyal(e) && e->hand_count[k] >= 6 && e->morale <= e->start_morale - 2
		    && b->exiles_called < 2)
			add(c, pb_asprintf("exile %d", k));
	}
}

/* turn_lines - the lines of a turn, in order */

static void
turn_lines(struct cands *c, struct dow_bot *b, const struct seen *e)
{
	int sabotage = b->sabotaged_round == e->round;

	cards_lines(c, e, &sabotage);
	move_lines(c, e);
	dice_lines(c, e);
	/* A card given is played at once: ask for food, not the crisis's. */
	if (!disloyal(e) && !b->requested && e->food < need(e) + 1 && e->nseats > 1)
		add(c, pb_strdup("request food"));
	vote_lines(c, b, e);
	add(c, pb_strdup("end"));
}

/* keep_line - the best card a search shows */

static char *
keep_line(const struct seen *e, const json_t *seen)
{
	int    have[NT] = { 0 }, best = -1, bs = -1, sc, i;
	size_t j;

	for (i = 0; i < e->nh; i++)
		if (e->h[i].type >= 0)
			have[e->h[i].type]++;
	for (j = 0; j < json_array_size(seen); j++) {
		sc = card_score(e, type_of(sget(json_array_get(seen, j), "type")),
		    have[type_of(sget(json_array_get(seen, j), "type")) < 0
		            ? 0
		            : type_of(sget(json_array_get(seen, j), "type"))]);
		if (sc > bs) {
			bs = sc;
			best = (int)j;
		}
	}
	if (best < 0)
		return (pb_strdup("noise"));
	return (pb_asprintf("keep \"%s\"", sget(json_array_get(seen, (size_t)best), "name")));
}

/* give_line - the answer to a request: what helps the colony */

static char *
give_line(const struct seen *e)
{
	int i;

	if (disloyal(e))
		return (pb_strdup("give nothing"));
	for (i = 0; i < e->nh; i++)
		if (!e->h[i].kept && e->h[i].type == 3)
			return (pb_asprintf("give \"%s\"", e->h[i].name));
	return (pb_strdup("give nothing"));
}

/* setup_lines - keep the best searchers and fighters; lead with influence */

static void
setup_lines(struct cands *c, const json_t *me)
{
	const json_t *off = json_object_get(me, "offered"), *kept = json_object_get(me, "kept");
	int           n = (int)json_array_size(off), keep = iget(me, "keep"), i, j, best, lead;
	int           taken[8] = { 0 }, sc, bs;
	struct pb_buf buf;

	if (json_array_size(kept) == 0) {
		pb_buf_init(&buf);
		pb_buf_puts(&buf, "keep");
		for (j = 0; j < keep && j < n; j++) {
			best = -1;
			bs = 99;
			for (i = 0; i < n && i < 8; i++) {
				sc = iget(json_array_get(off, (size_t)i), "search")
				    + iget(json_array_get(off, (size_t)i), "attack");
				if (!taken[i] && sc < bs) {
					bs = sc;
					best = i;
				}
			}
			taken[best] = 1;
			pb_buf_printf(
			    &buf, " \"%s\"", sget(json_array_get(off, (size_t)best), "name"));
		}
		add(c, pb_strdup(buf.s));
		pb_buf_free(&buf);
		return;
	}
	lead = 0;
	bs = -1;
	for (i = 0; i < n; i++)
		for (j = 0; j < (int)json_array_size(kept); j++)
			if (strcmp(sget(json_array_get(off, (size_t)i), "name"),
			        json_string_value(json_array_get(kept, (size_t)j)))
			        == 0
			    && iget(json_array_get(off, (size_t)i), "influence") > bs) {
				bs = iget(json_array_get(off, (size_t)i), "influence");
				lead = i;
			}
	add(c, pb_asprintf("leader \"%s\"", sget(json_array_get(off, (size_t)lead), "name")));
}

/* decision_lines - the answers the game waits on */

static int
decision_lines(struct cands *c, const struct seen *e, const json_t *me, const json_t *v)
{
	const json_t *x;
	int           t;

	if (json_is_true(json_object_get(me, "choosing"))
	    && !json_is_true(json_object_get(me, "ready"))) {
		setup_lines(c, me);
		return (1);
	}
	if (json_is_true(json_object_get(me, "relead")) && e->ns > 0)
		add(c, pb_asprintf("leader \"%s\"", e->s[0].name));
	if ((x = json_object_get(me, "searching")) != NULL) {
		add(c, keep_line(e, x));
		add(c, pb_strdup("noise"));
		return (1);
	}
	if (json_object_get(me, "bitten") != NULL) {
		add(c, pb_strdup("bite roll"));
		add(c, pb_strdup("bite die"));
		return (1);
	}
	if (json_object_get(me, "xchoice") != NULL) {
		add(c, pb_strdup("choose 1"));
		add(c, pb_strdup("choose 2"));
		return (1);
	}
	if ((x = json_object_get(me, "vote_on")) != NULL) {
		t = iget(x, "target");
		if (t == e->seat)
			add(c, pb_strdup("vote no"));
		else if (disloyal(e))
			add(c, pb_strdup("vote yes"));
		else
			add(c,
			    pb_strdup(e->hand_count[t] >= 6 && e->morale <= e->start_morale - 2
			            ? "vote yes"
			            : "vote no"));
		add(c, pb_strdup("vote no"));
		return (1);
	}
	if (json_object_get(me, "request_from") != NULL) {
		add(c, give_line(e));
		add(c, pb_strdup("give nothing"));
		return (1);
	}
	if (json_object_get(me, "sending") != NULL) {
		add(c, pb_asprintf("send all to %s", loc_words[best_loc(e, -1)]));
		for (t = 1; t < NL; t++)
			add(c, pb_asprintf("send all to %s", loc_words[t]));
		return (1);
	}
	(void)v;
	return (c->n > 0);
}

/* ---- the bot ------------------------------------------------------ */

void
dow_bot_init(struct dow_bot *b, int seat, const unsigned char *seed)
{
	memset(b, 0, sizeof(*b));
	b->seat = seat;
	b->sabotaged_round = -1;
	pb_rng_init(&b->r, seed, (uint64_t)(1u << 24) * (uint64_t)seat);
}

static void
forget(struct dow_bot *b)
{
	int i;

	for (i = 0; i < b->ntried; i++)
		free(b->tried[i]);
	b->ntried = 0;
}

void
dow_bot_free(struct dow_bot *b)
{
	forget(b);
}

/* allowed - help() lists the line's command word now */

static int
allowed(const json_t *help, const char *line)
{
	size_t i, n;

	if (help == NULL)
		return (1);
	n = strcspn(line, " ");
	for (i = 0; i < json_array_size(help); i++)
		if (strlen(sget(json_array_get(help, i), "word")) == n
		    && strncmp(sget(json_array_get(help, i), "word"), line, n) == 0)
			return (1);
	return (0);
}

/* tried - was the line refused since the last accepted one? */

static int
tried(const struct dow_bot *b, const char *line)
{
	int i;

	for (i = 0; i < b->ntried; i++)
		if (strcmp(b->tried[i], line) == 0)
			return (1);
	return (0);
}

char *
dow_bot_line(struct dow_bot *b, const json_t *v, const json_t *help)
{
	const json_t *me = json_object_get(v, "me");
	struct cands  c = { { 0 }, 0 };
	struct seen   e;
	char         *line = NULL;
	int           i, key;

	if (!read_view(&e, v))
		return (NULL);
	key = iget(v, "round") * 16 + iget(v, "active");
	if (key != b->turn_key) {
		b->turn_key = key;
		b->accepted = 0;
		b->requested = 0;
		forget(b);
	}
	if (!decision_lines(&c, &e, me, v)) {
		if (b->accepted >= 60)
			add(&c, pb_strdup("end"));
		else
			turn_lines(&c, b, &e);
	}
	for (i = 0; i < c.n; i++) {
		if (line == NULL && allowed(help, c.v[i]) && !tried(b, c.v[i]))
			line = c.v[i];
		else
			free(c.v[i]);
	}
	/* Every candidate refused: the first one (the game will say why). */
	if (line == NULL)
		line = pb_strdup(
		    json_is_true(json_object_get(me, "my_turn")) ? "end" : "give nothing");
	if (strncmp(line, "crisis ", 7) == 0 && e.prevent >= 0 && disloyal(&e))
		b->sabotaged_round = e.round;
	return (line);
}

void
dow_bot_told(struct dow_bot *b, const char *line, int accepted)
{
	if (accepted) {
		b->accepted++;
		forget(b);
		if (strncmp(line, "request", 7) == 0)
			b->requested = 1;
		if (strncmp(line, "exile", 5) == 0)
			b->exiles_called++;
		return;
	}
	if (b->ntried < DOW_BOT_TRIED)
		b->tried[b->ntried++] = pb_strdup(line);
	else if (strncmp(line, "crisis ", 7) == 0)
		b->sabotaged_round = -1;
}

/* ---- a whole game ------------------------------------------------- */

/* acting - the seat the game waits on first (public view) */

static int
acting(const json_t *pub)
{
	const json_t *w = json_object_get(pub, "waiting");

	return (json_array_size(w) ? iget(json_array_get(w, 0), "seat") : 0);
}

/* tally - the end of the game from the view every seat then sees */

static void
tally(const struct game_ops *ops, void *g, struct dow_bot_game *out)
{
	json_t       *v = ops->view(g, GAME_VIEW_ALL, NULL);
	const json_t *rev = json_object_get(v, "reveal"), *r, *o;
	size_t        i;
	int           k;

	out->ended = json_is_true(json_object_get(v, "ended"));
	out->rounds = iget(v, "round");
	out->starvation = iget(v, "starvation");
	if (iget(v, "morale") <= 0)
		out->ended_by = 1;
	else if (iget(v, "rounds") <= 0)
		out->ended_by = 2;
	else
		out->ended_by = 3;
	out->colony_won = out->ended && out->ended_by == 3;
	for (i = 0; i < json_array_size(rev); i++) {
		r = json_array_get(rev, i);
		k = iget(r, "seat");
		if (k < 1 || k > 5)
			continue;
		out->won[k] = json_is_true(json_object_get(r, "won"));
		out->exiled[k] = json_is_true(json_object_get(r, "exiled"));
		o = json_object_get(r, "objective");
		if (json_is_object(o)) {
			snprintf(out->secret[k], sizeof(out->secret[k]), "%s", sget(o, "name"));
			snprintf(out->kind[k], sizeof(out->kind[k]), "%s", sget(o, "kind"));
		}
	}
	json_decref(v);
}

int
dow_bot_play(const struct game_ops *ops, void *g, int nseats, const unsigned char *seed,
    int max_lines, struct dow_bot_game *out)
{
	struct dow_bot     bots[6];
	struct game_result res;
	struct lex_line   *l;
	struct pb_err      err;
	json_t            *v;
	char              *line;
	int                k, seat = 1, steps, ok;

	memset(out, 0, sizeof(*out));
	out->nseats = nseats;
	for (k = 1; k <= nseats; k++)
		dow_bot_init(&bots[k], k, seed);
	/* A refused line changes nothing (game.h): the views stay good. */
	v = NULL;
	for (steps = 0; out->lines < max_lines && steps < 20 * max_lines; steps++) {
		if (v == NULL) {
			if (strcmp(ops->status(g), "ended") == 0)
				break;
			/* Every view holds the public part: who the game waits on. */
			v = ops->view(g, seat, NULL);
			if (acting(v) != seat) {
				seat = acting(v);
				json_decref(v);
				v = NULL;
				if (seat < 1 || seat > nseats)
					break;
				v = ops->view(g, seat, NULL);
			}
			/* What the seat knows: a betrayal card. */
			if (json_is_true(json_object_get(
			        json_object_get(json_object_get(v, "me"), "secret"), "betrayal")))
				out->betrayer[seat] = 1;
		}
		if ((line = dow_bot_line(&bots[seat], v, NULL)) == NULL)
			break;
		memset(&res, 0, sizeof(res));
		ok = lex_line(line, &l, &err) == PB_OK;
		if (ok) {
			ok = ops->apply(g, seat, l, &res, &err) == PB_OK;
			lex_free(l);
		}
		dow_bot_told(&bots[seat], line, ok);
		if (getenv("PBEMD_BOT_TRACE"))
			fprintf(stderr, "%d> %s%s%s\n%s", seat, line, ok ? "" : "  -- ",
			    ok ? "" : err.msg, ok && res.event ? res.event : "");
		if (ok) {
			out->lines++;
			json_decref(v);
			v = NULL;
			if (strcmp(ops->status(g), "ended") == 0) {
				free(out->last);
				out->last = pb_strdup(res.event ? res.event
				        : res.text              ? res.text
				                                : "");
			}
		}
		game_result_clear(&res);
		free(line);
	}
	json_decref(v);
	for (k = 1; k <= nseats; k++)
		dow_bot_free(&bots[k]);
	tally(ops, g, out);
	return (out->ended);
}
