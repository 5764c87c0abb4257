/*++
/* NAME
/*	check_moderate 1
/* SUMMARY
/*	every moderator command by mail; refused for anyone else
/* SYNOPSIS
/*	tests/check_moderate
/* DESCRIPTION
/*	Through the real pipeline (testmail.h), with [pbemd] moderator set.
/*	The same commands by pbemctl are in tests/e2e-moderate.sh.
/*
/*	mod-1.1  open a game (gamectl_open), three players JOIN by mail and
/*		 are answered; a fourth JOIN of the same address is refused;
/*		 "start" by mail sets it up: every seat gets its welcome
/*	mod-1.2  pause, resume, extend, set: each done in the moderator's
/*		 reply, logged as a move of seat 0, announced to every seat
/*	mod-1.3  force: the seat's default action, the seat told its line
/*	mod-1.4  replace: the new address plays, the old token is stale
/*	mod-1.5  undo: the state is that of the move named
/*	mod-1.6  remove: refused while the game waits on the seat, done
/*		 otherwise: the seat is out
/*	mod-1.7  end: every seat gets the reveal with the list of the
/*		 moderator's actions; the export lists them; replay holds
/*	mod-1.8  bad commands from the moderator are refused line by line
/*		 with a reason, and change nothing
/*	mod-2.*  (on a Tiny Test Game: they test the arbiter only)
/*	mod-2.1  a moderator word in a player's mail is refused ("only the
/*		 moderator")
/*	mod-2.2  the moderator token sent from a player's address is
/*		 token-misuse: nothing done, the moderator told
/*	mod-2.3  a forged moderator token is bad-token: the moderator is
/*		 told, never the sender
/*	mod-3.1  the server's moderator creates a game by mail ("new") and
/*		 opens one ("open"); the players are mailed, the reply names
/*		 each game's moderator token, which then steers it by mail
/*	mod-3.2  a bad line is refused and leaves no game behind; the token
/*		 from another address is misuse; after "--new" the old
/*		 token is stale
/*	mod-2.4  a moderator token older than "set moderator" is stale
/*
/*	mod-4.*: the moderator's commands on a game that is not Dead of
/*	Winter, the Tiny Test Game (tests/testgame/):
/*	mod-4.1  open, join (one in Italian), start: the seat of the first
/*		 turn reads its deadline named by the game, in Italian
/*	mod-4.2  set deadline.ballot (the game's kind) is done; set
/*		 deadline.setup (Dead of Winter's) is refused naming the
/*		 game's decisions
/*	mod-4.3  force: the game's default line ("pass") is logged as a
/*		 move of seat 0 and the seat is told
/*	mod-4.4  replace: the new address reads the seat's hidden card,
/*		 the old one never
/*	mod-4.5  remove: what removal means is the game's (this one takes
/*		 the seat of the turn out and passes the turn)
/*	mod-4.6  undo, then end: every seat is told, in its language
/*	mod-4.7  the server's moderator creates a Tiny Test Game by mail
/*		 with the game's options (--opt NAME=VALUE and --NAME
/*		 VALUE); an option the game does not declare is refused
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
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "core/clock.h"
#include "core/pb.h"
#include "core/token.h"
#include "store/store.h"

/* Local. */
#include "testgame/tiny.h"
#include "testmail.h"
#include "testrun.h"

#define MOD "mod@test.example"

static int nmail;

/* mail - deliver a raw mail and run a pass; the outcome */

static const char *
mail(struct test_env *e, const char *from, const char *subject, const char *body)
{
	const char *o = NULL;
	char       *id = pb_asprintf("m%d@example", ++nmail), *msg;

	msg = test_message(from, subject, id, NULL, body);
	test_deliver(e, msg);
	ck_assert_int_eq(test_run(e, &o), 1);
	free(msg);
	free(id);
	return (o);
}

/* newest_token - the token of the newest mail to addr with one */

