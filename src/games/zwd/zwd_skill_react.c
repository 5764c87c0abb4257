/*++
/* NAME
/*	zwd_skill_react 3
/* SUMMARY
/*	White Death skills that act out of Turn: standing choices
/* SYNOPSIS
/*	#include "games/zwd/zwd_skill.h"
/*
/*	int	zwd_stance_set(struct zwd_stance *st, const char *key,
/*			const char *value, struct pb_err *err);
/*	const char *zwd_stance_word(int key, int value, int lang);
/*	int	zwd_stance_values(int key);
/*
/*	int	zwd_react_reflexes(const struct zwd_traits *t,
/*			const struct zwd_stance *st, int range,
/*			const int *dice);
/*	int	zwd_react_sidestep(const struct zwd_traits *t,
/*			const struct zwd_stance *st, int range, int own,
/*			const int *zombies, int n);
/*	int	zwd_react_flee(int own, const int *zombies, int n);
/*	int	zwd_react_lucky(const struct zwd_stance *st, int dice,
/*			int successes);
/*	int	zwd_react_fearless(const struct zwd_traits *t, int ztype);
/*	int	zwd_react_link(const struct zwd_traits *t,
/*			const struct zwd_stance *st);
/*	int	zwd_react_willing(const struct zwd_stance *st, int key);
/*	int	zwd_react_armour(const struct zwd_traits *t, int armour);
/*	int	zwd_react_destiny(const struct zwd_traits *t,
/*			const struct zwd_stance *st, int aaahh, int used);
/*	int	zwd_react_wounds(const struct zwd_traits *t,
/*			const struct zwd_stance *st, int wounds, int taken,
/*			int limit, int cards, int *discard);
/*	int	zwd_react_heal(const struct zwd_traits *t, int wounds,
/*			int medics, int *healed);
/*	void	zwd_react_order(const struct zwd_stance *const *st,
/*			const unsigned *flags, int n, int *order);
/* DESCRIPTION
/*	The zombie phase never waits on a mail: every skill that acts out
/*	of its owner's Turn is automatic or follows a standing choice of
/*	its player (struct zwd_stance, all 0 by default), and these
/*	functions make the choice.
/*
/*	zwd_stance_set() sets one choice from words in any of the three
/*	languages (case does not matter); 1, or 0 with err naming the
/*	words.  zwd_stance_word() is the word of a key (value -1) or of a
/*	value in a language; zwd_stance_values() how many values a key
/*	has.
/*
/*	zwd_react_reflexes(): Combat Reflexes on a spawn at range: the
/*	kind of attack (ZWD_MELEE, ZWD_RANGED, ZWD_MAGIC) with the most
/*	dice that can reach, dice[kind] (0: no weapon of that kind
/*	reaches); Melee first on a tie, then Ranged; -1 for none.
/*	zwd_react_sidestep(): Sidestep on a spawn at range: the index of
/*	the Zone to move to among n, zombies[i] its zombies (-1: it
/*	cannot go there); -1 to stay.  By default it flees a spawn in its
/*	own Zone (own zombies there) to the Zone with the fewest zombies,
/*	if that is fewer, the first listed on a tie.
/*	zwd_react_lucky(): whether to reroll a roll of dice with some
/*	successes (an attack or an Armor roll).
/*	zwd_react_fearless(): Fearless ignores the Wounds of that type.
/*	zwd_react_flee(): Sidestep's choice alone, for any survivor
/*	fleeing a Zone with own zombies.
/*	zwd_react_link(): what Zombie Link's Turn at a Zombie Siege card,
/*	before the zombies act, is made of by its player's standing order:
/*	ZWD_LINK_ATTACK (the default), ZWD_LINK_FLEE, ZWD_LINK_NONE (off,
/*	or no Zombie Link); several such survivors in seat order.  The
/*	word "orders" (ordini, ordenes) of revision 2, when its Turn was
/*	never played, is read as the default.  zwd_react_willing():
/*	whether the survivor takes a Born Leader's free Action (key
/*	ZWD_ST_LEADER) or lets itself be rescued (ZWD_ST_RESCUE).
/*	zwd_react_armour(): the value an Armor roll needs, armour the
/*	one its equipment gives (0 none): with Iron Skin 5+ bare, else
/*	one less (+1 to each die; 2+ at best: a 1 fails); 0 no roll.
/*	zwd_react_destiny(): whether Destiny discards a card just drawn
/*	out of the survivor's own mail (aaahh: an Aaahh!! card; used:
/*	Destiny served this Turn): by default only an Aaahh!! card.
/*	zwd_react_wounds(): the Wounds a survivor with wounds takes of
/*	taken (after Armor rolls): Tough ignores the first, then Is That
/*	All? discards up to cards cards (*discard) to ignore one each;
/*	limit is the Wounds that eliminate.
/*	zwd_react_heal(): the End Phase: each of medics Medics of its Zone
/*	heals 1 Wound (*healed, which the Medics share 1 AP each in seat
/*	order), then Regeneration heals the rest; the Wounds left.
/*	zwd_react_order(): the survivors' order in the Players Phase,
/*	order[] of n seats: Tacticians that chose "first", then everyone
/*	in seat order, then Tacticians that chose "last".
/* SEE ALSO
/*	zwd_skill(3h), pbemd-zwd(7) SKILLS.
/*--*/

