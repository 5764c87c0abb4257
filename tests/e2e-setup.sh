#!/bin/sh
# e2e-setup.sh - the installed programs, end to end: pbemctl init, game new,
# pbemd --deliver (the MDA mode) with exit statuses, pbemd --once over the
# Maildir, duplicate delivery, replay and export.  Test ids e2e-1.*.
. "$(dirname "$0")/e2e-lib.sh"
# Every seat mailed for every event (e2e-1.16 counts them); the default
# level, waiting, is tested in check_notify.
printf '[notify]\nlevel = every\n' >> "$conf"

ok "e2e-1.1 pbemd -n before init: EX_CONFIG, it needs the database" \
	sh -c "'$bin/pbemd' -c '$conf' -n 2>/dev/null; test \$? -eq 78"
ok "e2e-1.2 pbemd without a database fails with EX_CONFIG" \
	sh -c "'$bin/pbemd' -c '$conf' --once -q; test \$? -eq 78"
ok "e2e-1.3 pbemctl init" ctl init
ok "e2e-1.1 pbemd -n accepts the configuration after init" "$bin/pbemd" -c "$conf" -n
ok "e2e-1.4 the key is mode 0600" sh -c "test \"\$(stat -c %a '$tmp/pbemd.key')\" = 600"
ok "e2e-1.5 init twice keeps the key" sh -c "ctl() { '$bin/pbemctl' -c '$conf' \"\$@\"; }; ctl init | grep -q 'kept'"

game=$(ctl game new dow --players ann@e2e.example,bob@e2e.example,cid@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000aa)
ok "e2e-1.6 game new prints the id" test "$game" = 1
ok "e2e-1.7 three welcome mails queued" sh -c "test \$('$bin/pbemctl' -c '$conf' mail outbox | grep -c queued) -eq 3"
ok "e2e-1.8 bad player list refused" sh -c "! '$bin/pbemctl' -c '$conf' game new dow --players ann@x,not-an-address 2>/dev/null"

# answer SEAT ADDR MSGID - keep the first and last survivor offered
answer() {
	text=$(ctl mail outbox --full --to "$2" | awk '/^==== #/{b=""} {b=b $0 "\n"} END{printf "%s", b}')
	tok=$(printf '%s' "$text" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
	a=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
	b=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 4p)
	printf 'From: %s\nTo: arbiter@e2e.example\nSubject: Re: %s\nMessage-ID: <%s>\n\nkeep %s, %s\nleader %s\n' \
		"$2" "$tok" "$3" "$a" "$b" "$a"
}

answer 1 ann@e2e.example m1@e2e > "$tmp/m1"
ok "e2e-1.9 pbemd --deliver applies a reply" "$bin/pbemd" -c "$conf" --deliver -q < "$tmp/m1"
ok "e2e-1.10 the same mail again has no effect" "$bin/pbemd" -c "$conf" --deliver -q < "$tmp/m1"
ok "e2e-1.11 ann got exactly one answer" sh -c "test \$('$bin/pbemctl' -c '$conf' mail outbox --to ann@e2e.example | wc -l) -eq 2"
ok "e2e-1.12 replies are delivered to the outbox Maildir" sh -c "test \$(ls '$tmp/outbox/new' | wc -l) -eq 4"

answer 2 bob@e2e.example m2@e2e > "$tmp/m2"
answer 3 cid@e2e.example m3@e2e > "$tmp/m3"
ctl mail inject --raw < "$tmp/m2" >/dev/null
ctl mail inject --raw < "$tmp/m3" >/dev/null
ok "e2e-1.13 pbemd --once processes the inbox" "$bin/pbemd" -c "$conf" --once -q
ok "e2e-1.14 the inbox Maildir is empty" sh -c "test -z \"\$(ls '$tmp/inbox/new')\""
ok "e2e-1.15 the game is running" sh -c "'$bin/pbemctl' -c '$conf' game list | grep -q ' running '"
ok "e2e-1.16 everyone was told" sh -c "'$bin/pbemctl' -c '$conf' mail outbox | grep -c 'Your turn\\|Round 1, Player' | grep -q 2"
ok "e2e-1.17 replay --verify" ctl game replay "$game" --verify
ok "e2e-1.18 export has the move log and no seed yet" \
	sh -c "'$bin/pbemctl' -c '$conf' game export $game --json | grep -q '\"command\": \"keep' && ! '$bin/pbemctl' -c '$conf' game export $game --json | grep -q '\"seed\":'"
ok "e2e-1.19 game show --seat 1 shows a hand" sh -c "'$bin/pbemctl' -c '$conf' game show $game --seat 1 | grep -q 'Your hand'"
ok "e2e-1.20 pack check" ctl pack check dow
# A pack of the moderator's own: a copy with one card renamed.
cp -r "$top_srcdir/content/dow" "$tmp/mypack"
sed -i 's/^name = Forest Plum$/name = Forest Plume/' "$tmp/mypack/survivors.ini"
ok "e2e-1.22 game new --pack takes the moderator's pack" sh -c \
	"g=\$('$bin/pbemctl' -c '$conf' game new dow --players a@x.example,b@x.example --pack '$tmp/mypack') &&
	 '$bin/pbemctl' -c '$conf' game export \$g --json | grep -q 'Forest Plume'"
sed -i 's/^influence = .*$/influence = many/' "$tmp/mypack/survivors.ini"
ok "e2e-1.23 a broken pack is refused with its file and line" sh -c \
	"'$bin/pbemctl' -c '$conf' game new dow --players a@x.example,b@x.example --pack '$tmp/mypack' 2>&1 |
	 grep -q 'survivors.ini:[0-9]'"
# Options declared by the game (game.h v2): --opt, the older --NAME, refusals.
ok "e2e-1.24 game kinds lists dow with its options and decisions" sh -c \
	"'$bin/pbemctl' -c '$conf' game kinds | grep -q '^dow' &&
	 '$bin/pbemctl' -c '$conf' game kinds dow | grep -q 'option   --opt variant=' &&
	 '$bin/pbemctl' -c '$conf' game kinds dow | grep -q 'decision turn.*48h'"
ok "e2e-1.25 game new --opt sets an option as --variant did" sh -c \
	"g=\$('$bin/pbemctl' -c '$conf' game new dow --players a@y.example,b@y.example,c@y.example --opt variant=expert --objective random) &&
	 '$bin/pbemctl' -c '$conf' game export \$g --json | grep -q '\"expert\": true'"
ok "e2e-1.26 an option the game does not declare is refused, naming its options" sh -c \
	"'$bin/pbemctl' -c '$conf' game new dow --players a@z.example,b@z.example --opt colour=red 2>&1 |
	 grep -q 'no option \"colour\" (its options: objective, variant, exposure, exiled_helpless)'"
ok "e2e-1.27 a value outside the allowed ones is refused" sh -c \
	"'$bin/pbemctl' -c '$conf' game new dow --players a@z.example,b@z.example --opt variant=easy 2>&1 |
	 grep -q 'variant: \"easy\" is none of'"
ok "e2e-1.28 set deadline.KIND of another game's decision is refused, naming this game's" sh -c \
	"'$bin/pbemctl' -c '$conf' game set $game deadline.roll 2d 2>&1 | grep -q 'the decisions of Dead of Winter are setup, turn'"
ok "e2e-1.21 unknown command is a usage error" sh -c "'$bin/pbemctl' -c '$conf' frobnicate 2>/dev/null; test \$? -eq 64"
finish
