/*++
/* NAME
/*	tiny 3
/* SUMMARY
/*	Tiny Test Game: pack, state, saving, the ops table
/* SYNOPSIS
/*	#include "testgame/tiny.h"
/* DESCRIPTION
/*	See tiny.h for the rules.  The pack is a directory of INI files
/*	(tests/testgame/content/), one section "[card ID]" per card with
/*	the keys name, name_it, name_es and points.  The options are
/*	"rounds" (1 to 20), "variant" (a list of novote, nopeek, pause) and
/*	"first" (the seat that starts, or random).  The saved state is
/*	canonical JSON (sorted keys, compact): cards by id.
/* DIAGNOSTICS
/*	PB_EDATA for a bad pack, option or saved state.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <ini.h>
#include <jansson.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pb.h"
#include "core/rng.h"

/* Local. */
#include "testgame/tiny.h"

/* The decisions: a turn and a ballot. */
static const struct game_decision tiny_decisions[] = {
	{ "turn", 48, { "your turn", "il tuo turno", "tu turno" } },
	{ "ballot", 24, { "your ballot", "il tuo voto", "tu voto" } },
	{ NULL, 0, { NULL, NULL, NULL } },
};

static const struct game_option tiny_options[] = {
	{ "rounds", GAME_OPT_INT, "3", NULL, "rounds before the game ends, 1 to 20" },
	{ "variant", GAME_OPT_LIST, "", "novote|nopeek|pause",
	    "comma-separated: novote (no call), nopeek (no peek), pause (a peek pauses the mail)" },
	{ "first", GAME_OPT_TEXT, "1", NULL, "the seat that plays first, or random" },
	{ NULL, GAME_OPT_TEXT, NULL, NULL, NULL },
};

/* tiny_game_state - the state of a game (a cast, for tests) */

struct tiny_state *
tiny_game_state(void *g)
{
	return (g);
}

/* tiny_name - a card's name in a language, English if none */

const char *
tiny_name(const struct tiny_pack *p, int card, int lang)
{
	const struct tiny_card *c = &p->card[card];

	return (lang > 0 && lang < LANG_N && c->name[lang] ? c->name[lang] : c->name[0]);
}

/* ---- the pack ---------------------------------------------------- */

struct tiny_parse {
	struct tiny_pack *p;
	char              why[200];
};

/* pack_key - one key of the pack text (inih handler); 0 on error */

static int
pack_key(void *user, const char *section, const char *key, const char *value)
{
	struct tiny_parse *ps = user;
	struct tiny_pack  *p = ps->p;
	struct tiny_card  *c;
	char              *end;
	int                i;

	if (strncmp(section, "file ", 5) == 0 || strcmp(section, "pack") == 0)
		return (1);
	if (strncmp(section, "card ", 5) != 0 || section[5] == '\0') {
		snprintf(ps->why, sizeof(ps->why), "[%s]: not a card", section);
		return (0);
	}
	for (i = 0; i < p->ncard && strcmp(p->card[i].id, section + 5) != 0; i++)
		;
	if (i == p->ncard) {
		if (p->ncard == TINY_MAXCARDS) {
			snprintf(ps->why, sizeof(ps->why), "more than %d cards", TINY_MAXCARDS);
			return (0);
		}
		p->card[p->ncard++].id = pb_strdup(section + 5);
	}
	c = &p->card[i];
	i = strcmp(key, "name") == 0 ? 0 : strcmp(key, "name_it") == 0 ? 1
	    : strcmp(key, "name_es") == 0                        ? 2
	                                                         : -1;
	if (i >= 0 && c->name[i] == NULL && value[0] != '\0')
		c->name[i] = pb_strdup(value);
	else if (strcmp(key, "points") == 0 && (c->points = (int)strtol(value, &end, 10)) >= 0
	    && c->points <= 99 && value[0] != '\0' && *end == '\0')
		;
	else {
		snprintf(ps->why, sizeof(ps->why), "[%s]: bad key %s = %s", section, key, value);
		return (0);
	}
	return (1);
}

