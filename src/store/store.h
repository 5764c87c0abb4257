/*++
/* NAME
/*	store 3h
/* SUMMARY
/*	SQLite persistence: migrations, games, seats, move log, inbox, outbox
/* SYNOPSIS
/*	#include "store/store.h"
/* DESCRIPTION
/*	The store knows nothing of any game or of mail formats: it keeps
/*	rows.  All writes of one arbitration happen between store_begin()
/*	and store_commit() (see arbiter.c, invariant D1).
/*
/*	store_open() opens or creates the database (WAL, foreign keys,
/*	synchronous=FULL, busy timeout) and applies every migration in
/*	store_migrations[] newer than PRAGMA user_version, each in its own
/*	transaction.  store_close(NULL) is a no-op.
/*
/*	Rows are returned in heap structs that the caller frees with the
/*	matching _free() function; _free(NULL) is a no-op.  Out-parameters
/*	are written only on success.  Functions that look up one row
/*	return PB_ENOENT when there is none.
/*
/*	store_inbox_insert() returns PB_EDUP when the Message-ID or the
/*	dedupe key was already recorded: the caller must then do nothing
/*	else with the message (exactly-once, invariant D3).
/*
/*	A full disk under the database is PB_ETEMP, with a message that
/*	begins "disk full: " (S10 in store.c); store_disk_full() tells it
/*	from a busy database, store_writable() says when writing works
/*	again, store_checkpoint() keeps the write-ahead log short (S9).
/* DIAGNOSTICS
/*	PB_ETEMP when the database is busy or locked or its disk is full,
/*	PB_ESYS for other SQLite errors, with the SQLite message in the
/*	pb_err.
/*--*/

#ifndef STORE_H
#define STORE_H

/* System. */
#include <stdint.h>

/* Third party. */
#include <sqlite3.h>

/* pbemd-wide. */
#include "core/pb.h"

struct store;

struct store_migration {
	int         version;
	const char *name;
	const char *sql;
};
extern const struct store_migration store_migrations[];

struct store_game {
	int64_t       id;      /* assigned by store_game_insert() */
	char         *kind;    /* game module name, e.g. "dow" */
	char         *status;  /* "setup", "running", "ended", ... */
	char         *options; /* JSON text */
	unsigned char seed[32];
	char         *seed_hash;  /* hex SHA-256 of seed */
	char         *pack_hash;  /* content pack, see store_pack_put() */
	int64_t       seq;        /* last move number; setup is 0 */
	char         *state;      /* JSON text of the latest state */
	char         *state_hash; /* hex SHA-256 of state */
	char         *last_hash;  /* hash of the last move log entry */
	int64_t       created;
	int64_t       updated;
};

struct store_seat {
	int64_t game_id;
	int     seat;        /* 1-based */
	char   *address;     /* registered address, lower case */
	char   *name;        /* display name, may be "" */
	char   *locale;      /* "en", "it", "es" */
	int64_t token_epoch; /* tokens with seq below this are dead */
	char   *tz;          /* IANA time zone of its deadlines; NULL: "UTC" */
	int     abandon;     /* votes to abandon the game */
};

struct store_move {
	int64_t game_id;
	int64_t seq;
	int     seat;    /* 0 for the moderator or the system */
	char   *command; /* the command line as applied */
	char   *prev_hash;
	char   *state_hash;
	char   *hash;
	int64_t inbox_id; /* 0 if not from mail */
	int64_t created;
};

struct store_inbox {
	int64_t id;         /* assigned */
	char   *message_id; /* never NULL: a digest when the mail has none */
	char   *dedupe;     /* NULL or a digest of (game, seat, token, text) */
	char   *content;    /* NULL or a digest of (sender, Subject, body) */
	char   *from_addr;
	char   *subject;
	int64_t game_id; /* 0 if none */
	int     seat;    /* 0 if none */
	char   *status;  /* "applied", "refused", "unauthenticated", ... */
	char   *note;    /* one line for the moderator */
	int64_t received;
	char   *auth; /* Authentication-Results of the trusted authserv-id, or NULL */
};

