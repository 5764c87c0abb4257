/*++
/* NAME
/*	zwd_cards_load 3
/* SUMMARY
/*	read a White Death card pack: the card types and their keys
/* SYNOPSIS
/*	#include "games/zwd/zwd_cards.h"
/*
/*	struct zwd_cards *zwd_cards_parse(const char *text,
/*			struct pb_err *err);
/*	void	zwd_cards_free(struct zwd_cards *c);
/*	json_t	*zwd_cards_summary(const struct zwd_cards *c);
/* DESCRIPTION
/*	Each card is an INI section "[TYPE ID]" read by packini(3) with
/*	the field tables below; pbemd-zwd-cards(5) documents every key.
/*	The types: zombie (the zombie deck, ID the card's number),
/*	equipment (the starting, main and crypt decks), improvised (the
/*	stats of the Improvised weapon skills: ID melee and ranged),
/*	survivor, guard (the Guard Action card), guardskill (the Guard
/*	Skill cards), abomination and necromancer (the cards of the
/*	modes), supply (the box's miniatures).  "[skill FAMILY]" sections
/*	are not cards: they name the skills (zwd_cards_skill.c).
/*
/*	A zombie card without a name is named by its kind and type
/*	("Walkers", "Zombie Siege: Runners"); a Guard Skill card without
/*	one by its skill.  zwd_cards_check.c then checks the pack.  The
/*	loader is the cards' top floor: it calls the skill references
/*	(zwd_cards_skill.c) and the checks, which call only the ground
/*	floor (zwd_cards.c); whether the game can play every skill the
/*	pack names is the game's check, one floor up (zwd_skill_pack_check(),
/*	called by zwd_pack_parse()).
/* DIAGNOSTICS
/*	See zwd_cards(3h).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_cards.h"

static const char *const zkind_words[] = { "spawn", "extra", "siege", "abomination", "necromancer",
	NULL };
static const char *const deck_words[] = { "starting", "main", "crypt", NULL };
static const char *const ekind_words[] = { "melee", "ranged", "magic", "enchantment", "armour",
	"shield", "food", "bile", "torch", "aaahh", NULL };
static const char *const slot_words[] = { "hand", "body", "any", NULL };
static const char *const trait_words[] = { "dual", "noisy", "reload", "polearm", "bonus-die",
	"dual-damage-2", "backpack", "once", NULL };
static const char *const effect_words[] = { "none", "heal", "heal-all", "jump", "sprint", "repulse",
	NULL };
static const char *const horror_words[] = { "armour-proof", "ramparts", "crypt-drop", "wall-rules",
	"spawn-zone", "corrupts", "spawn-rules", NULL };

/* Short names of the rows of packini.h, for the tables below. */
#define STR PACKINI_ROW_STR
#define INT PACKINI_ROW_INT
#define WORD PACKINI_ROW_WORD
#define BOOL PACKINI_ROW_BOOL
#define FLAGS PACKINI_ROW_FLAGS
#define END PACKINI_ROW_END

