/*++
/* NAME
/*	dow_effect_print 3
/* SUMMARY
/*	Dead of Winter: the canonical text of compiled effects
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	Conditions, effects, modifiers and triggers printed back in the
/*	canonical form the compiler reads.
/* DIAGNOSTICS
/*	See dow_effect(3).
/* SEE ALSO
/*	dow_effect(3), dow_effect_private(3h).
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/expr.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== printing ========================================================== */

/* loc_text - a location word */

static const char *
loc_text(int l)
{
	if (l >= 0 && l < NL)
		return (fx_loc_words[l]);
	if (l >= NL && l < L_NWORDS)
		return (fx_lset_words[l - NL]);
	return ("?");
}

/* type_text - an item type word or any */

static const char *
type_text(int t)
{
	return (t >= 0 && t < DOW_NTYPES ? fx_type_words[t] : "any");
}

/* fx_qprint - the argument of a quantity after its word (lang qprint) */

void
fx_qprint(struct pb_buf *b, const struct expr_node *n)
{
	if (fx_qdefs[n->q].arg == QA_TYPE)
		pb_buf_printf(b, " %s", type_text(n->arg));
	else if (fx_qdefs[n->q].arg == QA_DIE)
		n->arg ? pb_buf_printf(b, " %d", n->arg) : pb_buf_puts(b, " any");
	else if (fx_qdefs[n->q].arg == QA_SURV)
		pb_buf_printf(b, " %s", n->id);
	else if (fx_qdefs[n->q].arg != QA_NONE && n->arg != NOLOC)
		pb_buf_printf(b, " %s", loc_text(n->arg));
	if (n->q == Q_CONTROLS && n->arg2 != NOLOC)
		pb_buf_printf(b, " %s", loc_text(n->arg2));
}

/* dow_cond_str - canonical text of a condition, caller frees */

char *
dow_cond_str(const struct dow_cond *c)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (c != NULL)
		expr_print(&b, &c->x, &fx_lang);
	return (pb_buf_steal(&b));
}

static void effect_print(struct pb_buf *, const struct dow_effect *);

/* step_print - one step */

static void
step_print(struct pb_buf *b, const struct step *st)
{
	const char *a;
	char       *t;
	int         first_loc = 1;

	pb_buf_puts(b, fx_vdefs[st->verb].word);
	if (st->verb == V_ROLL || st->verb == V_IF) {
		if (st->verb == V_ROLL)
			pb_buf_printf(b, " %d", st->n);
		else {
			t = dow_cond_str(st->cond);
			pb_buf_printf(b, " %s", t);
			free(t);
		}
		pb_buf_puts(b, " then ");
		effect_print(b, st->then);
		if (st->els) {
			pb_buf_puts(b, " else ");
			effect_print(b, st->els);
		}
		return;
	}
	for (a = fx_vdefs[st->verb].args; *a; a++) {
		pb_buf_putc(b, ' ');
		switch (*a) {
		case 'N':
		case 'P':
		case 'p':
			expr_count_print(b, st->n);
			break;
		case 'L':
		case 'K':
		case 'l':
			pb_buf_puts(b, loc_text(first_loc ? st->loc : st->loc2));
			first_loc = 0;
			break;
		case 'W':
		case 'w':
			pb_buf_puts(b, fx_who_words[st->who]);
			if (st->wloc != NOLOC)
				pb_buf_printf(b, " %s", loc_text(st->wloc));
			break;
		case 'T':
			pb_buf_puts(b, type_text(st->type));
			break;
		case 'V':
			pb_buf_puts(b, st->n ? "active" : "first");
			break;
		}
	}
}

/* effect_print - steps joined by + */

static void
effect_print(struct pb_buf *b, const struct dow_effect *e)
{
	int i;

	for (i = 0; e && i < e->n; i++) {
		if (i)
			pb_buf_puts(b, " + ");
		step_print(b, &e->st[i]);
	}
}

/* dow_effect_str - canonical text of an effect, caller frees */

char *
dow_effect_str(const struct dow_effect *e)
{
	struct pb_buf b;

	pb_buf_init(&b);
	effect_print(&b, e);
	return (pb_buf_steal(&b));
}

/* locs_print - a location mask */

static void
locs_print(struct pb_buf *b, unsigned locs)
{
	int l;

	if (locs == (((1u << NL) - 1) & ~1u)) {
		pb_buf_puts(b, " outside");
		return;
	}
	for (l = 0; l < NL; l++)
		if (locs & (1u << l))
			pb_buf_printf(b, " %s", fx_loc_words[l]);
}

/* dow_mods_str - canonical text of modifiers, caller frees */

char *
dow_mods_str(const struct dow_mods *m)
{
	static const char *const sub[] = { [DOW_MOD_NOEXP_ATTACK] = " attack",
		[DOW_MOD_NOEXP_MOVE] = " move",
		[DOW_MOD_FREE_BARRICADE] = " barricade",
		[DOW_MOD_FREE_CLEAN] = " clean",
		[DOW_MOD_FREE_ATTRACT] = " attract",
		[DOW_MOD_NO_EQUIP] = NULL };
	struct pb_buf            b;
	int                      i, k;

	pb_buf_init(&b);
	if (m == NULL)
		return (pb_buf_steal(&b));
	if (m->once)
		pb_buf_puts(&b, "once");
	if (m->cost >= 0)
		pb_buf_printf(&b, "%scost %s", b.len ? " + " : "", fx_type_words[m->cost]);
	for (i = 0; i < m->n; i++) {
		k = m->m[i].kind;
		pb_buf_printf(&b, "%s%s", b.len ? " + " : "", fx_mdefs[k].word);
		if (k < (int)PB_NELEM(sub) && sub[k])
			pb_buf_puts(&b, sub[k]);
		if (*fx_mdefs[k].arg)
			pb_buf_printf(&b, *fx_mdefs[k].arg == '+' ? " +%d" : " %d", m->m[i].value);
		locs_print(&b, m->m[i].locs);
	}
	return (pb_buf_steal(&b));
}

/* dow_trigger_str - canonical text of a trigger, caller frees */

char *
dow_trigger_str(const struct dow_pack *p, const struct dow_trigger *t)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (t->event < 0 || t->event >= DOW_EV_NKINDS)
		return (pb_buf_steal(&b));
	pb_buf_puts(&b, fx_event_words[t->event]);
	locs_print(&b, t->locs);
	if (t->type >= 0)
		pb_buf_printf(&b, " %s", fx_type_words[t->type]);
	if (t->surv >= 0)
		pb_buf_printf(&b, " %s", p->surv[t->surv].n.id);
	return (pb_buf_steal(&b));
}
