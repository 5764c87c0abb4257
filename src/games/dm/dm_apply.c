/*++
/* NAME
/*	dm_apply 3
/* SUMMARY
/*	Dark Moon: apply, help, decisions, default lines, moderation
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	void	dm_lines(const struct dm_state *s, int seat,
/*			struct dm_lines *l);
/* DESCRIPTION
/*	dm_apply() finds the row of dm_cmds for the line's first word,
/*	refuses it unless the row has a line for the seat now (so apply
/*	and help agree), runs it, and runs the turn on to the next
/*	decision.  A refusal restores the state as it was before the line,
/*	decks and random stream included.  The public lines of the command
/*	are the result's event, mailed to every seat; private rolls are
/*	notices to the roller alone.
/*
/*	dm_help() lists, for each row that has a line for the seat now,
/*	word, usage, args, text and an example: the first line, a line
/*	apply accepts now.  With a word, that row whether allowed or not.
/*	dm_decision() is the kind of the first row that has a line for
/*	the seat ("order" for the actions of an ordered seat), asked anew
/*	each turn (dm_decision_round()); dm_default_line() the line a late seat is deemed to
/*	have sent: the most cautious of its lines first (abstain, pass,
/*	stop, the first die), attempt by attempt.  dm_lines() gathers
/*	every line of every row, for the bots and the tests.
/*
/*	dm_moderate(): "end" ends the game (reason "moderator"; the
/*	Infected are recorded as winners, or the team the moderator
/*	names: "end uninfected", "end infected", "end company" when a
/*	Company Man is dealt; the arbiter then mails the final reveal),
/*	"abandon" likewise,
/*	"remove SEAT" takes the seat out of the game (dm_remove.c).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"

/* ---- a copy of the state, for refusals --------------------------- */

#define NDECKS 14

static struct deck *
deck_at(struct dm_state *s, int i)
{
	struct deck *d[NDECKS] = { &s->tasks, &s->task_disc, &s->task_out, &s->drawn, &s->events,
		&s->event_disc, &s->finals_out, &s->outposts, &s->outposts_on, &s->fatigue,
		&s->fatigue_on, &s->fatigue_out, &s->event_out, &s->outposts_out };

	return (d[i]);
}

/* snapshot - copy s into save, decks duplicated */

static void
snapshot(struct dm_state *save, struct dm_state *s)
{
	int i;

	*save = *s;
	for (i = 0; i < NDECKS; i++) {
		struct deck *d = deck_at(save, i);

		d->v = NULL;
		d->n = d->cap = 0;
		deck_copy(d, deck_at(s, i));
	}
}

/* drop - release the decks of a copy */

static void
drop(struct dm_state *save)
{
	int i;

	for (i = 0; i < NDECKS; i++)
		deck_clear(deck_at(save, i));
}

/* ---- the table --------------------------------------------------- */

/* find - the row of a word, NULL when none */

static const struct dm_cmd *
find(const char *word)
{
	int i;

	for (i = 0; i < dm_ncmds; i++)
		if (strcmp(dm_cmds[i].word, word) == 0)
			return (&dm_cmds[i]);
	return (NULL);
}

/* dm_lines - every line a seat may send now */

void
dm_lines(const struct dm_state *s, int seat, struct dm_lines *l)
{
	int i;

	l->n = 0;
	if (s->phase == DM_P_ENDED || s->seat[seat].gone)
		return;
	for (i = 0; i < dm_ncmds; i++)
		if (dm_cmds[i].kind != NULL)
			dm_cmds[i].lines(s, seat, l);
}

/* row_open - the row has a line for the seat now */

static int
row_open(const struct dm_state *s, int seat, const struct dm_cmd *c, char **example)
{
	struct dm_lines l = { .n = 0 };
	int             ok;

	if (s->phase == DM_P_ENDED || s->seat[seat].gone)
		return (0);
	c->lines(s, seat, &l);
	ok = l.n > 0;
	if (ok && example != NULL)
		*example = pb_strdup(l.v[0]);
	dm_lines_free(&l);
	return (ok);
}

/* dm_apply - one command line of a seat */

enum pb_rc
dm_apply(void *g, int seat, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct dm_state     *s = g;
	struct dm_state      save;
	const struct dm_cmd *c;
	struct dm_ctx        x = { .s = s, .res = res };
	enum pb_rc           rc;

	if (s->phase == DM_P_ENDED)
		return (pb_err_set(err, PB_EPERM, "The game is over."));
	if (l->argc == 0 || (c = find(l->argv[0])) == NULL)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no Dark Moon command: send HELP.",
		    l->argc ? l->argv[0] : ""));
	if (!row_open(s, seat, c, NULL))
		return (pb_err_set(err, PB_EPERM, "You cannot %s now: send HELP for what you can do.",
		    c->word));
	snapshot(&save, s);
	pb_buf_init(&x.pub);
	if ((rc = c->run(&x, seat, l, err)) != PB_OK) {
		drop(s);
		*s = save;
		pb_buf_free(&x.pub);
		return (rc);
	}
	drop(&save);
	if (c->kind != NULL) /* a standing instruction moves no turn on (at turn 0
	                      * the game waits for the first Event with stage START) */
		dm_advance(&x);
	if (res->text == NULL) /* a row may reply itself (standing) */
		res->text = pb_strdup("Done.");
	if (x.pub.len > 0) {
		res->event = pb_buf_steal(&x.pub);
		res->broadcast = 1;
	} else
		pb_buf_free(&x.pub);
	return (PB_OK);
}

