/*++
/* NAME
/*	html 3h
/* SUMMARY
/*	HTML mail body to plain text, with libxml2's HTML parser
/* SYNOPSIS
/*	#include "mail/html.h"
/* DESCRIPTION
/*	html_to_text() parses len bytes of HTML that are already UTF-8 and
/*	returns plain UTF-8 text, caller frees.  Block elements (p, div, br,
/*	li, tr, h1-h6) end lines; script, style and head are dropped;
/*	entities are decoded; text inside <blockquote> (any depth) is
/*	emitted with each line prefixed by "> " so that reply stripping
/*	treats it as quoted.  Runs of blank lines collapse to one.  Never
/*	returns NULL.
/*--*/

#ifndef HTML_H
#define HTML_H

#include <stddef.h>

char *html_to_text(const char *html, size_t len);

#endif
