/*++
/* NAME
/*	check_lang_mail 1
/* SUMMARY
/*	Italian and Spanish players by mail; every template of every locale
/* SYNOPSIS
/*	tests/check_lang_mail
/* DESCRIPTION
/*	A Dead of Winter game with an Italian (Player 1, ann), a Spanish
/*	(Player 2, bob) and an English player (Player 3, cid), created with
/*	"ADDR:it" and "ADDR:es", is played through the real pipeline of a
/*	pbemd installation in a temporary directory (testmail.h).  Each
/*	player writes its commands in its own language (the set-up, turns
/*	of searches, moves, requests, exile votes, and the answers to every
/*	decision the game waits for); the names of the cards found are
/*	written as the player's mail shows them.  Test ids:
/*
/*	langmail-1.1  the welcome of each seat is in its language
/*	langmail-1.2  every set-up line written in Italian or Spanish is
/*		      done, and the game starts; the survivors kept are
/*		      joined as people write: "tieni A e B", "Quedar A y
/*		      B", "keep A and B"
/*	langmail-1.3  HELP in Italian lists the commands of the moment in
/*		      Italian; "aiuto muovi" and "ayuda mover" explain one
/*		      command in full; a command out of turn is refused in
/*		      the player's language
/*	langmail-1.4  "lingua es" turns an Italian player's mails Spanish
/*		      (the reply to that very mail), "idioma it" back
/*	langmail-1.5  no mail to the Italian or the Spanish player holds a
/*		      line of English template text (every literal text of
/*		      templates/en that its translation does not share)
/*	langmail-1.6  the move log holds English words only: every command
/*		      starts with a command of the game, whatever the
/*		      language it was written in; replay --verify holds
/*		      (test_env_free)
/*	langmail-1.7  the arbiter's own commands (diary, deadline) in
/*		      Italian, and their HELP in Spanish
/*	langmail-1.8  a line beginning with no command word is listed
/*		      once as not read, in Italian; a near miss of a
/*		      command word is refused with the word meant ("did
/*		      you mean"), in Italian
/*	langmail-2.1  every locale directory has the templates of en, the
/*		      shared ones and Dead of Winter's (LOC/dow/); the set
/*		      for no game opens in every locale, with the mails
/*		      about no game and without those that need a game's
/*		      partials
/*	langmail-2.2  every template of every locale renders, with no
/*		      missing key, with every view the arbiter gave to a
/*		      template of that name in a game and in the mails
/*		      about tokens, limits and bounces (captured through
/*		      notify_trace); the partials (board, me, footer, show)
/*		      with every seat's view and the moderator's and the
/*		      public views as pbemctl game show builds them
/*
/*	langmail-3.*: the same arbiter with the Tiny Test Game
/*	(tests/testgame/), whose words, messages, names, help, headlines,
/*	decision names and templates are its own:
/*	langmail-3.1  each welcome is the game's, in the seat's language,
/*		      its subject the game's headline in that language, the
/*		      decision waited on named in that language
/*	langmail-3.2  refusals of the game are in the seat's language (its
/*		      catalogue): out of turn; a line of prose listed as
/*		      not read, a near miss refused with the word meant
/*	langmail-3.3  HELP and "aiuto sbircia" in Italian from the game
/*	langmail-3.4  a peek in Italian: the reply in Italian; the Spanish
/*		      seat alone gets the private notice
/*	langmail-3.5  each seat reads the cards of the board in its own
/*		      language; a Spanish seat plays its card by its Spanish
/*		      name (the game's names())
/*	langmail-3.6  a vote cast in three languages; the move log holds
/*		      English words only
/*--*/

/* System. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "arbiter/deadline.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/notify.h"
#include "arbiter/policy.h"
#include "core/lang.h"
#include "core/lexer.h"
#include "core/clock.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "games/dow/dow.h"
#include "store/store.h"

/* Local. */
#include "testgame/tiny.h"
#include "testmail.h"
#include "testrun.h"

#define LM_SEATS 3
#define LM_MAXMAILS 160 /* player mails in play_game() */
#define LM_ROUNDS 3     /* play_game() stops after this round */
#define LM_VIEWS 12     /* views kept per template name */

static const char *const lm_locale[LM_SEATS + 1] = { "", "it", "es", "en" };

/* Each seat's words for the commands play_game() uses. */
enum {
	W_KEEP,
	W_LEADER,
	W_SEARCH,
	W_ANY,
	W_MOVE,
	W_TO_SCHOOL,
	W_END,
	W_BITE_DIE,
	W_VOTE_NO,
	W_CHOOSE,
	W_GIVE_NOTHING,
	W_REQUEST,
	W_EXILE,
	W_SEND_ALL,
	W_NWORDS
};
static const char *const lm_words[LM_SEATS + 1][W_NWORDS] = {
	{ 0 },
	{ "tieni", "leader", "cerca", "tieni qualsiasi", "muovi", "alla scuola", "fine",
	    "morso muore", "vota no", "scegli", "dai niente", "richiedi", "esilia",
	    "manda tutti alla scuola" },
	{ "quedar", "líder", "buscar", "quedar cualquiera", "mover", "a la escuela", "fin",
	    "mordedura morir", "votar no", "elegir", "dar nada", "pedir", "exiliar",
	    "enviar todos a la escuela" },
	{ "keep", "leader", "search", "keep any", "move", "to school", "end", "bite die", "vote no",
	    "choose", "give nothing", "request", "exile", "send all to school" },
};

struct lm {
	struct test_env *e;
	int64_t          game;
	int              n; /* player mails sent */
};

/* ---- views seen by the templates (notify_trace) --------------------- */

static json_t *lm_views; /* template name -> array of views */

static void
lm_trace(const char *tmpl, const char *locale, json_t *view)
{
	json_t *a;

	(void)locale;
	if ((a = json_object_get(lm_views, tmpl)) == NULL) {
		a = json_array();
		json_object_set_new(lm_views, tmpl, a);
	}
	if (json_array_size(a) < LM_VIEWS || json_array_size(a) % 7 == 0)
		json_array_append_new(a, json_deep_copy(view));
}

/* ---- mail ------------------------------------------------------------ */

/* lm_new - an installation and a game: Italian, Spanish, English seats */

