/*++
/* NAME
/*	zwd_skill_level 3
/* SUMMARY
/*	White Death skills gained with the Danger Level
/* SYNOPSIS
/*	#include "games/zwd/zwd_skill.h"
/*
/*	int	zwd_skill_gain(const struct zwd_cards *c, int surv,
/*			int level, const struct zwd_skillset *owned,
/*			struct zwd_skill_ref *opts, int max);
/*	int	zwd_skill_choose(const struct zwd_cards *c, int surv,
/*			int level, const struct zwd_skillset *owned,
/*			const char *word, struct zwd_skill_ref *out,
/*			struct pb_err *err);
/*	void	zwd_skill_default(const struct zwd_cards *c, int surv,
/*			int level, const struct zwd_skillset *owned,
/*			const struct zwd_skill_ref *prefs, int nprefs,
/*			struct zwd_skill_ref *out);
/* DESCRIPTION
/*	A survivor reaching a Danger Level gains the skills of its tree at
/*	that level that it does not hold yet (digest 3.12; Ultrared, 6):
/*	at Blue and Yellow all of them, at Orange and Red one of them.
/*	Once it holds its whole tree, each Orange and Red reached again
/*	gives one skill of the whole chapter (Ultrared).
/*
/*	zwd_skill_gain() the options of survivor surv (an index of
/*	c->survivors) reaching level, owned its skills: their count in
/*	opts (up to max), 0 when nothing is gained, or ZWD_OPEN: any
/*	skill of the chapter but the set-up ones.  At Blue and Yellow the
/*	caller adds every option; at Orange and Red one: the only one, or
/*	the player's choice among several.
/*
/*	zwd_skill_choose() reads a player's choice, word: a skill
/*	reference ("iron-skin", "reaper-melee") or a skill's name in any
/*	language as zwd_skill_name() writes it ("Pelle di ferro"); 1 with
/*	out, or 0 with err (what may be chosen).
/*
/*	zwd_skill_default() the choice of a player who has not chosen:
/*	the first of the player's standing preferences prefs (nprefs
/*	references, kept as a skill set: zwd_skillset_save()) that is an
/*	option; else the first option of the tree; for ZWD_OPEN the first
/*	skill of the chapter's order it does not hold (an action skill
/*	with Combat first, Improvised with Melee).  *out is { -1, 0, -1,
/*	0 } when there is nothing to gain.
/* SEE ALSO
/*	zwd_skill(3h), pbemd-zwd(7) SKILLS.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_skill.h"

#define MAXOPTS 8

/* whole_tree - surv holds every skill of its tree */

static int
whole_tree(const struct zwd_survivor *s, const struct zwd_skillset *owned)
{
	int l, i;

	for (l = 0; l < ZWD_NLEVELS; l++)
		for (i = 0; i < s->nskill[l]; i++)
			if (!zwd_skillset_holds(owned, &s->skill[l][i]))
				return (0);
	return (1);
}

/* zwd_skill_gain - the options of a level reached; count, 0, ZWD_OPEN */

int
zwd_skill_gain(const struct zwd_cards *c, int surv, int level, const struct zwd_skillset *owned,
    struct zwd_skill_ref *opts, int max)
{
	const struct zwd_survivor *s;
	int                        i, n = 0;

	if (surv < 0 || surv >= c->nsurvivors || level < 0 || level >= ZWD_NLEVELS)
		pb_panic("zwd_skill_gain: survivor %d level %d", surv, level);
	s = &c->survivors[surv];
	for (i = 0; i < s->nskill[level]; i++)
		if (!zwd_skillset_holds(owned, &s->skill[level][i]) && n < max)
			opts[n++] = s->skill[level][i];
	if (n == 0 && level >= ZWD_ORANGE && whole_tree(s, owned))
		return (ZWD_OPEN);
	return (n);
}

/* open_ok - r may be taken from the whole chapter */

static int
open_ok(const struct zwd_skillset *owned, const struct zwd_skill_ref *r)
{
	struct pb_err err;

	return (zwd_skill_class(r->fam) != ZWD_SC_SETUP && !zwd_skillset_holds(owned, r)
	    && zwd_skill_valid(r, "", &err));
}

/* named - word is r's name in a language */

static int
named(const struct zwd_cards *c, const struct zwd_skill_ref *r, const char *word)
{
	char *name;
	int   l, same = 0;

	for (l = 0; l < ZWD_NLANGS && !same; l++) {
		name = zwd_skill_name(c, r, l);
		same = strcasecmp(name, word) == 0;
		free(name);
	}
	return (same);
}

