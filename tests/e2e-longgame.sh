#!/bin/sh
# e2e-longgame.sh - a long game (tests/longgame: Dead of Winter played by
# the moderator's force, with an undo every ten moves) keeps snapshots
# of its state every 64 moves, undoes from them, verifies them against
# the state rebuilt from the seed, and keeps its sent mail compact after
# a daemon pass, with the text and the seed hash verify and HISTORY read
# (issue 15; schema 021).  Test ids e2e-21.*.
#   e2e-21.1  170 moves are logged; moves 64 and 128 have a snapshot,
#             and so has every undo
#   e2e-21.2  the game verifies
#   e2e-21.3  an undo to move 130 (from the snapshot of 128) applies,
#             and the game still verifies
#   e2e-21.4  pbemd --once sends the mail and keeps every sent mail
#             compact: no whole mail is left, each compact one is
#             smaller than it was
#   e2e-21.5  a compact mail still shows its text and seed hash
#             (pbemctl mail outbox --full), and the game verifies
#   e2e-21.6  a snapshot that is not its move's state fails verify,
#             naming the move, and the undo that would use it is refused
#   e2e-21.7  a seed hash kept beside a compact mail that is not the
#             game's fails verify (seed commitment)
#   e2e-21.8  player forget removes the address from compact mails too,
#             and the game still verifies
#   e2e-21.9  once a dictionary is made, the daemon's flush makes the
#             mails it sends compact in the transaction that marks them
#             sent (flush.c F4): none is left for the end of the pass,
#             each keeps the seed hash kept when it was queued, or read
#             from the mail for one queued without it (an older
#             version's), and the game verifies
#   e2e-21.10 the daemon's own reply with a picture: drawn by its flush
#             (notify.c P1) and sent with it, made compact in the
#             transaction that marks it sent (flush.c F4), nothing left
#             waiting for a picture
. "$(dirname "$0")/e2e-lib.sh"

if ! command -v sqlite3 >/dev/null 2>&1; then
	echo "skip e2e-21.*: no sqlite3"
	exit 77
fi
export PBEMD_FAKE_NOW=1793606400
printf '[pbemd]\nmoderator = mod@test.example\n[limits]\nmax_per_hour = 0\n' >> "$conf"
ctl init >/dev/null 2>&1
chmod -R go-rwx "$tmp"
ctl game new dow --players a@x.example,b@x.example,c@x.example \
	--seed 0101010101010101010101010101010101010101010101010101010101010101 >/dev/null
db=$tmp/pbemd.db
q() { sqlite3 -cmd ".timeout 30000" "$db" "$1"; }

# 150 moves without mail, then 20 with theirs (more than the 20 mails
# the first compression dictionary is made of).
"$top_builddir/tests/longgame" -c "$conf" 1 play 150 fast
"$top_builddir/tests/longgame" -c "$conf" 1 play 170
ok "e2e-21.1 170 moves, snapshots of 64, 128 and every undo" \
	test "$(q 'SELECT max(seq) FROM moves'):$(q "SELECT count(*) FROM snapshots WHERE seq IN (64, 128)
		OR seq IN (SELECT seq FROM moves WHERE command GLOB 'undo *')"):$(q 'SELECT count(*) FROM snapshots')" \
	= "170:$(q "SELECT 2 + count(*) FROM moves WHERE command GLOB 'undo *' AND seq NOT IN (64, 128)"):$(q "SELECT 2 + count(*) FROM moves WHERE command GLOB 'undo *' AND seq NOT IN (64, 128)")"
ok "e2e-21.2 the long game verifies" ctl game verify 1
ok "e2e-21.3 an undo to move 130, then verify" sh -c \
	"'$bin/pbemctl' -c '$conf' game undo 1 130 && '$bin/pbemctl' -c '$conf' game verify 1"

whole=$(q "SELECT sum(length(message)) FROM outbox_body")
ok "e2e-21.4.0 no mail is compact before the daemon's pass" \
	test "$(q 'SELECT count(*) FROM outbox WHERE packed IS NOT NULL'):$(q 'SELECT count(*) FROM zip_dicts')" = "0:0"
"$bin/pbemd" -c "$conf" --once -q
ok "e2e-21.4 every sent mail is compact, and smaller" sh -c \
	"test \"\$(sqlite3 '$db' \"SELECT count(*) FROM outbox WHERE state <> 'sent' OR packed IS NULL OR message <> ''\")\" = 0 &&
	 test \"\$(sqlite3 '$db' 'SELECT count(*) FROM zip_dicts')\" = 1 &&
	 test \"\$(sqlite3 '$db' 'SELECT count(*) FROM outbox_body')\" = 0 &&
	 test \"\$(sqlite3 '$db' 'SELECT sum(length(packed)) FROM outbox')\" -lt $whole"
