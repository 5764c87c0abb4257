/*++
/* NAME
/*	notify 3
/* SUMMARY
/*	render and queue one outgoing mail
/* SYNOPSIS
/*	#include "arbiter/deadline.h"
#include "arbiter/notify.h"
/* DESCRIPTION
/*	See notify.h.  Every mail pbemd sends passes through
/*	notify_render(): template, picture, composition, outbox row.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/clock.h"
#include "core/game.h"
#include "core/jdump.h"
#include "core/pb.h"
#include "core/picture.h"
#include "core/render.h"
#include "core/token.h"
#include "mail/compose.h"
#include "store/store.h"

/* Local. */
#include "arbiter/corecmd.h"
#include "arbiter/deadline.h"
#include "arbiter/drawer.h"
#include "arbiter/notify.h"
#include "arbiter/notify_level.h"
#include "arbiter/policy.h"
#include "arbiter/sent.h"
#include "arbiter/texts.h"

#define NOTIFY_BOARD "board" /* the partial of a mail that shows the board */

void (*notify_trace)(const char *, const char *, json_t *); /* tests only */

/* domain_of - the domain of an address, borrowed from it */

static const char *
domain_of(const char *addr)
{
	const char *at = strrchr(addr, '@');

	return (at ? at + 1 : "localhost");
}

/*
  * A mail's picture: the PNG and its length, or none (png NULL).
  */
struct notify_pic {
	unsigned char *png;
	size_t         len;
	char          *late; /* drawn when sent: the game's kind (P1), else NULL */
	json_t        *key;  /* then what it is drawn from (memo_key()) */
};

void (*notify_picture_trace)(const json_t *, size_t); /* tests only */

/*
  * The pictures drawn last, for the next mails whose views are the same
  * (R1): the seats of a game are handed one public view per language
  * (R2), and its observers one but for their own member NOTIFY_OWN
  * (their code), which no picture shows.  The picture is a
  * pure function of the game's picture(), the locale and the view, so a
  * copy is the picture that would be drawn; and a view equal but for the
  * reader's own member shows that reader nothing it may not see.  The
  * NOTIFY_MEMO views met last are kept, the newest first: the mails of
  * one update go to readers of up to three languages in turn.
  */
#define NOTIFY_OWN "observer"
#define NOTIFY_MEMO 4

struct notify_memo {
	const struct game_ops *ops;
	char                  *locale;
	json_t                *view; /* a copy, without NOTIFY_OWN */
	char                  *text; /* a text it was saved as (P1), or NULL */
	struct notify_pic      pic;
};

static struct notify_memo memo[NOTIFY_MEMO];

/* memo_key - the view a picture is remembered by: a copy without the
 * reader's own member; caller json_decref()s */

static json_t *
memo_key(const json_t *view)
{
	json_t *key = json_deep_copy(view);

	json_object_del(key, NOTIFY_OWN);
	return (key);
}

/* memo_first - move memo entry i to the front (the newest) */

static void
memo_first(int i)
{
	struct notify_memo m = memo[i];

	memmove(memo + 1, memo, (size_t)i * sizeof(*memo));
	memo[0] = m;
}

/* memo_hit - entry i (NOTIFY_MEMO or an empty one: none) made the
 * newest and its picture copied into *pic; 1 if any */

static int
memo_hit(int i, struct notify_pic *pic)
{
	if (i == NOTIFY_MEMO || memo[i].pic.png == NULL)
		return (0);
	memo_first(i);
	pic->png = pb_malloc(memo[0].pic.len);
	memcpy(pic->png, memo[0].pic.png, memo[0].pic.len);
	pic->len = memo[0].pic.len;
	return (1);
}

/* memo_get - the remembered picture of key, copied into *pic; 1 if any */

static int
memo_get(const struct game_ops *ops, const char *locale, const json_t *key, struct notify_pic *pic)
{
	int i;

	for (i = 0; i < NOTIFY_MEMO && memo[i].pic.png != NULL; i++)
		if (memo[i].ops == ops && strcmp(memo[i].locale, locale) == 0
		    && json_equal(memo[i].view, (json_t *)key))
			break;
	return (memo_hit(i, pic));
}

