/*++
/* NAME
/*	lazy_curl 3
/* SUMMARY
/*	libcurl, loaded when a mail is first sent by SMTP
/* SYNOPSIS
/*	#include <curl/curl.h>
/*
/*	CURL	*curl_easy_init(void)
/*	CURLcode curl_easy_setopt(CURL *c, CURLoption option, ...)
/*	CURLcode curl_easy_perform(CURL *c)
/*	CURLcode curl_easy_getinfo(CURL *c, CURLINFO info, ...)
/*	void	curl_easy_cleanup(CURL *c)
/*	const char *curl_easy_strerror(CURLcode code)
/*	struct curl_slist *curl_slist_append(struct curl_slist *l,
/*				const char *s)
/*	void	curl_slist_free_all(struct curl_slist *l)
/* DESCRIPTION
/*	The functions of libcurl that sink_smtp.c calls, under their own
/*	names: pbemd is not linked with libcurl (and the Kerberos, LDAP,
/*	SSH, RTMP and HTTP/2 libraries behind it), which only the SMTP
/*	sink needs; the first call loads it (lazy.h) and forwards to it.
/*	A process that reads a mail and hands its replies to a Maildir or
/*	to sendmail never loads it.
/*
/*	curl_easy_setopt() passes its one argument on with the type its
/*	option number says (CURLOPTTYPE_*: long, pointer, function
/*	pointer, curl_off_t), as libcurl reads it; curl_easy_getinfo()
/*	passes its pointer.
/* DIAGNOSTICS
/*	When libcurl cannot be loaded (said once): curl_easy_init()
/*	returns NULL, the CURLcode functions CURLE_FAILED_INIT, which
/*	sink_smtp.c reports as a temporary failure: the replies stay
/*	queued.
/*--*/

/* Build. */
#include "config.h" /* PB_CURL_SONAME */

/* System. */
#include <stdarg.h>
#include <stddef.h>

/* Third party. */
#include <curl/curl.h>

/* pbemd-wide. */
#include "core/lazy.h"

/* curl.h makes these two macros that check argument types (gcc). */
#undef curl_easy_setopt
#undef curl_easy_getinfo

static struct lazy_lib curl = LAZY_LIB(PB_CURL_SONAME);

/* LAZY - fn, the library's function of that name, or return FAIL */
#define LAZY(type, name, fail)                                                                     \
	static __typeof__(type) fn;                                                                \
	if (fn == NULL && (fn = (type)lazy_sym(&curl, name)) == NULL)                              \
	return fail

/* curl_easy_init - libcurl's, loaded on first use */

CURL *
curl_easy_init(void)
{
	LAZY(CURL * (*)(void), "curl_easy_init", NULL);
	return (fn());
}

/* curl_easy_setopt - the one argument, with its option's type */

CURLcode
curl_easy_setopt(CURL *c, CURLoption option, ...)
{
	LAZY(CURLcode(*)(CURL *, CURLoption, ...), "curl_easy_setopt", CURLE_FAILED_INIT);
	va_list  ap;
	CURLcode rc;

	va_start(ap, option);
	if (option < CURLOPTTYPE_OBJECTPOINT)
		rc = fn(c, option, va_arg(ap, long));
	else if (option < CURLOPTTYPE_FUNCTIONPOINT)
		rc = fn(c, option, va_arg(ap, void *));
	else if (option < CURLOPTTYPE_OFF_T)
		rc = fn(c, option, va_arg(ap, void (*)(void)));
	else if (option < CURLOPTTYPE_BLOB)
		rc = fn(c, option, va_arg(ap, curl_off_t));
	else
		rc = fn(c, option, va_arg(ap, void *));
	va_end(ap);
	return (rc);
}

/* curl_easy_perform - libcurl's */

CURLcode
curl_easy_perform(CURL *c)
{
	LAZY(CURLcode(*)(CURL *), "curl_easy_perform", CURLE_FAILED_INIT);
	return (fn(c));
}

/* curl_easy_getinfo - its one argument is a pointer */

CURLcode
curl_easy_getinfo(CURL *c, CURLINFO info, ...)
{
	LAZY(CURLcode(*)(CURL *, CURLINFO, ...), "curl_easy_getinfo", CURLE_FAILED_INIT);
	va_list  ap;
	CURLcode rc;

	va_start(ap, info);
	rc = fn(c, info, va_arg(ap, void *));
	va_end(ap);
	return (rc);
}

/* curl_easy_cleanup - libcurl's; only a handle it made comes here */

void
curl_easy_cleanup(CURL *c)
{
	LAZY(void (*)(CURL *), "curl_easy_cleanup", );
	fn(c);
}

/* curl_easy_strerror - libcurl's words, or ours when it is missing */

const char *
curl_easy_strerror(CURLcode code)
{
	LAZY(const char *(*)(CURLcode), "curl_easy_strerror", "libcurl cannot be loaded");
	return (fn(code));
}

/* curl_slist_append - libcurl's */

struct curl_slist *
curl_slist_append(struct curl_slist *l, const char *s)
{
	LAZY(struct curl_slist * (*)(struct curl_slist *, const char *), "curl_slist_append", NULL);
	return (fn(l, s));
}

/* curl_slist_free_all - libcurl's */

void
curl_slist_free_all(struct curl_slist *l)
{
	LAZY(void (*)(struct curl_slist *), "curl_slist_free_all", );
	fn(l);
}
