/*++
/* NAME
/*	zwd_surv_lead 3
/* SUMMARY
/*	Zombicide: White Death, the skill Born Leader
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/*
/*	enum pb_rc zwd_run_lead(struct zwd_ctx *x, struct pb_err *err);
/*	int	zwd_can_lead(const struct zwd_state *s, int i, char **ex);
/* DESCRIPTION
/*	lead SURV OTHER: the skill Born Leader (rules 2), free, once a
/*	Turn (ZWD_ONCE_LEADER): survivor OTHER, in play, another, whose
/*	turn has not ended, gets one free Action of any kind this round.
/*	Reading for mail: "who uses it immediately" is its next Action,
/*	whenever its player sends it (the players phase has no order of
/*	survivors to interrupt).  OTHER's player decides by a standing
/*	choice (stance OTHER leader accept|refuse, accept by default): a
/*	survivor that refuses is refused here.  Revision 2 kept one
/*	granted free Action at a time (struct zwd_surv's bonus, which
/*	Bloodlust's overwrote): a survivor with one waiting is refused.
/*	From revision 3 each granted Action stays until spent or the round
/*	ends (led counts the leaders'), beside Bloodlust's.
/*
/*	zwd_can_lead() says whether survivor i may lead now, with an
/*	example naming the first survivor it may give the Action to.
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

/* why_not - why survivor i may not give survivor k Born Leader's Action, NULL */

static const char *
why_not(const struct zwd_state *s, int i, int k)
{
	const struct zwd_surv *o = &s->surv[k];

	if (k == i)
		return ("another survivor");
	if (zwd_surv_zone(s, k) < 0 || o->done)
		return ("a survivor in play whose turn has not ended");
	if (!zwd_react_willing(&o->stance, ZWD_ST_LEADER))
		return ("its standing choice refuses it");
	if (s->pack->rev < 3 && o->bonus != 0)
		return ("it has a free Action waiting already");
	return (NULL);
}

/* leader - survivor i has Born Leader and has not used it this Turn */

static int
leader(const struct zwd_state *s, int i)
{
	return (s->pack->rev >= 2 && zwd_special_arg(s, i, ZWD_SK_LEADER) >= 0
	    && !(s->surv[i].once & ZWD_ONCE_LEADER));
}

int
zwd_can_lead(const struct zwd_state *s, int i, char **ex)
{
	int k;

	if (!leader(s, i))
		return (0);
	for (k = 0; k < s->nsurv; k++)
		if (why_not(s, i, k) == NULL) {
			if (ex)
				*ex = pb_asprintf("lead %s %s", zwd_surv_id(s, i), zwd_surv_id(s, k));
			return (1);
		}
	return (0);
}

enum pb_rc
zwd_run_lead(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	const char       *why;
	int               k;

	if (s->pack->rev < 2 || zwd_special_arg(s, x->who, ZWD_SK_LEADER) < 0)
		return (pb_err_set(err, PB_EPERM, "%s has not the skill Born Leader.", NAME(x)));
	if (SV(x)->once & ZWD_ONCE_LEADER)
		return (pb_err_set(err, PB_EPERM, "%s: Born Leader once a Turn.", NAME(x)));
	if ((k = zwd_surv_find(s, x->l->argv[2])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "\"%s\" is no survivor of this game.", x->l->argv[2]));
	if ((why = why_not(s, x->who, k)) != NULL)
		return (pb_err_set(err, PB_EPERM, "Born Leader gives %s no Action: %s.",
		    zwd_surv_name(s, k), why));
	SV(x)->once |= ZWD_ONCE_LEADER;
	if (s->pack->rev >= 3)
		s->surv[k].led++;
	else
		s->surv[k].bonus = ZWD_K_ANY;
	pb_buf_line(&x->pub, "%s gives %s a free Action: Born Leader.", NAME(x),
	    zwd_surv_name(s, k));
	return (PB_OK);
}
