/*++
/* NAME
/*	dow_help 3
/* SUMMARY
/*	Dead of Winter: what HELP offers, tried on a copy of the state
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	int	dow_help_fill(const struct dow_state *s, int seat,
/*				const char *word, int example, json_t *entry)
/* DESCRIPTION
/*	HELP must offer exactly the commands the game would accept now.
/*	Rather than a second copy of every command's refusals, which would
/*	drift from the first, HELP asks the commands themselves: it builds
/*	the lines a seat could write now from its own survivors, cards,
/*	dice and the places of the board, and applies each to a copy of
/*	the state (dow_state_clone()).  A command is offered when one of
/*	its lines is accepted; the arguments offered are those of the lines
/*	accepted.  So an offered command is never refused for a reason the
/*	state already shows, and a refusal added to a command is seen by
/*	HELP the day it is written.
/*
/*	dow_help_fill() tries the lines of command word for seat and, when
/*	one is accepted, adds to entry (a HELP entry, game.h) "example",
/*	the first line accepted, and when the command takes arguments
/*	"args", the values of its first argument found in accepted lines
/*	(survivors, cards, die values, players), and for commands of two
/*	arguments "targets", the values of the second (the locations a
/*	survivor may move to, the survivors a card may go to).  The
/*	example starts with the word, then args[0] when there are args.
/*	It returns 1 when a line was accepted, 0 (entry unchanged) when
/*	none was.  Names are the pack's English ones, which every
/*	language accepts; an item's name of more than LEX_NAME_WORDS words is quoted
/*	(lex_match() reads no longer name unquoted).  With example set it finds the example only:
/*	the lines after the first accepted are not tried (no "args" nor
/*	"targets"), and the example is the one found without it.
/*
/*	The lines tried are bounded by the seat's survivors, cards and the
/*	7 locations (a few hundred for "play" with a full hand).  They
/*	share one copy of the state, made again only after a line was
/*	accepted on it: a refused line changes nothing (game.h), so HELP
/*	costs a copy per command offered and argument found, not per line.
/* SEE ALSO
/*	dow_cmd(3), the commands; game.h, the HELP entry
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* try_on - is seat's line accepted on copy (a clone of the state)?  A
 * refused line leaves copy as it was (game.h); an accepted one changes
 * it */

static int
try_on(struct dow_state *copy, int seat, const char *line)
{
	struct game_result res;
	struct lex_line   *l;
	struct pb_err      err;
	int                ok;

	if (lex_line(line, &l, &err) != PB_OK)
		return (0);
	memset(&res, 0, sizeof(res));
	ok = l->argc > 0 && dow_command(copy, seat, l, &res, &err) == PB_OK;
	game_result_clear(&res);
	lex_free(l);
	return (ok);
}

/* The lines of one command tried for one seat, and what was accepted. */
struct trial {
	const struct dow_state *s;
	int                     seat;
	const char             *word;
	char                   *example; /* the first line accepted */
	json_t                 *args;    /* first arguments accepted, each once */
	json_t                 *targets; /* second arguments accepted, each once */
	struct dow_state       *copy;    /* as s while no line was accepted on it */
	int                     only;    /* the example only: none after it */
	const char             *as_arg;  /* recorded for arg, when not NULL */
	json_t                 *quoted;  /* the quoted names item() made */
};

/* add_once - append a string to an array unless it holds it already */

static void
add_once(json_t *a, const char *v)
{
	size_t i;

	for (i = 0; i < json_array_size(a); i++)
		if (strcmp(json_string_value(json_array_get(a, i)), v) == 0)
			return;
	json_array_append_new(a, json_string(v));
}

/* put_word - " word" at the end of b, when word is not NULL */

static void
put_word(struct pb_buf *b, const char *word)
{
	if (word == NULL)
		return;
	pb_buf_putc(b, ' ');
	pb_buf_puts(b, word);
}

/* try_form - "WORD [ARG] [PREP] [TARGET]": accepted?  Records it */

