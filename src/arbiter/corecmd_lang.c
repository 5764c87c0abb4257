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
/*	void	corecmd_localise(const struct gamectl *g, int seat,
/*				json_t *extra);
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
/*	corecmd_localise() translates, for a seat whose locale is not
/*	English, the texts of the reply data extra that a command or the
/*	game wrote in English: the text of each "results" entry and each
/*	"unreadable" note, with the game's catalogue (game_ops msgs) and
/*	the arbiter's.  A text that no catalogue holds stays English (the
/*	game's narration of what happened, for one).
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

/* The arbiter's own words. */
static const struct lang_word core_words[] = {
	{ "it", "aiuto", "help", NULL },
	{ "it", "mostra", "show", NULL },
	{ "it", "tabellone", "board", NULL },
	{ "it", "plancia", "board", NULL },
	{ "it", "lingua", "language", NULL },
	{ "it", "un", "", NULL },
	{ "it", "uno", "", NULL },
	{ "it", "una", "", NULL },
	{ "it", "un'", "", NULL },
	{ "es", "ayuda", "help", NULL },
	{ "es", "mostrar", "show", NULL },
	{ "es", "tablero", "board", NULL },
	{ "es", "idioma", "language", NULL },
	{ "es", "lengua", "language", NULL },
	{ "es", "un", "", NULL },
	{ "es", "una", "", NULL },
	/* The commands of time (timecmd.c), press and history. */
	{ "it", "fuso", "timezone", NULL },
	{ "it", "scadenza", "deadline", NULL },
	{ "it", "assente", "absent", NULL },
	{ "it", "rientro", "back", NULL },
	{ "it", "abbandona", "abandon", NULL },
	{ "it", "diario", "diary", NULL },
	{ "it", "storico", "history", NULL },
	{ "es", "zona", "timezone", NULL },
	{ "es", "plazo", "deadline", NULL },
	{ "es", "ausente", "absent", NULL },
	{ "es", "vuelvo", "back", NULL },
	{ "es", "abandonar", "abandon", NULL },
	{ "es", "diario", "diary", NULL },
	{ "es", "historial", "history", NULL },
	/* PICTURES (corecmd_pictures.c). */
	{ "it", "immagini", "pictures", NULL },
	{ "es", "imágenes", "pictures", NULL },
	{ NULL, NULL, NULL, NULL },
};

