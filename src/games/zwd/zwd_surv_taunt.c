/*++
/* NAME
/*	zwd_surv_taunt 3
/* SUMMARY
/*	Zombicide: White Death, the skill Taunt
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	enum pb_rc zwd_run_taunt(struct zwd_ctx *x, struct pb_err *err);
/*	int	zwd_can_taunt(const struct zwd_state *s, int i, char **ex);
/* DESCRIPTION
/*	taunt SURV ZONE: the skill Taunt (rules 2), free, once a Turn
/*	(ZWD_ONCE_TAUNT): the zombies of ZONE, in the survivor's sight at
/*	Range 1 or more, get an Extra Activation toward it at once: each
/*	movement kind (walkers, runners and brutes; the Abominations, over
/*	ramparts) steps one zone along its shortest way to the survivor's
/*	zone, ignoring every other survivor and noise, leaving their zone
/*	whoever is there; on a tie the players' steer list, else the
/*	lowest zone.  Readings: a runner's Extra Activation is one step;
/*	a Freeze token in ZONE holds them and is discarded (as when
/*	zombies are about to activate); the Necromancers do not come; a
/*	Taunt on its own zone (Range 0, an attack on itself) is refused.
/*
/*	zwd_can_taunt() says whether survivor i may taunt now, with an
/*	example naming the first zone it may taunt.
/* DIAGNOSTICS
/*	A refusal says why and changes nothing.
/* SEE ALSO
/*	zwd_skill(3h), pbemd-zwd(7), SKILLS.
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"
#include "games/zwd/zwd_zombie.h"

/* mover - how zombies of type t move */

static int
mover(int t)
{
	return (t >= ZWD_KHAN ? ZWD_MOVER_ABOMINATION : ZWD_MOVER_ZOMBIE);
}

/* step - where the zombies of type t in z step toward zone to; -1 none */

static int
step(const struct zwd_state *s, const struct zwd_prefs *p, int t, int z, int to)
{
	const struct zwd_map *m = s->map;
	int                   d = zwd_map_dist(m, mover(t), z, to, 0), *alt, n = 0, k, r;

	if (d <= 0)
		return (-1);
	alt = pb_malloc(sizeof(int) * (size_t)m->nzones);
	for (k = 0; k < m->nzones; k++)
		if (k != z && zwd_map_step_ok(m, mover(t), z, k, 0)
		    && zwd_map_dist(m, mover(t), k, to, 0) == d - 1)
			alt[n++] = k;
	r = n > 0 ? zwd_steer(p, alt, n, alt[0]) : -1;
	free(alt);
	return (r);
}

/* why_not - why survivor i may not taunt zone z now, NULL */

static const char *
why_not(const struct zwd_state *s, int i, int z)
{
	int a = zwd_surv_zone(s, i), r = zwd_map_los(s->map, a, z, 0);

	if (r < 0)
		return ("a zone in its sight");
	if (r == 0)
		return ("not its own zone");
	if (zwd_board_zombies(s->board, z) == 0)
		return ("a zone with zombies");
	return (NULL);
}

/* taunter - survivor i has Taunt and has not used it this Turn */

static int
taunter(const struct zwd_state *s, int i)
{
	return (s->pack->rev >= 2 && zwd_special_arg(s, i, ZWD_SK_TAUNT) >= 0
	    && !(s->surv[i].once & ZWD_ONCE_TAUNT));
}

int
zwd_can_taunt(const struct zwd_state *s, int i, char **ex)
{
	int z;

	if (!taunter(s, i))
		return (0);
	for (z = 0; z < s->map->nzones; z++)
		if (why_not(s, i, z) == NULL) {
			if (ex)
				*ex = pb_asprintf("taunt %s %s", zwd_surv_id(s, i), zwd_label(s, z));
			return (1);
		}
	return (0);
}

enum pb_rc
zwd_run_taunt(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state  *s = S(x);
	struct zwd_prefs   p;
	struct zwd_defence def[ZWD_SURVIVORS];
	const char        *why;
	int                z, t, n, to, a = zwd_surv_zone(s, x->who), moved = 0;

	if (s->pack->rev < 2 || zwd_special_arg(s, x->who, ZWD_SK_TAUNT) < 0)
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Taunt.", NAME(x)));
	if (SV(x)->once & ZWD_ONCE_TAUNT)
		return (pb_err_set(err, PB_EPERM, "%s: Taunt once a Turn.", NAME(x)));
	if ((z = zwd_map_zone(s->map, x->l->argv[2])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(x->l->argv[2])));
	if ((why = why_not(s, x->who, z)) != NULL)
		return (pb_err_set(
		    err, PB_EPERM, "%s cannot taunt %s: %s.", NAME(x), zwd_label(s, z), why));
	SV(x)->once |= ZWD_ONCE_TAUNT;
	if (s->board->freeze[z]) {
		s->board->freeze[z] = 0;
		pb_buf_line(&x->pub, "%s taunts the zombies of %s: a Freeze token holds them.",
		    NAME(x), zwd_label(s, z));
		return (PB_OK);
	}
	zwd_prefs_of(s, &p, def);
	for (t = 0; t < ZWD_NZOMBIES; t++) {
		if ((n = zwd_board_at(s->board, z, t)) == 0 || (to = step(s, &p, t, z, a)) < 0)
			continue;
		zwd_board_take(s->board, z, t, n);
		(void)zwd_board_put(s->board, to, t, n);
		pb_buf_line(&x->pub, "%s taunts the zombies of %s: %d come%s to %s.", NAME(x),
		    zwd_label(s, z), n, n == 1 ? "s" : "", zwd_label(s, to));
		moved = 1;
	}
	if (!moved)
		pb_buf_line(&x->pub, "%s taunts the zombies of %s: they find no way.", NAME(x),
		    zwd_label(s, z));
	return (PB_OK);
}
