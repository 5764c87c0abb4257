/*++
/* NAME
/*	dow_action 3
/* SUMMARY
/*	Dead of Winter turn actions [IT p.8-10]
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	One function per action, each called by dow_command() for the
/*	active seat with the words of its line.  Every function checks
/*	everything first and changes the state only when the action will
/*	happen, so a refused line changes nothing (game.h).  Public events
/*	go to the game's journal; what only the player may see (the cards
/*	a search shows) goes to res->text.
/*
/*	Dice: an action that needs a die names its value ("attack forest
/*	4") or lets the game pick the lowest unused die that is enough.
/*	Survivors are named as in the set-up (lexer.h); locations by one
/*	word: colony, police, grocery, school, gas, library, hospital.
/*
/*	Readings of the rules (pbemd-dow(7), RULE READINGS): a survivor
/*	attack takes a random card only when it wounds (E1a); only the
/*	attacker sees that card (E2a); clean waste removes what is there
/*	when fewer than 3 cards are (E8a); a barricade or an attracted
/*	zombie needs an empty entrance space (E7, E9); attracted zombies
/*	come from one location (E7a), as many as fit.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

static const char *const loc_words[DOW_NLOCS] = { "colony", "police", "grocery", "school", "gas",
	"library", "hospital" };

/* ---- words ---------------------------------------------------------- */

/* dow_loc_word - the word that names a location in a command */

const char *
dow_loc_word(int loc)
{
	if (loc < 0 || loc >= DOW_NLOCS)
		pb_panic("dow_loc_word: %d", loc);
	return (loc_words[loc]);
}

/* dow_word_loc - a location named by a word, or -1 */

int
dow_word_loc(const char *w)
{
	char *f = lang_fold(w);
	int   l;

	for (l = 0; l < DOW_NLOCS && strcmp(f, loc_words[l]) != 0; l++)
		;
	free(f);
	return (l < DOW_NLOCS ? l : -1);
}

/* word_num - a small number word, or -1 */

static int
word_num(const char *w)
{
	char *end;
	long  v = strtol(w, &end, 10);

	return (*w && *end == '\0' && v >= 0 && v <= 99 ? (int)v : -1);
}

/* own_survivor - the survivor of seat the words start with; *used words */

static int
own_survivor(
    const struct dow_state *s, int seat, char *const *argv, int argc, int *used, struct pb_err *err)
{
	const char *names[64], *ids[64];
	int         gi[64], n = 0, i, hit, near;

	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat == seat) {
			gi[n] = i;
			names[n] = s->pack->surv[s->group[i].card].n.name;
			ids[n++] = s->pack->surv[s->group[i].card].n.id;
		}
	if (argc == 0) {
		pb_err_set(err, PB_EDATA, "name one of your survivors");
		return (-1);
	}
	if ((hit = lex_match(names, ids, (size_t)n, argv, argc, used)) < 0) {
		near = hit == -1 ? lex_near(names, ids, (size_t)n, argv, argc) : -1;
		pb_err_set(err, PB_EDATA,
		    hit == -2 ? "\"%s\" fits more than one of your survivors"
		              : "\"%s\" is not one of your survivors%s%s%s",
		    argv[0], near >= 0 ? LANG_DIDYOU : "", near >= 0 ? names[near] : "",
		    near >= 0 ? "?" : "");
		return (-1);
	}
	return (gi[hit]);
}

/* any_survivor - a survivor of another seat at loc; *used words */

static int
other_survivor(const struct dow_state *s, int seat, int loc, char *const *argv, int argc, int *used)
{
	const char *names[64], *ids[64];
	int         gi[64], n = 0, i, hit;

	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat != seat && s->group[i].loc == loc) {
			gi[n] = i;
			names[n] = s->pack->surv[s->group[i].card].n.name;
			ids[n++] = s->pack->surv[s->group[i].card].n.id;
		}
	hit = lex_match(names, ids, (size_t)n, argv, argc, used);
	return (hit >= 0 ? gi[hit] : -1);
}

/* ---- dice ----------------------------------------------------------- */

/* dice_text - "1, 3, 6" */

static char *
dice_text(const struct deck *d)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < d->n; i++)
		pb_buf_printf(&b, "%s%d", i ? ", " : "", d->v[i]);
	if (d->n == 0)
		pb_buf_puts(&b, "none left");
	return (pb_buf_steal(&b));
}

/* pick_die - position of the die to spend: value want (0: the lowest that
 * is at least min); -1 with err set when there is none */

static int
pick_die(const struct dow_state *s, int seat, int want, int min, struct pb_err *err)
{
	const struct deck *d = &s->pl[seat].dice;
	char              *have;
	int                i, best = -1;

	for (i = 0; i < d->n; i++) {
		if (want ? d->v[i] == want : d->v[i] >= min && (best < 0 || d->v[i] < d->v[best]))
			best = i;
		if (want && best >= 0)
			break;
	}
	if (best >= 0 && d->v[best] >= min)
		return (best);
	have = dice_text(d);
	if (want && best < 0)
		pb_err_set(
		    err, PB_EDATA, "you have no unused die showing %d (your dice: %s)", want, have);
	else
		pb_err_set(
		    err, PB_EDATA, "this needs a die of %d or more (your dice: %s)", min, have);
	free(have);
	return (-1);
}

/* last_num - a trailing die value on the line, or 0 */

static int
last_num(const struct lex_line *l, int from)
{
	int v;

	if (l->argc > from && (v = word_num(l->argv[l->argc - 1])) >= 1 && v <= 6)
		return (v);
	return (0);
}

/* spend - remove the die at position i; its value */

static int
spend(struct dow_state *s, int seat, int i)
{
	int v = s->pl[seat].dice.v[i];

	deck_remove_at(&s->pl[seat].dice, i);
	return (v);
}

/* ---- modifiers ------------------------------------------------------- */

