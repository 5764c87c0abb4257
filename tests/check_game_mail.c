/*++
/* NAME
/*	check_game_mail 1
/* SUMMARY
/*	a whole Dead of Winter game played by mail, end to end
/* SYNOPSIS
/*	tests/check_game_mail
/* DESCRIPTION
/*	One 3-player game with a fixed seed is played from its creation to
/*	the final reveal through the real pipeline of a pbemd installation
/*	in a temporary directory (testmail.h): every player mail is dropped
/*	into the inbox Maildir and processed by the daemon's pass, and every
/*	answer is read back from the outbox Maildir it was delivered to.
/*
/*	The players know only their mails.  The board of the newest mail
/*	says whose move it is ("Waiting for Player N to ..."); that player's
/*	own newest mail says what to answer ("It is your turn", "Your
/*	search shows", "The bite spreads to", "A vote to exile", "asks for
/*	item cards", "The crossroads card ...").  The player replies to
/*	that mail as a mail client does: the token in the "Re:" Subject,
/*	In-Reply-To, the old mail quoted below with "> ", sometimes a
/*	signature (holding a command that must not be read), sometimes an
/*	HTML-only body with the old mail in a <blockquote>.  The commands
/*	are several lines (a turn is "crisis", "move", "attack",
/*	"barricade", "search" and so on, "end"), with every name taken from
/*	the mail text, never from the engine.  A refused line is part of
/*	play: the test reads the answer and goes on.  Test ids:
/*
/*	game-1.1  creation: one welcome per seat, at its registered
/*		  address, with a secret objective, the survivors dealt and
/*		  the seed hash
/*	game-1.1b the welcome's example keeps survivors dealt to that seat
/*	game-1.2  the set-up by mail: every keep and leader line done;
/*		  round 1 begins; the choice is said once
/*	game-1.2b HELP's examples name the reader's own survivors, and
/*		  it lists the choices of a command that has few
/*	game-1.3  after every pass: one message processed and applied;
/*		  every queued mail was delivered to the outbox Maildir,
/*		  addressed (To:) to the registered address of the seat whose
/*		  footer it carries; every mail is a game mail (no notice
/*		  about tokens); every mail has the same seed hash
/*	game-1.4  privacy: a mail holds one private part, its own seat's
/*		  (its first screen, whose survivors must be its own, and
/*		  the part ONLY FOR YOU; a reply that shows no board is
/*		  private up to its footer);
/*		  its hand list agrees with the public hand count; no mail
/*		  holds a private line another seat was shown (dealt
/*		  survivor, hand card, secret objective and its goal, held
/*		  crossroads card, search result) unless its own private part
/*		  holds the same line; the lines of an answer (the commands,
/*		  what a search shows, the card kept) reach no other seat
/*	game-1.5  the answer to each player mail replies to it (In-Reply-
/*		  To) and lists every command line once, in order, each done
/*		  or refused; the quote and the signature are reported as not
/*		  read
/*	game-1.6  the seat the board waits for has a newest mail that tells
/*		  it what to answer; an answer to a decision (search, bite,
/*		  vote, request, crossroads) changes the game, a turn does
/*		  within GM_STUCK mails; the game ends within GM_MAXMAILS
/*		  player mails
/*	game-1.7  every seat receives the final reveal: every seat's WINS
/*		  or loses and objective, the one that seat was shown
/*		  privately; a later command is refused
/*	game-1.9  then every seat gets the reveal (reveal(3)): every seat's
/*		  cards and objective, the seed; the privacy checks of
/*		  game-1.4 stop there, by design
/*	game-1.8  the export (pbemctl game export) holds the seed, whose
/*		  SHA-256 is the seed hash of every mail, and no address; it
/*		  held no seed before the end; replay --verify holds
/*
/*	On a failure about the course of the game, the newest mails of
/*	every seat are printed.  PBEMD_GAME_SEED=N plays another seed;
/*	PBEMD_GAME_LEVEL=LEVEL plays the first case at that notification
/*	level instead of every (notify_level.h; game-1.2 then asks the
/*	news of round 1 of no seat; at level digest the players wait for a
/*	daily digest this test never sends).  A second case plays the same game at
/*	level waiting, the default, where a seat learns it must act only
/*	from the mail it gets when the game starts to wait on it (not when
/*	recording);
/*	PBEMD_GAME_VERBOSE=1 prints what every player mail did;
/*	PBEMD_GAME_MAILS=1 the player and arbiter mails of each game.
/*
/*	PBEMD_GAME_COUNT=N plays N games one after the other in the same
/*	installation, with seeds GM_SEED (or PBEMD_GAME_SEED) and the next
/*	N-1 numbers.  PBEMD_GAME_RECORD=DIR records them for the crash test
/*	(tests/e2e-crash.sh): DIR/mail/NNNNN, every player mail in the
/*	order it was processed; DIR/pbemd.key, the installation's key (the
/*	mails' tokens verify only with it); DIR/games, a line per game:
/*	"ID SEED SEQ STATE_HASH LAST_HASH" (SEED in hex, as pbemctl game
/*	new --seed takes it); DIR/counts: "INBOX OUTBOX" rows at the end.
/*--*/

/* System. */
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Third party. */
#include <check.h>
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "arbiter/gamectl.h"
#include "core/digest.h"
#include "core/pb.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "testmail.h"
#include "testrun.h"

#define GM_SEATS 3
#define GM_SEED 174u     /* a varied game when written; every seed must pass */
#define GM_MAXMAILS 3000 /* player mails before the game must have ended */
#define GM_STUCK 4       /* answers in a row to one unchanged token */
#define GM_MAXLINES 20   /* command lines in one player mail */
#define GM_NLOCS 7
#define GM_COLONY 0
#define GM_LINE 16384 /* longest mail line read whole */

static const char *const gm_titles[GM_NLOCS] = { "Colony", "Police Station", "Grocery Store",
	"School", "Gas Station", "Library", "Hospital" };
static const char *const gm_words[GM_NLOCS] = { "colony", "police", "grocery", "school", "gas",
	"library", "hospital" };

/* One mail as its reader's client shows it. */
struct gm_mail {
	char *msgid;
	char *in_reply_to;
	char *subject;
	char *text;
};

/* What one player received and remembers. */
struct gm_box {
	char           *addr;
	int             skip; /* mails to addr queued before this game */
	struct gm_mail *mail; /* oldest first */
	int             n;
	char          **priv; /* private lines this seat was shown */
	int             npriv;
	char           *stat_name[4]; /* the survivors dealt, from the welcome */
	int             attack[4], search[4];
	int             turn_round;  /* round of its last turn plan */
	char           *last_token;  /* token of the mail it last answered */
	int             same;        /* answers in a row to that token */
	int             helped;      /* has asked HELP */
	int             can_exile;   /* HELP listed "exile" */
	int             can_request; /* HELP listed "request" */
	int             requested;   /* has asked the others for cards */
	int             examples;    /* HELP examples checked (game-1.2b) */
	int             choices;     /* HELP choices lines seen (game-1.2b) */
};

/* The table: the installation, the game, the players. */
struct gm {
	struct test_env *e;
	int64_t          game;
	unsigned         seed;
	struct gm_box    box[GM_SEATS + 1];
	char            *seed_hash; /* of the first mail */
	int              sent;      /* player mails sent */
	int              last;      /* seat answered last: its newest mail is the newest */
	int              exiles;    /* exile votes called */
	int              ended;
};

/* What a player reads off its newest mail. */
struct gm_card {
	char name[96];
	char type[24];
	char kind[24];
};

struct gm_surv {
	char name[96];
	int  loc;
};

struct gm_view {
	int            round;
	int            zombies[GM_NLOCS], deck[GM_NLOCS];
	struct gm_surv mine[16];
	int            nmine;
	struct gm_card hand[64];
	int            nhand;
	int            dice[16], ndice;
	char           crisis[24]; /* the type that prevents the crisis */
	struct gm_card seen[16];   /* the cards a search shows */
	int            nseen;
	int            noise; /* the answer offers "noise" */
	int            food;  /* the food supply */
};

/* gm_level - the notification level of every seat (notify_level.h) */

static const char *gm_level = "every";

/* gm_mails - PBEMD_GAME_MAILS: print the player and arbiter mails of
 * the game (make mailcount measures them on more games) */

