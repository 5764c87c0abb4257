/*++
/* NAME
/*	pack 3h
/* SUMMARY
/*	read a content pack directory into one text
/* SYNOPSIS
/*	#include "core/pack.h"
/* DESCRIPTION
/*	A content pack on disk is a directory of *.ini files.  A game keeps
/*	its pack as one text, stored once by hash in the database, so that
/*	a game can always be replayed with the cards it was played with:
/*	the files in byte order of their names, each preceded by a line
/*	"[file NAME]" so that errors can name the file and line.
/*	pack_read_dir() builds that text, caller frees.  The game module
/*	checks its content (game_ops.pack_check).
/* DIAGNOSTICS
/*	PB_ENOENT when the directory is missing or has no .ini file.
/*--*/

#ifndef PACK_H
#define PACK_H

#include "core/pb.h"

enum pb_rc pack_read_dir(const char *dir, char **text, struct pb_err *);

#endif
