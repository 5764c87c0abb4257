/*++
/* NAME
/*	check_maildir 1
/* SUMMARY
/*	unit tests for Maildir delivery, the Maildir source and the sinks
/* SYNOPSIS
/*	Suite	*maildir_suite(void)
/* DESCRIPTION
/*	Every test runs in its own directory made with mkdtemp(3) by a
/*	checked fixture and removed afterwards.  Test ids:
/*
/*	maildir-1.1		maildir_create() makes tmp, new and cur, and
/*				is idempotent; a file in the way fails.
/*	maildir-1.2		maildir_deliver() then the source reads the
/*				message back with the same name and bytes;
/*				tmp/ is left empty.
/*	maildir-1.3		done moves new/NAME to cur/NAME:2,S; a second
/*				pass does not see the message.
/*	maildir-1.4		a message not done comes back after rewind.
/*	maildir-1.5		names failing maildir_name_ok() and folders
/*				in new/ are skipped; order is by file name.
/*	maildir-1.6		done on a message another process finished
/*				(ENOENT) is PB_OK; a file vanished between
/*				listing and reading is skipped.
/*	maildir-1.7		maildir_name_ok() table.
/*	maildir-1.8		source_open() and sink_open() spec errors.
/*	maildir-2.1		the Maildir sink stores the message with LF
/*				line ends (a lone CR stays), staged in tmp/
/*				and not in new/ before its sink_sync(),
/*				in new/ and no longer in tmp/ after it;
/*				sink_sync() with nothing sent and after a
/*				send is PB_OK; a message sent and never
/*				synced is gone from tmp/ at sink_close().
/*	maildir-2.2		the Maildir sink on a full file system (a
/*				64 KiB tmpfs, when this runs as root; said
/*				and passed otherwise): PB_ETEMP with "No space
/*				left on device", tmp/ left empty; once space
/*				is back the same send is PB_OK.
/*	maildir-2.3		maildir_errno_rc(): ENOSPC, EDQUOT and EIO
/*				are PB_ETEMP, EACCES, ENOENT, EROFS PB_ESYS.
/*	maildir-3.1		sendmail sink, exit 0: PB_OK, the program
/*				gets "-i -f FROM -- TO" and the message
/*				with LF line ends on its standard input.
/*	maildir-3.2		exit 75 (EX_TEMPFAIL): PB_ETEMP.
/*	maildir-3.3		exit 1: PB_EDATA (permanent).
/*	maildir-3.4		killed by a signal: PB_ETEMP.
/*	maildir-3.5		exits 0 without reading a 1 MB message: no
/*				SIGPIPE death, PB_ETEMP.
/*	maildir-3.6		null sender is passed as "<>".
/*	maildir-3.7		bad envelope addresses: PB_EDATA, the program
/*				is not run.
/*	maildir-3.8		sendmail:PATH that is not executable or not
/*				absolute: PB_ECONFIG.
/*	maildir-3.9		exit 71 (EX_OSERR): PB_ETEMP.
/*	maildir-3.10		exit 74 (EX_IOERR): PB_ETEMP.
/*	maildir-3.11		exit 73 (EX_CANTCREAT): PB_EDATA.
/* SEE ALSO
/*	src/mail/maildir.c, src/mail/source_maildir.c, src/mail/sink*.c
/*--*/

/* System. */
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/maildir.h"
#include "mail/sink.h"
#include "mail/source.h"

/* Local. */
#include "suites.h"

static char tmpdir[64]; /* this test's directory */

/* rm_entry - nftw callback: remove one entry */

static int
rm_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return (remove(path));
}

/* setup - a fresh temporary directory */

