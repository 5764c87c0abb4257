/*++
/* NAME
/*	zwd_cmd_special 3
/* SUMMARY
/*	Zombicide: White Death, the skills' own Actions (Push, Rescue)
/*	and food
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/* DESCRIPTION
/*	Digest 3 and 4, rules revision 1 (older games refuse them, as
/*	they did).
/*
/*	push SURV ZONE: the skill Push, free, once a Turn: every zombie
/*	of the survivor's zone goes to ZONE, at Range 1 in its sight (not
/*	a Move: off a walkway too).
/*
/*	rescue SURV ZONE: the skill Rescue, free, once a Turn: ZONE at
/*	Range 1, each zone in the other's sight, holds a zombie and a
/*	survivor; every survivor there whose player's standing choice is
/*	"rescue willing" (the default) is dragged into the rescuer's
/*	zone, with no cost and no clear path needed (up onto a walkway
/*	too).  Guards are not dragged (reading).
/*
/*	eat SURV CARD: 1 Action: a food card in the Hands (or in the
/*	Backpack when it is usable there) is discarded and its AP gained.
/*
/*	enchant SURV CARD TARGET: the Enchantment Action (zwd_enchant()),
/*	1 Action (a free Enchantment Action first): an Enchantment card in
/*	the Hands (anywhere with Spellbook), each copy once a Turn; heal
/*	and heal-all on a survivor, repulse on a zone; jump and sprint,
/*	whose free move the game would have to make, are refused before
/*	rules 2.  From rules 2, zwd_cast_more() (zwd_surv_cast.c): jump and
/*	sprint name the target's way (enchant SURV CARD TARGET ZONE...),
/*	and Double Enchantment a second TARGET.  HELP offers it when a
/*	card the survivor may cast (not cast this Turn) would do something
/*	now: heal a wounded survivor, push a zone's zombies, move a
/*	survivor (rules 2); its example is the first such line, its
/*	targets those cards (zwd_enchant_targets()).

/* DIAGNOSTICS
/*	A refusal says why and changes nothing.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* special_start - the checks of a skill's once-a-Turn Action, and its zone argument */

static enum pb_rc
special_start(
    struct zwd_ctx *x, int sk, unsigned once, const char *skill, int *z, struct pb_err *err)
{
	if (zwd_special_arg(S(x), x->who, sk) < 0)
		return (pb_err_set(err, PB_EPERM, "%s has not the skill %s.", NAME(x), skill));
	if (SV(x)->once & once)
		return (pb_err_set(err, PB_EPERM, "%s: %s once a Turn.", NAME(x), skill));
	if ((*z = zwd_map_zone(S(x)->map, x->l->argv[2])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(x->l->argv[2])));
	return (PB_OK);
}

/* ---- push ------------------------------------------------------------ */

/* push_to - the first zone survivor i could push its zone's zombies to, -1 */

static int
push_to(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), z;

	if (zwd_special_arg(s, i, ZWD_SK_PUSH) < 0 || (s->surv[i].once & ZWD_ONCE_PUSH)
	    || zwd_board_zombies(s->board, a) == 0)
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (z != a && zwd_map_los(s->map, a, z, 0) == 1)
			return (z);
	return (-1);
}