static void
gm_mails(const struct gm *g)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n, i;
	int                mine = 0;

	if (getenv("PBEMD_GAME_MAILS") == NULL)
		return;
	ck_assert(store_out_list(g->e->p->st, NULL, &rows, &n, &err) == PB_OK);
	for (i = 0; i < n; i++)
		mine += rows[i]->game_id == g->game;
	store_out_list_free(rows, n);
	printf("game %lld (seed %u, level %s): %d player mails, %d arbiter mails\n",
	    (long long)g->game, g->seed, gm_level, g->sent, mine);
}

/* gm_seed - the game's seed: GM_SEED, or PBEMD_GAME_SEED to explore */

static unsigned
gm_seed(void)
{
	const char *s = getenv("PBEMD_GAME_SEED");

	return (s ? (unsigned)strtoul(s, NULL, 10) : GM_SEED);
}

/* ---- recording for the crash test ------------------------------------ */

static int gm_recorded; /* player mails written to PBEMD_GAME_RECORD */

/* gm_record_mail - a player mail, into DIR/mail in processing order */

static void
gm_record_mail(const char *msg)
{
	const char *dir = getenv("PBEMD_GAME_RECORD");
	char       *path;
	FILE       *fp;

	if (dir == NULL)
		return;
	path = pb_asprintf("%s/mail/%05d", dir, gm_recorded++);
	ck_assert_ptr_nonnull(fp = fopen(path, "w"));
	fputs(msg, fp);
	ck_assert_int_eq(fclose(fp), 0);
	free(path);
}

/* gm_record_game - a game's line in DIR/games, once it has ended */

static void
gm_record_game(const struct gm *g)
{
	const char        *dir = getenv("PBEMD_GAME_RECORD");
	unsigned char      seed[32] = { 0 };
	struct store_game *row;
	struct pb_err      err;
	char              *path, *hex;
	FILE              *fp;

	if (dir == NULL)
		return;
	memcpy(seed, &g->seed, sizeof(g->seed));
	hex = pb_hex(seed, sizeof(seed));
	ck_assert(store_game_get(g->e->p->st, g->game, &row, &err) == PB_OK);
	path = pb_asprintf("%s/games", dir);
	ck_assert_ptr_nonnull(fp = fopen(path, "a"));
	fprintf(fp, "%lld %s %lld %s %s\n", (long long)g->game, hex, (long long)row->seq,
	    row->state_hash, row->last_hash);
	ck_assert_int_eq(fclose(fp), 0);
	store_game_free(row);
	free(path);
	free(hex);
}

/* gm_record_end - the key and the row counts of the installation */

