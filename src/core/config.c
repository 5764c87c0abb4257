/*++
/* NAME
/*	config 3
/* SUMMARY
/*	read pbemd.conf with inih
/* SYNOPSIS
/*	#include "core/config.h"
/* DESCRIPTION
/*	See config.h and pbemd.conf(5).  The table config_keys lists every
/*	key: section, name, where it goes, and whether it is a path.
/* DIAGNOSTICS
/*	PB_ECONFIG with "FILE:LINE: ..." for a syntax error, an unknown
/*	key or a bad value; PB_ENOENT when the file is missing.
/*--*/

/* System. */
#include <ctype.h>
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <sys/stat.h>

/* Third party. */
#include <ini.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/config.h"
#include "core/fonts.h"
#include "core/game.h"
#include "core/tzone.h"

#define CONF_STR 0
#define CONF_PATH 1
#define CONF_SPEC 2 /* scheme:PATH, the path made absolute */
#define CONF_INT 3
#define CONF_BOOL 4  /* yes or no */
#define CONF_SIZE 5  /* bytes, with an optional K or M suffix */
#define CONF_COUNT 6 /* an integer up to INT_MAX */

struct config_key {
	const char *section;
	const char *name;
	size_t      offset;
	int         kind;
};

#define OFF(f) offsetof(struct pb_config, f)

static const struct config_key config_keys[] = {
	{ "pbemd", "database", OFF(database), CONF_PATH },
	{ "pbemd", "key_file", OFF(key_file), CONF_PATH },
	{ "pbemd", "templates", OFF(templates), CONF_PATH },
	{ "pbemd", "content", OFF(content), CONF_PATH },
	{ "pbemd", "locale", OFF(locale), CONF_STR },
	{ "pbemd", "poll_interval", OFF(poll_interval), CONF_INT },
	{ "pbemd", "moderator", OFF(moderator), CONF_STR },
	{ "pbemd", "pid_file", OFF(pid_file), CONF_PATH },
	{ "limits", "max_size", OFF(max_size), CONF_SIZE },
	{ "limits", "max_lines", OFF(max_lines), CONF_COUNT },
	{ "limits", "max_per_hour", OFF(max_per_hour), CONF_COUNT },
	{ "limits", "seat_per_hour", OFF(seat_per_hour), CONF_COUNT },
	{ "limits", "game_per_hour", OFF(game_per_hour), CONF_COUNT },
	{ "notify", "level", OFF(notify_level), CONF_STR },
	{ "notify", "hold_minutes", OFF(notify_hold_minutes), CONF_COUNT },
	{ "notify", "digest_hour", OFF(notify_digest_hour), CONF_COUNT },
	{ "tokens", "max_mails", OFF(tokens_max_mails), CONF_COUNT },
	{ "tokens", "max_days", OFF(tokens_max_days), CONF_COUNT },
	{ "tokens", "hold_days", OFF(tokens_hold_days), CONF_COUNT },
	{ "limits", "reply_lines", OFF(reply_lines), CONF_COUNT },
	{ "limits", "reply_line_length", OFF(reply_line_length), CONF_COUNT },
	{ "mail", "inbox", OFF(inbox), CONF_SPEC },
	{ "mail", "outbox", OFF(outbox), CONF_SPEC },
	{ "mail", "address", OFF(address), CONF_STR },
	{ "mail", "name", OFF(from_name), CONF_STR },
	{ "mail", "inbox_password_file", OFF(inbox_password_file), CONF_PATH },
	{ "mail", "outbox_password_file", OFF(outbox_password_file), CONF_PATH },
	{ "mail", "ca_file", OFF(ca_file), CONF_PATH },
	{ "mail", "imap_done_folder", OFF(imap_done_folder), CONF_STR },
	{ "mail", "pop3_keep", OFF(pop3_keep), CONF_BOOL },
	{ "mail", "timeout", OFF(mail_timeout), CONF_INT },
	{ "mail", "authserv_id", OFF(authserv_id), CONF_STR },
	{ "mail", "require_auth", OFF(require_auth), CONF_STR },
	{ "time", "deadline", OFF(time_deadline), CONF_STR },
	{ "time", "reminder", OFF(time_reminder), CONF_STR },
	{ "time", "grace", OFF(time_grace), CONF_STR },
	{ "time", "late_notices", OFF(time_late_notices), CONF_BOOL },
	{ "time", "days_off", OFF(time_days_off), CONF_STR },
	{ "time", "absence_max", OFF(time_absence_max), CONF_STR },
	{ "time", "tz", OFF(time_tz), CONF_STR },
	{ "press", "enabled", OFF(press_enabled), CONF_BOOL },
	{ "press", "per_hour", OFF(press_per_hour), CONF_COUNT },
	{ "press", "anonymous", OFF(press_anonymous), CONF_STR },
	{ "press", "show_addresses", OFF(press_show_addresses), CONF_BOOL },
	{ "press", "moderator_reads", OFF(press_moderator_reads), CONF_BOOL },
	{ "press", "reveal_anonymous", OFF(press_reveal_anonymous), CONF_BOOL },
	{ "archive", "observers", OFF(observers), CONF_BOOL },
	{ "archive", "end_reveal", OFF(end_reveal), CONF_BOOL },
	{ "archive", "history_max", OFF(history_max), CONF_COUNT },
	{ "archive", "sent_whole_days", OFF(sent_whole_days), CONF_COUNT },
};

