/*++
/* NAME
/*	packini 3
/* SUMMARY
/*	content packs in INI, read by the game's tables
/* SYNOPSIS
/*	#include "core/packini.h"
/* DESCRIPTION
/*	See packini.h.  inih calls handler() once per key, with its
/*	section; a change of section name starts a new section
/*	(begin_section()), and a key equal to the key of the line before
/*	is a continuation of it.
/*
/*	packini_lines() reads the text as inih's ini_parse_string() does
/*	with the options libinih is built with (multi-line values, a BOM,
/*	";" and "#" comments at a line's start, ";" after white space
/*	inline, 200-byte lines, 50-byte section and key names, errors do
/*	not stop it), and calls the handler with the same arguments: the
/*	same steps, done with a memchr() per line, a byte loop for a key's
/*	name, a memchr() for its inline comment and the line's end kept
/*	rather than a strchr() per byte, since each pbemd --deliver parses
/*	its game's pack again.  check_toolkit compares the two on random
/*	texts (packini-4.1).
/* DIAGNOSTICS
/*	See packini.h.
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/packini.h"

struct parse {
	const struct packini_game *g;
	void                      *pack;
	struct pb_err             *err;
	const struct packini_type *cur;     /* the type of the card read, or NULL */
	void                      *card;    /* the card read */
	char                      *section; /* the section read, sectcap bytes, or NULL */
	size_t                     sectcap;
	char                      *last;    /* the key of the line before, or NULL */
	char                      *lastbuf; /* where last is kept, lastcap bytes: a key
	                                     * is not copied to a new string each line */
	size_t                     lastcap;
	int                        in_pack; /* [pack] */
	int                        in_game; /* a section g->section() took */
	int                        failed;  /* inih goes on after an error: keep the first */
};

/* inih's sizes: a line (longer ones are read in pieces), a section
 * name and a key (longer ones are cut). */
#define LINE_SIZE 200
#define NAME_SIZE 50

/* The text packini_lines() reads. */
struct text {
	const char *p;    /* the next line */
	size_t      left; /* bytes from p to the end */
};

#define AT(base, off) ((char *)(base) + (off))

/* word_index - index of word in a NULL-terminated list, -1 if absent */

static int
word_index(const char *const *words, const char *word)
{
	int i;

	for (i = 0; words[i] != NULL; i++)
		if (strcasecmp(words[i], word) == 0)
			return (i);
	return (-1);
}

/* parse_flags - a list of words, bit i for words[i] */

static int
parse_flags(const char *const *words, const char *value, unsigned *flags)
{
	char *copy, *tok, *save;
	int   ok = 1, i;

	copy = pb_strdup(value);
	*flags = 0;
	for (tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
		for (i = 0; words[i] != NULL && strcmp(words[i], tok) != 0; i++)
			;
		if (words[i] != NULL)
			*flags |= 1u << i;
		else
			ok = 0;
	}
	free(copy);
	return (ok);
}

/* set_field - convert value by kind and store it in the card */

static int
set_field(void *card, const struct packini_field *f, const char *value)
{
	char *p = AT(card, f->off), *end;
	long  v;

	switch (f->kind) {
	case PACKINI_STR:
		free(*(char **)p);
		*(char **)p = pb_strdup(value);
		return (1);
	case PACKINI_INT:
		v = strtol(value, &end, 10);
		*(int *)p = (int)v;
		return (*value != '\0' && *end == '\0' && v >= f->min && v <= f->max);
	case PACKINI_BOOL:
		*(int *)p = strcasecmp(value, "yes") == 0 || strcmp(value, "1") == 0;
		return (*(int *)p || strcasecmp(value, "no") == 0 || strcmp(value, "0") == 0);
	case PACKINI_WORD:
		return ((*(int *)p = word_index(f->words, value)) >= 0);
	case PACKINI_FLAGS:
		return (parse_flags(f->words, value, (unsigned *)p));
	}
	return (0);
}

/* packini_join - text, a space and more; text is reallocated */

char *
packini_join(char *text, const char *more)
{
	size_t len = strlen(text), add = strlen(more) + 1;

	text = pb_realloc(text, len + 1 + add);
	text[len] = ' ';
	memcpy(text + len + 1, more, add);
	return (text);
}

/* append_field - a continuation line of a text: join with one space */

static void
append_field(void *card, const struct packini_field *f, const char *value)
{
	char **p = (char **)AT(card, f->off);

	*p = packini_join(*p, value);
}

/* find_field - key in a table, or NULL */

