#!/bin/sh
# e2e-demo.sh - `make demo` works and ends with a verified game.  Id e2e-2.1.
. "$(dirname "$0")/e2e-lib.sh"
out=$tmp/demo.out
ok "e2e-2.1 the demo runs" sh -c "PBEMD_BINDIR='$bin' sh '$top_srcdir/contrib/demo' '$tmp/var' > '$out' 2>&1"
ok "e2e-2.2 the demo game verifies" grep -q "every state hash, the hash chain and the final state match" "$out"
ok "e2e-2.3 four players got the ready mail" sh -c "grep -c 'Ready for round 1' '$out' | grep -q ."
finish
