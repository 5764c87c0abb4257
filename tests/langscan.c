/*++
/* NAME
/*	langscan 3
/* SUMMARY
/*	the scan for English in Italian and Spanish texts, for the lang tests
/* SYNOPSIS
/*	#include "langscan.h"
/* DESCRIPTION
/*	What check_lang_complete(1) and each game's own language test
/*	share (langscan.h): scan() fails, once per distinct text, on a
/*	word that never appears in correct Italian or Spanish
/*	(english_words[]) or a plural slip ("1 carte", "3 carta"); the
/*	names of a pack's cards (names[], longest first: by_length()),
/*	words in double quotes, and every registered game's title are
/*	left out.  nfail counts the failures, seen holds them.
/*
/*	scan_catalogue() scans every Italian and Spanish text of a
/*	catalogue with every capture 1, then 2; scan_dir() the words of
/*	every template of a directory.  read_as_game() scans a game's
/*	text as the arbiter translates it for an Italian and a Spanish
/*	reader.  check_examples() reads HELP's examples of a seat in
/*	Italian and Spanish back as the English ones (nexamples,
/*	nlocalised count them).  literal() is the C string literals at
/*	a place of a source, each conversion made a sample; slurp() a
/*	whole file.  refusals_read() reads every refusal written in a
/*	game's sources: each must be in its catalogue and translated.
/*	apply_read() gives a line to a game and every text it answers to
/*	a reader (read_as_game(), say).  read_whole() is read_as_game()
/*	that fails besides on a text that comes out as it went in.  first_to_act() is the first seat
/*	a game waits for, 0 none.  games_wanted() is how many bot games a
/*	test plays: PBEMD_LANG_GAMES, else its default.
/*--*/

/* System. */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "arbiter/gamectl.h"
#include "arbiter/texts.h"
#include "core/game.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/pb.h"

/* Local. */
#include "langscan.h"

/* Words that never appear in correct Italian or Spanish text (but see
 * native()). */
static const char *const english_words[] = { "the", "you", "your", "and", "with", "turn", "turns",
	"survivor", "survivors", "card", "cards", "moves", "search", "searches", "colony", "player",
	"players", "waiting", "waits", "is", "are", "has", "have", "from", "of", "at", "its", "for",
	"this", "that", "was", "which", "who", "what", "when", "into", "out", "each", "every",
	"other", "already", "cannot", "must", "needs", "game", "now", "only", "takes", "keeps",
	"rolls", "kills", "attacks", "dies", "wound", "wounds", "none", "nobody", "nothing",
	"deadline", "moderator", "paused", "resumed", "reply", "write", "food", "noise", "morale",
	"starvation", "waste", "pile", "deck", "choose", "chooses", "vote", "votes", "exiled",
	"objective", "goal", "left", "done", "refused", "accepted", "commands", "command", "until",
	"by", "an", "on", "be", "not", "yes", "die", "bite", "helpless", "barricade", "entrance",
	"leader", "group", "plays", "place", "round", "places", "draws", "arrives", "overrun",
	"prevented", "needed", "points", "action", "repair", "repairs", "succeeds", "fails", "goes",
	"draws", "drawn", "submits", "strong", "weak", "shield", "standing", "removes" };

static const char *const plural_nouns[][2] = {
	/* { singular, plural } */
	{ "carta", "carte" },
	{ "comando", "comandi" },
	{ "sopravvissuto", "sopravvissuti" },
	{ "segnalino", "segnalini" },
	{ "ferita", "ferite" },
	{ "punto", "punti" },
	{ "dado", "dadi" },
	{ "giocatore", "giocatori" },
	{ "mossa", "mosse" },
	{ "turno", "turni" },
	{ "voto", "voti" },
	{ "ora", "ore" },
	{ "giorno", "giorni" },
	{ "minuto", "minuti" },
	{ "barricata", "barricate" },
	{ "orden", "órdenes" },
	{ "superviviente", "supervivientes" },
	{ "ficha", "fichas" },
	{ "herida", "heridas" },
	{ "zombi", "zombis" },
	{ "Zombi", "Zombis" },
	{ "punto", "puntos" },
	{ "jugador", "jugadores" },
	{ "jugada", "jugadas" },
	{ "ronda", "rondas" },
	{ "voto", "votos" },
	{ "hora", "horas" },
	{ "día", "días" },
	{ "minuto", "minutos" },
	{ "barricada", "barricadas" },
	{ "correo", "correos" },
	{ "carta", "cartas" },
	{ "card", "cards" },
	{ "command", "commands" },
	{ "survivor", "survivors" },
	{ "token", "tokens" },
	{ "wound", "wounds" },
	{ "point", "points" },
};

