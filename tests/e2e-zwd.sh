#!/bin/sh
# e2e-zwd.sh - Zombicide: White Death by mail through the daemon, in
# three languages (Player 1 English, 2 Italian, 3 Spanish): the Intro
# created by pbemctl, a round played by mail (moves, a refusal, the
# ends of turn that set the zombies going), the end by the moderator.
# Test ids zwd-*.
#
#   zwd-0   pbemctl pack check zwd: the pack with its subdirectories is
#           valid; a spawn off a street is refused with the mission's name;
#           a skill the game cannot play, with its file and line
#   zwd-1   game new zwd with a player per language; welcome mails in
#           each language, each with a picture of the map
#   zwd-2   actions by mail in each seat's words, answered in its
#           language; a trade between two players; a standing choice;
#           a survivor's stance in Italian; an attack out of reach is
#           refused with a reason; one in reach is made and told; a
#           standing skill choice in Spanish; standing targets in
#           Spanish and standing cards in Italian, shown on the board
#   zwd-3   the last end of turn runs the zombie phase: every seat's
#           next mail tells it in its language, round 2 begins; the
#           attack of zwd-2 is told to each in its language, with no
#           English line in the Italian and Spanish mails
#   zwd-4   the moderator ends the game; replay --verify holds
#   zwd-5   a deadline passes: the late player's survivors end their
#           turn (the default), the zombie phase runs, round 2 begins;
#           the default is recorded and the game replays; the
#           round 2 turn has a deadline of its own, and no second
#           default comes before it
#   zwd-6   the modes as options: pbemctl game kinds lists them; a game
#           of mission 3 with Abomination Festival and Multiple
#           Necromancers plays a round by mail and replays; a mode
#           the game does not know is refused
. "$(dirname "$0")/e2e-lib.sh"

ctl init > /dev/null
export PBEMD_FAKE_NOW=1793606400
daemon() { "$bin/pbemd" -c "$conf" --once -q; }

# ---- zwd-0 the pack -------------------------------------------------------
ok "zwd-0 pack check zwd: valid" sh -c "'$bin/pbemctl' -c '$conf' pack check zwd '$top_srcdir/content/zwd' | grep -q 'valid'"
cp -r "$top_srcdir/content/zwd" "$tmp/badpack"
sed 's/^spawn1 = .*/spawn1 = A1/' "$top_srcdir/content/zwd/missions/00-intro.ini" > "$tmp/badpack/missions/00-intro.ini"
badpack() { ctl pack check zwd "$tmp/badpack" 2>&1 | grep -q 'mission intro.*spawn outside a street'; }
ok "zwd-0 pack check zwd: a spawn in a building is refused" badpack
cp -r "$top_srcdir/content/zwd" "$tmp/badskill"
sed 's/^skill = guards-lucky$/skill = guards-medic/' "$top_srcdir/content/zwd/cards/guards.ini" > "$tmp/badskill/cards/guards.ini"
badskill() { ctl pack check zwd "$tmp/badskill" 2>&1 | grep -q 'cards/guards.ini:[0-9]*: \[guardskill gs-lucky\]: skill: skill guards-medic: guards takes a skill that changes a combat roll'; }
ok "zwd-0 pack check zwd: a skill the game cannot play is refused where it stands" badskill

# ---- zwd-1 the game -----------------------------------------------------
game=$(ctl game new zwd --players ann@e2e.example::en,bea@e2e.example::it,cid@e2e.example::es \
	--opt mission=intro \
	--seed 00000000000000000000000000000000000000000000000000000000000000e5)
ok "zwd-1 game new zwd prints the id" test "$game" = 1
daemon
ok "zwd-1 welcome in English" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to ann@e2e.example | grep -q 'Welcome to the frozen city'"
ok "zwd-1 welcome in Italian" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to bea@e2e.example | grep -q 'Benvenuto nella città gelata'"
ok "zwd-1 welcome in Spanish" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to cid@e2e.example | grep -q 'Bienvenido a la ciudad helada'"
ok "zwd-1 the welcome carries a picture" sh -c "grep -l 'To: bea@e2e.example' '$tmp'/outbox/new/* | xargs grep -l 'image/png' | grep -q ."

mailid=zwd
outbox

