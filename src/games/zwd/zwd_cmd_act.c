/*++
/* NAME
/*	zwd_cmd_act 3
/* SUMMARY
/*	Zombicide: White Death, the players' actions and the command table
/* SYNOPSIS
/*	#include "games/zwd/zwd.h"
/*
/*	extern const struct zwd_cmd zwd_cmds[];
/*	extern const int zwd_ncmds;
/* DESCRIPTION
/*	The command table: each row's word, its usage and explanation in
/*	en, it, es, the action (run) and the test that it can be done now
/*	by survivor i (can, which writes an example line).  An action
/*	checks everything before it changes anything: a refusal leaves
/*	the state as it was.  Costs and readings: pbemd-zwd(7), COMMANDS.
/*
/*	Here: move SURV ZONE (1 Action, +1 per zombie in the zone left;
/*	Stairs and placed rope ladders are the way up and down), search
/*	SURV (a building zone with no zombie, once per turn; the Intro's
/*	piles: an objective zone's pile, again and again), take SURV (the
/*	objective in the zone: 5 AP, or the crypt weapon the mission gives;
/*	mission 6's Blue and Green a rope ladder too), noise SURV, end
/*	[SURV] (the rest of the turn is lost).  attack, guard, reload,
/*	stance and skill are zwd_cmd_fight.c's; cauldron and the Guard
/*	Action's other options zwd_cmd_guard.c's; push, rescue, enchant,
/*	and eat zwd_cmd_special.c's; moves of several zones, charge,
/*	bloodlust and jump zwd_cmd_move.c's; the skills' Search and
/*	transmute zwd_cmd_search.c's (rules 1).  An Action is paid by a
/*	free Action of its kind first (zwd_need_kind(), zwd_pay()).
/*	The inventory's commands are in zwd_cmd_inv.c, the missions' own
/*	and the standing choices in zwd_cmd_mission.c (zwd_cmd(3h)).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/deck.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd.h"
#include "games/zwd/zwd_cmd.h"

/* ---- move ------------------------------------------------------- */

/* move_cost - the Actions of survivor i's Move out of its zone: 1, +1 a
 * zombie there (rules 1: none with Slippery; 0, Hit & Run's free Move) */

static int
move_cost(const struct zwd_state *s, int i)
{
	struct zwd_skillset set;
	struct zwd_traits   t;

	if (s->surv[i].once & ZWD_ONCE_HITRUN)
		return (0); /* Hit & Run's free Move, no cost to leave */
	if (s->pack->rev >= 1) {
		zwd_skills(s, i, &set);
		zwd_skill_traits(&set, zwd_mates(s, i), &t);
		if (t.flags & ZWD_T_SLIPPERY)
			return (1);
	}
	return (zwd_map_move_cost(zwd_board_zombies(s->board, zwd_surv_zone(s, i))));
}

/* first_step - the first zone survivor i can move to now, -1 */

static int
first_step(const struct zwd_state *s, int i)
{
	int a = zwd_surv_zone(s, i), z;

	if (!zwd_can_pay(s, i, ZWD_K_MOVE, 0, move_cost(s, i)))
		return (-1);
	for (z = 0; z < s->map->nzones; z++)
		if (z != a && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, zwd_surv_how(s, i)))
			return (z);
	return (-1);
}

static int
can_move(const struct zwd_state *s, int i, char **ex)
{
	int z = first_step(s, i);

	if (z >= 0 && ex)
		*ex = pb_asprintf("move %s %s", zwd_surv_id(s, i), zwd_label(s, z));
	return (z >= 0);
}

/* move_targets - the zones survivor i can move to now */

static json_t *
move_targets(const struct zwd_state *s, int i)
{
	json_t *a = json_array();
	int     from = zwd_surv_zone(s, i), z;

	if (!zwd_can_pay(s, i, ZWD_K_MOVE, 0, move_cost(s, i)))
		return (a);
	for (z = 0; z < s->map->nzones; z++)
		if (z != from && zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, from, z, zwd_surv_how(s, i)))
			json_array_append_new(a, json_string(zwd_label(s, z)));
	return (a);
}

static enum pb_rc
run_move(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	int               a = zwd_surv_zone(s, x->who), z, cost, e;
	enum pb_rc        rc;

	if (x->l->argc > 3)
		return (zwd_move_path(x, err)); /* zwd_cmd_move.c */
	if ((z = zwd_map_zone(s->map, x->l->argv[2])) < 0)
		return (pb_err_set(
		    err, PB_EDATA, "There is no zone %s on this map.", zwd_upper(x->l->argv[2])));
	if (z == a)
		return (
		    pb_err_set(err, PB_EDATA, "%s is in %s already.", NAME(x), zwd_label(s, z)));
	if (!zwd_map_step_ok(s->map, ZWD_MOVER_SURVIVOR, a, z, zwd_surv_how(s, x->who))) {
		e = zwd_map_edge(s->map, a, z);
		if (e == ZWD_E_NONE)
			return (
			    pb_err_set(err, PB_EPERM, "%s is not next to %s: one zone at a time.",
			        zwd_label(s, z), zwd_label(s, a)));
		return (pb_err_set(err, PB_EPERM, "%s cannot go from %s to %s: %s.", NAME(x),
		    zwd_label(s, a), zwd_label(s, z),
		    e == ZWD_E_RAMPART ? "a rampart with no Stairs or rope ladder"
		                       : "a wall between them"));
	}
	cost = move_cost(s, x->who);
	if ((rc = zwd_need_kind(x, ZWD_K_MOVE, 0, cost, err)) != PB_OK)
		return (rc);
	if (cost > 0) /* paid where it stands: a free Move of its zone's (Corruption Walker) */
		zwd_pay(s, x->who, ZWD_K_MOVE, 0, cost);
	else
		pb_buf_line(&x->pub, "%s: Hit & Run.", NAME(x));
	s->board->surv[x->who] = z;
	pb_buf_line(&x->pub, "%s moves from %s to %s.", NAME(x), zwd_label(s, a), zwd_label(s, z));
	return (PB_OK);
}

