/*++
/* NAME
/*	maildir 3h
/* SUMMARY
/*	Maildir primitives shared by the Maildir source and sink
/* SYNOPSIS
/*	#include "mail/maildir.h"
/* DESCRIPTION
/*	maildir_create() makes PATH and its tmp, new and cur folders
/*	(mode 0700) when missing.
/*
/*	maildir_deliver() writes len bytes to tmp/UNIQUE, fsyncs it, and
/*	renames it into new/ (the Maildir delivery protocol); the unique
/*	name is time.pid_counter_random.hostname.  On success *namep (if
/*	not NULL) receives the base name, caller frees.
/*
/*	maildir_put() does the same but leaves new/ unsynced, and
/*	maildir_sync_new() syncs it: one fsync of the folder for many
/*	deliveries (the sink's); the messages last only once it succeeds.
/*
/*	maildir_stage() writes a message into tmp/ without syncing it;
/*	maildir_publish() makes a batch of them durable with one
/*	syncfs(2), renames them into new/ and syncs new/ once;
/*	maildir_unstage() removes staged messages never published.
/*	maildir_name_ok() is the *_ok() predicate for a file name read
/*	from new/ or cur/: not empty, no '/', not starting with '.'.
/*
/*	maildir_errno_rc() maps a failed call's errno to a status: a full
/*	disk (ENOSPC, EDQUOT) and EIO are PB_ETEMP, so a sink's mail stays
/*	queued; the rest PB_ESYS.  maildir_create() and maildir_deliver()
/*	return it.
/*--*/

#ifndef MAILDIR_H
#define MAILDIR_H

#include <stddef.h>

#include "core/pb.h"

enum pb_rc maildir_create(const char *path, struct pb_err *);
enum pb_rc maildir_deliver(
    const char *path, const char *data, size_t len, char **namep, struct pb_err *);
enum pb_rc maildir_stage(
    const char *path, const char *data, size_t len, char **namep, struct pb_err *);
enum pb_rc maildir_publish(
    const char *path, int tmpfd, char *const *names, size_t n, struct pb_err *);
void       maildir_unstage(const char *path, char *const *names, size_t n);
enum pb_rc maildir_put(
    const char *path, const char *data, size_t len, char **namep, struct pb_err *);
enum pb_rc maildir_sync_new(const char *path, struct pb_err *);
int        maildir_name_ok(const char *);
enum pb_rc maildir_errno_rc(int errnum);

#endif
