/*++
/* NAME
/*	arbiter 3h
/* SUMMARY
/*	one incoming message, one transaction
/* SYNOPSIS
/*	#include "arbiter/arbiter.h"
/* DESCRIPTION
/*	struct pbemd is the running context every program shares: the
/*	configuration, the store, the token key and the templates.
/*	pbemd_open() opens all of them from a configuration file (the
/*	store must exist: `pbemctl init` creates it); pbemd_close(NULL) is
/*	a no-op.  pbemd_render() returns the template set of a locale
/*	(loaded once, borrowed until pbemd_close()).
/*
/*	arbiter_process() turns one raw message into exactly one
/*	transaction (DESIGN.md): it classifies, authenticates by move
/*	token, applies the command lines through the game module, appends
/*	the move log, and queues every reply in the outbox, all committed
/*	together.  *outcome receives a short word for the log: "applied",
/*	"duplicate", "bounce", "auto-reply", "over-limit",
/*	"unauthenticated", "bad-token", "stale-token", "token-misuse",
/*	"unknown-game", "resent", "ignored".
/*
/*	Durability invariants, cited in the code:
/*	(D1) the state, the move log, the inbox row and the replies of one
/*	message are committed in one transaction, or none of them is;
/*	(D2) a message leaves its source (Maildir new/) only after that
/*	transaction has committed (the caller does it: see pbemd.c);
/*	(D3) a message whose Message-ID, or whose (game, seat, token, text)
/*	digest, is already in the inbox table has no effect.
/* DIAGNOSTICS
/*	PB_OK when the message was dealt with, whatever its outcome (a bad
/*	mail is data, not an error); PB_ETEMP when it must be retried
/*	(database busy); other codes for a broken installation.
/*--*/

#ifndef ARBITER_H
#define ARBITER_H

#include <stddef.h>

#include "core/config.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "store/store.h"

#define PBEMD_LOCALES 3

struct pbemd {
	struct pb_config *cf;
	struct store     *st;
	unsigned char     key[TOKEN_KEYLEN];
	struct render    *render[PBEMD_LOCALES];
};

enum pb_rc pbemd_open(const char *conf, struct pbemd **, struct pb_err *);
enum pb_rc pbemd_open_cf(struct pb_config *, struct pbemd **, struct pb_err *);
void       pbemd_close(struct pbemd *);
enum pb_rc pbemd_render(
    struct pbemd *, const char *locale, const struct render **, struct pb_err *);

enum pb_rc arbiter_process(
    struct pbemd *, const char *raw, size_t len, const char **outcome, struct pb_err *);

#endif