static void
gm_record_end(struct test_env *e)
{
	const char          *dir = getenv("PBEMD_GAME_RECORD");
	struct store_out   **out;
	struct store_inbox **in;
	struct pb_err        err;
	size_t               nout, nin, i;
	char                *cmd, *path;
	FILE                *fp;

	if (dir == NULL)
		return;
	cmd = pb_asprintf("cp '%s/pbemd.key' '%s/pbemd.key'", e->dir, dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	ck_assert(store_out_list(e->p->st, NULL, &out, &nout, &err) == PB_OK);
	ck_assert(store_inbox_list(e->p->st, &in, &nin, &err) == PB_OK);
	path = pb_asprintf("%s/counts", dir);
	ck_assert_ptr_nonnull(fp = fopen(path, "w"));
	fprintf(fp, "%zu %zu\n", nin, nout);
	ck_assert_int_eq(fclose(fp), 0);
	free(path);
	store_out_list_free(out, nout);
	for (i = 0; i < nin; i++)
		store_inbox_free(in[i]);
	free(in);
}

/* ---- reading mail text ----------------------------------------------- */

/* gm_line - copy the line at p into buf (cut to n-1); the next line or NULL */

static const char *
gm_line(const char *p, char *buf, size_t n)
{
	const char *nl = strchr(p, '\n');
	size_t      len = nl ? (size_t)(nl - p) : strlen(p);

	if (len >= n)
		len = n - 1;
	memcpy(buf, p, len);
	buf[len] = '\0';
	return (nl ? nl + 1 : NULL);
}

/* gm_has_line - does text hold line as a whole line? */

static int
gm_has_line(const char *text, const char *line)
{
	size_t      len = strlen(line);
	const char *p = text;

	while ((p = strstr(p, line)) != NULL) {
		if ((p == text || p[-1] == '\n') && (p[len] == '\n' || p[len] == '\0'))
			return (1);
		p++;
	}
	return (0);
}

/* gm_token - the move token of a subject, caller frees */

static char *
gm_token(const char *subject)
{
	const char *p = strstr(subject, "PBEM-");

	ck_assert_msg(p != NULL, "no token in \"%s\"", subject);
	return (pb_strndup(p, strcspn(p, " ")));
}

/* gm_private - the private part of a mail to seat: its first screen
 * (what the game waits on from that seat, rendered from its own view,
 * up to the board or the footer) and the part from "ONLY FOR YOU" to
 * the footer, each with its first and last LF; NULL if the latter is
 * missing.  Every "  * " line (a survivor) of the first screen must
 * be one of the private part's own.  Caller frees. */

static char *
gm_private(const char *text, int seat)
{
	char       *head = pb_asprintf("\nONLY FOR YOU, Player %d\n", seat), *line, *out;
	const char *p = strstr(text, head), *end, *top, *q, *nl;

	free(head);
	if (p == NULL && strstr(text, "\nLOCATIONS\n") == NULL
	    && (end = strstr(text, "\n-- \n")) != NULL)
		return (pb_asprintf("\n%.*s", (int)(end - text) + 1, text)); /* a short reply */
	if (p == NULL || (end = strstr(p, "\n-- \n")) == NULL)
		return (NULL);
	if ((top = strstr(text, "\nDead of Winter, game ")) == NULL || top > p)
		top = p;
	for (q = text; q < top; q = nl + 1) {
		if ((nl = strchr(q, '\n')) == NULL || nl > top)
			break;
		if (strncmp(q, "  * ", 4) != 0)
			continue;
		line = pb_asprintf("\n%.*s\n", (int)(nl - q), q);
		ck_assert_msg(strstr(p, line) != NULL && strstr(p, line) < end,
		    "game-1.4: the first screen of seat %d names a survivor not its own: %s", seat,
		    line);
		free(line);
	}
	out = pb_asprintf("\n%.*s%.*s", (int)(top - text), text, (int)(end - p) + 1, p);
	return (out);
}

/* gm_card_parse - "NAME (TYPE, KIND): text" or "NAME (TYPE): text" */

static void
gm_card_parse(const char *s, struct gm_card *c)
{
	const char *open = strstr(s, " ("), *comma, *close;

	memset(c, 0, sizeof(*c));
	ck_assert_msg(open != NULL, "not a card: %s", s);
	snprintf(c->name, sizeof(c->name), "%.*s", (int)(open - s), s);
	close = strchr(open, ')');
	comma = strchr(open, ',');
	if (comma == NULL || comma > close)
		comma = close;
	snprintf(c->type, sizeof(c->type), "%.*s", (int)(comma - open - 2), open + 2);
	if (comma < close)
		snprintf(c->kind, sizeof(c->kind), "%.*s", (int)(close - comma - 2), comma + 2);
}

/* gm_location - the location a board line heads, or -1 */

static int
gm_location(const char *line)
{
	size_t len;
	int    l;

	for (l = 0; l < GM_NLOCS; l++) {
		len = strlen(gm_titles[l]);
		if (strncmp(line, gm_titles[l], len) == 0
		    && strncmp(line + len, ": zombies ", 10) == 0)
			return (l);
	}
	return (-1);
}

/* gm_view_board - a LOCATIONS line: zombies, cards, my survivors */

static void
gm_view_board(struct gm_view *v, int seat, const char *line, int *cur)
{
	const char *p;
	int         l, who;

	if ((l = gm_location(line)) >= 0) {
		*cur = l;
		v->zombies[l] = atoi(line + strlen(gm_titles[l]) + 10);
		if ((p = strstr(line, " cards")) != NULL) {
			while (p > line && p[-1] != ' ')
				p--;
			v->deck[l] = atoi(p);
		}
		return;
	}
	if (strncmp(line, "  - ", 4) != 0 || (p = strstr(line, " (Player ")) == NULL)
		return;
	who = atoi(p + 9);
	if (who == seat && *cur >= 0 && v->nmine < 16) {
		snprintf(v->mine[v->nmine].name, sizeof(v->mine[0].name), "%.*s",
		    (int)(p - line - 4), line + 4);
		v->mine[v->nmine++].loc = *cur;
	}
}

/* gm_view_private - a line of my private part: dice, hand, search */

static void
gm_view_private(struct gm_view *v, const char *line, int *in_hand)
{
	const char *dice = "It is your turn. Your unused dice:", *p;

	if (strncmp(line, dice, strlen(dice)) == 0)
		for (p = line + strlen(dice); *p && v->ndice < 16; p++)
			if (*p >= '1' && *p <= '6')
				v->dice[v->ndice++] = *p - '0';
	if (strncmp(line, "Your search shows: ", 19) == 0 && v->nseen < 16)
		gm_card_parse(line + 19, &v->seen[v->nseen++]);
	if (strncmp(line, "Your hand, ", 11) == 0) {
		*in_hand = 1;
		return;
	}
	if (*in_hand && strncmp(line, "  - ", 4) == 0 && v->nhand < 64)
		gm_card_parse(line + 4, &v->hand[v->nhand++]);
	else
		*in_hand = 0;
}

/* gm_view - what seat reads off a mail */

static void
gm_view(const char *text, int seat, struct gm_view *v)
{
	char        line[GM_LINE];
	const char *p = text, *q;
	int         sec = 0, cur = -1, in_hand = 0;

	memset(v, 0, sizeof(*v));
	while (p != NULL) {
		p = gm_line(p, line, sizeof(line));
		if (strcmp(line, "LOCATIONS") == 0 || strcmp(line, "PLAYERS") == 0)
			sec = line[0] == 'L' ? 1 : 2;
		else if (strncmp(line, "ONLY FOR YOU, Player ", 21) == 0)
			sec = 3;
		else if (strcmp(line, "-- ") == 0)
			sec = 4;
		else if (sec == 0 && sscanf(line, "Round %d. First player", &v->round) == 1)
			continue;
		else if (sec == 0 && strncmp(line, "Morale ", 7) == 0
		    && (q = strstr(line, ", food ")))
			v->food = atoi(q + 7);
		else if (sec == 0 && strncmp(line, "Crisis: ", 8) == 0
		    && (q = strstr(line, ", prevented by ")) != NULL)
			snprintf(v->crisis, sizeof(v->crisis), "%.*s", (int)strcspn(q + 15, " "),
			    q + 15);
		else if (sec == 1)
			gm_view_board(v, seat, line, &cur);
		else if (sec == 3 || sec == 0) /* the first screen: dice, search */
			gm_view_private(v, line, &in_hand);
	}
	v->noise = strstr(text, "\"noise\" to make noise") != NULL;
}

/* ---- the post: the outbox Maildir, sorted into mailboxes ------------- */

/* gm_to - the To: of a raw message, caller frees */

static char *
gm_to(const char *raw)
{
	const char *p = raw, *end = strstr(raw, "\n\n");

	for (; p != NULL && (end == NULL || p < end);
	     p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (strncasecmp(p, "To:", 3) == 0) {
			p += 3;
			p += strspn(p, " \t");
			return (pb_strndup(p, strcspn(p, "\r\n")));
		}
	return (pb_strdup(""));
}

struct gm_arrival {
	char            *to;
	struct mime_msg *m;
	int              used;
};

/* gm_fetch - every mail delivered since the last call: read from new/
 * and moved to cur/ as a mail client marks it seen */

static struct gm_arrival *
gm_fetch(struct gm *g, int *np)
{
	struct gm_arrival *a = NULL;
	struct dirent     *d;
	struct pb_err      err;
	DIR               *dir;
	char              *dname = pb_asprintf("%s/outbox/new", g->e->dir), *path, *seen, *raw;
	size_t             len;
	int                n = 0;

	ck_assert_ptr_nonnull(dir = opendir(dname));
	while ((d = readdir(dir)) != NULL) {
		if (d->d_name[0] == '.')
			continue;
		path = pb_asprintf("%s/%s", dname, d->d_name);
		ck_assert_msg((raw = pb_file_read(path, &len, &err)) != NULL, "%s", err.msg);
		a = pb_realloc(a, (size_t)(n + 1) * sizeof(*a));
		a[n].to = gm_to(raw);
		a[n].used = 0;
		/* As the reader's client shows it: mime(3) unflows it. */
		ck_assert(mime_parse(raw, len, &a[n].m, &err) == PB_OK);
		n++;
		seen = pb_asprintf("%s/outbox/cur/%s:2,S", g->e->dir, d->d_name);
		ck_assert_int_eq(rename(path, seen), 0);
		free(seen);
		free(path);
		free(raw);
	}
	closedir(dir);
	free(dname);
	*np = n;
	return (a);
}

/* gm_file - put a delivered mail into its reader's mailbox (game-1.3) */

static void
gm_file(struct gm *g, int seat, struct gm_arrival *a)
{
	struct gm_box  *b = &g->box[seat];
	struct gm_mail *m;
	char           *footer =
	    pb_asprintf("Dead of Winter game %lld, Player %d.", (long long)g->game, seat);
	const char *h;

	ck_assert_msg(
	    strcmp(a->to, b->addr) == 0, "game-1.3: mail for seat %d went to \"%s\"", seat, a->to);
	ck_assert_msg(strncmp(a->m->subject, "[pbemd]", 7) != 0,
	    "game-1.3: a notice to seat %d: %s", seat, a->m->subject);
	ck_assert_msg(gm_has_line(a->m->text, footer), "game-1.3: mail to %s without \"%s\"",
	    b->addr, footer);
	ck_assert_ptr_nonnull(h = strstr(a->m->text, "\nSeed hash: "));
	if (g->seed_hash == NULL)
		g->seed_hash = pb_strndup(h + 12, strcspn(h + 12, "\n"));
	ck_assert_msg(strncmp(h + 12, g->seed_hash, strlen(g->seed_hash)) == 0,
	    "game-1.3: the seed hash changed");
	b->mail = pb_realloc(b->mail, (size_t)(b->n + 1) * sizeof(*b->mail));
	m = &b->mail[b->n++];
	m->msgid = pb_strdup(a->m->message_id);
	m->in_reply_to = a->m->in_reply_to ? pb_strdup(a->m->in_reply_to) : NULL;
	m->subject = pb_strdup(a->m->subject);
	m->text = pb_strdup(a->m->text);
	a->used = 1;
	free(footer);
}

/* gm_sort - the queued mails of each seat, in queue order, matched to
 * the delivered ones; *first receives each seat's first new index */

static void
gm_sort(struct gm *g, struct gm_arrival *a, int n, int *first)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             nrows, i;
	int                k, j;

	for (k = 1; k <= GM_SEATS; k++) {
		first[k] = g->box[k].n;
		ck_assert(
		    store_out_list(g->e->p->st, g->box[k].addr, &rows, &nrows, &err) == PB_OK);
		ck_assert_int_ge((int)nrows, g->box[k].skip + g->box[k].n);
		for (i = (size_t)(g->box[k].skip + g->box[k].n); i < nrows; i++) {
			ck_assert_msg(strcmp(rows[i]->state, "sent") == 0,
			    "game-1.3: mail %s to %s is %s", rows[i]->message_id, g->box[k].addr,
			    rows[i]->state);
			for (j = 0; j < n; j++)
				if (!a[j].used
				    && strcmp(a[j].m->message_id, rows[i]->message_id) == 0)
					break;
			ck_assert_msg(j < n, "game-1.3: mail %s to %s was not delivered",
			    rows[i]->message_id, g->box[k].addr);
			gm_file(g, k, &a[j]);
		}
		store_out_list_free(rows, nrows);
	}
	for (j = 0; j < n; j++)
		ck_assert_msg(a[j].used, "game-1.3: a mail to \"%s\" no seat was queued: %s",
		    a[j].to, a[j].m->subject);
}

/* ---- privacy (game-1.4) ---------------------------------------------- */

/* gm_remember - add a seat's private line, once */

static void
gm_remember(struct gm_box *b, const char *line)
{
	int i;

	for (i = 0; i < b->npriv; i++)
		if (strcmp(b->priv[i], line) == 0)
			return;
	b->priv = pb_realloc(b->priv, (size_t)(b->npriv + 1) * sizeof(char *));
	b->priv[b->npriv++] = pb_strdup(line);
}

/* gm_learn - the private lines of a private part */

static void
gm_learn(struct gm_box *b, const char *priv)
{
	static const char *const heads[] = { "  - ", "  * ", "Secret objective: ",
		"Your search shows: ", "Crossroads card you hold (secret): " };
	char                     line[GM_LINE];
	const char              *p = priv + 1;
	size_t                   i;
	int                      goal = 0;

	while (p != NULL && *p) {
		p = gm_line(p, line, sizeof(line));
		if (goal)
			gm_remember(b, line);
		goal = strncmp(line, "Secret objective: ", 18) == 0;
		for (i = 0; i < PB_NELEM(heads); i++)
			if (strncmp(line, heads[i], strlen(heads[i])) == 0)
				gm_remember(b, line);
	}
}

/* gm_hand_count - the hand a private part lists agrees with its count */

static int
gm_hand_count(const char *priv)
{
	const char *p = strstr(priv, "\nYour hand, ");
	int         count, n = 0;

	ck_assert_ptr_nonnull(p);
	ck_assert_int_eq(sscanf(p, "\nYour hand, %d cards:", &count), 1);
	p = strchr(p + 1, '\n');
	while (p != NULL && strncmp(p, "\n  - ", 5) == 0) {
		n++;
		p = strchr(p + 1, '\n');
	}
	ck_assert_int_eq(n, count);
	return (count);
}

/* gm_public_count - the hand count the board shows for seat */

static int
gm_public_count(const char *text, int seat)
{
	char       *head = pb_asprintf("\nPlayer %d", seat);
	const char *p = strstr(text, "\nPLAYERS\n"), *colon;
	int         count = -1;

	ck_assert_msg(p != NULL, "game-1.4: a mail to seat %d without the players", seat);
	p = strstr(p, head);
	while (p != NULL && p[strlen(head)] != ':' && p[strlen(head)] != ' ')
		p = strstr(p + 1, head);
	ck_assert_ptr_nonnull(p);
	colon = strstr(p, ": ");
	ck_assert_int_eq(sscanf(colon, ": %d cards in hand", &count), 1);
	free(head);
	return (count);
}

/* gm_private_ok - mail text to seat a keeps every other seat's secrets */

static void
gm_private_ok(struct gm *g, int a, const char *text)
{
	char *mine = gm_private(text, a), *pat;
	int   b, i;

	ck_assert_msg(mine != NULL, "game-1.4: a mail to seat %d without its private part", a);
	for (b = 1; b <= GM_SEATS; b++) {
		pat = pb_asprintf("ONLY FOR YOU, Player %d\n", b);
		ck_assert_msg(b == a || strstr(text, pat) == NULL,
		    "game-1.4: a mail to seat %d holds the private part of seat %d", a, b);
		free(pat);
		for (i = 0; b != a && i < g->box[b].npriv; i++) {
			pat = pb_asprintf("\n%s\n", g->box[b].priv[i]);
			ck_assert_msg(strstr(text, pat) == NULL || strstr(mine, pat) != NULL,
			    "game-1.4: a mail to seat %d holds \"%s\", shown to seat %d", a,
			    g->box[b].priv[i], b);
			free(pat);
		}
	}
	if (strstr(text, "\nLOCATIONS\n") != NULL)
		ck_assert_int_eq(gm_hand_count(mine), gm_public_count(text, a));
	free(mine);
}

/* gm_is_reveal - the mail that reveals everything at the end (reveal(3)) */

static int
gm_is_reveal(const char *text)
{
	return (strstr(text, "\nSEED\nThe seed was ") != NULL);
}

/* gm_collect - one pass's mails, delivered, filed and checked */

static void
gm_collect(struct gm *g)
{
	struct gm_arrival *a;
	char              *priv;
	int                n, j, k, first[GM_SEATS + 1];

	a = gm_fetch(g, &n);
	gm_sort(g, a, n, first);
	for (k = 1; k <= GM_SEATS; k++)
		for (j = first[k]; j < g->box[k].n; j++) {
			if (gm_is_reveal(g->box[k].mail[j].text))
				continue; /* the end: everything, by design (game-1.9) */
			ck_assert_ptr_nonnull(priv = gm_private(g->box[k].mail[j].text, k));
			gm_learn(&g->box[k], priv);
			free(priv);
			g->ended |=
			    strstr(g->box[k].mail[j].text, "\nTHE GAME HAS ENDED\n") != NULL;
		}
	for (k = 1; k <= GM_SEATS; k++)
		for (j = first[k]; j < g->box[k].n; j++)
			if (!gm_is_reveal(g->box[k].mail[j].text))
				gm_private_ok(g, k, g->box[k].mail[j].text);
	for (j = 0; j < n; j++) {
		free(a[j].to);
		mime_msg_free(a[j].m);
	}
	free(a);
}

/* ---- writing mail ----------------------------------------------------- */

/* gm_html - text with &, <, > and " escaped, appended to b */

static void
gm_html(struct pb_buf *b, const char *s)
{
	for (; *s; s++)
		if (*s == '&')
			pb_buf_puts(b, "&amp;");
		else if (*s == '<')
			pb_buf_puts(b, "&lt;");
		else if (*s == '>')
			pb_buf_puts(b, "&gt;");
		else if (*s == '"')
			pb_buf_puts(b, "&quot;");
		else
			pb_buf_putc(b, *s);
}

#define GM_ATTRIBUTION "On Sat, 21 Nov 2026 at 10:00, pbemd <arbiter@test.example> wrote:"

/* gm_body_html - commands in <div>s, the old mail in a <blockquote> */

static char *
gm_body_html(char **lines, int n, const char *old)
{
	struct pb_buf b;
	char          line[GM_LINE];
	const char   *p = old;
	int           i;

	pb_buf_init(&b);
	pb_buf_puts(&b, "<html><head><style>div { margin: 0 }</style></head><body>");
	for (i = 0; i < n; i++) {
		pb_buf_puts(&b, "<div>");
		gm_html(&b, lines[i]);
		pb_buf_puts(&b, "</div>\n");
	}
	pb_buf_puts(&b, "<div><br></div><div>");
	gm_html(&b, GM_ATTRIBUTION);
	pb_buf_puts(&b, "<br></div><blockquote type=\"cite\">\n");
	while (p != NULL && *p) {
		p = gm_line(p, line, sizeof(line));
		gm_html(&b, line);
		pb_buf_puts(&b, "<br>\n");
	}
	pb_buf_puts(&b, "</blockquote></body></html>\n");
	return (pb_buf_steal(&b));
}

/* gm_body_text - commands, maybe a signature, then the old mail quoted */

static char *
gm_body_text(char **lines, int n, const char *old, const char *signature)
{
	struct pb_buf b;
	char          line[GM_LINE];
	const char   *p = old;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < n; i++)
		pb_buf_printf(&b, "%s\n", lines[i]);
	if (signature)
		pb_buf_printf(&b, "\n-- \n%s\n", signature);
	pb_buf_puts(&b, "\n" GM_ATTRIBUTION "\n");
	while (p != NULL && *p) {
		p = gm_line(p, line, sizeof(line));
		pb_buf_printf(&b, ">%s%s\n", *line ? " " : "", line);
	}
	return (pb_buf_steal(&b));
}

