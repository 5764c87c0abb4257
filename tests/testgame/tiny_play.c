/*++
/* NAME
/*	tiny_play 3
/* SUMMARY
/*	Tiny Test Game: commands, views, help, time and moderation
/* SYNOPSIS
/*	#include "testgame/tiny.h"
/* DESCRIPTION
/*	tiny_apply() runs one command of the table tiny_cmds: each row has
/*	a test (allowed now?) and an action; the action checks its
/*	arguments before it changes anything, so a refusal leaves the
/*	state as it was.  tiny_help() lists the rows whose test passes,
/*	so help never offers what apply would refuse.  Texts of results
/*	are English; tiny_msgs translates them.
/*
/*	tiny_view() is the board (public), plus "me" for a seat, plus
/*	"seats" and "deck_cards" for the moderator and the end: a seat's
/*	view never names another seat's card.
/* DIAGNOSTICS
/*	A refusal is PB_EDATA (PB_EPERM out of turn) with err in words a
/*	player understands.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/game.h"
#include "core/pb.h"

/* Local. */
#include "testgame/tiny.h"

struct tiny_cmd {
	const char *word;
	const char *usage[LANG_N];
	const char *text[LANG_N];
	enum pb_rc (*allowed)(const struct tiny_state *, int seat, struct pb_err *);
	enum pb_rc (*run)(struct tiny_state *, int seat, const struct lex_line *,
	    struct game_result *, struct pb_err *);
};

/* ---- the course of the game -------------------------------------- */

/* active - seats still in */

static int
active(const struct tiny_state *s)
{
	int k, n = 0;

	for (k = 1; k <= s->nseats; k++)
		n += !s->out[k];
	return (n);
}

/* rel - a seat's place in the order that starts at first */

static int
rel(const struct tiny_state *s, int seat)
{
	return ((seat - s->first + s->nseats) % s->nseats);
}

/* game_end - the game is over; the line that says so onto ev */

static void
game_end(struct tiny_state *s, const char *reason, struct pb_buf *ev)
{
	int k, best = -1;

	s->turn = 0;
	s->vote_by = 0;
	memset(s->ballot, 0, sizeof(s->ballot));
	snprintf(s->reason, sizeof(s->reason), "%s", reason);
	for (k = 1; k <= s->nseats; k++)
		if (!s->out[k] && s->score[k] > best)
			best = s->score[k];
	pb_buf_line(ev, "The game ends (%s).", reason);
	for (k = 1; k <= s->nseats && strcmp(reason, "abandoned") != 0; k++)
		if (!s->out[k] && s->score[k] == best)
			pb_buf_line(ev, "Player %d wins with %d points.", k, best);
}

/* next_turn - the next seat in, a new round past the last */

static void
next_turn(struct tiny_state *s, struct pb_buf *ev)
{
	int k = s->turn;

	s->called = s->peeked = 0;
	if (active(s) < 2) {
		game_end(s, "alone", ev);
		return;
	}
	do
		k = k % s->nseats + 1;
	while (s->out[k]);
	if (rel(s, k) <= rel(s, s->turn))
		s->round++;
	if (s->round > s->rounds)
		game_end(s, "rounds", ev);
	else
		s->turn = k;
}

/* tally - when every seat in has voted: reveal, and end or go on */

static void
tally(struct tiny_state *s, struct game_result *res, struct pb_buf *ev)
{
	int k, yes = 0, no = 0;

	for (k = 1; k <= s->nseats; k++) {
		if (!s->out[k] && s->ballot[k] == TINY_NONE)
			return;
		yes += s->ballot[k] == TINY_YES;
		no += s->ballot[k] == TINY_NO;
	}
	res->reveal_ballots = 1;
	res->broadcast = 1;
	pb_buf_line(ev, "Every ballot is in: %d yes, %d no.", yes, no);
	s->vote_by = 0;
	memset(s->ballot, 0, sizeof(s->ballot));
	if (2 * yes > yes + no)
		game_end(s, "vote", ev);
	else
		pb_buf_line(ev, "The game goes on.");
}

/* event - the public lines of ev as the result's event */

