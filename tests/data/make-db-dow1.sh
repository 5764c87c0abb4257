#!/bin/sh
# make-db-dow1.sh - how tests/data/db-dow1.db was made.
#
# usage: make-db-dow1.sh SRCDIR BUILDDIR OUTDIR
#
# Run ONCE, by hand, with main at 48cf737 (Dead of Winter before its
# rules revision 1): a game in which a card is played "on" another seat's
# survivor, which that code accepted against the card's text ("a
# survivor you control") and revision 1 refuses.  tests/e2e-olddb-dow1.sh
# opens the database with today's programs and checks that the game still
# verifies and shows, replays and exports byte for byte as that code
# recorded (OUTDIR/db-dow1.expect/).  The suite never runs this script.
#
# The game, at the fixed clock PBEMD_FAKE_NOW=1793606400, by mail: 2
# seats; each keeps the survivors its set-up mail suggests; then the
# seats play, and seat 2 plays Duct Tape on seat 1's leader (its
# barricade goes to that survivor's location).
set -eu
umask 077
src=$(cd "$1" && pwd)
bin=$(cd "$2" && pwd)/src
out=$(mkdir -p "$3" && cd "$3" && pwd)
tmp=$(mktemp -d /tmp/make-db.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
conf=$tmp/pbemd.conf
PBEMD_FAKE_NOW=1793606400
export PBEMD_FAKE_NOW

cat > "$conf" <<CONF
[pbemd]
templates = $src/templates
content = $src/content
moderator = mod@test.example
[mail]
inbox = maildir:inbox
outbox = maildir:outbox
address = arbiter@test.example
[limits]
max_per_hour = 0
[time]
deadline = 24h
reminder = 6h
grace = 6h
CONF
cd "$tmp"
for d in inbox outbox; do mkdir -p "$tmp/$d/new" "$tmp/$d/cur" "$tmp/$d/tmp"; done
ctl() { "$bin/pbemctl" -c "$conf" "$@"; }
once() { "$bin/pbemd" -c "$conf" --once -q; }
ctl init > /dev/null
outbox() { ctl mail outbox --full > "$tmp/outbox.txt"; }
. "$src/tests/dm-mail-lib.sh"
n=0
send() {
	n=$((n + 1))
	PBEMD_FAKE_NOW=$((PBEMD_FAKE_NOW + 60))
	printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <olddow%d@e2e>\n\n%s\n' \
		"$1" "$(token_of "$1")" "$n" "$2" | ctl mail inject --raw > /dev/null
	once
	outbox
}
# seat SEAT KEY - a key of that seat's part of the omniscient view
seat() {
	ctl game show 1 --omniscient --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
s = [x for x in d["seats"] if x["seat"] == int(sys.argv[1])][0]
print(s[sys.argv[2]])' "$1" "$2"
}

g=$(ctl game new dow --players ann@dow1.example,bob@dow1.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000e1)
test "$g" = 1
once
outbox
for s in 1 2; do
	a=$(test $s = 1 && echo ann@dow1.example || echo bob@dow1.example)
	send "$a" "keep $(seat $s keep_example)
leader $(seat $s leader_example)"
done
# Round 1: seat 1 sends Sparky to the Police Station and ends; seat 2
# plays Duct Tape on Sparky (accepted: the barricade goes to the Police
# Station), then ends.
send ann@dow1.example "move Sparky to police
end"
send bob@dow1.example "play Duct Tape on Sparky
end"
grep -q 'Player 2 plays Duct Tape' "$tmp/outbox.txt"

ctl game list
ctl game verify 1
ctl game export 1 --json | grep -c '"command":'

sqlite3 "$tmp/pbemd.db" 'PRAGMA wal_checkpoint(TRUNCATE); VACUUM;' > /dev/null
rm -f "$tmp/pbemd.db-wal" "$tmp/pbemd.db-shm"
cp "$tmp/pbemd.db" "$out/db-dow1.db"
cp "$tmp/pbemd.key" "$out/db-dow1.key"
exp=$out/db-dow1.expect
rm -rf "$exp"
mkdir -p "$exp"
ctl game show 1 --omniscient --json > "$exp/show-1.json"
ctl game replay 1 --public --json > "$exp/replay-public-1.json"
ctl game replay 1 --seat 1 --json > "$exp/replay-seat1-1.json"
ctl game export 1 --json > "$exp/export-1.json"