static void
setup(void)
{
	strcpy(tmpdir, "/tmp/pbemd-check-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

/* teardown - remove it */

static void
teardown(void)
{
	char *fs = pb_asprintf("%s/fs", tmpdir);

	(void)umount2(fs, MNT_DETACH); /* maildir-2.2's, if a check failed */
	free(fs);
	nftw(tmpdir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* path_of - tmpdir/REL, caller frees */

static char *
path_of(const char *rel)
{
	return (pb_asprintf("%s/%s", tmpdir, rel));
}

/* write_file - create tmpdir/REL with text */

static void
write_file(const char *rel, const char *text, mode_t mode)
{
	char *path = path_of(rel);
	FILE *fp;

	fp = fopen(path, "w");
	ck_assert_ptr_nonnull(fp);
	fputs(text, fp);
	ck_assert_int_eq(fclose(fp), 0);
	ck_assert_int_eq(chmod(path, mode), 0);
	free(path);
}

/* exists - does tmpdir/REL exist? */

static int
exists(const char *rel)
{
	struct stat st;
	char       *path = path_of(rel);
	int         ok;

	ok = stat(path, &st) == 0;
	free(path);
	return (ok);
}

/* count_dir - entries in tmpdir/REL other than . and .. */

static int
count_dir(const char *rel)
{
	struct dirent *de;
	char          *path = path_of(rel);
	DIR           *dp;
	int            n = 0;

	dp = opendir(path);
	ck_assert_ptr_nonnull(dp);
	while ((de = readdir(dp)) != NULL)
		if (strcmp(de->d_name, ".") != 0 && strcmp(de->d_name, "..") != 0)
			n++;
	closedir(dp);
	free(path);
	return (n);
}

/* open_source - source_open("maildir:tmpdir/md") */

static struct source *
open_source(void)
{
	struct source *src = NULL;
	struct pb_err  err;
	char          *spec = pb_asprintf("maildir:%s/md", tmpdir);

	ck_assert_msg(source_open(spec, &src, &err) == PB_OK, "%s", err.msg);
	free(spec);
	return (src);
}

/* ---- Maildir and source ------------------------------------------------ */

START_TEST(test_create)
{
	struct pb_err err;
	char         *md = path_of("md"), *file = path_of("file");

	ck_assert_int_eq(maildir_create(md, &err), PB_OK);
	ck_assert_int_eq(maildir_create(md, &err), PB_OK);
	ck_assert(exists("md/tmp") && exists("md/new") && exists("md/cur"));
	write_file("file", "x", 0600);
	ck_assert_int_eq(maildir_create(file, &err), PB_ESYS);
	free(file);
	free(md);
}
END_TEST

START_TEST(test_deliver_read)
{
	static const char   msg[] = "Subject: x\n\nbody\0with NUL\n";
	struct source      *src = open_source();
	struct source_item *item = NULL;
	struct pb_err       err;
	char               *md = path_of("md"), *name = NULL;

	ck_assert_int_eq(maildir_deliver(md, msg, sizeof(msg) - 1, &name, &err), PB_OK);
	ck_assert_ptr_nonnull(name);
	ck_assert(maildir_name_ok(name));
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK);
	ck_assert_str_eq(item->id, name);
	ck_assert_uint_eq(item->len, sizeof(msg) - 1);
	ck_assert(memcmp(item->raw, msg, item->len) == 0);
	ck_assert_int_eq(item->raw[item->len], '\0');
	ck_assert_int_eq(count_dir("md/tmp"), 0);
	source_item_free(item);
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT);
	source_close(src);
	free(name);
	free(md);
}
END_TEST

START_TEST(test_done)
{
	struct source      *src = open_source();
	struct source_item *item = NULL;
	struct pb_err       err;
	char               *md = path_of("md"), *name = NULL, *cur;

	ck_assert_int_eq(maildir_deliver(md, "A: b\n\nc\n", 8, &name, &err), PB_OK);
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK);
	ck_assert_int_eq(source_done(src, item, &err), PB_OK);
	cur = pb_asprintf("md/cur/%s:2,S", name);
	ck_assert(exists(cur));
	ck_assert_int_eq(count_dir("md/new"), 0);
	source_item_free(item);
	source_rewind(src);
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT);
	source_close(src);
	free(cur);
	free(name);
	free(md);
}
END_TEST

