/*++
/* NAME
/*	check_dm_mail 1
/* SUMMARY
/*	a whole Dark Moon game played by mail, in three languages
/* SYNOPSIS
/*	tests/check_dm_mail
/* DESCRIPTION
/*	A 5-player game through the real pipeline of a pbemd in a
/*	temporary directory (testmail.h): seat 1 reads Italian, seat 2
/*	Spanish, the others English.  Each move is a player's reply to its
/*	newest mail (the token in the Subject) with one command, chosen
/*	among the lines the game offers that seat now (the test reads the
/*	stored state for that, as HELP examples would tell the player);
/*	the Italian and Spanish seats write the command words in their
/*	language.  Test ids:
/*	dm-mail-1	each welcome is in the seat's language and shows its
/*			own status card and no other's
/*	dm-mail-2	every move is applied (the state changes) until the
/*			game ends
/*	dm-mail-3	privacy after every pass: no seat's newest mail holds
/*			the status card of another seat not revealed; a mail
/*			tells a private roll only to the seat that rolled
/*	dm-mail-4	every seat's last mails tell the end in its language,
/*			and reveal everything with the seed
/*	dm-mail-5	the moderator's end (pbemctl game end): every seat's
/*			newest mail is the final reveal, in its language,
/*			naming every seat's status card
/*	dm-mail-6	the moderator's end naming the winners, every form
/*			pbemd-dm(7) gives: by mail "end uninfected" (after
/*			"end company", refused in a game without the Company
/*			Man, and nothing changed), by pbemctl "end infected",
/*			"end" (the Infected), and "end company" in a game
/*			with the Company Man dealt; "end nobody" refused;
/*			the reveal tells the winners
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
#include "core/game.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "check_dm_lib.h"
#include "testmail.h"
#include "testrun.h"

#define SEATS 5
#define SEED 424242u

static const char *const locale[SEATS + 1] = { "", "it", "es", "en", "en", "en" };

/* The first word of a line in the seat's language. */
static const char *const words[][3] = {
	{ "in", "dentro", "dentro" },
	{ "out", "fuori", "fuera" },
	{ "vote", "vota", "vota" },
	{ "submit", "consegna", "entrega" },
	{ "play", "gioca", "juega" },
	{ "repair", "ripara", "repara" },
	{ "done", "fatto", "hecho" },
	{ "roll", "tira", "tira" },
	{ "take", "prendi", "toma" },
	{ "event", "evento", "evento" },
};

/* localize - line with its first word in the seat's language */

static char *
localize(const char *line, int seat)
{
	size_t      i, n = strcspn(line, " ");
	int         lang = strcmp(locale[seat], "it") == 0 ? 1 : strcmp(locale[seat], "es") == 0 ? 2 : 0;

	for (i = 0; lang > 0 && i < PB_NELEM(words); i++)
		if (strlen(words[i][0]) == n && strncmp(line, words[i][0], n) == 0)
			return (pb_asprintf("%s%s", words[i][lang], line + n));
	return (pb_strdup(line));
}

/* state_of - the stored game as a state */

static struct dm_state *
state_opts(struct test_env *e, int64_t id, const char *opts, unsigned seedno, char **saved)
{
	unsigned char seed[32];
	struct pb_err err;
	json_t       *o = json_loads(opts, 0, NULL);
	void         *g;

	*saved = test_state(e, id);
	dmt_seed(seed, seedno);
	ck_assert_msg(dm_ops.load(dmt_pack(), o, SEATS, seed, *saved, &g, &err) == PB_OK, "%s",
	    err.msg);
	json_decref(o);
	return (g);
}

static struct dm_state *
state_of(struct test_env *e, int64_t id, char **saved)
{
	return (state_opts(e, id, "{}", SEED, saved));
}

/* rolls_ok - dm-mail-3: a new mail tells a private roll only to the
 * seat that holds that roll now (before[k]: its mails before the pass) */