struct store_bounce {
	int64_t id;       /* assigned */
	int64_t inbox_id; /* the bounce mail */
	int64_t game_id;  /* 0 if the address is no seat's */
	int     seat;     /* 0 if none */
	char   *address;  /* the failing recipient, lower case */
	char   *status;   /* "5.1.1", or NULL for a non-standard bounce */
	char   *diagnostic;
	int64_t received;
};

struct store_out {
	int64_t id;      /* assigned */
	int64_t game_id; /* 0 if none */
	int     seat;    /* 0 if none */
	char   *to_addr;
	char   *message; /* the whole RFC 5322 message */
	char   *message_id;
	char   *state; /* "queued", "sent", "failed" */
	int     attempts;
	int64_t next_attempt;
	char   *last_error;
	int64_t created;
	int64_t sent;
	char   *token; /* the move token it shows; NULL: none (read: or unknown) */
	int     picture; /* store_out_due(): its picture is still to draw (store_outpic.c) */
	char   *seed_hash; /* the seed hash it shows, "" none; NULL: not known (store_sent.c) */
};

/* A queued mail whose picture is drawn when it is sent (store_outpic.c). */
struct store_outpic {
	int64_t id;      /* its outbox row */
	char   *kind;    /* the game's kind */
	char   *locale;  /* the reader's */
	char   *view;    /* JSON: the view the picture is drawn from */
	char   *message; /* the mail composed with an empty picture */
};

/* Database. */
enum pb_rc store_open(const char *, struct store **, struct pb_err *);
void       store_close(struct store *);
sqlite3   *store_db(struct store *);
int        store_version(struct store *);
enum pb_rc store_begin(struct store *, struct pb_err *);
enum pb_rc store_commit(struct store *, struct pb_err *);
enum pb_rc store_begin_lazy(struct store *, struct pb_err *);
void       store_rollback(struct store *);
enum pb_rc store_group_begin(struct store *, struct pb_err *);
enum pb_rc store_group_commit(struct store *, struct pb_err *);
enum pb_rc store_begin_inner(struct store *, int *inner, struct pb_err *);
enum pb_rc store_end_inner(struct store *, int inner, int ok, struct pb_err *);
enum pb_rc store_sqlite_err(struct store *, int, const char *, struct pb_err *);
int        store_disk_full(struct store *);
int        store_err_full(const struct pb_err *);
int64_t    store_space_free(const char *dir);
char      *store_dir_of(const char *path);
enum pb_rc store_checkpoint(struct store *, struct pb_err *);
enum pb_rc store_writable(struct store *, struct pb_err *);

/* Content packs: immutable, keyed by hex SHA-256 of body. */
enum pb_rc store_pack_put(
    struct store *, const char *hash, const char *kind, const char *body, struct pb_err *);
enum pb_rc store_pack_get(struct store *, const char *hash, char **body, struct pb_err *);

/* Games. */
enum pb_rc store_game_insert(struct store *, struct store_game *, struct pb_err *);
enum pb_rc store_game_get(struct store *, int64_t, struct store_game **, struct pb_err *);
enum pb_rc store_game_update(struct store *, const struct store_game *, struct pb_err *);
enum pb_rc store_game_ids(struct store *, int64_t **ids, size_t *n, struct pb_err *);
enum pb_rc store_game_kind(struct store *, int64_t, char **kind, struct pb_err *);
void       store_game_free(struct store_game *);

/* Seats. */
enum pb_rc store_seat_insert(struct store *, const struct store_seat *, struct pb_err *);
enum pb_rc store_seat_get(
    struct store *, int64_t game, int seat, struct store_seat **, struct pb_err *);
enum pb_rc store_seat_list(
    struct store *, int64_t game, struct store_seat ***, size_t *, struct pb_err *);
enum pb_rc store_seat_find(
    struct store *, int64_t game, const char *addr, int *seat, struct pb_err *);