static const struct packini_field *
find_field(const struct packini_field *t, const char *key)
{
	for (; t != NULL && t->key != NULL; t++)
		if (t->key[0] == key[0] && strcmp(t->key, key) == 0)
			return (t);
	return (NULL);
}

/* id_ok - card ids are [a-z0-9-]+ */

static int
id_ok(const char *id)
{
	if (*id == '\0' || strlen(id) > PACKINI_MAXID)
		return (0);
	for (; *id; id++)
		if (!islower((unsigned char)*id) && !isdigit((unsigned char)*id) && *id != '-')
			return (0);
	return (1);
}

/* keep - a copy of s in *buf, of *cap bytes, grown as needed (the
 * section and the key of the line before: a new string for each was a
 * malloc and a free per line) */

static void
keep(char **buf, size_t *cap, const char *s)
{
	size_t len = strlen(s) + 1;

	if (len > *cap)
		*buf = pb_realloc(*buf, *cap = len + 32);
	memcpy(*buf, s, len);
}

/* new_card - append a zeroed card of type t with its id */

static int
new_card(struct parse *ps, const struct packini_type *t, const char *id)
{
	char **arr = (char **)AT(ps->pack, t->arr);
	int   *cnt = (int *)AT(ps->pack, t->cnt);

	*arr = pb_realloc(*arr, (size_t)(*cnt + 1) * t->size);
	ps->card = *arr + (size_t)*cnt * t->size;
	memset(ps->card, 0, t->size);
	(*cnt)++;
	*(char **)AT(ps->card, ps->g->id) = pb_strdup(id);
	if (ps->g->card_new != NULL)
		ps->g->card_new(ps->pack, t, ps->card);
	ps->cur = t;
	return (1);
}

/* begin_section - "[pack]", "[file NAME]", a game's section or "[TYPE ID]" */

static int
begin_section(struct parse *ps, const char *section)
{
	const char *sp;
	size_t      i, len;
	int         taken;

	keep(&ps->section, &ps->sectcap, section);
	ps->cur = NULL;
	ps->in_game = 0;
	ps->in_pack = strcmp(section, "pack") == 0;
	if (ps->in_pack || strncmp(section, "file ", 5) == 0)
		return (1);
	if (ps->g->section != NULL && (taken = ps->g->section(ps->pack, section, ps->err)) >= 0)
		return (ps->in_game = taken);
	if ((sp = strchr(section, ' ')) == NULL || !id_ok(sp + 1)) {
		pb_err_set(ps->err, PB_EDATA,
		    "section [%s] is not [TYPE ID] with ID in a-z, 0-9 and -", section);
		return (0);
	}
	len = (size_t)(sp - section);
	for (i = 0; i < ps->g->ntypes; i++)
		if (strlen(ps->g->types[i].word) == len
		    && strncmp(ps->g->types[i].word, section, len) == 0)
			return (new_card(ps, &ps->g->types[i], sp + 1));
	pb_err_set(ps->err, PB_EDATA, "unknown card type in [%s]", section);
	return (0);
}

/* pack_key - a key of the [pack] section */

static int
pack_key(struct parse *ps, const char *name, const char *value)
{
	char **slot = strcmp(name, "name") == 0 ? (char **)AT(ps->pack, ps->g->pack_name)
	    : strcmp(name, "version") == 0      ? (char **)AT(ps->pack, ps->g->pack_version)
	                                        : NULL;

	char *end;
	long  n;

	if (slot != NULL) {
		free(*slot);
		*slot = pb_strdup(value);
	}
	if (strcmp(name, "rules") == 0 && ps->g->max_rules > 0) {
		n = strtol(value, &end, 10);
		if (*value == '\0' || *end != '\0' || n < 1 || n > ps->g->max_rules) {
			pb_err_set(ps->err, PB_EDATA,
			    "[pack] rules: the rules revision is a number from 1 to %d",
			    ps->g->max_rules);
			return (0);
		}
		*(int *)AT(ps->pack, ps->g->pack_rules) = (int)n;
	}
	/* license, description and unknown [pack] keys are informative. */
	return (1);
}

/* data_key - a key the game reads itself: its raw text */

static int
data_key(struct parse *ps, const char *section, const char *name, const char *value)
{
	int cnt = *(int *)AT(ps->pack, ps->cur->cnt);

	if (strlen(value) > PACKINI_MAXVALUE) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: %s is too long", section, name);
		return (0);
	}
	ps->g->data_set(ps->pack, ps->cur, cnt - 1, name, value,
	    ps->last != NULL && strcmp(ps->last, name) == 0);
	return (1);
}

