/*++
/* NAME
/*	dow_effect_check 3
/* SUMMARY
/*	Dead of Winter: the check pass of an effect
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	Every step is checked against a budget: the counts the state
/*	holds, which the steps before it use up.  Nothing changes
/*	(F2).
/* DIAGNOSTICS
/*	See dow_effect(3).
/* SEE ALSO
/*	dow_effect(3), dow_effect_private(3h).
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== effects: the check pass (a budget of counts) ======================== */
/* fx_budget_init - the counts of a state (seat's hand without the card played) */

void
fx_budget_init(struct budget *b, const struct dow_state *s, int seat, int except)
{
	int l, e, i;

	memset(b, 0, sizeof(*b));
	b->food = s->food;
	b->starv = s->starvation;
	b->waste = s->waste.n;
	b->crises = s->crises.n;
	b->survdeck = s->survivors.n;
	b->vote = s->wait.kind;
	if (seat >= 1 && seat <= s->nseats) {
		b->hand = fx_cards_of(s, &s->pl[seat].hand, TYPE_ANY, except);
		for (i = 0; i < DOW_NTYPES; i++)
			b->handtype[i] = fx_cards_of(s, &s->pl[seat].hand, i, except);
		b->dice = s->pl[seat].dice.n;
		for (i = 0; i < s->pl[seat].dice.n; i++)
			b->dice_low += s->pl[seat].dice.v[i] < 6;
	}
	for (l = 0; l < NL; l++) {
		b->helpless[l] = s->helpless[l];
		b->people[l] = dow_loc_people(s, l);
		b->zombies[l] = dow_loc_zombies(s, l);
		b->noise[l] = s->noise[l];
		b->deck[l] = l == DOW_COLONY ? 0 : s->deck[l].n;
		for (e = 0; e < s->pack->loc[l].entrances; e++) {
			b->barr[l] += s->barricades[l][e];
			b->eroom[l] += dow_entr_room(s, l, e) > 0 ? dow_entr_room(s, l, e) : 0;
		}
	}
	b->ngroup = s->ngroup;
	b->wounds = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	b->frost = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	b->loc = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	b->gone = pb_calloc((size_t)s->ngroup + 1, sizeof(int));
	for (i = 0; i < s->ngroup; i++) {
		b->wounds[i] = s->group[i].wounds;
		b->frost[i] = s->group[i].frost;
		b->loc[i] = s->group[i].loc;
	}
}

/* fx_budget_free - release the per-survivor arrays */

void
fx_budget_free(struct budget *b)
{
	free(b->wounds);
	free(b->frost);
	free(b->loc);
	free(b->gone);
}

/* fx_refuse - a step cannot happen: PB_EDATA with a sentence */

int PB_PRINTF(2, 3) fx_refuse(struct ectx *c, const char *fmt, ...)
{
	va_list ap;
	char   *msg;

	va_start(ap, fmt);
	msg = pb_vasprintf(fmt, ap);
	va_end(ap);
	pb_err_set(c->err, PB_EDATA, "%s", msg);
	free(msg);
	return (0);
}

/* fx_where - "at the Police Station", "in the colony" */

const char *
fx_where(int l)
{
	static const char *const w[NL] = { "in the colony", "at the Police Station",
		"at the Grocery Store", "at the School", "at the Gas Station", "at the Library",
		"at the Hospital" };

	return (l >= 0 && l < NL ? w[l] : "there");
}

/* fx_one_loc - a single location word resolved, -1 with an error */

int
fx_one_loc(struct ectx *c, int w)
{
	if (w < NL)
		return (w);
	if (w == L_HERE && c->here >= 0)
		return (c->here);
	if (w == L_THERE && c->there >= 0)
		return (c->there);
	if (w == L_THERE)
		return (fx_refuse(c, "Name a location for this card."), -1);
	return (fx_refuse(c, "This needs a survivor to say where it happens."), -1);
}

/* set_has - is l in a location set (the check pass: budget locations) */

