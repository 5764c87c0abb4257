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
/*	in the field tables below (pbemd-dow(7) documents them).  Parsing
/*	is table-driven: a key is looked up in its type's table, converted
/*	by kind and stored at its offset in the card struct.
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
/* DIAGNOSTICS
/*	PB_EDATA with "FILE:LINE: ..." for an unknown type, key or value
/*	(the first one: inih reads on after an error, later ones are not
/*	reported); "[TYPE ID]: ..." for a card that fails a check after
/*	parsing; "FILE:LINE: [TYPE ID]: KEY: ..." for data keys that do
/*	not compile, or "FILE:LINE: [TYPE ID]: needs ..." (the card's line)
/*	for a card without its data.  Two sections with the same header
/*	one after the other are read as one card (inih does not tell a new
/*	section from a repeated one); two such sections apart are refused
/*	as an id used twice.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* Third party. */
#include <ini.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"
#include "games/dow/dow_effect.h"

static const char *const type_names[DOW_NTYPES] = { "weapon", "fuel", "medicine", "food", "tool",
	"survivor", "education" };
static const char *const loc_names[] = { "colony", "police", "grocery", "school", "gas", "library",
	"hospital", "starting", "anywhere" };
static const char *const kind_names[] = { "waste", "equip", "event" };

enum fkind { F_STR, F_INT, F_TYPE, F_LOC, F_KIND, F_BOOL, F_FLAGS };

struct field {
	const char *key;
	size_t      off;
	int         kind;
};

#define NF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_names, f), t                                                \
	}
#define SF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_survivor, f), t                                             \
	}
#define IF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_item, f), t                                                 \
	}
#define CF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_crisis, f), t                                               \
	}
#define XF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_crossroads, f), t                                           \
	}
#define MF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_main, f), t                                                 \
	}
#define OF(k, f, t)                                                                                \
	{                                                                                          \
		k, offsetof(struct dow_objective, f), t                                            \
	}

static const struct field surv_fields[] = {
	SF("occupation", occupation, F_STR),
	SF("ability", ability, F_STR),
	SF("influence", influence, F_INT),
	SF("attack", attack, F_INT),
	SF("search", search, F_INT),
	SF("ability_where", where, F_LOC),
	SF("die", die, F_INT),
	SF("once_per_round", once, F_BOOL),
	{ 0 },
};
static const struct field item_fields[] = {
	IF("text", text, F_STR),
	IF("type", type, F_TYPE),
	IF("deck", deck, F_LOC),
	IF("kind", kind, F_KIND),
	IF("copies", copies, F_INT),
	IF("food", food, F_INT),
	{ 0 },
};
static const struct field crisis_fields[] = {
	CF("effect", effect, F_STR),
	CF("optional", optional, F_STR),
	CF("prevent", prevent, F_TYPE),
	{ 0 },
};
static const struct field xroads_fields[] = {
	XF("trigger", trigger, F_STR),
	XF("option1", option1, F_STR),
	XF("option2", option2, F_STR),
	{ 0 },
};
static const struct field main_fields[] = {
	MF("time", time, F_STR),
	MF("morale", side[0].morale, F_INT),
	MF("rounds", side[0].rounds, F_INT),
	MF("zombies_colony", side[0].zombies_colony, F_INT),
	MF("zombies_locations", side[0].zombies_locations, F_INT),
	MF("helpless", side[0].helpless, F_INT),
	MF("setup", side[0].setup, F_STR),
	MF("victory", side[0].victory, F_STR),
	MF("kill_die", side[0].kill_die, F_INT),
	MF("expert_morale", side[1].morale, F_INT),
	MF("expert_rounds", side[1].rounds, F_INT),
	MF("expert_zombies_colony", side[1].zombies_colony, F_INT),
	MF("expert_zombies_locations", side[1].zombies_locations, F_INT),
	MF("expert_helpless", side[1].helpless, F_INT),
	MF("expert_setup", side[1].setup, F_STR),
	MF("expert_victory", side[1].victory, F_STR),
	MF("expert_kill_die", side[1].kill_die, F_INT),
	{ 0 },
};
static const struct field obj_fields[] = { OF("goal", goal, F_STR), { 0 } };
static const struct field name_fields[] = {
	NF("name", name, F_STR),
	NF("name_it", name_it, F_STR),
	NF("name_es", name_es, F_STR),
	NF("flags", flags, F_FLAGS),
	{ 0 },
};

/* One card type: its section word, its table, its array in the pack. */
struct ctype {
	const char         *word;
	const struct field *fields;
	size_t              size;
	size_t              arr;   /* offset of the array pointer in the pack */
	size_t              cnt;   /* offset of the count */
	int                 okind; /* for objectives */
	int                 fxk;   /* kind of its data keys (dow_effect.h) */
};

