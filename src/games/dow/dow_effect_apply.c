/*++
/* NAME
/*	dow_effect_apply 3
/* SUMMARY
/*	Dead of Winter: the apply pass of an effect
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	Every step applied in order, after the check pass accepted them
/*	all (F2); randomness from s->rng in the order written (F3).
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

/* ==== effects: the apply pass ============================================ */

/* who_text - "Player 2" or "The colony" for logs */

static const char *
who_text(const struct ectx *c, char *buf, size_t len)
{
	if (c->seat < 1)
		return ("The colony");
	snprintf(buf, len, "Player %d", c->seat);
	return (buf);
}

/* hand_out - take hand position i out to a pile */

static void
hand_out(struct ectx *c, int i, struct deck *to)
{
	struct deck *h = &c->s->pl[c->seat].hand;

	deck_push(to, h->v[i]);
	deck_remove_at(h, i);
}

/* discard_random - n random cards of seat's hand (not the card played) to waste */

static void
discard_random(struct ectx *c, int seat, int n)
{
	struct deck *h = &c->s->pl[seat].hand;
	int              i, k, pos, cnt;
	char             buf[32];

	for (k = 0; k < n; k++) {
		cnt = fx_cards_of(c->s, h, TYPE_ANY, c->t->card);
		if (cnt == 0)
			return;
		pos = (int)pb_rng_below(&c->s->rng, (uint32_t)cnt);
		for (i = 0; i < h->n; i++)
			if (h->v[i] != c->t->card && pos-- == 0)
				break;
		snprintf(buf, sizeof(buf), "Player %d", seat);
		pb_buf_line(c->log, "%s puts %s from their hand into the waste pile.", buf,
		    dow_item_name(c->s, h->v[i]));
		deck_push(&c->s->waste, h->v[i]);
		deck_remove_at(h, i);
	}
}

/* pay_card - a card of a type from the hand to the waste pile */

static void
pay_card(struct ectx *c, int type)
{
	struct deck *h = &c->s->pl[c->seat].hand;
	int              i, pos = -1;
	char             buf[32];

	for (i = 0; i < h->n; i++)
		if (h->v[i] != c->t->card && fx_item_type(c->s, h->v[i]) == type
		    && (pos < 0 || h->v[i] == c->t->cost))
			pos = i;
	if (pos < 0)
		return;
	/* An exiled player's played cards leave the game [IT Esilio]. */
	pb_buf_line(c->log, "%s pays %s %s.", who_text(c, buf, sizeof(buf)),
	    dow_item_name(c->s, h->v[pos]),
	    c->s->pl[c->seat].exiled ? "(out of the game)" : "into the waste pile");
	hand_out(c, pos, c->s->pl[c->seat].exiled ? &c->s->box : &c->s->waste);
}

/* ap_supply - food, morale, starvation, helpless, clean, discards */

