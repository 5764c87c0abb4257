/*++
/* NAME
/*	check_zwd_lang 1
/* SUMMARY
/*	no English left for Italian and Spanish players of White Death
/* SYNOPSIS
/*	tests/check_zwd_lang
/* DESCRIPTION
/*	White Death's part of check_lang_complete(1), with its scan
/*	(langscan(3)).  Test ids:
/*
/*	lang-zwd.1  the catalogue (zwd_msgs), every capture 1, then 2,
/*		    and the templates of templates/it/zwd and
/*		    templates/es/zwd
/*	lang-zwd.2  every refusal written in src/games/zwd for a seat or
/*		    the moderator is read from the source and must be
/*		    translated (the pack's, the map's, the options' and
/*		    the saved state's errors go to pbemctl and a
/*		    moderator loading a broken pack: their files are left
/*		    out)
/*	lang-zwd.3  bots play missions through the module, each line one
/*		    of HELP's examples or a line sent wrong; every result,
/*		    public line, notice and refusal is read in Italian and
/*		    Spanish; HELP's examples in Italian and Spanish read
/*		    back as the English ones, most with words of the
/*		    locale (lang-1.5); a skill named by its Italian or
/*		    Spanish name is taken
/*
/*	The pack's English card and skill names and their ids are left
/*	out of the scan (the arbiter names cards in the reader's
/*	language: words_of()).  PBEMD_LANG_GAMES sets the number of
/*	games (default 6).
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "langscan.h"
#include "testrun.h"

#define ZL_MAXLINES 1500 /* lines of one bot game */

static char *pack_text;
static int   ntaken; /* lines the games took */

/* add_zwd_names - the pack's English names and texts, and its skills'
 * English names and references, left out of the scan (not the cards'
 * ids: "torch" is in "Antorcha") */

static void
add_zwd_names(const struct zwd_state *s)
{
	const struct zwd_cards *c = s->pack->cards;
	size_t max = nnames + 2 * (size_t)(c->nequips + c->nsurvivors + c->ngskills)
	    + 2 * (size_t)(c->nsurvivors * ZWD_NLEVELS * ZWD_MAXSKILLS) + 1;
	int i, l, k;

	names = pb_realloc(names, max * sizeof(char *));
#define ADD(n)                                                                                     \
	do {                                                                                       \
		names[nnames++] = pb_strdup((n).name);                                             \
		if ((n).text != NULL)                                                              \
			names[nnames++] = pb_strdup((n).text);                                     \
	} while (0)
	for (i = 0; i < c->nequips; i++)
		ADD(c->equips[i].n);
	for (i = 0; i < c->ngskills; i++)
		ADD(c->gskills[i].n);
	for (i = 0; i < c->nsurvivors; i++) {
		ADD(c->survivors[i].n);
		for (l = 0; l < ZWD_NLEVELS; l++)
			for (k = 0; k < c->survivors[i].nskill[l]; k++) {
				names[nnames++] =
				    zwd_skill_name(c, &c->survivors[i].skill[l][k], 0);
				names[nnames++] =
				    zwd_skill_ref_text(c, &c->survivors[i].skill[l][k]);
			}
	}
#undef ADD
	qsort(names, nnames, sizeof(char *), by_length);
}

/* ---- lang-zwd.1 ------------------------------------------------------ */

START_TEST(zwd_catalogue)
{
	int before = nfail;

	scan_catalogue(zwd_msgs, zwd_msgs, "lang-zwd.1 zwd_msgs");
	scan_dir(PB_SRCDIR "/templates/it/zwd", "it");
	scan_dir(PB_SRCDIR "/templates/es/zwd", "es");
	ck_assert_msg(nfail == before, "lang-zwd.1: %d texts hold English", nfail - before);
}
END_TEST

/* ---- lang-zwd.2 ------------------------------------------------------ */

/* keep - the pack's section's and create()'s errors left out; a sample
 * glued to a word is a plural ending ("Action%s") */

static int
keep(char *en)
{
	char *p;

	if (*en == '[' || strstr(en, "survivors need") != NULL)
		return (0);
	for (p = strstr(en, "xyz"); p != NULL; p = strstr(p + 1, "xyz"))
		if (p > en && p[-1] >= 'a' && p[-1] <= 'z')
			memmove(p + 1, p + 3, strlen(p + 3) + 1), *p = 's';
	return (1);
}

START_TEST(zwd_refusals)
{
	/* What a seat can be refused, and the moderator's lines. */
	static const char *const files[] = { "zwd_cmd.c", "zwd_cmd_act.c", "zwd_cmd_fight.c",
		"zwd_cmd_guard.c", "zwd_cmd_inv.c", "zwd_cmd_mission.c", "zwd_cmd_move.c",
		"zwd_cmd_search.c", "zwd_cmd_special.c", "zwd_cmd_util.c", "zwd_modes.c",
		"zwd_skill.c", "zwd_skill_level.c", "zwd_skill_react.c", "zwd_surv_cast.c",
		"zwd_surv_lead.c", "zwd_surv_taunt.c", "zwd_cards_skill.c", NULL };
	static const char *const calls[] = { "PB_EDATA,", "PB_EPERM,", NULL };
	int                      before = nfail;

	ck_assert_int_ge(refusals_read("src/games/zwd", files, calls, zwd_msgs, "lang-zwd.2", keep),
	    100); /* the scan found them */
	ck_assert_msg(nfail == before, "lang-zwd.2: %d refusals untranslated", nfail - before);
}
END_TEST

