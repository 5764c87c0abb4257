#!/bin/sh
# e2e-moderate.sh - every moderator command by pbemctl, on an open game
# joined by mail: game open, JOIN by pbemd --once, game start, pause,
# resume, extend, set, force, replace, undo, remove, token, end; clock run
# with a fake clock; refusals exit EX_DATAERR (65) with a reason and change
# nothing.  Test ids e2e-5.*.
. "$(dirname "$0")/e2e-lib.sh"

printf '[pbemd]\nmoderator = mod@e2e.example\n[time]\ndeadline = 24h\nreminder = 6h\ngrace = 6h\n' >> "$conf"
ctl init >/dev/null
export PBEMD_FAKE_NOW=1793606400

game=$(ctl game open dow --max 3 --set grace=12h)
ok "e2e-5.1 game open prints the id" test "$game" = 1
for who in ann bob cid; do
	printf 'join %s\n' "$game" | ctl mail inject --from "$who@e2e.example" --subject join >/dev/null
done
"$bin/pbemd" -c "$conf" --once -q
ok "e2e-5.2 three players joined by mail" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to cid@e2e.example | grep -q 'You joined as Player 3'"
ok "e2e-5.3 pause refused before the start" sh -c "'$bin/pbemctl' -c '$conf' game pause $game 2>&1 | grep -q 'start it first'; test \$? -eq 0"
ok "e2e-5.4 game start" sh -c "'$bin/pbemctl' -c '$conf' game start $game | grep -q 'started with 3 players'"
ok "e2e-5.5 welcomes with deadlines" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -q 'Your deadline (set-up choices)'"
ok "e2e-5.6 game pause" sh -c "'$bin/pbemctl' -c '$conf' game pause $game | grep -q paused"
ok "e2e-5.7 pause twice refused (65)" sh -c "'$bin/pbemctl' -c '$conf' game pause $game 2>/dev/null; test \$? -eq 65"
ok "e2e-5.8 game resume" ctl game resume "$game"
ok "e2e-5.9 game extend" sh -c "'$bin/pbemctl' -c '$conf' game extend $game 2 1d | grep -q 'Player 2 1d more'"
ok "e2e-5.10 game set" sh -c "'$bin/pbemctl' -c '$conf' game set $game late_notices yes | grep -q 'late_notices to yes'"
ok "e2e-5.11 game set refuses an unknown key" sh -c "! '$bin/pbemctl' -c '$conf' game set $game colour red 2>/dev/null"
ok "e2e-5.12 game force" sh -c "'$bin/pbemctl' -c '$conf' game force $game 1 | grep -q 'default action of Player 1'"
ok "e2e-5.13 game replace" sh -c "'$bin/pbemctl' -c '$conf' game replace $game 3 dee@e2e.example:Europe/Rome | grep -q 'now dee@e2e.example'"
ok "e2e-5.14 the old player is released" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --to cid@e2e.example | grep -q 'no longer play'"
ok "e2e-5.15 game token" sh -c "'$bin/pbemctl' -c '$conf' game token $game | grep -q '^PBEM-$game-0-'"
ok "e2e-5.16 game undo" sh -c "'$bin/pbemctl' -c '$conf' game undo $game 1 | grep -q 'back as it was after move 1'"
ok "e2e-5.17 undo to a move not there refused" sh -c "! '$bin/pbemctl' -c '$conf' game undo $game 999 2>/dev/null"
ok "e2e-5.18 remove during the set-up refused" sh -c "'$bin/pbemctl' -c '$conf' game remove $game 2 2>&1 | grep -q 'replace Player 2 instead'"
# The clock: 30 hours later every seat still choosing is reminded and late.
export PBEMD_FAKE_NOW=$((1793606400 + 20 * 3600))
ok "e2e-5.19 clock run" sh -c "'$bin/pbemctl' -c '$conf' clock run | grep -q 'acted on'"
ok "e2e-5.20 a reminder went out" sh -c "'$bin/pbemctl' -c '$conf' mail outbox | grep -q 'Reminder'"
ok "e2e-5.21 game end" sh -c "'$bin/pbemctl' -c '$conf' game end $game | grep -q 'ended'"
ok "e2e-5.22 the reveal lists the moderator's actions" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -q 'Moderator actions in this game'"
ok "e2e-5.23 the export lists them" sh -c "'$bin/pbemctl' -c '$conf' game export $game --json | grep -q '\"command\": \"replace 3\"'"
ok "e2e-5.24 replay --verify holds" ctl game replay "$game" --verify
ok "e2e-5.25 a command on an unknown game fails" sh -c "! '$bin/pbemctl' -c '$conf' game pause 99 2>/dev/null"
finish
