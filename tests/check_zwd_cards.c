/*++
/* NAME
/*	check_zwd_cards 1
/* SUMMARY
/*	Zombicide: White Death, the cards: the open pack and its checker
/* SYNOPSIS
/*	tests/check_zwd_cards
/* DESCRIPTION
/*	Test ids:
/*	zc-1.*	the open pack (content/zwd/cards) loads; its counts are the
/*		component list's; every card the seed names is there with its
/*		copies and deck
/*	zc-2.*	the rulebook's facts kept: the stats the seed gives, Ogon's
/*		tree, the Khan and the Desecrator; our Abominations varied
/*		(2, 3 and 4 Damage, AP with it); skill names composed as the
/*		rulebook writes them, in en, it, es
/*	zc-3.*	each refusal of the checker, with the file and line of
/*		the edit
/*	zc-4.*	the deck's balance: the figures zombies.ini documents are
/*		the cards' own, and the flow grows with the level
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/pack.h"
#include "core/packini.h"
#include "core/pb.h"
#include "games/zwd/zwd_cards.h"
#include "suites.h"
#include "testrun.h"

static char *pack_text;

/* text - the open pack's text, read once */

static const char *
text(void)
{
	struct pb_err err;

	if (pack_text == NULL)
		ck_assert_msg(
		    pack_read_dir(PB_SRCDIR "/content/zwd/cards", &pack_text, &err) == PB_OK, "%s",
		    err.msg);
	return (pack_text);
}

/* open_pack - the open pack parsed, or the test fails */

static struct zwd_cards *
open_pack(void)
{
	struct pb_err     err;
	struct zwd_cards *c = zwd_cards_parse(text(), &err);

	ck_assert_msg(c != NULL, "open pack refused: %s", err.msg);
	return (c);
}

/* equip - an equipment card by id, or the test fails */

static const struct zwd_equip *
equip(const struct zwd_cards *c, const char *id)
{
	int i = zwd_equip_find(c, id);

	ck_assert_msg(i >= 0, "no equipment %s", id);
	return (&c->equips[i]);
}

/* survivor - a survivor by id, or the test fails */

static const struct zwd_survivor *
survivor(const struct zwd_cards *c, const char *id)
{
	int i;

	for (i = 0; i < c->nsurvivors; i++)
		if (strcmp(c->survivors[i].n.id, id) == 0)
			return (&c->survivors[i]);
	ck_abort_msg("no survivor %s", id);
	return (NULL);
}

/* ---- zc-1: the open pack and the component list ---------------------- */

/* The seed's Equipment list (L291-346): Italian name, copies, deck. */
static const struct {
	const char *it;
	int         copies, deck;
} seed_cards[] = {
	{ "Lancia da Cavalleria", 2, ZWD_STARTING },
	{ "Scarica di Energia", 1, ZWD_STARTING },
	{ "Shashka", 2, ZWD_STARTING },
	{ "Arco Corto", 1, ZWD_STARTING },
	{ "Aaahh!! 1 Bruto!", 1, ZWD_MAIN },
	{ "Aaahh!! 1 Corridore!", 1, ZWD_MAIN },
	{ "Aaahh!! 1 Deambulante!", 1, ZWD_MAIN },
	{ "Aaahh!! 2 Deambulanti!", 1, ZWD_MAIN },
	{ "Mele", 2, ZWD_MAIN },
	{ "Scudo da Combattimento", 2, ZWD_MAIN },
	{ "Balestra", 2, ZWD_MAIN },
	{ "Pugnale", 2, ZWD_MAIN },
	{ "Disintegrare", 2, ZWD_MAIN },
	{ "Bile di Drago", 4, ZWD_MAIN },
	{ "Dardo di Fuoco", 2, ZWD_MAIN },
	{ "Ascia Bipenne", 2, ZWD_MAIN },
	{ "Spadone", 2, ZWD_MAIN },
	{ "Guisarma", 2, ZWD_MAIN },
	{ "Alabarda", 2, ZWD_MAIN },
	{ "Guarigione", 1, ZWD_MAIN },
	{ "Armatura Pesante", 2, ZWD_MAIN },
	{ "Arco di Corno", 2, ZWD_MAIN },
	{ "Tempesta di Ghiaccio", 2, ZWD_MAIN },
	{ "Saltare", 1, ZWD_MAIN },
	{ "Katana", 2, ZWD_MAIN },
	{ "Fulmine", 2, ZWD_MAIN },
	{ "Repulsione", 1, ZWD_MAIN },
	{ "Carne Salata", 2, ZWD_MAIN },
	{ "Lancia", 2, ZWD_MAIN },
	{ "Scatto", 1, ZWD_MAIN },
	{ "Spada", 2, ZWD_MAIN },
	{ "Torcia", 4, ZWD_MAIN },
	{ "Balestra Tripla", 2, ZWD_MAIN },
	{ "Arco da Guerra", 2, ZWD_MAIN },
	{ "Acqua", 2, ZWD_MAIN },
	{ "Benedizione di Baba Yaga", 1, ZWD_CRYPT },
	{ "Pestello di Baba Yaga", 1, ZWD_CRYPT },
	{ "Lama Derviscia", 1, ZWD_CRYPT },
	{ "Furia di Aykel il 47°", 1, ZWD_CRYPT },
	{ "Arco di Ghiaccio", 1, ZWD_CRYPT },
	{ "Alabarda della Guardia Reale", 1, ZWD_CRYPT },
	{ "Balestra da Tempesta", 1, ZWD_CRYPT },
	{ "Partigiana", 1, ZWD_CRYPT },
};

