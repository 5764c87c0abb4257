/*++
/* NAME
/*	zwd-mailscript 1
/* SUMMARY
/*	Zombicide: White Death: a mission the careful bot wins, as the
/*	mails its players would send
/* SYNOPSIS
/*	tests/zwd-mailscript --mission ID --langs L1,L2,... [--pack DIR]
/*		[--from N] [--games N]
/* DESCRIPTION
/*	Plays games of mission ID in process, one seat a language of
/*	--langs (en, it or es; 1 to 6 seats), every seat the careful bot
/*	(zwd_careful(3h)), the seeds zwd_careful_seed() makes of N, N+1
/*	... (--from, default 7000) and the seat count, until one is won
/*	(at most --games games, default 150).  The game is deterministic
/*	given its seed and its lines, so the same seed made by pbemctl
/*	game new --seed and the same lines sent by mail play the same
/*	game (tests/e2e-zwd-mission7.sh).
/*
/*	The won game goes to standard output: "seed HEX" (the 64 hex
/*	digits for pbemctl), "game N ROUNDS COMMANDS MAILS", then each
/*	mail: a line "@ SEAT FROM TO" (the seat, the round when the
/*	mail begins and when it ends: TO is FROM + 1 when its last end of
/*	turn ran the zombie phase, 0 when the mission ends with it), then
/*	its command lines in the seat's language (lang_localise() with
/*	the game's dictionary and the pack's card names, as HELP writes
/*	examples).  A mail holds the lines one seat sends one after the
/*	other, in the bot's order.  Exit status 1 when no game was won.
/*	The pack is content/zwd of the source tree, or --pack DIR.
/* SEE ALSO
/*	zwd_careful(3h), check_zwd_careful(1), pbemd-zwd(7).
/*--*/

/* System. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/zwd/zwd.h"

/* Local. */
#include "zwd_careful.h"

#define MAXSEATS 6

/* One line the game took, in its seat's words. */
struct taken {
	int   seat, from, to; /* to: the round after it, 0 the game over */
	char *line;
};

static struct {
	struct taken     *v;
	size_t            n, cap;
	const char       *lang[MAXSEATS + 1];
	struct lang_dict *dict[MAXSEATS + 1];
	int               round; /* before the line */
} rec;

/* record - zwd_careful_taken: the line in its seat's words, the rounds */

static void
record(const struct zwd_state *s, int seat, const char *line)
{
	struct taken *t;

	if (rec.dict[seat] == NULL) {
		rec.dict[seat] = lang_dict_new(rec.lang[seat]);
		lang_dict_table(rec.dict[seat], zwd_words);
		zwd_names(s, rec.lang[seat], rec.dict[seat]);
	}
	if (rec.n == rec.cap) {
		rec.cap = rec.cap ? 2 * rec.cap : 256;
		rec.v = pb_realloc(rec.v, rec.cap * sizeof(*rec.v));
	}
	t = &rec.v[rec.n++];
	t->seat = seat;
	t->from = rec.round;
	t->to = s->phase == ZWD_PH_ENDED ? 0 : s->round;
	t->line = lang_localise(rec.dict[seat], line);
	rec.round = s->round;
}

/* forget - the lines of the game before */

static void
forget(void)
{
	size_t i;

	for (i = 0; i < rec.n; i++)
		free(rec.v[i].line);
	rec.n = 0;
	rec.round = 1;
}

/* mails - the lines of a seat one after the other as one mail; how many */

static int
mails(FILE *fp)
{
	size_t i, k;
	int    n = 0;

	for (i = 0; i < rec.n; i = k) {
		for (k = i; k < rec.n && rec.v[k].seat == rec.v[i].seat; k++)
			;
		n++;
		if (fp == NULL)
			continue;
		fprintf(fp, "@ %d %d %d\n", rec.v[i].seat, rec.v[i].from, rec.v[k - 1].to);
		for (; i < k; i++)
			fprintf(fp, "%s\n", rec.v[i].line);
	}
	return (n);
}

/* langs - the seats' languages from "en,it,es"; the seat count, 0 */

static int
langs(char *list)
{
	char *tok, *save;
	int   n = 0;

	for (tok = strtok_r(list, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
		if (n == MAXSEATS || !lang_ok(tok))
			return (0);
		rec.lang[++n] = tok;
	}
	return (n);
}

/* usage - the synopsis, exit 2 */

static void
usage(void)
{
	fprintf(stderr,
	    "usage: zwd-mailscript --mission ID --langs L1,L2,... [--pack DIR] "
	    "[--from N] [--games N]\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = { { "mission", required_argument, NULL, 'm' },
		{ "langs", required_argument, NULL, 'l' }, { "pack", required_argument, NULL, 'p' },
		{ "from", required_argument, NULL, 'f' }, { "games", required_argument, NULL, 'g' },
		{ NULL, 0, NULL, 0 } };
	struct zwd_careful_end     e;
	unsigned char              seed[PB_SEED_LEN];
	const char                *mission = NULL, *dir = PB_SRCDIR "/content/zwd";
	char                      *text, *hex, *list = NULL;
	void                      *pack;
	unsigned                   from = 7000, g;
	int                        c, games = 150, nseats, won = 0, i;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1)
		if (c == 'm')
			mission = optarg;
		else if (c == 'l')
			list = optarg;
		else if (c == 'p')
			dir = optarg;
		else if (c == 'f')
			from = (unsigned)strtoul(optarg, NULL, 10);
		else if (c == 'g')
			games = atoi(optarg);
		else
			usage();
	if (mission == NULL || list == NULL || optind != argc || (nseats = langs(list)) == 0)
		usage();
	pack = zwd_careful_pack(dir, &text);
	zwd_careful_taken = record;
	for (g = from; !won && g < from + (unsigned)games; g++) {
		forget();
		won = zwd_careful_game(pack, mission, nseats, g, &e);
	}
	if (won) {
		zwd_careful_seed(g - 1, nseats, seed);
		hex = pb_hex(seed, sizeof(seed));
		printf(
		    "seed %s\ngame %u %d %ld %d\n", hex, g - 1, e.rounds, e.commands, mails(NULL));
		mails(stdout);
		free(hex);
	} else
		fprintf(stderr, "zwd-mailscript: mission %s not won in %d games from %u\n", mission,
		    games, from);
	forget();
	free(rec.v);
	for (i = 1; i <= nseats; i++)
		lang_dict_free(rec.dict[i]);
	zwd_ops.pack_free(pack);
	free(text);
	return (won ? 0 : 1);
}