/* gm_results - the answer lists each line once, in order (game-1.5) */

static void
gm_results(const char *text, char **lines, int n, int form)
{
	char        line[GM_LINE];
	const char *p = text; /* the answer begins with the lines */
	int         i = 0;

	while (p != NULL && *p == '\n')
		p++;
	while (p != NULL && strncmp(p, "> ", 2) == 0) {
		p = gm_line(p, line, sizeof(line));
		ck_assert_msg(i < n, "game-1.5: an answer to a line not sent: %s", line);
		ck_assert_str_eq(line + 2, lines[i]);
		ck_assert_ptr_nonnull(p);
		ck_assert_msg(strncmp(p, "  done: ", 8) == 0 || strncmp(p, "  done\n", 7) == 0
		        || strncmp(p, "  refused: ", 11) == 0,
		    "game-1.5: \"%s\" is neither done nor refused", lines[i]);
		p = strchr(p, '\n');
		p = p ? p + 1 : NULL;
		i++;
	}
	ck_assert_msg(i == n, "game-1.5: %d of %d lines answered", i, n);
	ck_assert_msg(p != NULL && (p = strstr(p, "\n(Not read: quoted lines (")) != NULL,
	    "game-1.5: the quote is not reported");
	ck_assert_msg(form != 1 || strstr(p, ", your signature") != NULL,
	    "game-1.5: the signature is not reported");
}

