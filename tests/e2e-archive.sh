#!/bin/sh
# e2e-archive.sh - the archive from the command line: replay from a seat's
# view, verify failing on rows edited with sqlite3, export read by the
# independent verifier contrib/pbemd-verify (python3), the game policy,
# a player's data exported and forgotten.  Test ids e2e-5.*.
. "$(dirname "$0")/e2e-lib.sh"

ctl init >/dev/null
game=$(ctl game new dow --players ann@e2e.example,bob@e2e.example,cid@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000bb)

# answer ADDR MSGID - keep the first and fourth survivor of the welcome
answer() {
	text=$(ctl mail outbox --full --to "$1" | awk '/^==== #/{n++} n==1{b=b $0 "\n"} END{printf "%s", b}')
	tok=$(printf '%s' "$text" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
	a=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
	b=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 4p)
	printf 'From: %s\nTo: arbiter@e2e.example\nSubject: Re: %s\nMessage-ID: <%s>\n\nkeep %s, %s\nleader %s\npress all: hello from %s\n' \
		"$1" "$tok" "$2" "$a" "$b" "$a" "${1%%@*}"
}
for p in ann bob cid; do
	answer $p@e2e.example $p.1@e2e | ctl mail inject --raw >/dev/null
	"$bin/pbemd" -c "$conf" --once -q
done

ok "e2e-5.0 the set-up was played by mail" sh -c "'$bin/pbemctl' -c '$conf' game list | grep -q ' running '"
ok "e2e-5.1 verify a played game" ctl game verify "$game"
ok "e2e-5.2 replay seat 1 at move 0 shows its private part" sh -c \
	"'$bin/pbemctl' -c '$conf' game replay $game --seat 1 --move 0 | grep -q 'ONLY FOR YOU, Player 1'"
ok "e2e-5.3 the public replay shows no private part" sh -c \
	"! '$bin/pbemctl' -c '$conf' game replay $game --public | grep -q 'ONLY FOR YOU'"
ok "e2e-5.4 no omniscient replay before the end (exit 65)" sh -c \
	"'$bin/pbemctl' -c '$conf' game replay $game --omniscient 2>/dev/null; test \$? -eq 65"
ok "e2e-5.5 replay --json names the move" sh -c \
	"'$bin/pbemctl' -c '$conf' game replay $game --seat 2 --move 3 --json | grep -q '\"seq\": 3'"
ok "e2e-5.6 press relayed, no address shown" sh -c \
	"'$bin/pbemctl' -c '$conf' mail outbox --full --to bob@e2e.example | grep -q 'hello from ann' &&
	 ! '$bin/pbemctl' -c '$conf' mail outbox --full --to bob@e2e.example | grep -q 'ann@'"

# The independent verifier.
ctl game export "$game" > "$tmp/export.json"
if command -v python3 >/dev/null 2>&1; then
	v="python3 $top_srcdir/contrib/pbemd-verify"
	ok "e2e-5.7 pbemd-verify accepts the export" $v "$tmp/export.json"
	sh_hash=$(sed -n 's/.*"seed_hash": "\([0-9a-f]*\)".*/\1/p' "$tmp/export.json")
	ok "e2e-5.8 pbemd-verify with the mailed seed hash" $v --seed-hash "$sh_hash" "$tmp/export.json"
	sed 's/"command": "leader /"command": "leader X/' "$tmp/export.json" > "$tmp/bad.json"
	ok "e2e-5.9 pbemd-verify names the first edited move" sh -c \
		"$v '$tmp/bad.json' 2>&1 | grep -q 'move [0-9]*: entry hash differs'"
	ok "e2e-5.10 pbemd-verify refuses another seed hash" sh -c \
		"! $v --seed-hash 00 '$tmp/export.json' 2>/dev/null"
else
	echo "skip e2e-5.7 to e2e-5.10: no python3"
fi

# Verification fails, naming the move, on rows edited with sqlite3.
if command -v sqlite3 >/dev/null 2>&1; then
	edit() { # LABEL SQL EXPECTED
		cp "$tmp/pbemd.db" "$tmp/saved.db"
		sqlite3 -cmd ".timeout 30000" "$tmp/pbemd.db" "$2"
		ok "$1" sh -c "out=\$('$bin/pbemctl' -c '$conf' game verify $game); test \$? -eq 1 &&
			echo \"\$out\" | grep -q '$3'"
		mv "$tmp/saved.db" "$tmp/pbemd.db"; rm -f "$tmp/pbemd.db-wal" "$tmp/pbemd.db-shm"
	}
	edit "e2e-5.11 an edited move is named" \
		"DROP TRIGGER moves_append_only; UPDATE moves SET command = 'leader Nobody' WHERE seq = 2" "move 2"
	edit "e2e-5.12 an edited state hash is named" \
		"DROP TRIGGER moves_append_only; UPDATE moves SET state_hash = hash WHERE seq = 4" "move 4: state differs"
	edit "e2e-5.13 an edited seed breaks the commitment" \
		"UPDATE games SET seed = zeroblob(32)" "seed commitment"
	edit "e2e-5.14 an edited stored state is found" \
		"UPDATE games SET state = replace(state, '\"morale\":', '\"morale\":1')" "state"
	ok "e2e-5.15 the restored database verifies" ctl game verify "$game"
else
	echo "skip e2e-5.11 to e2e-5.15: no sqlite3"
fi

ok "e2e-5.16 game policy sets and announces" sh -c \
	"'$bin/pbemctl' -c '$conf' game policy $game moderator_reads=yes | grep -q '\"moderator_reads\": true' &&
	 '$bin/pbemctl' -c '$conf' mail outbox | grep -c 'changed a setting' | grep -q 3"
ok "e2e-5.17 a bad policy value is refused (exit 65)" sh -c \
	"'$bin/pbemctl' -c '$conf' game policy $game anonymous=maybe 2>/dev/null; test \$? -eq 65"
ok "e2e-5.18 player export lists the seat and the mails" sh -c \
	"'$bin/pbemctl' -c '$conf' player export ANN@e2e.example | grep -q '\"seats\"' &&
	 '$bin/pbemctl' -c '$conf' player export ann@e2e.example | grep -q '\"outbox\"'"
ok "e2e-5.19 forgetting a player of a running game needs --force" sh -c \
	"'$bin/pbemctl' -c '$conf' player forget ann@e2e.example 2>/dev/null; test \$? -eq 65"
ok "e2e-5.20 player forget --force" ctl player forget ann@e2e.example --force
ok "e2e-5.21 nothing names the address any more" sh -c \
	"! '$bin/pbemctl' -c '$conf' player export ann@e2e.example | grep -q '\"seats\"' &&
	 ! '$bin/pbemctl' -c '$conf' game export $game --addresses | grep -q ann@"
ok "e2e-5.22 every game still verifies after forgetting" ctl game verify "$game"
finish
