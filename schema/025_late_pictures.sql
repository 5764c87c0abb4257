-- NAME
--	025_late_pictures.sql
-- SUMMARY
--	a queued mail whose picture is drawn when it is sent
-- DESCRIPTION
--	Applied after the migrations numbered below it (S8 in store.c), in
--	one transaction with PRAGMA user_version = 25 (S1).
--
--	outbox_picture: a queued mail of outbox whose picture of the board
--	is still to be drawn (pbemd --deliver beside a running daemon leaves
--	the drawing to the daemon's flush, notify.c, flush.c).  kind, locale
--	and view (JSON) are what the game's picture() is drawn from; message
--	is the mail composed with an empty picture, into which the PNG's
--	base64 goes.  The mail's text in outbox_body is the mail without a
--	picture, sent when none can be drawn.  The flush that draws the
--	picture writes the whole mail into outbox_body and deletes the row,
--	in the transaction that records the sending.  Rows of outbox without
--	a row here, all those queued before this migration too, are whole.
-- SEE ALSO
--	src/store/store_outpic.c; src/arbiter/notify.c; src/arbiter/flush.c.

CREATE TABLE outbox_picture (
	id      INTEGER PRIMARY KEY REFERENCES outbox(id),
	kind    TEXT NOT NULL,
	locale  TEXT NOT NULL,
	view    TEXT NOT NULL,
	message TEXT NOT NULL
);