/* gm_show - print what a mail did, to follow a game */

static void
gm_show(int seat, int form, const char *answer)
{
	static const char *const forms[] = { "plain", "signature", "HTML" };
	const char              *end = strstr(answer, "\n-- \n");

	fprintf(stderr, "---- Player %d, %s\n%.*s\n", seat, forms[form],
	    (int)(end ? (size_t)(end - answer) : strlen(answer)), answer);
}

/* gm_answer_private - the answer's result lines (the commands, what a
 * search shows, the card kept or taken) reach no other seat (game-1.4) */

static void
gm_answer_private(const struct gm *g, int seat, const char *answer, const int *first)
{
	char        line[GM_LINE], *pat;
	const char *p = answer;
	int         k, j;

	while (p != NULL && *p) {
		p = gm_line(p, line, sizeof(line));
		if (strncmp(line, "> ", 2) != 0 && strncmp(line, "  done: ", 8) != 0
		    && strncmp(line, "  refused: ", 11) != 0)
			continue;
		pat = pb_asprintf("\n%s\n", line);
		for (k = 1; k <= GM_SEATS; k++)
			for (j = first[k]; k != seat && j < g->box[k].n; j++)
				ck_assert_msg(strstr(g->box[k].mail[j].text, pat) == NULL,
				    "game-1.4: seat %d was shown seat %d's answer line \"%s\"", k,
				    seat, line);
		free(pat);
	}
}

/* gm_form - how the next player mail is written: 0 plain text, 1 with a
 * signature, 2 HTML only */

static int
gm_form(const struct gm *g)
{
	if (g->sent % 7 == 3)
		return (2);
	return (g->sent % 5 == 2 ? 1 : 0);
}

/* gm_reply - seat answers its newest mail with lines; the answer is
 * checked (game-1.3, game-1.5) */

static void
gm_reply(struct gm *g, int seat, char **lines, int n)
{
	static const char *const names[] = { "", "Ann\nend", "Bob\nend", "Cid\nend" };
	struct gm_box           *b = &g->box[seat];
	struct gm_mail          *old = &b->mail[b->n - 1];
	const char              *outcome;
	char                    *body, *subject, *headers, *msg, msgid[64];
	int                      form = gm_form(g), first[GM_SEATS + 1], j, hit = -1;

	/* Write it as a mail client does. */
	snprintf(msgid, sizeof(msgid), "gm%d.p%d.g%lld@players.example", g->sent++, seat,
	    (long long)g->game);
	subject = strncmp(old->subject, "Re: ", 4) == 0 ? pb_strdup(old->subject)
	                                                : pb_asprintf("Re: %s", old->subject);
	headers = pb_asprintf("In-Reply-To: <%s>\nReferences: <%s>\n%s", old->msgid, old->msgid,
	    form == 2 ? "Content-Type: text/html; charset=utf-8\n" : "");
	body = form == 2 ? gm_body_html(lines, n, old->text)
	                 : gm_body_text(lines, n, old->text, form == 1 ? names[seat] : NULL);
	msg = test_message(b->addr, subject, msgid, headers, body);

	/* One pass of the daemon. */
	gm_record_mail(msg);
	test_deliver(g->e, msg);
	ck_assert_int_eq(test_run(g->e, &outcome), 1);
	ck_assert_str_eq(outcome, "applied");
	for (j = 1; j <= GM_SEATS; j++)
		first[j] = g->box[j].n;
	gm_collect(g);
	for (j = first[seat]; j < b->n; j++)
		if (b->mail[j].in_reply_to && strcmp(b->mail[j].in_reply_to, msgid) == 0) {
			ck_assert_msg(hit < 0, "game-1.5: two answers to %s", msgid);
			hit = j;
		}
	ck_assert_msg(hit >= 0, "game-1.5: no answer to %s", msgid);
	gm_results(b->mail[hit].text, lines, n, form);
	gm_answer_private(g, seat, b->mail[hit].text, first);
	if (getenv("PBEMD_GAME_VERBOSE"))
		gm_show(seat, form, b->mail[hit].text);
	g->last = seat;
	free(msg);
	free(body);
	free(headers);
	free(subject);
}

/* ---- the players ------------------------------------------------------ */

/* gm_dump - the newest mails of every seat, for a failure */

static void
gm_dump(const struct gm *g)
{
	int k, j;

	for (k = 1; k <= GM_SEATS; k++)
		for (j = g->box[k].n > 2 ? g->box[k].n - 2 : 0; j < g->box[k].n; j++)
			fprintf(stderr, "==== mail %d to %s: %s\n%s\n", j, g->box[k].addr,
			    g->box[k].mail[j].subject, g->box[k].mail[j].text);
}

static void gm_fail(const struct gm *, const char *, ...) PB_PRINTF(2, 3) PB_NORETURN;

/* gm_fail - print the newest mails and fail */

static void
gm_fail(const struct gm *g, const char *fmt, ...)
{
	va_list ap;
	char   *msg;

	gm_dump(g);
	va_start(ap, fmt);
	msg = pb_vasprintf(fmt, ap);
	va_end(ap);
	ck_abort_msg("%s", msg);
	abort(); /* not reached */
}

/* gm_stats - the survivors dealt to a seat, from its welcome (its
 * private part: the first screen names them without their values) */

static void
gm_stats(struct gm_box *b)
{
	const char *p = b->mail[0].text;
	int         i, infl;

	ck_assert_ptr_nonnull(p = strstr(p, "\nONLY FOR YOU, Player "));
	for (i = 0; i < 4; i++) {
		ck_assert_ptr_nonnull(p = strstr(p, "\n  * "));
		p += 5;
		b->stat_name[i] = pb_strndup(p, strcspn(p, ","));
		p = strchr(p, '\n');
		ck_assert_int_eq(sscanf(p, "\n    influence %d, attack %d+, search %d+", &infl,
		                     &b->attack[i], &b->search[i]),
		    3);
	}
}

/* gm_dealt - does s start with the name of a survivor dealt to b? */

static int
gm_dealt(const struct gm_box *b, const char *s)
{
	int i;

	for (i = 0; i < 4; i++)
		if (strncmp(s, b->stat_name[i], strlen(b->stat_name[i])) == 0)
			return (1);
	return (0);
}

/* gm_count - how many times a text holds what */

static int
gm_count(const char *text, const char *what)
{
	int n = 0;

	for (; (text = strstr(text, what)) != NULL; text += strlen(what))
		n++;
	return (n);
}

/* gm_welcome_example - the welcome's keep line names survivors dealt
 * to this seat (game-1.1b) */

static void
gm_welcome_example(const struct gm_box *b)
{
	const char *p = strstr(b->mail[0].text, "\n  keep ");

	ck_assert_msg(p != NULL, "game-1.1b: no keep example: %s", b->mail[0].text);
	p += 8;
	ck_assert_msg(gm_dealt(b, p), "game-1.1b: the example keeps %.40s, not dealt", p);
	ck_assert_ptr_nonnull(p = strstr(p, ", "));
	ck_assert_msg(gm_dealt(b, p + 2), "game-1.1b: the example keeps %.40s, not dealt", p);
}

/* gm_help_examples - HELP's examples of the commands that name a
 * survivor name one of the reader's (game-1.2b) */

