-- NAME
--	013_tokens.sql
-- SUMMARY
--	tokens a forger cannot use: warnings per seat, held commands,
--	a seat's further addresses
-- DESCRIPTION
--	contrib/embed-schema compiles this file into store_migrations[] as
--	version 13; store_open() runs it in one transaction with PRAGMA
--	user_version = 13 (S1 in store.c).  Once released, it never changes.
--
--	token_warnings: at most one warning about bad, stale or misused
--	tokens per seat per hour (auth.c).  sent is when the last one went
--	out; pending counts the warnings held back since, addrs the From
--	addresses they came from (a JSON array, at most a few, auth.c).
--	Seat 0 is a game's moderator, game 0 the server's.
--
--	held: the command lines of a mail with a valid token from an
--	address that is not the seat's (held.c).  The seat's address is
--	told once with code; a reply "confirm CODE" from it applies them.
--	epoch is the seat's token_epoch when they were held: a seat that
--	moved (replace) no longer confirms them; expires bounds them in
--	time.  state is held, applied or expired.
--
--	seat_addrs: further addresses of a seat ("also ADDRESS", held.c).
--	A row with confirmed = 0 waits for "confirm CODE" from the address
--	itself; then confirmed = 1 and the address plays the seat.  epoch
--	as for held: a replaced seat drops them.
-- SEE ALSO
--	src/store/store_tokens.c; src/arbiter/auth.c; src/arbiter/held.c.

CREATE TABLE token_warnings (
	game_id	INTEGER NOT NULL CHECK (game_id >= 0),
	seat	INTEGER NOT NULL CHECK (seat >= 0),
	sent	INTEGER NOT NULL,
	pending	INTEGER NOT NULL DEFAULT 0 CHECK (pending >= 0),
	addrs	TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(addrs)),
	PRIMARY KEY (game_id, seat)
) STRICT, WITHOUT ROWID;

CREATE TABLE held (
	id	INTEGER PRIMARY KEY,
	code	TEXT NOT NULL UNIQUE CHECK (code <> ''),
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	epoch	INTEGER NOT NULL CHECK (epoch >= 0),
	from_addr TEXT NOT NULL,
	inbox_id INTEGER REFERENCES inbox(id) DEFERRABLE INITIALLY DEFERRED,
	lines	TEXT NOT NULL CHECK (json_valid(lines)),
	state	TEXT NOT NULL DEFAULT 'held'
		CHECK (state IN ('held', 'applied', 'expired')),
	created	INTEGER NOT NULL,
	expires	INTEGER NOT NULL
) STRICT;
CREATE INDEX held_seat ON held(game_id, seat, state);

CREATE TABLE seat_addrs (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	address	TEXT NOT NULL CHECK (address <> '' AND address = lower(address)),
	code	TEXT NOT NULL UNIQUE CHECK (code <> ''),
	epoch	INTEGER NOT NULL CHECK (epoch >= 0),
	confirmed INTEGER NOT NULL DEFAULT 0 CHECK (confirmed IN (0, 1)),
	created	INTEGER NOT NULL,
	PRIMARY KEY (game_id, seat, address)
) STRICT;
CREATE INDEX seat_addrs_address ON seat_addrs(address);
