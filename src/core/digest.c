/*++
/* NAME
/*	digest 3
/* SUMMARY
/*	SHA-256 helpers (libsodium)
/* SYNOPSIS
/*	#include "core/digest.h"
/* DESCRIPTION
/*	See digest.h.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/digest.h"

/* digest_hex - hex SHA-256, caller frees */

char *
digest_hex(const void *data, size_t len)
{
	unsigned char h[crypto_hash_sha256_BYTES];

	crypto_hash_sha256(h, data, len);
	return (pb_hex(h, sizeof(h)));
}

/* digest_chain - hash of one move log entry */

char *
digest_chain(const char *prev, int64_t seq, int seat, const char *command, const char *state_hash)
{
	char *text, *h;

	text = pb_asprintf("%s\n%lld\n%d\n%s\n%s", prev, (long long)seq, seat, command, state_hash);
	h = digest_hex(text, strlen(text));
	free(text);
	return (h);
}
