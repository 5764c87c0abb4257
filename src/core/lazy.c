/*++
/* NAME
/*	lazy 3
/* SUMMARY
/*	a shared library loaded when it is first used
/* SYNOPSIS
/*	#include "core/lazy.h"
/* DESCRIPTION
/*	See lazy.h.
/*--*/

/* System. */
#include <dlfcn.h>
#include <stddef.h>

/* pbemd-wide. */
#include "core/lazy.h"
#include "core/pb.h"

/*
  * A library is loaded RTLD_LAZY: a function of its own and of what it
  * brings is bound on its first call, not all when it is loaded.
  * libpangocairo brings 35 libraries (X11 and xcb through cairo, GIO
  * through pango) of which a picture calls a few functions: binding
  * them all (RTLD_NOW) cost 1.8 million instructions of the 9 million
  * of loading them, in every process that draws.  (Those built to bind
  * at load, -z now, are bound at load either way.)
  */

/* lazy_sym - a symbol of a library, the library loaded on first use */

void *
lazy_sym(struct lazy_lib *lib, const char *name)
{
	void *sym;

	if (lib->handle == NULL && !lib->failed
	    && (lib->handle = dlopen(lib->soname, RTLD_LAZY | RTLD_LOCAL)) == NULL) {
		lib->failed = 1;
		pb_warn("lazy_sym: %s", dlerror());
	}
	if (lib->handle == NULL)
		return (NULL);
	if ((sym = dlsym(lib->handle, name)) == NULL)
		pb_warn("lazy_sym: %s: no %s", lib->soname, name);
	return (sym);
}
