/*++
/* NAME
/*	zwd_cmd_mission 3
/* SUMMARY
/*	Zombicide: White Death, the missions' commands and the standing
/*	choices
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/* DESCRIPTION
/*	Rows of zwd_cmds (zwd_cmd_act.c): bile SURV (mission 1: a Dragon
/*	Bile at the Standard), relic SURV N (mission 8: a red kept moves
/*	spawn token #N to the Standard), empress SURV (mission 5: the
/*	carrier is the Signaller from then on; mission 9: empress SURV
/*	ZONE, she walks one zone with it, once a round, free), purge SURV N
/*	(mission 2: a Tome sends spawn token #N to spawn zone #1 and its
/*	Corruption back to the box), exit SURV (mission 6: out by the exit
/*	with the guards there, free), ladder SURV take|put ZONE
/*	(1 Action: a rope ladder token taken, or placed on a ladder spot
/*	of a rampart), standing wounds|steer ... (free: the team's choices
/*	for the zombie phase, zwd_board(3h) struct zwd_prefs), standing
/*	targets TYPE...|none (free, rules 4: the zombie types the team's
/*	free targets go to first, and the Khan or a brute first in target
/*	priority's first tier; zwd_combat(3h), struct zwd_attack's order),
/*	standing cards hands|pack (free, rules 4: a weapon found or given
/*	goes to a free Hand first, the default, or to the Backpack first
/*	like every other card; zwd_give()), standing pause on|off (free,
/*	rules 4: off, the team's mails play on where an outcome nobody
/*	could know would pause them, game.h res->pause; on, the default).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* ---- Dragon Bile at the Standard (mission 1) -------------------- */

/* bile_where - the deck holding a Dragon Bile (discard first) and its place, NULL */

static struct deck *
bile_where(const struct zwd_state *s, int *at)
{
	struct deck *const d[2] = { (struct deck *)&s->ediscard, (struct deck *)&s->edeck };
	int                k, i;

	for (k = 0; k < 2; k++)
		for (i = d[k]->n - 1; i >= 0; i--)
			if (s->pack->cards->equips[d[k]->v[i]].kind == ZWD_BILE) {
				*at = i;
				return (d[k]);
			}
	return (NULL);
}

