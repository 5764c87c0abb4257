/*++
/* NAME
/*	zwd_careful 3
/* SUMMARY
/*	Zombicide: White Death: the careful bot's choice of lines
/* SYNOPSIS
/*	#include "zwd_careful.h"
/* DESCRIPTION
/*	zwd_careful_lines(), as zwd_careful(3h) describes it.  The bot
/*	reads the state only where the players' view shows the same:
/*	the map, the zombies and guards of each zone, the tokens, the
/*	survivors' zones and its own cards.  The mission's own Actions
/*	are asked of the command table (the "can" of each command, as
/*	HELP offers them), so a mission Action the game adds is played
/*	when its word is in mission_words[].
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* Local. */
#include "zwd_careful.h"

/* The Actions of missions the bot takes as soon as it may, in this order. */
static const char *const mission_words[] = { "take", "empress", "relic", "purge", "bile",
	"reload", "exit" };

#define HUNT 3 /* steps the team goes out of its way to kill the Desecrator */

struct list {
	char **v;
	int    n, max;
};

/* add - one more line, unless full */

static void
add(struct list *l, char *line)
{
	if (l->n < l->max)
		l->v[l->n++] = line;
	else
		free(line);
}

/* can - the example of command word for survivor i when it may, NULL */

static char *
can(const struct zwd_state *s, int i, const char *word)
{
	char *ex = NULL;
	int   k;

	for (k = 0; k < zwd_ncmds; k++)
		if (strcmp(zwd_cmds[k].word, word) == 0 && zwd_cmds[k].can != NULL
		    && zwd_cmds[k].can(s, i, &ex))
			return (ex);
	return (NULL);
}

/* equip - the card of survivor i's slot k, NULL */

static const struct zwd_equip *
equip(const struct zwd_state *s, int i, int k)
{
	int e = s->surv[i].slot[k];

	return (e < 0 ? NULL : &s->pack->cards->equips[e]);
}

/* is_weapon - a card one attacks with (Dragon Bile aside) */

static int
is_weapon(const struct zwd_equip *e)
{
	return (e != NULL && (e->kind == ZWD_MELEE || e->kind == ZWD_RANGED || e->kind == ZWD_MAGIC));
}

/* worth - hits a weapon is worth: dice times the chance of each */

static int
worth(const struct zwd_equip *e)
{
	return (is_weapon(e) ? e->dice * (7 - e->accuracy) * (e->damage > 1 ? 2 : 1) : 0);
}

/* others_in - survivors in play other than i in zone z */

static int
others_in(const struct zwd_state *s, int i, int z)
{
	int j, n = 0;

	for (j = 0; j < s->nsurv; j++)
		n += j != i && !s->surv[j].out && zwd_surv_zone(s, j) == z;
	return (n);
}

/* abom_need - the Damage a hit needs to kill an Abomination of zone z:
 * from rules 3 the least of their cards' (the mail names each card),
 * else the pack's first card's, the Khan's */

static int
abom_need(const struct zwd_state *s, int z)
{
	const struct zwd_cards *c = s->pack->cards;
	unsigned                m = zwd_board_aboms_at(s->board, z);
	int                     k, d = 0;

	for (k = 0; s->pack->rev >= 3 && k < c->naboms; k++)
		if ((m >> k & 1) && (d == 0 || c->aboms[k].damage < d))
			d = c->aboms[k].damage;
	if (d == 0)
		d = c->naboms > 0 ? c->aboms[0].damage : 3;
	return (d);
}

/* killable - e can kill some zombie of zone z (a Brute takes Damage 2,
 * an Abomination its card's) */

static int
killable(const struct zwd_state *s, const struct zwd_equip *e, int z)
{
	const struct zwd_board *b = s->board;

	if (zwd_board_at(b, z, ZWD_WALKER) + zwd_board_at(b, z, ZWD_RUNNER)
	        + zwd_board_at(b, z, ZWD_DESECRATOR)
	    > 0)
		return (1);
	return (zwd_board_at(b, z, ZWD_BRUTE) > 0 ? e->damage >= 2 : e->damage >= abom_need(s, z));
}

/* shielded - a ranged or magic e kills nothing in zone z: its hits go to
 * a brute or the Khan first (target priority), which it cannot kill */

