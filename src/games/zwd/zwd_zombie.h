/*++
/* NAME
/*	zwd_zombie 3h
/* SUMMARY
/*	Zombicide: White Death, the zombie phase's parts (internal)
/* SYNOPSIS
/*	#include "games/zwd/zwd_zombie.h"
/*
/*	void	zwd_event_add(struct zwd_events *ev, int kind, int type,
/*			int n, int from, int to, int target, int card);
/*	int	zwd_steer(const struct zwd_prefs *p, const int *alt,
/*			int nalt, int dflt);
/*	void	zwd_wounds(struct zwd_board *b, const struct zwd_map *map,
/*			const struct zwd_prefs *p, int z, int n, int proof,
/*			struct zwd_events *ev);
/*	void	zwd_desecrator_token(struct zwd_board *b,
/*			struct zwd_map *map, const struct zwd_prefs *p,
/*			struct zwd_events *ev);
/*	void	zwd_corrupt(struct zwd_board *b, struct zwd_map *map, int z,
/*			struct zwd_events *ev);
/*	void	zwd_corrupt_tell(const struct zwd_map *map, int z,
/*			struct zwd_events *ev);
/*	int	zwd_signaller(const struct zwd_map *map);
/*	void	zwd_necros_add(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_cards *cards,
/*			const struct zwd_prefs *p, int z,
/*			struct zwd_events *ev);
/*	void	zwd_necros_attack(struct zwd_board *b,
/*			const struct zwd_map *map, const struct zwd_prefs *p,
/*			struct zwd_events *ev);
/*	void	zwd_necros_move(struct zwd_board *b, struct zwd_map *map,
/*			const struct zwd_prefs *p, struct zwd_events *ev);
/* DESCRIPTION
/*	Shared by zwd_zombie.c (activation), zwd_zombie_wound.c,
/*	zwd_zombie_necro.c and zwd_spawn.c; not for the game.
/*
/*	zwd_wounds() deals n Wounds to the people of zone z by the
/*	players' standing rule (pbemd-zwd(7)), the first proof of them
/*	beyond Armor (the Khan's).  zwd_desecrator_token()
/*	moves the Desecrator's numbered spawn token one zone toward the
/*	Signaller and corrupts where it lands.  zwd_corrupt() puts
/*	Corruption on z when it has none and a token is left in the box,
/*	with its events (an objective there lost, the Signaller reached).
/*	zwd_corrupt_tell() is its events alone.  zwd_necros_*() are the
/*	extra Necromancers of Multiple Necromancers (zwd_zombie_necros.c).
/*	zwd_signaller() is the Signaller's zone, the first starting zone
/*	when the mission has none (digest 2.5).
/*--*/

#ifndef ZWD_ZOMBIE_H
#define ZWD_ZOMBIE_H

#include "games/zwd/zwd_board.h"

void zwd_event_add(
    struct zwd_events *, int kind, int type, int n, int from, int to, int target, int card);
int  zwd_steer(const struct zwd_prefs *, const int *alt, int nalt, int dflt);
void zwd_wounds(struct zwd_board *, const struct zwd_map *, const struct zwd_prefs *, int z, int n,
    int proof, struct zwd_events *);
void zwd_desecrator_token(
    struct zwd_board *, struct zwd_map *, const struct zwd_prefs *, struct zwd_events *);
void zwd_corrupt(struct zwd_board *, struct zwd_map *, int z, struct zwd_events *);
void zwd_corrupt_tell(const struct zwd_map *, int z, struct zwd_events *);
int  zwd_signaller(const struct zwd_map *);
void zwd_necros_add(struct zwd_board *, struct zwd_map *, const struct zwd_cards *,
    const struct zwd_prefs *, int z,
    struct zwd_events *);
void zwd_necros_attack(
    struct zwd_board *, const struct zwd_map *, const struct zwd_prefs *, struct zwd_events *);
void zwd_necros_move(
    struct zwd_board *, struct zwd_map *, const struct zwd_prefs *, struct zwd_events *);

#endif