/* tiny_pack_free - release a parsed pack; NULL is a no-op */

static void
tiny_pack_free(void *v)
{
	struct tiny_pack *p = v;
	int               i, k;

	if (p == NULL)
		return;
	for (i = 0; i < p->ncard; i++) {
		free(p->card[i].id);
		for (k = 0; k < LANG_N; k++)
			free(p->card[i].name[k]);
	}
	free(p);
}

/* tiny_pack_parse - a pack text parsed, NULL with err */

static void *
tiny_pack_parse(const char *text, struct pb_err *err)
{
	struct tiny_parse ps = { pb_calloc(1, sizeof(struct tiny_pack)), "" };
	int               line, i;

	if ((line = ini_parse_string(text, pack_key, &ps)) != 0)
		pb_err_set(err, PB_EDATA, "pack line %d: %s", line,
		    ps.why[0] ? ps.why : "not INI");
	else if (ps.p->ncard < tiny_ops.max_seats)
		pb_err_set(err, PB_EDATA, "the pack needs %d cards, it has %d", tiny_ops.max_seats,
		    ps.p->ncard);
	else
		for (i = 0; i < ps.p->ncard; i++)
			if (ps.p->card[i].name[0] == NULL) {
				pb_err_set(err, PB_EDATA, "[card %s]: no name", ps.p->card[i].id);
				break;
			} else if (i == ps.p->ncard - 1)
				return (ps.p);
	tiny_pack_free(ps.p);
	return (NULL);
}

/* tiny_pack_summary - the cards of a pack */

static json_t *
tiny_pack_summary(const void *v)
{
	const struct tiny_pack *p = v;
	json_t                 *ids = json_array();
	int                     i;

	for (i = 0; i < p->ncard; i++)
		json_array_append_new(ids, json_string(p->card[i].id));
	return (json_pack("{s:i, s:o}", "cards", p->ncard, "ids", ids));
}

/* tiny_pack_of - the pack a state was made on */

static const void *
tiny_pack_of(const void *g)
{
	return (((const struct tiny_state *)g)->pack);
}

/* ---- options and set-up ------------------------------------------ */

/* option_text - an option's value as text (strings, or numbers given
 * as numbers), else its default */

static char *
option_text(json_t *options, const struct game_option *o)
{
	json_t *v = json_object_get(options, o->name);

	if (json_is_integer(v))
		return (pb_asprintf("%lld", (long long)json_integer_value(v)));
	return (pb_strdup(json_is_string(v) ? json_string_value(v) : o->dflt));
}

/* options_parse - options into s; *canon the options understood */

static enum pb_rc
options_parse(struct tiny_state *s, json_t *options, json_t **canon, struct pb_err *err)
{
	const struct game_option *o;
	const char               *key;
	json_t                   *v, *c = json_object();
	enum pb_rc                rc = PB_OK;
	char                     *text, *end;

	json_object_foreach(options, key, v)
	{
		if (game_option_find(&tiny_ops, key) == NULL && rc == PB_OK)
			rc = pb_err_set(err, PB_EDATA, "unknown option \"%s\"", key);
	}
	for (o = tiny_options; o->name != NULL && rc == PB_OK; o++) {
		text = option_text(options, o);
		if ((rc = game_option_check(o, text, err)) == PB_OK)
			json_object_set_new(c, o->name, json_string(text));
		free(text);
	}
	if (rc == PB_OK) {
		s->rounds = (int)strtol(json_string_value(json_object_get(c, "rounds")), NULL, 10);
		text = (char *)json_string_value(json_object_get(c, "variant"));
		s->novote = strstr(text, "novote") != NULL;
		s->nopeek = strstr(text, "nopeek") != NULL;
		s->pause = strstr(text, "pause") != NULL;
		text = (char *)json_string_value(json_object_get(c, "first"));
		s->first = strcmp(text, "random") == 0 ? 0 : (int)strtol(text, &end, 10);
		if (s->rounds < 1 || s->rounds > 20)
			rc = pb_err_set(err, PB_EDATA, "rounds: 1 to 20, not %d", s->rounds);
		else if (strcmp(text, "random") != 0
		    && (*end != '\0' || s->first < 1 || s->first > s->nseats))
			rc = pb_err_set(
			    err, PB_EDATA, "first: a seat from 1 to %d or random", s->nseats);
	}
	if (rc == PB_OK && canon != NULL)
		*canon = json_incref(c);
	json_decref(c);
	return (rc);
}