/* handle_key - one key of the current section */

static int
handle_key(struct parse *ps, const char *section, const char *name, const char *value)
{
	const struct packini_field *f;

	if (ps->in_pack)
		return (pack_key(ps, name, value));
	if (ps->in_game)
		return (ps->g->section_key(ps->pack, section, name, value, ps->err));
	if (ps->cur == NULL) {
		pb_err_set(ps->err, PB_EDATA, "key %s outside a card section", name);
		return (0);
	}
	if (ps->g->data_key != NULL && ps->g->data_key(ps->cur, name))
		return (data_key(ps, section, name, value));
	if ((f = find_field(ps->g->common, name)) == NULL
	    && (f = find_field(ps->cur->fields, name)) == NULL) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: unknown key %s", section, name);
		return (0);
	}
	if (f->kind == PACKINI_STR && strlen(value) > PACKINI_MAXVALUE) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: %s is too long", section, name);
		return (0);
	}
	if (f->kind == PACKINI_STR && ps->last && strcmp(ps->last, name) == 0) {
		append_field(ps->card, f, value);
		return (1);
	}
	if (!set_field(ps->card, f, value)) {
		pb_err_set(
		    ps->err, PB_EDATA, "[%s]: bad value for %s: \"%s\"", section, name, value);
		return (0);
	}
	return (1);
}

/* remember - the key of this line, for the next one */

static void
remember(struct parse *ps, const char *name)
{
	keep(&ps->lastbuf, &ps->lastcap, name);
	ps->last = ps->lastbuf;
}

/* handler - inih callback */

static int
handler(void *arg, const char *section, const char *name, const char *value)
{
	struct parse *ps = arg;
	int           ok;

	if (ps->failed)
		return (0);
	if (ps->section == NULL || strcmp(ps->section, section) != 0) {
		ps->last = NULL;
		if (!begin_section(ps, section)) {
			ps->failed = 1;
			return (0);
		}
	}
	ok = handle_key(ps, section, name, value);
	remember(ps, name);
	ps->failed = !ok;
	return (ok);
}

/* text_line - the next line with its newline but at most num - 1
 * bytes, as ini_parse_string()'s reader; its end (the NUL), NULL at
 * the end of the text */

static char *
text_line(char *str, int num, struct text *t)
{
	const char *nl;
	size_t      n;

	if (t->left == 0 || num < 2)
		return (NULL);
	n = t->left < (size_t)num - 1 ? t->left : (size_t)num - 1;
	if ((nl = memchr(t->p, '\n', n)) != NULL)
		n = (size_t)(nl - t->p) + 1;
	memcpy(str, t->p, n);
	str[n] = '\0';
	t->p += n;
	t->left -= n;
	return (str + n);
}

/* rstrip_to - s, which ends at end, without its trailing white space,
 * in place */

static char *
rstrip_to(char *s, char *end)
{
	while (end > s && isspace((unsigned char)end[-1]))
		end--;
	*end = '\0';
	return (s);
}

/* lskip - s past its leading white space */

static char *
lskip(char *s)
{
	while (*s != '\0' && isspace((unsigned char)*s))
		s++;
	return (s);
}

/* find_stop - the first of stops (";" among them) that is not a ";"
 * after no white space (inline comments are after white space), or
 * the end of s; strpbrk(3) rather than a test per byte */

static char *
find_stop(char *s, const char *stops)
{
	char *p = s;

	while ((p = strpbrk(p, stops)) != NULL) {
		if (*p != ';' || (p > s && isspace((unsigned char)p[-1])))
			return (p);
		p++;
	}
	return (s + strlen(s));
}

/* copy_name - src into dst of NAME_SIZE bytes, cut as inih cuts it */

