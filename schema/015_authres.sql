-- NAME
--	015_authres.sql
-- SUMMARY
--	the transport authentication of each mail, as our MTA saw it
-- DESCRIPTION
--	Applied after the migrations numbered below it (S8 in store.c), in
--	one transaction with PRAGMA user_version = 15 (S1).
--
--	inbox.auth is what the Authentication-Results fields (RFC 8601) of
--	the trusted authserv-id ([mail] authserv_id, pbemd.conf(5)) said
--	about the mail, per method the topmost field reporting it, one line: "dkim=pass(example.org)
--	spf=pass(example.org) dmarc=pass(example.org)", "none" for a field
--	without results; NULL when no authserv_id is set, the mail had no
--	such field (or only one that did not parse), and for every mail recorded before
--	this migration.  Not part of any game's hashed data.
-- SEE ALSO
--	src/mail/authres.c; src/arbiter/authres_check.c; pbemctl(1) mail
--	inbox.

ALTER TABLE inbox ADD COLUMN auth TEXT;
