/*++
/* NAME
/*	zwd_surv 3
/* SUMMARY
/*	Zombicide: White Death, a survivor: level, actions, inventory
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	int	zwd_level(int ap);
/*	int	zwd_picks_due(const struct zwd_state *s, int i);
/*	int	zwd_pick_level(int k);
/*	int	zwd_actions_per_turn(const struct zwd_state *s, int i);
/*	const char *zwd_surv_name(const struct zwd_state *s, int i);
/*	const char *zwd_surv_id(const struct zwd_state *s, int i);
/*	const char *zwd_label(const struct zwd_state *s, int z);
/*	const char *zwd_card_name(const struct zwd_state *s, int e);
/*	int	zwd_surv_find(const struct zwd_state *s, const char *word);
/*	int	zwd_surv_zone(const struct zwd_state *s, int i);
/*	int	zwd_slot_free(const struct zwd_surv *sv, int from, int to);
/*	int	zwd_slot_of(const struct zwd_state *s, int i,
/*			const char *card);
/*	int	zwd_slot_fits(const struct zwd_state *s, int i, int card,
/*			int slot);
/*	int	zwd_give(struct zwd_state *s, int i, int card);
/*	void	zwd_discard(struct zwd_state *s, int card);
/*	void	zwd_danger(struct zwd_state *s);
/*	void	zwd_gain_ap(struct zwd_state *s, int i, int ap,
/*			struct pb_buf *pub);
/*	void	zwd_skills(const struct zwd_state *s, int i,
/*			struct zwd_skillset *set);
/*	void	zwd_defence(const struct zwd_state *s, int i,
/*			struct zwd_defence *d);
/*	void	zwd_skills_owned(const struct zwd_state *s, int i, int k,
/*			struct zwd_skillset *set);
/*	void	zwd_skills_fix(struct zwd_state *s, int i);
/*	void	zwd_shed(struct zwd_state *s, struct pb_buf *pub);
/*	unsigned zwd_surv_flags(const struct zwd_state *s, int i);
/*	unsigned zwd_surv_how(const struct zwd_state *s, int i);
/* DESCRIPTION
/*	zwd_level() is the danger level of an Adrenaline count: Blue 0-6,
/*	Yellow 7-18, Orange 19-42, Red 43 and more (digest 3.12).
/*	zwd_actions_per_turn() is 3, 4 from Yellow on (every survivor's
/*	Yellow skill is +1 Action).  zwd_picks_due() is how many skills
/*	survivor i has to pick, one per Orange and Red reached: 1 at
/*	Orange, 2 at Red; with Ultrared (s->ultrared) the AP count on past
/*	Red, each 43 a pass whose AP are ap % 43 (the rulebook's reset to
/*	0 plus the overflow; the level stays Red), and each pass's Orange
/*	and Red give one more pick (ZWD_MAXPICK at most).
/*	zwd_pick_level() is the level of pick k: Orange, Red, Orange...
/*
/*	zwd_surv_name() is survivor i's name, zwd_surv_id() its card id;
/*	zwd_surv_find() the survivor a word names (its id or its name,
/*	case and accents aside), -1 when none.  zwd_surv_zone() its zone,
/*	-1 when out.
/*
/*	Slots 0 and 1 are the Hands, 2 the Body, 3-7 the Backpack.
/*	zwd_slot_free() is the first empty slot in [from, to), -1 when
/*	none; zwd_slot_of() the slot of survivor i that holds the card a
/*	word names (its id, or its name with dashes for spaces), -1 when
/*	none.  zwd_slot_fits() says whether a card may go in a slot: the
/*	Hands take Hand cards, the Body Body cards and what the
/*	survivor's "body" key names (Yasuke's Katana), the Backpack any.
/*	zwd_give() puts a card in the first slot that takes it, Backpack
/*	first (a combat weapon: the Hands first, unless the team's standing
/*	choice, rules 4, says the Backpack), and returns the slot; -1 when full (the card is the
/*	caller's to discard).  zwd_discard() puts a card where a discarded
/*	card goes: the main deck's discard, or out of the game.
/*	zwd_danger() sets the board's danger level, the highest of the
/*	survivors in play.
/*	zwd_gain_ap() gives survivor i ap Adrenaline points: a new
/*	danger level says so on pub (with Ultrared, an Orange or Red
/*	reached again too), Yellow brings its extra Action at once, and
/*	the board's danger level follows.
/*	zwd_skills() is survivor i's skill set now: its tree's skills at
/*	Blue and Yellow when reached, its Guard Skill card's at Blue, at
/*	each pick due the one chosen (in pick order) or else the standing
/*	default of zwd_skill_default() with its player's standing
/*	preferences (prefer; with Ultrared: the tree's skills
/*	it lacks, then any skill: zwd_skill_gain()), and the skills of the non-weapon cards in
/*	its Hands and Body (a weapon's come with its attack), and the
/*	Brothers in Arms skills of the other survivors of its zone.
/*	zwd_skills_owned() the same before its pick k: what a choice at
/*	pick k is made against.
/*	zwd_defence() its defence against friendly fire and the zombie
/*	phase (zwd_combat_defence()): the best Armor value of the armour
/*	and shields in its Hands and Body, its skills, its zone mates,
/*	its player's standing choices (Lucky, Is That All?) and the cards
/*	Is That All? may discard (rules 1).
/*	zwd_skills_fix() makes the defaults of the levels reached and not
/*	chosen the survivor's choice (when its turn passes).
/*	zwd_shed() takes the cards that Is That All? discarded in an
/*	attack or a zombie phase (shed, counted by zwd_armour_wounds()):
/*	the last of the Backpack first, then the Body, then the Hands;
/*	each told on pub.
/*	zwd_surv_flags() is survivor i's standing effects now (ZWD_T_* of
/*	zwd_skill_traits(), its zone mates' Brothers in Arms included);
/*	zwd_surv_how() how its steps go on the map (zwd_map_step_ok()):
/*	ZWD_HOW_CLIMBER with Wall Climber, from rules 2 (before, it
/*	climbed only by Stairs and Rope Ladders, as it did).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_combat.h"
#include "games/zwd/zwd_skill.h"

int
zwd_level(int ap)
{
	if (ap >= ZWD_AP_RED)
		return (ZWD_RED);
	if (ap >= ZWD_AP_ORANGE)
		return (ZWD_ORANGE);
	return (ap >= ZWD_AP_YELLOW ? ZWD_YELLOW : ZWD_BLUE);
}

int
zwd_pick_level(int k)
{
	return (ZWD_ORANGE + k % 2);
}

int
zwd_actions_per_turn(const struct zwd_state *s, int i)
{
	return (3 + (zwd_level(s->surv[i].ap) >= ZWD_YELLOW));
}

const char *
zwd_surv_name(const struct zwd_state *s, int i)
{
	return (s->pack->cards->survivors[s->surv[i].card].n.name);
}

const char *
zwd_surv_id(const struct zwd_state *s, int i)
{
	return (s->pack->cards->survivors[s->surv[i].card].n.id);
}

/* zwd_label - a zone's label */

