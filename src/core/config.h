/*++
/* NAME
/*	config 3h
/* SUMMARY
/*	pbemd.conf: the INI configuration (see pbemd.conf(5))
/* SYNOPSIS
/*	#include "core/config.h"
/* DESCRIPTION
/*	config_load() parses FILE with inih into a new struct pb_config,
/*	caller frees with config_free().  Relative paths (database,
/*	key_file, templates, content, the password and CA files, and the
/*	PATH of maildir: and sendmail: specs; never a URL) are taken
/*	relative to the directory of FILE.
/*	Unknown sections or keys are errors, so that a typo is never
/*	silently ignored.  config_check() validates values (the checks of
/*	pbemd -n).
/*--*/

#ifndef CONFIG_H
#define CONFIG_H

#include "core/pb.h"

struct config_kind;

struct pb_config {
	char *path;                 /* the file read */
	char *database;             /* [pbemd] database */
	char *inbox;                /* [mail] inbox: maildir:PATH | imap(s)://... | pop3(s)://... */
	char *outbox;               /* [mail] outbox: maildir:PATH | sendmail:PATH | smtp(s)://... */
	char *inbox_password_file;  /* [mail] inbox_password_file */
	char *outbox_password_file; /* [mail] outbox_password_file */
	char *ca_file;              /* [mail] ca_file: PEM CAs for TLS */
	char *imap_done_folder;     /* [mail] imap_done_folder: move there */
	int   pop3_keep;            /* [mail] pop3_keep: yes | no */
	int   mail_timeout;         /* [mail] timeout: seconds a server may take; 0: 60 */
	char *address;              /* [mail] address: the arbiter's own */
	char *from_name;            /* [mail] name: display name in From */
	char *authserv_id;          /* [mail] authserv_id: our MTA's, in Authentication-Results */
	char *require_auth;         /* [mail] require_auth: none | dkim | dmarc (games' default) */
	char *key_file;             /* [pbemd] key_file */
	char *templates;            /* [pbemd] templates: directory */
	char *content;              /* [pbemd] content: directory */
	char *locale;               /* [pbemd] locale: default "en" */
	int   poll_interval;        /* [pbemd] poll_interval: seconds */
	char *moderator;            /* [pbemd] moderator: address told of bounces, or NULL */
	char *pid_file;             /* [pbemd] pid_file: the daemon's, or NULL */
	int   max_size;             /* [limits] max_size: bytes of a mail read; 0: none */
	int   max_lines;            /* [limits] max_lines: lines of a mail read; 0: none */
	int   max_per_hour;         /* [limits] max_per_hour: mails per sender; 0: none */
	int   seat_per_hour; /* [limits] seat_per_hour: mails with a seat's valid token; 0: none */
	int   game_per_hour; /* [limits] game_per_hour: mails with a game's valid tokens; 0: none */
	char *notify_level;        /* [notify] level: of a seat that never chose */
	int   notify_hold_minutes; /* [notify] hold_minutes: moderator notices held */
	int   notify_digest_hour;  /* [notify] digest_hour: UTC hour of the daily digest */
	int   tokens_max_mails; /* [tokens] max_mails: later mails a token outlives; 0: any */
	int   tokens_max_days;  /* [tokens] max_days: days a superseded token lives; 0: any */
	int   tokens_hold_days; /* [tokens] hold_days: days held commands wait */
	int   reply_lines;          /* [limits] reply_lines: refused lines echoed; 0: none */
	int   reply_line_length;    /* [limits] reply_line_length: chars echoed; 0: none */
	/* [time]: defaults of a new game's clock (deadline.h); NULL: built in */
	char *time_deadline;     /* deadline: every decision */
	struct config_kind *time_kinds; /* deadline.KIND (deadline_KIND, the old form) */
	size_t              time_nkinds;
	char *time_reminder;     /* reminder: before the deadline */
	char *time_grace;        /* grace: after it, before the default action */
	int   time_late_notices; /* late_notices: yes | no */
	char *time_days_off;     /* days_off: sat,sun | none */
	char *time_absence_max;  /* absence_max: per player per game */
	char *time_tz;           /* tz: the games' and new players' zone */
	int   press_enabled;          /* [press] enabled: players may send press */
	int   press_per_hour;         /* [press] per_hour: press per seat per hour; 0: none */
	char *press_anonymous;        /* [press] anonymous: no | allowed | always */
	int   press_show_addresses;   /* [press] show_addresses: press names addresses */
	int   press_moderator_reads;  /* [press] moderator_reads: copies to the moderator */
	int   press_reveal_anonymous; /* [press] reveal_anonymous: the end names writers */
	int   observers;              /* [archive] observers: may subscribe */
	int   end_reveal;             /* [archive] end_reveal: everything mailed at the end */
	int   history_max;            /* [archive] history_max: mails in one HISTORY reply */
	int   sent_whole_days;        /* [archive] sent_whole_days: days a sent mail stays whole */
};

/* "[time] deadline.KIND = DURATION": KIND a decision some game declares. */
struct config_kind {
	char *kind;
	char *value;
};

const char *config_time_kind(const struct pb_config *, const char *kind);

enum pb_rc config_load(const char *, struct pb_config **, struct pb_err *);
enum pb_rc config_check(const struct pb_config *, struct pb_err *);
void       config_free(struct pb_config *);

#endif
