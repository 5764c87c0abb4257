#!/bin/sh
# e2e-crash.sh - crash safety: the daemon is killed with SIGKILL at random
# points while it works through a few hundred player mails of real games,
# and restarted each time.  Test ids e2e-3.*.
#
# The mails are recorded first: tests/check_game_mail plays CRASH_GAMES (6)
# whole games by mail (PBEMD_GAME_RECORD), about 270 player mails.  A new
# installation gets the recording's key, the same games are created with
# pbemctl game new (same seeds, same players), and the recorded mails are
# put into the inbox Maildir a few at a time (CHUNK, so that about twice
# CRASH_MIN_KILLS runs are needed whatever the speed of the machine),
# named so that the daemon reads them in the recorded order.  Then, until
# every mail was fed, new/ is empty and no reply is queued: feed more when
# fewer than CHUNK wait, start pbemd --foreground, wait a random time (see
# the calibration below; CRASH_SEED picks the sequence), kill -KILL it; so the kills fall in arbitration and in the
# outbox flush alike.  Exactly once means the end state is the
# recording's, byte for byte:
#   e2e-3.1  enough kills to mean something (at least CRASH_MIN_KILLS)
#   e2e-3.2  no mail left in inbox/new, every mail in inbox/cur
#   e2e-3.3  the inbox table holds each mail once, all "applied"
#   e2e-3.4  each game has the recording's seq, state hash and last move hash
#            (every mail applied exactly once, in order)
#   e2e-3.5  pbemctl game verify passes for each game (the move log replays)
#   e2e-3.6  as many outbox rows as the recording (no reply queued twice)
#   e2e-3.7  every outbox row is sent, and its Message-ID is in the outbox
#            Maildir (every reply delivered at least once)
. "$(dirname "$0")/e2e-lib.sh"

games=${CRASH_GAMES:-6}
seed=${CRASH_SEED:-$$}
min_kills=${CRASH_MIN_KILLS:-50}
rec=$tmp/rec
players=ann@players.example,bob@players.example,cid@players.example

# The recording's configuration: its address, no limit of mails per hour.
cat > "$conf" <<CONF
[pbemd]
templates = $top_srcdir/templates
content = $top_srcdir/content
poll_interval = 1
[mail]
inbox = maildir:inbox
outbox = maildir:outbox
address = arbiter@test.example
[limits]
max_per_hour = 0
CONF

# Record.
mkdir -p "$rec/mail"
if ! PBEMD_GAME_RECORD=$rec PBEMD_GAME_COUNT=$games CK_FORK=no \
	"$top_builddir/tests/check_game_mail" > "$tmp/record.log" 2>&1; then
	tail -20 "$tmp/record.log"
	echo "FAIL e2e-3.0 recording the games"
	exit 1
fi
nmail=$(ls "$rec/mail" | wc -l)
echo "recorded $games games, $nmail player mails (crash seed $seed)"

# The installation, its games, its inbox.
cp "$rec/pbemd.key" "$tmp/pbemd.key"
chmod 600 "$tmp/pbemd.key"
ctl init > /dev/null
while read -r id hex seq state last; do
	got=$(ctl game new dow --players "$players" --seed "$hex")
	[ "$got" = "$id" ] || { echo "FAIL e2e-3.0 game $id created as $got"; exit 1; }