/* ---- search ----------------------------------------------------- */

/* pile_here - the Intro pile with cards in zone z, -1 */

static int
pile_here(const struct zwd_state *s, int z)
{
	int k;

	for (k = 0; k < s->nobj; k++)
		if (s->obj[k].zone == z && s->piles[k].n > 0)
			return (k);
	return (-1);
}

/* search_why - why survivor i cannot search now, NULL when it can */

static const char *
search_why(const struct zwd_state *s, int i)
{
	const char *why;
	int         z = zwd_surv_zone(s, i);

	if (!zwd_can_pay(s, i, ZWD_K_SEARCH, 0, 1))
		return ("no Action left");
	if (zwd_board_zombies(s->board, z) > 0)
		return ("there are zombies in the zone");
	if (pile_here(s, z) >= 0)
		return (NULL);
	if (s->pack->rev >= 1 && (why = zwd_search_where(s, i)) != NULL)
		return (why); /* the skills' Search: zwd_cmd_search.c */
	if (s->pack->rev < 1 && zwd_map_kind(s->map, z) != ZWD_BUILDING)
		return ("one searches only in a building zone");
	if (s->pack->rev < 1 && s->surv[i].searched)
		return ("one Search a turn");
	if (s->edeck.n + s->ediscard.n == 0)
		return ("the Equipment deck is empty");
	return (NULL);
}

