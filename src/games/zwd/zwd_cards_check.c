/*++
/* NAME
/*	zwd_cards_check 3
/* SUMMARY
/*	check a parsed White Death card pack
/* SYNOPSIS
/*	#include "games/zwd/zwd_cards.h"
/*
/*	int	zwd_cards_check(struct zwd_cards *c, struct pb_err *err);
/* DESCRIPTION
/*	zwd_cards_check() checks what packini(3) cannot: the invariants
/*	(C1)-(C4) of zwd_cards(3h), the parts every game needs (the Guard
/*	Action card, the supply, a Khan-like Abomination and a Necromancer
/*	that brings a spawn zone, six survivors, one Starting Equipment
/*	card per survivor, 8 Crypt Weapons for missions 3 and 10, the two
/*	improvised weapons), and it resolves every skill reference (the
/*	family and its parameter; whether the game can play it is
/*	zwd_skill_pack_check(), one floor up).  It stops at the first
/*	error.  Counts beyond these (56 zombie cards,
/*	72 equipment cards) are the box's, not a rule: a moderator may load
/*	a smaller or a larger deck.
/* DIAGNOSTICS
/*	0 with err "FILE:LINE: [TYPE ID]: KEY: ..." (the line of the key,
/*	or of the card when the key is absent), or "the pack needs ...".
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_cards.h"

static const char *const level_keys[ZWD_NLEVELS] = { "blue", "yellow", "orange", "red" };
static const int         level_skills[ZWD_NLEVELS] = { 2, 1, 2, 3 };
static const char *const ekind_names[] = { "melee", "ranged", "magic", "enchantment", "armour",
	"shield", "food", "bile", "torch", "aaahh", NULL };

#define ZWD_SURVIVORS 6  /* the rulebook's six */
#define ZWD_CRYPT_NEED 8 /* missions 3 and 10 need 8 Crypt Weapons */

/* refs_parse - a list of skill references into out; the count, or -1
 * with err (the reference named) */

static int
refs_parse(
    const struct zwd_cards *c, const char *list, struct zwd_skill_ref *out, struct pb_err *err)
{
	char *copy = pb_strdup(list), *w, *save = NULL;
	int   n = 0;

	for (w = strtok_r(copy, ", ", &save); w != NULL; w = strtok_r(NULL, ", ", &save)) {
		if (n == ZWD_MAXSKILLS) {
			pb_err_set(err, PB_EDATA, "more than %d skills", ZWD_MAXSKILLS);
			n = -1;
			break;
		}
		if (!zwd_skill_parse(c, w, &out[n++], err)) {
			n = -1;
			break;
		}
	}
	free(copy);
	return (n);
}

/* ---- skills ---------------------------------------------------------- */

/* skills_check - (C1) every family is named */

static int
skills_check(const struct zwd_cards *c, struct pb_err *err)
{
	int i;

	for (i = 0; i < zwd_nfamilies; i++)
		if (c->skills[i].name[0] == NULL)
			return (pb_err_set(err, PB_EDATA,
			            "the pack needs [skill %s] with its name (every skill of the "
			            "rulebook is named)",
			            zwd_families[i].id),
			    0);
	return (1);
}

/* ---- zombie cards ----------------------------------------------------- */

/* counts_parse - (C3) "B Y O R" into z->count; 0 with err */

static int
counts_parse(const struct zwd_cards *c, struct zwd_zcard *z, struct pb_err *err)
{
	const char *p = z->spawn;
	char       *end;
	long        v;
	int         l;

	if (p == NULL)
		return (zwd_cards_err(c->text, err, "zombie", z->n.id, "spawn",
		    "missing: four counts, for Blue, Yellow, Orange and Red"));
	for (l = 0; l < ZWD_NLEVELS; l++) {
		while (*p == ' ' || *p == ',')
			p++;
		v = strtol(p, &end, 10);
		if (end == p || v < 0 || v > 99)
			return (zwd_cards_err(c->text, err, "zombie", z->n.id, "spawn",
			    "a count for each level, Blue, Yellow, Orange and Red: %s is missing",
			    level_keys[l]));
		z->count[l] = (int)v;
		if (l > 0 && v < z->count[l - 1])
			return (zwd_cards_err(c->text, err, "zombie", z->n.id, "spawn",
			    "the count at %s is below the count at %s", level_keys[l],
			    level_keys[l - 1]));
		p = end;
	}
	while (*p == ' ')
		p++;
	if (*p != '\0')
		return (zwd_cards_err(c->text, err, "zombie", z->n.id, "spawn",
		    "four counts only, for Blue, Yellow, Orange and Red"));
	return (1);
}

