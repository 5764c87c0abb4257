#!/bin/sh
# make-db-dm.sh - how tests/data/db-dm.db was made.
#
# usage: make-db-dm.sh SRCDIR BUILDDIR OUTDIR
#
# Run ONCE, by hand, with the code of main before the Dark Moon changes
# of issue 13's last session (main at 5db2ac8): the database it leaves is
# test data for tests/e2e-olddb-dm.sh, which opens it with today's
# programs and checks that each game still verifies and shows, replays
# and exports byte for byte as that code recorded (OUTDIR/db-dm.expect/).
# The suite never runs this script: its point is a database made by the
# version before.
#
# Writes OUTDIR/db-dm.db (VACUUMed), OUTDIR/db-dm.key and
# OUTDIR/db-dm.expect/.  It reads the mails with SRCDIR's
# tests/dm-mail-lib.sh.  The games, Dark Moon, at the fixed clock
# PBEMD_FAKE_NOW=1793606400, played by mail for 40 mails each, every
# seat sending the first action its last mail offers (as tests/e2e-dm.sh):
#   1  3 seats (English, Italian, Spanish), the base game, mid-play
#   2  4 seats, expansion=sc with threats and company_man, mid-play
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
	printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <olddm%d@e2e>\n\n%s\n' \
		"$1" "$(token_of "$1")" "$n" "$2" | ctl mail inject --raw > /dev/null
	once
	outbox
}
# play MAILS ADDR... - that many mails, each from the first seat offered an action
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
			break
		done
		[ "$acted" -eq 1 ] || break
		left=$((left - 1))
	done
}

g=$(ctl game new dm --players ann@dm.example::en,bea@dm.example::it,cid@dm.example::es \
	--seed 00000000000000000000000000000000000000000000000000000000000000e1)
test "$g" = 1
once
outbox
play 40 ann@dm.example bea@dm.example cid@dm.example

g=$(ctl game new dm --players dan@dm.example::en,eva@dm.example::it,fay@dm.example::es,gus@dm.example::en \
	--opt expansion=sc --opt threats=yes --opt company_man=yes \
	--seed 00000000000000000000000000000000000000000000000000000000000000e2)
test "$g" = 2
once
outbox
play 40 dan@dm.example eva@dm.example fay@dm.example gus@dm.example

ctl game list
for g in 1 2; do ctl game verify $g; done

sqlite3 "$tmp/pbemd.db" 'PRAGMA wal_checkpoint(TRUNCATE); VACUUM;' > /dev/null
rm -f "$tmp/pbemd.db-wal" "$tmp/pbemd.db-shm"
cp "$tmp/pbemd.db" "$out/db-dm.db"
cp "$tmp/pbemd.key" "$out/db-dm.key"
exp=$out/db-dm.expect
rm -rf "$exp"
mkdir -p "$exp"
for g in 1 2; do
	ctl game show $g --omniscient --json > "$exp/show-$g.json"
	ctl game replay $g --public --json > "$exp/replay-public-$g.json"
	ctl game replay $g --seat 1 --json > "$exp/replay-seat1-$g.json"
	ctl game export $g --json > "$exp/export-$g.json"
done
