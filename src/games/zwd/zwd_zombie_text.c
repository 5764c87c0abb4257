/*++
/* NAME
/*	zwd_zombie_text 3
/* SUMMARY
/*	Zombicide: White Death, the zombie phase told in a few lines
/* SYNOPSIS
/*	#include "games/zwd/zwd_board.h"
/*
/*	extern const struct lang_msg zwd_zombie_msgs[];
/*
/*	char	*zwd_event_text(const struct zwd_map *map,
/*			const struct zwd_cards *cards,
/*			const struct zwd_event *e, const char *const *names);
/*	char	*zwd_events_text(const struct zwd_map *map,
/*			const struct zwd_cards *cards,
/*			const struct zwd_events *ev, const char *const *names,
/*			const char *locale);
/* DESCRIPTION
/*	zwd_event_text() is one event as an English sentence ("3 walkers
/*	move from E8 to E5."), NULL for none; names[] are the survivors'
/*	names by id (NULL: "survivor 1" ...).  zwd_events_text() is the
/*	whole narrative, one line per event, in the locale (en, it, es):
/*	the English lines translated by the catalogue zwd_zombie_msgs,
/*	whose Italian follows the rulebook's words (Deambulanti,
/*	Corridori, Bruti, Abominio Khan, Necromante Profanatore, Zona di
/*	Generazione, Corruzione, Segnalatore, Congelamento).  The game
/*	adds zwd_zombie_msgs to its own catalogue for src/arbiter/texts.c.
/*	Caller frees both texts.
/*--*/

#include <stdlib.h>

#include "core/lang.h"
#include "core/pb.h"

#include "games/zwd/zwd_board.h"

/* Type words: singular, plural. */
static const char *const one[ZWD_NZOMBIES] = { "walker", "runner", "brute", "the Khan",
	"the Desecrator" };
static const char *const many[ZWD_NZOMBIES] = { "walkers", "runners", "brutes", "the Khan",
	"the Desecrator" };

static const char *
type_word(int type, int n)
{
	if (type < 0 || type >= ZWD_NZOMBIES)
		return ("zombies");
	return (n == 1 ? one[type] : many[type]);
}

static char *
who(const struct zwd_event *e, const char *const *names)
{
	if (names != NULL && names[e->target] != NULL)
		return (pb_strdup(names[e->target]));
	return (pb_asprintf("survivor %d", e->target + 1));
}

static const char *
label(const struct zwd_map *m, int z)
{
	return (z >= 0 && z < m->nzones ? m->zone[z].label : "?");
}

/* named - the event names a card: an extra Necromancer's, or (rules 2)
 * the Abomination card of a spawn (target) */

static int
named(const struct zwd_event *e)
{
	return (e->kind == ZWD_EV_NECRO
	    || ((e->kind == ZWD_EV_SPAWN || e->kind == ZWD_EV_MOVE || e->kind == ZWD_EV_STOPPED)
	        && e->type == ZWD_KHAN && e->target >= 0));
}

/* necro_text - a named event, its card's name in the locale */

static char *
necro_text(const struct zwd_map *m, const struct zwd_cards *c, const struct zwd_event *e,
    const char *locale)
{
	static const char *const appears[LANG_N] = { "%s appears in %s.",
		"%s compare nella Zona %s.", "%s aparece en la Zona %s." };
	static const char *const moves[LANG_N] = { "%s moves from %s to %s.",
		"%s: dalla Zona %s alla Zona %s.", "%s: de la Zona %s a la Zona %s." };
	static const char *const stuck[LANG_N] = { "%s in %s cannot get through.",
		"%s nella Zona %s non trova la strada.", "%s en la Zona %s no encuentra el paso." };
	const struct zwd_names  *n;
	const char              *name;
	int                      l = lang_index(locale);

	if (e->kind != ZWD_EV_NECRO) { /* rules 2: an Abomination's card */
		if (c == NULL || e->target >= c->naboms)
			return (pb_strdup("?"));
		n = &c->aboms[e->target].n;
	} else if (c == NULL || e->card < 0 || e->card >= c->nnecros)
		return (pb_strdup("?"));
	else
		n = &c->necros[e->card].n;
	name = l == 1 && n->name_it ? n->name_it : l == 2 && n->name_es ? n->name_es : n->name;
	if (e->kind == ZWD_EV_STOPPED)
		return (pb_asprintf(stuck[l], name, label(m, e->from)));
	if (e->kind == ZWD_EV_SPAWN || (e->kind == ZWD_EV_NECRO && e->n == 0))
		return (pb_asprintf(appears[l], name, label(m, e->to)));
	return (pb_asprintf(moves[l], name, label(m, e->from), label(m, e->to)));
}