static void
gm_help_examples(struct gm_box *b, const char *text)
{
	static const char *const verbs[] = { "move ", "attack ", "search ", "barricade " };
	const char              *p = text;
	size_t                   i;

	for (p = text; (p = strstr(p, "\n  choices: ")) != NULL; p++)
		b->choices++;
	p = text;
	while ((p = strstr(p, "\n  for example: ")) != NULL) {
		p += strlen("\n  for example: ");
		for (i = 0; i < PB_NELEM(verbs); i++)
			if (strncmp(p, verbs[i], strlen(verbs[i])) == 0) {
				ck_assert_msg(gm_dealt(b, p + strlen(verbs[i])),
				    "game-1.2b: HELP's example \"%.60s\" names none of ours", p);
				b->examples++;
			}
	}
}

/* gm_stat - a survivor's attack (or search) value, 7 if unknown */

static int
gm_stat(const struct gm_box *b, const char *name, int search)
{
	int i;

	for (i = 0; i < 4; i++)
		if (strcmp(b->stat_name[i], name) == 0)
			return (search ? b->search[i] : b->attack[i]);
	return (7);
}

/* gm_die - the lowest unused die of at least min, or -1 */

static int
gm_die(const struct gm_view *v, const int *used, int min)
{
	int i, best = -1;

	for (i = 0; i < v->ndice; i++)
		if (!used[i] && v->dice[i] >= min && (best < 0 || v->dice[i] < v->dice[best]))
			best = i;
	return (best);
}

/* gm_hand - the first card of my hand with that type (or kind), or NULL */

static const char *
gm_hand(const struct gm_view *v, const char *type, const char *kind)
{
	int i;

	for (i = 0; i < v->nhand; i++)
		if (v->hand[i].type[0] != '\0' /* not played yet */
		    && (type == NULL || strcmp(v->hand[i].type, type) == 0)
		    && (kind == NULL || strcmp(v->hand[i].kind, kind) == 0))
			return (v->hand[i].name);
	return (NULL);
}

/* gm_worth - how much a location is worth a visit: cards, few zombies,
 * the Grocery Store when food is short */

static int
gm_worth(const struct gm_view *v, int l)
{
	return (v->deck[l] - 4 * v->zombies[l] + (l == 2 && v->food < 4 ? 10 : 0));
}

/* gm_target - the location to move to, or -1 */

static int
gm_target(const struct gm_view *v, int from)
{
	int l, best = -1;

	for (l = 1; l < GM_NLOCS; l++)
		if (l != from && v->deck[l] > 0 && (best < 0 || gm_worth(v, l) > gm_worth(v, best)))
			best = l;
	return (best);
}

/* gm_cards - play every card of a type from the hand: "VERB "CARD"" */

static int
gm_cards(struct gm_view *v, const char *verb, const char *type, char **lines, int max)
{
	int i, n = 0;

	for (i = 0; i < v->nhand && n < max; i++)
		if (strcmp(v->hand[i].type, type) == 0) {
			lines[n++] = pb_asprintf("%s \"%s\"", verb, v->hand[i].name);
			v->hand[i].type[0] = '\0'; /* played */
		}
	return (n);
}

/* gm_turn_start - the lines that open a turn: cards, a move, an exile */

static int
gm_turn_start(struct gm *g, int seat, struct gm_view *v, char **lines)
{
	struct gm_surv *s;
	const char     *card;
	int             n = 0, c = g->sent + seat, to;

	/* Try the main objective. */
	n += gm_cards(v, "place", "fuel", lines + n, 1);
	if (c % 2 == 1 && v->nmine > 0 && (card = gm_hand(v, NULL, "equip")) != NULL)
		lines[n++] = pb_asprintf("equip \"%s\" to \"%s\"", card, v->mine[0].name);
	/* One survivor goes where there is something to find. */
	if (v->nmine > 0) {
		s = &v->mine[c % v->nmine];
		to = s->loc == GM_COLONY || v->deck[s->loc] == 0 || c % 4 == 0
		    ? gm_target(v, s->loc)
		    : -1;
		if (to >= 0) {
			lines[n++] = pb_asprintf("move \"%s\" to %s", s->name, gm_words[to]);
			s->loc = to;
		}
	}
	/* Once in the game, from round 2, the colony votes on an exile. */
	if (g->box[seat].can_exile && g->exiles == 0 && v->round >= 2) {
		lines[n++] = pb_asprintf("exile %d", seat % GM_SEATS + 1);
		g->exiles++;
	}
	return (n);
}

/* gm_turn - a turn's mail: open it, attack, barricade, search or end */

static int
gm_turn(struct gm *g, int seat, struct gm_view *v, char **lines)
{
	struct gm_box *b = &g->box[seat];
	int            n = 0, used[16] = { 0 }, i, d, srch = -1, c = g->sent + seat;

	if (!b->helped) {
		lines[n++] = pb_strdup("help");
		b->helped = 1;
	}
	/* Feed the colony, help against the crisis. */
	n += gm_cards(v, "play", "food", lines + n, 3);
	if (v->crisis[0])
		n += gm_cards(v, "crisis", v->crisis, lines + n, 3);
	if (b->turn_round != v->round)
		n += gm_turn_start(g, seat, v, lines + n);
	b->turn_round = v->round;
	/* A search is written last: its answer shows the cards. */
	for (i = 0; i < v->nmine && srch < 0; i++)
		if (v->mine[i].loc != GM_COLONY && v->deck[v->mine[i].loc] > 0
		    && (d = gm_die(v, used, gm_stat(b, v->mine[i].name, 1))) >= 0) {
			srch = i;
			used[d] = 1;
		}
	for (i = 0; i < v->nmine; i++)
		if (v->zombies[v->mine[i].loc] > 0
		    && (d = gm_die(v, used, gm_stat(b, v->mine[i].name, 0))) >= 0) {
			lines[n++] = pb_asprintf("attack \"%s\"", v->mine[i].name);
			used[d] = 1;
			break;
		}
	for (i = 0; i < v->nmine && c % 2 == 0; i++)
		if (v->mine[i].loc == GM_COLONY && (d = gm_die(v, used, 1)) >= 0) {
			lines[n++] = pb_asprintf("barricade \"%s\"", v->mine[i].name);
			used[d] = 1;
			break;
		}
	/* Once in the game, short of food, ask the others; the answers come
	 * before the turn goes on. */
	if (b->can_request && !b->requested && v->round >= 2 && v->food < 3) {
		lines[n++] = pb_strdup("request food, please");
		b->requested = 1;
		return (n);
	}
	if (srch >= 0)
		lines[n++] = pb_asprintf("search \"%s\"", v->mine[srch].name);
	if (srch < 0 || b->same > 0)
		lines[n++] = pb_strdup("end");
	return (n);
}

/* gm_search - the answer to a search: keep a card, or make noise */

static int
gm_search(struct gm *g, int seat, const struct gm_view *v, char **lines)
{
	int i, pick = 0;

	ck_assert_int_gt(v->nseen, 0);
	if (v->nseen == 1 && v->noise && (g->sent + seat) % 3 == 0) {
		lines[0] = pb_strdup("noise");
		return (1);
	}
	for (i = v->nseen - 1; i >= 0; i--)
		if (strcmp(v->seen[i].type, v->food < 2 ? "food" : v->crisis) == 0)
			pick = i;
	lines[0] = pb_asprintf("keep \"%s\"", v->seen[pick].name);
	return (1);
}

/* gm_give - the answer to a request: a food card, any card, or nothing */

static char *
gm_give(const struct gm_view *v, int c)
{
	const char *card = gm_hand(v, "food", NULL);

	if (card == NULL)
		card = gm_hand(v, NULL, NULL);

	if (card == NULL || c % 2 == 1)
		return (pb_strdup("give nothing"));
	return (pb_asprintf("give \"%s\"", card));
}

/* gm_waits - the seat the newest board waits for, and for what */

