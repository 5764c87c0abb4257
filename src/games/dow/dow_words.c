/*++
/* NAME
/*	dow_words 3
/* SUMMARY
/*	Dead of Winter in Italian and Spanish: command words, texts
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/*
/*	extern const struct lang_word dow_words[];
/*	extern const struct lang_msg dow_msgs[];
/*
/*	void	dow_names(const struct dow_state *s, const char *locale,
/*			struct lang_dict *d);
/*	const char *dow_name_in(const struct dow_names *n, int lang);
/*	const char *dow_card_text(const struct dow_names *n,
/*			char *const *en, int lang);
/*	const char *dow_card_words(const struct dow_state *s,
/*			const char *en, int lang);
/*	const char *dow_loc_in(int loc, int lang);
/*	const char *dow_type_in(int type, int lang);
/*	const char *dow_kind_in(int kind, int lang);
/*	const char *dow_text_in(const char *en, int lang);
/*	const char *dow_more(const char *word, int lang);
/* DESCRIPTION
/*	The vocabulary is that of the Italian and Spanish rulebooks
/*	(shared/seeds 000 and 002): IT sopravvissuto, morale, carta
/*	storia, dado esposizione, colonia, Stazione di Polizia, Emporio,
/*	Scuola, Stazione di Servizio, Biblioteca, Ospedale; ES
/*	Superviviente, Moral, carta de Encrucijada, dado de Riesgo,
/*	colonia, Comisaría, Supermercado, Colegio, Gasolinera, Biblioteca,
/*	Hospital.  The command words are the verbs a player writes: the
/*	imperative in Italian (muovi, attacca, cerca), the infinitive in
/*	Spanish (mover, atacar, buscar), with the other usual forms.
/*
/*	dow_words is the dictionary (lang.h) from those words to the
/*	canonical English ones; prepositions are scoped to the commands
/*	they belong to (IT "a"/"alla" and ES "a"/"al" are "to" after move,
/*	"at" after play).  dow_msgs is the catalogue of the texts the
/*	module writes: the most common refusals, the usage and text of
/*	every command for HELP, and the texts of the views.
/*
/*	dow_names() adds the card names of the pack in a locale, where
/*	they differ from the English names, to a dictionary: "gioca
/*	benzina" plays the card Fuel.  dow_name_in() is the name of a card
/*	in a language (0 en, 1 it, 2 es), English where the pack has none;
/*	dow_card_text() any text of a card (en points at the English text
/*	in the card struct whose struct dow_names is n: &surv->ability) in
/*	a language, English (*en, maybe NULL) where the pack's overlay
/*	(pbemd-dow(7), "[LANG TYPE ID]") leaves it out;
/*	dow_card_words() is the name or a text of a card of the pack in a
/*	language given its English words, NULL when no card has them: the
/*	narration names cards with it;
/*	dow_loc_in(), dow_type_in() and dow_kind_in() the names of a
/*	location, an item type and an item kind; dow_text_in() the
/*	translation of a text of dow_msgs (the English text if none).
/*	dow_more() is the full explanation of a command, for "HELP WORD",
/*	or NULL.
/* SEE ALSO
/*	lang(3), pbemd-dow(7) (the table of words).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/dow/dow.h"

/* Scopes: the commands after which a preposition means "to", "at"... */
#define TO "move equip handoff send"
#define AT "play use barricade request"
#define ON "play use request"
#define FROM "attract"
#define WITH "move attack"

/* ---- the dictionary ------------------------------------------------ */

