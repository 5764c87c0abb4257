/*++
/* NAME
/*	texts 3
/* SUMMARY
/*	the arbiter's texts in a reader's language
/* SYNOPSIS
/*	#include "arbiter/texts.h"
/* DESCRIPTION
/*	See texts.h.  The catalogue's words are those of the rulebooks
/*	(shared/seeds 000 Italian, 002 Spanish) where a game's words
/*	meet the arbiter's: Giocatore/Jugador, turno, scadenza/plazo.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/lang.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"
#include "arbiter/texts.h"

const struct lang_msg texts_msgs[] = {
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

/* tr - one string member of o, translated in place */

static void
tr(json_t *o, const char *key, const struct lang_msg *const *cats, const char *locale)
{
	const char *en = json_string_value(json_object_get(o, key));
	char       *t;

	if (en == NULL)
		return;
	t = lang_text(cats, 2, locale, en);
	json_object_set_new(o, key, json_string(t));
	free(t);
}

/* tr_array - every string of the array o[key], translated in place */

static void
tr_array(json_t *o, const char *key, const struct lang_msg *const *cats, const char *locale)
{
	json_t *a = json_object_get(o, key), *v;
	size_t  i;
	char   *t;

	json_array_foreach(a, i, v)
	{
		if (json_is_string(v)) {
			t = lang_text(cats, 2, locale, json_string_value(v));
			json_array_set_new(a, i, json_string(t));
			free(t);
		} else if (json_is_object(v)) {
			tr(v, "text", cats, locale);
		}
	}
}

/* texts_localise - the English texts of a view, in place */

void
texts_localise(const struct lang_msg *game, const char *locale, json_t *view)
{
	const struct lang_msg *cats[2] = { game, texts_msgs };
	static const char *const one[] = { "note", "why", "reason", "decision" };
	static const char *const many[] = { "results", "events", "notices", "unreadable" };
	size_t                   i;

	if (lang_index(locale) == 0 || !json_is_object(view))
		return;
	for (i = 0; i < PB_NELEM(one); i++)
		tr(view, one[i], cats, locale);
	for (i = 0; i < PB_NELEM(many); i++)
		tr_array(view, many[i], cats, locale);
	tr(json_object_get(view, "press"), "from", cats, locale);
	tr(json_object_get(view, "press"), "to", cats, locale);
	tr(json_object_get(view, "time"), "kind", cats, locale);
}

/* texts_view - a view for a reader of locale */

json_t *
texts_view(struct pbemd *p, int64_t game, const char *locale, json_t *view)
{
	const struct game_ops *ops = NULL;
	struct pb_err          why;
	json_t                *copy;
	char                  *kind = NULL;

	if (lang_index(locale) == 0 || view == NULL)
		return (json_incref(view));
	if (game > 0 && store_game_kind(p->st, game, &kind, &why) == PB_OK)
		ops = game_find(kind);
	free(kind);
	copy = json_deep_copy(view);
	texts_localise(ops ? ops->msgs : NULL, locale, copy);
	return (copy);
}
