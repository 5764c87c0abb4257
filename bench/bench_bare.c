/*++
/* NAME
/*	bench_bare 3
/* SUMMARY
/*	the baseline: parse a mail with the MIME parser, commit one row
/* SYNOPSIS
/*	#include "bench.h"
/*
/*	struct bench_bare *bench_bare_open(const char *path);
/*	void	bench_bare_one(struct bench_bare *b, const char *raw,
/*				size_t len, struct bench_time *acc);
/*	void	bench_bare_close(struct bench_bare *b);
/* DESCRIPTION
/*	The least any mail arbiter must do with a mail: read it, and
/*	remember durably that it did.  Every figure of pbemd-bench is a
/*	ratio against it, measured in the same run on the same mails.
/*
/*	bench_bare_open() opens the database PATH with store_open(), so
/*	that its settings are the daemon's (WAL, synchronous=FULL, busy
/*	timeout, foreign keys), and adds a table with no index but its
/*	integer key.
/*
/*	bench_bare_one() parses RAW with mime_parse() and inserts one row
/*	(Message-ID, From, Subject, the text) in a transaction of its own
/*	(BEGIN IMMEDIATE, INSERT with a prepared statement, COMMIT, as
/*	the store does) and adds the time it took to *acc.
/* DIAGNOSTICS
/*	Any failure ends the program with bench_die().
/*--*/

/* System. */
#include <stdlib.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/mime.h"
#include "store/store.h"

/* Local. */
#include "bench.h"

struct bench_bare {
	struct store *st;
	sqlite3_stmt *insert;
};

/* bench_bare_open - the baseline's database */

struct bench_bare *
bench_bare_open(const char *path)
{
	struct bench_bare *b = pb_calloc(1, sizeof(*b));
	struct pb_err      err;
	sqlite3           *db;

	if (store_open(path, &b->st, &err) != PB_OK)
		bench_die("%s: %s", path, err.msg);
	db = store_db(b->st);
	if (sqlite3_exec(db,
	        "CREATE TABLE bare (id INTEGER PRIMARY KEY, message_id TEXT, from_addr TEXT,"
	        " subject TEXT, text TEXT) STRICT",
	        NULL, NULL, NULL)
	        != SQLITE_OK
	    || sqlite3_prepare_v3(db,
	           "INSERT INTO bare(message_id, from_addr, subject, text) VALUES (?, ?, ?, ?)", -1,
	           SQLITE_PREPARE_PERSISTENT, &b->insert, NULL)
	        != SQLITE_OK)
		bench_die("%s: %s", path, sqlite3_errmsg(db));
	return (b);
}

/* bench_bare_one - parse, insert, commit: add the time it took */

void
bench_bare_one(struct bench_bare *b, const char *raw, size_t len, struct bench_time *acc)
{
	struct bench_time t0 = bench_now();
	struct mime_msg  *m;
	struct pb_err     err;

	if (mime_parse(raw, len, &m, &err) != PB_OK)
		bench_die("bare: %s", err.msg);
	if (store_begin(b->st, &err) != PB_OK)
		bench_die("bare: %s", err.msg);
	sqlite3_bind_text(b->insert, 1, m->message_id, -1, SQLITE_STATIC);
	sqlite3_bind_text(b->insert, 2, m->from_addr, -1, SQLITE_STATIC);
	sqlite3_bind_text(b->insert, 3, m->subject, -1, SQLITE_STATIC);
	sqlite3_bind_text(b->insert, 4, m->text, -1, SQLITE_STATIC);
	if (sqlite3_step(b->insert) != SQLITE_DONE)
		bench_die("bare: %s", sqlite3_errmsg(store_db(b->st)));
	sqlite3_reset(b->insert);
	sqlite3_clear_bindings(b->insert);
	if (store_commit(b->st, &err) != PB_OK)
		bench_die("bare: %s", err.msg);
	mime_msg_free(m);
	bench_lap(acc, &t0);
}

/* bench_bare_close - NULL is a no-op */

void
bench_bare_close(struct bench_bare *b)
{
	if (b == NULL)
		return;
	sqlite3_finalize(b->insert);
	store_close(b->st);
	free(b);
}
