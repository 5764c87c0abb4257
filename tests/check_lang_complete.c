/*++
/* NAME
/*	check_lang_complete 1
/* SUMMARY
/*	no English left for Italian and Spanish players of Dead of Winter and Dark Moon
/* SYNOPSIS
/*	tests/check_lang_complete [GAMES]
/* DESCRIPTION
/*	Every sentence an Italian or Spanish player reads must be in that
/*	language.  Each text below is scanned for words that never appear
/*	in correct Italian or Spanish (english_words[]: the, you, your,
/*	turn, survivor, card, player ...) and for plural slips ("1
/*	comandi", "1 cards", "3 carta").  The English names and texts of
/*	the pack's cards are left out of the scan (the pack's overlays,
/*	lang-it.ini and lang-es.ini, translate them in the views; the
/*	narration names cards as the pack does), and so are words in
/*	double quotes (the player's own words, quoted back).  Test ids:
/*
/*	lang-1.1  every Italian and Spanish text of the catalogues (the
/*		  game's, dow_msgs, and the arbiter's, texts_msgs), with
/*		  every capture 1, then 2 (plurals both ways)
/*	lang-1.2  the words of every template of templates/it and
/*		  templates/es (the tags taken out)
/*	lang-1.3  bots play whole games (2 to 5 seats, every variant)
/*		  through the module; every text a seat would read (the
/*		  result of each line, the public events, the private
/*		  notices, each refusal) is translated as the arbiter
/*		  translates it for an Italian and a Spanish reader
/*		  (texts_localise()) and scanned
/*	lang-1.4  a whole game by mail through the arbiter with an
/*		  Italian, a Spanish and an English seat: bots' commands,
/*		  HELP, SHOW, a press message, a diary, the moderator's
/*		  pause and resume, deadlines passed (reminder, late,
/*		  default) and the end of the game; every mail to the
/*		  Italian and the Spanish seat is scanned
/*	lang-1.5  in the games of lang-1.3, before each line, the example
/*		  of every HELP entry of the seat that acts, in Italian
/*		  and in Spanish (texts_examples()), is read back by the
/*		  seat's dictionary as the English example; most examples
/*		  hold words of the locale
/*	lang-1.6  Dark Moon: its catalogue (dm_msgs) as lang-1.1, its
/*		  templates (templates/it/dm, templates/es/dm) as lang-1.2,
/*		  and bots' whole games (3 to 7 seats) through the module
/*		  as lang-1.3 (half of them with Shadow Corporation, some
/*		  with its modules): the narration of the turn, the replies
/*		  (standing instructions), the private notices, and the
/*		  moderator removing a seat, with lines a seat may not
/*		  send or sends wrong besides (their refusals); a text
/*		  that comes out of the catalogue as it went in fails as
/*		  English; every refusal written in src/games/dm for a
/*		  seat is read from the source and must be translated;
/*		  HELP's examples in Italian and Spanish read back as the
/*		  English ones, as lang-1.5;
/*		  the pack's English card names
/*		  are left out of the scan as for Dead of Winter (the
/*		  arbiter names them in the reader's language: words_of())
/*
/*	The scan and the readers are langscan(3), which a game's own
/*	language test shares.
/*
/*	PBEMD_LANG_GAMES sets the number of games of lang-1.3 (default
/*	12); every failing text is printed, each once.  PBEMD_LANG_DUMP
/*	prints every mail of lang-1.4 (to read them).
/*--*/

/* System. */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "arbiter/corecmd.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/texts.h"
#include "core/clock.h"
#include "core/game.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"
#include "core/token.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"
#include "games/dow/dow.h"
#include "store/store.h"

/* Local. */
#include "langscan.h"
#include "testmail.h"
#include "testrun.h"

#define LG_MAXLINES 4000 /* commands of one bot game */

static char *pack_text;
static char *dm_pack_text; /* content/dm */

