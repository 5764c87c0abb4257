#!/bin/sh
# e2e-olddb-zwd.sh - a database of White Death games made by the code
# before (tests/data/db-zwd.db, made once by tests/data/make-db-zwd.sh, never by
# the suite) opens with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-zwd.expect/), and the running game takes a new mail.
# A change to what White Death saves or replays must keep this passing.  The
# database is copied first: the source tree may be read-only (make
# distcheck).  Test ids e2e-zwddb.*.
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

data=$top_srcdir/tests/data
exp=$data/db-zwd.expect
cp "$data/db-zwd.db" "$tmp/pbemd.db"
cp "$data/db-zwd.key" "$tmp/pbemd.key"
chmod 600 "$tmp/pbemd.db" "$tmp/pbemd.key"
for d in inbox outbox; do mkdir -p "$tmp/$d/new" "$tmp/$d/cur" "$tmp/$d/tmp"; done
sed -i 's/arbiter@e2e.example/arbiter@test.example/' "$conf"
printf '[pbemd]\nmoderator = mod@test.example\n[limits]\nmax_per_hour = 0\n' >> "$conf"
# The clock the database was made at, 100 minutes on: past its last
# mail, before any deadline or reminder.
export PBEMD_FAKE_NOW=$((1793606400 + 12000))

ok "e2e-zwddb.1 the old database opens" ctl game list
for g in 1 2; do
	ok "e2e-zwddb.2.$g game $g verifies" ctl game verify $g
	same "e2e-zwddb.3.$g game $g shows as recorded" "$exp/show-$g.json" ctl game show $g --omniscient --json
	same "e2e-zwddb.4.$g game $g public replay as recorded" "$exp/replay-public-$g.json" ctl game replay $g --public --json
	same "e2e-zwddb.5.$g game $g seat 1 replay as recorded" "$exp/replay-seat1-$g.json" ctl game replay $g --seat 1 --json
	same "e2e-zwddb.6.$g game $g exports as recorded" "$exp/export-$g.json" ctl game export $g --json
done

# A new mail: the first seat whose last mail offers an action sends it.
ctl mail outbox --full > "$tmp/outbox.txt"
. "$(dirname "$0")/dm-mail-lib.sh"
moves() { ctl game export "$1" --json | grep -c '"command":'; }
# new_mail GAME ADDR... - the first of ADDR with an action sends it
new_mail() {
	g=$1; shift
	before=$(moves "$g")
	for a in "$@"; do
		line=$(action_of "$a")
		[ -n "$line" ] || continue
		printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <oldzwd.%s@e2e>\n\n%s\n' \
			"$a" "$(token_of "$a")" "$g" "$line" | ctl mail inject --raw > /dev/null
		"$bin/pbemd" -c "$conf" --once -q
		test "$(moves "$g")" -gt "$before" && ctl game verify "$g"
		return
	done
	return 1
}
ok "e2e-zwddb.7 game 1 takes a new mail and verifies" \
	new_mail 1 ann@zwd.example bea@zwd.example cid@zwd.example
finish