/* tiny_free - release a state, not its pack; NULL is a no-op */

static void
tiny_free(void *g)
{
	free(g);
}

/* state_new - an empty state on a pack, options read */

static enum pb_rc
state_new(const void *pack, json_t *options, int nseats, struct tiny_state **out, json_t **canon,
    struct pb_err *err)
{
	struct tiny_state *s;
	enum pb_rc         rc;

	if (nseats < tiny_ops.min_seats || nseats > tiny_ops.max_seats)
		return (pb_err_set(err, PB_EDATA, "Tiny Test Game is for %d to %d players, not %d",
		    tiny_ops.min_seats, tiny_ops.max_seats, nseats));
	s = pb_calloc(1, sizeof(*s));
	s->pack = pack;
	s->nseats = nseats;
	if ((rc = options_parse(s, options, canon, err)) != PB_OK) {
		tiny_free(s);
		return (rc);
	}
	*out = s;
	return (PB_OK);
}

/* tiny_create - shuffle, deal one card each */

static enum pb_rc
tiny_create(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    void **state, json_t **canon, struct pb_err *err)
{
	struct tiny_state *s;
	struct pb_rng      rng;
	enum pb_rc         rc;
	int                i;

	if ((rc = state_new(pack, options, nseats, &s, canon, err)) != PB_OK)
		return (rc);
	pb_rng_init(&rng, seed, 0);
	for (i = 0; i < s->pack->ncard; i++)
		s->deck[i] = i;
	s->ndeck = s->pack->ncard;
	pb_rng_shuffle(&rng, s->deck, (size_t)s->ndeck);
	for (i = 1; i <= nseats; i++)
		s->hand[i] = s->deck[--s->ndeck];
	s->round = 1;
	s->turn = s->first ? s->first : 1 + (int)pb_rng_below(&rng, (uint32_t)nseats);
	if (s->first == 0)
		s->first = s->turn;
	*state = s;
	return (PB_OK);
}

/* ---- saving ------------------------------------------------------ */

/* card_id - a card as saved: its id, or null */

static json_t *
card_id(const struct tiny_state *s, int card)
{
	return (card == TINY_NOCARD ? json_null() : json_string(s->pack->card[card].id));
}

/* ints - seats 1..n of v as a JSON array */

static json_t *
ints(const int *v, int n)
{
	json_t *a = json_array();
	int     k;

	for (k = 1; k <= n; k++)
		json_array_append_new(a, json_integer(v[k]));
	return (a);
}

/* cards - cards v[0..n) by id */

static json_t *
cards(const struct tiny_state *s, const int *v, int n)
{
	json_t *a = json_array();
	int     i;

	for (i = 0; i < n; i++)
		json_array_append_new(a, card_id(s, v[i]));
	return (a);
}

/* tiny_save - canonical JSON of the state, caller frees */

static char *
tiny_save(const void *g)
{
	const struct tiny_state *s = g;
	json_t                  *o, *hands = json_array();
	char                    *text;
	int                      k;

	for (k = 1; k <= s->nseats; k++)
		json_array_append_new(hands, card_id(s, s->hand[k]));
	o = json_pack("{s:o, s:i, s:o, s:i, s:o, s:o, s:i, s:o, s:s, s:i, s:o, s:i, s:i}",
	    "ballots", ints(s->ballot, s->nseats), "called", s->called, "deck",
	    cards(s, s->deck, s->ndeck), "first", s->first, "hands", hands, "out",
	    ints(s->out, s->nseats), "peeked", s->peeked, "played",
	    cards(s, s->played, s->nplayed), "reason", s->reason, "round", s->round, "scores",
	    ints(s->score, s->nseats), "turn", s->turn, "vote_by", s->vote_by);
	text = json_dumps(o, JSON_COMPACT | JSON_SORT_KEYS);
	json_decref(o);
	return (text);
}