static void
event(struct game_result *res, struct pb_buf *ev)
{
	char *e = pb_buf_steal(ev);
	size_t n = strlen(e);

	if (n > 0 && e[n - 1] == '\n')
		e[n - 1] = '\0';
	free(res->event);
	res->event = e;
}

/* ---- the tests: may seat give this command now? ------------------ */

/* can_turn - the seat of the turn, no vote open */

static enum pb_rc
can_turn(const struct tiny_state *s, int seat, struct pb_err *err)
{
	if (s->turn == 0)
		return (pb_err_set(err, PB_EDATA, "The game has ended."));
	if (seat < 1 || seat > s->nseats || s->out[seat])
		return (pb_err_set(err, PB_EPERM, "You are out of the game."));
	if (s->vote_by != 0)
		return (pb_err_set(err, PB_EDATA, "A vote is open: wait until every ballot is in."));
	if (seat != s->turn)
		return (pb_err_set(err, PB_EPERM, "It is not your turn."));
	return (PB_OK);
}

static enum pb_rc
can_play(const struct tiny_state *s, int seat, struct pb_err *err)
{
	enum pb_rc rc = can_turn(s, seat, err);

	if (rc == PB_OK && s->hand[seat] == TINY_NOCARD)
		rc = pb_err_set(err, PB_EDATA, "You have no card to play.");
	return (rc);
}

static enum pb_rc
can_peek(const struct tiny_state *s, int seat, struct pb_err *err)
{
	enum pb_rc rc = can_turn(s, seat, err);
	int        k, any = 0;

	if (rc != PB_OK)
		return (rc);
	if (s->nopeek)
		return (pb_err_set(err, PB_EDATA, "Peeking is off in this game."));
	if (s->peeked)
		return (pb_err_set(err, PB_EDATA, "You have peeked already this turn."));
	for (k = 1; k <= s->nseats; k++)
		any |= k != seat && !s->out[k] && s->hand[k] != TINY_NOCARD;
	return (any ? PB_OK : pb_err_set(err, PB_EDATA, "Nobody has a card to peek at."));
}

static enum pb_rc
can_call(const struct tiny_state *s, int seat, struct pb_err *err)
{
	enum pb_rc rc = can_turn(s, seat, err);

	if (rc == PB_OK && s->novote)
		rc = pb_err_set(err, PB_EDATA, "Votes are off in this game.");
	else if (rc == PB_OK && s->called)
		rc = pb_err_set(err, PB_EDATA, "You have called a vote already this turn.");
	return (rc);
}

static enum pb_rc
can_vote(const struct tiny_state *s, int seat, struct pb_err *err)
{
	if (s->turn == 0)
		return (pb_err_set(err, PB_EDATA, "The game has ended."));
	if (seat < 1 || seat > s->nseats || s->out[seat])
		return (pb_err_set(err, PB_EPERM, "You are out of the game."));
	if (s->vote_by == 0)
		return (pb_err_set(err, PB_EDATA, "No vote is open."));
	if (s->ballot[seat] != TINY_NONE)
		return (pb_err_set(err, PB_EDATA, "You have voted already."));
	return (PB_OK);
}

/* ---- the actions: arguments checked first, then the change ------- */

static enum pb_rc
run_play(struct tiny_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct tiny_card *c = &s->pack->card[s->hand[seat]];
	struct pb_buf           ev;
	char                   *name, *folded;
	int                     mine;

	/* "play" or "play CARD", which must be the card held. */
	if (l->argc > 1) {
		name = lex_join(l->argv + 1, l->argc - 1);
		folded = lang_fold(c->name[0]);
		mine = strcmp(name, folded) == 0 || strcmp(name, c->id) == 0;
		free(folded);
		free(name);
		if (!mine)
			return (pb_err_set(err, PB_EDATA, "That is not your card."));
	}
	pb_buf_init(&ev);
	s->score[seat] += c->points;
	s->played[s->nplayed++] = s->hand[seat];
	s->hand[seat] = s->ndeck > 0 ? s->deck[--s->ndeck] : TINY_NOCARD;
	res->text = pb_asprintf("You play %s (%d points).", c->name[0], c->points);
	pb_buf_line(&ev, "Player %d plays %s (%d points).", seat, c->name[0], c->points);
	next_turn(s, &ev);
	event(res, &ev);
	res->broadcast = 1;
	return (PB_OK);
}