const char *
zwd_label(const struct zwd_state *s, int z)
{
	return (s->map->zone[z].label);
}

/* zwd_card_name - an equipment card's English name */

const char *
zwd_card_name(const struct zwd_state *s, int e)
{
	return (s->pack->cards->equips[e].n.name);
}

/* same - word names what id and name name: the id, or the name folded */

static int
same(const char *word, const struct zwd_names *n)
{
	char *f, *p;
	int   l, hit = strcmp(word, n->id) == 0;

	for (l = 0; l < ZWD_NLANGS && !hit; l++) {
		f = lang_fold(zwd_name(n, l));
		for (p = f; *p; p++)
			if (*p == ' ')
				*p = '-';
		p = lang_fold(word);
		hit = strcmp(p, f) == 0;
		free(p);
		free(f);
	}
	return (hit);
}

int
zwd_surv_find(const struct zwd_state *s, const char *word)
{
	int i;

	for (i = 0; i < s->nsurv; i++)
		if (same(word, &s->pack->cards->survivors[s->surv[i].card].n))
			return (i);
	return (-1);
}

int
zwd_surv_zone(const struct zwd_state *s, int i)
{
	return (s->surv[i].out ? -1 : s->board->surv[i]);
}

int
zwd_slot_free(const struct zwd_surv *sv, int from, int to)
{
	int k;

	for (k = from; k < to; k++)
		if (sv->slot[k] < 0)
			return (k);
	return (-1);
}

int
zwd_slot_of(const struct zwd_state *s, int i, const char *card)
{
	int k;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[k] >= 0
		    && same(card, &s->pack->cards->equips[s->surv[i].slot[k]].n))
			return (k);
	return (-1);
}

int
zwd_slot_fits(const struct zwd_state *s, int i, int card, int slot)
{
	const struct zwd_equip    *e = &s->pack->cards->equips[card];
	const struct zwd_survivor *sv = &s->pack->cards->survivors[s->surv[i].card];

	if (slot >= ZWD_PACK0)
		return (1);
	if (slot < ZWD_BODYSLOT)
		return (e->slot == ZWD_HAND || e->slot == ZWD_ANY);
	return (e->slot == ZWD_BODY || e->slot == ZWD_ANY
	    || (sv->body != NULL && strcmp(sv->body, e->n.id) == 0));
}

