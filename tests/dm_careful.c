/*++
/* NAME
/*	dm_careful 3
/* SUMMARY
/*	Dark Moon: the careful bots of the tests and of dm-balance
/* SYNOPSIS
/*	#include "dm_careful.h"
/* DESCRIPTION
/*	See dm_careful.h.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/rng.h"
#include "games/dm/dm.h"
#include "games/dm/dm_cmd.h"

/* Local. */
#include "dm_careful.h"

/* faces - the sum of the signed numbers of a submit line */

static int
faces(const char *line)
{
	const char *p;
	int         v = 0;

	for (p = line; (p = strpbrk(p, "+-")) != NULL; p++)
		v += atoi(p);
	return (v);
}

/* dice_in - the dice a line rolls ("repair shield 2 strong 1 weak") */

static int
dice_in(const char *line)
{
	const char *p;
	int         n = 0;

	for (p = line; *p; p++)
		if (*p >= '1' && *p <= '9' && (p == line || p[-1] == ' '))
			n += *p - '0';
	return (n + (strstr(line, "blue") != NULL));
}

/* dm_careful_score - how much a careful bot likes a line */

int
dm_careful_score(const struct dm_state *s, int seat, const char *line)
{
	int inf = dm_is_infected(s, seat), worst, room;

	worst = s->shield;
	if (s->outposts_on.n > worst)
		worst = s->outposts_on.n;
	if (s->fatigue_on.n > worst)
		worst = s->fatigue_on.n;
	if (strncmp(line, "reveal", 6) == 0)
		return (inf && worst >= 4 ? 100 : -100);
	if (strncmp(line, "submit", 6) == 0)
		return (inf ? -faces(line) : faces(line));
	if (strcmp(line, "roll") == 0)
		return (inf ? 5 : s->success < s->difficulty ? 5 : -5);
	if (strcmp(line, "done") == 0)
		return (0);
	if (strcmp(line, "in") == 0)
		return (inf ? 1 : dm_held(s, seat) >= 2 ? 5 : -5);
	if (strncmp(line, "out", 3) == 0)
		return (strchr(line, 's') != NULL && strstr(line, "strong") ? 1 : 0);
	if (strncmp(line, "repair", 6) == 0) {
		room = strstr(line, "shield") ? s->shield : strstr(line, "life") ? s->fatigue_on.n
		                                                                : s->outposts_on.n;
		return (inf ? -10 : 10 * room + dice_in(line));
	}
	if (strncmp(line, "wolf", 4) == 0)
		return (inf ? -10 : worst >= 3 ? 5 : 20 + dice_in(line));
	if (strncmp(line, "play", 4) == 0)
		return (0);
	if (strncmp(line, "damage", 6) == 0) {
		int f = strstr(line, "fatigue") != NULL;
		int n = f ? s->fatigue_on.n : s->outposts_on.n;

		return (inf || s->seat[seat].revealed ? n : -n);
	}
	if (strncmp(line, "accept", 6) == 0)
		return (inf ? -1 : 1);
	if (strncmp(line, "vote none", 9) == 0)
		return (1);
	if (strncmp(line, "call", 4) == 0 || strncmp(line, "order", 5) == 0)
		return (inf ? 2 : -20);
	if (strncmp(line, "spike", 5) == 0 || strncmp(line, "test", 4) == 0)
		return (10);
	if (strncmp(line, "corp", 4) == 0)
		return (inf ? -faces(line) : faces(line));
	if (strncmp(line, "amputate", 8) == 0)
		return (inf ? 2 : -20);
	if (strncmp(line, "takeoff", 7) == 0)
		return (inf ? 5 : 1);
	return (0);
}

/* dm_careful_pick - the line a careful bot sends */

int
dm_careful_pick(const struct dm_state *s, int seat, const struct dm_lines *l, struct pb_rng *bot)
{
	int i, best = 0, bs = -1000, v;

	for (i = 0; i < l->n; i++) {
		v = dm_careful_score(s, seat, l->v[i]) * 4 + (int)pb_rng_below(bot, 3);
		if (v > bs) {
			bs = v;
			best = i;
		}
	}
	return (best);
}
