/*++
/* NAME
/*	zwd_cmd_guard 3
/* SUMMARY
/*	Zombicide: White Death, the Cauldrons and the Guard Action's
/*	move, shove and cauldron options
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	int	zwd_ncauldrons(const struct zwd_state *s);
/*	int	zwd_cauldron_zone(const struct zwd_state *s, int k);
/* DESCRIPTION
/*	Digest 3.3 and 3.4, with the readings of pbemd-zwd(7), GUARDS AND
/*	CAULDRONS.  Games of rules revision 0 refuse them all, as they
/*	did.
/*
/*	The Cauldron tokens stand where the mission puts them until one
/*	is moved or poured; from then on the state holds each one's zone
/*	(cauldron[], -1 poured).  zwd_ncauldrons() is how many the
/*	mission has, zwd_cauldron_zone() the zone of token k, -1 poured.
/*
/*	cauldron SURV move ZONE: 3 Actions; the survivor and a Cauldron of
/*	its zone go to ZONE, adjacent by an open edge, an opening or
/*	Stairs (zwd_map_cauldron_ok(): never a rope ladder).  Move skills
/*	do not apply, nor does the cost of zombies left behind (reading).
/*	cauldron SURV pour ZONE: 3 Actions; from a walkway holding a
/*	Cauldron onto an adjacent zone in sight that is not a walkway
/*	(zwd_map_pour_ok()): every character there is eliminated
/*	(zwd_cauldron_pour()), the AP are the survivor's, the token is
/*	discarded.
/*
/*	guard SURV move ZONE TO [N]: the Guard Action's Move: N guards of
/*	ZONE (all by default) go to TO, a Move a survivor could make; the
/*	ordering survivor pays 1 Action, +1 per zombie in ZONE unless its
/*	Guards: Dodge (reading).  guard SURV shove ZONE TO: with Guards:
/*	Shove, instead, every zombie of ZONE is pushed to TO, at Range 1
/*	in the guards' sight (not a Move: walkways too).  guard SURV
/*	cauldron ZONE move|pour TO: with 3 guards or more in ZONE, they
/*	make the Cauldron Action for the one Guard Action (1 Action); on
/*	a move every guard of ZONE goes with the Cauldron.
/*	Each is the survivor's one Guard Action of its Turn.  Mission 5
/*	keeps the guards of the Empress's zone there until she is taken
/*	(zwd_mission_guards_move()): move, shove and a Cauldron's move
/*	are refused for them; they still fight and pour.
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

#define CAULDRON_COST 3 /* Actions of a survivor's Cauldron Action */

int
zwd_ncauldrons(const struct zwd_state *s)
{
	int n = s->map->setup.ncauldrons;

	return (n < ZWD_CAULDRONS ? n : ZWD_CAULDRONS);
}

int
zwd_cauldron_zone(const struct zwd_state *s, int k)
{
	return (s->cauldron_set ? s->cauldron[k] : s->map->setup.cauldrons[k]);
}

/* cauldron_in - a Cauldron token in zone z, -1 */

static int
cauldron_in(const struct zwd_state *s, int z)
{
	int k;

	for (k = 0; k < zwd_ncauldrons(s); k++)
		if (zwd_cauldron_zone(s, k) == z)
			return (k);
	return (-1);
}

/* cauldron_put - token k to zone z (-1: poured) */

static void
cauldron_put(struct zwd_state *s, int k, int z)
{
	int i;

	if (!s->cauldron_set)
		for (i = 0; i < zwd_ncauldrons(s); i++)
			s->cauldron[i] = s->map->setup.cauldrons[i];
	s->cauldron_set = 1;
	s->cauldron[k] = z;
}

/* zone_arg - the zone of argument n, or a refusal */