/* The failures: each distinct text once. */
json_t *seen;
int     nfail;

/* ---- the scan ------------------------------------------------------ */

/* blank - replace every occurrence of what in s with spaces */

static void
blank(char *s, const char *what)
{
	size_t n = strlen(what);
	char  *p;

	if (n == 0)
		return;
	for (p = strstr(s, what); p != NULL; p = strstr(p + n, what))
		memset(p, ' ', n);
}

/* names of the packs' cards, longest first, left out of the scan */
char **names;
size_t nnames;

int
by_length(const void *a, const void *b)
{
	return ((int)strlen(*(char *const *)b) - (int)strlen(*(char *const *)a));
}

/* cleaned - text with card names and quoted words blanked, caller frees */

static char *
cleaned(const char *text)
{
	char  *s = pb_strdup(text), *q, *e;
	size_t i;

	for (i = 0; i < nnames; i++)
		blank(s, names[i]);
	for (q = strchr(s, '"'); q != NULL && (e = strchr(q + 1, '"')) != NULL;
	     q = strchr(e + 1, '"'))
		memset(q, ' ', (size_t)(e - q) + 1);
	/* The game's title; what is between backquotes (a shell command);
	 * an option of one (--players); words joined by "_" (moderator_reads):
	 * they are names, not words. */
	for (i = 0; game_at(i) != NULL; i++)
		blank(s, game_at(i)->title);
	for (q = strchr(s, '`'); q != NULL && (e = strchr(q + 1, '`')) != NULL;
	     q = strchr(e + 1, '`'))
		memset(q, ' ', (size_t)(e - q) + 1);
	for (q = strstr(s, "--"); q != NULL; q = strstr(q, "--"))
		while (*q != '\0' && *q != ' ' && *q != '\n')
			*q++ = ' ';
	for (q = strchr(s, '_'); q != NULL; q = strchr(q, '_')) {
		for (e = q; e > s && (isalnum((unsigned char)e[-1])); e--)
			;
		while (*e == '_' || isalnum((unsigned char)*e))
			*e++ = ' ';
		q = e;
	}
	/* Move tokens: their letters are random. */
	for (q = strstr(s, "PBEM-"); q != NULL; q = strstr(q, "PBEM-"))
		while (*q != '\0' && *q != ' ' && *q != '\n' && *q != ')')
			*q++ = ' ';
	return (s);
}

/* native - is an English word also a word of locale's rulebook or
 * language?  Italian keeps round, leader and morale; Spanish has "has" */

static int
native(const char *word, const char *locale)
{
	static const char *const it[] = { "round", "leader", "morale" };
	static const char *const es[] = { "has", "red" }; /* red: la Red Eléctrica */
	size_t                   i;

	for (i = 0; strcmp(locale, "it") == 0 && i < PB_NELEM(it); i++)
		if (strcmp(word, it[i]) == 0)
			return (1);
	for (i = 0; strcmp(locale, "es") == 0 && i < PB_NELEM(es); i++)
		if (strcmp(word, es[i]) == 0)
			return (1);
	return (0);
}

/* english_in - the first English word of s, or NULL (static buffer) */

static const char *
english_in(const char *s, const char *locale)
{
	static char word[64];
	size_t      n, i;
	const char *p = s;

	while (*p) {
		for (n = 0; isalnum((unsigned char)p[n]) || p[n] == '\'' || (p[n] & 0x80); n++)
			;
		if (n == 0) {
			p++;
			continue;
		}
		if (strcspn(p, "0123456789") < n) { /* a hash, a nonce: no word */
			p += n;
			continue;
		}
		if (n < sizeof(word)) {
			for (i = 0; i < n; i++)
				word[i] = (char)tolower((unsigned char)p[i]);
			word[n] = '\0';
			if (n > 2 && strcmp(word + n - 2, "'s") == 0)
				word[n - 2] = '\0';
			for (i = 0; i < PB_NELEM(english_words); i++)
				if (strcmp(word, english_words[i]) == 0 && !native(word, locale))
					return (word);
		}
		p += n;
	}
	return (NULL);
}

/* plural_slip - "1 carte" or "3 carta" in s: the slip, or NULL */

