#!/bin/sh
# fuzz-intake.sh - the intake fuzzer in `make check`.  Test ids fuzz-1.*.
#
# tests/fuzz/mkseeds.sh writes seeds that reach the limits of the intake
# (parts, nesting, long lines, many lines, NUL and bare CR in headers):
# fit, at most 64 KiB, and big, up to 4 MB.
#   fuzz-1.1  the seed corpus tests/data/mime, the inputs the fuzzer
#             once found (tests/fuzz/regress) and every seed of fit and
#             big, whole, through the harness built with a plain main()
#             (tests/fuzz/fuzz_corpus, with the build's sanitizers); it
#             runs with or without libFuzzer
#   fuzz-1.2  when configure found a clang with libFuzzer:
#             tests/fuzz/fuzz_intake with the dictionary
#             tests/fuzz/intake.dict (MIME and command tokens), from
#             tests/data/mime and fit, for FUZZ_RUNS executions (12000,
#             about 45 s of one core under ASan): a fixed number of runs,
#             so that what is tested does not depend on the machine's
#             speed; inputs up to 64 KiB (-max_len); FUZZ_SEED=N
#             repeats a run (the log shows the seed; 0, the default, is
#             a new one each time)
# A crash, leak, timeout (60 s for one input) or out-of-memory is a
# failure; its input is printed and kept as tests/fuzz/found-* in the
# build directory, to be replayed with tests/fuzz/fuzz_corpus FILE.
set -eu
: "${top_srcdir:=$(cd "$(dirname "$0")/.." && pwd)}"
: "${top_builddir:=$top_srcdir}"
runs=${FUZZ_RUNS:-12000}
maxlen=65536
fuzzer=$top_builddir/tests/fuzz/fuzz_intake
tmp=$(mktemp -d /tmp/pbemd-fuzz.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

sh "$top_srcdir/tests/fuzz/mkseeds.sh" "$tmp/seeds"
for f in "$tmp"/seeds/fit/*; do
	if [ "$(wc -c < "$f")" -gt "$maxlen" ]; then
		echo "FAIL fuzz-1.2 seed $(basename "$f") is longer than -max_len=$maxlen"
		exit 1
	fi
done

"$top_builddir/tests/fuzz/fuzz_corpus" "$top_srcdir/tests/data/mime" \
	"$top_srcdir/tests/fuzz/regress" "$tmp/seeds/fit" "$tmp/seeds/big"
echo "ok   fuzz-1.1 the seed corpus, the found inputs and the limit seeds ($(ls "$tmp/seeds/fit" | wc -l) fit," \
	"$(ls "$tmp/seeds/big" | wc -l) big) through the harness"

if [ ! -x "$fuzzer" ]; then
	echo "fuzz-intake: no libFuzzer build (configure found no clang with -fsanitize=fuzzer):"
	echo "skip fuzz-1.2 (the seeds were replayed by fuzz-1.1)"
	exit 0
fi
mkdir "$tmp/corpus"
cp "$top_srcdir"/tests/data/mime/*.eml "$tmp"/seeds/fit/* "$tmp/corpus/"
# -jobs/-workers stay at 1: the machine is shared.
if "$fuzzer" -runs="$runs" -seed="${FUZZ_SEED:-0}" -dict="$top_srcdir/tests/fuzz/intake.dict" \
	-max_len="$maxlen" -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 \
	-artifact_prefix="$tmp/" "$tmp/corpus" >"$tmp/log" 2>&1; then
	grep -E '^INFO: Seed|^Dictionary|^stat::(number_of_executed_units|new_units_added|average_exec)' \
		"$tmp/log" || true
	done=$(sed -n 's/^stat::number_of_executed_units: *//p' "$tmp/log")
	if ! grep -q '^Dictionary: [1-9][0-9]* entries' "$tmp/log" || [ "${done:-0}" -lt "$runs" ]; then
		tail -20 "$tmp/log"
		echo "FAIL fuzz-1.2 libFuzzer did not run $runs inputs with the dictionary"
		exit 1
	fi
	echo "ok   fuzz-1.2 libFuzzer ran $runs inputs with the dictionary without a crash"
	exit 0
fi
tail -60 "$tmp/log"
for f in "$tmp"/crash-* "$tmp"/leak-* "$tmp"/timeout-* "$tmp"/oom-*; do
	[ -f "$f" ] || continue
	cp "$f" "$top_builddir/tests/fuzz/found-$(basename "$f")"
	echo "---- $top_builddir/tests/fuzz/found-$(basename "$f")"
	od -c "$f" | head -40
done
echo "FAIL fuzz-1.2 the fuzzer found a bug"
exit 1
