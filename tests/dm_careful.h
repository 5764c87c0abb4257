/*++
/* NAME
/*	dm_careful 3h
/* SUMMARY
/*	Dark Moon: the careful bots of the tests and of dm-balance
/* SYNOPSIS
/*	#include "dm_careful.h"
/*
/*	int	dm_careful_score(const struct dm_state *s, int seat,
/*			const char *line);
/*	int	dm_careful_pick(const struct dm_state *s, int seat,
/*			const struct dm_lines *l, struct pb_rng *bot);
/*
/*	char	*dm_careful_aside(const struct dm_state *s, int seat);
/* DESCRIPTION
/*	A careful bot plays its team: the Uninfected repair the worst
/*	track, submit their best dice, stop when the Task is made, pass
/*	when they hold little; the Infected submit their worst and reveal
/*	when a track reaches 4.  With Shadow Corporation each reveals its
/*	best Corporation die (the Infected the worst), wants itself
/*	authorized and, Uninfected, no one else; an Uninfected backs a
/*	takeoff only aboard and when the others aboard are more likely
/*	clean than not, an Infected when aboard; the Uninfected and the
/*	target oppose an Amputation, the Infected back it; the Commander
/*	breaks a tie as it voted; an Uninfected retrieves a die of each
/*	colour when it can.  dm_careful_score() is how much it likes a
/*	line; dm_careful_pick() the index of the line it sends among l
/*	(ties broken by the bot's own random stream).
/*	dm_careful_aside() is a line it sends beside the decisions the
/*	game waits for, which dm_lines() leaves out: a Threat claim (an
/*	Uninfected claims its own card once done, an Infected whatever it
/*	did), the Exposure its card asks; NULL when none.  With Threats an
/*	Uninfected does its card's act as soon as it is active, on a
/*	target the red vote cannot harm when there is one (pbemd-dm(7)
/*	BALANCE), and, in quarantine when its act needs it free, first
/*	calls its own release.
/* SEE ALSO
/*	check_dm_bots(1), dm-balance(1), pbemd-dm(7) BALANCE.
/*--*/

#ifndef DM_CAREFUL_H
#define DM_CAREFUL_H

#include "core/rng.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"

int dm_careful_score(const struct dm_state *, int, const char *);
int dm_careful_pick(const struct dm_state *, int, const struct dm_lines *, struct pb_rng *);
char *dm_careful_aside(const struct dm_state *, int);

#endif