/* group - "3 walkers" or "the Khan" */

static char *
group(const struct zwd_event *e)
{
	if (e->type >= ZWD_KHAN)
		return (pb_strdup(type_word(e->type, 1)));
	return (pb_asprintf("%d %s", e->n, type_word(e->type, e->n)));
}

static char *
card_text(const struct zwd_map *m, const struct zwd_cards *c, const struct zwd_event *e)
{
	const char *where = e->n == 0 ? "the Desecrator's spawn zone" : NULL;
	char       *z = where ? pb_strdup(where) : pb_asprintf("spawn zone #%d", e->n);
	char       *t;

	t = pb_asprintf("Zombie card %s for %s (%s).",
	    c != NULL && e->card >= 0 && e->card < c->nzombies ? c->zombies[e->card].n.id : "?", z,
	    label(m, e->to));
	free(z);
	return (t);
}

char *
zwd_event_text(const struct zwd_map *m, const struct zwd_cards *c, const struct zwd_event *e,
    const char *const *names)
{
	char *g = NULL, *s = NULL, *t = NULL;

	switch (e->kind) {
	case ZWD_EV_ATTACK:
		return (pb_asprintf(
		    "%d zombie attack%s in %s.", e->n, e->n == 1 ? "" : "s", label(m, e->from)));
	case ZWD_EV_WOUND:
		s = who(e, names);
		t = pb_asprintf("%s takes %d Wound%s.", s, e->n, e->n == 1 ? "" : "s");
		break;
	case ZWD_EV_DEAD:
		s = who(e, names);
		t = pb_asprintf("%s is eliminated: the game is lost.", s);
		break;
	case ZWD_EV_ARMOUR:
		s = who(e, names);
		t = pb_asprintf("%s is spared %d Wound%s (Armor).", s, e->n, e->n == 1 ? "" : "s");
		break;
	case ZWD_EV_MEDIC:
	case ZWD_EV_REGEN:
		s = who(e, names);
		t = pb_asprintf("%s heals %d Wound%s (%s).", s, e->n, e->n == 1 ? "" : "s",
		    e->kind == ZWD_EV_MEDIC ? "Medic" : "Regeneration");
		break;
	case ZWD_EV_SIDESTEP:
		s = who(e, names);
		t = pb_asprintf("%s sidesteps from %s to %s.", s, label(m, e->from), label(m, e->to));
		break;
	case ZWD_EV_REFLEX:
	case ZWD_EV_LINKHIT:
		s = who(e, names);
		t = pb_asprintf(e->kind == ZWD_EV_REFLEX
		        ? "%s attacks %s at once (Combat Reflexes): %d zombie%s killed."
		        : "%s attacks %s (Zombie Link): %d zombie%s killed.",
		    s, label(m, e->to), e->n, e->n == 1 ? "" : "s");
		break;
	case ZWD_EV_LINK:
		s = who(e, names);
		t = pb_asprintf("%s takes a Turn of %d Actions (Zombie Link).", s, e->n);
		break;
	case ZWD_EV_LINKMOVE:
		s = who(e, names);
		t = pb_asprintf(
		    "%s moves from %s to %s (Zombie Link).", s, label(m, e->from), label(m, e->to));
		break;
	case ZWD_EV_GUARD:
		return (pb_asprintf("%d guard%s fall%s in %s.", e->n, e->n == 1 ? "" : "s",
		    e->n == 1 ? "s" : "", label(m, e->from)));
	case ZWD_EV_MOVE:
	case ZWD_EV_CLIMB:
		if (named(e))
			return (necro_text(m, c, e, "en"));
		g = group(e);
		t = pb_asprintf("%s %s from %s to %s.", g,
		    e->kind == ZWD_EV_CLIMB
		        ? (e->n == 1 || e->type >= ZWD_KHAN ? "climbs" : "climb")
		        : e->n == 1 || e->type >= ZWD_KHAN ? "moves"
		                                           : "move",
		    label(m, e->from), label(m, e->to));
		break;
	case ZWD_EV_STOPPED:
		if (named(e))
			return (necro_text(m, c, e, "en"));
		g = group(e);
		t = pb_asprintf("%s in %s cannot get through.", g, label(m, e->from));
		break;
	case ZWD_EV_FROZEN:
		return (pb_asprintf("The zombies in %s are frozen.", label(m, e->from)));
	case ZWD_EV_CARD:
		return (card_text(m, c, e));
	case ZWD_EV_SPAWN:
		if (named(e))
			return (necro_text(m, c, e, "en"));
		g = group(e);
		t = pb_asprintf("%s spawn%s in %s.", g, e->n == 1 || e->type >= ZWD_KHAN ? "s" : "",
		    label(m, e->to));
		break;
	case ZWD_EV_SHORTAGE:
		return (pb_asprintf(
		    "No %s left in the box for %s.", type_word(e->type, 2), label(m, e->to)));
	case ZWD_EV_EXTRA:
		if (e->type == ZWD_KHAN && e->target >= 0) /* rules 2: each its card */
			return (pb_strdup("Extra Activation: the Abominations."));
		return (pb_asprintf("Extra Activation: %s.", type_word(e->type, 2)));
	case ZWD_EV_RESHUFFLE:
		return (pb_strdup("The zombie deck is reshuffled."));
	case ZWD_EV_TOKEN:
		return (pb_asprintf("Spawn token #%d moves from %s to %s.", e->n, label(m, e->from),
		    label(m, e->to)));
	case ZWD_EV_CORRUPT:
		return (pb_asprintf("Corruption spreads to %s.", label(m, e->to)));
	case ZWD_EV_OBJLOST:
		return (pb_asprintf("The objective in %s is lost to Corruption.", label(m, e->to)));
	case ZWD_EV_SIGNALLER:
		return (pb_strdup("Corruption reaches the Signaller: the game is lost."));
	case ZWD_EV_NECRO:
		return (necro_text(m, c, e, "en"));
	default:
		return (NULL);
	}
	free(g);
	free(s);
	return (t);
}

