/*++
/* NAME
/*	check_token 1
/* SUMMARY
/*	unit tests for signed move tokens
/* SYNOPSIS
/*	Suite	*token_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Test ids:
/*
/*	token-1.1 .. 1.4	token_make: golden tokens (MAC computed by
/*				an independent HMAC-SHA-512-256 in Python),
/*				make, find and verify round trip, another
/*				key fails, a lower-cased token verifies.
/*	token-2.1 .. 2.5	tampering: game, seat or sequence changed,
/*				each of the 16 MAC characters changed; a
/*				well-formed but forged token is found and
/*				then refused.
/*	token-3.1 .. 3.33	token_find: in subjects, quoted lines, with
/*				punctuation around, any case, the first of
/*				several; seat 0 (a moderator token) found;
/*				several; not inside a longer word, not with
/*				missing fields, short or long or non-base32
/*				MACs, seat above 1000, game 0, negative
/*				or over-long numbers.
/*	token-4.1 .. 4.9	key files: created with mode 0600 and 32
/*				bytes, never overwritten (PB_EDUP), loaded
/*				back; wrong sizes and group- or other-
/*				accessible files refused (PB_ECONFIG),
/*				missing files (PB_ENOENT, also without a
/*				struct pb_err), missing directories.
/*
/*	Key files live in a temporary directory made by a checked
/*	fixture, inside one per test case made and removed by an
/*	unchecked fixture, so that failed tests leave nothing behind.
/* SEE ALSO
/*	src/core/token.c, the module under test.
/*--*/

/* System. */
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/token.h"

/* Local. */
#include "suites.h"

/* key_get - a test key: bytes add, add + 1, ..., add + 31 */

static void
key_get(unsigned char key[TOKEN_KEYLEN], unsigned char add)
{
	int i;

	for (i = 0; i < TOKEN_KEYLEN; i++)
		key[i] = (unsigned char)(i + add);
}

#define GOLD "PBEM-42-3-7-SMNJGMQFQX2YX5RY" /* game 42, seat 3, seq 7 */
#define GOLD_LC "pbem-42-3-7-smnjgmqfqx2yx5ry"
#define GOLD2 "PBEM-1-1-0-CUYUU2W3VMHXSZQP" /* game 1, seat 1, seq 0 */

/* ---- token-1: make and verify ----------------------------------------- */

struct make_case {
	const char *id;
	const char *label;
	int64_t     game;
	int         seat;
	int64_t     seq;
	const char *want;
};

static const struct make_case make_cases[] = {
	{ "token-1.1", "golden game 42 seat 3 seq 7", 42, 3, 7, GOLD },
	{ "token-1.1", "golden game 1 seat 1 seq 0", 1, 1, 0, GOLD2 },
	{ "token-1.1", "golden large numbers, seat 1000", 123456789012LL, 1000, 999999,
	    "PBEM-123456789012-1000-999999-CVYDONUKPPAL42PR" },
};

START_TEST(test_make_golden)
{
	const struct make_case *c = &make_cases[_i];
	unsigned char           key[TOKEN_KEYLEN];
	char                   *tok;

	key_get(key, 0);
	tok = token_make(key, c->game, c->seat, c->seq);
	ck_assert_msg(strcmp(tok, c->want) == 0, "%s (%s): \"%s\", want \"%s\"", c->id, c->label,
	    tok, c->want);
	free(tok);
}
END_TEST

/* Round trips: make, find in text, verify. */

static const struct make_case trip_cases[] = {
	{ "token-1.2", "small", 1, 1, 1, NULL },
	{ "token-1.2", "sequence 0", 5, 2, 0, NULL },
	{ "token-1.2", "seat 1000", 77, 1000, 3, NULL },
	{ "token-1.2", "18-digit game", 999999999999999999LL, 7, 12, NULL },
	{ "token-1.2", "18-digit sequence", 3, 4, 999999999999999999LL, NULL },
};

