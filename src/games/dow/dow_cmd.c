/*++
/* NAME
/*	dow_cmd 3
/* SUMMARY
/*	Dead of Winter player commands
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	dow_command() applies one command line of a seat.  Each command
/*	checks everything first and changes the state only when it will
/*	succeed, so a refused line changes nothing (game.h).
/*
/*	dow_help() lists the commands of the table below that a seat may
/*	give now: those its role allows (allowed(), the same check
/*	dow_command() makes) and of which one line, tried on a copy of the
/*	state by dow_help_fill() (dow_help.c), is accepted; each with that
/*	line as its example and the arguments found.  dow_knows() tells
/*	whether a word is one of the table's (dow_help() with it lists
/*	its forms), without trying any.
/*
/*	Set-up (rulebook steps 9-11), state diagram of one seat:
/*
/*	    offered --keep--> kept --leader--> ready
/*	       ^               |  ^              |
/*	       +----keep-------+  +----keep------+   (changes allowed until
/*	                                              the last seat is ready)
/*
/*	transition		function
/*	offered -> kept		cmd_keep()
/*	kept -> ready		cmd_leader()
/*	all ready -> round 1	dow_setup_finish(), called by finish_if_all()
/*
/*	The game takes the choice of the last seat as the moment every
/*	survivor is revealed at once: until then choices stay private.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/lexer.h"

/* Local. */
#include "games/dow/dow.h"

/* offered_names - the names and ids of a seat's offered survivors */

static void
offered_names(const struct dow_state *s, int seat, const char **names, const char **ids)
{
	const struct deck *o = &s->pl[seat].offered;
	int                    i;

	for (i = 0; i < o->n; i++) {
		names[i] = s->pack->surv[o->v[i]].n.name;
		ids[i] = s->pack->surv[o->v[i]].n.id;
	}
}

/* list_offered - "Forest Plum, Mike Cho, ..." for error messages */

static char *
list_offered(const struct dow_state *s, int seat)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < s->pl[seat].offered.n; i++)
		pb_buf_printf(
		    &b, "%s%s", i ? ", " : "", s->pack->surv[s->pl[seat].offered.v[i]].n.name);
	return (pb_buf_steal(&b));
}

/* match_offered - survivors named by words, in order; PB_OK or why not */

static enum pb_rc
match_offered(const struct dow_state *s, int seat, char *const *argv, int argc,
    struct deck *out, struct pb_err *err)
{
	const char *names[DOW_OFFER], *ids[DOW_OFFER];
	char       *list, *word;
	int         i = 0, used, hit, near;
	enum pb_rc  rc = PB_OK;

	offered_names(s, seat, names, ids);
	while (i < argc && rc == PB_OK) {
		hit =
		    lex_match(names, ids, (size_t)s->pl[seat].offered.n, argv + i, argc - i, &used);
		if (hit >= 0 && deck_find(out, s->pl[seat].offered.v[hit]) >= 0)
			rc = pb_err_set(err, PB_EDATA, "%s is named twice", names[hit]);
		else if (hit >= 0) {
			deck_push(out, s->pl[seat].offered.v[hit]);
			i += used;
		} else {
			/* "and Bobb": the word that names no one is Bobb. */
			if (hit == -1 && i + 1 < argc && lex_conj(argv[i]))
				i++;
			list = list_offered(s, seat);
			word = argv[i];
			near = hit == -1 ? lex_near(names, ids, (size_t)s->pl[seat].offered.n,
			                       argv + i, argc - i)
			                 : -1;
			rc = pb_err_set(err, PB_EDATA,
			    hit == -2 ? "\"%s\" fits more than one of your survivors (%s): write "
			                "more of the name%s%s%s"
			              : "\"%s\" is not one of the survivors dealt to you (%s)%s%s%s",
			    word, list, near >= 0 ? LANG_DIDYOU : "",
			    near >= 0 ? names[near] : "", near >= 0 ? "?" : "");
			free(list);
		}
	}
	return (rc);
}

/* cmd_keep - "keep NAME NAME" (three names with two players) */