START_TEST(counts)
{
	struct zwd_cards *c = open_pack();
	int               i, j, n, deck[ZWD_NDECKS] = { 0 }, kinds[5] = { 0 }, seen[56] = { 0 };
	int               aaahh = 0;
	json_t           *s;

	/* zc-1.1: 56 zombie cards, #429 to #484, each once. */
	ck_assert_int_eq(c->nzombies, 56);
	for (i = 0; i < c->nzombies; i++) {
		n = atoi(c->zombies[i].n.id);
		ck_assert_msg(n >= 429 && n <= 484 && !seen[n - 429], "zombie card %d", n);
		seen[n - 429] = 1;
		kinds[c->zombies[i].kind]++;
	}
	ck_assert(kinds[ZWD_ZSPAWN] > 0 && kinds[ZWD_ZEXTRA] > 0 && kinds[ZWD_ZSIEGE] > 0
	    && kinds[ZWD_ZABOM] > 0 && kinds[ZWD_ZNECRO] > 0);

	/* zc-1.2: 72 Equipment cards: 6 starting, 58 main (4 Aaahh!!), 8 crypt. */
	for (i = 0; i < c->nequips; i++) {
		deck[c->equips[i].deck] += c->equips[i].copies;
		aaahh += c->equips[i].kind == ZWD_AAAHH ? c->equips[i].copies : 0;
	}
	ck_assert_int_eq(deck[ZWD_STARTING], 6);
	ck_assert_int_eq(deck[ZWD_MAIN], 58);
	ck_assert_int_eq(deck[ZWD_CRYPT], 8);
	ck_assert_int_eq(aaahh, 4);

	/* zc-1.3: every card of the seed's list, by its Italian name. */
	ck_assert_int_eq(c->nequips, (int)PB_NELEM(seed_cards));
	for (i = 0; i < (int)PB_NELEM(seed_cards); i++) {
		for (j = 0; j < c->nequips && strcmp(c->equips[j].n.name_it, seed_cards[i].it); j++)
			;
		ck_assert_msg(j < c->nequips, "no %s", seed_cards[i].it);
		ck_assert_int_eq(c->equips[j].copies, seed_cards[i].copies);
		ck_assert_int_eq(c->equips[j].deck, seed_cards[i].deck);
	}

	/* zc-1.4: 6 survivors, 14 Guard Skill cards, 9 + 9 cards of the modes,
	 * the Guard card, the box's supply, two improvised weapons. */
	ck_assert_int_eq(c->nsurvivors, 6);
	ck_assert_int_eq(c->ngskills, 14);
	ck_assert_int_eq(c->naboms, 9);
	ck_assert_int_eq(c->nnecros, 9);
	ck_assert_int_eq(c->nguards, 1);
	ck_assert_int_eq(c->nimprovised, 2);
	ck_assert_int_eq(c->supply->minis[ZWD_WALKER], 35);
	ck_assert_int_eq(c->supply->minis[ZWD_RUNNER], 14);
	ck_assert_int_eq(c->supply->minis[ZWD_BRUTE], 14);
	ck_assert_int_eq(c->supply->guards, 12);
	ck_assert_int_eq(c->supply->corruption, 15);
	for (i = 0; i < c->nsurvivors; i++)
		ck_assert(strstr("jenia ogon yasuke lorna dragomir sarnai", c->survivors[i].n.id));

	/* zc-1.5: the summary says the same. */
	s = zwd_cards_summary(c);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "zombie_cards")), 56);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "main_equipment")), 58);
	ck_assert_int_eq(json_integer_value(json_object_get(s, "crypt_weapons")), 8);
	json_decref(s);
	zwd_cards_free(c);
}
END_TEST