START_TEST(test_round_trip)
{
	const struct make_case *c = &trip_cases[_i];
	unsigned char           key[TOKEN_KEYLEN], other[TOKEN_KEYLEN];
	struct token            t;
	char                   *tok, *text;

	key_get(key, 0);
	key_get(other, 1);
	tok = token_make(key, c->game, c->seat, c->seq);
	text = pb_asprintf("Your token: %s\n", tok);
	memset(&t, 0, sizeof(t));
	ck_assert_msg(token_find(text, &t) == 1,
	    "token-1.2 (%s): \"%s\" not"
	    " found",
	    c->label, tok);
	ck_assert_msg(t.game == c->game && t.seat == c->seat && t.seq == c->seq,
	    "token-1.2 (%s): fields %lld %d %lld", c->label, (long long)t.game, t.seat,
	    (long long)t.seq);
	ck_assert_msg(strlen(t.mac) == TOKEN_MACCHARS && strstr(tok, t.mac) != NULL,
	    "token-1.2 (%s): mac %s", c->label, t.mac);
	ck_assert_msg(token_verify(key, &t) == PB_OK,
	    "token-1.2 (%s): %s does"
	    " not verify",
	    c->label, tok);
	ck_assert_msg(token_verify(other, &t) == PB_EPERM,
	    "token-1.3 (another"
	    " key, %s): %s verifies",
	    c->label, tok);
	free(text);
	free(tok);
}
END_TEST

/* token-1.4: a token read in lower case verifies */

START_TEST(test_lower_case_verifies)
{
	unsigned char key[TOKEN_KEYLEN];
	struct token  t;

	key_get(key, 0);
	ck_assert_msg(token_find(GOLD_LC, &t) == 1, "token-1.4: not found");
	ck_assert_str_eq(t.mac, "SMNJGMQFQX2YX5RY");
	ck_assert_msg(token_verify(key, &t) == PB_OK, "token-1.4: refused");
}
END_TEST

/* ---- token-2: tampering ----------------------------------------------- */

struct tamper_case {
	const char *id;
	const char *label;
	int64_t     dgame;
	int         dseat;
	int64_t     dseq;
};

static const struct tamper_case tamper_cases[] = {
	{ "token-2.1", "game + 1", 1, 0, 0 },
	{ "token-2.1", "game - 1", -1, 0, 0 },
	{ "token-2.2", "seat + 1", 0, 1, 0 },
	{ "token-2.2", "seat - 1", 0, -1, 0 },
	{ "token-2.3", "sequence + 1", 0, 0, 1 },
	{ "token-2.3", "sequence - 1", 0, 0, -1 },
	{ "token-2.3", "sequence + 2^32", 0, 0, 1LL << 32 },
};

START_TEST(test_tamper_field)
{
	const struct tamper_case *c = &tamper_cases[_i];
	unsigned char             key[TOKEN_KEYLEN];
	struct token              t;

	key_get(key, 0);
	ck_assert(token_find(GOLD, &t) == 1);
	ck_assert_msg(token_verify(key, &t) == PB_OK, "%s: the original fails", c->id);
	t.game += c->dgame;
	t.seat += c->dseat;
	t.seq += c->dseq;
	ck_assert_msg(token_verify(key, &t) == PB_EPERM, "%s (%s): verifies", c->id, c->label);
}
END_TEST

/* token-2.4: each MAC character, changed to each other base32 letter */

START_TEST(test_tamper_mac)
{
	static const char b32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
	unsigned char     key[TOKEN_KEYLEN];
	struct token      t, bad;
	const char       *c;
	int               i;

	key_get(key, 0);
	ck_assert(token_find(GOLD, &t) == 1);
	for (i = 0; i < TOKEN_MACCHARS; i++) {
		for (c = b32; *c; c++) {
			if (*c == t.mac[i])
				continue;
			bad = t;
			bad.mac[i] = *c;
			ck_assert_msg(token_verify(key, &bad) == PB_EPERM,
			    "token-2.4 (MAC char %d changed to %c): verifies", i, *c);
		}
	}
}
END_TEST

/* token-2.5: forged text is found (well-formed) but refused */

struct forged_case {
	const char *label;
	const char *text;
	enum pb_rc  rc;
};

static const struct forged_case forged_cases[] = {
	{ "other game", "PBEM-43-3-7-SMNJGMQFQX2YX5RY", PB_EPERM },
	{ "other seat", "PBEM-42-4-7-SMNJGMQFQX2YX5RY", PB_EPERM },
	{ "other sequence", "PBEM-42-3-8-SMNJGMQFQX2YX5RY", PB_EPERM },
	{ "last MAC char", "PBEM-42-3-7-SMNJGMQFQX2YX5RZ", PB_EPERM },
	{ "first MAC char", "PBEM-42-3-7-AMNJGMQFQX2YX5RY", PB_EPERM },
	{ "MACs of two tokens swapped", "PBEM-42-3-7-CUYUU2W3VMHXSZQP", PB_EPERM },
	{ "leading zero: the same numbers", "PBEM-042-3-07-SMNJGMQFQX2YX5RY", PB_OK },
};