const struct lang_word dow_words[] = {
	/* Italian: commands. */
	{ "it", "tieni", "keep", NULL },
	{ "it", "tengo", "keep", NULL },
	{ "it", "conserva", "keep", NULL },
	{ "it", "capo", "leader", NULL },
	{ "it", "muovi", "move", NULL },
	{ "it", "sposta", "move", NULL },
	{ "it", "attacca", "attack", NULL },
	{ "it", "cerca", "search", NULL },
	{ "it", "ricerca", "search", NULL },
	{ "it", "rumore", "noise", NULL },
	{ "it", "fai rumore", "noise", NULL },
	{ "it", "barrica", "barricade", NULL },
	{ "it", "barricata", "barricade", NULL },
	{ "it", "pulisci", "clean", NULL },
	{ "it", "pulizia", "clean", NULL },
	{ "it", "richiama", "attract", NULL },
	{ "it", "richiamo", "attract", NULL },
	{ "it", "attira", "attract", NULL },
	{ "it", "pasto", "food", NULL },
	{ "it", "mangia", "food", NULL },
	{ "it", "crisi", "crisis", NULL },
	{ "it", "contribuisci", "crisis", NULL },
	{ "it", "equipaggia", "equip", NULL },
	{ "it", "cedi", "handoff", NULL },
	{ "it", "cessione", "handoff", NULL },
	{ "it", "fine", "end", NULL },
	{ "it", "finito", "done", NULL },
	{ "it", "fatto", "done", NULL },
	{ "it", "gioca", "play", NULL },
	{ "it", "usa", "use", NULL },
	{ "it", "metti", "place", NULL },
	{ "it", "colloca", "place", NULL },
	{ "it", "scegli", "choose", NULL },
	{ "it", "scelgo", "choose", NULL },
	{ "it", "esilia", "exile", NULL },
	{ "it", "vota", "vote", NULL },
	{ "it", "voto", "vote", NULL },
	{ "it", "richiedi", "request", NULL },
	{ "it", "chiedi", "request", NULL },
	{ "it", "dai", "give", NULL },
	{ "it", "do", "give", NULL },
	{ "it", "sempre", "standing", NULL },
	{ "it", "morso", "bite", NULL },
	{ "it", "rivela", "reveal", NULL },
	{ "it", "manda", "send", NULL },
	{ "it", "invia", "send", NULL },
	/* Italian: answers and other words. */
	{ "it", "muore", "die", "bite standing" },
	{ "it", "muori", "die", "bite standing" },
	{ "it", "tira", "roll", "bite standing" },
	{ "it", "tiro", "roll", "bite standing" },
	{ "it", "annulla", "off", "standing" },
	{ "it", "sì", "yes", NULL },
	{ "it", "si", "yes", NULL },
	{ "it", "niente", "nothing", NULL },
	{ "it", "nulla", "nothing", NULL },
	{ "it", "qualsiasi", "any", NULL },
	{ "it", "qualunque", "any", NULL },
	{ "it", "tutti", "all", "send" },
	{ "it", "giocatore", "player", "exile" },
	{ "it", "entrata", "entrance", "barricade attack" },
	{ "it", "a", "to", TO },
	{ "it", "al", "to", TO },
	{ "it", "allo", "to", TO },
	{ "it", "alla", "to", TO },
	{ "it", "all'", "to", TO },
	{ "it", "in", "to", TO },
	{ "it", "nel", "to", TO },
	{ "it", "nello", "to", TO },
	{ "it", "nella", "to", TO },
	{ "it", "nell'", "to", TO },
	{ "it", "verso", "to", TO },
	{ "it", "a", "at", AT },
	{ "it", "al", "at", AT },
	{ "it", "allo", "at", AT },
	{ "it", "alla", "at", AT },
	{ "it", "all'", "at", AT },
	{ "it", "in", "at", AT },
	{ "it", "nel", "at", AT },
	{ "it", "nello", "at", AT },
	{ "it", "nella", "at", AT },
	{ "it", "nell'", "at", AT },
	{ "it", "su", "on", ON },
	{ "it", "sul", "on", ON },
	{ "it", "sullo", "on", ON },
	{ "it", "sulla", "on", ON },
	{ "it", "sull'", "on", ON },
	{ "it", "da", "from", FROM },
	{ "it", "dal", "from", FROM },
	{ "it", "dallo", "from", FROM },
	{ "it", "dalla", "from", FROM },
	{ "it", "dall'", "from", FROM },
	{ "it", "con", "with", WITH },
	{ "it", "il", "", NULL },
	{ "it", "lo", "", NULL },
	{ "it", "la", "", NULL },
	{ "it", "l'", "", NULL },
	{ "it", "gli", "", NULL },
	{ "it", "le", "", NULL },
	/* Italian: locations. */
	{ "it", "colonia", "colony", NULL },
	{ "it", "stazione di polizia", "police", NULL },
	{ "it", "polizia", "police", NULL },
	{ "it", "commissariato", "police", NULL },
	{ "it", "emporio", "grocery", NULL },
	{ "it", "supermercato", "grocery", NULL },
	{ "it", "alimentari", "grocery", NULL },
	{ "it", "scuola", "school", NULL },
	{ "it", "stazione di servizio", "gas", NULL },
	{ "it", "benzinaio", "gas", NULL },
	{ "it", "distributore", "gas", NULL },
	{ "it", "biblioteca", "library", NULL },
	{ "it", "ospedale", "hospital", NULL },
	/* Italian: item types. */
	{ "it", "arma", "weapon", NULL },
	{ "it", "armi", "weapon", NULL },
	{ "it", "carburante", "fuel", NULL },
	{ "it", "medicina", "medicine", NULL },
	{ "it", "medicine", "medicine", NULL },
	{ "it", "medicinali", "medicine", NULL },
	{ "it", "cibo", "food", NULL },
	{ "it", "attrezzo", "tool", NULL },
	{ "it", "attrezzi", "tool", NULL },
	{ "it", "sopravvissuto", "survivor", NULL },
	{ "it", "istruzione", "education", NULL },
	{ "it", "libro", "education", NULL },
	{ "it", "libri", "education", NULL },

	/* Spanish: commands. */
	{ "es", "quedar", "keep", NULL },
	{ "es", "quedarse", "keep", NULL },
	{ "es", "quedarme", "keep", NULL },
	{ "es", "me quedo", "keep", NULL },
	{ "es", "conservar", "keep", NULL },
	{ "es", "guardar", "keep", NULL },
	{ "es", "lider", "leader", NULL },
	{ "es", "mover", "move", NULL },
	{ "es", "mueve", "move", NULL },
	{ "es", "muevo", "move", NULL },
	{ "es", "atacar", "attack", NULL },
	{ "es", "ataca", "attack", NULL },
	{ "es", "buscar", "search", NULL },
	{ "es", "busca", "search", NULL },
	{ "es", "busqueda", "search", NULL },
	{ "es", "ruido", "noise", NULL },
	{ "es", "hacer ruido", "noise", NULL },
	{ "es", "barricada", "barricade", NULL },
	{ "es", "construir barricada", "barricade", NULL },
	{ "es", "construir una barricada", "barricade", NULL },
	{ "es", "limpiar", "clean", NULL },
	{ "es", "limpiar el vertedero", "clean", NULL },
	{ "es", "atraer", "attract", NULL },
	{ "es", "llamar la atencion", "attract", NULL },
	{ "es", "comer", "food", NULL },
	{ "es", "gastar alimento", "food", NULL },
	{ "es", "crisis", "crisis", NULL },
	{ "es", "aportar", "crisis", NULL },
	{ "es", "contribuir", "crisis", NULL },
	{ "es", "equipar", "equip", NULL },
	{ "es", "transferir", "handoff", NULL },
	{ "es", "fin", "end", NULL },
	{ "es", "terminar", "end", NULL },
	{ "es", "acabar", "end", NULL },
	{ "es", "hecho", "done", NULL },
	{ "es", "listo", "done", NULL },
	{ "es", "jugar", "play", NULL },
	{ "es", "juega", "play", NULL },
	{ "es", "usar", "use", NULL },
	{ "es", "usa", "use", NULL },
	{ "es", "poner", "place", NULL },
	{ "es", "colocar", "place", NULL },
	{ "es", "elegir", "choose", NULL },
	{ "es", "escoger", "choose", NULL },
	{ "es", "elijo", "choose", NULL },
	{ "es", "exiliar", "exile", NULL },
	{ "es", "votar", "vote", NULL },
	{ "es", "voto", "vote", NULL },
	{ "es", "pedir", "request", NULL },
	{ "es", "solicitar", "request", NULL },
	{ "es", "dar", "give", NULL },
	{ "es", "doy", "give", NULL },
	{ "es", "entregar", "give", NULL },
	{ "es", "siempre", "standing", NULL },
	{ "es", "mordedura", "bite", NULL },
	{ "es", "revelar", "reveal", NULL },
	{ "es", "enviar", "send", NULL },
	{ "es", "mandar", "send", NULL },
	/* Spanish: answers and other words. */
	{ "es", "morir", "die", "bite standing" },
	{ "es", "muere", "die", "bite standing" },
	{ "es", "tirar", "roll", "bite standing" },
	{ "es", "tirada", "roll", "bite standing" },
	{ "es", "anular", "off", "standing" },
	{ "es", "quitar", "off", "standing" },
	{ "es", "sí", "yes", NULL },
	{ "es", "si", "yes", NULL },
	{ "es", "nada", "nothing", NULL },
	{ "es", "cualquiera", "any", NULL },
	{ "es", "cualquier", "any", NULL },
	{ "es", "todos", "all", "send" },
	{ "es", "jugador", "player", "exile" },
	{ "es", "entrada", "entrance", "barricade attack" },
	{ "es", "a", "to", TO },
	{ "es", "al", "to", TO },
	{ "es", "hacia", "to", TO },
	{ "es", "a", "at", AT },
	{ "es", "al", "at", AT },
	{ "es", "en", "at", AT },
	{ "es", "sobre", "on", ON },
	{ "es", "de", "from", FROM },
	{ "es", "del", "from", FROM },
	{ "es", "desde", "from", FROM },
	{ "es", "con", "with", WITH },
	{ "es", "el", "", NULL },
	{ "es", "la", "", NULL },
	{ "es", "los", "", NULL },
	{ "es", "las", "", NULL },
	/* Spanish: locations. */
	{ "es", "colonia", "colony", NULL },
	{ "es", "comisaría", "police", NULL },
	{ "es", "policia", "police", NULL },
	{ "es", "supermercado", "grocery", NULL },
	{ "es", "tienda", "grocery", NULL },
	{ "es", "colegio", "school", NULL },
	{ "es", "escuela", "school", NULL },
	{ "es", "gasolinera", "gas", NULL },
	{ "es", "biblioteca", "library", NULL },
	{ "es", "hospital", "hospital", NULL },
	/* Spanish: item types. */
	{ "es", "arma", "weapon", NULL },
	{ "es", "armas", "weapon", NULL },
	{ "es", "combustible", "fuel", NULL },
	{ "es", "gasolina", "fuel", NULL },
	{ "es", "medicina", "medicine", NULL },
	{ "es", "medicinas", "medicine", NULL },
	{ "es", "alimento", "food", NULL },
	{ "es", "alimentos", "food", NULL },
	{ "es", "comida", "food", NULL },
	{ "es", "herramienta", "tool", NULL },
	{ "es", "herramientas", "tool", NULL },
	{ "es", "superviviente", "survivor", NULL },
	{ "es", "educacion", "education", NULL },
	{ "es", "libro", "education", NULL },
	{ "es", "libros", "education", NULL },
	{ NULL, NULL, NULL, NULL },
};

/* ---- names of things in the views ---------------------------------- */

static const char *const loc_in[DOW_NLOCS + 2][LANG_N] = {
	{ "Colony", "Colonia", "Colonia" },
	{ "Police Station", "Stazione di Polizia", "Comisaría" },
	{ "Grocery Store", "Emporio", "Supermercado" },
	{ "School", "Scuola", "Colegio" },
	{ "Gas Station", "Stazione di Servizio", "Gasolinera" },
	{ "Library", "Biblioteca", "Biblioteca" },
	{ "Hospital", "Ospedale", "Hospital" },
	{ "starting items", "oggetti iniziali", "Objetos Iniciales" },
	{ "Anywhere", "Ovunque", "Cualquier Localización" },
};

static const char *const type_in[DOW_NTYPES][LANG_N] = {
	{ "weapon", "arma", "arma" },
	{ "fuel", "carburante", "combustible" },
	{ "medicine", "medicina", "medicina" },
	{ "food", "cibo", "alimento" },
	{ "tool", "attrezzo", "herramienta" },
	{ "survivor", "sopravvissuto", "superviviente" },
	{ "education", "istruzione", "educación" },
};

