/*++
/* NAME
/*	zwd_cmd 3
/* SUMMARY
/*	Zombicide: White Death, commands: apply, help, decisions,
/*	defaults, the moderator's changes
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	enum pb_rc zwd_apply(void *state, int seat,
/*			const struct lex_line *l, struct game_result *res,
/*			struct pb_err *err);
/*	json_t	*zwd_help(const void *state, int seat, const char *locale,
/*			const char *word);
/*	const char *zwd_decision(const void *state, int seat);
/*	long	zwd_decision_round(const void *state, int seat);
/*	char	*zwd_default_line(const void *state, int seat, int attempt);
/*	enum pb_rc zwd_moderate(void *state, const struct lex_line *l,
/*			struct game_result *res, struct pb_err *err);
/* DESCRIPTION
/*	zwd_apply() finds the row of zwd_cmds (zwd_cmd_act.c) and checks
/*	what every row needs: the game runs, the survivor named is the
/*	seat's, in play, and has not ended its turn; then runs it.  A
/*	refusal changes nothing.  A survivor with no Action left, and no
/*	free Action it could make now (zwd_surv_free.c), ends its turn.
/*	Hit & Run's free Move is due only on the command right after the
/*	attack that killed (an attack sets or clears it, any other
/*	command clears it once made).  After each command the round moves on
/*	(zwd_turn_ended(): the zombie phase when every survivor has
/*	ended).  The players of a team act in any order: the players
/*	phase waits for every seat with a survivor still to act.
/*
/*	zwd_help() offers the rows whose can() holds for one of the
/*	seat's survivors, with an example line, its text (naming the
/*	survivors with a free Action for it), the survivors as args
/*	and, for move, the zones the first can go to as targets; with a
/*	word, that row whether open or not.
/*	zwd_decision() is "turn" for a seat with a survivor still to act
/*	or a trade offered to one of its survivors; zwd_decision_round()
/*	the round it is asked in.  zwd_default_line()
/*	is "refuse" (a trade offered) then "end": a late player's
/*	survivors do nothing.  zwd_moderate() takes "end" and "abandon", alone (the mission
/*	is lost) and "remove SEAT" (its survivors go to the next seat).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* find - the row of a word, its English aliases too */

static const struct zwd_cmd *
find(const char *w)
{
	int i;

	if (strcmp(w, "reorganize") == 0)
		w = "reorganise";
	else if (strcmp(w, "pass") == 0)
		w = "end";
	for (i = 0; i < zwd_ncmds; i++)
		if (strcmp(zwd_cmds[i].word, w) == 0)
			return (&zwd_cmds[i]);
	return (NULL);
}

/* who - the survivor of argv[1]: the seat's, in play, still to act */

static enum pb_rc
who(struct zwd_state *s, int seat, const char *w, int *i, struct pb_err *err)
{
	if ((*i = zwd_surv_find(s, w)) < 0)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no survivor of this game.", w));
	if (s->surv[*i].seat != seat)
		return (pb_err_set(
		    err, PB_EPERM, "%s is not one of your survivors.", zwd_surv_name(s, *i)));
	if (s->surv[*i].out)
		return (pb_err_set(err, PB_EPERM, "%s is out of the game.", zwd_surv_name(s, *i)));
	if (s->surv[*i].done)
		return (pb_err_set(
		    err, PB_EPERM, "%s has ended this turn already.", zwd_surv_name(s, *i)));
	return (PB_OK);
}

static int free_usable(const struct zwd_state *, int i);

/* zwd_apply - one command line of a seat */