START_TEST(test_forged)
{
	const struct forged_case *c = &forged_cases[_i];
	unsigned char             key[TOKEN_KEYLEN];
	struct token              t;
	enum pb_rc                rc;

	key_get(key, 0);
	ck_assert_msg(token_find(c->text, &t) == 1,
	    "token-2.5 (%s): \"%s\" not"
	    " found",
	    c->label, c->text);
	rc = token_verify(key, &t);
	ck_assert_msg(
	    rc == c->rc, "token-2.5 (%s): \"%s\": rc %d, want %d", c->label, c->text, rc, c->rc);
}
END_TEST

/* ---- token-3: token_find ---------------------------------------------- */

struct find_case {
	const char *id;
	const char *label;
	const char *text;
	int         found;
	int64_t     game;
	int         seat;
	int64_t     seq;
	const char *mac;
};

#define GOLD_F 1, 42, 3, 7, "SMNJGMQFQX2YX5RY"
#define NONE 0, 0, 0, 0, NULL

static const struct find_case find_cases[] = {
	{ "token-3.1", "bare token", GOLD, GOLD_F },
	{ "token-3.2", "in a reply subject", "Re: [x] " GOLD, GOLD_F },
	{ "token-3.3", "subject with text after", "Re: [dow-42] " GOLD " your turn", GOLD_F },
	{ "token-3.4", "after \"> \" quoting", "> " GOLD "\n", GOLD_F },
	{ "token-3.5", "twice quoted, after a label", "hello\n> > Token: " GOLD "\n> bye\n",
	    GOLD_F },
	{ "token-3.6", "trailing full stop", "Use " GOLD ".", GOLD_F },
	{ "token-3.7", "trailing comma, semicolon", GOLD ", " GOLD2 ";", GOLD_F },
	{ "token-3.8", "in parentheses", "(" GOLD ")", GOLD_F },
	{ "token-3.9", "in angle brackets", "<" GOLD ">", GOLD_F },
	{ "token-3.10", "in double quotes", "\"" GOLD "\"", GOLD_F },
	{ "token-3.11", "after a colon, no space", "token:" GOLD, GOLD_F },
	{ "token-3.12", "lower case", GOLD_LC, GOLD_F },
	{ "token-3.13", "mixed case", "Pbem-42-3-7-SmNjGmQfQx2Yx5Ry", GOLD_F },
	{ "token-3.14", "followed by a line end (CRLF)", GOLD "\r\n", GOLD_F },
	{ "token-3.15", "the first of two tokens", GOLD "\n" GOLD2, GOLD_F },
	{ "token-3.16", "after a malformed one", "PBEM-1-2 and PBEM-x then " GOLD, GOLD_F },
	{ "token-3.17", "after one inside a word", "XPBEM-1-1-0-CUYUU2W3VMHXSZQP " GOLD, GOLD_F },
	{ "token-3.18", "large fields", "PBEM-123456789012-1000-999999-CVYDONUKPPAL42PR", 1,
	    123456789012LL, 1000, 999999, "CVYDONUKPPAL42PR" },
	{ "token-3.19", "sequence 0", "x " GOLD2, 1, 1, 1, 0, "CUYUU2W3VMHXSZQP" },

	{ "token-3.20", "inside a longer word", "X" GOLD, NONE },
	{ "token-3.21", "after a digit", "1" GOLD, NONE },
	{ "token-3.22", "no sequence", "PBEM-42-3-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.23", "game only", "PBEM-42-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.24", "no MAC", "PBEM-42-3-7-", NONE },
	{ "token-3.25", "short MAC (15)", "PBEM-42-3-7-SMNJGMQFQX2YX5R", NONE },
	{ "token-3.26", "short MAC then text", "PBEM-42-3-7-SMNJGMQ please", NONE },
	{ "token-3.27", "long MAC (17)", "PBEM-42-3-7-SMNJGMQFQX2YX5RYA", NONE },
	{ "token-3.28", "MAC with a digit outside base32", "PBEM-42-3-7-SMNJGMQFQX2YX5R1", NONE },
	{ "token-3.29", "seat 0 (the moderator)", "PBEM-42-0-7-SMNJGMQFQX2YX5RY", 1, 42, 0, 7,
	    "SMNJGMQFQX2YX5RY" },
	{ "token-3.29", "seat 1001", "PBEM-42-1001-7-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.30", "game 0", "PBEM-0-3-7-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.31", "negative sequence", "PBEM-42-3--7-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.31", "19-digit game", "PBEM-1234567890123456789-3-7-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.32", "space inside", "PBEM-42-3-7- SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.32", "underscore for hyphen", "PBEM_42-3-7-SMNJGMQFQX2YX5RY", NONE },
	{ "token-3.33", "empty text", "", NONE },
	{ "token-3.33", "prefix only", "PBEM-", NONE },
	{ "token-3.33", "no prefix", "42-3-7-SMNJGMQFQX2YX5RY", NONE },
};