int
zwd_can_bile(const struct zwd_state *s, int i, char **ex)
{
	int at;

	if (s->surv[i].actions < 1 || !zwd_mission_bile_ok(&s->mp, s->map, s->board, i)
	    || bile_where(s, &at) == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("bile %s", zwd_surv_id(s, i));
	return (1);
}

enum pb_rc
zwd_run_bile(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	struct deck      *d;
	int               at, card;
	enum pb_rc        rc;

	if (!(s->map->setup.rules & ZWD_RULE_BILE_SUPPLY))
		return (pb_err_set(err, PB_EPERM, "This mission has no Dragon Bile supply."));
	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (!zwd_mission_bile_ok(&s->mp, s->map, s->board, x->who))
		return (
		    pb_err_set(err, PB_EPERM, "The Dragon Bile supply is at the Standard, in %s.",
		        zwd_label(s, s->map->setup.standard)));
	if ((d = bile_where(s, &at)) == NULL)
		return (pb_err_set(
		    err, PB_EPERM, "No Dragon Bile is left in the deck or its discard."));
	card = d->v[at];
	if (zwd_give(s, x->who, card) < 0)
		return (pb_err_set(err, PB_EPERM, "No room for the cards: drop one first."));
	deck_remove_at(d, at);
	if (d == &s->edeck)
		deck_shuffle(&s->edeck, &s->rng);
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s takes a Dragon Bile at the Standard.", NAME(x));
	return (PB_OK);
}

/* ---- relics (mission 8) ---------------------------------------- */

/* zwd_spawn_near - numbered spawn token k is within Range 0-1 of survivor i, in sight */

int
zwd_spawn_near(const struct zwd_state *s, int i, int k)
{
	int r;

	if (k < 0 || k >= ZWD_SPAWNS || s->board->spawn[k] < 0)
		return (0);
	r = zwd_map_los(s->map, zwd_surv_zone(s, i), s->board->spawn[k], 0);
	return (r == 0 || r == 1);
}

/* relic_token - a numbered spawn token within Range 0-1 of survivor i
 * and not at the Standard yet, its index, -1 */

static int
relic_token(const struct zwd_state *s, int i)
{
	int k;

	for (k = 0; k < ZWD_SPAWNS; k++)
		if (s->board->spawn[k] != s->map->setup.standard && zwd_spawn_near(s, i, k))
			return (k);
	return (-1);
}

int
zwd_can_relic(const struct zwd_state *s, int i, char **ex)
{
	int k;

	if (!(s->map->setup.rules & ZWD_RULE_RELICS) || s->surv[i].actions < 1
	    || s->surv[i].relics < 1 || (k = relic_token(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("relic %s %d", zwd_surv_id(s, i), k + 1);
	return (1);
}

enum pb_rc
zwd_run_relic(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k = atoi(x->l->argv[2]) - 1;
	enum pb_rc        rc;

	if (!(s->map->setup.rules & ZWD_RULE_RELICS))
		return (pb_err_set(err, PB_EPERM, "This mission has no relics."));
	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (SV(x)->relics < 1)
		return (pb_err_set(err, PB_EPERM, "%s holds no relic.", NAME(x)));
	if (k < 0 || k >= ZWD_SPAWNS || s->board->spawn[k] < 0)
		return (pb_err_set(err, PB_EDATA, "There is no spawn token #%s.", x->l->argv[2]));
	if (!zwd_spawn_near(s, x->who, k))
		return (pb_err_set(err, PB_EPERM, "Spawn token #%d is not within Range 0-1 of %s.",
		    k + 1, NAME(x)));
	if (s->board->spawn[k] == s->map->setup.standard)
		return (pb_err_set(
		    err, PB_EPERM, "Spawn token #%d is at the Standard already.", k + 1));
	pb_buf_line(&x->pub,
	    "%s gives up a relic: spawn token #%d moves from %s to the Standard in %s.", NAME(x),
	    k + 1, zwd_label(s, s->board->spawn[k]), zwd_label(s, s->map->setup.standard));
	zwd_mprog_sync(s);
	if (!zwd_mission_relic(&s->mp, s->map, s->board, x->who, k))
		pb_panic("zwd_run_relic: refused");
	SV(x)->relics--;
	SV(x)->actions--;
	return (PB_OK);
}

/* ---- Tomes of Purging (mission 2, revision 1 on) -------------- */

/* purge_token - a numbered spawn token survivor i could purge now, -1 */

static int
purge_token(const struct zwd_state *s, int i)
{
	int k;

	if (s->pack->rev < 1 || !(s->map->setup.rules & ZWD_RULE_TOMES) || s->mp.tomes < 1)
		return (-1);
	for (k = 0; k < ZWD_SPAWNS; k++)
		if (s->board->spawn[k] >= 0 && s->map->corrupt[s->board->spawn[k]]
		    && zwd_spawn_near(s, i, k))
			return (k);
	return (-1);
}

int
zwd_can_purge(const struct zwd_state *s, int i, char **ex)
{
	int k;

	if (s->surv[i].actions < 1 || (k = purge_token(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("purge %s %d", zwd_surv_id(s, i), k + 1);
	return (1);
}

enum pb_rc
zwd_run_purge(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k = atoi(x->l->argv[2]) - 1, from, left;
	enum pb_rc        rc;

	if (s->pack->rev < 1 || !(s->map->setup.rules & ZWD_RULE_TOMES))
		return (pb_err_set(err, PB_EPERM, "This mission has no Tomes of Purging."));
	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (s->mp.tomes < 1)
		return (pb_err_set(err, PB_EPERM, "The team holds no Tome of Purging."));
	if (k < 0 || k >= ZWD_SPAWNS || s->board->spawn[k] < 0)
		return (pb_err_set(err, PB_EDATA, "There is no spawn token #%s.", x->l->argv[2]));
	if (!zwd_spawn_near(s, x->who, k))
		return (pb_err_set(err, PB_EPERM, "Spawn token #%d is not within Range 0-1 of %s.",
		    k + 1, NAME(x)));
	from = s->board->spawn[k];
	left = s->board->corruption_left;
	zwd_mprog_sync(s);
	if (!zwd_mission_purge(&s->mp, s->map, s->board, x->who, k))
		pb_panic("zwd_run_purge: refused");
	SV(x)->actions--;
	pb_buf_line(&x->pub,
	    "%s reads a Tome of Purging: spawn token #%d moves from %s to %s and %d Corruption "
	    "token%s go%s.",
	    NAME(x), k + 1, zwd_label(s, from), zwd_label(s, s->board->spawn[k]),
	    s->board->corruption_left - left, s->board->corruption_left - left == 1 ? "" : "s",
	    s->board->corruption_left - left == 1 ? "es" : "");
	return (PB_OK);
}

/* ---- the Empress (mission 5) ----------------------------------- */

/* walk_to - mission 9: a zone the Empress may walk to with survivor i, -1 */

static int
walk_to(const struct zwd_state *s, int i)
{
	int from = zwd_surv_zone(s, i), z;

	if (s->pack->rev < 1 || s->mp.empress < 0 || s->mp.walked == s->round
	    || s->board->surv[s->mp.empress] != from || zwd_board_zombies(s->board, from) > 0)
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, from, z, 0))
			return (z);
	return (-1);
}

int
zwd_can_empress(const struct zwd_state *s, int i, char **ex)
{
	int z;

	if (s->map->setup.rules & ZWD_RULE_EMPRESS_WALK) {
		if ((z = walk_to(s, i)) < 0)
			return (0);
		if (ex)
			*ex = pb_asprintf("empress %s %s", zwd_surv_id(s, i), zwd_label(s, z));
		return (1);
	}
	if (!(s->map->setup.rules & ZWD_RULE_EMPRESS_TAKE) || s->empress >= 0
	    || s->surv[i].actions < 1 || zwd_surv_zone(s, i) != s->map->setup.signaller)
		return (0);
	if (ex)
		*ex = pb_asprintf("empress %s", zwd_surv_id(s, i));
	return (1);
}

/* empress_walk - mission 9: survivor x->who walks the Empress one zone (free, once a round) */

static enum pb_rc
empress_walk(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               from, to;

	if (s->pack->rev < 1 || s->mp.empress < 0)
		return (pb_err_set(err, PB_EPERM, "There is no Empress to take in this mission."));
	from = s->board->surv[s->mp.empress];
	if (x->l->argc < 3 || (to = zwd_map_zone(s->map, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EDATA, "Walk her as: empress SURVIVOR ZONE."));
	if (s->mp.walked == s->round)
		return (pb_err_set(err, PB_EPERM, "The Empress has walked this round already."));
	if (zwd_surv_zone(s, x->who) != from)
		return (pb_err_set(err, PB_EPERM, "The Empress is in %s.", zwd_label(s, from)));
	if (!zwd_mission_empress_walk(&s->mp, s->map, s->board, to))
		return (pb_err_set(err, PB_EPERM,
		    "The Empress walks one zone a survivor could move to, with no zombie in %s.",
		    zwd_label(s, from)));
	s->mp.walked = s->round;
	pb_buf_line(&x->pub, "%s walks the Empress from %s to %s.", NAME(x), zwd_label(s, from),
	    zwd_label(s, to));
	return (PB_OK);
}

enum pb_rc
zwd_run_empress(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	enum pb_rc        rc;

	if (s->map->setup.rules & ZWD_RULE_EMPRESS_WALK)
		return (empress_walk(x, err));
	if (!(s->map->setup.rules & ZWD_RULE_EMPRESS_TAKE))
		return (pb_err_set(err, PB_EPERM, "There is no Empress to take in this mission."));
	if (s->empress >= 0)
		return (pb_err_set(err, PB_EPERM, "%s carries the Empress already.",
		    zwd_surv_name(s, s->empress)));
	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (zwd_surv_zone(s, x->who) != s->map->setup.signaller)
		return (pb_err_set(
		    err, PB_EPERM, "The Empress is in %s.", zwd_label(s, s->map->setup.signaller)));
	zwd_mprog_sync(s);
	if (!zwd_mission_empress_take(&s->mp, s->map, s->board, x->who))
		pb_panic("zwd_run_empress: refused");
	s->empress = s->mp.carrier;
	SV(x)->actions--;
	pb_buf_line(
	    &x->pub, "%s takes the Empress: where %s goes, the Signaller goes.", NAME(x), NAME(x));
	return (PB_OK);
}

/* ---- the exit (mission 6, revision 1 on) ----------------------- */

int
zwd_can_exit(const struct zwd_state *s, int i, char **ex)
{
	int x = s->map->setup.exit;

	if (s->pack->rev < 1 || !(s->map->setup.win & ZWD_WIN_ESCAPE)
	    || (s->map->setup.rules & ZWD_RULE_EXIT_TURN_END) || x < 0
	    || zwd_surv_zone(s, i) != x || zwd_board_zombies(s->board, x) > 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("exit %s", zwd_surv_id(s, i));
	return (1);
}

enum pb_rc
zwd_run_exit(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);

	if (s->pack->rev < 1 || !(s->map->setup.win & ZWD_WIN_ESCAPE))
		return (pb_err_set(err, PB_EPERM, "This mission has no way out."));
	if (s->map->setup.rules & ZWD_RULE_EXIT_TURN_END)
		return (pb_err_set(err, PB_EPERM,
		    "In this mission a survivor leaves by the exit at the end of its turn."));
	if (!zwd_mprog_exit(s, x->who, 0, &x->pub))
		return (pb_err_set(err, PB_EPERM, "%s can leave only from the exit in %s, with no zombie there.",
		    NAME(x), zwd_label(s, s->map->setup.exit)));
	return (PB_OK);
}

/* ---- rope ladders ----------------------------------------------- */

/* ladder_here - a ladder survivor i can take: lying or placed at its zone, -1 */

static int
ladder_here(const struct zwd_state *s, int i)
{
	int z = zwd_surv_zone(s, i), k;

	for (k = 0; k < s->nladders; k++)
		if (s->ladder[k].zone == z || s->ladder[k].a == z || s->ladder[k].b == z)
			return (k);
	return (-1);
}

/* ladder_spot - a free ladder spot from survivor i's zone, -1 */

static int
ladder_spot(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), b, n = s->map->nzones;

	for (b = 0; b < n; b++)
		if ((s->map->eflag[a * n + b] & (ZWD_EF_SPOT | ZWD_EF_LADDER)) == ZWD_EF_SPOT)
			return (b);
	return (-1);
}

int
zwd_can_ladder(const struct zwd_state *s, int i, char **ex)
{
	int z;

	if (s->surv[i].actions < 1)
		return (0);
	if (ladder_here(s, i) >= 0) {
		if (ex)
			*ex = pb_asprintf("ladder %s take", zwd_surv_id(s, i));
		return (1);
	}
	if (zwd_ladder_carried(s, i) < 0 || (z = ladder_spot(s, i)) < 0)
		return (0);
	if (ex)
		*ex = pb_asprintf("ladder %s put %s", zwd_surv_id(s, i), zwd_label(s, z));
	return (1);
}

/* ladder_take - survivor x->who takes a rope ladder in its zone */

static enum pb_rc
ladder_take(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state  *s = S(x);
	struct zwd_ladder *l;
	int                k;

	if ((k = ladder_here(s, x->who)) < 0)
		return (pb_err_set(err, PB_EPERM, "There is no rope ladder in %s to take.",
		    zwd_label(s, zwd_surv_zone(s, x->who))));
	l = &s->ladder[k];
	if (l->a >= 0) {
		(void)zwd_map_ladder_take(s->map, l->a, l->b);
		pb_buf_line(&x->pub, "%s takes back the rope ladder between %s and %s.", NAME(x),
		    zwd_label(s, l->a), zwd_label(s, l->b));
	} else
		pb_buf_line(
		    &x->pub, "%s takes the rope ladder in %s.", NAME(x), zwd_label(s, l->zone));
	l->zone = l->a = l->b = -1;
	l->carrier = x->who;
	SV(x)->actions--;
	return (PB_OK);
}

/* ladder_put - survivor x->who places its rope ladder toward a zone */

static enum pb_rc
ladder_put(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               k, a = zwd_surv_zone(s, x->who), b;

	if ((k = zwd_ladder_carried(s, x->who)) < 0)
		return (pb_err_set(err, PB_EPERM, "%s carries no rope ladder.", NAME(x)));
	if (x->l->argc < 4 || (b = zwd_map_zone(s->map, x->l->argv[3])) < 0)
		return (pb_err_set(err, PB_EDATA, "Put it as: ladder SURVIVOR put ZONE."));
	if (zwd_map_ladder_put(s->map, a, b) != PB_OK)
		return (pb_err_set(err, PB_EPERM,
		    "A rope ladder goes only on a rampart's ladder spot, and one at most: none "
		    "free "
		    "between %s and %s.",
		    zwd_label(s, a), zwd_label(s, b)));
	s->ladder[k].carrier = -1;
	s->ladder[k].a = a < b ? a : b;
	s->ladder[k].b = a < b ? b : a;
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s places a rope ladder between %s and %s.", NAME(x), zwd_label(s, a),
	    zwd_label(s, b));
	return (PB_OK);
}

enum pb_rc
zwd_run_ladder(struct zwd_ctx *x, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if (strcmp(x->l->argv[2], "take") == 0)
		return (ladder_take(x, err));
	if (strcmp(x->l->argv[2], "put") == 0)
		return (ladder_put(x, err));
	return (pb_err_set(err, PB_EDATA,
	    "A rope ladder: ladder SURVIVOR take, or ladder SURVIVOR "
	    "put ZONE."));
}

/* ---- standing choices for the zombie phase ---------------------- */

int
zwd_can_standing(const struct zwd_state *s, int i, char **ex)
{
	(void)s;
	(void)i;
	if (ex)
		*ex = pb_strdup("standing wounds spread");
	return (1);
}

/* standing_wounds - "standing wounds guards|spread|SURVIVOR ..." */

static enum pb_rc
standing_wounds(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               order[ZWD_SURVIVORS], n = 0, i, k;

	if (strcmp(x->l->argv[2], "guards") == 0 || strcmp(x->l->argv[2], "spread") == 0) {
		s->wound_rule = x->l->argv[2][0] == 'g' ? ZWD_WOUND_GUARDS : ZWD_WOUND_SPREAD;
		s->norder = 0;
		pb_buf_line(&x->pub, "Standing: Wounds go %s.",
		    s->wound_rule == ZWD_WOUND_GUARDS ? "to the guards first"
		                                      : "to the survivors, spread");
		return (PB_OK);
	}
	for (k = 2; k < x->l->argc; k++) {
		if ((i = zwd_surv_find(s, x->l->argv[k])) < 0)
			return (pb_err_set(
			    err, PB_EDATA, "\"%s\" is no survivor of this game.", x->l->argv[k]));
		if (n < ZWD_SURVIVORS)
			order[n++] = i;
	}
	memcpy(s->order, order, sizeof(order));
	s->norder = n;
	s->wound_rule = ZWD_WOUND_ORDER;
	pb_buf_line(&x->pub, "Standing: Wounds go first to %s, in the order given.",
	    zwd_surv_name(s, order[0]));
	return (PB_OK);
}

/* standing_steer - "standing steer ZONE ..." or "standing steer none" */

static enum pb_rc
standing_steer(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               steer[ZWD_STEER], n = 0, k, z;

	for (k = strcmp(x->l->argv[2], "none") == 0 ? x->l->argc : 2; k < x->l->argc; k++) {
		if ((z = zwd_map_zone(s->map, x->l->argv[k])) < 0)
			return (pb_err_set(err, PB_EDATA, "There is no zone %s on this map.",
			    zwd_upper(x->l->argv[k])));
		if (n == ZWD_STEER)
			return (pb_err_set(err, PB_EDATA, "Name at most %d zones.", ZWD_STEER));
		steer[n++] = z;
	}
	memcpy(s->steer, steer, sizeof(steer));
	s->nsteer = n;
	if (n == 0)
		pb_buf_line(&x->pub, "Standing: the zombies' ties go by the lowest zone.");
	else
		pb_buf_line(&x->pub, "Standing: on a tie the zombies go toward %s first.",
		    zwd_label(s, steer[0]));
	return (PB_OK);
}

/* The zombie types a target order names, by their words (the Italian
 * and Spanish ones are read as these, zwd_words). */
static const struct {
	const char *word;
	int         type;
} target_words[] = {
	{ "walker", ZWD_WALKER },
	{ "runner", ZWD_RUNNER },
	{ "brute", ZWD_BRUTE },
	{ "khan", ZWD_KHAN },
	{ "abomination", ZWD_KHAN },
	{ "desecrator", ZWD_DESECRATOR },
	{ "necromancer", ZWD_DESECRATOR },
};

/* target_type - the zombie type a word names, -1 */

static int
target_type(const char *w)
{
	size_t i;

	for (i = 0; i < PB_NELEM(target_words); i++)
		if (strcmp(w, target_words[i].word) == 0)
			return (target_words[i].type);
	return (-1);
}

/* standing_targets - "standing targets TYPE ..." or "standing targets none" (rules 4) */

static enum pb_rc
standing_targets(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               target[ZWD_NZOMBIES], n = 0, k, t, i;

	if (s->pack->rev < 4)
		return (pb_err_set(err, PB_EPERM,
		    "A standing order of targets comes with rules revision 4; this game plays an "
		    "older one."));
	for (k = strcmp(x->l->argv[2], "none") == 0 ? x->l->argc : 2; k < x->l->argc; k++) {
		if ((t = target_type(x->l->argv[k])) < 0)
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\" is no zombie type: walker, runner, brute, khan or desecrator.",
			    x->l->argv[k]));
		for (i = 0; i < n && target[i] != t; i++)
			;
		if (i == n)
			target[n++] = t;
	}
	memcpy(s->target, target, sizeof(target));
	s->ntarget = n;
	if (n == 0)
		pb_buf_line(&x->pub, "Standing: free targets by the default order.");
	else
		pb_buf_line(&x->pub, "Standing: free targets in the order given.");
	return (PB_OK);
}

/* standing_cards - "standing cards hands|pack": where a weapon found or
 * given goes first (rules 4) */

static enum pb_rc
standing_cards(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);

	if (s->pack->rev < 4)
		return (pb_err_set(err, PB_EPERM,
		    "A standing choice of where cards go comes with rules revision 4; this game "
		    "plays an older one."));
	if (strcmp(x->l->argv[2], "hands") != 0 && strcmp(x->l->argv[2], "pack") != 0)
		return (pb_err_set(err, PB_EDATA, "Where cards go: standing cards hands|pack."));
	s->to_pack = x->l->argv[2][0] == 'p';
	if (s->to_pack)
		pb_buf_line(
		    &x->pub, "Standing: every card found or given goes to the Backpack first.");
	else
		pb_buf_line(
		    &x->pub, "Standing: a weapon found or given goes to a free Hand first.");
	return (PB_OK);
}

/* standing_pause - "standing pause on|off": whether a mail pauses after
 * an outcome nobody could know (rules 4) */

static enum pb_rc
standing_pause(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);

	if (s->pack->rev < 4)
		return (pb_err_set(err, PB_EPERM,
		    "A mail pauses after an outcome nobody could know from rules revision 4; this "
		    "game plays an older one."));
	if (strcmp(x->l->argv[2], "on") != 0 && strcmp(x->l->argv[2], "off") != 0)
		return (pb_err_set(err, PB_EDATA, "Whether a mail pauses: standing pause on|off."));
	s->play_on = strcmp(x->l->argv[2], "off") == 0;
	if (s->play_on)
		pb_buf_line(&x->pub, "Standing: the team's mails play on, with no pause.");
	else
		pb_buf_line(
		    &x->pub, "Standing: a mail pauses after a card drawn or friendly fire.");
	return (PB_OK);
}

enum pb_rc
zwd_run_standing(struct zwd_ctx *x, struct pb_err *err)
{
	if (strcmp(x->l->argv[1], "wounds") == 0)
		return (standing_wounds(x, err));
	if (strcmp(x->l->argv[1], "steer") == 0)
		return (standing_steer(x, err));
	if (strcmp(x->l->argv[1], "targets") == 0)
		return (standing_targets(x, err));
	if (strcmp(x->l->argv[1], "cards") == 0)
		return (standing_cards(x, err));
	if (strcmp(x->l->argv[1], "pause") == 0)
		return (standing_pause(x, err));
	return (pb_err_set(err, PB_EDATA,
	    "Standing choices: standing wounds guards|spread|SURVIVOR..., standing steer "
	    "ZONE...|none, standing targets TYPE...|none, standing cards hands|pack, standing "
	    "pause on|off."));
}
