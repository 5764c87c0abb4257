/*++
/* NAME
/*	zwd_words 3
/* SUMMARY
/*	Zombicide: White Death, Italian and Spanish words and texts
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	extern const struct lang_word zwd_words[];
/*	extern const struct lang_msg zwd_msgs[];
/*
/*	const char *zwd_words_of(const void *state, const char *en,
/*			const char *locale);
/* DESCRIPTION
/*	zwd_words is the dictionary (lang.h) from the Italian and Spanish
/*	command words to the English ones, in the rulebook's terms
/*	("muovi", "cerca", "zaino"; "mueve", "busca", "mochila"); the
/*	slot words are scoped to reorganise, "per"/"por" to trade.
/*	Survivors, zones and cards are named alike in every language (the
/*	card ids of the board, or their names in any language).
/*
/*	zwd_msgs is the catalogue of the module's replies, public lines
/*	and refusals.  The zombie phase's narrative is told in the view,
/*	in each reader's language (zwd_zombie_msgs of zwd_board(3h)).
/*	zwd_words_of() is the name of a card of the state's pack (a
/*	survivor or an equipment card) in a locale, given its English
/*	name (an equipment card by its id too: the dictionary reads a
/*	card's name in a line as its id), or a command's usage ("Send it
/*	as: ..."), or a skill's
/*	("Slippery": Inafferrabile), or NULL.
/*
/*	zwd_names() adds to a dictionary what a player of a locale names
/*	cards and skills by (zwd_slug(): "scarica-di-energia",
/*	"inafferrabile"), for the ids of the state's pack: HELP's
/*	examples show them, and a line that names them is read as the
/*	ids (skills: those of the survivors, the weapons and the Guard
/*	Skill cards, after prefer, skill and guardskill only;
/*	zwd_skill_read() takes any).
/* SEE ALSO
/*	lang(3), pbemd-zwd(7) (the table of words).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"

const struct lang_word zwd_words[] = {
	/* Italian. */
	{ "it", "muovi", "move", NULL },
	{ "it", "movimento", "move", NULL },
	{ "it", "cerca", "search", NULL },
	{ "it", "prendi", "take", NULL },
	{ "it", "rumore", "noise", NULL },
	{ "it", "riorganizza", "reorganise", NULL },
	{ "it", "scambia", "trade", NULL },
	{ "it", "scarta", "drop", NULL },
	{ "it", "fine", "end", NULL },
	{ "it", "passa", "end", NULL },
	{ "it", "attacca", "attack", NULL },
	{ "it", "guardie", "guard", NULL },
	{ "it", "mischia", "melee", "guard" },
	{ "it", "spinta", "shove", "guard" },
	{ "it", "calderone", "cauldron", NULL },
	{ "it", "scelta", "stance", NULL },
	{ "it", "spingi", "push", NULL },
	{ "it", "salva", "rescue", NULL },
	{ "it", "guida", "lead", NULL },
	{ "it", "provoca", "taunt", NULL },
	{ "it", "mangia", "eat", NULL },
	{ "it", "carica", "charge", NULL },
	{ "it", "trasmuta", "transmute", NULL },
	{ "it", "sete", "bloodlust", NULL },
	{ "it", "salta", "jump", NULL },
	{ "it", "incanta", "enchant", NULL },
	{ "it", "versa", "pour", "cauldron" },
	{ "it", "versa", "pour", "guard" },
	{ "it", "distanza", "ranged", "guard" },
	{ "it", "ricarica", "reload", NULL },
	{ "it", "mano", "hand", "reorganise" },
	{ "it", "mani", "hand", "reorganise" },
	{ "it", "corpo", "body", "reorganise" },
	{ "it", "zaino", "pack", "reorganise" },
	{ "it", "per", "for", "trade" },
	{ "it", "accetta", "accept", NULL },
	{ "it", "rifiuta", "refuse", NULL },
	{ "it", "scala", "ladder", NULL },
	{ "it", "reliquia", "relic", NULL },
	{ "it", "purifica", "purge", NULL },
	{ "it", "esci", "exit", NULL },
	{ "it", "abilita", "skill", NULL },
	{ "it", "abilitaguardia", "guardskill", NULL },
	{ "it", "preferisci", "prefer", NULL },
	{ "it", "nessuna", "none", "prefer" },
	{ "it", "imperatrice", "empress", NULL },
	{ "it", "permanente", "standing", NULL },
	{ "it", "ferite", "wounds", "standing" },
	{ "it", "guardie", "guards", "standing" },
	{ "it", "distribuite", "spread", "standing" },
	{ "it", "verso", "steer", "standing" },
	{ "it", "nessuna", "none", "standing" },
	{ "it", "bersagli", "targets", "standing" },
	{ "it", "carte", "cards", "standing" },
	{ "it", "mani", "hands", "standing" },
	{ "it", "zaino", "pack", "standing" },
	{ "it", "pausa", "pause", "standing" },
	{ "it", "si", "on", "standing" },
	{ "it", "no", "off", "standing" },
	{ "it", "deambulante", "walker", "standing" },
	{ "it", "corridore", "runner", "standing" },
	{ "it", "bruto", "brute", "standing" },
	{ "it", "abominio", "abomination", "standing" },
	{ "it", "profanatore", "desecrator", "standing" },
	{ "it", "negromante", "necromancer", "standing" },
	{ "it", "prendi", "take", "ladder" },
	{ "it", "posa", "put", "ladder" },
	/* Spanish. */
	{ "es", "mueve", "move", NULL },
	{ "es", "mover", "move", NULL },
	{ "es", "busca", "search", NULL },
	{ "es", "buscar", "search", NULL },
	{ "es", "coge", "take", NULL },
	{ "es", "toma", "take", NULL },
	{ "es", "ruido", "noise", NULL },
	{ "es", "reorganiza", "reorganise", NULL },
	{ "es", "intercambia", "trade", NULL },
	{ "es", "descarta", "drop", NULL },
	{ "es", "fin", "end", NULL },
	{ "es", "termina", "end", NULL },
	{ "es", "pasa", "end", NULL },
	{ "es", "ataca", "attack", NULL },
	{ "es", "cuerpo", "melee", "guard" },
	{ "es", "empuje", "shove", "guard" },
	{ "es", "caldero", "cauldron", NULL },
	{ "es", "eleccion", "stance", NULL },
	{ "es", "empuja", "push", NULL },
	{ "es", "rescata", "rescue", NULL },
	{ "es", "lidera", "lead", NULL },
	{ "es", "provoca", "taunt", NULL },
	{ "es", "come", "eat", NULL },
	{ "es", "carga", "charge", NULL },
	{ "es", "transmuta", "transmute", NULL },
	{ "es", "sed", "bloodlust", NULL },
	{ "es", "salta", "jump", NULL },
	{ "es", "encanta", "enchant", NULL },
	{ "es", "elección", "stance", NULL },
	{ "es", "vierte", "pour", "cauldron" },
	{ "es", "vierte", "pour", "guard" },
	{ "es", "distancia", "ranged", "guard" },
	{ "es", "recarga", "reload", NULL },
	{ "es", "guardias", "guard", NULL },
	{ "es", "mano", "hand", "reorganise" },
	{ "es", "manos", "hand", "reorganise" },
	{ "es", "cuerpo", "body", "reorganise" },
	{ "es", "mochila", "pack", "reorganise" },
	{ "es", "por", "for", "trade" },
	{ "es", "acepta", "accept", NULL },
	{ "es", "rechaza", "refuse", NULL },
	{ "es", "escala", "ladder", NULL },
	{ "es", "bilis", "bile", NULL },
	{ "es", "reliquia", "relic", NULL },
	{ "es", "purifica", "purge", NULL },
	{ "es", "sal", "exit", NULL },
	{ "es", "habilidad", "skill", NULL },
	{ "es", "habilidadguardia", "guardskill", NULL },
	{ "es", "prefiere", "prefer", NULL },
	{ "es", "ninguna", "none", "prefer" },
	{ "es", "emperatriz", "empress", NULL },
	{ "es", "permanente", "standing", NULL },
	{ "es", "heridas", "wounds", "standing" },
	{ "es", "guardias", "guards", "standing" },
	{ "es", "repartidas", "spread", "standing" },
	{ "es", "hacia", "steer", "standing" },
	{ "es", "ninguna", "none", "standing" },
	{ "es", "blancos", "targets", "standing" },
	{ "es", "cartas", "cards", "standing" },
	{ "es", "manos", "hands", "standing" },
	{ "es", "mochila", "pack", "standing" },
	{ "es", "pausa", "pause", "standing" },
	{ "es", "si", "on", "standing" },
	{ "es", "no", "off", "standing" },
	{ "es", "caminante", "walker", "standing" },
	{ "es", "corredor", "runner", "standing" },
	{ "es", "bruto", "brute", "standing" },
	{ "es", "abominacion", "abomination", "standing" },
	{ "es", "profanador", "desecrator", "standing" },
	{ "es", "nigromante", "necromancer", "standing" },
	{ "es", "coge", "take", "ladder" },
	{ "es", "pon", "put", "ladder" },
	{ NULL, NULL, NULL, NULL },
};