static int
set_has(struct ectx *c, int w, int l)
{
	const struct dow_state *s = c->cs;
	int                     i;

	if (w < NL || w == L_HERE || w == L_THERE)
		return (0);
	if (w == L_ALL)
		return (1);
	if (l == DOW_COLONY)
		return (0);
	if (w == L_OUTSIDE)
		return (1);
	for (i = 0; i < s->ngroup; i++) {
		if (c->b && c->b->gone[i])
			continue;
		if ((c->b ? c->b->loc[i] : s->group[i].loc) == l
		    && (w == L_OCCUPIED || s->group[i].seat == c->seat))
			return (1);
	}
	return (w == L_OCCUPIED && s->helpless[l] > 0);
}

/* fx_locs_of - the locations a word stands for, as a mask; 0 and *ok = 0 when
 * a single location cannot be named (a set may be empty) */

unsigned
fx_locs_of(struct ectx *c, int w, int *ok)
{
	unsigned m = 0;
	int      l;

	*ok = 1;
	if (w < NL || w == L_HERE || w == L_THERE) {
		l = fx_one_loc(c, w);
		*ok = l >= 0;
		return (l < 0 ? 0 : 1u << l);
	}
	for (l = 0; l < NL; l++)
		if (set_has(c, w, l))
			m |= 1u << l;
	return (m);
}

/* g_loc - a group's location in this pass */

static int
g_loc(const struct ectx *c, int gi)
{
	return (c->b ? c->b->loc[gi] : c->cs->group[gi].loc);
}

/* g_alive - a group still in play in this pass */

static int
g_alive(const struct ectx *c, int gi)
{
	return (!c->b || !c->b->gone[gi]);
}

/* g_wounds - a group's wound tokens in this pass */

static int
g_wounds(const struct ectx *c, int gi)
{
	return (c->b ? c->b->wounds[gi] : c->cs->group[gi].wounds);
}

/* pick_extreme - lowest/highest influence or most wounded at l (or the seat's) */

static int
pick_extreme(struct ectx *c, int who, int l)
{
	const struct dow_state *s = c->cs;
	int                     i, best = -1, inf, binf = 0, w, bw = -1;

	for (i = 0; i < s->ngroup; i++) {
		if (!g_alive(c, i) || (l >= 0 ? g_loc(c, i) != l : s->group[i].seat != c->seat))
			continue;
		inf = s->pack->surv[s->group[i].card].influence;
		w = g_wounds(c, i);
		if (best < 0 || (who == W_LOWEST && inf < binf) || (who == W_HIGHEST && inf > binf)
		    || (who == W_WORST && (w > bw || (w == bw && inf < binf)))) {
			best = i;
			binf = inf;
			bw = w;
		}
	}
	return (best);
}

/* named - the group of a named survivor card for this effect, -1 with an error */

static int
named(struct ectx *c, int card, int mine, const char *what)
{
	int gi;

	if (card < 0)
		return (fx_refuse(c, "Name %s for this card.", what), -1);
	gi = dow_group_find(c->cs, card);
	if (gi < 0 || !g_alive(c, gi))
		return (fx_refuse(c, "%s is not in play.", c->cs->pack->surv[card].n.name), -1);
	if (mine && c->cs->group[gi].seat != c->seat)
		return (
		    fx_refuse(c, "%s is not your survivor.", c->cs->pack->surv[card].n.name), -1);
	return (gi);
}

/* fx_who_list - the groups a who word stands for, into v (max ngroup); count or -1 */