static int
try_form(struct trial *t, const char *arg, const char *prep, const char *target)
{
	struct pb_buf b;
	int           ok;

	if (t->example != NULL && t->only)
		return (0); /* the lines before were tried as without it */
	pb_buf_init(&b);
	pb_buf_puts(&b, t->word);
	put_word(&b, arg);
	put_word(&b, prep);
	put_word(&b, target);
	/* One copy serves every refused line; an accepted one spends it. */
	if (t->copy == NULL)
		t->copy = dow_state_clone(t->s);
	if ((ok = try_on(t->copy, t->seat, b.s))) {
		dow_state_free(t->copy);
		t->copy = NULL;
		if (t->example == NULL)
			t->example = pb_strdup(b.s);
		if (t->as_arg != NULL)
			add_once(t->args, t->as_arg);
		else if (arg != NULL)
			add_once(t->args, arg);
		if (target != NULL && t->as_arg == NULL)
			add_once(t->targets, target);
	}
	pb_buf_free(&b);
	return (ok);
}

/* ---- what a seat can name ------------------------------------------- */

/* surv - the English name of a survivor card */

static const char *
surv(const struct dow_state *s, int card)
{
	return (s->pack->surv[card].n.name);
}

/* item - the English name of an item card as a line names it: quoted
 * when longer than the LEX_NAME_WORDS words lex_match() reads of an unquoted name
 * ("Field Guide to Edible Plants": unquoted, "Field" alone names it
 * and "Guide" is refused) */

static const char *
item(struct trial *t, int inst)
{
	const char *name = dow_item_name(t->s, inst), *p;
	int         words = 1;

	for (p = name; *p; p++)
		words += *p == ' ';
	if (words <= LEX_NAME_WORDS)
		return (name);
	json_array_append_new(t->quoted, json_sprintf("\"%s\"", name));
	return (json_string_value(json_array_get(t->quoted, json_array_size(t->quoted) - 1)));
}

/* try_places - ARG PREP L for every location L; how many accepted */

static int
try_places(struct trial *t, const char *arg, const char *prep, int colony)
{
	int l, n = 0;

	for (l = colony ? DOW_COLONY : DOW_POLICE; l < DOW_NLOCS; l++)
		n += try_form(t, arg, prep, dow_loc_word(l));
	return (n);
}

/* try_survivors - ARG PREP S for every survivor in play (all seats, or
 * at loc when loc >= 0, other than card skip); stops at the first
 * accepted when first is set */

static int
try_survivors(struct trial *t, const char *arg, const char *prep, int loc, int skip, int first)
{
	int i, n = 0;

	for (i = 0; i < t->s->ngroup && !(first && n); i++)
		if ((loc < 0 || t->s->group[i].loc == loc) && t->s->group[i].card != skip)
			n += try_form(t, arg, prep, surv(t->s, t->s->group[i].card));
	return (n);
}

/* try_targeted - ARG alone, else on a survivor, else at a location: the
 * ways "play" and "use" name what a card or power acts on */

static int
try_targeted(struct trial *t, const char *arg)
{
	char *on;
	int   i, l, ok;

	ok = try_form(t, arg, NULL, NULL) || try_survivors(t, arg, "on", -1, -1, 1)
	    || try_places(t, arg, "at", 1) > 0;
	/* Last, on one of the seat's survivors at a location, as a card
	 * that sends someone somewhere wants (the argument is the card). */
	t->as_arg = arg;
	for (i = 0; !ok && i < t->s->ngroup; i++)
		for (l = 0; !ok && t->s->group[i].seat == t->seat && l < DOW_NLOCS; l++) {
			on = pb_asprintf("%s on %s", arg, surv(t->s, t->s->group[i].card));
			ok = try_form(t, on, "at", dow_loc_word(l));
			free(on);
		}
	t->as_arg = NULL;
	return (ok);
}

/* ---- the lines of each command -------------------------------------- */

/* gen_keep - set-up: the first survivors dealt; search: a card seen */

static void
gen_keep(struct trial *t)
{
	const struct dow_state *s = t->s;
	const struct deck      *o = &s->pl[t->seat].offered;
	struct pb_buf           b;
	int                     i, want = dow_keep_count(s);

	if (s->phase != DOW_PHASE_SETUP) {
		for (i = 0; i < s->wait.cards.n; i++)
			try_form(t, item(t, s->wait.cards.v[i]), NULL, NULL);
		return;
	}
	/* Any of the survivors dealt may be kept, with others. */
	pb_buf_init(&b);
	for (i = 0; i < want && i < o->n; i++)
		pb_buf_printf(&b, "%s%s", i ? ", " : "", surv(s, o->v[i]));
	if (try_form(t, b.s, NULL, NULL)) {
		json_array_clear(t->args);
		for (i = 0; i < o->n; i++)
			add_once(t->args, surv(s, o->v[i]));
	}
	pb_buf_free(&b);
}

