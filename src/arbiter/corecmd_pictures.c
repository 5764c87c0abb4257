/*++
/* NAME
/*	corecmd_pictures 3
/* SUMMARY
/*	PICTURES: a picture of the board in a seat's mails, or not
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/*
/*	extern const struct corecmd corecmd_pictures_cmds[];
/* DESCRIPTION
/*	"pictures off" (Italian "immagini no", Spanish "imágenes no")
/*	stops the picture of the board (a PNG, notify(3)) that the seat's
/*	mails showing the board carry; "pictures on" (sì, sí, yes) brings
/*	it back.  It is the seat's own choice, kept in seats.pictures
/*	(schema/017_pictures.sql), set in the same transaction as the rest
/*	of the mail: the reply to that mail already follows it.  Without
/*	a word it says which is in force.  Only a player's seat has one.
/*
/*	The words of the command and of its answers in Italian and
/*	Spanish are in corecmd_lang.c, with the arbiter's others.
/* DIAGNOSTICS
/*	The store's code when it cannot read or write the choice.
/* SEE ALSO
/*	notify(3), picture(3), pbemd(8).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"

/* pictures_choice - 1 for on, 0 for off, -1 for neither */

static int
pictures_choice(const char *word)
{
	static const char *const on[] = { "on", "yes", "si", "attive", "activas" };
	static const char *const off[] = { "off", "no", "spente", "desactivadas" };
	char                    *f = lang_fold(word);
	int                      choice = -1;
	size_t                   i;

	for (i = 0; i < PB_NELEM(on); i++)
		if (strcmp(f, on[i]) == 0)
			choice = 1;
	for (i = 0; i < PB_NELEM(off); i++)
		if (strcmp(f, off[i]) == 0)
			choice = 0;
	free(f);
	return (choice);
}

/* cmd_pictures - "pictures on|off": the seat's choice from now on */

static enum pb_rc
cmd_pictures(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	enum pb_rc rc;
	int        on;

	/* No word: say which is in force. */
	if (l->argc == 1) {
		if ((rc = store_seat_pictures(c->p->st, c->g->row->id, c->seat, &on, c->err))
		    != PB_OK)
			return (rc);
		corecmd_result(c->results, line, "done",
		    on ? "your mails carry a picture of the board (pictures off stops it)"
		       : "your mails carry no picture of the board (pictures on brings it)");
		return (PB_OK);
	}
	if (l->argc != 2 || (on = pictures_choice(l->argv[1])) < 0) {
		corecmd_result(c->results, line, "refused", "say pictures on or pictures off");
		return (PB_OK);
	}
	if ((rc = store_seat_set_pictures(c->p->st, c->g->row->id, c->seat, on, c->err)) != PB_OK)
		return (rc);
	corecmd_result(c->results, line, "done",
	    on ? "from now on your mails carry a picture of the board"
	       : "from now on your mails carry no picture of the board");
	return (PB_OK);
}

/* seated - a player's seat, not the moderator's */

static int
seated(const struct corecmd_ctx *c)
{
	return (c->seat >= 1 && (size_t)c->seat <= c->g->nseats);
}

const struct corecmd corecmd_pictures_cmds[] = {
	{ "pictures", "pictures on|off", "a picture of the board in your mails, or not",
	    cmd_pictures, seated },
	{ NULL, NULL, NULL, NULL, NULL },
};
