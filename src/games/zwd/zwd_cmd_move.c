/*++
/* NAME
/*	zwd_cmd_move 3
/* SUMMARY
/*	Zombicide: White Death, moves of more than one zone: +1 Zone per
/*	Move, Sprint, Charge, Bloodlust, Jump
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/* DESCRIPTION
/*	Rules revision 1 (older games refuse them, as they did), by
/*	zwd_skill_move()'s rule of each move (digest 3, 4):
/*
/*	move SURV ZONE ZONE [ZONE]: one Move Action through the zones
/*	named, each next to the one before: 2 zones with +1 Zone per Move,
/*	2 or 3 with Sprint (once a Turn); 1 Action (a free Move first),
/*	+1 per zombie in the zone left (none with Slippery); entering a
/*	zone with zombies ends it (not with Slippery).
/*	charge SURV ZONE [ZONE]: Charge, free, once a Turn: 1 or 2 zones,
/*	the last with a zombie; a Move's costs and stops otherwise.
/*	bloodlust SURV ZONE [ZONE]: Bloodlust, once a Turn, a Move Action
/*	of 1 or 2 zones to a zone with zombies, then a free Action of its
/*	kind (Combat, Melee, Ranged or Magic) this Turn.
/*	jump SURV ZONE: Jump, once a Turn, a Move Action: to a zone in
/*	sight at Range 2, over what lies between (walls stop the sight);
/*	Move skills do not apply, the zombies left cost their Actions.
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

#define MAXPATH 3

/* skilled - survivor x's traits and whether it has special skill sk */

static int
skilled(struct zwd_ctx *x, int sk, struct zwd_traits *t)
{
	struct zwd_special  sp[ZWD_MAXSPECIAL];
	struct zwd_skillset set;
	int                 k, n, mates = zwd_mates(S(x), x->who);

	zwd_skills(S(x), x->who, &set);
	zwd_skill_traits(&set, mates, t);
	n = zwd_skill_specials(&set, mates, sp, ZWD_MAXSPECIAL);
	for (k = 0; k < n; k++)
		if (sp[k].sk == sk)
			return (1);
	return (0);
}

/* path_of - the zones named from argument 2 on, in path; their count, or a refusal */

static enum pb_rc
path_of(struct zwd_ctx *x, int *path, int *n, struct pb_err *err)
{
	int k;

	*n = x->l->argc - 2;
	if (*n < 1 || *n > MAXPATH)
		return (pb_err_set(err, PB_EDATA, "A move names 1 to %d zones.", MAXPATH));
	for (k = 0; k < *n; k++)
		if ((path[k] = zwd_map_zone(S(x)->map, x->l->argv[2 + k])) < 0)
			return (pb_err_set(err, PB_EDATA, "There is no zone %s on this map.",
			    zwd_upper(x->l->argv[2 + k])));
	return (PB_OK);
}

/* zwd_walk_ok - path of n zones from survivor i's zone is a walk by rule mv, or why not (NULL) */

const char *
zwd_walk_ok(const struct zwd_state *s, int i, const int *path, int n, const struct zwd_move *mv)
{
	int k, from = zwd_surv_zone(s, i);

	if (n < mv->zmin || n > mv->zmax)
		return ("not that many zones");
	for (k = 0; k < n; from = path[k++]) {
		if (path[k] == from
		    || !zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, from, path[k], zwd_surv_how(s, i)))
			return (
			    "each zone must be next to the one before, by a way a survivor takes");
		if (mv->stops && k < n - 1 && zwd_board_zombies(s->board, path[k]) > 0)
			return ("entering a zone with zombies ends the Move");
	}
	return (NULL);
}

/* go - survivor x walks path, paying cost Actions of a Move (0 free), once bit */

static enum pb_rc
go(struct zwd_ctx *x, const int *path, int n, int cost, unsigned once, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               a = zwd_surv_zone(s, x->who);
	enum pb_rc        rc;

	if (cost > 0 && (rc = zwd_need_kind(x, ZWD_K_MOVE, 0, cost, err)) != PB_OK)
		return (rc);
	if (cost > 0)
		zwd_pay(s, x->who, ZWD_K_MOVE, 0, cost);
	SV(x)->once |= once;
	s->board->surv[x->who] = path[n - 1];
	pb_buf_line(&x->pub, "%s moves from %s to %s.", NAME(x), zwd_label(s, a),
	    zwd_label(s, path[n - 1]));
	return (PB_OK);
}