enum pb_rc store_seat_games(
    struct store *, const char *addr, int64_t **games, size_t *n, struct pb_err *);
enum pb_rc store_seat_set_locale(
    struct store *, int64_t game, int seat, const char *locale, struct pb_err *);
enum pb_rc store_seat_pictures(struct store *, int64_t game, int seat, int *on, struct pb_err *);
enum pb_rc store_seat_set_pictures(struct store *, int64_t game, int seat, int on, struct pb_err *);
void store_seat_free(struct store_seat *);
void store_seat_list_free(struct store_seat **, size_t);

/* Move log (hash chain). */
enum pb_rc store_move_append(struct store *, const struct store_move *, struct pb_err *);
typedef enum pb_rc (*store_move_fn)(const struct store_move *, void *);
enum pb_rc store_move_each(struct store *, int64_t game, store_move_fn, void *, struct pb_err *);
enum pb_rc store_move_upto(
    struct store *, int64_t game, int64_t upto, struct store_move **, size_t *, struct pb_err *);
enum pb_rc store_move_range(struct store *, int64_t game, int64_t from, int64_t upto,
    struct store_move **, size_t *, struct pb_err *);
void store_move_array_free(struct store_move *, size_t);

/* Sent mail kept compact (store_sent.c). */
struct store_whole {
	int64_t id;
	char   *message;
	char   *seed_hash; /* kept when it was queued; NULL: not known */
};

struct store_shown {
	int64_t id;
	int     seat;
	char   *message_id; /* NULL once forgotten */
	char   *seed_hash;  /* the seed hash it showed, "" none; NULL: not known */
	char   *message;    /* when seed_hash is NULL: the mail, to read it */
};

enum pb_rc store_sent_whole(
    struct store *, int64_t before, int limit, struct store_whole **, size_t *, struct pb_err *);
enum pb_rc store_sent_pack(
    struct store *, int64_t id, const char *compact, const char *seed_hash, struct pb_err *);
enum pb_rc store_zip_dict(struct store *, int *id, struct pb_err *);
enum pb_rc store_zip_dict_make(struct store *, const char *sample, size_t len, struct pb_err *);
enum pb_rc store_sent_shown(
    struct store *, int64_t game, struct store_shown **, size_t *, struct pb_err *);
void store_whole_free(struct store_whole *, size_t);
void store_shown_free(struct store_shown *, size_t);

/* State snapshots every so many moves (store_snapshot.c). */
enum pb_rc store_snapshot_put(
    struct store *, int64_t game, int64_t seq, const char *state, struct pb_err *);
enum pb_rc store_snapshot_at(
    struct store *, int64_t game, int64_t upto, int64_t *seq, char **state, struct pb_err *);
enum pb_rc store_snapshot_seqs(
    struct store *, int64_t game, int64_t **seqs, size_t *n, struct pb_err *);

/* Inbox: processed messages. */
enum pb_rc store_inbox_insert(struct store *, struct store_inbox *, struct pb_err *);
enum pb_rc store_inbox_seen(struct store *, const char *message_id, struct pb_err *);
enum pb_rc store_inbox_key(
    struct store *, const char *message_id, const char *content, char **key, struct pb_err *);
void       store_inbox_free(struct store_inbox *);

/* Intake: bounces, notices sent once per window, mails per sender. */
enum pb_rc store_bounce_insert(struct store *, struct store_bounce *, struct pb_err *);
enum pb_rc store_bounce_list(
    struct store *, int64_t game, struct store_bounce ***, size_t *, struct pb_err *);
void       store_bounce_list_free(struct store_bounce **, size_t);
enum pb_rc store_inbox_list(struct store *, struct store_inbox ***, size_t *, struct pb_err *);
enum pb_rc store_inbox_count_from(
    struct store *, const char *addr, int64_t since, int *n, struct pb_err *);
enum pb_rc store_notice_get(
    struct store *, const char *addr, const char *kind, int64_t *sent, struct pb_err *);
enum pb_rc store_notice_put(
    struct store *, const char *addr, const char *kind, int64_t sent, struct pb_err *);