static int
gm_waits(const struct gm *g, char *what, size_t len)
{
	static const char *const firsts[][2] = { { "\nIt is your turn.", "to play a turn" },
		{ "\nYour search shows: ", "to finish a search" },
		{ "\nThe bite spreads to ", "to decide a bitten survivor's fate" },
		{ " asks for item cards.", "to answer a request for cards" },
		{ "vote to exile Player ", "to vote" },
		{ "\nThe crossroads card ", "to choose a crossroads option" },
		{ "\nYou are exiled: ", "to send survivors out of the colony" } };
	const struct gm_box *b = &g->box[g->last];
	const char          *text = b->mail[b->n - 1].text, *p, *end;
	int                  seat, i;
	size_t               k;

	/* A short reply (no board): its first screen says what the game
	 * waits on from its reader, if anything; else the newest board. */
	if (strstr(text, "\nLOCATIONS\n") == NULL && (end = strstr(text, "\n-- \n")) != NULL)
		for (k = 0; k < PB_NELEM(firsts); k++)
			if ((p = strstr(text, firsts[k][0])) != NULL && p < end) {
				snprintf(what, len, "%s", firsts[k][1]);
				return (g->last);
			}
	for (i = b->n - 1, p = NULL; i >= 0 && p == NULL; i--)
		p = strstr(b->mail[i].text, "\nWaiting for Player ");
	if (p == NULL)
		gm_fail(g, "game-1.6: the newest board waits for nobody");
	seat = atoi(p + 20);
	p += 20 + strspn(p + 20, "0123456789 ");
	snprintf(what, len, "%.*s", (int)strcspn(p, ".\n"), p);
	if (seat < 1 || seat > GM_SEATS)
		gm_fail(g, "game-1.6: the board waits for Player %d", seat);
	return (seat);
}

/* gm_view_newest - what seat reads off its mails: the board of the
 * newest that shows one (a short reply shows none), the dice, the cards
 * a search shows and the noise offer of the newest */

static void
gm_view_newest(const struct gm_box *b, int seat, struct gm_view *v)
{
	const char    *text = b->mail[b->n - 1].text;
	struct gm_view now;
	int            i;

	for (i = b->n - 1; i >= 0; i--)
		if (strstr(b->mail[i].text, "\nLOCATIONS\n") != NULL)
			break;
	gm_view(i >= 0 ? b->mail[i].text : text, seat, v);
	if (i == b->n - 1 || i < 0)
		return;
	gm_view(text, seat, &now);
	memcpy(v->dice, now.dice, sizeof(v->dice));
	v->ndice = now.ndice;
	memcpy(v->seen, now.seen, sizeof(v->seen));
	v->nseen = now.nseen;
	v->noise = now.noise;
}

/* gm_plan - what seat answers to its newest mail; the number of lines */

static int
gm_plan(struct gm *g, int seat, const char *what, char **lines)
{
	struct gm_box *b = &g->box[seat];
	const char    *text = b->mail[b->n - 1].text;
	char          *mine = gm_private(text, seat);
	struct gm_view v;
	int            n = 0, c = g->sent + seat;

	gm_view_newest(b, seat, &v);
	gm_help_examples(b, text);
	b->can_exile |= gm_has_line(text, "  exile PLAYER");
	b->can_request |= gm_has_line(text, "  request [WHAT]");
	if (strcmp(what, "to play a turn") == 0 && strstr(mine, "\nIt is your turn.") != NULL)
		n = gm_turn(g, seat, &v, lines);
	else if (strcmp(what, "to finish a search") == 0 && strstr(mine, "\nYour search shows: "))
		n = gm_search(g, seat, &v, lines);
	else if (strcmp(what, "to decide a bitten survivor's fate") == 0
	    && strstr(mine, "\nThe bite spreads to ") != NULL)
		lines[n++] = pb_strdup(c % 4 == 0 ? "bite die" : "bite roll");
	else if (strcmp(what, "to answer a request for cards") == 0
	    && strstr(mine, " asks for item cards.") != NULL)
		lines[n++] = gm_give(&v, c);
	else if (strcmp(what, "to vote") == 0 && strstr(mine, "vote to exile Player ") != NULL)
		lines[n++] = pb_strdup(c % 2 == 0 ? "vote yes" : "vote no");
	else if (strcmp(what, "to choose a crossroads option") == 0
	    && strstr(mine, "\nThe crossroads card ") != NULL) {
		lines[n++] = pb_asprintf("choose %d", 1 + c % 2);
		lines[n++] = pb_asprintf("choose %d", 2 - c % 2);
	} else if (strcmp(what, "to send survivors out of the colony") == 0
	    && strstr(mine, "\nYou are exiled: your survivors must leave the colony.") != NULL) {
		/* The first place with room for them all takes them. */
		lines[n++] = pb_strdup("send all to police");
		lines[n++] = pb_strdup("send all to school");
		lines[n++] = pb_strdup("send all to hospital");
	} else
		gm_fail(g,
		    "game-1.6: the board waits for Player %d %s; its newest mail does not "
		    "say what to answer",
		    seat, what);
	free(mine);
	return (n);
}

/* gm_move - the seat the game waits for answers its newest mail */

static void
gm_move(struct gm *g)
{
	struct gm_box *b;
	char           what[128], *lines[GM_MAXLINES], *tok;
	int            seat, n, i;

	seat = gm_waits(g, what, sizeof(what));
	b = &g->box[seat];
	tok = gm_token(b->mail[b->n - 1].subject);
	b->same = b->last_token && strcmp(b->last_token, tok) == 0 ? b->same + 1 : 0;
	if (b->same >= GM_STUCK || (b->same > 0 && strcmp(what, "to play a turn") != 0))
		gm_fail(g,
		    "game-1.6: Player %d answered and nothing changed: the game cannot go on",
		    seat);
	free(b->last_token);
	b->last_token = tok;
	n = gm_plan(g, seat, what, lines);
	gm_reply(g, seat, lines, n);
	for (i = 0; i < n; i++)
		free(lines[i]);
}

/* ---- the game ----------------------------------------------------------- */

/* gm_unpublished - before the end the export holds no seed (game-1.8) */

static void
gm_unpublished(struct gm *g)
{
	struct pb_err err;
	json_t       *o;

	ck_assert(gamectl_export(g->e->p, g->game, 0, &o, &err) == PB_OK);
	ck_assert_msg(json_object_get(o, "seed") == NULL && json_object_get(o, "state") == NULL,
	    "game-1.8: the seed is published before the end");
	json_decref(o);
}

/* gm_setup - creation and the set-up by mail (game-1.1, game-1.2) */

static void
gm_setup(struct gm *g)
{
	struct gm_box *b;
	const char    *outcome;
	char          *lines[2], *text;
	int            k, i, best[2];

	for (k = 1; k <= GM_SEATS; k++) {
		g->box[k].addr = test_addr(k);
		g->box[k].skip = test_mail_count(g->e, g->box[k].addr);
	}
	g->game = test_game(g->e, GM_SEATS, g->seed, NULL);
	ck_assert_int_eq(test_run(g->e, &outcome), 0); /* the daemon sends the welcomes */
	gm_collect(g);
	for (k = 1; k <= GM_SEATS; k++) {
		b = &g->box[k];
		ck_assert_msg(b->n == 1, "game-1.1: %d welcomes to seat %d", b->n, k);
		ck_assert_msg(strstr(b->mail[0].subject, "Choose your survivors") != NULL,
		    "game-1.1: %s", b->mail[0].subject);
		ck_assert_msg(strstr(b->mail[0].text, "\nSecret objective: ") != NULL
		        && strstr(b->mail[0].text, "\nSurvivors dealt to you: keep 2") != NULL,
		    "game-1.1: %s", b->mail[0].text);
		gm_stats(b);
		gm_welcome_example(b);
	}
	/* Each keeps the two survivors that search best, led by the first. */
	for (k = 1; k <= GM_SEATS; k++) {
		b = &g->box[k];
		best[0] = 0;
		for (i = 1; i < 4; i++)
			best[0] = b->search[i] < b->search[best[0]] ? i : best[0];
		best[1] = best[0] == 0 ? 1 : 0;
		for (i = 0; i < 4; i++)
			best[1] = i != best[0] && b->search[i] < b->search[best[1]] ? i : best[1];
		lines[0] = pb_asprintf(
		    "keep \"%s\", \"%s\"", b->stat_name[best[0]], b->stat_name[best[1]]);
		lines[1] = pb_asprintf("leader %s", b->stat_name[best[0]]);
		gm_reply(g, k, lines, 2);
		text = b->mail[b->n - 1].text;
		ck_assert_msg(strstr(text, "\n  refused: ") == NULL, "game-1.2: %s", text);
		/* Never said more than once (it was said three times). */
		ck_assert_msg(gm_count(text, "Your choice so far: you keep") <= 1,
		    "game-1.2: seat %d reads its choice %d times", k,
		    gm_count(text, "Your choice so far: you keep"));
		free(lines[0]);
		free(lines[1]);
	}
	/* At level every, every seat; at another, the seat waited on. */
	for (k = 1; k <= GM_SEATS; k++)
		ck_assert_msg(strstr(g->box[k].mail[g->box[k].n - 1].text, "\nRound 1. First player: ")
		            != NULL
		        || strcmp(gm_level, "every") != 0,
		    "game-1.2: seat %d was not told round 1 began", k);
	gm_unpublished(g);
}