static void
lm_new(struct lm *t, const char *conf)
{
	unsigned char seed[32] = { 41 };
	struct pb_err err;
	json_t       *opts = json_object();
	char         *addrs[LM_SEATS];
	int           k;

	t->e = test_env_new_conf(conf);
	t->n = 0;
	for (k = 0; k < LM_SEATS; k++) {
		char *a = test_addr(k + 1);

		addrs[k] = k < 2 ? pb_asprintf("%s:%s", a, lm_locale[k + 1]) : pb_strdup(a);
		free(a);
	}
	ck_assert_msg(
	    gamectl_create(t->e->p, "dow", addrs, LM_SEATS, opts, seed, &t->game, &err) == PB_OK,
	    "%s", err.msg);
	for (k = 0; k < LM_SEATS; k++)
		free(addrs[k]);
	json_decref(opts);
}

/* lm_raw - a mail from seat's address with a subject, processed */

static const char *
lm_raw(struct lm *t, int from, const char *subject, const char *body)
{
	const char *outcome = NULL;
	char       *addr = test_addr(from), *msgid, *msg;

	msgid = pb_asprintf("lm.%d@players.example", ++t->n);
	msg = test_message(addr, subject, msgid, NULL, body);
	test_deliver(t->e, msg);
	ck_assert_int_eq(test_run(t->e, &outcome), 1);
	free(msg);
	free(msgid);
	free(addr);
	return (outcome);
}

/* lm_send - a reply of seat to its newest mail; the answer, caller frees */

static char *
lm_send(struct lm *t, int seat, const char *body)
{
	char       *addr = test_addr(seat), *tok, *subject, *text;
	const char *outcome;

	tok = test_token(t->e, addr);
	subject = pb_asprintf("Re: [Dead of Winter] %s", tok);
	outcome = lm_raw(t, seat, subject, body);
	ck_assert_msg(strcmp(outcome, "applied") == 0, "mail of seat %d: %s", seat, outcome);
	text = test_mail_text(t->e, addr, -1, NULL);
	free(subject);
	free(tok);
	free(addr);
	return (text);
}

/* has - does text hold s?  With the text in the failure message */

static void
has(const char *id, const char *text, const char *s)
{
	ck_assert_msg(strstr(text, s) != NULL, "%s: no \"%s\" in:\n%s", id, s, text);
}

/* ---- the game, as the engine has it (to choose what players write) --- */

struct lm_game {
	struct gamectl   *g;
	struct dow_state *s;
};

static void
lm_load(struct lm *t, struct lm_game *lg)
{
	struct pb_err err;

	ck_assert(gamectl_load(t->e->p, t->game, &lg->g, &err) == PB_OK);
	lg->s = dow_game_state(lg->g->state);
}

/* first_name - the first word of a survivor's name in a seat's language */

static char *
first_name(const struct dow_state *s, int card, int seat)
{
	const char *n = dow_name_in(&s->pack->surv[card].n, lang_index(lm_locale[seat]));

	return (pb_strndup(n, strcspn(n, " ")));
}

/* leader_of - a seat's leader in play, or its first survivor; -1 none */

static int
leader_of(const struct dow_state *s, int seat)
{
	int i, card = -1;

	for (i = 0; i < s->ngroup; i++)
		if (s->group[i].seat == seat && (card < 0 || s->group[i].leader))
			card = s->group[i].card;
	return (card);
}

/* setup_line - "keep A and B\nleader A" in the seat's language, as
 * people write it: "tieni A e B", "Quedar A y B" (langmail-1.2) */

static char *
setup_line(const struct dow_state *s, int seat)
{
	static const char *const and[LM_SEATS + 1] = { "", "e", "y", "and" };
	const struct dow_player *p = &s->pl[seat];
	const char *const       *w = lm_words[seat];
	char                    *a = first_name(s, p->offered.v[0], seat);
	char                    *b = first_name(s, p->offered.v[1], seat), *line;

	line = pb_asprintf("%c%s %s %s %s\n%s %s\n", seat == 2 ? 'Q' : w[W_KEEP][0],
	    w[W_KEEP] + 1, a, and[seat], b, w[W_LEADER], a);
	free(a);
	free(b);
	return (line);
}

/* decision - what the seat the game waits on answers, or NULL; *seat */

static char *
decision(const struct dow_state *s, int *seat)
{
	const struct dow_item *it;
	int                    k;

	*seat = s->wait.seat;
	switch (s->wait.kind) {
	case DOW_W_SEARCH:
		it = &s->pack->item[s->pack->inst[s->wait.cards.v[0]]];
		return (pb_asprintf("%s \"%s\"", lm_words[*seat][W_KEEP],
		    dow_name_in(&it->n, lang_index(lm_locale[*seat]))));
	case DOW_W_BITE:
		return (pb_strdup(lm_words[*seat][W_BITE_DIE]));
	case DOW_W_XROADS:
		return (pb_asprintf("%s 1", lm_words[*seat][W_CHOOSE]));
	case DOW_W_SEND:
		return (pb_strdup(lm_words[*seat][W_SEND_ALL]));
	case DOW_W_VOTE:
	case DOW_W_REQUEST:
		for (k = 1; k <= s->nseats; k++)
			if (s->wait.votes[k] == DOW_VOTE_DUE) {
				*seat = k;
				return (pb_strdup(
				    lm_words[k][s->wait.kind == DOW_W_VOTE ? W_VOTE_NO
				                                           : W_GIVE_NOTHING]));
			}
		return (NULL);
	default:
		return (NULL);
	}
}

/* turn_lines - a turn in the seat's language: search, move, an exile or
 * a request once, end */

static char *
turn_lines(const struct dow_state *s, int seat, int extra)
{
	const char *const *w = lm_words[seat];
	struct pb_buf      b;
	char              *name;
	int                card = leader_of(s, seat);

	pb_buf_init(&b);
	if (card >= 0) {
		name = first_name(s, card, seat);
		pb_buf_printf(&b, "%s %s %s\n", w[W_SEARCH], name, w[W_ANY]);
		pb_buf_printf(&b, "%s %s %s\n", w[W_MOVE], name, w[W_TO_SCHOOL]);
		free(name);
	}
	if (extra == 1)
		pb_buf_printf(&b, "%s %d\n", w[W_EXILE], seat % s->nseats + 1);
	else if (extra == 2)
		pb_buf_printf(&b, "%s\n", w[W_REQUEST]);
	else
		pb_buf_printf(&b, "%s\n", w[W_END]);
	return (pb_buf_steal(&b));
}