static enum pb_rc
zone_arg(struct zwd_ctx *x, int n, int *z, struct pb_err *err)
{
	if (x->l->argc <= n)
		return (pb_err_set(err, PB_EDATA, "Send it as: %s", "guard SURVIVOR move ZONE TO"));
	if ((*z = zwd_map_zone(S(x)->map, x->l->argv[n])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(x->l->argv[n])));
	return (PB_OK);
}

/* pour - a Cauldron of zone from poured on z, by survivor x or its guards */

static void
pour(struct zwd_ctx *x, int k, int from, int z, int guards)
{
	struct zwd_attack        a;
	struct zwd_combat_result r;
	struct zwd_necro_join    j;

	zwd_necros_join(
	    S(x)->board, S(x)->pack->rev >= 2 ? &S(x)->mp : NULL, S(x)->pack->cards, z, &j); /* rules 2 */
	zwd_cauldron_pour(S(x)->board, S(x)->pack->cards, z, &r);
	zwd_necros_part(S(x)->board, &S(x)->mp, S(x)->pack->cards, &j, &r);
	cauldron_put(S(x), k, -1);
	memset(&a, 0, sizeof(a));
	a.who = x->who;
	a.from = from;
	a.to = z;
	a.w.kind = ZWD_CAULDRON;
	a.guards = guards;
	zwd_tell(x, &a, &r);
	zwd_necros_tell(&j, zwd_label(S(x), z), &x->pub);
	zwd_settle(x, &r);
}

/* ---- cauldron SURV move|pour ZONE ------------------------------------ */

/* cauldron_target - the first zone survivor i could move (pour) its Cauldron to, -1 */

static int
cauldron_target(const struct zwd_state *s, int from, int pouring)
{
	int z;

	for (z = 0; z < s->map->nzones; z++)
		if (z != from
		    && (pouring ? zwd_map_pour_ok(s->map, from, z)
		                : zwd_map_cauldron_ok(s->map, from, z)))
			return (z);
	return (-1);
}