static int
rolls_ok(struct test_env *e, const struct dm_state *s, const int *before)
{
	static const char *const said[] = { "private roll:", "tiro privato:", "tirada privada:" };
	char                    *addr, *text, *subject;
	int                      k, n, i, told, count = 0;

	for (k = 1; k <= SEATS; k++) {
		addr = test_addr(k);
		for (n = before[k]; n < test_mail_count(e, addr); n++) {
			text = test_mail_text(e, addr, n, &subject);
			for (told = 0, i = 0; i < 3; i++)
				told |= strstr(text, said[i]) != NULL;
			ck_assert_msg(!told || s->seat[k].nroll > 0 || s->phase == DM_P_ENDED,
			    "seat %d is told a roll it does not hold", k);
			count += told;
			free(text);
			free(subject);
		}
		free(addr);
	}
	return (count);
}

/* private_ok - dm-mail-3: no newest mail holds another's status */

static void
private_ok(struct test_env *e, const struct dm_state *s)
{
	char *addr, *text, *subject;
	int   k, j;

	for (k = 1; k <= SEATS; k++) {
		addr = test_addr(k);
		text = test_mail_text(e, addr, -1, &subject);
		for (j = 1; j <= SEATS; j++) {
			const char *secret = s->pack->statuses[s->seat[j].status].n.name;
			const char *it = s->pack->statuses[s->seat[j].status].n.name_it;
			const char *es = s->pack->statuses[s->seat[j].status].n.name_es;

			if (j == k || s->seat[j].revealed || !dm_is_infected(s, j)
			    || s->phase == DM_P_ENDED)
				continue;
			ck_assert_msg(strstr(text, secret) == NULL && (it == NULL || strstr(text, it) == NULL)
			        && (es == NULL || strstr(text, es) == NULL),
			    "seat %d's mail shows seat %d's status", k, j);
		}
		free(text);
		free(subject);
		free(addr);
	}
}

/* game_opts - a game of options opts, seed seedno, created and its
 * welcome mailed */

static int64_t
game_opts(struct test_env *e, const char *opts, unsigned seedno)
{
	struct pb_err err;
	unsigned char seed[32];
	const char   *outcome;
	json_t       *o = json_loads(opts, 0, NULL);
	char         *addrs[SEATS], *a;
	int64_t       id;
	int           k;

	for (k = 0; k < SEATS; k++) {
		a = test_addr(k + 1);
		addrs[k] = k < 2 ? pb_asprintf("%s:%s", a, locale[k + 1]) : pb_strdup(a);
		free(a);
	}
	dmt_seed(seed, seedno);
	ck_assert_msg(gamectl_create(e->p, "dm", addrs, SEATS, o, seed, &id, &err) == PB_OK, "%s",
	    err.msg);
	for (k = 0; k < SEATS; k++)
		free(addrs[k]);
	json_decref(o);
	test_run(e, &outcome);
	return (id);
}

/* new_game - the game of the tests */

static int64_t
new_game(struct test_env *e)
{
	return (game_opts(e, "{}", SEED));
}

