/*++
/* NAME
/*	check_replies 1
/* SUMMARY
/*	the reply corpus through the real intake path
/* SYNOPSIS
/*	tests/check_replies
/* DESCRIPTION
/*	Every tests/data/replies/NAME.eml is a reply as a mail client
/*	writes it (Gmail, Outlook, Outlook.com, Mail for Windows, Yahoo,
/*	AOL, Apple Mail, iOS, Samsung, Thunderbird, K-9, Polymail, Yandex,
/*	mail.ru ...; text and HTML; top and bottom posting; a dozen
/*	languages) to a mail pbemd sent.  NAME.ref says which mail
/*	("answers: welcome" is answered-welcome.msg, a whole message as
/*	pbemd's outbox keeps it), the command lines that must be read
/*	("run: ...", in order) and old commands that must not ("old:
/*	...").  Each case goes the way arbiter(3) takes a mail: mime_parse(),
/*	strip_reply(), oldtext_mark() against the mail answered, then the
/*	TEXT lines that hold no move token.  Test ids:
/*
/*	replies-1.N	case N of the corpus, in file name order: the
/*			command lines are exactly the run: lines.
/*	replies-2.1	the whole corpus: how many cases are read exactly
/*			right, and how many would run an old command (printed;
/*			all and none are required).
/*
/*	Built with -DREPLIES_BEFORE (and the strip.c of an older tree) it
/*	measures that tree: no old-text matching, figures only.
/* SEE ALSO
/*	src/mail/strip.c, src/mail/oldtext.c, tests/data/replies/README
/*--*/

/* System. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/token.h"
#include "mail/mime.h"
#include "mail/oldtext.h"
#include "mail/strip.h"

/* Local. */
#include "testrun.h"

#define REPLIES_DIR PB_SRCDIR "/tests/data/replies"
#define REPLIES_MAX 400

static char  *names[REPLIES_MAX]; /* the cases, NAME without .eml */
static size_t nnames;

/*
  * One case: what must run, what must not, what did.
  */
struct reply_case {
	char  *answers;
	char **run, **old, **got;
	size_t nrun, nold, ngot;
};

/* replies_list - the names of the corpus, sorted */

static int
name_cmp(const void *a, const void *b)
{
	return (strcmp(*(char *const *)a, *(char *const *)b));
}

static void
replies_list(void)
{
	struct dirent *d;
	DIR           *dir;
	size_t         len;

	if ((dir = opendir(REPLIES_DIR)) == NULL)
		return;
	while ((d = readdir(dir)) != NULL && nnames < REPLIES_MAX) {
		len = strlen(d->d_name);
		if (len > 4 && strcmp(d->d_name + len - 4, ".eml") == 0)
			names[nnames++] = pb_strndup(d->d_name, len - 4);
	}
	closedir(dir);
	qsort(names, nnames, sizeof(*names), name_cmp);
}

/* push - append a copy of s */

static void
push(char ***v, size_t *n, const char *s, size_t len)
{
	*v = pb_realloc(*v, (*n + 1) * sizeof(**v));
	(*v)[(*n)++] = pb_strndup(s, len);
}

/* file - a file of the corpus, caller frees */

static char *
file(const char *name, const char *ext, size_t *len)
{
	struct pb_err err;
	char         *path, *s;

	path = pb_asprintf("%s/%s%s", REPLIES_DIR, name, ext);
	s = pb_file_read(path, len, &err);
	ck_assert_msg(s != NULL, "%s: %s", path, err.msg);
	free(path);
	return (s);
}

/* ref_load - NAME.ref */

static void
ref_load(const char *name, struct reply_case *c)
{
	char       *ref;
	const char *p, *nl;
	size_t      len;

	ref = file(name, ".ref", &len);
	for (p = ref; *p; p = nl + (*nl != '\0')) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		if (strncmp(p, "answers: ", 9) == 0)
			c->answers = pb_strndup(p + 9, (size_t)(nl - p - 9));
		else if (strncmp(p, "run: ", 5) == 0)
			push(&c->run, &c->nrun, p + 5, (size_t)(nl - p - 5));
		else if (strncmp(p, "old: ", 5) == 0)
			push(&c->old, &c->nold, p + 5, (size_t)(nl - p - 5));
	}
	free(ref);
	ck_assert_msg(c->answers != NULL, "%s.ref: no answers: line", name);
}

/* commands - the command lines of a reply as arbiter(3) takes them */