static void
add_names(const struct dow_state *s)
{
	const struct dow_pack *p = s->pack;
	size_t                 max;
	int                    i, k;

	if (names != NULL)
		return;
	max = 4 * (size_t)(p->nsurv + p->nitem + p->ncrisis + p->nxroads + p->nobj + p->nmain) + 1;
	names = pb_calloc(max, sizeof(char *));
#define ADD(str)                                                                                   \
	do {                                                                                       \
		if ((str) != NULL && *(str) != '\0')                                               \
			names[nnames++] = pb_strdup(str);                                          \
	} while (0)
	for (i = 0; i < p->nsurv; i++) {
		ADD(p->surv[i].n.name);
		ADD(p->surv[i].ability);
	}
	for (i = 0; i < p->nitem; i++) {
		ADD(p->item[i].n.name);
		ADD(p->item[i].text);
	}
	for (i = 0; i < p->ncrisis; i++) {
		ADD(p->crisis[i].n.name);
		ADD(p->crisis[i].effect);
		ADD(p->crisis[i].optional);
	}
	for (i = 0; i < p->nxroads; i++) {
		ADD(p->xroads[i].n.name);
		ADD(p->xroads[i].trigger);
		ADD(p->xroads[i].option1);
		ADD(p->xroads[i].option2);
	}
	for (i = 0; i < p->nobj; i++) {
		ADD(p->obj[i].n.name);
		ADD(p->obj[i].goal);
	}
	for (i = 0; i < p->nmain; i++) {
		ADD(p->main[i].n.name);
		for (k = 0; k < 2; k++) {
			ADD(p->main[i].side[k].victory);
			ADD(p->main[i].side[k].setup);
		}
	}
	for (i = 0; i < p->nsurv; i++)
		ADD(p->surv[i].occupation);
#undef ADD
	qsort(names, nnames, sizeof(char *), by_length);
}

START_TEST(lang_catalogues)
{
	int before = nfail;

	scan_catalogue(dow_msgs, dow_msgs, "lang-1.1 dow_msgs");
	scan_catalogue(dow_msgs, texts_msgs, "lang-1.1 texts_msgs");
	ck_assert_msg(
	    nfail == before, "lang-1.1: %d texts of the catalogues hold English", nfail - before);
}
END_TEST

START_TEST(lang_templates)
{
	int before = nfail;

	scan_dir(PB_SRCDIR "/templates/it", "it");
	scan_dir(PB_SRCDIR "/templates/it/dow", "it");
	scan_dir(PB_SRCDIR "/templates/es", "es");
	scan_dir(PB_SRCDIR "/templates/es/dow", "es");
	ck_assert_msg(nfail == before, "lang-1.2: %d template lines hold English", nfail - before);
}
END_TEST

/* ---- bots ------------------------------------------------------------ */

struct lg_bot {
	struct pb_rng r;
};

static int
pick(struct lg_bot *b, int n)
{
	return (n > 0 ? (int)pb_rng_below(&b->r, (uint32_t)n) : 0);
}

static const char *
own_name(struct lg_bot *b, const struct dow_state *s, int seat)
{
	int i, n = 0, idx[64];

	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat == seat)
			idx[n++] = i;
	return (n ? s->pack->surv[s->group[idx[pick(b, n)]].card].n.name : "nobody");
}

static const char *
hand_name(struct lg_bot *b, const struct dow_state *s, int seat)
{
	const struct deck *h = &s->pl[seat].hand;

	return (h->n ? s->pack->item[s->pack->inst[h->v[pick(b, h->n)]]].n.name : "nothing");
}

/* bot_line - a command the seat might give now, legal or not */

