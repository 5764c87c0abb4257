/*++
/* NAME
/*	store_zip 3
/* SUMMARY
/*	text kept compressed in a column: state snapshots, sent mail
/* SYNOPSIS
/*	#include "store/store_private.h"
/*
/*	enum pb_rc store_zip(struct store *s, int dict,
/*				const char *text, size_t len,
/*				unsigned char **blob, size_t *blen,
/*				struct pb_err *err);
/*	enum pb_rc store_unzip(struct store *s, const void *blob,
/*				size_t blen, char **text,
/*				struct pb_err *err);
/*	int	store_zip_functions(struct store *s);
/*	void	store_zip_close(struct store_zipcache *z);
/*
/*	#include "store/store.h"
/*
/*	enum pb_rc store_zip_dict(struct store *s, int *id,
/*				struct pb_err *err);
/*	enum pb_rc store_zip_dict_make(struct store *s,
/*				const char *sample, size_t len,
/*				struct pb_err *err);
/* DESCRIPTION
/*	Rows that are written once and read seldom (a game's state after
/*	some moves, a mail after it was sent) are kept compressed.  A
/*	blob is the length of the text (4 bytes, big-endian), the id of
/*	the preset dictionary it was compressed with (1 byte, 0: none),
/*	then the text as a zlib stream (RFC 1950).  zlib is already
/*	linked (PNG pictures), fast, and every tool reads it.  Mails are
/*	much alike: with a dictionary made of earlier mails (table
/*	zip_dicts), a mail costs a few hundred bytes rather than 1.5 KB.
/*
/*	Invariant (Z1): a dictionary row, once committed, never changes
/*	and is never deleted, and a blob names only a committed one; the
/*	cache of a store (struct store_zipcache) holds only committed rows.
/*
/*	store_zip() compresses len bytes of text into *blob (*blen bytes,
/*	caller frees), with the newest dictionary when dict is 1 and there
/*	is one.  store_unzip() gives back the text of a blob,
/*	NUL-terminated, in *text (caller frees).  The output parameters
/*	are written only on success.
/*
/*	store_zip_close() frees the dictionaries and the deflate streams
/*	that a store keeps from one call to the next (one of them with the
/*	newest dictionary set, copied for each text).
/*
/*	store_zip_functions() makes the same two available to SQL on the
/*	store's connection: zip(TEXT) is a blob (with the newest
/*	dictionary), unzip(BLOB) its text (NULL for NULL), so that a
/*	statement reads a compressed mail as it reads a whole one
/*	(store_outbox.c) and `pbemctl player forget` rewrites one in place
/*	(store_archive.c).  It returns SQLite's result code.
/*
/*	store_zip_dict() sets *id to the newest dictionary, 0 for none.
/*	store_zip_dict_make() makes the first dictionary from sample (its
/*	last 32 KB: zlib looks there first), in a transaction of its own,
/*	so that (Z1) holds whatever the caller's transaction does; a
/*	store that has one keeps it and returns PB_OK.
/* DIAGNOSTICS
/*	PB_EDATA when a blob does not decompress to its length, or names
/*	a dictionary the store does not have (a damaged row); in SQL, an
/*	error of the statement.  Store errors as store.h.
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <sqlite3.h>
#include <zlib.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/pb.h"

/* Local. */
#include "store/store.h"
#include "store/store_private.h"

#define ZIP_HEAD 5 /* the length of the text, big-endian; the dictionary */
#define ZIP_MAX 0x7fffffffUL
#define ZIP_DICT_MAX 32768 /* zlib's window: a longer dictionary is cut */
#define ZIP_ZHEAD 6        /* a zlib header that names a dictionary */
#define ZIP_WBITS 15       /* the window: the whole dictionary */
#define ZIP_MEM_LEVEL 5    /* hash and symbol buffer: see zip_tuned() */