static const char *
plural_slip(const char *s)
{
	static char slip[96];
	const char *p;
	size_t      i, n;
	long        v;
	char       *end;

	for (p = s; *p; p++) {
		if (!isdigit((unsigned char)*p)
		    || (p > s
		        && (isalnum((unsigned char)p[-1]) || p[-1] == '-' || p[-1] == '.'
		            || p[-1] == ':')))
			continue;
		v = strtol(p, &end, 10);
		if (*end != ' ')
			continue;
		for (i = 0; i < PB_NELEM(plural_nouns); i++) {
			const char *w = plural_nouns[i][v == 1 ? 1 : 0];

			n = strlen(w);
			if (strncmp(end + 1, w, n) == 0 && !isalpha((unsigned char)end[1 + n])
			    && !((unsigned char)end[1 + n] & 0x80)) {
				snprintf(slip, sizeof(slip), "%ld %s", v, w);
				return (slip);
			}
		}
	}
	return (NULL);
}

/* scan - fail (once per distinct text) on English or a plural slip */

void
scan(const char *where, const char *locale, const char *text)
{
	const char *bad;
	char       *s, *key;

	if (text == NULL || *text == '\0')
		return;
	s = cleaned(text);
	if ((bad = english_in(s, locale)) != NULL || (bad = plural_slip(s)) != NULL) {
		key = pb_asprintf("%s: %s", locale, text);
		if (json_object_get(seen, key) == NULL) {
			json_object_set_new(seen, key, json_true());
			if (nfail++ < LG_MAXSHOW)
				fprintf(stderr, "%s [%s] \"%s\": %s\n", where, locale, bad, text);
		}
		free(key);
	}
	free(s);
}

/* ---- lang-1.1: the catalogues ------------------------------------- */

/* example - an English text of a pattern: each capture v, the first
 * or (alt) the last alternative of each {a|b} */

static char *
example(const char *pat, const char *v, int alt)
{
	struct pb_buf b;
	const char   *p, *bar, *end;

	pb_buf_init(&b);
	for (p = pat; *p; p++) {
		if (p[0] == '%' && ((p[1] >= '1' && p[1] <= '9') || p[1] == '#')) {
			pb_buf_puts(&b, v);
			p += p[1] == '#' ? 2 : 1;
		} else if (*p == '{' && (end = strchr(p, '}')) != NULL) {
			bar = alt ? end : p + 1 + strcspn(p + 1, "|}");
			if (alt) {
				for (bar = end; bar > p && bar[-1] != '|' && bar[-1] != '{'; bar--)
					;
				pb_buf_printf(&b, "%.*s", (int)(end - bar), bar);
			} else {
				pb_buf_printf(&b, "%.*s", (int)(bar - p - 1), p + 1);
			}
			p = end;
		} else {
			pb_buf_putc(&b, *p);
		}
	}
	return (pb_buf_steal(&b));
}

void
scan_catalogue(const struct lang_msg *game, const struct lang_msg *cat, const char *name)
{
	static const char *const loc[] = { "it", "es" };
	const struct lang_msg   *cats[2] = { game, texts_msgs };
	const struct lang_msg   *m;
	char                    *en, *tr;
	int                      k, v;

	for (m = cat; m->en != NULL; m++)
		for (k = 0; k < 2; k++) {
			if ((k == 0 ? m->it : m->es) == NULL) {
				scan(name, loc[k], m->en); /* no translation at all */
				continue;
			}
			for (v = 0; v < 2; v++) {
				en = example(m->en, v ? "2" : "1", v);
				tr = lang_text(cats, 2, loc[k], en);
				scan(name, loc[k], tr);
				free(tr);
				free(en);
			}
		}
}

/* ---- lang-1.2: the templates ---------------------------------------- */

/* slurp - a whole file, caller frees */

char *
slurp(const char *path)
{
	struct pb_buf b;
	FILE         *fp;
	int           c;

	ck_assert_ptr_nonnull(fp = fopen(path, "r"));
	pb_buf_init(&b);
	while ((c = getc(fp)) != EOF)
		pb_buf_putc(&b, c);
	fclose(fp);
	return (pb_buf_steal(&b));
}

void
scan_dir(const char *dir, const char *locale)
{
	struct dirent *d;
	DIR           *dp;
	char          *path, *text, *p, *e, *where;
	size_t         len;

	ck_assert_ptr_nonnull(dp = opendir(dir));
	while ((d = readdir(dp)) != NULL) {
		len = strlen(d->d_name);
		if (len < 5 || strcmp(d->d_name + len - 4, ".txt") != 0)
			continue;
		path = pb_asprintf("%s/%s", dir, d->d_name);
		text = slurp(path);
		/* The tags and the Subject: header word out. */
		for (p = strstr(text, "{{"); p != NULL && (e = strstr(p, "}}")) != NULL;
		     p = strstr(e, "{{"))
			memset(p, ' ', (size_t)(e - p) + 2);
		if (strncmp(text, "Subject:", 8) == 0)
			memset(text, ' ', 8);
		where = pb_asprintf("lang-1.2 %s", path + strlen(PB_SRCDIR) + 1);
		for (p = strtok(text, "\n"); p != NULL; p = strtok(NULL, "\n"))
			scan(where, locale, p);
		free(where);
		free(text);
		free(path);
	}
	closedir(dp);
}