static char *
bot_line(struct lg_bot *b, const struct dow_state *s, int seat)
{
	static const char *const locs[] = { "colony", "police", "grocery", "school", "gas",
		"library", "hospital" };
	const char              *who = own_name(b, s, seat), *loc = locs[pick(b, 7)];

	switch (s->wait.kind) {
	case DOW_W_BITE:
		return (pb_strdup(pick(b, 2) ? "bite roll" : "bite die"));
	case DOW_W_XROADS:
		return (pb_asprintf("choose %d", 1 + pick(b, 2)));
	case DOW_W_SEND:
		return (pb_asprintf("send all to %s", loc));
	case DOW_W_VOTE:
		return (pb_strdup(pick(b, 2) ? "vote yes" : "vote no"));
	case DOW_W_REQUEST:
		return (pick(b, 2) ? pb_strdup("give nothing")
		                   : pb_asprintf("give \"%s\"", hand_name(b, s, seat)));
	case DOW_W_SEARCH:
		return (pick(b, 3) ? pb_asprintf(
		            "keep \"%s\"", s->pack->item[s->pack->inst[s->wait.cards.v[0]]].n.name)
		                   : pb_strdup("noise"));
	default:
		break;
	}
	switch (pick(b, 24)) {
	case 0:
	case 1:
	case 2:
		return (pb_asprintf("move \"%s\" to %s", who, loc));
	case 3:
	case 4:
		return (pb_asprintf("attack \"%s\"", who));
	case 5:
		return (pb_asprintf(
		    "attack \"%s\" \"%s\"", who, own_name(b, s, 1 + pick(b, s->nseats))));
	case 6:
	case 7:
		return (pb_asprintf("search \"%s\"", who));
	case 8:
		return (pb_asprintf("search \"%s\" keep any noise %d", who, pick(b, 3)));
	case 9:
		return (pb_asprintf("barricade \"%s\"", who));
	case 10:
		return (pb_strdup("clean"));
	case 11:
		return (pb_asprintf("attract \"%s\" from %s", who, loc));
	case 12:
		return (pb_asprintf("food %d", 1 + pick(b, 6)));
	case 13:
		return (pb_asprintf("crisis \"%s\"", hand_name(b, s, seat)));
	case 14:
		return (pb_asprintf("equip \"%s\" to \"%s\"", hand_name(b, s, seat), who));
	case 15:
		return (
		    pb_asprintf("play \"%s\" on \"%s\" at %s", hand_name(b, s, seat), who, loc));
	case 16:
		return (pb_asprintf("use \"%s\"", who));
	case 17:
		return (pb_asprintf("place \"%s\"", hand_name(b, s, seat)));
	case 18:
		return (pb_asprintf("exile %d", 1 + pick(b, s->nseats)));
	case 19:
		return (pb_strdup(pick(b, 2) ? "request food" : "reveal"));
	case 20:
		return (pb_asprintf("standing %s", pick(b, 2) ? "vote no" : "give nothing"));
	case 21:
		return (pb_strdup("dance"));
	default:
		return (pb_strdup("end"));
	}
}

/* who_acts - the first seat the game waits for (the game's decision()) */

static int
who_acts(const void *g, int nseats)
{
	int k = first_to_act(&dow_ops, g, nseats);

	return (k ? k : 1);
}

/* read_as - a text of Dead of Winter as read in Italian and Spanish */

static void
read_as(const void *g, const char *where, const char *text)
{
	read_as_game(&dow_ops, g, where, text);
}

static const char *const variants[] = { "standard", "cooperative", "traitors", "expert",
	"elimination", "no-mature" };

