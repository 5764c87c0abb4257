#!/bin/sh
# e2e-dm.sh - one whole game of Dark Moon by mail through the daemon, in
# three languages (Player 1 English, 2 Italian, 3 Spanish): created by
# pbemctl, played by mail only (each seat sends back the first action its
# last mail offers, in its own words, with that mail's move token), to
# the end and the final reveal.  Test ids dm-*.
#
#   dm-1   game new dm with a player per language; welcome mails in each
#          language, each with a picture of the board
#   dm-2   the players' standing instructions by mail (listed in the
#          reply, in the seat's language)
#   dm-3   the game by mail: every command the seats send is accepted,
#          and the game reaches its end (or, after E2E_DM_MAILS mails,
#          150 by default, the players agree by mail to abandon it: the
#          bots are no players, and a whole game can take 400 commands)
#   dm-4   no mail before the end holds another seat's status card
#   dm-5   the final reveal reaches every seat, in its language, and
#          names every seat's status card
#   dm-6   replay --verify holds
. "$(dirname "$0")/e2e-lib.sh"

maxmails=${E2E_DM_MAILS:-150}
ctl init > /dev/null
export PBEMD_FAKE_NOW=1793606400
daemon() { "$bin/pbemd" -c "$conf" --once -q; }

# ---- dm-1 the game ----------------------------------------------------
game=$(ctl game new dm --players ann@e2e.example::en,bea@e2e.example::it,cid@e2e.example::es \
	--seed 00000000000000000000000000000000000000000000000000000000000000d3)
ok "dm-1 game new dm prints the id" test "$game" = 1
daemon
ok "dm-1 welcome in English" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to ann@e2e.example | grep -q 'Welcome to the moon base'"
ok "dm-1 welcome in Italian" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to bea@e2e.example | grep -q 'Benvenuto nella base lunare'"
ok "dm-1 welcome in Spanish" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to cid@e2e.example | grep -q 'Bienvenido a la base lunar'"
ok "dm-1 the welcome carries a picture" sh -c "grep -l 'To: bea@e2e.example' '$tmp'/outbox/new/* | xargs grep -l 'image/png' | grep -q ."

mailid=dm
# action_of ADDR - the first action that mail offers, in the seat's words
# (not a standing instruction, never a reveal: the bots stay loyal to the
# text they were given), or nothing
action_of() {
	last_mail "$1" | awk '/(e\.g\.|per esempio|por ejemplo):$/ { on = 1; next }
		on && /^  / { sub(/^  /, ""); if ($1 != "standing" && $1 != "permanente" \
			&& $1 != "reveal" && $1 != "rivelati" && $1 != "revélate") { print; exit } ; next }
		on { exit }'
}
outbox

# ---- dm-2 standing instructions ---------------------------------------
send bea@e2e.example "permanente vota nessuno"
ok "dm-2 a standing ballot, set in Italian" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to bea@e2e.example | grep -q 'Permanente: vota nessuno'"
send cid@e2e.example "permanente mejor"
ok "dm-2 standing best, set in Spanish" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to cid@e2e.example | grep -q 'Permanente: tu mejor dado'"
ok "dm-2 the seat's standing instructions are not refused" sh -c "! grep -qi '^  \(rifiutat\|rechazad\)' '$tmp/outbox.txt'"
send bea@e2e.example "permanente vota blu"
ok "dm-2 a bad line is answered as refused (Italian)" refused bea@e2e.example
send ann@e2e.example "standing vote blue"
ok "dm-2 a bad line is answered as refused (English)" refused ann@e2e.example

# ---- dm-3 the game by mail ----------------------------------------------
addr() { case $1 in 1) echo ann@e2e.example ;; 2) echo bea@e2e.example ;; *) echo cid@e2e.example ;; esac; }
ended=0
refused=0
while [ "$n" -lt "$maxmails" ]; do
	acted=0
	for k in 1 2 3; do
		a=$(addr $k)
		line=$(action_of "$a")
		[ -n "$line" ] || continue
		echo "$k $line" >> "$tmp/sent.txt"
		send "$a" "$line"
		# Refused: "refused" (en), "rifiutato" (it), "rechazad" (es).
		if refused "$a"; then
			refused=$((refused + 1))
			echo "# refused for seat $k: $line" >&3
		fi
		acted=1
		break
	done
	if ctl game list | grep "^ *$game " | grep -q ended; then ended=1; break; fi
	[ "$acted" -eq 1 ] || break
