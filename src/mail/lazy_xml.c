/*++
/* NAME
/*	lazy_xml 3
/* SUMMARY
/*	libxml2, loaded when a mail first needs it
/* SYNOPSIS
/*	#include <libxml/HTMLparser.h>
/*
/*	htmlDocPtr htmlReadMemory(const char *buf, int size,
/*				const char *url, const char *encoding,
/*				int options)
/*	void	xmlFreeDoc(xmlDocPtr doc)
/* DESCRIPTION
/*	The two functions of libxml2 that html.c calls, under their own
/*	names: pbemd is not linked with libxml2 (and ICU behind it), which
/*	only a mail with HTML and no plain text needs; the first call loads
/*	it (lazy.h) and forwards to it.
/* DIAGNOSTICS
/*	htmlReadMemory() returns NULL when libxml2 cannot be loaded (said
/*	once): the mail is then one without text, as for HTML that does
/*	not parse.
/*--*/

/* Build. */
#include "config.h" /* PB_XML_SONAME */

/* Third party. */
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>

/* pbemd-wide. */
#include "core/lazy.h"

static struct lazy_lib xml = LAZY_LIB(PB_XML_SONAME);

/* htmlReadMemory - libxml2's, loaded on first use */

htmlDocPtr
htmlReadMemory(const char *buf, int size, const char *url, const char *encoding, int options)
{
	static htmlDocPtr (*fn)(const char *, int, const char *, const char *, int);

	if (fn == NULL
	    && (fn = (htmlDocPtr(*)(const char *, int, const char *, const char *, int))lazy_sym(
	            &xml, "htmlReadMemory"))
	        == NULL)
		return (NULL);
	return (fn(buf, size, url, encoding, options));
}

/* xmlFreeDoc - libxml2's; only a document it made comes here */

void
xmlFreeDoc(xmlDocPtr doc)
{
	static void (*fn)(xmlDocPtr);

	if (fn == NULL && (fn = (void (*)(xmlDocPtr))lazy_sym(&xml, "xmlFreeDoc")) == NULL)
		return;
	fn(doc);
}