static void
play_module(unsigned n)
{
	struct game_result res;
	struct lg_bot      b;
	struct pb_err      err;
	struct dow_state  *s;
	struct lex_line   *l;
	unsigned char      seed[32] = { 0 };
	json_t            *opts, *canon = NULL;
	void              *g;
	char              *line;
	int                nseats = 2 + (int)(n % 4), k, i, cmds;
	const char        *variant = variants[(n / 4) % PB_NELEM(variants)];

	if (nseats == 2 && strcmp(variant, "traitors") == 0)
		variant = "standard";
	memcpy(seed, &n, sizeof(n));
	pb_rng_init(&b.r, seed, 7);
	opts = json_pack("{s:s}", "variant", variant);
	ck_assert_msg(
	    game_create(&dow_ops, pack_text, opts, nseats, seed, &g, &canon, &err) == PB_OK, "%s",
	    err.msg);
	s = dow_game_state(g);
	add_names(s);
	for (k = 1; k <= nseats; k++)
		for (i = 0; i < 2; i++) {
			if (i == 0) {
				struct pb_buf lb;
				int           j;

				pb_buf_init(&lb);
				pb_buf_puts(&lb, "keep");
				for (j = 0; j < dow_keep_count(s); j++)
					pb_buf_printf(&lb, " \"%s\"",
					    s->pack->surv[s->pl[k].offered.v[j]].n.name);
				line = pb_buf_steal(&lb);
			} else {
				line = pb_asprintf(
				    "leader \"%s\"", s->pack->surv[s->pl[k].kept.v[0]].n.name);
			}
			memset(&res, 0, sizeof(res));
			ck_assert(lex_line(line, &l, &err) == PB_OK);
			ck_assert_msg(dow_ops.apply(g, k, l, &res, &err) == PB_OK, "%s", err.msg);
			read_as(g, "lang-1.3 set-up", res.text);
			read_as(g, "lang-1.3 set-up event", res.event);
			game_result_clear(&res);
			lex_free(l);
			free(line);
		}
	for (cmds = 0; cmds < LG_MAXLINES && strcmp(dow_ops.status(g), "ended") != 0; cmds++) {
		k = who_acts(g, nseats);
		check_examples(&dow_ops, g, k);
		line = bot_line(&b, s, k);
		memset(&res, 0, sizeof(res));
		ck_assert(lex_line(line, &l, &err) == PB_OK);
		if (dow_ops.apply(g, k, l, &res, &err) == PB_OK) {
			read_as(g, "lang-1.3 result", res.text);
			read_as(g, "lang-1.3 event", res.event);
			for (i = 1; i <= GAME_MAX_SEATS; i++)
				read_as(g, "lang-1.3 notice", res.notice[i]);
		} else {
			read_as(g, "lang-1.3 refusal", err.msg);
		}
		game_result_clear(&res);
		lex_free(l);
		free(line);
	}
	game_free(&dow_ops, g);
	json_decref(opts);
	json_decref(canon);
}

START_TEST(lang_module)
{
	unsigned n = games_wanted(12), i;
	int      before = nfail;

	for (i = 0; i < n; i++)
		play_module(2000 + i);
	ck_assert_msg(nfail == before,
	    "lang-1.3, lang-1.5: %d texts of the games hold English or examples read otherwise",
	    nfail - before);
	/* Most examples have a word of their own in Italian and Spanish. */
	ck_assert_msg(nlocalised * 2 > nexamples, "lang-1.5: %d of %d examples localised",
	    nlocalised, nexamples);
}
END_TEST

/* ---- lang-1.4: a game by mail through the arbiter ------------------- */

static const char *const lg_locale[] = { "", "it", "es", "en" };

struct lg_mail {
	struct test_env *e;
	int64_t          game;
	int              n;
};

/* send_as - a mail of seat with its current token, processed */

static void
send_as(struct lg_mail *t, int seat, const char *body)
{
	struct gamectl *g;
	struct pb_err   err;
	const char     *outcome;
	char           *addr = test_addr(seat), *tok, *subject, *msgid, *msg;

	ck_assert(gamectl_load(t->e->p, t->game, &g, &err) == PB_OK);
	tok = token_make(t->e->p->key, t->game, seat, g->row->seq);
	gamectl_free(g);
	subject = pb_asprintf("Re: [Dead of Winter] %s", tok);
	msgid = pb_asprintf("lg.%d@players.example", ++t->n);
	msg = test_message(addr, subject, msgid, NULL, body);
	test_deliver(t->e, msg);
	ck_assert_int_eq(test_run(t->e, &outcome), 1);
	free(msg);
	free(msgid);
	free(subject);
	free(tok);
	free(addr);
}

/* moderate - one moderator line on the game */

static void
moderate(struct lg_mail *t, const char *line)
{
	struct pb_err err;
	char         *text = NULL;
	int           sent;

	ck_assert_msg(
	    moderate_run(t->e->p, t->game, line, &text, &err) == PB_OK, "%s: %s", line, err.msg);
	ck_assert(flush_outbox(t->e->p, &sent, &err) == PB_OK);
	free(text);
}

/* scan_mails - every mail to the Italian and the Spanish seat */

