/*++
/* NAME
/*	dow_harm 3
/* SUMMARY
/*	Dead of Winter: survivors in play, exposure, wounds, death, zombies
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	int	dow_group_find(const struct dow_state *s, int card);
/*	int	dow_loc_people(const struct dow_state *s, int loc);
/*	int	dow_loc_room(const struct dow_state *s, int loc);
/*	int	dow_entr_room(const struct dow_state *s, int loc, int e);
/*	int	dow_loc_zombies(const struct dow_state *s, int loc);
/*	int	dow_seat_survivors(const struct dow_state *s, int seat);
/*	const char *dow_surv_name(const struct dow_state *s, int card);
/*	const char *dow_loc_title(int loc);
/*
/*	int	dow_exposure(struct dow_state *s, int gi, struct pb_buf *log);
/*	int	dow_exposure_best(struct dow_state *s, int gi, int best,
/*			struct pb_buf *log);
/*	void	dow_wound(struct dow_state *s, int gi, int frostbite,
/*			struct pb_buf *log);
/*	void	dow_kill(struct dow_state *s, int gi, const char *why,
/*			struct pb_buf *log);
/*	void	dow_remove(struct dow_state *s, int gi, const char *why,
/*			struct pb_buf *log);
/*	void	dow_bite(struct dow_state *s, int gi, struct pb_buf *log);
/*	enum pb_rc dow_bite_answer(struct dow_state *s, int seat, int roll,
/*			struct pb_buf *log, struct pb_err *err);
/*	void	dow_frostbite_turn(struct dow_state *s, int seat,
/*			struct pb_buf *log);
/*	void	dow_morale(struct dow_state *s, int delta, struct pb_buf *log);
/*	void	dow_add_zombies(struct dow_state *s, int loc, int n,
/*			struct pb_buf *log);
/*	int	dow_kill_zombie(struct dow_state *s, int loc, struct pb_buf *log);
/*	void	dow_add_survivor(struct dow_state *s, int seat, int card,
/*			int loc, struct pb_buf *log);
/* DESCRIPTION
/*	The rules that hurt: the exposure die, wounds and frostbite,
/*	killing a survivor (morale, equipped items, a new leader, the last
/*	survivor of a seat), the spread of a bite, adding and killing
/*	zombies [IT p.11, p.13-14].  Every function that changes the state
/*	appends what happened to the public log, one English sentence per
/*	line; a NULL log discards the text.  All randomness comes from
/*	s->rng.  Group indices (gi) index s->group[] and are invalid after
/*	any call that can kill.
/*
/*	The queries: dow_group_find() is the index in s->group of the
/*	survivor card in play, -1 when it is not in play.
/*	dow_loc_people() counts the survivors in play at loc plus the
/*	helpless tokens there; dow_loc_room() is the empty survivor spaces
/*	(never negative); dow_entr_room() the empty spaces of entrance e
/*	(zombies and barricades fill them); dow_loc_zombies() the zombies
/*	at all entrances of loc; dow_seat_survivors() the survivors a seat
/*	controls.  dow_surv_name() and dow_loc_title() are names for logs.
/*
/*	dow_exposure() rolls the exposure die for survivor gi, applies the
/*	face and returns it (enum dow_exposure).  The faces are the counts
/*	s->opt.exposure[] (blank, wound, frostbite, bite), a die of dice(3):
/*	one draw pb_rng_below(total) = v picks blank when v < blank, wound
/*	when v < blank + wound, and so on.  dow_d6() rolls a d6 (die_d6, the
/*	draws of pb_rng_die(6)).  dow_exposure_best() rolls twice and
/*	keeps the better face when best is set (a move card).
/*
/*	dow_wound() gives survivor gi one wound token (a frostbite one when
/*	frostbite is set); at 3 tokens of any kind it is killed.
/*
/*	The modifiers of dow_effect.h that change these rules are applied
/*	here, for the survivor concerned (dow_equip_mod()): best_exposure
/*	(every exposure roll, the bite's included: roll twice, keep the
/*	better face, blank best, bite worst), no_frostbite (a frostbite
/*	wound is a regular one), wounds_to_kill N (N tokens kill, not 3).
/*	dow_frostbite_turn() is the start of a seat's turn: each survivor
/*	it controls with 1 or more frostbite tokens gets 1 regular wound,
/*	however many frostbite tokens it has (E22).
/*
/*	dow_kill() kills survivor gi, see "Killing" below; dow_remove()
/*	takes it out of the game without killing it (card effects, Forest
/*	Plum's ability): the same steps without the morale loss [IT p.14
/*	"rimosso ... il morale non viene ridotto"].  dow_bite()
/*	kills a bitten survivor and spreads the bite: the survivor in play
/*	with the lowest influence that shared the location (helpless tokens
/*	never, E24a; any controller) becomes the subject of a DOW_W_BITE
/*	wait on its controller.  dow_bite_answer() is that controller's
/*	answer: roll 0 kills the survivor and the bite stops; roll 1 rolls
/*	the exposure die again: a blank saves it and the bite stops, any
/*	other face kills it and the bite spreads again [IT/ES/EN "Option
/*	2": "on any other result ... is killed and the bite effect spreads
/*	again"].
/*
/*	dow_morale() moves the morale track (no upper limit, E36); at 0 or
/*	below the track stays at 0 and the game ends (dow_game_over()).
/*
/*	dow_add_zombies() adds n zombies at loc one at a time [IT p.13]:
/*	colony entrances 0..5 (1..6 to players) from entrance 1 for every
/*	call (E27), other locations their single entrance 0.  A zombie
/*	goes to an entrance with an empty space; at a full entrance it
/*	takes 1 barricade away with it; at a full entrance without
/*	barricade the entrance is overrun: the survivor in play with the
/*	lowest influence at loc dies, else 1 helpless survivor there dies
/*	(morale -1), else nothing happens (E25, E26).
/*
/*	dow_kill_zombie() kills 1 zombie at loc (colony: at the entrance
/*	with the most zombies, the lowest-numbered on a tie), counts it in
/*	s->kills and, when the main objective keeps killed zombies on a
/*	die roll (We Need More Samples), rolls a d6 for it.  It returns 1,
/*	or 0 when loc has no zombie.  It rolls no exposure: the caller
/*	does, for the survivor that killed.
/*
/*	dow_add_survivor() puts survivor card into play for seat at loc:
/*	a follower, or the leader when the seat has no survivor in play.
/*	The caller has taken the card out of its pile (S2).
/* Killing
/*	In this order, so that the state is whole whenever the morale loss
/*	ends the game: (1) if this is the seat's last survivor, its hand
/*	is removed from the game first (IT "sta per essere ucciso": the
/*	hand goes before the survivor does, B22/E38); (2) the equipped
/*	items go to the controller's hand when it died in the colony (so a
/*	last survivor's equipment is kept), else they are shuffled into
/*	that location's item deck; (3) the card leaves the game; (4) a
/*	dead leader is replaced by the follower with the highest influence
/*	(C8: the rules let the controller choose; pbemd does not wait for
/*	that choice); (5) a last survivor makes the seat draw a new leader
/*	into the colony, or, in the elimination variant or with an empty
/*	survivor deck, puts the seat out (its hand in the box); (6) morale
/*	-1, unless the controller is exiled.
/* DIAGNOSTICS
/*	dow_bite_answer(): PB_EDATA when the game does not wait for this
/*	seat's bite decision or roll is not 0 or 1; nothing changed.
/*	A group index, location, seat or card out of range, a survivor put
/*	into play twice, or an exposure die without faces: pb_panic().
/* SEE ALSO
/*	dow_colony(3), the colony phase; shared/rules/dead-of-winter.md
/*	(sections A2, A3, C, E).
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/dice.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

#define DOW_DEADLY_WOUNDS 3

static const char *const loc_titles[DOW_NLOCS] = { "Colony", "Police Station", "Grocery Store",
	"School", "Gas Station", "Library", "Hospital" };

static const char *const face_names[] = { "blank", "wound", "frostbite", "bite" };

/* group_at - s->group[gi], or panic */

