/*++
/* NAME
/*	heap 3h
/* SUMMARY
/*	the start of malloc's heap on transparent huge pages
/* SYNOPSIS
/*	#include "core/heap.h"
/*
/*	int	heap_init(void);
/* DESCRIPTION
/*	See heap.c.
/*--*/

#ifndef HEAP_H
#define HEAP_H

#define HEAP_HUGE_PAGE (2UL * 1024 * 1024)  /* the x86-64 and arm64 huge page */
#define HEAP_HUGE      (4UL * 1024 * 1024)  /* the heap's start on huge pages */
#define HEAP_MMAP_MIN  (1024UL * 1024)      /* smaller blocks come from the heap */
#define HEAP_PROBE_SLACK 4096               /* malloc's headers below the region */

int heap_init(void);

#endif
