/*++
/* NAME
/*	pbemd-bare 1
/* SUMMARY
/*	the bare cost of a mail: parse it, commit one row
/* SYNOPSIS
/*	bench/pbemd-bare DB
/*	bench/pbemd-bare DB MAILDIR
/* DESCRIPTION
/*	The least any mail arbiter must do with a mail: read it, and
/*	remember durably that it did.  pbemd-bench(1) measures the daemon
/*	against it, in the same run, on the same mails, as a process too.
/*
/*	With DB alone it reads one mail on standard input (as an MDA is
/*	given it), parses it with mime_parse() (the daemon's parser:
/*	libetpan, charsets, HTML to text), inserts one row (Message-ID,
/*	From, Subject, the text) in a transaction of its own, and exits:
/*	the baseline of `pbemd --deliver`.  With MAILDIR it does the same
/*	for every file of MAILDIR/new in the order of their names, one
/*	transaction per mail, in one process: the baseline of `pbemd
/*	--once` over that inbox.
/*
/*	The database DB has the daemon's settings (store.c, S6): WAL,
/*	synchronous=FULL (a COMMIT fsyncs the log, as SQLite does by
/*	default), foreign keys on; its table has no index but its integer
/*	key.  The program links only what it uses (libetpan, libxml2 for
/*	HTML parts, SQLite): its start-up is the bare start-up of a process
/*	that parses mail and writes SQLite.
/* DIAGNOSTICS
/*	Exit status 0, or 1 with the reason on standard error.
/*--*/

/* System. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/mime.h"

#define SCHEMA                                                                                     \
	"PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;"          \
	"CREATE TABLE IF NOT EXISTS bare (id INTEGER PRIMARY KEY, message_id TEXT,"                \
	" from_addr TEXT, subject TEXT, text TEXT) STRICT"

static sqlite3      *db;
static sqlite3_stmt *insert;

/* die - the reason, exit 1 */

static void PB_NORETURN
die(const char *what, const char *why)
{
	fprintf(stderr, "pbemd-bare: %s: %s\n", what, why);
	exit(1);
}

/* sql - a statement without rows */

static void
sql(const char *s)
{
	char *msg = NULL;

	if (sqlite3_exec(db, s, NULL, NULL, &msg) != SQLITE_OK)
		die(s, msg ? msg : "?");
}

/* bare_open - the database, the table, the statement */

static void
bare_open(const char *path)
{
	if (sqlite3_open(path, &db) != SQLITE_OK)
		die(path, sqlite3_errmsg(db));
	sqlite3_busy_timeout(db, 5000);
	sql(SCHEMA);
	if (sqlite3_prepare_v2(db,
	        "INSERT INTO bare(message_id, from_addr, subject, text) VALUES (?, ?, ?, ?)", -1,
	        &insert, NULL)
	    != SQLITE_OK)
		die(path, sqlite3_errmsg(db));
}

/* bare_one - parse a mail, commit its row */

static void
bare_one(const char *raw, size_t len)
{
	struct mime_msg *m;
	struct pb_err    err;

	if (mime_parse(raw, len, &m, &err) != PB_OK)
		die("mime_parse", err.msg);
	sql("BEGIN IMMEDIATE");
	sqlite3_bind_text(insert, 1, m->message_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(insert, 2, m->from_addr, -1, SQLITE_STATIC);
	sqlite3_bind_text(insert, 3, m->subject, -1, SQLITE_STATIC);
	sqlite3_bind_text(insert, 4, m->text, -1, SQLITE_STATIC);
	if (sqlite3_step(insert) != SQLITE_DONE)
		die("insert", sqlite3_errmsg(db));
	sqlite3_reset(insert);
	sqlite3_clear_bindings(insert);
	sql("COMMIT");
	mime_msg_free(m);
}

/* slurp - a whole stream */

static void
slurp(FILE *fp, struct pb_buf *b)
{
	char   chunk[8192];
	size_t n;

	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		pb_buf_add(b, chunk, n);
	if (ferror(fp))
		die("read", "failed");
}

/* bare_dir - every file of DIR/new, in the order of their names */

static void
bare_dir(const char *dir)
{
	struct dirent **names;
	struct pb_buf   b;
	FILE           *fp;
	char           *path;
	int             n, i;

	path = pb_asprintf("%s/new", dir);
	if ((n = scandir(path, &names, NULL, alphasort)) < 0)
		die(path, "cannot read");
	free(path);
	for (i = 0; i < n; i++) {
		if (names[i]->d_name[0] != '.') {
			path = pb_asprintf("%s/new/%s", dir, names[i]->d_name);
			if ((fp = fopen(path, "r")) == NULL)
				die(path, "cannot open");
			pb_buf_init(&b);
			slurp(fp, &b);
			fclose(fp);
			bare_one(b.s, b.len);
			pb_buf_free(&b);
			free(path);
		}
		free(names[i]);
	}
	free(names);
}

int
main(int argc, char **argv)
{
	struct pb_buf b;

	if (argc != 2 && argc != 3) {
		fprintf(stderr, "usage: pbemd-bare DB [MAILDIR]\n");
		return (2);
	}
	bare_open(argv[1]);
	if (argc == 3)
		bare_dir(argv[2]);
	else {
		pb_buf_init(&b);
		slurp(stdin, &b);
		bare_one(b.s, b.len);
		pb_buf_free(&b);
	}
	sqlite3_finalize(insert);
	if (sqlite3_close(db) != SQLITE_OK)
		die(argv[1], "cannot close");
	return (0);
}