static struct dow_group *
group_at(struct dow_state *s, int gi)
{
	if (gi < 0 || gi >= s->ngroup)
		pb_panic("dow: group index %d out of %d", gi, s->ngroup);
	return (&s->group[gi]);
}

/* loc_check - panic on a location index out of range */

static void
loc_check(const char *myname, int loc)
{
	if (loc < 0 || loc >= DOW_NLOCS)
		pb_panic("%s: location %d out of range", myname, loc);
}

/* influence - printed influence of a survivor card */

static int
influence(const struct dow_state *s, int card)
{
	return (s->pack->surv[card].influence);
}

/* ---- queries ------------------------------------------------------ */

/* dow_group_find - index in s->group of a survivor card, -1 if not in play */

int
dow_group_find(const struct dow_state *s, int card)
{
	int i;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].card == card)
			return (i);
	return (-1);
}

/* dow_loc_people - survivors in play at loc plus helpless tokens there */

int
dow_loc_people(const struct dow_state *s, int loc)
{
	int i, n = s->helpless[loc];

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].loc == loc)
			n++;
	return (n);
}

/* dow_loc_room - empty survivor spaces at loc, never negative */

int
dow_loc_room(const struct dow_state *s, int loc)
{
	int room = s->pack->loc[loc].spaces - dow_loc_people(s, loc);

	return (room > 0 ? room : 0);
}