done 3>&1
echo "# $n mails sent, ended by the game: $ended"
# Not over yet: the players agree to abandon it, by mail, in their words.
if [ "$ended" -eq 0 ]; then
	send ann@e2e.example "abandon"
	send bea@e2e.example "abbandona"
	send cid@e2e.example "abandonar"
fi
[ -z "${E2E_DM_KEEP:-}" ] || { outbox; cp "$tmp/outbox.txt" "$E2E_DM_KEEP"; }
ok "dm-3 every command sent by mail was accepted" test "$refused" -eq 0
ok "dm-3 the seats wrote in their languages" sh -c "grep -c . '$tmp/sent.txt' >/dev/null && grep -q '^2 \(ripara\|dentro\|fuori\|consegna\|vota\|prendi\|gioca\)' '$tmp/sent.txt' && grep -q '^3 \(repara\|dentro\|fuera\|entrega\|vota\|toma\|juega\)' '$tmp/sent.txt'"
ok "dm-3 the game has ended" sh -c "'$bin/pbemctl' -c '$conf' game list | grep '^ *$game ' | grep -q ended"
ok "dm-3 more than 40 commands went by mail" test "$n" -gt 40

# ---- dm-4 privacy --------------------------------------------------------
ctl game show "$game" --omniscient --json > "$tmp/all.json"
# status_of SEAT - the status card of a seat, in English (the moderator's
# view: in "seats", each object's keys sorted, "seat" before "status")
status_of() { awk -v k="$1" '/"seats"/ { on = 1 } on && /"seat": / { s = $2 + 0 }
	on && /"status": / && s == k { sub(/.*"status": "/, ""); sub(/".*/, ""); print; exit }' "$tmp/all.json"; }
s1=$(status_of 1); s2=$(status_of 2); s3=$(status_of 3)
ok "dm-4 the statuses are known to the moderator" test -n "$s1" -a -n "$s2" -a -n "$s3"
# Every mail to ann but the reveal: her own status card alone, and no
# Infected card of another seat (their names are unique: "Infected:
# Saboteur"), unless the board shows it revealed.
ctl mail outbox --full --to ann@e2e.example | awk '/^==== #/ { keep = 1 } /everything revealed/ { keep = 0 } keep' > "$tmp/ann.txt"
ok "dm-4 ann's mails show her own status card only" \
	sh -c "grep '^Status: ' '$tmp/ann.txt' | grep -vF 'Status: $s1 (' | grep -q . && exit 1; grep -q '^Status: ' '$tmp/ann.txt'"
# hidden_from_ann STATUS - an Infected card named nowhere but as revealed
hidden_from_ann() { case $1 in Infected:*) ! grep -F "$1" "$tmp/ann.txt" | grep -v 'REVEALED' | grep -q . ;; *) true ;; esac; }
others_hidden() { hidden_from_ann "$s2" && hidden_from_ann "$s3"; }
ok "dm-4 ann's mails before the reveal name no other seat's Infected card" others_hidden

# ---- dm-5 the reveal -------------------------------------------------------
ok "dm-5 the reveal in English" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to ann@e2e.example | grep -q 'everything revealed'"
ok "dm-5 the reveal in Italian" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to bea@e2e.example | grep -q 'tutto svelato'"
ok "dm-5 the reveal in Spanish" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to cid@e2e.example | grep -q 'todo revelado'"
ok "dm-5 the English reveal names every seat's status" \
	sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -c '^SEAT [123]:' | grep -q '^3$'"

# ---- dm-6 replay ------------------------------------------------------------
ok "dm-6 replay --verify holds" ctl game replay "$game" --verify
finish