/* exit_cost - a Move's Actions for the zombies of survivor x's zone, by rule mv */

static int
exit_cost(struct zwd_ctx *x, const struct zwd_move *mv)
{
	int z = zwd_surv_zone(S(x), x->who);

	return (mv->exit ? zwd_map_move_cost(zwd_board_zombies(S(x)->board, z)) : 1);
}

enum pb_rc
zwd_move_path(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_traits t;
	struct zwd_move   mv;
	const char       *why;
	int               path[MAXPATH], n, sprint, sk = -1;
	enum pb_rc        rc;

	if (S(x)->pack->rev < 1)
		return (pb_err_set(err, PB_EPERM, "One zone at a time in this game's rules."));
	if ((rc = path_of(x, path, &n, err)) != PB_OK)
		return (rc);
	sprint = skilled(x, ZWD_SK_SPRINT, &t) && !(SV(x)->once & ZWD_ONCE_SPRINT);
	if (n > t.zones && sprint)
		sk = ZWD_SK_SPRINT;
	zwd_skill_move(&t, sk, &mv);
	if ((why = zwd_walk_ok(S(x), x->who, path, n, &mv)) != NULL)
		return (
		    sk >= 0 ? pb_err_set(err, PB_EPERM,
		        "%s cannot move so (Sprint, 2 or 3 zones once a turn): %s.", NAME(x), why)
		            : pb_err_set(err, PB_EPERM, "%s cannot move so (1 zone a Move): %s.",
		                NAME(x), why));
	return (go(x, path, n, exit_cost(x, &mv), sk >= 0 ? ZWD_ONCE_SPRINT : 0, err));
}

enum pb_rc
zwd_run_charge(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_traits t;
	struct zwd_move   mv;
	const char       *why;
	int               path[MAXPATH], n;
	enum pb_rc        rc;

	if (S(x)->pack->rev < 1 || !skilled(x, ZWD_SK_CHARGE, &t))
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Charge.", NAME(x)));
	if (SV(x)->once & ZWD_ONCE_CHARGE)
		return (pb_err_set(err, PB_EPERM, "%s: Charge once a Turn.", NAME(x)));
	if ((rc = path_of(x, path, &n, err)) != PB_OK)
		return (rc);
	zwd_skill_move(&t, ZWD_SK_CHARGE, &mv);
	if ((why = zwd_walk_ok(S(x), x->who, path, n, &mv)) != NULL)
		return (pb_err_set(
		    err, PB_EPERM, "%s cannot charge so (1 or 2 zones): %s.", NAME(x), why));
	if (zwd_board_zombies(S(x)->board, path[n - 1]) == 0)
		return (pb_err_set(err, PB_EPERM, "A Charge ends in a zone with zombies: not %s.",
		    zwd_label(S(x), path[n - 1])));
	return (go(x, path, n, 0, ZWD_ONCE_CHARGE, err));
}

/* lust_kinds - the kinds of Bloodlust's free Action, by its action parameter */

static unsigned
lust_kinds(int arg)
{
	return (arg == ZWD_PA_MELEE    ? ZWD_K_MELEE
	        : arg == ZWD_PA_RANGED ? ZWD_K_RANGED
	        : arg == ZWD_PA_MAGIC  ? ZWD_K_MAGIC
	                               : ZWD_K_COMBAT);
}