/* dow_entr_room - empty spaces of entrance e at loc */

int
dow_entr_room(const struct dow_state *s, int loc, int e)
{
	return (s->pack->loc[loc].entrance_spaces - s->zombies[loc][e] - s->barricades[loc][e]);
}

/* dow_loc_zombies - zombies at every entrance of loc */

int
dow_loc_zombies(const struct dow_state *s, int loc)
{
	int e, n = 0;

	for (e = 0; e < s->pack->loc[loc].entrances; e++)
		n += s->zombies[loc][e];
	return (n);
}

/* dow_seat_survivors - survivors in play a seat controls */

int
dow_seat_survivors(const struct dow_state *s, int seat)
{
	int i, n = 0;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat)
			n++;
	return (n);
}

/* dow_surv_name - the name of a survivor card */

const char *
dow_surv_name(const struct dow_state *s, int card)
{
	return (s->pack->surv[card].n.name);
}

/* dow_loc_title - the English name of a location */

const char *
dow_loc_title(int loc)
{
	return (loc >= 0 && loc < DOW_NLOCS ? loc_titles[loc] : "?");
}

/* lowest_at - the survivor in play at loc with the lowest influence, -1 none */

static int
lowest_at(const struct dow_state *s, int loc, int except)
{
	int i, best = -1;

	/*
	 * Influence is unique in a valid pack (dow_content.c), so there is
	 * no tie for the first player to break (C10); on a tie in a
	 * foreign pack the survivor that came into play first is taken.
	 */
	for (i = 0; i < s->ngroup; i++) {
		if (i == except || s->group[i].loc != loc)
			continue;
		if (best < 0 || influence(s, s->group[i].card) < influence(s, s->group[best].card))
			best = i;
	}
	return (best);
}

/* ---- exposure and wounds ------------------------------------------ */

/* one_face - one roll of the exposure die */

static int
one_face(struct dow_state *s)
{
	struct die exposure;

	/* Face i is enum dow_exposure i; a die with no side panics. */
	die_counts(&exposure, s->opt.exposure, DOW_BITE + 1);
	return (die_roll(&exposure, &s->rng));
}

/* dow_d6 - one roll of a six-sided die */

int
dow_d6(struct dow_state *s)
{
	return (die_roll_value(&die_d6, &s->rng));
}

/* exposure_face - the face survivor gi rolls: twice, the better, with
 * best_exposure (a move card's, or a modifier's: a once one is spent) */

static int
exposure_face(struct dow_state *s, int gi, int best, struct pb_buf *log)
{
	int face = one_face(s), again;

	/* The faces are in order of harm: blank, wound, frostbite, bite. */
	if (best || dow_take_mod(s, gi, DOW_MOD_BEST_EXPOSURE, 1)) {
		again = one_face(s);
		pb_buf_line(log, "%s rolls the exposure die twice (%s, %s) and keeps the better.",
		    dow_surv_name(s, s->group[gi].card), face_names[face], face_names[again]);
		if (again < face)
			face = again;
	}
	return (face);
}