START_TEST(test_find)
{
	const struct find_case *c = &find_cases[_i];
	struct token            t;
	int                     found;

	memset(&t, 0, sizeof(t));
	found = token_find(c->text, &t);
	ck_assert_msg(
	    found == c->found, "%s (%s): token_find(\"%s\") = %d", c->id, c->label, c->text, found);
	if (!found)
		return;
	ck_assert_msg(t.game == c->game && t.seat == c->seat && t.seq == c->seq,
	    "%s (%s): fields %lld-%d-%lld", c->id, c->label, (long long)t.game, t.seat,
	    (long long)t.seq);
	ck_assert_msg(strcmp(t.mac, c->mac) == 0, "%s (%s): mac \"%s\"", c->id, c->label, t.mac);
}
END_TEST

/* ---- token-4: key files ----------------------------------------------- */

static char  *key_root;       /* per TCase, removed even after failures */
static char  *key_dir;        /* per test, inside key_root */
static char  *key_scratch[8]; /* paths of key_path() */
static size_t key_nscratch;

/* key_rm_one - nftw callback: remove one entry */

static int
key_rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return (remove(path));
}

/* key_root_setup - unchecked fixture: the directory of the test case */

static void
key_root_setup(void)
{
	key_root = pb_strdup("/tmp/check_token.XXXXXX");
	ck_assert_msg(mkdtemp(key_root) != NULL, "mkdtemp failed");
}

/* key_root_teardown - remove it with what failed tests left behind */

static void
key_root_teardown(void)
{
	nftw(key_root, key_rm_one, 8, FTW_DEPTH | FTW_PHYS);
	free(key_root);
	key_root = NULL;
}

/* key_setup - checked fixture: an empty directory of the test's own */

static void
key_setup(void)
{
	key_dir = pb_asprintf("%s/test.XXXXXX", key_root);
	ck_assert_msg(mkdtemp(key_dir) != NULL, "mkdtemp failed");
}

/* key_teardown - free the paths, remove the directory */

static void
key_teardown(void)
{
	while (key_nscratch > 0)
		free(key_scratch[--key_nscratch]);
	nftw(key_dir, key_rm_one, 8, FTW_DEPTH | FTW_PHYS);
	free(key_dir);
	key_dir = NULL;
}

/* key_path - NAME in the temporary directory, freed by the teardown */

static char *
key_path(const char *name)
{
	ck_assert(key_nscratch < PB_NELEM(key_scratch));
	return (key_scratch[key_nscratch++] = pb_asprintf("%s/%s", key_dir, name));
}

/* key_write - a file of LEN bytes with MODE */

static void
key_write(const char *path, size_t len, mode_t mode)
{
	unsigned char buf[128];
	FILE         *fp;

	memset(buf, 0x5a, sizeof(buf));
	fp = fopen(path, "wb");
	ck_assert_msg(fp != NULL, "fopen %s", path);
	ck_assert(fwrite(buf, 1, len, fp) == len);
	ck_assert(fclose(fp) == 0);
	ck_assert(chmod(path, mode) == 0);
}

/* key_read - the bytes of a file, exactly TOKEN_KEYLEN expected */

