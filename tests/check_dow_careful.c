/*++
/* NAME
/*	check_dow_careful 1
/* SUMMARY
/*	careful and betrayer bots win Dead of Winter games by every path
/* SYNOPSIS
/*	tests/check_dow_careful [GAMES]
/* DESCRIPTION
/*	Plays whole games of the open pack with the bots of
/*	tests/dow_careful.c (careful players, and betrayers for the seats
/*	dealt a betrayal card), seeds 0, 1, ..., player counts 3 to 5 in
/*	turn, each main objective in turn, the standard side and one game
/*	in four on the traitors variant (more betrayers).  No clock, no
/*	timing: the same games on every machine.  Across the run:
/*
/*	careful-1	every game ends (objective, morale or rounds) within
/*			a bound on lines;
/*	careful-2	the colony wins some games and loses some;
/*	careful-3	a secret objective, a betrayal objective and an
/*			exiled objective are each won at least once;
/*	careful-4	the last journal of a game names each winner ("Player
/*			N ... WINS") and no loser as a winner;
/*	careful-5	every secret, betrayal and exiled objective of the
/*			open pack is won: seat 1 is dealt it (an exiled one
/*			tops the exiled deck), games until it is won, at
/*			most 120 each (deterministic seeds).
/*
/*	It prints how many games each objective was held and won.  The
/*	number of games defaults to 120 (PBEMD_CAREFUL_GAMES overrides).
/*	make balance plays the long run (pbemd-dow(7), BALANCE).
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
#include "core/pack.h"
#include "core/pb.h"
#include "games/dow/dow.h"

/* Local. */
#include "dow_careful.h"
#include "testrun.h"

static char *pack_text;
static void *parsed; /* the pack, parsed once */

static const char *const mains[] = { "weeks-of-darkness", "kill-them", "find-a-cure",
	"home-sweet-home", "raiding-party", "leave-it-all-behind", "stockpile", "winter-has-come",
	"too-many-mouths", "we-need-more-samples" };

static struct {
	int  games, colony, lost, won_kind[3];
	char names[64][48];
	int  held[64], won[64], n;
} st;

/* kind_ix - 0 secret, 1 betrayal, 2 exiled, -1 none */

static int
kind_ix(const char *k)
{
	return (strcmp(k, "secret") == 0     ? 0
	        : strcmp(k, "betrayal") == 0 ? 1
	        : strcmp(k, "exiled") == 0   ? 2
	                                     : -1);
}

static void
count(const char *name, int won)
{
	int i;

	for (i = 0; i < st.n; i++)
		if (strcmp(st.names[i], name) == 0)
			break;
	if (i == st.n && st.n < 64)
		snprintf(st.names[st.n++], 48, "%s", name);
	if (i < 64) {
		st.held[i]++;
		st.won[i] += won;
	}
}

/* named_winner - the journal says "Player k (...) WINS" on one line */

static int
named_winner(const char *text, int k)
{
	char        pat[32];
	const char *p, *eol;

	snprintf(pat, sizeof(pat), "Player %d ", k);
	for (p = text; (p = strstr(p, pat)) != NULL; p = eol) {
		eol = strchr(p, '\n');
		if (eol == NULL)
			eol = p + strlen(p);
		if (strstr(p, " WINS") != NULL && strstr(p, " WINS") < eol)
			return (1);
	}
	return (0);
}

static void
play_one(unsigned n)
{
	struct dow_bot_game out;
	struct pb_err       err;
	unsigned char       seed[32] = { 0 };
	json_t             *opts, *canon = NULL;
	void               *g;
	int                 nseats = 3 + (int)(n % 3), k, ix;

	memcpy(seed, &n, sizeof(n));
	seed[31] = 0xca;
	opts = json_pack("{s:s, s:s}", "variant", n % 4 == 3 ? "traitors" : "standard", "objective",
	    mains[(n / 3) % PB_NELEM(mains)]);
	ck_assert_msg(
	    dow_ops.create(parsed, opts, nseats, seed, &g, &canon, &err) == PB_OK, "%s", err.msg);
	dow_bot_play(&dow_ops, g, nseats, seed, 4000, &out);
	ck_assert_msg(out.ended, "game %u did not end (careful-1)", n);
	st.games++;
	st.colony += out.colony_won;
	ck_assert_msg(out.last != NULL, "game %u: no last journal", n);
	for (k = 1; k <= nseats; k++) {
		ck_assert_msg(named_winner(out.last, k) == out.won[k],
		    "game %u: the last journal %s Player %d (careful-4):\n%s", n,
		    out.won[k] ? "does not name the winner" : "names the loser", k, out.last);
		if ((ix = kind_ix(out.kind[k])) < 0)
			continue;
		count(out.secret[k], out.won[k]);
		st.won_kind[ix] += out.won[k];
	}
	free(out.last);
	dow_ops.free(g);
	json_decref(opts);
	json_decref(canon);
}

