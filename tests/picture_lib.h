/*++
/* NAME
/*	picture_lib 3h
/* SUMMARY
/*	what the picture tests share
/* SYNOPSIS
/*	#include "picture_lib.h"
/*
/*	uint32_t be32(const unsigned char *p);
/*	unsigned char *game_png(const struct game_ops *ops,
/*			const json_t *view, const char *locale, size_t *len);
/*	int	same_png(unsigned char *a, size_t na,
/*			unsigned char *b, size_t nb);
/* DESCRIPTION
/*	be32() reads a big-endian 32-bit number (a PNG's IHDR width is
/*	be32(png + 16)).  game_png() is the PNG the game ops draws for a
/*	view in a language (caller frees); the test fails when it cannot
/*	draw.  same_png() tells whether two PNGs are the same bytes, and
/*	frees both.
/*--*/
#ifndef PICTURE_LIB_H
#define PICTURE_LIB_H

#include <check.h>
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/picture.h"

static inline uint32_t
be32(const unsigned char *p)
{
	return ((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static inline unsigned char *
game_png(const struct game_ops *ops, const json_t *view, const char *locale, size_t *len)
{
	struct picture *pic = picture_new(PICTURE_WIDTH);
	struct pb_err   err;
	unsigned char  *png = NULL;

	ck_assert_msg(ops->picture(view, locale, pic, &err) == PB_OK, "%s", err.msg);
	ck_assert(picture_png(pic, &png, len, &err) == PB_OK);
	picture_free(pic);
	return (png);
}

static inline int
same_png(unsigned char *a, size_t na, unsigned char *b, size_t nb)
{
	int same = na == nb && memcmp(a, b, na) == 0;

	free(a);
	free(b);
	return (same);
}

#endif
