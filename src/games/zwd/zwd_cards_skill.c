/*++
/* NAME
/*	zwd_cards_skill 3
/* SUMMARY
/*	White Death skills: the families, references and their names
/* SYNOPSIS
/*	#include "games/zwd/zwd_cards.h"
/*
/*	int	zwd_skill_parse(const struct zwd_cards *c, const char *ref,
/*			struct zwd_skill_ref *out, struct pb_err *err);
/*	char	*zwd_skill_name(const struct zwd_cards *c,
/*			const struct zwd_skill_ref *r, int lang);
/*	int	zwd_skill_read(const struct zwd_cards *c, const char *word,
/*			struct zwd_skill_ref *out, struct pb_err *err);
/*	int	zwd_skill_is_guard(const struct zwd_skill_ref *r);
/*	int	zwd_skill_section(void *cards, const char *section,
/*			struct pb_err *err);
/*	int	zwd_skill_key(void *cards, const char *section,
/*			const char *key, const char *value, struct pb_err *err);
/*	void	zwd_skills_free(struct zwd_cards *c);
/* DESCRIPTION
/*	zwd_families[] is the rulebook's skill chapter, one entry per
/*	skill with the kind of parameter it takes: an action ("+1 die:
/*	Melee"), a zombie type ("Fearless: Walker"), an equipment card
/*	("Starts with Katana") or a skill ("Guards: Freeze: Ranged",
/*	"Brothers in Arms: Lucky", "Range 2+: Hawk Eye").  The "+1 free
/*	X Action" skills are one family each: their names do not compose
/*	in Italian.  The ids are stable: survivors, cards and saved games
/*	name them.
/*
/*	A reference is "FAMILY" or "FAMILY-PARAM"; the longest family id
/*	that fits wins ("starts-with-2ap" is a family, "starts-with-katana"
/*	is "starts-with" and a card).  A skill parameter takes a reference
/*	whose family has no skill parameter itself.  That is all a
/*	reference must be to resolve: whether the game can play it (a
/*	Guards skill of a roll's modifier...) is zwd_skill_valid(), which
/*	the game's pack check (zwd_skill_pack_check()) and its readers of
/*	players' words call, one floor up.
/*
/*	zwd_skill_read() is what a player names a skill by: a reference,
/*	or its name in any language as one word, zwd_slug() ("inafferrabile",
/*	"risultato-6-+1-dado-mischia").
/*
/*	zwd_skill_name() composes the family's name and its parameter's:
/*	"NAME: PARAM", or PARAM in place of "%s" when the name has one.
/*
/*	zwd_skill_section() and zwd_skill_key() are packini(3) section
/*	hooks: "[skill FAMILY]" with the keys name, name_it, name_es,
/*	text, text_it, text_es; a key again is its continuation line.
/* DIAGNOSTICS
/*	"unknown skill X", "skill X needs PARAM", with the reference.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_cards.h"

#define A ZWD_P_ACTION
#define N ZWD_P_NONE

const struct zwd_family zwd_families[] = {
	{ "plus1-dice-result", A, 0 },
	{ "plus1-action", N, 0 },
	{ "plus1-free-combat", N, 0 },
	{ "plus1-free-enchantment", N, 0 },
	{ "plus1-free-guards", N, 0 },
	{ "plus1-free-magic", N, 0 },
	{ "plus1-free-melee", N, 0 },
	{ "plus1-free-move", N, 0 },
	{ "plus1-free-ranged", N, 0 },
	{ "plus1-free-search", N, 0 },
	{ "plus1-die", A, 0 },
	{ "plus1-damage", A, 0 },
	{ "plus1-max-range", N, 0 },
	{ "plus1-zone-per-move", N, 0 },
	{ "two-damage", A, 0 },
	{ "ambidextrous", N, 0 },
	{ "improvised", A, 0 },
	{ "wall-climber", N, 0 },
	{ "greedy", N, 0 },
	{ "barbarian", N, 0 },
	{ "low-profile", N, 0 },
	{ "point-blank", N, 0 },
	{ "charge", N, 0 },
	{ "search-2-cards", N, 0 },
	{ "careful-searcher", N, 0 },
	{ "corruption-searcher", N, 0 },
	{ "ruin-searcher", N, 0 },
	{ "freeze", A, 0 },
	{ "perfect-pair", N, 0 },
	{ "tough", N, 0 },
	{ "destiny", N, 0 },
	{ "escalation", A, 0 },
	{ "dual-expert", N, 0 },
	{ "lucky", N, 0 },
	{ "brothers-in-arms", ZWD_P_SKILL, 0 },
	{ "range2", ZWD_P_SKILL, 0 },
	{ "guards", ZWD_P_SKILL, 1 },
	{ "guards-dodge", N, 1 },
	{ "guards-shove", N, 1 },
	{ "slippery", N, 0 },
	{ "double-enchantment", N, 0 },
	{ "spellcaster", N, 0 },
	{ "born-leader", N, 0 },
	{ "zombie-link", N, 0 },
	{ "spellbook", N, 0 },
	{ "close-combat-master", N, 0 },
	{ "steady-hand", N, 0 },
	{ "medic", N, 0 },
	{ "reaper", A, 0 },
	{ "hit-and-run", N, 0 },
	{ "hawk-eye", N, 0 },
	{ "starts-with", ZWD_P_EQUIP, 0 },
	{ "starts-with-2ap", N, 0 },
	{ "iron-skin", N, 0 },
	{ "iron-rain", N, 0 },
	{ "mana-rain", N, 0 },
	{ "reach", N, 0 },
	{ "taunt", N, 0 },
	{ "crypt-raider", N, 0 },
	{ "free-reload", N, 0 },
	{ "safe-search", N, 0 },
	{ "scavenger", N, 0 },
	{ "combat-reflexes", N, 0 },
	{ "regeneration", N, 0 },
	{ "roll6-die", A, 0 },
	{ "roll6-damage", A, 0 },
	{ "jump", N, 0 },
	{ "rescue", N, 0 },
	{ "sidestep", N, 0 },
	{ "sprint", N, 0 },
	{ "bloodlust", A, 0 },
	{ "swordmaster", N, 0 },
	{ "push", N, 0 },
	{ "super-strength", N, 0 },
	{ "tactician", N, 0 },
	{ "fearless", ZWD_P_ZOMBIE, 0 },
	{ "transmutation", N, 0 },
	{ "hold-your-nose", N, 0 },
	{ "is-that-all", N, 0 },
	{ "corruption-walker", N, 0 },
	{ "ghost-vision", N, 0 },
	{ "ruin-sight", N, 0 },
};
const int zwd_nfamilies = (int)PB_NELEM(zwd_families);

#undef A
#undef N

const char *const zwd_actions[] = { "combat", "magic", "melee", "ranged", NULL };
const char *const zwd_ztype_words[] = { "walker", "runner", "brute", NULL };

/* Parameter names by language (0 en, 1 it, 2 es): the rulebook's terms. */
static const char *const action_names[][ZWD_NLANGS] = {
	{ "Combat", "Combattimento", "Combate" },
	{ "Magic", "Magia", "Magia" },
	{ "Melee", "Mischia", "Cuerpo a cuerpo" },
	{ "Ranged", "Distanza", "A distancia" },
};
static const char *const zombie_names[][ZWD_NLANGS] = {
	{ "Walker", "Deambulante", "Caminante" },
	{ "Runner", "Corridore", "Corredor" },
	{ "Brute", "Bruto", "Bruto" },
};