START_TEST(careful_wins)
{
	const char *env = getenv("PBEMD_CAREFUL_GAMES");
	unsigned    n = env ? (unsigned)atoi(env) : 120, i;
	int         reached = 0;

	for (i = 0; i < n; i++)
		play_one(i);
	for (i = 0; i < (unsigned)st.n; i++) {
		fprintf(stderr, "careful: %-22s held %3d won %3d\n", st.names[i], st.held[i],
		    st.won[i]);
		reached += st.won[i] > 0;
	}
	fprintf(stderr,
	    "careful: %d games, colony won %d; secret wins %d, betrayal %d, exiled %d;"
	    " %d of %d objectives held were won\n",
	    st.games, st.colony, st.won_kind[0], st.won_kind[1], st.won_kind[2], reached, st.n);
	ck_assert_msg(st.colony > 0 && st.colony < st.games, "careful-2");
	ck_assert_msg(st.won_kind[0] > 0, "careful-3: no secret objective won");
	ck_assert_msg(st.won_kind[1] > 0, "careful-3: no betrayal objective won");
	ck_assert_msg(st.won_kind[2] > 0, "careful-3: no exiled objective won");
}
END_TEST

/* deal_to_one - seat 1 holds objective x (exiled: x is the exiled deck's
 * top card, drawn by the first seat exiled).  The card changes places
 * with what stood there, so every objective stays in exactly one place. */

static void
deal_to_one(struct dow_state *s, int x)
{
	struct deck *box = &s->obj_box;
	int          k, at, mine = s->pl[1].secret;

	if (s->pack->obj[x].kind == DOW_EXILED) {
		at = deck_find(&s->exiled, x);
		ck_assert_int_ge(at, 0);
		s->exiled.v[at] = s->exiled.v[s->exiled.n - 1];
		s->exiled.v[s->exiled.n - 1] = x;
		return;
	}
	if (mine == x)
		return;
	for (k = 2; k <= s->nseats; k++)
		if (s->pl[k].secret == x) {
			s->pl[k].secret = mine;
			s->pl[1].secret = x;
			return;
		}
	at = deck_find(box, x);
	ck_assert_int_ge(at, 0);
	box->v[at] = mine;
	s->pl[1].secret = x;
}

/* won_with - games until objective x, dealt to seat 1, is won (0: not
 * within max) */

static int
won_with(int x, int max)
{
	const struct dow_objective *o = &((const struct dow_pack *)parsed)->obj[x];
	struct dow_bot_game         out;
	struct pb_err               err;
	unsigned char               seed[32] = { 0 };
	json_t                     *opts, *canon = NULL;
	void                       *g;
	int                         n, k, nseats, won = 0;

	for (n = 0; n < max && !won; n++) {
		nseats = 3 + n % 3;
		memcpy(seed, &n, sizeof(n));
		memcpy(seed + 8, &x, sizeof(x));
		seed[31] = 0xce;
		opts = json_pack("{s:s, s:s}", "variant",
		    o->kind == DOW_SECRET ? "standard" : "traitors", "objective",
		    mains[(unsigned)(n + x) % PB_NELEM(mains)]);
		ck_assert_msg(dow_ops.create(parsed, opts, nseats, seed, &g, &canon, &err) == PB_OK,
		    "%s", err.msg);
		deal_to_one(g, x);
		dow_bot_play(&dow_ops, g, nseats, seed, 4000, &out);
		for (k = 1; k <= nseats; k++)
			won |= out.won[k] && strcmp(out.secret[k], o->n.name) == 0;
		free(out.last);
		dow_ops.free(g);
		json_decref(opts);
		json_decref(canon);
	}
	return (won ? n : 0);
}

START_TEST(every_objective)
{
	const struct dow_pack *pk = parsed;
	int                    x = _i, n;

	/* careful-5: every secret, betrayal and exiled objective of the
	 * open pack is won at least once, with careful bots, when a seat
	 * holds it (seat 1 is dealt it; an exiled one is the first drawn). */
	n = won_with(x, 120);
	fprintf(stderr, "careful-5: %-22s won after %d games\n", pk->obj[x].n.name, n);
	ck_assert_msg(n > 0, "careful-5: %s never won in 120 games", pk->obj[x].n.name);
}
END_TEST

/* make - the suite, on the open pack read and parsed once (kept for the
 * life of the program) */

static Suite *
make(void)
{
	struct pb_err err;
	Suite        *su = suite_create("dow-careful");
	TCase        *t = tcase_create("games");

	if (pack_read_dir(PB_SRCDIR "/content/dow", &pack_text, &err) != PB_OK
	    || (parsed = dow_ops.pack_parse(pack_text, &err)) == NULL) {
		fprintf(stderr, "check_dow_careful: %s\n", err.msg);
		exit(EXIT_FAILURE);
	}
	tcase_add_test(t, careful_wins);
	suite_add_tcase(su, t);
	t = tcase_create("objectives");
	tcase_set_timeout(t, 0);
	tcase_add_loop_test(t, every_objective, 0, ((const struct dow_pack *)parsed)->nobj);
	suite_add_tcase(su, t);
	return (su);
}

int
main(void)
{
	return (test_main(make));
}