/* play_game - the set-up, then turns and decisions until round
 * LM_ROUNDS or the end, every seat in its language */

static void
play_game(struct lm *t)
{
	struct lm_game lg;
	char          *body, *reply;
	int            seat, k, mails, extra = 1, ended;

	for (k = 1; k <= LM_SEATS; k++) {
		lm_load(t, &lg);
		if (lg.s->phase != DOW_PHASE_SETUP || lg.s->pl[k].ready) {
			gamectl_free(lg.g);
			continue;
		}
		body = setup_line(lg.s, k);
		gamectl_free(lg.g);
		reply = lm_send(t, k, body);
		free(reply);
		free(body);
	}
	for (mails = 0; mails < LM_MAXMAILS; mails++) {
		lm_load(t, &lg);
		if (lg.s->phase != DOW_PHASE_ROUND || lg.s->round > LM_ROUNDS) {
			gamectl_free(lg.g);
			break;
		}
		if ((body = decision(lg.s, &seat)) == NULL) {
			seat = lg.s->active;
			body = turn_lines(lg.s, seat, extra);
			extra = extra > 0 ? extra + 1 : 0;
			extra = extra > 2 ? 0 : extra;
		}
		gamectl_free(lg.g);
		reply = lm_send(t, seat, body);
		free(reply);
		free(body);
	}
	ck_assert_int_lt(mails, LM_MAXMAILS);
	/* A game the pack's morale keeps going past LM_ROUNDS ends by the
	 * players' agreement, so that the end mail is rendered too. */
	for (k = 1; k <= LM_SEATS; k++) {
		lm_load(t, &lg);
		ended = strcmp(lg.g->row->status, "ended") == 0;
		gamectl_free(lg.g);
		if (ended)
			break;
		reply = lm_send(t, k, "abandon\n");
		free(reply);
	}
}

/* ---- langmail-1 -------------------------------------------------------- */

/* slurp - a whole file, caller frees; NULL if it cannot be read */

static char *
slurp(const char *path)
{
	struct pb_buf b;
	char          chunk[4096];
	size_t        n;
	FILE         *fp;

	if ((fp = fopen(path, "r")) == NULL)
		return (NULL);
	pb_buf_init(&b);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		pb_buf_add(&b, chunk, n);
	fclose(fp);
	if (b.s == NULL)
		pb_buf_puts(&b, "");
	return (pb_buf_steal(&b));
}

/* en_fragments_in - add the literal texts of the English templates of
 * templates/en/SUB (shared: ""; a game's: "/dow") to out */

static void
en_fragments_in(json_t *out, const char *sub)
{
	struct dirent *de;
	DIR           *d;
	char          *text, *other[2], *path, *p, *piece, *save;
	size_t         len;
	int            i;

	path = pb_asprintf(PB_SRCDIR "/templates/en%s", sub);
	ck_assert_ptr_nonnull(d = opendir(path));
	free(path);
	while ((de = readdir(d)) != NULL) {
		if (strstr(de->d_name, ".txt") == NULL)
			continue;
		path = pb_asprintf(PB_SRCDIR "/templates/en%s/%s", sub, de->d_name);
		ck_assert_ptr_nonnull(text = slurp(path));
		free(path);
		for (i = 0; i < 2; i++) {
			path = pb_asprintf(
			    PB_SRCDIR "/templates/%s%s/%s", i ? "es" : "it", sub, de->d_name);
			ck_assert_msg((other[i] = slurp(path)) != NULL, "no %s", path);
			free(path);
		}
		/* Tags become line breaks; then each line is a piece. */
		for (p = text; (p = strstr(p, "{{")) != NULL;) {
			len = strcspn(p, "}") + 2;
			memset(p, '\n', len < strlen(p) ? len : strlen(p));
		}
		for (piece = strtok_r(text, "\n", &save); piece;
		     piece = strtok_r(NULL, "\n", &save)) {
			while (*piece == ' ' || *piece == '(' || *piece == '"')
				piece++;
			if (strncmp(piece, "Subject:", 8) == 0)
				piece += 8;
			/* "leader Forest": a command, the same in Italian. */
			if (strlen(piece) >= 12 && strchr(piece, ' ') != NULL
			    && strcmp(piece, "leader Forest") != 0)
				json_array_append_new(out, json_string(piece));
		}
		free(other[0]);
		free(other[1]);
		free(text);
	}
	closedir(d);
}

/* en_fragments - literal texts of the English templates, shared and
 * Dead of Winter's (each of which must have its Italian and Spanish
 * versions) */

static json_t *
en_fragments(void)
{
	json_t *out = json_array();

	en_fragments_in(out, "");
	en_fragments_in(out, "/dow");
	ck_assert_int_gt(json_array_size(out), 100);
	return (out);
}

/* template_lines - a mail less the lines that are the game's narration
 * (events, "* ...", and what a command did, "  fatto: ..."), and the
 * arbiter's proofs of ballots: those are data written in English, not
 * template text; caller frees */

static char *
template_lines(const char *text)
{
	static const char *const data[] = { "* ",
		"  fatto: ", "  hecho: ", "  rifiutato: ", "  rechazado: ",
		/* the arbiter's proofs of ballots, in the footer (ballot(3)) */
		"Commitment of the ballot of Player ", "Ballot of Player ", "Your ballot receipt: " };
	struct pb_buf            b;
	const char              *p, *nl;
	size_t                   i;

	pb_buf_init(&b);
	for (p = text; *p; p = nl) {
		nl = p + strcspn(p, "\n");
		nl += *nl == '\n';
		for (i = 0; i < PB_NELEM(data) && strncmp(p, data[i], strlen(data[i])) != 0; i++)
			;
		if (i == PB_NELEM(data))
			pb_buf_add(&b, p, (size_t)(nl - p));
	}
	if (b.s == NULL)
		pb_buf_puts(&b, "");
	return (pb_buf_steal(&b));
}

/* no_english - no mail to a seat holds an English template text */