/* gen_leader - set-up: a kept survivor; later: a survivor of the seat */

static void
gen_leader(struct trial *t)
{
	const struct dow_state *s = t->s;
	int                     i;

	if (s->phase == DOW_PHASE_SETUP) {
		for (i = 0; i < s->pl[t->seat].kept.n; i++)
			try_form(t, surv(s, s->pl[t->seat].kept.v[i]), NULL, NULL);
		return;
	}
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == t->seat)
			try_form(t, surv(s, s->group[i].card), NULL, NULL);
}

/* gen_own - "WORD SURVIVOR" for each survivor of the seat */

static void
gen_own(struct trial *t)
{
	int i;

	for (i = 0; i < t->s->ngroup; i++)
		if (t->s->group[i].seat == t->seat)
			try_form(t, surv(t->s, t->s->group[i].card), NULL, NULL);
}

/* gen_attack - a zombie where the survivor is, else another's survivor */

static void
gen_attack(struct trial *t)
{
	const struct dow_group *g;
	int                     i;

	for (i = 0; i < t->s->ngroup; i++) {
		g = &t->s->group[i];
		if (g->seat == t->seat && !try_form(t, surv(t->s, g->card), NULL, NULL))
			try_survivors(t, surv(t->s, g->card), NULL, g->loc, g->card, 1);
	}
}

/* gen_move_like - "WORD SURVIVOR PREP LOCATION" (move to, attract from) */

static void
gen_move_like(struct trial *t, const char *prep)
{
	int i;

	for (i = 0; i < t->s->ngroup; i++)
		if (t->s->group[i].seat == t->seat)
			try_places(t, surv(t->s, t->s->group[i].card), prep, 1);
}

static void
gen_move(struct trial *t)
{
	gen_move_like(t, "to");
}

static void
gen_attract(struct trial *t)
{
	gen_move_like(t, "from");
}

/* gen_bare - the word alone */

static void
gen_bare(struct trial *t)
{
	try_form(t, NULL, NULL, NULL);
}

/* gen_food - "food DIE" for each value among the unused dice */

static void
gen_food(struct trial *t)
{
	const struct deck *d = &t->s->pl[t->seat].dice;
	char               v[8];
	int                i;

	for (i = 0; i < d->n; i++) {
		snprintf(v, sizeof(v), "%d", d->v[i]);
		try_form(t, v, NULL, NULL);
	}
}

/* gen_hand - "WORD CARD" for each card of the hand */

static void
gen_hand(struct trial *t)
{
	const struct deck *h = &t->s->pl[t->seat].hand;
	int                i;

	for (i = 0; i < h->n; i++)
		try_form(t, item(t, h->v[i]), NULL, NULL);
}

/* gen_give - a card of the hand, or nothing */

static void
gen_give(struct trial *t)
{
	gen_hand(t);
	try_form(t, "nothing", NULL, NULL);
}

/* gen_equip - "equip CARD to SURVIVOR" */

static void
gen_equip(struct trial *t)
{
	const struct deck *h = &t->s->pl[t->seat].hand;
	int                i, j;

	for (i = 0; i < h->n; i++)
		for (j = 0; j < t->s->ngroup; j++)
			if (t->s->group[j].seat == t->seat)
				try_form(
				    t, item(t, h->v[i]), "to", surv(t->s, t->s->group[j].card));
}

/* gen_handoff - "handoff CARD to SURVIVOR" at the same location */

static void
gen_handoff(struct trial *t)
{
	const struct dow_group *g;
	int                     i, j;

	for (i = 0; i < t->s->ngroup; i++) {
		g = &t->s->group[i];
		for (j = 0; g->seat == t->seat && j < g->equip.n; j++)
			try_survivors(t, item(t, g->equip.v[j]), "to", g->loc, g->card, 0);
	}
}

/* gen_play - each card of the hand, with what it acts on */

static void
gen_play(struct trial *t)
{
	const struct deck *h = &t->s->pl[t->seat].hand;
	int                i;

	for (i = 0; i < h->n; i++)
		try_targeted(t, item(t, h->v[i]));
}

/* gen_use - each survivor's power, each equipped card's action */

