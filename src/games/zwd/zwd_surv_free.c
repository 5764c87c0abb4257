/*++
/* NAME
/*	zwd_surv_free 3
/* SUMMARY
/*	Zombicide: White Death, a survivor's free Actions
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	int	zwd_mates(const struct zwd_state *s, int i);
/*	int	zwd_special_arg(const struct zwd_state *s, int i, int sk);
/*	void	zwd_budget_left(const struct zwd_state *s, int i,
/*			struct zwd_budget *b);
/*	int	zwd_can_pay(const struct zwd_state *s, int i, unsigned kind,
/*			int dual, int n);
/*	int	zwd_pay(struct zwd_state *s, int i, unsigned kind, int dual,
/*			int n);
/*	int	zwd_free_left(const struct zwd_state *s, int i);
/*	void	zwd_turn_reset(struct zwd_surv *sv);
/*	char	*zwd_free_text(const struct zwd_state *s, int i, int lang);
/* DESCRIPTION
/*	The free Actions that skills give (digest section 3, "Free
/*	Actions"; section 4: "+1 free [type] Action", Spellcaster, Dual
/*	Expert) are spent before the survivor's own Actions.  The skills
/*	say which there are (zwd_skill_budget() of the survivor's skill
/*	set now, its zone mates' Brothers in Arms included); the survivor
/*	keeps the kinds of those it spent this Turn (spent[], nspent), so
/*	a skill gained or lost during the Turn changes only what is left.
/*	Games of rules revision 0 (packs stored before revisions) have
/*	none: their Actions are counted as they were.
/*
/*	zwd_mates() is the number of other survivors in survivor i's zone.
/*	zwd_special_arg() is the parameter of survivor i's special Action
/*	of skill sk (zwd_skill_specials(): Push, Jump, Bloodlust's kind...),
/*	-1 when it has none now (or rules 0, or out of play).
/*	zwd_budget_left() is what survivor i has left: b->actions its own
/*	Actions, b->free[] the free Actions not spent (0 for a spent one),
/*	the one a skill granted this Turn (bonus: Bloodlust's), those Born
/*	Leaders granted (led, rules 3: each its own, none overwritten) and,
/*	in a Corruption zone, Corruption Walker's free Move among them.
/*	zwd_can_pay() says whether an Action of kind (ZWD_K_*) costing n
/*	Actions (a Move's zombies add to 1) can be paid now: a free
/*	Action pays 1 of the n.  zwd_pay() pays it, a free Action first
/*	(the narrowest, zwd_skill_pay()); 1 when a free one paid, else 0.
/*	The caller checked zwd_can_pay().  dual: the Action is made with
/*	Dual weapons (Dual Expert's free Action needs them).
/*	zwd_free_left() counts the free Actions left that can still be
/*	made (not a free Search after the Turn's Search, nor a free Guard
/*	Action after its Guard Action); zwd_free_text() names
/*	them in a language ("Move, Combat"), NULL when none; caller frees.
/*
/*	zwd_turn_reset() forgets, as a Turn begins, the free Actions spent,
/*	the once-a-Turn skills used and the Enchantments cast.
/*
/*	The once-a-Turn limits stay: a free Search is still the Turn's
/*	one Search, a free Guard Action its one Guard Action.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"

void
zwd_turn_reset(struct zwd_surv *sv)
{
	sv->nspent = 0;
	sv->once = 0;
	sv->ncast = 0;
	sv->bonus = 0;
	sv->led = 0;
}

int
zwd_mates(const struct zwd_state *s, int i)
{
	int k, n = 0, z = zwd_surv_zone(s, i);

	for (k = 0; k < s->nsurv && z >= 0; k++)
		n += k != i && zwd_surv_zone(s, k) == z;
	return (n);
}

int
zwd_special_arg(const struct zwd_state *s, int i, int sk)
{
	struct zwd_special  sp[ZWD_MAXSPECIAL];
	struct zwd_skillset set;
	int                 k, n;

	if (s->pack->rev < 1 || zwd_surv_zone(s, i) < 0)
		return (-1);
	zwd_skills(s, i, &set);
	n = zwd_skill_specials(&set, zwd_mates(s, i), sp, ZWD_MAXSPECIAL);
	for (k = 0; k < n; k++)
		if (sp[k].sk == sk)
			return (sp[k].arg);
	return (-1);
}

/* corruption_walker - survivor i stands in Corruption with Corruption Walker */

static int
corruption_walker(const struct zwd_state *s, int i)
{
	int z = zwd_surv_zone(s, i);

	return (z >= 0 && s->map->corrupt[z] && zwd_special_arg(s, i, ZWD_SK_CORRWALKER) >= 0);
}