/* Schemes whose ARGUMENT is a path; any other spec is kept as written. */
static const char *const config_path_schemes[] = { "maildir", "sendmail" };

struct config_parse {
	struct pb_config *cf;
	char             *dir;
	struct pb_err    *err;
	int               failed;
	char             *bad_key; /* the key of the first error the handler saw */
};

/* config_abspath - PATH relative to the config file's directory */

static char *
config_abspath(const char *dir, const char *path)
{
	if (path[0] == '/')
		return (pb_strdup(path));
	return (pb_asprintf("%s/%s", dir, path));
}

/* config_path_spec - is the scheme of a spec one whose argument is a path? */

static int
config_path_spec(const char *value, size_t len)
{
	size_t i;

	for (i = 0; i < PB_NELEM(config_path_schemes); i++)
		if (strlen(config_path_schemes[i]) == len
		    && strncmp(value, config_path_schemes[i], len) == 0)
			return (1);
	return (0);
}

/* config_number - an integer value of a kind, or -1 */

static long
config_number(const char *value, int kind)
{
	long  v, unit = 1, max = kind == CONF_INT ? 86400 : INT_MAX;
	char *end;

	v = strtol(value, &end, 10);
	if (kind == CONF_SIZE && (*end == 'k' || *end == 'K'))
		unit = 1024;
	else if (kind == CONF_SIZE && (*end == 'm' || *end == 'M'))
		unit = 1024 * 1024;
	if (unit > 1)
		end++;
	if (*value == '\0' || !isdigit((unsigned char)*value) || *end != '\0' || v < 0
	    || v > max / unit)
		return (-1);
	return (v * unit);
}

/* config_value - convert and store one value */

static int
config_value(struct config_parse *cp, const struct config_key *k, const char *value)
{
	char      **slot = (char **)((char *)cp->cf + k->offset);
	const char *colon;
	char       *path;
	long        v;

	if (k->kind == CONF_BOOL) {
		if (strcmp(value, "yes") != 0 && strcmp(value, "no") != 0)
			return (0);
		*(int *)((char *)cp->cf + k->offset) = value[0] == 'y';
		return (1);
	}
	if (k->kind == CONF_INT || k->kind == CONF_SIZE || k->kind == CONF_COUNT) {
		if ((v = config_number(value, k->kind)) < 0)
			return (0);
		*(int *)((char *)cp->cf + k->offset) = (int)v;
		return (1);
	}
	free(*slot);
	if (k->kind == CONF_PATH) {
		*slot = config_abspath(cp->dir, value);
	} else if (k->kind == CONF_SPEC && (colon = strchr(value, ':')) != NULL
	    && config_path_spec(value, (size_t)(colon - value))) {
		path = config_abspath(cp->dir, colon + 1);
		*slot = pb_asprintf("%.*s:%s", (int)(colon - value), value, path);
		free(path);
	} else {
		*slot = pb_strdup(value);
	}
	return (1);
}

/* config_kind_key - "[time] deadline.KIND" (or deadline_KIND): kept for
 * config_check(), which knows the games' decisions */