/* memo_text - the remembered picture of the view saved as text (P1),
 * found by that text without a parse, copied into *pic; 1 if any */

static int
memo_text(const struct game_ops *ops, const char *locale, const char *text, struct notify_pic *pic)
{
	int i;

	for (i = 0; i < NOTIFY_MEMO && memo[i].pic.png != NULL; i++)
		if (memo[i].ops == ops && memo[i].text != NULL
		    && strcmp(memo[i].locale, locale) == 0 && strcmp(memo[i].text, text) == 0)
			break;
	return (memo_hit(i, pic));
}

/* memo_saved_as - the newest entry's view was saved as text (P1) */

static void
memo_saved_as(const char *text)
{
	free(memo[0].text);
	memo[0].text = pb_strdup(text);
}

/* memo_put - remember pic (copied) as the picture of key (taken), in
 * place of the oldest */

static void
memo_put(const struct game_ops *ops, const char *locale, json_t *key, const struct notify_pic *pic)
{
	struct notify_memo *m = &memo[NOTIFY_MEMO - 1];

	json_decref(m->view);
	free(m->text);
	m->text = NULL;
	free(m->locale);
	free(m->pic.png);
	m->ops = ops;
	m->locale = pb_strdup(locale);
	m->view = key;
	m->pic.png = pb_malloc(pic->len);
	memcpy(m->pic.png, pic->png, pic->len);
	m->pic.len = pic->len;
	memo_first(NOTIFY_MEMO - 1);
}

/*
  * (P1) A picture drawn late: pbemd --deliver beside a running daemon
  * (p->late_pictures) queues the mail without its picture, as it goes
  * when none can be drawn, and beside it (store_outpic.c, in the same
  * transaction) the mail composed with an empty picture and what the
  * picture is drawn from: the game's kind, the locale and the view.
  * The daemon's flush draws it (notify_late(), with fontconfig warm and
  * the memo of R1) and puts its base64 in: the very bytes the mail
  * would have had if drawn at once (compose_picture_into()).
  *
  * The daemon queues all its pictures so (p->draw_at_flush: its flush
  * makes a mail compact as it marks it sent, [archive] sent_whole_days
  * 0), even those the memo holds: the flush of the same pass draws and
  * sends them, and a picture's base64 is never written to the database
  * (flush.c F4).  The memo of R1 keeps the text a view was saved as, so
  * that the flush finds the picture of a view saved as the same text
  * without parsing it (json_loads() was 2.5% of a pass's instructions).
  *
  * (P2) In the daemon (p->drawer, drawer(3)), each late picture is sent
  * as it is queued to a worker process that draws it with
  * notify_draw_text(), the code notify_late() would run, while the
  * daemon arbitrates the next mails; notify_late() takes the worker's
  * PNG, the same bytes, and draws in-process what the worker does not
  * have (not sent, the worker lost): a mail never goes without its
  * picture because of the worker.
  */

/*
  * The view a late picture is drawn from is saved as text, once per mail
  * that shows the board; the seats of one update in one language show
  * the same (R2).  The text of the last one is kept with it (a
  * reference: views are not changed once queued), and a view equal to
  * it is saved as that text without being written out again.
  */
static struct {
	json_t *view;
	char   *text;
} dumped;

/* dumped_text - the text view is saved as (P1), or NULL; caller frees */

static char *
dumped_text(json_t *view)
{
	if (dumped.view == NULL || !json_equal(dumped.view, view)) {
		json_decref(dumped.view);
		free(dumped.text);
		dumped.view = json_incref(view);
		dumped.text = jdump_ordered(view); /* json_dumps()'s text, faster (jdump.h) */
	}
	return (dumped.text ? pb_strdup(dumped.text) : NULL);
}

/* queue_late - the late picture of the outbox row id, composed by c */

