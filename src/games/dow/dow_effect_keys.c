/*++
/* NAME
/*	dow_effect_keys 3
/* SUMMARY
/*	Dead of Winter: the raw effect keys of a pack: store, compile, check
/* SYNOPSIS
/*	#include "games/dow/dow_effect_private.h"
/* DESCRIPTION
/*	A pack's effect keys are stored as read (dow_fx_set), then
/*	compiled onto their cards and checked as a whole
/*	(dow_fx_compile): every card has the keys its kind needs (F1).
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
#include "core/packini.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"
#include "games/dow/dow_effect_private.h"

/* ==== raw keys: store, compile, check ==================================== */

static const char *const fx_keys[DOW_FX_NKINDS][6] = {
	[DOW_FX_SURV] = { "power", "passive", "when", "require", NULL },
	[DOW_FX_ITEM] = { "play", "when", "equip", "use", "require", NULL },
	[DOW_FX_CRISIS] = { "fail", "bonus", NULL },
	[DOW_FX_XROADS] = { "on", "if", "do1", "do2", NULL },
	[DOW_FX_MAIN] = { "win", "expert_win", "place", NULL },
	[DOW_FX_OBJ] = { "win", NULL },
};

/* dow_fx_new - an empty table */

struct dow_fx *
dow_fx_new(void)
{
	return (pb_calloc(1, sizeof(struct dow_fx)));
}

/* raw_free - release the raw keys */

static void
raw_free(struct dow_fx *fx)
{
	int i;

	for (i = 0; i < fx->nraw; i++) {
		free(fx->raw[i].value);
	}
	free(fx->raw);
	fx->raw = NULL;
	fx->nraw = 0;
}

/* dow_fx_free - release; NULL is a no-op */

void
dow_fx_free(struct dow_fx *fx)
{
	int i;

	if (fx == NULL)
		return;
	raw_free(fx);
	for (i = 0; fx->surv && i < fx->nsurv; i++) {
		fx_effect_free(fx->surv[i].power);
		fx_mods_free(fx->surv[i].passive);
		fx_cond_free(fx->surv[i].req);
	}
	for (i = 0; fx->item && i < fx->nitem; i++) {
		fx_effect_free(fx->item[i].play);
		fx_mods_free(fx->item[i].equip);
		fx_effect_free(fx->item[i].use);
		fx_cond_free(fx->item[i].req);
	}
	for (i = 0; fx->crisis && i < fx->ncrisis; i++) {
		fx_effect_free(fx->crisis[i].fail);
		fx_effect_free(fx->crisis[i].bonus);
	}
	for (i = 0; fx->xroads && i < fx->nxroads; i++) {
		fx_cond_free(fx->xroads[i].cond);
		fx_effect_free(fx->xroads[i].opt[0]);
		fx_effect_free(fx->xroads[i].opt[1]);
	}
	for (i = 0; fx->main && i < fx->nmain; i++) {
		fx_cond_free(fx->main[i].win[0]);
		fx_cond_free(fx->main[i].win[1]);
	}
	for (i = 0; fx->obj && i < fx->nobj; i++)
		fx_cond_free(fx->obj[i].win);
	free(fx->surv);
	free(fx->item);
	free(fx->crisis);
	free(fx->xroads);
	free(fx->main);
	free(fx->obj);
	free(fx);
}

/* fx_key_word - key as the table of kind spells it, or NULL */

static const char *
fx_key_word(int kind, const char *key)
{
	int i;

	if (kind < 0 || kind >= DOW_FX_NKINDS)
		return (NULL);
	for (i = 0; fx_keys[kind][i]; i++)
		if (fx_keys[kind][i][0] == key[0] && strcmp(fx_keys[kind][i], key) == 0)
			return (fx_keys[kind][i]);
	return (NULL);
}

/* dow_fx_key - is key data for cards of kind */

int
dow_fx_key(int kind, const char *key)
{
	return (fx_key_word(kind, key) != NULL);
}

/* dow_fx_set - store a key's text; append joins a continuation line.
 * The keys of the card being read are the last ones stored (a card's
 * section is read at once): the search stops at another card's. */

