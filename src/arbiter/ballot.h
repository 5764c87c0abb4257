/*++
/* NAME
/*	ballot 3h
/* SUMMARY
/*	verifiable secret ballots: a commitment per ballot, then a reveal
/* SYNOPSIS
/*	#include "arbiter/ballot.h"
/* DESCRIPTION
/*	A game module says which command cast a secret ballot and when
/*	the ballots are revealed (game.h: res->ballot, res->reveal_ballots).
/*	For each ballot cast by mail the arbiter draws a nonce and
/*	publishes a commitment at once; at the reveal it publishes every
/*	ballot with its nonce, so each voter can check that the ballot the
/*	game counted is the one they cast, and every player that no ballot
/*	changed after its commitment was mailed (anchors section 4 #6).
/*
/*	The commitment of a ballot is the lower-case hex SHA-256 of
/*
/*	    pbemd-ballot-1 \en GAME \en SEQ \en SEAT \en BALLOT \en NONCE
/*
/*	(no final newline; GAME, SEQ and SEAT in decimal; SEQ the move
/*	that cast it; NONCE 32 lower-case hex digits).
/*
/*	ballot_cast() records the receipt of the ballot seat just cast (the
/*	game's move g->row->seq), sets *receipt (caller frees) to the words
/*	for the voter's reply, appends to events (borrowed) the public
/*	line that a ballot was cast and to proofs (borrowed) the public
/*	line with its commitment, inside the caller's transaction.  The
/*	proofs go to a mail's footer, never its top (issue 12).
/*
/*	ballot_reveal() appends to events one line per ballot not yet
/*	revealed (seat, ballot) and to proofs the same ballot's nonce and
/*	commitment, and marks them revealed.
/*
/*	ballot_json() returns a game's ballot receipts for the export
/*	(caller frees): those revealed, or all of them once the game has
/*	ended.
/*
/*	ballot_commitment() computes a commitment; caller frees.
/*--*/

#ifndef BALLOT_H
#define BALLOT_H

#include <stdint.h>

#include <jansson.h>

#include "arbiter/arbiter.h"
#include "arbiter/gamectl.h"

enum pb_rc ballot_cast(struct pbemd *, struct gamectl *, int seat, const char *ballot,
    char **receipt, json_t *events, json_t *proofs, struct pb_err *);
enum pb_rc ballot_reveal(
    struct pbemd *, struct gamectl *, json_t *events, json_t *proofs, struct pb_err *);
enum pb_rc ballot_json(struct pbemd *, int64_t game, int ended, json_t **, struct pb_err *);
char *ballot_commitment(int64_t game, int64_t seq, int seat, const char *ballot, const char *nonce);

#endif