seed=$(q "SELECT seed_hash FROM games WHERE id = 1")
ok "e2e-21.5 a compact mail shows its text; verify" sh -c \
	"'$bin/pbemctl' -c '$conf' mail outbox --full --to a@x.example | grep -q 'Seed hash: $seed' &&
	 test \"\$(sqlite3 '$db' \"SELECT count(DISTINCT seed_hash) FROM outbox WHERE seat > 0\")\" = 1 &&
	 '$bin/pbemctl' -c '$conf' game verify 1"

cp "$db" "$tmp/saved.db"
q "UPDATE snapshots SET state = (SELECT state FROM snapshots WHERE seq = 128) WHERE seq = 64"
ok "e2e-21.6 a wrong snapshot fails verify and undo" sh -c \
	"out=\$('$bin/pbemctl' -c '$conf' game verify 1); test \$? -eq 1 &&
	 echo \"\$out\" | grep -q 'move 64: the snapshot differs' &&
	 out=\$('$bin/pbemctl' -c '$conf' game undo 1 64 2>&1); test \$? -ne 0 &&
	 echo \"\$out\" | grep -q 'snapshot of move 64'"
cp "$tmp/saved.db" "$db"; rm -f "$db-wal" "$db-shm"
q "UPDATE outbox SET seed_hash = '$(printf '%064d' 0)' WHERE id = (SELECT max(id) FROM outbox WHERE seat = 2)"
ok "e2e-21.7 a wrong kept seed hash fails verify" sh -c \
	"out=\$('$bin/pbemctl' -c '$conf' game verify 1); test \$? -eq 1 &&
	 echo \"\$out\" | grep -q 'seed commitment: mail .* to Player 2'"
cp "$tmp/saved.db" "$db"; rm -f "$db-wal" "$db-shm"
n=$(ctl mail outbox --full | grep -c 'b@x.example' || true)
ok "e2e-21.8 forget reaches compact mails; verify" sh -c \
	"test $n -gt 0 && '$bin/pbemctl' -c '$conf' player forget b@x.example --force &&
	 test \"\$('$bin/pbemctl' -c '$conf' mail outbox --full | grep -c 'b@x.example')\" = 0 &&
	 '$bin/pbemctl' -c '$conf' game verify 1"

cp "$tmp/saved.db" "$db"; rm -f "$db-wal" "$db-shm"
"$top_builddir/tests/longgame" -c "$conf" 1 play 175
q "UPDATE outbox SET state = 'queued', sent = NULL WHERE packed IS NULL"
q "UPDATE outbox SET seed_hash = NULL WHERE id = (SELECT max(id) FROM outbox WHERE seat = 1 AND state = 'queued')"
new=$(q "SELECT count(*) FROM outbox WHERE state = 'queued' AND seed_hash IS NOT NULL")
"$bin/pbemd" -c "$conf" --once > "$tmp/f4.log" 2>&1
ok "e2e-21.9 the flush makes what it sends compact; verify" sh -c \
	"test $new -gt 0 && grep -q 'outbox: $((new + 1)) sent' '$tmp/f4.log' &&
	 ! grep -q 'kept compact' '$tmp/f4.log' &&
	 test \"\$(sqlite3 '$db' \"SELECT count(*) FROM outbox WHERE state <> 'sent' OR packed IS NULL OR (seat > 0 AND seed_hash IS NULL)\")\" = 0 &&
	 test \"\$(sqlite3 '$db' \"SELECT count(DISTINCT seed_hash) FROM outbox WHERE seat > 0\")\" = 1 &&
	 '$bin/pbemctl' -c '$conf' game verify 1"

# A player's mail that the daemon answers with the board.
tok=$(ctl mail outbox --full --to a@x.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1)
printf 'From: a@x.example\nSubject: Re: %s\nMessage-ID: <pic1@x.example>\n\nshow\n' "$tok" |
	ctl mail inject --raw >/dev/null
"$bin/pbemd" -c "$conf" --once > "$tmp/p1.log" 2>&1
reply=$(grep -l '^In-Reply-To: <pic1@x.example>' "$tmp/outbox/new/"* | head -1)
ok "e2e-21.10 the daemon's reply carries its picture" grep -q '^Content-Type: image/png' "$reply"
ok "e2e-21.10 sent, compact, nothing waits for a picture" sh -c \
	"test \"\$(sqlite3 '$db' \"SELECT (SELECT count(*) FROM outbox WHERE state <> 'sent' OR packed IS NULL) + (SELECT count(*) FROM outbox_picture)\")\" = 0"
finish
