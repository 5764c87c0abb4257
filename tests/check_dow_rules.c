/*++
/* NAME
/*	check_dow_rules 1
/* SUMMARY
/*	Dead of Winter rules: harm, zombies, the colony phase
/* SYNOPSIS
/*	tests/check_dow_rules
/* DESCRIPTION
/*	Each case builds a complete state directly (the real content pack,
/*	dow_state_new(), a fixed seed, every card in a pile, survivors put
/*	into play with dow_add_survivor()), so the cases do not depend on
/*	the set-up.  After every case the state must pass dow_state_check()
/*	(S1-S3: items, survivors and objectives conserved) and every seat
/*	with a survivor in play has exactly one leader.  Rulebook examples
/*	are exact.
/*
/*	Test ids:
/*	rules-1.*	queries and survivors coming into play
/*	rules-2.*	the exposure die, wounds, frostbite
/*	rules-3.*	killing: leader, equipped items, last survivor,
/*			elimination, exiled controller, removal
/*	rules-4.*	bites: spread to the lowest influence, both answers,
/*			refusals
/*	rules-5.*	adding and killing zombies: IT p.13 example,
/*			barricades, overruns
/*	rules-6.*	the crisis (IT p.13 example) and the colony phase:
/*			food, starvation, waste, zombies, noise, objective,
/*			rounds, first player, morale 0
/*
/*	With DOW_RULES_LOG set in the environment, each case prints the
/*	public log it produced.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pack.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/dow/dow.h"

/* Local. */
#include "testrun.h"

#ifndef PB_SRCDIR
#define PB_SRCDIR "."
#endif

struct rules_case {
	const char *id;
	const char *label;
	void (*run)(struct dow_state *, struct pb_buf *);
};

static struct dow_pack         *pack;
static const struct rules_case *cur;
static struct pb_buf           *cur_log;

#define LOGTEXT (cur_log && cur_log->s ? cur_log->s : "")

#define CHECK(e) ck_assert_msg((e), "%s %s: %s\n--- log:\n%s", cur->id, cur->label, #e, LOGTEXT)

