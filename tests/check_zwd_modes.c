/*++
/* NAME
/*	check_zwd_modes 1
/* SUMMARY
/*	Zombicide: White Death, the survivors' modes played through the
/*	game: Ultrared, Guard Skill cards, 7+ survivors
/* SYNOPSIS
/*	tests/check_zwd_modes
/* DESCRIPTION
/*	Plays the game through zwd_ops, as the arbiter does, on the open
/*	pack (content/zwd) and on a moderator's pack: the open pack with
/*	a file of three survivors of "another box" (one Blue skill, no
/*	Guard skill) and their three expansion Starting Equipment cards.
/*
/*	Test ids:
/*	zm-1.*	Ultrared: the picks due, the rulebook's example (Ogon's
/*		passes), choices by command, saved and loaded; off, as
/*		before; the view and the mail (en, es) tell the pass; the
/*		standing choice of the picks (prefer)
/*	zm-2.*	Guard Skill cards: off, drawn, chosen by command, shown
/*		in the view and the mail (it), saved and loaded
/*	zm-3.*	7+ survivors: Starting Equipment for each, one more
/*		zombie card per 2 survivors beyond 6 in the spawn step
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
#include "core/lexer.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/render.h"
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_zombie.h"
#include "testrun.h"

/* Three survivors of another box and their Starting Equipment. */
static const char box[] = "[file cards/zz-box.ini]\n"
                          "[survivor xena]\nname = Xena\ncolour = black\nblue = push\n"
                          "yellow = plus1-action\norange = lucky, tough\n"
                          "red = sprint, hawk-eye, medic\n\n"
                          "[survivor yuri]\nname = Yuri\ncolour = grey\nblue = slippery\n"
                          "yellow = plus1-action\norange = lucky, tough\n"
                          "red = sprint, hawk-eye, medic\n\n"
                          "[survivor zoe]\nname = Zoe\ncolour = pink\nblue = charge\n"
                          "yellow = plus1-action\norange = lucky, tough\n"
                          "red = sprint, hawk-eye, medic\n\n"
                          "[equipment hero-axe]\nname = Hero Axe\ndeck = starting\ncopies = 3\n"
                          "kind = melee\ndice = 1\naccuracy = 4\ndamage = 1\n";

static char *open_text, *box_text;
static void *open_pack, *box_pack;

/* pack_of - the open pack (0) or the moderator's (1), parsed once */

static void *
pack_of(int moderator)
{
	struct pb_err err = { 0 };

	if (open_pack == NULL) {
		ck_assert_msg(pack_read_dir(PB_SRCDIR "/content/zwd", &open_text, &err) == PB_OK,
		    "%s", err.msg);
		ck_assert_msg(
		    (open_pack = zwd_ops.pack_parse(open_text, &err)) != NULL, "%s", err.msg);
		box_text = pb_asprintf("%s%s", open_text, box);
		ck_assert_msg(
		    (box_pack = zwd_ops.pack_parse(box_text, &err)) != NULL, "%s", err.msg);
	}
	return (moderator ? box_pack : open_pack);
}

/* create - zwd_ops.create() with options; its rc, err */

static enum pb_rc
create(int moderator, int nseats, unsigned seedno, const char *opts, struct zwd_state **s,
    struct pb_err *err)
{
	unsigned char seed[PB_SEED_LEN] = { 0 };
	json_t       *o = json_loads(opts, 0, NULL), *canon = NULL;
	void         *g = NULL;
	enum pb_rc    rc;

	ck_assert_msg(o != NULL, "%s", opts);
	memcpy(seed, &seedno, sizeof(seedno));
	rc = zwd_ops.create(pack_of(moderator), o, nseats, seed, &g, &canon, err);
	json_decref(o);
	json_decref(canon);
	*s = g;
	return (rc);
}

/* game - a new game, or fail */