/* gm_reveal - every seat received the reveal of every seat (game-1.7) */

static void
gm_reveal(struct gm *g)
{
	const struct gm_box *b;
	char                *mine, *head, *own, *betrayal;
	const char          *text, *p;
	int                  k, j;

	for (j = 1; j <= GM_SEATS; j++) {
		/* What seat j was shown privately before the end. */
		b = &g->box[j];
		ck_assert_int_ge(b->n, 2);
		mine = gm_private(b->mail[b->n - 2].text, j);
		ck_assert_ptr_nonnull(p = strstr(mine, "\nSecret objective: "));
		own = pb_strndup(p + 19, strcspn(p + 19, "\n"));
		if ((betrayal = strstr(own, " (BETRAYAL)")) != NULL)
			*betrayal = '\0';
		for (k = 1; k <= GM_SEATS; k++) {
			text = g->box[k].mail[g->box[k].n - 1].text;
			ck_assert_msg(gm_is_reveal(text) && strstr(text, "\nPLAYER 3\n") != NULL,
			    "game-1.9: seat %d got no reveal of every seat and the seed", k);
			ck_assert_msg((p = strstr(text, "\nTHE GAME HAS ENDED\n")) != NULL,
			    "game-1.7: seat %d was not told the game ended", k);
			head = pb_asprintf("\nPlayer %d: ", j);
			ck_assert_ptr_nonnull(p = strstr(p, head));
			p += strlen(head);
			ck_assert_msg(strncmp(p, "WINS, with ", 11) == 0
			        || strncmp(p, "loses, with ", 12) == 0,
			    "game-1.7: seat %d reads \"%.60s\" for seat %d", k, p, j);
			p = strstr(p, "with ") + 5;
			ck_assert_msg(strncmp(p, own, strlen(own)) == 0
			        && strncmp(p + strlen(own), " (", 2) == 0,
			    "game-1.7: seat %d reads \"%.80s\" for seat %d, who was shown \"%s\"",
			    k, p, j, own);
			p += strlen(own) + 2;
			ck_assert_msg(betrayal
			        ? strncmp(p, "betrayal)", 9) == 0
			        : strncmp(p, "secret)", 7) == 0 || strncmp(p, "exiled)", 7) == 0,
			    "game-1.7: seat %d reads the kind \"%.12s\" for seat %d", k, p, j);
			free(head);
		}
		free(own);
		free(mine);
	}
}

/* gm_after - a command after the end is refused (game-1.7) */

static void
gm_after(struct gm *g)
{
	char *lines[1] = { (char *)"end" };

	const char *text;

	gm_reply(g, 1, lines, 1);
	text = g->box[1].mail[g->box[1].n - 1].text;
	ck_assert_msg(strncmp(text, "> end\n  refused: ", 17) == 0
	        || strstr(text, "\n> end\n  refused: ") != NULL,
	    "game-1.7: a command after the end was not refused");
}

/* gm_export - the seed is published and checks out (game-1.8) */

static void
gm_export(struct gm *g)
{
	unsigned char seed[32] = { 0 }, got[32];
	struct pb_err err;
	json_t       *o;
	char         *dump, *hash, *report = NULL;
	unsigned      s = g->seed;

	memcpy(seed, &s, sizeof(s));
	ck_assert(gamectl_export(g->e->p, g->game, 0, &o, &err) == PB_OK);
	ck_assert_str_eq(json_string_value(json_object_get(o, "status")), "ended");
	ck_assert_ptr_nonnull(json_string_value(json_object_get(o, "seed")));
	ck_assert_int_eq(
	    pb_unhex(json_string_value(json_object_get(o, "seed")), got, sizeof(got)), 0);
	ck_assert(memcmp(got, seed, sizeof(seed)) == 0);
	hash = digest_hex(got, sizeof(got));
	ck_assert_str_eq(hash, g->seed_hash);
	ck_assert_str_eq(json_string_value(json_object_get(o, "seed_hash")), g->seed_hash);
	ck_assert_int_eq((int)json_array_size(json_object_get(o, "moves")),
	    (int)json_integer_value(json_object_get(o, "seq")) + 1);
	dump = json_dumps(o, JSON_COMPACT);
	ck_assert_msg(
	    strstr(dump, "@players.example") == NULL, "game-1.8: an address in the export");
	ck_assert_msg(gamectl_replay(g->e->p, g->game, &report, &err) == PB_OK, "%s", report);
	free(report);
	free(dump);
	free(hash);
	json_decref(o);
}

/* gm_free - the mailboxes */

static void
gm_free(struct gm *g)
{
	struct gm_box *b;
	int            k, j;

	for (k = 1; k <= GM_SEATS; k++) {
		b = &g->box[k];
		for (j = 0; j < b->n; j++) {
			free(b->mail[j].msgid);
			free(b->mail[j].in_reply_to);
			free(b->mail[j].subject);
			free(b->mail[j].text);
		}
		for (j = 0; j < b->npriv; j++)
			free(b->priv[j]);
		for (j = 0; j < 4; j++)
			free(b->stat_name[j]);
		free(b->mail);
		free(b->priv);
		free(b->last_token);
		free(b->addr);
	}
	free(g->seed_hash);
}

/* gm_games - PBEMD_GAME_COUNT games in one installation, every seat at
 * gm_level */

static void
gm_games(void)
{
	char            *conf = pb_asprintf("[limits]\nmax_per_hour = 0\nseat_per_hour = 0\n"
	                                    "game_per_hour = 0\n[notify]\nlevel = %s\n",
	           gm_level);
	struct test_env *e = test_env_new_conf(conf);
	const char      *s = getenv("PBEMD_GAME_COUNT");
	int              k, count = s ? atoi(s) : 1;

	free(conf);
	for (k = 0; k < count; k++) {
		struct gm g = { 0 };

		g.e = e;
		g.seed = gm_seed() + (unsigned)k;
		gm_setup(&g);
		while (!g.ended) {
			if (g.sent >= GM_MAXMAILS)
				gm_fail(&g, "game-1.6: no end after %d mails", g.sent);
			gm_move(&g);
		}
		ck_assert_msg(g.box[1].examples + g.box[2].examples + g.box[3].examples > 0,
		    "game-1.2b: no HELP example was checked");
		ck_assert_msg(g.box[1].choices + g.box[2].choices + g.box[3].choices > 0,
		    "game-1.2b: no HELP listed the choices of a command");
		gm_reveal(&g);
		gm_after(&g);
		gm_mails(&g);
		gm_export(&g);
		gm_record_game(&g);
		gm_free(&g);
	}
	gm_record_end(e);
	test_env_free(e);
}

/* Level every (PBEMD_GAME_LEVEL may choose another): each seat reads
 * every event. */
START_TEST(whole_game)
{
	if (getenv("PBEMD_GAME_LEVEL") != NULL)
		gm_level = getenv("PBEMD_GAME_LEVEL");
	gm_games();
}
END_TEST

/* Level waiting, the default: the players learn whose move it is from
 * the mails they get when the game waits for them. */
START_TEST(whole_game_waiting)
{
	gm_level = "waiting";
	gm_games();
}
END_TEST

/* game_mail_suite - the one game */

static Suite *
game_mail_suite(void)
{
	Suite *s = suite_create("game-mail");
	TCase *t;

	t = tcase_create("game");
	tcase_add_test(t, whole_game);
	suite_add_tcase(s, t);
	/* Not when recording for e2e-crash: it replays one installation. */
	if (getenv("PBEMD_GAME_RECORD") == NULL) {
		t = tcase_create("waiting");
		tcase_add_test(t, whole_game_waiting);
		suite_add_tcase(s, t);
	}
	return (s);
}

int
main(void)
{
	return (test_main(game_mail_suite));
}