static enum pb_rc
queue_late(struct pbemd *p, struct compose *c, int64_t id, const struct notify_pic *pic,
    const char *locale, struct pb_err *err)
{
	static const unsigned char none[1];
	struct store_outpic        op = { 0 };
	enum pb_rc                 rc;

	c->image = none; /* an empty picture: its headers, no base64 */
	c->image_len = 0;
	op.id = id;
	op.kind = pic->late;
	op.locale = (char *)locale;
	op.view = dumped_text(pic->key);
	op.message = compose_message(c);
	p->late_queued++;
	rc = op.view ? store_outpic_insert(p->st, &op, err)
	             : pb_err_set(err, PB_ESYS, "outbox %lld: view not saved", (long long)id);
	/* Drawn beside us meanwhile (P2); rolled back, it is wasted work. */
	if (rc == PB_OK && p->drawer != NULL)
		drawer_send(p->drawer, op.kind, locale, op.view);
	free(op.view);
	free(op.message);
	return (rc);
}

/* queue_message - compose and insert one outbox row */

static enum pb_rc
queue_message(struct pbemd *p, int64_t game, int seat, const char *to, const char *subject,
    const char *body, const char *json, const struct notify_pic *pic, const char *locale,
    const char *in_reply_to, const char *key, char *token, struct pb_err *err)
{
	struct compose   c = { 0 };
	struct store_out out = { 0 };
	char            *from, *msgid, *refs = NULL;
	enum pb_rc       rc;

	from = pb_asprintf("%s <%s>", p->cf->from_name, p->cf->address);
	msgid = pb_asprintf("pbemd.%lld.%s@%s", (long long)game, key, domain_of(p->cf->address));
	if (game > 0)
		refs =
		    pb_asprintf("pbemd.%lld.thread@%s", (long long)game, domain_of(p->cf->address));
	c.from = from;
	c.to = to;
	c.subject = subject;
	c.message_id = msgid;
	c.in_reply_to = in_reply_to;
	c.references = refs;
	c.loop_tag = p->cf->address;
	c.auto_replied = in_reply_to != NULL;
	c.date = pb_now();
	c.body = body;
	c.json = json;
	c.json_name = json ? "pbemd-ack.json" : NULL;
	c.image = pic->png;
	c.image_len = pic->len;
	out.game_id = game;
	out.seat = seat;
	out.to_addr = (char *)to;
	out.message = compose_message(&c);
	out.message_id = msgid;
	out.state = (char *)"queued";
	out.next_attempt = out.created = c.date;
	out.token = token;                  /* answered.c finds the mail by it (store_outbox.c) */
	out.seed_hash = sent_seed_in(body); /* what compact and verify read (sent.c) */
	if (out.seed_hash == NULL)
		out.seed_hash = pb_strdup("");
	rc = store_out_insert(p->st, &out, err);
	if (rc == PB_OK && pic->late != NULL)
		rc = queue_late(p, &c, out.id, pic, locale, err);
	free(out.message);
	free(out.seed_hash);
	free(refs);
	free(msgid);
	free(from);
	return (rc);
}

/* wants_pictures - a seat's choice (pictures on|off); observers and
 * mails about no seat: yes */

static enum pb_rc
wants_pictures(struct pbemd *p, int64_t game, int seat, int *on, struct pb_err *err)
{
	enum pb_rc rc;

	*on = 1;
	if (game <= 0 || seat <= 0)
		return (PB_OK);
	rc = store_seat_pictures(p->st, game, seat, on, err);
	return (rc == PB_ENOENT ? PB_OK : rc);
}

/*
  * A picture is drawn straight on an image (picture_new_tall()), as tall
  * as the tallest of its game drawn so far (notify_picture_tall at
  * first); one that ends lower is drawn again on an image as tall as it.
  * The pixels do not depend on the image's height, only the time and
  * the memory: the image is painted white whole, and a Dead of Winter
  * board (about 1000 rows) on White Death's 1655 held 2 MB for nothing.
  * Drawing on an image and encoding it cost less time and memory than
  * drawing on a recording and replaying it (picture(3)).  The first
  * height holds the bench's tallest Dead of Winter board (1074 rows;
  * its boards are 862 to 1074): 1280 held 0.6 MB more at the pass's
  * peak of memory, which is a late picture's; a taller board is drawn
  * again, once in a daemon.
  */
