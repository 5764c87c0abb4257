/*++
/* NAME
/*	maildir 3
/* SUMMARY
/*	Maildir primitives shared by the Maildir source and sink
/* SYNOPSIS
/*	#include "mail/maildir.h"
/*
/*	enum pb_rc maildir_create(const char *path, struct pb_err *err)
/*
/*	enum pb_rc maildir_errno_rc(int errnum)
/*
/*	enum pb_rc maildir_deliver(const char *path, const char *data,
/*				size_t len, char **namep, struct pb_err *err)
/*
/*	enum pb_rc maildir_put(const char *path, const char *data,
/*				size_t len, char **namep, struct pb_err *err)
/*
/*	enum pb_rc maildir_sync_new(const char *path, struct pb_err *err)
/*
/*	enum pb_rc maildir_stage(const char *path, const char *data,
/*				size_t len, char **namep, struct pb_err *err)
/*
/*	enum pb_rc maildir_publish(const char *path, int tmpfd,
/*				char *const *names, size_t n,
/*				struct pb_err *err)
/*
/*	void	maildir_unstage(const char *path, char *const *names,
/*				size_t n)
/*
/*	int	maildir_name_ok(const char *name)
/* DESCRIPTION
/*	maildir_create() makes PATH and PATH/tmp, PATH/new and PATH/cur
/*	with mode 0700 where they are missing (the parent of PATH must
/*	exist).  Something that exists but is not a directory is an error.
/*
/*	maildir_deliver() follows the Maildir delivery protocol:
/* .IP (M1)
/*	the message is written to tmp/UNIQUE, opened O_EXCL, and fsync()ed
/*	before anything else sees it;
/* .IP (M2)
/*	rename(2) moves it to new/UNIQUE, so readers of new/ see a whole
/*	message or nothing; the new/ folder is then fsync()ed so that the
/*	rename survives a crash (a failure there is only logged with
/*	pb_warn(): the message is already visible, and a retry would
/*	deliver it twice);
/* .IP (M3)
/*	UNIQUE is SECONDS.PID_COUNTER_RANDOM.HOST (RANDOM: 32 bits from
/*	getrandom(2)), with '/' and ':' in the host name written as \057
/*	and \072, as the Maildir specification asks.
/* .PP
/*	On success *namep (if not NULL) receives UNIQUE, caller frees.  On
/*	failure the tmp/ file is removed and *namep is untouched.
/*
/*	maildir_put() is maildir_deliver() without the fsync of new/: (M1)
/*	and the rename of (M2).  maildir_sync_new() is that fsync, once for
/*	any number of maildir_put() into the same Maildir (the sink's
/*	deliveries of one flush); only after it returns PB_OK do the
/*	messages put before it survive a crash.  Its failure is returned.
/*
/*	maildir_stage() writes a message to tmp/UNIQUE, not synced, and
/*	sets *namep to UNIQUE (caller frees); on failure the file is
/*	removed.  maildir_publish() delivers n staged messages at once:
/*	one syncfs(2) through tmpfd, an open descriptor of PATH/tmp opened
/*	before the first of them was written (so that it reports their
/*	write-back errors), makes all their data durable (M1) (a single
/*	message: an fsync(2) of its file, which waits for its data alone,
/*	not for every other program's writes on that file system), then each
/*	is renamed into new/ and new/ is synced (M2).  When the sync fails
/*	every one is removed from tmp/; when a rename fails, that one and
/*	those after it are, and those renamed stay delivered (a sender
/*	that takes the failure as the batch's sends them again: at least
/*	once).  maildir_unstage() removes n staged messages.
/*
/*	maildir_name_ok() is the *_ok() predicate for a file name read from
/*	new/ or cur/: not empty, no '/', not starting with '.'.
/*
/*	maildir_errno_rc() is the status of a failed system call's errno:
/*	PB_ETEMP for what goes away without a change of configuration
/*	(ENOSPC and EDQUOT, a full disk or quota; EIO, which a disk that
/*	comes back or is replaced ends), PB_ESYS for the rest (permissions,
/*	a missing folder, a read-only file system).
/* DIAGNOSTICS
/*	maildir_errno_rc() of the errno (PB_ETEMP for a full disk, so that
/*	the sink's mail stays queued), with the failing system call, path
/*	and errno text in err.
/* SEE ALSO
/*	https://cr.yp.to/proto/maildir.html, source(3), sink(3)
/*--*/

/* System. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* pbemd-wide. */
#include "core/pb.h"

/* Local. */
#include "mail/maildir.h"

static unsigned maildir_counter;

/* maildir_mkdir - make one folder unless it is already a folder */

