/*++
/* NAME
/*	check_dow_bots 1
/* SUMMARY
/*	bots play whole Dead of Winter games with random commands
/* SYNOPSIS
/*	tests/check_dow_bots [GAMES]
/* DESCRIPTION
/*	Each game is set up with its own seed and player count (2 to 5,
/*	every variant in turn), the survivor choice is made, and then the
/*	seat the game waits for is given random commands, legal or not,
/*	until the game ends.  After every command:
/*
/*	bots-1	a refused command changes nothing (the saved state is the
/*		same bytes before and after);
/*	bots-2	the invariants hold: no card created or lost, morale and
/*		food never negative (dow_state_check);
/*	bots-3	the saved state loads back to the same bytes;
/*	bots-4	no seat's view shows another seat's hand or secret;
/*	bots-6	HELP tells the truth: for every HELP the bots see (the seat
/*		the game waits for, before each command, and every seat
/*		now and then), each command offered is accepted with its
/*		example, and with each of its args (in the example's
/*		place, or followed by one of its targets, or "on" a
/*		survivor of the seat "at" a location: the Flare Gun), on
/*		a copy of the game loaded from its saved state;
/*	bots-7	and HELP leaves nothing out: a command word accepted from
/*		a bot was offered by HELP just before.
/*	bots-8	actions() (game.h), what mail.actions shows, is HELP's
/*		first 6 (and first 1) entries, each without "args" and
/*		"targets": the same examples, found with fewer lines tried.
/*	bots-9	the saved state (dow_state_save(), written without a JSON
/*		tree) is the text of the tree it was saved from before
/*		(dow_state_json(), jfield_dumps()), byte for byte, after
/*		every accepted command: no stored game's hashes change.
/*	HELP is checked in one game in eight, every seat count and variant
/*	in turn (PBEMD_BOT_HELP: in every game); it costs a copy of the
/*	game per line tried.
/*
/*	and at the end of each game:
/*	bots-5	the game ended (morale, rounds or objective) within a bound
/*		on commands, and a replay of the log from the seed gives the
/*		same final state.
/*
/*	One game in three is played by careful bots (careful_line()):
/*	they feed the crisis, play food, send survivors out to search for
/*	food, never attack another player nor vote anyone out.  They
/*	still lose on morale (starvation and overruns by round 4): the
/*	other endings are tested in check_dow_rules.
/*
/*	The number of games defaults to 200 (PBEMD_BOT_GAMES overrides;
/*	PBEMD_BOT_FIRST starts at another game, PBEMD_BOT_TRACE prints the
/*	refusals, PBEMD_BOT_DEBUG how each game ended).  The bots' own
/*	choices come from a separate ChaCha20 stream, so a failure is
/*	reproduced by its seed.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/jfield.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/dow/dow.h"

/* Local. */
#include "testrun.h"

#define BOT_MAXCMDS 20000

static char *pack_text;

/* What the games did, printed at the end (a test that cannot fail is no
 * test: these show that the bots reach the rules they are meant to). */
static struct {
	int games, by[4], exiled, commands, refused, wins;
	int verbs[16]; /* accepted lines of each of verbs[] */
	int helps, offered, tried;
} stats;

static const char *const verbs[] = { "move", "attack", "search", "keep", "noise", "play", "use",
	"choose", "bite", "vote", "exile", "request", "give", "send", "leader", "reveal" };

struct bot {
	void         *g;
	int           nseats;
	unsigned char seed[32];
	struct pb_rng r;   /* the bots' own choices */
	char        **log; /* accepted commands: "SEAT\tLINE" */
	int           nlog;
	const char   *variant;
	int           careful; /* plays for the colony: see careful_line() */
	int           helps;   /* bots-6 and bots-7 checked in this game */
};

/* state_of - the dow state behind a game object */

static struct dow_state *
state_of(void *g)
{
	return (dow_game_state(g));
}

/* public_name - is a card name visible to everyone (equipped somewhere)? */

