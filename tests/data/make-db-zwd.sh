#!/bin/sh
# make-db-zwd.sh - how tests/data/db-zwd.db was made.
#
# usage: make-db-zwd.sh SRCDIR BUILDDIR OUTDIR [NAME]
#
# Run ONCE per rules revision, by hand, with the code of main before the
# revision's changes: the database it leaves is test data for
# tests/e2e-olddb-zwd.sh, which opens it with today's programs and checks
# that each game still verifies and shows, replays and exports byte for
# byte as that code recorded (OUTDIR/NAME.expect/).  The suite never
# runs this script.
#   db-zwd   (the default) main at b96952c, the White Death that landed
#            with stop 20: packs without a rules revision (read as 0)
#   db-zwd1  main at 8199e9a, the White Death that landed with stop 21:
#            rules revision 1; adds game 3
#   db-zwd2  main at 4ed4edc, the White Death that landed with stop 22:
#            rules revision 2; adds games 3 and 4
#   db-zwd3  main at 0a9e94c, the White Death of stop 24: rules
#            revision 3 (the maps of missions 2, 4 and 8 redrawn); adds
#            game 5
#
# Writes OUTDIR/NAME.db (VACUUMed), OUTDIR/NAME.key and
# OUTDIR/NAME.expect/.  The games, at the fixed clock
# PBEMD_FAKE_NOW=1793606400, played by mail, each mail the first action
# its seat's last mail offers (tests/dm-mail-lib.sh's action_of):
#   1  the Intro, 3 seats (English, Italian, Spanish), 90 mails
#   2  mission 5 (The Empress of Thorns), 2 seats, 90 mails
#   3  (db-zwd1, db-zwd2) mission 2 with the Abomination deck, Multiple
#      Necromancers, chosen Guard Skills and Ultrared, 2 seats, 90 mails
#   4  (db-zwd2, db-zwd3) mission 6 with the Abomination Festival and drawn
#      Guard Skills, all six survivors, 4 seats (English, Italian,
#      Spanish, English), 120 mails
#   5  (db-zwd3 only) mission 8 (its revision 3 map) with Ultrared, 2
#      seats (Italian, English), 90 mails
set -eu
umask 077
src=$(cd "$1" && pwd)
bin=$(cd "$2" && pwd)/src
out=$(mkdir -p "$3" && cd "$3" && pwd)
name=${4:-db-zwd}
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
	printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <oldzwd%d@e2e>\n\n%s\n' \
		"$1" "$(token_of "$1")" "$n" "$2" | ctl mail inject --raw > /dev/null
	once
	outbox
}
# play MAILS ADDR... - that many mails, each seat in turn sending the
# first action its last mail offers
play() {
	left=$1; shift
	for a in "$@"; do send "$a" "HELP"; done
	while [ "$left" -gt 0 ]; do
		acted=0
		for a in "$@"; do
			line=$(action_of "$a")
			[ -n "$line" ] || continue
			send "$a" "$line"
			acted=1
			left=$((left - 1))
		done
		[ "$acted" -eq 1 ] || break
	done
}

# game N MAILS PLAYERS OPT... - game N (seed ...f0 + N) with these
# players and options, played MAILS mails
games=""
game() {
	gn=$1 mails=$2 players=$3
	shift 3
	g=$(ctl game new zwd --players "$players" "$@" --seed "$(printf '%064x' $((0xf0 + gn)))")
	test "$g" = "$gn"
	once
	outbox
	# shellcheck disable=SC2046 # the seats' addresses, one word each
	play "$mails" $(echo "$players" | tr ',' '\n' | sed 's/::.*//')
	games="$games $gn"
}

game 1 90 ann@zwd.example::en,bea@zwd.example::it,cid@zwd.example::es --opt mission=intro
game 2 90 dan@zwd.example::en,eva@zwd.example::it --opt mission=5
if [ "$name" != db-zwd ]; then
	game 3 90 fay@zwd.example::es,gus@zwd.example::en \
		--opt mission=2 --opt abominations=deck --opt necromancers=multiple \
		--opt guard_skills=choose --opt ultrared=yes
fi
if [ "$name" = db-zwd2 ] || [ "$name" = db-zwd3 ]; then
	game 4 120 hal@zwd.example::en,ida@zwd.example::it,jon@zwd.example::es,kim@zwd.example::en \
		--opt mission=6 --opt abominations=festival --opt guard_skills=draw \
		--opt survivors=all
fi
if [ "$name" = db-zwd3 ]; then
	game 5 90 lia@zwd.example::it,max@zwd.example::en --opt mission=8 --opt ultrared=yes
fi

ctl game list
for g in $games; do ctl game verify $g; ctl game export $g --json | grep -c '"command":'; done

sqlite3 "$tmp/pbemd.db" 'PRAGMA wal_checkpoint(TRUNCATE); VACUUM;' > /dev/null
rm -f "$tmp/pbemd.db-wal" "$tmp/pbemd.db-shm"
cp "$tmp/pbemd.db" "$out/$name.db"
cp "$tmp/pbemd.key" "$out/$name.key"
exp=$out/$name.expect
rm -rf "$exp"
mkdir -p "$exp"
for g in $games; do
	ctl game show $g --omniscient --json > "$exp/show-$g.json"
	ctl game replay $g --public --json > "$exp/replay-public-$g.json"
	ctl game replay $g --seat 1 --json > "$exp/replay-seat1-$g.json"
	ctl game export $g --json > "$exp/export-$g.json"
done