done < "$rec/games"
# fill DIR - every recorded mail into DIR/inbox/new, in the recorded order
fill() {
	for f in "$rec"/mail/*; do
		cp "$f" "$1/inbox/tmp/$(basename "$f").crash"
		mv "$1/inbox/tmp/$(basename "$f").crash" "$1/inbox/new/"
	done
}

# Calibrate on a copy of the installation, so that the kills fall all
# along the work whatever the speed of this build (ASan or -O2) and of
# this machine: S, a start of the daemon with nothing to do; W, the
# whole inbox in one run.  Each run below lasts a random time up to S +
# 2 W / CRASH_RUNS (S counts the exit too, so a start takes less): some
# kills fall before the daemon reads anything, most inside the work.
now() { date +%s.%N; }
cal=$tmp/cal
mkdir -p "$cal"
cp -r "$tmp/pbemd.db" "$tmp/pbemd.key" "$conf" "$tmp/inbox" "$tmp/outbox" "$cal/" 2>/dev/null
t0=$(now)
"$bin/pbemd" -c "$cal/pbemd.conf" --once -q 2>/dev/null || true
t1=$(now)
fill "$cal"
"$bin/pbemd" -c "$cal/pbemd.conf" --once -q 2>/dev/null || true
t2=$(now)
rm -rf "$cal"
runs=${CRASH_RUNS:-400}
span=$(awk -v a="$t0" -v b="$t1" -v c="$t2" -v n="$runs" \
	'BEGIN { s = b - a; w = c - b - s; if (w < 0.01) w = 0.01; printf "%.4f %.4f\n", s, 2 * w / n }')
echo "calibration: start and work in seconds per run: $span"

# The mails reach the inbox a few at a time, in the recorded order: each
# run finds at most CHUNK new ones (so about twice CRASH_MIN_KILLS runs
# are needed), so the number of kills never depends on how fast this
# machine is, or on another load coming and going during the test.
ls "$rec/mail" > "$tmp/order"
chunk=$((nmail / (2 * min_kills)))
[ "$chunk" -ge 1 ] || chunk=1
fed=0
# feed - the next CHUNK recorded mails into inbox/new
feed() {
	for f in $(sed -n "$((fed + 1)),$((fed + chunk))p" "$tmp/order"); do
		cp "$rec/mail/$f" "$tmp/inbox/tmp/$f.crash"
		mv "$tmp/inbox/tmp/$f.crash" "$tmp/inbox/new/"
	done
	fed=$((fed + chunk))
	[ "$fed" -le "$nmail" ] || fed=$nmail
}

# Kill, restart, until every mail has been taken.
# queued - are replies still waiting in the outbox?
queued() { ctl mail outbox | grep -q '^#[0-9]* *queued '; }

# The random fractions come from CRASH_SEED; the span of a run (start
# and work at first) adapts:
# a run that took more than twice its share of the mails shrinks it, one
# that took none grows it, so that about CRASH_RUNS runs do the work
# however fast this build and machine are.
set -- $span
start=$1
work=$(awk -v s="$1" -v w="$2" 'BEGIN { printf "%.4f", s + w }')
awk -v s="$seed" 'BEGIN { srand(s); for (i = 0; i < 5000; i++) printf "%.4f\n", rand() }' \
	> "$tmp/fractions"
share=$(awk -v m="$nmail" -v n="$runs" 'BEGIN { x = m / n; if (x < 1) x = 1; print x }')
left=0
kills=0
while { [ "$fed" -lt "$nmail" ] || [ "$left" -gt 0 ] || queued; } && [ "$kills" -lt 5000 ]; do
	if [ "$left" -lt "$chunk" ] && [ "$fed" -lt "$nmail" ]; then
		feed
		left=$(ls "$tmp/inbox/new" | wc -l)
	fi
	f=$(sed -n "$((kills + 1))p" "$tmp/fractions")
	delay=$(awk -v f="$f" -v w="$work" 'BEGIN { printf "%.4f", f * w }')
	"$bin/pbemd" -c "$conf" --foreground -q 2>> "$tmp/daemon.log" &
	pid=$!
	sleep "$delay"
	kill -KILL "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	kills=$((kills + 1))
	now_left=$(ls "$tmp/inbox/new" | wc -l)
	work=$(awk -v d="$((left - now_left))" -v sh="$share" -v w="$work" -v s="$start" \
		'BEGIN { if (d > 2 * sh) w *= 0.7; else if (d == 0 && w < 8 * s) w *= 1.3; printf "%.4f", w }')
	left=$now_left
done
"$bin/pbemd" -c "$conf" --once -q 2>> "$tmp/daemon.log"
echo "$kills kills with SIGKILL"
if grep -q 'ERROR: AddressSanitizer\|runtime error' "$tmp/daemon.log"; then
	grep -m5 'ERROR: AddressSanitizer\|runtime error' "$tmp/daemon.log"
	fails=$((fails + 1))
	echo "FAIL e2e-3.0 a sanitizer report from the daemon"
fi

ok "e2e-3.1 at least $min_kills kills" test "$kills" -ge "$min_kills"
ok "e2e-3.2 no mail left in new/" test -z "$(ls "$tmp/inbox/new")"
ok "e2e-3.2 every mail in cur/" test "$(ls "$tmp/inbox/cur" | wc -l)" -eq "$nmail"
ctl mail inbox > "$tmp/inbox.txt"
ok "e2e-3.3 each mail once in the inbox table" test "$(wc -l < "$tmp/inbox.txt")" -eq "$nmail"
ok "e2e-3.3 every mail applied" test "$(grep -c '^#[0-9]* *applied ' "$tmp/inbox.txt")" -eq "$nmail"
while read -r id hex seq state last; do
	ctl game export "$id" --json > "$tmp/export.json"
	ok "e2e-3.4 game $id: seq $seq" grep -q "\"seq\": $seq," "$tmp/export.json"
	ok "e2e-3.4 game $id: state hash" grep -q "\"state_hash\": \"$state\"" "$tmp/export.json"
	ok "e2e-3.4 game $id: last move hash" grep -q "\"last_hash\": \"$last\"" "$tmp/export.json"
	ok "e2e-3.5 game $id: pbemctl game verify" ctl game verify "$id"
done < "$rec/games"
read -r rin rout < "$rec/counts"
ctl mail outbox > "$tmp/outbox.txt"
ok "e2e-3.6 $rout outbox rows, as recorded" test "$(wc -l < "$tmp/outbox.txt")" -eq "$rout"
ok "e2e-3.7 every outbox row sent" test "$(grep -c '^#[0-9]* *sent ' "$tmp/outbox.txt")" -eq "$rout"
grep -h '^Message-ID: ' "$tmp"/outbox/new/* | sort -u > "$tmp/delivered"
ok "e2e-3.7 every reply delivered at least once" test "$(wc -l < "$tmp/delivered")" -eq "$rout"
echo "outbox Maildir: $(ls "$tmp/outbox/new" | wc -l) files for $rout replies"
finish