# ---- zwd-2 actions by mail ----------------------------------------------
# The survivors in pack order, dealt in turn: ann jenia and lorna, bea
# ogon and dragomir, cid yasuke and sarnai; all start in A5.
send ann@e2e.example "move jenia A2"
moved_en() { ! refused ann@e2e.example && last_mail ann@e2e.example | grep -q 'Jenia moves from A5 to A2'; }
ok "zwd-2 a move in English" moved_en
send bea@e2e.example "muovi ogon A2"
moved_it() { ! refused bea@e2e.example && last_mail bea@e2e.example | grep -q 'Ogon si muove dalla Zona A5 alla Zona A2'; }
ok "zwd-2 a move in Italian, answered in Italian" moved_it
send cid@e2e.example "ruido yasuke"
noise_es() { ! refused cid@e2e.example && last_mail cid@e2e.example | grep -q 'Yasuke hace ruido en la Zona A5'; }
ok "zwd-2 noise in Spanish" noise_es
# A trade between two players: offered in English, accepted in Italian.
send ann@e2e.example "trade jenia ogon shashka"
send bea@e2e.example "accetta"
traded() { ! refused bea@e2e.example && last_mail bea@e2e.example | grep -q 'Jenia dà Shashka a Ogon'; }
ok "zwd-2 a trade offered by one player, accepted by another" traded
send bea@e2e.example "permanente ferite distribuite"
standing_it() { ! refused bea@e2e.example && last_mail bea@e2e.example | grep -q 'Permanente: le Ferite vanno ai sopravvissuti, distribuite'; }
ok "zwd-2 a standing choice in Italian" standing_it
send bea@e2e.example "scelta ogon fortunato no"
stance_it() { ! refused bea@e2e.example && last_mail bea@e2e.example | grep -q 'Permanente: Ogon, fortunato no'; }
ok "zwd-2 a survivor's standing choice in Italian" stance_it
send cid@e2e.example "prefiere yasuke lucky"
prefer_es() { ! refused cid@e2e.example && last_mail cid@e2e.example | grep -q 'Elecciones permanentes de Habilidades de Yasuke: Afortunado'; }
ok "zwd-2 a standing skill choice in Spanish" prefer_es
send cid@e2e.example "permanente blancos caminante corredor"
targets_es() { ! refused cid@e2e.example && last_mail cid@e2e.example | grep -q 'Permanente: los blancos libres siguen el orden dado' && last_mail cid@e2e.example | grep -q 'blancos libres primero: caminante corredor'; }
ok "zwd-2 standing targets in Spanish, on the board" targets_es
send bea@e2e.example "permanente carte zaino"
cards_it() { ! refused bea@e2e.example && last_mail bea@e2e.example | grep -q 'Permanente: ogni carta trovata o data va prima nello zaino' && last_mail bea@e2e.example | grep -q 'armi trovate prima nello zaino'; }
ok "zwd-2 standing cards in Italian, on the board" cards_it
send bea@e2e.example "attacca dragomir A9"
ok "zwd-2 an attack out of reach is refused, in Italian" refused bea@e2e.example
why_it() { last_mail bea@e2e.example | grep -q "Dragomir non ha nelle mani un'arma che raggiunga la Zona A9"; }
ok "zwd-2 the refusal says why" why_it

send ann@e2e.example "attack lorna A5"
attacked() { ! refused ann@e2e.example && last_mail ann@e2e.example | grep -q 'Lorna attacks A5'; }
ok "zwd-2 an attack by mail, told" attacked

# ---- zwd-3 the zombie phase ------------------------------------------------
ends=0
for m in "ann@e2e.example end" "bea@e2e.example fine" "cid@e2e.example fin"; do
	send ${m% *} "${m#* }"
	refused ${m% *} || ends=$((ends + 1))
	last_mail ${m% *} > "$tmp/end-${m% *}.txt"
done
ok "zwd-3 every end of turn was accepted" test "$ends" -eq 3
zombies() { last_mail "$1" | grep -q "$2"; }
ok "zwd-3 the zombies in English" zombies ann@e2e.example 'THE ZOMBIES, round 1'
ok "zwd-3 the zombies in Italian" zombies bea@e2e.example 'GLI ZOMBIE, turno 1'
ok "zwd-3 the zombies in Spanish" zombies cid@e2e.example 'LOS ZOMBIS, ronda 1'
ok "zwd-3 round 2 begins" zombies ann@e2e.example ': Get Ready for Battle, round 2'
# Lorna's attack, told to the Italian and Spanish players in their
# language: the summary among the events, the whole fight on the board.
english() { grep -E 'attacks A5|Friendly fire|dice [0-9]|[0-9] hits?\.|Noise token|Wounds?\.|zombies? killed' "$tmp/end-$1.txt"; }
told() { grep -q "$2" "$tmp/end-$1.txt" && grep -q "$3" "$tmp/end-$1.txt" && ! english "$1"; }
ok "zwd-3 the attack told in Italian, no English line" told bea@e2e.example 'Lorna attacca la Zona A5: ' 'Lorna attacca la Zona A5 (Gittata 0): dadi '
ok "zwd-3 the attack told in Spanish, no English line" told cid@e2e.example 'Lorna ataca la Zona A5: ' 'Lorna ataca la Zona A5 (Alcance 0): dados '
ok "zwd-3 the attack told in English on the board" zombies ann@e2e.example 'Lorna attacks A5 (range 0): dice '

