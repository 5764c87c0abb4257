/*++
/* NAME
/*	lazy_deflate 3
/* SUMMARY
/*	libdeflate, loaded when a picture is first drawn
/* SYNOPSIS
/*	#include <libdeflate.h>
/*
/*	struct libdeflate_compressor *libdeflate_alloc_compressor(
/*				int level)
/*	size_t	libdeflate_zlib_compress_bound(
/*				struct libdeflate_compressor *c,
/*				size_t in_nbytes)
/*	size_t	libdeflate_zlib_compress(struct libdeflate_compressor *c,
/*				const void *in, size_t in_nbytes,
/*				void *out, size_t out_nbytes_avail)
/*	uint32_t libdeflate_crc32(uint32_t crc, const void *buf,
/*				size_t len)
/* DESCRIPTION
/*	The four functions of libdeflate that png.c calls, under their
/*	own names: pbemd is not linked with libdeflate, which only a mail
/*	with a picture needs (a process that delivers one mail without
/*	one would pay for its load: 0.18 M instructions of the dynamic
/*	loader); the first call loads it (lazy.h) and forwards to it.
/* DIAGNOSTICS
/*	libdeflate_alloc_compressor() returns NULL when libdeflate cannot
/*	be loaded (said once): png_indexed() then fails as when libdeflate
/*	fails.  The others are called only with a compressor it made.
/*--*/

/* Build. */
#include <config.h> /* PB_DEFLATE_SONAME (not core/config.h, beside this file) */

/* System. */
#include <stddef.h>
#include <stdint.h>

/* Third party. */
#include <libdeflate.h>

/* pbemd-wide. */
#include "core/lazy.h"

static struct lazy_lib deflate = LAZY_LIB(PB_DEFLATE_SONAME);

/* libdeflate_alloc_compressor - libdeflate's, loaded on first use */

struct libdeflate_compressor *
libdeflate_alloc_compressor(int level)
{
	static struct libdeflate_compressor *(*fn)(int);

	if (fn == NULL
	    && (fn = (struct libdeflate_compressor * (*)(int))
	               lazy_sym(&deflate, "libdeflate_alloc_compressor"))
	        == NULL)
		return (NULL);
	return (fn(level));
}

/* libdeflate_zlib_compress_bound - libdeflate's; loaded already */

size_t
libdeflate_zlib_compress_bound(struct libdeflate_compressor *c, size_t in_nbytes)
{
	static size_t (*fn)(struct libdeflate_compressor *, size_t);

	if (fn == NULL
	    && (fn = (size_t(*)(struct libdeflate_compressor *, size_t))lazy_sym(
	            &deflate, "libdeflate_zlib_compress_bound"))
	        == NULL)
		return (0);
	return (fn(c, in_nbytes));
}

/* libdeflate_zlib_compress - libdeflate's; 0 (no room) when it is not
 * there */

size_t
libdeflate_zlib_compress(struct libdeflate_compressor *c, const void *in, size_t in_nbytes,
    void *out, size_t out_nbytes_avail)
{
	static size_t (*fn)(struct libdeflate_compressor *, const void *, size_t, void *, size_t);

	if (fn == NULL
	    && (fn = (size_t(*)(struct libdeflate_compressor *, const void *, size_t, void *,
	            size_t))lazy_sym(&deflate, "libdeflate_zlib_compress"))
	        == NULL)
		return (0);
	return (fn(c, in, in_nbytes, out, out_nbytes_avail));
}

/* libdeflate_crc32 - libdeflate's; loaded already */

uint32_t
libdeflate_crc32(uint32_t crc, const void *buf, size_t len)
{
	static uint32_t (*fn)(uint32_t, const void *, size_t);

	if (fn == NULL
	    && (fn = (uint32_t(*)(uint32_t, const void *, size_t))lazy_sym(
	            &deflate, "libdeflate_crc32"))
	        == NULL)
		return (0);
	return (fn(crc, buf, len));
}