enum pb_rc
zwd_apply(void *g, int seat, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct zwd_state     *s = g;
	const struct zwd_cmd *c;
	struct zwd_ctx        x = { .s = s, .seat = seat, .who = -1, .l = l };
	enum pb_rc            rc;
	int                   before;

	if (s->phase == ZWD_PH_ENDED)
		return (pb_err_set(err, PB_EPERM, "The game is over."));
	if (l->argc == 0 || (c = find(l->argv[0])) == NULL)
		return (pb_err_set(err, PB_EDATA, "\"%s\" is no White Death command: send HELP.",
		    l->argc ? l->argv[0] : ""));
	if (c->nargs < 0)
		return (c->run(&x, err));
	if (l->argc < 1 + c->nargs)
		return (pb_err_set(err, PB_EDATA, "Send it as: %s", c->usage[0]));
	if (c->surv == 1 || (c->surv == 2 && l->argc > 1))
		if ((rc = who(s, seat, l->argv[1], &x.who, err)) != PB_OK)
			return (rc);
	pb_buf_init(&x.pub);
	before = x.who >= 0 ? s->surv[x.who].actions - s->surv[x.who].nspent : 0;
	if ((rc = c->run(&x, err)) != PB_OK) {
		pb_buf_free(&x.pub);
		return (rc);
	}
	if (x.who >= 0 && c->run != zwd_run_attack
	    && s->surv[x.who].actions - s->surv[x.who].nspent < before)
		s->surv[x.who].streak = 0; /* another Action breaks an Escalation */
	if (x.who >= 0 && c->run != zwd_run_attack)
		s->surv[x.who].once &= ~ZWD_ONCE_HITRUN; /* due only right after the kill */
	if (x.who >= 0 && s->surv[x.who].actions == 0 && !s->surv[x.who].done
	    && !free_usable(s, x.who)) {
		s->surv[x.who].done = 1;
		pb_buf_line(
		    &x.pub, "%s has no Action left: the turn ends.", zwd_surv_name(s, x.who));
	}
	zwd_danger(s);
	zwd_turn_ended(s, &x.pub);
	res->text = x.text; /* NULL: the reply says "done" in the reader's words */
	res->pause = x.pause;
	res->event = pb_buf_steal(&x.pub);
	res->broadcast = 1;
	pb_buf_free(&x.pub);
	return (PB_OK);
}

/* open_for - the first survivor of seat for which row c can be done, -1 */

static int
open_for(const struct zwd_state *s, int seat, const struct zwd_cmd *c, char **example)
{
	int i;

	if (s->phase == ZWD_PH_ENDED)
		return (-1);
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].seat == seat && !s->surv[i].out && (c->surv != 1 || !s->surv[i].done)
		    && c->can(s, i, example))
			return (i);
	return (-1);
}

/* row_kind - the kind of Action (ZWD_K_*) a free Action may pay of row c, 0 none */

static unsigned
row_kind(const struct zwd_cmd *c)
{
	static const struct {
		const char *word;
		unsigned    kind;
	} rows[] = { { "move", ZWD_K_MOVE }, { "search", ZWD_K_SEARCH },
		{ "attack", ZWD_K_COMBAT }, { "guard", ZWD_K_GUARD }, { "enchant", ZWD_K_ENCHANT } };
	size_t i;

	for (i = 0; i < PB_NELEM(rows); i++)
		if (strcmp(rows[i].word, c->word) == 0)
			return (rows[i].kind);
	return (0);
}

/* free_for - the text of row c with the seat's survivors that have a free
 * Action for it ("Free for Lorna."), caller frees */

static char *
free_for(const struct zwd_state *s, int seat, const struct zwd_cmd *c, int lang)
{
	static const char *const head[LANG_N] = { " Free for", " Gratis per", " Gratis para" };
	struct zwd_budget        b;
	struct pb_buf            t;
	unsigned                 kind = row_kind(c);
	int                      i, j, n = 0;

	pb_buf_init(&t);
	pb_buf_printf(&t, "%s", c->text[lang]);
	for (i = 0; i < s->nsurv && kind != 0; i++) {
		if (s->surv[i].seat != seat || s->surv[i].done || s->surv[i].out)
			continue;
		zwd_budget_left(s, i, &b);
		for (j = 0; j < b.nfree && (b.free[j] & kind) == 0; j++)
			;
		if (j < b.nfree)
			pb_buf_printf(&t, "%s %s", n++ ? "," : head[lang], zwd_surv_name(s, i));
	}
	if (n > 0)
		pb_buf_printf(&t, ".");
	return (pb_buf_steal(&t));
}

/* free_usable - survivor i, with no Action of its own left, can still make a
 * free Action: a row that a free Action may pay can be done */

static int
free_usable(const struct zwd_state *s, int i)
{
	int k;

	if (zwd_free_left(s, i) == 0 && !zwd_can_attack(s, i, NULL))
		return (0); /* the Improvised weapon's Action is free too */
	for (k = 0; k < zwd_ncmds; k++)
		if (row_kind(&zwd_cmds[k]) != 0 && zwd_cmds[k].can(s, i, NULL))
			return (1);
	return (0);
}

/* zwd_help - the commands a seat may give now; with a word, its row */