static const struct packini_field name_fields[] = {
	STR("name", struct zwd_names, name),
	STR("name_it", struct zwd_names, name_it),
	STR("name_es", struct zwd_names, name_es),
	STR("text", struct zwd_names, text),
	STR("text_it", struct zwd_names, text_it),
	STR("text_es", struct zwd_names, text_es),
	END,
};
static const struct packini_field zombie_fields[] = {
	WORD("kind", struct zwd_zcard, kind, zkind_words),
	WORD("type", struct zwd_zcard, type, zwd_ztype_words),
	STR("spawn", struct zwd_zcard, spawn),
	END,
};
static const struct packini_field equip_fields[] = {
	WORD("deck", struct zwd_equip, deck, deck_words),
	INT("copies", struct zwd_equip, copies, 1, 20),
	WORD("kind", struct zwd_equip, kind, ekind_words),
	WORD("slot", struct zwd_equip, slot, slot_words),
	FLAGS("traits", struct zwd_equip, traits, trait_words),
	INT("dice", struct zwd_equip, dice, 0, 99),
	INT("accuracy", struct zwd_equip, accuracy, 0, 99),
	INT("damage", struct zwd_equip, damage, 0, 99),
	INT("range_min", struct zwd_equip, range_min, 0, 9),
	INT("range_max", struct zwd_equip, range_max, 0, 9),
	INT("armour", struct zwd_equip, armour, 0, 6),
	INT("ap", struct zwd_equip, ap, 0, 20),
	WORD("effect", struct zwd_equip, effect, effect_words),
	WORD("zombie", struct zwd_equip, ztype, zwd_ztype_words),
	INT("count", struct zwd_equip, zcount, 0, 9),
	STR("skills", struct zwd_equip, skills),
	END,
};
static const struct packini_field survivor_fields[] = {
	STR("blue", struct zwd_survivor, level[ZWD_BLUE]),
	STR("yellow", struct zwd_survivor, level[ZWD_YELLOW]),
	STR("orange", struct zwd_survivor, level[ZWD_ORANGE]),
	STR("red", struct zwd_survivor, level[ZWD_RED]),
	STR("body", struct zwd_survivor, body),
	STR("colour", struct zwd_survivor, colour),
	END,
};
static const struct packini_field guard_fields[] = {
	INT("dice", struct zwd_guard, dice, 1, 6),
	INT("melee_accuracy", struct zwd_guard, melee_accuracy, 2, 6),
	INT("melee_damage", struct zwd_guard, melee_damage, 1, 3),
	INT("ranged_accuracy", struct zwd_guard, ranged_accuracy, 2, 6),
	INT("ranged_damage", struct zwd_guard, ranged_damage, 1, 3),
	INT("range_min", struct zwd_guard, range_min, 0, 9),
	INT("range_max", struct zwd_guard, range_max, 0, 9),
	BOOL("ranged_noisy", struct zwd_guard, ranged_noisy),
	INT("wounds", struct zwd_guard, wounds, 1, 9),
	END,
};
static const struct packini_field gskill_fields[] = {
	STR("skill", struct zwd_gskill, skill_ref),
	END,
};
static const struct packini_field horror_fields[] = {
	INT("damage", struct zwd_horror, damage, 1, 9),
	INT("actions", struct zwd_horror, actions, 1, 9),
	INT("ap", struct zwd_horror, ap, 0, 20),
	FLAGS("traits", struct zwd_horror, traits, horror_words),
	END,
};
static const struct packini_field supply_fields[] = {
	INT("walkers", struct zwd_supply, minis[ZWD_WALKER], 0, 999),
	INT("runners", struct zwd_supply, minis[ZWD_RUNNER], 0, 999),
	INT("brutes", struct zwd_supply, minis[ZWD_BRUTE], 0, 999),
	INT("guards", struct zwd_supply, guards, 0, 999),
	INT("corruption", struct zwd_supply, corruption, 0, 999),
	END,
};

enum { T_ZOMBIE, T_EQUIP, T_IMPRO, T_SURV, T_GUARD, T_GSKILL, T_ABOM, T_NECRO, T_SUPPLY, T_N };

#define TYPE(w, fl, s, a, c, t) PACKINI_TYPE_ROW(w, fl, s, struct zwd_cards, a, c, t)

static const struct packini_type zwd_types[T_N] = {
	TYPE("zombie", zombie_fields, struct zwd_zcard, zombies, nzombies, T_ZOMBIE),
	TYPE("equipment", equip_fields, struct zwd_equip, equips, nequips, T_EQUIP),
	TYPE("improvised", equip_fields, struct zwd_equip, improvised, nimprovised, T_IMPRO),
	TYPE("survivor", survivor_fields, struct zwd_survivor, survivors, nsurvivors, T_SURV),
	TYPE("guard", guard_fields, struct zwd_guard, guards, nguards, T_GUARD),
	TYPE("guardskill", gskill_fields, struct zwd_gskill, gskills, ngskills, T_GSKILL),
	TYPE("abomination", horror_fields, struct zwd_horror, aboms, naboms, T_ABOM),
	TYPE("necromancer", horror_fields, struct zwd_horror, necros, nnecros, T_NECRO),
	TYPE("supply", supply_fields, struct zwd_supply, supply, nsupply, T_SUPPLY),
};

/* card_new - a card's defaults: what the rulebook says unless a key
 * says otherwise */

static void
card_new(void *pack, const struct packini_type *t, void *card)
{
	struct zwd_equip  *e = card;
	struct zwd_horror *h = card;
	struct zwd_guard  *g = card;

	(void)pack;
	switch (t->tag) {
	case T_ZOMBIE:
		((struct zwd_zcard *)card)->type = -1;
		break;
	case T_EQUIP:
	case T_IMPRO:
		e->deck = t->tag == T_IMPRO ? -1 : ZWD_MAIN;
		e->copies = 1;
		e->slot = ZWD_HAND;
		e->ztype = -1;
		break;
	case T_GUARD:
		g->dice = 1;
		g->wounds = 1;
		break;
	case T_ABOM:
	case T_NECRO:
		h->actions = 1;
		h->damage = t->tag == T_ABOM ? 3 : 1;
		h->ap = t->tag == T_ABOM ? 5 : 1;
		h->traits = ZWD_CRYPTDROP;
		break;
	}
}

