/*++
/* NAME
/*	dow_content 3
/* SUMMARY
/*	parse and check a Dead of Winter content pack
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	enum pb_rc dow_pack_parse(const char *text, struct dow_pack **out,
/*			struct pb_err *err);
/*	void	dow_pack_free(struct dow_pack *p);
/*	json_t	*dow_pack_summary(const struct dow_pack *p);
/* DESCRIPTION
/*	Each card is an INI section "[TYPE ID]"; the keys of each TYPE are
/*	in the field tables below (pbemd-dow(7) documents them).  The
/*	game-free loader packini(3) reads the text by these tables: a key
/*	is looked up in its type's table, converted by kind and stored at
/*	its offset in the card struct; it checks names and ids.  This file
/*	keeps Dead of Winter's card types, their defaults and checks.
/*
/*	The data keys of the effect vocabulary (power, play, fail, on,
/*	win ...: dow_effect.h) are stored raw as they are read, then
/*	compiled by dow_fx_compile() once every card is known (a crossroads
/*	names survivors that come later in the text); the result hangs off
/*	pack->fx.
/*
/*	"[location ID]" sections (ID colony, police, grocery, school, gas,
/*	library, hospital; keys spaces and entrance_spaces) override the
/*	board geometry, which starts from loc_defaults() (GUESSES: the
/*	rulebooks show the board only as a picture).
/*
/*	"[LANG TYPE ID]" sections (LANG it or es) are the pack's overlays:
/*	the words of the card [TYPE ID] in that language, by the text keys
/*	(PACKINI_STR) of its type's table.  They are kept as read, then
/*	attached to their cards (struct dow_tr, read by dow_card_text())
/*	once every card is known: the overlay file may come first.  They
/*	carry words only; a data key in one is refused when read, a card
/*	or English text they do not match when attached.  The name_it and
/*	name_es keys of an older pack's cards are read as their overlay
/*	names (games stored with such a pack must replay).
/* DIAGNOSTICS
/*	PB_EDATA with "FILE:LINE: ..." for an unknown type, key or value
/*	(the first one: inih reads on after an error, later ones are not
/*	reported); "[TYPE ID]: ..." for a card that fails a check after
/*	parsing; "FILE:LINE: [LANG TYPE ID]: ..." for an overlay key;
/*	"FILE:LINE: [TYPE ID]: KEY: ..." for data keys that do
/*	not compile, or "FILE:LINE: [TYPE ID]: needs ..." (the card's line)
/*	for a card without its data.  Two sections with the same header
/*	one after the other are read as one card (inih does not tell a new
/*	section from a repeated one); two such sections apart are refused
/*	as an id used twice.
/*--*/

/* System. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

/* The words of the pack's values; NULL ends each list (packini(3)). */
static const char *const type_names[DOW_NTYPES + 1] = { "weapon", "fuel", "medicine", "food",
	"tool", "survivor", "education", NULL };
static const char *const loc_names[] = { "colony", "police", "grocery", "school", "gas", "library",
	"hospital", "starting", "anywhere", NULL };
static const char *const kind_names[] = { "waste", "equip", "event", NULL };
static const char *const flag_names[] = { "noncoop", "mature", NULL }; /* DOW_NONCOOP, DOW_MATURE */

#define STR(k, s, f)                                                                               \
	{                                                                                          \
		k, offsetof(s, f), PACKINI_STR, 0, 0, NULL                                         \
	}
#define INT(k, s, f)                                                                               \
	{                                                                                          \
		k, offsetof(s, f), PACKINI_INT, 0, 1000, NULL                                      \
	}
#define WORD(k, s, f, w)                                                                           \
	{                                                                                          \
		k, offsetof(s, f), PACKINI_WORD, 0, 0, w                                           \
	}
#define BOOL(k, s, f)                                                                              \
	{                                                                                          \
		k, offsetof(s, f), PACKINI_BOOL, 0, 0, NULL                                        \
	}
#define END                                                                                        \
	{                                                                                          \
		NULL, 0, 0, 0, 0, NULL                                                             \
	}