static int
config_kind_key(struct pb_config *cf, const char *section, const char *name, const char *value)
{
	const char *kind = name + 9;
	size_t      i;

	if (strcmp(section, "time") != 0 || strncmp(name, "deadline", 8) != 0
	    || (name[8] != '.' && name[8] != '_') || *kind == '\0')
		return (0);
	for (i = 0; i < cf->time_nkinds; i++)
		if (strcmp(cf->time_kinds[i].kind, kind) == 0)
			break;
	if (i == cf->time_nkinds) {
		cf->time_kinds = pb_realloc(
		    cf->time_kinds, (cf->time_nkinds + 1) * sizeof(*cf->time_kinds));
		cf->time_kinds[i].kind = pb_strdup(kind);
		cf->time_kinds[i].value = NULL;
		cf->time_nkinds++;
	}
	free(cf->time_kinds[i].value);
	cf->time_kinds[i].value = pb_strdup(value);
	return (1);
}

/* config_time_kind - the duration "[time] deadline.KIND" gives, or NULL */

const char *
config_time_kind(const struct pb_config *cf, const char *kind)
{
	size_t i;

	for (i = 0; i < cf->time_nkinds; i++)
		if (strcmp(cf->time_kinds[i].kind, kind) == 0)
			return (cf->time_kinds[i].value);
	return (NULL);
}

/* config_handler - inih callback for one key */

static int
config_handler(void *arg, const char *section, const char *name, const char *value)
{
	struct config_parse *cp = arg;
	size_t               i;

	if (config_kind_key(cp->cf, section, name, value))
		return (1);

	for (i = 0; i < PB_NELEM(config_keys); i++) {
		if (strcmp(config_keys[i].section, section) == 0
		    && strcmp(config_keys[i].name, name) == 0) {
			if (config_value(cp, &config_keys[i], value))
				return (1);
			if (!cp->failed) {
				pb_err_set(cp->err, PB_ECONFIG, "bad value for [%s] %s: \"%s\"",
				    section, name, value);
				cp->bad_key = pb_strdup(name);
			}
			cp->failed = 1;
			return (0);
		}
	}
	/* inih goes on after an error: keep the first, which its line is. */
	if (!cp->failed) {
		pb_err_set(cp->err, PB_ECONFIG, "unknown key [%s] %s", section, name);
		cp->bad_key = pb_strdup(name);
	}
	cp->failed = 1;
	return (0);
}

/* config_defaults - values used when the file says nothing */

static void
config_defaults(struct pb_config *cf, const char *dir)
{
	cf->database = config_abspath(dir, "pbemd.db");
	cf->key_file = config_abspath(dir, "pbemd.key");
	cf->templates = pb_strdup(PB_DATADIR "/templates");
	cf->content = pb_strdup(PB_DATADIR "/content");
	cf->locale = pb_strdup("en");
	cf->poll_interval = 60;
	cf->from_name = pb_strdup("pbemd");
	cf->max_size = 4 * 1024 * 1024;
	cf->max_lines = 20000;
	cf->max_per_hour = 30;
	cf->seat_per_hour = 60; /* pbemd.conf(5): a live session */
	cf->game_per_hour = 240;
	cf->notify_level = pb_strdup("waiting");
	cf->notify_hold_minutes = 5;
	cf->notify_digest_hour = 18;
	cf->tokens_max_mails = 10; /* pbemd.conf(5), [tokens] */
	cf->tokens_max_days = 14;
	cf->tokens_hold_days = 3;
	cf->reply_lines = 50;
	cf->reply_line_length = 200;
	cf->press_enabled = 1;
	cf->press_per_hour = 10;
	cf->press_anonymous = pb_strdup("no");
	cf->require_auth = pb_strdup("none");
	cf->observers = 1;
	cf->end_reveal = 1;
	cf->history_max = 30;
}

/* config_error - the first error of ini_parse(), with FILE:LINE */

static void
config_error(struct config_parse *cp, const char *path, const char *text, int line)
{
	char *msg;

	if (!cp->failed || !pb_ini_key_at(text, line, cp->bad_key))
		pb_err_set(cp->err, PB_ECONFIG, "syntax error");
	msg = pb_strdup(cp->err->msg);
	pb_err_set(cp->err, PB_ECONFIG, "%s:%d: %s", path, line, msg);
	free(msg);
}

/* config_read - the file's text; a directory or special file is refused */

