-- NAME
--	005_time.sql
-- SUMMARY
--	deadlines, absences, time zones, moderators, open games
-- DESCRIPTION
--	Applied after 003 (004 is reserved; the numbers ascend with gaps
--	allowed, S8 in store.c), in one transaction with PRAGMA
--	user_version = 5 (S1).  Once released, it never changes.
--
--	What the game waits on is the game module's to say (decision()
--	in game.h); this schema keeps only the arbiter's side of it: when
--	each wait began, its deadline, and which mails about it went out.
-- SEE ALSO
--	src/store/store_time.c; src/arbiter/deadline.c (the clock);
--	src/arbiter/moderate.c (the moderator's commands).

-- Each seat's time zone (an IANA name: deadlines are written in it)
-- and its vote to abandon the game (unanimous consent ends it).
ALTER TABLE seats ADD COLUMN tz TEXT NOT NULL DEFAULT 'UTC' CHECK (tz <> '');
ALTER TABLE seats ADD COLUMN abandon INTEGER NOT NULL DEFAULT 0 CHECK (abandon IN (0, 1));

-- clocks: the arbiter's settings of one game (JSON: deadlines per
-- decision, reminder, grace, late notices, days off, absence cap, the
-- game's zone; see deadline.h), whether its clock is paused (the time
-- it was paused, 0 when running), the game's own moderator address
-- (NULL: [pbemd] moderator), and the epoch of moderator tokens (a
-- token minted at a move number below it is dead).  max_seats bounds
-- an open game's joins.
CREATE TABLE clocks (
	game_id	INTEGER PRIMARY KEY REFERENCES games(id),
	settings TEXT NOT NULL CHECK (json_valid(settings)),
	paused	INTEGER NOT NULL DEFAULT 0 CHECK (paused >= 0),
	moderator TEXT CHECK (moderator IS NULL
		OR (moderator <> '' AND moderator = lower(moderator))),
	mod_epoch INTEGER NOT NULL DEFAULT 0 CHECK (mod_epoch >= 0),
	max_seats INTEGER NOT NULL DEFAULT 0 CHECK (max_seats >= 0)
) STRICT;

-- waits: one row per seat the game waits on.  kind is the decision
-- (turn, vote, request, bite, setup, search, choose, send); since is
-- when the wait began; deadline when the default action is due before
-- the grace period; stage what the clock has done about it (0 nothing,
-- 1 reminded, 2 told it is late) and due when it must next look (the
-- reminder, the deadline, the end of the grace): the clock pass reads
-- only rows that are due (waits_due), so its cost does not grow with
-- the number of games.
CREATE TABLE waits (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	kind	TEXT NOT NULL CHECK (kind <> ''),
	since	INTEGER NOT NULL,
	deadline INTEGER NOT NULL,
	stage	INTEGER NOT NULL DEFAULT 0 CHECK (stage BETWEEN 0 AND 2),
	due	INTEGER NOT NULL,
	PRIMARY KEY (game_id, seat)
) STRICT;
CREATE INDEX waits_due ON waits(due);

-- absences: a seat's announced absence (vacation), [start, end).  A
-- deadline that falls within one moves past its end; the days of all
-- of a seat's absences in a game are capped (deadline.h).
CREATE TABLE absences (
	game_id	INTEGER NOT NULL REFERENCES games(id),
	seat	INTEGER NOT NULL CHECK (seat >= 1),
	start	INTEGER NOT NULL,
	end	INTEGER NOT NULL CHECK (end > start),
	PRIMARY KEY (game_id, seat, start)
) STRICT;