static void
copy_name(char *dst, const char *src)
{
	size_t n = strnlen(src, NAME_SIZE - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* name_stop - what find_stop(s, "=:;") finds, by a byte loop: a name
 * is a few bytes, shorter than strpbrk(3)'s start */

static char *
name_stop(char *s)
{
	char *p;

	for (p = s; *p != '\0'; p++)
		if (*p == '=' || *p == ':' || (*p == ';' && p > s && isspace((unsigned char)p[-1])))
			break;
	return (p);
}

/* comment_at - what find_stop(s, ";") finds in s, which ends at end:
 * memchr(3), then no strlen(3) when there is no comment */

static char *
comment_at(char *s, char *end)
{
	char *p = s;

	while ((p = memchr(p, ';', (size_t)(end - p))) != NULL) {
		if (p > s && isspace((unsigned char)p[-1]))
			return (p);
		p++;
	}
	return (end);
}

/* key_line - "name = value" (or ':'), the line ending at lend; 0 when
 * it has neither */

static int
key_line(char *start, char *lend, char *section, char *prev, packini_line_fn fn, void *arg)
{
	char *end = name_stop(start), *name, *value;

	if (*end != '=' && *end != ':')
		return (0);
	*end = '\0';
	name = rstrip_to(start, end);
	value = end + 1;
	end = comment_at(value, lend);
	*end = '\0';
	value = lskip(value);
	rstrip_to(value, end);
	copy_name(prev, name);
	return (fn(arg, section, name, value));
}

/* packini_lines - text read as ini_parse_string() reads it: fn for each
 * key, 0 or the number of the first line in error */

int
packini_lines(const char *text, packini_line_fn fn, void *arg)
{
	struct text in = { text, strlen(text) };
	char        line[LINE_SIZE], section[NAME_SIZE] = "", prev[NAME_SIZE] = "";
	char       *start, *end;
	int         lineno = 0, error = 0, ok;

	while ((end = text_line(line, sizeof(line), &in)) != NULL) {
		start = line;
		if (++lineno == 1 && strncmp(start, "\xEF\xBB\xBF", 3) == 0)
			start += 3; /* a UTF-8 BOM */
		while (end > start && isspace((unsigned char)end[-1]))
			end--;
		*end = '\0';
		start = lskip(start);
		if (*start == '\0' || *start == ';' || *start == '#')
			continue; /* empty, or a comment */
		if (*prev != '\0' && start > line) {
			/* Indented under a key: a continuation of its value,
			 * whole (inih cuts no inline comment here). */
			ok = fn(arg, section, prev, start);
		} else if (*start == '[') {
			end = find_stop(start + 1, "];");
			if ((ok = *end == ']') != 0) {
				*end = '\0';
				copy_name(section, start + 1);
				*prev = '\0';
			}
		} else
			ok = key_line(start, end, section, prev, fn, arg);
		if (!ok && error == 0)
			error = lineno;
	}
	return (error);
}

/* packini_where - a line of the whole text as "FILE:LINE", caller frees */

char *
packini_where(const char *text, int line)
{
	const char *p = text, *file = NULL;
	size_t      flen = 0;
	int         n = 1, start = 0;

	for (; *p && n < line; p++) {
		if (p == text || p[-1] == '\n') {
			if (strncmp(p, "[file ", 6) == 0) {
				file = p + 6;
				flen = strcspn(file, "]\n");
				start = n;
			}
		}
		if (*p == '\n')
			n++;
	}
	if (file == NULL)
		return (pb_asprintf("line %d", line));
	return (pb_asprintf("%.*s:%d", (int)flen, file, line - start));
}

/* packini_parse - text into the game's pack struct, by its tables */

enum pb_rc
packini_parse(const char *text, const struct packini_game *g, void *pack, struct pb_err *err)
{
	struct parse  ps;
	struct pb_err lerr;
	enum pb_rc    rc = PB_OK;
	char         *where, *msg;
	int           line;

	/* Initialize. */
	if (err == NULL)
		err = &lerr;
	memset(&ps, 0, sizeof(ps));
	ps.g = g;
	ps.pack = pack;
	ps.err = err;

	/* A line inih refuses without calling us is a syntax error. */
	pb_err_set(err, PB_EDATA, "syntax error");
	if ((line = packini_lines(text, handler, &ps)) != 0) {
		where = packini_where(text, line);
		msg = pb_strdup(err->msg);
		rc = pb_err_set(err, PB_EDATA, "%s: %s", where, msg);
		free(msg);
		free(where);
	} else
		pb_err_clear(err);

	/* Cleanup. */
	free(ps.section);
	free(ps.lastbuf);
	return (rc);
}

/* packini_count - the number of cards of type t */

int
packini_count(const struct packini_game *g, const void *pack, size_t t)
{
	return (*(const int *)((const char *)pack + g->types[t].cnt));
}

/* packini_card - card i of type t */

void *
packini_card(const struct packini_game *g, const void *pack, size_t t, int i)
{
	char *arr = *(char *const *)((const char *)pack + g->types[t].arr);

	return (arr + (size_t)i * g->types[t].size);
}

/* card_str - a char * field of a card */

static const char *
card_str(const void *card, size_t off)
{
	return (*(char *const *)((const char *)card + off));
}

/* card_err - a card that fails a check */

static enum pb_rc
card_err(
    const struct packini_game *g, struct pb_err *err, size_t t, const void *card, const char *why)
{
	return (
	    pb_err_set(err, PB_EDATA, "[%s %s]: %s", g->types[t].word, card_str(card, g->id), why));
}

/*
 * Every stored pack is parsed again in each process that loads a game,
 * and comparing every pair of cards was a fifth of a parse, sorting the
 * names a tenth: the checks below put the names in a hash table (open
 * addressing, at most half full), each name in the slot of its class,
 * the first one of the class met.  The pairs are still walked when the
 * table finds something, to name the card the error has always named.
 */

struct name_set {
	const struct packini_named **slot; /* NULL: free */
	size_t                       mask; /* slots - 1, slots a power of 2 */
	int                          fold; /* compare as strcasecmp(3), else strcmp(3) */
};

/* name_hash - FNV-1a of a name, its letters folded to lower case as
 * strcasecmp(3) folds them when fold is set */

static size_t
name_hash(const char *s, int fold)
{
	size_t h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)(fold ? tolower((unsigned char)*s) : *s)) * 16777619u;
	return (h);
}