START_TEST(by_mail)
{
	static const char *const welcome[] = { "", "benvenuto", "bienvenido", "welcome", "welcome",
		"welcome" };
	static const char *const over[] = { "", "LA PARTITA È FINITA", "LA PARTIDA HA TERMINADO",
		"THE GAME IS OVER", "THE GAME IS OVER", "THE GAME IS OVER" };
	static const char *const seedw[] = { "", "Il seme era", "La semilla era", "The seed was",
		"The seed was", "The seed was" };
	int revealed;
	struct test_env *e = test_env_new();
	struct dm_state *s;
	struct dm_lines  l;
	struct pb_rng    bot;
	unsigned char    bseed[32];
	const char      *outcome;
	char            *a, *text, *subject, *saved, *after, *line, msgid[64];
	int64_t          id;
	int              k, n, moves, seats[SEATS], seat, ended = 0, found, before[SEATS + 1], rolls_told = 0;

	id = new_game(e);
	/* dm-mail-1 */
	s = state_of(e, id, &saved);
	free(saved);
	for (k = 1; k <= SEATS; k++) {
		a = test_addr(k);
		text = test_mail_text(e, a, 0, &subject);
		ck_assert_msg(strcasestr(text, welcome[k]) != NULL || strcasestr(subject, welcome[k]),
		    "seat %d: %s", k, subject);
		ck_assert(strstr(text, dm_name(&s->pack->statuses[s->seat[k].status].n,
		                           lang_index(locale[k])))
		    != NULL);
		free(text);
		free(subject);
		free(a);
	}
	private_ok(e, s);
	dm_free(s);
	/* dm-mail-2: play to the end. */
	dmt_seed(bseed, SEED + 1);
	pb_rng_init(&bot, bseed, 0);
	for (moves = 0; moves < 4000 && !ended; moves++) {
		s = state_of(e, id, &saved);
		if (s->phase == DM_P_ENDED) {
			ended = 1;
			dm_free(s);
			free(saved);
			break;
		}
		for (n = 0, k = 1; k <= SEATS; k++) {
			dm_lines(s, k, &l);
			if (l.n > 0)
				seats[n++] = k;
			dm_lines_free(&l);
		}
		ck_assert(n > 0);
		seat = seats[pb_rng_below(&bot, (uint32_t)n)];
		dm_lines(s, seat, &l);
		line = localize(l.v[pb_rng_below(&bot, (uint32_t)l.n)], seat);
		dm_lines_free(&l);
		for (k = 1; k <= SEATS; k++) {
			a = test_addr(k);
			before[k] = test_mail_count(e, a);
			free(a);
		}
		snprintf(msgid, sizeof(msgid), "<dm-%d@players.example>", moves);
		test_reply(e, seat, NULL, msgid, line);
		ck_assert_int_eq(test_run(e, &outcome), 1);
		dm_free(s);
		s = state_of(e, id, &after);
		ck_assert_msg(strcmp(saved, after) != 0, "move %d, seat %d: \"%s\" not applied (%s)",
		    moves, seat, line, outcome);
		private_ok(e, s);
		rolls_told += rolls_ok(e, s, before);
		free(saved);
		free(after);
		free(line);
		dm_free(s);
	}
	ck_assert_msg(ended, "the game did not end in %d moves", moves);
	ck_assert_int_gt(rolls_told, 0);
	/* dm-mail-4 */
	for (k = 1; k <= SEATS; k++) {
		a = test_addr(k);
		n = test_mail_count(e, a);
		for (found = revealed = 0; n > 0 && n > test_mail_count(e, a) - 4; n--) {
			text = test_mail_text(e, a, n - 1, &subject);
			found |= strstr(text, over[k]) != NULL;
			revealed |= strstr(text, seedw[k]) != NULL;
			free(text);
			free(subject);
		}
		ck_assert_msg(found, "seat %d was not told the end", k);
		ck_assert_msg(revealed, "seat %d got no reveal with the seed", k);
		free(a);
	}
	test_env_free(e);
}
END_TEST

START_TEST(moderator_end)
{
	/* dm-mail-5 */
	static const char *const head[] = { "", "tutto svelato", "todo revelado", "everything revealed",
		"everything revealed", "everything revealed" };
	static const char *const row[] = { "", "POSTO %d: %s", "PUESTO %d: %s", "SEAT %d: %s",
		"SEAT %d: %s", "SEAT %d: %s" };
	struct test_env *e = test_env_new();
	struct pb_err    err;
	struct dm_state *s;
	const char      *outcome;
	char            *a, *text, *subject, *saved, *want, *said;
	int64_t          id;
	int              k, j, lang;

	id = new_game(e);
	ck_assert_msg(moderate_run(e->p, id, "end", &said, &err) == PB_OK, "%s", err.msg);
	free(said);
	test_run(e, &outcome);
	s = state_of(e, id, &saved);
	ck_assert_int_eq(s->phase, DM_P_ENDED);
	for (k = 1; k <= SEATS; k++) {
		a = test_addr(k);
		lang = lang_index(locale[k]);
		text = test_mail_text(e, a, -1, &subject);
		ck_assert_msg(strstr(subject, head[k]) != NULL, "seat %d: %s", k, subject);
		for (j = 1; j <= SEATS; j++) {
			want = pb_asprintf(row[k], j, dm_name(&s->pack->statuses[s->seat[j].status].n, lang));
			ck_assert_msg(strstr(text, want) != NULL, "seat %d: no \"%s\" in\n%s", k, want, text);
			free(want);
		}
		free(text);
		free(subject);
		free(a);
	}
	free(saved);
	dm_free(s);
	test_env_free(e);
}
END_TEST

/* ended_by - a moderator's line on game id, by pbemctl; the winner
 * recorded (DM_NOBODY: refused, err said, nothing changed) */

