/*++
/* NAME
/*	texts 3h
/* SUMMARY
/*	the arbiter's texts in a reader's language
/* SYNOPSIS
/*	#include "arbiter/texts.h"
/*
/*	extern const struct lang_msg texts_msgs[];
/*
/*	void	texts_localise(const struct game_ops *ops,
/*				const void *state, const char *locale,
/*				json_t *view);
/*
/*	json_t	*texts_view(struct pbemd *p, int64_t game,
/*				const struct gamectl *g, const char *locale,
/*				json_t *view);
/*
/*	struct lang_dict *texts_dict(const struct gamectl *g,
/*				const char *locale);
/*
/*	void	texts_examples(const struct gamectl *g,
/*				const char *locale, json_t *help);
/* DESCRIPTION
/*	texts_msgs is the arbiter's message catalogue (lang(3)): the
/*	results of its commands, its refusals, moderator notices, press
/*	headers, deadline words, in Italian and Spanish.
/*
/*	texts_localise() translates in place, for a locale, the English
/*	texts the arbiter and the game put in a view, with the catalogue of
/*	the game ops (may be NULL) and texts_msgs (lang_text_names(): each
/*	line, each sentence), the game's cards named in the locale by its
/*	words_of() when state (may be NULL) is given: the top-level
/*	members note, why, reason and decision, the text of each element of results, each string of
/*	events, notices, unreadable and since (the news kept for a seat
/*	until its next mail), press.from and press.to, and the
/*	kind of time.  A player's own words (command lines, press lines)
/*	are never touched.  English readers get the view unchanged.
/*
/*	texts_view() is the view of a mail of a game (0 for none) for a
/*	reader of locale: for English a new reference to view, else a
/*	copy with texts_localise() applied, with the loaded game g when
/*	the caller has it (its cards named too), else the catalogue of the
/*	game's kind.  Caller releases the result.
/*
/*	texts_dict() is the dictionary of a seat's words in a locale: the
/*	arbiter's words (texts_words), the game's, and its card names.
/*	texts_examples() puts the "example" of each entry of a help() array
/*	in the seat's words (lang_localise(): sent back, it reads as the
/*	English line) and adds "choices", its few "args" in one line.
/* SEE ALSO
/*	lang(3), notify(3).
/*--*/

#ifndef TEXTS_H
#define TEXTS_H

#include <stdint.h>

#include <jansson.h>

#include "core/lang.h"

struct pbemd;
struct gamectl;
struct game_ops;

extern const struct lang_msg texts_msgs[];

void    texts_localise(const struct game_ops *, const void *state, const char *locale, json_t *);
json_t *texts_view(
    struct pbemd *, int64_t game, const struct gamectl *, const char *locale, json_t *view);
struct lang_dict *texts_dict(const struct gamectl *, const char *locale);
void              texts_examples(const struct gamectl *, const char *locale, json_t *help);

#endif
