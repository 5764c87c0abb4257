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
