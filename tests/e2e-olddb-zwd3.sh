#!/bin/sh
# e2e-olddb-zwd3.sh - White Death games saved under rules revision 3
# (tests/data/db-zwd3.db, made once by tests/data/make-db-zwd.sh with
# main at 0a9e94c, the code that landed with stop 24, never by the
# suite) open with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-zwd3.expect/), and the running game takes a new mail.
# Every rules change after revision 3 is taken from revision 4 on
# (zwd_cards.h, ZWD_REV); this test holds revision 3 games to their
# rules as e2e-olddb-zwd2.sh holds revision 2's.  Test ids e2e-zwd3db.*.
#   e2e-zwd3db.1     pbemctl opens the old database (migrations apply)
#   e2e-zwd3db.2.N   game N verifies (1: the Intro, 3 seats, running; 2:
#                   mission 5, 2 seats, lost; 3: mission 2 with the
#                   Abomination deck, Multiple Necromancers, chosen Guard
#                   Skills and Ultrared, running; 4: mission 6 with the
#                   Abomination Festival and drawn Guard Skills, all six
#                   survivors, 4 seats, lost; 5: mission 8 on revision
#                   3's map with Ultrared, 2 seats, Italian and English,
#                   running)
#   e2e-zwd3db.3.N to .6.N   shows, replays and exports as recorded
#   e2e-zwd3db.7     game 1 takes the action its last mails offer, by
#                   mail, and still verifies
. "$(dirname "$0")/e2e-lib.sh"
. "$(dirname "$0")/olddb-lib.sh"
. "$(dirname "$0")/dm-mail-lib.sh"

# The clock the database was made at, 27600 seconds on: past the last
# of its 455 mails (a minute apart), before game 1's reminder.
olddb_open db-zwd3 27600
olddb_check e2e-zwd3db 1 2 3 4 5

ok "e2e-zwd3db.7 game 1 takes a new mail and verifies" \
	new_mail 1 ann@zwd.example bea@zwd.example cid@zwd.example
finish