static void
ap_supply(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	int               l, k, n = st->n;

	switch (st->verb) {
	case V_FOOD:
		s->food += n;
		pb_buf_line(c->log, "%d food token%s the food supply (%d now).", n < 0 ? -n : n,
		    n == 1 || n == -1 ? (n > 0 ? " goes into" : " leaves")
		                      : (n > 0 ? "s go into" : "s leave"),
		    s->food);
		break;
	case V_MORALE:
		if (n > 0 && c->no_gain) {
			pb_buf_line(c->log, "Nor does the card raise morale.");
			break;
		}
		dow_morale(s, n, c->log);
		break;
	case V_STARVATION:
		s->starvation += n;
		pb_buf_line(c->log, "Starvation tokens: %d.", s->starvation);
		break;
	case V_HELPLESS:
		l = fx_one_loc(c, st->loc);
		if (n > 0 && c->seat >= 1 && s->pl[c->seat].exiled) {
			pb_buf_line(c->log, "An exiled player adds no helpless survivors.");
			c->no_gain = !s->opt.exiled_help;
			break;
		}
		s->helpless[l] += n;
		pb_buf_line(c->log, "%d helpless survivor%s %s %s.", n < 0 ? -n : n,
		    n == 1 || n == -1 ? "" : "s", n > 0 ? "arrive" : "leave", fx_where(l));
		break;
	case V_KILL_HELPLESS:
		l = fx_one_loc(c, st->loc);
		for (k = 0; k < n && s->helpless[l] > 0 && s->phase != DOW_PHASE_ENDED; k++) {
			s->helpless[l]--;
			pb_buf_line(c->log, "A helpless survivor dies %s.", fx_where(l));
			dow_morale(s, -1, c->log);
		}
		break;
	case V_CLEAN:
		for (k = 0; k < n && s->waste.n > 0; k++)
			deck_push(&s->box, deck_pop(&s->waste));
		pb_buf_line(c->log, "%d card%s leave the waste pile (%d left).", k,
		    k == 1 ? "" : "s", s->waste.n);
		break;
	case V_DISCARD:
		discard_random(c, c->seat, n);
		break;
	case V_PAY:
		pay_card(c, st->type);
		break;
	case V_DISCARD_EACH:
		for (k = 1; k <= s->nseats; k++)
			if (!s->pl[k].exiled && !s->pl[k].out)
				discard_random(c, k, n);
		break;
	}
}

/* priv_cards - the names of cards into the private buffer */

static void
priv_cards(struct ectx *c, const char *what, const int *v, int n)
{
	int i;

	if (c->t->priv == NULL)
		return;
	pb_buf_printf(c->t->priv, "%s:", what);
	for (i = 0; i < n; i++)
		pb_buf_printf(c->t->priv, "%s %s", i ? "," : "", dow_item_name(c->s, v[i]));
	pb_buf_puts(c->t->priv, n ? ".\n" : " none.\n");
}

/* ap_deck - draw, fetch, mill, peek, reveal, peek_crisis */

