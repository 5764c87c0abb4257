#!/bin/sh
# e2e-olddb-dm.sh - a database of Dark Moon games made by the code before
# (tests/data/db-dm.db, made once by tests/data/make-db-dm.sh, never by
# the suite) opens with today's programs: each game verifies and shows,
# replays and exports byte for byte as that code recorded
# (tests/data/db-dm.expect/), and each old game takes a new mail.  A
# change to what Dark Moon saves or replays must keep this passing.  The
# database is copied first: the source tree may be read-only (make
# distcheck).  Test ids e2e-dmdb.*.
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

data=$top_srcdir/tests/data
exp=$data/db-dm.expect
cp "$data/db-dm.db" "$tmp/pbemd.db"
cp "$data/db-dm.key" "$tmp/pbemd.key"
chmod 600 "$tmp/pbemd.db" "$tmp/pbemd.key"
for d in inbox outbox; do mkdir -p "$tmp/$d/new" "$tmp/$d/cur" "$tmp/$d/tmp"; done
sed -i 's/arbiter@e2e.example/arbiter@test.example/' "$conf"
printf '[pbemd]\nmoderator = mod@test.example\n[limits]\nmax_per_hour = 0\n' >> "$conf"
# The clock the database was made at, 100 minutes on: past its last
# mail, before any deadline or reminder.
export PBEMD_FAKE_NOW=$((1793606400 + 6000))

ok "e2e-dmdb.1 the old database opens" ctl game list
for g in 1 2; do
	ok "e2e-dmdb.2.$g game $g verifies" ctl game verify $g
	same "e2e-dmdb.3.$g game $g shows as recorded" "$exp/show-$g.json" ctl game show $g --omniscient --json
	same "e2e-dmdb.4.$g game $g public replay as recorded" "$exp/replay-public-$g.json" ctl game replay $g --public --json
	same "e2e-dmdb.5.$g game $g seat 1 replay as recorded" "$exp/replay-seat1-$g.json" ctl game replay $g --seat 1 --json
	same "e2e-dmdb.6.$g game $g exports as recorded" "$exp/export-$g.json" ctl game export $g --json
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
		printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <olddm.%s@e2e>\n\n%s\n' \
			"$a" "$(token_of "$a")" "$g" "$line" | ctl mail inject --raw > /dev/null
		"$bin/pbemd" -c "$conf" --once -q
		test "$(moves "$g")" -gt "$before" && ctl game verify "$g"
		return
	done
	return 1
}
ok "e2e-dmdb.7.1 game 1 takes a new mail and verifies" \
	new_mail 1 ann@dm.example bea@dm.example cid@dm.example
ok "e2e-dmdb.7.2 game 2 takes a new mail and verifies" \
	new_mail 2 dan@dm.example eva@dm.example fay@dm.example gus@dm.example
finish