/* ---- zc-2: the rulebook's facts --------------------------------------- */

START_TEST(facts)
{
	struct zwd_cards       *c = open_pack();
	const struct zwd_equip *e;
	int                     i, need[4] = { 0 }; /* Abominations by Damage 1, 2, 3, 4 */

	/* zc-2.1: the stats the seed gives (digest, section 1.2). */
	e = equip(c, "sword");
	ck_assert(e->kind == ZWD_MELEE && !(e->traits & ZWD_NOISY) && e->damage == 1);
	e = equip(c, "crossbow");
	ck_assert(e->kind == ZWD_RANGED && e->accuracy == 4 && e->damage == 2 && e->dice >= 2
	    && !(e->traits & ZWD_RELOAD));
	e = equip(c, "war-bow");
	ck_assert(e->range_min == 1 && e->range_max == 3 && e->damage == 1);
	e = equip(c, "energy-discharge");
	ck_assert(e->kind == ZWD_MAGIC && e->range_min == 0 && e->range_max == 1
	    && (e->traits & ZWD_DUAL) && (e->traits & ZWD_BONUSDIE));
	e = equip(c, "dagger");
	ck_assert(e->kind == ZWD_MELEE && (e->traits & ZWD_DUAL) && (e->traits & ZWD_BONUSDIE));
	ck_assert(equip(c, "shashka")->traits & ZWD_DUALDMG2);
	e = equip(c, "heavy-armour");
	ck_assert(e->kind == ZWD_ARMOUR && e->slot == ZWD_BODY && e->armour == 3);
	ck_assert(equip(c, "combat-shield")->slot == ZWD_HAND);
	e = equip(c, "horn-bow");
	ck_assert_int_eq(e->nskill, 1);
	ck_assert_str_eq(c->skills[e->skill[0].fam].name[1], "Occhio di falco");
	ck_assert(equip(c, "triple-crossbow")->traits & ZWD_RELOAD);
	e = equip(c, "partisan");
	ck_assert(e->deck == ZWD_CRYPT && (e->traits & ZWD_POLEARM) && e->range_min == 0
	    && e->range_max == 1);
	ck_assert(equip(c, "torch")->traits & ZWD_BACKPACK);
	ck_assert(equip(c, "apples")->traits & ZWD_BACKPACK);
	ck_assert(equip(c, "apples")->kind == ZWD_FOOD);

	/* zc-2.2: no White Death weapon deals 3 Damage (L841). */
	for (i = 0; i < c->nequips; i++)
		ck_assert_msg(c->equips[i].damage < 3, "%s", c->equips[i].n.id);

	/* zc-2.3: the Khan and the Desecrator (L828-911); a Guard, 1 die. */
	ck_assert_str_eq(c->aboms[0].n.name_it, "Abominio Khan");
	ck_assert(c->aboms[0].damage == 3 && c->aboms[0].ap == 5
	    && (c->aboms[0].traits & (ZWD_ARMOURPROOF | ZWD_RAMPARTS | ZWD_CRYPTDROP))
	        == (ZWD_ARMOURPROOF | ZWD_RAMPARTS | ZWD_CRYPTDROP));
	ck_assert_str_eq(c->necros[0].n.name_it, "Necromante Profanatore");
	ck_assert(c->necros[0].damage == 1 && (c->necros[0].traits & ZWD_SPAWNZONE));
	ck_assert(c->guards->dice == 1 && c->guards->wounds == 1);

	/* zc-2.4: Yasuke's Body slot takes a Katana. */
	ck_assert_str_eq(survivor(c, "yasuke")->body, "katana");

	/* zc-2.5: our Abominations differ: among those the modes draw (no
	 * wall or spawn rule) one needs 2 Damage, acts twice and drops no
	 * Crypt Weapon, some 4,
	 * the others 3 as the Khan; more Damage, more AP. */
	for (i = 0; i < c->naboms; i++) {
		const struct zwd_horror *h = &c->aboms[i];

		if (h->traits & (ZWD_WALLRULES | ZWD_SPAWNRULES))
			continue;
		need[h->damage < 2 || h->damage > 4 ? 0 : h->damage - 1]++;
		ck_assert_msg(h->damage != 2 || (h->actions == 2 && !(h->traits & ZWD_CRYPTDROP)),
		    "%s", h->n.id);
		ck_assert_msg(h->ap >= 1 + h->damage, "%s: %d AP", h->n.id, h->ap);
		ck_assert_msg(h->ap <= 2 * h->damage, "%s: %d AP", h->n.id, h->ap);
	}
	ck_assert(need[0] == 0 && need[1] >= 1 && need[2] >= 2 && need[3] >= 1);
	zwd_cards_free(c);
}
END_TEST