static enum pb_rc
maildir_mkdir(const char *dir, struct pb_err *err)
{
	struct stat st;

	if (mkdir(dir, 0700) == 0)
		return (PB_OK);
	if (errno != EEXIST)
		return (
		    pb_err_set(err, maildir_errno_rc(errno), "mkdir %s: %s", dir, strerror(errno)));
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
		return (pb_err_set(err, PB_ESYS, "%s: not a directory", dir));
	return (PB_OK);
}

/* maildir_create - make a Maildir and its three folders */

enum pb_rc
maildir_create(const char *path, struct pb_err *err)
{
	static const char *const subs[] = { "tmp", "new", "cur" };
	enum pb_rc               rc;
	char                    *dir;
	size_t                   i;

	if ((rc = maildir_mkdir(path, err)) != PB_OK)
		return (rc);
	for (i = 0; i < PB_NELEM(subs) && rc == PB_OK; i++) {
		dir = pb_asprintf("%s/%s", path, subs[i]);
		rc = maildir_mkdir(dir, err);
		free(dir);
	}
	return (rc);
}

/* maildir_unique - a new unique base name (M3), caller frees */

static char *
maildir_unique(void)
{
	struct pb_buf host;
	char          hostname[256], *name;
	unsigned      rnd = 0;
	const char   *p;

	if (gethostname(hostname, sizeof(hostname)) != 0 || !*hostname)
		strcpy(hostname, "localhost");
	hostname[sizeof(hostname) - 1] = '\0';
	pb_buf_init(&host);
	for (p = hostname; *p; p++) {
		if (*p == '/')
			pb_buf_puts(&host, "\\057");
		else if (*p == ':')
			pb_buf_puts(&host, "\\072");
		else
			pb_buf_putc(&host, *p);
	}
	if (getrandom(&rnd, sizeof(rnd), GRND_NONBLOCK) != (ssize_t)sizeof(rnd))
		rnd = (unsigned)clock() ^ (unsigned)getpid() << 16;
	name = pb_asprintf("%lld.%ld_%u_%08x.%s", (long long)time(NULL), (long)getpid(),
	    ++maildir_counter, rnd, host.s);
	pb_buf_free(&host);
	return (name);
}

/* maildir_write - write, fsync (unless staged: synced later, M1) and
 * close a new file */

static enum pb_rc
maildir_write(const char *path, const char *data, size_t len, int sync, struct pb_err *err)
{
	enum pb_rc rc;
	ssize_t    n;
	int        fd, e = 0;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600)) < 0)
		return (
		    pb_err_set(err, maildir_errno_rc(errno), "open %s: %s", path, strerror(errno)));
	while (len > 0) {
		if ((n = write(fd, data, len)) < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			e = n == 0 ? ENOSPC : errno; /* no progress: no room */
			break;
		}
		data += n;
		len -= (size_t)n;
	}
	if (len > 0 || (sync && fsync(fd) != 0)) {
		e = len > 0 ? e : errno;
		rc = pb_err_set(err, maildir_errno_rc(e), "write %s: %s", path, strerror(e));
		close(fd);
		return (rc);
	}
	if (close(fd) != 0)
		return (pb_err_set(
		    err, maildir_errno_rc(errno), "close %s: %s", path, strerror(errno)));
	return (PB_OK);
}

/* maildir_sync_dir - fsync a folder so that a rename in it lasts (M2) */

static enum pb_rc
maildir_sync_dir(const char *dir, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	int        fd;

	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return (
		    pb_err_set(err, maildir_errno_rc(errno), "open %s: %s", dir, strerror(errno)));
	if (fsync(fd) != 0 && errno != EINVAL)
		rc = pb_err_set(err, maildir_errno_rc(errno), "fsync %s: %s", dir, strerror(errno));
	close(fd);
	return (rc);
}

/* maildir_put - write into tmp/, then rename into new/ (M1, M2); the
 * folder new/ is not synced */

enum pb_rc
maildir_put(const char *path, const char *data, size_t len, char **namep, struct pb_err *err)
{
	enum pb_rc rc;
	char      *name, *tmp, *new;

	/* Initialize. */
	name = maildir_unique();
	tmp = pb_asprintf("%s/tmp/%s", path, name);
	new = pb_asprintf("%s/new/%s", path, name);

	/* Write to tmp/, then rename into new/ (M1, M2). */
	if ((rc = maildir_write(tmp, data, len, 1, err)) != PB_OK) {
		(void)unlink(tmp);
		goto out;
	}
	if (rename(tmp, new) != 0) {
		rc = pb_err_set(
		    err, maildir_errno_rc(errno), "rename %s to %s: %s", tmp, new, strerror(errno));
		(void)unlink(tmp);
		goto out;
	}
	if (namep != NULL) {
		*namep = name;
		name = NULL;
	}

out:
	free(new);
	free(tmp);
	free(name);
	return (rc);
}

/* maildir_sync_new - fsync PATH/new: the renames into it last (M2) */

