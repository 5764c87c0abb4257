/*++
/* NAME
/*	zwd_cmd_util 3
/* SUMMARY
/*	Zombicide: White Death, what every command file shares
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	const char *zwd_upper(w)
/*	const char *zwd_first_card(s, i, at)
/*
/*	enum pb_rc zwd_need_actions(x, n, err)
/*	enum pb_rc zwd_need_kind(x, kind, dual, n, err)
/*
/*	void	zwd_settle(x, r)
/*	void	zwd_tell(x, a, r)
/*	void	zwd_pause_found(x)
/*
/*	int	zwd_ladder_carried(s, i)
/* DESCRIPTION
/*	The lower floor of the command files (zwd_cmd_*.c): zone labels
/*	as a player writes them, the refusals of a
/*	survivor short of Actions, and what any resolved attack leaves
/*	(zwd_settle: the eliminated out, the AP earned) and tells
/*	(zwd_tell).  Rules 4: an outcome nobody could know when the mail
/*	was written pauses it (game.h res->pause: the arbiter holds the
/*	mail's later lines): a friend struck by the attack's misses
/*	(zwd_settle), cards drawn (zwd_pause_found); the reply says what
/*	the player may do now; not with the team's standing pause off
/*	(play_on).  zwd_ladder_carried() tells the rope ladder token a
/*	survivor carries (for climbing and for trades).  It calls no
/*	command file, so the command files, which call each other
/*	through the command table, meet here and nowhere else.
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

/* zwd_upper - a zone label as the map writes it ("a3" is A3), in a static buffer */

const char *
zwd_upper(const char *w)
{
	static char buf[ZWD_LABEL];
	size_t      i;

	for (i = 0; w[i] && i < sizeof(buf) - 1; i++)
		buf[i] = (char)(w[i] >= 'a' && w[i] <= 'z' ? w[i] - 'a' + 'A' : w[i]);
	buf[i] = '\0';
	return (buf);
}

/* zwd_need_actions - refuse when the survivor has fewer Actions than n */

enum pb_rc
zwd_need_actions(struct zwd_ctx *x, int n, struct pb_err *err)
{
	if (SV(x)->actions >= n)
		return (PB_OK);
	return (pb_err_set(err, PB_EPERM, "%s has %d Action%s left; this takes %d.", NAME(x),
	    SV(x)->actions, SV(x)->actions == 1 ? "" : "s", n));
}

/* zwd_need_kind - refuse when survivor x cannot pay an Action of kind costing n */

enum pb_rc
zwd_need_kind(struct zwd_ctx *x, unsigned kind, int dual, int n, struct pb_err *err)
{
	if (zwd_can_pay(S(x), x->who, kind, dual, n))
		return (PB_OK);
	return (zwd_need_actions(x, n, err));
}

/* zwd_first_card - the id of survivor i's first card, NULL when it holds none; at its slot */

const char *
zwd_first_card(const struct zwd_state *s, int i, int *at)
{
	int k;

	for (k = 0; k < ZWD_SLOTS; k++)
		if (s->surv[i].slot[k] >= 0) {
			if (at != NULL)
				*at = k;
			return (s->pack->cards->equips[s->surv[i].slot[k]].n.id);
		}
	return (NULL);
}

/* summary - the public line of an attack kept for the mails (rules 1) */

static void
summary(struct zwd_ctx *x, const struct zwd_attack *a, const struct zwd_combat_result *r)
{
	int t, n = 0;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		n += r->killed[t];
	if (a->w.kind == ZWD_CAULDRON && a->guards > 0)
		pb_buf_line(&x->pub,
		    "%s orders the guards of %s to pour a Cauldron on %s: %d zombie%s killed.",
		    NAME(x), zwd_label(S(x), a->from), zwd_label(S(x), a->to), n, n == 1 ? "" : "s");
	else if (a->w.kind == ZWD_CAULDRON)
		pb_buf_line(&x->pub, "%s pours a Cauldron on %s: %d zombie%s killed.", NAME(x),
		    zwd_label(S(x), a->to), n, n == 1 ? "" : "s");
	else if (a->guards > 0)
		pb_buf_line(&x->pub, "%s orders the guards of %s to attack %s: %d zombie%s killed.",
		    NAME(x), zwd_label(S(x), a->from), zwd_label(S(x), a->to), n, n == 1 ? "" : "s");
	else
		pb_buf_line(&x->pub, "%s attacks %s: %d zombie%s killed.", NAME(x),
		    zwd_label(S(x), a->to), n, n == 1 ? "" : "s");
	for (t = 0; t < S(x)->nsurv; t++)
		if (r->dead[t])
			pb_buf_line(&x->pub, "%s falls in the attack: the game is lost.",
			    zwd_surv_name(S(x), t));
}