#define NOTIFY_TALL 1088
#define NOTIFY_KINDS 8 /* games remembered; more share the first height */

int notify_picture_tall = NOTIFY_TALL; /* the first; tests may lower it */

static struct notify_tall {
	const struct game_ops *ops;
	int                    tall;
} talls[NOTIFY_KINDS];

/* notify_tall - the image height of ops's game (its tallest so far) */

static struct notify_tall *
notify_tall(const struct game_ops *ops)
{
	static struct notify_tall spare;
	int                       i;

	for (i = 0; i < NOTIFY_KINDS && talls[i].ops != NULL; i++)
		if (talls[i].ops == ops)
			return (&talls[i]);
	if (i == NOTIFY_KINDS) {
		spare.tall = notify_picture_tall;
		return (&spare);
	}
	talls[i].ops = ops;
	talls[i].tall = notify_picture_tall;
	return (&talls[i]);
}

/* notify_draw - the PNG of the game's picture of view */

static enum pb_rc
notify_draw(const struct game_ops *ops, json_t *view, const char *locale, struct notify_pic *pic,
    struct pb_err *why)
{
	struct notify_tall *t = notify_tall(ops);
	struct picture     *canvas;
	enum pb_rc          rc;
	int                 again;

	for (again = 0;; again++) {
		canvas = picture_new_tall(PICTURE_WIDTH, t->tall);
		if ((rc = ops->picture(view, locale, canvas, why)) != PB_OK || picture_fits(canvas)
		    || again)
			break;
		t->tall = picture_height(canvas); /* at most PICTURE_MAX_HEIGHT */
		picture_free(canvas);
	}
	if (rc == PB_OK)
		rc = picture_png(canvas, &pic->png, &pic->len, why);
	picture_free(canvas);
	return (rc);
}

/* notify_memo_draw - draw view's picture and remember it (R1) as key's
 * (taken); a drawing that fails is logged: no picture (pic->png NULL) */

static void
notify_memo_draw(const struct game_ops *ops, const char *locale, json_t *view, json_t *key,
    struct notify_pic *pic, int64_t game, int seat)
{
	struct pb_err why;
	enum pb_rc    rc;

	/* Draw it from the view (cairo and pango loaded now, lazy_cairo.c). */
	if (notify_picture_trace != NULL)
		notify_picture_trace(view, 0);
	if ((rc = picture_open(&why)) == PB_OK)
		rc = notify_draw(ops, view, locale, pic, &why);
	if (rc != PB_OK && rc != PB_ENOENT)
		pb_warn("game %lld seat %d: no picture: %s", (long long)game, seat, why.msg);
	else if (rc == PB_OK && notify_picture_trace != NULL)
		notify_picture_trace(view, pic->len);
	if (rc == PB_OK)
		memo_put(ops, locale, key, pic);
	else
		json_decref(key);
}

/* notify_draw_text - the PNG of the picture of the view saved as text
 * (P1) for a game of kind (*png: caller frees); PB_ENOENT when the game
 * draws none for it, another code and why when the drawing failed.  The
 * drawer's worker runs it (P2): the code of notify_late(), without the
 * memo */

enum pb_rc
notify_draw_text(const char *kind, const char *locale, const char *text, unsigned char **png,
    size_t *len, struct pb_err *why)
{
	const struct game_ops *ops = game_find(kind);
	struct notify_pic      pic = { NULL, 0, NULL, NULL };
	json_error_t           jerr;
	json_t                *view;
	enum pb_rc             rc;

	if (ops == NULL || ops->picture == NULL)
		return (pb_err_set(why, PB_EDATA, "no game %s draws one", kind));
	if ((view = json_loads(text, 0, &jerr)) == NULL)
		return (pb_err_set(why, PB_EDATA, "its view: %s", jerr.text));
	if ((rc = picture_open(why)) == PB_OK)
		rc = notify_draw(ops, view, locale, &pic, why);
	json_decref(view);
	if (rc == PB_OK)
		*png = pic.png, *len = pic.len;
	return (rc);
}