static struct zwd_state *
game(int moderator, int nseats, unsigned seedno, const char *opts)
{
	struct zwd_state *s = NULL;
	struct pb_err     err = { 0 };

	ck_assert_msg(create(moderator, nseats, seedno, opts, &s, &err) == PB_OK, "%s", err.msg);
	return (s);
}

/* run - one line for a seat; its rc, the public lines in *pub (caller frees) */

static enum pb_rc
run(struct zwd_state *s, int seat, const char *line, char **pub, struct pb_err *err)
{
	struct game_result res = { 0 };
	struct lex_line   *l;
	enum pb_rc         rc;

	ck_assert(lex_line(line, &l, err) == PB_OK);
	rc = zwd_ops.apply(s, seat, l, &res, err);
	lex_free(l);
	if (pub != NULL)
		*pub = pb_strdup(res.event ? res.event : "");
	game_result_clear(&res);
	return (rc);
}

/* ok - the line is accepted and the invariants hold */

static void
ok(struct zwd_state *s, int seat, const char *line)
{
	struct pb_err err = { 0 };
	char          why[200];

	ck_assert_msg(run(s, seat, line, NULL, &err) == PB_OK, "\"%s\": %s", line, err.msg);
	ck_assert_msg(zwd_invariants(s, why, sizeof(why)), "after \"%s\": %s", line, why);
}

/* no - the line is refused with why in the reason, the state unchanged */

static void
no(struct zwd_state *s, int seat, const char *line, const char *why)
{
	struct pb_err err = { 0 };
	char         *before = zwd_ops.save(s), *after;

	ck_assert_msg(run(s, seat, line, NULL, &err) != PB_OK, "\"%s\" accepted", line);
	ck_assert_msg(strstr(err.msg, why) != NULL, "\"%s\": %s", line, err.msg);
	after = zwd_ops.save(s);
	ck_assert_str_eq(before, after);
	free(before);
	free(after);
}

/* reload - save, load, save: the same bytes; the loaded state (s freed) */

static struct zwd_state *
reload(struct zwd_state *s, int moderator, unsigned seedno, const char *opts)
{
	unsigned char seed[PB_SEED_LEN] = { 0 };
	struct pb_err err = { 0 };
	json_t       *o = json_loads(opts, 0, NULL);
	char         *a = zwd_ops.save(s), *b;
	void         *g = NULL;

	memcpy(seed, &seedno, sizeof(seedno));
	ck_assert_msg(zwd_ops.load(pack_of(moderator), o, s->nseats, seed, a, &g, &err) == PB_OK,
	    "%s", err.msg);
	b = zwd_ops.save(g);
	ck_assert_str_eq(a, b);
	free(a);
	free(b);
	json_decref(o);
	zwd_free(s);
	return (g);
}

/* holds - survivor i's skills now hold the skill of reference ref */

static int
holds(const struct zwd_state *s, int i, const char *ref)
{
	struct zwd_skillset  set;
	struct zwd_skill_ref r;
	struct pb_err        err;

	ck_assert_msg(zwd_skill_parse(s->pack->cards, ref, &r, &err), "%s", err.msg);
	zwd_skills(s, i, &set);
	return (zwd_skillset_holds(&set, &r));
}

/* gain - AP to survivor i; the public lines, caller frees */

static char *
gain(struct zwd_state *s, int i, int ap)
{
	struct pb_buf pub;

	pb_buf_init(&pub);
	zwd_gain_ap(s, i, ap, &pub);
	return (pb_buf_steal(&pub));
}

/* board_mail - the board part of a seat's mail in a locale, caller frees */

static char *
board_mail(struct zwd_state *s, int seat, const char *locale)
{
	struct render *r = NULL;
	struct pb_err  err = { 0 };
	json_t        *v = zwd_ops.view(s, seat, locale);
	char          *out = NULL;

	json_object_set_new(v, "mail", json_pack("{s:i}", "game", 1)); /* the arbiter's part */

	ck_assert_msg(
	    render_open(PB_SRCDIR "/templates", locale, "zwd", &r, &err) == PB_OK, "%s", err.msg);
	ck_assert_msg(render_string(r, "{{>board}}", v, &out, &err) == PB_OK, "%s", err.msg);
	render_close(r);
	json_decref(v);
	return (out);
}

