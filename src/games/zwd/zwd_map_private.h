/*++
/* NAME
/*	zwd_map_private 3h
/* SUMMARY
/*	Zombicide: White Death, what the board's files share
/* SYNOPSIS
/*	#include "games/zwd/zwd_map_private.h"
/*
/*	int	zwd_word(const char **s, char *w, size_t len);
/*	const char *zwd_kind_word(int kind);
/*	enum pb_rc zwd_map_setup(struct zwd_map *map, struct pb_err *err);
/* DESCRIPTION
/*	zwd_word() copies the next word of *s (words are separated by
/*	white space or commas; at most len - 1 bytes are kept) into w and
/*	advances *s; 0 at the end.  zwd_kind_word() is the word of a zone
/*	kind ("street", "building", "walkway", "ruin").  zwd_map_setup()
/*	reads the mission's tokens into map->setup (zwd_map_setup.c).
/*--*/

#ifndef ZWD_MAP_PRIVATE_H
#define ZWD_MAP_PRIVATE_H

#include <stddef.h>

#include "games/zwd/zwd_map.h"

int         zwd_word(const char **, char *, size_t);
const char *zwd_kind_word(int);
enum pb_rc  zwd_map_setup(struct zwd_map *, struct pb_err *);

#endif