static enum pb_rc
cmd_keep(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_player *p = &s->pl[seat];
	struct deck    chosen = { 0 };
	enum pb_rc         rc;
	int                want = dow_keep_count(s);

	if ((rc = match_offered(s, seat, l->argv + 1, l->argc - 1, &chosen, err)) != PB_OK)
		goto out;
	if (chosen.n != want) {
		rc =
		    pb_err_set(err, PB_EDATA, "keep exactly %d of your %d survivors (you named %d)",
		        want, DOW_OFFER, chosen.n);
		goto out;
	}
	deck_copy(&p->kept, &chosen);
	if (p->leader >= 0 && deck_find(&p->kept, p->leader) < 0)
		p->leader = -1;
	p->ready = p->leader >= 0;
	res->text = p->ready ? pb_asprintf(
	                "you keep them; %s still leads your group", s->pack->surv[p->leader].n.name)
	                     : pb_strdup("you keep them; now name your group leader: leader NAME");
out:
	deck_clear(&chosen);
	return (rc);
}

/* cmd_leader - "leader NAME": one of the kept survivors */

static enum pb_rc
cmd_leader(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_player *p = &s->pl[seat];
	struct deck    chosen = { 0 };
	enum pb_rc         rc;

	if (p->kept.n == 0)
		return (pb_err_set(err, PB_EDATA,
		    "first say which survivors you keep: keep NAME NAME%s",
		    dow_keep_count(s) == 3 ? " NAME" : ""));
	if ((rc = match_offered(s, seat, l->argv + 1, l->argc - 1, &chosen, err)) != PB_OK)
		goto out;
	if (chosen.n != 1) {
		rc = pb_err_set(err, PB_EDATA, "name exactly one leader");
		goto out;
	}
	if (deck_find(&p->kept, chosen.v[0]) < 0) {
		rc = pb_err_set(err, PB_EDATA, "%s is not among the survivors you keep",
		    s->pack->surv[chosen.v[0]].n.name);
		goto out;
	}
	p->leader = chosen.v[0];
	p->ready = 1;
	res->text = pb_asprintf("%s leads your group", s->pack->surv[p->leader].n.name);
out:
	deck_clear(&chosen);
	return (rc);
}

/* finish_if_all - the last choice completes the set-up; round 1 begins */

static void
finish_if_all(struct dow_state *s, struct game_result *res)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (!s->pl[k].ready)
			return;
	dow_setup_finish(s);
	pb_buf_printf(&s->journal,
	    "Every player has chosen. Player %d, whose leader has the highest influence,"
	    " takes the first player token.\n",
	    s->first_player);
	dow_round_start(s, &s->journal);
	res->broadcast = 1;
}

/* Who may give a command: any seat during set-up; the active seat in its
 * turn; the seat a decision waits for. */
#define WHO_SETUP 0
#define WHO_ACTIVE 1
#define WHO_SEARCH 2
#define WHO_BITE 3
#define WHO_XROADS 4
#define WHO_VOTE 5
#define WHO_GIVE 6
#define WHO_ANY 7     /* any seat, any time during the rounds */
#define WHO_HOLDER 8  /* the seat holding a crossroads card, nothing waiting */
#define WHO_SEND 9    /* the exiled seat whose survivors leave the colony */
#define WHO_RELEAD 10 /* a seat whose leader left play, any time */

struct dow_cmd {
	const char *word;
	int         who;
	enum pb_rc (*fn)(struct dow_state *, int, const struct lex_line *, struct game_result *,
	    struct pb_err *);
	const char *usage;
	const char *text;
};