static void
scan_mails(struct lg_mail *t)
{
	char *addr, *text, *subject, *where, *p;
	int   k, i, n;

	for (k = 1; k <= 2; k++) {
		addr = test_addr(k);
		n = test_mail_count(t->e, addr);
		for (i = 0; i < n; i++) {
			text = test_mail_text(t->e, addr, i, &subject);
			if (getenv("PBEMD_LANG_DUMP") != NULL)
				fprintf(stderr, "==== %s\n%s\n", subject, text);
			where = pb_asprintf("lang-1.4 mail %d to seat %d (%s)", i, k, subject);
			scan(where, lg_locale[k], subject);
			for (p = strtok(text, "\n"); p != NULL; p = strtok(NULL, "\n"))
				if (strncmp(p, "> ", 2) != 0 && strstr(p, "PBEM-") == NULL)
					scan(where, lg_locale[k], p);
			free(where);
			free(subject);
			free(text);
		}
		free(addr);
	}
}

START_TEST(lang_mail)
{
	struct lg_mail    t = { 0 };
	struct lg_bot     b;
	struct gamectl   *g;
	struct dow_state *s;
	struct pb_err     err;
	unsigned char     seed[32] = { 7 };
	json_t           *opts = json_object();
	char             *addrs[3], *line, *body;
	int               k, j, mails, before = nfail;
	int64_t           now = pb_now();

	test_at(now);
	t.e = test_env_new_conf("[time]\ndeadline.turn = 1d\nreminder = 6h\ngrace = 6h\n");
	for (k = 0; k < 3; k++) {
		char *a = test_addr(k + 1);

		addrs[k] = k < 2 ? pb_asprintf("%s:%s", a, lg_locale[k + 1]) : pb_strdup(a);
		free(a);
	}
	ck_assert_msg(gamectl_create(t.e->p, "dow", addrs, 3, opts, seed, &t.game, &err) == PB_OK,
	    "%s", err.msg);
	for (k = 0; k < 3; k++)
		free(addrs[k]);
	json_decref(opts);
	pb_rng_init(&b.r, seed, 9);
	/* The set-up, then HELP, SHOW, a press, a diary. */
	ck_assert(gamectl_load(t.e->p, t.game, &g, &err) == PB_OK);
	s = dow_game_state(g->state);
	add_names(s);
	for (k = 1; k <= 3; k++) {
		body = pb_asprintf("keep \"%s\" \"%s\"\nleader \"%s\"\n",
		    s->pack->surv[s->pl[k].offered.v[0]].n.name,
		    s->pack->surv[s->pl[k].offered.v[1]].n.name,
		    s->pack->surv[s->pl[k].offered.v[0]].n.name);
		send_as(&t, k, body);
		free(body);
	}
	gamectl_free(g);
	send_as(&t, 1, "help\nshow\ndeadline\ndiary: una nota\n");
	send_as(&t, 2, "press all: hola\nhelp move\n");
	send_as(&t, 1, "press 2: ciao\n");
	moderate(&t, "pause");
	moderate(&t, "resume");
	/* Bots play; once, the time of a turn runs out. */
	for (mails = 0; mails < 600; mails++) {
		ck_assert(gamectl_load(t.e->p, t.game, &g, &err) == PB_OK);
		s = dow_game_state(g->state);
		if (strcmp(dow_ops.status(g->state), "ended") == 0) {
			gamectl_free(g);
			break;
		}
		k = who_acts(g->state, (int)g->nseats);
		line = bot_line(&b, s, k);
		gamectl_free(g);
		if (mails == 40) {
			for (j = 1; j <= 4; j++) {
				test_at(now + j * 10 * 3600);
				test_tick(t.e);
			}
			now += 4 * 10 * 3600;
		}
		body = pb_asprintf("%s\n", line);
		send_as(&t, k, body);
		free(body);
		free(line);
	}
	if (mails == 600)
		moderate(&t, "end");
	scan_mails(&t);
	test_env_free(t.e);
	unsetenv("PBEMD_FAKE_NOW");
	ck_assert_msg(nfail == before, "lang-1.4: %d lines of mails hold English", nfail - before);
}
END_TEST

/* ---- lang-1.6: Dark Moon ------------------------------------------ */

/* add_dm_names - the English names and texts of the Dark Moon pack's
 * cards to the names left out of the scan */

