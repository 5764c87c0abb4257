/*++
/* NAME
/*	game 3
/* SUMMARY
/*	what every game module shares
/* SYNOPSIS
/*	#include "core/game.h"
/*
/*	enum pb_rc game_create(ops, pack, options, nseats, seed, state,
/*				canon, err)
/*	enum pb_rc game_load(ops, pack, options, nseats, seed, saved,
/*				state, err)
/*	void	game_free(ops, state)
/*	json_t	*game_pack_check(ops, pack, err)
/*	void	game_result_clear(struct game_result *res)
/*	void	game_result_notice(res, seat, fmt, ...)
/*	const struct game_decision *game_decision_find(ops, kind)
/*	const char *game_decision_name(ops, kind, locale)
/*	int	game_kind_known(kind)
/*	int	game_knows(ops, state, seat, word)
/*	const struct game_option *game_option_find(ops, name)
/*	enum pb_rc game_option_check(opt, value, err)
/*	enum pb_rc game_options_canon(ops, options, canon, err)
/*	void	game_name_add(dict, local, english)
/* DESCRIPTION
/*	See game.h: the glue every game would otherwise copy.  The
/*	registry of games is not here but in src/games/registry.c: core
/*	includes no game.
/*--*/

/* System. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"

/* game_create - create() on a pack text; the state owns its pack */

enum pb_rc
game_create(const struct game_ops *ops, const char *pack, json_t *options, int nseats,
    const unsigned char *seed, void **state, json_t **canon, struct pb_err *err)
{
	void      *parsed;
	enum pb_rc rc;

	if ((parsed = ops->pack_parse(pack, err)) == NULL)
		return (err->rc != PB_OK ? err->rc : PB_EDATA);
	if ((rc = ops->create(parsed, options, nseats, seed, state, canon, err)) != PB_OK)
		ops->pack_free(parsed);
	return (rc);
}

/* game_load - load() on a pack text; the state owns its pack */

enum pb_rc
game_load(const struct game_ops *ops, const char *pack, json_t *options, int nseats,
    const unsigned char *seed, const char *saved, void **state, struct pb_err *err)
{
	void      *parsed;
	enum pb_rc rc;

	if ((parsed = ops->pack_parse(pack, err)) == NULL)
		return (err->rc != PB_OK ? err->rc : PB_EDATA);
	if ((rc = ops->load(parsed, options, nseats, seed, saved, state, err)) != PB_OK)
		ops->pack_free(parsed);
	return (rc);
}

/* game_free - release a state of game_create()/game_load() and its pack */

void
game_free(const struct game_ops *ops, void *state)
{
	void *pack;

	if (state == NULL)
		return;
	pack = (void *)ops->pack_of(state);
	ops->free(state);
	ops->pack_free(pack);
}

/* game_pack_check - parse a pack text: its summary, or NULL with err */

json_t *
game_pack_check(const struct game_ops *ops, const char *pack, struct pb_err *err)
{
	void   *parsed;
	json_t *summary;

	if ((parsed = ops->pack_parse(pack, err)) == NULL)
		return (NULL);
	summary = ops->pack_summary(parsed);
	ops->pack_free(parsed);
	return (summary);
}

/* game_result_clear - release what apply() returned */

void
game_result_clear(struct game_result *res)
{
	size_t i;

	free(res->text);
	free(res->event);
	free(res->ballot);
	for (i = 0; i < PB_NELEM(res->notice); i++)
		free(res->notice[i]);
	memset(res, 0, sizeof(*res));
}

/* game_result_notice - a private line for seat; more lines join */

void
game_result_notice(struct game_result *res, int seat, const char *fmt, ...)
{
	va_list ap;
	char   *line, *old;

	if (seat < 1 || seat > GAME_MAX_SEATS)
		pb_panic("game_result_notice: seat %d", seat);
	va_start(ap, fmt);
	line = pb_vasprintf(fmt, ap);
	va_end(ap);
	if ((old = res->notice[seat]) != NULL) {
		res->notice[seat] = pb_asprintf("%s\n%s", old, line);
		free(old);
		free(line);
	} else
		res->notice[seat] = line;
	res->mail |= GAME_MAIL(seat);
}

/* game_decision_find - the declaration of a decision kind, or NULL */

const struct game_decision *
game_decision_find(const struct game_ops *ops, const char *kind)
{
	const struct game_decision *d;

	for (d = ops->decisions; d != NULL && d->kind != NULL; d++)
		if (strcmp(d->kind, kind) == 0)
			return (d);
	return (NULL);
}

/* game_decision_name - a decision's name in a locale, else the kind */

const char *
game_decision_name(const struct game_ops *ops, const char *kind, const char *locale)
{
	const struct game_decision *d = game_decision_find(ops, kind);
	int                         i = lang_index(locale);

	if (d == NULL)
		return (kind);
	return (d->name[i] ? d->name[i] : d->name[0] ? d->name[0] : kind);
}

/* game_decision_kinds - "a, b, c": the decision kinds of ops, caller frees */

char *
game_decision_kinds(const struct game_ops *ops)
{
	const struct game_decision *d;
	struct pb_buf               b;

	pb_buf_init(&b);
	for (d = ops->decisions; d != NULL && d->kind != NULL; d++)
		pb_buf_printf(&b, "%s%s", d == ops->decisions ? "" : ", ", d->kind);
	return (b.len ? pb_buf_steal(&b) : (pb_buf_free(&b), pb_strdup("none")));
}