int
zwd_give(struct zwd_state *s, int i, int card)
{
	static const int pack[ZWD_SLOTS] = { 3, 4, 5, 6, 7, 0, 1, 2 };
	static const int arms[ZWD_SLOTS] = { 0, 1, 3, 4, 5, 6, 7, 2 };
	const int       *order = pack;
	int              k, kind = s->pack->cards->equips[card].kind;

	if ((kind == ZWD_MELEE || kind == ZWD_RANGED || kind == ZWD_MAGIC)
	    && !(s->pack->rev >= 4 && s->to_pack)) /* rules 4: the team's standing choice */
		order = arms; /* a weapon ready to strike */
	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[order[k]] < 0 && zwd_slot_fits(s, i, card, order[k])) {
			s->surv[i].slot[order[k]] = card;
			return (order[k]);
		}
	return (-1);
}

void
zwd_discard(struct zwd_state *s, int card)
{
	deck_push(s->pack->cards->equips[card].deck == ZWD_MAIN ? &s->ediscard : &s->eout, card);
}

void
zwd_danger(struct zwd_state *s)
{
	int i, d = ZWD_BLUE;

	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out && zwd_level(s->surv[i].ap) > d)
			d = zwd_level(s->surv[i].ap);
	s->board->danger = d;
}

/* zwd_gain_ap - ap Adrenaline points to survivor i */

void
zwd_gain_ap(struct zwd_state *s, int i, int ap, struct pb_buf *pub)
{
	int before = zwd_level(s->surv[i].ap), picks = zwd_picks_due(s, i);

	s->surv[i].ap += ap;
	if (zwd_level(s->surv[i].ap) > before) {
		if (before < ZWD_YELLOW && !s->surv[i].done)
			s->surv[i].actions++;
		pb_buf_line(pub, "%s reaches a new danger level.", zwd_surv_name(s, i));
	} else if (zwd_picks_due(s, i) > picks && zwd_pick_level(picks) == ZWD_RED)
		pb_buf_line(pub, "%s reaches Red again (Ultrared).", zwd_surv_name(s, i));
	else if (zwd_picks_due(s, i) > picks)
		pb_buf_line(pub, "%s reaches Orange again (Ultrared).", zwd_surv_name(s, i));
	zwd_danger(s);
}

/* zwd_picks_due - the Orange and Red survivor i has reached: its picks */

int
zwd_picks_due(const struct zwd_state *s, int i)
{
	int ap = s->surv[i].ap, n;

	if (s->ultrared) /* AP counted on: the pass's AP are ap % ZWD_AP_RED */
		n = 2 * (ap / ZWD_AP_RED) + (ap % ZWD_AP_RED >= ZWD_AP_ORANGE);
	else
		n = (ap >= ZWD_AP_ORANGE) + (ap >= ZWD_AP_RED);
	return (n < ZWD_MAXPICK ? n : ZWD_MAXPICK);
}

/* pick_skill - survivor i's pick k (Orange, Red, Orange...), owned so far; fam -1 none */

static void
pick_skill(const struct zwd_state *s, int i, int k, const struct zwd_skillset *owned,
    struct zwd_skill_ref *r)
{
	if (k < s->surv[i].npick)
		*r = s->surv[i].pick[k];
	else
		zwd_skill_default(s->pack->cards, s->surv[i].card, zwd_pick_level(k), owned,
		    s->surv[i].prefer.r, s->surv[i].prefer.n, r);
}

/* skills_upto - survivor i's skills before its pick top, and its cards' */

static void
skills_upto(const struct zwd_state *s, int i, int top, struct zwd_skillset *set)
{
	const struct zwd_cards *c = s->pack->cards;
	const struct zwd_equip *e;
	struct zwd_skill_ref    opts[ZWD_MAXSKILLS], r;
	int                     lv, k, n;

	memset(set, 0, sizeof(*set));
	for (lv = ZWD_BLUE; lv <= zwd_level(s->surv[i].ap) && lv <= ZWD_YELLOW; lv++) {
		n = zwd_skill_gain(c, s->surv[i].card, lv, set, opts, ZWD_MAXSKILLS);
		for (k = 0; k < n; k++)
			zwd_skillset_add(set, &opts[k]);
		if (lv == ZWD_BLUE && s->surv[i].gcard >= 0)
			zwd_skillset_add(set, &c->gskills[s->surv[i].gcard].skill);
	}
	for (k = 0; k < top; k++) {
		pick_skill(s, i, k, set, &r);
		if (r.fam >= 0)
			zwd_skillset_add(set, &r);
	}
	for (k = ZWD_HAND0; k <= ZWD_BODYSLOT; k++) {
		if (s->surv[i].slot[k] < 0)
			continue;
		e = &c->equips[s->surv[i].slot[k]];
		if (e->kind == ZWD_MELEE || e->kind == ZWD_RANGED || e->kind == ZWD_MAGIC)
			continue;
		for (n = 0; n < e->nskill; n++)
			zwd_skillset_add(set, &e->skill[n]);
	}
}