/* System. */
#include <stdlib.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_skill.h"

#define NVALS 3

/* Each key and its values, the default first: en, it, es. */
static const struct {
	const char *key[ZWD_NLANGS];
	const char *val[NVALS][ZWD_NLANGS];
} stkeys[ZWD_ST_N] = {
	{ { "reflexes", "riflessi", "reflejos" },
	    { { "attack", "attacca", "ataca" }, { "off", "no", "no" } } },
	{ { "sidestep", "scarto", "paso" },
	    { { "flee", "fuggi", "huye" }, { "off", "no", "no" } } },
	{ { "lucky", "fortunato", "afortunado" },
	    { { "half", "meta", "mitad" }, { "fail", "fallito", "fallo" },
	        { "off", "no", "no" } } },
	{ { "link", "legame", "vinculo" },
	    { { "attack", "attacca", "ataca" }, { "off", "no", "no" },
	        { "flee", "fuggi", "huye" } } },
	{ { "leader", "leader", "lider" },
	    { { "accept", "accetta", "acepta" }, { "refuse", "rifiuta", "rechaza" } } },
	{ { "tactician", "tattico", "tactico" },
	    { { "seat", "posto", "turno" }, { "first", "primo", "primero" },
	        { "last", "ultimo", "ultimo" } } },
	{ { "isthatall", "tuttoqui", "esoestodo" },
	    { { "save", "salva", "salva" }, { "always", "sempre", "siempre" },
	        { "off", "no", "no" } } },
	{ { "destiny", "destino", "destino" },
	    { { "aaahh", "aaahh", "aaahh" }, { "off", "no", "no" } } },
	{ { "rescue", "salvatore", "salvador" },
	    { { "willing", "accetta", "acepta" }, { "stay", "resta", "quedarse" } } },
};

/* Words of revision 2 still read (saved mails replay): a key's value. */
static const struct {
	int         key, val;
	const char *w[ZWD_NLANGS];
} old_words[] = {
	{ ZWD_ST_ZLINK, 0, { "orders", "ordini", "ordenes" } },
};

/* The values by name, for the code below. */
enum { REFLEX_OFF = 1, SIDESTEP_OFF = 1, LUCKY_FAIL = 1, LUCKY_OFF = 2 };
enum { TACT_FIRST = 1, TACT_LAST = 2, ITA_ALWAYS = 1, ITA_OFF = 2 };
enum { LINK_OFF = 1, LINK_FLEE = 2 };

/* word_in - index of w among n words in any language, -1 */