/* ---- lang-zwd.3 ------------------------------------------------------ */

/* read_zwd - a text of White Death read in Italian and Spanish, whole
 * (read_whole()) */

static void
read_zwd(const void *g, const char *where, const char *text)
{
	read_whole(&zwd_ops, g, where, text);
}

/* zwd_apply_read - a line of seat through the module (seat 0: the
 * moderator's), every text it gives read; whether it was taken */

static int
zwd_apply_read(void *g, int seat, const char *line)
{
	return (apply_read(&zwd_ops, g, seat, line, "lang-zwd.3", read_zwd));
}

static int
pick(struct pb_rng *r, int n)
{
	return (n > 0 ? (int)pb_rng_below(r, (uint32_t)n) : 0);
}

/* bot_line - one of HELP's examples for seat, or it sent wrong: a word
 * too few, one too many, a wrong one */

static char *
bot_line(struct pb_rng *r, void *g, int seat)
{
	static const char *const junk[] = { " x", " 9", " Z9", " melee", " pack", " nessuna",
		" jenia", " katana" };
	json_t                  *h = zwd_ops.help(g, seat, "en", NULL), *e;
	const char              *ex = NULL;
	char                    *line, *sp;
	int                      n = (int)json_array_size(h), tries;

	for (tries = 0; tries < 8 && ex == NULL; tries++) {
		e = json_array_get(h, (size_t)pick(r, n));
		ex = json_string_value(json_object_get(e, "example"));
	}
	line = pb_strdup(ex != NULL ? ex : "end");
	json_decref(h);
	if (pick(r, 4) == 0) {
		if (pick(r, 2) && (sp = strrchr(line, ' ')) != NULL)
			*sp = '\0';
		else {
			sp = pb_asprintf("%s%s", line, junk[pick(r, (int)PB_NELEM(junk))]);
			free(line);
			line = sp;
		}
	}
	return (line);
}

/* localised_skill - "prefer" with a skill by its Italian and Spanish
 * names, the survivor's last Red, is taken */

static void
localised_skill(void *g, int seat)
{
	const struct zwd_state    *s = g;
	const struct zwd_survivor *sv;
	char                      *name, *slug, *line;
	int                        i, lang;

	for (i = 0; i < s->nsurv && s->surv[i].seat != seat; i++)
		;
	ck_assert_int_lt(i, s->nsurv);
	sv = &s->pack->cards->survivors[s->surv[i].card];
	for (lang = 1; lang <= 2; lang++) {
		name = zwd_skill_name(
		    s->pack->cards, &sv->skill[ZWD_RED][sv->nskill[ZWD_RED] - 1], lang);
		slug = zwd_slug(name);
		line = pb_asprintf("prefer %s %s", zwd_surv_id(s, i), slug);
		ck_assert_msg(zwd_apply_read(g, seat, line), "%s refused", line);
		free(line);
		free(slug);
		free(name);
	}
}

static void
play(unsigned n)
{
	struct pb_rng r;
	struct pb_err err;
	unsigned char seed[32] = { 0 };
	json_t       *opts, *canon = NULL;
	void         *g;
	char         *line, *mission = n % 11 ? pb_asprintf("%u", n % 11) : pb_strdup("intro");
	int           nseats = 1 + (int)(n % 3), k, cmds;

	memcpy(seed, &n, sizeof(n));
	pb_rng_init(&r, seed, 13);
	opts = json_pack("{s:s}", "mission", mission);
	ck_assert_msg(
	    game_create(&zwd_ops, pack_text, opts, nseats, seed, &g, &canon, &err) == PB_OK,
	    "mission %s: %s", mission, err.msg);
	if (n == 0)
		add_zwd_names(g);
	localised_skill(g, 1);
	for (cmds = 0; cmds < ZL_MAXLINES && (k = first_to_act(&zwd_ops, g, nseats)) != 0; cmds++) {
		if (cmds % 7 == 0)
			check_examples(&zwd_ops, g, k);
		line = bot_line(&r, g, k);
		ntaken += zwd_apply_read(g, k, line);
		free(line);
	}
	if (first_to_act(&zwd_ops, g, nseats) != 0)
		zwd_apply_read(g, 0, "end");
	game_free(&zwd_ops, g);
	json_decref(opts);
	json_decref(canon);
	free(mission);
}

START_TEST(zwd_games)
{
	unsigned n = games_wanted(6), i;
	int      before = nfail;

	for (i = 0; i < n; i++)
		play(i);
	ck_assert_msg(nfail == before,
	    "lang-zwd.3: %d texts hold English or examples read otherwise", nfail - before);
	ck_assert_int_ge(ntaken, 20 * (int)n); /* the bots played */
	ck_assert_msg(nlocalised * 2 > nexamples, "lang-zwd.3: %d of %d examples localised",
	    nlocalised, nexamples);
}
END_TEST

static Suite *
zwd_lang_suite(void)
{
	Suite *su = suite_create("zwd-lang");
	TCase *t = tcase_create("lang");

	tcase_add_test(t, zwd_catalogue);
	tcase_add_test(t, zwd_refusals);
	tcase_add_test(t, zwd_games);
	suite_add_tcase(su, t);
	return (su);
}

int
main(void)
{
	struct pb_err err;

	setenv("CK_FORK", "no", 0); /* the failures are counted across cases */
	if (pack_read_dir(PB_SRCDIR "/content/zwd", &pack_text, &err) != PB_OK)
		return (EXIT_FAILURE);
	seen = json_object();
	return (test_main(zwd_lang_suite));
}