static char *
find_token(struct test_env *e, const char *addr)
{
	struct token t;
	char        *subj, *text, *tok = NULL;
	int          i;

	for (i = test_mail_count(e, addr) - 1; i >= 0 && tok == NULL; i--) {
		text = test_mail_text(e, addr, i, &subj);
		if (token_find(subj, &t))
			tok = pb_asprintf("PBEM-%lld-%d-%lld-%s", (long long)t.game, t.seat,
			    (long long)t.seq, t.mac);
		free(subj);
		free(text);
	}
	return (tok);
}

/* newest_token - the same, which must exist */

static char *
newest_token(struct test_env *e, const char *addr)
{
	char *tok = find_token(e, addr);

	ck_assert_msg(tok != NULL, "no token to %s", addr);
	return (tok);
}

/* mod_token - the moderator's newest token, or a fresh one */

static char *
mod_token(struct test_env *e, int64_t game)
{
	struct gamectl *g;
	struct pb_err   err;
	char           *tok;

	if ((tok = find_token(e, MOD)) != NULL)
		return (tok);
	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	tok = moderate_token(e->p, g);
	gamectl_free(g);
	return (tok);
}

/* as_mod - a moderator mail; the outcome */

static const char *
as_mod(struct test_env *e, int64_t game, const char *from, const char *body)
{
	char       *tok = mod_token(e, game), *subj = pb_asprintf("Re: mod %s", tok);
	const char *o = mail(e, from, subj, body);

	free(subj);
	free(tok);
	return (o);
}

/* as_seat - a player's mail with its newest token */

static const char *
as_seat(struct test_env *e, const char *addr, const char *body)
{
	char       *tok = newest_token(e, addr), *subj = pb_asprintf("Re: %s", tok);
	const char *o = mail(e, addr, subj, body);

	free(subj);
	free(tok);
	return (o);
}

/* last - subject and text of the newest mail to addr; caller frees */

static char *
last(struct test_env *e, const char *addr)
{
	char *s, *t = test_mail_text(e, addr, -1, &s), *both = pb_asprintf("%s\n%s", s, t);

	free(s);
	free(t);
	return (both);
}

/* has - the newest mail to addr holds text */

static void
has(struct test_env *e, const char *addr, const char *text)
{
	char *t = last(e, addr);

	ck_assert_msg(strstr(t, text) != NULL, "to %s: no \"%s\" in:\n%.1500s", addr, text, t);
	free(t);
}

/* seat0 - the command of the newest move of seat 0 */

static enum pb_rc
seat0_one(const struct store_move *mv, void *arg)
{
	char **c = arg;

	if (mv->seat == 0) {
		free(*c);
		*c = pb_strdup(mv->command);
	}
	return (PB_OK);
}

static char *
seat0(struct test_env *e, int64_t game)
{
	struct pb_err err;
	char         *c = NULL;

	ck_assert(store_move_each(e->p->st, game, seat0_one, &c, &err) == PB_OK);
	return (c);
}

/* decision - what the game waits on from seat, "" for nothing */

static char *
decision(struct test_env *e, int64_t game, int seat)
{
	struct gamectl *g;
	struct pb_err   err;
	const char     *d;
	char           *s;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	d = g->state ? g->ops->decision(g->state, seat) : NULL;
	s = pb_strdup(d ? d : "");
	gamectl_free(g);
	return (s);
}

