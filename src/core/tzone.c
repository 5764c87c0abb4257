/*++
/* NAME
/*	tzone 3
/* SUMMARY
/*	time zones, durations, weekdays off
/* SYNOPSIS
/*	#include "core/tzone.h"
/* DESCRIPTION
/*	See tzone.h.
/*--*/

/* System. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/tzone.h"

#define TZ_MAXLOOP 4000 /* days walked by tz_add(): about eleven years */

static const char *const tz_wdays[] = { "sun", "mon", "tue", "wed", "thu", "fri", "sat" };

/* Day and month names per locale, for tz_format(). */
static const struct {
	const char *locale;
	const char *day[7];
	const char *mon[12];
} tz_names[] = {
	{ "en", { "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" },
	    { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
	        "Dec" } },
	{ "it", { "dom", "lun", "mar", "mer", "gio", "ven", "sab" },
	    { "gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov",
	        "dic" } },
	{ "es", { "dom", "lun", "mar", "mié", "jue", "vie", "sáb" },
	    { "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov",
	        "dic" } },
};

/* tz_push - switch the process to zone; the old TZ to give tz_pop() */

static char *
tz_push(const char *zone)
{
	const char *old = getenv("TZ");
	char       *saved = old ? pb_strdup(old) : NULL;

	setenv("TZ", zone, 1);
	tzset();
	return (saved);
}

/* tz_pop - back to the zone tz_push() found */

static void
tz_pop(char *saved)
{
	if (saved) {
		setenv("TZ", saved, 1);
		free(saved);
	} else
		unsetenv("TZ");
	tzset();
}

/* tz_ok - an IANA zone name this machine knows */

int
tz_ok(const char *zone)
{
	const char *dir = getenv("TZDIR");
	char       *path;
	size_t      i;
	int         ok;

	if (zone == NULL || *zone == '\0' || strlen(zone) > 64 || zone[0] == '/'
	    || strstr(zone, "..") != NULL)
		return (0);
	for (i = 0; zone[i]; i++)
		if (!isalnum((unsigned char)zone[i]) && strchr("_-+/", zone[i]) == NULL)
			return (0);
	path = pb_asprintf("%s/%s", dir && *dir ? dir : "/usr/share/zoneinfo", zone);
	ok = access(path, R_OK) == 0;
	free(path);
	return (ok);
}

/* tz_duration - "2d", "36h", "1d12h", "90m", "0"; a bare number is hours */

enum pb_rc
tz_duration(const char *text, int64_t *secs, struct pb_err *err)
{
	const char *p = text;
	int64_t     total = 0, n;
	char       *end;

	if (text == NULL || *text == '\0')
		return (pb_err_set(err, PB_EDATA, "a duration is needed, such as 48h or 2d"));
	while (*p) {
		if (!isdigit((unsigned char)*p))
			break;
		n = strtoll(p, &end, 10);
		if (n > 3660 * 24)
			break;
		p = end;
		if (*p == 'd' || *p == 'D')
			total += n * 86400, p++;
		else if (*p == 'h' || *p == 'H' || (*p == '\0' && p == end))
			total += n * 3600, p += *p != '\0';
		else if (*p == 'm' || *p == 'M')
			total += n * 60, p++;
		else
			break;
	}
	if (*p != '\0' || total > (int64_t)3660 * 86400)
		return (pb_err_set(err, PB_EDATA,
		    "\"%s\" is not a duration: write it as 48h, 2d, 1d12h or 90m", text));
	*secs = total;
	return (PB_OK);
}

/* tz_duration_str - seconds as "2d 12h 30m" ("0h" for none) */

char *
tz_duration_str(int64_t secs)
{
	struct pb_buf b;

	pb_buf_init(&b);
	if (secs >= 86400)
		pb_buf_printf(&b, "%lldd", (long long)(secs / 86400));
	if (secs % 86400 >= 3600 || secs == 0)
		pb_buf_printf(&b, "%s%lldh", b.len ? " " : "", (long long)(secs % 86400 / 3600));
	if (secs % 3600 >= 60)
		pb_buf_printf(&b, "%s%lldm", b.len ? " " : "", (long long)(secs % 3600 / 60));
	return (pb_buf_steal(&b));
}

/* tz_days - "sat,sun" as a mask of tm_wday bits */