void
zwd_budget_left(const struct zwd_state *s, int i, struct zwd_budget *b)
{
	struct zwd_skillset set;
	int                 k, j;

	zwd_skills(s, i, &set);
	zwd_skill_budget(&set, zwd_mates(s, i), b);
	b->actions = s->surv[i].actions;
	if (s->surv[i].bonus != 0 && b->nfree < ZWD_MAXFREE)
		b->free[b->nfree++] = s->surv[i].bonus; /* Bloodlust's, this Turn */
	for (k = 0; k < s->surv[i].led && b->nfree < ZWD_MAXFREE; k++)
		b->free[b->nfree++] = ZWD_K_ANY; /* Born Leaders' (rules 3) */
	if (corruption_walker(s, i) && b->nfree < ZWD_MAXFREE)
		b->free[b->nfree++] = ZWD_K_MOVE | ZWD_K_CORRWALK;
	if (s->pack->rev < 1 || s->surv[i].out) {
		b->nfree = 0;
		return;
	}
	for (k = 0; k < s->surv[i].nspent; k++)
		for (j = 0; j < b->nfree; j++)
			if (b->free[j] == s->surv[i].spent[k]) {
				b->free[j] = 0;
				break;
			}
}

/* free_for - the index of the free Action that would pay kind, -1 */

static int
free_for(const struct zwd_budget *b, unsigned kind, int dual)
{
	struct zwd_budget c = *b;
	int               j;

	c.actions = 0;
	if (!zwd_skill_pay(&c, kind, dual))
		return (-1);
	for (j = 0; j < b->nfree; j++)
		if (b->free[j] != c.free[j])
			return (j);
	pb_panic("free_for: zwd_skill_pay paid with no free Action");
}

int
zwd_can_pay(const struct zwd_state *s, int i, unsigned kind, int dual, int n)
{
	struct zwd_budget b;

	zwd_budget_left(s, i, &b);
	return (b.actions >= n - (free_for(&b, kind, dual) >= 0));
}

int
zwd_pay(struct zwd_state *s, int i, unsigned kind, int dual, int n)
{
	struct zwd_budget b;
	struct zwd_surv  *sv = &s->surv[i];
	int               j;

	zwd_budget_left(s, i, &b);
	if ((j = free_for(&b, kind, dual)) < 0 || sv->nspent == ZWD_MAXFREE) {
		sv->actions -= n;
		return (0);
	}
	sv->spent[sv->nspent++] = b.free[j];
	sv->actions -= n - 1;
	return (1);
}

int
zwd_free_left(const struct zwd_state *s, int i)
{
	struct zwd_budget b;
	int               j, n = 0;

	zwd_budget_left(s, i, &b);
	for (j = 0; j < b.nfree; j++)
		n += b.free[j] != 0 && !(b.free[j] == ZWD_K_SEARCH && s->surv[i].searched)
		    && !(b.free[j] == ZWD_K_GUARD && s->surv[i].guarded);
	return (n);
}

/* The kinds of free Action by name: the mask, en, it, es. */
static const struct {
	unsigned    kinds;
	const char *name[LANG_N];
} kind_names[] = {
	{ ZWD_K_MOVE, { "Move", "Movimento", "Movimiento" } },
	{ ZWD_K_SEARCH, { "Search", "Ricerca", "Búsqueda" } },
	{ ZWD_K_MELEE, { "Melee", "Mischia", "Cuerpo a cuerpo" } },
	{ ZWD_K_RANGED, { "Ranged", "Distanza", "A distancia" } },
	{ ZWD_K_MAGIC, { "Magic", "Magia", "Magia" } },
	{ ZWD_K_ENCHANT, { "Enchantment", "Incantamento", "Encantamiento" } },
	{ ZWD_K_GUARD, { "Guards", "Guardie", "Guardias" } },
	{ ZWD_K_COMBAT, { "Combat", "Combattimento", "Combate" } },
	{ ZWD_K_ANY, { "Any", "Qualsiasi", "Cualquiera" } },
	{ ZWD_K_MAGIC | ZWD_K_ENCHANT,
	    { "Magic or Enchantment", "Magia o Incantamento", "Magia o Encantamiento" } },
	{ ZWD_K_COMBAT | ZWD_K_DUALONLY,
	    { "Combat with Dual weapons", "Combattimento con armi Doppie",
	        "Combate con armas Dobles" } },
	{ ZWD_K_MOVE | ZWD_K_CORRWALK,
	    { "Move in Corruption", "Movimento nella Corruzione", "Movimiento en la Corrupción" } },
};

/* kind_name - a free Action's kinds in a language */

static const char *
kind_name(unsigned kinds, int lang)
{
	size_t i;

	for (i = 0; i < PB_NELEM(kind_names); i++)
		if (kind_names[i].kinds == kinds)
			return (kind_names[i].name[lang]);
	return ("?");
}

char *
zwd_free_text(const struct zwd_state *s, int i, int lang)
{
	struct zwd_budget b;
	struct pb_buf     t;
	int               j, n = 0;

	zwd_budget_left(s, i, &b);
	pb_buf_init(&t);
	for (j = 0; j < b.nfree; j++)
		if (b.free[j] != 0)
			pb_buf_printf(&t, "%s%s", n++ ? ", " : "", kind_name(b.free[j], lang));
	if (n == 0) {
		pb_buf_free(&t);
		return (NULL);
	}
	return (pb_buf_steal(&t));
}
