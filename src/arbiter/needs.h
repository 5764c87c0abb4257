/*++
/* NAME
/*	needs 3h
/* SUMMARY
/*	pbemd -n: what the daemon needs, checked with its own access
/* SYNOPSIS
/*	#include "arbiter/needs.h"
/* DESCRIPTION
/*	See needs.c.
/*--*/

#ifndef NEEDS_H
#define NEEDS_H

#include "core/config.h"
#include "core/pb.h"

enum pb_rc needs_check(const struct pb_config *, struct pb_err *);
int        needs_warn_private(const struct pb_config *);

#endif
