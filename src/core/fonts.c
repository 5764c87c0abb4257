/*++
/* NAME
/*	fonts 3
/* SUMMARY
/*	the fontconfig configuration pictures are drawn with
/* SYNOPSIS
/*	#include "core/fonts.h"
/*
/*	void	fonts_conf(const char *content)
/*
/*	void	fonts_setup(void)
/* DESCRIPTION
/*	Pango finds its fonts with fontconfig, whose own start parses the
/*	system's configuration: /etc/fonts/fonts.conf and the 33 files of
/*	conf.d, 83 KB of XML, 24 million instructions in every process
/*	that draws a picture (pbemd --deliver: a sixth of a mail that
/*	draws, and 6 M more to apply their rules to each font pattern).
/*	pbemd draws with DejaVu Sans and what a name in another script
/*	falls back to: the content directory's fonts.conf
/*	says where the system's fonts and their caches are and keeps the
/*	few rules the pictures' bytes depend on (its comment says which),
/*	for about half a million.
/*
/*	fonts_conf() remembers CONTENT/fonts.conf (config_load() gives
/*	it the [pbemd] content directory).  fonts_setup(), called once
/*	cairo and pango are loaded and before pango makes its font map
/*	(lazy_cairo_open()), makes that file fontconfig's current
/*	configuration, so that fontconfig's own start (FcInit, in a thread
/*	of pango's) finds one and parses nothing.  Without the file, with
/*	FONTCONFIG_FILE set in the environment (someone chose a
/*	configuration), or when the file cannot be loaded, fontconfig
/*	keeps its own: the pictures are drawn as before, only dearer.
/* DIAGNOSTICS
/*	A fonts.conf that exists but cannot be loaded: said once with
/*	pb_warn() (fontconfig says why on stderr).
/* SEE ALSO
/*	lazy_cairo(3), picture(3), FcConfigParseAndLoad(3).
/*--*/

/* System. */
#include <stdlib.h>
#include <unistd.h>

/* Third party. */
#include <fontconfig/fontconfig.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "core/fonts.h"

static char *fonts_path; /* CONTENT/fonts.conf, or NULL */

/* fonts_conf - remember CONTENT/fonts.conf for fonts_setup() */

void
fonts_conf(const char *content)
{
	free(fonts_path);
	fonts_path = content != NULL ? pb_asprintf("%s/fonts.conf", content) : NULL;
}

/* fonts_setup - fonts_path fontconfig's current configuration, once */

void
fonts_setup(void)
{
	static int done;
	FcConfig  *fc;

	if (done)
		return;
	done = 1;
	if (fonts_path == NULL || getenv("FONTCONFIG_FILE") != NULL
	    || access(fonts_path, R_OK) != 0)
		return;
	if ((fc = FcConfigCreate()) == NULL)
		pb_panic("fonts_setup: out of memory");
	if (!FcConfigParseAndLoad(fc, (const FcChar8 *)fonts_path, FcTrue)
	    || !FcConfigSetCurrent(fc))
		pb_warn("%s: not loaded, fontconfig's own configuration instead", fonts_path);
	FcConfigDestroy(fc); /* fontconfig holds the current one */
}
