/*++
/* NAME
/*	game 3
/* SUMMARY
/*	registry of game modules
/* SYNOPSIS
/*	#include "core/game.h"
/* DESCRIPTION
/*	See game.h.  Adding a game is one line in game_table.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "games/dow/dow.h"

static const struct game_ops *const game_table[] = {
	&dow_ops,
};

/* game_find - module by kind */

const struct game_ops *
game_find(const char *kind)
{
	size_t i;

	for (i = 0; i < PB_NELEM(game_table); i++)
		if (strcmp(game_table[i]->kind, kind) == 0)
			return (game_table[i]);
	return (NULL);
}

/* game_at - module number i of the registry, NULL past the last */

const struct game_ops *
game_at(size_t i)
{
	return (i < PB_NELEM(game_table) ? game_table[i] : NULL);
}

/* game_result_clear - release what apply() returned */

void
game_result_clear(struct game_result *res)
{
	free(res->text);
	free(res->event);
	free(res->ballot);
	res->text = res->event = res->ballot = NULL;
	res->broadcast = 0;
	res->reveal_ballots = 0;
}