START_TEST(every_command)
{
	struct test_env *e =
	    test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n");
	struct pb_err err;
	json_t       *opts = json_object(), *x;
	char         *a[5], *t, *c, *cmd, *old;
	int64_t       game;
	int           k, n;

	for (k = 1; k <= 4; k++)
		a[k] = test_addr(k);
	/* mod-1.1: open, join, start. */
	ck_assert(gamectl_open(e->p, "dow", opts, 3, NULL, &game, &err) == PB_OK);
	json_decref(opts);
	for (k = 1; k <= 3; k++) {
		cmd =
		    pb_asprintf("join %lld%s\n", (long long)game, k == 1 ? " Europe/Rome it" : "");
		ck_assert_str_eq(mail(e, a[k], "join", cmd), "open-command");
		if (k == 2) { /* twice */
			mail(e, a[k], "join", cmd);
			has(e, a[k], "has joined game 1 already");
		}
		free(cmd);
	}
	has(e, a[1], "come giocatore 1");
	has(e, a[3], "You joined Dead of Winter game 1 as Player 3");
	cmd = pb_asprintf("join %lld\n", (long long)game);
	mail(e, a[4], "join", cmd);
	has(e, a[4], "the game is full (3 players)");
	free(cmd);
	ck_assert_str_eq(as_mod(e, game, MOD, "pause\n"), "moderator");
	has(e, MOD, "refused: game 1 is open for joining: start it first");
	ck_assert_str_eq(as_mod(e, game, MOD, "start\n"), "moderator");
	has(e, MOD, "done: game 1 has started with 3 players");
	has(e, a[1], "La tua scadenza (scelte di preparazione): "); /* Italian, Rome time */
	has(e, a[1], "CET (Europe/Rome)");
	has(e, a[2], "Your deadline (set-up choices)");

	/* mod-1.2: pause, resume, extend, set. */
	n = test_mail_count(e, a[2]);
	ck_assert_str_eq(
	    as_mod(e, game, MOD, "pause\nresume\nextend 2 1d\nset grace 6h\n"), "moderator");
	t = last(e, MOD);
	ck_assert_msg(
	    strstr(t, "> pause\n  done: The moderator paused the game") != NULL, "%.1500s", t);
	ck_assert(strstr(t, "> resume\n  done:") != NULL);
	ck_assert(strstr(t, "> extend 2 1d\n  done: The moderator gave Player 2 1d more") != NULL);
	ck_assert(strstr(t, "> set grace 6h\n  done: The moderator set grace to 6h.") != NULL);
	free(t);
	/* Held [notify] hold_minutes: the pause and the resume undo each
	 * other (news of the next mail), the extend and the set go out in
	 * one mail when the hold is over. */
	ck_assert_int_eq(test_mail_count(e, a[2]), n);
	test_at(pb_now() + 301);
	test_tick(e);
	ck_assert_int_eq(test_mail_count(e, a[2]), n + 1);
	has(e, a[2], "Since your last mail:\n* The moderator paused the game");
	has(e, a[2], "The moderator gave Player 2 1d more for the current decision.\n"
	             "The moderator set grace to 6h.");
	c = seat0(e, game);
	ck_assert_str_eq(c, "set grace 6h");
	free(c);

	/* mod-1.3: force Player 3's set-up. */
	ck_assert_str_eq(as_mod(e, game, MOD, "force 3\n"), "moderator");
	has(e, a[3], "the moderator forced the default action");
	c = seat0(e, game);
	ck_assert_msg(strncmp(c, "force 3 keep ", 13) == 0, "%.500s", c);
	free(c);

	/* mod-1.4: replace Player 2 by Dee. */
	old = newest_token(e, a[2]);
	ck_assert_str_eq(as_mod(e, game, MOD, "replace 2 dee@players.example\n"), "moderator");
	has(e, a[2], "You no longer play Player 2");
	has(e, a[4], "You take over Player 2");
	t = pb_asprintf("Re: %s", old);
	ck_assert_str_eq(mail(e, a[2], t, "show\n"), "stale-token");
	free(t);
	free(old);
	ck_assert_str_eq(as_seat(e, a[4], "help\n"), "applied");

	/* Everyone chooses; the first turn begins. */
	ck_assert_str_eq(
	    as_mod(e, game, MOD, "force 1\nforce 1\nforce 2\nforce 2\nforce 3\n"), "moderator");
	for (k = 1; k <= 3; k++) {
		c = decision(e, game, k);
		if (strcmp(c, "turn") == 0)
			n = k;
		free(c);
	}

	/* mod-1.6: remove: refused for the seat the game waits on. */
	cmd = pb_asprintf("remove %d\n", n);
	as_mod(e, game, MOD, cmd);
	has(e, MOD, "force its default action first");
	free(cmd);

	/* mod-1.5: undo back to the last set-up move. */
	{
		struct store_game *row;
		int64_t            seq;

		ck_assert(store_game_get(e->p->st, game, &row, &err) == PB_OK);
		seq = row->seq;
		store_game_free(row);
		cmd = pb_asprintf("force %d\nundo %lld\n", n, (long long)seq);
		ck_assert_str_eq(as_mod(e, game, MOD, cmd), "moderator");
		free(cmd);
		has(e, MOD, "done: the game is back as it was after move");
		c = decision(e, game, n);
		ck_assert_str_eq(c, "turn");
		free(c);
	}

	/* mod-1.6: remove another seat. */
	k = n == 3 ? 1 : 3;
	cmd = pb_asprintf("remove %d\n", k);
	ck_assert_str_eq(as_mod(e, game, MOD, cmd), "moderator");
	free(cmd);
	has(e, MOD, "is out of the game");
	/* In the seat's language: one seat of this game reads Italian. */
	t = last(e, a[k]);
	ck_assert_msg(strstr(t, "The moderator removes Player") != NULL
	        || strstr(t, "Il moderatore rimuove il Giocatore") != NULL,
	    "to %s: no removal in:\n%.1500s", a[k], t);
	free(t);

	/* mod-1.8: bad commands change nothing. */
	ck_assert_str_eq(as_mod(e, game, MOD,
	                     "undo 99999\nremove 9\nextend 1 soon\nset colour red\nfly away\n"
	                     "replace 1 ann@players.example\n"),
	    "moderator");
	t = last(e, MOD);
	ck_assert_msg(strstr(t, "> undo 99999\n  refused: undo takes a move number"), "%.1500s", t);
	ck_assert(strstr(t, "> remove 9\n  refused:"));
	ck_assert(strstr(t, "> extend 1 soon\n  refused: \"soon\" is not a duration"));
	ck_assert(strstr(t, "> set colour red\n  refused: \"colour\" is no setting"));
	ck_assert(strstr(t, "> fly away\n  refused: \"fly\" is no moderator command"));
	ck_assert(strstr(t,
	    "> replace 1 ann@players.example\n  refused: ann@players.example"
	    " plays Player 1"));
	free(t);

	/* mod-1.7: end; the reveal lists the moderator's actions. */
	ck_assert_str_eq(as_mod(e, game, MOD, "end\n"), "moderator");
	has(e, a[1], "Azioni del moderatore in questa partita"); /* Italian */
	has(e, a[3], "Moderator actions in this game");
	has(e, a[4], "replace 2");
	has(e, a[4], ": undo ");
	ck_assert(gamectl_export(e->p, game, 0, &x, &err) == PB_OK);
	t = json_dumps(x, 0);
	ck_assert(
	    strstr(t, "\"command\": \"replace 2\"") || strstr(t, "\"command\":\"replace 2\""));
	ck_assert(strstr(t, "dee@") == NULL);
	free(t);
	json_decref(x);
	for (k = 1; k <= 4; k++)
		free(a[k]);
	test_env_free(e);
}
END_TEST

