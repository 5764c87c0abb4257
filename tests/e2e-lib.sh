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

# finish - the closing line the harness reads
finish() {
	echo "$passes passed, $fails failed"
	[ "$fails" -eq 0 ]
}
