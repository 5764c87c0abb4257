/*++
/* NAME
/*	corecmd_result 3
/* SUMMARY
/*	one line of the per-line report of a reply
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/*
/*	void	corecmd_result(json_t *results, const char *line,
/*				const char *status, const char *text);
/* DESCRIPTION
/*	corecmd_result() appends to results the status of one command
/*	line ("done", "refused", or "held": not applied because the game
/*	paused before it, apply(3); such an entry has "held": true), with
/*	its text: every input gets an
/*	answer (DESIGN.md).  It is apart from corecmd.c, which lists
/*	every feature's table of commands, so that the features (press,
/*	history, time ...) can report without calling back into the
/*	dispatcher above them (arbiter.h, LAYERS).
/*--*/

/* System. */
#include <string.h>

/* Third party. */
#include <jansson.h>

/* Local. */
#include "arbiter/corecmd.h"

/* corecmd_result - one entry of the per-line report */

void
corecmd_result(json_t *results, const char *line, const char *status, const char *text)
{
	json_t *r = json_pack("{s:s, s:s, s:s, s:b}", "line", line, "status", status, "text", text,
	    "done", strcmp(status, "done") == 0);

	if (strcmp(status, "held") == 0)
		json_object_set_new(r, "held", json_true());
	json_array_append_new(results, r);
}
