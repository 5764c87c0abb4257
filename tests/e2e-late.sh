#!/bin/sh
# e2e-late.sh - a picture drawn late: pbemd --deliver beside a running
# daemon queues its replies' pictures for the daemon's flush (notify.c
# P1, flush.c F3), and the mails players receive are those a --deliver
# alone sends, byte for byte.  Test ids e2e-17.*.
#
#   e2e-17.1  --deliver with no daemon draws and sends its pictures
#   e2e-17.2  beside a daemon (its pid file locked), --deliver sends the
#             mails without a picture to draw and leaves the others
#             queued, in the database
#   e2e-17.3  the daemon gone, a later pbemd --once draws and sends them
#             (by its drawing process, an exec of pbemd: drawer(3)):
#             both outboxes the same, mail by mail
#   e2e-17.4  a real daemon, woken by --deliver (SIGUSR1), draws and sends
#             at once, not at its next poll; the same bytes again
. "$(dirname "$0")/e2e-lib.sh"

PBEMD_FAKE_NOW=1800000000; export PBEMD_FAKE_NOW
seed=00000000000000000000000000000000000000000000000000000000000000aa
# site DIR - a site of its own in DIR, its game made as the other's
site() {
	(umask 077 && mkdir -p "$1/inbox/new" "$1/inbox/cur" "$1/inbox/tmp" "$1/outbox/new" \
		"$1/outbox/cur" "$1/outbox/tmp" "$1/run")
	sed "s|^\[pbemd\]$|[pbemd]\npid_file = run/pbemd.pid|" "$conf" > "$1/pbemd.conf"
	"$bin/pbemctl" -c "$1/pbemd.conf" init > /dev/null
	"$bin/pbemctl" -c "$1/pbemd.conf" game new dow \
		--players ann@e2e.example,bob@e2e.example,cid@e2e.example --seed $seed > /dev/null
	"$bin/pbemd" -c "$1/pbemd.conf" --once -q
}
chmod 700 "$tmp"
site "$tmp/a"
site "$tmp/b"
cp "$tmp/a/pbemd.key" "$tmp/b/pbemd.key" # the same tokens in both
cp "$tmp/a/pbemd.db" "$tmp/b/pbemd.db"
rm -f "$tmp/a/outbox/new/"* "$tmp/b/outbox/new/"*

# mail N WHO - player WHO's mail number N, answering the arbiter's last
mail() {
	_tok=$("$bin/pbemctl" -c "$tmp/a/pbemd.conf" mail outbox --full --to "$2@e2e.example" |
		grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1)
	printf 'From: %s@e2e.example\nSubject: Re: %s\nMessage-ID: <late%s@e2e>\n\nshow\n' \
		"$2" "$_tok" "$1"
}
mail 1 ann > "$tmp/m1"
mail 2 bob > "$tmp/m2"
mail 3 cid > "$tmp/m3"
deliver() { "$bin/pbemd" -c "$1/pbemd.conf" --deliver -q < "$2"; }
# pictures DIR - how many mails of DIR's outbox carry a picture
pictures() { grep -l '^Content-Type: image/png' "$1/outbox/new/"* 2>/dev/null | wc -l; }
# queued DIR - how many outbox rows wait for their picture
waiting() { sqlite3 "$1/pbemd.db" 'SELECT count(*) FROM outbox_picture'; }

# ---- e2e-17.1 no daemon: --deliver draws ------------------------------------
for m in 1 2 3; do deliver "$tmp/a" "$tmp/m$m"; done
ok "e2e-17.1 no daemon: --deliver's mails carry their pictures" test "$(pictures "$tmp/a")" -ge 3
ok "e2e-17.1 no daemon: nothing waits for a picture" test "$(waiting "$tmp/a")" -eq 0

# ---- e2e-17.2 beside a daemon: pictures wait --------------------------------
# holder - a daemon as --deliver sees one: the pid file locked, its pid
# in it; it ignores the SIGUSR1 that wakes a daemon
flock "$tmp/b/run/pbemd.pid" sh -c 'trap "" USR1; echo $$ > "$0"; exec sleep 600' \
	"$tmp/b/run/pbemd.pid" &