static int
public_name(const struct dow_state *s, const char *name)
{
	int i, j;

	for (i = 0; i < s->ngroup; i++)
		for (j = 0; j < s->group[i].equip.n; j++)
			if (strcmp(
			        s->pack->item[s->pack->inst[s->group[i].equip.v[j]]].n.name, name)
			    == 0)
				return (1);
	return (0);
}

/* in_hand - does seat hold a card of that name? */

static int
in_hand(const struct dow_state *s, int seat, const char *name)
{
	int i;

	for (i = 0; i < s->pl[seat].hand.n; i++)
		if (strcmp(s->pack->item[s->pack->inst[s->pl[seat].hand.v[i]]].n.name, name) == 0)
			return (1);
	return (0);
}

/* check_privacy - no seat's view names another seat's hand card or secret
 * (bots-4); names are matched as "name":"X" in compact JSON */

static void
check_privacy(struct bot *b)
{
	struct dow_state *s = state_of(b->g);
	const char       *name;
	json_t           *v;
	char             *text, *pat;
	int               a, o, i;

	for (a = 1; a <= b->nseats; a++) {
		v = dow_ops.view(b->g, a, NULL);
		text = json_dumps(v, JSON_COMPACT);
		for (o = 1; o <= b->nseats; o++) {
			for (i = 0; o != a && i < s->pl[o].hand.n; i++) {
				name = s->pack->item[s->pack->inst[s->pl[o].hand.v[i]]].n.name;
				if (in_hand(s, a, name) || public_name(s, name)
				    || (s->wait.kind == DOW_W_SEARCH && s->wait.seat == a))
					continue;
				pat = pb_asprintf("\"name\":\"%s\"", name);
				ck_assert_msg(strstr(text, pat) == NULL,
				    "seat %d sees %s of seat %d", a, name, o);
				free(pat);
			}
			/* A secret objective is known by its goal: names may repeat
			 * across card types in a pack of ours. */
			if (o != a && s->pl[o].secret >= 0 && s->phase != DOW_PHASE_ENDED
			    && (s->pl[a].secret < 0 || s->pl[a].secret != s->pl[o].secret)) {
				pat = pb_asprintf(
				    "\"goal\":\"%s\"", s->pack->obj[s->pl[o].secret].goal);
				ck_assert_msg(strstr(text, pat) == NULL,
				    "seat %d sees the secret of %d", a, o);
				free(pat);
			}
		}
		free(text);
		json_decref(v);
	}
}

/* apply - one line for a seat; PB_OK or the refusal */

static enum pb_rc
apply(struct bot *b, int seat, const char *line, struct pb_err *err)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	enum pb_rc         rc;

	ck_assert(lex_line(line, &l, err) == PB_OK);
	rc = dow_ops.apply(b->g, seat, l, &res, err);
	game_result_clear(&res);
	lex_free(l);
	return (rc);
}

/* The game as saved before a HELP, loaded again for each line tried:
 * a refused line changes nothing (bots-1), so only an accepted one
 * needs the copy loaded again. */
struct copy {
	struct bot *b;
	const char *saved;
	void       *g;
};

/* try_copy - a line applied to a copy of the game loaded from saved */

static enum pb_rc
try_copy(struct copy *c, int seat, const char *line, struct pb_err *err)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	enum pb_rc         rc;
	json_t            *opts = json_pack("{s:s}", "variant", c->b->variant);

	stats.tried++;
	if (c->g == NULL)
		ck_assert(dow_ops.load(state_of(c->b->g)->pack, opts, c->b->nseats, c->b->seed,
		              c->saved, &c->g, err)
		    == PB_OK);
	if ((rc = lex_line(line, &l, err)) == PB_OK) {
		rc = dow_ops.apply(c->g, seat, l, &res, err);
		lex_free(l);
	}
	if (rc == PB_OK) {
		dow_ops.free(c->g);
		c->g = NULL;
	}
	game_result_clear(&res);
	json_decref(opts);
	return (rc);
}

