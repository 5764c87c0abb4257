/*++
/* NAME
/*	corecmd_lang 3
/* SUMMARY
/*	players' languages: their words, their replies, LANGUAGE
/* SYNOPSIS
/*	#include "arbiter/corecmd.h"
/*
/*	extern const struct corecmd corecmd_lang_cmds[];
/*
/*	const char *corecmd_locale(const struct gamectl *g, int seat);
/*
/*	enum pb_rc corecmd_lex(const struct gamectl *g, int seat,
/*				const char *line, struct lex_line **lp,
/*				char **canon, struct pb_err *err);
/*
/*	json_t	*corecmd_help_in(const struct corecmd_ctx *c,
/*				const char *locale, const char *word);
/* DESCRIPTION
/*	Each seat has a locale (en, it or es; table seats): the language
/*	of its mails and of the command words it may use beside English.
/*
/*	corecmd_locale() is the locale of a seat of a loaded game.
/*
/*	corecmd_lex() splits a command line of a seat (lex_line()) and,
/*	for an Italian or Spanish seat, translates its words to canonical
/*	English (lang(3)) with the arbiter's dictionary (below: help,
/*	show, language ...), the game's (game_ops words) and the card
/*	names of the game's pack in that locale (game_ops names).  When a
/*	word changed, *canon receives the canonical line (caller frees),
/*	which is what the move log keeps, so that a replay sees the same
/*	words whatever the seat's language is then; else *canon is NULL.
/*	On failure *lp is not written and err says why (lex_line()).
/*
/*	The texts a command or the game writes in English are translated
/*	for each reader when the mail is rendered (texts(3)).
/*
/*	corecmd_help_in() lists the arbiter's commands for HELP, as
/*	corecmd_help() does, with usage and text in a locale; with a word,
/*	the entries of that command (allowed now or not), the first with
/*	"more", its full explanation.
/*
/*	corecmd_lang_cmds is the table of LANGUAGE (lingua, idioma):
/*	"language it" sets the seat's locale, in the same transaction as
/*	the rest of the mail; the reply to that mail is already in the
/*	new language.  en, it, es and the languages' names are accepted.
/* DIAGNOSTICS
/*	corecmd_lex(): PB_EDATA for a line lex_line() refuses.  The
/*	LANGUAGE command returns the store's code when it cannot write.
/* SEE ALSO
/*	lang(3), corecmd(3), game.h, pbemd-game(7).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/corecmd.h"
#include "arbiter/gamectl.h"
#include "arbiter/texts.h"


/* Full explanations of the arbiter's commands, for HELP WORD. */
static const struct {
	const char     *word;
	struct lang_msg more;
} core_more[] = {
	{ "help",
	    { "help lists the commands you can give now; help COMMAND explains one of them.",
	        "aiuto elenca i comandi che puoi dare ora; aiuto COMANDO ne spiega uno.",
	        "ayuda muestra las órdenes que puedes dar ahora; ayuda ORDEN explica una de "
	        "ellas." } },
	{ "show",
	    { "show (or board) asks for the board and your cards; every answer holds them anyway.",
	        "mostra (o tabellone) chiede il tabellone e le tue carte; ogni risposta li "
	        "contiene comunque.",
	        "mostrar (o tablero) pide el tablero y tus cartas; todas las respuestas los "
	        "incluyen de todos modos." } },
	{ "pictures",
	    { "pictures off: your mails that show the board no longer carry its picture (a PNG); "
	      "pictures on brings it back.",
	        "immagini no: le tue mail che mostrano il tabellone non ne hanno più l'immagine "
	        "(un PNG); immagini sì la rimette.",
	        "imágenes no: tus correos que muestran el tablero ya no llevan su imagen (un "
	        "PNG); imágenes sí la vuelve a poner." } },
	{ "language",
	    { "language it, language es or language en sets the language of your mails; you may "
	      "always write the commands in English too.",
	        "lingua it, lingua es o lingua en sceglie la lingua delle tue mail; puoi sempre "
	        "scrivere i comandi anche in inglese.",
	        "idioma es, idioma it o idioma en elige el idioma de tus correos; siempre puedes "
	        "escribir las órdenes también en inglés." } },
};

/* corecmd_locale - the locale of a seat of a loaded game */

const char *
corecmd_locale(const struct gamectl *g, int seat)
{
	if (seat < 1 || (size_t)seat > g->nseats)
		return ("en");
	return (g->seats[seat - 1]->locale);
}

/* corecmd_lex - split a seat's line and translate its words */

enum pb_rc
corecmd_lex(const struct gamectl *g, int seat, const char *line, struct lex_line **lp, char **canon,
    struct pb_err *err)
{
	const char       *locale = corecmd_locale(g, seat);
	struct lang_dict *d;
	struct lex_line  *l;
	enum pb_rc        rc;
	int               changed = 0;
	char             *first;