/* ---- lang-1.3: bots' games through the module ----------------------- */

/* read_as - a text of the game as a reader of locale reads it */

void
read_as_game(const struct game_ops *ops, const void *g, const char *where, const char *text)
{
	static const char *const loc[] = { "it", "es" };
	json_t                  *v;
	int                      k;

	if (text == NULL)
		return;
	for (k = 0; k < 2; k++) {
		v = json_pack("{s:s}", "note", text);
		texts_localise(ops, g, loc[k], v);
		scan(where, loc[k], json_string_value(json_object_get(v, "note")));
		json_decref(v);
	}
}

/* ---- lang-1.5: HELP's examples in the seat's words, read back ------- */

int nexamples, nlocalised;

/* folded_words - the words of a line as the game reads them, folded */

static char *
folded_words(const struct lang_dict *d, const char *line)
{
	struct lex_line *l;
	struct pb_err    err;
	struct pb_buf    b;
	char            *f;
	int              i;

	ck_assert_msg(lex_line(line, &l, &err) == PB_OK, "%s: %s", line, err.msg);
	if (d != NULL)
		lang_translate(d, l, NULL);
	pb_buf_init(&b);
	for (i = 0; i < l->argc; i++) {
		f = lang_fold(l->argv[i]);
		pb_buf_printf(&b, "%s%s", i ? " " : "", f);
		free(f);
	}
	lex_free(l);
	return (pb_buf_steal(&b));
}

/* check_examples - every example help() gives seat k, in Italian and
 * Spanish (texts_examples()), is read back as the English one */

void
check_examples(const struct game_ops *ops, void *g, int k)
{
	static const char *const loc[] = { "it", "es" };
	struct gamectl           gc = { 0 };
	struct lang_dict        *d;
	json_t                  *en, *mine, *e;
	const char              *ex, *lx;
	char                    *want, *got;
	size_t                   i;
	int                      j;

	gc.ops = ops;
	gc.state = g;
	for (j = 0; j < 2; j++) {
		en = ops->help(g, k, loc[j], NULL);
		mine = json_deep_copy(en);
		texts_examples(&gc, loc[j], mine);
		d = texts_dict(&gc, loc[j]);
		json_array_foreach(en, i, e)
		{
			if ((ex = json_string_value(json_object_get(e, "example"))) == NULL)
				continue;
			lx = json_string_value(json_object_get(json_array_get(mine, i), "example"));
			want = folded_words(NULL, ex);
			got = folded_words(d, lx);
			nexamples++;
			nlocalised += strcmp(ex, lx) != 0;
			if (strcmp(want, got) != 0) {
				fprintf(stderr, "lang-1.5 [%s] \"%s\" for \"%s\" reads \"%s\"\n",
				    loc[j], lx, ex, got);
				nfail++;
			}
			free(want);
			free(got);
		}
		lang_dict_free(d);
		json_decref(mine);
		json_decref(en);
	}
}

/* literal - the C string literals that follow p, joined, with each
 * conversion (%d, %+d, %s) made a sample; NULL when none */

char *
literal(const char *p)
{
	struct pb_buf b;
	int           any = 0;

	pb_buf_init(&b);
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (*p != '"')
			break;
		for (p++, any = 1; *p && *p != '"'; p++) {
			if (*p == '\\' && p[1] != 0)
				pb_buf_putc(&b, *++p);
			else if (*p == '%' && p[1] == '%')
				pb_buf_putc(&b, *++p);
			else if (*p == '%') {
				p += strspn(p + 1, "+-0123456789.");
				pb_buf_puts(&b, *++p == 's' ? "xyz" : "2");
			} else
				pb_buf_putc(&b, *p);
		}
		if (*p == '"')
			p++;
	}
	if (!any) {
		free(pb_buf_steal(&b));
		return (NULL);
	}
	return (pb_buf_steal(&b));
}

/* refusals_read - every refusal written in files of dir (after one of
 * calls: "PB_EDATA," ...) is in cat: read in Italian and Spanish it is
 * no longer the English, and has no English; keep, when not NULL, may
 * leave one out (0) or mend its sample; the number read */

