/*++
/* NAME
/*	notify 3h
/* SUMMARY
/*	render a mail for one recipient and queue it in the outbox
/* SYNOPSIS
/*	#include "arbiter/notify.h"
/* DESCRIPTION
/*	notify_seat() renders template tmpl for one seat of a loaded game,
/*	from that seat's view only (privacy by construction), with the
/*	envelope fields added under "mail" (game id, title, seat, a fresh
/*	move token, the seed hash, the arbiter's address) and the members
/*	of extra (borrowed) added at the top level.  It composes the
/*	message (threaded on the game: References holds the game's root
/*	id, In-Reply-To the player's message when given) and inserts it
/*	in the outbox.  It must run inside the caller's transaction (D1).
/*
/*	notify_seat_json() does the same and attaches part (borrowed) as
/*	an application/json part a mail client may ignore (the structured
/*	acknowledgement of a reply, apply.c); it sets part's member
/*	"token" to the mail's move token.  The envelope's "policy" member
/*	is the game's policy (policy.h), so every mail can say it.
/*
/*	notify_address() does the same for a mail that is not about a seat
/*	of a loaded game (a reply to an unknown sender, a warning to a
/*	registered address): view is the whole view, borrowed.
/*
/*	Each mail is rendered with the template set of its game's kind
/*	and the recipient's locale (pbemd_render_game(); game 0, or a game
/*	the store lacks: the set for no game).
/*
/*	key is a short word that makes the Message-ID unique and stable:
/*	the id is "pbemd.G.SEQ.SEAT.KEY@DOMAIN".
/*
/*	notify_seat() builds the view in the seat's locale.  The envelope
/*	also carries the view contract of game.h: mail.headline,
/*	mail.must_act, mail.ended and mail.waiting (each seat the game
/*	waits on: seat, name, decision in the reader's language, me),
/*	mail.has_actions and mail.actions (to a seat the game waits on:
/*	the commands it can send now, one line each, the "example" of
/*	each help() entry when there is one, else its "usage", at most
/*	NOTIFY_ACTIONS of them; has_actions is false for any other seat
/*	and for the public view), which is all a shared template may know
/*	of a game.
/*	notify_notices() sets extra's "notices" to what a result (NULL:
/*	none) tells one seat alone, for the shared partial "notices".
/*	notify_public_mail() is the envelope of a public view (observers),
/*	with the same contract for no seat.  notify_trace is a seam for the tests:
/*	when set, it is called with every template name, locale and view
/*	(borrowed) just before the mail is rendered.
/*
/*	Pictures: a mail whose template rendered the partial "board" (the
/*	same set of mails whatever the templates become) carries a PNG of
/*	the board (multipart/related, compose(3)) when the game has a
/*	picture() and the seat did not say "pictures off" (observers get
/*	it always).  The picture of a seat's mail is drawn from the game's
/*	public view in the seat's language (with the envelope of a public
/*	view, notify_public_mail()), the board every reader sees; what is
/*	the seat's own (hand, dice, headline) its text tells.  A mail of
/*	no loaded game (observers) has its picture drawn from the very view
/*	its text was rendered from.  So a picture shows no secret; a
/*	drawing that fails is logged and the mail goes without it.  A
/*	picture is drawn once for mails whose views are equal but for the
/*	reader's own member "observer" (an observer's code, which no
/*	picture shows), among the last few views drawn: the seats of a
/*	game share one drawing per update and language, and so do its
/*	observers, each mail a copy of it.
/*	notify_picture_trace is a seam for
/*	the tests: it is called with that view before the game draws
/*	(png_len 0) and after (the PNG's length) when it drew.  A picture
/*	is drawn on an image as tall as the tallest picture of its game so
/*	far (notify_picture_tall, 1088, at first), and again on one as tall
/*	as it when it did not fit; the tests lower notify_picture_tall to
/*	make a game's first picture be drawn twice.
/*
/*	notify_draw_text() draws the picture of a view saved as text (the
/*	late pictures of notify_late()) for a game of kind: *png (caller
/*	frees) and *len; PB_ENOENT when the game draws none for it, else
/*	why it failed.  It is what the daemon's drawer runs (drawer(3));
/*	with p->drawer set, each late picture is sent to the drawer as it
/*	is queued, and notify_late() takes the drawer's PNG when it has it.
/*--*/

#ifndef NOTIFY_H
#define NOTIFY_H

#include <stdint.h>

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"

struct store_out;

#define NOTIFY_ACTIONS 6 /* commands shown at the top of a mail */

enum pb_rc notify_seat(struct pbemd *, struct gamectl *, int seat, const char *tmpl, json_t *extra,
    const char *in_reply_to, const char *key, struct pb_err *);
enum pb_rc notify_seat_json(struct pbemd *, struct gamectl *, int seat, const char *tmpl,
    json_t *extra, const char *in_reply_to, const char *key, json_t *part, struct pb_err *);
enum pb_rc notify_address(struct pbemd *, int64_t game, int seat, const char *to,
    const char *locale, const char *tmpl, json_t *view, const char *in_reply_to, const char *key,
    struct pb_err *);

void       notify_notices(const struct game_result *, int seat, json_t *extra);
enum pb_rc notify_late(struct pbemd *, const struct store_out *, char **mail, struct pb_err *);
enum pb_rc notify_draw_text(const char *kind, const char *locale, const char *text,
    unsigned char **png, size_t *len, struct pb_err *why);
json_t    *notify_public_mail(struct pbemd *, const struct gamectl *, const char *locale);

extern void (*notify_trace)(const char *tmpl, const char *locale, json_t *view);
extern void (*notify_picture_trace)(const json_t *view, size_t png_len);
extern int notify_picture_tall;

#endif
