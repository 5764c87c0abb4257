/*++
/* NAME
/*	check_store_plan 1
/* SUMMARY
/*	every statement the daemon runs uses an index: no full scan of a
/*	table that grows with games, moves or mail
/* SYNOPSIS
/*	tests/check_store_plan
/* DESCRIPTION
/*	The cost of a command, and of a pass with no mail, must not grow
/*	with the number of games stored or the length of a game (DESIGN.md,
/*	issue 15).  A statement that walks a whole table breaks that
/*	silently: it is correct, and fast on a test's few rows.  So this
/*	test does not time anything.  It records, with sqlite3_trace_v2(),
/*	the SQL text of every statement the store runs while the daemon
/*	works through a scenario (mail in, replies out, the clock, the
/*	moderator, an undo, a verify), then asks SQLite for the plan of
/*	each (EXPLAIN QUERY PLAN) and fails on any "SCAN" of a table, that
/*	is a walk of all its rows or of all of an index's, outside the
/*	short list of tables that do not grow (plan_small[]), or an index
/*	walked in the order of an ORDER BY that a LIMIT stops; and on any
/*	"SEARCH" of an index by the state of a row's life alone, when the
/*	statement asks for the last state (plan_last[]: "(state=?)" with
/*	state = 'sent'), which is a walk too: the rows pile up in their
/*	last state (every mail ever sent), and SQLite, which without
/*	ANALYZE deems an equality more
/*	selective than a range, chose outbox_due over outbox_whole to find
/*	the sent mails still whole, and each pass walked them all.  The plan
/*	SQLite chooses without ANALYZE depends only on the schema and the
/*	SQL, never on how many rows there are, so a few games suffice.
/*
/*	plan-1.1  the statements of the scenario were recorded (more than
/*		  a handful: the trace works), the deadline query among
/*		  them
/*	plan-1.2  none of them scans a table that grows
/*	plan-1.3  the detector is not blind: a statement that does scan
/*		  (the deadline query as it was before schema 021) is
/*		  found, and so is one that searches by state alone (the
/*		  sent mails still whole, without INDEXED BY)
/* SEE ALSO
/*	src/store/store_private.h, the statement slots; schema/*.sql.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/daemon.h"
#include "arbiter/deadline.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/sent.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define T0 1793692800LL /* Tue 3 Nov 2026 08:00 UTC */
#define HOUR 3600LL
#define MOD "mod@test.example"

/* Tables whose rows do not grow with games, moves or mail: a scan of
 * one reads a few rows. */
static const char *const plan_small[] = { "packs", "server", "sqlite_schema",
	"sqlite_master" };

/* The last state of a row's life (a mail sent, a game ended): rows pile
 * up in it, so an index searched by that state alone is walked over
 * every row that reached it.  A search by an earlier state (the queued
 * mails) reads the few rows in it. */
static const struct {
	const char *search; /* the plan's constraint */
	const char *last;   /* in the statement */
} plan_last[] = {
	{ "(state=?)", "state = 'sent'" },
	{ "(status=?)", "status = 'ended'" },
};

/* The SQL texts seen, each once. */
struct plan_seen {
	char  **sql;
	size_t  n, cap;
};

/* plan_trace - sqlite3_trace_v2() callback: remember a statement's text */

static int
plan_trace(unsigned type, void *arg, void *p, void *x)
{
	struct plan_seen *s = arg;
	const char       *sql = sqlite3_sql(p);
	size_t            i;

	if (type != SQLITE_TRACE_STMT || sql == NULL || strncmp(x, "--", 2) == 0)
		return (0); /* a trigger's own statements are traced as "-- ..." */
	for (i = 0; i < s->n; i++)
		if (strcmp(s->sql[i], sql) == 0)
			return (0);
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->sql = realloc(s->sql, s->cap * sizeof(*s->sql));
		ck_assert_ptr_nonnull(s->sql);
	}
	s->sql[s->n++] = pb_strdup(sql);
	return (0);
}

/* plan_table - the table a plan's name stands for: name itself, or
 * the table T of "FROM T name" or "JOIN T name" in sql; caller frees */

static char *
plan_table(const char *sql, const char *name)
{
	char  *copy = pb_strdup(sql), *w[3] = { NULL, NULL, NULL }, *tok, *save = NULL;
	char  *table = NULL;

	for (tok = strtok_r(copy, " ,()\n\t", &save); tok && !table;
	     tok = strtok_r(NULL, " ,()\n\t", &save)) {
		w[0] = w[1];
		w[1] = w[2];
		w[2] = tok;
		if (w[0] && (strcasecmp(w[0], "FROM") == 0 || strcasecmp(w[0], "JOIN") == 0)
		    && strcmp(w[2], name) == 0)
			table = pb_strdup(w[1]);
	}
	free(copy);
	return (table ? table : pb_strdup(name));
}

/* plan_grows - is name, in sql's plan, a table that grows (not a small
 * table, a subquery or a CTE)? */