enum pb_rc
zwd_run_bloodlust(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_traits t;
	struct zwd_move   mv;
	const char       *why;
	int               path[MAXPATH], n, arg = zwd_special_arg(S(x), x->who, ZWD_SK_BLOODLUST);
	enum pb_rc        rc;

	if (arg < 0)
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Bloodlust.", NAME(x)));
	if (SV(x)->once & ZWD_ONCE_BLOODLUST)
		return (pb_err_set(err, PB_EPERM, "%s: Bloodlust once a Turn.", NAME(x)));
	if ((rc = path_of(x, path, &n, err)) != PB_OK)
		return (rc);
	(void)skilled(x, ZWD_SK_BLOODLUST, &t);
	zwd_skill_move(&t, ZWD_SK_BLOODLUST, &mv);
	if ((why = zwd_walk_ok(S(x), x->who, path, n, &mv)) != NULL)
		return (pb_err_set(
		    err, PB_EPERM, "%s: Bloodlust goes 1 or 2 zones: %s.", NAME(x), why));
	if (zwd_board_zombies(S(x)->board, path[n - 1]) == 0)
		return (pb_err_set(err, PB_EPERM, "Bloodlust ends in a zone with zombies: not %s.",
		    zwd_label(S(x), path[n - 1])));
	if ((rc = go(x, path, n, exit_cost(x, &mv), ZWD_ONCE_BLOODLUST, err)) != PB_OK)
		return (rc);
	SV(x)->bonus = lust_kinds(arg); /* then a free Action of its kind */
	return (PB_OK);
}

enum pb_rc
zwd_run_jump(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_traits t;
	struct zwd_move   mv;
	int               z, a = zwd_surv_zone(S(x), x->who);

	if (S(x)->pack->rev < 1 || !skilled(x, ZWD_SK_JUMP, &t))
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Jump.", NAME(x)));
	if (SV(x)->once & ZWD_ONCE_JUMP)
		return (pb_err_set(err, PB_EPERM, "%s: Jump once a Turn.", NAME(x)));
	if ((z = zwd_map_zone(S(x)->map, x->l->argv[2])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(x->l->argv[2])));
	if (zwd_map_los(S(x)->map, a, z, 0) != 2)
		return (pb_err_set(err, PB_EPERM,
		    "A Jump goes to a zone in sight at Range 2: not %s.", zwd_label(S(x), z)));
	zwd_skill_move(&t, ZWD_SK_JUMP, &mv);
	return (go(x, &z, 1, exit_cost(x, &mv), ZWD_ONCE_JUMP, err));
}

/* can_special - survivor i may make the move of skill sk with once bit once now */

static int
can_special(const struct zwd_state *s, int i, int sk, unsigned once)
{
	return (!(s->surv[i].once & once) && zwd_special_arg(s, i, sk) >= 0);
}

/* to_zombies - the first zone next to survivor i's with zombies, -1 */

static int
to_zombies(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), z;

	for (z = 0; z < s->map->nzones; z++)
		if (z != a && zwd_board_zombies(s->board, z) > 0
		    && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, zwd_surv_how(s, i)))
			return (z);
	return (-1);
}

int
zwd_can_charge(const struct zwd_state *s, int i, char **ex)
{
	int z;

	if (!can_special(s, i, ZWD_SK_CHARGE, ZWD_ONCE_CHARGE) || (z = to_zombies(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("charge %s %s", zwd_surv_id(s, i), zwd_label(s, z));
	return (1);
}

int
zwd_can_jump(const struct zwd_state *s, int i, char **ex)
{
	int a = zwd_surv_zone(s, i), z;

	if (!can_special(s, i, ZWD_SK_JUMP, ZWD_ONCE_JUMP)
	    || !zwd_can_pay(s, i, ZWD_K_MOVE, 0, zwd_map_move_cost(zwd_board_zombies(s->board, a))))
		return (0);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_map_los(s->map, a, z, 0) == 2) {
			if (ex)
				*ex = pb_asprintf("jump %s %s", zwd_surv_id(s, i), zwd_label(s, z));
			return (1);
		}
	return (0);
}

int
zwd_can_bloodlust(const struct zwd_state *s, int i, char **ex)
{
	int a = zwd_surv_zone(s, i), z;

	if (!can_special(s, i, ZWD_SK_BLOODLUST, ZWD_ONCE_BLOODLUST)
	    || !zwd_can_pay(s, i, ZWD_K_MOVE, 0, zwd_map_move_cost(zwd_board_zombies(s->board, a)))
	    || (z = to_zombies(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("bloodlust %s %s", zwd_surv_id(s, i), zwd_label(s, z));
	return (1);
}