static int
can_search(const struct zwd_state *s, int i, char **ex)
{
	if (search_why(s, i) != NULL)
		return (0);
	if (ex)
		*ex = pb_asprintf("search %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_search(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	const char       *why = search_why(s, x->who);
	int               z = zwd_surv_zone(s, x->who), k, card, slot;

	if (why != NULL)
		return (pb_err_set(err, PB_EPERM, "%s cannot search: %s.", NAME(x), why));
	if ((k = pile_here(s, z)) < 0 && s->pack->rev >= 1) {
		zwd_pay(s, x->who, ZWD_K_SEARCH, 0, 1);
		zwd_search_draw(x);
		return (PB_OK);
	}
	if (k >= 0)
		card = deck_draw(&s->piles[k]);
	else {
		if (s->edeck.n == 0) {
			deck_append(&s->edeck, &s->ediscard);
			deck_shuffle(&s->edeck, &s->rng);
		}
		card = deck_draw(&s->edeck);
		SV(x)->searched = 1;
	}
	zwd_pay(s, x->who, ZWD_K_SEARCH, 0, 1);
	if ((slot = zwd_give(s, x->who, card)) < 0) {
		zwd_discard(s, card);
		pb_buf_line(&x->pub, "%s finds %s, has no room for it and discards it.", NAME(x),
		    zwd_card_name(s, card));
	} else
		pb_buf_line(&x->pub, "%s finds %s.", NAME(x), zwd_card_name(s, card));
	zwd_pause_found(x); /* rules 4: a pile's card too */
	return (PB_OK);
}

/* ---- take an objective ------------------------------------------ */

/* obj_here - an objective survivor i may take now, -1; why when none */

static int
obj_here(const struct zwd_state *s, int i, const char **why)
{
	int z = zwd_surv_zone(s, i), k, red = 0;

	*why = "there is no objective in the zone";
	if (pile_here(s, z) >= 0) {
		*why = "the equipment pile on it must be searched first";
		return (-1);
	}
	for (k = 0; k < s->nobj; k++) {
		if (s->obj[k].zone != z || s->obj[k].state != ZWD_OBJ_ON)
			continue;
		if ((s->map->setup.win & ZWD_WIN_BURNT) && s->obj[k].colour == ZWD_OBJ_RED) {
			red = 1;
			continue;
		}
		return (k);
	}
	if (red)
		*why = "red objectives cannot be taken in this mission";
	return (-1);
}

static int
can_take(const struct zwd_state *s, int i, char **ex)
{
	const char *why;

	if (s->surv[i].actions < 1
	    || (zwd_drop_near(s, i) < 0 && obj_here(s, i, &why) < 0))
		return (0);
	if (ex)
		*ex = pb_asprintf("take %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_take(struct zwd_ctx *x, struct pb_err *err)
{
	struct zwd_state *s = S(x);
	const char       *why;
	int               k;
	enum pb_rc        rc;

	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	if ((k = zwd_drop_near(s, x->who)) >= 0) {
		SV(x)->actions--;
		zwd_drop_take(s, x->who, k, &x->pub); /* zwd_game_mission.c */
		return (PB_OK);
	}
	if ((k = obj_here(s, x->who, &why)) < 0)
		return (
		    pb_err_set(err, PB_EPERM, "%s cannot take an objective: %s.", NAME(x), why));
	SV(x)->actions--;
	zwd_objective_take(s, x->who, k, &x->pub); /* zwd_game_mission.c */
	zwd_danger(s);
	return (PB_OK);
}

/* ---- noise ------------------------------------------------------ */

static int
can_noise(const struct zwd_state *s, int i, char **ex)
{
	if (s->surv[i].actions < 1)
		return (0);
	if (ex)
		*ex = pb_asprintf("noise %s", zwd_surv_id(s, i));
	return (1);
}

static enum pb_rc
run_noise(struct zwd_ctx *x, struct pb_err *err)
{
	enum pb_rc rc;
	int        z = zwd_surv_zone(S(x), x->who);

	if ((rc = zwd_need_actions(x, 1, err)) != PB_OK)
		return (rc);
	S(x)->board->noise[z]++;
	SV(x)->actions--;
	pb_buf_line(&x->pub, "%s makes noise in %s.", NAME(x), zwd_label(S(x), z));
	return (PB_OK);
}

/* ---- end of turn ------------------------------------------------ */

static int
can_end(const struct zwd_state *s, int i, char **ex)
{
	if (s->surv[i].done)
		return (0);
	if (ex)
		*ex = pb_asprintf("end %s", zwd_surv_id(s, i));
	return (1);
}

/* end_one - survivor i ends its turn */

static void
end_one(struct zwd_ctx *x, int i)
{
	x->s->surv[i].done = 1;
	x->s->surv[i].actions = 0;
	pb_buf_line(&x->pub, "%s ends the turn.", zwd_surv_name(x->s, i));
}

static enum pb_rc
run_end(struct zwd_ctx *x, struct pb_err *err)
{
	int i, n = 0;

	if (x->who >= 0) {
		end_one(x, x->who);
		return (PB_OK);
	}
	for (i = 0; i < x->s->nsurv; i++)
		if (x->s->surv[i].seat == x->seat && !x->s->surv[i].done) {
			end_one(x, i);
			n++;
		}
	if (n == 0)
		return (pb_err_set(err, PB_EPERM, "Your survivors have all ended their turn."));
	return (PB_OK);
}

const struct zwd_cmd zwd_cmds[] = {
	{ "move", 1, 2,
	    { "move SURVIVOR ZONE [ZONE...]", "muovi SOPRAVVISSUTO ZONA [ZONA...]",
	        "mueve SUPERVIVIENTE ZONA [ZONA...]" },
	    { "Move to an adjacent zone: 1 Action, +1 for each zombie in the zone left.",
	        "Muovi in una Zona adiacente: 1 Azione, +1 per ogni zombie nella Zona che lasci.",
	        "Muévete a una Zona adyacente: 1 Acción, +1 por cada zombi en la Zona que dejas." },
	    run_move, can_move, move_targets },
	{ "search", 1, 1, { "search SURVIVOR", "cerca SOPRAVVISSUTO", "busca SUPERVIVIENTE" },
	    { "Search a building zone with no zombie, once a turn: 1 Action, 1 Equipment card.",
	        "Cerca in una Zona di edificio senza zombie, una volta per turno: 1 Azione, 1 "
	        "carta "
	        "Equipaggiamento.",
	        "Busca en una Zona de edificio sin zombis, una vez por turno: 1 Acción, 1 carta de "
	        "Equipo." },
	    run_search, can_search, NULL },
	{ "take", 1, 1, { "take SURVIVOR", "prendi SOPRAVVISSUTO", "coge SUPERVIVIENTE" },
	    { "Take the objective in the zone: 1 Action, 5 AP.",
	        "Prendi l'Obiettivo nella Zona: 1 Azione, 5 PA.",
	        "Coge el Objetivo de la Zona: 1 Acción, 5 PA." },
	    run_take, can_take, NULL },
	{ "bile", 1, 1, { "bile SURVIVOR", "bile SOPRAVVISSUTO", "bilis SUPERVIVIENTE" },
	    { "Mission 1: at the Standard, take a Dragon Bile from the deck or its discard: 1 "
	      "Action, not a Search.",
	        "Missione 1: allo Stendardo, prendi una Bile di Drago dal mazzo o dagli scarti: 1 "
	        "Azione, non è una Ricerca.",
	        "Misión 1: en el Estandarte, coge una Bilis de Dragón del mazo o de los descartes: "
	        "1 Acción, no es una Búsqueda." },
	    zwd_run_bile, zwd_can_bile, NULL },
	{ "relic", 1, 2,
	    { "relic SURVIVOR N", "reliquia SOPRAVVISSUTO N", "reliquia SUPERVIVIENTE N" },
	    { "Mission 8: give up a relic to move spawn token #N, within Range 0-1, to the "
	      "Standard: 1 Action.",
	        "Missione 8: rinuncia a una reliquia per spostare il segnalino di generazione #N, "
	        "a "
	        "Gittata 0-1, allo Stendardo: 1 Azione.",
	        "Misión 8: renuncia a una reliquia para mover la ficha de generación #N, a Alcance "
	        "0-1, al Estandarte: 1 Acción." },
	    zwd_run_relic, zwd_can_relic, NULL },
	{ "purge", 1, 2, { "purge SURVIVOR N", "purifica SOPRAVVISSUTO N", "purifica SUPERVIVIENTE N" },
	    { "Mission 2: discard a Tome of Purging within Range 0-1 of spawn token #N: the token "
	      "goes to spawn zone #1 and the Corruption joined to its zone goes: 1 Action.",
	        "Missione 2: scarta un Tomo della Purificazione a Gittata 0-1 dal segnalino di "
	        "generazione #N: il segnalino va alla Zona di generazione #1 e la Corruzione unita "
	        "alla sua Zona se ne va: 1 Azione.",
	        "Misión 2: descarta un Tomo de Purificación a Alcance 0-1 de la ficha de generación "
	        "#N: la ficha va a la Zona de generación #1 y la Corrupción unida a su Zona se va: 1 "
	        "Acción." },
	    zwd_run_purge, zwd_can_purge, NULL },
	{ "exit", 1, 1, { "exit SURVIVOR", "esci SOPRAVVISSUTO", "sal SUPERVIVIENTE" },
	    { "Mission 6: leave the board by the exit, with no zombie there; the guards of the "
	      "zone go with you: free, the survivor's game ends there.",
	        "Missione 6: esci dal tabellone dall'Uscita, senza zombi nella Zona; le guardie "
	        "della Zona vengono con te: gratis, il gioco del sopravvissuto finisce lì.",
	        "Misión 6: sal del tablero por la Salida, sin zombis en la Zona; los guardias de "
	        "la Zona van contigo: gratis, el juego del superviviente acaba ahí." },
	    zwd_run_exit, zwd_can_exit, NULL },
	{ "empress", 1, 1,
	    { "empress SURVIVOR", "imperatrice SOPRAVVISSUTO", "emperatriz SUPERVIVIENTE" },
	    { "Mission 5: take the Empress in her zone: 1 Action; the survivor is the Signaller "
	      "from then on.",
	        "Missione 5: prendi l'Imperatrice nella sua Zona: 1 Azione; da allora il "
	        "sopravvissuto è il Segnalatore.",
	        "Misión 5: coge a la Emperatriz en su Zona: 1 Acción; desde entonces el "
	        "superviviente es el Señalizador." },
	    zwd_run_empress, zwd_can_empress, NULL },
	{ "noise", 1, 1, { "noise SURVIVOR", "rumore SOPRAVVISSUTO", "ruido SUPERVIVIENTE" },
	    { "Make noise: 1 Action, a Noise token in the zone.",
	        "Fai rumore: 1 Azione, un segnalino Rumore nella Zona.",
	        "Haz ruido: 1 Acción, una ficha de Ruido en la Zona." },
	    run_noise, can_noise, NULL },
	{ "reorganise", 1, 3,
	    { "reorganise SURVIVOR CARD hand|body|pack",
	        "riorganizza SOPRAVVISSUTO CARTA mano|corpo|zaino",
	        "reorganiza SUPERVIVIENTE CARTA mano|cuerpo|mochila" },
	    { "Move a card to the hands, the body or the backpack: 1 Action.",
	        "Sposta una carta nelle mani, nel corpo o nello zaino: 1 Azione.",
	        "Mueve una carta a las manos, el cuerpo o la mochila: 1 Acción." },
	    zwd_run_reorganise, zwd_can_reorganise, NULL },
	{ "trade", 1, 3,
	    { "trade SURVIVOR OTHER CARD [for CARD]",
	        "scambia SOPRAVVISSUTO ALTRO CARTA [per CARTA]",
	        "intercambia SUPERVIVIENTE OTRO CARTA [por CARTA]" },
	    { "Give a card to another survivor in the zone, or swap two: 1 Action; another "
	      "player's survivor must accept.",
	        "Dai una carta a un altro sopravvissuto nella Zona, o scambiane due: 1 Azione; il "
	        "sopravvissuto di un altro giocatore deve accettare.",
	        "Da una carta a otro superviviente en la Zona, o cambia dos: 1 Acción; el "
	        "superviviente de otro jugador debe aceptar." },
	    zwd_run_trade, zwd_can_trade, NULL },
	{ "drop", 1, 2,
	    { "drop SURVIVOR CARD", "scarta SOPRAVVISSUTO CARTA", "descarta SUPERVIVIENTE CARTA" },
	    { "Discard a card: free.", "Scarta una carta: gratis.", "Descarta una carta: gratis." },
	    zwd_run_drop, zwd_can_drop, NULL },
	{ "ladder", 1, 2,
	    { "ladder SURVIVOR take|put ZONE", "scala SOPRAVVISSUTO prendi|posa ZONA",
	        "escala SUPERVIVIENTE coge|pon ZONA" },
	    { "Take a rope ladder in your zone, or place yours on a rampart's ladder spot toward a "
	      "zone: 1 Action. Survivors climb it both ways.",
	        "Prendi una scala di corda nella tua Zona, o posa la tua su un punto del bastione "
	        "verso una Zona: 1 Azione. I sopravvissuti la salgono e scendono.",
	        "Coge una escala de cuerda en tu Zona, o pon la tuya en un punto del parapeto "
	        "hacia "
	        "una Zona: 1 Acción. Los supervivientes la suben y bajan." },
	    zwd_run_ladder, zwd_can_ladder, NULL },
	{ "end", 2, 0, { "end [SURVIVOR]", "fine [SOPRAVVISSUTO]", "fin [SUPERVIVIENTE]" },
	    { "End a survivor's turn, or all of yours: the Actions left are lost.",
	        "Termina il turno di un sopravvissuto, o di tutti i tuoi: le Azioni rimaste sono "
	        "perse.",
	        "Termina el turno de un superviviente, o de todos los tuyos: las Acciones que "
	        "quedan se pierden." },
	    run_end, can_end, NULL },
	{ "accept", 0, 0, { "accept", "accetta", "acepta" },
	    { "Accept the trade another player offers one of your survivors.",
	        "Accetta lo scambio che un altro giocatore offre a un tuo sopravvissuto.",
	        "Acepta el intercambio que otro jugador ofrece a uno de tus supervivientes." },
	    zwd_run_accept, zwd_can_accept, NULL },
	{ "refuse", 0, 0, { "refuse", "rifiuta", "rechaza" },
	    { "Refuse that trade.", "Rifiuta quello scambio.", "Rechaza ese intercambio." },
	    zwd_run_refuse, zwd_can_refuse, NULL },
	{ "standing", 0, 2,
	    { "standing wounds guards|spread|SURVIVOR... / standing steer ZONE...|none / standing "
	      "targets TYPE...|none / standing cards hands|pack / standing pause on|off",
	        "permanente ferite guardie|distribuite|SOPRAVVISSUTO... / permanente verso "
	        "ZONA...|nessuna / permanente bersagli TIPO...|nessuna / permanente carte "
	        "mani|zaino / permanente pausa si|no",
	        "permanente heridas guardias|repartidas|SUPERVIVIENTE... / permanente hacia "
	        "ZONA...|ninguna / permanente blancos TIPO...|ninguna / permanente cartas "
	        "manos|mochila / permanente pausa si|no" },
	    { "Standing choices for the zombie phase, for the whole team: who takes Wounds first "
	      "(the guards, the survivors spread, or survivors in your order), the zones the "
	      "zombies go toward on a tie, and (rules 4) the zombie types your free targets go to "
	      "first (walker, runner, brute, khan, desecrator) and whether a weapon found goes to "
	      "a free Hand first (hands) or to the Backpack (pack), and (rules 4) whether a mail "
	      "pauses after a card drawn or friendly fire (on, the default) or plays on (off).",
	        "Scelte permanenti per la fase degli zombie, per tutta la squadra: chi subisce "
	        "prima "
	        "le Ferite (le Guardie, i sopravvissuti distribuite, o i sopravvissuti nel tuo "
	        "ordine), le Zone verso cui vanno gli zombie in caso di parità e (regole 4) i tipi "
	        "di zombie a cui vanno prima i tuoi bersagli liberi (deambulante, corridore, bruto, "
	        "khan, profanatore) e se un'arma trovata va prima in una mano libera (mani) o nello "
	        "zaino (zaino), e (regole 4) se una mail si ferma dopo una carta pescata o il fuoco "
	        "amico (si, il predefinito) o va avanti (no).",
	        "Elecciones permanentes para la fase de los zombis, para todo el equipo: quién "
	        "sufre "
	        "primero las Heridas (las Guardias, los supervivientes repartidas, o los "
	        "supervivientes en tu orden), las Zonas hacia las que van los zombis en caso de "
	        "empate y (reglas 4) los tipos de zombi a los que van primero tus blancos libres "
	        "(caminante, corredor, bruto, khan, profanador) y si un arma encontrada va primero "
	        "a una mano libre (manos) o a la mochila (mochila), y (reglas 4) si un correo se "
	        "detiene tras una carta robada o el fuego amigo (si, el predeterminado) o sigue "
	        "(no)." },
	    zwd_run_standing, zwd_can_standing, NULL },
	{ "attack", 1, 2,
	    { "attack SURVIVOR ZONE [CARD]", "attacca SOPRAVVISSUTO ZONA [CARTA]",
	        "ataca SUPERVIVIENTE ZONA [CARTA]" },
	    { "Melee, ranged or magic combat on a zone with a weapon in your Hands (two Dual "
	      "copies fire as one; dragon-bile with a Torch is Dragon Fire): 1 Action.",
	        "Combattimento in mischia, a distanza o magico su una Zona con un'arma nelle mani "
	        "(due copie Doppie sparano insieme; dragon-bile con una Torcia è il Fuoco di "
	        "drago): 1 Azione.",
	        "Combate cuerpo a cuerpo, a distancia o mágico sobre una Zona con un arma en las "
	        "manos (dos copias Dobles disparan juntas; dragon-bile con una Antorcha es el "
	        "Fuego de dragón): 1 Acción." },
	    zwd_run_attack, zwd_can_attack, NULL },
	{ "guard", 1, 3,
	    { "guard SURVIVOR melee|ranged ZONE [TARGET] / move ZONE TO [N] / shove ZONE TO / "
	      "cauldron ZONE move|pour TO",
	        "guardie SOPRAVVISSUTO mischia|distanza ZONA [BERSAGLIO] / muovi ZONA VERSO [N] / "
	        "spinta ZONA VERSO / calderone ZONA muovi|versa VERSO",
	        "guardias SUPERVIVIENTE cuerpo|distancia ZONA [OBJETIVO] / mueve ZONA HACIA [N] / "
	        "empuje ZONA HACIA / caldero ZONA mueve|vierte HACIA" },
	    { "Once a turn, the guards of a zone attack (1 die each; melee their own zone, ranged "
	      "TARGET), move (N of them, +1 Action per zombie left unless Guards: Dodge), shove "
	      "the zombies (Guards: Shove), or with 3 or more move or pour their Cauldron: 1 "
	      "Action, the AP yours.",
	        "Una volta per turno, le Guardie di una Zona attaccano (1 dado ciascuna; in mischia "
	        "la loro Zona, a distanza BERSAGLIO), si muovono (N di loro, +1 Azione per zombie "
	        "lasciato salvo Guardie: Schivata), spingono gli zombie (Guardie: Spinta), o se "
	        "sono 3 o più muovono o versano il loro Calderone: 1 Azione, i PA tuoi.",
	        "Una vez por turno, las Guardias de una Zona atacan (1 dado cada una; cuerpo a "
	        "cuerpo su Zona, a distancia OBJETIVO), se mueven (N de ellas, +1 Acción por zombi "
	        "dejado salvo Guardias: Esquiva), empujan a los zombis (Guardias: Empuje), o si "
	        "son 3 o más mueven o vierten su Caldero: 1 Acción, los PA tuyos." },
	    zwd_run_guard, zwd_can_guard, NULL },
	{ "cauldron", 1, 3,
	    { "cauldron SURVIVOR move|pour ZONE", "calderone SOPRAVVISSUTO muovi|versa ZONA",
	        "caldero SUPERVIVIENTE mueve|vierte ZONA" },
	    { "Move with a Cauldron of your zone to an adjacent zone (Stairs, never a rope "
	      "ladder), or pour it from a walkway onto an adjacent zone in sight that is not a "
	      "walkway: everyone there dies, the AP yours. 3 Actions.",
	        "Muoviti con un Calderone della tua Zona in una Zona adiacente (Scale, mai una scala "
	        "di corda), o versalo da un Cammino di Ronda su una Zona adiacente in vista che non "
	        "sia un Cammino di Ronda: chiunque vi si trovi muore, i PA tuoi. 3 Azioni.",
	        "Muévete con un Caldero de tu Zona a una Zona adyacente (Escaleras, nunca una "
	        "escala de cuerda), o viértelo desde un adarve sobre una Zona adyacente a la vista "
	        "que no sea un adarve: todos los que estén allí mueren, los PA tuyos. 3 Acciones." },
	    zwd_run_cauldron, zwd_can_cauldron, NULL },
	{ "push", 1, 2, { "push SURVIVOR ZONE", "spingi SOPRAVVISSUTO ZONA", "empuja SUPERVIVIENTE ZONA" },
	    { "The skill Push, free, once a turn: every zombie of your zone goes to a zone at "
	      "Range 1 in sight.",
	        "L'abilità Spingere, gratis, una volta per turno: ogni zombie della tua Zona va in "
	        "una Zona a Gittata 1 in vista.",
	        "La habilidad Empujar, gratis, una vez por turno: cada zombi de tu Zona va a una "
	        "Zona a Alcance 1 a la vista." },
	    zwd_run_push, zwd_can_push, NULL },
	{ "lead", 1, 2, { "lead SURVIVOR OTHER", "guida SOPRAVVISSUTO ALTRO", "lidera SUPERVIVIENTE OTRO" },
	    { "The skill Born Leader, free, once a turn: another survivor whose turn has not "
	      "ended gets a free Action of any kind.",
	        "L'abilità Leader nato, gratis, una volta per turno: un altro sopravvissuto che non "
	        "ha finito il turno riceve un'Azione gratuita di qualsiasi tipo.",
	        "La habilidad Líder nato, gratis, una vez por turno: otro superviviente que no ha "
	        "terminado su turno recibe una Acción gratuita de cualquier tipo." },
	    zwd_run_lead, zwd_can_lead, NULL },
	{ "taunt", 1, 2, { "taunt SURVIVOR ZONE", "provoca SOPRAVVISSUTO ZONA", "provoca SUPERVIVIENTE ZONA" },
	    { "The skill Taunt, free, once a turn: the zombies of a zone in sight at Range 1 or "
	      "more step one zone toward you.",
	        "L'abilità Provocare, gratis, una volta per turno: gli zombie di una Zona in vista a "
	        "Gittata 1 o più avanzano di una Zona verso di te.",
	        "La habilidad Provocar, gratis, una vez por turno: los zombis de una Zona a la "
	        "vista a Alcance 1 o más avanzan una Zona hacia ti." },
	    zwd_run_taunt, zwd_can_taunt, NULL },
	{ "rescue", 1, 2,
	    { "rescue SURVIVOR ZONE", "salva SOPRAVVISSUTO ZONA", "rescata SUPERVIVIENTE ZONA" },
	    { "The skill Rescue, free, once a turn: the willing survivors of a zone at Range 1, in "
	      "sight, with zombies, come to your zone.",
	        "L'abilità Salvatore, gratis, una volta per turno: i sopravvissuti consenzienti di "
	        "una Zona a Gittata 1, in vista, con zombie, vengono nella tua Zona.",
	        "La habilidad Rescate, gratis, una vez por turno: los supervivientes dispuestos de "
	        "una Zona a Alcance 1, a la vista, con zombis, vienen a tu Zona." },
	    zwd_run_rescue, zwd_can_rescue, NULL },
	{ "enchant", 1, 3,
	    { "enchant SURVIVOR CARD TARGET [TARGET | ZONE...]",
	        "incanta SOPRAVVISSUTO CARTA BERSAGLIO [BERSAGLIO | ZONA...]",
	        "encanta SUPERVIVIENTE CARTA OBJETIVO [OBJETIVO | ZONA...]" },
	    { "Cast an Enchantment in your Hands on a survivor (heal; jump or sprint: then the "
	      "zones of its free move) or a zone (repulse) in sight: 1 Action, each copy once a "
	      "turn; a second TARGET with Double Enchantment.",
	        "Lancia un Incantamento nelle mani su un sopravvissuto (cura; salto o scatto: poi "
	        "le Zone del suo movimento gratuito) o una Zona (respingi) in vista: 1 Azione, ogni "
	        "copia una volta per turno; un secondo BERSAGLIO con Incantamento doppio.",
	        "Lanza un Encantamiento de las manos sobre un superviviente (curar; salto o "
	        "carrera: luego las Zonas de su movimiento gratuito) o una Zona (repeler) a la "
	        "vista: 1 Acción, cada copia una vez por turno; un segundo OBJETIVO con "
	        "Encantamiento doble." },
	    zwd_run_enchant, zwd_can_enchant, zwd_enchant_targets },
	{ "charge", 1, 2,
	    { "charge SURVIVOR ZONE [ZONE]", "carica SOPRAVVISSUTO ZONA [ZONA]",
	        "carga SUPERVIVIENTE ZONA [ZONA]" },
	    { "The skill Charge, free, once a turn: 1 or 2 zones to a zone with zombies.",
	        "L'abilità Caricare, gratis, una volta per turno: 1 o 2 Zone fino a una Zona con "
	        "zombie.",
	        "La habilidad Cargar, gratis, una vez por turno: 1 o 2 Zonas hasta una Zona con "
	        "zombis." },
	    zwd_run_charge, zwd_can_charge, NULL },
	{ "bloodlust", 1, 2,
	    { "bloodlust SURVIVOR ZONE [ZONE]", "sete SOPRAVVISSUTO ZONA [ZONA]",
	        "sed SUPERVIVIENTE ZONA [ZONA]" },
	    { "The skill Bloodlust, once a turn, a Move Action: 1 or 2 zones to a zone with "
	      "zombies, then a free combat Action of its kind.",
	        "L'abilità Sete di sangue, una volta per turno, un'Azione di Movimento: 1 o 2 Zone "
	        "fino a una Zona con zombie, poi un'Azione di combattimento gratuita del suo tipo.",
	        "La habilidad Sed de sangre, una vez por turno, una Acción de Movimiento: 1 o 2 "
	        "Zonas hasta una Zona con zombis, luego una Acción de combate gratuita de su tipo." },
	    zwd_run_bloodlust, zwd_can_bloodlust, NULL },
	{ "jump", 1, 2, { "jump SURVIVOR ZONE", "salta SOPRAVVISSUTO ZONA", "salta SUPERVIVIENTE ZONA" },
	    { "The skill Jump, once a turn, a Move Action: to a zone in sight at Range 2.",
	        "L'abilità Saltare, una volta per turno, un'Azione di Movimento: in una Zona in "
	        "vista a Gittata 2.",
	        "La habilidad Saltar, una vez por turno, una Acción de Movimiento: a una Zona a la "
	        "vista a Alcance 2." },
	    zwd_run_jump, zwd_can_jump, NULL },
	{ "transmute", 1, 2,
	    { "transmute SURVIVOR CARD", "trasmuta SOPRAVVISSUTO CARTA",
	        "transmuta SUPERVIVIENTE CARTA" },
	    { "The skill Transmutation: 1 Action, discard a card and draw one from the Equipment "
	      "deck (not a Search).",
	        "L'abilità Trasmutazione: 1 Azione, scarta una carta e pescane una dal mazzo "
	        "Equipaggiamento (non è una Ricerca).",
	        "La habilidad Transmutación: 1 Acción, descarta una carta y roba una del mazo de "
	        "Equipo (no es una Búsqueda)." },
	    zwd_run_transmute, zwd_can_transmute, NULL },
	{ "eat", 1, 2, { "eat SURVIVOR CARD", "mangia SOPRAVVISSUTO CARTA", "come SUPERVIVIENTE CARTA" },
	    { "Eat a food card in the Hands (or the Backpack when it says so): 1 Action, its AP.",
	        "Mangia una carta Cibo nelle mani (o nello zaino se lo dice): 1 Azione, i suoi PA.",
	        "Come una carta de Comida de las manos (o de la mochila si lo dice): 1 Acción, sus "
	        "PA." },
	    zwd_run_eat, zwd_can_eat, NULL },
	{ "stance", 0, 3,
	    { "stance SURVIVOR KEY VALUE", "scelta SOPRAVVISSUTO CHIAVE VALORE",
	        "eleccion SUPERVIVIENTE CLAVE VALOR" },
	    { "Free, at any time: a standing choice of a survivor's skills that act out of its "
	      "turn (lucky half|fail|off, isthatall save|always|off, reflexes, sidestep, link "
	      "attack|flee|off, tactician, destiny, leader, rescue).",
	        "Gratis, in ogni momento: una scelta permanente delle abilità di un sopravvissuto "
	        "che agiscono fuori dal suo turno (fortunato meta|fallito|no, tuttoqui "
	        "salva|sempre|no, riflessi, scarto, legame attacca|fuggi|no, tattico, destino, lider, salvatore).",
	        "Gratis, en cualquier momento: una elección permanente de las habilidades de un "
	        "superviviente que actúan fuera de su turno (afortunado mitad|fallo|no, esoestodo "
	        "salva|siempre|no, reflejos, paso, vinculo ataca|huye|no, tactico, destino, lider, salvador)." },
	    zwd_run_stance, zwd_can_stance, NULL },
	{ "reload", 1, 1, { "reload SURVIVOR", "ricarica SOPRAVVISSUTO", "recarga SUPERVIVIENTE" },
	    { "Reload the Reload weapons fired this round: 1 Action.",
	        "Ricarica le armi con Ricarica usate in questo turno: 1 Azione.",
	        "Recarga las armas con Recarga usadas en esta ronda: 1 Acción." },
	    zwd_run_reload, zwd_can_reload, NULL },
	{ "skill", 1, 2,
	    { "skill SURVIVOR SKILL", "abilita SOPRAVVISSUTO ABILITÀ",
	        "habilidad SUPERVIVIENTE HABILIDAD" },
	    { "Choose the skill of Orange or Red in the Turn the level is reached; else the "
	      "first of the tree stands. Free.",
	        "Scegli l'Abilità di Arancione o Rosso nel Turno in cui raggiungi il livello; "
	        "altrimenti vale la prima dell'albero. Gratis.",
	        "Elige la Habilidad de Naranja o Rojo en el Turno en que alcanzas el nivel; si no, "
	        "vale la primera del árbol. Gratis." },
	    zwd_run_skill, zwd_can_skill, NULL },
	{ "guardskill", 1, 2,
	    { "guardskill SURVIVOR CARD", "abilitaguardia SOPRAVVISSUTO CARTA",
	        "habilidadguardia SUPERVIVIENTE CARTA" },
	    { "Guard Skill cards chosen: the survivor's card, before its first Action. Free.",
	        "Carte Abilità Guardia a scelta: la carta del sopravvissuto, prima della sua "
	        "prima Azione. Gratis.",
	        "Cartas de Habilidad de Guardia a elegir: la carta del superviviente, antes de "
	        "su primera Acción. Gratis." },
	    zwd_run_gskill, zwd_can_gskill, NULL },
	{ "prefer", 0, 2,
	    { "prefer SURVIVOR SKILL... / prefer SURVIVOR none",
	        "preferisci SOPRAVVISSUTO ABILITÀ... / preferisci SOPRAVVISSUTO nessuna",
	        "prefiere SUPERVIVIENTE HABILIDAD... / prefiere SUPERVIVIENTE ninguna" },
	    { "Standing choice of the skills a survivor takes at Orange and Red when you have not "
	      "chosen in its Turn (with Ultrared, its free picks too): the first that may be "
	      "taken. Free, at any time.",
	        "Scelta permanente delle Abilità che un sopravvissuto prende ad Arancione e Rosso "
	        "se non hai scelto nel suo Turno (con Ultrarosso, anche quelle libere): la prima "
	        "che si può prendere. Gratis, in ogni momento.",
	        "Elección permanente de las Habilidades que un superviviente toma en Naranja y "
	        "Rojo si no has elegido en su Turno (con Ultrarrojo, también las libres): la "
	        "primera que se pueda tomar. Gratis, en cualquier momento." },
	    zwd_run_prefer, zwd_can_prefer, NULL },
};

const int zwd_ncmds = (int)PB_NELEM(zwd_cmds);
