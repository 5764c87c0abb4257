#!/bin/sh
# e2e-olddb.sh - a database made by pbemd 0.1.0 (tests/data/db-v0.1.0.db,
# made once by tests/data/make-db-v0.1.0.sh, never by the suite) opens
# with today's programs: the schema migrations apply, every game verifies
# and shows, replays and exports byte for byte as 0.1.0 recorded it
# (tests/data/db-v0.1.0.expect/), and an old game takes a new mail.  Any
# new migration must keep this passing.  A view that gains a field shows
# it in these outputs too: the files then gain that line and nothing else
# (0.2: has_kept, keep_example, leader_example of a seat's "me").  The
# database is copied first:
# the source tree may be read-only (make distcheck).  Test ids e2e-10.*.
#   e2e-10.1     pbemctl opens the old database (migrations apply)
#   e2e-10.2.N   game N verifies
#   e2e-10.3.N   game N: game show --omniscient --json as recorded
#   e2e-10.4.N   game N: public replay (--json) as recorded
#   e2e-10.5.N   game N: seat 1's replay (--json) as recorded
#   e2e-10.6.N   game N: game export --json as recorded
#   e2e-10.7     a new mail into game 4 (seat 5's set-up) applies
#   e2e-10.8    game 4 has more moves (keep, leader) and still verifies
. "$(dirname "$0")/e2e-lib.sh"

data=$top_srcdir/tests/data
exp=$data/db-v0.1.0.expect
cp "$data/db-v0.1.0.db" "$tmp/pbemd.db"
cp "$data/db-v0.1.0.key" "$tmp/pbemd.key"
chmod 600 "$tmp/pbemd.db" "$tmp/pbemd.key"
for d in inbox outbox; do mkdir -p "$tmp/$d/new" "$tmp/$d/cur" "$tmp/$d/tmp"; done
sed -i 's/arbiter@e2e.example/arbiter@test.example/' "$conf"
printf '[pbemd]\nmoderator = mod@test.example\n[limits]\nmax_per_hour = 0\n' >> "$conf"
# The clock the database was made at, a minute later: no deadline falls.
export PBEMD_FAKE_NOW=$((1793606400 + 60))

ok "e2e-10.1 the old database opens" ctl game list
for g in 1 2 3 4; do
	ok "e2e-10.2.$g game $g verifies" ctl game verify $g
	same "e2e-10.3.$g game $g shows as recorded" "$exp/show-$g.json" ctl game show $g --omniscient --json
	same "e2e-10.4.$g game $g public replay as recorded" "$exp/replay-public-$g.json" ctl game replay $g --public --json
	same "e2e-10.5.$g game $g seat 1 replay as recorded" "$exp/replay-seat1-$g.json" ctl game replay $g --seat 1 --json
	same "e2e-10.6.$g game $g exports as recorded" "$exp/export-$g.json" ctl game export $g --json
done

# Seat 5 of game 4 answers its welcome (sent by 0.1.0) under its newest
# token: keep the first two survivors offered, the first as leader.
moves() { ctl game export 4 --json | grep -c '"command":'; }
before=$(moves)
all=$(ctl mail outbox --full --to e5@five.example)
tok=$(printf '%s\n' "$all" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1)
text=$(printf '%s\n' "$all" | awk '/^==== #/{if (b ~ /keep [0-9]/) k=b; b=""} {b=b $0 "\n"}
	END{if (b ~ /keep [0-9]/) k=b; printf "%s", k}')
a=$(printf '%s\n' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
b=$(printf '%s\n' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 2p)
printf 'From: e5@five.example\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <olddb.1@five>\n\nkeep %s, %s\nleader %s\n' \
	"$tok" "$a" "$b" "$a" | ctl mail inject --raw > /dev/null
ok "e2e-10.7 pbemd --once takes a new mail into an old game" "$bin/pbemd" -c "$conf" --once -q
ok "e2e-10.8 game 4 has more moves and verifies" sh -c \
	"test \$('$bin/pbemctl' -c '$conf' game export 4 --json | grep -c '\"command\":') -gt $before &&
	 '$bin/pbemctl' -c '$conf' game verify 4"
finish