static int
shielded(const struct zwd_state *s, const struct zwd_equip *e, int z)
{
	int brute = zwd_board_at(s->board, z, ZWD_BRUTE),
	    khan = zwd_board_at(s->board, z, ZWD_KHAN);

	if (brute + khan == 0)
		return (0);
	return (!(brute > 0 && e->damage >= 2) && !(khan > 0 && e->damage >= abom_need(s, z)));
}

/* reaches - e attacks zone z at range r from survivor i */

static int
reaches(const struct zwd_state *s, int i, const struct zwd_equip *e, int z, int r)
{
	if (!is_weapon(e) || !killable(s, e, z))
		return (0);
	if (e->kind == ZWD_MELEE)
		return (r == 0);
	if (shielded(s, e, z))
		return (0);
	if (r < e->range_min || r > e->range_max)
		return (0);
	return (others_in(s, i, z) == 0); /* no friendly fire */
}

/* attacks - the attacks of survivor i on zone z (range r), best weapon first */

static void
attacks(const struct zwd_state *s, int i, int z, int r, struct list *l)
{
	const struct zwd_equip *e[2] = { equip(s, i, ZWD_HAND0), equip(s, i, ZWD_HAND0 + 1) };
	int                     k, first;

	first = worth(e[1]) > worth(e[0]) ? 1 : 0;
	for (k = 0; k < 2; k++) {
		const struct zwd_equip *w = e[k ? 1 - first : first];

		if (reaches(s, i, w, z, r))
			add(l, pb_asprintf("attack %s %s %s", zwd_surv_id(s, i), zwd_label(s, z), w->n.id));
	}
}

/* fight - attacks on the zones in sight with zombies at range lo to hi, the nearest first */

static void
fight(const struct zwd_state *s, int i, int lo, int hi, struct list *l)
{
	int here = zwd_surv_zone(s, i), r, z;

	for (r = lo; r <= hi; r++)
		for (z = 0; z < s->map->nzones; z++)
			if (zwd_board_zombies(s->board, z) > 0 && zwd_map_los(s->map, here, z, 0) == r)
				attacks(s, i, z, r, l);
}

/* arm - a weapon of the backpack into a free Hand, or over a worse one */

static void
arm(const struct zwd_state *s, int i, struct list *l)
{
	const struct zwd_equip *e, *h0 = equip(s, i, ZWD_HAND0), *h1 = equip(s, i, ZWD_HAND0 + 1);
	int                     k, low = worth(h0) < worth(h1) ? worth(h0) : worth(h1);

	if (is_weapon(h0) && is_weapon(h1) && worth(h0) > worth(h1))
		return; /* reorganise swaps with the first Hand: keep the better */
	for (k = ZWD_BODYSLOT; k < ZWD_SLOTS; k++)
		if ((e = equip(s, i, k)) != NULL && is_weapon(e) && worth(e) > low
		    && e->slot != ZWD_BODY) {
			add(l, pb_asprintf("reorganise %s %s hand", zwd_surv_id(s, i), e->n.id));
			return;
		}
}

/* outmatched - survivor i with n Actions cannot hope to clear zone z */

static int
outmatched(const struct zwd_state *s, int i, int z, int n)
{
	const struct zwd_equip *e;
	int                     k, best = 0, j, helpers = 1;

	for (k = ZWD_HAND0; k < ZWD_BODYSLOT; k++)
		if ((e = equip(s, i, k)) != NULL && e->kind == ZWD_MELEE && killable(s, e, z)
		    && e->dice * (7 - e->accuracy) > best)
			best = e->dice * (7 - e->accuracy);
	for (j = 0; j < s->nsurv; j++) /* the others of the zone still to act */
		helpers += j != i && !s->surv[j].out && !s->surv[j].done && zwd_surv_zone(s, j) == z;
	/* expected kills: Actions times dice times the chance of a hit */
	return (zwd_board_zombies(s->board, z) * 6 > best * n * helpers + 6);
}

/* room - before taking an objective with a full inventory, the card of
 * least worth dropped (free), never a crypt weapon nor Dragon Bile */

