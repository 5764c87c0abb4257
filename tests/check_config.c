/*++
/* NAME
/*	check_config 1
/* SUMMARY
/*	unit tests for reading pbemd.conf
/* SYNOPSIS
/*	Suite	*config_suite(void)
/* DESCRIPTION
/*	Table-driven cases; each carries a stable id and a label, and a
/*	failure names both.  Each case writes its own configuration file
/*	into a temporary directory made by a checked fixture (inside one
/*	per test case, made and removed by an unchecked fixture, so that
/*	failed tests leave nothing behind); in expected values @D@ stands
/*	for that directory and @F@ for the file.
/*	Test ids:
/*
/*	config-1.1 .. 1.3	defaults: an empty file, comments only, empty
/*				sections.
/*	config-2.1 .. 2.26	values: relative paths made absolute against
/*				the file's directory, absolute paths kept,
/*				maildir: and sendmail: specs likewise, URLs
/*				kept as written, strings and integers, white
/*				space, comments, the last of repeated keys,
/*				':' as separator, the [mail] keys of IMAP,
/*				POP3 and SMTP; the moderator and the
/*				[limits] keys, sizes with K and M; pid_file;
/*				(2.27) authserv_id and require_auth.
/*	config-3.1 .. 3.18	errors: unknown keys and sections named with
/*				FILE:LINE, bad integers, syntax errors; the
/*				first error is the one reported.
/*	config-4.1 .. 4.4	files: missing (PB_ENOENT, with and without a
/*				struct pb_err), a directory, a file named by
/*				a relative path.
/*	config-5.1 .. 5.14	config_check: a complete file passes; no
/*				inbox or one not maildir:, no outbox or one
/*				neither maildir: nor sendmail:, no address,
/*				a bad address, a bad locale and
/*				poll_interval 0 fail, naming FILE; URL
/*				schemes for the right direction pass, the
/*				wrong direction or no "//" fail; a
/*				moderator must be a bare address.
/*	config-5.15		[time] deadline.KIND and its older form
/*				deadline_KIND: a kind some game declares
/*				passes, an unknown kind and a bad duration
/*				fail, naming the key.
/*	config-5.16		[mail] require_auth: none, dkim or dmarc, and
/*				anything but none needs authserv_id.
/* SEE ALSO
/*	src/core/config.c, the module under test.
/*--*/

/* System. */
#include <fcntl.h>
#include <ftw.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/config.h"

/* Local. */
#include "suites.h"

#ifndef PB_DATADIR
#define PB_DATADIR "/usr/share/pbemd"
#endif

/* ---- fixture and helpers ---------------------------------------------- */

static char             *conf_root; /* per TCase, removed even after failures */
static char             *conf_dir;  /* per test, inside conf_root */
static char             *conf_file;
static struct pb_config *conf_cf;         /* the test's result, if any */
static char             *conf_scratch[8]; /* strings of expand() */
static size_t            conf_nscratch;

/* conf_rm_one - nftw callback: remove one entry */

static int
conf_rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	return (remove(path));
}

/* conf_root_setup - unchecked fixture: the directory of the test case */

static void
conf_root_setup(void)
{
	conf_root = pb_strdup("/tmp/check_config.XXXXXX");
	ck_assert_msg(mkdtemp(conf_root) != NULL, "mkdtemp failed");
}

/* conf_root_teardown - remove it with what failed tests left behind */

static void
conf_root_teardown(void)
{
	nftw(conf_root, conf_rm_one, 8, FTW_DEPTH | FTW_PHYS);
	free(conf_root);
	conf_root = NULL;
}

/* conf_setup - checked fixture: a directory of the test's own */

static void
conf_setup(void)
{
	conf_dir = pb_asprintf("%s/test.XXXXXX", conf_root);
	ck_assert_msg(mkdtemp(conf_dir) != NULL, "mkdtemp failed");
	conf_file = pb_asprintf("%s/pbemd.conf", conf_dir);
}

/* conf_teardown - free what the test made, remove the directory */

static void
conf_teardown(void)
{
	config_free(conf_cf);
	conf_cf = NULL;
	while (conf_nscratch > 0)
		free(conf_scratch[--conf_nscratch]);
	nftw(conf_dir, conf_rm_one, 8, FTW_DEPTH | FTW_PHYS);
	free(conf_dir);
	free(conf_file);
	conf_dir = conf_file = NULL;
}

