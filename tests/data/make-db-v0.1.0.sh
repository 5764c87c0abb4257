#!/bin/sh
# make-db-v0.1.0.sh - how tests/data/db-v0.1.0.db was made.
#
# usage: make-db-v0.1.0.sh SRCDIR BUILDDIR OUTDIR
#
# Run ONCE, by hand, with the 0.1.0 code (main at 6949d81): the database
# it leaves is test data for tests/e2e-olddb.sh, which opens it with
# today's programs (the schema migrations apply) and checks that every
# game still verifies and shows, replays and exports byte for byte as the
# 0.1.0 code recorded (OUTDIR/db-v0.1.0.expect/).  The suite never runs
# this script: its whole point is a database made by the version before.
#
# Writes OUTDIR/db-v0.1.0.db (VACUUMed), OUTDIR/db-v0.1.0.key (the
# installation's key; the tokens in its mails verify only with it) and
# OUTDIR/db-v0.1.0.expect/.  The games, all Dead of Winter, at the fixed
# clock PBEMD_FAKE_NOW=1793606400 (2026-11-03 08:00 UTC):
#   1  3 seats, default options, played by mail for 12 player mails
#      (the first mails of tests/check_game_mail's recorded game,
#      PBEMD_GAME_RECORD): set-up and several turns
#   2  2 seats, Italian and Spanish, objective kill-them, variant
#      no-mature; set-up by mail with press and a diary; ended with
#      pbemctl game end
#   3  4 seats, game open + JOIN by mail (one Spanish, one Italian),
#      variant cooperative; moderator actions: start, pause, resume,
#      extend, set, force, undo (of the force), replace; press
#      and a diary; every seat has chosen
#   4  5 seats, objective stockpile, variants expert,traitors, exposure
#      5,3,3,1, two Spanish seats; seats 1 to 4 answered the set-up by
#      mail, seat 5 did not (e2e-olddb.sh answers it)
set -eu
src=$(cd "$1" && pwd)
bin=$(cd "$2" && pwd)/src
out=$(mkdir -p "$3" && cd "$3" && pwd)
tmp=$(mktemp -d /tmp/make-db.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
conf=$tmp/pbemd.conf
export PBEMD_FAKE_NOW=1793606400

cat > "$conf" <<CONF
[pbemd]
templates = $src/templates
content = $src/content
moderator = mod@test.example
[mail]
inbox = maildir:inbox
outbox = maildir:outbox
address = arbiter@test.example
[limits]
max_per_hour = 0
[time]
deadline = 24h
reminder = 6h
grace = 6h
CONF
ctl() { "$bin/pbemctl" -c "$conf" "$@"; }
once() { "$bin/pbemd" -c "$conf" --once -q; }

# Game 1: the recorded game's first mails.
rec=$tmp/rec
mkdir -p "$rec/mail"
PBEMD_GAME_RECORD=$rec PBEMD_GAME_COUNT=1 CK_FORK=no "$2/tests/check_game_mail" > "$tmp/rec.log" 2>&1
cp "$rec/pbemd.key" "$tmp/pbemd.key"
chmod 600 "$tmp/pbemd.key"
ctl init > /dev/null
read -r id hex rest < "$rec/games"
g=$(ctl game new dow --players ann@players.example,bob@players.example,cid@players.example --seed "$hex")
test "$g" = 1
for f in $(ls "$rec/mail" | head -12); do
	ctl mail inject --raw < "$rec/mail/$f" > /dev/null
	once
done

# answer ADDR MSGID [EXTRA] - under the newest token sent to ADDR: keep as
# many survivors as the newest mail offering them asks (me.txt's "keep N"
# in en, it or es), the first ones offered, the first as leader
keepline='keep [0-9]|tienine [0-9]|quédate [0-9]'
answer() {
	all=$(ctl mail outbox --full --to "$1")
	tok=$(printf '%s\n' "$all" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1)
	text=$(printf '%s\n' "$all" | awk -v pat="$keepline" \
		'/^==== #/{if (b ~ pat) k=b; b=""} {b=b $0 "\n"} END{if (b ~ pat) k=b; printf "%s", k}')
	n=$(printf '%s\n' "$text" | grep -m1 -E "$keepline" | grep -o '[0-9][0-9]*' | head -1)
	names=$(printf '%s\n' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | head -n "$n")
	a=$(printf '%s\n' "$names" | head -1)
	printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <%s>\n\nkeep %s\nleader %s\n%s\n' \
		"$1" "$tok" "$2" "$(printf '%s\n' "$names" | paste -sd, | sed 's/,/, /g')" "$a" "${3:-}"
}
# reply ADDR MSGID TEXT - TEXT under the newest token of ADDR
reply() {
	tok=$(ctl mail outbox --full --to "$1" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | tail -1)
	printf 'From: %s\nTo: arbiter@test.example\nSubject: Re: %s\nMessage-ID: <%s>\n\n%s\n' \
		"$1" "$tok" "$2" "$3"
}

# Game 2: Italian and Spanish, press, a diary, ended by the moderator.
g=$(ctl game new dow --players ita@old.example:Europe/Rome:it,esp@old.example:Europe/Madrid:es \
	--objective kill-them --variant no-mature \
	--seed 00000000000000000000000000000000000000000000000000000000000000c2)
test "$g" = 2
answer ita@old.example g2.1@old 'press all: ciao a tutti
diary: ricordati del cibo' | ctl mail inject --raw > /dev/null
once
answer esp@old.example g2.2@old 'press 1: hola
diario: nada' | ctl mail inject --raw > /dev/null
once
reply ita@old.example g2.3@old 'diary: second note' | ctl mail inject --raw > /dev/null
once
ctl game end 2 > /dev/null

# Game 3: open, joined by mail, moderated.
g=$(ctl game open dow --max 4 --variant cooperative --set grace=12h)
test "$g" = 3
printf 'join 3\n' | ctl mail inject --from ann@mod.example --subject join > /dev/null
printf 'join 3 Europe/Madrid es\n' | ctl mail inject --from bea@mod.example --subject join > /dev/null
printf 'join 3 Europe/Rome it\n' | ctl mail inject --from cid@mod.example --subject join > /dev/null
printf 'join 3\n' | ctl mail inject --from dan@mod.example --subject join > /dev/null
once
ctl game start 3 > /dev/null
ctl game pause 3 > /dev/null
ctl game resume 3 > /dev/null
answer ann@mod.example g3.1@mod 'press all: hello table' | ctl mail inject --raw > /dev/null
once
ctl game extend 3 2 1d > /dev/null
ctl game set 3 late_notices yes > /dev/null
answer bea@mod.example g3.2@mod | ctl mail inject --raw > /dev/null
once
last=$(($(ctl game export 3 --json | grep -c '"command":') - 1))
ctl game force 3 4 > /dev/null
ctl game undo 3 $last > /dev/null
ctl game replace 3 3 eve@mod.example:Europe/Rome > /dev/null
answer eve@mod.example g3.3@mod | ctl mail inject --raw > /dev/null
once
answer dan@mod.example g3.4@mod 'diary: my plan' | ctl mail inject --raw > /dev/null
once

# Game 4: five seats, options; seat 5 still to answer.
g=$(ctl game new dow --players a5@five.example,b5@five.example:Europe/Madrid:es,c5@five.example:America/Mexico_City:es,d5@five.example:Europe/Rome:it,e5@five.example \
	--objective stockpile --variant expert,traitors --exposure 5,3,3,1 \
	--seed 00000000000000000000000000000000000000000000000000000000000000c4)
test "$g" = 4
for p in a5 b5 c5 d5; do
	answer $p@five.example g4.$p@five | ctl mail inject --raw > /dev/null
	once
done

ctl game list
for g in 1 2 3 4; do ctl game verify $g; done

# The database, VACUUMed, the key and the outputs of the 0.1.0 code.
sqlite3 "$tmp/pbemd.db" 'PRAGMA wal_checkpoint(TRUNCATE); VACUUM;' > /dev/null
rm -f "$tmp/pbemd.db-wal" "$tmp/pbemd.db-shm"
cp "$tmp/pbemd.db" "$out/db-v0.1.0.db"
cp "$tmp/pbemd.key" "$out/db-v0.1.0.key"
exp=$out/db-v0.1.0.expect
rm -rf "$exp"
mkdir -p "$exp"
for g in 1 2 3 4; do
	ctl game show $g --omniscient --json > "$exp/show-$g.json"
	ctl game replay $g --public --json > "$exp/replay-public-$g.json"
	ctl game replay $g --seat 1 --json > "$exp/replay-seat1-$g.json"
	ctl game export $g --json > "$exp/export-$g.json"
done
