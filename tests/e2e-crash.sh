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
#   e2e-3.1  enough kills to mean something (at least CRASH_MIN_KILLS),
#            each of a live daemon: the pid existed before, kill -KILL
#            succeeded, wait saw death by SIGKILL (137), the pid is gone;
#            a run where the daemon had ended by itself is a failure
#   e2e-3.2  no mail left in inbox/new, every mail in inbox/cur
#   e2e-3.3  the inbox table holds each mail once, all "applied"
#   e2e-3.4  each game has the recording's seq, state hash and last move
#            hash, and so has the LAST move of its exported log, whose
#            moves are 0 to seq, each once, in order (every mail applied
#            exactly once, in order); an export with a move repeated
#            fails that check
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

# The recording's configuration (check_game_mail's): its address, no limit
# of mails per hour, every seat mailed every event.
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
seat_per_hour = 0
game_per_hour = 0
[notify]
level = every
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
# A kill counts only when it hit a live daemon: the pid exists before
# (kill -0), kill -KILL succeeds, wait reports death by SIGKILL (status
# 137: a daemon that had exited by itself, or died of anything else,
# reports its own status, and a zombie cannot be killed again), and the
# pid is gone after.  Any other run is a failure (e2e-3.1), not a kill.
left=0
kills=0
runs_done=0
dead=0
while { [ "$fed" -lt "$nmail" ] || [ "$left" -gt 0 ] || queued; } && [ "$runs_done" -lt 5000 ]; do
	if [ "$left" -lt "$chunk" ] && [ "$fed" -lt "$nmail" ]; then
		feed
		left=$(ls "$tmp/inbox/new" | wc -l)
	fi
	runs_done=$((runs_done + 1))
	f=$(sed -n "${runs_done}p" "$tmp/fractions")
	delay=$(awk -v f="$f" -v w="$work" 'BEGIN { printf "%.4f", f * w }')
	"$bin/pbemd" -c "$conf" --foreground -q 2>> "$tmp/daemon.log" &
	pid=$!
	sleep "$delay"
	how=
	if ! kill -0 "$pid" 2>/dev/null; then
		how="not running before the kill"
	elif ! kill -KILL "$pid"; then
		how="kill -KILL failed"
	fi
	st=0
	wait "$pid" 2>/dev/null || st=$?
	if [ -z "$how" ] && [ "$st" -ne 137 ]; then
		how="exit status $st, not 137 (SIGKILL): it had ended by itself"
	elif [ -z "$how" ] && kill -0 "$pid" 2>/dev/null; then
		how="pid still there after the kill"
	fi
	if [ -n "$how" ]; then
		dead=$((dead + 1))
		echo "run $runs_done: pid $pid $how"
	else
		kills=$((kills + 1))
	fi
	now_left=$(ls "$tmp/inbox/new" | wc -l)
	work=$(awk -v d="$((left - now_left))" -v sh="$share" -v w="$work" -v s="$start" \
		'BEGIN { if (d > 2 * sh) w *= 0.7; else if (d == 0 && w < 8 * s) w *= 1.3; printf "%.4f", w }')
	left=$now_left
done
"$bin/pbemd" -c "$conf" --once -q 2>> "$tmp/daemon.log"
echo "$kills kills with SIGKILL of a live daemon in $runs_done runs"
if grep -q 'ERROR: AddressSanitizer\|runtime error' "$tmp/daemon.log"; then
	grep -m5 'ERROR: AddressSanitizer\|runtime error' "$tmp/daemon.log"
	fails=$((fails + 1))
	echo "FAIL e2e-3.0 a sanitizer report from the daemon"
fi