/* swapped - the example with its first argument a0 and a exchanged */

static char *
swapped(const char *ex, size_t from, const char *a0, const char *a)
{
	struct pb_buf b;
	const char   *p = ex + from, *q0, *qa;

	pb_buf_init(&b);
	pb_buf_add(&b, ex, from);
	while (*p) {
		q0 = strstr(p, a0);
		qa = strstr(p, a);
		if (q0 == NULL && qa == NULL)
			break;
		if (qa == NULL || (q0 != NULL && q0 <= qa)) {
			pb_buf_add(&b, p, (size_t)(q0 - p));
			pb_buf_puts(&b, a);
			p = q0 + strlen(a0);
		} else {
			pb_buf_add(&b, p, (size_t)(qa - p));
			pb_buf_puts(&b, a0);
			p = qa + strlen(a);
		}
	}
	pb_buf_puts(&b, p);
	return (pb_buf_steal(&b));
}

/* on_own_at - is "w a on S at L" accepted for a survivor S of seat and
 * a location L?  The form of a card that acts from the place of one of
 * the seat's survivors on another place (the Flare Gun: "play Flare Gun
 * on Sparky at school"), which HELP tries last (dow_help.c,
 * try_targeted()) and records without targets */

static int
on_own_at(struct copy *c, int seat, const char *w, const char *a)
{
	const struct dow_state *s = state_of(c->b->g);
	struct pb_err           err;
	char                   *line;
	int                     i, l, ok = 0;

	for (i = 0; !ok && i < s->ngroup; i++)
		for (l = 0; !ok && s->group[i].seat == seat && l < DOW_NLOCS; l++) {
			line = pb_asprintf("%s %s on %s at %s", w, a,
			    s->pack->surv[s->group[i].card].n.name, dow_loc_word(l));
			ok = try_copy(c, seat, line, &err) == PB_OK;
			free(line);
		}
	return (ok);
}

/* arg_accepted - is some line with argument a of entry e accepted? */

static int
arg_accepted(struct copy *c, int seat, json_t *e, const char *a)
{
	static const char *const preps[] = { "", " to", " from", " on", " at" };
	const char *w = json_string_value(json_object_get(e, "word"));
	const char *ex = json_string_value(json_object_get(e, "example"));
	const char *a0 = json_string_value(json_array_get(json_object_get(e, "args"), 0));
	json_t     *targets = json_object_get(e, "targets"), *t;
	struct pb_err err;
	size_t      i, k;
	char       *line;
	int         ok;

	line = swapped(ex, strlen(w), a0, a);
	ok = try_copy(c, seat, line, &err) == PB_OK;
	free(line);
	line = pb_asprintf("%s %s", w, a);
	ok = ok || try_copy(c, seat, line, &err) == PB_OK;
	free(line);
	json_array_foreach(targets, i, t) for (k = 0; !ok && k < PB_NELEM(preps); k++)
	{
		line = pb_asprintf("%s %s%s %s", w, a, preps[k], json_string_value(t));
		ok = try_copy(c, seat, line, &err) == PB_OK;
		free(line);
	}
	return (ok || on_own_at(c, seat, w, a));
}

/* check_actions - actions(seat, max) is HELP h cut to max entries,
 * without their args and targets (bots-8) */

static void
check_actions(struct bot *b, int seat, json_t *h, size_t max)
{
	json_t *a = dow_ops.actions(b->g, seat, NULL, max), *want = json_array(), *e;
	size_t  i;
	char   *s1, *s2;

	for (i = 0; i < json_array_size(h) && i < max; i++) {
		e = json_copy(json_array_get(h, i));
		json_object_del(e, "args");
		json_object_del(e, "targets");
		json_array_append_new(want, e);
	}
	s1 = json_dumps(a, JSON_SORT_KEYS);
	s2 = json_dumps(want, JSON_SORT_KEYS);
	ck_assert_msg(json_equal(a, want), "seat %d: actions %s, HELP's first %zu %s", seat, s1,
	    max, s2);
	free(s1);
	free(s2);
	json_decref(want);
	json_decref(a);
}