static enum pb_rc
run_pass(struct tiny_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct pb_buf ev;

	if (l->argc > 1)
		return (pb_err_set(err, PB_EDATA, "Just pass, nothing after it."));
	pb_buf_init(&ev);
	res->text = pb_strdup("You pass.");
	pb_buf_line(&ev, "Player %d passes.", seat);
	next_turn(s, &ev);
	event(res, &ev);
	res->broadcast = 1;
	return (PB_OK);
}

static enum pb_rc
run_peek(struct tiny_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	char *end;
	long  k;

	if (l->argc != 2)
		return (pb_err_set(err, PB_EDATA, "Peek at whom? Write peek and a seat number."));
	k = strtol(l->argv[1], &end, 10);
	if (*end != '\0' || k < 1 || k > s->nseats)
		return (pb_err_set(err, PB_EDATA, "There is no Player %s.", l->argv[1]));
	if (k == seat)
		return (pb_err_set(err, PB_EDATA, "You know your own card."));
	if (s->out[k])
		return (pb_err_set(err, PB_EDATA, "Player %ld is out of the game.", k));
	if (s->hand[k] == TINY_NOCARD)
		return (pb_err_set(err, PB_EDATA, "Player %ld has no card.", k));
	s->peeked = 1;
	res->text = pb_asprintf("Player %ld holds %s.", k, s->pack->card[s->hand[k]].name[0]);
	res->pause = s->pause;
	game_result_notice(res, (int)k, "Player %d looked at your card.", seat);
	return (PB_OK);
}

static enum pb_rc
run_call(struct tiny_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	if (l->argc > 1)
		return (pb_err_set(err, PB_EDATA, "Just call, nothing after it."));
	s->called = 1;
	s->vote_by = seat;
	res->text = pb_strdup("You call a vote to end the game.");
	res->event = pb_asprintf(
	    "Player %d calls a vote to end the game: every player answers vote yes or vote no.",
	    seat);
	res->broadcast = 1;
	return (PB_OK);
}

static enum pb_rc
run_vote(struct tiny_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct pb_buf ev;
	int           yes;

	if (l->argc != 2 || (strcmp(l->argv[1], "yes") != 0 && strcmp(l->argv[1], "no") != 0))
		return (pb_err_set(err, PB_EDATA, "Vote yes or vote no."));
	yes = strcmp(l->argv[1], "yes") == 0;
	s->ballot[seat] = yes ? TINY_YES : TINY_NO;
	res->ballot = pb_strdup(yes ? "yes" : "no");
	res->text = pb_strdup("Your ballot is cast.");
	pb_buf_init(&ev);
	tally(s, res, &ev);
	if (ev.len > 0)
		event(res, &ev);
	else
		pb_buf_free(&ev);
	return (PB_OK);
}

static const struct tiny_cmd tiny_cmds[] = {
	{ "play", { "play", "gioca", "juega" },
	    { "play your card: it scores its points, you draw the next",
	        "gioca la tua carta: segna i suoi punti, peschi la prossima",
	        "juega tu carta: suma sus puntos, robas la siguiente" },
	    can_play, run_play },
	{ "pass", { "pass", "passa", "paso" },
	    { "end your turn", "finisci il tuo turno", "termina tu turno" }, can_turn, run_pass },
	{ "peek", { "peek SEAT", "sbircia POSTO", "mira ASIENTO" },
	    { "read another player's card (once a turn); they are told",
	        "guarda la carta di un altro giocatore (una volta per turno); lo saprà",
	        "mira la carta de otro jugador (una vez por turno); se le avisa" },
	    can_peek, run_peek },
	{ "call", { "call", "proponi", "propongo" },
	    { "call a vote to end the game (once a turn)",
	        "proponi un voto per finire la partita (una volta per turno)",
	        "propón una votación para terminar la partida (una vez por turno)" },
	    can_call, run_call },
	{ "vote", { "vote yes", "vota sì", "vota sí" },
	    { "a secret ballot to end the game", "un voto segreto per finire la partita",
	        "un voto secreto para terminar la partida" },
	    can_vote, run_vote },
	{ "vote", { "vote no", "vota no", "vota no" },
	    { "a secret ballot to go on", "un voto segreto per continuare",
	        "un voto secreto para continuar" },
	    can_vote, run_vote },
};

