/*++
/* NAME
/*	clock 3
/* SUMMARY
/*	wall clock with a test seam
/* SYNOPSIS
/*	#include "core/clock.h"
/* DESCRIPTION
/*	See clock.h.
/*--*/

/* System. */
#include <stdlib.h>
#include <time.h>

/* pbemd-wide. */
#include "core/clock.h"

/* pb_now - seconds since the epoch, or $PBEMD_FAKE_NOW */

int64_t
pb_now(void)
{
	const char *fake;
	char       *end;
	long long   v;

	if ((fake = getenv("PBEMD_FAKE_NOW")) != NULL && *fake) {
		v = strtoll(fake, &end, 10);
		if (*end == '\0')
			return ((int64_t)v);
	}
	return ((int64_t)time(NULL));
}
