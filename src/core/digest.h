/*++
/* NAME
/*	digest 3h
/* SUMMARY
/*	SHA-256 digests and the move log's hash chain
/* SYNOPSIS
/*	#include "core/digest.h"
/* DESCRIPTION
/*	digest_hex() returns the lowercase hex SHA-256 of len bytes,
/*	caller frees.
/*
/*	digest_chain() is the hash of one move log entry: the hex SHA-256
/*	of the text "PREV\nSEQ\nSEAT\nCOMMAND\nSTATE" where PREV is the
/*	previous entry's hash (for entry 0, the seed hash: the chain
/*	commits to the seed), SEQ and SEAT are decimal, COMMAND is the
/*	command line as applied and STATE the hex hash of the state after
/*	it.  pbemctl(1) documents this for independent verifiers.
/*--*/

#ifndef DIGEST_H
#define DIGEST_H

#include <stddef.h>
#include <stdint.h>

char *digest_hex(const void *, size_t);
char *digest_chain(
    const char *prev, int64_t seq, int seat, const char *command, const char *state_hash);

#endif
