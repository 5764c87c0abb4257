/*++
/* NAME
/*	textpart 3h
/* SUMMARY
/*	a mail pbemd composed, reduced to its text part
/* SYNOPSIS
/*	#include "mail/textpart.h"
/* DESCRIPTION
/*	See textpart.c.
/*--*/

#ifndef TEXTPART_H
#define TEXTPART_H

#include <stddef.h>

char *textpart_only(const char *raw, size_t len);

#endif
