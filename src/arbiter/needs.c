/*++
/* NAME
/*	needs 3
/* SUMMARY
/*	pbemd -n: what the daemon needs, checked with its own access
/* SYNOPSIS
/*	#include "arbiter/needs.h"
/*
/*	enum pb_rc needs_check(const struct pb_config *cf,
/*				struct pb_err *err);
/*	int	needs_warn_private(const struct pb_config *cf);
/* DESCRIPTION
/*	needs_check() runs, as the user who calls it (the unit's
/*	ExecStartPre runs it as the daemon's user), every check whose
/*	failure would stop the daemon at start-up or at its first mail, so
/*	that a broken start stops before it begins: the database opens
/*	read-write and is one this build knows (store_probe()), its
/*	directory is writable (for the -wal and -shm files), the key reads,
/*	the templates of every locale load (for mail about no game and for
/*	each game's kind: render_open()), the content pack of every game
/*	reads and passes its game's check, and the Maildirs of a maildir:
/*	inbox or outbox have new/, cur/ and tmp/ that this user can write.
/*	It creates and changes nothing.  Returns PB_OK, or PB_ECONFIG with
/*	one line: what, which path, why, and what to do.
/*
/*	needs_warn_private() warns, one line each, about an existing
/*	database (and its -wal and -shm), key or Maildir that group or
/*	others can read (pbemd(8), FILES: every file of pbemd's is its
/*	owner's alone), and returns how many it found.
/* DIAGNOSTICS
/*	As above.
/* SEE ALSO
/*	pbemd(8) -n, store(3) store_probe().
/*--*/

/* System. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/config.h"
#include "core/game.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "store/store.h"

/* Local. */
#include "arbiter/needs.h"

static const char *const needs_locales[] = { "en", "it", "es" };
static const char *const needs_subdirs[] = { "new", "cur", "tmp" };

/* needs_writable - may this user create files in directory dir? */

static enum pb_rc
needs_writable(const char *what, const char *dir, struct pb_err *err)
{
	if (access(dir, W_OK | X_OK) == 0)
		return (PB_OK);
	return (pb_err_set(err, PB_ECONFIG, "%s %s: this user cannot write there (%s)", what, dir,
	    strerror(errno)));
}

/* needs_database - the database and its directory */

static enum pb_rc
needs_database(const struct pb_config *cf, struct pb_err *err)
{
	char      *dir;
	enum pb_rc rc;

	if (access(cf->database, F_OK) != 0)
		return (pb_err_set(err, PB_ECONFIG, "database %s: %s: run pbemctl -c %s init",
		    cf->database, strerror(errno), cf->path));
	dir = store_dir_of(cf->database);
	if ((rc = needs_writable("the database's directory", dir, err)) == PB_OK)
		rc = store_probe(cf->database, err);
	free(dir);
	return (rc);
}

/* needs_key - the signing key reads */

static enum pb_rc
needs_key(const struct pb_config *cf, struct pb_err *err)
{
	unsigned char key[TOKEN_KEYLEN];
	struct pb_err why;
	enum pb_rc    rc;

	rc = token_key_load(cf->key_file, key, &why);
	memset(key, 0, sizeof(key));
	if (rc == PB_OK)
		return (PB_OK);
	return (pb_err_set(err, PB_ECONFIG, "key: %s%s", why.msg,
	    rc == PB_ENOENT ? " (pbemctl init creates it)" : ""));
}

/* needs_templates_of - every locale's templates of a kind load */

static enum pb_rc
needs_templates_of(const struct pb_config *cf, const char *kind, struct pb_err *err)
{
	struct render *r;
	struct pb_err  why;
	size_t         i;

	for (i = 0; i < PB_NELEM(needs_locales); i++) {
		if (render_open(cf->templates, needs_locales[i], kind, &r, &why) != PB_OK)
			return (pb_err_set(err, PB_ECONFIG, "templates %s (%s%s%s): %s",
			    cf->templates, needs_locales[i], kind ? ", " : "", kind ? kind : "",
			    why.msg));
		render_close(r);
	}
	return (PB_OK);
}

/* needs_templates - the templates load for no game and each game's kind */