/* conf_write - TEXT into PATH */

static void
conf_write(const char *path, const char *text)
{
	FILE *fp;

	fp = fopen(path, "w");
	ck_assert_msg(fp != NULL, "fopen %s", path);
	fputs(text, fp);
	ck_assert_msg(fclose(fp) == 0, "fclose %s", path);
}

/* expand - TEXT with @D@ and @F@ replaced, freed by the teardown */

static char *
expand(const char *text)
{
	struct pb_buf b;
	const char   *p;

	pb_buf_init(&b);
	for (p = text; *p; p++) {
		if (strncmp(p, "@D@", 3) == 0) {
			pb_buf_puts(&b, conf_dir);
			p += 2;
		} else if (strncmp(p, "@F@", 3) == 0) {
			pb_buf_puts(&b, conf_file);
			p += 2;
		} else {
			pb_buf_putc(&b, *p);
		}
	}
	ck_assert(conf_nscratch < PB_NELEM(conf_scratch));
	return (conf_scratch[conf_nscratch++] = pb_buf_steal(&b));
}

/* load_ok - write TEXT, load it, fail the test unless it loads */

static struct pb_config *
load_ok(const char *id, const char *label, const char *text)
{
	struct pb_err err;
	enum pb_rc    rc;

	pb_err_clear(&err);
	conf_write(conf_file, text);
	rc = config_load(conf_file, &conf_cf, &err);
	ck_assert_msg(rc == PB_OK, "%s (%s): rc %d: %s", id, label, rc, err.msg);
	ck_assert_msg(conf_cf != NULL, "%s (%s): no result", id, label);
	return (conf_cf);
}

/* str_eq - NULL-safe string comparison */

static int
str_eq(const char *a, const char *b)
{
	if (a == NULL || b == NULL)
		return (a == b);
	return (strcmp(a, b) == 0);
}

/* ---- config-1: defaults ----------------------------------------------- */

struct text_case {
	const char *id;
	const char *label;
	const char *text;
};

static const struct text_case default_cases[] = {
	{ "config-1.1", "empty file", "" },
	{ "config-1.2", "comments and blank lines", "; pbemd.conf\n\n# nothing\n" },
	{ "config-1.3", "empty sections", "[pbemd]\n[mail]\n" },
};

START_TEST(test_defaults)
{
	const struct text_case *c = &default_cases[_i];
	struct pb_config       *cf;
	char                   *db, *key;

	cf = load_ok(c->id, c->label, c->text);
	db = expand("@D@/pbemd.db");
	key = expand("@D@/pbemd.key");
	ck_assert_msg(str_eq(cf->path, conf_file), "%s: path %s", c->id, cf->path);
	ck_assert_msg(
	    str_eq(cf->database, db), "%s (%s): database %s", c->id, c->label, cf->database);
	ck_assert_msg(
	    str_eq(cf->key_file, key), "%s (%s): key_file %s", c->id, c->label, cf->key_file);
	ck_assert_msg(str_eq(cf->templates, PB_DATADIR "/templates"), "%s (%s): templates %s",
	    c->id, c->label, cf->templates);
	ck_assert_msg(str_eq(cf->content, PB_DATADIR "/content"), "%s (%s): content %s", c->id,
	    c->label, cf->content);
	ck_assert_msg(str_eq(cf->locale, "en"), "%s: locale %s", c->id, cf->locale);
	ck_assert_msg(str_eq(cf->from_name, "pbemd"), "%s: name %s", c->id, cf->from_name);
	ck_assert_msg(cf->poll_interval == 60, "%s: poll_interval %d", c->id, cf->poll_interval);
	ck_assert_msg(cf->moderator == NULL, "%s: moderator %s", c->id, cf->moderator);
	ck_assert_msg(cf->max_size == 4194304 && cf->max_lines == 20000 && cf->max_per_hour == 30,
	    "%s: limits %d %d %d", c->id, cf->max_size, cf->max_lines, cf->max_per_hour);
	ck_assert_msg(cf->inbox == NULL && cf->outbox == NULL && cf->address == NULL,
	    "%s (%s): mail settings without defaults are set", c->id, c->label);
}
END_TEST

/* ---- config-2: values ------------------------------------------------- */