void
dow_fx_set(struct dow_fx *fx, int kind, int card, const char *key, const char *value, int append)
{
	struct fx_raw *r;
	int            i;

	for (i = fx->nraw - 1; i >= 0 && fx->raw[i].kind == kind && fx->raw[i].card == card; i--) {
		r = &fx->raw[i];
		if (strcmp(r->key, key) == 0) {
			if (append) {
				r->value = packini_join(r->value, value);
			} else {
				free(r->value);
				r->value = pb_strdup(value);
			}
			return;
		}
	}
	/* The array doubles: its room is 16, or the power of 2 from 16 on
	 * that nraw reached (a realloc per key was a twentieth of a parse). */
	if (fx->nraw >= 16 ? (fx->nraw & (fx->nraw - 1)) == 0 : fx->nraw == 0)
		fx->raw = pb_realloc(
		    fx->raw, (size_t)(fx->nraw > 0 ? 2 * fx->nraw : 16) * sizeof(*fx->raw));
	r = &fx->raw[fx->nraw++];
	r->kind = kind;
	r->card = card;
	if ((r->key = fx_key_word(kind, key)) == NULL)
		pb_panic("dow_fx_set: %s is no data key of kind %d", key, kind);
	r->value = pb_strdup(value);
}

/* parse_when - turn, move, turn_start */

static int
parse_when(struct expr_lex *lx, int kind)
{
	int w = -1;

	if (expr_is_word(lx, "turn"))
		w = DOW_WHEN_TURN;
	else if (expr_is_word(lx, "move") && kind == DOW_FX_ITEM)
		w = DOW_WHEN_MOVE;
	else if (expr_is_word(lx, "turn_start") && kind == DOW_FX_SURV)
		w = DOW_WHEN_TURN_START;
	else
		expr_expected(lx, kind == DOW_FX_ITEM ? "turn or move" : "turn or turn_start");
	expr_next(lx);
	expr_end(lx);
	return (w);
}

/* parse_place - a comma list of item types, or none */

static unsigned
parse_place(struct expr_lex *lx)
{
	unsigned m = 0;
	int      t;

	if (expr_is_word(lx, "none")) {
		expr_next(lx);
		expr_end(lx);
		return (0);
	}
	for (;;) {
		if ((t = fx_parse_type(lx, 0)) >= 0)
			m |= 1u << t;
		if (lx->failed || !expr_is_op(lx, ","))
			break;
		expr_next(lx);
	}
	expr_end(lx);
	return (m);
}

/* item_moves - for each item, whether it plays with a move ("when =
 * move"): the context of its keys, found in one walk of the raw keys
 * (a walk for each key of an item was a twentieth of a parse); caller
 * frees */

static unsigned char *
item_moves(const struct dow_fx *fx, int nitem)
{
	unsigned char *moves = pb_calloc((size_t)nitem + 1, 1);
	int            i;

	for (i = 0; i < fx->nraw; i++)
		if (fx->raw[i].kind == DOW_FX_ITEM && strcmp(fx->raw[i].key, "when") == 0
		    && strcmp(fx->raw[i].value, "move") == 0)
			moves[fx->raw[i].card] = 1;
	return (moves);
}

/* compile_raw - one raw key into its card's slot */

static int
compile_raw(
    struct dow_pack *p, const struct fx_raw *r, const unsigned char *moves, struct expr_lex *lx)
{
	struct dow_fx *fx = p->fx;
	const char    *k = r->key;
	unsigned       ctx = fx_kind_ctx(r->kind);

