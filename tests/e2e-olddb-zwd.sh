#!/bin/sh
# e2e-olddb-zwd.sh - a database of White Death games made by the code
# before (tests/data/db-zwd.db, made once by tests/data/make-db-zwd.sh, never by
# the suite) opens with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-zwd.expect/), and the running game takes a new mail.
# A change to what White Death saves or replays must keep this passing.
# tests/olddb-lib.sh does the work.  Test ids e2e-zwddb.*.
#   e2e-zwddb.1     pbemctl opens the old database (migrations apply)
#   e2e-zwddb.2.N   game N verifies (1: the Intro, 3 seats, running; 2:
#                  mission 5, 2 seats, lost)
#   e2e-zwddb.3.N   game N: game show --omniscient --json as recorded
#   e2e-zwddb.4.N   game N: public replay (--json) as recorded
#   e2e-zwddb.5.N   game N: seat 1's replay (--json) as recorded
#   e2e-zwddb.6.N   game N: game export --json as recorded
#   e2e-zwddb.7     game 1 takes the action its last mails offer, by mail,
#                  and still verifies
. "$(dirname "$0")/e2e-lib.sh"
. "$(dirname "$0")/olddb-lib.sh"
. "$(dirname "$0")/dm-mail-lib.sh"

# The clock the database was made at, 12000 seconds on.
olddb_open db-zwd 12000
olddb_check e2e-zwddb 1 2

# A new mail: the first seat whose last mail offers an action sends it.
ok "e2e-zwddb.7 game 1 takes a new mail and verifies" \
	new_mail 1 ann@zwd.example bea@zwd.example cid@zwd.example
finish