json_t *
zwd_help(const void *g, int seat, const char *locale, const char *word)
{
	const struct zwd_state *s = g;
	json_t                 *a = json_array(), *e, *args;
	int                     lang = lang_index(locale), i, k, first;
	char                   *example, *text;

	for (i = 0; i < zwd_ncmds; i++) {
		const struct zwd_cmd *c = &zwd_cmds[i];

		example = NULL;
		first = open_for(s, seat, c, &example);
		if (word != NULL ? strcmp(c->word, word) != 0 : first < 0) {
			free(example);
			continue;
		}
		text = free_for(s, seat, c, lang);
		e = json_pack("{s:s, s:s, s:s}", "word", c->word, "usage", c->usage[lang], "text", text);
		free(text);
		if (word != NULL)
			json_object_set_new(e, "more", json_string(c->text[lang]));
		if (example != NULL)
			json_object_set_new(e, "example", json_string(example));
		if (first >= 0 && c->surv == 1) {
			args = json_array();
			for (k = first; k < s->nsurv; k++)
				if (s->surv[k].seat == seat && !s->surv[k].out && !s->surv[k].done
				    && c->can(s, k, NULL))
					json_array_append_new(args, json_string(zwd_surv_id(s, k)));
			json_object_set_new(e, "args", args);
			if (c->targets != NULL)
				json_object_set_new(e, "targets", c->targets(s, first));
		}
		json_array_append_new(a, e);
		free(example);
	}
	return (a);
}

/* zwd_decision - "turn" while a survivor of the seat is still to act */

const char *
zwd_decision(const void *g, int seat)
{
	const struct zwd_state *s = g;
	int                     i;

	if (s->phase == ZWD_PH_ENDED)
		return (NULL);
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].seat == seat && !s->surv[i].done)
			return ("turn");
	if (s->offer[0] >= 0 && s->surv[s->offer[1]].seat == seat)
		return ("turn");
	return (NULL);
}

/* zwd_decision_round - the round: each round's turn is a decision anew */

long
zwd_decision_round(const void *g, int seat)
{
	(void)seat;
	return (((const struct zwd_state *)g)->round);
}

/* zwd_default_line - a late player's survivors end their turn */

char *
zwd_default_line(const void *g, int seat, int attempt)
{
	const struct zwd_state *s = g;

	if (zwd_decision(g, seat) == NULL)
		return (NULL);
	if (s->offer[0] >= 0 && s->surv[s->offer[1]].seat == seat)
		return (attempt == 0   ? pb_strdup("refuse")
		        : attempt == 1 ? pb_strdup("end")
		                       : NULL);
	return (attempt == 0 ? pb_strdup("end") : NULL);
}

/* remove_seat - its survivors go to the next seat */

static enum pb_rc
remove_seat(struct zwd_state *s, const struct lex_line *l, struct pb_buf *pub, struct pb_err *err)
{
	int seat, to, i;

	if (l->argc != 2 || (seat = atoi(l->argv[1])) < 1 || seat > s->nseats)
		return (pb_err_set(err, PB_EDATA, "remove SEAT: a seat from 1 to %d.", s->nseats));
	if (s->nseats == 1)
		return (
		    pb_err_set(err, PB_EDATA, "The only player cannot be removed: end the game."));
	to = seat % s->nseats + 1;
	for (i = 0; i < s->nsurv; i++)
		if (s->surv[i].seat == seat) {
			s->surv[i].seat = to;
			pb_buf_line(pub, "%s now plays for player %d.", zwd_surv_name(s, i), to);
		}
	return (PB_OK);
}

/* zwd_moderate - a moderator's change */

enum pb_rc
zwd_moderate(void *g, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct zwd_state *s = g;
	struct pb_buf     pub;
	enum pb_rc        rc = PB_OK;

	if (s->phase == ZWD_PH_ENDED)
		return (pb_err_set(err, PB_EDATA, "The game is over already."));
	if (l->argc > 1 && (strcmp(l->argv[0], "end") == 0 || strcmp(l->argv[0], "abandon") == 0))
		return (pb_err_set(err, PB_EDATA,
		    "The moderator's %s takes no word after it: \"%s\".", l->argv[0], l->argv[1]));
	pb_buf_init(&pub);
	if (l->argc == 1
	    && (strcmp(l->argv[0], "end") == 0 || strcmp(l->argv[0], "abandon") == 0)) {
		s->phase = ZWD_PH_ENDED;
		s->outcome = ZWD_LOST;
		free(s->reason);
		s->reason = pb_strdup("the moderator ended the game.");
		pb_buf_line(&pub, "The mission is lost: %s", s->reason);
	} else if (l->argc >= 1 && strcmp(l->argv[0], "remove") == 0) {
		if ((rc = remove_seat(s, l, &pub, err)) == PB_OK)
			zwd_turn_ended(s, &pub);
	} else
		rc = pb_err_set(err, PB_EDATA,
		    "White Death takes the moderator's remove SEAT, end and "
		    "abandon.");
	if (rc != PB_OK) {
		pb_buf_free(&pub);
		return (rc);
	}
	res->event = pb_buf_steal(&pub);
	res->broadcast = 1;
	pb_buf_free(&pub);
	return (PB_OK);
}
