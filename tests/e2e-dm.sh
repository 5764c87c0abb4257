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
#          and the game reaches a real end, a victory, within
#          E2E_DM_MAILS mails (150 by default)
#   dm-4   no mail before the end holds another seat's status card;
#          none names another seat's decision as "your" one
#   dm-5   the final reveal reaches every seat, in its language, names
#          the winners and every seat's status card
#   dm-6   replay --verify holds
#   dm-7   a second game ended by pbemctl game end ID uninfected (a wrong
#          word refused): the reveal names the Uninfected, replay holds
#
# A whole game of the open pack takes some 400 commands, more than a
# test should mail.  So the game is played on a pack of the moderator's
# own (pbemctl game new dm --pack DIR, pbemd-dm(7) CONTENT): the open pack
# with the board's Shield track and Outposts starting one token from the
# loss (shield_start = 5 of 6, outposts_start = 5 of lose_at 6), a base
# nearly lost.  The rules are the same; the end comes within some twenty
# mails (the rulebook has no short game; see pbemd-dm(7) CONTENT).
. "$(dirname "$0")/e2e-lib.sh"

maxmails=${E2E_DM_MAILS:-150}
ctl init > /dev/null
export PBEMD_FAKE_NOW=1793606400
daemon() { "$bin/pbemd" -c "$conf" --once -q; }

# ---- dm-1 the game ----------------------------------------------------
pack=$tmp/pack
cp -R "$top_srcdir/content/dm" "$pack"
chmod -R u+w "$pack"
sed -i 's/^shield_start = .*/shield_start = 5/; s/^outposts_start = .*/outposts_start = 5/' "$pack/pack.ini"
game=$(ctl game new dm --players ann@e2e.example::en,bea@e2e.example::it,cid@e2e.example::es \
	--pack "$pack" --seed 00000000000000000000000000000000000000000000000000000000000000d3)
ok "dm-1 game new dm prints the id" test "$game" = 1
daemon
ok "dm-1 welcome in English" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to ann@e2e.example | grep -q 'Welcome to the moon base'"
ok "dm-1 welcome in Italian" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to bea@e2e.example | grep -q 'Benvenuto nella base lunare'"
ok "dm-1 welcome in Spanish" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to cid@e2e.example | grep -q 'Bienvenido a la base lunar'"
ok "dm-1 the welcome carries a picture" sh -c "grep -l 'To: bea@e2e.example' '$tmp'/outbox/new/* | xargs grep -l 'image/png' | grep -q ."

# outbox - the whole outbox, in full, to $tmp/outbox.txt (once a mail)
outbox() { ctl mail outbox --full > "$tmp/outbox.txt"; }
. "$(dirname "$0")/dm-mail-lib.sh"
n=0
# send ADDR BODY - a reply to the last mail, processed by the daemon, a
# minute after the one before (the fake clock: players who write a mail
# a minute stay within the hourly limits of pbemd.conf(5): seat_per_hour)
send() {
	n=$((n + 1))
	PBEMD_FAKE_NOW=$((PBEMD_FAKE_NOW + 60))
	printf 'From: %s\nSubject: Re: %s\nMessage-ID: <dm%d@e2e>\n\n%s\n' "$1" "$(token_of "$1")" "$n" "$2" |
		ctl mail inject --raw > /dev/null
	daemon
	outbox
}
outbox