static void
gen_use(struct trial *t)
{
	const struct dow_group *g;
	int                     i, j;

	for (i = 0; i < t->s->ngroup; i++) {
		g = &t->s->group[i];
		if (g->seat != t->seat)
			continue;
		try_targeted(t, surv(t->s, g->card));
		for (j = 0; j < g->equip.n; j++)
			try_targeted(t, item(t, g->equip.v[j]));
	}
}

/* gen_choose - option 1 or 2 (at a location, when an option needs one) */

static void
gen_choose(struct trial *t)
{
	if (try_form(t, "1", NULL, NULL) + try_form(t, "2", NULL, NULL) == 0) {
		try_places(t, "1", "at", 1);
		try_places(t, "2", "at", 1);
	}
}

/* gen_exile - "exile N" for each other player */

static void
gen_exile(struct trial *t)
{
	char v[16]; /* an int and its NUL */
	int  k;

	for (k = 1; k <= t->s->nseats; k++) {
		snprintf(v, sizeof(v), "%d", k);
		if (k != t->seat)
			try_form(t, v, NULL, NULL);
	}
}

/* gen_words - one of a fixed list of arguments */

static void
gen_words(struct trial *t, const char *const *w)
{
	for (; *w != NULL; w++)
		try_form(t, *w, NULL, NULL);
}

static void
gen_vote(struct trial *t)
{
	static const char *const w[] = { "yes", "no", NULL };

	gen_words(t, w);
}

static void
gen_bite(struct trial *t)
{
	static const char *const w[] = { "roll", "die", NULL };

	gen_words(t, w);
}

static void
gen_standing(struct trial *t)
{
	static const char *const w[] = { "bite roll", "bite die", "bite off", "give nothing",
		"give off", "vote yes", "vote no", "vote off", "choose 1", "choose 2", "choose off",
		NULL };

	gen_words(t, w);
}

/* gen_send - all, or one survivor in the colony, to a location */

static void
gen_send(struct trial *t)
{
	int i;

	try_places(t, "all", "to", 0);
	for (i = 0; i < t->s->ngroup; i++)
		if (t->s->group[i].seat == t->seat && t->s->group[i].loc == DOW_COLONY)
			try_places(t, surv(t->s, t->s->group[i].card), "to", 0);
}

/* The lines of each command word. */
static const struct {
	const char *word;
	void (*gen)(struct trial *);
} gens[] = {
	{ "keep", gen_keep },
	{ "leader", gen_leader },
	{ "move", gen_move },
	{ "attack", gen_attack },
	{ "search", gen_own },
	{ "noise", gen_bare },
	{ "barricade", gen_own },
	{ "clean", gen_bare },
	{ "attract", gen_attract },
	{ "food", gen_food },
	{ "crisis", gen_hand },
	{ "equip", gen_equip },
	{ "handoff", gen_handoff },
	{ "end", gen_bare },
	{ "done", gen_bare },
	{ "play", gen_play },
	{ "use", gen_use },
	{ "place", gen_hand },
	{ "choose", gen_choose },
	{ "exile", gen_exile },
	{ "vote", gen_vote },
	{ "request", gen_bare },
	{ "give", gen_give },
	{ "standing", gen_standing },
	{ "bite", gen_bite },
	{ "reveal", gen_bare },
	{ "send", gen_send },
};

/* dow_help_fill - example, args and targets of a command word now */

int
dow_help_fill(const struct dow_state *s, int seat, const char *word, int example, json_t *entry)
{
	struct trial t;
	size_t       i;
	int          ok;

	for (i = 0; i < PB_NELEM(gens) && strcmp(gens[i].word, word) != 0; i++)
		/* void */;
	if (i == PB_NELEM(gens))
		pb_panic("dow_help_fill: no lines for \"%s\"", word);
	memset(&t, 0, sizeof(t));
	t.s = s;
	t.seat = seat;
	t.word = word;
	t.only = example;
	t.args = json_array();
	t.targets = json_array();
	t.quoted = json_array();
	gens[i].gen(&t);
	if ((ok = t.example != NULL)) {
		json_object_set_new(entry, "example", json_string(t.example));
		if (json_array_size(t.args) > 0 && !t.only)
			json_object_set(entry, "args", t.args);
		if (json_array_size(t.targets) > 0 && !t.only)
			json_object_set(entry, "targets", t.targets);
	}
	json_decref(t.args);
	json_decref(t.targets);
	json_decref(t.quoted);
	dow_state_free(t.copy);
	free(t.example);
	return (ok);
}
