/*++
/* NAME
/*	deadline 3h
/* SUMMARY
/*	the clock of games: deadlines, reminders, late notices, defaults
/* SYNOPSIS
/*	#include "arbiter/deadline.h"
/* DESCRIPTION
/*	A game's clock has settings (table clocks, JSON, fixed when the
/*	game is created from [time] of pbemd.conf(5) and the options given
/*	then, changed later by the moderator's "set"):
/*
/*	key		meaning				default
/*	deadline.KIND	time for a decision of KIND	[time] deadline.KIND,
/*			(a kind the game declares:	else [time] deadline,
/*			game_ops.decisions)		else the hours the game
/*							declares for it
/*	reminder	a reminder this long before	12h (0: none)
/*	grace		after the deadline, before the	12h (0: none)
/*			default action
/*	late_notices	tell every player who is late	no
/*	days_off	weekdays that do not count	none
/*	absence_max	absences per player per game	14d
/*	tz		the zone of days_off, and of	UTC
/*			new players
/*
/*	The life of one wait (table waits), for one seat:
/*
/*	 decision()  --sync-->  waiting --reminder time-->  reminded
/*	 begins                    |                           |
/*	                           +------deadline------> late (told)
/*	                                                       |
/*	   answered (any stage) --sync--> gone   <--grace--- default action
/*
/*	transition			function
/*	(none) -> waiting		deadline_sync()
/*	waiting -> reminded		deadline_pass(): clock_wait()
/*	reminded -> late		clock_wait()
/*	late -> gone (default applied)	clock_default(), then deadline_sync()
/*	any -> gone (answered)		deadline_sync() after the mail
/*
/*	Invariants: (T1) a wait row exists exactly for the seats whose
/*	decision() is not NULL, as of the last sync (every transaction
/*	that changes a game ends with deadline_sync() before its mails are
/*	rendered, so every mail shows the current deadline); (T2) a wait
/*	keeps its deadline while the seat waits on the same kind of
/*	decision in the same round (decision_round(), core/game.h: a turn
/*	given in several mails keeps one deadline; the next round's turn,
/*	begun by the seat's own last line, gets a new one; a wait stored
/*	before the round was (-1) is kept until its decision changes);
/*	(T3) the clock acts only on waits whose due time has come, in a
/*	game whose clock is not paused, one transaction per game.
/*
/*	Decisions are processed the moment the last answer arrives (early
/*	processing is the game's own: a vote is tallied when the last vote
/*	comes, not at the deadline); the deadline matters only for those
/*	who do not answer.  A deadline that falls within an absence of the
/*	seat moves to the absence's end plus the shorter of the decision's
/*	time and one day.  Pausing stops every deadline; resuming moves
/*	them by the time the game was paused.
/*
/*	deadline_game_new() writes a new game's clock (settings overlaid
/*	on the defaults: settings is an object of the keys above, values
/*	as in "set"; moderator an address or NULL) and syncs its waits.
/*	deadline_sync() brings the waits of a loaded game in line with
/*	decision() (T1).  deadline_view() is the "time" member of a seat's
/*	mail: whether the game waits on it, the decision, the deadline in
/*	the seat's zone and language, whether the clock is paused, and at
/*	the end the list of moderator actions (caller frees).
/*	deadline_wait_find() is the wait of a seat in a list of waits,
/*	or NULL.  Both are read only and live in deadline_view.c, below
/*	notify(3), which shows them in every mail (arbiter.h, LAYERS).
/*
/*	deadline_pass() is the clock: for every game with a wait due, in
/*	one transaction per game, it sends reminders, late notices and
/*	applies default actions with their mails.  *acted counts the
/*	games it changed.
/*
/*	deadline_set() applies "set KEY VALUE" to a game's settings;
/*	deadline_pause() and deadline_resume() stop and restart its clock;
/*	deadline_extend() moves the deadline of one seat (0: every seat)
/*	by secs; deadline_absent() records an absence of a seat, checked
/*	against the cap; deadline_back() ends the seat's absences now.
/*	They run inside the caller's transaction and return PB_EDATA with
/*	a reason a player or moderator reads.
/*
/*	deadline_default() applies the game's default action for a seat
/*	now (forced: by the moderator) as a move of seat 0 and mails the
/*	seat its line and the others the news; PB_EDATA when the game
/*	waits on nothing from it or has no default that applies.
/*
/*	deadline_news() names the template that tells the others of a
/*	change ("update" with the board, or "modnote" during the set-up).
/*
/*	deadline_default_tz() is the zone of new players; deadline_locale_ok()
/*	tells whether pbemd writes a language.  deadline_moderator() is the
/*	moderator address of a game (its own, else [pbemd] moderator, else
/*	NULL), caller frees.  deadline_settings_json() returns a game's
/*	settings (caller frees).
/*--*/

#ifndef DEADLINE_H
#define DEADLINE_H

#include <stdint.h>

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"

enum pb_rc deadline_game_new(struct pbemd *, struct gamectl *, json_t *settings,
    const char *moderator, int max_seats, struct pb_err *);
enum pb_rc deadline_sync(struct pbemd *, struct gamectl *, struct pb_err *);
json_t    *deadline_view(struct pbemd *, const struct gamectl *, int seat);
enum pb_rc deadline_pass(struct pbemd *, int *acted, struct pb_err *);
enum pb_rc deadline_set(
    struct pbemd *, struct gamectl *, const char *key, const char *value, struct pb_err *);
enum pb_rc deadline_pause(struct pbemd *, struct gamectl *, struct pb_err *);
enum pb_rc deadline_resume(struct pbemd *, struct gamectl *, struct pb_err *);
enum pb_rc deadline_extend(
    struct pbemd *, struct gamectl *, int seat, int64_t secs, struct pb_err *);
enum pb_rc deadline_absent(
    struct pbemd *, struct gamectl *, int seat, int64_t start, int64_t end, struct pb_err *);
enum pb_rc deadline_default(
    struct pbemd *, struct gamectl *, int seat, int forced, struct pb_err *);
enum pb_rc  deadline_back(struct pbemd *, struct gamectl *, int seat, struct pb_err *);
const char *deadline_default_tz(const struct pbemd *);
const char *deadline_news(const struct gamectl *);
int         deadline_locale_ok(const char *);
char       *deadline_moderator(struct pbemd *, int64_t game);
json_t     *deadline_settings_json(struct pbemd *, int64_t game);

/* deadline_view.c */
struct store_wait *deadline_wait_find(struct store_wait **, size_t n, int seat);

#endif
