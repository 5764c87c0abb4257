/*++
/* NAME
/*	lang 3h
/* SUMMARY
/*	players' languages: command words to English, message catalogues
/* SYNOPSIS
/*	#include "core/lang.h"
/* DESCRIPTION
/*	Players write commands in English, Italian or Spanish.  The game
/*	and the move log only ever see canonical English words: a line of
/*	an Italian or Spanish seat is split by lex_line() and then its
/*	words are translated here, before anything else reads them.
/*
/*	struct lang_word is one entry of a static dictionary: in LOCALE,
/*	PHRASE (one to LANG_MAXPHRASE words) stands for the canonical words
/*	CANON ("" for none: an article that English does not need).  SCOPE
/*	is NULL for an entry that holds anywhere after the first word, or
/*	a list of canonical commands (space-separated) after which alone it
/*	holds: Italian "a" is "to" after move but "at" after play.  The
/*	first word of a line is looked up among entries without a scope
/*	only.  Tables end with an entry whose phrase is NULL.
/*
/*	A struct lang_dict gathers the entries that hold for one locale:
/*	lang_dict_table() adds those of a static table, lang_dict_add() one
/*	phrase (a card name of a content pack, say).  lang_translate()
/*	rewrites the words of a line in place, longest phrase first; words
/*	that match nothing are left as they are, so English words and card
/*	names keep working in any language.  Comparisons fold case and
/*	accents (lang_fold(): "Comisaría", "comisaria" and "COMISARIA" are
/*	one word; lang_fold_eq() compares two texts so, without making
/*	their folds) and an Italian elision is split off a word ("all'ospedale"
/*	is "all'" and "ospedale") when the dictionary knows the first part.
/*	*changed is set when a word was rewritten.  lang_line() joins the
/*	words of a line into a line that lex_line() splits into the same
/*	words again (quoting a word that holds a space or a comma): that is
/*	what the move log keeps.
/*
/*	lang_localise() is the reverse: a canonical line (a command's
/*	example) in the words of the dictionary's locale.  At each word,
/*	the first entry (in the order added) whose canonical words start
/*	there, that holds there (its scope names the line's command; the
/*	first word takes entries without a scope), and that lang_translate()
/*	maps back, puts its phrase in their place; a word no entry gives
/*	stays as it is.  lang_translate() of the result gives back the
/*	canonical words (folded); a line with quotes or commas is returned
/*	as it is.
/*
/*	struct lang_msg is one entry of a message catalogue: an English
/*	text and its Italian and Spanish translations, where %1 to %9 stand
/*	for any text (the same numbers in every language, in any order).
/*	lang_message() finds the entry whose English pattern matches the
/*	whole text (of several, the one with the most literal text) and
/*	returns the translation with the captured parts put back, each
/*	itself translated when it is, whole, mostly the literal text of an
/*	entry of the catalogue (lang(3)); it returns NULL when no entry matches or the locale is
/*	English.  Catalogues end with an entry whose en is NULL.
/*
/*	An English pattern may hold "{a|b}": either text (one may be
/*	empty), "card{|s}" for "card" and "cards"; "%#N" captures a number
/*	only.  A translation may hold
/*	"%N{one|many}": the singular when capture N is "1", else the plural
/*	(the number itself is written by a %N of its own: "%2 %2{carta|carte}").
/*
/*	lang_text() translates a text that may hold several lines, each of
/*	them several sentences (". " between them): each line whole when a
/*	catalogue holds it, else each sentence (or run of sentences, for
/*	an entry of more than one) that a catalogue holds; what none holds
/*	stays as it is.  It returns a copy of the text in English.
/*
/*	lang_text_names() is lang_text() for a game: names(arg, en,
/*	locale) returns the words of one of its cards (a name, or a card's
/*	own text) in the locale, or NULL; a capture that no catalogue
/*	translates, and a card's text after ": ", are given to it.
/*
/*	lang_ok() tells whether a locale is one pbemd speaks ("en", "it",
/*	"es"); lang_index() is its index in that order (0 for anything
/*	else).  lang_pick() returns the text of a lang_msg for a locale.
/*
/*	lang_distance() counts the edits (a letter put in, taken out or
/*	changed, or two neighbours swapped) from one folded word to
/*	another, stopping at LANG_FAR.  lang_nearest() is the "did you
/*	mean" of a word: among n candidates, the index of the one clearly
/*	closest to it, folded, or -1.  Near enough means: the same word;
/*	one edit in a word of 5 letters or more, or two in one of 8 or more
/*	(LANG_STRICT); LANG_LOOSE also takes one edit from 3 letters on
/*	and two from 6.  Under LANG_STRICT a word of 3 or 4 letters is near
/*	only by two neighbours swapped ("mvoe"): a short word one letter
/*	off is as often another word ("good", "food").  Clearly closest:
/*	no other candidate is as close, unless keys (may be NULL: the
/*	candidates themselves, folded) say both stand for one thing.
/*	A refusal that names the word meant ends with LANG_DIDYOU, the
/*	word and "?" ("\"otsi\" is not one of your survivors; did you
/*	mean Otis?"): the arbiter translates that ending apart from the
/*	text before it.
/*	lang_dict_word() is entry i of a dictionary, if it is one word
/*	that holds anywhere (no scope): its folded phrase, and its
/*	canonical words in *canon; else NULL.
/*
/*	Strings returned by lang_fold(), lang_line(), lang_localise(),
/*	lang_message(),
/*	lang_text() and lang_text_names() are new, caller frees.
/*	lang_dict_free(NULL) is a no-op.
/*--*/