static int
plan_grows(sqlite3 *db, const char *sql, const char *name)
{
	sqlite3_stmt *st;
	char         *table = plan_table(sql, name);
	size_t        i;
	int           grows = 1;

	for (i = 0; i < PB_NELEM(plan_small); i++)
		if (strcmp(table, plan_small[i]) == 0)
			grows = 0;
	ck_assert(sqlite3_prepare_v2(db,
	              "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1", -1, &st,
	              NULL)
	    == SQLITE_OK);
	sqlite3_bind_text(st, 1, table, -1, SQLITE_TRANSIENT);
	grows = grows && sqlite3_step(st) == SQLITE_ROW;
	sqlite3_finalize(st);
	free(table);
	return (grows);
}

/* plan_by_state - is a plan line of sql an index searched by the last
 * state of a row's life alone (plan_last[])? */

static int
plan_by_state(const char *sql, const char *detail)
{
	const char *at;
	size_t      i;

	if (strncmp(detail, "SEARCH ", 7) != 0 || (at = strchr(detail, '(')) == NULL)
		return (0);
	for (i = 0; i < PB_NELEM(plan_last); i++)
		if (strcmp(at, plan_last[i].search) == 0 && strstr(sql, plan_last[i].last) != NULL)
			return (1);
	return (0);
}

/* plan_scans - the lines of sql's query plan that scan a table that
 * grows or search it by state alone, "" when none; caller frees */

static char *
plan_scans(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	char         *q, *bad = pb_strdup(""), *more, name[64];
	const char   *detail;

	q = pb_asprintf("EXPLAIN QUERY PLAN %s", sql);
	ck_assert_msg(sqlite3_prepare_v2(db, q, -1, &st, NULL) == SQLITE_OK, "%s: %s", sql,
	    sqlite3_errmsg(db));
	while (sqlite3_step(st) == SQLITE_ROW) {
		detail = (const char *)sqlite3_column_text(st, 3);
		if (detail != NULL && plan_by_state(sql, detail)) {
			more = pb_asprintf("%s%s\n", bad, detail);
			free(bad);
			bad = more;
			continue;
		}
		if (detail == NULL || strncmp(detail, "SCAN ", 5) != 0
		    || sscanf(detail + 5, "%63s", name) != 1 || !plan_grows(db, sql, name))
			continue;
		/* An index walked in the order of ORDER BY ... LIMIT stops
		 * after the rows it wants: not a walk of the table. */
		if (strstr(detail, " INDEX ") != NULL && strstr(sql, " ORDER BY ") != NULL
		    && strstr(sql, " LIMIT ") != NULL)
			continue;
		more = pb_asprintf("%s%s\n", bad, detail);
		free(bad);
		bad = more;
	}
	sqlite3_finalize(st);
	free(q);
	return (bad);
}

/* ---- the scenario ----------------------------------------------------- */

/* send_mod - a moderator's mail with a fresh moderator token */

static void
send_mod(struct test_env *e, int64_t game, const char *msgid, const char *body)
{
	struct gamectl *g;
	struct pb_err   err;
	const char     *outcome;
	char           *tok, *subj, *msg;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	tok = moderate_token(e->p, g);
	gamectl_free(g);
	subj = pb_asprintf("Re: moderator %s", tok);
	msg = test_message(MOD, subj, msgid, NULL, body);
	test_deliver(e, msg);
	ck_assert_int_eq(test_run(e, &outcome), 1);
	free(msg);
	free(subj);
	free(tok);
}

/* turn_of - the seat the game waits on for its turn, or 0 */

static int
turn_of(struct test_env *e, int64_t game)
{
	struct gamectl *g;
	struct pb_err   err;
	const char     *d;
	int             k, seat = 0;

	ck_assert(gamectl_load(e->p, game, &g, &err) == PB_OK);
	for (k = 1; seat == 0 && k <= (int)g->nseats; k++)
		if ((d = g->ops->decision(g->state, k)) != NULL && strcmp(d, "turn") == 0)
			seat = k;
	gamectl_free(g);
	return (seat);
}

/* fillers - games of other addresses, so that every table has rows of
 * more than one game */

static void
fillers(struct test_env *e, int n)
{
	unsigned char seed[32] = { 0 };
	struct pb_err err;
	json_t       *o = json_pack("{s:s}", "rounds", "9");
	char         *addrs[2];
	int64_t       id;
	int           i;

	for (i = 0; i < n; i++) {
		seed[0] = (unsigned char)i;
		addrs[0] = pb_asprintf("f%d.a@fill.example", i);
		addrs[1] = pb_asprintf("f%d.b@fill.example", i);
		ck_assert_msg(gamectl_create(e->p, "tiny", addrs, 2, o, seed, &id, &err) == PB_OK,
		    "%s", err.msg);
		free(addrs[0]);
		free(addrs[1]);
	}
	json_decref(o);
}

/* scenario - a daemon at work: mail, the clock, the moderator, verify */

