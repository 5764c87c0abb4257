/*++
/* NAME
/*	dm_msgs 3
/* SUMMARY
/*	Dark Moon: the narration and replies in Italian and Spanish
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	extern const struct lang_msg dm_msgs[];
/*
/*	const char *dm_words_of(const void *state, const char *en,
/*			const char *locale);
/* DESCRIPTION
/*	The game writes its public lines (who did what), private notices
/*	and replies in English, the words of the move log; the arbiter
/*	translates each for its reader, a sentence at a time, with this
/*	catalogue (lang(3): %N any text, %#N a number, "%N{one|many}" a
/*	plural).  The words of the rulebooks are kept: Risorse
/*	Disponibili and Recursos Disponibles, Compito and Tarea,
/*	Malfunzionamento and Fallo, Comandante.
/*
/*	Captured words (an area, a ballot, a team, a die's colour and
/*	face, the reason of the end) have entries of their own, so they
/*	are translated inside a sentence; a list of dice ("strong +4, weak
/*	-1") is read an item at a time.  Card and character names go to
/*	dm_words_of(): the name (or the card's own text) of a card of the
/*	game's pack in the locale, given its English words; NULL when it
/*	is none.
/* SEE ALSO
/*	lang(3), texts(3), tests/check_lang_complete.c (lang-1.6).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"

const struct lang_msg dm_msgs[] = {
	/* Replies and refusals. */
	{ "Done.", "Fatto.", "Hecho." },
	{ "Removed.", "Rimosso.", "Retirado." },
	{ "Ended.", "Finita.", "Terminada." },
	{ "The game is over.", "La partita è finita.", "La partida ha terminado." },
	{ "\"%1\" is no Dark Moon command: send HELP.",
	    "\"%1\" non è un comando di Dark Moon: scrivi HELP.",
	    "\"%1\" no es un comando de Dark Moon: escribe HELP." },
	{ "You cannot %1 now: send HELP for what you can do.",
	    "Ora non puoi usare %1: scrivi HELP per sapere cosa puoi fare.",
	    "Ahora no puedes usar %1: escribe HELP para saber qué puedes hacer." },
	{ "You do not hold those dice.", "Non hai quei dadi.", "No tienes esos dados." },
	/* Base game: refusals (dm_apply.c, dm_cmd.c, dm_infected.c,
	 * dm_vote.c, dm_standing.c, dm_remove.c); a command word in one is
	 * the reader's (dm_words). */
	{ "The game is over already.", "La partita è già finita.", "La partida ya ha terminado." },
	{ "end, end uninfected or end infected.", "end, end uninfected o end infected.",
	    "end, end uninfected o end infected." },
	{ "end, end uninfected, end infected or end company.",
	    "end, end uninfected, end infected o end company.",
	    "end, end uninfected, end infected o end company." },
	{ "Dark Moon takes the moderator's remove SEAT, end and abandon.",
	    "Dark Moon accetta dal moderatore remove POSTO, end e abandon.",
	    "Dark Moon acepta del moderador remove ASIENTO, end y abandon." },
	{ "Name one of the two Events you drew.", "Nomina uno dei due Eventi che hai pescato.",
	    "Nombra uno de los dos Eventos que has robado." },
	{ "Say which dice: take 2 strong 1 weak.", "Di' quali dadi: prendi 2 forti 1 debole.",
	    "Di qué dados: toma 2 fuertes 1 débil." },
	{ "Available Resources do not have those dice.", "Le Risorse Disponibili non hanno quei dadi.",
	    "Los Recursos Disponibles no tienen esos dados." },
	{ "Take %#1 dice.", "Prendi %1 %1{dado|dadi}.", "Toma %1 %1{dado|dados}." },
	{ "Take at most %#1 dice.", "Prendi al massimo %1 %1{dado|dadi}.",
	    "Toma como mucho %1 %1{dado|dados}." },
	{ "Repair shield, life or outpost.", "Ripara scudo, vita o avamposto.",
	    "Repara escudo, vida o puesto." },
	{ "There is nothing to repair there, or an Outpost token blocks it.",
	    "Lì non c'è nulla da riparare, o un segnalino Avamposto lo blocca.",
	    "Ahí no hay nada que reparar, o una ficha de Puesto lo bloquea." },
	{ "Say which dice you roll: repair shield 2 strong 1 weak.",
	    "Di' quali dadi tiri: ripara scudo 2 forti 1 debole.",
	    "Di qué dados tiras: repara escudo 2 fuertes 1 débil." },
	{ "Roll at most %#1 dice.", "Tira al massimo %1 %1{dado|dadi}.",
	    "Tira como mucho %1 %1{dado|dados}." },
	{ "The Hangar Bay token blocks Lone Wolf.",
	    "Il segnalino Hangar blocca il Lupo Solitario.",
	    "La ficha del Hangar bloquea el Lobo Solitario." },
	{ "Roll 2 or 3 dice: wolf 2 strong 1 weak.", "Tira 2 o 3 dadi: lupo 2 forti 1 debole.",
	    "Tira 2 o 3 dados: lobo 2 fuertes 1 débil." },
	{ "Name the player the vote is on.", "Nomina il giocatore su cui si vota.",
	    "Nombra al jugador sobre el que se vota." },
	{ "A revealed Infected cannot be voted on.", "Non si vota su un Infetto rivelato.",
	    "No se vota sobre un Infectado revelado." },
	{ "Name another player who has not revealed.",
	    "Nomina un altro giocatore che non si è rivelato.",
	    "Nombra a otro jugador que no se haya revelado." },
	{ "Name a player who has not revealed.", "Nomina un giocatore che non si è rivelato.",
	    "Nombra a un jugador que no se haya revelado." },
	{ "Name one of the Tasks you drew.", "Nomina uno dei Compiti che hai pescato.",
	    "Nombra una de las Tareas que has robado." },
	{ "Name one of the Tasks you drew, and nothing else.",
	    "Nomina uno dei Compiti che hai pescato, e nient'altro.",
	    "Nombra una de las Tareas que has robado, y nada más." },
	{ "This Malfunction needs a system: shield, life or outpost.",
	    "Questo Malfunzionamento vuole un sistema: scudo, vita o avamposto.",
	    "Este Fallo necesita un sistema: escudo, vida o puesto." },
	{ "Just: in.", "Solo: dentro.", "Solo: dentro." },
	{ "Just: roll.", "Solo: tira.", "Solo: tira." },
	{ "Just: done.", "Solo: fatto.", "Solo: hecho." },
	{ "Just: reroll.", "Solo: ritira.", "Solo: repite." },
	{ "Just: reveal.", "Solo: rivelati.", "Solo: revélate." },
	{ "Just: test.", "Solo: prova.", "Solo: prueba." },
	{ "Just: demoralize.", "Solo: demoralizza.", "Solo: desmoraliza." },
	{ "Just: interfere.", "Solo: interferisci.", "Solo: interfiere." },
	{ "Just: spike.", "Solo: sovraccarico.", "Solo: sobrecarga." },
	{ "Just: refuse.", "Solo: rifiuta.", "Solo: rechaza." },
	{ "Say which dice you take: out 1 strong 1 weak, or just out.",
	    "Di' quali dadi prendi: fuori 1 forte 1 debole, o solo fuori.",
	    "Di qué dados tomas: fuera 1 fuerte 1 débil, o solo fuera." },
	{ "judge PLAYER (quarantined: released; free: quarantined), or judge none.",
	    "giudica GIOCATORE (in quarantena: liberato; libero: in quarantena), o giudica nessuno.",
	    "juzga JUGADOR (en cuarentena: liberado; libre: en cuarentena), o juzga nadie." },
	{ "Submit dice of your roll: submit strong +4.",
	    "Consegna dadi del tuo tiro: consegna forte +4.",
	    "Entrega dados de tu tirada: entrega fuerte +4." },
	{ "Submit 1 die.", "Consegna 1 dado.", "Entrega 1 dado." },
	{ "Submit %#1 dice.", "Consegna %1 %1{dado|dadi}.", "Entrega %1 %1{dado|dados}." },
	{ "Fatigued: you submit 1 die in the whole Malfunction.",
	    "Affaticato: consegni 1 dado in tutto il Malfunzionamento.",
	    "Fatigado: entregas 1 dado en todo el Fallo." },
	{ "Name one of the tokens out.", "Nomina uno dei segnalini fuori.",
	    "Nombra una de las fichas fuera." },
	{ "damage fatigue, or damage outpost.", "danno fatica, o danno avamposto.",
	    "daño fatiga, o daño puesto." },
	{ "sabotage shield, life or outpost, where it is not.",
	    "sabota scudo, vita o avamposto, dove non c'è già.",
	    "sabotea escudo, vida o puesto, donde no esté ya." },
	{ "keep the ids of cards you saw, each once.",
	    "tieni gli id delle carte che hai visto, ognuno una volta.",
	    "deja los id de las cartas que has visto, cada uno una vez." },
	{ "keep each card once.", "tieni ogni carta una volta.", "deja cada carta una vez." },
	{ "standing out shield|life|outpost, standing best, standing vote black|red|none, standing "
	  "clear, or standing alone for the list.",
	    "permanente fuori scudo|vita|avamposto, permanente migliore, permanente vota "
	    "nero|rosso|nessuno, permanente rimuovi, o permanente da solo per l'elenco.",
	    "permanente fuera escudo|vida|puesto, permanente mejor, permanente vota "
	    "negro|rojo|nada, permanente quita, o permanente solo para la lista." },
	{ "vote black, vote red or vote none.", "vota nero, vota rosso o vota nessuno.",
	    "vota negro, vota rojo o vota nada." },
	{ "You hold no %1 die: vote with a die you hold, or none.",
	    "Non hai un dado %1: vota con un dado che hai, o nessuno.",
	    "No tienes un dado %1: vota con un dado que tengas, o nada." },
	{ "strong (black)", "forte (nero)", "fuerte (negro)" },
	{ "weak (red)", "debole (rosso)", "débil (rojo)" },
	{ "break black, or break red.", "spareggia nero, o spareggia rosso.",
	    "desempata negro, o desempata rojo." },
	{ "break quarantine, or break free.", "spareggia quarantena, o spareggia libero.",
	    "desempata cuarentena, o desempata libre." },
	{ "accept, or accept 1 to %1.", "accetta, o accetta da 1 a %1.", "acepta, o acepta de 1 a %1." },
	{ "remove SEAT: a seat from 1 to %1", "remove POSTO: un posto da 1 a %1",
	    "remove ASIENTO: un asiento de 1 a %1" },
	{ "Seat %1 is removed already.", "Il posto %1 è già stato rimosso.",
	    "El asiento %1 ya ha sido retirado." },
	{ "Fewer than 2 seats would be left: end the game instead.",
	    "Resterebbero meno di 2 posti: termina piuttosto la partita.",
	    "Quedarían menos de 2 asientos: termina la partida en su lugar." },
	/* The command a seat cannot send now ("You cannot %1 now"), in the
	 * reader's words. */
	{ "event", "evento", "evento" },
	{ "take", "prendi", "toma" },
	{ "repair", "ripara", "repara" },
	{ "wolf", "lupo", "lobo" },
	{ "call", "chiama", "llama" },
	{ "order", "ordina", "ordena" },
	{ "play", "gioca", "juega" },
	{ "in", "dentro", "dentro" },
	{ "out", "fuori", "fuera" },
	{ "judge", "giudica", "juzga" },
	{ "standing", "permanente", "permanente" },
	{ "submit", "consegna", "entrega" },
	{ "roll", "tira", "tira" },
	{ "done", "fatto", "hecho" },
	{ "reroll", "ritira", "repite" },
	{ "clear", "rimuovi", "quita" },
	{ "damage", "danno", "daño" },
	{ "vote", "vota", "vota" },
	{ "break", "spareggia", "desempata" },
	{ "name", "nomina", "nombra" },
	{ "accept", "accetta", "acepta" },
	{ "reveal", "rivelati", "revélate" },
	{ "sabotage", "sabota", "sabotea" },
	{ "test", "prova", "prueba" },
	{ "demoralize", "demoralizza", "desmoraliza" },
	{ "interfere", "interferisci", "interfiere" },
	{ "keep", "tieni", "deja" },
	{ "spike", "sovraccarico", "sobrecarga" },
	{ "refuse", "rifiuta", "rechaza" },
	{ "corp", "corporazione", "corporación" },
	{ "amputate", "amputa", "amputa" },
	{ "authorize", "autorizza", "autoriza" },
	{ "takeoff", "decolla", "despega" },
	{ "claim", "rivendica", "reclama" },
	{ "expose", "esponi", "expón" },
	/* Private notices. */
	/* Shadow Corporation (from dm_sc*.c). */
	{ "Your Corporation dice (private): %1, %2.",
	    "I tuoi dadi della Corporazione (privati): %1, %2.",
	    "Tus dados de la Corporación (privados): %1, %2." },
	{ "Your Corporation dice (private): %1, %2, %3.",
	    "I tuoi dadi della Corporazione (privati): %1, %2, %3.",
	    "Tus dados de la Corporación (privados): %1, %2, %3." },
	{ "No Threat token is left.", "Non resta alcun segnalino Minaccia.",
	    "No queda ninguna ficha de Amenaza." },
	{ "You have not done that as active player since the Threat cards were dealt.",
	    "Non l'hai fatto da giocatore attivo da quando le carte Minaccia sono state distribuite.",
	    "No lo has hecho como jugador activo desde que se repartieron las cartas de Amenaza." },
	{ "Your private roll: %1.", "Il tuo tiro privato: %1.", "Tu tirada privada: %1." },
	{ "Interference: you see %1 (%2).", "Interferenza: vedi %1 (%2).",
	    "Interferencia: ves %1 (%2)." },
	/* Lists of dice and cards: an entry per length, so that each item
	 * is a capture of its own (translated, or named by words_of()). */
	{ "Your private roll: %1, %2.",
	    "Il tuo tiro privato: %1, %2.",
	    "Tu tirada privada: %1, %2." },
	{ "Your private roll: %1, %2, %3.",
	    "Il tuo tiro privato: %1, %2, %3.",
	    "Tu tirada privada: %1, %2, %3." },
	{ "Your private roll: %1, %2, %3, %4.",
	    "Il tuo tiro privato: %1, %2, %3, %4.",
	    "Tu tirada privada: %1, %2, %3, %4." },
	{ "Your private roll: %1, %2, %3, %4, %5.",
	    "Il tuo tiro privato: %1, %2, %3, %4, %5.",
	    "Tu tirada privada: %1, %2, %3, %4, %5." },
	{ "Your private roll: %1, %2, %3, %4, %5, %6.",
	    "Il tuo tiro privato: %1, %2, %3, %4, %5, %6.",
	    "Tu tirada privada: %1, %2, %3, %4, %5, %6." },
	{ "%1 submits %2, %3.", "%1 consegna %2, %3.", "%1 entrega %2, %3." },
	{ "%1 submits %2, %3, %4.", "%1 consegna %2, %3, %4.", "%1 entrega %2, %3, %4." },
	{ "%1 submits %2, %3, %4, %5.",
	    "%1 consegna %2, %3, %4, %5.",
	    "%1 entrega %2, %3, %4, %5." },
	{ "%1 submits %2, %3, %4, %5, %6.",
	    "%1 consegna %2, %3, %4, %5, %6.",
	    "%1 entrega %2, %3, %4, %5, %6." },
	{ "%1 submits %2, %3, %4, %5, %6, %7.",
	    "%1 consegna %2, %3, %4, %5, %6, %7.",
	    "%1 entrega %2, %3, %4, %5, %6, %7." },
	{ "Interference: you see %1 (%2), %3 (%4).",
	    "Interferenza: vedi %1 (%2), %3 (%4).",
	    "Interferencia: ves %1 (%2), %3 (%4)." },
	{ "Interference: you see %1 (%2), %3 (%4), %5 (%6).",
	    "Interferenza: vedi %1 (%2), %3 (%4), %5 (%6).",
	    "Interferencia: ves %1 (%2), %3 (%4), %5 (%6)." },
	/* Standing instructions (the reply to the seat). */
	{ "No standing instructions.", "Nessuna istruzione permanente.",
	    "Ninguna instrucción permanente." },
	{ "Standing: OUT of shield Malfunctions.",
	    "Permanente: FUORI dai Malfunzionamenti dello Scudo.",
	    "Permanente: FUERA de los Fallos del Escudo." },
	{ "Standing: OUT of life Malfunctions.",
	    "Permanente: FUORI dai Malfunzionamenti del Supporto Vitale.",
	    "Permanente: FUERA de los Fallos del Soporte Vital." },
	{ "Standing: OUT of outpost Malfunctions.",
	    "Permanente: FUORI dai Malfunzionamenti dell'Avamposto.",
	    "Permanente: FUERA de los Fallos del Puesto." },
	{ "Standing: your best die in Malfunctions.",
	    "Permanente: il tuo dado migliore nei Malfunzionamenti.",
	    "Permanente: tu mejor dado en los Fallos." },
	{ "Standing: vote %1.", "Permanente: vota %1.", "Permanente: vota %1." },
	/* The turn. */
	{ "%1's turn.", "Tocca a %1.", "Le toca a %1." },
	{ "%1's turn ends.", "Il turno di %1 finisce.", "El turno de %1 termina." },
	{ "%1 retrieves %#2 dice.", "%1 recupera %2 %2{dado|dadi}.",
	    "%1 recupera %2 %2{dado|dados}." },
	{ "%1 has no action.", "%1 non ha azioni.", "%1 no tiene acciones." },
	{ "%1 draws %#2 Tasks.", "%1 pesca %2 %2{Compito|Compiti}.",
	    "%1 roba %2 %2{Tarea|Tareas}." },
	{ "%1 plays %2.", "%1 gioca %2.", "%1 juega %2." },
	{ "Difficulty %#1.", "Difficoltà %1.", "Dificultad %1." },
	{ "%1 is IN.", "%1 è DENTRO.", "%1 está DENTRO." },
	{ "%1 is OUT and takes %#2 dice.", "%1 è FUORI e prende %2 %2{dado|dadi}.",
	    "%1 está FUERA y toma %2 %2{dado|dados}." },
	{ "%1 is OUT (a standing instruction) and takes %#2 dice.",
	    "%1 è FUORI (istruzione permanente) e prende %2 %2{dado|dadi}.",
	    "%1 está FUERA (instrucción permanente) y toma %2 %2{dado|dados}." },
	{ "%1 has no dice: OUT.", "%1 non ha dadi: FUORI.", "%1 no tiene dados: FUERA." },
	{ "%1 rolls %#2 dice in private.", "%1 tira %2 %2{dado|dadi} in privato.",
	    "%1 tira %2 %2{dado|dados} en privado." },
	{ "%1 submits %2.", "%1 consegna %2.", "%1 entrega %2." },
	{ "%1 is done.", "%1 ha finito.", "%1 ha terminado." },
	{ "Success cube at %#1 of %#2.",
	    "Cubo Successo a %1 su %2.",
	    "Cubo de Éxito en %1 de %2." },
	{ "%1: %#2 against %#3, success.", "%1: %2 contro %3, successo.",
	    "%1: %2 contra %3, éxito." },
	{ "%1: %#2 against %#3, failure.", "%1: %2 contro %3, fallimento.",
	    "%1: %2 contra %3, fracaso." },
	{ "%1 succeeds.", "%1 riesce.", "%1 tiene éxito." },
	{ "%1 refuses: %2 fails.", "%1 rifiuta: %2 fallisce.", "%1 rechaza: %2 falla." },
	{ "%1 names %2.", "%1 nomina %2.", "%1 nombra a %2." },
	{ "%1 pays a die.", "%1 paga un dado.", "%1 paga un dado." },
	{ "Suspicious activity: the Suspicion cube moves to %#1 of %#2.",
	    "Attività sospetta: il cubo Sospetto va a %1 su %2.",
	    "Actividad sospechosa: el cubo de Sospecha pasa a %1 de %2." },
	{ "The Suspicion cube moves to %#1.", "Il cubo Sospetto va a %1.",
	    "El cubo de Sospecha pasa a %1." },
	/* Actions. */
	{ "%1 repairs %2.", "%1 ripara %2.", "%1 repara %2." },
	{ "The repair fails.", "La riparazione fallisce.", "La reparación falla." },
	{ "The repair succeeds: a Shield token is removed (%#1 left).",
	    "La riparazione riesce: un segnalino Scudo è rimosso (%1 %1{resta|restano}).",
	    "La reparación tiene éxito: se quita una ficha de Escudo (%1 %1{queda|quedan})." },
	{ "The repair succeeds: %1 chooses the token.",
	    "La riparazione riesce: %1 sceglie il segnalino.",
	    "La reparación tiene éxito: %1 elige la ficha." },
	{ "Sabotage: %1 discards 2 more dice; the Sabotage token is removed.",
	    "Sabotaggio: %1 scarta altri 2 dadi; il segnalino Sabotaggio è rimosso.",
	    "Sabotaje: %1 descarta 2 dados más; se quita la ficha de Sabotaje." },
	{ "%1 goes Lone Wolf.", "%1 fa il Lupo Solitario.", "%1 hace de Lobo Solitario." },
	{ "Both positive: an Event cube.", "Entrambi positivi: un cubo Evento.",
	    "Ambos positivos: un cubo de Evento." },
	{ "Lone Wolf fails.", "Il Lupo Solitario fallisce.", "El Lobo Solitario falla." },
	{ "%1 orders %2: retrieve 2 dice or take 2 actions.",
	    "%1 dà un ordine a %2: recuperare 2 dadi o svolgere 2 azioni.",
	    "%1 da una orden a %2: recuperar 2 dados o realizar 2 acciones." },
	/* Shadow Corporation: the turn, evacuation, votes (dm_sc*.c, dm_turn.c). */
	{ "%1 rolls %#2 Corporation dice in private and reveals one.",
	    "%1 tira %2 %2{dado|dadi} della Corporazione in privato e ne rivela uno.",
	    "%1 tira %2 %2{dado|dados} de la Corporación en privado y revela uno." },
	{ "%1 reveals a Corporation die: %2; the Success cube at %#3 of %#4.",
	    "%1 rivela un dado della Corporazione: %2; il cubo Successo a %3 su %4.",
	    "%1 revela un dado de la Corporación: %2; el cubo de Éxito en %3 de %4." },
	{ "Your Threat card (private): %1. %2", "La tua carta Minaccia (privata): %1. %2",
	    "Tu carta de Amenaza (privada): %1. %2" },
	{ "The Threat cards are dealt, one to each player; the others are put away unseen.",
	    "Le carte Minaccia sono distribuite, una a ogni giocatore; le altre sono messe via "
	    "coperte.",
	    "Se reparten las cartas de Amenaza, una a cada jugador; las demás se apartan sin "
	    "mirarlas." },
	{ "Refueling is complete: the ship is ready for takeoff.",
	    "Il rifornimento è completo: la navetta è pronta al decollo.",
	    "El repostaje ha terminado: la nave está lista para despegar." },
	{ "Evacuate! The Evacuation cube moves to %#1 of %#2.",
	    "Evacuare! Il cubo Evacuazione va a %1 su %2.",
	    "¡Evacuar! El cubo de Evacuación pasa a %1 de %2." },
	{ "The Evacuation cube moves to %#1.", "Il cubo Evacuazione va a %1.",
	    "El cubo de Evacuación pasa a %1." },
	{ "The Evacuation cube is at the end, but no evacuation vote can be called: it goes back "
	  "to the start.",
	    "Il cubo Evacuazione è in fondo, ma non si può chiamare alcun voto di evacuazione: "
	    "torna all'inizio.",
	    "El cubo de Evacuación está al final, pero no se puede convocar ninguna votación de "
	    "evacuación: vuelve al principio." },
	{ "%1 calls an Amputation vote on %2: red amputates, black spares.",
	    "%1 chiama un voto di Amputazione su %2: il rosso amputa, il nero risparmia.",
	    "%1 convoca una votación de Amputación sobre %2: rojo amputa, negro perdona." },
	{ "%1 calls an Authorization vote on %2: black authorizes or confirms, red denies or "
	  "revokes.",
	    "%1 chiama un voto di Autorizzazione su %2: il nero autorizza o conferma, il rosso "
	    "nega o revoca.",
	    "%1 convoca una votación de Autorización sobre %2: negro autoriza o confirma, rojo "
	    "deniega o revoca." },
	{ "%1 calls a Takeoff vote: black for takeoff, red against.",
	    "%1 chiama un voto di Decollo: nero per il decollo, rosso contro.",
	    "%1 convoca una votación de Despegue: negro a favor del despegue, rojo en contra." },
	{ "%1 is not amputated.", "%1 non viene amputato.", "%1 no es amputado." },
	{ "%1 is amputated: an Amputation token, one die fewer for good.",
	    "%1 viene amputato: un segnalino Amputazione, un dado in meno per sempre.",
	    "%1 es amputado: una ficha de Amputación, un dado menos para siempre." },
	{ "%1 is authorized to evacuate (%#2 of %#3).",
	    "%1 è autorizzato a evacuare (%2 su %3).",
	    "%1 está autorizado a evacuar (%2 de %3)." },
	{ "%1's authorization is revoked.", "L'autorizzazione di %1 è revocata.",
	    "La autorización de %1 queda revocada." },
	{ "%1's Authorized Evacuation token goes back.",
	    "Il segnalino Evacuazione Autorizzata di %1 torna indietro.",
	    "La ficha de Evacuación Autorizada de %1 vuelve." },
	{ "Nothing changes for %1.", "Per %1 non cambia nulla.", "Para %1 no cambia nada." },
	{ "The ship stays.", "La navetta resta.", "La nave se queda." },
	{ "Takeoff! The ship leaves with the authorized crew.",
	    "Decollo! La navetta parte con l'equipaggio autorizzato.",
	    "¡Despegue! La nave parte con la tripulación autorizada." },
	{ "Aboard: %1, status card %2.", "A bordo: %1, carta Stato %2.",
	    "A bordo: %1, carta de Estado %2." },
	{ "The Evacuation Failure card is shuffled into the Task deck.",
	    "La carta Fallimento dell'Evacuazione è mescolata nel mazzo dei Compiti.",
	    "La carta Fallo de la Evacuación se baraja en el mazo de Tareas." },
	{ "%1 draws %2: the evacuation is aborted, the ship is recalled, every authorization is "
	  "gone.",
	    "%1 pesca %2: l'evacuazione è annullata, la navetta è richiamata, ogni autorizzazione "
	    "è persa.",
	    "%1 roba %2: la evacuación se aborta, la nave es llamada de vuelta, se pierden todas "
	    "las autorizaciones." },
	{ "%1: \"I did what the Company asked me\" (%2), and takes a %3 token.",
	    "%1: \"Ho fatto quello che la Compagnia mi ha chiesto\" (%2), e prende un segnalino "
	    "%3.",
	    "%1: \"He hecho lo que la Compañía me pidió\" (%2), y toma una ficha %3." },
	{ "%1 shows you their status card: %2.", "%1 ti mostra la sua carta Stato: %2.",
	    "%1 te muestra su carta de Estado: %2." },
	{ "%1 shows their status card to %2.", "%1 mostra la sua carta Stato a %2.",
	    "%1 muestra su carta de Estado a %2." },
	{ "%1 shows the Threat card %2: fulfilled.", "%1 mostra la carta Minaccia %2: compiuta.",
	    "%1 muestra la carta de Amenaza %2: cumplida." },
	{ "%1 shows the Threat card %2: not fulfilled.",
	    "%1 mostra la carta Minaccia %2: non compiuta.",
	    "%1 muestra la carta de Amenaza %2: no cumplida." },
	{ "%1, amputated, was Infected.", "%1, amputato, era Infetto.",
	    "%1, amputado, era Infectado." },
	/* Shadow Corporation: refusals. */
	{ "Name another player, not revealed, without an Amputation token.",
	    "Nomina un altro giocatore, non rivelato, senza segnalino Amputazione.",
	    "Nombra a otro jugador, no revelado, sin ficha de Amputación." },
	{ "Name a player not in quarantine and not revealed; when the board is full, an "
	  "authorized one.",
	    "Nomina un giocatore non in quarantena e non rivelato; quando la plancia è piena, uno "
	    "autorizzato.",
	    "Nombra a un jugador que no esté en cuarentena ni revelado; cuando el tablero está "
	    "lleno, uno autorizado." },
	{ "Just: takeoff.", "Solo: decolla.", "Solo: despega." },
	{ "Reveal one of your Corporation dice: corp -1.",
	    "Rivela uno dei tuoi dadi della Corporazione: corporazione -1.",
	    "Revela uno de tus dados de la Corporación: corporación -1." },
	{ "You rolled no Corporation die showing %1.",
	    "Nessuno dei tuoi dadi della Corporazione mostra %1.",
	    "Ninguno de tus dados de la Corporación muestra %1." },
	{ "claim reckless, isolate, sample or exposure.",
	    "rivendica spericolato, isola, prelievo o esposizione.",
	    "reclama temerario, aísla, muestra o exposición." },
	{ "Name another player.", "Nomina un altro giocatore.", "Nombra a otro jugador." },
	/* Votes and quarantine. */
	{ "%1 calls a vote on %2 (%3): black to keep free or release, red to quarantine or keep "
	  "in.",
	    "%1 chiama un voto su %2 (%3): nero per lasciare libero o liberare, rosso per mettere "
	    "o tenere in quarantena.",
	    "%1 convoca una votación sobre %2 (%3): negro para dejar libre o liberar, rojo para "
	    "poner o mantener en cuarentena." },
	{ "%1 has voted; %#2 to go.", "%1 ha votato; ne %2{manca|mancano} %2.",
	    "%1 ha votado; %2{falta|faltan} %2." },
	{ "%1 voted %2.", "%1 ha votato %2.", "%1 ha votado %2." },
	{ "Black %#1, red %#2.", "Nero %1, rosso %2.", "Negro %1, rojo %2." },
	{ "A tie: the Commander, %1, decides.", "Parità: decide il Comandante, %1.",
	    "Empate: decide el Comandante, %1." },
	{ "The Commander, %1, breaks the tie: %2.", "Il Comandante, %1, spareggia: %2.",
	    "El Comandante, %1, desempata: %2." },
	{ "%1 goes into quarantine.", "%1 va in quarantena.", "%1 entra en cuarentena." },
	{ "%1 is released from quarantine.", "%1 esce dalla quarantena.",
	    "%1 sale de la cuarentena." },
	{ "%1 stays free.", "%1 resta libero.", "%1 sigue libre." },
	{ "%1 is the Commander now.", "%1 è ora il Comandante.", "%1 es ahora el Comandante." },
	{ "The Commander judges no one.", "Il Comandante non giudica nessuno.",
	    "El Comandante no juzga a nadie." },
	{ "The Commander, %1, may quarantine or release a player without a vote.",
	    "Il Comandante, %1, può mettere o togliere un giocatore dalla quarantena senza voto.",
	    "El Comandante, %1, puede poner o quitar a un jugador de la cuarentena sin votación." },
	/* The board: tokens, tests, Events. */
	{ "A Shield token is placed (%#1 of %#2).", "Si piazza un segnalino Scudo (%1 su %2).",
	    "Se coloca una ficha de Escudo (%1 de %2)." },
	{ "Shield tokens removed: %#1 left.",
	    "Segnalini Scudo rimossi: %1{ne resta|ne restano} %1.",
	    "Fichas de Escudo quitadas: %1{queda|quedan} %1." },
	{ "Shield test: a %1 die shows %2, no match.",
	    "Prova dello scudo: un dado %1 mostra %2, nessuna corrispondenza.",
	    "Prueba del escudo: un dado %1 muestra %2, sin coincidencia." },
	{ "Shield test: a %1 die shows %2, a match: the active player draws a Damage token.",
	    "Prova dello scudo: un dado %1 mostra %2, corrisponde: il giocatore attivo pesca un "
	    "segnalino Danno.",
	    "Prueba del escudo: un dado %1 muestra %2, coincide: el jugador activo roba una ficha "
	    "de Daño." },
	{ "Outpost token drawn: %1.", "Segnalino Avamposto pescato: %1.",
	    "Ficha de Puesto robada: %1." },
	{ "Fatigue token drawn: %1 is fatigued.",
	    "Segnalino Affaticamento pescato: %1 è affaticato.",
	    "Ficha de Fatiga robada: %1 está fatigado." },
	{ "Fatigue token drawn: %1 (not in play).",
	    "Segnalino Affaticamento pescato: %1 (non in gioco).",
	    "Ficha de Fatiga robada: %1 (no está en juego)." },
	{ "The %1 token goes back.", "Il segnalino %1 torna indietro.", "La ficha %1 vuelve." },
	{ "The Fatigue token of %1 goes back.", "Il segnalino Affaticamento di %1 torna indietro.",
	    "La ficha de Fatiga de %1 vuelve." },
	{ "Salvage: the Outpost and Fatigue tokens are reshuffled and redrawn.",
	    "Recupero: i segnalini Avamposto e Affaticamento sono rimescolati e ripescati.",
	    "Rescate: las fichas de Puesto y de Fatiga se barajan y se vuelven a robar." },
	{ "%1 takes a %2 Die token.", "%1 prende un segnalino Dado %2.",
	    "%1 toma una ficha de Dado %2." },
	{ "Every player takes a %1 Die token.", "Ogni giocatore prende un segnalino Dado %1.",
	    "Cada jugador toma una ficha de Dado %1." },
	{ "Every player takes up to %#1 dice.", "Ogni giocatore prende fino a %1 %1{dado|dadi}.",
	    "Cada jugador toma hasta %1 %1{dado|dados}." },
	{ "%1 discards %#2 dice.",
	    "%1 scarta %2 %2{dado|dadi}.",
	    "%1 descarta %2 %2{dado|dados}." },
	{ "%1 gives up a die: -1 Die token; %2 takes a +1.",
	    "%1 cede un dado: segnalino Dado -1; %2 ne prende uno +1.",
	    "%1 cede un dado: ficha de Dado -1; %2 toma una +1." },
	{ "An Event cube on %1 (%#2 of %#3).", "Un cubo Evento su %1 (%2 su %3).",
	    "Un cubo de Evento en %1 (%2 de %3)." },
	{ "%1 is complete.", "%1 è completato.", "%1 se ha completado." },
	{ "New Event on camera %#1: %2 (%#3 cubes).",
	    "Nuovo Evento sulla telecamera %1: %2 (%3 %3{cubo|cubi}).",
	    "Nuevo Evento en la cámara %1: %2 (%3 %3{cubo|cubos})." },
	{ "New Final Event on camera %#1: %2 (%#3 cubes).",
	    "Nuovo Evento Finale sulla telecamera %1: %2 (%3 %3{cubo|cubi}).",
	    "Nuevo Evento Final en la cámara %1: %2 (%3 %3{cubo|cubos})." },
	{ "The Final Event begins: %1 (%#2 cubes).", "Inizia l'Evento Finale: %1 (%2 %2{cubo|cubi}).",
	    "Empieza el Evento Final: %1 (%2 %2{cubo|cubos})." },
	{ "The Complications leave the Task deck.", "Le Complicazioni escono dal mazzo dei Compiti.",
	    "Las Complicaciones salen del mazo de Tareas." },
	{ "The Commander, %1, draws 2 Events.", "Il Comandante, %1, pesca 2 Eventi.",
	    "El Comandante, %1, roba 2 Eventos." },
	/* The Infected. */
	{ "%1 reveals: %2.", "%1 si rivela: %2.", "%1 se revela: %2." },
	{ "Bonus roll: a %1 die shows %2.", "Tiro bonus: un dado %1 mostra %2.",
	    "Tirada extra: un dado %1 muestra %2." },
	{ "Bonus roll: a %1 die shows %2: the power again.",
	    "Tiro bonus: un dado %1 mostra %2: di nuovo il potere.",
	    "Tirada extra: un dado %1 muestra %2: otra vez el poder." },
	{ "Every Infected has revealed: the Suspicion cube leaves the game.",
	    "Ogni Infetto si è rivelato: il cubo Sospetto esce dal gioco.",
	    "Todos los Infectados se han revelado: el cubo de Sospecha sale del juego." },
	{ "%1 sabotages %2.", "%1 sabota %2.", "%1 sabotea %2." },
	{ "%1 demoralizes the crew.", "%1 demoralizza l'equipaggio.",
	    "%1 desmoraliza a la tripulación." },
	{ "%1 swaps strong dice for weak ones.", "%1 scambia i dadi forti con deboli.",
	    "%1 cambia sus dados fuertes por débiles." },
	{ "%1 interferes with the Task deck (%#2 cards seen in private).",
	    "%1 interferisce con il mazzo dei Compiti (%2 %2{carta vista|carte viste} in privato).",
	    "%1 interfiere con el mazo de Tareas (%2 %2{carta vista|cartas vistas} en privado)." },
	{ "%1 puts %#2 cards back on the Task deck and discards %#3 face down.",
	    "%1 rimette %2 %2{carta|carte} sul mazzo dei Compiti e ne scarta %3 coperte.",
	    "%1 devuelve %2 %2{carta|cartas} al mazo de Tareas y descarta %3 boca abajo." },
	{ "%1 tests the Commander, %2.", "%1 mette alla prova il Comandante, %2.",
	    "%1 pone a prueba al Comandante, %2." },
	{ "Positive: nothing happens.", "Positivo: non succede nulla.",
	    "Positivo: no pasa nada." },
	{ "Not positive: the Infected draws a Damage token.",
	    "Non positivo: l'Infetto pesca un segnalino Danno.",
	    "No positivo: el Infectado roba una ficha de Daño." },
	{ "The Commander has no dice: a Damage token.",
	    "Il Comandante non ha dadi: un segnalino Danno.",
	    "El Comandante no tiene dados: una ficha de Daño." },
	{ "%1 causes an Energy Spike.", "%1 provoca un Picco di Energia.",
	    "%1 provoca un Pico de Energía." },
	/* The end, the moderator. */
	{ "The game is over: the Uninfected win (%1).",
	    "La partita è finita: vincono i Non Infetti (%1).",
	    "La partida ha terminado: ganan los No Infectados (%1)." },
	{ "The game is over: the Infected win (%1).", "La partita è finita: vincono gli Infetti (%1).",
	    "La partida ha terminado: ganan los Infectados (%1)." },
	{ "The game is over: the Company Man wins alone (%1).",
	    "La partita è finita: vince l'Uomo della Compagnia, da solo (%1).",
	    "La partida ha terminado: gana el Hombre de la Compañía, solo (%1)." },
	{ "The moderator removes %1 from the game: the status card stays secret until the end; "
	  "the dice go to Available Resources.",
	    "Il moderatore toglie %1 dalla partita: la carta Stato resta segreta fino alla fine; "
	    "i dadi vanno nelle Risorse Disponibili.",
	    "El moderador retira a %1 de la partida: la carta de Estado sigue secreta hasta el "
	    "final; los dados van a los Recursos Disponibles." },
	/* Captured words. */
	{ "strong %1", "forte %1", "fuerte %1" },
	{ "weak %1", "debole %1", "débil %1" },
	{ "blue %1", "blu %1", "azul %1" },
	{ "strong", "forte", "fuerte" },
	{ "weak", "debole", "débil" },
	{ "blue", "blu", "azul" },
	{ "shield", "lo Scudo", "el Escudo" },
	{ "life", "il Supporto Vitale", "el Soporte Vital" },
	{ "outpost", "l'Avamposto", "el Puesto" },
	{ "black", "nero", "negro" },
	{ "red", "rosso", "rojo" },
	{ "none", "nessuno", "nada" },
	{ "free", "libero", "libre" },
	{ "quarantine", "quarantena", "cuarentena" },
	{ "in quarantine", "in quarantena", "en cuarentena" },
	{ "Uninfected", "Non Infetti", "No Infectados" },
	{ "Infected", "Infetti", "Infectados" },
	{ "shield breach", "breccia nello scudo", "brecha en el escudo" },
	{ "outpost destroyed", "avamposto distrutto", "puesto destruido" },
	{ "life support gone", "supporto vitale perduto", "soporte vital perdido" },
	{ "no one can act", "nessuno può agire", "nadie puede actuar" },
	{ "Final Event completed", "Evento Finale completato", "Evento Final completado" },
	{ "Final Event twist", "colpo di scena dell'Evento Finale", "giro del Evento Final" },
	{ "moderator", "moderatore", "moderador" },
	{ "Company Man", "Uomo della Compagnia", "Hombre de la Compañía" },
	{ "takeoff, no Infected aboard", "decollo, nessun Infetto a bordo",
	    "despegue, ningún Infectado a bordo" },
	{ "takeoff, an Infected aboard", "decollo, un Infetto a bordo",
	    "despegue, un Infectado a bordo" },
	{ "an Infected amputated", "un Infetto amputato", "un Infectado amputado" },
	{ "a Threat not fulfilled", "una Minaccia non compiuta", "una Amenaza no cumplida" },
	{ "reckless", "spericolato", "temerario" },
	{ "isolate", "isola", "aísla" },
	{ "sample", "prelievo", "muestra" },
	{ "exposure", "esposizione", "exposición" },
	{ "Jolly", "Jolly", "Comodín" },
	{ NULL, NULL, NULL },
};

