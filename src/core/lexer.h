/*++
/* NAME
/*	lexer 3h
/* SUMMARY
/*	split a command line into words; match card names
/* SYNOPSIS
/*	#include "core/lexer.h"
/* DESCRIPTION
/*	lex_line() splits one UTF-8 line into words: white space and commas
/*	separate words; "double quotes" (also the typographic quotes phones
/*	insert) group words; a trailing '.', ';', ':' or '!' is dropped;
/*	ASCII letters are lower-cased (game names compare case-
/*	insensitively).  A line longer than LEX_MAXLINE bytes or with more
/*	than LEX_MAXWORDS words is refused.  The result is owned by the
/*	caller: lex_free().
/*
/*	lex_match() finds which of n names the words at argv[0..argc) start
/*	with.  A name matches when the next k words (k = 1..LEX_NAME_WORDS) equal the
/*	whole name, its id, or, for k = 1, one word of the name or a prefix
/*	of at least 3 letters of one.  The longest match wins, and a whole
/*	name or id wins over a word of another name ("mike" is "Mike", not
/*	"Mike Cho"); one word shared by two names is ambiguous.  Copies
/*	of one name (two "Fuel" cards in a hand) are one answer: the index
/*	of the first.  Names, ids and words compare folded (lang_fold():
/*	"JOSÉ" is "jose").  A word that joins the items of a list
/*	(lex_conj(): "and", "&", Italian "e" and "ed", Spanish "y" and
/*	"e"), where no whole name begins, is passed over to the name after
/*	it (last on the line it names nobody, not "Andrew"), so "keep Otis and Daniel" and "tieni Ashley e Thomas" name
/*	two survivors in a row as "keep Otis, Daniel" does.  Returns the
/*	index of the name and sets *used to the number of words consumed
/*	(the joining word included); -1 when nothing matches, -2 when
/*	ambiguous.
/*
/*	lex_near() is the "did you mean" of a name no words matched: the
/*	index of the name (or id) clearly closest to argv[0] by
/*	lang_nearest() (LANG_LOOSE), each word of a name a candidate, or
/*	-1.
/*--*/

#ifndef LEXER_H
#define LEXER_H

#include <stddef.h>

#include "core/pb.h"

#define LEX_MAXLINE 1000
#define LEX_MAXWORDS 64

struct lex_line {
	int    argc;
	char **argv; /* lower-cased words */
};

enum pb_rc lex_line(const char *, struct lex_line **, struct pb_err *);
void       lex_free(struct lex_line *);
/* The longest name lex_match() reads unquoted, in words: the longest
 * name of the open packs is 7 ("+1 Acción de Cuerpo a cuerpo
 * gratuita"); a player on a phone should never have to quote one. */
#define LEX_NAME_WORDS 8

int        lex_match(const char *const *names, const char *const *ids, size_t n, char *const *argv,
           int argc, int *used);
int lex_near(const char *const *names, const char *const *ids, size_t n, char *const *argv,
    int argc);
int        lex_conj(const char *word);
char      *lex_join(char *const *argv, int argc);

#endif