/* ---- zm-1: Ultrared ------------------------------------------------------ */

#define ULTRA "{\"mission\": \"intro\", \"survivors\": \"ogon,jenia\", \"ultrared\": \"yes\"}"

/* zm-1.1: the picks due, off and on */
START_TEST(picks_due)
{
	static const struct {
		int ap, off, on;
	} t[] = {
		{ 0, 0, 0 },
		{ 18, 0, 0 },
		{ 19, 1, 1 },
		{ 42, 1, 1 },
		{ 43, 2, 2 },
		{ 61, 2, 2 },
		{ 62, 2, 3 },
		{ 85, 2, 3 },
		{ 86, 2, 4 },
		{ 105, 2, 5 },
		{ 129, 2, 6 },
		{ 1000, 2, ZWD_MAXPICK },
	};
	struct zwd_state *s = game(0, 1, 1, "{}");
	size_t            k;

	for (k = 0; k < PB_NELEM(t); k++) {
		s->surv[0].ap = t[k].ap;
		s->ultrared = 0;
		ck_assert_msg(zwd_picks_due(s, 0) == t[k].off, "ap %d off", t[k].ap);
		s->ultrared = 1;
		ck_assert_msg(zwd_picks_due(s, 0) == t[k].on, "ap %d on", t[k].ap);
	}
	ck_assert_int_eq(zwd_pick_level(0), ZWD_ORANGE);
	ck_assert_int_eq(zwd_pick_level(1), ZWD_RED);
	ck_assert_int_eq(zwd_pick_level(4), ZWD_ORANGE);
	zwd_free(s);
}
END_TEST

/* zm-1.2: the rulebook's example: Ogon's second Orange brings Iron Skin,
 * his second and third Red the Reds left, then any skill */
START_TEST(ogon_passes)
{
	struct zwd_state *s = game(0, 1, 2, ULTRA);
	int               o = zwd_surv_find(s, "ogon");
	char             *pub;

	ck_assert(s->ultrared);
	free(gain(s, o, 43)); /* Red: Bloodlust and Plus1 Free Combat by default */
	ck_assert(holds(s, o, "bloodlust-melee") && !holds(s, o, "iron-skin"));
	ck_assert(holds(s, o, "plus1-free-combat") && !holds(s, o, "combat-reflexes"));
	ck_assert_int_eq(zwd_level(s->surv[o].ap), ZWD_RED);
	ck_assert_int_eq(s->board->danger, ZWD_RED);
	pub = gain(s, o, 19); /* 62: Orange again */
	ck_assert_msg(strstr(pub, "Ogon reaches Orange again (Ultrared).") != NULL, "%s", pub);
	free(pub);
	ck_assert(holds(s, o, "iron-skin"));
	pub = gain(s, o, 24); /* 86: Red again */
	ck_assert_msg(strstr(pub, "Ogon reaches Red again (Ultrared).") != NULL, "%s", pub);
	free(pub);
	ck_assert(holds(s, o, "combat-reflexes") && !holds(s, o, "reaper-melee"));
	free(gain(s, o, 19)); /* 105: Orange a third time: its Oranges are held, nothing */
	ck_assert_int_eq(zwd_picks_due(s, o), 5);
	ck_assert(!holds(s, o, "reaper-melee"));
	free(gain(s, o, 24)); /* 129: the last Red */
	ck_assert(holds(s, o, "reaper-melee"));
	free(gain(s, o, 19)); /* 148: the whole tree held: any skill, the chapter's first */
	ck_assert(holds(s, o, "plus1-dice-result-combat"));
	zwd_free(s);
}
END_TEST

/* zm-1.3: a pick chosen by command, in the Turn it comes; refused when
 * nothing is to choose or the skill is no option; saved and loaded */
