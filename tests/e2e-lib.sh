# e2e-lib.sh - shared helpers of the end-to-end tests (sourced)
set -eu
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
bin=$top_builddir/src
tmp=$(mktemp -d /tmp/pbemd-e2e.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
conf=$tmp/pbemd.conf
fails=0
passes=0

cat > "$conf" <<CONF
[pbemd]
templates = $top_srcdir/templates
content = $top_srcdir/content
poll_interval = 1
[mail]
inbox = maildir:inbox
outbox = maildir:outbox
address = arbiter@e2e.example
CONF

ctl() { "$bin/pbemctl" -c "$conf" "$@"; }

# ok LABEL COMMAND... - a check that must succeed
ok() {
	label=$1; shift
	if "$@" >/dev/null 2>&1; then passes=$((passes + 1)); echo "ok   $label"
	else fails=$((fails + 1)); echo "FAIL $label"; fi
}

# same LABEL FILE COMMAND... - COMMAND's output is FILE's, byte for byte
same() {
	label=$1 file=$2; shift 2
	if "$@" > "$tmp/got" 2>&1 && cmp -s "$tmp/got" "$file"; then
		passes=$((passes + 1)); echo "ok   $label"
	else
		fails=$((fails + 1)); echo "FAIL $label"
		diff "$file" "$tmp/got" | head -20 || true
	fi
}

# wait_for COMMAND... - until COMMAND succeeds, polling; gives up after
# E2E_WAIT seconds (300).  The bound stops a hang; it never measures
# speed, so the suite passes on a machine whose cores are busy.
e2e_wait=${E2E_WAIT:-300}
wait_for() {
	_n=$((e2e_wait * 10))
	until "$@" >/dev/null 2>&1; do
		_n=$((_n - 1)); [ $_n -gt 0 ] || return 1; sleep 0.1
	done
}

# finish - the closing line the harness reads
finish() {
	echo "$passes passed, $fails failed"
	[ "$fails" -eq 0 ]
}

# ---- a game by mail (e2e-dm.sh, e2e-zwd.sh) ---------------------------
# They define daemon() and set PBEMD_FAKE_NOW and mailid (the prefix of
# their Message-IDs).

# outbox - the whole outbox, in full, to $tmp/outbox.txt (once a mail)
outbox() { ctl mail outbox --full > "$tmp/outbox.txt"; }
# last_mail ADDR - the last mail to ADDR in $tmp/outbox.txt
last_mail() {
	awk -v to="To: $1" '/^==== #/ { buf = ""; mine = 0 } $0 == to { mine = 1 }
		{ buf = buf $0 "\n" } mine { last = buf } END { printf "%s", last }' "$tmp/outbox.txt"
}
# token_of ADDR - the move token of that mail
token_of() { last_mail "$1" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1; }
n=0
# send ADDR BODY - a reply to the last mail, processed by the daemon, a
# minute after the one before (the fake clock: players who write a mail
# a minute stay within the hourly limits of pbemd.conf(5): seat_per_hour)
send() {
	n=$((n + 1))
	PBEMD_FAKE_NOW=$((PBEMD_FAKE_NOW + 60))
	printf 'From: %s\nSubject: Re: %s\nMessage-ID: <%s%d@e2e>\n\n%s\n' "$1" "$(token_of "$1")" \
		"${mailid:-e2e}" "$n" "$2" | ctl mail inject --raw > /dev/null
	daemon
	outbox
}
# refused ADDR - the last mail to ADDR answers a refused line (en, it, es)
refused() { last_mail "$1" | grep -qi '^  \(refused\|rifiutat\|rechazad\)'; }