int
zwd_can_cauldron(const struct zwd_state *s, int i, char **ex)
{
	int from = zwd_surv_zone(s, i), z, pouring = 1;

	if (s->pack->rev < 1 || from < 0 || cauldron_in(s, from) < 0
	    || !zwd_can_pay(s, i, ZWD_K_OTHER, 0, CAULDRON_COST))
		return (0);
	if ((z = cauldron_target(s, from, pouring)) < 0)
		z = cauldron_target(s, from, pouring = 0);
	if (z < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("cauldron %s %s %s", zwd_surv_id(s, i), pouring ? "pour" : "move",
		    zwd_label(s, z));
	return (1);
}

enum pb_rc
zwd_run_cauldron(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               from = zwd_surv_zone(s, x->who), k, z, pouring;
	enum pb_rc        rc;

	if (s->pack->rev < 1)
		return (pb_err_set(err, PB_EPERM, "This game's rules have no Cauldron Actions."));
	if ((pouring = strcmp(x->l->argv[2], "pour") == 0) == 0 && strcmp(x->l->argv[2], "move"))
		return (pb_err_set(err, PB_EDATA, "Send it as: cauldron SURVIVOR move|pour ZONE"));
	if ((rc = zone_arg(x, 3, &z, err)) != PB_OK)
		return (rc);
	if ((k = cauldron_in(s, from)) < 0)
		return (
		    pb_err_set(err, PB_EPERM, "There is no Cauldron in %s.", zwd_label(s, from)));
	if (pouring && !zwd_map_pour_ok(s->map, from, z))
		return (pb_err_set(err, PB_EPERM,
		    "A Cauldron is poured from a walkway onto an adjacent zone in sight that is "
		    "not a walkway: not from %s onto %s.",
		    zwd_label(s, from), zwd_label(s, z)));
	if (!pouring && !zwd_map_cauldron_ok(s->map, from, z))
		return (pb_err_set(err, PB_EPERM,
		    "A Cauldron goes to an adjacent zone by an open way or Stairs: not from %s to "
		    "%s.",
		    zwd_label(s, from), zwd_label(s, z)));
	if ((rc = zwd_need_kind(x, ZWD_K_OTHER, 0, CAULDRON_COST, err)) != PB_OK)
		return (rc);
	zwd_pay(s, x->who, ZWD_K_OTHER, 0, CAULDRON_COST);
	if (pouring) {
		pour(x, k, from, z, 0);
		return (PB_OK);
	}
	cauldron_put(s, k, z);
	s->board->surv[x->who] = z;
	pb_buf_line(&x->pub, "%s moves a Cauldron from %s to %s.", NAME(x), zwd_label(s, from),
	    zwd_label(s, z));
	return (PB_OK);
}

/* ---- the Guard Action's options ---------------------------------------- */

/* guard_traits - the standing effects of survivor x's skills */

static unsigned
guard_traits(struct zwd_ctx *x)
{
	struct zwd_skillset set;
	struct zwd_traits   t;

	zwd_skills(S(x), x->who, &set);
	zwd_skill_traits(&set, zwd_mates(S(x), x->who), &t);
	return (t.flags);
}

/* guard_start - the checks of every Guard Action: rules, once a Turn, guards in ZONE */

static enum pb_rc
guard_start(struct zwd_ctx *x, int *g, int cost, struct pb_err *err)
{
	enum pb_rc rc;

	if (S(x)->pack->rev < 1)
		return (pb_err_set(err, PB_EPERM,
		    "Guards attack in melee or ranged; their moves and the Cauldrons are not in "
		    "this game's rules."));
	if ((rc = zone_arg(x, 3, g, err)) != PB_OK)
		return (rc);
	if (SV(x)->guarded)
		return (pb_err_set(
		    err, PB_EPERM, "%s has made a Guard Action this turn already.", NAME(x)));
	if (S(x)->board->guards[*g] == 0)
		return (
		    pb_err_set(err, PB_EPERM, "There are no guards in %s.", zwd_label(S(x), *g)));
	return (zwd_need_kind(x, ZWD_K_GUARD, 0, cost, err));
}

/* guards_stay - a refusal when the mission keeps the guards of g where they are */

static enum pb_rc
guards_stay(struct zwd_ctx *x, int g, struct pb_err *err)
{
	if (zwd_mission_guards_move(&S(x)->mp, S(x)->map, g))
		return (PB_OK);
	return (pb_err_set(err, PB_EPERM,
	    "Until the Empress is taken, the guards in her zone %s cannot move or shove (they "
	    "can fight).",
	    zwd_label(S(x), g)));
}

/* guard_paid - the Guard Action made and paid */

static void
guard_paid(struct zwd_ctx *x, int cost)
{
	SV(x)->guarded = 1;
	SV(x)->streak = 0;
	zwd_pay(S(x), x->who, ZWD_K_GUARD, 0, cost);
}

enum pb_rc
zwd_guard_move(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               g, to, n, cost;
	enum pb_rc        rc;

	if (x->l->argc > 3 && (g = zwd_map_zone(s->map, x->l->argv[3])) >= 0)
		cost = (guard_traits(x) & ZWD_T_GUARDS_DODGE)
		    ? 1
		    : zwd_map_move_cost(zwd_board_zombies(s->board, g));
	else
		cost = 1;
	if ((rc = guard_start(x, &g, cost, err)) != PB_OK || (rc = guards_stay(x, g, err)) != PB_OK
	    || (rc = zone_arg(x, 4, &to, err)) != PB_OK)
		return (rc);
	n = x->l->argc > 5 ? atoi(x->l->argv[5]) : s->board->guards[g];
	if (n < 1 || n > s->board->guards[g])
		return (pb_err_set(err, PB_EDATA, "%s holds %d guard%s.", zwd_label(s, g),
		    s->board->guards[g], s->board->guards[g] == 1 ? "" : "s"));
	if (to == g || !zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, g, to, 0))
		return (pb_err_set(err, PB_EPERM, "Guards cannot move from %s to %s.",
		    zwd_label(s, g), zwd_label(s, to)));
	s->board->guards[g] -= n;
	s->board->guards[to] += n;
	guard_paid(x, cost);
	pb_buf_line(&x->pub, "%s orders %d guard%s from %s to %s.", NAME(x), n, n == 1 ? "" : "s",
	    zwd_label(s, g), zwd_label(s, to));
	return (PB_OK);
}

