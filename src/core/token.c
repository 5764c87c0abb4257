/*++
/* NAME
/*	token 3
/* SUMMARY
/*	signed move tokens
/* SYNOPSIS
/*	#include "core/token.h"
/* DESCRIPTION
/*	See token.h.
/* DIAGNOSTICS
/*	token_key_load(): PB_ENOENT when missing, PB_ECONFIG when the file
/*	is not exactly 32 bytes or is readable by group or others.
/*--*/

/* System. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <sodium.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/token.h"

static const char b32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/* token_put - little-endian integer into a buffer */

static void
token_put(unsigned char *p, uint64_t v, int len)
{
	int i;

	for (i = 0; i < len; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

/* token_mac - the 16 base32 characters for (game, seat, seq) */

static void
token_mac(
    const unsigned char *key, int64_t game, int seat, int64_t seq, char out[TOKEN_MACCHARS + 1])
{
	unsigned char msg[12 + 8 + 4 + 8];
	unsigned char mac[crypto_auth_BYTES];
	uint64_t      bits;
	int           i, j;

	memcpy(msg, "pbemd-token", 12);
	token_put(msg + 12, (uint64_t)game, 8);
	token_put(msg + 20, (uint64_t)seat, 4);
	token_put(msg + 24, (uint64_t)seq, 8);
	crypto_auth(mac, msg, sizeof(msg), key);

	/* 80 bits = two groups of 40 bits = 8 characters each. */
	for (j = 0; j < 2; j++) {
		bits = 0;
		for (i = 0; i < 5; i++)
			bits = bits << 8 | mac[5 * j + i];
		for (i = 0; i < 8; i++)
			out[8 * j + i] = b32[(bits >> (35 - 5 * i)) & 31];
	}
	out[TOKEN_MACCHARS] = '\0';
}

/* token_make - issue a token, caller frees */

char *
token_make(const unsigned char *key, int64_t game, int seat, int64_t seq)
{
	char mac[TOKEN_MACCHARS + 1];

	token_mac(key, game, seat, seq, mac);
	return (pb_asprintf("PBEM-%lld-%d-%lld-%s", (long long)game, seat, (long long)seq, mac));
}

/* token_number - parse a decimal field ending at '-' */

static const char *
token_number(const char *p, int64_t *v)
{
	int64_t n = 0;
	int     digits = 0;

	while (isdigit((unsigned char)*p) && digits < 18) {
		n = n * 10 + (*p++ - '0');
		digits++;
	}
	if (digits == 0 || *p != '-')
		return (NULL);
	*v = n;
	return (p + 1);
}

/* token_parse_at - parse a token starting at p (after "PBEM-") */

static int
token_parse_at(const char *p, struct token *out)
{
	struct token tok, *t = &tok;
	int64_t      game, seat, seq;
	int          i;
	char         c;

	if ((p = token_number(p, &game)) == NULL || (p = token_number(p, &seat)) == NULL
	    || (p = token_number(p, &seq)) == NULL)
		return (0);
	if (seat < 0 || seat > 1000 || game < 0 || (game == 0 && seat != 0))
		/* seat 0: the game's moderator; game 0: the server's (moderate.h) */
		return (0);
	for (i = 0; i < TOKEN_MACCHARS; i++) {
		c = (char)toupper((unsigned char)p[i]);
		if (c == '\0' || strchr(b32, c) == NULL)
			return (0);
		t->mac[i] = c;
	}
	if (isalnum((unsigned char)p[TOKEN_MACCHARS]))
		return (0);
	t->mac[TOKEN_MACCHARS] = '\0';
	t->game = game;
	t->seat = (int)seat;
	t->seq = seq;
	*out = tok; /* written only on success */
	return (1);
}

/* token_find - first well-formed token in text */

int
token_find(const char *text, struct token *t)
{
	const char *p;

	for (p = text; (p = strcasestr(p, "PBEM-")) != NULL; p++) {
		if (p > text && isalnum((unsigned char)p[-1]))
			continue;
		if (token_parse_at(p + 5, t))
			return (1);
	}
	return (0);
}

/* token_verify - constant-time MAC check */

enum pb_rc
token_verify(const unsigned char *key, const struct token *t)
{
	char mac[TOKEN_MACCHARS + 1];

	token_mac(key, t->game, t->seat, t->seq, mac);
	if (sodium_memcmp(mac, t->mac, TOKEN_MACCHARS) != 0)
		return (PB_EPERM);
	return (PB_OK);
}

/* token_key_load - read the 32-byte server key */

enum pb_rc
token_key_load(const char *path, unsigned char *key, struct pb_err *err)
{
	struct pb_err lerr;
	struct stat   st;
	char         *data;
	size_t        len;
	enum pb_rc    rc = PB_OK;

	if (err == NULL)
		err = &lerr;
	if ((data = pb_file_read(path, &len, err)) == NULL)
		return (err->rc);
	if (stat(path, &st) == 0 && (st.st_mode & 077) != 0)
		rc = pb_err_set(
		    err, PB_ECONFIG, "key file %s is readable by others: chmod 600 it", path);
	else if (len != TOKEN_KEYLEN)
		rc = pb_err_set(err, PB_ECONFIG, "key file %s: %zu bytes, expected %d", path, len,
		    TOKEN_KEYLEN);
	else
		memcpy(key, data, TOKEN_KEYLEN);
	sodium_memzero(data, len);
	free(data);
	return (rc);
}

/* token_key_create - write a fresh random key, mode 0600, never overwrite */

enum pb_rc
token_key_create(const char *path, struct pb_err *err)
{
	unsigned char key[TOKEN_KEYLEN];
	enum pb_rc    rc = PB_OK;
	int           fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600)) < 0)
		return (pb_err_set(err, errno == EEXIST ? PB_EDUP : PB_ESYS, "create %s: %s", path,
		    strerror(errno)));
	randombytes_buf(key, sizeof(key));
	if (write(fd, key, sizeof(key)) != (ssize_t)sizeof(key) || fsync(fd) != 0)
		rc = pb_err_set(err, PB_ESYS, "write %s: %s", path, strerror(errno));
	sodium_memzero(key, sizeof(key));
	if (close(fd) != 0 && rc == PB_OK)
		rc = pb_err_set(err, PB_ESYS, "close %s: %s", path, strerror(errno));
	return (rc);
}