#define PK(a, c) offsetof(struct dow_pack, a), offsetof(struct dow_pack, c)

static const struct ctype ctypes[] = {
	{ "survivor", surv_fields, sizeof(struct dow_survivor), PK(surv, nsurv), 0, DOW_FX_SURV },
	{ "item", item_fields, sizeof(struct dow_item), PK(item, nitem), 0, DOW_FX_ITEM },
	{ "crisis", crisis_fields, sizeof(struct dow_crisis), PK(crisis, ncrisis), 0,
	    DOW_FX_CRISIS },
	{ "crossroads", xroads_fields, sizeof(struct dow_crossroads), PK(xroads, nxroads), 0,
	    DOW_FX_XROADS },
	{ "main", main_fields, sizeof(struct dow_main), PK(main, nmain), 0, DOW_FX_MAIN },
	{ "secret", obj_fields, sizeof(struct dow_objective), PK(obj, nobj), DOW_SECRET,
	    DOW_FX_OBJ },
	{ "betrayal", obj_fields, sizeof(struct dow_objective), PK(obj, nobj), DOW_BETRAYAL,
	    DOW_FX_OBJ },
	{ "exiled", obj_fields, sizeof(struct dow_objective), PK(obj, nobj), DOW_EXILED,
	    DOW_FX_OBJ },
};

struct parse {
	struct dow_pack    *pack;
	struct pb_err      *err;
	const struct ctype *cur; /* NULL: [pack] or [file] section */
	void               *card;
	char               *section;
	char               *file;
	char               *last; /* the key of the line before */
	int                 in_pack;
	int                 loc;    /* [location ID]: the location, else -1 */
	int                 failed; /* inih goes on after an error: keep the first */
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
	return (l >= 0 && l < (int)PB_NELEM(loc_names) ? loc_names[l] : "?");
}

/* dow_kind_name - item kind word */

const char *
dow_kind_name(int k)
{
	return (k >= 0 && k < 3 ? kind_names[k] : "?");
}

/* parse_flags - comma list of noncoop, mature */

static int
parse_flags(const char *value, unsigned *flags)
{
	char *copy, *tok, *save;
	int   ok = 1;

	copy = pb_strdup(value);
	*flags = 0;
	for (tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
		if (strcmp(tok, "noncoop") == 0)
			*flags |= DOW_NONCOOP;
		else if (strcmp(tok, "mature") == 0)
			*flags |= DOW_MATURE;
		else
			ok = 0;
	}
	free(copy);
	return (ok);
}

/* set_field - convert value by kind and store it */

static int
set_field(void *card, const struct field *f, const char *value)
{
	char *p = (char *)card + f->off, *end;
	long  v;

	switch (f->kind) {
	case F_STR:
		free(*(char **)p);
		*(char **)p = pb_strdup(value);
		return (1);
	case F_INT:
		v = strtol(value, &end, 10);
		*(int *)p = (int)v;
		return (*value != '\0' && *end == '\0' && v >= 0 && v <= 1000);
	case F_TYPE:
		return ((*(int *)p = lookup(type_names, DOW_NTYPES, value)) >= 0);
	case F_LOC:
		return ((*(int *)p = lookup(loc_names, PB_NELEM(loc_names), value)) >= 0);
	case F_KIND:
		return ((*(int *)p = lookup(kind_names, 3, value)) >= 0);
	case F_BOOL:
		*(int *)p = strcasecmp(value, "yes") == 0 || strcmp(value, "1") == 0;
		return (*(int *)p || strcasecmp(value, "no") == 0 || strcmp(value, "0") == 0);
	case F_FLAGS:
		return (parse_flags(value, (unsigned *)p));
	}
	return (0);
}

/* append_field - an indented continuation line: join with one space */

static int
append_field(void *card, const struct field *f, const char *value)
{
	char **p = (char **)((char *)card + f->off);
	char  *joined;

	joined = pb_asprintf("%s %s", *p, value);
	free(*p);
	*p = joined;
	return (1);
}

/* find_field - key in a table */

static const struct field *
find_field(const struct field *t, const char *key)
{
	for (; t->key; t++)
		if (strcmp(t->key, key) == 0)
			return (t);
	return (NULL);
}

/* id_ok - card ids are [a-z0-9-]+ */

static int
id_ok(const char *id)
{
	if (*id == '\0' || strlen(id) > 64)
		return (0);
	for (; *id; id++)
		if (!islower((unsigned char)*id) && !isdigit((unsigned char)*id) && *id != '-')
			return (0);
	return (1);
}