static const char *const kind_in[3][LANG_N] = {
	{ "waste", "rifiuti", "vertedero" },
	{ "equip", "equipaggiamento", "equipo" },
	{ "event", "evento", "evento" },
};

/* ---- the catalogue ------------------------------------------------- */

const struct lang_msg dow_msgs[] = {
	/* Views. */
	{ "to finish a search", "finire una ricerca", "terminar una Búsqueda" },
	{ "to decide a bitten survivor's fate", "decidere la sorte di un sopravvissuto morso",
	    "decidir el destino de un Superviviente mordido" },
	{ "to vote", "votare", "votar" },
	{ "to choose a crossroads option", "scegliere un'opzione della carta storia",
	    "elegir una opción de la carta de Encrucijada" },
	{ "to answer a request for cards", "rispondere a una richiesta di carte",
	    "responder a una petición de cartas" },
	{ "to send survivors out of the colony", "mandare i sopravvissuti fuori dalla colonia",
	    "sacar a sus Supervivientes de la colonia" },
	{ "to choose survivors", "scegliere i sopravvissuti", "elegir sus Supervivientes" },
	{ "to play a turn", "giocare il turno", "jugar su turno" },
	{ "two players (cooperative)", "2 giocatori (collaborativa)", "2 jugadores (cooperativo)" },
	{ "cooperative", "collaborativa", "cooperativo" },
	{ "expert", "esperto", "extremo" },
	{ "standard", "standard", "normal" },
	{ "traitors", "traditori", "traidor" },
	{ "elimination", "eliminazione", "eliminación de jugadores" },
	{ "no mature crossroads", "senza carte storia per adulti",
	    "sin cartas de Encrucijada para adultos" },
	{ "secret", "segreto", "secreto" },
	{ "betrayal", "tradimento", "traición" },
	{ "exiled", "esilio", "exiliado" },

	/* Set-up and whose turn. */
	{ "keep exactly %1 of your %2 survivors (you named %3)",
	    "tieni esattamente %1 dei tuoi %2 %2{sopravvissuto|sopravvissuti} (ne hai nominati %3)",
	    "quédate exactamente %1 de tus %2 %2{Superviviente|Supervivientes} (has nombrado %3)" },
	{ "you keep them; now name your group leader: leader NAME",
	    "li tieni; ora nomina il leader del gruppo: leader NOME",
	    "te los quedas; ahora elige a tu Líder de Grupo: lider NOMBRE" },
	{ "you keep them; %1 still leads your group", "li tieni; %1 resta il leader del tuo gruppo",
	    "te los quedas; %1 sigue siendo tu Líder de Grupo" },
	{ "%1 leads your group", "%1 è il leader del tuo gruppo", "%1 es tu Líder de Grupo" },
	{ "name exactly one leader", "nomina un solo leader", "elige un único Líder" },
	{ "%1 is not among the survivors you keep", "%1 non è tra i sopravvissuti che tieni",
	    "%1 no está entre los Supervivientes que te quedas" },
	{ "%1 is named twice", "%1 è nominato due volte", "%1 está nombrado dos veces" },
	{ "\"%1\" is not one of the survivors dealt to you (%2)",
	    "\"%1\" non è uno dei sopravvissuti che ti sono stati distribuiti (%2)",
	    "\"%1\" no es uno de los Supervivientes que te han repartido (%2)" },
	{ "\"%1\" fits more than one of your survivors (%2): write more of the name",
	    "\"%1\" corrisponde a più di uno dei tuoi sopravvissuti (%2): scrivi una parte più "
	    "lunga del nome",
	    "\"%1\" corresponde a más de uno de tus Supervivientes (%2): escribe más del nombre" },
	{ "first say which survivors you keep: keep NAME NAME NAME",
	    "prima di' quali sopravvissuti tieni: tieni NOME NOME NOME",
	    "primero di qué Supervivientes te quedas: quedar NOMBRE NOMBRE NOMBRE" },
	{ "first say which survivors you keep: keep NAME NAME",
	    "prima di' quali sopravvissuti tieni: tieni NOME NOME",
	    "primero di qué Supervivientes te quedas: quedar NOMBRE NOMBRE" },
	{ "\"%1\" is a set-up command and the set-up is over",
	    "\"%1\" è un comando della preparazione e la preparazione è finita",
	    "\"%1\" es una orden de la preparación y la preparación ha terminado" },
	{ "\"%1\" waits until every player has chosen survivors",
	    "\"%1\" deve aspettare che ogni giocatore abbia scelto i sopravvissuti",
	    "\"%1\" debe esperar a que todos los jugadores hayan elegido Supervivientes" },
	{ "it is Player %1's turn", "è il turno del Giocatore %1", "es el turno del Jugador %1" },
	{ "the game has ended", "la partita è finita", "la partida ha terminado" },
	{ "unknown command \"%1\" (write HELP for the list)",
	    "comando sconosciuto \"%1\" (scrivi AIUTO per l'elenco)",
	    "orden desconocida \"%1\" (escribe AYUDA para ver la lista)" },
	{ "nothing waits for \"%1\" now", "ora nessuna decisione attende \"%1\"",
	    "ahora ninguna decisión espera \"%1\"" },
	{ "exiled players cannot vote", "i giocatori esiliati non possono votare",
	    "los jugadores exiliados no pueden votar" },
	{ "every vote is in and tied: Player %1, the first player, breaks the tie",
	    "tutti hanno votato ed è parità: decide il Giocatore %1, il primo giocatore",
	    "todos han votado y hay empate: decide el Jugador %1, el Jugador Inicial" },
	{ "you have already answered this vote by your standing instruction (standing vote off "
	  "to answer by hand next time)",
	    "hai già risposto a questo voto con la tua istruzione fissa (sempre voto annulla "
	    "per rispondere a mano la prossima volta)",
	    "ya has respondido a esta votación con tu instrucción fija (siempre votar anular "
	    "para responder a mano la próxima vez)" },
	{ "you have already voted on exiling Player %1",
	    "hai già votato sull'esilio del Giocatore %1",
	    "ya has votado sobre el Exilio del Jugador %1" },
	{ "not done: the game waits for the votes on exiling Player %1",
	    "non fatto: la partita attende i voti sull'esilio del Giocatore %1",
	    "no hecho: la partida espera los votos sobre el Exilio del Jugador %1" },
	{ "not done: the game waits for the answers to Player %1's request",
	    "non fatto: la partita attende le risposte alla richiesta del Giocatore %1",
	    "no hecho: la partida espera las respuestas a la petición del Jugador %1" },
	{ "not done: the game waits for Player %1 %2",
	    "non fatto: la partita attende il Giocatore %1 (%2)",
	    "no hecho: la partida espera al Jugador %1 (%2)" },
	{ "to finish a search (keep CARD or noise)",
	    "deve finire una ricerca: tieni CARTA o rumore",
	    "debe terminar una Búsqueda: quedar CARTA o ruido" },
	{ "to decide a bitten survivor's fate (bite die or bite roll)",
	    "deve decidere la sorte di un sopravvissuto morso: morso muore o morso tira",
	    "debe decidir el destino de un Superviviente mordido: mordedura morir o mordedura "
	    "tirar" },
	{ "for every vote", "attende tutti i voti", "espera todos los votos" },
	{ "to choose a crossroads option (choose 1 or choose 2)",
	    "deve scegliere un'opzione della carta storia: scegli 1 o scegli 2",
	    "debe elegir una opción de la carta de Encrucijada: elegir 1 o elegir 2" },
	{ "to send its survivors out of the colony (send all to LOCATION)",
	    "deve mandare i suoi sopravvissuti fuori dalla colonia: manda tutti a LUOGO",
	    "debe sacar a sus Supervivientes de la colonia: enviar todos a LOCALIZACIÓN" },
	{ "your group leader changes only when it leaves play: then you may name another",
	    "il leader del gruppo cambia solo quando esce dal gioco: allora potrai nominarne un "
	    "altro",
	    "tu Líder de Grupo solo cambia cuando sale del juego: entonces podrás elegir otro" },
	{ "you hold no crossroads card", "non hai nessuna carta storia",
	    "no tienes ninguna carta de Encrucijada" },

	/* Actions. */
	{ "name one of your survivors", "nomina uno dei tuoi sopravvissuti",
	    "nombra a uno de tus Supervivientes" },
	{ "\"%1\" is not one of your survivors", "\"%1\" non è uno dei tuoi sopravvissuti",
	    "\"%1\" no es uno de tus Supervivientes" },
	{ "\"%1\" fits more than one of your survivors",
	    "\"%1\" corrisponde a più di uno dei tuoi sopravvissuti",
	    "\"%1\" corresponde a más de uno de tus Supervivientes" },
	{ "you have no unused die showing %1 (your dice: %2)",
	    "non hai nessun dado azione non usato con risultato %1 (i tuoi dadi: %2)",
	    "no tienes ningún dado de Acción disponible con un %1 (tus dados: %2)" },
	{ "this needs a die of %1 or more (your dice: %2)",
	    "serve un dado con risultato pari o superiore a %1 (i tuoi dadi: %2)",
	    "hace falta un dado con un resultado de %1 o más (tus dados: %2)" },
	{ "say where: colony, police, grocery, school, gas, library or hospital",
	    "di' dove: colonia, polizia, emporio, scuola, stazione di servizio, biblioteca o "
	    "ospedale",
	    "di adónde: colonia, comisaria, supermercado, colegio, gasolinera, biblioteca u "
	    "hospital" },
	{ "%1 has already moved this turn", "%1 si è già mosso in questo turno",
	    "%1 ya se ha movido en este turno" },
	{ "%1 is already there", "%1 è già lì", "%1 ya está allí" },
	{ "survivors cannot move this round (crisis)",
	    "i sopravvissuti non possono muoversi in questo round (crisi)",
	    "los Supervivientes no pueden moverse en esta ronda (Crisis)" },
	{ "exiled survivors cannot enter the colony",
	    "i sopravvissuti esiliati non possono entrare nella colonia",
	    "los Supervivientes Exiliados no pueden entrar en la colonia" },
	{ "the %1 has no empty survivor space", "%1: nessuna casella sopravvissuto vuota",
	    "%1: no queda ningún espacio de Superviviente vacío" },
	{ "there is no zombie at the %1", "%1: non c'è nessuno zombie", "%1: no hay ningún Zombi" },
	{ "there is nothing to search in the colony", "nella colonia non si può cercare",
	    "en la colonia no se puede realizar una Búsqueda" },
	{ "the %1 has no cards left", "%1: il mazzo degli oggetti è finito",
	    "%1: no quedan cartas en el mazo de Objetos" },
	{ "you are not searching", "non stai cercando", "no estás realizando una Búsqueda" },
	{ "name one of the cards you see", "nomina una delle carte che vedi",
	    "nombra una de las cartas que ves" },
	{ "no empty entrance space there", "lì non c'è nessuna casella entrata vuota",
	    "allí no hay ningún espacio de entrada vacío" },
	{ "cleaning needs a survivor of yours in the colony",
	    "per la pulizia serve un tuo sopravvissuto nella colonia",
	    "para limpiar el Vertedero necesitas un Superviviente tuyo en la colonia" },
	{ "the waste pile is empty", "la pila dei rifiuti è vuota", "el Vertedero está vacío" },
	{ "there is no crisis to add cards to", "non c'è nessuna crisi a cui contribuire",
	    "no hay ninguna Crisis a la que añadir cartas" },
	{ "exiled players cannot add cards to the crisis",
	    "i giocatori esiliati non possono contribuire alla crisi",
	    "los jugadores Exiliados no pueden añadir cartas a la Crisis" },
	{ "name a card in your hand", "nomina una carta della tua mano",
	    "nombra una carta de tu mano" },
	{ "\"%1\" is not a card in your hand", "\"%1\" non è una carta della tua mano",
	    "\"%1\" no es una carta de tu mano" },
	{ "exiled players cannot spend food tokens",
	    "i giocatori esiliati non possono spendere segnalini cibo",
	    "los jugadores Exiliados no pueden gastar fichas de Alimento" },
	{ "the food supply holds only %1", "la riserva di cibo ha solo %1 %1{segnalino|segnalini}",
	    "la reserva de Alimentos solo tiene %1 %1{ficha|fichas}" },
	{ "a die goes up to 6 at most", "un dado arriva al massimo a 6",
	    "un dado llega como máximo a 6" },
	{ "there are no exile votes in a cooperative game",
	    "in una partita collaborativa non si vota per l'esilio",
	    "en una partida cooperativa no se vota el Exilio" },
	{ "you have called a vote this turn already",
	    "hai già indetto una votazione in questo turno",
	    "ya has iniciado una votación en este turno" },
	{ "you cannot call a vote to exile yourself",
	    "non puoi indire una votazione per esiliare te stesso",
	    "no puedes iniciar una votación para exiliarte a ti mismo" },
	{ "no vote waits for you", "nessuna votazione attende il tuo voto",
	    "ninguna votación espera tu voto" },
	{ "answer vote yes or vote no", "rispondi vota sì o vota no",
	    "responde votar sí o votar no" },
	{ "no request waits for your answer", "nessuna richiesta attende la tua risposta",
	    "ninguna petición espera tu respuesta" },
	{ "answer give CARD or give nothing", "rispondi dai CARTA o dai niente",
	    "responde dar CARTA o dar nada" },
	{ "answer \"bite die\" or \"bite roll\"", "rispondi \"morso muore\" o \"morso tira\"",
	    "responde \"mordedura morir\" o \"mordedura tirar\"" },
	{ "no crossroads card waits for your choice", "nessuna carta storia attende la tua scelta",
	    "ninguna carta de Encrucijada espera tu elección" },
	{ "answer choose 1 or choose 2", "rispondi scegli 1 o scegli 2",
	    "responde elegir 1 o elegir 2" },
	{ "the main objective takes no %1 cards", "l'obiettivo principale non accetta carte %1",
	    "el Objetivo Principal no acepta cartas de %1" },

	/* HELP: usage and text of every command (dow_cmd.c). */
	{ "keep NAME NAME", "tieni NOME NOME", "quedar NOMBRE NOMBRE" },
	{ "keep two of the four survivors dealt to you (three with two players)",
	    "tieni due dei quattro sopravvissuti che ti sono stati distribuiti (tre con 2 "
	    "giocatori)",
	    "quédate 2 de los 4 Supervivientes que te han repartido (3 en partidas de 2 "
	    "jugadores)" },
	{ "leader NAME", "leader NOME", "lider NOMBRE" },
	{ "name which kept survivor leads your group",
	    "nomina quale dei sopravvissuti che tieni è il leader del gruppo",
	    "elige cuál de los Supervivientes que te quedas es tu Líder de Grupo" },
	{ "move SURVIVOR to LOCATION", "muovi SOPRAVVISSUTO a LUOGO",
	    "mover SUPERVIVIENTE a LOCALIZACIÓN" },
	{ "move a survivor (once a turn) and roll for exposure",
	    "muovi un sopravvissuto (una volta per turno) e tira per l'esposizione",
	    "mueve a un Superviviente (una vez por turno) y haz una tirada de Riesgo" },
	{ "attack SURVIVOR [TARGET] [entrance N] [DIE]",
	    "attacca SOPRAVVISSUTO [BERSAGLIO] [entrata N] [DADO]",
	    "atacar SUPERVIVIENTE [BLANCO] [entrada N] [DADO]" },
	{ "kill a zombie there (then exposure; in the colony, at the entrance you name, else the"
	  " fullest), or attack another player's survivor",
	    "uccidi uno zombie nel luogo (poi esposizione; nella colonia, all'entrata che indichi,"
	    " altrimenti alla più piena) o attacca il sopravvissuto di un altro giocatore",
	    "mata a un Zombi en esa Localización (luego tirada de Riesgo; en la colonia, en la"
	    " entrada que indiques, si no en la más llena) o ataca al Superviviente de otro"
	    " jugador" },
	{ "search SURVIVOR [DIE] [keep WHAT [noise N]]",
	    "cerca SOPRAVVISSUTO [DADO] [tieni COSA [rumore N]]",
	    "buscar SUPERVIVIENTE [DADO] [quedar QUÉ [ruido N]]" },
	{ "look at the top card of the location's deck; with keep, keep the first card of that "
	  "type or name, making noise up to N times",
	    "guarda la prima carta del mazzo degli oggetti del luogo; con tieni, tieni la prima "
	    "carta di quel tipo o nome, facendo rumore fino a N volte",
	    "mira la primera carta del mazo de Objetos de la Localización; con quedar, quédate la "
	    "primera carta de ese tipo o nombre, haciendo Ruido hasta N veces" },
	{ "keep CARD", "tieni CARTA", "quedar CARTA" },
	{ "end your search keeping that card", "termina la ricerca tenendo quella carta",
	    "termina la Búsqueda quedándote esa carta" },
	{ "noise", "rumore", "ruido" },
	{ "make noise to look at one more card", "fai rumore per guardare un'altra carta",
	    "haz Ruido para mirar una carta más" },
	{ "barricade SURVIVOR [at ENTRANCE] [DIE]", "barricata SOPRAVVISSUTO [entrata N] [DADO]",
	    "barricada SUPERVIVIENTE [entrada N] [DADO]" },
	{ "put a barricade on an empty entrance space",
	    "colloca una barricata su una casella entrata vuota",
	    "coloca una ficha de Barricada en un espacio de entrada vacío" },
	{ "clean [DIE]", "pulisci [DADO]", "limpiar [DADO]" },
	{ "remove 3 cards of the waste pile (a survivor of yours in the colony)",
	    "rimuovi 3 carte dalla pila dei rifiuti (serve un tuo sopravvissuto nella colonia)",
	    "retira 3 cartas del Vertedero (necesitas un Superviviente tuyo en la colonia)" },
	{ "attract SURVIVOR from LOCATION [DIE]", "richiama SOPRAVVISSUTO da LUOGO [DADO]",
	    "atraer SUPERVIVIENTE desde LOCALIZACIÓN [DADO]" },
	{ "bring 2 zombies from a location to the survivor's",
	    "porta 2 zombie da un luogo a quello del sopravvissuto",
	    "lleva 2 Zombis de una Localización a la del Superviviente" },
	{ "food DIE [TOKENS]", "pasto DADO [SEGNALINI]", "comer DADO [FICHAS]" },
	{ "spend food tokens to raise an unused die (6 at most)",
	    "spendi segnalini cibo per aumentare un dado azione non usato (massimo 6)",
	    "gasta fichas de Alimento para subir un dado de Acción disponible (máximo 6)" },
	{ "crisis CARD [CARD ...]", "crisi CARTA [CARTA ...]", "crisis CARTA [CARTA ...]" },
	{ "add cards from your hand face down to the crisis",
	    "aggiungi carte della tua mano a faccia in giù come contributo alla crisi",
	    "añade cartas de tu mano boca abajo a la Crisis" },
	{ "equip CARD to SURVIVOR", "equipaggia CARTA a SOPRAVVISSUTO",
	    "equipar CARTA a SUPERVIVIENTE" },
	{ "equip a card from your hand", "equipaggia una carta della tua mano",
	    "equipa una carta de tu mano" },
	{ "handoff CARD to SURVIVOR", "cedi CARTA a SOPRAVVISSUTO",
	    "transferir CARTA a SUPERVIVIENTE" },
	{ "pass an equipped card to another survivor at the same location",
	    "cedi una carta equipaggiata a un altro sopravvissuto nello stesso luogo",
	    "transfiere una carta equipada a otro Superviviente de la misma Localización" },
	{ "end", "fine", "fin" },
	{ "end your turn", "termina il tuo turno", "termina tu turno" },
	{ "done", "fatto", "hecho" },
	{ "the same as end", "come fine", "lo mismo que fin" },
	{ "play CARD [on SURVIVOR] [at LOCATION]", "gioca CARTA [su SOPRAVVISSUTO] [a LUOGO]",
	    "jugar CARTA [sobre SUPERVIVIENTE] [en LOCALIZACIÓN]" },
	{ "play a card from your hand", "gioca una carta della tua mano",
	    "juega una carta de tu mano" },
	{ "use SURVIVOR|CARD [on SURVIVOR] [at LOCATION] [DIE]",
	    "usa SOPRAVVISSUTO|CARTA [su SOPRAVVISSUTO] [a LUOGO] [DADO]",
	    "usar SUPERVIVIENTE|CARTA [sobre SUPERVIVIENTE] [en LOCALIZACIÓN] [DADO]" },
	{ "use a survivor's power or an equipped card's action",
	    "usa la capacità di un sopravvissuto o l'azione di una carta equipaggiata",
	    "usa la Capacidad de un Superviviente o la acción de una carta equipada" },
	{ "place CARD", "metti CARTA", "poner CARTA" },
	{ "put a card of your hand on the main objective, when it takes that type",
	    "metti una carta della tua mano sull'obiettivo principale, se accetta quel tipo",
	    "pon una carta de tu mano sobre el Objetivo Principal, si acepta ese tipo" },
	{ "choose 1 | choose 2", "scegli 1 | scegli 2", "elegir 1 | elegir 2" },
	{ "choose an option of the crossroads card just revealed",
	    "scegli un'opzione della carta storia appena rivelata",
	    "elige una opción de la carta de Encrucijada que se acaba de revelar" },
	{ "exile PLAYER", "esilia GIOCATORE", "exiliar JUGADOR" },
	{ "call a vote to exile another player (once a turn)",
	    "indici una votazione per esiliare un altro giocatore (una volta per turno)",
	    "inicia una votación para exiliar a otro jugador (una vez por turno)" },
	{ "vote yes | vote no", "vota sì | vota no", "votar sí | votar no" },
	{ "your secret vote on the exile called", "il tuo voto segreto sull'esilio",
	    "tu voto secreto sobre el Exilio" },
	{ "request [WHAT]", "richiedi [COSA]", "pedir [QUÉ]" },
	{ "ask the other players for item cards", "chiedi carte oggetto agli altri giocatori",
	    "pide cartas de Objeto a los demás jugadores" },
	{ "give CARD | give nothing", "dai CARTA | dai niente", "dar CARTA | dar nada" },
	{ "answer a request: the card is played at once for the requester",
	    "rispondi a una richiesta: la carta è giocata subito per chi l'ha chiesta",
	    "responde a una petición: la carta se juega en el acto para quien la pidió" },
	{ "standing bite die|roll|off, standing give nothing|off, standing vote yes|no|off, "
	  "standing choose 1|2|off",
	    "sempre morso muore|tira|annulla, sempre dai niente|annulla, sempre vota "
	    "sì|no|annulla, "
	    "sempre scegli 1|2|annulla",
	    "siempre mordedura morir|tirar|anular, siempre dar nada|anular, siempre votar "
	    "sí|no|anular, siempre elegir 1|2|anular" },
	{ "answer these decisions for you from now on, without a mail",
	    "d'ora in poi queste decisioni sono prese per te, senza una mail",
	    "a partir de ahora estas decisiones se toman por ti, sin un correo" },
	{ "bite die | bite roll", "morso muore | morso tira", "mordedura morir | mordedura tirar" },
	{ "the bitten survivor dies, or rolls the exposure die (a blank saves it)",
	    "il sopravvissuto morso muore, oppure tira il dado esposizione (un risultato vuoto lo "
	    "salva)",
	    "el Superviviente mordido muere, o tira el dado de Riesgo (un resultado en blanco lo "
	    "salva)" },
	{ "reveal", "rivela", "revelar" },
	{ "say that the trigger of the crossroads card you hold has happened",
	    "di' che l'innesco della carta storia che hai si è verificato",
	    "di que se ha cumplido la Activación de la carta de Encrucijada que tienes" },
	{ "send SURVIVOR to LOCATION | send all to LOCATION",
	    "manda SOPRAVVISSUTO a LUOGO | manda tutti a LUOGO",
	    "enviar SUPERVIVIENTE a LOCALIZACIÓN | enviar todos a LOCALIZACIÓN" },
	{ "where your survivors go now that they must leave the colony",
	    "dove vanno i tuoi sopravvissuti ora che devono lasciare la colonia",
	    "adónde van tus Supervivientes ahora que deben salir de la colonia" },
	{ "name your new group leader, after the old one left play",
	    "nomina il nuovo leader del gruppo, dopo che il vecchio è uscito dal gioco",
	    "elige a tu nuevo Líder de Grupo, después de que el anterior saliera del juego" },
	/* The narration, its results and refusals. */
#include "games/dow/dow_story.h"
	{ NULL, NULL, NULL },
};

