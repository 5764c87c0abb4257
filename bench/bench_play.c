/*++
/* NAME
/*	bench_play 3
/* SUMMARY
/*	live Dead of Winter games, and the mail their players send
/* SYNOPSIS
/*	#include "bench.h"
/*
/*	void	bench_play_init(struct bench_play *pl, int ngames,
/*				unsigned first_seed, const char *tag,
/*				struct bench_site **sites, int nsites);
/*	void	bench_play_free(struct bench_play *pl);
/*	int64_t	bench_game_new(struct bench_site *s, unsigned seed,
/*				const char *tag);
/*	int64_t	bench_game_new_as(struct bench_site *s, unsigned seed,
/*				const char *tag, int nseats,
/*				const char *langs);
/*	void	bench_play_start(struct bench_play *pl);
/*	void	bench_play_next(struct bench_play *pl, int slot,
/*				struct bench_mail *m);
/*	int	bench_play_after(struct bench_play *pl, int slot);
/*	void	bench_play_ask(struct bench_play *pl, int slot, int seat,
/*				const char *lines, struct bench_mail *m);
/*	void	bench_mail_clear(struct bench_mail *m);
/* DESCRIPTION
/*	bench_play_init() prepares NGAMES slots for games played on
/*	SITES: every game is created in each of them (with the same seed
/*	they become the same game, with the same id), and the mail is
/*	written from the first, so that the other sites can be given the
/*	same mails in the same order.
/*
/*	The mail measured is the mail players send.  bench_play_next()
/*	writes the next mail of the game in SLOT: the seat the game waits
/*	for (read off the stored state, as the bots of check_dow_bots do)
/*	answers its newest mail in the outbox as a mail client does: "Re:"
/*	and the move token in the Subject, In-Reply-To and References,
/*	its command lines on top, then "On ... wrote:" and the old mail
/*	quoted with "> ".  One mail in four also carries a signature and
/*	a "Sent from my phone" line; one in four is multipart/alternative
/*	with an HTML part that quotes the old mail in a <blockquote>, as
/*	phone and web clients send it.
/*
/*	The commands are those a player gives: at set-up, keep survivors
/*	and name a leader; in a turn, one or two lines such as a move and
/*	a search, an attack, a barricade, food or a crisis card, and "end"
/*	when the dice are spent; to a decision, its answer (keep a card,
/*	bite roll, vote no, give nothing, choose 1, send all to colony).
/*	Choices come from a ChaCha20 stream of their own (same run, same
/*	mails).  Some lines are refused, as some players' lines are.
/*
/*	bench_game_new() creates a game (3, 4 or 5 seats by seed) through
/*	gamectl_create(), with player addresses made of TAG and the seed,
/*	so that two sites that share a key never share an address.
/*	bench_game_new_as() does the same with NSEATS seats; LANGS, when
/*	not NULL, is a comma-separated list of languages given to the seats
/*	in turn, starting at one chosen by the seed ("ADDR:it").  The
/*	slots of bench_play_init() use pl->seats_min and pl->seats_span
/*	(3 and 3 unless the caller changes them) and pl->langs.
/*
/*	bench_play_ask() writes a mail of SEAT of the game in SLOT that
/*	holds LINES (a read-only command such as "help"), as a reply to
/*	its newest mail.
/*
/*	bench_play_after() records what the mail did: the commands that
/*	were applied (the move log's growth, returned).  A game that ended,
/*	or that three mails in a row left unchanged, is replaced by a new
/*	one at the next bench_play_next().
/* DIAGNOSTICS
/*	Any failure ends the program with bench_die().
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>
#include <sqlite3.h>

/* pbemd-wide. */
#include "arbiter/gamectl.h"
#include "core/pb.h"
#include "core/rng.h"
#include "games/dow/dow.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

#define BENCH_STALLS 3 /* mails in a row that change nothing: a new game */

static const char *const locs[DOW_NLOCS] = { "colony", "police", "grocery", "school", "gas",
	"library", "hospital" };

/* bench_play_init - NGAMES slots, seeds from FIRST_SEED */

