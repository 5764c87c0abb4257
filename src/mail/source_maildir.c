/*++
/* NAME
/*	source_maildir 3
/* SUMMARY
/*	read incoming mail from a Maildir
/* SYNOPSIS
/*	#include "mail/source.h"
/*
/*	extern const struct source_ops source_maildir_ops;
/* DESCRIPTION
/*	The "maildir:PATH" source.  open creates PATH and its folders when
/*	missing (maildir_create()).
/*
/*	next: at the start of a pass the names in PATH/new are read, those
/*	failing maildir_name_ok() or not naming a regular file are skipped,
/*	and the rest are sorted by strcmp(); then each call reads the next
/*	file whole.  A file that has vanished since the listing (another
/*	process finished it) is skipped.  When the list is exhausted next
/*	returns PB_ENOENT until rewind starts a new pass.
/*
/*	done renames new/NAME to cur/NAME:2,S (seen).  Invariant D2: this
/*	happens only after the caller has committed the message, so a crash
/*	before it brings the message back on the next pass.  ENOENT from
/*	rename(2) means another process finished the message: PB_OK.
/*
/*	State of one message, and who moves it:
/* .nf
/*
/*	    new/NAME --next--> new/NAME, returned --done--> cur/NAME:2,S
/*	                           |
/*	                           +--(crash or no done)--> seen again
/*	                                                    after rewind
/* .fi
/* DIAGNOSTICS
/*	PB_ESYS: a folder cannot be read or a rename fails (PB_ETEMP when
/*	the rename fails for a full disk or EIO: maildir_errno_rc(); the
/*	message is then done again on the next pass, a duplicate by then,
/*	D3); PB_ENOENT from
/*	next: no message left in this pass.  A bad item id (not passing
/*	maildir_name_ok()) given to done is a broken invariant: panic.
/* SEE ALSO
/*	source(3), maildir(3)
/*--*/

/* System. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/maildir.h"
#include "mail/source.h"

struct source_maildir {
	char  *path;   /* the Maildir */
	char **names;  /* this pass's listing of new/ */
	size_t n;      /* entries in names */
	size_t next;   /* index of the next to read */
	int    listed; /* names is this pass's listing */
};

/* source_maildir_forget - drop the listing */

static void
source_maildir_forget(struct source_maildir *md)
{
	size_t i;

	for (i = 0; i < md->n; i++)
		free(md->names[i]);
	free(md->names);
	md->names = NULL;
	md->n = md->next = 0;
	md->listed = 0;
}

/* source_maildir_cmp - qsort order: by file name */

static int
source_maildir_cmp(const void *a, const void *b)
{
	return (strcmp(*(char *const *)a, *(char *const *)b));
}

/* source_maildir_regular - is new/NAME a regular file? */

static int
source_maildir_regular(const struct source_maildir *md, const char *name)
{
	struct stat st;
	char       *path;
	int         ok;

	path = pb_asprintf("%s/new/%s", md->path, name);
	ok = stat(path, &st) == 0 && S_ISREG(st.st_mode);
	free(path);
	return (ok);
}

/* source_maildir_list - read and sort the names in new/ */

static enum pb_rc
source_maildir_list(struct source_maildir *md, struct pb_err *err)
{
	struct dirent *de;
	size_t         cap = 0;
	char          *dir;
	DIR           *dp;
	enum pb_rc     rc = PB_OK;

	dir = pb_asprintf("%s/new", md->path);
	if ((dp = opendir(dir)) == NULL) {
		rc = pb_err_set(err, PB_ESYS, "opendir %s: %s", dir, strerror(errno));
		goto out;
	}
	while ((de = readdir(dp)) != NULL) {
		if (!maildir_name_ok(de->d_name) || !source_maildir_regular(md, de->d_name))
			continue;
		if (md->n == cap) {
			cap = cap ? 2 * cap : 16;
			md->names = pb_realloc(md->names, cap * sizeof(char *));
		}
		md->names[md->n++] = pb_strdup(de->d_name);
	}
	closedir(dp);
	if (md->n > 0)
		qsort(md->names, md->n, sizeof(char *), source_maildir_cmp);
	md->listed = 1;

out:
	free(dir);
	return (rc);
}

/* source_maildir_open - "maildir:PATH" */

static enum pb_rc
source_maildir_open(
    struct source *s, const char *arg, const struct source_opts *opts, struct pb_err *err)
{
	struct source_maildir *md;
	enum pb_rc             rc;

	(void)opts;
	if ((rc = maildir_create(arg, err)) != PB_OK)
		return (rc);
	md = pb_calloc(1, sizeof(*md));
	md->path = pb_strdup(arg);
	s->ctx = md;
	return (PB_OK);
}

/* source_maildir_next - read the next message of this pass */

static enum pb_rc
source_maildir_next(struct source *s, struct source_item **itemp, struct pb_err *err)
{
	struct source_maildir *md = s->ctx;
	struct source_item    *item;
	enum pb_rc             rc = PB_ENOENT;
	struct pb_err          rerr;
	char                  *path, *raw;
	size_t                 len;

	if (!md->listed && (rc = source_maildir_list(md, err)) != PB_OK)
		return (rc);
	rc = PB_ENOENT;
	while (rc == PB_ENOENT && md->next < md->n) {
		path = pb_asprintf("%s/new/%s", md->path, md->names[md->next]);
		raw = pb_file_read(path, &len, &rerr);
		free(path);
		if (raw == NULL && rerr.rc == PB_ENOENT) {
			md->next++; /* another process took it */
			continue;
		}
		if (raw == NULL) {
			rc = pb_err_set(err, rerr.rc, "%s", rerr.msg);
			break;
		}
		item = pb_calloc(1, sizeof(*item));
		item->id = pb_strdup(md->names[md->next++]);
		item->raw = raw;
		item->len = len;
		*itemp = item;
		rc = PB_OK;
	}
	if (rc == PB_ENOENT)
		pb_err_set(err, PB_ENOENT, "no more messages in %s/new", md->path);
	return (rc);
}

/* source_maildir_done - move new/NAME to cur/NAME:2,S (D2) */

static enum pb_rc
source_maildir_done(struct source *s, const struct source_item *item, struct pb_err *err)
{
	struct source_maildir *md = s->ctx;
	enum pb_rc             rc = PB_OK;
	char                  *from, *to;

	if (!maildir_name_ok(item->id))
		pb_panic("source_maildir_done: bad Maildir name \"%s\"", item->id);
	from = pb_asprintf("%s/new/%s", md->path, item->id);
	to = pb_asprintf("%s/cur/%s:2,S", md->path, item->id);
	if (rename(from, to) != 0 && errno != ENOENT)
		rc = pb_err_set(
		    err, maildir_errno_rc(errno), "rename %s to %s: %s", from, to, strerror(errno));
	free(to);
	free(from);
	return (rc);
}

/* source_maildir_rewind - the next call to next lists new/ again */

static void
source_maildir_rewind(struct source *s)
{
	source_maildir_forget(s->ctx);
}

/* source_maildir_close - free the state */

static void
source_maildir_close(struct source *s)
{
	struct source_maildir *md = s->ctx;

	if (md == NULL)
		return;
	source_maildir_forget(md);
	free(md->path);
	free(md);
	s->ctx = NULL;
}

const struct source_ops source_maildir_ops = {
	"maildir",
	source_maildir_open,
	source_maildir_next,
	source_maildir_done,
	source_maildir_rewind,
	source_maildir_close,
	NULL,
};