static void
ap_deck(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	struct deck  *d;
	int               l, k, i, got[64], n = st->n, take = -1;
	char              buf[32];

	if (st->verb == V_PEEK_CRISIS) {
		pb_buf_line(c->log, "%s looks at the top of the crisis deck.",
		    who_text(c, buf, sizeof(buf)));
		if (c->t->priv)
			for (k = 0; k < n && k < s->crises.n; k++)
				pb_buf_printf(c->t->priv, "Crisis %d from the top: %s.\n", k + 1,
				    s->pack->crisis[s->crises.v[s->crises.n - 1 - k]].n.name);
		return;
	}
	if (st->verb == V_PEEK_CONTRIB) {
		pb_buf_line(c->log, "%s looks at the cards added to the crisis.",
		    who_text(c, buf, sizeof(buf)));
		priv_cards(c, "Added to the crisis so far", s->contrib.v,
		    s->contrib.n < 64 ? s->contrib.n : 64);
		return;
	}
	l = fx_one_loc(c, st->loc);
	d = &s->deck[l];
	if (n > 64)
		n = 64;
	switch (st->verb) {
	case V_DRAW:
	case V_MILL:
		for (k = 0; k < n && d->n > 0; k++) {
			got[k] = deck_pop(d);
			deck_push(
			    st->verb == V_DRAW ? &s->pl[c->seat].hand : &s->waste, got[k]);
			if (st->verb == V_MILL)
				pb_buf_line(c->log, "%s goes from the %s deck into the waste pile.",
				    dow_item_name(s, got[k]), dow_loc_title(l));
		}
		if (st->verb == V_DRAW) {
			pb_buf_line(c->log, "%s draws %d card%s from the %s deck.",
			    who_text(c, buf, sizeof(buf)), k, k == 1 ? "" : "s", dow_loc_title(l));
			priv_cards(c, "You draw", got, k);
		}
		break;
	case V_FETCH:
		for (i = d->n - 1; i >= 0; i--)
			if (fx_item_type(s, d->v[i]) == st->type)
				break;
		got[0] = d->v[i];
		deck_remove_at(d, i);
		deck_push(&s->pl[c->seat].hand, got[0]);
		pb_rng_shuffle(&s->rng, d->v, (size_t)d->n);
		pb_buf_line(c->log,
		    "%s searches the %s deck for a %s card, takes one and shuffles the deck.",
		    who_text(c, buf, sizeof(buf)), dow_loc_title(l), fx_type_words[st->type]);
		priv_cards(c, "You take", got, 1);
		break;
	case V_PEEK:
		for (k = 0; k < n && k < d->n; k++)
			got[k] = d->v[d->n - 1 - k];
		pb_buf_line(c->log,
		    "%s looks at the top %d card%s of the %s deck and puts them back.",
		    who_text(c, buf, sizeof(buf)), k, k == 1 ? "" : "s", dow_loc_title(l));
		priv_cards(c, "From the top", got, k);
		break;
	case V_REVEAL:
		for (k = 0; k < n && d->n > 0; k++) {
			got[k] = deck_pop(d);
			pb_buf_line(c->log, "Revealed from the %s deck: %s.", dow_loc_title(l),
			    dow_item_name(s, got[k]));
			if (take < 0 && fx_item_type(s, got[k]) == st->type)
				take = k;
		}
		for (i = 0; i < k; i++)
			deck_push(i == take ? &s->pl[c->seat].hand : d, got[i]);
		pb_rng_shuffle(&s->rng, d->v, (size_t)d->n);
		if (take >= 0)
			pb_buf_line(c->log, "%s takes %s; the rest are shuffled back.",
			    who_text(c, buf, sizeof(buf)), dow_item_name(s, got[take]));
		else
			pb_buf_line(
			    c->log, "No %s card: all are shuffled back.", fx_type_words[st->type]);
		break;
	}
}

/* zombie_out - take 1 zombie from the busiest entrance of l (not killed) */

static void
zombie_out(struct dow_state *s, int l)
{
	int e, best = 0;

	for (e = 1; e < s->pack->loc[l].entrances; e++)
		if (s->zombies[l][e] > s->zombies[l][best])
			best = e;
	s->zombies[l][best]--;
}

/* barricade_put - n barricades at l (negative: remove); how many */

static int
barricade_put(struct dow_state *s, int l, int n)
{
	int ne = s->pack->loc[l].entrances, e, best, k = 0;

	for (; n > 0; n--, k++) {
		/* The entrance with an empty space and the fewest barricades, lowest first. */
		for (best = -1, e = 0; e < ne; e++)
			if (dow_entr_room(s, l, e) > 0
			    && (best < 0 || s->barricades[l][e] < s->barricades[l][best]))
				best = e;
		if (best < 0)
			break;
		s->barricades[l][best]++;
	}
	for (; n < 0; n++, k++) {
		for (best = -1, e = ne - 1; e >= 0; e--)
			if (s->barricades[l][e] > 0
			    && (best < 0 || s->barricades[l][e] > s->barricades[l][best]))
				best = e;
		if (best < 0)
			break;
		s->barricades[l][best]--;
	}
	return (k);
}

/* ap_board - zombies, kill, move_zombies, noise, barricade */

