#!/bin/sh
# e2e-servers.sh - pbemd against real mail servers on loopback: Dovecot
# (IMAP, POP3, LMTP) and Postfix (SMTP, submission with STARTTLS and AUTH),
# with a throwaway CA.  Players send with swaks through Postfix; Postfix
# delivers into Dovecot over LMTP; pbemd reads the arbiter's mailbox over
# IMAP (IDLE) and POP3, and sends through Postfix's submission port; the
# test reads what each player received from the player's Maildir.
# Test ids e2e-3.*:
#
#	e2e-3.1 .. 3.3		pbemd -n on URLs, password files
#	e2e-3.4 .. 3.6		IMAP server down at start: retry, then proceed
#	e2e-3.7 .. 3.12		a game set up and one round played by mail
#	e2e-3.13 .. 3.15	SMTP 550: a permanent failure, shown
#	e2e-3.16 .. 3.17	TLS: STARTTLS, a certificate from another CA
#	e2e-3.18		SIGTERM during IDLE
#	e2e-3.19 .. 3.23	POP3: STLS with pop3_keep, pop3s with delete, the
#				kept UIDLs forgotten once the mail is gone
#	e2e-3.24		SMTP over implicit TLS (smtps://)
#	e2e-3.25 .. 3.26	plain imap:// (STARTTLS) moving done mail to
#				imap_done_folder
#	e2e-3.27		smtp://127.0.0.1, the host's MTA (the installed
#				example's outbox): no STARTTLS, so a certificate
#				that does not verify stops nothing
#	e2e-3.28		the mails of one flush share one SMTP connection
#				(Postfix's disconnect line counts 3 MAIL, RCPT
#				and DATA)
#	e2e-3.29 .. 3.31	SMTP server down: the flush stops at the first
#				failure, one log line, every mail queued with
#				one try; once the server is back, all sent
#				over one connection
#
# Needs root (a server's own config, a mail uid).  It skips (77) only when
# not root and CI is unset; in CI a missing server is a failure.
. "$(dirname "$0")/e2e-lib.sh"

# ---- can we run? --------------------------------------------------------
cannot() {
	if [ -n "${CI:-}" ]; then echo "FAIL e2e-3.0 $1 (CI must run this test)"; exit 1; fi
	echo "SKIP: $1"
	exit 77
}
[ "$(id -u)" -eq 0 ] || cannot "needs root to start Dovecot and Postfix"
for t in dovecot doveadm postfix swaks openssl perl ss; do
	command -v "$t" >/dev/null 2>&1 || cannot "$t is not installed (contrib/bootstrap installs it)"
done

. "$(dirname "$0")/e2e-mailservers.sh"
daemon=
stop_daemon() { [ -z "$daemon" ] || kill "$daemon" 2>/dev/null || true; daemon=; }
trap 'stop_daemon; servers_stop; rm -rf "$tmp"' EXIT
started=$(date +%s)
servers_setup
log=$tmp/pbemd.log
read_mail() { perl "$top_srcdir/tests/maildir-read.pl" "$@"; }