/* ---- HELP WORD: each command explained in full ----------------------- */

static const struct {
	const char     *word;
	struct lang_msg more;
} dow_more_texts[] = {
	{ "keep",
	    { "During the set-up, keep NAME NAME chooses the survivors you keep of the four dealt "
	      "to you (three with two players): a first name, a last name or its first letters "
	      "are enough. During a search, keep CARD ends it and puts that card in your hand; "
	      "the other cards seen go to the bottom of the deck.",
	        "Durante la preparazione, tieni NOME NOME sceglie i sopravvissuti che tieni tra i "
	        "quattro distribuiti (tre con 2 giocatori): bastano il nome, il cognome o le prime "
	        "lettere. Durante una ricerca, tieni CARTA la termina e aggiunge quella carta alla "
	        "tua mano; le altre carte guardate vanno in fondo al mazzo.",
	        "Durante la preparación, quedar NOMBRE NOMBRE elige los Supervivientes que te "
	        "quedas de los cuatro que te han repartido (tres con 2 jugadores): basta el "
	        "nombre, "
	        "el apellido o sus primeras letras. Durante una Búsqueda, quedar CARTA la termina "
	        "y "
	        "pone esa carta en tu mano; las demás cartas vistas van bajo el mazo." } },
	{ "leader",
	    { "leader NAME names the group leader among the survivors you keep; you may change it "
	      "until every player has chosen. When your leader leaves play, leader NAME names a "
	      "follower as the new one.",
	        "leader NOME nomina il leader del gruppo tra i sopravvissuti che tieni; puoi "
	        "cambiarlo finché tutti i giocatori non hanno scelto. Quando il tuo leader esce "
	        "dal gioco, leader NOME rende leader uno dei tuoi seguaci.",
	        "lider NOMBRE elige a tu Líder de Grupo entre los Supervivientes que te quedas; "
	        "puedes cambiarlo hasta que todos los jugadores hayan elegido. Cuando tu Líder "
	        "sale "
	        "del juego, lider NOMBRE convierte en Líder a uno de tus Seguidores." } },
	{ "move",
	    { "move SURVIVOR to LOCATION moves a survivor you control to a location with an empty "
	      "survivor space, once a turn per survivor, and rolls the exposure die for it. "
	      "Locations: colony, police, grocery, school, gas, library, hospital. Add \"with "
	      "CARD\" to play a card that goes with a move (Fuel: no exposure roll).",
	        "muovi SOPRAVVISSUTO a LUOGO muove un tuo sopravvissuto in un luogo con una "
	        "casella "
	        "sopravvissuto vuota, una volta per turno per sopravvissuto, e tira il dado "
	        "esposizione. Luoghi: colonia, stazione di polizia, emporio, scuola, stazione di "
	        "servizio, biblioteca, ospedale. Aggiungi \"con CARTA\" per giocare una carta che "
	        "accompagna il movimento (Benzina: niente tiro per l'esposizione).",
	        "mover SUPERVIVIENTE a LOCALIZACIÓN mueve a un Superviviente que controlas a una "
	        "Localización con un espacio de Superviviente vacío, una vez por turno por "
	        "Superviviente, y hace una tirada de Riesgo. Localizaciones: colonia, comisaría, "
	        "supermercado, colegio, gasolinera, biblioteca, hospital. Añade \"con CARTA\" para "
	        "jugar una carta que acompaña al movimiento (Combustible: sin tirada de "
	        "Riesgo)." } },
	{ "attack",
	    { "attack SURVIVOR spends an unused die of at least the survivor's attack value and "
	      "kills a zombie at its location, then rolls for exposure. attack SURVIVOR TARGET "
	      "attacks another player's survivor there instead: the die is rolled again and a "
	      "result up to the target's attack value wounds it and takes a random card from its "
	      "player. Give a die value to choose which die is spent.",
	        "attacca SOPRAVVISSUTO spende un dado azione non usato pari o superiore al valore "
	        "di Attacco del sopravvissuto e uccide uno zombie nel suo luogo, poi tira per "
	        "l'esposizione. attacca SOPRAVVISSUTO BERSAGLIO attacca invece il sopravvissuto di "
	        "un altro giocatore nello stesso luogo: il dado viene tirato di nuovo e un "
	        "risultato pari o inferiore all'Attacco del bersaglio lo ferisce e prende una "
	        "carta casuale dalla mano del suo giocatore. Indica il valore di un dado per "
	        "scegliere quale spendere.",
	        "atacar SUPERVIVIENTE gasta un dado de Acción disponible igual o mayor que el "
	        "valor "
	        "de Ataque del Superviviente y mata a un Zombi en su Localización; después haz una "
	        "tirada de Riesgo. atacar SUPERVIVIENTE BLANCO ataca en cambio al Superviviente de "
	        "otro jugador en esa Localización: se vuelve a tirar el dado y un resultado igual "
	        "o "
	        "menor que el Ataque del blanco le causa una Herida y coges una carta al azar de "
	        "la "
	        "mano de su jugador. Indica el valor de un dado para elegir cuál gastas." } },
	{ "search",
	    { "search SURVIVOR spends a die of at least the survivor's search value and shows you "
	      "the top card of its location's deck; answer keep CARD or noise. search SURVIVOR "
	      "keep WHAT noise N does it in one line: it keeps the first card of that type or name "
	      "(or any), making noise up to N times to look further.",
	        "cerca SOPRAVVISSUTO spende un dado pari o superiore al valore di Ricerca del "
	        "sopravvissuto e ti mostra la prima carta del mazzo degli oggetti del suo luogo; "
	        "rispondi tieni CARTA o rumore. cerca SOPRAVVISSUTO tieni COSA rumore N fa tutto "
	        "in una riga: tiene la prima carta di quel tipo o nome (o qualsiasi), facendo "
	        "rumore fino a N volte per guardare oltre.",
	        "buscar SUPERVIVIENTE gasta un dado igual o mayor que el valor de Búsqueda del "
	        "Superviviente y te muestra la primera carta del mazo de Objetos de su "
	        "Localización; responde quedar CARTA o ruido. buscar SUPERVIVIENTE quedar QUÉ "
	        "ruido N lo hace en una línea: se queda la primera carta de ese tipo o nombre (o "
	        "cualquiera), haciendo Ruido hasta N veces para seguir mirando." } },
	{ "noise",
	    { "noise, during a search, puts a noise token at the location (4 at most each round) "
	      "and shows you one more card; at the end you keep one of the cards seen.",
	        "rumore, durante una ricerca, colloca un segnalino rumore nel luogo (al massimo 4 "
	        "per round) e ti mostra un'altra carta; alla fine tieni una delle carte guardate.",
	        "ruido, durante una Búsqueda, coloca una ficha de Ruido en la Localización (como "
	        "máximo 4 por ronda) y te muestra una carta más; al final te quedas una de las "
	        "cartas vistas." } },
	{ "barricade",
	    { "barricade SURVIVOR spends any unused die to put a barricade on an empty entrance "
	      "space of the survivor's location; in the colony, \"at 3\" chooses the entrance.",
	        "barricata SOPRAVVISSUTO spende un dado qualsiasi per collocare un segnalino "
	        "barricata su una casella entrata vuota del luogo del sopravvissuto; nella colonia "
	        "\"entrata 3\" sceglie l'entrata.",
	        "barricada SUPERVIVIENTE gasta cualquier dado para colocar una ficha de Barricada "
	        "en "
	        "un espacio de entrada vacío de la Localización del Superviviente; en la colonia, "
	        "\"entrada 3\" elige la entrada." } },
	{ "clean",
	    { "clean spends any unused die to remove 3 cards of the waste pile from the game; you "
	      "need a survivor in the colony.",
	        "pulisci spende un dado qualsiasi per rimuovere dal gioco 3 carte della pila dei "
	        "rifiuti; ti serve un sopravvissuto nella colonia.",
	        "limpiar gasta cualquier dado para retirar del juego 3 cartas del Vertedero; "
	        "necesitas un Superviviente en la colonia." } },
	{ "attract",
	    { "attract SURVIVOR from LOCATION spends any unused die to move 2 zombies from that "
	      "location to empty entrance spaces of the survivor's.",
	        "richiama SOPRAVVISSUTO da LUOGO spende un dado qualsiasi per muovere 2 zombie da "
	        "quel luogo alle caselle entrata vuote del luogo del sopravvissuto.",
	        "atraer SUPERVIVIENTE desde LOCALIZACIÓN gasta cualquier dado para mover 2 Zombis "
	        "de esa Localización a espacios de entrada vacíos de la del Superviviente." } },
	{ "food",
	    { "food DIE TOKENS spends food tokens of the supply to raise one unused die by 1 each, "
	      "up to 6.",
	        "pasto DADO SEGNALINI spende segnalini della riserva di cibo per aumentare di 1 "
	        "ciascuno un dado azione non usato, fino a 6.",
	        "comer DADO FICHAS gasta fichas de la reserva de Alimentos para subir 1 por ficha "
	        "un dado de Acción disponible, hasta 6." } },
	{ "crisis",
	    { "crisis CARD CARD adds cards of your hand face down to the crisis of the round. "
	      "Cards "
	      "of the type the crisis asks for prevent it; any other card counts against it.",
	        "crisi CARTA CARTA aggiunge carte della tua mano a faccia in giù come contributo "
	        "alla crisi del round. Le carte del tipo richiesto la prevengono; ogni altra carta "
	        "conta contro.",
	        "crisis CARTA CARTA añade cartas de tu mano boca abajo a la Crisis de la ronda. "
	        "Las "
	        "cartas del tipo que pide la previenen; cualquier otra carta cuenta en contra." } },
	{ "equip",
	    { "equip CARD to SURVIVOR places an equipment card of your hand beside a survivor you "
	      "control, who then has its ability.",
	        "equipaggia CARTA a SOPRAVVISSUTO colloca una carta equipaggiamento della tua mano "
	        "accanto a un tuo sopravvissuto, che ne ottiene la capacità.",
	        "equipar CARTA a SUPERVIVIENTE asigna una carta de Equipo de tu mano a un "
	        "Superviviente que controlas, que obtiene su Capacidad." } },
	{ "handoff",
	    { "handoff CARD to SURVIVOR passes a card equipped by one of your survivors to another "
	      "survivor at the same location.",
	        "cedi CARTA a SOPRAVVISSUTO cede una carta equipaggiata da un tuo sopravvissuto a "
	        "un altro sopravvissuto nello stesso luogo.",
	        "transferir CARTA a SUPERVIVIENTE pasa una carta equipada por uno de tus "
	        "Supervivientes a otro Superviviente de la misma Localización." } },
	{ "end",
	    { "end (or done) ends your turn; the next player's turn begins.",
	        "fine (o fatto) termina il tuo turno; inizia il turno del giocatore successivo.",
	        "fin (o hecho) termina tu turno; empieza el turno del siguiente jugador." } },
	{ "done",
	    { "done is the same as end: it ends your turn.",
	        "fatto è come fine: termina il tuo turno.",
	        "hecho es lo mismo que fin: termina tu turno." } },
	{ "play",
	    { "play CARD plays a card of your hand; \"on SURVIVOR\" and \"at LOCATION\" name its "
	      "targets when it has any.",
	        "gioca CARTA gioca una carta della tua mano; \"su SOPRAVVISSUTO\" e \"a LUOGO\" ne "
	        "indicano i bersagli, se ne ha.",
	        "jugar CARTA juega una carta de tu mano; \"sobre SUPERVIVIENTE\" y \"en "
	        "LOCALIZACIÓN\" indican sus objetivos, si los tiene." } },
	{ "use",
	    { "use SURVIVOR uses a survivor's ability (some spend a die, given last); use CARD "
	      "uses "
	      "the action of an equipped card.",
	        "usa SOPRAVVISSUTO usa la capacità di un sopravvissuto (alcune spendono un dado, "
	        "indicato per ultimo); usa CARTA usa l'azione di una carta equipaggiata.",
	        "usar SUPERVIVIENTE usa la Capacidad de un Superviviente (algunas gastan un dado, "
	        "indicado al final); usar CARTA usa la acción de una carta equipada." } },
	{ "place",
	    { "place CARD puts a card of your hand on the main objective, when its goal takes "
	      "cards of that type.",
	        "metti CARTA colloca una carta della tua mano sull'obiettivo principale, se il suo "
	        "scopo richiede carte di quel tipo.",
	        "poner CARTA coloca una carta de tu mano sobre el Objetivo Principal, si su meta "
	        "pide cartas de ese tipo." } },
	{ "choose",
	    { "choose 1 or choose 2 picks an option of the crossroads card revealed in your turn; "
	      "if you cannot meet one, take the other.",
	        "scegli 1 o scegli 2 sceglie un'opzione della carta storia rivelata nel tuo turno; "
	        "se non puoi soddisfarne una, prendi l'altra.",
	        "elegir 1 o elegir 2 escoge una opción de la carta de Encrucijada revelada en tu "
	        "turno; si no puedes cumplir una, escoge la otra." } },
	{ "exile",
	    { "exile 2 calls a vote to exile Player 2, once a turn. Every player not exiled votes "
	      "in secret; the first player breaks a tie.",
	        "esilia 2 indice una votazione per esiliare il Giocatore 2, una volta per turno. "
	        "Ogni giocatore non esiliato vota in segreto; il primo giocatore dirime la parità.",
	        "exiliar 2 inicia una votación para exiliar al Jugador 2, una vez por turno. Todos "
	        "los jugadores no Exiliados votan en secreto; el Jugador Inicial resuelve los "
	        "empates." } },
	{ "vote",
	    { "vote yes or vote no is your secret vote on an exile; the result is told when every "
	      "vote is in.",
	        "vota sì o vota no è il tuo voto segreto su un esilio; il risultato è annunciato "
	        "quando tutti hanno votato.",
	        "votar sí o votar no es tu voto secreto sobre un Exilio; el resultado se anuncia "
	        "cuando todos han votado." } },
	{ "request",
	    { "request WHAT asks the other players for item cards (a type, a name, or anything); "
	      "a card given is revealed and played at once for you.",
	        "richiedi COSA chiede carte oggetto agli altri giocatori (un tipo, un nome o "
	        "qualsiasi cosa); una carta data viene rivelata e giocata subito per te.",
	        "pedir QUÉ pide cartas de Objeto a los demás jugadores (un tipo, un nombre o "
	        "cualquiera); la carta entregada se muestra y se juega en el acto para ti." } },
	{ "give",
	    { "give CARD answers a request with a card of your hand, played at once for the player "
	      "who asked; give nothing declines.",
	        "dai CARTA risponde a una richiesta con una carta della tua mano, giocata subito "
	        "per chi l'ha chiesta; dai niente rifiuta.",
	        "dar CARTA responde a una petición con una carta de tu mano, que se juega en el "
	        "acto para quien la pidió; dar nada la rechaza." } },
	{ "standing",
	    { "standing gives an answer in advance, used whenever the game would wait for you: "
	      "standing bite die|roll, standing give nothing, standing vote yes|no, standing "
	      "choose 1|2; off cancels it.",
	        "sempre dà una risposta in anticipo, usata ogni volta che la partita aspetterebbe "
	        "te: sempre morso muore|tira, sempre dai niente, sempre vota sì|no, sempre scegli "
	        "1|2; annulla la revoca.",
	        "siempre da una respuesta por adelantado, que se usa cada vez que la partida te "
	        "esperaría: siempre mordedura morir|tirar, siempre dar nada, siempre votar sí|no, "
	        "siempre elegir 1|2; anular la cancela." } },
	{ "bite",
	    { "bite die or bite roll answers a bite that spreads to your survivor: it dies and the "
	      "bite stops, or it rolls the exposure die and only a blank saves it.",
	        "morso muore o morso tira risponde a un morso che si diffonde a un tuo "
	        "sopravvissuto: muore e il morso si ferma, oppure tira il dado esposizione e solo "
	        "un risultato vuoto lo salva.",
	        "mordedura morir o mordedura tirar responde a una Mordedura que se propaga a tu "
	        "Superviviente: muere y la Mordedura se detiene, o tira el dado de Riesgo y solo "
	        "un "
	        "resultado en blanco lo salva." } },
	{ "reveal",
	    { "reveal says that the trigger of the crossroads card you hold has happened, for the "
	      "triggers the arbiter cannot watch.",
	        "rivela dice che l'innesco della carta storia che hai si è verificato, per gli "
	        "inneschi che l'arbitro non può controllare.",
	        "revelar dice que se ha cumplido la Activación de la carta de Encrucijada que "
	        "tienes, para las que el árbitro no puede vigilar." } },
	{ "send",
	    { "send all to LOCATION or send SURVIVOR to LOCATION sends your survivors out of the "
	      "colony once you are exiled; each rolls for exposure.",
	        "manda tutti a LUOGO o manda SOPRAVVISSUTO a LUOGO manda i tuoi sopravvissuti "
	        "fuori dalla colonia dopo l'esilio; ognuno tira per l'esposizione.",
	        "enviar todos a LOCALIZACIÓN o enviar SUPERVIVIENTE a LOCALIZACIÓN saca a tus "
	        "Supervivientes de la colonia cuando te exilian; cada uno hace una tirada de "
	        "Riesgo." } },
};