static void
ap_board(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	unsigned          m;
	int               l, k, to, n = st->n, ok;

	m = fx_locs_of(c, st->loc, &ok);
	for (l = 0; l < NL && s->phase != DOW_PHASE_ENDED; l++) {
		if (!(m & (1u << l)))
			continue;
		switch (st->verb) {
		case V_ZOMBIES:
			dow_add_zombies(s, l, n, c->log);
			break;
		case V_KILL:
			for (k = 0; k < n && dow_kill_zombie(s, l, c->log); k++)
				/* void */;
			break;
		case V_MOVE_ZOMBIES:
			to = fx_one_loc(c, st->loc2);
			for (k = 0;
			     k < n && dow_loc_zombies(s, l) > 0 && s->phase != DOW_PHASE_ENDED;
			     k++) {
				zombie_out(s, l);
				pb_buf_line(c->log, "A zombie leaves %s for %s.", fx_where(l) + 3,
				    fx_where(to) + 3);
				dow_add_zombies(s, to, 1, c->log);
			}
			break;
		case V_NOISE:
			if (l == DOW_COLONY)
				break;
			k = n > 0
			    ? (DOW_NOISE_MAX - s->noise[l] < n ? DOW_NOISE_MAX - s->noise[l] : n)
			    : (s->noise[l] < -n ? -s->noise[l] : n);
			s->noise[l] += k;
			pb_buf_line(c->log, "Noise %s: %d token%s (%+d).", fx_where(l), s->noise[l],
			    s->noise[l] == 1 ? "" : "s", k);
			break;
		case V_BARRICADE:
			k = barricade_put(s, l, n);
			pb_buf_line(c->log, "%d barricade%s %s %s.", k, k == 1 ? "" : "s",
			    n > 0 ? "placed" : "removed", fx_where(l));
			break;
		}
	}
}

/* retire - survivor gi leaves the game without being killed */

static void
retire(struct dow_state *s, int gi, struct pb_buf *log)
{
	/* Every step of leaving play, without the morale loss (IT p.14). */
	dow_remove(s, gi, "removed from the game, not killed", log);
}

/* frost_wound - a frostbite wound, regular for a no_frostbite survivor */

static void
frost_wound(struct dow_state *s, int gi, struct pb_buf *log)
{
	dow_wound(s, gi, !dow_equip_mod(s, gi, DOW_MOD_NO_FROSTBITE), log);
}

/* heal_one - remove n tokens (frostbite first, or only frostbite) */

static void
heal_one(struct dow_state *s, int gi, int n, int only_frost, struct pb_buf *log)
{
	struct dow_group *g = &s->group[gi];
	int               k = 0;

	for (; n > 0 && g->wounds > 0 && (!only_frost || g->frost > 0); n--, k++) {
		if (g->frost > 0)
			g->frost--;
		g->wounds--;
	}
	if (k > 0)
		pb_buf_line(log, "%s loses %d wound token%s (%d left).", dow_surv_name(s, g->card),
		    k, k == 1 ? "" : "s", g->wounds);
}

/* ap_one_surv - one step on one survivor card (re-found: it may have died) */

static void
ap_one_surv(struct ectx *c, const struct step *st, int card, int to)
{
	struct dow_state *s = c->s;
	int               gi, k;

	for (k = 0; k
	     < (st->verb == V_WOUND || st->verb == V_FROSTBITE || st->verb == V_EXPOSE ? st->n : 1);
	     k++) {
		if (s->phase == DOW_PHASE_ENDED || (gi = dow_group_find(s, card)) < 0)
			return;
		switch (st->verb) {
		case V_WOUND:
			dow_wound(s, gi, 0, c->log);
			break;
		case V_FROSTBITE:
			frost_wound(s, gi, c->log);
			break;
		case V_HEAL:
		case V_UNFROST:
			heal_one(s, gi, st->n, st->verb == V_UNFROST, c->log);
			break;
		case V_EXPOSE:
			/* E43: a bite waiting for its decision stops the rolls (one wait at a time). */
			if (s->wait.kind != DOW_W_NONE)
				return;
			dow_exposure(s, gi, c->log);
			break;
		case V_KILL_SURVIVOR:
			dow_kill(s, gi, "killed by a card", c->log);
			break;
		case V_RETIRE:
			retire(s, gi, c->log);
			break;
		case V_SEND:
			if (s->group[gi].loc != to) {
				s->group[gi].loc = to;
				pb_buf_line(c->log, "%s goes %s (no exposure roll).",
				    dow_surv_name(s, card), fx_where(to) + 3);
			}
			break;
		}
	}
}