/* zip_query - one row of a one-off query on the store's connection:
 * column 0 of it as an integer (*ival) or a blob copy (*blob, *len) */

static enum pb_rc
zip_query(struct store *s, const char *sql, int id, int *ival, unsigned char **blob, size_t *len,
    struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc = PB_OK;
	int           src;

	if ((src = sqlite3_prepare_v2(store_db(s), sql, -1, &st, NULL)) != SQLITE_OK
	    || (src = sqlite3_bind_int(st, 1, id)) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "read dictionary", err);
	else if ((src = sqlite3_step(st)) != SQLITE_ROW)
		rc = src == SQLITE_DONE
		    ? pb_err_set(err, PB_EDATA, "store_unzip: no dictionary %d", id)
		    : store_sqlite_err(s, src, "read dictionary", err);
	else if (ival != NULL)
		*ival = sqlite3_column_int(st, 0);
	else {
		*len = (size_t)sqlite3_column_bytes(st, 0);
		*blob = pb_malloc(*len + 1);
		memcpy(*blob, sqlite3_column_blob(st, 0), *len);
	}
	sqlite3_finalize(st);
	return (rc);
}

/* zip_dict_get - dictionary id, from the cache or the table (Z1) */

static enum pb_rc
zip_dict_get(struct store *s, int id, const unsigned char **dict, size_t *len, struct pb_err *err)
{
	struct store_zipcache *z = store_zipcache(s);
	enum pb_rc             rc;

	if (id < 1 || id >= STORE_ZIP_DICTS)
		return (pb_err_set(err, PB_EDATA, "store_unzip: no dictionary %d", id));
	if (z->dict[id] == NULL
	    && (rc = zip_query(s, "SELECT dict FROM zip_dicts WHERE id = ?1", id, NULL,
	            &z->dict[id], &z->len[id], err))
	        != PB_OK)
		return (rc);
	*dict = z->dict[id];
	*len = z->len[id];
	return (PB_OK);
}

/* store_zip_dict - the newest dictionary, 0 for none */

enum pb_rc
store_zip_dict(struct store *s, int *id, struct pb_err *err)
{
	struct store_zipcache *z = store_zipcache(s);
	enum pb_rc             rc;

	if (z->current < 0
	    && (rc = zip_query(s, "SELECT coalesce(max(id), 0) + 0 * ?1 FROM zip_dicts", 0,
	            &z->current, NULL, NULL, err))
	        != PB_OK)
		return (rc);
	*id = z->current;
	return (PB_OK);
}

/* store_zip_dict_make - the first dictionary, from a sample (Z1) */

enum pb_rc
store_zip_dict_make(struct store *s, const char *sample, size_t len, struct pb_err *err)
{
	sqlite3_stmt *st = NULL;
	enum pb_rc    rc;
	int           id, src;

	if ((rc = store_zip_dict(s, &id, err)) != PB_OK || id > 0 || len == 0)
		return (rc);
	if (len > ZIP_DICT_MAX) {
		sample += len - ZIP_DICT_MAX;
		len = ZIP_DICT_MAX;
	}
	if ((rc = store_begin(s, err)) != PB_OK)
		return (rc);
	if ((src = sqlite3_prepare_v2(store_db(s),
	         "INSERT INTO zip_dicts (id, dict, created) VALUES (1, ?1, ?2)", -1, &st, NULL))
	        != SQLITE_OK
	    || (src = sqlite3_bind_blob(st, 1, sample, (int)len, SQLITE_STATIC)) != SQLITE_OK
	    || (src = sqlite3_bind_int64(st, 2, pb_now())) != SQLITE_OK)
		rc = store_sqlite_err(s, src, "make dictionary", err);
	else
		rc = store_step_write(s, st, "make dictionary", err);
	sqlite3_finalize(st);
	if (rc == PB_OK)
		rc = store_commit(s, err);
	if (rc != PB_OK)
		store_rollback(s);
	else
		store_zipcache(s)->current = -1; /* committed: read it back */
	return (rc);
}