START_TEST(test_not_done)
{
	struct source      *src = open_source();
	struct source_item *item = NULL;
	struct pb_err       err;
	char               *md = path_of("md");

	ck_assert_int_eq(maildir_deliver(md, "A: b\n\nc\n", 8, NULL, &err), PB_OK);
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK);
	source_item_free(item);
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT);
	source_rewind(src);
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK);
	source_item_free(item);
	source_close(src);
	free(md);
}
END_TEST

START_TEST(test_skip_order)
{
	struct source           *src = open_source();
	struct source_item      *item = NULL;
	struct pb_err            err;
	char                    *dir;
	static const char *const want[] = { "1000.a", "1000.b", "2000.a" };
	size_t                   i;

	write_file("md/new/2000.a", "A: 3\n\n", 0600);
	write_file("md/new/1000.b", "A: 2\n\n", 0600);
	write_file("md/new/1000.a", "A: 1\n\n", 0600);
	write_file("md/new/.hidden", "A: x\n\n", 0600);
	dir = path_of("md/new/1500.dir");
	ck_assert_int_eq(mkdir(dir, 0700), 0);
	for (i = 0; i < PB_NELEM(want); i++) {
		ck_assert_int_eq(source_next(src, &item, &err), PB_OK);
		ck_assert_str_eq(item->id, want[i]);
		source_item_free(item);
	}
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT);
	source_close(src);
	free(dir);
}
END_TEST

START_TEST(test_vanished)
{
	struct source      *src = open_source();
	struct source_item *item = NULL, ghost = { "9.gone", "", 0 };
	struct pb_err       err;
	char               *path;

	ck_assert_int_eq(source_done(src, &ghost, &err), PB_OK);
	write_file("md/new/1.a", "A: 1\n\n", 0600);
	write_file("md/new/2.b", "A: 2\n\n", 0600);
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK); /* lists */
	ck_assert_str_eq(item->id, "1.a");
	source_item_free(item);
	path = path_of("md/new/2.b");
	ck_assert_int_eq(unlink(path), 0);
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT);
	source_close(src);
	free(path);
}
END_TEST

struct name_case {
	const char *id;
	const char *name;
	int         ok;
};

static const struct name_case name_cases[] = {
	{ "maildir-1.7a", "1763766456.123_1_abcd.host", 1 },
	{ "maildir-1.7b", "x:2,S", 1 },
	{ "maildir-1.7c", "", 0 },
	{ "maildir-1.7d", ".", 0 },
	{ "maildir-1.7e", "..", 0 },
	{ "maildir-1.7f", ".hidden", 0 },
	{ "maildir-1.7g", "a/b", 0 },
	{ "maildir-1.7h", "../../etc/passwd", 0 },
	{ "maildir-1.7i", NULL, 0 },
};

START_TEST(test_name_ok)
{
	const struct name_case *tc = name_cases + _i;

	ck_assert_msg(maildir_name_ok(tc->name) == tc->ok, "%s: \"%s\"", tc->id,
	    tc->name ? tc->name : "(null)");
}
END_TEST

START_TEST(test_specs)
{
	static const char *const bad[] = {
		"maildir",
		"maildir:",
		"nosuch:/tmp/x",
		":x",
		"",
	};
	struct source *src = NULL;
	struct sink   *snk = NULL;
	struct pb_err  err;
	size_t         i;

	for (i = 0; i < PB_NELEM(bad); i++) {
		ck_assert_msg(source_open(bad[i], &src, &err) == PB_ECONFIG,
		    "maildir-1.8: source \"%s\"", bad[i]);
		ck_assert_msg(sink_open(bad[i], &snk, &err) == PB_ECONFIG,
		    "maildir-1.8: sink \"%s\"", bad[i]);
	}
	ck_assert_ptr_null(src);
	ck_assert_ptr_null(snk);
	source_close(NULL);
	sink_close(NULL);
	source_item_free(NULL);
}
END_TEST

/* ---- sinks ------------------------------------------------------------- */