static void
no_english(struct lm *t, int seat, json_t *frags)
{
	struct store_out **rows;
	struct pb_err      err;
	json_t            *f;
	char              *addr = test_addr(seat), *text, *raw;
	size_t             n, i, k;

	ck_assert(store_out_list(t->e->p->st, addr, &rows, &n, &err) == PB_OK);
	for (i = 0; i < n; i++) {
		raw = test_mail_text(t->e, addr, (int)i, NULL);
		text = template_lines(raw);
		free(raw);
		json_array_foreach(frags, k, f)
		    ck_assert_msg(strstr(text, json_string_value(f)) == NULL,
		        "langmail-1.5: mail %zu to seat %d holds \"%s\":\n%s", i, seat,
		        json_string_value(f), text);
		free(text);
	}
	store_out_list_free(rows, n);
	free(addr);
}

/* english_log - every command of the move log starts with a game command */

static enum pb_rc
english_one(const struct store_move *mv, void *arg)
{
	static const char *const ok[] = { "setup", "keep", "leader", "move", "attack", "search",
		"noise", "barricade", "clean", "attract", "food", "crisis", "equip", "handoff",
		"end", "done", "play", "use", "place", "choose", "exile", "vote", "request", "give",
		"standing", "bite", "reveal", "send", "abandon" };
	struct lex_line         *l;
	struct pb_err            err;
	size_t                   i;

	ck_assert(lex_line(mv->command, &l, &err) == PB_OK);
	for (i = 0; i < PB_NELEM(ok) && strcmp(ok[i], l->argv[0]) != 0; i++)
		;
	ck_assert_msg(
	    i < PB_NELEM(ok), "langmail-1.6: move %lld \"%s\"", (long long)mv->seq, mv->command);
	(*(int *)arg)++;
	lex_free(l);
	return (PB_OK);
}

START_TEST(game_in_three_languages)
{
	struct lm      t;
	struct lm_game lg;
	struct pb_err  err;
	json_t        *frags;
	char          *text, *subject, *addr, *line, *name;
	int            k, moves = 0, other;

	lm_new(&t, NULL);

	/* langmail-1.1 */
	addr = test_addr(1);
	text = test_mail_text(t.e, addr, 0, &subject);
	has("langmail-1.1", subject, "Scegli i tuoi sopravvissuti");
	has("langmail-1.1", text, "SOLO PER TE, Giocatore 1");
	has("langmail-1.1", text, "Sopravvissuti che ti sono stati distribuiti");
	free(text);
	free(subject);
	free(addr);
	addr = test_addr(2);
	text = test_mail_text(t.e, addr, 0, &subject);
	has("langmail-1.1", subject, "Elige tus Supervivientes");
	has("langmail-1.1", text, "SOLO PARA TI, Jugador 2");
	free(text);
	free(subject);
	free(addr);

	/* langmail-1.3: HELP during the set-up, in Italian. */
	text = lm_send(&t, 1, "aiuto\n");
	has("langmail-1.3", text, "COMANDI CHE PUOI DARE ORA");
	has("langmail-1.3", text, "tieni NOME NOME");
	has("langmail-1.3", text, "fatto: i comandi che puoi dare ora sono elencati qui sotto");
	free(text);
	/* langmail-1.8: a word that is no command is prose; a near miss is
	 * refused with the word meant, in Italian. */
	text = lm_send(&t, 1, "frobnica\ntienii Ashley\n");
	has("langmail-1.8", text,
	    "Non lette come comandi (non cominciano con un comando):\n~ frobnica\n");
	has("langmail-1.8", text, "rifiutato: \"tienii\" non \xc3\xa8 un comando; intendevi tieni?");
	free(text);

	/* langmail-1.2: the set-up in Italian and Spanish. */
	for (k = 1; k <= 2; k++) {
		lm_load(&t, &lg);
		line = setup_line(lg.s, k);
		gamectl_free(lg.g);
		text = lm_send(&t, k, line);
		has("langmail-1.2", text, k == 1 ? "  fatto: li tieni" : "  hecho: te los quedas");
		has("langmail-1.2", text,
		    k == 1 ? "è il leader del tuo gruppo" : "es tu Líder de Grupo");
		ck_assert_msg(strstr(text, k == 1 ? "rifiutato" : "rechazado") == NULL, "%s", text);
		free(text);
		free(line);
	}
	lm_load(&t, &lg);
	line = setup_line(lg.s, 3);
	gamectl_free(lg.g);
	text = lm_send(&t, 3, line);
	free(text);
	free(line);
	lm_load(&t, &lg);
	ck_assert_int_eq(lg.s->phase, DOW_PHASE_ROUND);

	/* langmail-1.3: HELP on one command; a command out of turn. */
	other = lg.s->active == 2 ? 1 : 2;
	name = first_name(lg.s, leader_of(lg.s, other), other);
	gamectl_free(lg.g);
	text = lm_send(&t, 1, "aiuto muovi\n");
	has("langmail-1.3", text, "AIUTO SU UN COMANDO");
	has("langmail-1.3", text, "muovi SOPRAVVISSUTO a LUOGO muove un tuo sopravvissuto");
	free(text);
	text = lm_send(&t, 2, "Ayuda MOVER\n");
	has("langmail-1.3", text, "AYUDA SOBRE UNA ORDEN");
	has("langmail-1.3", text, "mover SUPERVIVIENTE a LOCALIZACIÓN mueve");
	free(text);
	line =
	    pb_asprintf("%s %s %s\n", lm_words[other][W_MOVE], name, lm_words[other][W_TO_SCHOOL]);
	text = lm_send(&t, other, line);
	has("langmail-1.3", text,
	    other == 1 ? "rifiutato: è il turno del Giocatore"
	               : "rechazado: es el turno del Jugador");
	free(text);
	free(line);
	free(name);

	/* langmail-1.4 */
	text = lm_send(&t, 1, "lingua es\n");
	has("langmail-1.4", text, "hecho: a partir de ahora el árbitro te escribe en español");
	free(text);
	addr = test_addr(1);
	text = test_mail_text(t.e, addr, -1, &subject);
	has("langmail-1.4", subject, "Tus órdenes");
	free(subject);
	free(text);
	free(addr);
	text = lm_send(&t, 1, "idioma italiano\n");
	has("langmail-1.4", text, "fatto: d'ora in poi l'arbitro ti scrive in italiano");
	free(text);
	text = lm_send(&t, 2, "idioma klingon\n");
	has("langmail-1.4", text, "rechazado: di qué idioma: idioma en, idioma it o idioma es");
	free(text);
	/* langmail-1.7: the arbiter's own commands in Italian and Spanish. */
	text = lm_send(&t, 1, "diario: una nota segreta\nscadenza\n");
	has("langmail-1.7", text, "> diario: una nota segreta\n  fatto: ");
	has("langmail-1.7", text, "> scadenza\n  fatto: ");
	free(text);
	text = lm_send(&t, 2, "ayuda\n");
	has("langmail-1.7", text, "historial [DESDE [HASTA]]");
	has("langmail-1.7", text, "escribe tus plazos en esa zona horaria");
	free(text);

	/* The game, every seat in its language. */
	play_game(&t);

	/* langmail-1.5 */
	frags = en_fragments();
	no_english(&t, 1, frags);
	no_english(&t, 2, frags);
	json_decref(frags);

	/* langmail-1.6 */
	ck_assert(store_move_each(t.e->p->st, t.game, english_one, &moves, &err) == PB_OK);
	ck_assert_int_gt(moves, 20);
	test_env_free(t.e);
}
END_TEST