/* Notification levels and queued news (store_notify.c). */
struct store_notify {
	char   *level;  /* "every", "waiting", "digest"; NULL: never chosen */
	char   *waits;  /* the decision it was last mailed about, or NULL */
	int64_t digest; /* when its last digest went, 0: never */
};

struct store_notify_seat {
	int64_t game_id;
	int     seat;
};

enum pb_rc store_notify_get(struct store *, int64_t game, int seat, struct store_notify *,
    struct pb_err *);
enum pb_rc store_notify_put(struct store *, int64_t game, int seat, const struct store_notify *,
    struct pb_err *);
void       store_notify_clear(struct store_notify *);
enum pb_rc store_notify_push(struct store *, int64_t game, int seat, const char *kind,
    const char *word, const char *text, int64_t created, struct pb_err *);
enum pb_rc store_notify_take(struct store *, int64_t game, int seat, const char *kind,
    char ***lines, size_t *n, struct pb_err *);
enum pb_rc store_notify_cancel(
    struct store *, int64_t game, int seat, const char *undo, int *cancelled, struct pb_err *);
enum pb_rc store_notify_due(struct store *, int64_t held_before, int64_t digest_before,
    const char *dflt, struct store_notify_seat **, size_t *, struct pb_err *);
enum pb_rc store_inbox_count_seat(struct store *, int64_t game, int seat, int64_t since, int *n,
    int64_t *oldest, struct pb_err *);

/* Outbox: queued mail. */
enum pb_rc store_out_insert(struct store *, struct store_out *, struct pb_err *);
#define STORE_OUT_DUE_MAX 100 /* rows per store_out_due() */

enum pb_rc store_out_due(
    struct store *, int64_t now, struct store_out ***, size_t *, struct pb_err *);
enum pb_rc store_out_list(
    struct store *, const char *to_addr, struct store_out ***, size_t *, struct pb_err *);
enum pb_rc store_out_sent(struct store *, int64_t id, int64_t now, struct pb_err *);
enum pb_rc store_out_failed(struct store *, int64_t id, int attempts, int64_t next,
    const char *error, int permanent, struct pb_err *);
enum pb_rc store_out_requeue(struct store *, int64_t id, int64_t now, int *n, struct pb_err *);
enum pb_rc store_out_due_now(struct store *, int64_t now, int *n, struct pb_err *);
enum pb_rc store_out_due_plain(
    struct store *, int64_t now, struct store_out ***, size_t *, struct pb_err *);
enum pb_rc store_outpic_insert(struct store *, const struct store_outpic *, struct pb_err *);
enum pb_rc store_outpic_get(struct store *, int64_t id, struct store_outpic *, struct pb_err *);
enum pb_rc store_outpic_done(struct store *, int64_t id, const char *message, struct pb_err *);
void       store_outpic_clear(struct store_outpic *);
void       store_out_free(struct store_out *);
void       store_out_list_free(struct store_out **, size_t);

/* store_time.c: the clock's side of games (deadline.h, moderate.h) */
struct store_clock {
	int64_t game_id;
	char   *settings;  /* JSON: deadline.h */
	int64_t paused;    /* when the clock was paused, 0 running */
	char   *moderator; /* the game's moderator address, NULL: configured */
	int64_t mod_epoch; /* moderator tokens below this move number are dead */
	int     max_seats; /* an open game's seats, 0: the game's maximum */
};

struct store_wait {
	int64_t game_id;
	int     seat;
	char   *kind; /* the decision: turn, vote, ... */
	int64_t since;
	int64_t deadline;
	int     stage; /* 0 nothing sent, 1 reminded, 2 told late */
	int64_t due;   /* when the clock looks at it next */
	int64_t round; /* the game's decision_round(); -1: unknown (stored before 027) */
};

