-- NAME
--	017_pictures.sql
-- SUMMARY
--	whether a seat's mails carry a picture of the board
-- DESCRIPTION
--	Applied after the migrations numbered below it (S8 in store.c), in
--	one transaction with PRAGMA user_version = 17 (S1).
--
--	seats.pictures is 1 when the mails of that seat that show the board
--	carry a PNG picture of it (picture(3), notify.c), 0 after the
--	player's "pictures off".  Every seat, those of games stored before
--	this migration too, starts with pictures on.  Not part of any
--	game's hashed data.
-- SEE ALSO
--	src/store/store_pictures.c; src/arbiter/corecmd_pictures.c.

ALTER TABLE seats ADD COLUMN pictures INTEGER NOT NULL DEFAULT 1 CHECK (pictures IN (0, 1));