/* take_wound - one wound token; "Forest Plum <what> (2 wounds)." */

static void
take_wound(struct dow_state *s, int gi, int frostbite, const char *what, struct pb_buf *log)
{
	struct dow_group *g = group_at(s, gi);
	const char       *name = dow_surv_name(s, g->card);
	int               limit;

	/* Modifiers: no_frostbite, wounds_to_kill (dow_effect.h). */
	if (frostbite && dow_equip_mod(s, gi, DOW_MOD_NO_FROSTBITE)) {
		pb_buf_line(
		    log, "%s is protected from frostbite: the wound is a regular one.", name);
		frostbite = 0;
	}
	if ((limit = dow_equip_mod(s, gi, DOW_MOD_WOUNDS_TO_KILL)) <= 0)
		limit = DOW_DEADLY_WOUNDS;

	g->wounds++;
	if (frostbite)
		g->frost++;
	if (g->frost > 0)
		pb_buf_line(log, "%s %s (%d wound%s, %d of them frostbite).", name, what, g->wounds,
		    g->wounds == 1 ? "" : "s", g->frost);
	else
		pb_buf_line(
		    log, "%s %s (%d wound%s).", name, what, g->wounds, g->wounds == 1 ? "" : "s");
	if (g->wounds >= limit)
		dow_kill(
		    s, gi, limit == DOW_DEADLY_WOUNDS ? "three wounds" : "too many wounds", log);
}

/* dow_exposure - roll the exposure die for survivor gi, apply it, return the face */

int
dow_exposure(struct dow_state *s, int gi, struct pb_buf *log)
{
	return (dow_exposure_best(s, gi, 0, log));
}

/* dow_exposure_best - the same, rolled twice keeping the better when best */

int
dow_exposure_best(struct dow_state *s, int gi, int best, struct pb_buf *log)
{
	const char *name = dow_surv_name(s, group_at(s, gi)->card);
	int         face;

	face = exposure_face(s, gi, best, log);
	switch (face) {
	case DOW_WOUND:
		take_wound(s, gi, 0, "rolls for exposure: wound", log);
		break;
	case DOW_FROSTBITE:
		take_wound(s, gi, 1, "rolls for exposure: frostbite", log);
		break;
	case DOW_BITE:
		pb_buf_line(log, "%s rolls for exposure: bite.", name);
		dow_bite(s, gi, log);
		break;
	default:
		pb_buf_line(log, "%s rolls for exposure: blank.", name);
		break;
	}
	return (face);
}

/* dow_wound - one wound token (frostbite if set); 3 kill */

void
dow_wound(struct dow_state *s, int gi, int frostbite, struct pb_buf *log)
{
	int card = group_at(s, gi)->card, loc = group_at(s, gi)->loc;

	take_wound(
	    s, gi, frostbite, frostbite ? "receives a frostbite wound" : "receives a wound", log);
	if (frostbite)
		dow_emit(s, DOW_EV_FROSTBITE, card, loc, -1, -1, 0);
}

/* dow_frostbite_turn - start of seat's turn: 1 wound per frostbitten survivor */

void
dow_frostbite_turn(struct dow_state *s, int seat, struct pb_buf *log)
{
	int *cards, n = 0, i, gi;

	/* Collect first: a wound can kill, and killing moves the groups. */
	cards = pb_calloc((size_t)s->ngroup + 1, sizeof(*cards));
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && s->group[i].frost > 0)
			cards[n++] = s->group[i].card;
	for (i = 0; i < n && s->phase != DOW_PHASE_ENDED; i++)
		if ((gi = dow_group_find(s, cards[i])) >= 0)
			take_wound(s, gi, 0, "suffers from frostbite and receives a wound", log);
	free(cards);
}

/* ---- killing ------------------------------------------------------ */

/* equip_return - a dead survivor's equipped items: hand (colony) or deck */