/* check_help - what HELP offers seat is accepted (bots-6); the words
 * offered, caller frees (json) */

static json_t *
check_help(struct bot *b, int seat)
{
	struct pb_err err;
	json_t       *h, *e, *a;
	const char   *w, *ex;
	char         *saved = dow_ops.save(b->g);
	struct copy   c = { b, saved, NULL };
	size_t        i, j;

	h = dow_ops.help(b->g, seat, NULL, NULL);
	stats.helps++;
	check_actions(b, seat, h, 6);
	check_actions(b, seat, h, 1);
	json_array_foreach(h, i, e)
	{
		stats.offered++;
		w = json_string_value(json_object_get(e, "word"));
		ex = json_string_value(json_object_get(e, "example"));
		ck_assert_msg(ex != NULL && strncmp(ex, w, strlen(w)) == 0,
		    "seat %d: HELP offers \"%s\" with no example of it", seat, w);
		ck_assert_msg(try_copy(&c, seat, ex, &err) == PB_OK,
		    "seat %d: HELP's example \"%s\" is refused: %s", seat, ex, err.msg);
		json_array_foreach(json_object_get(e, "args"), j, a)
			ck_assert_msg(arg_accepted(&c, seat, e, json_string_value(a)),
			    "seat %d: HELP offers %s %s, refused", seat, w, json_string_value(a));
	}
	dow_ops.free(c.g);
	free(saved);
	return (h);
}

/* offered - is word among the commands of a HELP? */

static int
offered(json_t *h, const char *word)
{
	json_t *e;
	size_t  i;

	json_array_foreach(h, i, e)
		if (strcmp(json_string_value(json_object_get(e, "word")), word) == 0)
			return (1);
	return (0);
}

/* pick - a random integer in [0, n) from the bots' stream */

static int
pick(struct bot *b, int n)
{
	return (n > 0 ? (int)pb_rng_below(&b->r, (uint32_t)n) : 0);
}

/* own_names - a random survivor name of seat, or NULL */

static const char *
own_name(struct bot *b, struct dow_state *s, int seat)
{
	int i, n = 0, idx[64];

	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat == seat)
			idx[n++] = i;
	if (n == 0)
		return (NULL);
	return (s->pack->surv[s->group[idx[pick(b, n)]].card].n.name);
}

/* hand_name - a random card name in seat's hand, or "nothing" */

static const char *
hand_name(struct bot *b, struct dow_state *s, int seat)
{
	const struct deck *h = &s->pl[seat].hand;

	if (h->n == 0)
		return ("nothing");
	return (s->pack->item[s->pack->inst[h->v[pick(b, h->n)]]].n.name);
}

/* careful_line - a turn command of a bot that plays for the colony: the
 * crisis's cards to the crisis, food played, searches, barricades and
 * cleaning, no harm to other players; NULL for a random one */

static char *
careful_line(struct bot *b, struct dow_state *s, int seat, const char *who)
{
	static const char *const outside[] = { "police", "grocery", "school", "gas", "library",
		"hospital" };
	const struct deck   *h = &s->pl[seat].hand;
	const struct dow_item   *it;
	int                      i;

	for (i = 0; i < h->n; i++) {
		it = &s->pack->item[s->pack->inst[h->v[i]]];
		if (s->crisis >= 0 && it->type == s->pack->crisis[s->crisis].prevent && pick(b, 2))
			return (pb_asprintf("crisis \"%s\"", it->n.name));
		if (it->food > 0 && pick(b, 2))
			return (pb_asprintf("play \"%s\"", it->n.name));
	}
	/* Survivors outside eat nothing: most go out and look for food. */
	switch (pick(b, 12)) {
	case 0:
	case 1:
	case 2:
		return (pb_asprintf("search \"%s\" keep %s noise %d", who,
		    pick(b, 3) ? "food" : "any", pick(b, 2)));
	case 3:
		return (pb_asprintf("barricade \"%s\"", who));
	case 4:
		return (pb_strdup("clean"));
	case 5:
		return (pb_asprintf("attack \"%s\"", who));
	case 6:
	case 7:
	case 8:
		return (pb_asprintf(
		    "move \"%s\" to %s", who, pick(b, 2) ? "grocery" : outside[pick(b, 6)]));
	default:
		return (pb_strdup("end"));
	}
}