START_TEST(test_sink_maildir)
{
	static const char   msg[] = "Subject: x\r\n\r\nline 1\r\nline\r2\r\n\r";
	struct source      *src = open_source();
	struct source_item *item = NULL;
	struct sink        *snk = NULL;
	struct pb_err       err;
	char               *spec = pb_asprintf("maildir:%s/md", tmpdir), *tmp = path_of("md/tmp");

	ck_assert_int_eq(sink_open(spec, &snk, &err), PB_OK);
	ck_assert_int_eq(sink_sync(snk, &err), PB_OK); /* nothing put yet */
	ck_assert_int_eq(sink_send(snk, "a@b.c", "d@e.f", msg, sizeof(msg) - 1, &err), PB_OK);
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT); /* staged only */
	ck_assert_int_eq(sink_sync(snk, &err), PB_OK);
	ck_assert_int_eq(rmdir(tmp), 0); /* empty */
	ck_assert_int_eq(mkdir(tmp, 0700), 0);
	source_rewind(src);
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK);
	ck_assert_str_eq(item->raw, "Subject: x\n\nline 1\nline\r2\n\r");
	source_item_free(item);
	ck_assert_int_eq(sink_sync(snk, &err), PB_OK);

	/* Sent, never synced: not delivered, nothing left in tmp/. */
	ck_assert_int_eq(sink_send(snk, "a@b.c", "d@e.f", msg, sizeof(msg) - 1, &err), PB_OK);
	ck_assert_int_eq(rmdir(tmp), -1); /* the staged mail */
	sink_close(snk);
	ck_assert_int_eq(rmdir(tmp), 0);
	source_rewind(src);
	ck_assert_int_eq(source_next(src, &item, &err), PB_OK); /* the first, alone */
	source_item_free(item);
	ck_assert_int_eq(source_next(src, &item, &err), PB_ENOENT);
	free(tmp);
	source_close(src);
	free(spec);
}
END_TEST

/* fill_up - write a file in dir until the file system is full */

static void
fill_up(const char *dir)
{
	char  block[4096], *path = pb_asprintf("%s/filler", dir);
	FILE *fp = fopen(path, "w");

	ck_assert_ptr_nonnull(fp);
	memset(block, 'x', sizeof(block));
	while (fwrite(block, 1, sizeof(block), fp) == sizeof(block))
		continue;
	fclose(fp);
	free(path);
}

START_TEST(test_sink_full)
{
	static const char msg[] = "Subject: x\r\n\r\nthe reply\r\n";
	struct pb_buf     big;
	struct sink      *snk = NULL;
	struct pb_err     err;
	char             *fs = path_of("fs"), *spec, *tmp, *filler;
	int               i;

	/* A small file system of its own, when this may mount one. */
	ck_assert_int_eq(mkdir(fs, 0700), 0);
	if (mount("pbemd-check", fs, "tmpfs", 0, "size=64k") != 0) {
		printf("maildir-2.2: skipped: cannot mount a tmpfs (%s)\n", strerror(errno));
		free(fs);
		return;
	}
	spec = pb_asprintf("maildir:%s/md", fs);
	tmp = pb_asprintf("%s/md/tmp", fs);
	filler = pb_asprintf("%s/filler", fs);
	ck_assert_int_eq(sink_open(spec, &snk, &err), PB_OK);

	/* Full: temporary, and nothing left behind in tmp/. */
	pb_buf_init(&big);
	pb_buf_puts(&big, "Subject: big\r\n\r\n");
	for (i = 0; i < 2048; i++)
		pb_buf_puts(&big, "0123456789012345678901234567890123456789\r\n");
	fill_up(fs);
	ck_assert_int_eq(sink_send(snk, "a@b.c", "d@e.f", big.s, big.len, &err), PB_ETEMP);
	ck_assert_msg(strstr(err.msg, strerror(ENOSPC)) != NULL, "maildir-2.2: %s", err.msg);
	ck_assert_int_eq(rmdir(tmp), 0); /* empty */
	ck_assert_int_eq(mkdir(tmp, 0700), 0);

	/* Space back: the same send goes through. */
	ck_assert_int_eq(unlink(filler), 0);
	ck_assert_msg(sink_send(snk, "a@b.c", "d@e.f", msg, sizeof(msg) - 1, &err) == PB_OK,
	    "maildir-2.2: %s", err.msg);
	sink_close(snk);
	ck_assert_int_eq(umount(fs), 0);
	pb_buf_free(&big);
	free(filler);
	free(tmp);
	free(spec);
	free(fs);
}
END_TEST