/* card_of - a saved card id back to its index; TINY_NOCARD for null,
 * -2 for an unknown id */

static int
card_of(const struct tiny_state *s, json_t *v)
{
	int i;

	if (json_is_null(v))
		return (TINY_NOCARD);
	for (i = 0; json_is_string(v) && i < s->pack->ncard; i++)
		if (strcmp(s->pack->card[i].id, json_string_value(v)) == 0)
			return (i);
	return (-2);
}

/* load_cards - a saved array of cards into v; its length, -1 if bad */

static int
load_cards(const struct tiny_state *s, json_t *a, int *v, int max, int nullable)
{
	size_t i;
	json_t *e;

	if (!json_is_array(a) || json_array_size(a) > (size_t)max)
		return (-1);
	json_array_foreach(a, i, e)
	{
		if ((v[i] = card_of(s, e)) == -2 || (v[i] == TINY_NOCARD && !nullable))
			return (-1);
	}
	return ((int)json_array_size(a));
}

/* load_ints - a saved array of nseats numbers into v[1..n] */

static int
load_ints(json_t *a, int *v, int n)
{
	int k;

	if (!json_is_array(a) || json_array_size(a) != (size_t)n)
		return (0);
	for (k = 1; k <= n; k++)
		if (!json_is_integer(json_array_get(a, (size_t)k - 1)))
			return (0);
		else
			v[k] = (int)json_integer_value(json_array_get(a, (size_t)k - 1));
	return (1);
}

/* state_read - the members of a saved state into s; 0 if bad */

static int
state_read(struct tiny_state *s, json_t *o)
{
	const char *reason = NULL;
	json_t     *hands = NULL, *ballots, *out, *scores, *deck, *played;

	if (json_unpack(o, "{s:o, s:i, s:o, s:i, s:o, s:o, s:i, s:o, s:s, s:i, s:o, s:i, s:i !}",
	        "ballots", &ballots, "called", &s->called, "deck", &deck, "first", &s->first,
	        "hands", &hands, "out", &out, "peeked", &s->peeked, "played", &played, "reason",
	        &reason, "round", &s->round, "scores", &scores, "turn", &s->turn, "vote_by",
	        &s->vote_by)
	        != 0
	    || strlen(reason) >= sizeof(s->reason) || json_array_size(hands) != (size_t)s->nseats
	    || load_cards(s, hands, s->hand + 1, s->nseats, 1) < 0
	    || (s->ndeck = load_cards(s, deck, s->deck, TINY_MAXCARDS, 0)) < 0
	    || (s->nplayed = load_cards(s, played, s->played, TINY_MAXCARDS, 0)) < 0
	    || !load_ints(ballots, s->ballot, s->nseats) || !load_ints(out, s->out, s->nseats)
	    || !load_ints(scores, s->score, s->nseats))
		return (0);
	strcpy(s->reason, reason);
	return (tiny_state_check(s));
}

/* tiny_load - a state saved by tiny_save() */

static enum pb_rc
tiny_load(const void *pack, json_t *options, int nseats, const unsigned char *seed,
    const char *saved, void **state, struct pb_err *err)
{
	struct tiny_state *s;
	json_error_t       jerr;
	json_t            *o;
	enum pb_rc         rc;

	(void)seed; /* the deck is dealt at set-up and saved */
	if ((rc = state_new(pack, options, nseats, &s, NULL, err)) != PB_OK)
		return (rc);
	if ((o = json_loads(saved, 0, &jerr)) == NULL || !state_read(s, o)) {
		json_decref(o);
		tiny_free(s);
		return (pb_err_set(err, PB_EDATA, "not a saved Tiny Test Game"));
	}
	json_decref(o);
	*state = s;
	return (PB_OK);
}