#define CHECK_EQ(a, b)                                                                             \
	do {                                                                                       \
		long a_ = (long)(a), b_ = (long)(b);                                               \
		ck_assert_msg(a_ == b_, "%s %s: %s is %ld, expected %ld\n--- log:\n%s", cur->id,   \
		    cur->label, #a, a_, b_, LOGTEXT);                                              \
	} while (0)

#define CHECK_LOG(text)                                                                            \
	ck_assert_msg(strstr(LOGTEXT, (text)) != NULL, "%s %s: log lacks \"%s\"\n--- log:\n%s",    \
	    cur->id, cur->label, (text), LOGTEXT)

/* ---- building a state ---------------------------------------------- */

/* FIND_ID - return the index of card id want in arr[count], or fail */

#define FIND_ID(arr, count, want)                                                                  \
	do {                                                                                       \
		int i_;                                                                            \
		for (i_ = 0; i_ < (count); i_++)                                                   \
			if (strcmp((arr)[i_].n.id, (want)) == 0)                                   \
				return (i_);                                                       \
		ck_abort_msg("no card %s in the pack", (want));                                    \
		return (-1);                                                                       \
	} while (0)

/* surv_id - survivor index by id */

static int
surv_id(const char *id)
{
	FIND_ID(pack->surv, pack->nsurv, id);
}

/* crisis_id - crisis index by id */

static int
crisis_id(const char *id)
{
	FIND_ID(pack->crisis, pack->ncrisis, id);
}

/* main_id - main objective index by id */

static int
main_id(const char *id)
{
	FIND_ID(pack->main, pack->nmain, id);
}

/* new_state - a complete state, every card in a pile, nobody in play */

static struct dow_state *
new_state(int nseats)
{
	struct dow_state *s = dow_state_new(pack);
	unsigned char     seed[PB_SEED_LEN];
	int               i, deck;

	memset(seed, 0, sizeof(seed));
	memcpy(seed, "check_dow_rules", 15);
	pb_rng_init(&s->rng, seed, 0);
	s->nseats = nseats;
	s->phase = DOW_PHASE_ROUND;
	s->main = main_id("we-need-more-samples");
	s->morale = 10;
	s->rounds = 6;
	s->round = 1;
	s->first_player = 1;
	s->opt.exposure[DOW_BLANK] = 6;
	s->opt.exposure[DOW_WOUND] = 3;
	s->opt.exposure[DOW_FROSTBITE] = 2;
	s->opt.exposure[DOW_BITE] = 1;
	for (i = 0; i < pack->ninst; i++) {
		deck = pack->item[pack->inst[i]].deck;
		deck_push(deck > DOW_COLONY && deck < DOW_NLOCS ? &s->deck[deck] : &s->box, i);
	}
	for (i = pack->nsurv - 1; i >= 0; i--)
		deck_push(&s->survivors, i);
	for (i = 0; i < pack->ncrisis; i++)
		deck_push(&s->crises, i);
	for (i = 0; i < pack->nxroads; i++)
		deck_push(&s->xroads, i);
	for (i = 0; i < pack->nobj; i++)
		deck_push(&s->obj_box, i);
	return (s);
}

/* play - survivor id comes from the deck into play; its group index */

static int
play(struct dow_state *s, int seat, const char *id, int loc)
{
	int card = surv_id(id), at;

	at = deck_find(&s->survivors, card);
	ck_assert_msg(at >= 0, "%s is not in the survivor deck", id);
	deck_remove_at(&s->survivors, at);
	dow_add_survivor(s, seat, card, loc, NULL);
	return (dow_group_find(s, card));
}

/* gi_of - group index of a survivor id, -1 when not in play */

static int
gi_of(const struct dow_state *s, const char *id)
{
	return (dow_group_find(s, surv_id(id)));
}

/* dead - the survivor id is out of the game */

static int
dead(const struct dow_state *s, const char *id)
{
	return (deck_find(&s->surv_out, surv_id(id)) >= 0 && gi_of(s, id) < 0);
}

/* take_item - an item instance of a type, out of the box or a deck */

static int
take_item(struct dow_state *s, int type)
{
	struct deck *p;
	int              loc, i, inst;

	for (loc = 0; loc < DOW_NLOCS; loc++) {
		p = loc == DOW_COLONY ? &s->box : &s->deck[loc];
		for (i = 0; i < p->n; i++) {
			if (pack->item[pack->inst[p->v[i]]].type != type)
				continue;
			inst = p->v[i];
			deck_remove_at(p, i);
			return (inst);
		}
	}
	ck_abort_msg("no item of type %s left", dow_type_name(type));
	return (-1);
}

/* equip - an item instance of a type equipped to group gi */

static int
equip(struct dow_state *s, int gi, int type)
{
	int inst = take_item(s, type);

	deck_push(&s->group[gi].equip, inst);
	return (inst);
}

/* to_hand - an item instance of a type into a seat's hand */

static int
to_hand(struct dow_state *s, int seat, int type)
{
	int inst = take_item(s, type);

	deck_push(&s->pl[seat].hand, inst);
	return (inst);
}

/* set_die - the exposure die faces */

static void
set_die(struct dow_state *s, int blank, int wound, int frost, int bite)
{
	s->opt.exposure[DOW_BLANK] = blank;
	s->opt.exposure[DOW_WOUND] = wound;
	s->opt.exposure[DOW_FROSTBITE] = frost;
	s->opt.exposure[DOW_BITE] = bite;
}

/* leaders_ok - every seat with survivors in play has exactly one leader */

static int
leaders_ok(const struct dow_state *s)
{
	int k, i, n, lead;

	for (k = 1; k <= s->nseats; k++) {
		for (n = lead = i = 0; i < s->ngroup; i++) {
			n += s->group[i].seat == k;
			lead += s->group[i].seat == k && s->group[i].leader;
		}
		if (n > 0 && lead != 1)
			return (0);
	}
	return (1);
}

/* ---- rules-1: queries ---------------------------------------------- */

/* t_queries - rules-1.1 */

static void
t_queries(struct dow_state *s, struct pb_buf *log)
{
	int a, b;

	a = play(s, 1, "forest-plum", DOW_COLONY);
	b = play(s, 1, "mike-cho", DOW_COLONY);
	play(s, 2, "sparky", DOW_SCHOOL);
	s->helpless[DOW_COLONY] = 2;
	CHECK(s->group[a].leader && !s->group[b].leader);
	CHECK_EQ(dow_group_find(s, surv_id("sparky")), 2);
	CHECK_EQ(dow_group_find(s, surv_id("brian-lee")), -1);
	CHECK_EQ(dow_loc_people(s, DOW_COLONY), 4);
	CHECK_EQ(dow_loc_people(s, DOW_SCHOOL), 1);
	CHECK_EQ(dow_loc_room(s, DOW_COLONY), pack->loc[DOW_COLONY].spaces - 4);
	s->helpless[DOW_SCHOOL] = pack->loc[DOW_SCHOOL].spaces + 3;
	CHECK_EQ(dow_loc_room(s, DOW_SCHOOL), 0);
	s->helpless[DOW_SCHOOL] = 0;
	s->zombies[DOW_COLONY][4] = 1;
	s->barricades[DOW_COLONY][4] = 1;
	s->zombies[DOW_COLONY][0] = 2;
	CHECK_EQ(dow_entr_room(s, DOW_COLONY, 4), pack->loc[DOW_COLONY].entrance_spaces - 2);
	CHECK_EQ(dow_loc_zombies(s, DOW_COLONY), 3);
	CHECK_EQ(dow_seat_survivors(s, 1), 2);
	CHECK_EQ(dow_seat_survivors(s, 3), 0);
	CHECK(strcmp(dow_surv_name(s, surv_id("forest-plum")), "Forest Plum") == 0);
	CHECK(strcmp(dow_loc_title(DOW_GAS), "Gas Station") == 0);
	CHECK(strcmp(dow_loc_title(DOW_COLONY), "Colony") == 0);
	dow_add_survivor(s, 3, deck_pop(&s->survivors), DOW_LIBRARY, log);
	CHECK_LOG("joins player 3 at the Library as group leader.");
}

/* ---- rules-2: exposure and wounds ---------------------------------- */

/* replica_face - the face the exposure die shows for a copy of the stream */

static int
replica_face(struct pb_rng *r, const int *f)
{
	int v = (int)pb_rng_below(r, (uint32_t)(f[0] + f[1] + f[2] + f[3])), face;

	for (face = 0; face < 3 && v >= f[face]; face++)
		v -= f[face];
	return (face);
}

/* t_exposure_faces - rules-2.1: 1200 rolls of the 6/3/2/1 die, exact */

static void
t_exposure_faces(struct dow_state *s, struct pb_buf *log)
{
	struct pb_rng r;
	int           count[4] = { 0, 0, 0, 0 }, i, gi, face, card = surv_id("forest-plum");

	play(s, 1, "mike-cho", DOW_COLONY);
	play(s, 1, "forest-plum", DOW_POLICE);
	s->morale = 100000;
	for (i = 0; i < 1200; i++) {
		gi = dow_group_find(s, card);
		r = s->rng;
		face = dow_exposure(s, gi, NULL);
		CHECK_EQ(face, replica_face(&r, s->opt.exposure));
		count[face]++;
		/* Undo the face: heal, or bring Forest back. */
		if ((gi = dow_group_find(s, card)) >= 0) {
			s->group[gi].wounds = s->group[gi].frost = 0;
		} else {
			deck_remove_at(&s->surv_out, deck_find(&s->surv_out, card));
			dow_add_survivor(s, 1, card, DOW_POLICE, NULL);
		}
		CHECK_EQ(s->wait.kind, DOW_W_NONE);
	}
	CHECK_EQ(count[DOW_BLANK], 573);
	CHECK_EQ(count[DOW_WOUND], 331);
	CHECK_EQ(count[DOW_FROSTBITE], 197);
	CHECK_EQ(count[DOW_BITE], 99);
	CHECK_EQ(s->morale, 100000 - count[DOW_BITE]);
	(void)log;
}

/* t_exposure_apply - rules-2.2: each face applied */

static void
t_exposure_apply(struct dow_state *s, struct pb_buf *log)
{
	int gi;

	gi = play(s, 1, "forest-plum", DOW_COLONY);
	play(s, 1, "mike-cho", DOW_COLONY);
	set_die(s, 1, 0, 0, 0);
	CHECK_EQ(dow_exposure(s, gi, log), DOW_BLANK);
	CHECK_EQ(s->group[gi].wounds, 0);
	set_die(s, 0, 1, 0, 0);
	CHECK_EQ(dow_exposure(s, gi, log), DOW_WOUND);
	CHECK_LOG("Forest Plum rolls for exposure: wound (1 wound).");
	set_die(s, 0, 0, 1, 0);
	CHECK_EQ(dow_exposure(s, gi, log), DOW_FROSTBITE);
	CHECK_EQ(s->group[gi].wounds, 2);
	CHECK_EQ(s->group[gi].frost, 1);
	CHECK_LOG("Forest Plum rolls for exposure: frostbite (2 wounds, 1 of them frostbite).");
	set_die(s, 0, 0, 0, 1);
	CHECK_EQ(dow_exposure(s, gi, log), DOW_BITE);
	CHECK(dead(s, "forest-plum"));
	CHECK_LOG("Forest Plum rolls for exposure: bite.\nForest Plum dies (bitten).");
	/* Mike was at the colony too: the bite spreads to him. */
	CHECK_EQ(s->wait.kind, DOW_W_BITE);
	CHECK_EQ(s->wait.survivor, surv_id("mike-cho"));
}

/* t_three_wounds - rules-2.3: a third wound of any kind kills */

static void
t_three_wounds(struct dow_state *s, struct pb_buf *log)
{
	int gi;

	gi = play(s, 2, "olivia-brown", DOW_HOSPITAL);
	play(s, 2, "thomas-heart", DOW_COLONY);
	dow_wound(s, gi, 1, log);
	dow_wound(s, gi, 0, log);
	CHECK_EQ(s->group[gi].wounds, 2);
	CHECK_EQ(s->group[gi].frost, 1);
	CHECK_EQ(s->morale, 10);
	dow_wound(s, gi, 0, log);
	CHECK(dead(s, "olivia-brown"));
	CHECK_LOG("Olivia Brown dies (three wounds).");
	CHECK_EQ(s->morale, 9);
	CHECK_EQ(s->ngroup, 1);
}

/* t_frostbite_turn - rules-2.4: 1 wound per turn however many frostbites */

static void
t_frostbite_turn(struct dow_state *s, struct pb_buf *log)
{
	int a, b, c, d;

	a = play(s, 1, "forest-plum", DOW_COLONY);
	b = play(s, 1, "mike-cho", DOW_SCHOOL);
	c = play(s, 1, "ashley-ross", DOW_COLONY);
	d = play(s, 2, "sparky", DOW_COLONY);
	s->group[a].wounds = s->group[a].frost = 1;
	s->group[b].wounds = 2;
	s->group[b].frost = 2;
	s->group[d].wounds = s->group[d].frost = 1;
	(void)c;
	dow_frostbite_turn(s, 1, log);
	CHECK_EQ(s->group[gi_of(s, "forest-plum")].wounds, 2);
	CHECK_EQ(s->group[gi_of(s, "forest-plum")].frost, 1);
	CHECK(dead(s, "mike-cho"));
	CHECK_EQ(s->group[gi_of(s, "ashley-ross")].wounds, 0);
	CHECK_EQ(s->group[gi_of(s, "sparky")].wounds, 1);
	CHECK_LOG("Forest Plum suffers from frostbite and receives a wound (2 wounds, 1 of them"
	          " frostbite).");
	CHECK_EQ(s->morale, 9);
}

/* ---- rules-3: killing ---------------------------------------------- */

/* t_leader - rules-3.1: the follower with the highest influence leads */

static void
t_leader(struct dow_state *s, struct pb_buf *log)
{
	play(s, 1, "brian-lee", DOW_COLONY); /* 68, the leader */
	play(s, 1, "sparky", DOW_COLONY);    /* 3 */
	play(s, 1, "daniel-smith", DOW_GAS); /* 66 */
	play(s, 1, "forest-plum", DOW_GAS);  /* 14 */
	dow_kill(s, gi_of(s, "brian-lee"), "a test", log);
	CHECK(s->group[gi_of(s, "daniel-smith")].leader);
	CHECK(!s->group[gi_of(s, "sparky")].leader);
	CHECK_LOG("Daniel Smith becomes player 1's group leader.");
	CHECK_EQ(s->morale, 9);
	/* A follower dies: the leader stays. */
	dow_kill(s, gi_of(s, "sparky"), "a test", log);
	CHECK(s->group[gi_of(s, "daniel-smith")].leader);
	/* The order of the others is kept. */
	CHECK_EQ(gi_of(s, "daniel-smith"), 0);
	CHECK_EQ(gi_of(s, "forest-plum"), 1);
}

/* t_equip_colony - rules-3.2: equipped items of a colony death go to the hand */

static void
t_equip_colony(struct dow_state *s, struct pb_buf *log)
{
	int gi, i1, i2;

	gi = play(s, 2, "gray-beard", DOW_COLONY);
	play(s, 2, "rosa-quintero", DOW_SCHOOL);
	i1 = equip(s, gi, DOW_WEAPON);
	i2 = equip(s, gi, DOW_TOOL);
	to_hand(s, 2, DOW_FOOD);
	dow_kill(s, gi, "a test", log);
	CHECK_EQ(s->pl[2].hand.n, 3);
	CHECK(deck_find(&s->pl[2].hand, i1) >= 0);
	CHECK(deck_find(&s->pl[2].hand, i2) >= 0);
	CHECK_LOG("goes back to player 2's hand.");
}

/* t_equip_away - rules-3.3: elsewhere they are shuffled into the deck */

static void
t_equip_away(struct dow_state *s, struct pb_buf *log)
{
	int gi, i1, i2, n;

	gi = play(s, 2, "gray-beard", DOW_LIBRARY);
	play(s, 2, "rosa-quintero", DOW_COLONY);
	i1 = equip(s, gi, DOW_WEAPON);
	i2 = equip(s, gi, DOW_MEDICINE);
	n = s->deck[DOW_LIBRARY].n;
	dow_kill(s, gi, "a test", log);
	CHECK_EQ(s->deck[DOW_LIBRARY].n, n + 2);
	CHECK(deck_find(&s->deck[DOW_LIBRARY], i1) >= 0);
	CHECK(deck_find(&s->deck[DOW_LIBRARY], i2) >= 0);
	CHECK_EQ(s->pl[2].hand.n, 0);
	CHECK_LOG("is shuffled into the Library deck.");
}

/* t_last_survivor - rules-3.4: hand out, equipment kept, a new leader */

static void
t_last_survivor(struct dow_state *s, struct pb_buf *log)
{
	int gi, kept, top, box;

	gi = play(s, 3, "harriet-vance", DOW_COLONY);
	play(s, 1, "forest-plum", DOW_COLONY);
	kept = equip(s, gi, DOW_WEAPON);
	to_hand(s, 3, DOW_FOOD);
	to_hand(s, 3, DOW_FUEL);
	top = s->survivors.v[s->survivors.n - 1];
	box = s->box.n;
	dow_kill(s, gi, "a test", log);
	CHECK(dead(s, "harriet-vance"));
	CHECK_EQ(s->box.n, box + 2);
	CHECK_EQ(s->pl[3].hand.n, 1);
	CHECK_EQ(s->pl[3].hand.v[0], kept);
	CHECK((gi = dow_group_find(s, top)) >= 0);
	CHECK(s->group[gi].leader && s->group[gi].seat == 3 && s->group[gi].loc == DOW_COLONY);
	CHECK(!s->pl[3].out);
	CHECK_EQ(s->morale, 9);
	CHECK_LOG("Player 3 removes the 2 cards of their hand from the game.");
}

/* t_elimination - rules-3.5: the elimination variant puts the seat out */

static void
t_elimination(struct dow_state *s, struct pb_buf *log)
{
	int gi, nsurv, box;

	s->opt.elimination = 1;
	gi = play(s, 3, "harriet-vance", DOW_COLONY);
	play(s, 1, "forest-plum", DOW_COLONY);
	equip(s, gi, DOW_WEAPON);
	to_hand(s, 3, DOW_FOOD);
	nsurv = s->survivors.n;
	box = s->box.n;
	dow_kill(s, gi, "a test", log);
	CHECK(s->pl[3].out);
	CHECK_EQ(s->pl[3].hand.n, 0);
	CHECK_EQ(s->box.n, box + 2);
	CHECK_EQ(s->survivors.n, nsurv);
	CHECK_EQ(dow_seat_survivors(s, 3), 0);
	CHECK_EQ(s->morale, 9);
}

/* t_deck_empty - rules-3.6: no survivor left to draw: the seat is out */

static void
t_deck_empty(struct dow_state *s, struct pb_buf *log)
{
	int gi;

	gi = play(s, 2, "sparky", DOW_GROCERY);
	while (s->survivors.n > 0)
		deck_push(&s->surv_out, deck_pop(&s->survivors));
	dow_kill(s, gi, "a test", log);
	CHECK(s->pl[2].out);
	CHECK_LOG("Player 2 has no survivor left and is out of the game.");
}

/* t_exiled_kill - rules-3.7: an exiled seat's survivor costs no morale */

static void
t_exiled_kill(struct dow_state *s, struct pb_buf *log)
{
	play(s, 2, "sparky", DOW_GROCERY);
	play(s, 2, "lenny-farrow", DOW_GROCERY);
	s->pl[2].exiled = 1;
	dow_kill(s, gi_of(s, "sparky"), "a test", log);
	CHECK_EQ(s->morale, 10);
	dow_kill(s, gi_of(s, "lenny-farrow"), "a test", log);
	CHECK_EQ(s->morale, 10);
	CHECK_EQ(dow_seat_survivors(s, 2), 1);
}

/* t_removed - rules-3.8: removed, not killed: the same steps, no morale loss */

static void
t_removed(struct dow_state *s, struct pb_buf *log)
{
	int gi = play(s, 1, "forest-plum", DOW_COLONY), kept;

	kept = equip(s, gi, DOW_TOOL);
	to_hand(s, 1, DOW_FOOD);
	dow_remove(s, gi, "his own ability", log);
	CHECK(dead(s, "forest-plum"));
	CHECK_EQ(s->morale, 10);
	CHECK_EQ(s->pl[1].hand.n, 1);
	CHECK_EQ(s->pl[1].hand.v[0], kept);
	CHECK_EQ(dow_seat_survivors(s, 1), 1);
	CHECK_LOG("Forest Plum leaves the game (his own ability).");
}

/* ---- rules-4: bites ------------------------------------------------ */

/* bite_board - Forest (seat 1), Sparky (seat 2), Bert (seat 3) at the School */

static void
bite_board(struct dow_state *s, struct pb_buf *log)
{
	play(s, 1, "brian-lee", DOW_COLONY);
	play(s, 2, "daniel-smith", DOW_COLONY);
	play(s, 3, "harriet-vance", DOW_COLONY);
	play(s, 1, "forest-plum", DOW_SCHOOL);   /* 14 */
	play(s, 2, "sparky", DOW_SCHOOL);        /* 3 */
	play(s, 3, "bert-kasprzak", DOW_SCHOOL); /* 6 */
	play(s, 3, "marv-tillman", DOW_GAS);     /* 45, elsewhere */
	s->helpless[DOW_SCHOOL] = 2;
	dow_bite(s, gi_of(s, "forest-plum"), log);
}

/* t_bite_spread - rules-4.1: to the lowest influence there, any controller */

static void
t_bite_spread(struct dow_state *s, struct pb_buf *log)
{
	bite_board(s, log);
	CHECK(dead(s, "forest-plum"));
	CHECK_EQ(s->wait.kind, DOW_W_BITE);
	CHECK_EQ(s->wait.seat, 2);
	CHECK_EQ(s->wait.survivor, surv_id("sparky"));
	CHECK_EQ(s->wait.loc, DOW_SCHOOL);
	CHECK_EQ(s->morale, 9);
	CHECK_LOG("The bite spreads to Sparky: player 2 chooses");
}

/* t_bite_refused - rules-4.2: only the waited seat, only 0 or 1 */

static void
t_bite_refused(struct dow_state *s, struct pb_buf *log)
{
	struct pb_err err;
	char         *before, *after;

	CHECK_EQ(dow_bite_answer(s, 2, 0, log, &err), PB_EDATA);
	bite_board(s, log);
	before = dow_state_save(s);
	CHECK_EQ(dow_bite_answer(s, 1, 0, log, &err), PB_EDATA);
	CHECK(strstr(err.msg, "player 2") != NULL);
	CHECK_EQ(dow_bite_answer(s, 2, 2, log, &err), PB_EDATA);
	after = dow_state_save(s);
	CHECK(strcmp(before, after) == 0);
	CHECK_EQ(s->wait.kind, DOW_W_BITE);
	free(before);
	free(after);
}

/* t_bite_die - rules-4.3: answer kill: the survivor dies, the bite stops */

static void
t_bite_die(struct dow_state *s, struct pb_buf *log)
{
	struct pb_err err;

	bite_board(s, log);
	CHECK_EQ(dow_bite_answer(s, 2, 0, log, &err), PB_OK);
	CHECK(dead(s, "sparky"));
	CHECK(gi_of(s, "bert-kasprzak") >= 0);
	CHECK_EQ(s->wait.kind, DOW_W_NONE);
	CHECK_EQ(s->morale, 8);
	CHECK_LOG("Sparky dies (chose to die).");
}

/* t_bite_blank - rules-4.4: answer roll, a blank: it survives, the bite stops */

static void
t_bite_blank(struct dow_state *s, struct pb_buf *log)
{
	struct pb_err err;

	bite_board(s, log);
	set_die(s, 1, 0, 0, 0);
	CHECK_EQ(dow_bite_answer(s, 2, 1, log, &err), PB_OK);
	CHECK(gi_of(s, "sparky") >= 0);
	CHECK_EQ(s->group[gi_of(s, "sparky")].wounds, 0);
	CHECK_EQ(s->wait.kind, DOW_W_NONE);
	CHECK_EQ(s->morale, 9);
	CHECK_LOG("Sparky survives and the bite stops.");
}

/* t_bite_chain - rules-4.5: answer roll, not blank: killed, spreads again */

static void
t_bite_chain(struct dow_state *s, struct pb_buf *log)
{
	struct pb_err err;

	bite_board(s, log);
	set_die(s, 0, 1, 0, 0); /* a wound face kills too [IT/ES/EN Option 2] */
	CHECK_EQ(dow_bite_answer(s, 2, 1, log, &err), PB_OK);
	CHECK(dead(s, "sparky"));
	CHECK_EQ(s->wait.kind, DOW_W_BITE);
	CHECK_EQ(s->wait.seat, 3);
	CHECK_EQ(s->wait.survivor, surv_id("bert-kasprzak"));
	set_die(s, 0, 0, 1, 0);
	CHECK_EQ(dow_bite_answer(s, 3, 1, log, &err), PB_OK);
	CHECK(dead(s, "bert-kasprzak"));
	/* Helpless tokens never catch a bite (E24a). */
	CHECK_EQ(s->wait.kind, DOW_W_NONE);
	CHECK_EQ(s->helpless[DOW_SCHOOL], 2);
	CHECK(gi_of(s, "marv-tillman") >= 0);
	CHECK_EQ(s->morale, 7);
	CHECK_LOG("The bite stops: nobody else is at the School.");
}

/* ---- rules-5: zombies ---------------------------------------------- */

/* t_rulebook_zombies - rules-5.1: IT p.13 "Esempio: Aggiungere Zombie" */

static void
t_rulebook_zombies(struct dow_state *s, struct pb_buf *log)
{
	static const char *const ids[] = { "brian-lee", "daniel-smith", "harriet-vance",
		"gray-beard", "gabriel-diaz", "sophie-robinson", "olivia-brown", "ashley-ross",
		"corinne-bastable", "thomas-heart", "marv-tillman", "amos-whitlock", "loretta-clay",
		"pete-lindqvist" };
	int                      full = pack->loc[DOW_COLONY].entrance_spaces, i, e;
	const char              *p;
	char                     seq[32];
	size_t                   n = 0;

	/* 14 survivors in the colony, entrance 3 full of zombies. */
	for (i = 0; i < (int)PB_NELEM(ids); i++)
		play(s, 1 + i % 3, ids[i], DOW_COLONY);
	s->zombies[DOW_COLONY][2] = full;
	CHECK_EQ(dow_loc_people(s, DOW_COLONY), 14);
	dow_add_zombies(s, DOW_COLONY, (dow_loc_people(s, DOW_COLONY) + 1) / 2, log);

	/* 1, 2, (3 overrun: Pete, the lowest influence, dies), 4, 5, 6, 1. */
	for (p = LOGTEXT; (p = strstr(p, "Colony entrance ")) != NULL && n < sizeof(seq) - 1;) {
		p += strlen("Colony entrance ");
		seq[n++] = *p;
	}
	seq[n] = 0;
	ck_assert_msg(strcmp(seq, "1234561") == 0, "rules-5.1: entrances %s", seq);
	CHECK_LOG("The Colony entrance 3 is overrun.\nPete Lindqvist dies (overrun).");
	CHECK(dead(s, "pete-lindqvist"));
	CHECK_EQ(s->zombies[DOW_COLONY][0], 2);
	CHECK_EQ(s->zombies[DOW_COLONY][1], 1);
	CHECK_EQ(s->zombies[DOW_COLONY][2], full);
	for (e = 3; e < 6; e++)
		CHECK_EQ(s->zombies[DOW_COLONY][e], 1);
	CHECK_EQ(s->morale, 9);
	CHECK_EQ(dow_loc_people(s, DOW_COLONY), 13);
}

/* t_barricade - rules-5.2: a full entrance loses a barricade instead */

static void
t_barricade(struct dow_state *s, struct pb_buf *log)
{
	int full = pack->loc[DOW_POLICE].entrance_spaces;

	play(s, 1, "forest-plum", DOW_POLICE);
	s->zombies[DOW_POLICE][0] = full - 1;
	s->barricades[DOW_POLICE][0] = 1;
	dow_add_zombies(s, DOW_POLICE, 1, log);
	CHECK_EQ(s->barricades[DOW_POLICE][0], 0);
	CHECK_EQ(s->zombies[DOW_POLICE][0], full - 1);
	CHECK(gi_of(s, "forest-plum") >= 0);
	CHECK_LOG("A zombie at the full Police Station breaks a barricade and is removed.");
	dow_add_zombies(s, DOW_POLICE, 1, log);
	CHECK_EQ(s->zombies[DOW_POLICE][0], full);
	CHECK_EQ(s->morale, 10);
}

/* t_overrun_helpless - rules-5.3: survivors die before helpless, then helpless, then nobody */

static void
t_overrun_helpless(struct dow_state *s, struct pb_buf *log)
{
	int full = pack->loc[DOW_HOSPITAL].entrance_spaces;

	play(s, 1, "forest-plum", DOW_COLONY);
	play(s, 2, "sparky", DOW_HOSPITAL);
	s->helpless[DOW_HOSPITAL] = 1;
	s->zombies[DOW_HOSPITAL][0] = full;
	dow_add_zombies(s, DOW_HOSPITAL, 3, log);
	CHECK(dead(s, "sparky"));
	CHECK_EQ(s->helpless[DOW_HOSPITAL], 0);
	CHECK_EQ(s->zombies[DOW_HOSPITAL][0], full);
	CHECK_EQ(s->morale, 8);
	CHECK_LOG("A helpless survivor dies at the Hospital (overrun).");
	CHECK_LOG("Nobody is at the Hospital to die.");
	/* Sparky was seat 2's last survivor: a new one came to the colony. */
	CHECK_EQ(dow_seat_survivors(s, 2), 1);
}

/* t_batches - rules-5.4: every batch starts again at entrance 1 (E27) */

static void
t_batches(struct dow_state *s, struct pb_buf *log)
{
	dow_add_zombies(s, DOW_COLONY, 1, log);
	dow_add_zombies(s, DOW_COLONY, 2, log);
	CHECK_EQ(s->zombies[DOW_COLONY][0], 2);
	CHECK_EQ(s->zombies[DOW_COLONY][1], 1);
	CHECK_EQ(dow_loc_zombies(s, DOW_COLONY), 3);
	dow_add_zombies(s, DOW_LIBRARY, 2, log);
	CHECK_EQ(s->zombies[DOW_LIBRARY][0], 2);
}

/* t_kill_zombie - rules-5.5: the busiest entrance, the lowest on a tie */

static void
t_kill_zombie(struct dow_state *s, struct pb_buf *log)
{
	s->zombies[DOW_COLONY][0] = 1;
	s->zombies[DOW_COLONY][2] = 2;
	s->zombies[DOW_COLONY][4] = 2;
	CHECK_EQ(dow_kill_zombie(s, DOW_COLONY, log), 1);
	CHECK_EQ(s->zombies[DOW_COLONY][2], 1);
	CHECK_EQ(s->zombies[DOW_COLONY][4], 2);
	CHECK_EQ(dow_kill_zombie(s, DOW_COLONY, log), 1);
	CHECK_EQ(s->zombies[DOW_COLONY][4], 1);
	CHECK_EQ(dow_kill_zombie(s, DOW_POLICE, log), 0);
	CHECK_EQ(s->kills, 2);
	CHECK_LOG("A zombie is killed at Colony entrance 3.");
}

/* t_samples - rules-5.6: We Need More Samples keeps a zombie on 4+ (expert 5+) */

static void
t_samples(struct dow_state *s, struct pb_buf *log)
{
	struct pb_rng r = s->rng;
	int           want = 0, i, die;

	s->zombies[DOW_GAS][0] = 3;
	s->zombies[DOW_SCHOOL][0] = 3;
	for (i = 0; i < 6; i++) {
		s->expert_side = i >= 3;
		die = pb_rng_die(&r, 6);
		want += die >= (s->expert_side ? 5 : 4);
		CHECK_EQ(dow_kill_zombie(s, i < 3 ? DOW_GAS : DOW_SCHOOL, log), 1);
		CHECK_EQ(s->samples, want);
	}
	/* The fixed seed rolls 2 5 4 | 3 4 4. */
	CHECK_EQ(want, 2);
	CHECK_EQ(s->kills, 6);
	CHECK_LOG("The main objective roll is ");
	/* Another main objective does not roll. */
	s->main = main_id("kill-them");
	s->zombies[DOW_GAS][0] = 1;
	r = s->rng;
	CHECK_EQ(dow_kill_zombie(s, DOW_GAS, log), 1);
	CHECK(memcmp(&r, &s->rng, sizeof(r)) == 0);
}

/* ---- rules-6: the crisis and the colony phase ---------------------- */

/* set_crisis - reveal crisis id and put cards of types into it */

static void
set_crisis(struct dow_state *s, const char *id, const int *types, int n)
{
	int i;

	s->crisis = crisis_id(id);
	deck_remove_at(&s->crises, deck_find(&s->crises, s->crisis));
	for (i = 0; i < n; i++)
		deck_push(&s->contrib, take_item(s, types[i]));
}

/* t_rulebook_crisis - rules-6.1: IT p.13 "Esempio: Risolvere una Crisi" */

static void
t_rulebook_crisis(struct dow_state *s, struct pb_buf *log)
{
	static const int cards[] = { DOW_FUEL, DOW_FUEL, DOW_WEAPON, DOW_FUEL };
	int              box, crisis = crisis_id("fuel-shortage");

	set_crisis(s, "fuel-shortage", cards, 4);
	box = s->box.n;
	dow_crisis_resolve(s, log);
	CHECK_LOG("3 points needed");
	CHECK_LOG("2 points: the crisis is not prevented.");
	CHECK_EQ(s->crisis, -1);
	CHECK_EQ(s->contrib.n, 0);
	CHECK_EQ(s->box.n, box + 4);
	CHECK(deck_find(&s->crises_out, crisis) >= 0);
	/* Its fail effect: "Lose 1 morale." (nobody in the colony to freeze). */
	CHECK_EQ(s->morale, 9);
}

/* t_crisis_bonus - rules-6.2: N + 2 raises morale (a card without a bonus of its own); exiled seats do not count */

static void
t_crisis_bonus(struct dow_state *s, struct pb_buf *log)
{
	static const int cards[] = { DOW_FUEL, DOW_FUEL, DOW_FUEL, DOW_FUEL };

	s->pl[3].exiled = 1;
	set_crisis(s, "power-outage", cards, 4);
	dow_crisis_resolve(s, log);
	CHECK_LOG("2 points needed");
	CHECK_LOG("4 points: the crisis is prevented.");
	CHECK_EQ(s->morale, 11);
}

/* t_crisis_exact - rules-6.3: exactly N prevents, without a bonus */

static void
t_crisis_exact(struct dow_state *s, struct pb_buf *log)
{
	static const int cards[] = { DOW_FUEL, DOW_FOOD, DOW_FUEL, DOW_FUEL, DOW_FUEL };

	set_crisis(s, "fuel-shortage", cards, 5);
	dow_crisis_resolve(s, log);
	CHECK_LOG("3 points: the crisis is prevented.");
	CHECK_LOG("(food, does not match)");
	CHECK_EQ(s->morale, 10);
}

/* t_food - rules-6.4: 1 food per 2 people in the colony, helpless included */

static void
t_food(struct dow_state *s, struct pb_buf *log)
{
	play(s, 1, "forest-plum", DOW_COLONY);
	play(s, 1, "mike-cho", DOW_COLONY);
	play(s, 2, "sparky", DOW_COLONY);
	play(s, 3, "ashley-ross", DOW_COLONY);
	play(s, 3, "daniel-smith", DOW_GAS);
	s->helpless[DOW_COLONY] = 1;
	s->food = 4;
	dow_colony_phase(s, log);
	CHECK_EQ(s->food, 1);
	CHECK_EQ(s->starvation, 0);
	CHECK_LOG("The colony eats 3 food (1 left).");
	CHECK_EQ(s->morale, 10);
}

/* t_starvation - rules-6.5: short: nothing paid, 1 morale per token */

static void
t_starvation(struct dow_state *s, struct pb_buf *log)
{
	play(s, 1, "forest-plum", DOW_COLONY);
	s->helpless[DOW_COLONY] = 4;
	s->food = 2;
	s->starvation = 1;
	dow_colony_phase(s, log);
	CHECK_EQ(s->food, 2);
	CHECK_EQ(s->starvation, 2);
	CHECK_EQ(s->morale, 8);
}

/* t_waste - rules-6.6: 1 morale per full 10 waste cards */

static void
t_waste(struct dow_state *s, struct pb_buf *log)
{
	int i;

	for (i = 0; i < 29; i++)
		deck_push(&s->waste, take_item(s, pack->item[pack->inst[s->box.v[0]]].type));
	dow_colony_phase(s, log);
	CHECK_EQ(s->morale, 8);
	CHECK_LOG("The waste pile holds 29 cards.");
}

/* t_phase_zombies - rules-6.7: colony 1 per 2 rounded up, elsewhere 1 each */

static void
t_phase_zombies(struct dow_state *s, struct pb_buf *log)
{
	play(s, 1, "forest-plum", DOW_COLONY);
	play(s, 2, "mike-cho", DOW_COLONY);
	play(s, 3, "sparky", DOW_COLONY);
	s->helpless[DOW_COLONY] = 2;
	play(s, 1, "ashley-ross", DOW_GROCERY);
	s->helpless[DOW_GROCERY] = 1;
	s->helpless[DOW_LIBRARY] = 1;
	s->food = 10;
	dow_colony_phase(s, log);
	CHECK_EQ(dow_loc_zombies(s, DOW_COLONY), 3);
	CHECK_EQ(
	    s->zombies[DOW_COLONY][0] + s->zombies[DOW_COLONY][1] + s->zombies[DOW_COLONY][2], 3);
	CHECK_EQ(s->zombies[DOW_GROCERY][0], 2);
	CHECK_EQ(s->zombies[DOW_LIBRARY][0], 1);
	CHECK_EQ(s->zombies[DOW_SCHOOL][0], 0);
	CHECK_EQ(s->rounds, 5);
}

/* t_noise - rules-6.8: one d6 per noise token, 3 or lower adds a zombie */

static void
t_noise(struct dow_state *s, struct pb_buf *log)
{
	static const int noise[DOW_NLOCS] = { 0, 2, 0, 3, 0, 0, 4 };
	struct pb_rng    r = s->rng;
	int              want[DOW_NLOCS], loc, k, hits = 0;

	/* Nobody anywhere, no crisis: the noise rolls are the first draws. */
	for (loc = 0; loc < DOW_NLOCS; loc++) {
		s->noise[loc] = noise[loc];
		for (want[loc] = k = 0; k < noise[loc]; k++)
			want[loc] += pb_rng_die(&r, 6) <= 3;
		if (want[loc] > pack->loc[loc].entrance_spaces)
			want[loc] = pack->loc[loc].entrance_spaces;
		hits += want[loc];
	}
	dow_colony_phase(s, log);
	for (loc = 0; loc < DOW_NLOCS; loc++) {
		CHECK_EQ(s->zombies[loc][0], want[loc]);
		CHECK_EQ(s->noise[loc], 0);
	}
	/* The fixed seed rolls 2 5 | 4 3 4 | 4 5 5 4. */
	CHECK_EQ(want[DOW_POLICE], 1);
	CHECK_EQ(want[DOW_SCHOOL], 1);
	CHECK_EQ(want[DOW_HOSPITAL], 0);
	CHECK_LOG("Noise at the School: 3, a zombie comes.\nA zombie arrives at the School.");
	CHECK_LOG("Noise at the Police Station: ");
	CHECK(hits > 0);
}

/* t_first_player - rules-6.9: the token passes RIGHT, skipping seats out */

static void
t_first_player(struct dow_state *s, struct pb_buf *log)
{
	s->nseats = 4;
	s->first_player = 4;
	dow_colony_phase(s, log);
	CHECK_EQ(s->first_player, 3);
	s->first_player = 1;
	dow_colony_phase(s, log);
	CHECK_EQ(s->first_player, 4);
	s->pl[4].out = 1;
	s->first_player = 1;
	dow_colony_phase(s, log);
	CHECK_EQ(s->first_player, 3);
	CHECK_LOG("The first player token passes to player 3.");
	CHECK_EQ(s->rounds, 3);
}

/* t_morale_zero - rules-6.10: morale 0 ends the game at once */

static void
t_morale_zero(struct dow_state *s, struct pb_buf *log)
{
	play(s, 1, "forest-plum", DOW_COLONY);
	play(s, 2, "mike-cho", DOW_COLONY);
	s->morale = 1;
	s->food = 0;
	s->noise[DOW_POLICE] = 2;
	dow_colony_phase(s, log);
	CHECK_EQ(s->phase, DOW_PHASE_ENDED);
	CHECK_EQ(s->morale, 0);
	CHECK_EQ(s->rounds, 6);
	CHECK_EQ(s->first_player, 1);
	CHECK_EQ(dow_loc_zombies(s, DOW_COLONY), 0);
	CHECK_EQ(s->noise[DOW_POLICE], 2);
}

/* t_rounds_out - rules-6.11: the last round ends the game */

static void
t_rounds_out(struct dow_state *s, struct pb_buf *log)
{
	s->rounds = 1;
	dow_colony_phase(s, log);
	CHECK_EQ(s->phase, DOW_PHASE_ENDED);
	CHECK_EQ(s->rounds, 0);
	CHECK_EQ(s->first_player, 1);
}

/* t_reset - rules-6.12: the round's counters start again */

static void
t_reset(struct dow_state *s, struct pb_buf *log)
{
	int gi = play(s, 1, "forest-plum", DOW_SCHOOL);

	s->pl[2].given = 3;
	s->group[gi].used = 5;
	dow_colony_phase(s, log);
	CHECK_EQ(s->pl[2].given, 0);
	CHECK_EQ(s->group[gi_of(s, "forest-plum")].used, 0);
}

/* t_objective - rules-6.13: the main objective ends the game in step 5 */

static void
t_objective(struct dow_state *s, struct pb_buf *log)
{
	/* We Need More Samples: 3 zombies on the card per player. */
	s->samples = 3 * s->nseats;
	s->food = 0;
	play(s, 1, "forest-plum", DOW_COLONY);
	dow_colony_phase(s, log);
	CHECK_EQ(s->phase, DOW_PHASE_ENDED);
	CHECK_EQ(s->rounds, 6);
	/* Steps 1-4 ran first. */
	CHECK_EQ(s->starvation, 1);
	CHECK_EQ(s->zombies[DOW_COLONY][0], 1);
	CHECK(strstr(LOGTEXT, "rounds left") == NULL);
}

/* ---- the table and the runner ------------------------------------- */

static const struct rules_case cases[] = {
	{ "rules-1.1", "queries and a survivor coming into play", t_queries },
	{ "rules-2.1", "exposure die faces, 1200 rolls, exact", t_exposure_faces },
	{ "rules-2.2", "each exposure face applied", t_exposure_apply },
	{ "rules-2.3", "three wounds of any kind kill", t_three_wounds },
	{ "rules-2.4", "frostbite: 1 wound a turn", t_frostbite_turn },
	{ "rules-3.1", "leader replaced by the highest influence", t_leader },
	{ "rules-3.2", "equipped items of a colony death to the hand", t_equip_colony },
	{ "rules-3.3", "equipped items elsewhere to the deck", t_equip_away },
	{ "rules-3.4", "last survivor: hand out, new leader", t_last_survivor },
	{ "rules-3.5", "last survivor, elimination variant", t_elimination },
	{ "rules-3.6", "last survivor, empty survivor deck", t_deck_empty },
	{ "rules-3.7", "exiled seat: no morale loss", t_exiled_kill },
	{ "rules-3.8", "removed from the game, not killed", t_removed },
	{ "rules-4.1", "bite spreads to the lowest influence", t_bite_spread },
	{ "rules-4.2", "bite answers refused", t_bite_refused },
	{ "rules-4.3", "bite answer: kill", t_bite_die },
	{ "rules-4.4", "bite answer: roll a blank", t_bite_blank },
	{ "rules-4.5", "bite answer: roll, killed, spreads on", t_bite_chain },
	{ "rules-5.1", "IT p.13 example: adding 7 zombies", t_rulebook_zombies },
	{ "rules-5.2", "a barricade absorbs a zombie", t_barricade },
	{ "rules-5.3", "overrun: survivor, helpless, nobody", t_overrun_helpless },
	{ "rules-5.4", "colony batches start at entrance 1", t_batches },
	{ "rules-5.5", "killing zombies", t_kill_zombie },
	{ "rules-5.6", "killed zombies on the main objective", t_samples },
	{ "rules-6.1", "IT p.13 example: Fuel Shortage not prevented", t_rulebook_crisis },
	{ "rules-6.2", "crisis bonus, exiled seats not counted", t_crisis_bonus },
	{ "rules-6.3", "crisis prevented exactly", t_crisis_exact },
	{ "rules-6.4", "paying food", t_food },
	{ "rules-6.5", "starvation", t_starvation },
	{ "rules-6.6", "waste pile", t_waste },
	{ "rules-6.7", "colony phase zombies", t_phase_zombies },
	{ "rules-6.8", "noise rolls", t_noise },
	{ "rules-6.9", "first player passes right", t_first_player },
	{ "rules-6.10", "morale 0 ends at once", t_morale_zero },
	{ "rules-6.11", "the last round", t_rounds_out },
	{ "rules-6.12", "round counters reset", t_reset },
	{ "rules-6.13", "main objective met in step 5", t_objective },
};

/* rules_case - run case _i on a fresh 3-seat state, then the invariants */

START_TEST(rules_case)
{
	struct dow_state *s = new_state(3);
	struct pb_buf     log;

	pb_buf_init(&log);
	cur = &cases[_i];
	cur_log = &log;
	cur->run(s, &log);
	if (getenv("DOW_RULES_LOG") != NULL)
		printf("== %s %s\n%s", cur->id, cur->label, LOGTEXT);
	CHECK(dow_state_check(s));
	CHECK(leaders_ok(s));
	cur_log = NULL;
	pb_buf_free(&log);
	dow_state_free(s);
}
END_TEST

/* rules_suite - the suite */

static Suite *
rules_suite(void)
{
	Suite *su = suite_create("dow-rules");
	TCase *tc = tcase_create("rules");

	tcase_add_loop_test(tc, rules_case, 0, (int)PB_NELEM(cases));
	suite_add_tcase(su, tc);
	return (su);
}

/* main - load the pack once, run the suite */

int
main(void)
{
	struct pb_err err;
	SRunner      *sr;
	char         *text = NULL;
	int           failed;

	test_timeouts();
	/* Load the pack once: every case (a forked child) shares it. */
	if (pack_read_dir(PB_SRCDIR "/content/dow", &text, &err) != PB_OK
	    || dow_pack_parse(text, &pack, &err) != PB_OK) {
		fprintf(stderr, "check_dow_rules: %s\n", err.msg);
		free(text);
		return (1);
	}
	free(text);

	/* Run. */
	sr = srunner_create(rules_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);

	/* Cleanup. */
	srunner_free(sr);
	dow_pack_free(pack);
	return (failed == 0 ? 0 : 1);
}
