/*++
/* NAME
/*	corecmd 3h
/* SUMMARY
/*	commands of the arbiter itself, beside the game's
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/* DESCRIPTION
/*	A command line of an authenticated mail is first offered to the
/*	arbiter's own commands (HELP, SHOW, and those of the features
/*	that live outside the game module: press, history, absences,
/*	moderation ...), then to the game.  Each feature keeps its
/*	commands in a table of its own file (struct corecmd[], ended by
/*	a NULL word) listed once in corecmd.c, so features do not share
/*	a switch.
/*
/*	struct corecmd_ctx is what a command may use: the context, the
/*	game loaded for this transaction, the sender's seat, the inbox
/*	row of the mail, and the report of the reply.  A command records
/*	its outcome with corecmd_result() and may add keys to extra (the
/*	reply template's data) or set broadcast (every seat gets an
/*	update).  A command that reads a block of lines (press, diary)
/*	takes them from rest (nrest lines, borrowed) and says how many in
/*	consumed: those are not commands.  It returns PB_OK when the line
/*	was dealt with, done or refused (a refusal is data, not an error);
/*	any other code aborts the transaction.
/*
/*	corecmd_run() runs the command the line names, if it is one:
/*	*handled is set then, and the return is the command's.
/*	corecmd_help() lists the arbiter's commands a seat may give now
/*	(usage, text), for HELP; corecmd_help_word() the entries of one
/*	command word, for HELP WORD.  corecmd_readonly() tells whether a
/*	canonical word is a command that only reads (1: help, show, board,
/*	history, deadline), another of the arbiter's commands (0) or none
/*	of them (-1): a mail whose commands only read is answered each
/*	time it comes, never "already done" (D3 holds for moves).
/*	corecmd_word_at() is word i of the arbiter's tables (0, 1, ...;
/*	NULL past the last), allowed now or not.
/*
/*	corecmd_prose.c tells a command line from prose: corecmd_look()
/*	(see there).
/*
/*	corecmd_lang.c holds what is about the players' languages: the
/*	translation of a seat's words to English before the arbiter or the
/*	game read them (corecmd_lex()), HELP in a locale and the LANGUAGE
/*	command (the reply's texts are translated by texts(3), which also
/*	holds the seat's dictionary and puts HELP's examples in its words).
/*
/*	Open commands are those a mail without a move token may carry
/*	(joining a game, subscribing as an observer): struct corecmd_open
/*	tables, listed once in corecmd.c like the others.  The first text
/*	line of such a mail names one or none; corecmd_open_find() says
/*	which, and the arbiter records the mail ("open-command") before
/*	corecmd_open_run() runs it with the mail's inbox row.  Such a
/*	command answers only addresses it may (no backscatter to forged
/*	senders beyond one short reply).
/*--*/

#ifndef CORECMD_H
#define CORECMD_H

#include <stdint.h>

#include <jansson.h>

#include "core/lexer.h"
#include "core/pb.h"
#include "mail/mime.h"

struct pbemd;
struct gamectl;

struct corecmd_ctx {
	struct pbemd          *p;
	struct gamectl        *g;
	int                    seat;     /* the sender's seat */
	int64_t                inbox_id; /* the inbox row of the mail */
	const struct mime_msg *m;        /* the mail */
	json_t                *results;  /* the per-line report */
	json_t                *extra;    /* more data for the reply */
	json_t                *events;   /* public lines for the others' update, or NULL */
	int                    broadcast;
	const char *const     *rest; /* the command lines after this one */
	size_t                 nrest;
	size_t                 consumed; /* of rest, taken by this command */
	struct pb_err         *err;
};

struct corecmd {
	const char *word; /* the canonical (English) word, lower case */
	const char *usage;
	const char *text;
	enum pb_rc (*fn)(struct corecmd_ctx *, const struct lex_line *, const char *line);
	int (*allowed)(const struct corecmd_ctx *); /* NULL: always */
};

struct corecmd_open_ctx {
	struct pbemd          *p;
	const struct mime_msg *m;
	int64_t                inbox_id;
	struct pb_err         *err;
};

struct corecmd_open {
	const char *word;
	enum pb_rc (*fn)(struct corecmd_open_ctx *, const struct lex_line *, const char *line);
};

const struct corecmd_open *corecmd_open_find(const char *line, struct lex_line **);
enum pb_rc                 corecmd_open_run(struct corecmd_open_ctx *, const struct corecmd_open *,
                    const struct lex_line *, const char *line);
enum pb_rc                 corecmd_run(
                    struct corecmd_ctx *, const struct lex_line *, const char *line, int *handled);
void    corecmd_result(json_t *results, const char *line, const char *status, const char *text);
json_t *corecmd_help(const struct corecmd_ctx *);
int     corecmd_readonly(const char *word);
json_t *corecmd_help_word(const struct corecmd_ctx *, const char *word);
const char *corecmd_word_at(size_t i);

/* corecmd_prose.c: prose, command, or a near miss of one. */
enum corecmd_look { CORECMD_COMMAND, CORECMD_NEAR, CORECMD_PROSE };
enum corecmd_look corecmd_look(
    const struct gamectl *, int seat, const struct lex_line *, const char *line, char **near);
char *corecmd_near(const struct gamectl *, int seat, const char *word);

/* corecmd_lang.c: the seat's language (see there). */
extern const struct corecmd corecmd_lang_cmds[];
const char                 *corecmd_locale(const struct gamectl *, int seat);
enum pb_rc corecmd_lex(const struct gamectl *, int seat, const char *line, struct lex_line **,
    char **canon, struct pb_err *);
json_t    *corecmd_help_in(const struct corecmd_ctx *, const char *locale, const char *word);

#endif