void
bench_play_init(struct bench_play *pl, int ngames, unsigned first_seed, const char *tag,
    struct bench_site **sites, int nsites)
{
	unsigned char seed[32] = "pbemd-bench players";

	memset(pl, 0, sizeof(*pl));
	pl->games = pb_calloc((size_t)ngames, sizeof(*pl->games));
	pl->ngames = ngames;
	pl->next_seed = first_seed;
	pl->tag = tag;
	pl->sites = sites;
	pl->nsites = nsites;
	pl->seats_min = 3;
	pl->seats_span = 3;
	pb_rng_init(&pl->rng, seed, 0);
}

/* bench_play_free - release the slots */

void
bench_play_free(struct bench_play *pl)
{
	free(pl->games);
	pl->games = NULL;
}

/* bench_game_new - a game through gamectl_create(), its id */

int64_t
bench_game_new(struct bench_site *s, unsigned seed, const char *tag)
{
	return (bench_game_new_as(s, seed, tag, 3 + (int)(seed % 3), NULL));
}

/* lang_of - the Kth language of a comma-separated list, in buf */

static const char *
lang_of(const char *langs, int k, char *buf, size_t len)
{
	const char *p = langs, *e;
	int         n = 1;

	for (e = langs; *e; e++)
		n += *e == ',';
	for (k %= n; k > 0; k--)
		p = strchr(p, ',') + 1;
	e = strchr(p, ',');
	snprintf(buf, len, "%.*s", (int)(e ? (size_t)(e - p) : strlen(p)), p);
	return (buf);
}

/* bench_game_new_as - a game of n seats, languages from langs */

int64_t
bench_game_new_as(struct bench_site *s, unsigned seed, const char *tag, int n, const char *langs)
{
	unsigned char sd[32] = { 0 };
	struct pb_err err;
	json_t       *opts = json_object();
	char         *addrs[5], lang[8];
	int64_t       id;
	int           k;

	memcpy(sd, &seed, sizeof(seed));
	for (k = 0; k < n; k++)
		addrs[k] = langs == NULL
		    ? pb_asprintf("p%d.%s%u@players.example", k + 1, tag, seed)
		    : pb_asprintf("p%d.%s%u@players.example:%s", k + 1, tag, seed,
		          lang_of(langs, (int)seed + k, lang, sizeof(lang)));
	if (gamectl_create(s->p, "dow", addrs, n, opts, sd, &id, &err) != PB_OK)
		bench_die("game %u: %s", seed, err.msg);
	for (k = 0; k < n; k++)
		free(addrs[k]);
	json_decref(opts);
	return (id);
}

/* slot_new - a fresh game in a slot, the same in every site */

static void
slot_new(struct bench_play *pl, int slot)
{
	struct bench_game *bg = &pl->games[slot];
	int                k;

	memset(bg, 0, sizeof(*bg));
	bg->seed = pl->next_seed++;
	bg->nseats = pl->seats_min + (int)(bg->seed % (unsigned)pl->seats_span);
	bg->id = bench_game_new_as(pl->sites[0], bg->seed, pl->tag, bg->nseats, pl->langs);
	for (k = 1; k < pl->nsites; k++)
		if (bench_game_new_as(pl->sites[k], bg->seed, pl->tag, bg->nseats, pl->langs)
		    != bg->id)
			bench_die("game %u has another id in %s", bg->seed, pl->sites[k]->dir);
	pl->created++;
}

/* bench_play_start - every slot gets a game */

void
bench_play_start(struct bench_play *pl)
{
	int i;

	for (i = 0; i < pl->ngames; i++)
		slot_new(pl, i);
}

/* pick - uniform in [0, n) from the players' stream */

static int
pick(struct bench_play *pl, int n)
{
	return (n > 0 ? (int)pb_rng_below(&pl->rng, (uint32_t)n) : 0);
}

/* who_acts - the seat the game waits for */