int
fx_who_list(struct ectx *c, const struct step *st, int *v)
{
	const struct dow_state *s = c->cs;
	int                     i, n = 0, l = NOLOC, gi;

	if (st->wloc != NOLOC && (l = fx_one_loc(c, st->wloc)) < 0)
		return (-1);
	switch (st->who) {
	case W_TARGET:
		gi = named(c, c->t->surv, 1, "one of your survivors");
		break;
	case W_SELF:
		gi = named(c, c->self, 0, "a survivor");
		break;
	case W_NEAR:
		if ((gi = named(c, c->self, 0, "a survivor")) < 0)
			return (-1);
		l = g_loc(c, gi);
		if ((gi = named(c, c->t->surv, 0, "a survivor")) >= 0 && g_loc(c, gi) != l)
			return (fx_refuse(c, "%s is not %s.", s->pack->surv[c->t->surv].n.name,
			            fx_where(l)),
			    -1);
		break;
	case W_LOWEST:
	case W_HIGHEST:
	case W_WORST:
		gi = pick_extreme(c, st->who, l);
		if (gi < 0)
			return (0);
		break;
	default:
		for (i = 0; i < s->ngroup; i++)
			if (g_alive(c, i) && (l == NOLOC || g_loc(c, i) == l)
			    && (st->who == W_EACH || s->group[i].seat == c->seat))
				v[n++] = i;
		return (n);
	}
	if (gi < 0)
		return (-1);
	v[0] = gi;
	return (1);
}

/* ---- the check of each verb ---- */

/* chk_supply - food, starvation, helpless, clean, discard, pay, dice */

static int
chk_supply(struct ectx *c, const struct step *st)
{
	struct budget *b = c->b;
	int            l = st->loc, n = st->n;

	switch (st->verb) {
	case V_FOOD:
		if (n < 0 && b->food < -n)
			return (fx_refuse(c, "The food supply holds only %d food token%s.", b->food,
			    b->food == 1 ? "" : "s"));
		b->food += n;
		return (1);
	case V_STARVATION:
		if (n < 0 && b->starv < -n)
			return (fx_refuse(
			    c, "The food supply holds fewer than %d starvation tokens.", -n));
		b->starv += n;
		return (1);
	case V_HELPLESS:
		if ((l = fx_one_loc(c, l)) < 0)
			return (0);
		if (n < 0 && b->helpless[l] < -n)
			return (fx_refuse(
			    c, "Fewer than %d helpless survivors are %s.", -n, fx_where(l)));
		if (n > 0 && c->seat >= 1 && c->cs->pl[c->seat].exiled)
			return (1); /* an exiled player adds none [IT Esilio] */
		if (n > 0 && c->cs->pack->loc[l].spaces - b->people[l] < n)
			return (fx_refuse(c, "There is no room for %d helpless survivor%s %s.", n,
			    n == 1 ? "" : "s", fx_where(l)));
		b->helpless[l] += n;
		b->people[l] += n;
		return (1);
	case V_KILL_HELPLESS:
		if ((l = fx_one_loc(c, l)) < 0)
			return (0);
		if (b->helpless[l] == 0)
			return (fx_refuse(c, "There is no helpless survivor %s.", fx_where(l)));
		b->helpless[l] -= n < b->helpless[l] ? n : b->helpless[l];
		return (1);
	case V_CLEAN:
		if (b->waste == 0)
			return (fx_refuse(c, "The waste pile is empty."));
		b->waste -= n < b->waste ? n : b->waste;
		return (1);
	case V_DISCARD:
		if (b->hand < n)
			return (fx_refuse(
			    c, "You need %d other card%s in your hand.", n, n == 1 ? "" : "s"));
		b->hand -= n;
		b->waste += n;
		return (1);
	case V_PAY:
		if (b->handtype[st->type] == 0)
			return (fx_refuse(
			    c, "You need a %s card in your hand.", fx_type_words[st->type]));
		b->handtype[st->type]--;
		b->hand--;
		b->waste++;
		return (1);
	}
	return (1);
}

/* chk_deck - draw, fetch, mill, peek, reveal, peek_crisis */

