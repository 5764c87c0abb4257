/*++
/* NAME
/*	packini 3h
/* SUMMARY
/*	content packs in INI: cards read into a game's structs by tables
/* SYNOPSIS
/*	#include "core/packini.h"
/*
/*	enum pb_rc packini_parse(const char *text,
/*			const struct packini_game *g, void *pack,
/*			struct pb_err *err);
/*	enum pb_rc packini_check_names(const struct packini_game *g,
/*			const void *pack, struct pb_err *err);
/*	void	*packini_card(const struct packini_game *g,
/*			const void *pack, size_t type, int i);
/*	int	packini_count(const struct packini_game *g,
/*			const void *pack, size_t type);
/*	char	*packini_join(char *text, const char *more);
/*	int	packini_names_clash(const struct packini_named *v, size_t n);
/*	char	*packini_where(const char *text, int line);
/*	int	packini_lines(const char *text, packini_line_fn fn, void *arg);
/*	int	packini_card_line(const char *text, const char *word,
/*			const char *id, const char *key);
/*	void	packini_free(const struct packini_game *g, void *pack);
/* DESCRIPTION
/*	A content pack is the text pack(3) makes of a directory of INI
/*	files: each file preceded by a line "[file NAME]".  Each card is a
/*	section "[TYPE ID]" (ID in a-z, 0-9 and -, at most 64 bytes); its
/*	keys are "key = value" lines; a line indented under a key
/*	continues its value (inih reads it as the same key again), and the
/*	loader joins a text value to its continuation with one space.
/*	"[pack]" holds the pack's name and version, and, for a game with
/*	rules revisions (g->max_rules > 0), "rules = N": the revision of
/*	the rules its games play by, 1 to g->max_rules, stored as an int
/*	at g->pack_rules (a pack without the key leaves it 0: the rules
/*	from before revisions; a game that keeps its stored pack thus
/*	replays old games by the old rules).  Other keys there, a
/*	license, a description, are for people.  Every card has the keys
/*	of g->common, by convention name, name_it and name_es: its names
/*	in English, Italian and Spanish.
/*
/*	The game describes its cards with tables (struct packini_game):
/*	for each TYPE (struct packini_type) the section word, the table of
/*	its keys (struct packini_field), the size of its card struct and
/*	where the pack struct keeps the array of those cards and their
/*	count.  Types may share one array (three kinds of objective cards
/*	in one deck): they then share their key table too.  A field is
/*	converted by kind and stored at its offset in the card:
/*
/*	PACKINI_STR	char *, the card owns it; a continuation appends.
/*	PACKINI_INT	int, a decimal in [min, max].
/*	PACKINI_BOOL	int, yes, no, 1 or 0 (case-insensitive words).
/*	PACKINI_WORD	int, the index of the value in words[] (a NULL-
/*			terminated list, compared case-insensitively).
/*	PACKINI_FLAGS	unsigned, a list of words[] (exact case) separated
/*			by commas or spaces, bit i for words[i].
/*
/*	A new card is zeroed, gets its id (a char * at g->id in every card
/*	struct), then g->card_new() sets the game's defaults.  Hooks, each
/*	may be NULL: g->data_key() says whether a key of a type is one the
/*	game reads itself (an expression language: raw text, compiled
/*	later); its value, at most PACKINI_MAXVALUE bytes, goes to
/*	g->data_set() with cont set for a continuation line.
/*	g->section() may take a section that is not a card (board
/*	geometry: "[location police]"): it returns 1 when it takes it, 0
/*	with err set to refuse it, -1 when it is none of the game's; the
/*	keys of a section it took go to g->section_key() (1, or 0 with err
/*	set).
/*
/*	packini_parse() reads text into pack, a struct of the game's whose
/*	arrays and counts start zeroed.  It stops at the first error.
/*	packini_check_names() checks what every pack needs: every card has
/*	a name (the char * at g->name), ids are unique within a type, and
/*	no two types share a name (a mail that names a card must not
/*	leave a player wondering which one it is; types sharing an array
/*	may).  packini_card() is card i of type t of the game's table,
/*	packini_count() the count of its array.
/*
/*	packini_where() turns a line of the whole text into "FILE:LINE"
/*	by the "[file NAME]" line before it ("line N" when there is none);
/*	caller frees.  packini_card_line() is the line of section "[word
/*	id]", or of key in it when key is not empty, 0 when absent: for
/*	errors found after parsing.
/*
/*	packini_lines() reads text as inih's ini_parse_string() does,
/*	with libinih's default options, and calls fn as inih calls its
/*	handler: once per key with its section, name and value (a
/*	continuation line with the key before it); it returns 0, or the
/*	number of the first line in error (a line fn refused, a section
/*	without "]", a line without "=" or ":"), counted as inih counts
/*	them (a line longer than 199 bytes is read as several).
/*
/*	packini_join() is text and more joined with one space, as a
/*	continuation line joins its value: text is reallocated (a game
/*	joins its own keys so; a pack has thousands of lines, and a
/*	printf per line was a tenth of a parse).
/*
/*	packini_names_clash() says whether two of n names, each with its
/*	group (a type, an array), are equal but for case and of different
/*	groups (by a hash table of the names: a check of every pair of
/*	cards was a third of a parse, a sort a tenth; a game looks for the
/*	pair to name in an error only when there is one).
/*
/*	packini_free() releases what packini_parse() allocated: every
/*	PACKINI_STR field and id of every card, the arrays, the pack's
/*	name and version; the game releases the rest and the pack struct.
/* DIAGNOSTICS
/*	packini_parse(): PB_EDATA with "FILE:LINE: ..." for a syntax error,
/*	an unknown section, type or key, a bad value, or a value too long
/*	(the first one: inih reads on after an error, later ones are not
/*	reported).  Two sections with the same header one after the other
/*	are read as one card (inih does not tell a new section from a
/*	repeated one).  packini_check_names(): PB_EDATA "[TYPE ID]: ...".
/* SEE ALSO
/*	pack(3), a pack directory as one text; inih, the INI parser.
/*--*/

