-- NAME
--	001_init.sql
-- SUMMARY
--	first schema of the pbemd store
-- DESCRIPTION
--	contrib/embed-schema compiles this file into store_migrations[] as
--	version 1.  store_open() runs it in one transaction together with
--	PRAGMA user_version = 1 (invariant S1 in store.c), so it holds no
--	BEGIN, COMMIT or PRAGMA of its own.  Once released, this file never
--	changes: a later schema is a new file, 002_name.sql.
--
--	Every table is STRICT (SQLite 3.37): a value of the wrong type is
--	an error, not a silent conversion.  CHECK constraints state the
--	invariants the code relies on; store_step_write() reports their
--	violation as PB_EDATA, a UNIQUE or PRIMARY KEY violation as PB_EDUP
--	and a FOREIGN KEY violation as PB_ENOENT.
--
--	Times are seconds since the epoch (pb_now()).  Hashes are lower
--	case hex SHA-256, 64 characters.  Counts of the form "0 if none"
--	in store.h are stored as 0, except moves.inbox_id, which is NULL
--	so that it can reference inbox(id).
-- SEE ALSO
--	src/store/store.h, the row structs; src/store/store.c, invariants.

-- packs: immutable content packs (rules text, maps, names), keyed by
-- the hex SHA-256 of body.  A game records the hash of the pack it was
-- set up with, so it can be replayed after the files on disk change.
CREATE TABLE packs (
	hash	TEXT NOT NULL PRIMARY KEY
		CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*'),
	kind	TEXT NOT NULL CHECK (kind <> ''),
	body	TEXT NOT NULL,
	created	INTEGER NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER))
) STRICT;

-- games: one row per game, holding its latest state.  The state is a
-- cache of the move log: replaying moves from seq 1 with the seed and
-- the pack gives the same state_hash.  AUTOINCREMENT because game ids
-- appear in mail and tokens and must never be reused, even after the
-- newest game is deleted.  seed_hash is published at set-up; seed is
-- revealed when the game ends (commit and reveal).
CREATE TABLE games (
	id	INTEGER PRIMARY KEY AUTOINCREMENT,
	kind	TEXT NOT NULL CHECK (kind <> ''),
	status	TEXT NOT NULL CHECK (status <> ''),
	options	TEXT CHECK (options IS NULL OR json_valid(options)),
	seed	BLOB NOT NULL CHECK (length(seed) = 32),
	seed_hash TEXT NOT NULL
		CHECK (length(seed_hash) = 64
		    AND seed_hash NOT GLOB '*[^0-9a-f]*'),
	pack_hash TEXT REFERENCES packs(hash),
	seq	INTEGER NOT NULL DEFAULT 0 CHECK (seq >= 0),
	state	TEXT CHECK (state IS NULL OR json_valid(state)),
	state_hash TEXT
		CHECK (state_hash IS NULL OR (length(state_hash) = 64
		    AND state_hash NOT GLOB '*[^0-9a-f]*')),
	last_hash TEXT
		CHECK (last_hash IS NULL OR (length(last_hash) = 64
		    AND last_hash NOT GLOB '*[^0-9a-f]*')),
	created	INTEGER NOT NULL,
	updated	INTEGER NOT NULL
) STRICT;

-- seats: who plays which seat of a game.  Addresses are stored in
-- lower case so that a lookup by the From: address is one index probe
-- (seats_address).  token_epoch revokes old tokens: a token minted at
-- a seq below it is refused.
CREATE TABLE seats (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	address	TEXT NOT NULL CHECK (address <> '' AND address = lower(address)),
	name	TEXT NOT NULL DEFAULT '',
	locale	TEXT NOT NULL CHECK (locale <> ''),
	token_epoch INTEGER NOT NULL DEFAULT 0 CHECK (token_epoch >= 0),
	PRIMARY KEY (game_id, seat)
) STRICT;
CREATE INDEX seats_address ON seats(address);

-- inbox: every mail the arbiter has processed, whatever the outcome.
-- The UNIQUE message_id and dedupe keys make intake exactly-once
-- (invariant D3 in arbiter.c, S3 in store.c): a second copy of a mail,
-- or the same order resent under a new Message-ID, is refused by the
-- database itself.  dedupe may be NULL; NULLs never collide.  game_id
-- has no foreign key: a mail naming an unknown game is recorded too.
CREATE TABLE inbox (
	id	INTEGER PRIMARY KEY,
	message_id TEXT NOT NULL UNIQUE CHECK (message_id <> ''),
	dedupe	TEXT UNIQUE,
	from_addr TEXT,
	subject	TEXT,
	game_id	INTEGER NOT NULL DEFAULT 0 CHECK (game_id >= 0),
	seat	INTEGER NOT NULL DEFAULT 0 CHECK (seat >= 0),
	status	TEXT NOT NULL CHECK (status <> ''),
	note	TEXT,
	received INTEGER NOT NULL
) STRICT;

-- moves: the append-only move log of each game, a hash chain: each
-- hash covers prev_hash, so rewriting history breaks every later link.
-- Seat 0 is the moderator or the system.  inbox_id names the mail the
-- move came from (NULL if none); the check is deferred to COMMIT so
-- the two rows may be written in either order within a transaction.
CREATE TABLE moves (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seq	INTEGER NOT NULL CHECK (seq >= 0),
	seat	INTEGER NOT NULL CHECK (seat >= 0),
	command	TEXT NOT NULL,
	prev_hash TEXT
		CHECK (prev_hash IS NULL OR (length(prev_hash) = 64
		    AND prev_hash NOT GLOB '*[^0-9a-f]*')),
	state_hash TEXT
		CHECK (state_hash IS NULL OR (length(state_hash) = 64
		    AND state_hash NOT GLOB '*[^0-9a-f]*')),
	hash	TEXT NOT NULL
		CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*'),
	inbox_id INTEGER REFERENCES inbox(id) DEFERRABLE INITIALLY DEFERRED,
	created	INTEGER NOT NULL,
	PRIMARY KEY (game_id, seq)
) STRICT;

-- A move, once logged, is never rewritten (invariant S4 in store.c).
CREATE TRIGGER moves_append_only BEFORE UPDATE ON moves
BEGIN
	SELECT RAISE(ABORT, 'moves are append-only');
END;

-- outbox: mail waiting to be sent, and a record of what was sent.
-- A row is queued, then sent or failed (the state diagram is in
-- store_outbox.c); sent holds the time of sending exactly when state
-- is 'sent' (invariant S5).  outbox_due serves the sender's poll,
-- outbox_to the moderator's "what did we send to this player".
CREATE TABLE outbox (
	id	INTEGER PRIMARY KEY,
	game_id	INTEGER NOT NULL DEFAULT 0 CHECK (game_id >= 0),
	seat	INTEGER NOT NULL DEFAULT 0 CHECK (seat >= 0),
	to_addr	TEXT NOT NULL CHECK (to_addr <> ''),
	message	TEXT NOT NULL,
	message_id TEXT UNIQUE,
	state	TEXT NOT NULL DEFAULT 'queued'
		CHECK (state IN ('queued', 'sent', 'failed')),
	attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
	next_attempt INTEGER NOT NULL DEFAULT 0,
	last_error TEXT,
	created	INTEGER NOT NULL,
	sent	INTEGER,
	CHECK ((state = 'sent') = (sent IS NOT NULL))
) STRICT;
CREATE INDEX outbox_due ON outbox(state, next_attempt);
CREATE INDEX outbox_to ON outbox(to_addr);
