#!/bin/sh
# e2e-olddb-zwd2.sh - White Death games saved under rules revision 2
# (tests/data/db-zwd2.db, made once by tests/data/make-db-zwd.sh with
# main at 4ed4edc, the code that landed with stop 22, never by the
# suite) open with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-zwd2.expect/), and the running game takes a new mail.
# Every rules change after revision 2 is taken from revision 3 on
# (zwd_cards.h, ZWD_REV); this test holds revision 2 games to their
# rules as e2e-olddb-zwd1.sh holds revision 1's.  Test ids e2e-zwd2db.*.
#   e2e-zwd2db.1     pbemctl opens the old database (migrations apply)
#   e2e-zwd2db.2.N   game N verifies (1: the Intro, 3 seats, running; 2:
#                   mission 5, 2 seats, lost; 3: mission 2 with the
#                   Abomination deck, Multiple Necromancers, chosen Guard
#                   Skills and Ultrared, lost; 4: mission 6 with the
#                   Abomination Festival and drawn Guard Skills, all six
#                   survivors, 4 seats, lost)
#   e2e-zwd2db.3.N to .6.N   shows, replays and exports as recorded
#   e2e-zwd2db.7     game 1 takes the action its last mails offer, by
#                   mail, and still verifies
. "$(dirname "$0")/e2e-lib.sh"
. "$(dirname "$0")/olddb-lib.sh"
. "$(dirname "$0")/dm-mail-lib.sh"

# The clock the database was made at, 22500 seconds on: past the last
# of its 365 mails (a minute apart), before game 1's reminder.
olddb_open db-zwd2 22500
olddb_check e2e-zwd2db 1 2 3 4

ok "e2e-zwd2db.7 game 1 takes a new mail and verifies" \
	new_mail 1 ann@zwd.example bea@zwd.example cid@zwd.example
finish