START_TEST(ultra_command)
{
	struct zwd_state *s = game(0, 1, 3, ULTRA);
	int               o = zwd_surv_find(s, "ogon");

	no(s, 1, "skill ogon iron-skin", "has no skill to choose now");
	free(gain(s, o, 43));
	ok(s, 1, "skill ogon iron-skin");                       /* pick 0, Orange */
	no(s, 1, "skill ogon lucky", "not a choice here");      /* pick 1, Red */
	ok(s, 1, "skill ogon reaper-melee");                    /* pick 1, Red */
	no(s, 1, "skill ogon iron-skin", "no skill to choose"); /* nothing due */
	free(gain(s, o, 19));                                   /* 62: Orange again */
	ok(s, 1, "skill ogon bloodlust-melee");                 /* the one left */
	free(gain(s, o, 24));                                   /* 86: Red again */
	ok(s, 1, "skill ogon combat-reflexes");
	free(gain(s, o, 43)); /* 129: Orange (nothing left), the last Red */
	ck_assert_int_eq(zwd_picks_due(s, o), 6);
	free(gain(s, o, 19)); /* 148: any skill */
	ok(s, 1, "end");      /* the round ends: the defaults stand, the picks are fixed */
	ck_assert_int_eq(s->surv[o].npick, 7);
	ck_assert(s->surv[o].pick[4].fam < 0); /* the third Orange: nothing */
	ck_assert(holds(s, o, "plus1-free-combat") && holds(s, o, "iron-skin"));
	s = reload(s, 0, 3, ULTRA);
	ck_assert_int_eq(s->surv[o].npick, 7);
	ck_assert(holds(s, o, "reaper-melee") && holds(s, o, "plus1-dice-result-combat"));
	zwd_free(s);
}
END_TEST

/* zm-1.4: without the option, Red is the top: two picks, no pass */
START_TEST(ultra_off)
{
	struct zwd_state *s = game(0, 1, 4, "{\"survivors\": \"ogon,jenia\"}");
	int               o = zwd_surv_find(s, "ogon");
	char             *pub;
	json_t           *v;

	ck_assert(!s->ultrared && s->gsmode == ZWD_GS_OFF);
	free(gain(s, o, 43));
	pub = gain(s, o, 100);
	ck_assert_str_eq(pub, "");
	free(pub);
	ck_assert_int_eq(zwd_picks_due(s, o), 2);
	ck_assert(!holds(s, o, "iron-skin"));
	v = zwd_ops.view(s, 1, "en");
	ck_assert(json_object_get(
	              json_array_get(json_object_get(json_object_get(v, "board"), "survivors"), 0),
	              "pass")
	    == NULL);
	json_decref(v);
	zwd_free(s);
}
END_TEST

/* zm-1.5: the view tells the pass and its AP */
START_TEST(ultra_view)
{
	struct zwd_state *s = game(0, 1, 5, ULTRA);
	int               o = zwd_surv_find(s, "ogon");
	json_t           *v, *sv;
	char             *mail;

	free(gain(s, o, 50));
	v = zwd_ops.view(s, 1, "en");
	sv = json_array_get(json_object_get(json_object_get(v, "board"), "survivors"), (size_t)o);
	ck_assert_int_eq(json_integer_value(json_object_get(sv, "pass")), 2);
	ck_assert_int_eq(json_integer_value(json_object_get(sv, "pass_ap")), 7);
	json_decref(v);
	mail = board_mail(s, 1, "en");
	ck_assert_msg(strstr(mail, "Red, 50 AP; Ultrared pass 2, 7 AP,") != NULL, "%s", mail);
	free(mail);
	mail = board_mail(s, 1, "es");
	ck_assert_msg(strstr(mail, "Ultrarrojo, pasada 2, 7 PA") != NULL, "%s", mail);
	free(mail);
	zwd_free(s);
}
END_TEST