static void
key_read(const char *path, unsigned char key[TOKEN_KEYLEN])
{
	FILE *fp;

	fp = fopen(path, "rb");
	ck_assert_msg(fp != NULL, "fopen %s", path);
	ck_assert(fread(key, 1, TOKEN_KEYLEN, fp) == TOKEN_KEYLEN);
	ck_assert(fgetc(fp) == EOF);
	fclose(fp);
}

/* token-4.1 .. 4.3: create, refuse to overwrite, load */

START_TEST(test_key_create)
{
	unsigned char ondisk[TOKEN_KEYLEN], loaded[TOKEN_KEYLEN];
	unsigned char again[TOKEN_KEYLEN], other[TOKEN_KEYLEN];
	struct pb_err err;
	struct stat   st;
	char         *path, *path2;
	enum pb_rc    rc;

	pb_err_clear(&err);
	path = key_path("pbemd.key");
	path2 = key_path("other.key");

	/* token-4.1: a new key, mode 0600, 32 bytes. */
	rc = token_key_create(path, &err);
	ck_assert_msg(rc == PB_OK, "token-4.1 (create): rc %d: %s", rc, err.msg);
	ck_assert(stat(path, &st) == 0);
	ck_assert_msg(S_ISREG(st.st_mode) && (st.st_mode & 07777) == 0600,
	    "token-4.1 (mode 0600): mode %o", (unsigned)(st.st_mode & 07777));
	ck_assert_msg(
	    st.st_size == TOKEN_KEYLEN, "token-4.1 (32 bytes): %lld", (long long)st.st_size);
	key_read(path, ondisk);

	/* token-4.2: never overwritten. */
	rc = token_key_create(path, &err);
	ck_assert_msg(rc == PB_EDUP, "token-4.2 (no overwrite): rc %d", rc);
	ck_assert_msg(strstr(err.msg, path) != NULL, "token-4.2: \"%s\"", err.msg);
	key_read(path, again);
	ck_assert_msg(memcmp(ondisk, again, TOKEN_KEYLEN) == 0, "token-4.2: the key changed");

	/* token-4.3: load gives the bytes on disk; keys are random. */
	rc = token_key_load(path, loaded, &err);
	ck_assert_msg(rc == PB_OK, "token-4.3 (load): rc %d: %s", rc, err.msg);
	ck_assert_msg(memcmp(ondisk, loaded, TOKEN_KEYLEN) == 0, "token-4.3 (load): bytes differ");
	ck_assert(token_key_create(path2, NULL) == PB_OK);
	key_read(path2, other);
	ck_assert_msg(
	    memcmp(ondisk, other, TOKEN_KEYLEN) != 0, "token-4.3 (random keys): two keys equal");
}
END_TEST

/* Key files that load refuses, or accepts. */

struct load_case {
	const char *id;
	const char *label;
	size_t      len;
	mode_t      mode;
	enum pb_rc  rc;
	const char *want; /* error substring */
};

static const struct load_case load_cases[] = {
	{ "token-4.4", "empty", 0, 0600, PB_ECONFIG, "0 bytes, expected 32" },
	{ "token-4.4", "31 bytes", 31, 0600, PB_ECONFIG, "31 bytes, expected 32" },
	{ "token-4.4", "33 bytes", 33, 0600, PB_ECONFIG, "33 bytes, expected 32" },
	{ "token-4.4", "64 bytes", 64, 0600, PB_ECONFIG, "64 bytes" },
	{ "token-4.5", "mode 0644", 32, 0644, PB_ECONFIG, "readable by others" },
	{ "token-4.5", "mode 0640", 32, 0640, PB_ECONFIG, "readable by others" },
	{ "token-4.5", "mode 0604", 32, 0604, PB_ECONFIG, "readable by others" },
	{ "token-4.5", "mode 0620, group-writable", 32, 0620, PB_ECONFIG, "chmod 600" },
	{ "token-4.5", "mode 0400", 32, 0400, PB_OK, NULL },
	{ "token-4.5", "mode 0600", 32, 0600, PB_OK, NULL },
};

