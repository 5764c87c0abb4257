#!/bin/sh
# e2e-olddb-zwd1.sh - White Death games saved under rules revision 1
# (tests/data/db-zwd1.db, made once by tests/data/make-db-zwd.sh with
# main at 8199e9a, the code that landed with stop 21, never by the
# suite) open with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-zwd1.expect/), and the running game takes a new mail.
# Every rules change after revision 1 is taken from revision 2 on
# (zwd.h, ZWD_REV); this test holds revision 1 games to their rules as
# e2e-olddb-zwd.sh holds revision 0's.  Test ids e2e-zwd1db.*.
#   e2e-zwd1db.1     pbemctl opens the old database (migrations apply)
#   e2e-zwd1db.2.N   game N verifies (1: the Intro, 3 seats, running; 2:
#                   mission 5, 2 seats, lost; 3: mission 2 with the
#                   Abomination deck, Multiple Necromancers, chosen Guard
#                   Skills and Ultrared, lost)
#   e2e-zwd1db.3.N to .6.N   shows, replays and exports as recorded
#   e2e-zwd1db.7     game 1 takes the action its last mails offer, by
#                   mail, and still verifies
. "$(dirname "$0")/e2e-lib.sh"
. "$(dirname "$0")/olddb-lib.sh"
. "$(dirname "$0")/dm-mail-lib.sh"

# The clock the database was made at, 17000 seconds on: past the last
# of its 276 mails (a minute apart), before any reminder.
olddb_open db-zwd1 17000
olddb_check e2e-zwd1db 1 2 3

ok "e2e-zwd1db.7 game 1 takes a new mail and verifies" \
	new_mail 1 ann@zwd.example bea@zwd.example cid@zwd.example
finish