static const struct packini_field surv_fields[] = {
	STR("occupation", struct dow_survivor, occupation),
	STR("ability", struct dow_survivor, ability),
	INT("influence", struct dow_survivor, influence),
	INT("attack", struct dow_survivor, attack),
	INT("search", struct dow_survivor, search),
	WORD("ability_where", struct dow_survivor, where, loc_names),
	INT("die", struct dow_survivor, die),
	BOOL("once_per_round", struct dow_survivor, once),
	END,
};
static const struct packini_field item_fields[] = {
	STR("text", struct dow_item, text),
	WORD("type", struct dow_item, type, type_names),
	WORD("deck", struct dow_item, deck, loc_names),
	WORD("kind", struct dow_item, kind, kind_names),
	INT("copies", struct dow_item, copies),
	INT("food", struct dow_item, food),
	END,
};
static const struct packini_field crisis_fields[] = {
	STR("effect", struct dow_crisis, effect),
	STR("optional", struct dow_crisis, optional),
	WORD("prevent", struct dow_crisis, prevent, type_names),
	END,
};
static const struct packini_field xroads_fields[] = {
	STR("trigger", struct dow_crossroads, trigger),
	STR("option1", struct dow_crossroads, option1),
	STR("option2", struct dow_crossroads, option2),
	END,
};
static const struct packini_field main_fields[] = {
	STR("time", struct dow_main, time),
	INT("morale", struct dow_main, side[0].morale),
	INT("rounds", struct dow_main, side[0].rounds),
	INT("zombies_colony", struct dow_main, side[0].zombies_colony),
	INT("zombies_locations", struct dow_main, side[0].zombies_locations),
	INT("helpless", struct dow_main, side[0].helpless),
	STR("setup", struct dow_main, side[0].setup),
	STR("victory", struct dow_main, side[0].victory),
	INT("kill_die", struct dow_main, side[0].kill_die),
	INT("expert_morale", struct dow_main, side[1].morale),
	INT("expert_rounds", struct dow_main, side[1].rounds),
	INT("expert_zombies_colony", struct dow_main, side[1].zombies_colony),
	INT("expert_zombies_locations", struct dow_main, side[1].zombies_locations),
	INT("expert_helpless", struct dow_main, side[1].helpless),
	STR("expert_setup", struct dow_main, side[1].setup),
	STR("expert_victory", struct dow_main, side[1].victory),
	INT("expert_kill_die", struct dow_main, side[1].kill_die),
	END,
};
static const struct packini_field obj_fields[] = { STR("goal", struct dow_objective, goal), END };

/* The keys of every card: every card struct begins with dow_names. */
static const struct packini_field name_fields[] = {
	STR("name", struct dow_names, name),
	{ "flags", offsetof(struct dow_names, flags), PACKINI_FLAGS, 0, 0, flag_names },
	END,
};

/* One card type: its section word, its table, its array in the pack, and
 * as tag the kind of its data keys (dow_effect.h); the objectives share
 * one array and tell their kind (enum dow_okind) by their type. */
#define PK(a, c) offsetof(struct dow_pack, a), offsetof(struct dow_pack, c)

static const struct packini_type ctypes[] = {
	{ "survivor", surv_fields, sizeof(struct dow_survivor), PK(surv, nsurv), DOW_FX_SURV },
	{ "item", item_fields, sizeof(struct dow_item), PK(item, nitem), DOW_FX_ITEM },
	{ "crisis", crisis_fields, sizeof(struct dow_crisis), PK(crisis, ncrisis), DOW_FX_CRISIS },
	{ "crossroads", xroads_fields, sizeof(struct dow_crossroads), PK(xroads, nxroads),
	    DOW_FX_XROADS },
	{ "main", main_fields, sizeof(struct dow_main), PK(main, nmain), DOW_FX_MAIN },
	{ "secret", obj_fields, sizeof(struct dow_objective), PK(obj, nobj), DOW_FX_OBJ },
	{ "betrayal", obj_fields, sizeof(struct dow_objective), PK(obj, nobj), DOW_FX_OBJ },
	{ "exiled", obj_fields, sizeof(struct dow_objective), PK(obj, nobj), DOW_FX_OBJ },
};
#define OBJ_TYPE 5 /* ctypes[OBJ_TYPE + k] is objective kind k */

static void card_new(void *, const struct packini_type *, void *);
static int  data_key(const struct packini_type *, const char *);
static void data_set(void *, const struct packini_type *, int, const char *, const char *, int);
static int  game_section(void *, const char *, struct pb_err *);
static int  game_key(void *, const char *, const char *, const char *, struct pb_err *);

static const struct packini_game dow_ini = {
	ctypes,
	PB_NELEM(ctypes),
	name_fields,
	offsetof(struct dow_names, id),
	offsetof(struct dow_names, name),
	offsetof(struct dow_pack, name),
	offsetof(struct dow_pack, version),
	card_new,
	data_key,
	data_set,
	game_section,
	game_key,
	offsetof(struct dow_pack, rev),
	DOW_REV,
};

/* lookup - index of word in a name table, -1 if absent */

static int
lookup(const char *const *names, int n, const char *word)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcasecmp(names[i], word) == 0)
			return (i);
	return (-1);
}

/* dow_type_name - item type as written in packs and mails */

const char *
dow_type_name(int t)
{
	return (t >= 0 && t < DOW_NTYPES ? type_names[t] : "?");
}

/* dow_loc_name - location word as written in packs */

const char *
dow_loc_name(int l)
{
	return (l >= 0 && l < (int)PB_NELEM(loc_names) - 1 ? loc_names[l] : "?");
}

/* dow_kind_name - item kind word */