/*
  * (R2) The picture of a seat's mail is drawn from the game's public view
  * in the reader's language, with the envelope of a public view
  * (notify_public_mail()): the board every reader of the update sees,
  * the observers' too.  What is the seat's own (its hand, its dice, its
  * headline) the text of its mail tells.  So the seats of one update
  * share one drawing per language (R1), where a picture per reader, each
  * showing its own part, cost a drawing and a deflate each (about 6 ms;
  * perf over the bench's pbemd --once: a third of its time); and a
  * picture shows no secret by construction.
  */

/*
  * (R3) The seats of one update in one language are handed the same
  * board view (R2), and building it (the public view, its envelope, its
  * texts) cost some 380,000 instructions a mail: the last one built is
  * kept (struct kept) and handed again while what it is made of is the
  * same.  It is made of the game's state, which its move log names (the
  * row's seq and last_hash: every change of a state is a move,
  * gamectl_log()), the row's status, the seats' names (the envelope's
  * "waiting"), the reader's language and pbemd's address; kept.key holds
  * them all, so a view is handed again only for what would build the
  * very same one.  A view kept is never changed (one handed out is a
  * reference: the picture's memo and dumped above keep it).
  */
static struct {
	const struct game_ops *ops;
	char                  *key;
	json_t                *view;
} kept; /* the board view built last (R3) */

/* board_key - what a board view of g in locale is made of (R3), with
 * the address its envelope names */

static char *
board_key(const struct pbemd *p, const struct gamectl *g, const char *locale)
{
	struct pb_buf b;
	size_t        k;

	pb_buf_init(&b);
	pb_buf_printf(&b, "%lld %lld %s %s %s %s", (long long)g->row->id, (long long)g->row->seq,
	    g->row->last_hash ? g->row->last_hash : "-", g->row->status, locale, p->cf->address);
	for (k = 0; k < g->nseats; k++)
		pb_buf_printf(&b, " %zu:%s", strlen(g->seats[k]->name), g->seats[k]->name);
	return (b.s);
}

/* board_view - what the picture of a seat's mail of game g is drawn
 * from (R2), without the reader's own member; caller json_decref()s */

static json_t *
board_view(struct pbemd *p, const struct gamectl *g, const char *locale)
{
	json_t *view;
	char   *key = board_key(p, g, locale);

	if (kept.view != NULL && kept.ops == g->ops && strcmp(kept.key, key) == 0) {
		free(key);
		return (json_incref(kept.view));
	}
	json_decref(kept.view);
	free(kept.key);
	view = g->ops->view(g->state, GAME_VIEW_PUBLIC, locale);
	json_object_set_new(view, "mail", notify_public_mail(p, g, locale));
	kept.view = texts_view(p, g->row->id, g, locale, view);
	json_decref(view);
	json_object_del(kept.view, NOTIFY_OWN);
	kept.ops = g->ops;
	kept.key = key;
	return (json_incref(kept.view));
}

/* notify_picture - the picture of a mail that shows the board, drawn by
 * the game's picture() from the public view of g (R2) or, for a mail
 * of no loaded game (observers), from the very view the text was
 * rendered from (game.h: privacy by construction); none when the game
 * draws none or the seat turned pictures off.  A drawing that fails is
 * logged and the mail goes without it: the text is complete on its own. */