# refused ADDR - the last mail to ADDR answers a refused line
refused() { last_mail "$1" | grep -qi '^  \(refused\|rifiutat\|rechazad\)'; }

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
[ -z "${E2E_DM_KEEP:-}" ] || { outbox; cp "$tmp/outbox.txt" "$E2E_DM_KEEP"; }
ok "dm-3 every command sent by mail was accepted" test "$refused" -eq 0
ok "dm-3 the seats wrote in their languages" sh -c "grep -c . '$tmp/sent.txt' >/dev/null && grep -q '^2 \(ripara\|dentro\|fuori\|consegna\|vota\|prendi\|gioca\)' '$tmp/sent.txt' && grep -q '^3 \(repara\|dentro\|fuera\|entrega\|vota\|toma\|juega\)' '$tmp/sent.txt'"
ok "dm-3 the game has ended" sh -c "'$bin/pbemctl' -c '$conf' game list | grep '^ *$game ' | grep -q ended"
ok "dm-3 it ended by the game's rules, not by abandon" test "$ended" -eq 1
ok "dm-3 with a winner" sh -c "'$bin/pbemctl' -c '$conf' game show $game --omniscient --json | grep -q '\"winner\": \"\(Uninfected\|Infected\)\"'"
ok "dm-3 more than 20 commands went by mail" test "$n" -gt 20

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
# reveal ADDR - the reveal mailed to ADDR, in full
reveal() { ctl mail outbox --full --to "$1" | awk '/^==== #/ { on = 0 } /^Subject: .*(everything revealed|tutto svelato|todo revelado)/ { on = 1 } on'; }
reveal ann@e2e.example > "$tmp/rev-en.txt"
reveal bea@e2e.example > "$tmp/rev-it.txt"
reveal cid@e2e.example > "$tmp/rev-es.txt"
# local_name LANG NAME - a status card's name in LANG, from the pack
local_name() {
	[ "$1" = en ] && { printf '%s\n' "$2"; return; }
	awk -v want="$2" -v key="name_$1" -F' = ' '/^\[/ { st = /^\[status / }
		st && $1 == "name" { cur = $2 } st && $1 == key && cur == want { print $2; exit }' "$pack/crew.ini"
}
# names_ok LANG FILE ROW - the reveal's row of every seat names its status card
names_ok() {
	for k in 1 2 3; do
		st=$(local_name "$1" "$(status_of "$k")")
		[ -n "$st" ] && grep -qF "$3 $k: $st (" "$2" || return 1
	done
}
ok "dm-5 the English reveal names the winners" grep -q 'THE GAME IS OVER: the \(Uninfected\|Infected\) win (' "$tmp/rev-en.txt"
ok "dm-5 the Italian reveal names the winners" grep -q 'LA PARTITA È FINITA: vincono \(i Non Infetti\|gli Infetti\) (' "$tmp/rev-it.txt"
ok "dm-5 the Spanish reveal names the winners" grep -q 'LA PARTIDA HA TERMINADO: ganan los \(No Infectados\|Infectados\) (' "$tmp/rev-es.txt"
ok "dm-5 the English reveal names every seat's status" names_ok en "$tmp/rev-en.txt" SEAT
ok "dm-5 the Italian reveal names every seat's status" names_ok it "$tmp/rev-it.txt" POSTO
ok "dm-5 the Spanish reveal names every seat's status" names_ok es "$tmp/rev-es.txt" PUESTO

# A seat is told whom the game waits for, and on what, not "your" vote.
notyours() { ! grep -q '^\(The game waits for Player [0-9] (your\|La partita aspetta il Giocatore [0-9] (il tuo\|La partida espera al Jugador [0-9] (tu \)' "$tmp/outbox.txt"; }
ok "dm-4 no mail tells a seat of another seat's decision as its own" notyours

# ---- dm-6 replay ------------------------------------------------------------
ok "dm-6 replay --verify holds" ctl game replay "$game" --verify

# ---- dm-7 the moderator names the winners -----------------------------------
game2=$(ctl game new dm --players dan@e2e.example::en,eve@e2e.example::it,fay@e2e.example::es)
daemon
ok "dm-7 pbemctl game end ID nobody is refused" sh -c "'$bin/pbemctl' -c '$conf' game end $game2 nobody 2>&1 | grep -q 'end, end uninfected or end infected'"
ok "dm-7 pbemctl game end ID uninfected" sh -c "'$bin/pbemctl' -c '$conf' game end $game2 uninfected | grep -q 'Ended'"
daemon
ok "dm-7 the reveal names the Uninfected" sh -c "ctl() { '$bin/pbemctl' -c '$conf' \"\$@\"; }; ctl mail outbox --full --to dan@e2e.example | grep -q 'THE GAME IS OVER: the Uninfected win (moderator)'"
ok "dm-7 replay --verify holds" ctl game replay "$game2" --verify
finish