/* name_set_init - a table for n names */

static void
name_set_init(struct name_set *set, size_t n, int fold)
{
	size_t slots = 16;

	while (slots < 2 * n)
		slots *= 2;
	set->slot = pb_calloc(slots, sizeof(*set->slot));
	set->mask = slots - 1;
	set->fold = fold;
}

/* name_set_first - the first name met of v's class, v itself when it
 * is the first (it then takes the class's slot) */

static const struct packini_named *
name_set_first(struct name_set *set, const struct packini_named *v)
{
	size_t i = name_hash(v->name, set->fold) & set->mask;

	for (; set->slot[i] != NULL; i = (i + 1) & set->mask)
		if ((set->fold ? strcasecmp(set->slot[i]->name, v->name)
		               : strcmp(set->slot[i]->name, v->name))
		    == 0)
			return (set->slot[i]);
	return (set->slot[i] = v);
}

/* packini_names_clash - equal names of two groups */

int
packini_names_clash(const struct packini_named *v, size_t n)
{
	struct name_set set;
	size_t          k;
	int             clash = 0;

	name_set_init(&set, n, 1);
	for (k = 0; k < n && !clash; k++)
		clash = name_set_first(&set, &v[k])->group != v[k].group;
	free(set.slot);
	return (clash);
}

/* type_names_ok - every card of type t has a name and no id is used twice */

static int
type_names_ok(const struct packini_game *g, const void *pack, size_t t)
{
	struct packini_named *v;
	struct name_set       set;
	const void           *a;
	const char           *name;
	int                   i, n = packini_count(g, pack, t), ok = 1;

	v = pb_calloc(n > 0 ? (size_t)n : 1, sizeof(*v));
	name_set_init(&set, (size_t)n, 0);
	for (i = 0; i < n && ok; i++) {
		a = packini_card(g, pack, t, i);
		ok = (name = card_str(a, g->name)) != NULL && *name != '\0';
		v[i].name = card_str(a, g->id);
		ok = ok && name_set_first(&set, &v[i]) == &v[i];
	}
	free(set.slot);
	free(v);
	return (ok);
}

/* check_type_names - every card of type t has a name; ids are unique */

static enum pb_rc
check_type_names(const struct packini_game *g, const void *pack, size_t t, struct pb_err *err)
{
	const void *a;
	const char *name;
	int         i, j, n = packini_count(g, pack, t);

	if (type_names_ok(g, pack, t))
		return (PB_OK);
	for (i = 0; i < n; i++) {
		a = packini_card(g, pack, t, i);
		if ((name = card_str(a, g->name)) == NULL || *name == '\0')
			return (card_err(g, err, t, a, "has no name"));
		for (j = 0; j < i; j++)
			if (strcmp(card_str(a, g->id), card_str(packini_card(g, pack, t, j), g->id))
			    == 0)
				return (card_err(g, err, t, a, "id used twice"));
	}
	return (PB_OK);
}

/* shared_array - whether a type before t keeps its cards in t's array */

static int
shared_array(const struct packini_game *g, size_t t)
{
	size_t u;

	for (u = 0; u < t; u++)
		if (g->types[u].arr == g->types[t].arr)
			return (1);
	return (0);
}

