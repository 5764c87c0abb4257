/*++
/* NAME
/*	testmail 3
/* SUMMARY
/*	test harness: a configured pbemd in a temporary directory
/* DESCRIPTION
/*	test_env_new() writes a configuration, creates the database, key
/*	and Maildirs as `pbemctl init` does, and opens the context.  Its
/*	templates and content directories are laid out as `make install`
/*	lays them out for every game, with the Tiny Test Game added
/*	(tests/testgame/): symbolic links to the source tree's
/*	templates/LANG/ entries and content/KIND/ packs, plus
/*	templates/LANG/tiny and content/tiny.  The Tiny Test Game is
/*	registered (game_register()) with the first environment; its games
/*	and Dead of Winter's may share one.
/*	test_game() creates a Dead of Winter game; test_game_of() a game
/*	of any kind with options given as JSON text, and test_tiny() a
/*	Tiny Test Game.  test_deliver() drops a
/*	raw message into the inbox Maildir; test_run() runs one daemon pass
/*	over it exactly as pbemd does (arbitrate, then mark done at the
/*	source only after the commit, then flush the outbox) and returns
/*	the number of messages processed, with the last outcome.  The
/*	test_mail_* functions read what was queued for an address, decoded.
/*	Everything fails the running check test on error.
/*--*/

/* System. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <check.h>
#include <jansson.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/deadline.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/maildir.h"
#include "mail/mime.h"
#include "mail/source.h"
#include "store/store.h"

/* Local. */
#include "testgame/tiny.h"
#include "testmail.h"

/* test_env_new - a fresh installation, without a limit of mails per hour
 * (tests send many mails from one address) */

struct test_env *
test_env_new(void)
{
	return (test_env_new_conf("[limits]\nmax_per_hour = 0\n"));
}

/* link_entries - in dir (made), a symbolic link to each entry of src,
 * replacing one of the same name; a missing src is none */

static void
link_entries(const char *src, const char *dir)
{
	struct dirent *de;
	DIR           *d;
	char          *from, *to;

	ck_assert_msg(mkdir(dir, 0700) == 0 || errno == EEXIST, "mkdir %s", dir);
	if ((d = opendir(src)) == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		from = pb_asprintf("%s/%s", src, de->d_name);
		to = pb_asprintf("%s/%s", dir, de->d_name);
		(void)unlink(to);
		ck_assert_msg(symlink(from, to) == 0, "symlink %s", to);
		free(from);
		free(to);
	}
	closedir(d);
}

/* install_games - DIR/templates and DIR/content as installed, the Tiny
 * Test Game's beside those of the source tree */

static void
install_games(const char *dir)
{
	static const char *const langs[] = { "en", "it", "es" };
	char                    *t, *src, *to;
	size_t                   i;

	t = pb_asprintf("%s/templates", dir);
	ck_assert(mkdir(t, 0700) == 0);
	for (i = 0; i < PB_NELEM(langs); i++) {
		src = pb_asprintf("%s/templates/%s", PB_SRCDIR, langs[i]);
		to = pb_asprintf("%s/%s", t, langs[i]);
		link_entries(src, to);
		free(src);
		src = pb_asprintf("%s/tests/testgame/templates/%s", PB_SRCDIR, langs[i]);
		link_entries(src, to);
		free(src);
		free(to);
	}
	free(t);
	t = pb_asprintf("%s/content", dir);
	src = pb_asprintf("%s/content", PB_SRCDIR);
	link_entries(src, t);
	free(src);
	to = pb_asprintf("%s/tiny", t);
	ck_assert(symlink(PB_SRCDIR "/tests/testgame/content", to) == 0);
	free(to);
	free(t);
}

/* test_env_new_conf - a fresh installation; extra is appended to its
 * configuration file */