static void
scenario(struct test_env *e)
{
	struct daemon_status ds;
	struct pb_err        err;
	const char          *outcome;
	char                 id[64], *report;
	int64_t              game;
	int                  i, seat, acted, sent;
	static const char   *const lines[] = { "pass\n", "history\n", "pictures off\npass\n",
		  "deadline\npass\n", "help\nshow\npass\n" };

	test_at(T0);
	fillers(e, 3);
	game = test_tiny(e, 3, 7, "{\"rounds\":\"9\"}");
	for (i = 0; i < 12; i++) {
		if ((seat = turn_of(e, game)) == 0)
			break;
		snprintf(id, sizeof(id), "plan.%d@players.example", i);
		test_reply(e, seat, NULL, id, lines[i % PB_NELEM(lines)]);
		ck_assert_int_eq(test_run(e, &outcome), 1);
		if (i == 4) /* the same mail again: a duplicate */
			ck_assert_int_eq(test_run(e, &outcome), 0);
	}
	/* The clock: a reminder, late, the default action. */
	for (i = 1; i <= 6; i++) {
		test_at(T0 + i * 12 * HOUR);
		(void)test_tick(e);
	}
	/* The moderator: pause, resume, undo, end. */
	send_mod(e, game, "plan.m1@test.example", "pause\n");
	send_mod(e, game, "plan.m2@test.example", "resume\n");
	send_mod(e, game, "plan.m3@test.example", "undo 2\n");
	/* A pass with no mail, as pbemd runs it, and pbemctl status. */
	ck_assert(deadline_pass(e->p, &acted, &err) == PB_OK);
	ck_assert(flush_outbox(e->p, &sent, &err) == PB_OK);
	ck_assert(sent_compact(e->p, &sent, &err) == PB_OK);
	ck_assert_int_gt(sent, 0);
	ck_assert(store_checkpoint(e->p->st, &err) == PB_OK);
	ck_assert(daemon_heartbeat(e->p, T0, 1, &err) == PB_OK);
	ck_assert(daemon_status(e->p, T0 + 80 * HOUR, &ds, &err) == PB_OK);
	/* HISTORY from compact mails, then replay --verify. */
	snprintf(id, sizeof(id), "plan.h@players.example");
	test_reply(e, turn_of(e, game) ? turn_of(e, game) : 1, NULL, id, "history\n");
	ck_assert_int_eq(test_run(e, &outcome), 1);
	ck_assert_msg(gamectl_replay(e->p, game, &report, &err) == PB_OK, "%s", report);
	free(report);
	send_mod(e, game, "plan.m4@test.example", "end\n");
	unsetenv("PBEMD_FAKE_NOW");
}

/* ---- plan-1 ---------------------------------------------------------- */

START_TEST(plans)
{
	struct test_env *e = test_env_new_conf("[limits]\nmax_per_hour = 0\n[pbemd]\nmoderator = " MOD
	                                       "\n[notify]\nlevel = every\nhold_minutes = 0\n"
	                                       "[time]\nreminder = 12h\ngrace = 12h\n");
	struct plan_seen seen = { 0 };
	sqlite3         *db = store_db(e->p->st);
	char            *bad, *all = pb_strdup(""), *more;
	size_t           i;
	int              due = 0;

	ck_assert(sqlite3_trace_v2(db, SQLITE_TRACE_STMT, plan_trace, &seen) == SQLITE_OK);
	scenario(e);
	ck_assert(sqlite3_trace_v2(db, 0, NULL, NULL) == SQLITE_OK);

	/* plan-1.1: the trace saw the daemon's statements. */
	ck_assert_int_gt(seen.n, 40);
	for (i = 0; i < seen.n; i++)
		due += strstr(seen.sql[i], "FROM waits") != NULL && strstr(seen.sql[i], "due") != NULL;
	ck_assert_int_ge(due, 1);

	/* plan-1.2: no statement scans a table that grows. */
	for (i = 0; i < seen.n; i++) {
		bad = plan_scans(db, seen.sql[i]);
		if (*bad) {
			more = pb_asprintf("%s%s\n  %s", all, seen.sql[i], bad);
			free(all);
			all = more;
		}
		free(bad);
		free(seen.sql[i]);
	}
	free(seen.sql);
	ck_assert_msg(*all == '\0', "statements that scan a table that grows:\n%s", all);
	free(all);

	/* plan-1.3: a scan is seen when there is one. */
	bad = plan_scans(db, "SELECT DISTINCT w.game_id FROM waits w JOIN clocks c"
	                     " ON c.game_id = w.game_id WHERE w.due <= ?1 AND c.paused = 0"
	                     " ORDER BY w.game_id");
	ck_assert_msg(strstr(bad, "SCAN w") != NULL, "%s", bad);
	free(bad);
	bad = plan_scans(db, "SELECT id FROM outbox WHERE state = 'sent' AND packed IS NULL"
	                     " AND sent <= ?1 ORDER BY sent LIMIT ?2");
	ck_assert_msg(strstr(bad, "outbox_due (state=?)") != NULL, "%s", bad);
	free(bad);
	test_env_free(e);
}
END_TEST

static Suite *
plan_suite(void)
{
	Suite *s = suite_create("plan");
	TCase *tc = tcase_create("plan-1");

	tcase_add_test(tc, plans);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (test_main(plan_suite));
}