#ifndef PACKINI_H
#define PACKINI_H

#include <stddef.h>

#include "core/pb.h"

#define PACKINI_MAXVALUE 2000 /* bytes of one value (a continuation is joined) */
#define PACKINI_MAXID 64      /* bytes of a card id */

enum packini_kind { PACKINI_STR, PACKINI_INT, PACKINI_BOOL, PACKINI_WORD, PACKINI_FLAGS };

struct packini_field {
	const char        *key; /* NULL ends a table */
	size_t             off; /* in the card struct */
	int                kind;
	int                min, max; /* PACKINI_INT */
	const char *const *words;    /* PACKINI_WORD, PACKINI_FLAGS */
};

/* Rows of a field table: key, card struct, member (and range, words). */
#define PACKINI_ROW(k, s, f, kind, lo, hi, w)                                                      \
	{                                                                                          \
		k, offsetof(s, f), kind, lo, hi, w                                                 \
	}
#define PACKINI_ROW_STR(k, s, f) PACKINI_ROW(k, s, f, PACKINI_STR, 0, 0, NULL)
#define PACKINI_ROW_INT(k, s, f, lo, hi) PACKINI_ROW(k, s, f, PACKINI_INT, lo, hi, NULL)
#define PACKINI_ROW_WORD(k, s, f, w) PACKINI_ROW(k, s, f, PACKINI_WORD, 0, 0, w)
#define PACKINI_ROW_FLAGS(k, s, f, w) PACKINI_ROW(k, s, f, PACKINI_FLAGS, 0, 0, w)
#define PACKINI_ROW_BOOL(k, s, f) PACKINI_ROW(k, s, f, PACKINI_BOOL, 0, 0, NULL)
#define PACKINI_ROW_END                                                                            \
	{                                                                                          \
		NULL, 0, 0, 0, 0, NULL                                                             \
	}

/* A row of the types table: word, fields, card struct, pack struct and
 * its members (array, count), tag. */
#define PACKINI_TYPE_ROW(w, fl, s, p, a, c, t)                                                     \
	{                                                                                          \
		w, fl, sizeof(s), offsetof(p, a), offsetof(p, c), t                                \
	}

struct packini_type {
	const char                 *word;   /* "[WORD ID]" */
	const struct packini_field *fields; /* the keys of this type */
	size_t                      size;   /* of one card struct */
	size_t                      arr;    /* offset in the pack of the card array (a pointer) */
	size_t                      cnt;    /* offset in the pack of its count (an int) */
	int                         tag;    /* the game's own */
};

struct packini_game {
	const struct packini_type  *types;
	size_t                      ntypes;
	const struct packini_field *common;       /* keys of every card: names */
	size_t                      id;           /* offset of char *id in every card */
	size_t                      name;         /* offset of char *name in every card */
	size_t                      pack_name;    /* offset of char * in the pack: [pack] name */
	size_t                      pack_version; /* and version */
	void (*card_new)(void *pack, const struct packini_type *, void *card);
	int (*data_key)(const struct packini_type *, const char *key);
	void (*data_set)(void *pack, const struct packini_type *, int card, const char *key,
	    const char *value, int cont);
	int (*section)(void *pack, const char *section, struct pb_err *);
	int (*section_key)(
	    void *pack, const char *section, const char *key, const char *value, struct pb_err *);
	size_t pack_rules; /* offset of int in the pack: [pack] rules (0 when absent) */
	int    max_rules;  /* the highest revision the game knows; 0: no revisions */
};

/* packini_lines() calls it for each key: as inih's handler, 0 an error. */
typedef int (*packini_line_fn)(void *arg, const char *section, const char *key, const char *value);

/* A name and its group, for packini_names_clash(). */
struct packini_named {
	const char *name;
	size_t      group;
};

enum pb_rc packini_parse(
    const char *text, const struct packini_game *, void *pack, struct pb_err *);
enum pb_rc packini_check_names(const struct packini_game *, const void *pack, struct pb_err *);
void      *packini_card(const struct packini_game *, const void *pack, size_t type, int i);
int        packini_count(const struct packini_game *, const void *pack, size_t type);
char      *packini_join(char *text, const char *more);
int        packini_names_clash(const struct packini_named *, size_t n);
char      *packini_where(const char *text, int line);
int        packini_lines(const char *text, packini_line_fn, void *arg);
int        packini_card_line(const char *text, const char *word, const char *id, const char *key);
void       packini_free(const struct packini_game *, void *pack);

#endif