/* next_necro - the index after the named event at i (or the end) */

static int
next_necro(const struct zwd_events *ev, int i)
{
	return (i < ev->n ? i + 1 : i);
}

char *
zwd_events_text(const struct zwd_map *m, const struct zwd_cards *c, const struct zwd_events *ev,
    const char *const *names, const char *locale)
{
	const struct lang_msg *const cats[] = { zwd_zombie_msgs };
	struct pb_buf                b, out;
	char                        *t;
	int                          i;

	pb_buf_init(&out);
	for (i = 0; i < ev->n; i = next_necro(ev, i)) {
		/* A run of events up to a named one, translated at once. */
		pb_buf_init(&b);
		for (; i < ev->n && !named(&ev->v[i]); i++)
			if ((t = zwd_event_text(m, c, &ev->v[i], names)) != NULL) {
				pb_buf_line(&b, "%s", t);
				free(t);
			}
		t = pb_buf_steal(&b);
		pb_buf_free(&b);
		if (*t) {
			char *r = lang_text(cats, 1, locale, t);

			pb_buf_puts(&out, r);
			free(r);
		}
		free(t);
		/* Its name is its card's in the reader's language. */
		if (i < ev->n) {
			t = necro_text(m, c, &ev->v[i], locale);
			pb_buf_line(&out, "%s", t);
			free(t);
		}
	}
	return (pb_buf_steal(&out));
}

