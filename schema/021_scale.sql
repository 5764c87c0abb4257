-- NAME
--	021_scale.sql
-- SUMMARY
--	a store whose cost does not grow with games, moves or mail: the
--	indexes every statement needs, state snapshots in the move log,
--	sent mails kept compact
-- DESCRIPTION
--	contrib/embed-schema compiles this file into store_migrations[] as
--	version 21; store_open() runs it in one transaction with PRAGMA
--	user_version = 21 (S1 in store.c).  Once released, it never changes.
--
--	Indexes.  tests/check_store_plan asks SQLite for the plan of every
--	statement the daemon runs and fails on a walk of a table that
--	grows; these are the indexes that test asked for.  SQLite checks a
--	deferred foreign key from the parent's side too: every mail
--	recorded in inbox looked for the moves, press, held and bounces
--	rows naming it, a walk of every move of every game, until the
--	child columns had an index each (moves_inbox and the others).
--	waits_deadline serves `pbemctl status` (the earliest deadline),
--	bounces_received its count of the last day.
-- SEE ALSO
--	tests/check_store_plan.c; src/store/store_time.c, store_notify.c,
--	store_server.c.

CREATE INDEX moves_inbox ON moves(inbox_id);
CREATE INDEX press_inbox ON press(inbox_id);
CREATE INDEX held_inbox ON held(inbox_id);
CREATE INDEX bounces_inbox ON bounces(inbox_id);
CREATE INDEX bounces_received ON bounces(received);
CREATE INDEX waits_deadline ON waits(deadline, game_id, seat);

-- snapshots: the saved state of a game after move seq, every 64 moves
-- and after every undo (gamectl_system.c), compressed (zip(), store_zip.c), so that the state after any move is rebuilt from the
-- nearest snapshot rather than from the seed: an undo costs the same
-- near the start or the end of a long game.  A cache of the move log:
-- the SHA-256 of a snapshot is moves.state_hash of its move, checked
-- before it is used, and replay --verify compares each with the state
-- it rebuilt from the seed.  Games stored before this migration have
-- snapshots from their first multiple of 64 moves after it.
CREATE TABLE snapshots (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seq	INTEGER NOT NULL CHECK (seq >= 1),
	state	BLOB NOT NULL,
	PRIMARY KEY (game_id, seq)
) STRICT;

-- outbox: a sent mail is kept compact (src/arbiter/sent.c, [archive]
-- sent_whole_days of pbemd.conf(5)): its text part alone, without its
-- picture or attachment, compressed in packed (zip(), store_zip.c),
-- and message is then '' (and its outbox_body row gone).  seed_hash is the seed hash the mail showed
-- its reader ("Seed hash:" in its footer), '' when it showed none,
-- NULL until the mail is made compact: replay --verify reads it
-- there rather than parsing the mail again.  outbox_whole finds the
-- sent mails still whole.
ALTER TABLE outbox ADD COLUMN packed BLOB;

-- outbox_body: the whole text of a mail of outbox, from its queueing
-- until it is made compact (then the row goes).  Apart from outbox, so
-- that a row of outbox stays small: kept in outbox, a whole mail of
-- tens of kilobytes left its page nearly empty once it shrank, and the
-- pages of outbox held 2 KB a mail for ever.  Rows of outbox queued
-- before this migration keep their text in outbox.message.
CREATE TABLE outbox_body (
	id	INTEGER PRIMARY KEY,
	message	TEXT NOT NULL
) STRICT;

-- zip_dicts: the preset dictionaries of zip() (store_zip.c): the text
-- a compact mail shares with the others (its header, the footer, the
-- words of the board) is found there, so it costs a few bytes.  A
-- compressed blob names the dictionary it needs; a dictionary, once
-- written, never changes or goes.  The first is made from the first
-- mails the daemon makes compact.
CREATE TABLE zip_dicts (
	id	INTEGER PRIMARY KEY CHECK (id BETWEEN 1 AND 255),
	dict	BLOB NOT NULL CHECK (length(dict) BETWEEN 1 AND 32768),
	created	INTEGER NOT NULL
) STRICT;
ALTER TABLE outbox ADD COLUMN seed_hash TEXT
	CHECK (seed_hash IS NULL OR seed_hash NOT GLOB '*[^0-9a-f]*');
CREATE INDEX outbox_whole ON outbox(sent) WHERE state = 'sent' AND packed IS NULL;