enum pb_rc store_clock_put(struct store *, const struct store_clock *, struct pb_err *);
enum pb_rc store_clock_get(struct store *, int64_t game, struct store_clock **, struct pb_err *);
void       store_clock_free(struct store_clock *);
enum pb_rc store_wait_list(
    struct store *, int64_t game, struct store_wait ***, size_t *, struct pb_err *);
enum pb_rc store_wait_put(struct store *, const struct store_wait *, struct pb_err *);
enum pb_rc store_wait_delete(struct store *, int64_t game, int seat, struct pb_err *);
void       store_wait_list_free(struct store_wait **, size_t);
enum pb_rc store_wait_due(
    struct store *, int64_t now, int64_t **games, size_t *n, struct pb_err *);
enum pb_rc store_absence_add(
    struct store *, int64_t game, int seat, int64_t start, int64_t end, struct pb_err *);
enum pb_rc store_absence_cut(
    struct store *, int64_t game, int seat, int64_t now, struct pb_err *);
enum pb_rc store_absence_total(
    struct store *, int64_t game, int seat, int64_t *secs, struct pb_err *);
enum pb_rc store_absence_at(struct store *, int64_t game, int seat, int64_t t, int64_t *end,
    struct pb_err *);
enum pb_rc store_seat_set(struct store *, int64_t game, int seat, const char *column,
    const char *text, int64_t number, struct pb_err *);
enum pb_rc store_seat_delete(struct store *, int64_t game, int seat, struct pb_err *);
/* store_archive.c: game policy, press, observers, ballots, addresses */
struct store_press {
	int64_t id; /* assigned */
	int64_t game_id;
	int64_t seq;        /* the game's move number when written */
	int     seat;       /* the writer */
	char   *kind;       /* "press" or "diary" */
	char   *recipients; /* "all", "1,3", or "" for a diary */
	int     anonymous;
	char   *body;
	int64_t inbox_id; /* 0 if none */
	int64_t created;
};

struct store_observer {
	int64_t game_id;
	char   *address; /* lower case */
	char   *state;   /* "pending" or "active" */
	char   *code;    /* confirms a subscription, then ends it */
	int64_t created;
	int64_t confirmed; /* 0 while pending */
};

struct store_ballot {
	int64_t game_id;
	int64_t seq; /* the move that cast it */
	int     seat;
	char   *ballot;
	char   *nonce;      /* 32 hex digits */
	char   *commitment; /* hex SHA-256, see ballot.c */
	int     revealed;
};

typedef enum pb_rc (*store_row_fn)(
    const char *table, int ncol, const char *const *names, const char *const *values, void *);

enum pb_rc store_policy_get(struct store *, int64_t, const char *, char **, struct pb_err *);
enum pb_rc store_policy_put(
    struct store *, int64_t, const char *, const char *, int64_t, struct pb_err *);
enum pb_rc store_press_insert(struct store *, struct store_press *, struct pb_err *);
enum pb_rc store_press_count(struct store *, int64_t, int, int64_t, int *, struct pb_err *);
enum pb_rc store_press_list(
    struct store *, int64_t, struct store_press ***, size_t *, struct pb_err *);
void       store_press_list_free(struct store_press **, size_t);
enum pb_rc store_observer_get(
    struct store *, int64_t, const char *, struct store_observer **, struct pb_err *);
enum pb_rc store_observer_put(struct store *, const struct store_observer *, struct pb_err *);
enum pb_rc store_observer_delete(struct store *, int64_t, const char *, struct pb_err *);
enum pb_rc store_observer_list(
    struct store *, int64_t, struct store_observer ***, size_t *, struct pb_err *);
void       store_observer_free(struct store_observer *);
void       store_observer_list_free(struct store_observer **, size_t);
enum pb_rc store_ballot_insert(struct store *, const struct store_ballot *, struct pb_err *);
enum pb_rc store_ballot_list(
    struct store *, int64_t, int hidden_only, struct store_ballot ***, size_t *, struct pb_err *);