/* zcard_check - one zombie card */

static int
zcard_check(const struct zwd_cards *c, struct zwd_zcard *z, struct pb_err *err)
{
	const char *id = z->n.id;
	int         l, has = z->kind == ZWD_ZSPAWN || z->kind == ZWD_ZSIEGE;

	if (strspn(id, "0123456789") != strlen(id) || strlen(id) > 6)
		return (
		    zwd_cards_err(c->text, err, "zombie", id, "", "the id is the card's number"));
	if (z->kind < ZWD_ZABOM && z->type < 0)
		return (zwd_cards_err(
		    c->text, err, "zombie", id, "type", "missing: walker, runner or brute"));
	if (z->kind >= ZWD_ZABOM && z->type >= 0)
		return (zwd_cards_err(c->text, err, "zombie", id, "type",
		    "an Abomination or Necromancer card has no type"));
	if (!has && z->spawn != NULL)
		return (zwd_cards_err(
		    c->text, err, "zombie", id, "spawn", "only spawn and siege cards have counts"));
	if (!has)
		return (1);
	if (!counts_parse(c, z, err))
		return (0);
	for (l = 0; l < ZWD_NLEVELS; l++)
		if (c->nsupply == 1 && z->count[l] > c->supply->minis[z->type])
			return (zwd_cards_err(c->text, err, "zombie", id, "spawn",
			    "%d at %s is more than the box's %d", z->count[l], level_keys[l],
			    c->supply->minis[z->type]));
	return (1);
}

/* zombies_check - the zombie deck */

static int
zombies_check(const struct zwd_cards *c, struct pb_err *err)
{
	int i, j;

	if (c->nzombies == 0)
		return (pb_err_set(err, PB_EDATA, "the pack needs [zombie N] cards"), 0);
	for (i = 0; i < c->nzombies; i++) {
		if (!zcard_check(c, &c->zombies[i], err))
			return (0);
		for (j = 0; j < i; j++)
			if (atoi(c->zombies[j].n.id) == atoi(c->zombies[i].n.id))
				return (zwd_cards_err(c->text, err, "zombie", c->zombies[i].n.id,
				    "", "card number %d used twice", atoi(c->zombies[i].n.id)));
	}
	return (1);
}

/* ---- equipment --------------------------------------------------------- */

/* weapon_check - (C2) the combat stats of a weapon */

static int
weapon_check(
    const struct zwd_cards *c, const char *w, const struct zwd_equip *e, struct pb_err *err)
{
	const char *id = e->n.id;
	int         reach = e->kind == ZWD_MELEE && !(e->traits & ZWD_POLEARM) ? 0 : 9;

	if (e->dice < 1 || e->dice > 6)
		return (zwd_cards_err(c->text, err, w, id, "dice", "a weapon rolls 1 to 6 dice"));
	if (e->accuracy < 2 || e->accuracy > 6)
		return (
		    zwd_cards_err(c->text, err, w, id, "accuracy", "a weapon hits on 2+ to 6+"));
	if (e->damage < 1 || e->damage > 3)
		return (
		    zwd_cards_err(c->text, err, w, id, "damage", "a weapon deals 1 to 3 Damage"));
	if (e->range_min > e->range_max)
		return (zwd_cards_err(c->text, err, w, id, "range_min", "above range_max"));
	if (e->range_max > reach)
		return (zwd_cards_err(
		    c->text, err, w, id, "range_max", "a melee weapon reaches Range 0"));
	if ((e->traits & ZWD_POLEARM) && (e->kind != ZWD_MELEE || e->range_max != 1))
		return (zwd_cards_err(c->text, err, w, id, "traits",
		    "a polearm is a melee weapon with Range 1 (or 0-1)"));
	return (1);
}

/* other_check - what a card that is not a weapon needs */

