#!/bin/sh
# fuzz-intake.sh - the intake fuzzer in `make check`.  When configure found
# a clang with libFuzzer, tests/fuzz/fuzz_intake runs for FUZZ_SECONDS
# (default 60) from the seed corpus tests/data/mime; otherwise the seed
# corpus runs through the same harness built with a plain main()
# (tests/fuzz/fuzz_corpus).  Test id fuzz-1.1.
set -eu
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
seconds=${FUZZ_SECONDS:-60}
fuzzer=$top_builddir/tests/fuzz/fuzz_intake
tmp=$(mktemp -d /tmp/pbemd-fuzz.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

if [ -x "$fuzzer" ]; then
	mkdir "$tmp/corpus"
	cp "$top_srcdir"/tests/data/mime/*.eml "$tmp/corpus/"
	# -jobs/-workers stay at 1: the machine is shared.
	if "$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
		-print_final_stats=1 -artifact_prefix="$tmp/" "$tmp/corpus" >"$tmp/log" 2>&1; then
		grep -E '^stat::number_of_executed_units|^stat::new_units_added' "$tmp/log" || true
		echo "ok   fuzz-1.1 libFuzzer ran ${seconds}s over the seed corpus without a crash"
		exit 0
	fi
	tail -60 "$tmp/log"
	for f in "$tmp"/crash-* "$tmp"/leak-* "$tmp"/timeout-* "$tmp"/oom-*; do
		[ -f "$f" ] && { echo "---- $f"; od -c "$f" | head -40; }
	done
	echo "FAIL fuzz-1.1 the fuzzer found a bug"
	exit 1
fi
echo "fuzz-intake: no libFuzzer build (configure found no clang with -fsanitize=fuzzer):"
echo "running the seed corpus through the harness instead"
"$top_builddir/tests/fuzz/fuzz_corpus" "$top_srcdir/tests/data/mime"
echo "ok   fuzz-1.1 the seed corpus through the harness"