/* new_card - append a zeroed card of type t with its id */

static int
new_card(struct parse *ps, const struct ctype *t, const char *id)
{
	char            **arr = (char **)((char *)ps->pack + t->arr);
	int              *cnt = (int *)((char *)ps->pack + t->cnt);
	struct dow_names *n;

	*arr = pb_realloc(*arr, (size_t)(*cnt + 1) * t->size);
	ps->card = *arr + (size_t)*cnt * t->size;
	memset(ps->card, 0, t->size);
	(*cnt)++;
	n = ps->card; /* every card struct begins with dow_names */
	n->id = pb_strdup(id);
	if (t->fields == obj_fields)
		((struct dow_objective *)ps->card)->kind = t->okind;
	if (t->fields == item_fields)
		((struct dow_item *)ps->card)->copies = 1;
	if (t->fields == surv_fields)
		((struct dow_survivor *)ps->card)->where = DOW_ANYWHERE;
	ps->cur = t;
	return (1);
}

/* begin_location - "[location ID]": ID is a location word, not starting */

static int
begin_location(struct parse *ps, const char *id)
{
	ps->loc = lookup(loc_names, DOW_NLOCS, id);
	if (ps->loc < 0 || strcmp(id, loc_names[ps->loc]) != 0) {
		pb_err_set(ps->err, PB_EDATA,
		    "[location %s]: the location is colony, police, grocery, school, gas,"
		    " library or hospital",
		    id);
		return (0);
	}
	return (1);
}

/* location_key - spaces or entrance_spaces of a [location ID] section */

static int
location_key(struct parse *ps, const char *section, const char *name, const char *value)
{
	struct dow_location *l = &ps->pack->loc[ps->loc];
	char                *end;
	long                 v;

	v = strtol(value, &end, 10);
	if (*value == '\0' || *end != '\0' || v < 1 || v > 40) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: %s must be 1 to 40", section, name);
		return (0);
	}
	if (strcmp(name, "spaces") == 0)
		l->spaces = (int)v;
	else if (strcmp(name, "entrance_spaces") == 0)
		l->entrance_spaces = (int)v;
	else {
		pb_err_set(ps->err, PB_EDATA, "[%s]: unknown key %s", section, name);
		return (0);
	}
	return (1);
}

/* begin_section - a new "[TYPE ID]", "[location ID]", "[pack]" or "[file NAME]" */

static int
begin_section(struct parse *ps, const char *section)
{
	const char *sp;
	size_t      i, len;

	free(ps->section);
	ps->section = pb_strdup(section);
	ps->cur = NULL;
	ps->loc = -1;
	ps->in_pack = strcmp(section, "pack") == 0;
	if (ps->in_pack)
		return (1);
	if (strncmp(section, "location ", 9) == 0)
		return (begin_location(ps, section + 9));
	if (strncmp(section, "file ", 5) == 0) {
		free(ps->file);
		ps->file = pb_strdup(section + 5);
		return (1);
	}
	if ((sp = strchr(section, ' ')) == NULL || !id_ok(sp + 1)) {
		pb_err_set(ps->err, PB_EDATA,
		    "section [%s] is not [TYPE ID] with ID in a-z, 0-9 and -", section);
		return (0);
	}
	len = (size_t)(sp - section);
	for (i = 0; i < PB_NELEM(ctypes); i++)
		if (strlen(ctypes[i].word) == len && strncmp(ctypes[i].word, section, len) == 0)
			return (new_card(ps, &ctypes[i], sp + 1));
	pb_err_set(ps->err, PB_EDATA, "unknown card type in [%s]", section);
	return (0);
}

/* pack_key - a key of the [pack] section */

static int
pack_key(struct parse *ps, const char *name, const char *value)
{
	char **slot = strcmp(name, "name") == 0 ? &ps->pack->name
	    : strcmp(name, "version") == 0      ? &ps->pack->version
	                                        : NULL;

	if (slot != NULL) {
		free(*slot);
		*slot = pb_strdup(value);
	}
	/* license, description and unknown [pack] keys are informative. */
	return (1);
}

/* data_key - a key of the effect vocabulary: stored raw, compiled at the end */

static int
data_key(struct parse *ps, const char *section, const char *name, const char *value)
{
	int cnt = *(int *)((char *)ps->pack + ps->cur->cnt);

	if (strlen(value) > 2000) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: %s is too long", section, name);
		return (0);
	}
	dow_fx_set(ps->pack->fx, ps->cur->fxk, cnt - 1, name, value,
	    ps->last != NULL && strcmp(ps->last, name) == 0);
	return (1);
}