static const struct dow_cmd dow_cmds[] = {
	{ "keep", WHO_SETUP, cmd_keep, "keep NAME NAME",
	    "keep two of the four survivors dealt to you (three with two players)" },
	{ "leader", WHO_SETUP, cmd_leader, "leader NAME",
	    "name which kept survivor leads your group" },
	{ "move", WHO_ACTIVE, dow_act_move, "move SURVIVOR to LOCATION",
	    "move a survivor (once a turn) and roll for exposure" },
	{ "attack", WHO_ACTIVE, dow_act_attack, "attack SURVIVOR [TARGET] [entrance N] [DIE]",
	    "kill a zombie there (then exposure; in the colony, at the entrance you name, else"
	    " the fullest), or attack another player's survivor" },
	{ "search", WHO_ACTIVE, dow_act_search, "search SURVIVOR [DIE] [keep WHAT [noise N]]",
	    "look at the top card of the location's deck; with keep, keep the first card of"
	    " that type or name, making noise up to N times" },
	{ "keep", WHO_SEARCH, dow_act_keep, "keep CARD", "end your search keeping that card" },
	{ "noise", WHO_SEARCH, dow_act_noise, "noise", "make noise to look at one more card" },
	{ "barricade", WHO_ACTIVE, dow_act_barricade, "barricade SURVIVOR [at ENTRANCE] [DIE]",
	    "put a barricade on an empty entrance space" },
	{ "clean", WHO_ACTIVE, dow_act_clean, "clean [DIE]",
	    "remove 3 cards of the waste pile (a survivor of yours in the colony)" },
	{ "attract", WHO_ACTIVE, dow_act_attract, "attract SURVIVOR from LOCATION [DIE]",
	    "bring 2 zombies from a location to the survivor's" },
	{ "food", WHO_ACTIVE, dow_act_food, "food DIE [TOKENS]",
	    "spend food tokens to raise an unused die (6 at most)" },
	{ "crisis", WHO_ACTIVE, dow_act_crisis, "crisis CARD [CARD ...]",
	    "add cards from your hand face down to the crisis" },
	{ "equip", WHO_ACTIVE, dow_act_equip, "equip CARD to SURVIVOR",
	    "equip a card from your hand" },
	{ "handoff", WHO_ACTIVE, dow_act_handoff, "handoff CARD to SURVIVOR",
	    "pass an equipped card to another survivor at the same location" },
	{ "end", WHO_ACTIVE, dow_act_end, "end", "end your turn" },
	{ "done", WHO_ACTIVE, dow_act_end, "done", "the same as end" },
	{ "play", WHO_ACTIVE, dow_act_play, "play CARD [on SURVIVOR] [at LOCATION]",
	    "play a card from your hand" },
	{ "use", WHO_ACTIVE, dow_act_use, "use SURVIVOR|CARD [on SURVIVOR] [at LOCATION] [DIE]",
	    "use a survivor's power or an equipped card's action" },
	{ "place", WHO_ACTIVE, dow_act_place, "place CARD",
	    "put a card of your hand on the main objective, when it takes that type" },
	{ "choose", WHO_XROADS, dow_act_choose, "choose 1 | choose 2",
	    "choose an option of the crossroads card just revealed" },
	{ "exile", WHO_ACTIVE, dow_act_exile, "exile PLAYER",
	    "call a vote to exile another player (once a turn)" },
	{ "vote", WHO_VOTE, dow_act_vote, "vote yes | vote no",
	    "your secret vote on the exile called" },
	{ "request", WHO_ACTIVE, dow_act_request, "request [WHAT]",
	    "ask the other players for item cards" },
	{ "give", WHO_GIVE, dow_act_give, "give CARD | give nothing",
	    "answer a request: the card is played at once for the requester" },
	{ "standing", WHO_ANY, dow_act_standing,
	    "standing bite die|roll|off, standing give nothing|off, standing vote yes|no|off,"
	    " standing choose 1|2|off",
	    "answer these decisions for you from now on, without a mail" },
	{ "bite", WHO_BITE, dow_act_bite, "bite die | bite roll",
	    "the bitten survivor dies, or rolls the exposure die (a blank saves it)" },
	{ "reveal", WHO_HOLDER, dow_act_reveal, "reveal",
	    "say that the trigger of the crossroads card you hold has happened" },
	{ "send", WHO_SEND, dow_act_send, "send SURVIVOR to LOCATION | send all to LOCATION",
	    "where your survivors go now that they must leave the colony" },
	{ "leader", WHO_RELEAD, dow_act_relead, "leader NAME",
	    "name your new group leader, after the old one left play" },
};

/* waits_for - what the game waits for, in words, or NULL */

static const char *
waits_for(const struct dow_state *s)
{
	switch (s->wait.kind) {
	case DOW_W_SEARCH:
		return ("to finish a search (keep CARD or noise)");
	case DOW_W_BITE:
		return ("to decide a bitten survivor's fate (bite die or bite roll)");
	case DOW_W_VOTE:
		return ("for every vote");
	case DOW_W_XROADS:
		return ("to choose a crossroads option (choose 1 or choose 2)");
	case DOW_W_SEND:
		return ("to send its survivors out of the colony (send all to LOCATION)");
	default:
		return (NULL);
	}
}

