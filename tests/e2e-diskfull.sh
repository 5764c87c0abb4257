#!/bin/sh
# e2e-diskfull.sh - a full disk, under the database and under the outbox:
# the real daemon (pbemd --foreground) stays up, says so once, and goes on
# by itself once space is back; nothing is lost or applied twice.  Each
# full disk is a small tmpfs filled with a filler file; the test needs
# mount(8) (root); without it, it is skipped (exit 77).  Test ids e2e-7.*:
#   e2e-7.1  outbox Maildir full (installation B, database elsewhere):
#            the replies stay queued with the error and a next try, none
#            is marked failed, the daemon stays up
#   e2e-7.2  space back: every reply delivered without --flush by hand
#   e2e-7.3  pbemctl mail outbox --failed and --retry requeue rows that
#            an older pbemd had given up (made failed with sqlite3), and
#            the daemon sends them again
#   e2e-7.4  database disk full while players' mails arrive
#            (installation A): the daemon stays up, logs the disk full
#            line once, the mails stay in the inbox
#   e2e-7.5  space back: the daemon says so and goes on by itself; every
#            mail applied exactly once, every reply delivered
#   e2e-7.6  start-up on a full disk: --once and --deliver exit 75 with
#            the reason; the daemon waits, then works
#   e2e-7.7  no sanitizer report, each daemon the same process throughout
#
# Installation B starts first: its replies fail at once and their first
# retry comes a minute later (flush(3)), which is spent on A.  Every wait
# polls (wait_for of e2e-lib.sh, bounded by E2E_WAIT); the two fixed
# sleeps are windows in which a repeated warning would show, not
# synchronisation.
. "$(dirname "$0")/e2e-lib.sh"

a=$tmp/a
b=$tmp/b
fa=$tmp/fs-a
fb=$tmp/fs-b
pids=
mkdir -p "$a" "$b" "$fa" "$fb"

# cleanup - stop the daemons, unmount, remove
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null || true; done
	for p in $pids; do wait "$p" 2>/dev/null || true; done
	umount "$fa" 2>/dev/null || true
	umount "$fb" 2>/dev/null || true
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

if ! mount -t tmpfs -o size=4m,mode=0700 pbemd-e2e "$fa" 2>/dev/null ||
   ! mount -t tmpfs -o size=4m,mode=0700 pbemd-e2e "$fb" 2>/dev/null; then
	echo "SKIP e2e-diskfull: cannot mount a tmpfs here (this test needs root)"
	exit 77
fi

# installation DIR DATABASE OUTBOX - a configuration and pbemctl init
installation() {
	cat > "$1/pbemd.conf" <<CONF
[pbemd]
templates = $top_srcdir/templates
content = $top_srcdir/content
database = $2
poll_interval = 1
[mail]
inbox = maildir:$1/inbox
outbox = maildir:$3
address = arbiter@e2e.example
[limits]
max_per_hour = 0
CONF
	"$bin/pbemctl" -c "$1/pbemd.conf" init > /dev/null
}
actl() { "$bin/pbemctl" -c "$a/pbemd.conf" "$@"; }
bctl() { "$bin/pbemctl" -c "$b/pbemd.conf" "$@"; }

# fill DIR - a filler file until the file system has no room left
fill() {
	dd if=/dev/zero of="$1/filler" bs=4k 2>/dev/null || true
	test "$(df -B1 --output=avail "$1" | tail -1)" -lt 4096
}

# answer CTL ADDR MSGID - a player's first reply: keep two survivors, lead
answer() {
	text=$("$1" mail outbox --full --to "$2" | awk '/^==== #/{b=""} {b=b $0 "\n"} END{printf "%s", b}')
	tok=$(printf '%s' "$text" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
	k1=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
	k2=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 4p)
	printf 'From: %s\nTo: arbiter@e2e.example\nSubject: Re: %s\nMessage-ID: <%s>\n\nkeep %s, %s\nleader %s\n' \
		"$2" "$tok" "$3" "$k1" "$k2" "$k1"
}

# inject CTL FILE - into the inbox Maildir
inject() { "$1" mail inject --raw < "$2" > /dev/null; }

# empty DIR - no file in DIR
empty() { test -z "$(ls "$1")"; }

# count PATTERN FILE - lines that match, 0 when none
count() { grep -c "$1" "$2" 2>/dev/null || true; }