/* has_mod - would survivor gi have the modifier (without spending it)? */

static int
has_mod(const struct dow_state *s, int gi, int mod)
{
	struct dow_mod_src src[16];
	int                n, i, total = 0;

	n = dow_mod_sources(s, gi, mod, src, 16);
	for (i = 0; i < n; i++)
		if (src[i].cost < 0)
			total += src[i].value ? src[i].value : 1;
	return (total);
}

/* not_in_hand - the refusal of words at l->argv[i] that name no card of
 * the hand h: the word (after "and"), and the card clearly meant */

static void
not_in_hand(const struct dow_state *s, const struct deck *h, const struct lex_line *l, int i,
    struct pb_err *err)
{
	const char *near;

	if (i + 1 < l->argc && lex_conj(l->argv[i]))
		i++;
	near = dow_pile_near(s, h, l->argv + i, l->argc - i);
	pb_err_set(err, PB_EDATA, "\"%s\" is not a card in your hand%s%s%s", l->argv[i],
	    near ? LANG_DIDYOU : "", near ? near : "", near ? "?" : "");
}

/* move_card - a "with CARD" that changes a move (Fuel): its flags, the
 * card leaving the hand; -1 with err when the card does not fit */

static int
move_card(struct dow_state *s, int seat, const struct lex_line *l, int i, struct pb_err *err)
{
	const struct deck *h = &s->pl[seat].hand;
	int                pos, used, inst, flags;

	if ((pos = dow_pile_match(s, h, l->argv + i, l->argc - i, &used)) < 0) {
		not_in_hand(s, h, l, i, err);
		return (-1);
	}
	inst = h->v[pos];
	if (s->pack->fx->item[s->pack->inst[inst]].when != DOW_WHEN_MOVE) {
		pb_err_set(err, PB_EDATA, "%s is not played with a move", dow_item_name(s, inst));
		return (-1);
	}
	flags = (int)dow_effect_move(s->pack->fx->item[s->pack->inst[inst]].play);
	deck_remove_at(&s->pl[seat].hand, pos);
	deck_push(s->pl[seat].exiled ? &s->box : &s->waste, inst);
	pb_buf_printf(
	    &s->journal, "Player %d plays %s with the move.\n", seat, dow_item_name(s, inst));
	return (flags);
}

/* moved_exposure - the exposure roll of a move, and Hunted's extra die */

static void
moved_exposure(struct dow_state *s, int gi, int flags)
{
	int card = s->group[gi].card, face, loc = s->group[gi].loc, before;

	before = s->group[gi].wounds - s->group[gi].frost;
	if ((flags & DOW_MOVE_NOEXP) || dow_take_mod(s, gi, DOW_MOD_NOEXP_MOVE, 1)) {
		pb_buf_printf(
		    &s->journal, "%s rolls no exposure for the move.\n", dow_surv_name(s, card));
		face = DOW_BLANK;
	} else
		face = dow_exposure_best(s, gi, (flags & DOW_MOVE_BEST) != 0, &s->journal);
	if (s->hunted && (gi = dow_group_find(s, card)) >= 0 && dow_d6(s) <= 2) {
		pb_buf_printf(&s->journal, "Hunted: %s is shot.\n", dow_surv_name(s, card));
		dow_wound(s, gi, 0, &s->journal);
	}
	dow_emit(s, DOW_EV_MOVE, card, loc, -1, -1, 0);
	if (face == DOW_WOUND && (gi = dow_group_find(s, card)) >= 0
	    && s->group[gi].wounds - s->group[gi].frost > before)
		dow_emit(s, DOW_EV_MOVE_WOUND, card, loc, -1, -1, 0);
}

/* paid_source - an equipped card named with "with CARD" whose modifier
 * of kind mod costs a card: its source, 1; 0 with err when it cannot be
 * used now (spent this round, or no card to pay with) */

static int
paid_source(const struct dow_state *s, int gi, int inst, int mod, struct dow_mod_src *out,
    struct pb_err *err)
{
	struct dow_mod_src src[16];
	int                n, i, j;

	n = dow_mod_sources(s, gi, mod, src, 16);
	for (i = 0; i < n; i++) {
		if (src[i].inst != inst)
			continue;
		for (j = 0; src[i].cost >= 0 && j < s->pl[s->group[gi].seat].hand.n; j++)
			if (s->pack->item[s->pack->inst[s->pl[s->group[gi].seat].hand.v[j]]].type
			    == src[i].cost)
				break;
		if (src[i].cost >= 0 && j == s->pl[s->group[gi].seat].hand.n) {
			pb_err_set(err, PB_EDATA, "%s needs a %s card from your hand",
			    dow_item_name(s, inst), dow_type_name(src[i].cost));
			return (0);
		}
		*out = src[i];
		return (1);
	}
	pb_err_set(err, PB_EDATA, "%s cannot help this attack now (used this round?)",
	    dow_item_name(s, inst));
	return (0);
}

/* with_card - "with CARD" at the end of a line: the equipped card of gi it
 * names (-1 none, -2 named but not equipped); *argc is cut before "with" */

static int
with_card(const struct dow_state *s, int gi, const struct lex_line *l, int from, int *argc)
{
	const struct dow_group *g = &s->group[gi];
	int                     i, hit, used;

	*argc = l->argc;
	for (i = from; i < l->argc && strcmp(l->argv[i], "with") != 0; i++)
		;
	if (i >= l->argc)
		return (-1);
	*argc = i;
	hit = dow_pile_match(s, &g->equip, l->argv + i + 1, l->argc - i - 1, &used);
	return (hit >= 0 ? g->equip.v[hit] : -2);
}

/* ---- move ------------------------------------------------------------ */

/* act_move - "move SURVIVOR [to] LOCATION" [IT p.10] */