/* ---- help, decisions, defaults ------------------------------------ */

/* dm_help - the commands a seat may give now; with a word, its row */

json_t *
dm_help(const void *g, int seat, const char *locale, const char *word)
{
	const struct dm_state *s = g;
	json_t                *a = json_array(), *e;
	int                    lang = lang_index(locale), i, open;
	char                  *example;

	for (i = 0; i < dm_ncmds; i++) {
		const struct dm_cmd *c = &dm_cmds[i];

		example = NULL;
		open = row_open(s, seat, c, &example);
		if (word != NULL ? strcmp(c->word, word) != 0 : !open) {
			free(example);
			continue;
		}
		e = json_pack("{s:s, s:s, s:s, s:s}", "word", c->word, "usage", c->usage[lang], "text",
		    c->text[lang], "args", c->args[lang]);
		if (example != NULL)
			json_object_set_new(e, "example", json_string(example));
		if (word != NULL)
			json_object_set_new(e, "more", json_string(c->text[lang]));
		free(example);
		json_array_append_new(a, e);
	}
	return (a);
}

/* dm_decision - the kind of decision the game waits on from seat */

const char *
dm_decision(const void *g, int seat)
{
	const struct dm_state *s = g;
	int                    i;

	for (i = 0; i < dm_ncmds; i++)
		if (dm_cmds[i].kind != NULL && row_open(s, seat, &dm_cmds[i], NULL))
			return (s->phase == DM_P_ACTION && s->ordered == seat ? "order"
			                                                       : dm_cmds[i].kind);
	return (NULL);
}

/* dm_decision_round - the turn: each player's turn asks anew */

long
dm_decision_round(const void *g, int seat)
{
	(void)seat;
	return (((const struct dm_state *)g)->turn);
}

/* The cautious first: a late seat abstains, passes, stops. */
static const char *const cautious[] = { "vote none", "judge none", "out", "done", "submit", "take", "play",
	"event", "clear", "damage", "break free", "accept", "refuse", "name", "repair outpost",
	"repair", "wolf", "call", "order", "in", NULL };

/* dm_default_line - the line deemed sent when time is up */

char *
dm_default_line(const void *g, int seat, int attempt)
{
	const struct dm_state *s = g;
	struct dm_lines        l;
	int                    i, k, n = 0;
	char                  *out = NULL;

	dm_lines(s, seat, &l);
	/* Never reveal on a seat's behalf. */
	for (k = 0; cautious[k] != NULL && out == NULL; k++)
		for (i = 0; i < l.n && out == NULL; i++)
			if (strncmp(l.v[i], cautious[k], strlen(cautious[k])) == 0 && n++ == attempt)
				out = pb_strdup(l.v[i]);
	for (i = 0; i < l.n && out == NULL; i++)
		if (strcmp(l.v[i], "reveal") != 0 && n++ == attempt)
			out = pb_strdup(l.v[i]);
	dm_lines_free(&l);
	return (out);
}

/* end_winner - the team a moderator's end names: none, the Infected (as
 * before), "uninfected", "infected", "company" when a Company Man is
 * dealt; DM_NOBODY for any other word */

static int
end_winner(const struct dm_state *s, const struct lex_line *l)
{
	const char *w = l->argc >= 2 ? l->argv[1] : "infected";

	if (l->argc > 2)
		return (DM_NOBODY);
	if (strcmp(w, "uninfected") == 0)
		return (DM_WIN_UNINFECTED);
	if (strcmp(w, "infected") == 0)
		return (DM_WIN_INFECTED);
	if (strcmp(w, "company") == 0 && s->company && dm_sc_company(s))
		return (DM_WIN_COMPANY);
	return (DM_NOBODY);
}

/* dm_moderate - a moderator's change */

enum pb_rc
dm_moderate(void *g, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct dm_state *s = g;
	struct dm_ctx    x = { .s = s, .res = res };

	if (l->argc >= 1 && (strcmp(l->argv[0], "end") == 0 || strcmp(l->argv[0], "abandon") == 0)) {
		int winner = end_winner(s, l);

		if (s->phase == DM_P_ENDED)
			return (pb_err_set(err, PB_EDATA, "The game is over already."));
		if (winner == DM_NOBODY && s->company && dm_sc_company(s))
			return (pb_err_set(
			    err, PB_EDATA, "end, end uninfected, end infected or end company."));
		if (winner == DM_NOBODY)
			return (pb_err_set(err, PB_EDATA, "end, end uninfected or end infected."));
		pb_buf_init(&x.pub);
		dm_end(&x, winner, "moderator");
		res->event = pb_buf_steal(&x.pub);
		res->broadcast = 1;
		res->text = pb_strdup("Ended.");
		return (PB_OK);
	}
	if (l->argc >= 1 && strcmp(l->argv[0], "remove") == 0) {
		enum pb_rc rc;

		if (s->phase == DM_P_ENDED)
			return (pb_err_set(err, PB_EDATA, "The game is over already."));
		pb_buf_init(&x.pub);
		if ((rc = dm_remove_seat(&x, l, err)) != PB_OK) { /* refused before any change */
			pb_buf_free(&x.pub);
			return (rc);
		}
		res->event = pb_buf_steal(&x.pub);
		res->broadcast = 1;
		res->text = pb_strdup("Removed.");
		return (PB_OK);
	}
	return (pb_err_set(err, PB_EDATA, "Dark Moon takes the moderator's remove SEAT, end and abandon."));
}