/* zm-1.6: the standing choice of the picks: the first that is an option,
 * for the tree's picks and the free ones; at any time, the seat's own */
START_TEST(ultra_prefer)
{
	struct zwd_state *s = game(0, 2, 6, ULTRA);
	int               o = zwd_surv_find(s, "ogon"), seat = s->surv[o].seat;
	char             *pub = NULL;
	struct pb_err     err;

	no(s, seat, "prefer ogon backflip", "unknown skill backflip");
	no(s, seat, "prefer ogon guards-medic", "takes a skill that changes a combat roll");
	no(s, 3 - seat, "prefer ogon lucky", "none of your survivors");
	ok(s, seat, "end ogon");
	ck_assert(run(s, seat, "prefer ogon lucky iron-skin reaper-melee", &pub, &err) == PB_OK);
	ck_assert_msg(
	    strstr(pub, "Ogon's standing skill choices: Lucky; Iron Skin; Reaper: Melee.") != NULL,
	    "%s", pub);
	free(pub);
	free(gain(s, o, 43)); /* Orange: iron-skin (lucky is no option); Red: reaper-melee */
	ck_assert(holds(s, o, "iron-skin") && !holds(s, o, "bloodlust-melee"));
	ck_assert(holds(s, o, "reaper-melee") && !holds(s, o, "plus1-free-combat"));
	free(gain(s, o, 43 + 43 + 19)); /* the tree held at 148: lucky, the free pick */
	ck_assert(holds(s, o, "lucky"));
	s = reload(s, 0, 6, ULTRA);
	ck_assert_int_eq(s->surv[o].prefer.n, 3);
	ok(s, seat, "prefer ogon none");
	ck_assert_int_eq(s->surv[o].prefer.n, 0);
	zwd_free(s);
}
END_TEST

/* ---- zm-2: Guard Skill cards ---------------------------------------------- */

#define BOX8 "jenia,ogon,yasuke,lorna,dragomir,sarnai,xena,yuri"

/* zm-2.1: off: nobody holds a card; the box's survivors have no Guard skill */
START_TEST(gs_off)
{
	struct zwd_state *s = game(1, 2, 1, "{\"survivors\": \"" BOX8 "\"}");
	int               i;

	for (i = 0; i < s->nsurv; i++)
		ck_assert_int_eq(s->surv[i].gcard, -1);
	ck_assert(!zwd_gskill_owner(s, zwd_surv_find(s, "xena")));
	zwd_free(s);
}
END_TEST

/* zm-2.2: drawn: the survivors without a Guard skill, a card each, at
 * Blue; shown in the view; the same for the same seed; saved and loaded */
START_TEST(gs_draw)
{
	const char *opts =
	    "{\"mission\": \"intro\", \"survivors\": \"" BOX8 "\", \"guard_skills\": \"draw\"}";
	struct zwd_state *s = game(1, 2, 7, opts), *t = game(1, 2, 7, opts);
	int               i, x = zwd_surv_find(s, "xena"), y = zwd_surv_find(s, "yuri");
	char             *ref, *mail, why[200];
	json_t           *v;

	for (i = 0; i < s->nsurv; i++)
		ck_assert_int_eq(s->surv[i].gcard >= 0, i == x || i == y);
	ck_assert(s->surv[x].gcard != s->surv[y].gcard);
	ck_assert_int_eq(s->surv[x].gcard, t->surv[x].gcard);
	ck_assert_int_eq(s->surv[y].gcard, t->surv[y].gcard);
	ref = zwd_skill_ref_text(s->pack->cards, &s->pack->cards->gskills[s->surv[x].gcard].skill);
	ck_assert_msg(holds(s, x, ref), "%s", ref);
	free(ref);
	v = zwd_ops.view(s, 1, "it");
	ck_assert_str_eq(
	    json_string_value(json_object_get(
	        json_array_get(
	            json_object_get(json_object_get(v, "board"), "survivors"), (size_t)x),
	        "guard_skill")),
	    zwd_name(&s->pack->cards->gskills[s->surv[x].gcard].n, 1));
	json_decref(v);
	mail = board_mail(s, 1, "it");
	ck_assert_msg(strstr(mail, "carta Abilità Guardia: ") != NULL, "%s", mail);
	free(mail);
	/* (G6): a card held twice, or by a survivor with a Guard skill */
	ck_assert(zwd_invariants(s, why, sizeof(why)));
	s->surv[y].gcard = s->surv[x].gcard;
	ck_assert(!zwd_invariants(s, why, sizeof(why)) && strncmp(why, "G6:", 3) == 0);
	s->surv[y].gcard = t->surv[y].gcard;
	s->surv[0].gcard = 13;
	ck_assert(!zwd_invariants(s, why, sizeof(why)) && strncmp(why, "G6:", 3) == 0);
	s->surv[0].gcard = -1;
	s = reload(s, 1, 7, opts);
	ck_assert_int_eq(s->surv[x].gcard, t->surv[x].gcard);
	zwd_free(s);
	zwd_free(t);
}
END_TEST

