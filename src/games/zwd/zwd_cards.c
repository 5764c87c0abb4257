/*++
/* NAME
/*	zwd_cards 3
/* SUMMARY
/*	White Death cards as data: names, look-ups, diagnostics
/* SYNOPSIS
/*	#include "games/zwd/zwd_cards.h"
/*
/*	const char *zwd_name(const struct zwd_names *n, int lang);
/*	const char *zwd_text(const struct zwd_names *n, int lang);
/*	int	zwd_equip_find(const struct zwd_cards *c, const char *id);
/*	int	zwd_cards_expected(const struct zwd_cards *c, int type,
/*			int level);
/*	int	zwd_cards_err(const char *text, struct pb_err *err,
/*			const char *word, const char *id, const char *key,
/*			const char *fmt, ...);
/* DESCRIPTION
/*	The ground floor of the cards: what every reader of a parsed pack
/*	asks, and nothing that reads or checks one (the loader is
/*	zwd_cards_load.c, the skill references zwd_cards_skill.c, the
/*	checks zwd_cards_check.c, each above this file).
/*
/*	zwd_cards_err() sets err to "FILE:LINE: [WORD ID]: KEY: MSG" (the
/*	line of the key in the pack text, or of the card when the key is
/*	absent; no place when text is NULL or has neither) and returns 0:
/*	the one form of a card's diagnostic, for the cards' checker and
/*	the game's skill check (zwd_skill_pack_check()).
/* DIAGNOSTICS
/*	See zwd_cards(3h).
/*--*/

/* System. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lang.h"
#include "core/packini.h"
#include "core/pb.h"

/* Local. */
#include "games/zwd/zwd_cards.h"

/* pick - a text in lang (1 it, 2 es), English when it has none */

static const char *
pick(const char *en, const char *it, const char *es, int lang)
{
	const char *t = lang == 1 ? it : lang == 2 ? es : NULL;

	return (t != NULL ? t : en);
}

/* zwd_name - a card's name in a language, English if none */

const char *
zwd_name(const struct zwd_names *n, int lang)
{
	return (pick(n->name, n->name_it, n->name_es, lang));
}

/* zwd_text - a card's text in a language, English if none; NULL if none */

const char *
zwd_text(const struct zwd_names *n, int lang)
{
	return (pick(n->text, n->text_it, n->text_es, lang));
}

/* zwd_slug - a name as one word a player can type: folded (lang_fold()),
 * each run of spaces, colons and commas a dash; caller frees */

char *
zwd_slug(const char *name)
{
	char  *f = lang_fold(name), *p, *q;
	size_t n;

	for (p = q = f; *p; p++) {
		n = strspn(p, " :,");
		if (n == 0) {
			*q++ = *p;
			continue;
		}
		if (q > f && p[n] != '\0')
			*q++ = '-';
		p += n - 1;
	}
	*q = '\0';
	return (f);
}

/* zwd_equip_find - index of an equipment card by id, -1 if none */

int
zwd_equip_find(const struct zwd_cards *c, const char *id)
{
	int i;

	for (i = 0; i < c->nequips; i++)
		if (strcmp(c->equips[i].n.id, id) == 0)
			return (i);
	return (-1);
}

/* zwd_cards_expected - mean zombies of type per spawn draw at level,
 * in thousandths (spawn cards over the whole deck) */

int
zwd_cards_expected(const struct zwd_cards *c, int type, int level)
{
	long sum = 0;
	int  i;

	if (c->nzombies == 0)
		return (0);
	for (i = 0; i < c->nzombies; i++)
		if (c->zombies[i].kind == ZWD_ZSPAWN && c->zombies[i].type == type)
			sum += c->zombies[i].count[level];
	return ((int)(sum * 1000 / c->nzombies));
}

/* zwd_cards_err - "FILE:LINE: [word id]: key: msg" into err; returns 0 */

int
zwd_cards_err(const char *text, struct pb_err *err, const char *word, const char *id,
    const char *key, const char *fmt, ...)
{
	char    msg[400], *where = NULL;
	va_list ap;
	int     line = 0;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (text != NULL && (line = packini_card_line(text, word, id, key)) == 0)
		line = packini_card_line(text, word, id, "");
	if (line > 0)
		where = packini_where(text, line);
	pb_err_set(err, PB_EDATA, "%s%s[%s %s]: %s%s%s", where ? where : "", where ? ": " : "",
	    word, id, key, *key ? ": " : "", msg);
	free(where);
	return (0);
}