static int
who_acts(const struct dow_state *s)
{
	int k;

	if (s->phase == DOW_PHASE_SETUP) {
		for (k = 1; k <= s->nseats; k++)
			if (!s->pl[k].ready)
				return (k);
		return (1);
	}
	if (s->wait.kind == DOW_W_SEARCH || s->wait.kind == DOW_W_BITE
	    || s->wait.kind == DOW_W_XROADS || s->wait.kind == DOW_W_SEND)
		return (s->wait.seat);
	if (s->wait.kind == DOW_W_VOTE || s->wait.kind == DOW_W_REQUEST)
		for (k = 1; k <= s->nseats; k++)
			if (s->wait.votes[k] == DOW_VOTE_DUE)
				return (k);
	return (s->active);
}

/* setup_lines - keep the survivors offered first, lead with the first */

static char *
setup_lines(const struct dow_state *s, int seat)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	pb_buf_puts(&b, "keep");
	for (i = 0; i < dow_keep_count(s); i++)
		pb_buf_printf(&b, " \"%s\"", dow_surv_name(s, s->pl[seat].offered.v[i]));
	pb_buf_printf(&b, "\nleader \"%s\"\n", dow_surv_name(s, s->pl[seat].offered.v[0]));
	return (pb_buf_steal(&b));
}

/* hand_card - a card of the hand that is food (want_food) or that the
 * crisis asks for; NULL if none */

static const char *
hand_card(const struct dow_state *s, int seat, int want_food)
{
	const struct deck     *h = &s->pl[seat].hand;
	const struct dow_item *it;
	int                    i;

	for (i = 0; i < h->n; i++) {
		it = &s->pack->item[s->pack->inst[h->v[i]]];
		if (want_food ? it->food > 0
		              : s->crisis >= 0 && it->type == s->pack->crisis[s->crisis].prevent)
			return (it->n.name);
	}
	return (NULL);
}

/* turn_lines - one or two lines of a turn, or "end" */

static char *
turn_lines(struct bench_play *pl, const struct dow_state *s, int seat, int stalls)
{
	const char *who, *card;
	int         own[64], n = 0, i, gi, to;

	for (i = 0; i < s->ngroup && n < 64; i++)
		if (s->group[i].seat == seat)
			own[n++] = i;
	if (stalls > 0 || n == 0 || s->pl[seat].dice.n == 0)
		return (pb_strdup("end\n"));
	gi = own[pick(pl, n)];
	who = dow_surv_name(s, s->group[gi].card);
	to = 1 + pick(pl, DOW_NLOCS - 1);
	if (to == s->group[gi].loc)
		to = DOW_COLONY;
	switch (pick(pl, 8)) {
	case 0:
	case 1:
		return (pb_asprintf("move \"%s\" to %s\nsearch \"%s\"\n", who, locs[to], who));
	case 2:
		return (pb_asprintf("search \"%s\"\n", who));
	case 3:
		return (pb_asprintf("attack \"%s\"\n", who));
	case 4:
		return (pb_asprintf("barricade \"%s\"\n", who));
	case 5:
		if ((card = hand_card(s, seat, 0)) != NULL)
			return (pb_asprintf("crisis \"%s\"\n", card));
		return (pb_strdup("clean\n"));
	case 6:
		if ((card = hand_card(s, seat, 1)) != NULL)
			return (pb_asprintf("play \"%s\"\n", card));
		return (pb_asprintf("move \"%s\" to colony\n", who));
	default:
		return (pb_asprintf("move \"%s\" to %s\nend\n", who, locs[to]));
	}
}

/* answer_lines - the answer to the decision the game waits for */

static char *
answer_lines(struct bench_play *pl, const struct dow_state *s)
{
	switch (s->wait.kind) {
	case DOW_W_SEARCH:
		if (pick(pl, 4) == 0)
			return (pb_strdup("noise\n"));
		return (pb_asprintf("keep \"%s\"\n", dow_item_name(s, s->wait.cards.v[0])));
	case DOW_W_BITE:
		return (pb_strdup("bite roll\n"));
	case DOW_W_XROADS:
		return (pb_asprintf("choose %d\n", 1 + pick(pl, 2)));
	case DOW_W_SEND:
		return (pb_strdup("send all to colony\n"));
	case DOW_W_VOTE:
		return (pb_strdup("vote no\n"));
	default:
		return (pb_strdup("give nothing\n"));
	}
}