/* zip_tuned - stream zs, new (init) or reset, set as store_zip() uses
 * it: level 9 with shorter searches (deflateTune(): good 8, lazy 32,
 * nice 64, chain 64) and memLevel 5 (a 4096-entry hash, 2048 symbols
 * a block).  Over the bench's 535 sent mails (2.9 KB of text each,
 * with a 32 KB dictionary) that costs 247 million instructions rather
 * than 331 (memLevel 8, zlib's own level 9), the copy of a primed
 * stream (deflateCopy()) 144 KB rather than 256 KB, for 7 bytes more
 * a mail (528 rather than 521); a smaller window would lose the
 * dictionary's start (603 bytes a mail at 16 KB) */

static int
zip_tuned(z_stream *zs, int init)
{
	int zrc;

	if (init)
		zrc = deflateInit2(zs, Z_BEST_COMPRESSION, Z_DEFLATED, ZIP_WBITS, ZIP_MEM_LEVEL,
		    Z_DEFAULT_STRATEGY);
	else
		zrc = deflateReset(zs); /* which sets the level's own search again */
	return (zrc == Z_OK ? deflateTune(zs, 8, 32, 64, 64) : zrc);
}

/* zip_primed - the store's stream with dictionary id (d, dlen bytes)
 * set and nothing compressed yet: setting a 32 KB dictionary (its hash
 * chains and its Adler-32) costs some 700,000 instructions a mail, a
 * copy of the stream (deflateCopy(), 144 KB of memcpy: zip_tuned())
 * far less; the copy gives the same bytes */

static int
zip_primed(struct store_zipcache *z, int id, const unsigned char *d, size_t dlen)
{
	int zrc;

	if (z->primed != NULL && z->primed_id == id)
		return (Z_OK);
	if (z->primed == NULL) {
		z->primed = pb_calloc(1, sizeof(*z->primed));
		if ((zrc = zip_tuned(z->primed, 1)) != Z_OK) {
			free(z->primed);
			z->primed = NULL;
			return (zrc);
		}
	} else if ((zrc = zip_tuned(z->primed, 0)) != Z_OK)
		return (zrc);
	z->primed_id = 0;
	if ((zrc = deflateSetDictionary(z->primed, d, (uInt)dlen)) == Z_OK)
		z->primed_id = id;
	return (zrc);
}

/* zip_deflater - the store's deflate stream, ready for a new text with
 * dictionary id (d, dlen bytes; none when id is 0): a fresh stream
 * costs some 150 KB of memory that the kernel zeroes each time (0.7 ms
 * a mail on the bench's machine), a reset one gives the same bytes, and
 * with a dictionary it is a copy of the primed one (zip_primed()) */

static int
zip_deflater(struct store *s, int id, const unsigned char *d, size_t dlen, z_stream **zs)
{
	struct store_zipcache *z = store_zipcache(s);
	int                    zrc;

	if (id > 0) {
		if ((zrc = zip_primed(z, id, d, dlen)) != Z_OK)
			return (zrc);
		if (z->deflater != NULL)
			deflateEnd(z->deflater);
		else
			z->deflater = pb_calloc(1, sizeof(*z->deflater));
		if ((zrc = deflateCopy(z->deflater, z->primed)) != Z_OK) {
			free(z->deflater);
			z->deflater = NULL;
		}
	} else if (z->deflater == NULL) {
		z->deflater = pb_calloc(1, sizeof(*z->deflater));
		if ((zrc = zip_tuned(z->deflater, 1)) != Z_OK) {
			free(z->deflater);
			z->deflater = NULL;
		}
	} else
		zrc = zip_tuned(z->deflater, 0);
	*zs = z->deflater;
	return (zrc);
}

/* store_zip_close - free what the cache of a store holds */