# ---- zwd-4 the end and the replay -------------------------------------------
[ -z "${E2E_ZWD_KEEP:-}" ] || cp "$tmp/outbox.txt" "$E2E_ZWD_KEEP"
ok "zwd-4 the moderator ends the game" ctl game end "$game"
ok "zwd-4 the game has ended" sh -c "'$bin/pbemctl' -c '$conf' game list | grep '^ *$game ' | grep -q ended"
ok "zwd-4 replay --verify holds" ctl game replay "$game" --verify

# ---- zwd-6 the modes -------------------------------------------------------
kinds() { ctl game kinds zwd | grep -q "$1"; }
ok "zwd-6.1 game kinds lists the option abominations" kinds 'abominations=.*off|deck|festival'
ok "zwd-6.1 game kinds lists the option necromancers" kinds 'necromancers=.*single|multiple'
modes=$(ctl game new zwd --players dan@e2e.example::en,eva@e2e.example::it \
	--opt mission=3 --opt abominations=festival --opt necromancers=multiple \
	--seed 00000000000000000000000000000000000000000000000000000000000000e6)
ok "zwd-6.2 game new zwd with the modes" test "$modes" = 2
daemon
outbox
exported() { ctl game export "$modes" --json | grep -q '"necromancers": *"multiple"'; }
ok "zwd-6.2 the game keeps its modes" exported
ends=0
for m in "dan@e2e.example end" "eva@e2e.example fine"; do
	send ${m% *} "${m#* }"
	refused ${m% *} || ends=$((ends + 1))
done
ok "zwd-6.3 a round of the modes' game by mail" test "$ends" -eq 2
ok "zwd-6.3 its zombie phase is told" zombies eva@e2e.example 'GLI ZOMBIE, turno 1'
ok "zwd-6.4 replay --verify holds" ctl game replay "$modes" --verify
nomode() { ! ctl game new zwd --players fay@e2e.example --opt necromancers=many > /dev/null 2>&1; }
ok "zwd-6.5 an unknown mode is refused" nomode

# ---- zwd-5 a deadline passes ---------------------------------------------
# Gil (English) ends his survivors' turn; Hal (Spanish) sends nothing.
# Past the turn's 48 hours and the 12 hours' grace the clock ends Hal's
# survivors' turn for him (zwd_default_line: "end"), the zombies come and
# round 2 begins, told to each in his language.
late=$(ctl game new zwd --players gil@e2e.example::en,hal@e2e.example::es \
	--opt mission=intro \
	--seed 00000000000000000000000000000000000000000000000000000000000000e7)
ok "zwd-5.1 game new zwd for the deadline" test "$late" = 3
daemon
outbox
send gil@e2e.example "end"
gil_ended() { ! refused gil@e2e.example && last_mail gil@e2e.example | grep -q 'Nothing waits on you now'; }
ok "zwd-5.1 Gil's survivors end their turn" gil_ended
waits() { last_mail gil@e2e.example | grep -q 'The game waits for Player 2 (the survivors. turn)'; }
ok "zwd-5.1 the game says it waits on Hal" waits
plazo1=$(last_mail hal@e2e.example | grep '^Tu plazo' || true)
PBEMD_FAKE_NOW=$((PBEMD_FAKE_NOW + 61 * 3600))
daemon
outbox
plazo2=$(last_mail hal@e2e.example | grep '^Tu plazo' || true)
ok "zwd-5.2 past the deadline the zombies come, told in Spanish" zombies hal@e2e.example 'LOS ZOMBIS, ronda 1'
ok "zwd-5.2 round 2 begins" zombies gil@e2e.example ': Get Ready for Battle, round 2'
defaulted() { ctl game export "$late" --json | grep -q '"command": *"default 2 end"'; }
ok "zwd-5.3 Hal's default, end, is in the game's record" defaulted
# Hal's default ended round 1 and began round 2 in one line: his round 2
# turn is a decision anew, with a deadline of its own (deadline.h T2),
# not round 1's, which had passed (the clock took his default again at
# once, and round 2 was lost without a mail, before waits.round).
fresh() { test -n "$plazo1" && test -n "$plazo2" && test "$plazo1" != "$plazo2"; }
ok "zwd-5.5 Hal's round 2 deadline is new ($plazo2)" fresh
PBEMD_FAKE_NOW=$((PBEMD_FAKE_NOW + 3600))
daemon
once() { test "$(ctl game export "$late" --json | grep -c '"command": *"default 2 end"')" = 1; }
ok "zwd-5.5 an hour on, Hal was defaulted once, not again" once
ok "zwd-5.4 replay --verify holds" ctl game replay "$late" --verify
finish