static void
add_dm_names(const struct dm_pack *p)
{
	size_t max = nnames + 3 * (size_t)(p->nchars + p->noutposts + p->ntasks + p->nevents
	                                 + p->nfinals + p->nstatuses + p->ndice) + 2;
	int    i;

	names = pb_realloc(names, max * sizeof(char *));
#define ADD(n)                                                                                     \
	do {                                                                                       \
		if ((n).name != NULL)                                                              \
			names[nnames++] = pb_strdup((n).name);                                     \
		if ((n).text != NULL)                                                              \
			names[nnames++] = pb_strdup((n).text);                                     \
		if ((n).id != NULL) /* the ids commands name cards by */                           \
			names[nnames++] = pb_strdup((n).id);                                       \
	} while (0)
	for (i = 0; i < p->nchars; i++)
		ADD(p->chars[i].n);
	for (i = 0; i < p->noutposts; i++)
		ADD(p->outposts[i].n);
	for (i = 0; i < p->ntasks; i++)
		ADD(p->tasks[i].n);
	for (i = 0; i < p->nevents; i++)
		ADD(p->events[i].n);
	for (i = 0; i < p->nfinals; i++)
		ADD(p->finals[i].n);
	for (i = 0; i < p->nstatuses; i++)
		ADD(p->statuses[i].n);
#undef ADD
	names[nnames++] = pb_strdup("Dark Moon");
	qsort(names, nnames, sizeof(char *), by_length);
}

/* read_dm - a text of Dark Moon read in Italian and Spanish, whole
 * (read_whole()) */

static void
read_dm(const void *g, const char *where, const char *text)
{
	read_whole(&dm_ops, g, where, text);
}

/* dm_apply_read - a line of seat through the module (or, seat 0, the
 * moderator's), every text it gives read in Italian and Spanish */

static void
dm_apply_read(void *g, int seat, const char *line)
{
	apply_read(&dm_ops, g, seat, line, "lang-1.6", read_dm);
}

/* refusals_dm - every refusal written in src/games/dm a seat (or the
 * moderator, by mail) can receive is in the catalogue: read in Italian
 * and Spanish it is no longer the English (the pack's, the options' and
 * the saved state's errors go to pbemctl: dm_pack.c, dm_setup.c,
 * dm_sc.c, dm_state.c, dm_picture.c are left out) */

static void
refusals_dm(void)
{
	static const char *const files[] = { "dm_apply.c", "dm_cmd.c", "dm_infected.c",
		"dm_remove.c", "dm_sc_cmd.c", "dm_standing.c", "dm_turn.c", "dm_vote.c", NULL };
	static const char *const calls[] = { "refuse(err,", "PB_EDATA,", "PB_EPERM,", NULL };

	ck_assert_int_ge(refusals_read("src/games/dm", files, calls, dm_msgs, "lang-1.6", NULL),
	    60); /* the scan found them */
}

/* probe_dm - a line a seat may not send now, or sends wrong: a line
 * of its own or of another seat with an argument too many or too few,
 * or any command with a wrong argument; its refusal is read as the
 * rest (lang-1.6: the refusals players meet most) */

static void
probe_dm(void *g, struct lg_bot *b, int nseats)
{
	static const char *const junk[] = { "", " x", " 9", " 0", " 1 strong", " 3 weak 3 strong",
		" 1 blue", " +9", " -1 +1", " shield", " life", " outpost", " red", " black",
		" none", " all", " 1 2", " x x x" };
	const struct dm_state   *s = g;
	struct dm_lines          l;
	int                      seat = 1 + pick(b, nseats), from = 1 + pick(b, nseats);
	char                    *line, *sp;

	dm_lines(s, from, &l);
	if (l.n > 0 && pick(b, 2)) {
		line = pb_asprintf(
		    "%s%s", l.v[pick(b, l.n)], junk[1 + pick(b, (int)PB_NELEM(junk) - 1)]);
		if (pick(b, 2) && (sp = strrchr(line, ' ')) != NULL)
			*sp = 0; /* one too few, or the line itself */
		if (pick(b, 3) == 0 && (sp = strchr(line, ' ')) != NULL)
			*sp = 0; /* the word alone */
	} else
		line = pb_asprintf(
		    "%s%s", dm_cmds[pick(b, dm_ncmds)].word, junk[pick(b, (int)PB_NELEM(junk))]);
	dm_lines_free(&l);
	dm_apply_read(g, seat, line);
	free(line);
}