/* random_line - a command the seat might give now */

static char *
random_line(struct bot *b, struct dow_state *s, int seat)
{
	static const char *const locs[] = { "colony", "police", "grocery", "school", "gas",
		"library", "hospital" };
	const char *who = own_name(b, s, seat), *other = own_name(b, s, 1 + pick(b, s->nseats));

	if (who == NULL)
		who = "nobody";
	if (other == NULL)
		other = "nobody";
	if (s->wait.kind == DOW_W_BITE)
		return (pb_strdup(pick(b, 2) ? "bite roll" : "bite die"));
	if (s->wait.kind == DOW_W_XROADS)
		return (pb_asprintf("choose %d", 1 + pick(b, 2)));
	if (s->wait.kind == DOW_W_SEND)
		return (pick(b, 2) ? pb_asprintf("send all to %s", locs[pick(b, 7)])
		                   : pb_asprintf("send \"%s\" to %s", who, locs[pick(b, 7)]));
	if (s->wait.kind == DOW_W_VOTE)
		return (pb_strdup(pick(b, 2) && !b->careful ? "vote yes" : "vote no"));
	if (s->wait.kind == DOW_W_REQUEST)
		return (pick(b, 2) ? pb_strdup("give nothing")
		                   : pb_asprintf("give \"%s\"", hand_name(b, s, seat)));
	if (s->wait.kind == DOW_W_SEARCH)
		return (pick(b, 3) ? pb_asprintf(
		            "keep %s", s->pack->item[s->pack->inst[s->wait.cards.v[0]]].n.name)
		                   : pb_strdup("noise"));
	if (b->careful && s->wait.kind == DOW_W_NONE)
		return (careful_line(b, s, seat, who));
	switch (pick(b, 20)) {
	case 14:
		return (pb_asprintf(
		    "play \"%s\" on \"%s\" at %s", hand_name(b, s, seat), who, locs[pick(b, 7)]));
	case 15:
		return (pb_asprintf("use \"%s\" on \"%s\" at %s", who, other, locs[pick(b, 7)]));
	case 16:
		return (pb_asprintf("place \"%s\"", hand_name(b, s, seat)));
	case 17:
		return (pb_asprintf(
		    "move \"%s\" to %s with \"%s\"", who, locs[pick(b, 7)], hand_name(b, s, seat)));
	case 0:
	case 1:
		return (pb_asprintf("move \"%s\" to %s", who, locs[pick(b, 7)]));
	case 2:
		return (pick(b, 3)
		        ? pb_asprintf("attack \"%s\"", who)
		        : pb_asprintf("attack \"%s\" with \"%s\"", who, hand_name(b, s, seat)));
	case 3:
		return (pb_asprintf("attack \"%s\" \"%s\"", who, other));
	case 4:
		return (pb_asprintf("search \"%s\"", who));
	case 5:
		return (pb_asprintf("search \"%s\" keep %s noise %d", who,
		    pick(b, 2) ? "food" : "any", pick(b, 4)));
	case 6:
		return (pb_asprintf("barricade \"%s\"", who));
	case 7:
		return (pb_strdup("clean"));
	case 8:
		return (pb_asprintf("attract \"%s\" from %s", who, locs[pick(b, 7)]));
	case 9:
		return (pb_asprintf("food %d", 1 + pick(b, 6)));
	case 10:
		return (pb_asprintf("crisis \"%s\"", hand_name(b, s, seat)));
	case 11:
		return (pb_asprintf("equip \"%s\" to \"%s\"", hand_name(b, s, seat), who));
	case 13:
		switch (pick(b, 6)) {
		case 0:
			return (pb_strdup("standing choose 1"));
		case 1:
			return (pb_asprintf("leader \"%s\"", who));
		case 2:
			return (pb_strdup("reveal"));
		default:
			return (pb_asprintf("standing %s",
			    pick(b, 3) == 0  ? "bite roll"
			        : pick(b, 2) ? "vote no"
			                     : "give nothing"));
		}
	case 12:
		switch (pick(b, 4)) {
		case 0:
			return (pb_asprintf("exile %d", 1 + pick(b, s->nseats)));
		case 1:
			return (pick(b, 2) ? pb_strdup("request fuel please")
			                   : pb_asprintf("request food on \"%s\" at %s", who,
			                       locs[pick(b, 7)]));
		default:
			return (pb_strdup("dance"));
		}
	default:
		return (pb_strdup("end"));
	}
}