START_TEST(test_key_load)
{
	const struct load_case *c = &load_cases[_i];
	unsigned char           key[TOKEN_KEYLEN], want[TOKEN_KEYLEN];
	struct pb_err           err;
	enum pb_rc              rc;
	char                   *path;

	pb_err_clear(&err);
	path = key_path("k");
	key_write(path, c->len, c->mode);
	memset(key, 0xee, sizeof(key));
	rc = token_key_load(path, key, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc == PB_OK) {
		memset(want, 0x5a, sizeof(want));
	} else {
		memset(want, 0xee, sizeof(want));
		ck_assert_msg(strstr(err.msg, c->want) != NULL && strstr(err.msg, path) != NULL,
		    "%s (%s): error \"%s\" lacks \"%s\" or the path", c->id, c->label, err.msg,
		    c->want);
	}
	ck_assert_msg(memcmp(key, want, TOKEN_KEYLEN) == 0, "%s (%s): key %s", c->id, c->label,
	    rc == PB_OK ? "not loaded" : "written on error");
}
END_TEST

/* token-4.6 .. 4.8: missing files and directories */

START_TEST(test_key_missing)
{
	unsigned char key[TOKEN_KEYLEN];
	struct pb_err err;
	enum pb_rc    rc;
	char         *path, *deep;

	pb_err_clear(&err);
	path = key_path("absent.key");
	deep = key_path("no/such/dir/pbemd.key");

	/* token-4.6: missing file. */
	rc = token_key_load(path, key, &err);
	ck_assert_msg(rc == PB_ENOENT, "token-4.6 (missing): rc %d: %s", rc, err.msg);
	ck_assert_msg(err.rc == PB_ENOENT && strstr(err.msg, path) != NULL,
	    "token-4.6 (missing): \"%s\"", err.msg);

	/* token-4.8: no directory to create the key in. */
	rc = token_key_create(deep, &err);
	ck_assert_msg(rc == PB_ESYS, "token-4.8 (no directory): rc %d", rc);

	/* token-4.7: missing, without a struct pb_err (DIAGNOSTICS). */
	rc = token_key_load(path, key, NULL);
	ck_assert_msg(rc == PB_ENOENT,
	    "token-4.7 (missing, err NULL): rc %d"
	    " (%s), want %d (%s)",
	    rc, pb_rc_str(rc), PB_ENOENT, pb_rc_str(PB_ENOENT));
}
END_TEST

/* token-4.9: tokens made with a loaded key verify with it only */

START_TEST(test_key_use)
{
	unsigned char k1[TOKEN_KEYLEN], k2[TOKEN_KEYLEN];
	struct token  t;
	char         *p1, *p2, *tok;

	p1 = key_path("a.key");
	p2 = key_path("b.key");
	ck_assert(token_key_create(p1, NULL) == PB_OK);
	ck_assert(token_key_create(p2, NULL) == PB_OK);
	ck_assert(token_key_load(p1, k1, NULL) == PB_OK);
	ck_assert(token_key_load(p2, k2, NULL) == PB_OK);
	tok = token_make(k1, 9, 2, 31);
	ck_assert(token_find(tok, &t) == 1);
	ck_assert_msg(token_verify(k1, &t) == PB_OK, "token-4.9: own key");
	ck_assert_msg(token_verify(k2, &t) == PB_EPERM, "token-4.9: other key");
	free(tok);
}
END_TEST

/* ---- suite ------------------------------------------------------------ */

/* token_suite - every token-* test */

Suite *
token_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("token");

	tc = tcase_create("make and verify");
	tcase_add_loop_test(tc, test_make_golden, 0, PB_NELEM(make_cases));
	tcase_add_loop_test(tc, test_round_trip, 0, PB_NELEM(trip_cases));
	tcase_add_test(tc, test_lower_case_verifies);
	tcase_add_loop_test(tc, test_tamper_field, 0, PB_NELEM(tamper_cases));
	tcase_add_test(tc, test_tamper_mac);
	tcase_add_loop_test(tc, test_forged, 0, PB_NELEM(forged_cases));
	suite_add_tcase(s, tc);

	tc = tcase_create("find");
	tcase_add_loop_test(tc, test_find, 0, PB_NELEM(find_cases));
	suite_add_tcase(s, tc);

	tc = tcase_create("key files");
	tcase_add_unchecked_fixture(tc, key_root_setup, key_root_teardown);
	tcase_add_checked_fixture(tc, key_setup, key_teardown);
	tcase_add_test(tc, test_key_create);
	tcase_add_loop_test(tc, test_key_load, 0, PB_NELEM(load_cases));
	tcase_add_test(tc, test_key_missing);
	tcase_add_test(tc, test_key_use);
	suite_add_tcase(s, tc);
	return (s);
}
