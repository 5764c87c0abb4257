# olddb-lib.sh - a database of games made by the code before, opened and
# checked with today's programs (sourced after e2e-lib.sh by
# tests/e2e-olddb-dm.sh and tests/e2e-olddb-zwd.sh; their fixtures are
# made once by tests/data/make-db-*.sh, never by the suite).

# olddb_open NAME SECONDS - copy tests/data/NAME.db and its key (the
# source tree may be read-only: make distcheck), and set the clock the
# database was made at, SECONDS on: past its last mail, before any
# deadline or reminder.  Sets exp, the directory of recorded outputs.
olddb_open() {
	data=$top_srcdir/tests/data
	exp=$data/$1.expect
	cp "$data/$1.db" "$tmp/pbemd.db"
	cp "$data/$1.key" "$tmp/pbemd.key"
	chmod 600 "$tmp/pbemd.db" "$tmp/pbemd.key"
	for d in inbox outbox; do mkdir -p "$tmp/$d/new" "$tmp/$d/cur" "$tmp/$d/tmp"; done
	sed -i 's/arbiter@e2e.example/arbiter@test.example/' "$conf"
	printf '[pbemd]\nmoderator = mod@test.example\n[limits]\nmax_per_hour = 0\n' >> "$conf"
	PBEMD_FAKE_NOW=$((1793606400 + $2))
	export PBEMD_FAKE_NOW
}

# olddb_check ID GAME... - the database opens (ID.1); each game verifies
# (ID.2.N) and shows, replays (public, seat 1) and exports as recorded
# (ID.3.N to ID.6.N)
olddb_check() {
	id=$1; shift
	ok "$id.1 the old database opens" ctl game list
	for g in "$@"; do
		ok "$id.2.$g game $g verifies" ctl game verify $g
		same "$id.3.$g game $g shows as recorded" "$exp/show-$g.json" ctl game show $g --omniscient --json
		same "$id.4.$g game $g public replay as recorded" "$exp/replay-public-$g.json" ctl game replay $g --public --json
		same "$id.5.$g game $g seat 1 replay as recorded" "$exp/replay-seat1-$g.json" ctl game replay $g --seat 1 --json
		same "$id.6.$g game $g exports as recorded" "$exp/export-$g.json" ctl game export $g --json
	done
	ctl mail outbox --full > "$tmp/outbox.txt"
}

# new_mail GAME ADDR... - the first of ADDR whose last mail offers an
# action (action_of of the mail reader the caller sources) sends it by mail; the game then
# has more moves and verifies
moves() { ctl game export "$1" --json | grep -c '"command":'; }
new_mail() {
	g=$1; shift
	before=$(moves "$g")
	for a in "$@"; do
		line=$(action_of "$a")
		[ -n "$line" ] || continue
		printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <olddb.%s@e2e>\n\n%s\n' \
			"$a" "$(token_of "$a")" "$g" "$line" | ctl mail inject --raw > /dev/null
		"$bin/pbemd" -c "$conf" --once -q
		test "$(moves "$g")" -gt "$before" && ctl game verify "$g"
		return
	done
	return 1
}
