/*++
/* NAME
/*	check_drawer 1
/* SUMMARY
/*	the daemon's pictures drawn beside it (drawer(3), notify.c P2)
/* SYNOPSIS
/*	tests/check_drawer
/* DESCRIPTION
/*	Dead of Winter games are created in a pbemd installation in a
/*	temporary directory (testmail.h) with the daemon's settings
/*	(pictures drawn at the flush, p->draw_at_flush) and a drawer,
/*	whose worker is a real process drawing with notify_draw_text().
/*	Test ids:
/*
/*	drawer-1.1  the worker's PNG of each queued view (a few games and
/*		    languages) is byte for byte the one drawn in-process
/*	drawer-1.2  the flush takes them: every mail that shows the board
/*		    goes with its picture, the worker's
/*	drawer-1.3  a worker killed (SIGKILL) after its jobs were sent
/*		    loses no picture: the flush draws them in-process, every
/*		    mail goes with its picture; the next job starts another
/*		    worker, which draws it
/*	drawer-1.4  a worker whose reply breaks the protocol
/*		    (drawer_fault) is dropped: its pictures are drawn
/*		    in-process, and the next worker draws
/*	drawer-1.5  a view the game cannot draw: the worker says why
/*		    (drawer_take() 1, no PNG), the daemon does not die
/*	drawer-1.6  drawer_free() waits for its worker: it is gone after
/* SEE ALSO
/*	src/arbiter/drawer.c, src/arbiter/notify.c
/*--*/

/* System. */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "arbiter/drawer.h"
#include "arbiter/flush.h"
#include "arbiter/notify.h"
#include "core/clock.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define DR_GAMES 3

/* env_new - an installation drawing as the daemon does, with drawer d */

static struct test_env *
env_new(struct drawer *d)
{
	struct test_env *e = test_env_new_conf("[notify]\nlevel = every\n");

	e->p->draw_at_flush = 1;
	e->p->drawer = d;
	return (e);
}

/* games - DR_GAMES new games of 2 or 3 seats (their welcomes queued,
 * their pictures sent to the drawer) */

static void
games(struct test_env *e, unsigned seed)
{
	int k;

	for (k = 0; k < DR_GAMES; k++)
		(void)test_game(e, 2 + k % 2, seed + (unsigned)k, NULL);
}

/* each_late - call fn for each queued row waiting for its picture; the
 * number of them */

static int
each_late(struct test_env *e, void (*fn)(struct test_env *, const struct store_outpic *))
{
	struct store_out  **rows;
	struct store_outpic op;
	struct pb_err       err;
	size_t              n, i;
	int                 late = 0;

	ck_assert(store_out_due(e->p->st, pb_now() + 1, &rows, &n, &err) == PB_OK);
	for (i = 0; i < n; i++) {
		if (!rows[i]->picture)
			continue;
		memset(&op, 0, sizeof(op));
		ck_assert(store_outpic_get(e->p->st, rows[i]->id, &op, &err) == PB_OK);
		fn(e, &op);
		store_outpic_clear(&op);
		late++;
	}
	store_out_list_free(rows, n);
	return (late);
}

/* same_png - drawer-1.1: the worker's PNG of op is the in-process one */

static void
same_png(struct test_env *e, const struct store_outpic *op)
{
	unsigned char *mine = NULL, *its = NULL;
	size_t         mlen = 0, ilen = 0;
	struct pb_err  why;

	ck_assert_msg(notify_draw_text(op->kind, op->locale, op->view, &mine, &mlen, &why) == PB_OK,
	    "%s", why.msg);
	ck_assert_msg(drawer_take(e->p->drawer, op->kind, op->locale, op->view, &its, &ilen, &why),
	    "drawer-1.1: outbox %lld: the worker did not draw it", (long long)op->id);
	ck_assert_msg(its != NULL, "drawer-1.1: no picture: %s", why.msg);
	ck_assert_msg(ilen == mlen && memcmp(its, mine, mlen) == 0,
	    "drawer-1.1: outbox %lld (%s): %zu bytes from the worker, %zu in-process",
	    (long long)op->id, op->locale, ilen, mlen);
	free(mine);
	free(its);
}

/* not_had - the drawer has not op's picture (its worker was lost) */

static void
not_had(struct test_env *e, const struct store_outpic *op)
{
	unsigned char *png = NULL;
	size_t         len = 0;
	struct pb_err  why;

	ck_assert_msg(!drawer_take(e->p->drawer, op->kind, op->locale, op->view, &png, &len, &why),
	    "outbox %lld: drawn by a worker that was lost", (long long)op->id);
}