# ---- configuration ------------------------------------------------------
printf '%s\n' "$pw" > "$tmp/password"
chmod 600 "$tmp/password"
# write_conf FILE INBOX [EXTRA [OUTBOX]] - a configuration reading INBOX
write_conf() {
	cat > "$1" <<CONF
[pbemd]
database = $tmp/pbemd.db
key_file = $tmp/pbemd.key
templates = $top_srcdir/templates
content = $top_srcdir/content
poll_interval = 2
[mail]
inbox = $2
inbox_password_file = password
outbox = ${4:-smtp+starttls://arbiter@e2e.example@127.0.0.1:$sub_port}
outbox_password_file = password
ca_file = $srv/tls/ca.pem
address = arbiter@e2e.example
${3:-}
CONF
}
write_conf "$conf" "imaps://arbiter@e2e.example@127.0.0.1:$imaps_port/INBOX"

ctl init > /dev/null # pbemd -n also checks the database and key
ok "e2e-3.1 pbemd -n accepts IMAP and SMTP URLs" "$bin/pbemd" -c "$conf" -n
write_conf "$tmp/bad1.conf" "imaps://arbiter:secret@127.0.0.1:$imaps_port"
ok "e2e-3.2 a password in the URL is refused, and not printed" \
	sh -c "! '$bin/pbemd' -c '$tmp/bad1.conf' -n 2>'$tmp/bad1.err' && grep -q 'password in the URL' '$tmp/bad1.err' && ! grep -q secret '$tmp/bad1.err'"
cp "$tmp/password" "$tmp/open-password"
chmod 644 "$tmp/open-password"
write_conf "$tmp/bad2.conf" "imaps://arbiter@127.0.0.1:$imaps_port"
sed -i 's/^inbox_password_file = password/inbox_password_file = open-password/' "$tmp/bad2.conf"
ok "e2e-3.3 a password file others can read is refused" \
	sh -c "! '$bin/pbemd' -c '$tmp/bad2.conf' -n 2>/dev/null"

ctl init >/dev/null

# ---- the IMAP server is down when the daemon starts --------------------
postfix_start || { cat "$srv/postfix/start.log" "$srv/postfix/maillog" 2>/dev/null; exit 1; }
"$bin/pbemd" -c "$conf" --foreground 2> "$log" &
daemon=$!

ok "e2e-3.4 with Dovecot down the daemon logs what it waits for" \
	wait_for grep -q "imap: 127.0.0.1:$imaps_port unreachable (Connection refused); retrying in" "$log"
# retried - the daemon logged a second attempt and still runs
retried() { [ "$(grep -c unreachable "$log")" -ge 2 ] && kill -0 "$daemon"; }
ok "e2e-3.5 and keeps running, retrying" wait_for retried
dovecot_start || { cat "$srv/dovecot/log"; exit 1; }
ok "e2e-3.6 once Dovecot is up the daemon proceeds" wait_for grep -q "inbox: reachable again" "$log"

# The game starts once the servers are up: Postfix checks SMTP AUTH
# passwords with Dovecot, and pauses a listener whose check failed.
players="ann@e2e.example bob@e2e.example cid@e2e.example"
game=$(ctl game new dow --players "$(echo $players | tr ' ' ,)" \
	--seed 5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed)

# ---- a game by mail ------------------------------------------------------
# count ADDR - mails in the player's Maildir
count() { read_mail -n "$(maildir_of "${1%@*}")"; }
# newest ADDR - the newest mail the player received, decoded
newest() { read_mail "$(maildir_of "${1%@*}")"; }
# wait_count ADDR N - until the player has more than N mails
wait_count() { wait_for sh -c "test \$(perl '$top_srcdir/tests/maildir-read.pl' -n '$(maildir_of "${1%@*}")') -gt $2"; }

for p in $players; do wait_count "$p" 0 || true; done
ok "e2e-3.7 the three welcome mails crossed SMTP, Postfix and LMTP" \
	sh -c "for u in ann bob cid; do test \$(perl '$top_srcdir/tests/maildir-read.pl' -n '$srv/mail/'\$u/Maildir) -ge 1 || exit 1; done"

# send ADDR SUBJECT BODY - a player's mail, through Postfix with swaks
msgno=0
send() {
	msgno=$((msgno + 1))
	printf 'From: %s\nTo: arbiter@e2e.example\nSubject: %s\nMessage-ID: <m%d.%d@e2e.example>\nDate: %s\n\n%s\n' \
		"$1" "$2" "$msgno" "$$" "$(date -R)" "$3" > "$tmp/out.eml"
	swaks --silent 2 --server "127.0.0.1:$smtp_port" --from "$1" --to arbiter@e2e.example \
		--data "$tmp/out.eml" >> "$tmp/swaks.log" 2>&1
}

# reply ADDR BODY - answer the newest mail of ADDR; wait for the answer
reply() {
	_mail=$(newest "$1")
	_tok=$(printf '%s\n' "$_mail" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
	_n=$(count "$1")
	send "$1" "Re: [Dead of Winter #$game] $_tok" "$2" && wait_count "$1" "$_n"
}

t0=$(date +%s.%N)
for p in $players; do
	mail=$(newest "$p")
	first=$(printf '%s\n' "$mail" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
	second=$(printf '%s\n' "$mail" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 2p)
	reply "$p" "keep $first, $second
leader ${first%% *}" || echo "no answer to $p" >> "$tmp/errors"
	[ -n "${t1:-}" ] || t1=$(date +%s.%N)
done
latency=$(echo "$t0 $t1" | awk '{printf "%.2f", $2 - $1}')
echo "# first reply answered through SMTP+LMTP+IMAP IDLE+SMTP+LMTP in ${latency}s"
ok "e2e-3.8 each set-up reply was answered by mail" test ! -s "$tmp/errors"
ok "e2e-3.9 the game is running" sh -c "'$bin/pbemctl' -c '$conf' game list | grep -q ' running '"

# whose_turn - the seat the newest mail says the game waits for
whose_turn() {
	for p in $players; do newest "$p"; done |
		sed -n 's/^Waiting for Player \([0-9]*\) to play a turn\./\1/p' | tail -1
}
for turn in 1 2 3; do
	seat=$(whose_turn)
	[ -n "$seat" ] || break
	p=$(echo $players | cut -d' ' -f"$seat")
	who=$(newest "$p" | sed -n 's/^  leader \([^(]*\) (influence.*/\1/p' | sed -n "${seat}p" | sed 's/ *$//')
	where=$(echo police grocery school | cut -d' ' -f"$seat")
	reply "$p" "move $who to $where
end" || echo "no answer to turn $turn" >> "$tmp/errors"
done
ok "e2e-3.10 a round of turns played by mail" sh -c "test ! -s '$tmp/errors' && test '$turn' = 3"
ok "e2e-3.11 every mail the outbox sent arrived, with its move token" sh -c "
	for p in $players; do
		'$bin/pbemctl' -c '$conf' mail outbox --full --to \$p | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | sort -u > '$tmp/want'
		perl '$top_srcdir/tests/maildir-read.pl' -t '$srv/mail/'\${p%@*}/Maildir | sort -u > '$tmp/got'
		test -s '$tmp/want' && cmp -s '$tmp/want' '$tmp/got' || exit 1
	done"
ok "e2e-3.12 the arbiter's messages are \\Seen on the server, none left new" sh -c "
	test -z \"\$(ls '$(maildir_of arbiter)/new')\" && ls '$(maildir_of arbiter)/cur' | grep -q ':2,S\$'"
ok "e2e-3.12 replay --verify" ctl game replay "$game" --verify

# ---- SMTP 5xx: a permanent failure the moderator sees --------------------
game2=$(ctl game new dow --players ann@e2e.example,ghost@e2e.example,bob@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000bb)
ok "e2e-3.13 a mail to a recipient Postfix refuses is marked failed" \
	wait_for sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to ghost@e2e.example | grep -q failed"
ok "e2e-3.14 with the server's 550 reply shown in pbemctl mail outbox" \
	sh -c "'$bin/pbemctl' -c '$conf' mail outbox | grep ghost | grep -q '550'"
ok "e2e-3.15 the other mails were sent, only that one failed" \
	wait_for sh -c "! '$bin/pbemctl' -c '$conf' mail outbox | grep -q ' queued ' &&
		test \$('$bin/pbemctl' -c '$conf' mail outbox | grep -c ' failed ') -eq 1"

# ---- TLS: STARTTLS works, another CA is refused --------------------------
write_conf "$tmp/starttls.conf" "imap+starttls://arbiter@e2e.example@127.0.0.1:$imap_port/INBOX"
ok "e2e-3.16 imap+starttls: one pass, certificate verified" \
	"$bin/pbemd" -c "$tmp/starttls.conf" --once -q
write_conf "$tmp/otherca.conf" "imaps://arbiter@e2e.example@127.0.0.1:$imaps_port/INBOX"
sed -i "s|^ca_file = .*|ca_file = $srv/tls/other.pem|" "$tmp/otherca.conf"
ok "e2e-3.17 a certificate from another CA is refused (exit 75)" sh -c "
	'$bin/pbemd' -c '$tmp/otherca.conf' --once 2>'$tmp/otherca.err'; test \$? -eq 75 &&
	grep -q 'not trusted' '$tmp/otherca.err'"

# ---- SIGTERM while in IDLE -----------------------------------------------
sleep 1
t_kill=$(date +%s.%N)
kill -TERM "$daemon"
wait_for sh -c "! kill -0 $daemon"
st=0; wait "$daemon" || st=$?
t_gone=$(date +%s.%N)
daemon=
echo "# SIGTERM during IDLE: the daemon was gone after $(echo "$t_kill $t_gone" | awk '{printf "%.2f", $2 - $1}')s"
ok "e2e-3.18 SIGTERM during IDLE: exit 0" test "$st" -eq 0

# ---- POP3 ----------------------------------------------------------------
# STLS, keep: processed once, then skipped by UIDL
write_conf "$tmp/pop3.conf" "pop3+starttls://arbiter@e2e.example@127.0.0.1:$pop3_port" "pop3_keep = yes"
n=$(count ann@e2e.example)
send ann@e2e.example "Re: [Dead of Winter #$game] $(newest ann@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)" "show"
wait_for sh -c "ls '$(maildir_of arbiter)/new' | grep -q ."
"$bin/pbemd" -c "$tmp/pop3.conf" --once 2> "$tmp/pop3-1.log"
ok "e2e-3.19 pop3+starttls with pop3_keep: the new mail is answered" wait_count ann@e2e.example "$n"
"$bin/pbemd" -c "$tmp/pop3.conf" --once 2> "$tmp/pop3-2.log"
ok "e2e-3.20 a second pass fetches nothing it has done" \
	sh -c "grep -Eq '^pbemd: [0-9a-fA-F]{16}: ' '$tmp/pop3-1.log' && ! grep -Eq '^pbemd: [0-9a-fA-F]{16}: ' '$tmp/pop3-2.log'"

# pop3s, delete: everything fetched is deleted after its commit
write_conf "$tmp/pop3s.conf" "pop3s://arbiter@e2e.example@127.0.0.1:$pop3s_port"
n=$(count bob@e2e.example)
send bob@e2e.example "Re: [Dead of Winter #$game] $(newest bob@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)" "show"
wait_for sh -c "ls '$(maildir_of arbiter)/new' | grep -q ."
"$bin/pbemd" -c "$tmp/pop3s.conf" --once 2> "$tmp/pop3s.log"
ok "e2e-3.21 pop3s: the new mail is answered" wait_count bob@e2e.example "$n"
ok "e2e-3.22 and the maildrop is empty after QUIT" \
	sh -c "test \$(perl '$top_srcdir/tests/maildir-read.pl' -n '$(maildir_of arbiter)') -eq 0"
# pop3_keep again, on the now empty maildrop: the UIDLs kept are forgotten
seen=$(sqlite3 -cmd ".timeout 30000" "$tmp/pbemd.db" "SELECT count(*) FROM pop3_seen")
"$bin/pbemd" -c "$tmp/pop3.conf" --once 2> "$tmp/pop3-3.log"
ok "e2e-3.23 UIDLs of mail gone from the maildrop are forgotten ($seen, then none)" \
	sh -c "test '$seen' -gt 0 && test \$(sqlite3 '$tmp/pbemd.db' 'SELECT count(*) FROM pop3_seen') -eq 0"

# smtps: TLS from the first byte (Postfix in wrapper mode), AUTH
write_conf "$tmp/smtps.conf" "imaps://arbiter@e2e.example@127.0.0.1:$imaps_port/INBOX" "" \
	"smtps://arbiter@e2e.example@127.0.0.1:$smtps_port"
n=$(count cid@e2e.example)
send cid@e2e.example "Re: [Dead of Winter #$game] $(newest cid@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)" "show"
wait_for sh -c "ls '$(maildir_of arbiter)/new' | grep -q ."
"$bin/pbemd" -c "$tmp/smtps.conf" --once 2> "$tmp/smtps.log"
ok "e2e-3.24 smtps: the answer goes out over implicit TLS with AUTH" wait_count cid@e2e.example "$n"

# plain imap:// (STARTTLS when offered) with imap_done_folder: the mail
# done moves to that folder (Maildir++ .Done, made here as Dovecot would)
done_dir="$(maildir_of arbiter)/.Done"
mkdir -p "$done_dir/cur" "$done_dir/new" "$done_dir/tmp"
chown -R "$mailuid:$mailgid" "$done_dir"
write_conf "$tmp/move.conf" "imap://arbiter@e2e.example@127.0.0.1:$imap_port/INBOX" \
	"imap_done_folder = Done"
n=$(count ann@e2e.example)
send ann@e2e.example "Re: [Dead of Winter #$game] $(newest ann@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)" "show"
wait_for sh -c "ls '$(maildir_of arbiter)/new' | grep -q ."
before=$(count arbiter@e2e.example)
"$bin/pbemd" -c "$tmp/move.conf" --once 2> "$tmp/move.log"
ok "e2e-3.25 imap:// with imap_done_folder: the mail is answered" wait_count ann@e2e.example "$n"
ok "e2e-3.26 and moved to the Done folder, out of the inbox ($before before)" \
	sh -c "test \$(find '$done_dir/cur' '$done_dir/new' -type f | wc -l) -eq 1 && test \$(perl '$top_srcdir/tests/maildir-read.pl' -n '$(maildir_of arbiter)') -eq $((before - 1))"

# disconnects - Postfix's lines for a connection that carried 3 mails
disconnects() { grep -c "disconnect from .* mail=3 rcpt=3 data=3 " "$srv/postfix/maillog" || true; }
# carried3 N - more than N such lines
carried3() { test "$(disconnects)" -gt "$1"; }

# smtp:// to the MTA of this host, no USER: Postfix offers STARTTLS on
# $smtp_port, and its certificate does not verify against other.pem (as a
# Debian Postfix's self-signed one does not): mail on loopback goes
# without TLS.  A database of its own: three welcome mails.
write_conf "$tmp/local.conf" "maildir:$tmp/local-inbox" "" "smtp://127.0.0.1:$smtp_port"
sed -i -e "s|^ca_file = .*|ca_file = $srv/tls/other.pem|" -e "s|/pbemd\.db$|/local.db|" \
	-e "s|/pbemd\.key$|/local.key|" -e "/^outbox_password_file/d" "$tmp/local.conf"
"$bin/pbemctl" -c "$tmp/local.conf" init >/dev/null
n=$(count bob@e2e.example)
"$bin/pbemctl" -c "$tmp/local.conf" game new dow --players \
	ann@e2e.example,bob@e2e.example,cid@e2e.example >/dev/null
before=$(disconnects)
"$bin/pbemd" -c "$tmp/local.conf" --once 2> "$tmp/local.err" || true
ok "e2e-3.27 smtp://127.0.0.1 sends to the local MTA in spite of its certificate" \
	sh -c "'$bin/pbemctl' -c '$tmp/local.conf' mail outbox | grep -c ' sent ' | grep -qx 3"
ok "e2e-3.27 ... and the mail arrives" wait_count bob@e2e.example "$n"
ok "e2e-3.28 the three mails of the flush went over one SMTP connection" \
	wait_for carried3 "$before"

# The SMTP server is down (a port nothing listens on): one try, one line.
ports down_port
sed "s|^outbox = .*|outbox = smtp://127.0.0.1:$down_port|" "$tmp/local.conf" > "$tmp/down.conf"
"$bin/pbemctl" -c "$tmp/down.conf" game new dow --players \
	ann@e2e.example,bob@e2e.example,cid@e2e.example >/dev/null
"$bin/pbemd" -c "$tmp/down.conf" --once 2> "$tmp/down.err" || true
ok "e2e-3.29 server down: the flush stops at the first mail, one log line" \
	sh -c "test \$(grep -c outbox '$tmp/down.err') -eq 1 && grep -q 'outbox: 3 mails not sent: .*unusable.*(will retry)' '$tmp/down.err'"
ok "e2e-3.30 ... every mail stays queued with one try and the reason" \
	sh -c "test \$('$bin/pbemctl' -c '$tmp/down.conf' mail outbox | grep -c ' queued .* tries 1,') -eq 3 &&
		test \$('$bin/pbemctl' -c '$tmp/down.conf' mail outbox | grep -c 'error: .*unusable') -eq 3"
before=$(disconnects)
"$bin/pbemctl" -c "$tmp/local.conf" mail outbox --flush >/dev/null 2>&1 || true
ok "e2e-3.31 the server back, the three are sent over one connection" \
	sh -c "'$bin/pbemctl' -c '$tmp/local.conf' mail outbox | grep -c ' sent ' | grep -qx 6"
ok "e2e-3.31 ... one connection" wait_for carried3 "$before"

ended=$(date +%s)
echo "# e2e-servers: $((ended - started))s; IMAP IDLE round trip ${latency}s"
if [ "$fails" -ne 0 ]; then
	echo "---- pbemd log"; cat "$log"
	echo "---- postfix log"; tail -30 "$srv/postfix/maillog" 2>/dev/null || true
	echo "---- dovecot log"; tail -30 "$srv/dovecot/log" 2>/dev/null || true
	for f in "$tmp"/*.err "$tmp"/pop3*.log; do [ -f "$f" ] && { echo "---- $f"; cat "$f"; }; done
fi
finish