/* family_of - the family whose id is the longest prefix of ref that
 * ends at a '-' or at the end; skill says whether families with a
 * skill parameter may match; -1 if none.  *rest is what follows. */

static int
family_of(const char *ref, int skill, const char **rest)
{
	size_t len, best = 0;
	int    i, found = -1;

	for (i = 0; i < zwd_nfamilies; i++) {
		len = strlen(zwd_families[i].id);
		if (strncmp(ref, zwd_families[i].id, len) != 0
		    || (ref[len] != '\0' && ref[len] != '-'))
			continue;
		if (!skill && zwd_families[i].param == ZWD_P_SKILL)
			continue;
		if (len > best) {
			best = len;
			found = i;
		}
	}
	if (found >= 0)
		*rest = ref[best] == '-' ? ref + best + 1 : ref + best;
	return (found);
}

/* word_at - index of w in a NULL-ended list, -1 */

static int
word_at(const char *const *list, const char *w)
{
	int i;

	for (i = 0; list[i] != NULL; i++)
		if (strcmp(list[i], w) == 0)
			return (i);
	return (-1);
}

/* arg_of - the parameter of family f from rest; -1 with err */

static int
arg_of(const struct zwd_cards *c, const char *ref, int f, const char *rest, struct pb_err *err)
{
	const char *id = zwd_families[f].id;
	int         a;

	switch (zwd_families[f].param) {
	case ZWD_P_NONE:
		if (*rest == '\0')
			return (0);
		break;
	case ZWD_P_ACTION:
		if ((a = word_at(zwd_actions, rest)) >= 0
		    && (strcmp(id, "improvised") != 0 || a >= 2))
			return (a);
		return (pb_err_set(err, PB_EDATA, "skill %s: %s takes an action: %s", ref, id,
		            strcmp(id, "improvised") == 0 ? "melee or ranged"
		                                          : "combat, magic, melee or ranged"),
		    -1);
	case ZWD_P_ZOMBIE:
		if ((a = word_at(zwd_ztype_words, rest)) >= 0)
			return (a);
		return (pb_err_set(err, PB_EDATA,
		            "skill %s: %s takes a zombie type: walker, runner or brute", ref, id),
		    -1);
	case ZWD_P_EQUIP:
		if ((a = zwd_equip_find(c, rest)) >= 0)
			return (a);
		return (
		    pb_err_set(err, PB_EDATA, "skill %s: %s takes an equipment card id", ref, id),
		    -1);
	}
	return (pb_err_set(err, PB_EDATA, "unknown skill %s", ref), -1);
}