static char *
config_read(const char *path, struct pb_err *err)
{
	struct stat st;

	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		pb_err_set(err, PB_ECONFIG, "%s: not a regular file", path);
		return (NULL);
	}
	return (pb_file_read(path, NULL, err));
}

/* config_load - parse the configuration file */

enum pb_rc
config_load(const char *path, struct pb_config **out, struct pb_err *err)
{
	struct config_parse cp = { 0 };
	struct pb_err       lerr;
	char               *copy, *text, dir[PATH_MAX];
	enum pb_rc          rc = PB_OK;
	int                 line;

	if (err == NULL)
		err = &lerr;
	if ((text = config_read(path, err)) == NULL)
		return (err->rc == PB_ENOENT ? PB_ENOENT : PB_ECONFIG);
	/* Paths in the file are relative to its directory, made absolute. */
	copy = pb_strdup(path);
	cp.dir = pb_strdup(realpath(dirname(copy), dir) ? dir : ".");
	free(copy);
	cp.cf = pb_calloc(1, sizeof(*cp.cf));
	cp.cf->path = pb_strdup(path);
	cp.err = err;
	config_defaults(cp.cf, cp.dir);
	if ((line = ini_parse_string(text, config_handler, &cp)) != 0) {
		config_error(&cp, path, text, line);
		rc = PB_ECONFIG;
		config_free(cp.cf);
	} else {
		fonts_conf(cp.cf->content); /* its pictures' fonts.conf */
		*out = cp.cf;
	}
	free(cp.bad_key);
	free(cp.dir);
	free(text);
	return (rc);
}

/* config_scheme_in - is spec SCHEME:PATH or SCHEME://... of these schemes? */

static int
config_scheme_in(const char *spec, const char *const *schemes, size_t n)
{
	const char *arg;
	size_t      i;

	for (i = 0; spec != NULL && i < n; i++) {
		if ((arg = pb_spec_arg(spec, schemes[i])) == NULL)
			continue;
		/* A URL (checked whole by pbemd -n) or a path. */
		return (
		    config_path_spec(schemes[i], strlen(schemes[i])) || strncmp(arg, "//", 2) == 0);
	}
	return (0);
}

/* config_check_time - the [time] durations, days and zone read */

static enum pb_rc
config_check_time(const struct pb_config *cf, struct pb_err *err)
{
	const struct config_kind *k;
	struct pb_err             why;
	unsigned                  days;
	int64_t                   secs;
	size_t                    i;

	for (i = 0; i < cf->time_nkinds; i++) {
		k = &cf->time_kinds[i];
		if (!game_kind_known(k->kind))
			return (pb_err_set(err, PB_ECONFIG,
			    "%s: [time] deadline.%s: no game waits on a decision \"%s\"", cf->path,
			    k->kind, k->kind));
		if (tz_duration(k->value, &secs, &why) != PB_OK)
			return (pb_err_set(err, PB_ECONFIG, "%s: [time] deadline.%s: %s", cf->path,
			    k->kind, why.msg));
	}
	if ((cf->time_deadline && tz_duration(cf->time_deadline, &secs, &why) != PB_OK)
	    || (cf->time_reminder && tz_duration(cf->time_reminder, &secs, &why) != PB_OK)
	    || (cf->time_grace && tz_duration(cf->time_grace, &secs, &why) != PB_OK)
	    || (cf->time_absence_max && tz_duration(cf->time_absence_max, &secs, &why) != PB_OK)
	    || (cf->time_days_off && tz_days(cf->time_days_off, &days, &why) != PB_OK))
		return (pb_err_set(err, PB_ECONFIG, "%s: [time]: %s", cf->path, why.msg));
	if (cf->time_tz && !tz_ok(cf->time_tz))
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [time] tz: \"%s\" is not a time zone of this machine (such as UTC or"
		    " Europe/Rome)",
		    cf->path, cf->time_tz));
	return (PB_OK);
}

/* config_check - values that must be present and sane */