static void
room(const struct zwd_state *s, int i, struct list *l)
{
	const struct zwd_equip *e;
	int                     k, low = -1;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[k] < 0)
			return;
	for (k = 0; k < ZWD_SLOTS; k++)
		if ((e = equip(s, i, k)) != NULL && e->deck != ZWD_CRYPT && e->kind != ZWD_BILE
		    && (low < 0 || worth(e) < worth(equip(s, i, low))))
			low = k;
	if (low >= 0)
		add(l, pb_asprintf("drop %s %s", zwd_surv_id(s, i), equip(s, i, low)->n.id));
}

/* helpless - an Abomination is in survivor i's zone and no weapon of its
 * Hands does the Damage its card needs: its attacks would only wound */

static int
helpless(const struct zwd_state *s, int i)
{
	const struct zwd_equip *e;
	int                     k, z = zwd_surv_zone(s, i);

	if (zwd_board_at(s->board, z, ZWD_KHAN) == 0)
		return (0);
	for (k = ZWD_HAND0; k < ZWD_BODYSLOT; k++)
		if (is_weapon(e = equip(s, i, k)) && e->damage >= abom_need(s, z))
			return (0);
	return (1);
}

/* leader - the first survivor in play, -1 */

static int
leader(const struct zwd_state *s)
{
	int i;

	if (s->empress >= 0 && !s->surv[s->empress].out)
		return (s->empress);
	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out)
			return (i);
	return (-1);
}

/* nearest - of the zones marked in want, the nearest to a; -1 */

static int
nearest(const struct zwd_state *s, int a, const unsigned char *want)
{
	int z, d, best = -1, bd = 1 << 20;

	for (z = 0; z < s->map->nzones; z++)
		if (want[z] && (d = zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, a, z, 0)) >= 0
		    && d < bd)
			best = z, bd = d;
	return (best);
}

/* relics - relics the team holds (mission 8) */

static int
relics(const struct zwd_state *s)
{
	int i, n = 0;

	for (i = 0; i < s->nsurv; i++)
		n += s->surv[i].out ? 0 : s->surv[i].relics;
	return (n);
}

/* held - cards of a kind the survivors hold */

static int
held(const struct zwd_state *s, int kind)
{
	int i, k, n = 0;

	for (i = 0; i < s->nsurv; i++)
		for (k = 0; k < ZWD_SLOTS; k++)
			n += equip(s, i, k) != NULL && equip(s, i, k)->kind == kind;
	return (n);
}

/* zwd_careful_has - survivor i holds a card of kind (zwd_careful(3h)) */

int
zwd_careful_has(const struct zwd_state *s, int i, int kind)
{
	int k;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (equip(s, i, k) != NULL && equip(s, i, k)->kind == kind)
			return (1);
	return (0);
}

/* zwd_careful_fire_kit - survivor i holds a Dragon Bile and a Torch
 * (zwd_careful(3h)) */

int
zwd_careful_fire_kit(const struct zwd_state *s, int i)
{
	return (zwd_careful_has(s, i, ZWD_BILE) && zwd_careful_has(s, i, ZWD_TORCH));
}

/* kit - some survivor holds Dragon Bile and a Torch (mission 4's fire) */

static int
kit(const struct zwd_state *s)
{
	int i;

	for (i = 0; i < s->nsurv; i++)
		if (!s->surv[i].out && zwd_careful_fire_kit(s, i))
			return (1);
	return (0);
}

/* red_down - zone z holds a Red objective not taken (mission 4 deals them in sight) */

static int
red_down(const struct zwd_state *s, int z)
{
	int k;

	for (k = 0; k < s->nobj; k++)
		if (s->obj[k].state == ZWD_OBJ_ON && s->obj[k].zone == z
		    && s->obj[k].colour == ZWD_OBJ_RED)
			return (1);
	return (0);
}

/* fire_safe - no survivor in a building zone within 2 steps of z: the fire
 * takes the building's rooms with it */

static int
fire_safe(const struct zwd_state *s, int z)
{
	int j, a;

	for (j = 0; j < s->nsurv; j++)
		if (!s->surv[j].out && (a = zwd_surv_zone(s, j)) >= 0
		    && (a == z
		        || (zwd_map_kind(s->map, a) == ZWD_BUILDING
		            && zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, a, z, 0) <= 2)))
			return (0);
	return (1);
}