/* zm-2.3: chosen: pack order by default, then the player's card, before
 * the survivor acts; each card once */
START_TEST(gs_choose)
{
	const char *opts =
	    "{\"mission\": \"intro\", \"survivors\": \"" BOX8 "\", \"guard_skills\": \"choose\"}";
	struct zwd_state       *s = game(1, 1, 8, opts);
	const struct zwd_cards *c = s->pack->cards;
	int                     x = zwd_surv_find(s, "xena"), y = zwd_surv_find(s, "yuri");
	char                    line[200], *pub = NULL, *ref;
	struct pb_err           err;

	ck_assert_int_eq(s->surv[x].gcard, 0);
	ck_assert_int_eq(s->surv[y].gcard, 1);
	snprintf(line, sizeof(line), "guardskill xena %s", c->gskills[1].n.id);
	no(s, 1, line, "Yuri holds that card");
	no(s, 1, "guardskill xena backflip", "no Guard Skill card of the pack");
	snprintf(line, sizeof(line), "guardskill ogon %s", c->gskills[5].n.id);
	no(s, 1, line, "has a Guard skill of its own");
	snprintf(line, sizeof(line), "guardskill xena %s", c->gskills[5].n.id);
	ck_assert(run(s, 1, line, &pub, &err) == PB_OK);
	ck_assert_msg(strstr(pub, "Xena takes the Guard Skill card") != NULL, "%s", pub);
	free(pub);
	ck_assert_int_eq(s->surv[x].gcard, 5);
	ref = zwd_skill_ref_text(c, &c->gskills[0].skill);
	snprintf(line, sizeof(line), "guardskill yuri %s", ref);
	free(ref);
	ok(s, 1, line); /* by its skill's reference */
	ck_assert_int_eq(s->surv[y].gcard, 0);
	ok(s, 1, "noise yuri"); /* an Action: the choice is made */
	snprintf(line, sizeof(line), "guardskill yuri %s", c->gskills[2].n.id);
	no(s, 1, line, "before its first Action");
	s = reload(s, 1, 8, opts);
	ck_assert_int_eq(s->surv[x].gcard, 5);
	zwd_free(s);
}
END_TEST

/* ---- zm-3: 7+ survivors ------------------------------------------------- */

/* zm-3.1: a Starting Equipment card for each survivor */
START_TEST(starting)
{
	struct zwd_state *s = NULL;
	struct pb_err     err = { 0 };
	int               i, k, n;

	ck_assert(create(1, 1, 1, "{\"survivors\": \"" BOX8 ",zoe\"}", &s, &err) == PB_OK);
	for (i = 0; i < s->nsurv; i++) {
		for (k = n = 0; k < ZWD_SLOTS; k++)
			n += s->surv[i].slot[k] >= 0;
		ck_assert_msg(n >= 1, "%s has no Starting Equipment", zwd_surv_id(s, i));
	}
	zwd_free(s);
}
END_TEST

