/*++
/* NAME
/*	zwd_combat_text 3
/* SUMMARY
/*	Zombicide: White Death, an attack told in a few lines
/* SYNOPSIS
/*	#include "games/zwd/zwd_combat.h"
/*
/*	extern const struct lang_msg zwd_combat_msgs[];
/*
/*	char	*zwd_combat_text(const struct zwd_map *map,
/*			const struct zwd_attack *a,
/*			const struct zwd_combat_result *r,
/*			const char *const *names, const char *locale,
/*			int rev);
/* DESCRIPTION
/*	zwd_combat_text() is what one Combat Action did, one line each, in
/*	the locale (en, it, es): the roll, the kills, the wasted
/*	successes, friendly fire and Armor, the Wounds, the guards fallen,
/*	the AP, the Noise, a building burnt, a Crypt Weapon dropped; for a
/*	refused attack, the reason.  names[] are the survivors' names by id
/*	(NULL: "survivor 1" ...).  The English lines are translated by
/*	zwd_combat_msgs and zwd_zombie_msgs (the zombies' names, Wounds,
/*	guards: one wording for both phases), in the rulebook's Italian
/*	(Fuoco Amico, tiro Armatura, Fuoco di Drago, Punti Adrenalina,
/*	Rumore, Rovine, Arma della Cripta).  A roll of no dice reads
/*	"no dice" from rules revision rev 4 ("nessun dado", "ningún
/*	dado"); before, "dice none" in every language, as the games made
/*	then told it.  Caller frees.
/*--*/

/* System. */
#include <stdlib.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_combat.h"

static const char *const many[ZWD_NZOMBIES] = { "walker", "runner", "brute", "the Khan",
	"the Desecrator" };

static char *
who(int s, const char *const *names)
{
	if (names != NULL && names[s] != NULL)
		return (pb_strdup(names[s]));
	return (pb_asprintf("survivor %d", s + 1));
}

static const char *
label(const struct zwd_map *m, int z)
{
	return (z >= 0 && z < m->nzones ? m->zone[z].label : "?");
}

static char *
attacker(const struct zwd_map *m, const struct zwd_attack *a, const char *const *names)
{
	if (a->guards > 0)
		return (pb_asprintf("the guards of %s", label(m, a->from)));
	return (who(a->who, names));
}

/* roll_line - "Ogon attacks C5 (range 1): dice 6 4 1, 2 hits."; rev:
 * the rules revision */

static void
roll_line(struct pb_buf *b, const struct zwd_map *m, const struct zwd_attack *a,
    const struct zwd_combat_result *r, const char *by, int rev)
{
	struct pb_buf d;
	char         *dice;
	int           i;

	if (a->w.kind == ZWD_BILE) {
		pb_buf_line(b, "%s sets Dragon Fire on %s.", by, label(m, a->to));
		return;
	}
	if (a->w.kind == ZWD_CAULDRON) {
		pb_buf_line(b, "%s pour%s a Cauldron on %s.", by, a->guards > 0 ? "" : "s",
		    label(m, a->to));
		return;
	}
	if (r->ndice == 0 && rev >= 4) {
		pb_buf_line(b, "%s attack%s %s (range %d): no dice, %d hit%s.", by,
		    a->guards > 0 ? "" : "s", label(m, a->to), r->range, r->hits,
		    r->hits == 1 ? "" : "s");
		return;
	}
	pb_buf_init(&d);
	for (i = 0; i < r->ndice; i++)
		pb_buf_printf(&d, "%s%d", i ? " " : "", r->dice[i]);
	dice = pb_buf_steal(&d);
	pb_buf_line(b, "%s attack%s %s (range %d): dice %s, %d hit%s.", by,
	    a->guards > 0 ? "" : "s", label(m, a->to), r->range, r->ndice ? dice : "none", r->hits,
	    r->hits == 1 ? "" : "s");
	free(dice);
	if (r->rerolled)
		pb_buf_line(b, "Lucky: the dice are rerolled.");
}