/* game_option_names - "a, b, c": the option names of ops, caller frees */

char *
game_option_names(const struct game_ops *ops)
{
	const struct game_option *o;
	struct pb_buf             b;

	pb_buf_init(&b);
	for (o = ops->options; o != NULL && o->name != NULL; o++)
		pb_buf_printf(&b, "%s%s", o == ops->options ? "" : ", ", o->name);
	return (b.len ? pb_buf_steal(&b) : (pb_buf_free(&b), pb_strdup("none")));
}

/* game_knows - is word a command of the game, allowed now or not:
 * would help() with it list anything?  By knows() when the game has it */

int
game_knows(const struct game_ops *ops, const void *state, int seat, const char *word)
{
	json_t *h;
	int     yes;

	if (ops->knows != NULL)
		return (ops->knows(state, seat, word));
	h = ops->help(state, seat, "en", word);
	yes = json_array_size(h) > 0;
	json_decref(h);
	return (yes);
}

/* game_kind_known - does some registered game declare decision kind */

int
game_kind_known(const char *kind)
{
	const struct game_ops *ops;
	size_t                 i;

	for (i = 0; (ops = game_at(i)) != NULL; i++)
		if (game_decision_find(ops, kind) != NULL)
			return (1);
	return (0);
}

/* game_option_find - the declaration of an option, or NULL */

const struct game_option *
game_option_find(const struct game_ops *ops, const char *name)
{
	const struct game_option *o;

	for (o = ops->options; o != NULL && o->name != NULL; o++)
		if (strcmp(o->name, name) == 0)
			return (o);
	return (NULL);
}

/* word_in - is the word [w, w+len) one of the list "a|b|c" */

static int
word_in(const char *w, size_t len, const char *list)
{
	const char *p = list, *e;

	for (;;) {
		e = strchr(p, '|');
		if ((size_t)((e ? e : p + strlen(p)) - p) == len && strncmp(p, w, len) == 0)
			return (1);
		if (e == NULL)
			return (0);
		p = e + 1;
	}
}

/* game_option_check - a value the option's type and allowed values take */

enum pb_rc
game_option_check(const struct game_option *o, const char *value, struct pb_err *err)
{
	const char *p, *e;
	char       *end;
	size_t      len;

	switch (o->type) {
	case GAME_OPT_INT:
		(void)strtol(value, &end, 10);
		if (*value == '\0' || *end != '\0')
			return (pb_err_set(err, PB_EDATA, "option %s takes a number, not \"%s\"",
			    o->name, value));
		break;
	case GAME_OPT_BOOL:
		if (!word_in(value, strlen(value), "yes|no|on|off|true|false|1|0"))
			return (pb_err_set(
			    err, PB_EDATA, "option %s takes yes or no, not \"%s\"", o->name, value));
		return (PB_OK);
	case GAME_OPT_LIST:
		if (o->allowed == NULL)
			return (PB_OK);
		for (p = value; *p; p = *e ? e + 1 : e) {
			e = p + strcspn(p, ",");
			len = (size_t)(e - p);
			if (len > 0 && !word_in(p, len, o->allowed))
				return (pb_err_set(err, PB_EDATA, "option %s: \"%.*s\" is none of %s",
				    o->name, (int)len, p, o->allowed));
		}
		return (PB_OK);
	case GAME_OPT_TEXT:
		break;
	}
	if (o->allowed != NULL && !word_in(value, strlen(value), o->allowed))
		return (pb_err_set(
		    err, PB_EDATA, "option %s: \"%s\" is none of %s", o->name, value, o->allowed));
	return (PB_OK);
}

/* game_options_canon - the options a game declares, defaults filled in */

enum pb_rc
game_options_canon(const struct game_ops *ops, json_t *options, json_t **canon, struct pb_err *err)
{
	const struct game_option *o;
	const char               *key;
	json_t                   *v, *c;
	enum pb_rc                rc = PB_OK;
	char                     *text;

	json_object_foreach(options, key, v)
	{
		if (game_option_find(ops, key) == NULL)
			return (pb_err_set(err, PB_EDATA, "unknown option \"%s\"", key));
	}
	c = json_object();
	for (o = ops->options; o != NULL && o->name != NULL && rc == PB_OK; o++) {
		v = json_object_get(options, o->name);
		text = json_is_integer(v) ? pb_asprintf("%lld", (long long)json_integer_value(v))
		                          : pb_strdup(json_is_string(v) ? json_string_value(v) : o->dflt);
		if ((rc = game_option_check(o, text, err)) == PB_OK)
			json_object_set_new(c, o->name, json_string(text));
		free(text);
	}
	if (rc != PB_OK) {
		json_decref(c);
		return (rc);
	}
	*canon = c;
	return (PB_OK);
}

/* game_name_add - a card's name in a locale, when it differs from the
 * English one once folded, to a dictionary */

void
game_name_add(struct lang_dict *d, const char *local, const char *english)
{
	char *a, *b;

	if (local == NULL || english == NULL || local == english)
		return;
	a = lang_fold(local);
	b = lang_fold(english);
	if (strcmp(a, b) != 0)
		lang_dict_add(d, local, b, NULL);
	free(a);
	free(b);
}