/* ---- lookups ------------------------------------------------------- */

/* dow_names - the pack's card names in a locale, where they differ */

static void
add_name(struct lang_dict *d, const struct dow_names *n, int lang)
{
	const char *local = dow_name_in(n, lang);
	char       *a, *b;

	a = lang_fold(local);
	b = lang_fold(n->name);
	if (strcmp(a, b) != 0)
		lang_dict_add(d, local, b, NULL);
	free(a);
	free(b);
}

void
dow_names(const struct dow_state *s, const char *locale, struct lang_dict *d)
{
	const struct dow_pack *p = s->pack;
	int                    lang = lang_index(locale), i;

	if (lang == 0)
		return;
	for (i = 0; i < p->nsurv; i++)
		add_name(d, &p->surv[i].n, lang);
	for (i = 0; i < p->nitem; i++)
		add_name(d, &p->item[i].n, lang);
	for (i = 0; i < p->ncrisis; i++)
		add_name(d, &p->crisis[i].n, lang);
	for (i = 0; i < p->nxroads; i++)
		add_name(d, &p->xroads[i].n, lang);
	for (i = 0; i < p->nobj; i++)
		add_name(d, &p->obj[i].n, lang);
}

/* dow_name_in - a card's name in a language, English if none */

const char *
dow_name_in(const struct dow_names *n, int lang)
{
	return (dow_card_text(n, &n->name, lang));
}