static void
equip_return(struct dow_state *s, struct dow_group *g, struct pb_buf *log)
{
	struct deck *to;
	int          i;

	if (g->equip.n == 0)
		return;
	to = g->loc == DOW_COLONY ? &s->pl[g->seat].hand : &s->deck[g->loc];
	for (i = 0; i < g->equip.n; i++) {
		deck_push(to, g->equip.v[i]);
		if (g->loc == DOW_COLONY)
			pb_buf_line(log, "%s's %s goes back to player %d's hand.",
			    dow_surv_name(s, g->card), dow_item_name(s, g->equip.v[i]), g->seat);
		else
			pb_buf_line(log, "%s's %s is shuffled into the %s deck.",
			    dow_surv_name(s, g->card), dow_item_name(s, g->equip.v[i]),
			    dow_loc_title(g->loc));
	}
	if (g->loc != DOW_COLONY)
		deck_shuffle(to, &s->rng);
	/* The group struct is about to be overwritten: release its pile. */
	deck_clear(&g->equip);
}

/* hand_to_box - a seat's hand is removed from the game */

static void
hand_to_box(struct dow_state *s, int seat, struct pb_buf *log)
{
	struct deck *hand = &s->pl[seat].hand;

	if (hand->n == 0)
		return;
	pb_buf_line(log, "Player %d removes the %d card%s of their hand from the game.", seat,
	    hand->n, hand->n == 1 ? "" : "s");
	deck_append(&s->box, hand);
}

/* group_remove - survivor gi leaves s->group, the others keep their order */

static void
group_remove(struct dow_state *s, int gi)
{
	memmove(s->group + gi, s->group + gi + 1, (size_t)(s->ngroup - gi - 1) * sizeof(*s->group));
	s->ngroup--;
	memset(s->group + s->ngroup, 0, sizeof(*s->group));
}

/* new_leader - the seat's follower with the highest influence leads */

static void
new_leader(struct dow_state *s, int seat, struct pb_buf *log)
{
	int i, best = -1;

	/*
	 * The rules let the controller choose the new leader (C8).  The
	 * game does not stop for it: the follower with the highest
	 * influence leads at once, and the player may name another with
	 * "leader NAME", once, whenever it likes (dow_act_relead).
	 */
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat
		    && (best < 0
		        || influence(s, s->group[i].card) > influence(s, s->group[best].card)))
			best = i;
	if (best < 0)
		return;
	s->group[best].leader = 1;
	pb_buf_line(log, "%s becomes player %d's group leader.",
	    dow_surv_name(s, s->group[best].card), seat);
	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && i != best) {
			s->pl[seat].relead = 1;
			pb_buf_line(log, "(Player %d may name another leader: leader NAME.)", seat);
			break;
		}
}

/* dow_act_relead - "leader NAME" in the rounds: the seat's new leader */

enum pb_rc
dow_act_relead(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const char *names[64], *ids[64];
	int         gis[64], n = 0, i, hit, used;

	(void)res;
	if (!s->pl[seat].relead)
		return (pb_err_set(err, PB_EDATA,
		    "your group leader changes only when it leaves play: then you may name"
		    " another"));
	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat == seat) {
			gis[n] = i;
			names[n] = s->pack->surv[s->group[i].card].n.name;
			ids[n++] = s->pack->surv[s->group[i].card].n.id;
		}
	if ((hit = lex_match(names, ids, (size_t)n, l->argv + 1, l->argc - 1, &used)) < 0
	    || used != l->argc - 1)
		return (pb_err_set(err, PB_EDATA, "name one of your survivors: leader NAME"));
	for (i = 0; i < n; i++)
		s->group[gis[i]].leader = i == hit;
	s->pl[seat].relead = 0;
	pb_buf_line(&s->journal, "Player %d names %s group leader.", seat, names[hit]);
	return (PB_OK);
}

/* replace_last - a seat lost its last survivor: a new leader, or out */