/* ---- invariants and the rest ------------------------------------- */

/* tiny_state_check - the invariants (T1)-(T3) of tiny.h hold */

int
tiny_state_check(const struct tiny_state *s)
{
	int seen[TINY_MAXCARDS] = { 0 }, i, k, n = 0;

	/* (T1) every card in one place. */
	for (i = 0; i < s->ndeck; i++)
		n += seen[s->deck[i]]++ == 0;
	for (i = 0; i < s->nplayed; i++)
		n += seen[s->played[i]]++ == 0;
	for (k = 1; k <= s->nseats; k++)
		if (s->hand[k] != TINY_NOCARD)
			n += seen[s->hand[k]]++ == 0;
	if (n != s->pack->ncard || s->ndeck + s->nplayed > s->pack->ncard)
		return (0);
	for (i = 0; i < s->pack->ncard; i++)
		if (seen[i] != 1)
			return (0);
	/* (T2) the turn. */
	if (s->first < 1 || s->first > s->nseats || s->round < 1 || s->round > s->rounds + 1)
		return (0);
	if (s->turn == 0 ? s->reason[0] == '\0' || s->vote_by != 0
	                 : s->turn < 0 || s->turn > s->nseats || s->out[s->turn]
	                       || s->reason[0] != '\0')
		return (0);
	/* (T3) ballots. */
	if (s->vote_by < 0 || s->vote_by > s->nseats)
		return (0);
	for (k = 1; k <= s->nseats; k++)
		if (s->ballot[k] < TINY_NONE || s->ballot[k] > TINY_NO
		    || (s->ballot[k] != TINY_NONE && (s->vote_by == 0 || s->out[k]))
		    || (s->out[k] != 0 && s->out[k] != 1))
			return (0);
	return (1);
}

/* tiny_status - running or ended (no set-up phase) */

static const char *
tiny_status(const void *g)
{
	return (((const struct tiny_state *)g)->turn == 0 ? "ended" : "running");
}

/* tiny_names - the pack's card names in a locale, for the dictionary */

static void
tiny_names(const void *g, const char *locale, struct lang_dict *d)
{
	const struct tiny_state *s = g;
	int                      lang = lang_index(locale), i;
	char                    *a, *b;

	for (i = 0; lang > 0 && i < s->pack->ncard; i++) {
		a = lang_fold(tiny_name(s->pack, i, lang));
		b = lang_fold(s->pack->card[i].name[0]);
		if (strcmp(a, b) != 0)
			lang_dict_add(d, tiny_name(s->pack, i, lang), b, NULL);
		free(a);
		free(b);
	}
}

/* tiny_apply_checked - apply, then the invariants */

static enum pb_rc
tiny_apply_checked(
    void *g, int seat, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	enum pb_rc rc = tiny_apply(g, seat, l, res, err);

	if (!tiny_state_check(g))
		pb_panic("tiny_apply: state invariants broken after \"%s\"", l->argv[0]);
	return (rc);
}

const struct game_ops tiny_ops = {
	.kind = "tiny",
	.title = "Tiny Test Game",
	.min_seats = 2,
	.max_seats = 6,
	.decisions = tiny_decisions,
	.options = tiny_options,
	.pack_parse = tiny_pack_parse,
	.pack_free = tiny_pack_free,
	.pack_summary = tiny_pack_summary,
	.pack_of = tiny_pack_of,
	.create = tiny_create,
	.load = tiny_load,
	.save = tiny_save,
	.free = tiny_free,
	.apply = tiny_apply_checked,
	.view = tiny_view,
	.headline = tiny_headline,
	.status = tiny_status,
	.help = tiny_help,
	.decision = tiny_decision,
	.decision_round = tiny_decision_round,
	.default_line = tiny_default_line,
	.moderate = tiny_moderate,
	.words = tiny_words,
	.msgs = tiny_msgs,
	.names = tiny_names,
};