/* games - how many games the store holds */

static size_t
games(struct test_env *e)
{
	struct pb_err err;
	int64_t      *ids = NULL;
	size_t        n = 0;

	ck_assert(store_game_ids(e->p->st, &ids, &n, &err) == PB_OK);
	free(ids);
	return (n);
}

START_TEST(server_moderator)
{
	struct test_env *e =
	    test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n");
	struct pb_err err;
	char         *tok, *subj, *t, *gtok, *p, *old;
	int           n;

	/* mod-3.1 */
	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(moderate_server_token(e->p, 0, &tok, &err) == PB_OK);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	ck_assert_msg(strncmp(tok, "PBEM-0-0-0-", 11) == 0, "%s", tok);
	subj = pb_asprintf("games %s", tok);
	ck_assert_str_eq(mail(e, MOD, subj,
	                     "new dow --players x1@test.example:Europe/Rome:it,x2@test.example"
	                     " --variant standard\nopen dow --max 4\n"),
	    "moderator");
	t = last(e, MOD);
	ck_assert_msg(
	    strstr(t, "done: game 1 is set up and its players are mailed") != NULL, "%.2000s", t);
	ck_assert_msg(
	    strstr(t, "done: game 2 is open: players write \"join 2\"") != NULL, "%.2000s", t);
	ck_assert(strstr(t, "Server moderator token: PBEM-0-0-0-") != NULL);
	ck_assert_int_eq(test_mail_count(e, "x1@test.example"), 1);
	has(e, "x1@test.example", "Giocatore 1"); /* in the language asked */
	/* Game 1's own moderator token steers it by mail. */
	ck_assert_ptr_nonnull(p = strstr(t, "moderator token: PBEM-1-0-"));
	gtok = pb_strndup(p + 17, strcspn(p + 17, " \n;"));
	free(subj);
	subj = pb_asprintf("Re: %s", gtok);
	ck_assert_str_eq(mail(e, MOD, subj, "pause\n"), "moderator");
	has(e, MOD, "done: The moderator paused the game");
	free(gtok);
	free(subj);
	free(t);
	ck_assert_int_eq(games(e), 2);

	/* mod-3.2: a refused line leaves nothing; misuse; a new epoch. */
	subj = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(
	    mail(e, MOD, subj, "new dow --players x3@test.example,not-an-address\nfrobnicate\n"),
	    "moderator");
	t = last(e, MOD);
	ck_assert(
	    strstr(t, "> new dow --players x3@test.example,not-an-address\n  refused:") != NULL);
	ck_assert(strstr(t, "> frobnicate\n  refused: write: new KIND") != NULL);
	free(t);
	ck_assert_int_eq(test_mail_count(e, "x3@test.example"), 0);
	ck_assert_int_eq(games(e), 2); /* the refused "new" left no game */
	n = test_mail_count(e, MOD);
	ck_assert_str_eq(
	    mail(e, "x1@test.example", subj, "new dow --players a@b.c,d@e.f\n"), "token-misuse");
	ck_assert_int_eq(test_mail_count(e, MOD), n + 1);
	old = tok;
	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(moderate_server_token(e->p, 1, &tok, &err) == PB_OK);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	ck_assert_str_ne(tok, old);
	ck_assert_str_eq(mail(e, MOD, subj, "open dow\n"), "stale-token");
	free(subj);
	free(old);
	free(tok);
	test_env_free(e);
}
END_TEST