#define F(f) offsetof(struct pb_config, f)
#define F_POLL ((size_t)-1)  /* an integer: poll_interval */
#define F_SIZE ((size_t)-2)  /* max_size */
#define F_LINES ((size_t)-3) /* max_lines */
#define F_HOUR ((size_t)-4)  /* max_per_hour */
#define F_TIMEOUT ((size_t)-5) /* [mail] timeout */

struct value_case {
	const char *id;
	const char *label;
	const char *text;
	size_t      field; /* offset of a char * member, or F_POLL */
	const char *want;  /* expanded; the number for F_POLL */
};

static const struct value_case value_cases[] = {
	{ "config-2.1", "relative database", "[pbemd]\ndatabase = db/game.db\n", F(database),
	    "@D@/db/game.db" },
	{ "config-2.2", "absolute database kept", "[pbemd]\ndatabase = /var/lib/pbemd/pbemd.db\n",
	    F(database), "/var/lib/pbemd/pbemd.db" },
	{ "config-2.3", "relative path going up", "[pbemd]\ndatabase = ../shared/x.db\n",
	    F(database), "@D@/../shared/x.db" },
	{ "config-2.4", "relative key_file", "[pbemd]\nkey_file = keys/k\n", F(key_file),
	    "@D@/keys/k" },
	{ "config-2.5", "relative templates", "[pbemd]\ntemplates = tmpl\n", F(templates),
	    "@D@/tmpl" },
	{ "config-2.5", "absolute content", "[pbemd]\ncontent = /srv/content\n", F(content),
	    "/srv/content" },
	{ "config-2.6", "maildir: spec made absolute", "[mail]\ninbox = maildir:Maildir\n",
	    F(inbox), "maildir:@D@/Maildir" },
	{ "config-2.7", "absolute maildir: spec kept",
	    "[mail]\ninbox = maildir:/var/mail/arbiter/\n", F(inbox),
	    "maildir:/var/mail/arbiter/" },
	{ "config-2.8", "absolute sendmail: spec kept",
	    "[mail]\noutbox = sendmail:/usr/sbin/sendmail\n", F(outbox),
	    "sendmail:/usr/sbin/sendmail" },
	{ "config-2.9", "relative sendmail: spec made absolute",
	    "[mail]\noutbox = sendmail:bin/fake-sendmail\n", F(outbox),
	    "sendmail:@D@/bin/fake-sendmail" },
	{ "config-2.10", "relative maildir: outbox", "[mail]\noutbox = maildir:var/out/\n",
	    F(outbox), "maildir:@D@/var/out/" },
	{ "config-2.11", "address", "[mail]\naddress = arbiter@example.org\n", F(address),
	    "arbiter@example.org" },
	{ "config-2.11", "display name with spaces", "[mail]\nname = The Arbiter\n", F(from_name),
	    "The Arbiter" },
	{ "config-2.11", "locale is a string, not a path", "[pbemd]\nlocale = it\n", F(locale),
	    "it" },
	{ "config-2.12", "poll_interval", "[pbemd]\npoll_interval = 5\n", F_POLL, "5" },
	{ "config-2.12", "poll_interval 0 loads (config_check refuses it)",
	    "[pbemd]\npoll_interval = 0\n", F_POLL, "0" },
	{ "config-2.12", "poll_interval 86400", "[pbemd]\npoll_interval = 86400\n", F_POLL,
	    "86400" },
	{ "config-2.13", "the last of repeated keys", "[pbemd]\ndatabase = a.db\ndatabase = b.db\n",
	    F(database), "@D@/b.db" },
	{ "config-2.13", "a section may appear twice",
	    "[pbemd]\nlocale = it\n[mail]\n[pbemd]\nlocale = es\n", F(locale), "es" },
	{ "config-2.14", "white space around key and value",
	    "  [pbemd]  \n   database   =   x.db   \n", F(database), "@D@/x.db" },
	{ "config-2.15", "inline comment", "[pbemd]\nlocale = es ; Spanish\n", F(locale), "es" },
	{ "config-2.16", "':' separates too", "[pbemd]\nlocale: it\n", F(locale), "it" },
	{ "config-2.16", "':' before a spec", "[mail]\ninbox: maildir:in\n", F(inbox),
	    "maildir:@D@/in" },
	{ "config-2.17", "'=' inside a value", "[mail]\nname = a=b\n", F(from_name), "a=b" },
	{ "config-2.18", "CRLF line ends", "[pbemd]\r\nlocale = it\r\n", F(locale), "it" },
	{ "config-2.18", "a spec without a scheme is kept as is", "[mail]\ninbox = Maildir\n",
	    F(inbox), "Maildir" },
	{ "config-2.19", "a URL is kept as written", "[mail]\ninbox = imaps://a%40b@h:993/INBOX\n",
	    F(inbox), "imaps://a%40b@h:993/INBOX" },
	{ "config-2.19", "an smtp URL is kept as written", "[mail]\noutbox = smtp://relay\n",
	    F(outbox), "smtp://relay" },
	{ "config-2.20", "password files and CA file are paths",
	    "[mail]\ninbox_password_file = secret/imap\n", F(inbox_password_file),
	    "@D@/secret/imap" },
	{ "config-2.20", "outbox_password_file", "[mail]\noutbox_password_file = /etc/pw\n",
	    F(outbox_password_file), "/etc/pw" },
	{ "config-2.20", "ca_file", "[mail]\nca_file = ca.pem\n", F(ca_file), "@D@/ca.pem" },
	{ "config-2.21", "imap_done_folder is a string", "[mail]\nimap_done_folder = Done\n",
	    F(imap_done_folder), "Done" },
	{ "config-2.21", "timeout in seconds", "[mail]\ntimeout = 20\n", F_TIMEOUT, "20" },
	{ "config-2.21", "timeout unset: 0, the built-in 60", "[mail]\n", F_TIMEOUT, "0" },
	{ "config-2.22", "moderator", "[pbemd]\nmoderator = mod@example.org\n", F(moderator),
	    "mod@example.org" },
	{ "config-2.27", "authserv_id is a string", "[mail]\nauthserv_id = mx.example.org\n",
	    F(authserv_id), "mx.example.org" },
	{ "config-2.27", "require_auth unset: none", "[mail]\n", F(require_auth), "none" },
	{ "config-2.27", "require_auth", "[mail]\nrequire_auth = dmarc\n", F(require_auth),
	    "dmarc" },
	{ "config-2.26", "pid_file is a path", "[pbemd]\npid_file = run/pbemd.pid\n", F(pid_file),
	    "@D@/run/pbemd.pid" },
	{ "config-2.23", "max_size in bytes", "[limits]\nmax_size = 1000\n", F_SIZE, "1000" },
	{ "config-2.23", "max_size in K", "[limits]\nmax_size = 64K\n", F_SIZE, "65536" },
	{ "config-2.23", "max_size in M", "[limits]\nmax_size = 2m\n", F_SIZE, "2097152" },
	{ "config-2.23", "max_size 0: no limit", "[limits]\nmax_size = 0\n", F_SIZE, "0" },
	{ "config-2.24", "max_lines", "[limits]\nmax_lines = 500\n", F_LINES, "500" },
	{ "config-2.25", "max_per_hour above a day's seconds", "[limits]\nmax_per_hour = 100000\n",
	    F_HOUR, "100000" },
};

