/*++
/* NAME
/*	clock 3h
/* SUMMARY
/*	the one place pbemd reads the time (a seam for tests)
/* SYNOPSIS
/*	#include "core/clock.h"
/*
/*	int64_t	pb_now(void);
/* DESCRIPTION
/*	pb_now() returns seconds since the epoch.  When the environment
/*	variable PBEMD_FAKE_NOW holds a number, that number is returned
/*	instead, so that tests and the demo produce the same mails every
/*	run.  Game modules never call it (DESIGN.md: no clock in game code).
/*--*/

#ifndef CLOCK_H
#define CLOCK_H

#include <stdint.h>

int64_t pb_now(void);

#endif
