-- NAME
--	002_pop3.sql
-- SUMMARY
--	the UIDLs a POP3 inbox with pop3_keep = yes has already handled
-- DESCRIPTION
--	contrib/embed-schema compiles this file into store_migrations[] as
--	version 2; store_open() runs it in one transaction with PRAGMA
--	user_version = 2 (S1 in store.c).  Once released, it never changes.
--
--	With [mail] pop3_keep = yes, messages stay on the POP3 server, so
--	each pass sees them again.  The source records a message's UIDL
--	here after its transaction committed (D2), and skips recorded
--	UIDLs without fetching them.  This is an optimisation only: a
--	message fetched twice is still found a duplicate by its Message-ID
--	in the inbox table.
-- SEE ALSO
--	src/store/store_pop3.c; src/mail/source_pop3.c.

-- pop3_seen: one row per (account, UIDL) done.  account is
-- "USER@HOST:PORT", so two maildrops never share UIDLs.  RFC 1939 makes
-- a UIDL 1 to 70 printable characters, unique within one maildrop.
CREATE TABLE pop3_seen (
	account	TEXT NOT NULL CHECK (account <> ''),
	uidl	TEXT NOT NULL CHECK (length(uidl) BETWEEN 1 AND 70),
	seen	INTEGER NOT NULL,
	PRIMARY KEY (account, uidl)
) STRICT, WITHOUT ROWID;