static const struct {
	const char     *word;
	struct lang_msg more;
} tiny_more[] = {
	{ "play", { "You score the points of your card, show it to all and draw the next card of the"
	          " deck, if any. \"play CARD\" names the card: it must be yours.",
	    "Segni i punti della tua carta, la mostri a tutti e peschi la prossima carta del mazzo,"
	    " se c'è. \"gioca CARTA\" la nomina: dev'essere la tua.",
	    "Sumas los puntos de tu carta, la muestras a todos y robas la siguiente carta del mazo,"
	    " si queda. \"juega CARTA\" la nombra: debe ser la tuya." } },
	{ "pass", { "The turn goes to the next player.", "Il turno passa al giocatore seguente.",
	    "El turno pasa al jugador siguiente." } },
	{ "peek", { "Only you read the card; its owner is told that you looked, not what it is.",
	    "Solo tu vedi la carta; il suo proprietario sa che l'hai guardata, non quale sia.",
	    "Solo tú ves la carta; su dueño sabe que la miraste, no cuál es." } },
	{ "call", { "Every player casts a secret ballot; a majority of yes ends the game.",
	    "Ogni giocatore vota in segreto; una maggioranza di sì finisce la partita.",
	    "Cada jugador vota en secreto; una mayoría de sí termina la partida." } },
	{ "vote", { "Your ballot stays secret until every ballot is in; then all are revealed.",
	    "Il tuo voto resta segreto finché tutti hanno votato; poi sono tutti rivelati.",
	    "Tu voto queda secreto hasta que todos hayan votado; luego se revelan todos." } },
};

/* tiny_apply - one command line of a seat: done, or refused unchanged */

enum pb_rc
tiny_apply(
    void *g, int seat, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct tiny_state *s = g;
	size_t             i;
	enum pb_rc         rc;

	if (l->argc == 0)
		return (pb_err_set(err, PB_EDATA, "No command."));
	for (i = 0; i < PB_NELEM(tiny_cmds); i++)
		if (strcmp(tiny_cmds[i].word, l->argv[0]) == 0) {
			if ((rc = tiny_cmds[i].allowed(s, seat, err)) != PB_OK)
				return (rc);
			return (tiny_cmds[i].run(s, seat, l, res, err));
		}
	return (pb_err_set(err, PB_EDATA, "Unknown command: %s.", l->argv[0]));
}

/* tiny_help - the commands a seat may give now; with a word, its forms */

json_t *
tiny_help(const void *g, int seat, const char *locale, const char *word)
{
	const struct tiny_state *s = g;
	struct pb_err            err;
	json_t                  *a = json_array(), *e;
	size_t                   i, m;
	int                      lang = lang_index(locale), first = 1;

	for (i = 0; i < PB_NELEM(tiny_cmds); i++) {
		if (word != NULL ? strcmp(tiny_cmds[i].word, word) != 0
		                 : tiny_cmds[i].allowed(s, seat, &err) != PB_OK)
			continue;
		e = json_pack("{s:s, s:s, s:s}", "word", tiny_cmds[i].word, "usage",
		    tiny_cmds[i].usage[lang], "text", tiny_cmds[i].text[lang]);
		for (m = 0; word != NULL && first && m < PB_NELEM(tiny_more); m++)
			if (strcmp(tiny_more[m].word, word) == 0)
				json_object_set_new(e, "more", json_string(lang_pick(&tiny_more[m].more, locale)));
		first = 0;
		json_array_append_new(a, e);
	}
	return (a);
}

/* ---- views ------------------------------------------------------- */

/* card_json - a card as a reader sees it */