static int
word_in(const char *const (*words)[ZWD_NLANGS], int n, const char *w)
{
	int i, l;

	for (i = 0; i < n; i++)
		for (l = 0; l < ZWD_NLANGS; l++)
			if (words[i][l] != NULL && strcasecmp(words[i][l], w) == 0)
				return (i);
	return (-1);
}

/* zwd_stance_values - how many values a key has */

int
zwd_stance_values(int key)
{
	int n = 0;

	while (n < NVALS && stkeys[key].val[n][0] != NULL)
		n++;
	return (n);
}

/* zwd_stance_set - one standing choice from words; 1, or 0 with err */

int
zwd_stance_set(struct zwd_stance *st, const char *key, const char *value, struct pb_err *err)
{
	size_t i;
	int    k, v, n;

	for (k = 0; k < ZWD_ST_N; k++)
		if (word_in(&stkeys[k].key, 1, key) == 0)
			break;
	if (k == ZWD_ST_N)
		return (pb_err_set(err, PB_EDATA,
		            "no standing choice %s: reflexes, sidestep, lucky, link, leader, "
		            "tactician, isthatall, destiny or rescue",
		            key),
		    0);
	n = zwd_stance_values(k);
	for (i = 0; i < PB_NELEM(old_words); i++)
		if (old_words[i].key == k && word_in(&old_words[i].w, 1, value) == 0) {
			st->v[k] = old_words[i].val;
			return (1);
		}
	if ((v = word_in(stkeys[k].val, n, value)) < 0)
		return (n > 2 ? pb_err_set(err, PB_EDATA, "%s takes %s, %s or %s", stkeys[k].key[0],
		            stkeys[k].val[0][0], stkeys[k].val[1][0], stkeys[k].val[2][0])
		              : pb_err_set(err, PB_EDATA, "%s takes %s or %s", stkeys[k].key[0],
		                  stkeys[k].val[0][0], stkeys[k].val[1][0]),
		    0);
	st->v[k] = v;
	return (1);
}

/* zwd_stance_word - a key's word (value -1) or a value's, in lang */

const char *
zwd_stance_word(int key, int value, int lang)
{
	if (key < 0 || key >= ZWD_ST_N || value < -1 || value >= zwd_stance_values(key))
		pb_panic("zwd_stance_word: %d %d", key, value);
	if (lang < 0 || lang >= ZWD_NLANGS)
		lang = 0;
	return (value < 0 ? stkeys[key].key[lang] : stkeys[key].val[value][lang]);
}

/* zwd_react_reflexes - Combat Reflexes: the attack's kind, -1 none */

int
zwd_react_reflexes(
    const struct zwd_traits *t, const struct zwd_stance *st, int range, const int *dice)
{
	static const int order[] = { ZWD_MELEE, ZWD_RANGED, ZWD_MAGIC };
	int              i, best = -1;

	if (!(t->flags & ZWD_T_REFLEXES) || st->v[ZWD_ST_REFLEXES] == REFLEX_OFF || range < 0
	    || range > 1)
		return (-1);
	for (i = 0; i < 3; i++)
		if (dice[order[i]] > 0 && (best < 0 || dice[order[i]] > dice[best]))
			best = order[i];
	return (best);
}

/* zwd_react_sidestep - Sidestep: the Zone to move to, -1 stay */

int
zwd_react_sidestep(const struct zwd_traits *t, const struct zwd_stance *st, int range, int own,
    const int *zombies, int n)
{
	if (!(t->flags & ZWD_T_SIDESTEP) || st->v[ZWD_ST_SIDESTEP] == SIDESTEP_OFF || range != 0)
		return (-1);
	return (zwd_react_flee(own, zombies, n));
}

/* zwd_react_flee - the Zone to flee to, fewer zombies than own; -1 */

int
zwd_react_flee(int own, const int *zombies, int n)
{
	int i, best = -1;

	for (i = 0; i < n; i++)
		if (zombies[i] >= 0 && zombies[i] < own && (best < 0 || zombies[i] < zombies[best]))
			best = i;
	return (best);
}