const struct lang_msg zwd_msgs[] = {
	/* Public lines. */
	{ "Standing: %1, %2 %3.", "Permanente: %1, %2 %3.", "Permanente: %1, %2 %3." },
	{ "%1 pushes the zombies from %2 to %3.",
	    "%1 spinge gli zombie dalla Zona %2 alla Zona %3.",
	    "%1 empuja a los zombis de la Zona %2 a la Zona %3." },
	{ "%1 drags %2 from %3 to %4.", "%1 trascina %2 dalla Zona %3 alla Zona %4.",
	    "%1 arrastra a %2 de la Zona %3 a la Zona %4." },
	{ "%1 eats %2.", "%1 mangia %2.", "%1 come %2." },
	{ "%1 draws %2: %#3 zombie{|s} in %4.", "%1 pesca %2: %3 zombie nella Zona %4.",
	    "%1 roba %2: %3 %3{zombi|zombis} en la Zona %4." },
	{ "%1 discards %2: Safe Search.", "%1 scarta %2: Ricerca Sicura.",
	    "%1 descarta %2: Búsqueda Segura." },
	{ "%1 transmutes %2.", "%1 trasmuta %2.", "%1 transmuta %2." },
	{ "%1 discards %2: Destiny.", "%1 scarta %2: Destino.", "%1 descarta %2: Destino." },
	{ "%1 draws %2: Hold Your Nose.", "%1 pesca %2: Turarsi il naso.",
	    "%1 roba %2: Tápate la nariz." },
	{ "%1 draws %2: Hold Your Nose; no room, discarded.",
	    "%1 pesca %2: Turarsi il naso; non ha posto, la scarta.",
	    "%1 roba %2: Tápate la nariz; no tiene sitio, la descarta." },
	{ "%1 casts %2 on %3.", "%1 lancia %2 su %3.", "%1 lanza %2 sobre %3." },
	{ "%1 taunts the zombies of %2: %#3 come{s|} to %4.",
	    "%1 provoca gli zombie della Zona %2: %3 %3{viene|vengono} nella Zona %4.",
	    "%1 provoca a los zombis de la Zona %2: %3 %3{viene|vienen} a la Zona %4." },
	{ "%1 taunts the zombies of %2: a Freeze token holds them.",
	    "%1 provoca gli zombie della Zona %2: un segnalino Congelamento li trattiene.",
	    "%1 provoca a los zombis de la Zona %2: una ficha de Congelación los retiene." },
	{ "%1 taunts the zombies of %2: they find no way.",
	    "%1 provoca gli zombie della Zona %2: non trovano la strada.",
	    "%1 provoca a los zombis de la Zona %2: no encuentran camino." },
	{ "Combat Reflexes: %1 attacks %2 as zombies spawn: %#3 zombie{|s} killed.",
	    "Riflessi da combattimento: %1 attacca la Zona %2 mentre compaiono zombie: %3 "
	    "%3{zombie eliminato|zombie eliminati}.",
	    "Reflejos de combate: %1 ataca la Zona %2 mientras aparecen zombis: %3 "
	    "%3{zombi eliminado|zombis eliminados}." },
	{ "Zombie Link: %1 takes a Turn.", "Legame con gli Zombie: %1 gioca un Turno.",
	    "Vínculo con los zombis: %1 juega un Turno." },
	{ "Zombie Link: %1 attacks %2: %#3 zombie{|s} killed.",
	    "Legame con gli Zombie: %1 attacca la Zona %2: %3 %3{zombie eliminato|zombie "
	    "eliminati}.",
	    "Vínculo con los zombis: %1 ataca la Zona %2: %3 %3{zombi eliminado|zombis "
	    "eliminados}." },
	{ "Zombie Link: %1 moves from %2 to %3.",
	    "Legame con gli Zombie: %1 si muove dalla Zona %2 alla Zona %3.",
	    "Vínculo con los zombis: %1 se mueve de la Zona %2 a la Zona %3." },
	{ "%1 gives %2 a free Action: Born Leader.", "%1 dà a %2 un'Azione gratuita: Leader nato.",
	    "%1 da a %2 una Acción gratuita: Líder nato." },
	{ "Double Enchantment on %1: its zombies are pushed to %2.",
	    "Incantamento doppio sulla Zona %1: i suoi zombie sono respinti nella Zona %2.",
	    "Encantamiento doble sobre la Zona %1: sus zombis son repelidos a la Zona %2." },
	{ "Double Enchantment on %1: nothing moves.",
	    "Incantamento doppio sulla Zona %1: nulla si muove.",
	    "Encantamiento doble sobre la Zona %1: nada se mueve." },
	{ "Double Enchantment on %1: %#2 Wound{|s} healed.",
	    "Incantamento doppio su %1: %2 %2{Ferita curata|Ferite curate}.",
	    "Encantamiento doble sobre %1: %2 %2{Herida curada|Heridas curadas}." },
	{ "%1 casts %2 on %3: its zombies are pushed to %4.",
	    "%1 lancia %2 sulla Zona %3: i suoi zombie sono respinti nella Zona %4.",
	    "%1 lanza %2 sobre la Zona %3: sus zombis son repelidos a la Zona %4." },
	{ "%1 casts %2 on %3: nothing moves.", "%1 lancia %2 sulla Zona %3: nulla si muove.",
	    "%1 lanza %2 sobre la Zona %3: nada se mueve." },
	{ "%1 casts %2 on %3: %#4 Wound{|s} healed.",
	    "%1 lancia %2 su %3: %4 %4{Ferita curata|Ferite curate}.",
	    "%1 lanza %2 sobre %3: %4 %4{Herida curada|Heridas curadas}." },
	{ "%1 discards %2: Is That All You've Got?", "%1 scarta %2: Tutto qui?",
	    "%1 descarta %2: ¿Eso es todo?" },
	{ "%1 pours a Cauldron on %2: %#3 zombie{|s} killed.",
	    "%1 versa un Calderone sulla Zona %2: %3 %3{zombie eliminato|zombie eliminati}.",
	    "%1 vierte un Caldero sobre la Zona %2: %3 %3{zombi eliminado|zombis eliminados}." },
	{ "%1 orders the guards of %2 to pour a Cauldron on %3: %#4 zombie{|s} killed.",
	    "%1 ordina alle Guardie della Zona %2 di versare un Calderone sulla Zona %3: %4 "
	    "%4{zombie eliminato|zombie eliminati}.",
	    "%1 ordena a las Guardias de la Zona %2 verter un Caldero sobre la Zona %3: %4 "
	    "%4{zombi eliminado|zombis eliminados}." },
	{ "%1 moves a Cauldron from %2 to %3.",
	    "%1 sposta un Calderone dalla Zona %2 alla Zona %3.",
	    "%1 mueve un Caldero de la Zona %2 a la Zona %3." },
	{ "%1 orders %#2 guard{|s} from %3 to %4.",
	    "%1 ordina a %2 %2{Guardia|Guardie} di andare dalla Zona %3 alla Zona %4.",
	    "%1 ordena a %2 %2{Guardia|Guardias} ir de la Zona %3 a la Zona %4." },
	{ "%1 orders the guards of %2 to shove the zombies to %3.",
	    "%1 ordina alle Guardie della Zona %2 di spingere gli zombie nella Zona %3.",
	    "%1 ordena a las Guardias de la Zona %2 empujar a los zombis a la Zona %3." },
	{ "%1 orders the guards of %2 to move a Cauldron to %3.",
	    "%1 ordina alle Guardie della Zona %2 di spostare un Calderone nella Zona %3.",
	    "%1 ordena a las Guardias de la Zona %2 mover un Caldero a la Zona %3." },
	{ "%#1 extra Necromancer{|s} killed in %2.",
	    "%1 %1{Necromante in più ucciso|Necromanti in più uccisi} nella Zona %2.",
	    "%1 %1{Nigromante adicional muerto|Nigromantes adicionales muertos} en la Zona %2." },
	{ "%1 attacks %2: %#3 zombie{|s} killed.",
	    "%1 attacca la Zona %2: %3 %3{zombie eliminato|zombie eliminati}.",
	    "%1 ataca la Zona %2: %3 %3{zombi eliminado|zombis eliminados}." },
	{ "%1 orders the guards of %2 to attack %3: %#4 zombie{|s} killed.",
	    "%1 ordina alle Guardie della Zona %2 di attaccare la Zona %3: %4 %4{zombie "
	    "eliminato|zombie eliminati}.",
	    "%1 ordena a las Guardias de la Zona %2 atacar la Zona %3: %4 %4{zombi "
	    "eliminado|zombis eliminados}." },
	{ "%1 falls in the attack: the game is lost.", "%1 cade nell'attacco: la partita è persa.",
	    "%1 cae en el ataque: la partida está perdida." },
	{ "%1 moves from %2 to %3.", "%1 si muove dalla Zona %2 alla Zona %3.",
	    "%1 se mueve de la Zona %2 a la Zona %3." },
	{ "%1 finds %2.", "%1 trova %2.", "%1 encuentra %2." },
	{ "What %1 found is told below and shown among the cards: reorganise, drop or trade now, "
	  "if you like.",
	    "Ciò che %1 ha trovato è detto qui sotto e mostrato tra le carte: ora riorganizza, "
	    "scarta o scambia, se vuoi.",
	    "Lo que %1 ha encontrado se cuenta abajo y se muestra entre las cartas: ahora "
	    "reorganiza, descarta o intercambia, si quieres." },
	{ "Friendly fire struck %1 (told below): plan the next Actions anew, if you like.",
	    "Il fuoco amico ha colpito %1 (detto qui sotto): ripensa le prossime Azioni, se vuoi.",
	    "El fuego amigo ha alcanzado a %1 (se cuenta abajo): replantea las próximas "
	    "Acciones, si quieres." },
	{ "Friendly fire struck the guards (told below): plan the next Actions anew, if you like.",
	    "Il fuoco amico ha colpito le Guardie (detto qui sotto): ripensa le prossime Azioni, "
	    "se vuoi.",
	    "El fuego amigo ha alcanzado a las Guardias (se cuenta abajo): replantea las "
	    "próximas Acciones, si quieres." },
	{ "%1 finds %2, has no room for it and discards it.",
	    "%1 trova %2, non ha posto e la scarta.",
	    "%1 encuentra %2, no tiene sitio y la descarta." },
	{ "%1 takes the red objective in %2: %#3 AP.",
	    "%1 prende l'Obiettivo rosso nella Zona %2: %3 PA.",
	    "%1 coge el Objetivo rojo de la Zona %2: %3 PA." },
	{ "%1 takes the blue objective in %2: %#3 AP.",
	    "%1 prende l'Obiettivo blu nella Zona %2: %3 PA.",
	    "%1 coge el Objetivo azul de la Zona %2: %3 PA." },
	{ "%1 takes the green objective in %2: %#3 AP.",
	    "%1 prende l'Obiettivo verde nella Zona %2: %3 PA.",
	    "%1 coge el Objetivo verde de la Zona %2: %3 PA." },
	{ "%1 reaches a new danger level.", "%1 raggiunge un nuovo Livello di Pericolo.",
	    "%1 alcanza un nuevo Nivel de Peligro." },
	{ "%1 makes noise in %2.", "%1 fa rumore nella Zona %2.", "%1 hace ruido en la Zona %2." },
	{ "%1 reorganises: %2 in hand.", "%1 riorganizza: %2 in mano.",
	    "%1 reorganiza: %2 en la mano." },
	{ "%1 reorganises: %2 in body.", "%1 riorganizza: %2 nello slot Corpo.",
	    "%1 reorganiza: %2 en la ranura de Cuerpo." },
	{ "%1 reorganises: %2 in pack.", "%1 riorganizza: %2 nello zaino.",
	    "%1 reorganiza: %2 en la mochila." },
	{ "%1 gives %2 to %3.", "%1 dà %2 a %3.", "%1 da %2 a %3." },
	{ "%1 gives %2 to %3 for %4.", "%1 dà %2 a %3 in cambio di %4.",
	    "%1 da %2 a %3 a cambio de %4." },
	{ "%1 offers %2 to %3 for %4: player %#5 answers accept or refuse.",
	    "%1 offre %2 a %3 in cambio di %4: il giocatore %5 risponde accetta o rifiuta.",
	    "%1 ofrece %2 a %3 a cambio de %4: el jugador %5 responde acepta o rechaza." },
	{ "%1 offers %2 to %3: player %#4 answers accept or refuse.",
	    "%1 offre %2 a %3: il giocatore %4 risponde accetta o rifiuta.",
	    "%1 ofrece %2 a %3: el jugador %4 responde acepta o rechaza." },
	/* The dashboard tokens a trade gives (rules 4), in the lines above. */
	{ "the Empress", "l'Imperatrice", "la Emperatriz" },
	{ "a rope ladder", "una scala di corda", "una escala de cuerda" },
	{ "a relic", "una reliquia", "una reliquia" },
	{ "%1 refuses the trade.", "%1 rifiuta lo scambio.", "%1 rechaza el intercambio." },
	{ "The trade %1 offered lapses.", "Lo scambio offerto da %1 decade.",
	    "El intercambio que ofreció %1 caduca." },
	{ "Standing: Wounds go to the guards first.",
	    "Permanente: le Ferite vanno prima alle Guardie.",
	    "Permanente: las Heridas van primero a las Guardias." },
	{ "Standing: Wounds go to the survivors, spread.",
	    "Permanente: le Ferite vanno ai sopravvissuti, distribuite.",
	    "Permanente: las Heridas van a los supervivientes, repartidas." },
	{ "Standing: Wounds go first to %1, in the order given.",
	    "Permanente: le Ferite vanno prima a %1, nell'ordine dato.",
	    "Permanente: las Heridas van primero a %1, en el orden dado." },
	{ "Standing: the zombies' ties go by the lowest zone.",
	    "Permanente: in caso di parità gli zombie seguono la Zona più bassa.",
	    "Permanente: en caso de empate los zombis siguen la Zona más baja." },
	{ "Standing: free targets by the default order.",
	    "Permanente: i bersagli liberi seguono l'ordine normale.",
	    "Permanente: los blancos libres siguen el orden normal." },
	{ "Standing: free targets in the order given.",
	    "Permanente: i bersagli liberi seguono l'ordine dato.",
	    "Permanente: los blancos libres siguen el orden dado." },
	{ "Standing: on a tie the zombies go toward %1 first.",
	    "Permanente: in caso di parità gli zombie vanno prima verso la Zona %1.",
	    "Permanente: en caso de empate los zombis van primero hacia la Zona %1." },
	{ "%1 takes the objective: the crypt weapon %2.",
	    "%1 prende l'Obiettivo: l'Arma della Cripta %2.",
	    "%1 coge el Objetivo: el Arma de la Cripta %2." },
	{ "%1 takes the objective: the crypt weapon %2, no room for it, is lost.",
	    "%1 prende l'Obiettivo: l'Arma della Cripta %2, senza posto, è persa.",
	    "%1 coge el Objetivo: el Arma de la Cripta %2, sin sitio, se pierde." },
	{ "%1 gets a rope ladder.", "%1 ottiene una scala di corda.",
	    "%1 obtiene una escala de cuerda." },
	{ "%1 takes a Dragon Bile at the Standard.", "%1 prende una Bile di Drago allo Stendardo.",
	    "%1 coge una Bilis de Dragón en el Estandarte." },
	{ "%1 keeps the relic.", "%1 tiene la reliquia.", "%1 guarda la reliquia." },
	{ "%1 gives up a relic: spawn token #%#2 moves from %3 to the Standard in %4.",
	    "%1 rinuncia a una reliquia: il segnalino di generazione #%2 va dalla Zona %3 allo "
	    "Stendardo nella Zona %4.",
	    "%1 renuncia a una reliquia: la ficha de generación #%2 va de la Zona %3 al Estandarte "
	    "en la Zona %4." },
	{ "%1 takes the Empress: where %2 goes, the Signaller goes.",
	    "%1 prende l'Imperatrice: dove va %2, va il Segnalatore.",
	    "%1 coge a la Emperatriz: donde va %2, va el Señalizador." },
	{ "%1 discards %2.", "%1 scarta %2.", "%1 descarta %2." },
	{ "%1 takes back the rope ladder between %2 and %3.",
	    "%1 riprende la scala di corda tra la Zona %2 e la Zona %3.",
	    "%1 recupera la escala de cuerda entre la Zona %2 y la Zona %3." },
	{ "%1 takes the rope ladder in %2.", "%1 prende la scala di corda nella Zona %2.",
	    "%1 coge la escala de cuerda de la Zona %2." },
	{ "%1 places a rope ladder between %2 and %3.",
	    "%1 posa una scala di corda tra la Zona %2 e la Zona %3.",
	    "%1 pone una escala de cuerda entre la Zona %2 y la Zona %3." },
	{ "%1 ends the turn.", "%1 termina il turno.", "%1 termina el turno." },
	{ "%1 has no Action left: the turn ends.", "%1 non ha più Azioni: il turno finisce.",
	    "%1 no tiene más Acciones: el turno termina." },
	{ "%1 leaves by the exit.", "%1 esce dalla Zona di Uscita.",
	    "%1 sale por la Zona de Salida." },
	{ "The zombies played round %#1.", "Gli zombie hanno giocato il turno %1.",
	    "Los zombis han jugado la ronda %1." },
	{ "The mission is won: %1", "La missione è vinta: %1", "La misión está ganada: %1" },
	{ "The mission is lost: %1", "La missione è persa: %1", "La misión está perdida: %1" },
	{ "every win test of the mission holds.",
	    "tutte le condizioni di vittoria della missione sono soddisfatte.",
	    "se cumplen todas las condiciones de victoria de la misión." },
	{ "%1 is eliminated.", "%1 è eliminato.", "%1 es eliminado." },
	{ "Corruption reached the Signaller.", "la Corruzione ha raggiunto il Segnalatore.",
	    "la Corrupción ha alcanzado al Señalizador." },
	{ "a guard is eliminated.", "una Guardia è eliminata.", "una Guardia es eliminada." },
	{ "an objective the victory needs is lost under Corruption.",
	    "un Obiettivo necessario alla vittoria è perso sotto la Corruzione.",
	    "un Objetivo necesario para la victoria se ha perdido bajo la Corrupción." },
	{ "the mission's objectives can no longer be completed.",
	    "gli Obiettivi della missione non si possono più completare.",
	    "los Objetivos de la misión ya no se pueden completar." },
	{ "the Empress is wounded.", "l'Imperatrice è ferita.", "la Emperatriz está herida." },
	{ "a Necromancer reached the Signaller.", "un Necromante ha raggiunto il Segnalatore.",
	    "un Nigromante ha alcanzado al Señalizador." },
	{ "%1 leaves by the exit with %#2 guard{|s}.",
	    "%1 esce dalla Zona di Uscita con %2 %2{Guardia|Guardie}.",
	    "%1 sale por la Zona de Salida con %2 %2{Guardia|Guardias}." },
	{ "The team has %#1 Tome{|s} of Purging.",
	    "La squadra ha %1 %1{Tomo|Tomi} della Purificazione.",
	    "El equipo tiene %1 %1{Tomo|Tomos} de Purificación." },
	{ "The team holds %#1 fragment{|s} of the last Tome.",
	    "La squadra ha %1 %1{frammento|frammenti} dell'ultimo Tomo.",
	    "El equipo tiene %1 %1{fragmento|fragmentos} del último Tomo." },
	{ "%1 reads a Tome of Purging: spawn token #%#2 moves from %3 to %4 and %#5 Corruption "
	  "token{|s} go{es|}.",
	    "%1 legge un Tomo della Purificazione: il segnalino di generazione #%2 va dalla Zona "
	    "%3 alla Zona %4 e %5 %5{segnalino|segnalini} Corruzione %5{se ne va|se ne vanno}.",
	    "%1 lee un Tomo de Purificación: la ficha de generación #%2 va de la Zona %3 a la Zona "
	    "%4 y %5 %5{ficha|fichas} de Corrupción %5{se va|se van}." },
	{ "%1 walks the Empress from %2 to %3.",
	    "%1 accompagna l'Imperatrice dalla Zona %2 alla Zona %3.",
	    "%1 acompaña a la Emperatriz de la Zona %2 a la Zona %3." },
	{ "A Crypt Weapon lies face down in %1: take it to see it.",
	    "Un'Arma della Cripta giace coperta nella Zona %1: prendila per vederla.",
	    "Un Arma de la Cripta yace boca abajo en la Zona %1: cógela para verla." },
	{ "%1 takes the Crypt Weapon in %2: %3, no room for it, is lost.",
	    "%1 prende l'Arma della Cripta nella Zona %2: %3, senza posto, è persa.",
	    "%1 coge el Arma de la Cripta de la Zona %2: %3, sin sitio, se pierde." },
	{ "%1 takes the Crypt Weapon in %2: %3.",
	    "%1 prende l'Arma della Cripta nella Zona %2: %3.",
	    "%1 coge el Arma de la Cripta de la Zona %2: %3." },
	{ "The Empress is in %1 with %#2 Wound{|s}.",
	    "L'Imperatrice è nella Zona %1 con %2 %2{Ferita|Ferite}.",
	    "La Emperatriz está en la Zona %1 con %2 %2{Herida|Heridas}." },
	{ "%1 carries the Empress.", "%1 porta l'Imperatrice.", "%1 lleva a la Emperatriz." },
	{ "Until the Empress is taken, the guards in her zone %1 cannot move or shove (they can "
	  "fight).",
	    "Finché l'Imperatrice non è presa, le Guardie nella sua Zona %1 non possono muoversi "
	    "né spingere (possono combattere).",
	    "Hasta que se coja a la Emperatriz, las Guardias de su Zona %1 no pueden moverse ni "
	    "empujar (pueden combatir)." },
	{ "The moderator's %1 takes no word after it: \"%2\".",
	    "Il comando %1 del moderatore non vuole parole dopo: \"%2\".",
	    "El comando %1 del moderador no admite palabras detrás: \"%2\"." },
	{ "This mission has no Tomes of Purging.",
	    "Questa missione non ha Tomi della Purificazione.",
	    "Esta misión no tiene Tomos de Purificación." },
	{ "The team holds no Tome of Purging.", "La squadra non ha Tomi della Purificazione.",
	    "El equipo no tiene Tomos de Purificación." },
	{ "The Empress has walked this round already.",
	    "L'Imperatrice ha già camminato in questo turno.",
	    "La Emperatriz ya ha caminado en esta ronda." },
	{ "Walk her as: empress SURVIVOR ZONE.",
	    "Accompagnala così: imperatrice SOPRAVVISSUTO ZONA.",
	    "Acompáñala así: emperatriz SUPERVIVIENTE ZONA." },
	{ "The Empress walks one zone a survivor could move to, with no zombie in %1.",
	    "L'Imperatrice va in una Zona dove un sopravvissuto potrebbe muovere, senza zombi "
	    "nella Zona %1.",
	    "La Emperatriz va a una Zona a la que un superviviente podría moverse, sin zombis en "
	    "la Zona %1." },
	{ "This mission has no way out.", "Questa missione non ha un'uscita.",
	    "Esta misión no tiene salida." },
	{ "In this mission a survivor leaves by the exit at the end of its turn.",
	    "In questa missione un sopravvissuto esce dall'Uscita alla fine del suo turno.",
	    "En esta misión un superviviente sale por la Salida al final de su turno." },
	{ "%1 can leave only from the exit in %2, with no zombie there.",
	    "%1 può uscire solo dall'Uscita nella Zona %2, senza zombi.",
	    "%1 solo puede salir por la Salida de la Zona %2, sin zombis." },
	{ "the moderator ended the game.", "il moderatore ha terminato la partita.",
	    "el moderador ha terminado la partida." },
	{ "%1 now plays for player %2.", "Ora %1 gioca per il giocatore %2.",
	    "%1 ahora juega para el jugador %2." },
	/* Refusals. */
	{ "\"%1\" is no White Death command: send HELP.",
	    "\"%1\" non è un comando di White Death: scrivi HELP.",
	    "\"%1\" no es un comando de White Death: escribe HELP." },
	{ "The game is over.", "La partita è finita.", "La partida ha terminado." },
	{ "Send it as: %1", "Scrivilo così: %1", "Escríbelo así: %1" },
	{ "\"%1\" is no survivor of this game.", "\"%1\" non è un sopravvissuto di questa partita.",
	    "\"%1\" no es un superviviente de esta partida." },
	{ "%1 is not one of your survivors.", "%1 non è uno dei tuoi sopravvissuti.",
	    "%1 no es uno de tus supervivientes." },
	{ "%1 is out of the game.", "%1 è fuori dal gioco.", "%1 está fuera del juego." },
	{ "%1 has ended this turn already.", "%1 ha già terminato questo turno.",
	    "%1 ya ha terminado este turno." },
	{ "%1 has %#2 Action{|s} left; this takes %#3.",
	    "A %1 %2{resta|restano} %2 %2{Azione|Azioni}; ne servono %3.",
	    "A %1 le %2{queda|quedan} %2 %2{Acción|Acciones}; hacen falta %3." },
	{ "There is no zone %1 on this map.", "Non c'è una Zona %1 su questa mappa.",
	    "No hay una Zona %1 en este mapa." },
	{ "This move names 1 to %1 zones.", "Questo movimento nomina da 1 a %1 Zone.",
	    "Este movimiento nombra de 1 a %1 Zonas." },
	{ "%1 has not the skill Double Enchantment: one target.",
	    "%1 non ha l'Abilità Incantamento doppio: un solo bersaglio.",
	    "%1 no tiene la Habilidad Encantamiento doble: un solo objetivo." },
	{ "Double Enchantment takes 2 targets, no more.",
	    "Incantamento doppio prende 2 bersagli, non di più.",
	    "Encantamiento doble toma 2 objetivos, no más." },
	{ "Two targets, not the same one twice.", "Due bersagli, non lo stesso due volte.",
	    "Dos objetivos, no el mismo dos veces." },
	{ "An Enchantment takes one target.", "Un Incantamento prende un solo bersaglio.",
	    "Un Encantamiento toma un solo objetivo." },
	{ "%1 is in %2 already.", "%1 è già nella Zona %2.", "%1 ya está en la Zona %2." },
	{ "%1 is not next to %2: one zone at a time.",
	    "La Zona %1 non è adiacente alla Zona %2: una Zona alla volta.",
	    "La Zona %1 no es adyacente a la Zona %2: una Zona cada vez." },
	{ "%1 cannot go from %2 to %3: a wall between them.",
	    "%1 non può andare dalla Zona %2 alla Zona %3: c'è un muro.",
	    "%1 no puede ir de la Zona %2 a la Zona %3: hay un muro." },
	{ "%1 cannot go from %2 to %3: a rampart with no Stairs or rope ladder.",
	    "%1 non può andare dalla Zona %2 alla Zona %3: un bastione senza Scale né scala di "
	    "corda.",
	    "%1 no puede ir de la Zona %2 a la Zona %3: un parapeto sin Escaleras ni escala de "
	    "cuerda." },
	{ "%1 cannot search: %2.", "%1 non può cercare: %2.", "%1 no puede buscar: %2." },
	{ "no Action left", "nessuna Azione rimasta", "no quedan Acciones" },
	{ "there are zombies in the zone", "ci sono zombie nella Zona", "hay zombis en la Zona" },
	{ "one searches only in a building zone", "si cerca solo in una Zona di edificio",
	    "solo se busca en una Zona de edificio" },
	{ "one Search a turn", "una sola Ricerca per turno", "una sola Búsqueda por turno" },
	{ "the Equipment deck is empty", "il mazzo Equipaggiamento è vuoto",
	    "el mazo de Equipo está vacío" },
	{ "%1 cannot take an objective: %2.", "%1 non può prendere un Obiettivo: %2.",
	    "%1 no puede coger un Objetivo: %2." },
	{ "there is no objective in the zone", "non c'è nessun Obiettivo nella Zona",
	    "no hay ningún Objetivo en la Zona" },
	{ "the equipment pile on it must be searched first",
	    "prima va cercata la pila di equipaggiamento che lo copre",
	    "antes hay que buscar en la pila de equipo que lo cubre" },
	{ "red objectives cannot be taken in this mission",
	    "in questa missione gli Obiettivi rossi non si possono prendere",
	    "en esta misión los Objetivos rojos no se pueden coger" },
	{ "%1 holds no %2.", "%1 non ha %2.", "%1 no tiene %2." },
	{ "Put a card in hand, body or pack, not \"%1\".",
	    "Metti una carta in mano, corpo o zaino, non \"%1\".",
	    "Pon una carta en mano, cuerpo o mochila, no \"%1\"." },
	{ "%1 is in %2's %3 already.", "%1 è già in %3 di %2.", "%1 ya está en %3 de %2." },
	{ "%1 does not go in the %2.", "%1 non va in %2.", "%1 no va en %2." },
	{ "No room in the %1: drop or move %2 first.",
	    "Non c'è posto in %1: scarta o sposta prima %2.",
	    "No hay sitio en %1: descarta o mueve antes %2." },
	{ "\"%1\" is no other survivor in play.", "\"%1\" non è un altro sopravvissuto in gioco.",
	    "\"%1\" no es otro superviviente en juego." },
	{ "%1 and %2 are not in the same zone.", "%1 e %2 non sono nella stessa Zona.",
	    "%1 y %2 no están en la misma Zona." },
	{ "%1 cannot trade now.", "%1 non può scambiare ora.", "%1 no puede intercambiar ahora." },
	{ "The cards of the trade are not there any more.",
	    "Le carte dello scambio non ci sono più.", "Las cartas del intercambio ya no están." },
	{ "No trade waits on your answer.", "Nessuno scambio attende la tua risposta.",
	    "Ningún intercambio espera tu respuesta." },
	{ "Trade as: trade SURVIVOR OTHER CARD [for CARD].",
	    "Scambia così: scambia SOPRAVVISSUTO ALTRO CARTA [per CARTA].",
	    "Intercambia así: intercambia SUPERVIVIENTE OTRO CARTA [por CARTA]." },
	{ "No room for the cards: drop one first.",
	    "Non c'è posto per le carte: scartane prima una.",
	    "No hay sitio para las cartas: descarta una antes." },
	{ "Your survivors have all ended their turn.",
	    "I tuoi sopravvissuti hanno tutti terminato il turno.",
	    "Tus supervivientes han terminado todos su turno." },
	{ "There is no rope ladder in %1 to take.",
	    "Non c'è una scala di corda da prendere nella Zona %1.",
	    "No hay una escala de cuerda que coger en la Zona %1." },
	{ "%1 carries no rope ladder.", "%1 non porta una scala di corda.",
	    "%1 no lleva una escala de cuerda." },
	{ "Put it as: ladder SURVIVOR put ZONE.", "Posala così: scala SOPRAVVISSUTO posa ZONA.",
	    "Ponla así: escala SUPERVIVIENTE pon ZONA." },
	{ "A rope ladder goes only on a rampart's ladder spot, and one at most: none free between "
	  "%1 "
	  "and %2.",
	    "Una scala di corda va solo su un punto del bastione, e al massimo una: nessuno libero "
	    "tra la Zona %1 e la Zona %2.",
	    "Una escala de cuerda solo va en un punto del parapeto, y como mucho una: ninguno "
	    "libre "
	    "entre la Zona %1 y la Zona %2." },
	{ "A rope ladder: ladder SURVIVOR take, or ladder SURVIVOR put ZONE.",
	    "Una scala di corda: scala SOPRAVVISSUTO prendi, o scala SOPRAVVISSUTO posa ZONA.",
	    "Una escala de cuerda: escala SUPERVIVIENTE coge, o escala SUPERVIVIENTE pon ZONA." },
	{ "Name at most %#1 zones.", "Nomina al massimo %1 Zone.", "Nombra como mucho %1 Zonas." },
	{ "Standing choices: standing wounds guards|spread|SURVIVOR..., standing steer "
	  "ZONE...|none, standing targets TYPE...|none, standing cards hands|pack, standing "
	  "pause on|off.",
	    "Scelte permanenti: permanente ferite guardie|distribuite|SOPRAVVISSUTO..., "
	    "permanente verso ZONA...|nessuna, permanente bersagli TIPO...|nessuna, permanente "
	    "carte mani|zaino, permanente pausa si|no.",
	    "Elecciones permanentes: permanente heridas guardias|repartidas|SUPERVIVIENTE..., "
	    "permanente hacia ZONA...|ninguna, permanente blancos TIPO...|ninguna, permanente "
	    "cartas manos|mochila, permanente pausa si|no." },
	{ "A mail pauses after an outcome nobody could know from rules revision 4; this game "
	  "plays an older one.",
	    "Una mail si ferma dopo un esito che nessuno poteva sapere dalla revisione 4 delle "
	    "regole; questa partita gioca una precedente.",
	    "Un correo se detiene tras un resultado que nadie podía saber desde la revisión 4 de "
	    "las reglas; esta partida juega una anterior." },
	{ "Whether a mail pauses: standing pause on|off.",
	    "Se una mail si ferma: permanente pausa si|no.",
	    "Si un correo se detiene: permanente pausa si|no." },
	{ "Standing: the team's mails play on, with no pause.",
	    "Permanente: le mail della squadra vanno avanti, senza pausa.",
	    "Permanente: los correos del equipo siguen, sin pausa." },
	{ "Standing: a mail pauses after a card drawn or friendly fire.",
	    "Permanente: una mail si ferma dopo una carta pescata o il fuoco amico.",
	    "Permanente: un correo se detiene tras una carta robada o el fuego amigo." },
	{ "A standing choice of where cards go comes with rules revision 4; this game plays an "
	  "older one.",
	    "Una scelta permanente di dove vanno le carte arriva con la revisione 4 delle regole; "
	    "questa partita gioca una precedente.",
	    "Una elección permanente de adónde van las cartas llega con la revisión 4 de las "
	    "reglas; esta partida juega una anterior." },
	{ "Where cards go: standing cards hands|pack.",
	    "Dove vanno le carte: permanente carte mani|zaino.",
	    "Adónde van las cartas: permanente cartas manos|mochila." },
	{ "Standing: every card found or given goes to the Backpack first.",
	    "Permanente: ogni carta trovata o data va prima nello zaino.",
	    "Permanente: toda carta encontrada o dada va primero a la mochila." },
	{ "Standing: a weapon found or given goes to a free Hand first.",
	    "Permanente: un'arma trovata o data va prima in una mano libera.",
	    "Permanente: un arma encontrada o dada va primero a una mano libre." },
	{ "A standing order of targets comes with rules revision 4; this game plays an older "
	  "one.",
	    "Un ordine permanente dei bersagli arriva con la revisione 4 delle regole; questa "
	    "partita gioca una precedente.",
	    "Un orden permanente de blancos llega con la revisión 4 de las reglas; esta partida "
	    "juega una anterior." },
	{ "\"%1\" is no zombie type: walker, runner, brute, khan or desecrator.",
	    "\"%1\" non è un tipo di zombie: deambulante, corridore, bruto, khan o profanatore.",
	    "\"%1\" no es un tipo de zombi: caminante, corredor, bruto, khan o profanador." },
	{ "This mission has no Dragon Bile supply.",
	    "Questa missione non ha la scorta di Bile di Drago.",
	    "Esta misión no tiene reserva de Bilis de Dragón." },
	{ "The Dragon Bile supply is at the Standard, in %1.",
	    "La scorta di Bile di Drago è allo Stendardo, nella Zona %1.",
	    "La reserva de Bilis de Dragón está en el Estandarte, en la Zona %1." },
	{ "No Dragon Bile is left in the deck or its discard.",
	    "Non resta Bile di Drago nel mazzo né negli scarti.",
	    "No queda Bilis de Dragón en el mazo ni en los descartes." },
	{ "This mission has no relics.", "Questa missione non ha reliquie.",
	    "Esta misión no tiene reliquias." },
	{ "%1 holds no relic.", "%1 non ha reliquie.", "%1 no tiene reliquias." },
	{ "There is no spawn token #%1.", "Non c'è il segnalino di generazione #%1.",
	    "No hay ficha de generación #%1." },
	{ "Spawn token #%#1 is not within Range 0-1 of %2.",
	    "Il segnalino di generazione #%1 non è a Gittata 0-1 da %2.",
	    "La ficha de generación #%1 no está a Alcance 0-1 de %2." },
	{ "Spawn token #%#1 is at the Standard already.",
	    "Il segnalino di generazione #%1 è già allo Stendardo.",
	    "La ficha de generación #%1 ya está en el Estandarte." },
	{ "There is no Empress to take in this mission.",
	    "In questa missione non c'è un'Imperatrice da prendere.",
	    "En esta misión no hay Emperatriz que coger." },
	{ "%1 carries the Empress already.", "%1 porta già l'Imperatrice.",
	    "%1 ya lleva a la Emperatriz." },
	{ "The Empress is in %1.", "L'Imperatrice è nella Zona %1.",
	    "La Emperatriz está en la Zona %1." },
	{ "%1 holds no %2 in the Hands.", "%1 non ha %2 nelle mani.",
	    "%1 no tiene %2 en las manos." },
	{ "%1 has no weapon in the Hands that reaches %2.",
	    "%1 non ha nelle mani un'arma che raggiunga la Zona %2.",
	    "%1 no tiene en las manos un arma que alcance la Zona %2." },
	{ "Dragon Fire needs a Torch with the Dragon Bile.",
	    "Il Fuoco di drago richiede una Torcia con la Bile di Drago.",
	    "El Fuego de dragón requiere una Antorcha con la Bilis de Dragón." },
	{ "%1 cannot attack %2: %3", "%1 non può attaccare la Zona %2: %3",
	    "%1 no puede atacar la Zona %2: %3" },
	{ "%1 has no skill to choose now.", "%1 non ha Abilità da scegliere ora.",
	    "%1 no tiene Habilidad que elegir ahora." },
	{ "Guards attack in melee or ranged; their moves and the Cauldrons are not in this "
	  "version of White Death yet.",
	    "Le Guardie attaccano in mischia o a distanza; i loro movimenti e i Calderoni non sono "
	    "ancora in questa versione di White Death.",
	    "Las Guardias atacan cuerpo a cuerpo o a distancia; sus movimientos y los Calderos aún "
	    "no están en esta versión de White Death." },
	{ "%1 has made a Guard Action this turn already.",
	    "%1 ha già fatto un'Azione delle Guardie in questo turno.",
	    "%1 ya ha hecho una Acción de Guardias en este turno." },
	{ "There are no guards in %1.", "Non ci sono Guardie nella Zona %1.",
	    "No hay Guardias en la Zona %1." },
	{ "%1 has nothing to reload.", "%1 non ha nulla da ricaricare.",
	    "%1 no tiene nada que recargar." },
	{ "%1 reloads.", "%1 ricarica.", "%1 recarga." },
	{ "%1 chooses the skill %2.", "%1 sceglie l'Abilità %2.", "%1 elige la Habilidad %2." },
	{ "%1's standing skill choices: %2.", "Scelte permanenti di Abilità di %1: %2.",
	    "Elecciones permanentes de Habilidades de %1: %2." },
	{ "%1 takes the Guard Skill card %2.", "%1 prende la carta Abilità Guardia %2.",
	    "%1 coge la carta de Habilidad de Guardia %2." },
	{ "%1 reaches Orange again (Ultrared).", "%1 raggiunge di nuovo l'Arancione (Ultrarosso).",
	    "%1 alcanza de nuevo el Naranja (Ultrarrojo)." },
	{ "%1 reaches Red again (Ultrared).", "%1 raggiunge di nuovo il Rosso (Ultrarosso).",
	    "%1 alcanza de nuevo el Rojo (Ultrarrojo)." },
	/* Refusals a seat or the moderator meets, issue 17 (the rest of them). */
	{ "remove SEAT: a seat from 1 to %1.", "remove SEAT: un giocatore da 1 a %1.",
	    "remove SEAT: un jugador de 1 a %1." },
	{ "The only player cannot be removed: end the game.",
	    "L'unico giocatore non può essere rimosso: termina la partita.",
	    "El único jugador no puede ser retirado: termina la partida." },
	{ "The game is over already.", "La partita è già finita.", "La partida ya ha terminado." },
	{ "White Death takes the moderator's remove SEAT, end and abandon.",
	    "White Death accetta dal moderatore remove SEAT, end e abandon.",
	    "White Death acepta del moderador remove SEAT, end y abandon." },
	{ "%1 cannot go from %2 to %3: %4.", "%1 non può andare dalla Zona %2 alla Zona %3: %4.",
	    "%1 no puede ir de la Zona %2 a la Zona %3: %4." },
	{ "a wall between them", "c'è un muro", "hay un muro" },
	{ "a rampart with no Stairs or rope ladder", "un bastione senza Scale né scala di corda",
	    "un parapeto sin Escaleras ni escala de cuerda" },
	{ "%1 has no Improvised weapon that reaches %2 now (a skill's, once a Turn).",
	    "%1 non ha un'Arma improvvisata che raggiunga ora la Zona %2 (quella di un'Abilità, "
	    "una volta per Turno).",
	    "%1 ahora no tiene un Arma improvisada que alcance la Zona %2 (la de una Habilidad, "
	    "una vez por Turno)." },
	{ "A Guard Action is melee, ranged, move, shove or cauldron: \"%1\" is none.",
	    "Un'Azione delle Guardie è mischia, distanza, muovi, spinta o calderone: \"%1\" non "
	    "lo è.",
	    "Una Acción de Guardias es cuerpo, distancia, mueve, empuje o caldero: \"%1\" no lo "
	    "es." },
	{ "This game's rules have no standing choices of skills.",
	    "Le regole di questa partita non hanno scelte permanenti di Abilità.",
	    "Las reglas de esta partida no tienen elecciones permanentes de Habilidades." },
	{ "This game's rules have no Cauldron Actions.",
	    "Le regole di questa partita non hanno Azioni col Calderone.",
	    "Las reglas de esta partida no tienen Acciones de Caldero." },
	{ "There is no Cauldron in %1.", "Non c'è un Calderone nella Zona %1.",
	    "No hay un Caldero en la Zona %1." },
	{ "A Cauldron is poured from a walkway onto an adjacent zone in sight that is not a "
	  "walkway: not from %1 onto %2.",
	    "Un Calderone si versa da un cammino di ronda su una Zona adiacente in vista che non "
	    "è un cammino di ronda: non dalla Zona %1 sulla Zona %2.",
	    "Un Caldero se vierte desde un camino de ronda sobre una Zona adyacente a la vista "
	    "que no sea un camino de ronda: no desde la Zona %1 sobre la Zona %2." },
	{ "A Cauldron goes to an adjacent zone by an open way or Stairs: not from %1 to %2.",
	    "Un Calderone va in una Zona adiacente per un passaggio aperto o le Scale: non dalla "
	    "Zona %1 alla Zona %2.",
	    "Un Caldero va a una Zona adyacente por un paso abierto o las Escaleras: no de la "
	    "Zona %1 a la Zona %2." },
	{ "Guards attack in melee or ranged; their moves and the Cauldrons are not in this "
	  "game's rules.",
	    "Le Guardie attaccano in mischia o a distanza; i loro movimenti e i Calderoni non sono "
	    "nelle regole di questa partita.",
	    "Las Guardias atacan cuerpo a cuerpo o a distancia; sus movimientos y los Calderos no "
	    "están en las reglas de esta partida." },
	{ "%1 holds %#2 guard{|s}.", "La Zona %1 ha %2 %2{Guardia|Guardie}.",
	    "La Zona %1 tiene %2 %2{Guardia|Guardias}." },
	{ "Guards cannot move from %1 to %2.",
	    "Le Guardie non possono andare dalla Zona %1 alla Zona %2.",
	    "Las Guardias no pueden ir de la Zona %1 a la Zona %2." },
	{ "%1 has not the skill Guards: Shove.", "%1 non ha l'Abilità Guardie: Spinta.",
	    "%1 no tiene la Habilidad Guardias: Empuje." },
	{ "Guards shove to a zone at Range 1 in sight: not %1.",
	    "Le Guardie spingono in una Zona a Gittata 1 in vista: non nella Zona %1.",
	    "Las Guardias empujan a una Zona a Alcance 1 a la vista: no a la Zona %1." },
	{ "There are no zombies in %1.", "Non ci sono zombie nella Zona %1.",
	    "No hay zombis en la Zona %1." },
	{ "A Cauldron needs 3 guards or more: %1 has %#2.",
	    "Un Calderone richiede 3 Guardie o più: la Zona %1 ne ha %2.",
	    "Un Caldero requiere 3 Guardias o más: la Zona %1 tiene %2." },
	{ "The guards cannot pour the Cauldron from %1 onto %2.",
	    "Le Guardie non possono versare il Calderone dalla Zona %1 sulla Zona %2.",
	    "Las Guardias no pueden verter el Caldero desde la Zona %1 sobre la Zona %2." },
	{ "The guards cannot move the Cauldron from %1 to %2.",
	    "Le Guardie non possono spostare il Calderone dalla Zona %1 alla Zona %2.",
	    "Las Guardias no pueden mover el Caldero de la Zona %1 a la Zona %2." },
	{ "A move names 1 to %1 zones.", "Un movimento nomina da 1 a %1 Zone.",
	    "Un movimiento nombra de 1 a %1 Zonas." },
	{ "One zone at a time in this game's rules.",
	    "Una Zona alla volta nelle regole di questa partita.",
	    "Una Zona cada vez en las reglas de esta partida." },
	{ "%1 cannot move so (Sprint, 2 or 3 zones once a turn): %2.",
	    "%1 non può muoversi così (Scatto, 2 o 3 Zone una volta per turno): %2.",
	    "%1 no puede moverse así (Esprint, 2 o 3 Zonas una vez por turno): %2." },
	{ "%1 cannot move so (1 zone a Move): %2.",
	    "%1 non può muoversi così (1 Zona per Movimento): %2.",
	    "%1 no puede moverse así (1 Zona por Movimiento): %2." },
	{ "%1 cannot move so (1 to 3 zones): %2.", "%1 non può muoversi così (da 1 a 3 Zone): %2.",
	    "%1 no puede moverse así (de 1 a 3 Zonas): %2." },
	{ "%1 has not the skill Charge.", "%1 non ha l'Abilità Caricare.",
	    "%1 no tiene la Habilidad Carga." },
	{ "%1: Charge once a Turn.", "%1: Caricare una volta per Turno.",
	    "%1: Carga una vez por Turno." },
	{ "%1 cannot charge so (1 or 2 zones): %2.", "%1 non può caricare così (1 o 2 Zone): %2.",
	    "%1 no puede cargar así (1 o 2 Zonas): %2." },
	{ "A Charge ends in a zone with zombies: not %1.",
	    "Caricare finisce in una Zona con zombie: non nella Zona %1.",
	    "Una Carga termina en una Zona con zombis: no en la Zona %1." },
	{ "%1 has not the skill Bloodlust.", "%1 non ha l'Abilità Sete di sangue.",
	    "%1 no tiene la Habilidad Sed de sangre." },
	{ "%1: Bloodlust once a Turn.", "%1: Sete di sangue una volta per Turno.",
	    "%1: Sed de sangre una vez por Turno." },
	{ "%1: Bloodlust goes 1 or 2 zones: %2.", "%1: Sete di sangue va di 1 o 2 Zone: %2.",
	    "%1: Sed de sangre va 1 o 2 Zonas: %2." },
	{ "Bloodlust ends in a zone with zombies: not %1.",
	    "Sete di sangue finisce in una Zona con zombie: non nella Zona %1.",
	    "Sed de sangre termina en una Zona con zombis: no en la Zona %1." },
	{ "%1 has not the skill Jump.", "%1 non ha l'Abilità Saltare.",
	    "%1 no tiene la Habilidad Saltar." },
	{ "%1: Jump once a Turn.", "%1: Saltare una volta per Turno.",
	    "%1: Saltar una vez por Turno." },
	{ "A Jump goes to a zone in sight at Range 2: not %1.",
	    "Saltare porta in una Zona in vista a Gittata 2: non nella Zona %1.",
	    "Saltar lleva a una Zona a la vista a Alcance 2: no a la Zona %1." },
	{ "%1 has not the skill Transmutation.", "%1 non ha l'Abilità Trasmutazione.",
	    "%1 no tiene la Habilidad Transmutación." },
	{ "%1 has not the skill %2.", "%1 non ha l'Abilità %2.", "%1 no tiene la Habilidad %2." },
	{ "%1: %2 once a Turn.", "%1: %2 una volta per Turno.", "%1: %2 una vez por Turno." },
	{ "Push: a zone at Range 1 in sight, not %1.",
	    "Spingere: una Zona a Gittata 1 in vista, non la Zona %1.",
	    "Empujar: una Zona a Alcance 1 a la vista, no la Zona %1." },
	{ "Rescue: a zone at Range 1, in sight both ways, with a zombie and a willing survivor; "
	  "not %1.",
	    "Salvatore: una Zona a Gittata 1, in vista nei due sensi, con uno zombie e un "
	    "sopravvissuto disposto; non la Zona %1.",
	    "Salvador: una Zona a Alcance 1, a la vista en los dos sentidos, con un zombi y un "
	    "superviviente dispuesto; no la Zona %1." },
	{ "This game's rules have no food.", "Le regole di questa partita non hanno cibo.",
	    "Las reglas de esta partida no tienen comida." },
	{ "%1: the free Jump or Move it gives is not in this version of White Death.",
	    "%1: il Salto o Movimento gratuito che dà non è in questa versione di White Death.",
	    "%1: el Salto o Movimiento gratuito que da no está en esta versión de White Death." },
	{ "This game's rules have no Enchantment Actions.",
	    "Le regole di questa partita non hanno Azioni di Incantamento.",
	    "Las reglas de esta partida no tienen Acciones de Encantamiento." },
	{ "%1 cannot cast it: %2", "%1 non può lanciarlo: %2", "%1 no puede lanzarlo: %2" },
	{ "%1 cannot cast it on %2: %3", "%1 non può lanciarlo su %2: %3",
	    "%1 no puede lanzarlo sobre %2: %3" },
	{ "%1: named twice, or more than %#2 skills", "%1: nominata due volte, o più di %2 Abilità",
	    "%1: nombrada dos veces, o más de %2 Habilidades" },
	{ "\"%1\" is none of your survivors.", "\"%1\" non è uno dei tuoi sopravvissuti.",
	    "\"%1\" no es uno de tus supervivientes." },
	{ "Guard Skill cards are not chosen in this game (option guard_skills).",
	    "In questa partita le carte Abilità Guardia non si scelgono (opzione guard_skills).",
	    "En esta partida las cartas de Habilidad de Guardia no se eligen (opción "
	    "guard_skills)." },
	{ "%1 has a Guard skill of its own: no Guard Skill card.",
	    "%1 ha già un'Abilità Guardia sua: nessuna carta Abilità Guardia.",
	    "%1 ya tiene una Habilidad de Guardia propia: ninguna carta de Habilidad de Guardia." },
	{ "%1's Guard Skill card is chosen before its first Action.",
	    "La carta Abilità Guardia di %1 si sceglie prima della sua prima Azione.",
	    "La carta de Habilidad de Guardia de %1 se elige antes de su primera Acción." },
	{ "\"%1\" is no Guard Skill card of the pack.",
	    "\"%1\" non è una carta Abilità Guardia del mazzo.",
	    "\"%1\" no es una carta de Habilidad de Guardia del mazo." },
	{ "%1 holds that card.", "%1 ha già quella carta.", "%1 ya tiene esa carta." },
	{ "skill %1: the game does not know it", "Abilità %1: il gioco non la conosce",
	    "Habilidad %1: el juego no la conoce" },
	{ "skill %1: %2 takes a skill that changes a combat roll, not %3",
	    "Abilità %1: %2 prende un'Abilità che cambia un tiro di combattimento, non %3",
	    "Habilidad %1: %2 toma una Habilidad que cambie una tirada de combate, no %3" },
	{ "skill %1: brothers-in-arms cannot give %2 (Guard and set-up skills do not pass to the "
	  "Zone)",
	    "Abilità %1: brothers-in-arms non può dare %2 (le Abilità Guardia e di preparazione "
	    "non passano alla Zona)",
	    "Habilidad %1: brothers-in-arms no puede dar %2 (las Habilidades de Guardia y de "
	    "preparación no pasan a la Zona)" },
	{ "skill %1: a weapon gives its skill only in its Action: a skill that changes a combat "
	  "roll",
	    "Abilità %1: un'arma dà la sua Abilità solo nella sua Azione: un'Abilità che cambia "
	    "un tiro di combattimento",
	    "Habilidad %1: un arma da su Habilidad solo en su Acción: una Habilidad que cambie "
	    "una tirada de combate" },
	{ "%1 is not a choice here; the choices: %2.",
	    "%1 non si può scegliere qui; le scelte: %2.",
	    "%1 no se puede elegir aquí; las opciones: %2." },
	{ "no skill to choose at this level", "nessuna Abilità da scegliere a questo livello",
	    "ninguna Habilidad que elegir en este nivel" },
	{ "%1 (any skill of the list may be chosen, by its reference or its name)",
	    "%1 (si può scegliere qualsiasi Abilità della lista, per riferimento o per nome)",
	    "%1 (se puede elegir cualquier Habilidad de la lista, por su referencia o su "
	    "nombre)" },
	{ "%1: already held, or a set-up skill", "%1: già posseduta, o un'Abilità di preparazione",
	    "%1: ya poseída, o una Habilidad de preparación" },
	{ "no standing choice %1: reflexes, sidestep, lucky, link, leader, tactician, isthatall, "
	  "destiny or rescue",
	    "nessuna scelta permanente %1: \"reflexes\", \"sidestep\", \"lucky\", \"link\", "
	    "\"leader\", \"tactician\", \"isthatall\", \"destiny\" o \"rescue\"",
	    "ninguna elección permanente %1: \"reflexes\", \"sidestep\", \"lucky\", \"link\", "
	    "\"leader\", \"tactician\", \"isthatall\", \"destiny\" o \"rescue\"" },
	{ "%1 takes %2, %3 or %4", "%1 vuole %2, %3 o %4", "%1 admite %2, %3 o %4" },
	{ "%1 takes %2 or %3", "%1 vuole %2 o %3", "%1 admite %2 o %3" },
	{ "%1 has not the skill Born Leader.", "%1 non ha l'Abilità Leader nato.",
	    "%1 no tiene la Habilidad Líder nato." },
	{ "%1: Born Leader once a Turn.", "%1: Leader nato una volta per Turno.",
	    "%1: Líder nato una vez por Turno." },
	{ "Born Leader gives %1 no Action: %2.", "Leader nato non dà Azioni a %1: %2.",
	    "Líder nato no da Acciones a %1: %2." },
	{ "%1 has not the skill Taunt.", "%1 non ha l'Abilità Provocare.",
	    "%1 no tiene la Habilidad Provocar." },
	{ "%1: Taunt once a Turn.", "%1: Provocare una volta per Turno.",
	    "%1: Provocar una vez por Turno." },
	{ "%1 cannot taunt %2: %3.", "%1 non può provocare la Zona %2: %3.",
	    "%1 no puede provocar la Zona %2: %3." },
	{ "skill %1: %2 takes an action: %3", "Abilità %1: %2 vuole un'azione: %3",
	    "Habilidad %1: %2 requiere una acción: %3" },
	{ "skill %1: %2 takes a zombie type: walker, runner or brute",
	    "Abilità %1: %2 vuole un tipo di zombie: walker, runner o brute",
	    "Habilidad %1: %2 requiere un tipo de zombi: walker, runner o brute" },
	{ "skill %1: %2 takes an equipment card id",
	    "Abilità %1: %2 vuole l'id di una carta Equipaggiamento",
	    "Habilidad %1: %2 requiere el id de una carta de Equipo" },
	{ "unknown skill %1", "Abilità sconosciuta: %1", "Habilidad desconocida: %1" },
	{ "skill %1: %2 takes a skill", "Abilità %1: %2 vuole un'Abilità",
	    "Habilidad %1: %2 requiere una Habilidad" },
	{ "%1 holds no food %2 in the Hands (or, usable there, in the Backpack).",
	    "%1 non ha il cibo %2 nelle mani (o, usabile lì, nello zaino).",
	    "%1 no tiene la comida %2 en las manos (o, usable allí, en la mochila)." },
	{ "Send it as: cauldron SURVIVOR move|pour ZONE",
	    "Scrivilo così: calderone SOPRAVVISSUTO muovi|versa ZONA",
	    "Escríbelo así: caldero SUPERVIVIENTE mueve|vierte ZONA" },
	{ "Send it as: guard SURVIVOR cauldron ZONE move|pour TO",
	    "Scrivilo così: guardie SOPRAVVISSUTO calderone ZONA muovi|versa DESTINAZIONE",
	    "Escríbelo así: guardias SUPERVIVIENTE caldero ZONA mueve|vierte DESTINO" },
	/* The end of a mission with its reason, whole: a pattern ending with
	 * ": %1" leaves its capture as it is (lang(3)). */
	{ "The mission is won: every win test of the mission holds.",
	    "La missione è vinta: tutte le condizioni di vittoria della missione sono soddisfatte.",
	    "La misión está ganada: se cumplen todas las condiciones de victoria de la misión." },
	{ "The mission is lost: %1 is eliminated.", "La missione è persa: %1 è eliminato.",
	    "La misión está perdida: %1 es eliminado." },
	{ "The mission is lost: a survivor is eliminated.",
	    "La missione è persa: un sopravvissuto è eliminato.",
	    "La misión está perdida: un superviviente es eliminado." },
	{ "The mission is lost: Corruption reached the Signaller.",
	    "La missione è persa: la Corruzione ha raggiunto il Segnalatore.",
	    "La misión está perdida: la Corrupción ha alcanzado al Señalizador." },
	{ "The mission is lost: the mission's objectives can no longer be completed.",
	    "La missione è persa: gli Obiettivi della missione non si possono più completare.",
	    "La misión está perdida: los Objetivos de la misión ya no se pueden completar." },
	{ "The mission is lost: a guard is eliminated.",
	    "La missione è persa: una Guardia è eliminata.",
	    "La misión está perdida: una Guardia es eliminada." },
	{ "The mission is lost: the Empress is wounded.",
	    "La missione è persa: l'Imperatrice è ferita.",
	    "La misión está perdida: la Emperatriz está herida." },
	{ "The mission is lost: a Necromancer reached the Signaller.",
	    "La missione è persa: un Necromante ha raggiunto il Segnalatore.",
	    "La misión está perdida: un Nigromante ha alcanzado al Señalizador." },
	{ "The mission is lost: an objective the victory needs is lost under Corruption.",
	    "La missione è persa: un Obiettivo necessario alla vittoria è perso sotto la "
	    "Corruzione.",
	    "La misión está perdida: un Objetivo necesario para la victoria se ha perdido bajo la "
	    "Corrupción." },
	{ "The mission is lost: the moderator ended the game.",
	    "La missione è persa: il moderatore ha terminato la partita.",
	    "La misión está perdida: el moderador ha terminado la partida." },
	{ "%1's standing skill choices: none.", "Scelte permanenti di Abilità di %1: nessuna.",
	    "Elecciones permanentes de Habilidades de %1: ninguna." },
	{ NULL, NULL, NULL },
};