static void
kills(struct pb_buf *b, const struct zwd_map *m, const struct zwd_attack *a,
    const struct zwd_combat_result *r)
{
	int t, n;

	for (t = 0; t < ZWD_NZOMBIES; t++)
		if ((n = r->killed[t]) > 0 && t >= ZWD_KHAN)
			pb_buf_line(b, "%s killed in %s.", many[t], label(m, a->to));
		else if (n > 0)
			pb_buf_line(b, "%d %s%s killed in %s.", n, many[t], n == 1 ? "" : "s",
			    label(m, a->to));
	if (r->wasted > 0)
		pb_buf_line(b, "%d success%s wasted.", r->wasted, r->wasted == 1 ? "" : "es");
}

static void
hurt(struct pb_buf *b, const struct zwd_map *m, const struct zwd_attack *a,
    const struct zwd_combat_result *r, const char *const *names)
{
	char *s;
	int   i, g = r->ff_guards + r->burnt_guards;

	for (i = 0; i < ZWD_SURVIVORS; i++) {
		if (r->ff[i] == 0 && r->wounds[i] == 0)
			continue;
		s = who(i, names);
		if (r->ff[i] > 0)
			pb_buf_line(b, "Friendly fire: %s is hit %d time%s.", s, r->ff[i],
			    r->ff[i] == 1 ? "" : "s");
		if (r->prevented[i] > 0)
			pb_buf_line(b, "Armor roll of %s: %d hit%s prevented.", s, r->prevented[i],
			    r->prevented[i] == 1 ? "" : "s");
		if (r->wounds[i] > 0)
			pb_buf_line(b, "%s takes %d Wound%s.", s, r->wounds[i],
			    r->wounds[i] == 1 ? "" : "s");
		if (r->dead[i])
			pb_buf_line(b, "%s is eliminated: the game is lost.", s);
		free(s);
	}
	if (g > 0)
		pb_buf_line(b, "%d guard%s fall%s in %s.", g, g == 1 ? "" : "s", g == 1 ? "s" : "",
		    label(m, a->to));
}

static void
aftermath(struct pb_buf *b, const struct zwd_map *m, const struct zwd_attack *a,
    const struct zwd_combat_result *r, const char *const *names)
{
	char *s;

	if (r->burnt > 0)
		pb_buf_line(b, "The building burns: %d zone%s become%s ruins.", r->burnt,
		    r->burnt == 1 ? "" : "s", r->burnt == 1 ? "s" : "");
	if (r->crypt > 0)
		pb_buf_line(b, "A Crypt Weapon is dropped in %s.", label(m, a->to));
	if (r->ap > 0 && a->who >= 0) {
		s = who(a->who, names);
		pb_buf_line(b, "%s gains %d AP.", s, r->ap);
		free(s);
	}
	if (r->noise > 0)
		pb_buf_line(b, "A Noise token in %s.", label(m, a->from));
}

char *
zwd_combat_text(const struct zwd_map *m, const struct zwd_attack *a,
    const struct zwd_combat_result *r, const char *const *names, const char *locale, int rev)
{
	const struct lang_msg *const cats[] = { zwd_combat_msgs, zwd_zombie_msgs };
	struct pb_buf                b;
	char                        *by, *t, *out;

	pb_buf_init(&b);
	if (r->code != ZWD_CR_OK) {
		pb_buf_line(&b, "%s", zwd_combat_why(r->code));
	} else {
		by = attacker(m, a, names);
		roll_line(&b, m, a, r, by, rev);
		kills(&b, m, a, r);
		hurt(&b, m, a, r, names);
		aftermath(&b, m, a, r, names);
		free(by);
	}
	t = pb_buf_steal(&b);
	out = lang_text(cats, 2, locale, t);
	free(t);
	return (out);
}