START_TEST(refusals)
{
	struct test_env *e =
	    test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n");
	char   *ann = test_addr(1), *tok, *subj, *forged;
	int64_t game = test_tiny(e, 3, 7, NULL); /* any game: the arbiter refuses */
	int     n;

	test_run(e, &(const char *){ NULL });
	/* mod-2.1: a player's "pause". */
	ck_assert_str_eq(as_seat(e, ann, "pause\nundo 1\n"), "applied");
	has(e, ann, "refused: only the moderator of this game may pause");
	has(e, ann, "refused: only the moderator of this game may undo");

	/* mod-2.2: the moderator token from a player's address. */
	n = test_mail_count(e, MOD);
	ck_assert_str_eq(as_mod(e, game, ann, "end\n"), "token-misuse");
	ck_assert_int_eq(test_mail_count(e, MOD), n + 1);
	ck_assert_int_eq(test_mail_count(e, ann), 1 + 1); /* the welcome, the refusal */

	/* mod-2.3: a forged moderator token, from a stranger (an hour
	 * later: token warnings go to a seat once an hour, auth.c). */
	test_at(pb_now() + 3601);
	tok = mod_token(e, game);
	forged = pb_strdup(tok);
	forged[strlen(forged) - 1] = forged[strlen(forged) - 1] == 'A' ? 'B' : 'A';
	subj = pb_asprintf("Re: %s", forged);
	n = test_mail_count(e, MOD);
	ck_assert_str_eq(mail(e, "mallory@evil.example", subj, "end\n"), "bad-token");
	ck_assert_int_eq(test_mail_count(e, MOD), n + 1);
	ck_assert_int_eq(test_mail_count(e, "mallory@evil.example"), 0);
	free(subj);
	free(forged);
	free(tok);

	/* mod-2.4: a new moderator; the old token is stale. */
	tok = mod_token(e, game);
	ck_assert_str_eq(as_mod(e, game, MOD, "set moderator boss@test.example\n"), "moderator");
	subj = pb_asprintf("Re: %s", tok);
	test_at(pb_now() + 3601);
	ck_assert_str_eq(mail(e, MOD, subj, "end\n"), "stale-token");
	has(e, "boss@test.example", "");
	free(subj);
	free(tok);
	free(ann);
	test_env_free(e);
}
END_TEST