static int
ended_by(struct test_env *e, int64_t id, const char *opts, unsigned seedno, const char *line)
{
	struct pb_err    err;
	struct dm_state *s;
	char            *said = NULL, *saved;
	int              w;

	if (moderate_run(e->p, id, line, &said, &err) != PB_OK)
		ck_assert_msg(strncmp(err.msg, "end, end uninfected", 19) == 0, "%s", err.msg);
	free(said);
	s = state_opts(e, id, opts, seedno, &saved);
	w = s->phase == DM_P_ENDED ? s->winner : DM_NOBODY;
	ck_assert(w == DM_NOBODY || strcmp(s->reason, "moderator") == 0);
	free(saved);
	dm_free(s);
	return (w);
}

START_TEST(moderator_winner)
{
	/* dm-mail-6 */
	static const char *const cm = "{\"expansion\": \"sc\", \"company_man\": \"yes\"}";
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = "
	                                       "mod@test.example\n");
	struct gamectl  *g;
	struct dm_state *s;
	struct pb_err    err;
	const char      *outcome;
	char            *tok, *subj, *msg, *text, *subject, *a, *saved;
	int64_t          id;
	unsigned         seedno;
	int              n;

	/* By mail: "end company" is refused (no Company Man), then "end
	 * uninfected" ends it, the Uninfected the winners. */
	id = new_game(e);
	ck_assert(gamectl_load(e->p, id, &g, &err) == PB_OK);
	tok = moderate_token(e->p, g);
	gamectl_free(g);
	subj = pb_asprintf("Re: mod %s", tok);
	msg = test_message(
	    "mod@test.example", subj, "m1@example", NULL, "end company\nend uninfected\n");
	test_deliver(e, msg);
	ck_assert_int_eq(test_run(e, &outcome), 1);
	ck_assert_str_eq(outcome, "moderator");
	s = state_of(e, id, &saved);
	ck_assert_int_eq(s->phase, DM_P_ENDED);
	ck_assert_int_eq(s->winner, DM_WIN_UNINFECTED);
	ck_assert_str_eq(s->reason, "moderator");
	a = test_addr(3);
	text = test_mail_text(e, a, -1, &subject);
	ck_assert_msg(strstr(text, "Uninfected win") != NULL, "%s", text);
	free(text);
	free(subject);
	text = test_mail_text(e, "mod@test.example", -1, &subject);
	ck_assert_msg(strstr(text, "end, end uninfected or end infected.") != NULL, "%s", text);
	free(text);
	free(subject);
	free(a);
	free(saved);
	dm_free(s);
	free(msg);
	free(subj);
	free(tok);

	/* By pbemctl: a wrong word is refused; "end infected", "end". */
	id = new_game(e);
	ck_assert_int_eq(ended_by(e, id, "{}", SEED, "end nobody"), DM_NOBODY);
	ck_assert_int_eq(ended_by(e, id, "{}", SEED, "end company"), DM_NOBODY);
	ck_assert_int_eq(ended_by(e, id, "{}", SEED, "end infected"), DM_WIN_INFECTED);
	id = new_game(e);
	ck_assert_int_eq(ended_by(e, id, "{}", SEED, "end"), DM_WIN_INFECTED);

	/* "end company" with the Company Man dealt (the first seed that
	 * deals it). */
	for (seedno = 1, n = 0; n == 0; seedno++) {
		s = dmt_setup(SEATS, seedno, cm);
		n = dm_sc_company(s);
		dm_free(s);
	}
	id = game_opts(e, cm, --seedno);
	ck_assert_int_eq(ended_by(e, id, cm, seedno, "end company"), DM_WIN_COMPANY);
	a = test_addr(3);
	text = test_mail_text(e, a, -1, &subject);
	ck_assert_msg(strstr(text, "Company Man") != NULL, "%s", text);
	free(text);
	free(subject);
	free(a);
	test_env_free(e);
}
END_TEST

static Suite *
mail_suite(void)
{
	Suite *s = suite_create("dm_mail");
	TCase *tc = tcase_create("dm_mail");

	tcase_add_test(tc, by_mail);
	tcase_add_test(tc, moderator_end);
	tcase_add_test(tc, moderator_winner);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(mail_suite);

	dmt_done();
	return (rc);
}
