/*++
/* NAME
/*	charset 3h
/* SUMMARY
/*	convert text in a named charset to UTF-8
/* SYNOPSIS
/*	#include "mail/charset.h"
/* DESCRIPTION
/*	charset_to_utf8() converts len bytes in charset (case-insensitive;
/*	NULL or "" means us-ascii) to a new NUL-terminated UTF-8 string.
/*	us-ascii, utf-8, iso-8859-1..15 and windows-1250..1258 at least are
/*	known (iconv).  Invalid input bytes become U+FFFD; an unknown
/*	charset is read as windows-1252 and *unknown is set to 1.  Caller
/*	frees the result.  charset_utf8_valid() tells whether s is valid
/*	UTF-8.
/*--*/

#ifndef CHARSET_H
#define CHARSET_H

#include <stddef.h>

char *charset_to_utf8(const char *in, size_t len, const char *charset, int *unknown);
int   charset_utf8_valid(const char *s, size_t len);

#endif