static void
commands(const char *name, struct reply_case *c)
{
	struct strip_result *sr;
	struct mime_msg     *m;
	struct pb_err        err;
	struct token         t;
	char                *raw, *msg, *old, *path;
	const char          *s;
	size_t               i, len, mlen, e;

	raw = file(name, ".eml", &len);
	ck_assert_msg(mime_parse(raw, len, &m, &err) == PB_OK, "%s: %s", name, err.msg);
	sr = strip_reply(m->text);
	path = pb_asprintf("answered-%s", c->answers);
	msg = file(path, ".msg", &mlen);
	old = oldtext_of_message(msg, mlen);
	ck_assert_msg(old != NULL, "%s: answered-%s.msg unreadable", name, c->answers);
#ifndef REPLIES_BEFORE
	(void)oldtext_mark(sr, old);
#endif
	for (i = 0; i < sr->n; i++) {
		if (sr->lines[i].kind != STRIP_TEXT || token_find(sr->lines[i].text, &t))
			continue;
		s = sr->lines[i].text + strspn(sr->lines[i].text, " \t");
		for (e = strlen(s); e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\t'); e--)
			;
		if (e > 0)
			push(&c->got, &c->ngot, s, e);
	}
	free(old);
	free(msg);
	free(path);
	strip_free(sr);
	mime_msg_free(m);
	free(raw);
}

/* case_free - release a case */

static void
case_free(struct reply_case *c)
{
	size_t i;

	for (i = 0; i < c->nrun; i++)
		free(c->run[i]);
	for (i = 0; i < c->nold; i++)
		free(c->old[i]);
	for (i = 0; i < c->ngot; i++)
		free(c->got[i]);
	free(c->run);
	free(c->old);
	free(c->got);
	free(c->answers);
}

/* exact - are the lines read exactly the run: lines? */

static int
exact(const struct reply_case *c)
{
	size_t i;

	if (c->ngot != c->nrun)
		return (0);
	for (i = 0; i < c->nrun; i++)
		if (strcmp(c->got[i], c->run[i]) != 0)
			return (0);
	return (1);
}

/* runs_old - does an old: line run more often than the run: lines say? */

static int
runs_old(const struct reply_case *c)
{
	size_t i, k, got, want;

	for (i = 0; i < c->nold; i++) {
		for (k = got = 0; k < c->ngot; k++)
			got += strcmp(c->got[k], c->old[i]) == 0;
		for (k = want = 0; k < c->nrun; k++)
			want += strcmp(c->run[k], c->old[i]) == 0;
		if (got > want)
			return (1);
	}
	return (0);
}

/* got_str - the lines read, for a failure message; caller frees */

static char *
got_str(const struct reply_case *c)
{
	struct pb_buf b;
	size_t        i;

	pb_buf_init(&b);
	for (i = 0; i < c->ngot; i++)
		pb_buf_printf(&b, "\n  [%s]", c->got[i]);
	return (pb_buf_steal(&b));
}

START_TEST(test_reply_case)
{
	struct reply_case c = { 0 };
	char             *got;

	ref_load(names[_i], &c);
	commands(names[_i], &c);
	got = got_str(&c);
	ck_assert_msg(exact(&c), "replies-1.%d %s: read%s", _i + 1, names[_i], got);
	ck_assert_msg(!runs_old(&c), "replies-1.%d %s: runs an old command", _i + 1, names[_i]);
	free(got);
	case_free(&c);
}
END_TEST

START_TEST(test_corpus)
{
	struct reply_case c;
	size_t            i, right = 0, old = 0;

	for (i = 0; i < nnames; i++) {
		memset(&c, 0, sizeof(c));
		ref_load(names[i], &c);
		commands(names[i], &c);
		right += exact(&c);
		old += runs_old(&c);
		if (!exact(&c) || runs_old(&c))
			printf("replies: %s%s%s\n", names[i], exact(&c) ? "" : " (not exact)",
			    runs_old(&c) ? " (runs old lines)" : "");
		case_free(&c);
	}
	printf("replies: %zu cases, %zu read exactly right, %zu would run old lines\n", nnames,
	    right, old);
	ck_assert_msg(nnames >= 60, "replies-2.1: only %zu cases", nnames);
#ifndef REPLIES_BEFORE
	ck_assert_msg(right == nnames && old == 0, "replies-2.1: %zu of %zu right, %zu run old",
	    right, nnames, old);
#endif
}
END_TEST

/* replies_suite - the corpus */

static Suite *
replies_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("replies");
	tc = tcase_create("corpus");
	tcase_add_loop_test(tc, test_reply_case, 0, (int)nnames); /* replies-1.N */
	tcase_add_test(tc, test_corpus);                          /* replies-2.1 */
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	size_t i;
	int    rc;

	test_timeouts();
	replies_list();
	rc = test_run_suite(replies_suite());
	for (i = 0; i < nnames; i++)
		free(names[i]);
	return (rc);
}