/* handle_key - one key of the current section */

static int
handle_key(struct parse *ps, const char *section, const char *name, const char *value)
{
	const struct field *f;

	if (ps->in_pack)
		return (pack_key(ps, name, value));
	if (ps->loc >= 0)
		return (location_key(ps, section, name, value));
	if (ps->cur == NULL) {
		pb_err_set(ps->err, PB_EDATA, "key %s outside a card section", name);
		return (0);
	}
	if (dow_fx_key(ps->cur->fxk, name))
		return (data_key(ps, section, name, value));
	if ((f = find_field(name_fields, name)) == NULL
	    && (f = find_field(ps->cur->fields, name)) == NULL) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: unknown key %s", section, name);
		return (0);
	}
	if (f->kind == F_STR && strlen(value) > 2000) {
		pb_err_set(ps->err, PB_EDATA, "[%s]: %s is too long", section, name);
		return (0);
	}
	if (f->kind == F_STR && ps->last && strcmp(ps->last, name) == 0)
		return (append_field(ps->card, f, value));
	if (!set_field(ps->card, f, value)) { /* names lead every card */
		pb_err_set(
		    ps->err, PB_EDATA, "[%s]: bad value for %s: \"%s\"", section, name, value);
		return (0);
	}
	return (1);
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
		free(ps->last);
		ps->last = NULL;
		if (!begin_section(ps, section)) {
			ps->failed = 1;
			return (0);
		}
	}
	ok = handle_key(ps, section, name, value);
	free(ps->last);
	ps->last = pb_strdup(name);
	ps->failed = !ok;
	return (ok);
}

/* where_line - turn a line of the whole text into "FILE:LINE" */

static char *
where_line(const char *text, int line)
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

/* card_err - a card that fails a check */

static enum pb_rc
card_err(struct pb_err *err, const char *type, const struct dow_names *n, const char *why)
{
	return (pb_err_set(err, PB_EDATA, "[%s %s]: %s", type, n->id, why));
}

/* check_names - every card has a name and a unique id in its type */

static enum pb_rc
check_names(const struct dow_pack *p, struct pb_err *err)
{
	size_t                  t;
	int                     i, j, cnt;
	char                   *arr;
	const struct dow_names *a, *b;

	for (t = 0; t < PB_NELEM(ctypes); t++) {
		arr = *(char **)((char *)p + ctypes[t].arr);
		cnt = *(int *)((char *)p + ctypes[t].cnt);
		for (i = 0; i < cnt; i++) {
			a = (const struct dow_names *)(arr + (size_t)i * ctypes[t].size);
			if (a->name == NULL || *a->name == '\0')
				return (card_err(err, ctypes[t].word, a, "has no name"));
			for (j = 0; j < i; j++) {
				b = (const struct dow_names *)(arr + (size_t)j * ctypes[t].size);
				if (strcmp(a->id, b->id) == 0)
					return (card_err(err, ctypes[t].word, a, "id used twice"));
			}
		}
	}
	return (PB_OK);
}

/* card_at - card i of card type t, as its names */

static const struct dow_names *
card_at(const struct dow_pack *p, size_t t, int i)
{
	return ((const struct dow_names *)(*(char **)((char *)p + ctypes[t].arr)
	    + (size_t)i * ctypes[t].size));
}

/* check_clashes - a name is used by one type of card only: a mail that
 * names "Bookworm" must not leave a player wondering which card it is */

