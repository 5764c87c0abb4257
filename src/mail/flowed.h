/*++
/* NAME
/*	flowed 3h
/* SUMMARY
/*	a text body as format=flowed (RFC 3676)
/* SYNOPSIS
/*	#include "mail/flowed.h"
/* DESCRIPTION
/*	See flowed.c.
/*--*/
#ifndef FLOWED_H
#define FLOWED_H

#include <stddef.h>

#define FLOWED_WIDTH 72 /* columns of a line, the trailing space included */

char *flowed_text(const char *body, size_t width);
char *flowed_unflow(const char *text, int delsp);

#endif