/* any_clash - whether cards of two arrays have one name (every card has
 * a name: check_type_names() came first) */

static int
any_clash(const struct packini_game *g, const void *pack)
{
	struct packini_named *v;
	size_t                t, n = 0;
	int                   i, clash;

	for (t = 0; t < g->ntypes; t++)
		if (!shared_array(g, t))
			n += (size_t)packini_count(g, pack, t);
	v = pb_calloc(n > 0 ? n : 1, sizeof(*v));
	for (n = 0, t = 0; t < g->ntypes; t++)
		for (i = 0; !shared_array(g, t) && i < packini_count(g, pack, t); i++) {
			v[n].name = card_str(packini_card(g, pack, t, i), g->name);
			v[n++].group = g->types[t].arr;
		}
	clash = packini_names_clash(v, n);
	free(v);
	return (clash);
}

/* check_clashes - a name is used by one type of card only */

static enum pb_rc
check_clashes(const struct packini_game *g, const void *pack, struct pb_err *err)
{
	size_t      t, u;
	int         i, j, ni, nj;
	const void *b;

	if (!any_clash(g, pack))
		return (PB_OK);
	for (t = 0; t < g->ntypes; t++)
		for (u = t + 1; u < g->ntypes; u++) {
			if (g->types[u].arr == g->types[t].arr)
				continue; /* types that share one array */
			ni = packini_count(g, pack, t);
			nj = packini_count(g, pack, u);
			for (i = 0; i < ni; i++)
				for (j = 0; j < nj; j++) {
					b = packini_card(g, pack, u, j);
					if (strcasecmp(
					        card_str(packini_card(g, pack, t, i), g->name),
					        card_str(b, g->name))
					    == 0)
						return (card_err(g, err, u, b,
						    "its name is also a card of another type"));
				}
		}
	return (PB_OK);
}

/* packini_check_names - names present, ids unique, no name in two types */

enum pb_rc
packini_check_names(const struct packini_game *g, const void *pack, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	size_t     t;

	for (t = 0; t < g->ntypes && rc == PB_OK; t++)
		rc = check_type_names(g, pack, t, err);
	if (rc == PB_OK)
		rc = check_clashes(g, pack, err);
	return (rc);
}

/* packini_card_line - the line of "[word id]", or of key in it; 0 */

int
packini_card_line(const char *text, const char *word, const char *id, const char *key)
{
	const char *p = text;
	size_t      wl = strlen(word), il = strlen(id);
	int         n = 1, in = 0;

	for (; *p; n++) {
		if (*p == '[')
			in = strncmp(p + 1, word, wl) == 0 && p[1 + wl] == ' '
			    && strncmp(p + 2 + wl, id, il) == 0 && p[2 + wl + il] == ']';
		if (in && (*key == '\0' ? *p == '[' : pb_ini_key_at(p, 1, key)))
			return (n);
		if ((p = strchr(p, '\n')) == NULL)
			break;
		p++;
	}
	return (0);
}

/* free_strs - the text fields of a table in one card */

static void
free_strs(void *card, const struct packini_field *f)
{
	for (; f != NULL && f->key != NULL; f++)
		if (f->kind == PACKINI_STR) {
			free(*(char **)AT(card, f->off));
			*(char **)AT(card, f->off) = NULL;
		}
}

/* packini_free - the cards and the [pack] texts; NULL pack is a no-op */

void
packini_free(const struct packini_game *g, void *pack)
{
	size_t t, u;
	int    i, n;
	char **arr;
	void  *card;

	if (pack == NULL)
		return;
	for (t = 0; t < g->ntypes; t++) {
		for (u = 0; u < t && g->types[u].arr != g->types[t].arr; u++)
			;
		if (u < t)
			continue; /* the array of an earlier type, freed with it */
		n = packini_count(g, pack, t);
		for (i = 0; i < n; i++) {
			card = packini_card(g, pack, t, i);
			free(*(char **)AT(card, g->id));
			free_strs(card, g->common);
			free_strs(card, g->types[t].fields);
		}
		arr = (char **)AT(pack, g->types[t].arr);
		free(*arr);
		*arr = NULL;
		*(int *)AT(pack, g->types[t].cnt) = 0;
	}
	free(*(char **)AT(pack, g->pack_name));
	free(*(char **)AT(pack, g->pack_version));
	*(char **)AT(pack, g->pack_name) = NULL;
	*(char **)AT(pack, g->pack_version) = NULL;
}