/* any - some mail to addr holds text */

static int
any(struct test_env *e, const char *addr, const char *text)
{
	char *s, *t;
	int   i, hit = 0;

	for (i = 0; i < test_mail_count(e, addr) && !hit; i++) {
		t = test_mail_text(e, addr, i, &s);
		hit = strstr(t, text) != NULL || strstr(s, text) != NULL;
		free(s);
		free(t);
	}
	return (hit);
}

/* tiny_card - the English name of the card seat holds; caller frees */

static char *
tiny_card(struct test_env *e, int64_t game, int seat)
{
	struct gamectl          *g;
	struct pb_err            err;
	const struct tiny_state *s;
	char                    *name;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	s = tiny_game_state(g->state);
	ck_assert_int_ne(s->hand[seat], TINY_NOCARD);
	name = pb_strdup(tiny_name(s->pack, s->hand[seat], 0));
	gamectl_free(g);
	return (name);
}

START_TEST(tiny_commands)
{
	struct test_env *e =
	    test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n");
	struct pb_err err;
	json_t       *opts = json_pack("{s:s}", "rounds", "4");
	char         *a[5], *t, *c, *cmd, *old, *card;
	int64_t       game, seq;
	int           k, n;

	for (k = 1; k <= 4; k++)
		a[k] = test_addr(k);
	/* mod-4.1: open, join, start. */
	ck_assert(gamectl_open(e->p, "tiny", opts, 3, NULL, &game, &err) == PB_OK);
	json_decref(opts);
	for (k = 1; k <= 3; k++) {
		cmd =
		    pb_asprintf("join %lld%s\n", (long long)game, k == 1 ? " Europe/Rome it" : "");
		ck_assert_str_eq(mail(e, a[k], "join", cmd), "open-command");
		free(cmd);
	}
	has(e, a[3], "You joined Tiny Test Game game 1 as Player 3");
	ck_assert_str_eq(as_mod(e, game, MOD, "start\n"), "moderator");
	has(e, MOD, "done: game 1 has started with 3 players");
	has(e, a[1], "La tua scadenza (il tuo turno): ");
	has(e, a[1], "CET (Europe/Rome)");
	has(e, a[1], "SOLO PER TE, Giocatore 1"); /* the game's template, in Italian */
	t = last(e, a[2]);
	ck_assert_msg(strstr(t, "Your deadline") == NULL, "%.1500s", t);
	free(t);

	/* mod-4.2: the game's decisions may be set, no other game's. */
	ck_assert_str_eq(
	    as_mod(e, game, MOD, "set deadline.ballot 6h\nset deadline.setup 6h\n"), "moderator");
	t = last(e, MOD);
	ck_assert_msg(strstr(t, "> set deadline.ballot 6h\n  done: The moderator set"
	                        " deadline.ballot to 6h.")
	        != NULL,
	    "%.1500s", t);
	ck_assert_msg(strstr(t, "> set deadline.setup 6h\n  refused: \"deadline.setup\": the"
	                        " decisions of Tiny Test Game are turn, ballot")
	        != NULL,
	    "%.1500s", t);
	free(t);

	/* mod-4.3: force Player 1's turn: it passes. */
	ck_assert_str_eq(as_mod(e, game, MOD, "force 1\n"), "moderator");
	c = seat0(e, game);
	ck_assert_str_eq(c, "force 1 pass");
	free(c);
	has(e, a[1], "\n> pass\n");
	c = decision(e, game, 2);
	ck_assert_str_eq(c, "turn");
	free(c);

	/* mod-4.4: replace Player 2 by Dee: the card goes with the seat. */
	card = tiny_card(e, game, 2);
	n = test_mail_count(e, a[2]);
	old = newest_token(e, a[2]);
	ck_assert_str_eq(as_mod(e, game, MOD, "replace 2 dee@players.example\n"), "moderator");
	has(e, a[2], "You no longer play Player 2");
	ck_assert_int_eq(test_mail_count(e, a[2]), n + 1);
	t = last(e, a[2]);
	ck_assert_msg(strstr(t, card) == NULL, "%.1500s", t);
	free(t);
	has(e, a[4], "You take over Player 2");
	has(e, a[4], card);
	t = pb_asprintf("Re: %s", old);
	ck_assert_str_eq(mail(e, a[2], t, "show\n"), "stale-token");
	free(t);
	free(old);
	free(card);
	ck_assert_str_eq(as_seat(e, a[4], "play\n"), "applied");

	/* mod-4.5: remove the seat of the turn: the game passes it on. */
	ck_assert_str_eq(as_mod(e, game, MOD, "remove 3\n"), "moderator");
	has(e, MOD, "done:");
	has(e, a[3], "Player 3 is removed from the game.");
	c = decision(e, game, 3);
	ck_assert_str_eq(c, "");
	free(c);
	c = decision(e, game, 1);
	ck_assert_str_eq(c, "turn");
	free(c);

	/* mod-4.6: undo the removal, then end. */
	{
		struct store_game *row;

		ck_assert(store_game_get(e->p->st, game, &row, &err) == PB_OK);
		seq = row->seq;
		store_game_free(row);
	}
	cmd = pb_asprintf("undo %lld\n", (long long)seq - 1);
	ck_assert_str_eq(as_mod(e, game, MOD, cmd), "moderator");
	free(cmd);
	has(e, MOD, "done: the game is back as it was after move");
	c = decision(e, game, 3);
	ck_assert_str_eq(c, "turn");
	free(c);
	ck_assert_str_eq(as_mod(e, game, MOD, "end\n"), "moderator");
	/* Each seat reads the end in its update, then the final reveal,
	 * as when a player's mail ends the game. */
	for (k = 1; k <= 4; k++)
		if (k != 2) {
			ck_assert(any(e, a[k], "* The game ends (moderator)."));
			has(e, a[k], "Player 3 held "); /* the newest: the reveal */
		}
	ck_assert(any(e, a[1], "LA PARTITA È FINITA (moderator)"));
	for (k = 1; k <= 4; k++)
		free(a[k]);
	test_env_free(e);
}
END_TEST