enum pb_rc
dow_act_move(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_group *g;
	int               gi, used, i, loc, card, flags, from, near;

	(void)res;
	if ((gi = own_survivor(s, seat, l->argv + 1, l->argc - 1, &used, err)) < 0)
		return (PB_EDATA);
	i = 1 + used;
	if (i < l->argc && strcmp(l->argv[i], "to") == 0)
		i++;
	if (i >= l->argc || (loc = dow_word_loc(l->argv[i])) < 0) {
		near = i < l->argc ? lang_nearest(loc_words, NULL, DOW_NLOCS, l->argv[i], LANG_LOOSE)
		                   : -1;
		return (pb_err_set(err, PB_EDATA,
		    "say where: colony, police, grocery, school, gas,"
		    " library or hospital%s%s%s",
		    near >= 0 ? LANG_DIDYOU : "", near >= 0 ? loc_words[near] : "",
		    near >= 0 ? "?" : ""));
	}
	g = &s->group[gi];
	if (g->moved)
		return (pb_err_set(
		    err, PB_EDATA, "%s has already moved this turn", dow_surv_name(s, g->card)));
	if (g->loc == loc)
		return (
		    pb_err_set(err, PB_EDATA, "%s is already there", dow_surv_name(s, g->card)));
	if (s->no_move >= s->round && !s->pl[seat].exiled)
		return (pb_err_set(err, PB_EDATA, "survivors cannot move this round (crisis)"));
	if (loc == DOW_COLONY && s->pl[seat].exiled)
		return (pb_err_set(err, PB_EDATA, "exiled survivors cannot enter the colony"));
	if (dow_loc_room(s, loc) <= 0)
		return (pb_err_set(
		    err, PB_EDATA, "the %s has no empty survivor space", dow_loc_title(loc)));
	flags = 0;
	if (i + 1 < l->argc && strcmp(l->argv[i + 1], "with") == 0) {
		if (i + 2 >= l->argc)
			return (pb_err_set(err, PB_EDATA, "with which card?"));
		if ((flags = move_card(s, seat, l, i + 2, err)) < 0)
			return (PB_EDATA);
	}
	card = g->card;
	from = g->loc;
	g->loc = loc;
	g->moved = 1;
	pb_buf_printf(
	    &s->journal, "%s moves to the %s.\n", dow_surv_name(s, card), dow_loc_title(loc));
	dow_emit(s, DOW_EV_LEAVE, card, from, -1, -1, 0);
	if ((gi = dow_group_find(s, card)) >= 0)
		moved_exposure(s, gi, flags);
	return (PB_OK);
}

/* ---- attack ---------------------------------------------------------- */

/* attack_survivor - reroll the spent die against the target [IT p.8-9] */

static void
attack_survivor(struct dow_state *s, int seat, int gi, int ti, struct game_result *res)
{
	struct dow_group  *t = &s->group[ti];
	struct dow_player *def = &s->pl[t->seat];
	int                roll, pos, card, tseat = t->seat, tcard = t->card;

	roll = dow_d6(s);
	pb_buf_printf(&s->journal, "%s attacks %s: the die is rolled again and shows %d.\n",
	    dow_surv_name(s, s->group[gi].card), dow_surv_name(s, tcard), roll);
	if (roll > s->pack->surv[tcard].attack) {
		pb_buf_puts(&s->journal, "The attack misses.\n");
		return;
	}
	if (def->hand.n > 0) {
		pos = deck_pick(&def->hand, &s->rng);
		card = def->hand.v[pos];
		deck_remove_at(&def->hand, pos);
		deck_push(&s->pl[seat].hand, card);
		pb_buf_printf(&s->journal, "Player %d takes a random card from Player %d's hand.\n",
		    seat, tseat);
		free(res->text);
		res->text = pb_asprintf("You took %s.", s->pack->item[s->pack->inst[card]].n.name);
	}
	dow_wound(s, ti, 0, &s->journal);
	dow_emit(s, DOW_EV_ATTACK_WOUND, tcard, -1, -1, -1, 0);
}

/* saved_exposure - save_exposure N: after an attack, a d6 of N or more
 * rolls no exposure (the smallest N of the survivor's sources; a once
 * source is spent by the roll) */

static int
saved_exposure(struct dow_state *s, int gi)
{
	int need, roll;

	if ((need = dow_equip_mod(s, gi, DOW_MOD_SAVE_EXPOSURE)) <= 0)
		return (0);
	dow_take_mod(s, gi, DOW_MOD_SAVE_EXPOSURE, 1);
	roll = dow_d6(s);
	pb_buf_printf(&s->journal, "%s rolls %d for the exposure (%d or more: none).\n",
	    dow_surv_name(s, s->group[gi].card), roll, need);
	return (roll >= need);
}

/* cut_entrance - "at N" (or "entrance N") taken out of a line: N, or 0;
 * the other words in *out, which borrows words[] */

static int
cut_entrance(const struct lex_line *l, struct lex_line *out, char **words, int max)
{
	int i, v, at = 0;

	out->argc = 0;
	out->argv = words;
	for (i = 0; i < l->argc && out->argc < max; i++) {
		if (at == 0 && i + 1 < l->argc
		    && (strcmp(l->argv[i], "at") == 0 || strcmp(l->argv[i], "entrance") == 0)
		    && (v = word_num(l->argv[i + 1])) >= 1) {
			at = v;
			i++;
			continue;
		}
		words[out->argc++] = l->argv[i];
	}
	return (at);
}

/* dow_act_attack - "attack SURVIVOR [TARGET] [at ENTRANCE] [DIE] [with CARD]" */

