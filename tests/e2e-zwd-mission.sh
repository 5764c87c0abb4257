#!/bin/sh
# e2e-zwd-mission.sh - a whole White Death mission by mail, from its
# creation by pbemctl to the final result: three players (English,
# Italian, Spanish) share the six survivors, every command goes by mail
# through pbemd --once, the players win.  Test ids zwdm-*.
#
#   zwdm-1  game new zwd --pack DIR: the mission starts, each seat is
#           welcomed in its language
#   zwdm-2  round 1 by mail, each seat in its own words: moves, the
#           Intro's piles searched, an objective taken; every line done
#   zwdm-3  the zombie phase runs by itself after the last end of turn;
#           round 2 begins
#   zwdm-4  round 2: the last pile searched, the last objective taken:
#           the mission is won
#   zwdm-5  every seat's last mail tells the final result in its
#           language; no command is taken after it
#   zwdm-6  replay --verify holds
#
# A mission of the open pack takes a hundred commands and more, with
# dice deciding the fights: more than a test should mail, and a script
# that must not depend on the dice.  So the game is played on a pack of
# the moderator's own (pbemctl game new zwd --pack DIR, pbemd-zwd(7)
# BALANCE): the open pack with the Intro's objectives in A2 (an extra
# objective spot) and A1, one and two steps from the start, the spawns
# where the Intro has them (four steps and more away).  The rules are
# the same: the piles of six cards searched (several Searches a Turn
# there, as the Intro says), the objectives taken, the zombie phase
# between the rounds.  A fixed seed makes the game the same on every
# machine.
. "$(dirname "$0")/e2e-lib.sh"

ctl init > /dev/null
export PBEMD_FAKE_NOW=1793606400
daemon() { "$bin/pbemd" -c "$conf" --once -q; }
mailid=zwdm

# ---- zwdm-1 the game --------------------------------------------------
pack=$tmp/pack
cp -R "$top_srcdir/content/zwd" "$pack"
chmod -R u+w "$pack"
sed -i '/^\[mission intro\]/,/^win/{s/^objectives = .*/objectives = A1\nextra_objectives = A2/}' \
	"$pack/missions/00-intro.ini"
ok "zwdm-1 the moderator's pack is valid" sh -c "'$bin/pbemctl' -c '$conf' pack check zwd '$pack' | grep -q valid"
game=$(ctl game new zwd --players ann@e2e.example::en,bea@e2e.example::it,cid@e2e.example::es \
	--opt mission=intro --pack "$pack" \
	--seed 000000000000000000000000000000000000000000000000000000000000a3e1)
ok "zwdm-1 game new zwd prints the id" test "$game" = 1
daemon
outbox
welcome() { last_mail "$1" | grep -q "$2"; }
ok "zwdm-1 welcome in English" welcome ann@e2e.example 'Welcome to the frozen city'
ok "zwdm-1 welcome in Italian" welcome bea@e2e.example 'Benvenuto nella città gelata'
ok "zwdm-1 welcome in Spanish" welcome cid@e2e.example 'Bienvenido a la ciudad helada'

# play ADDR LINES - one mail of a seat; every line of it done
play() {
	send "$1" "$2"
	! refused "$1"
}

# ---- zwdm-2 round 1 ---------------------------------------------------
# The survivors in pack order, dealt in turn: ann jenia and lorna, bea
# ogon and dragomir, cid yasuke and sarnai; all start in A5.  A2's pile
# holds six cards: Jenia, Lorna and Ogon search it empty, Dragomir takes
# its objective and goes on to A1; Yasuke and Sarnaï begin A1's pile.
# The team's mails play on past each Search (standing pause off,
# revision 4: else a mail pauses after the first card drawn and holds
# the lines after it, THE MAIL in pbemd-zwd(7), e2e-zwd-pause.sh).
ok "zwdm-2 round 1 in English" play ann@e2e.example "standing pause off
move jenia A2
search jenia
search jenia
move lorna A2
search lorna
search lorna"
ok "zwdm-2 round 1 in Italian" play bea@e2e.example "muovi ogon A2
cerca ogon
cerca ogon
muovi dragomir A2
prendi dragomir
muovi dragomir A1"
took() { last_mail bea@e2e.example | grep -q 'Dragomir prende'; }
ok "zwdm-2 an objective taken, told in Italian" took
ok "zwdm-2 round 1 in Spanish" play cid@e2e.example "mueve yasuke A2
mueve yasuke A1
busca yasuke
mueve sarnai A2
mueve sarnai A1
busca sarnai"

# ---- zwdm-3 the zombie phase ------------------------------------------
zombies() { last_mail "$1" | grep -q "$2"; }
ok "zwdm-3 the zombies in English" zombies ann@e2e.example 'THE ZOMBIES, round 1'
ok "zwdm-3 the zombies in Italian" zombies bea@e2e.example 'GLI ZOMBIE, turno 1'
ok "zwdm-3 the zombies in Spanish" zombies cid@e2e.example 'LOS ZOMBIS, ronda 1'
ok "zwdm-3 round 2 begins" zombies ann@e2e.example ': Get Ready for Battle, round 2'

# ---- zwdm-4 round 2: the end ------------------------------------------
# A1's pile has four cards left: Jenia and Lorna search it empty, then
# Dragomir, there since round 1, takes the last objective.
ok "zwdm-4 round 2 in English" play ann@e2e.example "move jenia A1
search jenia
search jenia
move lorna A1
search lorna
search lorna"
ok "zwdm-4 the last objective, in Italian" play bea@e2e.example "prendi dragomir"

# ---- zwdm-5 the final result, in each language -------------------------
final() { last_mail "$1" | grep -q "$2"; }
ok "zwdm-5 the result in English" final ann@e2e.example 'THE GAME IS OVER: the mission is won'
ok "zwdm-5 the result in Italian" final bea@e2e.example 'LA PARTITA È FINITA: la missione è vinta'
ok "zwdm-5 the result in Spanish" final cid@e2e.example 'LA PARTIDA HA TERMINADO: la misión está ganada'
ok "zwdm-5 the game has ended" sh -c "'$bin/pbemctl' -c '$conf' game list | grep '^ *$game ' | grep -q ended"
send cid@e2e.example "busca yasuke"
ok "zwdm-5 no command after the end" refused cid@e2e.example

# ---- zwdm-6 the replay ------------------------------------------------
[ -z "${E2E_ZWDM_KEEP:-}" ] || cp "$tmp/outbox.txt" "$E2E_ZWDM_KEEP"
ok "zwdm-6 replay --verify holds" ctl game replay "$game" --verify
finish