/* ---- langmail-2 -------------------------------------------------------- */

/* more_mails - every other kind of mail: tokens, limits, a bounce */

static void
more_mails(struct lm *t)
{
	struct pb_policy pol;
	struct pb_err    err;
	struct token  tk;
	char         *addr, *tok, *subject, *body, *msg, *text, *bad;
	struct pb_buf b;
	int           i;

	/* notoken */
	ck_assert_str_eq(lm_raw(t, 1, "my move", "muovi\n"), "unauthenticated");
	/* badtoken: the MAC of seat 2's token altered */
	addr = test_addr(2);
	tok = test_token(t->e, addr);
	bad = pb_strdup(tok);
	bad[strlen(bad) - 1] = bad[strlen(bad) - 1] == 'A' ? 'B' : 'A';
	subject = pb_asprintf("Re: %s", bad);
	ck_assert_str_eq(lm_raw(t, 2, subject, "fin\n"), "bad-token");
	free(subject);
	free(bad);
	/* staletoken: a token of a move to come (an hour later: token
	 * warnings go to a seat once an hour, auth.c) */
	test_at(pb_now() + 3601);
	ck_assert(token_find(tok, &tk));
	bad = token_make(t->e->p->key, tk.game, tk.seat, tk.seq + 50);
	subject = pb_asprintf("Re: %s", bad);
	ck_assert_str_eq(lm_raw(t, 2, subject, "fin\n"), "stale-token");
	free(subject);
	free(bad);
	/* misuse: seat 2's token from seat 3's address */
	test_at(pb_now() + 3601);
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(lm_raw(t, 3, subject, "end\n"), "token-misuse");
	/* resent: the same commands twice (a move: HELP alone is answered
	 * every time) */
	ck_assert_str_eq(lm_raw(t, 2, subject, "ayuda\nfin\n"), "applied");
	ck_assert_str_eq(lm_raw(t, 2, subject, "ayuda\nfin\n"), "resent");
	/* authfail: the game requires dmarc=pass, the mail has none */
	ck_assert(policy_put(t->e->p, t->game, "require_auth", "dmarc", &pol, &err) == PB_OK);
	ck_assert_str_eq(lm_raw(t, 2, subject, "ayuda\nfin\n"), "auth-failed");
	ck_assert(policy_put(t->e->p, t->game, "require_auth", "none", &pol, &err) == PB_OK);
	/* overlimit: more lines than max_lines */
	pb_buf_init(&b);
	for (i = 0; i < 60; i++)
		pb_buf_puts(&b, "ayuda\n");
	ck_assert_str_eq(lm_raw(t, 2, subject, b.s), "over-limit");
	pb_buf_free(&b);
	/* held: seat 2's token from an address not the seat's (held(3)) */
	msg = test_message("stranger@else.example", subject, "held.lm@x", NULL, "ayuda\n");
	test_deliver(t->e, msg);
	{
		const char *outcome;

		ck_assert_int_eq(test_run(t->e, &outcome), 1);
		ck_assert_str_eq(outcome, "held");
	}
	free(msg);
	/* also, alsocode: seat 2 adds another address */
	ck_assert_str_eq(lm_raw(t, 2, subject, "también dos@players.example\n"), "also");
	free(subject);
	free(tok);
	/* notread: a good token for a game that does not exist */
	tok = token_make(t->e->p->key, 999, 1, 1);
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(lm_raw(t, 2, subject, "ayuda\n"), "unknown-game");
	free(subject);
	free(tok);
	/* bounce: a report that mail to seat 2 failed, told to the moderator */
	body = pb_asprintf(
	    "This is the mail system.\n\n<%s>: host said: 550 5.1.1 User unknown\n", addr);
	msg = pb_asprintf("Return-Path: <>\nFrom: MAILER-DAEMON@mx.test.example\n"
	                  "To: arbiter@test.example\nSubject: Undelivered Mail Returned to Sender\n"
	                  "Message-ID: <bounce.lm@mx>\nAuto-Submitted: auto-replied\n"
	                  "MIME-Version: 1.0\nContent-Type: multipart/report; "
	                  "report-type=delivery-status; boundary=\"B\"\n\n--B\n"
	                  "Content-Type: text/plain\n\n%s\n--B\n"
	                  "Content-Type: message/delivery-status\n\nReporting-MTA: dns; mx\n\n"
	                  "Final-Recipient: rfc822; %s\nAction: failed\nStatus: 5.1.1\n\n--B--\n",
	    body, addr);
	test_deliver(t->e, msg);
	{
		const char *outcome;

		ck_assert_int_eq(test_run(t->e, &outcome), 1);
		ck_assert_str_eq(outcome, "bounce");
	}
	text = test_mail_text(t->e, "moderator@test.example", -1, NULL);
	free(text);
	free(msg);
	free(body);
	free(addr);
}

/* lm_from - a raw mail from addr; its outcome */

static const char *
lm_from(struct lm *t, const char *addr, const char *subject, const char *body)
{
	const char *outcome = NULL;
	char       *msgid = pb_asprintf("lmf.%d@players.example", ++t->n), *msg;

	msg = test_message(addr, subject, msgid, NULL, body);
	test_deliver(t->e, msg);
	ck_assert_int_eq(test_run(t->e, &outcome), 1);
	free(msg);
	free(msgid);
	return (outcome);
}

/* archive_mails - a policy change, press and the moderator's copy, a
 * HISTORY, an observer subscribing, on a running game */

