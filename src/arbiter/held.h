/*++
/* NAME
/*	held 3h
/* SUMMARY
/*	commands held for the seat's confirmation; a seat's further addresses
/* SYNOPSIS
/*	#include "arbiter/held.h"
/* DESCRIPTION
/*	See held.c.  Only for the steps of arbiter(3) (auth.c).
/*--*/

#ifndef HELD_H
#define HELD_H

#include "arbiter/arbiter_private.h"
#include "store/store.h"

#define HELD_CODELEN 8  /* base32 characters of a confirmation code */
#define HELD_SUBJECT 60 /* characters of a Subject quoted in a warning */
#define HELD_ECHO 200   /* characters of a held line echoed in a mail */

enum pb_rc held_sender_ok(struct arb *, const struct store_seat *, int *ok);
enum pb_rc held_hold(struct arb *, const struct store_seat *);
enum pb_rc held_reply(struct arb *, int *handled);
enum pb_rc held_also(struct arb *, const struct store_seat *, int *handled);
char      *held_subject(const char *subject);
int        held_word(const char *const *words, const char *line, const char **rest);

#endif