static int
chk_deck(struct ectx *c, const struct step *st)
{
	struct budget          *b = c->b;
	const struct dow_state *s = c->cs;
	int                     l, n = st->n, i, found = 0;

	if (st->verb == V_PEEK_CRISIS) {
		if (b->crises == 0)
			return (fx_refuse(c, "The crisis deck is empty."));
		return (1);
	}
	if (st->verb == V_PEEK_CONTRIB)
		return (1);
	if ((l = fx_one_loc(c, st->loc)) < 0)
		return (0);
	if (l == DOW_COLONY)
		return (fx_refuse(c, "The colony has no item deck."));
	if (b->deck[l] == 0)
		return (fx_refuse(c, "The %s deck is empty.", dow_loc_title(l)));
	if (st->verb == V_FETCH) {
		for (i = 0; i < s->deck[l].n && i < b->deck[l]; i++)
			found |= fx_item_type(s, s->deck[l].v[i]) == st->type;
		if (!found)
			return (fx_refuse(c, "The %s deck holds no %s card.", dow_loc_title(l),
			    fx_type_words[st->type]));
		n = 1;
	}
	if (st->verb == V_DRAW || st->verb == V_FETCH || st->verb == V_MILL) {
		n = n < b->deck[l] ? n : b->deck[l];
		b->deck[l] -= n;
		if (st->verb == V_MILL)
			b->waste += n;
		else
			b->hand += n;
	}
	return (1);
}

/* mask_loc - the location of a one-location mask */

static int
mask_loc(unsigned m)
{
	int l;

	for (l = 0; l < NL; l++)
		if (m == 1u << l)
			return (l);
	return (-1);
}

/* chk_board - zombies, kill, move_zombies, noise, barricade */

static int
chk_board(struct ectx *c, const struct step *st)
{
	struct budget *b = c->b;
	unsigned       m;
	int            l, n = st->n, k, any = 0, to = -1, ok;

	m = fx_locs_of(c, st->loc, &ok);
	if (!ok)
		return (0);
	for (l = 0; l < NL; l++) {
		if (!(m & (1u << l)))
			continue;
		switch (st->verb) {
		case V_ZOMBIES:
			any = 1;
			break;
		case V_KILL:
		case V_MOVE_ZOMBIES:
			k = n < b->zombies[l] ? n : b->zombies[l];
			b->zombies[l] -= k;
			b->eroom[l] += k;
			any |= k > 0;
			break;
		case V_NOISE:
			if (l == DOW_COLONY)
				break;
			if (n > 0)
				any = 1;
			else
				any |= b->noise[l] > 0;
			b->noise[l] =
			    n > 0 ? b->noise[l] : (b->noise[l] + n > 0 ? b->noise[l] + n : 0);
			break;
		case V_BARRICADE:
			if (n > 0) {
				k = n < b->eroom[l] ? n : b->eroom[l];
				b->eroom[l] -= k;
				b->barr[l] += k;
			} else {
				k = -n < b->barr[l] ? -n : b->barr[l];
				b->barr[l] -= k;
				b->eroom[l] += k;
			}
			any |= k > 0;
			break;
		}
	}
	if (st->verb == V_MOVE_ZOMBIES && any && (to = fx_one_loc(c, st->loc2)) < 0)
		return (0);
	if (st->verb == V_MOVE_ZOMBIES && any && (m & (1u << to)))
		return (fx_refuse(c, "The zombies must go to another location."));
	if (!any && (st->verb == V_KILL || st->verb == V_MOVE_ZOMBIES))
		return (fx_refuse(c, "There is no zombie %s.",
		    m && !(m & (m - 1)) ? fx_where(mask_loc(m)) : "there"));
	if (!any && st->verb == V_NOISE)
		return (fx_refuse(c, "There is no noise token to remove."));
	if (!any && st->verb == V_BARRICADE)
		return (fx_refuse(c,
		    n > 0 ? "There is no empty entrance space for a barricade."
		          : "There is no barricade to remove."));
	return (1);
}

/* chk_surv - wound, frostbite, heal, unfrost, expose, kill_survivor, retire, send */

