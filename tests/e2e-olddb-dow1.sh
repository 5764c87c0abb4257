#!/bin/sh
# e2e-olddb-dow1.sh - a Dead of Winter game saved before the rules
# revision 1 (tests/data/db-dow1.db, made once by
# tests/data/make-db-dow1.sh with main at 48cf737, never by the suite),
# in which seat 2 played Duct Tape on seat 1's survivor: that code took
# it, revision 1 refuses it ("a survivor you control").  The game's
# stored pack has no rules key, so today's programs replay it by the old
# reading: it verifies and shows, replays and exports byte for byte as
# that code recorded (tests/data/db-dow1.expect/), and takes a new mail.
# Test ids e2e-dow1db.*.
#   e2e-dow1db.1     pbemctl opens the old database (migrations apply)
#   e2e-dow1db.2.1   the game verifies
#   e2e-dow1db.3.1 to .6.1   shows, replays and exports as recorded
#   e2e-dow1db.7     the replay still tells the Duct Tape played on the
#                   other seat's survivor
#   e2e-dow1db.8     a new game of today's pack refuses the same line
. "$(dirname "$0")/e2e-lib.sh"
. "$(dirname "$0")/olddb-lib.sh"
. "$(dirname "$0")/dm-mail-lib.sh"

# The clock the database was made at, 600 seconds on: past its last
# mail, before any reminder.
olddb_open db-dow1 600
olddb_check e2e-dow1db 1

ok "e2e-dow1db.7 the old game kept Duct Tape played on Sparky" \
	grep -q 'play Duct Tape on Sparky' "$exp/export-1.json"

# The same game created again with today's pack (rules = 1): the same
# seed deals the same cards; the same mails reach the same line, refused.
g=$(ctl game new dow --players ann@dow1.example,bob@dow1.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000e1)
mail_to() {
	printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <dow1.%s@e2e>\n\n%s\n' \
		"$1" "$(token_of "$1")" "$3" "$2" | ctl mail inject --raw > /dev/null
	"$bin/pbemd" -c "$conf" --once -q
	ctl mail outbox --full > "$tmp/outbox.txt"
}
"$bin/pbemd" -c "$conf" --once -q
ctl mail outbox --full > "$tmp/outbox.txt"
mail_to ann@dow1.example "keep Brian Lee, Pete Lindqvist, Sparky
leader Brian" 1
mail_to bob@dow1.example "keep Olivia Brown, Daniel Smith, Rosa Quintero
leader Olivia" 2
mail_to ann@dow1.example "move Sparky to police
end" 3
mail_to bob@dow1.example "play Duct Tape on Sparky" 4
ok "e2e-dow1db.8 today's game $g refuses Duct Tape on another seat's survivor" \
	grep -q 'Sparky is not your survivor' "$tmp/outbox.txt"
finish
