/*++
/* NAME
/*	deflate_runs 3h
/* SUMMARY
/*	a zlib stream of rows given as runs of one byte
/* SYNOPSIS
/*	#include "core/deflate_runs.h"
/* DESCRIPTION
/*	See deflate_runs.c.  png(3) writes its pictures' IDAT with it.
/*--*/

#ifndef CORE_DEFLATE_RUNS_H
#define CORE_DEFLATE_RUNS_H

#include <stddef.h>
#include <stdint.h>

#include "core/pb.h"

/* One run: len (1 or more) bytes of the value val (0..255), or of the
 * byte a map gives for val (deflate_runs()'s map). */
struct deflate_run {
	uint32_t val;
	uint32_t len;
};

/* One series: rows equal rows; its runs end at run[end] (exclusive),
 * the series before's end being where they start. */
struct deflate_series {
	size_t end;
	int    rows;
};

void deflate_runs(struct pb_buf *, const struct deflate_run *, const int *map,
    const struct deflate_series *, size_t nser, int lead, size_t width);

#endif