static const struct packini_game zwd_game = {
	.types = zwd_types,
	.ntypes = T_N,
	.common = name_fields,
	.id = offsetof(struct zwd_names, id),
	.name = offsetof(struct zwd_names, name),
	.pack_name = offsetof(struct zwd_cards, name),
	.pack_version = offsetof(struct zwd_cards, version),
	.card_new = card_new,
	.section = zwd_skill_section,
	.section_key = zwd_skill_key,
	.pack_rules = offsetof(struct zwd_cards, rev),
	.max_rules = ZWD_REV,
};

/* Names of the zombie cards by kind and type (en, it, es). */
static const char *const ztype_plural[ZWD_NZTYPES][ZWD_NLANGS] = {
	{ "Walkers", "Deambulanti", "Caminantes" },
	{ "Runners", "Corridori", "Corredores" },
	{ "Brutes", "Bruti", "Brutos" },
};
static const char *const zkind_title[][ZWD_NLANGS] = {
	{ "", "", "" },
	{ "Extra Activation: ", "Attivazione Extra: ", "Activación adicional: " },
	{ "Zombie Siege: ", "Assedio Zombie: ", "Asedio zombi: " },
	{ "Abomination", "Abominio", "Abominación" },
	{ "Necromancer", "Necromante", "Nigromante" },
};

/* name_zombie - a zombie card's names from its kind and type */

static void
name_zombie(struct zwd_zcard *z)
{
	char **slot[ZWD_NLANGS] = { &z->n.name, &z->n.name_it, &z->n.name_es };
	int    l;

	if (z->n.name != NULL)
		return;
	for (l = 0; l < ZWD_NLANGS; l++)
		*slot[l] = z->kind >= ZWD_ZABOM ? pb_strdup(zkind_title[z->kind][l])
		    : z->type >= 0
		    ? pb_asprintf("%s%s", zkind_title[z->kind][l], ztype_plural[z->type][l])
		    : pb_strdup("?"); /* refused by the checks */
}

/* name_gskill - a Guard Skill card's names from its skill; 0 with err
 * when the skill does not resolve */

static int
name_gskill(struct zwd_cards *c, struct zwd_gskill *g, struct pb_err *err)
{
	char **slot[ZWD_NLANGS] = { &g->n.name, &g->n.name_it, &g->n.name_es };
	int    l;

	if (g->skill_ref == NULL)
		return (pb_err_set(err, PB_EDATA, "[guardskill %s]: needs skill", g->n.id), 0);
	if (!zwd_skill_parse(c, g->skill_ref, &g->skill, err))
		return (0);
	for (l = 0; l < ZWD_NLANGS; l++)
		if (*slot[l] == NULL)
			*slot[l] = zwd_skill_name(c, &g->skill, l);
	return (1);
}

/* fill_names - the names the pack leaves to the loader; 0 with err */

static int
fill_names(struct zwd_cards *c, struct pb_err *err)
{
	int i;

	for (i = 0; i < c->nzombies; i++)
		name_zombie(&c->zombies[i]);
	for (i = 0; i < c->ngskills; i++)
		if (!name_gskill(c, &c->gskills[i], err))
			return (0);
	return (1);
}

/* zwd_cards_free - release a parsed pack; NULL is a no-op */

void
zwd_cards_free(struct zwd_cards *c)
{
	if (c == NULL)
		return;
	zwd_skills_free(c);
	packini_free(&zwd_game, c);
	free(c);
}

/* zwd_cards_parse - a pack text parsed and checked, NULL with err */

struct zwd_cards *
zwd_cards_parse(const char *text, struct pb_err *err)
{
	struct zwd_cards *c = pb_calloc(1, sizeof(*c));

	c->skills = pb_calloc((size_t)zwd_nfamilies, sizeof(*c->skills));
	c->text = (char *)text;
	if (packini_parse(text, &zwd_game, c, err) == PB_OK && fill_names(c, err)
	    && packini_check_names(&zwd_game, c, err) == PB_OK && zwd_cards_check(c, err)) {
		c->text = NULL;
		return (c);
	}
	zwd_cards_free(c);
	return (NULL);
}

/* zwd_cards_summary - the counts of a pack, for pbemctl pack check */

json_t *
zwd_cards_summary(const struct zwd_cards *c)
{
	int i, decks[ZWD_NDECKS] = { 0 };

	for (i = 0; i < c->nequips; i++)
		decks[c->equips[i].deck] += c->equips[i].copies;
	return (json_pack("{s:s?, s:s?, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i, s:i}", "name",
	    c->name, "version", c->version, "zombie_cards", c->nzombies, "starting_equipment",
	    decks[ZWD_STARTING], "main_equipment", decks[ZWD_MAIN], "crypt_weapons",
	    decks[ZWD_CRYPT], "survivors", c->nsurvivors, "guard_skill_cards", c->ngskills,
	    "abomination_cards", c->naboms, "necromancer_cards", c->nnecros, "skills",
	    zwd_nfamilies));
}