/* flushed - flush the outbox; every mail of a game that shows the
 * board (all of them here: welcomes) has its picture (drawer-1.2) */

static void
flushed(struct test_env *e, const char *id)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n, i;
	int                sent, seat;
	char              *addr;

	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	ck_assert_int_gt(sent, 0);
	for (seat = 1; seat <= 3; seat++) {
		addr = test_addr(seat);
		ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
		for (i = 0; i < n; i++)
			ck_assert_msg(strstr(rows[i]->message, "Content-Type: image/png") != NULL,
			    "%s: outbox %lld went without its picture", id, (long long)rows[i]->id);
		store_out_list_free(rows, n);
		free(addr);
	}
}

START_TEST(test_same_bytes)
{
	struct drawer   *d = drawer_new(notify_draw_text);
	struct test_env *e = env_new(d);

	games(e, 11);
	ck_assert_int_gt(drawer_pid(d), 0);
	ck_assert_int_ge(each_late(e, same_png), DR_GAMES * 2); /* drawer-1.1 */
	flushed(e, "drawer-1.2");
	e->p->drawer = NULL;
	test_env_free(e);
	drawer_free(d);
}
END_TEST

START_TEST(test_killed)
{
	struct drawer   *d = drawer_new(notify_draw_text);
	struct test_env *e = env_new(d);
	pid_t            pid;

	/* drawer-1.3: killed with its jobs sent, maybe half drawn. */
	games(e, 21);
	ck_assert_int_gt(pid = drawer_pid(d), 0);
	ck_assert_int_eq(kill(pid, SIGKILL), 0);
	flushed(e, "drawer-1.3");
	ck_assert_int_eq(drawer_pid(d), 0);

	/* The next picture, another worker. */
	games(e, 31);
	ck_assert_int_gt(drawer_pid(d), 0);
	ck_assert_int_ne(drawer_pid(d), pid);
	ck_assert_int_gt(each_late(e, same_png), 0);
	flushed(e, "drawer-1.3 after");
	e->p->drawer = NULL;
	test_env_free(e);
	drawer_free(d);
}
END_TEST

START_TEST(test_protocol)
{
	struct drawer   *d = drawer_new(notify_draw_text);
	struct test_env *e = env_new(d);

	/* drawer-1.4: its first reply is malformed. */
	drawer_fault = 1;
	games(e, 41);
	drawer_fault = 0;
	ck_assert_int_gt(each_late(e, not_had), 0);
	ck_assert_int_eq(drawer_pid(d), 0);
	flushed(e, "drawer-1.4");
	games(e, 51);
	ck_assert_int_gt(each_late(e, same_png), 0);
	flushed(e, "drawer-1.4 after");
	e->p->drawer = NULL;
	test_env_free(e);
	drawer_free(d);
}
END_TEST

START_TEST(test_none)
{
	struct drawer *d = drawer_new(notify_draw_text);
	unsigned char *png = NULL;
	size_t         len = 0;
	struct pb_err  why;
	pid_t          pid;

	/* drawer-1.5: no such game; a view that is no JSON. */
	drawer_send(d, "no-such-game", "en", "{}");
	drawer_send(d, "dow", "en", "{\"board\":");
	ck_assert(drawer_take(d, "no-such-game", "en", "{}", &png, &len, &why));
	ck_assert_ptr_null(png);
	ck_assert_int_eq(why.rc, PB_EDATA);
	ck_assert(drawer_take(d, "dow", "en", "{\"board\":", &png, &len, &why));
	ck_assert_ptr_null(png);
	ck_assert_msg(strstr(why.msg, "its view") != NULL, "%s", why.msg);
	ck_assert_int_gt(pid = drawer_pid(d), 0);

	/* drawer-1.6: gone once freed. */
	drawer_free(d);
	ck_assert_int_eq(kill(pid, 0), -1);
	ck_assert_int_eq(errno, ESRCH);
}
END_TEST

/* drawer_suite - every case */

static Suite *
drawer_suite(void)
{
	Suite *s = suite_create("drawer");
	TCase *tc = tcase_create("drawer");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_same_bytes);
	tcase_add_test(tc, test_killed);
	tcase_add_test(tc, test_protocol);
	tcase_add_test(tc, test_none);
	suite_add_tcase(s, tc);
	return (s);
}

/* main - run the suite */

int
main(void)
{
	return (test_main(drawer_suite));
}