START_TEST(test_value)
{
	const struct value_case *c = &value_cases[_i];
	struct pb_config        *cf;
	const char              *got;
	char                    *want;
	int                      n;

	cf = load_ok(c->id, c->label, c->text);
	if (c->field == F_POLL || c->field == F_SIZE || c->field == F_LINES || c->field == F_HOUR
	    || c->field == F_TIMEOUT) {
		n = c->field == F_POLL      ? cf->poll_interval
		    : c->field == F_SIZE    ? cf->max_size
		    : c->field == F_LINES   ? cf->max_lines
		    : c->field == F_TIMEOUT ? cf->mail_timeout
		                            : cf->max_per_hour;
		ck_assert_msg(
		    n == atoi(c->want), "%s (%s): %d, want %s", c->id, c->label, n, c->want);
	} else {
		got = *(char **)((char *)cf + c->field);
		want = expand(c->want);
		ck_assert_msg(str_eq(got, want), "%s (%s): \"%s\", want \"%s\"", c->id, c->label,
		    got ? got : "(null)", want);
	}
}
END_TEST

/* ---- config-3: errors ------------------------------------------------- */

struct error_case {
	const char *id;
	const char *label;
	const char *text;
	enum pb_rc  rc;
	const char *want; /* the whole message, expanded */
};