/* fire - mission 4: Dragon Fire on a Red objective's building at range 1 */

static void
fire(const struct zwd_state *s, int i, struct list *l)
{
	int here = zwd_surv_zone(s, i), z;

	if (!(s->map->setup.rules & ZWD_RULE_BURN) || !zwd_careful_fire_kit(s, i))
		return;
	for (z = 0; z < s->map->nzones; z++)
		if (red_down(s, z) && zwd_map_los(s->map, here, z, 0) == 1 && fire_safe(s, z))
			add(l, pb_asprintf("attack %s %s dragon-bile", zwd_surv_id(s, i), zwd_label(s, z)));
}

/* pair - mission 4: a Bile or a Torch given to a survivor of the zone
 * that holds the other card and not this one */

static void
pair(const struct zwd_state *s, int i, struct list *l)
{
	static const int kinds[2] = { ZWD_BILE, ZWD_TORCH };
	int              j, k, c, here = zwd_surv_zone(s, i);

	if (!(s->map->setup.rules & ZWD_RULE_BURN))
		return;
	for (c = 0; c < 2; c++)
		if (zwd_careful_has(s, i, kinds[c]) && !zwd_careful_has(s, i, kinds[1 - c]))
			for (j = 0; j < s->nsurv; j++)
				if (j != i && !s->surv[j].out && zwd_surv_zone(s, j) == here
				    && s->surv[j].seat == s->surv[i].seat && zwd_careful_has(s, j, kinds[1 - c])
				    && !zwd_careful_has(s, j, kinds[c]))
					for (k = 0; k < ZWD_SLOTS; k++)
						if (equip(s, i, k) != NULL && equip(s, i, k)->kind == kinds[c]) {
							add(l, pb_asprintf("trade %s %s %s", zwd_surv_id(s, i),
							    zwd_surv_id(s, j), equip(s, i, k)->n.id));
							return;
						}
}

/* escort - mission 9: the Empress's walk with survivor i toward the exit,
 * never into zombies; NULL */

static char *
escort(const struct zwd_state *s, int i)
{
	char *ex = can(s, i, "empress");
	int  *alt, nalt = 0, k, to = -1, from, x = s->map->setup.exit;

	if (ex == NULL || !(s->map->setup.rules & ZWD_RULE_EMPRESS_WALK))
		return (ex);
	free(ex);
	from = s->board->surv[s->mp.empress];
	alt = pb_calloc((size_t)s->map->nzones, sizeof(*alt));
	if (x >= 0 && from != x && zwd_map_next(s->map, ZWD_MOVER_SURVIVOR, from, x, 0, alt, &nalt) >= 0)
		for (k = 0; k < nalt && to < 0; k++)
			if (zwd_board_zombies(s->board, alt[k]) == 0)
				to = alt[k];
	free(alt);
	return (to < 0 ? NULL : pb_asprintf("empress %s %s", zwd_surv_id(s, i), zwd_label(s, to)));
}

/* goal - the team's zone to head for, seen from its leader; -1 none */