/* newest_mail - the newest outbox mail to an address, parsed (whole in
 * outbox_body since schema 021, in message before) */

static struct mime_msg *
newest_mail(struct bench_site *s, const char *addr)
{
	struct mime_msg *m;
	struct pb_err    err;
	sqlite3_stmt    *st;
	sqlite3         *db = store_db(s->p->st);

	if (sqlite3_prepare_v2(db,
	        "SELECT coalesce((SELECT b.message FROM outbox_body b WHERE b.id = outbox.id), "
	        "message) FROM outbox WHERE to_addr = ? ORDER BY id DESC LIMIT 1", -1, &st,
	        NULL)
	    != SQLITE_OK)
		bench_die("outbox: %s", sqlite3_errmsg(db));
	sqlite3_bind_text(st, 1, addr, -1, SQLITE_STATIC);
	if (sqlite3_step(st) != SQLITE_ROW)
		bench_die("no mail to %s", addr);
	if (mime_parse((const char *)sqlite3_column_text(st, 0),
	        (size_t)sqlite3_column_bytes(st, 0), &m, &err)
	    != PB_OK)
		bench_die("mail to %s: %s", addr, err.msg);
	sqlite3_finalize(st);
	return (m);
}

/* quote - the old mail as a reply quotes it: "> " text, or HTML */

static void
quote(struct pb_buf *b, const char *text, int html)
{
	const char *p, *nl;

	for (p = text; *p; p = *nl ? nl + 1 : nl) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		if (!html) {
			pb_buf_puts(b, nl > p ? "> " : ">");
			pb_buf_add(b, p, (size_t)(nl - p));
			pb_buf_putc(b, '\n');
			continue;
		}
		for (; p < nl; p++)
			if (*p == '<')
				pb_buf_puts(b, "&lt;");
			else if (*p == '>')
				pb_buf_puts(b, "&gt;");
			else if (*p == '&')
				pb_buf_puts(b, "&amp;");
			else
				pb_buf_putc(b, *p);
		pb_buf_puts(b, "<br>\n");
	}
}

#define ATTRIBUTION "On Sat, 21 Nov 2026 at 10:00, pbemd <" BENCH_ADDRESS "> wrote:\n"

/* text_body - commands, maybe a signature, then the quoted mail */

static void
text_body(struct pb_buf *b, const char *lines, const char *old, int seat, int signature)
{
	pb_buf_printf(b, "%s\n", lines);
	if (signature)
		pb_buf_printf(b, "-- \nPlayer %d\nSent from my phone\n\n", seat);
	pb_buf_puts(b, ATTRIBUTION);
	quote(b, old, 0);
}

/* html_body - the same, as a web client writes it */

static void
html_body(struct pb_buf *b, const char *lines, const char *old)
{
	const char *p;

	pb_buf_puts(b, "<html><body><div dir=\"ltr\">");
	for (p = lines; *p; p++)
		if (*p == '\n')
			pb_buf_puts(b, "<br>\n");
		else if (*p == '"')
			pb_buf_puts(b, "&quot;");
		else
			pb_buf_putc(b, *p);
	pb_buf_puts(b, "</div><br><div class=\"gmail_quote\">" ATTRIBUTION "<blockquote>\n");
	quote(b, old, 1);
	pb_buf_puts(b, "</blockquote></div></body></html>\n");
}

/* reply - the whole message */