const char *
dow_kind_name(int k)
{
	return (k >= 0 && k < 3 ? kind_names[k] : "?");
}

/* ---- translation overlays ------------------------------------------ */

static const char *const lang_codes[] = { "en", "it", "es" }; /* lang_index() */

/* One key of an overlay section "[LANG TYPE ID]", kept until every card
 * is read (the overlay file may come before the cards it translates).
 * One block: its translation first, then the card's id, then the text
 * (tr.text points there).  Attached, the whole block is the card's, and
 * tr_free() frees it as the struct dow_tr it begins with: every struct
 * dow_tr holds its text in its own block (one allocation per key rather
 * than three, a sixth of a parse). */
struct dow_overlay {
	struct dow_tr       tr;   /* lang (1 it, 2 es), off in the card, text */
	size_t              type; /* in ctypes */
	const char         *key;  /* the field's, borrowed from its table */
	struct dow_overlay *next; /* the overlays not yet attached */
	char                id[]; /* the card's, then the text */
};

/* legacy_lang - 1 or 2 for the name_it or name_es of an older pack's
 * card (read as its overlay name), 0 for any other key */

static int
legacy_lang(const char *key)
{
	if (strncmp(key, "name_", 5) != 0)
		return (0);
	return (strcmp(key + 5, "it") == 0 ? 1 : strcmp(key + 5, "es") == 0 ? 2 : 0);
}

/* tr_find - the translation of the text at off in lang, or NULL */

static struct dow_tr *
tr_find(const struct dow_names *n, int lang, size_t off)
{
	struct dow_tr *t;

	for (t = n->tr; t != NULL; t = t->next)
		if (t->lang == lang && t->off == off)
			return (t);
	return (NULL);
}

/* tr_set - give a card a translation; cont appends to it (a line
 * continued); a translation given again replaces it.  Its text is in
 * the block of the struct dow_tr, after it (tr_free()): a text that
 * changes takes a new block, in the place of the old one in the list. */

static void
tr_set(struct dow_names *n, int lang, size_t off, const char *text, int cont)
{
	struct dow_tr *t, **at;
	const char    *old = "";
	size_t         olen = 0, len = strlen(text);

	for (at = &n->tr; *at != NULL && ((*at)->lang != lang || (*at)->off != off);
	     at = &(*at)->next)
		;
	if (*at != NULL && cont) {
		old = (*at)->text;
		olen = strlen(old) + 1; /* and a space */
	}
	t = pb_malloc(sizeof(*t) + olen + len + 1);
	t->text = (char *)(t + 1);
	memcpy(t->text, old, olen);
	if (olen > 0)
		t->text[olen - 1] = ' ';
	memcpy(t->text + olen, text, len + 1);
	t->lang = lang;
	t->off = off;
	if (*at != NULL) {
		t->next = (*at)->next;
		free(*at);
	} else {
		at = &n->tr; /* a new one goes first */
		t->next = n->tr;
	}
	*at = t;
}

/* tr_take - give a card a new translation, taking ownership of t */

static void
tr_take(struct dow_names *n, struct dow_tr *t)
{
	t->next = n->tr;
	n->tr = t;
}

/* tr_free - a card's translations */

static void
tr_free(struct dow_names *n)
{
	struct dow_tr *t;

	while ((t = n->tr) != NULL) {
		n->tr = t->next;
		free(t); /* and its text, in the same block */
	}
}

/* overlay_split - "LANG TYPE ID" into its language (0 if not it or es),
 * its type (-1 if none) and id; 0 when section is not of that shape */

static int
overlay_split(const char *section, int *lang, int *type, const char **id)
{
	const char *w = section, *sp;
	char        code[3];
	size_t      i, len;

	if (!islower((unsigned char)w[0]) || !islower((unsigned char)w[1]) || w[2] != ' '
	    || (sp = strchr(w + 3, ' ')) == NULL)
		return (0);
	memcpy(code, w, 2);
	code[2] = '\0';
	*lang = lang_index(code);
	*type = -1;
	*id = sp + 1;
	len = (size_t)(sp - (w + 3));
	for (i = 0; i < PB_NELEM(ctypes) && *type < 0; i++)
		if (strncmp(ctypes[i].word, w + 3, len) == 0 && ctypes[i].word[len] == '\0')
			*type = (int)i;
	return (1);
}

/* id_ok - an id is in a-z, 0-9 and -, not empty (a byte loop: strspn(3)
 * with a set of 37 was half of reading an overlay's section) */