static void
archive_mails(struct lm *t, int64_t game, const char *player)
{
	struct gamectl *g;
	struct pb_err   err;
	char           *tok, *subject, *text, *code, *p;

	/* "policy": the moderator reads press from now on. */
	ck_assert(store_begin(t->e->p->st, &err) == PB_OK);
	ck_assert(gamectl_load(t->e->p, game, &g, &err) == PB_OK);
	ck_assert_msg(
	    policy_set(t->e->p, g, "moderator_reads", "yes", &err) == PB_OK, "%s", err.msg);
	ck_assert(store_commit(t->e->p->st, &err) == PB_OK);
	gamectl_free(g);
	/* "press", "presscopy", "history": a player writes to all, then asks. */
	tok = test_token(t->e, player);
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(
	    lm_from(t, player, subject, "press all: ciao a tutti\nhistory\n"), "applied");
	free(subject);
	free(tok);
	/* "observe", "observed": an outsider asks, confirms, and gets an update. */
	ck_assert_str_eq(lm_from(t, "eve@observers.example", "hi", "observe 2\n"), "open-command");
	text = test_mail_text(t->e, "eve@observers.example", -1, &subject);
	ck_assert_ptr_nonnull(p = strrchr(subject, ' '));
	code = pb_strdup(p + 1);
	free(subject);
	free(text);
	subject = pb_asprintf("Re: observe 2 %s", code);
	lm_from(t, "eve@observers.example", subject, "");
	free(subject);
	free(code);
}

/* time_mails - the mails of the clock and of the moderator: an open game
 * joined by mail, a reminder, a late notice, a default action, a
 * moderator's mail and its announcement, a replaced player */

static void
time_mails(struct lm *t)
{
	static const char *const joiners[] = { "j1@players.example", "j2@players.example",
		"j3@players.example" };
	static const char *const specs[] = { " it", " es", "" };
	struct gamectl          *g;
	struct pb_err            err;
	json_t                  *opts = json_pack("{s:s}", "variant", "standard");
	const char              *outcome;
	char                    *body, *msg, *id, *tok, *subject, *text;
	int64_t                  game, now = 1800000000;
	int                      k;

	test_at(now);
	ck_assert(gamectl_open(t->e->p, "dow", opts, 3, NULL, &game, &err) == PB_OK);
	json_decref(opts);
	for (k = 0; k < 3; k++) { /* "joined" */
		body = pb_asprintf("join %lld%s\n", (long long)game, specs[k]);
		id = pb_asprintf("join.%d@players.example", k);
		msg = test_message(joiners[k], "join", id, NULL, body);
		test_deliver(t->e, msg);
		ck_assert_int_eq(test_run(t->e, &outcome), 1);
		ck_assert_str_eq(outcome, "open-command");
		free(msg);
		free(id);
		free(body);
	}
	/* "modreply" and "modnote": the moderator starts it by mail. */
	ck_assert(gamectl_load(t->e->p, game, &g, &err) == PB_OK);
	tok = moderate_token(t->e->p, g);
	gamectl_free(g);
	subject = pb_asprintf("Re: mod %s", tok);
	msg = test_message("moderator@test.example", subject, "mod.1@test.example", NULL,
	    "start\npause\nresume\n");
	test_deliver(t->e, msg);
	ck_assert_int_eq(test_run(t->e, &outcome), 1);
	ck_assert_str_eq(outcome, "moderator");
	free(msg);
	free(subject);
	free(tok);
	/* "reminder", "late", "defaulted": the set-up's clock runs out. */
	test_at(now + 65 * 3600);
	test_tick(t->e);
	test_at(now + 75 * 3600);
	test_tick(t->e);
	test_at(now + 90 * 3600);
	test_tick(t->e);
	/* "replaced", "released": the moderator replaces Player 2. */
	ck_assert_msg(
	    moderate_run(t->e->p, game, "replace 2 j4@players.example", &text, &err) == PB_OK, "%s",
	    err.msg);
	free(text);
	test_tick(t->e);
	unsetenv("PBEMD_FAKE_NOW");
	archive_mails(t, game, joiners[0]);
	/* "servreply": the server's moderator opens a game by mail. */
	ck_assert(store_begin(t->e->p->st, &err) == PB_OK);
	ck_assert(moderate_server_token(t->e->p, 0, &tok, &err) == PB_OK);
	ck_assert(store_commit(t->e->p->st, &err) == PB_OK);
	subject = pb_asprintf("Re: %s", tok);
	ck_assert_str_eq(lm_from(t, "moderator@test.example", subject, "open dow\n"), "moderator");
	free(subject);
	free(tok);
}

/* table_views - the moderator's and the public views, as pbemctl game
 * show builds them, in every locale, into lm_views["show"] */

static void
table_views(struct lm *t)
{
	static const char *const locs[] = { "en", "it", "es" };
	static const int         who[] = { GAME_VIEW_ALL, GAME_VIEW_PUBLIC, 1 };
	struct lm_game           lg;
	json_t                  *v;
	size_t                   i, k;

	lm_load(t, &lg);
	for (i = 0; i < PB_NELEM(locs); i++)
		for (k = 0; k < PB_NELEM(who); k++) {
			v = lg.g->ops->view(lg.g->state, who[k], locs[i]);
			json_object_set_new(v, "mail",
			    json_pack("{s:I, s:s, s:s, s:i}", "game", (json_int_t)t->game, "title",
			        lg.g->ops->title, "status", lg.g->row->status, "seat", who[k]));
			lm_trace("show", locs[i], v);
			json_decref(v);
		}
	gamectl_free(lg.g);
}

/* template_names - the template names of a locale directory (LOC, or a
 * game's: LOC/dow), as "NAME" or "dow/NAME" */

static json_t *
template_names(const char *loc)
{
	static const char *const subs[] = { "", "dow/" };
	json_t                  *a = json_array();
	struct dirent           *de;
	DIR                     *d;
	char                    *dir;
	size_t                   len, k;

	for (k = 0; k < PB_NELEM(subs); k++) {
		dir = pb_asprintf(PB_SRCDIR "/templates/%s/%s", loc, subs[k]);
		ck_assert_ptr_nonnull(d = opendir(dir));
		while ((de = readdir(d)) != NULL) {
			len = strlen(de->d_name);
			if (de->d_name[0] != '.' && len > 4
			    && strcmp(de->d_name + len - 4, ".txt") == 0)
				json_array_append_new(
				    a, json_sprintf("%s%.*s", subs[k], (int)(len - 4), de->d_name));
		}
		closedir(d);
		free(dir);
	}
	return (a);
}