	*canon = NULL;
	if ((rc = lex_line(line, &l, err)) != PB_OK)
		return (rc);
	if (lang_index(locale) != 0 && l->argc > 0) {
		d = texts_dict(g, locale);
		lang_translate(d, l, &changed);
		lang_dict_free(d);
	} else if (l->argc > 0) {
		/* English words: the command word folded as other languages' are. */
		first = lang_fold(l->argv[0]);
		changed = strcmp(first, l->argv[0]) != 0;
		free(l->argv[0]);
		l->argv[0] = first;
	}
	if (changed)
		*canon = lang_line(l);
	*lp = l;
	return (PB_OK);
}


/* translate - an English text in a locale, or NULL; a "did you mean"
 * at its end (LANG_DIDYOU) is translated apart from the text before */

static char *
translate(const struct lang_msg *const *cats, const char *locale, const char *en)
{
	const char *q, *p;
	char       *head, *tail, *th, *tt, *tr;

	for (q = NULL, p = en; (p = strstr(p, LANG_DIDYOU)) != NULL; p++)
		q = p;
	if (q == NULL || en[strlen(en) - 1] != '?')
		return (lang_message(cats, 2, locale, en));
	head = pb_strndup(en, (size_t)(q - en));
	tail = pb_strdup(q);
	th = lang_message(cats, 2, locale, head);
	tt = lang_message(cats, 2, locale, tail);
	tr = th || tt ? pb_asprintf("%s%s", th ? th : head, tt ? tt : tail) : NULL;
	free(head);
	free(tail);
	free(th);
	free(tt);
	return (tr);
}

/* localise_text - one English text of extra, translated in place */

static void
localise_text(json_t *o, const char *key, const struct lang_msg *const *cats, const char *locale)
{
	const char *en = json_string_value(json_object_get(o, key));
	char       *tr = NULL;

	if (en != NULL && (tr = translate(cats, locale, en)) != NULL)
		json_object_set_new(o, key, json_string(tr));
	free(tr);
}

/* core_more_text - the full explanation of an arbiter command, or NULL */

static const char *
core_more_text(const char *word, const char *locale)
{
	size_t i;

	for (i = 0; i < PB_NELEM(core_more); i++)
		if (strcmp(core_more[i].word, word) == 0)
			return (lang_pick(&core_more[i].more, locale));
	return (NULL);
}

/* corecmd_help_in - the arbiter's commands for HELP, in a locale */

json_t *
corecmd_help_in(const struct corecmd_ctx *c, const char *locale, const char *word)
{
	const struct lang_msg *cats[2] = { texts_msgs, NULL };
	json_t                *a = corecmd_help(c), *v;
	const char            *more;
	size_t                 i;
	int                    first = 1;

	/* corecmd_help() lists what may be given now, less help and board. */
	if (word != NULL) {
		json_decref(a);
		a = corecmd_help_word(c, word);
	}
	json_array_foreach(a, i, v)
	{
		localise_text(v, "usage", cats, locale);
		localise_text(v, "text", cats, locale);
		if (word != NULL && first && (more = core_more_text(word, locale)) != NULL)
			json_object_set_new(v, "more", json_string(more));
		first = 0;
	}
	return (a);
}

/* lang_code - en, it or es from a code or a language's name, or NULL */

static const char *
lang_code(const char *word)
{
	static const char *const names[][2] = { { "en", "en" }, { "english", "en" },
		{ "inglese", "en" }, { "ingles", "en" }, { "it", "it" }, { "italian", "it" },
		{ "italiano", "it" }, { "es", "es" }, { "spanish", "es" }, { "espanol", "es" },
		{ "castellano", "es" }, { "spagnolo", "es" } };
	const char              *code = NULL;
	char                    *f = lang_fold(word);
	size_t                   i;

	for (i = 0; i < PB_NELEM(names) && code == NULL; i++)
		if (strcmp(f, names[i][0]) == 0)
			code = names[i][1];
	free(f);
	return (code);
}

/* cmd_language - "language it": the seat's language from now on */

static enum pb_rc
cmd_language(struct corecmd_ctx *c, const struct lex_line *l, const char *line)
{
	static const char *const names[LANG_N] = { "English", "Italian", "Spanish" };
	struct store_seat       *seat = c->g->seats[c->seat - 1];
	const char              *code = l->argc == 2 ? lang_code(l->argv[1]) : NULL;
	char                    *text;
	enum pb_rc               rc;

	if (code == NULL) {
		corecmd_result(c->results, line, "refused",
		    "say which language: language en, language it or language es");
		return (PB_OK);
	}
	if ((rc = store_seat_set_locale(c->p->st, c->g->row->id, c->seat, code, c->err)) != PB_OK)
		return (rc);
	free(seat->locale);
	seat->locale = pb_strdup(code);
	text = pb_asprintf("from now on the arbiter writes to you in %s", names[lang_index(code)]);
	corecmd_result(c->results, line, "done", text);
	free(text);
	return (PB_OK);
}

/* seated - a player's seat, not the moderator's */

static int
seated(const struct corecmd_ctx *c)
{
	return (c->seat >= 1 && (size_t)c->seat <= c->g->nseats);
}

const struct corecmd corecmd_lang_cmds[] = {
	{ "language", "language en|it|es", "the language of your mails and of your commands",
	    cmd_language, seated },
	{ NULL, NULL, NULL, NULL, NULL },
};