/* names_of - the name, or the own text, of a card among n */

static const char *
names_of(const struct dm_names *n, size_t size, int count, const char *en, int lang)
{
	const struct dm_names *c;
	int                    i;

	for (i = 0; i < count; i++) {
		c = (const struct dm_names *)((const char *)n + (size_t)i * size);
		if (c->name != NULL && strcmp(c->name, en) == 0)
			return (dm_name(c, lang));
		if (c->text != NULL && strcmp(c->text, en) == 0)
			return (dm_text(c, lang));
	}
	return (NULL);
}

/* dm_words_of - a card's name or text in a locale */

const char *
dm_words_of(const void *g, const char *en, const char *locale)
{
	const struct dm_state *s = g;
	const struct dm_pack  *p = s->pack;
	int                    lang = lang_index(locale);
	const char            *w;

#define TRY(arr, cnt)                                                                              \
	do {                                                                                       \
		if ((cnt) > 0 && (w = names_of(&(arr)[0].n, sizeof((arr)[0]), (cnt), en, lang))   \
		        != NULL)                                                                   \
			return (w);                                                                \
	} while (0)
	if (lang == 0 || en == NULL)
		return (NULL);
	TRY(p->chars, p->nchars);
	TRY(p->outposts, p->noutposts);
	TRY(p->tasks, p->ntasks);
	TRY(p->events, p->nevents);
	TRY(p->finals, p->nfinals);
	TRY(p->statuses, p->nstatuses);
	TRY(p->dice, p->ndice);
	TRY(p->threats, p->nthreats);
#undef TRY
	return (NULL);
}