/* dow_card_text - a text of a card (en points into the card that begins
 * with n) in a language: its overlay's, else the English *en */

const char *
dow_card_text(const struct dow_names *n, char *const *en, int lang)
{
	const struct dow_tr *t;
	size_t               off = (size_t)((const char *)en - (const char *)n);

	for (t = n->tr; lang != 0 && t != NULL; t = t->next)
		if (t->lang == lang && t->off == off)
			return (t->text);
	return (*en);
}

/* card_words - en is the name or a text (field) of the card n: its
 * words in lang, else NULL */

static const char *
card_words(const struct dow_names *n, char *const *field, const char *en, int lang)
{
	if (field == NULL)
		return (strcmp(n->name, en) == 0 ? dow_name_in(n, lang) : NULL);
	return (*field != NULL && strcmp(*field, en) == 0 ? dow_card_text(n, field, lang) : NULL);
}

/* dow_card_words - the name or text of a card of the pack in lang,
 * given its English words: for the narration (lang_text_names()) */

const char *
dow_card_words(const struct dow_state *s, const char *en, int lang)
{
	const struct dow_pack *p = s->pack;
	const char            *w = NULL;
	int                    i, k;

	for (i = 0; lang != 0 && w == NULL && i < p->nsurv; i++)
		if ((w = card_words(&p->surv[i].n, NULL, en, lang)) == NULL)
			w = card_words(&p->surv[i].n, &p->surv[i].ability, en, lang);
	for (i = 0; lang != 0 && w == NULL && i < p->nitem; i++)
		if ((w = card_words(&p->item[i].n, NULL, en, lang)) == NULL)
			w = card_words(&p->item[i].n, &p->item[i].text, en, lang);
	for (i = 0; lang != 0 && w == NULL && i < p->ncrisis; i++)
		if ((w = card_words(&p->crisis[i].n, NULL, en, lang)) == NULL
		    && (w = card_words(&p->crisis[i].n, &p->crisis[i].effect, en, lang)) == NULL)
			w = card_words(&p->crisis[i].n, &p->crisis[i].optional, en, lang);
	for (i = 0; lang != 0 && w == NULL && i < p->nxroads; i++)
		if ((w = card_words(&p->xroads[i].n, NULL, en, lang)) == NULL
		    && (w = card_words(&p->xroads[i].n, &p->xroads[i].trigger, en, lang)) == NULL
		    && (w = card_words(&p->xroads[i].n, &p->xroads[i].option1, en, lang)) == NULL)
			w = card_words(&p->xroads[i].n, &p->xroads[i].option2, en, lang);
	for (i = 0; lang != 0 && w == NULL && i < p->nobj; i++)
		if ((w = card_words(&p->obj[i].n, NULL, en, lang)) == NULL)
			w = card_words(&p->obj[i].n, &p->obj[i].goal, en, lang);
	for (i = 0; lang != 0 && w == NULL && i < p->nmain; i++) {
		w = card_words(&p->main[i].n, NULL, en, lang);
		for (k = 0; w == NULL && k < 2; k++)
			if ((w = card_words(&p->main[i].n, &p->main[i].side[k].setup, en, lang)) == NULL)
				w = card_words(&p->main[i].n, &p->main[i].side[k].victory, en, lang);
	}
	return (w);
}

