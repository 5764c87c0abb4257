/*++
/* NAME
/*	jdump 3h
/* SUMMARY
/*	canonical JSON text, written fast
/* SYNOPSIS
/*	#include "core/jdump.h"
/*
/*	char	*jdump_canonical(const json_t *root);
/* DESCRIPTION
/*	jdump_canonical() returns the text json_dumps(root, JSON_COMPACT |
/*	JSON_SORT_KEYS) returns, byte for byte, or NULL when root is not an
/*	object or an array (as json_dumps() without JSON_ENCODE_ANY); the
/*	caller frees it.  A game saves its state after every move and
/*	replay --verify after every move of the log (jfield_dumps()), and
/*	jansson spends most of that in vsnprintf() for each integer and in
/*	a strbuffer grown byte by byte: this writes integers with its own
/*	digits and strings in runs, into one growing buffer.
/*
/*	What it writes, as jansson 2.x does with these flags: no blank
/*	anywhere; the members of an object in the order of memcmp() of
/*	their keys, the shorter key first when one is the start of the
/*	other; a string's bytes as they are but '"' and '\\' (escaped
/*	with a backslash) and those below 0x20 (\b \f \n \r \t, else
/*	\u00XX in upper-case hex); an integer in decimal.  A real is
/*	written by jansson itself (its precision and exponent rules), so
/*	that no state that holds one can differ.
/*
/*	The saved states of every stored game hash as before: tests/check_core
/*	(jdump-1) compares the two on random trees, and replay --verify of
/*	the games of tests/data/db-v0.1.0.db (tests/e2e-olddb.sh) on real
/*	ones.
/* SEE ALSO
/*	jfield(3h), jfield_dumps().
/*--*/

#ifndef PB_CORE_JDUMP_H
#define PB_CORE_JDUMP_H

#include <jansson.h>

char *jdump_canonical(const json_t *);

#endif