	if (r->kind == DOW_FX_ITEM && moves[r->card])
		ctx |= CX_MOVE;
	fx_lex_start(lx, p, r->value, ctx);
	switch (r->kind) {
	case DOW_FX_SURV:
		if (strcmp(k, "power") == 0)
			fx->surv[r->card].power = fx_compile_effect(lx);
		else if (strcmp(k, "passive") == 0)
			fx->surv[r->card].passive = fx_compile_mods(lx);
		else if (strcmp(k, "require") == 0)
			fx->surv[r->card].req = fx_compile_cond(lx);
		else
			fx->surv[r->card].when = parse_when(lx, r->kind);
		break;
	case DOW_FX_ITEM:
		if (strcmp(k, "play") == 0)
			fx->item[r->card].play = fx_compile_effect(lx);
		else if (strcmp(k, "equip") == 0)
			fx->item[r->card].equip = fx_compile_mods(lx);
		else if (strcmp(k, "use") == 0)
			fx->item[r->card].use = fx_compile_effect(lx);
		else if (strcmp(k, "require") == 0)
			fx->item[r->card].req = fx_compile_cond(lx);
		else
			fx->item[r->card].when = parse_when(lx, r->kind);
		break;
	case DOW_FX_CRISIS:
		if (strcmp(k, "fail") == 0)
			fx->crisis[r->card].fail = fx_compile_effect(lx);
		else
			fx->crisis[r->card].bonus = fx_compile_effect(lx);
		break;
	case DOW_FX_XROADS:
		if (strcmp(k, "on") == 0)
			fx_trigger_parse(lx, &fx->xroads[r->card].on);
		else if (strcmp(k, "if") == 0)
			fx->xroads[r->card].cond = fx_compile_cond(lx);
		else
			fx->xroads[r->card].opt[k[2] - '1'] = fx_compile_effect(lx);
		break;
	case DOW_FX_MAIN:
		if (strcmp(k, "place") == 0)
			fx->main[r->card].place = parse_place(lx);
		else
			fx->main[r->card].win[strcmp(k, "win") != 0] = fx_compile_cond(lx);
		break;
	default:
		fx->obj[r->card].win = fx_compile_cond(lx);
		break;
	}
	return (!lx->failed);
}

/* fx_alloc - the compiled arrays, parallel to the pack's */

static void
fx_alloc(struct dow_pack *p)
{
	struct dow_fx *fx = p->fx;
	int            i;

	fx->surv = pb_calloc((size_t)p->nsurv + 1, sizeof(*fx->surv));
	fx->item = pb_calloc((size_t)p->nitem + 1, sizeof(*fx->item));
	fx->crisis = pb_calloc((size_t)p->ncrisis + 1, sizeof(*fx->crisis));
	fx->xroads = pb_calloc((size_t)p->nxroads + 1, sizeof(*fx->xroads));
	fx->main = pb_calloc((size_t)p->nmain + 1, sizeof(*fx->main));
	fx->obj = pb_calloc((size_t)p->nobj + 1, sizeof(*fx->obj));
	fx->nsurv = p->nsurv;
	fx->nitem = p->nitem;
	fx->ncrisis = p->ncrisis;
	fx->nxroads = p->nxroads;
	fx->nmain = p->nmain;
	fx->nobj = p->nobj;
	for (i = 0; i < p->nxroads; i++)
		fx->xroads[i].on.event = DOW_EV_NKINDS; /* none yet */
}

/* fx_err - fill the error of a card */

static enum pb_rc PB_PRINTF(5, 6)
    fx_err(struct dow_fx_error *e, int kind, int card, const char *key, const char *fmt, ...)
{
	va_list ap;

	e->kind = kind;
	e->card = card;
	snprintf(e->key, sizeof(e->key), "%s", key);
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return (PB_EDATA);
}

/* effect_food - the food tokens the top-level steps add */

static int
effect_food(const struct dow_effect *e)
{
	int i, n = 0;

	for (i = 0; e && i < e->n; i++)
		if (e->st[i].verb == V_FOOD && e->st[i].n > 0)
			n += e->st[i].n;
	return (n);
}

/* check_cards_a - survivors and items have their data */