/* The arbiter's texts. */
static const struct lang_msg core_msgs[] = {
	{ "the commands you can give now are listed below",
	    "i comandi che puoi dare ora sono elencati qui sotto",
	    "las órdenes que puedes dar ahora aparecen abajo" },
	{ "the command is explained below", "il comando è spiegato qui sotto",
	    "la orden se explica abajo" },
	{ "no command \"%1\" (HELP lists them)", "nessun comando \"%1\" (AIUTO li elenca)",
	    "no hay ninguna orden \"%1\" (AYUDA las "
	    "muestra)" },
	{ "the board and your cards are below", "il tabellone e le tue carte sono qui sotto",
	    "el tablero y tus cartas aparecen abajo" },
	{ "too many command lines in one mail", "troppe righe di comandi in una sola mail",
	    "demasiadas líneas de órdenes en un solo correo" },
	{ "line longer than %1 characters", "riga più lunga di %1 caratteri",
	    "línea de más de %1 caracteres" },
	{ "more than %1 words on one line", "più di %1 parole in una riga",
	    "más de %1 palabras en una línea" },
	{ "unclosed quote", "virgolette non chiuse", "comillas sin cerrar" },
	/* A near miss (corecmd_prose.c, and the games' names). */
	{ "\"%1\" is no command", "\"%1\" non è un comando", "\"%1\" no es una orden" },
	{ LANG_DIDYOU "%1?", "; intendevi %1?", "; ¿querías decir %1?" },
	{ "say which language: language en, language it or language es",
	    "di' quale lingua: lingua en, lingua it o lingua es",
	    "di qué idioma: idioma en, idioma it o idioma es" },
	{ "from now on the arbiter writes to you in %1", "d'ora in poi l'arbitro ti scrive in %1",
	    "a partir de ahora el árbitro te escribe en %1" },
	{ "English", "inglese", "inglés" },
	{ "Italian", "italiano", "italiano" },
	{ "Spanish", "spagnolo", "español" },
	/* HELP of the commands of time, press and history. */
	{ "timezone ZONE", "fuso ZONA", "zona ZONA" },
	{ "write your deadlines in that time zone (Europe/Rome)",
	    "scrivi le tue scadenze in quel fuso orario (Europe/Rome)",
	    "escribe tus plazos en esa zona horaria (Europe/Rome)" },
	{ "deadline", "scadenza", "plazo" },
	{ "your current deadline", "la tua scadenza di ora", "tu plazo actual" },
	{ "absent FROM TO | absent DURATION", "assente DA A | assente DURATA",
	    "ausente DESDE HASTA | ausente DURACIÓN" },
	{ "you are away (days as 2026-12-24, or 5d from now): deadlines wait",
	    "sei via (giorni come 2026-12-24, o 5d da ora): le scadenze aspettano",
	    "estás fuera (días como 2026-12-24, o 5d desde ahora): los plazos esperan" },
	{ "back", "rientro", "vuelvo" },
	{ "you are back early from an absence", "sei tornato prima da un'assenza",
	    "has vuelto antes de una ausencia" },
	{ "abandon [no]", "abbandona [no]", "abandonar [no]" },
	{ "agree (or not) to abandon the game; all must agree",
	    "accetti (o no) di abbandonare la partita; tutti devono accettare",
	    "aceptas (o no) abandonar la partida; todos deben aceptar" },
	{ "a message to other players, relayed by the arbiter",
	    "un messaggio ad altri giocatori, inoltrato dall'arbitro (la parola resta press)",
	    "un mensaje a otros jugadores, reenviado por el árbitro (la palabra sigue siendo"
	    " press)" },
	{ "diary: TEXT", "diario: TESTO", "diario: TEXTO" },
	{ "a private note, revealed to every player when the game ends",
	    "una nota privata, rivelata a tutti i giocatori alla fine della partita",
	    "una nota privada, revelada a todos los jugadores al final de la partida" },
	{ "history [FROM [TO]]", "storico [DA [A]]", "historial [DESDE [HASTA]]" },
	{ "your own past mails of moves FROM to TO, in one mail",
	    "le tue mail passate dalla mossa DA alla A, in una sola mail",
	    "tus correos pasados de las jugadas DESDE a HASTA, en un solo correo" },
	/* PICTURES (corecmd_pictures.c). */
	{ "pictures on|off", "immagini sì|no", "imágenes sí|no" },
	{ "a picture of the board in your mails, or not",
	    "un'immagine del tabellone nelle tue mail, o no",
	    "una imagen del tablero en tus correos, o no" },
	{ "say pictures on or pictures off", "di' immagini sì o immagini no",
	    "di imágenes sí o imágenes no" },
	{ "from now on your mails carry a picture of the board",
	    "d'ora in poi le tue mail hanno un'immagine del tabellone",
	    "a partir de ahora tus correos llevan una imagen del tablero" },
	{ "from now on your mails carry no picture of the board",
	    "d'ora in poi le tue mail non hanno l'immagine del tabellone",
	    "a partir de ahora tus correos no llevan la imagen del tablero" },
	{ "your mails carry a picture of the board (pictures off stops it)",
	    "le tue mail hanno un'immagine del tabellone (immagini no la toglie)",
	    "tus correos llevan una imagen del tablero (imágenes no la quita)" },
	{ "your mails carry no picture of the board (pictures on brings it)",
	    "le tue mail non hanno l'immagine del tabellone (immagini sì la rimette)",
	    "tus correos no llevan la imagen del tablero (imágenes sí la vuelve a poner)" },
	/* HELP. */
	{ "help", "aiuto", "ayuda" },
	{ "the commands you can give now", "i comandi che puoi dare ora",
	    "las órdenes que puedes dar ahora" },
	{ "show", "mostra", "mostrar" },
	{ "the board and your cards", "il tabellone e le tue carte", "el tablero y tus cartas" },
	{ "board", "tabellone", "tablero" },
	{ "the same as show", "come mostra", "lo mismo que mostrar" },
	{ "language en|it|es", "lingua en|it|es", "idioma en|it|es" },
	{ "the language of your mails and of your commands",
	    "la lingua delle tue mail e dei tuoi comandi",
	    "el idioma de tus correos y de tus "
	    "órdenes" },
	/* HELP of the command MAIL (notify_level.c). */
	{ "mail every|waiting|digest", "posta ogni|attesa|riassunto", "correo todo|espera|resumen" },
	{ "how often you are mailed: every event, when the game waits for you, or once a day",
	    "quanto spesso ricevi mail: a ogni evento, quando la partita aspetta te, o una volta al"
	    " giorno",
	    "con qué frecuencia recibes correos: en cada evento, cuando la partida te espera, o una"
	    " vez al día" },
	/* Notes on what of a mail could not be read (apply.c). */
	{ "Part of your mail is cut off or its MIME structure is broken (a missing or wrong "
	  "boundary, or bad base64): only what could be read was read.",
	    "Una parte della tua mail è tagliata o la sua struttura MIME è rovinata (un confine "
	    "mancante o sbagliato, o base64 non valido): è stato letto solo quello che si poteva "
	    "leggere.",
	    "Una parte de tu correo está cortada o su estructura MIME está dañada (un límite que "
	    "falta o es erróneo, o base64 no válido): solo se ha leído lo que se podía leer." },
	{ "Your mail names a character set this server does not know: it was read as "
	  "Windows-1252, so accented letters may be wrong.",
	    "La tua mail indica un set di caratteri che questo server non conosce: è stata letta "
	    "come Windows-1252, quindi le lettere accentate potrebbero essere sbagliate.",
	    "Tu correo indica un juego de caracteres que este servidor no conoce: se ha leído como "
	    "Windows-1252, así que las letras con tilde pueden estar mal." },
	{ "Your mail has no text part: write your commands as plain text.",
	    "La tua mail non ha una parte di testo: scrivi i comandi come testo semplice.",
	    "Tu correo no tiene una parte de texto: escribe tus órdenes como texto sin formato." },
	{ "Attachments and parts other than text were not read: write your commands in the text "
	  "of the mail.",
	    "Gli allegati e le parti che non sono testo non sono stati letti: scrivi i comandi nel "
	    "testo della mail.",
	    "Los adjuntos y las partes que no son texto no se han leído: escribe tus órdenes en el "
	    "texto del correo." },
	{ "Some bytes of your mail could not be decoded and show as \xef\xbf\xbd: a line holding "
	  "one is refused.",
	    "Alcuni byte della tua mail non si sono potuti decodificare e appaiono come "
	    "\xef\xbf\xbd: una riga che ne contiene uno viene rifiutata.",
	    "Algunos bytes de tu correo no se han podido descodificar y aparecen como "
	    "\xef\xbf\xbd: se rechaza toda línea que contenga uno." },
	{ NULL, NULL, NULL },
};

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
		d = corecmd_dict(g, locale);
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

