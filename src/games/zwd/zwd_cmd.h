/*++
/* NAME
/*	zwd_cmd 3h
/* SUMMARY
/*	Zombicide: White Death, what the command files share (internal)
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/* DESCRIPTION
/*	zwd_cmd_util.c, the floor every command file stands on (it calls
/*	none of them): zwd_upper() is a word as a zone label
/*	("a3" is A3, in a static buffer; zwd_label() and zwd_card_name(),
/*	a zone's label and a card's English name, are zwd_surv.c's);
/*	zwd_need_actions() refuses when the survivor
/*	of x has fewer Actions than n; zwd_need_kind() when it cannot pay
/*	an Action of kind (ZWD_K_*) costing n, free Actions counted
/*	(zwd_can_pay()); zwd_first_card() is the id of
/*	survivor i's first card (its slot in *at), NULL when it holds none.
/*	S(), SV() and NAME() are the state, the survivor and its name of
/*	the command being applied (struct zwd_ctx).
/*	The rows of zwd_cmds defined in zwd_cmd_inv.c and
/*	zwd_cmd_mission.c, zwd_cmd_fight.c, zwd_modes.c, zwd_cmd_guard.c,
/*	zwd_cmd_special.c, zwd_cmd_move.c: their run and can.  Also in
/*	zwd_cmd_util.c: zwd_tell() keeps an attack for the mails and sums it up (rules 1; else the
/*	English narrative); zwd_settle() what an attack paid for leaves
/*	(the eliminated out, the AP; rules 4: a friend hit pauses the
/*	mail).  zwd_pause_found() pauses the mail after cards drawn
/*	(rules 4: a Search, a Transmutation; game.h res->pause), with a
/*	reply that says what the player may do now.  The Guard Action's move, shove and
/*	cauldron options: zwd_cmd_guard.c.
/*--*/

#ifndef ZWD_CMD_H
#define ZWD_CMD_H

#include "games/zwd/zwd.h"

/* The command being applied: its state, its survivor, that one's name. */
#define S(x) (x)->s
#define SV(x) (&(x)->s->surv[(x)->who])
#define NAME(x) zwd_surv_name((x)->s, (x)->who)

const char *zwd_upper(const char *w);
enum pb_rc  zwd_need_actions(struct zwd_ctx *, int n, struct pb_err *);
enum pb_rc  zwd_need_kind(struct zwd_ctx *, unsigned kind, int dual, int n, struct pb_err *);
int         zwd_spawn_near(const struct zwd_state *, int i, int k);
int         zwd_ladder_carried(const struct zwd_state *, int i);
const char *zwd_first_card(const struct zwd_state *, int i, int *at);

enum pb_rc zwd_run_reorganise(struct zwd_ctx *, struct pb_err *);
int        zwd_can_reorganise(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_trade(struct zwd_ctx *, struct pb_err *);
int        zwd_can_trade(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_accept(struct zwd_ctx *, struct pb_err *);
int        zwd_can_accept(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_refuse(struct zwd_ctx *, struct pb_err *);
int        zwd_can_refuse(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_drop(struct zwd_ctx *, struct pb_err *);
int        zwd_can_drop(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_bile(struct zwd_ctx *, struct pb_err *);
int        zwd_can_bile(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_relic(struct zwd_ctx *, struct pb_err *);
int        zwd_can_relic(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_purge(struct zwd_ctx *, struct pb_err *);
int        zwd_can_purge(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_exit(struct zwd_ctx *, struct pb_err *);
int        zwd_can_exit(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_empress(struct zwd_ctx *, struct pb_err *);
int        zwd_can_empress(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_ladder(struct zwd_ctx *, struct pb_err *);
int        zwd_can_ladder(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_standing(struct zwd_ctx *, struct pb_err *);
int        zwd_can_standing(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_attack(struct zwd_ctx *, struct pb_err *);
int        zwd_can_attack(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_guard(struct zwd_ctx *, struct pb_err *);
int        zwd_can_guard(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_reload(struct zwd_ctx *, struct pb_err *);
int        zwd_can_reload(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_skill(struct zwd_ctx *, struct pb_err *);
int        zwd_can_skill(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_push(struct zwd_ctx *, struct pb_err *);
int        zwd_can_push(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_rescue(struct zwd_ctx *, struct pb_err *);
int        zwd_can_rescue(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_lead(struct zwd_ctx *, struct pb_err *);
int        zwd_can_lead(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_taunt(struct zwd_ctx *, struct pb_err *);
int        zwd_can_taunt(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_enchant(struct zwd_ctx *, struct pb_err *);
int        zwd_can_enchant(const struct zwd_state *, int i, char **example);
json_t    *zwd_enchant_targets(const struct zwd_state *, int i);
enum pb_rc zwd_run_charge(struct zwd_ctx *, struct pb_err *);
int        zwd_can_charge(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_jump(struct zwd_ctx *, struct pb_err *);
enum pb_rc zwd_run_bloodlust(struct zwd_ctx *, struct pb_err *);
int        zwd_can_bloodlust(const struct zwd_state *, int i, char **example);
int        zwd_can_jump(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_move_path(struct zwd_ctx *, struct pb_err *);
struct zwd_move;
const char *zwd_walk_ok(const struct zwd_state *, int i, const int *path, int n,
    const struct zwd_move *);
const char *zwd_search_where(const struct zwd_state *, int i);
void       zwd_search_draw(struct zwd_ctx *);
enum pb_rc zwd_run_transmute(struct zwd_ctx *, struct pb_err *);
int        zwd_can_transmute(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_eat(struct zwd_ctx *, struct pb_err *);
int        zwd_can_eat(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_stance(struct zwd_ctx *, struct pb_err *);
int        zwd_can_stance(const struct zwd_state *, int i, char **example);
enum pb_rc zwd_run_cauldron(struct zwd_ctx *, struct pb_err *);
int        zwd_can_cauldron(const struct zwd_state *, int i, char **example);

/* zwd_cmd_util.c: an attack told and settled; zwd_cmd_guard.c: the
 * Guard Action's other options. */
void       zwd_tell(struct zwd_ctx *, const struct zwd_attack *, const struct zwd_combat_result *);
void       zwd_settle(struct zwd_ctx *, const struct zwd_combat_result *);
void       zwd_pause_found(struct zwd_ctx *);
enum pb_rc zwd_guard_move(struct zwd_ctx *, struct pb_err *);
enum pb_rc zwd_guard_shove(struct zwd_ctx *, struct pb_err *);
enum pb_rc zwd_guard_cauldron(struct zwd_ctx *, struct pb_err *);
enum pb_rc zwd_run_gskill(struct zwd_ctx *, struct pb_err *);
enum pb_rc zwd_run_prefer(struct zwd_ctx *, struct pb_err *);

/* zwd_surv_cast.c: Double Enchantment, the Jump and Sprint enchantments (rules 2). */
struct zwd_cast {
	int              effect;  /* the spell's */
	int              who;     /* jump, sprint: the survivor moved */
	int              n;       /* zones in path, or 1 for a second target; 0 none */
	int              path[3]; /* jump, sprint: the zones it goes through */
	struct zwd_spell sp;      /* Double Enchantment: the second spell */
};
enum pb_rc zwd_cast_more(
    struct zwd_ctx *, const struct zwd_spell *, struct zwd_cast *, struct pb_err *);
void zwd_cast_done(struct zwd_ctx *, const struct zwd_cast *);
int        zwd_can_prefer(const struct zwd_state *, int i, char **example);
int        zwd_can_gskill(const struct zwd_state *, int i, char **example);

#endif