/* who_acts - the seat the game waits for */

static int
who_acts(const struct dow_state *s)
{
	int k;

	if (s->wait.kind == DOW_W_SEARCH || s->wait.kind == DOW_W_BITE
	    || s->wait.kind == DOW_W_XROADS || s->wait.kind == DOW_W_SEND)
		return (s->wait.seat);
	if (s->wait.kind == DOW_W_VOTE || s->wait.kind == DOW_W_REQUEST)
		for (k = 1; k <= s->nseats; k++)
			if (s->wait.votes[k] == DOW_VOTE_DUE)
				return (k);
	return (s->active);
}

/* remember - an accepted command, for the replay */

static void
remember(struct bot *b, int seat, const char *line)
{
	b->log = pb_realloc(b->log, (size_t)(b->nlog + 1) * sizeof(char *));
	b->log[b->nlog++] = pb_asprintf("%d\t%s", seat, line);
}

/* check_after - invariants after an accepted command (bots-2, bots-3, bots-9) */

static void
check_after(struct bot *b, const char *line)
{
	struct dow_state *s = state_of(b->g);
	struct pb_err     err;
	json_t           *opts = json_object();
	void             *g2;
	char             *a, *c;

	ck_assert_msg(dow_state_check(s), "invariants broken after \"%s\"", line);
	check_privacy(b);
	a = dow_ops.save(b->g);
	c = jfield_dumps(dow_state_json(s));
	ck_assert_msg(strcmp(a, c) == 0, "bots-9: the saved text is not the tree's after \"%s\"",
	    line);
	free(c);
	/*
	 * With the game's own parsed pack: parsing the pack text again
	 * after every command was most of the test's time, and the pack
	 * text is parsed afresh for every game and its replay (bots-5).
	 */
	ck_assert_msg(dow_ops.load(s->pack, opts, b->nseats, b->seed, a, &g2, &err) == PB_OK,
	    "reload after \"%s\": %s", line, err.msg);
	c = dow_ops.save(g2);
	ck_assert_msg(strcmp(a, c) == 0, "reload changes the state after \"%s\"", line);
	dow_ops.free(g2);
	free(a);
	free(c);
	json_decref(opts);
}

/* step - one random command for the seat that must act */

static void
step(struct bot *b)
{
	struct dow_state *s = state_of(b->g);
	struct pb_err     err;
	char             *before, *after, *line, *word;
	int               seat = who_acts(s), k;
	size_t            i;
	json_t           *help;

	ck_assert_int_ge(seat, 1);
	line = random_line(b, s, seat);
	before = dow_ops.save(b->g);
	stats.commands++;
	for (k = 1; b->helps && stats.commands % 8 == 0 && k <= b->nseats; k++)
		if (k != seat)
			json_decref(check_help(b, k));
	help = b->helps ? check_help(b, seat) : NULL;
	word = pb_strndup(line, strcspn(line, " "));
	if (apply(b, seat, line, &err) == PB_OK) {
		ck_assert_msg(help == NULL || offered(help, word),
		    "seat %d: \"%s\" accepted, not in HELP", seat, line);
		for (i = 0; i < PB_NELEM(verbs); i++)
			if (strncmp(line, verbs[i], strlen(verbs[i])) == 0
			    && line[strlen(verbs[i])] == ' ')
				stats.verbs[i]++;
		remember(b, seat, line);
		check_after(b, line);
	} else {
		stats.refused++;
		if (getenv("PBEMD_BOT_TRACE"))
			fprintf(stderr, "%d: %s -> %s\n", seat, line, err.msg);
		after = dow_ops.save(b->g);
		ck_assert_msg(strcmp(before, after) == 0, "refused \"%s\" changed the state", line);
		free(after);
	}
	json_decref(help);
	free(word);
	free(before);
	free(line);
}