/* spawn_draws - zombie cards one zombie phase of the intro draws, with survivors */

static int
spawn_draws(const char *survivors, int *tokens)
{
	char              opts[300];
	struct zwd_state *s;
	int               before, k, drawn;

	snprintf(opts, sizeof(opts), "{\"survivors\": \"%s\"}", survivors);
	s = game(1, 1, 11, opts);
	for (k = *tokens = 0; k < ZWD_SPAWNS; k++)
		*tokens += s->board->spawn[k] >= 0;
	before = s->board->zdeck.n;
	ok(s, 1, "end");
	ck_assert_int_eq(s->round, 2);
	drawn = before - s->board->zdeck.n;
	zwd_free(s);
	return (drawn);
}

/* zm-3.2: one more zombie card per 2 survivors beyond 6, rounded up, on
 * the spawn zones from #1 (the same seed: the same zombie deck, which is
 * shuffled before the survivors are placed) */
START_TEST(extra_draws)
{
	int tokens, six = spawn_draws("jenia,ogon,yasuke,lorna,dragomir,sarnai", &tokens);

	ck_assert_int_ge(six, tokens);
	ck_assert_int_eq(
	    spawn_draws("jenia,ogon,yasuke,lorna,dragomir,sarnai,xena", &tokens), six + 1);
	ck_assert_int_eq(spawn_draws(BOX8, &tokens), six + 1);
	ck_assert_int_eq(spawn_draws(BOX8 ",zoe", &tokens), six + 2);
}
END_TEST

/* zm-3.3: no expansion card, no seventh survivor */
START_TEST(starting_short)
{
	struct pb_err    err = { 0 };
	struct zwd_state fake;

	/* The open pack has its Starting Equipment for six: the check counts. */
	memset(&fake, 0, sizeof(fake));
	fake.pack = pack_of(0);
	fake.nsurv = 6;
	ck_assert(zwd_starting_check(&fake, &err) == PB_OK);
	fake.nsurv = 12;
	ck_assert(zwd_starting_check(&fake, &err) == PB_EDATA);
	ck_assert_msg(strstr(err.msg, "12 survivors need 12 Starting Equipment cards") != NULL,
	    "%s", err.msg);
}
END_TEST

/* ---- zm-5: each Abomination its own card (rules 2) ------------------------ */

#define FEST "{\"mission\": \"3\", \"abominations\": \"festival\", \"survivors\": \"jenia\"}"

/* abom_of - the authored pack's Abomination card of that id */

static int
abom_of(const struct zwd_state *s, const char *id)
{
	int k;

	for (k = 0; k < s->pack->cards->naboms; k++)
		if (strcmp(s->pack->cards->aboms[k].n.id, id) == 0)
			return (k);
	ck_abort_msg("no Abomination %s", id);
	return (-1);
}

/* mail_has - seat 1's board mail in locale says text */

static void
mail_has(struct zwd_state *s, const char *locale, const char *text)
{
	char *mail = board_mail(s, 1, locale);

	ck_assert_msg(strstr(mail, text) != NULL, "%s", mail);
	free(mail);
}

/* zm-5.1: a game of rules 2 knows each figure's card; saved only while
 * one stands (the bytes of a board without any as before), reloaded the
 * same; the board mail names each in the reader's language */
