#!/bin/sh
# e2e-daemon.sh - pbemd as a service: --help and --version, pbemd -n checking
# what the daemon needs (exit 78 and one line), private files under any
# umask, the pid file, SIGHUP, SIGTERM, detaching to syslog, and
# pbemctl status.  Test ids e2e-8.*.
#
#   e2e-8.1   --help and --version of pbemd and pbemctl
#   e2e-8.2   pbemd -n: each thing the daemon needs, missing or refused
#   e2e-8.3   every file created under umask 022 is unreadable to nobody;
#             -n and init warn of a file others can read
#   e2e-8.4   the daemon in the foreground: pid file, status, a second
#             daemon refused, SIGHUP reloads templates, SIGTERM exits 0
#   e2e-8.5   detached: back at once, nothing on the terminal, syslog
. "$(dirname "$0")/e2e-lib.sh"

version=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"/\1/p' "$top_builddir/config.h")
pbemd() { "$bin/pbemd" "$@"; }
# as_nobody COMMAND... - run as an unprivileged user
as_nobody() { setpriv --reuid=nobody --regid=nogroup --clear-groups -- "$@"; }
# fails78 PATTERN COMMAND... - exits 78 with one line matching PATTERN
fails78() {
	_pat=$1; shift
	"$@" > "$tmp/out" 2> "$tmp/err"; _st=$?
	[ "$_st" -eq 78 ] && [ "$(wc -l < "$tmp/err")" -eq 1 ] && grep -q "$_pat" "$tmp/err"
}

# ---- e2e-8.1 --help, --version -------------------------------------------
ok "e2e-8.1 pbemd --help: usage on stdout, exit 0" sh -c "'$bin/pbemd' --help | grep -q 'usage: pbemd'"
ok "e2e-8.1 pbemd --version" sh -c "test \"\$('$bin/pbemd' --version)\" = 'pbemd $version'"
ok "e2e-8.1 pbemctl --help lists status" sh -c "'$bin/pbemctl' --help | grep -q 'status \[--json\]'"
ok "e2e-8.1 pbemctl --version" sh -c "test \"\$('$bin/pbemctl' --version)\" = 'pbemctl $version'"

# ---- e2e-8.2 pbemd -n -----------------------------------------------------
cp -r "$top_srcdir/templates" "$tmp/templates"
sed -i "s|^templates = .*|templates = $tmp/templates|" "$conf"
ok "e2e-8.2 -n without a database: exit 78, run pbemctl init" \
	fails78 "database .*pbemctl -c .* init" pbemd -c "$conf" -n
umask 022
ctl init > /dev/null
ok "e2e-8.2 -n after init: OK" pbemd -c "$conf" -n
mv "$tmp/pbemd.key" "$tmp/key.saved"
ok "e2e-8.2 -n without the key: exit 78" fails78 "key: .*pbemd.key" pbemd -c "$conf" -n
mv "$tmp/key.saved" "$tmp/pbemd.key"
cp "$tmp/templates/it/reply.txt" "$tmp/reply.saved"
printf '{{#results}}\nnever closed\n' >> "$tmp/templates/it/reply.txt"
ok "e2e-8.2 -n with a broken template: exit 78" \
	fails78 "templates .*(it)" pbemd -c "$conf" -n
mv "$tmp/reply.saved" "$tmp/templates/it/reply.txt"
mv "$tmp/outbox/tmp" "$tmp/outbox.tmp"
ok "e2e-8.2 -n with the outbox Maildir broken: exit 78" \
	fails78 "outbox Maildir .*outbox/tmp" pbemd -c "$conf" -n
mv "$tmp/outbox.tmp" "$tmp/outbox/tmp"
printf 'not a database, not at all, just text\n' > "$tmp/bad.db"
chmod 600 "$tmp/bad.db"
sed "s|^\[pbemd\]|[pbemd]\ndatabase = bad.db|" "$conf" > "$tmp/bad.conf"
ok "e2e-8.2 -n on a file that is no database: exit 78" fails78 "database .*bad.db" \
	pbemd -c "$tmp/bad.conf" -n
chmod 755 "$tmp"
ok "e2e-8.2 -n as a user who cannot write the database: exit 78" \
	fails78 "database" as_nobody "$bin/pbemd" -c "$conf" -n