/* render_all - every template of loc with every view captured for it */

static int
render_all(const char *loc, json_t *names)
{
	static const char *const seat_mails[] = { "welcome", "reply", "update", "show" };
	const struct render     *r;
	struct render           *set;
	struct pb_err            err;
	json_t                  *n, *views, *v;
	const char              *name;
	char                    *subject, *body, *tmpl;
	size_t                   i, j, k;
	int                      done = 0;

	ck_assert(render_open(PB_SRCDIR "/templates", loc, "dow", &set, &err) == PB_OK);
	r = set;
	json_array_foreach(names, i, n)
	{
		name = json_string_value(n);
		if (strncmp(name, "dow/", 4) == 0)
			name += 4; /* one name space: the game's over the shared */
		if (strcmp(name, "board") != 0 && strcmp(name, "me") != 0
		    && strcmp(name, "footer") != 0 && strcmp(name, "show") != 0
		    && strcmp(name, "time") != 0 && strcmp(name, "ack") != 0
		    && strcmp(name, "notices") != 0 && strcmp(name, "since") != 0
		    && strcmp(name, "top") != 0 && strcmp(name, "now") != 0) {
			ck_assert_msg((views = json_object_get(lm_views, name)) != NULL,
			    "langmail-2.2: no view for %s/%s", loc, name);
			/* A mail template: the views its mails were rendered with. */
			json_array_foreach(views, j, v)
			{
				ck_assert_msg(
				    render_mail(r, name, v, &subject, &body, &err) == PB_OK,
				    "langmail-2.2: %s/%s: %s", loc, name, err.msg);
				free(subject);
				free(body);
				done++;
			}
			continue;
		}
		/* A partial: every seat's, the moderator's and the public views
		 * (the footer is only ever in a seat's mail). */
		tmpl = pb_asprintf("{{>%s}}", name);
		for (k = 0; k < PB_NELEM(seat_mails) - (strcmp(name, "footer") == 0); k++)
			json_array_foreach(json_object_get(lm_views, seat_mails[k]), j, v)
			{
				ck_assert_msg(render_string(r, tmpl, v, &body, &err) == PB_OK,
				    "langmail-2.2: %s/%s with a %s view: %s", loc, name,
				    seat_mails[k], err.msg);
				free(body);
				done++;
			}
		free(tmpl);
	}
	render_close(set);
	return (done);
}

START_TEST(every_template_renders)
{
	static const char *const mails[] = { "welcome", "reply", "update", "notoken", "badtoken",
		"staletoken", "misuse", "resent", "overlimit", "bounce", "joined", "modreply",
		"modnote", "reminder", "late", "defaulted", "replaced", "released", "policy",
		"press", "presscopy", "history", "observe", "observed", "reveal", "servreply",
		"authfail", "held", "also", "alsocode" };
	static const char *const locs[] = { "en", "it", "es" };
	struct lm                t;
	struct render           *set;
	struct pb_err            err;
	json_t                  *en, *names, *n;
	char                    *path;
	size_t                   i, k;

	lm_views = json_object();
	notify_trace = lm_trace;
	lm_new(&t,
	    "[limits]\nmax_per_hour = 0\nmax_lines = 40\n"
	    "[pbemd]\nmoderator = moderator@test.example\n"
	    "[mail]\nauthserv_id = mx.test.example\n");
	play_game(&t);
	more_mails(&t);
	time_mails(&t);
	table_views(&t);
	notify_trace = NULL;

	/* Every kind of mail was seen. */
	for (i = 0; i < PB_NELEM(mails); i++)
		ck_assert_msg(json_array_size(json_object_get(lm_views, mails[i])) > 0,
		    "langmail-2.2: no %s mail", mails[i]);

	/* langmail-2.1, then 2.2 */
	en = template_names("en");
	for (i = 0; i < PB_NELEM(locs); i++) {
		names = template_names(locs[i]);
		ck_assert_int_eq(json_array_size(names), json_array_size(en));
		json_array_foreach(en, k, n)
		{
			path = pb_asprintf(
			    PB_SRCDIR "/templates/%s/%s.txt", locs[i], json_string_value(n));
			ck_assert_msg(access(path, R_OK) == 0, "langmail-2.1: no %s", path);
			free(path);
		}
		ck_assert_msg(
		    render_open(PB_SRCDIR "/templates", locs[i], NULL, &set, &err) == PB_OK,
		    "langmail-2.1: %s, no game: %s", locs[i], err.msg);
		ck_assert(render_has(set, "notoken") && render_has(set, "footer"));
		ck_assert(!render_has(set, "update") && !render_has(set, "board"));
		render_close(set);
		ck_assert_int_gt(render_all(locs[i], names), 100);
		json_decref(names);
	}
	json_decref(en);
	json_decref(lm_views);
	test_env_free(t.e);
}
END_TEST

/* ---- langmail-3: the Tiny Test Game ------------------------------- */

/* tiny_card_in - the name of the card seat holds, in a language */

static char *
tiny_card_in(struct lm *t, int seat, int lang)
{
	struct gamectl          *g;
	struct pb_err            err;
	const struct tiny_state *s;
	char                    *name;

	ck_assert(gamectl_load(t->e->p, t->game, &g, &err) == PB_OK);
	s = tiny_game_state(g->state);
	ck_assert_int_ne(s->hand[seat], TINY_NOCARD);
	name = pb_strdup(tiny_name(s->pack, s->hand[seat], lang));
	gamectl_free(g);
	return (name);
}

/* tiny_english - every logged command starts with a word of the game */

static enum pb_rc
tiny_english(const struct store_move *mv, void *arg)
{
	static const char *const words[] = { "setup ", "play", "pass", "peek ", "call", "vote " };
	size_t                   i;
	int                     *bad = arg;

	for (i = 0; i < PB_NELEM(words); i++)
		if (strncmp(mv->command, words[i], strlen(words[i])) == 0)
			return (PB_OK);
	(*bad)++;
	return (PB_OK);
}