static void
replace_last(struct dow_state *s, int seat, struct pb_buf *log)
{
	int card;

	/*
	 * The new survivor always comes into the colony, even a full one
	 * (E38): the rules give it no other place, and the set-up puts
	 * every survivor there.  An exiled seat is then asked to send it
	 * out (dow_send_wait()).
	 */
	if (s->opt.elimination || s->survivors.n == 0) {
		s->pl[seat].out = 1;
		hand_to_box(s, seat, log);
		pb_buf_line(log, "Player %d has no survivor left and is out of the game.", seat);
		return;
	}
	card = deck_pop(&s->survivors);
	pb_buf_line(log, "Player %d draws a new survivor.", seat);
	dow_add_survivor(s, seat, card, DOW_COLONY, log);
}

/* leave_play - survivor gi leaves play, killed or removed; see "Killing" */

static void
leave_play(struct dow_state *s, int gi, const char *why, int killed, struct pb_buf *log)
{
	struct dow_group *g = group_at(s, gi);
	int               seat = g->seat, card = g->card, leader = g->leader, last;

	/* (1) The last survivor: the hand goes before the survivor does. */
	pb_buf_line(
	    log, "%s %s (%s).", dow_surv_name(s, card), killed ? "dies" : "leaves the game", why);
	last = dow_seat_survivors(s, seat) == 1;
	if (last && !s->opt.elimination)
		hand_to_box(s, seat, log);

	/* (2)-(3) Equipped items, then the card, leave. */
	equip_return(s, g, log);
	deck_push(&s->surv_out, card);
	group_remove(s, gi);

	/* (4)-(5) A new leader, or a new survivor. */
	if (last)
		replace_last(s, seat, log);
	else if (leader)
		new_leader(s, seat, log);

	/* (6) Morale: only a killing, and not of an exiled seat's survivor. */
	if (killed && !s->pl[seat].exiled)
		dow_morale(s, -1, log);
}

/* dow_kill - survivor gi dies; see "Killing" in the header */

void
dow_kill(struct dow_state *s, int gi, const char *why, struct pb_buf *log)
{
	int card = group_at(s, gi)->card, loc = group_at(s, gi)->loc;

	leave_play(s, gi, why, 1, log);
	dow_emit(s, DOW_EV_KILLED, card, loc, -1, -1, 0);
}

/* dow_seat_remove - the moderator removes a seat: its survivors and hand
 * leave the game (no morale loss, no new survivor), the seat is out */

void
dow_seat_remove(struct dow_state *s, int seat, struct pb_buf *log)
{
	int i;

	pb_buf_line(log, "The moderator removes Player %d from the game.", seat);
	s->pl[seat].out = 1;
	s->pl[seat].dice.n = 0;
	s->pl[seat].relead = 0;
	hand_to_box(s, seat, log);
	for (i = s->ngroup - 1; i >= 0; i--) {
		if (s->group[i].seat != seat)
			continue;
		pb_buf_line(log, "%s leaves the game.", dow_surv_name(s, s->group[i].card));
		equip_return(s, &s->group[i], log);
		deck_push(&s->surv_out, s->group[i].card);
		group_remove(s, i);
	}
}

/* dow_remove - survivor gi is removed from the game, not killed: no morale loss */

void
dow_remove(struct dow_state *s, int gi, const char *why, struct pb_buf *log)
{
	leave_play(s, gi, why, 0, log);
}

/* ---- bites -------------------------------------------------------- */

/* wait_clear - the game waits for nobody */

static void
wait_clear(struct dow_state *s)
{
	s->wait.kind = DOW_W_NONE;
	s->wait.seat = 0;
	s->wait.survivor = -1;
	s->wait.loc = 0;
	s->wait.cards.n = 0;
}

/* dow_bite - survivor gi is bitten: it dies and the bite spreads */

