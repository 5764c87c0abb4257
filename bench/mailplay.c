/*++
/* NAME
/*	pbemd-mailplay 1
/* SUMMARY
/*	whole games played by mail, every arbiter mail kept in a Maildir
/* SYNOPSIS
/*	bench/pbemd-mailplay [--games N] [--seats MIN-MAX] [--langs LIST]
/*		[--first SEED] [--max-mails M] --dir DIR
/* DESCRIPTION
/*	`make mailstats` runs it, then contrib/mailstats on what it wrote.
/*	It plays N Dead of Winter games (12), one after the other, through
/*	arbiter_process() on an installation in DIR (bench_site.c), with
/*	the players of bench_play.c: the seat the game waits for replies to
/*	its newest mail as a mail client does.  Seats are MIN to MAX (2-5)
/*	by seed; their languages are taken in turn from LIST (en,it,es).
/*	To reach every kind of mail, a player now and then also asks
/*	"help", "help move", "history" or "show" (about one mail in eight),
/*	and every 40 player mails the fake clock (PBEMD_FAKE_NOW) jumps two
/*	days in four steps, after each of which deadline_pass() runs: reminders, late notices,
/*	default actions.  A game ends at its end, after three mails in a
/*	row that changed nothing, or after M player mails (1500).
/*
/*	Every mail the arbiter queued is written to DIR/Maildir/new, as
/*	composed, with three headers first that the measuring script reads:
/*	X-Pbemd-Kind (the template; "reply-help", "reply-history",
/*	"reply-show" for the answers to those commands; "update-act" for
/*	an update to a seat the game waits on), X-Pbemd-Must-Act (yes or
/*	no: the game waits on the reader) and X-Pbemd-Locale.  The kind is
/*	known through notify_trace, which sees every template rendered,
/*	in the order the outbox rows are written.
/* DIAGNOSTICS
/*	Any failure ends the program with bench_die().  Exit status 0.
/* SEE ALSO
/*	contrib/mailstats, bench_play(3)
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Third party. */
#include <jansson.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/deadline.h"
#include "arbiter/notify.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

#define MP_T0 1795000000LL /* the fake clock at the start */
#define MP_TICK_EVERY 40   /* player mails between clock jumps */
#define MP_JUMP (2 * 86400)
#define MP_TRACE_MAX 256

struct mp_opts {
	int         games, seats_min, seats_max, max_mails;
	unsigned    first;
	const char *langs, *dir;
};

/* What notify_trace saw since the last outbox read. */
static struct mp_seen {
	char *kind;
	int   act;
	char  locale[8];
} mp_seen[MP_TRACE_MAX];
static int         mp_nseen;
static const char *mp_asked; /* "help" etc.: the mail being processed asked it */
static int64_t     mp_now = MP_T0;

/* mp_trace - notify_trace: remember the template and its reader */

static void
mp_trace(const char *tmpl, const char *locale, json_t *view)
{
	json_t *mail = json_object_get(view, "mail");
	int     act = json_is_true(json_object_get(mail, "must_act"));
	char   *kind;

	if (mp_nseen == MP_TRACE_MAX)
		bench_die("more than %d mails from one pass", MP_TRACE_MAX);
	if (strcmp(tmpl, "reply") == 0 && mp_asked != NULL)
		kind = pb_asprintf("reply-%s", mp_asked);
	else if (strcmp(tmpl, "update") == 0 && act)
		kind = pb_strdup("update-act");
	else
		kind = pb_strdup(tmpl);
	mp_seen[mp_nseen].kind = kind;
	mp_seen[mp_nseen].act = act;
	snprintf(mp_seen[mp_nseen].locale, sizeof(mp_seen[0].locale), "%s", locale ? locale : "");
	mp_nseen++;
}

/* mp_clock - set the fake clock */

static void
mp_clock(int64_t t)
{
	char buf[32];

	mp_now = t;
	snprintf(buf, sizeof(buf), "%lld", (long long)t);
	setenv("PBEMD_FAKE_NOW", buf, 1);
}

/* mp_collect - write the outbox rows after *last to the Maildir, with
 * the kinds traced; returns the mails written */

static int
mp_collect(struct bench_site *s, const char *maildir, int64_t *last, int *serial)
{
	sqlite3      *db = store_db(s->p->st);
	sqlite3_stmt *st;
	FILE         *fp;
	char         *path;
	int           n = 0, k;

	if (sqlite3_prepare_v2(db, "SELECT id, coalesce((SELECT b.message FROM outbox_body b "
	    "WHERE b.id = outbox.id), message) FROM outbox WHERE id > ? ORDER BY id", -1,
	        &st, NULL)
	    != SQLITE_OK)
		bench_die("outbox: %s", sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, *last);
	while (sqlite3_step(st) == SQLITE_ROW) {
		*last = sqlite3_column_int64(st, 0);
		path = pb_asprintf("%s/new/%07d.mailplay", maildir, ++*serial);
		if ((fp = fopen(path, "w")) == NULL)
			bench_die("%s: cannot write", path);
		if (n < mp_nseen)
			fprintf(fp, "X-Pbemd-Kind: %s\r\nX-Pbemd-Must-Act: %s\r\nX-Pbemd-Locale: %s\r\n",
			    mp_seen[n].kind, mp_seen[n].act ? "yes" : "no", mp_seen[n].locale);
		else
			fprintf(fp, "X-Pbemd-Kind: unknown\r\n");
		fwrite(sqlite3_column_text(st, 1), 1, (size_t)sqlite3_column_bytes(st, 1), fp);
		fclose(fp);
		free(path);
		n++;
	}
	sqlite3_finalize(st);
	if (n != mp_nseen)
		fprintf(stderr, "mailplay: %d mails, %d templates traced: kinds may be off\n", n,
		    mp_nseen);
	for (k = 0; k < mp_nseen; k++)
		free(mp_seen[k].kind);
	mp_nseen = 0;
	return (n);
}

