/*++
/* NAME
/*	zwd_cmd_fight 3
/* SUMMARY
/*	Zombicide: White Death, the attack, guard, reload and skill commands
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/* DESCRIPTION
/*	attack SURV ZONE [CARD]: one Combat Action with a weapon in the
/*	survivor's Hands (CARD, or the first that reaches ZONE), on the
/*	zone of that label.  Two copies of a Dual weapon in both Hands
/*	fire as one; a Dagger-like card in the other Hand adds its die.
/*	From rules 4, with Spellbook, the combat spells of the Backpack
/*	count as in Hand: one fires, paired with a copy or a bonus die
/*	among the Hands and the Backpack's spells (pair_slot()).
/*	A Dragon Bile (CARD "dragon-bile", with a Torch anywhere in the
/*	inventory) is Dragon Fire, both cards discarded.  zwd_combat()
/*	resolves it with the modifiers of the survivor's skills
/*	(zwd_combat_mods(): zwd_skills(), the streak of Actions of the
/*	same kind just before it this Turn, for Escalation); friendly
/*	fire follows the team's wound rule and each survivor's Armor
/*	(zwd_prefs_of()).  The narrative (zwd_combat_text()) goes to the
/*	public part; the AP to the survivor (zwd_gain_ap()); a Reload
/*	weapon fired stays unloaded until reload or the next round; a survivor
/*	eliminated leaves the game.  A refusal changes nothing.
/*
/*	guard SURV melee|ranged ZONE [TARGET]: a Guard Action, once a
/*	Turn: every guard of ZONE rolls (zwd_weapon_guards()) on ZONE in
/*	melee or on TARGET at range, with the survivor's Guards: skills;
/*	the AP are the survivor's.  guard SURV move|shove|cauldron ...:
/*	the Guard Action's other options (zwd_cmd_guard.c; rules 1, else
/*	refused with a sentence that says so).
/*
/*	reload SURV: 1 Action, the Reload weapons fired this round (the
/*	Hand slots of unloaded) loaded again.
/*
/*	stance SURV KEY VALUE: free, at any time, in rules 1: a standing
/*	choice of the survivor's reactive skills (zwd_stance_set(): Lucky,
/*	Is That All?, Combat Reflexes...), which its defence and its
/*	attacks follow (zwd_defence()).
/*
/*	skill SURV NAME: the skill chosen at Orange or Red, among the
/*	options of zwd_skill_gain(), in the Turn the level is reached
/*	(after it, the standing default of zwd_skill_default() stands).
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

/* card_at - the equipment card in survivor i's slot k, NULL */

static const struct zwd_equip *
card_at(const struct zwd_state *s, int i, int k)
{
	int e = s->surv[i].slot[k];

	return (e < 0 ? NULL : &s->pack->cards->equips[e]);
}

/* has_kind - survivor i carries a card of kind, anywhere: its slot, -1 */

static int
has_kind(const struct zwd_state *s, int i, int kind)
{
	int k;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (card_at(s, i, k) != NULL && card_at(s, i, k)->kind == kind)
			return (k);
	return (-1);
}

/* targets_of - the team's standing order of free targets, in attack a (rules 4) */

static void
targets_of(const struct zwd_state *s, struct zwd_attack *a)
{
	if (s->pack->rev >= 4 && s->ntarget > 0) {
		a->order = s->target;
		a->norder = s->ntarget;
	}
}

/* setup_with - attack a of survivor i with weapon e (o in the other Hand) on zone z */

static void
setup_with(const struct zwd_state *s, int i, const struct zwd_equip *e,
    const struct zwd_equip *o, int z, struct zwd_attack *a)
{
	const struct zwd_equip *w[2] = { e, o == e ? e : NULL };
	struct zwd_skillset     set;

	memset(a, 0, sizeof(*a));
	a->who = i;
	a->from = zwd_surv_zone(s, i);
	a->to = z;
	zwd_weapon_of(e, &a->w);
	a->stance = &s->surv[i].stance;
	targets_of(s, a);
	if (e->kind == ZWD_BILE) {
		a->objective = zwd_fire_objective(s, z); /* zwd_game_mission.c */
		return;
	}
	zwd_skills(s, i, &set);
	zwd_combat_mods(s->map, s->board, &set,
	    s->surv[i].streak_kind == e->kind ? s->surv[i].streak : 0, w, a);
	if (o == e && ((e->traits & ZWD_DUAL) || (a->m.flags & ZWD_M_DUAL)))
		a->hands = 2;
	else if (o != NULL && o != e && (o->traits & ZWD_BONUSDIE) && o->kind == e->kind)
		a->bonus_die = 1;
}