START_TEST(tiny_in_three_languages)
{
	struct lm     t = { 0 };
	struct pb_err err;
	char         *addrs[3], *text, *subj, *card, *es, *line;
	int           k, n_ann, n_bob, n_cid, bad = 0;

	t.e = test_env_new();
	for (k = 0; k < 3; k++) {
		char *a = test_addr(k + 1);

		addrs[k] = k < 2 ? pb_asprintf("%s:%s", a, lm_locale[k + 1]) : pb_strdup(a);
		free(a);
	}
	{
		unsigned char seed[32] = { 43 };
		json_t       *opts = json_object();

		ck_assert_msg(gamectl_create(t.e->p, "tiny", addrs, 3, opts, seed, &t.game, &err)
		        == PB_OK,
		    "%s", err.msg);
		json_decref(opts);
	}
	for (k = 0; k < 3; k++)
		free(addrs[k]);

	/* langmail-3.1: the welcomes. */
	text = test_mail_text(t.e, "ann@players.example", -1, &subj);
	has("langmail-3.1", subj, "] Benvenuto: Tocca a te PBEM-");
	has("langmail-3.1", text, "SOLO PER TE, Giocatore 1");
	has("langmail-3.1", text, "Si aspetta il Giocatore 1 (il tuo turno).");
	has("langmail-3.1", text, "COME RISPONDERE");
	free(text);
	free(subj);
	text = test_mail_text(t.e, "bob@players.example", -1, &subj);
	has("langmail-3.1", subj, "] Bienvenido: Ronda 1, turno del Jugador 1 PBEM-");
	has("langmail-3.1", text, "SOLO PARA TI, Jugador 2");
	has("langmail-3.1", text, "Se espera al Jugador 1 (tu turno).");
	free(text);
	free(subj);
	text = test_mail_text(t.e, "cid@players.example", -1, &subj);
	has("langmail-3.1", subj, "] Welcome: Round 1, the turn of Player 1 PBEM-");
	has("langmail-3.1", text, "ONLY FOR YOU, Player 3");
	free(text);
	free(subj);

	/* langmail-3.2: the game's refusals, in Spanish. */
	text = lm_send(&t, 2, "paso\nbaila\nmria 1\n");
	has("langmail-3.2", text, "rechazado: No es tu turno.");
	has("langmail-3.2", text, "No le\xc3\xad""das como \xc3\xb3rdenes (no empiezan con una orden):\n~ baila\n");
	has("langmail-3.2", text, "rechazado: \"mria\" no es una orden; \xc2\xbfquer\xc3\xad""as decir mira?");
	free(text);

	/* langmail-3.3: HELP in Italian, from the game. */
	text = lm_send(&t, 1, "aiuto\n");
	has("langmail-3.3", text, "  gioca\n");
	has("langmail-3.3", text, "  sbircia POSTO\n");
	has("langmail-3.3", text, "guarda la carta di un altro giocatore");
	free(text);
	text = lm_send(&t, 1, "aiuto sbircia\n");
	has("langmail-3.3", text, "Solo tu vedi la carta");
	free(text);

	/* langmail-3.4: a peek in Italian; the notice to Bob alone. */
	n_bob = test_mail_count(t.e, "bob@players.example");
	n_cid = test_mail_count(t.e, "cid@players.example");
	text = lm_send(&t, 1, "sbircia 2\n");
	has("langmail-3.4", text, "fatto: Il Giocatore 2 ha ");
	free(text);
	ck_assert_int_eq(test_mail_count(t.e, "bob@players.example"), n_bob + 1);
	ck_assert_int_eq(test_mail_count(t.e, "cid@players.example"), n_cid);
	text = test_mail_text(t.e, "bob@players.example", -1, NULL);
	has("langmail-3.4", text, "Solo para ti: ");
	free(text);

	/* langmail-3.5: Ann plays; each seat reads the card in its language;
	 * Bob plays his by its Spanish name. */
	card = tiny_card_in(&t, 1, 1);
	es = tiny_card_in(&t, 1, 2);
	text = lm_send(&t, 1, "gioca\n");
	line = pb_asprintf("Giocata: %s (", card);
	has("langmail-3.5", text, line);
	free(line);
	free(text);
	text = test_mail_text(t.e, "bob@players.example", -1, NULL);
	line = pb_asprintf("Jugada: %s (", es);
	has("langmail-3.5", text, line);
	free(line);
	free(text);
	free(card);
	free(es);
	es = tiny_card_in(&t, 2, 2);
	line = pb_asprintf("juega %s\n", es);
	text = lm_send(&t, 2, line);
	has("langmail-3.5", text, "hecho: Juegas ");
	free(text);
	free(line);
	free(es);

	/* langmail-3.6: a vote in three languages, the log in English. */
	n_ann = test_mail_count(t.e, "ann@players.example");
	text = lm_send(&t, 3, "call\nvote no\n");
	has("langmail-3.6", text, "done: Your ballot is cast.");
	has("langmail-3.6", text, "\nYour ballot receipt: move "); /* in the footer */
	free(text);
	/* The receipt in the footer, translated; the ballot as hashed. */
	text = lm_send(&t, 1, "vota sì\n");
	has("langmail-3.6", text, "> vota sì\n  fatto: ");
	has("langmail-3.6", text, "La ricevuta del tuo voto: mossa 6, voto \"yes\"");
	has("langmail-3.6", text, "Il Giocatore 1 ha espresso un voto segreto (mossa 6).");
	free(text);
	text = lm_send(&t, 2, "vota no\n");
	has("langmail-3.6", text, "> vota no\n  hecho: ");
	has("langmail-3.6", text, "El recibo de tu voto: jugada 7, voto \"no\"");
	has("langmail-3.6", text, "Every ballot is in: 1 yes, 2 no.");
	free(text);
	ck_assert_int_gt(test_mail_count(t.e, "ann@players.example"), n_ann);
	ck_assert(store_move_each(t.e->p->st, t.game, tiny_english, &bad, &err) == PB_OK);
	ck_assert_int_eq(bad, 0);
	test_env_free(t.e);
}
END_TEST

static Suite *
lang_mail_suite(void)
{
	Suite *s = suite_create("lang_mail");
	TCase *t = tcase_create("languages");

	tcase_add_test(t, game_in_three_languages);
	tcase_add_test(t, every_template_renders);
	suite_add_tcase(s, t);
	t = tcase_create("tiny");
	tcase_add_test(t, tiny_in_three_languages);
	suite_add_tcase(s, t);
	return (s);
}

int
main(void)
{
	return (test_main(lang_mail_suite));
}