/* choose_all - every seat keeps its first survivors */

static void
choose_all(struct bot *b)
{
	struct dow_state *s = state_of(b->g);
	struct pb_err     err;
	char             *line;
	int               k, i;

	for (k = 1; k <= b->nseats; k++) {
		line = pb_strdup("keep");
		for (i = 0; i < dow_keep_count(s); i++) {
			char *t = pb_asprintf(
			    "%s \"%s\"", line, s->pack->surv[s->pl[k].offered.v[i]].n.name);
			free(line);
			line = t;
		}
		ck_assert_msg(apply(b, k, line, &err) == PB_OK, "%s: %s", line, err.msg);
		remember(b, k, line);
		free(line);
		line = pb_asprintf("leader \"%s\"", s->pack->surv[s->pl[k].kept.v[0]].n.name);
		ck_assert_msg(apply(b, k, line, &err) == PB_OK, "%s: %s", line, err.msg);
		remember(b, k, line);
		free(line);
	}
}

/* replay - the log from the seed gives the same final state (bots-5) */

static void
replay(struct bot *b)
{
	struct bot    r = *b;
	struct pb_err err;
	json_t       *opts, *canon = NULL;
	char         *a, *c, *tab;
	int           i;

	opts = json_pack("{s:s}", "variant", b->variant);
	ck_assert(game_create(&dow_ops, pack_text, opts, b->nseats, b->seed, &r.g, &canon, &err) == PB_OK);
	for (i = 0; i < b->nlog; i++) {
		tab = strchr(b->log[i], '\t');
		ck_assert_msg(apply(&r, atoi(b->log[i]), tab + 1, &err) == PB_OK,
		    "replay of \"%s\": %s", tab + 1, err.msg);
	}
	a = dow_ops.save(b->g);
	c = dow_ops.save(r.g);
	ck_assert_msg(strcmp(a, c) == 0, "replay differs");
	free(a);
	free(c);
	game_free(&dow_ops, r.g);
	json_decref(opts);
	json_decref(canon);
}

static const char *const variants[] = { "standard", "cooperative", "traitors", "expert",
	"elimination", "no-mature" };

/* play_one - a whole game */

