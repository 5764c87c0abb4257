/*++
/* NAME
/*	jfield 3h
/* SUMMARY
/*	a game's state to canonical JSON and back, field by field
/* SYNOPSIS
/*	#include "core/jfield.h"
/*
/*	char	*jfield_dumps(json_t *root);
/*
/*	json_t	*jfield_deck_json(const struct deck *d);
/*	json_t	*jfield_ints_json(const int *v, int n);
/*	json_t	*jfield_grid_json(const int *g, int rows, int cols);
/*	json_t	*jfield_obj_json(json_t *o, const void *base,
/*			const struct jfield_int *f, size_t n);
/*	void	jfield_decks_json(json_t *o, const void *base,
/*			const struct jfield_deck *f, size_t n);
/*
/*	void	jfield_deck_put(struct jdump *j, const struct deck *d);
/*	void	jfield_ints_put(struct jdump *j, const int *v, int n);
/*	void	jfield_grid_put(struct jdump *j, const int *g, int rows,
/*			int cols);
/*	void	jfield_obj_put(struct jdump *j, const void *base,
/*			const struct jfield_int *f, size_t n);
/*	void	jfield_decks_put(struct jdump *j, const void *base,
/*			const struct jfield_deck *f, size_t n);
/*
/*	int	jfield_deck_load(json_t *a, int max, struct deck *d);
/*	int	jfield_ints_load(json_t *a, int *v, int n);
/*	int	jfield_grid_load(json_t *a, int *g, int rows, int cols);
/*	int	jfield_obj_load(json_t *o, void *base,
/*			const struct jfield_int *f, size_t n);
/*	int	jfield_decks_load(json_t *o, void *base,
/*			const struct jfield_deck *f, size_t n,
/*			int (*max)(const void *base, int what));
/*	int	jfield_in_range(int v, int lo, int hi);
/*
/*	int	jfield_int(const json_t *o, const char *key);
/*	const char *jfield_str(const json_t *o, const char *key);
/* DESCRIPTION
/*	A game saves its state as canonical JSON: compact, keys sorted, so
/*	that equal states are equal bytes (the move log hashes them, replay
/*	compares them byte for byte).  jfield_dumps() is that text of root
/*	(caller frees); it takes the reference to root.  These functions
/*	write and read the usual fields of a state in one fixed form,
/*	which saved games depend on: never change it.
/*
/*	Writing (each returns a new reference, or o).
/*	jfield_deck_json() is a deck as an array of its cards, bottom
/*	first.  jfield_ints_json() is an array of n integers;
/*	jfield_grid_json() a table of rows x cols integers (an int
/*	[rows][cols] given as its first element) as an array of rows.
/*	jfield_obj_json() sets in object o one integer member per entry of
/*	the table f: the int at offset f[i].off of base, named f[i].name;
/*	a new field of a struct is one line of its table (JFIELD_INT()).
/*	jfield_decks_json() likewise sets one array member per deck of the
/*	table f (JFIELD_DECK()).
/*
/*	Writing without a tree (jdump(3h), the same text: a state saved
/*	after every move allocates no value per integer).  Each _put
/*	function writes to j what the _json function of its name builds:
/*	jfield_deck_put(), jfield_ints_put() and jfield_grid_put() a value
/*	(after its key, in an object); jfield_obj_put() and
/*	jfield_decks_put() members of the object open in j, each with its
/*	key (its name, borrowed from the table).
/*
/*	Reading (each returns 1, or 0 when a field is missing, of another
/*	type, of another length or out of range: the caller refuses the
/*	whole state).  jfield_deck_load() reads an array of integers in
/*	[0, max) into d (its cards are replaced).  jfield_ints_load() reads
/*	an array of exactly n integers; jfield_grid_load() rows x cols.
/*	jfield_obj_load() reads every integer member of the table from o;
/*	jfield_decks_load() every deck of the table, the bound of deck i
/*	being max(base, f[i].what).  jfield_in_range() is lo <= v < hi,
/*	for the caller's checks of what the indices name.
/*
/*	Views (a reader that draws or prints a view, where a missing member
/*	is shown as nothing, not refused).  jfield_int() is the integer
/*	member key of o, 0 when missing; jfield_str() its string member,
/*	"" when missing (never NULL).
/* DIAGNOSTICS
/*	pb_panic() when jansson cannot write the text (out of memory).
/* SEE ALSO
/*	deck(3), jansson.
/*--*/

#ifndef JFIELD_H
#define JFIELD_H

#include <stddef.h>

#include <jansson.h>

#include "core/deck.h"
#include "core/jdump.h"

/* An int member of a struct: its JSON name is the member's name. */
struct jfield_int {
	const char *name;
	size_t      off;
};

#define JFIELD_INT(type, f)                                                                        \
	{                                                                                          \
#f, offsetof(type, f)                                                              \
	}

/* A struct deck member: its JSON name, and what its cards index (the
 * caller's code for the bound, see jfield_decks_load()). */
struct jfield_deck {
	const char *name;
	size_t      off;
	int         what;
};

#define JFIELD_DECK(n, type, f, w)                                                                 \
	{                                                                                          \
		n, offsetof(type, f), w                                                            \
	}

char   *jfield_dumps(json_t *root);
json_t *jfield_deck_json(const struct deck *);
json_t *jfield_ints_json(const int *v, int n);
json_t *jfield_grid_json(const int *g, int rows, int cols);
json_t *jfield_obj_json(json_t *o, const void *base, const struct jfield_int *, size_t n);
void    jfield_decks_json(json_t *o, const void *base, const struct jfield_deck *, size_t n);
void    jfield_deck_put(struct jdump *, const struct deck *);
void    jfield_ints_put(struct jdump *, const int *v, int n);
void    jfield_grid_put(struct jdump *, const int *g, int rows, int cols);
void    jfield_obj_put(struct jdump *, const void *base, const struct jfield_int *, size_t n);
void    jfield_decks_put(struct jdump *, const void *base, const struct jfield_deck *, size_t n);
int     jfield_deck_load(json_t *a, int max, struct deck *);
int     jfield_ints_load(json_t *a, int *v, int n);
int     jfield_grid_load(json_t *a, int *g, int rows, int cols);
int     jfield_obj_load(json_t *o, void *base, const struct jfield_int *, size_t n);
int     jfield_decks_load(json_t *o, void *base, const struct jfield_deck *, size_t n,
        int (*max)(const void *base, int what));
int     jfield_in_range(int v, int lo, int hi);
int     jfield_int(const json_t *o, const char *key);
const char *jfield_str(const json_t *o, const char *key);

#endif