enum pb_rc
dow_act_attack(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_mod_src paid, noexp;
	struct lex_line    cut, nat;
	struct dow_group  *g;
	char              *words[64] = { 0 };
	int gi, ti = -1, used, tused, di, min, loc, card, tcard, kills, k, with, has_noexp = 0, at;

	/* "attack forest at 3": which colony entrance loses its zombie (the
	 * attacker's choice; without it, the entrance with the most). */
	at = cut_entrance(l, &nat, words, (int)PB_NELEM(words));
	l = &nat;
	if ((gi = own_survivor(s, seat, l->argv + 1, l->argc - 1, &used, err)) < 0)
		return (PB_EDATA);
	g = &s->group[gi];
	loc = g->loc;
	if (at > 0 && loc != DOW_COLONY)
		return (pb_err_set(err, PB_EDATA,
		    "only the colony has numbered entrances: %s is at the %s",
		    dow_surv_name(s, g->card), dow_loc_title(loc)));
	if (at > s->pack->loc[DOW_COLONY].entrances)
		return (pb_err_set(err, PB_EDATA, "the colony has entrances 1 to %d",
		    s->pack->loc[DOW_COLONY].entrances));
	if (at > 0 && s->zombies[DOW_COLONY][at - 1] == 0)
		return (pb_err_set(err, PB_EDATA, "there is no zombie at colony entrance %d", at));
	/* "attack forest with lighter": an equipped card whose help costs a card. */
	cut = *l;
	if ((with = with_card(s, gi, l, 1 + used, &cut.argc)) == -2)
		return (pb_err_set(
		    err, PB_EDATA, "%s has no such card equipped", dow_surv_name(s, g->card)));
	l = &cut;
	if (with >= 0 && !paid_source(s, gi, with, DOW_MOD_ATTACK_KILLS, &paid, err))
		return (PB_EDATA);
	if (with >= 0)
		has_noexp = paid_source(s, gi, with, DOW_MOD_NOEXP_ATTACK, &noexp, NULL);
	if (1 + used < l->argc && word_num(l->argv[1 + used]) < 0
	    && (ti = other_survivor(s, seat, loc, l->argv + 1 + used, l->argc - 1 - used, &tused))
	        < 0)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no other player's survivor at the %s",
		    l->argv[1 + used], dow_loc_title(loc)));
	/* "attack -1" is a value of -1: the die needed goes down. */
	min = s->pack->surv[g->card].attack + (ti < 0 ? has_mod(s, gi, DOW_MOD_ATTACK) : 0);
	if ((di = pick_die(s, seat, last_num(l, 1 + used), min < 1 ? 1 : min, err)) < 0)
		return (PB_EDATA);
	if (ti < 0 && dow_loc_zombies(s, loc) == 0)
		return (
		    pb_err_set(err, PB_EDATA, "there is no zombie at the %s", dow_loc_title(loc)));
	spend(s, seat, di);
	card = g->card;
	if (ti >= 0) {
		tcard = s->group[ti].card;
		attack_survivor(s, seat, gi, ti, res);
		dow_emit(s, DOW_EV_ATTACK_SURVIVOR, tcard, loc, -1, -1, 0);
		return (PB_OK);
	}
	dow_take_mod(s, gi, DOW_MOD_ATTACK, 0);
	kills = 1 + dow_take_mod(s, gi, DOW_MOD_KILLS, 0);
	if (with >= 0) { /* its kills instead of just 1; it pays its cost once */
		dow_mod_spend(s, gi, &paid, &s->journal, NULL);
		kills = paid.value;
	}
	for (k = 0; k < kills && dow_loc_zombies(s, loc) > 0; k++) {
		pb_buf_printf(&s->journal, "%s kills a zombie at the %s.\n", dow_surv_name(s, card),
		    dow_loc_title(loc));
		dow_kill_zombie_at(s, loc, at - 1, &s->journal);
	}
	dow_emit(s, DOW_EV_ATTACK, card, loc, -1, -1, 0);
	dow_emit(s, DOW_EV_KILL, card, loc, -1, -1, k);
	if ((gi = dow_group_find(s, card)) < 0 || s->phase == DOW_PHASE_ENDED)
		return (PB_OK);
	if (has_noexp || dow_take_mod(s, gi, DOW_MOD_NOEXP_ATTACK, 1))
		pb_buf_printf(
		    &s->journal, "%s rolls no exposure for the attack.\n", dow_surv_name(s, card));
	else if (!saved_exposure(s, gi))
		dow_exposure(s, gi, &s->journal);
	return (PB_OK);
}

/* ---- search ---------------------------------------------------------- */

/* show_seen - the cards a search has shown, for the searcher only */

static void
show_seen(const struct dow_state *s, struct game_result *res)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	pb_buf_puts(&b, "You see:");
	for (i = 0; i < s->wait.cards.n; i++)
		pb_buf_printf(&b, "%s %s", i ? "," : "", dow_item_name(s, s->wait.cards.v[i]));
	pb_buf_printf(&b, ". Answer \"keep CARD\"%s.",
	    s->noise[s->wait.loc] < DOW_NOISE_MAX && s->deck[s->wait.loc].n > 0
	        ? ", or \"noise\" to make noise and look at one more"
	        : "");
	free(res->text);
	res->text = pb_buf_steal(&b);
}

/* search_draw - look at the top card of the deck */

static void
search_draw(struct dow_state *s)
{
	deck_deal(&s->deck[s->wait.loc], &s->wait.cards);
}

/* A search's standing instruction: "keep WHAT [noise N]" written on the
 * search line makes the game keep the first card seen that is WHAT (an
 * item type, "any", or a card's name), making noise up to N times to look
 * further; when none fits, the player is asked as usual. */
struct standing {
	char **want; /* the words of WHAT, or NULL */
	int    nwant;
	int    noise; /* noise allowed */
	int    die;   /* the die named, 0 */
};

/* parse_standing - the words after the survivor's name */

