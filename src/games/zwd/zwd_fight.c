/*++
/* NAME
/*	zwd_fight 3
/* SUMMARY
/*	Zombicide: White Death, the last attacks, kept for the mails
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	void	zwd_fight_keep(struct zwd_state *s,
/*			const struct zwd_attack *a,
/*			const struct zwd_combat_result *r);
/*	char	*zwd_fight_text(const struct zwd_state *s, int k,
/*			const char *locale);
/*	json_t	*zwd_fights_save(const struct zwd_state *s);
/*	int	zwd_fights_load(struct zwd_state *s, const json_t *a);
/*	json_t	*zwd_fight_aboms_save(const struct zwd_state *s);
/*	int	zwd_fight_aboms_load(struct zwd_state *s, const json_t *a);
/* DESCRIPTION
/*	In a game of rules revision 1 an attack (a survivor's Combat
/*	Action, a Guard Action's attack) is kept as data in the state:
/*	who, from and to where, the kind of weapon, the guards, and
/*	the whole result (the dice, the hits, the kills, friendly fire,
/*	Armor, Wounds, AP, Noise).  The view tells each kept attack in
/*	the reader's language (zwd_combat_text()), as it tells the last
/*	zombie phase; the public line of the command is a short summary
/*	that the module's catalogue translates (zwd_words.c).
/*
/*	zwd_fight_keep() keeps one, dropping the attacks of rounds before
/*	the last and, when ZWD_FIGHTS are kept, the oldest.
/*	zwd_fight_text() is kept attack k told in a locale, one sentence
/*	after the other on one line; caller frees.
/*	zwd_fights_save() is the kept attacks as JSON, each a flat array
/*	of integers (the round, who, from, to, kind, guards, then the
/*	result's counts and its dice), NULL when none (an old game saves
/*	as it did); zwd_fights_load() reads them back (a NULL a: none),
/*	0 when they do not fit the state.  zwd_fight_aboms_save() is, from
/*	rules 3, the Abomination cards each kept attack killed (an array
/*	of sets beside it), NULL when none killed any; zwd_fight_aboms_load()
/*	reads it back after them.  The text names those cards after the
/*	attack, in the reader's language with their chips (A2).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/jfield.h"
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"

void
zwd_fight_keep(struct zwd_state *s, const struct zwd_attack *a, const struct zwd_combat_result *r)
{
	struct zwd_fight *f;
	int               k, n = 0;

	for (k = 0; k < s->nfights; k++)
		if (s->fight[k].round >= s->round - 1)
			s->fight[n++] = s->fight[k];
	if (n == ZWD_FIGHTS) {
		memmove(&s->fight[0], &s->fight[1], sizeof(s->fight[0]) * (ZWD_FIGHTS - 1));
		n--;
	}
	f = &s->fight[n];
	s->nfights = n + 1;
	f->round = s->round;
	f->who = a->who;
	f->from = a->from;
	f->to = a->to;
	f->kind = a->w.kind;
	f->guards = a->guards;
	f->r = *r;
}

/* aboms_named - rules 3: text t, then the cards of the Abominations
 * killed by name and chip in a language; t freed, caller frees */

static char *
aboms_named(const struct zwd_state *s, unsigned killed, char *t, int lang)
{
	static const char *const head[LANG_N] = {
		"Abomination killed:", "Abominio eliminato:", "Abominación eliminada:"
	};
	struct pb_buf b;
	int           k;

	if (killed == 0)
		return (t);
	pb_buf_init(&b);
	pb_buf_puts(&b, t);
	free(t);
	for (k = 0; k < s->pack->cards->naboms; k++)
		if (killed >> k & 1)
			pb_buf_printf(&b, " %s %s (A%d).", head[lang],
			    zwd_name(&s->pack->cards->aboms[k].n, lang), k + 1);
	return (pb_buf_steal(&b));
}

char *
zwd_fight_text(const struct zwd_state *s, int k, const char *locale)
{
	const struct zwd_fight *f = &s->fight[k];
	const char             *names[ZWD_SURVIVORS];
	struct zwd_attack       a;
	char                   *t, *p;
	int                     i;

	for (i = 0; i < s->nsurv; i++)
		names[i] = zwd_surv_name(s, i);
	memset(&a, 0, sizeof(a));
	a.who = f->who;
	a.from = f->from;
	a.to = f->to;
	a.w.kind = f->kind;
	a.guards = f->guards;
	t = zwd_combat_text(s->map, &a, &f->r, names, locale, s->pack->rev);
	for (p = t; *p; p++)
		if (*p == '\n')
			*p = p[1] ? ' ' : '\0';
	return (aboms_named(s, f->r.abom_killed, t, lang_index(locale)));
}

/* The fixed part of a saved attack, then the dice. */
#define FIXED (16 + ZWD_NZOMBIES + 4 * ZWD_SURVIVORS)

