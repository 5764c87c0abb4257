#!/bin/sh
# bench-smoke.sh - a tiny round of `make bench` (pbemd-bench --smoke):
# every way runs as processes (pbemd --once with a Maildir and an SMTP
# sink, pbemd --deliver, the baseline pbemd-bare, stores of a few games
# and a stretched log), and every check of the bench passes: each store
# equals the reference's, each inbox is emptied, each sink took every
# reply.  No timing is asserted.  Test ids bench-1.*.
#   bench-1.1  pbemd-bench --smoke exits 0
. "$(dirname "$0")/e2e-lib.sh"

ok "bench-1.1 pbemd-bench --smoke: every check passes" \
	sh -c "'$top_builddir/bench/pbemd-bench' --smoke --dir '$tmp/bench' \
	    --pbemd '$top_builddir/src/pbemd' --bare '$top_builddir/bench/pbemd-bare' \
	    > '$tmp/bench.log' 2>&1"
[ "$fails" -eq 0 ] || tail -40 "$tmp/bench.log"
finish