START_TEST(abom_known)
{
	struct zwd_state *s = game(0, 1, 5, FEST);
	char             *a;
	int               z = s->board->surv[0], k = abom_of(s, "frost-wyrm");

	ck_assert_int_ge(s->pack->rev, 2);
	ck_assert_ptr_nonnull(s->board->abom);
	a = zwd_ops.save(s);
	ck_assert(strstr(a, "\"aboms\"") == NULL);
	free(a);
	ck_assert(zwd_board_abom_put(s->board, z, k));
	ck_assert(zwd_board_abom_put(s->board, z, abom_of(s, "khan")));
	a = zwd_ops.save(s);
	ck_assert(strstr(a, "\"aboms\"") != NULL);
	free(a);
	/* The last zombie phase told by the cards (target: the card). */
	zwd_event_add(&s->last, ZWD_EV_MOVE, ZWD_KHAN, 1, z, z, k, -1);
	zwd_event_add(&s->last, ZWD_EV_EXTRA, ZWD_KHAN, 1, -1, -1, 0, -1);
	s = reload(s, 0, 5, FEST);
	ck_assert_int_eq(zwd_board_abom_zone(s->board, k), z);
	mail_has(s, "it", "Verme del Gelo");
	mail_has(s, "it", "Abominio Khan");
	mail_has(s, "en", "Frost Wyrm");
	zwd_free(s);
}
END_TEST

/* zm-5.2: an extra Necromancer is killed as the Desecrator is: a
 * Cauldron poured on its zone takes it off, its card's AP (the Ash
 * Prophet's 2) to the survivor, a Crypt Weapon dropped, told */
START_TEST(necro_poured)
{
	static const char opts[] =
	    "{\"mission\": \"3\", \"survivors\": \"jenia\", \"necromancers\": \"multiple\"}";
	struct zwd_state *s = game(0, 1, 13, opts);
	struct pb_err     err = { 0 };
	char             *line, *pub;
	int               k, w = -1, z = -1, ash = -1, ap, drops;

	for (k = 0; k < s->pack->cards->nnecros; k++)
		if (strcmp(s->pack->cards->necros[k].n.id, "ash-prophet") == 0)
			ash = k;
	for (k = 0; k < zwd_ncauldrons(s) && z < 0; k++)
		for (w = zwd_cauldron_zone(s, k), z = 0; z < s->map->nzones; z++)
			if (z != w && zwd_map_pour_ok(s->map, w, z))
				break;
	ck_assert_int_ge(ash, 0);
	ck_assert_msg(z >= 0 && z < s->map->nzones, "no Cauldron to pour");
	s->board->surv[0] = w;
	s->board->guards[z] = 0;
	s->mp.necro[0] = z;
	s->mp.necro_card[0] = ash;
	ap = s->surv[0].ap;
	drops = s->ndrops;
	line = pb_asprintf("cauldron jenia pour %s", s->map->zone[z].label);
	ck_assert_msg(run(s, 1, line, &pub, &err) == PB_OK, "%s", err.msg);
	ck_assert_msg(strstr(pub, "1 extra Necromancer killed in") != NULL, "%s", pub);
	ck_assert_int_eq(s->mp.necro[0], -1);
	ck_assert_int_eq(s->mp.necro_card[0], -1);
	ck_assert_int_eq(s->surv[0].ap - ap, 2);
	ck_assert_int_eq(s->ndrops, drops + 1);
	ck_assert_int_eq(zwd_board_onboard(s->board, ZWD_DESECRATOR), 0);
	free(pub);
	free(line);
	s = reload(s, 0, 13, opts);
	zwd_free(s);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("zwd_modes");
	TCase *tc = tcase_create("zwd_modes");

	tcase_add_test(tc, picks_due);
	tcase_add_test(tc, ogon_passes);
	tcase_add_test(tc, ultra_command);
	tcase_add_test(tc, ultra_off);
	tcase_add_test(tc, ultra_view);
	tcase_add_test(tc, ultra_prefer);
	tcase_add_test(tc, gs_off);
	tcase_add_test(tc, gs_draw);
	tcase_add_test(tc, gs_choose);
	tcase_add_test(tc, starting);
	tcase_add_test(tc, extra_draws);
	tcase_add_test(tc, starting_short);
	tcase_add_test(tc, abom_known);
	tcase_add_test(tc, necro_poured);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(suite);

	zwd_ops.pack_free(open_pack);
	zwd_ops.pack_free(box_pack);
	free(open_text);
	free(box_text);
	return (rc);
}