/* dow_loc_in - a location's title (DOW_STARTING, DOW_ANYWHERE too) */

const char *
dow_loc_in(int loc, int lang)
{
	return (loc >= 0 && loc < (int)PB_NELEM(loc_in) ? loc_in[loc][lang] : "?");
}

/* dow_type_in - an item type's name */

const char *
dow_type_in(int t, int lang)
{
	return (t >= 0 && t < DOW_NTYPES ? type_in[t][lang] : "?");
}

/* dow_kind_in - an item kind's name */

const char *
dow_kind_in(int k, int lang)
{
	return (k >= 0 && k < (int)PB_NELEM(kind_in) ? kind_in[k][lang] : "?");
}

/* dow_text_in - a text of dow_msgs in a language, English if none */

const char *
dow_text_in(const char *en, int lang)
{
	const struct lang_msg *m;

	if (lang == 0)
		return (en);
	for (m = dow_msgs; m->en != NULL; m++)
		if (strcmp(m->en, en) == 0)
			return (lang == 1 ? (m->it ? m->it : en) : (m->es ? m->es : en));
	return (en);
}

/* dow_more - the full explanation of a command, or NULL */

const char *
dow_more(const char *word, int lang)
{
	size_t i;

	for (i = 0; i < PB_NELEM(dow_more_texts); i++)
		if (strcmp(dow_more_texts[i].word, word) == 0)
			return (lang == 1   ? dow_more_texts[i].more.it
			        : lang == 2 ? dow_more_texts[i].more.es
			                    : dow_more_texts[i].more.en);
	return (NULL);
}