static enum pb_rc
parse_standing(const struct lex_line *l, int i, struct standing *st, struct pb_err *err)
{
	int v;

	memset(st, 0, sizeof(*st));
	for (; i < l->argc; i++) {
		if (strcmp(l->argv[i], "noise") == 0) {
			if (i + 1 >= l->argc || (st->noise = word_num(l->argv[i + 1])) < 0)
				return (pb_err_set(err, PB_EDATA, "noise takes a number: noise 2"));
			i++;
		} else if (strcmp(l->argv[i], "keep") == 0) {
			st->want = l->argv + i + 1;
			while (i + 1 < l->argc && strcmp(l->argv[i + 1], "noise") != 0) {
				i++;
				st->nwant++;
			}
			if (st->nwant == 0)
				return (pb_err_set(
				    err, PB_EDATA, "keep what? keep fuel, keep any, keep NAME"));
		} else if ((v = word_num(l->argv[i])) >= 1 && v <= 6 && st->die == 0)
			st->die = v;
		else
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\": expected a die, keep WHAT or noise N", l->argv[i]));
	}
	return (PB_OK);
}

/* wanted - the first card seen that the standing instruction wants, -1 */

static int
wanted(const struct dow_state *s, const struct standing *st)
{
	const struct deck *seen = &s->wait.cards;
	const char        *names[32];
	int                i, t, used;
	char              *w;

	w = lex_join(st->want, st->nwant);
	for (i = 0; i < seen->n && i < 32; i++) {
		t = s->pack->item[s->pack->inst[seen->v[i]]].type;
		names[i] = dow_item_name(s, seen->v[i]);
		if (strcmp(w, "any") == 0 || strcmp(w, dow_type_name(t)) == 0
		    || lex_match(names + i, NULL, 1, st->want, st->nwant, &used) == 0)
			break;
	}
	free(w);
	return (i < seen->n ? i : -1);
}

static enum pb_rc keep_at(struct dow_state *, int, int, struct game_result *);
static void       search_draw(struct dow_state *);

/* dow_act_search - "search SURVIVOR [DIE] [keep WHAT [noise N]]" [IT p.9] */

enum pb_rc
dow_act_search(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct standing   st;
	struct dow_group *g;
	int               gi, used, di, extra, hit, loc;

	if ((gi = own_survivor(s, seat, l->argv + 1, l->argc - 1, &used, err)) < 0)
		return (PB_EDATA);
	g = &s->group[gi];
	loc = g->loc;
	if (loc == DOW_COLONY)
		return (pb_err_set(err, PB_EDATA, "there is nothing to search in the colony"));
	if (s->deck[loc].n == 0)
		return (pb_err_set(err, PB_EDATA, "the %s has no cards left", dow_loc_title(loc)));
	if (parse_standing(l, 1 + used, &st, err) != PB_OK)
		return (PB_EDATA);
	if ((di = pick_die(s, seat, st.die, s->pack->surv[g->card].search, err)) < 0)
		return (PB_EDATA);
	spend(s, seat, di);
	s->wait.kind = DOW_W_SEARCH;
	s->wait.seat = seat;
	s->wait.survivor = g->card;
	s->wait.loc = loc;
	s->wait.cards.n = 0;
	search_draw(s);
	/* search_look: see more; search_keep: see more and keep them too. */
	s->wait.keeps = 1 + dow_take_mod(s, gi, DOW_MOD_SEARCH_KEEP, 0);
	for (extra = dow_take_mod(s, gi, DOW_MOD_SEARCH_LOOK, 0) + s->wait.keeps - 1;
	     extra > 0 && s->deck[loc].n > 0; extra--)
		search_draw(s);
	pb_buf_printf(
	    &s->journal, "%s searches the %s.\n", dow_surv_name(s, g->card), dow_loc_title(loc));
	while (st.want != NULL && (hit = wanted(s, &st)) < 0 && st.noise > 0
	    && s->noise[loc] < DOW_NOISE_MAX && s->deck[loc].n > 0) {
		st.noise--;
		s->noise[loc]++;
		search_draw(s);
		pb_buf_printf(
		    &s->journal, "Noise at the %s (%d).\n", dow_loc_title(loc), s->noise[loc]);
		dow_emit(s, DOW_EV_NOISE, s->wait.survivor, loc, -1, -1, 1);
	}
	if (st.want != NULL && (hit = wanted(s, &st)) >= 0)
		return (keep_at(s, seat, hit, res));
	show_seen(s, res);
	return (PB_OK);
}

/* dow_act_noise - make noise during a search to look at one more card */

enum pb_rc
dow_act_noise(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	int loc = s->wait.loc;

	(void)l;
	if (s->wait.kind != DOW_W_SEARCH || s->wait.seat != seat)
		return (pb_err_set(err, PB_EDATA, "you are not searching"));
	if (s->noise[loc] >= DOW_NOISE_MAX)
		return (pb_err_set(
		    err, PB_EDATA, "the %s has no empty noise space", dow_loc_title(loc)));
	if (s->deck[loc].n == 0)
		return (pb_err_set(err, PB_EDATA, "the %s has no more cards", dow_loc_title(loc)));
	s->noise[loc]++;
	search_draw(s);
	dow_emit(s, DOW_EV_NOISE, s->wait.survivor, loc, -1, -1, 1);
	pb_buf_printf(&s->journal, "Noise at the %s (%d).\n", dow_loc_title(loc), s->noise[loc]);
	show_seen(s, res);
	return (PB_OK);
}

/* keep_at - keep seen card hit; the rest to the bottom, in draw order */