enum pb_rc
maildir_sync_new(const char *path, struct pb_err *err)
{
	enum pb_rc rc;
	char      *newdir = pb_asprintf("%s/new", path);

	rc = maildir_sync_dir(newdir, err);
	free(newdir);
	return (rc);
}

/* maildir_deliver - deliver one message into PATH/new */

enum pb_rc
maildir_deliver(const char *path, const char *data, size_t len, char **namep, struct pb_err *err)
{
	enum pb_rc rc;

	if ((rc = maildir_put(path, data, len, namep, err)) != PB_OK)
		return (rc);
	/* XXX The message is visible now: a failed directory fsync is
	 * logged, not returned, because a retry would deliver it twice. */
	if (maildir_sync_new(path, err) != PB_OK) {
		pb_warn("maildir_deliver: %s", err != NULL ? err->msg : path);
		if (err != NULL)
			pb_err_clear(err);
	}
	return (PB_OK);
}

/* maildir_errno_rc - a full disk or an I/O error is temporary */

enum pb_rc
maildir_errno_rc(int errnum)
{
	switch (errnum) {
	case ENOSPC:
	case EDQUOT:
	case EIO:
		return (PB_ETEMP);
	default:
		return (PB_ESYS);
	}
}

/* maildir_name_ok - a file name from new/ or cur/ that is safe to use */

int
maildir_name_ok(const char *name)
{
	return (name != NULL && *name != '\0' && *name != '.' && strchr(name, '/') == NULL);
}

/* maildir_stage - write a message into tmp/, not synced (M1 waits for
 * maildir_publish()) */

enum pb_rc
maildir_stage(const char *path, const char *data, size_t len, char **namep, struct pb_err *err)
{
	enum pb_rc rc;
	char      *name, *tmp;

	name = maildir_unique();
	tmp = pb_asprintf("%s/tmp/%s", path, name);
	if ((rc = maildir_write(tmp, data, len, 0, err)) != PB_OK) {
		(void)unlink(tmp);
		free(name);
	} else
		*namep = name;
	free(tmp);
	return (rc);
}

/* maildir_unstage - remove n staged messages from tmp/ */

void
maildir_unstage(const char *path, char *const *names, size_t n)
{
	char  *tmp;
	size_t i;

	for (i = 0; i < n; i++) {
		tmp = pb_asprintf("%s/tmp/%s", path, names[i]);
		(void)unlink(tmp);
		free(tmp);
	}
}

/* maildir_sync_staged - (M1) for n staged messages: one message, an
 * fsync(2) of its file; more, one syncfs(2) of the file system (tmpfd
 * is tmp/, opened before the first was written: syncfs(2) reports the
 * write-back errors since) */

static enum pb_rc
maildir_sync_staged(const char *path, int tmpfd, char *const *names, size_t n, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	int        fd;

	if (n > 1) {
		if (syncfs(tmpfd) != 0)
			rc = pb_err_set(err, maildir_errno_rc(errno), "syncfs %s/tmp: %s", path,
			    strerror(errno));
		return (rc);
	}
	/* XXX The file is opened again to be synced: Linux reports to a
	 * descriptor opened after it a write-back error no one has seen. */
	if ((fd = openat(tmpfd, names[0], O_RDONLY | O_CLOEXEC)) < 0 || fsync(fd) != 0)
		rc = pb_err_set(err, maildir_errno_rc(errno), "fsync %s/tmp/%s: %s", path, names[0],
		    strerror(errno));
	if (fd >= 0)
		(void)close(fd);
	return (rc);
}

/* maildir_publish - the staged messages made durable at once, then
 * renamed into new/, then new/ synced (M1, M2) */

enum pb_rc
maildir_publish(const char *path, int tmpfd, char *const *names, size_t n, struct pb_err *err)
{
	enum pb_rc rc = PB_OK;
	char      *tmp, *new;
	size_t     i;

	/* (M1) for all of them at once. */
	if (n == 0)
		return (PB_OK);
	if ((rc = maildir_sync_staged(path, tmpfd, names, n, err)) != PB_OK) {
		maildir_unstage(path, names, n);
		return (rc);
	}

	/* (M2) each, then the folder once. */
	for (i = 0; i < n && rc == PB_OK; i++) {
		tmp = pb_asprintf("%s/tmp/%s", path, names[i]);
		new = pb_asprintf("%s/new/%s", path, names[i]);
		if (rename(tmp, new) != 0)
			rc = pb_err_set(err, maildir_errno_rc(errno), "rename %s to %s: %s", tmp,
			    new, strerror(errno));
		free(new);
		free(tmp);
	}
	if (rc != PB_OK) {
		maildir_unstage(path, names + i - 1, n - (i - 1));
		return (rc);
	}
	return (maildir_sync_new(path, err));
}