static enum pb_rc
notify_picture(struct pbemd *p, int64_t game, const struct gamectl *g, int seat, const char *locale,
    json_t *view, struct notify_pic *pic, struct pb_err *err)
{
	const struct game_ops *ops;
	json_t                *key, *drawn;
	char                  *kind = NULL;
	enum pb_rc             rc;
	int                    on;

	/* Which game, and does the reader want it? */
	if ((rc = wants_pictures(p, game, seat, &on, err)) != PB_OK || !on)
		return (rc);
	if ((rc = store_game_kind(p->st, game, &kind, err)) != PB_OK)
		return (rc == PB_ENOENT ? PB_OK : rc);
	ops = game_find(kind);
	if (ops == NULL || ops->picture == NULL) {
		free(kind);
		return (PB_OK);
	}

	/* Drawn already for the same view (R1)?  Else now or late (P1). */
	if (g != NULL && seat >= 1) { /* ours alone: its own key, no copy */
		drawn = board_view(p, g, locale);
		json_object_del(drawn, NOTIFY_OWN);
		key = json_incref(drawn);
	} else {
		drawn = json_incref(view);
		key = memo_key(drawn);
	}
	if (p->draw_at_flush || memo_get(ops, locale, key, pic) || p->late_pictures) {
		if (pic->png == NULL)
			pic->late = kind, kind = NULL, pic->key = key, key = NULL;
		free(kind);
		json_decref(key);
		json_decref(drawn);
		return (PB_OK);
	}
	free(kind);
	notify_memo_draw(ops, locale, drawn, key, pic, game, seat);
	json_decref(drawn);
	return (PB_OK);
}

/* notify_late - the mail of outbox row o with its picture drawn now
 * (P1): *mail the whole mail, or NULL when it goes without one (the
 * game draws none for that view, or the drawing failed: logged) */

enum pb_rc
notify_late(struct pbemd *p, const struct store_out *o, char **mail, struct pb_err *err)
{
	const struct game_ops *ops;
	struct store_outpic    op = { 0 };
	struct notify_pic      pic = { NULL, 0, NULL, NULL };
	struct pb_err          why;
	json_error_t           jerr;
	json_t                *view;
	enum pb_rc             rc;

	*mail = NULL;
	if ((rc = store_outpic_get(p->st, o->id, &op, err)) != PB_OK)
		return (rc == PB_ENOENT ? PB_OK : rc);
	if ((ops = game_find(op.kind)) == NULL || ops->picture == NULL)
		pb_warn("outbox %lld: no picture: no game %s draws one", (long long)o->id, op.kind);
	else if (memo_text(ops, op.locale, op.view, &pic))
		; /* the view of a picture drawn before, saved as the same text */
	else if (drawer_take(p->drawer, op.kind, op.locale, op.view, &pic.png, &pic.len, &why)) {
		if (pic.png != NULL) { /* drawn beside us (P2): remembered by its text */
			memo_put(ops, op.locale, NULL, &pic);
			memo_saved_as(op.view);
		} else if (why.rc != PB_ENOENT)
			pb_warn("game %lld seat %d: no picture: %s", (long long)o->game_id, o->seat,
			    why.msg);
	} else if ((view = json_loads(op.view, 0, &jerr)) == NULL)
		pb_warn("outbox %lld: no picture: its view: %s", (long long)o->id, jerr.text);
	else {
		if (!memo_get(ops, op.locale, view, &pic))
			notify_memo_draw(
			    ops, op.locale, view, json_incref(view), &pic, o->game_id, o->seat);
		if (pic.png != NULL) /* the newest entry is this view's */
			memo_saved_as(op.view);
		json_decref(view);
	}
	if (pic.png != NULL && (*mail = compose_picture_into(op.message, pic.png, pic.len)) == NULL)
		pb_warn("outbox %lld: no picture: the mail has no place for it", (long long)o->id);
	free(pic.png);
	store_outpic_clear(&op);
	return (PB_OK);
}

/* notify_render - render tmpl with view and queue it, with an optional
 * JSON attachment, and the picture of the board when it shows one */