/* flat - attack f as integers; their count */

static int
flat(const struct zwd_fight *f, int *v)
{
	const struct zwd_combat_result *r = &f->r;
	int                             n = 0, i;

	v[n++] = f->round, v[n++] = f->who, v[n++] = f->from, v[n++] = f->to;
	v[n++] = f->kind, v[n++] = f->guards, v[n++] = r->range, v[n++] = r->rerolled;
	v[n++] = r->hits, v[n++] = r->wasted, v[n++] = r->ff_guards, v[n++] = r->burnt_guards;
	v[n++] = r->ap, v[n++] = r->noise, v[n++] = r->burnt, v[n++] = r->crypt;
	for (i = 0; i < ZWD_NZOMBIES; i++)
		v[n++] = r->killed[i];
	for (i = 0; i < ZWD_SURVIVORS; i++) {
		v[n++] = r->ff[i];
		v[n++] = r->prevented[i];
		v[n++] = r->wounds[i];
		v[n++] = r->dead[i];
	}
	for (i = 0; i < r->ndice; i++)
		v[n++] = r->dice[i];
	return (n);
}

/* unflat - back from n integers into f; 0 when they do not fit */

static int
unflat(const struct zwd_state *s, const int *v, int n, struct zwd_fight *f)
{
	struct zwd_combat_result *r = &f->r;
	int                       k = 0, i;

	if (n < FIXED || n > FIXED + ZWD_COMBAT_DICE)
		return (0);
	memset(f, 0, sizeof(*f));
	f->round = v[k++], f->who = v[k++], f->from = v[k++], f->to = v[k++];
	f->kind = v[k++], f->guards = v[k++], r->range = v[k++], r->rerolled = v[k++];
	r->hits = v[k++], r->wasted = v[k++], r->ff_guards = v[k++], r->burnt_guards = v[k++];
	r->ap = v[k++], r->noise = v[k++], r->burnt = v[k++], r->crypt = v[k++];
	for (i = 0; i < ZWD_NZOMBIES; i++)
		r->killed[i] = v[k++];
	for (i = 0; i < ZWD_SURVIVORS; i++) {
		r->ff[i] = v[k++];
		r->prevented[i] = v[k++];
		r->wounds[i] = v[k++];
		r->dead[i] = v[k++];
	}
	r->ndice = n - FIXED;
	for (i = 0; i < r->ndice; i++)
		r->dice[i] = v[k++];
	return (jfield_in_range(f->who, -1, s->nsurv) && jfield_in_range(f->from, 0, s->map->nzones)
	    && jfield_in_range(f->to, 0, s->map->nzones) && f->round >= 1);
}

json_t *
zwd_fights_save(const struct zwd_state *s)
{
	json_t *a;
	int     v[FIXED + ZWD_COMBAT_DICE], k;

	if (s->nfights == 0)
		return (NULL);
	a = json_array();
	for (k = 0; k < s->nfights; k++)
		json_array_append_new(a, jfield_ints_json(v, flat(&s->fight[k], v)));
	return (a);
}

json_t *
zwd_fight_aboms_save(const struct zwd_state *s)
{
	json_t *a = json_array();
	int     k, any = 0;

	for (k = 0; k < s->nfights; k++) {
		json_array_append_new(a, json_integer(s->fight[k].r.abom_killed));
		any |= s->fight[k].r.abom_killed != 0;
	}
	if (!any) {
		json_decref(a);
		return (NULL);
	}
	return (a);
}

int
zwd_fight_aboms_load(struct zwd_state *s, const json_t *a)
{
	json_int_t m;
	int        k;

	if (a == NULL)
		return (1);
	if (!json_is_array(a) || (int)json_array_size(a) != s->nfights)
		return (0);
	for (k = 0; k < s->nfights; k++) {
		m = json_integer_value(json_array_get(a, k));
		if (m < 0 || m >> s->pack->cards->naboms != 0)
			return (0);
		s->fight[k].r.abom_killed = (unsigned)m;
	}
	return (1);
}

int
zwd_fights_load(struct zwd_state *s, const json_t *a)
{
	int    v[FIXED + ZWD_COMBAT_DICE];
	size_t k, n;

	s->nfights = 0;
	if (a == NULL)
		return (1);
	if (!json_is_array(a) || json_array_size(a) > ZWD_FIGHTS)
		return (0);
	for (k = 0; k < json_array_size(a); k++) {
		n = json_array_size(json_array_get(a, k));
		if (n > PB_NELEM(v) || !jfield_ints_load(json_array_get(a, k), v, (int)n)
		    || !unflat(s, v, (int)n, &s->fight[k]))
			return (0);
	}
	s->nfights = (int)json_array_size(a);
	return (1);
}
