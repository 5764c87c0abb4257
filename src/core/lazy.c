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

/* lazy_sym - a symbol of a library, the library loaded on first use */

void *
lazy_sym(struct lazy_lib *lib, const char *name)
{
	void *sym;

	if (lib->handle == NULL && !lib->failed
	    && (lib->handle = dlopen(lib->soname, RTLD_NOW | RTLD_LOCAL)) == NULL) {
		lib->failed = 1;
		pb_warn("lazy_sym: %s", dlerror());
	}
	if (lib->handle == NULL)
		return (NULL);
	if ((sym = dlsym(lib->handle, name)) == NULL)
		pb_warn("lazy_sym: %s: no %s", lib->soname, name);
	return (sym);
}
