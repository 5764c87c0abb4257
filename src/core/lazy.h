/*++
/* NAME
/*	lazy 3h
/* SUMMARY
/*	a shared library loaded when it is first used
/* SYNOPSIS
/*	#include "core/lazy.h"
/*
/*	struct lazy_lib name = LAZY_LIB(SONAME);
/*
/*	void	*lazy_sym(struct lazy_lib *lib, const char *name)
/* DESCRIPTION
/*	A process that delivers one mail (pbemd --deliver) pays at start
/*	for every library it is linked with: mapping it, and resolving
/*	its symbols against all the others.  The libraries only some
/*	mails need (libcurl: only to send by SMTP; libxml2: only for a
/*	mail with HTML and no plain text) are not linked: lazy_curl.c and
/*	lazy_xml.c define the functions pbemd calls, under their own names,
/*	and each loads its library on its first call.
/*
/*	lazy_sym() returns the address of NAME in LIB, loading LIB (its
/*	soname, found by configure) with dlopen(3) on the first call.
/* DIAGNOSTICS
/*	NULL when the library or the symbol cannot be found, said once per
/*	library with pb_warn(); the wrappers then return their library's
/*	own failure value (a NULL handle, an error code), which the callers
/*	handle already.
/*--*/

#ifndef LAZY_H
#define LAZY_H

struct lazy_lib {
	const char *soname;
	void       *handle;
	int         failed; /* said once */
};

#define LAZY_LIB(soname)                                                                           \
	{                                                                                          \
		(soname), NULL, 0                                                                  \
	}

void *lazy_sym(struct lazy_lib *, const char *name);

#endif