enum pb_rc
zwd_guard_shove(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               g, to, t, n;
	enum pb_rc        rc;

	if ((rc = guard_start(x, &g, 1, err)) != PB_OK || (rc = guards_stay(x, g, err)) != PB_OK
	    || (rc = zone_arg(x, 4, &to, err)) != PB_OK)
		return (rc);
	if (!(guard_traits(x) & ZWD_T_GUARDS_SHOVE))
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Guards: Shove.", NAME(x)));
	if (zwd_map_los(s->map, g, to, 0) != 1)
		return (pb_err_set(err, PB_EPERM,
		    "Guards shove to a zone at Range 1 in sight: not %s.", zwd_label(s, to)));
	if (zwd_board_zombies(s->board, g) == 0)
		return (pb_err_set(err, PB_EPERM, "There are no zombies in %s.", zwd_label(s, g)));
	for (t = 0; t < ZWD_NZOMBIES; t++)
		if ((n = zwd_board_at(s->board, g, t)) > 0) {
			zwd_board_take(s->board, g, t, n);
			zwd_board_put(s->board, to, t, n);
		}
	guard_paid(x, 1);
	pb_buf_line(&x->pub, "%s orders the guards of %s to shove the zombies to %s.", NAME(x),
	    zwd_label(s, g), zwd_label(s, to));
	return (PB_OK);
}

enum pb_rc
zwd_guard_cauldron(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               g, to, k, pouring, n;
	enum pb_rc        rc;

	if ((rc = guard_start(x, &g, 1, err)) != PB_OK || (rc = zone_arg(x, 5, &to, err)) != PB_OK)
		return (rc);
	if ((pouring = strcmp(x->l->argv[4], "pour") == 0) == 0 && strcmp(x->l->argv[4], "move"))
		return (pb_err_set(
		    err, PB_EDATA, "Send it as: guard SURVIVOR cauldron ZONE move|pour TO"));
	if (!pouring && (rc = guards_stay(x, g, err)) != PB_OK)
		return (rc);
	if ((n = s->board->guards[g]) < 3)
		return (pb_err_set(err, PB_EPERM, "A Cauldron needs 3 guards or more: %s has %d.",
		    zwd_label(s, g), n));
	if ((k = cauldron_in(s, g)) < 0)
		return (pb_err_set(err, PB_EPERM, "There is no Cauldron in %s.", zwd_label(s, g)));
	if (pouring ? !zwd_map_pour_ok(s->map, g, to) : !zwd_map_cauldron_ok(s->map, g, to))
		return (pouring ? pb_err_set(err, PB_EPERM,
		            "The guards cannot pour the Cauldron from %s onto %s.", zwd_label(s, g),
		            zwd_label(s, to))
		                : pb_err_set(err, PB_EPERM,
		                    "The guards cannot move the Cauldron from %s to %s.",
		                    zwd_label(s, g), zwd_label(s, to)));
	guard_paid(x, 1);
	if (pouring) {
		pour(x, k, g, to, n);
		return (PB_OK);
	}
	cauldron_put(s, k, to);
	s->board->guards[g] = 0;
	s->board->guards[to] += n;
	pb_buf_line(&x->pub, "%s orders the guards of %s to move a Cauldron to %s.", NAME(x),
	    zwd_label(s, g), zwd_label(s, to));
	return (PB_OK);
}