/* vote_refused - why seat may not vote on the exile in hand: exiled,
 * already answered (by hand or by its standing instruction), or the tie
 * is the first player's to break */

static enum pb_rc
vote_refused(const struct dow_state *s, int seat, struct pb_err *err)
{
	if (s->pl[seat].exiled || s->pl[seat].out)
		return (pb_err_set(err, PB_EDATA, "exiled players cannot vote"));
	if (s->wait.loc == 1)
		return (pb_err_set(err, PB_EDATA,
		    "every vote is in and tied: Player %d, the first player, breaks the tie",
		    s->first_player));
	if (seats_vote_choice(s->wait.votes, seat) >= 0 && s->pl[seat].auto_vote)
		return (pb_err_set(err, PB_EDATA,
		    "you have already answered this vote by your standing instruction"
		    " (standing vote off to answer by hand next time)"));
	return (pb_err_set(err, PB_EDATA, "you have already voted on exiling Player %d",
	    s->wait.target));
}

/* allowed - may seat give this command now?  PB_OK or why not */

static enum pb_rc
allowed(const struct dow_state *s, int seat, const struct dow_cmd *c, struct pb_err *err)
{
	int want = c->who;

	if ((want == WHO_SETUP) != (s->phase == DOW_PHASE_SETUP))
		return (pb_err_set(err, PB_EDATA,
		    want == WHO_SETUP ? "\"%s\" is a set-up command and the set-up is over"
		                      : "\"%s\" waits until every player has chosen survivors",
		    c->word));
	if (want == WHO_SETUP || want == WHO_ANY)
		return (PB_OK);
	if (want == WHO_RELEAD)
		return (s->pl[seat].relead ? PB_OK
		                           : pb_err_set(err, PB_EDATA,
		                               "your group leader changes only when it leaves"
		                               " play: then you may name another"));
	if (s->wait.kind != DOW_W_NONE) {
		if (s->wait.seat == seat
		    && ((s->wait.kind == DOW_W_SEARCH && want == WHO_SEARCH)
		        || (s->wait.kind == DOW_W_BITE && want == WHO_BITE)
		        || (s->wait.kind == DOW_W_XROADS && want == WHO_XROADS)
		        || (s->wait.kind == DOW_W_SEND && want == WHO_SEND)))
			return (PB_OK);
		if (((s->wait.kind == DOW_W_VOTE && want == WHO_VOTE)
		        || (s->wait.kind == DOW_W_REQUEST && want == WHO_GIVE))
		    && s->wait.votes[seat] == DOW_VOTE_DUE)
			return (PB_OK);
		if (s->wait.kind == DOW_W_VOTE && want == WHO_VOTE)
			return (vote_refused(s, seat, err));
		if (s->wait.kind == DOW_W_VOTE)
			return (pb_err_set(err, PB_EDATA,
			    "not done: the game waits for the votes on exiling Player %d",
			    s->wait.target));
		if (s->wait.kind == DOW_W_REQUEST)
			return (pb_err_set(err, PB_EDATA,
			    "not done: the game waits for the answers to Player %d's request",
			    s->wait.seat));
		return (pb_err_set(err, PB_EDATA, "not done: the game waits for Player %d %s",
		    s->wait.seat, waits_for(s)));
	}
	if (want == WHO_HOLDER)
		return (s->pl[seat].xroads >= 0
		        ? PB_OK
		        : pb_err_set(err, PB_EDATA, "you hold no crossroads card"));
	if (want != WHO_ACTIVE)
		return (pb_err_set(err, PB_EDATA, "nothing waits for \"%s\" now", c->word));
	if (seat != s->active)
		return (pb_err_set(err, PB_EDATA, "it is Player %d's turn", s->active));
	return (PB_OK);
}

/* find_cmd - the entry for a word that fits the moment, or the first */