static json_t *
card_json(const struct tiny_state *s, int card, int lang)
{
	if (card == TINY_NOCARD)
		return (json_null());
	return (json_pack("{s:s, s:i}", "name", tiny_name(s->pack, card, lang), "points",
	    s->pack->card[card].points));
}

/* board - what everyone sees */

static json_t *
board(const struct tiny_state *s, int lang)
{
	json_t *players = json_array(), *played = json_array(), *winners = json_array();
	int     k, i, best = -1;

	for (k = 1; k <= s->nseats; k++)
		if (!s->out[k] && s->score[k] > best)
			best = s->score[k];
	for (k = 1; k <= s->nseats; k++) {
		json_array_append_new(players,
		    json_pack("{s:i, s:i, s:b, s:b, s:b, s:b}", "seat", k, "score", s->score[k],
		        "out", s->out[k], "holds", s->hand[k] != TINY_NOCARD, "turn", k == s->turn,
		        "voted", s->ballot[k] != TINY_NONE));
		if (s->turn == 0 && !s->out[k] && s->score[k] == best
		    && strcmp(s->reason, "abandoned") != 0)
			json_array_append_new(winners, json_integer(k));
	}
	for (i = 0; i < s->nplayed; i++)
		json_array_append_new(played, card_json(s, s->played[i], lang));
	return (json_pack("{s:s, s:i, s:i, s:i, s:i, s:b, s:s, s:o, s:o, s:b, s:i, s:o}", "title",
	    tiny_ops.title, "round", s->round > s->rounds ? s->rounds : s->round, "rounds",
	    s->rounds, "turn", s->turn, "deck", s->ndeck, "ended", s->turn == 0, "reason",
	    s->reason, "players", players, "played", played, "vote_open", s->vote_by != 0,
	    "vote_by", s->vote_by, "winners", winners));
}

/* tiny_view - the board, with a seat's own card or everything */

json_t *
tiny_view(const void *g, int seat, const char *locale)
{
	const struct tiny_state *s = g;
	json_t                  *v, *seats, *deck;
	int                      lang = lang_index(locale), k, i;
	static const char *const ballots[] = { NULL, "yes", "no" };

	v = board(s, lang);
	if (seat >= 1 && seat <= s->nseats)
		json_object_set_new(v, "me",
		    json_pack("{s:i, s:o, s:b, s:b, s:s?, s:b}", "seat", seat, "card",
		        card_json(s, s->hand[seat], lang), "my_turn",
		        tiny_decision(s, seat) != NULL && s->vote_by == 0, "must_vote",
		        s->vote_by != 0 && tiny_decision(s, seat) != NULL, "ballot",
		        ballots[s->ballot[seat]], "out", s->out[seat]));
	if (seat == GAME_VIEW_ALL) {
		seats = json_array();
		deck = json_array();
		for (k = 1; k <= s->nseats; k++)
			json_array_append_new(seats, json_pack("{s:i, s:o, s:s?}", "seat", k, "card",
			                                 card_json(s, s->hand[k], lang), "ballot",
			                                 ballots[s->ballot[k]]));
		for (i = s->ndeck - 1; i >= 0; i--)
			json_array_append_new(deck, card_json(s, s->deck[i], lang));
		json_object_set_new(v, "seats", seats);
		json_object_set_new(v, "deck_cards", deck);
	}
	return (v);
}

/* tiny_headline - the state of play in a line, in a language */