/* zwd_skill_parse - resolve a skill reference; 1, or 0 with err */

int
zwd_skill_parse(
    const struct zwd_cards *c, const char *ref, struct zwd_skill_ref *out, struct pb_err *err)
{
	struct zwd_skill_ref r = { -1, 0, -1, 0 };
	const char          *rest;

	if ((r.fam = family_of(ref, 1, &rest)) < 0)
		return (pb_err_set(err, PB_EDATA, "unknown skill %s", ref), 0);
	if (zwd_families[r.fam].param == ZWD_P_SKILL) {
		if (*rest == '\0' || (r.fam2 = family_of(rest, 0, &rest)) < 0)
			return (pb_err_set(err, PB_EDATA, "skill %s: %s takes a skill", ref,
			            zwd_families[r.fam].id),
			    0);
		if ((r.arg2 = arg_of(c, ref, r.fam2, rest, err)) < 0)
			return (0);
	} else if ((r.arg = arg_of(c, ref, r.fam, rest, err)) < 0)
		return (0);
	*out = r;
	return (1);
}

/* nargs - how many parameters family f takes (0 none: one ref) */

static int
nargs(const struct zwd_cards *c, int f)
{
	switch (zwd_families[f].param) {
	case ZWD_P_ACTION:
		return ((int)PB_NELEM(action_names));
	case ZWD_P_ZOMBIE:
		return (ZWD_NZTYPES);
	case ZWD_P_EQUIP:
		return (c->nequips);
	default:
		return (1);
	}
}

/* slug_is - word is the slug of r's name in a language */

static int
slug_is(const struct zwd_cards *c, const struct zwd_skill_ref *r, const char *word)
{
	char *name, *slug;
	int   l, hit = 0;

	for (l = 0; l < ZWD_NLANGS && !hit; l++) {
		name = zwd_skill_name(c, r, l);
		slug = zwd_slug(name);
		hit = strcmp(slug, word) == 0;
		free(slug);
		free(name);
	}
	return (hit);
}

static const char *family_name(const struct zwd_cards *, int, int);

/* could_be - w starts as the slug of family f's name in a language (up
 * to its parameter): only then are its parameters tried */

static int
could_be(const struct zwd_cards *c, int f, const char *w)
{
	const char *name, *at;
	char       *head, *slug;
	int         l, hit = 0;

	for (l = 0; l < ZWD_NLANGS && !hit; l++) {
		name = family_name(c, f, l);
		at = strstr(name, "%s");
		head = at ? pb_strndup(name, (size_t)(at - name)) : pb_strdup(name);
		slug = zwd_slug(head);
		hit = strncmp(w, slug, strlen(slug)) == 0;
		free(slug);
		free(head);
	}
	return (hit);
}

/* by_name - the skill whose name in a language, as a slug, is word; 1 or 0 */

static int
by_name(const struct zwd_cards *c, const char *w, struct zwd_skill_ref *out)
{
	struct zwd_skill_ref r = { -1, 0, -1, 0 };

	for (r.fam = 0; r.fam < zwd_nfamilies; r.fam++) {
		if (!could_be(c, r.fam, w))
			continue;
		if (zwd_families[r.fam].param != ZWD_P_SKILL) {
			r.fam2 = -1;
			for (r.arg = 0; r.arg < nargs(c, r.fam); r.arg++)
				if (slug_is(c, &r, w))
					return (*out = r, 1);
			continue;
		}
		r.arg = 0;
		for (r.fam2 = 0; r.fam2 < zwd_nfamilies; r.fam2++)
			for (r.arg2 = 0;
			     zwd_families[r.fam2].param != ZWD_P_SKILL && r.arg2 < nargs(c, r.fam2);
			     r.arg2++)
				if (slug_is(c, &r, w))
					return (*out = r, 1);
	}
	return (0);
}

/* zwd_skill_read - a skill a player names: its reference, or its name in
 * any language as one word (zwd_slug()); 1, or 0 with err */

int
zwd_skill_read(
    const struct zwd_cards *c, const char *word, struct zwd_skill_ref *out, struct pb_err *err)
{
	char *w;
	int   hit;

	if (zwd_skill_parse(c, word, out, err))
		return (1);
	w = zwd_slug(word);
	hit = by_name(c, w, out);
	free(w);
	return (hit ? 1 : (pb_err_set(err, PB_EDATA, "unknown skill %s", word), 0));
}

