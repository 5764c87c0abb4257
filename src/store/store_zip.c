/*++
/* NAME
/*	store_zip 3
/* SUMMARY
/*	text kept compressed in a column: state snapshots, sent mail
/* SYNOPSIS
/*	#include "store/store_private.h"
/*
/*	enum pb_rc store_zip(const char *text, size_t len,
/*				unsigned char **blob, size_t *blen,
/*				struct pb_err *err);
/*	enum pb_rc store_unzip(const void *blob, size_t blen,
/*				char **text, struct pb_err *err);
/*	int	store_zip_functions(sqlite3 *db);
/* DESCRIPTION
/*	Rows that are written once and read seldom (a game's state every
/*	64 moves, a mail after it was sent) are kept compressed: a blob
/*	is the length of the text, 4 bytes big-endian, then the text as
/*	a zlib stream (RFC 1950).  zlib is already linked (PNG pictures),
/*	fast, and every tool reads it.
/*
/*	store_zip() compresses len bytes of text into *blob (*blen bytes,
/*	caller frees).  store_unzip() gives back the text of a blob,
/*	NUL-terminated, in *text (caller frees).  The output parameters
/*	are written only on success.
/*
/*	store_zip_functions() makes the same two available to SQL on a
/*	connection: zip(TEXT) is a blob, unzip(BLOB) its text (NULL for
/*	NULL), so that a statement reads a compressed mail as it reads a
/*	whole one (store_outbox.c) and `pbemctl player forget` rewrites
/*	one in place (store_archive.c).  It returns SQLite's result code.
/* DIAGNOSTICS
/*	PB_EDATA when a blob does not decompress to its length (a damaged
/*	row); in SQL, an error of the statement.
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>

/* Third party. */
#include <sqlite3.h>
#include <zlib.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "store/store_private.h"

#define ZIP_HEAD 4 /* the length of the text, big-endian */
#define ZIP_MAX 0x7fffffffUL

/* store_zip - compress text */

enum pb_rc
store_zip(const char *text, size_t len, unsigned char **blob, size_t *blen, struct pb_err *err)
{
	uLongf         n;
	unsigned char *b;

	if (len > ZIP_MAX)
		return (pb_err_set(err, PB_EDATA, "store_zip: %zu bytes is too long", len));
	n = compressBound((uLong)len);
	b = pb_malloc(ZIP_HEAD + n);
	b[0] = (unsigned char)(len >> 24);
	b[1] = (unsigned char)(len >> 16);
	b[2] = (unsigned char)(len >> 8);
	b[3] = (unsigned char)len;
	if (compress2(b + ZIP_HEAD, &n, (const Bytef *)text, (uLong)len, Z_BEST_COMPRESSION)
	    != Z_OK) {
		free(b);
		return (pb_err_set(err, PB_EDATA, "store_zip: cannot compress %zu bytes", len));
	}
	*blob = b;
	*blen = ZIP_HEAD + n;
	return (PB_OK);
}

/* store_unzip - the text of a compressed blob */

enum pb_rc
store_unzip(const void *blob, size_t blen, char **text, struct pb_err *err)
{
	const unsigned char *b = blob;
	uLongf               n, len;
	char                *t;

	if (b == NULL || blen < ZIP_HEAD)
		return (pb_err_set(err, PB_EDATA, "store_unzip: a compressed row is damaged"));
	len = (uLongf)b[0] << 24 | (uLongf)b[1] << 16 | (uLongf)b[2] << 8 | b[3];
	if (len > ZIP_MAX)
		return (pb_err_set(err, PB_EDATA, "store_unzip: a compressed row is damaged"));
	t = pb_malloc(len + 1);
	n = len;
	if (uncompress((Bytef *)t, &n, b + ZIP_HEAD, (uLong)(blen - ZIP_HEAD)) != Z_OK || n != len) {
		free(t);
		return (pb_err_set(err, PB_EDATA, "store_unzip: a compressed row is damaged"));
	}
	t[len] = '\0';
	*text = t;
	return (PB_OK);
}

/* zip_sql - SQL zip(TEXT) */

static void
zip_sql(sqlite3_context *cx, int argc, sqlite3_value **argv)
{
	struct pb_err  err;
	unsigned char *blob;
	size_t         blen;

	(void)argc;
	if (sqlite3_value_type(argv[0]) == SQLITE_NULL)
		sqlite3_result_null(cx);
	else if (store_zip((const char *)sqlite3_value_text(argv[0]),
	             (size_t)sqlite3_value_bytes(argv[0]), &blob, &blen, &err)
	    != PB_OK)
		sqlite3_result_error(cx, err.msg, -1);
	else
		sqlite3_result_blob(cx, blob, (int)blen, free);
}

/* unzip_sql - SQL unzip(BLOB) */

static void
unzip_sql(sqlite3_context *cx, int argc, sqlite3_value **argv)
{
	struct pb_err err;
	char         *text;

	(void)argc;
	if (sqlite3_value_type(argv[0]) == SQLITE_NULL)
		sqlite3_result_null(cx);
	else if (store_unzip(sqlite3_value_blob(argv[0]), (size_t)sqlite3_value_bytes(argv[0]),
	             &text, &err)
	    != PB_OK)
		sqlite3_result_error(cx, err.msg, -1);
	else
		sqlite3_result_text(cx, text, -1, free);
}

/* store_zip_functions - zip() and unzip() in SQL on db */

int
store_zip_functions(sqlite3 *db)
{
	int src, flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;

	if ((src = sqlite3_create_function_v2(db, "zip", 1, flags, NULL, zip_sql, NULL, NULL, NULL))
	    != SQLITE_OK)
		return (src);
	return (sqlite3_create_function_v2(db, "unzip", 1, flags, NULL, unzip_sql, NULL, NULL, NULL));
}