static enum pb_rc
keep_at(struct dow_state *s, int seat, int hit, struct game_result *res)
{
	struct deck *seen = &s->wait.cards, *d = &s->deck[s->wait.loc];
	int          i, kept;
	char        *priv;

	kept = seen->v[hit];
	deck_remove_at(seen, hit);
	deck_push(&s->pl[seat].hand, kept);
	dow_emit(s, DOW_EV_KEEP, s->wait.survivor, s->wait.loc, -1,
	    s->pack->item[s->pack->inst[kept]].type, 0);
	if (--s->wait.keeps > 0 && seen->n > 0) { /* search_keep: one more */
		pb_buf_printf(&s->journal, "%s keeps 1 card and may keep %d more.\n",
		    dow_surv_name(s, s->wait.survivor), s->wait.keeps);
		show_seen(s, res);
		priv = res->text;
		res->text = pb_asprintf("You keep %s. %s", dow_item_name(s, kept), priv);
		free(priv);
		return (PB_OK);
	}
	/* The others go to the bottom, in the order they were drawn (E10). */
	for (i = seen->n - 1; i >= 0; i--) {
		deck_push(d, 0);
		memmove(d->v + 1, d->v, (size_t)(d->n - 1) * sizeof(int));
		d->v[0] = seen->v[i];
	}
	pb_buf_printf(&s->journal, "%s keeps 1 card and puts %d at the bottom of the deck.\n",
	    dow_surv_name(s, s->wait.survivor), seen->n);
	free(res->text);
	res->text = pb_asprintf("You keep %s.", dow_item_name(s, kept));
	i = s->wait.survivor;
	seen->n = 0;
	s->wait.kind = DOW_W_NONE;
	s->wait.survivor = -1;
	s->wait.keeps = 0;
	dow_emit(s, DOW_EV_SEARCH, i, s->wait.loc, -1, -1, 0);
	return (PB_OK);
}

/* dow_act_keep - keep one card seen in the search; the rest to the bottom */

enum pb_rc
dow_act_keep(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct deck *seen = &s->wait.cards;
	int          hit, used;

	if (s->wait.kind != DOW_W_SEARCH || s->wait.seat != seat)
		return (pb_err_set(err, PB_EDATA, "you are not searching"));
	if (l->argc == 1 && seen->n == 1)
		hit = 0; /* "keep": the only card seen */
	else if ((hit = dow_pile_match(s, seen, l->argv + 1, l->argc - 1, &used)) == -1)
		return (pb_err_set(err, PB_EDATA, "name one of the cards you see"));
	if (hit == -2)
		return (pb_err_set(
		    err, PB_EDATA, "that fits more than one card: write more of the name"));
	return (keep_at(s, seat, hit, res));
}

/* ---- barricade, clean, attract ----------------------------------------- */

/* at_entrance - "at N": an entrance number (1-based) after word i, or 0 */

static int
at_entrance(const struct lex_line *l, int from)
{
	int i, v;

	for (i = from; i + 1 < l->argc; i++)
		if ((strcmp(l->argv[i], "at") == 0 || strcmp(l->argv[i], "entrance") == 0)
		    && (v = word_num(l->argv[i + 1])) >= 1)
			return (v);
	return (0);
}

/* free_entrance - entrance e (0-based) with room at loc, or -1 */

static int
free_entrance(const struct dow_state *s, int loc, int want)
{
	int e, n = s->pack->loc[loc].entrances;

	if (want > 0)
		return (want <= n && dow_entr_room(s, loc, want - 1) > 0 ? want - 1 : -1);
	for (e = 0; e < n; e++)
		if (dow_entr_room(s, loc, e) > 0)
			return (e);
	return (-1);
}

/* die_anywhere - the die named last on the line, or the lowest */

static int
die_last(
    const struct dow_state *s, int seat, const struct lex_line *l, int from, struct pb_err *err)
{
	int v = last_num(l, from);

	/* "barricade forest at 3": that 3 is the entrance, not a die. */
	if (l->argc >= 2
	    && (strcmp(l->argv[l->argc - 2], "at") == 0
	        || strcmp(l->argv[l->argc - 2], "entrance") == 0))
		v = 0;
	return (pick_die(s, seat, v, 1, err));
}

/* dow_act_barricade - "barricade SURVIVOR [at ENTRANCE] [DIE]" */

enum pb_rc
dow_act_barricade(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	int gi, used, di, e, loc, extra;

	(void)res;
	if ((gi = own_survivor(s, seat, l->argv + 1, l->argc - 1, &used, err)) < 0)
		return (PB_EDATA);
	loc = s->group[gi].loc;
	if ((e = free_entrance(s, loc, at_entrance(l, 1 + used))) < 0)
		return (pb_err_set(err, PB_EDATA, "no empty entrance space there"));
	if (has_mod(s, gi, DOW_MOD_FREE_BARRICADE))
		dow_take_mod(s, gi, DOW_MOD_FREE_BARRICADE, 1);
	else if ((di = die_last(s, seat, l, 1 + used, err)) < 0)
		return (PB_EDATA);
	else
		spend(s, seat, di);
	s->barricades[loc][e]++;
	/* Extra barricades of equipment or powers, where there is room. */
	for (extra = dow_take_mod(s, gi, DOW_MOD_BARRICADE, 0); extra > 0; extra--)
		if ((e = free_entrance(s, loc, 0)) >= 0)
			s->barricades[loc][e]++;
	if (loc == DOW_COLONY)
		pb_buf_printf(&s->journal, "%s barricades colony entrance %d.\n",
		    dow_surv_name(s, s->group[gi].card), e + 1);
	else
		pb_buf_printf(&s->journal, "%s barricades the %s.\n",
		    dow_surv_name(s, s->group[gi].card), dow_loc_title(loc));
	dow_emit(s, DOW_EV_BARRICADE, s->group[gi].card, loc, -1, -1, 0);
	return (PB_OK);
}

/* dow_act_clean - "clean [DIE]": 3 cards of the waste pile out of the game */

