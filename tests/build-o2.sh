#!/bin/sh
# build-o2.sh - the whole tree, test programs included, compiles at -O2
# without sanitizers, with warnings as errors.  Test ids build-1.*.
#
# The developer build of contrib/bootstrap has ASan and UBSan, under
# which gcc does not warn of a variable maybe used uninitialised; the
# production build (-O2, no sanitizers) does, and -Werror makes it an
# error.  So the suite builds the distribution a second time the way a
# packager does: `make distdir` into a temporary directory, ./configure
# --disable-sanitizers CFLAGS='-O2 -g', make all and the check programs.
#   build-1.1  ./configure succeeds
#   build-1.2  make all: no warning (-Werror)
#   build-1.3  every check program compiles too
. "$(dirname "$0")/e2e-lib.sh"

# The build below is a make of its own, not a part of ours.
unset MAKEFLAGS MFLAGS MAKELEVEL
src=$tmp/src
(cd "$top_builddir" && make -s distdir distdir="$src") > "$tmp/distdir.log" 2>&1 \
	|| { cat "$tmp/distdir.log"; echo "FAIL build-1.0 make distdir"; exit 1; }
cd "$src"
ok "build-1.1 ./configure --disable-sanitizers CFLAGS='-O2 -g'" \
	./configure -q --disable-sanitizers CFLAGS='-O2 -g' FUZZ_CC=/bin/false
ok "build-1.2 make all at -O2 with -Werror" sh -c "make -j2 all > '$tmp/all.log' 2>&1"
ok "build-1.3 the check programs at -O2 with -Werror" \
	sh -c "make -j2 check TESTS= > '$tmp/check.log' 2>&1"
if [ "$fails" -ne 0 ]; then
	grep -h -B2 -A6 'error' "$tmp/all.log" "$tmp/check.log" 2>/dev/null | head -60
	cat "$src/config.log" 2>/dev/null | tail -20
fi
finish