/* zwd_tell - the narrative: kept for the view and summed up (rules 1), or in English */

void
zwd_tell(struct zwd_ctx *x, const struct zwd_attack *a, const struct zwd_combat_result *r)
{
	const char *names[ZWD_SURVIVORS];
	char       *t;
	int         k;

	if (S(x)->pack->rev >= 1) {
		zwd_fight_keep(S(x), a, r);
		summary(x, a, r);
		zwd_crypt_drop(S(x), a->to, r->crypt, &x->pub);
		return;
	}

	for (k = 0; k < S(x)->nsurv; k++)
		names[k] = zwd_surv_name(S(x), k);
	t = zwd_combat_text(S(x)->map, a, r, names, "en", S(x)->pack->rev);
	pb_buf_line(&x->pub, "%s", t);
	free(t);
}

/* zwd_ladder_carried - the first rope ladder token survivor i carries, -1 */

int
zwd_ladder_carried(const struct zwd_state *s, int i)
{
	int k;

	for (k = 0; k < s->nladders; k++)
		if (s->ladder[k].carrier == i)
			return (k);
	return (-1);
}

/* pause_say - the mail pauses after this line (rules 4), the reply
 * adding text (caller's, taken) */

static void
pause_say(struct zwd_ctx *x, char *text)
{
	char *old = x->text;

	x->pause = 1;
	x->text = old ? pb_asprintf("%s %s", old, text) : pb_strdup(text);
	free(old);
	free(text);
}

/* zwd_pause_found - rules 4: survivor x drew cards (a Search, a
 * Transmutation): the mail pauses, the player may place them anew */

void
zwd_pause_found(struct zwd_ctx *x)
{
	if (S(x)->pack->rev >= 4 && !S(x)->play_on)
		pause_say(x,
		    pb_asprintf("What %s found is told below and shown among the cards: "
		                "reorganise, drop or trade now, if you like.",
		        NAME(x)));
}

/* pause_ff - rules 4: the attack's misses struck survivors or guards:
 * the mail pauses, the player plans anew */

static void
pause_ff(struct zwd_ctx *x, const struct zwd_combat_result *r)
{
	struct pb_buf who;
	int           k, n = 0;

	pb_buf_init(&who);
	for (k = 0; k < S(x)->nsurv; k++)
		if (r->ff[k] > 0)
			pb_buf_printf(&who, "%s%s", n++ ? ", " : "", zwd_surv_name(S(x), k));
	if (n > 0)
		pause_say(x,
		    pb_asprintf("Friendly fire struck %s (told below): plan the next "
		                "Actions anew, if you like.",
		        who.s));
	else if (r->ff_guards > 0)
		pause_say(x,
		    pb_strdup("Friendly fire struck the guards (told below): plan the "
		              "next Actions anew, if you like."));
	pb_buf_free(&who);
}

/* zwd_settle - what any resolved attack leaves, once paid: the eliminated out, the AP to the survivor */

void
zwd_settle(struct zwd_ctx *x, const struct zwd_combat_result *r)
{
	struct zwd_state *s = S(x);
	int               k;

	for (k = 0; k < s->nsurv; k++)
		if (r->dead[k]) {
			s->surv[k].out = 1;
			s->surv[k].done = 1;
			s->surv[k].actions = 0;
		}
	if (r->ap > 0 && !SV(x)->out)
		zwd_gain_ap(s, x->who, r->ap, &x->pub);
	zwd_danger(s);
	if (s->pack->rev >= 4 && !s->play_on)
		pause_ff(x, r);
}

