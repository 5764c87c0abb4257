#!/bin/sh
# measure-store.sh - issue 15's figures of the store, in the build given
# (an -O2 build without sanitizers: see tests/build-o2.sh), printed, never
# asserted: the suite asserts no timings (tests/check_store_plan.c and
# tests/e2e-longgame.sh check what these rely on).
#   usage: tests/measure-store.sh [BUILDDIR]
# It prints:
#   - replay --verify, an undo near the start and near the end, and one
#     command with its mail, in a game of 1,000 and of 5,000 moves
#     (tests/longgame, processor time, best of three);
#   - database growth per move of a game played with its mail (pictures
#     on), sent by a daemon pass that then keeps it compact;
#   - a daemon pass with no mail, and its peak RSS, with 10 and with
#     100,000 games stored (games copied in SQL from one game).
set -eu
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
top_builddir=${1:-$top_srcdir}
bin=$top_builddir/src
lg=$top_builddir/tests/longgame
tmp=$(mktemp -d /tmp/pbemd-measure.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
export PBEMD_FAKE_NOW=1793606400

# install DIR - an installation with one Dead of Winter game
install() {
	mkdir -p "$1"
	cat > "$1/pbemd.conf" <<CONF
[pbemd]
templates = $top_srcdir/templates
content = $top_srcdir/content
moderator = mod@test.example
[mail]
inbox = maildir:inbox
outbox = maildir:outbox
address = arbiter@e2e.example
[limits]
max_per_hour = 0
CONF
	"$bin/pbemctl" -c "$1/pbemd.conf" init >/dev/null 2>&1
	chmod -R go-rwx "$1"
	"$bin/pbemctl" -c "$1/pbemd.conf" game new dow \
		--players a@x.example,b@x.example,c@x.example \
		--seed 0101010101010101010101010101010101010101010101010101010101010101 >/dev/null
}

echo "== verify and undo (ms, best of 3)"
install "$tmp/long"
echo "-- 0 moves:"
"$lg" -c "$tmp/long/pbemd.conf" 1 time force
for n in 1000 5000; do
	"$lg" -c "$tmp/long/pbemd.conf" 1 play $n fast
	echo "-- $n moves:"
	"$lg" -c "$tmp/long/pbemd.conf" 1 time 20 $((n - 10)) force
done

echo "== growth per move (pictures on, mail sent, then kept compact)"
install "$tmp/grow"
db=$tmp/grow/pbemd.db
used() { sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE);" >/dev/null;
	echo $(( $(sqlite3 "$db" 'PRAGMA page_count') - $(sqlite3 "$db" 'PRAGMA freelist_count') )); }
psize=$(sqlite3 "$db" 'PRAGMA page_size')
before=$(used)
"$lg" -c "$tmp/grow/pbemd.conf" 1 play 200
whole=$(used)
"$bin/pbemd" -c "$tmp/grow/pbemd.conf" --once -q
after=$(used)
moves=$(sqlite3 "$db" 'SELECT max(seq) FROM moves')
echo "moves $moves, mails $(sqlite3 "$db" 'SELECT count(*) FROM outbox')"
echo "bytes per move, mail whole:   $(( (whole - before) * psize / moves ))"
echo "bytes per move, mail compact: $(( (after - before) * psize / moves ))"

echo "== a pass with no mail: 10 games, then 100,000"
install "$tmp/many"
db=$tmp/many/pbemd.db
conf=$tmp/many/pbemd.conf
"$lg" -c "$conf" 1 play 30 fast
# clone N - copies of game 1 (row, seats, clock, waits) up to N games
clone() {
	sqlite3 "$db" "WITH RECURSIVE k(i) AS (SELECT (SELECT max(id) FROM games) + 1
			UNION ALL SELECT i + 1 FROM k WHERE i < $1)
		INSERT INTO games (id, kind, status, options, seed, seed_hash, pack_hash, seq,
			state, state_hash, last_hash, created, updated)
		SELECT i, kind, status, options, seed, seed_hash, pack_hash, seq, state,
			state_hash, last_hash, created, updated FROM k, games WHERE id = 1;
		INSERT INTO seats (game_id, seat, address, name, locale)
			SELECT g.id, s.seat, 'p' || g.id || '.' || s.seat || '@x.example', s.name, s.locale
			FROM games g, seats s WHERE s.game_id = 1 AND g.id > 1
			AND NOT EXISTS (SELECT 1 FROM seats t WHERE t.game_id = g.id);
		INSERT INTO clocks (game_id, settings) SELECT g.id, c.settings FROM games g, clocks c
			WHERE c.game_id = 1 AND g.id > 1
			AND NOT EXISTS (SELECT 1 FROM clocks t WHERE t.game_id = g.id);
		INSERT INTO waits (game_id, seat, kind, since, deadline, stage, due)
			SELECT g.id, w.seat, w.kind, w.since, w.deadline + 864000, w.stage, w.due + 864000
			FROM games g, waits w WHERE w.game_id = 1 AND g.id > 1
			AND NOT EXISTS (SELECT 1 FROM waits t WHERE t.game_id = g.id);"
}
pass() { # best wall ms of 5 empty passes, and the peak RSS (KiB)
	best=999999; rss=0
	for i in 1 2 3 4 5; do
		out=$( { /usr/bin/time -f '%e %M' "$bin/pbemd" -c "$conf" --once -q; } 2>&1 | tail -1)
		ms=$(echo "$out" | awk '{printf "%d", $1 * 1000}')
		[ "$ms" -lt "$best" ] && best=$ms
		rss=$(echo "$out" | awk '{print $2}')
	done
	echo "$(sqlite3 "$db" 'SELECT count(*) FROM games') games: pass ${best} ms, peak RSS ${rss} KiB"
}
clone 10; pass
clone 100000; pass
echo "-- the deadline query, as it was and as it is (sqlite3 .timer):"
sqlite3 "$db" <<SQL 2>&1
.timer on
SELECT count(*) FROM (SELECT DISTINCT w.game_id FROM waits w JOIN clocks c ON c.game_id = w.game_id WHERE w.due <= $PBEMD_FAKE_NOW AND c.paused = 0 ORDER BY w.game_id);
SELECT count(*) FROM (SELECT w.game_id FROM waits w JOIN clocks c ON c.game_id = w.game_id WHERE w.due <= $PBEMD_FAKE_NOW AND c.paused = 0 GROUP BY +w.game_id ORDER BY +w.game_id);
SQL
