#!/bin/sh
# e2e-zwd-pause.sh - Zombicide: White Death by mail: a mail pauses where
# nobody could know the outcome (rules 4, game.h res->pause), in three
# languages (Player 1 English, 2 Italian, 3 Spanish).  Test ids zwdp-*.
#
#   zwdp-1  a Search among later lines: the reply tells what was found
#           and what the player may do, the later lines are held and
#           quoted back plain, the board is shown; prose stays prose
#   zwdp-2  the held lines sent again in a new mail are applied; the
#           same paused mail sent twice is applied once
#   zwdp-3  the same in Italian and in Spanish, answered in each
#           language ("sospeso", "en espera"); the team's standing
#           pause off (in Italian): the mail plays on, and on again
#   zwdp-4  a game of rules revision 3 (an older pack) never pauses:
#           the lines after its Search are applied
#   zwdp-5  replay --verify holds for both games (held lines are in no
#           log)
# A friendly-fire pause is tested in check_zwd_game (pause_outcomes).
. "$(dirname "$0")/e2e-lib.sh"

ctl init > /dev/null
export PBEMD_FAKE_NOW=1793606400
daemon() { "$bin/pbemd" -c "$conf" --once -q; }
mailid=zwdp

game=$(ctl game new zwd --players ann@e2e.example::en,bea@e2e.example::it,cid@e2e.example::es \
	--opt mission=intro \
	--seed 00000000000000000000000000000000000000000000000000000000000000e5)
daemon
outbox

# ---- zwdp-1 a Search pauses the mail ----------------------------------------
# All start in A5; A1 is a building two zones away (by A2).
send ann@e2e.example "move jenia A2
move jenia A1"
ok "zwdp-1 Jenia walks to the building" sh -c "! grep -q refused '$tmp/outbox.txt'"
tok=$(token_of ann@e2e.example)
body="search jenia
move lorna A2
move lorna A1
show
Thanks all"
mail() { printf 'From: ann@e2e.example\nSubject: Re: %s\nMessage-ID: <zwdp-%s@e2e>\n\n%s\n' "$tok" "$1" "$body" | ctl mail inject --raw > /dev/null; daemon; outbox; }
mail a
m=$tmp/paused.txt
last_mail ann@e2e.example > "$m"
has() { grep -q "$2" "$1"; }
ok "zwdp-1 the Search is done and says what to do" has "$m" 'done: What Jenia found is told below and shown among the cards: reorganise, drop or trade now, if you like.'
ok "zwdp-1 what was found is told" has "$m" '^\* Jenia finds '
ok "zwdp-1 the later lines are held" sh -c "grep -A1 '^> move lorna A2' '$m' | grep -q '^  held'"
ok "zwdp-1 the reply says the game paused" has "$m" 'PAUSED: the outcome of "search jenia" could not be known'
ok "zwdp-1 it counts the held lines" has "$m" 'Not applied: 2 lines after it.'
quoted() { awk '/changed:$/ { on = 1; next } on && NF == 0 && n { exit } on && NF { print; n++ }' "$m" > "$tmp/q"; printf 'move lorna A2\nmove lorna A1\n' | cmp -s - "$tmp/q"; }
ok "zwdp-1 the held lines are quoted back plain, to copy" quoted
ok "zwdp-1 show still runs" sh -c "grep -A1 '^> show' '$m' | grep -q '^  done'"
ok "zwdp-1 prose stays prose" has "$m" '^~ Thanks all'
ok "zwdp-1 the board is shown" has "$m" '^A1 (building): Jenia'
ok "zwdp-1 Lorna did not move" has "$m" '^A5 (street): .*Lorna'
ok "zwdp-1 nothing refused" sh -c "! grep -q '^  refused' '$m'"

# ---- zwdp-2 sent again --------------------------------------------------------
mail b
searches() { test "$(ctl game export "$game" --json | grep -c '"command": *"search jenia"')" = 1; }
ok "zwdp-2 the same mail again is not applied twice" searches
send ann@e2e.example "move lorna A2
move lorna A1"
again() { ! refused ann@e2e.example && last_mail ann@e2e.example | grep -q 'Lorna moves from A2 to A1' && ! last_mail ann@e2e.example | grep -q PAUSED; }
ok "zwdp-2 the held lines sent again are applied" again

# ---- zwdp-3 Italian and Spanish ------------------------------------------
send bea@e2e.example "muovi ogon A2
muovi ogon A1"
send bea@e2e.example "cerca ogon
muovi dragomir A2"
it() { last_mail bea@e2e.example | grep -q "Ciò che Ogon ha trovato è detto qui sotto" && last_mail bea@e2e.example | grep -A1 '^> muovi dragomir A2' | grep -q '^  sospeso' && last_mail bea@e2e.example | grep -q 'IN PAUSA: l.esito di "cerca ogon"'; }
ok "zwdp-3 a pause in Italian" it
send bea@e2e.example "permanente pausa no"
off_it() { ! refused bea@e2e.example && last_mail bea@e2e.example | grep -q 'Permanente: le mail della squadra vanno avanti, senza pausa' && last_mail bea@e2e.example | grep -q '; mail senza pausa'; }
ok "zwdp-3 standing pause off, in Italian, on the board" off_it
send bea@e2e.example "muovi dragomir A2
muovi dragomir A1
cerca dragomir
permanente pausa si"
played_on() { ! refused bea@e2e.example && ! last_mail bea@e2e.example | grep -q 'IN PAUSA\|sospeso' && last_mail bea@e2e.example | grep -q 'Permanente: una mail si ferma dopo una carta pescata'; }
ok "zwdp-3 with the pause off the mail plays on" played_on
send cid@e2e.example "mueve yasuke A2
mueve yasuke A1"
send cid@e2e.example "busca yasuke
mueve sarnai A2"
es() { last_mail cid@e2e.example | grep -q "Lo que Yasuke ha encontrado se cuenta abajo" && last_mail cid@e2e.example | grep -A1 '^> mueve sarnai A2' | grep -q '^  en espera' && last_mail cid@e2e.example | grep -q 'EN PAUSA: el resultado de "busca yasuke"'; }
ok "zwdp-3 a pause in Spanish" es

# ---- zwdp-4 rules revision 3 ------------------------------------------------
cp -r "$top_srcdir/content/zwd" "$tmp/rev3"
sed -i 's/^rules *= *4/rules = 3/' "$tmp/rev3/cards/pack.ini"
old=$(ctl game new zwd --pack "$tmp/rev3" --players dan@e2e.example::en \
	--opt mission=intro \
	--seed 00000000000000000000000000000000000000000000000000000000000000e5 2>&1) || true
ok "zwdp-4 a game on a rules 3 pack" test "$old" = 2
daemon
outbox
send dan@e2e.example "move jenia A2
move jenia A1"
send dan@e2e.example "search jenia
move lorna A2"
rev3() { ! refused dan@e2e.example && ! last_mail dan@e2e.example | grep -q 'PAUSED\|held' && last_mail dan@e2e.example | grep -q 'Lorna moves from A5 to A2'; }
ok "zwdp-4 rules 3: no pause, the later line applied" rev3

# ---- zwdp-5 replay ------------------------------------------------------------
ok "zwdp-5 replay --verify holds (rules 4)" ctl game replay "$game" --verify
ok "zwdp-5 replay --verify holds (rules 3)" ctl game replay "$old" --verify
finish
