/*++
/* NAME
/*	corecmd 3
/* SUMMARY
/*	commands of the arbiter itself, beside the game's
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/* DESCRIPTION
/*	See corecmd.h.  The tables below are searched in order; a word
/*	found in none is the game's.
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

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/history.h"
#include "arbiter/notify_level.h"
#include "arbiter/observe.h"
#include "arbiter/press.h"
#include "arbiter/texts.h"

/* cmd_help - "help": the commands a seat may give now; "help WORD": that
 * command explained; in the seat's language */

static enum pb_rc
cmd_help(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	const char *locale = corecmd_locale(c->g, c->seat), *word = l->argc > 1 ? l->argv[1] : NULL;
	json_t     *game, *mine, *help, *v;
	char       *text, *near;
	size_t      i;

	game = c->g->ops->help(c->g->state, c->seat, locale, word);
	texts_examples(c->g, locale, game);
	mine = corecmd_help_in(c, locale, word);
	json_array_foreach(mine, i, v) json_array_append(game, v);
	json_decref(mine);
	if (word != NULL && json_array_size(game) == 0) {
		json_decref(game);
		near = corecmd_near(c->g, c->seat, word);
		text = pb_asprintf("no command \"%s\" (HELP lists them)%s%s%s", word,
		    near ? LANG_DIDYOU : "", near ? near : "", near ? "?" : "");
		free(near);
		corecmd_result(c->results, line, "refused", text);
		free(text);
		return (PB_OK);
	}
	help = json_pack("{s:o}", "commands", game);
	if (word != NULL)
		json_object_set_new(help, "topic", json_string(word));
	json_object_set_new(c->extra, "help", help);
	corecmd_result(c->results, line, "done",
	    word ? "the command is explained below"
	         : "the commands you can give now are listed below");
	return (PB_OK);
}

/* cmd_show - "show" or "board": the reply shows them (show_board) */

static enum pb_rc
cmd_show(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	(void)l;
	json_object_set_new(c->extra, "show_board", json_true());
	corecmd_result(c->results, line, "done", "the board and your cards are below");
	return (PB_OK);
}

static const struct corecmd core_cmds[] = {
	{ "help", "help", "the commands you can give now", cmd_help, NULL },
	{ "show", "show", "the board and your cards", cmd_show, NULL },
	{ "board", "board", "the same as show", cmd_show, NULL },
	{ NULL, NULL, NULL, NULL, NULL },
};

extern const struct corecmd      time_cmds[];
extern const struct corecmd      corecmd_pictures_cmds[];
extern const struct corecmd_open time_open_cmds[];

/* Every feature's table, searched in this order. */
static const struct corecmd *const tables[] = {
	core_cmds,
	time_cmds,
	corecmd_lang_cmds,
	corecmd_pictures_cmds,
	press_cmds,
	history_cmds,
	notify_cmds,
};

/* Every feature's table of open commands (no move token needed). */
static const struct corecmd_open        no_open_cmds[] = { { NULL, NULL } };
static const struct corecmd_open *const open_tables[] = {
	no_open_cmds,
	time_open_cmds,
	observe_open_cmds,
};

/* corecmd_open_find - the open command the line names, its words in *lp */

const struct corecmd_open *
corecmd_open_find(const char *line, struct lex_line **lp)
{
	const struct corecmd_open *cmd;
	struct pb_err              err;
	size_t                     t;

	*lp = NULL;
	if (lex_line(line, lp, &err) != PB_OK)
		return (NULL);
	for (t = 0; (*lp)->argc > 0 && t < PB_NELEM(open_tables); t++)
		for (cmd = open_tables[t]; cmd->word != NULL; cmd++)
			if (strcmp(cmd->word, (*lp)->argv[0]) == 0)
				return (cmd);
	lex_free(*lp);
	*lp = NULL;
	return (NULL);
}

/* corecmd_open_run - run it */

enum pb_rc
corecmd_open_run(struct corecmd_open_ctx *c, const struct corecmd_open *cmd,
    const struct lex_line *l, const char *line)
{
	return (cmd->fn(c, l, line));
}

/* corecmd_run - the arbiter's command the line names, if any */

enum pb_rc
corecmd_run(struct corecmd_ctx *c, const struct lex_line *l, const char *line, int *handled)
{
	const struct corecmd *cmd;
	size_t                t;

	*handled = 0;
	for (t = 0; t < PB_NELEM(tables); t++)
		for (cmd = tables[t]; cmd->word != NULL; cmd++)
			if (strcmp(cmd->word, l->argv[0]) == 0
			    && (cmd->allowed == NULL || cmd->allowed(c))) {
				*handled = 1;
				return (cmd->fn(c, l, line));
			}
	return (PB_OK);
}

/* corecmd_readonly - is word a command that changes nothing (1), another
 * of the arbiter's commands (0), or none of them (-1)? */

int
corecmd_readonly(const char *word)
{
	static const char *const words[] = { "help", "show", "board", "history", "deadline" };
	const struct corecmd    *cmd;
	size_t                   i;

	for (i = 0; i < PB_NELEM(words); i++)
		if (strcmp(words[i], word) == 0)
			return (1);
	for (i = 0; i < PB_NELEM(tables); i++)
		for (cmd = tables[i]; cmd->word != NULL; cmd++)
			if (strcmp(cmd->word, word) == 0)
				return (0);
	return (-1);
}

/* corecmd_word_at - word i of the tables, allowed now or not; NULL
 * past the last */

const char *
corecmd_word_at(size_t i)
{
	const struct corecmd *cmd;
	size_t                t;

	for (t = 0; t < PB_NELEM(tables); t++)
		for (cmd = tables[t]; cmd->word != NULL; cmd++)
			if (i-- == 0)
				return (cmd->word);
	return (NULL);
}

/* corecmd_help - the arbiter's commands a seat may give now */

json_t *
corecmd_help(const struct corecmd_ctx *c)
{
	const struct corecmd *cmd;
	json_t               *a = json_array();
	size_t                t;

	for (t = 0; t < PB_NELEM(tables); t++)
		for (cmd = tables[t]; cmd->word != NULL; cmd++)
			if ((cmd->allowed == NULL || cmd->allowed(c)) && cmd->usage != NULL
			    && strcmp(cmd->word, "help") != 0 && strcmp(cmd->word, "board") != 0)
				json_array_append_new(a,
				    json_pack(
				        "{s:s, s:s}", "usage", cmd->usage, "text", cmd->text));
	return (a);
}

/* corecmd_help_word - the arbiter's entries for one command word, for
 * HELP WORD, allowed now or not */

json_t *
corecmd_help_word(const struct corecmd_ctx *c, const char *word)
{
	const struct corecmd *cmd;
	json_t               *a = json_array();
	size_t                t;

	(void)c;
	for (t = 0; t < PB_NELEM(tables); t++)
		for (cmd = tables[t]; cmd->word != NULL; cmd++)
			if (strcmp(cmd->word, word) == 0)
				json_array_append_new(a,
				    json_pack("{s:s, s:s, s:s}", "word", cmd->word, "usage",
				        cmd->usage, "text", cmd->text));
	return (a);
}
