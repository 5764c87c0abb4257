/*++
/* NAME
/*	tzone 3h
/* SUMMARY
/*	time zones, durations, weekdays off: the arithmetic of deadlines
/* SYNOPSIS
/*	#include "core/tzone.h"
/* DESCRIPTION
/*	tz_ok() tells whether zone names an IANA time zone this machine
/*	has ("Europe/Rome", "America/New_York", "UTC"): letters, digits,
/*	"_", "-", "+" and "/" only, no "..", and a file of that name under
/*	$TZDIR or /usr/share/zoneinfo.
/*
/*	tz_duration() reads a duration: a number followed by d (days), h
/*	(hours) or m (minutes), several of them run together ("1d12h"),
/*	or "0"; a bare number is hours.  *secs receives the seconds.
/*	tz_duration_str() writes seconds back as "2d 12h" (caller frees).
/*
/*	tz_days() reads a list of weekdays ("sat,sun", "none", ""): the
/*	three first letters of their English names.  *mask receives bit
/*	tm_wday (0 Sunday) for each.  tz_days_str() writes a mask back
/*	("sat,sun" or "none"), caller frees.
/*
/*	tz_add() returns start plus secs, counting only the time that
/*	falls on days not in daysoff, days being those of zone (a day
/*	off starts and ends at local midnight).  With every day off, or
/*	none, it is start + secs.
/*
/*	tz_format() writes a time as a reader of zone and locale ("en",
/*	"it", "es") reads it: "Tue 24 Nov 2026 18:00 CET (Europe/Rome)",
/*	the zone's name left out when it is its abbreviation ("08:00 UTC").
/*	Caller frees.
/*
/*	tz_date() reads "YYYY-MM-DD" as local midnight of that day in
/*	zone; PB_EDATA with a reason when it is no such date.
/*
/*	The zone is switched with setenv(TZ) and tzset() and restored
/*	afterwards: pbemd is single-threaded (XXX: not thread-safe).
/*--*/

#ifndef TZONE_H
#define TZONE_H

#include <stdint.h>

#include "core/pb.h"

int        tz_ok(const char *zone);
enum pb_rc tz_duration(const char *text, int64_t *secs, struct pb_err *);
char      *tz_duration_str(int64_t secs);
enum pb_rc tz_days(const char *text, unsigned *mask, struct pb_err *);
char      *tz_days_str(unsigned mask);
int64_t    tz_add(int64_t start, int64_t secs, const char *zone, unsigned daysoff);
char      *tz_format(int64_t t, const char *zone, const char *locale);
enum pb_rc tz_date(const char *text, const char *zone, int64_t *t, struct pb_err *);

#endif