/* name_is - the name of survivor id's skill i at level l in lang */

static void
name_is(const struct zwd_cards *c, const char *id, int l, int i, int lang, const char *want)
{
	char *name = zwd_skill_name(c, &survivor(c, id)->skill[l][i], lang);

	ck_assert_msg(
	    strcmp(name, want) == 0, "%s %d/%d: \"%s\", wanted \"%s\"", id, l, i, name, want);
	free(name);
}

START_TEST(skill_names)
{
	struct zwd_cards    *c = open_pack();
	struct zwd_skill_ref r;
	struct pb_err        err;
	char                *name;
	int                  i, l;

	/* zc-2.5: Ogon's tree as the rulebook gives it (L1663-1669). */
	name_is(c, "ogon", ZWD_BLUE, 0, 1, "Spingere");
	name_is(c, "ogon", ZWD_BLUE, 1, 1, "Guardie: Spinta");
	name_is(c, "ogon", ZWD_YELLOW, 0, 1, "+1 Azione");
	name_is(c, "ogon", ZWD_ORANGE, 0, 1, "Sete di sangue: Mischia");
	name_is(c, "ogon", ZWD_ORANGE, 1, 1, "Pelle di ferro");
	name_is(c, "ogon", ZWD_RED, 0, 1, "+1 Azione di Combattimento gratuita");
	name_is(c, "ogon", ZWD_RED, 1, 1, "Riflessi da combattimento");
	name_is(c, "ogon", ZWD_RED, 2, 1, "Mietitore: Mischia");
	name_is(c, "ogon", ZWD_RED, 2, 0, "Reaper: Melee");
	name_is(c, "ogon", ZWD_RED, 2, 2, "Segador: Cuerpo a cuerpo");

	/* zc-2.6: every survivor's Yellow skill is +1 Action. */
	for (i = 0; i < c->nsurvivors; i++)
		name_is(c, c->survivors[i].n.id, ZWD_YELLOW, 0, 0, "+1 Action");

	/* zc-2.7: composed names: a skill parameter, %s, an equipment card. */
	ck_assert_str_eq(c->gskills[0].n.name_it, "Guardie: Congelamento: Distanza");
	ck_assert_str_eq(c->gskills[0].n.name, "Guards: Freeze: Ranged");
	name_is(c, "yasuke", ZWD_BLUE, 0, 0, "Starts with Katana");
	name_is(c, "yasuke", ZWD_BLUE, 0, 2, "Empieza con Katana");
	ck_assert(zwd_skill_parse(c, "roll6-die-melee", &r, &err));
	name = zwd_skill_name(c, &r, 1);
	ck_assert_str_eq(name, "Risultato 6: +1 dado Mischia");
	free(name);
	ck_assert(zwd_skill_parse(c, "brothers-in-arms-lucky", &r, &err));
	name = zwd_skill_name(c, &r, 0);
	ck_assert_str_eq(name, "Brothers in Arms: Lucky");
	free(name);
	ck_assert(zwd_skill_parse(c, "fearless-brute", &r, &err));
	name = zwd_skill_name(c, &r, 1);
	ck_assert_str_eq(name, "Temerario: Bruto");
	free(name);

	/* zc-2.8: every family has its three names and texts; improvised takes melee or
	 * ranged only; a skill parameter does not nest. */
	for (i = 0; i < zwd_nfamilies; i++)
		for (l = 0; l < ZWD_NLANGS; l++)
			ck_assert_msg(c->skills[i].name[l] != NULL && c->skills[i].text[l] != NULL,
			    "%s %d", zwd_families[i].id, l);
	ck_assert(zwd_skill_parse(c, "improvised-ranged", &r, &err));
	ck_assert(!zwd_skill_parse(c, "improvised-magic", &r, &err));
	ck_assert(!zwd_skill_parse(c, "guards-guards-lucky", &r, &err));
	ck_assert(!zwd_skill_parse(c, "lucky-melee", &r, &err));
	zwd_cards_free(c);
}
END_TEST