char *
tiny_headline(const void *g, int seat, const char *locale)
{
	const struct tiny_state *s = g;
	const char              *d = tiny_decision(s, seat);
	static const char *const ended[] = { "The game has ended", "La partita è finita",
		"La partida ha terminado" };
	static const char *const vote[] = { "Your ballot", "Tocca a te votare", "Te toca votar" };
	static const char *const turn[] = { "Your turn", "Tocca a te", "Es tu turno" };

	switch (s->turn == 0 ? -1 : d == NULL ? 0 : strcmp(d, "ballot") == 0 ? 1 : 2) {
	case -1:
		return (pb_strdup(ended[lang_index(locale)]));
	case 1:
		return (pb_strdup(vote[lang_index(locale)]));
	case 2:
		return (pb_strdup(turn[lang_index(locale)]));
	}
	switch (lang_index(locale)) {
	case 1:
		return (pb_asprintf("Round %d, %s del Giocatore %d", s->round,
		    s->vote_by ? "voto proposto" : "turno", s->vote_by ? s->vote_by : s->turn));
	case 2:
		return (pb_asprintf("Ronda %d, %s del Jugador %d", s->round,
		    s->vote_by ? "votación propuesta" : "turno", s->vote_by ? s->vote_by : s->turn));
	default:
		return (pb_asprintf("Round %d, %s Player %d", s->round,
		    s->vote_by ? "a vote called by" : "the turn of", s->vote_by ? s->vote_by : s->turn));
	}
}

/* ---- time and moderation ----------------------------------------- */

/* tiny_decision - what the game waits on from a seat, or NULL */

const char *
tiny_decision(const void *g, int seat)
{
	const struct tiny_state *s = g;

	if (s->turn == 0 || seat < 1 || seat > s->nseats || s->out[seat])
		return (NULL);
	if (s->vote_by != 0)
		return (s->ballot[seat] == TINY_NONE ? "ballot" : NULL);
	return (seat == s->turn ? "turn" : NULL);
}

/* tiny_decision_round - the round: a seat's turn each round is asked anew */

long
tiny_decision_round(const void *g, int seat)
{
	(void)seat;
	return (((const struct tiny_state *)g)->round);
}

/* tiny_default_line - pass a turn, vote no; caller frees */

char *
tiny_default_line(const void *g, int seat, int attempt)
{
	const char *d = tiny_decision(g, seat);

	if (d == NULL || attempt > 0)
		return (NULL);
	return (pb_strdup(strcmp(d, "ballot") == 0 ? "vote no" : "pass"));
}

/* tiny_moderate - remove SEAT, end, abandon */

enum pb_rc
tiny_moderate(void *g, const struct lex_line *l, struct game_result *res, struct pb_err *err)
{
	struct tiny_state *s = g;
	struct pb_buf      ev;
	char              *end;
	long               k = 0;

	if (l->argc == 0)
		return (pb_err_set(err, PB_EDATA, "no moderator command"));
	if (s->turn == 0)
		return (pb_err_set(err, PB_EDATA, "the game has ended"));
	if (strcmp(l->argv[0], "remove") == 0
	    && (l->argc != 2 || (k = strtol(l->argv[1], &end, 10)) < 1 || k > s->nseats
	        || *end != '\0' || s->out[k]))
		return (pb_err_set(err, PB_EDATA, "remove SEAT: a seat still in the game"));
	if (k == 0 && (l->argc != 1 || (strcmp(l->argv[0], "end") != 0
	                                   && strcmp(l->argv[0], "abandon") != 0)))
		return (pb_err_set(err, PB_EDATA,
		    "Tiny Test Game knows the moderator commands remove SEAT, end and abandon"));
	pb_buf_init(&ev);
	if (k > 0) {
		s->out[k] = 1;
		s->ballot[k] = TINY_NONE;
		pb_buf_line(&ev, "Player %ld is removed from the game.", k);
		res->text = pb_asprintf("Player %ld is removed", k);
		if (active(s) < 2)
			game_end(s, "alone", &ev);
		else if (s->vote_by != 0)
			tally(s, res, &ev);
		if (s->turn == k)
			next_turn(s, &ev);
	} else {
		game_end(s, strcmp(l->argv[0], "end") == 0 ? "moderator" : "abandoned", &ev);
		res->text = pb_strdup(strcmp(l->argv[0], "end") == 0 ? "the game is ended"
		                                                     : "the game is abandoned");
	}
	event(res, &ev);
	res->broadcast = 1;
	if (!tiny_state_check(s))
		pb_panic("tiny_moderate: state invariants broken after \"%s\"", l->argv[0]);
	return (PB_OK);
}

/* ---- languages --------------------------------------------------- */

