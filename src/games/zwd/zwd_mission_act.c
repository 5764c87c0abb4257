/*++
/* NAME
/*	zwd_mission_act 3
/* SUMMARY
/*	Zombicide: White Death, the missions' own Actions and moments
/* SYNOPSIS
/*	#include "games/zwd/zwd_mission.h"
/*
/*	int	zwd_mission_pile_take(struct zwd_mprog *p, int z);
/*	int	zwd_mission_bile_ok(const struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b,
/*			int surv);
/*	int	zwd_mission_purge(struct zwd_mprog *p, struct zwd_map *map,
/*			struct zwd_board *b, int surv, int token);
/*	int	zwd_mission_relic(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int surv, int token);
/*	int	zwd_mission_fire(struct zwd_mprog *p, struct zwd_map *map,
/*			struct zwd_board *b, int z, struct zwd_burn *out);
/*	int	zwd_mission_empress_take(struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b,
/*			int surv);
/*	int	zwd_mission_empress_give(struct zwd_mprog *p,
/*			const struct zwd_map *map, const struct zwd_board *b,
/*			int from, int to);
/*	int	zwd_mission_guards_move(const struct zwd_mprog *p,
/*			const struct zwd_map *map, int z);
/*	int	zwd_mission_empress_walk(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int to);
/*	int	zwd_mission_exit(struct zwd_mprog *p,
/*			const struct zwd_map *map, struct zwd_board *b,
/*			int surv, int turn_end);
/* DESCRIPTION
/*	Each refuses (0, nothing changed) unless its mission's rule is on
/*	and the board allows it; 1 when done.  "Range 0-1 of a spawn
/*	token" (missions 2 and 8) reads as the token's zone or a zone at
/*	range 1 in line of sight (zwd_map_los()).
/*
/*	zwd_mission_purge() (2): a Tome discarded; the numbered token goes
/*	to spawn #1's printed zone; the Corruption joined to the zone it
/*	left (zwd_map_corruption_group()) goes back to the box.
/*	zwd_mission_relic() (8): a relic discarded, the token goes to the
/*	Standard.  zwd_mission_fire() (4): a Dragon Fire on the zone of a
/*	Red objective burns its building (zwd_map_burn()): the token is
/*	removed, every zombie, guard and survivor in the burnt zones is
/*	eliminated (told in out; the survivors count as eliminated).
/*	zwd_mission_empress_give() (5): her carrier gives her to a
/*	survivor in its zone (a trade), who is the Signaller from then on.
/*	zwd_mission_exit(): the survivor leaves from the exit zone when it
/*	has no zombies, at the end of its Turn under exit-turn-end, and
/*	the guards there go out with it.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_mission.h"

/* on_board - survivor surv is on the board, its zone */

static int
on_board(const struct zwd_board *b, int surv)
{
	return (surv >= 0 && surv < b->nsurv ? b->surv[surv] : -1);
}

/* near_token - survivor at range 0-1 of numbered token k in sight */

static int
near_token(const struct zwd_map *m, const struct zwd_board *b, int surv, int k)
{
	int z = on_board(b, surv), r;

	if (z < 0 || k < 0 || k >= ZWD_SPAWNS || b->spawn[k] < 0)
		return (0);
	r = zwd_map_los(m, z, b->spawn[k], 0);
	return (r == 0 || r == 1);
}

/* zwd_mission_pile_take - Intro: 1 card of the pile in z */

int
zwd_mission_pile_take(struct zwd_mprog *p, int z)
{
	int i = zwd_mission_objective(p, z);

	if (i < 0 || p->pile[i] == 0)
		return (0);
	p->pile[i]--;
	return (1);
}

/* zwd_mission_bile_ok - mission 1: a Dragon Bile from the Standard */

int
zwd_mission_bile_ok(
    const struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b, int surv)
{
	(void)p;
	return (m->setup.rules & ZWD_RULE_BILE_SUPPLY && m->setup.standard >= 0
	    && on_board(b, surv) == m->setup.standard);
}

/* zwd_mission_purge - mission 2: a Tome purges a spawn zone */

int
zwd_mission_purge(struct zwd_mprog *p, struct zwd_map *m, struct zwd_board *b, int surv, int token)
{
	int *group, n, i, from;

	if (!(m->setup.rules & ZWD_RULE_TOMES) || p->tomes == 0 || !near_token(m, b, surv, token))
		return (0);
	p->tomes--;
	from = b->spawn[token];
	b->spawn[token] = m->setup.spawn[0];
	group = pb_malloc(sizeof(int) * (size_t)m->nzones);
	n = zwd_map_corruption_group(m, from, group);
	for (i = 0; i < n; i++)
		zwd_map_purge(m, group[i]);
	b->corruption_left += n;
	free(group);
	return (1);
}

/* zwd_mission_relic - mission 8: a relic sends a token to the Standard */