# delivered DIR - distinct Message-IDs in an outbox Maildir
delivered() { cat "$1"/new/* 2>/dev/null | grep -i '^Message-ID: ' | sort -u | wc -l; }

# rows CTL [STATE] - outbox rows, or those in one state
rows() { "$1" mail outbox | grep -c "^#[0-9]* *${2:-[a-z]*} " || true; }

# all_sent CTL DIR - every row sent and delivered
all_sent() { test "$(rows "$1" sent)" -eq "$(rows "$1")" && test "$(delivered "$2")" -eq "$(rows "$1")"; }

players=ann@e2e.example,bob@e2e.example,cid@e2e.example
seed=00000000000000000000000000000000000000000000000000000000000000d1

# ---- B: the outbox Maildir on a full disk ---------------------------
installation "$b" "$b/pbemd.db" "$fb/outbox"
bctl game new dow --players "$players" --seed "$seed" > /dev/null
for p in ann bob cid; do answer bctl $p@e2e.example b-$p@e2e > "$b/$p.eml"; done
fill "$fb" || { echo "FAIL e2e-7.0 filling the outbox's file system"; exit 1; }
"$bin/pbemd" -c "$b/pbemd.conf" --foreground 2> "$b/daemon.log" &
bpid=$!
pids="$pids $bpid"
for p in ann bob cid; do inject bctl "$b/$p.eml"; done

# applied CTL N - N mails applied
applied() { test "$("$1" mail inbox | grep -c ' applied ')" -eq "$2"; }
# waiting CTL - every row queued with a full disk's error, none failed
waiting() {
	"$1" mail outbox > "$tmp/listing" &&
	test "$(rows "$1" queued)" -eq "$(rows "$1")" &&
	test "$(count 'error: .*No space left on device' "$tmp/listing")" -eq "$(rows "$1")" &&
	grep -q '^#[0-9]* *queued .*tries 1, next in ' "$tmp/listing"
}
ok "e2e-7.1 outbox full: the three answers are applied" wait_for applied bctl 3
ok "e2e-7.1 every reply stays queued with its error and next try" wait_for waiting bctl
ok "e2e-7.1 none is given up" test "$(rows bctl failed)" -eq 0
ok "e2e-7.1 the log says it will retry" grep -q 'No space left on device (will retry)' "$b/daemon.log"
ok "e2e-7.1 the daemon is up" kill -0 "$bpid"
rm -f "$fb/filler"

# ---- A: the database on a full disk ---------------------------------
installation "$a" "$fa/pbemd.db" "$a/outbox"
actl game new dow --players "$players" --seed "$seed" > /dev/null
"$bin/pbemd" -c "$a/pbemd.conf" --foreground 2> "$a/daemon.log" &
apid=$!
pids="$pids $apid"
ok "e2e-7.4 the welcome mails go out" wait_for all_sent actl "$a/outbox"
for p in ann bob cid; do answer actl $p@e2e.example a-$p@e2e > "$a/$p.eml"; done
fill "$fa" || { echo "FAIL e2e-7.0 filling the database's file system"; exit 1; }
for p in ann bob cid; do inject actl "$a/$p.eml"; done
ok "e2e-7.4 database full: the daemon says so" \
	wait_for grep -q 'warning: disk full: .*fs-a (the database.s file system has [0-9]* bytes free).*; waiting for free space on .*fs-a; mail stays in the inbox and is applied once space is back; retrying in [0-9]*s' "$a/daemon.log"
sleep 4 # a window for a second warning, which must not come
ok "e2e-7.4 once" test "$(count 'disk full' "$a/daemon.log")" -eq 1
ok "e2e-7.4 no other warning" test "$(count 'warning:' "$a/daemon.log")" -eq 1
ok "e2e-7.4 the daemon is up" kill -0 "$apid"
ok "e2e-7.4 the mails stay in the inbox" test "$(ls "$a/inbox/new" | wc -l)" -eq 3
rm -f "$fa/filler"
ok "e2e-7.5 space back: the daemon says so" wait_for grep -q 'disk space back: going on' "$a/daemon.log"
ok "e2e-7.5 every mail taken from the inbox" wait_for empty "$a/inbox/new"
ok "e2e-7.5 each mail applied once" wait_for applied actl 3
actl mail inbox > "$tmp/inbox-a"
for p in ann bob cid; do
	ok "e2e-7.5 $p's mail once in the inbox table" test "$(count "a-$p@e2e" "$tmp/inbox-a")" -eq 1
done
ok "e2e-7.5 six moves, the game verifies" sh -c \
	"'$bin/pbemctl' -c '$a/pbemd.conf' game export 1 --json | grep -q '\"seq\": 6,' &&
	 '$bin/pbemctl' -c '$a/pbemd.conf' game verify 1"
ok "e2e-7.5 every reply delivered" wait_for all_sent actl "$a/outbox"
ok "e2e-7.5 one disk full and one going on, no restart" sh -c \
	"kill -0 $apid && test \$(grep -c 'disk full' '$a/daemon.log') -eq 1 &&
	 test \$(grep -c 'disk space back' '$a/daemon.log') -eq 1"

# ---- A again: start-up on a full disk -------------------------------
kill "$apid"
ok "e2e-7.6 SIGTERM: exit 0" wait "$apid"
pids=$bpid
fill "$fa" || { echo "FAIL e2e-7.0 filling the database's file system"; exit 1; }
printf 'From: ann@e2e.example\nTo: arbiter@e2e.example\nSubject: hello\nMessage-ID: <a-hello@e2e>\n\nstatus\n' \
	> "$a/hello.eml"
inject actl "$a/hello.eml"
ok "e2e-7.6 --once on a full disk exits 75 and says why" sh -c \
	"'$bin/pbemd' -c '$a/pbemd.conf' --once 2> '$tmp/once.err'; test \$? -eq 75 &&
	 grep -q 'disk full: ' '$tmp/once.err'"
ok "e2e-7.6 --deliver on a full disk exits 75 (the MTA keeps the mail)" sh -c \
	"'$bin/pbemd' -c '$a/pbemd.conf' --deliver < '$a/hello.eml' 2> '$tmp/deliver.err'; test \$? -eq 75 &&
	 grep -q 'disk full: ' '$tmp/deliver.err'"
"$bin/pbemd" -c "$a/pbemd.conf" --foreground 2> "$a/daemon2.log" &
apid=$!
pids="$pids $apid"
ok "e2e-7.6 started on a full disk: the daemon waits and says so" \
	wait_for grep -q 'warning: disk full: .*; waiting for free space on .*fs-a;' "$a/daemon2.log"
sleep 3 # a window for a second warning, which must not come
ok "e2e-7.6 once, and up" sh -c "kill -0 $apid && test \$(grep -c 'disk full' '$a/daemon2.log') -eq 1"
ok "e2e-7.6 the mail waits in the inbox" test "$(ls "$a/inbox/new" | wc -l)" -eq 1
rm -f "$fa/filler"
ok "e2e-7.6 space back: it goes on" wait_for grep -q 'disk space back: going on' "$a/daemon2.log"
ok "e2e-7.6 the mail is taken once" wait_for sh -c \
	"'$bin/pbemctl' -c '$a/pbemd.conf' mail inbox | grep -c 'a-hello@e2e' | grep -qx 1"
ok "e2e-7.6 and answered" wait_for all_sent actl "$a/outbox"

# ---- B again: space is back for the outbox --------------------------
ok "e2e-7.2 every reply delivered, without --flush" wait_for all_sent bctl "$fb/outbox"
bctl mail outbox > "$tmp/listing"
ok "e2e-7.2 each took more than one try and lost its error" sh -c \
	"! grep -q ' tries 1 \\|error:' '$tmp/listing'"
ok "e2e-7.2 the daemon is up" kill -0 "$bpid"

# Rows an older pbemd gave up on a full disk: failed, the error kept.
if command -v sqlite3 > /dev/null; then
	sqlite3 -cmd ".timeout 30000" "$b/pbemd.db" "UPDATE outbox SET state = 'failed', sent = NULL,
	    last_error = 'write: No space left on device (given up)' WHERE id IN (1, 2, 4)"
	before=$(ls "$fb/outbox/new" | wc -l)
	bctl mail outbox > "$tmp/listing"
	ok "e2e-7.3 failed rows show their error" \
		test "$(count 'error: write: No space left on device (given up)' "$tmp/listing")" -eq 3
	ok "e2e-7.3 --retry of a sent mail is refused" sh -c \
		"'$bin/pbemctl' -c '$b/pbemd.conf' mail outbox --retry 3 2>/dev/null; test \$? -eq 66"
	ok "e2e-7.3 --retry ID requeues one" sh -c \
		"'$bin/pbemctl' -c '$b/pbemd.conf' mail outbox --retry 4 | grep -qx '#4 requeued'"
	ok "e2e-7.3 --failed requeues the others" sh -c \
		"'$bin/pbemctl' -c '$b/pbemd.conf' mail outbox --failed | grep -qx '2 failed mails requeued'"
	ok "e2e-7.3 the daemon sends them again" wait_for sh -c \
		"test \$(ls '$fb/outbox/new' | wc -l) -eq \$(($before + 3))"
	ok "e2e-7.3 all sent" wait_for all_sent bctl "$fb/outbox"
	ok "e2e-7.3 --failed with none failed" sh -c \
		"'$bin/pbemctl' -c '$b/pbemd.conf' mail outbox --failed | grep -qx '0 failed mails requeued'"
else
	echo "skip e2e-7.3: no sqlite3 program to make rows failed"
fi

kill "$apid" "$bpid"
ok "e2e-7.7 daemon A exits 0 on SIGTERM" wait "$apid"
ok "e2e-7.7 daemon B exits 0 on SIGTERM" wait "$bpid"
pids=
ok "e2e-7.7 no sanitizer report" sh -c \
	"! grep -q 'ERROR: AddressSanitizer\|runtime error\|LeakSanitizer' '$a/daemon.log' '$a/daemon2.log' '$b/daemon.log'"
finish