static int
goal(const struct zwd_state *s)
{
	const struct zwd_setup *st = &s->map->setup;
	unsigned char          *want = pb_calloc((size_t)s->map->nzones, 1);
	int                     lead = leader(s), a, k, z, j, any = 0, g = -1;
	int                     spent = zwd_careful_spent(s); /* 6, 7: no objective left to take */

	if (lead < 0) {
		free(want);
		return (-1);
	}
	a = zwd_surv_zone(s, lead);
	for (k = 0; k < s->nobj && !spent; k++)
		if (s->obj[k].state == ZWD_OBJ_ON && s->obj[k].zone >= 0
		    && !((st->rules & ZWD_RULE_BURN) && s->obj[k].colour == ZWD_OBJ_RED))
			any = want[s->obj[k].zone] = 1;
	if ((st->rules & ZWD_RULE_BURN) && (!any || kit(s))) /* a street in sight of a Red */
		for (z = 0; z < s->map->nzones; z++)
			for (j = 0; j < s->map->nzones; j++)
				if (red_down(s, j) && zwd_map_kind(s->map, z) != ZWD_BUILDING
				    && zwd_map_los(s->map, z, j, 0) == 1)
					any = want[z] = 1;
	for (z = 0; z < s->map->nzones; z++) /* a Crypt Weapon dropped face down */
		if (zwd_drop_here(s, z) >= 0)
			any = want[z] = 1;
	for (z = 0; z < s->map->nzones && g < 0; z++)
		if (zwd_board_at(s->board, z, ZWD_DESECRATOR) > 0 /* its Corruption loses */
		    && zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, a, z, 0) <= HUNT)
			g = z;
	if (g < 0)
		g = zwd_careful_trophy(s); /* 3: the Desecrator */
	if (g >= 0 || (g = zwd_careful_hunt(s)) >= 0)
		;
	else if ((st->rules & ZWD_RULE_EMPRESS_WALK) && s->mp.empress >= 0)
		g = s->board->surv[s->mp.empress]; /* with her: she walks toward the exit */
	else if ((st->rules & ZWD_RULE_EMPRESS_TAKE) && s->empress < 0 && st->signaller >= 0)
		g = st->signaller;
	else if ((st->rules & ZWD_RULE_EMPRESS_TAKE) && st->exit >= 0)
		g = st->exit;
	else if (((st->rules & ZWD_RULE_RELICS) && relics(s) > 0)
	    || ((st->rules & ZWD_RULE_TOMES) && s->mp.tomes > 0)) {
		/* A zone in sight of a token still to send (relics: off the
		 * Standard; Tomes: on Corruption), a step off it: not on the spawn. */
		memset(want, 0, (size_t)s->map->nzones);
		for (any = 0, k = 0; k < ZWD_SPAWNS; k++)
			if ((z = s->board->spawn[k]) >= 0
			    && ((st->rules & ZWD_RULE_TOMES) ? s->map->corrupt[z] != 0 : z != st->standard))
				for (j = 0; j < s->map->nzones; j++)
					if (zwd_map_los(s->map, j, z, 0) == 1)
						want[j] = any = 1;
		g = any ? nearest(s, a, want) : -1;
	} else if ((z = zwd_careful_search_goal(s, a)) >= 0)
		g = z; /* 4: Search for a Bile and a Torch */
	else if (any)
		g = nearest(s, a, want);
	else if ((st->win & ZWD_WIN_BILE4) && held(s, ZWD_BILE) < 4 && st->standard >= 0)
		g = st->standard;
	else if (st->win & ZWD_WIN_ON_WALKWAYS) {
		for (z = 0; z < s->map->nzones; z++)
			want[z] = zwd_map_kind(s->map, z) == ZWD_WALKWAY;
		g = nearest(s, a, want);
	} else if ((st->win & (ZWD_WIN_ESCAPE | ZWD_WIN_SIGNALLER_EXIT)) && st->exit >= 0)
		g = st->exit;
	free(want);
	return (g);
}

/* spawn_zone - a numbered spawn token or the Desecrator's is on zone z */

static int
spawn_zone(const struct zwd_state *s, int z)
{
	int k;

	for (k = 0; k < ZWD_SPAWNS; k++)
		if (s->board->spawn[k] == z)
			return (1);
	return (s->board->desecrator_spawn == z);
}

/* danger - how bad zone z is to stand in at the end of a turn: its
 * zombies, those a step off (they come next), a spawn token on it */

static int
danger(const struct zwd_state *s, int z)
{
	int y, n = 3 * zwd_board_zombies(s->board, z) + 2 * spawn_zone(s, z);

	for (y = 0; y < s->map->nzones; y++)
		if (y != z && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, z, y, 0))
			n += zwd_board_zombies(s->board, y);
	return (n);
}

/* guards_ready - every guard on the board stands in the exit zone */

static int
guards_ready(const struct zwd_state *s)
{
	int z;

	for (z = 0; z < s->map->nzones; z++)
		if (s->board->guards[z] > 0 && z != s->map->setup.exit)
			return (0);
	return (1);
}

/* toward - the zone a step from a toward g with the fewest zombies; -1 */