enum pb_rc store_ballot_reveal(struct store *, int64_t, struct pb_err *);
void       store_ballot_list_free(struct store_ballot **, size_t);
enum pb_rc store_address_each(struct store *, const char *, store_row_fn, void *, struct pb_err *);
enum pb_rc store_address_forget(struct store *, const char *, int *rows, struct pb_err *);
enum pb_rc store_out_list_seat(
    struct store *, int64_t game, int seat, struct store_out ***, size_t *, struct pb_err *);
enum pb_rc store_out_answered(struct store *, int64_t game, int seat, const char *message_id,
    const char *needle, int recent, int max, struct store_out ***, size_t *, struct pb_err *);

/* store_pop3.c: UIDLs of a kept POP3 maildrop already done */
enum pb_rc store_pop3_seen(struct store *, const char *account, const char *uidl, struct pb_err *);
enum pb_rc store_pop3_mark(
    struct store *, const char *account, const char *uidl, int64_t now, struct pb_err *);
enum pb_rc store_pop3_forget(
    struct store *, const char *account, const char *const *keep, size_t n, struct pb_err *);

/* store_server.c: integers of the installation (moderator_epoch) */
enum pb_rc store_probe(const char *path, struct pb_err *);
enum pb_rc store_server_get(struct store *, const char *key, int64_t *, struct pb_err *);
enum pb_rc store_server_put(struct store *, const char *key, int64_t, struct pb_err *);

/* The installation's counts for `pbemctl status` (store_server.c). */
struct store_counts {
	int     queued;   /* outbox rows queued */
	int     failed;   /* outbox rows failed */
	int     bounces;  /* bounces received since the time asked */
	int64_t deadline; /* the earliest deadline of an unpaused game, or 0 */
	int64_t game;     /* its game and seat */
	int     seat;
	char    kind[32]; /* its decision */
};
enum pb_rc store_server_counts(struct store *, int64_t since, struct store_counts *, struct pb_err *);

/* store_tokens.c: token warnings per seat, held commands, a seat's
 * further addresses (schema/013_tokens.sql) */
struct store_held {
	int64_t id;        /* assigned */
	char   *code;      /* the confirmation code, unique */
	int64_t game_id;
	int     seat;
	int64_t epoch;     /* the seat's token_epoch when held */
	char   *from_addr; /* who sent them */
	int64_t inbox_id;
	char   *lines;     /* JSON array of the command lines */
	char   *state;     /* "held", "applied", "expired" */
	int64_t created;
	int64_t expires;
};
struct store_addr {
	int64_t game_id;
	int     seat;
	char   *address;
	char   *code;
	int64_t epoch;
	int     confirmed;
	int64_t created;
};
enum pb_rc store_twarn_get(struct store *, int64_t game, int seat, int64_t *sent, int *pending,
    char **addrs, struct pb_err *);
enum pb_rc store_twarn_put(struct store *, int64_t game, int seat, int64_t sent, int pending,
    const char *addrs, struct pb_err *);
enum pb_rc store_token_age(struct store *, int64_t game, int seat, int64_t seq, int *later,
    int64_t *first_later, int64_t *newest, struct pb_err *);
enum pb_rc store_held_insert(struct store *, struct store_held *, struct pb_err *);
enum pb_rc store_held_get(struct store *, const char *code, struct store_held **, struct pb_err *);
enum pb_rc store_held_set_state(struct store *, int64_t id, const char *state, struct pb_err *);
void       store_held_free(struct store_held *);
enum pb_rc store_addr_insert(struct store *, const struct store_addr *, struct pb_err *);
enum pb_rc store_addr_get(struct store *, const char *code, struct store_addr **, struct pb_err *);
enum pb_rc store_addr_confirm(struct store *, const char *code, struct pb_err *);
enum pb_rc store_addr_ok(struct store *, int64_t game, int seat, int64_t epoch, const char *addr,
    int *ok, struct pb_err *);
enum pb_rc store_addr_list(
    struct store *, int64_t game, struct store_addr ***, size_t *, struct pb_err *);
void       store_addr_free(struct store_addr *);
void       store_addr_list_free(struct store_addr **, size_t);

#endif