int
refusals_read(const char *dir, const char *const *files, const char *const *calls,
    const struct lang_msg *cat, const char *tag, int (*keep)(char *en))
{
	static const char *const loc[] = { "it", "es" };
	const struct lang_msg   *cats[1] = { cat };
	char                    *path, *text, *en, *out, *where = pb_asprintf("%s refusal", tag);
	const char              *p;
	size_t                   i, j, k;
	int                      n = 0;

	for (i = 0; files[i] != NULL; i++) {
		path = pb_asprintf("%s/%s/%s", PB_SRCDIR, dir, files[i]);
		text = slurp(path);
		for (j = 0; calls[j] != NULL; j++)
			for (p = text; (p = strstr(p, calls[j])) != NULL; p++) {
				if ((en = literal(p + strlen(calls[j]))) == NULL)
					continue;
				for (k = 0;
				     k < 2 && strcmp(en, "xyz") != 0 && (keep == NULL || keep(en));
				     k++) {
					out = lang_text(cats, 1, loc[k], en);
					if (strcmp(out, en) == 0 && nfail++ < LG_MAXSHOW)
						fprintf(stderr, "%s %s [%s] untranslated: %s\n",
						    tag, files[i], loc[k], en);
					else
						scan(where, loc[k], out);
					free(out);
				}
				n++;
				free(en);
			}
		free(text);
		free(path);
	}
	free(where);
	return (n);
}

/* apply_read - a line of seat through the module (seat 0: the
 * moderator's), every text it gives to read(); whether it was taken */

int
apply_read(const struct game_ops *ops, void *g, int seat, const char *line, const char *tag,
    void (*read)(const void *, const char *, const char *))
{
	static const char *const what[] = { "result", "event", "notice", "refusal" };
	struct game_result       res;
	struct lex_line         *l;
	struct pb_err            err;
	enum pb_rc               rc;
	char                    *where[4];
	int                      i;

	for (i = 0; i < 4; i++)
		where[i] = pb_asprintf("%s %s", tag, what[i]);
	memset(&res, 0, sizeof(res));
	ck_assert(lex_line(line, &l, &err) == PB_OK);
	rc = seat ? ops->apply(g, seat, l, &res, &err) : ops->moderate(g, l, &res, &err);
	if (rc == PB_OK) {
		read(g, where[0], res.text);
		read(g, where[1], res.event);
		for (i = 1; i <= GAME_MAX_SEATS; i++)
			read(g, where[2], res.notice[i]);
	} else
		read(g, where[3], err.msg);
	game_result_clear(&res);
	lex_free(l);
	for (i = 0; i < 4; i++)
		free(where[i]);
	return (rc == PB_OK);
}

/* first_to_act - the first seat the game waits for (its decision()), 0 none */

int
first_to_act(const struct game_ops *ops, const void *g, int nseats)
{
	int k;

	for (k = 1; k <= nseats; k++)
		if (ops->decision(g, k) != NULL)
			return (k);
	return (0);
}

/* read_whole - a text of a game read in Italian and Spanish as
 * read_as_game(); besides, a text with letters that comes out as it
 * went in was not translated at all (the word list cannot know every
 * English word: "Just: roll."), save a card's or a player's name */

void
read_whole(const struct game_ops *ops, const void *g, const char *where, const char *text)
{
	static const char *const loc[] = { "it", "es" };
	json_t                  *v;
	const char              *out, *p;
	char                    *key;
	size_t                   i;
	int                      k, letters = 0;

	read_as_game(ops, g, where, text);
	if (text == NULL)
		return;
	for (p = text; *p; p++)
		letters += (*p >= 'a' && *p <= 'z');
	for (i = 0; i < nnames && letters > 0; i++)
		if (strcmp(names[i], text) == 0)
			return;
	for (k = 0; k < 2 && letters > 2; k++) {
		v = json_pack("{s:s}", "note", text);
		texts_localise(ops, g, loc[k], v);
		out = json_string_value(json_object_get(v, "note"));
		key = pb_asprintf("%s: %s", loc[k], text);
		if (strcmp(out, text) == 0 && json_object_get(seen, key) == NULL) {
			json_object_set_new(seen, key, json_true());
			if (nfail++ < LG_MAXSHOW)
				fprintf(stderr, "%s [%s] untranslated: %s\n", where, loc[k], text);
		}
		free(key);
		json_decref(v);
	}
}

/* games_wanted - how many bot games: PBEMD_LANG_GAMES, else dflt */

unsigned
games_wanted(unsigned dflt)
{
	const char *env = getenv("PBEMD_LANG_GAMES");

	return (env ? (unsigned)atoi(env) : dflt);
}