static const struct error_case error_cases[] = {
	{ "config-3.1", "unknown key", "[pbemd]\ndatabse = x.db\n", PB_ECONFIG,
	    "@F@:2: unknown key [pbemd] databse" },
	{ "config-3.2", "unknown section", "[mial]\ninbox = maildir:in\n", PB_ECONFIG,
	    "@F@:2: unknown key [mial] inbox" },
	{ "config-3.3", "key before any section", "database = x.db\n", PB_ECONFIG,
	    "@F@:1: unknown key [] database" },
	{ "config-3.4", "key in the wrong section", "[mail]\ndatabase = x.db\n", PB_ECONFIG,
	    "@F@:2: unknown key [mail] database" },
	{ "config-3.5", "section names are case-sensitive", "[PBEMD]\nlocale = en\n", PB_ECONFIG,
	    "@F@:2: unknown key [PBEMD] locale" },
	{ "config-3.6", "integer: letters", "[pbemd]\npoll_interval = abc\n", PB_ECONFIG,
	    "@F@:2: bad value for [pbemd] poll_interval: \"abc\"" },
	{ "config-3.7", "integer: unit suffix", "[pbemd]\npoll_interval = 12s\n", PB_ECONFIG,
	    "@F@:2: bad value for [pbemd] poll_interval: \"12s\"" },
	{ "config-3.8", "integer: negative", "[pbemd]\npoll_interval = -1\n", PB_ECONFIG,
	    "@F@:2: bad value for [pbemd] poll_interval: \"-1\"" },
	{ "config-3.9", "integer: above a day", "[pbemd]\npoll_interval = 86401\n", PB_ECONFIG,
	    "@F@:2: bad value for [pbemd] poll_interval: \"86401\"" },
	{ "config-3.10", "integer: empty", "[pbemd]\npoll_interval =\n", PB_ECONFIG,
	    "@F@:2: bad value for [pbemd] poll_interval: \"\"" },
	{ "config-3.16", "size: unknown unit", "[limits]\nmax_size = 3G\n", PB_ECONFIG,
	    "@F@:2: bad value for [limits] max_size: \"3G\"" },
	{ "config-3.16", "size: too large", "[limits]\nmax_size = 4096M\n", PB_ECONFIG,
	    "@F@:2: bad value for [limits] max_size: \"4096M\"" },
	{ "config-3.16", "size: a unit alone", "[limits]\nmax_size = K\n", PB_ECONFIG,
	    "@F@:2: bad value for [limits] max_size: \"K\"" },
	{ "config-3.17", "count: negative", "[limits]\nmax_per_hour = -5\n", PB_ECONFIG,
	    "@F@:2: bad value for [limits] max_per_hour: \"-5\"" },
	{ "config-3.11", "a line without '='", "[pbemd]\nlocale en\n", PB_ECONFIG,
	    "@F@:2: syntax error" },
	{ "config-3.12", "unterminated section header", "; c\n[pbemd\n", PB_ECONFIG,
	    "@F@:2: syntax error" },
	{ "config-3.13", "error after comments and good lines",
	    "; c\n[pbemd]\n\nlocale = en\n# c\nbogus = 1\n", PB_ECONFIG,
	    "@F@:6: unknown key [pbemd] bogus" },
	{ "config-3.14", "two unknown keys: the first is reported",
	    "[pbemd]\nbogus = 1\n[mail]\nother = 2\n", PB_ECONFIG,
	    "@F@:2: unknown key [pbemd] bogus" },
	{ "config-3.15", "a syntax error, then an unknown key: the first",
	    "[pbemd]\nnovalue\nbogus = 1\n", PB_ECONFIG, "@F@:2: syntax error" },
	{ "config-3.18", "pop3_keep: yes or no only", "[mail]\npop3_keep = true\n", PB_ECONFIG,
	    "@F@:2: bad value for [mail] pop3_keep: \"true\"" },
};