const struct lang_msg zwd_combat_msgs[] = {
	{ "%1 attack{s|} %2 (range %#3): dice %4, %#5 hit{|s}.",
	    "%1 attacca la Zona %2 (Gittata %3): dadi %4, %5 %5{successo|successi}.",
	    "%1 ataca la Zona %2 (Alcance %3): dados %4, %5 %5{éxito|éxitos}." },
	{ "%1 attack{s|} %2 (range %#3): no dice, %#4 hit{|s}.",
	    "%1 attacca la Zona %2 (Gittata %3): nessun dado, %4 %4{successo|successi}.",
	    "%1 ataca la Zona %2 (Alcance %3): ningún dado, %4 %4{éxito|éxitos}." },
	{ "%1 sets Dragon Fire on %2.", "%1 scatena il Fuoco di Drago sulla Zona %2.",
	    "%1 desata el Fuego de Dragón sobre la Zona %2." },
	{ "%1 pour{s|} a Cauldron on %2.", "%1 versa un Calderone sulla Zona %2.",
	    "%1 vierte un Caldero sobre la Zona %2." },
	{ "Lucky: the dice are rerolled.", "Fortunato: i dadi vengono ritirati.",
	    "Afortunado: se vuelven a tirar los dados." },
	{ "%1 killed in %2.", "Eliminati nella Zona %2: %1.", "Eliminados en la Zona %2: %1." },
	{ "%#1 success{|es} wasted.", "%1 %1{successo perso|successi persi}.",
	    "%1 %1{éxito perdido|éxitos perdidos}." },
	{ "Friendly fire: %1 is hit %#2 time{|s}.",
	    "Fuoco Amico: %1 viene colpito %2 %2{volta|volte}.",
	    "Fuego Amigo: %1 recibe %2 %2{impacto|impactos}." },
	{ "Armor roll of %1: %#2 hit{|s} prevented.",
	    "Tiro Armatura di %1: %2 %2{colpo prevenuto|colpi prevenuti}.",
	    "Tirada de Armadura de %1: %2 %2{impacto evitado|impactos evitados}." },
	{ "The building burns: %#1 zone{|s} become{s|} ruins.",
	    "L'edificio brucia: %1 %1{Zona diventa Rovina|Zone diventano Rovine}.",
	    "El edificio arde: %1 %1{Zona queda en Ruinas|Zonas quedan en Ruinas}." },
	{ "A Crypt Weapon is dropped in %1.", "Un'Arma della Cripta viene lasciata nella Zona %1.",
	    "Un Arma de la Cripta queda en la Zona %1." },
	{ "%1 gains %#2 AP.", "%1 ottiene %2 PA.", "%1 gana %2 PA." },
	{ "A Noise token in %1.", "Un segnalino Rumore nella Zona %1.",
	    "Una ficha de Ruido en la Zona %1." },
	{ "the guards of %1", "le Guardie della Zona %1", "los Guardias de la Zona %1" },
	{ "That is not a combat weapon.", "Non è un'arma da Combattimento.",
	    "No es un arma de combate." },
	{ "No such zone.", "Zona inesistente.", "No existe esa Zona." },
	{ "The target zone is not in line of sight.", "La Zona bersaglio non è in Linea di Vista.",
	    "La Zona objetivo no está en Línea de Visión." },
	{ "The target zone is out of the weapon's range.",
	    "La Zona bersaglio è fuori dalla Gittata dell'arma.",
	    "La Zona objetivo está fuera del Alcance del arma." },
	{ "The weapon must be reloaded first.", "Prima bisogna Ricaricare l'arma.",
	    "Antes hay que Recargar el arma." },
	{ "There are not that many guards there.", "Lì non ci sono così tante Guardie.",
	    "Allí no hay tantos Guardias." },
	{ "Only two identical Dual weapons fire as one.",
	    "Solo due armi Doppie identiche attaccano insieme.",
	    "Solo dos armas Dobles idénticas atacan juntas." },
	{ "That Enchantment was cast this Turn already.",
	    "Quell'Incantamento è già stato lanciato in questo Turno.",
	    "Ese Encantamiento ya se lanzó en este Turno." },
	{ "No such survivor on the board.", "Nessun Sopravvissuto così sul tabellone.",
	    "No hay tal Superviviente en el tablero." },
	{ "%1 heals %#2 Wound{|s}.", "%1 guarisce %2 %2{Ferita|Ferite}.",
	    "%1 se cura %2 %2{Herida|Heridas}." },
	{ "%1 may make a free Jump.", "%1 può fare un Salto gratuito.",
	    "%1 puede hacer un Salto gratuito." },
	{ "%1 may make a free Move of up to 3 zones.",
	    "%1 può fare un Movimento gratuito fino a 3 Zone.",
	    "%1 puede hacer un Movimiento gratuito de hasta 3 Zonas." },
	{ "%1 pushed from %2 to %3.", "%1: respinti dalla Zona %2 alla Zona %3.",
	    "%1: repelidos de la Zona %2 a la Zona %3." },
	{ "Nothing is pushed from %1.", "Nessuno viene respinto dalla Zona %1.",
	    "Nadie es repelido de la Zona %1." },
	{ NULL, NULL, NULL },
};