static void
play_one(unsigned n)
{
	struct bot    b = { 0 };
	struct pb_err err;
	json_t       *opts, *canon = NULL;
	int           i, cmds;

	b.nseats = 2 + (int)(n % 4);
	b.variant = variants[(n / 4) % PB_NELEM(variants)];
	b.careful = n % 3 == 2;
	/* One game in each 8, at a place that moves: every seat count. */
	b.helps = n % 8 == (n / 8) % 8 || getenv("PBEMD_BOT_HELP") != NULL;
	if (b.nseats == 2 && strcmp(b.variant, "traitors") == 0)
		b.variant = "standard";
	memcpy(b.seed, &n, sizeof(n));
	pb_rng_init(&b.r, b.seed, 1u << 20);
	opts = json_pack("{s:s}", "variant", b.variant);
	ck_assert_msg(
	    game_create(&dow_ops, pack_text, opts, b.nseats, b.seed, &b.g, &canon, &err) == PB_OK, "%s",
	    err.msg);
	choose_all(&b);
	for (cmds = 0; cmds < BOT_MAXCMDS && strcmp(dow_ops.status(b.g), "ended") != 0; cmds++)
		step(&b);
	if (strcmp(dow_ops.status(b.g), "ended") != 0)
		fprintf(stderr, "game %u: wait %d seat %d active %d round %d morale %d: last %s\n",
		    n, state_of(b.g)->wait.kind, state_of(b.g)->wait.seat, state_of(b.g)->active,
		    state_of(b.g)->round, state_of(b.g)->morale, b.nlog ? b.log[b.nlog - 1] : "");
	ck_assert_msg(strcmp(dow_ops.status(b.g), "ended") == 0, "game %u did not end", n);
	stats.games++;
	stats.by[state_of(b.g)->ended_by & 3]++;
	if (getenv("PBEMD_BOT_DEBUG"))
		fprintf(stderr,
		    "game %u careful %d seats %d variant %s round %d morale %d food %d starv %d "
		    "waste %d\n",
		    n, b.careful, b.nseats, b.variant, state_of(b.g)->round, state_of(b.g)->morale,
		    state_of(b.g)->food, state_of(b.g)->starvation, state_of(b.g)->waste.n);
	for (i = 1; i <= b.nseats; i++) {
		stats.exiled += state_of(b.g)->pl[i].exiled;
		stats.wins += state_of(b.g)->pl[i].won;
	}
	replay(&b);
	for (i = 0; i < b.nlog; i++)
		free(b.log[i]);
	free(b.log);
	game_free(&dow_ops, b.g);
	json_decref(opts);
	json_decref(canon);
}

START_TEST(bots_play)
{
	const char *env = getenv("PBEMD_BOT_GAMES"), *env2 = getenv("PBEMD_BOT_FIRST");
	unsigned    n = env ? (unsigned)atoi(env) : 200, i;

	for (i = env2 ? (unsigned)atoi(env2) : 0; i < n; i++)
		play_one(1000 + i);
	fprintf(stderr,
	    "bots: %d games, ended by morale %d, rounds %d, objective %d; %d exiles, %d seats won;"
	    " %d commands, %d refused\n",
	    stats.games, stats.by[1], stats.by[2], stats.by[3], stats.exiled, stats.wins,
	    stats.commands, stats.refused);
	fprintf(stderr, "bots: %d HELPs offered %d commands; %d lines tried on copies\n",
	    stats.helps, stats.offered, stats.tried);
	fprintf(stderr, "bots: accepted");
	for (i = 0; i < PB_NELEM(verbs); i++)
		fprintf(stderr, " %s %d", verbs[i], stats.verbs[i]);
	fprintf(stderr, "\n");
	ck_assert_int_gt(stats.by[1] + stats.by[2] + stats.by[3], 0);
}
END_TEST

/* Games that once failed, played whatever PBEMD_BOT_GAMES says (each
 * checks HELP): 1563, HELP offered the Flare Gun in the form "play
 * Flare Gun on SURVIVOR at LOCATION" and bots-6 tried no such line;
 * 2038, "play "Field Guide to Edible Plants"" was accepted and HELP,
 * which wrote the name of 5 words unquoted, offered no "play" (bots-7). */
static const unsigned regress[] = { 1563, 2038 };

START_TEST(bots_regress)
{
	play_one(regress[_i]);
}
END_TEST

int
main(void)
{
	struct pb_err err;
	SRunner      *sr;
	Suite        *su;
	TCase        *t;
	int           failed;

	test_timeouts(); /* before any TCase */
	su = suite_create("dow-bots");
	t = tcase_create("games");
	if (sodium_init() < 0 || pack_read_dir(PB_SRCDIR "/content/dow", &pack_text, &err) != PB_OK)
		return (EXIT_FAILURE);
	tcase_add_test(t, bots_play);
	tcase_add_loop_test(t, bots_regress, 0, (int)PB_NELEM(regress));
	suite_add_tcase(su, t);
	sr = srunner_create(su);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	free(pack_text);
	return (failed ? EXIT_FAILURE : EXIT_SUCCESS);
}
