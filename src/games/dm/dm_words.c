/*++
/* NAME
/*	dm_words 3
/* SUMMARY
/*	Dark Moon: Italian and Spanish command words, card names
/* SYNOPSIS
/*	#include "games/dm/dm_cmd.h"
/*
/*	extern const struct lang_word dm_words[];
/*
/*	void	dm_names(const void *state, const char *locale,
/*			struct lang_dict *d);
/* DESCRIPTION
/*	dm_words is the dictionary (lang.h) from the Italian and Spanish
/*	words of the commands (the usage lines of dm_cmds) to the canonical
/*	English ones: "ripara scudo 2 forti" is "repair shield 2 strong".
/*	Argument words (colours, areas, ballots) are scoped to the
/*	commands that take them (dm_msgs.c has the catalogue of texts).
/*	dm_names() adds the pack's Italian or Spanish card names
/*	where they differ from the English ones.
/* SEE ALSO
/*	lang(3), pbemd-dm(7) (the table of words).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/dm/dm_cmd.h"

#define DICE_CMDS "take repair wolf out"
#define AREA_CMDS "repair sabotage play standing"

const struct lang_word dm_words[] = {
	/* Italian: commands. */
	{ "it", "evento", "event", NULL },
	{ "it", "prendi", "take", NULL },
	{ "it", "recupera", "take", NULL },
	{ "it", "ripara", "repair", NULL },
	{ "it", "lupo", "wolf", NULL },
	{ "it", "lupo solitario", "wolf", NULL },
	{ "it", "chiama", "call", NULL },
	{ "it", "ordina", "order", NULL },
	{ "it", "gioca", "play", NULL },
	{ "it", "dentro", "in", NULL },
	{ "it", "fuori", "out", NULL },
	{ "it", "consegna", "submit", NULL },
	{ "it", "tira", "roll", NULL },
	{ "it", "fatto", "done", NULL },
	{ "it", "ritira", "reroll", NULL },
	{ "it", "rimuovi", "clear", NULL },
	{ "it", "danno", "damage", NULL },
	{ "it", "vota", "vote", NULL },
	{ "it", "spareggia", "break", NULL },
	{ "it", "nomina", "name", NULL },
	{ "it", "accetta", "accept", NULL },
	{ "it", "rifiuta", "refuse", NULL },
	{ "it", "rivelati", "reveal", NULL },
	{ "it", "sabota", "sabotage", NULL },
	{ "it", "metti-alla-prova", "test", NULL },
	{ "it", "prova", "test", NULL },
	{ "it", "demoralizza", "demoralize", NULL },
	{ "it", "interferisci", "interfere", NULL },
	{ "it", "tieni", "keep", NULL },
	{ "it", "sovraccarico", "spike", NULL },
	{ "it", "giudica", "judge", NULL },
	{ "it", "permanente", "standing", NULL },
	/* Italian: Shadow Corporation. */
	{ "it", "amputa", "amputate", NULL },
	{ "it", "autorizza", "authorize", NULL },
	{ "it", "decolla", "takeoff", NULL },
	{ "it", "corporazione", "corp", NULL },
	{ "it", "rivendica", "claim", NULL },
	{ "it", "esponi", "expose", NULL },
	{ "it", "spericolato", "reckless", "claim" },
	{ "it", "isola", "isolate", "claim" },
	{ "it", "prelievo", "sample", "claim" },
	{ "it", "esposizione", "exposure", "claim" },
	/* Italian: arguments. */
	{ "it", "forte", "strong", DICE_CMDS },
	{ "it", "forti", "strong", DICE_CMDS " submit" },
	{ "it", "debole", "weak", DICE_CMDS " submit" },
	{ "it", "deboli", "weak", DICE_CMDS },
	{ "it", "blu", "blue", DICE_CMDS " submit" },
	{ "it", "con", "with", DICE_CMDS },
	{ "it", "scudo", "shield", AREA_CMDS },
	{ "it", "vita", "life", AREA_CMDS },
	{ "it", "avamposto", "outpost", AREA_CMDS " damage" },
	{ "it", "fatica", "fatigue", "damage" },
	{ "it", "nero", "black", "vote break standing" },
	{ "it", "rosso", "red", "vote break standing" },
	{ "it", "nessuno", "none", "vote judge standing" },
	{ "it", "migliore", "best", "standing" },
	{ "it", "quarantena", "quarantine", "break" },
	{ "it", "libero", "free", "break" },
	/* Spanish: commands. */
	{ "es", "evento", "event", NULL },
	{ "es", "toma", "take", NULL },
	{ "es", "recupera", "take", NULL },
	{ "es", "repara", "repair", NULL },
	{ "es", "lobo", "wolf", NULL },
	{ "es", "lobo solitario", "wolf", NULL },
	{ "es", "llama", "call", NULL },
	{ "es", "ordena", "order", NULL },
	{ "es", "juega", "play", NULL },
	{ "es", "dentro", "in", NULL },
	{ "es", "fuera", "out", NULL },
	{ "es", "entrega", "submit", NULL },
	{ "es", "tira", "roll", NULL },
	{ "es", "hecho", "done", NULL },
	{ "es", "repite", "reroll", NULL },
	{ "es", "quita", "clear", NULL },
	{ "es", "daño", "damage", NULL },
	{ "es", "vota", "vote", NULL },
	{ "es", "desempata", "break", NULL },
	{ "es", "nombra", "name", NULL },
	{ "es", "acepta", "accept", NULL },
	{ "es", "rechaza", "refuse", NULL },
	{ "es", "revélate", "reveal", NULL },
	{ "es", "sabotea", "sabotage", NULL },
	{ "es", "pon-a-prueba", "test", NULL },
	{ "es", "prueba", "test", NULL },
	{ "es", "desmoraliza", "demoralize", NULL },
	{ "es", "interfiere", "interfere", NULL },
	{ "es", "deja", "keep", NULL },
	{ "es", "sobrecarga", "spike", NULL },
	{ "es", "juzga", "judge", NULL },
	{ "es", "permanente", "standing", NULL },
	/* Spanish: Shadow Corporation. */
	{ "es", "amputa", "amputate", NULL },
	{ "es", "autoriza", "authorize", NULL },
	{ "es", "despega", "takeoff", NULL },
	{ "es", "corporación", "corp", NULL },
	{ "es", "reclama", "claim", NULL },
	{ "es", "expón", "expose", NULL },
	{ "es", "expon", "expose", NULL },
	{ "es", "temerario", "reckless", "claim" },
	{ "es", "aísla", "isolate", "claim" },
	{ "es", "aisla", "isolate", "claim" },
	{ "es", "muestra", "sample", "claim" },
	{ "es", "exposición", "exposure", "claim" },
	{ "es", "exposicion", "exposure", "claim" },
	/* Spanish: arguments. */
	{ "es", "fuerte", "strong", DICE_CMDS " submit" },
	{ "es", "fuertes", "strong", DICE_CMDS },
	{ "es", "débil", "weak", DICE_CMDS " submit" },
	{ "es", "débiles", "weak", DICE_CMDS },
	{ "es", "azul", "blue", DICE_CMDS " submit" },
	{ "es", "con", "with", DICE_CMDS },
	{ "es", "escudo", "shield", AREA_CMDS },
	{ "es", "vida", "life", AREA_CMDS },
	{ "es", "puesto", "outpost", AREA_CMDS " damage" },
	{ "es", "fatiga", "fatigue", "damage" },
	{ "es", "negro", "black", "vote break standing" },
	{ "es", "rojo", "red", "vote break standing" },
	{ "es", "nada", "none", "vote standing" },
	{ "es", "mejor", "best", "standing" },
	{ "es", "nadie", "none", "judge" },
	{ "es", "cuarentena", "quarantine", "break" },
	{ "es", "libre", "free", "break" },
	{ NULL, NULL, NULL, NULL },
};

/* dm_names - the pack's card names in a locale */

void
dm_names(const void *g, const char *locale, struct lang_dict *d)
{
	const struct dm_state *s = g;
	const struct dm_pack  *p = s->pack;
	int                    lang = lang_index(locale), i;

	if (lang == 0)
		return;
	for (i = 0; i < p->nchars; i++)
		game_name_add(d, dm_name(&p->chars[i].n, lang), p->chars[i].n.name);
	for (i = 0; i < p->noutposts; i++)
		game_name_add(d, dm_name(&p->outposts[i].n, lang), p->outposts[i].n.name);
	for (i = 0; i < p->ntasks; i++)
		game_name_add(d, dm_name(&p->tasks[i].n, lang), p->tasks[i].n.name);
	for (i = 0; i < p->nevents; i++)
		game_name_add(d, dm_name(&p->events[i].n, lang), p->events[i].n.name);
	for (i = 0; i < p->nthreats; i++)
		game_name_add(d, dm_name(&p->threats[i].n, lang), p->threats[i].n.name);
}
