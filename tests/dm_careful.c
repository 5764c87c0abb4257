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
#include "core/pb.h"
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

/* colour_in - the dice of a colour a line names ("take 1 strong 2 weak") */

static int
colour_in(const char *line, const char *colour)
{
	const char *p = strstr(line, colour);

	return (p != NULL && p - line >= 2 && p[-1] == ' ' ? atoi(p - 2) : 0);
}

/* clean_odds - the odds, in percent, that the other seats aboard are
 * all clean, for an Uninfected aboard: they are drawn from the others
 * not revealed, of whom the Infected not revealed are the rest of the
 * pack's count */

static int
clean_odds(const struct dm_state *s)
{
	int n = s->nseats, inf = s->pack->board->ninfected[n], rev = 0, k, i, num = 100, den = 1;

	for (k = 1; k <= n; k++)
		rev += s->seat[k].revealed;
	for (i = 0; i < dm_authorized(s) - 1; i++) {
		num *= n - 1 - inf - i;
		den *= n - 1 - rev - i;
	}
	return (num <= 0 ? 0 : num / den);
}

/* sc_want - Shadow Corporation: the side a careful bot takes in the
 * open vote (1 black, -1 red, 0 none), on what it may know: its own
 * card, the board, the player counts.  The target fights its own
 * Amputation, the Infected back it, the Uninfected oppose it; each
 * wants itself authorized, and an Uninfected no one else (it cannot
 * tell who is clean: one in two or three of the others is not); an
 * Uninfected backs a takeoff when it is aboard and the others aboard
 * are more likely clean than not, and opposes it otherwise; an
 * Infected backs it when aboard. */

static int
sc_want(const struct dm_state *s, int seat)
{
	int inf = dm_is_infected(s, seat), mine = s->vote_target == seat;

	switch (s->vote_kind) {
	case DM_VK_AMPUTATE:
		return (mine || !inf ? 1 : -1);
	case DM_VK_AUTHORIZE:
		return (mine ? 1 : inf ? 0 : -1);
	case DM_VK_TAKEOFF:
		if (inf)
			return (s->seat[seat].authorized ? 1 : 0);
		if (!s->seat[seat].authorized)
			return (-1);
		return (clean_odds(s) > 50 ? 1 : -1);
	}
	return (0);
}

/* threat_todo - the Threats module: the act an Uninfected (or the
 * Company Man) still owes its Threat card, -1 none; the Infected are
 * bound by none */

static int
threat_todo(const struct dm_state *s, int seat)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   kind;

	if (!s->threats || t->threat == 0 || t->claim != 0 || dm_is_infected(s, seat))
		return (-1);
	kind = s->pack->threats[t->threat - 1].kind;
	return (t->did & (1 << kind) ? -1 : kind);
}

/* malfunction_in - whether a "play TASK" line plays a Malfunction */

static int
malfunction_in(const struct dm_state *s, const char *line)
{
	size_t len = strcspn(line + 5, " ");
	int    i;

	for (i = 0; i < s->drawn.n; i++) {
		const struct dm_task *t = &s->pack->tasks[s->drawn.v[i]];

		if (strncmp(t->n.id, line + 5, len) == 0 && t->n.id[len] == 0)
			return (t->kind == DM_MALFUNCTION);
	}
	return (0);
}

/* already - 2 when the player a line names is in quarantine already
 * (amputated: amputated already): a vote on it that passed would change
 * nothing; for an Amputation 1 when it is the Commander: the target
 * votes against and breaks a tie against; else 0 */

static int
already(const struct dm_state *s, const char *id, int amputated)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (strcmp(dm_player_id(s, k), id) == 0)
			return (amputated ? 2 * s->seat[k].amputated + (k == s->commander)
			                  : 2 * s->seat[k].quarantined);
	return (0);
}

/* threat_line - how much a careful bot likes a line for its Threat
 * card: it claims what its card asks once done (an Infected whatever
 * it did), and does the act as soon as it is active: shows its card,
 * calls the vote (on a player in quarantine, or amputated, already, if
 * there is one: the red it owes then harms no one) and votes red, or
 * plays a Malfunction and rolls every die it holds; in quarantine,
 * where it can do neither of the last two, it first calls its own
 * release and votes for it; -1000 when the line is none of these */