static enum pb_rc
check_cards_a(const struct dow_pack *p, struct dow_fx_error *e)
{
	const struct dow_fx   *fx = p->fx;
	const struct dow_item *it;
	int                    i;

	for (i = 0; i < p->nsurv; i++)
		if (fx->surv[i].power == NULL && fx->surv[i].passive == NULL)
			return (fx_err(e, DOW_FX_SURV, i, "", "needs power or passive"));
	for (i = 0; i < p->nitem; i++) {
		it = &p->item[i];
		if (it->kind == DOW_EQUIP && (fx->item[i].equip == NULL || fx->item[i].play))
			return (
			    fx_err(e, DOW_FX_ITEM, i, "", "an equip card needs equip, not play"));
		if (it->kind != DOW_EQUIP
		    && (fx->item[i].play == NULL || fx->item[i].equip || fx->item[i].use))
			return (fx_err(e, DOW_FX_ITEM, i, "",
			    "a waste or event card needs play, not equip or use"));
		if (fx->item[i].when == DOW_WHEN_MOVE && it->kind == DOW_EQUIP)
			return (fx_err(
			    e, DOW_FX_ITEM, i, "when", "an equip card is not played with a move"));
		if (it->food > 0 && effect_food(fx->item[i].play) != it->food)
			return (fx_err(e, DOW_FX_ITEM, i, "play",
			    "a food card's play must add its %d food token%s", it->food,
			    it->food == 1 ? "" : "s"));
	}
	return (PB_OK);
}

/* check_cards_b - crises, crossroads, objectives have their data */

static enum pb_rc
check_cards_b(const struct dow_pack *p, struct dow_fx_error *e)
{
	const struct dow_fx *fx = p->fx;
	int                  i;

	for (i = 0; i < p->ncrisis; i++)
		if (fx->crisis[i].fail == NULL)
			return (fx_err(e, DOW_FX_CRISIS, i, "", "needs fail"));
	for (i = 0; i < p->nxroads; i++) {
		if (fx->xroads[i].on.event == DOW_EV_NKINDS || fx->xroads[i].opt[0] == NULL)
			return (fx_err(e, DOW_FX_XROADS, i, "", "needs on and do1"));
		if ((fx->xroads[i].opt[1] != NULL) != (p->xroads[i].option2 != NULL))
			return (fx_err(
			    e, DOW_FX_XROADS, i, "", "needs do2 exactly when it has option2"));
	}
	for (i = 0; i < p->nmain; i++)
		if (fx->main[i].win[0] == NULL || fx->main[i].win[1] == NULL)
			return (fx_err(e, DOW_FX_MAIN, i, "", "needs win and expert_win"));
	for (i = 0; i < p->nobj; i++)
		if (fx->obj[i].win == NULL)
			return (fx_err(e, DOW_FX_OBJ, i, "", "needs win"));
	return (PB_OK);
}

/* attach_req - a card's require goes with the effect it limits */

static enum pb_rc
attach_req(struct dow_pack *p, struct dow_fx_error *e)
{
	struct dow_fx *fx = p->fx;
	int            i;

	for (i = 0; i < p->nsurv; i++) {
		if (fx->surv[i].req && fx->surv[i].power == NULL)
			return (fx_err(e, DOW_FX_SURV, i, "require", "require needs a power"));
		if (fx->surv[i].power)
			fx->surv[i].power->req = fx->surv[i].req;
	}
	for (i = 0; i < p->nitem; i++) {
		if (fx->item[i].req && !fx->item[i].play && !fx->item[i].use)
			return (fx_err(e, DOW_FX_ITEM, i, "require", "require needs play or use"));
		if (fx->item[i].play)
			fx->item[i].play->req = fx->item[i].req;
		if (fx->item[i].use)
			fx->item[i].use->req = fx->item[i].req;
	}
	return (PB_OK);
}

/* dow_fx_compile - compile every stored key of p->fx, then check the cards */

enum pb_rc
dow_fx_compile(struct dow_pack *p, struct dow_fx_error *e)
{
	struct expr_lex lx;
	unsigned char  *moves;
	int             i, ok;
	enum pb_rc      rc;

	if (p->fx == NULL)
		p->fx = dow_fx_new();
	fx_alloc(p);
	moves = item_moves(p->fx, p->nitem);
	for (i = 0, ok = 1; i < p->fx->nraw && ok; i++)
		ok = compile_raw(p, &p->fx->raw[i], moves, &lx);
	free(moves);
	if (!ok)
		return (fx_err(e, p->fx->raw[i - 1].kind, p->fx->raw[i - 1].card,
		    p->fx->raw[i - 1].key, "%s", lx.err));
	if ((rc = check_cards_a(p, e)) == PB_OK)
		rc = check_cards_b(p, e);
	if (rc == PB_OK)
		rc = attach_req(p, e);
	if (rc == PB_OK)
		raw_free(p->fx);
	return (rc);
}