struct test_env *
test_env_new_conf(const char *extra)
{
	struct test_env *e = pb_calloc(1, sizeof(*e));
	struct store    *st;
	struct pb_err    err;
	char            *path;
	FILE            *fp;

	e->dir = pb_strdup("/tmp/pbemd-test.XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(e->dir));
	e->conf = pb_asprintf("%s/pbemd.conf", e->dir);
	if (game_find(tiny_ops.kind) == NULL)
		ck_assert(game_register(&tiny_ops, &err) == PB_OK);
	install_games(e->dir);
	ck_assert_ptr_nonnull(fp = fopen(e->conf, "w"));
	fprintf(fp,
	    "[pbemd]\ntemplates = %s/templates\ncontent = %s/content\n"
	    "[mail]\ninbox = maildir:inbox\noutbox = maildir:outbox\n"
	    "address = arbiter@test.example\n%s",
	    e->dir, e->dir, extra ? extra : "");
	fclose(fp);
	path = pb_asprintf("%s/pbemd.db", e->dir);
	ck_assert(store_open(path, &st, &err) == PB_OK);
	store_close(st);
	free(path);
	path = pb_asprintf("%s/pbemd.key", e->dir);
	ck_assert(token_key_create(path, &err) == PB_OK);
	free(path);
	path = pb_asprintf("%s/inbox", e->dir);
	ck_assert(maildir_create(path, &err) == PB_OK);
	free(path);
	path = pb_asprintf("%s/outbox", e->dir);
	ck_assert(maildir_create(path, &err) == PB_OK);
	free(path);
	ck_assert_msg(pbemd_open(e->conf, &e->p, &err) == PB_OK, "%s", err.msg);
	return (e);
}

/* verify_all - replay --verify holds for every game of the installation */

static void
verify_all(struct test_env *e)
{
	struct pb_err err;
	int64_t      *ids = NULL;
	size_t        n = 0, i;
	char         *report;

	ck_assert(store_game_ids(e->p->st, &ids, &n, &err) == PB_OK);
	for (i = 0; i < n; i++) {
		report = NULL;
		ck_assert_msg(gamectl_replay(e->p, ids[i], &report, &err) == PB_OK, "%s", report);
		free(report);
	}
	free(ids);
}

/* test_env_free - verify every game (unless the test broke one on
 * purpose), close, and remove the directory */

void
test_env_free(struct test_env *e)
{
	char *cmd;

	if (!e->broken)
		verify_all(e);
	pbemd_close(e->p);
	cmd = pb_asprintf("rm -rf '%s'", e->dir);
	ck_assert_int_eq(system(cmd), 0);
	free(cmd);
	free(e->conf);
	free(e->dir);
	free(e);
}

/* test_addr - the address of seat n, caller frees */

char *
test_addr(int seat)
{
	static const char *const names[] = { "ann", "bob", "cid", "dee", "eve", "fay" };

	return (pb_asprintf("%s@players.example", names[seat - 1]));
}

/* test_game_of - a new game of a kind with a known seed; opts a JSON
 * object as text (NULL: none) */

int64_t
test_game_of(struct test_env *e, const char *kind, int nseats, unsigned seed, const char *opts)
{
	unsigned char s[32] = { 0 };
	struct pb_err err;
	json_t       *o;
	char         *addrs[6];
	int64_t       id;
	int           k;

	memcpy(s, &seed, sizeof(seed));
	ck_assert_int_le(nseats, 6);
	for (k = 0; k < nseats; k++)
		addrs[k] = test_addr(k + 1);
	ck_assert_ptr_nonnull(o = json_loads(opts ? opts : "{}", 0, NULL));
	ck_assert_msg(
	    gamectl_create(e->p, kind, addrs, nseats, o, s, &id, &err) == PB_OK, "%s", err.msg);
	for (k = 0; k < nseats; k++)
		free(addrs[k]);
	json_decref(o);
	return (id);
}

/* test_game - a new Dead of Winter game with a known seed */

int64_t
test_game(struct test_env *e, int nseats, unsigned seed, const char *variant)
{
	json_t *o = json_object();
	char   *text;
	int64_t id;

	if (variant)
		json_object_set_new(o, "variant", json_string(variant));
	text = json_dumps(o, JSON_COMPACT);
	id = test_game_of(e, "dow", nseats, seed, text);
	free(text);
	json_decref(o);
	return (id);
}

/* test_tiny - a new Tiny Test Game with a known seed; opts as for
 * test_game_of() */

int64_t
test_tiny(struct test_env *e, int nseats, unsigned seed, const char *opts)
{
	return (test_game_of(e, "tiny", nseats, seed, opts));
}

/* test_deliver - one raw message into the inbox */

void
test_deliver(struct test_env *e, const char *raw)
{
	struct pb_err err;
	char         *dir = pb_asprintf("%s/inbox", e->dir);

	ck_assert(maildir_deliver(dir, raw, strlen(raw), NULL, &err) == PB_OK);
	free(dir);
}

/* test_run - one daemon pass; the number of messages processed */

int
test_run(struct test_env *e, const char **outcome)
{
	struct source      *src;
	struct source_item *it;
	struct pb_err       err;
	enum pb_rc          rc;
	int                 n = 0, sent;

	ck_assert(source_open(e->p->cf->inbox, &src, &err) == PB_OK);
	while ((rc = source_next(src, &it, &err)) == PB_OK) {
		ck_assert_msg(
		    arbiter_process(e->p, it->raw, it->len, outcome, &err) == PB_OK, "%s", err.msg);
		ck_assert(source_done(src, it, &err) == PB_OK);
		source_item_free(it);
		n++;
	}
	ck_assert_int_eq(rc, PB_ENOENT);
	source_close(src);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	return (n);
}

/* test_mail_count - mails queued for an address */

int
test_mail_count(struct test_env *e, const char *addr)
{
	struct store_out **rows;
	struct pb_err      err;
	size_t             n;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	store_out_list_free(rows, n);
	return ((int)n);
}

/* test_mail_text - body of mail nth (-1: the last) to addr, decoded */

char *
test_mail_text(struct test_env *e, const char *addr, int nth, char **subject)
{
	struct store_out **rows;
	struct mime_msg   *m;
	struct pb_err      err;
	size_t             n;
	char              *text;

	ck_assert(store_out_list(e->p->st, addr, &rows, &n, &err) == PB_OK);
	ck_assert_msg(n > 0, "no mail to %s", addr);
	if (nth < 0)
		nth = (int)n - 1;
	ck_assert(mime_parse(rows[nth]->message, strlen(rows[nth]->message), &m, &err) == PB_OK);
	text = m->text; /* as a client shows it: mime(3) unflows it */
	m->text = NULL;
	if (subject)
		*subject = pb_strdup(m->subject);
	mime_msg_free(m);
	store_out_list_free(rows, n);
	return (text);
}

/* test_offered - survivor i ("  * NAME, job") of a mail, caller frees */

char *
test_offered(const char *text, int i)
{
	const char *p = text, *end;

	while ((p = strstr(p, "\n  * ")) != NULL) {
		p += 5;
		if (i-- == 0) {
			end = strchr(p, ',');
			return (pb_strndup(p, (size_t)(end - p)));
		}
	}
	ck_abort_msg("no survivor %d in the mail", i);
	return (NULL);
}

/* test_reply - a seat answers its last mail with body (token in Subject),
 * from its address or from */

void
test_reply(struct test_env *e, int seat, const char *from, const char *msgid, const char *body)
{
	char *addr = test_addr(seat), *tok, *subject, *msg;

	tok = test_token(e, addr);
	subject = pb_asprintf("Re: [Dead of Winter] %s", tok);
	msg = test_message(from ? from : addr, subject, msgid, NULL, body);
	test_deliver(e, msg);
	free(msg);
	free(subject);
	free(tok);
	free(addr);
}

/* test_choose - a seat keeps its first and last survivor (and its second
 * with two players), leader the first */

void
test_choose(struct test_env *e, int seat, const char *msgid)
{
	char *addr = test_addr(seat), *text, *a, *b, *body, *offered_last;

	text = test_mail_text(e, addr, -1, NULL);
	a = test_offered(text, 0);
	b = test_offered(text, 3);
	if (strstr(text, "keep 3 of them") != NULL) { /* two players */
		body = test_offered(text, 1);
		free(b);
		b = pb_asprintf("%s, %s", body, offered_last = test_offered(text, 3));
		free(body);
		free(offered_last);
	}
	body = pb_asprintf("keep %s, %s\nleader %s\n", a, b, a);
	test_reply(e, seat, NULL, msgid, body);
	free(body);
	free(a);
	free(b);
	free(text);
	free(addr);
}

/* test_at - the fake clock (PBEMD_FAKE_NOW) at t */

void
test_at(int64_t t)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%lld", (long long)t);
	setenv("PBEMD_FAKE_NOW", buf, 1);
}