START_TEST(test_error)
{
	const struct error_case *c = &error_cases[_i];
	struct pb_err            err;
	enum pb_rc               rc;
	char                    *want;

	pb_err_clear(&err);
	conf_write(conf_file, c->text);
	rc = config_load(conf_file, &conf_cf, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	ck_assert_msg(conf_cf == NULL, "%s (%s): result written on error", c->id, c->label);
	ck_assert_msg(err.rc == c->rc, "%s (%s): err.rc %d", c->id, c->label, err.rc);
	want = expand(c->want);
	ck_assert_msg(strcmp(err.msg, want) == 0, "%s (%s): \"%s\", want \"%s\"", c->id, c->label,
	    err.msg, want);
}
END_TEST

/* ---- config-4: files -------------------------------------------------- */

/* config-4.1, 4.2: a missing file */

START_TEST(test_missing)
{
	struct pb_err err;
	enum pb_rc    rc;
	char         *path;

	pb_err_clear(&err);
	path = expand("@D@/absent.conf");
	rc = config_load(path, &conf_cf, &err);
	ck_assert_msg(rc == PB_ENOENT, "config-4.1 (missing): rc %d: %s", rc, err.msg);
	ck_assert_msg(conf_cf == NULL, "config-4.1: result written on error");
	ck_assert_msg(strstr(err.msg, path) != NULL,
	    "config-4.1: \"%s\" does"
	    " not name the file",
	    err.msg);
	rc = config_load(path, &conf_cf, NULL);
	ck_assert_msg(rc == PB_ENOENT, "config-4.2 (missing, err NULL): rc %d", rc);
	ck_assert_msg(conf_cf == NULL, "config-4.2: result written on error");
}
END_TEST

/* config-4.3: a directory is not a configuration file */

START_TEST(test_directory)
{
	struct pb_err err;
	enum pb_rc    rc;
	char         *path;

	pb_err_clear(&err);
	path = expand("@D@/conf.d");
	ck_assert(mkdir(path, 0755) == 0);
	rc = config_load(path, &conf_cf, &err);
	ck_assert_msg(rc != PB_OK,
	    "config-4.3 (a directory): loaded, database"
	    " %s",
	    conf_cf ? conf_cf->database : "?");
	ck_assert_msg(conf_cf == NULL, "config-4.3: result written on error");
}
END_TEST

/* config-4.4: FILE named relative to the working directory */

START_TEST(test_relative_file)
{
	struct pb_err err;
	struct stat   got, want;
	enum pb_rc    rc;
	char         *sub, *file, *db;
	int           cwd, same;

	/* Initialize: @D@/sub/pbemd.conf and the database it names. */
	pb_err_clear(&err);
	sub = expand("@D@/sub");
	file = expand("@D@/sub/pbemd.conf");
	db = expand("@D@/sub/game.db");
	ck_assert(mkdir(sub, 0755) == 0);
	conf_write(file, "[pbemd]\ndatabase = game.db\n");
	conf_write(db, "");

	/* Load "sub/pbemd.conf" from @D@. */
	ck_assert((cwd = open(".", O_RDONLY | O_DIRECTORY)) >= 0);
	ck_assert(chdir(conf_dir) == 0);
	rc = config_load("sub/pbemd.conf", &conf_cf, &err);
	same = rc == PB_OK && stat(conf_cf->database, &got) == 0 && stat(db, &want) == 0
	    && got.st_ino == want.st_ino && got.st_dev == want.st_dev;

	/* Back to the old working directory before any verdict. */
	ck_assert(fchdir(cwd) == 0);
	close(cwd);
	ck_assert_msg(rc == PB_OK, "config-4.4 (relative FILE): %s", err.msg);
	ck_assert_msg(
	    same, "config-4.4 (relative FILE): database %s is not %s", conf_cf->database, db);
}
END_TEST

/* ---- config-5: config_check ------------------------------------------- */

#define MAIL_OK                                                                                    \
	"[mail]\ninbox = maildir:in\noutbox = maildir:out\n"                                       \
	"address = arbiter@example.org\n"

static const struct error_case check_cases[] = {
	{ "config-5.1", "complete", MAIL_OK, PB_OK, NULL },
	{ "config-5.2", "locale it", MAIL_OK "[pbemd]\nlocale = it\n", PB_OK, NULL },
	{ "config-5.2", "locale es, poll_interval 1",
	    MAIL_OK "[pbemd]\nlocale = es\npoll_interval = 1\n", PB_OK, NULL },
	{ "config-5.2", "sendmail: outbox", MAIL_OK "outbox = sendmail:/usr/sbin/sendmail\n", PB_OK,
	    NULL },
	{ "config-5.3", "no inbox", "[mail]\noutbox = maildir:out\naddress = a@example.org\n",
	    PB_ECONFIG, "@F@: [mail] inbox must be maildir:PATH" },
	{ "config-5.3", "inbox without a scheme", MAIL_OK "inbox = Maildir\n", PB_ECONFIG,
	    "@F@: [mail] inbox must be maildir:PATH" },
	{ "config-5.3", "sendmail: inbox", MAIL_OK "inbox = sendmail:x\n", PB_ECONFIG,
	    "@F@: [mail] inbox must be maildir:PATH" },
	{ "config-5.4", "no outbox", "[mail]\ninbox = maildir:in\naddress = a@example.org\n",
	    PB_ECONFIG, "@F@: [mail] outbox must be maildir:PATH, sendmail:PATH or an smtp://" },
	{ "config-5.4", "smtp: without //", MAIL_OK "outbox = smtp:x\n", PB_ECONFIG,
	    "@F@: [mail] outbox must be maildir:PATH, sendmail:PATH or an smtp://" },
	{ "config-5.4", "unknown outbox scheme", MAIL_OK "outbox = lmtp://x\n", PB_ECONFIG,
	    "@F@: [mail] outbox must be maildir:PATH, sendmail:PATH or an smtp://" },
	{ "config-5.5", "no address", "[mail]\ninbox = maildir:in\noutbox = maildir:out\n",
	    PB_ECONFIG, "@F@: [mail] address must be an address" },
	{ "config-5.6", "address without @", MAIL_OK "address = arbiter\n", PB_ECONFIG,
	    "@F@: [mail] address must be an address" },
	{ "config-5.7", "locale de", MAIL_OK "[pbemd]\nlocale = de\n", PB_ECONFIG,
	    "@F@: [pbemd] locale must be en, it or es" },
	{ "config-5.8", "locale EN (case matters)", MAIL_OK "[pbemd]\nlocale = EN\n", PB_ECONFIG,
	    "@F@: [pbemd] locale must be en, it or es" },
	{ "config-5.9", "poll_interval 0", MAIL_OK "[pbemd]\npoll_interval = 0\n", PB_ECONFIG,
	    "@F@: [pbemd] poll_interval must be at least 1" },
	{ "config-5.10", "empty file: the inbox first", "", PB_ECONFIG, "@F@: [mail] inbox" },
	{ "config-5.11", "imaps inbox", MAIL_OK "inbox = imaps://a@mail.example.org/INBOX\n", PB_OK,
	    NULL },
	{ "config-5.11", "imap+starttls inbox", MAIL_OK "inbox = imap+starttls://a@h\n", PB_OK,
	    NULL },
	{ "config-5.11", "pop3s inbox", MAIL_OK "inbox = pop3s://a@h:995\n", PB_OK, NULL },
	{ "config-5.11", "smtp+starttls outbox", MAIL_OK "outbox = smtp+starttls://a@h:587\n",
	    PB_OK, NULL },
	{ "config-5.11", "smtps outbox", MAIL_OK "outbox = smtps://h\n", PB_OK, NULL },
	{ "config-5.12", "smtp inbox", MAIL_OK "inbox = smtp://h\n", PB_ECONFIG,
	    "@F@: [mail] inbox must be maildir:PATH or an imap://" },
	{ "config-5.12", "imap outbox", MAIL_OK "outbox = imap://h\n", PB_ECONFIG,
	    "@F@: [mail] outbox must be" },
	{ "config-5.12", "imap: without //", MAIL_OK "inbox = imap:h\n", PB_ECONFIG,
	    "@F@: [mail] inbox must be" },
	{ "config-5.13", "moderator", MAIL_OK "[pbemd]\nmoderator = mod@example.org\n", PB_OK,
	    NULL },
	{ "config-5.13", "moderator without @", MAIL_OK "[pbemd]\nmoderator = mod\n", PB_ECONFIG,
	    "@F@: [pbemd] moderator must be an address" },
	{ "config-5.13", "moderator with a name", MAIL_OK "[pbemd]\nmoderator = Mod <m@x.org>\n",
	    PB_ECONFIG, "@F@: [pbemd] moderator must be an address" },
	{ "config-5.14", "[press] and [archive]",
	    MAIL_OK
	    "[press]\nenabled = no\nper_hour = 0\nanonymous = always\nshow_addresses = yes\n"
	    "moderator_reads = yes\nreveal_anonymous = yes\n[archive]\nobservers = no\n"
	    "end_reveal = no\nhistory_max = 5\n",
	    PB_OK, NULL },
	{ "config-5.14", "[press] anonymous maybe", MAIL_OK "[press]\nanonymous = maybe\n",
	    PB_ECONFIG, "@F@: [press] anonymous must be no, allowed or always" },
	{ "config-5.14", "[archive] history_max 0", MAIL_OK "[archive]\nhistory_max = 0\n",
	    PB_ECONFIG, "@F@: [archive] history_max must be at least 1" },
	{ "config-5.16", "authserv_id and require_auth dkim",
	    MAIL_OK "authserv_id = mx.example.org\nrequire_auth = dkim\n", PB_OK, NULL },
	{ "config-5.16", "require_auth spf", MAIL_OK "authserv_id = mx.example.org\nrequire_auth = spf\n",
	    PB_ECONFIG, "@F@: [mail] require_auth must be none, dkim or dmarc" },
	{ "config-5.16", "require_auth without authserv_id", MAIL_OK "require_auth = dmarc\n",
	    PB_ECONFIG, "@F@: [mail] require_auth dmarc needs [mail] authserv_id" },
	{ "config-5.16", "require_auth with an empty authserv_id",
	    MAIL_OK "authserv_id =\nrequire_auth = dmarc\n", PB_ECONFIG,
	    "@F@: [mail] require_auth dmarc needs [mail] authserv_id" },
	{ "config-5.15", "[time] deadline.KIND of a game's decision",
	    MAIL_OK "[time]\ndeadline = 2d\ndeadline.turn = 3d\ndeadline.vote = 12h\n", PB_OK, NULL },
	{ "config-5.15", "[time] deadline_KIND, the older form",
	    MAIL_OK "[time]\ndeadline_setup = 4d\ndeadline_send = 1d\n", PB_OK, NULL },
	{ "config-5.15", "[time] a decision no game declares",
	    MAIL_OK "[time]\ndeadline.trun = 3d\n", PB_ECONFIG,
	    "@F@: [time] deadline.trun: no game waits on a decision \"trun\"" },
	{ "config-5.15", "[time] a bad duration of one kind",
	    MAIL_OK "[time]\ndeadline_turn = soon\n", PB_ECONFIG, "@F@: [time] deadline.turn: " },
};

START_TEST(test_check)
{
	const struct error_case *c = &check_cases[_i];
	struct pb_config        *cf;
	struct pb_err            err;
	enum pb_rc               rc;
	char                    *want;

	pb_err_clear(&err);
	cf = load_ok(c->id, c->label, c->text);
	rc = config_check(cf, &err);
	ck_assert_msg(
	    rc == c->rc, "%s (%s): rc %d, want %d: %s", c->id, c->label, rc, c->rc, err.msg);
	if (rc != PB_OK) {
		want = expand(c->want);
		ck_assert_msg(strncmp(err.msg, want, strlen(want)) == 0,
		    "%s (%s): \"%s\" does not start \"%s\"", c->id, c->label, err.msg, want);
	}
}
END_TEST

/* ---- suite ------------------------------------------------------------ */

/* config_suite - every config-* test */

Suite *
config_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("config");

	tc = tcase_create("load");
	tcase_add_unchecked_fixture(tc, conf_root_setup, conf_root_teardown);
	tcase_add_checked_fixture(tc, conf_setup, conf_teardown);
	tcase_add_loop_test(tc, test_defaults, 0, PB_NELEM(default_cases));
	tcase_add_loop_test(tc, test_value, 0, PB_NELEM(value_cases));
	tcase_add_loop_test(tc, test_error, 0, PB_NELEM(error_cases));
	tcase_add_test(tc, test_missing);
	tcase_add_test(tc, test_directory);
	tcase_add_test(tc, test_relative_file);
	suite_add_tcase(s, tc);

	tc = tcase_create("check");
	tcase_add_unchecked_fixture(tc, conf_root_setup, conf_root_teardown);
	tcase_add_checked_fixture(tc, conf_setup, conf_teardown);
	tcase_add_loop_test(tc, test_check, 0, PB_NELEM(check_cases));
	suite_add_tcase(s, tc);
	return (s);
}