static int
toward(const struct zwd_state *s, int a, int g)
{
	int  nalt = 0, k, best = -1;
	int *alt;

	if (g < 0 || g == a)
		return (-1);
	alt = pb_calloc((size_t)s->map->nzones, sizeof(*alt));
	if (zwd_map_next(s->map, ZWD_MOVER_SURVIVOR, a, g, 0, alt, &nalt) < 0)
		nalt = 0;
	for (k = 0; k < nalt; k++)
		if (best < 0 || danger(s, alt[k]) < danger(s, best))
			best = alt[k];
	free(alt);
	return (best);
}

/* muster - the guards of an escape (6, 7, 10) or that must live (4)
 * kept with the leader, where the team kills what comes (the guards
 * take Wounds last), then walked to the exit once the team heads there:
 * the guards of the zone farthest from their goal a step on, never
 * into zombies */

static void
muster(const struct zwd_state *s, int i, struct list *l)
{
	int x = s->map->setup.exit, z, d, far = -1, fd = 0, to, lead = leader(s);

	if (zwd_careful_keep_guards(s)) /* they need not escape: with the leader */
		x = -1;
	else if (!(s->map->setup.win & ZWD_WIN_ESCAPE) || x < 0)
		return;
	if (s->surv[i].guarded || lead < 0)
		return;
	if (x < 0 || goal(s) != x)
		x = zwd_surv_zone(s, lead);
	for (z = 0; z < s->map->nzones; z++)
		if (s->board->guards[z] > 0 && z != x
		    && (d = zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, z, x, 0)) > fd
		    && (to = toward(s, z, x)) >= 0 && zwd_board_zombies(s->board, to) == 0)
			far = z, fd = d;
	if (far >= 0)
		add(l, pb_asprintf("guard %s move %s %s", zwd_surv_id(s, i), zwd_label(s, far),
		    zwd_label(s, toward(s, far, x))));
}

/* early_exit - a survivor in zone z would leave by the exit before the
 * guards are there or the team's work is done */

static int
early_exit(const struct zwd_state *s, int z)
{
	return ((s->map->setup.win & ZWD_WIN_ESCAPE) && z == s->map->setup.exit
	    && (!guards_ready(s) || goal(s) != z));
}

/* next - the zone survivor i steps to toward zone g, the fewest zombies
 * first, never into zombies on the way nor onto the exit too early
 * (but through it with an Action left to step off); -1 */

static int
next(const struct zwd_state *s, int i, int g)
{
	int best = toward(s, zwd_surv_zone(s, i), g);

	if (best >= 0 && zwd_board_zombies(s->board, best) > 0
	    && (best != g || outmatched(s, i, best, s->surv[i].actions - 1)))
		return (-1);
	if (best >= 0 && early_exit(s, best) && (best == g || s->surv[i].actions < 2))
		return (-1); /* through it on the way: no turn ends there */
	return (best);
}

/* go - the move to zone z (none when z < 0), the guards of the zone
 * taken along first where they must escape */

static void
go(const struct zwd_state *s, int i, int z, struct list *l)
{
	char *ex;

	if (z >= 0 && zwd_careful_escort(s, i, z, &ex))
		add(l, ex != NULL ? ex : pb_asprintf("move %s %s", zwd_surv_id(s, i), zwd_label(s, z)));
}

/* flee - a move out of a zone with zombies, the fewest zombies first */

static void
flee(const struct zwd_state *s, int i, struct list *l)
{
	int a = zwd_surv_zone(s, i), z, best = -1;

	for (z = 0; z < s->map->nzones; z++)
		if (z != a && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, 0)
		    && (best < 0 || danger(s, z) < danger(s, best)))
			best = z;
	go(s, i, best, l);
}

/* straggler - a survivor in play more than 2 steps from lead */

static int
straggler(const struct zwd_state *s, int lead)
{
	int j, a = zwd_surv_zone(s, lead);

	for (j = 0; j < s->nsurv; j++)
		if (!s->surv[j].out && zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, a, zwd_surv_zone(s, j), 0) > 2)
			return (1);
	return (0);
}

/* guard_worth - the guards' melee (1 Damage) has a walker or runner to kill */

static int
guard_worth(const struct zwd_state *s, const char *ex)
{
	const char *sp = strrchr(ex, ' ');
	int         z = sp != NULL ? zwd_map_zone(s->map, sp + 1) : -1;

	return (z >= 0 && zwd_board_at(s->board, z, ZWD_WALKER) + zwd_board_at(s->board, z, ZWD_RUNNER) > 0);
}

