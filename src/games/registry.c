/*++
/* NAME
/*	registry 3
/* SUMMARY
/*	the games this build knows
/* SYNOPSIS
/*	#include "core/game.h"
/*
/*	const struct game_ops *game_find(const char *kind)
/*
/*	const struct game_ops *game_at(size_t i)
/*
/*	char	*game_kinds(void)
/*
/*	enum pb_rc game_register(const struct game_ops *ops,
/*				struct pb_err *err)
/* DESCRIPTION
/*	The one place that names every game module: core/game.h declares
/*	the interface and these two functions, each game implements the
/*	interface in src/games/KIND/, and nothing in core/ includes a
/*	game (DESIGN.md, dependency rule).  Adding a game is one line in
/*	game_table.
/*
/*	game_find() returns the module registered under a kind ("dow"),
/*	or NULL.
/*
/*	game_at() returns module i (0, 1, ...), NULL past the last, for
/*	whoever checks every game (pbemd -n).
/*
/*	game_register() adds a module at run time, after the built-in
/*	ones: a test program's own small game (tests/testgame/).  It is
/*	refused (PB_EDATA) when the kind is taken or REGISTRY_EXTRA
/*	modules were added already.
/*
/*	game_kinds() returns the kinds of game_table, in its order,
/*	separated by ", " (caller frees): the "known games" of a refusal.
/* DIAGNOSTICS
/*	None: an unknown kind is NULL, for the caller to refuse.
/* SEE ALSO
/*	game(3), the interface.
/*--*/

/* System. */
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pb.h"

/* The games. */
#include "games/dow/dow.h"
#include "games/dm/dm.h"
#include "games/zwd/zwd.h"

static const struct game_ops *const game_table[] = {
	&dow_ops,
	&dm_ops,
	&zwd_ops,
};

#define REGISTRY_EXTRA 4

static const struct game_ops *game_extra[REGISTRY_EXTRA];
static size_t                 game_nextra;

/* game_find - module by kind */

const struct game_ops *
game_find(const char *kind)
{
	size_t i;

	for (i = 0; game_at(i) != NULL; i++)
		if (strcmp(game_at(i)->kind, kind) == 0)
			return (game_at(i));
	return (NULL);
}

/* game_at - module number i of the registry, NULL past the last */

const struct game_ops *
game_at(size_t i)
{
	if (i < PB_NELEM(game_table))
		return (game_table[i]);
	i -= PB_NELEM(game_table);
	return (i < game_nextra ? game_extra[i] : NULL);
}

/* game_register - add a module at run time (tests) */

enum pb_rc
game_register(const struct game_ops *ops, struct pb_err *err)
{
	if (game_find(ops->kind) != NULL)
		return (pb_err_set(err, PB_EDATA, "game \"%s\" is registered already", ops->kind));
	if (game_nextra == REGISTRY_EXTRA)
		return (pb_err_set(err, PB_EDATA, "no room to register game \"%s\"", ops->kind));
	game_extra[game_nextra++] = ops;
	return (PB_OK);
}

/* game_kinds - every kind registered, "a, b", caller frees */

char *
game_kinds(void)
{
	size_t i, len = 1;
	char  *out;

	for (i = 0; game_at(i) != NULL; i++)
		len += strlen(game_at(i)->kind) + 2;
	out = pb_malloc(len);
	out[0] = '\0';
	for (i = 0; game_at(i) != NULL; i++) {
		if (i > 0)
			strcat(out, ", ");
		strcat(out, game_at(i)->kind);
	}
	return (out);
}