static int
other_check(const struct zwd_cards *c, const char *w, const struct zwd_equip *e, struct pb_err *err)
{
	const char *id = e->n.id;

	if (e->dice || e->accuracy || e->damage || e->range_max)
		return (
		    zwd_cards_err(c->text, err, w, id, "dice", "only a weapon has combat stats"));
	switch (e->kind) {
	case ZWD_ARMOUR:
	case ZWD_SHIELD:
		if (e->armour < 2)
			return (zwd_cards_err(
			    c->text, err, w, id, "armour", "missing: the Armor value, 2 to 6"));
		if (e->slot != (e->kind == ZWD_ARMOUR ? ZWD_BODY : ZWD_HAND))
			return (zwd_cards_err(c->text, err, w, id, "slot",
			    "armour goes on the body, a shield in hand"));
		break;
	case ZWD_FOOD:
		if (e->ap < 1)
			return (
			    zwd_cards_err(c->text, err, w, id, "ap", "missing: the AP it gives"));
		break;
	case ZWD_ENCHANT:
		if (e->effect == ZWD_FX_NONE)
			return (zwd_cards_err(
			    c->text, err, w, id, "effect", "missing: what the enchantment does"));
		break;
	case ZWD_AAAHH:
		if (e->ztype < 0 || e->zcount < 1 || e->deck != ZWD_MAIN)
			return (zwd_cards_err(c->text, err, w, id, "zombie",
			    "an Aaahh!! card of the main deck needs zombie and count"));
		break;
	}
	return (1);
}

/* equip_check - one equipment or improvised card */

static int
equip_check(const struct zwd_cards *c, const char *w, struct zwd_equip *e, struct pb_err *err)
{
	struct pb_err e2;
	int           weapon = e->kind <= ZWD_MAGIC;

	if (weapon ? !weapon_check(c, w, e, err) : !other_check(c, w, e, err))
		return (0);
	if (e->armour && e->kind != ZWD_ARMOUR && e->kind != ZWD_SHIELD)
		return (
		    zwd_cards_err(c->text, err, w, e->n.id, "armour", "only armour and shields"));
	if (e->skills != NULL && (e->nskill = refs_parse(c, e->skills, e->skill, &e2)) < 0)
		return (zwd_cards_err(c->text, err, w, e->n.id, "skills", "%s", e2.msg));
	return (1);
}

/* improvised_check - the two Improvised weapons, melee and ranged */

static int
improvised_check(const struct zwd_cards *c, struct pb_err *err)
{
	int i, have = 0;

	for (i = 0; i < c->nimprovised; i++) {
		struct zwd_equip *e = &c->improvised[i];
		int               k = strcmp(e->n.id, "melee") == 0 ? ZWD_MELEE
		                  : strcmp(e->n.id, "ranged") == 0  ? ZWD_RANGED
		                                                    : -1;

		if (k < 0 || e->kind != k)
			return (zwd_cards_err(c->text, err, "improvised", e->n.id, "kind",
			    "the improvised weapons are [improvised melee] of kind melee and "
			    "[improvised ranged] of kind ranged"));
		if (!equip_check(c, "improvised", e, err))
			return (0);
		have |= 1 << k;
	}
	if (have != (1 << ZWD_MELEE | 1 << ZWD_RANGED))
		return (pb_err_set(err, PB_EDATA,
		            "the pack needs [improvised melee] and [improvised ranged]"),
		    0);
	return (1);
}

/* equips_check - every card, and the decks' sizes */

static int
equips_check(const struct zwd_cards *c, struct pb_err *err)
{
	int i, deck[ZWD_NDECKS] = { 0 };

	for (i = 0; i < c->nequips; i++) {
		if (!equip_check(c, "equipment", &c->equips[i], err))
			return (0);
		deck[c->equips[i].deck] += c->equips[i].copies;
	}
	if (deck[ZWD_STARTING] < ZWD_SURVIVORS)
		return (
		    pb_err_set(err, PB_EDATA,
		        "the pack needs %d Starting Equipment cards (one per survivor), it has %d",
		        ZWD_SURVIVORS, deck[ZWD_STARTING]),
		    0);
	if (deck[ZWD_MAIN] < 1)
		return (pb_err_set(err, PB_EDATA, "the pack needs a main Equipment deck"), 0);
	if (deck[ZWD_CRYPT] < ZWD_CRYPT_NEED)
		return (pb_err_set(err, PB_EDATA,
		            "the pack needs %d Crypt Weapons (missions 3 and 10), it has %d",
		            ZWD_CRYPT_NEED, deck[ZWD_CRYPT]),
		    0);
	return (improvised_check(c, err));
}

/* ---- survivors --------------------------------------------------------- */

/* body_ok - the Body slot takes an equipment id or an equipment kind */

static int
body_ok(const struct zwd_cards *c, const char *body)
{
	int i;

	for (i = 0; ekind_names[i] != NULL; i++)
		if (strcmp(ekind_names[i], body) == 0)
			return (1);
	return (zwd_equip_find(c, body) >= 0);
}