void
dow_bite(struct dow_state *s, int gi, struct pb_buf *log)
{
	int loc = group_at(s, gi)->loc, next, card, seat;

	dow_emit(s, DOW_EV_BITTEN, group_at(s, gi)->card, loc, -1, -1, 0);

	/*
	 * The bite spreads to a survivor "that shared a location with the
	 * bitten survivor" [EN]: chosen before the death, so a new leader
	 * drawn by that death is never the target.
	 */
	next = lowest_at(s, loc, gi);
	card = next >= 0 ? s->group[next].card : -1;
	seat = next >= 0 ? s->group[next].seat : 0;
	dow_kill(s, gi, "bitten", log);
	if (s->phase == DOW_PHASE_ENDED)
		return;
	if (card < 0) {
		pb_buf_line(log, "The bite stops: nobody else is at the %s.", dow_loc_title(loc));
		return;
	}
	wait_clear(s);
	s->wait.kind = DOW_W_BITE;
	s->wait.seat = seat;
	s->wait.survivor = card;
	s->wait.loc = loc;
	pb_buf_line(log,
	    "The bite spreads to %s: player %d chooses to kill it, or to roll the exposure die"
	    " (a blank saves it).",
	    dow_surv_name(s, card), seat);
}

/* dow_bite_answer - the bite decision: 0 the survivor dies, 1 roll the die */

enum pb_rc
dow_bite_answer(struct dow_state *s, int seat, int roll, struct pb_buf *log, struct pb_err *err)
{
	int gi, face;

	/* Sanity checks. */
	if (s->wait.kind != DOW_W_BITE)
		return (pb_err_set(err, PB_EDATA, "No bite is waiting for a decision."));
	if (seat != s->wait.seat)
		return (pb_err_set(
		    err, PB_EDATA, "The bite decision belongs to player %d.", s->wait.seat));
	if (roll != 0 && roll != 1)
		return (pb_err_set(err, PB_EDATA, "Answer the bite with kill or roll."));
	if ((gi = dow_group_find(s, s->wait.survivor)) < 0)
		pb_panic("dow_bite_answer: survivor %d is not in play", s->wait.survivor);

	/* Option 1: the survivor dies, the bite stops. */
	wait_clear(s);
	if (roll == 0) {
		dow_kill(s, gi, "chose to die", log);
		return (PB_OK);
	}

	/* Option 2: a blank saves it, any other face kills and spreads. */
	face = exposure_face(s, gi, 0, log);
	pb_buf_line(log, "%s rolls the exposure die against the bite: %s.",
	    dow_surv_name(s, s->group[gi].card), face_names[face]);
	if (face == DOW_BLANK)
		pb_buf_line(
		    log, "%s survives and the bite stops.", dow_surv_name(s, s->group[gi].card));
	else
		dow_bite(s, gi, log);
	return (PB_OK);
}

/* ---- morale ------------------------------------------------------- */

/* dow_morale - move the morale track; at 0 the game ends */

void
dow_morale(struct dow_state *s, int delta, struct pb_buf *log)
{
	if (delta == 0 || s->phase == DOW_PHASE_ENDED)
		return;
	s->morale += delta;
	if (s->morale < 0)
		s->morale = 0;
	pb_buf_line(log, "Morale %s by %d to %d.", delta < 0 ? "falls" : "rises",
	    delta < 0 ? -delta : delta, s->morale);
	if (s->morale == 0)
		dow_game_over(s, "morale", log);
}

/* ---- zombies ------------------------------------------------------ */

/* overrun - an entrance of loc is overrun: one survivor there dies */

static void
overrun(struct dow_state *s, int loc, struct pb_buf *log)
{
	int gi;

	if ((gi = lowest_at(s, loc, -1)) >= 0) {
		dow_kill(s, gi, "overrun", log);
	} else if (s->helpless[loc] > 0) {
		s->helpless[loc]--;
		pb_buf_line(
		    log, "A helpless survivor dies at the %s (overrun).", dow_loc_title(loc));
		dow_morale(s, -1, log);
	} else {
		pb_buf_line(log, "Nobody is at the %s to die.", dow_loc_title(loc));
	}
}

/* add_one - one zombie at entrance e of loc */

static void
add_one(struct dow_state *s, int loc, int e, struct pb_buf *log)
{
	char where[64];

	if (loc == DOW_COLONY)
		snprintf(where, sizeof(where), "Colony entrance %d", e + 1);
	else
		snprintf(where, sizeof(where), "%s", dow_loc_title(loc));
	if (dow_entr_room(s, loc, e) > 0) {
		s->zombies[loc][e]++;
		pb_buf_line(log, "A zombie arrives at the %s.", where);
	} else if (s->barricades[loc][e] > 0) {
		s->barricades[loc][e]--;
		pb_buf_line(
		    log, "A zombie at the full %s breaks a barricade and is removed.", where);
	} else {
		pb_buf_line(log, "The %s is overrun.", where);
		overrun(s, loc, log);
	}
}