static int
threat_line(const struct dm_state *s, int seat, const char *line)
{
	const struct dm_seat *t = &s->seat[seat];
	int                   todo = threat_todo(s, seat), red = t->dice[DM_WEAK] > 0;

	if (strncmp(line, "claim ", 6) == 0)
		return (dm_is_infected(s, seat) || (t->threat != 0
		    && strstr(line, (const char *[]){ "reckless", "isolate", "sample",
		                 "exposure" }[s->pack->threats[t->threat - 1].kind]))
		        ? 100 : -100);
	if (todo < 0 || seat != s->active)
		return (-1000);
	if (t->quarantined && (todo == DM_TH_RECKLESS || todo == DM_TH_SAMPLE)) {
		/* in quarantine it can neither roll on a Task nor call an
		 * Amputation: it calls its own release and votes for it */
		if (strncmp(line, "call ", 5) == 0)
			return (strcmp(line + 5, dm_player_id(s, seat)) == 0 ? 60 : -1000);
		if (strncmp(line, "vote ", 5) == 0 && s->vote_caller == seat
		    && s->vote_target == seat)
			return (strcmp(line + 5, "black") == 0 ? 60 : -60);
		if (strcmp(line, "break free") == 0 && s->vote_target == seat)
			return (60);
	}
	if (strncmp(line, "expose ", 7) == 0)
		return (todo == DM_TH_EXPOSURE ? 60 : -1000);
	if (strncmp(line, "call ", 5) == 0 && todo == DM_TH_ISOLATE && red && !s->ordered)
		return (60 + 5 * already(s, line + 5, 0));
	if (strncmp(line, "amputate ", 9) == 0 && todo == DM_TH_SAMPLE && red && !s->ordered)
		return (60 + 5 * already(s, line + 9, 1));
	if (strcmp(line, "vote red") == 0 && s->vote_caller == seat
	    && s->vote_kind == (todo == DM_TH_ISOLATE ? DM_VK_QUARANTINE : DM_VK_AMPUTATE))
		return (60);
	if (todo == DM_TH_RECKLESS && strncmp(line, "play ", 5) == 0 && malfunction_in(s, line))
		return (5);
	if (todo == DM_TH_RECKLESS && (strcmp(line, "roll") == 0 || strcmp(line, "in") == 0))
		return (60);
	if (todo == DM_TH_RECKLESS && strcmp(line, "done") == 0)
		return (-60);
	return (-1000);
}

/* sc_line - how much a careful bot likes a line of the expansion's
 * votes and evacuation; -1000 when the line is none of them */

static int
sc_line(const struct dm_state *s, int seat, const char *line)
{
	int want, red;

	if (!s->sc)
		return (-1000);
	if ((want = threat_line(s, seat, line)) != -1000)
		return (want);
	if (strncmp(line, "take ", 5) == 0) /* an Uninfected keeps a die of each colour to vote */
		return (dm_is_infected(s, seat) ? 0
		    : (s->seat[seat].dice[DM_WEAK] + colour_in(line, "weak") > 0)
		        + (s->seat[seat].dice[DM_STRONG] + colour_in(line, "strong") > 0));
	if (strncmp(line, "authorize ", 10) == 0)
		return (strcmp(line + 10, dm_player_id(s, seat)) == 0 ? 3 : -3);
	if (s->phase == DM_P_VOTE && s->vote_kind != DM_VK_QUARANTINE
	    && strncmp(line, "vote ", 5) == 0) {
		want = sc_want(s, seat);
		if (strcmp(line + 5, "none") == 0)
			return (want == 0 ? 2 : 0);
		return ((strcmp(line + 5, "black") == 0 ? 1 : -1) == want ? 3 : -3);
	}
	if (s->phase == DM_P_TIE && s->vote_kind != DM_VK_QUARANTINE
	    && strncmp(line, "break ", 6) == 0) {
		want = sc_want(s, seat);
		red = strcmp(line + 6, "red") == 0;
		return (want == 0 ? 0 : (red ? -1 : 1) == want ? 3 : -3);
	}
	return (-1000);
}

/* dm_careful_score - how much a careful bot likes a line */

int
dm_careful_score(const struct dm_state *s, int seat, const char *line)
{
	int inf = dm_is_infected(s, seat), worst, room, v;

	if ((v = sc_line(s, seat, line)) != -1000)
		return (v);
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
	if (strncmp(line, "takeoff", 7) == 0) /* who would vote black calls it */
		return (!s->seat[seat].authorized ? -20 : inf || clean_odds(s) > 50 ? 5 : -20);
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

/* dm_careful_aside - a line a careful bot sends beside the decisions
 * the game waits for (a Threat claim, the Exposure), or NULL; caller
 * frees */

char *
dm_careful_aside(const struct dm_state *s, int seat)
{
	struct dm_lines l;
	char           *line = NULL;
	int             i;

	l.n = 0;
	if (s->phase == DM_P_ENDED || s->seat[seat].gone)
		return (NULL);
	dm_claim_lines(s, seat, &l);
	dm_expose_lines(s, seat, &l);
	for (i = 0; i < l.n && line == NULL; i++)
		if (dm_careful_score(s, seat, l.v[i]) > 0)
			line = pb_strdup(l.v[i]);
	dm_lines_free(&l);
	return (line);
}