/* ap_surv - a survivor step on every survivor it names */

static void
ap_surv(struct ectx *c, const struct step *st)
{
	int *v, *cards, n, i, to = -1;

	v = pb_calloc((size_t)c->s->ngroup + 1, sizeof(int));
	cards = pb_calloc((size_t)c->s->ngroup + 1, sizeof(int));
	if ((n = fx_who_list(c, st, v)) < 0)
		n = 0;
	/* Cards, not group indices: a wound or an exposure can kill. */
	for (i = 0; i < n; i++)
		cards[i] = c->s->group[v[i]].card;
	if (st->verb == V_SEND)
		to = fx_one_loc(c, st->loc);
	for (i = 0; i < n; i++)
		ap_one_surv(c, st, cards[i], to);
	free(v);
	free(cards);
}

/* die_pos - the die to raise: the one named, else the lowest below 6 */

static int
die_pos(const struct ectx *c)
{
	const struct deck *d = &c->s->pl[c->seat].dice;
	int                    i, best = -1;

	if (c->t->die >= 0)
		return (c->t->die);
	for (i = 0; i < d->n; i++)
		if (d->v[i] < 6 && (best < 0 || d->v[i] < d->v[best]))
			best = i;
	return (best);
}

/* lowest_die - position of the lowest unused die not yet marked, -1 */

static int
lowest_die(const struct deck *d, const int *marked)
{
	int i, best = -1;

	for (i = 0; i < d->n; i++)
		if ((marked == NULL || !marked[i]) && (best < 0 || d->v[i] < d->v[best]))
			best = i;
	return (best);
}

/* ap_dice - die, reroll, lose_die */

static void
ap_dice(struct ectx *c, const struct step *st)
{
	struct deck *d = &c->s->pl[c->seat].dice;
	int              i, k, *marked;
	char             buf[32];

	switch (st->verb) {
	case V_DIE:
		i = die_pos(c);
		d->v[i] = d->v[i] + st->n > 6 ? 6 : d->v[i] + st->n;
		pb_buf_line(c->log, "%s raises an action die to %d.", who_text(c, buf, sizeof(buf)),
		    d->v[i]);
		break;
	case V_REROLL:
		/* The n lowest, each rerolled once. */
		marked = pb_calloc((size_t)d->n + 1, sizeof(int));
		for (k = 0; k < st->n && (i = lowest_die(d, marked)) >= 0; k++) {
			marked[i] = 1;
			d->v[i] = pb_rng_die(&c->s->rng, 6);
			pb_buf_line(c->log, "%s rerolls an action die: %d.",
			    who_text(c, buf, sizeof(buf)), d->v[i]);
		}
		free(marked);
		break;
	case V_LOSE_DIE:
		for (k = 0; k < st->n && (i = lowest_die(d, NULL)) >= 0; k++) {
			pb_buf_line(c->log, "%s loses an unused action die (%d).",
			    who_text(c, buf, sizeof(buf)), d->v[i]);
			deck_remove_at(d, i);
		}
		break;
	}
}

/* ap_other - survivor, rules, votes */