/* three_langs - a card has its name in en, it, es, and its text in all
 * three when it has one */

static void
three_langs(const struct zwd_names *n)
{
	ck_assert_msg(n->name && n->name_it && n->name_es, "%s: a name is missing", n->id);
	ck_assert_msg(
	    !n->text == !n->text_it && !n->text == !n->text_es, "%s: a text is missing", n->id);
}

START_TEST(languages)
{
	struct zwd_cards *c = open_pack();
	int               i;

	/* zc-2.9: every card of the open pack speaks en, it and es. */
	for (i = 0; i < c->nzombies; i++)
		three_langs(&c->zombies[i].n);
	for (i = 0; i < c->nequips; i++)
		three_langs(&c->equips[i].n);
	for (i = 0; i < c->nimprovised; i++)
		three_langs(&c->improvised[i].n);
	for (i = 0; i < c->nsurvivors; i++)
		three_langs(&c->survivors[i].n);
	for (i = 0; i < c->ngskills; i++)
		three_langs(&c->gskills[i].n);
	for (i = 0; i < c->naboms; i++)
		three_langs(&c->aboms[i].n);
	for (i = 0; i < c->nnecros; i++)
		three_langs(&c->necros[i].n);
	three_langs(&c->guards->n);
	three_langs(&c->supply->n);
	ck_assert_str_eq(zwd_name(&c->zombies[0].n, 1), "Deambulanti");
	ck_assert_str_eq(zwd_name(&equip(c, "dragon-bile")->n, 2), "Bilis de dragón");
	ck_assert_str_eq(
	    zwd_text(&equip(c, "heavy-armour")->n, 1), "Sul Corpo: tiri Armatura a 3+.");
	zwd_cards_free(c);
}
END_TEST

/* ---- zc-3: refusals ----------------------------------------------------- */

/* with_edit - the pack with the first "from" replaced by "to" */

static char *
with_edit(const char *from, const char *to)
{
	const char *t = text(), *at = strstr(t, from);

	ck_assert_msg(at != NULL, "no \"%s\" in the pack", from);
	return (pb_asprintf("%.*s%s%s", (int)(at - t), t, to, at + strlen(from)));
}

/* line_of - "FILE:LINE: " of the first "from" in the pack, caller frees */

static char *
line_of(const char *from)
{
	const char *t = text(), *at = strstr(t, from), *p;
	char       *where, *out;
	int         line = 1;

	for (p = t; p < at; p++)
		line += *p == '\n';
	where = packini_where(t, line);
	out = pb_asprintf("%s: ", where);
	free(where);
	return (out);
}