/* survivor_check - (C4) one survivor's skill tree */

static int
survivor_check(const struct zwd_cards *c, struct zwd_survivor *s, struct pb_err *err)
{
	struct pb_err e2;
	int           l, n;

	for (l = 0; l < ZWD_NLEVELS; l++) {
		if (s->level[l] == NULL)
			return (zwd_cards_err(c->text, err, "survivor", s->n.id, level_keys[l],
			    "missing level: %d skill%s", level_skills[l],
			    level_skills[l] > 1 ? "s" : ""));
		if ((n = refs_parse(c, s->level[l], s->skill[l], &e2)) < 0)
			return (zwd_cards_err(
			    c->text, err, "survivor", s->n.id, level_keys[l], "%s", e2.msg));
		if (n != level_skills[l] && !(l == ZWD_BLUE && n == 1))
			return (zwd_cards_err(c->text, err, "survivor", s->n.id, level_keys[l],
			    "%d skill%s at this level, not %d", level_skills[l],
			    level_skills[l] > 1 ? "s" : "", n));
		s->nskill[l] = n;
	}
	if (zwd_skill_is_guard(&s->skill[ZWD_BLUE][0])
	    || (s->nskill[ZWD_BLUE] == 2 && !zwd_skill_is_guard(&s->skill[ZWD_BLUE][1])))
		return (zwd_cards_err(c->text, err, "survivor", s->n.id, "blue",
		    "a normal skill, then a Guard skill"));
	if (s->body != NULL && !body_ok(c, s->body))
		return (zwd_cards_err(c->text, err, "survivor", s->n.id, "body",
		    "%s is neither an equipment card nor a kind", s->body));
	if (s->colour == NULL)
		return (zwd_cards_err(c->text, err, "survivor", s->n.id, "colour", "missing"));
	return (1);
}

/* survivors_check - six survivors at least, each its own colour */

static int
survivors_check(const struct zwd_cards *c, struct pb_err *err)
{
	int i, j;

	if (c->nsurvivors < ZWD_SURVIVORS)
		return (pb_err_set(err, PB_EDATA, "the pack needs %d survivors, it has %d",
		            ZWD_SURVIVORS, c->nsurvivors),
		    0);
	for (i = 0; i < c->nsurvivors; i++) {
		if (!survivor_check(c, &c->survivors[i], err))
			return (0);
		for (j = 0; j < i; j++)
			if (strcmp(c->survivors[j].colour, c->survivors[i].colour) == 0)
				return (zwd_cards_err(c->text, err, "survivor",
				    c->survivors[i].n.id, "colour", "%s is %s's colour too",
				    c->survivors[i].colour, c->survivors[j].n.id));
	}
	return (1);
}

/* ---- guards, Abominations, Necromancers, supply --------------------------- */

/* others_check - the single cards and the decks of the modes */

static int
others_check(const struct zwd_cards *c, struct pb_err *err)
{
	int i, zone = 0;

	if (c->nguards != 1)
		return (pb_err_set(err, PB_EDATA, "the pack needs one [guard] card, it has %d",
		            c->nguards),
		    0);
	if (c->guards->range_min > c->guards->range_max)
		return (zwd_cards_err(
		    c->text, err, "guard", c->guards->n.id, "range_min", "above range_max"));
	if (c->nsupply != 1)
		return (pb_err_set(err, PB_EDATA, "the pack needs one [supply] card"), 0);
	for (i = 0; i < c->ngskills; i++)
		if (!zwd_skill_is_guard(&c->gskills[i].skill))
			return (zwd_cards_err(c->text, err, "guardskill", c->gskills[i].n.id,
			    "skill", "%s is not a Guard skill", c->gskills[i].skill_ref));
	for (i = 0; i < c->nnecros; i++)
		zone |= (c->necros[i].traits & ZWD_SPAWNZONE) != 0;
	if (c->naboms < 1 || !zone)
		return (pb_err_set(err, PB_EDATA,
		            "the pack needs an [abomination] and a [necromancer] that brings a "
		            "spawn zone (the Khan and the Desecrator)"),
		    0);
	return (1);
}

/* zwd_cards_check - the whole pack; 1, or 0 with err */

int
zwd_cards_check(struct zwd_cards *c, struct pb_err *err)
{
	return (skills_check(c, err) && others_check(c, err) && zombies_check(c, err)
	    && equips_check(c, err) && survivors_check(c, err));
}
