/*++
/* NAME
/*	zwd_cmd_inv 3
/* SUMMARY
/*	Zombicide: White Death, the inventory's commands
/* SYNOPSIS
/*	#include "games/zwd/zwd_cmd.h"
/* DESCRIPTION
/*	Rows of zwd_cmds (zwd_cmd_act.c): reorganise SURV CARD
/*	hand|body|pack (1 Action), trade SURV OTHER CARD [for CARD] (1
/*	Action; with another player's survivor an offer, which that
/*	player answers with accept or refuse), drop SURV CARD (free).
/*	From rules 4 a trade's CARD may be a dashboard token, traded like
/*	Equipment and taking no slot: empress (mission 5: the receiver is
/*	the Signaller from then on), ladder (a rope ladder token carried),
/*	relic (mission 8).
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

/* ---- reorganise, trade, drop ------------------------------------ */

/* area - the slots [*from, *to) of a word, 0 when none */

static int
area(const char *w, int *from, int *to)
{
	if (strcmp(w, "hand") == 0 || strcmp(w, "hands") == 0)
		*from = ZWD_HAND0, *to = ZWD_BODYSLOT;
	else if (strcmp(w, "body") == 0)
		*from = ZWD_BODYSLOT, *to = ZWD_PACK0;
	else if (strcmp(w, "pack") == 0 || strcmp(w, "backpack") == 0)
		*from = ZWD_PACK0, *to = ZWD_SLOTS;
	else
		return (0);
	return (1);
}

