/*++
/* NAME
/*	zwd_surv_cast 3
/* SUMMARY
/*	Zombicide: White Death, what an Enchantment Action adds from
/*	rules 2: Double Enchantment, the Jump and Sprint enchantments
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	enum pb_rc zwd_cast_more(struct zwd_ctx *x,
/*			const struct zwd_spell *sp, struct zwd_cast *c,
/*			struct pb_err *err);
/*	void	zwd_cast_done(struct zwd_ctx *x, const struct zwd_cast *c);
/* DESCRIPTION
/*	enchant SURV CARD TARGET [MORE...]: the words after TARGET
/*	(argument 4 on) of a spell sp, already checked on TARGET.
/*
/*	jump, sprint (rules 2): the target survivor, in the caster's
/*	sight, makes the move the card gives, free (no Action, no cost for
/*	the zombies it leaves; the game makes it now): jump ZONE, a Zone
/*	in the target's sight at Range 2, over what lies between (walls
/*	stop the sight); sprint ZONE [ZONE [ZONE]], a walk of 1 to 3 Zones,
/*	each next to the one before by a way the target takes (its Wall
/*	Climber too), entering a Zone with zombies ending it unless the
/*	target is Slippery.
/*
/*	heal, heal-all, repulse with Double Enchantment (rules 2): a second
/*	TARGET, a survivor or a Zone, the same spell on it, checked alike
/*	(sight, range), for free: the Action is paid once and the copy
/*	counts as cast once.  The same target twice is refused.
/*
/*	zwd_cast_more() reads and checks those words into c and changes
/*	nothing: PB_OK (c->n 0 when there are none), or a refusal that
/*	says why.  Words the game would not use are refused.
/*	zwd_cast_done() plays c once the spell sp was cast and paid: the
/*	move, or the second spell; each told.
/* SEE ALSO
/*	zwd_combat_enchant(3), pbemd-zwd(7), SKILLS.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"
#include "games/zwd/zwd_combat.h"

/* zones - the zone labels from argument 4 on into c->path; a refusal */

static enum pb_rc
zones(struct zwd_ctx *x, struct zwd_cast *c, int max, struct pb_err *err)
{
	int k;

	c->n = x->l->argc - 4;
	if (c->n < 1 || c->n > max)
		return (pb_err_set(err, PB_EDATA, "This move names 1 to %d zones.", max));
	for (k = 0; k < c->n; k++)
		if ((c->path[k] = zwd_map_zone(S(x)->map, x->l->argv[4 + k])) < 0)
			return (pb_err_set(err, PB_EDATA, "There is no zone %s on this map.",
			    zwd_upper(x->l->argv[4 + k])));
	return (PB_OK);
}

/* move_check - the move the spell sp grants its target, by c->path */

static enum pb_rc
move_check(struct zwd_ctx *x, const struct zwd_spell *sp, struct zwd_cast *c, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	struct zwd_traits t = { 0 };
	struct zwd_move   mv;
	const char       *why;
	int               from = zwd_surv_zone(s, sp->target);
	enum pb_rc        rc;

	if ((rc = zones(x, c, sp->effect == ZWD_FX_JUMP ? 1 : 3, err)) != PB_OK)
		return (rc);
	if (sp->effect == ZWD_FX_JUMP) {
		if (zwd_map_los(s->map, from, c->path[0], 0) != 2)
			return (pb_err_set(err, PB_EPERM,
			    "A Jump goes to a zone in sight at Range 2: not %s.",
			    zwd_label(s, c->path[0])));
		return (PB_OK);
	}
	t.flags = zwd_surv_flags(s, sp->target);
	t.zones = 1;
	zwd_skill_move(&t, -1, &mv);
	mv.zmax = 3;
	if ((why = zwd_walk_ok(s, sp->target, c->path, c->n, &mv)) != NULL)
		return (pb_err_set(err, PB_EPERM, "%s cannot move so (1 to 3 zones): %s.",
		    zwd_surv_name(s, sp->target), why));
	return (PB_OK);
}

/* second_check - Double Enchantment's second target, in c->sp */

static enum pb_rc
second_check(
    struct zwd_ctx *x, const struct zwd_spell *sp, struct zwd_cast *c, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	const char       *w = x->l->argv[4];
	int               code;

	if (!(zwd_surv_flags(s, x->who) & ZWD_T_DOUBLEENCHANT))
		return (pb_err_set(err, PB_EPERM,
		    "%s has not the skill Double Enchantment: one target.", NAME(x)));
	if (x->l->argc > 5)
		return (pb_err_set(err, PB_EDATA, "Double Enchantment takes 2 targets, no more."));
	c->sp = *sp;
	if (sp->effect == ZWD_FX_REPULSE && (c->sp.zone = zwd_map_zone(s->map, w)) < 0)
		return (
		    pb_err_set(err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(w)));
	if (sp->effect != ZWD_FX_REPULSE && (c->sp.target = zwd_surv_find(s, w)) < 0)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no survivor of this game.", w));
	if (c->sp.zone == sp->zone && c->sp.target == sp->target)
		return (pb_err_set(err, PB_EDATA, "Two targets, not the same one twice."));
	if ((code = zwd_enchant_check(s->board, s->map, &c->sp)) != ZWD_CR_OK)
		return (pb_err_set(err, PB_EPERM, "%s cannot cast it on %s: %s", NAME(x), w,
		    zwd_combat_why(code)));
	c->n = 1;
	return (PB_OK);
}

enum pb_rc
zwd_cast_more(struct zwd_ctx *x, const struct zwd_spell *sp, struct zwd_cast *c, struct pb_err *err)
{
	memset(c, 0, sizeof(*c));
	c->effect = sp->effect;
	c->who = sp->target;
	if (sp->effect == ZWD_FX_JUMP || sp->effect == ZWD_FX_SPRINT)
		return (move_check(x, sp, c, err));
	if (x->l->argc <= 4)
		return (PB_OK);
	if (S(x)->pack->rev < 2)
		return (pb_err_set(err, PB_EDATA, "An Enchantment takes one target."));
	return (second_check(x, sp, c, err));
}

void
zwd_cast_done(struct zwd_ctx *x, const struct zwd_cast *c)
{
	struct zwd_state       *s = S(x);
	struct zwd_spell_result r;
	int                     a;

	if (c->n == 0)
		return;
	if (c->effect == ZWD_FX_JUMP || c->effect == ZWD_FX_SPRINT) {
		a = zwd_surv_zone(s, c->who);
		s->board->surv[c->who] = c->path[c->n - 1];
		pb_buf_line(&x->pub, "%s moves from %s to %s.", zwd_surv_name(s, c->who),
		    zwd_label(s, a), zwd_label(s, c->path[c->n - 1]));
		return;
	}
	(void)zwd_enchant(s->board, s->map, &c->sp, &r); /* checked by zwd_cast_more() */
	if (c->effect == ZWD_FX_REPULSE && r.to >= 0)
		pb_buf_line(&x->pub, "Double Enchantment on %s: its zombies are pushed to %s.",
		    zwd_label(s, c->sp.zone), zwd_label(s, r.to));
	else if (c->effect == ZWD_FX_REPULSE)
		pb_buf_line(&x->pub, "Double Enchantment on %s: nothing moves.",
		    zwd_label(s, c->sp.zone));
	else
		pb_buf_line(&x->pub, "Double Enchantment on %s: %d Wound%s healed.",
		    zwd_surv_name(s, c->sp.target), r.healed, r.healed == 1 ? "" : "s");
}