static void
ap_other(struct ectx *c, const struct step *st)
{
	struct dow_state *s = c->s;
	int               l, card, k;

	switch (st->verb) {
	case V_SURVIVOR:
		l = st->loc;
		if (s->pl[c->seat].exiled && l == DOW_COLONY)
			l = c->there;
		l = fx_one_loc(c, l);
		card = deck_pop(&s->survivors);
		dow_add_survivor(s, c->seat, card, l, c->log);
		break;
	case V_NO_MOVE:
		s->no_move = s->round + st->n;
		pb_buf_line(c->log,
		    "Survivors of non-exiled players cannot move until the end of round %d.",
		    s->no_move);
		break;
	case V_HUNTED:
		s->hunted = 1;
		pb_buf_line(
		    c->log, "From now on every move also rolls a die: 2 or less is a wound.");
		break;
	case V_VOTE:
		s->wait.kind = DOW_W_VOTE;
		s->wait.seat = 0;
		s->wait.survivor = -1;
		s->wait.loc = 0;
		s->wait.cards.n = 0;
		s->wait.target = st->n ? (s->active ? s->active : c->seat) : s->first_player;
		for (k = 0; k <= DOW_MAXSEATS; k++)
			s->wait.votes[k] =
			    k >= 1 && k <= s->nseats && !s->pl[k].exiled && !s->pl[k].out
			    ? DOW_VOTE_DUE
			    : DOW_VOTE_NONE;
		pb_buf_line(c->log, "A vote is called to exile player %d.", s->wait.target);
		break;
	case V_CANCEL_VOTE:
		s->wait.kind = DOW_W_NONE;
		pb_buf_line(c->log, "The vote is cancelled: no one is exiled.");
		break;
	}
}

/* ap_step - one step, already checked */

static void
ap_step(struct ectx *c, const struct step *st)
{
	struct dow_event ev;
	int              r, yes;

	switch (st->verb) {
	case V_FOOD:
	case V_MORALE:
	case V_STARVATION:
	case V_HELPLESS:
	case V_KILL_HELPLESS:
	case V_CLEAN:
	case V_DISCARD:
	case V_PAY:
	case V_DISCARD_EACH:
		ap_supply(c, st);
		break;
	case V_DRAW:
	case V_FETCH:
	case V_MILL:
	case V_PEEK:
	case V_PEEK_CRISIS:
	case V_PEEK_CONTRIB:
	case V_REVEAL:
		ap_deck(c, st);
		break;
	case V_ZOMBIES:
	case V_KILL:
	case V_MOVE_ZOMBIES:
	case V_NOISE:
	case V_BARRICADE:
		ap_board(c, st);
		break;
	case V_WOUND:
	case V_FROSTBITE:
	case V_HEAL:
	case V_UNFROST:
	case V_EXPOSE:
	case V_KILL_SURVIVOR:
	case V_RETIRE:
	case V_SEND:
		ap_surv(c, st);
		break;
	case V_DIE:
	case V_REROLL:
	case V_LOSE_DIE:
		ap_dice(c, st);
		break;
	case V_ROLL:
		r = pb_rng_die(&c->s->rng, 6);
		yes = r >= st->n;
		pb_buf_line(c->log, "A die roll: %d (%d or more needed).", r, st->n);
		fx_ap_effect(c, yes ? st->then : st->els);
		break;
	case V_IF:
		memset(&ev, 0, sizeof(ev));
		ev.loc = c->here;
		fx_ap_effect(
		    c, dow_cond_eval_ev(c->s, c->seat, st->cond, &ev) ? st->then : st->els);
		break;
	default:
		ap_other(c, st);
		break;
	}
}

/* fx_ap_effect - the steps in order; stop when the game is over */

void
fx_ap_effect(struct ectx *c, const struct dow_effect *e)
{
	struct budget b;
	int           i, ok;

	for (i = 0; e && i < e->n && c->s->phase != DOW_PHASE_ENDED; i++) {
		if (c->lenient) {
			/* A crisis: a step that cannot happen is skipped. */
			fx_budget_init(&b, c->s, c->seat, -1);
			c->b = &b;
			ok = fx_chk_step(c, &e->st[i]);
			c->b = NULL;
			fx_budget_free(&b);
			if (!ok && e->st[i].verb != V_ROLL && e->st[i].verb != V_IF) {
				pb_buf_line(c->log, "(%s)", c->err->msg);
				continue;
			}
		}
		ap_step(c, &e->st[i]);
	}
}