enum pb_rc
config_check(const struct pb_config *cf, struct pb_err *err)
{
	static const char *const inboxes[] = { "maildir", "imap", "imaps", "imap+starttls", "pop3",
		"pop3s", "pop3+starttls" };
	static const char *const outboxes[] = { "maildir", "sendmail", "smtp", "smtps",
		"smtp+starttls" };

	if (!config_scheme_in(cf->inbox, inboxes, PB_NELEM(inboxes)))
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [mail] inbox must be maildir:PATH or an imap://, imaps://, "
		    "imap+starttls://, pop3://, pop3s:// or pop3+starttls:// URL",
		    cf->path));
	if (!config_scheme_in(cf->outbox, outboxes, PB_NELEM(outboxes)))
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [mail] outbox must be maildir:PATH, sendmail:PATH or an smtp://, "
		    "smtps:// or smtp+starttls:// URL",
		    cf->path));
	if (cf->address == NULL || strchr(cf->address, '@') == NULL)
		return (
		    pb_err_set(err, PB_ECONFIG, "%s: [mail] address must be an address", cf->path));
	if (strcmp(cf->locale, "en") != 0 && strcmp(cf->locale, "it") != 0
	    && strcmp(cf->locale, "es") != 0)
		return (pb_err_set(
		    err, PB_ECONFIG, "%s: [pbemd] locale must be en, it or es", cf->path));
	if (cf->moderator != NULL
	    && (strchr(cf->moderator, '@') == NULL
	        || strcspn(cf->moderator, " \t<>\"") != strlen(cf->moderator)))
		return (pb_err_set(
		    err, PB_ECONFIG, "%s: [pbemd] moderator must be an address", cf->path));
	if (cf->poll_interval < 1)
		return (pb_err_set(
		    err, PB_ECONFIG, "%s: [pbemd] poll_interval must be at least 1", cf->path));
	if (strcmp(cf->press_anonymous, "no") != 0 && strcmp(cf->press_anonymous, "allowed") != 0
	    && strcmp(cf->press_anonymous, "always") != 0)
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [press] anonymous must be no, allowed or always", cf->path));
	if (strcmp(cf->require_auth, "none") != 0 && strcmp(cf->require_auth, "dkim") != 0
	    && strcmp(cf->require_auth, "dmarc") != 0)
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [mail] require_auth must be none, dkim or dmarc", cf->path));
	if (strcmp(cf->require_auth, "none") != 0
	    && (cf->authserv_id == NULL || *cf->authserv_id == '\0'))
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [mail] require_auth %s needs [mail] authserv_id", cf->path, cf->require_auth));
	if (strcmp(cf->notify_level, "every") != 0 && strcmp(cf->notify_level, "waiting") != 0
	    && strcmp(cf->notify_level, "digest") != 0)
		return (pb_err_set(err, PB_ECONFIG,
		    "%s: [notify] level must be every, waiting or digest", cf->path));
	if (cf->notify_digest_hour > 23)
		return (pb_err_set(
		    err, PB_ECONFIG, "%s: [notify] digest_hour must be 0 to 23", cf->path));
	if (cf->notify_hold_minutes > 1440)
		return (pb_err_set(
		    err, PB_ECONFIG, "%s: [notify] hold_minutes must be at most 1440", cf->path));
	if (cf->history_max < 1)
		return (pb_err_set(
		    err, PB_ECONFIG, "%s: [archive] history_max must be at least 1", cf->path));
	return (config_check_time(cf, err));
}

/* config_free_time - the [time] strings */

static void
config_free_time(struct pb_config *cf)
{
	size_t i;

	free(cf->time_deadline);
	for (i = 0; i < cf->time_nkinds; i++) {
		free(cf->time_kinds[i].kind);
		free(cf->time_kinds[i].value);
	}
	free(cf->time_kinds);
	free(cf->time_reminder);
	free(cf->time_grace);
	free(cf->time_days_off);
	free(cf->time_absence_max);
	free(cf->time_tz);
}

/* config_free - release; NULL is a no-op */

void
config_free(struct pb_config *cf)
{
	if (cf == NULL)
		return;
	free(cf->path);
	free(cf->database);
	free(cf->inbox);
	free(cf->outbox);
	free(cf->address);
	free(cf->from_name);
	free(cf->key_file);
	free(cf->templates);
	free(cf->content);
	free(cf->locale);
	free(cf->inbox_password_file);
	free(cf->outbox_password_file);
	free(cf->ca_file);
	free(cf->imap_done_folder);
	free(cf->moderator);
	free(cf->pid_file);
	config_free_time(cf);
	free(cf->press_anonymous);
	free(cf->authserv_id);
	free(cf->require_auth);
	free(cf->notify_level);
	free(cf);
}
