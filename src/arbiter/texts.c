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
#include "arbiter/gamectl.h"
#include "arbiter/texts.h"

/* The arbiter's own words. */
static const struct lang_word texts_words[] = {
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
	/* Results and refusals of the arbiter's commands (timecmd.c,
	 * press.c, history.c, corecmd*.c), moderator notices (moderate.c,
	 * deadline.c, gamectl_system.c), ballots (ballot.c). */
	{ "your deadline, if the game waits on you, is at the end of this mail",
	    "la tua scadenza, se la partita attende te, è in fondo a questa mail",
	    "tu plazo, si la partida te espera, está al final de este correo" },
	{ "your deadlines are now written in %1 time",
	    "ora le tue scadenze sono scritte nel fuso orario %1",
	    "ahora tus plazos se escriben en la zona horaria %1" },
	{ "\"%1\" is not a time zone: write one such as Europe/Rome, America/New_York or UTC",
	    "\"%1\" non è un fuso orario: scrivine uno come Europe/Rome, America/New_York o UTC",
	    "\"%1\" no es una zona horaria: escribe una como Europe/Rome, America/New_York o UTC" },
	{ "write: absent 2026-12-20 2026-12-27 (the days you are away), or absent 5d",
	    "scrivi: assente 2026-12-20 2026-12-27 (i giorni in cui sei via), o assente 5d",
	    "escribe: ausente 2026-12-20 2026-12-27 (los días que estás fuera), o ausente 5d" },
	{ "you are away from %1 to %2: deadlines that fall then move past it",
	    "sei via dal %1 al %2: le scadenze che cadono in quei giorni vengono spostate dopo",
	    "estás fuera del %1 al %2: los plazos que caen en esos días se mueven a después" },
	{ "welcome back: your absences end now", "bentornato: le tue assenze finiscono ora",
	    "bienvenido de nuevo: tus ausencias terminan ahora" },
	{ "every player agreed: the game is abandoned",
	    "tutti i giocatori hanno accettato: la partita è abbandonata",
	    "todos los jugadores han aceptado: la partida queda abandonada" },
	{ "Player %1 agrees to abandon the game (every player must agree: write ABANDON to agree, "
	  "ABANDON NO to withdraw).",
	    "Il Giocatore %1 accetta di abbandonare la partita (devono accettare tutti: scrivi "
	    "ABBANDONA per accettare, ABBANDONA NO per ritirarti).",
	    "El Jugador %1 acepta abandonar la partida (deben aceptar todos: escribe ABANDONAR "
	    "para aceptar, ABANDONAR NO para retirarte)." },
	{ "Player %1 no longer agrees to abandon the game.",
	    "Il Giocatore %1 non accetta più di abbandonare la partita.",
	    "El Jugador %1 ya no acepta abandonar la partida." },
	{ "you agree to abandon the game", "accetti di abbandonare la partita",
	    "aceptas abandonar la partida" },
	{ "you no longer agree to abandon the game", "non accetti più di abbandonare la partita",
	    "ya no aceptas abandonar la partida" },
	{ "write: abandon (to agree) or abandon no",
	    "scrivi: abbandona (per accettare) o abbandona no",
	    "escribe: abandonar (para aceptar) o abandonar no" },
	{ "only the moderator of this game may %1: this mail comes from Player %2's seat",
	    "solo il moderatore di questa partita può usare %1: questa mail viene dal posto del "
	    "Giocatore %2",
	    "solo el moderador de esta partida puede usar %1: este correo viene del puesto del "
	    "Jugador %2" },
	{ "the game has started: it takes no more players",
	    "la partita è cominciata: non accetta altri giocatori",
	    "la partida ha empezado: no admite más jugadores" },
	{ "the game is full (%1 players)", "la partita è al completo (%1 %1{giocatore|giocatori})",
	    "la partida está completa (%1 %1{jugador|jugadores})" },
	{ "sent to %1", "inviato a: %1", "enviado a: %1" },
	{ "sent to %1, without your name", "inviato a: %1, senza il tuo nome",
	    "enviado a: %1, sin tu nombre" },
	{ "sent to %1 (the moderator reads all press in this game)",
	    "inviato a: %1 (in questa partita il moderatore legge tutti i messaggi)",
	    "enviado a: %1 (en esta partida el moderador lee todos los mensajes)" },
	{ "sent to %1, without your name (the moderator reads all press in this game)",
	    "inviato a: %1, senza il tuo nome (in questa partita il moderatore legge tutti i "
	    "messaggi)",
	    "enviado a: %1, sin tu nombre (en esta partida el moderador lee todos los mensajes)" },
	{ "there is no Player %1: seats are 1 to %2, or all",
	    "non c'è nessun Giocatore %1: i posti vanno da 1 a %2, oppure all",
	    "no hay ningún Jugador %1: los puestos van de 1 a %2, o all" },
	{ "you sent %1 press messages within the last hour, the most this game allows: try again "
	  "later",
	    "hai inviato %1 messaggi nell'ultima ora, il massimo che questa partita consente: "
	    "riprova più tardi",
	    "has enviado %1 mensajes en la última hora, el máximo que permite esta partida: "
	    "vuelve a intentarlo más tarde" },
	{ "the press is %1 bytes long, more than %2", "il messaggio è lungo %1 byte, più di %2",
	    "el mensaje ocupa %1 bytes, más de %2" },
	{ "the diary entry has no text: write it after the word diary",
	    "la nota del diario non ha testo: scrivilo dopo la parola diario",
	    "la nota del diario no tiene texto: escríbelo después de la palabra diario" },
	{ "the diary entry is too long", "la nota del diario è troppo lunga",
	    "la nota del diario es demasiado larga" },
	{ "written in your diary: nobody reads it before the game ends, then every player does",
	    "scritto nel tuo diario: nessuno lo legge prima della fine della partita, poi lo "
	    "leggono tutti",
	    "escrito en tu diario: nadie lo lee antes del final de la partida, luego lo leen "
	    "todos" },
	{ "\"%1\" is not a move number", "\"%1\" non è un numero di mossa",
	    "\"%1\" no es un número de jugada" },
	{ "move %1 comes after move %2", "la mossa %1 viene dopo la mossa %2",
	    "la jugada %1 va después de la jugada %2" },
	{ "%1 of your mails of moves %2 to %3 follow in another mail",
	    "%1 delle tue mail delle mosse da %2 a %3 seguono in un'altra mail",
	    "%1 de tus correos de las jugadas %2 a %3 siguen en otro correo" },
	{ "1 of your mails of moves %2 to %3 follows in another mail",
	    "1 delle tue mail delle mosse da %2 a %3 segue in un'altra mail",
	    "1 de tus correos de las jugadas %2 a %3 sigue en otro correo" },
	{ "The moderator paused the game: the deadlines are stopped.",
	    "Il moderatore ha messo in pausa la partita: le scadenze sono ferme.",
	    "El moderador ha pausado la partida: los plazos están detenidos." },
	{ "The moderator resumed the game: the deadlines run again, moved by the time the game "
	  "was paused.",
	    "Il moderatore ha ripreso la partita: le scadenze ripartono, spostate del tempo in "
	    "cui la partita è rimasta in pausa.",
	    "El moderador ha reanudado la partida: los plazos vuelven a correr, movidos el tiempo "
	    "que la partida estuvo en pausa." },
	{ "The moderator removed Player %1 from the game.",
	    "Il moderatore ha rimosso il Giocatore %1 dalla partita.",
	    "El moderador ha retirado al Jugador %1 de la partida." },
	{ "The moderator undid moves.", "Il moderatore ha annullato delle mosse.",
	    "El moderador ha deshecho jugadas." },
	{ "The moderator ended the game.", "Il moderatore ha concluso la partita.",
	    "El moderador ha terminado la partida." },
	{ "The moderator forced the default action for Player %1 (%2).",
	    "Il moderatore ha imposto l'azione predefinita al Giocatore %1 (%2).",
	    "El moderador ha forzado la acción por defecto del Jugador %1 (%2)." },
	{ "Player %1 did not answer in time (%2): the default action was taken.",
	    "Il Giocatore %1 non ha risposto in tempo (%2): è stata eseguita l'azione "
	    "predefinita.",
	    "El Jugador %1 no ha respondido a tiempo (%2): se ha realizzado la acción por "
	    "defecto." },
	{ "the default action of Player %1 was taken",
	    "è stata eseguita l'azione predefinita del Giocatore %1",
	    "se ha realizzado la acción por defecto del Jugador %1" },
	{ "The moderator gave Player %1 %2 more for the current decision.",
	    "Il moderatore ha dato al Giocatore %1 altro tempo (%2) per la decisione in corso.",
	    "El moderador ha dado al Jugador %1 más tiempo (%2) para la decisión en curso." },
	{ "The moderator gave every player %1 more.",
	    "Il moderatore ha dato a tutti i giocatori altro tempo (%1).",
	    "El moderador ha dado a todos los jugadores más tiempo (%1)." },
	{ "The moderator gave Player %1's seat to a new player.",
	    "Il moderatore ha dato il posto del Giocatore %1 a un nuovo giocatore.",
	    "El moderador ha dado el puesto del Jugador %1 a un nuevo jugador." },
	{ "The moderator set %1 to %2.", "Il moderatore ha impostato %1 a %2.",
	    "El moderador ha puesto %1 a %2." },
	{ "The moderator undid moves %1 to %2: the game is back as it was after move %3.",
	    "Il moderatore ha annullato le mosse da %1 a %2: la partita è tornata com'era dopo la "
	    "mossa %3.",
	    "El moderador ha deshecho las jugadas %1 a %2: la partida vuelve a estar como tras la "
	    "jugada %3." },
	{ "Player %1 cast a secret ballot (move %2); its commitment is %3.",
	    "Il Giocatore %1 ha espresso un voto segreto (mossa %2); il suo impegno è %3.",
	    "El Jugador %1 ha emitido un voto secreto (jugada %2); su compromiso es %3." },
	{ "Ballot of Player %1 at move %2: %3, nonce %4, commitment %5 (SHA-256 of "
	  "\"pbemd-ballot-1\", game, move, seat, ballot and nonce, one a line).",
	    "Voto del Giocatore %1 alla mossa %2: %3, nonce %4, impegno %5 (SHA-256 di "
	    "\"pbemd-ballot-1\", partita, mossa, posto, voto e nonce, uno per riga).",
	    "Voto del Jugador %1 en la jugada %2: %3, nonce %4, compromiso %5 (SHA-256 de "
	    "\"pbemd-ballot-1\", partida, jugada, puesto, voto y nonce, uno por línea)." },
	{ "%1 Your ballot receipt: move %2, ballot %3, nonce %4, commitment %5. Every player "
	  "gets the commitment now, and your ballot with its nonce when the votes are revealed: "
	  "check that they match.",
	    "%1. La ricevuta del tuo voto: mossa %2, voto %3, nonce %4, impegno %5. Ogni "
	    "giocatore riceve ora l'impegno, e il tuo voto con il suo nonce quando i voti vengono "
	    "rivelati: controlla che corrispondano.",
	    "%1. El recibo de tu voto: jugada %2, voto %3, nonce %4, compromiso %5. Todos los "
	    "jugadores reciben ahora el compromiso, y tu voto con su nonce cuando se revelan los "
	    "votos: comprueba que coinciden." },
	/* The ballot lines of a mail's footer (ballot.c): the quoted ballot,
	 * quotes and all, is one capture, so it stays the word hashed. */
	{ "Your ballot receipt: move %1, ballot %2, nonce %3, commitment %4. Every player gets "
	  "the commitment now, and your ballot with its nonce when the votes are revealed: check "
	  "that they match.",
	    "La ricevuta del tuo voto: mossa %1, voto %2, nonce %3, impegno %4. Ogni giocatore "
	    "riceve ora l'impegno, e il tuo voto con il suo nonce quando i voti vengono rivelati: "
	    "controlla che corrispondano.",
	    "El recibo de tu voto: jugada %1, voto %2, nonce %3, compromiso %4. Todos los "
	    "jugadores reciben ahora el compromiso, y tu voto con su nonce cuando se revelan los "
	    "votos: comprueba que coinciden." },
	{ "Player %1 cast a secret ballot (move %2).",
	    "Il Giocatore %1 ha espresso un voto segreto (mossa %2).",
	    "El Jugador %1 ha emitido un voto secreto (jugada %2)." },
	{ "Commitment of the ballot of Player %1 at move %2: %3.",
	    "Impegno del voto del Giocatore %1 alla mossa %2: %3.",
	    "Compromiso del voto del Jugador %1 en la jugada %2: %3." },
	{ "Ballot of Player %1 at move %2: nonce %3, commitment %4 (SHA-256 of \"pbemd-ballot-1\", "
	  "game, move, seat, ballot and nonce, one a line).",
	    "Voto del Giocatore %1 alla mossa %2: nonce %3, impegno %4 (SHA-256 di "
	    "\"pbemd-ballot-1\", partita, mossa, posto, voto e nonce, uno per riga).",
	    "Voto del Jugador %1 en la jugada %2: nonce %3, compromiso %4 (SHA-256 de "
	    "\"pbemd-ballot-1\", partida, jugada, puesto, voto y nonce, uno por línea)." },
	{ "Ballot of Player %1 at move %2: %3.", "Voto del Giocatore %1 alla mossa %2: %3.",
	    "Voto del Jugador %1 en la jugada %2: %3." },
	{ "done", "fatto", "hecho" },
	/* A near miss (corecmd_prose.c, and the games' names). */
	{ "\"%1\" is no command", "\"%1\" non è un comando", "\"%1\" no es una orden" },
	{ LANG_DIDYOU "%1?", "; intendevi %1?", "; ¿querías decir %1?" },
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
	{ NULL, NULL, NULL },
};

