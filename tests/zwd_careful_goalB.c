/*++
/* NAME
/*	zwd_careful_goalB 3
/* SUMMARY
/*	Zombicide: White Death: the careful bot's goals where the guards
/*	must escape (missions 6, 7 and 10)
/* SYNOPSIS
/*	#include "zwd_careful.h"
/*
/*	int	zwd_careful_hunt(const struct zwd_state *s, int i);
/*
/*	int	zwd_careful_escort(const struct zwd_state *s, int i, int to,
/*			char **line);
/* DESCRIPTION
/*	zwd_careful_hunt() is the zone survivor i heads for, whatever the
/*	team's goal and however far the leader, when the guards must
/*	escape and the Desecrator is on the board: its spawn token walks
/*	Corruption to the Signaller (the start zone when the mission has
/*	none) in as few zombie phases as it has steps to go, and one hit
/*	kills it (it comes first in the order of the hits); -1 otherwise.
/*
/*	zwd_careful_escort() says whether survivor i may step to zone to
/*	where the guards must escape: the last survivor of a zone with
/*	guards takes them along first (*line, the Guard Action's move,
/*	the caller frees it; the step comes once they are there), or
/*	stays when its Guard Action is spent or too dear: guards left
/*	alone take the Wounds of the zombies that come (the mission is
/*	lost), with a survivor there they take them last.  It returns 0
/*	when i stays, else 1 (with *line NULL: the step itself).
/*--*/

/* System. */
#include <stddef.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

int
zwd_careful_hunt(const struct zwd_state *s, int i)
{
	int z;

	(void)i;
	if (!(s->map->setup.win & ZWD_WIN_ESCAPE))
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (zwd_board_at(s->board, z, ZWD_DESECRATOR) > 0)
			return (z);
	return (-1);
}

/* last_one - survivor i is the only survivor in play in its zone */

static int
last_one(const struct zwd_state *s, int i)
{
	int j, a = zwd_surv_zone(s, i);

	for (j = 0; j < s->nsurv; j++)
		if (j != i && !s->surv[j].out && zwd_surv_zone(s, j) == a)
			return (0);
	return (1);
}

int
zwd_careful_escort(const struct zwd_state *s, int i, int to, char **line)
{
	int a = zwd_surv_zone(s, i);

	*line = NULL;
	if (!(s->map->setup.win & ZWD_WIN_ESCAPE) || a < 0 || s->board->guards[a] == 0
	    || !last_one(s, i))
		return (1);
	if (s->surv[i].guarded || s->surv[i].actions < 2 + zwd_board_zombies(s->board, a))
		return (0); /* the Guard Action and the step after it */
	*line = pb_asprintf("guard %s move %s %s", zwd_surv_id(s, i), zwd_label(s, a), zwd_label(s, to));
	return (1);
}