START_TEST(test_errno_rc)
{
	ck_assert_int_eq(maildir_errno_rc(ENOSPC), PB_ETEMP);
	ck_assert_int_eq(maildir_errno_rc(EDQUOT), PB_ETEMP);
	ck_assert_int_eq(maildir_errno_rc(EIO), PB_ETEMP);
	ck_assert_int_eq(maildir_errno_rc(EACCES), PB_ESYS);
	ck_assert_int_eq(maildir_errno_rc(ENOENT), PB_ESYS);
	ck_assert_int_eq(maildir_errno_rc(EROFS), PB_ESYS);
}
END_TEST

/* fake_sendmail - a shell script that records its input and exits so */

static struct sink *
fake_sendmail(const char *body)
{
	struct sink  *snk = NULL;
	struct pb_err err;
	char         *script, *spec;

	script = pb_asprintf("#!/bin/sh\n"
	                     "printf '%%s\\n' \"$@\" > '%s/args'\n%s\n",
	    tmpdir, body);
	write_file("sendmail", script, 0700);
	spec = pb_asprintf("sendmail:%s/sendmail", tmpdir);
	ck_assert_msg(sink_open(spec, &snk, &err) == PB_OK, "%s", err.msg);
	free(spec);
	free(script);
	return (snk);
}

/* read_rel - tmpdir/REL as a string, caller frees */

static char *
read_rel(const char *rel)
{
	struct pb_err err;
	char         *path = path_of(rel), *text;

	text = pb_file_read(path, NULL, &err);
	ck_assert_msg(text != NULL, "%s", err.msg);
	free(path);
	return (text);
}

START_TEST(test_sendmail_ok)
{
	static const char msg[] = "Subject: x\r\n\r\nbody\r\n";
	struct sink      *snk;
	struct pb_err     err;
	char             *body = pb_asprintf("cat > '%s/stdin'\nexit 0", tmpdir);
	char             *got;

	snk = fake_sendmail(body);
	ck_assert_int_eq(
	    sink_send(snk, "arbiter@pbem.example", "ann@example.com", msg, sizeof(msg) - 1, &err),
	    PB_OK);
	got = read_rel("stdin");
	ck_assert_str_eq(got, "Subject: x\n\nbody\n");
	free(got);
	got = read_rel("args");
	ck_assert_str_eq(got, "-i\n-f\narbiter@pbem.example\n--\nann@example.com\n");
	free(got);
	sink_close(snk);
	free(body);
}
END_TEST

struct exit_case {
	const char *id;
	const char *label;
	const char *body;
	enum pb_rc  rc;
};

static const struct exit_case exit_cases[] = {
	{ "maildir-3.2", "EX_TEMPFAIL", "cat >/dev/null\nexit 75", PB_ETEMP },
	{ "maildir-3.3", "exit 1", "cat >/dev/null\nexit 1", PB_EDATA },
	{ "maildir-3.4", "killed", "kill -9 $$", PB_ETEMP },
	{ "maildir-3.5", "exits without reading", "exit 0", PB_ETEMP },
	{ "maildir-3.9", "EX_OSERR", "cat >/dev/null\nexit 71", PB_ETEMP },
	{ "maildir-3.10", "EX_IOERR", "cat >/dev/null\nexit 74", PB_ETEMP },
	{ "maildir-3.11", "EX_CANTCREAT", "cat >/dev/null\nexit 73", PB_EDATA },
};

START_TEST(test_sendmail_exit)
{
	const struct exit_case *tc = exit_cases + _i;
	struct pb_buf           big;
	struct sink            *snk;
	struct pb_err           err;
	enum pb_rc              rc;
	int                     i;

	pb_buf_init(&big);
	pb_buf_puts(&big, "Subject: big\r\n\r\n");
	for (i = 0; i < 16384; i++)
		pb_buf_puts(&big,
		    "0123456789012345678901234567890123456789"
		    "0123456789012345678901\r\n");
	snk = fake_sendmail(tc->body);
	rc = sink_send(snk, "a@b.c", "d@e.f", big.s, big.len, &err);
	ck_assert_msg(
	    rc == tc->rc, "%s (%s): rc %s, %s", tc->id, tc->label, pb_rc_str(rc), err.msg);
	sink_close(snk);
	pb_buf_free(&big);
}
END_TEST

