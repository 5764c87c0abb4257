/*++
/* NAME
/*	pack 3h
/* SUMMARY
/*	read a content pack directory into one text
/* SYNOPSIS
/*	#include "core/pack.h"
/* DESCRIPTION
/*	A content pack on disk is a directory of *.ini files, in it or in
/*	its subdirectories (content/zwd: tiles/, missions/, cards/).  A
/*	game keeps its pack as one text, stored once by hash in the
/*	database, so that a game can always be replayed with the cards it
/*	was played with: the files in byte order of their paths relative
/*	to the directory ("26.ini" at the top, "tiles/26.ini" below it),
/*	each preceded by a line "[file PATH]" so that errors can name the
/*	file and line.  Names that begin with "." are skipped, files and
/*	directories alike; subdirectories deeper than 4 levels too.  A flat directory gives the text it always
/*	gave: the hash of a saved game's pack does not change.
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
