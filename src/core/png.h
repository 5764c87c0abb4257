/*++
/* NAME
/*	png 3h
/* SUMMARY
/*	an indexed PNG of RGB pixels
/* SYNOPSIS
/*	#include "core/png.h"
/* DESCRIPTION
/*	See png.c.  picture(3) writes its pictures with it.
/*--*/

#ifndef CORE_PNG_H /* not PNG_H: libpng's */
#define CORE_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "core/pb.h"

enum pb_rc png_indexed(
    struct pb_buf *, const uint32_t *px, int w, int h, size_t stride, struct pb_err *);

#endif