enum pb_rc
dow_act_clean(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	int i, di, n;

	(void)res;
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && s->group[i].loc == DOW_COLONY)
			break;
	if (i == s->ngroup)
		return (
		    pb_err_set(err, PB_EDATA, "cleaning needs a survivor of yours in the colony"));
	if (s->waste.n == 0)
		return (pb_err_set(err, PB_EDATA, "the waste pile is empty"));
	if (has_mod(s, i, DOW_MOD_FREE_CLEAN))
		dow_take_mod(s, i, DOW_MOD_FREE_CLEAN, 1);
	else if ((di = pick_die(s, seat, last_num(l, 1), 1, err)) < 0)
		return (PB_EDATA);
	else
		spend(s, seat, di);
	n = s->waste.n < 3 ? s->waste.n : 3;
	for (i = 0; i < n; i++)
		deck_deal(&s->waste, &s->box);
	pb_buf_printf(&s->journal, "Player %d cleans %d cards out of the waste pile (%d left).\n",
	    seat, n, s->waste.n);
	dow_emit(s, DOW_EV_CLEAN, -1, DOW_COLONY, -1, -1, n);
	return (PB_OK);
}

/* take_zombie - remove 1 zombie from loc (the fullest entrance) */

static void
take_zombie(struct dow_state *s, int loc)
{
	int e, best = 0;

	for (e = 1; e < s->pack->loc[loc].entrances; e++)
		if (s->zombies[loc][e] > s->zombies[loc][best])
			best = e;
	s->zombies[loc][best]--;
}

/* dow_act_attract - "attract SURVIVOR [from] LOCATION [DIE]": 2 zombies */

enum pb_rc
dow_act_attract(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	int gi, used, i, from = -1, di, e, n, loc;

	(void)res;
	if ((gi = own_survivor(s, seat, l->argv + 1, l->argc - 1, &used, err)) < 0)
		return (PB_EDATA);
	loc = s->group[gi].loc;
	for (i = 1 + used; i < l->argc && from < 0; i++)
		from = dow_word_loc(l->argv[i]);
	if (from < 0 || from == loc)
		return (pb_err_set(err, PB_EDATA, "say from which other location"));
	if (dow_loc_zombies(s, from) == 0)
		return (
		    pb_err_set(err, PB_EDATA, "there is no zombie at the %s", dow_loc_title(from)));
	if (free_entrance(s, loc, 0) < 0)
		return (pb_err_set(err, PB_EDATA, "no empty entrance space here"));
	if (has_mod(s, gi, DOW_MOD_FREE_ATTRACT))
		dow_take_mod(s, gi, DOW_MOD_FREE_ATTRACT, 1);
	else if ((di = pick_die(s, seat, last_num(l, 1 + used), 1, err)) < 0)
		return (PB_EDATA);
	else
		spend(s, seat, di);
	for (n = 0; n < 2 && dow_loc_zombies(s, from) > 0 && (e = free_entrance(s, loc, 0)) >= 0;
	     n++) {
		take_zombie(s, from);
		s->zombies[loc][e]++;
	}
	pb_buf_printf(&s->journal, "%s attracts %d zombie%s from the %s to the %s.\n",
	    dow_surv_name(s, s->group[gi].card), n, n == 1 ? "" : "s", dow_loc_title(from),
	    dow_loc_title(loc));
	dow_emit(s, DOW_EV_ATTRACT, s->group[gi].card, loc, from, -1, n);
	return (PB_OK);
}

/* ---- food and the crisis ------------------------------------------------ */

/* dow_act_food - "food DIE [N]": N food tokens raise a die by N (max 6) */

enum pb_rc
dow_act_food(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct deck *d = &s->pl[seat].dice;
	int          want, n = 1, i, per;

	(void)res;
	if (l->argc < 2 || (want = word_num(l->argv[1])) < 1 || want > 6)
		return (pb_err_set(err, PB_EDATA, "say which die: food DIE [TOKENS]"));
	if (l->argc > 2 && (n = word_num(l->argv[2])) < 1)
		return (pb_err_set(err, PB_EDATA, "spend 1 or more food tokens"));
	if (s->pl[seat].exiled)
		return (pb_err_set(err, PB_EDATA, "exiled players cannot spend food tokens"));
	if ((i = pick_die(s, seat, want, 1, err)) < 0)
		return (PB_EDATA);
	if (s->food < n)
		return (pb_err_set(err, PB_EDATA, "the food supply holds only %d", s->food));
	/* food_die N: a token raises the die by N; every token must count. */
	per = dow_seat_best(s, seat, DOW_MOD_FOOD_DIE, 1);
	if (want + (n - 1) * per >= 6)
		return (pb_err_set(err, PB_EDATA, "a die goes up to 6 at most"));
	s->food -= n;
	d->v[i] = want + n * per > 6 ? 6 : want + n * per;
	pb_buf_printf(&s->journal, "Player %d spends %d food to raise a die from %d to %d.\n", seat,
	    n, want, d->v[i]);
	dow_emit(s, DOW_EV_SPEND_FOOD, -1, -1, -1, -1, n);
	return (PB_OK);
}

/* hand_card - position in hand of the card the words name; *used */

static int
hand_card(const struct dow_state *s, int seat, char *const *argv, int argc, int *used)
{
	return (dow_pile_match(s, &s->pl[seat].hand, argv, argc, used));
}

/* dow_act_crisis - "crisis CARD [, CARD ...]": add cards face down */