int
zwd_can_reorganise(const struct zwd_state *s, int i, char **ex)
{
	const char *c;
	int         k;

	if (s->surv[i].actions < 1 || (c = zwd_first_card(s, i, &k)) == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("reorganise %s %s %s", zwd_surv_id(s, i), c,
		    k < ZWD_BODYSLOT ? "pack" : "hand");
	return (1);
}

enum pb_rc
zwd_run_reorganise(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	struct zwd_surv  *sv = SV(x);
	int               k, from, to, t, card, other;
	enum pb_rc        rc;

	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if ((k = zwd_slot_of(s, x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", NAME(x), x->l->argv[2]));
	if (!area(x->l->argv[3], &from, &to))
		return (pb_err_set(
		    err, PB_EDATA, "Put a card in hand, body or pack, not \"%s\".", x->l->argv[3]));
	card = sv->slot[k];
	if (k >= from && k < to)
		return (pb_err_set(err, PB_EDATA, "%s is in %s's %s already.",
		    zwd_card_name(s, card), NAME(x), x->l->argv[3]));
	if (!zwd_slot_fits(s, x->who, card, from))
		return (pb_err_set(err, PB_EPERM, "%s does not go in the %s.",
		    zwd_card_name(s, card), x->l->argv[3]));
	if ((t = zwd_slot_free(sv, from, to)) < 0) {
		t = from; /* swap with the first card there */
		other = sv->slot[t];
		if (!zwd_slot_fits(s, x->who, other, k))
			return (
			    pb_err_set(err, PB_EPERM, "No room in the %s: drop or move %s first.",
			        x->l->argv[3], zwd_card_name(s, other)));
		sv->slot[k] = other;
	} else
		sv->slot[k] = -1;
	sv->slot[t] = card;
	sv->actions--;
	pb_buf_line(&x->pub, "%s reorganises: %s in %s.", NAME(x), zwd_card_name(s, card),
	    t < ZWD_BODYSLOT        ? "hand"
	        : t == ZWD_BODYSLOT ? "body"
	                            : "pack");
	return (PB_OK);
}

/* partner - a survivor of the same seat in i's zone, -1 */

static int
partner(const struct zwd_state *s, int i)
{
	int j;

	for (j = 0; j < s->nsurv; j++)
		if (j != i && !s->surv[j].out && s->surv[j].seat == s->surv[i].seat
		    && zwd_surv_zone(s, j) == zwd_surv_zone(s, i))
			return (j);
	return (-1);
}

/* The dashboard tokens traded like Equipment (rules 4): the word of each. */
static const struct {
	int         token;
	const char *word, *name;
} tokens[] = {
	{ ZWD_TOKEN_EMPRESS, "empress", "the Empress" },
	{ ZWD_TOKEN_LADDER, "ladder", "a rope ladder" },
	{ ZWD_TOKEN_RELIC, "relic", "a relic" },
};
#define NTOKENS (int)(sizeof(tokens) / sizeof(tokens[0]))

/* token_held - survivor i carries dashboard token t (rules 4 only) */

static int
token_held(const struct zwd_state *s, int i, int t)
{
	if (s->pack->rev < 4)
		return (0);
	switch (t) {
	case ZWD_TOKEN_EMPRESS:
		return (s->empress == i);
	case ZWD_TOKEN_LADDER:
		return (zwd_ladder_carried(s, i) >= 0);
	case ZWD_TOKEN_RELIC:
		return (s->surv[i].relics > 0);
	}
	return (0);
}

/* item_of - what survivor i gives by word w: a card index or a token it holds; -1 */

static int
item_of(const struct zwd_state *s, int i, const char *w)
{
	int k;

	for (k = 0; k < NTOKENS; k++)
		if (strcmp(w, tokens[k].word) == 0)
			return (token_held(s, i, tokens[k].token) ? tokens[k].token : -1);
	return ((k = zwd_slot_of(s, i, w)) < 0 ? -1 : s->surv[i].slot[k]);
}

/* item_name - an item's name in the public lines */

static const char *
item_name(const struct zwd_state *s, int it)
{
	int k;

	for (k = 0; k < NTOKENS; k++)
		if (tokens[k].token == it)
			return (tokens[k].name);
	return (zwd_card_name(s, it));
}

/* first_item - the word of the first card survivor i holds, else of its first token */

static const char *
first_item(const struct zwd_state *s, int i)
{
	const char *c = zwd_first_card(s, i, NULL);
	int         k;

	for (k = 0; c == NULL && k < NTOKENS; k++)
		if (token_held(s, i, tokens[k].token))
			c = tokens[k].word;
	return (c);
}

int
zwd_can_trade(const struct zwd_state *s, int i, char **ex)
{
	const char *c = first_item(s, i);
	int         j = partner(s, i);

	if (s->surv[i].actions < 1 || j < 0 || c == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("trade %s %s %s", zwd_surv_id(s, i), zwd_surv_id(s, j), c);
	return (1);
}

/* token_pass - token t (a card: nothing) goes from survivor i to j */

static void
token_pass(struct zwd_state *s, int i, int j, int t)
{
	switch (t) {
	case ZWD_TOKEN_EMPRESS:
		zwd_mprog_sync(s);
		if (!zwd_mission_empress_give(&s->mp, s->map, s->board, i, j))
			pb_panic("token_pass: the Empress refused");
		s->empress = s->mp.carrier;
		break;
	case ZWD_TOKEN_LADDER:
		s->ladder[zwd_ladder_carried(s, i)].carrier = j;
		break;
	case ZWD_TOKEN_RELIC:
		s->surv[i].relics--;
		s->surv[j].relics++;
		break;
	}
}

/* has_item - survivor i still holds item it: its slot, ZWD_SLOTS for a token; -1 */

static int
has_item(const struct zwd_state *s, int i, int it)
{
	int k;

	if (it < -1)
		return (token_held(s, i, it) ? ZWD_SLOTS : -1);
	for (k = 0; k < ZWD_SLOTS && s->surv[i].slot[k] != it; k++)
		;
	return (k < ZWD_SLOTS ? k : -1);
}

/* swap - survivor i gives item give (a card index or a token) to j, for get (-1 none) */

static enum pb_rc
swap(struct zwd_state *s, int i, int j, int give, int get, struct pb_buf *pub, struct pb_err *err)
{
	struct zwd_surv a = s->surv[i], b = s->surv[j];
	int             k, m = -1;

	k = has_item(s, i, give);
	if (get != -1)
		m = has_item(s, j, get);
	if (k < 0 || (get != -1 && m < 0))
		return (
		    pb_err_set(err, PB_EPERM, "The cards of the trade are not there any more."));
	if (give >= 0)
		s->surv[i].slot[k] = -1;
	if (get >= 0)
		s->surv[j].slot[m] = -1;
	if ((give >= 0 && zwd_give(s, j, give) < 0) || (get >= 0 && zwd_give(s, i, get) < 0)) {
		s->surv[i] = a;
		s->surv[j] = b;
		return (pb_err_set(err, PB_EPERM, "No room for the cards: drop one first."));
	}
	token_pass(s, i, j, give);
	token_pass(s, j, i, get);
	s->surv[i].actions--;
	if (get != -1)
		pb_buf_line(pub, "%s gives %s to %s for %s.", zwd_surv_name(s, i),
		    item_name(s, give), zwd_surv_name(s, j), item_name(s, get));
	else
		pb_buf_line(pub, "%s gives %s to %s.", zwd_surv_name(s, i), item_name(s, give),
		    zwd_surv_name(s, j));
	return (PB_OK);
}

/* trade_ok - survivors i and j may trade now: in play, in one zone, i with an Action */

static enum pb_rc
trade_ok(const struct zwd_state *s, int i, int j, struct pb_err *err)
{
	if (s->surv[i].out || s->surv[j].out || s->surv[i].done || s->surv[i].actions < 1)
		return (pb_err_set(err, PB_EPERM, "%s cannot trade now.", zwd_surv_name(s, i)));
	if (zwd_surv_zone(s, j) != zwd_surv_zone(s, i))
		return (pb_err_set(err, PB_EPERM, "%s and %s are not in the same zone.",
		    zwd_surv_name(s, i), zwd_surv_name(s, j)));
	return (PB_OK);
}

enum pb_rc
zwd_run_trade(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               j, give, get = -1;
	enum pb_rc        rc;

	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if ((j = zwd_surv_find(s, x->l->argv[2])) < 0 || j == x->who || s->surv[j].out)
		return (pb_err_set(
		    err, PB_EDATA, "\"%s\" is no other survivor in play.", x->l->argv[2]));
	if ((rc = trade_ok(s, x->who, j, err)) != PB_OK)
		return (rc);
	if ((give = item_of(s, x->who, x->l->argv[3])) == -1)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", NAME(x), x->l->argv[3]));
	if (x->l->argc >= 6 && strcmp(x->l->argv[4], "for") == 0
	    && (get = item_of(s, j, x->l->argv[5])) == -1)
		return (pb_err_set(
		    err, PB_EDATA, "%s holds no %s.", zwd_surv_name(s, j), x->l->argv[5]));
	if (x->l->argc > 4 && get == -1)
		return (
		    pb_err_set(err, PB_EDATA, "Trade as: trade SURVIVOR OTHER CARD [for CARD]."));
	if (s->surv[j].seat == x->seat)
		return (swap(s, x->who, j, give, get, &x->pub, err));
	/* Another player's survivor: an offer, until they answer or the turn ends. */
	s->offer[0] = x->who;
	s->offer[1] = j;
	s->offer[2] = give;
	s->offer[3] = get;
	if (get != -1)
		pb_buf_line(&x->pub,
		    "%s offers %s to %s for %s: player %d answers accept or refuse.", NAME(x),
		    item_name(s, give), zwd_surv_name(s, j), item_name(s, get), s->surv[j].seat);
	else
		pb_buf_line(&x->pub, "%s offers %s to %s: player %d answers accept or refuse.",
		    NAME(x), item_name(s, give), zwd_surv_name(s, j), s->surv[j].seat);
	return (PB_OK);
}

/* offered - the survivor of seat an offer waits on, -1 */

static int
offered(const struct zwd_state *s, int seat)
{
	return (s->offer[0] >= 0 && s->surv[s->offer[1]].seat == seat ? s->offer[1] : -1);
}

static int
can_answer(const struct zwd_state *s, int i, char **ex, const char *word)
{
	if (s->offer[0] < 0 || s->offer[1] != i)
		return (0);
	if (ex)
		*ex = pb_strdup(word);
	return (1);
}

int
zwd_can_accept(const struct zwd_state *s, int i, char **ex)
{
	return (can_answer(s, i, ex, "accept"));
}

int
zwd_can_refuse(const struct zwd_state *s, int i, char **ex)
{
	return (can_answer(s, i, ex, "refuse"));
}

enum pb_rc
zwd_run_accept(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	enum pb_rc        rc;

	if (offered(s, x->seat) < 0)
		return (pb_err_set(err, PB_EPERM, "No trade waits on your answer."));
	if ((rc = trade_ok(s, s->offer[0], s->offer[1], err)) != PB_OK
	    || (rc = swap(s, s->offer[0], s->offer[1], s->offer[2], s->offer[3], &x->pub, err))
	        != PB_OK)
		return (rc);
	s->offer[0] = s->offer[1] = s->offer[2] = s->offer[3] = -1;
	return (PB_OK);
}

enum pb_rc
zwd_run_refuse(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);

	if (offered(s, x->seat) < 0)
		return (pb_err_set(err, PB_EPERM, "No trade waits on your answer."));
	pb_buf_line(&x->pub, "%s refuses the trade.", zwd_surv_name(s, s->offer[1]));
	s->offer[0] = s->offer[1] = s->offer[2] = s->offer[3] = -1;
	return (PB_OK);
}

int
zwd_can_drop(const struct zwd_state *s, int i, char **ex)
{
	const char *c = zwd_first_card(s, i, NULL);

	if (c == NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("drop %s %s", zwd_surv_id(s, i), c);
	return (1);
}

enum pb_rc
zwd_run_drop(struct zwd_ctx *x, struct pb_err *err)
{
	int k, card;

	if ((k = zwd_slot_of(S(x), x->who, x->l->argv[2])) < 0)
		return (pb_err_set(err, PB_EDATA, "%s holds no %s.", NAME(x), x->l->argv[2]));
	card = SV(x)->slot[k];
	SV(x)->slot[k] = -1;
	zwd_discard(S(x), card);
	pb_buf_line(&x->pub, "%s discards %s.", NAME(x), zwd_card_name(S(x), card));
	return (PB_OK);
}