/* dow_add_zombies - add n zombies at loc, one at a time [IT p.13] */

void
dow_add_zombies(struct dow_state *s, int loc, int n, struct pb_buf *log)
{
	int nent, i;

	loc_check("dow_add_zombies", loc);
	nent = s->pack->loc[loc].entrances;
	if (nent < 1 || nent > DOW_MAXENTR)
		pb_panic("dow_add_zombies: %s has %d entrances", dow_loc_title(loc), nent);
	/* E27: every batch starts again at entrance 1. */
	for (i = 0; i < n && s->phase != DOW_PHASE_ENDED; i++)
		add_one(s, loc, i % nent, log);
}

/* kill_die_of - the d6 result that keeps a killed zombie on the main objective, 0 none */

static int
kill_die_of(const struct dow_state *s)
{
	return (s->pack->main[s->main].side[s->expert_side].kill_die);
}

/* busiest_entrance - the entrance of loc with the most zombies, lowest on a tie */

static int
busiest_entrance(const struct dow_state *s, int loc)
{
	int e, best = 0;

	for (e = 1; e < s->pack->loc[loc].entrances; e++)
		if (s->zombies[loc][e] > s->zombies[loc][best])
			best = e;
	return (best);
}

/* dow_kill_zombie - kill 1 zombie at loc; 1 if killed, 0 if none */

int
dow_kill_zombie(struct dow_state *s, int loc, struct pb_buf *log)
{
	return (dow_kill_zombie_at(s, loc, -1, log));
}

/* dow_kill_zombie_at - the same at entrance e (0-based) while it has
 * one; -1 or an empty entrance: the entrance with the most */

int
dow_kill_zombie_at(struct dow_state *s, int loc, int e, struct pb_buf *log)
{
	int die, r;

	loc_check("dow_kill_zombie", loc);
	if (dow_loc_zombies(s, loc) == 0)
		return (0);
	if (e < 0 || e >= s->pack->loc[loc].entrances || s->zombies[loc][e] == 0)
		e = busiest_entrance(s, loc);
	s->zombies[loc][e]--;
	s->kills++;
	if (loc == DOW_COLONY)
		pb_buf_line(log, "A zombie is killed at Colony entrance %d.", e + 1);
	else
		pb_buf_line(log, "A zombie is killed at the %s.", dow_loc_title(loc));
	if ((die = kill_die_of(s)) > 0) {
		r = dow_d6(s);
		if (r >= die)
			s->samples++;
		pb_buf_line(log, "The main objective roll is %d: %s (%d on the card).", r,
		    r >= die ? "the zombie goes on the card" : "not kept", s->samples);
	}
	return (1);
}

/* ---- survivors ---------------------------------------------------- */

/* dow_add_survivor - survivor card comes into play for seat at loc */

void
dow_add_survivor(struct dow_state *s, int seat, int card, int loc, struct pb_buf *log)
{
	struct dow_group *g;
	int               leader;

	loc_check("dow_add_survivor", loc);
	if (seat < 1 || seat > s->nseats || card < 0 || card >= s->pack->nsurv)
		pb_panic("dow_add_survivor: seat %d card %d out of range", seat, card);
	if (dow_group_find(s, card) >= 0)
		pb_panic("dow_add_survivor: %d already in play", card);
	leader = dow_seat_survivors(s, seat) == 0;
	s->group = pb_realloc(s->group, (size_t)(s->ngroup + 1) * sizeof(*s->group));
	g = &s->group[s->ngroup++];
	memset(g, 0, sizeof(*g));
	g->card = card;
	g->seat = seat;
	g->loc = loc;
	g->leader = leader;
	pb_buf_line(log, "%s joins player %d at the %s%s.", dow_surv_name(s, card), seat,
	    dow_loc_title(loc), leader ? " as group leader" : "");
}