int
zwd_can_push(const struct zwd_state *s, int i, char **ex)
{
	int z = push_to(s, i);

	if (z < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("push %s %s", zwd_surv_id(s, i), zwd_label(s, z));
	return (1);
}

enum pb_rc
zwd_run_push(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               a = zwd_surv_zone(s, x->who), z, t, n;
	enum pb_rc        rc;

	if ((rc = special_start(x, ZWD_SK_PUSH, ZWD_ONCE_PUSH, "Push", &z, err)) != PB_OK)
		return (rc);
	if (z == a || zwd_map_los(s->map, a, z, 0) != 1)
		return (pb_err_set(
		    err, PB_EPERM, "Push: a zone at Range 1 in sight, not %s.", zwd_label(s, z)));
	if (zwd_board_zombies(s->board, a) == 0)
		return (pb_err_set(err, PB_EPERM, "There are no zombies in %s.", zwd_label(s, a)));
	for (t = 0; t < ZWD_NZOMBIES; t++)
		if ((n = zwd_board_at(s->board, a, t)) > 0) {
			zwd_board_take(s->board, a, t, n);
			zwd_board_put(s->board, z, t, n);
		}
	SV(x)->once |= ZWD_ONCE_PUSH;
	pb_buf_line(&x->pub, "%s pushes the zombies from %s to %s.", NAME(x), zwd_label(s, a),
	    zwd_label(s, z));
	return (PB_OK);
}

/* ---- rescue ------------------------------------------------------------ */

/* rescuable - survivor i could rescue someone from zone z */

static int
rescuable(const struct zwd_state *s, int i, int z)
{
	int a = zwd_surv_zone(s, i), k;

	if (z == a || zwd_map_los(s->map, a, z, 0) != 1 || zwd_map_los(s->map, z, a, 0) != 1
	    || zwd_board_zombies(s->board, z) == 0)
		return (0);
	for (k = 0; k < s->nsurv; k++)
		if (zwd_surv_zone(s, k) == z
		    && zwd_react_willing(&s->surv[k].stance, ZWD_ST_RESCUE))
			return (1);
	return (0);
}

int
zwd_can_rescue(const struct zwd_state *s, int i, char **ex)
{
	int z;

	if (zwd_special_arg(s, i, ZWD_SK_RESCUE) < 0 || (s->surv[i].once & ZWD_ONCE_RESCUE))
		return (0);
	for (z = 0; z < s->map->nzones; z++)
		if (rescuable(s, i, z)) {
			if (ex)
				*ex =
				    pb_asprintf("rescue %s %s", zwd_surv_id(s, i), zwd_label(s, z));
			return (1);
		}
	return (0);
}

enum pb_rc
zwd_run_rescue(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               a = zwd_surv_zone(s, x->who), z, k;
	enum pb_rc        rc;

	if ((rc = special_start(x, ZWD_SK_RESCUE, ZWD_ONCE_RESCUE, "Rescue", &z, err)) != PB_OK)
		return (rc);
	if (!rescuable(s, x->who, z))
		return (pb_err_set(err, PB_EPERM,
		    "Rescue: a zone at Range 1, in sight both ways, with a zombie and a willing "
		    "survivor; not %s.",
		    zwd_label(s, z)));
	for (k = 0; k < s->nsurv; k++)
		if (zwd_surv_zone(s, k) == z
		    && zwd_react_willing(&s->surv[k].stance, ZWD_ST_RESCUE)) {
			s->board->surv[k] = a;
			pb_buf_line(&x->pub, "%s drags %s from %s to %s.", NAME(x),
			    zwd_surv_name(s, k), zwd_label(s, z), zwd_label(s, a));
		}
	SV(x)->once |= ZWD_ONCE_RESCUE;
	return (PB_OK);
}

/* ---- eat --------------------------------------------------------------- */

/* food_slot - survivor i's first food card it may eat now, or the one card names; -1 */

static int
food_slot(const struct zwd_state *s, int i, const char *card)
{
	const struct zwd_equip *e;
	int                     k;

	for (k = 0; k < ZWD_SLOTS; k++) {
		if (s->surv[i].slot[k] < 0)
			continue;
		e = &s->pack->cards->equips[s->surv[i].slot[k]];
		if (e->kind != ZWD_FOOD || (k >= ZWD_BODYSLOT && !(e->traits & ZWD_BACKPACK)))
			continue;
		if (card == NULL || k == zwd_slot_of(s, i, card))
			return (k);
	}
	return (-1);
}

int
zwd_can_eat(const struct zwd_state *s, int i, char **ex)
{
	int k;

	if (s->pack->rev < 1 || s->surv[i].actions < 1 || (k = food_slot(s, i, NULL)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("eat %s %s", zwd_surv_id(s, i),
		    s->pack->cards->equips[s->surv[i].slot[k]].n.id);
	return (1);
}

enum pb_rc
zwd_run_eat(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k, e;
	enum pb_rc        rc;

	if (s->pack->rev < 1)
		return (pb_err_set(err, PB_EPERM, "This game's rules have no food."));
	if ((k = food_slot(s, x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EPERM,
		    "%s holds no food %s in the Hands (or, usable there, in the Backpack).",
		    NAME(x), x->l->argv[2]));
	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	e = SV(x)->slot[k];
	SV(x)->slot[k] = -1;
	zwd_discard(s, e);
	zwd_pay(s, x->who, ZWD_K_OTHER, 0, 1);
	pb_buf_line(&x->pub, "%s eats %s.", NAME(x), zwd_card_name(s, e));
	zwd_gain_ap(s, x->who, s->pack->cards->equips[e].ap, &x->pub);
	return (PB_OK);
}

/* ---- enchant ------------------------------------------------------------- */

/* spell_slot - survivor i's Enchantment card a word names, in the Hands (or
 * anywhere with Spellbook); -1 */

static int
spell_slot(const struct zwd_state *s, int i, const char *card)
{
	struct zwd_skillset set;
	struct zwd_traits   t;
	int                 k = zwd_slot_of(s, i, card);

	if (k < 0 || s->pack->cards->equips[s->surv[i].slot[k]].kind != ZWD_ENCHANT)
		return (-1);
	zwd_skills(s, i, &set);
	zwd_skill_traits(&set, zwd_mates(s, i), &t);
	return (k < ZWD_BODYSLOT || (t.flags & ZWD_T_SPELLBOOK) ? k : -1);
}

/* spell_of - the spell of survivor x's card in slot k on the target word w */

static enum pb_rc
spell_of(struct zwd_ctx *x, int k, const char *w, struct zwd_spell *sp, struct pb_err *err)
{
	const struct zwd_equip *e = &S(x)->pack->cards->equips[SV(x)->slot[k]];
	int                     j;

	memset(sp, 0, sizeof(*sp));
	sp->who = x->who;
	sp->effect = e->effect;
	sp->target = sp->zone = -1;
	for (j = 0; j < SV(x)->ncast; j++)
		sp->used |= SV(x)->cast[j] == SV(x)->slot[k];
	if ((e->effect == ZWD_FX_JUMP || e->effect == ZWD_FX_SPRINT) && S(x)->pack->rev < 2)
		return (pb_err_set(err, PB_EPERM,
		    "%s: the free Jump or Move it gives is not in this version of White Death.",
		    e->n.name));
	if (e->effect == ZWD_FX_REPULSE && (sp->zone = zwd_map_zone(S(x)->map, w)) < 0)
		return (
		    pb_err_set(err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(w)));
	if (e->effect != ZWD_FX_REPULSE && (sp->target = zwd_surv_find(S(x), w)) < 0)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no survivor of this game.", w));
	return (PB_OK);
}

/* move_to - a zone where spell sp's free move may take its target, -1 */

static int
move_to(const struct zwd_state *s, const struct zwd_spell *sp)
{
	struct zwd_traits t = { 0 };
	struct zwd_move   mv;
	int               from = zwd_surv_zone(s, sp->target), z;

	t.flags = zwd_surv_flags(s, sp->target);
	t.zones = 1;
	zwd_skill_move(&t, -1, &mv);
	mv.zmax = 3;
	for (z = 0; z < s->map->nzones; z++)
		if (sp->effect == ZWD_FX_JUMP
		        ? zwd_map_los(s->map, from, z, 0) == 2
		        : z != from && zwd_walk_ok(s, sp->target, &z, 1, &mv) == NULL)
			return (z);
	return (-1);
}

/* useful - the line casting survivor i's card e by spell sp, when the
 * game accepts it and it does something (a Wound healed, zombies
 * pushed, a move); NULL.  Caller frees. */

static char *
useful(const struct zwd_state *s, int i, const struct zwd_equip *e, struct zwd_spell *sp)
{
	int n = sp->effect == ZWD_FX_REPULSE ? s->map->nzones : s->nsurv, k, z = -1;

	for (k = 0; k < n; k++) {
		sp->zone = sp->effect == ZWD_FX_REPULSE ? k : -1;
		sp->target = sp->effect == ZWD_FX_REPULSE ? -1 : k;
		if (zwd_enchant_check(s->board, s->map, sp) != ZWD_CR_OK)
			continue;
		if (sp->effect == ZWD_FX_REPULSE && zwd_board_zombies(s->board, k) > 0)
			return (pb_asprintf(
			    "enchant %s %s %s", zwd_surv_id(s, i), e->n.id, zwd_label(s, k)));
		if ((sp->effect == ZWD_FX_HEAL || sp->effect == ZWD_FX_HEALALL)
		    && s->board->wounds[k] > 0)
			return (pb_asprintf(
			    "enchant %s %s %s", zwd_surv_id(s, i), e->n.id, zwd_surv_id(s, k)));
		if ((sp->effect == ZWD_FX_JUMP || sp->effect == ZWD_FX_SPRINT) && s->pack->rev >= 2
		    && (z = move_to(s, sp)) >= 0)
			return (pb_asprintf("enchant %s %s %s %s", zwd_surv_id(s, i), e->n.id,
			    zwd_surv_id(s, k), zwd_label(s, z)));
	}
	return (NULL);
}

/* castable - the line casting survivor i's first (from) Enchantment card
 * that would do something now (*slot its slot), NULL */

static char *
castable(const struct zwd_state *s, int i, int from, int *slot)
{
	const struct zwd_equip *e;
	struct zwd_spell        sp;
	char                   *line;
	int                     k, j;

	if (s->pack->rev < 1 || !zwd_can_pay(s, i, ZWD_K_ENCHANT, 0, 1))
		return (NULL);
	for (k = from; k < ZWD_SLOTS; k++) {
		if (s->surv[i].slot[k] < 0)
			continue;
		e = &s->pack->cards->equips[s->surv[i].slot[k]];
		if (spell_slot(s, i, e->n.id) != k) /* enchant reads the first copy */
			continue;
		memset(&sp, 0, sizeof(sp));
		sp.who = i;
		sp.effect = e->effect;
		for (j = 0; j < s->surv[i].ncast; j++)
			sp.used |= s->surv[i].cast[j] == s->surv[i].slot[k];
		if ((line = useful(s, i, e, &sp)) != NULL) {
			*slot = k;
			return (line);
		}
	}
	return (NULL);
}

int
zwd_can_enchant(const struct zwd_state *s, int i, char **ex)
{
	int   k;
	char *line = castable(s, i, 0, &k);

	if (line == NULL)
		return (0);
	if (ex)
		*ex = line;
	else
		free(line);
	return (1);
}

/* zwd_enchant_targets - the Enchantment cards survivor i could cast now */

json_t *
zwd_enchant_targets(const struct zwd_state *s, int i)
{
	json_t *a = json_array();
	char   *line;
	int     k = -1;

	while ((line = castable(s, i, k + 1, &k)) != NULL) {
		json_array_append_new(
		    a, json_string(s->pack->cards->equips[s->surv[i].slot[k]].n.id));
		free(line);
	}
	return (a);
}

enum pb_rc
zwd_run_enchant(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state       *s = S(x);
	struct zwd_spell        sp;
	struct zwd_spell_result r;
	struct zwd_cast         more;
	struct zwd_prefs        p;
	struct zwd_defence      def[ZWD_SURVIVORS];
	int                     k, e;
	enum pb_rc              rc;

	if (s->pack->rev < 1)
		return (
		    pb_err_set(err, PB_EPERM, "This game's rules have no Enchantment Actions."));
	if ((k = spell_slot(s, x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EPERM, "%s holds no Enchantment %s in the Hands.",
		    NAME(x), x->l->argv[2]));
	if ((rc = spell_of(x, k, x->l->argv[3], &sp, err)) != PB_OK
	    || (rc = zwd_need_kind(x, ZWD_K_ENCHANT, 0, 1, err)) != PB_OK)
		return (rc);
	zwd_prefs_of(s, &p, def);
	sp.prefs = &p;
	if ((rc = zwd_cast_more(x, &sp, &more, err)) != PB_OK) /* rules 2 */
		return (rc);
	if (zwd_enchant(s->board, s->map, &sp, &r) != ZWD_CR_OK)
		return (pb_err_set(
		    err, PB_EPERM, "%s cannot cast it: %s", NAME(x), zwd_combat_why(r.code)));
	e = SV(x)->slot[k];
	SV(x)->cast[SV(x)->ncast++] = e;
	zwd_pay(s, x->who, ZWD_K_ENCHANT, 0, 1);
	if (sp.effect == ZWD_FX_REPULSE && r.to >= 0)
		pb_buf_line(&x->pub, "%s casts %s on %s: its zombies are pushed to %s.", NAME(x),
		    zwd_card_name(s, e), zwd_label(s, sp.zone), zwd_label(s, r.to));
	else if (sp.effect == ZWD_FX_REPULSE)
		pb_buf_line(&x->pub, "%s casts %s on %s: nothing moves.", NAME(x),
		    zwd_card_name(s, e), zwd_label(s, sp.zone));
	else if (r.grant)
		pb_buf_line(&x->pub, "%s casts %s on %s.", NAME(x), zwd_card_name(s, e),
		    zwd_surv_name(s, sp.target));
	else
		pb_buf_line(&x->pub, "%s casts %s on %s: %d Wound%s healed.", NAME(x),
		    zwd_card_name(s, e), zwd_surv_name(s, sp.target), r.healed,
		    r.healed == 1 ? "" : "s");
	zwd_cast_done(x, &more);
	return (PB_OK);
}
