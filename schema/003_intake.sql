-- NAME
--	003_intake.sql
-- SUMMARY
--	robust intake: bounces, limit notices, mails per sender
-- DESCRIPTION
--	Applied after 001_init.sql (and after a 002, if there is one: the
--	numbers ascend with gaps allowed, invariant S8 in store.c), in one
--	transaction with PRAGMA user_version = 3 (S1).
-- SEE ALSO
--	src/store/store_intake.c, src/arbiter/arbiter.c (outcomes "bounce",
--	"over-limit").

-- bounces: a delivery failure reported for an address the arbiter
-- mails, one row per failing recipient of a bounce.  game_id and seat
-- name the seat whose registered address failed (0 when the address is
-- no seat's: the row still says which address bounced).  status is
-- the RFC 3463 code of the report ("5.1.1") or NULL for a non-standard
-- bounce; diagnostic is the server's words, one line.  inbox_id is the
-- bounce mail itself, written in the same transaction (D1).
CREATE TABLE bounces (
	id	INTEGER PRIMARY KEY,
	inbox_id INTEGER NOT NULL REFERENCES inbox(id) DEFERRABLE INITIALLY DEFERRED,
	game_id	INTEGER NOT NULL DEFAULT 0 CHECK (game_id >= 0),
	seat	INTEGER NOT NULL DEFAULT 0 CHECK (seat >= 0),
	address	TEXT NOT NULL CHECK (address <> ''),
	status	TEXT,
	diagnostic TEXT,
	received INTEGER NOT NULL
) STRICT;
CREATE INDEX bounces_seat ON bounces(game_id, seat);

-- notices: when an address was last told about something it must not
-- hear of again soon (a limit exceeded, a bounce reported to the
-- moderator).  One row per (address, kind); sent is replaced each time
-- the notice is sent again.
CREATE TABLE notices (
	address	TEXT NOT NULL CHECK (address <> ''),
	kind	TEXT NOT NULL CHECK (kind <> ''),
	sent	INTEGER NOT NULL,
	PRIMARY KEY (address, kind)
) STRICT;

-- Mails per sender per hour are counted in the inbox: one index probe.
CREATE INDEX inbox_from ON inbox(from_addr, received);
