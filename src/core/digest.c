/*++
/* NAME
/*	digest 3
/* SUMMARY
/*	SHA-256 helpers (nettle)
/* SYNOPSIS
/*	#include "core/digest.h"
/* DESCRIPTION
/*	See digest.h.  The SHA-256 is nettle's, which uses the processor's
/*	SHA instructions where it has them: a game hashes its state after
/*	every move and replay --verify after every move of the log, and
/*	libsodium's portable SHA-256 took 17 us for a 2.7 KB state where
/*	GnuTLS's (nettle's, behind it) took 3.5 us.  nettle, not GnuTLS:
/*	GnuTLS and the eight libraries it brings are loaded only for TLS
/*	(lazy_gnutls.c), and every process hashes.
/*--*/

/* System. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <nettle/sha2.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/digest.h"

/* digest_hex - hex SHA-256, caller frees */

char *
digest_hex(const void *data, size_t len)
{
	struct sha256_ctx c;
	unsigned char     h[SHA256_DIGEST_SIZE];

	sha256_init(&c);
	sha256_update(&c, len, data);
	sha256_digest(&c, sizeof(h), h);
	return (pb_hex(h, sizeof(h)));
}

/* digest_chain - hash of one move log entry */

char *
digest_chain(const char *prev, int64_t seq, int seat, const char *command, const char *state_hash)
{
	struct pb_buf b;
	char          num[48], *h;

	/* "%s\n%lld\n%d\n%s\n%s", without printf's cost on every move */
	pb_buf_init(&b);
	pb_buf_puts(&b, prev);
	snprintf(num, sizeof(num), "\n%lld\n%d\n", (long long)seq, seat);
	pb_buf_puts(&b, num);
	pb_buf_puts(&b, command);
	pb_buf_putc(&b, '\n');
	pb_buf_puts(&b, state_hash);
	h = digest_hex(b.s, b.len);
	pb_buf_free(&b);
	return (h);
}