static enum pb_rc
needs_templates(const struct pb_config *cf, struct pb_err *err)
{
	const struct game_ops *ops;
	enum pb_rc             rc;
	size_t                 i;

	rc = needs_templates_of(cf, NULL, err);
	for (i = 0; rc == PB_OK && (ops = game_at(i)) != NULL; i++)
		rc = needs_templates_of(cf, ops->kind, err);
	return (rc);
}

/* needs_content - every game's pack reads and passes its check */

static enum pb_rc
needs_content(const struct pb_config *cf, struct pb_err *err)
{
	const struct game_ops *ops;
	struct pb_err          why;
	json_t                *summary = NULL;
	char                  *dir, *text = NULL;
	enum pb_rc             rc = PB_OK;
	size_t                 i;

	for (i = 0; rc == PB_OK && (ops = game_at(i)) != NULL; i++) {
		dir = pb_asprintf("%s/%s", cf->content, ops->kind);
		if (pack_read_dir(dir, &text, &why) != PB_OK
		    || (summary = game_pack_check(ops, text, &why)) == NULL)
			rc = pb_err_set(err, PB_ECONFIG, "content %s: %s", dir, why.msg);
		json_decref(summary);
		summary = NULL;
		free(text);
		text = NULL;
		free(dir);
	}
	return (rc);
}

/* needs_maildir - PATH/new, cur and tmp of a maildir: spec are writable */

static enum pb_rc
needs_maildir(const char *what, const char *spec, struct pb_err *err)
{
	const char *path = pb_spec_arg(spec, "maildir");
	char       *dir;
	enum pb_rc  rc = PB_OK;
	size_t      i;

	for (i = 0; path != NULL && rc == PB_OK && i < PB_NELEM(needs_subdirs); i++) {
		dir = pb_asprintf("%s/%s", path, needs_subdirs[i]);
		if (access(dir, F_OK) != 0)
			rc = pb_err_set(err, PB_ECONFIG, "%s Maildir %s: %s: run pbemctl init", what,
			    dir, strerror(errno));
		else
			rc = needs_writable(what, dir, err);
		free(dir);
	}
	return (rc);
}

/* needs_check - what the daemon needs, with the caller's access */

enum pb_rc
needs_check(const struct pb_config *cf, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = needs_database(cf, err)) != PB_OK || (rc = needs_key(cf, err)) != PB_OK
	    || (rc = needs_templates(cf, err)) != PB_OK || (rc = needs_content(cf, err)) != PB_OK
	    || (rc = needs_maildir("inbox", cf->inbox, err)) != PB_OK
	    || (rc = needs_maildir("outbox", cf->outbox, err)) != PB_OK)
		return (rc);
	return (PB_OK);
}

/* needs_private - warn if group or others may read path; 1 if warned */

static int
needs_private(const char *path)
{
	struct stat st;

	if (stat(path, &st) != 0 || (st.st_mode & 077) == 0)
		return (0);
	pb_warn("%s: group or others can read it (mode %04o): chmod %s %s", path,
	    (unsigned)(st.st_mode & 07777), S_ISDIR(st.st_mode) ? "700" : "600", path);
	return (1);
}

/* needs_private_maildir - the Maildir of a maildir: spec and its folders */

static int
needs_private_maildir(const char *spec)
{
	const char *path = pb_spec_arg(spec, "maildir");
	char       *dir;
	int         n;
	size_t      i;

	if (path == NULL)
		return (0);
	n = needs_private(path);
	for (i = 0; i < PB_NELEM(needs_subdirs); i++) {
		dir = pb_asprintf("%s/%s", path, needs_subdirs[i]);
		n += needs_private(dir);
		free(dir);
	}
	return (n);
}

/* needs_warn_private - warn of pbemd's files that others can read */

int
needs_warn_private(const struct pb_config *cf)
{
	static const char *const suffixes[] = { "", "-wal", "-shm", "-journal" };
	char                    *path;
	int                      n = 0;
	size_t                   i;

	for (i = 0; i < PB_NELEM(suffixes); i++) {
		path = pb_asprintf("%s%s", cf->database, suffixes[i]);
		n += needs_private(path);
		free(path);
	}
	n += needs_private(cf->key_file);
	n += needs_private_maildir(cf->inbox);
	n += needs_private_maildir(cf->outbox);
	return (n);
}
