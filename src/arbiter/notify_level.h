/*++
/* NAME
/*	notify_level 3h
/* SUMMARY
/*	fewer mails: a notification level per seat, news kept for the
/*	seat's next mail, moderator notices held and paired
/* SYNOPSIS
/*	#include "arbiter/notify_level.h"
/* DESCRIPTION
/*	Each seat has a notification level, which it sets with the command
/*	"mail every|waiting|digest" (Italian "posta ogni|attesa|riassunto",
/*	Spanish "correo todo|espera|resumen"):
/* .IP every
/*	a mail for every event, as pbemd always did.
/* .IP waiting
/*	(the default) news mail goes out only when it concerns the seat:
/*	the game starts to wait on it (decision() names another kind than
/*	when it was last mailed, game.h), or the game asked for a mail to
/*	it (res->mail, a private notice: a bite, a request, a vote to
/*	answer).  Other news wait for its next mail.
/* .IP digest
/*	every news waits; once a day ([notify] digest_hour, UTC) a seat
/*	with news gets one mail of them.  Replies to its own mails,
/*	reminders and late notices still go at once.
/* .PP
/*	Nothing is lost: what a seat at level every would read in the
/*	events and notices of a news mail, a seat at another level reads,
/*	in the same order, in the "since" list of its next mail (the shared
/*	partial "since", which the templates of notify_level_shows() hold).
/*	The queue (store_notify_push()) is written in the transaction of the
/*	move that made the news, and emptied in the one of the mail that
/*	carries it.
/*
/*	notify_news() is the news mail of template tmpl to a seat: sent now
/*	(notify_seat()) or queued by its level; asked is true when the game
/*	asked for a mail to that seat.  notify_mod() is a moderator's
/*	notice (word the command word, "pause"): held [notify] hold_minutes
/*	for the seats mailed about it (level every, or waiting and waited
/*	on), queued for the others; a "resume" that follows a held "pause"
/*	undoes it: both become news for the next mail, and no mail goes.
/*	With hold_minutes 0 it is mailed at once to those seats.
/*
/*	notify_level_since() is called by notify_seat_json() for every
/*	seat mail: it records the decision the seat is mailed about and,
/*	when tmpl shows them, moves the seat's queue into view's "since".
/*
/*	notify_level_pass() (from deadline_pass()) sends the held notices
/*	whose newest is older than [notify] hold_minutes, in one "modnote"
/*	mail per seat, and the digests due; *acted counts the mails.
/*
/*	notify_cmds is the table of the command MAIL (corecmd.h).
/*--*/

#ifndef NOTIFY_LEVEL_H
#define NOTIFY_LEVEL_H

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"

enum pb_rc notify_news(struct pbemd *, struct gamectl *, int seat, const char *tmpl, json_t *extra,
    const char *key, int asked, struct pb_err *);
enum pb_rc notify_mod(struct pbemd *, struct gamectl *, int seat, const char *word,
    const char *note, struct pb_err *);
enum pb_rc notify_level_since(
    struct pbemd *, struct gamectl *, int seat, const char *tmpl, json_t *view, struct pb_err *);
enum pb_rc notify_level_pass(struct pbemd *, int *acted, struct pb_err *);
int        notify_level_shows(const char *tmpl);

extern const struct corecmd notify_cmds[];

#endif
