-- NAME
--	007_archive.sql
-- SUMMARY
--	players talking, observers and the archive: game policy, press and
--	diaries, observers, secret ballot receipts
-- DESCRIPTION
--	Applied after the migrations numbered below it (S8 in store.c), in
--	one transaction with PRAGMA user_version = 7 (S1).
--
--	None of these rows is part of a game's hashed data (the move log
--	and the states of schema 001): press, diaries, observers and
--	ballot receipts live beside the game, so that relaying a message
--	never changes a state hash, and `pbemctl player forget` can remove
--	an address without breaking any hash chain.  Addresses are kept in
--	seats and observers only; press names seats, never addresses.
-- SEE ALSO
--	src/store/store_archive.c; src/arbiter/press.c, observe.c,
--	history.c, ballot.c; pbemctl(1) EXPORT FORMAT.

-- policy: a game's visibility and press settings, one row per key
-- set for that game; a key without a row takes the [press] default of
-- pbemd.conf(5).  Every change is announced to the players by mail
-- (policy.c), so no setting is ever hidden (anchors section 4 #12).
CREATE TABLE policy (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	key	TEXT NOT NULL CHECK (key <> ''),
	value	TEXT NOT NULL,
	set_at	INTEGER NOT NULL,
	PRIMARY KEY (game_id, key)
) STRICT;

-- press: every message relayed by the arbiter between the players of a
-- game, and every diary entry.  seat is the writer (never shown to the
-- recipients of anonymous press, nor in the reveal unless the policy
-- says so); recipients is "all" or the seats as "1,3" ("" for a
-- diary).  seq is the game's move number when it was written, which
-- places it in the replay.  inbox_id is the mail it came from.
CREATE TABLE press (
	id	INTEGER PRIMARY KEY,
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seq	INTEGER NOT NULL CHECK (seq >= 0),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	kind	TEXT NOT NULL CHECK (kind IN ('press', 'diary')),
	recipients TEXT NOT NULL,
	anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1)),
	body	TEXT NOT NULL CHECK (body <> ''),
	inbox_id INTEGER REFERENCES inbox(id) DEFERRABLE INITIALLY DEFERRED,
	created	INTEGER NOT NULL,
	CHECK ((kind = 'diary') = (recipients = ''))
) STRICT;
-- The rate limit counts a seat's press of the last hour: one probe.
CREATE INDEX press_seat ON press(game_id, seat, created);

-- observers: addresses subscribed to a game's public view.  A
-- subscription is 'pending' until the address returns the code mailed
-- to it (nobody can subscribe a third party); then 'active', and code
-- becomes the secret that ends it (`unobserve GAME CODE`, printed in
-- every observer mail).
CREATE TABLE observers (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	address	TEXT NOT NULL CHECK (address <> '' AND address = lower(address)),
	state	TEXT NOT NULL CHECK (state IN ('pending', 'active')),
	code	TEXT NOT NULL CHECK (length(code) >= 16),
	created	INTEGER NOT NULL,
	confirmed INTEGER,
	CHECK ((state = 'active') = (confirmed IS NOT NULL)),
	PRIMARY KEY (game_id, address)
) STRICT;
CREATE INDEX observers_address ON observers(address);

-- ballots: the receipt of each secret ballot cast by mail.  commitment
-- is the hex SHA-256 of "pbemd-ballot-1\nGAME\nSEQ\nSEAT\nBALLOT\nNONCE"
-- (ballot.c); it is mailed to every player when the ballot is cast, and
-- ballot and nonce to everyone when the vote is revealed, so each
-- voter can check that the ballot counted is the one cast.
CREATE TABLE ballots (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seq	INTEGER NOT NULL CHECK (seq >= 1),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	ballot	TEXT NOT NULL CHECK (ballot <> ''),
	nonce	TEXT NOT NULL CHECK (length(nonce) = 32),
	commitment TEXT NOT NULL
		CHECK (length(commitment) = 64 AND commitment NOT GLOB '*[^0-9a-f]*'),
	revealed INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1)),
	PRIMARY KEY (game_id, seq)
) STRICT;

-- HISTORY by mail reads one seat's mails of one game: one index range.
CREATE INDEX outbox_seat ON outbox(game_id, seat, id);