static const struct dow_cmd *
find_cmd(const struct dow_state *s, int seat, const char *word)
{
	const struct dow_cmd *first = NULL;
	size_t                i;

	for (i = 0; i < PB_NELEM(dow_cmds); i++) {
		if (strcmp(dow_cmds[i].word, word) != 0)
			continue;
		/* None fits: the one of this phase says best why not. */
		if (first == NULL || ((first->who == WHO_SETUP) != (s->phase == DOW_PHASE_SETUP)))
			first = &dow_cmds[i];
		if (allowed(s, seat, &dow_cmds[i], NULL) == PB_OK)
			return (&dow_cmds[i]);
	}
	return (first);
}

/* result_text - what this line did: the public events it added, then
 * what only the player sees.  When the events go out as news (event),
 * the reply lists them one a line: the result is then only what the
 * player alone sees, so that no event is told twice. */

static void
result_text(struct dow_state *s, size_t mark, struct game_result *res)
{
	char *priv = res->text;

	/* Whoever else must now decide, and every turn change, is news for all. */
	if (s->wait.kind == DOW_W_BITE || s->wait.kind == DOW_W_VOTE || s->wait.kind == DOW_W_XROADS
	    || s->wait.kind == DOW_W_REQUEST || s->wait.kind == DOW_W_SEND
	    || s->phase == DOW_PHASE_ENDED)
		res->broadcast = 1;
	if (res->broadcast && s->journal.len > 0) {
		res->event = pb_buf_steal(&s->journal);
		pb_buf_init(&s->journal);
		return;
	}
	res->text = pb_asprintf("%s%s", s->journal.s ? s->journal.s + mark : "", priv ? priv : "");
	free(priv);
	/* One paragraph: the journal's lines joined. */
	for (priv = res->text; (priv = strchr(priv, '\n')) != NULL;)
		*priv = priv[1] ? ' ' : '\0';
}

/* standing_line - the line a standing instruction answers the decision
 * waited for with, or NULL; *seat is who answers */

static const char *
standing_line(const struct dow_state *s, int *seat)
{
	static const char *const choose[] = { "choose 1", "choose 2" };
	const char              *line = NULL;
	int                      k;

	*seat = s->wait.seat;
	if (s->wait.kind == DOW_W_BITE && s->pl[s->wait.seat].auto_bite)
		return (s->pl[s->wait.seat].auto_bite == 2 ? "bite roll" : "bite die");
	if (s->wait.kind == DOW_W_XROADS && s->pl[s->wait.seat].auto_choose)
		return (choose[s->pl[s->wait.seat].auto_choose - 1]);
	for (k = 1; line == NULL && k <= s->nseats; k++) {
		if (s->wait.votes[k] != DOW_VOTE_DUE)
			continue;
		if (s->wait.kind == DOW_W_VOTE && s->pl[k].auto_vote)
			line = s->pl[k].auto_vote == DOW_VOTE_YES ? "vote yes" : "vote no";
		else if (s->wait.kind == DOW_W_REQUEST && s->pl[k].auto_give)
			line = "give nothing";
		*seat = k;
	}
	return (line);
}

/* standing_apply - one line a standing instruction gives for seat */

static enum pb_rc
standing_apply(
    struct dow_state *s, int seat, const char *line, struct game_result *res, struct pb_err *err)
{
	struct lex_line *l;
	enum pb_rc       rc;

	if (lex_line(line, &l, err) != PB_OK)
		pb_panic("standing_apply: %s", line);
	rc = find_cmd(s, seat, l->argv[0])->fn(s, seat, l, res, err);
	lex_free(l);
	return (rc);
}

/* settle - after a command: the crossroads events held back, the exiled
 * survivors to send out, and the decisions that a seat's standing
 * instructions answer, as if that seat had mailed them */

static void
settle(struct dow_state *s, struct game_result *res)
{
	struct game_result mine;
	struct pb_err      err;
	const char        *line;
	int                seat, guard;

	for (guard = 0; guard < 64 && s->phase == DOW_PHASE_ROUND; guard++) {
		dow_emit_flush(s);
		dow_send_wait(s);
		if ((line = standing_line(s, &seat)) == NULL)
			return;
		/* Say who answered, not how: a vote stays secret until the tally. */
		pb_buf_printf(
		    &s->journal, "(Player %d answers by a standing instruction.)\n", seat);
		memset(&mine, 0, sizeof(mine));
		if (standing_apply(s, seat, line, &mine, &err) != PB_OK
		    && (s->wait.kind != DOW_W_XROADS
		        || standing_apply(
		               s, seat, line[7] == '1' ? "choose 2" : "choose 1", &mine, &err)
		            != PB_OK)) /* the option that cannot happen: the other one */
			pb_panic("settle: \"%s\" refused: %s", line, err.msg);
		res->reveal_ballots |= mine.reveal_ballots; /* a standing vote closed it */
		game_result_clear(&mine);
		res->broadcast = 1;
	}
}

