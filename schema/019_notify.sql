-- NAME
--	019_notify.sql
-- SUMMARY
--	how often each seat is mailed, and the news kept for its next mail
-- DESCRIPTION
--	contrib/embed-schema compiles this file into store_migrations[] as
--	version 19; store_open() runs it in one transaction with PRAGMA
--	user_version = 19 (S1 in store.c).  Once released, it never changes.
--
--	notify_seats: a seat's notification level ("mail every|waiting|
--	digest", notify_level.c); NULL (or no row): it never chose, and
--	[notify] level of pbemd.conf(5) holds (waiting by default).  waits is
--	the decision the game waited on from the seat when it was last
--	mailed (NULL: none), so that a seat is mailed once when the game
--	starts to wait on it; digest is when its last daily digest went.
--
--	notify_queue: news a seat was not mailed yet, in order (id), sent
--	in its next mail and deleted in the transaction that queues that
--	mail.  kind "news" waits for the next mail; kind "mod" is a
--	moderator's notice held a few minutes ([notify] hold_minutes) so
--	that a pair (pause, resume) goes out as one mail or none; word is
--	the moderator's command word ("pause"), '' for news.  Not part of
--	any game's hashed data.
-- SEE ALSO
--	src/store/store_notify.c; src/arbiter/notify_level.c.

CREATE TABLE notify_seats (
	game_id	INTEGER NOT NULL CHECK (game_id > 0),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	level	TEXT CHECK (level IN ('every', 'waiting', 'digest')),
	waits	TEXT,
	digest	INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (game_id, seat)
) STRICT, WITHOUT ROWID;

CREATE TABLE notify_queue (
	id	INTEGER PRIMARY KEY,
	game_id	INTEGER NOT NULL CHECK (game_id > 0),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	kind	TEXT NOT NULL CHECK (kind IN ('news', 'mod')),
	word	TEXT NOT NULL DEFAULT '',
	text	TEXT NOT NULL,
	created	INTEGER NOT NULL
) STRICT;
CREATE INDEX notify_queue_seat ON notify_queue(game_id, seat, id);
CREATE INDEX notify_queue_kind ON notify_queue(kind, created);

-- The mails of a seat and of a game in the last hour ([limits]
-- seat_per_hour, game_per_hour; limits.c).
CREATE INDEX inbox_game_seat ON inbox(game_id, seat, received);