/* zwd_skills - survivor i's skill set now, with its zone mates' Brothers in Arms */

void
zwd_skills(const struct zwd_state *s, int i, struct zwd_skillset *set)
{
	struct zwd_skillset mate;
	int                 k, z = zwd_surv_zone(s, i);

	skills_upto(s, i, zwd_picks_due(s, i), set);
	for (k = 0; k < s->nsurv && z >= 0; k++)
		if (k != i && zwd_surv_zone(s, k) == z) {
			skills_upto(s, k, zwd_picks_due(s, k), &mate);
			zwd_skillset_join(set, &mate);
		}
}

/* zwd_skills_owned - survivor i's skills before its pick k (the choice's context) */

void
zwd_skills_owned(const struct zwd_state *s, int i, int k, struct zwd_skillset *set)
{
	skills_upto(s, i, k, set);
}

/* zwd_defence - survivor i's Armor and the skills that bear on it */

void
zwd_defence(const struct zwd_state *s, int i, struct zwd_defence *d)
{
	const struct zwd_equip *e;
	struct zwd_skillset     set;
	int                     k, best = 0;

	for (k = ZWD_HAND0; k <= ZWD_BODYSLOT; k++) {
		if (s->surv[i].slot[k] < 0)
			continue;
		e = &s->pack->cards->equips[s->surv[i].slot[k]];
		if ((e->kind == ZWD_ARMOUR || e->kind == ZWD_SHIELD) && e->armour > 0
		    && (best == 0 || e->armour < best))
			best = e->armour;
	}
	zwd_skills(s, i, &set);
	zwd_combat_defence(&set, zwd_mates(s, i), best, &s->surv[i].stance, d);
	for (k = 0; k < ZWD_SLOTS && s->pack->rev >= 1; k++)
		d->cards += s->surv[i].slot[k] >= 0; /* Is That All?'s to discard */
}

/* shed_one - survivor i's card Is That All? discards: the Backpack's last, then Body, Hands */

static void
shed_one(struct zwd_state *s, int i, struct pb_buf *pub)
{
	static const int order[ZWD_SLOTS] = { 7, 6, 5, 4, 3, 2, 1, 0 };
	int              k, e;

	for (k = 0; k < ZWD_SLOTS; k++)
		if ((e = s->surv[i].slot[order[k]]) >= 0) {
			s->surv[i].slot[order[k]] = -1;
			zwd_discard(s, e);
			pb_buf_line(pub, "%s discards %s: Is That All You've Got?", zwd_surv_name(s, i),
			    s->pack->cards->equips[e].n.name);
			return;
		}
}

/* zwd_shed - the cards Is That All? discarded to ignore Wounds, taken */

void
zwd_shed(struct zwd_state *s, struct pb_buf *pub)
{
	int i;

	for (i = 0; i < s->nsurv; i++)
		for (; s->surv[i].shed > 0; s->surv[i].shed--)
			shed_one(s, i, pub);
}

/* zwd_skills_fix - the defaults of the levels reached become the choice */

void
zwd_skills_fix(struct zwd_state *s, int i)
{
	struct zwd_skillset  set;
	struct zwd_skill_ref r;
	int                  k = s->surv[i].npick;

	if (k >= zwd_picks_due(s, i))
		return;
	zwd_skills_owned(s, i, k, &set);
	pick_skill(s, i, k, &set, &r);
	s->surv[i].pick[s->surv[i].npick++] = r;
	zwd_skills_fix(s, i);
}

unsigned
zwd_surv_flags(const struct zwd_state *s, int i)
{
	struct zwd_skillset set;
	struct zwd_traits   t;

	zwd_skills(s, i, &set);
	zwd_skill_traits(&set, zwd_mates(s, i), &t);
	return (t.flags);
}

unsigned
zwd_surv_how(const struct zwd_state *s, int i)
{
	if (s->pack->rev >= 2 && (zwd_surv_flags(s, i) & ZWD_T_CLIMBER))
		return (ZWD_HOW_CLIMBER);
	return (0);
}