enum pb_rc
dow_act_crisis(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct deck picked = { 0 };
	struct deck hand = { 0 };
	int         i = 1, pos, used, n;

	(void)res;
	if (s->crisis < 0)
		return (pb_err_set(err, PB_EDATA, "there is no crisis to add cards to"));
	if (s->pl[seat].exiled)
		return (pb_err_set(err, PB_EDATA, "exiled players cannot add cards to the crisis"));
	/* Pick from a copy of the hand: a card named twice is two cards. */
	deck_copy(&hand, &s->pl[seat].hand);
	while (i < l->argc) {
		if ((pos = dow_pile_match(s, &hand, l->argv + i, l->argc - i, &used)) < 0) {
			not_in_hand(s, &hand, l, i, err);
			deck_clear(&hand);
			deck_clear(&picked);
			return (PB_EDATA);
		}
		deck_push(&picked, hand.v[pos]);
		deck_remove_at(&hand, pos);
		i += used;
	}
	if ((n = picked.n) == 0) {
		deck_clear(&hand);
		return (pb_err_set(err, PB_EDATA, "name the cards to add"));
	}
	deck_copy(&s->pl[seat].hand, &hand);
	deck_append(&s->contrib, &picked); /* face down: shuffled when revealed */
	s->pl[seat].given += n;
	pb_buf_printf(&s->journal, "Player %d adds %d card%s face down to the crisis.\n", seat, n,
	    n == 1 ? "" : "s");
	deck_clear(&hand);
	deck_clear(&picked);
	return (PB_OK);
}

/* ---- equip, hand off -------------------------------------------------- */

/* dow_act_equip - "equip CARD [to] SURVIVOR" */

enum pb_rc
dow_act_equip(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_item *it;
	int                    pos, used, gi, sused, i, inst;

	(void)res;
	if ((pos = hand_card(s, seat, l->argv + 1, l->argc - 1, &used)) < 0)
		return (pb_err_set(err, PB_EDATA, "name a card in your hand"));
	inst = s->pl[seat].hand.v[pos];
	it = &s->pack->item[s->pack->inst[inst]];
	if (it->kind != DOW_EQUIP)
		return (pb_err_set(
		    err, PB_EDATA, "%s is not an equipment card: play it instead", it->n.name));
	i = 1 + used;
	if (i < l->argc && strcmp(l->argv[i], "to") == 0)
		i++;
	if ((gi = own_survivor(s, seat, l->argv + i, l->argc - i, &sused, err)) < 0)
		return (PB_EDATA);
	if (has_mod(s, gi, DOW_MOD_NO_EQUIP))
		return (pb_err_set(
		    err, PB_EDATA, "%s cannot equip cards", dow_surv_name(s, s->group[gi].card)));
	deck_remove_at(&s->pl[seat].hand, pos);
	deck_push(&s->group[gi].equip, inst);
	pb_buf_printf(
	    &s->journal, "%s equips %s.\n", dow_surv_name(s, s->group[gi].card), it->n.name);
	return (PB_OK);
}

/* equipped_of - position in g's equipment of the card the words name */

static int
equipped_of(
    const struct dow_state *s, const struct dow_group *g, char *const *argv, int argc, int *used)
{
	return (dow_pile_match(s, &g->equip, argv, argc, used));
}

/* dow_act_handoff - "handoff CARD [from SURVIVOR] to SURVIVOR" [IT p.10]:
 * an equipped card to another survivor at the same location */

enum pb_rc
dow_act_handoff(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const char *names[64], *ids[64];
	int         to = -1, i, j, gi = -1, pos = -1, used, n = 0, gis[64], hit, inst;
	unsigned    used_bit;

	(void)res;
	for (i = 1; i < l->argc && strcmp(l->argv[i], "to") != 0; i++)
		;
	if (i >= l->argc - 1)
		return (pb_err_set(err, PB_EDATA, "say to whom: handoff CARD to SURVIVOR"));
	for (j = 0; j < s->ngroup && gi < 0; j++)
		if (s->group[j].seat == seat
		    && (pos = equipped_of(s, &s->group[j], l->argv + 1, i - 1, &used)) >= 0)
			gi = j;
	if (gi < 0)
		return (pb_err_set(err, PB_EDATA, "none of your survivors has that card equipped"));
	for (j = 0; j < s->ngroup && n < 64; j++)
		if (j != gi && s->group[j].loc == s->group[gi].loc) {
			gis[n] = j;
			names[n] = dow_surv_name(s, s->group[j].card);
			ids[n++] = s->pack->surv[s->group[j].card].n.id;
		}
	if ((hit = lex_match(names, ids, (size_t)n, l->argv + i + 1, l->argc - i - 1, &used)) < 0)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no other survivor at the %s",
		    l->argv[i + 1], dow_loc_title(s->group[gi].loc)));
	to = gis[hit];
	inst = s->group[gi].equip.v[pos];
	used_bit = (s->group[gi].used >> (1 + pos)) & 1u;
	deck_remove_at(&s->group[gi].equip, pos);
	/* The once-per-round marks follow their cards: a used ability
	 * stays used after a hand-off [IT p.10]. */
	s->group[gi].used = (s->group[gi].used & ((2u << pos) - 1))
	    | ((s->group[gi].used >> 1) & ~((2u << pos) - 1));
	deck_push(&s->group[to].equip, inst);
	s->group[to].used |= used_bit << s->group[to].equip.n;
	pb_buf_printf(&s->journal, "%s hands %s to %s.\n", dow_surv_name(s, s->group[gi].card),
	    dow_item_name(s, inst), dow_surv_name(s, s->group[to].card));
	dow_emit(s, DOW_EV_HANDOFF, s->group[to].card, s->group[to].loc, -1, -1, 0);
	return (PB_OK);
}

/* ---- end of turn, bites ------------------------------------------------- */

/* dow_act_end - "end": the turn is over */

enum pb_rc
dow_act_end(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	(void)l;
	(void)seat;
	(void)err;
	res->broadcast = 1;
	dow_turn_end(s, &s->journal);
	return (PB_OK);
}

/* dow_act_bite - "bite die" or "bite roll": the bitten survivor's fate */

enum pb_rc
dow_act_bite(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const char *w = l->argc > 1 ? l->argv[1] : l->argv[0];

	if (strcmp(w, "die") != 0 && strcmp(w, "roll") != 0)
		return (pb_err_set(err, PB_EDATA, "answer \"bite die\" or \"bite roll\""));
	res->broadcast = 1;
	return (dow_bite_answer(s, seat, strcmp(w, "roll") == 0, &s->journal, err));
}