static int
chk_surv(struct ectx *c, const struct step *st)
{
	struct budget *b = c->b;
	int           *v, n, i, k, any = 0, l = 0, ok = 1;

	v = pb_calloc((size_t)c->cs->ngroup + 1, sizeof(int));
	if ((n = fx_who_list(c, st, v)) < 0) {
		free(v);
		return (0);
	}
	if (st->verb == V_SEND && (l = fx_one_loc(c, st->loc)) < 0)
		ok = 0;
	for (i = 0; ok && i < n; i++) {
		switch (st->verb) {
		case V_HEAL:
			k = st->n < b->wounds[v[i]] ? st->n : b->wounds[v[i]];
			any |= k > 0;
			b->wounds[v[i]] -= k;
			b->frost[v[i]] =
			    b->frost[v[i]] < b->wounds[v[i]] ? b->frost[v[i]] : b->wounds[v[i]];
			break;
		case V_UNFROST:
			k = st->n < b->frost[v[i]] ? st->n : b->frost[v[i]];
			any |= k > 0;
			b->wounds[v[i]] -= k;
			b->frost[v[i]] -= k;
			break;
		case V_KILL_SURVIVOR:
		case V_RETIRE:
			b->gone[v[i]] = 1;
			b->people[b->loc[v[i]]]--;
			any = 1;
			break;
		case V_SEND:
			if (b->loc[v[i]] == l)
				break;
			/* E40 (a): exiled survivors never come back into the colony. */
			if (l == DOW_COLONY && c->cs->pl[c->cs->group[v[i]].seat].exiled) {
				ok = fx_refuse(c, "Exiled survivors cannot enter the colony.");
				break;
			}
			if (c->cs->pack->loc[l].spaces - b->people[l] < 1) {
				ok = fx_refuse(c, "There is no room %s.", fx_where(l));
				break;
			}
			b->people[b->loc[v[i]]]--;
			b->people[l]++;
			b->loc[v[i]] = l;
			any = 1;
			break;
		default:
			any = 1;
		}
	}
	if (ok && !any && (st->verb == V_HEAL || st->verb == V_UNFROST) && n == 1)
		ok = fx_refuse(c, "%s has no %s token.",
		    c->cs->pack->surv[c->cs->group[v[0]].card].n.name,
		    st->verb == V_HEAL ? "wound" : "frostbite");
	else if (ok && !any && (st->verb == V_HEAL || st->verb == V_UNFROST))
		ok = fx_refuse(
		    c, "Nobody there has a %s token.", st->verb == V_HEAL ? "wound" : "frostbite");
	else if (ok && !any && st->verb != V_WOUND && st->verb != V_FROSTBITE)
		ok = fx_refuse(c, "Nobody is there for this card.");
	free(v);
	return (ok);
}

/* chk_other - survivor, dice, votes and the rest */

static int
chk_other(struct ectx *c, const struct step *st)
{
	struct budget          *b = c->b;
	const struct dow_state *s = c->cs;
	int                     l, k;

	switch (st->verb) {
	case V_SURVIVOR:
		l = st->loc;
		if (s->pl[c->seat].exiled && l == DOW_COLONY)
			l = c->there;
		if (l == DOW_COLONY && s->pl[c->seat].exiled)
			l = -1;
		if (l < 0 && s->pl[c->seat].exiled)
			return (fx_refuse(
			    c, "Exiled: name a location outside the colony for the survivor."));
		if ((l = fx_one_loc(c, l)) < 0)
			return (0);
		if (b->survdeck == 0)
			return (fx_refuse(c, "The survivor deck is empty."));
		if (s->pack->loc[l].spaces - b->people[l] < 1)
			return (fx_refuse(c, "There is no room %s.", fx_where(l)));
		b->survdeck--;
		b->people[l]++;
		return (1);
	case V_DIE:
		if (c->t->die >= 0
		    && (c->t->die >= s->pl[c->seat].dice.n
		        || s->pl[c->seat].dice.v[c->t->die] >= 6))
			return (fx_refuse(c, "That die cannot be raised."));
		if (b->dice_low == 0)
			return (fx_refuse(c, "You have no unused action die below 6."));
		return (1);
	case V_REROLL:
		if (b->dice == 0)
			return (fx_refuse(c, "You have no unused action die."));
		return (1);
	case V_LOSE_DIE:
		if (b->dice < st->n)
			return (fx_refuse(c, "You need %d unused action dice.", st->n));
		b->dice -= st->n;
		b->dice_low = b->dice_low < b->dice ? b->dice_low : b->dice;
		return (1);
	case V_VOTE:
		if (b->vote != DOW_W_NONE)
			return (fx_refuse(c, "The game is already waiting for a decision."));
		/* E14: an exiled player cannot be voted on again. */
		k = st->n ? (c->cs->active ? c->cs->active : c->seat) : c->cs->first_player;
		if (c->cs->pl[k].exiled || c->cs->pl[k].out)
			return (fx_refuse(
			    c, "Player %d cannot be voted on: exiled or out already.", k));
		b->vote = DOW_W_VOTE;
		return (1);
	case V_CANCEL_VOTE:
		if (b->vote != DOW_W_VOTE)
			return (fx_refuse(c, "No vote is under way."));
		b->vote = DOW_W_NONE;
		return (1);
	}
	return (1);
}

