-- NAME
--	009_server.sql
-- SUMMARY
--	settings of the installation, beside its games
-- DESCRIPTION
--	contrib/embed-schema compiles this file into store_migrations[] as
--	version 9; store_open() runs it in one transaction with PRAGMA
--	user_version = 9 (S1 in store.c).  Once released, it never changes.
--
--	server holds integers of the installation as a whole.  Today one:
--	"moderator_epoch", the sequence number of the server moderator's
--	token (PBEM-0-0-N-MAC, moderate.h): only the token of the current
--	epoch is valid, so `pbemctl moderator token --new` revokes the old.
-- SEE ALSO
--	src/store/store_server.c; src/arbiter/moderate.c.

CREATE TABLE server (
	key	TEXT NOT NULL PRIMARY KEY CHECK (key <> ''),
	value	INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
