/*++
/* NAME
/*	jdump 3h
/* SUMMARY
/*	canonical JSON text, written fast
/* SYNOPSIS
/*	#include "core/jdump.h"
/*
/*	char	*jdump_canonical(const json_t *root);
/*	char	*jdump_ordered(const json_t *root);
/*	char	*jdump_pretty(const json_t *root, int indent);
/*
/*	void	jdump_init(struct jdump *j);
/*	void	jdump_open_object(struct jdump *j);
/*	void	jdump_open_array(struct jdump *j);
/*	void	jdump_key(struct jdump *j, const char *key);
/*	void	jdump_put_int(struct jdump *j, json_int_t v);
/*	void	jdump_put_str(struct jdump *j, const char *s);
/*	void	jdump_close(struct jdump *j);
/*	char	*jdump_text(struct jdump *j);
/* DESCRIPTION
/*	jdump_canonical() returns the text json_dumps(root, JSON_COMPACT |
/*	JSON_SORT_KEYS) returns, byte for byte, or NULL when root is not an
/*	object or an array (as json_dumps() without JSON_ENCODE_ANY); the
/*	caller frees it.  A game saves its state after every move and
/*	replay --verify after every move of the log (jfield_dumps()), and
/*	jansson spends most of that in vsnprintf() for each integer and in
/*	a strbuffer grown byte by byte: this writes integers with its own
/*	digits and strings in runs, into one growing buffer.
/*
/*	What it writes, as jansson 2.x does with these flags: no blank
/*	anywhere; the members of an object in the order of memcmp() of
/*	their keys, the shorter key first when one is the start of the
/*	other; a string's bytes as they are but '"' and '\\' (escaped
/*	with a backslash) and those below 0x20 (\b \f \n \r \t, else
/*	\u00XX in upper-case hex); an integer in decimal.  A real is
/*	written by jansson itself (its precision and exponent rules), so
/*	that no state that holds one can differ.
/*
/*	jdump_ordered() returns, the same way, the text of json_dumps(root,
/*	JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(17)): the
/*	members of an object in the order they were set (jansson's
/*	iteration order, which its dump follows without JSON_SORT_KEYS),
/*	a real with 17 digits.  It is the text a late picture's view is
/*	saved as (notify.c, P1), which json_dumps() wrote at about 600,000
/*	instructions a view.
/*
/*	jdump_pretty() returns, the same way, the text of json_dumps(root,
/*	JSON_INDENT(indent) | JSON_SORT_KEYS), for indent 1 to 31 (else
/*	NULL): the JSON attachment of a reply (notify.c), which
/*	json_dumps() wrote at some 57,000 instructions a mail.
/*
/*	The writer gives the same text without a tree, so that a game can
/*	save its state without allocating a value per integer (replay
/*	--verify saves one after every move of the log).  jdump_init()
/*	starts an empty text in j.  jdump_open_object() and
/*	jdump_open_array() begin a value that is an object or an array,
/*	jdump_close() ends the innermost one open; jdump_put_int() and
/*	jdump_put_str() write an integer or a string value.  A value inside
/*	an object follows jdump_key(), its member's name (borrowed until
/*	the object is closed); inside an array, the commas are written for
/*	the caller.  The members of an object may be given in any order:
/*	jdump_close() puts them in the order above (nothing is moved when
/*	they were given in it).  jdump_text() returns the text once every
/*	value is closed, and releases the rest of j; caller frees.  A
/*	misuse (a value in an object without its key, a key given twice in
/*	one object, a close with nothing open, a text with a value still
/*	open, more than JDUMP_DEPTH levels) is a pb_panic(): the shapes a
/*	caller writes are its code's, not its data's.
/*
/*	The saved states of every stored game hash as before: tests/check_core
/*	(jdump-1) compares jdump_canonical() with json_dumps() on random
/*	trees and (jdump-2) the writer, given their members in a random
/*	order, with both; replay --verify of the games of
/*	tests/data/db-v0.1.0.db (tests/e2e-olddb.sh) on real ones.
/* SEE ALSO
/*	jfield(3h), jfield_dumps().
/*--*/

#ifndef PB_CORE_JDUMP_H
#define PB_CORE_JDUMP_H

#include <stddef.h>

#include <jansson.h>

#define JDUMP_DEPTH 32 /* objects and arrays open at once, at most */

/* A text being written (jdump_init()); the fields are the writer's. */
struct jdump {
	char             *s; /* the text so far */
	size_t            len, cap;
	struct jdump_key *keys; /* the members of the objects open */
	size_t            nkeys, kcap;
	char             *tmp; /* jdump_close()'s copy of members */
	size_t            tcap;
	struct {
		size_t at;    /* where its '{' or '[' is in s */
		size_t first; /* its first member in keys[] */
		size_t n;     /* values in it so far */
		int    array; /* 1 an array, 0 an object */
		int    keyed; /* an object's key waits for its value */
	} open[JDUMP_DEPTH];
	int depth;
};

char *jdump_canonical(const json_t *);
char *jdump_ordered(const json_t *);
char *jdump_pretty(const json_t *, int);
void  jdump_init(struct jdump *);
void  jdump_open_object(struct jdump *);
void  jdump_open_array(struct jdump *);
void  jdump_key(struct jdump *, const char *);
void  jdump_put_int(struct jdump *, json_int_t);
void  jdump_put_str(struct jdump *, const char *);
void  jdump_close(struct jdump *);
char *jdump_text(struct jdump *);

#endif