ok "e2e-8.2 -n creates nothing" sh -c "test ! -e '$tmp/pbemd.db-journal' && test ! -e '$tmp/bad.db-wal'"

# ---- e2e-8.3 private by construction (umask 022) -------------------------
game=$(ctl game new dow --players ann@e2e.example,bob@e2e.example,cid@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000aa)
tok=$(ctl mail outbox --full --to ann@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
printf 'From: ann@e2e.example\nSubject: Re: %s\nMessage-ID: <p1@e2e>\n\nshow\n' "$tok" |
	ctl mail inject --raw > /dev/null
pbemd -c "$conf" --once -q
ctl game export "$game" --json > /dev/null
chmod 755 "$tmp"
chmod 644 "$conf"
# unreadable - nobody can read no file of pbemd's, nor list its folders
unreadable() {
	find "$tmp" -mindepth 1 \( -path "$tmp/templates" -o -path "$tmp/templates/*" \
		-o -name pbemd.conf -o -name bad.conf -o -name bad.db -o -name out -o -name err -o -name files \) -prune \
		-o -print > "$tmp/files"
	[ "$(wc -l < "$tmp/files")" -ge 10 ] || return 1
	while read -r f; do
		if [ -d "$f" ]; then as_nobody ls "$f" > /dev/null 2>&1 && { echo "# listable: $f" >&3; return 1; }
		else as_nobody cat "$f" > /dev/null 2>&1 && { echo "# readable: $f" >&3; return 1; }; fi
	done < "$tmp/files"
	return 0
}
exec 3>&1
ok "e2e-8.3 under umask 022 no file of pbemd's is readable by nobody" unreadable
ok "e2e-8.3 the database is 0600, its -wal too" sh -c \
	"test \$(stat -c %a '$tmp/pbemd.db') = 600 && { test ! -e '$tmp/pbemd.db-wal' || test \$(stat -c %a '$tmp/pbemd.db-wal') = 600; }"
# no_strings - nobody's strings(1) of the database shows nothing
no_strings() { ! as_nobody strings "$tmp/pbemd.db" 2>/dev/null | grep -q .; }
ok "e2e-8.3 nobody's strings of the database show no hand" no_strings
chmod 644 "$tmp/pbemd.db"
chmod 755 "$tmp/inbox"
ok "e2e-8.3 pbemd -n warns of a database others can read" \
	sh -c "'$bin/pbemd' -c '$conf' -n 2>&1 | grep -q 'pbemd.db: group or others can read it (mode 0644): chmod 600'"
ok "e2e-8.3 pbemctl init warns of a Maildir others can read" \
	sh -c "'$bin/pbemctl' -c '$conf' init 2>&1 | grep -q 'inbox: group or others can read it (mode 0755): chmod 700'"
chmod 600 "$tmp/pbemd.db"
chmod 700 "$tmp/inbox"

# ---- e2e-8.4 the daemon in the foreground ---------------------------------
sed -i 's|^\[pbemd\]$|[pbemd]\npid_file = run/pbemd.pid|' "$conf"
mkdir -p "$tmp/run"
"$bin/pbemd" -c "$conf" --foreground 2> "$tmp/daemon.log" &
daemon=$!
has_pid() { test "$(cat "$tmp/run/pbemd.pid" 2>/dev/null)" = "$daemon"; }
ok "e2e-8.4 the pid file holds the daemon's pid" wait_for has_pid
# passed - the daemon has ended a pass
passed() { ctl status --json | grep -q '"last_pass": "20'; }
ok "e2e-8.4 status: a last pass" wait_for passed
ok "e2e-8.4 status: running, with its pid, exit 0" \
	sh -c "'$bin/pbemctl' -c '$conf' status | grep -q 'daemon: *running, pid $daemon'"
ok "e2e-8.4 status --json says health 0" sh -c "'$bin/pbemctl' -c '$conf' status --json | grep -q '\"health\": 0'"
ok "e2e-8.4 a second daemon on the pid file is refused (exit 75)" sh -c "
	'$bin/pbemd' -c '$conf' --foreground 2> '$tmp/second.err'; test \$? -eq 75 &&
	grep -q 'another pbemd (pid $daemon) holds' '$tmp/second.err'"

# SIGHUP: the next reply uses the template as it is now.
printf '\nHUP-MARKER: templates read again.\n' >> "$tmp/templates/en/reply.txt"
kill -HUP "$daemon"
ok "e2e-8.4 SIGHUP: the daemon says it reloaded" wait_for grep -q 'reloaded' "$tmp/daemon.log"
tok=$(ctl mail outbox --full --to bob@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1)
printf 'From: bob@e2e.example\nSubject: Re: %s\nMessage-ID: <p2@e2e>\n\nshow\n' "$tok" |
	ctl mail inject --raw > /dev/null
marked() { ctl mail outbox --full --to bob@e2e.example | grep -q 'HUP-MARKER'; }
ok "e2e-8.4 after SIGHUP a reply is rendered from the new template" wait_for marked
sed -i 's/^inbox = .*/inbox = nonsense:x/' "$conf"
kill -HUP "$daemon"
ok "e2e-8.4 SIGHUP with a bad configuration: a warning, the old one kept" \
	wait_for grep -q 'reload: .*going on with the configuration read before' "$tmp/daemon.log"
ok "e2e-8.4 and the daemon still runs" kill -0 "$daemon"
sed -i "s|^inbox = .*|inbox = maildir:inbox|" "$conf"

kill -TERM "$daemon"
st=0; wait "$daemon" || st=$?
ok "e2e-8.4 SIGTERM: exit 0" test "$st" -eq 0
ok "e2e-8.4 the pid file is gone" test ! -e "$tmp/run/pbemd.pid"
ok "e2e-8.4 status: not running, exit 1" sh -c "
	'$bin/pbemctl' -c '$conf' status > '$tmp/status'; test \$? -eq 1 && grep -q 'not running' '$tmp/status'"
ok "e2e-8.4 no mail lost: both mails applied" \
	sh -c "test \$('$bin/pbemctl' -c '$conf' mail inbox | grep -c applied) -ge 2"

# ---- e2e-8.5 detached: syslog ---------------------------------------------
# Without a syslog daemon, a listener of our own on /dev/log reads what the
# daemon logs (removed afterwards); with one, only the detaching is checked.
syslog=
if [ ! -e /dev/log ] && [ "$(id -u)" -eq 0 ] && command -v python3 > /dev/null; then
	python3 -c '
import socket, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
s.bind("/dev/log")
open(sys.argv[1] + ".ready", "w").close()
with open(sys.argv[1], "a") as f:
	while True:
		f.write(s.recv(4096).decode("utf-8", "replace") + "\n"); f.flush()
' "$tmp/syslog" &
	syslog=$!
	trap 'kill $syslog 2>/dev/null || true; rm -f /dev/log; rm -rf "$tmp"' EXIT
	wait_for test -e "$tmp/syslog.ready"
fi
pbemd -c "$conf" > "$tmp/detach.out" 2> "$tmp/detach.err"
st=$?
ok "e2e-8.5 detaching: exit 0 at once, nothing on the terminal" \
	sh -c "test $st -eq 0 && test ! -s '$tmp/detach.out' && test ! -s '$tmp/detach.err'"
ok "e2e-8.5 the detached daemon wrote its pid file" wait_for test -s "$tmp/run/pbemd.pid"
dpid=$(cat "$tmp/run/pbemd.pid" 2>/dev/null || echo 0)
ok "e2e-8.5 and runs" kill -0 "$dpid"
if [ -n "$syslog" ]; then
	ok "e2e-8.5 its log goes to syslog: facility mail, info, its pid" \
		wait_for grep -Eq "^<22>.*pbemd\[$dpid\]: pbemd .* started" "$tmp/syslog"
else
	echo "# e2e-8.5 syslog content not checked: /dev/log belongs to a syslog daemon here"
fi
kill -TERM "$dpid" 2>/dev/null
gone() { ! kill -0 "$dpid" 2>/dev/null; }
ok "e2e-8.5 SIGTERM stops the detached daemon" wait_for gone
if [ -n "$syslog" ]; then
	ok "e2e-8.5 its last line reaches syslog" wait_for grep -q "pbemd\[$dpid\]: stopped by a signal" "$tmp/syslog"
	kill "$syslog" 2>/dev/null; wait "$syslog" 2>/dev/null || true; rm -f /dev/log
fi
finish