/* spellbook - survivor i's combat spells in the Backpack count as in Hand (rules 4) */

static int
spellbook(const struct zwd_state *s, int i)
{
	return (s->pack->rev >= 4 && (zwd_surv_flags(s, i) & ZWD_T_SPELLBOOK));
}

/* as_hand - survivor i's slot k holds a card it may fight with as held in
 * Hand: a Hand slot; with Spellbook a combat spell in the Backpack (one
 * that needs no Reload: the unloaded bits are the Hands') */

static int
as_hand(const struct zwd_state *s, int i, int k)
{
	const struct zwd_equip *e = card_at(s, i, k);

	if (k < ZWD_BODYSLOT)
		return (1);
	return (k >= ZWD_PACK0 && e != NULL && e->kind == ZWD_MAGIC && !(e->traits & ZWD_RELOAD)
	    && spellbook(s, i));
}

/* pair_slot - the slot whose card goes with survivor i's weapon in slot h:
 * the other Hand; with Spellbook any other slot held as in Hand, a copy of
 * the weapon first (a Dual pair), then a bonus die of its kind; -1 */

static int
pair_slot(const struct zwd_state *s, int i, int h)
{
	const struct zwd_equip *e = card_at(s, i, h), *o;
	int                     k, best = h < ZWD_BODYSLOT ? 1 - h : -1;

	if (!spellbook(s, i))
		return (best);
	for (k = ZWD_SLOTS - 1; k >= 0; k--) {
		if (k == h || !as_hand(s, i, k) || (o = card_at(s, i, k)) == NULL)
			continue;
		if (o == e)
			return (k);
		if ((o->traits & ZWD_BONUSDIE) && o->kind == e->kind)
			best = k;
	}
	return (best);
}

/* zwd_attack_setup - attack a of survivor i from slot h (a Hand, or with
 * Spellbook a combat spell in the Backpack) on zone z, with its modifiers */

void
zwd_attack_setup(const struct zwd_state *s, int i, int h, int z, struct zwd_attack *a)
{
	const struct zwd_equip *e = card_at(s, i, h);
	int                     p;

	if (e->kind == ZWD_BILE) {
		setup_with(s, i, e, NULL, z, a);
		return;
	}
	p = pair_slot(s, i, h);
	setup_with(s, i, e, p < 0 ? NULL : card_at(s, i, p), z, a);
	a->loaded += h >= ZWD_BODYSLOT || !(s->surv[i].unloaded & (1 << h));
	if (a->hands == 2)
		a->loaded += p >= ZWD_BODYSLOT || !(s->surv[i].unloaded & (1 << p));
}

/* improvised - the Improvised weapon survivor i may use on zone z now, NULL */

static const struct zwd_equip *
improvised(const struct zwd_state *s, int i, int z)
{
	struct zwd_special      x[ZWD_MAXSPECIAL];
	struct zwd_skillset     set;
	struct zwd_attack       a;
	const struct zwd_equip *e;
	int                     k, n;

	if (s->pack->rev < 1 || (s->surv[i].once & ZWD_ONCE_IMPROVISED) || zwd_surv_zone(s, i) < 0)
		return (NULL);
	zwd_skills(s, i, &set);
	n = zwd_skill_specials(&set, zwd_mates(s, i), x, ZWD_MAXSPECIAL);
	for (k = 0; k < n; k++) {
		if (x[k].sk != ZWD_SK_IMPROVISED)
			continue;
		e = zwd_skill_improvised(s->pack->cards, x[k].arg);
		setup_with(s, i, e, NULL, z, &a);
		a.loaded = 1;
		if (zwd_combat_check(s->map, s->board, &a) == ZWD_CR_OK)
			return (e);
	}
	return (NULL);
}

/* kind_bit - the kind of Action (ZWD_K_*) of a weapon kind: Dragon Fire is Ranged */

static unsigned
kind_bit(int kind)
{
	return (kind == ZWD_MELEE ? ZWD_K_MELEE : kind == ZWD_MAGIC ? ZWD_K_MAGIC : ZWD_K_RANGED);
}