void
store_zip_close(struct store_zipcache *z)
{
	size_t i;

	for (i = 0; i < STORE_ZIP_DICTS; i++)
		free(z->dict[i]);
	if (z->deflater != NULL) {
		deflateEnd(z->deflater);
		free(z->deflater);
	}
	if (z->primed != NULL) {
		deflateEnd(z->primed);
		free(z->primed);
	}
	if (z->inflater != NULL) {
		inflateEnd(z->inflater);
		free(z->inflater);
	}
}

/* store_zip - compress text, with the newest dictionary if dict */

enum pb_rc
store_zip(struct store *s, int dict, const char *text, size_t len, unsigned char **blob,
    size_t *blen, struct pb_err *err)
{
	const unsigned char *d = NULL;
	z_stream            *zs = NULL;
	unsigned char       *b;
	size_t               dlen = 0, cap;
	int                  id = 0, zrc;
	enum pb_rc           rc;

	if (len > ZIP_MAX)
		return (pb_err_set(err, PB_EDATA, "store_zip: %zu bytes is too long", len));
	if (dict
	    && ((rc = store_zip_dict(s, &id, err)) != PB_OK
	        || (id > 0 && (rc = zip_dict_get(s, id, &d, &dlen, err)) != PB_OK)))
		return (rc);
	cap = ZIP_HEAD + compressBound((uLong)len);
	b = pb_malloc(cap);
	b[0] = (unsigned char)(len >> 24);
	b[1] = (unsigned char)(len >> 16);
	b[2] = (unsigned char)(len >> 8);
	b[3] = (unsigned char)len;
	b[4] = (unsigned char)id;
	if ((zrc = zip_deflater(s, id, d, dlen, &zs)) == Z_OK) {
		zs->next_in = (Bytef *)text;
		zs->avail_in = (uInt)len;
		zs->next_out = b + ZIP_HEAD;
		zs->avail_out = (uInt)(cap - ZIP_HEAD);
		zrc = deflate(zs, Z_FINISH) == Z_STREAM_END ? Z_OK : Z_BUF_ERROR;
	}
	if (zrc != Z_OK) {
		free(b);
		return (pb_err_set(err, PB_EDATA, "store_zip: cannot compress %zu bytes", len));
	}
	*blob = b;
	*blen = cap - zs->avail_out;
	return (PB_OK);
}

/* zip_inflate_prime - the store's inflate stream, having read the zlib
 * header zh (ZIP_ZHEAD bytes) and set dictionary id (d, dlen bytes); on
 * failure none (the caller inflates as without it) */

static void
zip_inflate_prime(
    struct store_zipcache *z, int id, const unsigned char *d, size_t dlen, const unsigned char *zh)
{
	unsigned char none[1];
	z_stream     *zs;

	if (z->inflater != NULL)
		inflateEnd(z->inflater);
	else
		z->inflater = pb_malloc(sizeof(*z->inflater));
	zs = z->inflater;
	memset(zs, 0, sizeof(*zs));
	zs->next_in = (Bytef *)zh;
	zs->avail_in = ZIP_ZHEAD;
	zs->next_out = none;
	zs->avail_out = sizeof(none);
	z->inflated_id = 0;
	if (inflateInit(zs) != Z_OK) {
		free(zs);
		z->inflater = NULL;
	} else if (inflate(zs, Z_NO_FLUSH) != Z_NEED_DICT || zs->avail_in != 0
	    || inflateSetDictionary(zs, d, (uInt)dlen) != Z_OK) {
		inflateEnd(zs);
		free(zs);
		z->inflater = NULL;
	} else {
		zs->next_in = zs->next_out = NULL;
		z->inflated_id = id;
		memcpy(z->zhead, zh, ZIP_ZHEAD);
	}
}

