/*++
/* NAME
/*	moderate 3h
/* SUMMARY
/*	the moderator's commands, by mail and by pbemctl
/* SYNOPSIS
/*	#include "arbiter/moderate.h"
/* DESCRIPTION
/*	One implementation serves both doors: a mail carrying a moderator
/*	token (seat 0: "PBEM-G-0-N-MAC", minted for the game's moderator
/*	address) and pbemctl(1).  The commands:
/*
/*	command			what it does			logged (seat 0)
/*	start			sets up an open game with the	move 0 (setup)
/*				players who joined
/*	pause, resume		stops, restarts the deadlines	pause, resume
/*	extend SEAT|all DUR	moves deadlines by DUR		extend SEAT DUR
/*	replace SEAT ADDR	the seat and its secrets pass	replace SEAT
/*				to ADDR with new tokens; the
/*				old tokens die (token_epoch)
/*	remove SEAT		the game's removal (game.h)	remove SEAT
/*	undo N			back to the state after move N	undo N
/*	force SEAT		the seat's default action now	force SEAT LINE
/*	end			the game ends, all revealed	end
/*	set KEY VALUE		a clock setting (deadline.h)	set KEY VALUE
/*				or moderator ADDR
/*	token			a fresh moderator token		(nothing)
/*
/*	Every action is a move of seat 0 in the hash chain and is
/*	announced to every player (template "modnote", or "update" when
/*	the game changed); at the end of the game the list of them is in
/*	every player's last mail and in the export.  The address given to
/*	replace is not in the chain (players' addresses stay private).
/*
/*	moderate_exec() runs one command line on a loaded game inside the
/*	caller's transaction, queues the players' mails, and sets *text
/*	(caller frees) to what was done, or returns PB_EDATA with the
/*	reason in err (nothing changed).  moderate_run() is the same in a
/*	transaction of its own, for pbemctl.  moderate_token() returns a
/*	moderator token for the game as it is now (caller frees).
/*
/*	The server's moderator creates games by mail: a token of game 0,
/*	seat 0, whose sequence is the installation's moderator epoch
/*	(moderate_server_token(), `pbemctl moderator token [--new]`; a
/*	new epoch kills the older tokens; moderate_server_valid() checks
/*	one), in a mail from [pbemd] moderator.  moderate_server_exec()
/*	runs one line of it in the caller's transaction: "new KIND
/*	--players A,B,..." as `pbemctl game new`, or "open KIND" as
/*	`pbemctl game open`; *text names the game and its moderator
/*	token.
/*--*/

#ifndef MODERATE_H
#define MODERATE_H

#include <stdint.h>

#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"

enum pb_rc moderate_exec(struct pbemd *, struct gamectl *, const char *line, int64_t inbox_id,
    char **text, struct pb_err *);
enum pb_rc moderate_run(
    struct pbemd *, int64_t game, const char *line, char **text, struct pb_err *);
char *moderate_token(struct pbemd *, const struct gamectl *);
enum pb_rc moderate_server_token(struct pbemd *, int fresh, char **, struct pb_err *);
enum pb_rc moderate_server_valid(struct pbemd *, int64_t seq, int *valid, struct pb_err *);
enum pb_rc moderate_server_exec(
    struct pbemd *, const char *line, char **text, int64_t *game, struct pb_err *);

#endif
