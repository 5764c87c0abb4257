#!/bin/sh
# e2e-olddb-dm.sh - a database of Dark Moon games made by the code before
# (tests/data/db-dm.db, made once by tests/data/make-db-dm.sh, never by
# the suite) opens with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-dm.expect/), and each old game takes a new mail.  A
# change to what Dark Moon saves or replays must keep this passing.
# tests/olddb-lib.sh does the work.  Test ids e2e-dmdb.*.
#   e2e-dmdb.1     pbemctl opens the old database (migrations apply)
#   e2e-dmdb.2.N   game N verifies (1: base game, 2: expansion=sc with
#                  threats and company_man)
#   e2e-dmdb.3.N   game N: game show --omniscient --json as recorded
#   e2e-dmdb.4.N   game N: public replay (--json) as recorded
#   e2e-dmdb.5.N   game N: seat 1's replay (--json) as recorded
#   e2e-dmdb.6.N   game N: game export --json as recorded
#   e2e-dmdb.7.N   game N takes the action its last mails offer, by mail,
#                  and still verifies
. "$(dirname "$0")/e2e-lib.sh"
. "$(dirname "$0")/olddb-lib.sh"
. "$(dirname "$0")/dm-mail-lib.sh"

# The clock the database was made at, 6000 seconds on.
olddb_open db-dm 6000
olddb_check e2e-dmdb 1 2

# A new mail: the first seat whose last mail offers an action sends it.
ok "e2e-dmdb.7.1 game 1 takes a new mail and verifies" \
	new_mail 1 ann@dm.example bea@dm.example cid@dm.example
ok "e2e-dmdb.7.2 game 2 takes a new mail and verifies" \
	new_mail 2 dan@dm.example eva@dm.example fay@dm.example gus@dm.example
finish