enum pb_rc
tz_days(const char *text, unsigned *mask, struct pb_err *err)
{
	char    *copy, *tok, *save;
	unsigned m = 0;
	size_t   i;

	if (text == NULL || *text == '\0' || strcasecmp(text, "none") == 0) {
		*mask = 0;
		return (PB_OK);
	}
	copy = pb_strdup(text);
	for (tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
		for (i = 0; i < PB_NELEM(tz_wdays); i++)
			if (strncasecmp(tok, tz_wdays[i], 3) == 0 && strlen(tok) >= 3)
				break;
		if (i == PB_NELEM(tz_wdays)) {
			pb_err_set(err, PB_EDATA,
			    "\"%s\" is not a weekday: write days off as sat,sun (or none)", tok);
			free(copy);
			return (PB_EDATA);
		}
		m |= 1u << i;
	}
	free(copy);
	*mask = m;
	return (PB_OK);
}

/* tz_days_str - a mask as "sat,sun", or "none" */

char *
tz_days_str(unsigned mask)
{
	struct pb_buf b;
	size_t        i;

	pb_buf_init(&b);
	for (i = 1; i <= PB_NELEM(tz_wdays); i++) /* Monday first */
		if (mask & (1u << (i % 7)))
			pb_buf_printf(&b, "%s%s", b.len ? "," : "", tz_wdays[i % 7]);
	if (b.len == 0)
		pb_buf_puts(&b, "none");
	return (pb_buf_steal(&b));
}

/* next_midnight - the next local midnight after t (zone already set) */

static int64_t
next_midnight(int64_t t, int *wday)
{
	struct tm tm;
	time_t    tt = (time_t)t;

	localtime_r(&tt, &tm);
	*wday = tm.tm_wday;
	tm.tm_mday++;
	tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
	tm.tm_isdst = -1;
	return ((int64_t)mktime(&tm));
}

/* tz_add - start plus secs, counting only days that are not off */

int64_t
tz_add(int64_t start, int64_t secs, const char *zone, unsigned daysoff)
{
	int64_t t = start, left = secs, next;
	char   *saved;
	int     wday, i;

	daysoff &= 0x7f;
	if (daysoff == 0 || daysoff == 0x7f)
		return (start + secs);
	saved = tz_push(zone);
	for (i = 0; i < TZ_MAXLOOP; i++) {
		next = next_midnight(t, &wday);
		if (next <= t) /* a broken zone: never loop */
			break;
		if (!(daysoff & (1u << wday))) {
			if (left <= next - t)
				break;
			left -= next - t;
		}
		t = next;
	}
	tz_pop(saved);
	return (t + left);
}

/* tz_format - a time as the reader of zone and locale reads it */

char *
tz_format(int64_t t, const char *zone, const char *locale)
{
	struct tm tm;
	time_t    tt = (time_t)t;
	size_t    i;
	char     *saved, abbr[16];

	for (i = 0; i < PB_NELEM(tz_names) - 1; i++)
		if (locale && strcmp(locale, tz_names[i].locale) == 0)
			break;
	if (locale == NULL || strcmp(locale, tz_names[i].locale) != 0)
		i = 0;
	saved = tz_push(zone && *zone ? zone : "UTC");
	localtime_r(&tt, &tm);
	if (strftime(abbr, sizeof(abbr), "%Z", &tm) == 0)
		abbr[0] = '\0';
	tz_pop(saved);
	zone = zone && *zone ? zone : "UTC";
	/* "08:00 CET (Europe/Rome)", but "08:00 UTC", not "UTC (UTC)". */
	return (pb_asprintf("%s %d %s %d %02d:%02d %s%s%s%s", tz_names[i].day[tm.tm_wday],
	    tm.tm_mday, tz_names[i].mon[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min, abbr,
	    strcmp(abbr, zone) != 0 ? " (" : "", strcmp(abbr, zone) != 0 ? zone : "",
	    strcmp(abbr, zone) != 0 ? ")" : ""));
}

/* tz_date - "YYYY-MM-DD" as local midnight in zone */

enum pb_rc
tz_date(const char *text, const char *zone, int64_t *t, struct pb_err *err)
{
	struct tm tm = { 0 };
	char     *saved, tail;
	int       y, m, d;
	time_t    v;

	if (sscanf(text, "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || y < 1970 || y > 2200 || m < 1
	    || m > 12 || d < 1 || d > 31)
		return (pb_err_set(
		    err, PB_EDATA, "\"%s\" is not a date: write it as 2026-12-24", text));
	tm.tm_year = y - 1900;
	tm.tm_mon = m - 1;
	tm.tm_mday = d;
	tm.tm_isdst = -1;
	saved = tz_push(zone && *zone ? zone : "UTC");
	v = mktime(&tm);
	tz_pop(saved);
	if (tm.tm_mday != d)
		return (pb_err_set(err, PB_EDATA, "%s is no day of the calendar", text));
	*t = (int64_t)v;
	return (PB_OK);
}