/* skill_of - a skill named by its English name (the public lines of
 * prefer and skill), by its name in lang; in a static buffer (the
 * arbiter copies it at once), NULL when en is no skill's English name */

static const char *
skill_of(const struct zwd_cards *c, const char *en, int lang)
{
	static char          buf[256];
	struct zwd_skill_ref r;
	struct pb_err        err;
	char                *name;
	int                  ok;

	if (!zwd_skill_read(c, en, &r, &err))
		return (NULL);
	name = zwd_skill_name(c, &r, 0);
	ok = strcmp(name, en) == 0; /* not a word a player wrote */
	free(name);
	if (!ok)
		return (NULL);
	name = zwd_skill_name(c, &r, lang);
	ok = strlen(name) < sizeof(buf);
	if (ok)
		memcpy(buf, name, strlen(name) + 1);
	free(name);
	return (ok ? buf : NULL);
}

/* zwd_words_of - a card's name in a locale, by its English name */

const char *
zwd_words_of(const void *g, const char *en, const char *locale)
{
	const struct zwd_state *s = g;
	const struct zwd_cards *c = s->pack->cards;
	int                     i, lang = lang_index(locale);

	for (i = 0; i < c->nequips; i++) /* a card a line named, by its id too */
		if (strcmp(c->equips[i].n.name, en) == 0 || strcmp(c->equips[i].n.id, en) == 0)
			return (zwd_name(&c->equips[i].n, lang));
	for (i = 0; i < c->nsurvivors; i++)
		if (strcmp(c->survivors[i].n.name, en) == 0)
			return (zwd_name(&c->survivors[i].n, lang));
	for (i = 0; i < zwd_ncmds; i++)
		if (strcmp(zwd_cmds[i].usage[0], en) == 0)
			return (zwd_cmds[i].usage[lang]);
	return (skill_of(c, en, lang));
}