/* shelter - out of a spawn zone, or one with zombies, to a quiet neighbour */

static void
shelter(const struct zwd_state *s, int i, struct list *l)
{
	int a = zwd_surv_zone(s, i), z;

	if (!spawn_zone(s, a) && zwd_board_zombies(s->board, a) == 0)
		return;
	for (z = 0; z < s->map->nzones; z++)
		if (z != a && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, 0)
		    && zwd_board_zombies(s->board, z) == 0 && !spawn_zone(s, z)) {
			go(s, i, z, l);
			return;
		}
}

/* one - the lines of survivor i, best first */

static void
one(const struct zwd_state *s, int i, struct list *l)
{
	int   here = zwd_surv_zone(s, i), lead = leader(s), k, d, lz, to;
	char *ex;

	if ((ex = can(s, i, "skill")) != NULL)
		add(l, ex);
	if ((ex = zwd_careful_pour(s, i)) != NULL) /* the Desecrator, the Khan */
		add(l, ex);
	if ((ex = zwd_careful_blaze(s, i)) != NULL)
		add(l, ex);
	if ((ex = zwd_careful_volley(s, i)) != NULL)
		add(l, ex);
	if ((ex = can(s, i, "guard")) != NULL && guard_worth(s, ex) && !zwd_careful_trapped(s, i))
		add(l, ex);
	else
		free(ex);
	if (zwd_board_zombies(s->board, here) > 0
	    && (helpless(s, i) || outmatched(s, i, here, s->surv[i].actions)))
		flee(s, i, l);
	fight(s, i, 0, 0, l);
	if (zwd_board_zombies(s->board, here) > 0)
		flee(s, i, l);
	fire(s, i, l);
	fight(s, i, 1, 2, l);
	muster(s, i, l);
	pair(s, i, l);
	arm(s, i, l);
	if ((ex = can(s, i, "take")) != NULL) {
		free(ex);
		room(s, i, l);
	}
	for (k = 0; k < (int)(sizeof(mission_words) / sizeof(mission_words[0])); k++)
		if (strcmp(mission_words[k], "exit") == 0 && early_exit(s, here))
			continue;
		else if ((ex = strcmp(mission_words[k], "empress") == 0 ? escort(s, i)
		                                                        : can(s, i, mission_words[k]))
		    != NULL)
			add(l, ex);
	if ((ex = can(s, i, "search")) != NULL) {
		char *drop = zwd_careful_room(s, i); /* free: the Search comes next */

		if (drop != NULL)
			add(l, drop);
		add(l, ex);
	}
	/* Keep together: everyone heads for the goal, one far from the
	 * leader comes back to it first, the leader waits for the last. */
	lz = zwd_surv_zone(s, lead);
	d = zwd_map_dist(s->map, ZWD_MOVER_SURVIVOR, here, lz, 0);
	if ((to = zwd_careful_fire_goal(s, i)) >= 0)
		to = next(s, i, to); /* 4: the thrower goes to throw */
	else if ((to = zwd_careful_hunt(s)) >= 0)
		to = next(s, i, to);
	else if (i != lead && d > 1)
		to = next(s, i, lz);
	else if (i == lead && straggler(s, lead))
		to = -1;
	else if ((to = next(s, i, goal(s))) >= 0 && i != lead && zwd_careful_tether(s, lz, to))
		to = -1;
	go(s, i, to, l);
	fight(s, i, 3, 6, l);
	shelter(s, i, l);
	if (early_exit(s, here))
		flee(s, i, l);
	add(l, pb_asprintf("end %s", zwd_surv_id(s, i)));
}

int
zwd_careful_lines(const struct zwd_state *s, int seat, char **v, int max)
{
	struct list l = { v, 0, max };
	int         i;

	if (s->phase == ZWD_PH_ENDED)
		return (0);
	if (s->offer[0] >= 0 && s->offer[1] >= 0 && s->surv[s->offer[1]].seat == seat)
		add(&l, pb_strdup("refuse"));
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].seat == seat && !s->surv[i].out && !s->surv[i].done) {
			one(s, i, &l);
			break;
		}
	if (l.n > 0)
		add(&l, pb_strdup("end"));
	return (l.n);
}