static int
id_ok(const char *id)
{
	const char *c = id;

	for (; (*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'; c++)
		;
	return (c > id && *c == '\0');
}

/* overlay_section - "[LANG TYPE ID]": 1 when well formed, 0 with err
 * set when not, -1 when section is not of that shape */

static int
overlay_section(const char *section, struct pb_err *err)
{
	const char *id;
	int         lang, type;

	if (!overlay_split(section, &lang, &type, &id))
		return (-1);
	if (lang == 0) {
		pb_err_set(err, PB_EDATA,
		    "[%s]: an overlay's language is it or es (the base cards are English)",
		    section);
		return (0);
	}
	if (type < 0) {
		pb_err_set(err, PB_EDATA,
		    "[%s]: unknown card type (survivor, item, crisis, crossroads, main, secret,"
		    " betrayal, exiled)",
		    section);
		return (0);
	}
	if (!id_ok(id)) {
		pb_err_set(err, PB_EDATA, "[%s]: the card id is in a-z, 0-9 and -", section);
		return (0);
	}
	return (1);
}

/* key_is - whether two keys are equal, the first byte compared inline
 * (a key is looked up in a table for each line of an overlay) */

static int
key_is(const char *a, const char *b)
{
	return (a[0] == b[0] && strcmp(a, b) == 0);
}

/* text_field - the field of key in type t when it holds words for
 * people (a PACKINI_STR key), NULL with err set for any other key */

static const struct packini_field *
text_field(size_t t, const char *section, const char *key, struct pb_err *err)
{
	const struct packini_field *f;

	for (f = ctypes[t].fields; f->key != NULL && !key_is(f->key, key); f++)
		;
	if (f->key == NULL)
		for (f = name_fields; f->key != NULL && !key_is(f->key, key); f++)
			;
	if (f->key != NULL && f->kind == PACKINI_STR)
		return (f);
	if (f->key != NULL || dow_fx_key(ctypes[t].tag, key))
		pb_err_set(err, PB_EDATA,
		    "[%s]: %s is a data key: an overlay holds the words of a card, never its rules",
		    section, key);
	else if (legacy_lang(key))
		pb_err_set(err, PB_EDATA, "[%s]: %s: in an overlay the card's name is \"name\"",
		    section, key);
	else
		pb_err_set(err, PB_EDATA, "[%s]: unknown key %s", section, key);
	return (NULL);
}

/* overlay_of - whether section is "[LANG TYPE ID]" of the overlay key o
 * (the key before, mostly of the same section: splitting the section
 * again for each key was a tenth of a parse) */

static int
overlay_of(const struct dow_overlay *o, const char *section)
{
	const char *word = ctypes[o->type].word;
	size_t      len = strlen(word);

	return (strncmp(section, lang_codes[o->tr.lang], 2) == 0 && section[2] == ' '
	    && strncmp(section + 3, word, len) == 0 && section[3 + len] == ' '
	    && strcmp(section + 4 + len, o->id) == 0);
}

/* overlay_join - o (the overlay read last) with a continuation line of
 * its text: the block grows, its text stays last in it */

static struct dow_overlay *
overlay_join(struct dow_overlay *o, const char *more)
{
	size_t idlen = strlen(o->id) + 1, len = strlen(o->tr.text), add = strlen(more) + 1;
	char  *text;

	o = pb_realloc(o, sizeof(*o) + idlen + len + 1 + add);
	text = o->id + idlen;
	text[len] = ' ';
	memcpy(text + len + 1, more, add);
	o->tr.text = text;
	return (o);
}

/* overlay_key - a key of "[LANG TYPE ID]": a text key of TYPE, kept;
 * the same key again is its continuation line */

static int
overlay_key(
    struct dow_pack *p, const char *section, const char *key, const char *value, struct pb_err *err)
{
	const struct packini_field *f;
	struct dow_overlay         *o = p->overlay;
	const char                 *id;
	size_t                      idlen, len;
	int                         lang, type;

	if (o != NULL && overlay_of(o, section)) {
		lang = o->tr.lang;
		type = (int)o->type;
		id = o->id;
	} else
		(void)overlay_split(section, &lang, &type, &id);
	if ((f = text_field((size_t)type, section, key, err)) == NULL)
		return (0);
	if (strlen(value) > PACKINI_MAXVALUE) {
		pb_err_set(err, PB_EDATA, "[%s]: %s is too long", section, key);
		return (0);
	}
	if (o != NULL && o->tr.lang == lang && o->type == (size_t)type
	    && (o->id == id || strcmp(o->id, id) == 0) && key_is(o->key, key)) {
		p->overlay = overlay_join(o, value);
		return (1);
	}
	idlen = strlen(id) + 1;
	len = strlen(value) + 1;
	o = pb_malloc(sizeof(*o) + idlen + len);
	o->tr.lang = lang;
	o->type = (size_t)type;
	memcpy(o->id, id, idlen);
	o->key = f->key;
	o->tr.off = f->off;
	o->tr.text = memcpy(o->id + idlen, value, len);
	o->tr.next = NULL;
	o->next = p->overlay;
	p->overlay = o;
	return (1);
}

/* overlay_free - the overlay keys not attached */

static void
overlay_free(struct dow_pack *p)
{
	struct dow_overlay *o;

	while ((o = p->overlay) != NULL) {
		p->overlay = o->next;
		free(o);
	}
}

/* overlay_card - the card TYPE ID of an overlay key, or NULL; the search
 * starts at *at, the card of the type's key before, and wraps (a card's
 * keys come together, its overlays mostly in the cards' order: searching
 * from the first card for each key was a tenth of a parse).  Ids are
 * unique in an array (packini_check_names()), so the card found is the
 * one a search from the first would find. */

static struct dow_names *
overlay_card(struct dow_pack *p, const struct dow_overlay *o, int *at)
{
	struct dow_names *n;
	int               k, i, cnt = packini_count(&dow_ini, p, o->type);

	for (k = 0; k < cnt; k++) {
		i = (*at + k) % cnt;
		n = packini_card(&dow_ini, p, o->type, i);
		if (strcmp(n->id, o->id) == 0) {
			*at = i;
			return (ctypes[o->type].tag != DOW_FX_OBJ
			            || p->obj[i].kind == (int)o->type - OBJ_TYPE
			        ? n
			        : NULL);
		}
	}
	return (NULL);
}

/* overlay_err - an overlay key that names no card, or a text the card
 * lacks, or a text given twice: "FILE:LINE: [LANG TYPE ID]: ..." */

static enum pb_rc
overlay_err(const char *text, const struct dow_overlay *o, const char *why, struct pb_err *err)
{
	char *word, *where;
	int   line;

	word = pb_asprintf("%s %s", lang_codes[o->tr.lang], ctypes[o->type].word);
	line = packini_card_line(text, word, o->id, o->key);
	where = line ? packini_where(text, line) : pb_strdup("?");
	pb_err_set(err, PB_EDATA, "%s: [%s %s]: %s %s", where, word, o->id, o->key, why);
	free(where);
	free(word);
	return (PB_EDATA);
}

/* type_clash - a card of type u whose name in lang is that of a card of
 * type t, or NULL */

static const struct dow_names *
type_clash(struct dow_pack *p, size_t t, size_t u, int lang)
{
	const struct dow_names *a, *b;
	int                     i, j;

	for (i = 0; i < packini_count(&dow_ini, p, t); i++)
		for (j = 0; j < packini_count(&dow_ini, p, u); j++) {
			a = packini_card(&dow_ini, p, t, i);
			b = packini_card(&dow_ini, p, u, j);
			if (strcasecmp(dow_name_in(a, lang), dow_name_in(b, lang)) == 0)
				return (b);
		}
	return (NULL);
}

/* any_clash - whether a name in lang is that of cards of two types (by
 * packini_names_clash(): the names sorted; every stored pack is parsed
 * again in each process that loads a game: type_clash() over every pair
 * of cards was a third of the parse) */

static int
any_clash(struct dow_pack *p, int lang)
{
	struct packini_named *v;
	size_t                n = 0, t;
	int                   i, clash;

	for (t = 0; t <= OBJ_TYPE; t++)
		n += (size_t)packini_count(&dow_ini, p, t);
	v = pb_calloc(n ? n : 1, sizeof(*v));
	for (n = 0, t = 0; t <= OBJ_TYPE; t++)
		for (i = 0; i < packini_count(&dow_ini, p, t); i++) {
			v[n].name = dow_name_in(packini_card(&dow_ini, p, t, i), lang);
			v[n++].group = t;
		}
	clash = packini_names_clash(v, n);
	free(v);
	return (clash);
}

/* check_lang_names - in each language, as in English (packini(3)), a
 * name is used by cards of one type only (the objectives count as one:
 * one array, the types from OBJ_TYPE on); the pairs of types are
 * searched, for the card to name in the error, only when any_clash()
 * (asked once per language, at t = 0) found one */

static enum pb_rc
check_lang_names(struct dow_pack *p, struct pb_err *err)
{
	const struct dow_names *b;
	size_t                  t, u;
	int                     lang;

	for (lang = 1; lang < 3; lang++)
		for (t = 0; t <= OBJ_TYPE && (t > 0 || any_clash(p, lang)); t++)
			for (u = t + 1; u <= OBJ_TYPE; u++)
				if ((b = type_clash(p, t, u, lang)) != NULL)
					return (pb_err_set(err, PB_EDATA,
					    "[%s %s]: its name in %s, \"%s\", is also a card of"
					    " another type",
					    u == OBJ_TYPE ? "objective" : ctypes[u].word, b->id,
					    lang_codes[lang], dow_name_in(b, lang)));
	return (PB_OK);
}

/* attach_overlays - give every card its overlay keys, once every card is
 * read: each names a card of the pack and a text that card has in
 * English, once per language */

static enum pb_rc
attach_overlays(struct dow_pack *p, const char *text, struct pb_err *err)
{
	struct dow_overlay *o, *rev = NULL;
	struct dow_names   *n;
	enum pb_rc          rc = PB_OK;
	int                 at[PB_NELEM(ctypes)] = { 0 };

	/* File order, for the first error in the text. */
	while ((o = p->overlay) != NULL) {
		p->overlay = o->next;
		o->next = rev;
		rev = o;
	}
	p->overlay = rev;

	/* Each overlay attached leaves the list; on error the rest are freed. */
	while ((o = p->overlay) != NULL && rc == PB_OK) {
		if ((n = overlay_card(p, o, &at[o->type])) == NULL)
			rc = overlay_err(
			    text, o, "translates no card: the pack has no such card", err);
		else if (*(char **)((char *)n + o->tr.off) == NULL)
			rc = overlay_err(
			    text, o, "translates nothing: the card has no such text", err);
		else if (tr_find(n, o->tr.lang, o->tr.off) != NULL)
			rc = overlay_err(text, o, "is translated twice", err);
		else {
			p->overlay = o->next;
			tr_take(n, &o->tr);
		}
	}
	overlay_free(p);
	return (rc == PB_OK ? check_lang_names(p, err) : rc);
}

/* card_new - the defaults of a new card of type t */

static void
card_new(void *pack, const struct packini_type *t, void *card)
{
	(void)pack;
	if (t->fields == obj_fields)
		((struct dow_objective *)card)->kind = (int)(t - ctypes) - OBJ_TYPE;
	if (t->fields == item_fields)
		((struct dow_item *)card)->copies = 1;
	if (t->fields == surv_fields)
		((struct dow_survivor *)card)->where = DOW_ANYWHERE;
}

/* data_key - is key one of the effect vocabulary of type t? */

static int
data_key(const struct packini_type *t, const char *key)
{
	return (legacy_lang(key) > 0 || dow_fx_key(t->tag, key));
}

/* data_set - a key of the effect vocabulary: stored raw, compiled at the end */

static void
data_set(void *pack, const struct packini_type *t, int card, const char *key, const char *value,
    int cont)
{
	struct dow_names *n;
	int               lang;

	if ((lang = legacy_lang(key)) > 0) {
		n = packini_card(&dow_ini, pack, (size_t)(t - ctypes), card);
		tr_set(n, lang, offsetof(struct dow_names, name), value, cont);
		return;
	}
	dow_fx_set(((struct dow_pack *)pack)->fx, t->tag, card, key, value, cont);
}

static int location_section(void *, const char *, struct pb_err *);
static int location_key(void *, const char *, const char *, const char *, struct pb_err *);

/* game_section - "[location ID]" or "[LANG TYPE ID]"; -1 for any other */

static int
game_section(void *pack, const char *section, struct pb_err *err)
{
	int rc;

	if ((rc = location_section(pack, section, err)) >= 0)
		return (rc);
	return (overlay_section(section, err));
}

/* game_key - a key of "[location ID]" or of "[LANG TYPE ID]" */

static int
game_key(void *pack, const char *section, const char *name, const char *value, struct pb_err *err)
{
	if (strncmp(section, "location ", 9) == 0)
		return (location_key(pack, section, name, value, err));
	return (overlay_key(pack, section, name, value, err));
}

/* location_section - "[location ID]": ID is a location word, not starting;
 * -1 for any other section */

static int
location_section(void *pack, const char *section, struct pb_err *err)
{
	const char *id = section + 9;
	int         loc;

	(void)pack;
	if (strncmp(section, "location ", 9) != 0)
		return (-1);
	loc = lookup(loc_names, DOW_NLOCS, id);
	if (loc < 0 || strcmp(id, loc_names[loc]) != 0) {
		pb_err_set(err, PB_EDATA,
		    "[location %s]: the location is colony, police, grocery, school, gas,"
		    " library or hospital",
		    id);
		return (0);
	}
	return (1);
}

/* location_key - spaces or entrance_spaces of a [location ID] section */

static int
location_key(
    void *pack, const char *section, const char *name, const char *value, struct pb_err *err)
{
	struct dow_pack     *p = pack;
	struct dow_location *l = &p->loc[lookup(loc_names, DOW_NLOCS, section + 9)];
	char                *end;
	long                 v;

	v = strtol(value, &end, 10);
	if (*value == '\0' || *end != '\0' || v < 1 || v > 40) {
		pb_err_set(err, PB_EDATA, "[%s]: %s must be 1 to 40", section, name);
		return (0);
	}
	if (strcmp(name, "spaces") == 0)
		l->spaces = (int)v;
	else if (strcmp(name, "entrance_spaces") == 0)
		l->entrance_spaces = (int)v;
	else {
		pb_err_set(err, PB_EDATA, "[%s]: unknown key %s", section, name);
		return (0);
	}
	return (1);
}

/* card_err - a card that fails a check */

static enum pb_rc
card_err(struct pb_err *err, const char *type, const struct dow_names *n, const char *why)
{
	return (pb_err_set(err, PB_EDATA, "[%s %s]: %s", type, n->id, why));
}

/* check_survivors - stats in range, influence unique (it orders turns) */

static enum pb_rc
check_survivors(const struct dow_pack *p, struct pb_err *err)
{
	const struct dow_survivor *s;
	int                        i, j;

	for (i = 0; i < p->nsurv; i++) {
		s = &p->surv[i];
		if (s->influence < 1 || s->influence > 99)
			return (card_err(err, "survivor", &s->n, "influence must be 1 to 99"));
		if (s->attack < 1 || s->attack > 6 || s->search < 1 || s->search > 6)
			return (
			    card_err(err, "survivor", &s->n, "attack and search must be 1 to 6"));
		if (s->die > 6)
			return (card_err(err, "survivor", &s->n, "die must be 0 to 6"));
		if (s->ability == NULL)
			return (card_err(err, "survivor", &s->n, "has no ability"));
		if (s->where == DOW_STARTING)
			return (card_err(err, "survivor", &s->n,
			    "ability_where must be anywhere, colony or a location"));
		for (j = 0; j < i; j++)
			if (p->surv[j].influence == s->influence)
				return (card_err(err, "survivor", &s->n,
				    "influence equal to another survivor's: influence must be "
				    "unique"));
	}
	return (PB_OK);
}

/* check_items - every item has text and a deck */

static enum pb_rc
check_items(const struct dow_pack *p, struct pb_err *err)
{
	const struct dow_item *it;
	int                    i;

	for (i = 0; i < p->nitem; i++) {
		it = &p->item[i];
		if (it->text == NULL)
			return (card_err(err, "item", &it->n, "has no text"));
		if (it->deck == DOW_COLONY || it->deck == DOW_ANYWHERE)
			return (
			    card_err(err, "item", &it->n, "deck must be starting or a location"));
		if (it->copies < 1 || it->copies > 20)
			return (card_err(err, "item", &it->n, "copies must be 1 to 20"));
	}
	return (PB_OK);
}

/* check_others - crises, crossroads, objectives carry their texts */

static enum pb_rc
check_others(const struct dow_pack *p, struct pb_err *err)
{
	int i;

	for (i = 0; i < p->ncrisis; i++)
		if (p->crisis[i].effect == NULL)
			return (card_err(err, "crisis", &p->crisis[i].n, "has no effect"));
	for (i = 0; i < p->nxroads; i++)
		if (p->xroads[i].trigger == NULL || p->xroads[i].option1 == NULL)
			return (card_err(
			    err, "crossroads", &p->xroads[i].n, "needs trigger and option1"));
	for (i = 0; i < p->nmain; i++)
		if (p->main[i].side[0].morale < 1 || p->main[i].side[0].rounds < 1
		    || p->main[i].side[1].morale < 1 || p->main[i].side[1].rounds < 1)
			return (card_err(err, "main", &p->main[i].n,
			    "morale and rounds (standard and expert) must be at least 1"));
	for (i = 0; i < p->nmain; i++)
		if (p->main[i].side[0].kill_die > 6 || p->main[i].side[1].kill_die > 6)
			return (card_err(err, "main", &p->main[i].n, "kill_die must be 0 to 6"));
	for (i = 0; i < p->nobj; i++)
		if (p->obj[i].goal == NULL)
			return (card_err(err, "objective", &p->obj[i].n, "has no goal"));
	if (p->nsurv < 8 || p->nmain < 1 || p->ncrisis < 1)
		return (pb_err_set(err, PB_EDATA,
		    "a pack needs at least 8 survivors, 1 main objective and 1 crisis"));
	return (PB_OK);
}

/* expand - one instance per physical item card */

static void
expand(struct dow_pack *p)
{
	int i, c;

	p->ninst = 0;
	for (i = 0; i < p->nitem; i++)
		p->ninst += p->item[i].copies;
	p->inst = pb_calloc((size_t)p->ninst + 1, sizeof(int));
	p->ninst = 0;
	for (i = 0; i < p->nitem; i++)
		for (c = 0; c < p->item[i].copies; c++)
			p->inst[p->ninst++] = i;
}

/* ctype_of - the card type of a data kind and card (objectives: by kind) */

static size_t
ctype_of(const struct dow_pack *p, int fxk, int card)
{
	size_t i;

	for (i = 0; i < PB_NELEM(ctypes); i++)
		if (ctypes[i].tag == fxk
		    && (fxk != DOW_FX_OBJ || (int)i - OBJ_TYPE == p->obj[card].kind))
			return (i);
	pb_panic("ctype_of: data kind %d", fxk);
}

/* compile_data - the effect vocabulary of every card; errors name FILE:LINE */

static enum pb_rc
compile_data(struct dow_pack *p, const char *text, struct pb_err *err)
{
	struct dow_fx_error     e;
	const char             *word;
	const struct dow_names *n;
	char                   *where;
	size_t                  t;
	int                     line;

	memset(&e, 0, sizeof(e));
	if (dow_fx_compile(p, &e) == PB_OK)
		return (PB_OK);
	t = ctype_of(p, e.kind, e.card);
	word = ctypes[t].word;
	n = packini_card(&dow_ini, p, t, e.card);
	line = packini_card_line(text, word, n->id, e.key);
	where = line ? packini_where(text, line) : pb_strdup("?");
	if (*e.key)
		pb_err_set(err, PB_EDATA, "%s: [%s %s]: %s: %s", where, word, n->id, e.key, e.msg);
	else
		pb_err_set(err, PB_EDATA, "%s: [%s %s]: %s", where, word, n->id, e.msg);
	free(where);
	return (PB_EDATA);
}

/* loc_defaults - board geometry before any [location ID] section
 *
 * XXX Every number here is a GUESS: the rulebooks' texts give the board
 * only as a picture (shared/rules A3).  What the texts do say: the colony
 * has 6 numbered entrances and every other location 1 [IT/ES]; the
 * zombie example holds 14 survivors in the colony, so it has at least 14
 * spaces.  Chosen: colony 20 spaces, each entrance 3 spaces; Police
 * Station 4, Grocery Store 4, School 5, Gas Station 3, Library 3,
 * Hospital 4 survivor spaces, each with 1 entrance of 3 spaces.  A pack
 * overrides them with [location ID] sections (keys spaces and
 * entrance_spaces). */

static void
loc_defaults(struct dow_pack *p)
{
	static const int spaces[DOW_NLOCS] = { 20, 4, 4, 5, 3, 3, 4 };
	int              l;

	for (l = 0; l < DOW_NLOCS; l++) {
		p->loc[l].spaces = spaces[l];
		p->loc[l].entrance_spaces = 3;
		p->loc[l].entrances = l == DOW_COLONY ? DOW_MAXENTR : 1;
	}
}

/* dow_pack_parse - pack text to struct, checked */

enum pb_rc
dow_pack_parse(const char *text, struct dow_pack **out, struct pb_err *err)
{
	struct dow_pack *pack;
	struct pb_err    lerr;
	enum pb_rc       rc;

	/* Initialize. */
	if (err == NULL)
		err = &lerr;
	pack = pb_calloc(1, sizeof(*pack));
	pack->fx = dow_fx_new();
	loc_defaults(pack);

	/* Read, check, compile. */
	if ((rc = packini_parse(text, &dow_ini, pack, err)) != PB_OK
	    || (rc = packini_check_names(&dow_ini, pack, err)) != PB_OK
	    || (rc = check_survivors(pack, err)) != PB_OK || (rc = check_items(pack, err)) != PB_OK
	    || (rc = check_others(pack, err)) != PB_OK
	    || (rc = compile_data(pack, text, err)) != PB_OK
	    || (rc = attach_overlays(pack, text, err)) != PB_OK)
		goto out;
	expand(pack);
	if (pack->name == NULL)
		pack->name = pb_strdup("unnamed pack");
	*out = pack;
	pack = NULL;

	/* Cleanup. */
out:
	dow_pack_free(pack);
	return (rc);
}

/* dow_pack_free - release; NULL is a no-op */

void
dow_pack_free(struct dow_pack *p)
{
	size_t t;
	int    i;

	if (p == NULL)
		return;
	for (t = 0; t <= OBJ_TYPE; t++)
		for (i = 0; i < packini_count(&dow_ini, p, t); i++)
			tr_free(packini_card(&dow_ini, p, t, i));
	overlay_free(p);
	packini_free(&dow_ini, p);
	free(p->inst);
	dow_fx_free(p->fx);
	free(p);
}

/* dow_pack_summary - counts of each kind of card */

json_t *
dow_pack_summary(const struct dow_pack *p)
{
	json_t *decks = json_object();
	int     counts[DOW_NLOCS + 1] = { 0 }, kinds[3] = { 0 };
	int     i;

	for (i = 0; i < p->ninst; i++)
		counts[p->item[p->inst[i]].deck]++;
	for (i = DOW_POLICE; i <= DOW_STARTING; i++)
		json_object_set_new(decks, dow_loc_name(i), json_integer(counts[i]));
	for (i = 0; i < p->nobj; i++)
		kinds[p->obj[i].kind]++;
	return (json_pack("{s:s, s:s?, s:i, s:o, s:i, s:i, s:i, s:i, s:i, s:i}", "name", p->name,
	    "version", p->version, "survivors", p->nsurv, "items", decks, "crises", p->ncrisis,
	    "crossroads", p->nxroads, "main_objectives", p->nmain, "secret_objectives",
	    kinds[DOW_SECRET], "betrayal_objectives", kinds[DOW_BETRAYAL], "exiled_objectives",
	    kinds[DOW_EXILED]));
}