/* budget_copy - a deep copy */

static void
budget_copy(struct budget *to, const struct budget *from)
{
	size_t n = (size_t)from->ngroup + 1;

	*to = *from;
	to->wounds = pb_calloc(n, sizeof(int));
	to->frost = pb_calloc(n, sizeof(int));
	to->loc = pb_calloc(n, sizeof(int));
	to->gone = pb_calloc(n, sizeof(int));
	memcpy(to->wounds, from->wounds, (n - 1) * sizeof(int));
	memcpy(to->frost, from->frost, (n - 1) * sizeof(int));
	memcpy(to->loc, from->loc, (n - 1) * sizeof(int));
	memcpy(to->gone, from->gone, (n - 1) * sizeof(int));
}

/* chk_branch - a gate's branch on a copy of the budget */

static int
chk_branch(struct ectx *c, const struct dow_effect *e)
{
	struct budget copy, *saved = c->b;
	int           ok;

	if (e == NULL)
		return (1);
	budget_copy(&copy, saved);
	c->b = &copy;
	ok = fx_chk_effect(c, e);
	c->b = saved;
	fx_budget_free(&copy);
	return (ok);
}

/* fx_chk_step - one step against the budget */

int
fx_chk_step(struct ectx *c, const struct step *st)
{
	switch (st->verb) {
	case V_FOOD:
	case V_STARVATION:
	case V_HELPLESS:
	case V_KILL_HELPLESS:
	case V_CLEAN:
	case V_DISCARD:
	case V_PAY:
		return (chk_supply(c, st));
	case V_DRAW:
	case V_FETCH:
	case V_MILL:
	case V_PEEK:
	case V_PEEK_CRISIS:
	case V_PEEK_CONTRIB:
	case V_REVEAL:
		return (chk_deck(c, st));
	case V_ZOMBIES:
	case V_KILL:
	case V_MOVE_ZOMBIES:
	case V_NOISE:
	case V_BARRICADE:
		return (chk_board(c, st));
	case V_WOUND:
	case V_FROSTBITE:
	case V_HEAL:
	case V_UNFROST:
	case V_EXPOSE:
	case V_KILL_SURVIVOR:
	case V_RETIRE:
	case V_SEND:
		return (chk_surv(c, st));
	case V_ROLL:
	case V_IF:
		/* A gate ends its list: each branch is checked on its own copy. */
		return (chk_branch(c, st->then) && chk_branch(c, st->els));
	}
	return (chk_other(c, st));
}

/* fx_chk_effect - every step in order */

int
fx_chk_effect(struct ectx *c, const struct dow_effect *e)
{
	int i;

	for (i = 0; e && i < e->n; i++)
		if (!fx_chk_step(c, &e->st[i]))
			return (0);
	return (1);
}
