# dm-mail-lib.sh - reading a Dark Moon game's mails as a player would
# (sourced by tests/e2e-dm.sh, tests/e2e-olddb-dm.sh and
# tests/data/make-db-dm.sh).  Each reads $tmp/outbox.txt, the output of
# `pbemctl mail outbox --full`, which the caller keeps fresh.

# last_mail ADDR - the last mail to ADDR
last_mail() {
	awk -v to="To: $1" '/^==== #/ { buf = ""; mine = 0 } $0 == to { mine = 1 }
		{ buf = buf $0 "\n" } mine { last = buf } END { printf "%s", last }' "$tmp/outbox.txt"
}
# token_of ADDR - the move token of that mail
token_of() { last_mail "$1" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1; }
# action_of ADDR - the first action that mail offers, in the seat's words
# (not a standing instruction, never a reveal: the bots stay loyal to the
# text they were given), or nothing
action_of() {
	last_mail "$1" | awk '/(e\.g\.|per esempio|por ejemplo):$/ { on = 1; next }
		on && /^  / { sub(/^  /, ""); if ($1 != "standing" && $1 != "permanente" \
			&& $1 != "reveal" && $1 != "rivelati" && $1 != "revélate") { print; exit } ; next }
		on { exit }'
}