const struct lang_msg zwd_zombie_msgs[] = {
	{ "%#1 zombie attack{|s} in %2.", "%1 %1{attacco|attacchi} degli Zombie in %2.",
	    "%1 %1{ataque|ataques} de zombis en %2." },
	{ "%1 takes %#2 Wound{|s}.", "%1 subisce %2 %2{Ferita|Ferite}.",
	    "%1 sufre %2 %2{Herida|Heridas}." },
	{ "%1 is eliminated: the game is lost.", "%1 è eliminato: la partita è persa.",
	    "%1 es eliminado: la partida está perdida." },
	{ "%1 is spared %#2 Wound{|s} (Armor).", "%1 evita %2 %2{Ferita|Ferite} (Armatura).",
	    "%1 evita %2 %2{Herida|Heridas} (Armadura)." },
	{ "%1 heals %#2 Wound{|s} (Medic).", "%1 guarisce %2 %2{Ferita|Ferite} (Medico).",
	    "%1 cura %2 %2{Herida|Heridas} (Médico)." },
	{ "%1 heals %#2 Wound{|s} (Regeneration).",
	    "%1 guarisce %2 %2{Ferita|Ferite} (Rigenerazione).",
	    "%1 cura %2 %2{Herida|Heridas} (Regeneración)." },
	{ "%1 sidesteps from %2 to %3.", "%1 scarta dalla Zona %2 alla Zona %3 (Scarto).",
	    "%1 se aparta de la Zona %2 a la Zona %3 (Paso)." },
	{ "%1 attacks %2 at once (Combat Reflexes): %#3 zombie{|s} killed.",
	    "%1 attacca subito la Zona %2 (Riflessi da combattimento): %3 %3{zombie eliminato|"
	    "zombie eliminati}.",
	    "%1 ataca al instante la Zona %2 (Reflejos de combate): %3 %3{zombi eliminado|"
	    "zombis eliminados}." },
	{ "%1 takes a Turn of %2 Actions (Zombie Link).",
	    "%1 gioca un Turno di %2 Azioni (Legame con gli Zombie).",
	    "%1 juega un Turno de %2 Acciones (Vínculo con los zombis)." },
	{ "%1 attacks %2 (Zombie Link): %#3 zombie{|s} killed.",
	    "%1 attacca la Zona %2 (Legame con gli Zombie): %3 %3{zombie eliminato|zombie "
	    "eliminati}.",
	    "%1 ataca la Zona %2 (Vínculo con los zombis): %3 %3{zombi eliminado|zombis "
	    "eliminados}." },
	{ "%1 moves from %2 to %3 (Zombie Link).",
	    "%1 si muove dalla Zona %2 alla Zona %3 (Legame con gli Zombie).",
	    "%1 se mueve de la Zona %2 a la Zona %3 (Vínculo con los zombis)." },
	{ "%#1 guard{|s} fall{s|} in %2.", "%1 %1{Guardia cade|Guardie cadono} in %2.",
	    "%1 %1{Guardia cae|Guardias caen} en %2." },
	{ "%1 move{s|} from %2 to %3.", "%1: dalla Zona %2 alla Zona %3.",
	    "%1: de la Zona %2 a la Zona %3." },
	{ "%1 climb{s|} from %2 to %3.", "%1: arrampicata dalla Zona %2 al Cammino di Ronda %3.",
	    "%1: trepan de la Zona %2 al adarve %3." },
	{ "%1 in %2 cannot get through.", "%1 nella Zona %2 non trova la strada.",
	    "%1 en la Zona %2 no encuentra el paso." },
	{ "The zombies in %1 are frozen.", "Gli Zombie nella Zona %1 sono congelati.",
	    "Los zombis de la Zona %1 están congelados." },
	{ "Zombie card %1 for spawn zone #%2 (%3).",
	    "Carta Zombie %1 per la Zona di Generazione #%2 (%3).",
	    "Carta Zombi %1 para la Zona de Aparición #%2 (%3)." },
	{ "Zombie card %1 for the Desecrator's spawn zone (%2).",
	    "Carta Zombie %1 per la Zona di Generazione del Profanatore (%2).",
	    "Carta Zombi %1 para la Zona de Aparición del Profanador (%2)." },
	{ "%1 spawn{s|} in %2.", "%1: generazione nella Zona %2.", "%1: aparición en la Zona %2." },
	{ "No %1 left in the box for %2.",
	    "Penuria di miniature: nessun %1 rimasto per la Zona %2.",
	    "Escasez de miniaturas: no quedan %1 para la Zona %2." },
	{ "Extra Activation: the Abominations.", "Attivazione Extra: gli Abomini.",
	    "Activación Extra: las Abominaciones." },
	{ "Extra Activation: %1.", "Attivazione Extra: %1.", "Activación Extra: %1." },
	{ "The zombie deck is reshuffled.", "Il mazzo degli Zombie viene rimescolato.",
	    "El mazo de zombis se vuelve a barajar." },
	{ "Spawn token #%1 moves from %2 to %3.",
	    "Il segnalino Generazione #%1 si sposta dalla Zona %2 alla Zona %3.",
	    "La ficha de Aparición #%1 se mueve de la Zona %2 a la Zona %3." },
	{ "Corruption spreads to %1.", "La Corruzione si estende alla Zona %1.",
	    "La Corrupción se extiende a la Zona %1." },
	{ "The objective in %1 is lost to Corruption.",
	    "L'Obiettivo nella Zona %1 è perso per la Corruzione.",
	    "El Objetivo de la Zona %1 se pierde por la Corrupción." },
	{ "Corruption reaches the Signaller: the game is lost.",
	    "La Corruzione raggiunge il Segnalatore: la partita è persa.",
	    "La Corrupción alcanza al Señalizador: la partida está perdida." },
	{ "%#1 walker{|s}", "%1 %1{Deambulante|Deambulanti}", "%1 %1{Caminante|Caminantes}" },
	{ "%#1 runner{|s}", "%1 %1{Corridore|Corridori}", "%1 %1{Corredor|Corredores}" },
	{ "%#1 brute{|s}", "%1 %1{Bruto|Bruti}", "%1 %1{Bruto|Brutos}" },
	{ "walkers", "Deambulanti", "Caminantes" },
	{ "runners", "Corridori", "Corredores" },
	{ "brutes", "Bruti", "Brutos" },
	{ "the Khan", "l'Abominio Khan", "la Abominación Khan" },
	{ "the Desecrator", "il Necromante Profanatore", "el Nigromante Profanador" },
	{ "survivor %#1", "sopravvissuto %1", "superviviente %1" },
	{ NULL, NULL, NULL },
};