/* What a text is translated with: the catalogues, and the game whose
 * cards it names. */
struct tx {
	const struct lang_msg *cats[2];
	const char            *locale;
	lang_names_fn          names;
	const void            *state;
};

/* text - one text translated, caller frees */

static char *
text(const struct tx *x, const char *en)
{
	return (lang_text_names(x->cats, 2, x->locale, en, x->names, x->state));
}

/* tr - one string member of o, translated in place */

static void
tr(json_t *o, const char *key, const struct tx *x)
{
	const char *en = json_string_value(json_object_get(o, key));
	char       *t;

	if (en == NULL)
		return;
	t = text(x, en);
	json_object_set_new(o, key, json_string(t));
	free(t);
}

/* tr_array - every string of the array o[key], translated in place */

static void
tr_array(json_t *o, const char *key, const struct tx *x)
{
	json_t *a = json_object_get(o, key), *v;
	size_t  i;
	char   *t;

	json_array_foreach(a, i, v)
	{
		if (json_is_string(v)) {
			t = text(x, json_string_value(v));
			json_array_set_new(a, i, json_string(t));
			free(t);
		} else if (json_is_object(v)) {
			tr(v, "text", x);
		}
	}
}

/* texts_localise - the English texts of a view, in place */

void
texts_localise(const struct game_ops *ops, const void *state, const char *locale, json_t *view)
{
	const struct tx          x = { { ops ? ops->msgs : NULL, texts_msgs }, locale,
                ops && state ? ops->words_of : NULL, state };
	static const char *const one[] = { "note", "why", "reason", "decision", "receipt" };
	static const char *const many[] = { "results", "events", "notices", "unreadable", "since",
		"proofs" };
	size_t                   i;

	if (lang_index(locale) == 0 || !json_is_object(view))
		return;
	for (i = 0; i < PB_NELEM(one); i++)
		tr(view, one[i], &x);
	for (i = 0; i < PB_NELEM(many); i++)
		tr_array(view, many[i], &x);
	tr(json_object_get(view, "press"), "from", &x);
	tr(json_object_get(view, "press"), "to", &x);
	tr(json_object_get(view, "time"), "kind", &x);
}