/* weapon - the slot of the weapon survivor i attacks zone z with (a Hand,
 * a Backpack spell with Spellbook, a Dragon Bile anywhere), -1 */

static int
weapon(const struct zwd_state *s, int i, int z, const char *card)
{
	struct zwd_attack       a;
	const struct zwd_equip *e;
	int                     h, k;

	if (card != NULL) {
		h = zwd_slot_of(s, i, card);
		if (h >= 0 && as_hand(s, i, h))
			return (h);
		k = has_kind(s, i, ZWD_BILE);
		return (k >= 0 && zwd_slot_of(s, i, card) == k ? k : -1);
	}
	for (h = ZWD_HAND0; h < ZWD_SLOTS; h++) {
		if ((e = card_at(s, i, h)) == NULL || e->kind == ZWD_BILE || !as_hand(s, i, h))
			continue;
		zwd_attack_setup(s, i, h, z, &a);
		if (zwd_combat_check(s->map, s->board, &a) == ZWD_CR_OK
		    && zwd_can_pay(s, i, kind_bit(e->kind), a.hands == 2, 1))
			return (h);
	}
	return (-1);
}

/* first_target - a zone with zombies survivor i could attack now, -1; its
 * Hand slot, or -1 for the Improvised weapon */

static int
first_target(const struct zwd_state *s, int i, int *slot)
{
	int z;

	if (zwd_surv_zone(s, i) < 0)
		return (-1);
	for (z = 0; z < s->map->nzones; z++) {
		if (zwd_board_zombies(s->board, z) == 0
		    && zwd_necros_at(s->pack->rev >= 2 ? &s->mp : NULL, z) == 0) /* rules 2 */
			continue;
		if ((*slot = weapon(s, i, z, NULL)) >= 0 || improvised(s, i, z) != NULL)
			return (z);
	}
	return (-1);
}