/* zwd_react_lucky - reroll a roll of dice with some successes */

int
zwd_react_lucky(const struct zwd_stance *st, int dice, int successes)
{
	switch (st->v[ZWD_ST_LUCKY]) {
	case LUCKY_OFF:
		return (0);
	case LUCKY_FAIL:
		return (successes < dice);
	}
	return (2 * successes < dice);
}

/* zwd_react_fearless - Fearless ignores Wounds of a zombie type */

int
zwd_react_fearless(const struct zwd_traits *t, int ztype)
{
	return (ztype >= 0 && ztype < ZWD_NZTYPES && (t->fearless & (1 << ztype)) != 0);
}

/* zwd_react_link - Zombie Link's Turn at a Zombie Siege card: what it does */

int
zwd_react_link(const struct zwd_traits *t, const struct zwd_stance *st)
{
	if (!(t->flags & ZWD_T_ZOMBIELINK) || st->v[ZWD_ST_ZLINK] == LINK_OFF)
		return (ZWD_LINK_NONE);
	return (st->v[ZWD_ST_ZLINK] == LINK_FLEE ? ZWD_LINK_FLEE : ZWD_LINK_ATTACK);
}

/* zwd_react_willing - takes a Born Leader's Action, or a Rescue */

int
zwd_react_willing(const struct zwd_stance *st, int key)
{
	if (key != ZWD_ST_LEADER && key != ZWD_ST_RESCUE)
		pb_panic("zwd_react_willing: key %d", key);
	return (st->v[key] == 0);
}

/* zwd_react_armour - the Armor roll's value with Iron Skin, 0 none */

int
zwd_react_armour(const struct zwd_traits *t, int armour)
{
	if (!(t->flags & ZWD_T_IRONSKIN))
		return (armour);
	if (armour == 0)
		return (5);
	return (armour > 2 ? armour - 1 : 2);
}

/* zwd_react_destiny - Destiny redraws a card just drawn */

int
zwd_react_destiny(const struct zwd_traits *t, const struct zwd_stance *st, int aaahh, int used)
{
	return ((t->flags & ZWD_T_DESTINY) && !used && aaahh && st->v[ZWD_ST_DESTINY] == 0);
}

/* zwd_react_wounds - Wounds taken of taken, after Tough and Is That All? */

int
zwd_react_wounds(const struct zwd_traits *t, const struct zwd_stance *st, int wounds, int taken,
    int limit, int cards, int *discard)
{
	int d = 0;

	if ((t->flags & ZWD_T_TOUGH) && taken > 0)
		taken--;
	if ((t->flags & ZWD_T_ISTHATALL) && taken > 0 && st->v[ZWD_ST_ISTHATALL] != ITA_OFF) {
		d = st->v[ZWD_ST_ISTHATALL] == ITA_ALWAYS ? taken : wounds + taken - (limit - 1);
		d = d < 0 ? 0 : d > cards ? cards : d;
		taken -= d;
	}
	*discard = d;
	return (taken);
}

/* zwd_react_heal - the End Phase's healing: the Wounds left */

int
zwd_react_heal(const struct zwd_traits *t, int wounds, int medics, int *healed)
{
	*healed = medics < wounds ? medics : wounds;
	wounds -= *healed;
	return ((t->flags & ZWD_T_REGEN) ? 0 : wounds);
}

/* zwd_react_order - the Players Phase's order of n seats */

void
zwd_react_order(const struct zwd_stance *const *st, const unsigned *flags, int n, int *order)
{
	int pass, i, k = 0, v;

	for (pass = 0; pass < 3; pass++)
		for (i = 0; i < n; i++) {
			v = (flags[i] & ZWD_T_TACTICIAN) ? st[i]->v[ZWD_ST_TACTICIAN] : 0;
			if ((pass == 0 && v == TACT_FIRST) || (pass == 1 && v == 0)
			    || (pass == 2 && v == TACT_LAST))
				order[k++] = i;
		}
}