const struct lang_word tiny_words[] = {
	{ "it", "gioca", "play", NULL },
	{ "it", "passa", "pass", NULL },
	{ "it", "passo", "pass", NULL },
	{ "it", "sbircia", "peek", NULL },
	{ "it", "proponi", "call", NULL },
	{ "it", "vota", "vote", NULL },
	{ "it", "sì", "yes", "vote" },
	{ "es", "juega", "play", NULL },
	{ "es", "juego", "play", NULL },
	{ "es", "paso", "pass", NULL },
	{ "es", "mira", "peek", NULL },
	{ "es", "propongo", "call", NULL },
	{ "es", "vota", "vote", NULL },
	{ "es", "voto", "vote", NULL },
	{ "es", "sí", "yes", "vote" },
	{ NULL, NULL, NULL, NULL },
};

const struct lang_msg tiny_msgs[] = {
	{ "The game has ended.", "La partita è finita.", "La partida ha terminado." },
	{ "You are out of the game.", "Sei fuori dalla partita.", "Estás fuera de la partida." },
	{ "A vote is open: wait until every ballot is in.",
	    "C'è un voto aperto: aspetta che tutti abbiano votato.",
	    "Hay una votación abierta: espera a que todos hayan votado." },
	{ "It is not your turn.", "Non è il tuo turno.", "No es tu turno." },
	{ "You have no card to play.", "Non hai carte da giocare.", "No tienes carta que jugar." },
	{ "Peeking is off in this game.", "In questa partita non si sbircia.",
	    "En esta partida no se mira." },
	{ "You have peeked already this turn.", "Hai già sbirciato in questo turno.",
	    "Ya has mirado en este turno." },
	{ "Nobody has a card to peek at.", "Nessuno ha una carta da guardare.",
	    "Nadie tiene carta que mirar." },
	{ "Votes are off in this game.", "In questa partita non si vota.",
	    "En esta partida no se vota." },
	{ "You have called a vote already this turn.", "Hai già proposto un voto in questo turno.",
	    "Ya has propuesto una votación en este turno." },
	{ "No vote is open.", "Non c'è un voto aperto.", "No hay votación abierta." },
	{ "You have voted already.", "Hai già votato.", "Ya has votado." },
	{ "That is not your card.", "Non è la tua carta.", "No es tu carta." },
	{ "Just pass, nothing after it.", "Solo passa, niente dopo.", "Solo paso, nada detrás." },
	{ "Just call, nothing after it.", "Solo proponi, niente dopo.",
	    "Solo propongo, nada detrás." },
	{ "Peek at whom? Write peek and a seat number.",
	    "Sbirciare chi? Scrivi sbircia e il numero di un posto.",
	    "¿Mirar a quién? Escribe mira y el número de un asiento." },
	{ "There is no Player %1.", "Non c'è un Giocatore %1.", "No hay Jugador %1." },
	{ "You know your own card.", "La tua carta la conosci.", "Tu carta ya la conoces." },
	{ "Player %1 is out of the game.", "Il Giocatore %1 è fuori dalla partita.",
	    "El Jugador %1 está fuera de la partida." },
	{ "Player %1 has no card.", "Il Giocatore %1 non ha carte.", "El Jugador %1 no tiene carta." },
	{ "Vote yes or vote no.", "Vota sì o vota no.", "Vota sí o vota no." },
	{ "Unknown command: %1.", "Comando sconosciuto: %1.", "Orden desconocida: %1." },
	{ "You play %1 (%2 points).", "Giochi %1 (%2 punti).", "Juegas %1 (%2 puntos)." },
	{ "You pass.", "Passi.", "Pasas." },
	{ "Player %1 holds %2.", "Il Giocatore %1 ha %2.", "El Jugador %1 tiene %2." },
	{ "You call a vote to end the game.", "Proponi un voto per finire la partita.",
	    "Propones una votación para terminar la partida." },
	{ "Your ballot is cast.", "Il tuo voto è registrato.", "Tu voto está emitido." },
	{ "Player %1 looked at your card.", "Il Giocatore %1 ha guardato la tua carta.",
	    "El Jugador %1 ha mirado tu carta." },
	{ NULL, NULL, NULL },
};