/* zip_inflater - a stream ready to inflate a zlib stream zh (zlen
 * bytes) made with dictionary id (d, dlen bytes; 0: none), and *skip
 * the bytes of zh it has read: a copy of the primed stream when zh
 * begins with the header it read (inflateCopy(), 40 KB of memcpy),
 * which spares the Adler-32 of the 32 KB dictionary that setting it
 * costs for each mail read (some 100,000 instructions); the same text,
 * checked against the same Adler-32 at the end */

static int
zip_inflater(struct store *s, int id, const unsigned char *d, size_t dlen, const unsigned char *zh,
    size_t zlen, z_stream *zs, size_t *skip)
{
	struct store_zipcache *z = store_zipcache(s);

	*skip = 0;
	if (id == 0 || zlen < ZIP_ZHEAD)
		return (inflateInit(zs));
	if (z->inflater == NULL || z->inflated_id != id || memcmp(z->zhead, zh, ZIP_ZHEAD) != 0)
		zip_inflate_prime(z, id, d, dlen, zh);
	if (z->inflater == NULL)
		return (inflateInit(zs));
	*skip = ZIP_ZHEAD;
	return (inflateCopy(zs, z->inflater));
}

/* store_unzip - the text of a compressed blob */

enum pb_rc
store_unzip(struct store *s, const void *blob, size_t blen, char **text, struct pb_err *err)
{
	const unsigned char *b = blob, *d = NULL;
	z_stream             zs = { 0 };
	size_t               len, dlen = 0, skip;
	enum pb_rc           rc;
	char                *t;
	int                  zrc;

	if (b == NULL || blen < ZIP_HEAD)
		return (pb_err_set(err, PB_EDATA, "store_unzip: a compressed row is damaged"));
	len = (size_t)b[0] << 24 | (size_t)b[1] << 16 | (size_t)b[2] << 8 | b[3];
	if (len > ZIP_MAX)
		return (pb_err_set(err, PB_EDATA, "store_unzip: a compressed row is damaged"));
	if (b[4] != 0 && (rc = zip_dict_get(s, b[4], &d, &dlen, err)) != PB_OK)
		return (rc);
	t = pb_malloc(len + 1);
	zrc = zip_inflater(s, b[4], d, dlen, b + ZIP_HEAD, blen - ZIP_HEAD, &zs, &skip);
	zs.next_in = (Bytef *)(b + ZIP_HEAD + skip);
	zs.avail_in = (uInt)(blen - ZIP_HEAD - skip);
	zs.next_out = (Bytef *)t;
	zs.avail_out = (uInt)len;
	if (zrc == Z_OK && (zrc = inflate(&zs, Z_FINISH)) == Z_NEED_DICT && d != NULL
	    && inflateSetDictionary(&zs, d, (uInt)dlen) == Z_OK)
		zrc = inflate(&zs, Z_FINISH);
	inflateEnd(&zs);
	if (zrc != Z_STREAM_END || zs.avail_out != 0) {
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
	else if (store_zip(sqlite3_user_data(cx), 1, (const char *)sqlite3_value_text(argv[0]),
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
	else if (store_unzip(sqlite3_user_data(cx), sqlite3_value_blob(argv[0]),
	             (size_t)sqlite3_value_bytes(argv[0]), &text, &err)
	    != PB_OK)
		sqlite3_result_error(cx, err.msg, -1);
	else
		sqlite3_result_text(cx, text, -1, free);
}

/* store_zip_functions - zip() and unzip() in SQL on the store's connection */

int
store_zip_functions(struct store *s)
{
	sqlite3 *db = store_db_raw(s);
	int      src, flags = SQLITE_UTF8 | SQLITE_INNOCUOUS;

	/* Not SQLITE_DETERMINISTIC: zip() takes the newest dictionary. */
	if ((src = sqlite3_create_function_v2(db, "zip", 1, flags, s, zip_sql, NULL, NULL, NULL))
	    != SQLITE_OK)
		return (src);
	return (sqlite3_create_function_v2(db, "unzip", 1, flags, s, unzip_sql, NULL, NULL, NULL));
}
