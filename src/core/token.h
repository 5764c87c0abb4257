/*++
/* NAME
/*	token 3h
/* SUMMARY
/*	signed move tokens: who may act in which game
/* SYNOPSIS
/*	#include "core/token.h"
/* DESCRIPTION
/*	A move token reads "PBEM-G-S-N-MAC": game id G, seat S (1-based;
/*	0 is the game's moderator, moderate(3)),
/*	sequence N (the game's move number when the token was issued) and
/*	16 base32 characters (RFC 4648 alphabet, A-Z 2-7) of an 80-bit
/*	truncation of HMAC-SHA-512-256 (libsodium crypto_auth) over
/*	"pbemd-token" NUL G(8) S(4) N(8), integers little-endian, under
/*	the server's key.  Tokens are case-insensitive when read.
/*
/*	token_make() returns a new token string, caller frees.
/*	token_find() scans text for the first well-formed token (it need
/*	not verify) and fills *t; it returns 1 when one was found.
/*	token_verify() checks the MAC in constant time: PB_OK or PB_EPERM.
/*	token_key_load() reads the 32-byte key file; token_key_create()
/*	writes a new random key with mode 0600 and refuses to overwrite.
/*--*/

#ifndef TOKEN_H
#define TOKEN_H

#include <stdint.h>

#include "core/pb.h"

#define TOKEN_KEYLEN 32
#define TOKEN_MACCHARS 16

struct token {
	int64_t game;
	int     seat;
	int64_t seq;
	char    mac[TOKEN_MACCHARS + 1];
};

char      *token_make(const unsigned char *key, int64_t game, int seat, int64_t seq);
int        token_find(const char *text, struct token *);
enum pb_rc token_verify(const unsigned char *key, const struct token *);
enum pb_rc token_key_load(const char *path, unsigned char *key, struct pb_err *);
enum pb_rc token_key_create(const char *path, struct pb_err *);

#endif