/* zwd_skill_is_guard - a Guard skill: the families that say so */

int
zwd_skill_is_guard(const struct zwd_skill_ref *r)
{
	return (r->fam >= 0 && zwd_families[r->fam].guard);
}

/* family_name - a family's name in lang, English if none */

static const char *
family_name(const struct zwd_cards *c, int f, int lang)
{
	const struct zwd_skill *s = &c->skills[f];

	return (s->name[lang] != NULL ? s->name[lang]
	        : s->name[0]          ? s->name[0]
	                              : zwd_families[f].id);
}

/* compose - "NAME: PARAM", or PARAM in place of %s in NAME */

static char *
compose(const char *name, const char *param)
{
	const char *at;

	if (param == NULL)
		return (pb_strdup(name));
	if ((at = strstr(name, "%s")) != NULL)
		return (pb_asprintf("%.*s%s%s", (int)(at - name), name, param, at + 2));
	return (pb_asprintf("%s: %s", name, param));
}

/* one_name - the name of family f with argument a, caller frees */

static char *
one_name(const struct zwd_cards *c, int f, int a, int lang)
{
	const char *param = NULL;

	switch (zwd_families[f].param) {
	case ZWD_P_ACTION:
		param = action_names[a][lang];
		break;
	case ZWD_P_ZOMBIE:
		param = zombie_names[a][lang];
		break;
	case ZWD_P_EQUIP:
		param = zwd_name(&c->equips[a].n, lang);
		break;
	}
	return (compose(family_name(c, f, lang), param));
}

/* zwd_skill_name - a skill's name in a language, caller frees */

char *
zwd_skill_name(const struct zwd_cards *c, const struct zwd_skill_ref *r, int lang)
{
	char *inner, *name;

	if (lang < 0 || lang >= ZWD_NLANGS)
		lang = 0;
	if (r->fam2 < 0)
		return (one_name(c, r->fam, r->arg, lang));
	inner = one_name(c, r->fam2, r->arg2, lang);
	name = compose(family_name(c, r->fam, lang), inner);
	free(inner);
	return (name);
}

/* ---- the [skill FAMILY] sections ------------------------------------ */

/* section_family - the family of "skill ID", -1 for another section */

static int
section_family(const char *section)
{
	int i;

	if (strncmp(section, "skill ", 6) != 0)
		return (-1);
	for (i = 0; i < zwd_nfamilies; i++)
		if (strcmp(section + 6, zwd_families[i].id) == 0)
			return (i);
	return (zwd_nfamilies);
}

/* zwd_skill_section - take "[skill FAMILY]": 1, 0 with err, -1 none */

int
zwd_skill_section(void *cards, const char *section, struct pb_err *err)
{
	struct zwd_cards *c = cards;
	int               f = section_family(section);

	if (f < 0)
		return (-1);
	if (f == zwd_nfamilies)
		return (pb_err_set(err, PB_EDATA,
		            "[%s]: unknown skill family (pbemd-zwd-cards(5), SKILLS)", section),
		    0);
	if (c->skills[f].seen)
		return (pb_err_set(err, PB_EDATA, "[%s]: given twice", section), 0);
	c->skills[f].seen = 1;
	return (1);
}

/* zwd_skill_key - a key of "[skill FAMILY]"; again, it continues */

int
zwd_skill_key(
    void *cards, const char *section, const char *key, const char *value, struct pb_err *err)
{
	static const char *const keys[] = { "name", "name_it", "name_es", "text", "text_it",
		"text_es", NULL };
	struct zwd_cards        *c = cards;
	struct zwd_skill        *s = &c->skills[section_family(section)];
	char                   **slot, *joined;
	int                      k = word_at(keys, key);

	if (k < 0)
		return (pb_err_set(err, PB_EDATA, "[%s]: unknown key %s", section, key), 0);
	if (strlen(value) > PACKINI_MAXVALUE)
		return (pb_err_set(err, PB_EDATA, "[%s]: %s is too long", section, key), 0);
	slot = k < 3 ? &s->name[k] : &s->text[k - 3];
	if (*slot != NULL) {
		joined = pb_asprintf("%s %s", *slot, value);
		free(*slot);
		*slot = joined;
	} else
		*slot = pb_strdup(value);
	return (1);
}

/* zwd_skills_free - the names of every family */

void
zwd_skills_free(struct zwd_cards *c)
{
	int i, l;

	if (c->skills == NULL)
		return;
	for (i = 0; i < zwd_nfamilies; i++)
		for (l = 0; l < ZWD_NLANGS; l++) {
			free(c->skills[i].name[l]);
			free(c->skills[i].text[l]);
		}
	free(c->skills);
	c->skills = NULL;
}