/* mp_process - one player mail through the pipeline */

static void
mp_process(struct bench_site *s, struct bench_mail *m, const char *asked)
{
	struct pb_err err;
	const char   *outcome;

	mp_asked = asked;
	mp_clock(mp_now + 300);
	if (arbiter_process(s->p, m->raw, m->len, &outcome, &err) != PB_OK)
		bench_die("arbiter_process: %s", err.msg);
	mp_asked = NULL;
	bench_mail_clear(m);
}

/* parse_opts - the command line; 0 on a usage error */

static int
parse_opts(struct mp_opts *o, int argc, char **argv)
{
	int i;

	o->games = 12;
	o->seats_min = 2;
	o->seats_max = 5;
	o->max_mails = 1500;
	o->first = 1;
	o->langs = "en,it,es";
	o->dir = NULL;
	for (i = 1; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "--games") == 0)
			o->games = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--seats") == 0) {
			if (sscanf(argv[i + 1], "%d-%d", &o->seats_min, &o->seats_max) != 2)
				return (0);
		} else if (strcmp(argv[i], "--langs") == 0)
			o->langs = argv[i + 1];
		else if (strcmp(argv[i], "--first") == 0)
			o->first = (unsigned)strtoul(argv[i + 1], NULL, 10);
		else if (strcmp(argv[i], "--max-mails") == 0)
			o->max_mails = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--dir") == 0)
			o->dir = argv[i + 1];
		else
			return (0);
	}
	return (i == argc && o->dir != NULL && o->games > 0 && o->seats_min >= 2
	    && o->seats_max <= 5 && o->seats_min <= o->seats_max);
}

static const char *const asks[] = { "help", "help move", "history", "show" };
static const char *const ask_kind[] = { "help", "help", "history", "show" };

int
main(int argc, char **argv)
{
	struct mp_opts     o;
	struct bench_site *site;
	struct bench_play  pl;
	struct bench_mail  m = { 0 };
	struct pb_err      err;
	char              *maildir, *sub;
	int64_t            last = 0;
	int                serial = 0, g, sent, total = 0, mails = 0, acted, a, stuck;

	if (!parse_opts(&o, argc, argv)) {
		fprintf(stderr, "usage: pbemd-mailplay [--games N] [--seats MIN-MAX] [--langs LIST]"
		                " [--first SEED] [--max-mails M] --dir DIR\n");
		return (2);
	}
	mp_clock(MP_T0);
	site = bench_site_new(o.dir, NULL);
	maildir = pb_asprintf("%s/Maildir", o.dir);
	mkdir(maildir, 0755);
	for (a = 0; a < 3; a++) {
		sub = pb_asprintf("%s/%s", maildir, a == 0 ? "new" : a == 1 ? "cur" : "tmp");
		mkdir(sub, 0755);
		free(sub);
	}
	notify_trace = mp_trace;
	bench_play_init(&pl, 1, o.first, "m", &site, 1);
	pl.seats_min = o.seats_min;
	pl.seats_span = o.seats_max - o.seats_min + 1;
	pl.langs = o.langs;
	for (g = 0; g < o.games; g++) {
		stuck = pl.stuck;
		if (g == 0)
			bench_play_start(&pl);
		else
			pl.games[0].ended = 1; /* bench_play_next() starts the next */
		total += mp_collect(site, maildir, &last, &serial);
		for (sent = 0; sent < o.max_mails; sent++) {
			bench_play_next(&pl, 0, &m);
			mp_process(site, &m, NULL);
			mails++;
			bench_play_after(&pl, 0);
			total += mp_collect(site, maildir, &last, &serial);
			if (pl.games[0].ended)
				break;
			if ((a = (int)pb_rng_below(&pl.rng, 32)) < 4) {
				bench_play_ask(&pl, 0, 1 + (int)pb_rng_below(&pl.rng,
				                                (uint32_t)pl.games[0].nseats),
				    asks[a], &m);
				mp_process(site, &m, ask_kind[a]);
				mails++;
				total += mp_collect(site, maildir, &last, &serial);
			}
			for (a = 0; mails % MP_TICK_EVERY == 0 && a < 4; a++) {
				mp_clock(mp_now + MP_JUMP / 4);
				if (deadline_pass(site->p, &acted, &err) != PB_OK)
					bench_die("deadline_pass: %s", err.msg);
				total += mp_collect(site, maildir, &last, &serial);
				bench_play_after(&pl, 0);
				if (pl.games[0].ended)
					break;
			}
			if (pl.games[0].ended)
				break;
		}
		printf("game %lld: %d seats, %d player mails, %s\n", (long long)pl.games[0].id,
		    pl.games[0].nseats, sent + 1,
		    pl.stuck > stuck       ? "stuck (three mails changed nothing)"
		    : pl.games[0].ended ? "ended"
		                        : "cut (too long)");
		fflush(stdout);
	}
	printf("%d games (%d stuck), %d player mails, %d arbiter mails in %s\n", o.games, pl.stuck,
	    mails, total, maildir);
	bench_play_free(&pl);
	bench_site_free(site);
	free(maildir);
	return (0);
}
