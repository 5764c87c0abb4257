/*++
/* NAME
/*	langscan 3h
/* SUMMARY
/*	the scan for English in Italian and Spanish texts
/* SYNOPSIS
/*	#include "langscan.h"
/* DESCRIPTION
/*	langscan(3).
/*--*/
#ifndef LANGSCAN_H
#define LANGSCAN_H

#include <stddef.h>

#include <jansson.h>

#include "core/game.h"
#include "core/lang.h"

#define LG_MAXSHOW 400 /* failures printed */

extern json_t *seen;
extern int     nfail;
extern char  **names;
extern size_t  nnames;
extern int     nexamples, nlocalised;

int      by_length(const void *, const void *);
void     scan(const char *where, const char *locale, const char *text);
void     scan_catalogue(const struct lang_msg *game, const struct lang_msg *cat, const char *name);
char    *slurp(const char *path);
void     scan_dir(const char *dir, const char *locale);
void     read_as_game(const struct game_ops *, const void *g, const char *where, const char *text);
void     read_whole(const struct game_ops *, const void *g, const char *where, const char *text);
void     check_examples(const struct game_ops *, void *g, int k);
char    *literal(const char *p);
int      refusals_read(const char *dir, const char *const *files, const char *const *calls,
         const struct lang_msg *cat, const char *tag, int (*keep)(char *en));
unsigned games_wanted(unsigned dflt);
int      first_to_act(const struct game_ops *, const void *g, int nseats);
int      apply_read(const struct game_ops *, void *g, int seat, const char *line, const char *tag,
         void (*read)(const void *, const char *, const char *));

#endif