/* dow_command - apply one line of a seat */

enum pb_rc
dow_command(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	const struct dow_cmd *c;
	enum pb_rc            rc;
	size_t                mark;
	int                   held;

	if (seat < 1 || seat > s->nseats)
		pb_panic("dow_command: seat %d of %d", seat, s->nseats);
	if (s->phase == DOW_PHASE_ENDED)
		return (pb_err_set(err, PB_EDATA, "the game has ended"));
	if ((c = find_cmd(s, seat, l->argv[0])) == NULL)
		return (pb_err_set(
		    err, PB_EDATA, "unknown command \"%s\" (write HELP for the list)", l->argv[0]));
	if ((rc = allowed(s, seat, c, err)) != PB_OK)
		return (rc);
	if (s->journal.s == NULL)
		pb_buf_init(&s->journal);
	mark = s->journal.len;
	held = s->nevq;
	if ((rc = c->fn(s, seat, l, res, err)) != PB_OK) {
		s->nevq = held; /* a refused line changes nothing */
		return (rc);
	}
	settle(s, res);
	if (s->phase == DOW_PHASE_SETUP)
		finish_if_all(s, res);
	if (s->phase != DOW_PHASE_SETUP)
		result_text(s, mark, res);
	return (PB_OK);
}

/* help_list - dow_help(), at most max entries (0: all); with example
 * set, an entry of a command offered has its example only, found
 * sooner (dow_help_fill()) */

static json_t *
help_list(const struct dow_state *s, int seat, int lang, const char *word, size_t max, int example)
{
	const char *more;
	json_t     *a = json_array(), *e;
	size_t      i;
	int         first = 1, now;

	for (i = 0; i < PB_NELEM(dow_cmds) && (max == 0 || json_array_size(a) < max); i++) {
		if (word != NULL && strcmp(dow_cmds[i].word, word) != 0)
			continue;
		now = s->phase != DOW_PHASE_ENDED && allowed(s, seat, &dow_cmds[i], NULL) == PB_OK;
		if (word == NULL && !now)
			continue;
		e = json_pack("{s:s, s:s, s:s}", "word", dow_cmds[i].word, "usage",
		    dow_text_in(dow_cmds[i].usage, lang), "text",
		    dow_text_in(dow_cmds[i].text, lang));
		/* Offered only when a line of it would be accepted now. */
		if (!(now && dow_help_fill(s, seat, dow_cmds[i].word, example, e)) && word == NULL) {
			json_decref(e);
			continue;
		}
		if (word != NULL && first && (more = dow_more(word, lang)) != NULL)
			json_object_set_new(e, "more", json_string(more));
		first = 0;
		json_array_append_new(a, e);
	}
	return (a);
}

/* dow_help - the commands a seat may give now, in a language, each with
 * an example line that would be accepted and its possible arguments
 * (dow_help.c tries them); with a word, every form of that command,
 * allowed now or not, the first with the full explanation */

json_t *
dow_help(const struct dow_state *s, int seat, int lang, const char *word)
{
	return (help_list(s, seat, lang, word, 0, 0));
}

/* dow_actions - the first max entries of dow_help() without a word,
 * each with its example but without its arguments (game.h actions()) */

json_t *
dow_actions(const struct dow_state *s, int seat, int lang, size_t max)
{
	return (help_list(s, seat, lang, NULL, max, 1));
}

/* dow_knows - is word a command of the table, allowed now or not: would
 * dow_help() with it list anything (game.h knows())? */

int
dow_knows(const struct dow_state *s, int seat, const char *word)
{
	size_t i;

	(void)s;
	(void)seat;
	for (i = 0; i < PB_NELEM(dow_cmds); i++)
		if (strcmp(dow_cmds[i].word, word) == 0)
			return (1);
	return (0);
}