/* texts_view - a view for a reader of locale */

json_t *
texts_view(struct pbemd *p, int64_t game, const struct gamectl *g, const char *locale, json_t *view)
{
	const struct game_ops *ops = g ? g->ops : NULL;
	struct pb_err          why;
	json_t                *copy;
	char                  *kind = NULL;

	if (lang_index(locale) == 0 || view == NULL)
		return (json_incref(view));
	if (ops == NULL && game > 0 && store_game_kind(p->st, game, &kind, &why) == PB_OK)
		ops = game_find(kind);
	free(kind);
	copy = json_deep_copy(view);
	texts_localise(ops, g ? g->state : NULL, locale, copy);
	return (copy);
}

/* texts_dict - the dictionary of a seat's words in a locale: the
 * arbiter's, the game's and the pack's card names; caller frees */

struct lang_dict *
texts_dict(const struct gamectl *g, const char *locale)
{
	struct lang_dict *d = lang_dict_new(locale);

	lang_dict_table(d, texts_words);
	lang_dict_table(d, g->ops->words);
	if (g->ops->names != NULL)
		g->ops->names(g->state, locale, d);
	return (d);
}

#define TEXTS_FEW_ARGS 10 /* more are not listed: the example shows one */

/* choices - an entry's few "args", ", " between, each in the seat's
 * words (d NULL: English), or NULL */