/* corecmd_dict - the dictionary of a seat's words in a locale: the
 * arbiter's, the game's and the pack's card names; caller frees */

struct lang_dict *
corecmd_dict(const struct gamectl *g, const char *locale)
{
	struct lang_dict *d = lang_dict_new(locale);

	lang_dict_table(d, core_words);
	lang_dict_table(d, g->ops->words);
	if (g->ops->names != NULL)
		g->ops->names(g->state, locale, d);
	return (d);
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

/* corecmd_localise - the reply's English texts in the seat's language */

void
corecmd_localise(const struct gamectl *g, int seat, json_t *extra)
{
	const struct lang_msg *cats[2] = { core_msgs, g->ops->msgs };
	const char            *locale = corecmd_locale(g, seat);
	json_t                *a, *v;
	char                  *tr;
	size_t                 i;

	if (lang_index(locale) == 0)
		return;
	json_array_foreach(json_object_get(extra, "results"), i, v)
	    localise_text(v, "text", cats, locale);
	a = json_object_get(extra, "unreadable");
	json_array_foreach(a, i, v)
	{
		if ((tr = lang_message(cats, 2, locale, json_string_value(v))) != NULL)
			json_array_set_new(a, i, json_string(tr));
		free(tr);
	}
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
	const struct lang_msg *cats[2] = { core_msgs, NULL };
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