START_TEST(test_sendmail_null_sender)
{
	struct sink  *snk;
	struct pb_err err;
	char         *got;

	snk = fake_sendmail("cat >/dev/null");
	ck_assert_int_eq(sink_send(snk, "", "d@e.f", "A: b\r\n\r\n", 8, &err), PB_OK);
	got = read_rel("args");
	ck_assert_str_eq(got, "-i\n-f\n<>\n--\nd@e.f\n");
	free(got);
	sink_close(snk);
}
END_TEST

START_TEST(test_sendmail_bad_addr)
{
	static const char *const bad[][2] = {
		{ "a@b.c", "-oQ/tmp/x@y.z" },
		{ "a@b.c", "d@e.f\nBcc: v@x.y" },
		{ "-oi@x", "d@e.f" },
		{ "a b@c.d", "d@e.f" },
	};
	struct sink  *snk;
	struct pb_err err;
	size_t        i;

	snk = fake_sendmail("exit 0");
	for (i = 0; i < PB_NELEM(bad); i++)
		ck_assert_msg(
		    sink_send(snk, bad[i][0], bad[i][1], "A: b\r\n\r\n", 8, &err) == PB_EDATA,
		    "maildir-3.7: %zu", i);
	ck_assert_msg(!exists("args"), "maildir-3.7: the program ran");
	sink_close(snk);
}
END_TEST

START_TEST(test_sendmail_open)
{
	struct sink  *snk = NULL;
	struct pb_err err;
	char         *spec;

	write_file("noexec", "#!/bin/sh\n", 0600);
	spec = pb_asprintf("sendmail:%s/noexec", tmpdir);
	ck_assert_int_eq(sink_open(spec, &snk, &err), PB_ECONFIG);
	free(spec);
	spec = pb_asprintf("sendmail:%s/missing", tmpdir);
	ck_assert_int_eq(sink_open(spec, &snk, &err), PB_ECONFIG);
	free(spec);
	ck_assert_int_eq(sink_open("sendmail:bin/sh", &snk, &err), PB_ECONFIG);
	ck_assert_ptr_null(snk);
}
END_TEST

/* maildir_suite - the Maildir, source and sink tests */

Suite *
maildir_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("maildir");
	tc = tcase_create("maildir");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_create);       /* maildir-1.1 */
	tcase_add_test(tc, test_deliver_read); /* maildir-1.2 */
	tcase_add_test(tc, test_done);         /* maildir-1.3 */
	tcase_add_test(tc, test_not_done);     /* maildir-1.4 */
	tcase_add_test(tc, test_skip_order);   /* maildir-1.5 */
	tcase_add_test(tc, test_vanished);     /* maildir-1.6 */
	tcase_add_loop_test(tc, test_name_ok, 0, PB_NELEM(name_cases));
	tcase_add_test(tc, test_specs); /* maildir-1.8 */
	suite_add_tcase(s, tc);
	tc = tcase_create("sink");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_sink_maildir); /* maildir-2.1 */
	tcase_add_test(tc, test_sink_full);    /* maildir-2.2 */
	tcase_add_test(tc, test_errno_rc);     /* maildir-2.3 */
	tcase_add_test(tc, test_sendmail_ok);  /* maildir-3.1 */
	tcase_add_loop_test(tc, test_sendmail_exit, 0, PB_NELEM(exit_cases));
	tcase_add_test(tc, test_sendmail_null_sender); /* maildir-3.6 */
	tcase_add_test(tc, test_sendmail_bad_addr);    /* maildir-3.7 */
	tcase_add_test(tc, test_sendmail_open);        /* maildir-3.8 */
	suite_add_tcase(s, tc);
	return (s);
}