static enum pb_rc
notify_render(struct pbemd *p, int64_t game, const struct gamectl *g, int seat, const char *to,
    const char *locale, const char *tmpl, json_t *view, json_t *part, const char *in_reply_to,
    const char *key, struct pb_err *err)
{
	const struct render *set;
	struct notify_pic    pic = { NULL, 0, NULL, NULL };
	char                *subject = NULL, *body = NULL, *json = NULL, *token = NULL;
	const char          *shown;
	enum pb_rc           rc;
	int                  board = 0;

	view = texts_view(p, game, g, locale, view); /* English texts in the reader's language */
	if (notify_trace != NULL)
		notify_trace(tmpl, locale, view);
	rc = pbemd_render_game(p, game, locale, &set, err);
	if (rc == PB_OK)
		rc = render_mail_seen(set, tmpl, view, NOTIFY_BOARD, &board, &subject, &body, err);
	if (rc != PB_OK) {
		json_decref(view);
		return (rc);
	}
	if (board && game > 0)
		rc = notify_picture(p, game, g, seat, locale, view, &pic, err);
	/* The move token the mail shows, if it shows its view's. */
	shown = json_string_value(json_object_get(json_object_get(view, "mail"), "token"));
	if (shown != NULL && *shown && (strstr(subject, shown) || strstr(body, shown)))
		token = pb_strdup(shown);
	if (part != NULL)
		json = jdump_pretty(part, 2); /* json_dumps()'s text, JSON_INDENT(2) | JSON_SORT_KEYS */
	if (rc == PB_OK)
		rc = queue_message(p, game, seat, to, subject, body, json, &pic, locale,
		    in_reply_to, key, token, err);
	json_decref(view);
	free(token);
	free(pic.late);
	json_decref(pic.key);
	free(pic.png);
	free(json);
	free(subject);
	free(body);
	return (rc);
}

/* notify_address - render tmpl with view and queue it for one address */

enum pb_rc
notify_address(struct pbemd *p, int64_t game, int seat, const char *to, const char *locale,
    const char *tmpl, json_t *view, const char *in_reply_to, const char *key, struct pb_err *err)
{
	return (notify_render(
	    p, game, NULL, seat, to, locale, tmpl, view, NULL, in_reply_to, key, err));
}

/* actions - mail.actions: the commands a seat can send now, one line
 * each (help()'s example when it gives one, else its usage), at most
 * NOTIFY_ACTIONS; mail.has_actions tells whether there is any */

static void
actions(const struct gamectl *g, int seat, const char *locale, json_t *o)
{
	json_t     *help, *e, *list = json_array();
	const char *line;
	size_t      i;

	if (g->ops->actions != NULL) /* the same first examples, found sooner */
		help = g->ops->actions(g->state, seat, locale, NOTIFY_ACTIONS);
	else
		help = g->ops->help(g->state, seat, locale, NULL);
	texts_examples(g, locale, help); /* in the seat's words */
	json_array_foreach(help, i, e)
	{
		if (json_array_size(list) == NOTIFY_ACTIONS)
			break;
		if ((line = json_string_value(json_object_get(e, "example"))) == NULL)
			line = json_string_value(json_object_get(e, "usage"));
		if (line != NULL && *line)
			json_array_append_new(list, json_string(line));
	}
	json_decref(help);
	json_object_set_new(o, "has_actions", json_boolean(json_array_size(list) > 0));
	json_object_set_new(o, "actions", list);
}

/* contract - what every game's mail carries (game.h, the view contract):
 * headline, must_act, ended, waiting; for a seat the game waits on,
 * actions */

static void
contract(const struct gamectl *g, int seat, const char *locale, json_t *o)
{
	const char *d;
	json_t     *waiting = json_array();
	char       *headline;
	size_t      k;

	headline = g->ops->headline(g->state, seat, locale);
	json_object_set_new(o, "headline", json_string(headline));
	free(headline);
	json_object_set_new(o, "must_act", json_boolean(g->ops->decision(g->state, seat) != NULL));
	json_object_set_new(
	    o, "ended", json_boolean(strcmp(g->ops->status(g->state), "ended") == 0));
	for (k = 1; k <= g->nseats; k++)
		if ((d = g->ops->decision(g->state, (int)k)) != NULL)
			json_array_append_new(waiting,
			    json_pack("{s:i, s:s, s:s, s:b}", "seat", (int)k, "name",
			        g->seats[k - 1]->name, "decision",
			        game_decision_name(g->ops, d, locale), "me", (int)k == seat));
	json_object_set_new(o, "waiting", waiting);
	if (seat >= 1 && g->ops->decision(g->state, seat) != NULL)
		actions(g, seat, locale, o);
	else
		json_object_set_new(o, "has_actions", json_false());
}

