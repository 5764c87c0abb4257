/*++
/* NAME
/*	history 3h
/* SUMMARY
/*	HISTORY by mail
/* SYNOPSIS
/*	#include "arbiter/history.h"
/* DESCRIPTION
/*	history_cmds[] is the corecmd table (corecmd.h) of HISTORY; see
/*	history.c.
/*--*/

#ifndef HISTORY_H
#define HISTORY_H

#include "arbiter/corecmd.h"

extern const struct corecmd history_cmds[];

#endif