static char *
reply(struct bench_play *pl, const char *from, int seat, const struct mime_msg *old,
    const char *lines)
{
	struct pb_buf b;
	int           style = pl->mails % 4;

	pb_buf_init(&b);
	pb_buf_printf(&b,
	    "From: Player %d <%s>\nTo: pbemd <%s>\nSubject: Re: %s\n"
	    "Message-ID: <bench.%d.%d@players.example>\nIn-Reply-To: <%s>\nReferences: <%s>\n"
	    "Date: Sat, 21 Nov 2026 10:%02d:00 +0000\nMIME-Version: 1.0\n"
	    "User-Agent: pbemd-bench\n",
	    seat, from, BENCH_ADDRESS, old->subject, pl->mails, seat, old->message_id,
	    old->message_id, pl->mails % 60);
	if (style == 2) {
		pb_buf_puts(&b,
		    "Content-Type: multipart/alternative; boundary=\"b1\"\n\n--b1\n"
		    "Content-Type: text/plain; charset=UTF-8\n\n");
		text_body(&b, lines, old->text, seat, 0);
		pb_buf_puts(&b, "\n--b1\nContent-Type: text/html; charset=UTF-8\n\n");
		html_body(&b, lines, old->text);
		pb_buf_puts(&b, "\n--b1--\n");
	} else {
		pb_buf_puts(&b, "Content-Type: text/plain; charset=UTF-8\n\n");
		text_body(&b, lines, old->text, seat, style == 3);
	}
	return (pb_buf_steal(&b));
}

/* count_lines - lines of a command text */

static int
count_lines(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '\n';
	return (n);
}

/* seat_mail - the mail of a seat of game g that answers its newest
 * mail with lines */

static void
seat_mail(struct bench_play *pl, const struct gamectl *g, int seat, const char *lines,
    struct bench_mail *m)
{
	struct mime_msg *old;

	old = newest_mail(pl->sites[0], g->seats[seat - 1]->address);
	m->raw = reply(pl, g->seats[seat - 1]->address, seat, old, lines);
	m->len = strlen(m->raw);
	m->game = g->row->id;
	m->lines = count_lines(lines);
	pl->mails++;
	mime_msg_free(old);
}

/* bench_play_next - the next player mail of the game in a slot */

void
bench_play_next(struct bench_play *pl, int slot, struct bench_mail *m)
{
	struct bench_site *s = pl->sites[0];
	struct bench_game *bg = &pl->games[slot];
	struct dow_state  *ds;
		struct gamectl    *g;
	struct pb_err      err;
	char              *lines;
	int                seat;

	if (bg->ended) {
		slot_new(pl, slot);
		pl->replaced++;
	}
	if (gamectl_load(s->p, bg->id, &g, &err) != PB_OK)
		bench_die("game %lld: %s", (long long)bg->id, err.msg);
	ds = dow_game_state(g->state);
	seat = who_acts(ds);
	if (ds->phase == DOW_PHASE_SETUP)
		lines = setup_lines(ds, seat);
	else if (ds->wait.kind != DOW_W_NONE)
		lines = answer_lines(pl, ds);
	else
		lines = turn_lines(pl, ds, seat, bg->stalls);
	seat_mail(pl, g, seat, lines, m);
	free(lines);
	gamectl_free(g);
}

/* bench_play_ask - a mail of one seat that holds the lines given */

void
bench_play_ask(struct bench_play *pl, int slot, int seat, const char *lines, struct bench_mail *m)
{
	struct bench_game *bg = &pl->games[slot];
	struct gamectl    *g;
	struct pb_err      err;

	if (gamectl_load(pl->sites[0]->p, bg->id, &g, &err) != PB_OK)
		bench_die("game %lld: %s", (long long)bg->id, err.msg);
	seat_mail(pl, g, seat, lines, m);
	gamectl_free(g);
}

/* bench_play_after - the commands a mail applied; mark games to replace */

int
bench_play_after(struct bench_play *pl, int slot)
{
	struct bench_site *s = pl->sites[0];
	struct bench_game *bg = &pl->games[slot];
	struct store_game *row;
	struct pb_err      err;
	int                applied;

	if (store_game_get(s->p->st, bg->id, &row, &err) != PB_OK)
		bench_die("game %lld: %s", (long long)bg->id, err.msg);
	applied = (int)(row->seq - bg->seq);
	bg->stalls = applied ? 0 : bg->stalls + 1;
	bg->seq = row->seq;
	if (strcmp(row->status, "ended") == 0)
		bg->ended = 1;
	else if (bg->stalls >= BENCH_STALLS) {
		bg->ended = 1;
		pl->stuck++;
	}
	store_game_free(row);
	return (applied);
}

/* bench_mail_clear - release a mail */

void
bench_mail_clear(struct bench_mail *m)
{
	free(m->raw);
	memset(m, 0, sizeof(*m));
}