int
zwd_can_attack(const struct zwd_state *s, int i, char **ex)
{
	int z, h;

	if ((z = first_target(s, i, &h)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("attack %s %s %s", zwd_surv_id(s, i), zwd_label(s, z),
		    h >= 0 ? s->pack->cards->equips[s->surv[i].slot[h]].n.id : "improvised");
	return (1);
}

/* discard_slot - the card of survivor i's slot k to its discard */

static void
discard_slot(struct zwd_state *s, int i, int k)
{
	zwd_discard(s, s->surv[i].slot[k]);
	s->surv[i].slot[k] = -1;
}

/* killed - the zombies attack r killed */

static int
killed(const struct zwd_combat_result *r)
{
	int k, n = 0;

	for (k = 0; k < ZWD_NZOMBIES; k++)
		n += r->killed[k];
	return (n);
}

/* hit_and_run - survivor i has Hit & Run and attack r killed (rules 1) */

static int
hit_and_run(const struct zwd_state *s, int i, const struct zwd_combat_result *r)
{
	return (killed(r) > 0 && zwd_special_arg(s, i, ZWD_SK_HITRUN) >= 0);
}

/* after - the survivor's side of its own attack */

static void
after(struct zwd_ctx *x, int h, const struct zwd_attack *a, const struct zwd_combat_result *r)
{
	struct zwd_state *s = S(x);

	if (a->w.kind == ZWD_BILE) {
		discard_slot(s, x->who, h);
		discard_slot(s, x->who, has_kind(s, x->who, ZWD_TORCH));
	}
	SV(x)->streak = SV(x)->streak_kind == a->w.kind ? SV(x)->streak + 1 : 1;
	SV(x)->streak_kind = a->w.kind;
	SV(x)->once &= ~ZWD_ONCE_HITRUN;
	if (hit_and_run(s, x->who, r))
		SV(x)->once |= ZWD_ONCE_HITRUN; /* zwd_apply() forgets it after the next command */
	if (h < 0) {
		SV(x)->once |= ZWD_ONCE_IMPROVISED; /* free: no Action paid */
		zwd_settle(x, r);
		return;
	}
	if (r->fired && !(s->pack->rev >= 2 && (zwd_surv_flags(s, x->who) & ZWD_T_FREERELOAD)))
		SV(x)->unloaded |= a->hands == 2 ? 3 : 1 << h;
	zwd_pay(s, x->who, kind_bit(a->w.kind), a->hands == 2, 1);
	zwd_settle(x, r);
}

/* resolve - attack a by the team's standing choices and Armor, told; or why not */

static enum pb_rc
resolve(struct zwd_ctx *x, struct zwd_attack *a, struct zwd_combat_result *r, struct pb_err *err)
{
	struct zwd_state     *s = S(x);
	struct zwd_prefs      p;
	struct zwd_defence    def[ZWD_SURVIVORS];
	struct zwd_necro_join j;
	unsigned char        *was; /* rules 2: the burnt zones before */
	int                   rc;

	zwd_prefs_of(s, &p, def);
	a->def = def;
	a->prefs = &p;
	zwd_necros_join(s->board, s->pack->rev >= 2 ? &s->mp : NULL, s->pack->cards, a->to,
	    &j); /* rules 2 */
	was = NULL;
	if (s->pack->rev >= 2) {
		was = pb_malloc((size_t)s->map->nzones + 1);
		memcpy(was, s->map->burnt, (size_t)s->map->nzones);
	}
	rc = zwd_combat(s->board, s->map, s->pack->cards, a, &s->rng, r);
	zwd_necros_part(s->board, &s->mp, s->pack->cards, &j, r);
	zwd_necros_burnt(was ? &s->mp : NULL, s->pack->cards, s->map, was, &j, r);
	free(was);
	if (rc != ZWD_CR_OK)
		return (pb_err_set(err, PB_EPERM, "%s cannot attack %s: %s", NAME(x),
		    zwd_label(s, a->to), zwd_combat_why(r->code)));

	a->def = NULL; /* def and p die here */
	a->prefs = NULL;
	zwd_shed(s, &x->pub);
	zwd_tell(x, a, r);
	zwd_necros_tell(&j, zwd_label(s, a->to), &x->pub);
	zwd_hold_nose(s, a->to, killed(r), &x->pub); /* rules 2 */
	return (PB_OK);
}

/* attack_improvised - the Improvised weapon's free Action, once a Turn (rules 1) */

static enum pb_rc
attack_improvised(struct zwd_ctx *x, int z, struct pb_err *err)
{
	const struct zwd_equip  *e = improvised(S(x), x->who, z);
	struct zwd_attack        a;
	struct zwd_combat_result r;
	enum pb_rc               rc;

	if (e == NULL)
		return (pb_err_set(err, PB_EPERM,
		    "%s has no Improvised weapon that reaches %s now (a skill's, once a Turn).",
		    NAME(x), zwd_label(S(x), z)));
	setup_with(S(x), x->who, e, NULL, z, &a);
	a.loaded = 1;
	if ((rc = resolve(x, &a, &r, err)) != PB_OK)
		return (rc);
	after(x, -1, &a, &r);
	return (PB_OK);
}

enum pb_rc
zwd_run_attack(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state        *s = S(x);
	const char              *card = x->l->argc > 3 ? x->l->argv[3] : NULL;
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      z, h;
	enum pb_rc               rc;

	if ((z = zwd_map_zone(s->map, x->l->argv[2])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(x->l->argv[2])));
	if (SV(x)->actions < 1 && zwd_free_left(s, x->who) == 0 && improvised(s, x->who, z) == NULL)
		return (zwd_need_actions(x, 1, err));
	if (card != NULL && strcmp(card, "improvised") == 0)
		return (attack_improvised(x, z, err));
	if ((h = weapon(s, x->who, z, card)) < 0)
		return (pb_err_set(err, PB_EPERM,
		    card != NULL ? "%s holds no %s in the Hands."
		                 : "%s has no weapon in the Hands "
		                   "that reaches %s.",
		    NAME(x), card != NULL ? card : zwd_label(s, z)));
	if (card_at(s, x->who, h)->kind == ZWD_BILE && has_kind(s, x->who, ZWD_TORCH) < 0)
		return (
		    pb_err_set(err, PB_EPERM, "Dragon Fire needs a Torch with the Dragon Bile."));
	zwd_attack_setup(s, x->who, h, z, &a);
	if ((rc = zwd_need_kind(x, kind_bit(a.w.kind), a.hands == 2, 1, err)) != PB_OK)
		return (rc);
	if ((rc = resolve(x, &a, &r, err)) != PB_OK)
		return (rc);
	after(x, h, &a, &r);
	return (PB_OK);
}

/* ---- Guard Actions --------------------------------------------- */

/* guard_setup - survivor i's Guard Action of kind with every guard of zone g on zone z */

static void
guard_setup(const struct zwd_state *s, int i, int kind, int g, int z, struct zwd_attack *a)
{
	struct zwd_skillset set;

	memset(a, 0, sizeof(*a));
	a->who = i;
	a->from = g;
	a->to = z;
	a->guards = s->board->guards[g];
	targets_of(s, a);
	zwd_weapon_guards(s->pack->cards, kind, a->guards, &a->w);
	zwd_skills(s, i, &set);
	zwd_combat_mods(s->map, s->board, &set, 0, NULL, a);
}

/* guard_zone - a zone whose guards survivor i could order to attack now, -1 */

static int
guard_zone(const struct zwd_state *s, int i)
{
	struct zwd_attack a;
	int               g;

	if (!zwd_can_pay(s, i, ZWD_K_GUARD, 0, 1) || s->surv[i].guarded)
		return (-1);
	for (g = 0; g < s->map->nzones; g++) {
		if (s->board->guards[g] == 0 || zwd_board_zombies(s->board, g) == 0)
			continue;
		guard_setup(s, i, ZWD_MELEE, g, g, &a);
		if (zwd_combat_check(s->map, s->board, &a) == ZWD_CR_OK)
			return (g);
	}
	return (-1);
}

int
zwd_can_guard(const struct zwd_state *s, int i, char **ex)
{
	int g = guard_zone(s, i);

	if (g < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("guard %s melee %s", zwd_surv_id(s, i), zwd_label(s, g));
	return (1);
}

enum pb_rc
zwd_run_guard(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state        *s = S(x);
	const char              *how = x->l->argv[2];
	struct zwd_attack        a;
	struct zwd_combat_result r;
	int                      kind, g, z;
	enum pb_rc               rc;

	if (strcmp(how, "melee") == 0)
		kind = ZWD_MELEE;
	else if (strcmp(how, "ranged") == 0)
		kind = ZWD_RANGED;
	else if (strcmp(how, "move") == 0)
		return (zwd_guard_move(x, err));
	else if (strcmp(how, "shove") == 0)
		return (zwd_guard_shove(x, err));
	else if (strcmp(how, "cauldron") == 0)
		return (zwd_guard_cauldron(x, err));
	else
		return (pb_err_set(err, PB_EDATA,
		    "A Guard Action is melee, ranged, move, shove or cauldron: \"%s\" is none.", how));
	if ((g = zwd_map_zone(s->map, x->l->argv[3])) < 0
	    || (z = x->l->argc > 4 ? zwd_map_zone(s->map, x->l->argv[4]) : g) < 0)
		return (pb_err_set(err, PB_EDATA, "There is no zone %s on this map.",
		    zwd_upper(x->l->argv[g < 0 ? 3 : 4])));
	if ((rc = zwd_need_kind(x, ZWD_K_GUARD, 0, 1, err)) != PB_OK)
		return (rc);
	if (SV(x)->guarded)
		return (pb_err_set(
		    err, PB_EPERM, "%s has made a Guard Action this turn already.", NAME(x)));
	if (s->board->guards[g] == 0)
		return (pb_err_set(err, PB_EPERM, "There are no guards in %s.", zwd_label(s, g)));
	guard_setup(s, x->who, kind, g, z, &a);
	if ((rc = resolve(x, &a, &r, err)) != PB_OK)
		return (rc);
	SV(x)->guarded = 1;
	SV(x)->streak = 0;
	zwd_pay(s, x->who, ZWD_K_GUARD, 0, 1);
	zwd_settle(x, &r);
	return (PB_OK);
}

/* ---- reload ----------------------------------------------------- */

int
zwd_can_reload(const struct zwd_state *s, int i, char **ex)
{
	if (s->surv[i].actions < 1 || s->surv[i].unloaded == 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("reload %s", zwd_surv_id(s, i));
	return (1);
}

enum pb_rc
zwd_run_reload(struct zwd_ctx *x, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (SV(x)->unloaded == 0)
		return (pb_err_set(err, PB_EPERM, "%s has nothing to reload.", NAME(x)));
	SV(x)->unloaded = 0;
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s reloads.", NAME(x));
	return (PB_OK);
}

/* ---- skills chosen at Orange and Red ------------------------------ */

/* pick_level - the level survivor i chooses a skill for now, -1 */

static int
pick_level(const struct zwd_state *s, int i)
{
	int k = s->surv[i].npick;

	return (k < zwd_picks_due(s, i) ? zwd_pick_level(k) : -1);
}

int
zwd_can_skill(const struct zwd_state *s, int i, char **ex)
{
	struct zwd_skillset  set;
	struct zwd_skill_ref r;
	char                *t;
	int                  lv = pick_level(s, i);

	if (lv < 0)
		return (0);
	zwd_skills_owned(s, i, s->surv[i].npick, &set);
	zwd_skill_default(s->pack->cards, s->surv[i].card, lv, &set, s->surv[i].prefer.r,
	    s->surv[i].prefer.n, &r);
	if (r.fam < 0)
		return (0);
	if (ex) {
		t = zwd_skill_ref_text(s->pack->cards, &r);
		*ex = pb_asprintf("skill %s %s", zwd_surv_id(s, i), t);
		free(t);
	}
	return (1);
}

enum pb_rc
zwd_run_skill(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state    *s = S(x);
	struct zwd_skillset  set;
	struct zwd_skill_ref r;
	int                  lv = pick_level(s, x->who);
	char                *t;

	if (lv < 0)
		return (pb_err_set(err, PB_EPERM, "%s has no skill to choose now.", NAME(x)));
	zwd_skills_owned(s, x->who, SV(x)->npick, &set);
	if (!zwd_skill_choose(s->pack->cards, SV(x)->card, lv, &set, x->l->argv[2], &r, err))
		return (PB_EDATA);
	SV(x)->pick[SV(x)->npick++] = r;
	t = zwd_skill_name(s->pack->cards, &r, 0); /* words_of() names it */
	pb_buf_line(&x->pub, "%s chooses the skill %s.", NAME(x), t);
	free(t);
	return (PB_OK);
}

/* ---- standing choices of a survivor's reactive skills ------------------ */

/* stance_key - the first standing choice that matters to survivor i, -1 */

static int
stance_key(const struct zwd_state *s, int i)
{
	static const struct {
		unsigned flag;
		int      key;
	} rows[] = { { ZWD_T_ISTHATALL, ZWD_ST_ISTHATALL }, { ZWD_T_LUCKYARMOUR, ZWD_ST_LUCKY },
		{ ZWD_T_REFLEXES, ZWD_ST_REFLEXES }, { ZWD_T_SIDESTEP, ZWD_ST_SIDESTEP },
		{ ZWD_T_ZOMBIELINK, ZWD_ST_ZLINK }, { ZWD_T_TACTICIAN, ZWD_ST_TACTICIAN },
		{ ZWD_T_DESTINY, ZWD_ST_DESTINY } };
	struct zwd_skillset set;
	struct zwd_traits   t;
	size_t              k;

	if (s->pack->rev < 1 || s->surv[i].out)
		return (-1);
	zwd_skills(s, i, &set);
	zwd_skill_traits(&set, zwd_mates(s, i), &t);
	for (k = 0; k < PB_NELEM(rows); k++)
		if (t.flags & rows[k].flag)
			return (rows[k].key);
	return (-1);
}

int
zwd_can_stance(const struct zwd_state *s, int i, char **ex)
{
	int key = stance_key(s, i);

	if (key < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("stance %s %s %s", zwd_surv_id(s, i), zwd_stance_word(key, -1, 0),
		    zwd_stance_word(key, (s->surv[i].stance.v[key] + 1) % zwd_stance_values(key), 0));
	return (1);
}

enum pb_rc
zwd_run_stance(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	struct zwd_stance st;
	int               i;

	if (s->pack->rev < 1)
		return (pb_err_set(err, PB_EPERM, "This game's rules have no standing choices of skills."));
	if ((i = zwd_surv_find(s, x->l->argv[1])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "\"%s\" is no survivor of this game.", x->l->argv[1]));
	if (s->surv[i].seat != x->seat)
		return (pb_err_set(
		    err, PB_EPERM, "%s is not one of your survivors.", zwd_surv_name(s, i)));
	st = s->surv[i].stance;
	if (!zwd_stance_set(&st, x->l->argv[2], x->l->argv[3], err))
		return (PB_EDATA);
	s->surv[i].stance = st;
	pb_buf_line(&x->pub, "Standing: %s, %s %s.", zwd_surv_name(s, i), x->l->argv[2],
	    x->l->argv[3]);
	return (PB_OK);
}