START_TEST(tiny_new_by_mail)
{
	struct test_env *e =
	    test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD "\n");
	struct pb_err err;
	char         *tok, *subj, *t;

	/* mod-4.7 */
	ck_assert(store_begin(e->p->st, &err) == PB_OK);
	ck_assert(moderate_server_token(e->p, 0, &tok, &err) == PB_OK);
	ck_assert(store_commit(e->p->st, &err) == PB_OK);
	subj = pb_asprintf("games %s", tok);
	ck_assert_str_eq(mail(e, MOD, subj,
	                     "new tiny --players x1@test.example,x2@test.example --opt rounds=2"
	                     " --variant nopeek\n"
	                     "new tiny --players x3@test.example,x4@test.example --colour red\n"),
	    "moderator");
	t = last(e, MOD);
	ck_assert_msg(
	    strstr(t, "done: game 1 is set up and its players are mailed") != NULL, "%.2000s", t);
	ck_assert_msg(strstr(t, "> new tiny --players x3@test.example,x4@test.example --colour"
	                        " red\n  refused:")
	        != NULL,
	    "%.2000s", t);
	free(t);
	has(e, "x1@test.example", "round 1 of 2");
	ck_assert_int_eq(test_mail_count(e, "x3@test.example"), 0);
	ck_assert_int_eq(games(e), 1);
	free(subj);
	free(tok);
	test_env_free(e);
}
END_TEST

static Suite *
moderate_suite(void)
{
	Suite *s = suite_create("moderate");
	TCase *t = tcase_create("mail");

	tcase_add_test(t, every_command);
	tcase_add_test(t, refusals);
	tcase_add_test(t, server_moderator);
	suite_add_tcase(s, t);
	t = tcase_create("tiny");
	tcase_add_test(t, tiny_commands);
	tcase_add_test(t, tiny_new_by_mail);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(moderate_suite));
}