/* test_tick - one clock pass and a flush, as pbemd runs them; the games
 * acted on */

int
test_tick(struct test_env *e)
{
	struct pb_err err;
	int           acted, sent;

	ck_assert_msg(deadline_pass(e->p, &acted, &err) == PB_OK, "%s", err.msg);
	ck_assert_msg(flush_outbox(e->p, &sent, &err) == PB_OK, "%s", err.msg);
	return (acted);
}

/* test_token - the move token of the last mail to addr that has one
 * (the end of a game mails its reveal without one) */

char *
test_token(struct test_env *e, const char *addr)
{
	struct token t;
	char        *subject, *text, *tok = NULL;
	int          i;

	for (i = test_mail_count(e, addr) - 1; i >= 0 && tok == NULL; i--) {
		text = test_mail_text(e, addr, i, &subject);
		if (token_find(subject, &t))
			tok = pb_asprintf("PBEM-%lld-%d-%lld-%s", (long long)t.game, t.seat,
			    (long long)t.seq, t.mac);
		free(subject);
		free(text);
	}
	ck_assert_msg(tok != NULL, "no mail with a move token to %s", addr);
	return (tok);
}

/* test_message - a raw message; headers may add lines (each ending \n) */

char *
test_message(
    const char *from, const char *subject, const char *msgid, const char *headers, const char *body)
{
	return (pb_asprintf(
	    "From: %s\nTo: arbiter@test.example\nSubject: %s\n"
	    "Message-ID: <%s>\nDate: Sat, 21 Nov 2026 10:00:00 +0000\nMIME-Version: 1.0\n"
	    "%s%s\n%s",
	    from, subject, msgid, headers ? headers : "",
	    headers && strstr(headers, "Content-Type")
	        ? ""
	        : "Content-Type: text/plain; charset=utf-8\n",
	    body));
}

/* test_state - the stored state of a game, caller frees */

char *
test_state(struct test_env *e, int64_t game)
{
	struct store_game *g;
	struct pb_err      err;
	char              *s;

	ck_assert(store_game_get(e->p->st, game, &g, &err) == PB_OK);
	s = pb_strdup(g->state);
	store_game_free(g);
	return (s);
}
