/*++
/* NAME
/*	dice 3h
/* SUMMARY
/*	dice as tables of faces: a d6, an exposure die, any die a pack
/*	describes
/* SYNOPSIS
/*	#include "core/dice.h"
/*
/*	extern const struct die die_d6;
/*
/*	void	die_counts(struct die *d, const int *count, int n);
/*	enum pb_rc die_parse(struct die *d, const char *spec,
/*			struct pb_err *err);
/*	int	die_sides(const struct die *d);
/*	int	die_face(const struct die *d, const char *name);
/*	int	die_roll(const struct die *d, struct pb_rng *rng);
/*	int	die_roll_value(const struct die *d, struct pb_rng *rng);
/* DESCRIPTION
/*	A die is a table of faces: face i is shown by count[i] of its
/*	sides, is worth value[i] (a number of pips, a number of hits, or
/*	a game's own code) and is written name[i] in packs and logs.  The
/*	die has die_sides() sides: the sum of the counts.  A struct die
/*	holds no pointer: it may be copied, kept in a game's options, or
/*	built on the stack for one roll.
/*
/*	die_roll() draws exactly one pb_rng_below(die_sides()) = v from
/*	the game's stream and returns the face it falls on, the faces laid
/*	out in table order: face 0 when v < count[0], face 1 when v <
/*	count[0] + count[1], and so on.  A die of N faces counted 1 worth
/*	1..N is therefore pb_rng_die(N) draw for draw: die_d6 (faces "1"
/*	to "6") rolls as pb_rng_die(6) did, and games stored before the
/*	toolkit replay the same.  die_roll_value() is the value of the face
/*	rolled.  A die with no side is a broken rule (pb_panic).
/*
/*	die_counts() makes a die of n faces from their counts: face i is
/*	worth i (an enum of the game's) and is named by its number.
/*	die_parse() reads a die from pack data: faces separated by commas
/*	or spaces, each NAME or NAME*COUNT ("blank*6, wound*3, frostbite*2,
/*	bite" is Dead of Winter's exposure die; "1 2 3 4 5 6" a d6; "+1*2
/*	+2*2 0 -1" a die of numbers).  A face whose name is an integer is
/*	worth it, any other face its position.  die_face() is the index of
/*	the face so named, -1 when none is.
/* DIAGNOSTICS
/*	die_parse(): PB_EDATA for an empty die, more than DIE_MAXFACES
/*	faces, a name longer than DIE_NAMELEN - 1 bytes or outside
/*	a-z, 0-9, + and -, a count outside 0..DIE_MAXCOUNT, a face named
/*	twice, or no side at all; d is unchanged then.
/* SEE ALSO
/*	rng(3), the random stream.
/*--*/

#ifndef DICE_H
#define DICE_H

#include "core/pb.h"
#include "core/rng.h"

#define DIE_MAXFACES 20
#define DIE_NAMELEN 16
#define DIE_MAXCOUNT 100

struct die {
	int  nfaces;
	int  count[DIE_MAXFACES];             /* sides showing face i */
	int  value[DIE_MAXFACES];             /* what face i is worth */
	char name[DIE_MAXFACES][DIE_NAMELEN]; /* how packs and logs write face i */
};

extern const struct die die_d6;

void       die_counts(struct die *, const int *count, int n);
enum pb_rc die_parse(struct die *, const char *spec, struct pb_err *);
int        die_sides(const struct die *);
int        die_face(const struct die *, const char *name);
int        die_roll(const struct die *, struct pb_rng *);
int        die_roll_value(const struct die *, struct pb_rng *);

#endif