/* play_dm - a whole game of random bots; standing instructions set at
 * the start, a seat removed on the way; odd games with Shadow
 * Corporation (one in two of them with both its modules) */

static void
play_dm(unsigned n)
{
	static const char *const standing[] = { "standing", "standing best", "standing vote none",
		"standing out life", "standing clear", "standing vote black" };
	struct lg_bot    b;
	struct pb_err    err;
	struct dm_lines  l;
	unsigned char    seed[32] = { 0 };
	json_t          *opts = json_object(), *canon = NULL;
	void            *g;
	struct dm_state *s;
	int              nseats = DM_MIN_SEATS + (int)(n % 5), k, m, seats[DM_MAX_SEATS], cmds;
	char            *line;

	memcpy(seed, &n, sizeof(n));
	pb_rng_init(&b.r, seed, 11);
	if (n % 2 == 1)
		json_object_set_new(opts, "expansion", json_string("sc"));
	if (n % 4 == 1) {
		json_object_set_new(opts, "threats", json_string("yes"));
		json_object_set_new(opts, "company_man", json_string("yes"));
	}
	ck_assert_msg(game_create(&dm_ops, dm_pack_text, opts, nseats, seed, &g, &canon, &err)
	        == PB_OK, "%s", err.msg);
	s = g;
	if (n == 0)
		add_dm_names(s->pack);
	for (k = 1; k <= nseats; k++)
		dm_apply_read(g, k, standing[pick(&b, (int)PB_NELEM(standing))]);
	for (cmds = 0; cmds < LG_MAXLINES && s->phase != DM_P_ENDED; cmds++) {
		if (cmds == 150) {
			line = pb_asprintf("remove %d", 1 + pick(&b, nseats));
			dm_apply_read(g, 0, line);
			free(line);
			continue;
		}
		for (m = 0, k = 1; k <= nseats; k++) {
			dm_lines(s, k, &l);
			if (l.n > 0)
				seats[m++] = k;
			dm_lines_free(&l);
		}
		ck_assert(m > 0);
		k = seats[pick(&b, m)];
		if (cmds % 5 == 0)
			check_examples(&dm_ops, g, k);
		dm_lines(s, k, &l);
		dm_apply_read(g, k, l.v[pick(&b, l.n)]);
		dm_lines_free(&l);
		if (pick(&b, 2) == 0 && s->phase != DM_P_ENDED)
			probe_dm(g, &b, nseats);
	}
	if (s->phase != DM_P_ENDED)
		dm_apply_read(g, 0, "end");
	game_free(&dm_ops, g);
	json_decref(opts);
	json_decref(canon);
}

START_TEST(lang_dm)
{
	unsigned n = games_wanted(12), i;
	int      before = nfail;

	scan_catalogue(dm_msgs, dm_msgs, "lang-1.6 dm_msgs");
	refusals_dm();
	scan_dir(PB_SRCDIR "/templates/it/dm", "it");
	scan_dir(PB_SRCDIR "/templates/es/dm", "es");
	for (i = 0; i < 2 * n; i++)
		play_dm(i);
	ck_assert_msg(nfail == before, "lang-1.6: %d texts of Dark Moon hold English",
	    nfail - before);
}
END_TEST

static Suite *
lang_suite(void)
{
	Suite *su = suite_create("dow-lang");
	TCase *t = tcase_create("lang");

	tcase_add_test(t, lang_catalogues);
	tcase_add_test(t, lang_templates);
	tcase_add_test(t, lang_module);
	tcase_add_test(t, lang_mail);
	tcase_add_test(t, lang_dm);
	suite_add_tcase(su, t);
	return (su);
}

int
main(void)
{
	struct pb_err err;

	setenv("CK_FORK", "no", 0); /* the failures are counted across cases */
	if (pack_read_dir(PB_SRCDIR "/content/dow", &pack_text, &err) != PB_OK
	    || pack_read_dir(PB_SRCDIR "/content/dm", &dm_pack_text, &err) != PB_OK)
		return (EXIT_FAILURE);
	seen = json_object();
	return (test_main(lang_suite));
}