holder=$!
locked() { grep -q . "$tmp/b/run/pbemd.pid" && ! flock -n "$tmp/b/run/pbemd.pid" true; }
wait_for locked
for m in 1 2 3; do deliver "$tmp/b" "$tmp/m$m"; done
ok "e2e-17.2 beside a daemon: no mail sent with a picture" test "$(pictures "$tmp/b")" -eq 0
ok "e2e-17.2 beside a daemon: the pictures wait in the database" test "$(waiting "$tmp/b")" -ge 3
ok "e2e-17.2 they stay queued" sh -c "test \$(sqlite3 '$tmp/b/pbemd.db' \"SELECT count(*) FROM outbox o JOIN outbox_picture p ON p.id = o.id WHERE o.state = 'queued'\") -ge 3"
kill "$(cat "$tmp/b/run/pbemd.pid")" "$holder"
wait "$holder" 2>/dev/null || true
unlocked() { flock -n "$tmp/b/run/pbemd.pid" true; }
wait_for unlocked

# ---- e2e-17.3 a later pass draws them ----------------------------------------
"$bin/pbemd" -c "$tmp/b/pbemd.conf" --once -q 2> "$tmp/once.log"
ok "e2e-17.3 --once drew and sent them: nothing waits" test "$(waiting "$tmp/b")" -eq 0
ok "e2e-17.3 its drawing process (pbemd --drawer) drew them: no fallback logged" \
	sh -c "! grep -q drawer '$tmp/once.log'"
# by_id DIR OUT - each mail of DIR's outbox copied to OUT/ by its Message-ID
by_id() {
	mkdir -p "$2"
	for f in "$1/outbox/new/"*; do
		cp "$f" "$2/$(sed -n 's/^Message-ID: <\([^>]*\)>.*/\1/p' "$f" | head -1)"
	done
}
by_id "$tmp/a" "$tmp/ida"
by_id "$tmp/b" "$tmp/idb"
ok "e2e-17.3 as many mails sent" test "$(ls "$tmp/ida" | wc -l)" -eq "$(ls "$tmp/idb" | wc -l)"
ok "e2e-17.3 as many pictures" test "$(pictures "$tmp/a")" -eq "$(pictures "$tmp/b")"
for f in "$tmp/ida/"*; do
	ok "e2e-17.3 $(basename "$f") byte for byte" cmp "$f" "$tmp/idb/$(basename "$f")"
done
ok "e2e-17.3 the mail kept is the one sent" sh -c "
	'$bin/pbemctl' -c '$tmp/b/pbemd.conf' mail outbox --full | grep -c '^Content-Type: image/png' |
	grep -qx \"\$('$bin/pbemctl' -c '$tmp/a/pbemd.conf' mail outbox --full | grep -c '^Content-Type: image/png')\""

# ---- e2e-17.4 a daemon woken by --deliver -----------------------------------
mail 4 ann > "$tmp/m4"
deliver "$tmp/a" "$tmp/m4"
sed -i 's/^poll_interval = .*/poll_interval = 3600/' "$tmp/b/pbemd.conf"
"$bin/pbemd" -c "$tmp/b/pbemd.conf" --foreground 2> "$tmp/daemon.log" &
daemon=$!
passed() { grep -q . "$tmp/b/run/pbemd.pid" && "$bin/pbemctl" -c "$tmp/b/pbemd.conf" status --json | grep -q '"last_pass": "'; }
wait_for passed
deliver "$tmp/b" "$tmp/m4"
# sent4 - the reply to mail 4 is in b's outbox
sent4() { grep -l '^In-Reply-To: <late4@e2e>' "$tmp/b/outbox/new/"* > /dev/null; }
ok "e2e-17.4 the woken daemon sent the reply (its poll is an hour)" wait_for sent4
ok "e2e-17.4 and nothing waits" test "$(waiting "$tmp/b")" -eq 0
ok "e2e-17.4 the daemon sent it, not --deliver" grep -q 'outbox: 1 sent' "$tmp/daemon.log"
ok "e2e-17.4 the daemon still runs" kill -0 "$daemon"
kill -TERM "$daemon" 2>/dev/null || sed "s/^/# /" "$tmp/daemon.log"
st=0; wait "$daemon" || st=$?
ok "e2e-17.4 SIGTERM: exit 0" test "$st" -eq 0
rm -rf "$tmp/ida" "$tmp/idb"
by_id "$tmp/a" "$tmp/ida"
by_id "$tmp/b" "$tmp/idb"
ok "e2e-17.4 as many mails sent" test "$(ls "$tmp/ida" | wc -l)" -eq "$(ls "$tmp/idb" | wc -l)"
f=$(grep -l '^In-Reply-To: <late4@e2e>' "$tmp/ida/"* | head -1)
ok "e2e-17.4 the reply carries its picture" grep -q '^Content-Type: image/png' "$f"
ok "e2e-17.4 $(basename "$f") byte for byte" cmp "$f" "$tmp/idb/$(basename "$f")"
finish
