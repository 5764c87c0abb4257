/*++
/* NAME
/*	heap 3
/* SUMMARY
/*	the start of malloc's heap on transparent huge pages
/* SYNOPSIS
/*	#include "core/heap.h"
/*
/*	int	heap_init(void);
/* DESCRIPTION
/*	pbemd --deliver is a process per mail, and a fresh process pays a
/*	page fault for every page of heap it touches: some 450 of the 635
/*	faults of one mail (malloc's heap growing, and the copies into
/*	blocks mapped on their own), at some 10 us each on a virtual
/*	machine, a quarter of the process's processor time.  One fault on
/*	a transparent huge page maps 2 MB at once: with heap_init() that
/*	mail's process has 175 faults.
/*
/*	heap_init() is called first thing in main(), before the program
/*	allocates (a malloc made earlier is no harm: see below).  With
/*	glibc's own malloc it
/* .IP (1)
/*	moves the program break up to a few pages below a huge page
/*	boundary, the region's start (the address space skipped is never
/*	touched, so it costs no memory; the few pages take malloc's first
/*	headers, written before (4));
/* .IP (2)
/*	sets malloc's top pad to HEAP_HUGE and those few pages, so that the
/*	heap grows by at least that much at a time and a trim always keeps
/*	that much above the last block in use (so a trim never cuts into the huge pages:
/*	(H1) below); the trim threshold to twice that; and the mmap
/*	threshold to HEAP_MMAP_MIN, so that the pack's text and SQLite's
/*	buffers (some 200 KB each) come from the heap too rather than
/*	from fresh mappings faulted page by page;
/* .IP (3)
/*	makes malloc grow its heap from that boundary (an allocation larger
/*	than what is left at its top), and checks that the block came from
/*	there: a malloc that is not glibc's heap (valgrind's, a preloaded
/*	one) fails the check, and heap_init() stops (the settings of (2)
/*	then went to a glibc malloc that nobody calls, or to valgrind's,
/*	which ignores them);
/* .IP (4)
/*	advises the kernel that the first HEAP_HUGE bytes of the heap
/*	should be huge pages (madvise(MADV_HUGEPAGE)).  A kernel without
/*	transparent huge pages, or with them set to "never", refuses or
/*	ignores the advice: the heap is then as before, in 4 KB pages.
/* .PP
/*	Invariant (H1): the huge-page region [start, start + HEAP_HUGE) is
/*	inside the heap for the process's life: malloc trims only down to
/*	its top pad (more than HEAP_HUGE) above the highest block in use, and the
/*	heap starts just below the region.
/*
/*	The cost: up to HEAP_HUGE of memory resident from the first
/*	allocations on, and a trimmed heap keeps up to HEAP_HUGE of free
/*	pages at its top.  The daemon's peak RSS (pbemd --once over the
/*	bench's 300 mails) is measured in bench/HISTORY.md.
/*
/*	Built with AddressSanitizer, which replaces malloc, heap_init()
/*	does nothing.  Without glibc 2.33 or newer (mallopt(),
/*	mallinfo2()) or without MADV_HUGEPAGE it does nothing either.
/*
/*	heap_init() returns 1 when the region was advised, else 0; the
/*	caller may ignore it (a test looks).
/* DIAGNOSTICS
/*	None: every failure leaves malloc's heap as it would have been.
/* SEE ALSO
/*	mallopt(3), madvise(2), sbrk(2)
/*--*/

/* System. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

/* Local. */
#include "core/heap.h"

/* Is malloc a sanitizer's? Then it is none of our business. */
#if defined(__SANITIZE_ADDRESS__)
#define HEAP_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define HEAP_SANITIZED 1
#endif
#endif

/* mallinfo2() is glibc 2.33's. */
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#if defined(M_TOP_PAD) && defined(MADV_HUGEPAGE) && !defined(HEAP_SANITIZED)
#define HEAP_GLIBC 1
#endif
#endif

#ifdef HEAP_GLIBC

/* heap_align - (1): the break LEAD bytes below a huge page boundary,
 * which it returns, or 0 */

static uintptr_t
heap_align(size_t lead)
{
	uintptr_t cur, start;

	if ((cur = (uintptr_t)sbrk(0)) == (uintptr_t)-1)
		return (0);
	start = (cur + lead + HEAP_HUGE_PAGE - 1) & ~(uintptr_t)(HEAP_HUGE_PAGE - 1);
	if (start - lead != cur && sbrk((intptr_t)(start - lead - cur)) == (void *)-1)
		return (0);
	return (start);
}

/* heap_grow - (3): malloc's heap grown by a block of SIZE from the
 * break, within LEAD bytes below START; 1 if the heap now covers the
 * region */

static int
heap_grow(uintptr_t start, size_t lead, size_t size)
{
	uintptr_t at, brk;
	void     *probe;
	int       ok;

	if ((probe = malloc(size)) == NULL)
		return (0);
	at = (uintptr_t)probe;
	brk = (uintptr_t)sbrk(0);
	ok = at >= start - lead && at + size <= start && brk >= start + HEAP_HUGE;
	free(probe);
	return (ok);
}

#endif /* HEAP_GLIBC */

/* heap_init - the start of malloc's heap on huge pages; 1 if advised */

int
heap_init(void)
{
#ifdef HEAP_GLIBC
	struct mallinfo2 mi;
	uintptr_t        start;
	size_t           size, lead;

	/* (1) and (2).  The probe of (3) is larger than malloc's top (none
	 * yet, before the first allocation), so that the heap must grow,
	 * and the headers malloc writes then (its thread cache on the
	 * first allocation, the probe's, the new top's) must land below
	 * the region: a page written there before the advice would leave
	 * its first huge page in 4 KB pages. */
	mi = mallinfo2();
	size = mi.keepcost + 64;
	lead = (size + HEAP_PROBE_SLACK + 4095) & ~(size_t)4095;
	if ((start = heap_align(lead)) == 0)
		return (0);
	if (mallopt(M_TOP_PAD, (int)(HEAP_HUGE + lead)) == 0
	    || mallopt(M_TRIM_THRESHOLD, (int)(2 * HEAP_HUGE)) == 0
	    || mallopt(M_MMAP_THRESHOLD, (int)HEAP_MMAP_MIN) == 0)
		return (0);

	/* (3) and (4): the advice only once the region is heap (H1). */
	if (!heap_grow(start, lead, size))
		return (0);
	return (madvise((void *)start, HEAP_HUGE, MADV_HUGEPAGE) == 0);
#else
	return (0);
#endif
}