static enum pb_rc
check_clashes(const struct dow_pack *p, struct pb_err *err)
{
	size_t t, u;
	int    i, j, ni, nj;

	for (t = 0; t < PB_NELEM(ctypes); t++)
		for (u = t + 1; u < PB_NELEM(ctypes); u++) {
			if (ctypes[u].arr == ctypes[t].arr)
				continue; /* the objective types share one array */
			ni = *(int *)((char *)p + ctypes[t].cnt);
			nj = *(int *)((char *)p + ctypes[u].cnt);
			for (i = 0; i < ni; i++)
				for (j = 0; j < nj; j++)
					if (strcasecmp(
					        card_at(p, t, i)->name, card_at(p, u, j)->name)
					    == 0)
						return (
						    card_err(err, ctypes[u].word, card_at(p, u, j),
						        "its name is also a card of another type"));
		}
	return (PB_OK);
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

static const struct ctype *
ctype_of(const struct dow_pack *p, int fxk, int card)
{
	size_t i;

	for (i = 0; i < PB_NELEM(ctypes); i++)
		if (ctypes[i].fxk == fxk
		    && (fxk != DOW_FX_OBJ || ctypes[i].okind == p->obj[card].kind))
			return (&ctypes[i]);
	pb_panic("ctype_of: data kind %d", fxk);
}

/* card_line - the line of "[word id]", and of key in it when key is set; 0 */

static int
card_line(const char *text, const char *word, const char *id, const char *key)
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

/* compile_data - the effect vocabulary of every card; errors name FILE:LINE */

static enum pb_rc
compile_data(struct dow_pack *p, const char *text, struct pb_err *err)
{
	struct dow_fx_error     e;
	const struct ctype     *t;
	const struct dow_names *n;
	char                   *where;
	int                     line;

	memset(&e, 0, sizeof(e));
	if (dow_fx_compile(p, &e) == PB_OK)
		return (PB_OK);
	t = ctype_of(p, e.kind, e.card);
	n = (const struct dow_names *)(*(char **)((char *)p + t->arr) + (size_t)e.card * t->size);
	line = card_line(text, t->word, n->id, e.key);
	where = line ? where_line(text, line) : pb_strdup("?");
	if (*e.key)
		pb_err_set(
		    err, PB_EDATA, "%s: [%s %s]: %s: %s", where, t->word, n->id, e.key, e.msg);
	else
		pb_err_set(err, PB_EDATA, "%s: [%s %s]: %s", where, t->word, n->id, e.msg);
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
	struct parse  ps;
	struct pb_err lerr;
	enum pb_rc    rc;
	char         *where, *msg;
	int           line;

	if (err == NULL)
		err = &lerr;
	memset(&ps, 0, sizeof(ps));
	ps.pack = pb_calloc(1, sizeof(*ps.pack));
	ps.err = err;
	ps.loc = -1;
	ps.pack->fx = dow_fx_new();
	loc_defaults(ps.pack);
	pb_err_set(err, PB_EDATA, "syntax error");
	if ((line = ini_parse_string(text, handler, &ps)) != 0) {
		where = where_line(text, line);
		msg = pb_strdup(err->msg);
		rc = pb_err_set(err, PB_EDATA, "%s: %s", where, msg);
		free(msg);
		free(where);
		goto out;
	}
	pb_err_clear(err);
	if ((rc = check_names(ps.pack, err)) != PB_OK || (rc = check_clashes(ps.pack, err)) != PB_OK
	    || (rc = check_survivors(ps.pack, err)) != PB_OK
	    || (rc = check_items(ps.pack, err)) != PB_OK
	    || (rc = check_others(ps.pack, err)) != PB_OK
	    || (rc = compile_data(ps.pack, text, err)) != PB_OK)
		goto out;
	expand(ps.pack);
	if (ps.pack->name == NULL)
		ps.pack->name = pb_strdup("unnamed pack");
	*out = ps.pack;
	ps.pack = NULL;
out:
	dow_pack_free(ps.pack);
	free(ps.section);
	free(ps.file);
	free(ps.last);
	return (rc);
}

/* free_names - release the common fields */

static void
free_names(struct dow_names *n)
{
	free(n->id);
	free(n->name);
	free(n->name_it);
	free(n->name_es);
}

/* dow_pack_free - release; NULL is a no-op */

void
dow_pack_free(struct dow_pack *p)
{
	int i;

	if (p == NULL)
		return;
	for (i = 0; i < p->nsurv; i++) {
		free_names(&p->surv[i].n);
		free(p->surv[i].occupation);
		free(p->surv[i].ability);
	}
	for (i = 0; i < p->nitem; i++) {
		free_names(&p->item[i].n);
		free(p->item[i].text);
	}
	for (i = 0; i < p->ncrisis; i++) {
		free_names(&p->crisis[i].n);
		free(p->crisis[i].effect);
		free(p->crisis[i].optional);
	}
	for (i = 0; i < p->nxroads; i++) {
		free_names(&p->xroads[i].n);
		free(p->xroads[i].trigger);
		free(p->xroads[i].option1);
		free(p->xroads[i].option2);
	}
	for (i = 0; i < p->nmain; i++) {
		free_names(&p->main[i].n);
		free(p->main[i].time);
		free(p->main[i].side[0].setup);
		free(p->main[i].side[0].victory);
		free(p->main[i].side[1].setup);
		free(p->main[i].side[1].victory);
	}
	for (i = 0; i < p->nobj; i++) {
		free_names(&p->obj[i].n);
		free(p->obj[i].goal);
	}
	free(p->surv);
	free(p->item);
	free(p->crisis);
	free(p->xroads);
	free(p->main);
	free(p->obj);
	free(p->inst);
	dow_fx_free(p->fx);
	free(p->name);
	free(p->version);
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