/* ---- what players name cards and skills by ------------------------- */

/* The commands that name skills: a skill's name elsewhere is a word of
 * the line ("scelta ogon fortunato no" is Lucky's stance, read by the
 * game in any language). */
#define SKILL_CMDS "prefer skill guardskill"

/* name_add - the slug of a name in lang, when it is not the id itself */

static void
name_add(struct lang_dict *d, const char *name, const char *id, const char *scope)
{
	char *slug = zwd_slug(name);

	if (strcmp(slug, id) != 0)
		lang_dict_add(d, slug, id, scope);
	free(slug);
}

static void
skill_add(struct lang_dict *d, const struct zwd_cards *c, const struct zwd_skill_ref *r, int lang)
{
	char *name = zwd_skill_name(c, r, lang), *ref = zwd_skill_ref_text(c, r);

	name_add(d, name, ref, SKILL_CMDS);
	free(ref);
	free(name);
}

void
zwd_names(const void *g, const char *locale, struct lang_dict *d)
{
	const struct zwd_state *s = g;
	const struct zwd_cards *c = s->pack->cards;
	int                     lang = lang_index(locale), i, l, k;

	if (lang == 0)
		return;
	for (i = 0; i < c->nsurvivors; i++) {
		name_add(d, zwd_name(&c->survivors[i].n, lang), c->survivors[i].n.id, NULL);
		for (l = 0; l < ZWD_NLEVELS; l++)
			for (k = 0; k < c->survivors[i].nskill[l]; k++)
				skill_add(d, c, &c->survivors[i].skill[l][k], lang);
	}
	for (i = 0; i < c->nequips; i++) {
		name_add(d, zwd_name(&c->equips[i].n, lang), c->equips[i].n.id, NULL);
		for (k = 0; k < c->equips[i].nskill; k++)
			skill_add(d, c, &c->equips[i].skill[k], lang);
	}
	for (i = 0; i < c->ngskills; i++) {
		name_add(d, zwd_name(&c->gskills[i].n, lang), c->gskills[i].n.id, "guardskill");
		skill_add(d, c, &c->gskills[i].skill, lang);
	}
}