/* envelope - the "mail" member of a seat's view */

static json_t *
envelope(struct pbemd *p, const struct gamectl *g, int seat)
{
	struct pb_policy pol;
	struct pb_err    err;
	char            *token;
	json_t          *o;

	token = token_make(p->key, g->row->id, seat, g->row->seq);
	o = json_pack("{s:I, s:s, s:i, s:s, s:s, s:s, s:s, s:s}", "game", (json_int_t)g->row->id,
	    "title", g->ops->title, "seat", seat, "name", g->seats[seat - 1]->name, "token", token,
	    "seed_hash", g->row->seed_hash, "address", p->cf->address, "status", g->row->status);
	free(token);
	contract(g, seat, g->seats[seat - 1]->locale, o);
	/* The policy is never hidden: every mail says who reads press. */
	if (policy_load(p, g->row->id, &pol, &err) == PB_OK)
		json_object_set_new(o, "policy", policy_json(&pol));
	else
		pb_warn("game %lld: %s", (long long)g->row->id, err.msg);
	return (o);
}

/* notify_public_mail - the "mail" member of a public view (observers) */

json_t *
notify_public_mail(struct pbemd *p, const struct gamectl *g, const char *locale)
{
	json_t *o;

	o = json_pack("{s:I, s:s, s:s, s:s, s:s}", "game", (json_int_t)g->row->id, "title",
	    g->ops->title, "status", g->row->status, "seed_hash", g->row->seed_hash, "address",
	    p->cf->address);
	contract(g, GAME_VIEW_PUBLIC, locale, o);
	return (o);
}

/* notify_notices - extra's "notices": what a result tells seat alone
 * (res->notice[seat]; game.h), an empty list when nothing or no res */

void
notify_notices(const struct game_result *res, int seat, json_t *extra)
{
	json_t *a = json_array();

	if (res != NULL && seat >= 1 && seat <= GAME_MAX_SEATS && res->notice[seat] != NULL)
		json_array_append_new(a, json_string(res->notice[seat]));
	json_object_set_new(extra, "notices", a);
}

/* notify_seat - a mail to one seat, from that seat's view only */

enum pb_rc
notify_seat(struct pbemd *p, struct gamectl *g, int seat, const char *tmpl, json_t *extra,
    const char *in_reply_to, const char *key, struct pb_err *err)
{
	return (notify_seat_json(p, g, seat, tmpl, extra, in_reply_to, key, NULL, err));
}

/* notify_seat_json - the same, with a JSON attachment (part, borrowed;
 * its member "token" is set to the mail's move token) */

enum pb_rc
notify_seat_json(struct pbemd *p, struct gamectl *g, int seat, const char *tmpl, json_t *extra,
    const char *in_reply_to, const char *key, json_t *part, struct pb_err *err)
{
	const struct store_seat *st;
	json_t                  *view;
	char                    *mkey;
	enum pb_rc               rc;

	if (seat < 1 || (size_t)seat > g->nseats)
		pb_panic("notify_seat: seat %d of %zu", seat, g->nseats);
	st = g->seats[seat - 1];
	view = g->ops->view(g->state, seat, st->locale);
	json_object_set_new(view, "mail", envelope(p, g, seat));
	json_object_set_new(view, "time", deadline_view(p, g, seat));
	if (extra != NULL)
		json_object_update(view, extra);
	if ((rc = notify_level_since(p, g, seat, tmpl, view, err)) != PB_OK) {
		json_decref(view);
		return (rc);
	}
	if (part != NULL)
		json_object_set(
		    part, "token", json_object_get(json_object_get(view, "mail"), "token"));
	mkey = pb_asprintf("%lld.%d.%s", (long long)g->row->seq, seat, key);
	rc = notify_render(p, g->row->id, g, seat, st->address, st->locale, tmpl, view, part,
	    in_reply_to, mkey, err);
	free(mkey);
	json_decref(view);
	return (rc);
}