/* options_err - "W is not a choice here; the choices: A; B." into err,
 * the skills' English names between "; " (the arbiter names each in
 * the reader's language: zwd_words_of()); 0 */

static int
options_err(const struct zwd_cards *c, const char *word, const struct zwd_skill_ref *opts, int n,
    struct pb_err *err)
{
	struct pb_buf b;
	char         *name;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < n; i++) {
		name = zwd_skill_name(c, &opts[i], 0);
		pb_buf_printf(&b, "%s%s", i == 0 ? "" : "; ", name);
		free(name);
	}
	pb_err_set(err, PB_EDATA, "%s is not a choice here; the choices: %s.", word, b.s);
	pb_buf_free(&b);
	return (0);
}

/* zwd_skill_choose - a player's choice; 1 with out, or 0 with err */

int
zwd_skill_choose(const struct zwd_cards *c, int surv, int level, const struct zwd_skillset *owned,
    const char *word, struct zwd_skill_ref *out, struct pb_err *err)
{
	struct zwd_skill_ref opts[MAXOPTS], r;
	struct pb_err        e2;
	int                  i, known, n = zwd_skill_gain(c, surv, level, owned, opts, MAXOPTS);

	if (n == 0 || level < ZWD_ORANGE)
		return (pb_err_set(err, PB_EDATA, "no skill to choose at this level"), 0);
	if (n == ZWD_OPEN) {
		if (!zwd_skill_read(c, word, &r, &e2) || !zwd_skill_valid(&r, word, &e2))
			return (pb_err_set(err, PB_EDATA,
			            "%s (any skill of the list may be chosen, "
			            "by its reference or its name)",
			            e2.msg),
			    0);
		if (!open_ok(owned, &r))
			return (
			    pb_err_set(err, PB_EDATA, "%s: already held, or a set-up skill", word),
			    0);
		*out = r;
		return (1);
	}
	known = zwd_skill_read(c, word, &r, &e2);
	for (i = 0; i < n; i++)
		if ((known && zwd_skill_same(&r, &opts[i])) || named(c, &opts[i], word)) {
			*out = opts[i];
			return (1);
		}
	return (options_err(c, word, opts, n, err));
}

/* first_open - the first skill of the chapter's order not held */

static void
first_open(const struct zwd_skillset *owned, struct zwd_skill_ref *out)
{
	static const int     action_args[] = { ZWD_PA_COMBAT, ZWD_PA_MELEE, ZWD_PA_RANGED,
		    ZWD_PA_MAGIC };
	struct zwd_skill_ref r = { -1, 0, -1, 0 };
	int                  sk, a, nargs;

	for (sk = 0; sk < zwd_nfamilies; sk++) {
		if (zwd_families[sk].param == ZWD_P_SKILL || zwd_families[sk].param == ZWD_P_EQUIP)
			continue;
		nargs = zwd_families[sk].param == ZWD_P_ACTION ? 4
		    : zwd_families[sk].param == ZWD_P_ZOMBIE   ? ZWD_NZTYPES
		                                               : 1;
		for (a = 0; a < nargs; a++) {
			r.fam = sk;
			r.arg = zwd_families[sk].param == ZWD_P_ACTION ? action_args[a] : a;
			if (sk == ZWD_SK_IMPROVISED && r.arg != ZWD_PA_MELEE
			    && r.arg != ZWD_PA_RANGED)
				continue;
			if (open_ok(owned, &r)) {
				*out = r;
				return;
			}
		}
	}
	out->fam = -1;
}

/* zwd_skill_default - the choice of a player who has not chosen */

void
zwd_skill_default(const struct zwd_cards *c, int surv, int level, const struct zwd_skillset *owned,
    const struct zwd_skill_ref *prefs, int nprefs, struct zwd_skill_ref *out)
{
	static const struct zwd_skill_ref none = { -1, 0, -1, 0 };
	struct zwd_skill_ref              opts[MAXOPTS];
	int i, j, n = zwd_skill_gain(c, surv, level, owned, opts, MAXOPTS);

	*out = none; /* whole: a pick of nothing is saved as it is */
	if (n == ZWD_OPEN) {
		for (i = 0; i < nprefs; i++)
			if (open_ok(owned, &prefs[i])) {
				*out = prefs[i];
				return;
			}
		first_open(owned, out);
		return;
	}
	for (i = 0; i < nprefs; i++)
		for (j = 0; j < n; j++)
			if (zwd_skill_same(&prefs[i], &opts[j])) {
				*out = opts[j];
				return;
			}
	if (n > 0)
		*out = opts[0];
}