#ifndef LANG_H
#define LANG_H

#include <stddef.h>

#include "core/lexer.h"
#include "core/pb.h"

#define LANG_N 3         /* en, it, es */
#define LANG_MAXPHRASE 4 /* words in one dictionary phrase */
#define LANG_FAR 9       /* lang_distance(): this many edits or more */
#define LANG_DIDYOU "; did you mean " /* before the word meant, and "?" */
#define LANG_STRICT 0    /* lang_nearest(): command words */
#define LANG_LOOSE 1     /* lang_nearest(): names, once a command is sure */

struct lang_word {
	const char *locale;
	const char *phrase;
	const char *canon;
	const char *scope;
};

struct lang_msg {
	const char *en;
	const char *it;
	const char *es;
};

struct lang_dict;

typedef const char *(*lang_names_fn)(const void *arg, const char *en, const char *locale);

int               lang_ok(const char *locale);
int               lang_index(const char *locale);
char             *lang_fold(const char *word);
int               lang_fold_eq(const char *, const char *);
struct lang_dict *lang_dict_new(const char *locale);
void   lang_dict_add(struct lang_dict *, const char *phrase, const char *canon, const char *scope);
void   lang_dict_table(struct lang_dict *, const struct lang_word *);
void   lang_dict_free(struct lang_dict *);
size_t lang_dict_size(const struct lang_dict *);
void   lang_translate(const struct lang_dict *, struct lex_line *, int *changed);
char  *lang_line(const struct lex_line *);
char  *lang_localise(const struct lang_dict *, const char *line);
char  *lang_message(
     const struct lang_msg *const *cats, size_t ncats, const char *locale, const char *text);
char  *lang_text(
     const struct lang_msg *const *cats, size_t ncats, const char *locale, const char *text);
char  *lang_text_names(const struct lang_msg *const *cats, size_t ncats, const char *locale,
     const char *text, lang_names_fn names, const void *arg);
const char *lang_pick(const struct lang_msg *, const char *locale);
int         lang_distance(const char *a, const char *b);
int lang_nearest(const char *const *cands, const char *const *keys, size_t n, const char *word,
    int loose);
const char *lang_dict_word(const struct lang_dict *, size_t i, const char **canon);

#endif