static const struct {
	const char *label, *from, *to, *want;
	int         at; /* the error names the line of the edit */
} bad[] = {
	{ "zc-3.1 unknown skill", "blue = push, guards-shove", "blue = shove, guards-shove",
	    "[survivor ogon]: blue: unknown skill shove", 1 },
	{ "zc-3.2 bad dice", "dice = 5\n", "dice = 7\n",
	    "[equipment great-sword]: dice: a weapon rolls 1 to 6 dice", 1 },
	{ "zc-3.3 duplicate number", "[zombie 430]", "[zombie 0429]", "card number 429 used twice",
	    1 },
	{ "zc-3.4 duplicate id", "[zombie 431]", "[zombie 429]", "[zombie 429]: id used twice", 0 },
	{ "zc-3.5 missing level in a spawn", "spawn = 2 4 6 8", "spawn = 2 4 6",
	    "[zombie 429]: spawn: a count for each level, Blue, Yellow, Orange and Red: red is "
	    "missing",
	    1 },
	{ "zc-3.6 counts falling", "spawn = 2 4 6 8", "spawn = 2 4 3 8",
	    "the count at orange is below the count at yellow", 1 },
	{ "zc-3.7 a level missing", "red = plus1-free-combat, combat-reflexes, reaper-melee\n", "",
	    "[survivor ogon]: red: missing level: 3 skills", 0 },
	{ "zc-3.8 skills at a level", "orange = bloodlust-melee, iron-skin",
	    "orange = bloodlust-melee", "[survivor ogon]: orange: 2 skills at this level, not 1",
	    1 },
	{ "zc-3.9 Blue order", "blue = push, guards-shove", "blue = guards-shove, push",
	    "blue: a normal skill, then a Guard skill", 1 },
	{ "zc-3.10 bad parameter", "guards-plus1-die-melee", "guards-plus1-die-feet",
	    "plus1-die takes an action: combat, magic, melee or ranged", 0 },
	{ "zc-3.11 unknown family", "[skill ruin-sight]", "[skill ruin-gaze]",
	    "[skill ruin-gaze]: unknown skill family", 0 },
	{ "zc-3.12 family given twice", "[skill ruin-sight]", "[skill plus1-action]",
	    "[skill plus1-action]: given twice", 0 },
	{ "zc-3.13 family unnamed", "\nname = Ruin Sight\n", "\n",
	    "the pack needs [skill ruin-sight] with its name", 0 },
	{ "zc-3.14 not a Guard skill", "skill = guards-lucky", "skill = lucky",
	    "[guardskill gs-lucky]: skill: lucky is not a Guard skill", 1 },
	{ "zc-3.15 melee range", "range_max = 0\n", "range_max = 2\n",
	    "[equipment shashka]: range_max: a melee weapon reaches Range 0", 1 },
	{ "zc-3.16 armour value", "armour = 3", "armour = 0",
	    "[equipment heavy-armour]: armour: missing: the Armor value", 1 },
	{ "zc-3.17 starting cards", "copies = 2\nkind = melee\ntraits = dual, dual-damage-2",
	    "kind = melee\ntraits = dual, dual-damage-2",
	    "the pack needs 6 Starting Equipment cards (one per survivor), it has 5", 0 },
	{ "zc-3.18 crypt weapons", "name_es = Partesana\ndeck = crypt",
	    "name_es = Partesana\ndeck = main", "the pack needs 8 Crypt Weapons", 0 },
	{ "zc-3.19 Body slot", "body = katana", "body = nodachi",
	    "[survivor yasuke]: body: nodachi is neither", 1 },
	{ "zc-3.20 Desecrator", "traits = spawn-zone, corrupts, crypt-drop",
	    "traits = corrupts, crypt-drop", "a [necromancer] that brings a spawn zone", 0 },
	{ "zc-3.21 improvised", "[improvised ranged]", "[improvised thrown]",
	    "[improvised thrown]: kind: the improvised weapons are", 0 },
	{ "zc-3.22 counts on an extra card", "kind = extra\ntype = walker",
	    "kind = extra\ntype = walker\nspawn = 1 1 1 1",
	    "only spawn and siege cards have counts", 0 },
	{ "zc-3.23 over the supply", "spawn = 2 4 6 8", "spawn = 2 4 6 80",
	    "80 at red is more than the box's 35", 1 },
	{ "zc-3.24 Aaahh!! without zombie", "zombie = brute\ncount = 1", "count = 1",
	    "[equipment aaahh-brute]: zombie: an Aaahh!! card of the main deck needs zombie and "
	    "count",
	    0 },
	{ "zc-3.25 bad word", "kind = bile", "kind = goo",
	    "[equipment dragon-bile]: bad value for kind: \"goo\"", 1 },
	{ "zc-3.26 colour twice", "colour = orange", "colour = red",
	    "[survivor ogon]: colour: red is jenia's colour too", 1 },
	{ "zc-3.27 weapon skill", "skills = hawk-eye", "skills = eagle-eye",
	    "[equipment horn-bow]: skills: unknown skill eagle-eye", 1 },
	{ "zc-3.28 card number", "[zombie 484]", "[zombie last]",
	    "[zombie last]: the id is the card's number", 1 },
	{ "zc-3.29 starts with", "blue = starts-with-katana", "blue = starts-with-nodachi",
	    "skill starts-with-nodachi: starts-with takes an equipment card id", 1 },
	{ "zc-3.30 no type", "kind = spawn\ntype = walker\n", "kind = spawn\n",
	    "[zombie 429]: type: missing: walker, runner or brute", 0 },
	{ "zc-3.31 polearm",
	    "traits = polearm\ndice = 2\naccuracy = 4\ndamage = 2\nrange_min = 1\n"
	    "range_max = 1",
	    "traits = polearm\ndice = 2\naccuracy = 4\ndamage = 2\nrange_min = 0\nrange_max = 0",
	    "[equipment halberd]: traits: a polearm is a melee weapon with Range 1 (or 0-1)", 1 },
	{ "zc-3.32 stats on food", "slot = any\nap = 4", "slot = any\nap = 4\ndice = 1",
	    "[equipment salted-meat]: dice: only a weapon has combat stats", 0 },
};

