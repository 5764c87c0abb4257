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