static char *
choices(const struct lang_dict *d, json_t *e)
{
	const char   *word = json_string_value(json_object_get(e, "word"));
	json_t       *args = json_object_get(e, "args"), *a;
	struct pb_buf b;
	char         *en, *mine, *w;
	size_t        i, n = json_array_size(args), wl;

	if (n < 2 || n > TEXTS_FEW_ARGS || word == NULL)
		return (NULL);
	w = d ? lang_localise(d, word) : pb_strdup(word);
	wl = strlen(w);
	pb_buf_init(&b);
	json_array_foreach(args, i, a)
	{
		if (!json_is_string(a))
			continue;
		en = pb_asprintf("%s %s", word, json_string_value(a));
		mine = d ? lang_localise(d, en) : pb_strdup(en);
		/* The argument as the seat's line writes it, after its word. */
		pb_buf_printf(&b, "%s%s", b.len ? ", " : "",
		    strncmp(mine, w, wl) == 0 && mine[wl] == ' ' ? mine + wl + 1
		                                                 : json_string_value(a));
		free(mine);
		free(en);
	}
	free(w);
	return (pb_buf_steal(&b));
}

/* texts_examples - the "example" of each entry of a help() array, a
 * line in canonical English words, in the seat's words: the line it
 * shows is one that, sent back, is read as the English one; and the
 * entry's "args", when there are few, as one line "choices" in the
 * seat's words (HELP shows it under the example) */


void
texts_examples(const struct gamectl *g, const char *locale, json_t *help)
{
	struct lang_dict *d = NULL;
	const char       *en;
	json_t           *e;
	size_t            i;
	char             *line;

	if (json_array_size(help) == 0)
		return;
	if (lang_index(locale) != 0)
		d = texts_dict(g, locale);
	json_array_foreach(help, i, e)
	{
		if ((line = choices(d, e)) != NULL)
			json_object_set_new(e, "choices", json_string(line));
		free(line);
		if (d == NULL || (en = json_string_value(json_object_get(e, "example"))) == NULL)
			continue;
		line = lang_localise(d, en);
		json_object_set_new(e, "example", json_string(line));
		free(line);
	}
	lang_dict_free(d);
}