ok "e2e-3.1 at least $min_kills kills" test "$kills" -ge "$min_kills"
ok "e2e-3.1 every kill hit a live daemon ($dead runs did not)" test "$dead" -eq 0
ok "e2e-3.2 no mail left in new/" test -z "$(ls "$tmp/inbox/new")"
ok "e2e-3.2 every mail in cur/" test "$(ls "$tmp/inbox/cur" | wc -l)" -eq "$nmail"
ctl mail inbox > "$tmp/inbox.txt"
ok "e2e-3.3 each mail once in the inbox table" test "$(wc -l < "$tmp/inbox.txt")" -eq "$nmail"
ok "e2e-3.3 every mail applied" test "$(grep -c '^#[0-9]* *applied ' "$tmp/inbox.txt")" -eq "$nmail"
# moves FILE - of an export (pbemctl game export --json: JSON_INDENT(2),
# sorted keys, a key a line), print the game's seq, state_hash and
# last_hash, the number of moves, the last move's seq, state_hash and
# hash, and "ordered" when the moves' seqs are 0 (the set-up), 1, ...
# N-1 (else the first seq out of place).  Strings are JSON-escaped, so a line of the
# export never holds two keys.
moves() {
	awk '
	function val(line) { sub(/^ *"[a-z_]*": /, "", line); sub(/,$/, "", line); gsub(/"/, "", line); return line }
	/^  "moves": \[\],?$/ { next }
	/^  "moves": \[/ { inmoves = 1; next }
	inmoves && /^  \]/ { inmoves = 0; next }
	inmoves && /^    \{/ { n++; next }
	inmoves && /^      "seq": / { mseq = val($0); if (mseq != n - 1 && order == "") order = "seq " mseq " as move " n; next }
	inmoves && /^      "state_hash": / { mstate = val($0); next }
	inmoves && /^      "hash": / { mhash = val($0); next }
	/^  "seq": / { gseq = val($0) }
	/^  "state_hash": / { gstate = val($0) }
	/^  "last_hash": / { glast = val($0) }
	END { if (order == "") order = "ordered"
		printf "%s %s %s %d %s %s %s %s\n", gseq, gstate, glast, n, mseq, mstate, mhash, order }
	' "$1"
}
while read -r id hex seq state last; do
	ctl game export "$id" --json > "$tmp/export.json"
	moves "$tmp/export.json" > "$tmp/moves"
	read -r gseq gstate glast n mseq mstate mhash order < "$tmp/moves"
	echo "game $id: seq $gseq, $n moves, the last one seq $mseq, $order"
	ok "e2e-3.4 game $id: seq $seq" test "$gseq" = "$seq"
	ok "e2e-3.4 game $id: moves 0 to $seq, each once, in order" \
		test "$n" = "$((seq + 1))" -a "$order" = ordered
	ok "e2e-3.4 game $id: the last move is move $seq" test "$mseq" = "$seq"
	ok "e2e-3.4 game $id: state hash, of the game and of its last move" \
		test "$gstate" = "$state" -a "$mstate" = "$state"
	ok "e2e-3.4 game $id: last move hash, of the game and of its last move" \
		test "$glast" = "$last" -a "$mhash" = "$last"
	ok "e2e-3.5 game $id: pbemctl game verify" ctl game verify "$id"
	lastseq=$seq
done < "$rec/games"
# The check itself: the last export with its last move repeated (an extra
# move, which a search of the whole export for seq and state_hash let
# pass) must fail it.
awk '
/^  "moves": \[/ { inmoves = 1; print; next }
inmoves && /^    \{/ { if (nb) for (i = 1; i <= nb; i++) print b[i]; nb = 0 }
inmoves && /^  \]/ { for (i = 1; i < nb; i++) print b[i]; print "    },"
	for (i = 1; i <= nb; i++) print b[i]; inmoves = 0; print; next }
inmoves { b[++nb] = $0; next }
{ print }
' "$tmp/export.json" > "$tmp/extra.json"
moves "$tmp/extra.json" > "$tmp/moves"
read -r gseq gstate glast n mseq mstate mhash order < "$tmp/moves"
echo "the export with a move repeated: $n moves, the last one seq $mseq, $order"
ok "e2e-3.4 an export with an extra move fails the check" \
	test "$n" = "$((lastseq + 2))" -a "$order" != ordered -a "$mseq" = "$lastseq"
read -r rin rout < "$rec/counts"
ctl mail outbox > "$tmp/outbox.txt"
ok "e2e-3.6 $rout outbox rows, as recorded" test "$(wc -l < "$tmp/outbox.txt")" -eq "$rout"
ok "e2e-3.7 every outbox row sent" test "$(grep -c '^#[0-9]* *sent ' "$tmp/outbox.txt")" -eq "$rout"
grep -h '^Message-ID: ' "$tmp"/outbox/new/* | sort -u > "$tmp/delivered"
ok "e2e-3.7 every reply delivered at least once" test "$(wc -l < "$tmp/delivered")" -eq "$rout"
echo "outbox Maildir: $(ls "$tmp/outbox/new" | wc -l) files for $rout replies"
finish