START_TEST(refusals)
{
	struct pb_err     err;
	struct zwd_cards *c;
	char             *t, *where;
	size_t            i;

	for (i = 0; i < PB_NELEM(bad); i++) {
		t = with_edit(bad[i].from, bad[i].to);
		c = zwd_cards_parse(t, &err);
		ck_assert_msg(c == NULL, "%s: pack accepted", bad[i].label);
		ck_assert_msg(strstr(err.msg, bad[i].want) != NULL, "%s: \"%s\" lacks \"%s\"",
		    bad[i].label, err.msg, bad[i].want);
		where = line_of(bad[i].from);
		ck_assert_msg(!bad[i].at || strncmp(err.msg, where, strlen(where)) == 0,
		    "%s: \"%s\" is not at %s", bad[i].label, err.msg, where);
		free(where);
		free(t);
	}
}
END_TEST

/* ---- zc-4: balance ------------------------------------------------------ */

/* documented - the four figures of a row of zombies.ini's balance table
 * ("; walkers  0.57  1.12 ..."), in thousandths */

static void
documented(const char *row, int out[ZWD_NLEVELS])
{
	const char *at = strstr(text(), row);
	double      v[ZWD_NLEVELS];
	int         l;

	ck_assert_msg(at != NULL, "no row %s", row);
	ck_assert(sscanf(at + strlen(row), "%lf %lf %lf %lf", &v[0], &v[1], &v[2], &v[3]) == 4);
	for (l = 0; l < ZWD_NLEVELS; l++)
		out[l] = (int)(v[l] * 1000 + 0.5);
}

START_TEST(balance)
{
	static const char *const rows[ZWD_NZTYPES] = { ";   walkers", ";   runners", ";   brutes" };
	struct zwd_cards        *c = open_pack();
	int                      t, l, doc[ZWD_NLEVELS], all[ZWD_NLEVELS] = { 0 }, got;

	/* zc-4.1: the figures zombies.ini gives are the cards' (to 0.01). */
	for (t = 0; t < ZWD_NZTYPES; t++) {
		documented(rows[t], doc);
		for (l = 0; l < ZWD_NLEVELS; l++) {
			got = zwd_cards_expected(c, t, l);
			ck_assert_msg(abs(got - doc[l]) <= 5, "%s level %d: %d documented, %d",
			    rows[t], l, doc[l], got);
			all[l] += got;
		}
	}
	documented(";   all spawned", doc);
	for (l = 0; l < ZWD_NLEVELS; l++)
		ck_assert_msg(
		    abs(all[l] - doc[l]) <= 15, "all level %d: %d, %d", l, all[l], doc[l]);

	/* zc-4.2: each level spawns more than the one before; Walkers are the
	 * most, and at Blue a round of 3 draws stays under 3 zombies, at Red
	 * over 9 (zombies.ini's reasoning). */
	for (l = 1; l < ZWD_NLEVELS; l++)
		ck_assert(all[l] > all[l - 1]);
	ck_assert(zwd_cards_expected(c, ZWD_WALKER, ZWD_BLUE)
	    > zwd_cards_expected(c, ZWD_RUNNER, ZWD_BLUE));
	ck_assert(3 * all[ZWD_BLUE] < 3000 && 3 * all[ZWD_RED] > 9000);
	zwd_cards_free(c);
}
END_TEST

static Suite *
zwd_cards_suite(void)
{
	Suite *s = suite_create("zwd_cards");
	TCase *tc = tcase_create("zwd_cards");

	tcase_add_test(tc, counts);
	tcase_add_test(tc, facts);
	tcase_add_test(tc, skill_names);
	tcase_add_test(tc, languages);
	tcase_add_test(tc, refusals);
	tcase_add_test(tc, balance);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	int rc = test_main(zwd_cards_suite);

	free(pack_text);
	return (rc);
}