int
zwd_mission_relic(
    struct zwd_mprog *p, const struct zwd_map *m, struct zwd_board *b, int surv, int token)
{
	if (!(m->setup.rules & ZWD_RULE_RELICS) || p->relics == 0 || !near_token(m, b, surv, token))
		return (0);
	p->relics--;
	b->spawn[token] = m->setup.standard;
	return (1);
}

/* purge_zone - everyone in burnt zone z is eliminated */

static void
purge_zone(struct zwd_mprog *p, struct zwd_board *b, int z, struct zwd_burn *out)
{
	int t, k, n;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		if ((n = zwd_board_at(b, z, t)) > 0) {
			zwd_board_take(b, z, t, n);
			out->zombies += n;
		}
	out->guards += b->guards[z];
	b->guards_lost += b->guards[z];
	b->guards[z] = 0;
	for (k = 0; k < b->nsurv; k++)
		if (b->surv[k] == z) {
			b->surv[k] = -1;
			out->surv[out->nsurv++] = k;
			zwd_mission_eliminated(p, k);
		}
}

/* zwd_mission_fire - mission 4: a Dragon Fire in zone z */

int
zwd_mission_fire(
    struct zwd_mprog *p, struct zwd_map *m, struct zwd_board *b, int z, struct zwd_burn *out)
{
	unsigned char *was;
	int            i = zwd_mission_objective(p, z), y;

	memset(out, 0, sizeof(*out));
	if (!(m->setup.rules & ZWD_RULE_BURN) || i < 0 || p->colour[i] != ZWD_OBJ_RED
	    || zwd_map_kind(m, z) != ZWD_BUILDING)
		return (0);
	was = pb_malloc((size_t)m->nzones);
	memcpy(was, m->burnt, (size_t)m->nzones);
	zwd_map_burn(m, z);
	for (y = 0; y < m->nzones; y++)
		if (m->burnt[y] && !was[y])
			purge_zone(p, b, y, out);
	free(was);
	p->state[i] = ZWD_OBJ_TAKEN;
	p->taken[ZWD_OBJ_RED]++;
	p->burnt++;
	out->ap = 5;
	return (1);
}

/* zwd_mission_empress_take - mission 5: take the Empress */

int
zwd_mission_empress_take(
    struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b, int surv)
{
	if (!(m->setup.rules & ZWD_RULE_EMPRESS_TAKE) || p->carrier >= 0
	    || on_board(b, surv) != m->setup.signaller || m->setup.signaller < 0)
		return (0);
	p->carrier = surv;
	return (1);
}

/* zwd_mission_empress_give - mission 5: her carrier from gives her to to, in its zone */

int
zwd_mission_empress_give(
    struct zwd_mprog *p, const struct zwd_map *m, const struct zwd_board *b, int from, int to)
{
	if (!(m->setup.rules & ZWD_RULE_EMPRESS_TAKE) || p->carrier != from || from == to
	    || on_board(b, to) < 0 || on_board(b, to) != on_board(b, from))
		return (0);
	p->carrier = to;
	return (1);
}

/* zwd_mission_guards_move - may the guards of z move? */

int
zwd_mission_guards_move(const struct zwd_mprog *p, const struct zwd_map *m, int z)
{
	return (
	    !(m->setup.rules & ZWD_RULE_GUARDS_STAY && p->carrier < 0 && z == m->setup.signaller));
}

/* zwd_mission_empress_walk - mission 9: the Empress moves to zone to */

int
zwd_mission_empress_walk(struct zwd_mprog *p, const struct zwd_map *m, struct zwd_board *b, int to)
{
	int from = p->empress >= 0 ? b->surv[p->empress] : -1, k, escort = 0;

	if (!(m->setup.rules & ZWD_RULE_EMPRESS_WALK) || from < 0 || to < 0 || to >= m->nzones
	    || zwd_board_zombies(b, from) > 0
	    || !zwd_map_step_ok(m, ZWD_MOVER_SURVIVOR, from, to, 0))
		return (0);
	for (k = 0; k < b->nsurv; k++)
		escort += k != p->empress && b->surv[k] == from;
	if (escort == 0)
		return (0);
	b->surv[p->empress] = to;
	return (1);
}

/* zwd_mission_exit - survivor surv leaves by the exit */

int
zwd_mission_exit(
    struct zwd_mprog *p, const struct zwd_map *m, struct zwd_board *b, int surv, int turn_end)
{
	int x = m->setup.exit;

	if (x < 0 || !(m->setup.win & ZWD_WIN_ESCAPE) || on_board(b, surv) != x
	    || surv == p->empress || zwd_board_zombies(b, x) > 0
	    || (m->setup.rules & ZWD_RULE_EXIT_TURN_END && !turn_end))
		return (0);
	b->surv[surv] = -1;
	p->out[surv] = 1;
	p->guards_out += b->guards[x];
	b->guards[x] = 0;
	return (1);
}
